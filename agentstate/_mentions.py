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
from collections.abc import Iterable, Iterator
from typing import Final

__all__ = ["MAX_MENTIONS", "MentionIndex", "mentioned_values"]

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
    return list(dict.fromkeys(_values(_VALUE.finditer(text))))


def _values(matches: Iterable[re.Match[str]]) -> Iterator[str]:
    for match in matches:
        value = " ".join(match.group().split())
        if match.lastgroup == "id":
            bare = value.lstrip("#")
            if not (_LETTER.search(bare) and _DIGIT.search(bare)) or _NOT_AN_ID.fullmatch(bare):
                continue
        yield value


_WORD: Final = re.compile(r"\w")


class MentionIndex:
    """`mentioned_values` of every suffix of one text, reading the text once.

    An excerpt names the values of the part it leaves out, and the fitting tries several
    cuts of one event: each suffix is read from the matches of the whole text, found once.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        matches = list(_VALUE.finditer(text))
        self._at = {match.start(): index for index, match in enumerate(matches)}
        self._values = [next(_values([match]), None) for match in matches]

    def values_from(self, start: int) -> list[str]:
        """``mentioned_values(text[start:])``, exactly."""
        if start > 0 and _WORD.match(self.text, start - 1):
            # A word boundary at `start` reads the character before it: read the suffix.
            return mentioned_values(self.text[start:])
        # Matches found from `start` are the whole text's from the first one that begins
        # where one of the whole text's does (a match depends only on where it begins); only
        # a match of the whole text that straddles `start` makes them differ before that.
        head: list[re.Match[str]] = []
        index = len(self._values)
        for match in _VALUE.finditer(self.text, start):
            found = self._at.get(match.start())
            if found is not None:
                index = found
                break
            head.append(match)
        return list(
            dict.fromkeys([*_values(head), *(v for v in self._values[index:] if v is not None)])
        )
