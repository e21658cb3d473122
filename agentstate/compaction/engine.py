"""Compaction: the rolling summary as a transaction (generate, validate, then commit).

One compaction reads a consistent snapshot of the session, chooses a new boundary (a safe split
point past the current one that leaves the policy's verbatim tail), asks a summarizer for a
candidate covering the events up to it, validates the candidate, and commits it in one
transaction that is conditional on the parent checkpoint still being the latest. A failed,
empty, timed-out or rejected candidate changes nothing but the log, which records the outcome;
a rejected candidate is first repaired where the policy allows it and validated again
(`agentstate.compaction.repair`: a placeholder for a current value, an item left out; each
repair recorded), then, if still rejected, retried with its findings fed back, up to the
policy's limit. Events appended while the summarizer works stay beyond the boundary: it was
fixed before generation.

The trigger check and the split search use the token sums stored at append time (a few indexed
reads, `agentstate.compaction.size`), never a re-count of history. Triggers (the watermark,
the preemptive trigger, the semantic split) are in `agentstate.compaction.triggers`; the
verbatim pass a policy may run first is in `agentstate.compaction.verbatim`; hooks, logging
and spans in `agentstate.compaction.hooks`.

(The module runs a little past 600 lines: one compaction's run, synchronous and awaited,
shares every step of its plan, its attempts and its commit, so both drivers sit beside it.)
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs
from pydantic import ValidationError

from agentstate._json import JSONObject, JSONValue, check_json
from agentstate.backends.base import SessionReader
from agentstate.backends.reads import RunSync
from agentstate.compaction._commit import commit_checkpoint
from agentstate.compaction._firing import expected_output, fired, semantic_boundary
from agentstate.compaction._shared import call_with_timeout, describe, skipped
from agentstate.compaction._verdict import Verdict, check_candidate, repairable, try_repair
from agentstate.compaction.hooks import CompactionStarting, Lifecycle, lifecycle
from agentstate.compaction.oracles import DeletionOracle, RuleBasedOracle
from agentstate.compaction.repair import Repair
from agentstate.compaction.triggers import HOLD, Trigger
from agentstate.compaction.verbatim import aprune, prune
from agentstate.context import placeholder_values
from agentstate.drops import dropped_units
from agentstate.errors import (
    CheckpointConflict,
    CompactionFailed,
    ContextBudgetExceeded,
    InvalidInput,
)
from agentstate.events import Event, EventKind, EventSpec
from agentstate.retraction import retracted_seqs
from agentstate.state_block import read_state_block, shown_records
from agentstate.summarizers.base import (
    Candidate,
    ModelCandidate,
    Summarizer,
    SummaryRequest,
    unwrap,
)
from agentstate.summary import Checkpoint, fill_values, summary_tokens
from agentstate.validation import Finding, blocking
from agentstate.validation.core import candidate_json

if TYPE_CHECKING:
    from agentstate.session import Session

from agentstate.compaction.policy import CompactionPolicy, CompactionResult, Outcome
from agentstate.compaction.size import (
    ContextSize,
    _covered,
    _left,
    _relaxed,
    _rendered,
    _summary_budget,
    rendered_size,
    split_point,
)

__all__ = ["acompact", "acompact_verbatim", "compact", "compact_verbatim", "plan", "within_budget"]


@attrs.define
class _Run:
    """One compaction from snapshot to outcome, shared by the sync and async drivers."""

    state: Session
    policy: CompactionPolicy
    size: ContextSize
    parent: Checkpoint | None
    request: SummaryRequest
    attempts: int = 0
    findings: tuple[Finding, ...] = ()
    repairs: tuple[Repair, ...] = ()
    summarizer_name: str | None = None
    trigger: Trigger = "forced"
    transition: str | None = None
    record_conflicts: bool = False
    """Record a lost race as a ``conflict`` outcome instead of raising (deferred compaction)."""
    judgements: dict[int, list[JSONValue]] = attrs.Factory(dict)
    """What the policy's claim judge answered, by attempt."""
    usage: dict[int, JSONObject] = attrs.Factory(dict)
    """What each attempt's model call cost, as its summarizer reported it."""
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

    def judge(self, candidate: Candidate | None) -> Verdict:
        """Validate a candidate; repair it (if the policy allows) and validate again.

        Repaired when refused, or when a placeholder may answer a grounding warning (the
        repaired form is then committed only if nothing in it blocks).
        """
        if candidate is None or (isinstance(candidate, str) and not candidate.strip()):
            msg = "the summarizer returned nothing"
            raise _EmptyOutput(msg)
        findings = self._validate(candidate)
        if not repairable(self.policy, findings):
            return Verdict(candidate, findings)
        repaired = try_repair(self.state, self.policy, candidate, findings)
        if not repaired.repairs:
            return Verdict(candidate, findings, repaired)
        after = self._validate(repaired.candidate)
        self.lifecycle.repaired(
            by=self.summarizer_name or "",
            attempt=self.attempts,
            repairs=repaired.repairs,
            findings=after,
            accepted=not blocking(after),
        )
        return Verdict(candidate, findings, repaired, after)

    def _validate(self, candidate: Candidate) -> list[Finding]:
        findings, judged = check_candidate(
            self.state, self.policy, self.request, parent=self.parent, candidate=candidate
        )
        if judged is not None:
            self.judgements.setdefault(self.attempts, []).append(judged)
        return findings

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
            **({"judgements": judged} if (judged := self.judgements.get(self.attempts)) else {}),
            **({"usage": cost} if (cost := self.usage.get(self.attempts)) is not None else {}),
        }

    def received(self, answer: Candidate | ModelCandidate) -> Candidate:
        """The candidate in a summarizer's answer; its reported usage is kept for the record."""
        candidate, usage = unwrap(answer)
        if usage is not None:
            self.usage[self.attempts] = usage
        return candidate

    def failed_usage(self, error: BaseException) -> None:
        """Keep the usage a failed model call reported (`CompactionFailed.usage`)."""
        if isinstance(error, CompactionFailed) and error.usage is not None:
            self.usage[self.attempts] = {
                str(key): value
                for key, value in error.usage.items()
                if isinstance(value, int | str) and not isinstance(value, bool)
            }

    def record_rejection(self, summarizer: Summarizer, verdict: Verdict) -> str:
        findings = verdict.findings
        self.findings = tuple(findings)
        self.repairs = verdict.repairs
        content: JSONObject = {
            "outcome": "rejected",
            **self._base(summarizer),
            "findings": [finding.to_json() for finding in findings],
            "candidate": _logged(verdict.candidate),
        }
        repaired = verdict.repaired
        if repaired is not None and repaired.refused is not None:
            content["repair_refused"] = repaired.refused
        if repaired is not None and verdict.repaired_findings is not None:
            content["repairs"] = [repair.to_json() for repair in repaired.repairs]
            content["repaired_candidate"] = repaired.candidate
            content["repaired_findings"] = [f.to_json() for f in verdict.repaired_findings]
        ref = self.state.log.record(EventSpec(EventKind.COMPACTION, content))
        self.lifecycle.rejected(
            by=summarizer.name,
            attempt=self.attempts,
            findings=findings,
            event_ref=ref,
            repairs=self.repairs,
        )
        return ref

    def rejected(self, verdict: Verdict, event_ref: str) -> CompactionResult:
        """The result of a rejected attempt, recorded as `event_ref`."""
        reason = f"the validator rejected attempt {self.attempts}: {blocking(verdict.findings)[0]}"
        if verdict.repaired_findings is not None:
            reason += (
                f"; repaired ({len(verdict.repairs)} repairs), it was still rejected: "
                f"{blocking(verdict.repaired_findings)[0]}"
            )
        return self.unsuccessful("rejected", reason, event_ref)

    def record_failure(self, summarizer: Summarizer, error: BaseException) -> str:
        self.failed_usage(error)
        content = {"outcome": "failed", **self._base(summarizer), "error": describe(error)}
        ref = self.state.log.record(EventSpec(EventKind.COMPACTION, content))
        self.lifecycle.failed(by=summarizer.name, error=describe(error), event_ref=ref)
        return ref

    def record_conflict(self, summarizer: Summarizer, error: CheckpointConflict) -> str:
        content = {"outcome": "conflict", **self._base(summarizer), "error": describe(error)}
        return self.state.log.record(EventSpec(EventKind.COMPACTION, content))

    def _filled(self, text: str) -> str:
        """`text` with its placeholders filled from the current state (what a record shows)."""
        with self.state.log.read() as reader:
            facts, actions = placeholder_values(reader, self.state.ledger)
        return fill_values(text, facts=facts, actions=actions)

    def commit(self, summarizer: Summarizer, verdict: Verdict) -> CompactionResult:
        candidate, findings, repairs = verdict.committed()
        try:
            parsed = self.policy.schema.model_validate(candidate_json(candidate))
        except ValidationError as error:
            # The validator passed what the schema refuses (a rule set without the schema
            # rule, say): a failed compaction, recorded, never a crash.
            ref = self.record_failure(summarizer, error)
            return self.unsuccessful(
                "failed",
                f"the candidate does not parse as {self.policy.schema.__name__}",
                ref,
                describe(error),
            )
        summary = parsed.model_dump(mode="json")
        tokens = summary_tokens(  # without named values: a request renders them only if room
            summary, self.state.token_counter, fill=self._filled, named_values=0
        )
        try:
            checkpoint = commit_checkpoint(
                self.state.log,
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
                    **({"repairs": [repair.to_json() for repair in repairs]} if repairs else {}),
                },
            )
        except CheckpointConflict as error:
            if not self.record_conflicts:
                raise
            ref = self.record_conflict(summarizer, error)
            return self.unsuccessful("conflict", f"a newer checkpoint won: {error}", ref)
        with self.state.log.read() as reader:
            after = rendered_size(self.state, reader)
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
            repairs=repairs,
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
            repairs=self.repairs,
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


