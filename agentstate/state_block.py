"""The state block: current values and ledger actions as compact text for every model request.

The context renderer places it in every request, so the model reads identifiers, amounts and
approval statuses from state instead of from a summary. It is deterministic and
cache-friendly: the same state renders to the same bytes (no times, no counters); values and
parameters are quoted data (canonical JSON with sorted keys and no spaces, every line break
escaped), so a value holding a newline or a bracket stays on its line; and entries come in a
fixed order (values in schema order, actions in order of proposal). Each entry ends with the
ref of the event it rests on.

An open action (pending or approved) is shown with its exact parameters: they are what an
approval binds to. A closed action (executed, failed, rejected, cancelled, revoked) is shown by
id, kind and status, followed only by the parameters the block shows nowhere above it
(``parameters not shown above: {...}``, in their own shape, so each value keeps its key): a
value the next call overwrote in the scratchpad (the first order's id once a second order is
read) stays in view, and a parameter the values already show costs nothing. All
parameters stay in the log, at the action's refs and in `action_history`. A failed action
reads ``failed by tool``, citing the error result that ended it, whether or not the ledger
recorded the failure (`shown_actions`).

    State (authoritative; [ev_N] is the event each entry rests on):
    Values:
    - order_id: "4921" [ev_3]
    - credit_cents: 25000 [ev_5]
    Actions:
    - act_7 issue_credit {"amount_cents":25000,"order_id":"4921"}: pending, proposed by model [ev_6]
    - act_4 send_note: cancelled by model [ev_6]; parameters not shown above: {"text":"sorry"}
    - act_9 issue_refund: failed by tool [ev_11]

To fit a request's budget, the context renderer may ask for a smaller block
(`format_state_block`'s options, in this order): closed actions without their parameters
(compaction never counts them: they do not make it fire), then closed actions grouped by kind
and status (``- act_4, act_6 send_note: cancelled [ev_6, ev_9]``, their actors left out),
then values larger than a size shown as structural excerpts (`agentstate._excerpts.cut`:
small fields whole, large ones elided with ``…``), each marked ``(shortened)``, with a line
after the values saying that the ``fact_history`` tool gives one whole. Open actions always
keep their exact parameters.

An index (an object whose values are all text: a line of identifying values per record read)
does not repeat a record the block shows whole: an entry keyed by one of that record's own
values, every word of which the record holds, is left out while the record is shown whole
(the reservation read last, kept whole beside the line that indexes it); an index left with no
entry is not shown. Nothing is lost: the record holds the entry's every word.

Values of fields removed from the schema are left out; a stored value that no longer matches
its field's type is shown flagged, never silently dropped. A state with no values and no
actions renders as the empty string.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Final

import attrs

from agentstate import _json
from agentstate._excerpts import cut, size
from agentstate._outcomes import executions_of
from agentstate.backends.base import ActionRecord, SessionReader
from agentstate.backends.reads import Reads, drive
from agentstate.events import format_ref, parse_ref
from agentstate.ledger import TOOL_ACTOR, Action, ActionStatus, ApprovalLedger
from agentstate.scratchpad import Fact, FactStatus
from agentstate.tokens import MESSAGE_OVERHEAD, TokenCounter

if TYPE_CHECKING:
    from agentstate.session import Session

__all__ = [
    "HEADER",
    "LEFT_OUT",
    "NOTE",
    "SHORTENED",
    "SHORTENED_NOTE",
    "UNSHOWN",
    "VALUE_FLOOR",
    "format_state_block",
    "left_out_values",
    "oversized_values",
    "read_state_block",
    "render_state_block",
    "shown_actions",
    "shown_actions_reads",
    "shown_records",
    "state_message",
    "state_message_tokens",
]

HEADER: Final = "State (authoritative; [ev_N] is the event each entry rests on):"
"""The first line of a non-empty state block."""

NOTE: Final = "[Current state, from agentstate; not written by the user.]"
"""The line the context renderer puts before the state block."""

SHORTENED: Final = "(shortened)"
"""The mark of a value shown as an excerpt to fit a budget."""

SHORTENED_NOTE: Final = (
    f"Values marked {SHORTENED} show their smaller fields (\u2026 marks what is left out); "
    "the fact_history tool gives one whole."
)
"""The line that follows the values when one is shortened."""

LEFT_OUT: Final = "Left out to fit (the fact_history tool gives them):"
"""The line that names the `Secondary` values a budget left out of the block."""

UNSHOWN: Final = "parameters not shown above:"
"""What precedes a closed action's parameters that the block shows nowhere above it."""

