"""`OpenAIDeletionOracle`: an OpenAI-compatible model chooses what a verbatim pass drops.

The oracle implements `agentstate.compaction.oracles.DeletionOracle`. For each pass it sends
one request: the instructions are the request's
(`agentstate.compaction.oracles.PRUNE_INSTRUCTIONS`) plus `ANSWER_RULES`, and the one user
turn is the provider-neutral `agentstate.compaction.prune_prompt.prune_block` (the units with
their refs, the later tail, the scratchpad and the ledger), the same text the Anthropic
adapter sends. The answer is asked for as structured output of the shape
``{"drops": [{"ref": "ev_<n>", "reason": "..."}]}`` (`DROPS_SCHEMA`, strict), on Chat
Completions or the Responses API.

The answer becomes `Drop` objects; the pass then checks every ref (in range, not pinned) and
records the outcome. Nothing the model did not finish becomes a choice: API errors (after the
SDK's own retries), refusals, cut-off answers and answers of another shape raise
`OracleFailed`, which the pass records as a ``failed`` outcome that drops nothing.
"""

from __future__ import annotations

from typing import Final

import openai
import pydantic

from agentstate.compaction.oracles import Drop, PruneRequest
from agentstate.compaction.prune_prompt import (
    DROP_TOOL,
    DROPS_SCHEMA,
    PRUNE_PROMPT_VERSION,
    answer_rules,
    prune_block,
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
from agentstate_openai.errors import OracleFailed

__all__ = ["ANSWER_RULES", "DEFAULT_MAX_TOKENS", "OpenAIDeletionOracle"]

ANSWER_RULES: Final = answer_rules(
    "Answer with the drops object only, in the schema you were given; no other text."
)
"""Added to the request's instructions: how the model must answer."""

_CLOSING: Final = "Answer with the drops object: the units the agent no longer needs verbatim."

DEFAULT_MAX_TOKENS: Final = 1024
"""Output tokens allowed by default: a list of refs and short reasons."""


class _Choice(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(frozen=True, extra="forbid", strict=True)

    ref: str
    reason: str


class _Answer(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(frozen=True, extra="forbid", strict=True)

    drops: list[_Choice]


class OpenAIDeletionOracle(ModelSettings):
    """A deletion oracle backed by an OpenAI or OpenAI-compatible model, sync and async.

    Args:
        model: The model that chooses (a small, fast one is usually enough).
        client: An `openai.OpenAI` (for `select`; `aselect` runs it in a worker thread) or an
            `openai.AsyncOpenAI` (for `aselect`). Default: an `openai.OpenAI` made on first
            use.
        api: ``"chat"`` (Chat Completions, the default) or ``"responses"``.
        output: ``"json_schema"`` (strict structured output, the default) or
            ``"json_object"`` (JSON mode, the schema in the instructions).
        max_tokens: The most output tokens; an answer cut off there fails.
        tokens_field: The Chat Completions field carrying `max_tokens`.
        max_event_chars: Longest text shown for one event; the rest is cut with a note.
        instructions: The general instructions (default: the request's, which are
            `agentstate.compaction.oracles.PRUNE_INSTRUCTIONS`); `ANSWER_RULES` are always
            appended.
        timeout: Seconds per HTTP attempt (default: the client's).
        max_retries: Retries of the SDK (default: the client's).
        name: The name recorded with every drop this oracle chooses.

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
        max_event_chars: int = 500,
        instructions: str | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
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
            async_hint="use aselect (AgentState.acompact_verbatim), or pass "
            "client=openai.OpenAI(...)",
        )

    def __repr__(self) -> str:
        return f"OpenAIDeletionOracle(model={self.model!r}, api={self.api!r})"

    @property
    def version(self) -> str:
        """The model and the prompt's version: ``"<model>/prune-<n>"``."""
        return f"{self.model}/prune-{PRUNE_PROMPT_VERSION}"

    def build_call(self, request: PruneRequest) -> JsonCall:
        """The request for a choice of drops (nothing is sent)."""
        base = (self.instructions or request.instructions).rstrip()
        return JsonCall(
            api=self.api,
            model=self.model,
            system=f"{base}\n\n{ANSWER_RULES}",
            user=prune_block(request, max_event_chars=self.max_event_chars, closing=_CLOSING),
            extra=None,
            schema_name=DROP_TOOL,
            schema=DROPS_SCHEMA,
            max_tokens=self.max_tokens,
            output=self.output,
            tokens_field=self.tokens_field,
        )

    def parse(self, response: object) -> list[Drop]:
        """The drops in a response (a `ChatCompletion` or a `Response`).

        Raises:
            OracleFailed: No usable answer, or an answer of another shape.
        """
        answer = read_answer(self.api, response, kind=OracleFailed, max_tokens=self.max_tokens)
        shape = '{"drops": [{"ref", "reason"}]}'
        choice = shaped(answer, _Answer, kind=OracleFailed, shape=shape)
        return [Drop(item.ref, item.reason) for item in choice.drops]

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
        response = await self._clients.acreate(self.build_call(request), kind=OracleFailed)
        return self.parse(response)
