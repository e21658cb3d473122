"""The continuation eval on real agent runs, beside the peers: probe recovery and token cost.

Usage: python benchmarks/bench_replay.py [--data ../shared/data] [--requests 500] [--no-write]

Three replays, each with agentstate (`AgentstateStrategy`: compaction by the default policy
with the `ExtractiveSummarizer`, then `state.context`), LangChain's ``trim_messages`` and the
OpenAI Agents SDK's session item limit (`replay_peers`), measured by the same eval
(`agentstate.eval.replay`) against the full transcript:

1. the 20 τ-bench airline dev trajectories (gpt-4o agent) at a 1,000-token history budget;
2. the third-party τ²-bench airline run (50 simulations), gold actions from the τ² tasks;
3. a generated long support session (`agentstate.eval.support`, 500 requests) at 2,000 and
   1,000 tokens;

and agentstate without domain code (`agentstate.domains.tools_only.from_tools` of the
domain's tool definitions, the probes still judging by the domain) on runs 1 and 2 and on the
Schema-Guided Dialogue payment and banking sessions (whose schema is their only domain).

The item limit has no token budget; it is shown at several limits. Figures are
deterministic (no timing): the same data gives the same table. Needs the ``bench`` extra
(langchain-core, openai-agents) in the environment.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from _harness import machine, write_section
from replay_peers import AgentsSessionLimit, LangChainTrim
from replay_rounds import TUNED

from agentstate.domains import get_domain
from agentstate.domains.tools_only import from_tools
from agentstate.eval.replay import FULL_TRANSCRIPT, ReplayReport, evaluate_replay
from agentstate.eval.report import format_table, write_plot
from agentstate.eval.runs import RecordedRun, load_runs, parse_runs, read_json
from agentstate.eval.sgd import sgd_domain, sgd_runs
from agentstate.eval.strategies import AgentstateStrategy, Strategy
from agentstate.eval.support import generate_session

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
DOCS_DIR = Path(__file__).resolve().parents[1] / "docs"
LIMITS = (2, 4, 8)


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def _strategies(budget: int, *, limits: Sequence[int] = LIMITS) -> list[Strategy]:
    strategies: list[Strategy] = [AgentstateStrategy(budget), LangChainTrim(budget)]
    for limit in limits:
        peer = AgentsSessionLimit(limit)
        peer.name = f"openai_agents_limit_{limit}"
        strategies.append(peer)
    return strategies


def _markdown(report: ReplayReport) -> str:
    rows = [
        "| strategy | value probes | state probes | history tokens | ratio | peak | "
        "over budget | invalid | cache-stable share |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name, f in report.overall.items():
        ratio = "-" if f.history_token_ratio is None else f"{f.history_token_ratio:.3f}"
        rows.append(
            f"| {name} | {_percent(f.probe_recovery)} ({f.value_recovered}/{f.value_probes}) "
            f"| {_percent(f.state_probe_recovery)} ({f.state_recovered}/{f.state_probes}) "
            f"| {f.history_tokens:,} | {ratio} | {f.peak_history_tokens:,} "
            f"| {f.over_budget_requests} | {f.invalid_requests} "
            f"| {_percent(f.cache_stable_share)} |"
        )
    return "\n".join(rows)


def _compactions(report: ReplayReport, *, runs: bool) -> str:
    name = "agentstate"
    total = report.overall[name]
    fired = total.compactions_fired
    lines = [
        f"Compaction fired before {fired} of {total.requests} requests; the context after "
        f"the stable prefix went from {total.compaction_tokens_before / max(fired, 1):,.0f} to "
        f"{total.compaction_tokens_after / max(fired, 1):,.0f} tokens on average (the engine's "
        "estimate; the renderer then excerpts what is still over the budget). Peak history "
        f"tokens {total.peak_history_tokens:,}, {total.invalid_requests} invalid requests, "
        f"cache-stable share {_percent(total.cache_stable_share)} over the "
        f"{total.cache_pairs} consecutive pairs with no compaction between them.",
    ]
    if runs:
        lines += [
            "",
            "| run | requests | compactions | tokens before -> after (each) | peak | "
            "cache-stable share |",
            "|---|---|---|---|---|---|",
        ]
        for run in report.runs:
            f = run.strategies[name]
            each = ", ".join(f"{c.tokens_before}->{c.tokens_after}" for c in f.compactions)
            lines.append(
                f"| {run.run_id} | {run.requests} | {len(f.compactions)} | {each or '-'} "
                f"| {f.peak_history_tokens:,} | {_percent(f.cache_stable_share)} |"
            )
    return "\n".join(lines)


def _tools_only(runs: list[RecordedRun], domain_name: str, budget: int) -> ReplayReport:
    """agentstate with the domain's tool definitions alone; the probes judge by the domain."""
    domain = get_domain(domain_name)
    own = from_tools(domain.tools, consequential=domain.consequential)
    strategies: list[Strategy] = [AgentstateStrategy(budget, domain=own)]
    return evaluate_replay(runs, domain=domain, budget=budget, strategies=strategies)


