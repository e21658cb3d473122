"""Replay: rebuild the projections of a session purely from its log.

The log is the single source of truth; the scratchpad and the ledger are projections of it.
`replay` folds the ``fact``, ``ledger`` and ``compaction`` events through the same transition
functions the live path uses (`agentstate.scratchpad.fact_record`,
`agentstate.ledger.ledger_step`; a committed compaction event holds its checkpoint), and
`stored_projection` reads what the live path recorded. Both give a `Projection`, so
``replay(state) == stored_projection(state)`` is invariant 9 as an equality.

A projection is a field per kind of state and a step per event kind in `_STEPS`: a new kind of
state adds a field, a step and its stored reader, and nothing else changes. Drops (verbatim
compaction, `agentstate.drops`) live only in their compaction events: the stored
side reads them back by kind, replay folds them in log order.
Replaying up to a seq (``through``) rebuilds the state as it was after that event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Final, Protocol

import attrs

from agentstate._checks import check_int
from agentstate.backends.base import ActionRecord, FactRecord, SessionReader
from agentstate.backends.reads import Reads, drive, read
from agentstate.drops import DROPPED, DroppedUnit, recorded_drops, units_of
from agentstate.events import Event, EventKind
from agentstate.ledger import ledger_step
from agentstate.log import EventLog
from agentstate.scratchpad import fact_record
from agentstate.summary import Checkpoint

__all__ = [
    "HasLog",
    "Projection",
    "replay",
    "replay_events",
    "replay_reads",
    "stored_projection",
]

_PAGE = 1000


@attrs.frozen(kw_only=True)
class Projection:
    """The state a log builds, through one seq: every record of every projection, in log order."""

    through: int
    """The last seq taken into account."""
    facts: tuple[FactRecord, ...] = ()
    """Every scratchpad write, oldest first (the last per key is its current value)."""
    actions: tuple[ActionRecord, ...] = ()
    """Every state of every ledger action, oldest first (the last per id is current)."""
    checkpoints: tuple[Checkpoint, ...] = ()
    """Every committed checkpoint, oldest first (rebuilt from committed compaction events)."""
    drops: tuple[DroppedUnit, ...] = ()
    """Every unit a verbatim pass dropped, in order of recording (from ``dropped`` events)."""

    def current_facts(self) -> dict[str, FactRecord]:
        """The latest write of every key."""
        return {record.key: record for record in self.facts}

    def current_actions(self) -> dict[str, ActionRecord]:
        """The latest state of every action, in order of proposal."""
        return {record.action_id: record for record in self.actions}


@attrs.define
class _Fold:
    """A projection under construction."""

    facts: list[FactRecord] = attrs.Factory(list)
    actions: list[ActionRecord] = attrs.Factory(list)
    current_actions: dict[str, ActionRecord] = attrs.Factory(dict)
    checkpoints: list[Checkpoint] = attrs.Factory(list)
    drops: list[DroppedUnit] = attrs.Factory(list)


def _fact_step(fold: _Fold, event: Event) -> None:
    record = fact_record(event)
    if record is not None:
        fold.facts.append(record)


def _ledger_step(fold: _Fold, event: Event) -> None:
    action_id = event.content["action"]
    assert isinstance(action_id, str)
    record = ledger_step(fold.current_actions.get(action_id), event)
    fold.current_actions[action_id] = record
    fold.actions.append(record)


def _compaction_step(fold: _Fold, event: Event) -> None:
    content = event.content
    if content.get("outcome") == DROPPED:
        fold.drops.extend(units_of(event))
        return
    if content.get("outcome") != "committed":
        return  # rejected, failed and conflicting compactions change no state
    version, parent, through = content["version"], content["parent"], content["covers_through"]
    schema_version, token_count = content["schema_version"], content["token_count"]
    summary, summarizer = content["summary"], content["summarizer"]
    summarizer_version = content.get("summarizer_version")
    assert isinstance(version, int)
    assert isinstance(parent, int)
    assert isinstance(through, int)
    assert isinstance(schema_version, int)
    assert isinstance(token_count, int)
    assert isinstance(summary, dict)
    assert isinstance(summarizer, str)
    assert summarizer_version is None or isinstance(summarizer_version, str)
    fold.checkpoints.append(
        Checkpoint(
            version=version,
            parent=parent,
            covers_through=through,
            summary=summary,
            schema_version=schema_version,
            summarizer=summarizer,
            summarizer_version=summarizer_version,
            created_at=event.created_at,
            token_count=token_count,
            event_seq=event.seq,
        )
    )


_STEPS: Final[Mapping[EventKind, Callable[[_Fold, Event], None]]] = {
    EventKind.FACT: _fact_step,
    EventKind.LEDGER: _ledger_step,
    EventKind.COMPACTION: _compaction_step,
}


def replay_events(events: Iterable[Event], *, through: int) -> Projection:
    """Fold events (in log order) into a projection; events past `through` are ignored."""
    fold = _Fold()
    _fold(fold, events, through=through)
    return _projection(fold, through)


def _fold(fold: _Fold, events: Iterable[Event], *, through: int) -> None:
    for event in events:
        if event.seq > through:
            break
        step = _STEPS.get(event.kind)
        if step is not None:
            step(fold, event)


def _projection(fold: _Fold, through: int) -> Projection:
    return Projection(
        through=through,
        facts=tuple(fold.facts),
        actions=tuple(fold.actions),
        checkpoints=tuple(fold.checkpoints),
        drops=tuple(fold.drops),
    )


class HasLog(Protocol):
    """A session that has an event log (`AgentState` has one)."""

    @property
    def log(self) -> EventLog:
        """The session's event log."""
        ...


