"""The reliability workload: what writers do, how each operation shows in the store, invariants.

The crash loop (`crash.py`), the races (`races.py`) and the storage-fault children
(`faults.py`, `iofaults.py`) drive the same pluggable pieces:

- `OPERATIONS`: what a writer does. An `Operation` plans one public call as JSON (written to
  the intent log *before* the call, so the plan survives a SIGKILL), performs it, and later
  tells from the store whether it is wholly present (returning the seqs of the events it
  accounts for), wholly absent (``None``), or torn (raising `TornOperation`). Messages
  (`message_ops`) and the parts built over the log (`state_ops`: scratchpad writes and
  captures, ledger moves, message import, pins, compactions with good and faulty
  summarizers).
- `INVARIANTS`: checks that hold of any committed state of a session, run after every kill,
  after every race, and on every snapshot a concurrent reader takes (`invariants`).

"Nothing lost, nothing extra" is structural: every event the log holds must be claimed by
exactly one present operation, every acknowledged operation must be present, and the one
operation in flight at a kill must be present or absent, never torn (and stay so). The one
event no plan names is the ledger's own: a ``fail`` move by the tool, which an error result
makes of an execution citing its call; it is written in the transaction of the event right
before it (the result's batch, or the execution it fails at once), so that event's operation
claims it.

Every session a harness opens declares the workload's scratchpad and capture rules
(`open_state`); docs/reliability.md says how to add a part.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence
from typing import Any

from agentstate import AgentState, Event, EventKind, StorageBackend
from agentstate.ledger import TOOL_ACTOR

from .base import (
    Intent,
    Invariant,
    Operation,
    Plan,
    TornOperation,
    View,
    World,
    blob,
    expand_result,
    marker,
    marker_of,
)
from .invariants import INVARIANTS, STORE_INVARIANTS
from .message_ops import (
    LARGE_RESULT_CHARS,
    MESSAGE_OPERATIONS,
    MessageOperation,
    large_pair,
    user_batch,
)
from .state_ops import CAPTURE_RULES, STATE_OPERATIONS, WorkloadFacts

__all__ = [
    "CAPTURE_RULES",
    "INVARIANTS",
    "LARGE_RESULT_CHARS",
    "OPERATIONS",
    "OPERATIONS_BY_NAME",
    "STORE_INVARIANTS",
    "Intent",
    "Invariant",
    "MessageOperation",
    "Operation",
    "Plan",
    "TornOperation",
    "View",
    "World",
    "WorkloadFacts",
    "blob",
    "check_invariants",
    "check_operations",
    "check_whole_operations",
    "choose",
    "expand_result",
    "large_pair",
    "marker",
    "marker_of",
    "open_state",
    "user_batch",
    "world_of",
]

OPERATIONS: list[Operation] = [*MESSAGE_OPERATIONS, *STATE_OPERATIONS]
"""The operation mix. Add an `Operation` here to put a new part of the library under test."""

OPERATIONS_BY_NAME: dict[str, Operation] = {operation.name: operation for operation in OPERATIONS}


def open_state(
    target: str | os.PathLike[str] | StorageBackend, *, session_id: str, **options: Any
) -> AgentState:
    """Open a session as every workload writer and checker does: its scratchpad and rules."""
    options.setdefault("record_failures", True)
    return AgentState.open(
        target, session_id=session_id, scratchpad=WorkloadFacts, capture=CAPTURE_RULES, **options
    )


def world_of(state: AgentState, *, planned: Sequence[Intent] = ()) -> World:
    """A writer's world rebuilt from the store (after a kill, the store is the truth).

    Args:
        state: The session.
        planned: Every operation planned on it so far: a message whose pin was planned
            (and failed or was cut short) is not offered for pinning again.
    """
    with state.backend.read(state.session_id) as reader:
        events = reader.events()
        pinned = {pin.target_seq for pin in reader.pins()}
        open_calls = [call.call_id for call in reader.open_tool_calls()]
        actions = reader.actions()
    tried = {intent.plan["target"] for intent in planned if intent.name == "pin"}
    messages = []
    for event in events:
        found = marker_of(event) if event.is_message and event.seq not in pinned else None
        if found is not None and marker(*found) not in tried:
            messages.append(marker(*found))
    tagged = {
        record.params["tag"]: {"status": record.status, "params": record.params}
        for record in actions
        if isinstance(record.params, dict) and isinstance(record.params.get("tag"), str)
    }
    return World(open_calls=open_calls, seen=len(events), messages=messages, actions=tagged)


def choose(
    world: World, rng: random.Random, op: int, operations: Sequence[Operation] = OPERATIONS
) -> tuple[Operation, Plan]:
    """Pick an operation that can run now (by weight) and plan it."""
    while True:
        [operation] = rng.choices(operations, weights=[o.weight for o in operations])
        plan = operation.plan(world, rng, op)
        if plan is not None:
            return operation, plan


def check_operations(
    view: View,
    intents: Sequence[Intent],
    *,
    resolved: dict[int, bool] | None = None,
    writer_of: Callable[[int], int] = lambda op: 0,
) -> bool:
    """Check every planned operation against the store; return whether the last is present.

    Acknowledged operations must be wholly present (refused ones wholly absent); an
    unacknowledged one (in flight at a kill) may be either, and `resolved` remembers which
    across checks, so it can never change its mind. Every event must be claimed by exactly
    one operation, and each writer's operations must be stored in the order it made them.
    """
    resolved = {} if resolved is None else resolved
    claimed: dict[int, int] = {}
    first_seqs: dict[int, list[tuple[int, int]]] = {}
    present = False
    for intent in intents:
        operation = OPERATIONS_BY_NAME[intent.name]
        seqs = operation.presence(view, intent.op, intent.plan)
        present = seqs is not None
        if intent.done:
            if present != intent.committed:
                outcome = "acknowledged" if intent.committed else "refused"
                stored = "stored" if present else "missing"
                msg = f"op {intent.op} ({intent.name}) was {outcome} but is {stored}"
                raise AssertionError(msg)
        elif resolved.setdefault(intent.op, present) != present:
            before = resolved[intent.op]
            msg = f"op {intent.op}, in flight at a kill, was present={before}, now {present}"
            raise AssertionError(msg)
        for seq in seqs or []:
            assert seq not in claimed, f"ev_{seq} is claimed by ops {claimed[seq]} and {intent.op}"
            claimed[seq] = intent.op
        if seqs:
            first_seqs.setdefault(writer_of(intent.op), []).append((seqs[0], intent.op))
    for event in view.events:
        if event.seq not in claimed and _tool_failure(event) and event.seq - 1 in claimed:
            claimed[event.seq] = claimed[event.seq - 1]  # written in that event's transaction
    unclaimed = [event.ref for event in view.events if event.seq not in claimed]
    assert not unclaimed, f"events that no operation wrote: {unclaimed[:10]}"
    for writer, starts in first_seqs.items():
        ops = [op for _, op in sorted(starts)]
        assert ops == sorted(ops), f"writer {writer}'s operations are stored out of order"
    return present


def _tool_failure(event: Event) -> bool:
    """Whether an event is a ``fail`` move the ledger made of an error result."""
    content = event.content
    return (
        event.kind is EventKind.LEDGER
        and content.get("transition") == "fail"
        and content.get("by") == TOOL_ACTOR
    )


# --- invariants ---------------------------------------------------------------------------


def check_invariants(view: View, invariants: Sequence[Invariant] = INVARIANTS) -> None:
    """Run every invariant on `view`, naming the one that fails."""
    for invariant in invariants:
        try:
            invariant.check(view)
        except AssertionError as exc:
            msg = f"invariant '{invariant.name}' broken: {exc}"
            raise AssertionError(msg) from exc


def check_whole_operations(view: View) -> None:
    """Without plans: every marked group is complete (parts 1..n at consecutive seqs)."""
    for op, events in view.by_op.items():
        marks = [marker_of(event) for event in events]
        parts = marks[0][2] if marks[0] else 0
        expected = [(op, part, parts) for part in range(1, parts + 1)]
        seqs = [event.seq for event in events]
        if marks != expected or seqs != list(range(seqs[0], seqs[0] + parts)):
            msg = f"op {op} is torn in this snapshot: markers {marks} at seqs {seqs}"
            raise TornOperation(msg)
