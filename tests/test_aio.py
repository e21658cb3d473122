"""`AsyncAgentState`: the facade's I/O awaited in worker threads, with the same results."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import (
    AgentState,
    AsyncAgentState,
    CompactionPolicy,
    CompactionResult,
    ExtractiveSummarizer,
    MemoryBackend,
    Scratchpad,
    SqliteBackend,
    ToolCall,
)
from agentstate.backends.base import SessionWriter
from agentstate.errors import EvidenceNotFound, InvalidInput
from agentstate.testing import ManualClock, ScriptedSummarizer
from agentstate.testing.embedders import HashingEmbedder
from tests.backends.awaited import AwaitedBackend

_T = TypeVar("_T")


class Facts(Scratchpad):
    order_id: str | None = None


def test_every_kind_of_call_is_awaited_with_the_synchronous_result(tmp_path: Path) -> None:
    """Appends, scratchpad, ledger, evidence, context and export give what the sync facade gives."""

    async def run() -> None:
        state = await AsyncAgentState.open(
            tmp_path / "a.db", session_id="s", clock=ManualClock(), scratchpad=Facts
        )
        ask = await state.append_user("Cancel order 4921, please.")
        await state.scratchpad.set("order_id", "4921", source=ask)
        call = await state.append_assistant(None, tool_calls=[ToolCall("cancel", {"id": "4921"})])
        await state.append_tool_result(call, {"ok": True})
        action = await state.ledger.propose("cancel_order", {"id": "4921"}, source=ask)
        await state.ledger.approve(action.id, by="user", source=ask)
        assert await state.scratchpad.get("order_id") == "4921"
        assert [a.id for a in await state.ledger.pending()] == []
        assert (await state.evidence.get(ask)).content["text"] == "Cancel order 4921, please."
        hits = await state.evidence.search("cancel order")
        assert hits[0].ref == ask.ref
        events = await state.events()
        exported = await state.export_messages(format="openai")
        context = await state.context(system="You help.", budget=None)
        await state.close()

        sync = AgentState.open(tmp_path / "a.db", session_id="s", clock=ManualClock())
        assert [event.content for event in sync.events()] == [e.content for e in events]
        assert sync.export_messages(format="openai") == exported
        assert sync.context(system="You help.", budget=None).messages == context.messages
        sync.close()

    asyncio.run(run())


def test_errors_are_the_synchronous_errors() -> None:
    """A missing ref raises EvidenceNotFound, bad input InvalidInput, as the sync facade does."""

    async def run() -> None:
        state = AsyncAgentState(AgentState.open(MemoryBackend(), session_id="s"))
        with pytest.raises(EvidenceNotFound):
            await state.evidence.get("ev_9")
        with pytest.raises(InvalidInput):
            await state.append_user(42)  # type: ignore[arg-type]

    asyncio.run(run())
    with pytest.raises(InvalidInput):
        AsyncAgentState(object())  # type: ignore[arg-type]


def test_overlapping_appends_each_commit_once_in_dense_order(tmp_path: Path) -> None:
    """Fifty appends gathered at once on SQLite: fifty events, seqs 1..50, every text once."""

    async def run() -> list[str]:
        state = await AsyncAgentState.open(tmp_path / "b.db", session_id="s")
        refs = await asyncio.gather(*(state.append_user(f"message {n}") for n in range(50)))
        events = await state.events()
        await state.close()
        assert sorted(ref.seq for ref in refs) == list(range(1, 51))
        assert [event.seq for event in events] == list(range(1, 51))
        return [str(event.content["text"]) for event in events]

    texts = asyncio.run(run())
    assert sorted(texts) == sorted(f"message {n}" for n in range(50))


class _SlowWrites(MemoryBackend):
    """A memory backend whose write transactions take 50 ms of blocking time."""

    @contextmanager
    def write(self, session_id: str) -> Iterator[SessionWriter]:
        time.sleep(0.05)
        with super().write(session_id) as writer:
            yield writer


def test_the_event_loop_runs_while_a_write_blocks() -> None:
    """A slow append runs off the loop: another coroutine keeps running meanwhile."""

    async def run() -> int:
        state = AsyncAgentState(AgentState.open(_SlowWrites(), session_id="s"))
        ticks = 0
        done = asyncio.Event()

        async def ticker() -> None:
            nonlocal ticks
            while not done.is_set():
                ticks += 1
                await asyncio.sleep(0.005)

        task = asyncio.create_task(ticker())
        await state.append_user("slow")
        done.set()
        await task
        return ticks

    assert asyncio.run(run()) >= 3


def test_compaction_is_awaited(tmp_path: Path) -> None:
    """`compact` commits the scripted summary through `AgentState.acompact`."""

    async def run() -> None:
        state = await AsyncAgentState.open(tmp_path / "c.db", session_id="s")
        first = await state.append_user("Cancel order 4921.")
        for number in range(6):
            await state.append_user(f"Question {number}?")
            await state.append_assistant("Answer.")
        summary = {"objective": {"text": "Cancel order 4921", "refs": [first.ref]}}
        policy = CompactionPolicy(budget=2000, keep_tokens=10, keep_groups=1)
        result = await state.compact(ScriptedSummarizer([summary]), policy=policy, force=True)
        assert result.committed, result.reason
        assert [c.version for c in await state.checkpoints()] == [1]
        await state.close()

    asyncio.run(run())


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["user", "assistant", "system"]), st.text(min_size=1)),
        max_size=12,
    )
)
def test_any_history_is_stored_as_the_synchronous_facade_stores_it(
    history: list[tuple[str, str]],
) -> None:
    """Any appends, awaited: the same events, in the same order, as the synchronous facade."""
    sync = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    for role, text in history:
        getattr(sync, f"append_{role}")(text)

    async def run() -> list[object]:
        state = AsyncAgentState(
            AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
        )
        for role, text in history:
            await getattr(state, f"append_{role}")(text)
        return [(event.kind, event.content) for event in await state.events()]

    assert asyncio.run(run()) == [(event.kind, event.content) for event in sync.events()]


def test_sqlite_backend_is_shared_across_worker_threads(tmp_path: Path) -> None:
    """One SqliteBackend serves the facade from the loop's worker threads without errors."""
    backend = SqliteBackend(tmp_path / "d.db")

    async def run() -> int:
        states = [AsyncAgentState(AgentState.open(backend, session_id=f"s{n}")) for n in range(4)]
        await asyncio.gather(*(s.append_user(f"hi {n}") for n, s in enumerate(states * 5)))
        return sum([len(await state.events()) for state in states])

    assert asyncio.run(run()) == 20
    backend.close()


