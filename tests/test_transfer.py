"""Copying a session between backends: the whole session or none of it, every ref intact."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings

from agentstate import AgentState, MemoryBackend, SqliteBackend, StorageBackend
from agentstate._text import query_phrases
from agentstate.backends.base import ActionRecord, FactRecord, PinRecord
from agentstate.cli import cli
from agentstate.errors import InvalidInput
from agentstate.events import EventSpec
from agentstate.summary import Checkpoint
from agentstate.testing import ManualClock, strategies
from agentstate.testing.faults import FaultyBackend, InjectedFault
from agentstate.transfer import CopyReport, copy_session

_SESSIONS = itertools.count()
TARGETS: dict[str, Callable[[Path], StorageBackend]] = {
    "memory": lambda _: MemoryBackend(),
    "sqlite-file": lambda tmp: SqliteBackend(tmp / "target.db"),
}


def _checkpoint(version: int, covers_through: int, event_seq: int) -> Checkpoint:
    return Checkpoint(
        version=version,
        parent=version - 1,
        covers_through=covers_through,
        summary={"objective": {"text": "refund", "refs": ["ev_1"]}},
        schema_version=1,
        summarizer="test",
        summarizer_version="1",
        created_at=datetime(2026, 1, 1, tzinfo=UTC) + timedelta(minutes=version),
        token_count=12,
        event_seq=event_seq,
    )


def _fill(backend: StorageBackend, session_id: str, history: list[EventSpec]) -> None:
    """A session with events, and records of every kind beside them."""
    state = AgentState.open(backend, session_id=session_id, clock=ManualClock())
    state.append_many(history)
    last = state.append_user("order 4921 refund approved").seq
    with backend.write(session_id) as tx:
        tx.put_fact(FactRecord("order_id", "4921", 1, last))
        tx.put_fact(FactRecord("credit_cents", 2500, last, last))
        tx.put_fact(FactRecord("order_id", "4922", last, last + 1))
        tx.put_action(ActionRecord("act_2", "refund", {"c": 1}, "d2", "pending", "model", 1, 1))
        tx.put_action(ActionRecord("act_1", "credit", {"c": 2}, "d1", "pending", "model", 1, 2))
        tx.put_action(ActionRecord("act_2", "refund", {"c": 1}, "d2", "approved", "sup", 1, 3))
        tx.put_pin(PinRecord(1, last))
        tx.put_checkpoint(_checkpoint(1, 1, last), expected_parent=0)
        tx.put_checkpoint(_checkpoint(2, 1, last), expected_parent=1)


def _snapshot(backend: StorageBackend, session_id: str) -> dict[str, object]:
    """Everything a reader can say about a session, its session id left out."""
    with backend.read(session_id) as reader:
        events = reader.events()
        call_ids = [call.id for event in events for call in event.tool_calls]
        return {
            "head": reader.head(),
            "events": [
                (e.seq, e.kind, e.content, e.created_at, e.tokens, e.cum_tokens, e.open_calls)
                for e in events
            ],
            "calls": [reader.tool_call(call_id or "") for call_id in call_ids],
            "open": reader.open_tool_calls(),
            "facts": [reader.fact_history(fact.key) for fact in reader.facts()],
            "actions": [reader.action_history(action.action_id) for action in reader.actions()],
            "checkpoints": reader.checkpoints(),
            "pins": reader.pins(),
            "coverage": reader.coverage(),
            "search": {
                word: {hit.event.seq for hit in reader.search(query_phrases(word), k=100)}
                for word in ("refund", "4921", "lookup", "call")
            },
        }


@pytest.mark.parametrize("target_name", sorted(TARGETS))
@settings(max_examples=25)
@given(history=strategies.histories())
def test_a_copy_reads_back_identically(
    backend: StorageBackend,
    target_name: str,
    history: list[EventSpec],
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """Every event, record and search result of the copy equals the source's."""
    source_id = f"s-{next(_SESSIONS)}"  # the backend is shared by every example
    _fill(backend, source_id, history)
    target = TARGETS[target_name](tmp_path_factory.mktemp("target"))
    try:
        report = copy_session(backend, target, session_id=source_id, to_session_id="copy")
        assert _snapshot(target, "copy") == _snapshot(backend, source_id)
        assert report.events == len(history) + 1
        assert (report.facts, report.actions, report.checkpoints, report.pins) == (3, 3, 2, 1)
        assert [info.session_id for info in target.sessions()] == ["copy"]
    finally:
        target.close()


