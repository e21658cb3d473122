"""Writes of `AsyncAgentState` on PostgreSQL: awaited on psycopg's async driver, no thread.

Each write runs the synchronous operation in a greenlet whose statements the calling task
awaits (`agentstate_postgres._bridge`). These tests hold it to the synchronous facade: the
same operations give the same log, state and errors, with `asyncio.to_thread` forbidden.
"""

from __future__ import annotations

import asyncio
import itertools
import re
import threading
from typing import Any

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate import AgentState, ExtractiveSummarizer, Scratchpad, ToolCall
from agentstate.aio import AsyncAgentState
from agentstate.capture import CaptureRule
from agentstate.compaction import CompactionPolicy
from agentstate.errors import AgentStateError, StorageError
from agentstate.testing import ManualClock

pytest.importorskip("psycopg", reason="psycopg is not installed: pip install -e adapters/postgres")

from agentstate_postgres._bridge import await_only
from agentstate_postgres.aio import AsyncPostgresBackend
from pg_loops import gather_counting_executor

_RUNS = itertools.count()


class Facts(Scratchpad):
    order_id: str | None = None
    note: str | None = None


_CAPTURE = [CaptureRule(tool="lookup", path="arguments.q", field="order_id")]


Op = tuple[str, tuple[Any, ...], dict[str, Any]]

_REF = st.integers(0, 12).map(lambda n: f"ev_{n}")
_CALL = st.integers(1, 12).map(lambda n: f"call_{n}")
_ACTION = st.integers(1, 12).map(lambda n: f"act_{n}")
_WORD = st.sampled_from(["4921", "3668", "refund", "café", ""])

# Valid and invalid calls alike: an invalid one must raise what the synchronous one raises.
_OPS: st.SearchStrategy[list[Op]] = st.lists(
    st.one_of(
        st.builds(lambda w: ("append_user", (w or "hello",), {}), _WORD),
        st.builds(lambda w: ("append_assistant", (w,), {}), _WORD),
        st.builds(
            lambda w: ("append_assistant", (), {"tool_calls": [ToolCall("lookup", {"q": w})]}),
            _WORD,
        ),
        st.builds(
            lambda c, w, e: ("append_tool_result", (c, {"found": w}), {"is_error": e}),
            _CALL,
            _WORD,
            st.booleans(),
        ),
        st.builds(lambda w: ("append_opaque", ({"r": w},), {"provider": "openai"}), _WORD),
        st.builds(lambda w, r: ("scratchpad.set", ("note", w), {"source": r}), _WORD, _REF),
        st.builds(
            lambda w, r: ("ledger.propose", ("refund", {"order_id": w}), {"source": r}), _WORD, _REF
        ),
        st.builds(
            lambda move, a, r: (f"ledger.{move}", (a,), {"by": "agent-7", "source": r}),
            st.sampled_from(["approve", "reject", "cancel", "revoke", "execute", "fail"]),
            _ACTION,
            _REF,
        ),
        st.builds(lambda r: ("pin", (r,), {}), _REF),
        st.builds(lambda r: ("mark_boundary", ("next task",), {"after": r}), _REF),
        st.builds(lambda r: ("retract", ([r],), {"by": "app", "reason": "retry"}), _REF),
        st.just(("compact", (), {})),
    ),
    min_size=4,
    max_size=24,
)

_POLICY = CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1)


def _target(root: object, path: str) -> Any:
    for name in path.split("."):
        root = getattr(root, name)
    return root


def _outcome(outcome: object, session: str) -> tuple[str, object]:
    """A result or an error as comparable data, the session's own id taken out."""
    if isinstance(outcome, AgentStateError):
        return type(outcome).__name__, str(outcome).replace(session, "<session>")
    return "returned", re.sub(re.escape(session), "<session>", repr(outcome))


def _open(backend: AsyncPostgresBackend, session: str) -> AgentState:
    return AgentState.open(
        backend.sync,
        session_id=session,
        clock=ManualClock(),
        scratchpad=Facts,
        capture=_CAPTURE,
        record_failures=True,
    )


