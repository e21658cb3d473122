"""A process never drops its own SQLite locks: other processes cannot delete a live WAL.

On POSIX, closing any descriptor of a database file releases every lock the process holds on
it. These tests open the same file several times in one process, in every shape an
application does (two sessions, a short-lived reader, another path to the file, a thread),
then let another process open and close it, and check that what was acknowledged stays.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from contextlib import closing
from pathlib import Path

import pytest

from agentstate import AgentState, SqliteBackend
from agentstate.backends import _sqlite_files
from agentstate.backends._sqlite_files import hold
from agentstate.errors import StorageCorrupted, StorageUnavailable

_AGENT = r"""
import sys, threading
from contextlib import closing
from agentstate import AgentState, SqliteBackend

path, shape = sys.argv[1], sys.argv[2]
agent = AgentState.open(path, session_id="agent")
if shape == "two sessions":
    other = AgentState.open(path, session_id="other")
    other.append_user("the other session")
elif shape == "a reader opened and closed":
    with AgentState.open(path, session_id="agent") as reader:
        list(reader.events())
elif shape == "another path to the file":
    with closing(SqliteBackend(sys.argv[3])) as linked:
        linked.sessions()
elif shape == "a thread's backend":
    def read():
        with closing(SqliteBackend(path)) as backend:
            backend.sessions()
    thread = threading.Thread(target=read)
    thread.start()
    thread.join()
for n in range(20):
    agent.append_user(f"early {n}")
print("ready", flush=True)
sys.stdin.readline()
for n in range(60):
    agent.append_user(f"late {n}")
    print("ack", flush=True)
print("done", flush=True)
sys.stdin.readline()
"""

SHAPES = [
    "two sessions",
    "a reader opened and closed",
    "another path to the file",
    "a thread's backend",
]


@pytest.mark.parametrize("shape", SHAPES)
def test_acknowledged_events_survive_another_process_closing_and_a_kill(
    tmp_path: Path, shape: str
) -> None:
    """Another process's open and close never deletes a live WAL; acknowledged appends stay."""
    path = tmp_path / "agent.db"
    link = tmp_path / "link.db"
    link.symlink_to(path)
    with subprocess.Popen(
        [sys.executable, "-c", _AGENT, str(path), shape, str(link)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as agent:
        assert agent.stdin is not None
        assert agent.stdout is not None
        try:
            assert agent.stdout.readline().strip() == "ready"
            # An operator lists the sessions from another process: it opens and closes the file.
            listing = subprocess.run(
                [sys.executable, "-m", "agentstate.cli", "sessions", str(path)],
                capture_output=True,
                text=True,
                check=False,
            )
            assert listing.returncode == 0, listing.stderr
            assert Path(f"{path}-wal").exists(), "another process deleted the agent's live WAL"
            agent.stdin.write("\n")
            agent.stdin.flush()
            acknowledged = 0
            for line in agent.stdout:
                acknowledged += line.strip() == "ack"
                if line.strip() == "done":
                    break
        finally:
            agent.kill()
            agent.wait()
    assert acknowledged == 60
    with closing(SqliteBackend(path)) as backend:
        assert backend.integrity_check() == ["ok"]
        state = AgentState.open(backend, session_id="agent")
        assert len(list(state.events())) == 20 + acknowledged


def test_one_file_is_held_once_per_process_by_any_path(tmp_path: Path) -> None:
    """Every backend on one file (by any path) shares one hold, released by the last one."""
    path = tmp_path / "s.db"
    link = tmp_path / "link.db"
    first = SqliteBackend(path)
    link.symlink_to(path)
    second = SqliteBackend(link)
    relative = SqliteBackend(os.path.relpath(path))
    assert first._file is second._file is relative._file
    held = first._file
    assert held is not None
    descriptors = _open_descriptors(path)
    assert len(descriptors) >= 2  # the file's own and its -shm, beside SQLite's
    first.close()
    relative.close()
    assert _open_descriptors(path) >= {held._descriptor}  # still held: second is open
    second.close()
    assert held._descriptor not in _open_descriptors(path)
    assert not _sqlite_files._held


def test_a_backend_dropped_without_close_closes_its_connection_then_its_file(
    tmp_path: Path,
) -> None:
    """Garbage collection of an unclosed backend releases its hold (after its connection)."""
    path = tmp_path / "s.db"
    backend = SqliteBackend(path)
    backend.sessions()
    del backend
    assert not _sqlite_files._held
    assert not _open_descriptors(path)


def test_a_refused_file_is_not_held(tmp_path: Path) -> None:
    """A file refused on open leaves no descriptor behind, and neither does a missing folder."""
    path = tmp_path / "notes.txt"
    path.write_text("not a database, but long enough to hold a whole header " * 4)
    with pytest.raises(StorageCorrupted):
        SqliteBackend(path)
    with pytest.raises(StorageUnavailable, match="cannot be opened"):
        SqliteBackend(tmp_path / "missing" / "s.db")
    with pytest.raises(StorageUnavailable, match="not a regular file"):
        SqliteBackend(tmp_path)
    assert not _sqlite_files._held
    assert not _open_descriptors(path)


def test_threads_opening_and_closing_one_file_share_one_hold(tmp_path: Path) -> None:
    """Threads opening and closing backends on one file keep one hold while any is open."""
    path = tmp_path / "s.db"
    keeper = SqliteBackend(path)
    errors: list[BaseException] = []

    def churn() -> None:
        try:
            for _ in range(20):
                with closing(SqliteBackend(path)) as backend:
                    assert backend._file is keeper._file
        except BaseException as exc:  # noqa: BLE001 - re-raised below
            errors.append(exc)

    threads = [threading.Thread(target=churn) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    held = keeper._file
    assert held is not None
    assert held._users == 1
    keeper.close()
    assert not _sqlite_files._held


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork is POSIX")
def test_a_forked_child_never_closes_its_parents_descriptors(tmp_path: Path) -> None:
    """A child of fork starts with no holds, and releasing an inherited one closes nothing."""
    path = tmp_path / "s.db"
    held = hold(str(path))
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        try:
            ok = not _sqlite_files._held
            held.release()
            ok = ok and _fd_is_open(held._descriptor)
            os.write(write, b"1" if ok else b"0")
        finally:
            os._exit(0)
    os.close(write)
    answer = os.read(read, 1)
    os.close(read)
    os.waitpid(pid, 0)
    assert answer == b"1"
    assert _fd_is_open(held._descriptor)
    held.release()
    assert not _sqlite_files._held


def _fd_is_open(descriptor: int) -> bool:
    try:
        os.fstat(descriptor)
    except OSError:
        return False
    return True


def _open_descriptors(path: Path) -> set[int]:
    """This process's descriptors of `path` and its -wal and -shm (from /proc)."""
    names = {str(path.resolve()), f"{path.resolve()}-shm", f"{path.resolve()}-wal"}
    found = set()
    for entry in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{entry}")
        except OSError:
            continue
        if target in names:
            found.add(int(entry))
    return found
