"""Evaluations of agentstate on recorded data; each module is one evaluation."""

from __future__ import annotations

__all__: list[str] = []
