"""The ``agentstate`` command line: inspect any agentstate database, run the evals.

Every inspection command takes the database path and (most) a session id; it never creates a
database. Output is for people by default (tables, via rich) and JSON with ``--json`` (stdout
then holds only JSON). Errors exit with status 1 and a one-line message.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn

import attrs
import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

import agentstate
from agentstate import _json
from agentstate._json import JSONValue
from agentstate._terminal import visible, visible_json
from agentstate.backends.base import StorageBackend
from agentstate.backends.sqlite import SqliteBackend
from agentstate.compaction.drops import units_of
from agentstate.errors import AgentStateError, InvalidContent
from agentstate.events import Event, EventKind
from agentstate.formats import Format
from agentstate.state import AgentState
from agentstate.summary import Checkpoint, render_summary

__all__ = ["cli", "main"]

_json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON only.")


def _console() -> Console:
    return Console(highlight=False, soft_wrap=False)


def _fail(message: str) -> NoReturn:
    raise click.ClickException(visible(message))


def _emit(value: JSONValue) -> None:
    click.echo(visible_json(value))


@contextmanager
def _backend(path: str) -> Iterator[SqliteBackend]:
    if not Path(path).is_file():
        _fail(f"no database at {path}")
    try:
        backend = SqliteBackend(path)
    except AgentStateError as exc:
        _fail(str(exc))
    try:
        yield backend
    except AgentStateError as exc:
        _fail(str(exc))
    finally:
        backend.close()


@contextmanager
def _session(path: str, session_id: str) -> Iterator[AgentState]:
    with _backend(path) as backend:
        known = [info.session_id for info in backend.sessions()]
        if session_id not in known:
            shown = ", ".join(known[:10]) + (" ..." if len(known) > 10 else "")
            _fail(f"no session {session_id!r} in {path} (sessions: {shown or 'none'})")
        yield AgentState.open(backend, session_id=session_id)


def _format(name: str) -> Format:
    if name == "openai":
        return "openai"
    return "anthropic"


def _one_line(text: str, width: int = 96) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "\u2026"


def describe(event: Event) -> str:
    """One line saying what an event holds, every control character written visibly."""
    return visible(_what(event), newlines=False)


def _what(event: Event) -> str:
    content = event.content
    if event.kind is EventKind.ASSISTANT:
        calls = ", ".join(
            f"{call.name}({json.dumps(call.arguments, ensure_ascii=False)})"
            for call in event.tool_calls
        )
        said = content.get("text") or ""
        return _one_line(f"{said} {'-> ' + calls if calls else ''}".strip())
    if event.kind is EventKind.TOOL_RESULT:
        marker = "error " if content.get("is_error") else ""
        result = content.get("result")
        shown = result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)
        return _one_line(f"{marker}{content.get('name')} [{content.get('call_id')}]: {shown}")
    if event.kind is EventKind.COMPACTION:
        outcome = content.get("outcome")
        if outcome == "committed":
            return (
                f"checkpoint v{content.get('version')} committed: covers through "
                f"ev_{content.get('covers_through')} ({content.get('summarizer')})"
            )
        if outcome == "dropped":
            refs = [ref for unit in units_of(event) for ref in unit.refs]
            return _one_line(f"dropped {', '.join(refs)} from view ({content.get('oracle')})")
        by = content.get("summarizer") or content.get("oracle")
        if outcome == "rejected":
            findings = content.get("findings")
            count = len(findings) if isinstance(findings, list) else 0
            what = "drops" if content.get("strategy") == "verbatim" else "summary"
            return f"{what} rejected ({count} findings, {by})"
        return _one_line(f"compaction {outcome}: {content.get('error')}")
    text = content.get("text")
    if isinstance(text, str):
        return _one_line(text)
    return _one_line(json.dumps(content, ensure_ascii=False))


def _event_json(event: Event) -> dict[str, JSONValue]:
    return {
        "ref": event.ref,
        "seq": event.seq,
        "kind": event.kind.value,
        "created_at": event.created_at.isoformat(),
        "tokens": event.tokens,
        "content": event.content,
    }


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


def _events_table(events: list[Event], title: str) -> Table:
    table = Table(title=escape(title), title_justify="left")
    table.add_column("ref", no_wrap=True)
    table.add_column("kind", no_wrap=True)
    table.add_column("time (UTC)", no_wrap=True)
    table.add_column("tokens", justify="right")
    table.add_column("content")
    for event in events:
        style = "bold" if event.kind is EventKind.COMPACTION else None
        table.add_row(
            event.ref,
            event.kind.value,
            event.created_at.strftime("%Y-%m-%d %H:%M:%S"),
            str(event.tokens),
            Text(describe(event)),
            style=style,
        )
    return table


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(agentstate.__version__, "--version", "-V", prog_name="agentstate")
def cli() -> None:
    """Durable, typed state for long-running LLM agents."""


@cli.command()
@click.argument("database")
@_json_option
def sessions(database: str, as_json: bool) -> None:
    """List the sessions of DATABASE."""
    with _backend(database) as backend:
        infos = backend.sessions()
    if as_json:
        _emit(
            [
                {
                    "session_id": i.session_id,
                    "created_at": i.created_at.isoformat(),
                    "events": i.last_seq,
                }
                for i in infos
            ]
        )
        return
    table = Table(title=escape(f"sessions in {database}"), title_justify="left")
    table.add_column("session")
    table.add_column("created (UTC)")
    table.add_column("events", justify="right")
    for info in infos:
        table.add_row(
            Text(visible(info.session_id)),
            info.created_at.strftime("%Y-%m-%d %H:%M:%S"),
            str(info.last_seq),
        )
    _console().print(table)


@cli.command()
@click.argument("database")
@click.argument("session_id")
@click.option("--after", type=click.IntRange(min=0), default=0, help="Start after this seq.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Show at most this many.")
@_json_option
def timeline(database: str, session_id: str, after: int, limit: int | None, as_json: bool) -> None:
    """Show a session's events, with compaction boundaries and rejected summaries."""
    with _session(database, session_id) as state:
        events = list(state.events(after=after, limit=limit))
        checkpoints = state.checkpoints()
    if as_json:
        _emit(
            {
                "session_id": session_id,
                "events": [_event_json(event) for event in events],
                "boundaries": [c.covers_through for c in checkpoints],
            }
        )
        return
    console = _console()
    console.print(_events_table(events, f"{session_id}: events {after + 1}..{after + len(events)}"))
    if checkpoints:
        latest = checkpoints[-1]
        console.print(
            f"latest checkpoint: v{latest.version} covers ev_1..ev_{latest.covers_through}; "
            f"events after it are the verbatim tail"
        )


