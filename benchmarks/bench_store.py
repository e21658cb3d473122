"""Append and read costs of the event log, side by side with raw sqlite3 and SQLiteSession.

Usage: python benchmarks/bench_store.py [--n 3000] [--reps 5] [--big 100000] [--no-write]

Contenders do the same work per message: raw sqlite3 runs one INSERT into an events table and
one into a contentless FTS5 index, then COMMIT, in WAL mode; agentstate appends through the
public API (content checks, token estimate, tool-call bookkeeping, the event row and its
ranking row, the FTS5 index in batches of 64 events); for a batch, `FormatFloor` does only
the inserts agentstate's format needs, with no checks; openai-agents' SQLiteSession (the
`bench` extra) adds one item per call. Figures are medians of per-repetition ratios to the
raw anchor measured in the same repetition.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from _harness import Payloads, machine, percentile, side_by_side, write_section

from agentstate import AgentState, SqliteBackend, ToolCall
from agentstate._text import tokens
from agentstate.backends._sqlite_migrations import SEARCH_INDEX_BATCH
from agentstate.backends.search import padded
from agentstate.events import EventSpec, assistant, measure, tool_result, user
from agentstate.tokens import ApproximateTokenCounter

RAW_SCHEMA = [
    "CREATE TABLE events (id INTEGER PRIMARY KEY, session_id TEXT NOT NULL, seq INTEGER NOT NULL,"
    " kind TEXT NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL,"
    " UNIQUE (session_id, seq))",
    "CREATE VIRTUAL TABLE events_fts USING fts5(text, content='', tokenize='porter unicode61')",
]


def _text_of(message: dict[str, Any]) -> str:
    if message["kind"] in ("user", "assistant"):
        return str(message["text"])
    if message["kind"] == "tool_call":
        return message["name"] + " " + json.dumps(message["args"])
    return message["name"] + " " + json.dumps(message["result"])


class Raw:
    """The anchor: hand-written sqlite3 doing the same inserts, one transaction per message."""

    def __init__(self, path: Path, *, synchronous: str = "FULL") -> None:
        self.conn = sqlite3.connect(path, isolation_level=None)
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute(f"PRAGMA synchronous = {synchronous}")
        for statement in RAW_SCHEMA:
            self.conn.execute(statement)
        self.seq = 0

    def append(self, message: dict[str, Any]) -> None:
        self.seq += 1
        self.conn.execute("BEGIN")
        cursor = self.conn.execute(
            "INSERT INTO events (session_id, seq, kind, content, created_at) VALUES (?, ?, ?, ?, ?)",
            ("s", self.seq, message["kind"], json.dumps(message), datetime.now(UTC).isoformat()),
        )
        self.conn.execute(
            "INSERT INTO events_fts (rowid, text) VALUES (?, ?)",
            (cursor.lastrowid, _text_of(message)),
        )
        self.conn.execute("COMMIT")

    def append_many(self, messages: list[dict[str, Any]]) -> None:
        rows = []
        texts = []
        for message in messages:
            self.seq += 1
            rows.append(
                ("s", self.seq, message["kind"], json.dumps(message), datetime.now(UTC).isoformat())
            )
            texts.append(_text_of(message))
        self.conn.execute("BEGIN")
        first = self.conn.execute("SELECT coalesce(max(id), 0) + 1 FROM events").fetchone()[0]
        self.conn.executemany(
            "INSERT INTO events (session_id, seq, kind, content, created_at) VALUES (?, ?, ?, ?, ?)",
            rows,
        )
        self.conn.executemany(
            "INSERT INTO events_fts (rowid, text) VALUES (?, ?)",
            [(first + i, text) for i, text in enumerate(texts)],
        )
        self.conn.execute("COMMIT")

    def last(self, n: int) -> list[Any]:
        rows = self.conn.execute(
            "SELECT seq, kind, content, created_at FROM events WHERE session_id = 's' "
            "ORDER BY seq DESC LIMIT ?",
            (n,),
        ).fetchall()
        return [
            (seq, kind, json.loads(content), created_at) for seq, kind, content, created_at in rows
        ]

    def close(self) -> None:
        self.conn.close()


def spec_of(message: dict[str, Any]) -> EventSpec:
    """The agentstate spec for one payload message."""
    if message["kind"] == "user":
        return user(message["text"])
    if message["kind"] == "assistant":
        return assistant(message["text"])
    if message["kind"] == "tool_call":
        return assistant(
            tool_calls=[ToolCall(message["name"], message["args"], message["call_id"])]
        )
    return tool_result(message["call_id"], message["result"])


def append_one(state: AgentState, message: dict[str, Any]) -> None:
    """Append one payload message through the public API, as an agent loop would."""
    kind = message["kind"]
    if kind == "user":
        state.append_user(message["text"])
    elif kind == "assistant":
        state.append_assistant(message["text"])
    elif kind == "tool_call":
        state.append_tool_call(message["name"], message["args"], call_id=message["call_id"])
    else:
        state.append_tool_result(message["call_id"], message["result"])


def openai_item(message: dict[str, Any], i: int) -> dict[str, Any]:
    """The OpenAI Responses input item SQLiteSession stores for a payload message."""
    if message["kind"] == "user":
        return {"role": "user", "content": message["text"]}
    if message["kind"] == "assistant":
        return {
            "id": f"msg_{i:08d}",
            "type": "message",
            "role": "assistant",
            "status": "completed",
            "content": [{"type": "output_text", "text": message["text"], "annotations": []}],
        }
    if message["kind"] == "tool_call":
        return {
            "type": "function_call",
            "id": f"fc_{i:08d}",
            "call_id": message["call_id"],
            "name": message["name"],
            "arguments": json.dumps(message["args"]),
        }
    return {
        "type": "function_call_output",
        "call_id": message["call_id"],
        "output": json.dumps(message["result"]),
    }


class Run:
    """One contender's run of `n` single appends into a fresh file; records per-op times."""

    def __init__(self, workdir: Path, messages: list[dict[str, Any]]) -> None:
        self.workdir = workdir
        self.messages = messages
        self.samples: dict[str, list[float]] = {}
        self.counter = 0

    def _path(self) -> Path:
        self.counter += 1
        return self.workdir / f"db{self.counter}.sqlite"

    def _loop(self, name: str, append: Callable[[dict[str, Any]], object]) -> float:
        samples = self.samples.setdefault(name, [])
        start = time.perf_counter()
        for message in self.messages:
            before = time.perf_counter()
            append(message)
            samples.append(time.perf_counter() - before)
        return time.perf_counter() - start

    def raw(self, synchronous: str) -> float:
        raw = Raw(self._path(), synchronous=synchronous)
        try:
            return self._loop(f"raw_{synchronous.lower()}", raw.append)
        finally:
            raw.close()

    def agentstate(self, durability: str) -> float:
        backend = SqliteBackend(self._path(), durability=durability)  # type: ignore[arg-type]
        state = AgentState.open(backend, session_id="s")
        try:
            return self._loop(
                f"agentstate_{durability}", lambda message: append_one(state, message)
            )
        finally:
            backend.close()

    def sqlite_session(self) -> float:
        from agents import SQLiteSession  # the `bench` extra: a peer, never a runtime dependency

        session = SQLiteSession("s", str(self._path()))
        loop = asyncio.new_event_loop()
        items = [openai_item(message, i) for i, message in enumerate(self.messages)]
        iterator = iter(items)
        try:
            return self._loop(
                "openai_agents_SQLiteSession",
                lambda _: loop.run_until_complete(session.add_items([next(iterator)])),
            )
        finally:
            loop.close()
            session.close()


