"""The SQLite backend's writer: the writes of one session, inside a write transaction.

Appends keep each event's running totals (tokens, open tool calls, searchable documents and
their tokens) on its row, fill the search ranking rows, and move each full batch of
`SEARCH_INDEX_BATCH` row ids into the FTS5 index. A writer reads the session's head once and
keeps it across its own appends.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence

from agentstate import _json
from agentstate._clock import format_time
from agentstate._text import tokens
from agentstate.backends import _sqlite_rewrites
from agentstate.backends._sqlite_errors import DRIVER_ERRORS, translate
from agentstate.backends._sqlite_migrations import SEARCH_INDEX_BATCH
from agentstate.backends._sqlite_reader import _SqliteReader
from agentstate.backends.base import (
    ActionRecord,
    ExternalIdRecord,
    FactRecord,
    NewEvent,
    PinRecord,
    SearchStats,
    SessionHead,
    SessionTip,
    ToolCallRecord,
    require_action_number,
)
from agentstate.backends.rewrites import Rewrites, Tombstone
from agentstate.backends.search import padded
from agentstate.errors import CheckpointConflict
from agentstate.events import Event, EventKind
from agentstate.summary import Checkpoint

__all__ = ["_SqliteWriter"]


class _SqliteWriter(_SqliteReader):
    """Reads and writes of one session inside the backend's write transaction."""

    def __init__(self, conn: sqlite3.Connection, session_id: str) -> None:
        super().__init__(conn, session_id)
        self._head: SessionHead | None = None
        self._totals = SearchStats()
        self._last_compaction = 0
        """The seq of the last compaction event this transaction appended (0: none)."""
        self._pins_added = 0
        self.purge_pending = False
        """Whether this transaction rewrote or erased content (the WAL is purged after it)."""

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

    def set_search_totals(self, totals: SearchStats) -> None:
        """The session's search statistics after a rewrite changed them."""
        self.head()
        self._totals = totals

    def rewrite(self, rewrites: Rewrites) -> None:
        _sqlite_rewrites.rewrite(self, rewrites)

    def erase(self, tombstone: Tombstone) -> None:
        _sqlite_rewrites.erase(self, tombstone)
        self._pins_added = 0

    def forget_head(self) -> None:
        """Read the head again when next needed: another writer of this transaction moved it."""
        self._head = None
        self._totals = SearchStats()

    def _execute(self, sql: str, params: Sequence[object]) -> sqlite3.Cursor:
        try:
            return self._conn.execute(sql, params)
        except DRIVER_ERRORS as exc:
            raise translate(exc, f"writing session {self._session_id!r}") from exc

    def _insert(self, sql: str, rows: Sequence[Sequence[object]]) -> None:
        try:
            if len(rows) == 1:
                self._conn.execute(sql, rows[0])
            elif rows:
                self._conn.executemany(sql, rows)
        except DRIVER_ERRORS as exc:
            raise translate(exc, f"writing session {self._session_id!r}") from exc

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

    def put_external_id(self, record: ExternalIdRecord) -> None:
        self._execute(
            "INSERT INTO external_ids (session_id, external_id, seq, digest) VALUES (?, ?, ?, ?)",
            (self._session_id, record.external_id, record.seq, record.digest),
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
