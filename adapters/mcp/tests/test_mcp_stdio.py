"""The server as a process over stdio, driven by the clients people use.

`mcp`'s own client, the OpenAI Agents SDK's `MCPServerStdio` and Pydantic AI's `MCPToolset`
each start ``agentstate mcp DATABASE --session ID`` (or ``python -m agentstate_mcp``) on a
stored session and call its tools.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import anyio
import pytest

if os.environ.get("CI", "").lower() != "true":
    pytest.importorskip(
        "mcp", reason="the mcp SDK is not installed here: pip install -e adapters/mcp"
    )

from mcp import StdioServerParameters
from mcp.client import Client

from agentstate import AgentState
from agentstate.testing.scenarios import SupportTicket, TicketFacts, support_ticket

BIN = Path(sys.executable).parent


@pytest.fixture
def stored(tmp_path: Path) -> tuple[Path, SupportTicket]:
    """A SQLite database holding the support ticket, closed."""
    path = tmp_path / "ticket.db"
    with AgentState.open(str(path), session_id="t9104", scratchpad=TicketFacts) as state:
        ticket = support_ticket(state)
    return path, ticket


def _commands(path: Path) -> list[StdioServerParameters]:
    served = [str(path), "--session", "t9104"]
    return [
        StdioServerParameters(command=str(BIN / "agentstate"), args=["mcp", *served]),
        StdioServerParameters(command=sys.executable, args=["-m", "agentstate_mcp", *served]),
    ]


def test_the_command_serves_the_stored_session(stored: tuple[Path, SupportTicket]) -> None:
    path, ticket = stored

    async def main() -> None:
        for command in _commands(path):
            async with Client(command) as client:
                names = [tool.name for tool in (await client.list_tools()).tools]
                got = await client.call_tool("evidence_get", {"ref": ticket.report})
                block = (await client.read_resource("agentstate://t9104/state")).contents[0]
            assert names == [
                "evidence_get",
                "evidence_search",
                "evidence_expand",
                "fact_history",
                "action_history",
            ]
            assert got.is_error is False
            assert "Ticket 9104" in got.content[0].text  # type: ignore[union-attr]
            assert '- order_id: "4921"' in block.text  # type: ignore[union-attr]

    anyio.run(main)


def test_a_missing_session_or_database_is_said_on_stderr(
    stored: tuple[Path, SupportTicket], tmp_path: Path
) -> None:
    """Nothing is served, standard output stays empty, and the exit status is 1."""
    path, _ = stored
    for database, session in [(str(path), "nope"), (str(tmp_path / "none.db"), "t9104")]:
        done = subprocess.run(
            [str(BIN / "agentstate"), "mcp", database, "--session", session],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert done.returncode == 1
        assert done.stdout == ""
        assert done.stderr.startswith("Error: ")
    assert not (tmp_path / "none.db").exists()


def test_the_openai_agents_sdk_lists_and_calls_the_tools(
    stored: tuple[Path, SupportTicket],
) -> None:
    from agents.mcp import MCPServerStdio

    path, ticket = stored

    async def main() -> None:
        params = {
            "command": str(BIN / "agentstate"),
            "args": ["mcp", str(path), "--session", "t9104"],
        }
        async with MCPServerStdio(params=params, client_session_timeout_seconds=30) as server:  # type: ignore[arg-type]
            tools = await server.list_tools()
            result = await server.call_tool("fact_history", {"key": "order_id"})
        assert {tool.name for tool in tools} >= {"evidence_get", "fact_history"}
        text = "".join(part.text for part in result.content)  # type: ignore[union-attr]
        assert text.index("4912") < text.index("4921")
        assert ticket.correction in text  # each value with the event it came from

    anyio.run(main)


def test_a_pydantic_ai_agent_calls_the_tools_through_mcp_toolset(
    stored: tuple[Path, SupportTicket],
) -> None:
    """A FunctionModel asks for the user's first message; the agent gets it from the server."""
    from fastmcp.client.transports import StdioTransport
    from pydantic_ai import Agent
    from pydantic_ai.mcp import MCPToolset
    from pydantic_ai.messages import (
        ModelMessage,
        ModelResponse,
        TextPart,
        ToolCallPart,
        ToolReturnPart,
    )
    from pydantic_ai.models.function import AgentInfo, FunctionModel

    path, ticket = stored

    def model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        returned = [
            part
            for message in messages
            for part in getattr(message, "parts", [])
            if isinstance(part, ToolReturnPart)
        ]
        if not returned:
            assert "evidence_get" in {tool.name for tool in info.function_tools}
            return ModelResponse(parts=[ToolCallPart("evidence_get", {"ref": ticket.report})])
        return ModelResponse(parts=[TextPart(str(returned[0].content))])

    transport = StdioTransport(
        command=str(BIN / "agentstate"), args=["mcp", str(path), "--session", "t9104"]
    )
    agent = Agent(FunctionModel(model), toolsets=[MCPToolset(transport)])
    result = agent.run_sync("What did the user first report?")
    assert "Ticket 9104" in result.output
