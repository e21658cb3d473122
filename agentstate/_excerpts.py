"""Structural excerpts of JSON values: the same shape, its largest parts elided.

A value too large for its place in a request (a record held in the state block, the arguments
of a tool call in the tail) is shown by `cut`: what is small is kept whole, so a record keeps
its identifiers, statuses and amounts, and what is large is shortened or replaced by an
ellipsis. The result is still JSON of the same type (an object stays an object, as a provider
requires of a tool call's input), and every elision says so with ``…``:

    >>> cut({"id": "A1", "status": "open", "rows": [[1, 2], [3, 4], [5, 6]]}, 48)
    {'id': 'A1', 'status': 'open', 'rows': [[1, 2], '…2 more']}

A list keeps its first items and counts the others; the count names the identifiers they
hold (words of letters and digits, ``'…2 more: RT4410, RT4415'``) as far as the room the kept
items left allows, so an option the budget left out is still named, at the cost of no item.

Sizes are characters of compact JSON (the form the state block prints); callers that need
tokens shrink the limit until the counter agrees.
"""

from __future__ import annotations

import json
import re
from typing import Final

from agentstate._json import JSONValue

__all__ = ["ELLIPSIS", "cut", "size"]

ELLIPSIS: Final = "\u2026"
"""What stands where something was left out."""

_SEPARATOR: Final = 1  # the comma between two items or entries
_ITEM_FLOOR: Final = 48
"""Fewest characters a part cut to a share gets (less shows nothing of it)."""
_WORD: Final = 32
"""Longest string kept whole or left out, never cut: an identifier, a date, a name."""


def size(value: JSONValue) -> int:
    """Characters of `value` as canonical JSON (`value` is known to be JSON)."""
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")))


_Shared = frozenset[tuple[str, JSONValue]]
"""Scalar entries every record of a list holds alike (``("date", "2024-05-27")``)."""


def cut(value: JSONValue, limit: int, *, shared: _Shared = frozenset()) -> JSONValue:
    """`value` elided to about `limit` characters of canonical JSON (unchanged if it fits).

    Strings keep their start (one of at most 32 characters, an identifier, is whole or left
    out); lists keep their first items that fit, objects and lists among them cut to an equal
    share, and end with a count of the rest; objects keep their scalar entries in key order
    while they fit, then their larger ones cut to what is left, and count the entries left
    out. The records of a list show first what tells them apart: an entry every one of them
    holds alike (`shared`: the date of every flight a search found) comes after the others.
    Numbers, booleans and null are kept.
    The result may exceed a very small limit by the markers it needs.
    """
    if size(value) <= limit:
        return value
    if isinstance(value, str):
        return value[: max(0, limit - 3)] + ELLIPSIS
    if isinstance(value, list):
        return _cut_list(value, limit)
    if isinstance(value, dict):
        return _cut_object(value, limit, shared)
    return value


def _records(items: list[JSONValue]) -> list[dict[str, JSONValue]]:
    """The objects of a list: its items, and the objects of its items that are lists."""
    found: list[dict[str, JSONValue]] = []
    for item in items:
        if isinstance(item, dict):
            found.append(item)
        elif isinstance(item, list):
            found.extend(part for part in item if isinstance(part, dict))
    return found


def _shared(items: list[JSONValue]) -> _Shared:
    """The scalar entries all of the list's records (`_records`, two or more) hold alike."""
    records = _records(items)
    if len(records) < 2:
        return frozenset()
    entries = [
        {(key, value) for key, value in record.items() if not isinstance(value, list | dict)}
        for record in records
    ]
    return frozenset(set.intersection(*entries))


