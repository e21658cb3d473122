"""Concurrent reads from one event loop on PostgreSQL: worker threads against psycopg's asyncio.

Usage: python benchmarks/bench_postgres_async.py [--url postgresql://...] [--concurrent 200]
       [--events 400] [--pool 10] [--reps 5] [--no-write]

The URL defaults to $AGENTSTATE_BENCH_POSTGRES_URL, then $AGENTSTATE_TEST_POSTGRES_URL. One
session of `--events` events (the benchmark message mix: user text, tool call, tool result,
assistant text) is written to a fresh schema. Then, from one event loop, `--concurrent` reads
are gathered at once through `agentstate.aio.AsyncAgentState`, two ways on the same data:

- worker threads: `AsyncAgentState(state)`, every read in `asyncio.to_thread` on the
  synchronous `PostgresBackend` (the loop's default executor, as an application gets it);
- native asyncio: `AsyncAgentState(state, backend=AsyncPostgresBackend)`, every read awaited
  on a `psycopg_pool.AsyncConnectionPool`.

Both pools hold at most `--pool` connections. Workloads: evidence get (one event by ref),
lexical evidence search (k=5), and a mixed agent-turn read (scratchpad values, pending ledger
actions, and the last 20 events). The two contenders run in the same repetition, in rotating
order, after a warm-up; the table gives the median wall time of all the reads, the reads per
second, the most threads alive during the run, and native over threads (median of
per-repetition ratios of throughput).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import threading
import time
import uuid
from collections.abc import Awaitable, Callable

import psycopg
from _harness import Payloads, machine, side_by_side, write_section
from agentstate_postgres.aio import AsyncPostgresBackend
from bench_store import append_one

from agentstate import AgentState, EventRef
from agentstate.aio import AsyncAgentState

WORKLOADS = ["evidence get", "evidence search", "agent-turn reads"]
QUERIES = ["refund order", "tracking number", "billing address", "cancel subscription"]


def _work(state: AsyncAgentState, workload: str, refs: list[EventRef], n: int) -> Awaitable[object]:
    """The `n`th read of a workload."""
    if workload == "evidence get":
        return state.evidence.get(refs[(n * 37) % len(refs)])
    if workload == "evidence search":
        return state.evidence.search(QUERIES[n % len(QUERIES)], k=5)

    async def turn() -> object:
        return (
            await state.scratchpad.values(),
            await state.ledger.pending(),
            await state.events(after=max(0, len(refs) - 20)),
        )

    return turn()


def _measure(
    loop: asyncio.Runner,
    state: AsyncAgentState,
    workload: str,
    refs: list[EventRef],
    concurrent: int,
    threads: list[int],
) -> Callable[[], float]:
    """A contender: seconds for `concurrent` reads gathered at once (records peak threads)."""

    async def gathered() -> float:
        peak = threading.active_count()
        done = asyncio.Event()

        async def watch() -> None:
            nonlocal peak
            while not done.is_set():
                peak = max(peak, threading.active_count())
                await asyncio.sleep(0.001)

        watcher = asyncio.create_task(watch())
        start = time.perf_counter()
        await asyncio.gather(*(_work(state, workload, refs, n) for n in range(concurrent)))
        elapsed = time.perf_counter() - start
        done.set()
        await watcher
        threads.append(peak)
        return elapsed

    return lambda: loop.run(gathered())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--url",
        default=os.environ.get("AGENTSTATE_BENCH_POSTGRES_URL")
        or os.environ.get("AGENTSTATE_TEST_POSTGRES_URL"),
    )
    parser.add_argument("--concurrent", type=int, default=200, help="reads gathered at once")
    parser.add_argument("--events", type=int, default=400, help="events in the session")
    parser.add_argument("--pool", type=int, default=10, help="most connections of each pool")
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()
    if not args.url:
        sys.exit("set --url or AGENTSTATE_BENCH_POSTGRES_URL to a PostgreSQL database")
    schema = f"bench_async_{uuid.uuid4().hex[:12]}"
    load_before = os.getloadavg()[0]
    with asyncio.Runner() as loop:
        backend = loop.run(
            AsyncPostgresBackend.open(
                args.url, schema=schema, min_size=args.pool, max_size=args.pool
            )
        )
        try:
            sync = AgentState.open(backend.sync, session_id="bench")
            for message in Payloads().messages(args.events):
                append_one(sync, message)
            refs = [EventRef("bench", seq) for seq in range(1, args.events + 1)]
            states = {
                "worker threads": AsyncAgentState(sync),
                "native asyncio": AsyncAgentState(sync, backend=backend),
            }
            rows = []
            for workload in WORKLOADS:
                threads: dict[str, list[int]] = {name: [] for name in states}
                figures = side_by_side(
                    {
                        name: _measure(loop, state, workload, refs, args.concurrent, threads[name])
                        for name, state in states.items()
                    },
                    anchor="native asyncio",
                    repetitions=args.reps,
                )
                threaded, native = figures["worker threads"], figures["native asyncio"]
                speedup = 1 / threaded["ratio"]  # threads' time over native time, per repetition
                rows.append(
                    f"| {workload} | {threaded['median'] * 1000:,.0f} ms "
                    f"| {args.concurrent / threaded['median']:,.0f} | {max(threads['worker threads'])} "
                    f"| {native['median'] * 1000:,.0f} ms "
                    f"| {args.concurrent / native['median']:,.0f} | {max(threads['native asyncio'])} "
                    f"| {speedup:.2f}x ({1 / threaded['ratio_max']:.2f}-{1 / threaded['ratio_min']:.2f}) |"
                )
                print(rows[-1], flush=True)
        finally:
            loop.run(backend.close())
            with psycopg.connect(args.url, autocommit=True) as conn:
                conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    with psycopg.connect(args.url) as conn:
        server = conn.execute("SHOW server_version").fetchone()[0]  # type: ignore[index]
    table = "\n".join(
        [
            "| workload | threads: wall | reads/s | threads alive | native: wall | reads/s "
            "| threads alive | native / threads (min-max) |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
            *rows,
        ]
    )
    print(table)
    load = f"load average {load_before:.1f} at the start, {os.getloadavg()[0]:.1f} at the end"
    command = (
        f"python benchmarks/bench_postgres_async.py --concurrent {args.concurrent} "
        f"--events {args.events} --pool {args.pool} --reps {args.reps}"
    )
    if not args.no_write:
        write_section(
            "postgres-async",
            f"""
### Concurrent reads from one event loop: worker threads or psycopg's asyncio

{machine()}, PostgreSQL {server} on the same machine, {os.cpu_count()} cores; {load}.
{args.concurrent} reads gathered at once on one session of {args.events} events; each pool
at most {args.pool} connections; median of {args.reps} repetitions.

`{command}` (with `AGENTSTATE_BENCH_POSTGRES_URL` set)

{table}
""",
        )


if __name__ == "__main__":
    main()
