"""Requests refused: a requirement that negates what the cited user events asked for.

"Charge the difference to the card, not the store credit" citing "use my store credit for
the difference": the head of a negation in a requirement that a cited user message asks
for, and that no user message refuses, turns the user's request round. A requirement that
refuses what the user refused elsewhere (the act asked of another object: "He does not want
it shipped to the office" of "No, not the office! Ship it to my house") refuses nothing of
theirs; nor does a sentence holding an attribution (the attribution rule reads it as such),
a question, or a sentence quoting the user; nor one that restricts the same ask to another
of its objects ("No bath for Rolo; a bath for Pip only": `restricted_asks`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

import attrs

from agentstate.events import EventKind
from agentstate.summary import Item
from agentstate.validation._answers import users_stance
from agentstate.validation._attribution_phrases import IGNORED, attributions
from agentstate.validation._contradictions import contradictions
from agentstate.validation._language import Sentence, content_stem, stem
from agentstate.validation._lexicon import ONLY_WORDS
from agentstate.validation._polarity import content_of, read_segment, segments_of, stance
from agentstate.validation._refusals import excerpt, may_refuse
from agentstate.validation._user_names import names_of
from agentstate.validation.core import ValidationContext

__all__ = ["RefusedRequest", "negated_subjects", "refused_request", "restricted_asks"]


@attrs.frozen
class RefusedRequest:
    """What a requirement refuses of the user's requests."""

    words: tuple[str, ...]
    """The requirement's words for what it refuses, as written."""
    refs: tuple[str, ...]
    """The cited user events that ask for it."""


def refused_request(context: ValidationContext, item: Item) -> RefusedRequest | None:
    """What `item` refuses of what its cited user events ask for, if anything."""
    if not may_refuse(item.text):
        return None
    users = [event for event in context.cited(item.refs) if event.kind is EventKind.USER]
    if not users:
        return None
    user = users_stance(context, users)
    if context.content_stems(item.text).isdisjoint(
        word.partition("~")[0] for word in user.requested
    ):
        return None  # it says nothing the user asked for: nothing it could refuse of it
    said = [context.text(event) for event in users]
    sentences = [
        sentence
        for sentence in context.sentences(item.text)
        if not sentence.question
        and not any(attributions(sentence, names_of(context)))
        and not any(excerpt(sentence.text_in(item.text), text) for text in said)
    ]
    found = contradictions(sentences, user, asks=True)
    if not found.refused:
        return None
    everyone = users_stance(context, context.messages(EventKind.USER))
    negated = {word.partition("~")[0] for word in everyone.negated}
    own = {word.partition("~")[0] for word in stance(sentences).negated}
    # "His personal card should not be charged": its subject's own words, those the user did
    # not ask for, are refused with the verb.
    own |= negated_subjects(sentences) - {word.partition("~")[0] for word in user.requested}
    if not own.isdisjoint(negated - IGNORED):
        # "He does not want it shipped to the office" of "No, not the office! Ship it to my
        # house": it refuses what the user refused, the act asked of another object
        return None
    wanted = {word.partition("~")[0] for word in found.refused} - negated - IGNORED
    # "No bath for Rolo; a bath for Pip only": it restricts the ask to another of its objects
    wanted -= restricted_asks(sentences)
    if not wanted.isdisjoint(_WHEN):
        # "Posters next week, not now" of "the flyers now, the posters next week": a time
        # refused is the time of what the requirement speaks of, which the user asked then
        # only if the requirement shares another word with what they asked.
        asked = {word.partition("~")[0] for word in user.requested} - _WHEN
        if context.content_stems(item.text).isdisjoint(asked):
            wanted -= _WHEN
    words = dict.fromkeys(
        token.text
        for sentence in sentences
        for token in sentence.tokens
        if content_stem(token) in wanted
    )
    if not words:
        return None
    return RefusedRequest(tuple(words), tuple(event.ref for event in users))


def restricted_asks(sentences: Iterable[Sentence]) -> frozenset[str]:
    """The stems a requirement asks for with a word of restriction ("a bath for Pip only").

    Beside a refusal of the same word ("No bath for Rolo"), the restriction tells which of
    its objects is to have it: the refusal is of the other object, not of what was asked.
    """
    found: set[str] = set()
    for sentence in sentences:
        for segment in segments_of(sentence):
            if not ONLY_WORDS.isdisjoint(token.lower for token in segment):
                found.update(word.partition("~")[0] for word in read_segment(segment)[0])
    return frozenset(found)


_WHEN: Final = frozenset(
    stem(word) for word in ("now", "today", "tonight", "tomorrow", "later", "soon", "yet")
)
"""Stems of words saying when, relative to the session: a time of whatever they are said with."""

_MODALS: Final = frozenset({
    "should", "must", "will", "would", "can", "could", "may", "shall", "is", "are", "was",
    "were", "be", "being", "been", "to",
})  # fmt: skip
"""Words before "not" that, with a participle after, make a negated passive."""


def negated_subjects(sentences: Iterable[Sentence]) -> frozenset[str]:
    """The content stems of what a negated passive says is not to be done to.

    "His personal card should not be charged" refuses charging the card, as "do not charge
    his personal card" does: the subject of "should not be charged" (back to its segment's
    start, or past "that") is negated with the verb.
    """
    found: set[str] = set()
    for sentence in sentences:
        for segment in segments_of(sentence):
            for index, token in enumerate(segment):
                if token.lower != "not" or index == 0 or segment[index - 1].lower not in _MODALS:
                    continue
                after = index + 1
                while after < len(segment) and segment[after].lower in ("be", "to", "been"):
                    after += 1
                if after >= len(segment) or not segment[after].lower.endswith("ed"):
                    continue
                start = max(
                    (at + 1 for at, word in enumerate(segment[:index]) if word.lower == "that"),
                    default=0,
                )
                found.update(
                    stemmed
                    for word in segment[start : index - 1]
                    if (stemmed := content_of(word)) is not None
                )
    return frozenset(found)
