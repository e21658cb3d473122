"""Superseded values: an item that states an earlier value of a scratchpad field as current.

A field's history is every write of it; an atom of an earlier write that the current value
lacks was replaced, by the source of the write after the last one holding it. An item that
names the field and gives such a value, resting only on events older than the replacement,
states a superseded value, unless it tells it as history ("originally May 23"), as reported
speech, as another object's value, as what an executed action set, as a moved action's
parameter, or as an operand of its own arithmetic ("$1,140.00 ($1,200 less $60.00)").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Final

import attrs

from agentstate._json import JSONValue
from agentstate.backends.base import FactRecord
from agentstate.events import EventKind, format_ref
from agentstate.summary import Item
from agentstate.validation._cited_state import a_moved_actions_param
from agentstate.validation._claim_objects import param_atoms
from agentstate.validation._field_names import key_words
from agentstate.validation._language import Token
from agentstate.validation._lexicon import (
    CHANGE_WORDS,
    COPULAS,
    CORRECTING,
    DETERMINERS,
    HISTORY_WORDS,
    PAST_COPULAS,
    TOWARD,
)
from agentstate.validation._literals import LiteralValue
from agentstate.validation._quotes import is_reported, may_be_reported
from agentstate.validation._totals import an_operand
from agentstate.validation.core import Cited, ValidationContext

__all__ = ["StaleValue", "placed", "stale_values", "told_superseded"]


@attrs.frozen
class StaleValue:
    """Values an item states of a field that a later write replaced."""

    key: str
    """The field."""
    said: tuple[str, ...]
    """The values as the item writes them."""
    current: FactRecord
    """The field's current write."""
    told_as_history: bool
    """Whether the item tells every one of them as history (then only its source is unsaid)."""


def stale_values(
    context: ValidationContext,
    *,
    path: str,
    item: Item,
    values: Sequence[LiteralValue],
    named: set[str],
    cited: Sequence[Cited],
) -> Iterator[StaleValue]:
    """The superseded values `item` (at `path`) states of the fields it names (`named`).

    `values` are the item's literals, `cited` its cited events. A field whose current value
    the item gives too, citing where it came from, tells a change, not a stale value.
    """
    if not values or not named:
        return
    stated = {literal.atom: literal for literal in values}
    for key in sorted(named):
        superseded = _superseded(context, key)
        if not superseded.keys() & stated.keys():
            continue
        history = context.fact_history(key)
        current_atoms = context.fact_atoms(key)
        holds_ids = any(atom.startswith(_IDENTIFIER) for atom in current_atoms)
        stale = [
            atom
            for atom in sorted(superseded.keys() & stated.keys())
            if not (
                holds_ids
                and atom.startswith(_IDENTIFIER)
                and not _corrects(context, superseded[atom])
                and not _said_as_the_field(context, item.text, stated[atom], key)
            )
            and _outdated(context, atom, replaced_at=superseded[atom], cited=cited)
            and not _reported(context, stated[atom], text=item.text, cited=cited)
            and not _of_another_object(context, key, atom, values)
            and not (path.startswith("decisions[") and _an_outcome(context, atom, cited))
            and not a_moved_actions_param(context, atom, cited)
            and not an_operand(stated[atom], values)
            and not _slashed(item.text, stated[atom])
        ]
        if not stale:
            continue
        current = history[-1]
        replaced = {
            atom
            for record in history[:-1]
            if set(stale) & context.value_atoms(record)
            for atom in context.value_atoms(record)
        }
        gives_current = (
            f"{{fact:{key}}}" in item.text
            or bool((current_atoms - replaced) & stated.keys())
            or _says(item.text, current.value)
        )
        sources = {format_ref(current.source_seq), format_ref(current.event_seq)}
        if gives_current and sources & set(item.refs):
            continue
        said = tuple(stated[atom].text for atom in stale)
        # Told as history ("originally May 23"), the old value may well be true: only the
        # event that replaced it is not cited.
        told = all(_as_history(context, item.text, stated[atom]) for atom in stale)
        yield StaleValue(key, said, current, told)


def _slashed(text: str, literal: LiteralValue) -> bool:
    """Whether a number is one side of a slash ("the 3/2 visit").

    A day and a month that may be read either way, or a fraction: not a value of its own.
    """
    return (
        text[literal.end : literal.end + 1] == "/" or text[literal.start - 1 : literal.start] == "/"
    )


