"""Compaction strategies and triggers on the τ-bench airline dev replay, side by side.

Every strategy runs through the continuation eval (`agentstate.eval.replay`), the harness of
the replay section: each recorded run is replayed message by message into an `AgentState`
with the airline domain (scratchpad, capture, approval ledger), and every assistant message
is one model request, scored against the full transcript (history tokens, value and state
probes). Before each request the strategy compacts in the foreground
(`ForegroundCompaction`, or a verbatim pass) or deferred (`DeferredCompaction`: a worker
thread compacts between turns, and the request waits only when the context is over the
hard budget). The summarizer is the extractive one behind an artificial delay, a stand-in
for a model call; in deferred mode each model reply takes a fixed time, which background
work overlaps with. So the latency a user would feel is measured, not guessed.

    python benchmarks/bench_strategies.py [--data ../shared/data] [--budget 1000]

Prints the table and writes it to docs/benchmarks.md (``--no-docs`` to skip).
"""

from __future__ import annotations

import argparse
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
    EventKind,
    ExpectedOutput,
    ExtractiveSummarizer,
    RuleBasedOracle,
    SemanticSplit,
)
from agentstate.compaction import CompactionResult
from agentstate.domains import get_domain
from agentstate.domains.tau_airline import is_failure
from agentstate.eval.replay import ReplayReport, StrategyFigures, evaluate_replay
from agentstate.eval.runs import RecordedRun, load_runs
from agentstate.eval.strategies import (
    AgentstateStrategy,
    CompactionStep,
    CompactionSteps,
    DeferredCompaction,
    ForegroundCompaction,
)
from agentstate.events import Event
from agentstate.summarizers import Candidate, Summarizer, SummaryRequest

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"


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


ORACLE = RuleBasedOracle(failed=_tau_failure)


@attrs.frozen
class Contender:
    """One row of the table: a policy, and whether the pass is verbatim alone."""

    name: str
    policy: Callable[[int, Summarizer], CompactionPolicy]
    note: str
    verbatim_only: bool = False


CONTENDERS = [
    Contender(
        "watermark",
        lambda budget, _: CompactionPolicy(budget=budget),
        "summary at 60% of the budget (the default policy, as in the replay section)",
    ),
    Contender(
        "preemptive",
        lambda budget, _: CompactionPolicy(
            budget=budget,
            trigger=1.0,
            expected_output=ExpectedOutput(percentile=0.95, at_least=64),
        ),
        "summary when the context plus the p95 of observed assistant outputs would exceed "
        "the budget (no watermark)",
    ),
    Contender(
        "semantic",
        lambda budget, _: CompactionPolicy(budget=budget, semantic=SemanticSplit()),
        "the watermark; the split moved back to the last executed action, marked boundary "
        "or new objective",
    ),
    Contender(
        "early watermark",
        lambda budget, _: CompactionPolicy(budget=budget, trigger=0.4),
        "summary at 40% of the budget: more headroom for a turn's growth before the hard limit",
    ),
    Contender(
        "verbatim",
        lambda budget, summarizer: CompactionPolicy(
            budget=budget, verbatim=ORACLE, fallback=summarizer
        ),
        "rule-based drops at 60%; a summary only at the hard limit",
        verbatim_only=True,
    ),
    Contender(
        "verbatim+summary",
        lambda budget, _: CompactionPolicy(budget=budget, verbatim=ORACLE),
        "rule-based drops, then a summary if the context is still over 60%",
    ),
]


@attrs.define
class Ledger:
    """What the steps of one pass measured: waits and the outcomes their logs recorded."""

    waits: list[float] = attrs.Factory(list)
    outcomes: dict[str, int] = attrs.Factory(dict)
    moved: int = 0


@attrs.define
class Timed:
    """A step whose waits are timed; at close, the compaction outcomes are counted."""

    state: AgentState
    inner: CompactionStep
    ledger: Ledger

    def before_request(self) -> CompactionResult | None:
        started = time.perf_counter()
        try:
            return self.inner.before_request()
        finally:
            self.ledger.waits.append(time.perf_counter() - started)

    def close(self) -> None:
        self.inner.close()
        for event in self.state.events():
            if event.kind is EventKind.COMPACTION:
                outcome = str(event.content["outcome"])
                self.ledger.outcomes[outcome] = self.ledger.outcomes.get(outcome, 0) + 1
                self.ledger.moved += outcome == "committed" and "transition" in event.content


