"""Deferred compaction: in the background between turns, with every invariant kept."""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import threading
import time
from collections.abc import Callable

import pytest

from agentstate import (
    AgentState,
    AsyncDeferredCompactor,
    DeferredCompactor,
    EventKind,
    ExtractiveSummarizer,
    Scratchpad,
)
from agentstate.compaction import CompactionPolicy, context_size
from agentstate.compaction.deferred import rendered_tokens
from agentstate.errors import ContextBudgetExceeded, InvalidInput
from agentstate.summarizers import Candidate, SummaryRequest
from agentstate.testing.summarizers import RaisingSummarizer

POLICY = CompactionPolicy(budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1)


class GatedSummarizer:
    """The extractive summarizer, held at a gate until the test opens it."""

    name = "gated"
    version = None

    def __init__(self) -> None:
        self.started = threading.Event()
        self.gate = threading.Event()
        self.calls = 0

    def summarize(self, request: SummaryRequest) -> Candidate:
        self.calls += 1
        self.started.set()
        assert self.gate.wait(10), "the test never opened the gate"
        return ExtractiveSummarizer().summarize(request)

    async def asummarize(self, request: SummaryRequest) -> Candidate:
        self.calls += 1
        self.started.set()
        assert await asyncio.to_thread(self.gate.wait, 10), "the test never opened the gate"
        return ExtractiveSummarizer().summarize(request)


def _fill(state: AgentState, turns: int = 12) -> None:
    state.append_user("My pallet for order 4921 arrived damaged. I must get a credit by Friday.")
    for i in range(turns):
        call = state.append_tool_call("lookup", {"item": i})
        state.append_tool_result(call, {"row": f"item {i} " + "detail " * 6})
        state.append_assistant(f"I will check item {i + 1} next.")


def _outcomes(state: AgentState) -> list[object]:
    return [e.content["outcome"] for e in state.events() if e.kind is EventKind.COMPACTION]


def test_the_turn_never_waits_and_new_events_stay_in_the_tail(state: AgentState) -> None:
    """Schedule returns while the summarizer works; events appended meanwhile stay beyond."""
    _fill(state)
    gated = GatedSummarizer()
    with DeferredCompactor(state, gated, policy=POLICY) as compactor:
        started = time.perf_counter()
        handle = compactor.schedule()
        assert time.perf_counter() - started < 0.5
        assert gated.started.wait(5)
        assert not handle.done()
        arrived = state.append_user("Any news on my credit?")
        gated.gate.set()
        result = handle.result(10)
    assert result.committed
    assert result.covers_through < arrived.seq
    context = state.context(system="s", budget=POLICY.budget)
    assert arrived.seq in [event.seq for event in context.tail]


def test_a_stale_candidate_loses_and_is_recorded(make_state: Callable[..., AgentState]) -> None:
    """A foreground compaction commits first: the background one is recorded as a conflict."""
    state, foreground = make_state(), make_state()
    _fill(state)
    gated = GatedSummarizer()
    with DeferredCompactor(state, gated, policy=POLICY) as compactor:
        handle = compactor.schedule()
        assert gated.started.wait(5)
        won = foreground.compact(ExtractiveSummarizer(), policy=POLICY)
        gated.gate.set()
        lost = handle.result(10)
    assert won.committed
    assert lost.outcome == "conflict"
    assert lost.covers_through == lost.previous_covers_through
    assert [c.version for c in state.checkpoints()] == [1]
    assert _outcomes(state) == ["committed", "conflict"]
    assert state.evidence.get(str(lost.event_ref)).content["outcome"] == "conflict"
    lost.raise_for_outcome()  # a lost race is not an error


def test_scheduling_coalesces_while_one_waits(state: AgentState) -> None:
    """While a compaction runs, scheduling again queues one; more requests join it."""
    _fill(state)
    gated = GatedSummarizer()
    with DeferredCompactor(state, gated, policy=POLICY) as compactor:
        running = compactor.schedule()
        assert gated.started.wait(5)
        queued = compactor.schedule()
        assert compactor.schedule(force=True) is queued
        assert queued is not running
        assert queued.force
        gated.gate.set()
        assert running.result(10).committed
        assert queued.result(10).outcome in ("committed", "skipped")
    assert gated.calls <= 2


def test_close_waits_and_refuses_new_work(state: AgentState) -> None:
    """Close lets the running compaction finish; afterwards schedule raises InvalidInput."""
    _fill(state)
    gated = GatedSummarizer()
    compactor = DeferredCompactor(state, gated, policy=POLICY)
    handle = compactor.schedule()
    assert gated.started.wait(5)
    queued = compactor.schedule(force=True)
    threading.Timer(0.05, gated.gate.set).start()
    compactor.close(cancel_pending=True)
    assert handle.done()
    assert handle.result().committed
    with pytest.raises(concurrent.futures.CancelledError):
        queued.result()
    with pytest.raises(InvalidInput):
        compactor.schedule()


def test_ensure_budget_waits_only_over_the_budget(state: AgentState) -> None:
    """Within the budget ensure_budget returns at once; over it, it compacts before the turn."""
    _fill(state)
    gated = GatedSummarizer()
    with DeferredCompactor(state, gated, policy=POLICY) as compactor:
        compactor.schedule()
        assert gated.started.wait(5)
        started = time.perf_counter()
        assert compactor.ensure_budget() is None
        assert time.perf_counter() - started < 0.5
        gated.gate.set()
    _fill(state, turns=20)
    tight = CompactionPolicy(budget=300, keep_tokens=60, keep_groups=1)
    with DeferredCompactor(state, ExtractiveSummarizer(), policy=tight) as compactor:
        result = compactor.ensure_budget()
    assert result is not None
    assert result.tokens_after <= 300


