"""The storage contract of `StorageBackend.tip`, as tests (part of `BackendConformance`).

A tip is what the compaction trigger reads before every check to tell whether the figures it
read before still hold, so a wrong tip means a wrong trigger. A backend may always answer None
(the trigger then reads a snapshot every time); an answer that is not None must be the
session's committed head, latest compaction event and pin count, and must never show a write
that has not committed.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from agentstate import _json
from agentstate.backends.base import NewEvent, PinRecord, SessionTip, StorageBackend
from agentstate.events import EventKind

__all__ = ["TipConformance", "committed_tip"]

_T0 = datetime(2026, 1, 1, tzinfo=UTC)


class _Undone(Exception):
    """Raised inside a write to roll it back."""


def _event(
    kind: EventKind, *, at: int, tokens: int = 5, cum_tokens: int, open_calls: int = 0
) -> NewEvent:
    content: _json.JSONObject = {"text": f"event {at}"}
    return NewEvent(
        kind=kind,
        content=content,
        content_json=_json.dumps(content),
        created_at=_T0 + timedelta(seconds=at),
        tokens=tokens,
        cum_tokens=cum_tokens,
        open_calls=open_calls,
        search_text="",
    )


def _user(at: int, cum_tokens: int, open_calls: int = 0) -> NewEvent:
    return _event(EventKind.USER, at=at, cum_tokens=cum_tokens, open_calls=open_calls)


def _compaction(at: int, cum_tokens: int) -> NewEvent:
    return _event(EventKind.COMPACTION, at=at, cum_tokens=cum_tokens)


def committed_tip(backend: StorageBackend, session_id: str) -> SessionTip:
    """What `tip` must answer (unless None), read through `read`."""
    with backend.read(session_id) as reader:
        head = reader.head()
        latest = reader.events(kinds={EventKind.COMPACTION}, newest_first=True, limit=1)
        return SessionTip(
            head.seq,
            head.cum_tokens,
            head.open_calls,
            latest[0].seq if latest else 0,
            len(reader.pins()),
        )


def _check(backend: StorageBackend, session_id: str, expected: SessionTip) -> None:
    assert committed_tip(backend, session_id) == expected
    assert backend.tip(session_id) in (None, expected)


class TipConformance:
    """`StorageBackend.tip` tests; `BackendConformance` includes them."""

    def test_tip_of_a_session_without_events_is_all_zeros(self, backend: StorageBackend) -> None:
        """A session never written has the all-zero tip (or None)."""
        assert backend.tip("never-written") in (None, SessionTip())

    def test_tip_follows_appends_compactions_and_pins(self, backend: StorageBackend) -> None:
        """The tip is the committed head, the latest compaction event's seq and the pin count."""
        with backend.write("s") as tx:
            tx.append([_user(0, 5), _user(1, 10, open_calls=1)])
        _check(backend, "s", SessionTip(2, 10, 1, 0, 0))
        with backend.write("s") as tx:
            tx.append([_compaction(2, 15), _user(3, 20)])
            tx.put_pin(PinRecord(1, 4))
        _check(backend, "s", SessionTip(4, 20, 0, 3, 1))
        with backend.write("s") as tx:
            tx.append([_compaction(4, 25), _user(5, 30)])
            tx.put_pin(PinRecord(2, 6))
        _check(backend, "s", SessionTip(6, 30, 0, 5, 2))

    def test_tip_is_per_session(self, backend: StorageBackend) -> None:
        """Writes to one session leave another session's tip as it was."""
        with backend.write("s") as tx:
            tx.append([_user(0, 5)])
        before = committed_tip(backend, "s")
        with backend.write("other") as tx:
            tx.append([_user(0, 7), _compaction(1, 9)])
            tx.put_pin(PinRecord(1, 2))
        _check(backend, "s", before)

    def test_tip_never_shows_uncommitted_writes(self, backend: StorageBackend) -> None:
        """Inside a write the tip is None or the committed one; a rolled back write leaves it."""
        with backend.write("s") as tx:
            tx.append([_user(0, 5)])
        before = committed_tip(backend, "s")
        with pytest.raises(_Undone), backend.write("s") as tx:
            tx.append([_compaction(1, 8)])
            tx.put_pin(PinRecord(1, 2))
            assert backend.tip("s") in (None, before)
            raise _Undone
        _check(backend, "s", before)
        with backend.write("s") as tx:
            tx.append([_user(1, 9)])
            assert backend.tip("s") in (None, before)
        _check(backend, "s", SessionTip(2, 9, 0, 0, 0))
