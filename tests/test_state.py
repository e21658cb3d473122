"""AgentState: appending and reading the log, on every backend."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agentstate import AgentState, EventKind, SqliteBackend, ToolCall
from agentstate.errors import (
    AgentStateError,
    InvalidContent,
    InvalidInput,
    InvalidSessionId,
    SessionNotFound,
    ToolCallError,
)
from agentstate.events import EventSpec, assistant, tool_result, user


def _kinds(state: AgentState) -> list[str]:
    return [str(event.kind) for event in state.events()]


def test_appends_get_dense_refs(state: AgentState) -> None:
    """Each append returns the next ev_<seq>; the log reads back in order."""
    refs = [state.append_user("hi"), state.append_assistant("hello"), state.append_system("note")]
    assert [ref.ref for ref in refs] == ["ev_1", "ev_2", "ev_3"]
    assert _kinds(state) == ["user", "assistant", "system"]


def test_event_times_come_from_the_clock(state: AgentState) -> None:
    """created_at is what the injected clock said, in UTC."""
    state.append_user("hi")
    [event] = state.events()
    assert event.created_at == datetime(2026, 1, 1, tzinfo=UTC)


def test_tool_call_and_result(state: AgentState) -> None:
    """A call gets an id, its result names the tool, and bookkeeping closes the call."""
    call = state.append_tool_call("get_order", {"order_id": "4921"})
    assert call.call_ids == ("call_1",)
    result = state.append_tool_result(call, {"status": "delivered"})
    event = state.evidence.get(result)
    assert event.content == {
        "call_id": "call_1",
        "name": "get_order",
        "result": {"status": "delivered"},
        "is_error": False,
    }
    assert [e.open_calls for e in state.events()] == [1, 0]


def test_parallel_calls_answered_in_any_order(state: AgentState) -> None:
    """Several calls in one assistant event stay open until each has its result."""
    ref = state.append_assistant(
        "Checking both.",
        tool_calls=[ToolCall("lookup", {"id": 1}), ToolCall("lookup", {"id": 2}, "mine")],
    )
    assert ref.call_ids == ("call_1_1", "mine")
    state.append_tool_result("mine", "two")
    state.append_tool_result("call_1_1", "one", is_error=True)
    assert [e.open_calls for e in state.events()] == [2, 1, 0]
    with pytest.raises(InvalidInput, match="made 2 tool calls"):
        state.append_tool_result(ref, "ambiguous")


def test_result_for_unknown_call_writes_nothing(state: AgentState) -> None:
    """A result for a call that does not exist raises ToolCallError and appends nothing."""
    state.append_user("hi")
    with pytest.raises(ToolCallError, match="no tool call 'nope'") as caught:
        state.append_tool_result("nope", "x")
    assert caught.value.call_id == "nope"
    assert _kinds(state) == ["user"]


def test_stray_results_takes_raise_or_note(make_state: Callable[..., AgentState]) -> None:
    """Any other value is refused when the state opens, naming the two."""
    with pytest.raises(InvalidInput, match="stray_results must be 'raise' or 'note'"):
        make_state(stray_results="ignore")


def test_second_result_for_a_call_writes_nothing(state: AgentState) -> None:
    """A call is answered exactly once; a second result raises and appends nothing."""
    call = state.append_tool_call("lookup")
    state.append_tool_result(call, "first")
    with pytest.raises(ToolCallError, match="already answered by ev_2"):
        state.append_tool_result(call, "second")
    assert len(list(state.events())) == 2


def test_duplicate_call_id_is_refused(state: AgentState) -> None:
    """A call id may be used once per session."""
    state.append_tool_call("lookup", call_id="c1")
    with pytest.raises(ToolCallError, match="already used"):
        state.append_tool_call("lookup", call_id="c1")
    assert len(list(state.events())) == 1


def test_append_many_is_all_or_nothing(state: AgentState) -> None:
    """A batch with one bad spec appends none of its events."""
    state.append_user("before")
    specs = [user("a"), assistant(tool_calls=[ToolCall("t", {}, "c9")]), tool_result("zz", 1)]
    with pytest.raises(ToolCallError):
        state.append_many(specs)
    assert _kinds(state) == ["user"]
    refs = state.append_many([*specs[:2], tool_result("c9", 1)])
    assert [ref.seq for ref in refs] == [2, 3, 4]


def test_batch_answers_its_own_calls(state: AgentState) -> None:
    """A result may answer a call made earlier in the same batch."""
    state.append_many([assistant(tool_calls=[ToolCall("t", {}, "c1")]), tool_result("c1", "ok")])
    assert [e.open_calls for e in state.events()] == [1, 0]


def test_token_sums_run_over_the_log(state: AgentState) -> None:
    """Each event stores its estimate and the running sum through it."""
    state.append_user("one two three four")
    state.append_assistant("five six")
    first, second = state.events()
    assert first.cum_tokens == first.tokens
    assert second.cum_tokens == first.tokens + second.tokens


@pytest.mark.parametrize(
    "result",
    [
        "x" * (5 * 1024 * 1024),
        {"nested": [[[["deep"]]]], "unicode": "\u4e2d\u6587 \U0001f600", "nul": "a\x00b"},
        [1, 2.5, None, True, {"k": []}],
    ],
)
def test_results_are_stored_exactly(state: AgentState, result: object) -> None:
    """A 5 MB result, unicode, NUL bytes and any JSON come back exactly."""
    call = state.append_tool_call("dump")
    ref = state.append_tool_result(call, result)  # type: ignore[arg-type]
    assert state.evidence.get(ref).content["result"] == result


@pytest.mark.parametrize(
    ("result", "error"),
    [
        ({"value": float("nan")}, InvalidContent),
        ({"value": {1, 2}}, InvalidContent),
        ({"text": "\ud800"}, InvalidContent),
        ("x" * 200, InvalidContent),
    ],
)
def test_bad_content_is_refused_and_nothing_written(
    make_state: Callable[..., AgentState], result: object, error: type[Exception]
) -> None:
    """Non-JSON, invalid unicode and oversized content raise and append nothing."""
    state = make_state(max_event_bytes=100)
    call = state.append_tool_call("t")
    with pytest.raises(error):
        state.append_tool_result(call, result)  # type: ignore[arg-type]
    assert len(list(state.events())) == 1
    state.append_tool_result(call, "fine")


@pytest.mark.parametrize("session_id", ["", "x" * 10_000, "a\x00b", "tab\there", 42, "bad \ud800"])
def test_bad_session_ids_are_refused(backend: object, session_id: object) -> None:
    """Empty, oversized, non-printable or non-string session ids raise InvalidSessionId."""
    with pytest.raises(InvalidSessionId):
        AgentState.open(backend, session_id=session_id)  # type: ignore[arg-type]


def test_unicode_session_ids_work(make_state: Callable[..., AgentState]) -> None:
    """Any printable unicode session id is stored and kept apart from others."""
    first = make_state("t\u00e9l\u00e9phone-\u4e2d\u6587")
    second = make_state("t\u00e9l\u00e9phone")
    first.append_user("a")
    assert list(second.events()) == []
    assert [e.session_id for e in first.events()] == ["t\u00e9l\u00e9phone-\u4e2d\u6587"]


def test_events_pages_and_limits(state: AgentState) -> None:
    """events() streams past a page boundary and honours after and limit."""
    state.append_many([user(str(i)) for i in range(2500)])
    assert [e.seq for e in state.events()] == list(range(1, 2501))
    assert [e.seq for e in state.events(after=2490)] == list(range(2491, 2501))
    assert [e.seq for e in state.events(after=10, limit=1500)] == list(range(11, 1511))
    with pytest.raises(InvalidInput):
        state.events(after=-1)
    with pytest.raises(InvalidInput):
        state.events(limit=True)


def test_every_error_is_an_agentstate_error(state: AgentState) -> None:
    """Misuse raises AgentStateError subclasses, also the matching builtin."""
    with pytest.raises(AgentStateError):
        state.append_user(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="expected an EventSpec"):
        state.append("user")  # type: ignore[arg-type]
    with pytest.raises(LookupError):
        state.evidence.get("ev_99")


def test_sessions_share_a_backend_but_not_state(make_state: Callable[..., AgentState]) -> None:
    """Two sessions on one backend have independent logs and call ids."""
    first, second = make_state("a"), make_state("b")
    first.append_tool_call("t", call_id="c1")
    second.append_tool_call("t", call_id="c1")
    assert [e.kind for e in second.events()] == [EventKind.ASSISTANT]
    with pytest.raises(ToolCallError):
        second.append_tool_result("c2", "x")


@pytest.mark.parametrize(
    "kind", [EventKind.FACT, EventKind.LEDGER, EventKind.COMPACTION, EventKind.PIN]
)
def test_state_events_cannot_be_appended_by_hand(state: AgentState, kind: EventKind) -> None:
    """Append refuses fact, ledger, compaction and pin events: only their services write them."""
    state.append_user("hi")
    with pytest.raises(InvalidInput, match="never appended directly"):
        state.append(EventSpec(kind, {"action": "act_1", "status": "approved"}))
    with pytest.raises(InvalidInput):
        state.append_many([user("fine"), EventSpec(kind, {})])
    assert [e.kind for e in state.events()] == [EventKind.USER]


def test_create_false_refuses_a_session_that_does_not_exist(tmp_path: Path) -> None:
    """A mistyped id never starts an empty session: SessionNotFound lists those that exist."""
    path = tmp_path / "support.db"
    with pytest.raises(SessionNotFound, match="there is no database"):
        AgentState.open(path, session_id="ticket-9104", create=False)
    assert not path.exists()
    with AgentState.open(path, session_id="ticket-9104") as state:
        state.append_user("My pallet arrived damaged.")
    with pytest.raises(SessionNotFound, match=r"sessions: ticket-9104\)") as caught:
        AgentState.open(path, session_id="ticket-9014", create=False)
    assert caught.value.existing == ("ticket-9104",)
    with AgentState.open(path, session_id="ticket-9104", create=False) as state:
        assert len(list(state.events())) == 1
    backend = SqliteBackend(path)
    try:
        assert [info.session_id for info in backend.sessions()] == ["ticket-9104"]
    finally:
        backend.close()
