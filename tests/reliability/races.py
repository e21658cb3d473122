"""Races: several writers (processes or threads) append at once; nothing is lost or doubled.

Each writer performs operations of `workload.OPERATIONS` on its sessions, released together
by a barrier, and reports every plan and whether its call committed. The parent then checks
each session with `workload.check_operations` (every acknowledged operation wholly present
exactly once, refused ones absent, each writer's operations in its own order, no event
unaccounted for) and every invariant. Any error reaching a writer (``database is locked``
surfacing as `StorageUnavailable` included) is reported and fails the race.

Checkpoint races (two compactions from the same parent: exactly one commits) belong here
too, as a race workload of their own, once compaction exists.
"""

from __future__ import annotations

import functools
import random
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from agentstate import AgentState, SqliteBackend, StorageBackend
from agentstate.errors import AgentStateError

from . import procs, workload

Mode = Literal["same", "different", "mixed"]
"""Which sessions writers share: one for all, one each, or both alternately."""
Runner = Literal["processes", "threads", "threads-shared-backend"]
Store = Callable[[], StorageBackend]
"""Opens a connection to the store under test; picklable, so processes can call it."""

OPS_PER_WRITER = 1_000_000
"""Op ids of writer w are w * OPS_PER_WRITER + i, so every id names its writer."""
SHARED_SESSION = "ticket-shared"
_RACE_OPERATIONS = [op for op in workload.OPERATIONS if op.name != "large_call_and_result"]


def writer_of(op: int) -> int:
    """The writer that made operation `op`."""
    return op // OPS_PER_WRITER


def sessions_of(mode: Mode, writer: int) -> list[str]:
    """The sessions a writer appends to, in turn."""
    own = f"ticket-w{writer}"
    return {"same": [SHARED_SESSION], "different": [own], "mixed": [SHARED_SESSION, own]}[mode]


@dataclass
class WriterReport:
    """What one writer did."""

    writer: int
    intents: list[tuple[str, workload.Intent]] = field(default_factory=list)
    """(session, operation) for every call that returned."""
    errors: list[str] = field(default_factory=list)
    """Every error that reached the writer."""


COMPANION_EVERY = 5
"""With companions, a writer opens and closes a short-lived reader every this many operations."""


def race_writer(
    writer: int,
    *,
    open_backend: Callable[[], StorageBackend],
    mode: Mode,
    ops: int,
    seed: int,
    start: Any,
    companions: bool = False,
) -> WriterReport:
    """Perform `ops` operations on this writer's sessions, starting at the barrier.

    With `companions`, the writer holds the store open twice (its sessions alternate between
    two connections, and the second reads the first session's tip after every operation) and
    opens and closes a short-lived reader every `COMPANION_EVERY` operations: what an
    application serving several sessions from one process does.
    """
    report = WriterReport(writer)
    backend = open_backend()
    companion = open_backend() if companions else None
    try:
        sessions = sessions_of(mode, writer)
        states = {
            sid: workload.open_state(
                companion if companion is not None and number % 2 else backend, session_id=sid
            )
            for number, sid in enumerate(sessions)
        }
        worlds = {sid: workload.World() for sid in sessions}
        rng = random.Random(seed)
        start.wait()
        for index in range(ops):
            sid = sessions[index % len(sessions)]
            op = writer * OPS_PER_WRITER + index + 1
            operation, plan = workload.choose(worlds[sid], rng, op, _RACE_OPERATIONS)
            started = time.monotonic()
            try:
                committed = operation.perform(states[sid], plan)
            except AgentStateError as exc:
                waited = time.monotonic() - started
                report.errors.append(f"op {op}, after {waited:.2f} s: {type(exc).__name__}: {exc}")
                continue
            operation.settle(worlds[sid], plan, committed=committed)
            intent = workload.Intent(op, operation.name, plan, done=True, committed=committed)
            report.intents.append((sid, intent))
            if companion is not None:
                companion.tip(sessions[0])
                if index % COMPANION_EVERY == 0:
                    reader = open_backend()
                    reader.tip(sid)
                    reader.close()
    finally:
        backend.close()
        if companion is not None:
            companion.close()
    return report


def _process_writer(
    store: Store,
    writer: int,
    mode: Mode,
    ops: int,
    seed: int,
    start: Any,
    out: Any,
    companions: bool,
) -> None:
    try:
        report = race_writer(
            writer,
            open_backend=store,
            mode=mode,
            ops=ops,
            seed=seed,
            start=start,
            companions=companions,
        )
    except BaseException as exc:  # noqa: BLE001 - the parent fails the race with it
        report = WriterReport(writer, errors=[f"writer crashed: {type(exc).__name__}: {exc}"])
    out.put(report)


@dataclass
class RaceFigures:
    """What a set of races did."""

    races: int = 0
    writers: int = 0
    operations: int = 0
    events_checked: int = 0
    reader_snapshots: int = 0
    by_runner: dict[str, int] = field(default_factory=dict)


