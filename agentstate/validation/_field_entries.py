"""Which entry of a field of several an item is about.

A scratchpad field may hold several objects side by side: a mapping by id (the accounts of a
direct deposit, the requests of a time-off balance) or a list of records. A value of one of
them is true of that one only. An item names its entry by an id the entry holds, or describes
it by its own words: by a word only that entry holds ("her 2019 Honda CR-V"), or by the words
said right before the value, which together only that entry holds ("the Tidewater checking
account ending 8841", where "Tidewater" and "checking" each describe two accounts).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Final

from agentstate._json import JSONValue
from agentstate.validation._atoms import value_atoms
from agentstate.validation._field_names import owners
from agentstate.validation._language import stem
from agentstate.validation._record_details import scalars
from agentstate.validation.core import Cited, ValidationContext

__all__ = ["described_entry", "is_whole_value", "of_a_named_entry", "of_other_entries"]

_LETTERS: Final = re.compile(r"[^\W\d_]+")
_PHRASE_WORDS: Final = 6
"""How many words before a value may describe its entry."""
_PHRASE_END: Final = re.compile(r"[,;:()\[\]]")
"""What ends the phrase before a value."""

_Row = tuple[frozenset[str], set[str], set[str]]
"""An entry's atoms, the stems of its words, and those of its words no other entry holds."""


def _entries(context: ValidationContext, key: str) -> list[JSONValue]:
    """The entries of a field's value: a mapping's (name, item) pairs, a list's records."""
    record = context.fact(key)
    value = record.value if record is not None else None
    if isinstance(value, dict):
        return [[name, item] for name, item in value.items()]
    if isinstance(value, list):
        return [item for item in value if isinstance(item, dict)]
    return []


def _rows(context: ValidationContext, key: str) -> list[_Row]:
    """Each entry of `key` as its atoms, its words' stems and its own words, read once."""
    cache = context.cache.setdefault("field_entries.rows", {})
    assert isinstance(cache, dict)
    rows = cache.get(key)
    if rows is None:
        read = [(value_atoms(row), _entry_stems(row)) for row in _entries(context, key)]
        rows = cache[key] = [
            (
                atoms,
                words,
                words - set().union(*(other for j, (_, other) in enumerate(read) if j != i)),
            )
            for i, (atoms, words) in enumerate(read)
        ]
    assert isinstance(rows, list)
    return rows


def described_entry(
    context: ValidationContext, key: str, atom: str, text: str, at: int | None = None
) -> bool:
    """Whether `atom` is a value of the entry of `key` that `text` describes by its own words.

    "Her 2019 Honda CR-V" names the vehicle whose record alone says Honda; "the $3,175.40
    for the gutters" the payment whose record alone says gutters. The value is that entry's,
    whatever event the item cites: true, if not grounded where it says. A word every entry
    shares, or none, describes none. With `at`, where the value stands in `text`, the words
    of the phrase right before it describe the entry too, when only that entry holds them
    all ("the Tidewater checking account ending 8841").
    """
    rows = _rows(context, key)
    if not any(atom in atoms for atoms, _, _ in rows):
        return False
    said = context.content_stems(text)
    for index, (atoms, words, own) in enumerate(rows):
        if atom not in atoms:
            continue
        if not said.isdisjoint(own):
            return True
        if at is not None:
            others = [other for j, (_, other, _) in enumerate(rows) if j != index]
            phrase = _phrase_before(context, text, at) & set().union(words, *others)
            if phrase and phrase <= words and not any(phrase <= other for other in others):
                return True
    return False


def _phrase_before(context: ValidationContext, text: str, at: int) -> frozenset[str]:
    """The stems of the words right before `at`, back to a mark or six words."""
    before = _PHRASE_END.split(text[:at])[-1]
    return context.content_stems(" ".join(before.split()[-_PHRASE_WORDS:]))


def _entry_stems(row: JSONValue) -> set[str]:
    """The stems of the words of an entry's strings (not its codes)."""
    found: set[str] = set()
    for value in scalars(row) if isinstance(row, dict) else _flat(row):
        if isinstance(value, str):
            found |= {stem(word) for word in _LETTERS.findall(value.lower()) if len(word) >= 3}
    return found


def _flat(value: JSONValue) -> Iterator[JSONValue]:
    if isinstance(value, list):
        for item in value:
            yield from _flat(item)
    elif isinstance(value, dict):
        yield from scalars(value)
    else:
        yield value


def of_other_entries(context: ValidationContext, key: str, atom: str, ids: set[str]) -> bool:
    """Whether `atom` is, in the value of `key`, another entry's than those the item names.

    A field that holds several objects side by side (a mapping by id, a list of records)
    grounds a value of one of them for an item about that one: "V3PXA7's return is on May
    26" names V3PXA7, and May 26 in ``reservations`` is W6JHC4's date. Said only when the
    item names (by an identifier atom of `ids`) an entry and none it names holds `atom`.
    """
    rows = _rows(context, key)
    if len(rows) < 2:
        return False
    named = [atoms for atoms, _, _ in rows if not atoms.isdisjoint(ids)]
    return bool(named) and len(named) < len(rows) and all(atom not in held for held in named)


def of_a_named_entry(context: ValidationContext, atom: str, cited: Sequence[Cited]) -> bool:
    """Whether `atom` is a value of an entry a cited event names by an amount, rounded.

    "The $86.40 charge from August 14 is not to be disputed" citing "The $86 one was a rain
    jacket I kept": the user named the charge by its amount without the cents, and its date
    is that charge's. Another entry's value is not its.
    """
    for key in owners(context, atom):
        rows = _rows(context, key)
        if len(rows) < 2:
            continue
        for atoms, _, _ in rows:
            if atom not in atoms:
                continue
            rounded = {
                held.partition(".")[0] for held in atoms if held.startswith("n:") and "." in held
            }
            if any(context.holds(event, name) for name in rounded - {atom} for event in cited):
                return True
    return False


def is_whole_value(context: ValidationContext, key: str, atom: str) -> bool:
    """Whether `atom` is a field's whole current value (a scalar), not a part of it.

    A text is whole when it is that one literal ("TR4471"), not a line naming several
    ("TR4471 2024-06-12, TR4403 2024-06-12": each is part of it).
    """
    record = context.fact(key)
    if record is None or isinstance(record.value, list | dict):
        return False
    if isinstance(record.value, str) and len(context.literals(record.value)) > 1:
        return False
    return context.fact_atoms(key) >= {atom}