def test_the_copy_goes_on_where_the_source_stopped(backend: StorageBackend) -> None:
    """After a copy, appends continue the seq and pending tool calls can be answered."""
    state = AgentState.open(backend, session_id="s", clock=ManualClock())
    state.append_user("look up order 4921")
    call = state.append_tool_call("lookup", {"order": "4921"})
    target = MemoryBackend()
    copy_session(backend, target, session_id="s")
    moved = AgentState.open(target, session_id="s", clock=ManualClock())
    assert moved.append_tool_result(call, {"status": "damaged"}).ref == "ev_3"
    assert moved.evidence.get("ev_2").content == state.evidence.get("ev_2").content
    with target.read("s") as reader:
        assert reader.open_tool_calls() == []


def test_copies_are_refused_over_existing_or_missing_sessions(backend: StorageBackend) -> None:
    """Copying onto a session that exists, from one that does not, or onto itself is refused."""
    AgentState.open(backend, session_id="a").append_user("one")
    AgentState.open(backend, session_id="b").append_user("two")
    with pytest.raises(InvalidInput, match="already holds"):
        copy_session(backend, backend, session_id="a", to_session_id="b")
    with pytest.raises(InvalidInput, match="no session"):
        copy_session(backend, MemoryBackend(), session_id="missing")
    with pytest.raises(InvalidInput, match="onto itself"):
        copy_session(backend, backend, session_id="a")
    report = copy_session(backend, backend, session_id="a", to_session_id="a-fork")
    assert report == CopyReport("a", "a-fork", 1, 0, 0, 0, 0, 0)
    with backend.read("b") as reader:
        assert [event.content for event in reader.events()] == [{"text": "two"}]


def test_a_failed_copy_leaves_the_target_empty(backend: StorageBackend) -> None:
    """A failure after the last record is written still leaves nothing in the target."""
    _fill(backend, "s", [])
    target = FaultyBackend(MemoryBackend())
    target.fail_next_write(after="put_pin")
    with pytest.raises(InjectedFault):
        copy_session(backend, target, session_id="s")
    assert target.sessions() == []
    with target.read("s") as reader:
        assert reader.head().seq == 0
        assert reader.checkpoints() == []


def test_the_copy_command(tmp_path: Path) -> None:
    """`agentstate copy` moves a session between files and reports the counts as JSON."""
    source, target = tmp_path / "old.db", tmp_path / "new.db"
    with closing(SqliteBackend(source)) as backend:
        _fill(backend, "ticket-9104", [])
    result = CliRunner().invoke(
        cli, ["copy", str(source), str(target), "--session", "ticket-9104", "--json"]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["checkpoints"] == 2
    with closing(SqliteBackend(source)) as old, closing(SqliteBackend(target)) as new:
        assert _snapshot(new, "ticket-9104") == _snapshot(old, "ticket-9104")
    again = CliRunner().invoke(cli, ["copy", str(source), str(target), "--session", "ticket-9104"])
    assert again.exit_code == 1
    assert "already holds session 'ticket-9104'" in again.output
    missing = CliRunner().invoke(
        cli, ["copy", str(tmp_path / "no.db"), str(target), "--session", "x"]
    )
    assert missing.exit_code == 1
    assert "no database at" in missing.output
    assert not (tmp_path / "no.db").exists()
