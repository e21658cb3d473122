"""Redaction and erasure on PostgreSQL: the only writes that change or delete rows.

Both run inside the writer's transaction, with the session's row locked. Each inserts its
`rewrite_grants` rows first (the guard triggers refuse every UPDATE and DELETE without one,
migration 0002), makes its changes and deletes the grants again, so no grant is ever
committed.

PostgreSQL keeps the old versions of updated and deleted rows as dead tuples until a
``VACUUM`` reclaims their space, and writes them to the WAL, which lives on until its
segments are recycled (and in any WAL archive or replica). The rewrite is therefore complete
for every reader as soon as it commits, but the bytes are gone from disk only once the
operator has vacuumed the tables and the WAL has moved on: the privacy guide says what to run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, LiteralString

from agentstate import json_values as _json
from agentstate.backends.base import require_action_number
from agentstate.backends.rewrites import Rewrites, Tombstone
from agentstate.errors import InvalidInput
from agentstate_postgres._search import index_text

if TYPE_CHECKING:
    from agentstate_postgres._writer import PostgresWriter

__all__ = ["VACUUM", "erase", "rewrite"]

_ERASE: tuple[LiteralString, ...] = (
    "DELETE FROM event_vectors WHERE session_id = %s",
    "DELETE FROM pins WHERE session_id = %s",
    "DELETE FROM facts WHERE session_id = %s",
    "DELETE FROM actions WHERE session_id = %s",
    "DELETE FROM checkpoints WHERE session_id = %s",
    "DELETE FROM tool_calls WHERE session_id = %s",
    "DELETE FROM external_ids WHERE session_id = %s",
    "DELETE FROM events WHERE session_id = %s",
    "DELETE FROM sessions WHERE session_id = %s",
)
"""What an erasure deletes, every table holding rows of the session, in order."""


VACUUM: tuple[LiteralString, ...] = (
    "VACUUM FULL events",
    "VACUUM FULL facts",
    "VACUUM FULL actions",
    "VACUUM FULL checkpoints",
    "VACUUM FULL event_vectors",
    "VACUUM FULL tool_calls",
    "VACUUM FULL external_ids",
    "VACUUM FULL pins",
    "VACUUM FULL sessions",
    "VACUUM FULL rewrite_grants",
)
"""What `PostgresBackend.vacuum` runs: every table a redaction or an erasure changes."""


def _grant(writer: PostgresWriter, seqs: list[int]) -> None:
    writer._execute(
        "INSERT INTO rewrite_grants (session_id, seq) SELECT %s, unnest(%s::bigint[]) "
        "ON CONFLICT DO NOTHING",
        (writer.session_id, seqs),
    )


def _revoke(writer: PostgresWriter) -> None:
    writer._execute("DELETE FROM rewrite_grants WHERE session_id = %s", (writer.session_id,))


def _require_one(count: int, what: str) -> None:
    if count < 1:
        msg = f"no {what} to rewrite"
        raise InvalidInput(msg)


def rewrite(writer: PostgresWriter, rewrites: Rewrites) -> None:
    """Apply `rewrites` (see `RewritingWriter.rewrite`) inside the writer's transaction."""
    session_id = writer.session_id
    seqs = sorted(rewrites.seqs)
    present = {
        row[0]
        for row in writer._rows(
            "SELECT seq FROM events WHERE session_id = %s AND seq = ANY(%s)", (session_id, seqs)
        )
    }
    missing = [seq for seq in seqs if seq not in present]
    if missing:
        msg = f"session {session_id!r} holds no event ev_{missing[0]} to rewrite"
        raise InvalidInput(msg)
    numbers = [require_action_number(action.action_id) for action in rewrites.actions]
    states = [
        row[0]
        for row in writer._rows(
            "SELECT event_seq FROM actions WHERE session_id = %s AND action_id = ANY(%s)",
            (session_id, [action.action_id for action in rewrites.actions]),
        )
    ]
    assert len(numbers) == len(rewrites.actions)
    _grant(
        writer,
        sorted(
            set(seqs)
            | {record.event_seq for record in rewrites.facts}
            | set(states)
            | {checkpoint.event_seq for checkpoint in rewrites.checkpoints}
        ),
    )
    docs = count = 0
    for change in rewrites.events:
        indexed = index_text(change.search_text)
        [(old_length,)] = writer._rows(
            "SELECT search_length FROM events WHERE session_id = %s AND seq = %s",
            (session_id, change.seq),
        )
        docs += (1 if indexed.length else 0) - (1 if old_length else 0)
        count += indexed.length - old_length
        writer._execute(
            "UPDATE events SET content = %s, search_tokens = %s, search_length = %s, "
            "search = CAST(%s AS tsvector), search_partial = %s "
            "WHERE session_id = %s AND seq = %s",
            (
                change.content_json,
                indexed.tokens,
                indexed.length,
                indexed.tsvector,
                indexed.partial,
                session_id,
                change.seq,
            ),
        )
        writer._execute(
            "DELETE FROM event_vectors WHERE session_id = %s AND seq = %s",
            (session_id, change.seq),
        )
    for record in rewrites.facts:
        changed = writer._count(
            "UPDATE facts SET value = %s WHERE session_id = %s AND key = %s AND event_seq = %s",
            (
                _json.dumps(record.value, what=f"fact {record.key!r}"),
                session_id,
                record.key,
                record.event_seq,
            ),
        )
        _require_one(changed, f"fact write of {record.key!r} at ev_{record.event_seq}")
    for action in rewrites.actions:
        changed = writer._count(
            "UPDATE actions SET params = %s WHERE session_id = %s AND action_id = %s",
            (
                _json.dumps(action.params, what=f"params of {action.action_id}"),
                session_id,
                action.action_id,
            ),
        )
        _require_one(changed, f"action {action.action_id}")
    for checkpoint in rewrites.checkpoints:
        changed = writer._count(
            "UPDATE checkpoints SET summary = %s WHERE session_id = %s AND version = %s "
            "AND event_seq = %s",
            (
                _json.dumps(checkpoint.summary, what="checkpoint summary"),
                session_id,
                checkpoint.version,
                checkpoint.event_seq,
            ),
        )
        _require_one(changed, f"checkpoint {checkpoint.version}")
    writer._execute(
        "UPDATE sessions SET search_docs = search_docs + %s, search_tokens = search_tokens + %s "
        "WHERE session_id = %s",
        (docs, count, session_id),
    )
    _revoke(writer)


def erase(writer: PostgresWriter, tombstone: Tombstone) -> None:
    """Delete the writer's session and record `tombstone` (see `RewritingWriter.erase`)."""
    session_id = writer.session_id
    _grant(writer, [0])
    for statement in _ERASE:
        writer._execute(statement, (session_id,))
    writer._execute(
        "INSERT INTO tombstones (session_digest, erased_at, erased_by, reason, events) "
        "VALUES (%s, %s, %s, %s, %s)",
        (
            tombstone.session_digest,
            tombstone.erased_at,
            tombstone.by,
            tombstone.reason,
            tombstone.events,
        ),
    )
    _revoke(writer)
    writer.forget_head()
