"""`AgentStateMiddleware`: a LangChain v1 agent's messages in an agentstate session.

Around each model call (`wrap_model_call`, `awrap_model_call`) the middleware:

1. **mirrors** the graph's messages (``state["messages"]``) into the session
   (`agentstate_langchain.messages.mirror_messages`): each message is stored under its
   LangChain id, once, so mirroring the whole list before every call, across turns and
   threads, writes each message once, in order; a tool call and its `ToolMessage` are stored
   paired;
2. **compacts**, when a summarizer is given, once the policy's trigger is reached
   (`AgentState.compact`: generate, validate, commit; a rejected summary changes nothing);
3. **renders** what the model sees (`AgentState.context`) and calls the model with it in
   place of the request's messages: the system prompt with the latest checkpoint's record
   as the system message, the verbatim tail after the checkpoint's boundary, and the state
   block (current values and actions) at the end, within the budget.

It leaves the graph's state alone: ``state["messages"]`` keeps every message, and the
model's response goes into it as LangGraph puts it there. After the run (`after_agent`) the
final messages are mirrored too. The request's tools, model and settings pass through
unchanged; the system prompt is taken as text (`ModelRequest.system_prompt`).

It registers the session's evidence, scratchpad and ledger tools
(`agentstate_langchain.tools.state_tools`) with the agent unless ``tools=False``.

Put it first in ``middleware=[...]`` (outermost): it replaces the messages the model sees,
so a middleware inside it sees agentstate's rendering.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain.agents.middleware.types import ModelCallResult
from langchain_core.messages import BaseMessage
from langgraph.runtime import Runtime

from agentstate import AgentState, CompactionPolicy, Summarizer
from agentstate.errors import InvalidInput
from agentstate.events import EventRef
from agentstate_langchain.messages import mirror_messages, to_langchain_messages
from agentstate_langchain.tools import state_tools

__all__ = ["AgentStateMiddleware"]


class AgentStateMiddleware(AgentMiddleware):
    """Mirror a LangChain agent's messages into `state` and render each model call from it.

    Args:
        state: The session the messages are mirrored into and rendered from.
        summarizer: Compacts the session between model calls once the policy's trigger is
            reached (e.g. `agentstate.ExtractiveSummarizer`); None: never compacts.
        policy: The compaction policy (default: the state's `policy`); its ``budget`` is
            also the rendering budget unless `budget` is given. Required with a summarizer.
        budget: The most tokens a request may take after the system prompt (default: the
            policy's budget, else unbounded). Over it, the renderer excerpts (see
            `agentstate.context`); what cannot shrink raises `ContextBudgetExceeded`.
        tools: Register the evidence, scratchpad and ledger tools (`state_tools`).

    Raises:
        InvalidInput: `state` is not an `AgentState`, a summarizer without a policy, or a
            budget that is not a positive integer.
    """

    def __init__(
        self,
        state: AgentState,
        *,
        summarizer: Summarizer | None = None,
        policy: CompactionPolicy | None = None,
        budget: int | None = None,
        tools: bool = True,
    ) -> None:
        if not isinstance(state, AgentState):
            msg = f"state must be an AgentState, got {type(state).__name__}"
            raise InvalidInput(msg)
        policy = policy if policy is not None else state.policy
        if summarizer is not None and policy is None:
            msg = "a summarizer needs a CompactionPolicy (pass policy=, or open the state with one)"
            raise InvalidInput(msg)
        if budget is None and policy is not None:
            budget = policy.budget
        if budget is not None and (
            isinstance(budget, bool) or not isinstance(budget, int) or budget <= 0
        ):
            msg = f"budget must be a positive integer or None, got {budget!r}"
            raise InvalidInput(msg)
        super().__init__()
        self.state = state
        """The session."""
        self.summarizer = summarizer
        self.policy = policy
        self.budget = budget
        self.tools = state_tools(state) if tools else []

    def mirror(self, messages: Sequence[BaseMessage]) -> list[EventRef]:
        """Store the messages the session does not hold yet (see `mirror_messages`).

        Returns:
            The refs appended by this call, in order.
        """
        return mirror_messages(self.state, messages)

    def render(self, request: ModelRequest) -> ModelRequest:
        """`request` with its system message and messages rendered from the session.

        Raises:
            PendingToolCalls: A tool call in the session still awaits its result.
            ContextBudgetExceeded: The rendering cannot fit the budget.
        """
        context = self.state.context(system=request.system_prompt or "", budget=self.budget)
        system, messages = to_langchain_messages(context)
        return request.override(system_message=system, messages=messages)

    def wrap_model_call(
        self,
        request: ModelRequest,
        handler: Callable[[ModelRequest], ModelResponse],
    ) -> ModelCallResult:
        """Mirror the graph's messages, compact when due, and call the model on the rendering.

        Raises (through the run):
            InvalidInput, InvalidContent, BrokenHistory, ExternalIdConflict: The messages
                cannot be mirrored (see `mirror_messages`); nothing is written.
            ContextBudgetExceeded: The rendering cannot fit the budget.
        """
        self.mirror(_graph_messages(request))
        if self.summarizer is not None:
            self.state.compact(self.summarizer, policy=self.policy)
        return handler(self.render(request))

    async def awrap_model_call(
        self,
        request: ModelRequest,
        handler: Callable[[ModelRequest], Awaitable[ModelResponse]],
    ) -> ModelCallResult:
        """`wrap_model_call` for async runs; the summarizer is awaited (`acompact`)."""
        self.mirror(_graph_messages(request))
        if self.summarizer is not None:
            await self.state.acompact(self.summarizer, policy=self.policy)
        return await handler(self.render(request))

    def after_agent(self, state: Any, runtime: Runtime[Any]) -> None:
        """Mirror the run's final messages (the model's last answer); the state is unchanged."""
        self.mirror(state["messages"])

    async def aafter_agent(self, state: Any, runtime: Runtime[Any]) -> None:
        """`after_agent` for async runs."""
        self.mirror(state["messages"])


def _graph_messages(request: ModelRequest) -> list[BaseMessage]:
    # The graph's own messages (each with an id), not what an outer middleware made of them.
    messages = request.state.get("messages") if isinstance(request.state, dict) else None
    return list(messages) if messages is not None else list(request.messages)
