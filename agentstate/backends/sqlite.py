"""The SQLite backend: the embedded default.

One file, WAL journal, ``synchronous=FULL`` unless the faster mode is chosen, a busy timeout,
foreign keys, triggers that refuse to update or delete events, and a schema kept by
sqlite-utils `Migrations`. Every write transaction begins ``IMMEDIATE``: it takes the write
lock up front, so a busy database is waited for (up to the busy timeout) instead of failing
later with ``SQLITE_BUSY_SNAPSHOT``, which no timeout retries. A write inside a write becomes
a savepoint (sqlite-utils ``atomic()``). Any sqlite3 error is raised as an
`agentstate.errors.StorageError` subclass, with the original as its cause.

Durability: ``durability="full"`` (the default) syncs the WAL on every commit, so a committed
append survives power loss. ``durability="normal"`` syncs only at checkpoints: several times
faster, and still safe against an application crash, but the last commits can be lost if the
machine loses power.

Forgetting: the connection runs with ``secure_delete``, and a redaction or an erasure (the
only writes that change or delete rows, `agentstate.backends._sqlite_rewrites`) is followed
by a WAL checkpoint that truncates the WAL (`SqliteBackend.purge`), retried at the next open
when the process died first, so no copy of the removed text stays in any of the files.

This module holds the backend itself: opening the file, its transactions and the session
tips. What a transaction reads and writes is in `agentstate.backends._sqlite_reader` and
`agentstate.backends._sqlite_writer`, the search in `agentstate.backends._sqlite_search`.
"""

from __future__ import annotations

import contextlib
import os
import random
import sqlite3
import threading
import time
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Literal

from sqlite_utils import Database

from agentstate._clock import parse_time
from agentstate.backends._sqlite_errors import DRIVER_ERRORS, decoding, translate
from agentstate.backends._sqlite_files import DatabaseFile, hold
from agentstate.backends._sqlite_migrations import ERASED_SESSION, MIGRATION_NAMES, MIGRATIONS
from agentstate.backends._sqlite_reader import _SqliteReader
from agentstate.backends._sqlite_search import search_index_problems
from agentstate.backends._sqlite_writer import _SqliteWriter
from agentstate.backends._wal_index import WalIndexWatch, change_count
from agentstate.backends.base import SessionInfo, SessionTip
from agentstate.backends.rewrites import Tombstone
from agentstate.errors import (
    InvalidInput,
    SchemaVersionError,
    StorageCorrupted,
    StorageError,
)

__all__ = ["Durability", "SqliteBackend"]

Durability = Literal["full", "normal"]

_TIP = (
    # One statement is one snapshot: no BEGIN and COMMIT around it. The latest compaction
    # event comes from the partial index events_compaction; pins are counted in their table.
    "SELECT seq, cum_tokens, open_calls, "
    "(SELECT coalesce(max(seq), 0) FROM events WHERE session_id = ?1 AND kind = 'compaction'), "
    "(SELECT count(*) FROM pins WHERE session_id = ?1) "
    "FROM events WHERE session_id = ?1 ORDER BY seq DESC LIMIT 1"
)
_MAX_TIPS = 256
"""The most sessions whose tips a backend remembers between two commits."""


_FIRST_NAP = 0.001
"""Seconds: the longest first nap of a writer waiting for the write lock."""
_LONGEST_NAP = 0.02
"""Seconds: the longest any later nap grows to (each may double the last's bound)."""


