"""Worker processes for the PostgreSQL race and crash tests.

Children come from a fork server started once with agentstate and this module imported, so a
child costs milliseconds, never inherits a test's open connections, and is a real process
that SIGKILL ends with no cleanup at all. Each child opens its own backend from the URL.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Iterator
from contextlib import contextmanager
from multiprocessing.context import ForkServerContext
from typing import Any

from agentstate_postgres import PostgresBackend

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer
from agentstate.backends.base import SessionWriter
from agentstate.errors import CheckpointConflict
from agentstate.events import user
from agentstate.summary import Checkpoint
from agentstate.testing.summarizers import SlowSummarizer

POLICY = CompactionPolicy(budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1)
"""A policy that a filled session (`fill`) is well over."""

_context: ForkServerContext | None = None


def context() -> ForkServerContext:
    """The shared fork-server context (started on first use)."""
    global _context
    if _context is None:
        made = multiprocessing.get_context("forkserver")
        made.set_forkserver_preload(["agentstate", "agentstate_postgres", __name__])
        _context = made
    return _context


def open_backend(url: str, schema: str) -> PostgresBackend:
    """A small backend for one worker process."""
    return PostgresBackend(url, schema=schema, min_size=1, max_size=2)


def fill(state: AgentState, turns: int = 12) -> None:
    """A support conversation with tool calls: enough history to compact."""
    state.append_user(
        "My pallet for order 4921 arrived damaged. I must get a credit before Friday."
    )
    for i in range(turns):
        call = state.append_tool_call("lookup", {"item": i})
        state.append_tool_result(call, {"row": f"item {i} " + "detail " * 6})
        state.append_assistant(f"I will check item {i + 1} next.")


# --- concurrent appends ----------------------------------------------------------------------


def append_writer(
    url: str,
    schema: str,
    *,
    writer: int,
    sessions: list[str],
    count: int,
    start: Any,
    out: Any,
) -> None:
    """Append `count` messages round robin over `sessions`; report each acknowledged ref."""
    acknowledged: list[tuple[str, int, str]] = []
    error = ""
    try:
        backend = open_backend(url, schema)
        try:
            states = [AgentState.open(backend, session_id=session) for session in sessions]
            start.wait(timeout=60)
            for index in range(count):
                state = states[index % len(states)]
                text = f"writer {writer} message {index}"
                if index % 5 == 4:  # a batch of two in one transaction now and then
                    refs = state.append_many([user(text), user(text + " again")])
                    acknowledged += [(state.session_id, ref.seq, "") for ref in refs]
                else:
                    ref = state.append_user(text)
                    acknowledged.append((state.session_id, ref.seq, text))
        finally:
            backend.close()
    except BaseException as exc:  # noqa: BLE001 - reported to the parent, which fails the test
        error = f"{type(exc).__name__}: {exc}"
    out.put((writer, acknowledged, error))


# --- racing compactions ----------------------------------------------------------------------


def compacting_worker(url: str, schema: str, *, session_id: str, start: Any, out: Any) -> None:
    """Compact once, after every rival has planned from the same parent; report the outcome."""
    try:
        backend = open_backend(url, schema)
        try:
            state = AgentState.open(backend, session_id=session_id)

            def wait_for_rivals(request: object) -> None:
                start.wait(timeout=60)

            summarizer = SlowSummarizer(ExtractiveSummarizer(), wait_for_rivals)
            try:
                result = state.compact(summarizer, policy=POLICY)
                out.put(result.outcome)
            except CheckpointConflict:
                out.put("conflict")
        finally:
            backend.close()
    except BaseException as exc:  # noqa: BLE001 - reported to the parent, which fails the test
        out.put(f"error {type(exc).__name__}: {exc}")


# --- SIGKILL mid-commit ----------------------------------------------------------------------


class _StallingBackend:
    """Delegates to a backend; inside the write that commits a checkpoint, it stalls forever.

    The checkpoint and its compaction event are written, the transaction is still open, and
    the parent is told so: SIGKILL then lands between the writes and their commit.
    """

    def __init__(self, inner: PostgresBackend, ready: Any) -> None:
        self.inner = inner
        self.ready = ready

    def read(self, session_id: str) -> Any:
        return self.inner.read(session_id)

    @contextmanager
    def write(self, session_id: str) -> Iterator[SessionWriter]:
        with self.inner.write(session_id) as writer:
            yield _StallingWriter(writer, self.ready)

    def sessions(self) -> Any:
        return self.inner.sessions()

    def tip(self, session_id: str) -> Any:
        return self.inner.tip(session_id)

    def close(self) -> None:
        self.inner.close()


class _StallingWriter:
    def __init__(self, inner: SessionWriter, ready: Any) -> None:
        self._inner = inner
        self._ready = ready

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def put_checkpoint(self, record: Checkpoint, *, expected_parent: int) -> None:
        self._inner.put_checkpoint(record, expected_parent=expected_parent)
        self._ready.set()
        while True:  # the parent's SIGKILL ends this
            time.sleep(1)


def stalled_compactor(url: str, schema: str, *, session_id: str, ready: Any) -> None:
    """Compact, stalling inside the commit transaction until killed."""
    backend = _StallingBackend(open_backend(url, schema), ready)
    state = AgentState.open(backend, session_id=session_id)  # type: ignore[arg-type]
    state.compact(ExtractiveSummarizer(), policy=POLICY)


def busy_worker(url: str, schema: str, *, session_id: str, ready: Any) -> None:
    """Append, batch and compact in a loop until killed (each step one transaction)."""
    backend = open_backend(url, schema)
    state = AgentState.open(backend, session_id=session_id)
    ready.set()
    turn = 0
    while True:
        turn += 1
        call = state.append_tool_call("lookup", {"turn": turn})
        state.append_tool_result(call, {"row": "detail " * 8})
        state.append_many([user(f"batch {turn} part 1"), user(f"batch {turn} part 2")])
        if turn % 3 == 0:
            state.compact(ExtractiveSummarizer(), policy=POLICY)
