"""The reliability workload: operations a writer performs, how each shows in the store, invariants.

The crash loop (`crash.py`) and the races (`races.py`) drive the same pluggable pieces:

- `OPERATIONS`: what a writer does. An `Operation` plans one public call as JSON (written to
  the intent log *before* the call, so the plan survives a SIGKILL), performs it, and later
  tells from the store whether it is wholly present (returning the seqs of the events it
  accounts for), wholly absent (``None``), or torn (raising `TornOperation`).
- `INVARIANTS`: checks that hold of any committed state of a session, run after every kill,
  after every race, and on every snapshot a concurrent reader takes.

"Nothing lost, nothing extra" is structural: every event the log holds must be claimed by
exactly one present operation, every acknowledged operation must be present, and the one
operation in flight at a kill must be present or absent, never torn (and stay so).

Every event an operation writes carries a marker token ``op<id>p<part>n<parts>`` in its text
(user, system and assistant text, a tool result's ``tag``), so a snapshot can be grouped
into operations without knowing the plans, and search can find each event by its marker.

To cover a new part of the library (scratchpad, ledger, compaction), add an `Operation` to
`OPERATIONS` and its invariants to `INVARIANTS`; docs/reliability.md says how.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Protocol

from agentstate import AgentState, ApproximateTokenCounter, Event, EventKind, ToolCall
from agentstate.backends.base import SessionReader
from agentstate.errors import InvalidInput, ToolCallError
from agentstate.events import (
    EventSpec,
    assistant,
    measure,
    search_text,
    system_note,
    tool_result,
    user,
)

Plan = dict[str, Any]
"""An operation's plan: JSON, enough to perform it and to recognise it in the store."""

_MARKER = re.compile(r"\bop(\d+)p(\d+)n(\d+)\b")
_TOOLS = ("lookup_order", "refund", "search_kb")
_COUNTER = ApproximateTokenCounter()


class TornOperation(AssertionError):
    """An operation is partly in the store: the all-or-nothing guarantee is broken."""


def marker(op: int, part: int, parts: int) -> str:
    """The token that ties an event to part `part` of `parts` of operation `op`."""
    return f"op{op}p{part}n{parts}"


def marker_of(event: Event) -> tuple[int, int, int] | None:
    """(op, part, parts) of the marker an event carries, or None."""
    match = _MARKER.search(search_text(event.kind, event.content))
    if match is None:
        return None
    op, part, parts = (int(group) for group in match.groups())
    return op, part, parts


def blob(seed: int, size: int) -> str:
    """A deterministic text of `size` characters: words of 64 hex digits."""
    words: list[str] = []
    total = 0
    digest = str(seed).encode()
    while total < size:
        digest = hashlib.sha256(digest).digest()
        words.append(digest.hex())
        total += 65
    return " ".join(words)[:size]


def expand_result(result: Any) -> Any:
    """A tool result as appended: a planned ``blob_size`` becomes the blob itself."""
    if isinstance(result, dict) and "blob_size" in result:
        return {"tag": result["tag"], "blob": blob(result["blob_seed"], result["blob_size"])}
    return result


# --- the writer's world and the store's view -----------------------------------------------


@dataclass
class World:
    """What a writer knows when it plans: the tool calls it may answer, oldest first."""

    open_calls: list[str] = field(default_factory=list)
    notes: dict[str, list[Any]] = field(default_factory=dict)
    """Room for other parts' bookkeeping (pending actions, fact keys, ...)."""


@dataclass
class View:
    """One consistent snapshot of a session: read everything once, check many times."""

    state: AgentState
    reader: SessionReader
    events: list[Event]

    @classmethod
    def take(cls, state: AgentState, reader: SessionReader) -> View:
        """Read the whole session through `reader` (inside its transaction)."""
        return cls(state, reader, reader.events())

    @cached_property
    def by_op(self) -> dict[int, list[Event]]:
        """Events grouped by the operation their marker names, in seq order."""
        groups: dict[int, list[Event]] = {}
        for event in self.events:
            found = marker_of(event)
            if found is not None:
                groups.setdefault(found[0], []).append(event)
        return groups