@attrs.define
class VerbatimCompaction:
    """A verbatim pass in the foreground before each request (`AgentState.compact_verbatim`)."""

    state: AgentState
    policy: CompactionPolicy

    def before_request(self) -> CompactionResult | None:
        return self.state.compact_verbatim(ORACLE, policy=self.policy)

    def close(self) -> None:
        pass


def _steps(contender: Contender, *, deferred: bool, ledger: Ledger) -> CompactionSteps:
    def make(state: AgentState, summarizer: Summarizer, policy: CompactionPolicy) -> Timed:
        inner: CompactionStep
        if deferred:
            inner = DeferredCompaction.steps(verbatim_only=contender.verbatim_only)(
                state, summarizer, policy
            )
        elif contender.verbatim_only:
            inner = VerbatimCompaction(state, policy)
        else:
            inner = ForegroundCompaction(state, summarizer, policy)
        return Timed(state, inner, ledger)

    return make


@attrs.frozen
class Pass:
    """One contender in one mode over every run."""

    figures: StrategyFigures
    ledger: Ledger


def measure(
    runs: list[RecordedRun],
    contender: Contender,
    *,
    deferred: bool,
    budget: int,
    delay: float,
    model: float,
) -> Pass:
    """Replay every run with one contender in one mode."""
    summarizer = DelayedSummarizer(delay)
    ledger = Ledger()
    strategy = AgentstateStrategy(
        policy=contender.policy(budget, summarizer),
        summarizer=summarizer,
        compaction=_steps(contender, deferred=deferred, ledger=ledger),
        name=contender.name,
    )

    def reply(*_: object) -> None:
        if deferred:
            time.sleep(model)  # the model writes its reply; background work runs meanwhile

    report: ReplayReport = evaluate_replay(
        runs,
        domain=get_domain("tau-airline"),
        budget=budget,
        strategies=[strategy],
        on_request=reply,
    )
    return Pass(report.overall[contender.name], ledger)


def _row(contender: Contender, mode: str, passes: list[Pass], *, delay: float) -> dict[str, Any]:
    def median(get: Callable[[Pass], float]) -> float:
        return statistics.median(get(one) for one in passes)

    first = passes[0].figures
    return {
        "strategy": contender.name,
        "mode": mode,
        "ratio": median(lambda p: p.figures.history_token_ratio or 0.0),
        "peak": median(lambda p: p.figures.peak_history_tokens),
        "value": median(lambda p: p.figures.probe_recovery or 0.0),
        "state": median(lambda p: p.figures.state_probe_recovery or 0.0),
        "value_probes": first.value_probes,
        "state_probes": first.state_probes,
        "summaries": median(lambda p: p.ledger.outcomes.get("committed", 0)),
        "moved": median(lambda p: p.ledger.moved),
        "drops": median(lambda p: p.ledger.outcomes.get("dropped", 0)),
        "conflicts": median(lambda p: p.ledger.outcomes.get("conflict", 0)),
        "over": median(lambda p: p.figures.over_budget_requests),
        "waited": median(lambda p: sum(wait >= delay for wait in p.ledger.waits)),
        "mean_ms": median(lambda p: 1000 * statistics.fmean(p.ledger.waits)),
        "p95_ms": median(lambda p: 1000 * percentile(p.ledger.waits, 0.95)),
        "max_ms": median(lambda p: 1000 * max(p.ledger.waits)),
        "requests": first.requests,
    }


