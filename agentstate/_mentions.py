"""Mentions: the values a person states in prose, found without any domain.

"My order is #W4921003 and the refund should go to jo@example.com, about $54.04" holds three
values no tool call may hold yet. `mentioned_values` finds, in order and once each:

- identifiers: a token of at least five characters with both a letter and a digit
  (``W4921003``, ``TR4403``, ``card_7710442``), with its leading ``#``; not an ordinal,
  a time or a size (``24th``, ``10am``, ``15kg``);
- email addresses;
- amounts of money: a number after a currency mark (``$1,234.50``, ``€20``) or before a
  currency word (``375 dollars``);
- ISO dates (``2024-05-20``).

Names and dates in words are left out: they need a language's reading, which the validator
has; what is found here is what any language writes alike.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["MAX_MENTIONS", "mentioned_values"]

MAX_MENTIONS: Final = 20
"""At most this many values are kept of what a conversation mentioned (the latest)."""

_VALUE: Final = re.compile(
    r"(?P<email>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
    r"|(?P<date>\b\d{4}-\d{2}-\d{2}\b)"
    r"|(?P<money>[$€£]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|usd|euros?|eur)\b)"
    r"|(?P<id>#?\b[A-Za-z0-9][A-Za-z0-9_-]{3,}[A-Za-z0-9]\b)",
    re.IGNORECASE,
)
_LETTER: Final = re.compile(r"[A-Za-z]")
_DIGIT: Final = re.compile(r"\d")
_NOT_AN_ID: Final = re.compile(
    r"\d+(?:st|nd|rd|th|am|pm|h|hrs?|min|mins|s|k|kg|km|lbs?|cm|mm|gb|mb|x)", re.IGNORECASE
)


def mentioned_values(text: str) -> list[str]:
    """The identifiers, emails, amounts and ISO dates of `text`, in order, once each."""
    found: dict[str, None] = {}
    for match in _VALUE.finditer(text):
        kind = match.lastgroup
        value = " ".join(match.group().split())
        if kind == "id":
            bare = value.lstrip("#")
            if not (_LETTER.search(bare) and _DIGIT.search(bare)) or _NOT_AN_ID.fullmatch(bare):
                continue
        found.setdefault(value)
    return list(found)
