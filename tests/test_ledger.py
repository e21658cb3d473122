"""The approval ledger: the state machine, the approver policy, exact-params execution."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from agentstate import MODEL_ACTOR, Action, ActionStatus, AgentState, EventKind, SqliteBackend
from agentstate._json import digest
from agentstate.errors import (
    ActionNotFound,
    EvidenceNotFound,
    InvalidContent,
    InvalidInput,
    InvalidRef,
    InvalidTransition,
    NotApproved,
    NotAuthorized,
)
from agentstate.ledger import ApprovalRequest, approvers

CREDIT = {"order_id": "4921", "amount_cents": 25000}


def _head(state: AgentState) -> int:
    with state.backend.read(state.session_id) as reader:
        return reader.head().seq


def _snapshot(state: AgentState) -> tuple[int, list[Action]]:
    return _head(state), state.ledger.actions()


def test_propose_creates_a_pending_action_bound_to_a_digest(state: AgentState) -> None:
    """Proposing gives act_<seq of its event>, pending, bound to the canonical params' digest."""
    ref = state.append_user("I want a credit for order 4921")
    action = state.ledger.propose("issue_credit", CREDIT, source=ref)
    assert action == Action(
        id="act_2",
        session_id="ticket-9104",
        kind="issue_credit",
        params=CREDIT,
        digest=digest({"amount_cents": 25000, "order_id": "4921"}),
        status=ActionStatus.PENDING,
        actor=MODEL_ACTOR,
        source="ev_1",
        event="ev_2",
    )
    event = state.evidence.get("ev_2")
    assert event.kind is EventKind.LEDGER
    assert event.content["transition"] == "propose"
    assert state.ledger.pending() == [action]


def test_a_move_is_found_by_its_params_not_by_its_digest(state: AgentState) -> None:
    """A ledger event is searchable by its kind and params; its params digest is not indexed."""
    ref = state.append_user("Please credit me")
    action = state.ledger.propose("issue_credit", CREDIT, source=ref)
    assert [hit.event.ref for hit in state.evidence.search("issue_credit 4921")] == [action.event]
    assert state.evidence.search(action.digest.removeprefix("sha256:")) == []


def test_a_move_is_found_by_its_values_not_by_its_field_names(state: AgentState) -> None:
    """A ledger event is found by its values, not by the field names every one of them holds."""
    ref = state.append_user("Please credit me")
    action = state.ledger.propose("issue_credit", CREDIT, source=ref)
    approved = state.ledger.approve(action.id, by="supervisor", source=ref)
    assert [hit.event.ref for hit in state.evidence.search("approved supervisor")] == [
        approved.event
    ]
    for field_name in ("transition", "status", "source", "action"):
        assert state.evidence.search(field_name) == []


def test_lifecycle_approve_then_execute(state: AgentState) -> None:
    """An action goes pending, approved, executed; each move records actor, source and event."""
    ask = state.append_user("credit please")
    action = state.ledger.propose("issue_credit", CREDIT, source=ask)
    yes = state.append_user("yes, go ahead")
    approved = state.ledger.approve(action.id, by="supervisor", source=yes)
    assert (approved.status, approved.actor, approved.source) == (
        ActionStatus.APPROVED,
        "supervisor",
        yes.ref,
    )
    assert state.ledger.require_approved(action.id, params=CREDIT) == approved
    executed = state.ledger.execute(action, by="billing", source=yes, params=dict(CREDIT))
    assert executed.status is ActionStatus.EXECUTED
    assert [a.status for a in state.ledger.history(action.id)] == [
        ActionStatus.PENDING,
        ActionStatus.APPROVED,
        ActionStatus.EXECUTED,
    ]
    assert state.ledger.get(action.id) == executed
    assert state.ledger.pending() == []
    assert not executed.is_open


