"""The names the user goes by: what a summary may call the user instead of "the user".

"Priya asked for staging only" attributes a request to the user as "the user asked" does,
when Priya is the name the user gave: "Hey, Priya Raman here", "This is Priya Raman", "My
name is Priya", or, in the first message or a reply to a question that asks for a name, a
message or a sentence that opens with a full name ("Amara Nwosu, security, EMP-16634.", "Hi,
it's Helen", "My deploy failed. Priya Raman, billing, EMP-20417."), or a message signed with
one ("... please keep the other one. Priya Raman"); failing those, the name the agent
addresses the user by ("Thanks, Oskar."). A name the user speaks of ("send $40 to Dana") is
someone else's.

The agent's side has names too: the organization its greeting names ("you've reached
Ketterly Parcel customer care"). A summary that says "a return label from Ketterly" names
the party the user spoke to ("you guys"), not words the user said (`agent_names`).
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Container, Sequence
from typing import Final

from agentstate.events import EventKind, format_ref
from agentstate.validation._language import STOPWORDS
from agentstate.validation._lexicon import WEEKDAYS
from agentstate.validation.core import Cited, ValidationContext

__all__ = [
    "INTRODUCTIONS",
    "OPENING_EVENTS",
    "UserNames",
    "agent_names",
    "names_of",
    "user_names",
]

INTRODUCTIONS: Final = 4
"""How many of the user's first messages may give their name."""
OPENING_EVENTS: Final = 16
"""How many of the session's first events are read for them (one read, whatever its length)."""

_WORD: Final = (
    r"[A-Z\u00c0-\u00de][a-z\u00df-\u00ff]+(?:[A-Z][a-z]+)?"
    r"(?:['\u2019-][A-Z\u00c0-\u00de]?[a-z\u00df-\u00ff]+)?"
)
"""A capitalized word of a name ("Priya", "McKay", "O'Neil", "Tom\u00e1s"); not an acronym."""
_NAME: Final = rf"{_WORD}(?:[ \t]+{_WORD}){{0,2}}"
_FULL_NAME: Final = rf"{_WORD}(?:[ \t]+{_WORD}){{1,2}}"
_GREETING: Final = r"(?:[A-Za-z\u00c0-\u00ff]+[,!][ \t]*)?"
"""A word of greeting before a name, with its comma ("Hi,", "Hola,", "Morning,")."""
_BARE_GREETING: Final = r"(?:[Hh]i|[Hh]ello|[Hh]ey)[ \t]+"
"""A greeting typed without its comma, read only before "it's" ("hi its Leo at Vantage"): "hi
Sam Reyes, ..." may greet the agent."""
_INTRODUCED: Final = re.compile(
    rf"\b(?:I'm|I\u2019m|I am|[Tt]his is|[Mm]y name is|[Mm]y name's)[ \t]+({_NAME})"
)
"""'I'm Priya', 'This is Priya Raman', 'My name is Priya'."""
_HERE: Final = re.compile(rf"(?:^|[.!?,;:][ \t]*)({_NAME}),?[ \t]+here\b")
"""'Priya Raman here', 'Hey, Priya here'."""
_IT_IS: Final = r"(?:[Ii]t's|[Ii]t\u2019s|[Ii]t is|[Ii]ts)"
_OPENING: Final = re.compile(
    rf"(?:^|[.!?][ \t]+)\W*(?:{_BARE_GREETING}{_IT_IS}[ \t]+({_NAME})|{_GREETING}"
    rf"(?:{_IT_IS}[ \t]+({_NAME})|({_FULL_NAME})"
    r"(?:[ \t]*[,.;:(]|[ \t]+(?:from|at|with)[ \t]+[A-Z])))"
)
"""A message or a sentence of it that opens with a name: 'Amara Nwosu, security, EMP-16634.',
"Hi, it's Helen", "My deploy failed. Priya Raman, billing, EMP-20417.", "Amara Nwosu from
Halvern Electric, ...". Read in the user's first message, and in a reply to a message that
asks for a name; only the first such name of a message is the user's."""
_GREETED: Final = re.compile(
    rf"(?:^|[.!?][ \t]+)\W*[A-Za-z\u00c0-\u00ff]+[,!][ \t]*({_WORD})"
    r"[ \t]+(?:from|at|with)[ \t]+[A-Z]"
)
"""A greeting, then a first name before a company: "hi, Amara from Halvern Electric". Read
where an opening name is (without the greeting, "Greetings from Ohio" would be a name)."""
_SIGNED: Final = re.compile(
    rf"(?:^|[.!?\n])[ \t]*(?:[-\u2013\u2014~][ \t]*)?({_FULL_NAME})[ \t]*\.?\s*$"
)
"""A message signed with a full name: its last sentence is the name alone ("... I still need
that. Dana Whitfield"). Read where an opening name is."""
_NOT_NAMES: Final = frozenset({
    "thanks", "thank", "you", "yes", "yeah", "okay", "ok", "sure", "please", "great",
    "perfect", "sorry", "hello", "hi", "hey", "good", "morning", "afternoon", "evening",
    "dear", "sounds", "fine", "cool", "awesome", "right", "correct", "actually", "also",
    "well", "oh", "wait", "one", "just", "looking", "here", "calling", "writing", "trying",
    *WEEKDAYS,
})  # fmt: skip
"""Capitalized words that open a message without being a name ("Thanks, ...", "Its Monday
and ...")."""
_GIVEN: Final = re.compile(
    rf"(?<![A-Za-z])(?<!\bfor )(?<!\bto )(?<!\bof )(?<!\bwith )(?<!\bby )({_FULL_NAME})"
)
"""A full name given in a reply, not after a preposition ("for Priya Raman")."""
_TITLES: Final = frozenset({"professor", "prof", "dr", "doctor", "mr", "mrs", "ms", "mx"})
"""Titles the agent may address the user by, before the name ("Thanks, Professor Harwick.")."""


