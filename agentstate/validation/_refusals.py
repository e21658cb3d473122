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

from collections.abc import Callable, Iterator
from collections.abc import Set as AbstractSet

import attrs

from agentstate.events import EventKind
from agentstate.summary import Item
from agentstate.validation._attribution_phrases import IGNORED, attributions
from agentstate.validation._language import Sentence, content_stem
from agentstate.validation._lexicon import REFUSALS
from agentstate.validation._polarity import refusals, unqualified
from agentstate.validation.core import Cited, ValidationContext

__all__ = ["Inversion", "inversions"]


@attrs.frozen
class Inversion:
    """A sentence of a requirement that asks for what a user message refused."""

    sentence: Sentence
    ref: str
    """The user event that refuses it."""
    words: tuple[str, ...]
    """The requirement's words that name what was refused, as written."""


def _excerpt(text: str, source: str) -> bool:
    """Whether `text` is `source`'s own words, cut from it (case and spacing aside)."""
    return " ".join(text.lower().split()).strip(" .;,") in " ".join(source.lower().split())


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
    users = [event for event in context.cited(item.refs) if event.kind is EventKind.USER]
    refused = [
        (event, phrase - IGNORED)
        for event in users
        for phrase in refusals(context.sentences(user_text(event)))
        if phrase - IGNORED
    ]
    if not refused:
        return
    for sentence in context.sentences(item.text):
        stems = unqualified(sentence, REFUSALS)
        if not stems or sentence.question or any(attributions(sentence)):
            continue
        said = sentence.text_in(item.text)
        for event, phrase in refused:
            if phrase <= stems and not _excerpt(said, user_text(event)) and not phrase <= asked():
                words = dict.fromkeys(
                    token.text for token in sentence.tokens if content_stem(token) in phrase
                )
                yield Inversion(sentence, event.ref, tuple(words))
                break
