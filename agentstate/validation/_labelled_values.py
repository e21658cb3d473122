"""A number said with the name of a field that holds another number.

A tool result gives an object's numbers by name (``"charges": {"duty": 18.33, "hst": 35.48,
"clearance_fee": 9.95}``); a summary says them with those names ("duty 18.33 + HST 35.48").
Both numbers are in the cited result, so grounding accepts them in either order: "duty 35.48
+ HST 18.33" swaps them unseen. Read with its label, a number is checked against the field
the label names: when that field holds another number, and another field of the same object
holds the one said, the summary gave the number to the wrong field.

A label is the word right before the number ("duty 35.48", "HST: $35.48") or, with no word
there, the word right after it ("$18.33 duty"). A word before that names no field ("paid
$35.48 duty") leaves the number unlabelled: which word labels it is then unsure. It names a
field when it is, stemmed, one of the words of the field's key, and of no other numeric
field of the object; no field it may name, in any object of the result, holds the number.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Final

import attrs

from agentstate._json import JSONValue, held_json
from agentstate.events import EventKind
from agentstate.validation._atoms import value_atoms
from agentstate.validation._language import STOPWORDS, stem
from agentstate.validation._lexicon import IRREGULAR_PAST
from agentstate.validation._named_records import objects_in
from agentstate.validation.core import ValidationContext

__all__ = ["Swapped", "swapped_values"]

_WORDS: Final = re.compile(r"[^\W\d_]+")
_BETWEEN: Final = " \t\n:$\u20ac\u00a3"
"""What may stand between a label and the number after it."""
_NUMBER: Final = "n:"
_REACH: Final = 40
"""How far before a number its label is looked for."""
_PREFIX: Final = 4
"""How much of a label a key must hold to be the field it names, in a quick reading."""


@attrs.frozen
class Swapped:
    """A number said with the label of a field that holds another number."""

    label: str
    """The label as written ("duty")."""
    said: str
    """The number as written."""
    key: str
    """The field the label names."""
    actual: JSONValue
    """What that field holds."""
    holder: str
    """The field of the same object that holds the number said."""
    ref: str
    """The event that holds the object."""

    @property
    def message(self) -> str:
        """The finding's message."""
        return (
            f"says {self.label} {self.said}, but {self.key} is {self.actual} ({self.ref}); "
            f"{self.said} is its {self.holder}"
        )


_Numbers = dict[str, float]
"""An object's numeric fields, by key."""


def _objects(value: JSONValue) -> Iterator[_Numbers]:
    """Every object of a JSON value with two numeric fields or more, as its numeric fields."""
    for node in objects_in(held_json(value)):
        numbers: _Numbers = {
            key: item
            for key, item in node.items()
            if isinstance(item, int | float) and not isinstance(item, bool)
        }
        if len(numbers) > 1:
            yield numbers


def _labelled(label: str, numbers: _Numbers) -> list[str]:
    """The numeric fields whose key has `label` among its words."""
    wanted = stem(label.lower())
    return [
        key
        for key in numbers
        if wanted in {stem(word) for word in _WORDS.findall(key.lower().replace("_", " "))}
    ]


_ARROWS: Final = ("\u2192", "->", "=>")
"""What stands between the two ends of a change."""


