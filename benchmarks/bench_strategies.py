"""Compaction strategies and triggers on the τ-bench airline dev replay, side by side.

Each recorded run is replayed message by message into an `AgentState` with the airline
domain's scratchpad and capture rules. Every assistant message is one model request: before
it, the strategy compacts as an agent would (in the foreground, or through a
`DeferredCompactor` whose background work the turn never waits for unless the context is over
the hard budget), then the context is rendered within the budget. The summarizer is the
extractive one behind an artificial delay (a stand-in for a model call), so the latency a
user would feel is measured, not guessed.

Per strategy and mode: the history-token ratio (rendered context tokens over the full
transcript's, summed over every request), probe recovery (see `Probes`), compactions fired
(checkpoints committed and verbatim drops), requests over the budget, and the user-facing
latency compaction added (mean and p95 per request). Modes rotate order over repetitions, after a warm-up; figures are
medians over repetitions (the token figures of the foreground mode are deterministic).

    python benchmarks/bench_strategies.py --tau-bench PATH/gpt-4o-airline-dev.json

Prints the table and writes it to docs/benchmarks.md (``--no-docs`` to skip).
"""

from __future__ import annotations

import argparse
import json
import logging
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

sys.path.insert(0, str(Path(__file__).parent))

from _harness import machine, percentile, write_section

from agentstate import (
    AgentState,
    CompactionPolicy,
    DeferredCompactor,
    EventKind,
    ExpectedOutput,
    ExtractiveSummarizer,
    MemoryBackend,
    RuleBasedOracle,
    SemanticSplit,
)
from agentstate.compaction import CompactionResult
from agentstate.deferred import rendered_tokens
from agentstate.domains.tau_airline import CAPTURE, AirlineFacts, is_failure
from agentstate.errors import ContextBudgetExceeded
from agentstate.events import Event
from agentstate.summarizers import Candidate, SummaryRequest


class DelayedSummarizer:
    """The extractive summarizer after a fixed delay: a model call's latency, offline."""

    name = "extractive-delayed"
    version = "1"

    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.inner = ExtractiveSummarizer()

    def summarize(self, request: SummaryRequest) -> Candidate:
        time.sleep(self.delay)
        return self.inner.summarize(request)

    async def asummarize(self, request: SummaryRequest) -> Candidate:
        return self.summarize(request)


def _tau_failure(result: Event) -> bool:
    return result.content.get("is_error") is True or is_failure(result.content.get("result"))


@attrs.frozen
class Strategy:
    """One row: a policy, and whether the pass is verbatim alone."""

    name: str
    policy: Callable[[int, DelayedSummarizer], CompactionPolicy]
    verbatim_only: bool = False
    note: str = ""


ORACLE = RuleBasedOracle(failed=_tau_failure)
STRATEGIES = [
    Strategy(
        "watermark",
        lambda budget, _: CompactionPolicy(budget=budget, trigger=0.6, keep_groups=1),
        note="summary at 60% of the budget",
    ),
    Strategy(
        "preemptive",
        lambda budget, _: CompactionPolicy(
            budget=budget,
            trigger=1.0,
            keep_groups=1,
            expected_output=ExpectedOutput(percentile=0.95, at_least=64),
        ),
        note="summary when the context plus the p95 assistant output would exceed the budget",
    ),
    Strategy(
        "semantic",
        lambda budget, _: CompactionPolicy(
            budget=budget, trigger=0.6, keep_groups=1, semantic=SemanticSplit()
        ),
        note="watermark, split moved to the last executed action or new objective",
    ),
    Strategy(
        "verbatim",
        lambda budget, summarizer: CompactionPolicy(
            budget=budget, trigger=0.6, keep_groups=1, verbatim=ORACLE, fallback=summarizer
        ),
        verbatim_only=True,
        note="rule-based drops at 60%; a summary only at the hard limit",
    ),
    Strategy(
        "verbatim+summary",
        lambda budget, _: CompactionPolicy(
            budget=budget, trigger=0.6, keep_groups=1, verbatim=ORACLE
        ),
        note="rule-based drops, then a summary if still over 60%",
    ),
]


WRITE_TOOLS = frozenset(
    {
        "book_reservation",
        "cancel_reservation",
        "update_reservation_flights",
        "update_reservation_baggages",
        "update_reservation_passengers",
        "send_certificate",
    }
)