def sqlite_store(path: Path) -> Store:
    """The default store of a race: an SQLite file, each writer with its own connection."""
    return functools.partial(SqliteBackend, path)


def run_race(
    *,
    runner: Runner,
    writers: int,
    mode: Mode,
    ops: int,
    seed: int,
    path: Path | None,
    figures: RaceFigures,
    store: Store | None = None,
    companions: bool = False,
) -> None:
    """One race: `writers` writers released together; then every session is checked.

    Args:
        runner: Processes, threads with their own connections, or threads sharing one
            backend (the memory backend when `path` and `store` are None).
        writers: How many writers.
        mode: Which sessions they share.
        ops: Operations per writer.
        seed: Seeds every random choice.
        path: The SQLite file, when `store` is None.
        figures: Where the counts go.
        store: Opens a connection to the store under test (picklable, for processes);
            default: `sqlite_store(path)`.
        companions: Whether each writer holds the store open more than once and opens and
            closes short-lived readers (see `race_writer`).
    """
    rng = random.Random(seed)
    seeds = [rng.randrange(2**32) for _ in range(writers)]
    reports: list[WriterReport] = []
    if store is None and path is not None:
        store = sqlite_store(path)
    if companions:
        # Writers of staggered lengths: some close for good while others still write.
        lengths = [max(1, ops * (w + 1) // writers) for w in range(writers)]
    else:
        lengths = [ops] * writers
    reader = (
        _Reader(store, mode, reopen=companions)
        if store is not None and runner == "processes"
        else None
    )
    if runner == "processes":
        assert store is not None
        ctx = procs.context()
        start, out = ctx.Barrier(writers), ctx.Queue()
        children = [
            ctx.Process(
                target=_process_writer,
                args=(store, w, mode, lengths[w], seeds[w], start, out, companions),
            )
            for w in range(writers)
        ]
        for child in children:
            child.start()
        if reader is not None:
            reader.start()
        reports = [out.get(timeout=600) for _ in children]
        for child in children:
            child.join()
            assert child.exitcode == 0, f"a writer exited with {child.exitcode}"
        backend: StorageBackend = store()
    else:
        shared: StorageBackend = store() if store is not None else _memory()
        if runner == "threads":
            assert store is not None
            open_backend: Store = store
        else:

            def open_backend() -> StorageBackend:
                return _Borrowed(shared)

        barrier = threading.Barrier(writers)
        results: list[WriterReport | None] = [None] * writers

        def run(w: int) -> None:
            try:
                results[w] = race_writer(
                    w,
                    open_backend=open_backend,
                    mode=mode,
                    ops=lengths[w],
                    seed=seeds[w],
                    start=barrier,
                    companions=companions,
                )
            except BaseException as exc:  # noqa: BLE001 - reported below, never lost in a thread
                results[w] = WriterReport(
                    w, errors=[f"writer crashed: {type(exc).__name__}: {exc}"]
                )

        threads = [threading.Thread(target=run, args=(w,)) for w in range(writers)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        reports = [report for report in results if report is not None]
        backend = shared
    try:
        if reader is not None:
            figures.reader_snapshots += reader.stop()
        errors = [error for report in reports for error in report.errors]
        assert not errors, f"errors reached the writers: {errors[:5]}"
        figures.events_checked += check_sessions(backend, reports)
    finally:
        backend.close()
    figures.races += 1
    figures.writers += writers
    figures.operations += sum(len(report.intents) for report in reports)
    shape = f"{runner} with companions" if companions else runner
    figures.by_runner[shape] = figures.by_runner.get(shape, 0) + 1


def check_sessions(backend: StorageBackend, reports: list[WriterReport]) -> int:
    """Check every session the writers touched; return how many events were checked."""
    by_session: dict[str, list[workload.Intent]] = {}
    for report in reports:
        for sid, intent in report.intents:
            by_session.setdefault(sid, []).append(intent)
    checked = 0
    for sid, intents in by_session.items():
        state = workload.open_state(backend, session_id=sid)
        with backend.read(sid) as reader:
            view = workload.View.take(state, reader)
            workload.check_operations(view, intents, writer_of=writer_of)
            workload.check_invariants(view)
        workload.check_invariants(view, workload.STORE_INVARIANTS)
        checked += len(view.events)
    return checked


def _memory() -> StorageBackend:
    from agentstate import MemoryBackend

    return MemoryBackend()


class _Borrowed:
    """A shared backend handed to a writer that must not close it."""

    def __init__(self, backend: StorageBackend) -> None:
        self._backend = backend

    def read(self, session_id: str) -> Any:
        return self._backend.read(session_id)

    def write(self, session_id: str) -> Any:
        return self._backend.write(session_id)

    def sessions(self) -> Any:
        return self._backend.sessions()

    def tip(self, session_id: str) -> Any:
        return self._backend.tip(session_id)

    def close(self) -> None:
        """Leave the shared backend open: its owner closes it."""


class _Reader:
    """Reads snapshots of the shared session while writers run; each must be consistent.

    With `reopen`, it is an operator looking from another process: it opens the store for
    each snapshot and closes it again, so between looks it holds nothing.
    """

    def __init__(self, store: Store, mode: Mode, *, reopen: bool = False) -> None:
        self._store = store
        self._session = SHARED_SESSION if mode != "different" else "ticket-w0"
        self._reopen = reopen
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run)
        self._snapshots = 0
        self._failure: BaseException | None = None

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        try:
            while not self._stop.is_set():
                backend = self._store()
                try:
                    state = workload.open_state(backend, session_id=self._session)
                    while not self._stop.is_set():
                        with backend.read(self._session) as reader:
                            view = workload.View.take(state, reader)
                            workload.check_whole_operations(view)
                            workload.check_invariants(view)
                        self._snapshots += 1
                        if self._reopen:
                            break
                finally:
                    backend.close()
                if self._reopen:
                    time.sleep(0.002)
        except BaseException as exc:  # noqa: BLE001 - re-raised by stop()
            self._failure = exc

    def stop(self) -> int:
        """Stop reading; raise what went wrong; return the number of snapshots checked."""
        self._stop.set()
        self._thread.join()
        if self._failure is not None:
            raise AssertionError(f"a concurrent reader saw: {self._failure}") from self._failure
        return self._snapshots


def open_worker(path: str, index: int, start: Any, out: Any) -> None:
    """Open a (fresh) file at the barrier, append one message, close; report any error."""
    try:
        start.wait()
        with AgentState.open(path, session_id=f"ticket-{index % 3}") as state:
            state.append_user(f"opened by {index}")
        out.put(None)
    except BaseException as exc:  # noqa: BLE001 - the parent fails the test with it
        out.put(f"{type(exc).__module__}.{type(exc).__name__}: {exc}")


def run_first_opens(directory: Path, *, rounds: int, processes: int) -> int:
    """`rounds` times, `processes` processes open one fresh file at once; return opens done."""
    import sqlite3

    ctx = procs.context()
    opens = 0
    for round_ in range(rounds):
        path = directory / f"fresh-{round_}.db"
        start, out = ctx.Barrier(processes), ctx.Queue()
        children = [
            ctx.Process(target=open_worker, args=(str(path), i, start, out))
            for i in range(processes)
        ]
        for child in children:
            child.start()
        errors = [error for error in (out.get(timeout=120) for _ in children) if error]
        for child in children:
            child.join()
        assert not errors, (
            f"round {round_}: {len(errors)} of {processes} opens failed: {errors[:3]}"
        )
        opens += processes
        backend = SqliteBackend(path)
        try:
            assert backend.integrity_check() == ["ok"]
            total = sum(info.last_seq for info in backend.sessions())
        finally:
            backend.close()
        assert total == processes, f"{total} messages stored, {processes} appended"
        raw = sqlite3.connect(path)
        try:
            names = [row[0] for row in raw.execute("SELECT name FROM _sqlite_migrations")]
        finally:
            raw.close()
        assert len(names) == len(set(names)), f"a migration was applied twice: {names}"
    return opens


def hog_writer(path: str, index: int, start: Any, stop: Any) -> None:
    """Append in a tight loop until told to stop: the worst neighbour a writer can have."""
    with AgentState.open(path, session_id=f"ticket-hog-{index}") as state:
        start.wait()
        count = 0
        while not stop.is_set():
            count += 1
            state.append_user(f"hog {index} message {count}")


def run_starvation(path: Path, *, hogs: int, appends: int, busy_timeout: float) -> float:
    """Append `appends` times beside `hogs` processes appending flat out; the longest wait.

    The appends use a short busy timeout: any lock error fails the test.
    """
    ctx = procs.context()
    with AgentState.open(path, session_id="ticket-victim") as state:
        state.append_user("created before the hogs start")
    start, stop = ctx.Barrier(hogs + 1), ctx.Event()
    children = [
        ctx.Process(target=hog_writer, args=(str(path), i, start, stop)) for i in range(hogs)
    ]
    for child in children:
        child.start()
    longest = 0.0
    backend = SqliteBackend(path, busy_timeout=busy_timeout)
    try:
        state = AgentState.open(backend, session_id="ticket-victim")
        start.wait()
        time.sleep(0.2)  # let the hogs get going
        for index in range(appends):
            began = time.monotonic()
            state.append_user(f"victim {index}")
            longest = max(longest, time.monotonic() - began)
    finally:
        stop.set()
        for child in children:
            child.join()
        backend.close()
    return longest


def _spin(stop: Any) -> None:
    """Keep one CPU busy until told to stop."""
    while not stop.is_set():
        sum(range(1000))


@contextmanager
def cpu_oversubscribed(burners: int) -> Iterator[None]:
    """Run `burners` processes that only burn CPU, for the duration of the block."""
    ctx = procs.context()
    stop = ctx.Event()
    children = [ctx.Process(target=_spin, args=(stop,)) for _ in range(burners)]
    for child in children:
        child.start()
    try:
        yield
    finally:
        stop.set()
        for child in children:
            child.join()
