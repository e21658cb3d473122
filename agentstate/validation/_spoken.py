"""Dates and times as people say them: a day of the month, a clock time without its half.

"Saturday the 3rd" is a date by its day of the month, "2 in the afternoon" is 14:00, and
"quarter to 8 in the evening" is 19:45. These patterns read them in evidence
(`agentstate.validation._atoms.Evidence.holds_said`); the words come from the lexicon
(`agentstate.validation._lexicon`: ordinals, days of the week, numbers spelled out, the words
that place a time in the day).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from agentstate.validation._lexicon import (
    ORDINALS,
    SPELLED_UNITS,
    TIME_PREPOSITIONS,
    TIMES_OF_DAY,
    WEEKDAYS,
)

__all__ = [
    "bare_hours",
    "day_of_month",
    "half_of_day",
    "half_of_day_before",
    "spoken_count",
    "spoken_ordinal",
    "spoken_times",
]


_ORDINAL: Final = re.compile(r"(\d{1,2})(?:st|nd|rd|th)", re.IGNORECASE)


@lru_cache(maxsize=64)
def spoken_ordinal(written: str) -> re.Pattern[str] | None:
    """How an ordinal written in digits ("2nd") reads spelled out ("second"), or None.

    None for any other literal, and for an ordinal the lexicon does not spell.
    """
    found = _ORDINAL.fullmatch(written)
    if found is None:
        return None
    value = int(found.group(1))
    words = [word for word, number in ORDINALS.items() if number == value and word.isalpha()]
    return re.compile(rf"\b(?:{'|'.join(words)})\b") if words else None


_TIMES: Final = re.compile(r"x(\d{1,2})|(\d{1,2})x", re.IGNORECASE)
_WITH_UNIT: Final = re.compile(r"(\d{1,3})([a-z]{1,3})", re.IGNORECASE)


@lru_cache(maxsize=64)
def spoken_count(written: str) -> re.Pattern[str] | None:
    """How a count written short reads in words, or None for any other literal.

    A count of times ("x2", "2x": "2 times", "two times", "twice") and a number glued to an
    abbreviated unit ("2BR": "a 2-bedroom", "two bedrooms"; "12mo": "12 months"; "4d": "4
    days"), the unit a word that opens with the abbreviation's first letter and holds the
    rest in order.
    """
    if (times := _TIMES.fullmatch(written)) is not None:
        value = int(times.group(1) or times.group(2))
        words = [str(value), *(SPELLED_UNITS[value : value + 1] if value < 20 else ())]
        number = rf"(?:(?<![\d.]){value}|\b(?:{'|'.join(words[1:]) or value}))"
        again = {1: "|\\bonce\\b", 2: "|\\btwice\\b"}.get(value, "")
        return re.compile(rf"{number} ?(?:times\b|x\b)|\bx ?{value}\b{again}")
    unit = _WITH_UNIT.fullmatch(written)
    if unit is None:
        return None
    value, letters = int(unit.group(1)), unit.group(2).lower()
    spelled = f"|\\b{SPELLED_UNITS[value]}" if value < 20 else ""
    abbreviation = "[a-z]*?".join(letters)
    return re.compile(rf"(?:(?<![\d.]){value}{spelled})[ -]?{abbreviation}[a-z]*\b")


@lru_cache(maxsize=64)
def day_of_month(day: int) -> re.Pattern[str]:
    """How a date reads by its day of the month alone.

    "The 3rd of this month", after a day of the week ("Saturday the 3rd", "fri 28th"), after
    a preposition of time ("pay it on the 17th", "by the 3rd", "the night of the 31st"), or
    at either end of a range of days in digits ("from the 19th to the 23rd", "the 9th-12th").
    """
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(day % 10 if day // 10 != 1 else 0, "th")
    spelled = (word for word, number in ORDINALS.items() if number == day and word.isalpha())
    words = "|".join([f"{day}{suffix}", *spelled])
    weekdays = "|".join(WEEKDAYS)
    other = r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b"
    up_to = r"\s*(?:-|\u2013|to|through|until|till)\s*"
    return re.compile(
        rf"\bthe\s+(?:{words})\s+of\s+(?:this|the)\s+month\b"
        rf"|\b(?:{weekdays}),?\s+(?:the\s+)?(?:{words})\b"
        rf"|\b(?:on|by|until|till|before|after|from|since|through)\s+the\s+(?:{words})\b"
        rf"|\b(?:of|for)\s+the\s+{day}{suffix}\b"  # "the night of the 31st", not "second"
        rf"|\b{other}{up_to}(?:the\s+)?{day}{suffix}\b"  # a range's end, as its start is
        rf"|(?<![\d.])(?<!\$){day}{suffix}{up_to}{other}"  # and its start
    )


def _number_words(value: int) -> str:
    """A number of 1 to 12 as digits or spelled out, for a pattern."""
    return f"(?:{value}|{SPELLED_UNITS[value]})"


_PHRASES: Final = "|".join(
    re.escape(phrase) for phrase in sorted(TIMES_OF_DAY, key=len, reverse=True) if " " in phrase
)
"""The phrases of `TIMES_OF_DAY` that place a bare hour ("in the afternoon", "at night")."""
_PREPOSITIONS: Final = "|".join(sorted(TIME_PREPOSITIONS))
"""The words that make a bare hour after them a time of day ("after 4", "by 5")."""
_BARE_END: Final = r"(?![\d:]|[.,/-]\d|\s*(?:%|percent))"
"""What may not follow a bare hour: more of a number, a clock or a percentage."""
_BARE_HOUR: Final = re.compile(rf"\b(?:{_PREPOSITIONS})\s+(1[0-2]|[1-9]){_BARE_END}", re.IGNORECASE)


def bare_hours(text: str) -> set[str]:
    """The times of day a text says by a bare hour after a preposition, in either half.

    "It has to be after 4" says 04:00 or 16:00: ``{"t:04:00", "t:16:00"}``.
    """
    return {
        f"t:{hour % 12 + half:02d}:00"
        for found in _BARE_HOUR.finditer(text)
        for hour in (int(found.group(1)),)
        for half in (0, 12)
    }


@lru_cache(maxsize=256)
def spoken_times(hour: int, minute: int, *, bare: bool) -> tuple[re.Pattern[str], ...]:
    """How a time of a 12-hour clock reads without am or pm: "4:45", "quarter to 5", "after 4"."""
    patterns: list[str] = []
    if bare:
        patterns.append(rf"(?<![\d:.]){hour}:{minute:02d}(?![\d:])(?!\s*[ap]\.?m\b)")
    following = _number_words(hour % 12 + 1)
    current = _number_words(hour)
    words = {
        45: [rf"\bquarter\s+(?:to|before|of)\s+{following}"],
        15: [rf"\bquarter\s+(?:past|after)\s+{current}"],
        30: [rf"\bhalf\s+past\s+{current}"],
        # "2 in the afternoon": a bare hour, which the words after it place in the day
        0: [
            rf"\b{current}\s+o'?clock",
            rf"(?<![\d:.$]){current}(?=\s+(?:{_PHRASES}))",
            rf"\b(?:{_PREPOSITIONS})\s+{current}{_BARE_END}",
        ],
    }.get(minute, [])
    patterns += [rf"{pattern}(?![\d:])" for pattern in words]
    return tuple(re.compile(pattern) for pattern in patterns)


_HALF_OF_DAY: Final = re.compile(
    r"^\W{0,3}(?:\s*(?:"
    + "|".join(re.escape(word) for word in sorted(TIMES_OF_DAY, key=len, reverse=True))
    + r")\b)"
)


_HALF_OF_DAY_BEFORE: Final = re.compile(
    r"\b("
    + "|".join(re.escape(word) for word in sorted(TIMES_OF_DAY, key=len, reverse=True))
    + r")\W{0,3}$"
)


def half_of_day_before(before: str) -> str | None:
    """The half of the day ("am" or "pm") the words right before a time give, else None.

    As in "the evening 4:45".
    """
    found = _HALF_OF_DAY_BEFORE.search(before)
    return TIMES_OF_DAY[found.group(1)] if found else None


def half_of_day(after: str) -> str | None:
    """The half of the day ("am" or "pm") the words right after a time give, else None."""
    found = _HALF_OF_DAY.match(after)
    return TIMES_OF_DAY[found.group(0).strip(" \t,.;:-").strip()] if found else None
