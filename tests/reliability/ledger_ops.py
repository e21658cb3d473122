"""Workload operations on the approval ledger: proposals, moves, and moves it must refuse.

The marker rides in a proposal's params (``tag``) and in a mover's actor id
(``clerk-op<id>p1n1``); the ledger event and the action's history must agree. A refused move
(the model approving under any spelling of its id, executing with params other than the
approved ones, executing twice, deciding twice) must leave nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from agentstate import MODEL_ACTOR, AgentState
from agentstate._json import digest
from agentstate.errors import InvalidTransition, NotApproved, NotAuthorized
from agentstate.events import EventKind

from .base import Plan, TornOperation, View, World, marker, only, source_ref

ACTION_KINDS = ("issue_credit", "refund")


def _find_action(state: AgentState, tag: str) -> str:
    for action in state.ledger.actions():
        if isinstance(action.params, dict) and action.params.get("tag") == tag:
            return action.id
    msg = f"no action tagged {tag} in {state.session_id}"
    raise AssertionError(msg)


def _action_of(view: View, tag: str) -> Any:
    for record in view.reader.actions():
        if isinstance(record.params, dict) and record.params.get("tag") == tag:
            return record
    return None


@dataclass
class Propose:
    """``ledger.propose`` of an action tagged with the marker (by the model or an agent)."""

    name: str = "propose"
    weight: int = 2

    def plan(self, world: World, rng: random.Random, op: int) -> Plan | None:
        source = source_ref(world, rng)
        if source is None:
            return None
        params = {"tag": marker(op, 1, 1), "order_id": str(rng.randint(1000, 9999)),
                  "cents": rng.randint(1, 10**6)}  # fmt: skip
        return {"kind": rng.choice(ACTION_KINDS), "params": params, "source": source,
                "by": rng.choice([MODEL_ACTOR, "agent"])}  # fmt: skip

    def perform(self, state: AgentState, plan: Plan) -> bool:
        state.ledger.propose(plan["kind"], plan["params"], source=plan["source"], by=plan["by"])
        return True

    def settle(self, world: World, plan: Plan, *, committed: bool) -> None:
        if committed:
            world.seen += 1
            world.actions[plan["params"]["tag"]] = {"status": "pending", "params": plan["params"]}

    def presence(self, view: View, op: int, plan: Plan) -> list[int] | None:
        event = only(view, op, self.name)
        if event is None:
            return None
        content = event.content
        action_id = f"act_{event.seq}"
        expected = {
            "action": action_id, "transition": "propose", "status": "pending", "by": plan["by"],
            "source": plan["source"], "kind": plan["kind"], "params": plan["params"],
            "digest": digest(plan["params"]),
        }  # fmt: skip
        if event.kind is not EventKind.LEDGER or content != expected:
            raise TornOperation(f"op {op}: {event.ref} is not the planned proposal: {content}")
        history = view.reader.action_history(action_id)
        if not history or history[0].event_seq != event.seq or history[0].params != plan["params"]:
            raise TornOperation(f"op {op}: {action_id} has no matching projection rows")
        return [event.seq]


_ALLOWED = {
    "pending": ("approve", "reject", "cancel"),
    "approved": ("execute", "revoke"),
}
_STATUS_AFTER = {
    "approve": "approved",
    "reject": "rejected",
    "cancel": "cancelled",
    "execute": "executed",
    "revoke": "revoked",
}


@dataclass
class Move:
    """A ledger move its action's status allows, by an actor id that carries the marker."""

    name: str = "ledger_move"
    weight: int = 3

    def plan(self, world: World, rng: random.Random, op: int) -> Plan | None:
        movable = [tag for tag, action in world.actions.items() if action["status"] in _ALLOWED]
        source = source_ref(world, rng)
        if not movable or source is None:
            return None
        tag = rng.choice(movable)
        action = world.actions[tag]
        transition = rng.choice(_ALLOWED[action["status"]])
        plan: Plan = {"tag": tag, "transition": transition, "by": f"clerk-{marker(op, 1, 1)}",
                      "source": source, "params": None}  # fmt: skip
        if transition == "execute" and rng.random() < 0.5:
            plan["params"] = action["params"]  # the approved params, given explicitly
        return plan

    def perform(self, state: AgentState, plan: Plan) -> bool:
        action_id = _find_action(state, plan["tag"])
        ledger, by, source = state.ledger, plan["by"], plan["source"]
        transition = plan["transition"]
        if transition == "execute":
            ledger.execute(action_id, by=by, source=source, params=plan["params"])
        else:
            getattr(ledger, transition)(action_id, by=by, source=source)
        return True

    def settle(self, world: World, plan: Plan, *, committed: bool) -> None:
        if committed:
            world.seen += 1
            world.actions[plan["tag"]]["status"] = _STATUS_AFTER[plan["transition"]]

    def presence(self, view: View, op: int, plan: Plan) -> list[int] | None:
        event = only(view, op, self.name)
        if event is None:
            return None
        record = _action_of(view, plan["tag"])
        content = event.content
        if (
            record is None
            or event.kind is not EventKind.LEDGER
            or content.get("action") != record.action_id
            or content.get("transition") != plan["transition"]
            or content.get("by") != plan["by"]
            or content.get("source") != plan["source"]
        ):
            raise TornOperation(f"op {op}: {event.ref} is not the planned move: {content}")
        rows = [r for r in view.reader.action_history(record.action_id) if r.event_seq == event.seq]
        if len(rows) != 1 or rows[0].status != _STATUS_AFTER[plan["transition"]]:
            raise TornOperation(f"op {op}: the move {event.ref} has no matching projection row")
        return [event.seq]