_ASKS: Final = re.compile(r"\bname\b", re.IGNORECASE)
"""An agent's message that asks for a name ("your first and last name and zip code")."""


def user_names(context: ValidationContext) -> frozenset[str]:
    """The lower-cased words of the names the user gives themselves, read once per validation.

    A user gives their name as the session opens: the first `INTRODUCTIONS` user messages of
    its first `OPENING_EVENTS` events are read, whatever the session's length.
    """
    cache = context.cache.get("user_names")
    if isinstance(cache, frozenset):
        return cache
    found: set[str] = set()
    opening = context.cited_events(
        format_ref(seq) for seq in range(1, min(context.covers_through, OPENING_EVENTS) + 1)
    )
    users = [event for event in opening if event.kind is EventKind.USER][:INTRODUCTIONS]
    asked = [
        event.seq
        for event in opening
        if event.kind is EventKind.ASSISTANT and _ASKS.search(_said(context, event.ref))
    ]
    previous = 0
    for at, event in enumerate(users):
        text = context.text(event)
        names = _introduced(text)
        if not names and not _WORDS_CAPITALIZED.search(text):
            text = _written_back(context, text, opening)  # "ines fark, MB-55102": no capital
            names = _introduced(text)  # "I'm ines fark", written back
        replies = any(previous < seq < event.seq for seq in asked)
        if not names and replies and text != context.text(event):
            # "8834019 isolde varrow" to "your card number and full name": the full name
            # the agent's side writes back, wherever the reply gives it, but after a
            # preposition ("for priya raman": someone the user speaks of)
            names += [
                match.group(1)
                for match in _GIVEN.finditer(text)
                if match.group(1).split()[0].lower() not in _NOT_NAMES
            ][:1]
        answers = at == 0 or replies
        first = (
            (_OPENING.search(text) or _GREETED.search(text) or _SIGNED.search(text))
            if not names
            else None
        )
        if first is not None and answers:
            # The first name a message opens with is the user's; a later one ("Kenji
            # Watanabe (EMP-29015) left on Friday") is someone the user speaks of.
            names += [name for name in first.groups() if name]
        previous = event.seq
        for name in names:
            words = [word.lower() for word in name.split()]
            if not any(word in _NOT_NAMES or word in STOPWORDS for word in words):
                found.update(words)
    if not found:
        found.update(_addressed(context, opening, users))
    given = frozenset(found)
    context.cache["user_names"] = given
    return given


def _introduced(text: str) -> list[str]:
    """The names a message introduces its writer by ("I'm Priya", "Priya Raman here")."""
    return [match.group(1) for pattern in (_INTRODUCED, _HERE) for match in pattern.finditer(text)]


_ADDRESSED: Final = re.compile(
    r"(?:^|[.!?][ \t]+)(?:[Tt]hanks|[Tt]hank you|[Gg]reat|[Pp]erfect|[Hh]i|[Hh]ello|[Ss]orry|"
    r"I'm sorry|[Oo]kay|[Ss]ure|[Gg]ot it|[Ww]elcome(?: back)?|[Uu]nderstood|[Aa]ll set|[Hh]ey|"
    r"[Oo]f course|"
    r"(?:[Gg]ood )?(?:[Mm]orning|[Aa]fternoon|[Ee]vening)),[ \t]+"
    rf"({_WORD})(?:[ \t]+({_WORD}))?[,.!:]"
)
"""The agent addressing the user by name: "Thanks, Tessa.", "Good morning, Ambrose: ...",
"Welcome back, Tessa.", "Of course, Tessa."."""


