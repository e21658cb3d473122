"""Compaction: the rolling summary as a transaction (generate, validate, then commit).

One compaction reads a consistent snapshot of the session, chooses a new boundary (a safe split
point past the current one that leaves the policy's verbatim tail), asks a summarizer for a
candidate covering the events up to it, validates the candidate, and commits it in one
transaction that is conditional on the parent checkpoint still being the latest. A failed,
empty, timed-out or rejected candidate changes nothing but the log, which records the outcome;
a rejected candidate is retried with its findings fed back, up to the policy's limit. Events
appended while the summarizer works stay beyond the boundary: it was fixed before generation.

The trigger check and the split search use the token sums stored at append time (a few indexed
reads), never a re-count of history. Triggers (the watermark, the preemptive trigger, the
semantic split) are in `agentstate.compaction_triggers`; the verbatim pass a policy may run
first is in `agentstate.verbatim`; hooks, logging and spans in `agentstate.hooks`.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal, TypeVar

import attrs

from agentstate._json import JSONObject, JSONValue, check_json
from agentstate.backends.base import Coverage, SessionHead, SessionReader
from agentstate.compaction_triggers import (
    HOLD,
    ExpectedOutput,
    SemanticSplit,
    Trigger,
    expected_output,
    fired,
    semantic_boundary,
)
from agentstate.context import record_header
from agentstate.drops import dropped_tokens, dropped_units
from agentstate.errors import (
    CheckpointConflict,
    CompactionFailed,
    ContextBudgetExceeded,
    InvalidInput,
    SummaryRejected,
)
from agentstate.events import Event, EventKind, EventSpec
from agentstate.hooks import CompactionHooks, CompactionStarting, Lifecycle, lifecycle
from agentstate.oracles import DeletionOracle
from agentstate.state_block import format_state_block, state_message_tokens
from agentstate.summarizers.base import Candidate, Summarizer, SummaryRequest
from agentstate.summary import Checkpoint, NarrativeSummary, summary_tokens
from agentstate.tokens import MESSAGE_OVERHEAD
from agentstate.validation import DEFAULT_RULES, Finding, Rule, blocking, validate

if TYPE_CHECKING:
    from agentstate.state import AgentState

__all__ = [
    "CompactionPolicy",
    "CompactionResult",
    "ContextSize",
    "Outcome",
    "context_size",
    "split_point",
]

_T = TypeVar("_T")

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
    output would exceed the budget (see `agentstate.compaction_triggers`)."""
    semantic: SemanticSplit | None = None
    """The semantic split: when a trigger fires, move the split back to the latest task
    transition (an executed action, a new objective, a marked boundary)."""
    verbatim: DeletionOracle | None = None
    """Run a verbatim pass with this oracle first (drop low-value events, keep the rest
    byte-identical), then summarize if the trigger still fires (see `agentstate.verbatim`)."""
    hooks: tuple[CompactionHooks, ...] = attrs.field(default=(), converter=tuple)
    """Lifecycle hooks called by every pass (see `agentstate.hooks`)."""

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


@attrs.frozen
class ContextSize:
    """The token figures the trigger looks at."""

    head: SessionHead
    coverage: Coverage
    dropped_tokens: int = 0
    """Tokens of events after the boundary that verbatim compaction took out of view."""
    rendered_tokens: int = 0
    """What the rendered context adds to the stored sums: the state block's message and the
    compressed record's label (0 when not measured)."""

    @property
    def tail_tokens(self) -> int:
        """Tokens of the events after the boundary still in view."""
        return self.head.cum_tokens - self.coverage.boundary_cum_tokens - self.dropped_tokens

    @property
    def total(self) -> int:
        """Summary, pinned events, verbatim tail, and what rendering adds (`rendered_tokens`)."""
        return (
            self.coverage.summary_tokens
            + self.coverage.pinned_tokens
            + self.tail_tokens
            + self.rendered_tokens
        )


def context_size(reader: SessionReader) -> ContextSize:
    """The context's token figures from stored running sums and the drops after the boundary."""
    coverage = reader.coverage()
    return ContextSize(
        reader.head(), coverage, dropped_tokens(reader, after=coverage.covers_through)
    )


