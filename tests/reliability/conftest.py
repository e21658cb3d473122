"""Reliability suite fixtures: the figures each run reports (kills, races, faults, inputs).

The figures are printed in a "reliability figures" section at the end of the run; set
``AGENTSTATE_RELIABILITY_FIGURES=path.json`` to also write them to a file, with the tests
that recorded each group and the run's command and times (`report.py` reads it).
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from . import figures as _figures

_RUN: dict[str, Any] = {}


class Figures:
    """Collects the counts a test wants reported."""

    def record(self, name: str, values: Any) -> None:
        """Add counts under `name` (see `figures.record`)."""
        _figures.record(name, values)


@pytest.fixture
def figures() -> Figures:
    """Where a reliability test records what it did."""
    return Figures()


@pytest.fixture(autouse=True)
def _attribute_figures(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every figure recorded during a test is attributed to that test."""
    _figures.CURRENT_TEST.append(request.node.nodeid)
    yield
    _figures.CURRENT_TEST.pop()


def pytest_sessionstart(session: pytest.Session) -> None:
    """Note when the run started and how it was invoked."""
    _RUN["started"] = datetime.now(UTC).isoformat(timespec="seconds")
    _RUN["args"] = list(session.config.invocation_params.args)
    _RUN["commit"] = _commit(session.config.rootpath)


def _commit(root: Path) -> str:
    """The commit the run's code is at (``unknown`` outside a git checkout)."""
    try:
        found = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
            cwd=root,
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return found.stdout.strip()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Print the recorded figures (and write them where asked)."""
    if not _figures.RECORDED:
        return
    terminalreporter.section("reliability figures")
    for name, values in _figures.RECORDED.items():
        terminalreporter.write_line(f"{name}: {json.dumps(values)}")
    target = os.environ.get("AGENTSTATE_RELIABILITY_FIGURES")
    if target:
        stats = terminalreporter.stats
        run = {
            **_RUN,
            "finished": datetime.now(UTC).isoformat(timespec="seconds"),
            "outcomes": {key: len(stats.get(key, [])) for key in ("passed", "failed", "skipped")},
        }
        document = {"run": run, "figures": _figures.RECORDED, "recorded_by": _figures.RECORDED_BY}
        with open(target, "w", encoding="utf-8") as handle:
            json.dump(document, handle, indent=2)
