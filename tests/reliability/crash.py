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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentstate import AgentState
from agentstate.backends import Durability, open_backend

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


COMPANION_EVERY = 8
"""With companions, a child opens and closes a short-lived reader every this many operations."""


def crash_worker(
    target: str,
    session_id: str,
    log_path: str,
    seed: int,
    first_op: int,
    durability: str,
    companions: bool,
) -> None:
    """The child: open the session and perform operations until killed.

    With `companions`, the child is an application that opens the store more than once: a
    second session stays open beside the one under test, and a short-lived reader of that
    session opens and closes every `COMPANION_EVERY` operations.
    """
    log = IntentLog(Path(log_path))
    try:
        mode: Durability = "full" if durability == "full" else "normal"
        state = workload.open_state(target, session_id=session_id, durability=mode)
        companion = None
        if companions:
            companion = workload.open_state(target, session_id=f"{session_id}-companion")
            companion.append_user("a second session of the same process")
        log.note("opened")
        world = workload.world_of(state, planned=read_log(Path(log_path)).intents)
        rng = random.Random(seed)
        for op in range(first_op, first_op + MAX_OPS_PER_CHILD):
            perform(state, log, world, rng, op)
            if companions and op % COMPANION_EVERY == 0:
                with workload.open_state(target, session_id=session_id) as reader:
                    reader.backend.tip(session_id)
        state.close()
        if companion is not None:
            companion.close()
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
    with_companions: int = 0
    """Kills of a child holding the store open more than once while another process opened
    and closed it."""
    by_durability: dict[str, int] = field(default_factory=dict)
    acknowledged_by_operation: dict[str, int] = field(default_factory=dict)
    """Operations acknowledged by killed children, by kind."""
    in_flight_by_operation: dict[str, int] = field(default_factory=dict)
    """Kills inside an operation, by its kind and what it was found to be (present/absent)."""


def verify_after_kill(
    target: str, session_id: str, log_path: Path, resolved: dict[int, bool], rng: random.Random
) -> tuple[LogContents, bool, int]:
    """Reopen, check integrity, operations and invariants, then append once more.

    Returns the log as read, whether its last operation is present, and the event count.
    """
    contents = read_log(log_path)
    backend = open_backend(target)
    try:
        check = getattr(backend, "integrity_check", None)
        if check is not None:
            assert check() == ["ok"]
        state = workload.open_state(backend, session_id=session_id)
        with backend.read(session_id) as reader:
            view = workload.View.take(state, reader)
            last_present = workload.check_operations(view, contents.intents, resolved=resolved)
            workload.check_invariants(view)
            count = len(view.events)
        workload.check_invariants(view, workload.STORE_INVARIANTS)
        log = IntentLog(log_path)
        try:
            operation = workload.OPERATIONS_BY_NAME["user_message"]
            world = workload.world_of(state, planned=contents.intents)
            perform(state, log, world, rng, contents.next_op, operation)
        finally:
            log.close()
    finally:
        backend.close()
    return contents, last_present, count


def sqlite_files(directory: Path) -> Callable[[int], str]:
    """The default stores: a fresh SQLite file per run of kills."""
    return lambda index: str(directory / f"crash-{index}.db")


def run_kill_loop(
    directory: Path,
    *,
    kills: int,
    seed: int,
    kills_per_file: int = 10,
    store: Callable[[int], str] | None = None,
) -> CrashFigures:
    """SIGKILL a writing child `kills` times; check everything after each kill.

    Args:
        directory: Where the intent logs (and, by default, the SQLite files) go.
        kills: How many times to kill.
        seed: Seeds every random choice.
        kills_per_file: Kills per store before a fresh one (and a fresh session).
        store: The target (a path or URL `AgentState.open` takes) of the n-th store; each
            store's session is ``ticket-crash-<n>``, so stores may share one database.
    """
    rng = random.Random(seed)
    figures = CrashFigures()
    ctx = procs.context()
    target_of = store if store is not None else sqlite_files(directory)
    target, session_id, log_path = "", SESSION_ID, directory
    resolved: dict[int, bool] = {}
    durability = "full"
    companions = False
    for kill in range(kills):
        if kill % kills_per_file == 0:
            figures.files += 1
            durability = ("full", "normal")[figures.files % 2]
            companions = (figures.files // 2) % 2 == 1
            target = target_of(figures.files)
            session_id = f"{SESSION_ID}-{figures.files}"
            log_path = directory / f"crash-{figures.files}.log"
            resolved = {}
        before = read_log(log_path)
        first_op, notes_before = before.next_op, len(before.notes)
        child = ctx.Process(
            target=crash_worker,
            args=(
                target,
                session_id,
                str(log_path),
                rng.randrange(2**32),
                first_op,
                durability,
                companions,
            ),
        )
        child.start()
        if rng.random() < 0.15:
            time.sleep(rng.uniform(0, 0.02))  # aim at start-up, open and schema creation
        else:
            _wait_for_note(log_path, "opened", child=child)
            if companions:
                # An operator's look from another process while the child writes: its close
                # must not take the child's live WAL with it.
                time.sleep(rng.uniform(0, 0.01))
                operator = open_backend(target)
                operator.sessions()
                operator.close()
                figures.with_companions += 1
            time.sleep(rng.uniform(0, 0.04))
        child.kill()
        child.join()
        errors = [note for note in read_log(log_path).notes if note["note"] == "error"]
        assert not errors, f"the child failed on its own: {errors}"
        assert child.exitcode == -signal.SIGKILL, f"child exit code {child.exitcode}"
        opened = any(note["note"] == "opened" for note in read_log(log_path).notes[notes_before:])
        contents, last_present, count = verify_after_kill(
            target, session_id, log_path, resolved, rng
        )
        _tally(figures, contents, first_op=first_op, opened=opened, present=last_present)
        figures.kills += 1
        figures.events_checked += count
        figures.resumed += 1
        figures.by_durability[durability] = figures.by_durability.get(durability, 0) + 1
    return figures


def _wait_for_note(log_path: Path, note: str, *, child: Any) -> None:
    """Wait until the child writes `note` (or an error), reading only what it appends."""
    offset = log_path.stat().st_size if log_path.exists() else 0
    wanted = [
        json.dumps({"note": name}, separators=(",", ":"))[:-1].encode() for name in (note, "error")
    ]
    seen = b""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if log_path.exists():
            with log_path.open("rb") as handle:
                handle.seek(offset)
                fresh = handle.read()
            offset += len(fresh)
            seen = seen[-64:] + fresh
            if any(marker in seen for marker in wanted):
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
    for intent in mine:
        if intent.done:
            count = figures.acknowledged_by_operation
            count[intent.name] = count.get(intent.name, 0) + 1
    if not opened:
        figures.killed_before_open += 1
    elif not mine or mine[-1].done:
        figures.between_operations += 1
    else:
        if present:
            figures.in_flight_present += 1
        else:
            figures.in_flight_absent += 1
        key = f"{mine[-1].name} ({'present' if present else 'absent'})"
        figures.in_flight_by_operation[key] = figures.in_flight_by_operation.get(key, 0) + 1
