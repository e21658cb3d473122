"""Totals: the numbers an item itself computes from the numbers it states.

"hire 1200, fees 800, travel 350 (total 2350)": the total is no value a cited event
need hold. It is the sum of the numbers the item says before it, each of which is grounded
on its own; a word of totalling stands right before it ("total", "in all", "altogether",
"combined"), so a number that only happens to equal a sum is not read as one. So with a
share ("$740.00 less a 10% discount" where the event says "-$74.00": `a_share`) and with an
operand of the item's own sum or difference ("$1,140.00 ($1,200 less $60.00)": `an_operand`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from typing import Final

from agentstate.validation._literals import LiteralValue, number_atom

__all__ = ["a_share", "an_operand", "totals_its_parts"]

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


_PERCENT: Final = ("%", " %", " percent", " per cent")
"""What makes the number before it a share in hundredths ("10%", "10 percent")."""
_CENT: Final = Decimal("0.01")


def a_share(
    text: str, literal: LiteralValue, found: Sequence[LiteralValue], held: Callable[[str], bool]
) -> bool:
    """Whether `literal` is a percentage of a number the item states that evidence `held`.

    "the $740.00 plan less a 10% loyalty discount" citing "loyalty discount -$74.00": the
    share is the item's reading of two amounts, and 10% of 740 is the 74 a cited event
    holds. `held` tells whether an atom is held by the evidence the item cites.
    """
    share = _value(literal)
    if share is None or not text.startswith(_PERCENT, literal.end):
        return False
    for other in found:
        base = _value(other) if other is not literal else None
        if base is None or base == 0:
            continue
        part = (base * share / 100).quantize(_CENT)
        if part and held(number_atom(f"{part:f}")):
            return True
    return False


def an_operand(literal: LiteralValue, found: Sequence[LiteralValue]) -> bool:
    """Whether `literal` and two other numbers of the item make a sum the item states.

    "$2,900.80 ($3,040 less $139.20)": the 3,040 is what the item subtracts from, an
    operand of its own arithmetic, not a claim that the balance is still 3,040. The three
    numbers are the item's own, each a different one: one is the sum of the other two.
    """
    value = _value(literal)
    if value is None or value == 0:
        return False
    others = [
        number
        for other in found
        if other is not literal and (number := _value(other)) is not None and number != 0
    ]
    return any(
        value in (first + second, first - second, second - first)
        for index, first in enumerate(others)
        for second in others[index + 1 :]
    )