# --- operations ------------------------------------------------------------------------------


class Operation(Protocol):
    """One kind of public operation in the workload."""

    name: str
    weight: int
    """Relative share in a random mix."""

    def plan(self, world: World, rng: random.Random, op: int) -> Plan | None:
        """Plan operation `op` (None when it cannot run now, e.g. no open call to answer)."""
        ...

    def perform(self, state: AgentState, plan: Plan) -> bool:
        """Run the plan as one public call; False when the library refused it, as planned."""
        ...

    def settle(self, world: World, plan: Plan, *, committed: bool) -> None:
        """Update the writer's world after the call returned."""
        ...

    def presence(self, view: View, op: int, plan: Plan) -> list[int] | None:
        """The seqs the operation accounts for if wholly present, None if wholly absent.

        Raises:
            TornOperation: it is partly present, or present but not as planned.
        """
        ...


def _part_spec(part: Plan) -> EventSpec:
    kind = part["kind"]
    if kind == "user":
        return user(part["text"])
    if kind == "system":
        return system_note(part["text"])
    if kind == "assistant":
        calls = [ToolCall(c["name"], c["arguments"], c["id"]) for c in part["calls"]]
        return assistant(part["text"], tool_calls=calls)
    return tool_result(part["call_id"], expand_result(part["result"]), is_error=part["is_error"])


def _matches(event: Event, part: Plan) -> bool:
    content = event.content
    if event.kind.value != part["kind"]:
        return False
    if part["kind"] in ("user", "system"):
        return content.get("text") == part["text"]
    if part["kind"] == "assistant":
        return content.get("text") == part["text"] and content.get("tool_calls") == part["calls"]
    return (
        content.get("call_id") == part["call_id"]
        and content.get("result") == expand_result(part["result"])
        and content.get("is_error") == part["is_error"]
    )


@dataclass
class MessageOperation:
    """Appends messages (one call of `via`); every event carries the operation's marker.

    `via` is the public method used: ``user``, ``assistant``, ``tool_call``, ``tool_result``
    (the convenience methods), ``batch`` (`append_many`), or ``rejected`` (an `append_many`
    whose last spec the library must refuse, so nothing at all may be written).
    """

    name: str
    weight: int
    planner: Callable[[World, random.Random, int], Plan | None]

    def plan(self, world: World, rng: random.Random, op: int) -> Plan | None:
        return self.planner(world, rng, op)

    def perform(self, state: AgentState, plan: Plan) -> bool:
        via, parts = plan["via"], plan["parts"]
        first = parts[0] if parts else {}
        if via == "user":
            state.append_user(first["text"])
        elif via == "assistant":
            calls = [ToolCall(c["name"], c["arguments"], c["id"]) for c in first["calls"]]
            state.append_assistant(first["text"], tool_calls=calls)
        elif via == "tool_call":
            [call] = first["calls"]
            state.append_tool_call(call["name"], call["arguments"], call_id=call["id"])
        elif via == "tool_result":
            state.append_tool_result(
                first["call_id"], expand_result(first["result"]), is_error=first["is_error"]
            )
        elif via == "batch":
            state.append_many([_part_spec(part) for part in parts])
        elif via == "rejected":
            bad = tool_result(plan["unknown_call"], "no such call")
            try:
                state.append_many([*(_part_spec(part) for part in parts), bad])
            except (ToolCallError, InvalidInput):
                return False
            msg = f"a batch answering the unknown call {plan['unknown_call']!r} was accepted"
            raise AssertionError(msg)
        else:  # pragma: no cover - a planner bug
            raise AssertionError(via)
        return True

    def settle(self, world: World, plan: Plan, *, committed: bool) -> None:
        if not committed:
            return
        for part in plan["parts"]:
            if part["kind"] == "assistant":
                world.open_calls.extend(call["id"] for call in part["calls"])
            elif part["kind"] == "tool_result":
                world.open_calls.remove(part["call_id"])

    def presence(self, view: View, op: int, plan: Plan) -> list[int] | None:
        found = view.by_op.get(op, [])
        parts = plan["parts"] if plan["via"] != "rejected" else []
        if not found:
            return None
        if plan["via"] == "rejected":
            raise TornOperation(f"op {op} was refused, yet {len(found)} of its events are stored")
        seqs = [event.seq for event in found]
        if len(found) != len(parts) or seqs != list(range(seqs[0], seqs[0] + len(parts))):
            msg = f"op {op} ({self.name}) is torn: {len(parts)} parts planned, found seqs {seqs}"
            raise TornOperation(msg)
        for index, (event, part) in enumerate(zip(found, parts, strict=True), start=1):
            if not _matches(event, part):
                msg = f"op {op} part {index} ({event.ref}) is not what was appended"
                raise TornOperation(msg)
        return seqs