def have_sqlite_session() -> bool:
    try:
        import agents  # noqa: F401
    except ImportError:
        return False
    return True


def bench_append(
    payloads: Payloads, n: int, reps: int, workdir: Path
) -> tuple[str, dict[str, Any]]:
    run = Run(workdir, payloads.messages(n))
    contenders: dict[str, Callable[[], float]] = {
        "raw_full": lambda: run.raw("FULL"),
        "agentstate_full": lambda: run.agentstate("full"),
    }
    if have_sqlite_session():
        contenders["openai_agents_SQLiteSession"] = run.sqlite_session
    durable = side_by_side(contenders, anchor="raw_full", repetitions=reps)
    fast = side_by_side(
        {
            "raw_normal": lambda: run.raw("NORMAL"),
            "agentstate_normal": lambda: run.agentstate("normal"),
        },
        anchor="raw_normal",
        repetitions=reps,
    )
    rows = []
    for name, figures in [*durable.items(), *fast.items()]:
        samples = run.samples.get(name, [])
        rows.append(
            f"| {name} | {n / figures['median']:,.0f} | {statistics.median(samples) * 1e6:,.1f} | "
            f"{percentile(samples, 0.99) * 1e6:,.1f} | {figures['ratio']:.2f} "
            f"({figures['ratio_min']:.2f}-{figures['ratio_max']:.2f}) |"
        )
    table = (
        "| store | appends/s (median) | p50 µs | p99 µs | time ratio to its raw anchor, median (min-max) |\n"
        "|---|---|---|---|---|\n" + "\n".join(rows)
    )
    return table, {"durable": durable, "fast": fast}


