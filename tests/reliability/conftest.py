"""Reliability suite fixtures: the figures each run reports (kills, races, faults, inputs).

The figures are printed in a "reliability figures" section at the end of the run; set
``AGENTSTATE_RELIABILITY_FIGURES=path.json`` to also write them to a file.
"""

from __future__ import annotations

import dataclasses
import json
import os
from typing import Any

import pytest

_RECORDED: dict[str, dict[str, Any]] = {}


class Figures:
    """Collects the counts a test wants reported."""

    def record(self, name: str, values: Any) -> None:
        """Record (or add to) the counts under `name`: a dataclass or a mapping of numbers."""
        if dataclasses.is_dataclass(values) and not isinstance(values, type):
            values = dataclasses.asdict(values)
        into = _RECORDED.setdefault(name, {})
        for key, value in dict(values).items():
            if isinstance(value, int | float) and isinstance(into.get(key), int | float):
                into[key] += value
            elif isinstance(value, dict) and isinstance(into.get(key), dict):
                for inner, count in value.items():
                    into[key][inner] = into[key].get(inner, 0) + count
            else:
                into[key] = value


@pytest.fixture
def figures() -> Figures:
    """Where a reliability test records what it did."""
    return Figures()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Print the recorded figures (and write them where asked)."""
    if not _RECORDED:
        return
    terminalreporter.section("reliability figures")
    for name, values in _RECORDED.items():
        terminalreporter.write_line(f"{name}: {json.dumps(values)}")
    target = os.environ.get("AGENTSTATE_RELIABILITY_FIGURES")
    if target:
        with open(target, "w", encoding="utf-8") as handle:
            json.dump(_RECORDED, handle, indent=2)