def rendered_size(
    state: AgentState, reader: SessionReader, state_block: str | None = None
) -> ContextSize:
    """The context's token figures as rendered.

    `context_size` plus the state block's message and the compressed record's label, which
    the stored sums do not hold.

    Args:
        state: The session's state (its token counter, scratchpad and ledger).
        reader: A read snapshot of the session.
        state_block: The state block, when the caller formatted it already.
    """
    if state_block is None:
        state_block = format_state_block(
            state.scratchpad._facts_in(reader), state.ledger._actions_in(reader)
        )
    return attrs.evolve(
        context_size(reader), rendered_tokens=_rendered_tokens(state, reader, state_block)
    )


def split_point(
    reader: SessionReader, policy: CompactionPolicy, *, head: SessionHead, after: int
) -> int | None:
    """The boundary a compaction should move to, or None when nothing can be compacted.

    The highest safe split point past `after` that leaves at least `policy.tail_tokens`
    tokens and `policy.keep_groups` interaction groups verbatim.
    """
    if head.seq <= after:
        return None
    limit = head.seq
    # Token tail: the last seq whose running sum leaves keep_tokens after it.
    reach = reader.first_seq_reaching(head.cum_tokens - policy.tail_tokens + 1)
    if reach is not None:
        limit = min(limit, reach - 1)
    # Group tail: step back over keep_groups safe split points.
    for _ in range(policy.keep_groups):
        previous = reader.last_safe_seq(at_most=min(limit, head.seq - 1), at_least=after)
        if previous is None:
            return None
        limit = min(limit, previous)
    boundary = reader.last_safe_seq(at_most=limit, at_least=after + 1)
    return boundary if boundary is not None and boundary > after else None


