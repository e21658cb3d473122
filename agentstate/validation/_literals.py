"""Literal values in text: what the grounding rule checks and compares.

A *literal* is a value a reader could act on: a number (``25000``, ``$25,000.00``, ``20%``,
``20th``), a date (``2024-05-20``, ``05/20/2024``, ``5/20/24``, ``May 20``, ``20 May 2024``, and
``9/19``, month first, when its day can be no month: ``10/4`` and ``3/4`` stay numbers), a
time of day (``19:00``, ``7 pm``), or an identifier-shaped token: letters and digits together,
or digits joined by ``_`` or ``-`` (``W5120883``, ``TR4403``, ``act_9``, ``dana_ross_4417``,
``c-8812``, ``v7``). Words without digits are not literals: ``JFK`` or ``HATHAT`` are not
checked. Placeholders (``{fact:credit_cents}``) are not literals: they are filled from state.

Each literal has an *atom*, its normalized form, and two literals are the same value exactly
when their atoms are equal:

- numbers lose currency signs, thousands separators, trailing decimal zeros, leading zeros,
  ordinal suffixes and a unit written against them (``$25,000.00`` and ``25000`` are
  ``n:25000``, ``5GB`` is ``n:5``); a sign is dropped;
- dates become ISO (``d:2024-05-20``), or ``d:--05-20`` without a year;
- times become 24-hour ``t:19:00`` (seconds kept only when not zero);
- identifiers are compared case-insensitively, a leading ``#`` dropped (``i:w4923227``); a
  version of three numbers or more is one, with or without its "v" (``v4.18.2`` and
  ``4.18.2`` are ``i:4.18.2``).

Evidence is read generously and summaries strictly: the atoms *held* by a text
(`text_atoms`) also include the parts of its values that a cut at whitespace can leave (the
digit runs of a date or an identifier as written, a date's yearless form, a 12-hour time
without its am/pm), so any quote of an event cut at whitespace names only atoms the event
holds; and values as people write them (the last four digits of a long number, "savings
6688" of ``SAV-15506688``; thousands in words, "10 grand"). A summary's own literals
(`literals`) count only whole ("10k" is ``n:10000``). What a JSON value or an event holds,
read from its strings and numbers, is `agentstate.validation._atoms`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal
from functools import partial
from typing import Final, Literal, NamedTuple

from agentstate.validation._date_readings import (
    CAPITAL_MONTH,
    LOWER_MONTH,
    MONTH_NAME,
    ORDINAL,
    date_atom,
    other_readings,
    time_atom,
)
from agentstate.validation._durations import durations, one_units
from agentstate.validation._lexicon import CLOCK_WORDS, MONTHS, THOUSAND_WORDS

__all__ = [
    "LiteralKind",
    "LiteralValue",
    "literals",
    "number_atom",
    "text_atoms",
]

LiteralKind = Literal["number", "date", "time", "identifier", "ref"]
"""What a literal is; a ``ref`` is an evidence ref (``ev_12``) written into the text."""

_MONTHS: Final = MONTHS
# Month names count capitalized or in capitals, and in lower case ("nov 1st", "sept 30th")
# before a day's number, but for "may": the verb is never a month (`_date_readings`).
_MONTH_DAY = rf"""(?P<md>(?<!\w)(?P<mdm>{MONTH_NAME})\.?\s+(?P<mdd>\d{{1,2}}){ORDINAL}(?!\w)
        (?:,?\s+(?P<mdy>\d{{4}})(?![\w/:-]|\.\d))?)"""
# "2 of June" is a date, but "lot 2 of May Tellford" names a person after "of".
_DAY_MONTH = rf"""(?P<dm>(?<![\w.])(?P<dmd>\d{{1,2}}){ORDINAL}\s+(?:(?P<dmof>of)\s+)?
        (?P<dmm>{CAPITAL_MONTH})\.?(?!\w)(?(dmof)(?!\s+[A-Z][a-z]))
        (?:,?\s+(?P<dmy>\d{{4}})(?![\w/:-]|\.\d))?)"""
_PLACEHOLDER_TEXT = r"\{(?:fact|action):[A-Za-z_][A-Za-z0-9_.\-]*\}"
# A word of letters that can start no literal: not a month (capitalized or in capitals, from
# J, F, M, A, S, O, N or D), not a ref (``ev_``), and ending where `ident` would end it. It
# is tried first, so that the scanner takes a plain word in one step instead of trying every
# other alternative at its start; `ident` would match exactly the same span.
_PLAIN_WORD = r"""(?P<word>(?<![\w-])(?![adfjmnos][a-z]{2,8}\.?\s+\d)
    [a-zBCEGHIKLPQRTUVWXYZ][A-Za-z]*(?![\w-]))"""
_ALTERNATIVES = rf"""
    {_PLAIN_WORD}
    |(?P<placeholder>{_PLACEHOLDER_TEXT})
    |(?P<ref>(?<![\w-])ev_[1-9][0-9]*(?![\w-]))
    |(?P<iso>(?<![\w/.-])(?P<iy>\d{{4}})(?P<isep>[-/])(?P<im>\d{{1,2}})(?P=isep)(?P<id>\d{{1,2}})
        (?:[T\ ](?P<ih>\d{{1,2}}):(?P<imin>\d{{2}})(?::(?P<is>\d{{2}})(?:\.\d+)?)?
           (?:Z|(?P<ioff>[+-])(?P<ioh>\d{{2}}):?(?P<iom>\d{{2}})
              |\s*(?P<iap>[AaPp])\.?[Mm]\.?(?![A-Za-z]))?)?(?![\w/-]))
    |(?P<us>(?<![\w/.-])(?P<um>\d{{1,2}})/(?P<ud>\d{{1,2}})/(?P<uy>\d{{4}}|\d{{2}})(?![\w/-]))
    |(?P<slash>(?<![\w/.-])(?P<sm>1[0-2]|0?[1-9])/(?P<sd>1[3-9]|2\d|3[01])(?![\w/-]|\.\d))
    |{_MONTH_DAY}
    |{_DAY_MONTH}
    |(?P<clock>(?<![\w:.])(?P<ch>\d{{1,2}}):(?P<cm>\d{{2}})(?::(?P<cs>\d{{2}}))?
        (?:\s*(?P<cap>[AaPp])\.?[Mm]\.?(?![A-Za-z0-9])|Z?(?![\w:])))
    |(?P<ampm>(?<![\w.:])(?P<ah>\d{{1,2}})\s*(?P<aap>[AaPp])\.?[Mm]\.?(?![A-Za-z0-9]))
    |(?P<measure>(?<![\w.])\d+\.\d+[A-Za-z]{{1,4}}(?!\w|\.\w))
    |(?P<version>(?<![\w.])[vV]?\d+(?:\.\d+){{2,}}(?![\w.]))
    |(?P<num>(?<![\w.])(?:\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?(?!\d)|\d+(?:\.\d+)?){ORDINAL}
        (?!\w|-[A-Z](?![a-z])))
    |(?P<ident>(?<![\w-])\#?[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9_-]*[0-9])*)
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
_CAPITALIZED_MONTH: Final = re.compile(CAPITAL_MONTH)
_LOWER_MONTH_DAY: Final = re.compile(rf"{LOWER_MONTH}\.?\s+\d")


_MONTH_STARTS: Final = tuple(dict.fromkeys(name[:3] for name in _MONTHS))  # in every name


def _any_month(text: str) -> bool:
    """Whether `text` may name a month: capitalized, or in lower case before a day's number."""
    if text.isascii() and not any(map(text.lower().__contains__, _MONTH_STARTS)):
        return False  # a quick test first (ASCII letters fold alike): no month's letters
    return _CAPITALIZED_MONTH.search(text) is not None or _LOWER_MONTH_DAY.search(text) is not None


"""Every date of `_OVERLAPPING_DATES` names a month: a text without one has none."""
_DIGIT = re.compile(r"\d")
_DIGITS = re.compile(r"\d+")


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


_Fields = tuple[str, int, int, LiteralKind, str]  # made whole: no check of their count
_literal: Final[Callable[[_Fields], LiteralValue]] = partial(tuple.__new__, LiteralValue)


def number_atom(text: str) -> str:
    """The atom of a number as written, without its sign: ``25,000.00`` is ``n:25000``.

    Thousands separators, trailing decimal zeros, leading zeros and an ordinal suffix are
    dropped (``025000`` is ``n:25000``, ``20th`` is ``n:20``).
    """
    if text.isdigit() and text.isascii():  # the common case: a plain run of digits
        return "n:" + (text.lstrip("0") or "0")
    digits = text.replace(",", "").rstrip("stndrh")
    whole, _, fraction = digits.partition(".")
    fraction = fraction.rstrip("0")
    whole = whole.lstrip("0") or "0"
    return f"n:{whole}.{fraction}" if fraction else f"n:{whole}"


_MEASURE: Final = re.compile(r"(\d+(?:\.\d+)?)([A-Za-z]{1,4})")
_UNITS: Final = frozenset({
    "kb", "mb", "gb", "tb", "kbps", "mbps", "gbps", "ml", "l", "cl", "kg", "g", "mg", "lb",
    "lbs", "oz", "km", "mi", "m", "cm", "mm", "ft", "in", "min", "mins", "h", "hr", "hrs",
    "sec", "secs", "ms", "ghz", "mhz", "kw", "kwh", "w", "v", "x",
})  # fmt: skip
"""Units written against their number ("5GB", "1000ml", "30min"): the number is the value."""


_MASKED: Final = re.compile(r"[xX]{1,12}-?(\d{4})|x(\d{1,3})")
_PLURAL: Final = "s"
"""The ending that makes a number the plural of what it names ("two Model 14s", "the 1990s")."""
_THOUSANDS: Final = frozenset({"k", "K"})
"""A letter that makes its number thousands ("10k", "$8.5K")."""
_IN_THOUSANDS: Final = re.compile(
    rf"(?<![\w.,])(\d+(?:\.\d+)?)\s+(?:{'|'.join(THOUSAND_WORDS)})\b", re.IGNORECASE
)
"""A number of thousands in words, read in evidence ("10 grand", "8.5 thousand")."""
_SPACED_TIMES: Final = re.compile(r"(?<![\w.])(\d+) [xX] (\d+)(?: ?([A-Za-z]{1,3}))?(?![\w.])")
"""A count times a size, spaced ("6 x 50 mL", "2 x 4 h"), which people also write "6x50" and
"2x4h"."""
_LAST_DIGITS: Final = 4
"""How many trailing digits people write for a long number ("savings 6688")."""
_LONG_NUMBER: Final = 6
"""Fewest digits of a number whose last `_LAST_DIGITS` people write alone."""
_ACCOUNT_NUMBER: Final = 8
"""Fewest digits of a plain number read as an account's, whose last four people write alone
(no amount is written in eight digits without a separator)."""


def _thousands(number: str) -> str:
    """The atom of a number of thousands: "10" of "10k" is ``n:10000``."""
    return number_atom(f"{Decimal(number) * 1000:f}")


def _masked(token: str) -> str | None:
    """A masked token's number ("x2096", "XXXX-4410": its last digits), a count's ("x12")."""
    found = _MASKED.fullmatch(token)
    return None if found is None else number_atom(found[1] or found[2])


def _identifier(text: str) -> str | None:
    """The atom of an `ident` token, a number for bare digits, None for a word.

    Past its "#", the token holds only ASCII letters, digits, "_" and "-": with a digit and
    not all digits, it has a letter or a joiner, and is an identifier.
    """
    token = text.removeprefix("#")
    if not _DIGIT.search(token):
        return None
    if token.isdigit():
        return number_atom(token)
    masked = _masked(token)
    if masked is not None:
        return masked
    measure = _MEASURE.fullmatch(token)
    if measure is not None and measure.group(2).lower() in _UNITS:
        return number_atom(measure.group(1))  # "5GB" is the 5 of "5 GB"
    if measure is not None and measure.group(2) in _THOUSANDS:  # "10k" is 10000
        return _thousands(measure.group(1))
    if measure is not None and measure.group(2) == _PLURAL:  # "the old Quillon 14s"
        return number_atom(measure.group(1))
    count = _COUNT_IN_WORDS.fullmatch(token)
    if count is not None:  # "the all-3-signed copy" counts three
        return number_atom(count.group(1))
    return "i:" + token.casefold()


_COUNT_IN_WORDS: Final = re.compile(r"[a-z]{3,}(?:-[a-z]{3,})*-(\d{1,2})(?:-[a-z]{3,})+")
"""A small count between lower-case words joined by hyphens ("all-3-signed"): a count in
a compound, not a code (a code's number has more digits, or stands at an end)."""


def _classify(match: re.Match[str]) -> tuple[LiteralKind, str] | None:
    """The kind and atom of one match (None for placeholders and plain words)."""
    group = match.lastgroup
    text = match.group(0)
    if group == "ref":
        return "ref", "r:" + text
    if group == "iso":
        atom = date_atom(match["iy"], int(match["im"]), match["id"])
        return ("date", atom) if atom else ("identifier", "i:" + text.casefold())
    if group == "us":  # month first, or day first when the first number is no month
        atom = date_atom(match["uy"], int(match["um"]), match["ud"]) or date_atom(
            match["uy"], int(match["ud"]), match["um"]
        )
        return ("date", atom) if atom else ("identifier", "i:" + text.casefold())
    if group == "slash":  # "9/19": a month and a day no month could be, without its year
        return "date", f"d:--{int(match['sm']):02d}-{int(match['sd']):02d}"
    if group in ("md", "dm"):
        prefix = "md" if group == "md" else "dm"
        month = _MONTHS[match[f"{prefix}m"].lower()]
        atom = date_atom(match[f"{prefix}y"], month, match[f"{prefix}d"])
        return ("date", atom) if atom else None
    if group == "clock":
        atom = time_atom(match["ch"], match["cm"], match["cs"], match["cap"])
        return ("time", atom) if atom else ("identifier", "i:" + text.casefold())
    if group == "ampm":
        atom = time_atom(match["ah"], "00", None, match["aap"])
        return ("time", atom) if atom else None
    if group == "measure":
        atom = _identifier(text)
        return ("number" if atom and atom.startswith("n:") else "identifier"), atom or text
    if group == "version":
        return "identifier", "i:" + text.lstrip("vV")
    if group == "num":
        return "number", number_atom(text)
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
(``W5120883``) or one plain number (``25000``, ``0.25``), maybe after "(" and before one
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
    if _any_month(text):
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
            number = _masked(code)
            kind: LiteralKind = "identifier" if number is None else "number"
            atom = number or "i:" + code.casefold()
        else:
            start, end = simple.span("number")
            code, kind = simple["number"], "number"
            atom = number_atom(code)
        out.append(_literal((code, offset + start, offset + end, kind, atom)))
        after_digit = run[-1] in "0123456789"
    return out


def literals(text: str) -> list[LiteralValue]:
    """Every literal written in `text`, in order (placeholders and words are not literals)."""
    if "@" in text:
        return _with_emails(text)
    if not _DIGIT.search(text) or ("{" in text and not _DIGIT.search(_PLACEHOLDER.sub("", text))):
        return []  # every literal has a digit, outside the placeholders
    simple = _simple_literals(text)
    return simple if simple is not None else _scanned_literals(text)


_EMAIL = re.compile(
    r"(?<![\w.+-])[A-Za-z0-9][\w.+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"
)
"""An email address: an identifier, though it may hold no digit (``jane.doe@example.com``)."""


def _with_emails(text: str) -> list[LiteralValue]:
    """The literals of a text with an "@": its email addresses, and the others outside them."""
    emails = [
        LiteralValue(match.group(), match.start(), match.end(), "identifier", _email_atom(match))
        for match in _EMAIL.finditer(text)
    ]
    if not emails:
        return _scanned_literals(text) if _DIGIT.search(text) else []
    others = [
        literal
        for literal in (_scanned_literals(text) if _DIGIT.search(text) else [])
        if not any(email.start <= literal.start < email.end for email in emails)
    ]
    return sorted([*emails, *others], key=lambda literal: literal.start)


def _email_atom(match: re.Match[str]) -> str:
    return "i:" + match.group().casefold()


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
            out.append(_literal((match.group(0), match.start(), match.end(), kind, atom)))
    return out


def _parts(atom: str, text: str, out: set[str]) -> None:
    """Add the atoms that a cut of the literal at whitespace can name, so quotes ground.

    Its digit runs as written (``2024``, ``05`` and ``20`` of a date; not those of a number
    written without a space: a rating of ``4.40`` holds no 4 and no 40), a code without the
    "s" of its plural (``under-12`` of "under-12s"), a code of letters and digits between
    an identifier's hyphens (``C1`` of "NLD-C1-W3"), a date's yearless
    form (``May 20`` of "May 20, 2024"), and a 12-hour time without its am/pm (``7:00`` of
    "7:00 PM").
    """
    if not atom.startswith("n:") or any(character.isspace() for character in text):
        out.update(number_atom(run) for run in _DIGITS.findall(text))  # "4.40" holds no 4
    if atom.startswith("i:") and atom[-1] == "s" and atom[-2].isdigit():
        out.add(atom[:-1])  # "the under-12s" are the under-12 team: a code in the plural
    if atom.startswith("i:") and "-" in atom:  # "the C1 group" of group NLD-C1-W3
        out.update(f"i:{part}" for part in atom[2:].split("-") if _CODE_PART.fullmatch(part))
    if atom.startswith("i:"):  # "savings 6688" of SAV-15506688: the last digits of its number
        out.update(
            number_atom(run[-_LAST_DIGITS:])
            for run in _DIGITS.findall(text)
            if len(run) >= _LONG_NUMBER
        )
    elif atom.startswith("n:") and len(text) >= _ACCOUNT_NUMBER and text.isdigit():
        out.add(number_atom(text[-_LAST_DIGITS:]))  # "ending 8852" of account 63018852
    if atom.startswith("d:") and not atom.startswith("d:--"):
        out.add("d:--" + atom[7:])
    elif atom.startswith("t:") and ":" in text and any(ch in "aApP" for ch in text):
        hours = int(atom[2:4])
        out.add(f"t:{hours % 12 or 12:02d}:{atom[5:]}")
    if atom.startswith("t:") and len(atom) > len("t:00:00"):
        out.add(atom[: len("t:00:00")])  # "10:05:02" holds 10:05, the time to the minute


_CODE_PART: Final = re.compile(r"[a-z]+\d+[a-z\d]*")
"""A part of an identifier that is a code of its own: letters, then digits ("c1", "w3")."""
_MONTH_SLASH_DAY = re.compile(r"(?<![\w/.-])(\d{1,2})/(\d{1,2})(?![\w/-]|\.\d)")
"""A date without its year, month first or day first ("5/31", "31/5"): read so in evidence,
where "3/3" read as a date as well as a ratio grounds no more than its numbers would. A
summary's is a date only when its day can be no month ("9/19", `slash`)."""


def _scan(text: str, out: set[str]) -> None:
    """Add the atoms of every literal in `text`, and of their parts, and a duration's others."""
    out.update(number_atom(f"{value:.2f}") for value in durations(text))
    out.update(_thousands(match.group(1)) for match in _IN_THOUSANDS.finditer(text))
    if " x " in text or " X " in text:  # "6 x 50 mL" holds the "6x50" of "6x50 mL"
        for count, size, unit in _SPACED_TIMES.findall(text):
            out.add(f"i:{count}x{size}")
            if unit:
                out.add(f"i:{count}x{size}{unit}".casefold())
    for readings in other_readings(text).values():
        out.update(readings)
    if "/" in text:  # "7/26" holds either order's date
        pairs = _MONTH_SLASH_DAY.findall(text)
        dates = (date_atom(None, int(a), b) for x, y in pairs for a, b in ((x, y), (y, x)))
        out.update(date for date in dates if date is not None)
    for match in _PATTERN.finditer(text):
        if match.lastgroup == "word":
            continue
        classified = _classify(match)
        if classified is None:
            continue
        atom = classified[1]
        out.add(atom)
        _parts(atom, match.group(0), out)
        if match.lastgroup == "us":  # "05/06/2024" may be either: as evidence, it holds both
            other = date_atom(match["uy"], int(match["ud"]), match["um"])
            if other is not None:
                out.add(other)
                _parts(other, match.group(0), out)
        if match.lastgroup == "iso" and match["ih"] is not None:
            time = time_atom(match["ih"], match["imin"], match["is"], match["iap"])
            if time:
                out.add(time)
                out.add(time[: len("t:00:00")])
                if match["iap"] is not None:  # "7:00 PM" of "2024-05-20 7:00 PM" holds 7:00 too
                    out.add(f"t:{int(time[2:4]) % 12 or 12:02d}:{time[5:]}")
                if match["ioff"] == "-":  # "2026-06-02 10:15-11:45": an offset, or a range's end
                    end = time_atom(match["ioh"], match["iom"], None, None)
                    if end:
                        out.add(end)
    if not _any_month(text):
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
"""A code of letters (and underscores) then digits (``W5120883``, ``act_9``, ``TR4403``):
`_PATTERN` reads such a whole text as one identifier, and no date can hide in it (every
date of `_OVERLAPPING_DATES` spans whitespace)."""


_CLOCK: Final = re.compile(rf"(?<!\w)(?:{'|'.join(CLOCK_WORDS)})(?!\w)", re.IGNORECASE)
_CLOCK_HINTS: Final = tuple(word[1:] for word in CLOCK_WORDS)  # "Noon" holds "oon" too
_CLOCK_ATOMS: Final = {
    word: frozenset({f"t:{time}", number_atom(str(int(time[:2]) % 12 or 12))})
    for word, time in CLOCK_WORDS.items()
}
"""What a word for a time holds as evidence: the time, and the hour people write alone (the
12 of "8-12" or "12am")."""


def text_atoms(text: str) -> set[str]:
    """The atoms a text holds as evidence: its literals' atoms and their parts'."""
    code = _CODE.fullmatch(text)
    if code is not None:  # what `_scan` finds in it: the identifier and its digit runs
        found = {"i:" + text.casefold(), number_atom(code.group(1))}
        if len(code.group(1)) >= _LONG_NUMBER:
            found.add(number_atom(code.group(1)[-_LAST_DIGITS:]))
        return found
    out: set[str] = set()
    if "@" in text:
        out.update(_email_atom(match) for match in _EMAIL.finditer(text))
    out.update(number_atom(f"{value:.2f}") for value in one_units(text))
    if any(hint in text for hint in _CLOCK_HINTS):
        for match in _CLOCK.finditer(text):
            out.update(_CLOCK_ATOMS[match.group().lower()])
    if not _DIGIT.search(text):
        return out
    if len(text) < 512:
        _scan(text, out)
        return out
    for start, end in _windows(text):
        _scan(text[start:end], out)
    return out
