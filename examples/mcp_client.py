"""An MCP client reading an agentstate session: the demo's ticket, served over stdio.

Runs offline: it writes the demo's database (`agentstate demo`), starts
``agentstate mcp DATABASE --session ticket-9104`` as a process, and reads the session the way
any MCP client would (Claude Desktop, the OpenAI Agents SDK, Pydantic AI): the state resource,
then the evidence tools.

    pip install -e adapters/mcp
    python examples/mcp_client.py [--db PATH]
"""

from __future__ import annotations

import argparse
import io
import sys
import tempfile
from pathlib import Path

import anyio
from mcp import StdioServerParameters
from mcp.client import Client
from rich.console import Console

from agentstate.demo import SESSION_ID, run_demo


async def read_session(database: Path) -> None:
    """Start the server on `database` and read the demo's session through it."""
    command = StdioServerParameters(
        command=sys.executable,
        args=["-m", "agentstate_mcp", str(database), "--session", SESSION_ID],
    )
    async with Client(command) as client:
        tools = (await client.list_tools()).tools
        print("tools:", ", ".join(tool.name for tool in tools))
        state = await client.read_resource(f"agentstate://{SESSION_ID}/state")
        print("\nthe state resource:")
        print(state.contents[0].text)  # type: ignore[union-attr]
        found = await client.call_tool("evidence_search", {"query": "damaged pallet", "k": 2})
        print("\nevidence_search 'damaged pallet':")
        print(found.content[0].text)  # type: ignore[union-attr]
        wrong = await client.call_tool("evidence_get", {"ref": "ev_9999"})
        print("\nevidence_get ev_9999 (an error the model reads, not a crash):")
        print(f"isError={wrong.is_error}: {wrong.content[0].text}")  # type: ignore[union-attr]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=None, help="where to write the demo database")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        database = args.db or Path(scratch) / "agentstate-demo.db"
        run_demo(database, console=Console(file=io.StringIO()))  # quietly
        anyio.run(read_session, database)


if __name__ == "__main__":
    main()
