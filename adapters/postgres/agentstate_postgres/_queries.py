"""Every read of a session as one `Query`: its SQL, its parameters and how its rows decode.

The synchronous reader (`agentstate_postgres._session`) and the asyncio reader
(`agentstate_postgres._async`) both run these, one on a `psycopg.Connection`, the other
awaited on a `psycopg.AsyncConnection`: the SQL text and the decoding of rows exist once.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from datetime import UTC, datetime
from typing import Any, Generic, LiteralString, TypeVar

import attrs
from psycopg import sql

from agentstate import json_values as _json
from agentstate.backends.base import (
    ActionRecord,
    ActionStatusRecord,
    Coverage,
    EncodedEvent,
    ExternalIdRecord,
    FactRecord,
    PinRecord,
    SearchCounts,
    SearchDoc,
    SearchStats,
    SessionHead,
    ToolCallRecord,
)
from agentstate.backends.search import phrase_pattern, stem_phrase
from agentstate.errors import StorageCorrupted
from agentstate.events import Event, EventKind
from agentstate.summary import Checkpoint
from agentstate_postgres._search import tsquery_literal

__all__ = ["CHECKPOINT_COLUMNS", "Query", "utc"]

_T = TypeVar("_T")
Rows = list[tuple[Any, ...]]

_KINDS = {kind.value: kind for kind in EventKind}
_EVENT_COLUMNS = "seq, kind, content, created_at, tokens, cum_tokens, open_calls"
_ACTION_COLUMNS = "action_id, kind, params, digest, status, actor, source_seq, event_seq"
CHECKPOINT_COLUMNS = (
    "version, parent, covers_through, summary, schema_version, summarizer, "
    "summarizer_version, created_at, token_count, event_seq"
)
"""The columns of the checkpoints table, in the order `_checkpoint` decodes a row of them."""


@attrs.frozen
class Query(Generic[_T]):
    """One statement of a read, with its parameters and the decoding of all its rows."""

    statement: LiteralString | sql.SQL | sql.Composed
    params: Sequence[object]
    decode: Callable[[Rows], _T]
    doing: str = "reading"
    """What the read does, for the message of a driver error ("reading", "searching")."""


def utc(moment: datetime) -> datetime:
    """A stored time in UTC."""
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
        utc(created_at),
        tokens,
        cum_tokens,
        open_calls,
    )


def _events(session_id: str) -> Callable[[Rows], list[Event]]:
    return lambda rows: [_event(session_id, row) for row in rows]


def _first(decode: Callable[[Sequence[Any]], _T]) -> Callable[[Rows], _T | None]:
    """Decode the first row, or None when there is none."""
    return lambda rows: decode(rows[0]) if rows else None


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
        utc(created_at),
        token_count,
        event_seq,
    )


def _kinds(kinds: Collection[EventKind] | None) -> list[str] | None:
    return None if kinds is None else [str(kind) for kind in kinds]


# --- the reads, in the order of `SessionReader` ------------------------------------------------


def head(session_id: str) -> Query[SessionHead]:
    """`SessionReader.head`."""
    return Query(
        "SELECT last_seq, cum_tokens, open_calls FROM sessions WHERE session_id = %s",
        (session_id,),
        lambda rows: SessionHead(*rows[0]) if rows else SessionHead(),
    )


def events(
    session_id: str,
    *,
    after: int,
    until: int | None,
    limit: int | None,
    kinds: Collection[EventKind] | None,
    newest_first: bool,
) -> Query[list[Event]]:
    """`SessionReader.events`."""
    return Query(
        f"SELECT {_EVENT_COLUMNS} FROM events WHERE session_id = %s AND seq > %s "
        "AND (%s::bigint IS NULL OR seq <= %s) "
        "AND (%s::text[] IS NULL OR kind = ANY(%s)) "
        + ("ORDER BY seq DESC " if newest_first else "ORDER BY seq ")
        + "LIMIT %s",
        (session_id, after, until, until, _kinds(kinds), _kinds(kinds), limit),
        _events(session_id),
    )


def event(session_id: str, seq: int) -> Query[Event | None]:
    """`SessionReader.event`."""
    return Query(
        f"SELECT {_EVENT_COLUMNS} FROM events WHERE session_id = %s AND seq = %s",
        (session_id, seq),
        _first(lambda row: _event(session_id, row)),
    )


_EVENTS_AT: LiteralString = (
    f"SELECT {_EVENT_COLUMNS} FROM events WHERE session_id = %s "
    "AND seq = ANY(%s::bigint[]) ORDER BY seq"
)


def events_at(session_id: str, seqs: Collection[int]) -> Query[list[Event]]:
    """`SessionReader.events_at`."""
    return Query(_EVENTS_AT, (session_id, sorted(set(seqs))), _events(session_id))


def encoded_events_at(session_id: str, seqs: Collection[int]) -> Query[list[EncodedEvent]]:
    """`SessionReader.encoded_events_at`."""
    return Query(
        _EVENTS_AT,
        (session_id, sorted(set(seqs))),
        lambda rows: [
            EncodedEvent(
                session_id,
                seq,
                _KINDS[kind],
                content,
                utc(created_at),
                tokens,
                cum_tokens,
                open_calls,
            )
            for seq, kind, content, created_at, tokens, cum_tokens, open_calls in rows
        ],
    )


def search_docs(session_id: str) -> Query[list[SearchDoc]]:
    """`SessionReader.search_docs`."""
    return Query(
        "SELECT seq, kind, search_tokens, search_length FROM events "
        "WHERE session_id = %s AND search_length > 0 ORDER BY seq",
        (session_id,),
        lambda rows: [
            SearchDoc(seq, _KINDS[kind], text, length) for seq, kind, text, length in rows
        ],
    )


def search_counts(
    session_id: str, phrases: Sequence[tuple[str, ...]]
) -> Query[list[SearchCounts]] | None:
    """`SessionReader.search_counts`, counted in SQL (None: no word to look for).

    The full-text index finds the candidates (every event holding any word of any phrase,
    and events too large to index whole); the count of a phrase is its non-overlapping
    occurrences in the padded tokens, as `str.count` gives them.
    """
    query = tsquery_literal(phrases)
    if query is None:
        return None
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
    return Query(
        statement,
        [*params, session_id, query],
        lambda rows: [SearchCounts(row[0], _KINDS[row[1]], row[2], tuple(row[3:])) for row in rows],
        doing="searching",
    )


def search_stats(session_id: str) -> Query[SearchStats]:
    """`SessionReader.search_stats`."""
    return Query(
        "SELECT search_docs, search_tokens FROM sessions WHERE session_id = %s",
        (session_id,),
        lambda rows: SearchStats(*rows[0]) if rows else SearchStats(),
    )


def vectors(session_id: str, space: str) -> Query[dict[int, bytes]]:
    """`SessionReader.vectors`."""
    return Query(
        "SELECT seq, vector FROM event_vectors WHERE session_id = %s AND space = %s",
        (session_id, space),
        lambda rows: {seq: bytes(vector) for seq, vector in rows},
    )


def unembedded(session_id: str, space: str, *, limit: int) -> Query[list[Event]]:
    """`SessionReader.unembedded`."""
    return Query(
        f"SELECT {_EVENT_COLUMNS} FROM events e WHERE e.session_id = %s "
        "AND e.search_length > 0 AND NOT EXISTS (SELECT 1 FROM event_vectors v "
        "WHERE v.session_id = e.session_id AND v.space = %s AND v.seq = e.seq) "
        "ORDER BY e.seq LIMIT %s",
        (session_id, space, limit),
        _events(session_id),
    )


def first_seq_reaching(session_id: str, cum_tokens: int) -> Query[int | None]:
    """`SessionReader.first_seq_reaching`."""
    # Running sums never decrease along seq: the smallest sum reaching the target, lowest
    # seq first, is one probe of events_cum_tokens.
    return Query(
        "SELECT seq FROM events WHERE session_id = %s AND cum_tokens >= %s "
        "ORDER BY cum_tokens, seq LIMIT 1",
        (session_id, cum_tokens),
        _first(lambda row: int(row[0])),
    )


def last_safe_seq(session_id: str, *, at_most: int, at_least: int) -> Query[int | None]:
    """`SessionReader.last_safe_seq`."""
    return Query(
        "SELECT seq FROM events WHERE session_id = %s AND open_calls = 0 "
        "AND seq <= %s AND seq >= %s ORDER BY seq DESC LIMIT 1",
        (session_id, at_most, max(at_least, 1)),
        lambda rows: int(rows[0][0]) if rows else (0 if at_least <= 0 <= at_most else None),
    )


def tool_call(session_id: str, call_id: str) -> Query[ToolCallRecord | None]:
    """`SessionReader.tool_call`."""
    return Query(
        "SELECT call_id, name, call_seq, result_seq FROM tool_calls "
        "WHERE session_id = %s AND call_id = %s",
        (session_id, call_id),
        _first(lambda row: ToolCallRecord(*row)),
    )


def open_tool_calls(session_id: str) -> Query[list[ToolCallRecord]]:
    """`SessionReader.open_tool_calls`."""
    return Query(
        "SELECT call_id, name, call_seq, result_seq FROM tool_calls "
        "WHERE session_id = %s AND result_seq IS NULL ORDER BY call_seq, call_id",
        (session_id,),
        lambda rows: [ToolCallRecord(*row) for row in rows],
    )


def external_id(session_id: str, external_id: str) -> Query[ExternalIdRecord | None]:
    """`SessionReader.external_id`."""
    return Query(
        "SELECT external_id, seq, digest FROM external_ids "
        "WHERE session_id = %s AND external_id = %s",
        (session_id, external_id),
        _first(lambda row: ExternalIdRecord(*row)),
    )


def fact(session_id: str, key: str) -> Query[FactRecord | None]:
    """`SessionReader.fact`."""
    return Query(
        "SELECT key, value, source_seq, event_seq FROM facts "
        "WHERE session_id = %s AND key = %s ORDER BY event_seq DESC LIMIT 1",
        (session_id, key),
        _first(_fact),
    )


def facts(session_id: str) -> Query[list[FactRecord]]:
    """`SessionReader.facts`."""
    return Query(
        "SELECT DISTINCT ON (key) key, value, source_seq, event_seq FROM facts "
        "WHERE session_id = %s ORDER BY key, event_seq DESC",
        (session_id,),
        lambda rows: [_fact(row) for row in rows],
    )


def fact_keys(session_id: str) -> Query[list[str]]:
    """`SessionReader.fact_keys`."""
    return Query(
        "SELECT DISTINCT key FROM facts WHERE session_id = %s ORDER BY key",
        (session_id,),
        lambda rows: [key for (key,) in rows],
    )


def fact_history(session_id: str, key: str) -> Query[list[FactRecord]]:
    """`SessionReader.fact_history`."""
    return Query(
        "SELECT key, value, source_seq, event_seq FROM facts "
        "WHERE session_id = %s AND key = %s ORDER BY event_seq",
        (session_id, key),
        lambda rows: [_fact(row) for row in rows],
    )


def action(session_id: str, action_id: str) -> Query[ActionRecord | None]:
    """`SessionReader.action`."""
    return Query(
        f"SELECT {_ACTION_COLUMNS} FROM actions WHERE session_id = %s AND action_id = %s "
        "ORDER BY event_seq DESC LIMIT 1",
        (session_id, action_id),
        _first(_action),
    )


def actions(session_id: str) -> Query[list[ActionRecord]]:
    """`SessionReader.actions`."""
    return Query(
        f"SELECT {_ACTION_COLUMNS} FROM ("
        f"SELECT {_ACTION_COLUMNS}, "
        "min(event_seq) OVER (PARTITION BY action_id) AS first, "
        "row_number() OVER (PARTITION BY action_id ORDER BY event_seq DESC) AS n "
        "FROM actions WHERE session_id = %s) AS latest WHERE n = 1 ORDER BY first",
        (session_id,),
        lambda rows: [_action(row) for row in rows],
    )


def action_statuses(session_id: str) -> Query[list[ActionStatusRecord]]:
    """`SessionReader.action_statuses`."""
    return Query(
        "SELECT action_id, kind, status, event_seq FROM ("
        "SELECT action_id, kind, status, event_seq, "
        "min(event_seq) OVER (PARTITION BY action_id) AS first, "
        "row_number() OVER (PARTITION BY action_id ORDER BY event_seq DESC) AS n "
        "FROM actions WHERE session_id = %s) AS latest WHERE n = 1 ORDER BY first",
        (session_id,),
        lambda rows: [ActionStatusRecord(*row) for row in rows],
    )


def action_history(session_id: str, action_id: str) -> Query[list[ActionRecord]]:
    """`SessionReader.action_history`."""
    return Query(
        f"SELECT {_ACTION_COLUMNS} FROM actions WHERE session_id = %s AND action_id = %s "
        "ORDER BY event_seq",
        (session_id, action_id),
        lambda rows: [_action(row) for row in rows],
    )


def checkpoints(session_id: str) -> Query[list[Checkpoint]]:
    """`SessionReader.checkpoints`."""
    return Query(
        f"SELECT {CHECKPOINT_COLUMNS} FROM checkpoints WHERE session_id = %s ORDER BY version",
        (session_id,),
        lambda rows: [_checkpoint(row) for row in rows],
    )


def latest_checkpoint(session_id: str) -> Query[Checkpoint | None]:
    """`SessionReader.latest_checkpoint`."""
    return Query(
        f"SELECT {CHECKPOINT_COLUMNS} FROM checkpoints WHERE session_id = %s "
        "ORDER BY version DESC LIMIT 1",
        (session_id,),
        _first(_checkpoint),
    )


def pins(session_id: str) -> Query[list[PinRecord]]:
    """`SessionReader.pins`."""
    return Query(
        "SELECT target_seq, event_seq FROM pins WHERE session_id = %s ORDER BY event_seq",
        (session_id,),
        lambda rows: [PinRecord(*row) for row in rows],
    )


def _coverage(rows: Rows) -> Coverage:
    if not rows:
        return Coverage()
    version, covers_through, token_count, boundary, pinned = rows[0]
    return Coverage(version, covers_through, token_count, int(boundary), int(pinned))


def coverage(session_id: str) -> Query[Coverage]:
    """`SessionReader.coverage`."""
    return Query(
        "SELECT c.version, c.covers_through, c.token_count, "
        "coalesce((SELECT e.cum_tokens FROM events e WHERE e.session_id = c.session_id "
        "AND e.seq = c.covers_through), 0), "
        "coalesce((SELECT sum(e.tokens) FROM pins p JOIN events e "
        "ON e.session_id = p.session_id AND e.seq = p.target_seq "
        "WHERE p.session_id = c.session_id AND p.target_seq <= c.covers_through), 0) "
        "FROM checkpoints c WHERE c.session_id = %s ORDER BY c.version DESC LIMIT 1",
        (session_id,),
        _coverage,
    )
