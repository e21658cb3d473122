"""Context rendering cost at 1k and 100k events: it must grow with the tail, not the history.

Usage: python benchmarks/bench_context.py [--sizes 1000 100000] [--reps 5] [--no-write]
       [--postgres [URL]]

With ``--postgres`` the sessions are stored on PostgreSQL (the URL defaults to
$AGENTSTATE_BENCH_POSTGRES_URL, then $AGENTSTATE_TEST_POSTGRES_URL; a fresh schema, dropped
afterwards) instead of SQLite files, and the figures go to their own section.

Each session is compacted with the extractive summarizer (keeping about 2,000 tokens
verbatim), so both render the same amount of context; the only difference is how much history
lies behind the boundary. Measured: `state.context(...)` plus `to_openai()` and
`to_anthropic()`, the whole path from the store to provider requests.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from _harness import Payloads, machine, side_by_side, write_section
from bench_store import spec_of

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer, SqliteBackend
from agentstate.backends import StorageBackend

SYSTEM = "You are the support agent of Acme Freight. Follow the damage policy."


def build(backend: StorageBackend, payloads: Payloads, size: int) -> AgentState:
    state = AgentState.open(backend, session_id="s")
    for start in range(0, size, 5000):
        chunk = payloads.messages(min(5000, size - start), start=start)
        state.append_many([spec_of(message) for message in chunk])
    policy = CompactionPolicy(budget=8000, keep_tokens=2000, keep_groups=2)
    result = state.compact(ExtractiveSummarizer(), policy=policy, force=True)
    assert result.committed, result.reason
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs=2, default=[1000, 100_000])
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--probes", type=int, default=200)
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument(
        "--postgres",
        nargs="?",
        const=os.environ.get("AGENTSTATE_BENCH_POSTGRES_URL")
        or os.environ.get("AGENTSTATE_TEST_POSTGRES_URL"),
        default=None,
        metavar="URL",
    )
    args = parser.parse_args()
    if "--postgres" in sys.argv and not args.postgres:
        sys.exit("set --postgres URL or AGENTSTATE_BENCH_POSTGRES_URL to a PostgreSQL database")
    payloads = Payloads()
    small, big = args.sizes
    schema = f"bench_{uuid.uuid4().hex[:12]}"
    with tempfile.TemporaryDirectory() as tmp:
        opener: Callable[[int], StorageBackend]
        if args.postgres:
            from agentstate_postgres import PostgresBackend

            url = args.postgres
            opener = lambda size: PostgresBackend(url, schema=f"{schema}_{size}")  # noqa: E731
        else:
            opener = lambda size: SqliteBackend(Path(tmp) / f"c{size}.db", durability="normal")  # noqa: E731
        states = {size: build(opener(size), payloads, size) for size in (small, big)}
        tools = states[small].tools()

        def render(size: int) -> float:
            state = states[size]
            samples = []
            for _ in range(args.probes):
                start = time.perf_counter()
                context = state.context(system=SYSTEM, tools=tools, budget=8000)
                context.to_openai()
                context.to_anthropic()
                samples.append(time.perf_counter() - start)
            return statistics.median(samples)

        figures = side_by_side(
            {f"render_{small}": lambda: render(small), f"render_{big}": lambda: render(big)},
            anchor=f"render_{small}",
            repetitions=args.reps,
        )
        tail = {size: len(states[size].context(system=SYSTEM, budget=None).tail) for size in states}
        for state in states.values():
            state.backend.close()
    if args.postgres:
        import psycopg

        with psycopg.connect(args.postgres, autocommit=True) as conn:
            for size in (small, big):
                conn.execute(f'DROP SCHEMA "{schema}_{size}" CASCADE')
    rows = [
        f"| {size:,} | {tail[size]} | {figures[f'render_{size}']['median'] * 1e3:.2f} | "
        f"{figures[f'render_{size}']['ratio']:.2f} ({figures[f'render_{size}']['ratio_min']:.2f}-"
        f"{figures[f'render_{size}']['ratio_max']:.2f}) |"
        for size in (small, big)
    ]
    table = (
        f"| events in the session | tail events | render ms (median) | ratio to {small:,} events |\n"
        "|---|---|---|---|\n" + "\n".join(rows)
    )
    print(table)
    command = "python benchmarks/bench_context.py " + " ".join(
        "--postgres" if arg == args.postgres else arg for arg in sys.argv[1:]
    )
    where = ""
    if args.postgres:
        import psycopg

        with psycopg.connect(args.postgres) as conn:
            version = conn.execute("SHOW server_version").fetchone()
        where = f", PostgreSQL {version[0] if version else '?'} on the same machine"
    body = f"""## Context rendering{" on PostgreSQL" if args.postgres else ""}

Command: `{command.strip()}` (from the repository root). {machine()}{where}.

A session of each size, compacted with the extractive summarizer so that about 2,000 tokens
stay verbatim; then `state.context(...)` with the session's tools and an 8,000-token budget,
and both provider requests built from it. The render reads the latest checkpoint, the tail
after its boundary, pins and the state: never the history behind the boundary.

{table}

Target: render at {big:,} events within 1.2× of render at {small:,}.
"""
    if not args.no_write:
        write_section("context-postgres" if args.postgres else "context", body)


if __name__ == "__main__":
    main()
