"""SQLite and opaque items: migration 0009 marks the schema, and nothing of an item outlives it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agentstate import AgentState, SqliteBackend
from agentstate.backends import _sqlite_migrations
from agentstate.errors import SchemaVersionError

SECRET = "gAAAAABzyzzyvaencrypted"
ITEM = {"type": "reasoning", "id": "rs_1", "encrypted_content": SECRET}


def _files(path: Path) -> bytes:
    return b"".join(
        Path(f"{path}{suffix}").read_bytes()
        for suffix in ("", "-wal", "-shm")
        if Path(f"{path}{suffix}").exists()
    )


def test_a_database_from_before_opaque_items_upgrades(tmp_path: Path) -> None:
    """A database at 0008 opens, gets 0009 and then holds opaque items."""
    path = tmp_path / "old.db"
    with AgentState.open(path, session_id="s") as state:
        state.append_user("hello")
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = '0009_opaque_events'")
    conn.close()
    with AgentState.open(path, session_id="s") as state:
        ref = state.append_opaque(ITEM, provider="openai-responses")
        assert state.evidence.get(ref).content["item"] == ITEM
    conn = sqlite3.connect(path)
    names = [row[0] for row in conn.execute("SELECT name FROM _sqlite_migrations")]
    conn.close()
    assert "0009_opaque_events" in names


def test_a_version_without_opaque_items_refuses_the_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A version whose migrations end at 0008 refuses a file that may hold opaque items."""
    path = tmp_path / "new.db"
    with AgentState.open(path, session_id="s") as state:
        state.append_opaque(ITEM, provider="openai-responses")
    known = [name for name in _sqlite_migrations.MIGRATION_NAMES if name != "0009_opaque_events"]
    monkeypatch.setattr("agentstate.backends.sqlite.MIGRATION_NAMES", known)
    with pytest.raises(SchemaVersionError, match="0009_opaque_events"):
        SqliteBackend(path)


def test_redacting_and_erasing_opaque_items_leaves_no_residue(tmp_path: Path) -> None:
    """After a redaction of one item and the erasure of another's session, no file holds them."""
    path = tmp_path / "state.db"
    kept = AgentState.open(path, session_id="kept")
    ref = kept.append_opaque(ITEM, provider="openai-responses")
    kept.append_user("after")
    gone = AgentState.open(kept.backend, session_id="gone")
    gone.append_opaque({**ITEM, "encrypted_content": SECRET.upper()}, provider="openai-responses")
    assert SECRET.encode() in _files(path)
    assert SECRET.upper().encode() in _files(path)
    kept.redact(ref, by="ops", reason="request 12")
    gone.erase(by="ops", reason="retention")
    assert SECRET.encode() not in _files(path)
    assert SECRET.upper().encode() not in _files(path)
    assert kept.backend.integrity_check() == ["ok"]  # type: ignore[attr-defined]
    kept.close()
