"""The request on the wire: Pydantic AI's OpenAI chat model, through the real SDK, no network."""

from __future__ import annotations

import os

import pytest

if os.environ.get("CI", "").lower() != "true":
    pytest.importorskip(
        "pydantic_ai", reason="Pydantic AI is not installed: pip install -e adapters/pydantic-ai"
    )
    pytest.importorskip(
        "agentstate_openai", reason="the scripted OpenAI API needs: pip install -e adapters/openai"
    )

from agentstate_openai.testing import ScriptedOpenAIAPI, chat_reply
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


def test_an_openai_chat_request_carries_the_record_the_tail_and_the_state_block() -> None:
    api = ScriptedOpenAIAPI([chat_reply(f"Noted, crate {turn}.") for turn in range(TURNS)])
    model = OpenAIChatModel(
        "scripted-model", provider=OpenAIProvider(openai_client=api.async_client())
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
    api.assert_complete()
    body = api.requests[-1].body
    messages = body["messages"]
    assert isinstance(messages, list)
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
