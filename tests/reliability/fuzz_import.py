"""A byte-driven fuzz target over message import (Anthropic and OpenAI histories).

`import_input(data)` decodes arbitrary bytes into a provider message list: messages of any
role (real and made up), string or block content, tool calls and results whose ids are drawn
from a small pool (so results often answer calls, sometimes twice, early, or nothing), OpenAI
arguments as JSON text or not (large and deeply nested text included), and any JSON-ish
junk in between (`fuzz_targets.Bytes`). It
imports the list into a fresh session of the in-memory and SQLite backends, with or without
``repair``. Then:

- only agentstate's refusals may be raised (`InvalidInput`, its `InvalidContent` and
  `BrokenHistory`), and a refused import writes nothing;
- an accepted one holds exactly the returned events, the open-call bookkeeping and
  token sums agree with them (the workload's invariants), and without ``repair`` exporting
  gives the list back exactly (as JSON);
- importing that export into another session exports the same list again.

Two drivers feed it: hypothesis (`test_fuzz_targets.py`) and atheris (``fuzz_atheris.py``
with ``AGENTSTATE_FUZZ_TARGET=import``).
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from agentstate import AgentState, MemoryBackend, SqliteBackend, StorageBackend
from agentstate.errors import InvalidInput

from .base import View
from .fuzz_targets import Bytes
from .invariants import INVARIANTS

_ALLOWED = (InvalidInput,)
_IDS = ["t1", "t2", "t3", "call_9", ""]
_NAMES = ["lookup", "refund", "", "x" * 70]
_RESET_EVERY = 300
_backends: list[StorageBackend] = []
_sessions = itertools.count()


def _backends_now() -> list[StorageBackend]:
    n = next(_sessions)
    if not _backends or n % _RESET_EVERY == 0:
        for backend in _backends:
            backend.close()
        _backends[:] = [MemoryBackend(), SqliteBackend(":memory:")]
    return _backends


def _id(reader: Bytes) -> Any:
    return _IDS[reader.below(len(_IDS))] if reader.below(8) else reader.value()


def _anthropic_block(reader: Bytes, role: str) -> Any:
    choice = reader.below(7)
    if choice == 0:
        return {"type": "text", "text": reader.text()}
    if choice == 1 or (choice == 2 and role == "assistant"):
        return {"type": "tool_use", "id": _id(reader), "name": _NAMES[reader.below(4)],
                "input": {reader.text(4): reader.value()}}  # fmt: skip
    if choice in (2, 3):
        content = reader.text() if reader.below(2) else [{"type": "text", "text": reader.text()}]
        block = {"type": "tool_result", "tool_use_id": _id(reader), "content": content}
        if reader.below(3) == 0:
            block["is_error"] = reader.value() if reader.below(4) == 0 else True
        return block
    if choice == 4:
        return {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                            "data": reader.text(8)}}  # fmt: skip
    if choice == 5:
        return {"type": reader.text(6), reader.text(4): reader.value()}
    return reader.value()


def _anthropic(reader: Bytes) -> dict[str, Any]:
    role = ["user", "assistant", "user", "assistant", "system", reader.text(5)][reader.below(6)]
    if reader.below(3) == 0:
        content: Any = reader.text()
    else:
        content = [_anthropic_block(reader, role) for _ in range(reader.below(4))]
    message: dict[str, Any] = {"role": role, "content": content}
    if reader.below(10) == 0:
        message[reader.text(5)] = reader.value()
    return message


def _openai(reader: Bytes) -> dict[str, Any]:
    role = ["user", "assistant", "tool", "system", "developer", reader.text(5)][reader.below(6)]
    message: dict[str, Any] = {"role": role}
    shape = reader.below(5)
    if shape == 0:
        message["content"] = reader.value()
    elif shape == 1:
        message["content"] = [{"type": "text", "text": reader.text()}]
    elif shape != 2 or role != "assistant":
        message["content"] = reader.text()
    else:
        message["content"] = None
    if role == "assistant" and reader.below(2):
        message["tool_calls"] = [
            {"id": _id(reader), "type": "function",
             "function": {"name": _NAMES[reader.below(4)],
                          "arguments": [json.dumps({"n": reader.below(9)}), reader.text(8),
                                        reader.json_text()][reader.below(3)]}}
            for _ in range(reader.below(3) + 1)
        ]  # fmt: skip
    if role == "tool":
        message["tool_call_id"] = _id(reader)
    if reader.below(10) == 0:
        message[reader.text(5)] = reader.value()
    return message


def decode(data: bytes) -> tuple[str, bool, Any]:
    """(format, repair, messages) from arbitrary bytes."""
    reader = Bytes(data)
    fmt = ["anthropic", "openai"][reader.below(2)]
    repair = reader.below(4) == 0
    if reader.below(20) == 0:
        return fmt, repair, reader.value()  # not even a list
    build = _anthropic if fmt == "anthropic" else _openai
    return fmt, repair, [build(reader) for _ in range(reader.below(7))]


def _as_json(value: Any) -> Any:
    return json.loads(json.dumps(value, ensure_ascii=False))


def import_input(data: bytes) -> bool:
    """Fuzz one import; return whether it was accepted (on the first backend)."""
    fmt, repair, messages = decode(data)
    accepted: list[bool] = []
    for backend in _backends_now():
        state = AgentState.open(backend, session_id=f"import-{next(_sessions)}")
        try:
            refs = state.import_messages(messages, format=fmt, repair=repair)  # type: ignore[arg-type]
        except _ALLOWED:
            assert list(state.events()) == [], "a refused import wrote events"
            accepted.append(False)
            continue
        accepted.append(True)
        with backend.read(state.session_id) as reader:
            view = View.take(state, reader)
            assert [event.ref for event in view.events] == [ref.ref for ref in refs]
            for invariant in INVARIANTS[:3]:  # seq, tokens, open-call bookkeeping
                invariant.check(view)
        exported = state.export_messages(format=fmt)
        if not repair:
            assert exported == _as_json(messages), (exported, messages)
        again = AgentState.open(backend, session_id=f"import-{next(_sessions)}")
        again.import_messages(exported, format=fmt)
        assert again.export_messages(format=fmt) == exported
    assert len(set(accepted)) == 1, f"the backends disagree on accepting {messages!r}"
    return accepted[0]
