"""Test helpers: a scripted chat model that records its requests, and a seeded session."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import BaseMessage
from langchain_core.outputs import ChatResult
from pydantic import Field

from agentstate import AgentState
from agentstate.backends.memory import MemoryBackend


class ScriptedChatModel(FakeMessagesListChatModel):
    """Answers with its scripted messages in turn and records every request it was sent."""

    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: Any = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.seen.append(list(messages))
        return super()._generate(messages, stop, run_manager, **kwargs)

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedChatModel:
        return self


def seeded_state() -> AgentState:
    """A memory session with a short support conversation (ev_1 .. ev_4)."""
    state = AgentState.open(MemoryBackend(), session_id="ticket-4921")
    state.append_user("Hi, order 4921 arrived damaged; I want a refund.")
    call = state.append_tool_call("lookup_order", {"order_id": "4921"})
    state.append_tool_result(call, {"order_id": "4921", "total_cents": 3000})
    state.append_assistant("Order 4921 cost 30 EUR; a refund of the damaged item is possible.")
    return state
