"""The SQLite backend's redaction and erasure: the only writes that change or delete rows.

Both run inside the writer's ``BEGIN IMMEDIATE`` transaction. Each first inserts its
`rewrite_grants` rows (the append-only triggers refuse every UPDATE and DELETE without one,
migration 0007), makes its changes, and deletes the grants again, so no grant is ever
committed. What it removes leaves no copy behind in the file:

- the connection runs with ``secure_delete``: freed pages and cells are zeroed;
- the FTS5 index is contentless, so a removed row is deleted with its old tokens (kept in its
  ranking row) and the index is then optimized: FTS5 keeps deleted tokens in older segments
  until those are merged, and ``optimize`` merges every segment into one;
- a `purges` row marks the commit; after it the backend checkpoints the WAL and truncates it
  (`SqliteBackend.purge`), and the next open does it again if the process died first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from agentstate import _json
from agentstate._clock import format_time
from agentstate._text import tokens
from agentstate.backends._sqlite_migrations import ERASED_SESSION, SEARCH_INDEX_BATCH
from agentstate.backends.base import SearchStats, require_action_number
from agentstate.backends.rewrites import Rewrites, Tombstone
from agentstate.backends.search import padded
from agentstate.errors import InvalidInput

if TYPE_CHECKING:
    from agentstate.backends._sqlite_writer import _SqliteWriter

__all__ = ["erase", "rewrite"]


def _indexed_through(writer: _SqliteWriter) -> int:
    """The largest event row id the FTS5 index holds rows up to (a whole batch)."""
    [(largest,)] = writer._rows("SELECT coalesce(max(id), 0) FROM events", ())
    return int(largest) // SEARCH_INDEX_BATCH * SEARCH_INDEX_BATCH


def _grant(writer: _SqliteWriter, seqs: Sequence[int]) -> None:
    writer._insert(
        "INSERT OR IGNORE INTO rewrite_grants (session_id, seq) VALUES (?, ?)",
        [(writer.session_id, seq) for seq in seqs],
    )


def _finish(writer: _SqliteWriter, *, optimize: bool) -> None:
    """Drop the grants, purge deleted index entries, and mark the commit for a WAL purge."""
    writer._execute("DELETE FROM rewrite_grants WHERE session_id = ?", (writer.session_id,))
    if optimize:
        writer._execute("INSERT INTO events_fts (events_fts) VALUES ('optimize')", ())
    writer._execute("INSERT OR IGNORE INTO purges (id) VALUES (1)", ())
    writer.purge_pending = True


def rewrite(writer: _SqliteWriter, rewrites: Rewrites) -> None:
    """Apply `rewrites` (see `RewritingWriter.rewrite`) inside the writer's transaction."""
    session_id = writer.session_id
    head = writer.head()
    rows: dict[int, int] = {}
    for seq in sorted(rewrites.seqs):
        found = writer._rows(
            "SELECT id FROM events WHERE session_id = ? AND seq = ?", (session_id, seq)
        )
        if found:
            rows[seq] = found[0][0]
    missing = sorted(rewrites.seqs - rows.keys())
    if missing:
        msg = f"session {session_id!r} holds no event ev_{missing[0]} to rewrite"
        raise InvalidInput(msg)
    action_seqs = {
        record.action_id: require_action_number(record.action_id) for record in rewrites.actions
    }
    _grant(
        writer,
        sorted(
            rewrites.seqs
            | {record.event_seq for record in rewrites.facts}
            | set(action_seqs.values())
            | {record.event_seq for record in rewrites.checkpoints}
            | {head.seq}
        ),
    )
    indexed_through = _indexed_through(writer)
    totals = writer.search_stats()
    docs, count = totals.docs, totals.tokens
    unindexed = False
    for change in rewrites.events:
        event_id = rows[change.seq]
        writer._execute(
            "UPDATE events SET content = ? WHERE id = ?", (change.content_json, event_id)
        )
        old = writer._rows("SELECT tokens, length FROM search_docs WHERE event_id = ?", (event_id,))
        if old:
            [(old_tokens, old_length)] = old
            docs, count = docs - 1, count - old_length
            if event_id <= indexed_through:
                writer._execute(
                    "INSERT INTO events_fts (events_fts, rowid, tokens) VALUES ('delete', ?, ?)",
                    (event_id, old_tokens),
                )
                unindexed = True
            writer._execute("DELETE FROM search_docs WHERE event_id = ?", (event_id,))
        found = tokens(change.search_text) if change.search_text else []
        if found:
            text = padded(found)
            docs, count = docs + 1, count + len(found)
            writer._execute(
                "INSERT INTO search_docs (event_id, session_id, seq, kind, length, tokens, "
                "chars) SELECT id, session_id, seq, kind, ?, ?, ? FROM events WHERE id = ?",
                (len(found), text, len(text), event_id),
            )
            if event_id <= indexed_through:
                writer._execute(
                    "INSERT INTO events_fts (rowid, tokens) VALUES (?, ?)", (event_id, text)
                )
        writer._execute(
            "DELETE FROM event_vectors WHERE session_id = ? AND seq = ?", (session_id, change.seq)
        )
    for record in rewrites.facts:
        cursor = writer._execute(
            "UPDATE facts SET value = ? WHERE session_id = ? AND key = ? AND event_seq = ?",
            (
                _json.dumps(record.value, what=f"fact {record.key!r}"),
                session_id,
                record.key,
                record.event_seq,
            ),
        )
        _require_one(cursor.rowcount, f"fact write of {record.key!r} at ev_{record.event_seq}")
    for action in rewrites.actions:
        cursor = writer._execute(
            "UPDATE actions SET params = ? WHERE session_id = ? AND action_seq = ? "
            "AND params IS NOT NULL",
            (
                _json.dumps(action.params, what=f"params of {action.action_id}"),
                session_id,
                action_seqs[action.action_id],
            ),
        )
        _require_one(cursor.rowcount, f"action {action.action_id}")
    for checkpoint in rewrites.checkpoints:
        cursor = writer._execute(
            "UPDATE checkpoints SET summary = ? WHERE session_id = ? AND version = ? "
            "AND event_seq = ?",
            (
                _json.dumps(checkpoint.summary, what="checkpoint summary"),
                session_id,
                checkpoint.version,
                checkpoint.event_seq,
            ),
        )
        _require_one(cursor.rowcount, f"checkpoint {checkpoint.version}")
    # The session's search statistics are read from its last event row: keep them true.
    writer._execute(
        "UPDATE events SET docs_through = ?, tokens_through = ? WHERE session_id = ? AND seq = ?",
        (docs, count, session_id, head.seq),
    )
    writer.set_search_totals(SearchStats(docs, count))
    _finish(writer, optimize=unindexed)