def table(
    runs: list[RecordedRun], chosen: list[Contender], *, budget: int, args: argparse.Namespace
) -> list[dict[str, Any]]:
    """Every contender in both modes at one budget: warm-up, then rotated repetitions."""
    contenders = [(contender, deferred) for contender in chosen for deferred in (False, True)]
    for contender, deferred in contenders:  # warm-up
        measure(runs[:2], contender, deferred=deferred, budget=budget, delay=0.0, model=0.0)
    results: dict[tuple[str, bool], list[Pass]] = {}
    for repetition in range(args.repetitions):
        shift = repetition % len(contenders)
        for contender, deferred in contenders[shift:] + contenders[:shift]:
            one = measure(
                runs,
                contender,
                deferred=deferred,
                budget=budget,
                delay=args.delay,
                model=args.model,
            )
            results.setdefault((contender.name, deferred), []).append(one)
            mode = "deferred" if deferred else "foreground"
            print(f"  {budget}: {contender.name} {mode} done", flush=True)
    return [
        _row(
            contender,
            "deferred" if deferred else "foreground",
            results[contender.name, deferred],
            delay=args.delay,
        )
        for contender, deferred in contenders
    ]


def _lines(rows: list[dict[str, Any]]) -> list[str]:
    lines = [
        "| strategy | mode | history-token ratio | peak | value probes | state probes | "
        "summaries (split moved) | drops | stale (conflict) | requests over budget | "
        "requests that waited | added latency mean / p95 / max (ms) |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        lines.append(
            f"| {row['strategy']} | {row['mode']} | {row['ratio']:.3f} | {row['peak']:.0f} | "
            f"{row['value']:.1%} ({row['value_probes']}) | "
            f"{row['state']:.1%} ({row['state_probes']}) | "
            f"{row['summaries']:.0f} ({row['moved']:.0f}) | {row['drops']:.0f} | "
            f"{row['conflicts']:.0f} | {row['over']:.0f} | {row['waited']:.0f} | "
            f"{row['mean_ms']:.1f} / {row['p95_ms']:.1f} / {row['max_ms']:.1f} |"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DATA, help="the shared data directory")
    parser.add_argument("--budget", type=int, default=1000)
    parser.add_argument("--delay", type=float, default=0.05, help="summarizer delay, seconds")
    parser.add_argument(
        "--model", type=float, default=0.1, help="seconds the model takes per reply (deferred)"
    )
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument(
        "--roomy-budget", type=int, default=4000, help="a budget with room for a turn's growth"
    )
    parser.add_argument("--no-docs", action="store_true")
    args = parser.parse_args()
    path = args.data / "tau-bench" / "gpt-4o-airline-dev.json"
    if not path.is_file():
        sys.exit(f"missing {path}: pass --data")
    # Background passes that cannot help (over the budget, nothing to split) log warnings.
    logging.getLogger("agentstate.compaction").setLevel(logging.ERROR)
    runs = load_runs(path)
    rows = table(runs, CONTENDERS, budget=args.budget, args=args)
    roomy = table(runs, CONTENDERS[:1], budget=args.roomy_budget, args=args)
    text = report(rows, roomy, runs=len(runs), args=args)
    print(text)
    if not args.no_docs:
        write_section("strategies", text)


def _ratios(rows: list[dict[str, Any]], key: str) -> list[float]:
    """Deferred over foreground, per strategy."""
    by_mode = {(row["strategy"], row["mode"]): row for row in rows}
    names = dict.fromkeys(row["strategy"] for row in rows)
    return [by_mode[name, "deferred"][key] / by_mode[name, "foreground"][key] for name in names]


def _span(values: list[float]) -> str:
    low, high = min(values), max(values)
    return f"{low:.2f}x" if f"{low:.2f}" == f"{high:.2f}" else f"{low:.2f}x to {high:.2f}x"


def _probes_verdict(rows: list[dict[str, Any]]) -> str:
    value = min(row["value"] for row in rows)
    state = min(row["state"] for row in rows)
    if value == 1 and state == 1:
        return "Every strategy keeps every probe at this budget"
    return f"Probe recovery is at least {value:.1%} (values) and {state:.1%} (state)"


def _deferred_verdict(rows: list[dict[str, Any]], *, budget: int) -> str:
    """What the waits say about deferred compaction at this budget."""
    by_mode = {(row["strategy"], row["mode"]): row for row in rows}
    names = dict.fromkeys(row["strategy"] for row in rows)
    shares = [
        by_mode[name, "deferred"]["waited"] / max(1, by_mode[name, "foreground"]["waited"])
        for name in names
    ]
    text = (
        f"Deferred requests still waited for a summary {min(shares):.0%} to {max(shares):.0%} "
        "as often as foreground ones"
    )
    if min(shares) < 0.5:
        return text + "."
    return (
        f"{text}: at {budget} tokens the floor of a compacted context (state block, summary, "
        "the last group) is most of the budget, and one turn's tool results (a reservation, a "
        "flight search) add more than the room left, so the request is over the hard limit "
        "before a background pass could help, and `ensure_budget` compacts in the foreground."
    )


