"""Crash mid-operation: a child writes in a loop, the parent SIGKILLs it, then checks the store.

The child announces each operation in an *intent log* before performing it, and again once
the call has returned. The log is a plain file written with one ``write()`` per line on an
``O_APPEND`` descriptor, so what the child wrote survives its SIGKILL (the kernel holds it;
only a power cut could lose it). After each kill the parent:

1. reopens the SQLite file (WAL recovery runs) and requires ``PRAGMA integrity_check`` = ok;
2. checks every operation of the log against the store (`check_intents`): acknowledged ones
   wholly present, refused ones wholly absent, the one in flight present or absent but never
   torn (and never changing its mind at a later check), and no event unaccounted for;
3. runs every invariant of `workload.INVARIANTS` on the session;
4. appends one more operation itself: the session continues.
"""

from __future__ import annotations

import json
import os
import random
import signal
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentstate import AgentState, SqliteBackend
from agentstate.backends import Durability

from . import procs, workload

SESSION_ID = "ticket-crash"
MAX_OPS_PER_CHILD = 5_000
"""A child that is never killed stops on its own after this many operations."""


# --- the intent log ---------------------------------------------------------------------------


class IntentLog:
    """Append-only JSON lines; each line is one ``write()``, so a kill cannot interleave them."""

    def __init__(self, path: Path) -> None:
        self._fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def _write(self, record: dict[str, Any]) -> None:
        os.write(self._fd, (json.dumps(record, separators=(",", ":")) + "\n").encode())

    def note(self, what: str, **details: Any) -> None:
        """A progress note (``opened``, ``error``)."""
        self._write({"note": what, **details})

    def begin(self, op: int, name: str, plan: workload.Plan) -> None:
        """Operation `op` is about to run."""
        self._write({"op": op, "name": name, "plan": plan})

    def done(self, op: int, *, committed: bool) -> None:
        """Operation `op` returned (committed, or refused as planned)."""
        self._write({"op": op, "done": True, "committed": committed})

    def close(self) -> None:
        """Close the descriptor."""
        os.close(self._fd)


@dataclass
class LogContents:
    """What an intent log holds: the operations in order, and the notes."""

    intents: list[workload.Intent]
    notes: list[dict[str, Any]]

    @property
    def next_op(self) -> int:
        """An op id not used yet."""
        return max((intent.op for intent in self.intents), default=0) + 1


def read_log(path: Path) -> LogContents:
    """Parse an intent log; a torn last line (a kill inside ``write()``) is ignored."""
    intents: dict[int, workload.Intent] = {}
    notes: list[dict[str, Any]] = []
    lines = path.read_bytes().split(b"\n") if path.exists() else []
    for number, line in enumerate(lines):
        if not line:
            continue
        try:
            record = json.loads(line)
        except ValueError:
            assert number == len(lines) - 1, f"intent log line {number + 1} is corrupt"
            continue
        if "note" in record:
            notes.append(record)
        elif record.get("done"):
            intent = intents[record["op"]]
            intent.done, intent.committed = True, record["committed"]
        else:
            intents[record["op"]] = workload.Intent(record["op"], record["name"], record["plan"])
    return LogContents(list(intents.values()), notes)


# --- the child --------------------------------------------------------------------------------


def perform(
    state: AgentState,
    log: IntentLog,
    world: workload.World,
    rng: random.Random,
    op: int,
    operation: workload.Operation | None = None,
) -> None:
    """Plan, announce, perform and acknowledge one operation."""
    if operation is None:
        operation, plan = workload.choose(world, rng, op)
    else:
        planned = operation.plan(world, rng, op)
        assert planned is not None
        plan = planned
    log.begin(op, operation.name, plan)
    committed = operation.perform(state, plan)
    log.done(op, committed=committed)
    operation.settle(world, plan, committed=committed)


def world_of(state: AgentState) -> workload.World:
    """A writer's world rebuilt from the store (after a kill, the store is the truth)."""
    with state.backend.read(state.session_id) as reader:
        return workload.World(open_calls=[call.call_id for call in reader.open_tool_calls()])


def crash_worker(path: str, log_path: str, seed: int, first_op: int, durability: str) -> None:
    """The child: open the session and perform operations until killed."""
    log = IntentLog(Path(log_path))
    try:
        mode: Durability = "full" if durability == "full" else "normal"
        state = AgentState.open(path, session_id=SESSION_ID, durability=mode)
        log.note("opened")
        world = world_of(state)
        rng = random.Random(seed)
        for op in range(first_op, first_op + MAX_OPS_PER_CHILD):
            perform(state, log, world, rng, op)
        state.close()
    except BaseException as exc:
        log.note("error", error=f"{type(exc).__module__}.{type(exc).__name__}: {exc}")
        raise


