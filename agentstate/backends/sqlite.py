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
"""

from __future__ import annotations

import os
import random
import sqlite3
import threading
import time
import weakref
from collections.abc import Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, Literal

from sqlite_utils import Database

from agentstate import _json
from agentstate._clock import format_time, parse_time
from agentstate._ranking import lexical_search_padded, padded, phrase_pattern, stem_phrase
from agentstate._text import tokens
from agentstate.backends._sqlite_files import DatabaseFile, hold
from agentstate.backends._sqlite_migrations import (
    MIGRATION_NAMES,
    MIGRATIONS,
    SEARCH_INDEX_BATCH,
)
from agentstate.backends._wal_index import WalIndexWatch, change_count
from agentstate.backends.base import (
    ActionRecord,
    ActionStatusRecord,
    Coverage,
    EncodedEvent,
    FactRecord,
    Hit,
    NewEvent,
    PinRecord,
    SearchCounts,
    SearchDoc,
    SearchStats,
    SessionHead,
    SessionInfo,
    SessionTip,
    ToolCallRecord,
    action_number,
    require_action_number,
)
from agentstate.errors import (
    CheckpointConflict,
    InvalidInput,
    SchemaVersionError,
    StorageCorrupted,
    StorageError,
    StorageUnavailable,
)
from agentstate.events import Event, EventKind
from agentstate.summary import Checkpoint

__all__ = ["Durability", "SqliteBackend"]

Durability = Literal["full", "normal"]

_KINDS = {kind.value: kind for kind in EventKind}
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
_EVENT_COLUMNS = "seq, kind, content, created_at, tokens, cum_tokens, open_calls"
_IN_CHUNK = 500
"""The most values bound in one ``IN (...)`` list (SQLite's oldest limit is 999 parameters)."""
_UNAVAILABLE = (
    "locked",
    "busy",
    "disk i/o error",
    "full",
    "readonly",
    "read-only",
    "unable to open",
    "out of memory",
)
_CORRUPT = ("not a database", "malformed", "corrupt", "file is encrypted", "could not decode")


_DRIVER_ERRORS = (sqlite3.Error, UnicodeDecodeError)
"""What the driver raises: its own errors, and UnicodeDecodeError for stored text that is
not UTF-8 (a damaged file: SQLite keeps no checksums, so only decoding notices)."""


def _translate(exc: sqlite3.Error | UnicodeDecodeError, where: str) -> StorageError:
    if isinstance(exc, UnicodeDecodeError):
        return StorageCorrupted(f"{where}: stored text is not UTF-8: the database is damaged")
    text = str(exc)
    lowered = text.lower()
    if any(marker in lowered for marker in _CORRUPT):
        return StorageCorrupted(f"{where}: the database is damaged or not SQLite ({text})")
    if any(marker in lowered for marker in _UNAVAILABLE):
        return StorageUnavailable(f"{where}: {text}")
    return StorageError(f"{where}: {text}")


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
            if isinstance(exc, _DRIVER_ERRORS):
                raise _translate(exc, f"opening {self.path}") from exc
            raise
        try:
            self._db = Database(self._conn, execute_plugins=False)
            self._configure(busy_timeout=busy_timeout, in_memory=in_memory)
            self._migrate()
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
        except _DRIVER_ERRORS as exc:
            raise _translate(exc, f"opening {self.path}") from exc

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
        except _DRIVER_ERRORS as exc:
            raise _translate(exc, f"migrating {self.path}") from exc

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
            except _DRIVER_ERRORS as exc:
                raise _translate(exc, "starting a read") from exc
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
                return
            try:
                self._begin_immediate()
            except _DRIVER_ERRORS as exc:
                raise _translate(exc, f"starting a write to session {session_id!r}") from exc
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
            except _DRIVER_ERRORS as exc:
                self._finish("ROLLBACK")
                raise _translate(exc, f"committing to session {session_id!r}") from exc
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
        # (8 busy processes did). Try the write lock in short, jittered naps instead.
        deadline = time.monotonic() + self._busy_timeout
        self._handler_waits_for_readers(wait=False)
        while True:
            try:
                self._conn.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc).lower() or time.monotonic() >= deadline:
                    raise
                time.sleep(random.uniform(0.0002, 0.002))  # noqa: S311 - jitter, not secrets
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
        except _DRIVER_ERRORS as exc:
            raise _translate(exc, "writing") from exc

    def _finish(self, statement: str) -> None:
        if self._conn.in_transaction:
            try:
                self._conn.execute(statement)
            except _DRIVER_ERRORS as exc:
                raise _translate(exc, statement.lower()) from exc

    def sessions(self) -> list[SessionInfo]:
        """Every session with at least one event, by id."""
        with self._lock:
            self._check_open()
            try:
                self._handler_waits_for_readers(wait=True)
                rows = self._conn.execute(
                    "SELECT s.session_id, s.created_at, "
                    "(SELECT max(seq) FROM events e WHERE e.session_id = s.session_id) "
                    "FROM sessions s ORDER BY s.session_id"
                ).fetchall()
            except _DRIVER_ERRORS as exc:
                raise _translate(exc, "listing sessions") from exc
        with _decoding("the session list"):
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
            except _DRIVER_ERRORS as exc:
                raise _translate(exc, f"reading session {session_id!r}") from exc
            tip = SessionTip(*rows[0]) if rows else SessionTip()
            if header is not None:
                if header != self._tips_header or len(self._tips) >= _MAX_TIPS:
                    self._tips.clear()
                    self._tips_header = header
                self._tips[session_id] = tip
            return tip

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
                    problems = _search_index_problems(self._conn) or problems
                return problems
            except _DRIVER_ERRORS as exc:
                raise _translate(exc, "checking integrity") from exc

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


