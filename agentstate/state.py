"""`AgentState`: one session's durable state, behind one facade.

Every public operation is one transaction on the backend: it happens wholly or not at all.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from types import TracebackType
from typing import TYPE_CHECKING, Self

import attrs

from agentstate import _json
from agentstate._clock import Clock, SystemClock
from agentstate.backends import Durability, open_backend
from agentstate.backends.base import (
    NewEvent,
    PinRecord,
    SessionWriter,
    StorageBackend,
    ToolCallRecord,
)
from agentstate.capture import Capturer, CaptureRule, CaptureRules
from agentstate.embeddings import Embedder
from agentstate.errors import (
    InvalidContent,
    InvalidInput,
    InvalidSessionId,
    StorageError,
    ToolCallError,
)
from agentstate.events import (
    MAX_SEQ,
    MESSAGE_KINDS,
    Event,
    EventKind,
    EventRef,
    EventSpec,
    RefLike,
    ToolCall,
    check_message,
    measure,
)
from agentstate.events import assistant as assistant_spec
from agentstate.events import system_note as system_spec
from agentstate.events import tool_result as tool_result_spec
from agentstate.events import user as user_spec
from agentstate.evidence import Evidence
from agentstate.formats._exchange import Format, HistoryImport, export_session
from agentstate.ledger import ApprovalLedger, ApprovalPolicy
from agentstate.replay import Projection, replay
from agentstate.scratchpad import Scratchpad, ScratchpadStore
from agentstate.summary import Checkpoint
from agentstate.tokens import ApproximateTokenCounter, TokenCounter
from agentstate.tools import Toolbox

if TYPE_CHECKING:
    from agentstate.compaction import CompactionPolicy, CompactionResult
    from agentstate.compaction.oracles import DeletionOracle
    from agentstate.compaction.size import SizeMemo
    from agentstate.context import Context, ToolDefinition
    from agentstate.summarizers.base import Summarizer

__all__ = ["DEFAULT_MAX_EVENT_BYTES", "MAX_SESSION_ID_LENGTH", "AgentState", "AppendObserver"]

DEFAULT_MAX_EVENT_BYTES = 16 * 1024 * 1024
"""Largest event content accepted by default (serialized JSON, UTF-8)."""

MAX_SESSION_ID_LENGTH = 256
"""Longest session id accepted."""

_PAGE = 1000

AppendObserver = Callable[["AgentState", SessionWriter, Sequence[Event]], None]
"""Called inside the append transaction with the events just appended (capture rules use it)."""


def _check_session_id(session_id: object) -> str:
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


def _stored_call_ids(event: Event) -> tuple[str, ...]:
    """The ids of an appended event's tool calls, read from its content without parsing it.

    An appended call always carries its id: `AgentState` assigns one when the caller gave none.
    """
    if event.kind is not EventKind.ASSISTANT:
        return ()
    calls = event.content.get("tool_calls")
    if not isinstance(calls, list):
        return ()
    return tuple(str(call["id"]) for call in calls if isinstance(call, dict))


class AgentState:
    """The durable state of one agent session: event log, evidence and (as they grow) more.

    Open one with `AgentState.open`; use it as a context manager or call `close`.
    """

    def __init__(
        self,
        backend: StorageBackend,
        *,
        session_id: str,
        clock: Clock | None = None,
        token_counter: TokenCounter | None = None,
        max_event_bytes: int = DEFAULT_MAX_EVENT_BYTES,
        policy: CompactionPolicy | None = None,
        owns_backend: bool = False,
        scratchpad: type[Scratchpad] | None = None,
        capture: CaptureRules | Sequence[CaptureRule] | None = None,
        approval_policy: ApprovalPolicy | None = None,
        embedder: Embedder | None = None,
    ) -> None:
        self.session_id = _check_session_id(session_id)
        """The session this state reads and writes; nothing crosses sessions."""
        self.backend = backend
        """Where the state is stored."""
        self.clock: Clock = clock if clock is not None else SystemClock()
        """Where event times come from."""
        self.token_counter: TokenCounter = (
            token_counter if token_counter is not None else ApproximateTokenCounter()
        )
        """Counts tokens of each event at append."""
        self.max_event_bytes = max_event_bytes
        """Largest event content accepted (serialized JSON, UTF-8)."""
        self.evidence = Evidence(backend, self.session_id, embedder=embedder)
        """Evidence retrieval: `get`, `search` and `expand` by ref."""
        self.policy = policy
        """The default `CompactionPolicy` of `compact` (None: `compact` needs one passed)."""
        self._owns_backend = owns_backend
        self._observers: list[AppendObserver] = []
        self._size_memo: SizeMemo | None = None
        """The compaction trigger's last figures (`agentstate.compaction.size.current_size`)."""
        self.scratchpad = ScratchpadStore(self, scratchpad)
        """The typed scratchpad: `set`, `get`, `provenance`, `history`, `values`."""
        self.ledger = ApprovalLedger(self, policy=approval_policy)
        """The approval ledger: `propose`, `approve`, `execute`, `require_approved`, ..."""
        if capture is not None:
            self._observers.append(Capturer(capture, self.scratchpad))

    @classmethod
    def open(
        cls,
        target: str | os.PathLike[str] | StorageBackend,
        *,
        session_id: str,
        clock: Clock | None = None,
        token_counter: TokenCounter | None = None,
        durability: Durability = "full",
        max_event_bytes: int = DEFAULT_MAX_EVENT_BYTES,
        policy: CompactionPolicy | None = None,
        scratchpad: type[Scratchpad] | None = None,
        capture: CaptureRules | Sequence[CaptureRule] | None = None,
        approval_policy: ApprovalPolicy | None = None,
        embedder: Embedder | None = None,
    ) -> Self:
        """Open a session's state in a database file, a URL, or a backend you built.

        Args:
            target: A SQLite file path (created if missing), ``":memory:"``, a URL such as
                ``postgresql://...`` (with ``pyagentstate-postgres`` installed), or a
                `StorageBackend` instance (which stays yours to close).
            session_id: The session to work on, named by the application.
            clock: Source of event times (default: the system clock, UTC).
            token_counter: Counts each event's tokens at append (default: the offline
                `ApproximateTokenCounter`).
            durability: For a path or URL: ``"full"`` syncs every commit; ``"normal"`` is
                faster and loses only the last commits on power loss.
            max_event_bytes: Largest event content accepted.
            policy: The default `CompactionPolicy` for `compact` and `acompact`.
            scratchpad: The application's `Scratchpad` subclass (default: no fields).
            capture: Capture rules run on every tool result appended (see
                `agentstate.capture`).
            approval_policy: Who may approve ledger actions (default: anyone but the model,
                which never may).
            embedder: Makes evidence search hybrid (words and embeddings); see
                `agentstate.embeddings`. None (the default) searches by words alone.

        Raises:
            InvalidSessionId: The session id is empty, too long or not printable.
            InvalidInput: The scratchpad class or the capture rules are invalid.
            StorageError: The database cannot be opened (see its subclasses).
        """
        _check_session_id(session_id)
        if isinstance(target, str | os.PathLike):
            backend = open_backend(target, durability=durability)
            owns = True
        else:
            backend, owns = target, False
        try:
            return cls(
                backend,
                session_id=session_id,
                clock=clock,
                token_counter=token_counter,
                max_event_bytes=max_event_bytes,
                policy=policy,
                owns_backend=owns,
                scratchpad=scratchpad,
                capture=capture,
                approval_policy=approval_policy,
                embedder=embedder,
            )
        except BaseException:
            if owns:
                backend.close()
            raise

    def __repr__(self) -> str:
        return f"<AgentState session_id={self.session_id!r} backend={self.backend!r}>"

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Close the backend if this state opened it."""
        if self._owns_backend:
            self.backend.close()

    # --- appending ------------------------------------------------------------------------

    def append_user(self, text: str) -> EventRef:
        """Append a user message.

        Raises:
            InvalidInput: `text` is not a string.
            InvalidContent: It is too large or holds invalid unicode.
        """
        return self.append(user_spec(text))

    def append_assistant(
        self, text: str | None = None, *, tool_calls: Sequence[ToolCall] = ()
    ) -> EventRef:
        """Append a model message: text, tool calls (several for parallel calls), or both.

        Tool calls without an id get one (``call_<seq>``, or ``call_<seq>_<n>`` for several);
        the returned ref's `call_ids` lists them in order.

        Raises:
            InvalidInput: No text and no calls, or a call id already used in this session.
        """
        return self.append(assistant_spec(text, tool_calls=tool_calls))

    def append_tool_call(
        self, name: str, args: _json.JSONValue = None, *, call_id: str | None = None
    ) -> EventRef:
        """Append a model message making one tool call; pass the returned ref to the result.

        Raises:
            InvalidInput: A bad tool name or arguments, or a call id already used.
        """
        arguments: _json.JSONValue = {} if args is None else args
        return self.append_assistant(tool_calls=[ToolCall(name, arguments, call_id)])

    def append_tool_result(
        self, call: EventRef | str, result: _json.JSONValue, *, is_error: bool = False
    ) -> EventRef:
        """Append the result (or, with ``is_error=True``, the error) of an open tool call.

        Args:
            call: The call id, or the `EventRef` of an event that made exactly one call.
            result: The tool's output, any JSON value.
            is_error: Whether the tool failed (the result then describes the failure).

        Raises:
            ToolCallError: No open call has this id (unknown, or already answered), or
                `call` is an `EventRef` of another session.
            InvalidInput: `call` is an `EventRef` with no call or with several calls.
        """
        return self.append(tool_result_spec(self._call_id(call), result, is_error=is_error))

    def append_system(self, text: str) -> EventRef:
        """Append a system note the model will see (an instruction or a notice)."""
        return self.append(system_spec(text))

    def append(self, spec: EventSpec) -> EventRef:
        """Append one event built with the helpers of `agentstate.events`."""
        return self.append_many([spec])[0]

    def append_many(self, specs: Sequence[EventSpec]) -> list[EventRef]:
        """Append several message events in one transaction: all of them, or none.

        Only messages (user, assistant, tool result, system note) are appended this way;
        state events are written by the scratchpad, the ledger, compaction and `pin`, which
        keep their projections in step.

        Raises:
            InvalidInput: Any spec is invalid or not a message; nothing is appended.
            ToolCallError: A result answers no open call; nothing is appended.
        """
        if isinstance(specs, EventSpec):
            msg = "append_many takes a sequence of specs; use append for one"
            raise InvalidInput(msg)
        specs = list(specs)
        for spec in specs:
            if isinstance(spec, EventSpec) and spec.kind not in MESSAGE_KINDS:
                msg = (
                    f"{spec.kind} events are written by the scratchpad, the ledger, compaction "
                    "or pin, never appended directly (replay rebuilds state from them)"
                )
                raise InvalidInput(msg)
        if not specs:
            return []
        with self.backend.write(self.session_id) as tx:
            events = self._append_in(tx, specs)
        return self._refs(events)

    def _refs(self, events: Sequence[Event]) -> list[EventRef]:
        return [EventRef(self.session_id, event.seq, _stored_call_ids(event)) for event in events]

    def _call_id(self, call: EventRef | str) -> str:
        if isinstance(call, EventRef):
            if call.session_id != self.session_id:
                msg = (
                    f"{call.ref} belongs to session {call.session_id!r}, not "
                    f"{self.session_id!r}; a result answers a call of its own session"
                )
                raise ToolCallError(msg, call_id=",".join(call.call_ids))
            if len(call.call_ids) != 1:
                msg = (
                    f"{call.ref} made {len(call.call_ids)} tool calls; "
                    "name the one answered by its call id"
                )
                raise InvalidInput(msg)
            return call.call_ids[0]
        if not isinstance(call, str):
            msg = f"call must be a call id or an EventRef, got {type(call).__name__}"
            raise InvalidInput(msg)
        return call

    def _append_in(self, tx: SessionWriter, specs: Sequence[EventSpec]) -> list[Event]:
        """Prepare and append events inside an open write transaction, then notify observers."""
        head = tx.head()
        batch = _Batch(head.seq, head.cum_tokens, head.open_calls)
        prepared = [self._prepare(tx, batch, spec) for spec in specs]
        events = tx.append(prepared)
        for record in batch.new_calls.values():
            tx.put_tool_call(record)
        for observer in self._observers:
            observer(self, tx, events)
        return events

    def _prepare(self, tx: SessionWriter, batch: _Batch, spec: EventSpec) -> NewEvent:
        if not isinstance(spec, EventSpec) or not isinstance(spec.kind, EventKind):
            msg = f"expected an EventSpec, got {type(spec).__name__}"
            raise InvalidInput(msg)
        if not isinstance(spec.content, Mapping):
            msg = f"event content must be a JSON object, got {type(spec.content).__name__}"
            raise InvalidContent(msg)
        batch.seq += 1
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

    # --- provider message formats ------------------------------------------------------------

    def import_messages(
        self,
        messages: Sequence[_json.JSONValue],
        *,
        format: Format = "anthropic",
        repair: bool = False,
    ) -> list[EventRef]:
        """Append a provider message list (Anthropic or OpenAI dicts) as events, all or none.

        Exporting it again in the same format gives the list back exactly (equal as JSON).
        Results may answer calls still open in the session; calls of the last assistant
        message may stay without results (append those with `append_tool_result` as they
        arrive: the returned refs carry the call ids).

        Args:
            messages: The message list, as the provider's API takes it.
            format: ``"anthropic"`` (the default) or ``"openai"``.
            repair: Repair a history that tears tool exchanges instead of refusing it: an
                unanswered call gets an error result, a misplaced result is moved after its
                call, an orphan or second result is removed; each repair is recorded as a
                system note event.

        Returns:
            The refs of the appended events, in order (repair notes included).

        Raises:
            InvalidInput: Unknown format, or `messages` is not a list.
            InvalidContent: A message is malformed (the error names its index).
            BrokenHistory: The history tears tool exchanges and `repair` is false; its
                `problems` list them. Nothing is appended.
        """
        history = HistoryImport.parse(messages, format=format)
        if not len(history):
            return []
        with self.backend.write(self.session_id) as tx:
            events = self._append_in(tx, history.specs_in(tx, repair=repair))
        return self._refs(events)

    def export_messages(
        self, *, format: Format, after: int = 0, until: int | None = None
    ) -> list[_json.JSONObject]:
        """The session's messages with ``after < seq <= until`` as a provider message list.

        Each tool result follows its call; for Anthropic, roles alternate and system notes
        become text in a user turn (``<system-note>...</system-note>``). Events that are not
        messages (scratchpad writes, ledger moves, ...) are left out.

        Args:
            format: ``"anthropic"`` or ``"openai"``.
            after: Export events after this seq (0: from the start).
            until: Export events up to this seq (None: to the end).

        Raises:
            InvalidInput: Unknown format, a negative bound, or a bound that splits a tool
                call from its result (see `agentstate.groups`).
        """
        with self.backend.read(self.session_id) as reader:
            return export_session(reader, format=format, after=after, until=until)

    # --- reading ----------------------------------------------------------------------------

    def events(self, *, after: int = 0, limit: int | None = None) -> Iterator[Event]:
        """The session's events in order, from ``seq > after``, at most `limit`.

        Reads in pages, so a long log streams in bounded memory.

        Raises:
            InvalidInput: `after` or `limit` is negative or not an integer.
        """
        if isinstance(after, bool) or not isinstance(after, int) or after < 0:
            msg = f"after must be a non-negative integer, got {after!r}"
            raise InvalidInput(msg)
        if limit is not None and (
            isinstance(limit, bool) or not isinstance(limit, int) or limit < 0
        ):
            msg = f"limit must be a non-negative integer or None, got {limit!r}"
            raise InvalidInput(msg)
        return self._pages(min(after, MAX_SEQ), limit)

    def _pages(self, after: int, limit: int | None) -> Iterator[Event]:
        remaining = limit
        while remaining is None or remaining > 0:
            page = _PAGE if remaining is None else min(_PAGE, remaining)
            with self.backend.read(self.session_id) as reader:
                events = reader.events(after=after, limit=page)
            yield from events
            if len(events) < page:
                return
            after = events[-1].seq
            if remaining is not None:
                remaining -= len(events)

    # --- context ---------------------------------------------------------------------------

    def context(
        self,
        *,
        system: str,
        tools: Sequence[ToolDefinition] = (),
        budget: int | None,
    ) -> Context:
        """Render what the model sees for its next request.

        The stable prefix (`system`, `tools`), then the latest checkpoint as a labelled
        compressed record (placeholders filled from current state, pinned evidence quoted),
        the verbatim tail after its boundary, and the state block last, for prompt caching.
        See `agentstate.context` for the layout.

        Args:
            system: The system prompt.
            tools: Tool definitions (`Tool` objects, or dicts with ``name``,
                ``description`` and ``input_schema``), e.g. ``state.tools()``.
            budget: The most tokens everything after the stable prefix may take; events too
                large for their share are excerpted (with their ref). None: unbounded.

        Raises:
            PendingToolCalls: A tool call still awaits its result.
            ContextBudgetExceeded: What cannot be shed (the record, pinned events, the state
                block, or the tail even as excerpts) exceeds the budget: compact first.
            InvalidInput: A bad system prompt, tool definition or budget.
        """
        from agentstate.context import render_context

        return render_context(self, system=system, tools=tools, budget=budget)

    def pin(self, ref: RefLike) -> EventRef:
        """Pin a message event: rendered verbatim in every context, whatever compaction does.

        Once the boundary passes it, it is quoted in the compressed record. Pinning an
        event twice is a no-op that returns the first pin's ref.

        Raises:
            EvidenceNotFound: No such event in this session.
            InvalidInput: The event is not a message (state events reach the model as state).
        """
        seq = self.evidence.resolve(ref)
        with self.backend.write(self.session_id) as tx:
            for pin in tx.pins():
                if pin.target_seq == seq:
                    return EventRef(self.session_id, pin.event_seq)
            target = tx.event(seq)
            if target is None or not target.is_message:
                kind = target.kind if target is not None else "missing"
                msg = f"only messages can be pinned; ev_{seq} is a {kind} event"
                raise InvalidInput(msg)
            [event] = self._append_in(tx, [EventSpec(EventKind.PIN, {"target": f"ev_{seq}"})])
            tx.put_pin(PinRecord(target_seq=seq, event_seq=event.seq))
        return EventRef(self.session_id, event.seq)

    # --- checkpoints and compaction ---------------------------------------------------------

    def checkpoints(self) -> list[Checkpoint]:
        """Every checkpoint of the session, oldest first."""
        with self.backend.read(self.session_id) as reader:
            return reader.checkpoints()

    def compact(
        self,
        summarizer: Summarizer,
        *,
        policy: CompactionPolicy | None = None,
        force: bool = False,
    ) -> CompactionResult:
        """Compact the history once the policy's trigger is reached (or when forced).

        Generate a candidate summary, validate it, then commit it as a checkpoint in one
        transaction conditional on the parent checkpoint. A failed, empty, timed-out or
        rejected candidate changes nothing but the log, which records the outcome; a
        rejected one is retried with its findings fed back, up to ``policy.max_attempts``.
        The result says what happened, with token figures.

        Args:
            summarizer: Writes the candidate (e.g. `ExtractiveSummarizer`).
            policy: Budget, trigger, verbatim tail, retries (default: the state's `policy`).
            force: Compact even below the trigger.

        Raises:
            CheckpointConflict: Another compaction committed from the same parent first;
                this one changed nothing.
            ContextBudgetExceeded: The context is over the budget and compaction could not
                bring it down (nothing safe to compact, or the summarizer failed and the
                policy has no fallback).
            InvalidInput: No policy was given and the state has none.
        """
        from agentstate.compaction.engine import compact

        return compact(self, summarizer, self._policy(policy), force=force)

    async def acompact(
        self,
        summarizer: Summarizer,
        *,
        policy: CompactionPolicy | None = None,
        force: bool = False,
    ) -> CompactionResult:
        """`compact`, without blocking the event loop.

        The summarizer is awaited and storage work runs in a worker thread; same arguments,
        result and errors.
        """
        from agentstate.compaction.engine import acompact

        return await acompact(self, summarizer, self._policy(policy), force=force)

    def compact_verbatim(
        self,
        oracle: DeletionOracle | None = None,
        *,
        policy: CompactionPolicy | None = None,
        force: bool = False,
    ) -> CompactionResult:
        """Drop low-value events from the tail, whole and recorded, keeping the rest verbatim.

        Once the policy's trigger fires (or when forced), the oracle chooses units (a tool
        call with all of its results, or a lone message) between the boundary and the
        protected tail; they leave the rendered context, stay in the log (retrievable by
        ref), and the drop is recorded in one conditional transaction. See
        `agentstate.compaction.verbatim`. If the context is still over the budget afterwards, the
        policy's fallback summarizer compacts it.

        Args:
            oracle: Chooses what to drop (default: the policy's ``verbatim`` oracle, else a
                `RuleBasedOracle`).
            policy: Budget, trigger, verbatim tail (default: the state's `policy`).
            force: Run even below the trigger.

        Raises:
            CheckpointConflict: A checkpoint or another pass committed first; nothing dropped.
            ContextBudgetExceeded: Still over the budget and the policy has no fallback.
            InvalidInput: No policy was given and the state has none.
        """
        from agentstate.compaction.verbatim import compact_verbatim

        return compact_verbatim(self, oracle, self._policy(policy), force=force)

    async def acompact_verbatim(
        self,
        oracle: DeletionOracle | None = None,
        *,
        policy: CompactionPolicy | None = None,
        force: bool = False,
    ) -> CompactionResult:
        """`compact_verbatim`, without blocking the event loop (same arguments and errors)."""
        from agentstate.compaction.verbatim import acompact_verbatim

        return await acompact_verbatim(self, oracle, self._policy(policy), force=force)

    def mark_boundary(self, reason: str, *, after: RefLike | None = None) -> EventRef:
        """Mark a task boundary: a coherent point for compaction to split at.

        Recorded as a ``boundary`` event (the model does not see it). A policy with a
        `SemanticSplit` moves the split of a compaction back to the latest such boundary
        (see `agentstate.compaction.triggers`).

        Args:
            reason: Why this is a boundary ("refund issued", "new request"), for the log.
            after: The last event of the finished task (default: the last event so far).

        Raises:
            InvalidInput: An empty or overlong reason, or a session with no events yet.
            EvidenceNotFound: `after` names no event of this session.
        """
        from agentstate.compaction.triggers import mark_boundary

        return mark_boundary(self, reason, after=after)

    def _policy(self, policy: CompactionPolicy | None) -> CompactionPolicy:
        chosen = policy if policy is not None else self.policy
        if chosen is None:
            msg = (
                "no compaction policy: pass policy=CompactionPolicy(budget=...) or set one at open"
            )
            raise InvalidInput(msg)
        return chosen

    def _record(self, spec: EventSpec) -> str:
        """Append one event (of any kind) in its own transaction; its ref."""
        with self.backend.write(self.session_id) as tx:
            [event] = self._append_in(tx, [spec])
        return event.ref

    def _commit_checkpoint(
        self,
        *,
        parent: Checkpoint | None,
        covers_through: int,
        summary: _json.JSONObject,
        schema_version: int,
        summarizer: Summarizer,
        token_count: int,
        content: _json.JSONObject,
    ) -> Checkpoint:
        """Append the compaction event and the checkpoint in one conditional transaction."""
        expected = parent.version if parent is not None else 0
        floor = parent.covers_through if parent is not None else 0
        with self.backend.write(self.session_id) as tx:
            boundary = tx.event(covers_through)
            if covers_through <= floor or boundary is None or boundary.open_calls != 0:
                msg = (
                    f"ev_{covers_through} is not a safe split point past ev_{floor}; "
                    "the boundary moves only forward, never into a tool exchange"
                )
                raise StorageError(msg)
            [event] = self._append_in(
                tx,
                [
                    EventSpec(
                        EventKind.COMPACTION,
                        {
                            **content,
                            "version": expected + 1,
                            "summary": summary,
                            "schema_version": schema_version,
                            "token_count": token_count,
                        },
                    )
                ],
            )
            checkpoint = Checkpoint(
                version=expected + 1,
                parent=expected,
                covers_through=covers_through,
                summary=summary,
                schema_version=schema_version,
                summarizer=summarizer.name,
                summarizer_version=summarizer.version,
                created_at=event.created_at,
                token_count=token_count,
                event_seq=event.seq,
            )
            tx.put_checkpoint(checkpoint, expected_parent=expected)
        return checkpoint

    # --- state ------------------------------------------------------------------------------

    def replay(self, *, through: int | None = None) -> Projection:
        """Rebuild the scratchpad and the ledger from the log alone (see `agentstate.replay`).

        The result equals `agentstate.replay.stored_projection` of the same state.

        Args:
            through: Replay up to this seq (default: the whole log).
        """
        return replay(self, through=through)

    def tools(self) -> Toolbox:
        """Model-callable tools over this state.

        Evidence `get`, `search` and `expand` (see `agentstate.evidence_tools`), and the
        history of a fact and of an action.
        """
        return Toolbox([*self.evidence.tools(), *self.scratchpad.tools(), *self.ledger.tools()])
