"""PostgreSQL specifics: migrations, append-only triggers, locks, pool, errors, search limits."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest

from agentstate import AgentState, ExtractiveSummarizer, SqliteBackend
from agentstate._text import query_phrases
from agentstate.backends.base import ActionRecord, FactRecord, PinRecord, ToolCallRecord
from agentstate.errors import (
    SchemaVersionError,
    StorageCorrupted,
    StorageError,
    StorageUnavailable,
)
from agentstate.events import EventKind
from agentstate.testing.conformance import new_event

pytest.importorskip("psycopg", reason="psycopg is not installed: pip install -e adapters/postgres")

import pg_workers
import psycopg
from agentstate_postgres import PostgresBackend, _queries
from agentstate_postgres._migrations import MIGRATIONS


@contextmanager
def _raw(url: str, schema: str) -> Iterator[Any]:
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f'SET search_path TO "{schema}"')
        yield conn


# --- migrations -------------------------------------------------------------------------------


def test_migrations_are_recorded_once(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any]
) -> None:
    """Opening records every migration by version; opening again applies nothing twice."""
    first = make_postgres()
    second = make_postgres()
    assert first.applied_migrations() == [m.name for m in MIGRATIONS]
    assert second.applied_migrations() == first.applied_migrations()
    with _raw(postgres_url, schema) as conn:
        rows = conn.execute("SELECT version, name FROM agentstate_migrations").fetchall()
    assert rows == [(index, m.name) for index, m in enumerate(MIGRATIONS, 1)]


def test_workers_starting_together_migrate_once(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any]
) -> None:
    """Eight processes opening one fresh schema at once all succeed; the schema is made once."""
    ctx = pg_workers.context()
    start, out = ctx.Barrier(8), ctx.Queue()
    children = [
        ctx.Process(
            target=pg_workers.append_writer,
            args=(postgres_url, schema),
            kwargs={"writer": n, "sessions": [f"s{n}"], "count": 1, "start": start, "out": out},
        )
        for n in range(8)
    ]
    for child in children:
        child.start()
    results = [out.get(timeout=120) for _ in children]
    for child in children:
        child.join(timeout=30)
    assert [error for _, _, error in results] == [""] * 8
    assert len(make_postgres().sessions()) == 8


def test_a_schema_from_a_newer_version_is_refused(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any]
) -> None:
    """A migration this version does not know raises SchemaVersionError naming it."""
    make_postgres().close()
    with _raw(postgres_url, schema) as conn:
        conn.execute(
            "INSERT INTO agentstate_migrations (version, name) VALUES (%s, '9999_future')",
            (len(MIGRATIONS) + 1,),
        )
    with pytest.raises(SchemaVersionError) as caught:
        make_postgres()
    assert caught.value.unknown_migrations == ("9999_future",)


def test_a_schema_holding_other_tables_is_refused(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any]
) -> None:
    """A schema with tables that are not agentstate's is not taken over."""
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
        conn.execute(f'CREATE TABLE "{schema}".orders (id int)')
    with pytest.raises(StorageCorrupted, match="orders"):
        make_postgres()


# --- append-only ------------------------------------------------------------------------------


def test_append_only_tables_refuse_changes(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any]
) -> None:
    """A trigger refuses UPDATE, DELETE and TRUNCATE of every stored record."""
    backend = make_postgres()
    state = AgentState.open(backend, session_id="s")
    pg_workers.fill(state, turns=6)
    state.compact(ExtractiveSummarizer(), policy=pg_workers.POLICY, force=True)
    with backend.write("s") as tx:
        tx.put_fact(FactRecord("order_id", "4921", 1, 1))
        tx.put_pin(PinRecord(1, 1))
        tx.put_action(ActionRecord("act_1", "refund", {}, "d", "pending", "m", 1, 1))
    with _raw(postgres_url, schema) as conn:
        for table in ("events", "facts", "actions", "checkpoints", "pins"):
            assert conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0] > 0
            for statement in (
                f"UPDATE {table} SET session_id = 'x'",
                f"DELETE FROM {table}",
                f"TRUNCATE {table} CASCADE",
            ):
                with pytest.raises(psycopg.errors.RestrictViolation, match="append-only"):
                    conn.execute(statement)
    assert backend.integrity_check() == ["ok"]


