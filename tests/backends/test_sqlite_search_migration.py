"""Migration 0002: a database written before it is searchable, ranked as a new one is."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from sqlite_utils import Database

from agentstate import AgentState, SqliteBackend
from agentstate.backends._sqlite_migrations import MIGRATIONS
from agentstate.events import user

_TEXTS = [
    "Caf\u00e9 order 4921 was refunded",
    "The parrots are named Kiwi and Mango",
    "Refunds take five days",
    "\u01fangstr\u00f6m units",
]


def _old_database(path: Path) -> None:
    """A database at migration 0001, with events written as that version wrote them."""
    conn = sqlite3.connect(path)
    db = Database(conn)
    MIGRATIONS.apply(db, stop_before="0002_search_docs_and_vectors")
    with conn:
        conn.execute("INSERT INTO sessions VALUES ('s', '2026-01-01T00:00:00.000000Z')")
        for seq, text in enumerate(_TEXTS, start=1):
            cursor = conn.execute(
                "INSERT INTO events (session_id, seq, kind, content, created_at, tokens, "
                "cum_tokens, open_calls) VALUES ('s', ?, 'user', ?, "
                "'2026-01-01T00:00:00.000000Z', 5, ?, 0)",
                (seq, json.dumps({"text": text}), 5 * seq),
            )
            conn.execute(
                "INSERT INTO events_fts (rowid, text) VALUES (?, ?)", (cursor.lastrowid, text)
            )
    conn.close()


def test_old_events_are_reindexed_and_ranked_like_new_ones(tmp_path: Path) -> None:
    """Opening a 0001 database rebuilds its index; searches match a freshly written database."""
    _old_database(tmp_path / "old.db")
    fresh = SqliteBackend(tmp_path / "new.db")
    AgentState.open(fresh, session_id="s").append_many([user(text) for text in _TEXTS])
    migrated = SqliteBackend(tmp_path / "old.db")
    for query in ("refund", "angstrom", "cafe 4921", "parrots Kiwi"):
        results = []
        for backend in (migrated, fresh):
            hits = AgentState.open(backend, session_id="s").evidence.search(query, k=5)
            results.append([(hit.event.seq, round(hit.score, 9)) for hit in hits])
        assert results[0] == results[1]
        assert results[0]
    migrated.close()
    fresh.close()
