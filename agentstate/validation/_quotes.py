"""Reported speech: words a summary quotes verbatim from a cited message.

What someone said stays true as a report: ``The user said: "the credit is approved"`` is a
faithful record of the user's words, not the summary's own claim, and the rendered record
labels quoted text as data. Rules that judge what a summary asserts (grounding, authority)
leave reported speech alone, provided it is verbatim.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from agentstate.summary import PLACEHOLDER
from agentstate.validation._lexicon import PERSONAL_SUBJECTS, USER_NOUNS

__all__ = [
    "ATTRIBUTED",
    "MIN_QUOTE_WORDS",
    "QUOTE_MARKS",
    "is_reported",
    "may_be_reported",
    "normalized",
]

QUOTE_MARKS: Final = '"\u201c\u201d'
"""Quotation marks: straight and curly."""

MIN_QUOTE_WORDS: Final = 4
"""The shortest run of words that counts as a quotation when it is not the whole quote."""

_SPEAKERS: Final = sorted(USER_NOUNS | PERSONAL_SUBJECTS | {"assistant", "agent"})
_REPORTING: Final = (
    "asked", "said", "says", "wrote", "stated", "told", "requested", "wants", "committed",
    "mentioned", "reported",
)  # fmt: skip
ATTRIBUTED: Final = re.compile(
    rf"\b(?:{'|'.join(_SPEAKERS)})\b[^.;:]{{0,40}}?\b(?:{'|'.join(_REPORTING)})\b",
    re.IGNORECASE,
)
"""A sentence that attributes words to someone ("The user asked: ...", "She said: ...")."""

_WORDS = re.compile(r"\S+")
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_ELLIPSIS = "\u2026"


def normalized(text: str) -> str:
    """`text` with every run of whitespace made one space (how quotes are compared)."""
    return " ".join(text.split())


def _marked(text: str, *, start: int, end: int) -> bool:
    before = text[:start]
    return before.count('"') % 2 == 1 or ("\u201c" in before and "\u201d" in text[end:])


def _quotation(text: str, *, start: int, end: int) -> tuple[str, bool] | None:
    """The whole quotation around text[start:end], and whether it ends in an ellipsis.

    A quotation lies between quotation marks, or after the colon of an attribution.
    """
    before = text[:start]
    if before.count('"') % 2 == 1:
        opening, closing = before.rfind('"'), text.find('"', end)
    elif "\u201c" in before and "\u201d" in text[end:]:
        opening, closing = before.rfind("\u201c"), text.find("\u201d", end)
    else:
        attribution = ATTRIBUTED.search(before)
        colon = before.find(":", attribution.end()) if attribution is not None else -1
        if colon < 0:
            return None
        opening, closing = colon, len(text)
    if closing < 0:
        return None
    quoted = normalized(text[opening + 1 : closing])
    cut = quoted.endswith(_ELLIPSIS)
    quoted = quoted.removesuffix(_ELLIPSIS).rstrip()
    return (quoted, cut) if quoted else None


def _pattern(quotation: str) -> str:
    """A regex for `quotation` word for word, each placeholder standing for any value."""
    parts = PLACEHOLDER.split(quotation)
    # PLACEHOLDER has two groups: the split puts them at positions 1, 2 of every triple.
    literal = [re.escape(part) for index, part in enumerate(parts) if index % 3 == 0]
    return r".{1,200}?".join(literal)


def _quotes(quotation: str, source: str, *, cut: bool) -> bool:
    """Whether a whole quotation reproduces `source`.

    All of it or one of its sentences, its start (a quote cut short), or (a quotation of at
    least `MIN_QUOTE_WORDS` words) any part of it.
    """
    pattern = _pattern(quotation)
    if cut:
        return re.match(pattern, source) is not None
    if len(quotation.split()) >= MIN_QUOTE_WORDS:
        return re.search(pattern, source) is not None
    return any(
        re.fullmatch(pattern, sentence) is not None
        for sentence in (source, *_SENTENCE.split(source))
    )


def may_be_reported(text: str, *, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is presented as quoted: `is_reported` needs it to be.

    Between quotation marks, or in a text that attributes words to someone. When it is
    not, `is_reported` is False whatever the sources, so they need not be read.
    """
    if _marked(text, start=start, end=end):
        return True
    if text.isascii():  # (ASCII letters fold alike: a verb of `ATTRIBUTED` is then found so)
        lower = text.lower()
        if not any(map(lower.__contains__, _REPORTING)):
            return False  # every attribution has a verb of reporting: a quick test first
    return ATTRIBUTED.search(text) is not None


def is_reported(text: str, *, start: int, end: int, sources: Sequence[str]) -> bool:
    """Whether ``text[start:end]`` is reported speech: quoted verbatim from one of `sources`.

    The item presents the words as quoted (between quotation marks, or in a sentence that
    attributes them: "The user asked: ..."), and a source holds them verbatim: the whole
    quotation is the whole source (or its start, when the quote ends in an ellipsis), or a
    run of at least `MIN_QUOTE_WORDS` words around them appears in it. Quotations may hold
    placeholders (``{fact:KEY}``) where the source has a value.

    Args:
        text: An item's text.
        start: Where the words begin in `text`.
        end: Where they end.
        sources: The texts of the cited messages that may be quoted, `normalized`.
    """
    if not sources or not may_be_reported(text, start=start, end=end):
        return False
    found = _quotation(text, start=start, end=end)
    if found is not None:
        quotation, cut = found
        if any(_quotes(quotation, source, cut=cut) for source in sources):
            return True
    spans = [match.span() for match in _WORDS.finditer(text)]
    words = [text[first:last].strip(QUOTE_MARKS) for first, last in spans]
    at = next((i for i, (first, last) in enumerate(spans) if first <= start < last), None)
    if at is None:
        return False
    for size in range(min(len(words), 12), MIN_QUOTE_WORDS - 1, -1):
        for first in range(max(0, at - size + 1), min(at, len(words) - size) + 1):
            run = " ".join(words[first : first + size])
            if any(run in source for source in sources):
                return True
    return False
