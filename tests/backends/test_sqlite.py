"""SQLite specifics: durability settings, append-only storage, migrations, damaged files."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agentstate import AgentState, SqliteBackend
from agentstate.backends._sqlite_migrations import MIGRATION_NAMES
from agentstate.backends.base import ActionRecord, FactRecord, PinRecord
from agentstate.errors import InvalidInput, SchemaVersionError, StorageCorrupted, StorageError
from agentstate.events import EventKind
from agentstate.summary import Checkpoint
from agentstate.testing import ManualClock
from agentstate.testing.conformance import new_event


def _pragma(path: Path, name: str) -> object:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        conn.close()


def test_file_uses_wal_and_full_sync(tmp_path: Path) -> None:
    """A new file is in WAL mode; the connection syncs FULL by default, NORMAL on request."""
    path = tmp_path / "s.db"
    backend = SqliteBackend(path)
    assert _pragma(path, "journal_mode") == "wal"
    assert backend._conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert backend._conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    backend.close()
    fast = SqliteBackend(path, durability="normal")
    assert fast._conn.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL
    fast.close()


def test_unknown_durability_is_refused(tmp_path: Path) -> None:
    """Only 'full' and 'normal' are durability modes."""
    with pytest.raises(InvalidInput):
        SqliteBackend(tmp_path / "s.db", durability="off")  # type: ignore[arg-type]


def test_reopened_file_gives_back_the_same_events(tmp_path: Path) -> None:
    """Closing and reopening a file returns every event exactly, and appending continues."""
    path = tmp_path / "s.db"
    with AgentState.open(path, session_id="s", clock=ManualClock()) as state:
        call = state.append_tool_call("lookup", {"q": "caf\u00e9 \x00"})
        state.append_tool_result(call, {"rows": [1, 2.5, None]}, is_error=True)
        before = list(state.events())
    with AgentState.open(path, session_id="s") as state:
        assert list(state.events()) == before
        assert state.append_user("again").seq == 3


def _one_row_everywhere(path: Path) -> None:
    backend = SqliteBackend(path)
    with backend.write("s") as tx:
        tx.append([new_event("hi")])
        tx.put_fact(FactRecord("k", 1, 1, 1))
        tx.put_action(ActionRecord("act_1", "refund", {}, "d", "pending", "u", 1, 1))
        tx.put_checkpoint(
            Checkpoint(1, 0, 1, {}, 1, "t", None, datetime(2026, 1, 1, tzinfo=UTC), 0, 1),
            expected_parent=0,
        )
        tx.put_pin(PinRecord(1, 1))
    backend.close()


@pytest.mark.parametrize("table", ["events", "facts", "actions", "checkpoints", "pins"])
@pytest.mark.parametrize(
    "statement", ["DELETE FROM {table}", "UPDATE {table} SET session_id = 'x'"]
)
def test_storage_refuses_update_and_delete(tmp_path: Path, table: str, statement: str) -> None:
    """Triggers make the log and the projections append-only, even to raw SQL."""
    path = tmp_path / "s.db"
    _one_row_everywhere(path)
    conn = sqlite3.connect(path)
    assert conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0] == 1
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute(statement.format(table=table))
    conn.close()


def test_a_call_is_answered_once_in_storage(tmp_path: Path) -> None:
    """The store refuses to rewrite the result of an answered tool call."""
    path = tmp_path / "s.db"
    with AgentState.open(path, session_id="s") as state:
        call = state.append_tool_call("t")
        state.append_tool_result(call, 1)
    conn = sqlite3.connect(path)
    with pytest.raises(sqlite3.IntegrityError, match="answered once"):
        conn.execute("UPDATE tool_calls SET result_seq = 9")
    conn.close()


def test_migrations_are_recorded_once(tmp_path: Path) -> None:
    """Opening twice applies each migration once and records it."""
    path = tmp_path / "s.db"
    SqliteBackend(path).close()
    SqliteBackend(path).close()
    conn = sqlite3.connect(path)
    names = [row[0] for row in conn.execute("SELECT name FROM _sqlite_migrations")]
    conn.close()
    assert names == MIGRATION_NAMES


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    """A database with a migration this version does not know raises SchemaVersionError."""
    path = tmp_path / "s.db"
    SqliteBackend(path).close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
        "VALUES ('agentstate', '9999_from_the_future', '2030-01-01')"
    )
    conn.commit()
    conn.close()
    with pytest.raises(SchemaVersionError) as caught:
        SqliteBackend(path)
    assert caught.value.unknown_migrations == ("9999_from_the_future",)


def test_non_sqlite_file_is_refused(tmp_path: Path) -> None:
    """A file that is not SQLite raises StorageCorrupted, never an empty session."""
    path = tmp_path / "notes.db"
    path.write_text("these are my notes, not a database\n" * 10)
    with pytest.raises(StorageCorrupted, match="not an SQLite database"):
        SqliteBackend(path)


def test_truncated_file_is_refused(tmp_path: Path) -> None:
    """A file cut short of the size its header records raises StorageCorrupted."""
    path = tmp_path / "s.db"
    with AgentState.open(path, session_id="s") as state:
        state.append_many([])
        for i in range(200):
            state.append_user(f"message {i} " + "x" * 500)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(StorageCorrupted, match="truncated"):
        SqliteBackend(path)


def test_foreign_sqlite_database_is_refused(tmp_path: Path) -> None:
    """An SQLite file holding another application's tables is not taken over."""
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE invoices (id INTEGER)")
    conn.commit()
    conn.close()
    with pytest.raises(StorageCorrupted, match="not an agentstate database"):
        SqliteBackend(path)


