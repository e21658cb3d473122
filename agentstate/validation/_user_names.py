"""The names the user goes by: what a summary may call the user instead of "the user".

"Priya asked for staging only" attributes a request to the user as "the user asked" does,
when Priya is the name the user gave: "Hey, Priya Raman here", "This is Priya Raman", "My
name is Priya", or a message that opens with a full name ("Amara Nwosu, security,
EMP-16634."). Only names the user gives themselves count: a name the user speaks of ("send
$40 to Dana") is someone else's.
"""

from __future__ import annotations

import re
from typing import Final

from agentstate.events import EventKind
from agentstate.validation._language import STOPWORDS
from agentstate.validation.core import ValidationContext

__all__ = ["user_names"]

_WORD: Final = r"[A-Z\u00c0-\u00de][^\W\d_]+(?:['\u2019-][A-Z\u00c0-\u00de]?[^\W\d_]+)?"
"""A capitalized word of a name ("Priya", "O'Neil", "Tom\u00e1s", "Smith-Jones")."""
_NAME: Final = rf"{_WORD}(?:[ \t]+{_WORD}){{0,2}}"
_FULL_NAME: Final = rf"{_WORD}(?:[ \t]+{_WORD}){{1,2}}"
_INTRODUCED: Final = re.compile(
    rf"\b(?:I'm|I\u2019m|I am|[Tt]his is|[Mm]y name is|[Mm]y name's|[Ii]t's)[ \t]+({_NAME})"
)
"""'I'm Priya', 'This is Priya Raman', 'My name is Priya'."""
_HERE: Final = re.compile(rf"(?:^|[.!?,;:][ \t]*)({_NAME}),?[ \t]+here\b")
"""'Priya Raman here', 'Hey, Priya here'."""
_OPENING: Final = re.compile(rf"^\W*(?:(?i:hi|hey|hello)\W+)?({_FULL_NAME})[ \t]*[,.;:(]")
"""A message that opens with a full name: 'Amara Nwosu, security, EMP-16634.'"""
_NOT_NAMES: Final = frozenset({
    "thanks", "thank", "you", "yes", "yeah", "okay", "ok", "sure", "please", "great",
    "perfect", "sorry", "hello", "hi", "hey", "good", "morning", "afternoon", "evening",
    "dear", "sounds", "fine", "cool", "awesome", "right", "correct", "actually", "also",
    "well", "oh", "wait", "one", "just", "looking", "here", "calling", "writing", "trying",
})  # fmt: skip
"""Capitalized words that open a message without being a name ("Thanks, ...")."""


def user_names(context: ValidationContext) -> frozenset[str]:
    """The lower-cased words of the names the user gives themselves, read once per validation."""
    cache = context.cache.get("user_names")
    if isinstance(cache, frozenset):
        return cache
    found: set[str] = set()
    for event in context.messages(EventKind.USER):
        text = context.text(event)
        for pattern in (_INTRODUCED, _HERE, _OPENING):
            for match in pattern.finditer(text):
                words = [word.lower() for word in match.group(1).split()]
                if not any(word in _NOT_NAMES or word in STOPWORDS for word in words):
                    found.update(words)
    names = frozenset(found)
    context.cache["user_names"] = names
    return names
