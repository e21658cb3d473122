"""Migration 0006: a database indexed one event per row searches as a fresh one, and grows so."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from agentstate import AgentState, SqliteBackend
from agentstate._text import query_phrases
from agentstate.backends._sqlite_migrations import SEARCH_INDEX_BATCH
from agentstate.events import EventKind, search_text, user

_TEXTS = ["Refund order 4921", "mia_li_3668 asked", "café Straße", "the refunds", "Ωμέγα 日本語"]
_QUERIES = ["refund", "order 4921", "mia_li_3668", "cafe strasse", "ωμεγα", "日本語", "asked"]


def _as_0005(path: Path) -> None:
    """Rewrite the FTS5 index as schema 0005 kept it: each event's text, Porter-tokenized."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DROP TABLE events_fts")
        conn.execute(
            "CREATE VIRTUAL TABLE events_fts USING fts5("
            "text, content='', tokenize='porter unicode61 remove_diacritics 2')"
        )
        for event_id, kind, content in conn.execute("SELECT id, kind, content FROM events"):
            text = search_text(EventKind(kind), json.loads(content))
            if text:
                conn.execute("INSERT INTO events_fts (rowid, text) VALUES (?, ?)", (event_id, text))
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = '0006_batched_search_index'")
    conn.close()


def _build(path: Path, sessions: int) -> None:
    for n in range(sessions):
        with AgentState.open(path, session_id=f"s{n}") as state:
            state.append_many([user(f"{text} {n}") for text in _TEXTS * 7])


def _searches(path: Path, session_id: str) -> list[list[tuple[int, float]]]:
    backend = SqliteBackend(path)
    try:
        with backend.read(session_id) as reader:
            return [
                [(hit.event.seq, hit.score) for hit in reader.search(query_phrases(q), k=100)]
                for q in _QUERIES
            ]
    finally:
        backend.close()


def _indexed_ids(path: Path) -> list[int]:
    conn = sqlite3.connect(path)
    try:
        conn.execute("CREATE VIRTUAL TABLE temp.terms USING fts5vocab(main, events_fts, instance)")
        return [row[0] for row in conn.execute("SELECT DISTINCT doc FROM temp.terms ORDER BY doc")]
    finally:
        conn.close()


def test_a_0005_index_is_rebuilt_in_batches_and_searches_as_a_fresh_one(tmp_path: Path) -> None:
    """After the migration the index holds full batches only; searches equal a fresh file's."""
    fresh, old = tmp_path / "fresh.db", tmp_path / "old.db"
    for path in (fresh, old):
        _build(path, sessions=3)  # 105 events: one full batch and a tail
    _as_0005(old)
    assert len(_indexed_ids(old)) == 105
    for session_id in ("s0", "s1", "s2"):
        assert _searches(old, session_id) == _searches(fresh, session_id)
    assert _indexed_ids(old) == list(range(1, SEARCH_INDEX_BATCH + 1))
    for path in (fresh, old):
        _build(path, sessions=2)  # 70 more
    for session_id in ("s0", "s1", "s2"):
        assert _searches(old, session_id) == _searches(fresh, session_id)
    indexed = 175 // SEARCH_INDEX_BATCH * SEARCH_INDEX_BATCH  # of 175 events
    assert _indexed_ids(old) == _indexed_ids(fresh) == list(range(1, indexed + 1))