def _leaves(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in _leaves(item)]
    if isinstance(value, list):
        return [leaf for item in value for leaf in _leaves(item)]
    if isinstance(value, bool) or value is None:
        return []
    text = str(value)
    # Ids, flight numbers, dates, amounts, names and airport codes; not the categorical
    # words ("economy", "no") or one-digit counts, which match text everywhere.
    specific = any(char.isdigit() for char in text) or text[:1].isupper()
    return [text] if len(text) >= 3 and specific else []


class Probes:
    """Value probes: what the next consequential step needs, checked in the rendered request.

    The probes of a run are the specific scalar arguments of its gold actions (ids, flight
    numbers, dates, amounts, names, airport codes). At each request that precedes a write call, and at the last
    request, a probe counts when the full transcript so far holds it, and is recovered when
    the rendered request (record, tail and state block) holds it.
    """

    def __init__(self, record: dict[str, Any]) -> None:
        actions = record["info"]["task"]["actions"]
        self.values = sorted({leaf for action in actions for leaf in _leaves(action["kwargs"])})

    def score(self, transcript: str, rendered: str) -> tuple[int, int]:
        """(recovered, counted) at one probe point."""
        counted = [value for value in self.values if value in transcript]
        return sum(value in rendered for value in counted), len(counted)


@attrs.define
class Figures:
    """What one pass over every run measured."""

    history: int = 0
    full: int = 0
    requests: int = 0
    over_budget: int = 0
    summaries: int = 0
    drops: int = 0
    conflicts: int = 0
    moved: int = 0
    recovered: int = 0
    probes: int = 0
    added: list[float] = attrs.Factory(list)

    @property
    def ratio(self) -> float:
        return self.history / self.full if self.full else 0.0

    @property
    def recovery(self) -> float:
        return self.recovered / self.probes if self.probes else 0.0


