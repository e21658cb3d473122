"""A scripted OpenAI-compatible API behind a mock HTTP transport: test through the real SDK.

`ScriptedOpenAIAPI` answers the SDK's HTTP requests from a script, so a test exercises the
real client (request encoding, retries, error mapping, response parsing) without the network.
It records every request body; `client()` and `async_client()` give SDK clients wired to it::

    api = ScriptedOpenAIAPI([json_chat_reply({"objective": {...}})])
    summarizer = OpenAISummarizer("gpt-5-mini", client=api.client())
    with override_allow_model_requests(allow=True):
        state.compact(summarizer, policy=policy)
    assert api.requests[0].body["response_format"]["type"] == "json_schema"
    api.assert_complete()

A step answers one ``POST /v1/chat/completions`` or ``POST /v1/responses``: an
`httpx2.Response` (build them with `chat_reply`, `json_chat_reply`, `responses_reply`,
`json_responses_reply`, `recorded`, `api_error`), an exception to raise in the transport (an
`httpx2.TimeoutException` becomes the SDK's `APITimeoutError`), a `Delay` before a step, or a
function of the request's JSON body returning any of these. `recorded` replays a response body
as a server sent it (the adapter's tests keep one per server flavour: OpenAI, vLLM, Ollama,
llama.cpp's server), with its content swapped when asked.
"""

from __future__ import annotations

import asyncio
import copy
import json
import time
from collections.abc import Callable, Sequence
from typing import TypeAlias

import attrs
import httpx2
import openai

from agentstate.json_values import JSONObject, JSONValue

__all__ = [
    "BASE_URL",
    "Delay",
    "RecordedRequest",
    "ScriptExhausted",
    "ScriptedOpenAIAPI",
    "Step",
    "api_error",
    "chat_reply",
    "json_chat_reply",
    "json_responses_reply",
    "recorded",
    "responses_reply",
]

BASE_URL = "https://api.openai.test/v1"
"""Where the scripted clients send requests (never resolved: the transport answers)."""

_ANSWERED = frozenset({"/v1/chat/completions", "/v1/responses"})


@attrs.frozen
class Delay:
    """Wait `seconds` (sleeping, or awaiting in an async client), then play `then`."""

    seconds: float
    then: Step


Step: TypeAlias = httpx2.Response | BaseException | Delay | Callable[[JSONObject], "Step"]
"""What answers one request: a response, an exception, a delay, or a function of the body."""


@attrs.frozen
class RecordedRequest:
    """One request the SDK sent."""

    method: str
    path: str
    headers: dict[str, str]
    body: JSONObject


class ScriptExhausted(AssertionError):
    """The SDK sent a request the script has no answer for.

    Raised inside the transport, through the SDK (which passes on what is not an HTTP error)
    to the caller; `ScriptedOpenAIAPI.assert_complete` raises it again, with its message.
    """


def chat_reply(
    content: str | None,
    *,
    finish_reason: str | None = "stop",
    tool_calls: Sequence[JSONObject] | None = None,
    refusal: str | None = None,
    usage: JSONObject | None = None,
    model: str = "gpt-scripted",
    request_id: str = "req_scripted",
) -> httpx2.Response:
    """A Chat Completions response with one choice."""
    message: JSONObject = {"role": "assistant", "content": content, "refusal": refusal}
    if tool_calls is not None:
        message["tool_calls"] = list[JSONValue](tool_calls)
    body: JSONObject = {
        "id": "chatcmpl-scripted",
        "object": "chat.completion",
        "created": 1764950000,
        "model": model,
        "choices": [{"index": 0, "message": message, "finish_reason": finish_reason}],
        "usage": usage
        if usage is not None
        else {"prompt_tokens": 100, "completion_tokens": 50, "total_tokens": 150},
    }
    return httpx2.Response(200, json=body, headers={"x-request-id": request_id})


def json_chat_reply(value: JSONValue, *, finish_reason: str = "stop") -> httpx2.Response:
    """A structured-output answer on Chat Completions: `value` as the message's JSON text."""
    return chat_reply(json.dumps(value), finish_reason=finish_reason)


def responses_reply(
    text: str | None,
    *,
    status: str = "completed",
    incomplete_reason: str | None = None,
    refusal: str | None = None,
    output: Sequence[JSONObject] | None = None,
    usage: JSONObject | None = None,
    model: str = "gpt-scripted",
    request_id: str = "req_scripted",
) -> httpx2.Response:
    """A Responses API response: one message item with `text` (or `refusal`), or `output`."""
    items: list[JSONValue]
    if output is not None:
        items = list[JSONValue](output)
    else:
        parts: list[JSONValue] = []
        if text is not None:
            parts.append({"type": "output_text", "text": text, "annotations": []})
        if refusal is not None:
            parts.append({"type": "refusal", "refusal": refusal})
        items = [
            {
                "id": "msg_scripted",
                "type": "message",
                "role": "assistant",
                "status": "completed",
                "content": parts,
            }
        ]
    body: JSONObject = {
        "id": "resp_scripted",
        "object": "response",
        "created_at": 1764950000,
        "model": model,
        "status": status,
        "incomplete_details": {"reason": incomplete_reason} if incomplete_reason else None,
        "error": None,
        "output": items,
        "parallel_tool_calls": True,
        "tool_choice": "auto",
        "tools": [],
        "usage": usage
        if usage is not None
        else {
            "input_tokens": 100,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": 50,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 150,
        },
    }
    return httpx2.Response(200, json=body, headers={"x-request-id": request_id})


