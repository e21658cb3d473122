"""Cost of validating a summary: a 2,000-token summary against 500 facts and 100 actions.

The session: 1,200 events in the peers' benchmark mix (user text, tool calls, 1.5 KB tool
results, assistant text), 500 scratchpad fields (``order_weight``, ``pallet_carrier``, ...;
a tenth of them rewritten once), 100 ledger actions in every status. The candidate: about 2,000 tokens in some 60 items, each citing
one to three events, with placeholders, literal values quoted from the cited tool results,
status statements and user attributions. Every default rule runs and finds nothing.

Contenders, side by side in each repetition (rotated order, after a warm-up): the full
default rules on a `NarrativeSummary` candidate and on the raw JSON a model would return,
and the schema rule alone on the raw JSON (the cost of the cheapest useful check), on the
memory and SQLite backends. Reported: p50 and p95 in milliseconds over all runs, the
median of per-repetition ratios to the schema-only run, and the p50 at the speed of the
machine where the peers' baselines were measured: with the `bench` extra, a plain-Python
call whose time there is known (LangChain counting the tokens of 1,000 messages) runs in
the same rotation, and each repetition's median is scaled by it. The target is a time, and
this machine's speed changes by up to 3x from one hour to the next.

    python benchmarks/bench_validator.py [--repetitions 7] [--runs 30] [--no-docs]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from _harness import (
    REFERENCE_COUNT_US,
    Payloads,
    machine,
    percentile,
    reference_clock,
    write_section,
)

from agentstate import AgentState, MemoryBackend, SqliteBackend, ToolCall
from agentstate.events import EventKind
from agentstate.summary import NarrativeSummary
from agentstate.testing.records import write_action, write_fact
from agentstate.validation import DEFAULT_RULES, SchemaRule, blocking, validate

ENTITIES = ["order", "credit", "refund", "invoice", "shipment", "account", "pallet", "ticket",
            "payment", "address", "carrier", "warehouse", "claim", "customer", "supplier",
            "contract", "product", "return", "label", "route", "driver", "depot", "policy",
            "quote", "batch"]  # fmt: skip
ATTRIBUTES = ["weight", "region", "channel", "priority", "reference", "tier", "reason",
              "currency", "owner", "origin", "destination", "window", "limit", "balance",
              "deadline", "score", "version", "code", "status", "total"]  # fmt: skip
KINDS = ["credit", "refund", "reship_order", "cancel_order", "update_address"]
STATUSES = ["pending", "approved", "rejected", "cancelled", "executed", "revoked"]
PHRASES = {
    "pending": "{a} awaits approval",
    "approved": "{a} was approved",
    "rejected": "{a} was rejected",
    "cancelled": "{a} was cancelled",
    "executed": "{a} was executed",
    "revoked": "{a} was revoked",
}


def build_session(state: AgentState, rng: random.Random) -> dict[str, Any]:
    """Append the events, facts and actions; return what the summary will cite."""
    payloads = Payloads(seed=7)
    users: list[str] = []
    tools: list[tuple[str, dict[str, Any]]] = []
    pending_call = None
    for message in payloads.messages(1200):
        kind = message["kind"]
        if kind == "user":
            users.append(state.append_user(message["text"]).ref)
        elif kind == "tool_call":
            pending_call = state.append_assistant(
                None, tool_calls=[ToolCall(message["name"], message["args"], message["call_id"])]
            )
        elif kind == "tool_result":
            assert pending_call is not None
            ref = state.append_tool_result(pending_call, message["result"])
            tools.append((ref.ref, message["result"]))
        else:
            state.append_assistant(message["text"])
    keys: list[str] = []
    for index in range(500):
        entity = ENTITIES[index % len(ENTITIES)]
        attribute = ATTRIBUTES[index // len(ENTITIES)]
        key = f"{entity}_{attribute}"
        ref, result = tools[index % len(tools)]
        value = result["results"][0]["order"] if index % 3 == 0 else rng.randrange(10**6)
        write_fact(state, key, value=value, source=ref)
        if index % 10 == 0:
            write_fact(state, key, value=rng.randrange(10**6), source=users[index % len(users)])
        keys.append(key)
    actions: list[tuple[str, str, str]] = []
    for index in range(100):
        kind = KINDS[index % len(KINDS)]
        ref, result = tools[(index * 7) % len(tools)]
        order = result["results"][0]["order"]
        action = write_action(
            state, kind, params={"order": order, "cents": 100 * index}, source=ref
        )
        status = STATUSES[index % len(STATUSES)]
        if status != "pending":
            write_action(state, kind, status=status, source=users[index % len(users)],
                         actor="supervisor", action_id=action)  # fmt: skip
        actions.append((action, kind, status))
    with state.backend.read(state.session_id) as reader:
        head = reader.head().seq
        events = reader.events(kinds={EventKind.USER})
    return {"users": events, "tools": tools, "keys": keys, "actions": actions, "head": head}


def build_summary(session: dict[str, Any], rng: random.Random) -> NarrativeSummary:
    """About 2,000 tokens of valid narrative over the session."""
    users, tools = session["users"], session["tools"]
    first = users[0]
    items: dict[str, list[dict[str, Any]]] = {
        "decisions": [], "constraints": [], "open_threads": [], "rejected": [], "next_steps": [],
    }  # fmt: skip
    for index in range(18):
        ref, result = tools[(index * 11) % len(tools)]
        hits = result["results"][:2]
        text = "Search matched " + " and ".join(
            f"order {hit['order']} with score {hit['score']}" for hit in hits
        )
        items["open_threads"].append({"text": text, "refs": [ref]})
    for index in range(10):
        user = users[(index * 13) % len(users)]
        words = " ".join(str(user.content["text"]).split()[:18])
        items["constraints"].append({"text": f"Keep to this: {words}", "refs": [user.ref]})
    for index, (action, kind, status) in enumerate(session["actions"][:24]):
        ledger = f"ev_{int(action.removeprefix('act_'))}"
        text = PHRASES[status].format(a=f"{{action:{action}}}") + f", a {kind.replace('_', ' ')}"
        field = "decisions" if index % 2 else "open_threads"
        refs = [ledger] if field == "open_threads" else [ledger, users[index].ref]
        items[field].append({"text": text, "refs": refs})
    for key in session["keys"][:10]:
        items["next_steps"].append({"text": f"Check {{fact:{key}}} before replying", "refs": []})
    for index in range(3):
        user = users[index * 5]
        words = " ".join(str(user.content["text"]).split()[:8])
        items["rejected"].append({"text": f"The user asked: {words}", "refs": [user.ref]})
    summary = {"objective": {"text": "Resolve the customer's damaged order claims",
                             "refs": [first.ref]}, **items}  # fmt: skip
    return NarrativeSummary.model_validate(summary)


Contender = Callable[[], float]


def contenders(
    state: AgentState, summary: NarrativeSummary, head: int, runs: int
) -> dict[str, Contender]:
    """The three measured calls, each timed `runs` times; each returns its median in seconds."""
    raw = summary.model_dump(mode="json")
    samples: dict[str, list[float]] = {"full-model": [], "full-json": [], "schema-json": []}
    cpu: dict[str, list[float]] = {name: [] for name in samples}

    def timed(name: str, candidate: object, rules: Any) -> Contender:
        def run() -> float:
            times = []
            for _ in range(runs):
                start, start_cpu = time.perf_counter(), time.process_time()
                findings = validate(candidate, state, covers_through=head, rules=rules)
                times.append(time.perf_counter() - start)
                cpu[name].append(time.process_time() - start_cpu)
                assert not blocking(findings), findings[:3]
            samples[name].extend(times)
            return statistics.median(times)

        return run

    runs_by_name = {
        "schema-json": timed("schema-json", raw, [SchemaRule()]),
        "full-model": timed("full-model", summary, DEFAULT_RULES),
        "full-json": timed("full-json", raw, DEFAULT_RULES),
    }
    runs_by_name["_samples"] = lambda: (samples, cpu)  # type: ignore[assignment,return-value]
    return runs_by_name


def measure(backend_name: str, repetitions: int, runs: int) -> dict[str, dict[str, float]]:
    """Build the session on one backend and time the contenders side by side."""
    backend = MemoryBackend() if backend_name == "memory" else SqliteBackend(":memory:")
    state = AgentState.open(backend, session_id="bench")
    rng = random.Random(1234)
    session = build_session(state, rng)
    summary = build_summary(session, rng)
    tokens = state.token_counter.count(json.dumps(summary.model_dump(mode="json")))
    runners = contenders(state, summary, session["head"], runs)
    samples, cpu = runners.pop("_samples")()  # type: ignore[operator]
    names = list(runners)
    reference = reference_clock(runs)
    if reference is not None:
        runners["reference"] = reference
    for run in runners.values():  # warm-up
        run()
    for sample in [*samples.values(), *cpu.values()]:
        sample.clear()
    loads: list[float] = []
    ratios: dict[str, list[float]] = {name: [] for name in names}
    at_reference: dict[str, list[float]] = {name: [] for name in names}
    slowdowns: list[float] = []  # this machine's time over the baselines' machine's
    rotation = list(runners)
    for repetition in range(repetitions):
        order = rotation[repetition % len(rotation) :] + rotation[: repetition % len(rotation)]
        figures = {name: runners[name]() for name in order}
        loads.append(os.getloadavg()[0])
        for name in names:
            ratios[name].append(figures[name] / figures["schema-json"])
        if reference is not None:
            slowdown = 1e6 * figures["reference"] / REFERENCE_COUNT_US
            slowdowns.append(slowdown)
            for name in names:
                at_reference[name].append(figures[name] / slowdown)
    out: dict[str, dict[str, float]] = {}
    for name in names:
        out[name] = {
            "p50": 1000 * percentile(samples[name], 0.5),
            "p95": 1000 * percentile(samples[name], 0.95),
            "cpu50": 1000 * percentile(cpu[name], 0.5),
            "load": max(loads),
            "ratio": statistics.median(ratios[name]),
            "tokens": tokens,
            "items": len(summary.items()),
            "at_reference": 1000 * statistics.median(at_reference[name])
            if slowdowns
            else float("nan"),
            "slowdown_min": min(slowdowns, default=float("nan")),
            "slowdown_max": max(slowdowns, default=float("nan")),
        }
    backend.close()
    return out


class _CountingReader:
    """A session reader that times each call and counts the records it returns."""

    def __init__(self, reader: Any, calls: dict[str, list[float]]) -> None:
        self._reader = reader
        self._calls = calls

    def __getattr__(self, name: str) -> Any:
        method = getattr(self._reader, name)
        if not callable(method):
            return method

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            out = method(*args, **kwargs)
            figures = self._calls.setdefault(name, [0, 0, 0.0])
            figures[0] += 1
            figures[1] += len(out) if isinstance(out, list) else 1
            figures[2] += time.process_time() - start
            return out

        return timed


class _CountingBackend:
    """A backend whose readers count their calls (everything else goes to `backend`)."""

    def __init__(self, backend: Any) -> None:
        self._backend = backend
        self.calls: dict[str, list[float]] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._backend, name)

    @contextmanager
    def read(self, session_id: str) -> Iterator[_CountingReader]:
        with self._backend.read(session_id) as reader:
            yield _CountingReader(reader, self.calls)


class _TimedRule:
    """A rule that adds the CPU time of its check to `spent`."""

    def __init__(self, rule: Any, spent: dict[str, float]) -> None:
        self._rule = rule
        self._spent = spent
        self.name, self.severity = rule.name, rule.severity

    def check(self, context: Any) -> list[Any]:
        start = time.process_time()
        found = list(self._rule.check(context))
        self._spent[self.name] = self._spent.get(self.name, 0.0) + time.process_time() - start
        return found


def breakdown_rows(runs: int) -> list[str]:
    """Where one full validation's CPU time goes, per rule and per backend read.

    Memory and SQLite sessions are built alike and validated in turn, so that both see
    the same load on the machine.
    """
    sessions = {}
    for name in ("memory", "sqlite"):
        backend = MemoryBackend() if name == "memory" else SqliteBackend(":memory:")
        counting = _CountingBackend(backend)
        state = AgentState.open(counting, session_id="bench")
        rng = random.Random(1234)
        session = build_session(state, rng)
        spent: dict[str, float] = {}
        rules = [_TimedRule(rule, spent) for rule in DEFAULT_RULES]
        summary = build_summary(session, rng)
        sessions[name] = (counting, state, summary, session["head"], rules, spent)
    for counting, state, summary, head, rules, spent in sessions.values():
        for _ in range(5):  # warm-up
            validate(summary, state, covers_through=head, rules=rules)
        counting.calls.clear()
        spent.clear()
    whole = dict.fromkeys(sessions, 0.0)
    for _ in range(runs):
        for name, (_, state, summary, head, rules, _) in sessions.items():
            start = time.process_time()
            validate(summary, state, covers_through=head, rules=rules)
            whole[name] += time.process_time() - start
    parts: dict[str, dict[str, float]] = {}
    reads: dict[str, dict[str, list[float]]] = {}
    for name, (counting, _, _, _, _, spent) in sessions.items():
        parts[name] = {"whole validation": 1000 * whole[name] / runs}
        parts[name].update((rule, 1000 * total / runs) for rule, total in spent.items())
        reads[name] = {
            read: [count / runs, records / runs, 1000 * total / runs]
            for read, (count, records, total) in counting.calls.items()
        }
        counting.close()
    rows = ["| part | memory CPU ms | SQLite CPU ms |", "|---|---:|---:|"]
    for part in ["whole validation", *(rule.name for rule in DEFAULT_RULES)]:
        label = part if part == "whole validation" else f"rule {part}"
        cells = " | ".join(f"{parts[name].get(part, 0.0):.2f}" for name in sessions)
        rows.append(f"| {label} | {cells} |")
    for read in sorted({read for calls in reads.values() for read in calls}):
        cells = " | ".join(
            "{2:.2f} (calls: {0:g}, records: {1:g})".format(*reads[name].get(read, [0, 0, 0]))
            for name in sessions
        )
        rows.append(f"| read `{read}` | {cells} |")
    return rows


def main() -> None:
    """Measure, print the table, write docs/benchmarks.md."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repetitions", type=int, default=7)
    parser.add_argument(
        "--runs", type=int, default=30, help="validations per contender and repetition"
    )
    parser.add_argument("--no-docs", action="store_true")
    args = parser.parse_args()
    rows = []
    size = ""
    load = 0.0
    slowdowns: list[float] = []
    for backend in ("memory", "sqlite"):
        results = measure(backend, args.repetitions, args.runs)
        for name, figures in results.items():
            size = f"{figures['tokens']} tokens in {figures['items']} items"
            load = max(load, figures["load"])
            slowdowns += [figures["slowdown_min"], figures["slowdown_max"]]
            scaled = figures["at_reference"]
            scaled_cell = "—" if math.isnan(scaled) else f"{scaled:.2f}"
            rows.append(
                f"| {backend} | {name} | {figures['p50']:.2f} | {scaled_cell} | "
                f"{figures['cpu50']:.2f} | {figures['p95']:.2f} | {figures['ratio']:.2f}x |"
            )
    if not any(math.isnan(slowdown) for slowdown in slowdowns):  # the reference call ran
        scaling = (
            "At the baselines' speed: each repetition's median scaled by the time LangChain's "
            "`count_tokens_approximately` took over 1,000 messages in the same repetition, "
            f"against its {REFERENCE_COUNT_US:,.0f} µs on the machine of the peers' baselines; "
            f"this machine took {min(slowdowns):.2f}× to {max(slowdowns):.2f}× that machine's "
            "time"
            " during the run."
        )
    else:
        scaling = "At the baselines' speed: not measured (install the `bench` extra)."
    body = "\n".join(
        [
            "## Validator: cost",
            "",
            f"A summary of {size} against 500 scratchpad fields and 100 ledger actions, "
            f"in a 1,200-event session ({machine()}). {args.repetitions} repetitions × "
            f"{args.runs} validations per contender, rotated order, after a warm-up; p50 and "
            "p95 of wall time and p50 of CPU time (the process's own, which other load on "
            "the machine inflates less) over all validations; ratio: median of "
            "per-repetition ratios of wall time to the schema rule alone on the raw JSON. "
            f"The 1-minute load average reached {load:.1f} on 2 cores during the run. "
            "Target: full rules p50 <= 5 ms.",
            "",
            "| backend | contender | p50 ms | p50 ms at the baselines' speed | CPU p50 ms "
            "| p95 ms | ratio to schema-only |",
            "|---|---|---:|---:|---:|---:|---:|",
            *rows,
            "",
            scaling,
            "",
            "full-model: every default rule, the candidate a `NarrativeSummary`; full-json: "
            "every default rule on the raw JSON a model returns (JSON Schema and pydantic "
            "first); schema-json: the schema rule alone on the raw JSON.",
            "",
            "Where a full-model validation's CPU time goes (mean per validation over "
            f"{args.runs * 4} validations after a warm-up, each rule's check and each backend "
            "read timed; a read is part of the rule that made it first, since every read is "
            "cached for the rest of the validation; the whole validation adds reading the "
            "parent checkpoint; memory and SQLite in turn):",
            "",
            *breakdown_rows(args.runs * 4),
            "",
            "Command: `python benchmarks/bench_validator.py`",
        ]
    )
    print(body)
    if not args.no_docs:
        write_section("validator-cost", body)


if __name__ == "__main__":
    main()
