"""Storage faults: full disks, I/O errors, read-only, newer, truncated, corrupt and foreign files.

Every failure raises an agentstate error (never a bare sqlite3 or OS error), leaves the
previous state intact, and never shows a damaged file as a silent empty session.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

import agentstate
from agentstate import AgentState, SqliteBackend
from agentstate.errors import (
    AgentStateError,
    SchemaVersionError,
    StorageCorrupted,
    StorageError,
    StorageUnavailable,
)

from . import faults, procs, workload

HERE = Path(__file__).parent
linux_only = pytest.mark.skipif(
    sys.platform != "linux", reason="LD_PRELOAD and mount namespaces are Linux's"
)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _perform(state: AgentState, *, ops: int, seed: int) -> list[workload.Intent]:
    """Perform `ops` workload operations; return them as acknowledged intents."""
    intents: list[workload.Intent] = []
    world, rng = workload.World(), random.Random(seed)
    for op in range(1, ops + 1):
        operation, plan = workload.choose(world, rng, op)
        committed = operation.perform(state, plan)
        operation.settle(world, plan, committed=committed)
        intents.append(workload.Intent(op, operation.name, plan, done=True, committed=committed))
    return intents


def _history(path: Path, *, ops: int = 40, seed: int = 7) -> list[workload.Intent]:
    """Write `ops` workload operations to `path` and close it (the WAL is checkpointed)."""
    with workload.open_state(path, session_id="ticket-faults") as state:
        return _perform(state, ops=ops, seed=seed)


def _check_store(
    path: Path, intents: list[workload.Intent], session_id: str = "ticket-faults"
) -> int:
    """Integrity, every operation whole or absent, every invariant; returns the event count."""
    backend = SqliteBackend(path)
    try:
        assert backend.integrity_check() == ["ok"]
        state = workload.open_state(backend, session_id=session_id)
        with backend.read(session_id) as reader:
            view = workload.View.take(state, reader)
            workload.check_operations(view, intents)
            workload.check_invariants(view)
        state.append_user("the session continues")
        return len(view.events)
    finally:
        backend.close()


def _run(target, *args) -> faults.FaultReport:
    ctx = procs.context()
    out = ctx.Queue()
    child = ctx.Process(target=target, args=(*args, out))
    child.start()
    report: faults.FaultReport = out.get(timeout=120)
    child.join()
    assert report.failure is None, report.failure
    for error in report.errors:
        assert error.startswith("agentstate.errors.Storage"), f"not a storage error: {error}"
    return report


# --- full disks -------------------------------------------------------------------------------


def test_file_size_limit_refuses_whole_operations_and_recovers(tmp_path: Path, figures) -> None:
    """Under RLIMIT_FSIZE appends fail with StorageUnavailable, leave nothing, and resume after."""
    path = tmp_path / "limit.db"
    report = _run(faults.file_size_limit_child, str(path), 400_000, 11)
    assert report.phases.get("file size limit", 0) >= 3
    assert all("StorageUnavailable" in error for error in report.errors)
    events = _check_store(path, report.intents)
    figures.record(
        "storage faults (default run)",
        {"file size limit refusals": len(report.errors), "events checked": events},
    )


@linux_only
def test_tiny_filesystem_full_then_read_only_then_space_back(tmp_path: Path, figures) -> None:
    """On a real 512 kB tmpfs: ENOSPC and EROFS refuse whole operations; freeing space resumes."""
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs in a private namespace needs root")
    mount_point = tmp_path / "mnt"
    copy = tmp_path / "copy"
    mount_point.mkdir()
    copy.mkdir()
    report = _run(faults.tiny_filesystem_child, str(mount_point), str(copy), 12)
    assert report.phases.get("disk full", 0) >= 3
    assert report.phases.get("read-only filesystem", 0) == 1
    assert report.phases.get("open refused") == 1
    assert "opened" not in report.phases
    assert any("read-only storage" in error for error in report.errors)
    assert all("StorageUnavailable" in error for error in report.errors)
    assert any("full" in error for error in report.errors)
    events = _check_store(copy / "tiny.db", report.intents)
    figures.record(
        "storage faults (default run)",
        {"tiny filesystem refusals": len(report.errors), "events checked": events},
    )


def test_read_only_database_is_refused_on_open_and_left_unchanged() -> None:
    """Opening a read-only file in a read-only folder raises StorageUnavailable; no change."""
    # Not under pytest's tmp_path: its folders are private to root, and the child is not root.
    folder = Path(tempfile.mkdtemp(prefix="agentstate-ro-"))
    path = folder / "ro.db"
    try:
        intents = _history(path, ops=10)
        with workload.open_state(path, session_id="ticket-faults") as state:
            stored = len(list(state.events()))
        before = _digest(path)
        path.chmod(0o444)
        folder.chmod(0o555)
        try:
            report = _run(faults.read_only_child, str(path))
        finally:
            folder.chmod(0o755)
            path.chmod(0o644)
        assert report.phases == {"open refused": 1}
        assert len(report.errors) == 1
        assert report.errors[0].startswith("agentstate.errors.StorageUnavailable")
        assert "read-only storage" in report.errors[0]
        assert _digest(path) == before
        with workload.open_state(path, session_id="ticket-faults") as state:
            assert len(list(state.events())) == stored
        _check_store(path, intents)
    finally:
        shutil.rmtree(folder)


# --- injected I/O errors ----------------------------------------------------------------------


@pytest.fixture(scope="session")
def shim(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fault shim, compiled for this session."""
    return faults.compile_shim(HERE / "faultshim.c", tmp_path_factory.mktemp("shim"))


