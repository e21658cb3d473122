"""Interaction groups and safe split points agree with the log's stored bookkeeping."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from agentstate import AgentState, ToolCall
from agentstate.events import EventSpec, assistant, tool_result, user
from agentstate.groups import InteractionGroup, SplitTracker, interaction_groups, safe_split_points
from agentstate.testing import strategies as st_agent
from tests.formats.conftest import per_backend

_sessions = itertools.count()


def _append(make_state: Callable[..., AgentState], specs: list[EventSpec]) -> AgentState:
    state = make_state(f"groups-{next(_sessions)}")
    state.append_many(specs)
    return state


@per_backend
@given(st_agent.histories(max_turns=20), st.data())
def test_split_points_and_groups_agree_with_the_stored_log(make_state, specs, data) -> None:
    """The pure pass, the stored open_calls and last_safe_seq name the same safe points.

    Safe points are 0 and the seqs whose stored open_calls is 0; last_safe_seq(at_most,
    at_least) is the largest of them in range; every call sits in one group whose results
    come after it and answer only its calls, each once.
    """
    state = _append(make_state, specs)
    events = {event.seq: event for event in state.events()}
    stored = [0] + [seq for seq, event in events.items() if event.open_calls == 0]
    assert list(safe_split_points(events.values())) == stored
    assert list(safe_split_points(specs)) == stored

    at_most = data.draw(st.integers(0, len(specs) + 2))
    at_least = data.draw(st.integers(0, at_most))
    expected = max((point for point in stored if at_least <= point <= at_most), default=None)
    with state.backend.read(state.session_id) as reader:
        assert reader.last_safe_seq(at_most=at_most, at_least=at_least) == expected

    groups = list(interaction_groups(events.values()))
    calls = [call.id for event in events.values() for call in event.tool_calls]
    assert sorted(call for group in groups for call in group.call_ids) == sorted(calls)
    for group in groups:
        answered = [events[seq].content["call_id"] for seq in group.result_positions]
        assert all(seq > group.call_position for seq in group.result_positions)
        assert len(answered) == len(set(answered))
        assert set(answered) <= set(group.call_ids)
        assert group.complete == (sorted(answered) == sorted(group.call_ids))
        if not group.complete:
            assert events[max(events)].open_calls > 0


def test_parallel_calls_form_one_group_completed_by_the_last_result() -> None:
    """Two parallel calls answered in reverse order make one group, safe only after both."""
    specs = [
        user("hi"),
        assistant(tool_calls=[ToolCall("a", {}, "c1"), ToolCall("b", {}, "c2")]),
        tool_result("c2", 2),
        user("while waiting"),
        tool_result("c1", 1),
        assistant("done"),
    ]
    assert list(safe_split_points(specs)) == [0, 1, 5, 6]
    assert list(interaction_groups(specs)) == [InteractionGroup(2, ("c1", "c2"), (3, 5))]


def test_pending_groups_come_last_and_positions_start_after_start() -> None:
    """A call still waiting is yielded as an incomplete group; `start` offsets positions."""
    specs = [assistant(tool_calls=[ToolCall("a", {}, "c1")]), user("more")]
    assert list(safe_split_points(specs, start=10)) == [10]
    [group] = interaction_groups(specs, start=10)
    assert group == InteractionGroup(11, ("c1",), ())
    assert not group.complete
    assert group.end == 11
    assert list(interaction_groups(specs, include_pending=False)) == []


def test_tracker_ignores_orphan_and_second_results() -> None:
    """A result for an unknown or answered call changes nothing; memory is the open calls."""
    tracker = SplitTracker()
    tracker.feed(assistant(tool_calls=[ToolCall("a", {}, "c1")]))
    assert (tracker.open_calls, tracker.safe) == (1, False)
    assert tracker.feed(tool_result("zz", 0)) is None
    assert tracker.feed(tool_result("c1", 0)) == InteractionGroup(1, ("c1",), (3,))
    assert tracker.feed(tool_result("c1", 0)) is None
    assert (tracker.open_calls, tracker.safe, tracker.position) == (0, True, 4)
