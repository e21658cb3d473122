"""Broken histories are refused whole, or repaired additively with a visible note per repair."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate import AgentState, EventKind
from agentstate.errors import BrokenHistory, InvalidInput, ToolCallError
from agentstate.formats import FORMATS, SYNTHETIC_RESULT, check, from_messages
from agentstate.formats.validity import (
    DUPLICATE_CALL_ID,
    DUPLICATE_RESULT,
    MISPLACED_RESULT,
    ORPHAN_RESULT,
    PAIRING_RULES,
    RESULT_BEFORE_CALL,
    UNANSWERED_CALL,
)
from agentstate.testing import strategies as st_agent
from agentstate.testing.faults import FaultyBackend, InjectedFault
from tests.formats.conftest import per_backend


def _call(call_id: str, name: str = "lookup") -> dict:
    return {
        "id": call_id,
        "type": "function",
        "function": {"name": name, "arguments": "{}"},
    }


def _asks(*call_ids: str) -> dict:
    return {"role": "assistant", "content": None, "tool_calls": [_call(c) for c in call_ids]}


def _answer(call_id: str, content: str = "ok") -> dict:
    return {"role": "tool", "tool_call_id": call_id, "content": content}


def _user(text: str = "hi") -> dict:
    return {"role": "user", "content": text}


@pytest.mark.parametrize("format", FORMATS)
@per_backend
@given(data=st.data())
def test_import_refuses_exactly_what_the_provider_would_reject(fresh_state, format, data):
    """An import raises iff the validity check finds a pairing problem; repaired, it is valid."""
    messages = data.draw(st_agent.broken_histories(format))
    problems = [
        p for p in check(messages, format=format, allow_pending=True) if p.rule in PAIRING_RULES
    ]
    state = fresh_state()
    if not problems:
        state.import_messages(messages, format=format)
        return
    with pytest.raises(BrokenHistory) as caught:
        state.import_messages(messages, format=format)
    assert caught.value.problems
    assert list(state.events()) == []
    refs = state.import_messages(messages, format=format, repair=True)
    events = list(state.events())
    assert len(refs) == len(events)
    notes = [
        e for e in events if e.kind is EventKind.SYSTEM and "repair" in e.content.get("extra", {})
    ]
    assert len(notes) == len(caught.value.problems)
    repaired = state.export_messages(format=format)
    assert [
        p for p in check(repaired, format=format, allow_pending=True) if p.rule in PAIRING_RULES
    ] == []


def test_each_problem_names_its_message_and_call(state):
    """Every fault is reported with its rule, message index and call id; nothing is written."""
    messages = [
        _user(),
        _answer("call_early"),
        _asks("call_early", "call_missing"),
        _answer("call_early"),
        _answer("call_early"),
        _user("and?"),
        _answer("call_nobody"),
        _asks("call_late"),
        _user("still there?"),
        _answer("call_late"),
    ]
    with pytest.raises(BrokenHistory) as caught:
        state.import_messages(messages, format="openai")
    found = {(p.rule, p.message, p.call_id) for p in caught.value.problems}
    assert found == {
        (RESULT_BEFORE_CALL, 1, "call_early"),
        (UNANSWERED_CALL, 2, "call_missing"),
        (DUPLICATE_RESULT, 4, "call_early"),
        (ORPHAN_RESULT, 6, "call_nobody"),
        (MISPLACED_RESULT, 9, "call_late"),
    }
    assert isinstance(caught.value, InvalidInput)
    assert "repair=True" in str(caught.value)
    assert list(state.events()) == []


def test_repair_adds_results_moves_misplaced_ones_and_keeps_what_it_removes(state):
    """Repairs are additive where possible, and a removed result survives in its note."""
    orphan = _answer("call_nobody", "stray")
    messages = [
        _user(),
        _asks("c1", "c2"),
        _answer("c1"),
        _user("?"),
        orphan,
        _asks("c3"),
        _user(),
        _answer("c3", "late"),
    ]
    state.import_messages(messages, format="openai", repair=True)
    exported = state.export_messages(format="openai")
    assert check(exported, format="openai") == []
    roles = [(m["role"], m.get("tool_call_id")) for m in exported]
    assert roles == [
        ("user", None),
        ("assistant", None),
        ("tool", "c1"),
        ("tool", "c2"),
        ("system", None),
        ("user", None),
        ("system", None),
        ("assistant", None),
        ("tool", "c3"),
        ("system", None),
        ("user", None),
    ]
    assert exported[3]["content"] == "Error: " + SYNTHETIC_RESULT
    assert exported[8]["content"] == "late"
    events = list(state.events())
    [orphan_note] = [
        e
        for e in events
        if e.content.get("extra", {}).get("repair", {}).get("problem") == ORPHAN_RESULT
    ]
    assert orphan_note.content["extra"]["repair"]["removed"] == orphan
    assert orphan_note.content["text"].startswith("Import repair: removed a result")
    synthetic = state.evidence.get(f"ev_{exported.index(exported[3]) + 1}")
    assert synthetic.content["is_error"] is True


def test_a_trailing_call_without_result_is_pending_not_broken(state):
    """The last assistant's calls may await results; they stay open for append_tool_result."""
    refs = state.import_messages([_user(), _asks("c1", "c2"), _answer("c2")], format="openai")
    assert refs[1].call_ids == ("c1", "c2")
    with state.backend.read(state.session_id) as reader:
        assert [call.call_id for call in reader.open_tool_calls()] == ["c1"]
    state.append_tool_result("c1", "done")
    assert check(state.export_messages(format="openai"), format="openai") == []