def _forbid_threads(*args: object, **kwargs: object) -> object:
    raise AssertionError("a native read went to a worker thread")


def test_reads_are_awaited_on_an_asyncio_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    """With an asyncio backend, reads are awaited on it (no thread) and equal the sync results."""
    backend = AwaitedBackend(MemoryBackend())
    sync = AgentState.open(backend.sync, session_id="s", clock=ManualClock(), scratchpad=Facts)
    ask = sync.append_user("Cancel order 4921, please.")
    sync.scratchpad.set("order_id", "4921", source=ask)
    action = sync.ledger.propose("cancel_order", {"id": "4921"}, source=ask)
    state = AsyncAgentState(sync, backend=backend)

    async def run() -> list[object]:
        monkeypatch.setattr(asyncio, "to_thread", _forbid_threads)
        return [
            await state.events(after=1),
            await state.evidence.get(ask),
            await state.evidence.expand(ask, before=0, after=1),
            await state.evidence.search("cancel order", k=2),
            await state.scratchpad.get("order_id"),
            await state.scratchpad.history("order_id"),
            await state.scratchpad.snapshot(),
            await state.ledger.pending(),
            await state.ledger.history(action.id),
            await state.checkpoints(),
            await state.event_by_external_id("none"),
        ]

    awaited = asyncio.run(run())
    monkeypatch.undo()
    assert awaited == [
        list(sync.events(after=1)),
        sync.evidence.get(ask),
        sync.evidence.expand(ask, before=0, after=1),
        sync.evidence.search("cancel order", k=2),
        sync.scratchpad.get("order_id"),
        sync.scratchpad.history("order_id"),
        sync.scratchpad.snapshot(),
        sync.ledger.pending(),
        sync.ledger.history(action.id),
        sync.checkpoints(),
        sync.event_by_external_id("none"),
    ]
    assert backend.reads == len(awaited)


