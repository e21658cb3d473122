"""Where an act paid money out to: a card, a check, a bank account, or account credit.

An executed refund, payout or release names its way in its params (``"to":
"account_credit"``, ``"method": "direct_deposit"``, ``"payout": "bank_3306"``). A summary
that tells the act true and sends the money another way ("refunded back to her Mastercard",
"a check mailed to him") says something false of it. The ways are read by the lexicon's
words for them (`_lexicon.MONEY_CHANNELS`); a clause that names the action's own way too,
or an action whose params name none, says nothing to contradict.
"""

from __future__ import annotations

import re
from typing import Final

from agentstate._json import JSONValue
from agentstate.validation._lexicon import MONEY_CHANNELS
from agentstate.validation.core import ValidationContext

__all__ = ["channel_conflict"]

_WORDS: Final = re.compile(r"[a-z]+")


def _channels(words: list[str]) -> dict[str, str]:
    """The ways a list of words names, each with the first phrase that names it."""
    found: dict[str, str] = {}
    for at in range(len(words)):
        for name, phrases in MONEY_CHANNELS.items():
            for phrase in phrases:
                if tuple(words[at : at + len(phrase)]) == phrase:
                    found.setdefault(name, " ".join(phrase))
    return found


def _strings(value: JSONValue, key: str = "") -> list[tuple[str, str]]:
    """The string params of an action, each with its key (list items under their list's)."""
    if isinstance(value, dict):
        return [found for name, item in value.items() for found in _strings(item, name)]
    if isinstance(value, list):
        return [found for item in value for found in _strings(item, key)]
    return [(key, value)] if isinstance(value, str) and key else []


def channel_conflict(
    context: ValidationContext, clause: str, action_id: str
) -> tuple[str, str, str] | None:
    """The way `clause` says an action's money went, when its params name another.

    Returns the param's key, the word of the clause and the param's value.
    """
    record = context.action(action_id)
    if record is None:
        return None
    own: dict[str, tuple[str, str]] = {}
    for key, value in _strings(record.params):
        for name in _channels(_WORDS.findall(value.lower())):
            own.setdefault(name, (key, value))
    if not own:
        return None
    said = _channels(_WORDS.findall(clause.lower()))
    if not said or not own.keys().isdisjoint(said):
        return None
    name, word = next(iter(said.items()))
    key, value = next(iter(own.values()))
    return key, word, value
