"""One JSON-object answer from an OpenAI-compatible server: the request, the sending, the reading.

The summarizer and the deletion oracle both ask the model for one JSON object of a given
schema, on Chat Completions or the Responses API, and both must never mistake an unfinished
or unusable answer for one. This module holds what they share: the SDK clients with their
timeout and retry settings, the exact ``create`` arguments, the SDK's errors and every kind of
unusable answer as a `ModelFailed` naming why, and the usage the server reported.
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import TYPE_CHECKING, Any, Final, Literal, TypeVar, cast

import attrs
import openai
import pydantic
from openai import NOT_GIVEN, NotGiven

from agentstate.errors import InvalidInput
from agentstate.json_values import JSONObject, JSONValue
from agentstate_openai.errors import FailureReason, ModelFailed

if TYPE_CHECKING:
    from openai.types.chat import ChatCompletion
    from openai.types.responses import Response

__all__ = [
    "Api",
    "Answer",
    "Clients",
    "JsonCall",
    "ModelSettings",
    "OutputMode",
    "TokensField",
    "api_failure",
    "check_choices",
    "read_answer",
    "shaped",
    "strict_schema",
]

Api = Literal["chat", "responses"]
"""Which API a component calls: Chat Completions, or the Responses API."""

OutputMode = Literal["json_schema", "json_object"]
"""How the answer's shape is asked for: a strict JSON schema (structured outputs), or JSON mode
with the schema in the instructions (for servers without structured outputs)."""

TokensField = Literal["max_completion_tokens", "max_tokens"]
"""The Chat Completions field that caps the output (older servers read only ``max_tokens``)."""

_SIZE_KEYWORDS: Final = frozenset(
    {
        "default",
        "minLength",
        "maxLength",
        "minItems",
        "maxItems",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minProperties",
        "maxProperties",
    }
)


def strict_schema(schema: JSONObject) -> JSONObject:
    """`schema` in the subset strict structured outputs accept, as a new object.

    Every object gets ``additionalProperties: false`` and lists all of its properties as
    required (a field with a default is then always written, its default included); defaults
    and size or range constraints are left out, as strict decoders (OpenAI's, and the grammar
    compilers of vLLM and llama.cpp) refuse or ignore them. Types, enums, patterns and
    ``$defs`` stay. The validator checks the answer against the full schema either way.
    """

    def strict(node: JSONValue) -> JSONValue:
        if isinstance(node, list):
            return [strict(item) for item in node]
        if not isinstance(node, dict):
            return node
        out: JSONObject = {
            key: strict(value) if key not in ("properties", "$defs") else value
            for key, value in node.items()
            if key not in _SIZE_KEYWORDS
        }
        for container in ("properties", "$defs"):
            members = node.get(container)
            if isinstance(members, dict):
                out[container] = {name: strict(member) for name, member in members.items()}
        properties = out.get("properties")
        if out.get("type") == "object" or isinstance(properties, dict):
            out["additionalProperties"] = False
            if isinstance(properties, dict):
                out["required"] = list(properties)
        return out

    result = strict(schema)
    assert isinstance(result, dict)
    return result


@attrs.frozen(kw_only=True)
class JsonCall:
    """One request for a JSON object: what to send, independent of the API that carries it."""

    api: Api
    model: str
    system: str
    """The instructions (a system message, or the Responses API's ``instructions``)."""
    user: str
    """The stable part of the one user turn (a provider's prefix cache serves it on a retry)."""
    extra: str | None
    """A part after it that changes between attempts (the findings of a rejection), or None."""
    schema_name: str
    schema: JSONObject
    max_tokens: int
    output: OutputMode = "json_schema"
    tokens_field: TokensField = "max_completion_tokens"
    store: bool = False
    """The Responses API's ``store`` (False: the server keeps nothing of the call)."""

    def _system(self) -> str:
        if self.output == "json_schema":
            return self.system
        shape = json.dumps(self.schema, ensure_ascii=False)
        return f"{self.system.rstrip()}\n\nThe JSON object must follow this JSON schema:\n{shape}\n"

    def arguments(self) -> dict[str, Any]:
        """The keyword arguments of ``chat.completions.create`` or ``responses.create``."""
        if self.api == "chat":
            user = self.user if self.extra is None else f"{self.user}\n\n{self.extra}"
            chat: dict[str, Any] = {
                "model": self.model,
                "messages": [
                    {"role": "system", "content": self._system()},
                    {"role": "user", "content": user},
                ],
                self.tokens_field: self.max_tokens,
            }
            if self.output == "json_schema":
                chat["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {
                        "name": self.schema_name,
                        "strict": True,
                        "schema": strict_schema(self.schema),
                    },
                }
            else:
                chat["response_format"] = {"type": "json_object"}
            return chat
        parts: list[JSONValue] = [{"type": "input_text", "text": self.user}]
        if self.extra is not None:
            parts.append({"type": "input_text", "text": self.extra})
        text_format: JSONObject = (
            {
                "type": "json_schema",
                "name": self.schema_name,
                "strict": True,
                "schema": strict_schema(self.schema),
            }
            if self.output == "json_schema"
            else {"type": "json_object"}
        )
        return {
            "model": self.model,
            "instructions": self._system(),
            "input": [{"role": "user", "content": parts}],
            "text": {"format": text_format},
            "max_output_tokens": self.max_tokens,
            "store": self.store,
        }


