"""Replay: the projections rebuilt from the log equal the ones the live path recorded."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from agentstate import (
    AgentState,
    CaptureRule,
    MemoryBackend,
    Projection,
    Scratchpad,
    SqliteBackend,
    StorageBackend,
)
from agentstate.errors import InvalidInput
from agentstate.replay import replay_events, stored_projection
from agentstate.testing.faults import FaultyBackend, InjectedFault


class Facts(Scratchpad):
    order_id: str | None = None
    credit_cents: int | None = None


def _busy(state: AgentState) -> None:
    ref = state.append_user("order 4921, credit 250")
    state.scratchpad.set("order_id", "4921", source=ref)
    call = state.append_tool_call("quote", {"order_id": "4921"})
    state.append_tool_result(call, {"cents": 25000})
    state.append_tool_result(state.append_tool_call("quote", {}), {"nothing": True})
    action = state.ledger.propose("credit", {"cents": 25000}, source=ref)
    yes = state.append_user("yes")
    state.ledger.approve(action.id, by="user", source=yes)
    state.ledger.execute(action.id, by="app", source=yes)
    other = state.ledger.propose("note", {"text": "sorry"}, source=ref)
    state.ledger.reject(other.id, by="supervisor", source=yes)


@pytest.fixture
def busy(make_state: Callable[..., AgentState]) -> AgentState:
    """A session with writes, captures (one skipped) and ledger moves."""
    state = make_state(
        scratchpad=Facts,
        capture=[CaptureRule(tool="quote", path="result.cents", field="credit_cents")],
    )
    _busy(state)
    return state


def test_replay_equals_the_stored_projection(busy: AgentState) -> None:
    """Folding the log rebuilds exactly what the live path recorded (invariant 9)."""
    replayed = busy.replay()
    assert replayed == stored_projection(busy)
    assert replayed.through == 14
    assert {key: record.value for key, record in replayed.current_facts().items()} == {
        "order_id": "4921",
        "credit_cents": 25000,
    }
    assert [record.status for record in replayed.current_actions().values()] == [
        "executed",
        "rejected",
    ]


def test_replay_through_a_seq_rebuilds_the_past(make_state: Callable[..., AgentState]) -> None:
    """Replaying through seq N gives the state as it was recorded right after event N."""
    state = make_state(scratchpad=Facts)
    ref = state.append_user("x")
    state.scratchpad.set("order_id", "1", source=ref)
    action = state.ledger.propose("refund", {"a": 1}, source=ref)
    then = stored_projection(state)
    state.scratchpad.set("order_id", "2", source=ref)
    state.ledger.approve(action.id, by="user", source=ref)
    assert state.replay(through=then.through) == then
    assert stored_projection(state, through=then.through) == then
    assert state.replay(through=0) == Projection(through=0)
    assert state.replay(through=10**9).through == 5


@pytest.mark.parametrize("through", [-1, 1.5, True, "ev_3"])
def test_bad_through_is_refused(state: AgentState, through: object) -> None:
    """A `through` that is not a non-negative integer seq is refused."""
    with pytest.raises(InvalidInput):
        state.replay(through=through)  # type: ignore[arg-type]


@pytest.mark.parametrize("backend", [MemoryBackend, lambda: SqliteBackend(":memory:")])
def test_replay_spans_pages(backend: Callable[[], StorageBackend]) -> None:
    """A log of more state events than one read page (1,000) replays completely."""
    state = AgentState.open(backend(), session_id="long")
    try:
        ref = state.append_user("x")
        for index in range(510):
            action = state.ledger.propose("refund", {"n": index}, source=ref)
            state.ledger.approve(action.id, by="user", source=ref)
        replayed = state.replay()
        assert len(replayed.actions) == 1020
        assert replayed == stored_projection(state)
    finally:
        state.backend.close()


def test_replay_events_is_pure(busy: AgentState) -> None:
    """replay_events folds any iterable of events and ignores events past `through`."""
    events = list(busy.events())
    assert replay_events(events, through=len(events)) == busy.replay()
    assert replay_events(events, through=2).facts == busy.replay(through=2).facts


_WRITES = {
    "set": (("append", "put_fact"), lambda s, ref: s.scratchpad.set("order_id", "9", source=ref)),
    "propose": (
        ("append", "put_action"),
        lambda s, ref: s.ledger.propose("refund", {"a": 1}, source=ref),
    ),
    "approve": (
        ("append", "put_action"),
        lambda s, ref: s.ledger.approve(s.ledger.pending()[0].id, by="user", source=ref),
    ),
    "capture": (
        ("append", "put_tool_call", "put_fact"),
        lambda s, ref: s.append_tool_result("c1", {"cents": 100}),
    ),
}


@pytest.mark.parametrize(
    ("operation", "fault"),
    [(operation, fault) for operation, (faults, _) in _WRITES.items() for fault in faults],
)
def test_a_crash_inside_a_state_write_leaves_nothing(
    backend: StorageBackend, operation: str, fault: str
) -> None:
    """A failure at any step of a write (invariant 11) leaves the state as it was before."""
    faulty = FaultyBackend(backend)
    state = AgentState.open(
        faulty,
        session_id="s",
        scratchpad=Facts,
        capture=[CaptureRule(tool="quote", path="result.cents", field="credit_cents")],
    )
    ref = state.append_user("x")
    state.ledger.propose("refund", {"a": 0}, source=ref)
    state.append_tool_call("quote", {}, call_id="c1")
    before = stored_projection(state)
    _, write = _WRITES[operation]
    faulty.fail_next_write(after=fault)
    with pytest.raises(InjectedFault):
        write(state, ref)
    assert stored_projection(state) == before
    assert state.replay() == before
    write(state, ref)  # and the same write then succeeds
    assert state.replay() == stored_projection(state) != before
