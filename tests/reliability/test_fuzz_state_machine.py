"""Stateful fuzzing: random appends, bad input and reads against a model, on every backend.

A hypothesis `RuleBasedStateMachine` drives two sessions on one backend with messages, tool
calls (single, parallel, auto-numbered), results, batches and every kind of bad input, and
checks every read against a plain-Python model after every step: the log, the open calls,
evidence get/expand/search, and every invariant of `workload.INVARIANTS`. Refused input
must change nothing. The budget follows the hypothesis profile (larger with --large).
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from agentstate import AgentState, MemoryBackend, SqliteBackend, StorageBackend, ToolCall
from agentstate.errors import (
    AgentStateError,
    EvidenceNotFound,
    InvalidContent,
    InvalidInput,
    ToolCallError,
)
from agentstate.events import EventKind, EventSpec, assistant, system_note, tool_result, user
from agentstate.testing import ManualClock
from agentstate.testing import strategies as agent_st

from . import figures, workload

SESSIONS = ("ticket-a", "ticket-b")
MAX_EVENT_BYTES = 4_096
_sessions = st.sampled_from(SESSIONS)
_text = agent_st.texts
_values = agent_st.json_values(max_leaves=8)


@dataclass
class Expected:
    """What one session must hold."""

    events: list[tuple[EventKind, dict[str, Any]]] = field(default_factory=list)
    open_calls: dict[str, str] = field(default_factory=dict)
    """Open call id -> tool name."""
    answered: set[str] = field(default_factory=set)
    used_ids: set[str] = field(default_factory=set)
    tokens: dict[int, str] = field(default_factory=dict)
    """seq -> the unique word planted in that event's text."""


