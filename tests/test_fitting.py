"""Budget fitting (`agentstate._fitting`): what a render measures to fit its budget."""

from __future__ import annotations

from collections.abc import Callable

from agentstate import AgentState
from agentstate._fitting import _excerpt, _floor, _Measured
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
