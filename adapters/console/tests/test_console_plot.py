"""The history-tokens plot: what it computes from a session, and the SVG it draws."""

from __future__ import annotations

import re

from agentstate_console.plot import history_points, history_svg

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer, MemoryBackend
from agentstate.events import ToolCall


def _session() -> AgentState:
    state = AgentState.open(
        MemoryBackend(), session_id="plot", policy=CompactionPolicy(budget=600, keep_groups=1)
    )
    for n in range(6):
        state.append_user(f"question {n} about order 4921 and its damaged pallet " * 4)
        call = state.append_assistant(None, tool_calls=[ToolCall("lookup", {"n": n})])
        state.append_tool_result(call.call_ids[0], {"answer": "x" * 200})
        state.append_assistant(f"answer {n}")
    return state


def _bounds(state: AgentState) -> dict[int, int]:
    return {
        c.covers_through: state.evidence.get(f"ev_{c.covers_through}").cum_tokens
        for c in state.checkpoints()
    }


def test_without_compaction_both_lines_are_the_full_history() -> None:
    """Before any checkpoint, the history sent is the whole message history at each request."""
    state = _session()
    events = list(state.events())
    points = history_points(events, state.checkpoints(), _bounds(state))
    assert [p.seq for p in points] == [e.seq for e in events if e.kind.value == "assistant"]
    for point in points:
        assert point.full == sum(e.tokens for e in events if e.seq < point.seq and e.is_message)
        assert point.compacted == point.full


def test_a_checkpoint_replaces_the_covered_history_by_its_summary() -> None:
    """After a compaction, a request's history is the summary plus the messages after it."""
    state = _session()
    result = state.compact(ExtractiveSummarizer(), force=True)
    assert result.committed
    checkpoint = state.checkpoints()[-1]
    state.append_user("one more question")
    state.append_assistant("one more answer")
    events = list(state.events())
    last = history_points(events, state.checkpoints(), _bounds(state))[-1]
    tail = sum(
        e.tokens for e in events if checkpoint.covers_through < e.seq < last.seq and e.is_message
    )
    assert last.compacted == checkpoint.token_count + tail
    assert last.compacted < last.full
    window = [e for e in events if e.seq > checkpoint.covers_through]
    assert history_points(window, state.checkpoints(), _bounds(state))[-1] == last


def test_svg_is_numbers_only_and_marks_compactions() -> None:
    """The SVG holds two lines, a dashed marker per compaction, and no stored text."""
    state = _session()
    state.append_user("<script>alert(1)</script>")
    state.compact(ExtractiveSummarizer(), force=True)
    state.append_assistant("done")
    svg = str(history_svg(list(state.events()), state.checkpoints(), _bounds(state)))
    assert svg.startswith("<svg")
    assert svg.endswith("</svg>")
    assert svg.count("<polyline") == 2
    assert svg.count('class="compaction"') == 1
    assert "script" not in svg
    last = [e.seq for e in state.events() if e.kind.value == "assistant"][-1]
    assert re.findall(r"ev_\d+", svg) == ["ev_2", f"ev_{last}"]


def test_an_empty_session_draws_a_note() -> None:
    """No model request yet: the plot says so instead of drawing lines."""
    svg = str(history_svg([], [], {}))
    assert "no model request yet" in svg
    assert "<polyline" not in svg
