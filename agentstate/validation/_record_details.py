"""A record named by its id and described with another record's value.

Tool results list records side by side: the variants of a product, the flights of a search,
the items of an order. A summary names one by its id and describes it ("the black lamp
3301552209", "oak 31 inch shelf 4410027719"); a summary that swaps two
records' details names the right id with a neighbour's value. Each value a summary may say
of a record is checked against the record itself: a description that says, for one of the
record's fields, the value another record of its list holds there, and not the record's
own, describes another record.

What describes an id is the noun phrase it ends ("a black desk lamp with a long arm (item
3301552209)": back to its determiner, a preposition, a conjunction or a verb of being), the
parenthesis right after it ("3301552209 (LED, black, $40)"), and a value right after a verb
of being ("TR207 ..., is on May 28"); a
phrase that runs on to describe the next id is not read.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator, Sequence
from typing import Final, cast

import attrs

from agentstate import _json
from agentstate._json import JSONValue, held_json
from agentstate._text import words as folded_words
from agentstate.backends.base import EncodedEvent
from agentstate.events import EventKind, format_ref
from agentstate.validation._language import (
    Token,
    closing_parenthesis,
    opening_parenthesis,
)
from agentstate.validation._lexicon import DETERMINERS, PHRASE_BREAKS
from agentstate.validation._literals import literals
from agentstate.validation.core import ValidationContext

__all__ = [
    "scalars",
    "Misdescription",
    "misdescribed",
    "record_described",
]

_WORDS: Final = re.compile(r"[A-Za-z0-9]+")


def _words(text: str) -> list[str]:
    """The `_WORDS` of a text lower-cased; an ASCII text's split at C speed (`folded_words`)."""
    return folded_words(text) if text.isascii() else _WORDS.findall(text.lower())


_DIGIT: Final = re.compile(r"[0-9]")
_LETTERS: Final = re.compile(r"[^\W\d_]+")
_CODED: Final = re.compile(r"[A-Za-z][0-9]|[0-9][A-Za-z]|[0-9]{6}")
"""A letter beside a digit, or many digits: a code or an id, not a word."""
_SHORTEST: Final = 3
"""Shorter strings ("S", "no") are too common in any text to tell records apart."""
_LONGEST: Final = 40
_MOST_WORDS: Final = 4
"""Values of more words are descriptions, not values a summary repeats whole."""
_LONGEST_TURN: Final = 40
"""How many events before a reply are read for the tool results of its turn, at most."""
_SHORTEST_NUMBER_ID: Final = 6
"""Fewer digits make an amount or a count, not an identifier."""


@attrs.frozen
class Misdescription:
    """An id said with another record's value of one of its fields."""

    identifier: str
    """The id as the text writes it."""
    key: str
    """The field (its last key)."""
    said: str
    """The value the description says, as the other record holds it."""
    actual: str
    """The record's own value."""
    ref: str
    """The event that holds the record."""

    @property
    def message(self) -> str:
        """The finding's message."""
        return (
            f"describes {self.identifier} as {self.said!r}, but its {self.key} is "
            f"{self.actual!r} ({self.ref}); {self.said!r} is the {self.key} of another entry "
            "listed beside it"
        )

    @property
    def expected(self) -> str:
        """What the description should say."""
        return f"{self.key} {self.actual!r}"


@attrs.frozen
class _Record:
    fields: dict[str, frozenset[str]]
    """The record's values by last key (nested objects read, lists not), as said (`_forms`)."""
    shown: dict[str, str]
    """Each value as the record holds it."""
    others: dict[str, dict[str, str]]
    """For each key, what other records of its list hold there: each form to the value."""
    ref: str


def _phrase(value: JSONValue) -> str | None:
    """A string value's words, lower-case, joined by spaces (None: not a value said whole)."""
    if not isinstance(value, str) or not _SHORTEST <= len(value) <= _LONGEST:
        return None
    if "_" in value:
        return None  # a key or a code ("credit_card_4410"), not words
    words = _words(value)
    if not words or len(words) > _MOST_WORDS or all(word.isdigit() for word in words):
        return None
    if _DIGIT.search(value) and any(_coded(word) for word in words):
        return None  # an identifier is bound as a literal, not described
    return " ".join(words)