@attrs.frozen(kw_only=True)
class Answer:
    """A usable answer: the JSON object, the call's usage, the model that answered."""

    value: JSONObject
    usage: dict[str, int]
    model: str | None


def check_choices(
    model: object,
    *,
    api: object,
    output: object,
    tokens_field: object = "max_completion_tokens",
    **positive: object,
) -> None:
    """Refuse an empty model, an unknown api, output mode or tokens field, non-positive sizes.

    Raises:
        InvalidInput: Naming the argument and the value given.
    """
    if not isinstance(model, str) or not model:
        msg = f"model must be a non-empty string, got {model!r}"
        raise InvalidInput(msg)
    if api not in ("chat", "responses"):
        msg = f"api must be 'chat' or 'responses', got {api!r}"
        raise InvalidInput(msg)
    if output not in ("json_schema", "json_object"):
        msg = f"output must be 'json_schema' or 'json_object', got {output!r}"
        raise InvalidInput(msg)
    if tokens_field not in ("max_completion_tokens", "max_tokens"):
        msg = f"tokens_field must be 'max_completion_tokens' or 'max_tokens', got {tokens_field!r}"
        raise InvalidInput(msg)
    for label, value in positive.items():
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            msg = f"{label} must be a positive integer, got {value!r}"
            raise InvalidInput(msg)


# --- reading an answer --------------------------------------------------------------------------


def _counts(**counts: object) -> dict[str, int]:
    return {
        name: count
        for name, count in counts.items()
        if isinstance(count, int) and not isinstance(count, bool) and count
    }


def _chat_usage(completion: ChatCompletion) -> dict[str, int]:
    usage = completion.usage
    if usage is None:
        return {}
    prompt = usage.prompt_tokens_details
    completion_details = usage.completion_tokens_details
    return _counts(
        input_tokens=usage.prompt_tokens,
        output_tokens=usage.completion_tokens,
        cached_input_tokens=prompt.cached_tokens if prompt is not None else None,
        reasoning_tokens=(
            completion_details.reasoning_tokens if completion_details is not None else None
        ),
    )


def _responses_usage(response: Response) -> dict[str, int]:
    usage = response.usage
    if usage is None:
        return {}
    return _counts(
        input_tokens=usage.input_tokens,
        output_tokens=usage.output_tokens,
        cached_input_tokens=getattr(usage.input_tokens_details, "cached_tokens", None),
        reasoning_tokens=getattr(usage.output_tokens_details, "reasoning_tokens", None),
    )