def _log_of(session: EventLog | HasLog) -> EventLog:
    return session if isinstance(session, EventLog) else session.log


def _through(through: int | None) -> Reads[int]:
    last = (yield from read(SessionReader.head)).seq
    if through is None:
        return last
    return min(check_int(through, what="through"), last)


def replay(session: EventLog | HasLog, *, through: int | None = None) -> Projection:
    """Rebuild the scratchpad and the ledger from the log alone.

    Reads the state events in pages, in one consistent snapshot.

    Args:
        session: The session to replay: its `EventLog`, or an `AgentState`.
        through: Replay up to this seq (default: the whole log).

    Raises:
        InvalidInput: `through` is negative or not an integer.
    """
    return _log_of(session).run(replay_reads(through=through))


def replay_reads(*, through: int | None = None) -> Reads[Projection]:
    """`replay` as reads (`agentstate.backends.reads`): each page folded as it is read."""
    last = yield from _through(through)
    fold = _Fold()
    after = 0
    kinds = frozenset(_STEPS)
    while True:
        page = yield from read(
            SessionReader.events, after=after, until=last, limit=_PAGE, kinds=kinds
        )
        _fold(fold, page, through=last)
        if len(page) < _PAGE:
            return _projection(fold, last)
        after = page[-1].seq


def stored_projection(session: EventLog | HasLog, *, through: int | None = None) -> Projection:
    """The projections as the live path recorded them, in the same shape as `replay`.

    Args:
        session: The session: its `EventLog`, or an `AgentState`.
        through: Up to this seq (default: the whole log).

    Raises:
        InvalidInput: `through` is negative or not an integer.
    """
    with _log_of(session).read() as reader:
        last = drive(_through(through), reader)
        facts = [
            record
            for current in reader.facts()
            for record in reader.fact_history(current.key)
            if record.event_seq <= last
        ]
        actions = [
            record
            for current in reader.actions()
            for record in reader.action_history(current.action_id)
            if record.event_seq <= last
        ]
        checkpoints = [c for c in reader.checkpoints() if c.event_seq <= last]
        drops = recorded_drops(reader, through=last)
    return Projection(
        through=last,
        facts=tuple(sorted(facts, key=lambda record: record.event_seq)),
        actions=tuple(sorted(actions, key=lambda record: record.event_seq)),
        checkpoints=tuple(checkpoints),
        drops=tuple(drops),
    )
