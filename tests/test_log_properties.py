"""Properties of the log on every backend: round trips, and a state machine for invariants.

- Invariant 1: every event stays retrievable by its ref, exactly as appended.
- Invariant 10: a ref of one session never resolves through another.
- Invariant 11: an operation that fails (bad input, or a fault midway through the write)
  leaves the store as it was before it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from tempfile import TemporaryDirectory

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from agentstate import AgentState, MemoryBackend, SqliteBackend, StorageBackend, ToolCall
from agentstate._json import JSONValue
from agentstate.errors import AgentStateError, EvidenceNotFound, ToolCallError
from agentstate.events import EventKind, EventSpec, assistant, tool_result, user
from agentstate.testing import ManualClock, strategies
from agentstate.testing.faults import FaultyBackend, InjectedFault

BACKEND_FACTORIES: dict[str, Callable[[Path], StorageBackend]] = {
    "memory": lambda _: MemoryBackend(),
    "sqlite": lambda tmp: SqliteBackend(tmp / "state.db"),
}


@pytest.mark.parametrize("name", sorted(BACKEND_FACTORIES))
@given(content=strategies.json_values(), session_id=strategies.session_ids)
def test_any_result_round_trips(
    name: str, content: JSONValue, session_id: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Any JSON tool result, in any valid session, reads back exactly after a reopen."""
    tmp = tmp_path_factory.mktemp(name)
    backend = BACKEND_FACTORIES[name](tmp)
    state = AgentState.open(backend, session_id=session_id, clock=ManualClock())
    call = state.append_tool_call("tool", {"echo": content})
    ref = state.append_tool_result(call, content)
    if name == "sqlite":
        backend.close()
        backend = SqliteBackend(tmp / "state.db")
        state = AgentState.open(backend, session_id=session_id)
    event = state.evidence.get(ref.ref)
    assert event.content["result"] == content
    assert state.evidence.get("ev_1").content["tool_calls"][0]["arguments"] == {"echo": content}  # type: ignore[index, call-overload]
    backend.close()


@pytest.mark.parametrize("name", sorted(BACKEND_FACTORIES))
@given(history=strategies.histories())
def test_any_history_appends_in_one_batch(
    name: str, history: list[EventSpec], tmp_path_factory: pytest.TempPathFactory
) -> None:
    """A well-formed history appended as one batch reads back with consistent bookkeeping."""
    backend = BACKEND_FACTORIES[name](tmp_path_factory.mktemp(name))
    state = AgentState.open(backend, session_id="s", clock=ManualClock())
    state.append_many(history)
    events = list(state.events())
    assert [event.seq for event in events] == list(range(1, len(history) + 1))
    running = 0
    open_calls: set[str] = set()
    for spec, event in zip(history, events, strict=True):
        running += event.tokens
        assert event.cum_tokens == running
        open_calls.update(call.id or "" for call in event.tool_calls)
        if event.kind is EventKind.TOOL_RESULT:
            open_calls.discard(str(spec.content["call_id"]))
        assert event.open_calls == len(open_calls)
    backend.close()


texts = st.text(max_size=40)


