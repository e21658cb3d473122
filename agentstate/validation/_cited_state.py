"""What the cited events stand for in the session's state, beyond the values they hold.

An item cites events; a value it says may be one no cited event holds and still be what
those events stand for: the scratchpad value a cited message produced ("call +1 613-555-0139
first" citing "have them call me first"), the id of an action a cited event moved, a
parameter of an action whose ledger event is cited, or the start of a change a fact records
("Unit 1108\u21921801" citing the correction that holds 1801). The grounding rule asks these
only of a literal no cited event holds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate.events import EventKind
from agentstate.validation._atoms import value_atoms
from agentstate.validation._literals import LiteralValue
from agentstate.validation._record_details import described_entry, of_other_entries
from agentstate.validation.core import Cited, ValidationContext

__all__ = ["a_moved_actions_param", "changed_from", "names_a_cited_action", "of_a_cited_fact"]


def of_a_cited_fact(
    context: ValidationContext, atom: str, cited: Sequence[Cited], ids: set[str], text: str
) -> bool:
    """Whether a current scratchpad value that a cited event produced holds `atom`.

    "Call +1 613-555-0139 before any visit" citing "have them call me before anyone comes
    by", the message the contact fact was written from: the fact is what the session made of
    that message, its number included. Of a list of several entries, only the entry the
    item describes counts ("her 2019 Honda CR-V": `described_entry`), and never one whose
    id the item does not name (`of_other_entries`).
    """
    seqs = {event.seq for event in cited}
    return any(
        record.source_seq in seqs
        and atom in context.fact_atoms(key)
        and not of_other_entries(context, key, atom, ids)
        and (
            not (isinstance(record.value, list) and len(record.value) > 1)
            or described_entry(context, key, atom, text)
        )
        for key, record in context.facts().items()
    )


_CHANGE_MARKS: Final = frozenset({"\u2192", "->", "=>", "to"})
"""What stands between the two ends of a change ("1108\u21921801", "1108 to 1801")."""


def changed_from(
    context: ValidationContext,
    text: str,
    literal: LiteralValue,
    found: Sequence[LiteralValue],
    cited: Sequence[Cited],
) -> bool:
    """Whether `literal` is where a change the item tells started, as a fact records it.

    "Unit 1108\u21921801 corrected" citing the correction's result, which holds 1801 only:
    the scratchpad's address change holds both ends, so the item tells that fact's change.
    """
    after = [
        other
        for other in found
        if other.start >= literal.end
        and text[literal.end : other.start].strip().lower() in _CHANGE_MARKS
    ]
    if not after or not any(context.holds(event, after[0].atom) for event in cited):
        return False
    return any(
        literal.atom in atoms and after[0].atom in atoms
        for atoms in map(context.fact_atoms, context.fact_keys())
    )


def a_moved_actions_param(context: ValidationContext, atom: str, cited: Sequence[Cited]) -> bool:
    """Whether `atom` is a parameter of an action one of whose ledger events is cited.

    "Delivery on Thu 11/14 executed, then failed: route full" citing the execution: the date
    is what the action asked, which a later choice of date does not make stale.
    """
    for event in cited:
        if event.kind is not EventKind.LEDGER:
            continue
        found = context.event(event.ref)
        action_id = found.content.get("action") if found is not None else None
        record = context.action(action_id) if isinstance(action_id, str) else None
        if record is not None and atom in value_atoms(record.params):
            return True
    return False


def names_a_cited_action(context: ValidationContext, text: str, cited: Sequence[Cited]) -> bool:
    """Whether `text` is the id of a ledger action a cited event moved.

    "Redirect to the locker (act_22): rejected by her correction" citing the message that
    proposed act_22 and the one that rejected it: each is the source of one of its states,
    as a ledger event of its own is.
    """
    if context.action(text) is None:
        return False
    seqs = {event.seq for event in cited}
    return any(
        record.event_seq in seqs or record.source_seq in seqs
        for record in context.action_history(text)
    )