# --- planners ---------------------------------------------------------------------------------


def _text(rng: random.Random, mark: str) -> str:
    words = ["refund", "order", "customer", "shipping", "approved", "pending", "credit"]
    return f"{mark} " + " ".join(rng.choices(words, k=rng.randint(1, 12)))


def _call(rng: random.Random, call_id: str) -> Plan:
    return {
        "id": call_id,
        "name": rng.choice(_TOOLS),
        "arguments": {"order_id": str(rng.randint(1000, 9999)), "n": rng.randint(0, 99)},
    }


def _result(rng: random.Random, call_id: str, mark: str, *, big: int = 0) -> Plan:
    result: Any
    if big:
        result = {"tag": mark, "blob_seed": rng.randint(0, 2**31), "blob_size": big}
    else:
        result = {"tag": mark, "status": rng.choice(["ok", "shipped", "refunded"])}
    return {
        "kind": "tool_result",
        "call_id": call_id,
        "result": result,
        "is_error": rng.random() < 0.2,
    }


def _plan_user(world: World, rng: random.Random, op: int) -> Plan:
    return {"via": "user", "parts": [{"kind": "user", "text": _text(rng, marker(op, 1, 1))}]}


def _plan_assistant(world: World, rng: random.Random, op: int) -> Plan:
    part = {"kind": "assistant", "text": _text(rng, marker(op, 1, 1)), "calls": []}
    return {"via": "assistant", "parts": [part]}


def _plan_tool_call(world: World, rng: random.Random, op: int) -> Plan:
    part = {"kind": "assistant", "text": None, "calls": [_call(rng, f"c{op}_1")]}
    # A call-only message has no text: its marker rides in the arguments.
    part["calls"][0]["arguments"]["tag"] = marker(op, 1, 1)
    return {"via": "tool_call", "parts": [part]}


def _plan_parallel_calls(world: World, rng: random.Random, op: int) -> Plan:
    calls = [_call(rng, f"c{op}_{k}") for k in range(1, rng.randint(2, 4) + 1)]
    part = {"kind": "assistant", "text": _text(rng, marker(op, 1, 1)), "calls": calls}
    return {"via": "assistant", "parts": [part]}


def _plan_tool_result(world: World, rng: random.Random, op: int) -> Plan | None:
    if not world.open_calls:
        return None
    call_id = rng.choice(world.open_calls)
    return {"via": "tool_result", "parts": [_result(rng, call_id, marker(op, 1, 1))]}


def _batch_parts(world: World, rng: random.Random, op: int, size: int) -> list[Plan]:
    """`size` mixed specs: messages, calls, and results for earlier and same-batch calls."""
    kinds = rng.choices(["user", "system", "assistant", "calls", "result"], k=size)
    open_calls = list(world.open_calls)
    parts: list[Plan] = []
    for index, kind in enumerate(kinds, start=1):
        mark = marker(op, index, size)
        if kind == "result" and open_calls:
            call_id = open_calls.pop(rng.randrange(len(open_calls)))
            parts.append(_result(rng, call_id, mark))
        elif kind == "calls":
            calls = [_call(rng, f"c{op}_{index}_{k}") for k in range(1, rng.randint(1, 3) + 1)]
            open_calls.extend(call["id"] for call in calls)
            parts.append({"kind": "assistant", "text": _text(rng, mark), "calls": calls})
        elif kind == "assistant":
            parts.append({"kind": "assistant", "text": _text(rng, mark), "calls": []})
        else:
            parts.append(
                {"kind": "system" if kind == "system" else "user", "text": _text(rng, mark)}
            )
    return parts