def _free_row(title: str, report: ReplayReport, *, domain: ReplayReport | None) -> str:
    """A row of the domain-free table: tools only, beside the domain's figures."""
    f = report.overall["agentstate"]
    ratio = "-" if f.history_token_ratio is None else f"{f.history_token_ratio:.3f}"
    if domain is None:
        beside = "(no domain code exists)"
    else:
        d = domain.overall["agentstate"]
        beside = f"{_percent(d.probe_recovery)}, {_percent(d.state_probe_recovery)}"
    return (
        f"| {title} | {_percent(f.probe_recovery)} ({f.value_recovered}/{f.value_probes}) "
        f"| {_percent(f.state_probe_recovery)} ({f.state_recovered}/{f.state_probes}) "
        f"| {ratio} | {f.peak_history_tokens:,} | {f.over_budget_requests} "
        f"| {f.invalid_requests} | {beside} |"
    )


def _replay(
    title: str, runs: list[RecordedRun], domain: str, budget: int, *, limits: Sequence[int]
) -> ReplayReport:
    print(f"\n== {title}", flush=True)
    report = evaluate_replay(
        runs,
        domain=get_domain(domain),
        budget=budget,
        strategies=_strategies(budget, limits=limits),
    )
    print(format_table(report))
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA, help="the shared data directory")
    parser.add_argument("--requests", type=int, default=500, help="requests of the long session")
    parser.add_argument("--seed", type=int, default=7, help="seed of the long session")
    parser.add_argument("--plot", type=Path, default=None, help="write the long session's plot")
    parser.add_argument("--no-write", action="store_true", help="do not update docs/benchmarks.md")
    args = parser.parse_args()
    tau = args.data / "tau-bench" / "gpt-4o-airline-dev.json"
    tau2 = args.data / "tau2-bench" / "airline-run-third-party.json"
    tasks = args.data / "tau2-bench" / "airline-tasks.json"
    sgd_dialogues = args.data / "sgd" / "sgd_payment_banks_test_dev.json"
    sgd_schemas = [args.data / "sgd" / "dev_schema.json", args.data / "sgd" / "test_schema.json"]
    for path in (tau, tau2, tasks, sgd_dialogues, *sgd_schemas):
        if not path.is_file():
            sys.exit(f"missing {path}: pass --data")
    dev = _replay("τ-bench dev", load_runs(tau), "tau-airline", 1000, limits=LIMITS)
    third = _replay("τ²-bench third-party run", load_runs(tau2, tasks=tasks), "tau-airline",
                    1000, limits=LIMITS)  # fmt: skip
    dev_free = _tools_only(load_runs(tau), "tau-airline", 1000)
    third_free = _tools_only(load_runs(tau2, tasks=tasks), "tau-airline", 1000)
    schemas = [read_json(path, "SGD schema") for path in sgd_schemas]
    sgd = evaluate_replay(
        sgd_runs(read_json(sgd_dialogues, "SGD dialogues"), schemas=schemas),
        domain=sgd_domain(schemas),
        budget=1000,
    )
    for report in (dev_free, third_free, sgd):
        print(format_table(report))
    session = parse_runs(generate_session(args.requests, seed=args.seed), name="support")
    long_2k = _replay("long support session", session, "support", 2000, limits=(8,))
    long_1k = evaluate_replay(session, domain=get_domain("support"), budget=1000)
    print(format_table(long_1k))
    if args.plot is not None:
        args.plot = args.plot.resolve()
        write_plot(long_2k, args.plot, title="long support session: history tokens per request")
    full = long_2k.overall[FULL_TRANSCRIPT]
    mine = long_2k.overall["agentstate"]
    half = args.requests // 2
    series = long_2k.runs[0].strategies
    first_full = sum(series[FULL_TRANSCRIPT].series[:half])
    first_mine = sum(series["agentstate"].series[:half])
    plot_line = (
        f"\n![History tokens per request and cumulative, long session]"
        f"({args.plot.relative_to(DOCS_DIR)})\n"
        if args.plot is not None and args.plot.resolve().is_relative_to(DOCS_DIR)
        else ""
    )
    body = f"""
## Continuation: probe recovery and token cost on recorded agent runs

Command: `python benchmarks/bench_replay.py` (from the repository root, with ../shared present
and the `bench` extra installed: langchain-core, openai-agents). Each replay alone:
`agentstate eval replay PATH --domain NAME --budget N [--tasks TASKS] [--json] [--plot F.svg]`.
{machine()}

Every assistant message of a recorded run is one model request over what precedes it. For
agentstate, the run is appended to a state as it happens (capture rules fill the scratchpad;
a consequential call is approved by the user's explicit "yes" and executed, or refused), and
before each request the agent compacts by its policy (the default `CompactionPolicy` at the
budget, with the `ExtractiveSummarizer`) and renders `state.context` within the budget. The
peers get the same runs at the same budget: LangChain's `trim_messages` (`strategy="last"`,
`start_on=("human", "ai")` so a kept window never opens on a tool result: tool pairs kept;
`max_tokens` = the budget, counted with the same counter), and the OpenAI Agents SDK's
`SessionSettings(limit=N)` through the SDK's own `prepare_input_with_session` (the limit
applies when a user turn starts; the turn's own calls and results then accumulate, as in the
SDK's run loop). The item limit has no token budget, so it is shown at several limits.

Probes (all strategies alike): value probes are the scalar leaves (strings of 4+ characters,
numbers of 10+) of the gold actions and of the consequential calls the run made (approved,
not failed), state probes the status of each consequential call as the ledger holds it
(failed once an approved call's result is an error) and each user sentence with a negation or
a requirement word, found verbatim (chosen independently of the summarizer,
`stated_requirements`; it over-selects); both are evaluated at every request that precedes a
consequential call and at the last request (not, there, the values of an action already
carried out), and count only when the full transcript holds them at that point. History tokens are everything after the stable prefix
(system prompt, tool definitions), counted the same way for every strategy; the cache-stable
share is over consecutive requests with no compaction between them.

### τ-bench airline, 20 dev trajectories, 1,000-token history budget

{_markdown(dev)}

{_compactions(dev, runs=True)}

### τ²-bench airline, third-party run (50 simulations), 1,000-token history budget

Gold actions from `airline-tasks.json`.

{_markdown(third)}

{_compactions(third, runs=False)}

Until tool calls could be cut, one request here went over the budget (1,329 tokens): a single
assistant message makes two calls with long arguments (347 tokens) beside a 373-token record
and a 510-token state block. The renderer now sheds in a fixed order (results and messages,
then the state block, then tool calls; [the budget](concepts/context.md#the-budget)): in that
request even the smallest state block left the calls no room whole, so their arguments are
shown as structural excerpts with a ref, and two of the gold action's values (in the cut
arguments, and in the log) are no longer in the request: 586 to 584 value probes.

### Without domain code: tool definitions alone

The same runs with agentstate given only the domain's tool definitions and its list of
consequential tools (`from_tools`: typed keys from declared scalar arguments that are values,
not prose; a line of identifying values per record a tool returned, keyed by what the record
is, and the latest record of each tool whole, shortened first; the items of a list result
the agent's message names, as lines of their values, and every hit by its id, `Secondary`
values; the ledger for the consequential calls;
`agentstate eval replay ... --tools-only`),
the probes still judging by the domain (its confirmation rule, its failed results). The
Schema-Guided Dialogue payment and banking sessions have no domain code at all: their schema
is their domain (`agentstate eval replay sgd_payment_banks_test_dev.json --schema
dev_schema.json --schema test_schema.json --budget 1000`; `agentstate.eval.sgd`).

| runs (1,000-token budget) | value probes | state probes | ratio | peak | over budget | invalid | with the domain (values, states) |
|---|---|---|---|---|---|---|---|
{_free_row("τ-bench airline dev, tools only", dev_free, domain=dev)}
{_free_row("τ²-bench airline, tools only", third_free, domain=third)}
{_free_row(f"SGD payments and banking ({len(sgd.runs)} dialogues)", sgd, domain=None)}

What the domain code adds, read from the probes lost without it: the airline domain keeps
every reservation read, keyed by id, and the user's profile as separate typed values, with
its cabin and route words; the tools-only default keeps the latest record of each tool whole
and the earlier ones by their identifying values (words with a digit: flight numbers, dates,
payment ids; names; numbers: a balance after its payment id; not a cabin); flight numbers a
search offered and the agent later chose are in no call's arguments until the booking (what
the agent offered is kept, a line per option, but as a `Secondary` value a tight budget
shortens first, a later message naming fewer of the options narrows it, and a later search's
offer replaces it). A failed call is read by the common conventions without
the domain's `is_failure` (`reports_error`: "Error: ..." text, an `error` member, `ok`
false), so the tools-only state probes lost were constraint sentences its larger state block
left the summary no room for. Without the domain nothing is lost now on these runs: a failed
call's item in the summary names what it alone proposed (an amount a refused booking
held), a record's line keeps the choices any tool declares (a `round_trip`), and the
`Secondary` values a tight budget would cut to a sliver are left out so that a search's
every hit shows whole (the twenty-eighth round, below). On
SGD, the events and restaurants a search found and the agent then named (in its own words,
"mets vs cubs march 2nd") were most of the values lost (1,460 of 1,506 kept before the
offered items were); the three left (of 1,392 now that more calls read as confirmed are
carried out, and their values no longer probed at the last request) are a visibility and a
name of payments, and a time the agent only confirmed in prose.

### Long support session: {args.requests} requests, 2,000-token history budget

Generated by `python -m agentstate.eval.support --requests {args.requests} --seed {args.seed}`
(one customer, eight orders, tracking with 3 to 15 events, help-center articles and stock of
varying size, refunds and replacements confirmed or declined, an address change, constraints
stated along the way).

{_markdown(long_2k)}

{_compactions(long_2k, runs=False)}

The cache-stable share is lower here than on τ-bench: the state block comes last, so each
request reuses everything of the previous one but its state block, and with this session's
short system prompt and tools the state block is about a fifth of every request (on τ-bench the
airline policy and tool definitions make the stable prefix much larger).

Growth: the full transcript's history tokens per request grow with the session (from
{series[FULL_TRANSCRIPT].series[0]:,} to {series[FULL_TRANSCRIPT].series[-1]:,}), so their sum
grows quadratically: {first_full:,} over the first {half} requests, {full.history_tokens:,} over
all {args.requests}, {full.history_tokens / max(first_full, 1):.1f}x for twice the requests.
agentstate's stay within the budget, so their sum grows linearly: {first_mine:,}, then
{mine.history_tokens:,}, {mine.history_tokens / max(first_mine, 1):.1f}x.
{plot_line}
At a 1,000-token budget the same session gives:

{_markdown(long_1k)}

### Reading the peers

`trim_messages` keeps the requests valid and within the budget (its window never opens on a
tool result), but what falls out of the window is gone: the values and decisions of earlier
turns, and the statuses of earlier actions. The SDK's item limit bounds only the history loaded
when a user turn starts; the calls and results of the turn itself accumulate, so its peak is
far over the budget on tool-heavy runs whatever the limit. With a limit of 8 some requests were
invalid: these recorded runs reuse tool-call ids, and the SDK's input preparation, which keeps
the latest item per call id, dropped an earlier call's output while keeping the call. agentstate
stores a reused id under a fresh one and restores it on export.

{TUNED}
"""
    print(body)
    if not args.no_write:
        write_section("replay", body)


if __name__ == "__main__":
    main()