@cli.group()
def evidence() -> None:
    """Look up the evidence of a session: get, search, expand."""


@evidence.command("get")
@click.argument("database")
@click.argument("session_id")
@click.argument("ref")
@_json_option
def evidence_get(database: str, session_id: str, ref: str, as_json: bool) -> None:
    """Show the event REF (ev_<seq>) in full."""
    with _session(database, session_id) as state:
        event = state.evidence.get(ref)
    if as_json:
        _emit(_event_json(event))
        return
    console = _console()
    console.print(f"[bold]{event.ref}[/bold] {event.kind.value} at {event.created_at.isoformat()}")
    console.print(visible_json(event.content), markup=False)


@evidence.command("search")
@click.argument("database")
@click.argument("session_id")
@click.argument("query")
@click.option("-k", type=click.IntRange(1, 200), default=5, show_default=True)
@click.option("--kind", "kinds", multiple=True, help="Only events of this kind (repeatable).")
@_json_option
def evidence_search(
    database: str, session_id: str, query: str, k: int, kinds: tuple[str, ...], as_json: bool
) -> None:
    """Search a session's events for QUERY (any term; stemmed; best first)."""
    with _session(database, session_id) as state:
        hits = state.evidence.search(query, k=k, kinds=kinds or None)
    if as_json:
        _emit(
            [{"ref": hit.ref, "score": hit.score, "event": _event_json(hit.event)} for hit in hits]
        )
        return
    _console().print(_events_table([hit.event for hit in hits], f"{len(hits)} hits for {query!r}"))


@evidence.command("expand")
@click.argument("database")
@click.argument("session_id")
@click.argument("ref")
@click.option("--before", type=click.IntRange(0, 200), default=2, show_default=True)
@click.option("--after", type=click.IntRange(0, 200), default=2, show_default=True)
@_json_option
def evidence_expand(
    database: str, session_id: str, ref: str, before: int, after: int, as_json: bool
) -> None:
    """Show the event REF with its neighbours."""
    with _session(database, session_id) as state:
        events = state.evidence.expand(ref, before=before, after=after)
    if as_json:
        _emit([_event_json(event) for event in events])
        return
    _console().print(_events_table(events, f"around {ref}"))


