"""The in-memory reference backend: the storage contract in plain Python, for tests and demos.

Nothing survives the process. Every operation holds one lock, so a write transaction is
exclusive and a read sees a consistent snapshot; a failed write is undone from an undo log.
Stored content is kept as JSON text and decoded on read, so callers never share (or mutate)
the stored record. Search finds events by their index tokens (the same tokens SQLite's
``porter unicode61`` index holds) and ranks them with `agentstate.backends.search`, as every
backend does.

The module is a little over the usual length because it is the whole reference contract in
one place, rewrites and erasure (`agentstate.backends.rewrites`) included: they change the
same private records its writer appends to, and take back what they changed the same way.
"""

from __future__ import annotations

import bisect
import heapq
import threading
from collections.abc import Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime

import attrs

from agentstate import _json
from agentstate._text import tokens
from agentstate.backends._memory_store import Session as _Session
from agentstate.backends._memory_store import Stored as _Stored
from agentstate.backends._memory_store import Undo as _Undo
from agentstate.backends._memory_store import changed as _changed
from agentstate.backends._memory_store import copy_session as _copy_session
from agentstate.backends._memory_store import restore as _restore
from agentstate.backends._memory_store import rollback as _rollback
from agentstate.backends.base import (
    ActionRecord,
    ActionStatusRecord,
    Coverage,
    EncodedEvent,
    ExternalIdRecord,
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
    require_action_number,
)
from agentstate.backends.rewrites import Rewrites, Tombstone, check_rewrites
from agentstate.backends.search import lexical_search_padded, padded, phrase_pattern, stem_phrase
from agentstate.errors import CheckpointConflict, InvalidInput, StorageError
from agentstate.events import Event, EventKind
from agentstate.summary import Checkpoint

__all__ = ["MemoryBackend"]

_NEVER = datetime.min.replace(tzinfo=UTC)  # a session not yet written has no time