def _stored(state: AgentState) -> list[object]:
    """Everything the session holds, its id taken out."""
    held: list[object] = [
        (e.seq, e.kind, e.content, e.created_at, e.tokens, e.cum_tokens, e.open_calls)
        for e in state.events()
    ]
    held.append(state.scratchpad.history("order_id"))
    held.append(state.scratchpad.history("note"))
    held.append([(a.id, a.status, a.params) for a in state.ledger.actions()])
    held.append([(c.version, c.covers_through, c.summary) for c in state.checkpoints()])
    held.append(state.export_messages(format="anthropic"))
    return [re.sub(re.escape(state.session_id), "<session>", repr(item)) for item in held]


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(ops=_OPS)
def test_every_write_gives_the_synchronous_result_with_no_thread(
    runner: tuple[asyncio.Runner, AsyncPostgresBackend], ops: list[Op]
) -> None:
    """Any writes, valid or not: the synchronous results, errors and state, and no thread."""
    loop, backend = runner
    run = next(_RUNS)
    sync = _open(backend, f"sync{run}")
    awaited = AsyncAgentState(_open(backend, f"async{run}"), backend=backend)
    expected: list[tuple[str, object]] = []
    for method, args, kwargs in ops:
        try:
            if method == "compact":
                result = sync.compact(ExtractiveSummarizer(), policy=_POLICY, force=True)
            else:
                result = _target(sync, method)(*args, **kwargs)
            expected.append(_outcome(result, sync.session_id))
        except AgentStateError as error:
            expected.append(_outcome(error, sync.session_id))
    threaded: list[str] = []

    async def write() -> list[tuple[str, object]]:
        got = []
        for method, args, kwargs in ops:
            try:
                if method == "compact":
                    result = await awaited.compact(
                        ExtractiveSummarizer(), policy=_POLICY, force=True
                    )
                else:
                    result = await _target(awaited, method)(*args, **kwargs)
                got.append(_outcome(result, awaited.session_id))
            except AgentStateError as error:
                got.append(_outcome(error, awaited.session_id))
        return got

    real_to_thread = asyncio.to_thread

    def only_the_judge(fn: Any, /, *args: Any, **kwargs: Any) -> Any:
        threaded.append(fn.__name__)
        return real_to_thread(fn, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(asyncio, "to_thread", only_the_judge)
        got = loop.run(write())
    assert got == expected
    assert set(threaded) <= {"judge"}  # a compaction validates in a thread; nothing else does
    assert _stored(awaited.sync) == _stored(sync)


def test_concurrent_writes_keep_seqs_dense_with_no_thread(
    runner: tuple[asyncio.Runner, AsyncPostgresBackend],
) -> None:
    """200 appends gathered over one session and four others: every seq once, no executor."""
    loop, backend = runner
    states = [
        AsyncAgentState(AgentState.open(backend.sync, session_id=f"busy{n}"), backend=backend)
        for n in range(5)
    ]
    threads = threading.active_count()
    refs, executor_calls = loop.run(
        gather_counting_executor(
            [
                *(states[0].append_user(f"message {n}") for n in range(100)),
                *(states[1 + n % 4].append_user(f"message {n}") for n in range(100)),
            ]
        )
    )
    assert executor_calls == 0
    assert threading.active_count() == threads
    assert sorted(ref.seq for ref in refs[:100]) == list(range(1, 101))
    for state in states:
        events = list(state.sync.events())
        assert [event.seq for event in events] == list(range(1, len(events) + 1))
        assert events[-1].cum_tokens == sum(event.tokens for event in events)
    assert backend.sync.integrity_check() == ["ok"]


def test_a_write_cancelled_while_it_waits_for_the_lock_writes_nothing(
    postgres_url: str, schema: str
) -> None:
    """Cancelled waiting for the session's lock: nothing written, the connection reusable."""

    async def run() -> None:
        backend = await AsyncPostgresBackend.open(postgres_url, schema=schema, max_size=1)
        try:
            sync = AgentState.open(backend.sync, session_id="s")
            sync.append_user("Refund order 4921")
            state = AsyncAgentState(sync, backend=backend)
            async with await psycopg.AsyncConnection.connect(postgres_url) as holder:
                await holder.execute(f'SET search_path TO "{schema}"')
                await holder.execute("SELECT 1 FROM sessions WHERE session_id = 's' FOR UPDATE")

                async def propose() -> object:
                    return await state.ledger.propose("refund", {"order_id": "4921"}, source="ev_1")

                task = asyncio.create_task(propose())
                await asyncio.sleep(0.3)  # the write holds the pool's one connection, waiting
                assert not task.done()
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
                assert task.cancelled()
                await holder.rollback()
            assert [event.seq for event in sync.events()] == [1]
            assert await state.ledger.actions() == []
            ref = await state.append_user("Still there?")
            assert ref.seq == 2
        finally:
            await backend.close()

    asyncio.run(run())


def test_a_write_on_a_closed_backend_raises_storage_error(
    runner: tuple[asyncio.Runner, AsyncPostgresBackend], postgres_url: str, schema: str
) -> None:
    """After `close`, a write raises StorageError and writes nothing."""

    async def run() -> None:
        backend = await AsyncPostgresBackend.open(postgres_url, schema=schema)
        state = AsyncAgentState(AgentState.open(backend.sync, session_id="s"), backend=backend)
        await state.append_user("hello")
        await backend.close()
        with pytest.raises(StorageError):
            await state.append_user("after close")

    asyncio.run(run())


def test_await_only_outside_a_bridged_operation_is_refused() -> None:
    """The bridge's await is for code run by `run_sync` only."""

    async def nothing() -> None:
        return None

    awaitable = nothing()
    with pytest.raises(StorageError, match="outside a bridged operation"):
        await_only(awaitable)
    awaitable.close()


def test_the_backends_maintenance_runs_bridged_too(
    runner: tuple[asyncio.Runner, AsyncPostgresBackend],
) -> None:
    """`run_sync` runs any operation of the synchronous backend: a vacuum, an integrity check."""
    loop, backend = runner
    state = AsyncAgentState(AgentState.open(backend.sync, session_id="s"), backend=backend)

    async def run() -> list[str]:
        await state.append_user("hello")
        await backend.run_sync(backend.sync.vacuum)
        return await backend.run_sync(backend.sync.integrity_check)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(asyncio, "to_thread", lambda *a, **k: pytest.fail("a thread was used"))
        assert loop.run(run()) == ["ok"]