def test_a_tool_call_is_answered_once(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any]
) -> None:
    """Recording a second result for an answered call is refused and wrapped."""
    backend = make_postgres()
    with backend.write("s") as tx:
        tx.put_tool_call(ToolCallRecord("c1", "lookup", 1))
    with backend.write("s") as tx:
        tx.put_tool_call(ToolCallRecord("c1", "lookup", 1, result_seq=2))
    with pytest.raises(StorageError, match="answered once") as caught, backend.write("s") as tx:
        tx.put_tool_call(ToolCallRecord("c1", "lookup", 1, result_seq=3))
    assert isinstance(caught.value.__cause__, psycopg.Error)
    with backend.read("s") as reader:
        assert reader.tool_call("c1") == ToolCallRecord("c1", "lookup", 1, 2)


# --- locks, pool and errors -------------------------------------------------------------------


def test_writers_of_one_session_queue_and_time_out(make_postgres: Callable[..., Any]) -> None:
    """A writer of a locked session times out as StorageUnavailable; other sessions never wait."""
    holder = make_postgres()
    waiter = make_postgres(lock_timeout=0.3)
    with holder.write("busy") as tx:
        tx.append([new_event("held", cum_tokens=5)])
        with pytest.raises(StorageUnavailable, match="lock"), waiter.write("busy") as other:
            other.append([new_event("never")])
        with waiter.write("free") as other:
            other.append([new_event("fine", cum_tokens=5)])
    with waiter.read("busy") as reader:
        assert [event.content["text"] for event in reader.events()] == ["held"]
    with waiter.write("busy") as other:  # the lock went with the holder's commit
        assert other.head().seq == 1


def test_an_exhausted_pool_raises_storage_unavailable(make_postgres: Callable[..., Any]) -> None:
    """With every pooled connection busy past the timeout, an operation is StorageUnavailable."""
    backend = make_postgres(max_size=1, timeout=0.3)
    entered, release = threading.Event(), threading.Event()

    def hold() -> None:
        with backend.write("a"):
            entered.set()
            release.wait(timeout=30)

    thread = threading.Thread(target=hold)
    thread.start()
    try:
        assert entered.wait(timeout=30)
        with pytest.raises(StorageUnavailable), backend.read("b"):
            pass
    finally:
        release.set()
        thread.join()
    with backend.read("b") as reader:
        assert reader.head().seq == 0


def test_an_unreachable_server_is_storage_unavailable() -> None:
    """Opening a backend on a closed port raises StorageUnavailable, not a driver error."""
    with pytest.raises(StorageUnavailable) as caught:
        PostgresBackend("postgresql://nobody@127.0.0.1:1/none?connect_timeout=1", timeout=1)
    assert "127.0.0.1:1" in str(caught.value)


def _elsewhere(postgres_url: str, **parts: str) -> str:
    """The test server's URL with its database or user replaced."""
    url = urlsplit(postgres_url)
    netloc = url.netloc
    if "user" in parts:
        netloc = f"{parts['user']}@{netloc.rpartition('@')[2]}"
    path = f"/{parts['database']}" if "database" in parts else url.path
    return urlunsplit(url._replace(netloc=netloc, path=path))


@pytest.mark.parametrize(
    ("parts", "reason"),
    [
        ({"database": "no_such_database"}, 'database "no_such_database" does not exist'),
        ({"user": "no_such_role"}, 'role "no_such_role" does not exist'),
    ],
)
def test_a_refused_connection_fails_at_once_with_the_servers_reason(
    postgres_url: str, parts: dict[str, str], reason: str
) -> None:
    """A wrong database or role fails in well under the pool's timeout, saying why."""
    started = time.monotonic()
    with pytest.raises(StorageUnavailable, match=reason):
        PostgresBackend(_elsewhere(postgres_url, **parts), timeout=30)
    assert time.monotonic() - started < 5


def test_a_server_that_cannot_be_reached_says_what_the_last_attempt_met(
    tmp_path: Path,
) -> None:
    """No server at the address: StorageUnavailable after the timeout, naming the failure."""
    url = f"postgresql://nobody@/none?host={tmp_path}&port=1"
    started = time.monotonic()
    with pytest.raises(StorageUnavailable, match=r"no connection within 1 s.*No such file"):
        PostgresBackend(url, timeout=1)
    assert time.monotonic() - started < 10


