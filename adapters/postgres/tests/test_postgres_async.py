"""`AsyncPostgresBackend` under `AsyncAgentState`: native reads equal the synchronous facade's."""

from __future__ import annotations

import asyncio
import inspect
import itertools
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate import AgentState, ExtractiveSummarizer, Scratchpad, ToolCall
from agentstate.aio import AsyncAgentState
from agentstate.backends.reads import AsyncSessionReader, AsyncStorageBackend
from agentstate.compaction import CompactionPolicy
from agentstate.errors import (
    AgentStateError,
    InvalidInput,
    SessionNotFound,
    StorageError,
    StorageUnavailable,
)
from agentstate.events import user
from agentstate.testing import ManualClock

pytest.importorskip("psycopg", reason="psycopg is not installed: pip install -e adapters/postgres")

from agentstate_postgres import PostgresBackend
from agentstate_postgres.aio import AsyncPostgresBackend, AsyncPostgresReader
from pg_loops import gather_counting_executor

_RUNS = itertools.count()
WORDS = ["refund", "Refunds", "order", "4921", "mia_li_3668", "café", "the", "NEAR(", "'"]


class Facts(Scratchpad):
    order_id: str | None = None
    credit_cents: int | None = None


# A session is built from these steps, each drawn with its text or value.
_STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("user"), st.lists(st.sampled_from(WORDS), max_size=5).map(" ".join)),
        st.tuples(st.just("assistant"), st.lists(st.sampled_from(WORDS), min_size=1).map(" ".join)),
        st.tuples(st.just("tool"), st.sampled_from(WORDS)),
        st.tuples(st.just("fact"), st.sampled_from(["4921", "3668"])),
        st.tuples(st.just("propose"), st.sampled_from(["4921", "3668"])),
        st.tuples(st.just("approve"), st.just("")),
        st.tuples(st.just("external"), st.sampled_from(["a", "b"])),
        st.tuples(st.just("compact"), st.just("")),
        st.tuples(st.just("pin"), st.just("")),
        st.tuples(st.just("pending"), st.sampled_from(WORDS)),
    ),
    max_size=14,
)


def _build(state: AgentState, steps: list[tuple[str, str]]) -> None:
    """Write a session with the synchronous facade."""
    last = state.append_user("Please refund order 4921.")
    for kind, value in steps:
        if kind == "user":
            last = state.append_user(value or "hello")
        elif kind == "assistant":
            last = state.append_assistant(value)
        elif kind == "tool":
            call = state.append_assistant(tool_calls=[ToolCall("lookup", {"q": value})])
            last = state.append_tool_result(call, {"found": value})
        elif kind == "fact":
            state.scratchpad.set("order_id", value, source=last)
        elif kind == "propose":
            state.ledger.propose("refund", {"order_id": value}, source=last)
        elif kind == "approve" and state.ledger.pending():
            state.ledger.approve(state.ledger.pending()[0].id, by="agent-7", source=last)
        elif kind == "external":
            state.log.append([user(f"mirrored {value}").with_external_id(value)])
        elif kind == "pin":
            state.pin(last)
        elif kind == "pending":
            state.append_assistant(tool_calls=[ToolCall("lookup", {"q": value})])
        elif kind == "compact":
            policy = CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1)
            state.compact(ExtractiveSummarizer(), policy=policy, force=True)


Probe = tuple[str, tuple[Any, ...], dict[str, Any]]

_SEARCHES = st.lists(
    st.tuples(
        st.lists(st.sampled_from(WORDS), max_size=3).map(" ".join),
        st.fixed_dictionaries(
            {
                "k": st.integers(0, 8),
                "kinds": st.none() | st.just(["user"]) | st.just(["tool_result", "assistant"]),
                "since": st.none() | st.integers(0, 20) | st.just("ev_3"),
                "until": st.none() | st.integers(-1, 20) | st.sampled_from(["ev_5", "bad"]),
            }
        ),
    ),
    max_size=4,
)
_PAGES = st.lists(st.tuples(st.integers(-1, 30), st.none() | st.integers(-1, 30)), max_size=3)
_SPANS = st.tuples(st.integers(-1, 3), st.integers(0, 3))


