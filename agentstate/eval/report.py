"""The replay eval's report for people: a table, and a plot of history tokens per request.

The plot has two panels, one line per strategy, runs one after another on the x axis: the
history tokens of each request, and their running sum (a full transcript's grows
quadratically with the length of a session; a bounded context's linearly). SVG is written
directly; PNG needs matplotlib (the ``plot`` extra).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from itertools import accumulate
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from agentstate.errors import InvalidInput
from agentstate.eval.replay import ReplayReport, StrategyFigures

__all__ = ["format_table", "plot_series", "write_plot"]

_COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def _ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _row(name: str, figures: StrategyFigures) -> list[str]:
    fired = figures.compactions_fired
    return [
        name,
        _percent(figures.probe_recovery),
        f"{figures.value_recovered}/{figures.value_probes}",
        _percent(figures.state_probe_recovery),
        f"{figures.state_recovered}/{figures.state_probes}",
        f"{figures.history_tokens:,}",
        _ratio(figures.history_token_ratio),
        f"{figures.peak_history_tokens:,}",
        str(figures.over_budget_requests),
        str(figures.invalid_requests),
        _percent(figures.cache_stable_share),
        str(fired),
    ]


_HEADERS = [
    "strategy",
    "value probes",
    "",
    "state probes",
    "",
    "history tokens",
    "ratio",
    "peak",
    "over budget",
    "invalid",
    "cache-stable",
    "compactions",
]


def _table(rows: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for number, row in enumerate(rows):
        cells = [
            cell.ljust(width) if column == 0 else cell.rjust(width)
            for column, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
        if number == 0:
            lines.append("  ".join("-" * width for width in widths))
    return lines


def format_table(report: ReplayReport, *, runs: bool = False) -> str:
    """The overall figures of every strategy as a text table (and, with `runs`, each run's).

    Args:
        report: The eval's report.
        runs: Add one table row per run and strategy.
    """
    total_requests = sum(run.requests for run in report.runs)
    lines = [
        f"replay: {len(report.runs)} runs, {total_requests} requests, domain {report.domain}, "
        f"history budget {report.budget:,} tokens",
        "",
        *_table([_HEADERS, *(_row(n, f) for n, f in report.overall.items())]),
    ]
    if runs:
        rows = [["run / strategy", *_HEADERS[1:]]]
        for run in report.runs:
            rows += [_row(f"{run.run_id} {name}", f) for name, f in run.strategies.items()]
        lines += ["", *_table(rows)]
    return "\n".join(lines)


def plot_series(report: ReplayReport) -> dict[str, list[int]]:
    """Each strategy's history tokens per request, runs one after another."""
    return {
        name: [tokens for run in report.runs for tokens in run.strategies[name].series]
        for name in report.strategies
    }


def _polyline(values: Sequence[int], *, left: float, top: float, width: float, height: float,
              top_value: float) -> str:  # fmt: skip
    count = max(len(values) - 1, 1)
    return " ".join(
        f"{left + width * i / count:.1f},{top + height - height * v / top_value:.1f}"
        for i, v in enumerate(values)
    )


def _svg(report: ReplayReport, title: str) -> str:
    series = plot_series(report)
    panels = [
        ("history tokens per request", series),
        ("cumulative history tokens", {k: list(accumulate(v)) for k, v in series.items()}),
    ]
    width, panel_height, left, right = 900, 260, 80, 190
    plot_width = width - left - right
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" '
        f'height="{40 + 2 * (panel_height + 40)}" font-family="sans-serif" font-size="12">',
        '<rect width="100%" height="100%" fill="white"/>',
        f'<text x="{left}" y="24" font-size="15">{escape(title)}</text>',
    ]
    for number, (label, data) in enumerate(panels):
        top = 50 + number * (panel_height + 40)
        top_value = max((max(v) for v in data.values() if v), default=1) or 1
        parts.append(
            f'<rect x="{left}" y="{top}" width="{plot_width}" height="{panel_height}" '
            'fill="none" stroke="#999"/>'
        )
        parts.append(f'<text x="{left}" y="{top - 6}">{escape(label)}</text>')
        for fraction in (0, 0.5, 1):
            y = top + panel_height - panel_height * fraction
            parts.append(
                f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">'
                f"{round(top_value * fraction):,}</text>"
            )
        if report.budget and number == 0 and report.budget <= top_value:
            y = top + panel_height - panel_height * report.budget / top_value
            parts.append(
                f'<line x1="{left}" x2="{left + plot_width}" y1="{y:.1f}" y2="{y:.1f}" '
                'stroke="#999" stroke-dasharray="4 4"/>'
                f'<text x="{left + plot_width + 4}" y="{y + 4:.1f}" fill="#666">budget</text>'
            )
        for index, (name, values) in enumerate(data.items()):
            color = _COLORS[index % len(_COLORS)]
            points = _polyline(
                values,
                left=left,
                top=top,
                width=plot_width,
                height=panel_height,
                top_value=top_value,
            )
            parts.append(
                f'<polyline fill="none" stroke="{color}" stroke-width="1.5" points="{points}"/>'
            )
            if number == 0:
                y = 50 + 18 * index
                parts.append(
                    f'<line x1="{width - right + 20}" x2="{width - right + 40}" y1="{y}" '
                    f'y2="{y}" stroke="{color}" stroke-width="3"/>'
                    f'<text x="{width - right + 46}" y="{y + 4}">{escape(name)}</text>'
                )
        parts.append(
            f'<text x="{left + plot_width / 2}" y="{top + panel_height + 16}" '
            'text-anchor="middle">request</text>'
        )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _png(report: ReplayReport, path: Path, title: str) -> None:
    try:
        pyplot: Any = importlib.import_module("matplotlib.pyplot")
    except ImportError as exc:
        msg = "a PNG plot needs matplotlib (pip install 'pyagentstate[plot]'); or write an .svg"
        raise InvalidInput(msg) from exc
    series = plot_series(report)
    figure, (top, bottom) = pyplot.subplots(2, 1, figsize=(9, 6.5), sharex=True)
    for name, values in series.items():
        top.plot(values, label=name, linewidth=1)
        bottom.plot(list(accumulate(values)), label=name, linewidth=1)
    top.axhline(report.budget, color="grey", linestyle="--", linewidth=0.8)
    top.set_ylabel("history tokens per request")
    bottom.set_ylabel("cumulative history tokens")
    bottom.set_xlabel("request")
    top.legend()
    top.set_title(title)
    figure.tight_layout()
    figure.savefig(path, dpi=120)
    pyplot.close(figure)


def write_plot(report: ReplayReport, path: str | Path, *, title: str | None = None) -> Path:
    """Plot history tokens per request (and their running sum) for every strategy.

    Args:
        report: The eval's report.
        path: Where to write it; ``.svg`` (written directly) or ``.png`` (with matplotlib).
        title: The plot's title (default: the domain and the budget).

    Returns:
        The path written.

    Raises:
        InvalidInput: Another extension, or PNG without matplotlib installed.
    """
    path = Path(path)
    title = title or f"replay ({report.domain}): history budget {report.budget:,} tokens"
    suffix = path.suffix.lower()
    if suffix == ".svg":
        path.write_text(_svg(report, title), encoding="utf-8")
    elif suffix == ".png":
        _png(report, path, title)
    else:
        msg = f"the plot must be a .svg or .png file, not {path.name!r}"
        raise InvalidInput(msg)
    return path