_SAID_WHEN: Final = frozenset({"date", "time"})
"""Literals a description may give of a record, checked like its words: its date, its time."""


def _forms(value: JSONValue) -> frozenset[str]:
    """How a description may say a value: its words, or the atoms of a date or a time.

    A date is said with its year or without it ("May 28"): both forms are given.
    """
    phrase = _phrase(value)
    if phrase is not None:
        return frozenset({phrase})
    if not isinstance(value, str) or not _DIGIT.search(value) or len(value) > _LONGEST:
        return frozenset()
    if value.isdigit() and _SHORTEST <= len(value) < _SHORTEST_NUMBER_ID:
        return frozenset({value})  # a short code of digits ("last four" 7803, a zip code)
    found = literals(value)
    if len(found) != 1 or found[0].kind not in _SAID_WHEN or found[0].text != value.strip():
        return frozenset()
    return _atom_forms(found[0].atom)


def _atom_forms(atom: str) -> frozenset[str]:
    """A date's atom with and without its year (``d:2024-05-28``, ``d:--05-28``); others alone."""
    if atom.startswith("d:") and not atom.startswith("d:--"):
        return frozenset({atom, "d:--" + atom[-5:]})
    return frozenset({atom})


def _coded(word: str) -> bool:
    """Whether a word is an identifier: letters and digits mixed, or many digits."""
    if word.isdigit():
        return len(word) >= _SHORTEST_NUMBER_ID
    return not word.isalpha()


def _fields(record: dict[str, JSONValue]) -> dict[str, JSONValue]:
    """A record's scalar fields by last key, through nested objects (not through lists)."""
    found: dict[str, JSONValue] = {}
    for key, value in record.items():
        if isinstance(value, dict):
            for inner, leaf in _fields(value).items():
                found.setdefault(inner, leaf)
        elif not isinstance(value, list):
            found.setdefault(key, value)
    return found


_Rows = list[tuple[str, dict[str, JSONValue]]]
"""The objects of one list (or one object's members), each with its name ("" in a list)."""
_Listing = dict[str, list[tuple[_Rows, int]]]
"""Where each scalar of a tool result stands as a row of a list, by its `_written` form."""
_Reading = tuple[list[dict[str, JSONValue]], list[dict[str, frozenset[str]]]]
"""A list's rows read: each row's fields, and each row's values as a description says them."""


def _written(value: object) -> str:
    """A scalar as an id is compared: lower-case, without a leading "#"."""
    return str(value).lower().lstrip("#")


def scalars(row: dict[str, JSONValue]) -> Iterator[JSONValue]:
    """The scalars of a record, nested records' too; a string too long to be an id is left."""
    for value in row.values():
        if isinstance(value, dict):
            yield from scalars(value)
        elif isinstance(value, str):
            if len(value) <= _LONGEST:  # a longer text is no id
                yield value
        elif isinstance(value, int | float) and not isinstance(value, bool):
            yield value


def _listing(value: JSONValue, out: _Listing) -> None:
    """Index each row of each list of objects in a JSON value by its scalars and its name."""
    if isinstance(value, dict):
        members = list(value.items())
    elif isinstance(value, list):
        members = [("", item) for item in value]
    else:
        return
    rows: _Rows = [(name, item) for name, item in members if isinstance(item, dict)]
    if len(rows) > 1:
        for at, (name, row) in enumerate(rows):
            for scalar in (name, *scalars(row)) if name else scalars(row):
                out.setdefault(_written(scalar), []).append((rows, at))
    for _, item in members:
        _listing(item, out)


