"""What every ``agentstate`` command shares: opening a database or a session, and output.

Output is for people by default (via rich) and JSON with ``--json`` (stdout then holds only
JSON). Errors exit with status 1 and a one-line message, every control character written
visibly.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NoReturn

import click
from rich.console import Console

from agentstate._json import JSONValue
from agentstate._terminal import visible, visible_json
from agentstate.backends.sqlite import SqliteBackend
from agentstate.errors import AgentStateError
from agentstate.state import AgentState

__all__ = ["emit", "fail", "json_option", "new_console", "open_database", "open_session"]

json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON only.")
"""The ``--json`` flag, passed to the command as ``as_json``."""


def new_console() -> Console:
    """A console for tables and text, without rich's highlighting or soft wrapping."""
    return Console(highlight=False, soft_wrap=False)


def fail(message: str) -> NoReturn:
    """End the command with status 1 and `message`, control characters written visibly."""
    raise click.ClickException(visible(message))


def emit(value: JSONValue) -> None:
    """Print `value` as JSON, control characters written visibly."""
    click.echo(visible_json(value))


@contextmanager
def open_database(path: str) -> Iterator[SqliteBackend]:
    """The database at `path`, closed afterwards; never created (a missing file fails).

    An `AgentStateError` in the block ends the command with its message.
    """
    if not Path(path).is_file():
        fail(f"no database at {path}")
    try:
        backend = SqliteBackend(path)
    except AgentStateError as exc:
        fail(str(exc))
    try:
        yield backend
    except AgentStateError as exc:
        fail(str(exc))
    finally:
        backend.close()


@contextmanager
def open_session(path: str, session_id: str) -> Iterator[AgentState]:
    """The session `session_id` of the database at `path`; a missing session fails."""
    with open_database(path) as backend:
        known = [info.session_id for info in backend.sessions()]
        if session_id not in known:
            shown = ", ".join(known[:10]) + (" ..." if len(known) > 10 else "")
            fail(f"no session {session_id!r} in {path} (sessions: {shown or 'none'})")
        yield AgentState.open(backend, session_id=session_id)
