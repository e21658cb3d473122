"""What the console's pages show, read through agentstate's public API.

Each function here takes the backend (or one session's `AgentState`) and returns plain
records for a template; none writes. Every read is one short read transaction of the
backend's (``AgentState``'s reads, `StorageBackend.read`), so an agent writing to the same
database is never held up for longer than one read.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from datetime import datetime

import attrs

from agentstate import MODEL_ACTOR, Action, AgentState, Checkpoint, Event, EventKind, event_lines
from agentstate.backends import StorageBackend
from agentstate.drops import recorded_drops
from agentstate.errors import AgentStateError
from agentstate.json_values import JSONValue

__all__ = [
    "PLOT_WINDOW",
    "TIMELINE_PAGE",
    "ActionView",
    "CheckpointView",
    "EventView",
    "FactView",
    "PendingView",
    "SessionRow",
    "SessionView",
    "describe",
    "list_sessions",
    "pending_actions",
    "pending_version",
    "session_view",
    "sessions_version",
    "shown_json",
]

TIMELINE_PAGE = 200
"""Events on one page of a timeline (the latest ones unless the reader pages back)."""

_WIDTH = 160
"""The longest line a timeline shows for an event (its whole content is a click away)."""

PLOT_WINDOW = 2000
"""The history-tokens plot covers the model requests among the last this many events."""


def shown_json(value: JSONValue, *, indent: int | None = 2) -> str:
    """A JSON value as people read it: keys in stored order, non-ASCII kept."""
    return json.dumps(value, ensure_ascii=False, indent=indent)


def describe(event: Event) -> str:
    """One line saying what an event holds (escaped by the template, not here).

    `agentstate.event_lines.describe`, with ledger moves, scratchpad writes and pins spelled
    out (who moved which action, which value came from where).
    """
    content = event.content
    if event.kind is EventKind.LEDGER:
        line = (
            f"{content.get('action')} {content.get('transition')} -> {content.get('status')} "
            f"by {content.get('by')} (because of {content.get('source')})"
        )
    elif event.kind is EventKind.FACT:
        value = json.dumps(content.get("value"), ensure_ascii=False)
        line = f"{content.get('key')} = {value} (from {content.get('source')})"
    elif event.kind is EventKind.PIN:
        line = f"pinned {content.get('target')}"
    else:
        return event_lines.describe(event, width=_WIDTH)
    return event_lines.describe(attrs.evolve(event, content={"text": line}), width=_WIDTH)


# --- the sessions list --------------------------------------------------------------------


@attrs.frozen
class SessionRow:
    """One session in the list, with its counts."""

    session_id: str
    created_at: datetime
    events: int
    checkpoints: int
    actions: int
    pending: int
    pins: int


def sessions_version(backend: StorageBackend) -> str:
    """A short digest that changes whenever any session gains an event (for live updates)."""
    listing = "\n".join(f"{i.session_id}\t{i.last_seq}" for i in backend.sessions())
    return hashlib.sha256(listing.encode()).hexdigest()[:16]


def list_sessions(
    backend: StorageBackend, *, query: str = "", limit: int = 500
) -> list[SessionRow]:
    """The sessions whose id contains `query` (any case), with their counts, by id."""
    needle = query.casefold()
    rows: list[SessionRow] = []
    for info in backend.sessions():
        if needle not in info.session_id.casefold():
            continue
        with backend.read(info.session_id) as reader:
            statuses = reader.action_statuses()
            checkpoints = reader.coverage().version
            pins = len(reader.pins())
        rows.append(
            SessionRow(
                session_id=info.session_id,
                created_at=info.created_at,
                events=info.last_seq,
                checkpoints=checkpoints,
                actions=len(statuses),
                pending=sum(1 for s in statuses if s.status == "pending"),
                pins=pins,
            )
        )
        if len(rows) >= limit:
            break
    return rows


# --- approvals ----------------------------------------------------------------------------


@attrs.frozen
class PendingView:
    """A pending action awaiting a person, with what justified it."""

    session_id: str
    action: Action
    params_json: str
    proposed_at: datetime
    source: Event | None
    """The event the proposal rests on (None if it cannot be read)."""


def pending_version(backend: StorageBackend) -> str:
    """A short digest that changes whenever the set of pending actions does (for live updates).

    Agents' other writes leave it alone, so an open queue is re-rendered only when an action
    is proposed or decided.
    """
    digest = hashlib.sha256()
    for info in backend.sessions():
        with backend.read(info.session_id) as reader:
            pending = [s.action_id for s in reader.action_statuses() if s.status == "pending"]
        if pending:
            digest.update(f"{info.session_id}\t{' '.join(pending)}\n".encode())
    return digest.hexdigest()[:16]


def pending_actions(backend: StorageBackend) -> list[PendingView]:
    """Every pending action of every session, oldest proposal first."""
    found: list[PendingView] = []
    for info in backend.sessions():
        with backend.read(info.session_id) as reader:
            if not any(s.status == "pending" for s in reader.action_statuses()):
                continue
        state = AgentState.open(backend, session_id=info.session_id)
        for action in state.ledger.pending():
            proposal = state.evidence.get(action.event)
            try:
                source: Event | None = state.evidence.get(action.source)
            except AgentStateError:
                source = None
            found.append(
                PendingView(
                    session_id=info.session_id,
                    action=action,
                    params_json=shown_json(action.params),
                    proposed_at=proposal.created_at,
                    source=source,
                )
            )
    found.sort(key=lambda view: view.proposed_at)
    return found


# --- one session --------------------------------------------------------------------------


@attrs.frozen
class EventView:
    """An event on the timeline, with what the console marks on it."""

    event: Event
    line: str
    content_json: str
    pinned: bool
    dropped: bool
    boundary_of: tuple[int, ...]
    """The versions of the checkpoints whose boundary is this event (drawn after it)."""


@attrs.frozen
class Item:
    """One item of a summary field: its text and the refs it cites."""

    text: str
    refs: tuple[str, ...]

    @property
    def key(self) -> str:
        """What a diff compares."""
        return f"{self.text} ({', '.join(self.refs)})"


@attrs.frozen
class CheckpointView:
    """A checkpoint with its summary by field, the validator's word on it, and its diff."""

    checkpoint: Checkpoint
    fields: tuple[tuple[str, tuple[Item, ...]], ...]
    findings: tuple[Mapping[str, JSONValue], ...]
    repairs: tuple[Mapping[str, JSONValue], ...]
    added: tuple[tuple[str, str], ...]
    """(field, item) pairs in this checkpoint and not in its parent."""
    removed: tuple[tuple[str, str], ...]
    """(field, item) pairs in the parent and not in this checkpoint."""


