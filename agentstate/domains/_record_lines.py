"""One line per record read: the identifying values `from_tools` keeps of every record.

`record_line` picks the values a reader cannot guess (words with a digit, names, numbers, and
the choices a tool declares under their own names), `record_entry` keys a read's line by what
the record is (`agentstate.domains.tools_only`'s module docs).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Final

from agentstate._json import JSONValue

__all__ = ["DIGIT", "LETTER", "MAX_WORD", "record_entry", "record_line"]

LETTER: Final = re.compile(r"[^\W\d_]")
"""A letter (any script)."""
DIGIT: Final = re.compile(r"\d")
"""A digit: with a letter, what an identifier holds."""
_MAX_LINE_VALUES: Final = 32
"""Most values one record's line holds (a record with more lists the first ones): room for a
user's profile, its payment methods each with its balance, and its bookings' ids."""
MAX_WORD: Final = 40
"""Longest string a line holds as one value (a longer one is text, not an identifier)."""


def _identifying_words(
    value: JSONValue, choices: Mapping[str, Iterable[str]], key: str | None = None
) -> list[str]:
    """The words among `value`'s leaves that identify, in order.

    A word with a digit (an id, a code, a date), a name (a word with a capital initial and
    the rest in lower case: a person's, a place's), a number (an amount, a balance, a
    count: after the id of what it belongs to, in the record's order) or a declared choice
    under its own name (`choices`: a ``plan`` of ``premium``, when a tool's ``plan``
    argument declares it); none can be guessed from context.
    """
    if isinstance(value, dict):
        return [w for k, item in value.items() for w in _identifying_words(item, choices, k)]
    if isinstance(value, list):
        return [word for item in value for word in _identifying_words(item, choices, key)]
    if isinstance(value, str) and key is not None and value in choices.get(key, ()):
        return [value]
    if isinstance(value, str) and len(value) <= MAX_WORD and not any(c.isspace() for c in value):
        named = value[:1].isupper() and value[1:].islower()
        return [value] if named or any(character.isdigit() for character in value) else []
    if isinstance(value, int | float) and not isinstance(value, bool):
        return [str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)]
    return []


def record_line(
    record: JSONValue,
    *,
    skip: Iterable[str] = (),
    choices: Mapping[str, Iterable[str]] | None = None,
) -> str:
    """One line of a record's identifying values (words with a digit, names, numbers), in order.

    Each once. ``{"reservation_id": "T9GSE5", "flights": [{"flight_number": "TR4403",
    "date": "2024-05-24"}], "passengers": [{"first_name": "Maria", "last_name": "Lopez"}],
    "paid": 310}`` gives ``"T9GSE5 TR4403 2024-05-24 Maria Lopez 310"``. Plain words and
    prose are left out: a reader can ask for them by the line's ref; an identifier, a name or
    an amount cannot be guessed. A plain word that a tool declares as a value of an argument
    of the same name as its field (`choices`, `declared_choices`: ``{"plan": "premium"}``
    when a tool's ``plan`` is one of ``basic``, ``premium``, ...) is kept: it is what a later
    call takes, and the record may be the only place it was said. `skip` leaves out values the
    line's key already says.
    """
    seen = set(skip)
    words: list[str] = []
    for word in _identifying_words(record, choices or {}):
        if word not in seen:
            seen.add(word)
            words.append(word)
    return " ".join(words[:_MAX_LINE_VALUES])


def record_entry(exchange: JSONValue, choices: Mapping[str, Iterable[str]]) -> JSONValue:
    """``{key: line}`` for one record read (see the module docs; `record_line`).

    The line keeps the choices the tools declare (`declared_choices`), whichever tool
    declares them: the call on the record may restate its plan, and so may a call of
    another tool made after it (a new booking "the same as my current reservation" restates
    its trip type and cabin).

    Raises:
        ValueError: The call has no scalar argument to key the record by.
    """
    assert isinstance(exchange, dict)
    arguments, record = exchange.get("arguments"), exchange.get("result")
    values = [
        (name, str(value))
        for name, value in (arguments.items() if isinstance(arguments, dict) else ())
        if isinstance(value, str | int) and not isinstance(value, bool)
    ]
    if not values:
        msg = "the call has no scalar argument to key its record by"
        raise ValueError(msg)
    top = {str(v) for v in record.values()} if isinstance(record, dict) else set()
    echoed = [(name, value) for name, value in values if value in top]
    # An id before a word or a count: the reservation, not the cabin or the number of bags.
    ids = (pair for pair in echoed if LETTER.search(pair[1]) and DIGIT.search(pair[1]))
    _, key = next(ids, None) or (echoed[0] if echoed else values[0])
    return {key: record_line(record, skip=[key], choices=choices)}
