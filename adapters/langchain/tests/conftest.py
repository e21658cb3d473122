"""Each test gets a fresh memory session, closed afterwards; unmarked async tests run here.

langchain-tests' standard suites hold ``async def`` tests without a marker (LangChain runs
them in pytest-asyncio's auto mode, and a suite's test may not be overridden to mark it);
this directory runs such a test on a fresh event loop instead of leaving it to pytest,
which would skip it.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Iterator

import pytest

from agentstate import AgentState
from agentstate.backends.memory import MemoryBackend


@pytest.fixture
def state() -> Iterator[AgentState]:
    opened = AgentState.open(MemoryBackend(), session_id="ticket-4921")
    yield opened
    opened.close()


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    """Run an unmarked coroutine test of this directory with `asyncio.run`."""
    function = pyfuncitem.obj
    if not inspect.iscoroutinefunction(function) or pyfuncitem.get_closest_marker("asyncio"):
        return None
    names = inspect.signature(function).parameters
    asyncio.run(function(**{name: pyfuncitem.funcargs[name] for name in names}))
    return True