def test_driver_errors_are_wrapped(make_postgres: Callable[..., Any]) -> None:
    """A value PostgreSQL cannot store raises StorageError with the driver error as cause."""
    backend = make_postgres()
    with pytest.raises(StorageError) as caught, backend.write("s") as tx:
        tx.put_fact(FactRecord("nul\x00key", 1, 1, 1))
    assert isinstance(caught.value.__cause__, psycopg.Error)
    assert backend.sessions() == []


def test_integrity_check_finds_a_head_that_disagrees(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any]
) -> None:
    """integrity_check reports a session whose head does not match its log."""
    backend = make_postgres()
    state = AgentState.open(backend, session_id="s")
    state.append_user("one")
    state.append_user("two")
    assert backend.integrity_check() == ["ok"]
    with _raw(postgres_url, schema) as conn:
        conn.execute("UPDATE sessions SET last_seq = 3")
    assert backend.integrity_check() == [
        "session 's': head says 3 events, the log holds 2 numbered up to 2"
    ]


# --- nesting ----------------------------------------------------------------------------------


def test_reads_and_writes_inside_a_write_join_it(make_postgres: Callable[..., Any]) -> None:
    """A read inside a write sees its writes; a failed nested write undoes only itself."""
    backend = make_postgres()
    with backend.write("s") as tx:
        tx.append([new_event("outer", cum_tokens=5)])
        with backend.read("s") as reader:
            assert reader.head().seq == 1
        with pytest.raises(ZeroDivisionError), backend.write("s") as inner:
            inner.append([new_event("inner", cum_tokens=10)])
            raise ZeroDivisionError
        with backend.write("other") as inner:
            inner.append([new_event("elsewhere", cum_tokens=5)])
    with backend.read("s") as reader:
        assert [event.content["text"] for event in reader.events()] == ["outer"]
    assert [info.session_id for info in backend.sessions()] == ["other", "s"]


# --- opening by URL ---------------------------------------------------------------------------


def test_agentstate_opens_a_postgresql_url(postgres_url: str, schema: str) -> None:
    """AgentState.open("postgresql://...") works with the same public API and owns its pool."""
    url = f"{postgres_url}{'&' if '?' in postgres_url else '?'}schema={schema}"
    with AgentState.open(url, session_id="ticket-9104") as state:
        assert isinstance(state.backend, PostgresBackend)
        assert state.backend.schema == schema
        pg_workers.fill(state, turns=6)
        hits = state.evidence.search("damaged pallet", k=3)
        assert hits[0].ref == "ev_1"
        assert state.evidence.expand("ev_2", before=1, after=1)[0].ref == "ev_1"
        result = state.compact(ExtractiveSummarizer(), policy=pg_workers.POLICY, force=True)
        assert result.committed
        assert [c.version for c in state.checkpoints()] == [1]
        backend = state.backend
    with pytest.raises(StorageError):
        backend.sessions()
    with AgentState.open(url, session_id="ticket-9104") as again:
        assert len(list(again.events())) == 6 * 3 + 2


def test_an_execution_whose_result_is_an_error_ends_failed(
    make_postgres: Callable[..., Any],
) -> None:
    """The ledger's failed status on PostgreSQL: in either order, stored, replayed, exported."""
    from agentstate.ledger import TOOL_ACTOR
    from agentstate.replay import stored_projection

    state = AgentState.open(make_postgres(), session_id="ticket-9104", record_failures=True)
    ask = state.append_user("Credit order 4921, please.")
    after, before = (
        state.ledger.propose("issue_credit", {"order_id": "4921", "n": n}, source=ask)
        for n in (1, 2)
    )
    for action in (after, before):
        state.ledger.approve(action.id, by="supervisor", source=ask)
    call = state.append_tool_call("issue_credit", {"order_id": "4921", "n": 1})
    state.ledger.execute(after.id, by="billing", source=call)
    result = state.append_tool_result(call, "card declined", is_error=True)
    again = state.append_tool_call("issue_credit", {"order_id": "4921", "n": 2})
    state.import_messages(
        [{"role": "tool", "tool_call_id": again.call_ids[0], "content": "x", "is_error": True}],
        format="openai",
    )
    assert state.ledger.execute(before.id, by="billing", source=again).status.value == "failed"
    failed = state.ledger.get(after.id)
    assert (failed.status.value, failed.actor, failed.source) == ("failed", TOOL_ACTOR, result.ref)
    assert [move.status.value for move in state.ledger.history(before.id)] == [
        "pending",
        "approved",
        "executed",
        "failed",
    ]
    assert state.replay() == stored_projection(state)


