"""Reading retractions back from the log: which events are out of the model's view.

The readers below the layer of `agentstate.retraction` (export, evidence search) need the
retracted set; see `agentstate.retraction` for what a retraction means.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

import attrs

from agentstate.errors import InvalidInput
from agentstate.events import Event, EventKind, parse_ref

__all__ = ["Retraction", "retracted_in", "retraction_of", "visible"]


@attrs.frozen
class Retraction:
    """A retraction as its event records it."""

    ref: str
    """The retraction event's ref."""
    retracted: tuple[str, ...]
    """Every event taken out of view, in log order (the ones named and their tool pairs)."""
    by: str
    """Who retracted them."""
    reason: str
    """Why."""


def retraction_of(event: Event) -> Retraction:
    """Read a ``retraction`` event.

    Raises:
        InvalidInput: The event is of another kind.
    """
    if event.kind is not EventKind.RETRACTION:
        msg = f"{event.ref} is a {event.kind} event, not a retraction"
        raise InvalidInput(msg)
    content = event.content
    refs = content["retracted"]
    assert isinstance(refs, list)
    return Retraction(
        ref=event.ref,
        retracted=tuple(map(str, refs)),
        by=str(content["by"]),
        reason=str(content["reason"]),
    )


def retracted_in(events: Iterable[Event]) -> frozenset[int]:
    """The seqs retracted by the retraction events among `events` (others are skipped)."""
    return frozenset(
        parse_ref(ref)[1]
        for event in events
        if event.kind is EventKind.RETRACTION
        for ref in retraction_of(event).retracted
    )


def visible(events: Iterable[Event], retracted: Collection[int]) -> list[Event]:
    """`events` without the retracted ones."""
    return [event for event in events if event.seq not in retracted]
