"""examples/mcp_client.py runs as shipped: offline, the demo's session read over MCP."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

if os.environ.get("CI", "").lower() != "true":
    pytest.importorskip("mcp", reason="the mcp SDK is not installed: pip install -e adapters/mcp")

ROOT = Path(__file__).parents[3]


def test_the_example_reads_the_demo_session_over_mcp(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "mcp_client.py"), "--db", str(tmp_path / "d.db")],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
        timeout=120,
    )
    out = done.stdout
    assert out.startswith("tools: evidence_get, evidence_search, evidence_expand")
    assert '- order_id: "4921"' in out
    assert "- act_24 issue_credit: executed" in out
    assert '"query":"damaged pallet"' in out
    assert "isError=True: EvidenceNotFound: no event ev_9999" in out
