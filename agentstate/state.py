"""`AgentState`: one session's durable state, behind one facade.

Every public operation is one transaction on the backend: it happens wholly or not at all.
The module is one class, the facade, longer than most: each method delegates to the module
of its concept (the log, the scratchpad, the ledger, compaction, the context), and most of
its length is the documentation of the public surface.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from types import TracebackType
from typing import Self

from agentstate import _json
from agentstate._clock import Clock, SystemClock
from agentstate.backends import Durability, open_backend
from agentstate.backends.base import PinRecord, SessionReader, StorageBackend
from agentstate.backends.reads import Reads, read
from agentstate.backends.rewrites import Tombstone
from agentstate.capture import Capturer, CaptureRule, CaptureRules
from agentstate.compaction.engine import acompact, acompact_verbatim, compact, compact_verbatim
from agentstate.compaction.oracles import DeletionOracle
from agentstate.compaction.policy import CompactionPolicy, CompactionResult, resolve_policy
from agentstate.compaction.triggers import mark_boundary
from agentstate.context import Context, ToolDefinition, context_reads, render_context
from agentstate.embeddings import Embedder
from agentstate.erasure import erase
from agentstate.errors import InvalidInput, SessionNotFound, ToolCallError
from agentstate.events import (
    APPENDABLE_KINDS,
    ErrorPredicate,
    Event,
    EventKind,
    EventRef,
    EventSpec,
    RefLike,
    ToolCall,
    check_identifier,
    flag_error,
)
from agentstate.events import assistant as assistant_spec
from agentstate.events import opaque as opaque_spec
from agentstate.events import system_note as system_spec
from agentstate.events import tool_result as tool_result_spec
from agentstate.events import user as user_spec
from agentstate.evidence import Evidence
from agentstate.formats import Format, HistoryImport, ImportResult, export_session_reads
from agentstate.ledger import ApprovalLedger, ApprovalPolicy
from agentstate.log import MAX_SESSION_ID_LENGTH, EventLog, StrayResults, check_session_id
from agentstate.masking import Masker
from agentstate.redaction import Derived, redact
from agentstate.replay import Projection, replay, replay_reads
from agentstate.retraction import retract
from agentstate.scratchpad import Scratchpad, ScratchpadStore
from agentstate.summarizers.base import Summarizer
from agentstate.summary import Checkpoint
from agentstate.tokens import ApproximateTokenCounter, TokenCounter
from agentstate.tools import Toolbox

__all__ = ["DEFAULT_MAX_EVENT_BYTES", "MAX_SESSION_ID_LENGTH", "AgentState"]

DEFAULT_MAX_EVENT_BYTES = 16 * 1024 * 1024
"""Largest event content accepted by default (serialized JSON, UTF-8)."""


_SHOWN_SESSIONS = 10
"""How many existing sessions a `SessionNotFound` names."""


def _missing_file(target: str | os.PathLike[str]) -> bool:
    """Whether `target` names a database file that does not exist (not a URL, not memory)."""
    path = os.fspath(target)
    return path != ":memory:" and "://" not in path and not os.path.exists(path)


def _require_session(backend: StorageBackend, session_id: str) -> None:
    """Raise `SessionNotFound` unless the session has an event."""
    with backend.read(session_id) as reader:
        if reader.head().seq > 0:
            return
    existing = tuple(info.session_id for info in backend.sessions())
    shown = ", ".join(existing[:_SHOWN_SESSIONS]) + (
        f" and {len(existing) - _SHOWN_SESSIONS} more" if len(existing) > _SHOWN_SESSIONS else ""
    )
    msg = f"no session {session_id!r} (sessions: {shown or 'none'}); pass create=True to start it"
    raise SessionNotFound(msg, session_id=session_id, existing=existing[:_SHOWN_SESSIONS])


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
        is_failure: ErrorPredicate | None = None,
        record_failures: bool | None = None,
        stray_results: StrayResults = "raise",
        mask: Masker | None = None,
    ) -> None:
        self.log = EventLog(
            backend,
            session_id=session_id,
            clock=clock if clock is not None else SystemClock(),
            token_counter=token_counter if token_counter is not None else ApproximateTokenCounter(),
            max_event_bytes=max_event_bytes,
            stray_results=stray_results,
            mask=mask,
        )
        """The session's event log: transactions and the append pipeline (`agentstate.log`)."""
        self.session_id = self.log.session_id
        """The session this state reads and writes; nothing crosses sessions."""
        self.backend = backend
        """Where the state is stored."""
        self.clock: Clock = self.log.clock
        """Where event times come from."""
        self.token_counter: TokenCounter = self.log.token_counter
        """Counts tokens of each event at append."""
        self.max_event_bytes = max_event_bytes
        """Largest event content accepted (serialized JSON, UTF-8)."""
        self.evidence = Evidence(self.log, embedder=embedder)
        """Evidence retrieval: `get`, `search` and `expand` by ref."""
        self.policy = policy
        """The default `CompactionPolicy` of `compact` (None: `compact` needs one passed)."""
        self._owns_backend = owns_backend
        self.scratchpad = ScratchpadStore(self.log, scratchpad)
        """The typed scratchpad: `set`, `get`, `provenance`, `history`, `values`."""
        self.ledger = ApprovalLedger(
            self.log,
            policy=approval_policy,
            record_failures=record_failures
            if record_failures is not None
            else is_failure is not None,
        )
        """The approval ledger: `propose`, `approve`, `execute`, `require_approved`, ..."""
        self.is_failure = is_failure
        """Flags as errors the tool results it judges so (None: the ``is_error`` flag alone)."""
        if capture is not None:
            self.log.observe(Capturer(capture, self.scratchpad, self.log))

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
        is_failure: ErrorPredicate | None = None,
        record_failures: bool | None = None,
        stray_results: StrayResults = "raise",
        mask: Masker | None = None,
        create: bool = True,
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
            is_failure: Judges which tool results report an error when they are not flagged
                ``is_error`` (a tool answering ``"Error: ..."``, an OpenAI tool message):
                every result appended or imported that it judges so is stored flagged, so
                the execution it answers ends failed (`agentstate.events.ErrorPredicate`;
                a `Domain` gives one as ``domain.is_failure``).
            record_failures: End an execution ``failed`` when its tool result is an error
                (a ``fail`` ledger event in the result's transaction; see
                `agentstate.ledger`). Default: on when `is_failure` is given, else off, so
                a session written without it keeps its event sequence.
            stray_results: ``"note"`` records a tool result that answers no open call (an
                orphan, a second output) as a system note holding it, instead of refusing
                the append (``"raise"``, the default); for frameworks that store such
                outputs (`agentstate.log.EventLog`).
            mask: Masks values (card numbers, e-mail addresses, the application's patterns)
                in every message before it is stored (`agentstate.masking`).
            create: Start the session if it has no event yet (the default); with False, a
                session that does not exist raises `SessionNotFound` (a mistyped id never
                silently starts an empty session).

        Raises:
            InvalidSessionId: The session id is empty, too long or not printable.
            SessionNotFound: `create` is False and the session has no event (the error
                lists sessions that exist).
            InvalidInput: The scratchpad class or the capture rules are invalid, or
                `record_failures` is not a bool.
            StorageError: The database cannot be opened (see its subclasses).
        """
        check_session_id(session_id)
        if not create and isinstance(target, str | os.PathLike) and _missing_file(target):
            msg = f"no session {session_id!r}: there is no database at {os.fspath(target)!r}"
            raise SessionNotFound(msg, session_id=session_id, existing=())
        if isinstance(target, str | os.PathLike):
            backend = open_backend(target, durability=durability)
            owns = True
        else:
            backend, owns = target, False
        try:
            if not create:
                _require_session(backend, session_id)
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
                is_failure=is_failure,
                record_failures=record_failures,
                stray_results=stray_results,
                mask=mask,
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

        An error result ends ``failed`` the ledger action whose execution cites the call
        (see `agentstate.ledger`).

        Args:
            call: The call id, or the `EventRef` of an event that made exactly one call.
            result: The tool's output, any JSON value.
            is_error: Whether the tool failed (the result then describes the failure); the
                state's `is_failure` predicate may also judge it so.

        Raises:
            ToolCallError: No open call has this id (unknown, or already answered), or
                `call` is an `EventRef` of another session.
            InvalidInput: `call` is an `EventRef` with no call or with several calls.
        """
        return self.append(tool_result_spec(self._call_id(call), result, is_error=is_error))

    def append_system(self, text: str) -> EventRef:
        """Append a system note the model will see (an instruction or a notice)."""
        return self.append(system_spec(text))

    def append_opaque(
        self, item: _json.JSONValue, *, provider: str, external_id: str | None = None
    ) -> EventRef:
        """Append an item only its own provider may see, stored exactly as given.

        A reasoning item, encrypted content or a hosted tool's call of one provider's format
        (see `agentstate.events.opaque`): kept and given back unchanged, never rendered into
        a context or an export as a message, never counted in the budget, searched,
        summarized or captured from. It may sit between a tool call and its result.

        Args:
            item: The item as the provider gave it (any JSON; its keys keep their order).
            provider: The format it is in, a lowercase tag (``"openai-responses"``,
                ``"anthropic"``).
            external_id: The item's id in the provider's or framework's records; appending
                the same item under the same id again writes nothing
                (`agentstate.events.EventSpec`).

        Raises:
            InvalidInput: A bad provider tag or external id; nothing is written.
            InvalidContent: `item` is not JSON (or is too large); nothing is written.
            ExternalIdConflict: `external_id` is stored with other content.
        """
        return self.append(opaque_spec(item, provider=provider).with_external_id(external_id))

    def append(self, spec: EventSpec) -> EventRef:
        """Append one event built with the helpers of `agentstate.events`."""
        return self.append_many([spec])[0]

    def append_many(self, specs: Sequence[EventSpec]) -> list[EventRef]:
        """Append several message events in one transaction: all of them, or none.

        Only messages (user, assistant, tool result, system note) and opaque items are
        appended this way; state events are written by the scratchpad, the ledger,
        compaction and `pin`, which keep their projections in step.

        Tool results the state's `is_failure` judges errors are stored flagged ``is_error``.

        Raises:
            InvalidInput: Any spec is invalid or not a message, or `is_failure` raised;
                nothing is appended.
            ToolCallError: A result answers no open call; nothing is appended.
        """
        if isinstance(specs, EventSpec):
            msg = "append_many takes a sequence of specs; use append for one"
            raise InvalidInput(msg)
        specs = list(specs)
        for spec in specs:
            if isinstance(spec, EventSpec) and spec.kind not in APPENDABLE_KINDS:
                msg = (
                    f"{spec.kind} events are written by the scratchpad, the ledger, compaction "
                    "or pin, never appended directly (replay rebuilds state from them)"
                )
                raise InvalidInput(msg)
        if not specs:
            return []
        if self.is_failure is not None:
            specs = [flag_error(spec, self.is_failure) for spec in specs]
        return self.log.refs(self.log.append(specs))

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

    # --- provider message formats ------------------------------------------------------------

    def import_messages(
        self,
        messages: Sequence[_json.JSONValue],
        *,
        format: Format | None = None,
        repair: bool = False,
        is_error: ErrorPredicate | None = None,
        skip_existing: bool = True,
    ) -> ImportResult:
        """Append a provider message list (Anthropic or OpenAI dicts) as events, all or none.

        Exporting it again in the same format gives the list back exactly (equal as JSON).
        Results may answer calls still open in the session; calls of the last assistant
        message may stay without results (append those with `append_tool_result` as they
        arrive: the returned refs carry the call ids).

        Args:
            messages: The message list, as the provider's API takes it.
            format: ``"anthropic"`` or ``"openai"``; None (the default) detects it from the
                marks only one format has (tool calls and results, media, system roles). A
                list named as one format that shows the other's is refused.
            repair: Repair a history that tears tool exchanges instead of refusing it: an
                unanswered call gets an error result, a misplaced result is moved after its
                call, an orphan or second result is removed; each repair is recorded as a
                system note event.
            is_error: Judges which tool results are errors beyond the format's own flag
                (OpenAI has none; see `agentstate.formats.openai`), e.g. text starting with
                ``"Error:"`` (default: the state's `is_failure`). A result judged an error
                is stored flagged ``is_error`` and still exports exactly as it came.
            skip_existing: Skip the messages already at the end of the session: the longest
                run at the start of the list equal (as JSON) to the end of the session's
                export in the list's format. Importing a list again appends nothing, and a
                list that grew since appends only its new messages. Pass False to append
                every message (a list whose first messages happen to repeat the session's
                last ones, word for word, is otherwise read as already there).

        Returns:
            The refs of the appended events, in order (repair notes included), a list whose
            `ImportResult.skipped` says how many messages were already in the session.

        Raises:
            InvalidInput: Unknown format, `messages` is not a list, or `is_error` raised.
            InvalidContent: A message is malformed (the error names its index), or the list
                is in the other format (the error names its first message that shows it), or
                mixes both. Nothing is appended.
            BrokenHistory: The history tears tool exchanges and `repair` is false; its
                `problems` list them. Nothing is appended.
        """
        judge = is_error if is_error is not None else self.is_failure
        history = HistoryImport.parse(messages, format=format, is_error=judge)
        if not len(history):
            return ImportResult()
        with self.log.write() as tx:
            skipped = 0
            if skip_existing:
                history, skipped = history.new_in(tx, is_error=judge)
            events = (
                self.log.append_in(tx, history.specs_in(tx, repair=repair)) if len(history) else []
            )
        return ImportResult(self.log.refs(events), skipped=skipped)

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
        return self.log.run(self.export_messages_reads(format=format, after=after, until=until))

    def export_messages_reads(
        self, *, format: Format, after: int = 0, until: int | None = None
    ) -> Reads[list[_json.JSONObject]]:
        """`export_messages` as reads, for a synchronous or an asynchronous reader."""
        return (yield from export_session_reads(format=format, after=after, until=until))

    # --- reading ----------------------------------------------------------------------------

    def events(self, *, after: int = 0, limit: int | None = None) -> Iterator[Event]:
        """The session's events in order, from ``seq > after``, at most `limit`.

        Reads in pages, so a long log streams in bounded memory.

        Raises:
            InvalidInput: `after` or `limit` is negative or not an integer.
        """
        return self.log.events(after=after, limit=limit)

    def event_by_external_id(self, external_id: str) -> Event | None:
        """The event appended under this external id (see `EventSpec.external_id`), or None.

        Raises:
            InvalidInput: The id is not a printable string of 1 to 256 characters.
        """
        return self.log.run(self.event_by_external_id_reads(external_id))

    def event_by_external_id_reads(self, external_id: str) -> Reads[Event | None]:
        """`event_by_external_id` as reads, for a synchronous or an asynchronous reader."""
        check_identifier(external_id, what="external_id")
        record = yield from read(SessionReader.external_id, external_id)
        return (yield from read(SessionReader.event, record.seq)) if record is not None else None

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
        return render_context(self, system=system, tools=tools, budget=budget)

    def context_reads(
        self,
        *,
        system: str,
        tools: Sequence[ToolDefinition] = (),
        budget: int | None,
    ) -> Reads[Context]:
        """`context` as reads, for a synchronous or an asynchronous reader."""
        return (yield from context_reads(self, system=system, tools=tools, budget=budget))

    def pin(self, ref: RefLike) -> EventRef:
        """Pin a message event: rendered verbatim in every context, whatever compaction does.

        Once the boundary passes it, it is quoted in the compressed record. Pinning an
        event twice is a no-op that returns the first pin's ref.

        Raises:
            EvidenceNotFound: No such event in this session.
            InvalidInput: The event is not a message (state events reach the model as state).
        """
        seq = self.evidence.resolve(ref)
        with self.log.write() as tx:
            for pin in tx.pins():
                if pin.target_seq == seq:
                    return EventRef(self.session_id, pin.event_seq)
            target = tx.event(seq)
            if target is None or not target.is_message:
                kind = target.kind if target is not None else "missing"
                msg = f"only messages can be pinned; ev_{seq} is a {kind} event"
                raise InvalidInput(msg)
            [event] = self.log.append_in(tx, [EventSpec(EventKind.PIN, {"target": f"ev_{seq}"})])
            tx.put_pin(PinRecord(target_seq=seq, event_seq=event.seq))
        return EventRef(self.session_id, event.seq)

    # --- checkpoints and compaction ---------------------------------------------------------

    def checkpoints(self) -> list[Checkpoint]:
        """Every checkpoint of the session, oldest first."""
        return self.log.run(self.checkpoints_reads())

    def checkpoints_reads(self) -> Reads[list[Checkpoint]]:
        """`checkpoints` as reads, for a synchronous or an asynchronous reader."""
        return (yield from read(SessionReader.checkpoints))

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
        return compact(self, summarizer, resolve_policy(policy, self.policy), force=force)

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
        return await acompact(self, summarizer, resolve_policy(policy, self.policy), force=force)

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
        return compact_verbatim(self, oracle, resolve_policy(policy, self.policy), force=force)

    async def acompact_verbatim(
        self,
        oracle: DeletionOracle | None = None,
        *,
        policy: CompactionPolicy | None = None,
        force: bool = False,
    ) -> CompactionResult:
        """`compact_verbatim`, without blocking the event loop (same arguments and errors)."""
        return await acompact_verbatim(
            self, oracle, resolve_policy(policy, self.policy), force=force
        )

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
        return mark_boundary(self, reason, after=after)

    # --- forgetting ---------------------------------------------------------------------------

    def redact(
        self,
        ref: RefLike,
        *,
        by: str,
        reason: str,
        paths: Sequence[str] | None = None,
        derived: Derived = "redact",
    ) -> Event:
        """Replace an event's content (or the paths given) with a marker, keeping its place.

        One transaction: the event's content, what was derived from it (by `derived`), every
        copy in the search index, and a ``redaction`` event recording who, when and why
        (never the old content). Seq, kind, token counts, tool-call pairing and refs stay.
        See `agentstate.redaction` and the privacy guide.

        Args:
            ref: The event to redact (a message, a fact write or a ledger proposal).
            by: Who redacts (an actor id).
            reason: Why (a request reference); stored, so never the content itself.
            paths: Dotted paths inside the content (``"result.card.number"``); None
                redacts the whole content.
            derived: ``"redact"`` also redacts facts, ledger params and checkpoint items
                derived from the event; ``"keep"`` leaves them (checkpoints citing it are
                marked either way).

        Returns:
            The redaction event.

        Raises:
            EvidenceNotFound: No such event in this session.
            InvalidInput: Bad `by`, `reason`, `paths` or `derived`, or an event that cannot
                be redacted.
            RedactionUnsupported: The backend cannot rewrite stored content.
        """
        return redact(self.log, ref, by=by, reason=reason, paths=paths, derived=derived)

    def retract(self, refs: Sequence[RefLike], *, by: str, reason: str) -> Event:
        """Take messages out of the model's view; the log keeps them (see `agentstate.retraction`).

        One transaction appends a ``retraction`` event naming every message taken out: those
        in `refs` and their tool-call pairs (an assistant message's results, a result's call
        and the other results of that call's message). The context, the export, compaction's
        input and evidence search leave them out from then on; `evidence.get` still reads them.

        Args:
            refs: The messages to retract (at least one).
            by: Who retracts (an actor id).
            reason: Why (``"retry"``, ``"cleared"``).

        Returns:
            The retraction event.

        Raises:
            InvalidInput: No refs, a ref to a state event or to a message retracted already,
                or a bad `by` or `reason`.
            EvidenceNotFound: A ref names no event of this session.
        """
        return retract(self.log, refs, by=by, reason=reason)

    def erase(self, *, by: str, reason: str) -> Tombstone:
        """Erase this whole session, leaving only a tombstone (id digest, when, who, why).

        One transaction. The state is empty afterwards; appending starts a new session
        under the same id.

        Raises:
            InvalidInput: Bad `by` or `reason`.
            SessionNotFound: The session has no events.
            RedactionUnsupported: The backend cannot erase stored content.
        """
        return erase(self.log, by=by, reason=reason)

    # --- state ------------------------------------------------------------------------------

    def replay(self, *, through: int | None = None) -> Projection:
        """Rebuild the scratchpad and the ledger from the log alone (see `agentstate.replay`).

        The result equals `agentstate.replay.stored_projection` of the same state.

        Args:
            through: Replay up to this seq (default: the whole log).
        """
        return replay(self.log, through=through)

    def replay_reads(self, *, through: int | None = None) -> Reads[Projection]:
        """`replay` as reads, for a synchronous or an asynchronous reader."""
        return (yield from replay_reads(through=through))

    def tools(self) -> Toolbox:
        """Model-callable tools over this state.

        Evidence `get`, `search` and `expand` (see `agentstate.evidence_tools`), and the
        history of a fact and of an action.
        """
        return Toolbox([*self.evidence.tools(), *self.scratchpad.tools(), *self.ledger.tools()])
