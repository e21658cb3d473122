"""I/O fault sweeps, run in a child process that has `faultshim.c` preloaded.

For each fault kind (a failing write, sync, read or truncate, with EIO or ENOSPC, once or
from then on) and each n = 1, 2, ... the n-th such call of an operation fails, until n
passes the last call the operation makes. After every injected fault:

- the error that reached the caller is an agentstate `StorageError`, nothing else;
- the same connection and a fresh one both see the operation wholly absent or wholly
  present (never torn), agree with each other, and never change their mind later;
- a copy of the files taken right after the fault (what a crash at that moment leaves)
  recovers to a sound file holding the operation wholly or not at all;
- every invariant holds, and the same connection goes on appending.

Run as ``python -m reliability.iofaults DIRECTORY [--configs large]``: it prints its figures as
JSON on the last line and exits non-zero with a traceback on the first broken rule.
"""

from __future__ import annotations

import argparse
import ctypes
import errno
import json
import random
import shutil
import sqlite3
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from agentstate import AgentState, SqliteBackend
from agentstate.backends._sqlite_migrations import SEARCH_INDEX_BATCH
from agentstate.errors import AgentStateError, StorageError

from . import workload

WRITE, SYNC, READ, TRUNCATE = 1, 2, 3, 4
KIND_NAMES = {WRITE: "write", SYNC: "sync", READ: "read", TRUNCATE: "truncate"}
SESSION_ID = "ticket-io"
MAX_POINTS = 400
"""No operation makes this many calls of one kind: a sweep that gets here is a bug."""


class Shim:
    """The preloaded fault injector, driven through ctypes."""

    def __init__(self, watch: Path) -> None:
        lib = ctypes.CDLL(None)
        try:
            self._arm = lib.faultshim_arm
        except AttributeError as exc:
            msg = "faultshim is not preloaded (run this module with LD_PRELOAD=faultshim.so)"
            raise RuntimeError(msg) from exc
        self._arm.argtypes = [
            ctypes.c_int,
            ctypes.c_long,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.c_char_p,
        ]
        self._disarm = lib.faultshim_disarm
        self._tripped = lib.faultshim_tripped
        self._tripped.restype = ctypes.c_long
        self._watch = str(watch).encode()

    def arm(self, kind: int, nth: int, err: int, *, persistent: bool) -> None:
        """Fail the `nth` call of `kind` on watched files (and every later one if persistent)."""
        self._arm(kind, nth, err, int(persistent), self._watch)

    def disarm(self) -> int:
        """Stop failing; return how many calls failed."""
        tripped = int(self._tripped())
        self._disarm()
        return tripped


@dataclass
class FaultFigures:
    """What a sweep did."""

    faults_injected: int = 0
    by_kind: dict[str, int] = field(default_factory=dict)
    errors_raised: dict[str, int] = field(default_factory=dict)
    """Class names of the errors that reached the caller."""
    operations_absent_after_error: int = 0
    operations_present_after_error: int = 0
    crash_images_checked: int = 0
    crash_images_with_the_failed_operation: int = 0
    """Commits whose sync failed (the caller got an error) that recovery still replays."""
    reads_faulted: int = 0
    opens_faulted: int = 0
    batch_ends_faulted: int = 0
    """Faults in an append that also filled the FTS5 index's next batch."""

    def count(self, kind: int, error: BaseException | None) -> None:
        self.faults_injected += 1
        name = KIND_NAMES[kind]
        self.by_kind[name] = self.by_kind.get(name, 0) + 1
        label = "none (the call succeeded)" if error is None else type(error).__name__
        self.errors_raised[label] = self.errors_raised.get(label, 0) + 1


def _check_error(error: BaseException | None, where: str) -> None:
    if error is not None and not isinstance(error, StorageError):
        msg = (
            f"{where}: {type(error).__module__}.{type(error).__name__} reached the caller: {error}"
        )
        raise AssertionError(msg) from error


def _view_check(
    path: Path, intents: list[workload.Intent], resolved: dict[int, bool]
) -> tuple[bool, int]:
    """Open `path` afresh; check integrity, operations and invariants; (last present, events)."""
    backend = SqliteBackend(path)
    try:
        assert backend.integrity_check() == ["ok"]
        state = workload.open_state(backend, session_id=SESSION_ID)
        with backend.read(SESSION_ID) as reader:
            view = workload.View.take(state, reader)
            present = workload.check_operations(view, intents, resolved=resolved)
            workload.check_invariants(view)
        return present, len(view.events)
    finally:
        backend.close()


def _crash_image(path: Path, into: Path) -> Path:
    """Copy the database and its WAL (not the shm): what a crash right now leaves behind."""
    into.mkdir(parents=True, exist_ok=True)
    for stale in into.iterdir():
        stale.unlink()
    for suffix in ("", "-wal"):
        source = Path(f"{path}{suffix}")
        if source.exists():
            shutil.copyfile(source, into / f"{path.name}{suffix}")
    return into / path.name