def json_responses_reply(value: JSONValue) -> httpx2.Response:
    """A structured-output answer on the Responses API: `value` as the output text."""
    return responses_reply(json.dumps(value))


def recorded(body: JSONObject, *, content: str | None = None) -> httpx2.Response:
    """A response body as a server sent it, with its answer's text replaced.

    `content` (when given) replaces the first choice's message content (Chat Completions) or
    the first output text (Responses API): a flavour's framing around the answer a test needs.
    """
    sent = copy.deepcopy(body)
    if content is not None:
        _replace_text(sent, content)
    return httpx2.Response(200, json=sent, headers={"x-request-id": "req_recorded"})


def _replace_text(body: JSONObject, content: str) -> None:
    choices = body.get("choices")
    if isinstance(choices, list) and choices and isinstance(choices[0], dict):
        message = choices[0].get("message")
        assert isinstance(message, dict), "a Chat Completions choice has a message"
        message["content"] = content
        return
    output = body.get("output")
    assert isinstance(output, list), "a body has choices (Chat Completions) or output (Responses)"
    for item in output:
        parts = item.get("content") if isinstance(item, dict) else None
        for part in parts if isinstance(parts, list) else []:
            if isinstance(part, dict) and part.get("type") == "output_text":
                part["text"] = content
                return
    msg = "the Responses body has no output text to replace"
    raise AssertionError(msg)


def api_error(
    status: int,
    message: str,
    *,
    error_type: str = "invalid_request_error",
    code: str | None = None,
    retry_after_ms: int | None = 1,
    request_id: str = "req_scripted_error",
) -> httpx2.Response:
    """An API error response (``retry-after-ms`` keeps the SDK's retries fast in tests)."""
    headers = {"x-request-id": request_id}
    if retry_after_ms is not None:
        headers["retry-after-ms"] = str(retry_after_ms)
    body = {"error": {"message": message, "type": error_type, "param": None, "code": code}}
    return httpx2.Response(status, json=body, headers=headers)


class ScriptedOpenAIAPI:
    """Plays a script of answers through a mock transport; records requests.

    Args:
        steps: One step per request (Chat Completions or Responses), in order.
    """

    def __init__(self, steps: Sequence[Step] = ()) -> None:
        self.steps = list(steps)
        self.requests: list[RecordedRequest] = []
        """Every request received, in order."""
        self.unanswered: list[str] = []
        """Why each request the script could not answer was refused."""
        self._played = 0

    def client(self, *, max_retries: int = 0, timeout: float = 30.0) -> openai.OpenAI:
        """A sync SDK client wired to this script (no retries unless asked)."""
        return openai.OpenAI(
            api_key="sk-scripted",
            base_url=BASE_URL,
            max_retries=max_retries,
            timeout=timeout,
            http_client=httpx2.Client(transport=_Transport(self), base_url=BASE_URL),
        )

    def async_client(self, *, max_retries: int = 0, timeout: float = 30.0) -> openai.AsyncOpenAI:
        """An async SDK client wired to this script (no retries unless asked)."""
        return openai.AsyncOpenAI(
            api_key="sk-scripted",
            base_url=BASE_URL,
            max_retries=max_retries,
            timeout=timeout,
            http_client=httpx2.AsyncClient(transport=_Transport(self), base_url=BASE_URL),
        )

    def assert_complete(self) -> None:
        """Fail if some steps were never played, or a request found the script exhausted."""
        if self.unanswered:
            raise ScriptExhausted("; ".join(self.unanswered))
        left = len(self.steps) - self._played
        if left > 0:
            msg = f"{left} scripted steps were never played"
            raise AssertionError(msg)

    def _next(self, request: httpx2.Request) -> Step:
        body = json.loads(request.content) if request.content else {}
        path = request.url.path
        self.requests.append(
            RecordedRequest(
                method=request.method, path=path, headers=dict(request.headers), body=body
            )
        )
        if path not in _ANSWERED:
            msg = f"a request to {path}, which the script does not answer"
            self.unanswered.append(msg)
            raise ScriptExhausted(msg)
        if self._played >= len(self.steps):
            msg = f"request {self._played + 1}, but the script has {len(self.steps)}"
            self.unanswered.append(msg)
            raise ScriptExhausted(msg)
        step = self.steps[self._played]
        self._played += 1
        while callable(step) and not isinstance(step, httpx2.Response | BaseException | Delay):
            step = step(body)
        return step


def _settle(step: Step) -> httpx2.Response:
    if isinstance(step, BaseException):
        raise step
    assert isinstance(step, httpx2.Response), step
    return step


class _Transport(httpx2.BaseTransport, httpx2.AsyncBaseTransport):
    """Answers each request with the script's next step."""

    def __init__(self, api: ScriptedOpenAIAPI) -> None:
        self.api = api

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        request.read()
        step = self.api._next(request)
        while isinstance(step, Delay):
            time.sleep(step.seconds)
            step = step.then
        return _settle(step)

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        await request.aread()
        step = self.api._next(request)
        while isinstance(step, Delay):
            await asyncio.sleep(step.seconds)
            step = step.then
        return _settle(step)