@attrs.frozen
class FactView:
    """A scratchpad value with its provenance and every earlier value."""

    key: str
    value_json: str
    source: str
    event: str
    status: str
    problem: str | None
    history: tuple[tuple[str, str, str, str | None], ...]
    """(value JSON, source ref, fact event ref, superseded by) per write, oldest first."""


@attrs.frozen
class ActionView:
    """A ledger action with its exact parameters and every state it has been in."""

    action: Action
    params_json: str
    history: tuple[Action, ...]
    proposed_by_model: bool


@attrs.frozen
class ContextMessage:
    """One message of the rendered context."""

    role: str
    text: str


@attrs.frozen
class SessionView:
    """Everything a session's page shows."""

    session_id: str
    last_seq: int
    cum_tokens: int
    events: tuple[EventView, ...]
    after: int
    """The timeline starts after this seq."""
    checkpoints: tuple[CheckpointView, ...]
    facts: tuple[FactView, ...]
    actions: tuple[ActionView, ...]
    with_context: bool
    """Whether the next context was rendered (pages ask for it: `session_view`)."""
    context: tuple[ContextMessage, ...]
    context_tokens: int | None
    context_problem: str | None
    plot_events: tuple[Event, ...]
    """The events the plot covers: the last `PLOT_WINDOW`."""
    boundary_tokens: Mapping[int, int]
    """The running token sum at each checkpoint's boundary (for the plot)."""


def _items(value: JSONValue) -> tuple[Item, ...]:
    listed = [value] if isinstance(value, dict) else value if isinstance(value, list) else []
    items: list[Item] = []
    for entry in listed:
        if isinstance(entry, dict):
            refs = entry.get("refs")
            items.append(
                Item(
                    text=str(entry.get("text", "")),
                    refs=tuple(str(r) for r in refs) if isinstance(refs, list) else (),
                )
            )
    return tuple(items)


def _fields(summary: Mapping[str, JSONValue]) -> tuple[tuple[str, tuple[Item, ...]], ...]:
    return tuple((name, _items(value)) for name, value in summary.items())


def _dicts(value: JSONValue | None) -> tuple[Mapping[str, JSONValue], ...]:
    return tuple(v for v in value if isinstance(v, dict)) if isinstance(value, list) else ()


