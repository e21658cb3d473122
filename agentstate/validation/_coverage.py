"""Coverage: how much of an attributed content the user's messages say.

The attribution rule asks it of what a summary puts in the user's mouth: the content's
values must be held by the user's events, and enough of its words said there (a share of
its content stems, `coverage`); a content most of whose words no user said is made up, not
a paraphrase. The words of a value ("pm" of "4:45 pm") are judged as the value, never as
words; negations stand for one another ("never call me" says "not to be called"); words that
only relate two things ("instead", "rather") are no content of their own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import Final

from agentstate.events import EventKind
from agentstate.validation._attribution_phrases import IGNORED
from agentstate.validation._language import content_stems, same_acts, stem
from agentstate.validation._lexicon import ASSENT, NUMBER_WORDS, ONLY_WORDS
from agentstate.validation._literals import LiteralValue
from agentstate.validation._status_words import IRREGULAR_PAST
from agentstate.validation._user_names import agent_names, user_names
from agentstate.validation.core import Cited, ValidationContext

__all__ = [
    "NEGATION_STEMS",
    "closest_event",
    "described_values",
    "echoed",
    "found_aside",
    "held",
    "invented",
    "named_by",
    "never_said",
    "said_by_assistant",
    "share",
    "unsupported_by",
]

_MOSTLY_SAID: Final = 0.5
"""The share of an attribution's words the user's messages must hold for it to be a
paraphrase; below it, with `_FEWEST_INVENTED` words unsaid, it is made up."""
_FEWEST_INVENTED: Final = 2
"""Content words no user said before an attribution is called made up: fewer may be the
summary's own connecting words ("after", "then")."""

NEGATION_STEMS: Final = frozenset(
    stem(word) for word in ("not", "no", "never", "without", "none", "nor", "neither")
)
"""Negations, one for another in coverage ("never call" says "not to be called"); whether
the negation is in the right place is for the polarity check."""
_LINKING: Final = frozenset(stem(word) for word in ("instead", "rather", "opposed"))
"""Words that only relate two things ("R7KQ2M instead of Q4LJ8Z"): no content of their own
for coverage; the polarity check reads them."""


def _without_literals(context: ValidationContext, content: str) -> str:
    """`content` with its literals blanked out (their words are no content words)."""
    found = context.literals(content)
    if not found:
        return content
    parts: list[str] = []
    at = 0
    for literal in sorted(found, key=lambda literal: literal.start):
        if literal.start >= at:
            parts += [content[at : literal.start], " "]
            at = literal.end
    return "".join([*parts, content[at:]])


def held(context: ValidationContext, literal: LiteralValue, events: Sequence[Cited]) -> bool:
    """Whether one of `events` holds the value."""
    return any(context.holds(event, literal.atom) for event in events)


def found_aside(
    context: ValidationContext, content: str, literal: LiteralValue, found: Sequence[Cited]
) -> bool:
    """Whether `literal` stands in a parenthesis of `content` and one of `found` holds it.

    An aside describes a record as the lookup found it ("JOB-1 (delivered 5/2): fine as is,
    per Ana"): it is the summary's account of the record, not what the user said.
    """
    before = content[: literal.start]
    return before.count("(") > before.count(")") and held(context, literal, found)


def never_said(
    context: ValidationContext, content: str, users: Sequence[Cited], *, ids: bool
) -> list[LiteralValue]:
    """The values of `content` no user message holds.

    Amounts, counts, dates and times always count; identifiers only for what the user is
    said to have said (`ids`): in what they asked for, an id may name the object the agent
    found ("wants to change reservation K2VX9P").
    """
    return [
        literal
        for literal in context.literals(content)
        if literal.kind != "ref"
        and (ids or literal.kind != "identifier")
        and not held(context, literal, users)
    ]


_ONLY: Final = frozenset(stem(word) for word in ONLY_WORDS)
_BASE: Final = {stem(past): stem(verb) for past, verb in IRREGULAR_PAST.items()}
"""The stem of an irregular past's verb, by the past's stem: "left alone" says "leave alone"."""


_ASSENT_STEMS: Final = frozenset(stem(word) for word in ASSENT)
"""The stems of `_lexicon.ASSENT`."""
_CLOSED_PARTICLES: Final = ("up", "out", "off", "over", "back", "down")
"""Particles a phrasal verb's noun is written closed with ("pickup", "checkout", "dropoff")."""


def _opened(word: str) -> str | None:
    """The verb's stem of a phrasal verb written closed ("pickup": "pick"), else None."""
    for particle in _CLOSED_PARTICLES:
        if word.endswith(particle) and len(word) - len(particle) >= 3:
            return stem(word[: -len(particle)])
    return None