_THINKING: Final = re.compile(r"\A\s*<think>.*?</think>\s*", re.DOTALL)
_FENCE: Final = re.compile(r"\A\s*```(?:json)?\s*\n(.*?)\n?```\s*\Z", re.DOTALL)


def _json_object(text: str) -> JSONValue:
    """The JSON in an answer's text.

    A server that accepts a schema without enforcing it (some local ones) may wrap the
    object in a reasoning model's ``<think>`` block or a Markdown code fence: both are taken
    off before parsing, nothing else is.
    """
    try:
        return cast("JSONValue", json.loads(text))
    except ValueError:
        pass
    body = _THINKING.sub("", text, count=1)
    fenced = _FENCE.match(body)
    return cast("JSONValue", json.loads(fenced.group(1) if fenced else body))


def _fail(
    kind: type[ModelFailed],
    reason: FailureReason,
    detail: str,
    *,
    finish: str | None,
    usage: dict[str, int],
) -> ModelFailed:
    return kind(f"{reason}: {detail}", reason=reason, finish_reason=finish, usage=usage)


def _chat_text(
    completion: ChatCompletion, kind: type[ModelFailed], max_tokens: int, usage: dict[str, int]
) -> str:
    if not completion.choices:
        raise _fail(kind, "no_output", "the answer has no choices", finish=None, usage=usage)
    choice = completion.choices[0]
    finish = cast("str | None", choice.finish_reason)
    message = choice.message
    if finish == "length":
        detail = (
            f"the answer was cut off (finish reason length) after {usage.get('output_tokens', '?')}"
            f" output tokens; raise max_tokens (now {max_tokens}) or the summary budget"
        )
        raise _fail(kind, "truncated", detail, finish=finish, usage=usage)
    if finish == "content_filter":
        detail = "the provider's content filter stopped the answer"
        raise _fail(kind, "content_filter", detail, finish=finish, usage=usage)
    if message.refusal:
        detail = f"the model declined: {message.refusal[:200]}"
        raise _fail(kind, "refusal", detail, finish=finish, usage=usage)
    if finish != "stop":
        detail = f"the answer stopped with finish reason {finish!r}, not 'stop'"
        raise _fail(kind, "incomplete", detail, finish=finish, usage=usage)
    return message.content or ""


def _responses_text(
    response: Response, kind: type[ModelFailed], max_tokens: int, usage: dict[str, int]
) -> str:
    status = response.status
    if status == "incomplete":
        why = response.incomplete_details.reason if response.incomplete_details else None
        if why == "max_output_tokens":
            detail = (
                f"the answer was cut off at max_output_tokens after "
                f"{usage.get('output_tokens', '?')} output tokens; raise max_tokens "
                f"(now {max_tokens}) or the summary budget"
            )
            raise _fail(kind, "truncated", detail, finish=why, usage=usage)
        if why == "content_filter":
            detail = "the provider's content filter stopped the answer"
            raise _fail(kind, "content_filter", detail, finish=why, usage=usage)
        raise _fail(kind, "incomplete", f"incomplete ({why})", finish=why, usage=usage)
    if status != "completed":
        error = response.error
        detail = f"the response is {status}" + (f": {error.message}" if error else "")
        raise _fail(kind, "incomplete", detail, finish=status, usage=usage)
    texts: list[str] = []
    for item in response.output:
        if item.type != "message":
            continue
        for part in item.content:
            if part.type == "refusal":
                detail = f"the model declined: {part.refusal[:200]}"
                raise _fail(kind, "refusal", detail, finish=status, usage=usage)
            if part.type == "output_text":
                texts.append(part.text)
    return "".join(texts)