def _cut_list(items: list[JSONValue], limit: int, outer: _Shared | None = None) -> list[JSONValue]:
    """The first items that fit, and a count of the others.

    Objects and lists among them are cut to an equal share: a search's every option shown by
    its small fields, those that tell the options apart first. `outer`: what the records of
    the list this one is an item of share (a one-stop option's legs are told apart from the
    other options' legs).
    """
    sizes = [size(item) for item in items]
    containers = [isinstance(item, list | dict) for item in items]
    shared = _shared(items) if outer is None else outer
    # What the first k items need at least: scalars whole, containers their smallest excerpt.
    needs = [0]
    for item, item_size, container in zip(items, sizes, containers, strict=True):
        needs.append(needs[-1] + (min(item_size, _least(item, shared)) if container else item_size))

    def room(kept: int) -> int:
        rest = len(items) - kept
        marker = size(f"{ELLIPSIS}{rest} more") + _SEPARATOR if rest else 0
        return limit - 2 - (kept - 1) * _SEPARATOR - marker  # brackets, commas, the count

    low, high = 0, len(items)  # the most items whose needs fit (binary search)
    while low < high:
        middle = (low + high + 1) // 2
        if needs[middle] <= room(middle):
            low = middle
        else:
            high = middle - 1
    for kept in range(low, 0, -1):
        shown = _shown_items(items[:kept], sizes[:kept], containers[:kept], room(kept), shared)
        if len(items) > kept:
            shown.append(f"{ELLIPSIS}{len(items) - kept} more")
        if size(shown) <= limit:
            if len(items) > kept:
                shown[-1] = _more_named(items, kept, limit - size(shown))
            return shown
    return [f"{ELLIPSIS}{len(items)} more"]


_IDENTIFIER = re.compile(r"\b(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]{3,}\b")
"""A word of letters and digits both: what tells an item apart (a code, a number with a prefix)."""


def _more_named(items: list[JSONValue], kept: int, spare: int) -> str:
    """The count of the items left out, naming their identifiers in `spare` characters.

    ``…2 more: RT4410, RT4415``: the identifiers the items left out hold and those shown do not,
    as many as fit; the room is what the kept items left, so no item is shown the less.
    """
    marker = f"{ELLIPSIS}{len(items) - kept} more"
    shown = {word for item in items[:kept] for word in _IDENTIFIER.findall(_text(item))}
    named: list[str] = []
    for word in dict.fromkeys(
        word for item in items[kept:] for word in _IDENTIFIER.findall(_text(item))
    ):
        if word in shown:
            continue
        longer = f"{marker}: {', '.join([*named, word])}"
        if size(longer) - size(marker) > spare:
            break
        named.append(word)
    return f"{marker}: {', '.join(named)}" if named else marker


def _text(value: JSONValue) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _shown_items(
    items: list[JSONValue], sizes: list[int], containers: list[bool], room: int, shared: _Shared
) -> list[JSONValue]:
    """`items`, scalars whole and containers cut to the share of `room` they leave."""
    fixed = sum(
        item_size for item_size, container in zip(sizes, containers, strict=True) if not container
    )
    shares = [
        item_size for item_size, container in zip(sizes, containers, strict=True) if container
    ]
    floor = min(
        (
            _least(item, shared)
            for item, container in zip(items, containers, strict=True)
            if container
        ),
        default=_ITEM_FLOOR,
    )
    share = _share(shares, room - fixed, floor)
    return [
        _cut_item(item, share, shared) if container else item
        for item, container in zip(items, containers, strict=True)
    ]


def _cut_item(item: JSONValue, limit: int, shared: _Shared) -> JSONValue:
    """A list's item cut to `limit`: a record, or a list of records, by the list's `shared`."""
    if isinstance(item, dict):
        return cut(item, limit, shared=shared)
    if isinstance(item, list) and size(item) > limit and all(isinstance(p, dict) for p in item):
        return _cut_list(item, limit, shared)
    return cut(item, limit)


def _share(sizes: list[int], room: int, floor: int = _ITEM_FLOOR) -> int:
    """The largest cap with ``sum(min(size, cap)) <= room`` (water-filling), at least `floor`."""
    low, high = floor, max(sizes, default=floor)
    while low < high:
        cap = (low + high + 1) // 2
        if sum(min(item, cap) for item in sizes) <= room:
            low = cap
        else:
            high = cap - 1
    return low


