"""Budget fitting (`agentstate._fitting`): what a render measures, and a fit's spare.

A render whose tail and state block fit measures no excerpt; one fitting reads an event's
text once; a fit says how much larger the record may be with the very same fit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate import AgentState, Scratchpad, Secondary
from agentstate._fitting import (
    EXCERPT_FLOOR,
    _excerpt,
    _floor,
    _Measured,
    fit_request,
)
from agentstate.errors import ContextBudgetExceeded
from agentstate.events import MESSAGE_KINDS, Event
from agentstate.tokens import ApproximateTokenCounter

SYSTEM = "You are the support agent of Acme Freight."


class _RecordingCounter:
    """The default estimate, keeping every text it was asked to count."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self._counter = ApproximateTokenCounter()

    def count(self, text: str) -> int:
        self.texts.append(text)
        return self._counter.count(text)


def _large_session(state: AgentState) -> None:
    state.append_user("Show me the manifest of order W4921003.")
    call = state.append_tool_call("manifest", {"order_id": "W4921003"})
    state.append_tool_result(call, {"lines": [f"pallet P{i:04d} ok" for i in range(200)]})
    state.append_assistant("Pallets P0000 to P0199 are all accounted for; " * 20)


def test_a_render_that_fits_measures_no_excerpt(make_state: Callable[..., AgentState]) -> None:
    """A context whose tail and state block fit the budget measures no excerpt of any event."""
    counter = _RecordingCounter()
    state = make_state(token_counter=counter)
    _large_session(state)
    counter.texts.clear()
    context = state.context(system=SYSTEM, budget=100_000)
    assert context.excerpted == ()
    assert not [text for text in counter.texts if "[Excerpt of" in text]


