"""The storage contract: what a backend stores, and nothing more.

A backend persists events and the projections built from them (tool calls, scratchpad
values, ledger actions, checkpoints, pins) and gives them back exactly. It holds no business
logic and reads no clock: the core decides what to write, computes every id, time and token
figure, and calls the backend inside one transaction per public operation.

Two context managers are the whole access path, both bound to one session:

- ``backend.read(session_id)`` yields a `SessionReader` over a consistent snapshot;
- ``backend.write(session_id)`` yields a `SessionWriter`: an exclusive write transaction on
  the session (``BEGIN IMMEDIATE`` on SQLite, a row lock on PostgreSQL) that commits when the
  block exits normally and rolls back entirely on any exception.

Beside them, ``backend.tip(session_id)`` reads a `SessionTip` (the head, the latest compaction
event, the number of pins) in one cheap read outside any transaction, so the compaction trigger
can tell whether figures it read before still hold.

A backend assigns the dense ``seq`` of appended events inside the write transaction, and
raises only `agentstate.errors` types (driver errors are wrapped). The executable form of this
contract is `agentstate.testing.BackendConformance`; every backend's tests subclass it.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Final, Protocol, runtime_checkable

import attrs

from agentstate import _json
from agentstate._json import JSONObject, JSONValue
from agentstate.errors import InvalidInput, StorageCorrupted
from agentstate.events import MESSAGE_KINDS, Event, EventKind
from agentstate.summary import Checkpoint

__all__ = [
    "ActionRecord",
    "ActionStatusRecord",
    "EncodedEvent",
    "Coverage",
    "ExternalIdRecord",
    "FactRecord",
    "Hit",
    "NewEvent",
    "PinRecord",
    "SearchCounts",
    "SearchDoc",
    "SearchStats",
    "SessionHead",
    "SessionInfo",
    "SessionReader",
    "SessionTip",
    "SessionWriter",
    "StorageBackend",
    "ToolCallRecord",
    "action_number",
    "require_action_number",
]


@attrs.frozen
class NewEvent:
    """An event ready to store: everything but its `seq`, which the backend assigns."""

    kind: EventKind
    content: JSONObject
    """The content, already checked to be JSON of the right shape."""
    content_json: str
    """`content` serialized (compact, key order kept): what is stored."""
    created_at: datetime
    tokens: int
    cum_tokens: int
    open_calls: int
    search_text: str
    """What the full-text index holds for this event (may be empty: not indexed)."""


@attrs.frozen
class SessionHead:
    """The end of a session's log: last seq, running token sum, open tool calls."""

    seq: int = 0
    cum_tokens: int = 0
    open_calls: int = 0


@attrs.frozen
class SessionTip:
    """A session's head and what last moved its coverage, as committed: one cheap read.

    Besides the head, everything the compaction trigger's size depends on (the latest
    checkpoint, the pinned events, the drops recorded past the boundary) changes only when a
    compaction event is appended or an event is pinned, so figures read earlier still hold
    while `last_compaction` and `pins` are the same. Flat, so that it is cheap to build and
    compare: the trigger reads one before every check.
    """

    seq: int = 0
    """The last seq (0: no events)."""
    cum_tokens: int = 0
    """The running token sum at `seq`."""
    open_calls: int = 0
    """Tool calls open at `seq`."""
    last_compaction: int = 0
    """The seq of the latest compaction event (0: none). Checkpoints and verbatim drops are
    recorded in compaction events."""
    pins: int = 0
    """How many events are pinned."""

    @property
    def head(self) -> SessionHead:
        """The end of the log, as `SessionReader.head` gives it."""
        return SessionHead(self.seq, self.cum_tokens, self.open_calls)


@attrs.frozen
class Coverage:
    """Where the latest checkpoint stands, without reading its summary: the trigger's inputs."""

    version: int = 0
    """The latest checkpoint's version (0: none yet)."""
    covers_through: int = 0
    """Its boundary (0: nothing covered)."""
    summary_tokens: int = 0
    """Its rendered summary's token estimate."""
    boundary_cum_tokens: int = 0
    """The running token sum of the log at the boundary."""
    pinned_tokens: int = 0
    """Tokens of pinned events at or before the boundary (pins after it are in the tail)."""


@attrs.frozen
class SessionInfo:
    """A session as listed by `StorageBackend.sessions`."""

    session_id: str
    created_at: datetime
    last_seq: int


