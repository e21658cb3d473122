"""`AsyncPostgresBackend`: PostgreSQL awaited on psycopg's asyncio driver, with no thread.

For `agentstate.aio.AsyncAgentState`: hundreds of concurrent operations from one event loop
cost sockets, not threads. Both kinds run on one `psycopg_pool.AsyncConnectionPool`:

- **reads** (the log, evidence get, search and expand, the scratchpad, the ledger,
  checkpoints, a context's reads): each one ``REPEATABLE READ``, read-only transaction running
  exactly the statements of the synchronous backend (`agentstate_postgres._queries` holds
  each once), driven by `AsyncPostgresReader`;
- **writes** (`run_sync`): the synchronous operation, run in a greenlet whose statements the
  calling task awaits (`agentstate_postgres._bridge`). The code that runs is `sync`'s, a
  `PostgresBackend` on the same schema, unchanged: the session's row lock, savepoints, the
  checkpoint's parent check, the application's capture rules and approval policies inside
  the transaction.

`sync`'s own pool serves what still runs in a worker thread (hybrid search and indexing,
which embed) and the synchronous facade the state is opened on.

```python
from agentstate.aio import AsyncAgentState

state = await AsyncAgentState.open("postgresql://agent@db/support", session_id="ticket-9104")
```

`AsyncAgentState.open` opens an `AsyncPostgresBackend` for a ``postgresql://`` URL; open one
yourself (`AsyncPostgresBackend.open`) to choose the schema, pool sizes or timeouts.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Collection, Sequence
from contextlib import asynccontextmanager
from typing import Any, ParamSpec, Self, TypeVar

import psycopg
from psycopg.rows import TupleRow
from psycopg_pool import AsyncConnectionPool, PoolTimeout

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
    ToolCallRecord,
)
from agentstate.backends.reads import adrive
from agentstate.backends.search import lexical_search_reads
from agentstate.errors import StorageError, StorageUnavailable
from agentstate.events import Event, EventKind
from agentstate.summary import Checkpoint
from agentstate_postgres import _queries as q
from agentstate_postgres._bridge import run_bridged
from agentstate_postgres._errors import translate
from agentstate_postgres.backend import DEFAULT_SCHEMA, Durability, PostgresBackend, split_url

__all__ = ["AsyncPostgresBackend", "AsyncPostgresReader"]

_P = ParamSpec("_P")
_T = TypeVar("_T")

AsyncConnection = psycopg.AsyncConnection[TupleRow]


class AsyncPostgresReader:
    """An `agentstate.backends.reads.AsyncSessionReader` over one connection's transaction."""

    def __init__(self, conn: AsyncConnection, session_id: str) -> None:
        self._conn = conn
        self._session_id = session_id

    @property
    def session_id(self) -> str:
        """The session read."""
        return self._session_id

    async def _fetch(self, query: q.Query[_T]) -> _T:
        try:
            cursor = await self._conn.execute(query.statement, query.params)
            rows = await cursor.fetchall()
        except psycopg.Error as exc:
            raise translate(exc, f"{query.doing} session {self._session_id!r}") from exc
        return query.decode(rows)

    async def head(self) -> SessionHead:
        """The end of the log (all zeros for a session with no events)."""
        return await self._fetch(q.head(self._session_id))

    async def events(
        self,
        *,
        after: int = 0,
        until: int | None = None,
        limit: int | None = None,
        kinds: Collection[EventKind] | None = None,
        newest_first: bool = False,
    ) -> list[Event]:
        """Events with ``after < seq <= until``, oldest first unless `newest_first`."""
        return await self._fetch(
            q.events(
                self._session_id,
                after=after,
                until=until,
                limit=limit,
                kinds=kinds,
                newest_first=newest_first,
            )
        )

    async def event(self, seq: int) -> Event | None:
        """The event at `seq`, or None."""
        return await self._fetch(q.event(self._session_id, seq))

    async def events_at(self, seqs: Collection[int]) -> list[Event]:
        """The events at these seqs, oldest first; seqs with no event are left out."""
        return await self._fetch(q.events_at(self._session_id, seqs))

    async def encoded_events_at(self, seqs: Collection[int]) -> list[EncodedEvent]:
        """What `events_at` reads, each event's content left as its stored JSON text."""
        return await self._fetch(q.encoded_events_at(self._session_id, seqs))

    async def search(
        self,
        phrases: Sequence[tuple[str, ...]],
        *,
        k: int,
        kinds: Collection[EventKind] | None = None,
        since: int | None = None,
        until: int | None = None,
    ) -> list[Hit]:
        """Events holding any of the phrases, best first, at most `k` (ranked by BM25)."""
        reads = lexical_search_reads(phrases, k=k, kinds=kinds, since=since, until=until)
        return await adrive(reads, self)

    async def search_docs(self) -> list[SearchDoc]:
        """Every searchable event of this session, by seq."""
        return await self._fetch(q.search_docs(self._session_id))

    async def search_counts(self, phrases: Sequence[tuple[str, ...]]) -> list[SearchCounts]:
        """Occurrences of each phrase in the events holding a word of one, counted in SQL."""
        query = q.search_counts(self._session_id, phrases)
        return [] if query is None else await self._fetch(query)

    async def search_stats(self) -> SearchStats:
        """How many searchable events the session has, and their tokens in all."""
        return await self._fetch(q.search_stats(self._session_id))

    async def vectors(self, space: str) -> dict[int, bytes]:
        """The stored embedding of each event in the vector space `space`, by seq."""
        return await self._fetch(q.vectors(self._session_id, space))

    async def unembedded(self, space: str, *, limit: int) -> list[Event]:
        """Up to `limit` searchable events with no vector in `space` yet, oldest first."""
        return await self._fetch(q.unembedded(self._session_id, space, limit=limit))

    async def first_seq_reaching(
        self, cum_tokens: int, *, head: SessionHead | None = None
    ) -> int | None:
        """The lowest seq whose running token sum is at least `cum_tokens`, or None."""
        return await self._fetch(q.first_seq_reaching(self._session_id, cum_tokens))

    async def last_safe_seq(self, *, at_most: int, at_least: int = 0) -> int | None:
        """The highest seq in [at_least, at_most] with no tool call open after it, or None."""
        query = q.last_safe_seq(self._session_id, at_most=at_most, at_least=at_least)
        return await self._fetch(query)

    async def tool_call(self, call_id: str) -> ToolCallRecord | None:
        """The tool call with this id, or None."""
        return await self._fetch(q.tool_call(self._session_id, call_id))

    async def open_tool_calls(self) -> list[ToolCallRecord]:
        """Tool calls still awaiting their results, oldest first."""
        return await self._fetch(q.open_tool_calls(self._session_id))

    async def external_id(self, external_id: str) -> ExternalIdRecord | None:
        """The event stored under this external id, or None."""
        return await self._fetch(q.external_id(self._session_id, external_id))

    async def fact(self, key: str) -> FactRecord | None:
        """The latest write of `key`, or None."""
        return await self._fetch(q.fact(self._session_id, key))

    async def facts(self) -> list[FactRecord]:
        """The latest write of every key, ordered by key."""
        return await self._fetch(q.facts(self._session_id))

    async def fact_keys(self) -> list[str]:
        """Every key written, ordered by key."""
        return await self._fetch(q.fact_keys(self._session_id))

    async def fact_history(self, key: str) -> list[FactRecord]:
        """Every write of `key`, oldest first."""
        return await self._fetch(q.fact_history(self._session_id, key))

    async def action(self, action_id: str) -> ActionRecord | None:
        """The current state of an action, or None."""
        return await self._fetch(q.action(self._session_id, action_id))

    async def actions(self) -> list[ActionRecord]:
        """The current state of every action, in order of creation."""
        return await self._fetch(q.actions(self._session_id))

    async def action_statuses(self) -> list[ActionStatusRecord]:
        """What `actions` gives, without reading params, digests, actors or sources."""
        return await self._fetch(q.action_statuses(self._session_id))

    async def action_history(self, action_id: str) -> list[ActionRecord]:
        """Every state of an action, oldest first."""
        return await self._fetch(q.action_history(self._session_id, action_id))

    async def checkpoints(self) -> list[Checkpoint]:
        """Every checkpoint, oldest first."""
        return await self._fetch(q.checkpoints(self._session_id))

    async def latest_checkpoint(self) -> Checkpoint | None:
        """The newest checkpoint, or None."""
        return await self._fetch(q.latest_checkpoint(self._session_id))

    async def pins(self) -> list[PinRecord]:
        """Pinned events, in order of pinning."""
        return await self._fetch(q.pins(self._session_id))

    async def coverage(self) -> Coverage:
        """The latest checkpoint's boundary and token figures (all zeros without one)."""
        return await self._fetch(q.coverage(self._session_id))


