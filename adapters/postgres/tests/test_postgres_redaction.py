"""The PostgreSQL guards: only a redaction or an erasure changes or deletes stored rows."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from agentstate import AgentState

psycopg = pytest.importorskip(
    "psycopg", reason="psycopg is not installed: pip install -e adapters/postgres"
)


def test_plain_updates_and_deletes_are_still_refused(
    postgres_url: str, fresh_schema: Callable[[], str]
) -> None:
    """Without a redaction's grant, every UPDATE or DELETE of a stored row is refused.

    No grant outlives a redaction, and even under one an event's structure cannot change.
    """
    from agentstate_postgres import PostgresBackend

    schema = fresh_schema()
    backend = PostgresBackend(postgres_url, schema=schema)
    state = AgentState.open(backend, session_id="s")
    ref = state.append_user("my card is 4111111111111111")
    state.append_tool_result(state.append_tool_call("lookup", {}), {"ok": True})
    state.redact(ref, by="ops", reason="request")
    backend.close()
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        conn.execute(f'SET search_path TO "{schema}"')
        for statement in (
            "UPDATE events SET content = '{}' WHERE seq = 1",
            "UPDATE events SET tokens = -1 WHERE seq = 1",
            "DELETE FROM events WHERE seq = 1",
            "DELETE FROM tool_calls",
        ):
            with pytest.raises(psycopg.errors.RestrictViolation):
                conn.execute(statement)
        assert conn.execute("SELECT count(*) FROM rewrite_grants").fetchone() == (0,)
        with pytest.raises(psycopg.errors.RestrictViolation), conn.transaction():
            conn.execute("INSERT INTO rewrite_grants VALUES ('s', 1)")
            conn.execute('UPDATE events SET content = \'{"text": "x"}\' WHERE seq = 1')
            conn.execute("UPDATE events SET tokens = -1 WHERE seq = 1")
