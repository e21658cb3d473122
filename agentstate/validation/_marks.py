"""Marks inside a value or a date, which break no clause: "2:00", "Monday, October 27"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate.validation._lexicon import MONTHS, WEEKDAYS

__all__ = ["Raw", "inside_a_date", "inside_a_value"]

Raw = tuple[str, str, str, str, int, int]
"""A token as the sentence reader first reads it: text, lower, stem, kind, start, end."""
_WEEKDAYS: Final = frozenset(WEEKDAYS)


def inside_a_value(tokens: Sequence[Raw], index: int) -> bool:
    """Whether the mark at `index` joins digits with no space around it ("2:00")."""
    if not 0 < index < len(tokens) - 1:
        return False
    before, mark, after = tokens[index - 1], tokens[index], tokens[index + 1]
    return (
        before[5] == mark[4]
        and mark[5] == after[4]
        and before[0][-1:].isdigit()
        and after[0][:1].isdigit()
    )


def inside_a_date(tokens: Sequence[Raw], index: int) -> bool:
    """Whether the comma at `index` is a date's ("Monday, October 27", "May 3, 2024")."""
    if not 0 < index < len(tokens) - 1 or tokens[index][1] != ",":
        return False
    before, after = tokens[index - 1][1], tokens[index + 1][1]
    if before in _WEEKDAYS:
        return after in MONTHS or after[:1].isdigit()
    return (
        before.isdigit()
        and index > 1
        and tokens[index - 2][1] in MONTHS
        and len(after) == 4
        and after.isdigit()
    )
