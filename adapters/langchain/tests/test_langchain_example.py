"""examples/langchain_agent.py runs as shipped: offline, mirrored once, compacted."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[3]


def test_the_example_mirrors_compacts_and_reads_evidence(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "examples" / "langchain_agent.py"),
            "--db",
            str(tmp_path / "l.db"),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
        timeout=120,
    )
    out = done.stdout
    assert out.startswith("graph: 14 LangChain messages; session: 14 message events")
    assert "checkpoints: [1]" in out
    assert "opening with the record:\n  [Compressed record of this conversation" in out
    assert "evidence_get returned ev_1: Hi, order 4921 arrived with a damaged pallet." in out
    assert "retriever: [('ev_5', 'The courier left it outside in the rain,')]" in out
    assert out.rstrip().endswith("mirroring the graph's messages again appends 0")
    assert (tmp_path / "l.db").exists()