def _record(rows: _Rows, at: int, ref: str, cache: dict[int, _Reading]) -> _Record:
    """Row `at` of a list: its values as said, and the other rows' values of the same keys.

    `cache` keeps each list's reading for the rest of the validation.
    """
    kept = cache.get(id(rows))
    if kept is None:
        read = [_fields(row) for _, row in rows]
        said = [
            {key: found for key, leaf in fields.items() if (found := _forms(leaf))}
            for fields in read
        ]
        kept = cache[id(rows)] = (read, said)
    read, said = kept
    own = said[at]
    others: dict[str, dict[str, str]] = {}
    for other_at, other in enumerate(said):
        for key, forms in other.items():
            if other_at != at and key in own and forms.isdisjoint(own[key]):
                for form in forms:
                    others.setdefault(key, {})[form] = str(read[other_at][key])
    return _Record(own, {key: str(read[at][key]) for key in own}, others, ref)


def _sources(context: ValidationContext, refs: Sequence[str]) -> list[EncodedEvent]:
    """The tool results an item speaks from: cited, answering a cited call, or a cited reply's.

    An assistant's message speaks from the tool results of its turn, those since the user's
    message before it: "item 3301552209 (LED, white)" cites the reply, and the reply
    the product listing it read.
    """
    cited = context.cited(refs)
    found = {event.seq: event for event in cited if event.kind is EventKind.TOOL_RESULT}
    replies = [event for event in cited if event.kind is EventKind.ASSISTANT]
    if replies:  # a cited call's result, and the results of a cited reply's turn
        found.update(
            (event.seq, event)
            for event in context.exchanged(replies)
            if event.kind is EventKind.TOOL_RESULT
        )
        users = [event.seq for event in context.messages(EventKind.USER)]
        for seq in (event.seq for event in replies):
            at = bisect.bisect_left(users, seq)
            since = max(users[at - 1] if at else 0, seq - _LONGEST_TURN)
            turn = context.cited_events(format_ref(each) for each in range(since + 1, seq))
            found.update(
                (event.seq, event) for event in turn if event.kind is EventKind.TOOL_RESULT
            )
    return [found[seq] for seq in sorted(found)]


def _records_of(context: ValidationContext, event: EncodedEvent, written: str) -> list[_Record]:
    """The rows of a tool result's lists that hold `written` (an id), as records."""
    cache = context.cache.setdefault("record_details.listings", {})
    assert isinstance(cache, dict)
    listing = cache.get(event.seq)
    if listing is None:
        listing = cache[event.seq] = {}
        _listing(held_json(context.events([event.ref])[0].content.get("result")), listing)
    assert isinstance(listing, dict)
    lists = cast("dict[int, _Reading]", context.cache.setdefault("record_details.lists", {}))
    return [_record(rows, at, event.ref, lists) for rows, at in listing.get(_written(written), [])]


def _phrase_before(tokens: Sequence[Token], at: int, ids: set[int]) -> list[Token]:
    """The words of the noun phrase that ends right before `at`, back to where it starts."""
    start = at
    while start > 0:
        token = tokens[start - 1]
        if token.kind == "mark" or token.lower in PHRASE_BREAKS or start - 1 in ids:
            break
        start -= 1
        if token.lower in DETERMINERS and not (start > 0 and tokens[start - 1].lower == "with"):
            break  # "a lamp with a long arm": the phrase runs on past the "a" of "with a"
    return list(tokens[start:at])


def _description(tokens: Sequence[Token], at: int, ids: set[int]) -> list[Token]:
    """The words that describe the id at `at`: its noun phrase and its parenthesis."""
    words = _phrase_before(tokens, at, ids)
    opened = opening_parenthesis(tokens, at)
    if opened is not None and not ids.intersection(
        range(opened, closing_parenthesis(tokens, opened))
    ) - {at}:
        # "(item 3301552209)": what the parenthesis follows is described; not when it lists
        # several ids ("via Denver (TR214, TR009)" tells of them together)
        words = _phrase_before(tokens, opened, ids) + list(tokens[opened + 1 : at])
    if at + 1 < len(tokens) and tokens[at + 1].text == "(":
        words += tokens[at + 2 : closing_parenthesis(tokens, at + 1)]
    return [token for token in words if token.kind == "word"]


