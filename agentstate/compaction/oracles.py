"""Deletion oracles: what a verbatim pass may drop, and who decides.

A **unit** is what verbatim compaction may take out of view: an interaction group (an
assistant message that called tools, with all of their results, parallel calls included) or a
lone message. A `DeletionOracle` reads a `PruneRequest` (the units between the boundary and
the protected tail, the tail after them, the scratchpad and the ledger) and answers with
`Drop` choices; the pass (`agentstate.compaction.verbatim`) checks them and drops whole units only.

`RuleBasedOracle` is the offline default. A model-backed oracle implements the same protocol:
show the model `PruneRequest.instructions` and the units (each with its ref), and turn its
answer into `Drop` objects.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final, Protocol, runtime_checkable

import attrs

from agentstate._json import canonical_dumps
from agentstate.backends.base import ActionRecord, FactRecord
from agentstate.events import Event, EventKind

__all__ = [
    "PRUNE_INSTRUCTIONS",
    "DeletionOracle",
    "Drop",
    "PruneRequest",
    "RuleBasedOracle",
    "Unit",
    "flagged_error",
    "units",
]

PRUNE_INSTRUCTIONS: Final = """\
You curate the working context of a long-running agent. Each unit below is a message, or a
tool call with all of its results. Name the units the agent no longer needs to see verbatim:
failed calls that were retried, results a later identical call superseded, results whose
values the current state already holds, chatter with no task content. Keep every user
request and constraint, every decision, and anything the next steps may need. Dropped units
stay retrievable by ref. Answer with the ref of each unit to drop and a short reason.
"""
"""What a model-backed oracle should be told, besides the units and the state."""


@attrs.frozen
class Unit:
    """What a pass may drop: a tool call with all of its results, or one message."""

    events: tuple[Event, ...]
    """Its events in log order (the calling message first, for a group)."""

    @property
    def ref(self) -> str:
        """The unit's ref: its first event's."""
        return self.events[0].ref

    @property
    def seqs(self) -> tuple[int, ...]:
        """The seqs of its events."""
        return tuple(event.seq for event in self.events)

    @property
    def tokens(self) -> int:
        """Its tokens in the rendered tail."""
        return sum(event.tokens for event in self.events)

    @property
    def is_group(self) -> bool:
        """Whether it is a tool exchange (a call and its results)."""
        return bool(self.events[0].tool_calls)

    @property
    def results(self) -> tuple[Event, ...]:
        """The tool results of a group (empty for a lone message)."""
        return self.events[1:] if self.is_group else ()


def units(events: Sequence[Event]) -> list[Unit]:
    """Split message events into units, ordered by their first event.

    A group collects the results of its calls wherever they arrive; other messages (even
    ones between a call and its result) are units of their own.
    """
    collected: dict[int, list[Event]] = {}
    calls: dict[str, list[Event]] = {}
    for event in events:
        if event.kind is EventKind.TOOL_RESULT:
            call_id = event.content.get("call_id")
            group = calls.pop(call_id, None) if isinstance(call_id, str) else None
            if group is not None:
                group.append(event)
                continue
        collected[event.seq] = [event]
        for call in event.tool_calls:
            calls[call.id or ""] = collected[event.seq]
    return [Unit(tuple(found)) for found in collected.values()]


@attrs.frozen
class Drop:
    """An oracle's choice: drop the unit holding `ref`, for `reason`."""

    ref: str
    """The ref of any event of the unit (the whole unit goes)."""
    reason: str
    """Why, in a few words (recorded in the log)."""


@attrs.frozen(kw_only=True)
class PruneRequest:
    """What an oracle may use to choose drops."""

    session_id: str
    """The session being compacted."""
    units: Sequence[Unit]
    """The units it may drop, oldest first: after the boundary, before the protected tail."""
    later: Sequence[Event]
    """The message events after them (the verbatim tail a pass never drops), oldest first."""
    facts: Mapping[str, FactRecord]
    """Current scratchpad values by field, each with the event it came from."""
    writes: Sequence[FactRecord]
    """Every scratchpad write whose source lies among the units, oldest first."""
    actions: Sequence[ActionRecord]
    """Current state of every ledger action."""
    pinned: frozenset[int]
    """Seqs of pinned events (a unit holding one may not be dropped)."""
    instructions: str = PRUNE_INSTRUCTIONS
    """Guidance for model-backed oracles."""


