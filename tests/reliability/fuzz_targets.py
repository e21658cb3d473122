"""A byte-driven fuzz target over event content, refs and queries.

`one_input(data)` decodes arbitrary bytes into a ref, a query, a tool call's arguments and
an event (kind, content with any JSON-ish value: deep, non-finite, non-string keys, bytes,
sets, lone surrogates, integers of thousands of digits; arguments as large JSON-ish text,
thousands of levels deep), then pushes them through ref parsing, query splitting,
`Toolbox.dispatch` (which must answer, never raise), content checking and a real append and
read on the in-memory and SQLite backends. The only errors allowed are agentstate's
own refusals (`InvalidInput`, `ToolCallError`, `EvidenceNotFound`); anything else, or an
accepted event that does not read back exactly, is a finding.

Two drivers feed it: hypothesis (`test_fuzz_targets.py`, always run) and atheris
(``fuzz_atheris.py``, coverage-guided, optional).
"""

from __future__ import annotations

import contextlib
import json
import math
import struct
from typing import Any

from agentstate import AgentState, MemoryBackend, SqliteBackend
from agentstate._json import MAX_INT_DIGITS
from agentstate._text import MAX_QUERY_TERMS, query_phrases
from agentstate.errors import EvidenceNotFound, InvalidInput, ToolCallError
from agentstate.events import EventKind, EventSpec, format_ref, parse_ref
from agentstate.tools import Tool, Toolbox, ToolOutcome

_ALLOWED = (InvalidInput, ToolCallError, EvidenceNotFound)
_ALPHABET = [
    *"ev_0123456789 act-+.e",
    '"',
    "'",
    "*",
    "(",
    ")",
    ":",
    "^",
    "\x00",
    "\n",
    "é",
    "\u0301",
    "\ud800",
    "\udfff",
    "\u202e",
    "\u0661",
    "\uff11",
    "日",
    "🙂",
    "ß",
    "İ",
]
_KINDS = [*EventKind]
_RESET_EVERY = 500
_OPEN = "<the open call>"


class Bytes:
    """Reads decisions from fuzz input; past its end every read is zero."""

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._at = 0

    def byte(self) -> int:
        value = self._data[self._at] if self._at < len(self._data) else 0
        self._at += 1
        return value

    def below(self, count: int) -> int:
        return self.byte() % count if count else 0

    def text(self, limit: int = 24) -> str:
        size = self.below(limit + 1)
        out = []
        for _ in range(size):
            pick = self.byte()
            out.append(_ALPHABET[pick % len(_ALPHABET)] if pick < 200 else chr(32 + pick % 95))
        return "".join(out)

    def number(self) -> Any:
        choice = self.below(7)
        if choice == 6:  # around the most digits stored: some over, some under
            return 10 ** (MAX_INT_DIGITS - 3 + self.below(6)) - self.below(2)
        raw = bytes(self.byte() for _ in range(8))
        if choice == 0:
            return int.from_bytes(raw, "big", signed=True)
        if choice == 1:
            return int.from_bytes(raw * 3, "big")  # beyond 64 bits
        if choice == 2:
            return struct.unpack(">d", raw)[0]  # any double: NaN and infinities included
        if choice == 3:
            return [math.inf, -math.inf, math.nan, -0.0, 1e308][self.below(5)]
        return self.below(1000) - 500

    def json_text(self) -> str:
        """JSON-ish text, often large: deep arrays and objects (closed or not), long numbers."""
        choice = self.below(6)
        levels = 50 * (1 + self.below(60))  # 50 to 3,000: past the limit and past recursion
        if choice == 0:
            return "[" * levels + ("]" * levels if self.below(2) else "")
        if choice == 1:
            return '{"a":' * levels + "1" + "}" * levels
        if choice == 2:
            return "-" * self.below(2) + "9" * (MAX_INT_DIGITS - 5 + self.below(600))
        if choice == 3:
            return '{"n": ' + "1" * (MAX_INT_DIGITS + self.below(5000)) + "}"
        if choice == 4:
            try:
                return json.dumps(self.value())
            except (TypeError, ValueError):
                return self.text()
        return self.text(40)

    def value(self, depth: int = 0) -> Any:
        choice = self.below(12 if depth < 130 else 5)
        if choice == 0:
            return None
        if choice == 1:
            return bool(self.byte() & 1)
        if choice in (2, 3):
            return self.number()
        if choice == 4:
            return self.text()
        if choice == 5:
            return bytes(self.text(), "utf-8", "surrogatepass")
        if choice == 6:
            return {self.text(8): self.value(depth + 1) for _ in range(self.below(4))}
        if choice == 7:
            key: Any = [self.number(), None, True, (1,)][self.below(4)]
            return {key: self.value(depth + 1)}
        if choice == 8:
            return tuple(self.value(depth + 1) for _ in range(self.below(3)))
        if choice == 9:
            return {self.text(4)}
        # Deep chains: most inputs that reach here nest far past the limit of 100.
        return [self.value(depth + 1)]


