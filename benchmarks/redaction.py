"""What a redaction and an erasure cost on SQLite, beside an append, as the database grows.

A redaction rewrites one event and purges it from the FTS5 index, which means optimizing the
whole index (FTS5 keeps deleted tokens in older segments until they are merged), then
checkpoints and truncates the WAL; its cost grows with the index. For each size the script
fills a fresh file (``durability="normal"``), then times, in rounds that alternate their
order, an append, a redaction of an early event and the erasure of a small session, and
prints each median and its ratio to the append's median.

Run from the repository root: ``python benchmarks/redaction.py``.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from agentstate import AgentState, SqliteBackend
from agentstate.events import user

SIZES = [1_000, 10_000, 100_000]
ROUNDS = 7


def _time(operation: Callable[[], object]) -> float:
    start = time.perf_counter()
    operation()
    return time.perf_counter() - start


def measure(size: int) -> str:
    """One size's line: the median append, redaction and erasure, and their ratios."""
    path = Path(tempfile.mkdtemp()) / "redaction.db"
    backend = SqliteBackend(path, durability="normal")
    state = AgentState.open(backend, session_id="s")
    for start in range(0, size, 1000):
        state.append_many(
            [
                user(f"message {i}: order W{4923000 + i} arrived crushed")
                for i in range(start, start + 1000)
            ]
        )
    samples: dict[str, list[float]] = {"append": [], "redact": [], "erase": []}
    for round_number in range(ROUNDS):
        small = AgentState.open(backend, session_id=f"small-{round_number}")
        small.append_many([user(f"note {i} card 4111111111111111") for i in range(5)])
        operations = {
            "append": lambda: state.append_user("one more message about order W1"),
            "redact": lambda n=round_number: state.redact(
                f"ev_{10 + n}", by="bench", reason="benchmark"
            ),
            "erase": lambda s=small: s.erase(by="bench", reason="benchmark"),
        }
        names = list(operations)
        if round_number % 2:
            names.reverse()
        for name in names:
            samples[name].append(_time(operations[name]))
    backend.close()
    medians = {name: statistics.median(values) for name, values in samples.items()}
    base = medians["append"]
    size_mb = path.stat().st_size / 1e6
    return (
        f"| {size:,} | {size_mb:.1f} MB | {base * 1000:.2f} ms | "
        f"{medians['redact'] * 1000:.0f} ms ({medians['redact'] / base:.0f}x) | "
        f"{medians['erase'] * 1000:.0f} ms ({medians['erase'] / base:.0f}x) |"
    )


def main() -> None:
    """Print the table, one row per size."""
    print("| events | file | append | redact (x append) | erase (x append) |")
    print("| --- | --- | --- | --- | --- |")
    for size in SIZES:
        print(measure(size), flush=True)


if __name__ == "__main__":
    main()