def _predicate(tokens: Sequence[Token], at: int, ids: set[int]) -> list[Token]:
    """What a verb of being says the id at `at` is: "TR207 ..., is on May 28" gives "May 28".

    The verb comes after the id (past an aside), within a few words, before any other id or
    a conjunction; a preposition of time or place after it is passed. Only a value
    right there counts (`_said_first`): "was swapped for the black one" says nothing of it.
    """
    index = (
        closing_parenthesis(tokens, at + 1) + 1
        if at + 1 < len(tokens) and tokens[at + 1].text == "("
        else at + 1
    )
    while index < len(tokens) and index not in ids:
        token = tokens[index]
        if token.lower in _BEING:
            index += 1
            if index < len(tokens) and tokens[index].lower in _WHERE_WHEN:
                index += 1
            return list(tokens[index:])
        if token.lower in _CONJUNCTIONS or index - at > _FARTHEST_VERB:
            return []  # the id's own words end before any verb
        index += 1
    return []


_BEING: Final = frozenset({"is", "are", "was", "were"})
_CONJUNCTIONS: Final = frozenset({
    "and", "or", "but", "nor", "while", "whereas", "so", "then", "because", "since", "though",
})  # fmt: skip
_FARTHEST_VERB: Final = 8
"""How many tokens after its id a verb of being may stand ("TR207 from Austin to Denver, is")."""
_WHERE_WHEN: Final = frozenset({"on", "at", "in", "from"})


def _said(words: Sequence[str]) -> set[str]:
    """Every phrase of up to four words of a description."""
    return {
        " ".join(words[start : start + size])
        for size in range(1, _MOST_WORDS + 1)
        for start in range(len(words) - size + 1)
    }


def misdescribed(
    context: ValidationContext, text: str, refs: Sequence[str]
) -> Iterator[Misdescription]:
    """Each id of `text` described with a value another record of its list holds, not its own.

    The records are those of the tool results the item speaks from (`_sources`) that hold
    the id and, as a whole string, a phrase of the text (`_values`); only then is the text
    read word by word.
    """
    found = context.literals(text)
    ids = [
        literal
        for literal in found
        if literal.kind == "identifier"
        or (
            literal.kind == "number"
            and literal.text.isdigit()
            and len(literal.text) >= _SHORTEST_NUMBER_ID
        )
    ]
    if not ids:
        return
    holders = [
        event
        for event in _sources(context, refs)
        if any(literal.text.lstrip("#") in event.content_json for literal in ids)
    ]
    if not holders:
        return
    dated = any(literal.kind in _SAID_WHEN for literal in found)
    spoken = f" {' '.join(_words(text))} "
    if not dated and not any(f" {v} " in spoken for event in holders for v in _values(event)):
        return  # no phrase of the text is a value of a record beside an id: the common case
    starts = {literal.start for literal in ids}
    when = {literal.start: literal.atom for literal in found if literal.kind in _SAID_WHEN}
    for sentence in context.sentences(text):
        tokens = sentence.tokens
        at_ids = {index for index, token in enumerate(tokens) if token.start in starts}
        for at in sorted(at_ids):
            described = _description(tokens, at, at_ids)
            after = _predicate(tokens, at, at_ids)
            said = _said([token.lower for token in described]) | _said_first(after)
            for token in (*described, *after[:1]):
                if token.start in when:
                    said |= _atom_forms(when[token.start])
            if not said:
                continue
            written = tokens[at].text
            records = [
                record
                for event in holders
                if written.lstrip("#") in event.content_json
                and (dated or not said.isdisjoint(_values(event)))
                for record in _records_of(context, event, written)
            ]
            wrong = _misdescription(records, said, written)
            if wrong is not None:
                yield wrong


def _said_first(tokens: Sequence[Token]) -> set[str]:
    """The phrases (up to four words) that open a run of tokens."""
    words: list[str] = []
    for token in tokens[:_MOST_WORDS]:
        if token.kind != "word":
            break
        words.append(token.lower)
    return {" ".join(words[:size]) for size in range(1, len(words) + 1)}