def _logged(candidate: Candidate) -> JSONValue:
    """The candidate as its compaction event records it: its JSON, else its repr (cut)."""
    found = candidate_json(candidate)
    if found is not None:
        try:
            check_json(found)
        except InvalidInput:
            pass
        else:
            return found
    return repr(candidate)[:2000]


def plan(state: Session, policy: CompactionPolicy, *, force: bool) -> _Run | CompactionResult:
    """Read a consistent snapshot and decide: skip, or a run over a fixed range.

    The size compared with the trigger and the budget is the context as it will be rendered:
    the stored token sums plus the state block and the record's label. Over the budget, when
    the policy's verbatim tail would keep the context over it, the tail shrinks to the last
    interaction group: compacting more is better than failing the request.
    """
    tip = state.backend.tip(state.session_id)
    with state.log.read() as reader:
        # Sized without what a budget sheds first and may leave out: secondary values and
        # closed actions' parameters never make a compaction fire.
        sized_block = read_state_block(state, reader, secondary=False, closed_params=False)
        size = _rendered(state, reader, sized_block, tip=tip)
        trigger = fired(reader, policy, size) or ("forced" if force else None)
        if trigger is None:
            return skipped(size, _below(reader, policy, size))
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
            return skipped(size, "no safe split point past the boundary leaves the verbatim tail")
        boundary, transition = semantic_boundary(
            reader, policy, after=after, boundary=boundary, over_budget=size.total > policy.budget
        )
        if boundary == HOLD:
            return skipped(size, "the trigger fired; the policy holds for a task transition")
        freed = _covered(reader, size, boundary)
        if not force and size.total <= policy.budget and freed < policy.min_freed:
            return skipped(
                size,
                f"compacting now would free {freed} tokens, fewer than {policy.min_freed}; "
                "the context is still within the budget",
            )
        parent = reader.latest_checkpoint()
        state_block = read_state_block(state, reader)  # whole, for the summarizer
        events = _in_view(reader, after, boundary)
        facts = {record.key: record for record in reader.facts()}
        actions = shown_records(state.ledger, reader, reader.actions())
        summary_budget = _summary_budget(
            state, policy, size, boundary=boundary, covered=freed, state_block=sized_block
        )
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
        limit_tokens=policy.summary_budget,
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
    """The events in ``(after, through]`` but those verbatim compaction dropped or retracted."""
    gone = {seq for unit in dropped_units(reader, after=after) for seq in unit.seqs}
    gone |= retracted_seqs(reader, through=through)
    return [event for event in reader.events(after=after, until=through) if event.seq not in gone]


