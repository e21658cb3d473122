"""`AnthropicDeletionOracle`: Claude chooses which units a verbatim pass drops.

The oracle implements `agentstate.compaction.oracles.DeletionOracle`. For each pass it sends
one request: the system prompt is the request's instructions
(`agentstate.compaction.oracles.PRUNE_INSTRUCTIONS`) plus `ANSWER_RULES`, and one user turn
is the provider-neutral `agentstate.compaction.prune_prompt.prune_block`: the units the pass
may drop with their refs, the later tail, and the current scratchpad and ledger.

The model must call the one tool, ``drop_units``, whose input is
``{"drops": [{"ref": "ev_<n>", "reason": "..."}]}`` (forced ``tool_choice``; ``strict`` tool
use by default, so the input fits that schema). The answer becomes `Drop` objects; the pass
then checks every ref (in range, not pinned) and records the outcome. Nothing the model did
not finish becomes a choice: API errors (after the SDK's own retries), refusals, cut-off
answers, no ``drop_units`` call, or an input of another shape raise `OracleFailed`, which the
pass records as a ``failed`` outcome that drops nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, TypedDict, cast

import anthropic
import pydantic

from agentstate.compaction.oracles import Drop, PruneRequest
from agentstate.compaction.prune_prompt import (
    DROP_TOOL,
    DROPS_SCHEMA,
    PRUNE_PROMPT_VERSION,
    answer_rules,
    prune_block,
)
from agentstate.json_values import JSONObject
from agentstate_anthropic._clients import ClientOptions, MessagesClients, check_model_arguments
from agentstate_anthropic._guard import check_allow_model_requests
from agentstate_anthropic._tool_answer import tool_answer
from agentstate_anthropic.errors import OracleFailed

if TYPE_CHECKING:
    from anthropic.types import (
        Message,
        MessageParam,
        TextBlockParam,
        ToolChoiceToolParam,
        ToolParam,
    )

__all__ = [
    "ANSWER_RULES",
    "DEFAULT_MAX_TOKENS",
    "DROPS_SCHEMA",
    "DROP_TOOL",
    "PRUNE_PROMPT_VERSION",
    "AnthropicDeletionOracle",
    "PruneCall",
    "prune_block",
]

ANSWER_RULES: Final = answer_rules(f"Call {DROP_TOOL} once.")
"""Added to the request's instructions: how the model must answer."""

_CLOSING: Final = f"Call {DROP_TOOL} with the units the agent no longer needs to see verbatim."

DEFAULT_MAX_TOKENS: Final = 1024
"""Output tokens allowed by default: a list of refs and short reasons."""


class PruneCall(TypedDict):
    """The keyword arguments of ``client.messages.create`` for one choice of drops."""

    model: str
    max_tokens: int
    system: list[TextBlockParam]
    messages: list[MessageParam]
    tools: list[ToolParam]
    tool_choice: ToolChoiceToolParam