def test_normal_durability_turns_synchronous_commit_off(make_postgres: Callable[..., Any]) -> None:
    """durability="normal" commits without waiting for the flush; "full" waits."""
    for durability, expected in (("full", "on"), ("normal", "off")):
        backend = make_postgres(durability=durability)
        with backend.write("s") as tx:
            tx.append([new_event("x", cum_tokens=5)])
        with backend.read("s") as reader:
            setting = reader._conn.execute("SHOW synchronous_commit").fetchone()[0]
        assert setting == expected


# --- search -----------------------------------------------------------------------------------


def test_search_reaches_past_postgresql_limits(make_postgres: Callable[..., Any]) -> None:
    """Words over 2,046 bytes, far phrases and over 1 MB of distinct words are all found."""
    backend = make_postgres()
    long_word = "z" * 5000
    far = " ".join(["filler"] * 20_000) + " needle haystack"
    many = " ".join(f"w{n:06d}" + "q" * 90 for n in range(12_000))
    with backend.write("s") as tx:
        tx.append(
            [
                new_event(f"before {long_word} after", cum_tokens=5),
                new_event(far, cum_tokens=10),
                new_event(many, cum_tokens=15),
                new_event("nul \x00 inside", cum_tokens=20),
            ]
        )
    with backend.read("s") as reader:
        assert [h.event.seq for h in reader.search(query_phrases(long_word), k=5)] == [1]
        assert [h.event.seq for h in reader.search(query_phrases("needle haystack"), k=5)] == [2]
        first, last = "w000000" + "q" * 90, "w011999" + "q" * 90
        assert [h.event.seq for h in reader.search(query_phrases(first), k=5)] == [3]
        assert [h.event.seq for h in reader.search(query_phrases(last), k=5)] == [3]
        assert [h.event.seq for h in reader.search(query_phrases("inside"), k=5)] == [4]


TEXTS = [
    "The customer requested a refund for order 4921",
    "Refunds are approved by a supervisor",
    "user mia_li_3668 booked flight HAT001 to Zürich",
    "li mia 3668 scattered words",
    "Café crème at the caf\u00e9; NOT a problem",
    "re-check the e-mail billing@example.com before 2024-05-01",
    "shipping was delayed by 3.5 days",
    "the the the a an of",
]
SEARCH_QUERIES = [
    "refunding approvals",
    "mia_li_3668",
    "cafe",
    "CAFÉ problems",
    "billing@example.com",
    "recheck e-mail",
    "3.5",
    "2024-05-01",
    "the",
    "not a",
    "zurich hat001",
    "'; DROP TABLE events; --",
    "delay* ship",
]


@pytest.mark.parametrize("query", SEARCH_QUERIES)
def test_search_ranks_as_sqlite_does(make_postgres: Callable[..., Any], query: str) -> None:
    """Any query finds the events SQLite finds, in the same order, with the same scores."""
    postgres, sqlite = make_postgres(), SqliteBackend(":memory:")
    try:
        found = []
        for backend in (postgres, sqlite):
            with backend.write("s") as tx:
                tx.append([new_event(text, cum_tokens=5 * n) for n, text in enumerate(TEXTS)])
            with backend.read("s") as reader:
                hits = reader.search(query_phrases(query), k=99)
            found.append([(hit.event.seq, hit.score) for hit in hits])
        assert found[0] == found[1]
    finally:
        sqlite.close()


# --- moving sessions --------------------------------------------------------------------------


