"""The SQLite backend's reader: the reads of one session, over one snapshot.

Events, tool calls, scratchpad facts, ledger actions, checkpoints and pins are read here; the
search reads come from `agentstate.backends._sqlite_search`. A reader reads inside the
transaction its backend opened, so every read sees one snapshot.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Sequence
from typing import Any

from agentstate import _json
from agentstate._clock import parse_time
from agentstate.backends._sqlite_errors import DRIVER_ERRORS, decoding, translate
from agentstate.backends._sqlite_rows import EVENT_COLUMNS, KINDS, decode_event, decode_events
from agentstate.backends._sqlite_search import _SqliteSearch
from agentstate.backends.base import (
    ActionRecord,
    ActionStatusRecord,
    Coverage,
    EncodedEvent,
    ExternalIdRecord,
    FactRecord,
    PinRecord,
    SessionHead,
    ToolCallRecord,
    action_number,
)
from agentstate.events import Event, EventKind
from agentstate.summary import Checkpoint

__all__ = ["_SqliteReader"]

_IN_CHUNK = 500
"""The most values bound in one ``IN (...)`` list (SQLite's oldest limit is 999 parameters)."""


class _SqliteReader(_SqliteSearch):
    """Reads of one session inside a transaction on the backend's connection."""

    def __init__(self, conn: sqlite3.Connection, session_id: str) -> None:
        self._conn = conn
        self._session_id = session_id

    @property
    def session_id(self) -> str:
        return self._session_id

    def _rows(self, sql: str, params: Sequence[object]) -> list[Any]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except DRIVER_ERRORS as exc:
            raise translate(exc, f"reading session {self._session_id!r}") from exc

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
        sql = f"SELECT {EVENT_COLUMNS} FROM events WHERE session_id = ? AND seq > ?"
        params: list[object] = [self._session_id, after]
        if until is not None:
            sql += " AND seq <= ?"
            params.append(until)
        wanted = sorted({str(kind) for kind in kinds}) if kinds is not None else None
        if wanted is not None and len(wanted) == 1 and wanted[0] in KINDS:
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
        return decode_events(session_id, self._rows(sql, params))

    def event(self, seq: int) -> Event | None:
        rows = self._rows(
            f"SELECT {EVENT_COLUMNS} FROM events WHERE session_id = ? AND seq = ?",
            (self._session_id, seq),
        )
        return decode_event(self._session_id, rows[0]) if rows else None

    def _event_rows_at(self, seqs: Collection[int]) -> list[Any]:
        wanted = sorted(set(seqs))
        rows: list[Any] = []
        # Chunks stay below SQLite's oldest limit on bound parameters (999).
        for start in range(0, len(wanted), _IN_CHUNK):
            chunk = wanted[start : start + _IN_CHUNK]
            rows += self._rows(
                f"SELECT {EVENT_COLUMNS} FROM events WHERE session_id = ? "
                f"AND seq IN ({', '.join('?' * len(chunk))}) ORDER BY seq",
                (self._session_id, *chunk),
            )
        return rows

    def events_at(self, seqs: Collection[int]) -> list[Event]:
        return decode_events(self._session_id, self._event_rows_at(seqs))

    def encoded_events_at(self, seqs: Collection[int]) -> list[EncodedEvent]:
        session_id = self._session_id
        rows = self._event_rows_at(seqs)
        with decoding(f"events of session {session_id!r}"):
            return [
                EncodedEvent(
                    session_id,
                    seq,
                    KINDS[kind],
                    content,
                    parse_time(created_at),
                    tokens,
                    cum_tokens,
                    open_calls,
                )
                for seq, kind, content, created_at, tokens, cum_tokens, open_calls in rows
            ]

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

    def external_id(self, external_id: str) -> ExternalIdRecord | None:
        rows = self._rows(
            "SELECT external_id, seq, digest FROM external_ids "
            "WHERE session_id = ? AND external_id = ?",
            (self._session_id, external_id),
        )
        return ExternalIdRecord(*rows[0]) if rows else None

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
        with decoding(f"fact {key!r}"):
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
        with decoding("the scratchpad's keys"):
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
        with decoding(f"action {action_id!r}"):
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
        with decoding(f"checkpoint {version}"):
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