VALUE_FLOOR: Final = 24
"""Characters of JSON below which a value is never shortened (the mark would cost more)."""


def _value(value: _json.JSONValue) -> str:
    return _json.quoted(value)


def _fact_line(fact: Fact, value_chars: int | None) -> str:
    if value_chars is not None and size(fact.value) > value_chars:
        line = f"- {fact.key}: {_value(cut(fact.value, value_chars))} [{fact.source}] {SHORTENED}"
    else:
        line = f"- {fact.key}: {_value(fact.value)} [{fact.source}]"
    if fact.status is FactStatus.INVALID:
        problem = " ".join((fact.problem or "").split())  # one line, whatever the message
        line += f" (does not match the current schema: {problem})"
    return line


def _action_line(action: Action, unshown: _json.JSONValue | None = None) -> str:
    if action.status is ActionStatus.PENDING:
        status = f"pending, proposed by {action.actor}"
    else:
        status = f"{action.status.value} by {action.actor}"
    params = f" {_value(action.params)}" if action.is_open else ""
    line = f"- {action.id} {action.kind}{params}: {status} [{action.source}]"
    return line if unshown is None else f"{line}; {UNSHOWN} {_value(unshown)}"


def _scalar_text(value: _json.JSONValue) -> str | None:
    """A scalar as the text it is compared by (None: null, an empty string, a container)."""
    if value is None or value == "" or isinstance(value, dict | list):
        return None
    return value if isinstance(value, str) else _json.canonical_dumps(value)


def _texts(value: _json.JSONValue, into: set[str]) -> None:
    """Add every scalar and every key of `value` (as `_scalar_text`) to `into`."""
    if isinstance(value, dict):
        into.update(value)
        for item in value.values():
            _texts(item, into)
    elif isinstance(value, list):
        for item in value:
            _texts(item, into)
    elif (text := _scalar_text(value)) is not None:
        into.add(text)


def _unshown(value: _json.JSONValue, shown: set[str]) -> _json.JSONValue | None:
    """`value` with every part `shown` holds left out (None: nothing is left).

    Objects keep their entries, lists their items, whose values are not shown; the shape
    around what is kept stays, so each value keeps the key that says what it is.
    """
    if isinstance(value, dict):
        kept: dict[str, _json.JSONValue] = {
            key: part for key, item in value.items() if (part := _unshown(item, shown)) is not None
        }
        return kept or None
    if isinstance(value, list):
        items: list[_json.JSONValue] = [
            part for item in value if (part := _unshown(item, shown)) is not None
        ]
        return items or None
    text = _scalar_text(value)
    return None if text is None or text in shown else value


def _closed_lines(
    shown_facts: Sequence[tuple[Fact, int | None]], actions: Sequence[Action]
) -> list[str]:
    """One line per action, a closed one with the parameters the block shows nowhere above.

    What the block already shows (every value and key of the values, open actions'
    parameters, what earlier closed actions' lines show) is left out, so a closed action costs
    only what would otherwise be missing: the parameters a later write overwrote.
    """
    shown: set[str] = set()
    for fact, limit in shown_facts:
        _texts(fact.value if limit is None else cut(fact.value, limit), shown)
    for action in actions:
        if action.is_open:
            _texts(action.params, shown)
    lines: list[str] = []
    for action in actions:
        unshown = None if action.is_open else _unshown(action.params, shown)
        if unshown is not None:
            _texts(unshown, shown)
        lines.append(_action_line(action, unshown))
    return lines


def _grouped_action_lines(actions: Sequence[Action]) -> list[str]:
    """Open actions one a line; closed ones one line per kind and status, at the first's place."""
    entries: list[Action | tuple[str, ActionStatus]] = []
    groups: dict[tuple[str, ActionStatus], list[Action]] = {}
    for action in actions:
        if action.is_open:
            entries.append(action)
            continue
        group = (action.kind, action.status)
        if group not in groups:
            groups[group] = []
            entries.append(group)
        groups[group].append(action)
    lines: list[str] = []
    for entry in entries:
        if isinstance(entry, Action):
            lines.append(_action_line(entry))
        elif len(members := groups[entry]) == 1:
            lines.append(_action_line(members[0]))
        else:
            ids = ", ".join(action.id for action in members)
            refs = ", ".join(dict.fromkeys(action.source for action in members))
            lines.append(f"- {ids} {entry[0]}: {entry[1].value} [{refs}]")
    return lines


