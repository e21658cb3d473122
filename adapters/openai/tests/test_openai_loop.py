"""The agent loop on replies the real SDK parsed: each server's tool calls, run and answered."""

from __future__ import annotations

import json

import pytest
from agentstate_openai.testing import ScriptedOpenAIAPI, chat_reply, recorded
from openai_values import CHAT_FLAVOURS, MODEL, fixture

from agentstate import AgentState, MemoryBackend
from agentstate.agent_loop import AgentLoop
from agentstate.formats.validity import check_openai
from agentstate.json_values import JSONObject, JSONValue
from agentstate.tools import Tool

ORDER: JSONObject = {
    "type": "object",
    "properties": {"order_id": {"type": "string"}},
    "required": ["order_id"],
    "additionalProperties": False,
}
SYSTEM = "You are the support agent of Acme Freight."


def lookup(args: JSONObject) -> JSONValue:
    return {"order_id": args["order_id"], "status": "delivered"}


def session() -> AgentLoop:
    state = AgentState.open(MemoryBackend(), session_id="ticket-9104")
    state.append_user("Order 4921 arrived damaged.")
    return AgentLoop(state, [Tool("lookup_order", "An order.", ORDER, lookup)])


@pytest.mark.parametrize("flavour", CHAT_FLAVOURS)
def test_each_servers_tool_call_is_run_and_the_next_request_is_valid(flavour: str) -> None:
    """Each server's reply: its call answered; the next request has one system message, first."""
    loop = session()
    body = fixture(f"{flavour}-tool-call")
    api = ScriptedOpenAIAPI([recorded(body), chat_reply("The order was delivered.")])
    client = api.client()
    context = loop.context(system=SYSTEM, budget=None)
    reply = client.chat.completions.create(
        model=MODEL, messages=context.to_openai(), tools=loop.toolbox.to_openai()
    )
    step = loop.handle(reply)
    [call] = step.calls
    sent_id = body["choices"][0]["message"]["tool_calls"][0]["id"]  # type: ignore[index, call-overload]
    assert call.call_id == sent_id
    assert json.loads(call.outcome.content)["status"] == "delivered"

    messages = loop.context(system=SYSTEM, budget=None).to_openai()
    roles = [message["role"] for message in messages]
    assert roles.count("system") == 1
    assert roles[0] == "system"
    assert check_openai(messages) == []
    final = loop.handle(
        client.chat.completions.create(
            model=MODEL, messages=messages, tools=loop.toolbox.to_openai()
        )
    )
    assert final.done
    assert final.text == "The order was delivered."
    sent = api.requests[1].body["messages"]
    assert [m["role"] for m in sent] == ["system", "user", "assistant", "tool"]  # type: ignore[index, union-attr]
    assert sent[3]["tool_call_id"] == sent_id  # type: ignore[index, call-overload]
    api.assert_complete()


def test_a_responses_api_tool_call_round_trips_through_the_sdk() -> None:
    """A Response's function call is run; the next request carries the call and its output."""
    loop = session()
    api = ScriptedOpenAIAPI([recorded(fixture("openai-responses-tool-call"))])
    client = api.client()
    first = loop.context(system=SYSTEM, budget=None).to_openai_responses()
    reply = client.responses.create(model=MODEL, **first)  # type: ignore[arg-type]
    step = loop.handle(reply)
    assert [call.call_id for call in step.calls] == ["call_Zr8uVt3Kq1"]
    nxt = loop.context(system=SYSTEM, budget=None).to_openai_responses()
    kinds = [item.get("type", item.get("role")) for item in nxt["input"]]  # type: ignore[union-attr]
    assert kinds[-2:] == ["function_call", "function_call_output"]
    assert nxt["input"][-1]["call_id"] == "call_Zr8uVt3Kq1"  # type: ignore[index, call-overload]
