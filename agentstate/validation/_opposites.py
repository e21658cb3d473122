"""Opposites: a summary that says the opposite word of the user's, about the same thing.

"Pay from the account with the largest balance" where the user asked for "the account with
the smallest balance"; "send Dana the $40 publicly" after "a private payment to Dana";
"moved earlier" after "a later delivery slot". The user's own words are reused
and one is flipped, so no value is wrong and every other word is said: the attribution
rule's coverage cannot see it, and the polarity reading (`_polarity`) sees only negations.

The reading is deterministic and asks for the same thing on both sides: the summary's word
and the user's opposite (`_lexicon.OPPOSITES`) each stand in a clause with at least one
content word the other's clause has too ("balance", "Dana", "delivery"). It says nothing when
either word is negated ("rather than the larger one"), or when the user also said the
summary's word (they spoke of both).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Final

import attrs

from agentstate.events import EventKind
from agentstate.summary import Item
from agentstate.validation._attribution_phrases import attributed_span, attributions
from agentstate.validation._language import NEGATIONS, Sentence, Token, content_stem
from agentstate.validation._lexicon import OPPOSITES
from agentstate.validation._literals import literals
from agentstate.validation._spoken import bare_hours
from agentstate.validation._user_names import names_of
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["OPPOSED_WORDS", "Opposite", "flipped", "opposites"]

_OPPOSED: Final = {
    word: (side, other)
    for first, second in OPPOSITES
    for side, other in ((first, second), (second, first))
    for word in side
}
"""Each word of `OPPOSITES`: its own side (its forms) and the other side."""
OPPOSED_WORDS: Final = frozenset(_OPPOSED)
"""Every word that has an opposite: a text with none of them needs no reading."""
_NEGATING: Final = NEGATIONS | frozenset({"rather", "instead", "opposed", "nothing", "nobody"})
"""Words that negate an opposed word after them: "nothing before 3:30" says "after 3:30"."""


@attrs.frozen
class Opposite:
    """A word of the summary whose opposite the user said of the same thing."""

    said: str
    """The summary's word, as written."""
    user: str
    """The user's word, as written."""
    ref: str
    """The user event that says it."""


def _clause(tokens: Sequence[Token], at: int) -> list[Token]:
    clause = tokens[at].clause
    return [token for token in tokens if token.clause == clause]


def _negated(tokens: Sequence[Token], at: int) -> bool:
    """Whether a negation comes before the word at `at` in its clause."""
    clause = tokens[at].clause
    return any(
        token.clause == clause and (token.lower in _NEGATING or token.lower.endswith("n't"))
        for token in tokens[:at]
    )


def _anchors(tokens: Sequence[Token], at: int, family: frozenset[str]) -> set[str]:
    """The content stems of the clause of tokens[at], but the opposed words, and its values.

    The atoms of its values anchor too: "before 18:00" and "after 6 pm" speak of one time,
    as do "before 4pm" and "after 4".
    """
    clause = _clause(tokens, at)
    stems = (content_stem(token) for token in clause if token.lower not in family)
    base, first, last = tokens[0].start, clause[0].start, clause[-1].end
    written = [" "] * (tokens[-1].end - base)
    for token in tokens:  # the sentence as written: "18:00" is one value across its marks
        written[token.start - base : token.end - base] = token.text
    text = "".join(written)
    values = {literal.atom for literal in literals(text) if first <= literal.start + base < last}
    values |= bare_hours(text[first - base : last - base])  # "after 4" is a time of day
    return {stem for stem in stems if stem is not None} | values


def opposites(
    tokens: Sequence[Token],
    positions: Iterable[int],
    users: Sequence[tuple[str, Sequence[Sentence]]],
) -> list[Opposite]:
    """The words at `positions` of a summary's sentence whose opposite the user said.

    Args:
        tokens: The summary's sentence.
        positions: Where the words said as the user's own are (an attributed content, or a
            whole constraint).
        users: The cited user events: each ref, with its sentences.
    """
    found: list[Opposite] = []
    user_words = {token.lower for _, sentences in users for s in sentences for token in s.tokens}
    for at in positions:
        entry = _OPPOSED.get(tokens[at].lower)
        if entry is None or _negated(tokens, at):
            continue
        side, other = entry
        if user_words & side or not user_words & other:
            continue
        anchors = _anchors(tokens, at, side | other)
        if not anchors:
            continue
        match = next(
            (
                (ref, token)
                for ref, sentences in users
                for sentence in sentences
                for index, token in enumerate(sentence.tokens)
                if token.lower in other
                and not _negated(sentence.tokens, index)
                and anchors & _anchors(sentence.tokens, index, side | other)
            ),
            None,
        )
        if match is not None:
            found.append(Opposite(tokens[at].text, match[1].text, match[0]))
    return found


def flipped(
    context: ValidationContext, path: str, item: Item, *, rule: str, severity: Severity
) -> Iterator[Finding]:
    """Report words the user's own say the opposite of (`opposites`).

    Read in what is attributed to the user ("the user asked to send it publicly") and in
    a constraint, which is the user's requirement whoever is named.
    """
    words = context.words(item.text)
    if words.isdisjoint(OPPOSED_WORDS):
        return
    users = [event for event in context.cited(item.refs) if event.kind is EventKind.USER]
    if not users:
        return
    heard = [(event.ref, context.sentences(context.text(event))) for event in users]
    whole = path.startswith("constraints[")
    for sentence in context.sentences(item.text):
        if whole:
            positions: Iterable[int] = range(len(sentence.tokens))
        else:
            positions = [
                index
                for attribution in attributions(sentence, names_of(context))
                if not attribution.negated
                for index in attributed_span(attribution)
            ]
        for found in opposites(sentence.tokens, positions, heard):
            said = sentence.text_in(item.text)
            yield Finding(
                rule=rule,
                severity=severity,
                path=f"{path}.text",
                message=(
                    f"says {found.said!r} where the user said {found.user!r} of the same "
                    f"thing ({found.ref})"
                ),
                expected=f"the user's own word ({found.user!r})",
                found=said if len(said) <= 200 else said[:197] + "...",
                refs=(found.ref,),
            )
