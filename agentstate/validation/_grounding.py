"""The grounding rule: every literal value in a summary is a placeholder or comes from evidence."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import partial
from itertools import repeat
from typing import Final

import attrs

from agentstate.backends.base import EncodedEvent
from agentstate.events import Event, format_ref
from agentstate.summary import Item, placeholders
from agentstate.validation._cited_state import (
    changed_from,
    names_a_cited_action,
    of_a_cited_fact,
    proposed_with,
    refused_with,
    said_without_prefix,
    unsaid_source,
)
from agentstate.validation._counted_values import miscounts
from agentstate.validation._date_readings import other_readings
from agentstate.validation._field_entries import (
    described_entry,
    is_whole_value,
    of_a_named_entry,
    of_other_entries,
)
from agentstate.validation._field_names import Fields, fields_of, named_keys, owners
from agentstate.validation._labelled_values import swapped_values
from agentstate.validation._language import SPOKEN
from agentstate.validation._lexicon import (
    TRIES,
)
from agentstate.validation._list_counts import counts_a_list
from agentstate.validation._literals import LiteralValue
from agentstate.validation._named_records import described_record, held_by_named_record
from agentstate.validation._record_details import misdescribed
from agentstate.validation._spoken import spoken_count, spoken_ordinal
from agentstate.validation._stale_values import placed, stale_values, told_superseded
from agentstate.validation._totals import a_share, totals_its_parts
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
        for miscount in miscounts(context, text, item.refs):  # "one spare loaner day left"
            yield self._finding(
                path,
                miscount.message,
                expected=f"{miscount.key} {miscount.actual}",
                found=miscount.said,
                refs=(miscount.ref,),
            )
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
            if a_share(text, literal, found, partial(_held_by, context, cited)):
                continue  # "$740.00 less a 10% discount" citing "discount -$74.00"
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
            whole = whole or told_superseded(context, text, literal, named)
            holder = None if whole else self._unsaid(context, item, literal, path, cited)
            yield self._ungrounded(
                item,
                literal,
                path=path,
                owners=holding,
                named=named,
                cited_any=bool(cited),
                # an objective tells the state it gathers: a value of it, never certain
                certain=not whole
                and holder is None
                and not (holding and path.startswith("objective")),
                holder=holder.ref if holder is not None else None,
            )
        for stale in stale_values(
            context, path=path, item=item, values=values, named=named, cited=cited
        ):
            current, key = stale.current, stale.key
            said = "told as history" if stale.told_as_history else "stated as current"
            yield self._finding(
                path,
                f"{', '.join(map(repr, stale.said))} is a superseded value of {key}, {said}; "
                f"{key} is now {_show(current.value)} (from {format_ref(current.source_seq)}). "
                f"Give the current value (or {{fact:{key}}}) and cite "
                f"{format_ref(current.source_seq)}",
                expected=f"{key} = {_show(current.value)}",
                found=", ".join(stale.said),
                refs=(format_ref(current.source_seq), format_ref(current.event_seq)),
                certain=not stale.told_as_history,
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

    def _unsaid(
        self,
        context: ValidationContext,
        item: Item,
        literal: LiteralValue,
        path: str,
        cited: Sequence[Cited],
    ) -> Event | None:
        """The event a value no cited event holds comes from, when only its source is unsaid.

        See `unsaid_source`. A thread takes from the session only a value beside a word a
        cited message says with no value of its own ("the two monitors" for "the two Tavlor
        27 monitors"; not "door code 774190" for "the same door code, 7741"): the message that
        asks what the thread is about, not a result's data. Any item may give an id right
        beside a word its record alone holds and a cited message says (`described_record`).
        """
        if path.startswith("objective"):
            holder = unsaid_source(context, item, literal, gathers=True)
        else:
            beside = [event for event in cited if event.kind in SPOKEN]
            gathers = path.startswith(_GATHERING) and bool(beside)
            holder = unsaid_source(context, item, literal, gathers=gathers, beside=beside)
        if holder is None and (seq := described_record(context, literal, item.text, cited)):
            holder = context.event(format_ref(seq))  # "PAY-5521 (holdback)"
        return holder

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


_GATHERING: Final = ("objective", "open_threads", "next_steps")
"""The fields that gather the session rather than report one step of it: an objective, a
thread still open ("Dutch C1 evening course: she just asked for her options" citing the
question, not the message that named the course) and a step to take."""


_IDENTIFIER: Final = "i:"
"""The atoms of identifiers."""

_LABEL: Final = re.compile(r"#\d{1,2}")
"""A number the summary gives what it lists ("attempt #2"): a label, not a value. A longer
one ("#4912") may be an order's."""


def _numbered_try(context: ValidationContext, text: str, literal: LiteralValue) -> bool:
    """Whether a number of one or two digits numbers an attempt ("Attempt 2", `TRIES`)."""
    if not (literal.text.isdigit() and len(literal.text) <= 2):
        return False
    found = placed(context, text, literal)
    return found is not None and found[2] >= 0 and found[0][found[2]].lower in TRIES


def _held_by(context: ValidationContext, cited: Sequence[Cited], atom: str) -> bool:
    """Whether any of the `cited` events holds `atom`."""
    return any(context.holds(event, atom) for event in cited)
