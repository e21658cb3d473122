"""Counts: a number told as how many items a list of a cited event holds.

A result lists who was assigned (``"assigned": ["EMP-1", "EMP-2", "EMP-3", "EMP-4"]``) and
the summary says "4 assigned": the number is in no event, but it is the length of a list one
holds, and the words after it name that list. A count is grounded when one of the next two
words after it has the stem of a part of the list's key (``assigned``, ``assign_to``;
``passengers`` for "2 passengers") or of a key each of its items has ("2 lockers" of a list of
rentals, each with its locker), and the list has that many items. A count with no such
word, or with another number of items, grounds nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Final

from agentstate._json import held_json
from agentstate.validation._language import stem

if TYPE_CHECKING:
    from agentstate._json import JSONValue
    from agentstate.validation._literals import LiteralValue
    from agentstate.validation.core import ValidationContext

__all__ = ["counts_a_list"]

_WORD: Final = re.compile(r"[^\W\d_]+")
_KEY_PART: Final = re.compile(r"[^\W\d_]{3,}")
_WORDS_AFTER: Final = 2
"""How many words after a count may name the list it counts."""
_MOST: Final = 10_000
"""Larger numbers count nothing: a list that long is no list a summary counts."""


def counts_a_list(
    context: ValidationContext, text: str, literal: LiteralValue, refs: Sequence[str]
) -> bool:
    """Whether `literal` (a whole number) counts a list of a cited event its next words name."""
    if not literal.atom.startswith("n:") or not literal.atom[2:].isdigit():
        return False
    number = int(literal.atom[2:])
    if number > _MOST:
        return False
    after = _WORD.findall(text[literal.end : literal.end + 48].lower())[:_WORDS_AFTER]
    said = {stem(word) for word in after}
    if not said:
        return False
    return any(
        len(value) == number and any(stem(part) in said for part in _names(key, value))
        for event in context.events(refs)
        for key, value in _lists(event.content)
    )


def _names(key: str, items: list[JSONValue]) -> Iterator[str]:
    """The words that name a list's items: its key's, and a key every item has.

    "2 lockers" counts ``"rentals": [{"locker": "L-1", ...}, {"locker": "L-2", ...}]``: each
    of its items holds a locker.
    """
    yield from _KEY_PART.findall(key.lower())
    shared = _shared_keys(items)
    for field in shared:
        yield from _KEY_PART.findall(field.lower())


def _shared_keys(items: list[JSONValue]) -> set[str]:
    """The keys every item of a list of objects has (none for any other list)."""
    objects = [item for item in items if isinstance(item, dict)]
    if not objects or len(objects) < len(items):
        return set()
    return set(objects[0]).intersection(*objects[1:])


def _lists(node: JSONValue) -> Iterator[tuple[str, list[JSONValue]]]:
    """Every list held under a key, at any depth, with its key.

    A result sent as JSON text is read as that JSON.
    """
    node = held_json(node)
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(value, list):
                yield key, value
            yield from _lists(value)
    elif isinstance(node, list):
        for value in node:
            yield from _lists(value)
