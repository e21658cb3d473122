"""The SQLite tip without a read: the WAL-index header tells that nothing else has committed."""

from __future__ import annotations

import sqlite3
import struct
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import SqliteBackend
from agentstate.backends._sqlite_files import hold
from agentstate.backends._wal_index import change_count, consistent_header
from agentstate.backends.base import PinRecord, SessionTip
from agentstate.events import EventKind
from agentstate.testing.conformance import new_event
from agentstate.testing.tip_conformance import committed_tip


def _header(*, version: int = 3007000, change: int = 7, is_init: int = 1) -> bytes:
    return struct.pack("=IIIBBHII", version, 0, change, is_init, 0, 4096, 3, 2) + bytes(24)


def test_a_header_counts_only_when_both_copies_agree() -> None:
    """Two equal initialized copies give the header; torn, short or foreign ones give None."""
    header = _header()
    assert consistent_header(header + header + b"rest") == header
    assert change_count(header) == 7
    assert consistent_header(header + _header(change=8)) is None  # a commit caught midway
    assert consistent_header((header + header)[:95]) is None
    assert consistent_header(_header(version=1) * 2) is None
    assert consistent_header(_header(is_init=0) * 2) is None


def test_the_header_moves_with_every_commit_and_only_then(tmp_path: Path) -> None:
    """Reads and rolled-back writes leave the header; each commit, from any connection, moves it."""
    path = tmp_path / "s.db"
    backend = SqliteBackend(path)
    assert backend._file is not None
    watch = backend._file.wal_index_watch()
    assert watch is not None
    start = watch.header()
    assert start is not None
    with backend.read("s") as reader:
        reader.head()
    with pytest.raises(RuntimeError), backend.write("s") as tx:
        tx.append([new_event("lost")])
        raise RuntimeError
    assert watch.header() == start
    with backend.write("s") as tx:
        tx.append([new_event("kept")])
    own = watch.header()
    assert own is not None
    assert change_count(own) == change_count(start) + 1
    other = sqlite3.connect(path)
    with other:
        other.execute("INSERT INTO sessions VALUES ('x', '2026-01-01T00:00:00+00:00')")
    moved = watch.header()
    assert moved is not None
    assert change_count(moved) == change_count(own) + 1
    other.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert watch.header() != moved  # a restarted log: a new header, though nothing changed
    other.close()
    watch.stop()
    assert watch.header() is None
    backend.close()


def test_no_watch_without_a_wal_index(tmp_path: Path) -> None:
    """A file with no -shm beside it, or an in-memory database, has no watch."""
    file = hold(str(tmp_path / "missing.db"))
    assert file.wal_index_watch() is None
    file.release()
    assert SqliteBackend(":memory:")._wal_watch is None


def _statements(backend: SqliteBackend) -> list[str]:
    statements: list[str] = []
    backend._conn.set_trace_callback(statements.append)
    return statements


def test_an_unchanged_tip_and_one_after_an_own_write_read_nothing(tmp_path: Path) -> None:
    """The tip is given again without a statement until another connection commits."""
    path = tmp_path / "s.db"
    backend, other = SqliteBackend(path), SqliteBackend(path)
    with backend.write("s") as tx:
        tx.append([new_event("u1")])
    first = backend.tip("s")
    statements = _statements(backend)
    assert backend.tip("s") is first
    with backend.write("s") as tx:
        tx.append([new_event("c", kind=EventKind.COMPACTION, content={}), new_event("u2")])
        tx.put_pin(PinRecord(1, 3))
    statements.clear()
    assert backend.tip("s") == SessionTip(3, 0, 0, 2, 1) == committed_tip(other, "s")
    assert statements == []  # the write's own commit carried the tip forward
    with other.write("s") as tx:
        tx.append([new_event("u3")])
    assert backend.tip("s") == committed_tip(other, "s") == SessionTip(4, 0, 0, 2, 1)
    assert statements  # another connection committed: read again
    backend.close()
    other.close()


_OPERATIONS = st.lists(
    st.tuples(
        st.sampled_from(
            [
                "append",
                "append-other",
                "compaction",
                "pin",
                "other-session",
                "rolled-back",
                "nested",
                "nothing",
            ]
        ),
        st.booleans(),
        st.sampled_from(["s", "t"]),
    ),
    max_size=25,
)


@settings(max_examples=40, deadline=None)
@given(_OPERATIONS)
def test_the_tip_is_always_the_committed_one(operations: list[tuple[str, bool, str]]) -> None:
    """Any mix of writes on this and another connection: every tip is the committed tip."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "s.db"
        backend, other = SqliteBackend(path), SqliteBackend(path)
        for number, (operation, from_other, checked) in enumerate(operations):
            writer = other if from_other else backend
            event = new_event(f"e{number}", cum_tokens=number + 1)
            if operation == "append":
                with writer.write("s") as tx:
                    tx.append([event])
            elif operation == "append-other":
                with other.write("s") as tx:
                    tx.append([event])
            elif operation == "compaction":
                with writer.write("s") as tx:
                    tx.append([new_event("c", kind=EventKind.COMPACTION, content={})])
            elif operation == "pin":
                with writer.write("s") as tx:
                    (pinned,) = tx.append([event])
                    tx.put_pin(PinRecord(pinned.seq, pinned.seq))
            elif operation == "other-session":
                with writer.write("t") as tx:
                    (pinned,) = tx.append([event])
                    tx.put_pin(PinRecord(pinned.seq, pinned.seq))
            elif operation == "rolled-back":
                with pytest.raises(RuntimeError), writer.write("s") as tx:
                    tx.append([event])
                    raise RuntimeError
            elif operation == "nested":
                with writer.write("s") as tx:
                    (pinned,) = tx.append([event])
                    with writer.write("s") as inner:
                        inner.put_pin(PinRecord(pinned.seq, pinned.seq))
            assert backend.tip(checked) == committed_tip(other, checked)
        backend.close()
        other.close()


def test_remembered_tips_are_bounded(tmp_path: Path) -> None:
    """Tips of many sessions are remembered up to a bound, and each stays the committed one."""
    path = tmp_path / "s.db"
    backend, other = SqliteBackend(path), SqliteBackend(path)
    for number in range(300):
        with other.write(f"s{number}") as tx:
            tx.append([new_event("e", cum_tokens=number)])
    for _ in range(2):
        for number in range(300):
            assert backend.tip(f"s{number}") == SessionTip(1, number, 0, 0, 0)
            assert len(backend._tips) <= 256
    backend.close()
    other.close()