def left_out_values(
    facts: Sequence[Fact], secondary_chars: int | None, left_out: Collection[str] = ()
) -> tuple[str, ...]:
    """Keys of the `Secondary` values `format_state_block` leaves out.

    Every one when `secondary_chars` is below zero; otherwise those named in `left_out`.
    """
    if secondary_chars is None or (secondary_chars >= 0 and not left_out):
        return ()
    return tuple(
        fact.key
        for fact in facts
        if fact.secondary
        and fact.status is not FactStatus.REMOVED
        and (secondary_chars < 0 or fact.key in left_out)
    )


def _limit(fact: Fact, value_chars: int | None, secondary_chars: int | None) -> int | None:
    """The size over which `fact` is shown shortened (None: whole)."""
    limits = [value_chars, secondary_chars] if fact.secondary else [value_chars]
    found = [limit for limit in limits if limit is not None]
    return max(min(found), VALUE_FLOOR) if found else None


_WORD: Final = re.compile(r"\w+")


class _Record:
    """A record shown whole, read for what an index entry may repeat of it."""

    def __init__(self, value: dict[str, _json.JSONValue]) -> None:
        self.own = {
            str(item).lower()
            for item in value.values()
            if isinstance(item, str | int | float) and not isinstance(item, bool)
        }
        self._value = value
        self._words: set[str] | None = None

    def repeats(self, key: str, line: str) -> bool:
        """Whether the entry ``key: line`` only repeats this record (module docs)."""
        if key.lower() not in self.own:
            return False
        if self._words is None:
            self._words = set(_WORD.findall(_json.quoted(self._value).lower()))
        return all(word in self._words for word in _WORD.findall(line.lower()))


def _index(value: _json.JSONValue) -> dict[str, str] | None:
    """`value` as an index (an object whose values are all text), or None."""
    if isinstance(value, dict) and value and all(isinstance(line, str) for line in value.values()):
        return {key: line for key, line in value.items() if isinstance(line, str)}
    return None


def _shown(
    facts: Sequence[Fact],
    value_chars: int | None,
    secondary_chars: int | None,
    left_out: Collection[str] = (),
) -> list[tuple[Fact, int | None]]:
    """The facts the block shows, each with the size over which it is shortened.

    Removed and left-out values are not shown; an index has the entries a record shown whole
    repeats left out, and is not shown when none is left (module docs).
    """
    omitted = left_out_values(facts, secondary_chars, left_out)
    shown = [
        (fact, _limit(fact, value_chars, secondary_chars))
        for fact in facts
        if fact.status is not FactStatus.REMOVED and fact.key not in omitted
    ]
    holders = {
        fact.key: _Record(fact.value)
        for fact, limit in shown
        if isinstance(fact.value, dict) and (limit is None or size(fact.value) <= limit)
    }
    if len(holders) < 2:  # an index needs a record beside it
        return shown
    out: list[tuple[Fact, int | None]] = []
    for fact, limit in shown:
        index = _index(fact.value)
        others = [record for key, record in holders.items() if key != fact.key] if index else []
        kept: dict[str, _json.JSONValue] = {
            key: line
            for key, line in (index or {}).items()
            if not any(record.repeats(key, line) for record in others)
        }
        if index is None or len(kept) == len(index):
            out.append((fact, limit))
            continue
        holders.pop(fact.key, None)  # what it leaves out rests on others; it holds nothing
        if kept:
            fact = attrs.evolve(fact, value=kept)
            out.append((fact, _limit(fact, value_chars, secondary_chars)))
    return out


def oversized_values(
    facts: Sequence[Fact],
    value_chars: int | None,
    secondary_chars: int | None = None,
    left_out: Collection[str] = (),
) -> tuple[str, ...]:
    """Keys of the values `format_state_block` shows shortened at these sizes."""
    return tuple(
        fact.key
        for fact, limit in _shown(facts, value_chars, secondary_chars, left_out)
        if limit is not None and size(fact.value) > limit
    )