def compact(
    state: Session,
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
        run, summarizer, lambda s, r: call_with_timeout(lambda: s.summarize(r), policy.timeout)
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
    call: Callable[[Summarizer, SummaryRequest], Candidate | ModelCandidate],
    *,
    attempts: int | None = None,
) -> CompactionResult:
    last: CompactionResult | None = None
    for _ in range(attempts or run.policy.max_attempts):
        request = run.next_request(summarizer)
        try:
            candidate = run.received(call(summarizer, request))
            verdict = run.judge(candidate)
        except Exception as error:  # noqa: BLE001 - any summarizer failure is an outcome, never a crash
            ref = run.record_failure(summarizer, error)
            return run.unsuccessful(
                "failed", f"the summarizer failed: {describe(error)}", ref, describe(error)
            )
        if verdict.accepted:
            return run.commit(summarizer, verdict)
        ref = run.record_rejection(summarizer, verdict)
        last = run.rejected(verdict, ref)
    assert last is not None
    return last


async def acompact(
    state: Session,
    summarizer: Summarizer,
    policy: CompactionPolicy,
    *,
    force: bool,
    record_conflicts: bool = False,
    run_sync: RunSync = asyncio.to_thread,
) -> CompactionResult:
    """Run one compaction without blocking the event loop (see `AgentState.acompact`).

    Its storage work (the plan's reads, the commit, a recorded failure or rejection) runs
    with `run_sync`: a worker thread by default, the asyncio backend's driver when the
    facade has one. The validation runs in a worker thread either way (a claim judge may
    call a model).
    """
    pruned: CompactionResult | None = None
    if policy.verbatim is not None:
        pruned = await aprune(
            state,
            policy.verbatim,
            policy,
            force=force,
            record_conflicts=record_conflicts,
            run_sync=run_sync,
        )
    run = await run_sync(plan, state, policy, force=force)
    if isinstance(run, CompactionResult):
        return _after_drops(run, pruned)
    run.record_conflicts = record_conflicts
    run.lifecycle.starting(run.starting(summarizer))
    try:
        result = await _asummarize(run, summarizer, run_sync)
    except BaseException as error:
        run.lifecycle.finished(None, error)
        raise
    run.lifecycle.finished(result)
    return _after_drops(result, pruned)