def test_a_session_moves_from_sqlite_to_postgresql(
    postgres_url: str, schema: str, tmp_path: Any
) -> None:
    """`agentstate copy` moves a SQLite session to PostgreSQL with every ref and checkpoint."""
    from click.testing import CliRunner

    from agentstate.cli import cli
    from agentstate.transfer import copy_session

    path = tmp_path / "support.db"
    with AgentState.open(path, session_id="ticket-9104") as old:
        pg_workers.fill(old, turns=6)
        assert old.compact(ExtractiveSummarizer(), policy=pg_workers.POLICY, force=True).committed
        old.append_user("and one more thing")
        events, checkpoints = list(old.events()), old.checkpoints()
    url = f"{postgres_url}{'&' if '?' in postgres_url else '?'}schema={schema}"
    result = CliRunner().invoke(cli, ["copy", str(path), url, "--session", "ticket-9104"])
    assert result.exit_code == 0, result.output
    assert (
        f"copied ticket-9104 to ticket-9104: {len(events)} events, 1 checkpoints" in result.output
    )
    with AgentState.open(url, session_id="ticket-9104", durability="normal") as moved:
        assert isinstance(moved.backend, PostgresBackend)
        assert moved.backend.durability == "normal"
        assert list(moved.events()) == events
        assert moved.checkpoints() == checkpoints
        assert moved.evidence.search("damaged pallet", k=1)[0].ref == "ev_1"
        assert moved.append_user("continued on PostgreSQL").seq == len(events) + 1
        report = copy_session(
            moved.backend, moved.backend, session_id="ticket-9104", to_session_id="fork"
        )
        assert report.events == len(events) + 1
        forked = AgentState.open(moved.backend, session_id="fork")
        assert [e.content for e in forked.events()] == [e.content for e in moved.events()]


# --- indexes ----------------------------------------------------------------------------------


def test_split_point_lookups_use_their_indexes(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any]
) -> None:
    """The running-sum and safe-split lookups are index probes, not scans of the session."""
    backend = make_postgres()
    for session in ("a", "b"):
        with backend.write(session) as tx:
            tx.append(
                [new_event(f"e{n}", cum_tokens=5 * n, open_calls=n % 3) for n in range(1, 2001)]
            )
    with backend.read("a") as reader:
        assert reader.first_seq_reaching(5000) == 1000
        assert reader.last_safe_seq(at_most=1000) == 999
    with _raw(postgres_url, schema) as conn:
        conn.execute("ANALYZE events")
        queries = {
            "running sum": (
                "SELECT seq FROM events WHERE session_id = %s AND cum_tokens >= %s "
                "ORDER BY cum_tokens, seq LIMIT 1",
                ("a", 5000),
            ),
            "safe split": (
                "SELECT seq FROM events WHERE session_id = %s AND open_calls = 0 "
                "AND seq <= %s AND seq >= %s ORDER BY seq DESC LIMIT 1",
                ("a", 1000, 1),
            ),
        }
        plans = {
            name: " ".join(row[0] for row in conn.execute("EXPLAIN " + query, params))
            for name, (query, params) in queries.items()
        }
    assert "events_cum_tokens" in plans["running sum"]
    assert "events_safe_split" in plans["safe split"]


@pytest.mark.parametrize("kind", [EventKind.COMPACTION, EventKind.RETRACTION])
def test_reading_one_rare_kind_uses_its_partial_index(
    postgres_url: str, schema: str, make_postgres: Callable[..., Any], kind: EventKind
) -> None:
    """Compaction events (every trigger check) and retractions (every render) come from an index."""
    backend = make_postgres()
    for session in ("a", "b"):
        with backend.write(session) as tx:
            tx.append(
                [
                    new_event(f"e{n}", kind=kind, content={})
                    if n == 1000
                    else new_event(f"e{n}", cum_tokens=5 * n)
                    for n in range(1, 2001)
                ]
            )
    with backend.read("a") as reader:
        assert [e.seq for e in reader.events(kinds=(kind,))] == [1000]
    query = _queries.events("a", after=0, until=None, limit=None, kinds=(kind,), newest_first=False)
    with _raw(postgres_url, schema) as conn:
        conn.execute("ANALYZE events")
        plan = " ".join(row[0] for row in conn.execute("EXPLAIN " + query.statement, query.params))
    assert f"events_{kind}" in plan
    assert "Seq Scan" not in plan