def _probes(
    head: int,
    searches: list[tuple[str, dict[str, Any]]],
    pages: list[tuple[int, int | None]],
    span: tuple[int, int],
) -> list[Probe]:
    """Every native read of a session of `head` events, on every ref and id it could name."""
    refs = [f"ev_{n}" for n in range(head + 2)] + ["bad-ref", "ev_1_x"]
    actions = [f"act_{n}" for n in range(1, head + 2)] + ["act_x"]
    keys = ["order_id", "credit_cents", "nope", ""]
    before, after = span
    probes: list[Probe] = [
        ("checkpoints", (), {}),
        ("scratchpad.values", (), {}),
        ("scratchpad.facts", (), {}),
        ("scratchpad.snapshot", (), {}),
        ("ledger.actions", (), {}),
        ("ledger.pending", (), {}),
        *(("events", (), {"after": a, "limit": n}) for a, n in [(0, None), *pages]),
        *(
            ("export_messages", (), {"format": fmt, "after": a, "until": n})
            for fmt in ("openai", "anthropic")
            for a, n in [(0, None), *pages]
        ),
        ("export_messages", (), {"format": "nonsense"}),
        *(("context", (), {"system": "You help.", "budget": b}) for b in (None, 60, 400, 4000)),
        ("context", (), {"system": 7, "budget": None}),
        *(("replay", (), {"through": n}) for n in (None, -1, 3, head + 5)),
        *(("event_by_external_id", (i,), {}) for i in ["a", "b", "c", ""]),
        *(("evidence.get", (ref,), {}) for ref in refs),
        *(("evidence.expand", (ref,), {"before": before, "after": after}) for ref in refs),
        *(("evidence.search", (word,), {}) for word in WORDS),
        *(("evidence.search", (query,), options) for query, options in searches),
        *(
            (f"scratchpad.{name}", (key,), {})
            for name in ("get", "provenance", "history")
            for key in keys
        ),
        *((f"ledger.{name}", (action,), {}) for name in ("get", "history") for action in actions),
        *(("ledger.require_approved", (action,), {}) for action in actions),
        *(
            ("ledger.require_approved", (action,), {"params": {"order_id": "4921"}})
            for action in actions
        ),
    ]
    return probes


def _target(root: object, path: str) -> Any:
    for name in path.split("."):
        root = getattr(root, name)
    return root


def _outcome(root: object, probe: Probe) -> tuple[str, object]:
    """What a synchronous call returned (iterators read whole), or the error it raised."""
    path, args, kwargs = probe
    try:
        result = _target(root, path)(*args, **kwargs)
    except AgentStateError as exc:  # compared: the same class and message on both sides
        return "raised", (type(exc), str(exc))
    return "returned", list(result) if isinstance(result, Iterator) else result


async def _aoutcome(root: object, probe: Probe) -> tuple[str, object]:
    """What an awaited call returned, or the error it raised."""
    path, args, kwargs = probe
    try:
        result = await _target(root, path)(*args, **kwargs)
    except AgentStateError as exc:  # compared: the same class and message on both sides
        return "raised", (type(exc), str(exc))
    return "returned", result


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(steps=_STEPS, searches=_SEARCHES, pages=_PAGES, span=_SPANS)
def test_every_native_read_gives_the_synchronous_result(
    runner: tuple[asyncio.Runner, AsyncPostgresBackend],
    steps: list[tuple[str, str]],
    searches: list[tuple[str, dict[str, Any]]],
    pages: list[tuple[int, int | None]],
    span: tuple[int, int],
) -> None:
    """Any session, any read (valid or not): the awaited result or error is the sync one."""
    loop, backend = runner
    session = f"s{next(_RUNS)}"
    sync = AgentState.open(backend.sync, session_id=session, clock=ManualClock(), scratchpad=Facts)
    _build(sync, steps)
    probes = _probes(len(list(sync.events())), searches, pages, span)
    state = AsyncAgentState(sync, backend=backend)

    async def awaited() -> list[tuple[str, object]]:
        return [await _aoutcome(state, probe) for probe in probes]

    def through_threads_forbidden(*args: object, **kwargs: object) -> object:
        raise AssertionError("a native read went to a worker thread")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(asyncio, "to_thread", through_threads_forbidden)
        got = loop.run(awaited())
    expected = [_outcome(sync, probe) for probe in probes]
    assert [outcome for outcome, _ in got].count("returned") > len(probes) // 4
    assert got == expected


