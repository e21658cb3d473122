"""Reads of one session, on one connection inside one transaction.

Each read is a `Query` of `agentstate_postgres._queries` (the asyncio reader runs the same
ones); `PostgresWriter` (`agentstate_postgres._writer`) adds the writes.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any, LiteralString, TypeVar

import psycopg

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
from agentstate.backends.search import lexical_search
from agentstate.events import Event, EventKind
from agentstate.summary import Checkpoint
from agentstate_postgres import _queries as q
from agentstate_postgres._errors import translate

__all__ = ["PostgresReader"]

_T = TypeVar("_T")


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

    def _fetch(self, query: q.Query[_T]) -> _T:
        try:
            rows = self._conn.execute(query.statement, query.params).fetchall()
        except psycopg.Error as exc:
            raise translate(exc, f"{query.doing} session {self._session_id!r}") from exc
        return query.decode(rows)

    def head(self) -> SessionHead:
        """The end of the log (all zeros for a session with no events)."""
        return self._fetch(q.head(self._session_id))

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
        return self._fetch(
            q.events(
                self._session_id,
                after=after,
                until=until,
                limit=limit,
                kinds=kinds,
                newest_first=newest_first,
            )
        )

    def event(self, seq: int) -> Event | None:
        """The event at `seq`, or None."""
        return self._fetch(q.event(self._session_id, seq))

    def events_at(self, seqs: Collection[int]) -> list[Event]:
        """The events at these seqs, oldest first, in one read; seqs with no event are left out."""
        return self._fetch(q.events_at(self._session_id, seqs))

    def encoded_events_at(self, seqs: Collection[int]) -> list[EncodedEvent]:
        """What `events_at` reads, each event's content left as its stored JSON text."""
        return self._fetch(q.encoded_events_at(self._session_id, seqs))

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
        return self._fetch(q.search_docs(self._session_id))

    def search_counts(self, phrases: Sequence[tuple[str, ...]]) -> list[SearchCounts]:
        """Occurrences of each phrase in the events holding a word of one, counted in SQL."""
        query = q.search_counts(self._session_id, phrases)
        return [] if query is None else self._fetch(query)

    def search_stats(self) -> SearchStats:
        """How many searchable events the session has, and their tokens in all."""
        return self._fetch(q.search_stats(self._session_id))

    def vectors(self, space: str) -> dict[int, bytes]:
        """The stored embedding of each event in the vector space `space`, by seq."""
        return self._fetch(q.vectors(self._session_id, space))

    def unembedded(self, space: str, *, limit: int) -> list[Event]:
        """Up to `limit` searchable events with no vector in `space` yet, oldest first."""
        return self._fetch(q.unembedded(self._session_id, space, limit=limit))

    def first_seq_reaching(self, cum_tokens: int, *, head: SessionHead | None = None) -> int | None:
        """The lowest seq whose running token sum is at least `cum_tokens`, or None."""
        return self._fetch(q.first_seq_reaching(self._session_id, cum_tokens))

    def last_safe_seq(self, *, at_most: int, at_least: int = 0) -> int | None:
        """The highest seq in [at_least, at_most] with no tool call open after it, or None."""
        return self._fetch(q.last_safe_seq(self._session_id, at_most=at_most, at_least=at_least))

    def tool_call(self, call_id: str) -> ToolCallRecord | None:
        """The tool call with this id, or None."""
        return self._fetch(q.tool_call(self._session_id, call_id))

    def external_id(self, external_id: str) -> ExternalIdRecord | None:
        """The event stored under this external id, or None."""
        return self._fetch(q.external_id(self._session_id, external_id))

    def open_tool_calls(self) -> list[ToolCallRecord]:
        """Tool calls still awaiting their results, oldest first."""
        return self._fetch(q.open_tool_calls(self._session_id))

    def fact(self, key: str) -> FactRecord | None:
        """The latest write of `key`, or None."""
        return self._fetch(q.fact(self._session_id, key))

    def facts(self) -> list[FactRecord]:
        """The latest write of every key, ordered by key."""
        return self._fetch(q.facts(self._session_id))

    def fact_keys(self) -> list[str]:
        """Every key written, ordered by key (what `facts` gives, without reading values)."""
        return self._fetch(q.fact_keys(self._session_id))

    def fact_history(self, key: str) -> list[FactRecord]:
        """Every write of `key`, oldest first."""
        return self._fetch(q.fact_history(self._session_id, key))

    def action(self, action_id: str) -> ActionRecord | None:
        """The current state of an action, or None."""
        return self._fetch(q.action(self._session_id, action_id))

    def actions(self) -> list[ActionRecord]:
        """The current state of every action, in order of creation."""
        return self._fetch(q.actions(self._session_id))

    def action_statuses(self) -> list[ActionStatusRecord]:
        """What `actions` gives, without reading params, digests, actors or sources."""
        return self._fetch(q.action_statuses(self._session_id))

    def action_history(self, action_id: str) -> list[ActionRecord]:
        """Every state of an action, oldest first."""
        return self._fetch(q.action_history(self._session_id, action_id))

    def checkpoints(self) -> list[Checkpoint]:
        """Every checkpoint, oldest first."""
        return self._fetch(q.checkpoints(self._session_id))

    def latest_checkpoint(self) -> Checkpoint | None:
        """The newest checkpoint, or None."""
        return self._fetch(q.latest_checkpoint(self._session_id))

    def pins(self) -> list[PinRecord]:
        """Pinned events, in order of pinning."""
        return self._fetch(q.pins(self._session_id))

    def coverage(self) -> Coverage:
        """The latest checkpoint's boundary and token figures (all zeros without one)."""
        return self._fetch(q.coverage(self._session_id))
