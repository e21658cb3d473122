"""`AnthropicClaimJudge`: Claude decides the summary items the validator's rules doubted.

The judge implements `agentstate.validation.judge.ClaimJudge` (turn it on with
``CompactionPolicy(judge=AnthropicClaimJudge(...))``). For each validation with doubted
items it sends one request, the provider-neutral prompt of `agentstate.validation.judge`
(the same text the OpenAI adapter sends): the system prompt is the request's instructions
(`agentstate.validation.judge.JUDGE_INSTRUCTIONS`) plus `ANSWER_RULES`, and one user turn
(`questions_block`) shows the session's state block, then each question in a ``<question>``
tag carrying the item's path: the item's text, the events it cites (each a JSON object, cut
to ``max_event_chars``, so what a tool returned is data), and why the rules doubted it.

The model must call the one tool, ``record_verdicts``, whose input is
``{"verdicts": [{"path", "verdict", "reason"}]}`` (forced ``tool_choice``; ``strict`` tool use
by default, so the input fits `VERDICTS_SCHEMA`, the verdict one of ``supported``,
``contradicted``, ``unsure``). The usage the API reports comes back with the verdicts and is
recorded with the judgement. Nothing the model did not finish becomes a verdict: API errors
(after the SDK's own retries), refusals, cut-off answers, no ``record_verdicts`` call, or an
input of another shape raise `JudgeFailed`, which the validator records with the judgement;
the rules' findings then stand as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, TypedDict, cast

import anthropic

from agentstate.json_values import JSONObject
from agentstate.validation.judge import (
    JUDGE_PROMPT_VERSION,
    VERDICT_TOOL,
    VERDICTS_SCHEMA,
    Judgement,
    JudgeRequest,
    VerdictsAnswer,
    answer_rules,
    questions_block,
)
from agentstate_anthropic._clients import ClientOptions, MessagesClients, check_model_arguments
from agentstate_anthropic._guard import check_allow_model_requests
from agentstate_anthropic._tool_answer import tool_answer
from agentstate_anthropic.errors import JudgeFailed

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
    "JUDGE_PROMPT_VERSION",
    "VERDICTS_SCHEMA",
    "VERDICT_TOOL",
    "AnthropicClaimJudge",
    "JudgeCall",
    "questions_block",
]

ANSWER_RULES: Final = answer_rules(f"Call {VERDICT_TOOL} once")
"""Added to the request's instructions: how the model must answer."""

_CLOSING: Final = f"Call {VERDICT_TOOL} with one verdict per question."

DEFAULT_MAX_TOKENS: Final = 1024
"""Output tokens allowed by default: a verdict and a sentence per doubted item."""


class JudgeCall(TypedDict):
    """The keyword arguments of ``client.messages.create`` for one judgement."""

    model: str
    max_tokens: int
    system: list[TextBlockParam]
    messages: list[MessageParam]
    tools: list[ToolParam]
    tool_choice: ToolChoiceToolParam


class AnthropicClaimJudge:
    """A claim judge backed by Claude (blocking: the engine runs it off the event loop).

    Args:
        model: The model that judges (a capable one: it reads evidence closely).
        client: The `anthropic.Anthropic` client (default: one made on first use, reading
            ``ANTHROPIC_API_KEY``).
        max_tokens: The most output tokens; an answer cut off there fails.
        max_event_chars: Longest text shown for one cited event; the rest is cut with a note.
        strict: Ask for strict tool use (the input is decoded against `VERDICTS_SCHEMA`);
            pass False for models without structured outputs.
        timeout: Seconds per HTTP attempt, the SDK's ``timeout`` (default: the client's).
        max_retries: Retries of the SDK on timeouts, 429, 5xx and 529 (default: the client's).
        name: The name recorded with every judgement.

    Raises:
        InvalidInput: An empty model, or a bad `max_tokens` or `max_event_chars`.
    """

    def __init__(
        self,
        model: str,
        *,
        client: anthropic.Anthropic | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        max_event_chars: int = 1500,
        strict: bool = True,
        timeout: float | None = None,
        max_retries: int | None = None,
        name: str = "anthropic",
    ) -> None:
        check_model_arguments(model, max_tokens=max_tokens, max_event_chars=max_event_chars)
        self.model = model
        """The model that judges."""
        self.max_tokens = max_tokens
        """The most output tokens."""
        self.max_event_chars = max_event_chars
        """Longest text shown for one cited event."""
        self.strict = strict
        """Whether the tool asks for strict input decoding."""
        self._name = name
        self._clients = MessagesClients.of(
            client,
            None,
            options=ClientOptions(timeout=timeout, max_retries=max_retries),
            async_hint="pass client=anthropic.Anthropic(...)",
        )

    def __repr__(self) -> str:
        return f"AnthropicClaimJudge(model={self.model!r})"

    @property
    def name(self) -> str:
        """The name recorded with every judgement."""
        return self._name

    @property
    def version(self) -> str:
        """The model and the prompt's version: ``"<model>/judge-<n>"``."""
        return f"{self.model}/judge-{JUDGE_PROMPT_VERSION}"

    def build_call(self, request: JudgeRequest) -> JudgeCall:
        """The exact ``messages.create`` arguments for a request (nothing is sent)."""
        tool: JSONObject = {
            "name": VERDICT_TOOL,
            "description": "Record a verdict on each summary item asked about.",
            "input_schema": VERDICTS_SCHEMA,
        }
        if self.strict:
            tool["strict"] = True
        text = questions_block(request, max_event_chars=self.max_event_chars, closing=_CLOSING)
        system = f"{request.instructions.rstrip()}\n\n{ANSWER_RULES}"
        return {
            "model": self.model,
            "max_tokens": self.max_tokens,
            "system": [{"type": "text", "text": system}],
            "messages": [{"role": "user", "content": [{"type": "text", "text": text}]}],
            "tools": cast("list[ToolParam]", [tool]),
            "tool_choice": {
                "type": "tool",
                "name": VERDICT_TOOL,
                "disable_parallel_tool_use": True,
            },
        }

    def parse(self, message: Message) -> Judgement:
        """The verdicts in a response (the input of its `VERDICT_TOOL` call) and its usage.

        Raises:
            JudgeFailed: The model refused, was cut off, did not call the tool, or called it
                with an input of another shape.
        """
        answer = tool_answer(
            message,
            tool=VERDICT_TOOL,
            shape='{"verdicts": [{"path", "verdict", "reason"}]}',
            model=VerdictsAnswer,
            kind=JudgeFailed,
            task="judge",
            max_tokens=self.max_tokens,
        )
        usage = message.usage
        return Judgement(
            verdicts=answer.claim_verdicts(),
            usage={
                "model": self.model,
                "input_tokens": usage.input_tokens,
                "output_tokens": usage.output_tokens,
            },
        )

    def judge(self, request: JudgeRequest) -> Judgement:
        """Ask the model for a verdict on each question (blocking).

        Raises:
            JudgeFailed: No usable answer (see `parse`, and the SDK's errors).
            ModelRequestsDisabled: `ALLOW_MODEL_REQUESTS` is off.
        """
        check_allow_model_requests()
        return self.parse(self._clients.create(self.build_call(request), kind=JudgeFailed))
