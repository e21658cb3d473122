"""Storage-fault children: a file size limit, a tiny filesystem, a read-only database.

Each child performs workload operations while the fault is in force, records every plan and
whether its call returned, and reports back; the parent checks the store afterwards with
`workload.check_operations` (an operation whose call raised is "in flight": wholly present
or wholly absent) and every invariant. Errors that reach the caller are recorded by class:
anything but an agentstate `StorageError` fails the test.
"""

from __future__ import annotations

import ctypes
import os
import random
import resource
import shutil
import signal
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentstate import AgentState
from agentstate.errors import AgentStateError

from . import workload

SESSION_ID = "ticket-faults"
_CLONE_NEWNS = 0x00020000
_MS_RDONLY = 1
_MS_REMOUNT = 32
_MS_REC = 16384
_MS_PRIVATE = 1 << 18


@dataclass
class FaultReport:
    """What a fault child did: its operations, and the errors that reached it."""

    intents: list[workload.Intent] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    """``module.Class: message`` of every error raised by an operation."""
    phases: dict[str, int] = field(default_factory=dict)
    """Operations that failed in each phase of the fault."""
    failure: str | None = None
    """Set when the child itself broke (not an operation refused by a fault)."""


class _Writer:
    """Performs workload operations and records them in a report."""

    def __init__(self, state: AgentState, report: FaultReport, seed: int) -> None:
        self.state = state
        self.report = report
        self.world = workload.World()
        self.rng = random.Random(seed)

    def step(self, phase: str, name: str | None = None) -> bool:
        """One operation; True if its call returned, False if an agentstate error stopped it."""
        op = len(self.report.intents) + 1
        if name is None:
            operation, plan = workload.choose(self.world, self.rng, op)
        else:
            operation = workload.OPERATIONS_BY_NAME[name]
            planned = operation.plan(self.world, self.rng, op)
            assert planned is not None
            plan = planned
        intent = workload.Intent(op, operation.name, plan)
        self.report.intents.append(intent)
        try:
            committed = operation.perform(self.state, plan)
        except AgentStateError as exc:
            self.report.errors.append(f"{type(exc).__module__}.{type(exc).__name__}: {exc}")
            self.report.phases[phase] = self.report.phases.get(phase, 0) + 1
            return False
        operation.settle(self.world, plan, committed=committed)
        intent.done, intent.committed = True, committed
        return True

    def until_refused(self, phase: str, *, limit: int = 2_000) -> None:
        """Large operations until the fault refuses one, then a few more."""
        refused = 0
        for _ in range(limit):
            if not self.step(phase, "large_call_and_result"):
                refused += 1
                if refused == 3:
                    return
        msg = f"{phase}: the fault never refused an operation"
        raise AssertionError(msg)


def _run_child(out: Any, body: Any) -> None:
    report = FaultReport()
    try:
        body(report)
    except BaseException as exc:  # noqa: BLE001 - the parent fails the test with it
        report.failure = f"{type(exc).__module__}.{type(exc).__name__}: {exc}"
    out.put(report)


def _file_sizes(path: Path) -> int:
    return max(
        (Path(f"{path}{s}").stat().st_size for s in ("", "-wal") if Path(f"{path}{s}").exists()),
        default=0,
    )


def file_size_limit_child(path: str, headroom: int, seed: int, out: Any) -> None:
    """Appends under RLIMIT_FSIZE (files cannot grow: EFBIG), then with the limit lifted."""

    def body(report: FaultReport) -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # fail the write instead of dying
        with workload.open_state(path, session_id=SESSION_ID) as state:
            writer = _Writer(state, report, seed)
            for _ in range(5):
                assert writer.step("before")
            limit = _file_sizes(Path(path)) + headroom
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.RLIM_INFINITY))
            try:
                writer.until_refused("file size limit")
            finally:
                resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY,) * 2)
            for _ in range(5):
                assert writer.step("after"), "the connection did not recover once space was back"

    _run_child(out, body)


def _libc() -> Any:
    return ctypes.CDLL(None, use_errno=True)


