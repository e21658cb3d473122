"""Dates and times as atoms, and what a literal also reads as, written as people write.

`date_atom` and `time_atom` make the atoms of a date and a time from their parts;
`other_readings` gives the readings a literal has beside its own ("4:30-6pm" starts at
16:30, "7/26" is either order's date, "'15" is either century's year).
"""

from __future__ import annotations

import re
from typing import Final

from agentstate.validation._lexicon import MONTHS

__all__ = [
    "CAPITAL_MONTH",
    "LOWER_MONTH",
    "MONTH_NAME",
    "ORDINAL",
    "date_atom",
    "other_readings",
    "time_atom",
]


def date_atom(year: str | None, month: int, day: str) -> str | None:
    """The atom of a date from its parts (no year: a yearless date), None if it is none."""
    day_number = int(day)
    if not (1 <= month <= 12 and 1 <= day_number <= 31):
        return None
    if year is None:
        return f"d:--{month:02d}-{day_number:02d}"
    number = int(year)
    if len(year) == _SHORT_YEAR:  # "4/22/91", "10/1/24": the century as strptime's %y reads it
        number += 1900 if number >= _LAST_CENTURY_FROM else 2000
    return f"d:{number:04d}-{month:02d}-{day_number:02d}"


_SHORT_YEAR: Final = 2
_LAST_CENTURY_FROM: Final = 69
"""A two-digit year from 69 is of the 1900s, one below it of the 2000s (POSIX ``%y``)."""


def time_atom(hour: str, minute: str, second: str | None, half: str | None) -> str | None:
    """The atom of a time from its parts (`half`: the "a" or "p" of am/pm), None if none."""
    hours, minutes = int(hour), int(minute)
    if half is not None:
        # "00:15 AM" is written for a quarter past midnight as often as "12:15 AM"
        if not 1 <= hours <= 12 and not (hours == 0 and half.lower() == "a"):
            return None
        hours = hours % 12 + (12 if half.lower() == "p" else 0)
    if hours > 24 or minutes > 59 or (second is not None and int(second) > 59):
        return None
    if second is not None and int(second) != 0:
        return f"t:{hours:02d}:{minutes:02d}:{int(second):02d}"
    return f"t:{hours:02d}:{minutes:02d}"


_TIME_RANGE: Final = re.compile(
    r"(?<![\d:.])(\d{1,2})(?::(\d{2}))?\s*(?:-|\u2013|\u2014|to|until|till)\s*"
    r"(\d{1,2})(?::\d{2})?\s*([AaPp])\.?[Mm]\b"
)
_SLASH_DAY: Final = re.compile(r"(?<![\d/.])(\d{1,2})/(\d{1,2})(?![\d/])")
_CLIPPED_YEAR: Final = re.compile(r"(?<![\w'\u2019])['\u2019](\d{2})(?![\w'\u2019.,:/-])")
_DOTTED_TIME: Final = re.compile(
    r"(?i)\b(?:before|after|at|by|until|till|from|around)\s+([01]?\d|2[0-3])\.([0-5]\d)(?![\d.])"
)
"""A time written with a point, after a word that bounds or places it ("before 4.15")."""
_CLIPPED_RANGE: Final = re.compile(r"(?<![\w.,:/-])(\d{3,})[-\u2013](\d{1,3})(?![\w:/]|[.,-]\d)")
CAPITAL_MONTH: Final = "(?:" + "|".join(f"{name.title()}|{name.upper()}" for name in MONTHS) + ")"
"""A month's name, whole or short, capitalized or in capitals ("Nov", "NOVEMBER")."""
LOWER_MONTH: Final = "(?:" + "|".join(name for name in MONTHS if name != "may") + ")"
"""A month's name in lower case ("nov 1st"), but for "may": the verb is never a month."""
MONTH_NAME: Final = rf"(?:{CAPITAL_MONTH}|{LOWER_MONTH})"
"""A month's name, capitalized, in capitals or in lower case."""
ORDINAL: Final = r"(?:st|nd|rd|th)?"
"""The ending a day's number may take ("1st", "22nd")."""
_RANGE_WORD: Final = r"\s*(?:-|\u2013|\u2014|to|through|thru|until|till)\s*"
_DAYS_AFTER_MONTH: Final = re.compile(
    rf"(?<!\w)({MONTH_NAME})\.?\s+(\d{{1,2}}){ORDINAL}{_RANGE_WORD}(\d{{1,2}}){ORDINAL}"
    rf"(?![\w:/]|[.,]\d|\s+{MONTH_NAME}\b)"
)
"""Two days of one month after its name ("December 19 to 22", "Dec 3-5")."""
_DAYS_BEFORE_MONTH: Final = re.compile(
    rf"(?<![\w.,:/-])(\d{{1,2}}){ORDINAL}{_RANGE_WORD}\d{{1,2}}{ORDINAL}\s+(?:of\s+)?({MONTH_NAME})\b"
)
"""Two days of one month before its name ("19-22 December", "3rd to 5th of March")."""


