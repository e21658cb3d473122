"""Literal values in text and JSON: what the grounding rule checks and compares.

A *literal* is a value a reader could act on: a number (``25000``, ``$25,000.00``, ``20%``,
``20th``), a date (``2024-05-20``, ``05/20/2024``, ``May 20``, ``20 May 2024``), a time of
day (``19:00``, ``7 pm``), or an identifier-shaped token: letters and digits together, or
digits joined by ``_`` or ``-`` (``W4923227``, ``HAT136``, ``act_9``, ``mia_li_3668``,
``c-8812``, ``v7``). Words without digits are not literals: ``JFK`` or ``HATHAT`` are not
checked. Placeholders (``{fact:credit_cents}``) are not literals: they are filled from state.

Each literal has an *atom*, its normalized form, and two literals are the same value exactly
when their atoms are equal:

- numbers lose currency signs, thousands separators, trailing decimal zeros, leading zeros
  and ordinal suffixes (``$25,000.00`` and ``25000`` are ``n:25000``); a sign is dropped;
- dates become ISO (``d:2024-05-20``), or ``d:--05-20`` without a year;
- times become 24-hour ``t:19:00`` (seconds kept only when not zero);
- identifiers are compared case-insensitively, a leading ``#`` dropped (``i:w4923227``).

Evidence is read generously and summaries strictly: the atoms *held* by an event also include
the parts of its values that a cut at whitespace can leave (the digit runs of a date or an
identifier as written, a date's yearless form, a 12-hour time without its am/pm), so any
quote of an event cut at whitespace names only atoms the event holds. A summary's own
literals count only whole.
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Iterable
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from itertools import accumulate
from typing import Final, Literal, NamedTuple

from agentstate import _json
from agentstate._json import JSONValue

__all__ = [
    "Evidence",
    "LiteralKind",
    "LiteralValue",
    "event_atoms",
    "literals",
    "needles",
    "text_atoms",
    "value_atoms",
]

LiteralKind = Literal["number", "date", "time", "identifier", "ref"]
"""What a literal is; a ``ref`` is an evidence ref (``ev_12``) written into the text."""

_MONTHS: Final = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
    "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
# Month names count only capitalized or in capitals, so the verb "may" is never a month.
_MONTH = "(?:" + "|".join(f"{name.title()}|{name.upper()}" for name in _MONTHS) + ")"
_ORDINAL = r"(?:st|nd|rd|th)?"
_MONTH_DAY = rf"""(?P<md>(?<!\w)(?P<mdm>{_MONTH})\.?\s+(?P<mdd>\d{{1,2}}){_ORDINAL}(?!\w)
        (?:,?\s+(?P<mdy>\d{{4}})(?![\w/:-]|\.\d))?)"""
_DAY_MONTH = rf"""(?P<dm>(?<![\w.])(?P<dmd>\d{{1,2}}){_ORDINAL}\s+(?:of\s+)?
        (?P<dmm>{_MONTH})\.?(?!\w)
        (?:,?\s+(?P<dmy>\d{{4}})(?![\w/:-]|\.\d))?)"""
_PLACEHOLDER_TEXT = r"\{(?:fact|action):[A-Za-z_][A-Za-z0-9_.\-]*\}"
# A word of letters that can start no literal: not a month (capitalized or in capitals, from
# J, F, M, A, S, O, N or D), not a ref (``ev_``), and ending where `ident` would end it. It
# is tried first, so that the scanner takes a plain word in one step instead of trying every
# other alternative at its start; `ident` would match exactly the same span.
_PLAIN_WORD = r"(?P<word>(?<![\w-])[a-zBCEGHIKLPQRTUVWXYZ][A-Za-z]*(?![\w-]))"
_ALTERNATIVES = rf"""
    {_PLAIN_WORD}
    |(?P<placeholder>{_PLACEHOLDER_TEXT})
    |(?P<ref>(?<![\w-])ev_[1-9][0-9]*(?![\w-]))
    |(?P<iso>(?<![\w/.-])(?P<iy>\d{{4}})(?P<isep>[-/])(?P<im>\d{{1,2}})(?P=isep)(?P<id>\d{{1,2}})
        (?:[T\ ](?P<ih>\d{{1,2}}):(?P<imin>\d{{2}})(?::(?P<is>\d{{2}})(?:\.\d+)?)?
           (?:Z|[+-]\d{{2}}:?\d{{2}})?)?(?![\w/-]))
    |(?P<us>(?<![\w/.-])(?P<um>\d{{1,2}})/(?P<ud>\d{{1,2}})/(?P<uy>\d{{4}})(?![\w/-]))
    |{_MONTH_DAY}
    |{_DAY_MONTH}
    |(?P<clock>(?<![\w:.])(?P<ch>\d{{1,2}}):(?P<cm>\d{{2}})(?::(?P<cs>\d{{2}}))?
        (?:\s*(?P<cap>[AaPp])\.?[Mm]\.?(?![A-Za-z]))?(?![\w:]))
    |(?P<ampm>(?<![\w.:])(?P<ah>\d{{1,2}})\s*(?P<aap>[AaPp])\.?[Mm]\.?(?![A-Za-z0-9]))
    |(?P<num>(?<![\w.])(?:\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?(?!\d)|\d+(?:\.\d+)?){_ORDINAL}(?!\w))
    |(?P<ident>(?<![\w-])\#?[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?)
    """
# Every alternative starts with a letter, a digit, a brace or "#": the scanner passes any other
# character after one test instead of trying each alternative there.
_PATTERN = re.compile(rf"(?=[A-Za-z\d{{#])(?:{_ALTERNATIVES})", re.VERBOSE)
# The same two date shapes, found where they overlap ("Jan. 5 May 20": "Jan. 5", "5 May" and
# "May 20"), so a quote cut at whitespace names no date its source does not hold.
_OVERLAPPING_DATES = re.compile(rf"(?=(?:{_MONTH_DAY}|{_DAY_MONTH}))", re.VERBOSE)
_PLACEHOLDER = re.compile(_PLACEHOLDER_TEXT)
"""The `placeholder` alternative of `_PATTERN`: no other alternative reads a brace, so the
scan takes each of them whole, and a digit inside one is in no literal."""
_ANY_MONTH = re.compile(_MONTH)
"""Every date of `_OVERLAPPING_DATES` names a month: a text without one has none."""
_DIGIT = re.compile(r"\d")
_DIGITS = re.compile(r"\d+")
_NUMBER_TOKENS = re.compile(r"-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
"""The numbers of a JSON text without strings."""
_NUMBER_CHARS: Final = frozenset("0123456789.eE+-")
"""The characters of JSON numbers (a number ends at the first other one)."""
_DEEPEST: Final = 200
"""How deep evidence is read: containers nested this deep or deeper are not (a guard against
pathological input; stored content nests at most `agentstate._json.MAX_DEPTH` deep)."""


class LiteralValue(NamedTuple):
    """One literal found in a text (a named tuple: a summary's texts make many of them)."""

    text: str
    """The literal as written."""
    start: int
    """Where it starts in the text."""
    end: int
    """Where it ends (exclusive)."""
    kind: LiteralKind
    """What it is."""
    atom: str
    """Its normalized form: equal atoms, equal values."""


def _number(text: str) -> str:
    if text.isdigit() and text.isascii():  # the common case: a plain run of digits
        return "n:" + (text.lstrip("0") or "0")
    digits = text.replace(",", "").rstrip("stndrh")
    whole, _, fraction = digits.partition(".")
    fraction = fraction.rstrip("0")
    whole = whole.lstrip("0") or "0"
    return f"n:{whole}.{fraction}" if fraction else f"n:{whole}"


def _date(year: str | None, month: int, day: str) -> str | None:
    day_number = int(day)
    if not (1 <= month <= 12 and 1 <= day_number <= 31):
        return None
    if year is None:
        return f"d:--{month:02d}-{day_number:02d}"
    return f"d:{int(year):04d}-{month:02d}-{day_number:02d}"


def _time(hour: str, minute: str, second: str | None, half: str | None) -> str | None:
    hours, minutes = int(hour), int(minute)
    if half is not None:
        if not 1 <= hours <= 12:
            return None
        hours = hours % 12 + (12 if half.lower() == "p" else 0)
    if hours > 24 or minutes > 59 or (second is not None and int(second) > 59):
        return None
    if second is not None and int(second) != 0:
        return f"t:{hours:02d}:{minutes:02d}:{int(second):02d}"
    return f"t:{hours:02d}:{minutes:02d}"


def _identifier(text: str) -> str | None:
    """The atom of an `ident` token, a number for bare digits, None for a word.

    Past its "#", the token holds only ASCII letters, digits, "_" and "-": with a digit and
    not all digits, it has a letter or a joiner, and is an identifier.
    """
    token = text.removeprefix("#")
    if not _DIGIT.search(token):
        return None
    if token.isdigit():
        return _number(token)
    return "i:" + token.casefold()


def _classify(match: re.Match[str]) -> tuple[LiteralKind, str] | None:
    """The kind and atom of one match (None for placeholders and plain words)."""
    group = match.lastgroup
    text = match.group(0)
    if group == "ref":
        return "ref", "r:" + text
    if group == "iso":
        atom = _date(match["iy"], int(match["im"]), match["id"])
        return ("date", atom) if atom else ("identifier", "i:" + text.casefold())
    if group == "us":
        atom = _date(match["uy"], int(match["um"]), match["ud"])
        return ("date", atom) if atom else ("identifier", "i:" + text.casefold())
    if group in ("md", "dm"):
        prefix = "md" if group == "md" else "dm"
        month = _MONTHS[match[f"{prefix}m"].lower()]
        atom = _date(match[f"{prefix}y"], month, match[f"{prefix}d"])
        return ("date", atom) if atom else None
    if group == "clock":
        atom = _time(match["ch"], match["cm"], match["cs"], match["cap"])
        return ("time", atom) if atom else ("identifier", "i:" + text.casefold())
    if group == "ampm":
        atom = _time(match["ah"], "00", None, match["aap"])
        return ("time", atom) if atom else None
    if group == "num":
        return "number", _number(text)
    if group == "ident":
        atom = _identifier(text)
        if atom is None:
            return None
        return ("number" if atom.startswith("n:") else "identifier"), atom
    return None


_SIMPLE_RUN = re.compile(
    r"\(?(?:(?P<code>[A-Za-z]+[0-9]+)|(?P<number>[0-9]+(?:\.[0-9]+)?))[.,;:!?)]?"
)
"""A run of non-space characters that `_PATTERN` reads as one code of letters then digits
(``W4923227``) or one plain number (``25000``, ``0.25``), maybe after "(" and before one
mark of punctuation: nothing else in the run starts a match, and the run's neighbours
cannot join it into a longer literal when the text names no month and no run after one
ending in a digit starts like "am" or "pm" (`_AM_PM`)."""


_AM_PM = re.compile(r"[AaPp]\.?[Mm]")
"""How a run reading "am" or "pm" starts: after a number, it may make a time of it."""


def _simple_literals(text: str) -> list[LiteralValue] | None:
    """The literals of a text whose every run with a digit is simple, else None.

    Without a month name, and with no run after one ending in a digit starting like "am"
    or "pm", no literal spans whitespace; every literal holds a digit; and
    `_PATTERN` reads a simple run (`_SIMPLE_RUN`) as exactly one literal, the code as an
    identifier and the number as a number. Such a text's literals are its simple runs',
    found without trying each alternative of `_PATTERN` at every word.
    """
    if _ANY_MONTH.search(text) is not None:
        return None
    out: list[LiteralValue] = []
    at = 0
    after_digit = False
    for run in text.split():
        if after_digit and _AM_PM.match(run) is not None:
            return None  # "7 pm": a time
        if run.isalpha():
            after_digit = False
            continue
        simple = _SIMPLE_RUN.fullmatch(run)
        if simple is None:
            if _DIGIT.search(run) is not None:
                return None
            after_digit = False
            continue
        # No run in between holds a digit, so none holds this one: the first occurrence
        # past the previous run with a digit is this run.
        offset = text.find(run, at)
        at = offset + len(run)
        code = simple["code"]
        if code is not None:
            start, end = simple.span("code")
            found = LiteralValue(
                code, offset + start, offset + end, "identifier", "i:" + code.casefold()
            )
        else:
            start, end = simple.span("number")
            number = simple["number"]
            found = LiteralValue(number, offset + start, offset + end, "number", _number(number))
        out.append(found)
        after_digit = run[-1] in "0123456789"
    return out


def literals(text: str) -> list[LiteralValue]:
    """Every literal written in `text`, in order (placeholders and words are not literals)."""
    if not _DIGIT.search(text) or ("{" in text and not _DIGIT.search(_PLACEHOLDER.sub("", text))):
        return []  # every literal has a digit, outside the placeholders
    simple = _simple_literals(text)
    return simple if simple is not None else _scanned_literals(text)


def _scanned_literals(text: str) -> list[LiteralValue]:
    """Every literal of `text`, each match of `_PATTERN` classified (`literals`' reference)."""
    out: list[LiteralValue] = []
    for match in _PATTERN.finditer(text):
        group = match.lastgroup
        if group == "word" or (group == "ident" and not _DIGIT.search(match.group())):
            continue  # a word, not a literal
        classified = _classify(match)
        if classified is not None:
            kind, atom = classified
            out.append(LiteralValue(match.group(0), match.start(), match.end(), kind, atom))
    return out


def _parts(atom: str, text: str, out: set[str]) -> None:
    """Add the atoms that a cut of the literal at whitespace can name, so quotes ground.

    Its digit runs as written (``2024``, ``05`` and ``20`` of a date), a date's yearless
    form (``May 20`` of "May 20, 2024"), and a 12-hour time without its am/pm (``7:00`` of
    "7:00 PM").
    """
    out.update(_number(run) for run in _DIGITS.findall(text))
    if atom.startswith("d:") and not atom.startswith("d:--"):
        out.add("d:--" + atom[7:])
    elif atom.startswith("t:") and ":" in text and any(ch in "aApP" for ch in text):
        hours = int(atom[2:4])
        out.add(f"t:{hours % 12 or 12:02d}:{atom[5:]}")


def _scan(text: str, out: set[str]) -> None:
    """Add the atoms of every literal in `text`, and of their parts."""
    for match in _PATTERN.finditer(text):
        if match.lastgroup == "word":
            continue
        classified = _classify(match)
        if classified is None:
            continue
        atom = classified[1]
        out.add(atom)
        _parts(atom, match.group(0), out)
        if match.lastgroup == "iso" and match["ih"] is not None:
            time = _time(match["ih"], match["imin"], match["is"], None)
            if time:
                out.add(time)
    if _ANY_MONTH.search(text) is None:
        return
    for match in _OVERLAPPING_DATES.finditer(text):
        classified = _classify(match)
        if classified is not None:
            out.add(classified[1])
            _parts(classified[1], match.group(match.lastgroup or 0), out)


_DIGIT_CHUNK = re.compile(r"\S*\d\S*")
_NEXT_CHUNKS = re.compile(r"(?:\s+\S+){0,3}")
_PREVIOUS_CHUNK = re.compile(r"(\S+)\s+$")
_LOOKBACK = 64


def _run_before(text: str, start: int) -> int | None:
    """Where the run of non-space characters before the run at `start` begins (None: none).

    Looked for in the `_LOOKBACK` characters before `start`; past a longer gap or in a longer
    run, walked back to exactly.
    """
    offset = max(0, start - _LOOKBACK)
    previous = _PREVIOUS_CHUNK.search(text, offset, start)
    if previous is not None and (previous.start(1) > offset or offset == 0):
        return previous.start(1)  # found whole: the character before it is whitespace
    at = start
    while at > 0 and text[at - 1].isspace():
        at -= 1
    if at == 0:
        return None
    while at > 0 and not text[at - 1].isspace():
        at -= 1
    return at


def _windows(text: str) -> list[tuple[int, int]]:
    """Stretches of `text` that hold every literal, merged where they overlap.

    A stretch is a run of non-space characters with a digit, with the run before it (a
    month name) and the three after it ("of", a month and a year after a day; "pm").
    Every literal holds a digit and spans at most one run before its first digit run and
    three after it, and each stretch starts and ends at whitespace, so scanning the
    stretches finds exactly what scanning the whole text finds, in a fraction of the time.
    """
    windows: list[tuple[int, int]] = []
    for chunk in _DIGIT_CHUNK.finditer(text):
        start, end = chunk.span()
        if windows and start <= windows[-1][1]:
            start = windows[-1][0]
            windows.pop()
        else:
            begin = _run_before(text, start)
            if begin is not None:
                start = begin
        following = _NEXT_CHUNKS.match(text, end)
        end = following.end() if following is not None else end
        windows.append((start, end))
    return windows


_CODE = re.compile(r"(?!ev_)[A-Za-z][A-Za-z_]*([0-9]+)")
"""A code of letters (and underscores) then digits (``W4923227``, ``act_9``, ``HAT136``):
`_PATTERN` reads such a whole text as one identifier, and no date can hide in it (every
date of `_OVERLAPPING_DATES` spans whitespace)."""


def text_atoms(text: str) -> set[str]:
    """The atoms a text holds as evidence: its literals' atoms and their parts'."""
    code = _CODE.fullmatch(text)
    if code is not None:  # what `_scan` finds in it: the identifier and its digit run
        return {"i:" + text.casefold(), _number(code.group(1))}
    out: set[str] = set()
    if not _DIGIT.search(text):
        return out
    if len(text) < 512:
        _scan(text, out)
        return out
    for start, end in _windows(text):
        _scan(text[start:end], out)
    return out


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
            return _number(shortest.lstrip("-"))  # past 2**53: "9007199254740992.0"
        # The shortest repr of a fraction is normalized: no leading zero but one, no
        # trailing zero.
        return "n:" + shortest.lstrip("-")
    try:
        text = format(Decimal(shortest), "f")
    except InvalidOperation:  # pragma: no cover - repr of a finite number always parses
        return None
    return _number(text.lstrip("-"))


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


@lru_cache(maxsize=4096)
def needles(atom: str) -> tuple[str, ...]:
    """Strings of which every text holding `atom` (as a literal or a part) holds one.

    A number's first digit group (``25`` for 25000, written ``25000`` or ``25,000``) or,
    with a fraction, its fraction (``.5`` for 1234.5, written ``1,234.50``); a full date's
    year; a yearless date's day; a time's hour in 24- or 12-hour form; an
    identifier's digit runs.
    """
    kind, _, body = atom.partition(":")
    if kind == "n":
        whole, _, fraction = body.partition(".")
        if len(whole) >= 16 or fraction.startswith("0000"):
            return (whole[: len(whole) % 3 or 3], "e")  # JSON may write it 1e+20 or 1e-05
        if fraction:
            return ("." + fraction,)  # 0.1234, 1,234.5, 0.12340 all hold it
        return (whole[: len(whole) % 3 or 3],)
    if kind == "d":
        if body.startswith("--"):
            return (str(int(body[-2:])),)
        return (body[:4],)
    if kind == "t":
        hours = int(body[:2])
        return (str(hours), str(hours % 12 or 12))
    return tuple(_DIGITS.findall(body)) or (body,)


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