class FormatFloor:
    """The least work agentstate's file format needs for a batch: no checks, no objects.

    Per event: the content as JSON, the token estimate and search text (`measure`), the
    search stems (`tokens`, `padded`); then one `executemany` each for the event rows and
    the ranking rows, one FTS5 insert of the full index batches and one COMMIT. What the
    public API adds on top (content and tool-call checks, the records it returns) is the
    gap between this and `append_many`.
    """

    def __init__(self, path: Path) -> None:
        backend = SqliteBackend(path)  # creates the schema
        backend.close()
        self.conn = sqlite3.connect(path, isolation_level=None)
        self.conn.execute("PRAGMA synchronous = FULL")
        self.encode = json.JSONEncoder(
            ensure_ascii=False, separators=(",", ":"), allow_nan=False
        ).encode
        self.counter = ApproximateTokenCounter()

    def append_many(self, messages: list[dict[str, Any]]) -> None:
        events, docs = [], []
        cum_tokens = doc_count = length_sum = 0
        for seq, message in enumerate(messages, start=1):
            spec = spec_of(message)
            cost = measure(self.counter, spec.kind, spec.content)
            cum_tokens += cost.tokens
            terms = tokens(cost.search_text)
            if terms:
                doc_count += 1
                length_sum += len(terms)
                docs.append((seq, spec.kind.value, len(terms), padded(terms)))
            now = datetime.now(UTC).isoformat(timespec="microseconds")
            events.append(
                ("s", seq, spec.kind.value, self.encode(spec.content), now, cost.tokens,
                 cum_tokens, 0, doc_count, length_sum)
            )  # fmt: skip
        self.conn.execute("BEGIN IMMEDIATE")
        self.conn.executemany(
            "INSERT INTO events (session_id, seq, kind, content, created_at, tokens, "
            "cum_tokens, open_calls, docs_through, tokens_through) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            events,
        )
        last = self.conn.execute("SELECT last_insert_rowid()").fetchone()[0]
        first = last - len(events)  # row id = first + seq
        self.conn.executemany(
            "INSERT INTO search_docs (event_id, session_id, seq, kind, length, tokens, chars) "
            "VALUES (?, 's', ?, ?, ?, ?, 0)",
            [(first + doc[0], *doc) for doc in docs],
        )
        self.conn.execute(
            "INSERT INTO events_fts (rowid, tokens) SELECT event_id, tokens FROM search_docs "
            "WHERE event_id <= ?",
            (last // SEARCH_INDEX_BATCH * SEARCH_INDEX_BATCH,),
        )
        self.conn.execute("COMMIT")

    def close(self) -> None:
        self.conn.close()


def bench_batch(payloads: Payloads, n: int, reps: int, workdir: Path) -> tuple[str, dict[str, Any]]:
    messages = payloads.messages(n)
    counter = [0]

    def path() -> Path:
        counter[0] += 1
        return workdir / f"batch{counter[0]}.sqlite"

    def timed(store: Raw | FormatFloor) -> float:
        try:
            start = time.perf_counter()
            store.append_many(messages)
            return time.perf_counter() - start
        finally:
            store.close()

    def ours() -> float:
        backend = SqliteBackend(path())
        state = AgentState.open(backend, session_id="s")
        try:
            start = time.perf_counter()
            state.append_many([spec_of(message) for message in messages])
            return time.perf_counter() - start
        finally:
            backend.close()

    figures = side_by_side(
        {
            "raw_executemany": lambda: timed(Raw(path())),
            "format_floor": lambda: timed(FormatFloor(path())),
            "agentstate_append_many": ours,
        },
        anchor="raw_executemany",
        repetitions=reps,
    )
    rows = [
        f"| {name} | {n / f['median']:,.0f} | {f['ratio']:.2f} ({f['ratio_min']:.2f}-{f['ratio_max']:.2f}) |"
        for name, f in figures.items()
    ]
    table = (
        f"| batch of {n:,} in one transaction | items/s | time ratio to executemany |\n|---|---|---|\n"
        + "\n".join(rows)
    )
    return table, figures


def bench_scale(
    payloads: Payloads, sizes: list[int], reps: int, workdir: Path, probes: int = 400
) -> tuple[str, dict[str, Any]]:
    """Append and last-20 read at each history size, agentstate beside raw."""
    stores: dict[int, tuple[AgentState, Raw]] = {}
    for size in sizes:
        backend = SqliteBackend(workdir / f"scale{size}.sqlite")
        state = AgentState.open(backend, session_id="s")
        raw = Raw(workdir / f"scale{size}-raw.sqlite")
        for start in range(0, size, 2000):
            chunk = payloads.messages(min(2000, size - start), start=start)
            state.append_many([spec_of(message) for message in chunk])
            raw.append_many(chunk)
        stores[size] = (state, raw)
    cursor = {size: size for size in sizes}

    def appends(size: int, which: str) -> Callable[[], float]:
        def measure() -> float:
            state, raw = stores[size]
            messages = payloads.messages(probes, start=cursor[size])
            cursor[size] += probes
            samples = []
            for message in messages:
                before = time.perf_counter()
                if which == "agentstate":
                    append_one(state, message)
                else:
                    raw.append(message)
                samples.append(time.perf_counter() - before)
            return statistics.median(samples)

        return measure

    def reads(size: int, which: str) -> Callable[[], float]:
        def measure() -> float:
            state, raw = stores[size]
            samples = []
            for _ in range(probes):
                before = time.perf_counter()
                if which == "agentstate":
                    last = cursor[size]
                    list(state.events(after=last - 20))
                else:
                    raw.last(20)
                samples.append(time.perf_counter() - before)
            return statistics.median(samples)

        return measure

    contenders: dict[str, Callable[[], float]] = {}
    for size in sizes:
        for which in ("agentstate", "raw"):
            contenders[f"append_{which}_{size}"] = appends(size, which)
            contenders[f"last20_{which}_{size}"] = reads(size, which)
    small, big = sizes[0], sizes[-1]
    figures = side_by_side(contenders, anchor=f"append_raw_{small}", repetitions=reps)
    rows = []
    for op in ("append", "last20"):
        for which in ("agentstate", "raw"):
            at_small = figures[f"{op}_{which}_{small}"]["median"]
            at_big = figures[f"{op}_{which}_{big}"]["median"]
            rows.append(
                f"| {op} | {which} | {at_small * 1e6:,.1f} | {at_big * 1e6:,.1f} | {at_big / at_small:.2f} |"
            )
        ours = figures[f"{op}_agentstate_{big}"]["median"] / figures[f"{op}_raw_{big}"]["median"]
        rows.append(f"| {op} | agentstate ÷ raw at {big:,} | | | {ours:.2f} |")
    for state, raw in stores.values():
        state.backend.close()
        raw.close()
    table = (
        f"| operation | store | p50 µs at {small:,} events | p50 µs at {big:,} events | ratio {big:,} ÷ {small:,} |\n"
        "|---|---|---|---|---|\n" + "\n".join(rows)
    )
    return table, figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--n", type=int, default=3000, help="single appends per contender and repetition"
    )
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--batch", type=int, default=10000)
    parser.add_argument(
        "--big", type=int, default=100_000, help="largest history for the scaling part"
    )
    parser.add_argument(
        "--no-write", action="store_true", help="print only; leave docs/benchmarks.md alone"
    )
    args = parser.parse_args()
    payloads = Payloads()
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        append_table, _ = bench_append(payloads, args.n, args.reps, workdir)
        print(append_table, "\n")
        batch_table, _ = bench_batch(payloads, args.batch, args.reps, workdir)
        print(batch_table, "\n")
        scale_table, _ = bench_scale(payloads, [1000, args.big], args.reps, workdir)
        print(scale_table)
    command = "python benchmarks/bench_store.py " + " ".join(sys.argv[1:])
    body = f"""## Event log: append and read

Command: `{command.strip()}` (from the repository root, with the `bench` extra installed
for openai-agents' SQLiteSession). {machine()}.

Every message is one transaction (WAL). The raw anchor runs one INSERT into an events table
and one into a contentless FTS5 index per message. agentstate appends through its public API:
the event row and its ranking row (the tokens per-session BM25 counts) per message, plus
content checks, the token estimate and tool-call bookkeeping; its FTS5 index is filled from
the ranking rows in batches of 64 events, by the append that completes a batch (a search
reads the events past the last full batch directly, so every event is found at once). The
message mix cycles user text (200 characters), a tool call (about 150 characters of JSON
arguments), a tool result (about 1,500 characters of JSON) and assistant text (400
characters). Ratios are medians of per-repetition ratios to the anchor of the same
durability, measured in the same repetition.

{append_table}

Targets: durable append ≤ 1.3× raw and faster than SQLiteSession; `durability="normal"`
≤ 2× raw at `synchronous=NORMAL`.

{batch_table}

Target: within 1.5× of `executemany`. `format_floor` is the least work agentstate's file
format needs for the same batch, with no checks and no returned records: the content as
JSON, the token estimate and search text, the search stems, one `executemany` each for the
event and ranking rows, the FTS5 insert of the full index batches, one COMMIT. The stems and
the token estimate are computed in Python, where the anchor's FTS5 tokenizer runs in C; the
gap between the floor and `append_many` is the public API's checks (content shapes, tool-call
ids, sizes) and the records it returns.

{scale_table}

Target: append and the last-20 read at {args.big:,} events within 1.2× of the same at 1,000.
"""
    if not args.no_write:
        write_section("store", body)


if __name__ == "__main__":
    main()