def _checkpoint_views(
    checkpoints: Iterable[Checkpoint], events: Mapping[int, Event]
) -> list[CheckpointView]:
    by_version: dict[int, Checkpoint] = {}
    views: list[CheckpointView] = []
    for checkpoint in checkpoints:
        by_version[checkpoint.version] = checkpoint
        fields = _fields(checkpoint.summary)
        parent = by_version.get(checkpoint.parent)
        before = {
            (name, item.key) for name, items in _fields(parent.summary if parent else {})
            for item in items
        }  # fmt: skip
        after = {(name, item.key) for name, items in fields for item in items}
        event = events.get(checkpoint.event_seq)
        content = event.content if event is not None else {}
        views.append(
            CheckpointView(
                checkpoint=checkpoint,
                fields=fields,
                findings=_dicts(content.get("findings")),
                repairs=_dicts(content.get("repairs")),
                added=tuple(sorted(after - before)),
                removed=tuple(sorted(before - after)),
            )
        )
    return views


def session_view(
    state: AgentState, *, after: int | None = None, with_context: bool = False
) -> SessionView:
    """Read everything a session's page shows, at a cost bounded by its page sizes.

    The timeline reads one page of events, the plot the last `PLOT_WINDOW`; marks (pins,
    drops, boundaries) and checkpoints come from their own records, so a long session costs
    about what a short one does.

    Args:
        state: The session.
        after: Show the timeline from this seq on (None: its latest `TIMELINE_PAGE` events).
        with_context: Render the context the model would see next (its cost grows with the
            verbatim tail, so pages ask for it).
    """
    with state.backend.read(state.session_id) as reader:
        head = reader.head()
        pinned = {pin.target_seq for pin in reader.pins()}
        dropped = {seq for unit in recorded_drops(reader, through=head.seq) for seq in unit.seqs}
        checkpoints = reader.checkpoints()
        wanted = {c.event_seq for c in checkpoints} | {c.covers_through for c in checkpoints}
        marks = {event.seq: event for event in reader.events_at(wanted - {0})}
    last_seq = head.seq
    start = max(last_seq - TIMELINE_PAGE, 0) if after is None else min(max(after, 0), last_seq)
    plot_from = max(last_seq - PLOT_WINDOW, 0)
    window = list(state.events(after=min(start, plot_from)))
    boundaries: dict[int, list[int]] = {}
    for checkpoint in checkpoints:
        boundaries.setdefault(checkpoint.covers_through, []).append(checkpoint.version)
    events = tuple(
        EventView(
            event=event,
            line=describe(event),
            content_json=shown_json(event.content),
            pinned=event.seq in pinned,
            dropped=event.seq in dropped,
            boundary_of=tuple(boundaries.get(event.seq, ())),
        )
        for event in window
        if start < event.seq <= start + TIMELINE_PAGE
    )
    facts = tuple(
        FactView(
            key=fact.key,
            value_json=shown_json(fact.value, indent=None),
            source=fact.source,
            event=fact.event,
            status=fact.status.value,
            problem=fact.problem,
            history=tuple(
                (shown_json(v.value, indent=None), v.source, v.event, v.superseded_by)
                for v in state.scratchpad.history(fact.key)
            ),
        )
        for fact in state.scratchpad.facts()
    )
    actions = tuple(
        _action_view(action, tuple(state.ledger.history(action.id)))
        for action in state.ledger.actions()
    )
    context: tuple[ContextMessage, ...] = ()
    context_tokens: int | None = None
    problem: str | None = None
    if with_context:
        try:
            rendered = state.context(system="", tools=list(state.tools()), budget=None)
        except AgentStateError as exc:
            problem = str(exc)
        else:
            context_tokens = rendered.token_count
            context = tuple(_messages(rendered.to_openai()))
    return SessionView(
        session_id=state.session_id,
        last_seq=last_seq,
        cum_tokens=head.cum_tokens,
        events=events,
        after=start,
        checkpoints=tuple(_checkpoint_views(checkpoints, marks)),
        facts=facts,
        actions=actions,
        with_context=with_context,
        context=context,
        context_tokens=context_tokens,
        context_problem=problem,
        plot_events=tuple(event for event in window if event.seq > plot_from),
        boundary_tokens={seq: marks[seq].cum_tokens for seq in marks},
    )


def _action_view(action: Action, history: tuple[Action, ...]) -> ActionView:
    return ActionView(
        action=action,
        params_json=shown_json(action.params),
        history=history,
        proposed_by_model=bool(history) and history[0].actor == MODEL_ACTOR,
    )


def _messages(messages: Iterable[Mapping[str, JSONValue]]) -> Iterable[ContextMessage]:
    for message in messages:
        content = message.get("content")
        calls = message.get("tool_calls")
        text = content if isinstance(content, str) else ""
        if calls:
            text = f"{text}\n-> {shown_json(calls, indent=None)}".strip()
        yield ContextMessage(role=str(message.get("role")), text=text)