def test_a_render_over_budget_still_excerpts(make_state: Callable[..., AgentState]) -> None:
    """The same session under a small budget is excerpted, within the budget."""
    state = make_state()
    _large_session(state)
    whole = state.context(system=SYSTEM, budget=None).token_count
    context = state.context(system=SYSTEM, budget=whole // 3)
    assert context.excerpted
    assert context.token_count <= whole // 3


def test_one_fitting_reads_an_events_text_once(make_state: Callable[..., AgentState]) -> None:
    """Every cut a fitting tries of one event reads the values of the same index of its text."""
    state = make_state()
    reply = state.append_assistant(
        "Here is what I found.\n"
        + "\n".join(f"Option {i}: train TR{4400 + i} at ${60 + i}.50." for i in range(1, 40))
    )
    event = state.evidence.get(reply)
    measured = _Measured(state.token_counter)
    floor = _floor(event, measured)
    index = measured.texts[event.seq]
    for keep in (floor, floor + 10, floor + 40):
        assert _excerpt(event, keep, measured) == _excerpt(
            event, keep, _Measured(state.token_counter)
        )
    assert list(measured.texts) == [event.seq]
    assert measured.text(event) is index


COUNTER = ApproximateTokenCounter()


class Facts(Scratchpad):
    order_id: str | None = None
    offers: Annotated[list[str] | None, Secondary()] = None


def _session(sizes: list[int]) -> tuple[AgentState, list[Event]]:
    state = AgentState.open(":memory:", session_id="fit", scratchpad=Facts)
    source = state.append_user("Order ORD-99812, and the offers.")
    state.scratchpad.set("order_id", "ORD-99812", source=source)
    state.scratchpad.set("offers", [f"TR{4400 + i} at $6{i}.50" for i in range(12)], source=source)
    for i, words in enumerate(sizes):
        if i % 3 == 2:
            call = state.append_tool_call("lookup", {"item": i, "note": "x " * words})
            state.append_tool_result(call, {"item": i, "detail": "word " * words})
        else:
            state.append_assistant(f"Step {i}: " + "text " * words)
    tail = [event for event in state.events() if event.kind in MESSAGE_KINDS]
    return state, tail


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    sizes=st.lists(st.integers(min_value=1, max_value=400), min_size=1, max_size=8),
    record=st.integers(min_value=0, max_value=300),
    budget=st.integers(min_value=200, max_value=2500),
)
def test_the_fit_is_the_same_for_a_record_larger_by_its_spare(
    sizes: list[int], record: int, budget: int
) -> None:
    """A record larger by at most the fit's spare gets the very same fit, within the budget."""
    state, tail = _session(sizes)
    facts = state.scratchpad.facts()
    try:
        fitted = fit_request(tail, facts, [], record_tokens=record, budget=budget, counter=COUNTER)
    except ContextBudgetExceeded:
        return
    assert fitted.spare >= 0
    for more in sorted({0, min(1, fitted.spare), fitted.spare // 2, fitted.spare}):
        again = fit_request(
            tail, facts, [], record_tokens=record + more, budget=budget, counter=COUNTER
        )
        assert again == fitted
        assert again.spare == fitted.spare - more


def test_a_fit_that_sheds_nothing_spares_what_the_budget_leaves() -> None:
    """With nothing shed, the spare is the budget less what the request takes."""
    state, tail = _session([5, 5])
    facts = state.scratchpad.facts()
    fitted = fit_request(tail, facts, [], record_tokens=40, budget=3000, counter=COUNTER)
    assert fitted.excerpted == ()
    block = fit_request(tail, facts, [], record_tokens=40, budget=10**6, counter=COUNTER)
    used = 40 + sum(event.tokens for event in tail)
    assert 0 < fitted.spare <= 3000 - used
    assert block.spare - fitted.spare == 10**6 - 3000


@pytest.mark.parametrize("budget", [400, 600, 900])
def test_a_fit_that_excerpts_spares_no_more_than_its_water_level_allows(budget: int) -> None:
    """A fit that excerpts keeps a spare small enough that the excerpts do not change."""
    state, tail = _session([300, 300, 300, 10])
    facts = state.scratchpad.facts()
    fitted = fit_request(tail, facts, [], record_tokens=50, budget=budget, counter=COUNTER)
    assert fitted.excerpted
    beyond = fit_request(
        tail, facts, [], record_tokens=50 + fitted.spare + 40, budget=budget, counter=COUNTER
    )
    assert beyond != fitted


SMALL_MESSAGES = [
    "I will be arriving from Dallas on May 17, so I do not need the flight from Boston, "
    "and I would rather keep the seat I have. Please leave the return on May 24 as it is, "
    "with the same aisle seat near the front, thank you.",
    "If the basic fare cannot be changed, then cancel the current booking and book the "
    "cheapest business round trip on the same dates instead. Could you also tell me how much "
    "my card will be charged after the certificates and the gift cards are used? Thank you so "
    "much, really.",  # its excerpt would save more than 12 tokens, less than a quarter
]


@pytest.mark.parametrize("message", SMALL_MESSAGES)
def test_an_event_whose_excerpt_would_save_little_of_it_is_not_cut(message: str) -> None:
    """An event whose excerpt saves under 12 tokens or a quarter stays whole while it can."""
    state = AgentState.open(":memory:", session_id="fit", scratchpad=Facts)
    state.append_assistant("Here is the whole itinerary: " + "leg " * 400)
    state.append_user(message)
    tail = [event for event in state.events() if event.kind in MESSAGE_KINDS]
    small = tail[1]
    measured = _Measured(COUNTER)
    assert small.tokens > EXCERPT_FLOOR
    saved = small.tokens - _floor(small, measured)
    assert saved <= 4 or 4 * saved < small.tokens  # an excerpt would save little of it
    floor = _floor(tail[0], measured)
    for budget in range(floor + small.tokens, floor + small.tokens + 40):
        fitted = fit_request(tail, [], [], record_tokens=0, budget=budget, counter=COUNTER)
        assert fitted.excerpted == (tail[0].ref,)
        assert fitted.tail[1] == small
    # Only when nothing else fits is it cut after all.
    tight = floor + _floor(small, measured)
    fitted = fit_request(tail, [], [], record_tokens=0, budget=tight, counter=COUNTER)
    assert fitted.excerpted == (tail[0].ref, small.ref)
