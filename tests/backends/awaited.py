"""An asyncio backend over any synchronous one, for testing the async paths without a server."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import ParamSpec, TypeVar

from agentstate.backends.base import SessionReader, StorageBackend

_P = ParamSpec("_P")
_T = TypeVar("_T")


class AwaitedReader:
    """An `AsyncSessionReader` over a synchronous reader: each read yields to the loop once."""

    def __init__(self, reader: SessionReader) -> None:
        self._reader = reader
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Callable[..., object]:
        method = getattr(self._reader, name)

        async def call(*args: object, **kwargs: object) -> object:
            self.calls.append(name)
            await asyncio.sleep(0)
            return method(*args, **kwargs)

        return call


class AwaitedBackend:
    """An `AsyncStorageBackend` whose reads are a synchronous backend's, awaited on the loop.

    `run_sync` calls the operation on the loop, after yielding to it once (a memory backend
    does no I/O), and records its name in `ran`.
    """

    def __init__(self, sync: StorageBackend) -> None:
        self.sync = sync
        self.reads = 0
        self.ran: list[str] = []
        self.closed = False

    async def run_sync(self, fn: Callable[_P, _T], /, *args: _P.args, **kwargs: _P.kwargs) -> _T:
        self.ran.append(getattr(fn, "__name__", "?"))
        await asyncio.sleep(0)
        return fn(*args, **kwargs)

    @asynccontextmanager
    async def read(self, session_id: str) -> AsyncIterator[AwaitedReader]:
        self.reads += 1
        with self.sync.read(session_id) as reader:
            yield AwaitedReader(reader)

    async def close(self) -> None:
        self.closed = True
        self.sync.close()
