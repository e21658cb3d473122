"""What the cited events stand for in the session's state, beyond the values they hold.

An item cites events; a value it says may be one no cited event holds and still be what
those events stand for: the scratchpad value a cited message produced ("call +1 613-555-0139
first" citing "have them call me first"), the id of an action a cited event moved, a
parameter of an action whose ledger event is cited, a term of the proposal whose execution
is cited ("$289.00" citing the result of the request the message with the price proposed), a
parameter of a proposal a cited user message refused ("PTO-7731 must stay" citing the no to
cancelling it), or the start of a change a fact records ("Unit 1108\u21921801" citing the
correction that holds 1801). The grounding rule asks these only of a literal no cited event
holds.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from agentstate.events import Event, EventKind, format_ref
from agentstate.summary import Item
from agentstate.validation._atoms import value_atoms
from agentstate.validation._field_entries import described_entry, of_other_entries
from agentstate.validation._language import ARROWS, STOPWORDS
from agentstate.validation._lexicon import TOWARD
from agentstate.validation._literals import LiteralValue, literals
from agentstate.validation._named_records import held_by_record_of
from agentstate.validation._refusals import turned_down_at
from agentstate.validation.core import Cited, ValidationContext

__all__ = [
    "a_moved_actions_param",
    "changed_from",
    "names_a_cited_action",
    "of_a_cited_fact",
    "proposed_with",
    "refused_with",
    "said_alike",
    "said_without_prefix",
    "unsaid_source",
]


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


def refused_with(
    context: ValidationContext, literal: LiteralValue, text: str, cited: Sequence[Cited]
) -> bool:
    """Whether a literal of `text` is a parameter of a proposal a cited user message refused.

    A refusal is about what it refuses: "PTO-7731 must stay" citing "No no, not the 17th!
    keep that one", the no to cancelling PTO-7731, and the date of the record its params
    name ("her October 17 day off", `held_by_record_of`). (A yes is not read so: "the user picked
    card 7407366" citing a yes to the agent's proposal of that card says who chose.) Not
    where a change went: a value the user refused is not what a change was made to ("moved
    from 4:45 pm to 7:45 pm" citing "No, change the time to 4:45", the no to 7:45 pm).
    """
    refusals = {event.seq for event in cited if event.kind is EventKind.USER}
    if not refusals or _a_destination(text, literal):
        return False
    atom = literal.atom
    for action_id, status in context.action_statuses().items():
        if status.status != "rejected":
            continue
        history = context.action_history(action_id)
        if history[-1].source_seq in refusals:
            record = context.action(action_id)
            if record is None:
                continue
            params = value_atoms(record.params)
            ids = frozenset(held for held in params if held.startswith("i:"))
            if atom in params or held_by_record_of(context, atom, ids):
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


def proposed_with(context: ValidationContext, atom: str, cited: Sequence[Cited]) -> bool:
    """Whether `atom` is a term of the proposal of an action whose execution is cited.

    A call and its result carry out what was proposed: "1 x Aster 27-inch QHD, $289.00,
    EQ-20931 submitted" citing the request's result, whose proposal gave the price. A term is
    a value on a line (or in a sentence) of the proposal that also holds one of the act's own
    values, from its params or the cited result ("(MON-27Q), $289.00"): a proposal also tells
    of other objects ("Ola's line, +1 646-555-0121, stays active"), which are no terms.

    Only the execution counts (the call, its result, the ledger's execution), not the
    approval: "the user picked card 7407366" citing the yes to a proposal of that card says
    who chose, which the yes does not tell. Only the action's own proposal counts: a proposal
    rejected and made again is another action, with its own message.
    """
    seqs = {event.seq for event in cited if event.kind is not EventKind.USER}
    seqs |= {event.seq for event in context.exchanged(cited)}
    if not seqs:
        return False
    results = [event for event in cited if event.kind is EventKind.TOOL_RESULT]
    for action_id, status in context.action_statuses().items():
        if status.status not in ("executed", "failed"):
            continue
        history = context.action_history(action_id)
        if not any(
            record.status == "executed" and (record.source_seq in seqs or record.event_seq in seqs)
            for record in history
        ):
            continue
        proposal = context.event(format_ref(history[0].source_seq))
        record = context.action(action_id)
        if proposal is None or record is None or history[0].source_seq in seqs:
            continue
        params = value_atoms(record.params)
        for segment in _SEGMENTS.split(context.text(proposal)):
            if atom not in value_atoms(segment):
                continue
            said = {
                literal.atom
                for literal in literals(segment)
                if literal.atom != atom and _names_one(literal.atom)
            }
            if not said.isdisjoint(params) or any(
                context.holds(result, held) for held in said for result in results
            ):
                return True
    return False


_SEGMENTS: Final = re.compile(r"\n+|(?<=[.!?])\s+(?=[A-Z])")
"""Where a proposal's lines and sentences part."""


def _names_one(atom: str) -> bool:
    """Whether an atom names one object or term: an identifier, a date, an exact amount.

    A whole number may be a count or a street number, said of any object.
    """
    return atom.startswith(("i:", "d:")) or (atom.startswith("n:") and "." in atom)


def _a_destination(text: str, literal: LiteralValue) -> bool:
    """Whether a literal is where a change went: right after "to", "into" or an arrow."""
    before = text[: literal.start].split()
    return bool(before) and (before[-1].lower() in TOWARD or before[-1] in ARROWS)


_WORDS: Final = re.compile(r"[a-z0-9]+")


def said_alike(
    context: ValidationContext, text: str, literal: LiteralValue, *, beside: Sequence[Cited] = ()
) -> Event | None:
    """The first message or result of the session that says `literal` beside a word `text` does.

    An objective gathers the session: "moving from 88 Birch Rd, Unit 4C" citing the user's
    messages takes the old address from the account's record, which says "88 Birch Rd, Unit
    4C" too. A value said in the same words beside the same word is the value the session
    says there: where it comes from is unsaid, not its value. Beside other words ("due
    10/13" where October 13 is when a decision is due by) it may be another's. With
    `beside`, the word must be one an event of those says too: the cited event names the
    thing ("the two monitors"), the session its value ("the two Tavlor 27 monitors").
    """
    said = " ".join(_WORDS.findall(literal.text.lower()))
    before = _WORDS.findall(text[: literal.start].lower())[-1:]
    after = _WORDS.findall(text[literal.end :].lower())[:1]
    flat = context.cache.setdefault("said_alike", {})
    assert isinstance(flat, dict)
    phrases = [
        phrase
        for word, phrase, pattern in (
            (before, f"{' '.join(before)} {said}", r" {} (\S*)"),
            (after, f"{said} {' '.join(after)}", r"(\S*) {} "),
        )
        if word
        and word[0].isalpha()
        and len(word[0]) > 1
        and word[0] not in STOPWORDS
        and (not beside or _names_it(context, flat, beside, pattern.format(re.escape(word[0]))))
    ]
    if not said or not phrases:
        return None
    for kind in (EventKind.USER, EventKind.ASSISTANT, EventKind.TOOL_RESULT):
        for event in context.messages(kind):
            words = _flat(context, flat, event)
            if any(f" {phrase} " in words for phrase in phrases):
                return event
    return None


def _names_it(
    context: ValidationContext, flat: dict[int, str], beside: Sequence[Cited], pattern: str
) -> bool:
    """Whether an event of `beside` says a word where `pattern` finds it, and never a value.

    "the two monitors" names what "the two Tavlor 27 monitors" does; "door code 774190"
    names the door code with another value than "the same door code, 7741".
    """
    found = [
        match.group(1)
        for event in beside
        for match in re.finditer(pattern, _flat(context, flat, event))
    ]
    return bool(found) and not any(map(_DIGIT.search, found))


_DIGIT: Final = re.compile(r"\d")


def _flat(context: ValidationContext, flat: dict[int, str], event: Cited) -> str:
    """An event's words, lower-cased, space-joined and space-ended (cached in `flat`)."""
    words = flat.get(event.seq)
    if words is None:
        words = flat[event.seq] = f" {' '.join(_WORDS.findall(context.text(event).lower()))} "
    return words


def unsaid_source(
    context: ValidationContext,
    item: Item,
    literal: LiteralValue,
    *,
    gathers: bool,
    beside: Sequence[Cited] = (),
) -> Event | None:
    """The event that holds a value no cited event holds, when only its source is unsaid.

    An item that may cite nothing (an open thread, a next step) and cites nothing, or a
    value the item turns down ("read 3172 kWh, not 3712"), names a value the session holds:
    its first holder. An item that `gathers` the session (an objective, an open thread, a
    next step) takes it from the message saying it alike (`said_alike`, beside a word one
    of the events `beside` says, if any), or from any saying a year it names. None when the
    value is the item's own claim.
    """
    if not item.refs or turned_down_at(context.sentences(item.text), literal.start):
        return context.holder(literal.atom)
    if not gathers:
        return None
    if _a_year(literal):
        return context.holder(literal.atom)  # "for the 2027 term": the session's calendar
    return said_alike(context, item.text, literal, beside=beside)


_YEARS: Final = range(1900, 2200)


def _a_year(literal: LiteralValue) -> bool:
    """Whether a literal is a year written alone ("2026"): the year the session's dates are in."""
    return literal.kind == "number" and literal.text.isdigit() and int(literal.text) in _YEARS


_PREFIXED: Final = re.compile(r"i:[a-z]{2,}-?(\d{4,})")


def said_without_prefix(context: ValidationContext, atom: str, cited: Sequence[Cited]) -> bool:
    """Whether a cited event says the id `atom` by its number, and the session holds it whole.

    "Release only INV-70412" citing "Release only the first one, 70412": people drop an id's
    letters, and the invoice the session found is INV-70412. A number said is the id only
    where some event of the session holds the id whole.
    """
    match = _PREFIXED.fullmatch(atom)
    if match is None:
        return False
    number = f"n:{int(match.group(1))}"
    return any(context.holds(event, number) for event in cited) and (
        context.holder(atom) is not None
    )
