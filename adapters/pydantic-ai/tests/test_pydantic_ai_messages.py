"""The conversion both ways: Pydantic AI messages to stored chat messages, a context back."""

from __future__ import annotations

import os

import pytest

if os.environ.get("CI", "").lower() != "true":
    pytest.importorskip(
        "pydantic_ai", reason="Pydantic AI is not installed: pip install -e adapters/pydantic-ai"
    )

from agentstate_pydantic_ai import AgentStateCapability, to_chat_messages, to_model_messages
from pydantic import BaseModel
from pydantic_ai import Agent
from pydantic_ai.messages import (
    CachePoint,
    CompactionPart,
    ImageUrl,
    ModelMessage,
    ModelRequest,
    ModelResponse,
    SystemPromptPart,
    TextPart,
    ToolAvailabilityDeltaPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel

from agentstate import AgentState, MemoryBackend
from agentstate.testing import ManualClock

URL = "https://example.com/pallet.jpg"


def _state() -> AgentState:
    return AgentState.open(MemoryBackend(), session_id="s1", clock=ManualClock())


def test_text_and_image_urls_are_stored_and_rendered_back_cache_points_left_out() -> None:
    history: list[ModelMessage] = [
        ModelRequest(
            parts=[
                SystemPromptPart("You are a support agent."),
                UserPromptPart(["The pallet:", ImageUrl(URL), CachePoint()]),
            ]
        ),
        ModelResponse(parts=[TextPart("I see "), TextPart("the crack.")]),
    ]
    assert to_chat_messages(history) == [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "The pallet:"},
                {"type": "image_url", "image_url": {"url": URL}},
            ],
        },
        {
            "role": "assistant",
            "content": [{"type": "text", "text": "I see "}, {"type": "text", "text": "the crack."}],
        },
    ]
    state = _state()
    AgentStateCapability(state).mirror(history)
    state.append_user("Thanks.")
    rendered = to_model_messages(state.context(system="", budget=None))
    prompt = rendered[0].parts[0]
    assert isinstance(prompt, UserPromptPart)
    assert prompt.content == ["The pallet:", ImageUrl(URL)]
    assert [p.content for p in rendered[1].parts if isinstance(p, TextPart)] == [
        "I see ",
        "the crack.",
    ]


def test_the_last_request_keeps_its_fields_and_its_parts_agentstate_does_not_store() -> None:
    state = _state()
    state.append_user("Where is order 4921?")
    delta = ToolAvailabilityDeltaPart(tools_added=["lookup_order"])
    foreign = CompactionPart(content="another capability's summary")
    last = ModelRequest(
        parts=[UserPromptPart("Where is order 4921?"), delta, foreign],
        instructions="Be brief.",
        run_id="run-1",
    )
    prefix = [SystemPromptPart("You are a support agent.")]
    rendered = to_model_messages(state.context(system="", budget=None), prefix=prefix, last=last)
    assert len(rendered) == 1
    request = rendered[0]
    assert isinstance(request, ModelRequest)
    assert (request.instructions, request.run_id) == ("Be brief.", "run-1")
    # The prompt comes from the session; the delta passes through; no second summary.
    assert request.parts[0] is prefix[0]
    assert [type(p) for p in request.parts[1:]] == [UserPromptPart, ToolAvailabilityDeltaPart]
    assert request.parts[2] is delta


class Status(BaseModel):
    status: str


def test_structured_output_through_an_output_tool_is_stored_paired() -> None:
    state = _state()
    calls = iter(range(1, 100))

    def model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        name = info.output_tools[0].name
        return ModelResponse(
            parts=[ToolCallPart(name, {"status": "shipped"}, tool_call_id=f"o{next(calls)}")]
        )

    agent = Agent(
        FunctionModel(model), output_type=Status, capabilities=[AgentStateCapability(state)]
    )
    first = agent.run_sync("Where is order 4921?")
    second = agent.run_sync("And now?", message_history=first.all_messages())
    assert second.output == Status(status="shipped")
    kinds = [e.kind.value for e in state.events()]
    assert kinds == ["user", "assistant", "tool_result"] * 2
    assert state.export_messages(format="openai") == to_chat_messages(second.all_messages())
    returns = [p for m in second.all_messages() for p in m.parts if isinstance(p, ToolReturnPart)]
    assert len(returns) == 2