_VALUE: Final = re.compile(r'"([A-Za-z0-9][A-Za-z0-9 \-]{2,39})"[,}\]]')
"""A short string value of a JSON text, of words: not a key (a colon follows a key)."""


def _values(event: EncodedEvent) -> frozenset[str]:
    """The phrases that a tool result's short string values are, as `_said` writes phrases.

    Kept by the event's stored text across validations (`_VALUES_KEPT` at most): the
    validations of a session's successive compactions read mostly the same tool results.
    """
    text = event.content_json
    found = _VALUES_BY_TEXT.get(text)
    if found is None:
        if len(_VALUES_BY_TEXT) >= _VALUES_KEPT:
            _VALUES_BY_TEXT.clear()
        found = _VALUES_BY_TEXT[text] = frozenset(
            " ".join(_words(value))
            for value in _VALUE.findall(text)
            if value.count(" ") < _MOST_WORDS and not _CODED.search(value)
        )
    return found


_VALUES_BY_TEXT: dict[str, frozenset[str]] = {}
_VALUES_KEPT: Final = 1024


def _misdescription(
    records: Sequence[_Record], said: set[str], written: str
) -> Misdescription | None:
    """The first field of the records an id names that its description says another value of."""
    for key in sorted({key for record in records for key in record.others}):
        if any(not said.isdisjoint(record.fields.get(key, ())) for record in records):
            continue  # the record's own value is said: what else is said is of another
        for record in records:
            found = next(
                (form for form in sorted(record.others.get(key, {})) if form in said), None
            )
            if found is not None:
                return Misdescription(
                    written, key, record.others[key][found], record.shown[key], record.ref
                )
    return None


def _records_of_value(context: ValidationContext, value: str) -> list[_Record]:
    """The rows of the session's tool results that `value` (an id) names, read once."""
    cache = context.cache.setdefault("record_details.of_value", {})
    assert isinstance(cache, dict)
    records = cache.get(value)
    if records is None:
        lists = cast("dict[int, _Reading]", context.cache.setdefault("record_details.lists", {}))
        listings = cast(
            "dict[int, _Listing]", context.cache.setdefault("record_details.listings", {})
        )
        records = cache[value] = []
        texts = cast("dict[int, str]", context.cache.setdefault("record_details.texts", {}))
        for event in context.messages(EventKind.TOOL_RESULT):
            result = event.content.get("result")
            text = texts.get(event.seq)
            if text is None:  # each result written out once per validation, for every id
                text = texts[event.seq] = (
                    result if isinstance(result, str) else _json.canonical_dumps(result)
                )
            if value not in text:
                continue
            listing = listings.get(event.seq)
            if listing is None:
                listing = listings[event.seq] = {}
                _listing(held_json(result), listing)
            records += [
                _record(rows, at, format_ref(event.seq), lists)
                for rows, at in listing.get(_written(value), [])
            ]
    assert isinstance(records, list)
    return records


def record_described(
    context: ValidationContext, text: str, value: str, beside: Sequence[str] = ()
) -> Misdescription | None:
    """`value` (an id an action names) described in `text` with another record's value.

    "M5TQW2 changed, paid with card 2172" of a change paid with ``card_5531``, whose last
    four digits are 7803: the tool results that list ``card_5531`` beside other cards (a
    profile's payment methods) say whose last four digits 2172 are. The records are read
    from every tool result that holds `value`, once per validation. A value the records of
    the ids `beside` hold (the action's other ids: the new item of a swap) describes them.
    """
    words = _words(text)
    records = _records_of_value(context, value) if words else []
    if not records:
        return None
    said = _said(words)
    for literal in context.literals(text):
        if literal.kind in _SAID_WHEN:
            said |= _atom_forms(literal.atom)
    for other in beside:
        for record in _records_of_value(context, other):
            for forms in record.fields.values():
                said -= forms
    return _misdescription(records, said, value)