@cli.group()
def checkpoints() -> None:
    """Show a session's checkpoints: list, show one, diff two."""


@checkpoints.command("list")
@click.argument("database")
@click.argument("session_id")
@_json_option
def checkpoints_list(database: str, session_id: str, as_json: bool) -> None:
    """List every checkpoint of a session, oldest first."""
    with _session(database, session_id) as state:
        found = state.checkpoints()
    if as_json:
        _emit([_checkpoint_json(c) for c in found])
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
    _console().print(table)


def _pick(found: list[Checkpoint], version: int | None, session_id: str) -> Checkpoint:
    if not found:
        _fail(f"session {session_id!r} has no checkpoint yet")
    if version is None:
        return found[-1]
    for checkpoint in found:
        if checkpoint.version == version:
            return checkpoint
    _fail(f"session {session_id!r} has no checkpoint {version} (latest: {found[-1].version})")


@checkpoints.command("show")
@click.argument("database")
@click.argument("session_id")
@click.argument("version", type=int, required=False)
@_json_option
def checkpoints_show(database: str, session_id: str, version: int | None, as_json: bool) -> None:
    """Show a checkpoint's summary (default: the latest)."""
    with _session(database, session_id) as state:
        checkpoint = _pick(state.checkpoints(), version, session_id)
    if as_json:
        _emit(_checkpoint_json(checkpoint))
        return
    console = _console()
    console.print(
        f"[bold]checkpoint v{checkpoint.version}[/bold] (parent v{checkpoint.parent}) covers "
        f"ev_1..ev_{checkpoint.covers_through}, {checkpoint.token_count} tokens, by "
        f"{escape(visible(checkpoint.summarizer))}"
    )
    console.print(visible(render_summary(checkpoint.summary)), markup=False)


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
@_json_option
def checkpoints_diff(database: str, session_id: str, old: int, new: int, as_json: bool) -> None:
    """Show what changed between checkpoints OLD and NEW, field by field."""
    with _session(database, session_id) as state:
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
        _emit({"old": old, "new": new, "changes": shown})
        return
    console = _console()
    console.print(f"checkpoint v{old} -> v{new}")
    for field, change in changes.items():
        console.print(f"[bold]{escape(visible(field))}[/bold]")
        for line in change["removed"]:
            console.print(f"  [red]- {escape(visible(line))}[/red]")
        for line in change["added"]:
            console.print(f"  [green]+ {escape(visible(line))}[/green]")
    if not changes:
        console.print("no change")