@attrs.define
class _Run:
    """One compaction from snapshot to outcome, shared by the sync and async drivers."""

    state: AgentState
    policy: CompactionPolicy
    size: ContextSize
    parent: Checkpoint | None
    request: SummaryRequest
    attempts: int = 0
    findings: tuple[Finding, ...] = ()
    summarizer_name: str | None = None
    trigger: Trigger = "forced"
    transition: str | None = None
    record_conflicts: bool = False
    """Record a lost race as a ``conflict`` outcome instead of raising (deferred compaction)."""
    lifecycle: Lifecycle = attrs.field(
        default=attrs.Factory(
            lambda run: lifecycle(run.state.session_id, "summary", run.policy.hooks),
            takes_self=True,
        )
    )

    def starting(self, summarizer: Summarizer) -> CompactionStarting:
        events = self.request.events
        return CompactionStarting(
            run_id=self.lifecycle.run_id,
            session_id=self.state.session_id,
            strategy="summary",
            trigger=self.trigger,
            by=summarizer.name,
            tokens_before=self.size.total,
            previous_covers_through=self.size.coverage.covers_through,
            covers_through=self.request.covers_through,
            considered=(events[0].seq if events else 0, self.request.covers_through),
            transition=self.transition,
        )

    @property
    def over_budget(self) -> bool:
        return self.size.total > self.policy.budget

    def next_request(self, summarizer: Summarizer) -> SummaryRequest:
        self.attempts += 1
        self.summarizer_name = summarizer.name
        return attrs.evolve(self.request, findings=self.findings, attempt=self.attempts)

    def judge(self, candidate: Candidate | None) -> list[Finding]:
        if candidate is None or (isinstance(candidate, str) and not candidate.strip()):
            msg = "the summarizer returned nothing"
            raise _EmptyOutput(msg)
        return validate(
            candidate,
            self.state,
            covers_through=self.request.covers_through,
            parent=self.parent,
            schema=self.policy.schema,
            budget_tokens=self.policy.summary_budget,
            rules=self.policy.rules,
        )

    def _base(self, summarizer: Summarizer) -> JSONObject:
        return {
            "parent": self.parent.version if self.parent is not None else 0,
            "covers_through": self.request.covers_through,
            "previous_covers_through": self.size.coverage.covers_through,
            "summarizer": summarizer.name,
            "summarizer_version": summarizer.version,
            "attempt": self.attempts,
            "tokens_before": self.size.total,
            "trigger": self.trigger,
            **({"transition": self.transition} if self.transition is not None else {}),
        }

    def record_rejection(
        self, summarizer: Summarizer, candidate: Candidate, findings: list[Finding]
    ) -> str:
        self.findings = tuple(findings)
        content: JSONObject = {
            "outcome": "rejected",
            **self._base(summarizer),
            "findings": [finding.to_json() for finding in findings],
            "candidate": _candidate_json(candidate),
        }
        ref = self.state._record(EventSpec(EventKind.COMPACTION, content))
        self.lifecycle.rejected(
            by=summarizer.name, attempt=self.attempts, findings=findings, event_ref=ref
        )
        return ref

    def record_failure(self, summarizer: Summarizer, error: BaseException) -> str:
        content = {"outcome": "failed", **self._base(summarizer), "error": _describe(error)}
        ref = self.state._record(EventSpec(EventKind.COMPACTION, content))
        self.lifecycle.failed(by=summarizer.name, error=_describe(error), event_ref=ref)
        return ref

    def record_conflict(self, summarizer: Summarizer, error: CheckpointConflict) -> str:
        content = {"outcome": "conflict", **self._base(summarizer), "error": _describe(error)}
        return self.state._record(EventSpec(EventKind.COMPACTION, content))

    def commit(
        self, summarizer: Summarizer, candidate: Candidate, findings: list[Finding]
    ) -> CompactionResult:
        summary = self.policy.schema.model_validate(_candidate_json(candidate)).model_dump(
            mode="json"
        )
        tokens = summary_tokens(summary, self.state.token_counter)
        try:
            checkpoint = self.state._commit_checkpoint(
                parent=self.parent,
                covers_through=self.request.covers_through,
                summary=summary,
                schema_version=self.policy.schema.schema_version,
                summarizer=summarizer,
                token_count=tokens,
                content={
                    "outcome": "committed",
                    **self._base(summarizer),
                    "findings": [finding.to_json() for finding in findings],
                },
            )
        except CheckpointConflict as error:
            if not self.record_conflicts:
                raise
            ref = self.record_conflict(summarizer, error)
            return self.unsuccessful("conflict", f"a newer checkpoint won: {error}", ref)
        with self.state.backend.read(self.state.session_id) as reader:
            after = rendered_size(self.state, reader, self.request.state_block)
        return CompactionResult(
            outcome="committed",
            reason=f"checkpoint {checkpoint.version} covers through ev_{checkpoint.covers_through}",
            tokens_before=self.size.total,
            tokens_after=after.total,
            previous_covers_through=self.size.coverage.covers_through,
            covers_through=checkpoint.covers_through,
            checkpoint=checkpoint,
            attempts=self.attempts,
            findings=tuple(findings),
            summarizer=summarizer.name,
            event_ref=checkpoint.ref,
            trigger=self.trigger,
            transition=self.transition,
        )

    def unsuccessful(
        self, outcome: Outcome, reason: str, event_ref: str, error: str | None = None
    ) -> CompactionResult:
        return CompactionResult(
            outcome=outcome,
            reason=reason,
            tokens_before=self.size.total,
            tokens_after=self.size.total,
            previous_covers_through=self.size.coverage.covers_through,
            covers_through=self.size.coverage.covers_through,
            attempts=self.attempts,
            findings=self.findings,
            error=error,
            summarizer=self.summarizer_name,
            event_ref=event_ref,
            trigger=self.trigger,
            transition=self.transition,
        )

    def give_up(self, result: CompactionResult) -> CompactionResult:
        """At the hard limit without a fallback, an unsuccessful compaction is an error."""
        if self.over_budget:
            msg = (
                f"the context takes {self.size.total} tokens, over the budget of "
                f"{self.policy.budget}, and compaction did not succeed: {result.reason}"
            )
            raise ContextBudgetExceeded(msg, budget=self.policy.budget, required=self.size.total)
        return result


class _EmptyOutput(Exception):
    """The summarizer returned nothing."""


def _describe(error: BaseException) -> str:
    text = str(error) or "no message"
    return f"{type(error).__name__}: {text}"[:2000]


