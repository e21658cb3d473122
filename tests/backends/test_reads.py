"""Reads written once (`agentstate.backends.reads`): the sync and async drivers agree."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager

import pytest

from agentstate import AgentState, MemoryBackend
from agentstate.backends.base import SessionReader
from agentstate.backends.reads import (
    AsyncSessionReader,
    Reads,
    ReadStep,
    adrive,
    arun,
    read,
    run,
)
from agentstate.errors import EvidenceNotFound, InvalidInput
from agentstate.events import Event
from tests.backends.awaited import AwaitedReader


def _two_events() -> Reads[list[Event | None]]:
    first = yield from read(SessionReader.event, 1)
    second = yield from read(SessionReader.event, 2)
    return [first, second]


def test_a_step_names_the_reader_method_and_its_arguments() -> None:
    """`read` yields one step with the method's name and arguments, and returns the answer."""
    steps = read(SessionReader.events, after=3, limit=2)
    assert next(steps) == ReadStep("events", (), {"after": 3, "limit": 2})
    with pytest.raises(StopIteration) as done:
        steps.send(["answer"])
    assert done.value.value == ["answer"]


def test_both_drivers_give_the_same_result() -> None:
    """The same steps on a reader and on its awaited twin: the same events."""
    backend = MemoryBackend()
    state = AgentState.open(backend, session_id="s")
    state.append_user("one")
    with backend.read("s") as reader:
        synchronous = run(_two_events(), lambda: backend.read("s"))
        awaited = AwaitedReader(reader)
        asynchronous = asyncio.run(adrive(_two_events(), awaited))
    assert synchronous == asynchronous
    assert synchronous[0] is not None
    assert synchronous[1] is None
    assert awaited.calls == ["event", "event"]


def test_arguments_are_checked_before_a_read_is_opened() -> None:
    """An operation that raises or returns before its first read never opens a transaction."""
    opened: list[str] = []

    @contextmanager
    def opener() -> Iterator[SessionReader]:
        opened.append("sync")
        raise AssertionError("opened")
        yield  # pragma: no cover

    @asynccontextmanager
    async def aopener() -> AsyncIterator[AsyncSessionReader]:
        opened.append("async")
        raise AssertionError("opened")
        yield  # pragma: no cover

    state = AgentState.open(MemoryBackend(), session_id="s")
    with pytest.raises(InvalidInput):
        run(state.evidence.expand_reads("ev_1", before=-1), opener)
    with pytest.raises(InvalidInput):
        asyncio.run(arun(state.evidence.expand_reads("ev_1", before=-1), aopener))
    assert run(state.evidence.search_reads("?!"), opener) == []
    assert asyncio.run(arun(state.evidence.search_reads("   "), aopener)) == []
    assert opened == []


def test_an_error_raised_by_the_operation_reaches_the_caller() -> None:
    """A missing ref raises EvidenceNotFound through either driver, with the same message."""
    backend = MemoryBackend()
    state = AgentState.open(backend, session_id="s")

    @asynccontextmanager
    async def aopener() -> AsyncIterator[AsyncSessionReader]:
        with backend.read("s") as reader:
            yield AwaitedReader(reader)  # type: ignore[misc]  # duck-typed awaited reader

    with pytest.raises(EvidenceNotFound) as sync_error:
        run(state.evidence.get_reads("ev_4"), lambda: backend.read("s"))
    with pytest.raises(EvidenceNotFound) as async_error:
        asyncio.run(arun(state.evidence.get_reads("ev_4"), aopener))
    assert str(sync_error.value) == str(async_error.value)


def test_the_async_reader_protocol_mirrors_every_read() -> None:
    """`AsyncSessionReader` has each `SessionReader` method, a coroutine of the same signature."""
    names = {name for name in dir(SessionReader) if not name.startswith("_")}
    assert names == {name for name in dir(AsyncSessionReader) if not name.startswith("_")}
    for name in names - {"session_id"}:
        method = getattr(AsyncSessionReader, name)
        assert inspect.iscoroutinefunction(method), name
        assert inspect.signature(method) == inspect.signature(getattr(SessionReader, name)), name
