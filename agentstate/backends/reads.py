"""Reads written once, run on a synchronous reader or awaited on an asynchronous one.

An operation that only reads (get an event, search, list the ledger) is written as a
generator of `ReadStep` values, each naming one `SessionReader` method and its arguments:

    def get_reads(seq: int) -> Reads[Event]:
        event = yield from read(SessionReader.event, seq)
        if event is None:
            raise EvidenceNotFound(...)
        return event

The generator holds the operation's logic (checks, decoding, errors) and does no I/O itself
("sans-I/O"). `run` answers each step with the synchronous reader's method; `arun` awaits the
method of the same name on an `AsyncSessionReader`. So the synchronous facade and the asyncio
facade (`agentstate.aio`) share every line of an operation but the driver, and give the same
results and the same errors.

Both drivers advance the generator to its first step before they open the read transaction:
checks of the arguments run (and raise) without touching the store, and an operation that
needs no read (a query with no words) opens none.

`AsyncStorageBackend` is what a backend with a native asyncio driver offers (the PostgreSQL
adapter's `AsyncPostgresBackend`): read transactions to await, the synchronous backend on the
same store, and `run_sync`, which runs a synchronous operation on that backend with its I/O
awaited (writes: an append runs application code, capture rules and approval policies, inside
its transaction, so writes stay synchronous code, driven by the backend however it can).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection, Generator, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, AbstractContextManager
from typing import Any, Concatenate, ParamSpec, Protocol, TypeAlias, TypeVar, runtime_checkable

import attrs

from agentstate.backends.base import (
    ActionRecord,
    ActionStatusRecord,
    Coverage,
    EncodedEvent,
    ExternalIdRecord,
    FactRecord,
    Hit,
    PinRecord,
    SearchCounts,
    SearchDoc,
    SearchStats,
    SessionHead,
    SessionReader,
    StorageBackend,
    ToolCallRecord,
)
from agentstate.events import Event, EventKind
from agentstate.summary import Checkpoint

__all__ = [
    "AsyncSessionReader",
    "AsyncStorageBackend",
    "ReadStep",
    "Reads",
    "RunSync",
    "adrive",
    "arun",
    "drive",
    "read",
    "run",
]

_P = ParamSpec("_P")
_T = TypeVar("_T")
_R = TypeVar("_R")


@attrs.frozen
class ReadStep:
    """One read an operation asks for: a `SessionReader` method by name, and its arguments."""

    method: str
    """The name of the `SessionReader` method (an `AsyncSessionReader` has the same)."""
    args: tuple[object, ...] = ()
    kwargs: Mapping[str, object] = attrs.Factory(dict)


Reads: TypeAlias = Generator[ReadStep, Any, _R]
"""An operation written as reads: it yields `ReadStep` values and returns its result."""


def read(
    method: Callable[Concatenate[SessionReader, _P], _T], *args: _P.args, **kwargs: _P.kwargs
) -> Generator[ReadStep, Any, _T]:
    """Ask for one read, typed by the `SessionReader` method it names (use it with ``yield from``).

    Args:
        method: The method, as ``SessionReader.event`` (its name is what is sent).
        *args: Its positional arguments.
        **kwargs: Its keyword arguments.
    """
    result: _T = yield ReadStep(method.__name__, args, kwargs)
    return result


def drive(steps: Reads[_R], reader: SessionReader) -> _R:
    """Run an operation's reads on a reader the caller holds open; its result."""
    try:
        step = next(steps)
    except StopIteration as done:
        result: _R = done.value
        return result
    return _finish(step, steps, reader)


async def adrive(steps: Reads[_R], reader: AsyncSessionReader) -> _R:
    """Await an operation's reads on an asynchronous reader the caller holds open."""
    try:
        step = next(steps)
    except StopIteration as done:
        result: _R = done.value
        return result
    return await _afinish(step, steps, reader)


def run(steps: Reads[_R], opener: Callable[[], AbstractContextManager[SessionReader]]) -> _R:
    """Run an operation's reads in one read transaction that `opener` opens (if it reads)."""
    try:
        step = next(steps)
    except StopIteration as done:
        result: _R = done.value
        return result
    with opener() as reader:
        return _finish(step, steps, reader)


async def arun(
    steps: Reads[_R], opener: Callable[[], AbstractAsyncContextManager[AsyncSessionReader]]
) -> _R:
    """Await an operation's reads in one read transaction that `opener` opens (if it reads)."""
    try:
        step = next(steps)
    except StopIteration as done:
        result: _R = done.value
        return result
    async with opener() as reader:
        return await _afinish(step, steps, reader)


def _finish(step: ReadStep, steps: Reads[_R], reader: SessionReader) -> _R:
    """Answer `step`, taken from `steps` already, and every step after it."""
    try:
        while True:
            step = steps.send(getattr(reader, step.method)(*step.args, **step.kwargs))
    except StopIteration as done:
        result: _R = done.value
        return result


async def _afinish(step: ReadStep, steps: Reads[_R], reader: AsyncSessionReader) -> _R:
    """`_finish`, each read awaited."""
    try:
        while True:
            step = steps.send(await getattr(reader, step.method)(*step.args, **step.kwargs))
    except StopIteration as done:
        result: _R = done.value
        return result