@attrs.frozen
class Hit:
    """A search result: the event and its relevance (higher is better)."""

    event: Event
    score: float
    """BM25 with context (lexical) or the lexical-embedding mix (hybrid). Hits holding every
    query term come before the others whatever their scores, so the list's order is the
    ranking and a score compares hits of one group."""

    @property
    def ref(self) -> str:
        """The hit's evidence ref."""
        return self.event.ref


@attrs.frozen
class SearchDoc:
    """A searchable event as the index holds it: what ranking needs, without the content."""

    seq: int
    kind: EventKind
    tokens: str
    """The event's search text as `agentstate.backends.search.tokens` splits it, joined by single
    spaces (never empty). Kept joined: ranking counts terms in it without splitting."""
    length: int
    """How many tokens it holds."""


@attrs.frozen
class SearchCounts:
    """How often each query phrase occurs in one searchable event."""

    seq: int
    kind: EventKind
    length: int
    """The event's token count."""
    counts: tuple[int, ...]
    """Occurrences of each phrase, in the order asked: non-overlapping, left to right, its
    stemmed words consecutive (``a a`` occurs once in ``a a a``; ``a`` twice in ``a a``)."""


@attrs.frozen
class SearchStats:
    """Corpus statistics of one session's index (BM25 normalises by them)."""

    docs: int = 0
    """Searchable events (events whose search text holds at least one token)."""
    tokens: int = 0
    """Tokens over all searchable events."""


@attrs.frozen
class ToolCallRecord:
    """A tool call and, once it arrives, the event holding its result."""

    call_id: str
    name: str
    call_seq: int
    result_seq: int | None = None


@attrs.frozen
class ExternalIdRecord:
    """An event's id in the system its message came from, unique in the session."""

    external_id: str
    seq: int
    """The event stored under the id."""
    digest: str
    """A digest of the message as appended under the id (its kind and content, masked),
    compared when the id is appended again; see `agentstate.log`."""


@attrs.frozen
class FactRecord:
    """One write of a scratchpad field (the latest write per key is its current value)."""

    key: str
    value: JSONValue
    source_seq: int
    """The event the value came from (its provenance)."""
    event_seq: int
    """The scratchpad event that recorded this write."""


@attrs.frozen
class ActionRecord:
    """One state of a ledger action (the latest per id is its current state)."""

    action_id: str
    kind: str
    params: JSONValue
    digest: str
    """Digest of the canonical params: an approval binds to exactly these."""
    status: str
    actor: str
    """Who made the transition into this state."""
    source_seq: int
    """The event that justified the transition."""
    event_seq: int
    """The ledger event that recorded it."""


_ACTION_ID: Final = re.compile(r"act_([1-9][0-9]{0,17})")


def action_number(action_id: str) -> int | None:
    """The ``n`` of an action id ``act_<n>``, or None for any other string.

    Every action id has this shape (the ledger names an action after the seq of the event
    that proposes it), so a backend may key actions by the number.
    """
    match = _ACTION_ID.fullmatch(action_id)
    return int(match[1]) if match else None


def require_action_number(action_id: str) -> int:
    """The ``n`` of an action id ``act_<n>``, for a backend about to store it.

    Raises:
        InvalidInput: `action_id` has another shape.
    """
    number = action_number(action_id)
    if number is None:
        msg = f"{action_id!r} is not an action id (expected 'act_<n>')"
        raise InvalidInput(msg)
    return number


@attrs.frozen
class ActionStatusRecord:
    """An action's current status, without its params (`SessionReader.action_statuses`)."""

    action_id: str
    kind: str
    status: str
    event_seq: int
    """The ledger event that recorded the status."""


