"""Writes of one session, on one connection inside one transaction (the session's row locked)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, LiteralString

import psycopg

from agentstate import json_values as _json
from agentstate.backends.base import (
    ActionRecord,
    ExternalIdRecord,
    FactRecord,
    NewEvent,
    PinRecord,
    SessionHead,
    ToolCallRecord,
    require_action_number,
)
from agentstate.backends.rewrites import Rewrites, Tombstone
from agentstate.errors import CheckpointConflict
from agentstate.events import Event
from agentstate.summary import Checkpoint
from agentstate_postgres import _rewrites
from agentstate_postgres._errors import translate
from agentstate_postgres._queries import CHECKPOINT_COLUMNS, head
from agentstate_postgres._search import index_text
from agentstate_postgres._session import PostgresReader

__all__ = ["PostgresWriter"]


class PostgresWriter(PostgresReader):
    """A `SessionWriter`: the session's row is locked by this transaction until it ends."""

    def __init__(self, conn: psycopg.Connection[Any], session_id: str, head: SessionHead) -> None:
        super().__init__(conn, session_id)
        self._head: SessionHead | None = head

    def head(self) -> SessionHead:
        """The end of the log, as of this transaction's own writes."""
        if self._head is None:
            self._head = self._fetch(head(self._session_id))
        return self._head

    def forget_head(self) -> None:
        """Read the head again when next needed: another writer of this transaction moved it."""
        self._head = None

    def _execute(self, sql: LiteralString, params: Sequence[object]) -> None:
        self._count(sql, params)

    def _count(self, sql: LiteralString, params: Sequence[object]) -> int:
        """Run a write; how many rows it changed."""
        try:
            return self._conn.execute(sql, params).rowcount
        except psycopg.Error as exc:
            raise translate(exc, f"writing session {self._session_id!r}") from exc

    def rewrite(self, rewrites: Rewrites) -> None:
        """Replace stored content in place (see `RewritingWriter.rewrite`)."""
        _rewrites.rewrite(self, rewrites)

    def erase(self, tombstone: Tombstone) -> None:
        """Delete the whole session and record `tombstone` (see `RewritingWriter.erase`)."""
        _rewrites.erase(self, tombstone)

    def append(self, events: Sequence[NewEvent]) -> list[Event]:
        """Append events at ``head().seq + 1, + 2, ...`` and index their search text."""
        if not events:
            return []
        session_id = self._session_id
        first_seq = self.head().seq + 1
        last = events[-1]
        head = SessionHead(first_seq + len(events) - 1, last.cum_tokens, last.open_calls)
        indexed = [index_text(new.search_text) for new in events]
        try:
            # One statement, one round trip: the events (as arrays) and the head they move.
            self._conn.execute(
                "WITH appended AS (INSERT INTO events (session_id, seq, kind, content, "
                "created_at, tokens, cum_tokens, open_calls, search_tokens, search_length, "
                "search, search_partial) "
                "SELECT %s, seq, kind, content, created_at, tokens, cum_tokens, open_calls, "
                "search_tokens, search_length, CAST(search AS tsvector), search_partial "
                "FROM unnest(%s::bigint[], %s::text[], %s::text[], %s::timestamptz[], "
                "%s::integer[], %s::bigint[], %s::integer[], %s::text[], %s::integer[], "
                "%s::text[], %s::boolean[]) AS new (seq, kind, content, created_at, tokens, "
                "cum_tokens, open_calls, search_tokens, search_length, search, search_partial)) "
                "UPDATE sessions SET last_seq = %s, cum_tokens = %s, open_calls = %s, "
                "created_at = coalesce(created_at, %s), search_docs = search_docs + %s, "
                "search_tokens = search_tokens + %s WHERE session_id = %s",
                (
                    session_id,
                    list(range(first_seq, head.seq + 1)),
                    [new.kind.value for new in events],
                    [new.content_json for new in events],
                    [new.created_at for new in events],
                    [new.tokens for new in events],
                    [new.cum_tokens for new in events],
                    [new.open_calls for new in events],
                    [text.tokens for text in indexed],
                    [text.length for text in indexed],
                    [text.tsvector for text in indexed],
                    [text.partial for text in indexed],
                    head.seq,
                    head.cum_tokens,
                    head.open_calls,
                    events[0].created_at,
                    sum(1 for text in indexed if text.length),
                    sum(text.length for text in indexed),
                    session_id,
                ),
            )
        except psycopg.Error as exc:
            raise translate(exc, f"appending to session {session_id!r}") from exc
        self._head = head
        return [
            Event(
                session_id,
                first_seq + offset,
                new.kind,
                new.content,
                new.created_at,
                new.tokens,
                new.cum_tokens,
                new.open_calls,
            )
            for offset, new in enumerate(events)
        ]

    def put_tool_call(self, record: ToolCallRecord) -> None:
        """Insert a tool call, or record its result (`result_seq`) if it exists."""
        self._execute(
            "INSERT INTO tool_calls (session_id, call_id, name, call_seq, result_seq) "
            "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (session_id, call_id) "
            "DO UPDATE SET result_seq = EXCLUDED.result_seq",
            (self._session_id, record.call_id, record.name, record.call_seq, record.result_seq),
        )

    def put_external_id(self, record: ExternalIdRecord) -> None:
        """Record an event's external id."""
        self._execute(
            "INSERT INTO external_ids (session_id, external_id, seq, digest) "
            "VALUES (%s, %s, %s, %s)",
            (self._session_id, record.external_id, record.seq, record.digest),
        )

    def put_fact(self, record: FactRecord) -> None:
        """Record a scratchpad write."""
        self._execute(
            "INSERT INTO facts (session_id, key, event_seq, value, source_seq) "
            "VALUES (%s, %s, %s, %s, %s)",
            (
                self._session_id,
                record.key,
                record.event_seq,
                _json.dumps(record.value, what=f"fact {record.key!r}"),
                record.source_seq,
            ),
        )

    def put_action(self, record: ActionRecord) -> None:
        """Record a new state of an action."""
        require_action_number(record.action_id)
        self._execute(
            "INSERT INTO actions (session_id, action_id, event_seq, kind, params, digest, "
            "status, actor, source_seq) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
            (
                self._session_id,
                record.action_id,
                record.event_seq,
                record.kind,
                _json.dumps(record.params, what=f"params of {record.action_id}"),
                record.digest,
                record.status,
                record.actor,
                record.source_seq,
            ),
        )

    def put_checkpoint(self, record: Checkpoint, *, expected_parent: int) -> None:
        """Record a checkpoint if the latest version is still `expected_parent` (0: none).

        The session row lock makes the check and the insert one step: a rival compaction
        either committed before this transaction took the lock (and is seen here) or waits.

        Raises:
            CheckpointConflict: another checkpoint was committed since.
        """
        rows = self._rows(
            "SELECT coalesce(max(version), 0) FROM checkpoints WHERE session_id = %s",
            (self._session_id,),
        )
        actual = int(rows[0][0])
        if actual != expected_parent:
            msg = (
                f"session {self._session_id!r}: checkpoint {actual} is the latest, "
                f"not {expected_parent}; another compaction committed first"
            )
            raise CheckpointConflict(msg, expected=expected_parent, actual=actual)
        self._execute(
            f"INSERT INTO checkpoints (session_id, {CHECKPOINT_COLUMNS}) "
            "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
            (
                self._session_id,
                record.version,
                record.parent,
                record.covers_through,
                _json.dumps(record.summary, what="checkpoint summary"),
                record.schema_version,
                record.summarizer,
                record.summarizer_version,
                record.created_at,
                record.token_count,
                record.event_seq,
            ),
        )

    def put_pin(self, record: PinRecord) -> None:
        """Pin an event."""
        self._execute(
            "INSERT INTO pins (session_id, target_seq, event_seq) VALUES (%s, %s, %s)",
            (self._session_id, record.target_seq, record.event_seq),
        )

    def put_vectors(self, space: str, vectors: Mapping[int, bytes]) -> None:
        """Store embeddings by seq; an event that already has one in `space` keeps it."""
        if not vectors:
            return
        self._execute(
            "INSERT INTO event_vectors (session_id, space, seq, vector) "
            "SELECT %s, %s, seq, vector FROM unnest(%s::bigint[], %s::bytea[]) "
            "AS new (seq, vector) ON CONFLICT DO NOTHING",
            (self._session_id, space, list(vectors), [bytes(v) for v in vectors.values()]),
        )