CONFIGS = {
    "default": [(WRITE, errno.EIO, False), (SYNC, errno.EIO, False)],
    "large": [
        (WRITE, errno.EIO, False),
        (WRITE, errno.EIO, True),
        (WRITE, errno.ENOSPC, False),
        (WRITE, errno.ENOSPC, True),
        (SYNC, errno.EIO, False),
        (SYNC, errno.EIO, True),
        (TRUNCATE, errno.EIO, False),
    ],
}
"""(kind, errno, persistent) combinations swept over every operation."""


BATCH_END_OPERATIONS = ["user_message", "large_call_and_result"]
"""Swept once more, each time as the append that fills the FTS5 index's next batch."""

SWEEP_OPERATIONS: list[workload.Operation] = [
    operation
    if operation.name != "large_call_and_result"
    # Every page written is a fault point: a 20 kB result still spans several overflow pages.
    else workload.MessageOperation(operation.name, operation.weight, workload.large_pair(20_000))
    for operation in workload.OPERATIONS
]


@dataclass
class _Writer:
    """One sweep's long-lived connection, and everything planned through it."""

    path: Path
    rng: random.Random
    state: AgentState
    world: workload.World = field(default_factory=workload.World)
    intents: list[workload.Intent] = field(default_factory=list)
    resolved: dict[int, bool] = field(default_factory=dict)

    @classmethod
    def start(cls, path: Path, seed: int) -> _Writer:
        """Open `path` and give it a short history to write after."""
        state = workload.open_state(path, session_id=SESSION_ID)
        writer = cls(path, random.Random(seed), state)
        for _ in range(8):
            writer.run(*writer.plan())
        return writer

    def plan(
        self, operation: workload.Operation | None = None
    ) -> tuple[workload.Operation, workload.Plan]:
        op = len(self.intents) + 1
        if operation is None:
            chosen, plan = workload.choose(self.world, self.rng, op, SWEEP_OPERATIONS)
        else:
            planned = operation.plan(self.world, self.rng, op)
            if planned is None:  # not possible yet (no call to answer, no action to move)
                self.run(*self.plan())
                return self.plan(operation)
            chosen, plan = operation, planned
        self.intents.append(workload.Intent(op, chosen.name, plan))
        return chosen, plan

    def run(self, operation: workload.Operation, plan: workload.Plan) -> BaseException | None:
        try:
            committed = operation.perform(self.state, plan)
        except AgentStateError as exc:
            return exc
        operation.settle(self.world, plan, committed=committed)
        self.intents[-1].done, self.intents[-1].committed = True, committed
        return None


def sweep_writes(
    directory: Path, shim: Shim, figures: FaultFigures, *, configs: str, seed: int
) -> None:
    """Fault every write, sync or truncate of every operation, one call at a time.

    Each (fault kind, operation) pair sweeps on its own small database, so checking the
    whole store after every fault stays cheap.
    """
    sweeps = 0
    swept = [(operation, False) for operation in SWEEP_OPERATIONS]
    swept += [
        (operation, True)
        for operation in SWEEP_OPERATIONS
        if operation.name in BATCH_END_OPERATIONS
    ]
    for kind, err, persistent in CONFIGS[configs]:
        for operation, at_batch_end in swept:
            sweeps += 1
            writer = _Writer.start(directory / f"sweep-{sweeps}.db", seed + sweeps)
            try:
                for nth in range(1, MAX_POINTS + 1):
                    if at_batch_end:
                        _fill_to_batch_end(writer)
                    chosen, plan = writer.plan(operation)
                    shim.arm(kind, nth, err, persistent=persistent)
                    error = writer.run(chosen, plan)
                    tripped = shim.disarm()
                    where = f"{chosen.name} with {KIND_NAMES[kind]} fault #{nth}"
                    _check_error(error, where)
                    if not tripped:
                        break  # nth is past the last call this operation makes
                    figures.count(kind, error)
                    figures.batch_ends_faulted += at_batch_end
                    _check_after_fault(writer, directory, figures, error=error)
                else:
                    msg = f"{KIND_NAMES[kind]} faults of {operation.name} never stopped tripping"
                    raise AssertionError(msg)
            finally:
                writer.state.close()
            _view_check(writer.path, writer.intents, writer.resolved)


