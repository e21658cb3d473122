"""The report for people: the table and the plot."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from agentstate.errors import InvalidInput
from agentstate.eval.replay import ReplayReport, evaluate_replay
from agentstate.eval.report import format_table, plot_series, write_plot
from agentstate.eval.runs import load_runs
from agentstate.eval.strategies import AgentstateStrategy
from tests.eval.conftest import REFUNDS, WordCounter


@pytest.fixture
def report(recording: Path) -> ReplayReport:
    counter = WordCounter()
    return evaluate_replay(
        load_runs(recording),
        domain=REFUNDS,
        budget=10_000,
        strategies=[AgentstateStrategy(10_000, counter=counter)],
        counter=counter,
    )


def test_table(report: ReplayReport) -> None:
    """One row per strategy with recovery, tokens, ratio and peak; runs on request."""
    text = format_table(report)
    assert text.splitlines()[0] == (
        "replay: 1 runs, 4 requests, domain refunds, history budget 10,000 tokens"
    )
    agentstate = next(line for line in text.splitlines() if line.startswith("agentstate"))
    assert agentstate.split() == [
        "agentstate", "100.0%", "4/4", "100.0%", "3/3", "274", "1.612", "118", "0", "0",
        agentstate.split()[10], "0",
    ]  # fmt: skip
    assert "task0-trial0 agentstate" in format_table(report, runs=True)


def test_svg_plot(report: ReplayReport, tmp_path: Path) -> None:
    """The SVG is well formed, with a line per strategy in each of its two panels."""
    path = write_plot(report, tmp_path / "plot.svg")
    root = ET.parse(path).getroot()
    lines = root.findall("{http://www.w3.org/2000/svg}polyline")
    assert len(lines) == 2 * len(report.strategies)
    assert plot_series(report) == {
        "agentstate": [8, 64, 84, 118],
        "full_transcript": [8, 32, 52, 78],
    }


def test_png_plot_needs_matplotlib(report: ReplayReport, tmp_path: Path) -> None:
    """A PNG is written with matplotlib, or refused clearly without it; other names are refused."""
    path = tmp_path / "plot.png"
    if importlib.util.find_spec("matplotlib") is not None:
        write_plot(report, path)
        assert path.read_bytes().startswith(b"\x89PNG")
    else:
        with pytest.raises(InvalidInput, match="matplotlib"):
            write_plot(report, path)
    with pytest.raises(InvalidInput, match=r"\.svg or \.png"):
        write_plot(report, tmp_path / "plot.pdf")
