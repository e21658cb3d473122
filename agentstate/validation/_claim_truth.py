"""Whether a status claim holds of the ledger: true now, or true earlier and told so.

The authority rule reads a claim's actions and what it says of them
(`agentstate.validation._claim_objects.StatusClaim`); `claim_holds` judges it against each
action's current status and history (`agentstate.validation._status_words.CLAIMS`).
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from agentstate.backends.base import ActionStatusRecord
from agentstate.validation._attempts import holds
from agentstate.validation._claim_objects import StatusClaim
from agentstate.validation._status_words import CLAIMS, Claim
from agentstate.validation.core import ValidationContext

__all__ = ["claim_holds"]


def claim_holds(
    context: ValidationContext,
    claim: StatusClaim,
    *,
    claims: list[StatusClaim],
    actions: dict[str, ActionStatusRecord],
    present: bool,
    told: AbstractSet[str],
) -> bool:
    """Whether a claim holds of one of its groups (of each action, or of one).

    Of an action, a claim holds when it is true now, or was true earlier while the sentence
    also claims the action's current status ("approved, then revoked"). `claims` are the
    sentence's claims, `present` whether it speaks in the present, `told` the actions it
    tells failed (`agentstate.validation._attempts.holds`).
    """

    def of(action_id: str, what: Claim, *, now: bool = present) -> bool:
        return holds(context, actions.get(action_id), what, present=now, told=told)

    def true_of(action_id: str) -> bool:
        readings = [what for target, what in claim.targets if target == action_id]
        if any(of(action_id, what) for what in readings):
            return True
        # True earlier, when the sentence also claims its status now ("approved, then
        # revoked"; a failed action's approval is no status now); never "not issued".
        return any(
            _earlier(context, action_id, what) for what in readings if what != "outstanding"
        ) and any(
            of(other_id, other_what, now=True)
            for other in claims
            for other_id, other_what in other.targets
            if other_id == action_id
        )

    return any(
        (all if every else any)(true_of(action_id) for action_id in action_ids)
        for action_ids, every in claim.groups
    )


def _earlier(context: ValidationContext, action_id: str, claim: Claim) -> bool:
    """Whether the claim was true of the action before its current status."""
    return any(record.status in CLAIMS[claim] for record in context.action_history(action_id)[:-1])