class AsyncPostgresBackend:
    """PostgreSQL for asyncio: reads and writes awaited on one asyncio pool (module docs).

    An `agentstate.backends.reads.AsyncStorageBackend`. Open one with `open` (or `from_url`),
    which also opens (and migrates) the synchronous `PostgresBackend` it holds; close it with
    `close`, which closes both.

    Args:
        sync: The synchronous backend on the same schema (this backend closes it).
        pool: The asyncio pool the reads and `run_sync`'s writes use, not opened yet.
    """

    def __init__(self, sync: PostgresBackend, pool: AsyncConnectionPool[AsyncConnection]) -> None:
        self._sync = sync
        self._pool = pool
        self._closed = False

    @classmethod
    async def open(
        cls,
        conninfo: str,
        *,
        schema: str = DEFAULT_SCHEMA,
        durability: Durability = "full",
        min_size: int = 1,
        max_size: int = 10,
        timeout: float = 30.0,  # noqa: ASYNC109 - the pool's wait for a connection, every read
        lock_timeout: float = 30.0,
    ) -> Self:
        """Open the backend: the synchronous one (in a worker thread), then the asyncio pool.

        Args:
            conninfo: A libpq connection string or ``postgresql://`` URL.
            schema: See `PostgresBackend`.
            durability: See `PostgresBackend`.
            min_size: Connections each pool (synchronous and asyncio) keeps open.
            max_size: Most connections each pool opens.
            timeout: Seconds to wait for a pooled connection or for the server at open.
            lock_timeout: See `PostgresBackend`.

        Raises:
            StorageUnavailable: The server cannot be reached (or refuses) within `timeout`.
            SchemaVersionError: The schema was migrated by a newer pyagentstate-postgres.
            StorageCorrupted: The schema holds tables that are not agentstate's.
            InvalidInput: An argument is out of range.
        """
        sync = await asyncio.to_thread(
            PostgresBackend,
            conninfo,
            schema=schema,
            durability=durability,
            min_size=min_size,
            max_size=max_size,
            timeout=timeout,
            lock_timeout=lock_timeout,
        )

        async def configure(conn: AsyncConnection) -> None:
            await conn.execute(sync.settings(conn))
            await conn.commit()

        pool: AsyncConnectionPool[AsyncConnection] = AsyncConnectionPool(
            conninfo,
            min_size=min_size,
            max_size=max_size,
            timeout=timeout,
            open=False,
            configure=configure,
            name=f"agentstate-async:{schema}",
        )
        try:
            await pool.open(wait=True, timeout=timeout)
        except PoolTimeout as exc:
            await pool.close()
            await asyncio.to_thread(sync.close)
            msg = f"opening {sync!r} for asyncio: no connection within {timeout:g} s"
            raise StorageUnavailable(msg) from exc
        except BaseException:
            await pool.close()
            await asyncio.to_thread(sync.close)
            raise
        return cls(sync, pool)

    @classmethod
    async def from_url(cls, url: str, *, durability: Durability = "full", **options: Any) -> Self:
        """Open the backend a ``postgresql://`` URL names (see `PostgresBackend.from_url`).

        Raises:
            InvalidInput: The URL is not a PostgreSQL URL.
        """
        conninfo, schema = split_url(url)
        if schema is not None:
            options.setdefault("schema", schema)
        return await cls.open(conninfo, durability=durability, **options)

    def __repr__(self) -> str:
        return f"<AsyncPostgresBackend over {self._sync!r}>"

    @property
    def sync(self) -> PostgresBackend:
        """The synchronous backend on the same schema (the code `run_sync` runs)."""
        return self._sync

    @asynccontextmanager
    async def read(self, session_id: str) -> AsyncIterator[AsyncPostgresReader]:
        """A consistent read-only view of one session (one ``REPEATABLE READ`` snapshot).

        Raises:
            StorageUnavailable: No pooled connection within the timeout, or the server could
                not be reached.
            StorageError: The backend is closed.
        """
        if self._closed:
            msg = f"the backend {self!r} is closed"
            raise StorageError(msg)
        try:
            async with self._pool.connection(timeout=self._sync.timeout) as conn:
                # Set for the transaction about to begin (no round trip): the pool's
                # connections also serve bridged writes, which set their own.
                await conn.set_isolation_level(psycopg.IsolationLevel.REPEATABLE_READ)
                await conn.set_read_only(True)
                async with conn.transaction():
                    yield AsyncPostgresReader(conn, session_id)
        except psycopg.Error as exc:
            raise translate(exc, f"reading session {session_id!r}") from exc

    async def run_sync(self, fn: Callable[_P, _T], /, *args: _P.args, **kwargs: _P.kwargs) -> _T:
        """Run a synchronous operation on `sync` with every statement awaited, in no thread.

        ``fn(*args, **kwargs)`` runs in a greenlet of the loop's thread; each statement it
        sends through `sync` (a write transaction with its row lock and savepoints, a read)
        runs on a connection of this backend's asyncio pool, awaited by the calling task (see
        `agentstate_postgres._bridge`). Same result and errors as the call itself; a
        cancellation rolls the operation's transaction back.

        Raises:
            StorageError: The backend is closed.
        """
        if self._closed:
            msg = f"the backend {self!r} is closed"
            raise StorageError(msg)
        return await run_bridged(self._sync, self._pool, fn, *args, **kwargs)

    async def close(self) -> None:
        """Close both pools; the backend is unusable afterwards."""
        if not self._closed:
            self._closed = True
            await self._pool.close()
            await asyncio.to_thread(self._sync.close)
