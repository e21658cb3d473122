"""Migration 0007: a database from before redaction upgrades, redacts, and stays append-only."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agentstate import AgentState, SqliteBackend
from agentstate.backends._sqlite_migrations import _append_only

_GUARDED = ("events", "facts", "actions", "checkpoints", "search_docs", "event_vectors", "pins")


def _as_0006(path: Path) -> None:
    """Put the schema back as 0006 left it: unconditional triggers, no grants or tombstones."""
    conn = sqlite3.connect(path)
    with conn:
        for table in ("rewrite_grants", "tombstones", "purges"):
            conn.execute(f"DROP TABLE {table}")
        for table in _GUARDED:
            conn.execute(f"DROP TRIGGER {table}_no_update")
            conn.execute(f"DROP TRIGGER {table}_no_delete")
            for statement in _append_only(table):
                conn.execute(statement)
        conn.execute("DROP TRIGGER tool_calls_no_delete")
        conn.execute(
            "CREATE TRIGGER tool_calls_no_delete BEFORE DELETE ON tool_calls "
            "BEGIN SELECT RAISE(ABORT, 'agentstate: tool_calls are append-only'); END"
        )
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = '0007_redaction_and_erasure'")
    conn.close()


def test_an_old_database_upgrades_and_redacts(tmp_path: Path) -> None:
    """After the upgrade, redaction and erasure work, and plain changes are still refused."""
    path = tmp_path / "old.db"
    with AgentState.open(path, session_id="s") as state:
        ref = state.append_user("card 4111111111111111")
        state.append_user("second")
    with AgentState.open(path, session_id="gone") as state:
        state.append_user("to be erased")
    _as_0006(path)
    conn = sqlite3.connect(path)
    assert (
        conn.execute("SELECT name FROM sqlite_master WHERE name = 'rewrite_grants'").fetchall()
        == []
    )
    conn.close()

    backend = SqliteBackend(path)
    state = AgentState.open(backend, session_id="s")
    state.redact(ref, by="ops", reason="request")
    assert state.evidence.get(ref).content == {"text": "[redacted]"}
    AgentState.open(backend, session_id="gone").erase(by="ops", reason="retention")
    assert [info.session_id for info in backend.sessions()] == ["s"]
    assert backend.integrity_check() == ["ok"]
    backend.close()

    conn = sqlite3.connect(path, isolation_level=None)
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE events SET content = '{}' WHERE seq = 2")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM events")
    conn.close()
    assert b"4111111111111111" not in path.read_bytes()
