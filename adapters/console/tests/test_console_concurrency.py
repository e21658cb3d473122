"""The console beside writing agents: it reads in short transactions and never holds them up.

SQLite here; PostgreSQL (the same pages and a decision, through a ``postgresql://`` URL as
``agentstate serve`` opens it) when AGENTSTATE_TEST_POSTGRES_URL names a server: CI starts
one, and there a missing server fails instead of skipping.
"""

from __future__ import annotations

import os
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from agentstate_console import create_app
from console_helpers import form_values
from starlette.testclient import TestClient

from agentstate import AgentState, SqliteBackend
from agentstate.backends import open_backend
from agentstate.demo import SESSION_ID
from agentstate.ledger import ActionStatus

IN_CI = os.environ.get("CI", "").lower() == "true"
PAGES = ("/sessions", f"/sessions/{SESSION_ID}", "/approvals", f"/live/sessions/{SESSION_ID}")


def test_pages_render_while_an_agent_holds_the_write_lock(demo_db: Path, client_for) -> None:
    """An agent mid-transaction does not block the console, which sees only committed state."""
    client = client_for(demo_db)
    agent_backend = SqliteBackend(demo_db)
    try:
        agent = AgentState.open(agent_backend, session_id=SESSION_ID)
        with agent_backend.write(SESSION_ID):
            agent.append_user("not committed yet")
            started = time.perf_counter()
            for url in PAGES:
                response = client.get(url)
                assert response.status_code == 200, url
                assert "not committed yet" not in response.text
            assert time.perf_counter() - started < 2.0
        assert "not committed yet" in client.get(f"/sessions/{SESSION_ID}").text
    finally:
        agent_backend.close()


def test_an_agent_appends_while_the_console_reads(demo_db: Path) -> None:
    """With the console's read transaction open, an agent's append commits at once."""
    console_backend = SqliteBackend(demo_db)
    agent_backend = SqliteBackend(demo_db, busy_timeout=0.2)
    try:
        with console_backend.read(SESSION_ID) as reader:
            seen = reader.head().seq
            with AgentState.open(agent_backend, session_id=SESSION_ID) as agent:
                started = time.perf_counter()
                ref = agent.append_user("written during the console's read")
                assert time.perf_counter() - started < 0.2
            assert ref.seq == seen + 1
            assert reader.head().seq == seen
    finally:
        agent_backend.close()
        console_backend.close()


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A ``postgresql://`` URL naming a fresh schema (dropped afterwards)."""
    url = os.environ.get("AGENTSTATE_TEST_POSTGRES_URL")
    try:
        import psycopg
    except ImportError:  # pragma: no cover - depends on the environment
        psycopg = None  # type: ignore[assignment]
    if not url or psycopg is None:
        problem = "set AGENTSTATE_TEST_POSTGRES_URL and install adapters/postgres"
        if IN_CI:
            pytest.fail(f"CI=true requires PostgreSQL for this test: {problem}")
        pytest.skip(problem)
    schema = f"t_{uuid.uuid4().hex[:16]}"
    separator = "&" if "?" in url else "?"
    yield f"{url}{separator}schema={schema}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


def test_console_on_postgresql(postgres_url: str) -> None:
    """Over a postgresql:// URL: the pages show the session and a person's approval lands."""
    with AgentState.open(postgres_url, session_id="pg-1") as agent:
        ask = agent.append_user("<script>x</script> refund order 88, please")
        action = agent.ledger.propose("refund", {"order_id": "88", "amount_cents": 700}, source=ask)
    backend = open_backend(postgres_url)
    try:
        client = TestClient(create_app(backend), base_url="http://127.0.0.1")
        assert "pg-1" in client.get("/sessions").text
        page = client.get("/sessions/pg-1").text
        assert "&lt;script&gt;x&lt;/script&gt; refund order 88" in page
        queue = client.get("/approvals").text
        fields = form_values(queue, action.id)
        response = client.post(
            "/approvals", data={**fields, "decision": "approve", "by": "ops:kim"}
        )
        assert response.status_code == 200
        client.close()
    finally:
        backend.close()
    with AgentState.open(postgres_url, session_id="pg-1") as agent:
        approved = agent.ledger.get(action.id)
        assert approved.status is ActionStatus.APPROVED
        assert approved.actor == "ops:kim"
