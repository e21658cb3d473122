"""Scratchpad writes and ledger moves, as a ratio to a plain event append in the same run.

Usage: python benchmarks/bench_state.py [--n 100] [--reps 15] [--no-write]

Every operation is one transaction on an SQLite file: a scratchpad `set` appends a ``fact``
event and records the value; a ledger move appends a ``ledger`` event and records the
action's new state. The anchor is `append_user` on the same state, so the ratio is what the
state layer adds to a commit. Each contender times `--n` operations per repetition (the
actions that approve and execute move are proposed, and approved, untimed first); the
contenders run round robin in rotating order after a warm-up, and the figure is the median of
per-repetition ratios. Durability "full" (a sync per commit, the default) and "normal".
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from collections.abc import Callable
from itertools import count
from pathlib import Path

from _harness import machine, side_by_side, write_section

from agentstate import AgentState, Scratchpad

OPERATIONS = ("append", "set", "propose", "approve", "execute")
LABELS = {
    "append": "append_user (anchor)",
    "set": "scratchpad.set",
    "propose": "ledger.propose",
    "approve": "ledger.approve",
    "execute": "ledger.execute",
}


class Facts(Scratchpad):
    order_id: str | None = None
    credit_cents: int | None = None


def contenders(state: AgentState, n: int) -> dict[str, Callable[[], float]]:
    """One timing function per operation: seconds per operation over `n` of them."""
    numbers = count()
    source = state.append_user("Order 4921 arrived damaged; I want a credit of $250.")

    def propose_some(k: int) -> list[str]:
        return [
            state.ledger.propose(
                "issue_credit", {"order_id": "4921", "amount_cents": next(numbers)}, source=source
            ).id
            for _ in range(k)
        ]

    def timed(operation: Callable[[int], object]) -> float:
        gc.collect()
        started = time.perf_counter()
        for i in range(n):
            operation(i)
        return (time.perf_counter() - started) / n

    def append() -> float:
        return timed(lambda i: state.append_user(f"message {i}: the pallet arrived crushed"))

    def set_value() -> float:
        return timed(lambda i: state.scratchpad.set("credit_cents", 25000 + i, source=source))

    def propose() -> float:
        return timed(
            lambda i: state.ledger.propose(
                "issue_credit", {"order_id": "4921", "amount_cents": next(numbers)}, source=source
            )
        )

    def approve() -> float:
        pending = propose_some(n)
        return timed(lambda i: state.ledger.approve(pending[i], by="supervisor", source=source))

    def execute() -> float:
        approved = propose_some(n)
        for action_id in approved:
            state.ledger.approve(action_id, by="supervisor", source=source)
        return timed(lambda i: state.ledger.execute(approved[i], by="billing", source=source))

    return {
        "append": append,
        "set": set_value,
        "propose": propose,
        "approve": approve,
        "execute": execute,
    }


def bench(durability: str, n: int, reps: int, workdir: Path) -> dict[str, dict[str, float]]:
    """Figures of every operation at one durability."""
    with AgentState.open(
        workdir / f"state-{durability}.db",
        session_id="bench",
        scratchpad=Facts,
        durability=durability,  # type: ignore[arg-type]
    ) as state:
        return side_by_side(contenders(state, n), anchor="append", repetitions=reps)


def table(results: dict[str, dict[str, dict[str, float]]]) -> str:
    """One row per operation: ratio to append (min-max) and µs per operation, per durability."""
    modes = list(results)
    lines = [
        "| operation | "
        + " | ".join(f'"{mode}": ratio to append | "{mode}": µs/op' for mode in modes)
        + " |",
        "|---" * (1 + 2 * len(modes)) + "|",
    ]
    for name in OPERATIONS:
        cells = []
        for mode in modes:
            figure = results[mode][name]
            cells.append(
                f"{figure['ratio']:.2f}x ({figure['ratio_min']:.2f}-{figure['ratio_max']:.2f})"
            )
            cells.append(f"{figure['median'] * 1e6:.0f}")
        lines.append(f"| {LABELS[name]} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=100, help="operations per contender and rep")
    parser.add_argument("--reps", type=int, default=15)
    parser.add_argument(
        "--no-write", action="store_true", help="print only; leave docs/benchmarks.md alone"
    )
    args = parser.parse_args()
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        results = {mode: bench(mode, args.n, args.reps, Path(tmp)) for mode in ("full", "normal")}
    load = max(load_before, os.getloadavg()[0])
    rendered = table(results)
    print(rendered)
    if args.no_write:
        return
    command = ("python benchmarks/bench_state.py " + " ".join(sys.argv[1:])).strip()
    write_section(
        "state",
        f"""## Scratchpad writes and ledger moves

Command: `{command}` (from the repository root). {machine()}.

Each operation is one transaction on an SQLite file: `scratchpad.set` appends a `fact` event
and records the value; a ledger move appends a `ledger` event and records the action's new
state. The anchor is a plain event append (`append_user`) on the same state. Figures are the
median of {args.reps} per-repetition ratios (with their range) and the median time per
operation, {args.n} operations per contender and repetition, in rotating order after a
warm-up. The 1-minute load average reached {load:.1f} during the run: the ranges show how
noisy the shared machine was, and the medians are the figures.

{rendered}

Target: at most 1.5x a plain append with durability "full" (the default), where the sync of
each commit dominates. "normal" is shown for comparison: without the sync, the fixed cost of
the second row, its index entry and validation weighs more.""",
    )


if __name__ == "__main__":
    main()
