"""`OpenAIClaimJudge`: an OpenAI-compatible model decides the items the validator's rules doubted.

The judge implements `agentstate.validation.judge.ClaimJudge` (turn it on with
``CompactionPolicy(judge=OpenAIClaimJudge(...))``). For each validation with doubted items
it sends one request, the provider-neutral prompt of `agentstate.validation.judge` (the same
text the Anthropic adapter sends): the instructions are the request's
(`agentstate.validation.judge.JUDGE_INSTRUCTIONS`) plus `ANSWER_RULES`, and the one user turn
(`agentstate.validation.judge.questions_block`) shows the session's state block, then each
question in a ``<question>`` tag carrying the item's path: the item's text, the events it
cites (each a JSON object, cut to ``max_event_chars``, so what a tool returned is data), and
why the rules doubted it.

The answer is asked for as structured output, as the summarizer's is: the strict JSON schema
`agentstate.validation.judge.VERDICTS_SCHEMA` (``{"verdicts": [{"path", "verdict",
"reason"}]}``, the verdict one of ``supported``, ``contradicted``, ``unsure``) named
``record_verdicts``, in ``response_format`` on Chat Completions (``api="chat"``, the default)
or ``text.format`` on the Responses API; ``output="json_object"`` asks for JSON mode with the
schema in the instructions, for servers without structured outputs.

The usage the server reports comes back with the verdicts and is recorded with the
judgement. Nothing the model did not finish becomes a verdict: API errors (after the SDK's
own retries), refusals, the content filter, cut-off answers (``finish_reason == "length"``,
or an incomplete response), any other finish reason than ``stop``, no output, or an answer
that is not JSON or not of the schema's shape raise `JudgeFailed` (with its `reason`, and
the usage when there was an answer), which the validator records with the judgement; the
rules' findings then stand as they were.
"""

from __future__ import annotations

from typing import Final

import openai

from agentstate.errors import InvalidInput
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
from agentstate_openai._calls import (
    Api,
    JsonCall,
    ModelSettings,
    OutputMode,
    TokensField,
    read_answer,
    shaped,
)
from agentstate_openai._guard import check_allow_model_requests
from agentstate_openai.errors import JudgeFailed

__all__ = ["ANSWER_RULES", "DEFAULT_MAX_TOKENS", "OpenAIClaimJudge"]

ANSWER_RULES: Final = answer_rules(
    "Answer with the verdicts object only, in the schema you were given (no other text)"
)
"""Added to the request's instructions: how the model must answer."""

_CLOSING: Final = "Answer with the verdicts object: one verdict per question."

DEFAULT_MAX_TOKENS: Final = 1024
"""Output tokens allowed by default: a verdict and a sentence per doubted item."""


class OpenAIClaimJudge(ModelSettings):
    """A claim judge backed by an OpenAI or OpenAI-compatible model.

    It is blocking, as the `ClaimJudge` protocol is: the async engine
    (`AgentState.acompact`) runs it in a worker thread.

    Args:
        model: The model that judges (a capable one: it reads evidence closely).
        client: The `openai.OpenAI` client; point its ``base_url`` at a vLLM, Ollama,
            llama.cpp or LM Studio server to use a local model. Default: one made on first
            use (``OPENAI_API_KEY``, ``OPENAI_BASE_URL``).
        api: ``"chat"`` (Chat Completions, the default) or ``"responses"``.
        output: ``"json_schema"`` (strict structured output, the default) or
            ``"json_object"`` (JSON mode, the schema in the instructions).
        max_tokens: The most output tokens; an answer cut off there fails.
        tokens_field: The Chat Completions field carrying `max_tokens`:
            ``"max_completion_tokens"`` (the default) or ``"max_tokens"`` for servers that
            read only the older one.
        max_event_chars: Longest text shown for one cited event; the rest is cut with a note.
        instructions: The general instructions (default: the request's, which are
            `agentstate.validation.judge.JUDGE_INSTRUCTIONS`); `ANSWER_RULES` are always
            appended.
        timeout: Seconds per HTTP attempt, the SDK's ``timeout`` (default: the client's).
        max_retries: Retries of the SDK on timeouts, 408, 409, 429 and 5xx (default: the
            client's).
        name: The name recorded with every judgement.

    Raises:
        InvalidInput: An empty model, an unknown `api` or `output`, a bad size, timeout or
            retry count, or a `client` that is not an `openai.OpenAI` (an async client
            included: the judge is blocking).
    """

    def __init__(
        self,
        model: str,
        *,
        client: openai.OpenAI | None = None,
        api: Api = "chat",
        output: OutputMode = "json_schema",
        max_tokens: int = DEFAULT_MAX_TOKENS,
        tokens_field: TokensField = "max_completion_tokens",
        max_event_chars: int = 1500,
        instructions: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        name: str = "openai",
    ) -> None:
        if isinstance(client, openai.AsyncOpenAI):
            msg = (
                "the claim judge is blocking (the async engine runs it in a worker thread): "
                "pass client=openai.OpenAI(...)"
            )
            raise InvalidInput(msg)
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
            async_hint="pass client=openai.OpenAI(...)",
        )

    def __repr__(self) -> str:
        return f"OpenAIClaimJudge(model={self.model!r}, api={self.api!r})"

    @property
    def version(self) -> str:
        """The model and the prompt's version: ``"<model>/judge-<n>"``."""
        return f"{self.model}/judge-{JUDGE_PROMPT_VERSION}"

    def build_call(self, request: JudgeRequest) -> JsonCall:
        """The request for a judgement (nothing is sent).

        Its `arguments()` are the exact ``create`` keyword arguments.
        """
        base = (self.instructions or request.instructions).rstrip()
        return JsonCall(
            api=self.api,
            model=self.model,
            system=f"{base}\n\n{ANSWER_RULES}",
            user=questions_block(request, max_event_chars=self.max_event_chars, closing=_CLOSING),
            extra=None,
            schema_name=VERDICT_TOOL,
            schema=VERDICTS_SCHEMA,
            max_tokens=self.max_tokens,
            output=self.output,
            tokens_field=self.tokens_field,
        )

    def parse(self, response: object) -> Judgement:
        """The verdicts in a response (a `ChatCompletion` or a `Response`) and its usage.

        The usage is the server's token counts with the model that answered (``{"model",
        "input_tokens", "output_tokens", ...}``).

        Raises:
            JudgeFailed: No usable answer (see the module docs), or an answer of another
                shape; it carries the usage.
        """
        answer = read_answer(self.api, response, kind=JudgeFailed, max_tokens=self.max_tokens)
        shape = '{"verdicts": [{"path", "verdict", "reason"}]}'
        verdicts = shaped(answer, VerdictsAnswer, kind=JudgeFailed, shape=shape)
        return Judgement(
            verdicts=verdicts.claim_verdicts(),
            usage={"model": answer.model or self.model, **answer.usage},
        )

    def judge(self, request: JudgeRequest) -> Judgement:
        """Ask the model for a verdict on each question (blocking).

        Raises:
            JudgeFailed: No usable answer (see `parse`, and the SDK's errors).
            ModelRequestsDisabled: `ALLOW_MODEL_REQUESTS` is off.
        """
        check_allow_model_requests()
        return self.parse(self._clients.create(self.build_call(request), kind=JudgeFailed))
