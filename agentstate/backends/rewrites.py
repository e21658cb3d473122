"""The storage contract's one exception to append-only: rewriting content to forget it.

Events and their projections are never updated or deleted, except here. A redaction rewrites
the content of some events (and the projection rows recorded from them) in place; an erasure
deletes a whole session and leaves a `Tombstone`. Both run inside the session's write
transaction, so they are all or nothing like every other write. The core decides what the
new content is (`agentstate.redaction`); a backend only stores it, and keeps no copy of what
it replaced: not in its search index, its embeddings, nor (as far as its engine allows) in
its files.

A backend that supports this gives `RewritingWriter`s from ``write`` and is an
`ErasingBackend`; `agentstate.testing.RedactionConformance` is the executable contract.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import datetime
from typing import Protocol, runtime_checkable

import attrs

from agentstate._json import JSONObject, JSONValue
from agentstate.backends.base import FactRecord, SessionWriter, StorageBackend
from agentstate.errors import InvalidInput
from agentstate.summary import Checkpoint

__all__ = [
    "ActionParams",
    "ErasingBackend",
    "EventRewrite",
    "Rewrites",
    "RewritingWriter",
    "Tombstone",
    "check_rewrites",
    "session_digest",
]


@attrs.frozen
class EventRewrite:
    """New content for a stored event: everything else about the event stays."""

    seq: int
    """The event rewritten."""
    content: JSONObject
    """Its new content."""
    content_json: str
    """`content` serialized: what is stored."""
    search_text: str
    """What the full-text index holds for it from now on (may be empty: not indexed)."""


@attrs.frozen
class ActionParams:
    """New params for a ledger action (its kind, digest and states stay)."""

    action_id: str
    params: JSONValue


@attrs.frozen
class Rewrites:
    """Everything one redaction rewrites, applied together by `RewritingWriter.rewrite`."""

    events: tuple[EventRewrite, ...] = ()
    """Events whose content changes (their embeddings are dropped: they were of the old text)."""
    facts: tuple[FactRecord, ...] = ()
    """Scratchpad writes whose value changes, matched by key and `event_seq`."""
    actions: tuple[ActionParams, ...] = ()
    """Ledger actions whose params change."""
    checkpoints: tuple[Checkpoint, ...] = ()
    """Checkpoints whose summary changes, matched by version."""

    @property
    def seqs(self) -> frozenset[int]:
        """The events rewritten."""
        return frozenset(rewrite.seq for rewrite in self.events)


@attrs.frozen
class Tombstone:
    """What remains of an erased session: who erased it, when and why, never its content."""

    session_digest: str
    """SHA-256 of the session id (hex): it names the session without keeping the id."""
    erased_at: datetime
    """When the erasure committed, UTC."""
    by: str
    """Who erased it."""
    reason: str
    """Why (a request reference, a retention policy)."""
    events: int
    """How many events the session held."""


def session_digest(session_id: str) -> str:
    """The digest a `Tombstone` names a session by: SHA-256 of its id's UTF-8, in hex."""
    return hashlib.sha256(session_id.encode("utf-8")).hexdigest()


@runtime_checkable
class RewritingWriter(SessionWriter, Protocol):
    """A write transaction that can also rewrite stored content (redaction) or erase it."""

    def rewrite(self, rewrites: Rewrites) -> None:
        """Replace stored content in place, and every copy the backend keeps of the old.

        Each rewritten event keeps its seq, kind, time and token figures; its search text
        becomes the new one (the session's search statistics follow) and its embeddings are
        dropped. A fact write keeps its key, source and event; an action its kind, digest
        and states; a checkpoint everything but its summary.

        Raises:
            InvalidInput: A record names an event, fact write, action or checkpoint the
                session does not hold.
        """
        ...

    def erase(self, tombstone: Tombstone) -> None:
        """Delete the whole session (events, projections, index entries) and record `tombstone`."""
        ...


@runtime_checkable
class ErasingBackend(StorageBackend, Protocol):
    """A backend whose write transactions are `RewritingWriter`s."""

    def tombstones(self) -> list[Tombstone]:
        """Every erased session's tombstone, oldest first."""
        ...


def check_rewrites(rewrites: Rewrites, present: Sequence[int], *, session_id: str) -> None:
    """Refuse rewrites of events the session does not hold (a backend's shared check).

    Raises:
        InvalidInput: An event rewrite names a seq not in `present`.
    """
    missing = sorted(rewrites.seqs - set(present))
    if missing:
        msg = f"session {session_id!r} holds no event ev_{missing[0]} to rewrite"
        raise InvalidInput(msg)