# Every status reachable, and how to reach it from a fresh proposal.
_PATHS: dict[ActionStatus, list[str]] = {
    ActionStatus.PENDING: [],
    ActionStatus.APPROVED: ["approve"],
    ActionStatus.REJECTED: ["reject"],
    ActionStatus.CANCELLED: ["cancel"],
    ActionStatus.EXECUTED: ["approve", "execute"],
    ActionStatus.REVOKED: ["approve", "revoke"],
    ActionStatus.FAILED: ["approve", "execute", "fail"],
}
_LEGAL = {
    ActionStatus.PENDING: {"approve", "reject", "cancel"},
    ActionStatus.APPROVED: {"execute", "revoke", "fail"},
    ActionStatus.EXECUTED: {"fail"},
}
_ILLEGAL = [
    (status, move)
    for status in ActionStatus
    for move in ("approve", "reject", "cancel", "revoke", "execute", "fail")
    if move not in _LEGAL.get(status, set())
]


def _move(state: AgentState, action_id: str, move: str, source: str) -> Action:
    method = getattr(state.ledger, move)
    result: Action = method(action_id, by="supervisor", source=source)
    return result


@pytest.mark.parametrize(("status", "move"), _ILLEGAL)
def test_illegal_transition_raises_and_writes_nothing(
    state: AgentState, status: ActionStatus, move: str
) -> None:
    """Every move the state machine forbids raises InvalidTransition and writes nothing."""
    ref = state.append_user("x").ref
    action = state.ledger.propose("refund", CREDIT, source=ref)
    for step in _PATHS[status]:
        _move(state, action.id, step, ref)
    before = _snapshot(state)
    with pytest.raises(InvalidTransition) as caught:
        _move(state, action.id, move, ref)
    assert (caught.value.action_id, caught.value.status, caught.value.transition) == (
        action.id,
        status.value,
        move,
    )
    assert _snapshot(state) == before


def test_an_action_is_decided_once(state: AgentState) -> None:
    """After a rejection, neither an approval nor another rejection is possible."""
    ref = state.append_user("x")
    action = state.ledger.propose("refund", CREDIT, source=ref)
    state.ledger.reject(action.id, by="supervisor", source=ref)
    for move in ("approve", "reject", "cancel"):
        with pytest.raises(InvalidTransition):
            _move(state, action.id, move, ref.ref)


def test_executes_at_most_once(state: AgentState) -> None:
    """A second execute raises InvalidTransition; require_approved says it was executed."""
    ref = state.append_user("x")
    action = state.ledger.propose("refund", CREDIT, source=ref)
    state.ledger.approve(action.id, by="user", source=ref)
    state.ledger.execute(action.id, by="app", source=ref)
    with pytest.raises(InvalidTransition, match="executed"):
        state.ledger.execute(action.id, by="app", source=ref)
    with pytest.raises(NotApproved, match="at most once"):
        state.ledger.require_approved(action.id)


@pytest.mark.parametrize(
    "actor",
    [
        MODEL_ACTOR,
        "Model",
        " model ",
        "\uff4d\uff4f\uff44\uff45\uff4c",  # full-width
        "\U0001d426\U0001d428\U0001d41d\U0001d41e\U0001d425",  # mathematical bold
        "MODEL",
        "mode\u217c",  # the Roman numeral fifty, which NFKC reads as l
    ],
    ids=["model", "title", "spaced", "full-width", "math-bold", "upper", "roman-l"],
)
def test_the_model_can_never_approve(state: AgentState, actor: str) -> None:
    """Approving as the model raises NotAuthorized and writes nothing."""
    ref = state.append_user("x")
    action = state.ledger.propose("refund", CREDIT, source=ref)
    before = _snapshot(state)
    with pytest.raises(NotAuthorized, match="never approve") as caught:
        state.ledger.approve(action.id, by=actor, source=ref)
    assert caught.value.actor == actor
    assert _snapshot(state) == before


def test_no_policy_lets_the_model_approve(make_state: Callable[..., AgentState]) -> None:
    """Even a policy that allows everyone cannot let the model approve."""
    state = make_state(approval_policy=lambda request: True)
    ref = state.append_user("x")
    action = state.ledger.propose("refund", CREDIT, source=ref)
    with pytest.raises(NotAuthorized):
        state.ledger.approve(action.id, by=MODEL_ACTOR, source=ref)
    state.ledger.policy = lambda request: True
    with pytest.raises(NotAuthorized):
        state.ledger.approve(action.id, by=MODEL_ACTOR, source=ref)


