"""Structural excerpts of JSON values: the same shape, its largest parts elided.

A value too large for its place in a request (a record held in the state block, the arguments
of a tool call in the tail) is shown by `cut`: what is small is kept whole, so a record keeps
its identifiers, statuses and amounts, and what is large is shortened or replaced by an
ellipsis. The result is still JSON of the same type (an object stays an object, as a provider
requires of a tool call's input), and every elision says so with ``…``:

    >>> cut({"id": "A1", "status": "open", "rows": [[1, 2], [3, 4], [5, 6]]}, 48)
    {'id': 'A1', 'status': 'open', 'rows': ['…3 more']}

Sizes are characters of compact JSON (the form the state block prints); callers that need
tokens shrink the limit until the counter agrees.
"""

from __future__ import annotations

import json
from typing import Final

from agentstate._json import JSONValue

__all__ = ["ELLIPSIS", "cut", "size"]

ELLIPSIS: Final = "\u2026"
"""What stands where something was left out."""

_SEPARATOR: Final = 1  # the comma between two items or entries


def size(value: JSONValue) -> int:
    """Characters of `value` as canonical JSON (`value` is known to be JSON)."""
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")))


def cut(value: JSONValue, limit: int) -> JSONValue:
    """`value` elided to about `limit` characters of canonical JSON (unchanged if it fits).

    Strings keep their start; lists keep their first items that fit and end with a count of
    the rest; objects keep every key while the keys fit, their smallest values whole and
    their larger values cut to what is left, in turn. Numbers, booleans and null are kept.
    The result may exceed a very small limit by the markers it needs.
    """
    if size(value) <= limit:
        return value
    if isinstance(value, str):
        return value[: max(0, limit - 3)] + ELLIPSIS
    if isinstance(value, list):
        return _cut_list(value, limit)
    if isinstance(value, dict):
        return _cut_object(value, limit)
    return value


def _cut_list(items: list[JSONValue], limit: int) -> list[JSONValue]:
    kept: list[JSONValue] = []
    room = limit - 2  # the brackets
    for index, item in enumerate(items):
        rest = len(items) - index
        marker = size(f"{ELLIPSIS}{rest - 1} more") + _SEPARATOR if rest > 1 else 0
        item_size = size(item) + _SEPARATOR
        if item_size + marker > room:
            return [*kept, f"{ELLIPSIS}{rest} more"]
        kept.append(item)
        room -= item_size
    return kept


def _cut_object(entries: dict[str, JSONValue], limit: int) -> dict[str, JSONValue]:
    room = limit - 2  # the braces
    costs = {key: size(key) + 1 + size(ELLIPSIS) + _SEPARATOR for key in entries}  # "k":"…",
    keys = list(entries)
    if sum(costs.values()) > room:
        # Not every key fits: keep the first ones, and room for the count of the others.
        room -= size(ELLIPSIS) + 1 + size(f"{len(entries)} more")
        keys = []
        for key in entries:
            if costs[key] > room:
                break
            keys.append(key)
            room -= costs[key]
    else:
        room -= sum(costs.values())
    # Every kept key first holds an ellipsis; the room left buys values back, smallest first.
    shown: dict[str, JSONValue] = dict.fromkeys(keys, ELLIPSIS)
    pending = sorted(keys, key=lambda key: size(entries[key]))
    for position, key in enumerate(pending):
        value = entries[key]
        extra = size(value) - size(ELLIPSIS)
        if extra <= room:
            shown[key] = value
            room -= extra
            continue
        share = room // (len(pending) - position)
        if share > 0:
            smaller = cut(value, size(ELLIPSIS) + share)
            gained = size(smaller) - size(ELLIPSIS)
            if 0 < gained <= room:
                shown[key] = smaller
                room -= gained
    omitted = len(entries) - len(keys)
    if omitted:
        shown[ELLIPSIS] = f"{omitted} more"
    return {key: shown[key] for key in [*keys, *([ELLIPSIS] if omitted else [])]}
