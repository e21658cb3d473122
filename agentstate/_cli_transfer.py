"""The ``agentstate`` commands that move sessions: export, import and copy.

Export prints a session as a provider message list, import appends one to a session, and
copy replays a session's log from one database into another.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import attrs
import click

from agentstate import _json
from agentstate._cli_common import emit, fail, json_option, open_session
from agentstate._json import JSONValue
from agentstate.backends.base import StorageBackend
from agentstate.errors import AgentStateError, InvalidContent
from agentstate.formats import Format
from agentstate.state import AgentState

__all__ = ["COMMANDS"]


def _format(name: str) -> Format:
    if name == "openai":
        return "openai"
    return "anthropic"


@click.command(name="export")
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
    with open_session(database, session_id) as state:
        messages = state.export_messages(format=_format(fmt), after=after, until=until)
    emit(list[JSONValue](messages))


@click.command(name="import")
@click.argument("database")
@click.argument("session_id")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["openai", "anthropic", "auto"]),
    default="auto",
    show_default=True,
    help="The file's format; auto detects it, and a named format the file contradicts fails.",
)
@click.option("--repair", is_flag=True, help="Repair torn tool exchanges, recording each repair.")
@json_option
def import_command(
    database: str, session_id: str, file: Path, fmt: str, repair: bool, as_json: bool
) -> None:
    """Append the messages of a JSON FILE to a session (creating the database if needed)."""
    if not file.is_file():
        fail(f"no file at {file}")
    try:
        messages = _json.parse(file.read_text(), what=str(file))
    except InvalidContent as exc:
        fail(str(exc))
    if not isinstance(messages, list):
        fail(f"{file} must hold a JSON list of messages")
    try:
        with AgentState.open(database, session_id=session_id) as state:
            detected = None if fmt == "auto" else _format(fmt)
            refs = state.import_messages(messages, format=detected, repair=repair)
    except AgentStateError as exc:
        fail(str(exc))
    if as_json:
        emit(
            {
                "session_id": session_id,
                "imported": len(refs),
                "skipped": refs.skipped,
                "refs": [ref.ref for ref in refs],
            }
        )
        return
    first, last = (refs[0].ref, refs[-1].ref) if refs else ("-", "-")
    skipped = f"; {refs.skipped} messages already there" if refs.skipped else ""
    click.echo(f"imported {len(refs)} events into {session_id!r} ({first}..{last}){skipped}")


@click.command(name="copy")
@click.argument("source")
@click.argument("target")
@click.option("--session", "session_id", required=True, help="The session to copy.")
@click.option("--to", "to_session_id", default=None, help="Its id in TARGET (default: the same).")
@json_option
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
        fail(f"no database at {source}")
    try:
        with _closing(open_backend(source)) as origin, _closing(open_backend(target)) as into:
            report = copy_session(origin, into, session_id=session_id, to_session_id=to_session_id)
    except AgentStateError as exc:
        fail(str(exc))
    counts = attrs.asdict(report)
    if as_json:
        emit(counts)
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


COMMANDS: tuple[click.Command, ...] = (export_command, import_command, copy_command)
"""This module's commands, for the ``agentstate`` group."""
