"""`AsyncAgentState`: the facade for asyncio applications and agent frameworks.

Every method of `AgentState` that reads or writes the store has an awaitable twin here, with
the same arguments, results and errors; one transaction per call, as in the synchronous
facade. Compaction is awaited natively (`AgentState.acompact`: the summarizer's request is
the long wait, and it is async already).

**PostgreSQL** (a ``postgresql://`` URL, or an `AsyncStorageBackend` such as
``agentstate_postgres.aio.AsyncPostgresBackend``): every call that touches only the store is
awaited on psycopg's asyncio driver, with no thread per call.

- The reads that dominate an agent framework's hot path: `events`, `event_by_external_id`,
  `checkpoints`, `export_messages`, `replay`, `context` (its reads; the rendering then runs on
  the loop); evidence `get`, `expand` and lexical `search`; scratchpad `get`, `provenance`,
  `history`, `values`, `facts` and `snapshot`; ledger `get`, `actions`, `pending`, `history`
  and `require_approved`. Each is the synchronous operation itself, written once as reads
  (`agentstate.backends.reads`) and driven by an asynchronous reader.
- Every write: the appends, `import_messages`, `pin`, `mark_boundary`, `redact`, `erase`,
  `retract`, the scratchpad's `set`, the ledger's moves, and a compaction's storage work (its
  plan and its commit). A write runs application code inside its transaction (capture rules,
  approval policies, a domain's hooks), so it stays the synchronous operation, run by the
  backend's `run_sync`: in a greenlet on the loop's thread, each statement awaited on the
  asyncio pool. A cancelled write rolls back.

Same results, same errors as `AgentState`. What may block on more than the store runs in a
worker thread: hybrid search and `evidence.index_vectors` (they embed), and a compaction's
validation (a claim judge may call a model).

**SQLite and memory** have no asyncio driver: every call runs in a worker thread
(`asyncio.to_thread`), where the SQLite backend serializes its connection's use. An event
loop serving other sessions or streaming a model's answer never waits on a disk flush.

Calls on one `AsyncAgentState` may overlap; each is still one transaction, and the log gives
them seqs in the order their transactions commit.

    state = await AsyncAgentState.open("agent.db", session_id="ticket-9104")
    ask = await state.append_user("Please cancel order 4921")
    action = await state.ledger.propose("cancel_order", {"order_id": "4921"}, source=ask)
    context = await state.context(system="You are a support agent.", budget=8000)
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable, Collection
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from agentstate.backends import Durability, open_async_backend
from agentstate.backends.base import Hit, StorageBackend
from agentstate.backends.reads import AsyncStorageBackend, Reads, RunSync, arun
from agentstate.compaction import CompactionPolicy, CompactionResult
from agentstate.compaction.engine import acompact
from agentstate.compaction.policy import resolve_policy
from agentstate.errors import InvalidInput
from agentstate.events import Event, EventKind, RefLike
from agentstate.evidence import Evidence, SearchMode
from agentstate.ledger import ApprovalLedger
from agentstate.scratchpad import ScratchpadStore
from agentstate.state import AgentState
from agentstate.summarizers import Summarizer

__all__ = ["AsyncAgentState", "AsyncEvidence", "AsyncLedger", "AsyncScratchpad"]

_P = ParamSpec("_P")
_R = TypeVar("_R")
_S = TypeVar("_S")


class _Native:
    """How one `AsyncAgentState` uses its asyncio backend: reads awaited, writes run on it."""

    def __init__(self, backend: AsyncStorageBackend, session_id: str) -> None:
        self.backend = backend
        self.session_id = session_id

    async def run(self, steps: Reads[_R]) -> _R:
        """Await an operation written as reads, in one read transaction."""
        return await arun(steps, lambda: self.backend.read(self.session_id))

    @property
    def run_sync(self) -> RunSync:
        """Run a synchronous operation with its statements awaited (the backend's `run_sync`)."""
        return self.backend.run_sync


class _Wrapper(Protocol[_S]):
    sync: _S
    _native: _Native | None


def _run_sync(wrapper: _Wrapper[_S]) -> RunSync:
    """Where a synchronous operation of `wrapper` runs: on its asyncio backend, or a thread."""
    return asyncio.to_thread if wrapper._native is None else wrapper._native.run_sync


def _twin(
    run: Callable[Concatenate[_Wrapper[_S], _P], Awaitable[_R]],
    method: Callable[Concatenate[_S, _P], _R],
    how: str,
) -> Callable[Concatenate[_Wrapper[_S], _P], Awaitable[_R]]:
    """`run`, named and documented as the awaitable twin of `method` (`how` it runs)."""
    run.__name__ = method.__name__
    run.__qualname__ = method.__qualname__
    run.__doc__ = f"Awaitable `{method.__qualname__}`: {how}.\n\n{method.__doc__ or ''}"
    return run


def _storage(
    method: Callable[Concatenate[_S, _P], _R], *, thread: bool = False
) -> Callable[Concatenate[_Wrapper[_S], _P], Awaitable[_R]]:
    """An awaitable twin of a write: on PostgreSQL its statements awaited, else in a thread.

    With `thread`, always in a worker thread: the method may block on more than storage.
    """

    async def run(self: _Wrapper[_S], /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        run_sync = asyncio.to_thread if thread else _run_sync(self)
        return await run_sync(method, self.sync, *args, **kwargs)

    how = (
        "run in a worker thread"
        if thread
        else "on PostgreSQL each statement awaited natively, otherwise in a worker thread"
    )
    return _twin(run, method, how)


def _reading(
    method: Callable[Concatenate[_S, _P], _R],
    reads: Callable[Concatenate[_S, _P], Reads[_R]],
) -> Callable[Concatenate[_Wrapper[_S], _P], Awaitable[_R]]:
    """An awaitable twin of a read: awaited on the asyncio backend, else in a worker thread.

    `reads` is the same operation written as reads (`agentstate.backends.reads`), so both
    paths give the same result and raise the same errors.
    """

    async def run(self: _Wrapper[_S], /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        if self._native is None:
            return await asyncio.to_thread(method, self.sync, *args, **kwargs)
        return await self._native.run(reads(self.sync, *args, **kwargs))

    return _twin(run, method, "on PostgreSQL awaited natively, otherwise in a worker thread")


_Target = str | os.PathLike[str] | StorageBackend


def _durability(options: dict[str, object]) -> Durability | None:
    value = options.get("durability", "full")
    return "full" if value == "full" else "normal" if value == "normal" else None


def _opening(
    opener: Callable[Concatenate[_Target, _P], AgentState],
) -> Callable[Concatenate[_Target | AsyncStorageBackend, _P], Awaitable[AsyncAgentState]]:
    """`AgentState.open`, in a worker thread (it may create a file or run migrations).

    A PostgreSQL URL opens an asyncio backend too, whose `sync` backend the state is opened
    on, with the backend's `run_sync`; an `AsyncStorageBackend` passed in is used the same
    way (and stays the caller's).
    """

    async def open(
        target: _Target | AsyncStorageBackend, /, *args: _P.args, **kwargs: _P.kwargs
    ) -> AsyncAgentState:
        owned: AsyncStorageBackend | None = None
        backend: AsyncStorageBackend | None
        if isinstance(target, AsyncStorageBackend):
            backend = target
        elif isinstance(target, str | os.PathLike) and (durability := _durability(kwargs)):
            backend = owned = await open_async_backend(target, durability=durability)
        else:
            backend = None
        if backend is None:
            assert not isinstance(target, AsyncStorageBackend)
            return AsyncAgentState(await asyncio.to_thread(opener, target, *args, **kwargs))
        try:
            state = await backend.run_sync(opener, backend.sync, *args, **kwargs)
        except BaseException:
            if owned is not None:
                await owned.close()
            raise
        opened = AsyncAgentState(state, backend=backend)
        opened._owned = owned
        return opened

    open.__doc__ = (
        "Open a session for asyncio: `AgentState.open` in a worker thread, with exactly its "
        "arguments and errors. `target` may also be an `AsyncStorageBackend`; a "
        "``postgresql://`` URL opens one (reads awaited natively, see the module docs)."
        f"\n\n{opener.__doc__ or ''}"
    )
    return open


class AsyncScratchpad:
    """The scratchpad of an `AsyncAgentState`: `agentstate.scratchpad.ScratchpadStore`, awaited."""

    def __init__(self, sync: ScratchpadStore, *, native: _Native | None = None) -> None:
        self.sync = sync
        """The synchronous scratchpad, for what does no I/O (`schema`, `fields`, `tools`)."""
        self._native = native

    set = _storage(ScratchpadStore.set)
    get = _reading(ScratchpadStore.get, ScratchpadStore.get_reads)
    provenance = _reading(ScratchpadStore.provenance, ScratchpadStore.provenance_reads)
    history = _reading(ScratchpadStore.history, ScratchpadStore.history_reads)
    values = _reading(ScratchpadStore.values, ScratchpadStore.values_reads)
    facts = _reading(ScratchpadStore.facts, ScratchpadStore.facts_reads)
    snapshot = _reading(ScratchpadStore.snapshot, ScratchpadStore.snapshot_reads)


class AsyncLedger:
    """The approval ledger of an `AsyncAgentState`: `agentstate.ledger.ApprovalLedger`, awaited."""

    def __init__(self, sync: ApprovalLedger, *, native: _Native | None = None) -> None:
        self.sync = sync
        """The synchronous ledger (its `tools`, its policy)."""
        self._native = native

    propose = _storage(ApprovalLedger.propose)
    approve = _storage(ApprovalLedger.approve)
    reject = _storage(ApprovalLedger.reject)
    cancel = _storage(ApprovalLedger.cancel)
    revoke = _storage(ApprovalLedger.revoke)
    execute = _storage(ApprovalLedger.execute)
    fail = _storage(ApprovalLedger.fail)
    require_approved = _reading(
        ApprovalLedger.require_approved, ApprovalLedger.require_approved_reads
    )
    get = _reading(ApprovalLedger.get, ApprovalLedger.get_reads)
    actions = _reading(ApprovalLedger.actions, ApprovalLedger.actions_reads)
    pending = _reading(ApprovalLedger.pending, ApprovalLedger.pending_reads)
    history = _reading(ApprovalLedger.history, ApprovalLedger.history_reads)


class AsyncEvidence:
    """The evidence of an `AsyncAgentState`: `agentstate.evidence.Evidence`, awaited."""

    def __init__(self, sync: Evidence, *, native: _Native | None = None) -> None:
        self.sync = sync
        """The synchronous evidence (its `tools`)."""
        self._native = native

    get = _reading(Evidence.get, Evidence.get_reads)
    expand = _reading(Evidence.expand, Evidence.expand_reads)
    index_vectors = _storage(Evidence.index_vectors, thread=True)

    async def search(
        self,
        query: str,
        *,
        k: int = 5,
        kinds: Collection[EventKind | str] | None = None,
        since: RefLike | int | None = None,
        until: RefLike | int | None = None,
        mode: SearchMode | None = None,
    ) -> list[Hit]:
        """Awaitable `Evidence.search`: a lexical search on PostgreSQL is awaited natively.

        A hybrid search (it embeds the query, and may embed and store events) and any search
        on another backend run in a worker thread. Same arguments, results and errors.
        """
        if self._native is None or self.sync.uses_embedder(mode):
            return await asyncio.to_thread(
                self.sync.search, query, k=k, kinds=kinds, since=since, until=until, mode=mode
            )
        reads = self.sync.search_reads(query, k=k, kinds=kinds, since=since, until=until)
        return await self._native.run(reads)


class AsyncAgentState:
    """`AgentState` for asyncio: each method that does I/O, awaitable (see the module docs).

    Args:
        state: The synchronous facade (`AsyncAgentState.open` opens one).
        backend: An asyncio backend on the store of `state` (its `sync` is ``state.backend``):
            the reads that have an asyncio form are awaited on it. None: every call runs in
            a worker thread.

    Raises:
        InvalidInput: `state` is not an `AgentState`, or `backend` is not on its store.
    """

    def __init__(self, state: AgentState, *, backend: AsyncStorageBackend | None = None) -> None:
        if not isinstance(state, AgentState):
            msg = f"AsyncAgentState wraps an AgentState, not {type(state).__name__}"
            raise InvalidInput(msg)
        if backend is not None and (
            not isinstance(backend, AsyncStorageBackend) or backend.sync is not state.backend
        ):
            msg = "the asyncio backend must be the one whose `sync` backend the state uses"
            raise InvalidInput(msg)
        self.sync = state
        """The synchronous facade, for what does no I/O (`session_id`, `policy`, `tools`)."""
        self.backend = backend
        """The asyncio backend the native reads are awaited on (None: none, all threaded)."""
        self._native = _Native(backend, state.session_id) if backend is not None else None
        self._owned: AsyncStorageBackend | None = None
        self.scratchpad = AsyncScratchpad(state.scratchpad, native=self._native)
        """The scratchpad, awaited."""
        self.ledger = AsyncLedger(state.ledger, native=self._native)
        """The approval ledger, awaited."""
        self.evidence = AsyncEvidence(state.evidence, native=self._native)
        """The evidence, awaited."""

    open = staticmethod(_opening(AgentState.open))

    @property
    def session_id(self) -> str:
        """The session's id."""
        return self.sync.session_id

    append_user = _storage(AgentState.append_user)
    append_assistant = _storage(AgentState.append_assistant)
    append_tool_call = _storage(AgentState.append_tool_call)
    append_tool_result = _storage(AgentState.append_tool_result)
    append_system = _storage(AgentState.append_system)
    append_opaque = _storage(AgentState.append_opaque)
    append = _storage(AgentState.append)
    append_many = _storage(AgentState.append_many)
    import_messages = _storage(AgentState.import_messages)
    export_messages = _reading(AgentState.export_messages, AgentState.export_messages_reads)
    context = _reading(AgentState.context, AgentState.context_reads)
    pin = _storage(AgentState.pin)
    checkpoints = _reading(AgentState.checkpoints, AgentState.checkpoints_reads)
    mark_boundary = _storage(AgentState.mark_boundary)
    replay = _reading(AgentState.replay, AgentState.replay_reads)
    redact = _storage(AgentState.redact)
    erase = _storage(AgentState.erase)
    retract = _storage(AgentState.retract)
    event_by_external_id = _reading(
        AgentState.event_by_external_id, AgentState.event_by_external_id_reads
    )

    async def close(self) -> None:
        """Close what this state opened (the backends of a path or URL it was opened on)."""
        await asyncio.to_thread(self.sync.close)
        if self._owned is not None:
            await self._owned.close()

    async def events(self, *, after: int = 0, limit: int | None = None) -> list[Event]:
        """The session's events after seq `after` (at most `limit`), oldest first, as a list.

        `AgentState.events` is a lazy iterator; here it is read whole: in one read on
        PostgreSQL, in a worker thread otherwise.

        Raises:
            InvalidInput: `after` or `limit` is negative or not an integer.
        """
        if self._native is None:
            return await asyncio.to_thread(lambda: list(self.sync.events(after=after, limit=limit)))
        return await self._native.run(self.sync.log.events_reads(after=after, limit=limit))

    async def compact(
        self,
        summarizer: Summarizer,
        *,
        policy: CompactionPolicy | None = None,
        force: bool = False,
    ) -> CompactionResult:
        """`AgentState.acompact`: generate, validate, commit, with the summarizer awaited.

        On PostgreSQL its storage work (the plan's reads, the commit) is awaited natively;
        otherwise it runs in a worker thread. The validation runs in a worker thread.
        """
        return await acompact(
            self.sync,
            summarizer,
            resolve_policy(policy, self.sync.policy),
            force=force,
            run_sync=_run_sync(self),
        )