_SHOWN_PROBLEMS = 10
"""At most this many events are named in a search index problem."""


def _search_index_problems(conn: sqlite3.Connection) -> list[str]:
    """How the FTS5 index differs from the ranking rows of every full batch (empty: it does not)."""
    conn.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS temp.agentstate_index_terms "
        "USING fts5vocab(main, events_fts, instance)"
    )
    own_snapshot = not conn.in_transaction  # one snapshot for both reads
    if own_snapshot:
        conn.execute("BEGIN")
    try:
        indexed = dict(
            conn.execute("SELECT doc, count(*) FROM temp.agentstate_index_terms GROUP BY doc")
        )
        expected = dict(
            conn.execute(
                "SELECT event_id, length FROM search_docs WHERE event_id <= "
                f"(SELECT coalesce(max(id), 0) FROM events) / {SEARCH_INDEX_BATCH} "
                f"* {SEARCH_INDEX_BATCH}"
            )
        )
    finally:
        if own_snapshot:
            conn.execute("ROLLBACK")
    wrong = sorted(
        row for row in indexed.keys() | expected.keys() if indexed.get(row) != expected.get(row)
    )
    return [
        f"search index: event row {row} has {indexed.get(row, 0)} tokens in the FTS5 index, "
        f"{expected.get(row, 0)} in its ranking row"
        + ("" if row in expected else " (past the last full batch, or not searchable)")
        for row in wrong[:_SHOWN_PROBLEMS]
    ]


@contextmanager
def _decoding(what: str) -> Iterator[None]:
    """Stored text that no longer decodes was damaged outside SQLite (which has no checksums)."""
    try:
        yield
    except (ValueError, KeyError, TypeError) as exc:
        msg = f"{what} does not decode ({exc}): the database is damaged"
        raise StorageCorrupted(msg) from exc


def _decoded_event(session_id: str, row: Sequence[Any]) -> Event:
    seq, kind, content, created_at, tokens, cum_tokens, open_calls = row
    body = _json.loads(content)
    if not isinstance(body, dict):
        msg = f"content is a {type(body).__name__}, not an object"
        raise TypeError(msg)
    return Event(
        session_id, seq, _KINDS[kind], body, parse_time(created_at), tokens, cum_tokens, open_calls
    )


def _event(session_id: str, row: Sequence[Any]) -> Event:
    with _decoding(f"event {row[0]} of session {session_id!r}"):
        return _decoded_event(session_id, row)


def _events(session_id: str, rows: Sequence[Sequence[Any]]) -> list[Event]:
    """The events of many rows; a row that does not decode is named, as `_event` names it."""
    try:
        return [_decoded_event(session_id, row) for row in rows]
    except (ValueError, KeyError, TypeError):
        return [_event(session_id, row) for row in rows]  # raises, naming the damaged event


def _fts_query(phrases: Sequence[tuple[str, ...]]) -> str:
    # Words are runs of letters and digits (agentstate._text), so quoting makes every phrase
    # a literal: no FTS5 operator, column filter or quote can come from user text.
    return " OR ".join('"' + " ".join(phrase) + '"' for phrase in phrases if phrase)


