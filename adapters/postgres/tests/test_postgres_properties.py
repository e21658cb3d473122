"""Properties on PostgreSQL: the log state machine (invariants 1, 10, 11) and search parity."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from agentstate import AgentState, SqliteBackend, ToolCall
from agentstate._text import query_phrases
from agentstate.errors import AgentStateError, EvidenceNotFound
from agentstate.events import EventKind, assistant, user
from agentstate.testing import ManualClock, strategies
from agentstate.testing.conformance import new_event
from agentstate.testing.faults import FaultyBackend, InjectedFault

pytest.importorskip("psycopg", reason="psycopg is not installed: pip install -e adapters/postgres")

from agentstate_postgres import PostgresBackend

_RUNS = itertools.count()
WORDS = [
    "refund",
    "Refunds",
    "REFUNDING",
    "café",
    "cafe",
    "mia_li_3668",
    "3668",
    "e-mail",
    "billing@example.com",
    "4921.50",
    "the",
    "not",
    "Zürich",
    "中文",
    "x" * 2100,
    "'",
    "\\",
    "OR",
    "NEAR(",
    "*",
]


@pytest.fixture
def shared_backend(make_postgres: Callable[..., Any]) -> PostgresBackend:
    """One backend for every example of a property (each example uses its own sessions)."""
    backend: PostgresBackend = make_postgres()
    return backend


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    texts=st.lists(st.lists(st.sampled_from(WORDS), max_size=6).map(" ".join), max_size=6),
    query=st.lists(st.sampled_from(WORDS), min_size=1, max_size=3).map(" ".join),
)
def test_any_query_ranks_as_on_sqlite(
    shared_backend: PostgresBackend, texts: list[str], query: str
) -> None:
    """For any texts and query, PostgreSQL ranks the hits SQLite ranks, scores and all."""
    session = f"search-{next(_RUNS)}"
    sqlite = SqliteBackend(":memory:")
    try:
        found = []
        for backend in (shared_backend, sqlite):
            with backend.write(session) as tx:
                tx.append([new_event(text, cum_tokens=n) for n, text in enumerate(texts)])
            with backend.read(session) as reader:
                hits = reader.search(query_phrases(query), k=50)
            found.append([(hit.event.seq, hit.score) for hit in hits])
            assert all(hit.score > 0 for hit in hits)
        assert found[0] == found[1]
    finally:
        sqlite.close()


class PostgresLogMachine(RuleBasedStateMachine):
    """Appends, tool calls, bad batches and faults midway on two sessions of one database."""

    backend: PostgresBackend

    def __init__(self) -> None:
        super().__init__()
        run = next(_RUNS)
        self.faulty = FaultyBackend(self.backend)
        self.sessions = {name: f"{name}-{run}" for name in ("a", "b")}
        clock = ManualClock()
        self.states = {
            name: AgentState.open(self.faulty, session_id=session_id, clock=clock)
            for name, session_id in self.sessions.items()
        }
        self.model: dict[str, list[dict[str, Any]]] = {"a": [], "b": []}
        self.open_calls: dict[str, list[str]] = {"a": [], "b": []}
        self.calls = itertools.count()

    @rule(session=st.sampled_from(["a", "b"]), text=strategies.texts)
    def append_user(self, session: str, text: str) -> None:
        self.states[session].append_user(text)
        self.model[session].append({"text": text})

    @rule(session=st.sampled_from(["a", "b"]), count=st.integers(1, 3))
    def append_calls(self, session: str, count: int) -> None:
        ids = [f"h{next(self.calls)}" for _ in range(count)]
        self.states[session].append_assistant(
            tool_calls=[ToolCall("lookup", {"n": n}, call_id) for n, call_id in enumerate(ids)]
        )
        self.model[session].append({"tool_calls": ids})
        self.open_calls[session] += ids

    @precondition(lambda self: any(self.open_calls.values()))
    @rule(data=st.data())
    def answer_call(self, data: st.DataObject) -> None:
        session = data.draw(st.sampled_from([s for s, ids in self.open_calls.items() if ids]))
        call_id = data.draw(st.sampled_from(self.open_calls[session]))
        self.states[session].append_tool_result(call_id, {"ok": True})
        self.open_calls[session].remove(call_id)
        self.model[session].append({"call_id": call_id})

    @rule(session=st.sampled_from(["a", "b"]), text=strategies.texts)
    def a_bad_batch_writes_nothing(self, session: str, text: str) -> None:
        with pytest.raises(AgentStateError):
            self.states[session].append_many([user(text), assistant(None)])

    @rule(
        session=st.sampled_from(["a", "b"]),
        text=strategies.texts,
        after=st.sampled_from(["append", "put_tool_call"]),
    )
    def a_fault_midway_writes_nothing(self, session: str, text: str, after: str) -> None:
        self.faulty.fail_next_write(after=after)
        with pytest.raises(InjectedFault):
            self.states[session].append_tool_call("lookup", {"text": text})

    @rule(session=st.sampled_from(["a", "b"]))
    def refs_of_the_other_session_never_resolve(self, session: str) -> None:
        other = "b" if session == "a" else "a"
        beyond = len(self.model[session]) + 1
        if len(self.model[other]) >= beyond:
            with pytest.raises(EvidenceNotFound):
                self.states[session].evidence.get(f"ev_{beyond}")

    @invariant()
    def the_log_matches_the_model(self) -> None:
        for name, state in self.states.items():
            events = list(state.events())
            assert [event.seq for event in events] == list(range(1, len(self.model[name]) + 1))
            for event, expected in zip(events, self.model[name], strict=True):
                if "text" in expected:
                    assert event.kind is EventKind.USER
                    assert event.content == {"text": expected["text"]}
                elif "tool_calls" in expected:
                    assert [call.id for call in event.tool_calls] == expected["tool_calls"]
                else:
                    assert event.content["call_id"] == expected["call_id"]
            assert event_open_calls(state) == sorted(self.open_calls[name])


def event_open_calls(state: AgentState) -> list[str]:
    with state.backend.read(state.session_id) as reader:
        return sorted(call.call_id for call in reader.open_tool_calls())


def test_the_log_state_machine(shared_backend: PostgresBackend) -> None:
    """Random operations on two sessions keep every invariant of the log on PostgreSQL."""
    machine = type("Machine", (PostgresLogMachine,), {"backend": shared_backend})
    case = machine.TestCase
    case.settings = settings(max_examples=8, stateful_step_count=20, deadline=None)
    case("runTest").runTest()
