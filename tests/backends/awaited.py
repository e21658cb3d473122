"""An asyncio backend over any synchronous one, for testing the async read path without a server."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from agentstate.backends.base import SessionReader, StorageBackend


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
    """An `AsyncStorageBackend` whose reads are a synchronous backend's, awaited on the loop."""

    def __init__(self, sync: StorageBackend) -> None:
        self.sync = sync
        self.reads = 0
        self.closed = False

    @asynccontextmanager
    async def read(self, session_id: str) -> AsyncIterator[AwaitedReader]:
        self.reads += 1
        with self.sync.read(session_id) as reader:
            yield AwaitedReader(reader)

    async def close(self) -> None:
        self.closed = True
        self.sync.close()
