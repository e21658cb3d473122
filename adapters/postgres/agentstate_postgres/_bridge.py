"""Synchronous storage operations awaited on psycopg's asyncio driver, with no worker thread.

A write of agentstate is synchronous code that interleaves reads, checks and writes under the
session's row lock, and runs application code inside its transaction: capture rules, approval
policies, a domain's hooks, all synchronous by contract. `run_bridged` runs such an operation
in a greenlet of the event loop's thread: each statement it sends goes through a
`BridgedConnection`, which hands the statement's coroutine to the awaiting task
(`await_only`) and resumes the operation with its result. The operation's code, and the
`PostgresBackend` code under it, are the synchronous ones unchanged; only the connection
differs. (SQLAlchemy runs its ORM on asyncio drivers the same way.)

While one operation awaits the server, the loop runs other tasks, other bridged operations
included: each greenlet keeps its own transaction (`Bridge.local`), never the thread's. A
task cancelled while its operation awaits gets the cancellation thrown into the operation at
that statement: its transaction rolls back as on any error, its connection goes back to the
pool, and the cancellation propagates.

The operation's own computing (encoding JSON, counting tokens, a capture rule) runs on the
loop's thread between statements, as a rendering of a context does.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager, contextmanager
from typing import Any, LiteralString, ParamSpec, TypeVar, cast

import greenlet
import psycopg
from psycopg import sql
from psycopg.rows import TupleRow
from psycopg_pool import AsyncConnectionPool

from agentstate.errors import StorageError

__all__ = ["Bridge", "BridgedConnection", "await_only", "current_bridge", "run_bridged"]

_P = ParamSpec("_P")
_T = TypeVar("_T")

AsyncConnection = psycopg.AsyncConnection[TupleRow]
Statement = LiteralString | bytes | sql.SQL | sql.Composed
"""What the synchronous backend sends: its SQL text, a migration's bytes, a composed query."""


class Bridge(greenlet.greenlet):
    """The greenlet one synchronous operation runs in, for the task that awaits it.

    Args:
        run: The operation, called with no arguments.
        owner: The backend whose connections the operation takes from `pool`.
        pool: The asyncio pool those connections come from.
    """

    def __init__(
        self, run: Callable[[], object], owner: object, pool: AsyncConnectionPool[AsyncConnection]
    ) -> None:
        super().__init__(run, greenlet.getcurrent())
        self.owner = owner
        """The backend this operation's storage goes through."""
        self.pool = pool
        """Where its connections come from."""
        self.local = types.SimpleNamespace()
        """The transaction state of `owner` for this operation (a thread-local's stand-in)."""


def current_bridge(owner: object) -> Bridge | None:
    """The bridge the running code is in, if it was opened for `owner`; else None."""
    current = greenlet.getcurrent()
    return current if isinstance(current, Bridge) and current.owner is owner else None


def await_only(awaitable: Awaitable[_T]) -> _T:
    """Await `awaitable` from synchronous code running in a `Bridge`; its result.

    The bridge's task awaits it and sends the result (or throws the error) back here.

    Raises:
        StorageError: The caller is not running in a bridge (a misuse of this module).
    """
    current = greenlet.getcurrent()
    if not isinstance(current, Bridge):
        msg = "await_only called outside a bridged operation"
        raise StorageError(msg)
    task = current.parent
    assert task is not None  # a bridge's parent is the greenlet of the task awaiting it
    return cast("_T", task.switch(awaitable))


async def run_bridged(
    owner: object,
    pool: AsyncConnectionPool[AsyncConnection],
    fn: Callable[_P, _T],
    /,
    *args: _P.args,
    **kwargs: _P.kwargs,
) -> _T:
    """Run ``fn(*args, **kwargs)`` in a `Bridge`, awaiting each statement it sends.

    Its result, or its error, exactly as a call of `fn` would give; a cancellation of the
    awaiting task is thrown into `fn` at the statement it waits on.
    """
    bridge = Bridge(lambda: fn(*args, **kwargs), owner, pool)
    step: Any = bridge.switch()
    while not bridge.dead:
        try:
            value = await step
        except BaseException:  # noqa: BLE001 - the error (a cancellation too) goes to `fn`
            step = bridge.throw(*sys.exc_info())
        else:
            step = bridge.switch(value)
    return cast("_T", step)


@contextmanager
def entered(manager: AbstractAsyncContextManager[_T]) -> Iterator[_T]:
    """An asynchronous context manager, entered and left from a bridged operation."""
    value = await_only(manager.__aenter__())
    try:
        yield value
    except BaseException:
        if not await_only(manager.__aexit__(*sys.exc_info())):
            raise
    else:
        await_only(manager.__aexit__(None, None, None))


class BridgedCursor:
    """The part of psycopg's `Cursor` the synchronous backend uses, over an async cursor."""

    def __init__(self, cursor: psycopg.AsyncCursor[TupleRow]) -> None:
        self._cursor = cursor

    @property
    def rowcount(self) -> int:
        """Rows the statement changed (or returned)."""
        return self._cursor.rowcount

    def fetchall(self) -> list[TupleRow]:
        """Every row the statement returned."""
        return await_only(self._cursor.fetchall())

    def fetchone(self) -> TupleRow | None:
        """The next row, or None."""
        return await_only(self._cursor.fetchone())


class BridgedConnection:
    """The part of psycopg's `Connection` the synchronous backend uses, over an async one.

    Each statement is awaited by the bridge's task (`await_only`).
    """

    def __init__(self, conn: AsyncConnection) -> None:
        self._conn = conn

    def execute(self, query: Statement, params: Sequence[object] | None = None) -> BridgedCursor:
        """Run a statement; its cursor."""
        return BridgedCursor(await_only(self._conn.execute(query, params)))

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """A transaction, or a savepoint inside one: committed on success, else rolled back."""
        with entered(self._conn.transaction()):
            yield

    @property
    def isolation_level(self) -> psycopg.IsolationLevel | None:
        """The isolation level of the next transaction."""
        return self._conn.isolation_level

    @isolation_level.setter
    def isolation_level(self, value: psycopg.IsolationLevel) -> None:
        await_only(self._conn.set_isolation_level(value))

    @property
    def autocommit(self) -> bool:
        """Whether each statement commits on its own (`PostgresBackend.vacuum` sets it)."""
        return self._conn.autocommit

    @autocommit.setter
    def autocommit(self, value: bool) -> None:
        await_only(self._conn.set_autocommit(value))

    def rollback(self) -> None:
        """Roll back the transaction in progress."""
        await_only(self._conn.rollback())

    def commit(self) -> None:
        """Commit the transaction in progress."""
        await_only(self._conn.commit())
