"""Contradictions: what an attributed content says against the user's words, in negation.

"The user prefers phone calls" after "Please, no phone calls": what a summary gives as the
user's (an attribution's content, or a requirement) is read clause by clause against the
`Stance` of the cited user messages (`agentstate.validation._polarity`): what it asks for that
the user only refused, what it refuses that the user only asked for (a phrase refused whole
only against a request for all of it), and what it says the user did that the user said did
not happen.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

import attrs

from agentstate.validation._language import Sentence, Token
from agentstate.validation._negations import negations
from agentstate.validation._polarity import (
    Stance,
    content_of,
    is_refused,
    negated_head,
    negates_verb,
    read_segment,
    requests,
    segments_of,
)

__all__ = ["Contradictions", "contradictions"]


@attrs.frozen
class Contradictions:
    """The stems of an attributed content that the user's words contradict in negation."""

    asserted: set[str]
    """Asked for, where the user only refused them ("wants phone calls" after "no calls")."""
    refused: set[str]
    """Refused, where the user only asked for them ("asked not to cancel" after "cancel")."""
    stated: set[str]
    """Said to have happened, where the user said they did not ("said she added the pass"
    after "I never added it")."""

    def __bool__(self) -> bool:
        return bool(self.asserted or self.refused or self.stated)


def contradictions(
    sentences: Iterable[Sentence],
    user: Stance,
    *,
    asks: bool,
    flipped: bool = False,
) -> Contradictions:
    """The stems of an attributed content that the user's words contradict in negation.

    Args:
        sentences: The attributed content, read as sentences.
        user: The `stance` of the cited user events.
        asks: Whether the attribution says the user asked for its content ("wants",
            "asked", "the user's request"), not only that they said it ("said", "noted"):
            then a negation in its first segment refuses, as it does in a request.
        flipped: Whether the attribution itself is negated ("the user does not want ..."):
            its first segment is then read as refused.

    Returns:
        The stems in contradiction (`Contradictions`), all empty when the content agrees
        with the user in negation.
    """
    wrongly_asserted: set[str] = set()
    wrongly_refused: set[str] = set()
    wrongly_stated: set[str] = set()
    first = True
    for sentence in sentences:
        for segment in segments_of(sentence):
            said, refusing, _ = read_segment(segment, flipped=flipped and first)
            wrongly_asserted.update(
                found
                for found in said
                if is_refused(found, user.refused) and found not in user.asserted
            )
            if not asks:  # "the user said she added it" after "I never added it"
                wrongly_stated.update(
                    found for found in said if found in user.denied and found not in user.asserted
                )
            if flipped and first:
                # What a negated attribution refuses is a phrase: it contradicts the user only
                # when the user asked for all of it ("declined paper billing" after "keep
                # email billing" refuses no billing the user asked for).
                at_head = negated_head(segment, 0, verb=False)
                head = {
                    word
                    for at in at_head + _named_after(segment, at_head)
                    if (word := content_of(segment[at])) is not None
                }
                if not all(is_refused(word, user.requested) for word in head):
                    refusing = [found for found in refusing if found.partition("~")[0] not in head]
            if (asks and first) or requests(segment, question=False):
                # A phrase refused contradicts only a request for all of it: "no unlimited
                # plan" refuses no plan of "move me to a cheaper plan".
                partial = {
                    word
                    for head in _negated_heads(segment)
                    if not all(is_refused(word, user.requested) for word in head)
                    for word in head
                }
                wrongly_refused.update(
                    found
                    for found in refusing
                    if is_refused(found, user.requested)
                    and found not in user.negated
                    and found.partition("~")[0] not in partial
                )
            first = False
    return Contradictions(wrongly_asserted, wrongly_refused, wrongly_stated)


_NAMING: Final = frozenset({"from", "with", "by"})
"""Prepositions that name whom a thing is from or with ("a lesson with Corvin Ruel")."""


def _named_after(segment: Sequence[Token], head: Sequence[int]) -> list[int]:
    """The indexes of a name right after a head and one of `_NAMING` ("from Corvin Ruel").

    "Declined a fitting with Corvin Ruel" refuses that fitting: the head with its name is the
    phrase refused, asked for only if the user asked for all of it.
    """
    if not head or head[-1] + 2 >= len(segment) or segment[head[-1] + 1].lower not in _NAMING:
        return []
    out: list[int] = []
    for at in range(head[-1] + 2, len(segment)):
        if not segment[at].text[:1].isupper():
            break
        out.append(at)
    return out


def _negated_heads(segment: Sequence[Token]) -> list[frozenset[str]]:
    """The content stems of each negation's head in a segment ("no unlimited plan")."""
    heads: list[frozenset[str]] = []
    for index, taken in negations(segment):
        head = negated_head(segment, index + taken, verb=negates_verb(segment, index), whole=True)
        words = frozenset(word for at in head if (word := content_of(segment[at])) is not None)
        if words:
            heads.append(words)
    return heads
