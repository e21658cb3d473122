"""Importing a list again appends nothing; a list that grew appends only what is new."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import AgentState, MemoryBackend
from agentstate._json import JSONValue
from agentstate.testing import ManualClock
from agentstate.testing.strategies import provider_histories

HISTORY: list[JSONValue] = [
    {"role": "user", "content": "Cancel order 4921."},
    {"role": "assistant", "content": "Cancelling it now."},
    {"role": "user", "content": "Thanks."},
]


def _state() -> AgentState:
    return AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())


def test_a_list_imported_again_appends_nothing() -> None:
    state = _state()
    first = state.import_messages(HISTORY)
    assert (len(first), first.skipped) == (3, 0)
    again = state.import_messages(HISTORY)
    assert (list(again), again.skipped) == ([], 3)
    assert len(list(state.events())) == 3


def test_a_grown_list_appends_only_its_new_messages() -> None:
    state = _state()
    state.import_messages(HISTORY[:2])
    grown = state.import_messages(HISTORY)
    assert grown.skipped == 2
    assert [ref.ref for ref in grown] == ["ev_3"]
    assert state.export_messages(format="anthropic") == HISTORY


def test_skip_existing_false_appends_every_message() -> None:
    state = _state()
    state.import_messages(HISTORY)
    assert len(state.import_messages(HISTORY, skip_existing=False)) == 3
    assert len(list(state.events())) == 6


def _lookup(call_id: str) -> list[JSONValue]:
    return [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": call_id, "type": "function", "function": {"name": "f", "arguments": "{}"}}
            ],
        },
        {"role": "tool", "tool_call_id": call_id, "content": "done"},
    ]


def test_a_reused_call_id_resumed_between_its_call_and_its_result() -> None:
    """The second call of a reused id, stored as call_0~2, is answered by the next import."""
    history = [*_lookup("call_0"), *_lookup("call_0"), {"role": "user", "content": "ok"}]
    state = _state()
    state.import_messages(history[:3], format="openai")
    second = state.import_messages(history, format="openai")
    assert second.skipped == 3
    assert json.dumps(state.export_messages(format="openai")) == json.dumps(history)


@settings(max_examples=40, deadline=None)
@given(data=st.data(), format=st.sampled_from(["openai", "anthropic"]))
def test_any_history_imported_in_two_steps_exports_exactly(
    data: st.DataObject, format: str
) -> None:
    """A prefix, then the whole list: the session holds the list once, exactly."""
    history: list[JSONValue] = list(data.draw(provider_histories(format)))
    cut = data.draw(st.integers(0, len(history)))
    state = _state()
    state.import_messages(history[:cut], format=format)  # type: ignore[arg-type]
    second = state.import_messages(history, format=format)  # type: ignore[arg-type]
    assert second.skipped == cut
    exported = state.export_messages(format=format)  # type: ignore[arg-type]
    assert json.dumps(exported) == json.dumps(history)
