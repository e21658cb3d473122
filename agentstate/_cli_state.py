"""The ``agentstate`` commands that show the state built over a session's log.

Checkpoints (list, show with the repairs made to their summary, diff), the scratchpad, the
ledger, and the context the model would see next.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from agentstate import _json
from agentstate._cli_common import emit, fail, json_option, new_console, open_session
from agentstate._json import JSONValue
from agentstate._terminal import visible, visible_json
from agentstate.errors import InvalidContent
from agentstate.session import Session
from agentstate.summary import Checkpoint, render_summary

__all__ = ["COMMANDS"]


def _checkpoint_json(checkpoint: Checkpoint) -> dict[str, JSONValue]:
    return {
        "version": checkpoint.version,
        "parent": checkpoint.parent,
        "covers_through": checkpoint.covers_through,
        "schema_version": checkpoint.schema_version,
        "summarizer": checkpoint.summarizer,
        "summarizer_version": checkpoint.summarizer_version,
        "created_at": checkpoint.created_at.isoformat(),
        "token_count": checkpoint.token_count,
        "ref": checkpoint.ref,
        "summary": checkpoint.summary,
    }


@click.group()
def checkpoints() -> None:
    """Show a session's checkpoints: list, show one, diff two."""


@checkpoints.command("list")
@click.argument("database")
@click.argument("session_id")
@json_option
def checkpoints_list(database: str, session_id: str, as_json: bool) -> None:
    """List every checkpoint of a session, oldest first."""
    with open_session(database, session_id) as state:
        found = state.checkpoints()
    if as_json:
        emit([_checkpoint_json(c) for c in found])
        return
    table = Table(title=escape(f"{session_id}: checkpoints"), title_justify="left")
    for column in ("version", "parent", "covers through", "tokens", "summarizer", "created (UTC)"):
        table.add_column(column)
    for c in found:
        table.add_row(
            str(c.version),
            str(c.parent),
            f"ev_{c.covers_through}",
            str(c.token_count),
            Text(visible(f"{c.summarizer} {c.summarizer_version or ''}".strip())),
            c.created_at.strftime("%Y-%m-%d %H:%M:%S"),
        )
    new_console().print(table)


def _pick(found: list[Checkpoint], version: int | None, session_id: str) -> Checkpoint:  # noqa: RET503 - fail() raises
    if not found:
        fail(f"session {session_id!r} has no checkpoint yet")
    if version is None:
        return found[-1]
    for checkpoint in found:
        if checkpoint.version == version:
            return checkpoint
    fail(f"session {session_id!r} has no checkpoint {version} (latest: {found[-1].version})")


def _recorded(state: Session, checkpoint: Checkpoint, key: str) -> list[JSONValue]:
    """A list recorded with a checkpoint's compaction event (its repairs, its judgements)."""
    found = state.evidence.get(checkpoint.ref).content.get(key)
    return list(found) if isinstance(found, list) else []


def _judgement_lines(judgements: list[JSONValue]) -> list[str]:
    """What the claim judge said of the candidate's doubted items, with its cost or error."""
    lines = ["Claim judge (on the items the rules doubted):"]
    for judgement in judgements:
        if not isinstance(judgement, dict):
            continue
        usage = judgement.get("usage")
        cost = f" ({json.dumps(usage, sort_keys=True)})" if usage else ""
        if "error" in judgement:
            lines.append(f"- {judgement.get('judge')}{cost} failed: {judgement['error']}")
            continue
        lines.append(f"- {judgement.get('judge')}{cost}:")
        verdicts = judgement.get("verdicts")
        lines.extend(
            f"    {verdict.get('path')}: {verdict.get('verdict')}: {verdict.get('reason')}"
            for verdict in (verdicts if isinstance(verdicts, list) else [])
            if isinstance(verdict, dict)
        )
    return lines


def _shown(value: JSONValue) -> str:
    if isinstance(value, dict) and "text" in value:
        value = value["text"]
    return json.dumps(value, ensure_ascii=False)


def _repair_lines(repairs: list[JSONValue]) -> list[str]:
    """A checkpoint's repairs as lines: what changed, then each finding behind it."""
    lines = ["Repairs (made to the candidate before the validator accepted it):"]
    for repair in repairs:
        if not isinstance(repair, dict):
            continue
        kind, path = repair.get("kind"), repair.get("path")
        before, after = repair.get("before"), repair.get("after")
        if kind == "placeholder":
            lines.append(f"- placeholder at {path}: {_shown(before)} -> {_shown(after)}")
        else:
            lines.append(f"- {kind} {path}: {_shown(before)}")
        findings = repair.get("findings")
        lines.extend(
            f"    {finding.get('rule')}: {finding.get('message')}"
            for finding in (findings if isinstance(findings, list) else [])
            if isinstance(finding, dict)
        )
    return lines