async def _asummarize(run: _Run, summarizer: Summarizer, run_sync: RunSync) -> CompactionResult:
    result = await _adrive(run, summarizer, run.policy.max_attempts, run_sync)
    if result.outcome in ("committed", "conflict"):
        return result
    if run.policy.fallback is not None and run.over_budget:
        result = await _adrive(run, run.policy.fallback, 1, run_sync)
        if result.committed:
            return result
    return run.give_up(result)


async def _adrive(
    run: _Run, summarizer: Summarizer, attempts: int, run_sync: RunSync
) -> CompactionResult:
    last: CompactionResult | None = None
    for _ in range(attempts):
        request = run.next_request(summarizer)
        try:
            answer = await asyncio.wait_for(summarizer.asummarize(request), run.policy.timeout)
            candidate = run.received(answer)
            verdict = await asyncio.to_thread(run.judge, candidate)
        except Exception as error:  # noqa: BLE001 - any summarizer failure is an outcome, never a crash
            ref = await run_sync(run.record_failure, summarizer, error)
            return run.unsuccessful(
                "failed", f"the summarizer failed: {describe(error)}", ref, describe(error)
            )
        if verdict.accepted:
            return await run_sync(run.commit, summarizer, verdict)
        ref = await run_sync(run.record_rejection, summarizer, verdict)
        last = run.rejected(verdict, ref)
    assert last is not None
    return last


def within_budget(
    state: Session, policy: CompactionPolicy, result: CompactionResult
) -> CompactionResult:
    """After a verbatim pass alone: summarize with the fallback, or refuse, if still over.

    Raises:
        ContextBudgetExceeded: Over the budget, and the policy has no fallback summarizer.
    """
    with state.log.read() as reader:
        size = rendered_size(state, reader)
    if size.total <= policy.budget:
        return result
    if policy.fallback is None:
        msg = (
            f"the context takes {size.total} tokens after the verbatim pass, over the budget "
            f"of {policy.budget}, and the policy has no fallback summarizer"
        )
        raise ContextBudgetExceeded(msg, budget=policy.budget, required=size.total)
    summary = compact(state, policy.fallback, attrs.evolve(policy, verbatim=None), force=True)
    if not result.dropped:
        return summary
    return attrs.evolve(summary, tokens_before=result.tokens_before, dropped=result.dropped)


def compact_verbatim(
    state: Session,
    oracle: DeletionOracle | None,
    policy: CompactionPolicy,
    *,
    force: bool,
) -> CompactionResult:
    """Run a verbatim pass alone (see `AgentState.compact_verbatim`)."""
    chosen = oracle if oracle is not None else (policy.verbatim or RuleBasedOracle())
    result = prune(state, chosen, policy, force=force)
    return within_budget(state, policy, result)


async def acompact_verbatim(
    state: Session,
    oracle: DeletionOracle | None,
    policy: CompactionPolicy,
    *,
    force: bool,
) -> CompactionResult:
    """`compact_verbatim` without blocking the event loop."""
    chosen = oracle if oracle is not None else (policy.verbatim or RuleBasedOracle())
    result = await aprune(state, chosen, policy, force=force)
    return await asyncio.to_thread(within_budget, state, policy, result)
