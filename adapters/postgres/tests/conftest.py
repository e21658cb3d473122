"""PostgreSQL test fixtures: the server named by AGENTSTATE_TEST_POSTGRES_URL, a schema per test.

Outside CI, every test here skips with the reason when no server is configured (or psycopg is
not installed). With ``CI=true`` a missing driver or server fails the run instead: CI starts a
throwaway cluster (see .ci/run), so a skip there would hide that nothing was tested.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest

URL_VARIABLE = "AGENTSTATE_TEST_POSTGRES_URL"
IN_CI = os.environ.get("CI", "").lower() == "true"

if IN_CI:
    import psycopg  # CI installs the adapter: a missing driver is an error there
else:
    try:
        import psycopg
    except ModuleNotFoundError:  # pragma: no cover - depends on the environment
        psycopg = None  # type: ignore[assignment]  # the fixture skips with the reason


def _unavailable(url: str | None) -> str | None:
    """Why PostgreSQL tests cannot run here, or None when they can."""
    if psycopg is None:
        return "psycopg is not installed: pip install -e adapters/postgres"
    if not url:
        return f"no PostgreSQL server configured: set {URL_VARIABLE}=postgresql://..."
    try:
        with psycopg.connect(url, connect_timeout=5) as conn:
            conn.execute("SELECT 1")
    except psycopg.Error as exc:
        return f"cannot reach the server in {URL_VARIABLE}: {exc}"
    return None


@pytest.fixture(scope="session")
def postgres_url() -> str:
    """The test server's URL; skips (fails under CI=true) when there is none."""
    url = os.environ.get(URL_VARIABLE)
    problem = _unavailable(url)
    if problem is not None:
        if IN_CI:
            pytest.fail(f"CI=true requires PostgreSQL for these tests: {problem}")
        pytest.skip(problem)
    assert url is not None
    return url


@pytest.fixture
def fresh_schema(postgres_url: str) -> Iterator[Callable[[], str]]:
    """Make empty schema names for this test; every schema made is dropped afterwards."""
    made: list[str] = []

    def make() -> str:
        name = f"t_{uuid.uuid4().hex[:16]}"
        made.append(name)
        return name

    yield make
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        for name in made:
            conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')


@pytest.fixture
def schema(fresh_schema: Callable[[], str]) -> str:
    """One empty schema name for this test (dropped afterwards)."""
    return fresh_schema()


@pytest.fixture
def make_postgres(postgres_url: str, schema: str) -> Iterator[Callable[..., Any]]:
    """Open PostgreSQL backends on this test's schema; all are closed afterwards."""
    from agentstate_postgres import PostgresBackend

    opened: list[PostgresBackend] = []

    def make(**options: Any) -> PostgresBackend:
        options.setdefault("schema", schema)
        backend = PostgresBackend(postgres_url, **options)
        opened.append(backend)
        return backend

    yield make
    for backend in opened:
        backend.close()


@pytest.fixture
def runner(postgres_url: str, schema: str) -> Iterator[tuple[asyncio.Runner, Any]]:
    """One event loop and one `AsyncPostgresBackend` (pool of 4) for every example of a test."""
    from agentstate_postgres.aio import AsyncPostgresBackend

    with asyncio.Runner() as loop:
        backend = loop.run(AsyncPostgresBackend.open(postgres_url, schema=schema, max_size=4))
        yield loop, backend
        loop.run(backend.close())
