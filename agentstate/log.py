"""`EventLog`: one session's append-only log, the layer every service writes through.

It owns what writing events means: the session's read and write transactions, the append
pipeline (dense seqs, token estimates and running sums, tool-call bookkeeping, the content
checks), and the observers that run inside an append's transaction (capture rules). The
scratchpad, the ledger, capture, pins, compaction and the facade append through it, never
around it, so every event of a session is prepared the same way.

Services that write state events take the transaction they hold and call `append_in`;
a service that records one outcome (a compaction's, a boundary) calls `record`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Literal, TypeVar

import attrs

from agentstate import _json
from agentstate._checks import check_int
from agentstate._clock import Clock
from agentstate._pairing import DUPLICATE_RESULT, ORPHAN_RESULT
from agentstate.backends.base import (
    ExternalIdRecord,
    NewEvent,
    SessionReader,
    SessionWriter,
    StorageBackend,
    ToolCallRecord,
)
from agentstate.backends.reads import Reads, read
from agentstate.backends.reads import run as run_reads
from agentstate.errors import (
    ExternalIdConflict,
    InvalidContent,
    InvalidInput,
    InvalidSessionId,
    ToolCallError,
)
from agentstate.events import (
    MAX_SEQ,
    Event,
    EventKind,
    EventRef,
    EventSpec,
    check_identifier,
    check_message,
    measure,
)
from agentstate.masking import Masker
from agentstate.tokens import TokenCounter

__all__ = [
    "MAX_SESSION_ID_LENGTH",
    "AppendObserver",
    "EventLog",
    "StrayResults",
    "check_session_id",
]

MAX_SESSION_ID_LENGTH = 256
"""Longest session id accepted."""

AppendObserver = Callable[[SessionWriter, Sequence[Event]], None]
"""Called inside the append transaction with the events just appended (capture rules use it)."""

_PAGE = 1000

_R = TypeVar("_R")


def check_session_id(session_id: object) -> str:
    """Check a session id: a printable string of 1 to `MAX_SESSION_ID_LENGTH` characters.

    Raises:
        InvalidSessionId: It is not.
    """
    if not isinstance(session_id, str):
        msg = f"session_id must be a string, got {type(session_id).__name__}"
        raise InvalidSessionId(msg)
    if not session_id or len(session_id) > MAX_SESSION_ID_LENGTH:
        msg = f"session_id must have 1 to {MAX_SESSION_ID_LENGTH} characters, not {len(session_id)}"
        raise InvalidSessionId(msg)
    if not session_id.isprintable():
        msg = f"session_id {session_id!r} holds control characters"
        raise InvalidSessionId(msg)
    try:
        session_id.encode("utf-8")
    except UnicodeEncodeError as exc:
        msg = "session_id holds invalid unicode (a lone surrogate)"
        raise InvalidSessionId(msg) from exc
    return session_id


@attrs.define
class _Batch:
    """Bookkeeping while a group of events is prepared inside one transaction."""

    seq: int
    cum_tokens: int
    open_calls: int
    new_calls: dict[str, ToolCallRecord] = attrs.Factory(dict)
    new_ids: dict[str, ExternalIdRecord] = attrs.Factory(dict)


def stored_call_ids(event: Event) -> tuple[str, ...]:
    """The ids of an appended event's tool calls, read from its content without parsing it.

    An appended call always carries its id: the log assigns one when the caller gave none.
    """
    if event.kind is not EventKind.ASSISTANT:
        return ()
    calls = event.content.get("tool_calls")
    if not isinstance(calls, list):
        return ()
    return tuple(str(call["id"]) for call in calls if isinstance(call, dict))


StrayResults = Literal["raise", "note"]
"""What `EventLog` does with a tool result that answers no open call."""


def _stray_note(problem: str, result: _json.JSONObject) -> _json.JSONObject:
    """The system note a stray result becomes, the result kept whole in its ``extra``."""
    call_id = result["call_id"]
    said = (
        "answers no tool call of this session"
        if problem == ORPHAN_RESULT
        else "answers a call that already has its result"
    )
    return {
        "text": f"Stray tool result: the result for call {call_id!r} {said}; kept, not paired.",
        "extra": {"stray_result": {"problem": problem, "result": result}},
    }


class EventLog:
    """One session's event log on a backend: its transactions and its append pipeline.

    Args:
        backend: Where the session is stored.
        session_id: The session; nothing of another session is read or written.
        clock: Where event times come from.
        token_counter: Counts each event's tokens at append.
        max_event_bytes: Largest event content accepted (serialized JSON, UTF-8).
        stray_results: What a tool result that answers no open call becomes: ``"raise"``
            (the default) refuses the append with `ToolCallError`; ``"note"`` records it as
            a system note instead, the result kept whole in the note's ``extra`` (a
            framework that can store an orphan or a second output for one call).

    Raises:
        InvalidSessionId: The session id is empty, too long or not printable.
        InvalidInput: `stray_results` is neither ``"raise"`` nor ``"note"``.
    """

    def __init__(
        self,
        backend: StorageBackend,
        *,
        session_id: str,
        clock: Clock,
        token_counter: TokenCounter,
        max_event_bytes: int,
        stray_results: StrayResults = "raise",
        mask: Masker | None = None,
    ) -> None:
        if stray_results not in ("raise", "note"):
            msg = f"stray_results must be 'raise' or 'note', not {stray_results!r}"
            raise InvalidInput(msg)
        self.session_id = check_session_id(session_id)
        """The session this log reads and writes."""
        self.backend = backend
        """Where the session is stored."""
        self.clock = clock
        """Where event times come from."""
        self.token_counter = token_counter
        """Counts tokens of each event at append."""
        self.max_event_bytes = max_event_bytes
        """Largest event content accepted (serialized JSON, UTF-8)."""
        self.stray_results: StrayResults = stray_results
        """What a result that answers no open call becomes (``"raise"`` or ``"note"``)."""
        self.mask = mask
        """Masks the text of messages before they are stored (None: nothing is masked)."""
        self._observers: list[AppendObserver] = []

    def __repr__(self) -> str:
        return f"<EventLog session_id={self.session_id!r} backend={self.backend!r}>"

    # --- transactions ------------------------------------------------------------------------

    def read(self) -> AbstractContextManager[SessionReader]:
        """A consistent read-only view of the session (see `StorageBackend.read`)."""
        return self.backend.read(self.session_id)

    def write(self) -> AbstractContextManager[SessionWriter]:
        """An exclusive write transaction on the session: all or nothing."""
        return self.backend.write(self.session_id)

    def run(self, steps: Reads[_R]) -> _R:
        """Run an operation written as reads in one read transaction (if it reads at all).

        See `agentstate.backends.reads`: the asyncio facade awaits the same operations.
        """
        return run_reads(steps, self.read)

    # --- appending ---------------------------------------------------------------------------

    def observe(self, observer: AppendObserver) -> None:
        """Run `observer` inside every append's transaction, after the events are written."""
        self._observers.append(observer)

    def append(self, specs: Sequence[EventSpec]) -> list[Event]:
        """Append events of any kind in one transaction of their own: all of them, or none."""
        with self.write() as tx:
            return self.append_in(tx, specs)

    def record(self, spec: EventSpec) -> str:
        """Append one event (of any kind) in its own transaction; its ref."""
        [event] = self.append([spec])
        return event.ref

    def append_in(self, tx: SessionWriter, specs: Sequence[EventSpec]) -> list[Event]:
        """Prepare and append events inside an open write transaction, then notify observers.

        A spec whose external id is stored already (or given earlier in `specs`) with the
        same kind and content is a repeat: nothing is written for it, and the stored event
        stands in its place in the list returned.

        Raises:
            InvalidInput: A spec is malformed.
            InvalidContent: Content is not a JSON object, not JSON, or too large.
            ToolCallError: A call id is reused, or a result answers no open call.
            ExternalIdConflict: An external id is stored with another kind or content.
        """
        head = tx.head()
        batch = _Batch(head.seq, head.cum_tokens, head.open_calls)
        prepared = [self._prepare(tx, batch, spec) for spec in specs]
        fresh = [new for new in prepared if isinstance(new, NewEvent)]
        events = tx.append(fresh) if fresh else []
        for record in batch.new_calls.values():
            tx.put_tool_call(record)
        for external in batch.new_ids.values():
            tx.put_external_id(external)
        if events:
            for observer in self._observers:
                observer(tx, events)
        if len(events) == len(prepared):
            return events
        by_seq = {event.seq: event for event in events}
        repeats = [seq for seq in prepared if isinstance(seq, int) and seq not in by_seq]
        by_seq.update((event.seq, event) for event in tx.events_at(repeats))
        written = iter(events)
        return [by_seq[new] if isinstance(new, int) else next(written) for new in prepared]

    def refs(self, events: Sequence[Event]) -> list[EventRef]:
        """The refs of appended events, each with the ids of the calls it made."""
        return [EventRef(self.session_id, event.seq, stored_call_ids(event)) for event in events]

    def _prepare(self, tx: SessionWriter, batch: _Batch, spec: EventSpec) -> NewEvent | int:
        """The event to write for `spec`, or the seq of the stored event it repeats."""
        if not isinstance(spec, EventSpec) or not isinstance(spec.kind, EventKind):
            msg = f"expected an EventSpec, got {type(spec).__name__}"
            raise InvalidInput(msg)
        if not isinstance(spec.content, Mapping):
            msg = f"event content must be a JSON object, got {type(spec.content).__name__}"
            raise InvalidContent(msg)
        content = dict(spec.content)
        check_message(spec.kind, content)
        if self.mask is not None:
            content = self.mask.content(spec.kind, content)
        if spec.external_id is not None:
            repeated = self._external_id(tx, batch, spec, content)
            if repeated is not None:
                return repeated
        batch.seq += 1
        if spec.kind is EventKind.TOOL_RESULT and self.stray_results == "note":
            problem = self._stray(tx, batch, content)
            if problem is not None:
                spec = EventSpec(EventKind.SYSTEM, _stray_note(problem, content))
                content = dict(spec.content)
                check_message(spec.kind, content)
        if spec.kind is EventKind.ASSISTANT:
            content["tool_calls"] = self._open_calls(tx, batch, content)
        elif spec.kind is EventKind.TOOL_RESULT:
            content["name"] = self._answer_call(tx, batch, content)
        content_json = _json.dumps(
            content, what=f"{spec.kind} content", max_bytes=self.max_event_bytes
        )
        cost = measure(self.token_counter, spec.kind, content)
        batch.cum_tokens += cost.tokens
        return NewEvent(
            kind=spec.kind,
            content=content,
            content_json=content_json,
            created_at=self.clock.now(),
            tokens=cost.tokens,
            cum_tokens=batch.cum_tokens,
            open_calls=batch.open_calls,
            search_text=cost.search_text,
        )

    def _external_id(
        self, tx: SessionWriter, batch: _Batch, spec: EventSpec, content: _json.JSONObject
    ) -> int | None:
        """The seq `spec` repeats, or None after booking its external id for the next seq.

        The digest is of the kind and the content as given (masked, before the log fills in
        call ids and tool names), so a repeat is recognised whatever the log added.
        """
        external_id = check_identifier(spec.external_id, what="external_id")
        digest = _json.digest({"kind": str(spec.kind), "content": content})
        stored = batch.new_ids.get(external_id) or tx.external_id(external_id)
        if stored is None:
            batch.new_ids[external_id] = ExternalIdRecord(external_id, batch.seq + 1, digest)
            return None
        if stored.digest != digest:
            msg = (
                f"external id {external_id!r} of session {self.session_id!r} is stored "
                f"with another message (ev_{stored.seq}); an external id names one message"
            )
            raise ExternalIdConflict(msg, external_id=external_id, seq=stored.seq)
        return stored.seq

    def _open_calls(
        self, tx: SessionWriter, batch: _Batch, content: _json.JSONObject
    ) -> list[_json.JSONValue]:
        calls = content.get("tool_calls") or []
        assert isinstance(calls, list)
        stored: list[_json.JSONValue] = []
        for index, call in enumerate(calls, start=1):
            assert isinstance(call, dict)
            call_id = call["id"]
            if call_id is None:
                call_id = f"call_{batch.seq}" if len(calls) == 1 else f"call_{batch.seq}_{index}"
            assert isinstance(call_id, str)
            name = call["name"]
            assert isinstance(name, str)
            if call_id in batch.new_calls or tx.tool_call(call_id) is not None:
                msg = f"tool call id {call_id!r} is already used in session {self.session_id!r}"
                raise ToolCallError(msg, call_id=call_id)
            batch.new_calls[call_id] = ToolCallRecord(call_id, name, batch.seq)
            batch.open_calls += 1
            stored.append({"id": call_id, "name": name, "arguments": call["arguments"]})
        return stored

    def _stray(self, tx: SessionWriter, batch: _Batch, content: _json.JSONObject) -> str | None:
        """Why a result answers no open call (`ORPHAN_RESULT`, `DUPLICATE_RESULT`), or None."""
        call_id = content["call_id"]
        assert isinstance(call_id, str)
        record = batch.new_calls.get(call_id) or tx.tool_call(call_id)
        if record is None:
            return ORPHAN_RESULT
        return DUPLICATE_RESULT if record.result_seq is not None else None

    def _answer_call(self, tx: SessionWriter, batch: _Batch, content: _json.JSONObject) -> str:
        call_id = content["call_id"]
        assert isinstance(call_id, str)
        record = batch.new_calls.get(call_id) or tx.tool_call(call_id)
        if record is None:
            msg = f"no tool call {call_id!r} in session {self.session_id!r} for this result"
            raise ToolCallError(msg, call_id=call_id)
        if record.result_seq is not None:
            msg = (
                f"tool call {call_id!r} was already answered by ev_{record.result_seq}; "
                "a call has exactly one result"
            )
            raise ToolCallError(msg, call_id=call_id)
        batch.new_calls[call_id] = attrs.evolve(record, result_seq=batch.seq)
        batch.open_calls -= 1
        name = content.get("name")
        return name if isinstance(name, str) else record.name

    # --- reading -----------------------------------------------------------------------------

    def events(self, *, after: int = 0, limit: int | None = None) -> Iterator[Event]:
        """The session's events in order, from ``seq > after``, at most `limit`.

        Reads in pages, so a long log streams in bounded memory.

        Raises:
            InvalidInput: `after` or `limit` is negative or not an integer.
        """
        after = check_int(after, what="after")
        if limit is not None:
            limit = check_int(limit, what="limit")
        return self._pages(min(after, MAX_SEQ), limit)

    def events_reads(self, *, after: int = 0, limit: int | None = None) -> Reads[list[Event]]:
        """`events` as reads (`agentstate.backends.reads`): the pages, in one read, as a list."""
        after = min(check_int(after, what="after"), MAX_SEQ)
        if limit is not None:
            limit = check_int(limit, what="limit")
        out: list[Event] = []
        while limit is None or len(out) < limit:
            page = _PAGE if limit is None else min(_PAGE, limit - len(out))
            events = yield from read(SessionReader.events, after=after, limit=page)
            out += events
            if len(events) < page:
                break
            after = events[-1].seq
        return out

    def _pages(self, after: int, limit: int | None) -> Iterator[Event]:
        remaining = limit
        while remaining is None or remaining > 0:
            page = _PAGE if remaining is None else min(_PAGE, remaining)
            with self.read() as reader:
                events = reader.events(after=after, limit=page)
            yield from events
            if len(events) < page:
                return
            after = events[-1].seq
            if remaining is not None:
                remaining -= len(events)