class _Choice(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(frozen=True, extra="forbid", strict=True)

    ref: str
    reason: str


class _Answer(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(frozen=True, extra="forbid", strict=True)

    drops: list[_Choice]


class AnthropicDeletionOracle:
    """A deletion oracle backed by Claude, sync (`select`) and async (`aselect`).

    Args:
        model: The model that chooses (a small, fast one is usually enough).
        client: The `anthropic.Anthropic` client for `select` (default: one made on first
            use, reading ``ANTHROPIC_API_KEY``). `aselect` runs it in a worker thread when no
            async client is given.
        async_client: The `anthropic.AsyncAnthropic` client for `aselect` (default: one made
            on first use, unless `client` was given).
        max_tokens: The most output tokens; an answer cut off there fails.
        max_event_chars: Longest text shown for one event (a tool result, a message, a
            scratchpad value); the rest is cut with a note naming the ref.
        instructions: The general instructions (default: the request's, which are
            `agentstate.compaction.oracles.PRUNE_INSTRUCTIONS`); `ANSWER_RULES` are always appended.
        strict: Ask for strict tool use (the input is decoded against `DROPS_SCHEMA`); pass
            False for models without structured outputs.
        timeout: Seconds per HTTP attempt, the SDK's ``timeout`` (default: the client's).
        max_retries: Retries of the SDK on timeouts, 429, 5xx and 529 (default: the client's).
        name: The name recorded with every drop this oracle chooses.

    Raises:
        InvalidInput: An empty model, or a bad `max_tokens` or `max_event_chars`.
    """

    def __init__(
        self,
        model: str,
        *,
        client: anthropic.Anthropic | None = None,
        async_client: anthropic.AsyncAnthropic | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        max_event_chars: int = 500,
        instructions: str | None = None,
        strict: bool = True,
        timeout: float | None = None,
        max_retries: int | None = None,
        name: str = "anthropic",
    ) -> None:
        check_model_arguments(model, max_tokens=max_tokens, max_event_chars=max_event_chars)
        self.model = model
        """The model that chooses."""
        self.max_tokens = max_tokens
        """The most output tokens."""
        self.max_event_chars = max_event_chars
        """Longest text shown for one event."""
        self.instructions = instructions
        """General instructions replacing the request's, or None."""
        self.strict = strict
        """Whether the tool asks for strict input decoding."""
        self._name = name
        self._clients = MessagesClients.of(
            client,
            async_client,
            options=ClientOptions(timeout=timeout, max_retries=max_retries),
            async_hint="use aselect (AgentState.acompact_verbatim), or pass "
            "client=anthropic.Anthropic(...)",
        )

    def __repr__(self) -> str:
        return f"AnthropicDeletionOracle(model={self.model!r})"

    @property
    def name(self) -> str:
        """The name recorded with every drop this oracle chooses."""
        return self._name

    @property
    def version(self) -> str:
        """The model and the prompt's version: ``"<model>/prune-<n>"``."""
        return f"{self.model}/prune-{PRUNE_PROMPT_VERSION}"

    def build_call(self, request: PruneRequest) -> PruneCall:
        """The exact ``messages.create`` arguments for a request (nothing is sent)."""
        base = (self.instructions or request.instructions).rstrip()
        tool: JSONObject = {
            "name": DROP_TOOL,
            "description": "Drop these units from the agent's view (they stay retrievable).",
            "input_schema": DROPS_SCHEMA,
        }
        if self.strict:
            tool["strict"] = True
        text = prune_block(request, max_event_chars=self.max_event_chars, closing=_CLOSING)
        return {
            "model": self.model,
            "max_tokens": self.max_tokens,
            "system": [{"type": "text", "text": f"{base}\n\n{ANSWER_RULES}"}],
            "messages": [{"role": "user", "content": [{"type": "text", "text": text}]}],
            "tools": cast("list[ToolParam]", [tool]),
            "tool_choice": {"type": "tool", "name": DROP_TOOL, "disable_parallel_tool_use": True},
        }

    def parse(self, message: Message) -> list[Drop]:
        """The drops in a response: the input of its `DROP_TOOL` call.

        Raises:
            OracleFailed: The model refused, was cut off, did not call the tool, or called it
                with an input of another shape.
        """
        answer = tool_answer(
            message,
            tool=DROP_TOOL,
            shape='{"drops": [{"ref", "reason"}]}',
            model=_Answer,
            kind=OracleFailed,
            task="choose drops",
            max_tokens=self.max_tokens,
        )
        return [Drop(choice.ref, choice.reason) for choice in answer.drops]

    def select(self, request: PruneRequest) -> list[Drop]:
        """Ask the model which units to drop (blocking).

        Raises:
            OracleFailed: No usable answer (see `parse`, and the SDK's errors).
            ModelRequestsDisabled: `ALLOW_MODEL_REQUESTS` is off.
            InvalidInput: Only an async client was given.
        """
        check_allow_model_requests()
        return self.parse(self._clients.create(self.build_call(request), kind=OracleFailed))

    async def aselect(self, request: PruneRequest) -> list[Drop]:
        """Ask the model which units to drop without blocking the event loop (as `select`)."""
        check_allow_model_requests()
        message = await self._clients.acreate(self.build_call(request), kind=OracleFailed)
        return self.parse(message)
