"""Workload operations on the event log: messages, tool calls and results, batches.

Each plan records its op id (``plan["op"]``) and every event's marker is in its text, a
tool result's ``tag`` or a call-only message's arguments.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from agentstate import AgentState, Event, ToolCall
from agentstate.errors import InvalidInput, ToolCallError
from agentstate.events import EventSpec, assistant, system_note, tool_result, user

from .base import Operation, Plan, TornOperation, View, World, expand_result, marker

TOOLS = ("lookup_order", "refund", "search_kb")
"""Tools the message operations call (no capture rule reads them)."""


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
        planned = self.planner(world, rng, op)
        if planned is not None:
            planned["op"] = op
        return planned

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
        world.seen += len(plan["parts"])
        for index, part in enumerate(plan["parts"], start=1):
            world.messages.append(marker(plan["op"], index, len(plan["parts"])))
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
        "name": rng.choice(TOOLS),
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
    # Mostly the oldest: a call left open blocks compaction past it (as it must).
    call_id = world.open_calls[0] if rng.random() < 0.6 else rng.choice(world.open_calls)
    return {"via": "tool_result", "parts": [_result(rng, call_id, marker(op, 1, 1))]}


def _plan_answers(world: World, rng: random.Random, op: int) -> Plan | None:
    """A batch answering every open call, oldest first (what an agent loop does)."""
    calls = world.open_calls[:8]
    if not calls:
        return None
    parts = [_result(rng, call_id, marker(op, k, len(calls))) for k, call_id in enumerate(calls, 1)]
    return {"via": "batch", "parts": parts}


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


def user_batch(count: int) -> Callable[[World, random.Random, int], Plan]:
    """A planner for `count` user messages in one batch (filler that moves the row ids on)."""

    def plan(world: World, rng: random.Random, op: int) -> Plan:
        parts = [
            {"kind": "user", "text": _text(rng, marker(op, index, count))}
            for index in range(1, count + 1)
        ]
        return {"via": "batch", "parts": parts}

    return plan


def _plan_rejected(world: World, rng: random.Random, op: int) -> Plan:
    parts = _batch_parts(world, rng, op, rng.randint(1, 4))
    return {"via": "rejected", "parts": parts, "unknown_call": f"missing_{op}"}


LARGE_RESULT_CHARS = 150_000
"""A large tool result: dozens of pages, so a transaction spans many writes."""

MESSAGE_OPERATIONS: list[Operation] = [
    MessageOperation("user_message", 4, _plan_user),
    MessageOperation("assistant_text", 2, _plan_assistant),
    MessageOperation("tool_call", 3, _plan_tool_call),
    MessageOperation("parallel_tool_calls", 2, _plan_parallel_calls),
    MessageOperation("tool_result", 4, _plan_tool_result),
    MessageOperation("answer_open_calls", 2, _plan_answers),
    MessageOperation("batch", 4, _plan_batch),
    MessageOperation("large_call_and_result", 1, large_pair(LARGE_RESULT_CHARS)),
    MessageOperation("rejected_batch", 1, _plan_rejected),
]
"""Appends of messages, calls and results, alone and in batches."""