class LogMachine(RuleBasedStateMachine):
    """Appends, failed appends, faults and reads across two sessions, checked against a model."""

    factory: Callable[[Path], StorageBackend] = staticmethod(BACKEND_FACTORIES["memory"])

    @initialize()
    def open_store(self) -> None:
        self.tmp = TemporaryDirectory()
        self.faulty = FaultyBackend(self.factory(Path(self.tmp.name)))
        clock = ManualClock()
        self.states = {
            name: AgentState.open(self.faulty, session_id=name, clock=clock) for name in ("a", "b")
        }
        self.model: dict[str, list[tuple[EventKind, dict[str, JSONValue]]]] = {"a": [], "b": []}
        self.open_calls: dict[str, list[str]] = {"a": [], "b": []}
        self.calls_made = 0

    def teardown(self) -> None:
        if hasattr(self, "faulty"):
            self.faulty.close()
            self.tmp.cleanup()

    @rule(session=st.sampled_from("ab"), text=texts)
    def append_user(self, session: str, text: str) -> None:
        ref = self.states[session].append_user(text)
        self.model[session].append((EventKind.USER, {"text": text}))
        assert ref.seq == len(self.model[session])

    @rule(session=st.sampled_from("ab"), count=st.integers(1, 3), text=st.none() | texts)
    def append_calls(self, session: str, count: int, text: str | None) -> None:
        calls = []
        for _ in range(count):
            self.calls_made += 1
            calls.append(ToolCall("lookup", {"n": self.calls_made}, f"c{self.calls_made}"))
        self.states[session].append_assistant(text, tool_calls=calls)
        self.model[session].append((EventKind.ASSISTANT, assistant(text, tool_calls=calls).content))
        self.open_calls[session].extend(call.id or "" for call in calls)

    @precondition(lambda self: any(self.open_calls.values()))
    @rule(data=st.data(), is_error=st.booleans())
    def answer_call(self, data: st.DataObject, is_error: bool) -> None:
        session = data.draw(st.sampled_from([s for s in "ab" if self.open_calls[s]]))
        call_id = data.draw(st.sampled_from(self.open_calls[session]))
        self.states[session].append_tool_result(call_id, {"ok": call_id}, is_error=is_error)
        self.open_calls[session].remove(call_id)
        content = tool_result(call_id, {"ok": call_id}, is_error=is_error).content
        self.model[session].append((EventKind.TOOL_RESULT, {**content, "name": "lookup"}))

    @rule(session=st.sampled_from("ab"), call_id=st.sampled_from(["c1", "zz", "c2"]))
    def answer_a_call_not_open_here(self, session: str, call_id: str) -> None:
        if call_id in self.open_calls[session]:
            return
        with pytest.raises(ToolCallError):
            self.states[session].append_tool_result(call_id, "x")

    @rule(session=st.sampled_from("ab"), text=texts)
    def batch_with_a_bad_member_writes_nothing(self, session: str, text: str) -> None:
        with pytest.raises(AgentStateError):
            self.states[session].append_many([user(text), tool_result("never-made", 1)])

    @rule(
        session=st.sampled_from("ab"),
        text=texts,
        after=st.sampled_from(["append", "put_tool_call"]),
    )
    def fault_midway_writes_nothing(self, session: str, text: str, after: str) -> None:
        self.faulty.fail_next_write(after=after)
        calls = [ToolCall("lookup", {}, f"f{self.calls_made}-{len(self.model[session])}")]
        with pytest.raises(InjectedFault):
            self.states[session].append_many([user(text), assistant(tool_calls=calls)])

    @rule(session=st.sampled_from("ab"), data=st.data())
    def refs_of_the_other_session_never_resolve(self, session: str, data: st.DataObject) -> None:
        other = "b" if session == "a" else "a"
        if not self.model[other]:
            return
        seq = data.draw(st.integers(1, len(self.model[other])))
        foreign = self.states[other].evidence.get(f"ev_{seq}")
        with pytest.raises(EvidenceNotFound):
            self.states[session].evidence.get(foreign)

    @invariant()
    def log_matches_the_model(self) -> None:
        for session, expected in self.model.items():
            events = list(self.states[session].events())
            assert [(event.kind, event.content) for event in events] == expected
            assert [event.seq for event in events] == list(range(1, len(expected) + 1))
            assert {event.session_id for event in events} <= {session}
            running = 0
            for event in events:
                running += event.tokens
                assert event.cum_tokens == running
            if events:
                assert events[-1].open_calls == len(self.open_calls[session])
                last = self.states[session].evidence.get(events[-1].ref)
                assert last == events[-1]


class TestLogMachineMemory(LogMachine.TestCase):  # type: ignore[name-defined]
    settings = settings(max_examples=40, stateful_step_count=30, deadline=None)


class SqliteLogMachine(LogMachine):
    factory = staticmethod(BACKEND_FACTORIES["sqlite"])


class TestLogMachineSqlite(SqliteLogMachine.TestCase):  # type: ignore[name-defined]
    settings = settings(max_examples=25, stateful_step_count=30, deadline=None)


_STEP = st.tuples(st.sampled_from(["call", "result"]), st.sampled_from(["a", "b", "c"]))


@pytest.mark.parametrize("name", sorted(BACKEND_FACTORIES))
@settings(max_examples=40, deadline=None)
@given(batches=st.lists(st.lists(_STEP, min_size=1, max_size=4), min_size=1, max_size=4))
def test_stray_results_are_notes_in_any_batches(
    name: str, batches: list[list[tuple[str, str]]], tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Batched appends of calls and results, strays among them, with stray_results="note".

    Every batch appends whole; the log then holds each call once, each first answer of a
    call made before it paired, and every other result as a note, in order, and the calls
    left open are those no result answered.
    """
    backend = BACKEND_FACTORIES[name](tmp_path_factory.mktemp(name))
    state = AgentState.open(backend, session_id="s", clock=ManualClock(), stray_results="note")
    called: set[str] = set()
    answered: set[str] = set()
    expected: list[tuple[str, str]] = []
    for batch in batches:
        specs = []
        for verb, call_id in batch:
            if verb == "call":
                if call_id in called:
                    continue
                called.add(call_id)
                specs.append(assistant(tool_calls=[ToolCall("t", {}, call_id)]))
                expected.append(("call", call_id))
            else:
                specs.append(tool_result(call_id, call_id))
                paired = call_id in called and call_id not in answered
                answered |= {call_id} if paired else set()
                expected.append(("result" if paired else "note", call_id))
        if specs:
            state.append_many(specs)
    seen = []
    for event in state.events():
        if event.kind is EventKind.ASSISTANT:
            seen.append(("call", str(event.tool_calls[0].id)))
        elif event.kind is EventKind.TOOL_RESULT:
            seen.append(("result", str(event.content["call_id"])))
        else:
            stray = event.content["extra"]["stray_result"]  # type: ignore[index, call-overload]
            seen.append(("note", str(stray["result"]["call_id"])))  # type: ignore[index, call-overload]
    assert seen == expected
    open_calls = {call_id for verb, call_id in expected if verb == "call"} - {
        call_id for verb, call_id in expected if verb == "result"
    }
    assert [event.open_calls for event in state.events()][-1] == len(open_calls)
    backend.close()
