"""examples/pydantic_ai_agent.py runs as shipped: offline, mirrored once, compacted."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

if os.environ.get("CI", "").lower() != "true":
    pytest.importorskip(
        "pydantic_ai", reason="Pydantic AI is not installed: pip install -e adapters/pydantic-ai"
    )

ROOT = Path(__file__).parents[3]


def test_the_example_mirrors_compacts_and_reads_evidence(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "examples" / "pydantic_ai_agent.py"),
            "--db",
            str(tmp_path / "p.db"),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
        timeout=120,
    )
    out = done.stdout
    assert out.startswith("history: 28 Pydantic AI messages; session: 28 message events")
    assert re.search(r"^checkpoints: \[1(, \d+)*\]$", out, re.MULTILINE)
    assert "opening with the record:\n  [Compressed record of this conversation" in out
    assert '- order_id: "4921"' in out
    assert "answer: You said at the start (ev_1): Hi, order 4921 arrived" in out
    assert out.rstrip().endswith("appends 0 (skipped 28)")
    assert (tmp_path / "p.db").exists()