def test_results_may_answer_calls_left_open_in_the_session(state):
    """An import continuing a session may start with the results of its open calls."""
    call = state.append_tool_call("lookup", {"q": 1})
    state.import_messages([_answer(call.call_ids[0], "found"), _user("thanks")], format="openai")
    assert check(state.export_messages(format="anthropic"), format="anthropic") == []
    other = state.append_tool_call("lookup", {"q": 2})
    with pytest.raises(BrokenHistory) as caught:
        state.import_messages([_user("never mind")], format="openai")
    assert [(p.rule, p.call_id) for p in caught.value.problems] == [
        (UNANSWERED_CALL, other.call_ids[0])
    ]
    state.import_messages([_user("never mind")], format="openai", repair=True)
    assert check(state.export_messages(format="openai"), format="openai") == []


def test_reused_call_ids_are_stored_apart_and_exported_as_given(state):
    """An id reused after its call was answered is not a fault: it round-trips exactly."""
    messages = [
        _asks("call_0"),
        _answer("call_0", "a"),
        _user(),
        _asks("call_0"),
        _answer("call_0", "b"),
    ]
    refs = state.import_messages(messages, format="openai")
    assert refs[0].call_ids == ("call_0",)
    assert refs[3].call_ids == ("call_0~2",)
    assert state.export_messages(format="openai") == messages
    state.append_user("more")
    state.append_tool_call("lookup", call_id="call_0~3")
    with pytest.raises(ToolCallError):
        state.append_tool_call("lookup", call_id="call_0~2")


def test_a_repaired_result_for_a_renamed_call_answers_the_exported_id(state):
    """A synthetic result for a reused id exports under the id its call exports with."""
    messages = [_asks("call_0"), _answer("call_0"), _user(), _asks("call_0"), _user()]
    state.import_messages(messages, format="openai", repair=True)
    exported = state.export_messages(format="openai")
    assert [m.get("tool_call_id") for m in exported if m["role"] == "tool"] == ["call_0", "call_0"]
    assert check(exported, format="openai") == []


def test_an_id_twice_in_one_message_is_a_duplicate_call(state):
    """Two calls of one message sharing an id are refused, or the second gets a fresh id."""
    messages = [_asks("dup", "dup"), _answer("dup"), _user()]
    with pytest.raises(BrokenHistory) as caught:
        state.import_messages(messages, format="openai")
    assert {p.rule for p in caught.value.problems} == {DUPLICATE_CALL_ID, UNANSWERED_CALL}
    refs = state.import_messages(messages, format="openai", repair=True)
    assert [ref.call_ids for ref in refs if ref.call_ids] == [("dup", "dup~2")]


def test_from_messages_pairs_without_a_session():
    """The pure parser refuses or repairs the same way, for an empty session."""
    with pytest.raises(BrokenHistory):
        from_messages([_answer("x")], format="openai")
    specs = from_messages([_answer("x")], format="openai", repair=True)
    assert [spec.kind for spec in specs] == [EventKind.SYSTEM]


@pytest.mark.parametrize("after", ["append", "put_tool_call"])
def test_an_import_the_store_fails_midway_leaves_nothing(backend, clock, after):
    """A storage failure inside the import transaction rolls every message back."""
    faulty = FaultyBackend(backend)
    state = AgentState.open(faulty, session_id="s", clock=clock)
    faulty.fail_next_write(after=after)
    with pytest.raises(InjectedFault):
        state.import_messages([_user(), _asks("c1"), _answer("c1")], format="openai")
    assert list(state.events()) == []
    with backend.read("s") as reader:
        assert reader.tool_call("c1") is None
    state.import_messages([_user(), _asks("c1"), _answer("c1")], format="openai")
    assert len(list(state.events())) == 3


_USES = [{"type": "tool_use", "id": "dup", "name": "lookup", "input": {}}] * 2
_DUPLICATES = {
    "openai": [_asks("dup", "dup"), _answer("dup"), _user()],
    "openai, after a reuse": [_asks("dup"), _answer("dup"), _user(), _asks("dup", "dup"),
                              _answer("dup"), _user()],
    "anthropic": [{"role": "assistant", "content": _USES}, {"role": "user", "content": "ok"}],
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(_DUPLICATES))
def test_a_repaired_duplicate_id_stays_repaired_in_exports_and_contexts(state, case):
    """The fresh id a repair gives a second call of one message is what exports and renders.

    Restoring the original id there would hand a provider two calls with one id and two
    results for it: the very tear the repair mended. A result for a call of that message
    (renamed too when its id was reused) names the id the call renders with.
    """
    fmt = case.split(",")[0]
    state.import_messages(_DUPLICATES[case], format=fmt, repair=True)
    assert check(state.export_messages(format=fmt), format=fmt) == []
    context = state.context(system="s", budget=None)
    assert check(context.to_openai(), format="openai") == []
    assert check(context.to_anthropic()["messages"], format="anthropic") == []