def share(
    context: ValidationContext,
    content: str,
    users: Sequence[Cited],
    *,
    also: AbstractSet[str] = frozenset(),
    names: AbstractSet[str] = frozenset(),
    assent: bool = False,
) -> tuple[float, set[str]]:
    """The share of `content`'s words that `users` say together, and the stems they lack.

    Stems in `also` count as said, those in `names` (what others named its objects) are not
    counted; an irregular past of `content` counts as its verb ("Omar's left alone" of "Leave
    Omar's alone"; not the other way: "I get paid" is no word of paying); "flies" is a word of
    "fly". A word that restricts ("only") is not counted: "just" says it, as does a request of
    one thing. The words of its literals ("pm" of "4:45 pm", "March" of "March 3") are not
    counted: values are judged as values; nor are the names the user gives themselves and those
    the agent's greeting gives its side ("Graham Ostrowski needed a label from Ketterly"): they
    say who, not what. A phrasal verb's noun written closed says the verb ("pickup" says "pick
    up", and "pick up" says "pickup"); a number in words is said in digits ("six" by "6").
    With `assent`, the words a reply says yes with ("go ahead", "sounds good":
    `_lexicon.ASSENT`) say nothing.
    """
    stems = content_stems(_without_literals(context, content))
    wanted = {
        word
        for word in stems
        if word not in IGNORED
        and word not in _LINKING
        and word not in _ONLY
        and word not in names
        and word[0] != "{"
    }
    if not wanted:
        return 1.0, set()
    user_stems: set[str] = set(also)
    for event in users:
        user_stems |= context.stems(event)
    user_stems = same_acts(user_stems)  # "switch it to my card" says "changed to the card"
    if not user_stems.isdisjoint(NEGATION_STEMS):  # "never call me" says "not called"
        user_stems |= NEGATION_STEMS
    user_stems |= {verb for word in user_stems if (verb := _opened(word)) is not None}
    # A short verb keeps its "y" where its "-ies" form ends in "i" ("fly", "flies": "fli").
    user_stems |= {word[:-1] + "i" for word in user_stems if word.endswith("y")}
    if assent:  # "yes, go ahead" says yes, not "go"
        user_stems -= _ASSENT_STEMS
    missing = {
        word
        for word in wanted - user_stems
        if _BASE.get(word) not in user_stems
        and _opened(word) not in user_stems
        and not _said_apart(context, word, users)
        and not _said_in_digits(context, word, users)
    }
    if missing:  # the parties' names are not what is said: read only when something is unsaid
        names = {stem(name) for name in user_names(context) | agent_names(context)}
        wanted -= names
        missing -= names
        if not wanted:
            return 1.0, set()
    return 1 - len(missing) / len(wanted), missing


_COUNTED: Final = {stem(word): number for word, number in NUMBER_WORDS.items()}
"""The stems of the words that count ("six"), with their numbers."""


def _said_in_digits(context: ValidationContext, word: str, users: Sequence[Cited]) -> bool:
    """Whether a number written in words is said in digits ("a crew of six" of "6 of us then")."""
    number = _COUNTED.get(word)
    return number is not None and any(context.holds(event, f"n:{number}") for event in users)


def _said_apart(context: ValidationContext, word: str, users: Sequence[Cited]) -> bool:
    """Whether a hyphenated word is said with its parts apart ("in-person" of "in person").

    The parts must stand side by side: "one month, not three" says no "three-month".
    """
    if "-" not in word:
        return False
    apart = re.compile(rf"(?<!\w){re.escape(word.replace('-', ' '))}(?!\w)")
    return any(apart.search(context.text(event).lower()) for event in users)


_FEWEST_LEFT: Final = 2
"""Content words an attribution must keep beyond the names others gave its objects."""


def named_by(context: ValidationContext, content: str, others: Sequence[Cited]) -> frozenset[str]:
    """The stems of `content`'s proper names that `others` (the agent's, a tool's) hold.

    "wanted her Marigold Diner order sent to the office" names the order as the agent's
    lookup did: what the user asked for is the rest. Only when the rest has
    `_FEWEST_LEFT` content words at the least ("asked for the Hilton" is all the name).
    """
    names: set[str] = set()
    for sentence in context.sentences(content):
        for token in sentence.tokens[1:]:
            if token.kind == "word" and token.text[0].isupper() and token.stem:
                names.add(token.stem)
    if not names:
        return frozenset()
    held_names = {name for name in names if any(name in context.stems(e) for e in others)}
    rest = content_stems(content) - IGNORED - held_names
    return frozenset(held_names) if len(rest) >= _FEWEST_LEFT else frozenset()


_DESCRIBING_WORDS: Final = 3
"""How many words right beside a value may be its name ("$38.00 artwork fee")."""
_WORD: Final = re.compile(r"[^\W\d_][\w'-]*")


