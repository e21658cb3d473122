"""Erasure and retention: remove whole sessions, leaving only tombstones.

`erase` deletes every event of a session and every projection built from them, in one
transaction, and records a `Tombstone`: a digest of the session id, when, who and why.
`expired` finds the sessions whose last event is older than a retention age, and `retain`
erases them, each in its own transaction (so a crash part-way leaves every session either
whole or erased). The session id may be used again afterwards: it starts a new session.
"""

from __future__ import annotations

from datetime import datetime, timedelta

import attrs

from agentstate._actors import check_actor
from agentstate.backends.base import StorageBackend
from agentstate.backends.rewrites import ErasingBackend, Tombstone, session_digest
from agentstate.errors import InvalidInput, RedactionUnsupported, SessionNotFound
from agentstate.log import EventLog
from agentstate.redaction import rewriting_writer

__all__ = ["ExpiredSession", "erase", "expired", "retain", "tombstones"]

_MAX_REASON = 1000


def _check_reason(reason: object) -> str:
    if not isinstance(reason, str) or not reason.strip() or len(reason) > _MAX_REASON:
        msg = f"the reason must be a non-empty string of at most {_MAX_REASON} characters"
        raise InvalidInput(msg)
    return reason


def erase(log: EventLog, *, by: str, reason: str) -> Tombstone:
    """Erase `log`'s session, in one transaction; its tombstone.

    Raises:
        InvalidInput: `by` or `reason` is invalid.
        SessionNotFound: The session has no event.
        RedactionUnsupported: The backend cannot erase stored content.
    """
    by = check_actor(by, what="the erasing actor")
    reason = _check_reason(reason)
    with log.write() as tx:
        writer = rewriting_writer(tx)
        head = tx.head()
        if head.seq == 0:
            msg = f"session {log.session_id!r} has no events to erase"
            raise SessionNotFound(msg, session_id=log.session_id, existing=())
        tombstone = Tombstone(
            session_digest=session_digest(log.session_id),
            erased_at=log.clock.now(),
            by=by,
            reason=reason,
            events=head.seq,
        )
        writer.erase(tombstone)
    return tombstone


def tombstones(backend: StorageBackend) -> list[Tombstone]:
    """Every erased session's tombstone on `backend`, oldest first.

    Raises:
        RedactionUnsupported: The backend keeps no tombstones.
    """
    if not isinstance(backend, ErasingBackend):
        msg = f"{type(backend).__name__} cannot erase sessions (it keeps no tombstones)"
        raise RedactionUnsupported(msg)
    return backend.tombstones()


@attrs.frozen
class ExpiredSession:
    """A session past its retention age."""

    session_id: str
    last_event_at: datetime
    """When its last event was appended: its age is counted from there."""
    events: int


def expired(
    backend: StorageBackend, *, older_than: timedelta, now: datetime
) -> list[ExpiredSession]:
    """The sessions whose last event is older than `older_than` at `now`, by id.

    Raises:
        InvalidInput: `older_than` is not a positive duration.
    """
    if not isinstance(older_than, timedelta) or older_than <= timedelta(0):
        msg = f"older_than must be a positive timedelta, not {older_than!r}"
        raise InvalidInput(msg)
    cutoff = now - older_than
    found = []
    for info in backend.sessions():
        with backend.read(info.session_id) as reader:
            last = reader.event(reader.head().seq)
        if last is not None and last.created_at < cutoff:
            found.append(ExpiredSession(info.session_id, last.created_at, last.seq))
    return found


def retain(logs: list[EventLog], *, by: str, reason: str) -> list[Tombstone]:
    """Erase each of `logs`' sessions in its own transaction; their tombstones.

    A session emptied meanwhile (by another process) is skipped.

    Raises:
        InvalidInput: `by` or `reason` is invalid.
        RedactionUnsupported: The backend cannot erase stored content.
    """
    out = []
    for log in logs:
        try:
            out.append(erase(log, by=by, reason=reason))
        except SessionNotFound:
            continue
    return out
