"""Write scratchpad and ledger records straight to storage, for fixtures.

These writers bypass the scratchpad's type checks and the ledger's state machine: they
record exactly the value or status asked for, each as its ``fact`` or ``ledger`` event plus
its record, in one transaction. Use them to build the state a test needs (a credit pending,
an amount superseded, an action in any status) in a few lines.
"""

from __future__ import annotations

from agentstate import _json
from agentstate.backends.base import ActionRecord, FactRecord
from agentstate.events import EventKind, EventRef, EventSpec, RefLike, format_ref
from agentstate.state import AgentState

__all__ = ["write_action", "write_compaction_event", "write_fact"]


def _source_seq(state: AgentState, source: RefLike) -> int:
    return state.evidence.resolve(source)


def write_fact(state: AgentState, key: str, *, value: _json.JSONValue, source: RefLike) -> str:
    """Record `value` as the current value of scratchpad field `key`, from event `source`.

    Returns:
        The ref of the ``fact`` event that records the write.
    """
    seq = _source_seq(state, source)
    content: _json.JSONObject = {"key": key, "value": value, "source": format_ref(seq)}
    with state.backend.write(state.session_id) as tx:
        (event,) = state.log.append_in(tx, [EventSpec(EventKind.FACT, content)])
        tx.put_fact(FactRecord(key, value, seq, event.seq))
    return event.ref


def write_action(
    state: AgentState,
    kind: str,
    *,
    params: _json.JSONValue = None,
    status: str = "pending",
    source: RefLike,
    actor: str = "model",
    action_id: str | None = None,
) -> str:
    """Record an action of the ledger in `status` (a new action, or a move of `action_id`).

    A new action gets the id ``act_<seq of its ledger event>``. Any status may follow any
    other: the ledger's rules are not applied.

    Returns:
        The action's id.
    """
    seq = _source_seq(state, source)
    with state.backend.write(state.session_id) as tx:
        current = tx.action(action_id) if action_id is not None else None
        new_id = action_id if action_id is not None else f"act_{tx.head().seq + 1}"
        content: _json.JSONObject = {
            "action": new_id,
            "transition": "propose" if current is None else status,
            "status": status,
            "by": actor,
            "source": format_ref(seq),
        }
        if current is None:
            content.update({"kind": kind, "params": params, "digest": _json.digest(params)})
        (event,) = state.log.append_in(tx, [EventSpec(EventKind.LEDGER, content)])
        tx.put_action(
            ActionRecord(
                new_id,
                current.kind if current is not None else kind,
                current.params if current is not None else params,
                current.digest if current is not None else _json.digest(params),
                status,
                actor,
                seq,
                event.seq,
            )
        )
    return new_id


def write_compaction_event(state: AgentState, content: _json.JSONObject) -> EventRef:
    """Record a compaction event with exactly this content (no checkpoint is committed).

    Returns:
        The new event's ref.
    """
    with state.backend.write(state.session_id) as tx:
        (event,) = state.log.append_in(tx, [EventSpec(EventKind.COMPACTION, content)])
    return EventRef(state.session_id, event.seq)