class Run:
    """One τ-bench trajectory as OpenAI messages with call ids made unique."""

    def __init__(self, record: dict[str, Any]) -> None:
        self.name = f"tau-{record['task_id']}-{record['trial']}"
        self.probes = Probes(record)
        messages: list[dict[str, Any]] = record["traj"]
        self.system = str(messages[0]["content"])
        self.messages = self._unique_ids(messages[1:])

    @staticmethod
    def _unique_ids(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
        used: set[str] = set()
        current: dict[str, str] = {}
        out: list[dict[str, Any]] = []
        for message in messages:
            message = dict(message)
            if message.get("tool_calls"):
                calls = []
                for call in message["tool_calls"]:
                    unique = call["id"]
                    while unique in used:
                        unique += "_"
                    used.add(unique)
                    current[call["id"]] = unique
                    calls.append({**call, "id": unique})
                message["tool_calls"] = calls
            if message["role"] == "tool":
                message["tool_call_id"] = current[message["tool_call_id"]]
            out.append(message)
        return out


def _compact(
    state: AgentState, strategy: Strategy, policy: CompactionPolicy, summarizer: DelayedSummarizer
) -> CompactionResult:
    """Compact in the foreground, the watermark judged as the deferred compactor judges it."""
    force = rendered_tokens(state) >= policy.threshold
    if strategy.verbatim_only:
        return state.compact_verbatim(ORACLE, force=force)
    return state.compact(summarizer, force=force)


def replay(
    run: Run, strategy: Strategy, *, budget: int, delay: float, deferred: bool, model: float
) -> Figures:
    """Replay one run; the figures of every request it makes."""
    summarizer = DelayedSummarizer(delay)
    policy = strategy.policy(budget, summarizer)
    state = AgentState.open(
        MemoryBackend(),
        session_id=run.name,
        scratchpad=AirlineFacts,
        capture=CAPTURE,
        policy=policy,
    )
    figures = Figures()
    compactor = (
        DeferredCompactor(state, None if strategy.verbatim_only else summarizer)
        if deferred
        else None
    )
    requests = [i for i, m in enumerate(run.messages) if m["role"] == "assistant"]
    probe_points = {
        i
        for i in requests
        if any(
            call["function"]["name"] in WRITE_TOOLS
            for call in run.messages[i].get("tool_calls") or []
        )
    } | set(requests[-1:])
    try:
        for index, message in enumerate(run.messages):
            if message["role"] == "assistant":
                started = time.perf_counter()
                try:
                    if compactor is not None:
                        compactor.ensure_budget()
                    else:
                        _compact(state, strategy, policy, summarizer)
                except ContextBudgetExceeded:
                    pass  # the render below counts the request as over the budget
                figures.added.append(time.perf_counter() - started)
                try:
                    context = state.context(system=run.system, budget=budget)
                    figures.history += context.token_count
                    rendered = json.dumps(context.to_openai()[1:], ensure_ascii=False)
                except ContextBudgetExceeded as error:
                    figures.over_budget += 1
                    figures.history += error.required
                    rendered = ""
                if index in probe_points:
                    transcript = json.dumps(run.messages[:index], ensure_ascii=False)
                    recovered, counted = run.probes.score(transcript, rendered)
                    figures.recovered += recovered
                    figures.probes += counted
                if compactor is not None:
                    time.sleep(model)  # the model writes its reply; background work runs
                with state.backend.read(state.session_id) as reader:
                    figures.full += reader.head().cum_tokens
                figures.requests += 1
            state.import_messages([message], format="openai")
            if compactor is not None and message["role"] != "assistant":
                started = time.perf_counter()
                compactor.schedule()  # between turns: after the results and user replies
                figures.added.append(time.perf_counter() - started)
    finally:
        if compactor is not None:
            compactor.close()
    for event in state.events():
        if event.kind is EventKind.COMPACTION:
            outcome = event.content["outcome"]
            figures.summaries += outcome == "committed"
            figures.drops += outcome == "dropped"
            figures.conflicts += outcome == "conflict"
            figures.moved += outcome == "committed" and "transition" in event.content
    return figures


def measure(
    runs: list[Run], strategy: Strategy, *, budget: int, delay: float, deferred: bool, model: float
) -> Figures:
    """One pass over every run, figures added up."""
    total = Figures()
    for run in runs:
        figures = replay(run, strategy, budget=budget, delay=delay, deferred=deferred, model=model)
        total.history += figures.history
        total.full += figures.full
        total.requests += figures.requests
        total.over_budget += figures.over_budget
        total.summaries += figures.summaries
        total.drops += figures.drops
        total.conflicts += figures.conflicts
        total.moved += figures.moved
        total.recovered += figures.recovered
        total.probes += figures.probes
        total.added.extend(figures.added)
    return total


def _row(name: str, mode: str, reps: list[Figures]) -> dict[str, Any]:
    def median(get: Callable[[Figures], float]) -> float:
        return statistics.median(get(figures) for figures in reps)

    return {
        "strategy": name,
        "mode": mode,
        "ratio": median(lambda f: f.ratio),
        "recovery": median(lambda f: f.recovery),
        "probes": reps[0].probes,
        "summaries": median(lambda f: f.summaries),
        "drops": median(lambda f: f.drops),
        "conflicts": median(lambda f: f.conflicts),
        "moved": median(lambda f: f.moved),
        "over": median(lambda f: f.over_budget),
        "mean_ms": median(lambda f: 1000 * sum(f.added) / f.requests),
        "p95_ms": median(lambda f: 1000 * percentile(f.added, 0.95)),
        "max_ms": median(lambda f: 1000 * max(f.added)),
        "requests": reps[0].requests,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tau-bench", type=Path, required=True, help="gpt-4o-airline-dev.json")
    parser.add_argument("--budget", type=int, default=1000)
    parser.add_argument("--delay", type=float, default=0.05, help="summarizer delay, seconds")
    parser.add_argument(
        "--model", type=float, default=0.1, help="seconds the model takes per reply (deferred)"
    )
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--no-docs", action="store_true")
    args = parser.parse_args()
    # Background passes that cannot help (over the budget, nothing to split) log warnings.
    logging.getLogger("agentstate.compaction").setLevel(logging.ERROR)
    runs = [Run(record) for record in json.loads(args.tau_bench.read_text())]
    contenders = [(strategy, deferred) for strategy in STRATEGIES for deferred in (False, True)]
    for strategy, deferred in contenders:  # warm-up
        measure(runs[:2], strategy, budget=args.budget, delay=0.0, deferred=deferred, model=0.0)
    results: dict[tuple[str, bool], list[Figures]] = {}
    for repetition in range(args.repetitions):
        shift = repetition % len(contenders)
        for strategy, deferred in contenders[shift:] + contenders[:shift]:
            figures = measure(
                runs,
                strategy,
                budget=args.budget,
                delay=args.delay,
                deferred=deferred,
                model=args.model,
            )
            results.setdefault((strategy.name, deferred), []).append(figures)
    rows = [
        _row(
            strategy.name,
            "deferred" if deferred else "foreground",
            results[strategy.name, deferred],
        )
        for strategy, deferred in contenders
    ]
    print(report(rows, runs=len(runs), args=args))
    if not args.no_docs:
        write_section("strategies", report(rows, runs=len(runs), args=args))


def report(rows: list[dict[str, Any]], *, runs: int, args: argparse.Namespace) -> str:
    """The docs section."""
    requests = rows[0]["requests"]
    lines = [
        "## Compaction strategies and triggers",
        "",
        f"The {runs} τ-bench airline dev runs ({requests} model requests) replayed message by "
        f"message at a {args.budget}-token budget, with the airline scratchpad and capture "
        "rules. Before each request the strategy compacts: in the foreground, or deferred "
        "(a `DeferredCompactor` compacts between turns in a worker thread; the turn waits "
        "only when the context is over the hard budget). Both modes judge the watermark on "
        "the context as rendered (`agentstate.deferred.rendered_tokens`: the state block "
        "counts, a median of about 300 tokens here); the preemptive trigger uses the stored "
        "sums. The summarizer is the extractive "
        f"one behind a {args.delay * 1000:.0f} ms delay, standing in for a model call; in "
        f"deferred mode each model reply takes {args.model * 1000:.0f} ms (the time background "
        "work overlaps with). The verbatim oracle is `RuleBasedOracle` (τ-bench failures are "
        "`Error:` texts).",
        "",
        "| strategy | mode | history-token ratio | probe recovery | summaries (split moved) | "
        "drops | stale (conflict) | requests over budget | added latency mean / p95 / max (ms) |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        lines.append(
            f"| {row['strategy']} | {row['mode']} | {row['ratio']:.2f} | "
            f"{row['recovery']:.2f} ({row['probes']}) | "
            f"{row['summaries']:.0f} ({row['moved']:.0f}) | {row['drops']:.0f} | "
            f"{row['conflicts']:.0f} | {row['over']:.0f} | {row['mean_ms']:.1f} / "
            f"{row['p95_ms']:.1f} / {row['max_ms']:.1f} |"
        )
    by_mode = {(row["strategy"], row["mode"]): row for row in rows}
    mean_ratios = [
        by_mode[name, "deferred"]["mean_ms"] / by_mode[name, "foreground"]["mean_ms"]
        for name in dict.fromkeys(row["strategy"] for row in rows)
    ]
    p95_ratios = [
        by_mode[name, "deferred"]["p95_ms"] / by_mode[name, "foreground"]["p95_ms"]
        for name in dict.fromkeys(row["strategy"] for row in rows)
    ]
    lines += [
        "",
        "Deferred over foreground, per strategy: mean added latency "
        f"{min(mean_ratios):.2f} to {max(mean_ratios):.2f}, p95 {min(p95_ratios):.2f} to "
        f"{max(p95_ratios):.2f}. What a deferred turn still waits for is the hard limit: "
        "when one turn's tool results carry the context past the budget before the "
        "background pass has run, `ensure_budget` compacts in the foreground.",
    ]
    lines += [
        "",
        "History-token ratio: rendered context tokens (after the stable prefix) over the full "
        "transcript's, summed over every request; lower is smaller. Probe recovery: the "
        "scalar arguments of each run's gold actions (ids, flight numbers, dates, amounts, "
        "names), at each request before a write call and at the last request, found in the "
        "rendered request (record, tail and state block) out of those the transcript held "
        "by then (probes counted in brackets). Summaries: checkpoints "
        "committed; drops: verbatim passes that dropped events; stale: background candidates "
        "that lost the conditional commit to a newer checkpoint (recorded, never raised). "
        "Added latency: time a request waited for compaction (foreground: the compaction "
        "itself; deferred: `ensure_budget` before the request and `schedule` between turns). "
        f"Medians over {args.repetitions} repetitions in rotating order after a warm-up.",
        "",
        "| strategy | configuration |",
        "|---|---|",
        *(f"| {strategy.name} | {strategy.note} |" for strategy in STRATEGIES),
        "",
        f"Machine: {machine()}, 2 shared cores.",
        "",
        "Command: `python benchmarks/bench_strategies.py --tau-bench "
        f"PATH/gpt-4o-airline-dev.json --budget {args.budget} --delay {args.delay} "
        f"--model {args.model}`",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
