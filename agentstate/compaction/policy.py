"""The compaction policy and the result of one compaction.

The policy says when to compact, what to keep verbatim, which strategies run, and what to do
when compaction cannot succeed; the result says what one call did, with token figures.
"""

from __future__ import annotations

from typing import Literal

import attrs

from agentstate.compaction.hooks import CompactionHooks
from agentstate.compaction.oracles import DeletionOracle
from agentstate.compaction.triggers import (
    ExpectedOutput,
    SemanticSplit,
    Trigger,
)
from agentstate.errors import (
    CompactionFailed,
    InvalidInput,
    SummaryRejected,
)
from agentstate.summarizers.base import Summarizer
from agentstate.summary import Checkpoint, NarrativeSummary
from agentstate.validation import DEFAULT_RULES, Finding, Rule

__all__ = ["CompactionPolicy", "CompactionResult", "Outcome"]

Outcome = Literal["committed", "skipped", "rejected", "failed", "dropped", "conflict"]


def _positive(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        msg = f"{name} must be a positive integer, got {value!r}"
        raise InvalidInput(msg)


@attrs.frozen(kw_only=True)
class CompactionPolicy:
    """When to compact, what to keep verbatim, and what to do when it cannot be done."""

    budget: int
    """Tokens the context may take after the stable prefix (the hard limit)."""
    trigger: float = 0.6
    """Compact once the context reaches this fraction of the budget."""
    keep_tokens: int | None = None
    """Tokens of the most recent events kept verbatim (default: a quarter of the budget).

    The tail may hold more: it never starts inside a tool exchange."""
    keep_groups: int = 2
    """Interaction groups kept verbatim at least (an assistant message with its tool calls
    and their results is one group; so is a lone message)."""
    summary_tokens: int | None = None
    """The most tokens a summary may take (default: a third of the budget)."""
    freed_tokens: int | None = None
    """Below the hard limit, a compaction is skipped unless it moves at least this many
    tokens out of the verbatim tail (default: `keep_tokens` or a tenth of the budget,
    whichever is less): each one costs a summarizer call and a cache miss, so it should buy
    real room."""
    max_attempts: int = 3
    """Candidates tried when the validator rejects one (findings are fed back)."""
    timeout: float | None = 120.0
    """Seconds a summarizer may take (None: no limit)."""
    fallback: Summarizer | None = None
    """Used when the primary summarizer fails or is rejected while the context is over the
    budget (for instance `ExtractiveSummarizer`, whose output always validates). Without
    one, that case raises `ContextBudgetExceeded`."""
    schema: type[NarrativeSummary] = NarrativeSummary
    """The summary schema candidates must satisfy."""
    rules: tuple[Rule, ...] = DEFAULT_RULES
    """The validator rules every candidate must pass."""
    expected_output: ExpectedOutput | None = None
    """The preemptive trigger: also compact when the context plus the next turn's expected
    output would exceed the budget (see `agentstate.compaction.triggers`)."""
    semantic: SemanticSplit | None = None
    """The semantic split: when a trigger fires, move the split back to the latest task
    transition (an executed action, a new objective, a marked boundary)."""
    verbatim: DeletionOracle | None = None
    """Run a verbatim pass with this oracle first (drop low-value events, keep the rest
    byte-identical), then summarize if the trigger still fires (see
    `agentstate.compaction.verbatim`)."""
    hooks: tuple[CompactionHooks, ...] = attrs.field(default=(), converter=tuple)
    """Lifecycle hooks called by every pass (see `agentstate.compaction.hooks`)."""

    def __attrs_post_init__(self) -> None:
        _positive("budget", self.budget)
        _positive("max_attempts", self.max_attempts)
        if isinstance(self.keep_groups, bool) or not isinstance(self.keep_groups, int):
            msg = f"keep_groups must be an integer, got {self.keep_groups!r}"
            raise InvalidInput(msg)
        if self.keep_groups < 0:
            msg = f"keep_groups must not be negative, got {self.keep_groups}"
            raise InvalidInput(msg)
        if not 0 < self.trigger <= 1:
            msg = f"trigger is a fraction of the budget in (0, 1], got {self.trigger!r}"
            raise InvalidInput(msg)
        for name in ("keep_tokens", "summary_tokens", "freed_tokens"):
            value = getattr(self, name)
            if value is not None:
                _positive(name, value)
        if self.timeout is not None and not self.timeout > 0:
            msg = f"timeout must be positive or None, got {self.timeout!r}"
            raise InvalidInput(msg)
        for name, kind in (("expected_output", ExpectedOutput), ("semantic", SemanticSplit)):
            value = getattr(self, name)
            if value is not None and not isinstance(value, kind):
                msg = f"{name} must be a {kind.__name__} or None, got {type(value).__name__}"
                raise InvalidInput(msg)
        if self.verbatim is not None and not isinstance(self.verbatim, DeletionOracle):
            msg = f"verbatim must be a DeletionOracle or None, got {type(self.verbatim).__name__}"
            raise InvalidInput(msg)
        for hook in self.hooks:
            if not isinstance(hook, CompactionHooks):
                msg = f"hooks must be CompactionHooks instances, got {type(hook).__name__}"
                raise InvalidInput(msg)

    @property
    def tail_tokens(self) -> int:
        """Tokens kept verbatim at least."""
        return self.keep_tokens if self.keep_tokens is not None else self.budget // 4

    @property
    def summary_budget(self) -> int:
        """The most tokens a summary may take."""
        return self.summary_tokens if self.summary_tokens is not None else self.budget // 3

    @property
    def min_freed(self) -> int:
        """Tokens a compaction must move out of the verbatim tail, below the hard limit."""
        if self.freed_tokens is not None:
            return self.freed_tokens
        return min(self.tail_tokens, self.budget // 10)

    @property
    def threshold(self) -> int:
        """Context tokens at which compaction fires."""
        return int(self.budget * self.trigger)


@attrs.frozen(kw_only=True)
class CompactionResult:
    """What one call to `compact` did, with token figures before and after."""

    outcome: Outcome
    """``committed``, ``skipped`` (below the trigger, or nothing to compact), ``rejected``
    (the validator refused every candidate), ``failed`` (the summarizer failed),
    ``dropped`` (a verbatim pass dropped events and no summary was needed) or ``conflict``
    (a deferred compaction lost the race to a newer checkpoint; recorded, not raised)."""
    reason: str
    """Why, in a sentence."""
    tokens_before: int
    """Context tokens (after the stable prefix) before the compaction."""
    tokens_after: int
    """Context tokens after it (equal to `tokens_before` unless committed)."""
    previous_covers_through: int
    """The boundary before."""
    covers_through: int
    """The boundary after (unchanged unless committed)."""
    checkpoint: Checkpoint | None = None
    """The committed checkpoint."""
    attempts: int = 0
    """Candidates requested."""
    findings: tuple[Finding, ...] = ()
    """The last candidate's findings (warnings of a committed one, errors of a rejected one)."""
    error: str | None = None
    """The summarizer's failure, if it failed."""
    summarizer: str | None = None
    """Name of the summarizer whose candidate was committed or last tried."""
    event_ref: str | None = None
    """The ref of the compaction event that records this outcome (None when skipped)."""
    trigger: Trigger | None = None
    """What fired: ``watermark``, ``preemptive`` or ``forced`` (None when skipped)."""
    transition: str | None = None
    """The task transition the semantic split moved the boundary to, if it did."""
    dropped: tuple[str, ...] = ()
    """Refs of the events a verbatim pass of this call took out of view."""

    @property
    def committed(self) -> bool:
        """Whether a new checkpoint was committed."""
        return self.outcome == "committed"

    def raise_for_outcome(self) -> None:
        """Raise `SummaryRejected` or `CompactionFailed` unless committed or skipped."""
        if self.outcome == "rejected":
            raise SummaryRejected(self.reason, findings=[f.to_json() for f in self.findings])
        if self.outcome == "failed":
            raise CompactionFailed(self.reason)