def format_state_block(
    facts: Sequence[Fact],
    actions: Sequence[Action],
    *,
    value_chars: int | None = None,
    group_closed: bool = False,
    secondary_chars: int | None = None,
    closed_params: bool = True,
    left_out: Collection[str] = (),
) -> str:
    """Render facts and actions as the state block (pure: same input, same bytes).

    Args:
        facts: The scratchpad's values (removed fields are left out).
        actions: The ledger's actions, in order of proposal.
        value_chars: Show values longer than this many characters of JSON (and than
            `VALUE_FLOOR`) as excerpts, marked `SHORTENED` (None: every value whole).
        group_closed: One line per kind and status for closed actions (their parameters
            left out).
        closed_params: Show after each closed action the parameters the block shows
            nowhere above it (`UNSHOWN`); False: id, kind and status only.
        secondary_chars: The same for the values of `Secondary` fields alone; below zero,
            they are left out, named on one line (`LEFT_OUT`).
        left_out: `Secondary` fields left out, named on that line, while the others are
            shown at `secondary_chars` (a budget's choice: the largest left out first).
    """
    omitted = left_out_values(facts, secondary_chars, left_out)
    shown = _shown(facts, value_chars, secondary_chars, left_out)
    fact_lines = [_fact_line(fact, limit) for fact, limit in shown]
    if any(limit is not None and size(fact.value) > limit for fact, limit in shown):
        fact_lines.append(SHORTENED_NOTE)
    if omitted:
        fact_lines.append(f"{LEFT_OUT} {', '.join(omitted)}.")
    if group_closed:
        action_lines = _grouped_action_lines(actions)
    elif closed_params:
        action_lines = _closed_lines(shown, actions)
    else:
        action_lines = [_action_line(action) for action in actions]
    if not fact_lines and not action_lines:
        return ""
    lines = [HEADER]
    if fact_lines:
        lines += ["Values:", *fact_lines]
    if action_lines:
        lines += ["Actions:", *action_lines]
    return "\n".join(lines)


def state_message(block: str) -> str:
    """The text of the message that carries a state block to the model ("" for none)."""
    return f"{NOTE}\n{block}" if block else ""


def state_message_tokens(block: str, counter: TokenCounter) -> int:
    """Tokens the state block's message costs in a request (0 for an empty block)."""
    return MESSAGE_OVERHEAD + counter.count(state_message(block)) if block else 0


def shown_actions(
    ledger: ApprovalLedger, reader: SessionReader, actions: Sequence[Action]
) -> list[Action]:
    """The actions as their outcomes show them.

    An execution whose tool result is an error reads ``failed by tool``, citing that result,
    whether or not the ledger recorded the failure (`agentstate.ledger`'s
    ``record_failures``): the model reads the same outcome the validator judges a summary
    by (`ApprovalLedger.failures_in`).
    """
    return drive(shown_actions_reads(ledger, actions), reader)


def shown_actions_reads(ledger: ApprovalLedger, actions: Sequence[Action]) -> Reads[list[Action]]:
    """`shown_actions` as reads (`agentstate.backends.reads`)."""
    executed = {
        action.id: (action.kind, parse_ref(action.event)[1])
        for action in actions
        if action.status is ActionStatus.EXECUTED
    }
    failures = yield from ledger.failures_reads(executed)
    return [
        attrs.evolve(
            action,
            status=ActionStatus.FAILED,
            actor=TOOL_ACTOR,
            source=format_ref(failures[action.id]),
        )
        if action.id in failures
        else action
        for action in actions
    ]


def shown_records(
    ledger: ApprovalLedger, reader: SessionReader, records: Sequence[ActionRecord]
) -> list[ActionRecord]:
    """`shown_actions` for stored action records (what a summarizer is given).

    A failed execution reads ``failed``, its source the error result that ended it.
    """
    failures = ledger.failures_in(reader, executions_of(records))
    return [
        attrs.evolve(
            record, status=ActionStatus.FAILED.value, source_seq=failures[record.action_id]
        )
        if record.action_id in failures
        else record
        for record in records
    ]


def read_state_block(
    state: Session, reader: SessionReader, *, secondary: bool = True, closed_params: bool = True
) -> str:
    """The state block of a session, read through an open snapshot.

    Without `secondary`, the values of `Secondary` fields are left out (named on one line);
    without `closed_params`, the parameters of closed actions: what a budget sheds first,
    which compaction does not count (it never makes a compaction fire).
    """
    actions = shown_actions(state.ledger, reader, state.ledger.actions_in(reader))
    facts = state.scratchpad.facts_in(reader)
    return format_state_block(
        facts,
        actions,
        secondary_chars=None if secondary else -1,
        closed_params=closed_params,
    )


def render_state_block(state: Session) -> str:
    """The state block of a session, read in one consistent snapshot."""
    with state.log.read() as reader:
        return read_state_block(state, reader)
