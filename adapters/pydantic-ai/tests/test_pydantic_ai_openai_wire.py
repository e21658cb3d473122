"""The request on the wire: Pydantic AI's OpenAI chat model, through the real SDK, no network."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

if os.environ.get("CI", "").lower() != "true":
    pytest.importorskip(
        "pydantic_ai", reason="Pydantic AI is not installed: pip install -e adapters/pydantic-ai"
    )
    pytest.importorskip(
        "openai",
        reason="the OpenAI SDK is not installed: pip install -e 'adapters/pydantic-ai[test]'",
    )

import httpx2
import openai
from agentstate_pydantic_ai import AgentStateCapability
from pydantic_ai import Agent
from pydantic_ai.messages import ModelMessage
from pydantic_ai.models.openai import OpenAIChatModel
from pydantic_ai.providers.openai import OpenAIProvider

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer, MemoryBackend
from agentstate.state_block import NOTE
from agentstate.testing import ManualClock
from agentstate.testing.scenarios import TicketFacts

TURNS = 14


class ChatServer:
    """A Chat Completions endpoint behind a mock transport: records each body, answers in turn."""

    def __init__(self) -> None:
        self.bodies: list[dict[str, Any]] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        assert request.url.path == "/v1/chat/completions"
        self.bodies.append(json.loads(request.content))
        message = {"role": "assistant", "content": f"Noted ({len(self.bodies)})."}
        return httpx2.Response(
            200,
            json={
                "id": f"chatcmpl-{len(self.bodies)}",
                "object": "chat.completion",
                "created": 1764950000,
                "model": "scripted-model",
                "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
            },
        )

    def client(self) -> openai.AsyncOpenAI:
        base = "https://api.openai.test/v1"  # never resolved: the transport answers
        transport = httpx2.MockTransport(self)
        return openai.AsyncOpenAI(
            api_key="sk-test",
            base_url=base,
            max_retries=0,
            http_client=httpx2.AsyncClient(transport=transport, base_url=base),
        )


def test_an_openai_chat_request_carries_the_record_the_tail_and_the_state_block() -> None:
    server = ChatServer()
    model = OpenAIChatModel(
        "scripted-model", provider=OpenAIProvider(openai_client=server.client())
    )
    state = AgentState.open(
        MemoryBackend(), session_id="t", clock=ManualClock(), scratchpad=TicketFacts
    )
    state.scratchpad.set("order_id", "4921", source=state.append_user("Order 4921."))
    capability = AgentStateCapability(
        state, summarizer=ExtractiveSummarizer(), policy=CompactionPolicy(budget=300)
    )
    agent = Agent(model, system_prompt="You are a support agent.", capabilities=[capability])
    history: list[ModelMessage] = []
    for turn in range(TURNS):
        result = agent.run_sync(
            f"Turn {turn}: the pallet of order 4921 is damaged, crate {turn} cracked.",
            message_history=history,
        )
        history = result.all_messages()
    assert len(server.bodies) == TURNS
    body = server.bodies[-1]
    messages = body["messages"]
    # The standing system prompt, then the record (as Pydantic AI frames a summary).
    assert messages[0] == {"role": "system", "content": "You are a support agent."}
    version = state.checkpoints()[-1].version
    assert messages[1]["role"] == "user"
    assert "<pyai:conversation_summary>" in messages[1]["content"]
    assert f"(checkpoint v{version})" in messages[1]["content"]
    # The newest turn verbatim; the oldest only inside the record.
    last_turn = f"Turn {TURNS - 1}: the pallet of order 4921 is damaged, crate {TURNS - 1} cracked."
    assert messages[-2] == {"role": "user", "content": last_turn}
    assert not any("crate 0 cracked" in str(m.get("content")) for m in messages[2:])
    # The state block last, a system message.
    assert messages[-1]["role"] == "system"
    assert messages[-1]["content"].startswith(NOTE)
    assert 'order_id: "4921"' in messages[-1]["content"]
    # The evidence tools with agentstate's schemas, unchanged, on the wire.
    tools = {tool["function"]["name"]: tool["function"] for tool in body["tools"]}
    assert {name: t["parameters"] for name, t in tools.items()} == {
        tool.name: tool.input_schema for tool in state.tools()
    }
