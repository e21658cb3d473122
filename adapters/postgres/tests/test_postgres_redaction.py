"""The PostgreSQL guards: only a redaction or an erasure changes or deletes stored rows."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from agentstate import AgentState
from agentstate.backends.search import stem

IN_CI = os.environ.get("CI", "").lower() == "true"

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


def _relation_files(conn: Any, schema: str) -> list[Path] | None:
    """The files of the schema's tables and indexes, or None when they cannot be read here."""
    try:
        data = Path(conn.execute("SHOW data_directory").fetchone()[0])
    except psycopg.Error:
        return None
    paths = conn.execute(
        "SELECT pg_relation_filepath(c.oid) FROM pg_class c JOIN pg_namespace n "
        "ON n.oid = c.relnamespace WHERE n.nspname = %s AND c.relkind IN ('r', 'i', 't')",
        (schema,),
    ).fetchall()
    files = [file for (relative,) in paths for file in data.glob(f"{relative}*")]
    try:
        for file in files:
            file.read_bytes()
    except OSError:
        return None
    return files if files else None


def _holds_secret(file: Path) -> bool:
    """Whether a file holds the secret word, or its stem (what the search index keeps)."""
    data = file.read_bytes()
    return any(word.encode() in data for word in ("zyzzyvaowner", stem("zyzzyvaowner")))


def test_vacuum_removes_old_row_versions_from_the_files(
    postgres_url: str, fresh_schema: Callable[[], str]
) -> None:
    """A redacted value stays in the table and index files until `vacuum`, then is gone.

    What the privacy guide says PostgreSQL does: dead tuples and GIN keys keep the old text
    after the commit; ``VACUUM FULL`` (`PostgresBackend.vacuum`) rewrites the files without
    them. The data stay readable throughout.
    """
    from agentstate_postgres import PostgresBackend

    schema = fresh_schema()
    backend = PostgresBackend(postgres_url, schema=schema)
    state = AgentState.open(backend, session_id="s")
    ref = state.append_user("my card is 4111111111111111 zyzzyvaowner")
    for i in range(20):
        state.append_user(f"filler {i}")
    state.redact(ref, by="ops", reason="request")
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        files = _relation_files(conn, schema)
        if files is None:
            if IN_CI:
                pytest.fail("CI=true: the server's data directory must be readable here")
            pytest.skip("the server's data directory is not readable from this process")
        conn.execute("CHECKPOINT")
        before = [file for file in files if _holds_secret(file)]
        backend.vacuum()
        conn.execute("CHECKPOINT")
        after = _relation_files(conn, schema) or []
        still = [file for file in after if _holds_secret(file)]
    assert before, "the dead row version must be in the files before the vacuum"
    assert still == []
    assert state.evidence.get(ref).content == {"text": "[redacted]"}
    assert len(list(state.events())) == 22
    backend.close()
