"""Processes racing on one PostgreSQL database: no lost or doubled event, one winning compaction."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

pytest.importorskip("psycopg", reason="psycopg is not installed: pip install -e adapters/postgres")

import pg_workers

from agentstate import AgentState

APPENDS_PER_WRITER = 20


def _join(children: list[Any], out: Any) -> list[Any]:
    results = [out.get(timeout=120) for _ in children]
    for child in children:
        child.join(timeout=30)
        assert child.exitcode == 0, f"worker exited with {child.exitcode}"
    return results


@pytest.mark.parametrize("writers", [1, 2, 4, 8])
@pytest.mark.parametrize("mode", ["same", "different"])
def test_processes_appending_lose_and_double_nothing(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any], writers: int, mode: str
) -> None:
    """Processes appending to one shared session or to their own keep every seq dense, none lost."""
    make_postgres().close()  # migrate once, so the race is about appends
    ctx = pg_workers.context()
    start, out = ctx.Barrier(writers), ctx.Queue()
    children = [
        ctx.Process(
            target=pg_workers.append_writer,
            args=(postgres_url, schema),
            kwargs={
                "writer": writer,
                "sessions": ["shared"] if mode == "same" else [f"own-{writer}"],
                "count": APPENDS_PER_WRITER,
                "start": start,
                "out": out,
            },
        )
        for writer in range(writers)
    ]
    for child in children:
        child.start()
    results = _join(children, out)
    assert [error for _, _, error in results if error] == []
    acknowledged = [ack for _, acks, _ in results for ack in acks]
    backend = make_postgres()
    per_session = Counter(session for session, _, _ in acknowledged)
    for session, count in per_session.items():
        state = AgentState.open(backend, session_id=session)
        events = list(state.events())
        assert [event.seq for event in events] == list(range(1, count + 1))
        by_seq = {event.seq: event for event in events}
        for acked_session, seq, text in acknowledged:
            if acked_session == session and text:
                assert by_seq[seq].content == {"text": text}
    assert sum(per_session.values()) == writers * (APPENDS_PER_WRITER + APPENDS_PER_WRITER // 5)
    for _, acks, _ in results:  # each writer's own appends keep its order
        seqs: dict[str, list[int]] = {}
        for session, seq, _ in acks:
            seqs.setdefault(session, []).append(seq)
        assert all(order == sorted(order) for order in seqs.values())
    assert backend.integrity_check() == ["ok"]


@pytest.mark.parametrize("rivals", [2, 4, 8])
def test_racing_compactions_from_one_parent_commit_once(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any], rivals: int
) -> None:
    """Processes compacting from the same parent: exactly one commits, the rest conflict."""
    backend = make_postgres()
    state = AgentState.open(backend, session_id="race")
    pg_workers.fill(state)
    ctx = pg_workers.context()
    start, out = ctx.Barrier(rivals), ctx.Queue()
    children = [
        ctx.Process(
            target=pg_workers.compacting_worker,
            args=(postgres_url, schema),
            kwargs={"session_id": "race", "start": start, "out": out},
        )
        for _ in range(rivals)
    ]
    for child in children:
        child.start()
    outcomes = sorted(_join(children, out))
    assert outcomes == ["committed"] + ["conflict"] * (rivals - 1)
    [checkpoint] = state.checkpoints()
    assert checkpoint.version == 1
    compactions = [event.content for event in state.events() if event.kind.value == "compaction"]
    assert [content["outcome"] for content in compactions] == ["committed"]
    assert checkpoint.event_seq == next(
        event.seq for event in state.events() if event.kind.value == "compaction"
    )
    assert backend.integrity_check() == ["ok"]
