"""One line per event, for people: what timelines print (the CLI's, the web console's).

`describe` says what an event holds in one line: a message's text, an assistant's tool calls
with their arguments, a tool result with its call, a compaction's outcome, a redaction (who
and why, never what was removed), an opaque item's provider, type and size (never what it
holds: another provider's reasoning or encrypted content). The line is plain
text, shortened to a width; the caller escapes it for where it goes (a terminal writes
control characters visibly, a web page escapes HTML).
"""

from __future__ import annotations

import json

from agentstate.drops import units_of
from agentstate.events import Event, EventKind

__all__ = ["describe"]


def _one_line(text: str, width: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "\u2026"


def describe(event: Event, *, width: int = 96) -> str:
    """One line saying what `event` holds, at most `width` characters (whitespace folded).

    Not escaped: control characters and markup in the event's text are returned as they are.
    """
    content = event.content
    if event.kind is EventKind.ASSISTANT:
        calls = ", ".join(
            f"{call.name}({json.dumps(call.arguments, ensure_ascii=False)})"
            for call in event.tool_calls
        )
        said = content.get("text") or ""
        return _one_line(f"{said} {'-> ' + calls if calls else ''}".strip(), width)
    if event.kind is EventKind.TOOL_RESULT:
        marker = "error " if content.get("is_error") else ""
        result = content.get("result")
        shown = result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)
        return _one_line(
            f"{marker}{content.get('name')} [{content.get('call_id')}]: {shown}", width
        )
    if event.kind is EventKind.COMPACTION:
        return _compaction(event, width)
    if event.kind is EventKind.REDACTION:
        rewritten = content.get("rewritten")
        also = (
            [ref for ref in rewritten if ref != content.get("target")]
            if isinstance(rewritten, list)
            else []
        )
        return _one_line(
            f"redacted {content.get('target')}"
            + (f" (and {', '.join(map(str, also))})" if also else "")
            + f" by {content.get('by')}: {content.get('reason')}",
            width,
        )
    if event.kind is EventKind.OPAQUE:
        return _one_line(_opaque(event), width)
    if event.kind is EventKind.RETRACTION:
        retracted = content.get("retracted")
        named = ", ".join(map(str, retracted)) if isinstance(retracted, list) else "?"
        return _one_line(
            f"retracted {named} from view by {content.get('by')}: {content.get('reason')}",
            width,
        )
    text = content.get("text")
    if isinstance(text, str):
        return _one_line(text, width)
    return _one_line(json.dumps(content, ensure_ascii=False), width)


def _opaque(event: Event) -> str:
    item = event.content.get("item")
    kind = item.get("type") if isinstance(item, dict) else None
    named = f" {kind}" if isinstance(kind, str) else ""
    size = len(json.dumps(item, ensure_ascii=False, separators=(",", ":")).encode())
    return f"opaque {event.content.get('provider')}{named} item ({size:,} bytes)"


def _compaction(event: Event, width: int) -> str:
    content = event.content
    outcome = content.get("outcome")
    if outcome == "committed":
        return (
            f"checkpoint v{content.get('version')} committed: covers through "
            f"ev_{content.get('covers_through')} ({content.get('summarizer')})"
        )
    if outcome == "dropped":
        refs = [ref for unit in units_of(event) for ref in unit.refs]
        return _one_line(f"dropped {', '.join(refs)} from view ({content.get('oracle')})", width)
    by = content.get("summarizer") or content.get("oracle")
    if outcome == "rejected":
        findings = content.get("findings")
        count = len(findings) if isinstance(findings, list) else 0
        what = "drops" if content.get("strategy") == "verbatim" else "summary"
        return f"{what} rejected ({count} findings, {by})"
    return _one_line(f"compaction {outcome}: {content.get('error')}", width)
