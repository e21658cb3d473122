"""Why the FTS5 index is filled in batches of 64 events: pages per append against search cost.

`SEARCH_INDEX_BATCH` is part of the SQLite file format, so this script sets it on fresh
files only, one size per process. For each size it appends 1,024 short user messages after
2,000 others (``durability="normal"``) and counts the WAL frames they wrote, then times an
identifier search and a common-word search with the unindexed tail at its longest (one
event short of a batch), where a search reads the most rows outside the index.

Run from the repository root: ``python benchmarks/index_batch.py`` (it runs itself once
per size in a child process and prints one line per size).
"""

from __future__ import annotations

import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from agentstate import AgentState, SqliteBackend
from agentstate._text import query_phrases
from agentstate.backends import _sqlite_search, _sqlite_writer

SIZES = [1, 8, 64, 256]
MEASURED = 1024
QUERIES = ["W5923500", "crushed refund"]


def _last_row_id(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute("SELECT max(id) FROM events").fetchone()[0])


def measure(size: int) -> str:
    """One size's line: WAL pages per append, and search p50 with the longest tail."""
    for module in (_sqlite_search, _sqlite_writer):  # the modules that read it
        module.SEARCH_INDEX_BATCH = size  # a fresh file, written with this size only
    folder = Path(tempfile.mkdtemp())
    path = folder / "index.db"
    backend = SqliteBackend(path, durability="normal")
    state = AgentState.open(backend, session_id="s")
    message = "message {n}: order W{id} arrived crushed, refund {cents} cents"
    for n in range(2000):
        state.append_user(message.format(n=n, id=4923000 + n, cents=7 * n))
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    wal = Path(f"{path}-wal")
    # A reader holding the snapshot from before the appends keeps any checkpoint from
    # restarting the WAL, so its size counts every frame they wrote.
    reader = sqlite3.connect(path, isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT count(*) FROM events").fetchone()
    for n in range(MEASURED):
        state.append_user(message.format(n=n, id=5923000 + n, cents=7 * n))
    frames = (wal.stat().st_size - 32) // (24 + 4096)
    reader.execute("ROLLBACK")
    reader.close()
    while _last_row_id(path) % size != size - 1:
        state.append_user("filler text about pallets")
    medians = []
    for query in QUERIES:
        phrases = query_phrases(query)
        samples = []
        for _ in range(200):
            with backend.read("s") as reader:
                start = time.perf_counter()
                reader.search(phrases, k=5)
                samples.append(time.perf_counter() - start)
        medians.append(f"{statistics.median(samples) * 1e3:.3f}")
    backend.close()
    return f"| {size} | {frames / MEASURED:.2f} | {' | '.join(medians)} |"


def main() -> None:
    """Print the table, one child process per size."""
    if len(sys.argv) == 2:
        print(measure(int(sys.argv[1])))
        return
    print("| batch | WAL pages per append | identifier search p50 ms | common words p50 ms |")
    print("|---|---|---|---|")
    for size in SIZES:
        done = subprocess.run(
            [sys.executable, __file__, str(size)],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ},
        )
        print(done.stdout.strip())


if __name__ == "__main__":
    main()
