"""`AgentStateSession` behaves as the SDK's list session does, over any sequence of operations."""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path
from typing import Any

import pytest
from agentstate_openai_agents import AgentStateSession
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate import AgentState, MemoryBackend

_sessions = itertools.count()

_operations = st.lists(
    st.sampled_from(
        ["user", "assistant", "call", "output", "pair", "reasoning", "pop", "readd", "clear"]
    ),
    max_size=14,
)


def _item(operation: str, n: int, call: int) -> list[dict[str, Any]]:
    call_item = {
        "type": "function_call",
        "call_id": f"call_{call}",
        "name": "lookup",
        "arguments": f'{{"n": {n}}}',
    }
    output = {"type": "function_call_output", "call_id": f"call_{call}", "output": f"out {n}"}
    if operation == "user":
        return [{"role": "user", "content": f"question {n}"}]
    if operation == "assistant":
        return [{"role": "assistant", "content": f"answer {n}"}]
    if operation == "reasoning":  # an opaque item (without an id, so a popped one is re-added)
        return [{"type": "reasoning", "summary": [], "encrypted_content": f"enc {n}"}]
    if operation == "call":
        return [call_item]
    if operation == "output":
        return [output]
    return [call_item, output]


@pytest.mark.parametrize("store", ["memory", "sqlite"])
@settings(
    deadline=None, max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(operations=_operations)
def test_the_session_is_the_list_session(store: str, tmp_path: Path, operations: list[str]) -> None:
    """The bridge is the SDK's list session, over any sequence of operations.

    Any adds (messages, calls, outputs with or without their call, reasoning items), pops,
    re-adds of a popped item and clears: `get_items` is what the list session holds,
    `pop_item` returns what it returns, and the log only grows.
    """

    async def run() -> None:
        target = MemoryBackend() if store == "memory" else tmp_path / "sessions.db"
        state = AgentState.open(target, session_id=f"p{next(_sessions)}", stray_results="note")
        session = AgentStateSession(state)
        expected: list[dict[str, Any]] = []
        popped: dict[str, Any] | None = None
        calls = 0
        events = 0
        for n, operation in enumerate(operations):
            if operation == "pop":
                got = await session.pop_item()
                assert got == (expected.pop() if expected else None)
                popped = got or popped
            elif operation == "readd":
                if popped is not None:
                    await session.add_items([popped])
                    expected.append(popped)
            elif operation == "clear":
                await session.clear_session()
                expected.clear()
            else:
                calls += operation in ("call", "pair")
                items = _item(operation, n, calls if operation != "output" else max(calls, 1))
                await session.add_items(items)
                expected.extend(items)
            assert await session.get_items() == expected
            assert await session.get_items(limit=2) == expected[-2:]
            now = len(list(state.events()))
            assert now >= events
            events = now
        state.close()

    asyncio.run(run())