@cli.command()
@click.argument("database")
@click.argument("session_id")
@click.argument("key", required=False)
@_json_option
def scratchpad(database: str, session_id: str, key: str | None, as_json: bool) -> None:
    """Show a session's scratchpad values with their provenance, or the history of KEY."""
    with _session(database, session_id) as state:
        if key is None:
            facts = state.scratchpad.facts()
            if as_json:
                _emit(
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
            _console().print(table)
            return
        versions = state.scratchpad.history(key)
    if not versions:
        _fail(f"session {session_id!r} has no value for {key!r}")
    if as_json:
        _emit(
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
    _console().print(table)


@cli.command()
@click.argument("database")
@click.argument("session_id")
@click.argument("action_id", required=False)
@_json_option
def ledger(database: str, session_id: str, action_id: str | None, as_json: bool) -> None:
    """Show a session's ledger actions with their status, or the history of ACTION_ID."""
    with _session(database, session_id) as state:
        actions = state.ledger.actions() if action_id is None else state.ledger.history(action_id)
    if as_json:
        _emit(
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
    _console().print(table)


@cli.command()
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
    type=click.Choice(["openai", "anthropic"]),
    default="openai",
    show_default=True,
)
@_json_option
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
            _fail(str(exc))
        if not isinstance(loaded, list):
            _fail(f"{tools_file} must hold a JSON list of tool definitions")
        tools = loaded
    with _session(database, session_id) as state:
        rendered = state.context(system=system, tools=[*tools, *state.tools()], budget=budget)
    openai: dict[str, JSONValue] = {
        "messages": list[JSONValue](rendered.to_openai()),
        "tools": list[JSONValue](rendered.openai_tools()),
    }
    request: JSONValue = openai if fmt == "openai" else rendered.to_anthropic()
    if as_json:
        _emit(request)
        return
    console = _console()
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


@cli.command(name="export")
@click.argument("database")
@click.argument("session_id")
@click.option("--format", "fmt", type=click.Choice(["openai", "anthropic"]), required=True)
@click.option(
    "--after", type=click.IntRange(min=0), default=0, help="Export events after this seq."
)
@click.option(
    "--until", type=click.IntRange(min=1), default=None, help="Export events up to this seq."
)
def export_command(database: str, session_id: str, fmt: str, after: int, until: int | None) -> None:
    """Print a session's messages as a provider message list (JSON)."""
    with _session(database, session_id) as state:
        messages = state.export_messages(format=_format(fmt), after=after, until=until)
    _emit(list[JSONValue](messages))


@cli.command(name="import")
@click.argument("database")
@click.argument("session_id")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["openai", "anthropic"]), required=True)
@click.option("--repair", is_flag=True, help="Repair torn tool exchanges, recording each repair.")
@_json_option
def import_command(
    database: str, session_id: str, file: Path, fmt: str, repair: bool, as_json: bool
) -> None:
    """Append the messages of a JSON FILE to a session (creating the database if needed)."""
    if not file.is_file():
        _fail(f"no file at {file}")
    try:
        messages = _json.parse(file.read_text(), what=str(file))
    except InvalidContent as exc:
        _fail(str(exc))
    if not isinstance(messages, list):
        _fail(f"{file} must hold a JSON list of messages")
    try:
        with AgentState.open(database, session_id=session_id) as state:
            refs = state.import_messages(messages, format=_format(fmt), repair=repair)
    except AgentStateError as exc:
        _fail(str(exc))
    if as_json:
        _emit({"session_id": session_id, "imported": len(refs), "refs": [ref.ref for ref in refs]})
        return
    first, last = (refs[0].ref, refs[-1].ref) if refs else ("-", "-")
    click.echo(f"imported {len(refs)} events into {session_id!r} ({first}..{last})")


@cli.command()
@click.option(
    "--db",
    "path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=Path("agentstate-demo.db"),
    show_default=True,
    help="Where to leave the demo's database (replaced if it exists).",
)
def demo(path: Path) -> None:
    """Run the offline demo: a support agent on ticket 9104, compacted as it goes."""
    from agentstate.demo import run_demo

    try:
        run_demo(path, console=_console())
    except AgentStateError as exc:
        _fail(str(exc))


@cli.command(name="copy")
@click.argument("source")
@click.argument("target")
@click.option("--session", "session_id", required=True, help="The session to copy.")
@click.option("--to", "to_session_id", default=None, help="Its id in TARGET (default: the same).")
@_json_option
def copy_command(
    source: str, target: str, session_id: str, to_session_id: str | None, as_json: bool
) -> None:
    """Copy a session from SOURCE to TARGET by replaying its log (paths or postgresql:// URLs).

    Every event keeps its seq, content, time and tokens, so every ref still resolves; tool
    calls, scratchpad and ledger history, checkpoints and pins come along. TARGET is created
    if it is a missing SQLite file; SOURCE never is.
    """
    from agentstate.backends import open_backend
    from agentstate.transfer import copy_session

    if "://" not in source and not Path(source).is_file():
        _fail(f"no database at {source}")
    try:
        with _closing(open_backend(source)) as origin, _closing(open_backend(target)) as into:
            report = copy_session(origin, into, session_id=session_id, to_session_id=to_session_id)
    except AgentStateError as exc:
        _fail(str(exc))
    counts = attrs.asdict(report)
    if as_json:
        _emit(counts)
        return
    click.echo(
        f"copied {report.session_id} to {report.to_session_id}: {report.events} events, "
        f"{report.checkpoints} checkpoints, {report.tool_calls} tool calls, "
        f"{report.facts} scratchpad writes, {report.actions} ledger states, {report.pins} pins"
    )


@contextmanager
def _closing(backend: StorageBackend) -> Iterator[StorageBackend]:
    try:
        yield backend
    finally:
        backend.close()


@cli.group(name="eval")
def eval_group() -> None:
    """Measure agentstate on recorded data (continuation fidelity, retrieval quality)."""