class _SqliteReader:
    def __init__(self, conn: sqlite3.Connection, session_id: str) -> None:
        self._conn = conn
        self._session_id = session_id

    @property
    def session_id(self) -> str:
        return self._session_id

    def _rows(self, sql: str, params: Sequence[object]) -> list[Any]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except _DRIVER_ERRORS as exc:
            raise _translate(exc, f"reading session {self._session_id!r}") from exc

    def head(self) -> SessionHead:
        rows = self._rows(
            "SELECT seq, cum_tokens, open_calls FROM events WHERE session_id = ? "
            "ORDER BY seq DESC LIMIT 1",
            (self._session_id,),
        )
        return SessionHead(*rows[0]) if rows else SessionHead()

    def events(
        self,
        *,
        after: int = 0,
        until: int | None = None,
        limit: int | None = None,
        kinds: Collection[EventKind] | None = None,
        newest_first: bool = False,
    ) -> list[Event]:
        sql = f"SELECT {_EVENT_COLUMNS} FROM events WHERE session_id = ? AND seq > ?"
        params: list[object] = [self._session_id, after]
        if until is not None:
            sql += " AND seq <= ?"
            params.append(until)
        wanted = sorted({str(kind) for kind in kinds}) if kinds is not None else None
        if wanted is not None and len(wanted) == 1 and wanted[0] in _KINDS:
            # One known kind as a literal equality (never caller text): only then can SQLite
            # use a partial index on that kind (events_compaction).
            sql += f" AND kind = '{wanted[0]}'"
        elif wanted is not None:
            sql += f" AND kind IN ({', '.join('?' * len(wanted))})"
            params.extend(wanted)
        sql += " ORDER BY seq DESC" if newest_first else " ORDER BY seq"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        session_id = self._session_id
        return _events(session_id, self._rows(sql, params))

    def event(self, seq: int) -> Event | None:
        rows = self._rows(
            f"SELECT {_EVENT_COLUMNS} FROM events WHERE session_id = ? AND seq = ?",
            (self._session_id, seq),
        )
        return _event(self._session_id, rows[0]) if rows else None

    def _event_rows_at(self, seqs: Collection[int]) -> list[Any]:
        wanted = sorted(set(seqs))
        rows: list[Any] = []
        # Chunks stay below SQLite's oldest limit on bound parameters (999).
        for start in range(0, len(wanted), _IN_CHUNK):
            chunk = wanted[start : start + _IN_CHUNK]
            rows += self._rows(
                f"SELECT {_EVENT_COLUMNS} FROM events WHERE session_id = ? "
                f"AND seq IN ({', '.join('?' * len(chunk))}) ORDER BY seq",
                (self._session_id, *chunk),
            )
        return rows

    def events_at(self, seqs: Collection[int]) -> list[Event]:
        return _events(self._session_id, self._event_rows_at(seqs))

    def encoded_events_at(self, seqs: Collection[int]) -> list[EncodedEvent]:
        session_id = self._session_id
        rows = self._event_rows_at(seqs)
        with _decoding(f"events of session {session_id!r}"):
            return [
                EncodedEvent(
                    session_id,
                    seq,
                    _KINDS[kind],
                    content,
                    parse_time(created_at),
                    tokens,
                    cum_tokens,
                    open_calls,
                )
                for seq, kind, content, created_at, tokens, cum_tokens, open_calls in rows
            ]

    def search(
        self,
        phrases: Sequence[tuple[str, ...]],
        *,
        k: int,
        kinds: Collection[EventKind] | None = None,
        since: int | None = None,
        until: int | None = None,
    ) -> list[Hit]:
        if k <= 0:
            return []
        rows = self._candidates(phrases)
        if not rows:
            return []
        # The rows `search_counts` reads, counted and ranked in one pass (the same ranking).
        with _decoding("search rows"):
            return lexical_search_padded(
                self, rows, phrases, k=k, kinds=kinds, since=since, until=until
            )

    @staticmethod
    def _doc(row: Sequence[Any]) -> SearchDoc:
        seq, kind, text, length = row
        with _decoding(f"the search text of event {seq}"):
            return SearchDoc(seq, _KINDS[kind], text[1:-1].replace("  ", " "), length)

    def search_docs(self) -> list[SearchDoc]:
        rows = self._rows(
            "SELECT d.seq, d.kind, d.tokens, d.length FROM events e "
            "JOIN search_docs d ON d.event_id = e.id WHERE e.session_id = ? ORDER BY e.seq",
            (self._session_id,),
        )
        return [self._doc(row) for row in rows]

    def _candidates(self, phrases: Sequence[tuple[str, ...]]) -> list[tuple[int, str, int, str]]:
        """(seq, kind, length, padded tokens) of this session's events holding any phrase."""
        stemmed = [stem_phrase(phrase) for phrase in phrases if phrase]
        if not stemmed:
            return []
        # One statement, so one snapshot: the FTS5 index answers for the events it holds,
        # and the rest (the events past the last full batch, fewer than SEARCH_INDEX_BATCH
        # across every session) are read from `search_docs` and matched here.
        rows = self._rows(
            "SELECT d.seq, d.kind, d.length, d.tokens, 0 FROM events_fts "
            # CROSS JOIN keeps the FTS scan outermost: one MATCH, then rowid lookups.
            "CROSS JOIN search_docs d ON d.event_id = events_fts.rowid "
            "WHERE events_fts MATCH ? AND d.session_id = ? "
            "UNION ALL SELECT seq, kind, length, tokens, 1 FROM search_docs "
            f"WHERE event_id > (SELECT max(id) FROM events) / {SEARCH_INDEX_BATCH} "
            f"* {SEARCH_INDEX_BATCH} AND session_id = ?",
            (_fts_query(stemmed), self._session_id, self._session_id),
        )
        patterns = [phrase_pattern(phrase) for phrase in stemmed]
        return [
            (seq, kind, length, text)
            for seq, kind, length, text, unindexed in rows
            if not unindexed or any(pattern in text for pattern in patterns)
        ]

    def search_counts(self, phrases: Sequence[tuple[str, ...]]) -> list[SearchCounts]:
        rows = self._candidates(phrases)
        if not rows:
            return []
        patterns = [phrase_pattern(stem_phrase(phrase)) for phrase in phrases]
        # The tokens are kept padded (`agentstate._ranking.padded`), so `str.count` of a
        # pattern is the phrase's non-overlapping occurrences; Python's substring search
        # counts them faster than SQLite's replace() could.
        with _decoding("search counts"):
            return [
                SearchCounts(seq, _KINDS[kind], length, tuple(map(text.count, patterns)))
                for seq, kind, length, text in rows
            ]

    def search_stats(self) -> SearchStats:
        rows = self._rows(
            "SELECT docs_through, tokens_through FROM events WHERE session_id = ? "
            "ORDER BY seq DESC LIMIT 1",
            (self._session_id,),
        )
        return SearchStats(*rows[0]) if rows else SearchStats()

    def vectors(self, space: str) -> dict[int, bytes]:
        rows = self._rows(
            "SELECT seq, vector FROM event_vectors WHERE session_id = ? AND space = ?",
            (self._session_id, space),
        )
        return {seq: bytes(vector) for seq, vector in rows}

    def unembedded(self, space: str, *, limit: int) -> list[Event]:
        columns = ", ".join(f"e.{name.strip()}" for name in _EVENT_COLUMNS.split(","))
        rows = self._rows(
            f"SELECT {columns} FROM events e JOIN search_docs d ON d.event_id = e.id "
            "WHERE e.session_id = ? AND NOT EXISTS (SELECT 1 FROM event_vectors v "
            "WHERE v.session_id = e.session_id AND v.space = ? AND v.seq = e.seq) "
            "ORDER BY e.seq LIMIT ?",
            (self._session_id, space, limit),
        )
        return _events(self._session_id, rows)

    def first_seq_reaching(self, cum_tokens: int, *, head: SessionHead | None = None) -> int | None:
        # Running sums never decrease along seq. Interpolate between the bracket's sums (a
        # tail is found in two or three point lookups, where halving takes fourteen at 10,000
        # events), and halve instead whenever a guess failed to halve the bracket, so that
        # no spread of sums takes more than twice the lookups of halving.
        if head is None:
            head = self.head()
        if head.seq == 0 or head.cum_tokens < cum_tokens:
            return None
        if cum_tokens <= 0:
            return 1
        low, low_sum, high, high_sum = 0, 0, head.seq, head.cum_tokens  # the answer: (low, high]
        halve = False
        while high - low > 1:
            if halve:
                guess = (low + high) // 2
            else:
                steps = -(-(cum_tokens - low_sum) * (high - low) // (high_sum - low_sum))
                guess = min(max(low + steps, low + 1), high - 1)
            rows = self._rows(
                "SELECT cum_tokens FROM events WHERE session_id = ? AND seq = ?",
                (self._session_id, guess),
            )
            span = high - low
            if rows[0][0] >= cum_tokens:
                high, high_sum = guess, rows[0][0]
            else:
                low, low_sum = guess, rows[0][0]
            halve = 2 * (high - low) > span
        return high

    def last_safe_seq(self, *, at_most: int, at_least: int = 0) -> int | None:
        rows = self._rows(
            "SELECT seq FROM events WHERE session_id = ? AND seq <= ? AND seq >= ? "
            "AND open_calls = 0 ORDER BY seq DESC LIMIT 1",
            (self._session_id, at_most, max(at_least, 1)),
        )
        if rows:
            return int(rows[0][0])
        return 0 if at_least <= 0 <= at_most else None

    def tool_call(self, call_id: str) -> ToolCallRecord | None:
        rows = self._rows(
            "SELECT call_id, name, call_seq, result_seq FROM tool_calls "
            "WHERE session_id = ? AND call_id = ?",
            (self._session_id, call_id),
        )
        return ToolCallRecord(*rows[0]) if rows else None

    def open_tool_calls(self) -> list[ToolCallRecord]:
        rows = self._rows(
            "SELECT call_id, name, call_seq, result_seq FROM tool_calls "
            "WHERE session_id = ? AND result_seq IS NULL ORDER BY call_seq, call_id",
            (self._session_id,),
        )
        return [ToolCallRecord(*row) for row in rows]

    @staticmethod
    def _fact(row: Sequence[Any]) -> FactRecord:
        key, value, source_seq, event_seq = row
        with _decoding(f"fact {key!r}"):
            return FactRecord(key, _json.loads(value), source_seq, event_seq)

    def fact(self, key: str) -> FactRecord | None:
        rows = self._rows(
            "SELECT key, value, source_seq, event_seq FROM facts "
            "WHERE session_id = ? AND key = ? ORDER BY event_seq DESC LIMIT 1",
            (self._session_id, key),
        )
        return self._fact(rows[0]) if rows else None

    def facts(self) -> list[FactRecord]:
        rows = self._rows(
            "SELECT key, value, source_seq, max(event_seq) FROM facts "
            "WHERE session_id = ? GROUP BY key ORDER BY key",
            (self._session_id,),
        )
        return [self._fact(row) for row in rows]

    def fact_keys(self) -> list[str]:
        # The key of every write as one JSON array: one result row instead of one per key,
        # which is most of the cost. SQLite reads them in the primary key's order, each key's
        # writes together; dropping the repeats here costs less than DISTINCT there, and the
        # sort of keys already in order is one pass (Python orders str by code point as
        # SQLite's BINARY orders UTF-8 bytes).
        rows = self._rows(
            "SELECT json_group_array(key) FROM facts WHERE session_id = ?",
            (self._session_id,),
        )
        with _decoding("the scratchpad's keys"):
            keys: list[str] = _json.loads(rows[0][0])  # type: ignore[assignment]  # strings
        return sorted(dict.fromkeys(keys))

    def fact_history(self, key: str) -> list[FactRecord]:
        rows = self._rows(
            "SELECT key, value, source_seq, event_seq FROM facts "
            "WHERE session_id = ? AND key = ? ORDER BY event_seq",
            (self._session_id, key),
        )
        return [self._fact(row) for row in rows]

    # An action's kind, params and digest are kept on its first state's row only; every
    # read takes them from there and the rest from the state it returns.
    _ACTION_STATES = (
        "SELECT action_seq, kind, params, digest, status, actor, source_seq, event_seq "
        "FROM actions WHERE session_id = ? AND action_seq = ? ORDER BY event_seq"
    )

    # Each action's first and last state, grouped in primary-key order, then both rows by
    # their key: no window over every state and no sort but the last.
    _ACTION_SPANS = (
        "FROM (SELECT action_seq, min(event_seq) AS first, max(event_seq) AS last FROM actions "
        "WHERE session_id = ?1 GROUP BY action_seq) AS span "
        "JOIN actions AS first ON first.session_id = ?1 "
        "AND first.action_seq = span.action_seq AND first.event_seq = span.first "
        "JOIN actions AS latest ON latest.session_id = ?1 "
        "AND latest.action_seq = span.action_seq AND latest.event_seq = span.last "
        "ORDER BY span.first"
    )

    @staticmethod
    def _actions(rows: Sequence[Sequence[Any]]) -> list[ActionRecord]:
        """Every state of one action from its rows (oldest first): the first names the rest."""
        number, kind, params, digest = rows[0][:4]
        action_id = f"act_{number}"
        with _decoding(f"action {action_id!r}"):
            decoded = _json.loads(params)
        return [
            ActionRecord(action_id, kind, decoded, digest, status, actor, source_seq, event_seq)
            for *_, status, actor, source_seq, event_seq in rows
        ]

    def action(self, action_id: str) -> ActionRecord | None:
        number = action_number(action_id)
        if number is None:
            return None
        rows = self._rows(self._ACTION_STATES, (self._session_id, number))
        return self._actions([rows[0], rows[-1]])[-1] if rows else None

    def actions(self) -> list[ActionRecord]:
        rows = self._rows(
            "SELECT span.action_seq, first.kind, first.params, first.digest, latest.status, "
            "latest.actor, latest.source_seq, latest.event_seq " + self._ACTION_SPANS,
            (self._session_id,),
        )
        return [self._actions([row])[0] for row in rows]

    def action_statuses(self) -> list[ActionStatusRecord]:
        # What `actions` reads, without params or digest: every state in primary-key order
        # (each action's states together, oldest first), folded here into its first state's
        # kind and its last state, which costs less than joining the two rows in SQL.
        rows = self._rows(
            "SELECT action_seq, kind, status, event_seq FROM actions WHERE session_id = ? "
            "ORDER BY action_seq, event_seq",
            (self._session_id,),
        )
        spans: dict[int, list[Any]] = {}  # action_seq -> [first seq, kind, status, last seq]
        for number, kind, status, event_seq in rows:
            span = spans.get(number)
            if span is None:
                spans[number] = [event_seq, kind, status, event_seq]
            else:
                span[2], span[3] = status, event_seq
        ordered = sorted(spans.items(), key=lambda entry: entry[1][0])  # order of creation
        return [
            ActionStatusRecord(f"act_{number}", kind, status, event_seq)
            for number, (_, kind, status, event_seq) in ordered
        ]

    def action_history(self, action_id: str) -> list[ActionRecord]:
        number = action_number(action_id)
        if number is None:
            return []
        rows = self._rows(self._ACTION_STATES, (self._session_id, number))
        return self._actions(rows) if rows else []

    _CHECKPOINT_COLUMNS = (
        "version, parent, covers_through, summary, schema_version, summarizer, "
        "summarizer_version, created_at, token_count, event_seq"
    )

    @staticmethod
    def _checkpoint(row: Sequence[Any]) -> Checkpoint:
        (
            version,
            parent,
            covers_through,
            summary,
            schema_version,
            summarizer,
            summarizer_version,
            created_at,
            token_count,
            event_seq,
        ) = row
        with _decoding(f"checkpoint {version}"):
            return Checkpoint(
                version,
                parent,
                covers_through,
                _json.loads(summary),  # type: ignore[arg-type]  # stored summaries are objects
                schema_version,
                summarizer,
                summarizer_version,
                parse_time(created_at),
                token_count,
                event_seq,
            )

    def checkpoints(self) -> list[Checkpoint]:
        rows = self._rows(
            f"SELECT {self._CHECKPOINT_COLUMNS} FROM checkpoints WHERE session_id = ? "
            "ORDER BY version",
            (self._session_id,),
        )
        return [self._checkpoint(row) for row in rows]

    def latest_checkpoint(self) -> Checkpoint | None:
        rows = self._rows(
            f"SELECT {self._CHECKPOINT_COLUMNS} FROM checkpoints WHERE session_id = ? "
            "ORDER BY version DESC LIMIT 1",
            (self._session_id,),
        )
        return self._checkpoint(rows[0]) if rows else None

    def pins(self) -> list[PinRecord]:
        rows = self._rows(
            "SELECT target_seq, event_seq FROM pins WHERE session_id = ? ORDER BY event_seq",
            (self._session_id,),
        )
        return [PinRecord(*row) for row in rows]

    def coverage(self) -> Coverage:
        rows = self._rows(
            "SELECT c.version, c.covers_through, c.token_count, "
            "coalesce((SELECT e.cum_tokens FROM events e WHERE e.session_id = c.session_id "
            "AND e.seq = c.covers_through), 0), "
            "coalesce((SELECT sum(e.tokens) FROM pins p JOIN events e "
            "ON e.session_id = p.session_id AND e.seq = p.target_seq "
            "WHERE p.session_id = c.session_id AND p.target_seq <= c.covers_through), 0) "
            "FROM checkpoints c WHERE c.session_id = ? ORDER BY c.version DESC LIMIT 1",
            (self._session_id,),
        )
        return Coverage(*rows[0]) if rows else Coverage()


class _SqliteWriter(_SqliteReader):
    def __init__(self, conn: sqlite3.Connection, session_id: str) -> None:
        super().__init__(conn, session_id)
        self._head: SessionHead | None = None
        self._totals = SearchStats()
        self._last_compaction = 0
        """The seq of the last compaction event this transaction appended (0: none)."""
        self._pins_added = 0

    def head(self) -> SessionHead:
        if self._head is None:
            # The search totals ride on the event row, so the one read serves both.
            rows = self._rows(
                "SELECT seq, cum_tokens, open_calls, docs_through, tokens_through FROM events "
                "WHERE session_id = ? ORDER BY seq DESC LIMIT 1",
                (self._session_id,),
            )
            if rows:
                seq, cum_tokens, open_calls, docs, count = rows[0]
                self._head = SessionHead(seq, cum_tokens, open_calls)
                self._totals = SearchStats(docs, count)
            else:
                self._head = SessionHead()
        return self._head

    def search_stats(self) -> SearchStats:
        self.head()
        return self._totals

    def forget_head(self) -> None:
        """Read the head again when next needed: another writer of this transaction moved it."""
        self._head = None
        self._totals = SearchStats()

    def _execute(self, sql: str, params: Sequence[object]) -> sqlite3.Cursor:
        try:
            return self._conn.execute(sql, params)
        except _DRIVER_ERRORS as exc:
            raise _translate(exc, f"writing session {self._session_id!r}") from exc

    def _insert(self, sql: str, rows: Sequence[Sequence[object]]) -> None:
        try:
            if len(rows) == 1:
                self._conn.execute(sql, rows[0])
            elif rows:
                self._conn.executemany(sql, rows)
        except _DRIVER_ERRORS as exc:
            raise _translate(exc, f"writing session {self._session_id!r}") from exc

    def append(self, events: Sequence[NewEvent]) -> list[Event]:
        if not events:
            return []
        head = self.head()
        session_id = self._session_id
        if head.seq == 0:
            self._execute(
                "INSERT OR IGNORE INTO sessions (session_id, created_at) VALUES (?, ?)",
                (session_id, format_time(events[0].created_at)),
            )
        first_seq = head.seq + 1
        docs, count = self._totals.docs, self._totals.tokens
        rows = []
        found: list[list[str]] = []
        for seq, new in enumerate(events, start=first_seq):
            terms = tokens(new.search_text) if new.search_text else []
            if terms:
                docs += 1
                count += len(terms)
            found.append(terms)
            rows.append(
                (
                    session_id,
                    seq,
                    new.kind.value,
                    new.content_json,
                    format_time(new.created_at),
                    new.tokens,
                    new.cum_tokens,
                    new.open_calls,
                    docs,
                    count,
                )
            )
        insert = (
            "INSERT INTO events (session_id, seq, kind, content, created_at, tokens, "
            "cum_tokens, open_calls, docs_through, tokens_through) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        )
        if len(rows) == 1:
            last_id = self._execute(insert, rows[0]).lastrowid
        else:
            self._insert(insert, rows)
            last_id = self._execute("SELECT last_insert_rowid()", ()).fetchone()[0]
        assert isinstance(last_id, int)
        # Consecutive ids: a new row's id is the table's largest plus one (see below).
        row_ids = range(last_id - len(rows) + 1, last_id + 1)
        indexed = []
        for row_id, seq, new, terms in zip(
            row_ids, range(first_seq, first_seq + len(events)), events, found, strict=True
        ):
            if terms:
                text = padded(terms)
                indexed.append(
                    (row_id, session_id, seq, new.kind.value, len(terms), text, len(text))
                )
        self._insert(
            "INSERT INTO search_docs (event_id, session_id, seq, kind, length, tokens, chars) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            indexed,
        )
        # Row ids grow by one from the table's largest (events are never deleted), so the
        # rows before this append ended at row_ids[0] - 1. Once they pass a multiple of the
        # batch, the search docs up to that multiple go into the FTS5 index in one segment.
        indexed_through = (row_ids[0] - 1) // SEARCH_INDEX_BATCH * SEARCH_INDEX_BATCH
        batch_end = row_ids[-1] // SEARCH_INDEX_BATCH * SEARCH_INDEX_BATCH
        if batch_end > indexed_through:
            self._execute(
                "INSERT INTO events_fts (rowid, tokens) SELECT event_id, tokens FROM search_docs "
                "WHERE event_id > ? AND event_id <= ?",
                (indexed_through, batch_end),
            )
        out = [
            Event(
                session_id,
                seq,
                new.kind,
                new.content,
                new.created_at,
                new.tokens,
                new.cum_tokens,
                new.open_calls,
            )
            for seq, new in enumerate(events, start=first_seq)
        ]
        last = events[-1]
        self._head = SessionHead(first_seq + len(events) - 1, last.cum_tokens, last.open_calls)
        self._totals = SearchStats(docs, count)
        for event in out:
            if event.kind is EventKind.COMPACTION:
                self._last_compaction = event.seq
        return out

    def tip_after(self, before: SessionTip) -> SessionTip:
        """The session's tip once this transaction commits, given the tip it started from."""
        head = self._head if self._head is not None else before.head
        return SessionTip(
            head.seq,
            head.cum_tokens,
            head.open_calls,
            max(before.last_compaction, self._last_compaction),
            before.pins + self._pins_added,
        )

    def put_tool_call(self, record: ToolCallRecord) -> None:
        self._execute(
            "INSERT INTO tool_calls (session_id, call_id, name, call_seq, result_seq) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT (session_id, call_id) "
            "DO UPDATE SET result_seq = excluded.result_seq",
            (self._session_id, record.call_id, record.name, record.call_seq, record.result_seq),
        )

    def put_fact(self, record: FactRecord) -> None:
        self._execute(
            "INSERT INTO facts (session_id, key, event_seq, value, source_seq) "
            "VALUES (?, ?, ?, ?, ?)",
            (
                self._session_id,
                record.key,
                record.event_seq,
                _json.dumps(record.value, what=f"fact {record.key!r}"),
                record.source_seq,
            ),
        )

    def put_action(self, record: ActionRecord) -> None:
        number = require_action_number(record.action_id)
        params = _json.dumps(record.params, what=f"params of {record.action_id}")
        # Only an action's first state keeps its kind, params and digest (later states
        # repeat them): each move writes a short row beside the first.
        self._execute(
            "INSERT INTO actions (session_id, action_seq, event_seq, status, actor, source_seq, "
            "kind, params, digest) SELECT ?1, ?2, ?3, ?4, ?5, ?6, CASE WHEN first THEN ?7 END, "
            "CASE WHEN first THEN ?8 END, CASE WHEN first THEN ?9 END FROM (SELECT "
            "NOT EXISTS (SELECT 1 FROM actions WHERE session_id = ?1 AND action_seq = ?2) "
            "AS first)",
            (
                self._session_id,
                number,
                record.event_seq,
                record.status,
                record.actor,
                record.source_seq,
                record.kind,
                params,
                record.digest,
            ),
        )

    def put_checkpoint(self, record: Checkpoint, *, expected_parent: int) -> None:
        latest = self.latest_checkpoint()
        actual = latest.version if latest is not None else 0
        if actual != expected_parent:
            msg = (
                f"session {self._session_id!r}: checkpoint {actual} is the latest, "
                f"not {expected_parent}; another compaction committed first"
            )
            raise CheckpointConflict(msg, expected=expected_parent, actual=actual)
        self._execute(
            f"INSERT INTO checkpoints (session_id, {self._CHECKPOINT_COLUMNS}) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                self._session_id,
                record.version,
                record.parent,
                record.covers_through,
                _json.dumps(record.summary, what="checkpoint summary"),
                record.schema_version,
                record.summarizer,
                record.summarizer_version,
                format_time(record.created_at),
                record.token_count,
                record.event_seq,
            ),
        )

    def put_pin(self, record: PinRecord) -> None:
        self._execute(
            "INSERT INTO pins (session_id, target_seq, event_seq) VALUES (?, ?, ?)",
            (self._session_id, record.target_seq, record.event_seq),
        )
        self._pins_added += 1

    def put_vectors(self, space: str, vectors: Mapping[int, bytes]) -> None:
        for seq, vector in vectors.items():
            self._execute(
                "INSERT OR IGNORE INTO event_vectors (session_id, space, seq, vector) "
                "VALUES (?, ?, ?, ?)",
                (self._session_id, space, seq, bytes(vector)),
            )
