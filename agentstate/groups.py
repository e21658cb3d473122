"""Interaction groups and safe split points: the units a checkpoint or an export may not tear.

An **interaction group** is an assistant message that calls tools together with every result
of those calls (parallel calls included). A **split point** is a position between two events;
it is *safe* when every tool call before it has its result before it, and no result after it
answers a call before it. Position ``p`` means "after the event at ``p``" (``0`` is before the
first event), so for a stored log a position is a seq and the safe ones are the seqs whose
event has ``open_calls == 0``, plus ``0``.

Everything here is one linear pass that keeps only the calls still open, so it works on a
stream of any length. For a stored log the same answer is already kept per event
(`Event.open_calls`) and is looked up without any scan by
``backend.read(session_id).last_safe_seq(at_most=...)``; these functions and that bookkeeping
agree (a property test holds them to it).

The input is a history as the log stores it, or any list of `EventSpec` in which each call is
answered at most once: a result that answers no open call (an orphan, or a second result)
is ignored here. Diagnosing such a history is the importer's job (`agentstate.formats`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Protocol

import attrs

from agentstate._json import JSONObject
from agentstate._pairing import OpenCalls
from agentstate.events import Event, EventKind

__all__ = [
    "HasContent",
    "InteractionGroup",
    "SplitTracker",
    "interaction_groups",
    "safe_split_points",
]


class HasContent(Protocol):
    """Anything with an event kind and content: an `Event` or an `EventSpec`."""

    @property
    def kind(self) -> EventKind:
        """The event kind."""
        ...

    @property
    def content(self) -> JSONObject:
        """The event content."""
        ...


@attrs.frozen
class InteractionGroup:
    """An assistant message that called tools, and the positions of their results."""

    call_position: int
    """Position (seq) of the assistant event that made the calls."""
    call_ids: tuple[str, ...]
    """The calls it made, in order."""
    result_positions: tuple[int, ...]
    """Positions of the results that arrived, in order of arrival."""

    @property
    def complete(self) -> bool:
        """Whether every call has its result."""
        return len(self.result_positions) == len(self.call_ids)

    @property
    def end(self) -> int:
        """Position of the group's last event (its last result, or the call if none came)."""
        return max((self.call_position, *self.result_positions))


def _call_ids(item: HasContent, position: int) -> list[str]:
    calls = item.content.get("tool_calls") or []
    assert isinstance(calls, list)
    ids: list[str] = []
    for index, call in enumerate(calls):
        assert isinstance(call, dict)
        call_id = call.get("id")
        # A spec's call without an id gets one only when appended; nothing can answer it yet.
        ids.append(call_id if isinstance(call_id, str) else f"\x00unnamed:{position}:{index}")
    return list(dict.fromkeys(ids))


@attrs.define
class _Open:
    position: int
    call_ids: tuple[str, ...]
    results: list[int] = attrs.Factory(list)


@attrs.define
class SplitTracker:
    """Feeds on a history one event at a time and knows, after each, whether it is safe.

    Memory is bounded by the calls still open, never by the length of the history.
    """

    position: int = 0
    """Position of the last event fed; at construction, the position before the first event
    fed (the events fed must not answer calls made before it; a log read from a safe seq
    satisfies this)."""
    _open: OpenCalls[_Open] = attrs.field(factory=OpenCalls, init=False)

    @property
    def open_calls(self) -> int:
        """Calls still awaiting their result after the last event fed."""
        return len(self._open)

    @property
    def safe(self) -> bool:
        """Whether the position after the last event fed is a safe split point."""
        return not self._open

    def feed(self, item: HasContent) -> InteractionGroup | None:
        """Take the next event; return the group it completes, if it completes one.

        An `Event` is placed at its own seq; anything else at the next position.
        """
        self.position = item.seq if isinstance(item, Event) else self.position + 1
        if item.kind is EventKind.ASSISTANT:
            ids = _call_ids(item, self.position)
            if ids:
                group = _Open(self.position, tuple(ids))
                for call_id in ids:
                    if call_id not in self._open:
                        self._open.call(call_id, group)
            return None
        if item.kind is not EventKind.TOOL_RESULT:
            return None
        answered = item.content.get("call_id")
        found = self._open.answer(answered) if isinstance(answered, str) else None
        if found is None:
            return None
        group = found
        group.results.append(self.position)
        if len(group.results) < len(group.call_ids):
            return None
        return InteractionGroup(group.position, group.call_ids, tuple(group.results))

    def pending(self) -> list[InteractionGroup]:
        """The groups still waiting for results, oldest first."""
        seen: dict[int, _Open] = {}
        for _, group in self._open.owners():
            seen.setdefault(id(group), group)
        return [
            InteractionGroup(group.position, group.call_ids, tuple(group.results))
            for group in sorted(seen.values(), key=lambda group: group.position)
        ]


def safe_split_points(items: Iterable[HasContent], *, start: int = 0) -> Iterator[int]:
    """Yield every safe split point of a history, in order, in one pass.

    Args:
        items: The history: `Event` objects (positions are their seqs) or `EventSpec`
            objects (positions count from `start` + 1).
        start: The position before the first item; it is yielded first (assumed safe).

    Yields:
        ``start``, then every position after which no tool call is open.
    """
    tracker = SplitTracker(position=start)
    yield start
    for item in items:
        tracker.feed(item)
        if tracker.safe:
            yield tracker.position


def interaction_groups(
    items: Iterable[HasContent], *, start: int = 0, include_pending: bool = True
) -> Iterator[InteractionGroup]:
    """Yield the interaction groups of a history in one pass.

    Complete groups are yielded when their last result arrives (so in order of completion);
    then, if `include_pending`, the groups still waiting for results at the end, oldest first.

    Args:
        items: The history, as for `safe_split_points`.
        start: The position before the first item.
        include_pending: Whether to yield the incomplete groups at the end.
    """
    tracker = SplitTracker(position=start)
    for item in items:
        group = tracker.feed(item)
        if group is not None:
            yield group
    if include_pending:
        yield from tracker.pending()
