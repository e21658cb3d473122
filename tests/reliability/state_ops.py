"""Workload operations on the scratchpad, capture rules, message import and pins.

Each is one public call, so each must be wholly present or wholly absent after a kill, a
fault or a race. Where an event cannot carry its operation's marker, `presence` finds it
through an event that does:

- ``set_fact``: the marker is in the value; the fact event and its projection row agree;
- ``capture``: a call and its result in one batch (both marked), then the fact events the
  capture rules wrote in the same transaction, right after the result, as predicted;
- ``import_messages``: every imported event is marked, and exporting them in the format
  they came in gives the planned messages back exactly;
- ``pin``: the pin event names a marked message; the pin row agrees.

The ledger's operations are in `ledger_ops`, compactions in `compaction_ops`.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from pydantic import Field

from agentstate import AgentState, CaptureRule, Event, EventKind, Scratchpad, ToolCall
from agentstate.errors import BrokenHistory
from agentstate.events import assistant, tool_result
from agentstate.formats import to_messages

from .base import Operation, Plan, TornOperation, View, World, marker, only, source_ref
from .compaction_ops import Compact
from .ledger_ops import Move, Propose, RefusedMove
from .message_ops import TOOLS


class WorkloadFacts(Scratchpad):
    """The scratchpad every workload session declares."""

    note: str | None = None
    """Written by ``set_fact`` (the value carries the marker)."""
    order_id: str | None = None
    """Captured from the ``quote`` call's arguments."""
    credit_cents: int | None = None
    """Captured from the ``quote`` result (when it is an integer)."""
    reservation_ids: list[str] = Field(default_factory=list)
    """Gathered from every ``quote`` result (a ``union`` rule)."""


CAPTURE_TOOL = "quote"
CAPTURE_RULES = (
    CaptureRule(tool=CAPTURE_TOOL, path="result.cents", field="credit_cents"),
    CaptureRule(tool=CAPTURE_TOOL, path="arguments.order_id", field="order_id"),
    CaptureRule(
        tool=CAPTURE_TOOL, path="result.reservations.*", field="reservation_ids", merge="union"
    ),
)
"""The capture rules every workload session runs, in the order they write."""

# --- scratchpad -------------------------------------------------------------------------------


@dataclass
class SetFact:
    """``scratchpad.set`` of a marked note, citing an event already in the log."""

    name: str = "set_fact"
    weight: int = 2

    def plan(self, world: World, rng: random.Random, op: int) -> Plan | None:
        source = source_ref(world, rng)
        if source is None:
            return None
        return {"key": "note", "value": f"{marker(op, 1, 1)} note {rng.randint(0, 999)}",
                "source": source}  # fmt: skip

    def perform(self, state: AgentState, plan: Plan) -> bool:
        state.scratchpad.set(plan["key"], plan["value"], source=plan["source"])
        return True

    def settle(self, world: World, plan: Plan, *, committed: bool) -> None:
        world.seen += int(committed)

    def presence(self, view: View, op: int, plan: Plan) -> list[int] | None:
        event = only(view, op, self.name)
        if event is None:
            return None
        expected = {"key": plan["key"], "value": plan["value"], "source": plan["source"]}
        if event.kind is not EventKind.FACT or event.content != expected:
            raise TornOperation(f"op {op}: {event.ref} is not the planned fact: {event.content}")
        _fact_row(view, op, event, plan["key"])
        return [event.seq]


def _fact_row(view: View, op: int, event: Event, key: str) -> None:
    rows = [row for row in view.reader.fact_history(key) if row.event_seq == event.seq]
    if len(rows) != 1 or rows[0].value != event.content.get("value"):
        raise TornOperation(f"op {op}: fact event {event.ref} has no matching projection row")


# --- capture rules ----------------------------------------------------------------------------