def _least(value: JSONValue, shared: _Shared = frozenset()) -> int:
    """Characters of a container's smallest excerpt that still shows one of its values.

    An object: its first identifying scalar entry (or its first scalar) and the count of the
    rest, as `_cut_object` would keep it; a list: its first item's and the count of the rest.
    Anything else, or a container with no scalar to show: `_ITEM_FLOOR`. A list of containers
    keeps only as many items as can each get this much: fewer items that show something,
    rather than more that show nothing but a count.
    """
    if isinstance(value, dict):
        scalars = [(key, item) for key, item in value.items() if not _divisible(item)]
        if not scalars:
            return _ITEM_FLOOR
        key, item = next(
            ((k, v) for group in _groups(scalars, shared) for k, v in group), scalars[0]
        )
        return 2 + size(key) + 1 + size(item) + _more(len(value) - 1)
    if isinstance(value, list) and value:
        first = value[0]
        inner = _least(first, shared) if isinstance(first, list | dict) else size(first)
        rest = len(value) - 1
        marker = size(f"{ELLIPSIS}{rest} more") + _SEPARATOR if rest else 0
        return 2 + inner + marker
    return _ITEM_FLOOR


def _divisible(value: JSONValue) -> bool:
    """Whether a part of `value` says something: containers and long text (not an id)."""
    if isinstance(value, str):
        return len(value) > _WORD
    return isinstance(value, list | dict) and bool(value)


def _identifying(value: JSONValue) -> bool:
    """Whether a scalar is one a reader must have verbatim: a number, or a word with a digit.

    Identifiers, codes, dates and amounts (``"TR4403"``, ``"2024-05-24"``, ``1200``) cannot be
    recovered from context; a plain word (``"economy"``, ``"JFK"``) often can, so a short
    excerpt keeps the former first.
    """
    if isinstance(value, bool) or value is None:
        return False
    if isinstance(value, int | float):
        return True
    return isinstance(value, str) and any(character.isdigit() for character in value)


def _more(count: int) -> int:
    """What the ``"…": "N more"`` entry costs (nothing when nothing is left out)."""
    return size(ELLIPSIS) + 1 + size(f"{count} more") + _SEPARATOR if count else 0


def _groups(
    scalars: list[tuple[str, JSONValue]], shared: _Shared
) -> list[list[tuple[str, JSONValue]]]:
    """Scalar entries in the order a short excerpt shows them, in four groups.

    What tells a record apart from the others of its list (entries not `shared`) before
    what it holds alike with them; in each, those that identify (`_identifying`: ids,
    codes, dates, amounts) before the words; key order within a group.
    """
    alike = {k for k, v in scalars if not isinstance(v, list | dict) and (k, v) in shared}
    return [
        [(k, v) for k, v in scalars if (k in alike) is common and _identifying(v) is ids]
        for common in (False, True)
        for ids in (True, False)
    ]


def _cut_object(
    entries: dict[str, JSONValue], limit: int, shared: _Shared = frozenset()
) -> dict[str, JSONValue]:
    """Scalar entries in key order, larger ones cut, and a count of the entries left out.

    The scalar entries come first, by `_groups` (what tells the record apart from the
    others of its list, then what identifies), in that order until one does not fit; then
    the larger entries, each cut to a share of what is left. The entries shown keep the
    record's order.
    """
    room = limit - 2 + _SEPARATOR  # the braces; n entries (the count one) need n-1 commas
    shown: dict[str, JSONValue] = {}
    scalars = [(key, value) for key, value in entries.items() if not _divisible(value)]
    for key, _ in (entry for group in _groups(scalars, shared) for entry in group):
        cost = size(key) + 1 + size(entries[key]) + _SEPARATOR
        if cost + _more(len(entries) - len(shown) - 1) > room:
            break  # a prefix: a word never takes the place of an id that did not fit
        shown[key] = entries[key]
        room -= cost
    rest = sorted(
        (key for key, value in entries.items() if _divisible(value)),
        key=lambda key: size(entries[key]),
    )
    for position, key in enumerate(rest):
        omitted = len(entries) - len(shown) - 1
        share = (room - _more(omitted)) // (len(rest) - position) - size(key) - 1 - _SEPARATOR
        if share < _ITEM_FLOOR:
            continue
        smaller = cut(entries[key], share)
        cost = size(key) + 1 + size(smaller) + _SEPARATOR
        if cost + _more(omitted) <= room:
            shown[key] = smaller
            room -= cost
    result = {key: shown[key] for key in entries if key in shown}
    if len(shown) < len(entries):
        result[ELLIPSIS] = f"{len(entries) - len(shown)} more"
    return result