_REFUSALS = {
    # attempt: (status it needs, error the ledger must raise)
    "model_approves": ("pending", NotAuthorized),
    "changed_params": ("approved", NotApproved),
    "executes_twice": ("executed", InvalidTransition),
    "decides_twice": ("rejected cancelled revoked executed approved", InvalidTransition),
}


@dataclass
class RefusedMove:
    """A move the ledger must refuse, writing nothing.

    The model approving (whatever its actor id's case or spacing), executing with params
    other than the approved ones, executing an executed action, deciding a decided one.
    """

    name: str = "refused_ledger_move"
    weight: int = 1

    def plan(self, world: World, rng: random.Random, op: int) -> Plan | None:
        source = source_ref(world, rng)
        options = [
            (attempt, tag)
            for attempt, (statuses, _) in _REFUSALS.items()
            for tag, action in world.actions.items()
            if action["status"] in statuses.split()
        ]
        if not options or source is None:
            return None
        attempt, tag = rng.choice(options)
        by = f"clerk-{marker(op, 1, 1)}"
        if attempt == "model_approves":
            by = rng.choice([MODEL_ACTOR, "Model", " MODEL ", "mOdEl"])
        params = dict(world.actions[tag]["params"])
        params["cents"] += rng.choice([1, -1, 100])
        return {"attempt": attempt, "tag": tag, "by": by, "source": source, "params": params}

    def perform(self, state: AgentState, plan: Plan) -> bool:
        action_id = _find_action(state, plan["tag"])
        ledger, by, source, attempt = state.ledger, plan["by"], plan["source"], plan["attempt"]
        error = _REFUSALS[attempt][1]
        try:
            if attempt == "model_approves" or attempt == "decides_twice":
                ledger.approve(action_id, by=by, source=source)
            elif attempt == "changed_params":
                ledger.execute(action_id, by=by, source=source, params=plan["params"])
            else:
                ledger.execute(action_id, by=by, source=source)
        except error:
            if attempt in ("changed_params", "executes_twice"):
                try:
                    ledger.require_approved(action_id, params=plan["params"])
                except NotApproved:
                    return False
                raise AssertionError(f"{action_id} is approved for other params") from None
            return False
        msg = f"the ledger allowed {attempt} on {action_id}"
        raise AssertionError(msg)

    def settle(self, world: World, plan: Plan, *, committed: bool) -> None:
        """Nothing changes."""

    def presence(self, view: View, op: int, plan: Plan) -> list[int] | None:
        if view.by_op.get(op):
            raise TornOperation(f"op {op} ({plan['attempt']}) was refused, yet it is stored")
        record = _action_of(view, plan["tag"])
        if record is not None:
            for row in view.reader.action_history(record.action_id):
                if row.status == "approved" and row.actor.strip().casefold() == MODEL_ACTOR:
                    raise TornOperation(f"{record.action_id} was approved by {row.actor!r}")
        return None
