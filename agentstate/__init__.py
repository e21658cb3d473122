"""agentstate: durable, typed state for long-running LLM agents.

The event log is the record; identifiers, amounts and approvals live in typed state; the
model sees a validated rolling summary with a coverage boundary, plus the verbatim tail.
Start with `AgentState.open`.
"""

from __future__ import annotations

import importlib.metadata as _metadata

from agentstate.agent_loop import AgentLoop, LoopStep, ToolCallContext
from agentstate.aio import AsyncAgentState
from agentstate.backends import MemoryBackend, SqliteBackend, StorageBackend
from agentstate.backends.base import Hit
from agentstate.capture import CaptureRule, CaptureRules
from agentstate.compaction import CompactionPolicy, CompactionResult
from agentstate.compaction.deferred import (
    AsyncDeferredCompactor,
    CompactionHandle,
    DeferredCompactor,
)
from agentstate.compaction.hooks import CompactionHooks
from agentstate.compaction.oracles import DeletionOracle, RuleBasedOracle
from agentstate.compaction.triggers import ExpectedOutput, SemanticSplit
from agentstate.embeddings import Embedder
from agentstate.events import Event, EventKind, EventRef, EventSpec, ToolCall
from agentstate.ledger import (
    MODEL_ACTOR,
    Action,
    ActionStatus,
    ApprovalLedger,
    ApprovalPolicy,
    ApprovalRequest,
)
from agentstate.replay import Projection
from agentstate.scratchpad import (
    Fact,
    FactStatus,
    FactVersion,
    Scratchpad,
    ScratchpadStore,
    Secondary,
)
from agentstate.state import AgentState
from agentstate.summarizers import ExtractiveSummarizer, Summarizer, SummaryRequest
from agentstate.summary import Checkpoint, NarrativeSummary
from agentstate.tokens import ApproximateTokenCounter, TokenCounter
from agentstate.validation import Finding, validate

try:
    __version__ = _metadata.version("pyagentstate")
except (
    _metadata.PackageNotFoundError
):  # pragma: no cover - running from a source tree not installed
    __version__ = "0.0.0"

__all__ = [
    "__version__",
    "Action",
    "ActionStatus",
    "AgentLoop",
    "AgentState",
    "ApprovalLedger",
    "ApprovalPolicy",
    "ApprovalRequest",
    "ApproximateTokenCounter",
    "AsyncAgentState",
    "AsyncDeferredCompactor",
    "CaptureRule",
    "CaptureRules",
    "Checkpoint",
    "CompactionHandle",
    "CompactionHooks",
    "CompactionPolicy",
    "CompactionResult",
    "DeferredCompactor",
    "DeletionOracle",
    "Embedder",
    "Event",
    "EventKind",
    "EventRef",
    "EventSpec",
    "ExpectedOutput",
    "ExtractiveSummarizer",
    "Fact",
    "FactStatus",
    "FactVersion",
    "Finding",
    "Hit",
    "LoopStep",
    "MemoryBackend",
    "MODEL_ACTOR",
    "NarrativeSummary",
    "Projection",
    "RuleBasedOracle",
    "Scratchpad",
    "ScratchpadStore",
    "Secondary",
    "SemanticSplit",
    "SqliteBackend",
    "StorageBackend",
    "Summarizer",
    "SummaryRequest",
    "TokenCounter",
    "ToolCall",
    "ToolCallContext",
    "validate",
]