@eval_group.command(name="retrieval")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--mode",
    type=click.Choice(["lexical", "hybrid"]),
    default=None,
    help="Search mode (default: hybrid with --embedder, lexical without).",
)
@click.option(
    "--embedder",
    "embedder_spec",
    default=None,
    metavar="SPEC",
    help="'minilm' (pyagentstate-minilm) or module:factory giving an Embedder.",
)
@click.option(
    "-k",
    "ks",
    type=int,
    multiple=True,
    default=(5, 10, 25, 50),
    show_default=True,
    help="A recall cut-off; repeat for several.",
)
@click.option("--json", "as_json", is_flag=True, help="Print only JSON.")
def eval_retrieval(
    path: Path, mode: str | None, embedder_spec: str | None, ks: tuple[int, ...], as_json: bool
) -> None:
    """Recall@k of the gold evidence turns of LoCoMo-format conversations in PATH."""
    from agentstate.eval import retrieval  # imported here: keeps the eval off CLI startup

    try:
        embedder = retrieval.load_embedder(embedder_spec) if embedder_spec else None
        chosen = mode or ("hybrid" if embedder is not None else "lexical")
        report = retrieval.evaluate_retrieval(
            retrieval.load_locomo(path),
            mode="hybrid" if chosen == "hybrid" else "lexical",
            embedder=embedder,
            ks=ks,
        )
    except AgentStateError as exc:
        raise click.ClickException(str(exc)) from exc
    if as_json:
        click.echo(json.dumps({"dataset": str(path), **report.to_json()}, indent=2))
    else:
        click.echo(retrieval.format_report(report))


@eval_group.command(name="replay")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--domain", "domain_name", required=True, help="The runs' domain (tau-airline, ...).")
@click.option(
    "--budget",
    type=int,
    required=True,
    help="History budget: tokens a request may take after its stable prefix.",
)
@click.option(
    "--tasks",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="A τ²-bench tasks file to take gold actions from.",
)
@click.option(
    "--plot",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write history tokens per request to this .svg (or .png, with matplotlib).",
)
@click.option("--runs", "per_run", is_flag=True, help="Show each run's figures too.")
@click.option(
    "--model",
    "model_spec",
    default=None,
    metavar="SPEC",
    help="Live diagnostics (re-reading, confabulation) with a model: module:factory.",
)
@_json_option
def eval_replay(
    path: Path,
    domain_name: str,
    budget: int,
    tasks: Path | None,
    plot: Path | None,
    per_run: bool,
    model_spec: str | None,
    as_json: bool,
) -> None:
    """Replay recorded agent runs in PATH through agentstate, against the full transcript.

    Reports probe recovery, token cost, validity and the cache-stable share.

    PATH holds τ-bench trajectories, a τ²-bench run, or an OpenAI or Anthropic message list.
    """
    # Imported here: keeps the eval off CLI startup.
    from agentstate.domains import get_domain
    from agentstate.eval import live, report, runs
    from agentstate.eval.replay import evaluate_replay

    diagnostics: live.Diagnostics | None = None
    if budget <= 0:
        _fail(f"--budget must be a positive number of tokens, not {budget}")
    if plot is not None and plot.suffix.lower() not in (".svg", ".png"):
        _fail(f"--plot must name a .svg or .png file, not {plot.name!r}")
    try:
        domain = get_domain(domain_name)
        recorded = runs.load_runs(path, tasks=tasks)
        if model_spec is not None:
            model = live.load_model(model_spec)
            diagnostics, result = live.diagnose(recorded, model=model, domain=domain, budget=budget)
        else:
            result = evaluate_replay(recorded, domain=domain, budget=budget)
        if plot is not None:
            report.write_plot(result, plot)
    except AgentStateError as exc:
        _fail(str(exc))
    if as_json:
        data = result.to_json()
        if diagnostics is not None:
            data["diagnostics"] = diagnostics.to_json()
        _emit(data)
        return
    click.echo(report.format_table(result, runs=per_run))
    if diagnostics is not None:
        found = diagnostics.to_json()
        click.echo(
            f"\nlive diagnostics ({found['model']}, {found['points']} points): "
            f"{found['rereads']} re-reads, {found['disagreements']} disagreements, "
            f"{found['unsupported_values']} unsupported values"
        )
    if plot is not None:
        click.echo(f"\nplot: {plot}")


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``agentstate`` console script."""
    cli.main(args=argv, prog_name="agentstate", standalone_mode=True)


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])
