"""``agentstate serve DATABASE [--host 127.0.0.1] [--port 8421]``: the web console."""

from __future__ import annotations

import os
import sys
from urllib.parse import urlsplit, urlunsplit

import click
import uvicorn

from agentstate.backends import open_backend
from agentstate.errors import AgentStateError
from agentstate_console.app import create_app
from agentstate_console.security import is_loopback

__all__ = ["DEFAULT_PORT", "serve_command"]

DEFAULT_PORT = 8421
"""Where the console listens unless told otherwise."""


def _without_password(target: str) -> str:
    """`target` as it may be printed: a URL's password replaced by ``***``."""
    parts = urlsplit(target)
    if not parts.password:
        return target
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


@click.command("serve")
@click.argument("database")
@click.option("--host", default="127.0.0.1", show_default=True, help="The address to bind.")
@click.option(
    "--port", type=click.IntRange(1, 65535), default=DEFAULT_PORT, show_default=True,
    help="The port to listen on.",
)  # fmt: skip
@click.option(
    "--token",
    envvar="AGENTSTATE_CONSOLE_TOKEN",
    default=None,
    help="Required on every request (env AGENTSTATE_CONSOLE_TOKEN); needed for any bind "
    "but a loopback address.",
)
@click.option("--read-only", is_flag=True, help="Show everything; approve and reject nothing.")
def serve_command(
    database: str,
    host: str,
    port: int,
    token: str | None,
    read_only: bool,  # noqa: FBT001 - click passes flags positionally
) -> None:
    """Serve a web console for DATABASE (a SQLite file or a postgresql:// URL).

    Sessions with their timelines, checkpoints, scratchpad, ledger, evidence and next
    context; and an approvals queue where a named person approves or rejects pending actions.
    Binds to 127.0.0.1 unless told otherwise; any other address needs --token.
    """
    if not is_loopback(host) and not token:
        click.echo(
            f"Error: binding to {host} exposes the console beyond this machine: give a --token "
            "(or set AGENTSTATE_CONSOLE_TOKEN)",
            err=True,
        )
        sys.exit(2)
    if "://" not in database and not os.path.isfile(database):
        click.echo(f"Error: no database at {database}", err=True)
        sys.exit(1)
    try:
        backend = open_backend(database)
    except AgentStateError as exc:
        click.echo(f"Error: {exc}", err=True)
        sys.exit(1)
    try:
        app = create_app(backend, read_only=read_only, token=token)
        shown = f"[{host}]" if ":" in host else host
        suffix = "/?token=..." if token else "/"
        click.echo(
            f"agentstate console for {_without_password(database)} at "
            f"http://{shown}:{port}{suffix}" + (" (read-only)" if read_only else ""),
            err=True,
        )
        uvicorn.run(app, host=host, port=port, log_level="warning", access_log=False)
    finally:
        backend.close()
