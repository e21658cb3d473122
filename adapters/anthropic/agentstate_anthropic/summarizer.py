"""`AnthropicSummarizer`: Claude writes the candidate; agentstate validates it before commit.

The summarizer asks for the narrative schema through the API's **structured outputs**
(``output_config.format``, a JSON schema the answer is decoded against) by default, or
through **forced tool use** (one tool, ``tool_choice`` naming it) with
``output="tool"``. Structured outputs are the default because the installed SDK sends them
natively and `anthropic.transform_schema` reduces the pydantic schema to the subset the
decoder enforces, so a complete answer always parses and fits the schema's shape; the request
then carries no tool at all, and it works beside extended thinking, which forced tool use does
not. The tool mode is for models without structured outputs: the schema is then guidance,
and an answer that does not fit it is rejected by the validator like any other.

Nothing the model returns is trusted: the candidate goes through the validator, and whatever
the model did not finish never looks like a summary. The compaction engine records each of
these as an outcome and changes nothing else:

- ``failed`` (`SummarizerFailed` with its `reason`): a timeout, a connection error, a rate
  limit (429) or an overload (529) that outlasted the SDK's retries, any other API error, a
  refusal, output cut off at ``max_tokens`` (or the context window), a paused turn, no output,
  or output that is not a JSON object;
- ``rejected`` (the validator's findings): a JSON object that breaks the schema or the rules;
  the engine retries with the findings fed back, up to the policy's ``max_attempts``.

Timeouts and retries are the SDK's own (``timeout`` and ``max_retries``, exponential backoff,
``retry-after`` honoured); keep their product below the policy's ``timeout``, which bounds
the whole call.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Final, Literal, NotRequired, TypedDict, cast

import anthropic

from agentstate.errors import InvalidInput
from agentstate.json_values import JSONObject, JSONValue
from agentstate.summarizers import ModelCandidate, SummaryRequest
from agentstate.summarizers.prompt import (
    PROMPT_VERSION,
    findings_block,
    instructions,
    request_block,
)
from agentstate_anthropic._clients import ClientOptions, MessagesClients, check_model_arguments
from agentstate_anthropic._guard import check_allow_model_requests
from agentstate_anthropic.errors import SummarizerFailed

if TYPE_CHECKING:
    from anthropic.types import (
        Message,
        MessageParam,
        OutputConfigParam,
        TextBlockParam,
        ToolChoiceToolParam,
        ToolParam,
    )

__all__ = ["DEFAULT_MAX_TOKENS", "SUMMARY_TOOL", "AnthropicSummarizer", "OutputMode", "SummaryCall"]

OutputMode = Literal["json_schema", "tool"]
"""How the schema is asked for: structured outputs, or forced use of one tool."""

SUMMARY_TOOL: Final = "record_summary"
"""The one tool of the ``"tool"`` output mode."""

DEFAULT_MAX_TOKENS: Final = 4096
"""Output tokens allowed by default; an answer cut off there is a failure, never a summary."""

_COMPLETE: Final = frozenset({"end_turn", "tool_use"})


class SummaryCall(TypedDict):
    """The keyword arguments of ``client.messages.create`` for one summary."""

    model: str
    max_tokens: int
    system: list[TextBlockParam]
    messages: list[MessageParam]
    output_config: NotRequired[OutputConfigParam]
    tools: NotRequired[list[ToolParam]]
    tool_choice: NotRequired[ToolChoiceToolParam]


class AnthropicSummarizer:
    """A summarizer backed by Claude, sync (`summarize`) and async (`asummarize`).

    Args:
        model: The model that writes summaries (a small, fast one is usually enough).
        client: The `anthropic.Anthropic` client for `summarize` (default: one made on first
            use, reading ``ANTHROPIC_API_KEY``). `asummarize` runs it in a worker thread when
            no async client is given.
        async_client: The `anthropic.AsyncAnthropic` client for `asummarize` (default: one
            made on first use, unless `client` was given).
        max_tokens: The most output tokens; an answer cut off there fails.
        output: ``"json_schema"`` (structured outputs, the default) or ``"tool"`` (forced
            tool use, for models without structured outputs).
        instructions: The general instructions (default: the request's, which are
            `agentstate.summarizers.DEFAULT_INSTRUCTIONS`); the output rules of
            `agentstate.summarizers.prompt` are always appended.
        max_event_chars: Longest text shown for one event; the rest is cut with a note.
        timeout: Seconds per HTTP attempt, the SDK's ``timeout`` (default: the client's).
        max_retries: Retries of the SDK on timeouts, 429, 5xx and 529 (default: the client's).
        cache: Mark the system prompt and the stable part of the user turn for prompt caching
            (a retry after a rejection reads them back).
        name: The name recorded with every checkpoint this summarizer writes.

    Raises:
        InvalidInput: An empty model, a bad `max_tokens`, `output` or `max_event_chars`.
    """

    def __init__(
        self,
        model: str,
        *,
        client: anthropic.Anthropic | None = None,
        async_client: anthropic.AsyncAnthropic | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        output: OutputMode = "json_schema",
        instructions: str | None = None,
        max_event_chars: int = 2000,
        timeout: float | None = None,
        max_retries: int | None = None,
        cache: bool = True,
        name: str = "anthropic",
    ) -> None:
        check_model_arguments(model, max_tokens=max_tokens, max_event_chars=max_event_chars)
        if output not in ("json_schema", "tool"):
            msg = f"output must be 'json_schema' or 'tool', got {output!r}"
            raise InvalidInput(msg)
        self.model = model
        """The model that writes summaries."""
        self.max_tokens = max_tokens
        """The most output tokens."""
        self.output: OutputMode = output
        """How the schema is asked for."""
        self.instructions = instructions
        """General instructions replacing the request's, or None."""
        self.max_event_chars = max_event_chars
        """Longest text shown for one event."""
        self.cache = cache
        """Whether the prompt carries cache breakpoints."""
        self._name = name
        self._clients = MessagesClients.of(
            client,
            async_client,
            options=ClientOptions(timeout=timeout, max_retries=max_retries),
            async_hint="use asummarize (AgentState.acompact), or pass "
            "client=anthropic.Anthropic(...)",
        )

    def __repr__(self) -> str:
        return f"AnthropicSummarizer(model={self.model!r}, output={self.output!r})"

    @property
    def name(self) -> str:
        """The name recorded with every checkpoint this summarizer writes."""
        return self._name

    @property
    def version(self) -> str:
        """The model and the prompt's version: ``"<model>/prompt-<n>"``."""
        return f"{self.model}/prompt-{PROMPT_VERSION}"

    # --- the request --------------------------------------------------------------------------

    def build_call(self, request: SummaryRequest) -> SummaryCall:
        """The exact ``messages.create`` arguments for a summary request (nothing is sent)."""
        marker: dict[str, str] = {"type": "ephemeral"}
        system: JSONObject = {
            "type": "text",
            "text": instructions(self.instructions or request.instructions),
        }
        stable: JSONObject = {
            "type": "text",
            "text": request_block(request, max_event_chars=self.max_event_chars),
        }
        if self.cache:
            system["cache_control"] = dict(marker)
            stable["cache_control"] = dict(marker)
        content: list[JSONValue] = [stable]
        if request.findings:
            content.append(
                {"type": "text", "text": findings_block(request.findings, request.attempt)}
            )
        call: SummaryCall = {
            "model": self.model,
            "max_tokens": self.max_tokens,
            "system": cast("list[TextBlockParam]", [system]),
            "messages": cast("list[MessageParam]", [{"role": "user", "content": content}]),
        }
        schema = request.schema.json_schema()
        if self.output == "json_schema":
            strict = anthropic.transform_schema(schema)
            call["output_config"] = {"format": {"type": "json_schema", "schema": strict}}
        else:
            tool: JSONObject = {
                "name": SUMMARY_TOOL,
                "description": "Record the updated rolling summary of the session.",
                "input_schema": schema,
            }
            call["tools"] = cast("list[ToolParam]", [tool])
            call["tool_choice"] = {
                "type": "tool",
                "name": SUMMARY_TOOL,
                "disable_parallel_tool_use": True,
            }
        return call

    # --- the answer ---------------------------------------------------------------------------

    def parse(self, message: Message) -> JSONObject:
        """The candidate in a response: the JSON object the model wrote.

        Raises:
            SummarizerFailed: The model refused, was cut off, paused, wrote nothing, or wrote
                something that is not a JSON object (with the response's `usage`).
        """
        try:
            return self._parse(message)
        except SummarizerFailed as failure:
            failure.usage = usage_of(message)
            raise

    def answer(self, message: Message) -> ModelCandidate:
        """The candidate in a response with the call's usage and the model that answered."""
        return ModelCandidate(
            candidate=self.parse(message), usage=usage_of(message), model=message.model
        )

    def _parse(self, message: Message) -> JSONObject:
        stop = message.stop_reason
        if stop == "refusal":
            details = message.stop_details
            why = ""
            if details is not None:
                why = f" ({details.category or 'no category'}: {details.explanation or '-'})"
            msg = f"refusal: the model declined to write the summary{why}"
            raise SummarizerFailed(msg, reason="refusal", stop_reason=stop)
        if stop in ("max_tokens", "model_context_window_exceeded"):
            msg = (
                f"truncated: the answer was cut off (stop reason {stop}) after "
                f"{message.usage.output_tokens} output tokens; raise max_tokens "
                f"(now {self.max_tokens}) or the summary budget"
            )
            raise SummarizerFailed(msg, reason="truncated", stop_reason=stop)
        if stop not in _COMPLETE:
            msg = f"incomplete: the answer stopped with stop reason {stop!r}"
            raise SummarizerFailed(msg, reason="incomplete", stop_reason=stop)
        if self.output == "tool":
            return self._tool_input(message)
        return self._json_text(message)

    def _tool_input(self, message: Message) -> JSONObject:
        uses = [
            block
            for block in message.content
            if block.type == "tool_use" and block.name == SUMMARY_TOOL
        ]
        if not uses:
            msg = f"no_output: the model did not call {SUMMARY_TOOL}"
            raise SummarizerFailed(msg, reason="no_output", stop_reason=message.stop_reason)
        value: object = uses[0].input
        if not isinstance(value, dict):
            msg = f"malformed: the {SUMMARY_TOOL} input is a {type(value).__name__}, not an object"
            raise SummarizerFailed(msg, reason="malformed", stop_reason=message.stop_reason)
        # The input is JSON the SDK decoded: the validator judges its shape.
        return cast("JSONObject", value)

    def _json_text(self, message: Message) -> JSONObject:
        text = "".join(block.text for block in message.content if block.type == "text")
        if not text.strip():
            msg = "no_output: the answer holds no text"
            raise SummarizerFailed(msg, reason="no_output", stop_reason=message.stop_reason)
        try:
            value: JSONValue = json.loads(text)
        except (ValueError, RecursionError) as exc:
            msg = f"malformed: the answer is not JSON ({exc}): {text[:200]!r}"
            raise SummarizerFailed(
                msg, reason="malformed", stop_reason=message.stop_reason
            ) from exc
        if not isinstance(value, dict):
            msg = f"malformed: the answer is a JSON {type(value).__name__}, not an object"
            raise SummarizerFailed(msg, reason="malformed", stop_reason=message.stop_reason)
        return value

    # --- sending ------------------------------------------------------------------------------

    def summarize(self, request: SummaryRequest) -> ModelCandidate:
        """Ask the model for a candidate summary (blocking).

        Returns:
            The JSON object the model wrote, with the call's usage; the compaction engine
            validates it and records the usage with the attempt.

        Raises:
            SummarizerFailed: No usable answer (see the module docs for every reason).
            ModelRequestsDisabled: `ALLOW_MODEL_REQUESTS` is off.
            InvalidInput: Only an async client was given.
        """
        check_allow_model_requests()
        return self.answer(self._clients.create(self.build_call(request), kind=SummarizerFailed))

    async def asummarize(self, request: SummaryRequest) -> ModelCandidate:
        """Ask the model for a candidate summary without blocking the event loop.

        Same result and errors as `summarize`.
        """
        check_allow_model_requests()
        message = await self._clients.acreate(self.build_call(request), kind=SummarizerFailed)
        return self.answer(message)


def usage_of(message: Message) -> dict[str, int]:
    """A response's usage as agentstate records it: token counts by name, zeros left out."""
    usage = message.usage
    counts = {
        "input_tokens": usage.input_tokens,
        "output_tokens": usage.output_tokens,
        "cache_read_input_tokens": usage.cache_read_input_tokens,
        "cache_creation_input_tokens": usage.cache_creation_input_tokens,
    }
    return {name: count for name, count in counts.items() if count}
