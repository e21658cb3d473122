"""The PostgreSQL backend: many worker processes and machines sharing agent state.

Each backend owns a psycopg connection pool. A read is a ``REPEATABLE READ`` transaction (one
consistent snapshot); a write is a ``READ COMMITTED`` transaction that first locks the
session's row in ``sessions`` (``SELECT ... FOR NO KEY UPDATE``, created on the session's
first write): writers of one session queue on that row, writers of different sessions never
wait for each other, and no lock is global. The locked row carries the head of the log (last
seq, running token sum, open calls), read fresh once the lock is held, so the next ``seq``
is always the head's plus one: dense under any number of concurrent processes. A checkpoint
commit checks its parent under the same lock, so of two compactions from one parent
exactly one commits.

A read or write opened inside a write on the same thread joins it (a nested write becomes a
savepoint), as with SQLite; under `AsyncPostgresBackend.run_sync` the same holds within one
bridged operation, whose connections come from the asyncio pool (`_bridge`). Driver errors
are raised as `agentstate.errors`: `StorageUnavailable` for connection, lock, timeout and
resource problems, `SchemaVersionError` for a schema migrated by a newer version,
`StorageError` otherwise.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Literal, Self, cast
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import psycopg
from psycopg import sql
from psycopg.abc import AdaptContext
from psycopg.rows import TupleRow
from psycopg_pool import ConnectionPool, PoolTimeout

from agentstate.backends.base import SessionHead, SessionInfo, SessionTip
from agentstate.backends.rewrites import Tombstone
from agentstate.errors import (
    InvalidInput,
    SchemaVersionError,
    StorageCorrupted,
    StorageError,
    StorageUnavailable,
)
from agentstate_postgres._bridge import BridgedConnection, await_only, current_bridge, entered
from agentstate_postgres._errors import translate
from agentstate_postgres._migrations import MIGRATIONS
from agentstate_postgres._queries import utc
from agentstate_postgres._rewrites import VACUUM
from agentstate_postgres._session import PostgresReader
from agentstate_postgres._writer import PostgresWriter

__all__ = ["DEFAULT_SCHEMA", "Durability", "PostgresBackend", "split_url"]

DEFAULT_SCHEMA = "agentstate"
"""The schema that holds agentstate's tables unless another is named."""

Durability = Literal["full", "normal"]

_MIGRATION_LOCK = 0x61676E74  # "agnt": advisory lock key space of schema migrations
_MAX_IDENTIFIER = 63

Connection = psycopg.Connection[TupleRow]


_PASSING_REFUSALS = (
    "starting up",
    "shutting down",
    "in recovery",
    "not yet accepting connections",
    "too many clients",
    "too many connections",
    "remaining connection slots",
)
"""What a server says when it refuses a connection for now, not for good."""


def _probe(conninfo: str, *, timeout: float, target: str) -> str | None:
    """Try one connection before the pool does: a refusal for good fails now, with its reason.

    The pool retries a failed connection until its timeout and then says only that it timed
    out. A server that answers and refuses (no such database or role, a wrong password) will
    refuse every retry too, so that is raised at once with the server's words. A failure
    that may pass (the server starting, busy or not reachable yet) is left to the pool's
    retries, and returned so that a timeout can say what the last attempt met.

    Raises:
        StorageUnavailable: The server refused the connection for good.
    """
    try:
        with psycopg.connect(conninfo, connect_timeout=max(2, math.ceil(timeout))):
            return None
    except psycopg.Error as exc:
        reason = " ".join(str(exc).split()) or type(exc).__name__
        refused = "FATAL:" in reason
        if refused and not any(words in reason for words in _PASSING_REFUSALS):
            msg = f"opening {target}: the server refused the connection: {reason}"
            raise StorageUnavailable(msg) from exc
        return reason


