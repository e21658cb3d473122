"""What the storage conformance tests share: the events and checkpoints they write, a rollback."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from agentstate import _json
from agentstate.backends.base import NewEvent, StorageBackend
from agentstate.events import EventKind
from agentstate.summary import Checkpoint

__all__ = ["new_event"]

_T0 = datetime(2026, 1, 1, tzinfo=UTC)


class _Boom(Exception):
    """Raised inside a write to prove it rolls back."""


def new_event(
    text: str,
    *,
    kind: EventKind = EventKind.USER,
    at: int = 0,
    tokens: int = 5,
    cum_tokens: int = 0,
    open_calls: int = 0,
    content: _json.JSONObject | None = None,
) -> NewEvent:
    """A `NewEvent` for backend tests: `text` is both the content and the search text."""
    body: _json.JSONObject = content if content is not None else {"text": text}
    return NewEvent(
        kind=kind,
        content=body,
        content_json=_json.dumps(body),
        created_at=_T0 + timedelta(seconds=at),
        tokens=tokens,
        cum_tokens=cum_tokens,
        open_calls=open_calls,
        search_text=text,
    )


def _append_texts(backend: StorageBackend, session_id: str, texts: list[str]) -> None:
    with backend.write(session_id) as tx:
        start = tx.head()
        tx.append(
            [
                new_event(text, at=i, cum_tokens=start.cum_tokens + 5 * (i + 1))
                for i, text in enumerate(texts)
            ]
        )


def _checkpoint(version: int, parent: int, *, covers_through: int | None = None) -> Checkpoint:
    return Checkpoint(
        version=version,
        parent=parent,
        covers_through=version * 10 if covers_through is None else covers_through,
        summary={"objective": {"text": "refund", "refs": ["ev_1"]}},
        schema_version=1,
        summarizer="test",
        summarizer_version="1",
        created_at=_T0 + timedelta(minutes=version),
        token_count=42,
        event_seq=version * 10 + 1,
    )
