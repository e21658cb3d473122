"""The atoms of JSON values and events: what evidence holds, for the grounding rule to compare.

A literal's atom (`agentstate.validation._literals`) is *held* by a JSON value when one of its
numbers has it (``25000.0`` has ``n:25000``) or one of its keys and strings holds it as a
literal or a part of one (`text_atoms`). `value_atoms` and `event_atoms` gather every atom
a value holds; `Evidence` answers for one atom at a time, reading only the strings where it
can be (`needles`).
"""

from __future__ import annotations

import bisect
import calendar
import math
import re
from collections.abc import Iterable
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from itertools import accumulate
from typing import Final

from agentstate import _json
from agentstate._json import JSONValue
from agentstate.validation._language import STOPWORDS
from agentstate.validation._lexicon import FRACTION_WORDS, MONTHS, SPELLED_TENS, SPELLED_UNITS
from agentstate.validation._literals import number_atom, text_atoms
from agentstate.validation._spoken import (
    day_of_month,
    half_of_day,
    half_of_day_before,
    spoken_times,
)

__all__ = ["Evidence", "event_atoms", "needles", "value_atoms"]

_MONTHS_IN_YEAR: Final = 12
_FEBRUARY: Final = 2
_FEBRUARY_END: Final = 28
_LEAP_YEAR: Final = 2024
"""A leap year: a date without one may be February 29."""
_MONTH_ENDS: Final = {
    number: re.compile(
        r"\bend of (?:" + "|".join(name for name, of in MONTHS.items() if of == number) + r")\b"
    )
    for number in range(1, _MONTHS_IN_YEAR + 1)
}
"""The end of each month, said ("the end of june", "end of sept")."""