def _plan_batch(world: World, rng: random.Random, op: int) -> Plan:
    return {"via": "batch", "parts": _batch_parts(world, rng, op, rng.randint(2, 6))}


def large_pair(size: int) -> Callable[[World, random.Random, int], Plan]:
    """A planner for a tool call and its `size`-character result in one batch."""

    def plan(world: World, rng: random.Random, op: int) -> Plan:
        call = _call(rng, f"c{op}_1")
        call_part = {"kind": "assistant", "text": _text(rng, marker(op, 1, 2)), "calls": [call]}
        result_part = _result(rng, call["id"], marker(op, 2, 2), big=size)
        return {"via": "batch", "parts": [call_part, result_part]}

    return plan


def _plan_rejected(world: World, rng: random.Random, op: int) -> Plan:
    parts = _batch_parts(world, rng, op, rng.randint(1, 4))
    return {"via": "rejected", "parts": parts, "unknown_call": f"missing_{op}"}


LARGE_RESULT_CHARS = 150_000
"""A large tool result: dozens of pages, so a transaction spans many writes."""

OPERATIONS: list[Operation] = [
    MessageOperation("user_message", 4, _plan_user),
    MessageOperation("assistant_text", 2, _plan_assistant),
    MessageOperation("tool_call", 3, _plan_tool_call),
    MessageOperation("parallel_tool_calls", 2, _plan_parallel_calls),
    MessageOperation("tool_result", 5, _plan_tool_result),
    MessageOperation("batch", 4, _plan_batch),
    MessageOperation("large_call_and_result", 1, large_pair(LARGE_RESULT_CHARS)),
    MessageOperation("rejected_batch", 1, _plan_rejected),
]
"""The operation mix. Add an `Operation` here to put a new part of the library under test."""

OPERATIONS_BY_NAME: dict[str, Operation] = {operation.name: operation for operation in OPERATIONS}


def choose(
    world: World, rng: random.Random, op: int, operations: Sequence[Operation] = OPERATIONS
) -> tuple[Operation, Plan]:
    """Pick an operation that can run now (by weight) and plan it."""
    while True:
        [operation] = rng.choices(operations, weights=[o.weight for o in operations])
        plan = operation.plan(world, rng, op)
        if plan is not None:
            return operation, plan


@dataclass
class Intent:
    """One planned operation: what the writer announced, and whether the call returned."""

    op: int
    name: str
    plan: Plan
    done: bool = False
    """The call returned (an acknowledgement was written)."""
    committed: bool = False
    """It returned having committed (False: refused, as planned)."""


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
    unclaimed = [event.ref for event in view.events if event.seq not in claimed]
    assert not unclaimed, f"events that no operation wrote: {unclaimed[:10]}"
    for writer, starts in first_seqs.items():
        ops = [op for _, op in sorted(starts)]
        assert ops == sorted(ops), f"writer {writer}'s operations are stored out of order"
    return present


# --- invariants ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Invariant:
    """A named check of one snapshot; raises AssertionError when it fails."""

    name: str
    check: Callable[[View], None]


def _dense_seq(view: View) -> None:
    seqs = [event.seq for event in view.events]
    assert seqs == list(range(1, len(seqs) + 1)), f"seqs are not dense from 1: {seqs[:20]}..."
    head = view.reader.head()
    assert head.seq == len(seqs), f"head.seq {head.seq} but {len(seqs)} events"
    assert all(event.session_id == view.state.session_id for event in view.events)


