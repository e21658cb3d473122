"""Things told as not yet done: the terms a proposal lists, what the agent put to the user.

"Proposed, pending her yes: delivery 2 moved to June 3; the rest stays" lists what was
proposed; "The agent set out the plan, with the delivery moved, and asked for her
confirmation" tells a proposal put to the user. Neither claims the act done.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from agentstate.validation._claim_objects import StatusClaim
from agentstate.validation._language import Token
from agentstate.validation._lexicon import NOT_YET

__all__ = ["listed_detail", "put_to_the_user"]


def listed_detail(tokens: Sequence[Token], claim: StatusClaim, text: str) -> bool:
    """Whether a claim's word is one of the terms a colon lists after a word of not yet.

    "add_addon proposed: SUB-7, audit_vault, paid, no trial": what follows "proposed:" is
    what was proposed (`NOT_YET`), and "paid" one of its terms, not a payment made. The word
    may be anywhere in a short label that opens the list ("Proposed, pending her yes:"),
    and the list may run on in parts a semicolon joins (`text` is the item's).
    """
    if ":" not in text:
        return False  # every label ends at a colon: the common case
    if any(
        tokens[at].text == ":"
        and (
            tokens[at - 1].lower in NOT_YET
            or (at <= _LABEL_WORDS and any(token.lower in NOT_YET for token in tokens[:at]))
        )
        for at in range(1, claim.start)
    ):
        return True
    before = text[: tokens[0].start].rstrip()
    if not before.endswith(";"):
        return False
    run = _SENTENCE_END.split(before)[-1]
    label, colon, _ = run.partition(":")
    words = label.lower().split()
    return (
        bool(colon)
        and len(words) <= _LABEL_WORDS
        and any(word.strip(",") in NOT_YET for word in words)
    )


_LABEL_WORDS: Final = 6
"""The most words of a label that opens a list before its colon."""
_SENTENCE_END: Final = re.compile(r"[.!?\n]\s")
"""The end of a sentence, before the next: a list's parts a semicolon joins run past none."""


def put_to_the_user(tokens: Sequence[Token]) -> bool:
    """Whether a sentence tells what the agent put to the user for a yes, not what was done.

    "The agent set out the plan, with the delivery moved to June 2, and asked for her
    confirmation": a verb of asking or awaiting, then the user's yes, approval or
    confirmation, theirs by a possessive ("her", "his", "their").
    """
    asking = [index for index, token in enumerate(tokens) if token.lower in _ASKING_FOR]
    return any(
        any(
            tokens[at].lower in _THEIRS and tokens[at + 1].lower in _ASSENTS
            for at in range(index + 1, min(index + 3, len(tokens) - 1))
        )
        for index in asking
    )


_ASKING_FOR: Final = frozenset({"asked", "asking", "awaiting", "awaits", "sought", "seeking"})
_THEIRS: Final = frozenset({"his", "her", "their"})
_ASSENTS: Final = frozenset({
    "yes", "confirmation", "approval", "consent", "go-ahead", "ok", "okay",
})  # fmt: skip
