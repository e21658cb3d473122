"""The agent loop on a Message the real SDK parsed: Claude's tool use run and answered."""

from __future__ import annotations

import pytest
from agentstate_anthropic import messages_request
from agentstate_anthropic.testing import ScriptedAnthropicAPI, reply, tool_reply
from anthropic_values import MODEL

from agentstate import AgentState, MemoryBackend
from agentstate.agent_loop import AgentLoop
from agentstate.formats.validity import check_anthropic
from agentstate.json_values import JSONObject, JSONValue
from agentstate.tools import Tool

ORDER: JSONObject = {
    "type": "object",
    "properties": {"order_id": {"type": "string"}},
    "required": ["order_id"],
    "additionalProperties": False,
}


def lookup(args: JSONObject) -> JSONValue:
    return {"order_id": args["order_id"], "status": "delivered"}


@pytest.mark.usefixtures("allow_model_requests")
def test_claudes_tool_use_is_run_and_the_next_request_is_valid() -> None:
    state = AgentState.open(MemoryBackend(), session_id="ticket-9104")
    state.append_user("Order 4921 arrived damaged.")
    loop = AgentLoop(state, [Tool("lookup_order", "An order.", ORDER, lookup)])
    api = ScriptedAnthropicAPI(
        [
            tool_reply("lookup_order", {"order_id": "4921"}, text="Checking."),
            reply([{"type": "text", "text": "It was delivered."}]),
        ]
    )
    client = api.client()
    for _ in range(2):
        context = loop.context(system="You are the support agent.", budget=None)
        request = messages_request(context, model=MODEL, max_tokens=256)
        step = loop.handle(client.messages.create(**request))
    assert step.done
    assert step.text == "It was delivered."
    sent = api.messages_requests[1].body["messages"]
    assert isinstance(sent, list)
    assert check_anthropic(sent) == []
    assert sent[1]["content"][1]["type"] == "tool_use"  # type: ignore[index, call-overload]
    assert sent[2]["content"][0]["tool_use_id"] == "toolu_01"  # type: ignore[index, call-overload]
    api.assert_complete()
