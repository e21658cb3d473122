"""Concurrent reads and writes from one event loop on PostgreSQL: worker threads or psycopg's asyncio.

Usage: python benchmarks/bench_postgres_async.py [--url postgresql://...] [--concurrent 200]
       [--events 400] [--pool 10] [--latency-ms 0 2] [--reps 5] [--no-write]

The URL defaults to $AGENTSTATE_BENCH_POSTGRES_URL, then $AGENTSTATE_TEST_POSTGRES_URL. One
session of `--events` events (the benchmark message mix: user text, tool call, tool result,
assistant text) is written to a fresh schema. Then, from one event loop, `--concurrent` reads
are gathered at once through `agentstate.aio.AsyncAgentState`, two ways on the same data:

- worker threads: `AsyncAgentState(state)`, every read in `asyncio.to_thread` on the
  synchronous `PostgresBackend` (the loop's default executor, as an application gets it:
  ``min(32, cores + 4)`` threads);
- native asyncio: `AsyncAgentState(state, backend=AsyncPostgresBackend)`, every read awaited
  on a `psycopg_pool.AsyncConnectionPool`.

Both pools hold at most `--pool` connections. Workloads: evidence get (one event by ref),
lexical evidence search (k=5), a mixed agent-turn read (scratchpad values, pending ledger
actions, and the last 20 events), and a context render (a 100,000-token budget: its reads,
then the rendering, on the loop when native), and two write workloads spread over 20
sessions of each contender's own: an append (a user message), and an agent turn's writes (a
tool call, its result, and a ledger proposal citing it: three transactions, with the capture
and pairing checks). Native writes run the synchronous operation in a greenlet whose every
statement the task awaits on the asyncio pool. Each `--latency-ms` value puts the server that many
milliseconds of round trip away, through a relay process that delays every chunk by half of
it each way (0: connect directly), as a network between the application and its database
would. The two contenders run in the same repetition, in rotating order, after a warm-up;
the table gives the median wall time of all the operations, the threads each run started (a fresh
default executor per run), and native over threads: the median of per-repetition ratios of
the threads' time over native time (above 1: native is faster).
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import socket
import sys
import threading
import time
import uuid
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
from _harness import Payloads, machine, side_by_side, write_section
from agentstate_postgres import PostgresBackend
from agentstate_postgres.aio import AsyncPostgresBackend
from bench_store import append_one

from agentstate import AgentState, EventRef
from agentstate.aio import AsyncAgentState

WORKLOADS = [
    "evidence get",
    "evidence search",
    "agent-turn reads",
    "context render",
    "append",
    "agent-turn writes",
]
WRITERS = 20
"""Sessions the write workloads spread over (writes of one session queue on its row lock)."""
QUERIES = ["refund order", "tracking number", "billing address", "cancel subscription"]


def _work(
    state: AsyncAgentState,
    writers: list[AsyncAgentState],
    workload: str,
    refs: list[EventRef],
    n: int,
) -> Awaitable[object]:
    """The `n`th operation of a workload (a write goes to one of `writers`' sessions)."""
    writer = writers[n % len(writers)]
    if workload == "append":
        return writer.append_user(f"Where is order {n}? It has not arrived.")
    if workload == "agent-turn writes":

        async def write_turn() -> object:
            call = await writer.append_tool_call("get_order", {"order_id": f"#W{n:07d}"})
            result = await writer.append_tool_result(call, {"order_id": f"#W{n:07d}", "n": n})
            return await writer.ledger.propose("refund", {"order_id": f"#W{n:07d}"}, source=result)

        return write_turn()
    if workload == "evidence get":
        return state.evidence.get(refs[(n * 37) % len(refs)])
    if workload == "evidence search":
        return state.evidence.search(QUERIES[n % len(QUERIES)], k=5)
    if workload == "context render":
        return state.context(system="You are a support agent.", budget=100_000)

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
    writers: list[AsyncAgentState],
    workload: str,
    refs: list[EventRef],
    concurrent: int,
    threads: list[int],
) -> Callable[[], float]:
    """A contender: seconds for `concurrent` operations gathered (records threads started)."""

    async def gathered() -> float:
        # A fresh default executor per run, so the threads a run starts are its own.
        running = asyncio.get_running_loop()
        executor = ThreadPoolExecutor()
        running.set_default_executor(executor)
        before = threading.active_count()
        start = time.perf_counter()
        await asyncio.gather(*(_work(state, writers, workload, refs, n) for n in range(concurrent)))
        elapsed = time.perf_counter() - start
        # The executor's threads live until it shuts down: what is alive now, it started.
        started = threading.active_count() - before
        executor.shutdown(wait=True)
        running.set_default_executor(ThreadPoolExecutor())  # for what runs between
        threads.append(started)
        return elapsed

    return lambda: loop.run(gathered())


