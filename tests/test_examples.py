"""The examples run as shipped."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[1]


def _run(script: str, *args: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / script), *args],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=120,
    )
    return done.stdout


def test_tau_airline_capture_example() -> None:
    """The capture example replays the bundled τ-bench runs and prints state with provenance."""
    out = _run("tau_airline_capture.py")
    assert '- user_id: "mia_li_3668" [ev_8]' in out
    assert '- cabin: "economy" [ev_5]' in out  # the user's own choice, before any call
    assert "where did reservation come from?" in out
    assert out.rstrip().endswith("3 runs: 58 captured")
