"""The grounding rule: every literal value in a summary is a placeholder or comes from evidence."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import repeat
from typing import Final

import attrs

from agentstate._json import JSONValue
from agentstate.backends.base import EncodedEvent
from agentstate.events import EventKind, format_ref
from agentstate.summary import Item, placeholders
from agentstate.validation._cited_state import (
    a_moved_actions_param,
    changed_from,
    names_a_cited_action,
    of_a_cited_fact,
    proposed_with,
    refused_with,
    said_without_prefix,
    unsaid_source,
)
from agentstate.validation._field_entries import (
    described_entry,
    is_whole_value,
    of_a_named_entry,
    of_other_entries,
)
from agentstate.validation._field_names import Fields, fields_of, key_words, named_keys, owners
from agentstate.validation._labelled_values import swapped_values
from agentstate.validation._language import Token
from agentstate.validation._lexicon import (
    CHANGE_WORDS,
    COPULAS,
    CORRECTING,
    DETERMINERS,
    HISTORY_WORDS,
    PAST_COPULAS,
    TOWARD,
    TRIES,
)
from agentstate.validation._list_counts import counts_a_list
from agentstate.validation._literals import LiteralValue, other_readings
from agentstate.validation._named_records import held_by_named_record
from agentstate.validation._quotes import is_reported, may_be_reported
from agentstate.validation._record_details import misdescribed
from agentstate.validation._spoken import spoken_count, spoken_ordinal
from agentstate.validation._totals import totals_its_parts
from agentstate.validation.core import Cited, Finding, Severity, ValidationContext, graded

__all__ = ["GroundingRule"]


def _show(value: object) -> str:
    text = str(value)
    return text if len(text) <= 80 else text[:77] + "..."


@attrs.frozen
class GroundingRule:
    """Every literal value in an item is a placeholder, cited evidence, or named current state.

    A literal (see `agentstate.validation._literals`: numbers, amounts with or without
    currency, dates, times, identifier-shaped tokens such as ``W5120883``, ``act_9``,
    ``TR4403``, ``dana_ross_4417``, ``c-8812``) in an item's text is accepted when

    - it appears in an event the item cites (inside the covered range, not a compaction), or
    - it equals (is part of) the current value of a scratchpad field that the item names: by
      placeholder, by the key itself, or by every distinctive word of the key
      (`key_words`).

    Placeholders are accepted when they name something that exists: ``{fact:KEY}`` a field
    with a value, ``{action:ID}`` a ledger action. A ref written into the text (``ev_12``)
    must be one the item cites.

    Superseded values: a literal equal to an earlier value of a field the item names, and not
    to its current value, that rests only on cited events older than the write that replaced
    it (every cited event holding it predates the source of the replacing value) states that
    old value as current, and is rejected unless the same item also gives the current value
    (the literal, or ``{fact:KEY}``) and cites the event the current value came from (its
    source event or its scratchpad write): "the order changed from 4912 to 4921 (ev_1,
    ev_3)" is accepted, "the order is 4912 (ev_1)" is not. A value cited from an event newer
    than its replacement is what that event says, and a value cited from a ledger event is
    an action's exact parameter ("act_18 was proposed for reservation M5TQW2"), and a value
    in reported speech (a run of four or more words quoted verbatim from a cited message,
    between quotation marks or after "the user asked / said": 'The user said: "order 4912
    arrived damaged"') is what was said: none of them is a stale statement.

    Rejects: changed amounts, swapped or invented identifiers, dates and ids that no cited
    event holds, stale values, placeholders naming nothing, an id described with a value
    another entry of its list holds ("the black lamp 3301552209" of the white one:
    `agentstate.validation._record_details`). Cannot see: a value swapped for another value
    that the same cited event also holds, when no id ties it to its record.
    """

    name: str = "grounding"
    """The rule's name in findings."""
    severity: Severity = "error"
    """Severity of its findings."""

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report every ungrounded literal, dangling placeholder and stale value."""
        summary = context.summary
        if summary is None:
            return
        fields = fields_of(context)
        for path, item in context.items():
            yield from self._item(context, item, fields=fields, path=f"{path}.text")

    def _finding(
        self,
        path: str,
        message: str,
        *,
        expected: str | None = None,
        found: str | None = None,
        refs: tuple[str, ...] = (),
        certain: bool = True,
    ) -> Finding:
        return Finding(
            rule=self.name,
            severity=graded(self.severity, certain=certain),
            path=path,
            message=message,
            expected=expected,
            found=found,
            refs=refs,
        )

    def _item(
        self, context: ValidationContext, item: Item, *, fields: Fields, path: str
    ) -> Iterator[Finding]:
        text = item.text
        yield from self._placeholders(context, item, path=path)
        found = context.literals(text)
        if not found:
            return
        cited = context.cited(item.refs)
        named = named_keys(context, text, fields)
        ids = {literal.atom for literal in found if literal.atom.startswith(_IDENTIFIER)}
        values: list[LiteralValue] = []
        exchanged: list[EncodedEvent] | None = None  # read only once a literal needs them
        readings: dict[int, frozenset[str]] | None = None  # `other_readings`, read the same way
        for literal in found:
            if literal.kind == "ref":
                if literal.text not in item.refs:
                    yield self._finding(
                        path,
                        f"the text mentions {literal.text} but the item does not cite it",
                        expected=f"{literal.text} among the item's refs",
                        found=", ".join(item.refs) or "no refs",
                        refs=(literal.text,),
                    )
                continue
            if _LABEL.fullmatch(literal.text) or _numbered_try(context, item.text, literal):
                continue  # "pay_duties #2", "attempt 2": the summary's own numbering
            values.append(literal)
            if any(map(context.holds, cited, repeat(literal.atom))):
                continue
            if any(
                literal.atom in context.fact_atoms(key)
                and not of_other_entries(context, key, literal.atom, ids)
                for key in named
            ):
                continue
            if exchanged is None:
                exchanged = context.exchanged(cited)
            if any(map(context.holds, exchanged, repeat(literal.atom))):
                continue
            if of_a_cited_fact(context, literal.atom, cited, ids, text):
                continue
            if names_a_cited_action(context, literal.text, cited):
                continue
            if said_without_prefix(context, literal.atom, cited):
                continue  # "INV-70412" citing "the first one, 70412"
            if counts_a_list(context, text, literal, item.refs):
                continue
            if totals_its_parts(text, literal, found):
                continue  # "hire 1200, fees 800 (total 2000)": the item's own sum
            if readings is None:
                readings = other_readings(text)
            if any(
                context.holds(event, reading)
                for reading in readings.get(literal.start, ())
                for event in cited
            ):
                continue  # "4:30-6pm" of 16:30, "7/26" of 2024-07-26
            spelled = spoken_ordinal(literal.text) or spoken_count(literal.text)
            if spelled and any(spelled.search(context.text(event).lower()) for event in cited):
                continue  # "2nd monitor" of "a second monitor", "2BR" of "2-bedroom"
            if changed_from(context, text, literal, found, cited):
                continue  # "Unit 1108→1801" of the address change the fact records
            if refused_with(context, literal, text, cited):
                continue  # "PTO-7731 must stay" citing the no to cancelling it
            if proposed_with(context, literal.atom, cited):
                continue  # "$289.00" citing the result of the request its proposal priced
            if of_a_named_entry(context, literal.atom, cited):
                continue  # "the $86.40 charge from August 14" citing "the $86 one"
            if held_by_named_record(context, literal.atom, cited):
                continue  # "the fee from September 19" of the charge a cited waiver names
            holding = owners(context, literal.atom)
            # Equal to the whole current value of a field, the value is true: only where it
            # comes from is unsaid (a placeholder would say it). Part of a record or a list
            # may be another object's, unless the item describes that entry by words only it
            # holds ("her 2019 Honda CR-V": `described_entry`).
            whole = any(is_whole_value(context, key, literal.atom) for key in holding) or any(
                described_entry(context, key, literal.atom, text, literal.start) for key in holding
            )
            objective = path.startswith("objective")
            holder = None if whole else unsaid_source(context, item, literal, objective=objective)
            yield self._ungrounded(
                item,
                literal,
                path=path,
                owners=holding,
                named=named,
                cited_any=bool(cited),
                certain=not whole and holder is None,
                holder=holder.ref if holder is not None else None,
            )
        yield from self._stale(
            context, path=path, item=item, values=values, named=named, cited=cited
        )
        for wrong in misdescribed(context, text, item.refs):
            yield self._finding(
                path, wrong.message, expected=wrong.expected, found=wrong.said, refs=(wrong.ref,)
            )
        for swapped in swapped_values(context, text, item.refs):
            yield self._finding(
                path,
                swapped.message,
                expected=f"{swapped.key} {swapped.actual}",
                found=swapped.said,
                refs=(swapped.ref,),
            )

    def _placeholders(
        self, context: ValidationContext, item: Item, *, path: str
    ) -> Iterator[Finding]:
        if "{" not in item.text:
            return  # every placeholder opens with a brace
        for kind, name in placeholders(item.text):
            if kind == "fact" and name not in context.fact_keys():
                yield self._finding(
                    path,
                    f"{{fact:{name}}} names a scratchpad field that has no value",
                    expected="a placeholder of a field with a value",
                    found=f"{{fact:{name}}}",
                )
            elif kind == "action" and name not in context.action_statuses():
                yield self._finding(
                    path,
                    f"{{action:{name}}} names no action of the ledger",
                    expected="a placeholder of an existing action",
                    found=f"{{action:{name}}}",
                )

    def _ungrounded(
        self,
        item: Item,
        literal: LiteralValue,
        *,
        path: str,
        owners: set[str],
        named: set[str],
        cited_any: bool,
        certain: bool = True,
        holder: str | None = None,
    ) -> Finding:
        if cited_any:
            message = (
                f"{literal.text!r} is not grounded: none of the cited events "
                f"({', '.join(item.refs)}) holds it"
            )
        elif holder is not None:
            message = (
                f"{literal.text!r} is not grounded: {holder} holds it, but the item cites no event"
            )
        else:
            message = f"{literal.text!r} is not grounded: the item cites no event that holds it"
        if owners & named:  # named, but the value is another entry's (`of_other_entries`)
            keys = ", ".join(sorted(owners & named)[:3])
            message += f"; in {keys}, it belongs to an entry the item does not name"
        elif owners:
            keys = ", ".join(sorted(owners)[:3])
            message += (
                f"; it is the current value of {keys}, which the item does not name "
                f"(write {{fact:{sorted(owners)[0]}}})"
            )
        else:
            message += " and is no current scratchpad value"
        return self._finding(
            path,
            message,
            expected="a placeholder, a value from a cited event, or a named field's current value",
            found=literal.text,
            refs=tuple(item.refs),
            certain=certain,
        )

    def _stale(
        self,
        context: ValidationContext,
        *,
        path: str,
        item: Item,
        values: list[LiteralValue],
        named: set[str],
        cited: Sequence[Cited],
    ) -> Iterator[Finding]:
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
            shown = ", ".join(repr(stated[atom].text) for atom in stale)
            # Told as history ("originally May 23"), the old value may well be true: only
            # the event that replaced it is not cited.
            history_told = all(_as_history(context, item.text, stated[atom]) for atom in stale)
            said = "told as history" if history_told else "stated as current"
            yield self._finding(
                path,
                f"{shown} is a superseded value of {key}, {said}; {key} is now "
                f"{_show(current.value)} (from {format_ref(current.source_seq)}). Give the "
                f"current value (or {{fact:{key}}}) and cite {format_ref(current.source_seq)}",
                expected=f"{key} = {_show(current.value)}",
                found=", ".join(stated[atom].text for atom in stale),
                refs=(format_ref(current.source_seq), format_ref(current.event_seq)),
                certain=not history_told,
            )


_IDENTIFIER: Final = "i:"
"""The atoms of identifiers. A field holding identifiers holds the object at hand (the order,
the reservation): a later id in it names another object, and an earlier one is still that
object's id ("order W3947 was returned"), unless the message that replaced it corrects it
(`_corrects`) or the item says it is the field's value (`_said_as_the_field`)."""

_LABEL: Final = re.compile(r"#\d{1,2}")
"""A number the summary gives what it lists ("attempt #2"): a label, not a value. A longer
one ("#4912") may be an order's."""


def _numbered_try(context: ValidationContext, text: str, literal: LiteralValue) -> bool:
    """Whether a number of one or two digits numbers an attempt ("Attempt 2", `TRIES`)."""
    if not (literal.text.isdigit() and len(literal.text) <= 2):
        return False
    found = _placed(context, text, literal)
    return found is not None and found[2] >= 0 and found[0][found[2]].lower in TRIES


_FIELD_REACH: Final = 4
"""The most words a field's name may stand before its copula."""


def _said_as_the_field(
    context: ValidationContext, text: str, literal: LiteralValue, key: str
) -> bool:
    """Whether the text gives `literal` as the field's value: its name, a copula, the value.

    "The reservation id is ABC123", "reservation: ABC123" state what the field holds now;
    "reservation ABC123 was cancelled" names a reservation.
    """
    found = _placed(context, text, literal)
    if found is None:
        return False
    tokens, _, before = found
    if before < 0 or tokens[before].lower not in COPULAS:
        return False
    reach = tokens[max(0, before - _FIELD_REACH) : before]
    return key_words(key) <= {token.stem for token in reach}


def _placed(
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
    found = _placed(context, text, literal)
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


def _superseded(context: ValidationContext, key: str) -> dict[str, int]:
    """The atoms of earlier values of `key` that its current value lacks, with their ends.

    Each atom maps to the seq of the event that replaced it: the source of the first write
    after the last write holding it.
    """
    cache = context.cache.setdefault("grounding.superseded", {})
    assert isinstance(cache, dict)
    found = cache.get(key)
    if found is None:
        found = {}
        history = context.fact_history(key)
        current = context.fact_atoms(key)
        for index, record in enumerate(history[:-1]):
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
