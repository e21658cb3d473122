"""Records a lookup shows: "the deposit was paid" of a payment made before the session.

A claim bound to an action by its kind's verb alone ("paid" of a ``pay_balance`` action)
may be about another thing the verb was done to: "The deposit was paid from the business
card" names a deposit, no noun of the kind, and a lookup's result lists it among the records
of that verb (``"payments": [{"kind": "deposit", ...}]``). The sentence tells the record's
history, which the lookup shows, not the ledger's action. Only a lookup's result counts (a
call no action of the ledger made), and only a clause that names none of the action's kind's
nouns nor its ids (a word of the kind's, "credit" of ``apply_account_credit``, names it).

A clause that names a record by its id tells that record's history too when a lookup lists
the record with a key of the verb ("Entry E-1 was filed on April 2" of ``{"entry_number":
"E-1", "filed": "2027-04-02"}``), and its words of the kind are the record's own ("entry"),
not the action's alone ("the correction on E-1 was filed" is of the correction).

A status word said of an id no action of its kind is on is that record's status when a
lookup shows the record with that word as a value ("proof PF-20 approved" of ``{"proof_id":
"PF-20", "status": "approved"}``): `shown_status`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from typing import Final

from agentstate._json import JSONValue, held_json, leaves
from agentstate.events import EventKind
from agentstate.validation._action_kinds import LedgerReading
from agentstate.validation._atoms import value_atoms
from agentstate.validation._claim_objects import StatusClaim
from agentstate.validation._language import Sentence, content_stem, stem
from agentstate.validation._lexicon import AUXILIARIES, DETERMINERS, IRREGULAR_PAST
from agentstate.validation._literals import number_atom
from agentstate.validation._status_words import regular_past_stem
from agentstate.validation.core import ValidationContext

__all__ = ["shown_status", "told_of_a_record"]

_IDENTIFIER: Final = re.compile(r"(?=[^\d]*\d)(?=[^a-z]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)+")
"""An id as a token writes it, lower-cased: letters and digits joined by hyphens ("ent-04")."""
_SHORTEST: Final = 3
"""The fewest letters of a verb read at the head of a result's key ("pay" of "payments")."""


def told_of_a_record(
    context: ValidationContext, sentence: Sentence, claim: StatusClaim, ledger: LedgerReading
) -> bool:
    """Whether a claim's clause tells a record a lookup shows its verb was done to."""
    tokens = sentence.tokens
    word = tokens[claim.start].lower
    verb = IRREGULAR_PAST.get(word) or (word[:-2] if word.endswith("ed") else None)
    if verb is None or len(verb) < _SHORTEST:
        return False
    clause = tokens[claim.start].clause
    stems = {
        found
        for token in tokens
        if token.clause == clause and (found := content_stem(token)) is not None
    }
    stems -= {stem(verb), regular_past_stem(word) if word.endswith("ed") else stem(word)}
    named: set[str] = set()
    for action_id, _ in claim.targets:
        record = ledger.actions.get(action_id)
        if record is None or any(token.lower == action_id for token in tokens):
            return False
        nouns, verbs = ledger.kinds.get(record.kind, (frozenset(), frozenset()))
        named |= stems & (nouns | verbs)
    ids = _ids_near(sentence, claim.start)
    keys = (verb, word)  # "pay" of "payments", "paid" of "paid_on"
    if ids and any(named <= words for words in _records_with(context, keys, ids)):
        return True  # "entry E-1 was filed on May 2": a looked-up record of E-1 says when
    if named:
        return False  # the clause names the action's kind: it is about the action
    heads = _heads(sentence, claim.start) | _amounts(context, sentence, claim)
    if not heads:
        return False
    return not heads.isdisjoint(_recorded(context, keys))


def shown_status(context: ValidationContext, sentence: Sentence, claim: StatusClaim) -> bool:
    """Whether a claim's word is the status a lookup shows of a record its clause names.

    A record of a lookup's result (a call no action of the ledger made) with a string equal
    to an id near the claim (`_ids_near`) and a value that is the claim's word, whole
    (``"status": "approved"`` for "approved"): a key that only starts with the verb
    ("cancellation_fee") tells no status.
    """
    ids = _ids_near(sentence, claim.start)
    if not ids:
        return False
    word = sentence.tokens[claim.start].lower
    for looked_up in _lookups(context):
        for record in _mappings(looked_up):
            strings = [value.lower() for value in record.values() if isinstance(value, str)]
            if word in strings and not ids.isdisjoint(strings):
                return True
    return False


def _lookups(context: ValidationContext) -> Iterator[JSONValue]:
    """The results of the session's lookups: calls no action of the ledger made."""
    governed = {record.kind for record in context.action_statuses().values()}
    for event in context.messages(EventKind.TOOL_RESULT):
        if event.content.get("name") not in governed:
            yield event.content.get("result")


def _amounts(context: ValidationContext, sentence: Sentence, claim: StatusClaim) -> set[str]:
    """The atoms of the numbers of a claim's clause that none of its actions holds.

    "(paid 600 at booking)" beside a balance still to pay: a payment of 600 a lookup lists
    under "paid" is the record the clause tells of, when the action's own amount is another.
    """
    clause = sentence.tokens[claim.start].clause
    found = {
        number_atom(token.lower)
        for token in sentence.tokens
        if token.clause == clause and _NUMBER.fullmatch(token.lower)
    }
    for action_id, _ in claim.targets:
        record = context.action(action_id)
        if record is not None:
            found -= value_atoms(record.params)
    return found


_NUMBER: Final = re.compile(r"\d[\d,]*(?:\.\d+)?")
"""A token that is a number ("600", "1,310.50")."""


