"""The SQLite backend's search: the queries that rank a session's events, and the index check.

Every searchable event has a ranking row in ``search_docs`` (its stemmed tokens, padded, and
their count) and, once its batch of `SEARCH_INDEX_BATCH` row ids is full, an entry in the FTS5
index ``events_fts``. A search asks the index for the events it holds and reads the few past
the last full batch from ``search_docs``, in one statement; `search_index_problems` checks
that the two agree.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Sequence
from typing import Any, Protocol

from agentstate.backends._sqlite_errors import decoding
from agentstate.backends._sqlite_migrations import SEARCH_INDEX_BATCH
from agentstate.backends._sqlite_rows import EVENT_COLUMNS, KINDS, decode_events
from agentstate.backends.base import Hit, SearchCounts, SearchDoc, SearchStats, SessionReader
from agentstate.backends.search import lexical_search_padded, phrase_pattern, stem_phrase
from agentstate.events import Event, EventKind

__all__ = ["_SqliteSearch", "search_index_problems"]


def _fts_query(phrases: Sequence[tuple[str, ...]]) -> str:
    # Words are runs of letters and digits (agentstate._text), so quoting makes every phrase
    # a literal: no FTS5 operator, column filter or quote can come from user text.
    return " OR ".join('"' + " ".join(phrase) + '"' for phrase in phrases if phrase)


class _Reader(SessionReader, Protocol):
    """What the search queries use of the reader they are part of (`_SqliteReader`)."""

    _session_id: str

    def _rows(self, sql: str, params: Sequence[object]) -> list[Any]: ...

    def _candidates(
        self, phrases: Sequence[tuple[str, ...]]
    ) -> list[tuple[int, str, int, str]]: ...


def _search_doc(row: Sequence[Any]) -> SearchDoc:
    seq, kind, text, length = row
    with decoding(f"the search text of event {seq}"):
        return SearchDoc(seq, KINDS[kind], text[1:-1].replace("  ", " "), length)


class _SqliteSearch:
    """The search reads of a session: the part of `_SqliteReader` that reads search tables."""

    def search(
        self: _Reader,
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
        with decoding("search rows"):
            return lexical_search_padded(
                self, rows, phrases, k=k, kinds=kinds, since=since, until=until
            )

    def search_docs(self: _Reader) -> list[SearchDoc]:
        rows = self._rows(
            "SELECT d.seq, d.kind, d.tokens, d.length FROM events e "
            "JOIN search_docs d ON d.event_id = e.id WHERE e.session_id = ? ORDER BY e.seq",
            (self._session_id,),
        )
        return [_search_doc(row) for row in rows]

    def _candidates(
        self: _Reader, phrases: Sequence[tuple[str, ...]]
    ) -> list[tuple[int, str, int, str]]:
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

    def search_counts(self: _Reader, phrases: Sequence[tuple[str, ...]]) -> list[SearchCounts]:
        rows = self._candidates(phrases)
        if not rows:
            return []
        patterns = [phrase_pattern(stem_phrase(phrase)) for phrase in phrases]
        # The tokens are kept padded (`agentstate.backends.search.padded`), so `str.count` of a
        # pattern is the phrase's non-overlapping occurrences; Python's substring search
        # counts them faster than SQLite's replace() could.
        with decoding("search counts"):
            return [
                SearchCounts(seq, KINDS[kind], length, tuple(map(text.count, patterns)))
                for seq, kind, length, text in rows
            ]

    def search_stats(self: _Reader) -> SearchStats:
        rows = self._rows(
            "SELECT docs_through, tokens_through FROM events WHERE session_id = ? "
            "ORDER BY seq DESC LIMIT 1",
            (self._session_id,),
        )
        return SearchStats(*rows[0]) if rows else SearchStats()

    def vectors(self: _Reader, space: str) -> dict[int, bytes]:
        rows = self._rows(
            "SELECT seq, vector FROM event_vectors WHERE session_id = ? AND space = ?",
            (self._session_id, space),
        )
        return {seq: bytes(vector) for seq, vector in rows}

    def unembedded(self: _Reader, space: str, *, limit: int) -> list[Event]:
        columns = ", ".join(f"e.{name.strip()}" for name in EVENT_COLUMNS.split(","))
        rows = self._rows(
            f"SELECT {columns} FROM events e JOIN search_docs d ON d.event_id = e.id "
            "WHERE e.session_id = ? AND NOT EXISTS (SELECT 1 FROM event_vectors v "
            "WHERE v.session_id = e.session_id AND v.space = ? AND v.seq = e.seq) "
            "ORDER BY e.seq LIMIT ?",
            (self._session_id, space, limit),
        )
        return decode_events(self._session_id, rows)


_SHOWN_PROBLEMS = 10
"""At most this many events are named in a search index problem."""


def search_index_problems(conn: sqlite3.Connection) -> list[str]:
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