def read_answer(api: Api, response: object, *, kind: type[ModelFailed], max_tokens: int) -> Answer:
    """The JSON object in a response, with its usage.

    Raises:
        ModelFailed: A `kind`: the model was cut off, filtered, refused, stopped for another
            reason, wrote nothing, or wrote something that is not a JSON object. The failure
            carries the response's usage.
    """
    if api == "chat":
        completion = cast("ChatCompletion", response)
        usage = _chat_usage(completion)
        text = _chat_text(completion, kind, max_tokens, usage)
        model: str | None = completion.model
    else:
        answer = cast("Response", response)
        usage = _responses_usage(answer)
        text = _responses_text(answer, kind, max_tokens, usage)
        model = answer.model
    if not text.strip():
        raise _fail(kind, "no_output", "the answer holds no text", finish=None, usage=usage)
    try:
        value = _json_object(text)
    except (ValueError, RecursionError) as exc:
        detail = f"the answer is not JSON ({exc}): {text[:200]!r}"
        raise _fail(kind, "malformed", detail, finish=None, usage=usage) from exc
    if not isinstance(value, dict):
        detail = f"the answer is a JSON {type(value).__name__}, not an object"
        raise _fail(kind, "malformed", detail, finish=None, usage=usage)
    return Answer(value=value, usage=usage, model=model)


_Shape = TypeVar("_Shape", bound=pydantic.BaseModel)


def shaped(answer: Answer, model: type[_Shape], *, kind: type[ModelFailed], shape: str) -> _Shape:
    """The answer's JSON object validated as `model`.

    Args:
        answer: A usable answer (`read_answer`).
        model: The pydantic model of the object.
        kind: The failure to raise.
        shape: The object's shape as people read it, for the failure.

    Raises:
        ModelFailed: A `kind` of reason ``"malformed"`` naming the first problem; it carries
            the answer's usage.
    """
    try:
        return model.model_validate(answer.value)
    except pydantic.ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the answer"
        detail = f"the answer is not {shape} ({exc.error_count()} errors; {where}: {first['msg']})"
        raise _fail(kind, "malformed", detail, finish=None, usage=answer.usage) from None


# --- sending ------------------------------------------------------------------------------------


def api_failure(error: openai.OpenAIError, *, kind: type[ModelFailed]) -> ModelFailed:
    """The SDK's error (after its own retries) as a `kind` failure naming why."""
    reason: FailureReason
    if isinstance(error, openai.APITimeoutError):
        reason = "timeout"
    elif isinstance(error, openai.APIConnectionError):
        reason = "connection"
    elif isinstance(error, openai.RateLimitError):
        reason = "rate_limited"
    elif isinstance(error, openai.InternalServerError):
        reason = "server_error"
    else:
        reason = "api_error"
    status: int | None = None
    request_id: str | None = None
    if isinstance(error, openai.APIStatusError):
        status, request_id = error.status_code, error.request_id
    where = f" (HTTP {status}, request {request_id})" if status is not None else ""
    message = f"{reason}{where}: {type(error).__name__}: {error}"
    return kind(message, reason=reason, status_code=status, request_id=request_id)