class SqliteBackend:
    """Stores sessions in one SQLite file (or in memory with ``":memory:"``).

    Args:
        path: The database file; created with its schema if missing.
        durability: ``"full"`` (sync every commit) or ``"normal"`` (faster; see module docs).
        busy_timeout: Seconds to wait for another writer before `StorageUnavailable`.

    Raises:
        StorageCorrupted: The file is not an SQLite database, is truncated, or holds tables
            that are not agentstate's.
        SchemaVersionError: The database was written by a newer agentstate.
        StorageUnavailable: The file cannot be opened, is on read-only storage, or the
            database stays locked.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] = ":memory:",
        *,
        durability: Durability = "full",
        busy_timeout: float = 5.0,
    ) -> None:
        if durability not in ("full", "normal"):
            msg = f"durability must be 'full' or 'normal', not {durability!r}"
            raise InvalidInput(msg)
        self.path = str(path)
        self.durability: Durability = durability
        self._busy_timeout = busy_timeout
        self._handler_waits = True
        """Whether SQLite's own busy handler waits (reads) or answers at once (the write lock)."""
        self._lock = threading.RLock()
        self._closed = False
        in_memory = self.path == ":memory:"
        # Held before the connection opens and released after it closes: every read of the
        # file's bytes goes through it (`agentstate.backends._sqlite_files` says why).
        self._file: DatabaseFile | None = None if in_memory else hold(self.path)
        try:
            if self._file is not None:
                self._file.check()
                self._file.check_writable()
            self._conn = sqlite3.connect(
                self.path, isolation_level=None, check_same_thread=False, timeout=busy_timeout
            )
        except BaseException as exc:
            if self._file is not None:
                self._file.release()
            if isinstance(exc, DRIVER_ERRORS):
                raise translate(exc, f"opening {self.path}") from exc
            raise
        try:
            self._db = Database(self._conn, execute_plugins=False)
            self._configure(busy_timeout=busy_timeout, in_memory=in_memory)
            self._migrate()
            self._purge_if_pending()
        except BaseException:
            _close(self._conn, self._file)
            raise
        self._tip_cursor = self._conn.cursor()
        self._tips: dict[str, SessionTip] = {}
        """Tips read (or carried forward) since the WAL-index header was `_tips_header`."""
        self._tips_header: bytes | None = None
        self._wal_watch: WalIndexWatch | None = (
            None if self._file is None else self._file.wal_index_watch()
        )
        # A backend dropped without close() still closes its connection before its file.
        self._finalizer = weakref.finalize(self, _close, self._conn, self._file)
        self._nested_write = False
        """Whether the open write transaction holds a nested write (see `_advance_tip`)."""
        self._writers: list[_SqliteWriter] = []
        """The open write transaction's writers, outermost first."""

    def __repr__(self) -> str:
        return f"<SqliteBackend {self.path!r} durability={self.durability!r}>"

    # --- setup -------------------------------------------------------------------------

    def _configure(self, *, busy_timeout: float, in_memory: bool) -> None:
        try:
            self._conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
            # Refuse a newer or a foreign database before anything is written to it: even
            # the switch to WAL rewrites the file's header.
            self._refuse_before_writing()
            if not in_memory:
                self._enable_wal(busy_timeout)
            sync = "FULL" if self.durability == "full" else "NORMAL"
            self._conn.execute(f"PRAGMA synchronous = {sync}")
            self._conn.execute("PRAGMA foreign_keys = ON")
            # Zero what is deleted or overwritten, so redacted content leaves no copy in
            # free pages or cells (agentstate.backends._sqlite_rewrites).
            self._conn.execute("PRAGMA secure_delete = ON")
        except DRIVER_ERRORS as exc:
            raise translate(exc, f"opening {self.path}") from exc

    def _enable_wal(self, busy_timeout: float) -> None:
        # Switching a new file to WAL needs an exclusive lock, and SQLite answers SQLITE_BUSY
        # at once (no busy handler) while another connection is mid-switch or mid-migration:
        # several processes opening a fresh file together would fail. Retry up to the timeout.
        deadline = time.monotonic() + busy_timeout
        pause = 0.001
        while True:
            try:
                self._conn.execute("PRAGMA journal_mode = WAL")
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc).lower() or time.monotonic() >= deadline:
                    raise
                time.sleep(pause)
                pause = min(pause * 2, 0.05)
            else:
                return

    def _refuse_before_writing(self) -> None:
        # One read transaction: another process may commit the schema between two reads,
        # and tables seen without their migrations would look foreign.
        self._conn.execute("BEGIN")
        try:
            pending, unknown = self._migration_state()
            self._refuse_unknown(unknown)
            if pending and not MIGRATIONS.applied(self._db):
                self._refuse_foreign_tables()
        finally:
            if self._conn.in_transaction:
                self._conn.execute("COMMIT")

    def _migration_state(self) -> tuple[list[str], list[str]]:
        """(pending names, applied names this version does not know)."""
        known = MIGRATION_NAMES
        applied = [migration.name for migration in MIGRATIONS.applied(self._db)]
        unknown = [name for name in applied if name not in known]
        pending = [name for name in known if name not in applied]
        return pending, unknown

    def _migrate(self) -> None:
        try:
            pending, unknown = self._migration_state()
            self._refuse_unknown(unknown)
            if not pending:
                return
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                pending, unknown = self._migration_state()
                self._refuse_unknown(unknown)
                if pending and not MIGRATIONS.applied(self._db):
                    self._refuse_foreign_tables()
                MIGRATIONS.apply(self._db)
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
        except DRIVER_ERRORS as exc:
            raise translate(exc, f"migrating {self.path}") from exc

    def _refuse_unknown(self, unknown: list[str]) -> None:
        if unknown:
            msg = (
                f"{self.path} was written by a newer agentstate (unknown migrations: "
                f"{', '.join(unknown)}); upgrade agentstate to open it"
            )
            raise SchemaVersionError(msg, unknown_migrations=unknown)

    def _refuse_foreign_tables(self) -> None:
        rows = self._conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' "
            "AND name NOT LIKE 'sqlite_%' AND name != '_sqlite_migrations'"
        ).fetchall()
        if rows:
            names = ", ".join(sorted(row[0] for row in rows))
            msg = f"{self.path} is not an agentstate database (it holds tables: {names})"
            raise StorageCorrupted(msg)

    # --- the contract -------------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            msg = f"the backend for {self.path} is closed"
            raise StorageError(msg)

    @contextmanager
    def read(self, session_id: str) -> Iterator[_SqliteReader]:
        """A consistent read-only view of one session."""
        with self._lock:
            self._check_open()
            if self._conn.in_transaction:
                yield _SqliteReader(self._conn, session_id)
                return
            try:
                self._handler_waits_for_readers(wait=True)
                self._conn.execute("BEGIN")
            except DRIVER_ERRORS as exc:
                raise translate(exc, "starting a read") from exc
            try:
                yield _SqliteReader(self._conn, session_id)
            finally:
                self._finish("COMMIT")

    @contextmanager
    def write(self, session_id: str) -> Iterator[_SqliteWriter]:
        """An exclusive write transaction on one session: all or nothing.

        A write opened inside another is part of it, as a savepoint: if it raises, only its
        own changes are taken back; if the outer write raises, its changes go too.
        """
        with self._lock:
            self._check_open()
            if self._conn.in_transaction:
                self._nested_write = True
                nested = _SqliteWriter(self._conn, session_id)
                self._writers.append(nested)
                try:
                    with self._savepoint():
                        yield nested
                finally:
                    self._writers.pop()
                    for outer in self._writers:
                        outer.forget_head()  # the nested write appended, or took it back
                        # A nested redaction is purged after the outermost commit.
                        outer.purge_pending = outer.purge_pending or nested.purge_pending
                return
            try:
                self._begin_immediate()
            except DRIVER_ERRORS as exc:
                raise translate(exc, f"starting a write to session {session_id!r}") from exc
            self._nested_write = False
            writer = _SqliteWriter(self._conn, session_id)
            self._writers = [writer]
            try:
                yield writer
            except BaseException:
                self._finish("ROLLBACK")
                raise
            finally:
                self._writers = []
            # Only remembered tips need the header before the commit (to carry them past it).
            before = self._wal_watch.header() if self._wal_watch and self._tips else None
            try:
                self._conn.execute("COMMIT")
            except DRIVER_ERRORS as exc:
                self._finish("ROLLBACK")
                raise translate(exc, f"committing to session {session_id!r}") from exc
            if writer.purge_pending:
                self._tips.clear()  # an erasure moved a head back: read tips again
                self._tips_header = None
                # Committed either way: a purge that fails is retried (see `purge`).
                with contextlib.suppress(StorageError):
                    self._purge()
            else:
                self._advance_tip(writer, before)

    def _advance_tip(self, writer: _SqliteWriter, before: bytes | None) -> None:
        """Keep the remembered tips true across this connection's own commit, without a read.

        `before` is the wal-index header read under the write lock just before the commit.
        When the remembered tips held then, and the header now shows exactly one more
        transaction (this one), they all hold but the written session's, which becomes the
        writer's head and what it added. Otherwise the header differs from the remembered
        one, and the next `tip` of any session reads.
        """
        if before is None or before != self._tips_header or self._nested_write:
            return  # (a nested write's changes are not in `writer`'s bookkeeping)
        assert self._wal_watch is not None  # before was read from it
        after = self._wal_watch.header()
        if after is None or change_count(after) != (change_count(before) + 1) % 2**32:
            return
        # Only this transaction committed: every other session's tip holds as it was.
        self._tips_header = after
        tip = self._tips.get(writer.session_id)
        if tip is not None:
            self._tips[writer.session_id] = writer.tip_after(tip)

    def _begin_immediate(self) -> None:
        # SQLite's busy handler naps up to 100 ms between tries, so a waiting writer loses
        # nearly every hand-over to writers already running and can starve past the timeout
        # (8 busy processes did). Try the write lock in jittered naps that start short and
        # double up to 20 ms: naps kept short (2 ms) poll so often that, with the CPU
        # oversubscribed, the waiters take the time the lock's holder needs to finish.
        deadline = time.monotonic() + self._busy_timeout
        self._handler_waits_for_readers(wait=False)
        cap = _FIRST_NAP
        while True:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc).lower() or time.monotonic() >= deadline:
                    raise
                time.sleep(random.uniform(0.0, cap))  # noqa: S311 - jitter, not secrets
                cap = min(cap * 2, _LONGEST_NAP)
            else:
                return

    def _handler_waits_for_readers(self, *, wait: bool) -> None:
        """Switch SQLite's busy handler on (for reads) or off (for the write lock).

        Once the write lock is held nothing in the transaction waits on another connection,
        so the handler stays off after a write and is switched back on by the next read:
        a run of appends pays for no switch at all.
        """
        if self._handler_waits is wait:
            return
        timeout = int(self._busy_timeout * 1000) if wait else 0
        self._conn.execute(f"PRAGMA busy_timeout = {timeout}")
        self._handler_waits = wait

    @contextmanager
    def _savepoint(self) -> Iterator[None]:
        try:
            with self._db.atomic():
                yield
        except DRIVER_ERRORS as exc:
            raise translate(exc, "writing") from exc

    def _finish(self, statement: str) -> None:
        if self._conn.in_transaction:
            try:
                self._conn.execute(statement)
            except DRIVER_ERRORS as exc:
                raise translate(exc, statement.lower()) from exc

    def sessions(self) -> list[SessionInfo]:
        """Every session with at least one event, by id."""
        with self._lock:
            self._check_open()
            try:
                self._handler_waits_for_readers(wait=True)
                rows = self._conn.execute(
                    "SELECT s.session_id, s.created_at, "
                    "(SELECT max(seq) FROM events e WHERE e.session_id = s.session_id) "
                    "FROM sessions s WHERE s.session_id != ? ORDER BY s.session_id",
                    (ERASED_SESSION,),
                ).fetchall()
            except DRIVER_ERRORS as exc:
                raise translate(exc, "listing sessions") from exc
        with decoding("the session list"):
            return [SessionInfo(row[0], parse_time(row[1]), row[2] or 0) for row in rows]

    def tip(self, session_id: str) -> SessionTip | None:
        """The session's head, latest compaction event and pin count, as committed.

        One statement in its own implicit read transaction; none at all when the session's
        tip was read (or carried forward by this backend's own commit) and the WAL-index
        header shows that nothing has committed since (`agentstate.backends._wal_index`).
        None inside a transaction on this backend's connection (it would see that
        transaction's uncommitted writes).
        """
        with self._lock:
            self._check_open()
            if self._conn.in_transaction:
                return None
            # Read before the statement, the header is at most as new as what it reads: while
            # it stays the same, nothing has committed since and the tip read then holds.
            header = self._wal_watch.header() if self._wal_watch is not None else None
            if header is not None and header == self._tips_header:
                known = self._tips.get(session_id)
                if known is not None:
                    return known
            try:
                self._handler_waits_for_readers(wait=True)
                # fetchall steps the statement to its end, which ends its read transaction.
                rows = self._tip_cursor.execute(_TIP, (session_id,)).fetchall()
            except DRIVER_ERRORS as exc:
                raise translate(exc, f"reading session {session_id!r}") from exc
            tip = SessionTip(*rows[0]) if rows else SessionTip()
            if header is not None:
                if header != self._tips_header or len(self._tips) >= _MAX_TIPS:
                    self._tips.clear()
                    self._tips_header = header
                self._tips[session_id] = tip
            return tip

    def tombstones(self) -> list[Tombstone]:
        """Every erased session's tombstone, oldest first."""
        with self._lock:
            self._check_open()
            try:
                self._handler_waits_for_readers(wait=True)
                rows = self._conn.execute(
                    "SELECT session_digest, erased_at, erased_by, reason, events "
                    "FROM tombstones ORDER BY id"
                ).fetchall()
            except DRIVER_ERRORS as exc:
                raise translate(exc, "reading tombstones") from exc
        with decoding("the tombstones"):
            return [Tombstone(row[0], parse_time(row[1]), *row[2:]) for row in rows]

    def purge(self) -> bool:
        """Copy the WAL into the database file and truncate it: no old page stays in it.

        A redaction or an erasure calls it after its commit. It cannot finish while another
        connection reads an older snapshot (those pages must stay until it ends); the
        redaction is committed all the same, and the purge is retried at the next open, the
        next redaction, or a call to this method.

        Returns:
            Whether the WAL holds no frame any more (always True in memory).

        Raises:
            StorageError: The checkpoint failed.
        """
        with self._lock:
            self._check_open()
            return self._purge()

    def _purge(self) -> bool:
        if self._file is None:
            return True
        try:
            self._handler_waits_for_readers(wait=True)
            if not self._checkpoint_wal():
                return False
            # The mark goes in a transaction of its own, whose frame the last checkpoint
            # takes out of the WAL again.
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                self._conn.execute("DELETE FROM purges")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
            return self._checkpoint_wal()
        except DRIVER_ERRORS as exc:
            raise translate(exc, "purging the WAL") from exc

    def _checkpoint_wal(self) -> bool:
        busy, _, _ = self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        return not busy

    def _purge_if_pending(self) -> None:
        try:
            pending = self._conn.execute("SELECT 1 FROM purges LIMIT 1").fetchall()
        except DRIVER_ERRORS as exc:
            raise translate(exc, f"opening {self.path}") from exc
        if pending:
            self._purge()

    def integrity_check(self) -> list[str]:
        """Check the whole file: ``["ok"]`` when it is sound, else what is wrong.

        Runs ``PRAGMA integrity_check`` and, when SQLite finds the file sound, checks that
        the FTS5 search index holds exactly the events of every full batch
        (`SEARCH_INDEX_BATCH` row ids), each with as many tokens as its ranking row. Both
        read every page: this takes seconds on a large file.
        """
        with self._lock:
            self._check_open()
            try:
                self._handler_waits_for_readers(wait=True)
                problems = [row[0] for row in self._conn.execute("PRAGMA integrity_check")]
                if problems == ["ok"]:
                    problems = search_index_problems(self._conn) or problems
                return problems
            except DRIVER_ERRORS as exc:
                raise translate(exc, "checking integrity") from exc

    def close(self) -> None:
        """Close the connection; the backend is unusable afterwards."""
        with self._lock:
            if not self._closed:
                self._closed = True
                if self._wal_watch is not None:
                    self._wal_watch.stop()
                self._finalizer()


def _close(conn: sqlite3.Connection, file: DatabaseFile | None) -> None:
    """Close the connection, then give its file back: never the other way round."""
    try:
        conn.close()
    finally:
        if file is not None:
            file.release()