@runtime_checkable
class AsyncSessionReader(Protocol):
    """`SessionReader`, awaited: every read method, same name, arguments and results."""

    @property
    def session_id(self) -> str:
        """The session read."""
        ...

    async def head(self) -> SessionHead:
        """See `SessionReader.head`."""
        ...

    async def events(
        self,
        *,
        after: int = 0,
        until: int | None = None,
        limit: int | None = None,
        kinds: Collection[EventKind] | None = None,
        newest_first: bool = False,
    ) -> list[Event]:
        """See `SessionReader.events`."""
        ...

    async def event(self, seq: int) -> Event | None:
        """See `SessionReader.event`."""
        ...

    async def events_at(self, seqs: Collection[int]) -> list[Event]:
        """See `SessionReader.events_at`."""
        ...

    async def encoded_events_at(self, seqs: Collection[int]) -> list[EncodedEvent]:
        """See `SessionReader.encoded_events_at`."""
        ...

    async def search(
        self,
        phrases: Sequence[tuple[str, ...]],
        *,
        k: int,
        kinds: Collection[EventKind] | None = None,
        since: int | None = None,
        until: int | None = None,
    ) -> list[Hit]:
        """See `SessionReader.search` (``agentstate.backends.search.lexical_search_reads``)."""
        ...

    async def search_docs(self) -> list[SearchDoc]:
        """See `SessionReader.search_docs`."""
        ...

    async def search_counts(self, phrases: Sequence[tuple[str, ...]]) -> list[SearchCounts]:
        """See `SessionReader.search_counts`."""
        ...

    async def search_stats(self) -> SearchStats:
        """See `SessionReader.search_stats`."""
        ...

    async def vectors(self, space: str) -> dict[int, bytes]:
        """See `SessionReader.vectors`."""
        ...

    async def unembedded(self, space: str, *, limit: int) -> list[Event]:
        """See `SessionReader.unembedded`."""
        ...

    async def first_seq_reaching(
        self, cum_tokens: int, *, head: SessionHead | None = None
    ) -> int | None:
        """See `SessionReader.first_seq_reaching`."""
        ...

    async def last_safe_seq(self, *, at_most: int, at_least: int = 0) -> int | None:
        """See `SessionReader.last_safe_seq`."""
        ...

    async def tool_call(self, call_id: str) -> ToolCallRecord | None:
        """See `SessionReader.tool_call`."""
        ...

    async def open_tool_calls(self) -> list[ToolCallRecord]:
        """See `SessionReader.open_tool_calls`."""
        ...

    async def external_id(self, external_id: str) -> ExternalIdRecord | None:
        """See `SessionReader.external_id`."""
        ...

    async def fact(self, key: str) -> FactRecord | None:
        """See `SessionReader.fact`."""
        ...

    async def facts(self) -> list[FactRecord]:
        """See `SessionReader.facts`."""
        ...

    async def fact_keys(self) -> list[str]:
        """See `SessionReader.fact_keys`."""
        ...

    async def fact_history(self, key: str) -> list[FactRecord]:
        """See `SessionReader.fact_history`."""
        ...

    async def action(self, action_id: str) -> ActionRecord | None:
        """See `SessionReader.action`."""
        ...

    async def actions(self) -> list[ActionRecord]:
        """See `SessionReader.actions`."""
        ...

    async def action_statuses(self) -> list[ActionStatusRecord]:
        """See `SessionReader.action_statuses`."""
        ...

    async def action_history(self, action_id: str) -> list[ActionRecord]:
        """See `SessionReader.action_history`."""
        ...

    async def checkpoints(self) -> list[Checkpoint]:
        """See `SessionReader.checkpoints`."""
        ...

    async def latest_checkpoint(self) -> Checkpoint | None:
        """See `SessionReader.latest_checkpoint`."""
        ...

    async def pins(self) -> list[PinRecord]:
        """See `SessionReader.pins`."""
        ...

    async def coverage(self) -> Coverage:
        """See `SessionReader.coverage`."""
        ...


class RunSync(Protocol):
    """Runs a synchronous storage operation for an awaiting task; its result.

    `asyncio.to_thread` is one (in a worker thread); `AsyncStorageBackend.run_sync` is
    another (its statements awaited on the backend's asyncio driver).
    """

    def __call__(
        self, fn: Callable[_P, _T], /, *args: _P.args, **kwargs: _P.kwargs
    ) -> Awaitable[_T]:
        """Run ``fn(*args, **kwargs)``: same result and errors as the call itself."""
        ...


@runtime_checkable
class AsyncStorageBackend(Protocol):
    """A backend with a native asyncio driver: reads awaited, writes run with `run_sync`."""

    @property
    def sync(self) -> StorageBackend:
        """The synchronous backend on the same store."""
        ...

    def run_sync(
        self, fn: Callable[_P, _T], /, *args: _P.args, **kwargs: _P.kwargs
    ) -> Awaitable[_T]:
        """Run a synchronous operation on `sync` with its I/O awaited on the asyncio driver.

        A `RunSync`: the writes of `agentstate.aio` (appends with their capture rules and
        ledger checks, ledger moves, a compaction's commit) go through it unchanged.
        """
        ...

    def read(self, session_id: str) -> AbstractAsyncContextManager[AsyncSessionReader]:
        """A consistent read-only view of one session, awaited (see `StorageBackend.read`)."""
        ...

    async def close(self) -> None:
        """Release connections (of `sync` too); the backend is unusable afterwards."""
        ...
