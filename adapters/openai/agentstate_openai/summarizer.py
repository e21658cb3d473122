"""`OpenAISummarizer`: an OpenAI-compatible model writes the candidate; agentstate validates it.

The request is the provider-neutral prompt of `agentstate.summarizers.prompt` (the same text
the Anthropic adapter sends): a system message with the instructions and the output rules,
and one user turn with the previous summary, the events aging out, the state block and the
budget; on a retry, the validator's findings follow the stable part, so the server's prefix
cache serves the rest. The answer's shape is asked for as **structured output**: a strict
JSON schema (`agentstate_openai.strict_schema` of the policy's summary schema: every key
required), in ``response_format`` on Chat Completions (``api="chat"``, the default, which
vLLM, Ollama, llama.cpp's server and LM Studio serve too) or ``text.format`` on the
Responses API (``api="responses"``). ``output="json_object"`` asks for JSON mode with the
schema in the instructions, for servers without structured outputs.

Nothing the model returns is trusted: some servers accept a schema and do not enforce it,
so the candidate goes through the validator like any other, and whatever the model did not
finish never looks like a summary. The compaction engine records each of these as an
outcome, with the usage the server reported, and changes nothing else:

- ``failed`` (`SummarizerFailed` with its `reason`): a timeout, a connection error, a rate
  limit (429) or a server error that outlasted the SDK's retries, any other API error, a
  refusal, the content filter, output cut off at the token limit (``finish_reason ==
  "length"``, or an incomplete response), any other finish reason than ``stop``, no output,
  or output that is not a JSON object (a ``<think>`` block or a code fence around it is
  taken off first);
- ``rejected`` (the validator's findings): a JSON object that breaks the schema or the rules;
  the engine retries with the findings fed back, up to the policy's ``max_attempts``.
"""

from __future__ import annotations

from typing import Final

import openai

from agentstate.summarizers import ModelCandidate, SummaryRequest
from agentstate.summarizers.prompt import (
    PROMPT_VERSION,
    findings_block,
    instructions,
    request_block,
)
from agentstate_openai._calls import (
    Api,
    JsonCall,
    ModelSettings,
    OutputMode,
    TokensField,
    read_answer,
)
from agentstate_openai._guard import check_allow_model_requests
from agentstate_openai.errors import SummarizerFailed

__all__ = ["DEFAULT_MAX_TOKENS", "SCHEMA_NAME", "OpenAISummarizer"]

DEFAULT_MAX_TOKENS: Final = 4096
"""Output tokens allowed by default; an answer cut off there is a failure, never a summary."""

SCHEMA_NAME: Final = "rolling_summary"
"""The name the summary schema is sent under."""


class OpenAISummarizer(ModelSettings):
    """A summarizer backed by an OpenAI or OpenAI-compatible model, sync and async.

    Args:
        model: The model that writes summaries (a small, fast one is usually enough).
        client: An `openai.OpenAI` (for `summarize`; `asummarize` runs it in a worker thread)
            or an `openai.AsyncOpenAI` (for `asummarize`; `summarize` then refuses). Point its
            ``base_url`` at a vLLM, Ollama, llama.cpp or LM Studio server to use a local
            model. Default: an `openai.OpenAI` made on first use (``OPENAI_API_KEY``,
            ``OPENAI_BASE_URL``).
        api: ``"chat"`` (Chat Completions, the default) or ``"responses"``.
        output: ``"json_schema"`` (strict structured output, the default) or
            ``"json_object"`` (JSON mode, the schema in the instructions).
        max_tokens: The most output tokens; an answer cut off there fails.
        tokens_field: The Chat Completions field carrying `max_tokens`:
            ``"max_completion_tokens"`` (the default) or ``"max_tokens"`` for servers that
            read only the older one.
        instructions: The general instructions (default: the request's, which are
            `agentstate.summarizers.DEFAULT_INSTRUCTIONS`); the output rules of
            `agentstate.summarizers.prompt` are always appended.
        max_event_chars: Longest text shown for one event; the rest is cut with a note.
        timeout: Seconds per HTTP attempt, the SDK's ``timeout`` (default: the client's).
        max_retries: Retries of the SDK on timeouts, 408, 409, 429 and 5xx (default: the
            client's).
        store: The Responses API's ``store`` (default False: the provider keeps nothing).
        name: The name recorded with every checkpoint this summarizer writes.

    Raises:
        InvalidInput: An empty model, an unknown `api` or `output`, a bad size, timeout or
            retry count, or a `client` that is not an OpenAI client.
    """

    def __init__(
        self,
        model: str,
        *,
        client: openai.OpenAI | openai.AsyncOpenAI | None = None,
        api: Api = "chat",
        output: OutputMode = "json_schema",
        max_tokens: int = DEFAULT_MAX_TOKENS,
        tokens_field: TokensField = "max_completion_tokens",
        instructions: str | None = None,
        max_event_chars: int = 2000,
        timeout: float | None = None,
        max_retries: int | None = None,
        store: bool = False,
        name: str = "openai",
    ) -> None:
        super().__init__(
            model,
            client=client,
            api=api,
            output=output,
            max_tokens=max_tokens,
            tokens_field=tokens_field,
            max_event_chars=max_event_chars,
            instructions=instructions,
            timeout=timeout,
            max_retries=max_retries,
            name=name,
            async_hint="use asummarize (AgentState.acompact), or pass client=openai.OpenAI(...)",
        )
        self.store = store
        """The Responses API's ``store``."""

    def __repr__(self) -> str:
        return f"OpenAISummarizer(model={self.model!r}, api={self.api!r})"

    @property
    def version(self) -> str:
        """The model and the prompt's version: ``"<model>/prompt-<n>"``."""
        return f"{self.model}/prompt-{PROMPT_VERSION}"

    def build_call(self, request: SummaryRequest) -> JsonCall:
        """The request for a summary (nothing is sent).

        Its `arguments()` are the exact ``create`` keyword arguments.
        """
        extra = findings_block(request.findings, request.attempt) if request.findings else None
        return JsonCall(
            api=self.api,
            model=self.model,
            system=instructions(self.instructions or request.instructions),
            user=request_block(request, max_event_chars=self.max_event_chars),
            extra=extra,
            schema_name=SCHEMA_NAME,
            schema=request.schema.json_schema(),
            max_tokens=self.max_tokens,
            output=self.output,
            tokens_field=self.tokens_field,
            store=self.store,
        )

    def parse(self, response: object) -> ModelCandidate:
        """The candidate in a response (a `ChatCompletion` or a `Response`), with its usage.

        Raises:
            SummarizerFailed: See the module docs for every reason; it carries the usage.
        """
        answer = read_answer(self.api, response, kind=SummarizerFailed, max_tokens=self.max_tokens)
        return ModelCandidate(candidate=answer.value, usage=answer.usage, model=answer.model)

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
        return self.parse(self._clients.create(self.build_call(request), kind=SummarizerFailed))

    async def asummarize(self, request: SummaryRequest) -> ModelCandidate:
        """Ask the model for a candidate summary without blocking the event loop.

        Same result and errors as `summarize`.
        """
        check_allow_model_requests()
        response = await self._clients.acreate(self.build_call(request), kind=SummarizerFailed)
        return self.parse(response)