def _beside(content: str, start: int, end: int) -> list[str]:
    """The words right after `content[start:end]`, and right before it, up to a stopword."""
    found: list[str] = []
    for words in (content[end:].split(), content[:start].split()[::-1]):
        for word in words[:_DESCRIBING_WORDS]:
            match = _WORD.fullmatch(word.strip(".,;:()"))
            if match is None or not content_stems(match.group(0)):
                break  # a mark, a number or a stopword ends the value's name
            found.append(match.group(0))
    return found


def described_values(
    context: ValidationContext, content: str, users: Sequence[Cited], others: Sequence[Cited]
) -> frozenset[str]:
    """The stems of the words beside a value the user said that name it as `others` do.

    "wanted the $38.00 artwork fee waived" citing "would you waive the 38?" and the agent's
    "the $38.00 artwork fee stays": the user named the fee by its amount, and "artwork fee"
    is the agent's name for it, beside the same value in a message that holds it.
    """
    found: set[str] = set()
    for literal in context.literals(content):
        if literal.kind == "ref" or not held(context, literal, users):
            continue
        naming = [event for event in others if context.holds(event, literal.atom)]
        for word in _beside(content, literal.start, literal.end) if naming else ():
            found |= {
                stemmed
                for stemmed in content_stems(word)
                if any(stemmed in context.stems(event) for event in naming)
            }
    return frozenset(found)


def unsupported_by(
    context: ValidationContext,
    content: str,
    users: Sequence[Cited],
    *,
    coverage: float,
    values: bool = True,
    others: Sequence[Cited] = (),
    lookups: Sequence[Cited] = (),
) -> str | None:
    """Why `users` do not say `content` (its values, or `coverage` of its words), or None.

    `others` are events that may have named what the user asked about (the agent's
    lookup): the identifiers and proper names they hold are the object's names, not the
    user's words, as are their words beside a value the user said (`described_values`); the
    values `lookups` (tool results) hold describe it, as found.
    """
    missing = [
        literal.text
        for literal in (context.literals(content) if values else ())
        if literal.kind != "ref"
        and not held(context, literal, users)
        and not (literal.kind == "identifier" and held(context, literal, others))
        and not held(context, literal, lookups)
    ]
    if missing:
        return f"not said: {', '.join(repr(value) for value in missing)}"
    names = named_by(context, content, others) if others else frozenset()
    if names:  # a name the user said is theirs to say
        names -= {name for name in names for event in users if name in context.stems(event)}
    if others:  # "the $38.00 artwork fee" of the user's "the 38"
        names |= described_values(context, content, users, others)
    said, missing_stems = share(context, content, users, names=names)
    if said >= coverage:
        return None
    unsaid = dict.fromkeys(
        token.text
        for sentence in context.sentences(content)
        for token in sentence.tokens
        if token.stem in missing_stems
    )
    return f"not said: {', '.join(list(unsaid)[:8])}"


def invented(context: ValidationContext, content: str, users: Sequence[Cited]) -> bool:
    """Whether no user message says even half of what `content` says.

    Then it is made up, not a paraphrase ("waive the fee" when no user spoke of a fee).
    """
    said, missing = share(context, content, users)
    return not users or (len(missing) >= _FEWEST_INVENTED and said < _MOSTLY_SAID)


def closest_event(context: ValidationContext, content: str, events: Sequence[Cited]) -> Cited:
    """The event sharing the most content words with `content`."""
    stems = content_stems(content)
    return max(events, key=lambda event: len(stems & context.stems(event)))


def said_by_assistant(context: ValidationContext, content: str, *, coverage: float) -> Cited | None:
    """The assistant message that says `content` (its values and words), if one does."""
    if not content_stems(content) and not context.literals(content):
        return None
    for event in context.messages(EventKind.ASSISTANT):
        if unsupported_by(context, content, [event], coverage=coverage) is None:
            return event
    return None


def echoed(context: ValidationContext, content: str) -> tuple[Cited, list[str]] | None:
    """The assistant message whose words a statement given as the user's is in, if so.

    "The user said the extra suitcase is free" when the user spoke of a suitcase and the
    agent said it was free: enough of it is the user's for a request restated, but it holds
    words that no user message of the session says, and one assistant message says the
    whole of it. Returns that message and the words no user said.
    """
    _, lacking = share(context, content, context.messages(EventKind.USER))
    if not lacking:
        return None
    agent = said_by_assistant(context, content, coverage=1.0)
    if agent is None:
        return None
    unsaid = (
        token.text
        for sentence in context.sentences(content)
        for token in sentence.tokens
        if token.stem in lacking
    )
    return agent, list(dict.fromkeys(unsaid))
