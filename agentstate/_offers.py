"""Offers: the items of a tool's list result that the agent names to the user.

A search returns a list (flights, events, restaurants); the agent reads it and offers some of
it in its own words ("harbour arena lions vs hawks march 9th 7:30 pm", "TR4403 then TR4471 at
$412"). What the user then accepts is one of those items, but no call holds it until the
booking: once the turn is compacted the list and the offer are gone. `offered_items` finds the
items an assistant message names, so a capture rule (``offered`` paths, `agentstate.capture`)
keeps them, with the result as their provenance.

An item is named when its message says one of the item's *distinctive* strings as a whole
phrase, in any case: a string leaf of at least `MIN_NAME_CHARS` characters with a letter in
it, which not every item of the list shares ("Lions Vs Hawks", "TR4403"; not "Leeds" when
every event of the search is in Leeds). Numbers are not read: a price or a count names
nothing on its own. The latest result of each tool counts, among the last few
(`latest_results`), and so do the tool's earlier results of the same turn (since the agent's
previous message: the outbound search, then the return search, read out in one message),
each kept as its own write, the earlier first (`turn_results`). A later message that names
fewer of its items ("TR4403 then TR4471, shall I book them?") puts them first, and the items
earlier messages offered from the same result follow (`offered_since`): what the agent
recommended leads, and what it offered before stays in view, for the recommended one may
fail ("no seats left on TR4403") and the user then takes another.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Final

from agentstate._json import JSONValue, leaves
from agentstate.events import Event, EventKind

if TYPE_CHECKING:
    from agentstate.backends.base import SessionReader

__all__ = [
    "MAX_OFFERED",
    "MIN_NAME_CHARS",
    "latest_results",
    "offered_items",
    "offered_since",
    "turn_results",
]

MIN_NAME_CHARS: Final = 4
"""The shortest string that can name an item ("Cubs" can; "NY" cannot)."""
MAX_OFFERED: Final = 5
"""At most this many items are kept from one message, the first ones in the result's order:
a message naming more reads a list out."""
_RESULT_WINDOW: Final = 32
"""How many of the latest tool results an offer is looked for in."""
_MESSAGE_WINDOW: Final = 32
"""How many of the agent's earlier messages since a result an offer gathers items from."""
_LETTER: Final = re.compile(r"[^\W\d_]")


def _names(value: JSONValue) -> set[str]:
    """The strings of an item that may name it, lower-cased and with spacing collapsed."""
    return {
        " ".join(text.lower().split())
        for text in leaves(value)
        if isinstance(text, str) and len(text.strip()) >= MIN_NAME_CHARS and _LETTER.search(text)
    }


def _said(name: str, text: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def offered_items(result: JSONValue, text: str) -> list[JSONValue]:
    """The items of a list `result` that `text` names by a distinctive string, in list order.

    Empty when the result is no list, or names nothing. At most `MAX_OFFERED` items.
    """
    if not isinstance(result, list) or not result or not text:
        return []
    said = " ".join(text.lower().split())
    names = [_names(item) for item in result]
    shared = set.intersection(*names) if len(names) > 1 else set()
    found = [
        _scalars(item)
        for item, own in zip(result, names, strict=True)
        if any(_said(name, said) for name in own - shared)
    ]
    return found[:MAX_OFFERED]


def offered_since(
    reader: SessionReader, result: JSONValue, items: Sequence[JSONValue], *, after: int, before: int
) -> list[JSONValue]:
    """`items` (named by the message at seq `before`), then those earlier messages offered.

    The agent's messages after the result (seq `after`) and before `before` are read newest
    first (the last `_MESSAGE_WINDOW`), and the items each names (`offered_items`) that are
    not yet listed follow, up to `MAX_OFFERED` in all: a narrower message leads the offer
    without taking the others out of it.
    """
    found = list(items)
    earlier: Sequence[Event] = reader.events(
        after=after,
        until=before - 1,
        kinds={EventKind.ASSISTANT},
        newest_first=True,
        limit=_MESSAGE_WINDOW,
    )
    for message in earlier:
        if len(found) >= MAX_OFFERED:
            break
        text = message.content.get("text")
        if isinstance(text, str):
            found.extend(item for item in offered_items(result, text) if item not in found)
    return found[:MAX_OFFERED]


def _scalars(item: JSONValue) -> JSONValue:
    """An item by its scalar fields: an object's nested objects and lists are left out.

    A list of objects (a one-stop flight's legs) keeps each by its scalars.
    """
    if isinstance(item, dict):
        return {key: value for key, value in item.items() if not isinstance(value, dict | list)}
    if isinstance(item, list):
        return [_scalars(part) for part in item]
    return item


def latest_results(
    reader: SessionReader, *, before: int, tools: Collection[str]
) -> dict[str, Event]:
    """The latest successful result of each of `tools` among the last results before `before`.

    Read newest first, among the `_RESULT_WINDOW` results before seq `before` (the assistant
    message being appended): an offer names what the agent found lately.
    """
    latest: dict[str, Event] = {}
    recent: Sequence[Event] = reader.events(
        until=before - 1, kinds={EventKind.TOOL_RESULT}, newest_first=True, limit=_RESULT_WINDOW
    )
    for event in recent:
        name = event.content.get("name")
        if (
            isinstance(name, str)
            and name in tools
            and name not in latest
            and not event.content.get("is_error")
        ):
            latest[name] = event
    return latest


def turn_results(
    reader: SessionReader, *, before: int, tools: Collection[str]
) -> dict[str, list[Event]]:
    """The results of each of `tools` an offer at seq `before` may name, oldest first.

    The latest successful result of each tool (`latest_results`), after the tool's earlier
    successful results since the agent's previous message (one turn's searches, the
    outbound and then the return, that one message reads out).
    """
    latest = latest_results(reader, before=before, tools=tools)
    if not latest:
        return {}
    previous = next(
        (
            event.seq
            for event in reader.events(
                until=before - 1, kinds={EventKind.ASSISTANT}, newest_first=True, limit=8
            )
            if isinstance(text := event.content.get("text"), str) and text.strip()
        ),
        0,
    )
    found: dict[str, list[Event]] = {name: [event] for name, event in latest.items()}
    turn: Sequence[Event] = reader.events(
        after=previous, until=before - 1, kinds={EventKind.TOOL_RESULT}, limit=_RESULT_WINDOW
    )
    for event in turn:
        name = event.content.get("name")
        if (
            isinstance(name, str)
            and name in found
            and event.seq < found[name][-1].seq
            and not event.content.get("is_error")
        ):
            found[name].insert(len(found[name]) - 1, event)
    return found
