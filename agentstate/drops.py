"""Dropped events: what verbatim compaction took out of the model's view, read from the log.

Verbatim compaction (`agentstate.compaction.verbatim`) never rewrites an event: it records, in one
compaction event with outcome ``dropped``, which whole units (an interaction group, or a lone
message) leave the rendered tail, why, and by which oracle. The log stays the only record: the
renderer, the trigger and replay all read drops back from those compaction events, so a
dropped event is still retrievable by its ref, and replaying the log rebuilds the same drops.

A unit with a pinned event is never dropped from view: the pin wins (the whole unit is
rendered, so a call is never shown without its result).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import attrs

from agentstate.backends.base import SessionReader
from agentstate.events import Event, EventKind, parse_ref

__all__ = [
    "DROPPED",
    "DroppedUnit",
    "dropped_seqs",
    "dropped_tokens",
    "dropped_units",
    "recorded_drops",
    "units_of",
]

DROPPED = "dropped"
"""The ``outcome`` of a compaction event that records drops."""


@attrs.frozen(kw_only=True)
class DroppedUnit:
    """One unit taken out of the rendered tail: whole, never a call without its result."""

    seqs: tuple[int, ...]
    """The events of the unit, in log order (a call and all its results, or one message)."""
    tokens: int
    """Their tokens, as stored at append."""
    reason: str
    """Why the oracle dropped it."""
    oracle: str
    """The name of the oracle that chose it."""
    event_seq: int
    """The compaction event that recorded the drop."""

    @property
    def refs(self) -> tuple[str, ...]:
        """The refs of the unit's events."""
        return tuple(f"ev_{seq}" for seq in self.seqs)


def units_of(event: Event) -> list[DroppedUnit]:
    """The units a compaction event dropped (none unless its outcome is ``dropped``)."""
    content = event.content
    if event.kind is not EventKind.COMPACTION or content.get("outcome") != DROPPED:
        return []
    oracle = content.get("oracle")
    units = content.get("dropped")
    assert isinstance(units, list)
    found: list[DroppedUnit] = []
    for unit in units:
        assert isinstance(unit, dict)
        refs, tokens, reason = unit["refs"], unit["tokens"], unit["reason"]
        assert isinstance(refs, list)
        assert isinstance(tokens, int)
        found.append(
            DroppedUnit(
                seqs=tuple(parse_ref(ref)[1] for ref in refs),
                tokens=tokens,
                reason=str(reason),
                oracle=str(oracle),
                event_seq=event.seq,
            )
        )
    return found


def _live(units: Iterable[DroppedUnit], *, after: int, pinned: set[int]) -> Iterator[DroppedUnit]:
    for unit in units:
        if unit.seqs[0] > after and not pinned.intersection(unit.seqs):
            yield unit


def dropped_seqs(events: Iterable[Event], *, after: int, pinned: set[int]) -> set[int]:
    """The seqs past `after` that drops recorded among `events` take out of view.

    Args:
        events: Events that include the compaction events recording the drops (for the
            tail, every event after the boundary: drops are recorded after what they drop).
        after: The checkpoint boundary: drops at or before it no longer matter.
        pinned: Seqs of pinned events (a unit holding one stays in view).
    """
    units = (unit for event in events for unit in units_of(event))
    return {seq for unit in _live(units, after=after, pinned=pinned) for seq in unit.seqs}


def dropped_units(reader: SessionReader, *, after: int = 0) -> list[DroppedUnit]:
    """Every unit dropped past `after` and still out of view, in order of recording."""
    events = reader.events(after=after, kinds=(EventKind.COMPACTION,))
    units = [unit for event in events for unit in units_of(event)]
    if not units:
        return []
    pinned = {pin.target_seq for pin in reader.pins()}
    return list(_live(units, after=after, pinned=pinned))


def recorded_drops(reader: SessionReader, *, through: int) -> list[DroppedUnit]:
    """Every unit any verbatim pass recorded through seq `through`, pinned or covered or not."""
    events = reader.events(until=through, kinds=(EventKind.COMPACTION,))
    return [unit for event in events for unit in units_of(event)]


def dropped_tokens(reader: SessionReader, *, after: int) -> int:
    """Tokens of the events past `after` that drops take out of the rendered tail."""
    return sum(unit.tokens for unit in dropped_units(reader, after=after))
