"""An agent's append rate with the web console open and polling, against without it, in one run.

Usage: python benchmarks/bench_console.py [--seconds 3] [--reps 5] [--durability full]
       [--prefill 1000] [--url postgresql://...] [--no-write]

One SQLite file (WAL), or with `--url` a fresh schema of that PostgreSQL database. The agent is this process: it appends the benchmark message mix (user
text, tool call, tool result, assistant text) to its session, one transaction per message,
through the public API, for `--seconds` of wall time, and its figure is appends per second.
`agentstate serve` runs on the same file in its own process from start to end. The contenders,
run in the same repetition in rotating order after a warm-up:

- alone: no page is open (the server idles);
- console, 2 pages every 2 s: two browsers' worth of polling, the console's default period,
  one on the agent's session page and one on the approvals queue;
- console, 8 pages every 0.25 s: eight times the pages, eight times as often (a stress case).

The pages poll from another process, as browsers would, each asking for its live fragment
with the version it shows; since the agent never stops writing, nearly every poll renders
the session afresh (the worst case for the agent). The ratio is the agent's rate with the
console over its rate alone, taken within each repetition (median of per-repetition ratios).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path
from typing import Any

from _harness import Payloads, machine, side_by_side, write_section

from agentstate import AgentState

SESSION = "agent-1"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _serve(target: str, port: int) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        [sys.executable, "-c", "from agentstate.cli import main; main()", "serve", target,
         "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/sessions", timeout=2):
                return process
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("agentstate serve did not start") from None
            time.sleep(0.1)


def _page(base: str, path: str, interval: float, stop: Any, out: Any) -> None:
    """One open page: ask for its fragment with the version it shows, every `interval` s."""
    version = ""
    renders, polls, seconds = 0, 0, 0.0
    while not stop.is_set():
        started = time.perf_counter()
        try:
            with urllib.request.urlopen(f"{base}{path}?v={version}", timeout=30) as response:
                if response.status == 200:
                    response.read()
                    version = response.headers.get("X-Console-Version", "")
                    renders += 1
        except urllib.error.URLError:
            pass
        polls += 1
        seconds += time.perf_counter() - started
        stop.wait(interval)
    out.put((polls, renders, seconds))


def _browsers(base: str, pages: int, interval: float, stop: Any, out: Any) -> None:
    """`pages` open pages in one process (half on the session, half on the queue)."""
    paths = [f"/live/sessions/{SESSION}" if i % 2 == 0 else "/live/approvals" for i in range(pages)]
    threads = [
        threading.Thread(target=_page, args=(base, path, interval, stop, out)) for path in paths
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


class Agent:
    """Appends the message mix to its session, one transaction each."""

    def __init__(self, target: str, durability: str) -> None:
        self.state = AgentState.open(target, session_id=SESSION, durability=durability)  # type: ignore[arg-type]
        self.messages = Payloads().messages(4000)
        self.next = 0
        self.open_call: Any = None

    def append_one(self) -> None:
        message = self.messages[self.next % len(self.messages)]
        self.next += 1
        kind = message["kind"]
        if kind == "user":
            self.state.append_user(message["text"])
        elif kind == "tool_call":
            self.open_call = self.state.append_tool_call(message["name"], message["args"])
        elif kind == "tool_result":
            self.state.append_tool_result(self.open_call, message["result"])
        else:
            self.state.append_assistant(message["text"])

    def rate(self, seconds: float, cpu: list[float]) -> float:
        """Appends per second over `seconds` of wall time (whole turns: ends after a result).

        The agent's own CPU time per append goes to `cpu`: unchanged while the wall rate
        drops, the agent is not doing more work, it is getting less of the machine.
        """
        count = 0
        start, start_cpu = time.perf_counter(), time.process_time()
        while time.perf_counter() - start < seconds or self.next % 4 != 0:
            self.append_one()
            count += 1
        cpu.append((time.process_time() - start_cpu) / count)
        return count / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--durability", choices=["full", "normal"], default="full")
    parser.add_argument("--prefill", type=int, default=1000, help="events before the run")
    parser.add_argument("--url", help="a postgresql:// database (a fresh schema is used)")
    parser.add_argument("--no-write", action="store_true", help="print, leave the docs alone")
    args = parser.parse_args()

    if args.url:
        schema = f"bench_console_{uuid.uuid4().hex[:12]}"
        target = f"{args.url}{'&' if '?' in args.url else '?'}schema={schema}"
        store = "PostgreSQL (the same machine)"
    else:
        target = str(Path(tempfile.mkdtemp(prefix="bench-console-")) / "agents.db")
        store = "SQLite"
    agent = Agent(target, args.durability)
    for _ in range(args.prefill):
        agent.append_one()
    ask = agent.state.append_user("Please credit 25000 cents for the damaged pallet.")
    agent.state.ledger.propose("issue_credit", {"amount_cents": 25000}, source=ask)
    port = _free_port()
    server = _serve(target, port)
    base = f"http://127.0.0.1:{port}"
    context = multiprocessing.get_context("spawn")
    stats: dict[str, list[tuple[int, int, float]]] = {}
    cpu: dict[str, list[float]] = {}
    load_start = os.getloadavg()[0]

    def with_console(name: str, pages: int, interval: float) -> Any:
        def run() -> float:
            stop, out = context.Event(), context.Queue()
            browsers = context.Process(target=_browsers, args=(base, pages, interval, stop, out))
            browsers.start()
            time.sleep(min(interval, 0.5))  # the pages are open before the agent starts
            rate = agent.rate(args.seconds, cpu.setdefault(name, []))
            stop.set()
            got = [out.get(timeout=60) for _ in range(pages)]
            browsers.join()
            stats.setdefault(name, []).extend(got)
            return rate

        return run

    contenders = {
        "alone": lambda: agent.rate(args.seconds, cpu.setdefault("alone", [])),
        "console, 2 pages every 2 s": with_console("console, 2 pages every 2 s", 2, 2.0),
        "console, 8 pages every 0.25 s": with_console("console, 8 pages every 0.25 s", 8, 0.25),
    }
    try:
        results = side_by_side(contenders, anchor="alone", repetitions=args.reps)
    finally:
        server.terminate()
        server.wait(timeout=10)
        events = agent.state.events(after=0)
        total = sum(1 for _ in events)
        agent.state.close()
        if args.url:
            import psycopg

            with psycopg.connect(args.url, autocommit=True) as conn:
                conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    load_end = os.getloadavg()[0]

    rows = [
        "| agent | appends/s | with console / alone (min-max) | agent CPU per append "
        "| polls | renders | mean poll |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, figures in results.items():
        polled = stats.get(name, [])
        polls = sum(p for p, _, _ in polled)
        renders = sum(r for _, r, _ in polled)
        mean = sum(s for _, _, s in polled) / polls * 1000 if polls else 0.0
        rows.append(
            f"| {name} | {figures['median']:,.0f} | {figures['ratio']:.2f}x "
            f"({figures['ratio_min']:.2f}-{figures['ratio_max']:.2f}) | "
            f"{statistics.median(cpu[name]) * 1e6:.0f} µs | "
            + (f"{polls:,} | {renders:,} | {mean:.0f} ms |" if polled else "- | - | - |")
        )
    command = (
        f"python benchmarks/bench_console.py --seconds {args.seconds:g} --reps {args.reps} "
        f"--durability {args.durability} --prefill {args.prefill}"
        + (" --url postgresql://..." if args.url else "")
    )
    body = "\n".join(
        [
            "### The same on PostgreSQL" if args.url else "## Web console",
            "",
            f"{machine()}, {os.cpu_count()} cores; the agent's session held "
            f"{args.prefill + 2:,} events at the start and {total:,} at the end; "
            f"{args.seconds:g} s per contender, median of {args.reps} repetitions; "
            f"load average {load_start:.1f} at the start, {load_end:.1f} at the end. "
            f"{store}, `durability={args.durability!r}`.",
            "",
            f"`{command}`",
            "",
            *rows,
        ]
    )
    print(body)
    if not args.no_write:
        write_section("console-postgres" if args.url else "console", body)


if __name__ == "__main__":
    main()