_IDENTIFIER: Final = "i:"
"""The atoms of identifiers. A field holding identifiers holds the object at hand (the order,
the reservation): a later id in it names another object, and an earlier one is still that
object's id ("order W3947 was returned"), unless the message that replaced it corrects it
(`_corrects`) or the item says it is the field's value (`_said_as_the_field`)."""


_FIELD_REACH: Final = 4
"""The most words a field's name may stand before its copula."""


def _said_as_the_field(
    context: ValidationContext, text: str, literal: LiteralValue, key: str
) -> bool:
    """Whether the text gives `literal` as the field's value: its name, a copula, the value.

    "The reservation id is ABC123", "reservation: ABC123" state what the field holds now;
    "reservation ABC123 was cancelled" names a reservation.
    """
    found = placed(context, text, literal)
    if found is None:
        return False
    tokens, _, before = found
    if before < 0 or tokens[before].lower not in COPULAS:
        return False
    reach = tokens[max(0, before - _FIELD_REACH) : before]
    return key_words(key) <= {token.stem for token in reach}


def placed(
    context: ValidationContext, text: str, literal: LiteralValue
) -> tuple[Sequence[Token], int, int] | None:
    """Where `literal` stands: its sentence's tokens, its first token, the word before it.

    The word before it is the first one back past determiners (-1: none). None when no
    sentence of the text holds the literal.
    """
    for sentence in context.sentences(text):
        tokens = sentence.tokens
        if tokens[0].start <= literal.start < tokens[-1].end:
            at = next(index for index, token in enumerate(tokens) if token.end > literal.start)
            before = at - 1
            while before >= 0 and tokens[before].lower in DETERMINERS:
                before -= 1
            return tokens, at, before
    return None


def _corrects(context: ValidationContext, seq: int) -> bool:
    """Whether the event at `seq` is a message that corrects what was said before it."""
    event = context.event(format_ref(seq))
    return (
        event is not None
        and event.is_message
        and not context.words(context.text(event)).isdisjoint(CORRECTING)
    )


def _as_history(context: ValidationContext, text: str, literal: LiteralValue) -> bool:
    """Whether the sentence holding a value speaks of it as history, not as current.

    A word of the past anywhere in the sentence makes it history ("the original flight on
    May 23", "moved from 7:45"), but for the value a change made current: "to" it, in a
    clause that tells only the change ("changed from 40 Elm Road to 12 Oak Street" says
    12 Oak Street is now the address).
    """
    found = placed(context, text, literal)
    if found is None:
        return False
    tokens, at, before = found
    if _in_past_aside(tokens, at):
        return True
    if not any(token.lower in HISTORY_WORDS for token in tokens):
        return False
    if before >= 0 and tokens[before].lower in TOWARD:
        clause = [token.lower for token in tokens if token.clause == tokens[at].clause]
        told = {word for word in clause if word in HISTORY_WORDS}
        if told and told <= CHANGE_WORDS and told - {"from"}:
            return False
    return True


def _in_past_aside(tokens: Sequence[Token], at: int) -> bool:
    """Whether the token at `at` is in a parenthesis opening with a past copula ("(was X)").

    "Profile address updated (was 40 Elm Road, Springfield)" gives the old value as an
    aside: history, whatever the rest of the sentence says.
    """
    for index in range(at - 1, -1, -1):
        text = tokens[index].text
        if text == ")":
            return False
        if text == "(":
            return index + 1 < at and tokens[index + 1].lower in PAST_COPULAS
    return False


def _of_another_object(
    context: ValidationContext, key: str, atom: str, values: Sequence[LiteralValue]
) -> bool:
    """Whether the item gives `atom` as the value of the object an earlier write was about.

    A field holding the object at hand ("the reservation") is overwritten when the next
    object is looked up; a value of an earlier write is still the earlier object's value.
    The item names that object when it gives an identifier that the source of a write
    holding `atom` holds and the source of the current write does not ("Reservation K2P9
    was cancelled and the $120 paid refunded", after another reservation was looked up).
    """
    ids = {
        literal.atom
        for literal in values
        if literal.atom.startswith(_IDENTIFIER) and literal.atom != atom
    }
    if not ids:
        return False
    history = context.fact_history(key)
    current = context.event(format_ref(history[-1].source_seq))
    now = {found for found in ids if current is not None and context.holds(current, found)}
    others = ids - now - context.fact_atoms(key)
    if not others:
        return False
    for record in history[:-1]:
        if atom not in context.value_atoms(record):
            continue
        source = context.event(format_ref(record.source_seq))
        if source is not None and any(context.holds(source, found) for found in others):
            return True
    return False