@checkpoints.command("show")
@click.argument("database")
@click.argument("session_id")
@click.argument("version", type=int, required=False)
@json_option
def checkpoints_show(database: str, session_id: str, version: int | None, as_json: bool) -> None:
    """Show a checkpoint's summary (default: the latest), its repairs and its judgements."""
    with open_session(database, session_id) as state:
        checkpoint = _pick(state.checkpoints(), version, session_id)
        repairs = _recorded(state, checkpoint, "repairs")
        judgements = _recorded(state, checkpoint, "judgements")
    if as_json:
        emit({**_checkpoint_json(checkpoint), "repairs": repairs, "judgements": judgements})
        return
    console = new_console()
    console.print(
        f"[bold]checkpoint v{checkpoint.version}[/bold] (parent v{checkpoint.parent}) covers "
        f"ev_1..ev_{checkpoint.covers_through}, {checkpoint.token_count} tokens, by "
        f"{escape(visible(checkpoint.summarizer))}"
    )
    console.print(visible(render_summary(checkpoint.summary)), markup=False)
    if repairs:
        console.print(visible("\n".join(_repair_lines(repairs))), markup=False)
    if judgements:
        console.print(visible("\n".join(_judgement_lines(judgements))), markup=False)


def _items(summary: dict[str, Any]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for field, value in summary.items():
        items = [value] if isinstance(value, dict) else value if isinstance(value, list) else []
        out[field] = {
            f"{item.get('text')} ({', '.join(item.get('refs') or [])})"
            for item in items
            if isinstance(item, dict)
        }
    return out


@checkpoints.command("diff")
@click.argument("database")
@click.argument("session_id")
@click.argument("old", type=int)
@click.argument("new", type=int)
@json_option
def checkpoints_diff(database: str, session_id: str, old: int, new: int, as_json: bool) -> None:
    """Show what changed between checkpoints OLD and NEW, field by field."""
    with open_session(database, session_id) as state:
        found = state.checkpoints()
        before, after = _pick(found, old, session_id), _pick(found, new, session_id)
    left, right = _items(before.summary), _items(after.summary)
    changes = {
        field: {
            "removed": sorted(left.get(field, set()) - right.get(field, set())),
            "added": sorted(right.get(field, set()) - left.get(field, set())),
        }
        for field in sorted(set(left) | set(right))
    }
    changes = {
        field: change for field, change in changes.items() if change["removed"] or change["added"]
    }
    if as_json:
        shown: dict[str, JSONValue] = {
            field: {"removed": list[JSONValue](c["removed"]), "added": list[JSONValue](c["added"])}
            for field, c in changes.items()
        }
        emit({"old": old, "new": new, "changes": shown})
        return
    console = new_console()
    console.print(f"checkpoint v{old} -> v{new}")
    for field, change in changes.items():
        console.print(f"[bold]{escape(visible(field))}[/bold]")
        for line in change["removed"]:
            console.print(f"  [red]- {escape(visible(line))}[/red]")
        for line in change["added"]:
            console.print(f"  [green]+ {escape(visible(line))}[/green]")
    if not changes:
        console.print("no change")


@click.command()
@click.argument("database")
@click.argument("session_id")
@click.argument("key", required=False)
@json_option
def scratchpad(database: str, session_id: str, key: str | None, as_json: bool) -> None:
    """Show a session's scratchpad values with their provenance, or the history of KEY."""
    with open_session(database, session_id) as state:
        if key is None:
            facts = state.scratchpad.facts()
            if as_json:
                emit(
                    [
                        {"key": f.key, "value": f.value, "source": f.source, "event": f.event}
                        for f in facts
                    ]
                )
                return
            table = Table(title=escape(f"{session_id}: scratchpad"), title_justify="left")
            for column in ("field", "value", "from", "written by"):
                table.add_column(column)
            for fact in facts:
                table.add_row(
                    fact.key,
                    Text(visible_json(fact.value, indent=None)),
                    fact.source,
                    fact.event,
                )
            new_console().print(table)
            return
        versions = state.scratchpad.history(key)
    if not versions:
        fail(f"session {session_id!r} has no value for {key!r}")
    if as_json:
        emit(
            [
                {
                    "value": v.value,
                    "source": v.source,
                    "event": v.event,
                    "superseded_by": v.superseded_by,
                }
                for v in versions
            ]
        )
        return
    table = Table(title=escape(f"{session_id}: history of {key}"), title_justify="left")
    for column in ("value", "from", "written by", "superseded by"):
        table.add_column(column)
    for version in versions:
        table.add_row(
            Text(visible_json(version.value, indent=None)),
            version.source,
            version.event,
            version.superseded_by or "(current)",
        )
    new_console().print(table)


@click.command()
@click.argument("database")
@click.argument("session_id")
@click.argument("action_id", required=False)
@json_option
def ledger(database: str, session_id: str, action_id: str | None, as_json: bool) -> None:
    """Show a session's ledger actions with their status, or the history of ACTION_ID."""
    with open_session(database, session_id) as state:
        actions = state.ledger.actions() if action_id is None else state.ledger.history(action_id)
    if as_json:
        emit(
            [
                {
                    "id": a.id,
                    "kind": a.kind,
                    "params": a.params,
                    "digest": a.digest,
                    "status": a.status.value,
                    "actor": a.actor,
                    "source": a.source,
                    "event": a.event,
                }
                for a in actions
            ]
        )
        return
    title = (
        f"{session_id}: ledger" if action_id is None else f"{session_id}: history of {action_id}"
    )
    table = Table(title=escape(title), title_justify="left")
    for column in ("action", "kind", "params", "status", "by", "because of", "recorded"):
        table.add_column(column)
    for action in actions:
        table.add_row(
            action.id,
            Text(visible(action.kind)),
            Text(visible_json(action.params, indent=None)),
            action.status.value,
            Text(visible(action.actor)),
            action.source,
            action.event,
        )
    new_console().print(table)


@click.command()
@click.argument("database")
@click.argument("session_id")
@click.option("--system", "system_text", default="", help="The system prompt.")
@click.option(
    "--system-file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="Read the system prompt from this file.",
)
@click.option(
    "--tools-file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="A JSON list of tool definitions ({name, description, input_schema}).",
)
@click.option(
    "--budget",
    type=click.IntRange(min=1),
    default=None,
    help="Token budget after the stable prefix.",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["openai", "openai-responses", "anthropic"]),
    default="openai",
    show_default=True,
    help="The request's shape: Chat Completions (one system message), Responses, Messages.",
)
@json_option
def context(
    database: str,
    session_id: str,
    system_text: str,
    system_file: Path | None,
    tools_file: Path | None,
    budget: int | None,
    fmt: str,
    as_json: bool,
) -> None:
    """Render the context the model would see next (the session's evidence tools included)."""
    system = system_file.read_text() if system_file is not None else system_text
    tools: list[Any] = []
    if tools_file is not None:
        try:
            loaded = _json.parse(tools_file.read_text(), what=str(tools_file))
        except InvalidContent as exc:
            fail(str(exc))
        if not isinstance(loaded, list):
            fail(f"{tools_file} must hold a JSON list of tool definitions")
        tools = loaded
    with open_session(database, session_id) as state:
        rendered = state.context(system=system, tools=[*tools, *state.tools()], budget=budget)
    openai: dict[str, JSONValue] = {
        "messages": list[JSONValue](rendered.to_openai()),
        "tools": list[JSONValue](rendered.openai_tools()),
    }
    request: JSONValue = {
        "openai": openai,
        "openai-responses": rendered.to_openai_responses(),
        "anthropic": rendered.to_anthropic(),
    }[fmt]
    if as_json:
        emit(request)
        return
    console = new_console()
    console.print(
        f"{rendered.token_count} tokens after the stable prefix"
        + (f" (budget {budget})" if budget else "")
        + f"; checkpoint v{rendered.checkpoint.version if rendered.checkpoint else 0}; "
        f"tail from ev_{rendered.tail_from}; excerpted: {', '.join(rendered.excerpted) or 'none'}"
    )
    for message in rendered.to_openai():
        content = message.get("content")
        shown = (
            content
            if isinstance(content, str)
            else json.dumps(message.get("tool_calls") or content)
        )
        console.print(Text(f"[{message.get('role')}] ", style="bold") + Text(visible(str(shown))))


COMMANDS: tuple[click.Command, ...] = (checkpoints, scratchpad, ledger, context)
"""This module's commands, for the ``agentstate`` group."""