async def _relay(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, delay: float) -> None:
    """Copy one direction of a connection, each chunk delivered `delay` seconds after it came."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

    async def deliver() -> None:
        while True:
            due, data = await queue.get()
            if not data:
                writer.close()
                return
            await asyncio.sleep(max(0.0, due - loop.time()))
            writer.write(data)
            await writer.drain()

    delivering = asyncio.create_task(deliver())
    while data := await reader.read(65536):
        queue.put_nowait((loop.time() + delay, data))
    queue.put_nowait((0.0, b""))
    await delivering


async def _serve(target: dict[str, str], port: int, delay: float, ready: Any) -> None:
    async def handle(client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter) -> None:
        host, server_port = target.get("host", "localhost"), target.get("port", "5432")
        if host.startswith("/"):
            server_in, server_out = await asyncio.open_unix_connection(
                f"{host}/.s.PGSQL.{server_port}"
            )
        else:
            server_in, server_out = await asyncio.open_connection(host, int(server_port))
        await asyncio.gather(
            _relay(client_in, server_out, delay), _relay(server_in, client_out, delay)
        )

    server = await asyncio.start_server(handle, "127.0.0.1", port)
    ready.set()
    await server.serve_forever()


def _proxy(target: dict[str, str], port: int, delay: float, ready: Any) -> None:
    """A TCP relay to the server adding `delay` each way: a network's round trip, emulated."""
    asyncio.run(_serve(target, port, delay, ready))


def _through_proxy(url: str, latency_ms: float) -> tuple[str, multiprocessing.Process | None]:
    """The URL to reach the server with `latency_ms` of round trip (a relay process), or as is."""
    if not latency_ms:
        return url, None
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    ctx = multiprocessing.get_context("spawn")
    ready = ctx.Event()
    target = psycopg.conninfo.conninfo_to_dict(url)
    relay = ctx.Process(
        target=_proxy,
        args=({k: str(v) for k, v in target.items()}, port, latency_ms / 2000, ready),
        daemon=True,
    )
    relay.start()
    ready.wait(30)
    return psycopg.conninfo.make_conninfo(url, host="127.0.0.1", port=str(port)), relay


