"""Imported histories export exactly, and every export cut at a safe split point is valid."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate.errors import InvalidInput
from agentstate.formats import FORMATS, check, to_messages
from agentstate.groups import safe_split_points
from agentstate.testing import strategies as st_agent
from tests.formats.conftest import as_text, per_backend


def _other(format: str) -> str:
    return "anthropic" if format == "openai" else "openai"


@pytest.mark.parametrize("format", FORMATS)
@per_backend
@given(data=st.data())
def test_import_export_round_trip_is_exact_and_cross_export_valid(fresh_state, format, data):
    """Same-format export equals the input as JSON; the other format is valid and round-trips."""
    messages = data.draw(st_agent.provider_histories(format))
    state = fresh_state()
    refs = state.import_messages(messages, format=format)
    assert [ref.seq for ref in refs] == [event.seq for event in state.events()]
    assert as_text(state.export_messages(format=format)) == as_text(messages)

    crossed = state.export_messages(format=_other(format))
    assert check(crossed, format=_other(format), allow_pending=True) == []
    again = fresh_state()
    again.import_messages(crossed, format=_other(format))
    assert as_text(again.export_messages(format=_other(format))) == as_text(crossed)
    assert check(again.export_messages(format=format), format=format, allow_pending=True) == []

    events = list(state.events())
    for point in safe_split_points(events):
        for target in FORMATS:
            tail = to_messages(events[point:], format=target)
            assert check(tail, format=target, allow_pending=True) == [], (point, tail)


@per_backend
@given(st_agent.histories(max_turns=16))
def test_every_safe_segment_of_any_log_exports_valid(fresh_state, specs):
    """From each safe split point to the last one, the export is valid with no call pending.

    Results that came after other events are placed right after their calls; when nothing
    is pending the whole log exports valid.
    """
    state = fresh_state()
    state.append_many(specs)
    events = list(state.events())
    points = list(safe_split_points(events))
    for point in points:
        for format in FORMATS:
            segment = to_messages(events[point : points[-1]], format=format)
            assert check(segment, format=format) == [], (point, segment)
    last = points[-1]
    assert state.export_messages(format="openai", until=last) == to_messages(
        events[:last], format="openai"
    )
    if last == len(events):
        assert check(state.export_messages(format="anthropic"), format="anthropic") == []


def test_bounds_inside_a_tool_exchange_are_refused(state):
    """After or until between a call and its result raise InvalidInput naming a safe point."""
    state.append_user("hi")
    call = state.append_tool_call("lookup", {"id": 1})
    state.append_tool_result(call, {"ok": True})
    state.append_tool_call("lookup", {"id": 2})
    with pytest.raises(InvalidInput, match="nearest safe split point before it is 1"):
        state.export_messages(format="openai", after=2)
    with pytest.raises(InvalidInput, match="until=2"):
        state.export_messages(format="anthropic", until=2)
    assert state.export_messages(format="openai", after=3) == [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_4",
                    "type": "function",
                    "function": {"name": "lookup", "arguments": '{"id":2}'},
                }
            ],
        }
    ]
    assert state.export_messages(format="openai", after=9) == []
    with pytest.raises(InvalidInput, match="non-negative"):
        state.export_messages(format="openai", after=-1)
    with pytest.raises(InvalidInput, match="format must be one of"):
        state.export_messages(format="gemini")  # type: ignore[arg-type]
