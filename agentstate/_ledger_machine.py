"""The approval ledger's state machine: which move takes an action from which status to which.

`ledger_step` is the one transition function of the ledger (the live path and
`agentstate.replay` both build their records with it); re-exported by `agentstate.ledger`.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Final

import attrs

from agentstate._ledger_records import ActionStatus
from agentstate.backends.base import ActionRecord
from agentstate.errors import ActionNotFound, InvalidTransition
from agentstate.events import Event, format_ref, parse_ref

__all__ = ["Transition", "ledger_step"]


class Transition(StrEnum):
    """A move of the state machine."""

    PROPOSE = "propose"
    APPROVE = "approve"
    REJECT = "reject"
    CANCEL = "cancel"
    REVOKE = "revoke"
    EXECUTE = "execute"
    FAIL = "fail"


_MOVES: Final[Mapping[Transition, tuple[frozenset[ActionStatus], ActionStatus]]] = {
    Transition.APPROVE: (frozenset({ActionStatus.PENDING}), ActionStatus.APPROVED),
    Transition.REJECT: (frozenset({ActionStatus.PENDING}), ActionStatus.REJECTED),
    Transition.CANCEL: (frozenset({ActionStatus.PENDING}), ActionStatus.CANCELLED),
    Transition.EXECUTE: (frozenset({ActionStatus.APPROVED}), ActionStatus.EXECUTED),
    Transition.REVOKE: (frozenset({ActionStatus.APPROVED}), ActionStatus.REVOKED),
    Transition.FAIL: (
        frozenset({ActionStatus.APPROVED, ActionStatus.EXECUTED}),
        ActionStatus.FAILED,
    ),
}


def _refuse(current: ActionRecord, transition: Transition) -> InvalidTransition:
    allowed = [t.value for t, (sources, _) in _MOVES.items() if current.status in sources]
    if allowed:
        hint = f"it can still {' or '.join(allowed)}"
    elif current.status == ActionStatus.FAILED:
        hint = "a failed action is final: propose a new action to retry it"
    else:
        hint = "that status is final"
    msg = f"cannot {transition.value} {current.action_id}: it is {current.status} ({hint})"
    return InvalidTransition(
        msg, action_id=current.action_id, status=current.status, transition=transition.value
    )


def ledger_step(current: ActionRecord | None, event: Event) -> ActionRecord:
    """The action state after a ledger event: the one transition function of the ledger.

    The live path and `agentstate.replay` both build their records with it.

    Raises:
        InvalidTransition: The event moves an action in a way the state machine forbids.
        ActionNotFound: The event moves an action that was never proposed.
    """
    content = event.content
    action_id, by, source = content["action"], content["by"], content["source"]
    transition = Transition(str(content["transition"]))
    assert isinstance(action_id, str)
    assert isinstance(by, str)
    assert isinstance(source, str)
    source_at = parse_ref(source)[1]
    if transition is Transition.PROPOSE:
        if current is not None:
            msg = f"{action_id} was already proposed by {format_ref(current.event_seq)}"
            raise InvalidTransition(
                msg, action_id=action_id, status=current.status, transition=transition.value
            )
        kind, digest = content["kind"], content["digest"]
        assert isinstance(kind, str)
        assert isinstance(digest, str)
        return ActionRecord(
            action_id, kind, content["params"], digest, ActionStatus.PENDING.value, by,
            source_at, event.seq,
        )  # fmt: skip
    if current is None:
        msg = f"no action {action_id} in session {event.session_id!r}"
        raise ActionNotFound(msg, action_id=action_id)
    sources, target = _MOVES[transition]
    if current.status not in sources:
        raise _refuse(current, transition)
    return attrs.evolve(
        current, status=target.value, actor=by, source_seq=source_at, event_seq=event.seq
    )
