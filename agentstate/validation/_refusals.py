"""Refusals: a requirement in a summary that asks for what the user refused.

"Travel insurance requested for the trip" citing "No, I do not want travel insurance". A
constraint or an objective is the user's requirement whoever its text names, so what it asks
for is compared with what the cited user messages refuse, one negation's head at a time
(`_polarity`'s reading). Only a clear inversion counts: a sentence with no negation and no
word of refusal (`_lexicon.REFUSALS`: "declined", "opted out") that names every word of a
refusal, one of which no user message asks for or states, and that is not the user's own
words cut from the message ("want travel insurance" out of "I do not want travel
insurance").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from collections.abc import Set as AbstractSet
from typing import Final

import attrs

from agentstate.events import EventKind
from agentstate.summary import Item
from agentstate.validation._attribution_phrases import IGNORED, attributions
from agentstate.validation._language import Sentence, content_stem, same_acts
from agentstate.validation._lexicon import REFUSALS
from agentstate.validation._polarity import asks_for, refusals, unqualified
from agentstate.validation._user_names import names_of
from agentstate.validation.core import Cited, ValidationContext

__all__ = ["Inversion", "excerpt", "inversions", "may_refuse"]

_MAY_REFUSE: Final = re.compile(
    r"\b(?:not?|never|nor|none|neither|without|cannot|rather|instead|opposed)\b|n't",
    re.IGNORECASE,
)
"""A quick test for a text that may refuse anything: it holds a negation (`_polarity`)."""


@attrs.frozen
class Inversion:
    """A sentence of a requirement that asks for what a user message refused."""

    sentence: Sentence
    ref: str
    """The user event that refuses it."""
    words: tuple[str, ...]
    """The requirement's words that name what was refused, as written."""


def may_refuse(text: str) -> bool:
    """A quick test: whether a text holds a negation, so that it may refuse anything."""
    return _MAY_REFUSE.search(text) is not None


def excerpt(text: str, source: str) -> bool:
    """Whether `text` is `source`'s own words, cut from it (case and spacing aside)."""
    return " ".join(text.lower().split()).strip(" .;,") in " ".join(source.lower().split())


def _refused_by(
    context: ValidationContext, event: Cited, user_text: Callable[[Cited], str]
) -> list[frozenset[str]]:
    """What a user event refuses (`refusals`, less the words of attribution), read once."""
    cache = context.cache.setdefault("refusals.by_event", {})
    assert isinstance(cache, dict)
    found = cache.get(event.seq)
    if found is None:
        text = user_text(event)
        phrases = refusals(context.sentences(text)) if may_refuse(text) else []
        found = cache[event.seq] = [phrase - IGNORED for phrase in phrases if phrase - IGNORED]
    assert isinstance(found, list)
    return found


def inversions(
    context: ValidationContext,
    item: Item,
    *,
    user_text: Callable[[Cited], str],
    asked: Callable[[], AbstractSet[str]],
) -> Iterator[Inversion]:
    """The sentences of `item` that ask for what its cited user events refuse.

    `user_text` gives a cited user event's text; `asked`, what any user message asks for or
    states (read only once a sentence asks for a refusal whole). A sentence holding an
    attribution is the attribution rule's to read as such.
    """
    refused = [
        (event, phrase)
        for event in context.cited(item.refs)
        if event.kind is EventKind.USER
        for phrase in _refused_by(context, event, user_text)
    ]
    if not refused:
        return
    for sentence in context.sentences(item.text):
        stems = unqualified(sentence, REFUSALS)
        if not stems or sentence.question or any(attributions(sentence, names_of(context))):
            continue
        stems = frozenset(same_acts(stems))  # "announce" asks for the "notify" refused
        said = sentence.text_in(item.text)
        for event, phrase in refused:
            if (
                asks_for(phrase, stems)
                and not excerpt(said, user_text(event))
                and not asks_for(phrase, asked())
            ):
                bases = same_acts({word.partition("~")[0] for word in phrase})
                words = dict.fromkeys(
                    token.text for token in sentence.tokens if content_stem(token) in bases
                )
                yield Inversion(sentence, event.ref, tuple(words))
                break
