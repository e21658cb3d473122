"""Summarizers: the contract, and the offline extractive default."""

from __future__ import annotations

from agentstate.summarizers.base import (
    DEFAULT_INSTRUCTIONS,
    Candidate,
    ModelCandidate,
    Summarizer,
    SummaryRequest,
    Usage,
)
from agentstate.summarizers.extractive import ExtractiveSummarizer

__all__ = [
    "DEFAULT_INSTRUCTIONS",
    "Candidate",
    "ExtractiveSummarizer",
    "ModelCandidate",
    "Summarizer",
    "SummaryRequest",
    "Usage",
]
