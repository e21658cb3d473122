"""The offline demo runs as the README promises and shows what it says it shows."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from agentstate import AgentState
from agentstate.cli import cli
from agentstate.demo import BUDGET, SESSION_ID, run_demo
from agentstate.ledger import ActionStatus


def test_demo_tells_the_whole_story(tmp_path: Path) -> None:
    """Facts captured, compactions, a false approval rejected, a credit issued, one left pending."""
    output = io.StringIO()
    report = run_demo(tmp_path / "demo.db", console=Console(file=output, width=160))
    text = output.getvalue()
    assert len(report.compactions) >= 3
    assert report.rejected.outcome == "rejected"
    assert any(f.rule == "authority" for f in report.rejected.findings)
    assert report.peak_tokens <= BUDGET
    for expected in (
        "captured credit_cents = 25000",
        "pending",
        "approved by supervisor",
        "executed",
    ):
        assert expected in text
    assert "search 'c-8812' -> ev_" in text
    assert f"agentstate timeline {tmp_path / 'demo.db'} {SESSION_ID}" in text
    with AgentState.open(tmp_path / "demo.db", session_id=SESSION_ID) as state:
        [credit, fee] = state.ledger.actions()
        assert credit.status is ActionStatus.EXECUTED
        assert fee.status is ActionStatus.PENDING, "left for a person, in the console"
        assert [c.version for c in state.checkpoints()] == list(
            range(1, len(report.compactions) + 1)
        )
        assert state.replay().checkpoints == tuple(state.checkpoints())


def test_demo_command_leaves_an_inspectable_database(tmp_path: Path) -> None:
    """`agentstate demo --db PATH` runs and the inspection commands read what it left."""
    path = str(tmp_path / "demo.db")
    runner = CliRunner()
    assert runner.invoke(cli, ["demo", "--db", path]).exit_code == 0
    timeline = runner.invoke(cli, ["timeline", path, SESSION_ID], env={"COLUMNS": "200"})
    assert timeline.exit_code == 0
    assert "summary rejected" in timeline.output
    again = runner.invoke(cli, ["demo", "--db", path])
    assert again.exit_code == 0, "a second run replaces the previous demo database"


DOCS_DEMO = Path(__file__).parents[1] / "docs" / "demo.md"
TRANSCRIPT_START = "<!-- transcript -->\n```text\n"
TRANSCRIPT_END = "```\n<!-- /transcript -->"


def test_docs_transcript_is_what_the_demo_prints(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/demo.md holds the demo's current output (AGENTSTATE_UPDATE_DOCS=1 rewrites it)."""
    monkeypatch.chdir(tmp_path)
    output = io.StringIO()
    run_demo(Path("agentstate-demo.db"), console=Console(file=output, width=100, no_color=True))
    transcript = "\n".join(line.rstrip() for line in output.getvalue().splitlines()) + "\n"
    page = DOCS_DEMO.read_text()
    start = page.index(TRANSCRIPT_START) + len(TRANSCRIPT_START)
    end = page.index(TRANSCRIPT_END)
    if os.environ.get("AGENTSTATE_UPDATE_DOCS") == "1":
        DOCS_DEMO.write_text(page[:start] + transcript + page[end:])
        return
    assert page[start:end] == transcript
