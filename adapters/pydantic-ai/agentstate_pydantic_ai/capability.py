"""`AgentStateCapability`: a Pydantic AI agent's history in an agentstate session.

Before each model request (`before_model_request`) the capability:

1. **mirrors** the run's message history into the session: the history as chat messages
   (`agentstate_pydantic_ai.messages.to_chat_messages`) through `AgentState.import_messages`,
   which skips the messages already at the end of the session, so a second request, or a
   second run over the same history, writes nothing twice, and a tool call and its return are
   stored together, paired;
2. **compacts**, when a summarizer is given, once the policy's trigger is reached
   (`AgentState.acompact`: generate, validate, commit; a rejected summary changes nothing);
3. **renders** what the model sees (`AgentState.context`) and sends it in place of the
   history: the standing system prompt and the latest checkpoint's record (a request-side
   `CompactionPart`), the verbatim tail after the checkpoint's boundary, and the state block
   (current values and actions) last, within the budget.

It sets only ``request_context.messages``: the run's own history (``ctx.messages``,
``result.all_messages()``) stays whole, as Pydantic AI keeps it. After the run
(`after_run`) the final response is mirrored too. The session is the conversation's memory:
pass a later run the whole history, or none (a history cut short at its start does not match
the session's end and is stored again).

It also offers the session's evidence, scratchpad and ledger tools
(`agentstate_pydantic_ai.toolset.state_toolset`) unless ``tools=False``.

Storage calls are short and run on the event loop's thread (agentstate's facade is
synchronous); a summarizer is awaited (`Summarizer.asummarize`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import KW_ONLY, dataclass, field
from typing import Any

from pydantic_ai.capabilities import AbstractCapability
from pydantic_ai.messages import ModelMessage, ModelRequest
from pydantic_ai.models import ModelRequestContext
from pydantic_ai.run import AgentRunResult
from pydantic_ai.tools import AgentDepsT, RunContext
from pydantic_ai.toolsets import AbstractToolset

from agentstate import AgentState, CompactionPolicy, Summarizer
from agentstate.errors import InvalidInput
from agentstate.formats import ImportResult
from agentstate_pydantic_ai.messages import split_prefix, to_chat_messages, to_model_messages
from agentstate_pydantic_ai.toolset import state_toolset

__all__ = ["AgentStateCapability"]


@dataclass
class AgentStateCapability(AbstractCapability[AgentDepsT]):
    """Mirror a Pydantic AI agent's history into `state` and render each request from it.

    Args:
        state: The session the history is mirrored into and rendered from.
        summarizer: Compacts the session between requests once the policy's trigger is
            reached (e.g. `agentstate.ExtractiveSummarizer`); None: never compacts.
        policy: The compaction policy (default: the state's `policy`); its ``budget`` is
            also the rendering budget unless `budget` is given. Required with a summarizer.
        budget: The most tokens a request may take after the standing system prompt
            (default: the policy's budget, else unbounded). Over it, the renderer excerpts
            (see `agentstate.context`); what cannot shrink raises `ContextBudgetExceeded`.
        tools: Offer the evidence, scratchpad and ledger tools (`state_toolset`).

    Raises:
        InvalidInput: A summarizer without a policy, or a budget that is not a positive int.
    """

    state: AgentState
    _: KW_ONLY
    summarizer: Summarizer | None = None
    policy: CompactionPolicy | None = None
    budget: int | None = None
    tools: bool = True
    _toolset: AbstractToolset[Any] | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.state, AgentState):
            msg = f"state must be an AgentState, got {type(self.state).__name__}"
            raise InvalidInput(msg)
        if self.policy is None:
            self.policy = self.state.policy
        if self.summarizer is not None and self.policy is None:
            msg = "a summarizer needs a CompactionPolicy (pass policy=, or open the state with one)"
            raise InvalidInput(msg)
        if self.budget is None and self.policy is not None:
            self.budget = self.policy.budget
        if self.budget is not None and (
            isinstance(self.budget, bool) or not isinstance(self.budget, int) or self.budget <= 0
        ):
            msg = f"budget must be a positive integer or None, got {self.budget!r}"
            raise InvalidInput(msg)
        if self.tools:
            self._toolset = state_toolset(self.state)

    @classmethod
    def get_serialization_name(cls) -> str | None:
        """None: the capability holds a live session, so it has no spec form."""
        return None

    def get_toolset(self) -> AbstractToolset[Any] | None:
        """The session's evidence, scratchpad and ledger tools (None with ``tools=False``)."""
        return self._toolset

    def mirror(self, messages: Sequence[ModelMessage]) -> ImportResult:
        """Append to the session the messages of `messages` it does not end with yet.

        Returns:
            The refs appended (with ``skipped``: the messages already there).

        Raises:
            InvalidInput: A message or part agentstate cannot store (see
                `agentstate_pydantic_ai.messages`).
            BrokenHistory: The history tears a tool call from its return.
        """
        return self.state.import_messages(to_chat_messages(messages), format="openai")

    async def before_model_request(
        self,
        ctx: RunContext[AgentDepsT],
        request_context: ModelRequestContext,
    ) -> ModelRequestContext:
        """Mirror the history, compact when due, and send agentstate's rendering instead.

        Raises (through the run):
            InvalidInput: A message or part agentstate cannot store; nothing is written.
            BrokenHistory: The history tears a tool call from its return; nothing is written.
            ContextBudgetExceeded: The rendering cannot fit the budget (no summarizer, or
                compaction could not bring it down).
        """
        history = list(ctx.messages)
        self.mirror(history)
        if self.summarizer is not None:
            await self.state.acompact(self.summarizer, policy=self.policy)
        context = self.state.context(system="", budget=self.budget)
        prefix, _ = split_prefix(history)
        last = history[-1] if history and isinstance(history[-1], ModelRequest) else None
        request_context.messages = to_model_messages(context, prefix=prefix, last=last)
        return request_context

    async def after_run(
        self,
        ctx: RunContext[AgentDepsT],
        *,
        result: AgentRunResult[Any],
    ) -> AgentRunResult[Any]:
        """Mirror the run's last response (the history up to it is already in the session)."""
        self.mirror(result.all_messages())
        return result