def report(
    rows: list[dict[str, Any]],
    roomy: list[dict[str, Any]],
    *,
    runs: int,
    args: argparse.Namespace,
) -> str:
    """The docs section."""
    requests = rows[0]["requests"]
    roomy_rows = {row["mode"]: row for row in roomy}
    lines = [
        "## Compaction strategies and triggers",
        "",
        f"The {runs} τ-bench airline dev runs ({requests} model requests) replayed through "
        f"the continuation eval at a {args.budget}-token budget, as in the replay section, "
        "once per strategy and mode. Foreground: the agent compacts before each request "
        "(`ForegroundCompaction`). Deferred: a `DeferredCompactor` compacts in a worker "
        "thread between turns and the request waits only when the context is over the hard "
        "budget (`DeferredCompaction`). The summarizer is the extractive one behind a "
        f"{args.delay * 1000:.0f} ms delay, standing in for a model call; in deferred mode "
        f"each model reply takes {args.model * 1000:.0f} ms, which background work overlaps "
        "with. The verbatim oracle is `RuleBasedOracle` (τ-bench failures are `Error:` texts).",
        "",
        *_lines(rows),
        "",
        f"{_probes_verdict(rows)}; they differ in how often a summary is written: verbatim "
        "drops of failed, repeated and captured calls replace "
        f"{rows[0]['summaries'] - min(row['summaries'] for row in rows):.0f} of the "
        f"{rows[0]['summaries']:.0f} summaries of the watermark, and the semantic split "
        f"moved {max(row['moved'] for row in rows):.0f} splits to a task transition. Deferred over foreground, mean added "
        f"latency {_span(_ratios(rows, 'mean_ms'))}, p95 {_span(_ratios(rows, 'p95_ms'))}. "
        f"{_deferred_verdict(rows, budget=args.budget)}",
        "",
        f"With room for a turn's growth, at a {args.roomy_budget}-token budget (the default "
        "policy, watermark at 60%):",
        "",
        *_lines(roomy),
        "",
        f"{roomy_rows['foreground']['waited']:.0f} requests waited for a summary in the "
        f"foreground, {roomy_rows['deferred']['waited']:.0f} deferred; deferred over "
        f"foreground, mean added latency {_span(_ratios(roomy, 'mean_ms'))}, p95 "
        f"{_span(_ratios(roomy, 'p95_ms'))}. Deferred requests are a little larger (the "
        "history-token ratio): a request goes out before the background summary lands.",
        "",
        "History-token ratio: rendered history tokens (after the stable prefix) over the full "
        "transcript's, summed over every request; peak: the largest request's history. Value "
        "and state probes: the eval's probes (the gold actions' arguments before each "
        "consequential call and at the end; the user's constraints and decisions), recovered "
        "out of those counted (in brackets). Summaries: checkpoints committed (split moved: "
        "those the semantic split placed at a task transition); drops: verbatim passes that "
        "dropped events; stale: background candidates that lost the conditional commit "
        "(recorded, never raised). Added latency: time a request waited for compaction "
        "(foreground: the compaction itself; deferred: `schedule` and `ensure_budget`); "
        "requests that waited: those whose wait included a summarizer call "
        f"(at least the {args.delay * 1000:.0f} ms delay). "
        f"Medians over {args.repetitions} repetitions in rotating order after a warm-up.",
        "",
        "| strategy | configuration |",
        "|---|---|",
        *(f"| {contender.name} | {contender.note} |" for contender in CONTENDERS),
        "",
        f"Machine: {machine()}, 2 shared cores.",
        "",
        "Command: `python benchmarks/bench_strategies.py --budget "
        f"{args.budget} --roomy-budget {args.roomy_budget} --delay {args.delay} "
        f"--model {args.model}` (from the repository root, "
        "with ../shared present or `--data` given)",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
