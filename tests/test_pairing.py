"""The one bookkeeping of tool-call pairing, against a model of it and through its readers."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from agentstate._pairing import (
    DUPLICATE_RESULT,
    MISPLACED_RESULT,
    ORPHAN_RESULT,
    RESULT_BEFORE_CALL,
    OpenCalls,
)
from agentstate.formats import validity

_IDS = st.sampled_from(["a", "b", "c"])
_STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("call"), _IDS),
        st.tuples(st.just("answer"), _IDS),
        st.tuples(st.just("settle"), st.just("")),
    ),
    max_size=30,
)


@given(_STEPS)
def test_open_calls_follow_a_plain_model(steps) -> None:
    """Open calls agree with a plain model of them.

    Calls close first made, first answered; a result that closes none breaks the rule a
    plain reading gives (second result, misplaced, orphan); given-up calls stay awaited.
    """
    calls = OpenCalls[int]()
    open_: list[tuple[str, int]] = []
    settled: set[str] = set()
    answered: set[str] = set()
    for position, (step, call_id) in enumerate(steps):
        if step == "call":
            calls.call(call_id, position)
            open_.append((call_id, position))
            settled.discard(call_id)
            answered.discard(call_id)
        elif step == "settle":
            assert sorted(calls.settle()) == sorted(open_)
            settled |= {call_id for call_id, _ in open_}
            open_.clear()
        else:
            first = next((pair for pair in open_ if pair[0] == call_id), None)
            owner = calls.answer(call_id)
            if first is not None:
                assert owner == first[1]
                open_.remove(first)
                if all(other != call_id for other, _ in open_):
                    answered.add(call_id)
                continue
            assert owner is None
            expected = (
                DUPLICATE_RESULT
                if call_id in answered
                else MISPLACED_RESULT
                if call_id in settled
                else ORPHAN_RESULT
            )
            assert calls.stray(call_id, position) == expected
            if call_id in settled:
                settled.discard(call_id)
                answered.add(call_id)
        assert len(calls) == len(open_)
        for call_id in "abc":
            assert (call_id in calls) == any(other == call_id for other, _ in open_)
            assert calls.awaited(call_id) == (call_id in calls or call_id in settled)


def test_an_owner_closes_its_own_call_among_calls_sharing_an_id() -> None:
    first, second = object(), object()
    calls = OpenCalls[object]()
    calls.call("x", first)
    calls.call("x", second)
    assert calls.waiting("x") == (first, second)
    assert calls.answer("x", second) is second
    assert calls.answer("x", second) is None
    assert calls.waiting("x") == (first,)
    assert calls.answer("x") is first
    assert not calls
    assert "x" not in calls


def test_a_result_before_its_call_is_told_from_an_orphan_by_the_first_call() -> None:
    calls = OpenCalls[int](first_call={"late": 5})
    assert calls.stray("late", 2) == RESULT_BEFORE_CALL
    assert calls.stray("late", 7) == ORPHAN_RESULT
    assert calls.stray("never", 2) == ORPHAN_RESULT
    assert calls.stray("never", 2, answered=True) == DUPLICATE_RESULT


def test_the_request_checks_read_results_through_the_one_rule() -> None:
    """The rule a provider check reports for a stray result is the bookkeeping's."""
    messages = [
        {"role": "user", "content": "go"},
        {"role": "tool", "tool_call_id": "c1", "content": "early"},
        {"role": "assistant", "content": None, "tool_calls": [_call("c1")]},
        {"role": "tool", "tool_call_id": "c1", "content": "ok"},
        {"role": "tool", "tool_call_id": "c1", "content": "again"},
        {"role": "assistant", "content": None, "tool_calls": [_call("c2")]},
        {"role": "user", "content": "and?"},
        {"role": "tool", "tool_call_id": "c2", "content": "late"},
        {"role": "tool", "tool_call_id": "c3", "content": "nobody"},
    ]
    rules = [(problem.rule, problem.message) for problem in validity.check_openai(messages)]
    assert rules == [
        (RESULT_BEFORE_CALL, 1),
        (DUPLICATE_RESULT, 4),
        (validity.UNANSWERED_CALL, 5),
        (MISPLACED_RESULT, 7),
        (ORPHAN_RESULT, 8),
    ]


def _call(call_id: str) -> dict[str, object]:
    return {"id": call_id, "type": "function", "function": {"name": "f", "arguments": "{}"}}