@dataclass
class Capture:
    """A ``quote`` call and its result in one batch; the capture rules write in the same one.

    The result's ``cents`` is an integer (captured), a string (``invalid``) or absent
    (``missing``); its reservations are new ids (captured by the union rule) or absent
    (``missing``); a failed call (``is_error``) captures nothing at all.
    """

    name: str = "capture"
    weight: int = 2

    def plan(self, world: World, rng: random.Random, op: int) -> Plan:
        call_id = f"q{op}"
        result: dict[str, Any] = {"tag": marker(op, 2, 2)}
        cents = rng.choice(["int", "int", "string", "missing"])
        if cents != "missing":
            amount = rng.randint(0, 10**6)
            result["cents"] = amount if cents == "int" else str(amount)
        reservations = rng.random() < 0.7
        if reservations:
            result["reservations"] = [f"R{op}-{k}" for k in range(rng.randint(1, 3))]
        arguments = {"order_id": f"Q{rng.randint(1000, 9999)}", "tag": marker(op, 1, 2)}
        return {
            "call": {"id": call_id, "name": CAPTURE_TOOL, "arguments": arguments},
            "result": result,
            "is_error": rng.random() < 0.15,
            "op": op,
        }

    def perform(self, state: AgentState, plan: Plan) -> bool:
        call = plan["call"]
        state.append_many(
            [
                assistant(tool_calls=[ToolCall(call["name"], call["arguments"], call["id"])]),
                tool_result(call["id"], plan["result"], is_error=plan["is_error"]),
            ]
        )
        return True

    def settle(self, world: World, plan: Plan, *, committed: bool) -> None:
        if committed:
            world.seen += 2
            world.messages += [marker(plan["op"], 1, 2), marker(plan["op"], 2, 2)]

    @staticmethod
    def expected(plan: Plan) -> list[tuple[str, str, str | None]]:
        """(field, rule label, skipped status or None when captured), in writing order."""
        if plan["is_error"]:
            return []
        result = plan["result"]
        out: list[tuple[str, str, str | None]] = []
        for rule in CAPTURE_RULES:
            if rule.field == "credit_cents":
                skipped = (
                    None
                    if isinstance(result.get("cents"), int)
                    else ("invalid" if "cents" in result else "missing")
                )
            elif rule.field == "order_id":
                skipped = None
            else:
                skipped = None if "reservations" in result else "missing"
            out.append((rule.field, rule.label, skipped))
        return out

    def presence(self, view: View, op: int, plan: Plan) -> list[int] | None:
        found = view.by_op.get(op, [])
        if not found:
            return None
        if len(found) != 2 or found[1].seq != found[0].seq + 1:
            raise TornOperation(f"op {op} (capture) is torn: {[e.ref for e in found]}")
        call, result = found
        if call.kind is not EventKind.ASSISTANT or result.kind is not EventKind.TOOL_RESULT:
            raise TornOperation(f"op {op}: {call.ref}, {result.ref} are not a call and result")
        if result.content.get("result") != plan["result"]:
            raise TornOperation(f"op {op}: {result.ref} is not the planned result")
        seqs = [call.seq, result.seq]
        for offset, (key, label, skipped) in enumerate(self.expected(plan), start=1):
            event = view.by_seq.get(result.seq + offset)
            source = call.ref if label.endswith("arguments.order_id") else result.ref
            if (
                event is None
                or event.kind is not EventKind.FACT
                or event.content.get("key") != key
                or event.content.get("rule") != label
                or event.content.get("source") != source
                or event.content.get("skipped") != skipped
            ):
                shown = None if event is None else (event.kind, event.content)
                msg = f"op {op}: capture {label} ({skipped or 'captured'}) missing: {shown}"
                raise TornOperation(msg)
            if skipped is None:
                _fact_row(view, op, event, key)
                value = event.content["value"]
                if key == "credit_cents" and value != plan["result"]["cents"]:
                    raise TornOperation(f"op {op}: captured {value}, not the result's cents")
                if key == "reservation_ids" and not set(plan["result"]["reservations"]) <= set(
                    value
                ):
                    raise TornOperation(f"op {op}: the union lost reservations: {value}")
            seqs.append(event.seq)
        return seqs


# --- message import -----------------------------------------------------------------------------


@dataclass
class ImportMessages:
    """``import_messages`` of an Anthropic or OpenAI history: a user turn, a call, results.

    The last assistant message may leave its calls open (as a history waiting for tools
    does). A broken history (a result for no call) is refused whole without ``repair``, and
    so is any history while another writer's calls are open in a shared session (they
    would go unanswered).
    """

    name: str = "import_messages"
    weight: int = 2

    def plan(self, world: World, rng: random.Random, op: int) -> Plan | None:
        if world.open_calls:
            return None  # its first message would leave them unanswered: a broken history
        fmt = rng.choice(["anthropic", "openai"])
        calls = [
            {"id": f"i{op}_{k}", "name": rng.choice(TOOLS), "input": {"n": rng.randint(0, 99)}}
            for k in range(rng.randint(1, 2))
        ]
        left_open = rng.random() < 0.2
        broken = not left_open and rng.random() < 0.1
        parts = 2 + (0 if left_open else len(calls) + 1)
        marks = [marker(op, part, parts) for part in range(1, parts + 1)]
        results = None
        if not left_open:
            results = [(call["id"], f"{marks[2 + k]} ok") for k, call in enumerate(calls)]
            if broken:
                results[-1] = (f"nowhere_{op}", results[-1][1])
        messages = _history(fmt, marks, calls, results=results, done=marks[-1])
        return {"format": fmt, "messages": messages, "broken": broken, "parts": parts,
                "open": [call["id"] for call in calls] if left_open else [], "op": op}  # fmt: skip

    def perform(self, state: AgentState, plan: Plan) -> bool:
        try:
            state.import_messages(plan["messages"], format=plan["format"])
        except BrokenHistory as exc:
            if plan["broken"]:
                return False
            ours = {f"i{plan['op']}_{k}" for k in range(1, 3)}
            if all(p.rule == "unanswered_call" and p.call_id not in ours for p in exc.problems):
                return False  # another writer's calls are open: a history must answer them first
            raise
        if plan["broken"]:
            raise AssertionError("a history with an orphan result was imported")
        return True

    def settle(self, world: World, plan: Plan, *, committed: bool) -> None:
        if committed:
            world.seen += plan["parts"]
            world.open_calls.extend(plan["open"])
            world.messages += [marker(plan["op"], p, plan["parts"]) for p in range(1, 3)]

    def presence(self, view: View, op: int, plan: Plan) -> list[int] | None:
        found = view.by_op.get(op, [])
        if not found:
            return None
        seqs = [event.seq for event in found]
        if plan["broken"] or seqs != list(range(seqs[0], seqs[0] + plan["parts"])):
            raise TornOperation(f"op {op} (import) is torn or was refused: seqs {seqs}")
        exported = to_messages(found, format=plan["format"])
        if exported != plan["messages"]:
            raise TornOperation(f"op {op}: the imported events do not export as the history")
        return seqs