@attrs.frozen
class EncodedEvent:
    """An event with its content as the stored JSON text (`SessionReader.encoded_events_at`).

    For readers that look into the content of a few events only, or only for a few strings:
    `decoded` gives the `Event` that `SessionReader.events_at` reads.
    """

    session_id: str
    """The session the event belongs to."""
    seq: int
    """Dense position in the session's log, from 1."""
    kind: EventKind
    """What the event records."""
    content_json: str
    """The content as stored: the JSON text of an object (any valid JSON encoding of it)."""
    created_at: datetime
    """When it was appended, UTC."""
    tokens: int
    """Estimated tokens it adds to a rendered context."""
    cum_tokens: int
    """Running sum of `tokens` over the session's log through this event."""
    open_calls: int
    """Tool calls still awaiting their results after this event."""

    @property
    def ref(self) -> str:
        """The stable evidence ref, ``ev_<seq>``."""
        return f"ev_{self.seq}"

    @property
    def is_message(self) -> bool:
        """Whether the model sees this event as a message."""
        return self.kind in MESSAGE_KINDS

    def decoded(self) -> Event:
        """The event with its content decoded: what `SessionReader.events_at` gives.

        Raises:
            StorageCorrupted: The stored text is not the JSON of an object.
        """
        try:
            content = _json.loads(self.content_json)
        except ValueError as exc:
            msg = f"content of {self.ref} of session {self.session_id!r} does not decode ({exc})"
            raise StorageCorrupted(msg) from exc
        if not isinstance(content, dict):
            msg = f"content of {self.ref} of session {self.session_id!r} is not a JSON object"
            raise StorageCorrupted(msg)
        return Event(
            self.session_id,
            self.seq,
            self.kind,
            content,
            self.created_at,
            self.tokens,
            self.cum_tokens,
            self.open_calls,
        )


@attrs.frozen
class PinRecord:
    """An event pinned into every rendered context."""

    target_seq: int
    event_seq: int


@runtime_checkable
class SessionReader(Protocol):
    """Reads of one session, over a consistent snapshot."""

    @property
    def session_id(self) -> str:
        """The session read."""
        ...

    def head(self) -> SessionHead:
        """The end of the log (all zeros for a session with no events)."""
        ...

    def events(
        self,
        *,
        after: int = 0,
        until: int | None = None,
        limit: int | None = None,
        kinds: Collection[EventKind] | None = None,
        newest_first: bool = False,
    ) -> list[Event]:
        """Events with ``after < seq <= until``, oldest first unless `newest_first`."""
        ...

    def event(self, seq: int) -> Event | None:
        """The event at `seq`, or None."""
        ...

    def events_at(self, seqs: Collection[int]) -> list[Event]:
        """The events at these seqs, oldest first, in one read; seqs with no event are left out."""
        ...

    def encoded_events_at(self, seqs: Collection[int]) -> list[EncodedEvent]:
        """What `events_at` reads, each event's content left as its stored JSON text."""
        ...

    def search(
        self,
        phrases: Sequence[tuple[str, ...]],
        *,
        k: int,
        kinds: Collection[EventKind] | None = None,
        since: int | None = None,
        until: int | None = None,
    ) -> list[Hit]:
        """Events holding any of the query's phrases, best first, at most `k`.

        `since` and `until` bound seq inclusively. Ranking is `agentstate.backends.search`'s,
        computed from `search_counts` and `search_stats`: BM25 over this session alone, each
        hit helped by the event before it. A backend implements it by calling
        ``agentstate.backends.search.lexical_search(self, ...)``, or, when it keeps each event's
        tokens `padded`, ``lexical_search_padded(self, rows, ...)`` (the same ranking).
        """
        ...

    def search_docs(self) -> list[SearchDoc]:
        """Every searchable event of this session, by seq."""
        ...

    def search_counts(self, phrases: Sequence[tuple[str, ...]]) -> list[SearchCounts]:
        """Occurrences of each phrase in every event of this session holding at least one.

        `phrases` are as `agentstate.backends.search.query_phrases` makes them; the backend
        counts their Porter stems (`agentstate.backends.search.stem_phrase`) among the event's
        tokens. Events in any order; an event holding none of them may be left out or given all
        zeros.
        """
        ...

    def search_stats(self) -> SearchStats:
        """How many searchable events the session has, and their tokens in all."""
        ...

    def vectors(self, space: str) -> dict[int, bytes]:
        """The stored embedding of each event in the vector space `space`, by seq."""
        ...

    def unembedded(self, space: str, *, limit: int) -> list[Event]:
        """Up to `limit` searchable events with no vector in `space` yet, oldest first."""
        ...

    def first_seq_reaching(self, cum_tokens: int, *, head: SessionHead | None = None) -> int | None:
        """The lowest seq whose running token sum is at least `cum_tokens`, or None.

        `head` is this reader's `head()`, when the caller has it already (a backend may use
        it to save a read).
        """
        ...

    def last_safe_seq(self, *, at_most: int, at_least: int = 0) -> int | None:
        """The highest seq in [at_least, at_most] with no tool call open after it, or None.

        Seq 0 (before the first event) is always safe.
        """
        ...

    def tool_call(self, call_id: str) -> ToolCallRecord | None:
        """The tool call with this id, or None."""
        ...

    def open_tool_calls(self) -> list[ToolCallRecord]:
        """Tool calls still awaiting their results, oldest first."""
        ...

    def external_id(self, external_id: str) -> ExternalIdRecord | None:
        """The event stored under this external id, or None."""
        ...

    def fact(self, key: str) -> FactRecord | None:
        """The latest write of `key`, or None."""
        ...

    def facts(self) -> list[FactRecord]:
        """The latest write of every key, ordered by key."""
        ...

    def fact_keys(self) -> list[str]:
        """Every key written, ordered by key (what `facts` gives, without reading values)."""
        ...

    def fact_history(self, key: str) -> list[FactRecord]:
        """Every write of `key`, oldest first."""
        ...

    def action(self, action_id: str) -> ActionRecord | None:
        """The current state of an action, or None."""
        ...

    def actions(self) -> list[ActionRecord]:
        """The current state of every action, in order of creation."""
        ...

    def action_statuses(self) -> list[ActionStatusRecord]:
        """What `actions` gives, without reading params, digests, actors or sources."""
        ...

    def action_history(self, action_id: str) -> list[ActionRecord]:
        """Every state of an action, oldest first."""
        ...

    def checkpoints(self) -> list[Checkpoint]:
        """Every checkpoint, oldest first."""
        ...

    def latest_checkpoint(self) -> Checkpoint | None:
        """The newest checkpoint, or None."""
        ...

    def pins(self) -> list[PinRecord]:
        """Pinned events, in order of pinning."""
        ...

    def coverage(self) -> Coverage:
        """The latest checkpoint's boundary and token figures (all zeros without one)."""
        ...


