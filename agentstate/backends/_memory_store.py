"""The memory backend's stored sessions, and how a write is taken back."""

from __future__ import annotations

import bisect
from datetime import datetime

import attrs

from agentstate.backends.base import (
    ActionRecord,
    EncodedEvent,
    ExternalIdRecord,
    FactRecord,
    PinRecord,
    ToolCallRecord,
)
from agentstate.events import Event, EventKind
from agentstate.summary import Checkpoint

__all__ = ["Session", "Stored", "Undo", "changed", "copy_session", "restore", "rollback"]


@attrs.define
class Stored:
    """One event as stored: the record without content, and the content as JSON text."""

    event: Event
    content_json: str
    tokens: str
    """The search tokens, each between its own spaces (`padded`; "  " when not searchable)."""
    length: int
    encoded: EncodedEvent | None = None
    """The event as `encoded_events_at` gives it, built on the first read (it never changes)."""


@attrs.define
class Session:
    created_at: datetime
    events: list[Stored] = attrs.Factory(list)
    calls: dict[str, ToolCallRecord] = attrs.Factory(dict)
    external_ids: dict[str, ExternalIdRecord] = attrs.Factory(dict)
    facts: list[FactRecord] = attrs.Factory(list)
    actions: list[ActionRecord] = attrs.Factory(list)
    checkpoints: list[Checkpoint] = attrs.Factory(list)
    pins: list[PinRecord] = attrs.Factory(list)
    vectors: dict[str, dict[int, bytes]] = attrs.Factory(dict)
    """Embeddings by vector space, then by seq."""
    seqs_by_kind: dict[EventKind, list[int]] = attrs.Factory(dict)
    """The seqs of each kind's events, ascending (a rare kind is read without a scan)."""
    fact_writes: dict[str, list[int]] = attrs.Factory(dict)
    """Each key's positions in `facts`, ascending, keys in sorted order on demand."""
    action_states: dict[str, list[int]] = attrs.Factory(dict)
    """Each action's positions in `actions`, ascending, actions in order of creation."""


@attrs.define
class Undo:
    """What a write changed, so it can be taken back."""

    created: bool
    lengths: tuple[int, int, int, int, int]
    calls: dict[str, ToolCallRecord | None] = attrs.Factory(dict)
    external_ids: list[str] = attrs.Factory(list)
    vectors: list[tuple[str, int]] = attrs.Factory(list)
    snapshot: Session | None = None
    """The session as it was before this write's first rewrite or erasure (None: no such)."""
    tombstones: int = 0
    """How many tombstones the backend held when the write began."""


def changed(data: Session, undo: Undo) -> bool:
    lengths = (
        len(data.events),
        len(data.facts),
        len(data.actions),
        len(data.checkpoints),
        len(data.pins),
    )
    return (
        lengths != undo.lengths or bool(undo.calls) or bool(undo.external_ids) or bool(undo.vectors)
    )


def _forget_last(positions: dict[str, list[int]], name: str) -> None:
    """Drop the last position recorded under `name` (a rolled-back write's)."""
    kept = positions[name]
    kept.pop()
    if not kept:
        del positions[name]


def copy_session(data: Session) -> Session:
    """A copy that later rewrites leave alone (they replace items, never mutate them)."""
    return Session(
        created_at=data.created_at,
        events=list(data.events),
        calls=dict(data.calls),
        external_ids=dict(data.external_ids),
        facts=list(data.facts),
        actions=list(data.actions),
        checkpoints=list(data.checkpoints),
        pins=list(data.pins),
        vectors={space: dict(vectors) for space, vectors in data.vectors.items()},
        seqs_by_kind={kind: list(seqs) for kind, seqs in data.seqs_by_kind.items()},
        fact_writes={key: list(found) for key, found in data.fact_writes.items()},
        action_states={key: list(found) for key, found in data.action_states.items()},
    )


def restore(data: Session, snapshot: Session) -> None:
    for field in attrs.fields(Session):
        setattr(data, field.name, getattr(snapshot, field.name))


def rollback(data: Session, undo: Undo) -> None:
    if undo.snapshot is not None:
        restore(data, undo.snapshot)
    events, facts, actions, checkpoints, pins = undo.lengths
    del data.events[events:]
    for seqs in data.seqs_by_kind.values():
        del seqs[bisect.bisect_right(seqs, events) :]
    for record in reversed(data.facts[facts:]):
        _forget_last(data.fact_writes, record.key)
    del data.facts[facts:]
    for action in reversed(data.actions[actions:]):
        _forget_last(data.action_states, action.action_id)
    del data.actions[actions:]
    del data.checkpoints[checkpoints:]
    del data.pins[pins:]
    for space, seq in undo.vectors:
        data.vectors[space].pop(seq, None)
    for external_id in undo.external_ids:
        data.external_ids.pop(external_id, None)
    for call_id, previous in undo.calls.items():
        if previous is None:
            data.calls.pop(call_id, None)
        else:
            data.calls[call_id] = previous