def _candidate_json(candidate: Candidate) -> JSONValue:
    if isinstance(candidate, NarrativeSummary):
        dumped: JSONValue = candidate.model_dump(mode="json")
        return dumped
    if isinstance(candidate, dict):
        try:
            check_json(candidate)
        except InvalidInput:
            return repr(candidate)[:2000]
        return candidate
    return repr(candidate)[:2000]


def _skip(size: ContextSize, reason: str) -> CompactionResult:
    return CompactionResult(
        outcome="skipped",
        reason=reason,
        tokens_before=size.total,
        tokens_after=size.total,
        previous_covers_through=size.coverage.covers_through,
        covers_through=size.coverage.covers_through,
    )


def _rendered_tokens(state: AgentState, reader: SessionReader, state_block: str) -> int:
    """Tokens the renderer adds to the stored sums: the state block and the record's label."""
    checkpoint = reader.latest_checkpoint()
    label = 0
    if checkpoint is not None:
        header = record_header(version=checkpoint.version, covers_through=checkpoint.covers_through)
        label = state.token_counter.count(header)
    return state_message_tokens(state_block, state.token_counter) + label


def _summary_budget(
    state: AgentState,
    reader: SessionReader,
    policy: CompactionPolicy,
    size: ContextSize,
    boundary: int,
    state_block: str,
) -> int:
    """The summary's share: the policy's, or less when the rest of the context leaves less.

    After the commit the context holds the state block, the record's label, pinned events,
    the summary and the tail after `boundary`; the summary is asked to fit what the budget
    leaves of that, but never less than a tenth of the budget (or the policy's share, if
    smaller). It is a target: the validator holds a candidate to the policy's share
    (`summary_tokens`) only, since the objective and the constraints must fit somewhere; the
    renderer excerpts the tail if it must.
    """
    tail = size.tail_tokens - _covered(reader, size, boundary)
    parent = size.coverage
    label = state.token_counter.count(
        record_header(version=parent.version + 1, covers_through=boundary)
    )
    rest = state_message_tokens(state_block, state.token_counter) + label
    room = policy.budget - rest - parent.pinned_tokens - tail
    return max(min(policy.summary_budget, room), min(policy.summary_budget, policy.budget // 10))


def _covered(reader: SessionReader, size: ContextSize, boundary: int | None) -> int:
    """Tokens of the tail events through `boundary` still in view.

    What a compaction moves out of the tail: events a verbatim pass dropped are out already.
    """
    if boundary is None:
        return 0
    event = reader.event(boundary)
    through = (event.cum_tokens if event is not None else 0) - size.coverage.boundary_cum_tokens
    return through - (size.dropped_tokens - dropped_tokens(reader, after=boundary))


def _left(state: AgentState, reader: SessionReader, size: ContextSize, boundary: int | None) -> int:
    """The context's tokens once the events through `boundary` leave the tail.

    The summary is taken as unchanged; a first checkpoint adds the record's label.
    """
    if boundary is None:
        return size.total
    label = 0
    if size.coverage.version == 0:
        header = record_header(version=1, covers_through=boundary)
        label = MESSAGE_OVERHEAD + state.token_counter.count(header)
    return size.total - _covered(reader, size, boundary) + label


def _relaxed(policy: CompactionPolicy) -> CompactionPolicy:
    """The policy with the smallest verbatim tail: the last interaction group only."""
    return attrs.evolve(policy, keep_tokens=1, keep_groups=1)


def plan(state: AgentState, policy: CompactionPolicy, *, force: bool) -> _Run | CompactionResult:
    """Read a consistent snapshot and decide: skip, or a run over a fixed range.

    The size compared with the trigger and the budget is the context as it will be rendered:
    the stored token sums plus the state block and the record's label. Over the budget, when
    the policy's verbatim tail would keep the context over it, the tail shrinks to the last
    interaction group: compacting more is better than failing the request.
    """
    with state.backend.read(state.session_id) as reader:
        state_block = format_state_block(
            state.scratchpad._facts_in(reader), state.ledger._actions_in(reader)
        )
        size = rendered_size(state, reader, state_block)
        trigger = fired(reader, policy, size) or ("forced" if force else None)
        if trigger is None:
            return _skip(size, _below(reader, policy, size))
        after = size.coverage.covers_through
        boundary = split_point(reader, policy, head=size.head, after=after)
        if size.total > policy.budget and _left(state, reader, size, boundary) > policy.budget:
            boundary = split_point(reader, _relaxed(policy), head=size.head, after=after)
        if boundary is None:
            if size.total > policy.budget:
                msg = (
                    f"the context takes {size.total} tokens, over the budget of {policy.budget}, "
                    "and no safe split point leaves even the last interaction group verbatim"
                )
                raise ContextBudgetExceeded(msg, budget=policy.budget, required=size.total)
            return _skip(size, "no safe split point past the boundary leaves the verbatim tail")
        boundary, transition = semantic_boundary(
            reader, policy, after=after, boundary=boundary, over_budget=size.total > policy.budget
        )
        if boundary == HOLD:
            return _skip(size, "the trigger fired; the policy holds for a task transition")
        freed = _covered(reader, size, boundary)
        if not force and size.total <= policy.budget and freed < policy.min_freed:
            return _skip(
                size,
                f"compacting now would free {freed} tokens, fewer than {policy.min_freed}; "
                "the context is still within the budget",
            )
        parent = reader.latest_checkpoint()
        events = _in_view(reader, after, boundary)
        facts = {record.key: record for record in reader.facts()}
        actions = reader.actions()
        summary_budget = _summary_budget(state, reader, policy, size, boundary, state_block)
    request = SummaryRequest(
        session_id=state.session_id,
        previous=parent,
        events=events,
        covers_through=boundary,
        facts=facts,
        actions=actions,
        state_block=state_block,
        schema=policy.schema,
        budget_tokens=summary_budget,
    )
    return _Run(
        state=state,
        policy=policy,
        size=size,
        parent=parent,
        request=request,
        trigger=trigger,
        transition=transition,
    )


def _below(reader: SessionReader, policy: CompactionPolicy, size: ContextSize) -> str:
    reason = f"{size.total} tokens is below the trigger of {policy.threshold}"
    if policy.expected_output is not None:
        expected = expected_output(reader, policy)
        reason += f", and with {expected} expected output tokens it fits the budget"
    return reason


def _in_view(reader: SessionReader, after: int, through: int) -> list[Event]:
    """The events in ``(after, through]`` but those verbatim compaction dropped."""
    gone = {seq for unit in dropped_units(reader, after=after) for seq in unit.seqs}
    return [event for event in reader.events(after=after, until=through) if event.seq not in gone]


def _call_with_timeout(call: Callable[[], _T], timeout: float | None) -> _T:
    if timeout is None:
        return call()
    executor = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="summarizer")
    try:
        future = executor.submit(call)
        try:
            return future.result(timeout=timeout)
        except concurrent.futures.TimeoutError:
            msg = f"the summarizer did not answer within {timeout} seconds"
            raise TimeoutError(msg) from None
    finally:
        executor.shutdown(wait=False, cancel_futures=True)


def compact(
    state: AgentState,
    summarizer: Summarizer,
    policy: CompactionPolicy,
    *,
    force: bool,
    record_conflicts: bool = False,
) -> CompactionResult:
    """Run one compaction synchronously (see `AgentState.compact`).

    With `record_conflicts`, a lost race is recorded and returned as a ``conflict`` outcome
    instead of raising `CheckpointConflict` (deferred compaction uses it).
    """
    pruned: CompactionResult | None = None
    if policy.verbatim is not None:
        from agentstate.verbatim import prune

        pruned = prune(
            state, policy.verbatim, policy, force=force, record_conflicts=record_conflicts
        )
    run = plan(state, policy, force=force)
    if isinstance(run, CompactionResult):
        return _after_drops(run, pruned)
    run.record_conflicts = record_conflicts
    run.lifecycle.starting(run.starting(summarizer))
    try:
        result = _summarize(run, summarizer)
    except BaseException as error:
        run.lifecycle.finished(None, error)
        raise
    run.lifecycle.finished(result)
    return _after_drops(result, pruned)


def _summarize(run: _Run, summarizer: Summarizer) -> CompactionResult:
    policy = run.policy
    result = _drive(
        run, summarizer, lambda s, r: _call_with_timeout(lambda: s.summarize(r), policy.timeout)
    )
    if result.outcome in ("committed", "conflict"):
        return result
    if policy.fallback is not None and run.over_budget:
        result = _drive(run, policy.fallback, lambda s, r: s.summarize(r), attempts=1)
        if result.committed:
            return result
    return run.give_up(result)


def _after_drops(result: CompactionResult, pruned: CompactionResult | None) -> CompactionResult:
    """One result for a verbatim pass followed by a summary (or by nothing)."""
    if pruned is None or not pruned.dropped:
        return result
    if result.outcome == "skipped":
        return pruned
    return attrs.evolve(result, tokens_before=pruned.tokens_before, dropped=pruned.dropped)


def _drive(
    run: _Run,
    summarizer: Summarizer,
    call: Callable[[Summarizer, SummaryRequest], Candidate],
    *,
    attempts: int | None = None,
) -> CompactionResult:
    last: CompactionResult | None = None
    for _ in range(attempts or run.policy.max_attempts):
        request = run.next_request(summarizer)
        try:
            candidate = call(summarizer, request)
            findings = run.judge(candidate)
        except Exception as error:  # noqa: BLE001 - any summarizer failure is an outcome, never a crash
            ref = run.record_failure(summarizer, error)
            return run.unsuccessful(
                "failed", f"the summarizer failed: {_describe(error)}", ref, _describe(error)
            )
        if not blocking(findings):
            return run.commit(summarizer, candidate, findings)
        ref = run.record_rejection(summarizer, candidate, findings)
        last = run.unsuccessful(
            "rejected",
            f"the validator rejected attempt {run.attempts}: {blocking(findings)[0]}",
            ref,
        )
    assert last is not None
    return last


async def acompact(
    state: AgentState,
    summarizer: Summarizer,
    policy: CompactionPolicy,
    *,
    force: bool,
    record_conflicts: bool = False,
) -> CompactionResult:
    """Run one compaction without blocking the event loop (see `AgentState.acompact`)."""
    pruned: CompactionResult | None = None
    if policy.verbatim is not None:
        from agentstate.verbatim import aprune

        pruned = await aprune(
            state, policy.verbatim, policy, force=force, record_conflicts=record_conflicts
        )
    run = await asyncio.to_thread(plan, state, policy, force=force)
    if isinstance(run, CompactionResult):
        return _after_drops(run, pruned)
    run.record_conflicts = record_conflicts
    run.lifecycle.starting(run.starting(summarizer))
    try:
        result = await _asummarize(run, summarizer)
    except BaseException as error:
        run.lifecycle.finished(None, error)
        raise
    run.lifecycle.finished(result)
    return _after_drops(result, pruned)


async def _asummarize(run: _Run, summarizer: Summarizer) -> CompactionResult:
    result = await _adrive(run, summarizer, run.policy.max_attempts)
    if result.outcome in ("committed", "conflict"):
        return result
    if run.policy.fallback is not None and run.over_budget:
        result = await _adrive(run, run.policy.fallback, 1)
        if result.committed:
            return result
    return run.give_up(result)


async def _adrive(run: _Run, summarizer: Summarizer, attempts: int) -> CompactionResult:
    last: CompactionResult | None = None
    for _ in range(attempts):
        request = run.next_request(summarizer)
        try:
            candidate = await asyncio.wait_for(summarizer.asummarize(request), run.policy.timeout)
            findings = await asyncio.to_thread(run.judge, candidate)
        except Exception as error:  # noqa: BLE001 - any summarizer failure is an outcome, never a crash
            ref = await asyncio.to_thread(run.record_failure, summarizer, error)
            return run.unsuccessful(
                "failed", f"the summarizer failed: {_describe(error)}", ref, _describe(error)
            )
        if not blocking(findings):
            return await asyncio.to_thread(run.commit, summarizer, candidate, findings)
        ref = await asyncio.to_thread(run.record_rejection, summarizer, candidate, findings)
        last = run.unsuccessful(
            "rejected",
            f"the validator rejected attempt {run.attempts}: {blocking(findings)[0]}",
            ref,
        )
    assert last is not None
    return last