def _addressed(
    context: ValidationContext, opening: Sequence[Cited], users: Sequence[Cited]
) -> set[str]:
    """The name the agent addresses the user by ("Great, Tessa.", "Thanks, Oskar.").

    "quote QX 55120, tessa vance", answered "Great, Tessa.": the user gave the name in
    words no pattern of introduction reads, and the agent's greeting back says whose it is;
    with the rest of the full name the agent's side writes it in ("Tessa Vance"), when the
    user wrote it. An employee the session already knows may never type it at all.
    """
    said = " ".join(context.text(event).lower() for event in users)
    for event in opening:
        if event.kind is not EventKind.ASSISTANT:
            continue
        for match in _ADDRESSED.finditer(_said(context, event.ref)):
            name = match.group(1).lower()
            if name in _NOT_NAMES:
                continue
            found = {name}
            if name in _TITLES and match.group(2):
                name = match.group(2).lower()  # "Thank you, Professor Harwick."
                found.add(name)
            for other in opening:
                if other.kind in (EventKind.ASSISTANT, EventKind.TOOL_RESULT):
                    for full in re.findall(_FULL_NAME, context.text(other)):
                        words = full.lower().split()
                        if words[0] == name and " ".join(words) in said:
                            found.update(words)
            return found
    return set()


def _written_back(context: ValidationContext, text: str, opening: Sequence[Cited]) -> str:
    """A message written in lower case, with the names the agent's side writes back.

    Each full name the agent or a lookup writes is capitalized as it writes it:
    "priya raman, phone 555 0100" opens with a name, as "Priya Raman, phone ..." does,
    once the lookup or the agent writes "Priya Raman".
    """
    for event in opening:
        if event.kind in (EventKind.ASSISTANT, EventKind.TOOL_RESULT):
            for name in re.findall(_FULL_NAME, context.text(event)):
                text = re.sub(rf"\b{re.escape(name.lower())}\b", name, text)
    return text


_WORDS_CAPITALIZED: Final = re.compile(r"\b[A-Z][a-z]")
"""A word written with a capital: a message with none is written in lower case, its ids
("MB-55102", "ACC-3190") aside."""


def _said(context: ValidationContext, ref: str) -> str:
    """What an assistant message says in words: its text, not its tool calls' arguments."""
    event = context.event(ref)
    text = event.content.get("text") if event is not None else None
    return text if isinstance(text, str) else ""


_CAPITALIZED: Final = re.compile(rf"(?<![.!?:]\s)(?<!^)\b({_WORD})\b")
"""A capitalized word that does not open a sentence."""


def agent_names(context: ValidationContext) -> frozenset[str]:
    """The lower-cased words the agent's greeting names its side by, read once per validation.

    The capitalized words of the assistant's greeting, the message with text it says
    before the user's first message, but the first of each sentence, the user's names and the
    days of the week: "Hi, you've reached Ketterly Parcel customer care." gives
    ``{"ketterly", "parcel"}``.
    """
    cache = context.cache.get("agent_names")
    if isinstance(cache, frozenset):
        return cache
    opening = context.cited_events(
        format_ref(seq) for seq in range(1, min(context.covers_through, OPENING_EVENTS) + 1)
    )
    greeting = ""
    for event in opening:
        if event.kind is EventKind.USER:
            break  # only what the agent says before the user speaks greets
        if event.kind is EventKind.ASSISTANT and (greeting := _said(context, event.ref)):
            break
    users = user_names(context)
    found = frozenset(
        word
        for sentence in re.split(r"(?<=[.!?])\s+", greeting)
        for match in _CAPITALIZED.finditer(sentence)
        if (word := match.group(1).lower()) not in _NOT_NAMES
        and word not in STOPWORDS
        and word not in users
        and word not in WEEKDAYS
    )
    context.cache["agent_names"] = found
    return found


class UserNames(Container[str]):
    """`user_names`, read on the first question: most sentences never ask it."""

    def __init__(self, context: ValidationContext) -> None:
        # Held weakly: the context's cache holds this object, and a reference back made a
        # cycle that left each validation's readings (some 1,200 containers) to the cyclic
        # collector instead of freeing them when the validation returns.
        self._context = weakref.ref(context)
        self._names: frozenset[str] | None = None

    def __contains__(self, word: object) -> bool:
        if self._names is None:
            context = self._context()
            assert context is not None, "asked after its validation"
            self._names = user_names(context)
        return word in self._names


def names_of(context: ValidationContext) -> UserNames:
    """The validation's `UserNames`, one for all its rules."""
    found = context.cache.get("user_names.lazy")
    if not isinstance(found, UserNames):
        found = context.cache["user_names.lazy"] = UserNames(context)
    return found