def test_errors_reach_the_handle_not_the_turn(
    state: AgentState, caplog: pytest.LogCaptureFixture
) -> None:
    """A background compaction that raises leaves the error on its handle, logged in one line."""
    _fill(state, turns=20)
    tight = CompactionPolicy(budget=300, keep_tokens=60, keep_groups=1)
    with (
        caplog.at_level(logging.WARNING, logger="agentstate.compaction"),
        DeferredCompactor(state, RaisingSummarizer(RuntimeError("down")), policy=tight) as d,
    ):
        handle = d.schedule()
        with pytest.raises(ContextBudgetExceeded):
            handle.result(10)
    assert _outcomes(state) == ["failed"]
    [logged] = [r for r in caplog.records if r.getMessage().startswith("deferred compaction")]
    assert "ContextBudgetExceeded" in logged.getMessage()
    assert not logged.exc_info  # an expected outcome: no traceback


def test_deferred_verbatim_passes(state: AgentState) -> None:
    """Without a summarizer the compactor runs verbatim passes."""
    state.append_user("Credit for order 4921, please.")
    call = state.append_tool_call("lookup", {"item": 1})
    state.append_tool_result(call, "timeout", is_error=True)
    retry = state.append_tool_call("lookup", {"item": 1})
    state.append_tool_result(retry, {"row": 1})
    for i in range(3):
        state.append_assistant(f"Working on it, step {i}. " * 3)
    policy = CompactionPolicy(budget=4000, trigger=0.01, keep_tokens=40, keep_groups=1)
    with DeferredCompactor(state, policy=policy) as compactor:
        result = compactor.schedule().result(10)
    assert result.outcome == "dropped"
    assert result.dropped == (call.ref, f"ev_{call.seq + 1}")


def test_async_compactor(make_state: Callable[..., AgentState]) -> None:
    """The asyncio compactor commits in a task, records a lost race, and closes cleanly."""
    state, foreground = make_state(), make_state()
    _fill(state)

    async def scenario() -> tuple[str, str, list[str]]:
        gated = GatedSummarizer()
        async with AsyncDeferredCompactor(state, gated, policy=POLICY) as compactor:
            handle = compactor.schedule()
            assert await asyncio.to_thread(gated.started.wait, 5)
            assert compactor.schedule() is not handle
            won = await asyncio.to_thread(foreground.compact, ExtractiveSummarizer(), policy=POLICY)
            gated.gate.set()
            lost = await handle
            last = await compactor.wait()
        assert last is not None
        return won.outcome, lost.outcome, [last.outcome]

    won, lost, last = asyncio.run(scenario())
    assert (won, lost) == ("committed", "conflict")
    assert last[0] in ("committed", "skipped")


def test_closed_async_compactor_refuses_work(state: AgentState) -> None:
    """After aclose, schedule raises InvalidInput."""

    async def scenario() -> None:
        compactor = AsyncDeferredCompactor(state, ExtractiveSummarizer(), policy=POLICY)
        await compactor.aclose()
        with pytest.raises(InvalidInput):
            compactor.schedule()

    asyncio.run(scenario())


def test_async_ensure_budget(state: AgentState) -> None:
    """The asyncio compactor compacts before the turn only when over the budget."""
    _fill(state)

    async def scenario() -> tuple[object, object]:
        async with AsyncDeferredCompactor(state, ExtractiveSummarizer(), policy=POLICY) as c:
            within = await c.ensure_budget()
        tight = CompactionPolicy(budget=300, keep_tokens=60, keep_groups=1)
        async with AsyncDeferredCompactor(state, ExtractiveSummarizer(), policy=tight) as c:
            over = await c.ensure_budget()
        return within, over

    within, over = asyncio.run(scenario())
    assert within is None
    assert over is not None


class Notes(Scratchpad):
    note: str | None = None


def test_ensure_budget_counts_the_rendered_state_block(
    make_state: Callable[..., AgentState],
) -> None:
    """The budget check counts the context as rendered: a large state block can breach it."""
    state = make_state(scratchpad=Notes)
    _fill(state)
    state.scratchpad.set("note", "pallet damaged in transit " * 40, source="ev_1")
    with state.backend.read(state.session_id) as reader:
        stored = context_size(reader).total
    rendered = state.context(system="", budget=None).token_count
    budget = (stored + rendered) // 2
    assert stored < budget < rendered
    policy = CompactionPolicy(budget=budget, keep_tokens=80, keep_groups=1)
    with DeferredCompactor(state, ExtractiveSummarizer(), policy=policy) as compactor:
        result = compactor.ensure_budget()
    assert result is not None
    assert result.committed


def test_background_watermark_counts_the_rendered_state_block(
    make_state: Callable[..., AgentState],
) -> None:
    """A background pass fires when the rendered context crosses the watermark."""
    state = make_state(scratchpad=Notes)
    _fill(state)
    state.scratchpad.set("note", "pallet damaged in transit " * 40, source="ev_1")
    with state.backend.read(state.session_id) as reader:
        stored = context_size(reader).total
    rendered = rendered_tokens(state)
    budget = 10 * rendered
    trigger = (stored + rendered) / 2 / budget
    policy = CompactionPolicy(budget=budget, trigger=trigger, keep_tokens=80, keep_groups=1)
    assert stored < policy.threshold <= rendered
    with DeferredCompactor(state, ExtractiveSummarizer(), policy=policy) as compactor:
        result = compactor.schedule().result(10)
    assert result.committed
    assert result.trigger == "watermark"
