"""The compaction policy and the result of one compaction.

The policy says when to compact, what to keep verbatim, which strategies run, and what to do
when compaction cannot succeed; the result says what one call did, with token figures.
"""

from __future__ import annotations

from typing import Protocol

import attrs

from agentstate._checks import check_int
from agentstate.compaction._result import CompactionResult, Outcome
from agentstate.compaction.hooks import CompactionHooks
from agentstate.compaction.oracles import DeletionOracle
from agentstate.compaction.triggers import (
    ExpectedOutput,
    SemanticSplit,
)
from agentstate.errors import (
    InvalidInput,
)
from agentstate.session import Session
from agentstate.summarizers.base import Summarizer
from agentstate.summary import NarrativeSummary
from agentstate.validation import DEFAULT_RULES, Rule
from agentstate.validation.judge import ClaimJudge

__all__ = ["Compactable", "CompactionPolicy", "CompactionResult", "Outcome", "resolve_policy"]


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
    repair: bool = True
    """Repair a rejected candidate, then validate it again, before giving up on it: an
    ungrounded literal written exactly as a field's current value becomes its placeholder,
    and a list item with a blocking finding is dropped (never a constraint, never the
    objective). Every repair is recorded (see `agentstate.compaction.repair`)."""
    repair_max_drop: float = 0.5
    """The largest share of a candidate's list items a repair may drop; a candidate that
    would lose more stays rejected (0: placeholders only)."""
    judge: ClaimJudge | None = None
    """A model-backed claim judge asked about the items the rules doubted (None: off, the
    default; see `agentstate.validation.judge`). An item it finds contradicted blocks like
    any error; its judgements are recorded with each attempt's compaction event."""

    def __attrs_post_init__(self) -> None:
        check_int(self.budget, what="budget", minimum=1)
        check_int(self.max_attempts, what="max_attempts", minimum=1)
        check_int(self.keep_groups, what="keep_groups")
        if not 0 < self.trigger <= 1:
            msg = f"trigger is a fraction of the budget in (0, 1], got {self.trigger!r}"
            raise InvalidInput(msg)
        for name in ("keep_tokens", "summary_tokens", "freed_tokens"):
            value = getattr(self, name)
            if value is not None:
                check_int(value, what=name, minimum=1)
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
        if not isinstance(self.repair, bool):
            msg = f"repair must be True or False, got {self.repair!r}"
            raise InvalidInput(msg)
        if (
            isinstance(self.repair_max_drop, bool)
            or not isinstance(self.repair_max_drop, int | float)
            or not 0 <= self.repair_max_drop <= 1
        ):
            msg = f"repair_max_drop is a share in [0, 1], got {self.repair_max_drop!r}"
            raise InvalidInput(msg)
        if self.judge is not None and not isinstance(self.judge, ClaimJudge):
            msg = f"judge must be a ClaimJudge or None, got {type(self.judge).__name__}"
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


class Compactable(Session, Protocol):
    """A session that has a default compaction policy (`AgentState` is one)."""

    @property
    def policy(self) -> CompactionPolicy | None:
        """The policy used when none is passed (None: one must be passed)."""
        ...


def resolve_policy(
    given: CompactionPolicy | None, default: CompactionPolicy | None
) -> CompactionPolicy:
    """The policy a compaction runs with: the one given, else the session's default.

    Raises:
        InvalidInput: Neither is set.
    """
    chosen = given if given is not None else default
    if chosen is None:
        msg = "no compaction policy: pass policy=CompactionPolicy(budget=...) or set one at open"
        raise InvalidInput(msg)
    return chosen
