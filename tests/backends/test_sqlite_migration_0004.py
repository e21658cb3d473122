"""Migration 0004: a database written before it searches, ranks and tracks calls as a new one."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from sqlite_utils import Database

from agentstate import AgentState, MemoryBackend, SqliteBackend, _json
from agentstate._clock import format_time
from agentstate._text import tokens
from agentstate.backends._sqlite_migrations import MIGRATIONS
from agentstate.backends.base import StorageBackend
from agentstate.backends.search import padded
from agentstate.backends.sqlite import _SqliteReader
from agentstate.events import search_text

_SCRIPTS: dict[str, Callable[[AgentState], object]] = {
    # An unsearchable first event (no word in it), one in the middle, an open call at the end.
    "a": lambda state: (
        state.append_user("?!"),
        state.append_user("Caf\u00e9 order 4921 was refunded"),
        state.append_tool_call("lookup", {"order": "4921"}, call_id="c1"),
        state.append_tool_result("c1", {"status": "refunded", "days": 5}),
        state.append_assistant("..."),
        state.append_assistant("Refunds take five days"),
        state.append_tool_call("notify", {"user": "mia_li_3668"}, call_id="c2"),
    ),
    "b": lambda state: (
        state.append_user("The parrots are named Kiwi and Mango"),
        state.append_assistant("Kiwi and Mango, noted"),
    ),
}


def _write_as_0003(path: Path) -> None:
    """Each session's events, written as version 0003 of the schema stored them."""
    conn = sqlite3.connect(path)
    MIGRATIONS.apply(Database(conn), stop_before="0004_leaner_appends")
    source = MemoryBackend()
    for session_id, script in _SCRIPTS.items():
        script(AgentState.open(source, session_id=session_id))
    with conn:
        for session_id in _SCRIPTS:
            with source.read(session_id) as reader:
                events = reader.events()
                calls = [reader.tool_call(call) for call in ("c1", "c2")]
            conn.execute(
                "INSERT INTO sessions VALUES (?, ?)",
                (session_id, format_time(events[0].created_at)),
            )
            docs = count = 0
            for event in events:
                cursor = conn.execute(
                    "INSERT INTO events (session_id, seq, kind, content, created_at, tokens, "
                    "cum_tokens, open_calls) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        session_id,
                        event.seq,
                        event.kind.value,
                        _json.dumps(event.content),
                        format_time(event.created_at),
                        event.tokens,
                        event.cum_tokens,
                        event.open_calls,
                    ),
                )
                text = search_text(event.kind, event.content)
                if text:
                    conn.execute(
                        "INSERT INTO events_fts (rowid, text) VALUES (?, ?)",
                        (cursor.lastrowid, text),
                    )
                found = tokens(text)
                if found:
                    docs, count = docs + 1, count + len(found)
                    stored = padded(found)
                    conn.execute(
                        "INSERT INTO search_docs (event_id, session_id, seq, kind, length, "
                        "tokens, chars, docs_through, tokens_through) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            cursor.lastrowid,
                            session_id,
                            event.seq,
                            event.kind.value,
                            len(found),
                            stored,
                            len(stored),
                            docs,
                            count,
                        ),
                    )
            for call in calls:
                if call is not None:
                    conn.execute(
                        "INSERT INTO tool_calls VALUES (?, ?, ?, ?, ?)",
                        (session_id, call.call_id, call.name, call.call_seq, call.result_seq),
                    )
    conn.close()


def _totals(path: Path) -> list[tuple[str, int, int, int]]:
    conn = sqlite3.connect(path)
    rows = conn.execute(
        "SELECT session_id, seq, docs_through, tokens_through FROM events ORDER BY session_id, seq"
    ).fetchall()
    conn.close()
    return rows


def _view(backend: StorageBackend, session_id: str) -> tuple[object, ...]:
    state = AgentState.open(backend, session_id=session_id)
    with backend.read(session_id) as reader:
        assert isinstance(reader, _SqliteReader)
        seen = (
            reader.search_stats(),
            reader.search_docs(),
            reader.open_tool_calls(),
            [reader.tool_call(call) for call in ("c1", "c2")],
        )
    searches = [
        [(hit.event.seq, round(hit.score, 9)) for hit in state.evidence.search(query, k=5)]
        for query in ("refund", "cafe 4921", "Kiwi", "mia_li_3668", "five days")
    ]
    return (*seen, searches)


def test_a_0003_database_reads_and_grows_as_a_fresh_one(tmp_path: Path) -> None:
    """After the migration, totals, ranking rows, searches and open calls equal a fresh file's."""
    _write_as_0003(tmp_path / "old.db")
    fresh = SqliteBackend(tmp_path / "new.db")
    for session_id, script in _SCRIPTS.items():
        script(AgentState.open(fresh, session_id=session_id))
    migrated = SqliteBackend(tmp_path / "old.db")
    try:
        assert _totals(tmp_path / "old.db") == _totals(tmp_path / "new.db")
        for session_id in _SCRIPTS:
            assert _view(migrated, session_id) == _view(fresh, session_id)
        for backend in (migrated, fresh):
            state = AgentState.open(backend, session_id="a")
            state.append_tool_result("c2", {"sent": True})
            state.append_user("Is the refund for order 4921 done?")
        for session_id in _SCRIPTS:
            assert _view(migrated, session_id) == _view(fresh, session_id)
        assert _totals(tmp_path / "old.db") == _totals(tmp_path / "new.db")
        assert migrated.integrity_check() == ["ok"]
    finally:
        migrated.close()
        fresh.close()
