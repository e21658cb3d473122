"""Write the figures section of docs/reliability.md from one run's figures file.

    AGENTSTATE_RELIABILITY_FIGURES=figures.json pytest tests/reliability --large
    python tests/reliability/report.py figures.json

Every figure in that section comes from the file, next to the tests that recorded it: the
section is replaced whole between its markers, never edited by hand.
"""

from __future__ import annotations

import json
import os
import platform
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

DOC = Path(__file__).parents[2] / "docs" / "reliability.md"
START = "<!-- figures: written by tests/reliability/report.py from one run; never by hand -->"
END = "<!-- /figures -->"


def _number(value: Any) -> str:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.3f}".rstrip("0").rstrip(".")
    return str(value)


def _values(values: dict[str, Any]) -> str:
    parts = []
    for key, value in values.items():
        label = key.replace("_", " ")
        if isinstance(value, dict):
            inner = ", ".join(f"{name} {_number(count)}" for name, count in value.items())
            parts.append(f"{label}: {inner}")
        else:
            parts.append(f"{label} {_number(value)}")
    return "; ".join(parts)


def _tests(node_ids: list[str]) -> str:
    """The tests that recorded a figure, each once: parametrized cases count as their test."""
    tests = dict.fromkeys(
        node.removeprefix("tests/reliability/").split("[", 1)[0] for node in node_ids
    )
    return "<br>".join(f"`{test}`" for test in tests)


def section(document: dict[str, Any]) -> str:
    """The figures section for one run's figures file."""
    run = document["run"]
    started = datetime.fromisoformat(run["started"])
    finished = datetime.fromisoformat(run["finished"])
    minutes = (finished - started).total_seconds() / 60
    outcomes = run["outcomes"]
    lines = [
        START,
        f"One run on {started:%Y-%m-%d} ({started:%H:%M} to {finished:%H:%M} UTC, "
        f"{minutes:.0f} min), commit `{run.get('commit', 'unknown')}`, "
        f"Python {platform.python_version()} on "
        f"{os.cpu_count()} cores: {outcomes['passed']:,} passed, {outcomes['failed']:,} "
        f"failed, {outcomes['skipped']:,} skipped.",
        "",
        "```bash",
        "AGENTSTATE_RELIABILITY_FIGURES=figures.json pytest " + " ".join(run["args"]),
        "python tests/reliability/report.py figures.json",
        "```",
        "",
        "| Figures | Recorded by |",
        "| --- | --- |",
    ]
    for name, values in document["figures"].items():
        recorded_by = _tests(document["recorded_by"].get(name, []))
        lines.append(f"| **{name}**: {_values(values)} | {recorded_by} |")
    lines.append(END)
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    """Replace the figures section of docs/reliability.md with the given run's."""
    document = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    page = DOC.read_text(encoding="utf-8")
    start, end = page.index(START), page.index(END) + len(END)
    DOC.write_text(page[:start] + section(document) + page[end:])


if __name__ == "__main__":
    main(sys.argv[1:])
