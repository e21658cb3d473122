"""Reads of one session, on one connection inside one transaction, and the rows they decode.

`PostgresWriter` (`agentstate_postgres._writer`) adds the writes.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import UTC, datetime
from typing import Any, LiteralString

import psycopg
from psycopg import sql

from agentstate import json_values as _json
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
from agentstate.backends.search import lexical_search, phrase_pattern, stem_phrase
from agentstate.errors import StorageCorrupted
from agentstate.events import Event, EventKind
from agentstate.summary import Checkpoint
from agentstate_postgres._errors import translate
from agentstate_postgres._search import tsquery_literal

__all__ = ["CHECKPOINT_COLUMNS", "PostgresReader"]

_KINDS = {kind.value: kind for kind in EventKind}
_EVENT_COLUMNS = "seq, kind, content, created_at, tokens, cum_tokens, open_calls"
_ACTION_COLUMNS = "action_id, kind, params, digest, status, actor, source_seq, event_seq"
CHECKPOINT_COLUMNS = (
    "version, parent, covers_through, summary, schema_version, summarizer, "
    "summarizer_version, created_at, token_count, event_seq"
)
"""The columns of the checkpoints table, in the order `_checkpoint` decodes a row of them."""


def _utc(moment: datetime) -> datetime:
    return moment.astimezone(UTC)


def _loads(text: str, what: str) -> Any:
    try:
        return _json.loads(text)
    except ValueError as exc:
        msg = f"stored {what} is not JSON: {exc}"
        raise StorageCorrupted(msg) from exc


def _event(session_id: str, row: Sequence[Any]) -> Event:
    seq, kind, content, created_at, tokens, cum_tokens, open_calls = row
    return Event(
        session_id,
        seq,
        _KINDS[kind],
        _loads(content, f"content of ev_{seq}"),
        _utc(created_at),
        tokens,
        cum_tokens,
        open_calls,
    )


def _fact(row: Sequence[Any]) -> FactRecord:
    key, value, source_seq, event_seq = row
    return FactRecord(key, _loads(value, f"fact {key!r}"), source_seq, event_seq)


def _action(row: Sequence[Any]) -> ActionRecord:
    action_id, kind, params, digest, status, actor, source_seq, event_seq = row
    return ActionRecord(
        action_id,
        kind,
        _loads(params, f"params of {action_id}"),
        digest,
        status,
        actor,
        source_seq,
        event_seq,
    )


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
    return Checkpoint(
        version,
        parent,
        covers_through,
        _loads(summary, f"summary of checkpoint {version}"),
        schema_version,
        summarizer,
        summarizer_version,
        _utc(created_at),
        token_count,
        event_seq,
    )


class PostgresReader:
    """A `SessionReader` over one connection's open transaction."""

    def __init__(self, conn: psycopg.Connection[Any], session_id: str) -> None:
        self._conn = conn
        self._session_id = session_id

    @property
    def session_id(self) -> str:
        """The session read."""
        return self._session_id

    def _rows(self, sql: LiteralString, params: Sequence[object]) -> list[Any]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except psycopg.Error as exc:
            raise translate(exc, f"reading session {self._session_id!r}") from exc

    def head(self) -> SessionHead:
        """The end of the log (all zeros for a session with no events)."""
        rows = self._rows(
            "SELECT last_seq, cum_tokens, open_calls FROM sessions WHERE session_id = %s",
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
        """Events with ``after < seq <= until``, oldest first unless `newest_first`."""
        rows = self._rows(
            f"SELECT {_EVENT_COLUMNS} FROM events WHERE session_id = %s AND seq > %s "
            "AND (%s::bigint IS NULL OR seq <= %s) "
            "AND (%s::text[] IS NULL OR kind = ANY(%s)) "
            + ("ORDER BY seq DESC " if newest_first else "ORDER BY seq ")
            + "LIMIT %s",
            (
                self._session_id,
                after,
                until,
                until,
                _kinds(kinds),
                _kinds(kinds),
                limit,
            ),
        )
        return [_event(self._session_id, row) for row in rows]

    def event(self, seq: int) -> Event | None:
        """The event at `seq`, or None."""
        rows = self._rows(
            f"SELECT {_EVENT_COLUMNS} FROM events WHERE session_id = %s AND seq = %s",
            (self._session_id, seq),
        )
        return _event(self._session_id, rows[0]) if rows else None

    def events_at(self, seqs: Collection[int]) -> list[Event]:
        """The events at these seqs, oldest first, in one read; seqs with no event are left out."""
        rows = self._rows(
            f"SELECT {_EVENT_COLUMNS} FROM events WHERE session_id = %s "
            "AND seq = ANY(%s::bigint[]) ORDER BY seq",
            (self._session_id, sorted(set(seqs))),
        )
        return [_event(self._session_id, row) for row in rows]

    def encoded_events_at(self, seqs: Collection[int]) -> list[EncodedEvent]:
        """What `events_at` reads, each event's content left as its stored JSON text."""
        rows = self._rows(
            f"SELECT {_EVENT_COLUMNS} FROM events WHERE session_id = %s "
            "AND seq = ANY(%s::bigint[]) ORDER BY seq",
            (self._session_id, sorted(set(seqs))),
        )
        return [
            EncodedEvent(
                self._session_id,
                seq,
                _KINDS[kind],
                content,
                _utc(created_at),
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
        """Events holding any of the phrases, best first, at most `k` (ranked by BM25)."""
        return lexical_search(self, phrases, k=k, kinds=kinds, since=since, until=until)

    def search_docs(self) -> list[SearchDoc]:
        """Every searchable event of this session, by seq."""
        rows = self._rows(
            "SELECT seq, kind, search_tokens, search_length FROM events "
            "WHERE session_id = %s AND search_length > 0 ORDER BY seq",
            (self._session_id,),
        )
        return [SearchDoc(seq, _KINDS[kind], text, length) for seq, kind, text, length in rows]

    def search_counts(self, phrases: Sequence[tuple[str, ...]]) -> list[SearchCounts]:
        """Occurrences of each phrase in the events holding a word of one, counted in SQL.

        The full-text index finds the candidates (every event holding any word of any
        phrase, and events too large to index whole); the count of a phrase is its
        non-overlapping occurrences in the padded tokens, as `str.count` gives them.
        """
        query = tsquery_literal(phrases)
        if query is None:
            return []
        counts: list[sql.Composable] = []
        params: list[object] = []
        for phrase in phrases:
            if not phrase:
                counts.append(sql.SQL("0"))
                continue
            pattern = phrase_pattern(stem_phrase(phrase))
            counts.append(sql.SQL("(length(padded) - length(replace(padded, %s, ''))) / %s"))
            params += [pattern, len(pattern)]
        statement = sql.SQL(
            "SELECT seq, kind, search_length, {counts} FROM events "
            "CROSS JOIN LATERAL (SELECT ' ' || replace(search_tokens, ' ', '  ') || ' ') "
            "AS tokens (padded) "
            "WHERE session_id = %s AND search_length > 0 "
            "AND (search @@ CAST(%s AS tsquery) OR search_partial)"
        ).format(counts=sql.SQL(", ").join(counts))
        try:
            rows = self._conn.execute(statement, [*params, self._session_id, query]).fetchall()
        except psycopg.Error as exc:
            raise translate(exc, f"searching session {self._session_id!r}") from exc
        return [SearchCounts(row[0], _KINDS[row[1]], row[2], tuple(row[3:])) for row in rows]

    def search_stats(self) -> SearchStats:
        """How many searchable events the session has, and their tokens in all."""
        rows = self._rows(
            "SELECT search_docs, search_tokens FROM sessions WHERE session_id = %s",
            (self._session_id,),
        )
        return SearchStats(*rows[0]) if rows else SearchStats()

    def vectors(self, space: str) -> dict[int, bytes]:
        """The stored embedding of each event in the vector space `space`, by seq."""
        rows = self._rows(
            "SELECT seq, vector FROM event_vectors WHERE session_id = %s AND space = %s",
            (self._session_id, space),
        )
        return {seq: bytes(vector) for seq, vector in rows}

    def unembedded(self, space: str, *, limit: int) -> list[Event]:
        """Up to `limit` searchable events with no vector in `space` yet, oldest first."""
        rows = self._rows(
            f"SELECT {_EVENT_COLUMNS} FROM events e WHERE e.session_id = %s "
            "AND e.search_length > 0 AND NOT EXISTS (SELECT 1 FROM event_vectors v "
            "WHERE v.session_id = e.session_id AND v.space = %s AND v.seq = e.seq) "
            "ORDER BY e.seq LIMIT %s",
            (self._session_id, space, limit),
        )
        return [_event(self._session_id, row) for row in rows]

    def first_seq_reaching(self, cum_tokens: int, *, head: SessionHead | None = None) -> int | None:
        """The lowest seq whose running token sum is at least `cum_tokens`, or None."""
        # Running sums never decrease along seq: the smallest sum reaching the target, lowest
        # seq first, is one probe of events_cum_tokens.
        rows = self._rows(
            "SELECT seq FROM events WHERE session_id = %s AND cum_tokens >= %s "
            "ORDER BY cum_tokens, seq LIMIT 1",
            (self._session_id, cum_tokens),
        )
        return int(rows[0][0]) if rows else None

    def last_safe_seq(self, *, at_most: int, at_least: int = 0) -> int | None:
        """The highest seq in [at_least, at_most] with no tool call open after it, or None."""
        rows = self._rows(
            "SELECT seq FROM events WHERE session_id = %s AND open_calls = 0 "
            "AND seq <= %s AND seq >= %s ORDER BY seq DESC LIMIT 1",
            (self._session_id, at_most, max(at_least, 1)),
        )
        if rows:
            return int(rows[0][0])
        return 0 if at_least <= 0 <= at_most else None

    def tool_call(self, call_id: str) -> ToolCallRecord | None:
        """The tool call with this id, or None."""
        rows = self._rows(
            "SELECT call_id, name, call_seq, result_seq FROM tool_calls "
            "WHERE session_id = %s AND call_id = %s",
            (self._session_id, call_id),
        )
        return ToolCallRecord(*rows[0]) if rows else None

    def external_id(self, external_id: str) -> ExternalIdRecord | None:
        """The event stored under this external id, or None."""
        rows = self._rows(
            "SELECT external_id, seq, digest FROM external_ids "
            "WHERE session_id = %s AND external_id = %s",
            (self._session_id, external_id),
        )
        return ExternalIdRecord(*rows[0]) if rows else None

    def open_tool_calls(self) -> list[ToolCallRecord]:
        """Tool calls still awaiting their results, oldest first."""
        rows = self._rows(
            "SELECT call_id, name, call_seq, result_seq FROM tool_calls "
            "WHERE session_id = %s AND result_seq IS NULL ORDER BY call_seq, call_id",
            (self._session_id,),
        )
        return [ToolCallRecord(*row) for row in rows]

    def fact(self, key: str) -> FactRecord | None:
        """The latest write of `key`, or None."""
        rows = self._rows(
            "SELECT key, value, source_seq, event_seq FROM facts "
            "WHERE session_id = %s AND key = %s ORDER BY event_seq DESC LIMIT 1",
            (self._session_id, key),
        )
        return _fact(rows[0]) if rows else None

    def facts(self) -> list[FactRecord]:
        """The latest write of every key, ordered by key."""
        rows = self._rows(
            "SELECT DISTINCT ON (key) key, value, source_seq, event_seq FROM facts "
            "WHERE session_id = %s ORDER BY key, event_seq DESC",
            (self._session_id,),
        )
        return [_fact(row) for row in rows]

    def fact_keys(self) -> list[str]:
        """Every key written, ordered by key (what `facts` gives, without reading values)."""
        rows = self._rows(
            "SELECT DISTINCT key FROM facts WHERE session_id = %s ORDER BY key",
            (self._session_id,),
        )
        return [key for (key,) in rows]

    def fact_history(self, key: str) -> list[FactRecord]:
        """Every write of `key`, oldest first."""
        rows = self._rows(
            "SELECT key, value, source_seq, event_seq FROM facts "
            "WHERE session_id = %s AND key = %s ORDER BY event_seq",
            (self._session_id, key),
        )
        return [_fact(row) for row in rows]

    def action(self, action_id: str) -> ActionRecord | None:
        """The current state of an action, or None."""
        rows = self._rows(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE session_id = %s AND action_id = %s "
            "ORDER BY event_seq DESC LIMIT 1",
            (self._session_id, action_id),
        )
        return _action(rows[0]) if rows else None

    def actions(self) -> list[ActionRecord]:
        """The current state of every action, in order of creation."""
        rows = self._rows(
            f"SELECT {_ACTION_COLUMNS} FROM ("
            f"SELECT {_ACTION_COLUMNS}, "
            "min(event_seq) OVER (PARTITION BY action_id) AS first, "
            "row_number() OVER (PARTITION BY action_id ORDER BY event_seq DESC) AS n "
            "FROM actions WHERE session_id = %s) AS latest WHERE n = 1 ORDER BY first",
            (self._session_id,),
        )
        return [_action(row) for row in rows]

    def action_statuses(self) -> list[ActionStatusRecord]:
        """What `actions` gives, without reading params, digests, actors or sources."""
        rows = self._rows(
            "SELECT action_id, kind, status, event_seq FROM ("
            "SELECT action_id, kind, status, event_seq, "
            "min(event_seq) OVER (PARTITION BY action_id) AS first, "
            "row_number() OVER (PARTITION BY action_id ORDER BY event_seq DESC) AS n "
            "FROM actions WHERE session_id = %s) AS latest WHERE n = 1 ORDER BY first",
            (self._session_id,),
        )
        return [ActionStatusRecord(*row) for row in rows]

    def action_history(self, action_id: str) -> list[ActionRecord]:
        """Every state of an action, oldest first."""
        rows = self._rows(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE session_id = %s AND action_id = %s "
            "ORDER BY event_seq",
            (self._session_id, action_id),
        )
        return [_action(row) for row in rows]

    def checkpoints(self) -> list[Checkpoint]:
        """Every checkpoint, oldest first."""
        rows = self._rows(
            f"SELECT {CHECKPOINT_COLUMNS} FROM checkpoints WHERE session_id = %s ORDER BY version",
            (self._session_id,),
        )
        return [_checkpoint(row) for row in rows]

    def latest_checkpoint(self) -> Checkpoint | None:
        """The newest checkpoint, or None."""
        rows = self._rows(
            f"SELECT {CHECKPOINT_COLUMNS} FROM checkpoints WHERE session_id = %s "
            "ORDER BY version DESC LIMIT 1",
            (self._session_id,),
        )
        return _checkpoint(rows[0]) if rows else None

    def pins(self) -> list[PinRecord]:
        """Pinned events, in order of pinning."""
        rows = self._rows(
            "SELECT target_seq, event_seq FROM pins WHERE session_id = %s ORDER BY event_seq",
            (self._session_id,),
        )
        return [PinRecord(*row) for row in rows]

    def coverage(self) -> Coverage:
        """The latest checkpoint's boundary and token figures (all zeros without one)."""
        rows = self._rows(
            "SELECT c.version, c.covers_through, c.token_count, "
            "coalesce((SELECT e.cum_tokens FROM events e WHERE e.session_id = c.session_id "
            "AND e.seq = c.covers_through), 0), "
            "coalesce((SELECT sum(e.tokens) FROM pins p JOIN events e "
            "ON e.session_id = p.session_id AND e.seq = p.target_seq "
            "WHERE p.session_id = c.session_id AND p.target_seq <= c.covers_through), 0) "
            "FROM checkpoints c WHERE c.session_id = %s ORDER BY c.version DESC LIMIT 1",
            (self._session_id,),
        )
        if not rows:
            return Coverage()
        version, covers_through, token_count, boundary, pinned = rows[0]
        return Coverage(version, covers_through, token_count, int(boundary), int(pinned))


def _kinds(kinds: Collection[EventKind] | None) -> list[str] | None:
    return None if kinds is None else [str(kind) for kind in kinds]