# --- the parent's checks ----------------------------------------------------------------------


@dataclass
class CrashFigures:
    """What a kill loop did."""

    kills: int = 0
    files: int = 0
    killed_before_open: int = 0
    """Kills that landed while the child was starting or opening (creating the schema)."""
    in_flight_absent: int = 0
    """Kills inside an operation that left it wholly absent (rolled back)."""
    in_flight_present: int = 0
    """Kills after an operation committed but before the child acknowledged it."""
    between_operations: int = 0
    operations_acknowledged: int = 0
    events_checked: int = 0
    resumed: int = 0
    by_durability: dict[str, int] = field(default_factory=dict)


def verify_after_kill(
    path: Path, log_path: Path, resolved: dict[int, bool], rng: random.Random
) -> tuple[LogContents, bool, int]:
    """Reopen, check integrity, operations and invariants, then append once more.

    Returns the log as read, whether its last operation is present, and the event count.
    """
    contents = read_log(log_path)
    backend = SqliteBackend(path)
    try:
        assert backend.integrity_check() == ["ok"]
        state = AgentState.open(backend, session_id=SESSION_ID)
        with backend.read(SESSION_ID) as reader:
            view = workload.View.take(state, reader)
            last_present = workload.check_operations(view, contents.intents, resolved=resolved)
            workload.check_invariants(view)
            count = len(view.events)
        workload.check_invariants(view, workload.STORE_INVARIANTS)
        log = IntentLog(log_path)
        try:
            operation = workload.OPERATIONS_BY_NAME["user_message"]
            perform(state, log, world_of(state), rng, contents.next_op, operation)
        finally:
            log.close()
    finally:
        backend.close()
    return contents, last_present, count


def run_kill_loop(
    directory: Path, *, kills: int, seed: int, kills_per_file: int = 10
) -> CrashFigures:
    """SIGKILL a writing child `kills` times; check everything after each kill."""
    rng = random.Random(seed)
    figures = CrashFigures()
    ctx = procs.context()
    path = log_path = directory
    resolved: dict[int, bool] = {}
    durability = "full"
    for kill in range(kills):
        if kill % kills_per_file == 0:
            figures.files += 1
            durability = ("full", "normal")[figures.files % 2]
            path = directory / f"crash-{figures.files}.db"
            log_path = directory / f"crash-{figures.files}.log"
            resolved = {}
        before = read_log(log_path)
        first_op, notes_before = before.next_op, len(before.notes)
        child = ctx.Process(
            target=crash_worker,
            args=(str(path), str(log_path), rng.randrange(2**32), first_op, durability),
        )
        child.start()
        if rng.random() < 0.15:
            time.sleep(rng.uniform(0, 0.02))  # aim at start-up, open and schema creation
        else:
            _wait_for_note(log_path, "opened", before=notes_before, child=child)
            time.sleep(rng.uniform(0, 0.04))
        child.kill()
        child.join()
        errors = [note for note in read_log(log_path).notes if note["note"] == "error"]
        assert not errors, f"the child failed on its own: {errors}"
        assert child.exitcode == -signal.SIGKILL, f"child exit code {child.exitcode}"
        opened = any(note["note"] == "opened" for note in read_log(log_path).notes[notes_before:])
        contents, last_present, count = verify_after_kill(path, log_path, resolved, rng)
        _tally(figures, contents, first_op=first_op, opened=opened, present=last_present)
        figures.kills += 1
        figures.events_checked += count
        figures.resumed += 1
        figures.by_durability[durability] = figures.by_durability.get(durability, 0) + 1
    return figures


def _wait_for_note(log_path: Path, note: str, *, before: int, child: Any) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        notes = read_log(log_path).notes[before:]
        if any(record["note"] in (note, "error") for record in notes):
            return
        if not child.is_alive():
            return
        time.sleep(0.0005)
    msg = f"the child never wrote {note!r}"
    raise AssertionError(msg)


def _tally(
    figures: CrashFigures, contents: LogContents, *, first_op: int, opened: bool, present: bool
) -> None:
    mine = [intent for intent in contents.intents if intent.op >= first_op]
    figures.operations_acknowledged += sum(1 for intent in mine if intent.done)
    if not opened:
        figures.killed_before_open += 1
    elif not mine or mine[-1].done:
        figures.between_operations += 1
    elif present:
        figures.in_flight_present += 1
    else:
        figures.in_flight_absent += 1