def _mount(
    libc: Any, source: bytes, target: bytes, kind: bytes | None, flags: int, data: bytes | None
) -> None:
    if libc.mount(source, target, kind, flags, data) != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"mount {target.decode()}: {os.strerror(err)}")


def tiny_filesystem_child(directory: str, copy_to: str, seed: int, out: Any) -> None:
    """Fill a tiny tmpfs, free space, then reopen it read-only and writable again.

    In a private mount namespace: a 512 kB tmpfs fills up (ENOSPC), space is freed, then the
    session is reopened on the filesystem remounted read-only (EROFS) and writable again. The
    files are copied out for the parent to check (the mount vanishes with the child).
    """

    def body(report: FaultReport) -> None:
        libc = _libc()
        if libc.unshare(_CLONE_NEWNS) != 0:
            err = ctypes.get_errno()
            raise OSError(err, f"unshare: {os.strerror(err)}")
        _mount(libc, b"none", b"/", None, _MS_REC | _MS_PRIVATE, None)
        target = directory.encode()
        _mount(libc, b"tmpfs", target, b"tmpfs", 0, b"size=512k")
        filler = Path(directory) / "filler"
        filler.write_bytes(b"\0" * 128 * 1024)
        path = Path(directory) / "tiny.db"
        with workload.open_state(path, session_id=SESSION_ID) as state:
            writer = _Writer(state, report, seed)
            writer.until_refused("disk full")
            filler.unlink()
            for _ in range(3):
                assert writer.step("space back", "user_message"), (
                    "no recovery after space was freed"
                )
        # A filesystem mounted read-only refuses even root; files open for writing forbid the
        # remount, so the session is closed first and reopened on the read-only mount.
        _mount(libc, b"tmpfs", target, b"tmpfs", _MS_REMOUNT | _MS_RDONLY, b"size=512k")
        _open_then_write(path, report)
        report.phases["read-only filesystem"] = 1
        _mount(libc, b"tmpfs", target, b"tmpfs", _MS_REMOUNT, b"size=512k")
        with workload.open_state(path, session_id=SESSION_ID) as state:
            writer.state = state
            for _ in range(3):
                assert writer.step("writable again", "user_message")
        for suffix in ("", "-wal"):
            if Path(f"{path}{suffix}").exists():
                shutil.copyfile(f"{path}{suffix}", Path(copy_to) / f"tiny.db{suffix}")

    _run_child(out, body)


def _open_then_write(path: str | Path, report: FaultReport) -> None:
    """Open the session on read-only storage, then (had it opened) write: each step noted.

    Phases: ``open refused`` when opening raised; otherwise ``opened``, then ``write
    refused`` when the first write raised.
    """
    try:
        state = workload.open_state(path, session_id=SESSION_ID)
    except AgentStateError as exc:
        report.errors.append(f"{type(exc).__module__}.{type(exc).__name__}: {exc}")
        report.phases["open refused"] = 1
        return
    with state:
        report.phases["opened"] = 1
        try:
            state.append_user("must not be written")
        except AgentStateError as exc:
            report.errors.append(f"{type(exc).__module__}.{type(exc).__name__}: {exc}")
            report.phases["write refused"] = 1


def read_only_child(path: str, out: Any) -> None:
    """As an unprivileged user, open (then write) a database in a read-only file and folder."""

    def body(report: FaultReport) -> None:
        if os.geteuid() == 0:
            os.setgid(65534)
            os.setuid(65534)  # as root, file modes alone would not stop a write
        _open_then_write(path, report)

    _run_child(out, body)


def compile_shim(source: Path, into: Path) -> Path:
    """Build `faultshim.c` into a shared library with the system C compiler."""
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if compiler is None:
        msg = "the I/O fault shim needs a C compiler (cc, gcc or clang) on PATH"
        raise RuntimeError(msg)
    library = into / "faultshim.so"
    subprocess.run(
        [compiler, "-shared", "-fPIC", "-O1", "-Wall", "-o", str(library), str(source), "-ldl"],
        check=True,
        capture_output=True,
    )
    return library