def _last_row_id(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        row: tuple[int] = conn.execute("SELECT coalesce(max(id), 0) FROM events").fetchone()
        return row[0]
    finally:
        conn.close()


def _fill_to_batch_end(writer: _Writer) -> None:
    """Append user messages in one batch, so that the next event completes an index batch."""
    missing = (SEARCH_INDEX_BATCH - 1 - _last_row_id(writer.path)) % SEARCH_INDEX_BATCH
    if missing:
        filler = workload.MessageOperation("batch", 1, workload.user_batch(missing))
        error = writer.run(*writer.plan(filler))
        assert error is None, f"filler batch failed with no fault armed: {error}"
    assert _last_row_id(writer.path) % SEARCH_INDEX_BATCH == SEARCH_INDEX_BATCH - 1


def _check_after_fault(
    writer: _Writer, directory: Path, figures: FaultFigures, *, error: BaseException | None
) -> None:
    image = _crash_image(writer.path, directory / "image")
    present, _ = _view_check(writer.path, writer.intents, writer.resolved)
    if error is not None:
        if present:
            figures.operations_present_after_error += 1
        else:
            figures.operations_absent_after_error += 1
    op = writer.intents[-1].op
    after_crash = {k: v for k, v in writer.resolved.items() if k != op}
    recovered, _ = _view_check(image, writer.intents, after_crash)
    figures.crash_images_checked += 1
    if error is not None and recovered:
        figures.crash_images_with_the_failed_operation += 1
    # The same connection sees what a fresh one sees, and goes on appending.
    with writer.state.backend.read(SESSION_ID) as reader:
        live = workload.View.take(writer.state, reader)
        workload.check_operations(live, writer.intents, resolved=writer.resolved)
    follow_error = writer.run(*writer.plan(workload.OPERATIONS_BY_NAME["user_message"]))
    assert follow_error is None, f"the connection did not recover: {follow_error}"


def sweep_reads(directory: Path, shim: Shim, figures: FaultFigures) -> None:
    """Fault every read of get, search, expand and a full listing on a fresh connection."""
    path = directory / "sweep-1.db"
    with workload.open_state(path, session_id=SESSION_ID) as state:
        events = list(state.events())
        # The marked event nearest the middle (state events and compaction outcomes carry
        # no marker, and which seqs they hold depends on where the sweep's faults fell).
        marked = [event for event in events if workload.marker_of(event) is not None]
        target = min(marked, key=lambda event: abs(event.seq - len(events) // 2))
        found = workload.marker_of(target)
        assert found is not None
        query = workload.marker(*found)
        expected = {
            "get": target,
            "search": [target.seq],
            "expand": [e.seq for e in events[max(0, target.seq - 3) : target.seq + 2]],
            "events": [e.seq for e in events],
        }

    def read(what: str, state: AgentState) -> Any:
        if what == "get":
            return state.evidence.get(target.ref)
        if what == "search":
            return [hit.event.seq for hit in state.evidence.search(query, k=3)]
        if what == "expand":
            return [e.seq for e in state.evidence.expand(target.ref, before=2, after=2)]
        return [e.seq for e in state.events()]

    for what in expected:
        for persistent in (False, True):
            for nth in range(1, MAX_POINTS + 1):
                error: BaseException | None = None
                result: Any = None
                shim.arm(READ, nth, errno.EIO, persistent=persistent)
                try:
                    with workload.open_state(path, session_id=SESSION_ID) as fresh:
                        result = read(what, fresh)
                except AgentStateError as exc:
                    error = exc
                tripped = shim.disarm()
                _check_error(error, f"{what} with read fault #{nth}")
                if not tripped:
                    assert result == expected[what]
                    break
                figures.count(READ, error)
                figures.reads_faulted += 1
                if error is None:
                    assert result == expected[what], f"{what} gave wrong data after a read fault"
            else:
                msg = "read faults never stopped tripping"
                raise AssertionError(msg)


def sweep_open(directory: Path, shim: Shim, figures: FaultFigures) -> None:
    """Fault the first open of a fresh file (schema creation) at every write and sync."""
    for kind in (WRITE, SYNC):
        for nth in range(1, MAX_POINTS + 1):
            path = directory / f"open-{KIND_NAMES[kind]}-{nth}.db"
            error: BaseException | None = None
            shim.arm(kind, nth, errno.EIO, persistent=False)
            try:
                with workload.open_state(path, session_id=SESSION_ID) as state:
                    state.append_user("first")
            except AgentStateError as exc:
                error = exc
            tripped = shim.disarm()
            _check_error(error, f"opening a fresh file with {KIND_NAMES[kind]} fault #{nth}")
            if not tripped:
                break
            figures.count(kind, error)
            figures.opens_faulted += 1
            with workload.open_state(path, session_id=SESSION_ID) as state:
                assert isinstance(state.backend, SqliteBackend)
                assert state.backend.integrity_check() == ["ok"]
                texts = [event.content["text"] for event in state.events()]
                assert texts in ([], ["first"]), texts
                state.append_user("again")
        else:
            msg = "open faults never stopped tripping"
            raise AssertionError(msg)


def main(argv: list[str] | None = None) -> int:
    """Run every sweep in DIRECTORY; print the figures as JSON."""
    parser = argparse.ArgumentParser()
    parser.add_argument("directory", type=Path)
    parser.add_argument("--configs", choices=sorted(CONFIGS), default="default")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    shim = Shim(args.directory)
    figures = FaultFigures()
    sweep_writes(args.directory, shim, figures, configs=args.configs, seed=args.seed)
    sweep_reads(args.directory, shim, figures)
    sweep_open(args.directory, shim, figures)
    sys.stdout.write(json.dumps(asdict(figures)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