def _history(
    fmt: str,
    marks: list[str],
    calls: list[dict[str, Any]],
    *,
    results: list[tuple[str, str]] | None,
    done: str,
) -> list[dict[str, Any]]:
    user_turn = {"role": "user", "content": f"{marks[0]} where is my order?"}
    if fmt == "anthropic":
        uses = [{"type": "tool_use", "id": c["id"], "name": c["name"], "input": c["input"]}
                for c in calls]  # fmt: skip
        history = [
            user_turn,
            {"role": "assistant", "content": [{"type": "text", "text": f"{marks[1]} checking"},
                                               *uses]},
        ]  # fmt: skip
        if results is not None:
            blocks = [{"type": "tool_result", "tool_use_id": call_id, "content": text}
                      for call_id, text in results]  # fmt: skip
            history += [{"role": "user", "content": blocks},
                        {"role": "assistant", "content": f"{done} found it"}]  # fmt: skip
        return history
    tool_calls = [
        {"id": c["id"], "type": "function",
         "function": {"name": c["name"], "arguments": json.dumps(c["input"])}}
        for c in calls
    ]  # fmt: skip
    history = [user_turn, {"role": "assistant", "content": f"{marks[1]} checking",
                           "tool_calls": tool_calls}]  # fmt: skip
    if results is not None:
        history += [{"role": "tool", "tool_call_id": call_id, "content": text}
                    for call_id, text in results]  # fmt: skip
        history.append({"role": "assistant", "content": f"{done} found it"})
    return history


# --- pins ---------------------------------------------------------------------------------------


@dataclass
class Pin:
    """``pin`` of one of the writer's message events, found by searching its marker."""

    name: str = "pin"
    weight: int = 1

    def plan(self, world: World, rng: random.Random, op: int) -> Plan | None:
        if not world.messages:
            return None
        # A pin event carries no marker of its own: it is told apart by its target alone,
        # so no target is planned twice, even when the first attempt failed.
        return {"target": world.messages.pop(rng.randrange(len(world.messages)))}

    def perform(self, state: AgentState, plan: Plan) -> bool:
        hits = state.evidence.search(plan["target"], k=1)
        assert hits, f"search found no event marked {plan['target']}"
        state.pin(hits[0].ref)
        return True

    def settle(self, world: World, plan: Plan, *, committed: bool) -> None:
        world.seen += int(committed)

    def presence(self, view: View, op: int, plan: Plan) -> list[int] | None:
        target = view.by_marker(plan["target"])
        if target is None:
            raise TornOperation(f"op {op}: the pinned message {plan['target']} is not stored")
        pins = view.pins_by_target.get(target.ref, [])
        if not pins:
            return None
        if len(pins) != 1:
            raise TornOperation(f"op {op}: {target.ref} is pinned {len(pins)} times")
        rows = [row for row in view.reader.pins() if row.event_seq == pins[0].seq]
        if len(rows) != 1 or rows[0].target_seq != target.seq:
            raise TornOperation(f"op {op}: the pin {pins[0].ref} has no matching pin row")
        return [pins[0].seq]


STATE_OPERATIONS: list[Operation] = [
    SetFact(),
    Capture(),
    Propose(),
    Move(),
    RefusedMove(),
    ImportMessages(),
    Pin(),
    Compact(),
]
"""Operations on the scratchpad, capture rules, ledger, formats, pins and compaction."""
