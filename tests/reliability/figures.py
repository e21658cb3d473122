"""The figures a reliability run reports: kills survived, races run, faults injected, inputs tried.

Tests add to them (through the ``figures`` fixture, or `record` where no fixture reaches,
as in hypothesis state machines); conftest prints them at the end of the run, with the test
that recorded each group, and writes them as JSON when asked (`report.py` turns that file
into the figures section of docs/reliability.md).
"""

from __future__ import annotations

import dataclasses
from typing import Any

RECORDED: dict[str, dict[str, Any]] = {}
RECORDED_BY: dict[str, list[str]] = {}
"""For each group of figures, the tests that added to it (their pytest node ids)."""
CURRENT_TEST: list[str] = []
"""The node id of the test running now (set by conftest), empty outside a test."""


def record(name: str, values: Any) -> None:
    """Add counts under `name`: a dataclass or a mapping of numbers (or nested mappings)."""
    if dataclasses.is_dataclass(values) and not isinstance(values, type):
        values = dataclasses.asdict(values)
    into = RECORDED.setdefault(name, {})
    for key, value in dict(values).items():
        if isinstance(value, int | float) and isinstance(into.get(key), int | float):
            into[key] += value
        elif isinstance(value, dict) and isinstance(into.get(key), dict):
            for inner, count in value.items():
                into[key][inner] = into[key].get(inner, 0) + count
        else:
            into[key] = value
    by = RECORDED_BY.setdefault(name, [])
    for test in CURRENT_TEST[-1:]:
        if test not in by:
            by.append(test)
