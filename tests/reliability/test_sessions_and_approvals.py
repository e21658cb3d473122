"""Sessions and approvals under random histories, on every backend (hypothesis).

tests/test_ledger.py checks each rule once (the model never approves, changed params, a
second execution, an action or source of another session); tests/test_state_machine.py
interleaves ledger moves in one session. Here two sessions with colliding ids share one
backend, and every handle of one (event refs, events, actions, fact sources) is tried
through the other; approvals are tried with random pairs of params and every spelling of
the model's actor id under every kind of policy.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import MODEL_ACTOR, AgentState, StorageBackend
from agentstate._json import digest
from agentstate.errors import (
    ActionNotFound,
    AgentStateError,
    EvidenceNotFound,
    InvalidTransition,
    NotApproved,
    NotAuthorized,
)
from agentstate.ledger import approvers
from agentstate.testing import strategies as st_agent

from . import figures as _figures
from .state_ops import WorkloadFacts

_examples = settings(max_examples=max(10, settings.default.max_examples // 4))
_SESSIONS = itertools.count()
_STEPS = st.lists(st.sampled_from(["user", "fact", "propose", "approve", "execute", "pin"]),
                  min_size=1, max_size=12)  # fmt: skip


def _snapshot(state: AgentState) -> tuple[Any, ...]:
    with state.backend.read(state.session_id) as reader:
        return (
            reader.events(),
            [reader.fact_history(fact.key) for fact in reader.facts()],
            [reader.action_history(action.action_id) for action in reader.actions()],
            reader.pins(),
        )


def _play(state: AgentState, steps: list[str]) -> dict[str, list[Any]]:
    """Run `steps` on `state`; return every handle it produced, by kind."""
    made: dict[str, list[Any]] = {"refs": [state.append_user("hello, order 4921")], "actions": []}
    for index, step in enumerate(steps):
        source = made["refs"][-1]
        if step == "user":
            made["refs"].append(state.append_user(f"message {index} about the refund"))
        elif step == "fact":
            fact = state.scratchpad.set("note", f"note {index}", source=source)
            made["refs"].append(state.evidence.get(fact.event))  # an Event knows its session
        elif step == "propose":
            action = state.ledger.propose("refund", {"cents": index}, source=source)
            made["actions"].append(action)
        elif step in ("approve", "execute"):
            pending = [a for a in state.ledger.actions() if a.status == "pending"]
            approved = [a for a in state.ledger.actions() if a.status == "approved"]
            if step == "approve" and pending:
                state.ledger.approve(pending[0].id, by="supervisor", source=source)
            elif step == "execute" and approved:
                state.ledger.execute(approved[0].id, by="agent", source=source)
        elif step == "pin" and made["refs"]:
            messages = [ref for ref in made["refs"] if state.evidence.get(ref).is_message]
            if messages:
                state.pin(messages[-1])
    made["events"] = [state.evidence.get(ref) for ref in made["refs"]]
    made["actions"] = state.ledger.actions()
    return made


def _refused(call: Callable[[], Any], *errors: type[Exception]) -> None:
    with pytest.raises(errors):
        call()


@_examples
@given(steps_a=_STEPS, steps_b=_STEPS)
def test_nothing_of_one_session_is_reachable_through_another(
    backend: StorageBackend, steps_a: list[str], steps_b: list[str]
) -> None:
    """Every ref, event, action and fact source of A is refused through B; B is unchanged."""
    n = next(_SESSIONS)
    first = AgentState.open(backend, session_id=f"a{n}", scratchpad=WorkloadFacts)
    second = AgentState.open(backend, session_id=f"b{n}", scratchpad=WorkloadFacts)
    made_a, made_b = _play(first, steps_a), _play(second, steps_b)
    before = _snapshot(second)
    ask = made_b["refs"][-1]
    tried = 0
    for foreign in [*made_a["refs"], *made_a["events"]]:
        tried += 1
        _refused(lambda f=foreign: second.evidence.get(f), EvidenceNotFound)
        _refused(lambda f=foreign: second.scratchpad.set("note", "x", source=f), EvidenceNotFound)
        _refused(lambda f=foreign: second.ledger.propose("refund", {}, source=f), EvidenceNotFound)
        _refused(lambda f=foreign: second.pin(f), EvidenceNotFound)
    for action in made_a["actions"]:
        tried += 1
        for move in (
            lambda a=action: second.ledger.approve(a, by="supervisor", source=ask),
            lambda a=action: second.ledger.reject(a, by="supervisor", source=ask),
            lambda a=action: second.ledger.execute(a, by="agent", source=ask),
            lambda a=action: second.ledger.revoke(a, by="supervisor", source=ask),
            lambda a=action: second.ledger.require_approved(a),
            lambda a=action: second.ledger.get(a),
        ):
            _refused(move, ActionNotFound)
    assert _snapshot(second) == before
    for fact in second.scratchpad.values():
        for record in second.scratchpad.history(fact):
            assert second.evidence.get(record.source).session_id == second.session_id
    for action in made_b["actions"]:  # B's own actions are B's, whatever A holds
        assert second.ledger.get(action.id) == action
    _figures.record("sessions and approvals", {"foreign handles tried": tried})


_PARAMS = st_agent.json_objects(max_leaves=6)


@_examples
@given(approved=_PARAMS, other=_PARAMS, shuffle=st.randoms(use_true_random=False))
def test_an_approval_authorizes_exactly_its_params_once(
    make_state: Callable[..., AgentState], approved: dict[str, Any], other: dict[str, Any], shuffle
) -> None:
    """Approved params A never authorize params B; the same params in any key order do, once."""
    state = make_state(f"p{next(_SESSIONS)}")
    ask = state.append_user("please refund")
    action = state.ledger.propose("refund", approved, source=ask)
    state.ledger.approve(action.id, by="supervisor", source=ask)
    keys = list(approved)
    shuffle.shuffle(keys)
    reordered = {key: approved[key] for key in keys}
    same = digest(other) == digest(approved)
    before = _snapshot(state)
    if not same:
        _refused(lambda: state.ledger.require_approved(action.id, params=other), NotApproved)
        _refused(
            lambda: state.ledger.execute(action.id, by="agent", source=ask, params=other),
            NotApproved,
        )
        assert _snapshot(state) == before
    assert state.ledger.require_approved(action.id, params=reordered).id == action.id
    executed = state.ledger.execute(action.id, by="agent", source=ask, params=reordered)
    assert executed.status == "executed"
    after = _snapshot(state)
    for params in (None, approved, other):
        _refused(
            lambda p=params: state.ledger.execute(action.id, by="agent", source=ask, params=p),
            InvalidTransition,
        )
        _refused(lambda p=params: state.ledger.require_approved(action.id, params=p), NotApproved)
    assert _snapshot(state) == after
    _figures.record("sessions and approvals", {"param pairs tried": 1, "equal pairs": int(same)})


_FORMS: dict[str, Callable[[str], str]] = {
    "lower": lambda ch: ch,
    "upper": str.upper,
    "full-width": lambda ch: chr(ord(ch) + 0xFEE0),
    "full-width upper": lambda ch: chr(ord(ch.upper()) + 0xFEE0),
    "mathematical bold": lambda ch: chr(0x1D41A + ord(ch) - ord("a")),
}
"""Spellings of each letter that read as that letter once normalized (NFKC, case-folded)."""

_MODEL_SPELLINGS = st.builds(
    lambda forms, left, right: (
        left
        + "".join(_FORMS[form](ch) for ch, form in zip(MODEL_ACTOR, forms, strict=False))
        + right
    ),
    st.lists(st.sampled_from(sorted(_FORMS)), min_size=len(MODEL_ACTOR), max_size=len(MODEL_ACTOR)),
    st.sampled_from(["", " ", "  "]),
    st.sampled_from(["", " ", "  "]),
)
_POLICIES: dict[str, Any] = {
    "default": None,
    "anyone": lambda request: True,
    "the model by name": approvers("supervisor", "model-reviewer"),
}


@_examples
@given(actor=_MODEL_SPELLINGS, policy=st.sampled_from(sorted(_POLICIES)))
def test_the_model_never_approves_under_any_policy(
    make_state: Callable[..., AgentState], actor: str, policy: str
) -> None:
    """However its id is cased, spaced or written in compatible forms, the model never approves."""
    options = {} if _POLICIES[policy] is None else {"approval_policy": _POLICIES[policy]}
    state = make_state(f"m{next(_SESSIONS)}", **options)
    ask = state.append_user("approve it")
    action = state.ledger.propose("refund", {"cents": 1}, source=ask, by=actor)
    before = _snapshot(state)
    with pytest.raises(AgentStateError) as caught:
        state.ledger.approve(action.id, by=actor, source=ask)
    assert isinstance(caught.value, NotAuthorized), caught.value
    assert _snapshot(state) == before
    _figures.record("sessions and approvals", {"model approvals refused": 1})
