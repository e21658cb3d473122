"""The workload's framework: markers, a writer's world, a snapshot's view, operations, intents.

Every event an operation writes carries a marker token ``op<id>p<part>n<parts>`` (in its
text, a tool result's ``tag``, a fact's value, an action's params or actor, a compaction's
summarizer name), so a snapshot can be grouped into operations without knowing the plans,
and search can find each indexed event by its marker. Events an operation writes that
cannot carry one (values captured by a rule, a pin) are found next to, or through, the
events that do.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Protocol

from agentstate import AgentState, Event, EventKind
from agentstate.backends.base import SessionReader
from agentstate.events import search_text

Plan = dict[str, Any]
"""An operation's plan: JSON, enough to perform it and to recognise it in the store."""

_MARKER = re.compile(r"\bop(\d+)p(\d+)n(\d+)\b")


class TornOperation(AssertionError):
    """An operation is partly in the store: the all-or-nothing guarantee is broken."""


def marker(op: int, part: int, parts: int) -> str:
    """The token that ties an event to part `part` of `parts` of operation `op`."""
    return f"op{op}p{part}n{parts}"


def marked_text(event: Event) -> str:
    """Where an event's marker lives: its search text, or a compaction's summarizer name.

    Compaction events are not indexed, and their summaries quote other operations' markers:
    only the name of the summarizer that wrote them counts.
    """
    if event.kind is EventKind.COMPACTION:
        name = event.content.get("summarizer")
        return name if isinstance(name, str) else ""
    return search_text(event.kind, event.content)


def marker_of(event: Event) -> tuple[int, int, int] | None:
    """(op, part, parts) of the marker an event carries, or None."""
    match = _MARKER.search(marked_text(event))
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
    """What a writer knows when it plans (its own doings, or the store's after a kill)."""

    open_calls: list[str] = field(default_factory=list)
    """Tool calls it may answer, oldest first."""
    seen: int = 0
    """A lower bound on the session's last seq: any ``ev_1 .. ev_<seen>`` is in the log."""
    messages: list[str] = field(default_factory=list)
    """Markers of its message events that are not pinned yet."""
    actions: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Its ledger actions by their ``tag`` param: ``{"status": ..., "params": ...}``."""
    notes: dict[str, list[Any]] = field(default_factory=dict)
    """Room for other parts' bookkeeping."""


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

    @cached_property
    def by_seq(self) -> dict[int, Event]:
        """Events by seq."""
        return {event.seq: event for event in self.events}

    @cached_property
    def pins_by_target(self) -> dict[str, list[Event]]:
        """Pin events by the ref they pin."""
        pins: dict[str, list[Event]] = {}
        for event in self.events:
            if event.kind is EventKind.PIN:
                pins.setdefault(str(event.content.get("target")), []).append(event)
        return pins

    def by_marker(self, text: str) -> Event | None:
        """The event carrying the marker `text` (``op<id>p<part>n<parts>``), or None."""
        match = _MARKER.fullmatch(text)
        assert match is not None, text
        op, part, parts = (int(group) for group in match.groups())
        for event in self.by_op.get(op, []):
            if marker_of(event) == (op, part, parts):
                return event
        return None


def source_ref(world: World, rng: random.Random) -> str | None:
    """A ref of an event the writer knows is in the log (None before its first)."""
    return f"ev_{rng.randint(1, world.seen)}" if world.seen else None


def only(view: View, op: int, name: str) -> Event | None:
    """The one marked event of operation `op`, or None.

    Raises:
        TornOperation: it wrote several.
    """
    found = view.by_op.get(op, [])
    if len(found) > 1:
        raise TornOperation(f"op {op} ({name}) wrote {len(found)} marked events, not one")
    return found[0] if found else None


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
        """Run the plan as one public call; False when it wrote nothing, as allowed.

        False means the library refused it as planned, or (a compaction) had nothing to do
        or lost a race: either way the operation must be wholly absent.
        """
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


@dataclass
class Intent:
    """One planned operation: what the writer announced, and whether the call returned."""

    op: int
    name: str
    plan: Plan
    done: bool = False
    """The call returned (an acknowledgement was written)."""
    committed: bool = False
    """It returned having written (False: refused as planned, or nothing to do)."""


@dataclass(frozen=True)
class Invariant:
    """A named check of one snapshot; raises AssertionError when it fails."""

    name: str
    check: Callable[[View], None]