def _rows(
    loop: asyncio.Runner, url: str, schema: str, args: argparse.Namespace, latency: float
) -> list[str]:
    """One table row per workload, the server `latency` ms of round trip away."""
    target, relay = _through_proxy(url, latency)
    backend = loop.run(
        AsyncPostgresBackend.open(target, schema=schema, min_size=args.pool, max_size=args.pool)
    )
    try:
        sync = AgentState.open(backend.sync, session_id="bench", create=False)
        refs = [EventRef("bench", seq) for seq in range(1, args.events + 1)]
        states = {
            "worker threads": AsyncAgentState(sync),
            "native asyncio": AsyncAgentState(sync, backend=backend),
        }
        # Each contender writes its own sessions, so both append to sessions of one length.
        writers = {
            name: [
                AsyncAgentState(
                    AgentState.open(backend.sync, session_id=f"{tag}-{latency:g}-{n}"),
                    backend=backend if tag == "native" else None,
                )
                for n in range(WRITERS)
            ]
            for name, tag in (("worker threads", "threads"), ("native asyncio", "native"))
        }
        rows = []
        for workload in WORKLOADS:
            threads: dict[str, list[int]] = {name: [] for name in states}
            figures = side_by_side(
                {
                    name: _measure(
                        loop, state, writers[name], workload, refs, args.concurrent, threads[name]
                    )
                    for name, state in states.items()
                },
                anchor="native asyncio",
                repetitions=args.reps,
            )
            threaded, native = figures["worker threads"], figures["native asyncio"]
            # Ratios are of times, to the native run: threads' time over native time is
            # native's throughput over threads'.
            rows.append(
                f"| {latency:g} ms | {workload} "
                f"| {threaded['median'] * 1000:,.0f} ms | {max(threads['worker threads'])} "
                f"| {native['median'] * 1000:,.0f} ms | {max(threads['native asyncio'])} "
                f"| {threaded['ratio']:.2f}x ({threaded['ratio_min']:.2f}-"
                f"{threaded['ratio_max']:.2f}) |"
            )
            print(rows[-1], flush=True)
        return rows
    finally:
        loop.run(backend.close())
        if relay is not None:
            relay.terminate()
            relay.join()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--url",
        default=os.environ.get("AGENTSTATE_BENCH_POSTGRES_URL")
        or os.environ.get("AGENTSTATE_TEST_POSTGRES_URL"),
    )
    parser.add_argument("--concurrent", type=int, default=200, help="operations gathered")
    parser.add_argument("--events", type=int, default=400, help="events in the session")
    parser.add_argument("--pool", type=int, default=10, help="most connections of each pool")
    parser.add_argument("--latency-ms", type=float, nargs="+", default=[0.0, 2.0])
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()
    if not args.url:
        sys.exit("set --url or AGENTSTATE_BENCH_POSTGRES_URL to a PostgreSQL database")
    schema = f"bench_async_{uuid.uuid4().hex[:12]}"
    load_before = os.getloadavg()[0]
    writer = PostgresBackend(args.url, schema=schema)
    try:
        with AgentState.open(writer, session_id="bench") as state:
            for message in Payloads().messages(args.events):
                append_one(state, message)
        with asyncio.Runner() as loop:
            rows = [
                row for ms in args.latency_ms for row in _rows(loop, args.url, schema, args, ms)
            ]
    finally:
        writer.close()
        with psycopg.connect(args.url, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    with psycopg.connect(args.url) as conn:
        server = conn.execute("SHOW server_version").fetchone()[0]  # type: ignore[index]
    table = "\n".join(
        [
            "| round trip | workload | threads: wall | threads started | native: wall "
            "| threads started | native / threads (min-max) |",
            "| ---: | --- | ---: | ---: | ---: | ---: | ---: |",
            *rows,
        ]
    )
    print(table)
    load = f"load average {load_before:.1f} at the start, {os.getloadavg()[0]:.1f} at the end"
    command = (
        f"python benchmarks/bench_postgres_async.py --concurrent {args.concurrent} "
        f"--events {args.events} --pool {args.pool} "
        f"--latency-ms {' '.join(f'{ms:g}' for ms in args.latency_ms)} --reps {args.reps}"
    )
    if not args.no_write:
        write_section(
            "postgres-async",
            f"""
### Concurrent reads and writes from one event loop: worker threads or psycopg's asyncio

{machine()}, PostgreSQL {server} on the same machine, {os.cpu_count()} cores; {load}.
{args.concurrent} operations gathered at once: reads on one session of {args.events} events,
writes over {WRITERS} sessions; each pool
at most {args.pool} connections; median of {args.reps} repetitions.

`{command}` (with `AGENTSTATE_BENCH_POSTGRES_URL` set)

{table}
""",
        )


if __name__ == "__main__":
    main()
