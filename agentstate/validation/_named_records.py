"""A value of a record that a cited event names by its id.

A tool result lists records ("charges": ``{"charge_id": "CHG-882514", "date": "2024-09-19",
...}``); a later event names one of them by its id alone (the waiver of ``CHG-882514``). A
summary that cites the later event and says the record's own value ("the $50 fee from
September 19 was waived") says what the session holds of the object it cites: the value is
grounded by the record, though the cited event does not hold it.

A record is a JSON object of a tool result with an identifier among its own scalar values
(not those of the objects and lists it holds); its values are those scalars. Only a call's
result is read: a call's arguments are what was asked, not what the record holds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Final, cast

import attrs

from agentstate import _json
from agentstate._json import JSONValue, held_json
from agentstate.events import EventKind
from agentstate.validation._atoms import Evidence
from agentstate.validation._language import SPOKEN, stem
from agentstate.validation._literals import LiteralValue, literals, text_atoms
from agentstate.validation.core import Cited, ValidationContext

__all__ = ["described_record", "held_by_named_record", "held_by_record_of", "objects_in"]

_IDENTIFIER: Final = "i:"
_DATE: Final = "d:"
_DEEPEST: Final = 64
"""Objects nested this deep or more are not read as records."""


@attrs.frozen
class _Record:
    ids: frozenset[str]
    """The atoms of its identifiers."""
    values: dict[str, JSONValue]
    """Its own scalar values, by key."""
    evidence: Evidence
    """What its values hold."""
    seq: int = 0
    """The seq of the result that lists it."""

    def keys_holding(self, atom: str) -> set[str]:
        """The keys whose value holds `atom`."""
        if not self.evidence.holds_said(atom):
            return set()
        return {key for key, value in self.values.items() if Evidence(value).holds_said(atom)}


def objects_in(value: JSONValue) -> Iterator[dict[str, JSONValue]]:
    """Every JSON object a value holds, itself included, down to `_DEEPEST` levels."""
    pending: list[tuple[JSONValue, int]] = [(value, 0)]
    while pending:
        node, depth = pending.pop()
        if depth >= _DEEPEST:
            continue
        if isinstance(node, list):
            pending.extend((item, depth + 1) for item in node)
        elif isinstance(node, dict):
            yield node
            pending.extend((item, depth + 1) for item in node.values())


def _records_in(value: JSONValue, seq: int = 0) -> Iterator[_Record]:
    """Every object of `value` with an identifier among its own scalars, as a `_Record`."""
    for node in objects_in(value):
        scalars: dict[str, JSONValue] = {
            key: item
            for key, item in node.items()
            if not isinstance(item, dict | list | bool) and item is not None
        }
        ids = frozenset(
            atom
            for item in scalars.values()
            if isinstance(item, str)
            for atom in text_atoms(item)
            if atom.startswith(_IDENTIFIER)
        )
        if ids and len(scalars) > 1:
            yield _Record(ids, scalars, Evidence(scalars), seq)


def _records(context: ValidationContext) -> list[_Record]:
    """The records of every tool result of the session, read once per validation."""
    found = context.cache.get("named_records")
    if found is None:
        found = context.cache["named_records"] = [
            record
            for event in context.messages(EventKind.TOOL_RESULT)
            for record in _records_in(held_json(event.content.get("result")), event.seq)
        ]
    return cast("list[_Record]", found)


def held_by_named_record(context: ValidationContext, atom: str, cited: Sequence[Cited]) -> bool:
    """Whether a record that one of the `cited` events names by its id holds `atom`.

    Only dates are read: a number is too often part of another value ("21:30" holds 30), or
    the same amount of another object. Every record of that id must hold the same value
    there: flights are listed once per day under one number, and a date one of them holds is
    no date of the flight another holds another date for. Read only for a literal that
    nothing cited holds: the session's records are gathered then, once.
    """
    if not cited or not atom.startswith(_DATE):
        return False
    records = _records(context)
    for record in records:
        keys = record.keys_holding(atom)
        if not keys:
            continue
        named = {name for name in record.ids if any(context.holds(each, name) for each in cited)}
        if named and _agreed(records, named, keys) and not _dated_anew(context, named, cited):
            return True
    return False


def held_by_record_of(context: ValidationContext, atom: str, ids: frozenset[str]) -> bool:
    """Whether the record of one of `ids` (identifier atoms) holds the date `atom`.

    As `held_by_named_record`, for ids known otherwise than from cited events: those a
    refused proposal's params name ("her October 17 day off must stay" citing the no to
    cancelling PTO-7731, whose record is dated October 17).
    """
    if not ids or not atom.startswith(_DATE):
        return False
    records = _records(context)
    return any(
        (keys := record.keys_holding(atom))
        and (named := set(record.ids & ids))
        and _agreed(records, named, keys)
        for record in records
    )


def _dated_anew(context: ValidationContext, ids: set[str], cited: Sequence[Cited]) -> bool:
    """Whether a cited result is itself a record of `ids` with dates of its own.

    "Ready Oct 17" citing a redirect's result, whose record of the parcel is ready from Oct
    18: the dates the cited record gives the object are its dates now, not those an earlier
    record (its delivery on Oct 17) gave it. Read only for a date a named record holds.
    """
    return any(
        not record.ids.isdisjoint(ids)
        and any(
            atom.startswith(_DATE)
            for value in record.values.values()
            if isinstance(value, str)
            for atom in text_atoms(value)
        )
        for event in cited
        if event.kind is EventKind.TOOL_RESULT and (found := context.event(event.ref)) is not None
        for record in _records_in(held_json(found.content.get("result")))
    )


def _agreed(records: list[_Record], ids: set[str], keys: set[str]) -> bool:
    """Whether the records of `ids` hold one value under each of `keys` they have."""
    return all(
        len(
            {
                _json.canonical_dumps(record.values[key])
                for record in records
                if key in record.values and not record.ids.isdisjoint(ids)
            }
        )
        <= 1
        for key in keys
    )


def described_record(
    context: ValidationContext, literal: LiteralValue, text: str, cited: Sequence[Cited]
) -> int | None:
    """The seq of the result listing the record of the id `literal` that `text` describes.

    "Leave PAY-5521 (holdback) on hold" citing "the holdback waits": the item gives
    the id right beside a word its record alone of the session's records holds ("kind":
    "holdback"), a word a cited message says too. The cited message names the record,
    the session its id: the id is true, only where it comes from is unsaid. So with a value
    right beside the id that its record alone holds and a cited message says ("PAY-5521
    $1,480.00 still held" citing "the $1,480.00 holdback payment"). None when no record
    of the id is so described.
    """
    if not literal.atom.startswith(_IDENTIFIER):
        return None
    records = _records(context)
    own = [record for record in records if literal.atom in record.ids]
    if not own:
        return None
    before = _LETTERS.findall(text[: literal.start].lower())[-1:]
    after = _LETTERS.findall(text[literal.end :].lower())[:1]
    said = {stem(word) for word in (*before, *after)}
    spoken = [event for event in cited if event.kind in SPOKEN]
    if not spoken:
        return None
    heard: set[str] = set()
    for event in spoken:
        heard |= context.content_stems(context.text(event))
    others: set[str] = set()
    for record in records:
        if literal.atom not in record.ids:
            others |= _words(record)
    for record in own:
        if said & heard & (_words(record) - others):
            return record.seq
    values = _beside(text, literal)
    for record in own:
        for atom in values:
            if (
                record.evidence.holds_said(atom)
                and any(context.holds(event, atom) for event in spoken)
                and not any(
                    other.evidence.holds_said(atom)
                    for other in records
                    if literal.atom not in other.ids
                )
            ):
                return record.seq  # "PAY-5521 $1,480.00 still held" citing "the $1,480.00"
    return None


def _beside(text: str, literal: LiteralValue) -> list[str]:
    """The atoms of the literals right before and after `literal` in `text`, marks aside."""
    found = literals(text)
    at = next((index for index, other in enumerate(found) if other.start == literal.start), None)
    if at is None:
        return []
    near = [
        other
        for other in (found[at - 1] if at else None, found[at + 1] if at + 1 < len(found) else None)
        if other is not None
        and not _ALPHANUMERIC.search(
            text[min(other.end, literal.end) : max(other.start, literal.start)]
        )
    ]
    return [other.atom for other in near]


_ALPHANUMERIC: Final = re.compile(r"[A-Za-z0-9]")
"""A letter or a digit: between two literals, a word, and they stand apart."""


def _words(record: _Record) -> frozenset[str]:
    """The stems of the words of a record's strings."""
    return frozenset(
        stem(word)
        for value in record.values.values()
        if isinstance(value, str)
        for word in _LETTERS.findall(value.lower())
        if len(word) >= _SHORTEST_WORD
    )


_LETTERS: Final = re.compile(r"[a-z]+")
_SHORTEST_WORD: Final = 3
