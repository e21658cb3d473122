"""Totals: a number the item itself adds up from the numbers it lists.

"hire 1200, fees 800, travel 350 (total 2350)": the total is no value a cited event
need hold. It is the sum of the numbers the item says before it, each of which is grounded
on its own; a word of totalling stands right before it ("total", "in all", "altogether",
"combined"), so a number that only happens to equal a sum is not read as one.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal, InvalidOperation
from typing import Final

from agentstate.validation._literals import LiteralValue

__all__ = ["totals_its_parts"]

_TOTALLING: Final = ("total", "total of", "in all", "altogether", "combined", "sum", "sum of")
"""Words right before a number that make it the sum of what the item lists."""
_REACH: Final = 12
"""How many characters before a number its word of totalling may start."""
_FEWEST_PARTS: Final = 2


def totals_its_parts(text: str, literal: LiteralValue, found: Sequence[LiteralValue]) -> bool:
    """Whether `literal` is the sum of the numbers `found` before it, and says so.

    `found` are the literals of the item's `text`, in order.
    """
    if literal.kind != "number":
        return False
    before = text[max(0, literal.start - _REACH) : literal.start].lower()
    before = before.rstrip(" :=$\u00a3\u20ac").rstrip()
    if not before.endswith(_TOTALLING):
        return False
    total = _value(literal)
    parts = [
        value
        for other in found
        if other.kind == "number"
        and other.end <= literal.start
        and (value := _value(other)) is not None
    ]
    return total is not None and len(parts) >= _FEWEST_PARTS and sum(parts) == total


def _value(literal: LiteralValue) -> Decimal | None:
    if not literal.atom.startswith("n:"):
        return None
    try:
        return Decimal(literal.atom[2:])
    except InvalidOperation:
        return None
