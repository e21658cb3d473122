"""Throughput with 1, 2, 4 and 8 worker processes: PostgreSQL beside SQLite, in the same run.

Usage: python benchmarks/bench_postgres.py [--url postgresql://...] [--n 150] [--reps 5]
       [--workers 1 2 4 8] [--no-write]

The URL defaults to $AGENTSTATE_BENCH_POSTGRES_URL, then $AGENTSTATE_TEST_POSTGRES_URL. Each
run uses a fresh PostgreSQL schema and a fresh SQLite file (WAL, synchronous=FULL; PostgreSQL
with synchronous_commit on: both wait for the disk on every commit).

Three workloads, each worker a separate process released by one barrier:

- append, own session: each worker appends the benchmark message mix (user text, tool call,
  tool result, assistant text) to its own session, one transaction per message, through the
  public API (a support team's workers, one ticket each);
- append, one shared session: every worker appends to the same session;
- checkpoint commit, own session: each worker runs the compaction's commit transaction
  (lock the session, append the compaction event, insert the checkpoint if its parent is
  still the latest), the step compaction serializes on; summarizing is left out.

Throughput is all workers' operations over the wall time from the first worker's start to the
last one's end. For each workload and worker count the contenders run in the same repetition,
in rotating order, after a warm-up; the table gives medians, the scaling over one worker
(median of per-repetition ratios) and PostgreSQL over SQLite (the same).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import psycopg
from _harness import Payloads, machine, write_section
from agentstate_postgres import PostgresBackend
from bench_store import append_one

from agentstate import AgentState, SqliteBackend, StorageBackend, _json
from agentstate.backends.base import NewEvent
from agentstate.events import EventKind
from agentstate.summary import Checkpoint

WORKLOADS = ["append, own session", "append, one shared session", "checkpoint commit, own session"]


def _open(target: str, schema: str) -> StorageBackend:
    normal = os.environ.get("AGENTSTATE_BENCH_DURABILITY") == "normal"
    durability: Literal["full", "normal"] = "normal" if normal else "full"
    if target.startswith(("postgresql://", "postgres://")):
        return PostgresBackend(target, schema=schema, min_size=1, max_size=1, durability=durability)
    # Eight processes on one file can keep a writer waiting past the default 5 s busy timeout
    # (SQLite's busy handler is not fair); waiting longer measures throughput, not failures.
    return SqliteBackend(target, busy_timeout=60.0, durability=durability)


def _commit_checkpoint(backend: StorageBackend, session_id: str, version: int) -> None:
    """The storage work of a compaction commit, as `AgentState` does it."""
    content: _json.JSONObject = {"outcome": "committed", "version": version}
    with backend.write(session_id) as tx:
        head = tx.head()
        [event] = tx.append(
            [
                NewEvent(
                    kind=EventKind.COMPACTION,
                    content=content,
                    content_json=_json.dumps(content),
                    created_at=datetime.now(UTC),
                    tokens=0,
                    cum_tokens=head.cum_tokens,
                    open_calls=0,
                    search_text="",
                )
            ]
        )
        tx.put_checkpoint(
            Checkpoint(
                version=version,
                parent=version - 1,
                covers_through=max(1, head.seq),
                summary={"objective": {"text": "refund", "refs": ["ev_1"]}},
                schema_version=1,
                summarizer="bench",
                summarizer_version="1",
                created_at=event.created_at,
                token_count=40,
                event_seq=event.seq,
            ),
            expected_parent=version - 1,
        )


def worker(
    target: str, schema: str, workload: str, index: int, n: int, start: Any, out: Any
) -> None:
    """One worker process: open, wait for the others, run `n` operations, report its times."""
    try:
        backend = _open(target, schema)
        session_id = "shared" if workload == "append, one shared session" else f"w{index}"
        state = AgentState.open(backend, session_id=session_id)
        messages = Payloads(seed=index).messages(n, start=index * 1_000_000)
        start.wait(timeout=120)
        began = time.perf_counter()
        if workload.startswith("checkpoint"):
            for version in range(1, n + 1):
                _commit_checkpoint(backend, session_id, version)
        else:
            for message in messages:
                if "call_id" in message:  # call ids are unique per worker
                    message = {**message, "call_id": f"{message['call_id']}-w{index}"}
                append_one(state, message)
        ended = time.perf_counter()
        backend.close()
        out.put((began, ended, ""))
    except BaseException as exc:  # the parent reports it
        out.put((0.0, 0.0, f"{type(exc).__name__}: {exc}"))


def throughput(
    ctx: Any, target: str, workload: str, workers: int, n: int, schema: str | None = None
) -> float:
    """Operations per second of `workers` processes running `workload` on `target`."""
    schema = schema or f"bench_{uuid.uuid4().hex[:12]}"
    _open(target, schema).close()  # create and migrate before the workers start
    start, out = ctx.Barrier(workers), ctx.Queue()
    children = [
        ctx.Process(target=worker, args=(target, schema, workload, i, n, start, out))
        for i in range(workers)
    ]
    for child in children:
        child.start()
    reports = [out.get(timeout=600) for _ in children]
    for child in children:
        child.join()
    errors = [error for _, _, error in reports if error]
    if errors:
        raise RuntimeError(errors[0])
    wall = max(end for _, end, _ in reports) - min(began for began, _, _ in reports)
    if target.startswith("postgres"):
        with psycopg.connect(target, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')
    return workers * n / wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--url",
        default=os.environ.get("AGENTSTATE_BENCH_POSTGRES_URL")
        or os.environ.get("AGENTSTATE_TEST_POSTGRES_URL"),
    )
    parser.add_argument("--n", type=int, default=150, help="operations per worker")
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4, 8])
    parser.add_argument("--durability", choices=["full", "normal"], default="full")
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()
    os.environ["AGENTSTATE_BENCH_DURABILITY"] = args.durability  # the workers read it
    if not args.url:
        sys.exit("set --url or AGENTSTATE_BENCH_POSTGRES_URL to a PostgreSQL database")
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["agentstate", "agentstate_postgres", "bench_store"])
    tmp = Path(tempfile.mkdtemp(prefix="bench-pg-"))
    files = iter(range(1_000_000))

    def contenders(workload: str, workers: int) -> dict[str, Callable[[], float]]:
        return {
            "PostgreSQL": lambda: throughput(ctx, args.url, workload, workers, args.n),
            "SQLite": lambda: throughput(
                ctx, str(tmp / f"{next(files)}.db"), workload, workers, args.n
            ),
        }

    names = ["PostgreSQL", "SQLite"]
    load_before = os.getloadavg()[0]
    results: dict[tuple[str, int, str], list[float]] = {}
    for workload in WORKLOADS:
        for workers in args.workers:
            runs = contenders(workload, workers)
            for name in names:  # warm-up: start the fork server, fill caches
                throughput(
                    ctx,
                    args.url if name == "PostgreSQL" else str(tmp / f"{next(files)}.db"),
                    workload,
                    workers,
                    max(1, args.n // 5),
                )
            for repetition in range(args.reps):
                order = names[repetition % 2 :] + names[: repetition % 2]
                for name in order:
                    results.setdefault((workload, workers, name), []).append(runs[name]())
            print(
                f"{workload:32} {workers} workers: "
                + ", ".join(
                    f"{name} {statistics.median(results[(workload, workers, name)]):7.0f}/s"
                    for name in names
                ),
                flush=True,
            )
    lines = [
        "| workload | workers | PostgreSQL ops/s | scaling | SQLite ops/s | scaling "
        "| PostgreSQL / SQLite |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for workload in WORKLOADS:
        base = {name: results[(workload, args.workers[0], name)] for name in names}
        for workers in args.workers:
            pg, lite = (results[(workload, workers, name)] for name in names)
            scale_pg = statistics.median(a / b for a, b in zip(pg, base["PostgreSQL"], strict=True))
            scale_lite = statistics.median(a / b for a, b in zip(lite, base["SQLite"], strict=True))
            versus = statistics.median(a / b for a, b in zip(pg, lite, strict=True))
            lines.append(
                f"| {workload} | {workers} | {statistics.median(pg):,.0f} | {scale_pg:.2f}x "
                f"| {statistics.median(lite):,.0f} | {scale_lite:.2f}x | {versus:.2f}x |"
            )
    table = "\n".join(lines)
    load = f"load average {load_before:.1f} at the start, {os.getloadavg()[0]:.1f} at the end"
    print(table)
    with psycopg.connect(args.url) as conn:
        server = conn.execute("SHOW server_version").fetchone()[0]  # type: ignore[index]
    command = (
        f"python benchmarks/bench_postgres.py --n {args.n} --reps {args.reps} "
        f"--workers {' '.join(map(str, args.workers))} --durability {args.durability}"
    )
    if not args.no_write:
        full = args.durability == "full"
        heading = (
            "## PostgreSQL beside SQLite: worker processes"
            if full
            else "### The same without waiting for the disk"
        )
        waits = (
            "Both wait for the disk on every commit (SQLite `synchronous=FULL`, PostgreSQL "
            "`synchronous_commit = on`)."
            if full
            else '`durability="normal"` on both: SQLite `synchronous=NORMAL`, PostgreSQL '
            "`synchronous_commit = off`; no commit waits for the disk."
        )
        write_section(
            "postgres" if full else "postgres-normal",
            f"{heading}\n\n"
            f"{machine()}, PostgreSQL {server} on the same machine, {os.cpu_count()} cores; "
            f"{args.n} operations per worker, median of {args.reps} repetitions; {load}. "
            f"{waits}\n\n"
            f"`{command}` (with `AGENTSTATE_BENCH_POSTGRES_URL` set)\n\n{table}\n",
        )


if __name__ == "__main__":
    main()
