"""Source refs of state writes: every scratchpad value and ledger move names the event behind it."""

from __future__ import annotations

from agentstate.backends.base import SessionReader
from agentstate.errors import EvidenceNotFound
from agentstate.events import RefLike, format_ref, parse_ref

__all__ = ["source_seq"]


def source_seq(reader: SessionReader, ref: RefLike) -> int:
    """The seq a source ref names, checked against the log inside the open transaction.

    A source must be an event of this session that is already in the log: a ref of another
    session, or one past the last event (a value cannot come from the future), is refused.

    Raises:
        InvalidRef: The ref has the wrong shape (None included).
        EvidenceNotFound: The ref belongs to another session or to no event yet.
    """
    session_id, seq = parse_ref(ref)
    ref_text = format_ref(seq)
    if session_id is not None and session_id != reader.session_id:
        msg = (
            f"source {ref_text} belongs to session {session_id!r}, not {reader.session_id!r}; "
            "refs never cross sessions"
        )
        raise EvidenceNotFound(msg, ref=ref_text, session_id=reader.session_id)
    last = reader.head().seq
    if seq > last:
        where = f"its last event is {format_ref(last)}" if last else "it has no events yet"
        msg = (
            f"source {ref_text} is not in session {reader.session_id!r} ({where}); "
            "a source must already be in the log"
        )
        raise EvidenceNotFound(msg, ref=ref_text, session_id=reader.session_id)
    return seq
