"""Counts said with the words of a field that counts otherwise: "one spare loaner day left".

A tool result counts by name: ``"loaner_days_left": 0``. A summary says the count with the
key's words after it: "she still has one spare loaner day left". The number may stand in a
cited event for something else (the 1 of a date, a price), so grounding passes it; read with
its words, it is the count the field gives, and that count is another.

A count is a whole number, in digits or a word ("one", "twelve"), followed within a few
words by every word of a key of two words or more ("loaner day left" of ``loaner_days_left``)
of a whole number in the results the item cites. Only when no field so named holds the
count said, and not a count of more or of part ("3 more days", "2 of the days"). A list's
length is no such count: "two items" of an order's three may be the two returned.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Final, cast

import attrs

from agentstate._json import JSONValue, held_json
from agentstate.events import EventKind
from agentstate.validation._language import STOPWORDS, stem
from agentstate.validation._lexicon import NUMBER_WORDS
from agentstate.validation.core import ValidationContext

__all__ = ["Miscount", "miscounts"]

_DIGITS: Final = re.compile(r"(?<![\w.,$/:-])(\d{1,3})(?![\w.,/:%-])")
"""A whole number written alone in digits."""
_IN_WORDS: Final = re.compile(
    r"(?<![\w-])(" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")(?![\w-])",
    re.IGNORECASE,
)
"""A whole number written in a word ("one", "twelve")."""
_WORD: Final = re.compile(r"[a-z]+")
_REACH: Final = 4
"""How many words after a count may name what it counts."""
_NOT_A_TOTAL: Final = frozenset({
    "more", "extra", "additional", "other", "others", "another", "of", "out", "per", "times",
    "x", "new", "fewer", "less", "or",
})  # fmt: skip
"""Words right after a number that make it no total of a field ("3 more nights", "2 of the
nights", "2 or 3 nights")."""


@attrs.frozen
class Miscount:
    """A count said with the words of a field that holds another count."""

    said: str
    """The count as written, with the words that name what it counts."""
    key: str
    """The field it names."""
    actual: int
    """What the field holds."""
    ref: str
    """The result that holds it."""

    @property
    def message(self) -> str:
        """The finding's message."""
        return f"says {self.said!r}, but {self.key} is {self.actual} ({self.ref})"


def miscounts(context: ValidationContext, text: str, refs: Sequence[str]) -> Iterator[Miscount]:
    """Each count of `text` said with the words of a cited result's field that holds another."""
    counts = list(_DIGITS.finditer(text))
    if not context.words(text).isdisjoint(NUMBER_WORDS):
        counts += _IN_WORDS.finditer(text)
    if not counts:
        return
    results = [event for event in context.cited(refs) if event.kind is EventKind.TOOL_RESULT]
    if not results:
        return
    fields: list[_Field] | None = None  # read at the first count
    for match in counts:
        run = _RUN.match(text, match.end())
        after = _WORD.findall(run.group(0).lower())[:_REACH] if run else []
        if not after or after[0] in _NOT_A_TOTAL or _OF_A_WHOLE.search(text[: match.start()]):
            continue
        said = [stem(word) for word in after]
        if fields is None:
            fields = [found for event in results for found in _fields_of(context, event.ref)]
            if not fields:
                return
        named = [field for field in fields if _says_key(said, field.words)]
        written = match.group(1).lower()
        number = NUMBER_WORDS.get(written, int(written) if written.isdigit() else -1)
        if not named or any(field.count == number for field in named):
            continue
        field = named[0]
        last = max(at for at, word in enumerate(said) if word in field.words)
        yield Miscount(
            f"{match.group(1)} {' '.join(after[: last + 1])}", field.key, field.count, field.ref
        )


_RUN: Final = re.compile(r"(?:[ \t]+[A-Za-z]+(?:-[A-Za-z]+)*)+")
"""The words right after a count, up to a mark or a number."""
_OF_A_WHOLE: Final = re.compile(r"\bof(?:\s+the)?\s*$", re.IGNORECASE)
"""What makes a count the whole a part is taken of ("2 of the 9 booked nights")."""


def _says_key(said: list[str], key: frozenset[str]) -> bool:
    """Whether the words after a count say a key's words together, at most one word in first.

    "one spare loaner day left" says ``loaner_days_left``; "40 minutes with the water off" says
    no ``water_off_minutes``.
    """
    at = [index for index, word in enumerate(said) if word in key]
    return (
        bool(at)
        and key <= {said[index] for index in at}
        and at[0] <= 1
        and at[-1] - at[0] + 1 == len(at)
    )


@attrs.frozen
class _Field:
    """A count a result gives by name."""

    key: str
    """Its key."""
    words: frozenset[str]
    """The stems that name it."""
    count: int
    """The number."""
    ref: str
    """The result holding it."""


def _fields_of(context: ValidationContext, ref: str) -> list[_Field]:
    """The counts a result gives by name (`_counting_fields`), read once per validation."""
    cache = context.cache.setdefault("counted_values.fields", {})
    assert isinstance(cache, dict)
    found = cache.get(ref)
    if found is None:
        event = context.event(ref)
        found = cache[ref] = (
            list(_counting_fields(event.content.get("result"), ref)) if event is not None else []
        )
    return cast("list[_Field]", found)


def _counting_fields(node: JSONValue, ref: str) -> Iterator[_Field]:
    """Each whole number a result gives under a key of two words or more, at any depth.

    The key names it by all its words ("loaner_days_left"); a lone "tokens" may be
    anything's, and a key with digits ("pings_24h") holds a count of its own span.
    """
    node = held_json(node)
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(value, int) and not isinstance(value, bool):
                words = _key_stems(key)
                if len(words) > 1 and not any(character.isdigit() for character in key):
                    yield _Field(key, words, value, ref)
            yield from _counting_fields(value, ref)
    elif isinstance(node, list):
        for value in node:
            yield from _counting_fields(value, ref)


def _key_stems(key: str) -> frozenset[str]:
    """The stems of a key's words, but stopwords ("days_left" -> day, left)."""
    return frozenset(stem(word) for word in _WORD.findall(key.lower()) if word not in STOPWORDS)
