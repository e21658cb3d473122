"""``agentstate mcp DATABASE --session ID``: serve one session over MCP on standard I/O."""

from __future__ import annotations

import sys

import click

from agentstate import AgentState
from agentstate.errors import AgentStateError
from agentstate_mcp.server import run_stdio

__all__ = ["mcp_command"]


@click.command("mcp")
@click.argument("database")
@click.option("--session", "session_id", required=True, help="The session to serve.")
def mcp_command(database: str, session_id: str) -> None:
    """Serve one session of DATABASE (a SQLite file or a postgresql:// URL) over MCP (stdio).

    Read-only: evidence get/search/expand, fact and action history as tools; the state block,
    the scratchpad and the ledger as resources. Standard output carries the protocol alone.
    """
    try:
        state = AgentState.open(database, session_id=session_id, create=False)
    except AgentStateError as exc:
        click.echo(f"Error: {exc}", err=True)
        sys.exit(1)
    with state:
        run_stdio(state)
