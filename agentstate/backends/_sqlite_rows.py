"""Rows of the SQLite ``events`` table read back as events.

A row that does not decode (content that is not a JSON object, an unknown kind, a malformed
time) was damaged outside SQLite: it raises `StorageCorrupted`, naming the event.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from agentstate import _json
from agentstate._clock import parse_time
from agentstate.backends._sqlite_errors import decoding
from agentstate.events import Event, EventKind

__all__ = ["EVENT_COLUMNS", "KINDS", "decode_event", "decode_events"]

KINDS = {kind.value: kind for kind in EventKind}
"""Every event kind by its stored name."""
EVENT_COLUMNS = "seq, kind, content, created_at, tokens, cum_tokens, open_calls"
"""The columns `decode_event` reads, in its order."""


def _decoded_event(session_id: str, row: Sequence[Any]) -> Event:
    seq, kind, content, created_at, tokens, cum_tokens, open_calls = row
    body = _json.loads(content)
    if not isinstance(body, dict):
        msg = f"content is a {type(body).__name__}, not an object"
        raise TypeError(msg)
    return Event(
        session_id, seq, KINDS[kind], body, parse_time(created_at), tokens, cum_tokens, open_calls
    )


def decode_event(session_id: str, row: Sequence[Any]) -> Event:
    """The event of one row of `EVENT_COLUMNS`."""
    with decoding(f"event {row[0]} of session {session_id!r}"):
        return _decoded_event(session_id, row)


def decode_events(session_id: str, rows: Sequence[Sequence[Any]]) -> list[Event]:
    """The events of many rows; a row that does not decode is named, as `decode_event` names it."""
    try:
        return [_decoded_event(session_id, row) for row in rows]
    except (ValueError, KeyError, TypeError):
        return [decode_event(session_id, row) for row in rows]  # raises, naming the damaged event