@attrs.define
class Clients:
    """The client one component sends with: sync (`openai.OpenAI`) or async (`AsyncOpenAI`).

    Given a sync client, the async path runs it in a worker thread; given an async client, the
    sync path refuses (`async_hint` says what to call instead); given none, each path makes its
    own client when first used (reading ``OPENAI_API_KEY`` and ``OPENAI_BASE_URL``).
    """

    async_hint: str
    timeout: float | None = None
    max_retries: int | None = None
    client: openai.OpenAI | None = None
    async_client: openai.AsyncOpenAI | None = None

    @classmethod
    def of(
        cls,
        client: openai.OpenAI | openai.AsyncOpenAI | None,
        *,
        timeout: float | None,
        max_retries: int | None,
        async_hint: str,
    ) -> Clients:
        """The client as given, with the timeout and retries applied.

        Raises:
            InvalidInput: `client` is not an OpenAI client, or a bad timeout or retry count.
        """
        if timeout is not None and not (isinstance(timeout, int | float) and timeout > 0):
            msg = f"timeout must be positive or None, got {timeout!r}"
            raise InvalidInput(msg)
        if max_retries is not None and (
            isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0
        ):
            msg = f"max_retries must be a non-negative integer or None, got {max_retries!r}"
            raise InvalidInput(msg)
        made = cls(async_hint=async_hint, timeout=timeout, max_retries=max_retries)
        if isinstance(client, openai.AsyncOpenAI):
            made.async_client = made._tuned(client)
        elif isinstance(client, openai.OpenAI):
            made.client = made._tuned(client)
        elif client is not None:
            msg = f"client must be an openai.OpenAI or openai.AsyncOpenAI, got {type(client)!r}"
            raise InvalidInput(msg)
        return made

    def _tuned(self, client: Any) -> Any:
        if self.timeout is None and self.max_retries is None:
            return client
        timeout: float | NotGiven = NOT_GIVEN if self.timeout is None else self.timeout
        retries: int | NotGiven = NOT_GIVEN if self.max_retries is None else self.max_retries
        return client.with_options(timeout=timeout, max_retries=retries)

    def _retries(self) -> int:
        return openai.DEFAULT_MAX_RETRIES if self.max_retries is None else self.max_retries

    def _timeout(self) -> float | NotGiven:
        return NOT_GIVEN if self.timeout is None else self.timeout

    def create(self, call: JsonCall, *, kind: type[ModelFailed]) -> object:
        """Send one request (blocking); SDK errors become `kind` failures.

        Raises:
            InvalidInput: Only an async client was given.
        """
        if self.client is None:
            if self.async_client is not None:
                msg = f"only an async client was given: {self.async_hint}"
                raise InvalidInput(msg)
            self.client = openai.OpenAI(timeout=self._timeout(), max_retries=self._retries())
        try:
            if call.api == "chat":
                return self.client.chat.completions.create(**call.arguments())
            return self.client.responses.create(**call.arguments())
        except openai.OpenAIError as exc:
            raise api_failure(exc, kind=kind) from exc

    async def acreate(self, call: JsonCall, *, kind: type[ModelFailed]) -> object:
        """Send one request without blocking the event loop; SDK errors become `kind`."""
        if self.async_client is None:
            if self.client is not None:
                return await asyncio.to_thread(self.create, call, kind=kind)
            self.async_client = openai.AsyncOpenAI(
                timeout=self._timeout(), max_retries=self._retries()
            )
        try:
            if call.api == "chat":
                return await self.async_client.chat.completions.create(**call.arguments())
            return await self.async_client.responses.create(**call.arguments())
        except openai.OpenAIError as exc:
            raise api_failure(exc, kind=kind) from exc


class ModelSettings:
    """What the summarizer and the deletion oracle share.

    The model, how it is asked, the client it is asked with, and the name recorded with what
    it writes.

    Raises:
        InvalidInput: An empty model, an unknown `api` or `output`, a bad size, timeout or
            retry count, or a `client` that is not an OpenAI client.
    """

    def __init__(
        self,
        model: str,
        *,
        client: openai.OpenAI | openai.AsyncOpenAI | None,
        api: Api,
        output: OutputMode,
        max_tokens: int,
        tokens_field: TokensField,
        max_event_chars: int,
        instructions: str | None,
        timeout: float | None,
        max_retries: int | None,
        name: str,
        async_hint: str,
    ) -> None:
        check_choices(
            model,
            api=api,
            output=output,
            tokens_field=tokens_field,
            max_tokens=max_tokens,
            max_event_chars=max_event_chars,
        )
        self.model = model
        """The model called."""
        self.api: Api = api
        """The API called."""
        self.output: OutputMode = output
        """How the schema is asked for."""
        self.max_tokens = max_tokens
        """The most output tokens."""
        self.tokens_field: TokensField = tokens_field
        """The Chat Completions field carrying `max_tokens`."""
        self.max_event_chars = max_event_chars
        """Longest text shown for one event."""
        self.instructions = instructions
        """General instructions replacing the request's, or None."""
        self._name = name
        self._clients = Clients.of(
            client, timeout=timeout, max_retries=max_retries, async_hint=async_hint
        )

    @property
    def name(self) -> str:
        """The name recorded with what this component writes (checkpoints, drops)."""
        return self._name
