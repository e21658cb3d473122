"""Answers to the agent's offers: "no" to "Would you like to make a transfer?" refuses it.

A user who answers an offer often names nothing ("No, I don't want to do that now", "Yes,
please"): what the reply refuses or accepts is the act the assistant's question offered,
read here so that the attribution rule can compare it (a refusal, by polarity) or count the
question's words as the user's (an acceptance). Only the offered act's verb or noun is taken
("transfer" of "make a transfer", "book" of "book the 5 pm flight"), not its details: "No,
book the 7 pm one" refuses a flight, not booking. A yes to any question also confirms the
values its message states (`confirmed_messages`): "Yes." to "... your card ending 4417.
Proceed?" makes 4417 a value the user gave.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator, Sequence
from collections.abc import Set as AbstractSet
from typing import Final

import attrs

from agentstate.events import EventKind
from agentstate.validation._language import Sentence, content_stem
from agentstate.validation._lexicon import (
    DETERMINERS,
    LIGHT_VERBS,
    NO_ANSWERS,
    OFFER_OPENINGS,
    YES_ANSWERS,
)
from agentstate.validation._polarity import Stance, stance
from agentstate.validation.core import Cited, ValidationContext

__all__ = ["accepted_offers", "confirmed_messages", "refused_offers", "users_stance"]

_SKIPPED: Final = LIGHT_VERBS | DETERMINERS
"""Words between an offer's opening and its act ("make a transfer", "do the booking")."""


def refused_offers(context: ValidationContext, users: Sequence[Cited]) -> frozenset[str]:
    """The stems of the acts that these user events turn down in answer to an offer.

    A user event answers the last assistant message before it when no other user message
    comes between them; it turns the offer down when its first word is a refusal
    (`NO_ANSWERS`).
    """
    found: set[str] = set()
    for offer, _ in _offers_answered(context, users, NO_ANSWERS):
        found.update(_offered_act(offer))
    return frozenset(found)


def accepted_offers(context: ValidationContext, users: Sequence[Cited]) -> list[str]:
    """The offering questions that these user events accept (a first word in `YES_ANSWERS`).

    "Yes, please" to "Would you like to make a transfer?" makes the transfer the user's
    request, in the question's words. A question that offers no act ("Proceed?") accepts
    nothing here: the user accepted the proposal, not every word of it ("chose the wallet" is not
    said by a yes to a plan that refunds to the wallet).
    """
    return [
        offer.text_in(context.text(event))
        for offer, event in _offers_answered(context, users, YES_ANSWERS)
        if _offered_act(offer)
    ]


def confirmed_messages(context: ValidationContext, users: Sequence[Cited]) -> list[Cited]:
    """The assistant messages ending in a question that these user events answer yes to.

    "Yes." to "To confirm: change the payment to your card ending 4417. Shall I proceed?"
    confirms the values the message states: they are the user's as much as the agent's.
    """
    return [event for _, event in _offers_answered(context, users, YES_ANSWERS)]


def _offers_answered(
    context: ValidationContext,
    users: Sequence[Cited],
    first_words: AbstractSet[str],
) -> Iterator[tuple[Sentence, Cited]]:
    """Each assistant message's last question a user event answers with `first_words`.

    Each with the message it is in.
    """
    assistants: list[Cited] = []
    spoke: list[int] = []  # the seqs of every user message, read with the assistants'
    for event in users:
        sentences = context.sentences(context.text(event))
        if not sentences or not sentences[0].tokens:
            continue
        if sentences[0].tokens[0].lower not in first_words:
            continue
        if not spoke:
            assistants = [e for e in context.messages(EventKind.ASSISTANT) if context.text(e)]
            spoke = [user.seq for user in context.messages(EventKind.USER)]
        answered = _answered(assistants, spoke, event.seq)
        if answered is None:
            continue
        text = context.text(answered)
        questions = [sentence for sentence in context.sentences(text) if sentence.question]
        if questions:
            yield questions[-1], answered


def _answered(assistants: Sequence[Cited], spoke: Sequence[int], seq: int) -> Cited | None:
    """The assistant message the user message at `seq` answers, if any.

    The last one before it, when no other user message (`spoke`: their seqs) comes between.
    """
    at = bisect.bisect_left([event.seq for event in assistants], seq) - 1
    if at < 0:
        return None
    offer = assistants[at]
    after = bisect.bisect_right(spoke, offer.seq)
    return offer if after < len(spoke) and spoke[after] == seq else None


def _offered_act(sentence: Sentence) -> set[str]:
    """The stem of the act an offering question offers ("transfer", "make a transfer")."""
    words = [token.lower for token in sentence.tokens]
    for opening in OFFER_OPENINGS:
        start = _find(words, opening)
        if start is None:
            continue
        for token in sentence.tokens[start + len(opening) :]:
            if token.lower in _SKIPPED:
                continue
            stem = content_stem(token)
            return {stem} if stem is not None else set()
    return set()


def _find(words: Sequence[str], phrase: tuple[str, ...]) -> int | None:
    """Where `phrase` starts in `words`, or None."""
    for index in range(len(words) - len(phrase) + 1):
        if tuple(words[index : index + len(phrase)]) == phrase:
            return index
    return None


def users_stance(context: ValidationContext, users: Sequence[Cited]) -> Stance:
    """What the user events assert, want and refuse (`_polarity.stance`), kept per validation.

    An offer the user answered no to counts as refused: "No, I don't want to do that now" to
    "Would you like to make a transfer?" refuses the transfer.
    """
    stances = context.cache.setdefault("attribution.stances", {})
    assert isinstance(stances, dict)
    key = tuple(event.seq for event in users)
    found = stances.get(key)
    if found is None:
        found = stance(
            sentence for event in users for sentence in context.sentences(context.text(event))
        )
        if offers := refused_offers(context, users) - found.asserted:
            found = attrs.evolve(
                found, refused=found.refused | offers, negated=found.negated | offers
            )
        stances[key] = found
    assert isinstance(found, Stance)
    return found
