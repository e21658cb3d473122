"""Agreements: the user's yes to what the agent put forward in the same sentence.

"The agent recommended the Thursday 9:00 slot, and Isolde agreed": the sentence names the
agent as the one who put the slot forward, and gives the user only the agreement. What she
agreed to is the agent's, in the agent's words and values; nothing of it is hers to have
said. "Isolde asked for the Thursday 9:00 slot" gives her the idea, which the attribution
rule judges as hers.
"""

from __future__ import annotations

from typing import Final

from agentstate.validation._attribution_phrases import Attribution
from agentstate.validation._lexicon import (
    ACCEPTING_VERBS,
    DETERMINERS,
    ORIGINATING,
    PARTIES,
    USER_NOUNS,
)

__all__ = ["agrees_to_the_agents"]

_AGENT_SIDE: Final = PARTIES - USER_NOUNS - {"you", "i", "me", "us"}
"""Who puts things forward for the agent's side ("the agent", "we", "support")."""
_PUTTING_FORWARD: Final = frozenset(words[0] for words in ORIGINATING if len(words) == 1)
"""The single verbs of putting an idea forward ("recommended", "suggested", "offered")."""
_JOINS: Final = frozenset({"and", ",", "then", "who"})
"""Words between the agent's clause and the user's agreement ("..., and Isolde agreed")."""


def agrees_to_the_agents(attribution: Attribution) -> bool:
    """Whether the attribution is only the user's yes to what the agent put forward before it.

    "The agent suggested X, and Isolde agreed": an accepting verb (`_lexicon.ACCEPTING_VERBS`)
    that ends its sentence or clause, after a clause whose subject is the agent's side with a
    verb of putting forward.
    """
    tokens = attribution.sentence.tokens
    end = attribution.end
    if tokens[end - 1].lower not in ACCEPTING_VERBS:
        return False
    if end < len(tokens) and tokens[end].kind != "mark":
        return False  # "Isolde agreed to the 9th": what follows is hers to have said
    before = attribution.start - 1
    while before >= 0 and tokens[before].lower in DETERMINERS:
        before -= 1
    if before < 0 or tokens[before].lower not in _JOINS:
        return False
    for index in range(before):
        if tokens[index].lower in _PUTTING_FORWARD:
            subject = [token.lower for token in tokens[:index]]
            return not _AGENT_SIDE.isdisjoint(subject)
    return False
