"""Reliability suite fixtures: the figures each run reports (kills, races, faults, inputs).

The figures are printed in a "reliability figures" section at the end of the run; set
``AGENTSTATE_RELIABILITY_FIGURES=path.json`` to also write them to a file.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from . import figures as _figures


class Figures:
    """Collects the counts a test wants reported."""

    def record(self, name: str, values: Any) -> None:
        """Add counts under `name` (see `figures.record`)."""
        _figures.record(name, values)


@pytest.fixture
def figures() -> Figures:
    """Where a reliability test records what it did."""
    return Figures()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Print the recorded figures (and write them where asked)."""
    if not _figures.RECORDED:
        return
    terminalreporter.section("reliability figures")
    for name, values in _figures.RECORDED.items():
        terminalreporter.write_line(f"{name}: {json.dumps(values)}")
    target = os.environ.get("AGENTSTATE_RELIABILITY_FIGURES")
    if target:
        with open(target, "w", encoding="utf-8") as handle:
            json.dump(_figures.RECORDED, handle, indent=2)
