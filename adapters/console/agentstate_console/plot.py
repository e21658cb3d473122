"""A session's history tokens per model request, drawn as an inline SVG on the server.

What ``agentstate eval replay --plot`` shows for a replayed run, for one live session: at each
model request (each assistant event), the history the model was sent, estimated from the
stored token counts: the checkpoint in force (its summary's tokens) plus the messages after
its boundary, against the full history with no compaction. Compactions are marked where they
happened. The state block and the stable prefix are left out, as in the eval.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import attrs
from markupsafe import Markup, escape

from agentstate import Checkpoint, Event, EventKind

__all__ = ["HistoryPoint", "history_points", "history_svg"]

_MAX_POINTS = 600
"""More requests than this are thinned (evenly) before drawing."""


@attrs.frozen
class HistoryPoint:
    """The history at one model request."""

    seq: int
    """The assistant event answering the request."""
    compacted: int
    """Tokens of the checkpoint in force plus the messages after its boundary."""
    full: int
    """Tokens of every message before the request."""


def history_points(
    events: Sequence[Event], checkpoints: Sequence[Checkpoint], boundary_tokens: Mapping[int, int]
) -> list[HistoryPoint]:
    """The history tokens at each model request among `events` (a window of the log).

    Only messages carry tokens, so an event's running sum (``cum_tokens``) less its own
    tokens is the whole message history before it.

    Args:
        events: Consecutive events, oldest first.
        checkpoints: Every checkpoint of the session.
        boundary_tokens: The running token sum at each checkpoint's ``covers_through``.
    """
    committed = sorted(checkpoints, key=lambda c: c.event_seq)
    points: list[HistoryPoint] = []
    current: Checkpoint | None = None
    index = 0
    for event in events:
        while index < len(committed) and committed[index].event_seq < event.seq:
            current = committed[index]
            index += 1
        if event.kind is not EventKind.ASSISTANT:
            continue
        before = event.cum_tokens - event.tokens
        compacted = before
        if current is not None:
            boundary = boundary_tokens.get(current.covers_through, 0)
            compacted = current.token_count + before - boundary
        points.append(HistoryPoint(seq=event.seq, compacted=compacted, full=before))
    return points


def _thin(points: list[HistoryPoint]) -> list[HistoryPoint]:
    if len(points) <= _MAX_POINTS:
        return points
    step = len(points) / _MAX_POINTS
    return [points[int(i * step)] for i in range(_MAX_POINTS)] + [points[-1]]


def history_svg(
    events: Sequence[Event], checkpoints: Sequence[Checkpoint], boundary_tokens: Mapping[int, int]
) -> Markup:
    """The plot as an ``<svg>`` element (safe to place in a page: it holds no stored text).

    Args: as `history_points`.
    """
    points = _thin(history_points(events, checkpoints, boundary_tokens))
    width, height, left, right, top, bottom = 720, 220, 64, 150, 16, 28
    plot_w, plot_h = width - left - right, height - top - bottom
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="plot" role="img" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" '
        'font-size="11"><title>History tokens per model request</title>',
        f'<rect x="{left}" y="{top}" width="{plot_w}" height="{plot_h}" fill="none" '
        'stroke="#999"/>',
    ]
    if not points:
        parts.append(
            f'<text x="{left + plot_w / 2}" y="{top + plot_h / 2}" text-anchor="middle">'
            "no model request yet</text></svg>"
        )
        return Markup("".join(parts))  # noqa: S704 - built from numbers and constants only
    top_value = max(max(p.full for p in points), 1)
    first, last = points[0].seq, points[-1].seq
    span = max(last - first, 1)

    def x(seq: int) -> float:
        return left + plot_w * (seq - first) / span

    def y(tokens: int) -> float:
        return top + plot_h - plot_h * tokens / top_value

    parts.extend(
        f'<text x="{left - 6}" y="{y(round(top_value * fraction)) + 4:.1f}" '
        f'text-anchor="end">{round(top_value * fraction):,}</text>'
        for fraction in (0, 0.5, 1)
    )
    for checkpoint in checkpoints:
        if first <= checkpoint.event_seq <= last:
            cx = x(checkpoint.event_seq)
            parts.append(
                f'<line class="compaction" x1="{cx:.1f}" x2="{cx:.1f}" y1="{top}" '
                f'y2="{top + plot_h}" stroke="#bbb" stroke-dasharray="3 3"/>'
            )
    for label, color, values in (
        ("full history", "#d62728", [p.full for p in points]),
        ("with agentstate", "#1f77b4", [p.compacted for p in points]),
    ):
        coords = " ".join(f"{x(p.seq):.1f},{y(v):.1f}" for p, v in zip(points, values, strict=True))
        if len(points) == 1:
            coords = f"{coords} {coords}"
        parts.append(
            f'<polyline fill="none" stroke="{color}" stroke-width="1.5" points="{coords}">'
            f"<title>{escape(label)}</title></polyline>"
        )
    legend = [("full history", "#d62728"), ("with agentstate", "#1f77b4")]
    for row, (label, color) in enumerate(legend):
        ly = top + 10 + 16 * row
        parts.append(
            f'<line x1="{width - right + 12}" x2="{width - right + 30}" y1="{ly}" y2="{ly}" '
            f'stroke="{color}" stroke-width="3"/><text x="{width - right + 36}" y="{ly + 4}">'
            f"{escape(label)}</text>"
        )
    parts.append(
        f'<text x="{width - right + 12}" y="{top + 52}" fill="#666">- - compaction</text>'
        f'<text x="{left + plot_w / 2}" y="{height - 8}" text-anchor="middle">model request '
        f"(ev_{first} .. ev_{last})</text></svg>"
    )
    return Markup("".join(parts))  # noqa: S704 - built from numbers and constants only