@runtime_checkable
class DeletionOracle(Protocol):
    """Chooses which units of the tail a verbatim pass drops.

    An oracle may raise or return something invalid: the pass records the failure or the
    rejection and changes nothing else.
    """

    @property
    def name(self) -> str:
        """A stable name, recorded with every drop it chooses."""
        ...

    @property
    def version(self) -> str | None:
        """Its version, if it has one."""
        ...

    def select(self, request: PruneRequest) -> Sequence[Drop]:
        """The units to drop."""
        ...

    async def aselect(self, request: PruneRequest) -> Sequence[Drop]:
        """The units to drop, without blocking the event loop."""
        ...


def flagged_error(result: Event) -> bool:
    """Whether a tool result is flagged as an error (``is_error``)."""
    return result.content.get("is_error") is True


def _signature(event: Event) -> tuple[tuple[str, str], ...]:
    return tuple((call.name, canonical_dumps(call.arguments)) for call in event.tool_calls)


@attrs.frozen(kw_only=True)
class RuleBasedOracle:
    """The default oracle: drops tool exchanges the session no longer needs verbatim.

    Each rule can be turned off. A group whose calling message carries text is kept when
    `keep_text` is set (the text may hold reasoning the next steps need); lone messages are
    never dropped by these rules.
    """

    failed_retried: bool = True
    """Drop a group whose every result failed when each of its tools was called again later."""
    superseded: bool = True
    """Drop a group whose every call was made again later with the same arguments."""
    captured: bool = True
    """Drop a group whose every result was captured into the scratchpad (its values are in
    the state block, with the ref, or were superseded by newer values)."""
    failed: Callable[[Event], bool] = flagged_error
    """Decides whether a tool result reports a failure (default: the ``is_error`` flag; pass
    a domain's own test, such as τ-bench's ``"Error: ..."`` results)."""
    keep_text: bool = True
    """Keep groups whose calling message also says something."""
    name: str = "rules"
    """Recorded with every drop."""
    version: str | None = "1"
    """Recorded with every drop."""

    def select(self, request: PruneRequest) -> list[Drop]:
        """Apply the rules to every group of the request."""
        later_calls: list[Event] = [
            event
            for event in [*(u.events[0] for u in request.units), *request.later]
            if event.tool_calls
        ]
        sources = {write.source_seq for write in request.writes}
        drops: list[Drop] = []
        for unit in request.units:
            reason = self._reason(unit, later_calls, sources) if unit.is_group else None
            if reason is not None and not request.pinned.intersection(unit.seqs):
                drops.append(Drop(unit.ref, reason))
        return drops

    async def aselect(self, request: PruneRequest) -> list[Drop]:
        """Apply the rules (no I/O: the same as `select`)."""
        return self.select(request)

    def _reason(self, unit: Unit, calls: Sequence[Event], sources: set[int]) -> str | None:
        call = unit.events[0]
        if self.keep_text and str(call.content.get("text") or "").strip():
            return None
        end = unit.seqs[-1]
        later = [event for event in calls if event.seq > end]
        if self.failed_retried and all(self.failed(result) for result in unit.results):
            tools = {made.name for made in call.tool_calls}
            retries = [e for e in later if tools & {made.name for made in e.tool_calls}]
            covered = {made.name for e in retries for made in e.tool_calls}
            if retries and tools <= covered:
                return f"failed, called again at {retries[0].ref}"
        if self.superseded:
            wanted = set(_signature(call))
            for event in later:
                wanted -= set(_signature(event))
                if not wanted:
                    return f"superseded by the same call at {event.ref}"
        if (
            self.captured
            and not any(self.failed(result) for result in unit.results)
            and all(result.seq in sources for result in unit.results)
        ):
            return "captured into the scratchpad"
        return None