def test_concurrent_reads_share_one_thread(
    runner: tuple[asyncio.Runner, AsyncPostgresBackend],
) -> None:
    """200 gets and searches gathered on one loop: right answers, no thread, no executor."""
    loop, backend = runner
    sync = AgentState.open(backend.sync, session_id="busy", clock=ManualClock())
    refs = [sync.append_user(f"order {n} needs a refund") for n in range(20)]
    state = AsyncAgentState(sync, backend=backend)
    threads = threading.active_count()
    results, executor_calls = loop.run(
        gather_counting_executor(
            [
                *(state.evidence.get(refs[n % 20]) for n in range(100)),
                *(state.evidence.search(f"order {n % 20}", k=1) for n in range(100)),
            ]
        )
    )
    assert executor_calls == 0
    assert threading.active_count() == threads
    assert [event.ref for event in results[:100]] == [refs[n % 20].ref for n in range(100)]  # type: ignore[attr-defined]
    searched = [hits[0].event.content["text"] for hits in results[100:]]  # type: ignore[index]
    assert searched == [f"order {n % 20} needs a refund" for n in range(100)]


def test_open_with_a_url_reads_natively_and_closes_both_pools(
    postgres_url: str, schema: str
) -> None:
    """`AsyncAgentState.open` on a postgresql:// URL awaits reads natively; close ends both."""

    async def run() -> None:
        url = f"{postgres_url}{'&' if '?' in postgres_url else '?'}schema={schema}"
        state = await AsyncAgentState.open(url, session_id="s")
        assert isinstance(state.backend, AsyncPostgresBackend)
        ask = await state.append_user("Refund order 4921")
        assert (await state.evidence.get(ask)).content == {"text": "Refund order 4921"}
        await state.close()
        with pytest.raises(StorageError):
            await state.evidence.get(ask)
        with pytest.raises(SessionNotFound):
            await AsyncAgentState.open(url, session_id="missing", create=False)

    asyncio.run(run())


def test_a_backend_of_another_store_is_refused(
    runner: tuple[asyncio.Runner, AsyncPostgresBackend], make_postgres: Callable[..., Any]
) -> None:
    """The asyncio backend must be the one whose `sync` backend the state writes through."""
    _, backend = runner
    other: PostgresBackend = make_postgres()
    with pytest.raises(InvalidInput):
        AsyncAgentState(AgentState.open(other, session_id="s"), backend=backend)


def test_the_reader_protocols_match() -> None:
    """The asyncio reader has every read of the synchronous one, each a coroutine function."""
    from agentstate_postgres._session import PostgresReader

    def public(cls: type) -> set[str]:
        return {name for name in dir(cls) if not name.startswith("_")}

    assert public(AsyncPostgresReader) == public(PostgresReader) == public(AsyncSessionReader)
    for name in public(AsyncPostgresReader) - {"session_id"}:
        assert inspect.iscoroutinefunction(getattr(AsyncPostgresReader, name)), name
    assert {"sync", "read", "run_sync", "close"} <= public(AsyncPostgresBackend)
    assert public(AsyncStorageBackend) == {"sync", "read", "run_sync", "close"}


def test_an_unreachable_server_raises_storage_unavailable(tmp_path: Any) -> None:
    """Opening on a server that is not there raises StorageUnavailable, as the sync backend does."""
    url = f"postgresql://agentstate@/agentstate?host={tmp_path}&port=1"
    with pytest.raises(StorageUnavailable):
        asyncio.run(AsyncPostgresBackend.open(url, timeout=1))


def test_a_cancelled_read_gives_its_connection_back(postgres_url: str, schema: str) -> None:
    """Reads cancelled midway leave the one pooled connection usable for the next read."""

    async def run() -> None:
        backend = await AsyncPostgresBackend.open(postgres_url, schema=schema, max_size=1)
        try:
            sync = AgentState.open(backend.sync, session_id="s")
            ask = sync.append_user("Refund order 4921")
            state = AsyncAgentState(sync, backend=backend)
            cancelled = 0
            for _ in range(5):
                task = asyncio.create_task(state.evidence.search("refund order"))
                await asyncio.sleep(0.001)
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
                cancelled += task.cancelled()
            assert cancelled > 0
            assert (await state.evidence.get(ask)).content == {"text": "Refund order 4921"}
        finally:
            await backend.close()

    asyncio.run(run())