def test_the_model_may_propose_cancel_and_reject(state: AgentState) -> None:
    """Moves that only take authority away are open to the model."""
    ref = state.append_user("x")
    first = state.ledger.propose("refund", CREDIT, source=ref)
    second = state.ledger.propose("refund", {"amount_cents": 1}, source=ref)
    assert (
        state.ledger.cancel(first.id, by=MODEL_ACTOR, source=ref).status is ActionStatus.CANCELLED
    )
    assert state.ledger.reject(second.id, by=MODEL_ACTOR, source=ref).actor == MODEL_ACTOR


def test_approvers_policy(make_state: Callable[..., AgentState]) -> None:
    """With approvers("supervisor"), another actor is refused and the supervisor approves."""
    state = make_state(approval_policy=approvers("supervisor"))
    ref = state.append_user("x")
    action = state.ledger.propose("refund", CREDIT, source=ref)
    before = _snapshot(state)
    with pytest.raises(NotAuthorized, match="approval policy"):
        state.ledger.approve(action.id, by="intern", source=ref)
    assert _snapshot(state) == before
    assert state.ledger.approve(action.id, by="supervisor", source=ref).status is (
        ActionStatus.APPROVED
    )
    with pytest.raises(InvalidInput):
        approvers()


def test_policy_sees_the_cited_event(make_state: Callable[..., AgentState]) -> None:
    """A policy can require that an approval cite a user message."""

    def user_confirms(request: ApprovalRequest) -> bool:
        return request.actor == "user" and request.source.kind is EventKind.USER

    state = make_state(approval_policy=user_confirms)
    ask = state.append_user("refund me")
    note = state.append_system("policy allows refunds")
    action = state.ledger.propose("refund", CREDIT, source=ask)
    with pytest.raises(NotAuthorized):
        state.ledger.approve(action.id, by="user", source=note)
    yes = state.append_user("yes")
    assert state.ledger.approve(action.id, by="user", source=yes).source == yes.ref


def test_executing_with_changed_params_raises(state: AgentState) -> None:
    """Executing with params whose digest differs raises NotApproved and writes nothing."""
    ref = state.append_user("x")
    action = state.ledger.propose("issue_credit", CREDIT, source=ref)
    state.ledger.approve(action.id, by="supervisor", source=ref)
    before = _snapshot(state)
    changed = {"order_id": "4921", "amount_cents": 25001}
    with pytest.raises(NotApproved, match="changed params need a new action") as caught:
        state.ledger.execute(action.id, by="app", source=ref, params=changed)
    assert caught.value.status == "approved"
    with pytest.raises(NotApproved):
        state.ledger.require_approved(action.id, params=changed)
    assert _snapshot(state) == before
    reordered = {"amount_cents": 25000, "order_id": "4921"}
    assert state.ledger.execute(action.id, by="app", source=ref, params=reordered).status is (
        ActionStatus.EXECUTED
    )


def test_execute_records_the_digest_it_executed(state: AgentState) -> None:
    """The execute event carries the approved digest, for audit."""
    ref = state.append_user("x")
    action = state.ledger.propose("refund", CREDIT, source=ref)
    state.ledger.approve(action.id, by="supervisor", source=ref)
    executed = state.ledger.execute(action.id, by="app", source=ref)
    assert state.evidence.get(executed.event).content["digest"] == action.digest


def test_require_approved_refuses_every_other_status(state: AgentState) -> None:
    """require_approved raises NotApproved for every status but approved (failed included)."""
    ref = state.append_user("x").ref
    for status in set(ActionStatus) - {ActionStatus.APPROVED}:
        action = state.ledger.propose("refund", CREDIT, source=ref)
        for step in _PATHS[status]:
            _move(state, action.id, step, ref)
        with pytest.raises(NotApproved, match=status.value) as caught:
            state.ledger.require_approved(action.id)
        assert caught.value.status == status.value


