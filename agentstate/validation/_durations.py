"""Durations: a number of a unit of time, read in every unit of time.

"1.5 hours" is 90 minutes, so an event that says "1.5 hours" holds the 90 of a summary's "90
minutes"; one unit said in words is 1 of it ("about a week" holds the 1 of "~1 week", and 7
days), except as a rate ("$165 an hour" is no duration). The literals reading turns the
numbers into atoms (`agentstate.validation._literals`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

__all__ = ["durations", "one_units"]

_DURATION: Final = re.compile(
    r"(?<![\w.])(\d+(?:\.\d+)?)\s*-?\s*(minutes?|mins?|hours?|hrs?|days?|weeks?)\b", re.IGNORECASE
)
_MINUTES: Final = {"min": 1, "hou": 60, "hrs": 60, "hr": 60, "day": 1440, "wee": 10080}
"""Minutes in one of each unit, by the unit's first three letters ("hr" has two)."""
_PER_UNIT: Final = (1, 60, 1440, 10080)
"""Minutes in a minute, an hour, a day and a week."""
_ONE_UNIT: Final = re.compile(r"(?<![\w.,$])(?:an?|one)\s+(minute|hour|day|week)\b", re.IGNORECASE)
"""One unit of time said in words ("about a week"); not a rate ("$90 an hour")."""


def durations(text: str) -> Iterator[float]:
    """Each duration `text` writes in figures, in each unit of time, to the cent."""
    for match in _DURATION.finditer(text):
        yield from _in_units(float(match.group(1)), match.group(2))


def one_units(text: str) -> Iterator[float]:
    """One of each unit of time `text` says in words, in each unit of time, to the cent."""
    for match in _ONE_UNIT.finditer(text):
        if not text[max(0, match.start() - 12) : match.start()].rstrip()[-1:].isdigit():
            yield from _in_units(1.0, match.group(1))


def _in_units(number: float, written: str) -> Iterator[float]:
    """A number of the unit `written`, in each unit of time where it is a whole number of cents."""
    unit = written.lower()
    minutes = number * _MINUTES.get(unit[:3], _MINUTES.get(unit[:2], 1))
    for per in _PER_UNIT:
        value = minutes / per
        if value and round(value, 2) == value:
            yield value