def _require_one(count: int, what: str) -> None:
    if count != 1:
        msg = f"no {what} to rewrite"
        raise InvalidInput(msg)


def erase(writer: _SqliteWriter, tombstone: Tombstone) -> None:
    """Delete the writer's session and record `tombstone` (see `RewritingWriter.erase`)."""
    session_id = writer.session_id
    _grant(writer, [0])
    indexed_through = _indexed_through(writer)
    [(largest,)] = writer._rows("SELECT coalesce(max(id), 0) FROM events", ())
    [(own_largest,)] = writer._rows(
        "SELECT coalesce(max(id), 0) FROM events WHERE session_id = ?", (session_id,)
    )
    [(indexed,)] = writer._rows(
        "SELECT count(*) FROM search_docs WHERE session_id = ? AND event_id <= ?",
        (session_id, indexed_through),
    )
    writer._execute(
        "INSERT INTO events_fts (events_fts, rowid, tokens) SELECT 'delete', event_id, tokens "
        "FROM search_docs WHERE session_id = ? AND event_id <= ?",
        (session_id, indexed_through),
    )
    for table in (
        "search_docs",
        "event_vectors",
        "pins",
        "facts",
        "actions",
        "checkpoints",
        "tool_calls",
        "external_ids",
        "events",
        "sessions",
    ):
        writer._execute(f"DELETE FROM {table} WHERE session_id = ?", (session_id,))
    if own_largest and own_largest == largest:
        # Keep the largest row id taken (see ERASED_SESSION), by an empty event of no session.
        writer._execute(
            "INSERT OR IGNORE INTO sessions (session_id, created_at) VALUES (?, ?)",
            (ERASED_SESSION, format_time(tombstone.erased_at)),
        )
        writer._execute(
            "INSERT INTO events (id, session_id, seq, kind, content, created_at, tokens, "
            "cum_tokens, open_calls) VALUES (?, ?, ?, 'boundary', '{}', ?, 0, 0, 0)",
            (largest, ERASED_SESSION, largest, format_time(tombstone.erased_at)),
        )
    writer._execute(
        "INSERT INTO tombstones (session_digest, erased_at, erased_by, reason, events) "
        "VALUES (?, ?, ?, ?, ?)",
        (
            tombstone.session_digest,
            format_time(tombstone.erased_at),
            tombstone.by,
            tombstone.reason,
            tombstone.events,
        ),
    )
    writer.forget_head()
    _finish(writer, optimize=indexed > 0)
