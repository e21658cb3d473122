"""``agentstate eval replay``: JSON only on stdout with --json, a table otherwise, clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from agentstate.cli import cli
from agentstate.domains import get_domain
from agentstate.eval.replay import evaluate_replay
from agentstate.eval.runs import load_runs
from tests.eval.conftest import SAMPLE


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, ["eval", "replay", *args], env={"COLUMNS": "200"})


def test_json_is_the_api_report() -> None:
    """With --json, stdout is the report's JSON and nothing else."""
    result = run(str(SAMPLE), "--domain", "tau-airline", "--budget", "1000", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    expected = evaluate_replay(load_runs(SAMPLE), domain=get_domain("tau-airline"), budget=1000)
    assert data == json.loads(json.dumps(expected.to_json()))
    assert data["overall"]["agentstate"]["probe_recovery"] == 1.0
    assert len(data["runs"]) == 3


def test_table_and_plot(tmp_path: Path) -> None:
    """Without --json, a table; --plot writes the SVG and says where."""
    plot = tmp_path / "tokens.svg"
    result = run(
        str(SAMPLE), "--domain", "tau-airline", "--budget", "1000", "--plot", str(plot), "--runs"
    )
    assert result.exit_code == 0, result.output
    assert result.output.startswith("replay: 3 runs, ")
    assert "task1-trial1 agentstate" in result.output
    assert f"plot: {plot}" in result.output
    assert plot.read_text().startswith("<svg")


def test_live_diagnostics_in_the_json(tmp_path: Path) -> None:
    """--model adds the diagnostics to the JSON."""
    model = tmp_path / "scripted.py"
    model.write_text(
        "from agentstate.eval.live import ModelReply\n"
        "class M:\n"
        "    name = 'scripted'\n"
        "    def respond(self, request):\n"
        "        return ModelReply(text='ok')\n"
        "def make():\n"
        "    return M()\n"
    )
    result = run(
        str(SAMPLE), "--domain", "tau-airline", "--budget", "1000", "--json",
        "--model", f"{model}:make",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    diagnostics = json.loads(result.output)["diagnostics"]
    assert diagnostics["model"] == "scripted"
    assert diagnostics["rereads"] == diagnostics["disagreements"] == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.json", "--domain", "tau-airline", "--budget", "1000"], "no recording at"),
        ([str(SAMPLE), "--domain", "retail", "--budget", "1000"], "no domain 'retail'"),
        ([str(SAMPLE), "--domain", "tau-airline", "--budget", "0"], "positive number"),
        (
            [str(SAMPLE), "--domain", "tau-airline", "--budget", "9", "--plot", "x.pdf"],
            ".svg or .png",
        ),
        (
            [str(SAMPLE), "--domain", "tau-airline", "--budget", "9", "--model", "x"],
            "module:factory",
        ),
        (
            [str(SAMPLE), "--domain", "tau-airline", "--budget", "9", "--tasks", "no.json"],
            "no tasks file",
        ),
    ],
)
def test_errors_are_one_clear_line(args: list[str], message: str) -> None:
    """Each bad input exits with status 1 and one line naming the problem."""
    result = run(*args, "--json")
    assert result.exit_code == 1
    assert message in result.output
    assert result.output.count("\n") == 1


def test_a_broken_recording(tmp_path: Path) -> None:
    """A recording that is not one the eval reads is refused, naming what it expects."""
    path = tmp_path / "bad.json"
    path.write_text('{"hello": 1}')
    result = run(str(path), "--domain", "tau-airline", "--budget", "1000")
    assert result.exit_code == 1
    assert "τ-bench trajectories" in result.output


def test_tools_only_runs_agentstate_without_the_domain_code() -> None:
    """--tools-only replays with from_tools of the domain's tools; the probes keep the domain."""
    from agentstate.domains.tools_only import from_tools
    from agentstate.eval.strategies import AgentstateStrategy

    result = run(
        str(SAMPLE), "--domain", "tau-airline", "--budget", "1000", "--tools-only", "--json"
    )
    assert result.exit_code == 0, result.output
    domain = get_domain("tau-airline")
    own = from_tools(domain.tools, consequential=domain.consequential)
    expected = evaluate_replay(
        load_runs(SAMPLE),
        domain=domain,
        budget=1000,
        strategies=[AgentstateStrategy(1000, domain=own)],
    )
    assert json.loads(result.output) == json.loads(json.dumps(expected.to_json()))
    refused = run(str(SAMPLE), "--domain", "tau-airline", "--budget", "1000", "--tools-only",
                  "--model", "x:y")  # fmt: skip
    assert refused.exit_code != 0
    assert "--tools-only applies to the replay" in refused.output