def _label(text: str, start: int, end: int) -> str | None:
    """The word that labels the number at text[start:end]: right before it, else after it.

    A stopword labels nothing, and leaves the number unlabelled ("made up of $310 in
    parts" names no ``loss_of_use``; "from 46.5 to 22.5 hours" no ``hours``).
    Before it, the word may be followed by spaces, a colon and a currency sign ("HST: $35.48");
    after it, by spaces only ("$18.33 duty"). None for the end of a range or of a date ("dec
    22-24 vacation", "10/31"): the word after it is said of the whole. Read by hand: this
    runs for every number. None for the start of a change ("hire $1,300 \u2192 $1,800"): the
    label is said of where the change went. A word right after another number is that
    number's unit ("12 tokens 30 dollars"), no label of the next.
    """
    if start > 1 and text[start - 1] in "-\u2013/" and text[start - 2].isdigit():
        return None
    if text[end : end + 4].lstrip().startswith(_ARROWS):
        return None
    window = text[max(0, start - _REACH) : start]  # what may stand between, within reach
    stop = at = start - (len(window) - len(window.rstrip(_BETWEEN)))
    space = text.rfind(" ", 0, stop) + 1
    if space < stop and text[space:stop].isalpha():
        at = space  # the common case: a whole word before, found without reading each letter
    else:
        while at > 0 and text[at - 1].isalpha():
            at -= 1
    if at < stop:
        word = text[at:stop]
        if word.lower() in STOPWORDS or text[:at].rstrip(" \t")[-1:].isdigit():
            return None  # "12 tokens 30 dollars": the unit of the number before
        return word
    at = end
    while at < len(text) and text[at] in " \t":
        at += 1
    stop = at
    while stop < len(text) and text[stop].isalpha():
        stop += 1
    after = text[at:stop]
    if len(after) > 3 and after.endswith("s") and text[start:end].isdigit():
        return None  # "2 orders": a count of things, not a field's value
    lower = after.lower()
    if lower.endswith("ed") or lower in IRREGULAR_PAST or lower in STOPWORDS:
        return None  # "$1,364.61 paid in full": the amount of an act, told as done
    return after or None


def _keys_holding(stored: str, digits: str) -> Iterator[str]:
    """The keys, lower-cased, whose value is the number `digits` in a result's stored JSON text.

    Read at each place the digits stand, without parsing the text: a whole number (no digit
    or point before, none after but a point and zeros: "1000.0" is 1000) right after a key's
    colon. A result sent as text has its quotes escaped: the key is read without them.
    """
    at = stored.find(digits)
    while at >= 0:
        end = at + len(digits)
        rest = stored[end : end + 8]
        zeros = len(rest) - len(rest.lstrip(".0")) if rest.startswith(".") else 0
        whole = not (stored[at - 1 : at].isdigit() or stored[at - 1 : at] == ".") and not (
            stored[end + zeros : end + zeros + 1].isdigit()
        )
        colon = stored.rfind(":", 0, at)
        if whole and colon >= 0 and not stored[colon + 1 : at].strip(" -"):
            closing = stored.rfind('"', 0, colon)
            opening = stored.rfind(
                '"', 0, closing - 1 if stored[closing - 1 : closing] == "\\" else closing
            )
            yield stored[opening + 1 : closing].strip("\\").lower()
        at = stored.find(digits, end)


def _suspect(stored: str, label: str, atom: str) -> bool:
    """Whether a field whose key does not start like `label` holds the number `atom`."""
    prefix = label[:_PREFIX].lower()
    return any(prefix not in key for key in _keys_holding(stored, atom[len(_NUMBER) :]))


def swapped_values(context: ValidationContext, text: str, refs: Sequence[str]) -> Iterator[Swapped]:
    """Each number of `text` said with the label of a field that holds another number.

    A cited result is decoded only when its stored text may hold such a swap (`_suspect`).
    """
    results = [event for event in context.cited(refs) if event.kind is EventKind.TOOL_RESULT]
    if not results:
        return
    labelled = [
        (literal, label)
        for literal in context.literals(text)
        if literal.kind == "number" and (label := _label(text, literal.start, literal.end))
    ]
    for literal, label in labelled:
        for stored in results:
            if not _suspect(stored.content_json, label, literal.atom):
                continue
            event = context.event(stored.ref)
            content = event.content.get("result") if event is not None else None
            found = _swap(literal.atom, literal.text, label, content, stored.ref)
            if found is not None:
                yield found
                break


def _swap(atom: str, said: str, label: str, result: JSONValue, ref: str) -> Swapped | None:
    """The swap of the number `atom` into the field `label` names, in an object of `result`.

    None when any field the label names, in any object of the result, holds the number: "43h
    worked, 40 paid" of two weeks, one with ``overtime_paid_hours`` 0 and ``hours_worked`` 40,
    the other with ``regular_paid_hours`` 40, is true of the second.
    """
    objects = [(fields, _labelled(label, fields)) for fields in _objects(result)]
    if any(atom in value_atoms(fields[key]) for fields, keys in objects for key in keys):
        return None
    for fields, keys in objects:
        if len(keys) != 1:
            continue
        key = keys[0]
        holders = [
            other for other, value in fields.items() if other != key and atom in value_atoms(value)
        ]
        if holders:
            return Swapped(label, said, key, fields[key], holders[0], ref)
    return None
