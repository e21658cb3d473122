"""Named values: the literal values of the messages a compaction covers, kept with their refs.

"Train TR4403 comes to $63.50 in all" leaves no tool result holding 63.50: once the message
is compacted, the summary is the only place the value can still be read. The extractive
summarizer keeps, for the latest messages that named one, an item of the identifiers, amounts
and ISO dates (`agentstate._mentions`) the message named and nothing else in view holds,
citing it, in the summary's `named_values` field (`agentstate.summary.NAMED_VALUES`):

    The assistant's message named TR4403; $63.50.

A value a later message names again is kept with the later message only; a value the state
block or another item of the summary holds is not repeated.

A scratchpad value that a later write overwrote (the outbound search once the return search
is read) is kept the same way while the conversation still uses it: when a message after the
events the writes of one exchange came from names a value they held, each overwritten value
of that exchange keeps an item of its values, citing its source and the write
(`earlier_entries`):

    The earlier last_search named 2024-05-19; TR4403.

The field is what marks them (never their wording): a request fits the latest item with the
record and renders the older ones, the summary's lowest priority, in the room its budget
leaves; a checkpoint's size and the validator's budget rule leave them out, and the
summarizer drops them, the oldest first, only when they alone are over the validator's limit.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final

from agentstate import _json
from agentstate._mentions import mentioned_values
from agentstate.backends.base import FactRecord
from agentstate.events import Event, EventKind
from agentstate.summary import CitedItem, Item

__all__ = [
    "Call",
    "call_index",
    "carried_entries",
    "earlier_entries",
    "failed_call_item",
    "held_keys",
    "named_value_items",
]

MAX_NAMED_VALUES: Final = 12
"""The most values one item names (the latest of its message's; the ref has them all)."""
_SPEAKERS: Final = {
    EventKind.USER: "The user's message",
    EventKind.ASSISTANT: "The assistant's message",
}
_NAMED: Final = " named "
_EARLIER: Final = "The earlier "
"""What an overwritten value's item says before the field's key."""
_UNNAMED: Final = "A covered message"
"""Who named a carried item's values when its text does not say (a model wrote it)."""

Entry = tuple[str, tuple[str, ...], list[str]]
"""Who named the values (``"The user's message"``), the refs it cites, and its values."""

_TOKEN: Final = re.compile(r"[\w@+-]+(?:\.[\w@+-]+)*")
_MARKS: Final = re.compile(r"[$€£#,\s]|(?:dollars|usd|euros?|eur)$|\.0+$", re.IGNORECASE)


def _key(value: str) -> str:
    """A value as any text may write it: "$1,286.00" is "1286", "#W4921" is "w4921"."""
    return _MARKS.sub("", value).lower()


def held_keys(text: str) -> set[str]:
    """The keys (`_key`) of the words and numbers of `text`: what it holds."""
    return {_key(token) for token in _TOKEN.findall(text)}


def _values(text: str) -> list[str]:
    """The values `text` names, a trailing comma of an amount left out ("$12," is "$12")."""
    return list(dict.fromkeys(value.rstrip(",") for value in mentioned_values(text)))


def carried_entries(named: Sequence[Item], awaiting: Sequence[Item]) -> list[Entry]:
    """The entries of the previous summary, oldest first, to fold into the next one.

    Args:
        named: The previous summary's named-values items (its `named_values` field).
        awaiting: Items of the previous summary that awaited the user's reply to an
            assistant message (the summarizer's own open threads): the reply is compacted
            now, so the values are kept as that message's named values.
    """
    entries: list[Entry] = []
    for item in named:
        if item.refs:
            head, found, _ = item.text.partition(_NAMED)
            entries.append((head if found else _UNNAMED, tuple(item.refs), _values(item.text)))
    entries.extend(
        (_SPEAKERS[EventKind.ASSISTANT], tuple(item.refs[:1]), _values(item.text))
        for item in awaiting
        if item.refs
    )
    return entries


def _exchanges(writes: Sequence[FactRecord]) -> list[list[FactRecord]]:
    """Writes grouped by exchange: their sources adjacent (a call, then its result)."""
    groups: list[list[FactRecord]] = []
    for write in sorted(writes, key=lambda record: (record.source_seq, record.event_seq)):
        if groups and write.source_seq - groups[-1][-1].source_seq <= 1:
            groups[-1].append(write)
        else:
            groups.append([write])
    return groups


def earlier_entries(
    events: Sequence[Event], overwritten: Sequence[FactRecord]
) -> list[tuple[int, Entry]]:
    """The overwritten values that a message aging out still names (module docs).

    Args:
        events: The events aging out, oldest first.
        overwritten: The scratchpad writes a later write replaced (`SummaryRequest`).

    Returns:
        One entry per overwritten value of an exchange a message named after the events
        it came from, each with the seq of that message (where it joins the order).
    """
    messages = [
        (event.seq, held_keys(text))
        for event in events
        if event.kind in _SPEAKERS and (text := _text_of(event))
    ]
    entries: list[tuple[int, Entry]] = []
    for writes in _exchanges(overwritten) if messages else []:
        values = {write.event_seq: _values(_json.canonical_dumps(write.value)) for write in writes}
        keys = {_key(value) for found in values.values() for value in found}
        # After the events they came from: an offer is written just after the message that
        # names it, and that message uses it.
        last = max(write.source_seq for write in writes)
        named_at = next((seq for seq, said in messages if seq > last and keys & said), None)
        if named_at is not None:
            # Cited by its source and by the write itself: a value set by hand may rest on an
            # event that does not hold it, and the write always does.
            entries.extend(
                (named_at, (f"{_EARLIER}{write.key}", _write_refs(write), found))
                for write in writes
                if (found := values[write.event_seq])
            )
    return entries


Call = tuple[str, _json.JSONValue]
"""A tool call of the span: the ref of the assistant event that made it, and its arguments."""


def call_index(events: Sequence[Event]) -> dict[str, Call]:
    """The tool calls the events make, by call id."""
    return {
        call.id: (event.ref, call.arguments)
        for event in events
        if event.kind is EventKind.ASSISTANT
        for call in event.tool_calls
        if call.id is not None
    }


def _argument_values(arguments: _json.JSONValue) -> list[str]:
    """What a call's arguments name: their texts' values (`mentioned_values`), their numbers."""
    found: list[str] = []
    for leaf in _json.leaves(arguments):
        if isinstance(leaf, str):
            found.extend(mentioned_values(leaf))
        elif isinstance(leaf, int | float) and not isinstance(leaf, bool):
            found.append(str(int(leaf)) if float(leaf).is_integer() else str(leaf))
    return list(dict.fromkeys(found))


def failed_call_item(
    result: Event, calls: dict[str, Call], held: set[str]
) -> tuple[str, tuple[str, ...]]:
    """The text and refs of the item that says a call failed, naming what it alone held.

    A call that failed changed nothing, so no capture kept its arguments: the amount the
    agent proposed, the id it passed. The next attempt is made of them, yet once the call is
    compacted the log is their only home. The item names its argument values that nothing
    in view holds (`held`, as `held_keys` reads it), citing the call and its result:
    ``The call to book_trip failed; it named 318; W4921.``; with none, it cites the result
    alone: ``The call to book_trip failed.``
    """
    head = f"The call to {result.content.get('name')} failed"
    call = calls.get(str(result.content.get("call_id")))
    values = (
        [value for value in _argument_values(call[1]) if _key(value) not in held]
        if call is not None
        else []
    )
    if call is None or not values:
        return f"{head}.", (result.ref,)
    return f"{head}; it named {'; '.join(values[:MAX_NAMED_VALUES])}.", (call[0], result.ref)


def _write_refs(write: FactRecord) -> tuple[str, ...]:
    return (f"ev_{write.source_seq}", f"ev_{write.event_seq}")


def _text_of(event: Event) -> str:
    text = event.content.get("text")
    return text if isinstance(text, str) else ""


def named_value_items(
    carried: Sequence[Entry],
    events: Iterable[tuple[Event, str]],
    *,
    held: set[str],
    keep: int,
    earlier: Sequence[tuple[int, Entry]] = (),
) -> list[CitedItem]:
    """The named-values items of the latest `keep` messages that name a value nothing else holds.

    Args:
        carried: The previous summary's entries (`carried_entries`), oldest first.
        events: The user and assistant messages aging out, oldest first, with their text.
        held: The keys (`held_keys`) of the text already in view (the state block, the
            summary's other items): a value it holds is not repeated.
        keep: The most items kept.
        earlier: Overwritten values still in use (`earlier_entries`), each placed before
            the message that named it.

    Returns:
        The items, oldest first.
    """
    entries = list(carried)
    pending = sorted(earlier, key=lambda entry: entry[0])
    for event, text in events:
        while pending and pending[0][0] <= event.seq:
            entries.append(pending.pop(0)[1])
        speaker = _SPEAKERS.get(event.kind)
        if speaker is not None:
            entries.append((speaker, (event.ref,), _values(text)))
    entries.extend(entry for _, entry in pending)
    seen: set[str] = set()
    kept: list[CitedItem] = []
    for speaker, refs, values in reversed(entries):
        fresh = [value for value in values if value not in seen and _key(value) not in held]
        seen.update(values)
        if fresh:
            named = "; ".join(fresh[-MAX_NAMED_VALUES:])
            kept.append(CitedItem(text=f"{speaker}{_NAMED}{named}.", refs=list(refs)))
        if len(kept) >= keep:
            break
    return kept[::-1]
