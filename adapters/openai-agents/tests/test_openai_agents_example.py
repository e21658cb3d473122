"""examples/openai_agents_session.py runs as shipped: offline, mirrored once, popped, compacted."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[3]


def test_the_example_mirrors_pops_and_compacts(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "examples" / "openai_agents_session.py"),
            "--db",
            str(tmp_path / "a.db"),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
        timeout=120,
    )
    out = done.stdout
    assert "popped: 'Refund of $40 issued.' (retracted, still in the log)" in out
    assert "history: 14 SDK items; session: 15 message events" in out
    assert "handed over again: 15 message events" in out
    assert "the first turn verbatim: False; the popped answer: False" in out
    assert "[Compressed record of this conversation" in out
    assert (tmp_path / "a.db").exists()