@pytest.fixture
def sweep_dir(tmp_path: Path) -> Iterator[Path]:
    """A scratch folder, on tmpfs when there is one.

    Every fault is injected, so no real disk is needed, and thousands of syncs cost nothing.
    """
    base = "/dev/shm" if os.access("/dev/shm", os.W_OK) else str(tmp_path)
    made = Path(tempfile.mkdtemp(prefix="agentstate-io-", dir=base))
    yield made
    shutil.rmtree(made, ignore_errors=True)


def _sweep(shim: Path, directory: Path, configs: str) -> dict[str, object]:
    env = dict(os.environ)
    env["LD_PRELOAD"] = str(shim)
    root = Path(agentstate.__file__).resolve().parents[1]
    env["PYTHONPATH"] = os.pathsep.join([str(HERE.parent), str(root)])
    done = subprocess.run(
        [sys.executable, "-m", "reliability.iofaults", str(directory), "--configs", configs],
        env=env,
        capture_output=True,
        text=True,
        timeout=3_000,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-5_000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@linux_only
def test_io_error_sweep(shim: Path, sweep_dir: Path, figures) -> None:
    """Every write and sync of every operation, failed in turn, leaves whole operations only."""
    result = _sweep(shim, sweep_dir, "default")
    assert isinstance(result["faults_injected"], int)
    assert result["faults_injected"] > 100
    assert isinstance(result["batch_ends_faulted"], int)
    assert result["batch_ends_faulted"] > 20  # the appends that also fill an index batch
    figures.record("I/O fault sweep (default run)", result)


@linux_only
@pytest.mark.slow
def test_io_error_sweep_every_kind(shim: Path, sweep_dir: Path, figures) -> None:
    """The sweep over EIO and ENOSPC, transient and persistent, on writes, syncs and truncates."""
    result = _sweep(shim, sweep_dir, "large")
    figures.record("I/O fault sweep (large run)", result)


# --- schema versions and opening --------------------------------------------------------------


def test_newer_schema_is_refused_and_left_unchanged(tmp_path: Path) -> None:
    """A database with a migration this version does not know raises SchemaVersionError."""
    path = tmp_path / "newer.db"
    _history(path, ops=5)
    raw = sqlite3.connect(path)
    with raw:
        raw.execute(
            "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
            "VALUES ('agentstate', '9999_from_the_future', '2030-01-01')"
        )
    raw.execute("PRAGMA journal_mode = DELETE")  # as a newer version might leave it
    raw.close()
    before = _digest(path)
    with pytest.raises(SchemaVersionError) as caught:
        SqliteBackend(path)
    assert caught.value.unknown_migrations == ("9999_from_the_future",)
    assert "newer agentstate" in str(caught.value)
    assert _digest(path) == before
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0


def test_first_open_waits_while_another_connection_switches_to_wal(tmp_path: Path) -> None:
    """Opening a fresh file while another connection holds its write lock waits, not fails."""
    path = tmp_path / "fresh.db"
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("CREATE TABLE unrelated_lock_holder (x)")
    holder.execute("DROP TABLE unrelated_lock_holder")

    def release() -> None:
        time.sleep(0.3)
        holder.execute("COMMIT")

    releaser = threading.Thread(target=release)
    releaser.start()
    try:
        started = time.monotonic()
        backend = SqliteBackend(path, busy_timeout=5)
        waited = time.monotonic() - started
        backend.close()
    finally:
        releaser.join()
        holder.close()
    assert waited >= 0.25


def test_busy_timeout_bounds_the_wait_for_a_lock(tmp_path: Path) -> None:
    """A lock held past the busy timeout raises StorageUnavailable, not a bare sqlite3 error."""
    path = tmp_path / "busy.db"
    _history(path, ops=3)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        backend = SqliteBackend(path, busy_timeout=0.2)
        state = workload.open_state(backend, session_id="ticket-faults")
        with pytest.raises(StorageUnavailable, match="locked"):
            state.append_user("blocked")
        backend.close()
    finally:
        holder.execute("ROLLBACK")
        holder.close()


@pytest.mark.parametrize("target", ["directory", "empty path", "missing folder"])
def test_unopenable_paths_raise_storage_unavailable(tmp_path: Path, target: str) -> None:
    """A folder, an empty path or a path in a missing folder raises StorageUnavailable."""
    path = {
        "directory": str(tmp_path),
        "empty path": "",
        "missing folder": str(tmp_path / "no" / "x.db"),
    }[target]
    with pytest.raises(StorageUnavailable):
        SqliteBackend(path)


# --- damaged and foreign files ----------------------------------------------------------------


@pytest.fixture(scope="module")
def written_template(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[Path, list[workload.Intent]]:
    """A closed database file holding 60 operations (several hundred kB), made once."""
    path = tmp_path_factory.mktemp("template") / "written.db"
    return path, _history(path, ops=60, seed=5)


@pytest.fixture
def written(written_template, tmp_path: Path) -> tuple[Path, list[workload.Intent]]:
    """A fresh copy of the template database for one test to damage."""
    template, intents = written_template
    path = tmp_path / "written.db"
    shutil.copyfile(template, path)
    return path, intents


def _page_size_and_count(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:100]
    return int.from_bytes(header[16:18], "big"), int.from_bytes(header[28:32], "big")


@pytest.mark.parametrize("keep", ["50 bytes", "the header", "one page", "half", "all but one byte"])
def test_truncated_file_is_refused(written, keep: str) -> None:
    """A file cut short raises StorageCorrupted on open and is never overwritten."""
    path, _ = written
    page, pages = _page_size_and_count(path)
    size = {
        "50 bytes": 50,
        "the header": 100,
        "one page": page,
        "half": page * (pages // 2),
        "all but one byte": page * pages - 1,
    }[keep]
    with path.open("r+b") as handle:
        handle.truncate(size)
    before = _digest(path)
    with pytest.raises(StorageCorrupted):
        SqliteBackend(path)
    assert _digest(path) == before


def test_zero_byte_file_is_an_empty_database(tmp_path: Path) -> None:
    """A zero-byte file is SQLite's empty database (as tempfile makes one), opened as such."""
    path = tmp_path / "zero.db"
    path.touch()
    with workload.open_state(path, session_id="ticket-faults") as state:
        assert list(state.events()) == []
        state.append_user("first")


def test_crash_mid_checkpoint_leaves_a_database_that_opens_whole(tmp_path: Path) -> None:
    """A main file shorter than its header (a checkpoint cut short) opens from its WAL, whole."""
    path = tmp_path / "live.db"
    backend = SqliteBackend(path)
    state = workload.open_state(backend, session_id="ticket-faults")
    intents = _perform(state, ops=30, seed=3)
    image = tmp_path / "image"
    image.mkdir()
    shutil.copyfile(f"{path}-wal", image / "live.db-wal")  # every page is in the WAL
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA wal_checkpoint(PASSIVE)")  # copies pages into the main file
    raw.close()
    page, pages = _page_size_and_count(path)
    assert pages > 2
    # The crash: the checkpoint wrote page 1 (its header now counts every page) and no more.
    (image / "live.db").write_bytes(path.read_bytes()[:page])
    backend.close()
    assert _check_store(image / "live.db", intents) > 30


def test_undecodable_content_raises_storage_corrupted(written) -> None:
    """An event whose stored JSON was damaged raises StorageCorrupted on every read path."""
    path, _ = written
    data = bytearray(path.read_bytes())
    at = data.find(b'{"text":"op')
    assert at > 0
    data[at] = ord("x")  # no longer JSON; SQLite has no checksum to notice
    path.write_bytes(bytes(data))
    backend = SqliteBackend(path)
    try:
        assert backend.integrity_check() == ["ok"]
        state = workload.open_state(backend, session_id="ticket-faults")
        with pytest.raises(StorageCorrupted, match="does not decode"):
            list(state.events())
        damaged = next(seq for seq in range(1, 400) if _fails(state, seq))
        with pytest.raises(StorageCorrupted):
            state.evidence.get(f"ev_{damaged}")
        with pytest.raises(StorageCorrupted):
            state.evidence.expand(f"ev_{damaged}")
    finally:
        backend.close()


def test_stored_text_that_is_not_utf8_raises_storage_corrupted(written) -> None:
    """A byte flipped into invalid UTF-8 inside stored text raises StorageCorrupted on read."""
    path, _ = written
    data = bytearray(path.read_bytes())
    at = data.find(b'{"text":"op')
    assert at > 0
    data[at + 3] = 0xFF  # never valid in UTF-8
    path.write_bytes(bytes(data))
    backend = SqliteBackend(path)
    try:
        state = workload.open_state(backend, session_id="ticket-faults")
        with pytest.raises(StorageCorrupted, match="UTF-8"):
            list(state.events())
    finally:
        backend.close()


def test_an_unknown_stored_kind_raises_storage_corrupted(written) -> None:
    """Event kinds damaged on disk raise StorageCorrupted from reads and from search."""
    path, _ = written
    path.write_bytes(path.read_bytes().replace(b"assistant", b"assistbnt"))
    backend = SqliteBackend(path)
    try:
        state = workload.open_state(backend, session_id="ticket-faults")
        with pytest.raises(StorageCorrupted):
            list(state.events())
        with pytest.raises(StorageCorrupted):
            state.evidence.search("refund order credit shipping", k=50)
    finally:
        backend.close()


def _fails(state: AgentState, seq: int) -> bool:
    try:
        state.evidence.get(f"ev_{seq}")
    except StorageCorrupted:
        return True
    return False


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"hello, not a database\n",
        b"\x89PNG\r\n\x1a\n" + bytes(200),
        b"<html></html>" * 500,
        b"{}",
    ],
    ids=["empty-but-named", "text", "png", "html", "json"],
)
def test_non_sqlite_file_is_refused_and_left_unchanged(tmp_path: Path, content: bytes) -> None:
    """A file that is not SQLite raises StorageCorrupted and is never overwritten."""
    if not content:
        return  # a zero-byte file is SQLite's empty database (see above)
    path = tmp_path / "notes.db"
    path.write_bytes(content)
    with pytest.raises(StorageCorrupted, match="not an SQLite database"):
        SqliteBackend(path)
    assert path.read_bytes() == content


def test_foreign_sqlite_file_is_refused_and_left_unchanged(tmp_path: Path) -> None:
    """Another application's SQLite file raises StorageCorrupted and is left byte-identical."""
    path = tmp_path / "other.db"
    raw = sqlite3.connect(path)
    with raw:
        raw.execute("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)")
        raw.execute("INSERT INTO customers (name) VALUES ('Mia Li')")
    raw.close()
    before = _digest(path)
    with pytest.raises(StorageCorrupted, match="not an agentstate database"):
        SqliteBackend(path)
    assert _digest(path) == before


def test_garbage_wal_is_ignored(written) -> None:
    """A -wal file of random bytes beside a sound database is ignored by recovery."""
    path, intents = written
    Path(f"{path}-wal").write_bytes(random.Random(1).randbytes(50_000))
    assert _check_store(path, intents) > 0


def _flip_outcome(path: Path, intents: list[workload.Intent], expected_events: int) -> str:
    """Open a damaged copy and read everything: how it went (AssertionError if wrongly)."""
    try:
        backend = SqliteBackend(path)
    except StorageError:
        return "refused on open"
    except AgentStateError as exc:  # pragma: no cover - a wrong error class
        raise AssertionError(f"{type(exc).__name__} on open") from exc
    try:
        state = workload.open_state(backend, session_id="ticket-faults")
        try:
            problems = backend.integrity_check()
            events = list(state.events())
            state.evidence.search("refund order", k=5)
            with backend.read("ticket-faults") as reader:
                reader.open_tool_calls()
        except StorageError:
            return "refused on read"
        assert events, "a damaged file read as an empty session"
        if problems != ["ok"]:
            return "opened; integrity_check reports the damage"
        with backend.read("ticket-faults") as reader:
            view = workload.View.take(state, reader)
            try:
                workload.check_operations(view, intents)
                workload.check_invariants(view)
            except StorageError:
                return "refused on read"
            except AssertionError:
                return "opened; content silently differs (no checksums in SQLite)"
        assert len(events) == expected_events
        return "opened intact (the damage hit unused bytes)"
    finally:
        backend.close()


def _corruption_run(written, *, flips: int, seed: int, figures, label: str) -> None:
    path, intents = written
    with workload.open_state(path, session_id="ticket-faults") as state:
        expected = len(list(state.events()))
    pristine = path.read_bytes()
    rng = random.Random(seed)
    outcomes: dict[str, int] = {}
    damaged = path.with_name("damaged.db")
    for _ in range(flips):
        data = bytearray(pristine)
        for _ in range(rng.choice([1, 1, 2, 8])):
            at = (
                rng.randrange(len(data))
                if rng.random() < 0.8
                else rng.randrange(min(len(data), 4096))
            )
            data[at] ^= 1 << rng.randrange(8)
        for stale in (damaged, Path(f"{damaged}-wal"), Path(f"{damaged}-shm")):
            stale.unlink(missing_ok=True)
        damaged.write_bytes(bytes(data))
        outcome = _flip_outcome(damaged, intents, expected)
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    figures.record(label, {"damaged files opened": flips, "outcomes": outcomes})


def test_random_corruption_never_reads_as_empty_or_escapes(written, figures) -> None:
    """Bit flips give a StorageError or an honest read; never an empty session or a bare error."""
    _corruption_run(written, flips=60, seed=21, figures=figures, label="corruption (default run)")


@pytest.mark.slow
def test_random_corruption_large(written, figures) -> None:
    """Two thousand damaged files, each opened and read in full."""
    _corruption_run(written, flips=2_000, seed=22, figures=figures, label="corruption (large run)")