class PostgresBackend:
    """Stores sessions in PostgreSQL, shared safely by many threads, processes and machines.

    Args:
        conninfo: A libpq connection string or ``postgresql://`` URL.
        schema: The schema holding agentstate's tables, created if missing (several
            applications or tenants can share a database with one schema each).
        durability: ``"full"`` waits for each commit to be flushed (the server's
            ``synchronous_commit``); ``"normal"`` sets ``synchronous_commit = off``: faster,
            never corrupt, but the last commits can be lost if the server crashes.
        min_size: Connections the pool keeps open.
        max_size: Most connections the pool opens (concurrent transactions of this process).
        timeout: Seconds to wait for a pooled connection or for the server at open.
        lock_timeout: Seconds a write waits for another writer of the same session before
            `StorageUnavailable`.

    Raises:
        StorageUnavailable: The server cannot be reached (or refuses) within `timeout`.
        SchemaVersionError: The schema was migrated by a newer pyagentstate-postgres.
        StorageCorrupted: The schema holds tables that are not agentstate's.
        InvalidInput: An argument is out of range.
    """

    def __init__(
        self,
        conninfo: str,
        *,
        schema: str = DEFAULT_SCHEMA,
        durability: Durability = "full",
        min_size: int = 1,
        max_size: int = 10,
        timeout: float = 30.0,
        lock_timeout: float = 30.0,
    ) -> None:
        if durability not in ("full", "normal"):
            msg = f"durability must be 'full' or 'normal', not {durability!r}"
            raise InvalidInput(msg)
        if not schema or len(schema.encode("utf-8")) > _MAX_IDENTIFIER or "\x00" in schema:
            msg = f"schema must be a name of 1 to {_MAX_IDENTIFIER} bytes, not {schema!r}"
            raise InvalidInput(msg)
        if not 0 <= min_size <= max_size or max_size < 1:
            msg = f"need 0 <= min_size <= max_size and max_size >= 1, got {min_size}, {max_size}"
            raise InvalidInput(msg)
        if timeout <= 0 or lock_timeout <= 0:
            msg = "timeout and lock_timeout must be positive"
            raise InvalidInput(msg)
        self.schema = schema
        """The schema holding agentstate's tables."""
        self.durability: Durability = durability
        """Whether commits wait for the server's flush (``"full"``) or not (``"normal"``)."""
        self.timeout = timeout
        """Seconds to wait for a pooled connection."""
        self._target = _describe(conninfo)
        self._lock_timeout_ms = int(lock_timeout * 1000)
        self._local = threading.local()
        self._closed = False
        self._pool: ConnectionPool[Connection] = ConnectionPool(
            conninfo,
            min_size=min_size,
            max_size=max_size,
            timeout=timeout,
            open=False,
            configure=self._configure,
            name=f"agentstate:{schema}",
        )
        try:
            last_error = _probe(conninfo, timeout=timeout, target=self._target)
            try:
                self._pool.open(wait=True, timeout=timeout)
            except PoolTimeout as exc:
                reason = f"; the last attempt said: {last_error}" if last_error else ""
                msg = f"opening {self._target}: no connection within {timeout:g} s{reason}"
                raise StorageUnavailable(msg) from exc
            self._migrate()
        except psycopg.Error as exc:
            self._pool.close()
            raise translate(exc, f"opening {self._target}") from exc
        except BaseException:
            self._pool.close()
            raise

    @classmethod
    def from_url(cls, url: str, *, durability: Durability = "full", **options: Any) -> Self:
        """Open the backend a ``postgresql://`` URL names.

        A ``schema`` query parameter (``postgresql://host/db?schema=tenant_a``) picks the
        schema; every other part of the URL goes to libpq unchanged.

        Args:
            url: ``postgresql://user:password@host:port/dbname?...``.
            durability: See the class.
            **options: The class's other keyword arguments.

        Raises:
            InvalidInput: The URL is not a PostgreSQL URL.
        """
        conninfo, schema = split_url(url)
        if schema is not None:
            options.setdefault("schema", schema)
        return cls(conninfo, durability=durability, **options)

    def __repr__(self) -> str:
        return f"<PostgresBackend {self._target} schema={self.schema!r}>"

    # --- setup ---------------------------------------------------------------------------

    def _configure(self, conn: Connection) -> None:
        """Set every pooled connection up the same way (run once per new connection)."""
        conn.execute(self.settings(conn))
        conn.commit()

    def settings(self, context: AdaptContext) -> sql.Composed:
        """The statement that sets a new connection up: schema, UTC, lock timeout, durability.

        Args:
            context: The connection it is for (quoting depends on its encoding).
        """
        return sql.SQL(
            "SELECT set_config('search_path', {}, false), "
            "set_config('TimeZone', 'UTC', false), "
            "set_config('lock_timeout', {}, false), "
            "set_config('synchronous_commit', {}, false)"
        ).format(
            sql.Literal(sql.Identifier(self.schema).as_string(context)),
            sql.Literal(f"{self._lock_timeout_ms}ms"),
            sql.Literal("on" if self.durability == "full" else "off"),
        )

    def _migrate(self) -> None:
        with self._pool.connection() as conn, conn.transaction():
            conn.execute(
                "SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (_MIGRATION_LOCK, self.schema)
            )
            exists = conn.execute(
                "SELECT 1 FROM pg_namespace WHERE nspname = %s", (self.schema,)
            ).fetchone()
            if exists is None:  # only then: creating needs a right that using does not
                conn.execute(sql.SQL("CREATE SCHEMA {}").format(sql.Identifier(self.schema)))
            tables = {
                row[0]
                for row in conn.execute(
                    "SELECT tablename FROM pg_tables WHERE schemaname = %s", (self.schema,)
                )
            }
            if "agentstate_migrations" not in tables:
                if tables:
                    names = ", ".join(sorted(tables))
                    msg = (
                        f"schema {self.schema!r} of {self._target} is not agentstate's "
                        f"(it holds tables: {names}); name another schema"
                    )
                    raise StorageCorrupted(msg)
                conn.execute(
                    "CREATE TABLE agentstate_migrations (version integer PRIMARY KEY, "
                    "name text NOT NULL UNIQUE, applied_at timestamptz NOT NULL DEFAULT now())"
                )
            applied = conn.execute(
                "SELECT version, name FROM agentstate_migrations ORDER BY version"
            ).fetchall()
            known = {index: migration.name for index, migration in enumerate(MIGRATIONS, 1)}
            unknown = [name for version, name in applied if known.get(version) != name]
            if unknown:
                msg = (
                    f"schema {self.schema!r} of {self._target} was migrated by a newer "
                    f"pyagentstate-postgres (unknown migrations: {', '.join(unknown)}); "
                    "upgrade pyagentstate-postgres to open it"
                )
                raise SchemaVersionError(msg, unknown_migrations=unknown)
            done = {version for version, _ in applied}
            for version, migration in enumerate(MIGRATIONS, 1):
                if version in done:
                    continue
                for statement in migration.statements:
                    conn.execute(statement.encode("utf-8"))
                conn.execute(
                    "INSERT INTO agentstate_migrations (version, name) VALUES (%s, %s)",
                    (version, migration.name),
                )

    def applied_migrations(self) -> list[str]:
        """The names of the migrations applied to this schema, oldest first."""
        with self._connection("listing migrations") as conn:
            return [
                row[0]
                for row in conn.execute(
                    "SELECT name FROM agentstate_migrations ORDER BY version"
                ).fetchall()
            ]

    # --- the contract --------------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            msg = f"the backend for {self._target} is closed"
            raise StorageError(msg)

    def _active(self) -> Connection | None:
        """The connection of the transaction this thread (or bridged operation) has open."""
        conn: Connection | None = getattr(self._here, "conn", None)
        return conn

    @property
    def _here(self) -> Any:
        """Where this thread's (or this bridged operation's) open transaction is kept."""
        bridge = current_bridge(self)
        return self._local if bridge is None else bridge.local

    @contextmanager
    def _connection(self, where: str) -> Iterator[Connection]:
        """A pooled connection in autocommit-free state; every driver error translated."""
        self._check_open()
        bridge = current_bridge(self)
        try:
            if bridge is None:
                with self._pool.connection(timeout=self.timeout) as conn:
                    yield conn
                return
            with entered(bridge.pool.connection(timeout=self.timeout)) as aconn:
                await_only(aconn.set_read_only(False))
                # The subset of `Connection` this backend uses, each statement awaited.
                yield cast("Connection", BridgedConnection(aconn))
        except psycopg.Error as exc:
            raise translate(exc, where) from exc

    @contextmanager
    def read(self, session_id: str) -> Iterator[PostgresReader]:
        """A consistent read-only view of one session (one snapshot)."""
        self._check_open()
        active = self._active()
        if active is not None:
            yield PostgresReader(active, session_id)
            return
        with self._transaction(f"reading session {session_id!r}", writes=False) as conn:
            yield PostgresReader(conn, session_id)

    @contextmanager
    def write(self, session_id: str) -> Iterator[PostgresWriter]:
        """An exclusive write transaction on one session: all or nothing.

        Raises:
            StorageUnavailable: Another writer held the session past ``lock_timeout``, or
                the server could not be reached.
        """
        self._check_open()
        active = self._active()
        where = f"writing session {session_id!r}"
        if active is not None:
            # Nested: a savepoint of the open transaction. Its appends (or their undoing)
            # move the head the outer writers hold, so they read it again afterwards.
            # (A write inside a read has no outer writer: the list may not exist yet.)
            writers: list[PostgresWriter] = self._here.__dict__.setdefault("writers", [])
            try:
                with active.transaction():  # a savepoint
                    nested = PostgresWriter(active, session_id, self._lock(active, session_id))
                    writers.append(nested)
                    try:
                        yield nested
                    finally:
                        writers.pop()
            except psycopg.Error as exc:
                raise translate(exc, where) from exc
            finally:
                for outer in writers:
                    outer.forget_head()
            return
        with self._transaction(where, writes=True) as conn:
            writer = PostgresWriter(conn, session_id, self._lock(conn, session_id))
            self._here.writers = [writer]
            try:
                yield writer
            finally:
                self._here.writers = []

    @contextmanager
    def _transaction(self, where: str, *, writes: bool) -> Iterator[Connection]:
        with self._connection(where) as conn:
            conn.isolation_level = (
                psycopg.IsolationLevel.READ_COMMITTED
                if writes
                else psycopg.IsolationLevel.REPEATABLE_READ
            )
            self._here.conn = conn
            try:
                with conn.transaction():
                    yield conn
            finally:
                self._here.conn = None

    def _lock(self, conn: Connection, session_id: str) -> SessionHead:
        """Lock the session's row (creating it on first write) and read the head it holds."""
        select = (
            "SELECT last_seq, cum_tokens, open_calls FROM sessions "
            "WHERE session_id = %s FOR NO KEY UPDATE"
        )
        try:
            row = conn.execute(select, (session_id,)).fetchone()
            if row is None:
                conn.execute(
                    "INSERT INTO sessions (session_id) VALUES (%s) ON CONFLICT DO NOTHING",
                    (session_id,),
                )
                row = conn.execute(select, (session_id,)).fetchone()
        except psycopg.Error as exc:
            raise translate(exc, f"locking session {session_id!r}") from exc
        assert row is not None
        return SessionHead(*row)

    def sessions(self) -> list[SessionInfo]:
        """Every session with at least one event, by id."""
        with self._connection("listing sessions") as conn:
            rows = conn.execute(
                "SELECT session_id, created_at, last_seq FROM sessions WHERE last_seq > 0 "
                "ORDER BY session_id"
            ).fetchall()
            conn.rollback()
        return [SessionInfo(row[0], utc(row[1]), row[2]) for row in rows]

    def tombstones(self) -> list[Tombstone]:
        """Every erased session's tombstone, oldest first."""
        with self._connection("reading tombstones") as conn:
            rows = conn.execute(
                "SELECT session_digest, erased_at, erased_by, reason, events FROM tombstones "
                "ORDER BY id"
            ).fetchall()
            conn.rollback()
        return [Tombstone(row[0], utc(row[1]), row[2], row[3], row[4]) for row in rows]

    def vacuum(self) -> None:
        """Rewrite agentstate's tables and indexes so no old row version stays in their files.

        Runs ``VACUUM FULL`` on every table of the schema that a redaction or an erasure
        changes: the dead tuples and index keys they left behind go with the old files. It
        takes an exclusive lock on each table while it runs (writers wait): schedule it. The
        WAL, its archive, replicas and backups are the operator's (see the privacy guide).

        Raises:
            StorageError: The server refused (the role must own the tables).
        """
        with self._connection("vacuuming") as conn:
            conn.autocommit = True
            try:
                for statement in VACUUM:
                    conn.execute(statement)
            finally:
                conn.autocommit = False

    def tip(self, session_id: str) -> SessionTip | None:
        """None: every check reads a snapshot through `read`.

        On a server a tip would be a round trip of its own (the latest compaction event
        is an index probe since migration ``0005``); the trigger's full read is one
        ``REPEATABLE READ`` transaction either way.
        """
        self._check_open()
        return None

    def integrity_check(self) -> list[str]:
        """Check that every session's head agrees with its log: ``["ok"]`` when it does.

        Each session's events must be numbered 1..last_seq with no gap, the head's running
        sum and open calls must be its last event's, its search statistics the sum over its
        searchable events, and its checkpoints must be numbered 1, 2, ... each over its
        parent.
        """
        with self._connection("checking integrity") as conn:
            rows = conn.execute(
                "SELECT s.session_id, s.last_seq, count(e.seq), coalesce(max(e.seq), 0), "
                "s.cum_tokens, s.open_calls, "
                "(SELECT row(l.cum_tokens, l.open_calls)::text FROM events l "
                "WHERE l.session_id = s.session_id AND l.seq = s.last_seq) "
                "FROM sessions s LEFT JOIN events e ON e.session_id = s.session_id "
                "GROUP BY s.session_id ORDER BY s.session_id"
            ).fetchall()
            search = conn.execute(
                "SELECT s.session_id FROM sessions s LEFT JOIN events e "
                "ON e.session_id = s.session_id AND e.search_length > 0 "
                "GROUP BY s.session_id HAVING s.search_docs <> count(e.seq) "
                "OR s.search_tokens <> coalesce(sum(e.search_length), 0) ORDER BY s.session_id"
            ).fetchall()
            chains = conn.execute(
                "SELECT session_id, count(*), coalesce(max(version), 0) FROM checkpoints "
                "GROUP BY session_id ORDER BY session_id"
            ).fetchall()
            conn.rollback()
        problems: list[str] = []
        for session_id, last_seq, count, top, cum_tokens, open_calls, tail in rows:
            if not count == top == last_seq:
                problems.append(
                    f"session {session_id!r}: head says {last_seq} events, the log holds "
                    f"{count} numbered up to {top}"
                )
            elif last_seq and tail != f"({cum_tokens},{open_calls})":
                problems.append(f"session {session_id!r}: head sums disagree with ev_{last_seq}")
        problems.extend(
            f"session {session_id!r}: search statistics disagree with its events"
            for (session_id,) in search
        )
        problems.extend(
            f"session {session_id!r}: {count} checkpoints numbered up to {top}"
            for session_id, count, top in chains
            if count != top
        )
        return problems or ["ok"]

    def close(self) -> None:
        """Close the pool's connections; the backend is unusable afterwards."""
        if not self._closed:
            self._closed = True
            self._pool.close()


def split_url(url: str) -> tuple[str, str | None]:
    """A ``postgresql://`` URL as libpq's conninfo and the schema its ``schema`` parameter names.

    Raises:
        InvalidInput: The URL is not a PostgreSQL URL.
    """
    parts = urlsplit(url)
    if parts.scheme not in ("postgresql", "postgres"):
        msg = f"not a PostgreSQL URL: {_describe(url)}"
        raise InvalidInput(msg)
    query = parse_qsl(parts.query, keep_blank_values=True)
    schemas = [value for key, value in query if key == "schema"]
    if not schemas:
        return url, None
    parts = parts._replace(query=urlencode([(k, v) for k, v in query if k != "schema"]))
    return urlunsplit(parts), schemas[-1]


def _describe(conninfo: str) -> str:
    """The connection target without its password, for messages."""
    try:
        info = psycopg.conninfo.conninfo_to_dict(conninfo)
    except psycopg.Error:
        return "the PostgreSQL server (unparsable address)"
    host = info.get("host") or "local socket"
    port = info.get("port") or "5432"
    dbname = info.get("dbname") or info.get("user") or "(default database)"
    return f"postgresql://{host}:{port}/{dbname}"
