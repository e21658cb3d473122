"""Moving a session from one backend to another (SQLite to PostgreSQL, or back).

The log is the record, so a session moves by replaying it: its events are appended to the
target in seq order, and the records stored beside them (tool calls, scratchpad writes,
ledger states, checkpoints, pins) are copied as the source holds them. Everything happens in
one write transaction on the target over one read snapshot of the source, so the target
holds the whole session or none of it.

What it preserves: every event's seq (so every ``ev_<n>`` ref, in checkpoints and in the
application's own records, still resolves), kind, content (byte for byte as stored), time
and token figures; every tool call with its result; the full history of every scratchpad
key and ledger action; every checkpoint with its boundary, summary and version chain; every
pin. The search index is rebuilt from the events by the target backend. Embedding vectors
(a cache) are not copied.
"""

from __future__ import annotations

import attrs

from agentstate import _json
from agentstate.backends.base import NewEvent, SessionReader, SessionWriter, StorageBackend
from agentstate.errors import InvalidInput, StorageError
from agentstate.events import Event, EventKind, measure
from agentstate.tokens import ApproximateTokenCounter

__all__ = ["CopyReport", "copy_session"]

_PAGE = 1000
_COUNTER = ApproximateTokenCounter()  # only its search text is used: token figures are copied


@attrs.frozen
class CopyReport:
    """What `copy_session` copied."""

    session_id: str
    """The session read from the source."""
    to_session_id: str
    """The session written in the target."""
    events: int
    tool_calls: int
    facts: int
    """Scratchpad writes, every one of every key."""
    actions: int
    """Ledger states, every one of every action."""
    checkpoints: int
    pins: int


def copy_session(
    source: StorageBackend,
    target: StorageBackend,
    *,
    session_id: str,
    to_session_id: str | None = None,
) -> CopyReport:
    """Copy one session's log and everything stored with it into another backend.

    Args:
        source: The backend holding the session.
        target: The backend to copy it into (may be the same backend under another id).
        session_id: The session to copy.
        to_session_id: Its id in the target (default: the same id).

    Returns:
        The counts of what was copied.

    Raises:
        InvalidInput: The source has no such session, the target already holds a session
            with that id, or source and target are the same session.
        StorageError: Either backend failed; the target holds nothing of the session.
    """
    destination = session_id if to_session_id is None else to_session_id
    if source is target and destination == session_id:
        msg = f"session {session_id!r} cannot be copied onto itself"
        raise InvalidInput(msg)
    with source.read(session_id) as reader, target.write(destination) as writer:
        head = reader.head()
        if head.seq == 0:
            msg = f"the source holds no session {session_id!r}"
            raise InvalidInput(msg)
        if writer.head().seq != 0 or writer.checkpoints():
            msg = f"the target already holds session {destination!r}; copy into a new id"
            raise InvalidInput(msg)
        events, call_ids = _copy_events(reader, writer)
        if writer.head() != head:
            msg = (
                f"copying session {session_id!r}: the target's head {writer.head()} "
                f"differs from the source's {head}"
            )
            raise StorageError(msg)
        return CopyReport(
            session_id=session_id,
            to_session_id=destination,
            events=events,
            tool_calls=_copy_tool_calls(reader, writer, call_ids),
            facts=_copy_facts(reader, writer),
            actions=_copy_actions(reader, writer),
            checkpoints=_copy_checkpoints(reader, writer),
            pins=_copy_pins(reader, writer),
        )


def _new_event(event: Event) -> NewEvent:
    return NewEvent(
        kind=event.kind,
        content=event.content,
        content_json=_json.dumps(event.content),
        created_at=event.created_at,
        tokens=event.tokens,
        cum_tokens=event.cum_tokens,
        open_calls=event.open_calls,
        search_text=measure(_COUNTER, event.kind, event.content).search_text,
    )


def _copy_events(reader: SessionReader, writer: SessionWriter) -> tuple[int, list[str]]:
    """Append the source's events in seq order; the tool call ids they name, in order."""
    copied, after = 0, 0
    call_ids: list[str] = []
    while True:
        page = reader.events(after=after, limit=_PAGE)
        if not page:
            return copied, call_ids
        written = writer.append([_new_event(event) for event in page])
        if [event.seq for event in written] != [event.seq for event in page]:
            msg = f"copying session {reader.session_id!r}: the target numbered events differently"
            raise StorageError(msg)
        for event in page:
            if event.kind is EventKind.ASSISTANT:
                call_ids.extend(call.id for call in event.tool_calls if call.id)
        copied += len(page)
        after = page[-1].seq


def _copy_tool_calls(reader: SessionReader, writer: SessionWriter, call_ids: list[str]) -> int:
    copied = 0
    for call_id in call_ids:
        record = reader.tool_call(call_id)
        if record is not None:
            writer.put_tool_call(record)
            copied += 1
    return copied


def _copy_facts(reader: SessionReader, writer: SessionWriter) -> int:
    writes = [record for latest in reader.facts() for record in reader.fact_history(latest.key)]
    for record in sorted(writes, key=lambda record: (record.event_seq, record.key)):
        writer.put_fact(record)
    return len(writes)


def _copy_actions(reader: SessionReader, writer: SessionWriter) -> int:
    states = [
        record
        for current in reader.actions()
        for record in reader.action_history(current.action_id)
    ]
    for record in sorted(states, key=lambda record: (record.event_seq, record.action_id)):
        writer.put_action(record)
    return len(states)


def _copy_checkpoints(reader: SessionReader, writer: SessionWriter) -> int:
    checkpoints = reader.checkpoints()
    for checkpoint in checkpoints:
        writer.put_checkpoint(checkpoint, expected_parent=checkpoint.parent)
    return len(checkpoints)


def _copy_pins(reader: SessionReader, writer: SessionWriter) -> int:
    pins = reader.pins()
    for pin in pins:
        writer.put_pin(pin)
    return len(pins)