def test_unknown_and_malformed_action_ids(state: AgentState) -> None:
    """An unknown act_<n> raises ActionNotFound; a malformed id raises InvalidRef."""
    ref = state.append_user("x")
    with pytest.raises(ActionNotFound) as caught:
        state.ledger.approve("act_99", by="supervisor", source=ref)
    assert caught.value.action_id == "act_99"
    for reader in (state.ledger.get, state.ledger.history, state.ledger.require_approved):
        with pytest.raises(ActionNotFound):
            reader("act_99")
    for bad in ("act_0", "act_x", "ev_1", 7, None):
        with pytest.raises(InvalidRef):
            state.ledger.get(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "actor",
    [
        "m\u043edel",  # a Cyrillic o
        "\u043c\u043edel",  # Cyrillic m and o
        "mod\u0435l",  # a Cyrillic e
        "m\u03bfdel",  # a Greek omicron
        "mo\u200bdel",  # a zero-width space
        "model\u2060",  # a word joiner
        "\u3164model",  # a Hangul filler
        "mod\u00adel",  # a soft hyphen
        "model\ufe0f",  # a variation selector
        "\u2800model",  # a blank Braille pattern
    ],
)
def test_look_alikes_of_an_actor_are_refused(state: AgentState, actor: str) -> None:
    """An actor id that could pass for another (invisible or mixed-script) is refused."""
    ref = state.append_user("x")
    action = state.ledger.propose("refund", CREDIT, source=ref)
    before = _snapshot(state)
    for move in (state.ledger.approve, state.ledger.reject, state.ledger.cancel):
        with pytest.raises(InvalidInput, match=r"invisible|look-alike|control"):
            move(action.id, by=actor, source=ref)
    with pytest.raises(InvalidInput):
        state.ledger.propose("refund", CREDIT, source=ref, by=actor)
    with pytest.raises(InvalidInput):
        approvers(actor)
    assert _snapshot(state) == before


@pytest.mark.parametrize(
    "actor", ["Alice", "\u0410\u043b\u0438\u0441\u0430", "\u652f\u6301-agent", "agent-1"]
)
def test_actors_of_one_script_approve(state: AgentState, actor: str) -> None:
    """Ids in one script (Latin, Cyrillic, Han with Latin) remain ordinary actors."""
    ref = state.append_user("x")
    action = state.ledger.propose("refund", CREDIT, source=ref)
    assert state.ledger.approve(action.id, by=actor, source=ref).actor == actor


def test_approvers_compare_actors_as_the_ledger_does(
    make_state: Callable[..., AgentState],
) -> None:
    """approvers("supervisor") lets the supervisor approve under a full-width or upper-case id."""
    state = make_state(approval_policy=approvers("supervisor"))
    ref = state.append_user("x")
    first = state.ledger.propose("refund", CREDIT, source=ref)
    second = state.ledger.propose("refund", {"amount_cents": 2}, source=ref)
    assert state.ledger.approve(first.id, by="SUPERVISOR", source=ref).status is (
        ActionStatus.APPROVED
    )
    wide = "".join(chr(ord(char) + 0xFEE0) for char in "supervisor")
    assert state.ledger.approve(second.id, by=wide, source=ref).actor == wide


@pytest.mark.parametrize(
    "params",
    [{"blob": "x" * 1_000_000}, {"when": object()}, {"nan": float("nan")}, {"n": 10**4000}],
    ids=["1MB", "not-json", "nan", "4001-digits"],
)
def test_bad_params_are_refused(state: AgentState, params: object) -> None:
    """Params that are not JSON or exceed MAX_PARAMS_BYTES are refused before any write."""
    ref = state.append_user("x")
    before = _snapshot(state)
    with pytest.raises(InvalidContent):
        state.ledger.propose("refund", params, source=ref)  # type: ignore[arg-type]
    assert _snapshot(state) == before


@pytest.mark.parametrize("bad", ["", "a\nb", "x" * 300])
def test_bad_kind_or_actor_is_refused(state: AgentState, bad: str) -> None:
    """An empty, multi-line or overlong kind or actor is refused."""
    ref = state.append_user("x")
    with pytest.raises(InvalidInput):
        state.ledger.propose(bad, CREDIT, source=ref)
    action = state.ledger.propose("refund", CREDIT, source=ref)
    with pytest.raises(InvalidInput):
        state.ledger.approve(action.id, by=bad, source=ref)


