"""Retraction: take messages back out of the model's view, keeping the log append-only.

A framework that rewinds its history (the OpenAI Agents SDK pops the last item when it
retries a turn, and clears a session) records that as a ``retraction`` event naming the
messages it takes back, who and why. Nothing is rewritten: the retracted events stay in the
log and are still retrievable by their refs, but the rendered context, the export, the input
of compaction (summaries and verbatim passes) and evidence search leave them out. Every
reader gets the set from the log (`retracted_seqs`), so replaying the log rebuilds the same
view.

Tool calls keep their pairing: retracting an assistant message retracts the results of its
calls with it, and retracting a tool result retracts its call's message and every result of
that message (a provider rejects a call without its result, and a result without its call).
An opaque item (`agentstate.events.opaque`) is retracted like a message, alone: a bridge
that gives items back to its framework leaves a retracted one out.
What state events recorded from a retracted message (a captured fact, a proposed action)
stays: they are state of their own, changed through the scratchpad and the ledger.
"""

from __future__ import annotations

from collections.abc import Sequence

from agentstate._actors import check_actor
from agentstate._json import JSONObject
from agentstate._retracted import Retraction, retracted_in, retraction_of, visible
from agentstate.backends.base import SessionReader
from agentstate.errors import EvidenceNotFound, InvalidInput
from agentstate.events import (
    APPENDABLE_KINDS,
    Event,
    EventKind,
    EventSpec,
    RefLike,
    format_ref,
    parse_ref,
)
from agentstate.log import EventLog, stored_call_ids

__all__ = [
    "Retraction",
    "retract",
    "retracted_in",
    "retracted_seqs",
    "retraction_of",
    "visible",
]

_MAX_REASON = 1000


def retracted_seqs(reader: SessionReader, *, through: int | None = None) -> frozenset[int]:
    """The seqs of every event retracted by the retractions recorded through `through`."""
    return retracted_in(reader.events(until=through, kinds=(EventKind.RETRACTION,)))


def _unit(reader: SessionReader, event: Event) -> set[int]:
    """The seqs retracting `event` takes out: the event and its tool-call pairs."""
    if event.kind is EventKind.TOOL_RESULT:
        record = reader.tool_call(str(event.content["call_id"]))
        if record is not None:
            caller = reader.event(record.call_seq)
            assert caller is not None
            event = caller
    seqs = {event.seq}
    for call_id in stored_call_ids(event):
        record = reader.tool_call(call_id)
        if record is not None and record.result_seq is not None:
            seqs.add(record.result_seq)
    return seqs


def retract(log: EventLog, refs: Sequence[RefLike], *, by: str, reason: str) -> Event:
    """Take messages out of the model's view, in one transaction; the retraction event.

    Args:
        log: The session's log.
        refs: The messages (or opaque items) to retract, at least one; their tool-call
            pairs go with them.
        by: Who retracts (an actor id).
        reason: Why (``"retry"``, ``"cleared"``).

    Raises:
        InvalidInput: No refs, a ref to an event that is not a message or an opaque item,
            or is retracted already, a ref of another session, or a bad `by` or `reason`.
        EvidenceNotFound: A ref names no event of this session.
    """
    if isinstance(refs, str) or not isinstance(refs, Sequence) or not refs:
        msg = "retract takes a non-empty sequence of refs"
        raise InvalidInput(msg)
    by = check_actor(by, what="by")
    if not isinstance(reason, str) or not reason.strip() or len(reason) > _MAX_REASON:
        msg = f"the reason must be a non-empty string of at most {_MAX_REASON} characters"
        raise InvalidInput(msg)
    with log.write() as tx:
        gone = retracted_seqs(tx)
        taken: set[int] = set()
        for ref in refs:
            session_id, seq = parse_ref(ref)
            if session_id is not None and session_id != log.session_id:
                msg = f"{ref} belongs to session {session_id!r}, not {log.session_id!r}"
                raise InvalidInput(msg)
            event = tx.event(seq)
            if event is None:
                msg = f"no event {format_ref(seq)} in session {log.session_id!r}"
                raise EvidenceNotFound(msg, ref=format_ref(seq), session_id=log.session_id)
            if event.kind not in APPENDABLE_KINDS:
                msg = (
                    f"{event.ref} is a {event.kind} event; only messages and opaque items "
                    "are retracted"
                )
                raise InvalidInput(msg)
            if seq in gone:
                msg = f"{event.ref} is retracted already"
                raise InvalidInput(msg)
            taken |= _unit(tx, event)
        content: JSONObject = {
            "retracted": [format_ref(seq) for seq in sorted(taken - gone)],
            "by": by,
            "reason": reason,
        }
        [event] = log.append_in(tx, [EventSpec(EventKind.RETRACTION, content)])
        return event
