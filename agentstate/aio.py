"""`AsyncAgentState`: the facade for asyncio applications and agent frameworks.

Every method of `AgentState` that reads or writes the store has an awaitable twin here that
runs it in a worker thread (`asyncio.to_thread`), so an event loop serving other sessions or
streaming a model's answer never waits on a disk flush or a database round trip. The twins
take the same arguments, return the same values and raise the same errors; one transaction
per call, as in the synchronous facade. Compaction is awaited natively (`AgentState.acompact`:
the summarizer's request is the long wait, and it is async already).

The backends stay synchronous: SQLite and PostgreSQL calls run on the worker thread, where the
SQLite backend serializes its connection's use and the PostgreSQL backend takes a connection
from its pool. Calls on one `AsyncAgentState` may overlap; each is still one transaction, and
the log gives them seqs in the order their transactions commit.

    state = await AsyncAgentState.open("agent.db", session_id="ticket-9104")
    ask = await state.append_user("Please cancel order 4921")
    action = await state.ledger.propose("cancel_order", {"order_id": "4921"}, source=ask)
    context = await state.context(system="You are a support agent.", budget=8000)
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from agentstate.compaction import CompactionPolicy, CompactionResult
from agentstate.errors import InvalidInput
from agentstate.events import Event
from agentstate.evidence import Evidence
from agentstate.ledger import ApprovalLedger
from agentstate.scratchpad import ScratchpadStore
from agentstate.state import AgentState
from agentstate.summarizers import Summarizer

__all__ = ["AsyncAgentState", "AsyncEvidence", "AsyncLedger", "AsyncScratchpad"]

_P = ParamSpec("_P")
_R = TypeVar("_R")
_S = TypeVar("_S")


class _Wrapper(Protocol[_S]):
    sync: _S


def _threaded(
    method: Callable[Concatenate[_S, _P], _R],
) -> Callable[Concatenate[_Wrapper[_S], _P], Awaitable[_R]]:
    """An awaitable twin of a synchronous method, run in a worker thread on `self.sync`."""

    async def run(self: _Wrapper[_S], /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        return await asyncio.to_thread(method, self.sync, *args, **kwargs)

    run.__name__ = method.__name__
    run.__qualname__ = method.__qualname__
    run.__doc__ = (
        f"Awaitable `{method.__qualname__}`, run in a worker thread.\n\n{method.__doc__ or ''}"
    )
    return run


def _opening(opener: Callable[_P, AgentState]) -> Callable[_P, Awaitable[AsyncAgentState]]:
    """`AgentState.open` in a worker thread (it may create a file or run migrations)."""

    async def open(*args: _P.args, **kwargs: _P.kwargs) -> AsyncAgentState:
        return AsyncAgentState(await asyncio.to_thread(opener, *args, **kwargs))

    open.__doc__ = (
        "Open a session for asyncio: `AgentState.open` in a worker thread, with exactly its "
        f"arguments and errors.\n\n{opener.__doc__ or ''}"
    )
    return open


class AsyncScratchpad:
    """The scratchpad of an `AsyncAgentState`: `agentstate.scratchpad.ScratchpadStore`, awaited."""

    def __init__(self, sync: ScratchpadStore) -> None:
        self.sync = sync
        """The synchronous scratchpad, for what does no I/O (`schema`, `fields`, `tools`)."""

    set = _threaded(ScratchpadStore.set)
    get = _threaded(ScratchpadStore.get)
    provenance = _threaded(ScratchpadStore.provenance)
    history = _threaded(ScratchpadStore.history)
    values = _threaded(ScratchpadStore.values)
    facts = _threaded(ScratchpadStore.facts)
    snapshot = _threaded(ScratchpadStore.snapshot)


class AsyncLedger:
    """The approval ledger of an `AsyncAgentState`: `agentstate.ledger.ApprovalLedger`, awaited."""

    def __init__(self, sync: ApprovalLedger) -> None:
        self.sync = sync
        """The synchronous ledger (its `tools`, its policy)."""

    propose = _threaded(ApprovalLedger.propose)
    approve = _threaded(ApprovalLedger.approve)
    reject = _threaded(ApprovalLedger.reject)
    cancel = _threaded(ApprovalLedger.cancel)
    revoke = _threaded(ApprovalLedger.revoke)
    execute = _threaded(ApprovalLedger.execute)
    fail = _threaded(ApprovalLedger.fail)
    require_approved = _threaded(ApprovalLedger.require_approved)
    get = _threaded(ApprovalLedger.get)
    actions = _threaded(ApprovalLedger.actions)
    pending = _threaded(ApprovalLedger.pending)
    history = _threaded(ApprovalLedger.history)


class AsyncEvidence:
    """The evidence of an `AsyncAgentState`: `agentstate.evidence.Evidence`, awaited."""

    def __init__(self, sync: Evidence) -> None:
        self.sync = sync
        """The synchronous evidence (its `tools`)."""

    get = _threaded(Evidence.get)
    search = _threaded(Evidence.search)
    expand = _threaded(Evidence.expand)
    index_vectors = _threaded(Evidence.index_vectors)


class AsyncAgentState:
    """`AgentState` for asyncio: each method that does I/O, awaitable (see the module docs).

    Args:
        state: The synchronous facade to run in worker threads (`AsyncAgentState.open` opens
            one).

    Raises:
        InvalidInput: `state` is not an `AgentState`.
    """

    def __init__(self, state: AgentState) -> None:
        if not isinstance(state, AgentState):
            msg = f"AsyncAgentState wraps an AgentState, not {type(state).__name__}"
            raise InvalidInput(msg)
        self.sync = state
        """The synchronous facade, for what does no I/O (`session_id`, `policy`, `tools`)."""
        self.scratchpad = AsyncScratchpad(state.scratchpad)
        """The scratchpad, awaited."""
        self.ledger = AsyncLedger(state.ledger)
        """The approval ledger, awaited."""
        self.evidence = AsyncEvidence(state.evidence)
        """The evidence, awaited."""

    open = staticmethod(_opening(AgentState.open))

    @property
    def session_id(self) -> str:
        """The session's id."""
        return self.sync.session_id

    append_user = _threaded(AgentState.append_user)
    append_assistant = _threaded(AgentState.append_assistant)
    append_tool_call = _threaded(AgentState.append_tool_call)
    append_tool_result = _threaded(AgentState.append_tool_result)
    append_system = _threaded(AgentState.append_system)
    append_opaque = _threaded(AgentState.append_opaque)
    append = _threaded(AgentState.append)
    append_many = _threaded(AgentState.append_many)
    import_messages = _threaded(AgentState.import_messages)
    export_messages = _threaded(AgentState.export_messages)
    context = _threaded(AgentState.context)
    pin = _threaded(AgentState.pin)
    checkpoints = _threaded(AgentState.checkpoints)
    mark_boundary = _threaded(AgentState.mark_boundary)
    replay = _threaded(AgentState.replay)
    redact = _threaded(AgentState.redact)
    erase = _threaded(AgentState.erase)
    retract = _threaded(AgentState.retract)
    event_by_external_id = _threaded(AgentState.event_by_external_id)
    close = _threaded(AgentState.close)

    async def events(self, *, after: int = 0, limit: int | None = None) -> list[Event]:
        """The session's events after seq `after` (at most `limit`), oldest first, as a list.

        `AgentState.events` is a lazy iterator; here it is read whole in the worker thread.
        """
        return await asyncio.to_thread(lambda: list(self.sync.events(after=after, limit=limit)))

    async def compact(
        self,
        summarizer: Summarizer,
        *,
        policy: CompactionPolicy | None = None,
        force: bool = False,
    ) -> CompactionResult:
        """`AgentState.acompact`: generate, validate, commit, with the summarizer awaited."""
        return await self.sync.acompact(summarizer, policy=policy, force=force)