def other_readings(text: str) -> dict[int, frozenset[str]]:
    """What a literal, by where it starts in `text`, also reads as, written as people write.

    The start of a time range takes the half of the day its end gives ("4:30-6pm" is 4:30
    pm, "1 to 3 pm" starts at 1 pm, "11-1pm" at 11 am), and either number of a date written
    month and day alone ("7/26", "8/9") is that date, in either order; a year shortened with
    an apostrophe ("'15") is that year of either century; the end of a range written with
    fewer digits than its start, of three digits or more, takes the start's first digits
    ("pp. 1204-9" ends at 1209, "2019-20" at 2020; "open 10-5" is no range of the kind); two
    days of a month written with its name once are each that month's ("March 3 to 5" ends on
    March 5, "3-5 March" starts on March 3); a
    number with a point after a word that bounds or places a time is that time ("before
    4.15"). Evidence holds these readings too (`text_atoms`).
    """
    found: dict[int, frozenset[str]] = {}
    for match in _CLIPPED_RANGE.finditer(text) if "-" in text or "\u2013" in text else ():
        first, last = match.group(1), match.group(2)
        if len(last) < len(first) and int(whole := first[: -len(last)] + last) > int(first):
            found[match.start(2)] = frozenset({f"n:{int(whole)}"})
    for match in _DAYS_AFTER_MONTH.finditer(text):
        month, first, last = MONTHS[match[1].lower()], int(match[2]), int(match[3])
        if first < last and (end := date_atom(None, month, match[3])) is not None:
            found[match.start(3)] = frozenset({end})  # "December 19 to 22" ends on December 22
    for match in _DAYS_BEFORE_MONTH.finditer(text):
        if (start := date_atom(None, MONTHS[match[2].lower()], match[1])) is not None:
            found[match.start(1)] = frozenset({start})  # "19-22 December" starts on December 19
    for match in _CLIPPED_YEAR.finditer(text) if "'" in text or "\u2019" in text else ():
        found[match.start(1)] = frozenset({f"n:19{match[1]}", f"n:20{match[1]}"})
    if "m" in text or "M" in text:
        for match in _TIME_RANGE.finditer(text):
            first, last = int(match.group(1)), int(match.group(3))
            if not (1 <= first <= 12 and 1 <= last <= 12):
                continue
            # The range's start is in the end's half of the day unless it crosses noon.
            later = match.group(4).lower() == "p" and not (first > last or first == 12)
            hour = first % 12 + (12 if later else 0)
            found[match.start(1)] = frozenset({f"t:{hour:02d}:{match.group(2) or '00'}"})
    if "." in text:
        for match in _DOTTED_TIME.finditer(text):
            found[match.start(1)] = frozenset({f"t:{int(match[1]):02d}:{match[2]}"})
    if "/" in text:
        for match in _SLASH_DAY.finditer(text):
            first, second = int(match.group(1)), match.group(2)
            dates = (date_atom(None, first, second), date_atom(None, int(second), match.group(1)))
            if readings := frozenset(date for date in dates if date is not None):
                found[match.start(1)] = found[match.start(2)] = readings
    return found