@runtime_checkable
class SessionWriter(SessionReader, Protocol):
    """An exclusive write transaction on one session; reads see its own writes."""

    def append(self, events: Sequence[NewEvent]) -> list[Event]:
        """Append events at ``head().seq + 1, + 2, ...`` and index their search text."""
        ...

    def put_tool_call(self, record: ToolCallRecord) -> None:
        """Insert a tool call, or record its result (`result_seq`) if it exists."""
        ...

    def put_external_id(self, record: ExternalIdRecord) -> None:
        """Record an event's external id (the core never records an id twice in a session)."""
        ...

    def put_fact(self, record: FactRecord) -> None:
        """Record a scratchpad write."""
        ...

    def put_action(self, record: ActionRecord) -> None:
        """Record a new state of an action.

        An action's kind, params and digest are those of its first state: later states
        repeat them, and a backend may keep them once.

        Raises:
            InvalidInput: The action id is not ``act_<n>`` (see `action_number`).
        """
        ...

    def put_checkpoint(self, record: Checkpoint, *, expected_parent: int) -> None:
        """Record a checkpoint if the latest version is still `expected_parent` (0: none).

        Raises:
            CheckpointConflict: another checkpoint was committed since.
        """
        ...

    def put_pin(self, record: PinRecord) -> None:
        """Pin an event."""
        ...

    def put_vectors(self, space: str, vectors: Mapping[int, bytes]) -> None:
        """Store event embeddings of the vector space `space`, by seq.

        A vector is opaque bytes to the backend. An event that already has a vector in
        `space` keeps it (vectors are a cache that a racing writer may have filled first).
        """
        ...


@runtime_checkable
class StorageBackend(Protocol):
    """Where agentstate keeps everything. See the module docs for the contract."""

    def read(self, session_id: str) -> AbstractContextManager[SessionReader]:
        """A consistent read-only view of one session."""
        ...

    def write(self, session_id: str) -> AbstractContextManager[SessionWriter]:
        """An exclusive write transaction on one session: all or nothing."""
        ...

    def sessions(self) -> list[SessionInfo]:
        """Every session with at least one event, by id."""
        ...

    def tip(self, session_id: str) -> SessionTip | None:
        """The session's tip as committed, read without opening a read transaction.

        One consistent read (a single statement on SQL engines), cheaper than `read`: the
        compaction trigger calls it before every check. None when this thread has a
        transaction open on the backend, whose uncommitted writes the read would see, or when
        the backend cannot answer cheaply; the caller then reads through `read`.
        """
        ...

    def close(self) -> None:
        """Release connections; the backend is unusable afterwards."""
        ...
