"""A fit's spare: how much larger the record may be with the very same fit."""

from __future__ import annotations

from typing import Annotated

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate import AgentState, Scratchpad, Secondary
from agentstate._fitting import fit_request
from agentstate.errors import ContextBudgetExceeded
from agentstate.events import MESSAGE_KINDS, Event
from agentstate.tokens import ApproximateTokenCounter

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