def test_unopenable_path_raises_storage_error(tmp_path: Path) -> None:
    """A path in a missing directory raises a StorageError, not sqlite3.OperationalError."""
    with pytest.raises(StorageError):
        SqliteBackend(tmp_path / "missing" / "dir" / "s.db")


def test_integrity_check_reports_ok(tmp_path: Path) -> None:
    """integrity_check() runs PRAGMA integrity_check."""
    backend = SqliteBackend(tmp_path / "s.db")
    assert backend.integrity_check() == ["ok"]
    backend.close()


def test_reading_one_kind_uses_its_partial_index(tmp_path: Path) -> None:
    """Compaction events (read by every trigger check) come from their index, not a scan."""
    backend = SqliteBackend(tmp_path / "s.db")
    with backend.write("s") as tx:
        tx.append([new_event("u1"), new_event("c", kind=EventKind.COMPACTION, content={})])
    statements: list[str] = []
    backend._conn.set_trace_callback(statements.append)
    with backend.read("s") as reader:
        assert [e.seq for e in reader.events(kinds={EventKind.COMPACTION})] == [2]
    backend._conn.set_trace_callback(None)
    [query] = [s for s in statements if s.startswith("SELECT") and "FROM events" in s]
    plan = backend._conn.execute(f"EXPLAIN QUERY PLAN {query}").fetchall()
    assert "events_compaction" in str(plan)
    backend.close()


def test_reading_the_retractions_uses_their_partial_index(tmp_path: Path) -> None:
    """Retraction events, read by every render from the session's start, come from an index."""
    backend = SqliteBackend(tmp_path / "s.db")
    with backend.write("s") as tx:
        tx.append([new_event("u1"), new_event("r", kind=EventKind.RETRACTION, content={})])
    statements: list[str] = []
    backend._conn.set_trace_callback(statements.append)
    with backend.read("s") as reader:
        assert [e.seq for e in reader.events(kinds={EventKind.RETRACTION})] == [2]
    backend._conn.set_trace_callback(None)
    [query] = [s for s in statements if s.startswith("SELECT") and "FROM events" in s]
    plan = str(backend._conn.execute(f"EXPLAIN QUERY PLAN {query}").fetchall())
    assert "events_retraction" in plan
    backend.close()


def test_the_tip_is_one_indexed_read_outside_any_transaction(tmp_path: Path) -> None:
    """tip() reads in one statement (no BEGIN), through indexes only: the trigger calls it often."""
    backend = SqliteBackend(tmp_path / "s.db")
    with backend.write("s") as tx:
        tx.append([new_event("u1"), new_event("c", kind=EventKind.COMPACTION, content={})])
    statements: list[str] = []
    backend._conn.set_trace_callback(statements.append)
    assert backend.tip("s") is not None
    backend._conn.set_trace_callback(None)
    assert not [s for s in statements if s.startswith(("BEGIN", "COMMIT"))]
    [query] = [s for s in statements if s.startswith("SELECT")]
    plan = str(backend._conn.execute(f"EXPLAIN QUERY PLAN {query}").fetchall())
    assert "events_compaction" in plan
    assert "SCAN" not in plan
    backend.close()


@pytest.mark.parametrize("damage", ["{not json", "[1, 2]"])
def test_damaged_event_content_names_the_event(tmp_path: Path, damage: str) -> None:
    """Content damaged outside SQLite raises StorageCorrupted naming its event, on every read."""
    path = tmp_path / "s.db"
    with AgentState.open(path, session_id="s", clock=ManualClock()) as state:
        for text in ("one", "two", "three"):
            state.append_user(text)
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER events_no_update")
    conn.execute("UPDATE events SET content = ? WHERE seq = 2", (damage,))
    conn.commit()
    conn.close()
    backend = SqliteBackend(path)
    with backend.read("s") as reader:
        assert [event.seq for event in reader.events_at([1, 3])] == [1, 3]
        for read in (reader.events, lambda: reader.events_at([1, 2, 3]), lambda: reader.event(2)):
            with pytest.raises(StorageCorrupted, match="event 2 of session 's' does not decode"):
                read()
    backend.close()