_STOPS: Final = frozenset({";", ":", "and", "but", "so", "then", "while", "whereas"})
"""Tokens that end the stretch of a sentence a claim's subject may stand in."""


def _ids_near(sentence: Sentence, at: int) -> set[str]:
    """The ids a claim's verb at `at` is said of, lower-cased.

    Those of its clause, of its subject's apposition before it ("The visit, VS-12, was
    cancelled"), back to a word that joins clauses, and of a parenthesis right after the
    clause ("Retainer $900 paid (RT-5512)").
    """
    tokens = sentence.tokens
    start = at
    while start > 0 and tokens[start - 1].lower not in _STOPS:
        start -= 1
    clause = tokens[at].clause
    end = at
    while end < len(tokens) and tokens[end].clause == clause:
        end += 1
    if end < len(tokens) and tokens[end].text == "(":
        while end < len(tokens) and tokens[end].text != ")":
            end += 1
    return {token.lower for token in tokens[start:end] if _IDENTIFIER.fullmatch(token.lower)}


def _recorded(context: ValidationContext, keys: tuple[str, str]) -> frozenset[str]:
    """The stems and values of the records the session's lookups list as the verb's.

    `keys` are the verb's forms.

    Those under keys starting with the verb ("payments": [...]), and those of a record with
    such a key set ({"milestone": "deposit", "paid_on": "2027-01-12"}). Read once per verb
    and validation; an action's own result is the ledger's to judge.
    """
    key = f"record_history.{keys}"
    cached = context.cache.get(key)
    if isinstance(cached, frozenset):
        return cached
    found: set[str] = set()
    for looked_up in _lookups(context):
        for words in _records_of(looked_up, keys):
            found |= words
        for record in _mappings(looked_up):
            if _says_done(record, keys):
                found.update(_stems(record))
                found |= value_atoms(record)
    context.cache[key] = result = frozenset(found)
    return result


def _records_with(
    context: ValidationContext, keys: tuple[str, str], ids: AbstractSet[str]
) -> Iterator[frozenset[str]]:
    """The words of each looked-up record that names one of `ids` and says its verb was done.

    A record is a mapping of a lookup's result (a call no action of the ledger made) with a
    string equal to an id (case aside) and a key starting with a form of the verb (`keys`)
    whose value is set (``{"entry_number": "E-1", "filed": "2027-04-02"}``); its words are
    the stems of its keys and strings.
    """
    for looked_up in _lookups(context):
        for record in _mappings(looked_up):
            if _says_done(record, keys) and any(
                isinstance(value, str) and value.lower() in ids for value in record.values()
            ):
                yield frozenset(_stems(list(record))) | frozenset(_stems(record))


def _says_done(record: dict[str, JSONValue], keys: tuple[str, str]) -> bool:
    """Whether a record says its verb was done.

    By a key starting with a form of the verb, its value set (``{"paid_on": "2027-01-12"}``),
    or a value opening with its past ("cancelled by Dr. Harwick on May 6").
    """
    return any(
        (key.lower().startswith(keys) and value not in (None, False, "", [], {}))
        or (isinstance(value, str) and value.lower().partition(" ")[0] == keys[1])
        for key, value in record.items()
    )


def _mappings(node: JSONValue) -> Iterator[dict[str, JSONValue]]:
    """Every mapping a JSON value holds, itself included."""
    node = held_json(node)
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _mappings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _mappings(value)


def _heads(sentence: Sentence, at: int) -> set[str]:
    """The stems of the nouns the verb at `at` is said of.

    Its subject's last word before it ("the deposit was paid"), past auxiliaries, adverbs
    and values ("Retainer $900 already paid"), and its object's first word after it ("paid
    the deposit"), past determiners.
    """
    tokens = sentence.tokens
    found: set[str] = set()
    before = at - 1
    while before >= 0 and _skipped(tokens[before].lower, tokens[before].text):
        before -= 1
    if before >= 0 and tokens[before].clause == tokens[at].clause:
        word = content_stem(tokens[before])
        if word is not None:
            found.add(word)
    after = at + 1
    while after < len(tokens) and tokens[after].lower in DETERMINERS:
        after += 1
    if after < len(tokens) and tokens[after].clause == tokens[at].clause:
        word = content_stem(tokens[after])
        if word is not None:
            found.add(word)
    return found


_ADVERBS: Final = frozenset({"already", "just", "also", "still", "now", "then", "since"})
"""Adverbs of time between a subject and its verb ("Retainer $900 already paid")."""


def _skipped(word: str, text: str) -> bool:
    """Whether a word between a subject and its verb is no part of the subject."""
    return (
        word in AUXILIARIES
        or word in _ADVERBS
        or (len(word) > 4 and word.endswith("ly"))
        or any(character.isdigit() for character in text)
    )


def _records_of(node: JSONValue, keys: tuple[str, str]) -> Iterator[frozenset[str]]:
    """The content stems and values of each value under a key starting with the verb's form."""
    node = held_json(node)
    if isinstance(node, dict):
        for key, value in node.items():
            if key.lower().startswith(keys):
                yield frozenset(_stems(value)) | value_atoms(value)
            yield from _records_of(value, keys)
    elif isinstance(node, list):
        for value in node:
            yield from _records_of(value, keys)


def _stems(node: JSONValue) -> Iterator[str]:
    """The stems of every word of a JSON value's strings."""
    for leaf in leaves(held_json(node)):
        if isinstance(leaf, str):
            for part in leaf.lower().replace("_", " ").split():
                if part.isalpha():
                    yield stem(part)
