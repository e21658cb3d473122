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

A run's attempts, their verdicts, what each records and the commit are
`agentstate.compaction._run`'s (one `Run`, shared by the synchronous and the awaited driver
here).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs

from agentstate.backends.base import SessionReader
from agentstate.backends.reads import RunSync
from agentstate.compaction._firing import expected_output, fired, semantic_boundary
from agentstate.compaction._run import Run
from agentstate.compaction._shared import call_with_timeout, describe, skipped
from agentstate.compaction.oracles import DeletionOracle, RuleBasedOracle
from agentstate.compaction.triggers import HOLD
from agentstate.compaction.verbatim import aprune, prune
from agentstate.drops import dropped_units
from agentstate.errors import ContextBudgetExceeded
from agentstate.events import Event
from agentstate.retraction import retracted_seqs
from agentstate.state_block import read_state_block, shown_records
from agentstate.summarizers.base import (
    OVERWRITTEN_KEPT,
    Candidate,
    ModelCandidate,
    Summarizer,
    SummaryRequest,
)

if TYPE_CHECKING:
    from agentstate.session import Session

from agentstate.compaction.policy import CompactionPolicy, CompactionResult
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


def plan(state: Session, policy: CompactionPolicy, *, force: bool) -> Run | CompactionResult:
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
        overwritten = [
            write for key in facts for write in reader.fact_history(key)[:-1][-OVERWRITTEN_KEPT:]
        ]
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
        overwritten=overwritten,
        actions=actions,
        state_block=state_block,
        kept_block=sized_block,
        schema=policy.schema,
        budget_tokens=summary_budget,
        limit_tokens=policy.summary_budget,
    )
    return Run(
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


def _summarize(run: Run, summarizer: Summarizer) -> CompactionResult:
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
    run: Run,
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


async def _asummarize(run: Run, summarizer: Summarizer, run_sync: RunSync) -> CompactionResult:
    result = await _adrive(run, summarizer, run.policy.max_attempts, run_sync)
    if result.outcome in ("committed", "conflict"):
        return result
    if run.policy.fallback is not None and run.over_budget:
        result = await _adrive(run, run.policy.fallback, 1, run_sync)
        if result.committed:
            return result
    return run.give_up(result)


async def _adrive(
    run: Run, summarizer: Summarizer, attempts: int, run_sync: RunSync
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
