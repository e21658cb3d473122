"""The MCP server in process: agentstate's tools and schemas exactly, errors as results."""

from __future__ import annotations

import json
import os

import anyio
import pytest

if os.environ.get("CI", "").lower() != "true":
    pytest.importorskip(
        "mcp", reason="the mcp SDK is not installed here: pip install -e adapters/mcp"
    )

from agentstate_mcp import RESOURCES, build_server
from mcp.client import Client
from mcp.shared.exceptions import MCPError

from agentstate import AgentState, MemoryBackend
from agentstate.testing import ManualClock
from agentstate.testing.scenarios import SupportTicket, TicketFacts, support_ticket


def _ticket() -> tuple[AgentState, SupportTicket]:
    state = AgentState.open(
        MemoryBackend(), session_id="t9104", clock=ManualClock(), scratchpad=TicketFacts
    )
    return state, support_ticket(state)


def _text(result: object) -> str:
    content = result.content  # type: ignore[attr-defined]
    return "".join(part.text for part in content)


def test_the_tools_are_agentstates_with_their_schemas_and_read_only() -> None:
    state, _ = _ticket()

    async def main() -> None:
        async with Client(build_server(state)) as client:
            listed = (await client.list_tools()).tools
        own = {tool.name: tool for tool in state.tools()}
        assert [tool.name for tool in listed] == list(own)
        for tool in listed:
            assert tool.input_schema == own[tool.name].input_schema
            assert tool.description == own[tool.name].description
            assert tool.annotations is not None
            assert tool.annotations.read_only_hint is True
            assert tool.annotations.destructive_hint is False

    anyio.run(main)


def test_every_tool_answers_from_the_session() -> None:
    state, ticket = _ticket()

    async def main() -> None:
        async with Client(build_server(state)) as client:
            got = await client.call_tool("evidence_get", {"ref": ticket.report})
            found = await client.call_tool("evidence_search", {"query": "damaged pallet"})
            around = await client.call_tool("evidence_expand", {"ref": ticket.policy})
            history = await client.call_tool("fact_history", {"key": "order_id"})
            action = await client.call_tool("action_history", {"action_id": ticket.credit})
        for result in (got, found, around, history, action):
            assert result.is_error is False, _text(result)
        assert "Ticket 9104" in _text(got)
        assert ticket.report in _text(found)
        assert ticket.policy in _text(around)
        assert _text(history).index("4912") < _text(history).index("4921")
        assert "pending" in _text(action)

    anyio.run(main)


@pytest.mark.parametrize(
    ("name", "arguments", "said"),
    [
        ("evidence_get", {"ref": "twelve"}, "invalid arguments"),
        ("evidence_get", {}, "'ref' is a required property"),
        ("evidence_get", {"ref": "ev_999"}, "ev_999"),
        ("issue_credit", {"amount_cents": 100}, "issue_credit"),
    ],
)
def test_a_bad_call_is_a_tool_result_marked_as_an_error(
    name: str, arguments: dict[str, object], said: str
) -> None:
    """Off the schema, an unknown ref or an unknown tool: isError, with what went wrong."""
    state, _ = _ticket()

    async def main() -> None:
        async with Client(build_server(state)) as client:
            result = await client.call_tool(name, arguments)
        assert result.is_error is True
        assert said in _text(result)

    anyio.run(main)


def test_the_resources_are_the_state_block_the_scratchpad_and_the_ledger() -> None:
    state, ticket = _ticket()

    async def main() -> None:
        async with Client(build_server(state)) as client:
            listed = (await client.list_resources()).resources
            read = {
                str(resource.uri): (await client.read_resource(resource.uri)).contents[0]
                for resource in listed
            }
            with pytest.raises(MCPError, match="no resource"):
                await client.read_resource("agentstate://t9104/secrets")
        assert [str(resource.uri) for resource in listed] == [
            f"agentstate://t9104/{part}" for part in RESOURCES
        ]
        block = read["agentstate://t9104/state"]
        assert block.mime_type == "text/plain"
        assert '- order_id: "4921"' in block.text  # type: ignore[union-attr]
        values = json.loads(read["agentstate://t9104/scratchpad"].text)["values"]  # type: ignore[union-attr]
        [credit_cents] = [value for value in values if value["key"] == "credit_cents"]
        assert credit_cents["value"] == 25000
        assert credit_cents["source"] == state.scratchpad.provenance("credit_cents")
        actions = json.loads(read["agentstate://t9104/ledger"].text)["actions"]  # type: ignore[union-attr]
        [credit] = [action for action in actions if action["id"] == ticket.credit]
        assert credit["status"] == "pending"
        assert credit["params"] == {"amount_cents": 25000, "order_id": "4921"}

    anyio.run(main)


def test_what_an_agent_writes_meanwhile_is_read_at_the_next_request() -> None:
    state, ticket = _ticket()

    async def main() -> None:
        async with Client(build_server(state)) as client:
            before = (await client.read_resource("agentstate://t9104/ledger")).contents[0]
            state.ledger.approve(ticket.credit, by="supervisor:ana", source=ticket.promise)
            after = (await client.read_resource("agentstate://t9104/ledger")).contents[0]
        assert '"status": "pending"' in before.text  # type: ignore[union-attr]
        assert '"status": "approved"' in after.text  # type: ignore[union-attr]

    anyio.run(main)
