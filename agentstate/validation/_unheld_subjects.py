"""Subjects of a status word that name no action of the ledger.

A status word's own subject may be a thing no action is on: the noun of a relative clause
a person acts in ("a charge for an order he had cancelled"), or the noun of an act the
ledger holds no kind of, just before a decision word ("BK-1 cancelled, waiver refused").
Such a claim is about that thing, not about the actions another clause names.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate.validation._action_kinds import LedgerReading
from agentstate.validation._claim_reach import NO_SUBJECT
from agentstate.validation._language import STOPWORDS, Token, act_nouns, stem
from agentstate.validation._lexicon import PERSONAL_SUBJECTS
from agentstate.validation._status_words import AUXILIARIES

__all__ = ["of_a_relative_head", "unheld_act_subject"]

_PAST_OBJECT: Final = frozenset({"by", "because", "after", "as", "since", "due", "so", "but"})
"""Words after a decision word that show it has no object of its own ("waiver refused by
billing"): the word before it is then what was decided, not who decided."""


def unheld_act_subject(tokens: Sequence[Token], start: int, ledger: LedgerReading) -> bool:
    """Whether the noun just before the decision word at `start` names an act of no kind held.

    "BK-1 cancelled, $30 fee charged, waiver refused": "waiver" (past auxiliaries) is what
    was refused, an act the ledger holds no kind of; not the cancellation another clause
    tells. A noun in "-er" may name its verb's act ("waiver", "transfer"); with an object
    after the word, the noun before it is its decider ("the tenant declined the upgrade").
    """
    clause = tokens[start].clause
    after = tokens[start + 1] if start + 1 < len(tokens) else None
    if after is not None and after.clause == clause and after.lower not in _PAST_OBJECT:
        return False  # "the tenant declined the upgrade": the word before is the decider
    at = start - 1
    while at >= 0 and tokens[at].lower in AUXILIARIES and tokens[at].clause == clause:
        at -= 1
    if at < 0 or tokens[at].clause != clause or not tokens[at].lower.isalpha():
        return False  # (a kind's own name, "issue_credit", is no noun of an act)
    word = tokens[at].lower
    verbs = act_nouns(word) | (
        {stem(word[:-1]), stem(word[:-2])} if word.endswith("er") else frozenset()
    )
    return (
        bool(verbs)
        and verbs.isdisjoint(ledger.verbs)
        and tokens[at].stem not in ledger.verbs
        and tokens[at].stem not in ledger.nouns
    )


def of_a_relative_head(tokens: Sequence[Token], start: int, ledger: LedgerReading) -> bool:
    """Whether the status word at `start` acts on the noun of a relative clause before it.

    "A charge for an order he had cancelled": a person does the act ("he had cancelled"), on
    the noun just before them ("order"), which names no kind of the ledger.
    """
    at = start - 1
    clause = tokens[start].clause
    while at >= 0 and tokens[at].lower in AUXILIARIES and tokens[at].clause == clause:
        at -= 1
    if at < 1 or tokens[at].lower not in PERSONAL_SUBJECTS or tokens[at].clause != clause:
        return False
    head = tokens[at - 1]
    return (
        head.clause == clause
        and head.kind == "word"
        and head.lower not in STOPWORDS
        and head.lower not in NO_SUBJECT
        and head.stem not in ledger.nouns
    )