class MemoryBackend:
    """Keeps everything in memory; the reference implementation of `StorageBackend`."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._sessions: dict[str, _Session] = {}
        self._closed = False
        self._open_writes = 0
        """Write transactions open (all on the thread holding the lock): `tip` answers None."""
        self._writes: list[tuple[str, _Session, _Undo]] = []
        """Every write of the open transaction (nested ones included), outermost first."""
        self._tombstones: list[Tombstone] = []

    def __repr__(self) -> str:
        return f"<MemoryBackend sessions={len(self._sessions)}>"

    def _check_open(self) -> None:
        if self._closed:
            msg = "this backend is closed"
            raise StorageError(msg)

    @contextmanager
    def read(self, session_id: str) -> Iterator[_MemoryReader]:
        """A consistent read-only view of one session."""
        with self._lock:
            self._check_open()
            yield _MemoryReader(session_id, self._sessions.get(session_id))

    @contextmanager
    def write(self, session_id: str) -> Iterator[_MemoryWriter]:
        """An exclusive write transaction on one session: all or nothing.

        A write opened inside another (on this thread, which holds the lock) is part of it,
        as a savepoint: if it raises, only its own changes are taken back; if the outer
        write raises, the nested write's changes go with it, whatever session they touched.
        """
        with self._lock:
            self._check_open()
            data = self._sessions.get(session_id)
            created = data is None
            if data is None:
                data = self._sessions[session_id] = _Session(created_at=_NEVER)
            undo = _Undo(
                created=created,
                lengths=(
                    len(data.events),
                    len(data.facts),
                    len(data.actions),
                    len(data.checkpoints),
                    len(data.pins),
                ),
                tombstones=len(self._tombstones),
            )
            mark = len(self._writes)
            self._writes.append((session_id, data, undo))
            self._open_writes += 1
            try:
                yield _MemoryWriter(session_id, data, undo, self._tombstones)
            except BaseException:
                self._take_back(mark)
                raise
            finally:
                self._open_writes -= 1
            if not self._open_writes:
                self._commit()

    def _take_back(self, mark: int) -> None:
        """Undo the writes opened since `mark` (the failed one and those nested in it)."""
        for session_id, data, undo in reversed(self._writes[mark:]):
            _rollback(data, undo)
            del self._tombstones[undo.tombstones :]
            if undo.created and self._sessions.get(session_id) is data:
                del self._sessions[session_id]
        del self._writes[mark:]

    def _commit(self) -> None:
        """End the outermost write: a session it created but left unchanged is not kept."""
        for session_id, data, undo in self._writes:
            if undo.created and not _changed(data, undo):
                self._sessions.pop(session_id, None)
        self._writes.clear()

    def sessions(self) -> list[SessionInfo]:
        """Every session with at least one event, by id."""
        with self._lock:
            self._check_open()
            return [
                SessionInfo(session_id, data.created_at, len(data.events))
                for session_id, data in sorted(self._sessions.items())
                if data.events
            ]

    def tip(self, session_id: str) -> SessionTip | None:
        """The session's head, latest compaction event and pin count, as committed.

        None inside a write transaction (this thread's, since writes hold the lock), whose
        changes are already in place.
        """
        with self._lock:
            self._check_open()
            if self._open_writes:
                return None
            data = self._sessions.get(session_id)
            if data is None or not data.events:
                return SessionTip()
            last = data.events[-1].event
            compactions = data.seqs_by_kind.get(EventKind.COMPACTION)
            return SessionTip(
                last.seq,
                last.cum_tokens,
                last.open_calls,
                compactions[-1] if compactions else 0,
                len(data.pins),
            )

    def tombstones(self) -> list[Tombstone]:
        """Every erased session's tombstone, oldest first."""
        with self._lock:
            self._check_open()
            return list(self._tombstones)

    def close(self) -> None:
        """Forget everything; the backend is unusable afterwards."""
        with self._lock:
            self._closed = True
            self._sessions.clear()


def _fresh(stored: _Stored) -> Event:
    content = _json.loads(stored.content_json)
    assert isinstance(content, dict)
    event = stored.event  # the record with fresh content, built directly (no attrs.evolve)
    return Event(
        event.session_id,
        event.seq,
        event.kind,
        content,
        event.created_at,
        event.tokens,
        event.cum_tokens,
        event.open_calls,
    )


def _encoded(stored: _Stored) -> EncodedEvent:
    if stored.encoded is None:
        event = stored.event
        stored.encoded = EncodedEvent(
            event.session_id,
            event.seq,
            event.kind,
            stored.content_json,
            event.created_at,
            event.tokens,
            event.cum_tokens,
            event.open_calls,
        )
    return stored.encoded


class _MemoryReader:
    def __init__(self, session_id: str, data: _Session | None) -> None:
        self._session_id = session_id
        self._data = data if data is not None else _Session(created_at=_NEVER)

    @property
    def session_id(self) -> str:
        return self._session_id

    def head(self) -> SessionHead:
        if not self._data.events:
            return SessionHead()
        last = self._data.events[-1].event
        return SessionHead(last.seq, last.cum_tokens, last.open_calls)

    def events(
        self,
        *,
        after: int = 0,
        until: int | None = None,
        limit: int | None = None,
        kinds: Collection[EventKind] | None = None,
        newest_first: bool = False,
    ) -> list[Event]:
        stored = self._data.events
        end = len(stored) if until is None else max(0, min(until, len(stored)))
        start = max(0, after)
        if kinds is None:
            window = stored[start:end]
        else:
            parts: list[list[int]] = []
            for kind in set(kinds):
                seqs = self._data.seqs_by_kind.get(kind, [])
                part = seqs[bisect.bisect_right(seqs, start) : bisect.bisect_right(seqs, end)]
                if limit is not None:
                    part = part[-limit:] if newest_first else part[:limit]
                parts.append(part)
            window = [stored[seq - 1] for seq in heapq.merge(*parts)]
        if newest_first:
            window = window[::-1]
        if limit is not None:
            window = window[:limit]
        return [_fresh(item) for item in window]

    def event(self, seq: int) -> Event | None:
        if 1 <= seq <= len(self._data.events):
            return _fresh(self._data.events[seq - 1])
        return None

    def events_at(self, seqs: Collection[int]) -> list[Event]:
        stored = self._data.events
        return [_fresh(stored[seq - 1]) for seq in sorted(set(seqs)) if 1 <= seq <= len(stored)]

    def encoded_events_at(self, seqs: Collection[int]) -> list[EncodedEvent]:
        stored = self._data.events
        return [_encoded(stored[seq - 1]) for seq in sorted(set(seqs)) if 1 <= seq <= len(stored)]

    def search(
        self,
        phrases: Sequence[tuple[str, ...]],
        *,
        k: int,
        kinds: Collection[EventKind] | None = None,
        since: int | None = None,
        until: int | None = None,
    ) -> list[Hit]:
        rows = [
            (item.event.seq, item.event.kind.value, item.length, item.tokens)
            for item in self._data.events
            if item.length
        ]
        return lexical_search_padded(
            self, rows, phrases, k=k, kinds=kinds, since=since, until=until
        )

    def search_docs(self) -> list[SearchDoc]:
        return [
            SearchDoc(
                item.event.seq, item.event.kind, item.tokens[1:-1].replace("  ", " "), item.length
            )
            for item in self._data.events
            if item.length
        ]

    def search_counts(self, phrases: Sequence[tuple[str, ...]]) -> list[SearchCounts]:
        patterns = [phrase_pattern(stem_phrase(phrase)) for phrase in phrases]
        out = []
        for item in self._data.events:
            if item.length:
                counts = tuple(item.tokens.count(pattern) for pattern in patterns)
                if any(counts):
                    out.append(SearchCounts(item.event.seq, item.event.kind, item.length, counts))
        return out

    def search_stats(self) -> SearchStats:
        lengths = [item.length for item in self._data.events if item.length]
        return SearchStats(len(lengths), sum(lengths))

    def vectors(self, space: str) -> dict[int, bytes]:
        return dict(self._data.vectors.get(space, {}))

    def unembedded(self, space: str, *, limit: int) -> list[Event]:
        done = self._data.vectors.get(space, {})
        out: list[Event] = []
        for item in self._data.events:
            if len(out) >= limit:
                break
            if item.length and item.event.seq not in done:
                out.append(_fresh(item))
        return out

    def first_seq_reaching(self, cum_tokens: int, *, head: SessionHead | None = None) -> int | None:
        stored = self._data.events
        low, high = 0, len(stored)
        while low < high:
            mid = (low + high) // 2
            if stored[mid].event.cum_tokens >= cum_tokens:
                high = mid
            else:
                low = mid + 1
        return stored[low].event.seq if low < len(stored) else None

    def last_safe_seq(self, *, at_most: int, at_least: int = 0) -> int | None:
        stored = self._data.events
        for seq in range(min(at_most, len(stored)), max(at_least, 0) - 1, -1):
            if seq == 0 or stored[seq - 1].event.open_calls == 0:
                return seq
        return None

    def tool_call(self, call_id: str) -> ToolCallRecord | None:
        return self._data.calls.get(call_id)

    def external_id(self, external_id: str) -> ExternalIdRecord | None:
        return self._data.external_ids.get(external_id)

    def open_tool_calls(self) -> list[ToolCallRecord]:
        pending = [call for call in self._data.calls.values() if call.result_seq is None]
        return sorted(pending, key=lambda call: (call.call_seq, call.call_id))

    def fact(self, key: str) -> FactRecord | None:
        positions = self._data.fact_writes.get(key)
        return self._data.facts[positions[-1]] if positions else None

    def facts(self) -> list[FactRecord]:
        facts, writes = self._data.facts, self._data.fact_writes
        return [facts[writes[key][-1]] for key in sorted(writes)]

    def fact_keys(self) -> list[str]:
        return sorted(self._data.fact_writes)

    def fact_history(self, key: str) -> list[FactRecord]:
        facts = self._data.facts
        return [facts[position] for position in self._data.fact_writes.get(key, ())]

    def action(self, action_id: str) -> ActionRecord | None:
        positions = self._data.action_states.get(action_id)
        return self._data.actions[positions[-1]] if positions else None

    def actions(self) -> list[ActionRecord]:
        actions = self._data.actions
        return [actions[positions[-1]] for positions in self._data.action_states.values()]

    def action_statuses(self) -> list[ActionStatusRecord]:
        return [
            ActionStatusRecord(record.action_id, record.kind, record.status, record.event_seq)
            for record in self.actions()
        ]

    def action_history(self, action_id: str) -> list[ActionRecord]:
        actions = self._data.actions
        return [actions[position] for position in self._data.action_states.get(action_id, ())]

    def checkpoints(self) -> list[Checkpoint]:
        return list(self._data.checkpoints)

    def latest_checkpoint(self) -> Checkpoint | None:
        return self._data.checkpoints[-1] if self._data.checkpoints else None

    def pins(self) -> list[PinRecord]:
        return list(self._data.pins)

    def coverage(self) -> Coverage:
        latest = self.latest_checkpoint()
        if latest is None:
            return Coverage()
        through = latest.covers_through
        stored = self._data.events
        boundary = stored[through - 1].event.cum_tokens if 0 < through <= len(stored) else 0
        pinned = sum(
            stored[pin.target_seq - 1].event.tokens
            for pin in self._data.pins
            if pin.target_seq <= through
        )
        return Coverage(latest.version, through, latest.token_count, boundary, pinned)


class _MemoryWriter(_MemoryReader):
    def __init__(
        self, session_id: str, data: _Session, undo: _Undo, tombstones: list[Tombstone]
    ) -> None:
        super().__init__(session_id, data)
        self._undo = undo
        self._tombstones = tombstones

    def _keep_snapshot(self) -> None:
        if self._undo.snapshot is None:
            self._undo.snapshot = _copy_session(self._data)

    def rewrite(self, rewrites: Rewrites) -> None:
        data = self._data
        check_rewrites(rewrites, range(1, len(data.events) + 1), session_id=self._session_id)
        facts = {(record.key, record.event_seq): record for record in rewrites.facts}
        found_facts = [i for i, f in enumerate(data.facts) if (f.key, f.event_seq) in facts]
        params = {record.action_id: record.params for record in rewrites.actions}
        found_actions = {a.action_id for a in data.actions if a.action_id in params}
        versions = {record.version: record for record in rewrites.checkpoints}
        found_versions = [i for i, c in enumerate(data.checkpoints) if c.version in versions]
        if (
            len(found_facts) != len(facts)
            or len(found_actions) != len(params)
            or len(found_versions) != len(versions)
        ):
            msg = f"session {self._session_id!r} lacks a fact, action or checkpoint to rewrite"
            raise InvalidInput(msg)
        self._keep_snapshot()
        for change in rewrites.events:
            old = data.events[change.seq - 1]
            found = tokens(change.search_text)
            event = attrs.evolve(old.event, content=change.content)
            data.events[change.seq - 1] = _Stored(
                event, change.content_json, padded(found), len(found)
            )
            for vectors in data.vectors.values():
                vectors.pop(change.seq, None)
        for i in found_facts:
            record = data.facts[i]
            data.facts[i] = facts[record.key, record.event_seq]
        for i, action in enumerate(data.actions):
            if action.action_id in params:
                data.actions[i] = attrs.evolve(action, params=params[action.action_id])
        for i in found_versions:
            data.checkpoints[i] = versions[data.checkpoints[i].version]

    def erase(self, tombstone: Tombstone) -> None:
        self._keep_snapshot()
        _restore(self._data, _Session(created_at=_NEVER))
        self._tombstones.append(tombstone)

    def append(self, events: Sequence[NewEvent]) -> list[Event]:
        data = self._data
        out: list[Event] = []
        for new in events:
            if not data.events:
                data.created_at = new.created_at
            event = Event(
                session_id=self._session_id,
                seq=len(data.events) + 1,
                kind=new.kind,
                content=new.content,
                created_at=new.created_at,
                tokens=new.tokens,
                cum_tokens=new.cum_tokens,
                open_calls=new.open_calls,
            )
            found = tokens(new.search_text)
            data.events.append(_Stored(event, new.content_json, padded(found), len(found)))
            data.seqs_by_kind.setdefault(new.kind, []).append(event.seq)
            out.append(event)
        return out

    def put_tool_call(self, record: ToolCallRecord) -> None:
        if record.call_id not in self._undo.calls:
            self._undo.calls[record.call_id] = self._data.calls.get(record.call_id)
        self._data.calls[record.call_id] = record

    def put_external_id(self, record: ExternalIdRecord) -> None:
        self._undo.external_ids.append(record.external_id)
        self._data.external_ids[record.external_id] = record

    def put_fact(self, record: FactRecord) -> None:
        self._data.fact_writes.setdefault(record.key, []).append(len(self._data.facts))
        self._data.facts.append(record)

    def put_action(self, record: ActionRecord) -> None:
        require_action_number(record.action_id)
        self._data.action_states.setdefault(record.action_id, []).append(len(self._data.actions))
        self._data.actions.append(record)

    def put_checkpoint(self, record: Checkpoint, *, expected_parent: int) -> None:
        latest = self.latest_checkpoint()
        actual = latest.version if latest is not None else 0
        if actual != expected_parent:
            msg = (
                f"session {self._session_id!r}: checkpoint {actual} is the latest, "
                f"not {expected_parent}; another compaction committed first"
            )
            raise CheckpointConflict(msg, expected=expected_parent, actual=actual)
        self._data.checkpoints.append(record)

    def put_pin(self, record: PinRecord) -> None:
        self._data.pins.append(record)

    def put_vectors(self, space: str, vectors: Mapping[int, bytes]) -> None:
        stored = self._data.vectors.setdefault(space, {})
        for seq, vector in vectors.items():
            if seq not in stored:
                stored[seq] = bytes(vector)
                self._undo.vectors.append((space, seq))
