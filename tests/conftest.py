"""Shared fixtures: every backend, a manual clock, and states that are always closed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from agentstate import AgentState, MemoryBackend, SqliteBackend, StorageBackend
from agentstate.testing import ManualClock

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
settings.register_profile(
    "large",
    deadline=None,
    max_examples=2000,
    stateful_step_count=100,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
settings.load_profile("default")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--large",
        action="store_true",
        default=False,
        help="run the large reliability runs and hypothesis with a large example budget",
    )


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--large"):
        settings.load_profile("large")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--large"):
        return
    skip = pytest.mark.skip(reason="large run: pass --large")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


BACKENDS: dict[str, Callable[[Path], StorageBackend]] = {
    "memory": lambda _: MemoryBackend(),
    "sqlite-memory": lambda _: SqliteBackend(":memory:"),
    "sqlite-file": lambda tmp: SqliteBackend(tmp / "state.db"),
}


@pytest.fixture(params=sorted(BACKENDS))
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[StorageBackend]:
    """Each backend in turn, fresh and empty, closed after the test."""
    made = BACKENDS[request.param](tmp_path)
    yield made
    made.close()


@pytest.fixture
def clock() -> ManualClock:
    """Deterministic time: 2026-01-01T00:00:00Z, one millisecond per reading."""
    return ManualClock()


@pytest.fixture
def make_state(backend: StorageBackend, clock: ManualClock) -> Callable[..., AgentState]:
    """Open states on the test's backend (sharing it), with the manual clock."""

    def make(session_id: str = "ticket-9104", **kwargs: object) -> AgentState:
        return AgentState.open(backend, session_id=session_id, clock=clock, **kwargs)  # type: ignore[arg-type]

    return make


@pytest.fixture
def state(make_state: Callable[..., AgentState]) -> AgentState:
    """A state for session ticket-9104 on the test's backend."""
    return make_state()