class AppendMachine(RuleBasedStateMachine):
    """Two sessions on one backend, checked against `Expected` after every step."""

    backend_name: ClassVar[str] = "memory"

    def __init__(self) -> None:
        super().__init__()
        self._folder: str | None = None
        self.backend = self._make_backend()
        clock = ManualClock()
        self.states = {
            sid: AgentState.open(
                self.backend, session_id=sid, clock=clock, max_event_bytes=MAX_EVENT_BYTES
            )
            for sid in SESSIONS
        }
        self.expected = {sid: Expected() for sid in SESSIONS}
        self.counter = 0
        figures.record("stateful fuzzing", {f"examples ({self.backend_name})": 1})

    def _make_backend(self) -> StorageBackend:
        if self.backend_name == "memory":
            return MemoryBackend()
        if self.backend_name == "sqlite-memory":
            return SqliteBackend(":memory:")
        self._folder = tempfile.mkdtemp(prefix="agentstate-fuzz-")
        return SqliteBackend(Path(self._folder) / "fuzz.db")

    def teardown(self) -> None:
        self.backend.close()
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)

    # --- helpers ----------------------------------------------------------------------------

    def _word(self) -> str:
        self.counter += 1
        return f"zq{self.counter}x"

    def _count(self, what: str) -> None:
        figures.record("stateful fuzzing", {f"steps ({self.backend_name})": 1, what: 1})

    def _accept(self, sid: str, specs: list[EventSpec], words: list[str | None]) -> None:
        """Append `specs` as one batch and extend the model with what must now be stored."""
        model = self.expected[sid]
        state = self.states[sid]
        refs = state.append_many(specs)
        for ref, spec, word in zip(refs, specs, words, strict=True):
            content = dict(spec.content)
            if spec.kind is EventKind.ASSISTANT:
                calls = []
                for call, call_id in zip(content["tool_calls"], ref.call_ids, strict=True):
                    calls.append(
                        {"id": call_id, "name": call["name"], "arguments": call["arguments"]}
                    )
                    model.open_calls[call_id] = call["name"]
                    model.used_ids.add(call_id)
                content["tool_calls"] = calls
            elif spec.kind is EventKind.TOOL_RESULT:
                call_id = content["call_id"]
                content["name"] = model.open_calls.pop(call_id)
                model.answered.add(call_id)
            model.events.append((spec.kind, content))
            if word is not None:
                model.tokens[ref.seq] = word
            assert ref.seq == len(model.events)

    def _refuse(self, sid: str, error: type[Exception], specs: list[EventSpec]) -> None:
        state = self.states[sid]
        with state.backend.read(sid) as reader:
            before = (reader.events(), reader.open_tool_calls())
        with pytest.raises(error) as caught:
            state.append_many(specs)
        assert isinstance(caught.value, AgentStateError)
        with state.backend.read(sid) as reader:
            assert (reader.events(), reader.open_tool_calls()) == before

    def _spec(
        self, data: Any, *, pending: list[str], auto_ids: bool
    ) -> tuple[EventSpec, str | None]:
        """One valid spec; `pending` (calls open so far) is updated as a batch would."""
        choice = data.draw(st.sampled_from(["user", "system", "assistant", "calls", "result"]))
        word = self._word()
        if choice == "result" and pending:
            call_id = pending.pop(data.draw(st.integers(0, len(pending) - 1)))
            result = data.draw(_values)
            return tool_result(call_id, result, is_error=data.draw(st.booleans())), None
        if choice == "calls":
            calls = []
            for _ in range(data.draw(st.integers(1, 3))):
                # Auto ids (call_<seq>) are known only once appended: batches name their own.
                named = not auto_ids or data.draw(st.booleans())
                call_id = f"id{self._word()}" if named else None
                tool = data.draw(st.sampled_from(["lookup", "refund"]))
                calls.append(ToolCall(tool, data.draw(_values), call_id))
                if call_id is not None:
                    pending.append(call_id)
            text = data.draw(st.none() | _text)
            if text is None:
                return assistant(None, tool_calls=calls), None
            return assistant(f"{word} {text}", tool_calls=calls), word
        text = f"{word} {data.draw(_text)}"
        if choice == "system":
            return system_note(text), word
        if choice == "assistant":
            return assistant(text), word
        return user(text), word

    # --- good input -----------------------------------------------------------------------------

    @rule(sid=_sessions, data=st.data())
    def append_one(self, sid: str, data: Any) -> None:
        """A single message, call (auto-numbered or named) or result."""
        pending = list(self.expected[sid].open_calls)
        spec, word = self._spec(data, pending=pending, auto_ids=True)
        self._accept(sid, [spec], [word])
        self._count("appends")

    @rule(sid=_sessions, data=st.data())
    def append_batch(self, sid: str, data: Any) -> None:
        """Several specs in one transaction, results answering calls of the same batch too."""
        pending = list(self.expected[sid].open_calls)
        drawn = [
            self._spec(data, pending=pending, auto_ids=False)
            for _ in range(data.draw(st.integers(1, 6)))
        ]
        self._accept(sid, [spec for spec, _ in drawn], [word for _, word in drawn])
        self._count("batches")

    @precondition(lambda self: any(e.open_calls for e in self.expected.values()))
    @rule(data=st.data())
    def answer_through_convenience(self, data: Any) -> None:
        """append_tool_result with a call id answers exactly that call."""
        sid = data.draw(st.sampled_from([s for s in SESSIONS if self.expected[s].open_calls]))
        call_id = data.draw(st.sampled_from(sorted(self.expected[sid].open_calls)))
        result = data.draw(_values)
        ref = self.states[sid].append_tool_result(call_id, result)
        name = self.expected[sid].open_calls.pop(call_id)
        self.expected[sid].answered.add(call_id)
        content = {"call_id": call_id, "name": name, "result": result, "is_error": False}
        self.expected[sid].events.append((EventKind.TOOL_RESULT, content))
        assert ref.seq == len(self.expected[sid].events)
        self._count("appends")

    # --- bad input ------------------------------------------------------------------------------

    @rule(sid=_sessions, data=st.data())
    def result_for_no_open_call(self, sid: str, data: Any) -> None:
        """A result for an unknown, answered or other session's call is refused; nothing changes."""
        model = self.expected[sid]
        other = self.expected[SESSIONS[1 - SESSIONS.index(sid)]]
        candidates = [
            "never-made",
            *sorted(model.answered),
            *sorted(set(other.open_calls) - set(model.open_calls)),
        ]
        call_id = data.draw(st.sampled_from(candidates))
        prefix = [user(data.draw(_text))] if data.draw(st.booleans()) else []
        self._refuse(sid, ToolCallError, [*prefix, tool_result(call_id, "x")])
        self._count("refused: no such open call")

    @precondition(lambda self: any(e.used_ids for e in self.expected.values()))
    @rule(data=st.data())
    def reused_call_id(self, data: Any) -> None:
        """A call id already used in the session is refused."""
        sid = data.draw(st.sampled_from([s for s in SESSIONS if self.expected[s].used_ids]))
        call_id = data.draw(st.sampled_from(sorted(self.expected[sid].used_ids)))
        self._refuse(sid, ToolCallError, [assistant(tool_calls=[ToolCall("lookup", {}, call_id)])])
        self._count("refused: reused call id")

    @rule(
        sid=_sessions,
        bad=st.sampled_from(["surrogate", "nan", "too big", "too deep", "not json", "bad key"]),
        data=st.data(),
    )
    def bad_content(self, sid: str, bad: str, data: Any) -> None:
        """Content that is not exact, bounded JSON is refused, alone or at a batch's end."""
        value: Any = {
            "surrogate": "lone \udc80",
            "nan": float("nan"),
            "too big": "x" * MAX_EVENT_BYTES,
            "too deep": _nested(120),
            "not json": {1, 2},
            "bad key": {3: "int key"},
        }[bad]
        spec = user(value) if bad in ("surrogate", "too big") else system_note("ok")
        if bad not in ("surrogate", "too big"):
            spec = EventSpec(EventKind.USER, {"text": "x", "extra": value})
        prefix = [user(data.draw(_text))] if data.draw(st.booleans()) else []
        self._refuse(sid, InvalidContent, [*prefix, spec])
        self._count("refused: bad content")

    @rule(
        sid=_sessions,
        junk=st.one_of(st.none(), st.integers(), st.binary(max_size=5), st.just({"text": 1})),
    )
    def malformed_specs(self, sid: str, junk: Any) -> None:
        """Things that are not specs, or specs of the wrong shape, are refused as InvalidInput."""
        state = self.states[sid]
        head = len(self.expected[sid].events)
        for attempt in (
            lambda: state.append_many([junk]),
            lambda: state.append_user(junk),
            lambda: state.append(
                EventSpec(EventKind.TOOL_RESULT, {"call_id": junk, "result": 1, "is_error": False})
            ),
        ):
            try:
                attempt()
            except InvalidInput:
                pass
            else:
                msg = f"{junk!r} was accepted"
                raise AssertionError(msg)
        assert len(list(state.events())) == head
        self._count("refused: malformed")

    # --- reads ---------------------------------------------------------------------------------

    @rule(sid=_sessions, data=st.data())
    def read_by_ref(self, sid: str, data: Any) -> None:
        """Evidence get and expand return the model's events; refs past the end are not found."""
        model = self.expected[sid]
        state = self.states[sid]
        seq = data.draw(st.integers(1, len(model.events) + 2))
        if seq > len(model.events):
            for read in (
                lambda: state.evidence.get(f"ev_{seq}"),
                lambda: state.evidence.expand(f"ev_{seq}"),
            ):
                try:
                    read()
                except EvidenceNotFound:
                    continue
                raise AssertionError(f"ev_{seq} was found past the end")
        else:
            event = state.evidence.get(f"ev_{seq}")
            assert (event.kind, event.content) == model.events[seq - 1]
            before, after = data.draw(st.integers(0, 4)), data.draw(st.integers(0, 4))
            around = state.evidence.expand(event, before=before, after=after)
            low, high = max(1, seq - before), min(len(model.events), seq + after)
            assert [e.seq for e in around] == list(range(low, high + 1))
        self._count("reads")

    @precondition(lambda self: any(e.tokens for e in self.expected.values()))
    @rule(data=st.data())
    def search_planted_word(self, data: Any) -> None:
        """Searching an event's unique word finds that event first, and only in its session."""
        sid = data.draw(st.sampled_from([s for s in SESSIONS if self.expected[s].tokens]))
        seq = data.draw(st.sampled_from(sorted(self.expected[sid].tokens)))
        word = self.expected[sid].tokens[seq]
        hits = self.states[sid].evidence.search(word, k=3)
        assert [hit.event.seq for hit in hits] == [seq]
        other = SESSIONS[1 - SESSIONS.index(sid)]
        assert self.states[other].evidence.search(word, k=3) == []
        self._count("reads")

    @rule(sid=_sessions, after=st.integers(0, 60), limit=st.none() | st.integers(0, 60))
    def page_through(self, sid: str, after: int, limit: int | None) -> None:
        """events(after, limit) is the model's slice."""
        got = [(e.kind, e.content) for e in self.states[sid].events(after=after, limit=limit)]
        expected = self.expected[sid].events[after:]
        assert got == (expected if limit is None else expected[:limit])
        self._count("reads")

    # --- after every step ----------------------------------------------------------------------

    @invariant()
    def store_matches_model(self) -> None:
        """Both sessions hold exactly the model's events and open calls; invariants hold."""
        for sid in SESSIONS:
            state = self.states[sid]
            with self.backend.read(sid) as reader:
                view = workload.View.take(state, reader)
                assert [(e.kind, e.content) for e in view.events] == self.expected[sid].events
                assert {c.call_id: c.name for c in reader.open_tool_calls()} == self.expected[
                    sid
                ].open_calls
                workload.check_invariants(view)


def _nested(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


def _budget(share: int) -> settings:
    """A share of the profile's example budget; 30 steps each, the profile's with --large."""
    large = settings.default.max_examples >= settings.get_profile("large").max_examples
    return settings(
        max_examples=max(5, settings.default.max_examples // share),
        stateful_step_count=settings.default.stateful_step_count if large else 30,
    )


class MemoryMachine(AppendMachine):
    backend_name = "memory"


class SqliteMemoryMachine(AppendMachine):
    backend_name = "sqlite-memory"


class SqliteFileMachine(AppendMachine):
    backend_name = "sqlite-file"


TestMemoryBackend = MemoryMachine.TestCase
TestMemoryBackend.settings = _budget(8)  # 12 examples by default, 250 with --large
TestSqliteMemoryBackend = SqliteMemoryMachine.TestCase
TestSqliteMemoryBackend.settings = _budget(8)
TestSqliteFileBackend = SqliteFileMachine.TestCase
TestSqliteFileBackend.settings = _budget(20)  # 5 by default, 100 with --large
