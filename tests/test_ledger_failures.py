"""Failed executions: an execution whose tool result is an error ends failed, never executed."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import Action, ActionStatus, AgentState, MemoryBackend, ToolCall
from agentstate.errors import InvalidInput, InvalidTransition, NotApproved
from agentstate.events import EventKind, EventRef, tool_result
from agentstate.ledger import TOOL_ACTOR
from agentstate.replay import stored_projection
from agentstate.state_block import render_state_block
from agentstate.testing import ManualClock
from agentstate.testing.faults import FaultyBackend, InjectedFault

CREDIT = {"order_id": "4921", "amount_cents": 25000}


@pytest.fixture
def state(make_state: Callable[..., AgentState]) -> AgentState:
    """A state whose ledger records failures (``record_failures=True``)."""
    return make_state(record_failures=True)


def test_failures_are_recorded_only_when_asked(make_state: Callable[..., AgentState]) -> None:
    """Off by default; `is_failure` given turns it on.

    Off, an error result adds no event and leaves the execution as it was, so a log written
    before keeps its event sequence.
    """
    plain = make_state("plain")
    action = _approved(plain)
    call = plain.append_tool_call("issue_credit", CREDIT)
    plain.ledger.execute(action.id, by="billing", source=call)
    result = plain.append_tool_result(call, "declined", is_error=True)
    assert plain.ledger.get(action.id).status is ActionStatus.EXECUTED
    assert list(plain.events())[-1].seq == result.seq
    judged = make_state("judged", is_failure=lambda content: content == "declined")
    assert judged.ledger.record_failures
    assert not make_state("off", is_failure=bool, record_failures=False).ledger.record_failures


def test_record_failures_is_a_bool(make_state: Callable[..., AgentState]) -> None:
    """Anything but True or False is refused with InvalidInput, and nothing is written."""
    for value in ("yes", 1, "false"):
        with pytest.raises(InvalidInput, match="record_failures must be True or False"):
            make_state("refused", record_failures=value)
    assert list(make_state("refused").events()) == []


def _approved(state: AgentState, kind: str = "issue_credit", params: object = None) -> Action:
    ask = state.append_user("Order 4921 arrived damaged; I want a credit.")
    action = state.ledger.propose(kind, CREDIT if params is None else params, source=ask)  # type: ignore[arg-type]
    yes = state.append_user("Yes, go ahead.")
    return state.ledger.approve(action.id, by="user", source=yes)


def _statuses(state: AgentState, action: Action) -> list[str]:
    return [move.status.value for move in state.ledger.history(action.id)]


def test_an_error_result_after_the_execution_fails_it(state: AgentState) -> None:
    """execute, then an error result of its call: failed by the tool, citing the result."""
    action = _approved(state)
    call = state.append_tool_call("issue_credit", CREDIT)
    executed = state.ledger.execute(action.id, by="billing", source=call)
    assert executed.status is ActionStatus.EXECUTED
    result = state.append_tool_result(call, "card declined", is_error=True)
    failed = state.ledger.get(action.id)
    assert (failed.status, failed.actor, failed.source) == (
        ActionStatus.FAILED,
        TOOL_ACTOR,
        result.ref,
    )
    assert failed.event == f"ev_{result.seq + 1}"  # recorded with the result, in its transaction
    move = state.evidence.get(failed.event)
    assert move.kind is EventKind.LEDGER
    assert (move.content["transition"], move.content["status"]) == ("fail", "failed")
    assert _statuses(state, action) == ["pending", "approved", "executed", "failed"]
    assert state.replay() == stored_projection(state)


def test_an_error_already_in_the_log_fails_the_execution_at_once(state: AgentState) -> None:
    """An execute citing a call whose result is already an error returns the failed action."""
    action = _approved(state)
    call = state.append_tool_call("issue_credit", CREDIT)
    result = state.append_tool_result(call, "card declined", is_error=True)
    failed = state.ledger.execute(action.id, by="billing", source=call)
    assert (failed.status, failed.actor, failed.source) == (
        ActionStatus.FAILED,
        TOOL_ACTOR,
        result.ref,
    )
    history = state.ledger.history(action.id)
    assert [move.status.value for move in history] == ["pending", "approved", "executed", "failed"]
    assert (history[2].actor, history[2].source) == ("billing", call.ref)
    assert state.ledger.get(action.id) == failed
    assert state.replay() == stored_projection(state)


def test_a_successful_result_leaves_the_execution_executed(state: AgentState) -> None:
    """A result that is not an error changes nothing, before or after the execution."""
    first, second = _approved(state), _approved(state)
    call = state.append_tool_call("issue_credit", CREDIT)
    state.ledger.execute(first.id, by="billing", source=call)
    state.append_tool_result(call, {"credit_id": "C-1"})
    other = state.append_tool_call("issue_credit", CREDIT)
    state.append_tool_result(other, {"credit_id": "C-2"})
    assert state.ledger.execute(second.id, by="billing", source=other).status is (
        ActionStatus.EXECUTED
    )
    assert state.ledger.get(first.id).status is ActionStatus.EXECUTED


def test_the_error_fails_the_execution_however_the_result_arrives(
    make_state: Callable[..., AgentState],
) -> None:
    """append_tool_result, append_many and import_messages all fail the execution."""
    for how in ("append_tool_result", "append_many", "openai", "anthropic"):
        state = make_state(f"arrival-{how}", record_failures=True)
        action = _approved(state)
        call = state.append_tool_call("issue_credit", CREDIT, call_id="call_1")
        state.ledger.execute(action.id, by="billing", source=call)
        if how == "append_tool_result":
            state.append_tool_result("call_1", "declined", is_error=True)
        elif how == "append_many":
            state.append_many([tool_result("call_1", "declined", is_error=True)])
        elif how == "openai":
            message = {"role": "tool", "tool_call_id": "call_1", "content": "x", "is_error": True}
            state.import_messages([message], format="openai")
        else:
            block = {
                "type": "tool_result",
                "tool_use_id": "call_1",
                "content": "x",
                "is_error": True,
            }
            state.import_messages([{"role": "user", "content": [block]}], format="anthropic")
        assert state.ledger.get(action.id).status is ActionStatus.FAILED, how
        assert state.replay() == stored_projection(state)


def test_the_failure_commits_with_the_result_or_not_at_all(clock: ManualClock) -> None:
    """A crash while the fail move is written takes the result back too: nothing between."""
    faulty = FaultyBackend(MemoryBackend())
    state = AgentState.open(faulty, session_id="crash", clock=clock, record_failures=True)
    action = _approved(state)
    call = state.append_tool_call("issue_credit", CREDIT)
    state.ledger.execute(action.id, by="billing", source=call)
    before = list(state.events())
    faulty.fail_next_write(after="put_action")
    with pytest.raises(InjectedFault):
        state.append_tool_result(call, "declined", is_error=True)
    assert list(state.events()) == before
    assert state.ledger.get(action.id).status is ActionStatus.EXECUTED
    state.append_tool_result(call, "declined", is_error=True)
    assert state.ledger.get(action.id).status is ActionStatus.FAILED


# --- which calls an execution is tied to -------------------------------------------------


def _parallel(state: AgentState, *calls: ToolCall) -> EventRef:
    return state.append_assistant(tool_calls=list(calls))


def test_an_execution_is_tied_to_the_calls_named_after_its_kind(state: AgentState) -> None:
    """Among parallel calls, an error of another tool leaves the execution executed."""
    action = _approved(state)
    ref = _parallel(
        state, ToolCall("lookup_order", {"order_id": "4921"}), ToolCall("issue_credit", CREDIT)
    )
    state.ledger.execute(action.id, by="billing", source=ref)
    state.append_tool_result(ref.call_ids[0], "timeout", is_error=True)
    assert state.ledger.get(action.id).status is ActionStatus.EXECUTED
    state.append_tool_result(ref.call_ids[1], "declined", is_error=True)
    assert state.ledger.get(action.id).status is ActionStatus.FAILED


def test_without_a_call_of_its_kind_every_call_of_the_source_counts(state: AgentState) -> None:
    """An action carried out by a tool named otherwise fails on any error of its source."""
    action = _approved(state)
    ref = _parallel(state, ToolCall("billing_api", CREDIT), ToolCall("notify", {}))
    state.ledger.execute(action.id, by="billing", source=ref)
    state.append_tool_result(ref.call_ids[0], {"ok": True})
    state.append_tool_result(ref.call_ids[1], "mail server down", is_error=True)
    assert state.ledger.get(action.id).status is ActionStatus.FAILED


def test_parallel_calls_of_one_tool_are_told_apart_by_their_params(state: AgentState) -> None:
    """Two credits in one message: each execution is tied to the call with its params."""
    other_params = {"order_id": "5000", "amount_cents": 100}
    first = _approved(state)
    second = _approved(state, params=other_params)
    ref = _parallel(state, ToolCall("issue_credit", CREDIT), ToolCall("issue_credit", other_params))
    state.ledger.execute(first.id, by="billing", source=ref)
    state.ledger.execute(second.id, by="billing", source=ref)
    state.append_tool_result(ref.call_ids[1], "declined", is_error=True)
    state.append_tool_result(ref.call_ids[0], {"credit_id": "C-1"})
    assert state.ledger.get(first.id).status is ActionStatus.EXECUTED
    assert state.ledger.get(second.id).status is ActionStatus.FAILED


def test_an_execution_citing_the_result_is_tied_to_its_call(state: AgentState) -> None:
    """Recording the execution after the fact, citing the error result, ends it failed."""
    action = _approved(state)
    call = state.append_tool_call("issue_credit", CREDIT)
    result = state.append_tool_result(call, "Error: declined", is_error=True)
    failed = state.ledger.execute(action.id, by="billing", source=result)
    assert (failed.status, failed.source) == (ActionStatus.FAILED, result.ref)


def test_an_execution_citing_no_call_is_failed_by_hand(state: AgentState) -> None:
    """An execution citing a message is tied to no call; fail() records what the log cannot."""
    action = _approved(state)
    go = state.append_system("Runner: issuing the credit now.")
    state.ledger.execute(action.id, by="billing", source=go)
    call = state.append_tool_call("issue_credit", CREDIT)
    state.append_tool_result(call, "declined", is_error=True)
    assert state.ledger.get(action.id).status is ActionStatus.EXECUTED
    note = state.append_system("Runner: the payment provider refused the credit.")
    failed = state.ledger.fail(action.id, by="billing", source=note)
    assert (failed.status, failed.actor, failed.source) == (
        ActionStatus.FAILED,
        "billing",
        note.ref,
    )
    assert state.replay() == stored_projection(state)


# --- failed is final ----------------------------------------------------------------------


def test_a_failed_action_is_final_and_never_approved(state: AgentState) -> None:
    """require_approved and execute refuse a failed action and say to propose a new one."""
    action = _approved(state)
    call = state.append_tool_call("issue_credit", CREDIT)
    state.append_tool_result(call, "declined", is_error=True)
    state.ledger.execute(action.id, by="billing", source=call)
    with pytest.raises(NotApproved, match=r"failed.*propose a new action") as refused:
        state.ledger.require_approved(action.id, params=CREDIT)
    assert refused.value.status == "failed"
    for move in ("execute", "fail", "approve", "revoke", "cancel"):
        with pytest.raises(InvalidTransition, match="propose a new action") as caught:
            getattr(state.ledger, move)(action.id, by="supervisor", source=call)
        assert (caught.value.status, caught.value.transition) == ("failed", move)
    retry = state.ledger.propose("issue_credit", CREDIT, source=call)
    assert retry.id != action.id
    assert retry.status is ActionStatus.PENDING


def test_an_approved_action_can_fail_before_its_execution(state: AgentState) -> None:
    """Approved -> failed: a run that failed before its execution was recorded. Final too."""
    action = _approved(state)
    failed = state.ledger.fail(action.id, by="billing", source="ev_2")
    assert failed.status is ActionStatus.FAILED
    assert [row.status for row in state.ledger.history(action.id)] == [
        ActionStatus.PENDING, ActionStatus.APPROVED, ActionStatus.FAILED,
    ]  # fmt: skip
    with pytest.raises(InvalidTransition, match="propose a new action"):
        state.ledger.execute(action.id, by="billing", source="ev_2")


def test_only_an_approved_or_executed_action_can_fail(state: AgentState) -> None:
    """fail() on a pending action raises InvalidTransition and writes nothing."""
    ask = state.append_user("Order 4921 arrived damaged; I want a credit.")
    action = state.ledger.propose("issue_credit", CREDIT, source=ask)
    with pytest.raises(InvalidTransition, match="cannot fail"):
        state.ledger.fail(action.id, by="billing", source=ask)
    assert state.ledger.get(action.id) == action


def test_the_state_block_and_history_tool_show_the_failure(state: AgentState) -> None:
    """The state block lists the action as failed by the tool, at the error result."""
    action = _approved(state)
    call = state.append_tool_call("issue_credit", CREDIT)
    state.ledger.execute(action.id, by="billing", source=call)
    result = state.append_tool_result(call, "declined", is_error=True)
    assert (
        render_state_block(state)
        .splitlines()[-1]
        .startswith(f"- {action.id} issue_credit: failed by tool [{result.ref}];")
    )
    outcome = state.tools().dispatch("action_history", {"action_id": action.id})
    assert (
        f'{{"status":"executed","by":"billing","source":"{call.ref}","recorded_by":"ev_6"}},'
        f'{{"status":"failed","by":"tool","source":"{result.ref}","recorded_by":"ev_8"}}]'
    ) in outcome.content
    assert '"status":"failed","history"' in outcome.content


# --- order independence, as a property ---------------------------------------------------

_ARRIVALS = st.sampled_from(["append_tool_result", "append_many", "openai"])


@settings(max_examples=40, deadline=None)
@given(error=st.booleans(), result_first=st.booleans(), arrival=_ARRIVALS)
def test_the_outcome_does_not_depend_on_the_order(
    error: bool, result_first: bool, arrival: str
) -> None:
    """Result before or after execute, by any path: failed iff the result is an error.

    The moves recorded are the same in both orders (execute by the runner, then fail by the
    tool citing the result), and replay rebuilds them.
    """
    state = AgentState.open(
        MemoryBackend(), session_id="order", clock=ManualClock(), record_failures=True
    )
    action = _approved(state)
    call = state.append_tool_call("issue_credit", CREDIT, call_id="call_1")

    def deliver() -> None:
        if arrival == "append_tool_result":
            state.append_tool_result("call_1", "declined", is_error=error)
        elif arrival == "append_many":
            state.append_many([tool_result("call_1", "declined", is_error=error)])
        else:
            message = {"role": "tool", "tool_call_id": "call_1", "content": "declined"}
            if error:
                message["is_error"] = True
            state.import_messages([message], format="openai")

    if result_first:
        deliver()
        state.ledger.execute(action.id, by="billing", source=call)
    else:
        state.ledger.execute(action.id, by="billing", source=call)
        deliver()
    history = state.ledger.history(action.id)
    expected = ["pending", "approved", "executed", *(["failed"] if error else [])]
    assert [move.status.value for move in history] == expected
    assert [(move.actor, move.source) for move in history[2:]] == [
        ("billing", call.ref),
        *([(TOOL_ACTOR, f"ev_{call.seq + 1}" if result_first else f"ev_{call.seq + 2}")] * error),
    ]
    assert state.replay() == stored_projection(state)


def test_outcomes_read_from_the_log_follow_results_as_they_arrive(
    make_state: Callable[..., AgentState],
) -> None:
    """`failures_in`, unrecorded: pending until its result, then final, whichever comes.

    The ledger remembers settled outcomes; one whose result has not arrived is read again,
    so a late error result still fails it, and a success stays a success.
    """
    plain = make_state("plain")
    failing, passing = _approved(plain), _approved(plain)
    calls = []
    for action in (failing, passing):
        call = plain.append_tool_call("issue_credit", CREDIT)
        plain.ledger.execute(action.id, by="billing", source=call)
        calls.append(call)

    def failures() -> dict[str, int]:
        executed = {
            action.id: (action.kind, int(action.event.removeprefix("ev_")))
            for action in plain.ledger.actions()
            if action.status is ActionStatus.EXECUTED
        }
        with plain.log.read() as reader:
            return plain.ledger.failures_in(reader, executed)

    assert failures() == {}
    ok = plain.append_tool_result(calls[1], "credited")
    assert failures() == {}
    declined = plain.append_tool_result(calls[0], "declined", is_error=True)
    assert failures() == {failing.id: declined.seq}
    assert failures() == {failing.id: declined.seq}  # remembered, and the same
    assert ok.seq < declined.seq
