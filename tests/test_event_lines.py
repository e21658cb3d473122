"""One line per event: what the CLI's and the console's timelines print."""

from __future__ import annotations

from agentstate import AgentState, MemoryBackend
from agentstate.event_lines import describe
from agentstate.events import ToolCall


def test_each_kind_of_event_in_one_line() -> None:
    """Messages by their text, calls with their arguments, results with their call."""
    state = AgentState.open(MemoryBackend(), session_id="s")
    state.append_user("Hello\n  there")
    call = state.append_assistant("Looking.", tool_calls=[ToolCall("lookup", {"q": "4921"})])
    state.append_tool_result(call.call_ids[0], {"found": True}, is_error=True)
    lines = [describe(event) for event in state.events()]
    assert lines == [
        "Hello there",
        'Looking. -> lookup({"q": "4921"})',
        'error lookup [call_2]: {"found": true}',
    ]


def test_a_long_event_is_cut_to_the_width_and_left_unescaped() -> None:
    """The line ends with an ellipsis at `width`; markup and control characters stay as they are."""
    state = AgentState.open(MemoryBackend(), session_id="s")
    state.append_user("<b>\x1b[31m" + "x" * 200)
    [event] = state.events()
    line = describe(event, width=20)
    assert len(line) == 20
    assert line.startswith("<b>\x1b[31m")
    assert line.endswith("\u2026")