def _running_tokens(view: View) -> None:
    total = 0
    for event in view.events:
        expected = measure(_COUNTER, event.kind, event.content).tokens
        assert event.tokens == expected, f"{event.ref}: tokens {event.tokens} != {expected}"
        total += event.tokens
        assert event.cum_tokens == total, f"{event.ref}: cum_tokens {event.cum_tokens} != {total}"
    assert view.reader.head().cum_tokens == total


def _open_call_bookkeeping(view: View) -> None:
    open_calls: dict[str, int] = {}
    answered: dict[str, int] = {}
    for event in view.events:
        if event.kind is EventKind.ASSISTANT:
            for call in event.tool_calls:
                assert call.id is not None
                assert call.id not in open_calls, f"{event.ref}: call {call.id} opened twice"
                assert call.id not in answered, f"{event.ref}: call {call.id} reused"
                open_calls[call.id] = event.seq
                record = view.reader.tool_call(call.id)
                assert record is not None, f"{event.ref}: no tool_calls row for {call.id}"
                assert (record.call_seq, record.name) == (event.seq, call.name), record
        elif event.kind is EventKind.TOOL_RESULT:
            call_id = event.content["call_id"]
            assert isinstance(call_id, str)
            assert call_id in open_calls, f"{event.ref} answers {call_id}, which is not open"
            call_seq = open_calls.pop(call_id)
            answered[call_id] = event.seq
            record = view.reader.tool_call(call_id)
            assert record is not None
            assert record.result_seq == event.seq, f"{call_id}: result_seq {record.result_seq}"
            assert record.call_seq == call_seq
            assert event.content["name"] == record.name
        assert event.open_calls == len(open_calls), (
            f"{event.ref}: open_calls {event.open_calls} but {len(open_calls)} calls are open"
        )
    for call_id in open_calls:
        record = view.reader.tool_call(call_id)
        assert record is not None
        assert record.result_seq is None, f"{call_id} has a result_seq but no result event"
    stored_open = [record.call_id for record in view.reader.open_tool_calls()]
    assert sorted(stored_open) == sorted(open_calls), (stored_open, sorted(open_calls))
    assert view.reader.head().open_calls == len(open_calls)


def _sample(view: View, count: int) -> list[Event]:
    if len(view.events) <= count:
        return view.events
    rng = random.Random(len(view.events))
    return [*rng.sample(view.events[:-1], count - 1), view.events[-1]]


def _refs_resolve(view: View) -> None:
    for event in _sample(view, 12):
        assert view.state.evidence.get(event.ref) == event
        around = view.state.evidence.expand(event.ref, before=1, after=1)
        assert event in around
        assert [e.seq for e in around] == list(range(around[0].seq, around[-1].seq + 1))


def _search_index_matches_log(view: View) -> None:
    for event in _sample(view, 12):
        found = marker_of(event)
        if found is None:
            continue
        hits = view.state.evidence.search(marker(*found), k=3)
        assert [hit.event.seq for hit in hits] == [event.seq], (
            f"searching {marker(*found)} gave {[hit.ref for hit in hits]}, not {event.ref}"
        )


def _session_listed(view: View) -> None:
    if not view.events:
        return
    listed = {info.session_id: info.last_seq for info in view.state.backend.sessions()}
    assert listed.get(view.state.session_id) == len(view.events), listed


INVARIANTS: list[Invariant] = [
    Invariant("seq is dense from 1 and head matches", _dense_seq),
    Invariant("token estimates and running sums", _running_tokens),
    Invariant("open tool calls match the events", _open_call_bookkeeping),
    Invariant("every ref resolves to its event", _refs_resolve),
    Invariant("the search index matches the log", _search_index_matches_log),
]
"""Checks of any committed snapshot. Add an `Invariant` here for each new part's rules."""

STORE_INVARIANTS: list[Invariant] = [
    Invariant("the session is listed with its last seq", _session_listed),
]
"""Checks that read outside the snapshot's transaction: run only when no writer is active."""


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