def test_sources_are_checked(make_state: Callable[..., AgentState]) -> None:
    """A foreign or future source is refused on propose and on every move."""
    other = make_state("elsewhere")
    foreign = other.append_user("x")
    state = make_state()
    ref = state.append_user("x")
    with pytest.raises(EvidenceNotFound):
        state.ledger.propose("refund", CREDIT, source=foreign)
    action = state.ledger.propose("refund", CREDIT, source=ref)
    before = _snapshot(state)
    with pytest.raises(EvidenceNotFound):
        state.ledger.approve(action.id, by="supervisor", source="ev_99")
    with pytest.raises(EvidenceNotFound):
        state.ledger.cancel(action.id, by="supervisor", source=foreign)
    assert _snapshot(state) == before


def test_actions_are_per_session(make_state: Callable[..., AgentState]) -> None:
    """An action of one session is not found through another."""
    first = make_state("one")
    action = first.ledger.propose("refund", CREDIT, source=first.append_user("x"))
    second = make_state("two")
    second.append_user("x")
    second.append_user("y")
    with pytest.raises(ActionNotFound):
        second.ledger.get(action.id)


def test_an_action_of_another_session_never_moves_this_one(
    make_state: Callable[..., AgentState],
) -> None:
    """Passing session A's Action to B's ledger raises ActionNotFound, even where B has its id.

    Both sessions have an act_2; an approval meant for A's 10-cent refund must not approve
    B's other refund.
    """
    first, second = make_state("one"), make_state("two")
    small = first.ledger.propose("refund", {"cents": 10}, source=first.append_user("x"))
    ask = second.append_user("y")
    large = second.ledger.propose("refund", {"cents": 99_999}, source=ask)
    assert small.id == large.id == "act_2"
    before = _snapshot(second)
    for move in (
        lambda: second.ledger.approve(small, by="supervisor", source=ask),
        lambda: second.ledger.reject(small, by="supervisor", source=ask),
        lambda: second.ledger.cancel(small, by="supervisor", source=ask),
        lambda: second.ledger.get(small),
        lambda: second.ledger.history(small),
        lambda: second.ledger.require_approved(small),
    ):
        with pytest.raises(ActionNotFound, match="belongs to session 'one'"):
            move()
    assert _snapshot(second) == before
    assert second.ledger.get(large) == large
    assert first.ledger.get(small) == small


def test_action_history_tool(state: AgentState) -> None:
    """The action_history tool gives the kind, exact params and every move with its source."""
    ref = state.append_user("x")
    action = state.ledger.propose("refund", CREDIT, source=ref)
    yes = state.append_user("yes")
    state.ledger.approve(action.id, by="user", source=yes)
    outcome = state.tools().dispatch("action_history", {"action_id": action.id})
    assert outcome.content == (
        '{"action_id":"act_2","kind":"refund","params":{"order_id":"4921","amount_cents":25000},'
        f'"digest":"{action.digest}","status":"approved","history":['
        '{"status":"pending","by":"model","source":"ev_1","recorded_by":"ev_2"},'
        '{"status":"approved","by":"user","source":"ev_3","recorded_by":"ev_4"}]}'
    )
    assert state.tools().dispatch("action_history", {"action_id": "act_9"}).is_error
    assert state.tools().dispatch("action_history", {"action_id": "nope"}).is_error


def test_concurrent_decisions_on_one_file_decide_once(tmp_path: Path) -> None:
    """Two writers racing to approve and reject the same action: exactly one wins."""
    path = tmp_path / "state.db"
    with AgentState.open(path, session_id="s") as setup:
        ref = setup.append_user("x")
        action = setup.ledger.propose("refund", CREDIT, source=ref)
    outcomes: list[str] = []
    barrier = threading.Barrier(2)

    def decide(move: str) -> None:
        backend = SqliteBackend(path)
        try:
            state = AgentState.open(backend, session_id="s")
            barrier.wait()
            _move(state, action.id, move, "ev_1")
            outcomes.append(move)
        except InvalidTransition:
            outcomes.append("refused")
        finally:
            backend.close()

    threads = [threading.Thread(target=decide, args=(move,)) for move in ("approve", "reject")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) in (["approve", "refused"], ["refused", "reject"])
    with AgentState.open(path, session_id="s") as check:
        assert len(check.ledger.history(action.id)) == 2
