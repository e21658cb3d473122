"""Outcomes of executions: which tool calls an execution is tied to, and which results failed.

An action is executed citing a source event, in practice the assistant message whose tool
call carries it out. The calls of that source the execution is *tied to*:

- a source that is a **tool result** is tied to the call it answers (an application that
  records the execution after the result, citing the result);
- a source that is an **assistant message** is tied to its calls named after the action's
  kind; when it made none of that name, to every call it made (a tool named otherwise than
  the action: ``issue_credit`` carried out by ``billing_api``). When several calls have the
  kind's name (parallel calls of one tool), those whose arguments equal the action's
  parameters (same digest), if any;
- any other source (a user's message, a system note) is tied to no call: the log cannot tell
  how that execution ended (`ApprovalLedger.fail` records it by hand).

An execution fails when a result of a call it is tied to is an error (``is_error``), whenever
that result arrives: before the execution is recorded or after it. A ledger with
``record_failures`` records the failure; readers that judge outcomes whatever the ledger
recorded (the validator, the state block, compaction's request) read it with
`unrecorded_failures`, through the ledger's memory of settled outcomes (`Settled`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping, Sequence
from typing import Protocol

import attrs

from agentstate import _json
from agentstate.backends.base import ActionRecord, SessionReader
from agentstate.backends.reads import Reads, drive, read
from agentstate.errors import InvalidRef
from agentstate.events import Event, EventKind, ToolCall, parse_ref

__all__ = [
    "Execution",
    "ExecutionStatus",
    "Settled",
    "execution_failures",
    "execution_failures_reads",
    "executions_of",
    "failed_result",
    "fails_execution",
    "is_error_result",
    "tied_call_ids",
    "unrecorded_failures",
    "unrecorded_failures_reads",
]


def is_error_result(event: Event) -> bool:
    """Whether an event is a tool result flagged as an error."""
    return event.kind is EventKind.TOOL_RESULT and event.content.get("is_error") is True


def _answered(event: Event) -> str | None:
    call_id = event.content.get("call_id")
    return call_id if isinstance(call_id, str) else None


def _tied_calls(kind: str, digest: str | None, calls: Sequence[ToolCall]) -> list[ToolCall]:
    named = [call for call in calls if call.name == kind]
    if not named:
        return list(calls)
    if len(named) > 1:
        exact = [call for call in named if _json.digest(call.arguments) == digest]
        if exact:
            return exact
    return named


def _tied_ids(kind: str, digest: str | None, source: Event) -> list[str]:
    if source.kind is EventKind.TOOL_RESULT:
        answered = _answered(source)
        return [answered] if answered is not None else []
    return [call.id for call in _tied_calls(kind, digest, source.tool_calls) if call.id is not None]


def tied_call_ids(action: ActionRecord, source: Event) -> list[str]:
    """The ids of the tool calls an execution citing `source` is tied to (see the module)."""
    return _tied_ids(action.kind, action.digest, source)


def failed_result(reader: SessionReader, action: ActionRecord, source: Event) -> Event | None:
    """The earliest error result among those of the calls an execution is tied to, if any."""
    found: Event | None = None
    for call_id in tied_call_ids(action, source):
        record = reader.tool_call(call_id)
        if record is None or record.result_seq is None:
            continue
        if found is not None and record.result_seq > found.seq:
            continue
        result = reader.event(record.result_seq)
        if result is not None and is_error_result(result):
            found = result
    return found


def fails_execution(reader: SessionReader, result: Event, action: ActionRecord) -> bool:
    """Whether the error `result` ends the execution `action` (executed, citing some source).

    True when the execution cites the message that made the call `result` answers, and is
    tied to that call.
    """
    call_id = _answered(result)
    if call_id is None:
        return False
    record = reader.tool_call(call_id)
    if record is None or record.call_seq != action.source_seq:
        return False
    source = reader.event(action.source_seq)
    return source is not None and call_id in tied_call_ids(action, source)


@attrs.frozen
class Execution:
    """What an execution's outcome is read from: its action's kind and digest, and its source."""

    kind: str
    digest: str | None
    """The digest of the action's params (it picks among parallel calls of one tool)."""
    source_seq: int
    """The event the execution cites."""