_DIGIT = re.compile(r"\d")
_DIGITS = re.compile(r"\d+")
_NUMBER_TOKENS = re.compile(r"-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
"""The numbers of a JSON text without strings."""
_NUMBER_CHARS: Final = frozenset("0123456789.eE+-")
"""The characters of JSON numbers (a number ends at the first other one)."""
_DEEPEST: Final = 200
"""How deep evidence is read: containers nested this deep or deeper are not (a guard against
pathological input; stored content nests at most `agentstate._json.MAX_DEPTH` deep)."""


def _json_number(value: float) -> str | None:
    if isinstance(value, int):
        return f"n:{abs(value)}"
    if not math.isfinite(value):
        return None
    if value.is_integer() and abs(value) < 2**53:
        return f"n:{abs(int(value))}"
    shortest = repr(value)
    if "e" not in shortest:  # positional already, as Decimal would write it
        if value.is_integer():
            return number_atom(shortest.lstrip("-"))  # past 2**53: "9007199254740992.0"
        # The shortest repr of a fraction is normalized: no leading zero but one, no
        # trailing zero.
        return "n:" + shortest.lstrip("-")
    try:
        text = format(Decimal(shortest), "f")
    except InvalidOperation:  # pragma: no cover - repr of a finite number always parses
        return None
    return number_atom(text.lstrip("-"))


def _collect(value: JSONValue, numbers: set[str], strings: list[str], depth: int) -> None:
    """Add the atoms of the numbers in `value` to `numbers`, its strings with digits to `strings`.

    Keys count as strings; containers nested `_DEEPEST` deep or more are not read.
    """
    digit = _DIGIT.search
    pending: list[tuple[JSONValue, int]] = [(value, depth)]
    while pending:
        node, level = pending.pop()
        if isinstance(node, str):
            if digit(node):
                strings.append(node)
        elif isinstance(node, bool) or node is None:
            continue
        elif isinstance(node, int | float):
            atom = _json_number(node)
            if atom is not None:
                numbers.add(atom)
        elif level < _DEEPEST and isinstance(node, dict):
            for key, item in node.items():
                if digit(key):
                    strings.append(key)
                if type(item) is str:  # the common leaves, read without a round trip
                    if digit(item):
                        strings.append(item)
                elif type(item) is int:
                    numbers.add(f"n:{abs(item)}")
                else:
                    pending.append((item, level + 1))
        elif level < _DEEPEST and isinstance(node, list):
            pending.extend((item, level + 1) for item in node)


def value_atoms(value: JSONValue) -> frozenset[str]:
    """The atoms a JSON value holds: every number, and the atoms of every key and string."""
    numbers: set[str] = set()
    strings: list[str] = []
    _collect(value, numbers, strings, 0)
    if strings:
        # One pass over all strings: NUL ends every literal, as a string's end does.
        numbers |= text_atoms("\x00".join(strings))
    return frozenset(numbers)


def event_atoms(content: JSONValue) -> frozenset[str]:
    """The atoms an event's content holds (its text, tool arguments, results, params)."""
    return value_atoms(content)


@lru_cache(maxsize=1024)
def spelled_number(atom: str) -> re.Pattern[str] | None:
    """How a whole number from 2 to 99 reads spelled out ("seventy-one", "seventy one").

    A percentage a fraction says may read as it ("half" for 50: `_lexicon.FRACTION_WORDS`).
    A whole number and a half reads with "and a half" ("two and a half", and for 1.5 "one,
    "a" or "time and a half", a unit between: "an hour and a half"). A count of times reads
    as its adverb ("once" for 1, "twice" for 2); 1 reads as "one" only before the word it
    counts ("one override per year"): "one" is too often no number ("one-way", "the one I
    booked", "one of them"). None for any other atom.
    """
    if not atom.startswith("n:"):
        return None
    whole, _, fraction = atom[2:].partition(".")
    if not whole.isdigit() or fraction not in ("", "5"):
        return None
    value = int(whole)
    if fraction:
        if not 1 <= value <= 99:
            return None
        first = "one|an?|time" if value == 1 else _spelled(value)
        return re.compile(rf"(?<![a-z])(?:{first})(?: [a-z]+)? and an? half(?![a-z-])")
    if value == 1:
        return _ONCE
    if not 2 <= value <= 99:
        return None
    words = _spelled(value) if value != 2 else f"(?:{_spelled(value)}|twice)"
    if value in FRACTION_WORDS:
        words = f"(?:{words}|{FRACTION_WORDS[value]})"
    return re.compile(rf"(?<![a-z]){words}(?![a-z-])")


def _spelled(value: int) -> str:
    """The pattern of a whole number from 2 to 99 spelled out."""
    if value < 20:
        return SPELLED_UNITS[value]
    tens, units = divmod(value, 10)
    return SPELLED_TENS[tens] + (f"[ -]{SPELLED_UNITS[units]}" if units else "")


_ONCE: Final = re.compile(
    r"(?<![a-z])once(?![a-z-])"
    r"|(?<![a-z])(?<!the )(?<!this )(?<!that )(?<!which )(?<!no )(?<!any )(?<!every )"
    rf"one (?!(?:{'|'.join(sorted(STOPWORDS | {'another'}))})(?![a-z]))[a-z]"
)
"""1 said as a count of times ("paid once per home") or of the word after it ("one override";
not "the blue one is", "one of them")."""
_NOTHING: Final = re.compile(r"(?!)")
"""A pattern that matches nothing."""


def _all_strings(value: JSONValue) -> list[str]:
    """Every string of a JSON value, keys included."""
    found: list[str] = []
    pending: list[tuple[JSONValue, int]] = [(value, 0)]
    while pending:
        node, level = pending.pop()
        if isinstance(node, str):
            found.append(node)
        elif level < _DEEPEST and isinstance(node, dict):
            found.extend(node)
            pending.extend((item, level + 1) for item in node.values())
        elif level < _DEEPEST and isinstance(node, list):
            pending.extend((item, level + 1) for item in node)
    return found


@lru_cache(maxsize=4096)
def needles(atom: str) -> tuple[str, ...]:
    """Strings of which every text holding `atom` (as a literal or a part) holds one.

    A number's first digit group (``25`` for 25000, written ``25000`` or ``25,000``) or,
    with a fraction, its fraction (``.5`` for 1234.5, written ``1,234.50``); a full date's
    year; a yearless date's day; a time's hour in 24- or 12-hour form; an
    identifier's digit runs, an email's "@". A number may also be a duration written in
    another unit ("90" minutes in "1.5 hours"): a unit of time is its needle too.
    """
    kind, _, body = atom.partition(":")
    if kind == "n":
        whole, _, fraction = body.partition(".")
        if len(whole) >= 16 or fraction.startswith("0000"):
            return (whole[: len(whole) % 3 or 3], "e")  # JSON may write it 1e+20 or 1e-05
        if fraction:
            return ("." + fraction, *_DURATION_UNITS)  # 0.1234, 1,234.5, 0.12340 all hold it
        return (whole[: len(whole) % 3 or 3], *_DURATION_UNITS)
    if kind == "d":
        if body.startswith("--"):
            return (str(int(body[-2:])),)
        return (body[:4],)
    if kind == "t":
        hours = int(body[:2])
        return (str(hours), str(hours % 12 or 12))
    if "@" in body:
        return ("@",)  # an email address, in any case
    return tuple(_DIGITS.findall(body)) or (body,)


_DURATION_UNITS: Final = (
    "min",
    "Min",
    "MIN",
    "hour",
    "Hour",
    "HOUR",
    "hr",
    "Hr",
    "HR",
    "day",
    "Day",
    "DAY",
    "week",
    "Week",
    "WEEK",
)
"""What a number may be written as in another unit of time holds ("90" in "1.5 hours")."""


def _walk(value: JSONValue, numbers: set[str], floats: list[float], strings: list[str]) -> None:
    """Like `_collect`, but every key and string is kept, with a digit or not.

    Integers are normalized into `numbers`; floats are only gathered in `floats`, for
    `_json_number` to normalize when a number is asked for.
    """
    containers: list[tuple[JSONValue, int]] = []
    _leaf(value, 0, numbers, floats, strings, containers)
    add_string, add_float, add_number = strings.append, floats.append, numbers.add
    while containers:
        node, level = containers.pop()
        children: Iterable[JSONValue]
        if type(node) is dict or isinstance(node, dict):
            strings.extend(node)
            children = node.values()
        else:
            children = node  # type: ignore[assignment]  # a list: `_leaf` queues no other node
        for item in children:  # the exact JSON types first, each in one test
            kind = type(item)
            if kind is str:
                add_string(item)  # type: ignore[arg-type]
            elif kind is int:
                add_number(f"n:{abs(item)}")  # type: ignore[arg-type]
            elif kind is float:
                add_float(item)  # type: ignore[arg-type]
            elif item is not None and kind is not bool:
                _leaf(item, level + 1, numbers, floats, strings, containers)


def _leaf(
    node: JSONValue,
    level: int,
    numbers: set[str],
    floats: list[float],
    strings: list[str],
    containers: list[tuple[JSONValue, int]],
) -> None:
    """Gather one value of any JSON type (or subclass); queue a container to walk."""
    if isinstance(node, str):
        strings.append(node)
    elif isinstance(node, bool) or node is None:
        return
    elif isinstance(node, int):
        numbers.add(f"n:{abs(node)}")
    elif isinstance(node, float):
        floats.append(node)
    elif level < _DEEPEST and isinstance(node, dict | list):
        containers.append((node, level))


class Evidence:
    """What one event holds, read lazily: a literal's atom is looked for only where it can be.

    The content is walked once, gathering its numbers, keys and strings. A number's atom is
    held when it is one of the numbers: an integer's atom is kept, a float is found by its
    magnitude (the atom read as a float) and only that one is normalized. Any atom is
    held when a string holding one of its needles (`needles`, found at C speed in the
    strings joined into one text, NUL between them) holds it; each such string is scanned
    at most once. Where no string holds a NUL, the NULs around a needle bound its string.
    """

    def __init__(self, content: JSONValue) -> None:
        self._content: JSONValue = content
        self._text: str | None = None
        """The content's JSON text, when it is read from the text (`from_json`)."""
        self._walked = False
        self._numbers: set[str] = set()
        self._floats: list[float] = []
        self._magnitudes: dict[float, float] | None = None
        """Each float by its magnitude, indexed when a number is first asked."""
        self._strings: list[str] = []
        self._joined: str | None = None
        self._ascii = True
        """Whether `_joined` is ASCII (set with it)."""
        self._starts: list[int] | None = None
        """Where each string starts in `_joined`; None while NUL only separates strings."""
        self._scanned: dict[int, set[str]] = {}
        """The atoms of each string scanned, by where it starts in `_joined`."""
        self._held: set[str] = set()
        """Every atom of the strings scanned so far (their union)."""
        self._lower: str | None = None
        """Every string of the content, lower-cased, once a number is looked for spelled out."""

    @classmethod
    def from_json(cls, text: str) -> Evidence:
        """What the value that `text` is the JSON of holds, read from the text where it can be.

        The same verdicts as ``Evidence(json.loads(text))``. A text that `reads_as_written`
        is read without decoding it: its strings are the stretches between its quotation
        marks, each as written, and its numbers the other runs of digits; only the strings
        where a needle of an atom falls are read, and the numbers once a number is asked
        for. Any other text is decoded first.

        Raises:
            ValueError: A text that must be decoded is not JSON.
        """
        if cls.reads_as_written(text):
            return cls.as_written(text)
        return cls(_json.loads(text))

    @classmethod
    def as_written(cls, text: str) -> Evidence:
        """`from_json` for a text its caller found `reads_as_written` (not checked again)."""
        evidence = cls(None)
        evidence._text = text
        return evidence

    @staticmethod
    def reads_as_written(text: str, *, stored: bool = False) -> bool:
        """Whether `from_json` reads a JSON text as it is: ASCII, no escapes, fewer than 200 deep.

        Its strings are then exactly what lies between its quotation marks, and a needle
        (ASCII digits) found in it lies in one string or one number.

        Args:
            text: A JSON text.
            stored: Whether `text` is an event's stored content. Every write checks content
                to nest at most `agentstate._json.MAX_DEPTH` deep, less than `_DEEPEST`, so
                its brackets are not counted (counting them was a fifth of the cost of
                reading a cited tool result).
        """
        if not text.isascii() or "\\" in text:
            return False
        return stored or text.count("[") + text.count("{") < _DEEPEST

    def _text_numbers(self, text: str) -> None:
        """Gather the numbers of a JSON text as `_walk` gathers those of its value."""
        # Without escapes, the stretches between the quotation marks are the strings: every
        # other stretch (outside the strings) is structure and numbers.
        for token in _NUMBER_TOKENS.findall(" ".join(text.split('"')[::2])):
            if token.isdigit() or (token[0] == "-" and token[1:].isdigit()):
                self._numbers.add("n:" + token.removeprefix("-"))
            else:
                self._floats.append(float(token))

    @staticmethod
    def _number_written(text: str, atom: str) -> bool:
        """Whether a JSON text without escapes has a number written as `atom` reads.

        A quick way to a yes: ``0.25`` written ``0.25`` or ``-0.25``, outside the strings.
        A number written otherwise (``2.5e-1``) is found only by `_text_numbers`.
        """
        body = atom[2:]
        if not body.isdigit():
            try:
                if _json_number(float(body)) != atom:
                    return False  # no number written so reads as this atom
            except ValueError:
                return False  # not an atom of a number
        width = len(body)
        at = text.find(body)
        while at >= 0:
            start, end = at, at + width
            if start and text[start - 1] == "-":
                start -= 1
            if (
                (not start or text[start - 1] not in _NUMBER_CHARS)
                and text[end : end + 1] not in _NUMBER_CHARS
                and not text.count('"', 0, at) % 2  # outside the strings
            ):
                return True
            at = text.find(body, end)
        return False

    def _holds_in_text(self, text: str, atom: str) -> bool:
        """`holds`, for a text read as it is (see `from_json`)."""
        if atom.startswith("n:"):
            if not self._walked:
                if self._number_written(text, atom):
                    return True
                self._walked = True
                self._text_numbers(text)
            if self._holds_number(atom):
                return True
        if atom in self._held:
            return True
        scanned = self._scanned
        for needle in needles(atom):
            at = text.find(needle)
            while at >= 0:
                if not text.count('"', 0, at) % 2:  # between strings: a number, read above
                    at = text.find(needle, at + 1)
                    continue
                begin, end = text.rfind('"', 0, at) + 1, text.find('"', at)
                if begin not in scanned:  # a string scanned before holds no atom outside `_held`
                    atoms = scanned[begin] = text_atoms(text[begin:end])
                    self._held |= atoms
                    if atom in atoms:
                        return True
                at = text.find(needle, end + 1)  # on from the next string
        return False

    def _holds_number(self, atom: str) -> bool:
        """Whether one of the numbers has `atom` (an atom starting with ``n:``).

        A float's atom (`_json_number`) depends only on its magnitude and reads back as it:
        the float with that atom, if any, is the one whose magnitude is the atom's value.
        """
        if atom in self._numbers:
            return True
        if not self._floats:
            return False
        if self._magnitudes is None:
            self._magnitudes = {abs(value): value for value in self._floats}
        try:
            magnitude = float(atom[2:])
        except ValueError:
            return False
        value = self._magnitudes.get(magnitude)
        return value is not None and _json_number(value) == atom

    def _joined_strings(self) -> str:
        if self._joined is None:
            # NUL is in no needle, so a needle found in the joined text lies in one string.
            self._joined = "\x00".join(self._strings)
            self._ascii = self._joined.isascii()
            if self._joined.count("\x00") != len(self._strings) - 1:  # a string holds a NUL
                ends = accumulate(map((1).__add__, map(len, self._strings)), initial=0)
                self._starts = list(ends)[:-1]
        return self._joined

    def _span(self, joined: str, at: int) -> tuple[int, int]:
        """Where the string holding offset `at` of the joined text starts and ends."""
        starts = self._starts
        if starts is None:  # every NUL separates two strings
            end = joined.find("\x00", at)
            return joined.rfind("\x00", 0, at) + 1, len(joined) if end < 0 else end
        index = bisect.bisect_right(starts, at) - 1
        return starts[index], starts[index] + len(self._strings[index])

    def holds_said(self, atom: str) -> bool:
        """Whether the event holds `atom` (`holds`), or says it as people write it.

        A whole number from 2 to 99 spelled out ("seventy-one bucks", "three business
        days"); a full date by its month and day alone ("May 24" of 2024-05-24), and a date
        by its day of the month ("the 3rd of this month"); an afternoon time without its
        "pm" ("4:45" for 4:45 pm, unless a word puts it in the morning) or in words
        ("quarter to 8 in the evening" for 7:45 pm): as people write counts, amounts, dates
        and times in conversation.
        """
        if self.holds(atom):
            return True
        if atom.startswith("d:"):
            full = not atom.startswith("d:--")
            return (
                (full and self._holds_yearless(atom))
                or self._holds_day_of_month(atom)
                or self._holds_month_end(atom)
            )
        if atom.startswith("t:"):
            return self._holds_spoken_time(atom)
        spelled = spelled_number(atom)
        return spelled is not None and self._holds_spelled(spelled)

    def _holds_month_end(self, atom: str) -> bool:
        """Whether a month's last day is said as its end ("by the end of june" of June 30).

        February ends on the 28th or, in a leap year or with no year, the 29th.
        """
        month, day = atom[-5:-3], atom[-2:]
        if not (month.isdigit() and day.isdigit()) or not 1 <= int(month) <= _MONTHS_IN_YEAR:
            return False
        year = atom[2:6]
        last = calendar.monthrange(int(year) if year.isdigit() else _LEAP_YEAR, int(month))[1]
        ends = {last, _FEBRUARY_END} if int(month) == _FEBRUARY else {last}
        return int(day) in ends and self._holds_spelled(_MONTH_ENDS[int(month)])

    def _holds_day_of_month(self, atom: str) -> bool:
        """Whether a date is said by its day of the month alone ("the 3rd of this month").

        Not when the event gives that day with another month ("the 21st, from July 21"
        is no June 21): the day said is that month's.
        """
        month, day = atom[-5:-3], atom[-2:]
        if not day.isdigit() or not self._holds_spelled(day_of_month(int(day))):
            return False
        others = (f"{number:02d}" for number in range(1, 13))
        return not any(self.holds(f"d:--{other}-{day}") for other in others if other != month)

    def _holds_spoken_time(self, atom: str) -> bool:
        """Whether an afternoon time is said without "pm", or a time in words."""
        hour_text, _, minute_text = atom[2:].partition(":")
        if not (hour_text.isdigit() and minute_text.isdigit()):
            return False
        hour, minute = int(hour_text), int(minute_text)
        half = "pm" if hour >= 12 else "am"
        if self._lower is None:
            self._holds_spelled(_NOTHING)  # reads the event's text once
        assert self._lower is not None
        for pattern in spoken_times(hour % 12 or 12, minute, bare=half == "pm"):
            for found in pattern.finditer(self._lower):
                before = self._lower[max(0, found.start() - 24) : found.start()]
                after = self._lower[found.end() : found.end() + 24]
                said = half_of_day(after) or half_of_day_before(before)
                if said in (None, half):
                    return True
        return False

    def _holds_yearless(self, atom: str) -> bool:
        """Whether a full date is held by its month and day alone ("May 24" of 2024-05-24).

        Not when the event also gives that month and day with another year: then the year
        is wrong.
        """
        month_day = atom[6:]
        if not self.holds("d:-" + month_day):
            return False
        return not any(
            held.startswith("d:") and not held.startswith("d:--") and held.endswith(month_day)
            for held in self._held
        )

    def _holds_spelled(self, pattern: re.Pattern[str]) -> bool:
        if self._lower is None:
            if self._text is not None:
                self._lower = self._text.lower()
            else:
                if not self._walked:
                    self._walked = True
                    _walk(self._content, self._numbers, self._floats, self._strings)
                self._lower = "\x00".join(_all_strings(self._content)).lower()
        return pattern.search(self._lower) is not None

    def holds(self, atom: str) -> bool:
        """Whether the event holds `atom`, as a literal or as a part of one."""
        if self._text is not None:
            return self._holds_in_text(self._text, atom)
        if not self._walked:
            self._walked = True
            _walk(self._content, self._numbers, self._floats, self._strings)
        # Numbers hold only number atoms (`_json_number`).
        if atom.startswith("n:") and self._holds_number(atom):
            return True
        if atom in self._held:  # a string scanned for another atom holds it too
            return True
        if not self._strings:
            return False
        joined = self._joined_strings()
        holding: dict[int, int] = {}  # start -> end of each string holding a needle
        if not self._ascii:
            # Needles are ASCII digits, and a digit of another script ("\u0663") is a digit
            # too: every string may hold the atom.
            begin = 0
            for text in self._strings:
                holding[begin] = begin + len(text)
                begin += len(text) + 1
        else:
            for needle in needles(atom):
                at = joined.find(needle)
                while at >= 0:
                    begin, end = self._span(joined, at)
                    holding[begin] = end
                    at = joined.find(needle, end + 1)  # on from the next string
        scanned = self._scanned
        for begin in sorted(holding):
            if begin not in scanned:  # a string scanned before holds no atom outside `_held`
                atoms = scanned[begin] = text_atoms(joined[begin : holding[begin]])
                self._held |= atoms
                if atom in atoms:
                    return True
        return False
