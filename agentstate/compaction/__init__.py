"""Compaction: shrinking the context while the log, the scratchpad and the ledger keep it all.

- `policy`: `CompactionPolicy` (budget, trigger, verbatim tail, fallback, strategies) and
  `CompactionResult`;
- `size`: context sizes from stored token sums (the trigger check, `current_size`), and the
  split point;
- `engine`: the rolling summary as a transaction (generate, validate, then commit): the
  plan of one compaction and its drivers, its run's attempts and commit in `_run`;
- `repair`: a refused candidate repaired (a placeholder for a current value, an item left
  out) before it is validated again;
- `triggers`: the watermark, the preemptive trigger, the semantic split, marked boundaries;
- `verbatim`, `oracles`, `drops`: verbatim compaction, its deletion oracles, and the drops it
  records;
- `deferred`: compaction between turns, in a worker thread or an asyncio task;
- `hooks`: lifecycle hooks, logging and optional OpenTelemetry spans.
"""

from __future__ import annotations

from agentstate.compaction.policy import CompactionPolicy, CompactionResult, Outcome
from agentstate.compaction.repair import Repair
from agentstate.compaction.size import (
    ContextSize,
    context_size,
    current_size,
    rendered_size,
    split_point,
)

__all__ = [
    "CompactionPolicy",
    "CompactionResult",
    "ContextSize",
    "Outcome",
    "Repair",
    "context_size",
    "current_size",
    "rendered_size",
    "split_point",
]
