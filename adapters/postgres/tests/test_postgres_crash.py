"""SIGKILL mid-commit on PostgreSQL: nothing is torn, the lock is released, the session goes on."""

from __future__ import annotations

import os
import random
import signal
import time
from collections.abc import Callable
from typing import Any

import pytest

pytest.importorskip("psycopg", reason="psycopg is not installed: pip install -e adapters/postgres")

import pg_workers

from agentstate import AgentState, EventKind, ExtractiveSummarizer
from agentstate.events import Event


def _kill(child: Any) -> None:
    assert child.pid is not None
    os.kill(child.pid, signal.SIGKILL)
    child.join(timeout=30)
    assert child.exitcode == -signal.SIGKILL


def _check_whole(state: AgentState) -> dict[str, int]:
    """Every operation is wholly present or absent; returns what the log holds."""
    events = list(state.events())
    by_seq = {event.seq: event for event in events}
    with state.backend.read(state.session_id) as reader:
        checkpoints = reader.checkpoints()
        for event in events:
            if event.kind is EventKind.ASSISTANT:
                for call in event.tool_calls:
                    record = reader.tool_call(call.id or "")
                    assert record is not None
                    assert record.call_seq == event.seq
            if event.kind is EventKind.TOOL_RESULT:
                record = reader.tool_call(str(event.content["call_id"]))
                assert record is not None
                assert record.result_seq == event.seq
    for event in events:  # a batch of two is appended in one transaction: both or neither
        text = event.content.get("text")
        if isinstance(text, str) and text.startswith("batch "):
            turn, part = text.split()[1], text.split()[-1]
            partner = by_seq.get(event.seq + 1 if part == "1" else event.seq - 1)
            assert partner is not None
            assert partner.content == {"text": f"batch {turn} part {'2' if part == '1' else '1'}"}
    committed = [
        event
        for event in events
        if event.kind is EventKind.COMPACTION and event.content.get("outcome") == "committed"
    ]
    assert [event.seq for event in committed] == [c.event_seq for c in checkpoints]
    assert [c.version for c in checkpoints] == list(range(1, len(checkpoints) + 1))
    return {"events": len(events), "checkpoints": len(checkpoints)}


def _answer_open_calls(state: AgentState) -> None:
    with state.backend.read(state.session_id) as reader:
        pending = reader.open_tool_calls()
    for call in pending:
        state.append_tool_result(call.call_id, {"error": "worker died"}, is_error=True)


def _events(state: AgentState) -> list[Event]:
    return list(state.events())


def test_kill_inside_the_checkpoint_commit_tears_nothing(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any]
) -> None:
    """A compaction killed between its writes and its commit leaves no trace and no lock."""
    backend = make_postgres(lock_timeout=5)
    state = AgentState.open(backend, session_id="crash")
    pg_workers.fill(state)
    before = _events(state)
    ctx = pg_workers.context()
    ready = ctx.Event()
    child = ctx.Process(
        target=pg_workers.stalled_compactor,
        args=(postgres_url, schema),
        kwargs={"session_id": "crash", "ready": ready},
    )
    child.start()
    assert ready.wait(timeout=60), "the compactor never reached its commit"
    _kill(child)
    assert _events(state) == before
    assert state.checkpoints() == []
    assert backend.integrity_check() == ["ok"]
    result = state.compact(ExtractiveSummarizer(), policy=pg_workers.POLICY)  # lock was released
    assert result.committed
    assert state.append_user("still here").seq == before[-1].seq + 2
    assert _check_whole(state)["checkpoints"] == 1


def test_random_kills_leave_whole_operations(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any]
) -> None:
    """Workers killed at random moments of appends, batches and compactions tear nothing."""
    backend = make_postgres(lock_timeout=5)
    state = AgentState.open(backend, session_id="busy")
    pg_workers.fill(state, turns=2)
    ctx = pg_workers.context()
    rng = random.Random(1301)
    for _ in range(10):
        _answer_open_calls(state)  # a killed worker may leave its call pending: recover it
        ready = ctx.Event()
        child = ctx.Process(
            target=pg_workers.busy_worker,
            args=(postgres_url, schema),
            kwargs={"session_id": "busy", "ready": ready},
        )
        child.start()
        assert ready.wait(timeout=60)
        time.sleep(rng.uniform(0.05, 0.4))
        assert child.is_alive(), "the worker stopped before it was killed"
        _kill(child)
        assert backend.integrity_check() == ["ok"]
        _check_whole(state)
    _answer_open_calls(state)
    state.append_user("the session goes on")
    figures = _check_whole(state)
    assert figures["events"] > 40
    assert figures["checkpoints"] >= 1
