"""Compaction steps: how the replayed agent compacts before each request."""

from __future__ import annotations

import json
from pathlib import Path
from typing import ClassVar

from agentstate import AgentState, CompactionPolicy, CompactionResult, EventKind
from agentstate.eval.replay import FULL_TRANSCRIPT, ReplayReport, evaluate_replay
from agentstate.eval.runs import load_runs
from agentstate.eval.strategies import (
    AgentstateStrategy,
    CompactionStep,
    DeferredCompaction,
    ForegroundCompaction,
)
from tests.eval.conftest import GOLD, MESSAGES, REFUNDS, WordCounter

BUDGET = 200


def _long_run(tmp_path: Path) -> Path:
    messages = [dict(message) for message in MESSAGES]
    notes = " ".join(f"note{i}" for i in range(150))
    messages[3]["content"] = json.dumps(
        {"order_id": "W1234567", "amount_cents": 2599, "notes": notes}
    )
    path = tmp_path / "long.json"
    run = {"task_id": 0, "trial": 0, "traj": messages, "info": {"task": {"actions": GOLD}}}
    path.write_text(json.dumps([run]))
    return path


class _Recording:
    """Wraps the real step, recording its results and whether it was closed."""

    made: ClassVar[list[_Recording]] = []

    def __init__(self, state: AgentState, inner: CompactionStep) -> None:
        self.state = state
        self.inner = inner
        self.results: list[CompactionResult | None] = []
        self.outcomes: list[str] = []
        """The outcomes the log recorded, read when the step closes."""
        self.closed = False
        _Recording.made.append(self)

    def before_request(self) -> CompactionResult | None:
        result = self.inner.before_request()
        self.results.append(result)
        return result

    def close(self) -> None:
        self.inner.close()
        self.closed = True
        self.outcomes = [
            str(event.content["outcome"])
            for event in self.state.events()
            if event.kind is EventKind.COMPACTION
        ]


def _replay(tmp_path: Path, strategy: AgentstateStrategy) -> ReplayReport:
    return evaluate_replay(
        load_runs(_long_run(tmp_path)),
        domain=REFUNDS,
        budget=BUDGET,
        strategies=[strategy],
        counter=WordCounter(),
    )


def test_deferred_compaction_keeps_the_budget_and_the_probes(tmp_path: Path) -> None:
    """Compacting in the background keeps every request within the budget, probes intact."""
    policy = CompactionPolicy(budget=BUDGET, keep_tokens=10, keep_groups=1)
    strategy = AgentstateStrategy(
        policy=policy, counter=WordCounter(), compaction=DeferredCompaction.steps()
    )
    report = _replay(tmp_path, strategy)
    mine = report.runs[0].strategies["agentstate"]
    full = report.runs[0].strategies[FULL_TRANSCRIPT]
    assert full.peak_history_tokens > BUDGET
    assert mine.peak_history_tokens <= BUDGET
    assert mine.over_budget_requests == 0
    assert mine.compactions_fired >= 1
    assert (mine.value_recovered, mine.value_probes) == (4, 4)


def test_each_run_gets_its_own_step_and_closes_it(tmp_path: Path) -> None:
    """The factory is called once per run, the step before every request, then closed."""
    _Recording.made.clear()
    policy = CompactionPolicy(budget=BUDGET, keep_tokens=10, keep_groups=1)
    strategy = AgentstateStrategy(
        policy=policy,
        counter=WordCounter(),
        compaction=lambda state, summarizer, policy: _Recording(
            state, ForegroundCompaction(state, summarizer, policy)
        ),
    )
    report = _replay(tmp_path, strategy)
    [step] = _Recording.made
    assert step.closed
    assert len(step.results) == report.runs[0].requests
    assert any(result is not None and result.committed for result in step.results)
    assert "committed" in step.outcomes


def test_deferred_verbatim_passes_drop_instead_of_summarizing(tmp_path: Path) -> None:
    """With verbatim_only the background passes drop events; no summary is asked for."""
    _Recording.made.clear()
    policy = CompactionPolicy(budget=10_000, trigger=0.01, keep_tokens=10, keep_groups=1)
    verbatim = DeferredCompaction.steps(verbatim_only=True)
    strategy = AgentstateStrategy(
        policy=policy,
        counter=WordCounter(),
        compaction=lambda state, summarizer, policy: _Recording(
            state, verbatim(state, summarizer, policy)
        ),
    )
    report = _replay(tmp_path, strategy)
    [step] = _Recording.made
    assert step.closed
    assert isinstance(step.inner, DeferredCompaction)
    assert step.inner.compactor.summarizer is None
    assert "dropped" in step.outcomes
    assert "committed" not in step.outcomes
    assert report.runs[0].strategies["agentstate"].compactions_fired == 0
