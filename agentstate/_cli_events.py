"""The ``agentstate`` commands that read a session's log: sessions, timeline, evidence."""

from __future__ import annotations

import click
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from agentstate import event_lines
from agentstate._cli_common import emit, json_option, new_console, open_database, open_session
from agentstate._json import JSONValue
from agentstate._terminal import visible, visible_json
from agentstate.events import Event, EventKind

__all__ = ["COMMANDS", "describe"]


def describe(event: Event) -> str:
    """One line saying what an event holds, every control character written visibly."""
    return visible(event_lines.describe(event), newlines=False)


def _event_json(event: Event) -> dict[str, JSONValue]:
    return {
        "ref": event.ref,
        "seq": event.seq,
        "kind": event.kind.value,
        "created_at": event.created_at.isoformat(),
        "tokens": event.tokens,
        "content": event.content,
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


@click.command()
@click.argument("database")
@json_option
def sessions(database: str, as_json: bool) -> None:
    """List the sessions of DATABASE."""
    with open_database(database) as backend:
        infos = backend.sessions()
    if as_json:
        emit(
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
    new_console().print(table)


@click.command()
@click.argument("database")
@click.argument("session_id")
@click.option("--after", type=click.IntRange(min=0), default=0, help="Start after this seq.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Show at most this many.")
@json_option
def timeline(database: str, session_id: str, after: int, limit: int | None, as_json: bool) -> None:
    """Show a session's events, with compaction boundaries and rejected summaries."""
    with open_session(database, session_id) as state:
        events = list(state.events(after=after, limit=limit))
        checkpoints = state.checkpoints()
    if as_json:
        emit(
            {
                "session_id": session_id,
                "events": [_event_json(event) for event in events],
                "boundaries": [c.covers_through for c in checkpoints],
            }
        )
        return
    console = new_console()
    console.print(_events_table(events, f"{session_id}: events {after + 1}..{after + len(events)}"))
    if checkpoints:
        latest = checkpoints[-1]
        console.print(
            f"latest checkpoint: v{latest.version} covers ev_1..ev_{latest.covers_through}; "
            f"events after it are the verbatim tail"
        )


@click.group()
def evidence() -> None:
    """Look up the evidence of a session: get, search, expand."""


@evidence.command("get")
@click.argument("database")
@click.argument("session_id")
@click.argument("ref")
@json_option
def evidence_get(database: str, session_id: str, ref: str, as_json: bool) -> None:
    """Show the event REF (ev_<seq>) in full."""
    with open_session(database, session_id) as state:
        event = state.evidence.get(ref)
    if as_json:
        emit(_event_json(event))
        return
    console = new_console()
    console.print(f"[bold]{event.ref}[/bold] {event.kind.value} at {event.created_at.isoformat()}")
    console.print(visible_json(event.content), markup=False)


@evidence.command("search")
@click.argument("database")
@click.argument("session_id")
@click.argument("query")
@click.option("-k", type=click.IntRange(1, 200), default=5, show_default=True)
@click.option("--kind", "kinds", multiple=True, help="Only events of this kind (repeatable).")
@json_option
def evidence_search(
    database: str, session_id: str, query: str, k: int, kinds: tuple[str, ...], as_json: bool
) -> None:
    """Search a session's events for QUERY (any term; stemmed; best first)."""
    with open_session(database, session_id) as state:
        hits = state.evidence.search(query, k=k, kinds=kinds or None)
    if as_json:
        emit(
            [{"ref": hit.ref, "score": hit.score, "event": _event_json(hit.event)} for hit in hits]
        )
        return
    new_console().print(
        _events_table([hit.event for hit in hits], f"{len(hits)} hits for {query!r}")
    )


@evidence.command("expand")
@click.argument("database")
@click.argument("session_id")
@click.argument("ref")
@click.option("--before", type=click.IntRange(0, 200), default=2, show_default=True)
@click.option("--after", type=click.IntRange(0, 200), default=2, show_default=True)
@json_option
def evidence_expand(
    database: str, session_id: str, ref: str, before: int, after: int, as_json: bool
) -> None:
    """Show the event REF with its neighbours."""
    with open_session(database, session_id) as state:
        events = state.evidence.expand(ref, before=before, after=after)
    if as_json:
        emit([_event_json(event) for event in events])
        return
    new_console().print(_events_table(events, f"around {ref}"))


COMMANDS: tuple[click.Command, ...] = (sessions, timeline, evidence)
"""This module's commands, for the ``agentstate`` group."""