class ExecutionStatus(Protocol):
    """A stored action state: `ActionRecord` and `ActionStatusRecord` both are."""

    @property
    def action_id(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def status(self) -> str: ...
    @property
    def event_seq(self) -> int: ...


def executions_of(records: Iterable[ExecutionStatus]) -> dict[str, tuple[str, int]]:
    """The executed actions among stored action states, as `unrecorded_failures` takes them."""
    return {
        record.action_id: (record.kind, record.event_seq)
        for record in records
        if record.status == "executed"
    }


Settled = MutableMapping[str, int | None]
"""Outcomes read once and final, by action id: the seq of the error result that failed the
execution, or None when it did not fail. An execution is settled once every call it is tied
to has its result (a call has one result, and the log is append-only)."""


def unrecorded_failures(
    reader: SessionReader, executed: Mapping[str, tuple[str, int]], settled: Settled | None = None
) -> dict[str, int]:
    """The executions among `executed` that failed by the log, though the ledger says not.

    An action the ledger holds ``executed`` whose tied call has an error result ended
    ``failed`` all the same: the result is the outcome. A ledger with ``record_failures``
    records it; one without it (a log written before, a session opened without it) does not,
    and a reader that judges outcomes (the validator, the state block) reads it here.

    Args:
        reader: The session.
        executed: Each executed action's kind and the seq of the ledger event that executed
            it (which names its source and digest), by action id.
        settled: Outcomes read before and final (see `Settled`), kept up to date: the
            executions it holds are not read again.

    Returns:
        Each failed action's id, with the seq of the earliest error result that ended it.
    """
    return drive(unrecorded_failures_reads(executed, settled), reader)


def unrecorded_failures_reads(
    executed: Mapping[str, tuple[str, int]], settled: Settled | None = None
) -> Reads[dict[str, int]]:
    """`unrecorded_failures` as reads (`agentstate.backends.reads`)."""
    if not executed:
        return {}
    memo: Settled = {} if settled is None else settled
    # A copy to iterate: the asyncio facade's reads and its worker threads share the memo.
    found = {key: seq for key, seq in dict(memo).items() if key in executed and seq is not None}
    unread = {key: value for key, value in executed.items() if key not in memo}
    if not unread:
        return found
    read_events = yield from read(SessionReader.events_at, [s for _, s in unread.values()])
    events = {event.seq: event for event in read_events}
    executions: dict[str, Execution] = {}
    for action_id, (kind, seq) in unread.items():
        event = events.get(seq)
        if event is None:
            continue
        digest = event.content.get("digest")
        try:
            _, source_seq = parse_ref(event.content.get("source"))
        except InvalidRef:  # not an execute event the ledger wrote: nothing to judge
            continue
        executions[action_id] = Execution(
            kind, digest if isinstance(digest, str) else None, source_seq
        )
    return found | (yield from execution_failures_reads(executions, memo))


def execution_failures(
    reader: SessionReader, executions: Mapping[str, Execution], settled: Settled | None = None
) -> dict[str, int]:
    """`unrecorded_failures` of executions already known, through a memo of settled ones.

    The reads are batched: the sources and the results, one read each, and one lookup per
    tied call, for the executions `settled` does not hold; those that settle are added to it.
    """
    return drive(execution_failures_reads(executions, settled), reader)


def execution_failures_reads(
    executions: Mapping[str, Execution], settled: Settled | None = None
) -> Reads[dict[str, int]]:
    """`execution_failures` as reads (`agentstate.backends.reads`)."""
    memo: Settled = {} if settled is None else settled
    found = {key: seq for key, seq in dict(memo).items() if key in executions and seq is not None}
    pending = {key: execution for key, execution in executions.items() if key not in memo}
    if not pending:
        return found
    read_sources = yield from read(
        SessionReader.events_at, [execution.source_seq for execution in pending.values()]
    )
    sources = {event.seq: event for event in read_sources}
    tied: dict[str, list[int]] = {}
    for action_id, execution in pending.items():
        source = sources.get(execution.source_seq)
        if source is None:
            continue
        complete = True
        for call_id in _tied_ids(execution.kind, execution.digest, source):
            record = yield from read(SessionReader.tool_call, call_id)
            if record is not None and record.result_seq is not None:
                tied.setdefault(action_id, []).append(record.result_seq)
            else:
                complete = False
        if complete:
            memo[action_id] = None  # until a result says otherwise, below
    answered = [seq for seqs in tied.values() for seq in seqs]
    results = (
        {event.seq: event for event in (yield from read(SessionReader.events_at, answered))}
        if answered
        else {}
    )
    for action_id, seqs in tied.items():
        failed = next(
            (seq for seq in sorted(seqs) if seq in results and is_error_result(results[seq])),
            None,
        )
        if failed is not None:
            found[action_id] = failed
            if action_id in memo:
                memo[action_id] = failed
    return found