def _an_outcome(context: ValidationContext, atom: str, cited: Sequence[Cited]) -> bool:
    """Whether a cited successful result of a tool the ledger executed an action of holds it.

    A decision tells what was done when it was done: the value an executed action set
    ("Profile address set to 12 Oak Street after his yes") stays what it set, however
    often the field changed since. The result is read as that action's when it is a
    successful result of a tool of the action's kind.
    """
    executed = {
        record.kind for record in context.action_statuses().values() if record.status == "executed"
    }
    if not executed:
        return False
    for event in cited:
        if event.kind is not EventKind.TOOL_RESULT or not context.holds(event, atom):
            continue
        found = context.event(event.ref)
        content = found.content if found is not None else {}
        if content.get("name") in executed and content.get("is_error") is not True:
            return True
    return False


def told_superseded(
    context: ValidationContext, text: str, literal: LiteralValue, named: set[str]
) -> bool:
    """Whether `literal` is an earlier value of a field `text` names, told as history.

    "He bought a roll of tickets because he only had 2 left", of a count of 2 that the
    purchase replaced: the old value is true of its time, only its source is unsaid.
    """
    return any(
        literal.atom in _superseded(context, key)
        and any(literal.atom in param_atoms(record.value) for record in context.fact_history(key))
        for key in named
    ) and _in_a_past_clause(context, text, literal)


_OF_THE_PAST: Final = PAST_COPULAS | frozenset({
    "had", "original", "originally", "previous", "previously", "former", "formerly", "old",
    "prior", "earlier",
})  # fmt: skip
"""Words that put their own clause in the past ("he only had 2 left", "originally 7:45")."""


def _in_a_past_clause(context: ValidationContext, text: str, literal: LiteralValue) -> bool:
    """Whether the clause holding `literal` says it of the past: "he only had 2 left"."""
    found = placed(context, text, literal)
    if found is None:
        return False
    tokens, at, _ = found
    return any(token.lower in _OF_THE_PAST for token in tokens if token.clause == tokens[at].clause)


def _superseded(context: ValidationContext, key: str) -> dict[str, int]:
    """The atoms of earlier values of `key` that its current value lacks, with their ends.

    Each atom maps to the seq of the event that replaced it: the source of the first write
    after the last write holding it. A record whose fields the current one shares none of
    (a test's score, then what the learner wants) was not replaced, only written over: its
    values are no earlier values of the current one's.
    """
    cache = context.cache.setdefault("grounding.superseded", {})
    assert isinstance(cache, dict)
    found = cache.get(key)
    if found is None:
        found = {}
        history = context.fact_history(key)
        current = context.fact_atoms(key)
        last = history[-1].value if history else None
        for index, record in enumerate(history[:-1]):
            if (
                isinstance(last, dict)
                and isinstance(record.value, dict)
                and last.keys().isdisjoint(record.value.keys())
            ):
                continue  # written over by another kind of record
            for atom in context.value_atoms(record) - current:
                found[atom] = history[index + 1].source_seq
        cache[key] = found
    return found


def _reported(
    context: ValidationContext, literal: LiteralValue, *, text: str, cited: Sequence[Cited]
) -> bool:
    """Whether a literal is reported speech from a cited message holding it.

    See `agentstate.validation._quotes`: what someone said stays true as a report, even when
    a later event replaced the value.
    """
    if not may_be_reported(text, start=literal.start, end=literal.end):
        return False
    sources = [
        context.said(event)
        for event in cited
        if event.is_message and context.holds(event, literal.atom)
    ]
    return is_reported(text, start=literal.start, end=literal.end, sources=sources)


def _says(text: str, value: JSONValue) -> bool:
    """Whether `text` holds a string value as a whole word (a code of letters only, say)."""
    if not isinstance(value, str) or not value.strip():
        return False
    return re.search(rf"(?<!\w){re.escape(value.strip())}(?!\w)", text, re.IGNORECASE) is not None


def _outdated(
    context: ValidationContext, atom: str, *, replaced_at: int, cited: Sequence[Cited]
) -> bool:
    """Whether `atom` rests only on cited events older than the event that replaced it.

    An event saying the value after it was replaced is newer evidence, and a ledger event
    holding it records an action's exact parameters, which do not go stale: the value rests
    on those.
    """
    holding = [event for event in cited if context.holds(event, atom)]
    return bool(holding) and all(
        event.seq < replaced_at and event.kind is not EventKind.LEDGER for event in holding
    )
