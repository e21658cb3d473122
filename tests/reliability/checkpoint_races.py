"""Checkpoint races: processes compacting one session from the same parent (invariant 3).

A fixed set of racer processes lives for the whole run. Each round the parent appends a few
messages to the session, then releases the racers together; each plans a compaction from
the same snapshot (they wait for one another inside the summarizer, so every one of them
was given the same parent checkpoint) and commits. After every round the parent requires:

- exactly one racer committed and every other got `CheckpointConflict`;
- exactly one new checkpoint, whose parent is the previous version and whose summarizer is
  the winner's; no compaction event from a loser (a conflict changes nothing);
- every invariant of `workload.INVARIANTS` and `workload.STORE_INVARIANTS` on the session;
- ``PRAGMA integrity_check`` is ok.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentstate import EventKind, SqliteBackend
from agentstate.compaction import CompactionPolicy
from agentstate.errors import CheckpointConflict
from agentstate.summarizers import ExtractiveSummarizer, SummaryRequest
from agentstate.testing.summarizers import SlowSummarizer

from . import procs, workload
from .compaction_ops import Named

SESSION_ID = "ticket-checkpoint-race"
POLICY = CompactionPolicy(budget=10**9, keep_tokens=1, keep_groups=1, max_attempts=1, timeout=None)
"""Compact whatever lies before the last exchange; one attempt; no timeout thread."""
WAIT = 60.0
"""Seconds a barrier waits before the run is declared stuck."""


class _WaitForRivals:
    """Called inside the summarizer: every racer has planned before any may commit."""

    def __init__(self, planned: Any) -> None:
        self.planned = planned

    def __call__(self, request: SummaryRequest) -> None:
        self.planned.wait(timeout=WAIT)


def racer(path: str, index: int, rounds: int, start: Any, planned: Any, out: Any) -> None:
    """One racer process: each round, compact the session once and report the outcome."""
    try:
        with workload.open_state(path, session_id=SESSION_ID) as state:
            for round_ in range(rounds):
                start.wait(timeout=WAIT)
                summarizer = Named(
                    SlowSummarizer(ExtractiveSummarizer(), _WaitForRivals(planned)),
                    f"racer-{index}",
                )
                try:
                    result = state.compact(summarizer, policy=POLICY, force=True)
                except CheckpointConflict:
                    out.put((round_, index, "conflict"))
                    continue
                out.put((round_, index, result.outcome))
    except BaseException as exc:
        out.put((-1, index, f"error: {type(exc).__name__}: {exc}"))
        raise


@dataclass
class CheckpointRaceFigures:
    """What a checkpoint race run did."""

    races: int = 0
    races_by_racers: dict[str, int] = field(default_factory=dict)
    """Races run, by how many processes raced."""
    commits: int = 0
    conflicts: int = 0
    events_checked: int = 0
    """Events read by the checks after every round (each round reads the whole session)."""


def _append_round(state: Any, rng: random.Random, round_: int) -> None:
    """A few messages, one tool exchange among them, so there is something to compact."""
    state.append_user(f"round {round_}: the customer asks about order {rng.randint(1000, 9999)}.")
    call = state.append_tool_call("lookup_order", {"round": round_})
    state.append_tool_result(call, {"status": rng.choice(["shipped", "pending", "lost"])})
    for turn in range(rng.randint(1, 3)):
        state.append_assistant(f"I will check that, step {turn} of round {round_}.")


def run_checkpoint_races(
    path: Path, *, rounds: int, racers: int, seed: int
) -> CheckpointRaceFigures:
    """`rounds` races of `racers` processes compacting one session from the same parent."""
    rng = random.Random(seed)
    figures = CheckpointRaceFigures(races_by_racers={str(racers): 0})
    ctx = procs.context()
    start, planned, out = ctx.Barrier(racers + 1), ctx.Barrier(racers), ctx.Queue()
    state = workload.open_state(path, session_id=SESSION_ID)
    children = [
        ctx.Process(target=racer, args=(str(path), index, rounds, start, planned, out))
        for index in range(racers)
    ]
    for child in children:
        child.start()
    try:
        for round_ in range(rounds):
            _append_round(state, rng, round_)
            start.wait(timeout=WAIT)
            outcomes = sorted(out.get(timeout=WAIT) for _ in range(racers))
            errors = [outcome for outcome in outcomes if outcome[2].startswith("error")]
            assert not errors, errors
            assert all(outcome[0] == round_ for outcome in outcomes), outcomes
            winners = [index for _, index, outcome in outcomes if outcome == "committed"]
            assert len(winners) == 1, f"round {round_}: {outcomes}"
            assert [o for _, _, o in outcomes].count("conflict") == racers - 1, outcomes
            figures.events_checked += _check_round(state, round_ + 1, f"racer-{winners[0]}")
            figures.races += 1
            figures.races_by_racers[str(racers)] += 1
            figures.commits += 1
            figures.conflicts += racers - 1
    finally:
        for child in children:
            child.join(timeout=WAIT)
            if child.exitcode is None:  # pragma: no cover - a stuck racer
                child.kill()
                child.join()
        state.close()
    assert all(child.exitcode == 0 for child in children), [c.exitcode for c in children]
    return figures


def _check_round(state: Any, version: int, winner: str) -> int:
    """One new checkpoint from the previous one, by the winner; losers left nothing."""
    backend = state.backend
    assert isinstance(backend, SqliteBackend)
    assert backend.integrity_check() == ["ok"]
    with backend.read(SESSION_ID) as reader:
        view = workload.View.take(state, reader)
        checkpoints = reader.checkpoints()
        assert [c.version for c in checkpoints] == list(range(1, version + 1))
        latest = checkpoints[-1]
        assert latest.parent == version - 1
        assert latest.summarizer == winner
        compactions = [e for e in view.events if e.kind is EventKind.COMPACTION]
        assert len(compactions) == version, "a losing racer wrote a compaction event"
        assert all(e.content["outcome"] == "committed" for e in compactions)
        workload.check_invariants(view)
    workload.check_invariants(view, workload.STORE_INVARIANTS)
    return len(view.events)
