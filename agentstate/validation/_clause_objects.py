"""What a clause of a summary's sentence names as objects: its values and its proper names.

"D8NZ3L (LAS-MCO, May 17) was cancelled" names D8NZ3L, its route and its date; the claim's
objects are bound to the actions that hold them by `agentstate.validation._claim_objects`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from agentstate.validation._date_readings import other_readings
from agentstate.validation._language import STOPWORDS, Sentence, Token
from agentstate.validation._lexicon import NUMBER_WORDS
from agentstate.validation._literals import literals
from agentstate.validation._status_words import named_action

__all__ = ["joined_by_marks", "named_objects", "object_scope", "sentence_objects"]

_REF_WORD: Final = re.compile(r"ev_[0-9]+")
"""An event's ref: it names the claim's evidence, not its object."""

_NAMED: dict[tuple[str, int, int], tuple[str, ...]] = {}
"""`named_objects` by text, sentence start and clause: a claim's clause is read by its
status word and again by the check of its details."""
_NAMED_KEPT: Final = 4096


def named_objects(sentence: Sentence, clause: int, text: str) -> tuple[str, ...]:
    """What a clause names as objects: its values (as literal atoms) and its proper names.

    Values are the literals of the clause's text and its counts written as words ("one
    ticket"); a proper name is a capitalized word after the sentence's first that is part of
    no literal ("Bluefin", not the "March" of "March 7").
    """
    key = (text, sentence.start, clause)
    found = _NAMED.get(key)
    if found is None:
        if len(_NAMED) >= _NAMED_KEPT:
            _NAMED.clear()
        found = _NAMED[key] = _named_objects(sentence, clause, text)
    return found


def _named_objects(sentence: Sentence, clause: int, text: str) -> tuple[str, ...]:
    tokens = object_scope(sentence, clause)
    if not tokens:
        return ()
    first = tokens[0].start
    names = [  # an action's id or an event's ref names the claim's subject, not its object
        (token.start, token.end)
        for token in tokens
        if token.kind == "placeholder" or named_action(token) or _REF_WORD.fullmatch(token.lower)
    ]
    found_literals = [
        literal
        for literal in literals(text[first : tokens[-1].end])
        if not any(
            start < literal.end + first and literal.start + first < end for start, end in names
        )
    ]
    # "8/13" names a date, not the numbers 8 and 13 (an action's "block": 1 is not "1/5")
    readings = other_readings(text[first : tokens[-1].end])
    found = [
        atom
        for literal in found_literals
        for atom in (readings.get(literal.start) if literal.kind == "number" else None)
        or (literal.atom,)
    ]
    spans = [(literal.start + first, literal.end + first) for literal in found_literals]
    spans += names
    for token in tokens:
        if token.kind != "word" or any(start <= token.start < end for start, end in spans):
            continue
        if token.lower in NUMBER_WORDS:
            found.append(f"n:{NUMBER_WORDS[token.lower]}")
        elif (
            (token is not sentence.tokens[0] or token.text.isupper())  # "Bluefin", "HATHAU"
            and token.text[:1].isupper()
            and token.lower not in STOPWORDS
        ):
            found.append(f"w:{token.lower}")
    return tuple(dict.fromkeys(found))


_RELATIVES: Final = frozenset({"which", "who", "whose", "where"})
"""Words that open a relative clause set off by commas ("Reservation R7KQ2M, which has one
passenger, was cancelled")."""


def object_scope(sentence: Sentence, clause: int) -> Sequence[Token]:
    """The tokens of a clause, with its subject when an aside stands between them.

    The aside is a parenthetical or a relative clause set off by commas: in "D8NZ3L
    (LAS-MCO, May 17) was cancelled" and "Reservation R7KQ2M, which has one passenger, was
    cancelled", what the aside follows is the subject of the clause after it.
    """
    tokens = sentence.tokens
    at = [index for index, token in enumerate(tokens) if token.clause == clause]
    if not at:
        return ()
    low = at[0]
    while low > 1:
        if tokens[low - 1].text == ")":
            depth, index = 0, low - 1
            while index >= 0:
                depth += {")": 1, "(": -1}.get(tokens[index].text, 0)
                if depth == 0:
                    break
                index -= 1
        elif tokens[low - 1].text == ",":
            index = low - 2
            while index >= 0 and tokens[index].text != ",":
                index -= 1
            if index <= 0 or tokens[index + 1].lower not in _RELATIVES:
                break
        else:
            break
        if index <= 0:
            break
        before = tokens[index - 1].clause
        low = next(i for i, token in enumerate(tokens) if token.clause == before)
    return tokens[low : at[-1] + 1]


def joined_by_marks(tokens: Sequence[Token], at: int) -> list[int]:
    """The clauses before the one of `at` that marks alone join to it.

    "The invoice, INV-9, was voided": the id's clause is joined to the verb's by commas. A
    clause word ("and", "but") between two clauses ends the reach.
    """
    found: list[int] = []
    index = at
    while index > 0:
        before = tokens[index - 1]
        if before.clause == tokens[index].clause:
            index -= 1
            continue
        if before.kind != "mark":
            break  # a clause word ("and", "but") ends the reach
        index -= 1  # at the mark
        if index > 0 and tokens[index - 1].kind != "mark":
            found.append(tokens[index - 1].clause)
            index -= 1  # into the clause before it
    return found


def sentence_objects(sentence: Sentence, text: str) -> tuple[str, ...]:
    """What every clause of a sentence names as objects (`named_objects`), each once."""
    clauses = dict.fromkeys(token.clause for token in sentence.tokens)
    return tuple(
        dict.fromkeys(atom for clause in clauses for atom in named_objects(sentence, clause, text))
    )
