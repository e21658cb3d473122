"""Verbatim compaction: drop low-value events whole, keep every other event byte-identical.

No rewriting and no model-written text: a verbatim pass takes units out of the rendered tail
and leaves the rest exactly as stored. A **unit** is what may go: an interaction group (an
assistant message that called tools with all of their results, parallel calls included) or
a lone message. A group is never torn: an oracle that names any event of a group drops the
whole group, or nothing.

A **deletion oracle** decides (`agentstate.compaction.oracles`). The default `RuleBasedOracle` drops
tool exchanges that failed and were retried, that a later identical call superseded, and
whose values the scratchpad already captured; a model-backed oracle implements the same
protocol.

A pass is generate, check, then conditional commit, as for summaries: it reads a snapshot,
asks the oracle about the units between the boundary and the protected tail (the same tail a
summary would keep), checks every choice (a unit in range, not pinned), and records the drops
in one compaction event with outcome ``dropped`` (the units, their tokens, the reasons, the
oracle), conditional on the checkpoint and the drops not having moved meanwhile. An oracle
that fails, or names something it may not drop, changes nothing but the log. Dropped events
stay in the log and are retrievable by ref forever; the renderer leaves them out of the tail
(see `agentstate.drops`), and replay rebuilds the drops from the log.

Run it alone (`AgentState.compact_verbatim`) or before a summary
(``CompactionPolicy(verbatim=RuleBasedOracle())``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import TYPE_CHECKING

import attrs

from agentstate._json import JSONObject, JSONValue
from agentstate.backends.reads import RunSync
from agentstate.compaction._firing import fired
from agentstate.compaction._shared import call_with_timeout, describe, skipped
from agentstate.compaction.hooks import CompactionStarting, Lifecycle, lifecycle
from agentstate.compaction.oracles import (
    DeletionOracle,
    Drop,
    PruneRequest,
    Unit,
    units,
)
from agentstate.compaction.policy import CompactionPolicy, CompactionResult, Outcome
from agentstate.compaction.size import ContextSize, _rendered, rendered_size, split_point
from agentstate.compaction.triggers import Trigger
from agentstate.drops import DROPPED, dropped_seqs, dropped_units
from agentstate.errors import CheckpointConflict
from agentstate.events import EventKind, EventSpec, parse_ref
from agentstate.retraction import retracted_seqs
from agentstate.validation import Finding

if TYPE_CHECKING:
    from agentstate.session import Session

__all__ = ["aprune", "prune"]


# --- the pass -----------------------------------------------------------------------------


@attrs.define
class _Pass:
    """One verbatim pass from snapshot to outcome."""

    state: Session
    policy: CompactionPolicy
    size: ContextSize
    trigger: Trigger
    request: PruneRequest
    limit: int
    record_conflicts: bool = False
    lifecycle: Lifecycle = attrs.field(
        default=attrs.Factory(
            lambda run: lifecycle(run.state.session_id, "verbatim", run.policy.hooks),
            takes_self=True,
        )
    )

    @property
    def boundary(self) -> int:
        return self.size.coverage.covers_through

    def starting(self, oracle: DeletionOracle) -> CompactionStarting:
        return CompactionStarting(
            run_id=self.lifecycle.run_id,
            session_id=self.state.session_id,
            strategy="verbatim",
            trigger=self.trigger,
            by=oracle.name,
            tokens_before=self.size.total,
            previous_covers_through=self.boundary,
            covers_through=self.boundary,
            considered=(self.boundary + 1, self.limit),
        )

    def _base(self, oracle: DeletionOracle) -> JSONObject:
        return {
            "strategy": "verbatim",
            "oracle": oracle.name,
            "oracle_version": oracle.version,
            "parent": self.size.coverage.version,
            "covers_through": self.boundary,
            "previous_covers_through": self.boundary,
            "considered_through": self.limit,
            "tokens_before": self.size.total,
            "trigger": self.trigger,
        }

    def check(self, choices: object) -> tuple[list[Unit], dict[int, str], list[Finding]]:
        """Map choices to whole units; every choice must name a droppable unit in range."""
        by_seq = {seq: unit for unit in self.request.units for seq in unit.seqs}
        chosen: dict[int, Unit] = {}
        reasons: dict[int, str] = {}
        findings: list[Finding] = []
        if not isinstance(choices, Sequence) or isinstance(choices, str | bytes):
            return [], {}, [_finding("", "a list of Drop", type(choices).__name__, "not a list")]
        for index, choice in enumerate(choices):
            path = f"drops[{index}]"
            if not isinstance(choice, Drop):
                findings.append(_finding(path, "a Drop", repr(choice)[:200], "not a Drop"))
                continue
            try:
                seq = parse_ref(choice.ref)[1]
            except ValueError:
                findings.append(_finding(path, "ev_<seq>", repr(choice.ref)[:200], "bad ref"))
                continue
            unit = by_seq.get(seq)
            if unit is None:
                message = (
                    f"{choice.ref} is not a unit this pass may drop (after ev_{self.boundary}, "
                    f"through ev_{self.limit}, not dropped already)"
                )
                findings.append(_finding(path, "a unit in range", choice.ref, message))
            elif self.request.pinned.intersection(unit.seqs):
                findings.append(_finding(path, "an unpinned unit", choice.ref, "it is pinned"))
            else:
                chosen[unit.seqs[0]] = unit
                reasons.setdefault(unit.seqs[0], str(choice.reason)[:500] or "no reason given")
        ordered = [chosen[seq] for seq in sorted(chosen)]
        return ordered, reasons, findings

    def record(self, content: JSONObject) -> str:
        return self.state.log.record(EventSpec(EventKind.COMPACTION, content))

    def record_failure(self, oracle: DeletionOracle, error: BaseException) -> CompactionResult:
        ref = self.record({"outcome": "failed", **self._base(oracle), "error": describe(error)})
        self.lifecycle.failed(by=oracle.name, error=describe(error), event_ref=ref)
        result = self.unsuccessful("failed", f"the oracle failed: {describe(error)}", ref, oracle)
        return attrs.evolve(result, error=describe(error))

    def record_rejection(
        self, oracle: DeletionOracle, choices: object, findings: list[Finding]
    ) -> CompactionResult:
        shown: JSONValue = (
            [{"ref": str(c.ref), "reason": str(c.reason)} for c in choices if isinstance(c, Drop)]
            if isinstance(choices, Sequence)
            else repr(choices)[:2000]
        )
        ref = self.record(
            {
                "outcome": "rejected",
                **self._base(oracle),
                "findings": [finding.to_json() for finding in findings],
                "candidate": shown,
            }
        )
        self.lifecycle.rejected(by=oracle.name, attempt=1, findings=findings, event_ref=ref)
        reason = f"the drop check rejected the oracle's choice: {findings[0]}"
        return attrs.evolve(
            self.unsuccessful("rejected", reason, ref, oracle), findings=tuple(findings)
        )

    def commit(
        self, oracle: DeletionOracle, chosen: list[Unit], reasons: dict[int, str]
    ) -> CompactionResult:
        """Record the drops, if the checkpoint and the drops are still as planned."""
        expected = self.size.coverage.version
        content: JSONObject = {
            "outcome": DROPPED,
            **self._base(oracle),
            "dropped": [
                {
                    "refs": [event.ref for event in unit.events],
                    "tokens": unit.tokens,
                    "reason": reasons[unit.seqs[0]],
                }
                for unit in chosen
            ],
            "tokens_dropped": sum(unit.tokens for unit in chosen),
        }
        try:
            with self.state.log.write() as tx:
                coverage = tx.coverage()
                if coverage.version != expected:
                    msg = (
                        f"checkpoint {coverage.version} was committed while the oracle chose "
                        f"drops over checkpoint {expected}'s tail"
                    )
                    raise CheckpointConflict(msg, expected=expected, actual=coverage.version)
                taken = {s for u in dropped_units(tx, after=self.boundary) for s in u.seqs}
                if taken.intersection(seq for unit in chosen for seq in unit.seqs):
                    msg = "another verbatim pass dropped some of these events first"
                    raise CheckpointConflict(msg, expected=expected, actual=coverage.version)
                [event] = self.state.log.append_in(tx, [EventSpec(EventKind.COMPACTION, content)])
        except CheckpointConflict as error:
            if not self.record_conflicts:
                raise
            ref = self.record(
                {"outcome": "conflict", **self._base(oracle), "error": describe(error)}
            )
            return self.unsuccessful("conflict", f"a concurrent pass won: {error}", ref, oracle)
        with self.state.log.read() as reader:
            after = rendered_size(self.state, reader)
        refs = tuple(e.ref for unit in chosen for e in unit.events)
        return CompactionResult(
            outcome="dropped",
            reason=(
                f"dropped {len(refs)} events in {len(chosen)} units "
                f"({content['tokens_dropped']} tokens), chosen by {oracle.name}"
            ),
            tokens_before=self.size.total,
            tokens_after=after.total,
            previous_covers_through=self.boundary,
            covers_through=self.boundary,
            summarizer=oracle.name,
            event_ref=event.ref,
            trigger=self.trigger,
            dropped=refs,
        )

    def unsuccessful(
        self, outcome: Outcome, reason: str, ref: str | None, oracle: DeletionOracle
    ) -> CompactionResult:
        return CompactionResult(
            outcome=outcome,
            reason=reason,
            tokens_before=self.size.total,
            tokens_after=self.size.total,
            previous_covers_through=self.boundary,
            covers_through=self.boundary,
            summarizer=oracle.name,
            event_ref=ref,
            trigger=self.trigger,
        )

    def decide(self, oracle: DeletionOracle, choices: object) -> CompactionResult:
        chosen, reasons, findings = self.check(choices)
        if findings:
            return self.record_rejection(oracle, choices, findings)
        if not chosen:
            return self.unsuccessful(
                "skipped", f"{oracle.name} chose nothing to drop", None, oracle
            )
        return self.commit(oracle, chosen, reasons)


def _finding(path: str, expected: str, found: str, message: str) -> Finding:
    return Finding(
        rule="drops",
        severity="error",
        path=path,
        message=message,
        expected=expected,
        found=found,
        refs=(found,) if found.startswith("ev_") else (),
    )


def _plan(
    state: Session, policy: CompactionPolicy, *, force: bool, record_conflicts: bool
) -> _Pass | CompactionResult:
    tip = state.backend.tip(state.session_id)
    with state.log.read() as reader:
        size = _rendered(state, reader, None, tip=tip)
        trigger = fired(reader, policy, size) or ("forced" if force else None)
        if trigger is None:
            return skipped(size, f"{size.total} tokens is below the trigger of {policy.threshold}")
        after = size.coverage.covers_through
        limit = split_point(reader, policy, head=size.head, after=after)
        if limit is None:
            return skipped(size, "nothing lies between the boundary and the verbatim tail")
        events = reader.events(after=after)
        pinned = frozenset(pin.target_seq for pin in reader.pins())
        gone = dropped_seqs(events, after=after, pinned=set(pinned)) | retracted_seqs(reader)
        visible = [e for e in events if e.is_message and e.seq not in gone]
        candidates = units([e for e in visible if e.seq <= limit])
        facts = {record.key: record for record in reader.facts()}
        writes = sorted(
            (
                write
                for key in facts
                for write in reader.fact_history(key)
                if after < write.source_seq <= limit
            ),
            key=lambda write: write.event_seq,
        )
        actions = reader.actions()
    request = PruneRequest(
        session_id=state.session_id,
        units=candidates,
        later=[e for e in visible if e.seq > limit],
        facts=facts,
        writes=writes,
        actions=actions,
        pinned=pinned,
    )
    return _Pass(
        state=state,
        policy=policy,
        size=size,
        trigger=trigger,
        request=request,
        limit=limit,
        record_conflicts=record_conflicts,
    )


def prune(
    state: Session,
    oracle: DeletionOracle,
    policy: CompactionPolicy,
    *,
    force: bool,
    record_conflicts: bool = False,
) -> CompactionResult:
    """Run one verbatim pass synchronously; never raises for the budget (see `compact_verbatim`).

    Raises:
        CheckpointConflict: A checkpoint or another pass committed first (unless
            `record_conflicts`); nothing was dropped.
    """
    run = _plan(state, policy, force=force, record_conflicts=record_conflicts)
    if isinstance(run, CompactionResult):
        return run
    run.lifecycle.starting(run.starting(oracle))
    try:
        try:
            choices: object = call_with_timeout(lambda: oracle.select(run.request), policy.timeout)
        except Exception as error:  # noqa: BLE001 - any oracle failure is an outcome, never a crash
            result = run.record_failure(oracle, error)
        else:
            result = run.decide(oracle, choices)
    except BaseException as error:
        run.lifecycle.finished(None, error)
        raise
    run.lifecycle.finished(result)
    return result


async def aprune(
    state: Session,
    oracle: DeletionOracle,
    policy: CompactionPolicy,
    *,
    force: bool,
    record_conflicts: bool = False,
    run_sync: RunSync = asyncio.to_thread,
) -> CompactionResult:
    """`prune` without blocking the event loop: the oracle awaited, storage run by `run_sync`."""
    run = await run_sync(_plan, state, policy, force=force, record_conflicts=record_conflicts)
    if isinstance(run, CompactionResult):
        return run
    run.lifecycle.starting(run.starting(oracle))
    try:
        try:
            choices: object = await asyncio.wait_for(oracle.aselect(run.request), policy.timeout)
        except Exception as error:  # noqa: BLE001 - any oracle failure is an outcome, never a crash
            result = await run_sync(run.record_failure, oracle, error)
        else:
            result = await run_sync(run.decide, oracle, choices)
    except BaseException as error:
        run.lifecycle.finished(None, error)
        raise
    run.lifecycle.finished(result)
    return result
