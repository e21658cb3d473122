"""The approval ledger's records and approval policies, re-exported by `agentstate.ledger`.

What the ledger holds (`Action`, its `ActionStatus`) and who may approve (`ApprovalPolicy`,
`any_actor_except_model`, `approvers`); the state machine that moves an action is in
`agentstate._ledger_machine`, the ledger itself in `agentstate.ledger`.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import Final

import attrs

from agentstate import _json
from agentstate._actors import actor_key, check_actor
from agentstate.errors import InvalidInput
from agentstate.events import Event

__all__ = [
    "MAX_PARAMS_BYTES",
    "MODEL_ACTOR",
    "OPEN_STATUSES",
    "TOOL_ACTOR",
    "Action",
    "ActionStatus",
    "ApprovalPolicy",
    "ApprovalRequest",
    "any_actor_except_model",
    "approvers",
]

MODEL_ACTOR: Final = "model"
"""The model's actor id: it may propose actions but never approve them."""

TOOL_ACTOR: Final = "tool"
"""The actor of a ``fail`` move recorded because a tool result is an error (its source)."""

MAX_PARAMS_BYTES: Final = 16 * 1024
"""Largest action parameters accepted, as compact JSON in UTF-8 (they are rendered into every
request through the state block, like scratchpad values)."""


class ActionStatus(StrEnum):
    """Where an action stands."""

    PENDING = "pending"
    """Proposed, awaiting a decision."""
    APPROVED = "approved"
    """Approved for exactly its parameters; may be executed once, or revoked."""
    REJECTED = "rejected"
    """Refused by an approver (final)."""
    CANCELLED = "cancelled"
    """Withdrawn before a decision (final)."""
    EXECUTED = "executed"
    """Carried out (final but for a failure: an error result of its call, or `fail`)."""
    FAILED = "failed"
    """Executed, then failed: an error result of its call, or `ApprovalLedger.fail` (final: a
    retry is a new action, approved anew)."""
    REVOKED = "revoked"
    """Approval withdrawn before execution (final)."""


OPEN_STATUSES: Final = frozenset({ActionStatus.PENDING, ActionStatus.APPROVED})
"""Statuses from which an action can still move."""


@attrs.frozen(kw_only=True)
class Action:
    """An action as the ledger holds it: its latest state (or one state, in `history`)."""

    id: str
    """``act_<n>``."""
    session_id: str
    """The session whose ledger holds it: another session's ledger never acts on it."""
    kind: str
    """What the action does (``"refund"``, ``"book_reservation"``), named by the application."""
    params: _json.JSONValue
    """The exact parameters an approval binds to."""
    digest: str
    """``sha256:<hex>`` of the canonical params."""
    status: ActionStatus
    actor: str
    """Who made the move into this status."""
    source: str
    """The ref of the event that justified the move (the user's "yes", the tool result)."""
    event: str
    """The ref of the ledger event that recorded the move."""

    @property
    def is_open(self) -> bool:
        """Whether the action can still move (pending or approved)."""
        return self.status in OPEN_STATUSES


@attrs.frozen(kw_only=True)
class ApprovalRequest:
    """What an `ApprovalPolicy` decides on."""

    actor: str
    """Who asks to approve."""
    action: Action
    """The pending action."""
    source: Event
    """The event the approval cites (a user's confirmation, an operator's note)."""


ApprovalPolicy = Callable[[ApprovalRequest], bool]
"""Decides whether an actor may approve an action; the model is refused before it is asked."""


def any_actor_except_model(request: ApprovalRequest) -> bool:
    """The default policy: anyone may approve (the model never reaches a policy)."""
    return True


def approvers(*actors: str) -> ApprovalPolicy:
    """A policy letting only these actors approve.

    Raises:
        InvalidInput: No actor given, or one is not a valid actor id.
    """
    allowed = frozenset(actor_key(check_actor(actor, what="an approver")) for actor in actors)
    if not allowed:
        msg = "approvers() needs at least one actor"
        raise InvalidInput(msg)

    def policy(request: ApprovalRequest) -> bool:
        return actor_key(request.actor) in allowed

    return policy