_states: list[AgentState] = []
_runs = 0


def _fresh_states() -> list[AgentState]:
    global _runs  # the target is a plain function, called millions of times
    _runs += 1
    if not _states or _runs % _RESET_EVERY == 0:
        for state in _states:
            state.backend.close()
        _states[:] = [
            AgentState.open(backend, session_id="fuzz", max_event_bytes=64_000)
            for backend in (MemoryBackend(), SqliteBackend(":memory:"))
        ]
        for state in _states:
            state.append_tool_call("lookup", {}, call_id="open-1")
    return _states


def _open_call(state: AgentState) -> str:
    with state.backend.read(state.session_id) as reader:
        return reader.open_tool_calls()[-1].call_id


def _check_ref(candidate: Any) -> None:
    try:
        session, seq = parse_ref(candidate)
    except InvalidInput:
        return
    assert session is None
    assert 1 <= seq < 10**18
    assert format_ref(seq) == candidate, (candidate, seq)


def _check_query(query: str) -> None:
    phrases = query_phrases(query)
    assert len(phrases) <= MAX_QUERY_TERMS
    for phrase in phrases:
        assert phrase
        assert all(word and word.isalnum() for word in phrase), phrase


def _content(reader: Bytes, kind: EventKind) -> Any:
    shape = reader.below(4)
    if shape == 0:
        return reader.value()
    if kind in (EventKind.USER, EventKind.SYSTEM):
        return {"text": reader.value() if shape == 1 else reader.text(), "extra": reader.value()}
    if kind is EventKind.ASSISTANT:
        call = {"id": reader.text(6) or None, "name": reader.text(6), "arguments": reader.value()}
        return {"text": reader.text(), "tool_calls": [call] if shape > 1 else reader.value()}
    if kind is EventKind.TOOL_RESULT:
        call_id = _OPEN if shape == 3 else reader.text(8)
        return {"call_id": call_id, "name": None, "result": reader.value(), "is_error": shape != 2}
    return {reader.text(6): reader.value()}


_TOOLBOX = Toolbox(
    [Tool("echo", "Returns its arguments.", {"type": "object"}, lambda arguments: arguments)]
)


def _check_dispatch(arguments: Any) -> None:
    """A model's call, however malformed, is answered with an outcome, never an exception."""
    outcome = _TOOLBOX.dispatch("echo", arguments)
    assert isinstance(outcome, ToolOutcome)
    if not outcome.is_error and not isinstance(arguments, str):
        assert json.loads(outcome.content) == json.loads(json.dumps(arguments))  # tuples: lists


def one_input(data: bytes) -> None:
    """Fuzz refs, queries, a tool call's arguments and an append-then-read round trip."""
    reader = Bytes(data)
    _check_dispatch(reader.json_text() if reader.below(3) else reader.value())
    ref: Any = reader.value() if reader.below(4) == 0 else reader.text()
    _check_ref(ref)
    query = reader.text(40)
    _check_query(query)
    kind = _KINDS[reader.below(len(_KINDS))]
    content = _content(reader, kind)
    for state in _fresh_states():
        with contextlib.suppress(*_ALLOWED):
            state.evidence.get(ref)
        with contextlib.suppress(*_ALLOWED):
            state.evidence.expand(ref, before=1, after=1)
        with contextlib.suppress(*_ALLOWED):
            state.evidence.search(query, k=5)
        if isinstance(content, dict) and content.get("call_id") == _OPEN:
            content = {**content, "call_id": _open_call(state)}
        try:
            [appended] = state.append_many([EventSpec(kind, content)])
        except _ALLOWED:
            continue
        stored = state.evidence.get(appended)
        assert stored.kind is kind
        if kind is not EventKind.ASSISTANT and kind is not EventKind.TOOL_RESULT:
            expected = json.loads(json.dumps(content, ensure_ascii=False))  # tuples -> lists
            assert stored.content == expected, (stored.content, expected)
        if kind is EventKind.TOOL_RESULT:  # reopen the call for the next input
            state.append_tool_call("lookup", {}, call_id=f"open-{appended.seq}")