def _counting_threads(threaded: list[str]) -> Callable[..., Awaitable[object]]:
    """`asyncio.to_thread`, recording in `threaded` the name of each function it runs."""
    original = asyncio.to_thread

    async def counted(function: Callable[..., _T], /, *args: object, **kwargs: object) -> _T:
        threaded.append(getattr(function, "__name__", "?"))
        return await original(function, *args, **kwargs)

    return counted


def test_writes_run_on_the_asyncio_backend_and_hybrid_search_in_a_thread() -> None:
    """An append runs with the backend's `run_sync`, a hybrid search in a worker thread."""
    backend = AwaitedBackend(MemoryBackend())
    sync = AgentState.open(backend.sync, session_id="s", embedder=HashingEmbedder())
    state = AsyncAgentState(sync, backend=backend)
    threaded: list[str] = []
    counted = _counting_threads(threaded)

    async def run() -> list[object]:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(asyncio, "to_thread", counted)
            await state.append_user("refund the order")
            return [
                await state.events(),
                await state.evidence.search("refund", mode="hybrid"),
                await state.evidence.search("refund", mode="lexical"),
            ]

    events, hybrid, lexical = asyncio.run(run())
    assert [event.content for event in events] == [{"text": "refund the order"}]  # type: ignore[attr-defined]
    assert hybrid == sync.evidence.search("refund", mode="hybrid")
    assert lexical == sync.evidence.search("refund", mode="lexical")
    assert threaded == ["search"]
    assert backend.ran == ["append_user"]
    assert backend.reads == 2


def test_a_compaction_stores_on_the_asyncio_backend_and_validates_in_a_thread() -> None:
    """`compact`'s plan and commit run with `run_sync`; only the validation takes a thread."""
    backend = AwaitedBackend(MemoryBackend())
    sync = AgentState.open(backend.sync, session_id="s", clock=ManualClock())
    for n in range(6):
        sync.append_user(f"Order {4920 + n} arrived damaged; please refund it.")
    state = AsyncAgentState(sync, backend=backend)
    threaded: list[str] = []
    counted = _counting_threads(threaded)

    async def run() -> CompactionResult:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(asyncio, "to_thread", counted)
            policy = CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1)
            return await state.compact(ExtractiveSummarizer(), policy=policy, force=True)

    result = asyncio.run(run())
    assert result.committed
    assert threaded == ["judge"]
    assert backend.ran == ["plan", "commit"]
    assert [checkpoint.version for checkpoint in sync.checkpoints()] == [1]


def test_an_asyncio_backend_of_another_store_is_refused() -> None:
    """`backend.sync` must be the state's backend: reads and writes see one store."""
    with pytest.raises(InvalidInput):
        AsyncAgentState(
            AgentState.open(MemoryBackend(), session_id="s"),
            backend=AwaitedBackend(MemoryBackend()),
        )


def test_open_takes_an_asyncio_backend_and_leaves_it_open() -> None:
    """`AsyncAgentState.open(backend)` opens and writes through it; closing leaves it open."""
    backend = AwaitedBackend(MemoryBackend())

    async def run() -> None:
        state = await AsyncAgentState.open(backend, session_id="s")
        assert state.backend is backend
        await state.append_user("hi")
        assert backend.ran == ["open", "append_user"]
        await state.close()
        assert not backend.closed
        assert len(list(AgentState.open(backend.sync, session_id="s").events())) == 1

    asyncio.run(run())
