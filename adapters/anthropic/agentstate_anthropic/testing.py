"""A scripted Messages API behind a mock HTTP transport: test through the real SDK, offline.

`ScriptedAnthropicAPI` answers the SDK's HTTP requests from a script, so a test exercises
the real client (request encoding, retries, error mapping, response parsing) without the
network. It records every request body; `client()` and `async_client()` give SDK clients
wired to it::

    api = ScriptedAnthropicAPI([json_reply({"objective": {...}})])
    summarizer = AnthropicSummarizer("claude-haiku-5-5", client=api.client())
    with override_allow_model_requests(allow=True):
        state.compact(summarizer, policy=policy)
    assert api.requests[0].body["output_config"]["format"]["type"] == "json_schema"
    api.assert_complete()

A step answers one ``POST /v1/messages``: an `httpx2.Response` (build them with `reply`,
`json_reply`, `tool_reply`, `api_error`), an exception to raise in the transport (an
`httpx2.TimeoutException` becomes the SDK's `APITimeoutError`), a `Delay` before a step, or a
function of the request's JSON body returning any of these. Count-tokens requests are
answered by `count_tokens`, a function of the request body returning the count (or a step).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable, Sequence
from typing import TypeAlias

import anthropic
import attrs
import httpx2

from agentstate.json_values import JSONObject, JSONValue

__all__ = [
    "BASE_URL",
    "Delay",
    "RecordedRequest",
    "ScriptExhausted",
    "ScriptedAnthropicAPI",
    "Step",
    "api_error",
    "json_reply",
    "reply",
    "tool_reply",
]

BASE_URL = "https://api.anthropic.test"
"""Where the scripted clients send requests (never resolved: the transport answers)."""

_MESSAGES = "/v1/messages"
_COUNT = "/v1/messages/count_tokens"


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

    Raised inside the transport, where the SDK reports it as a connection error;
    `ScriptedAnthropicAPI.assert_complete` raises it again, with its message.
    """


def reply(
    content: Sequence[JSONObject],
    *,
    stop_reason: str | None = "end_turn",
    usage: JSONObject | None = None,
    model: str = "claude-scripted",
    stop_details: JSONObject | None = None,
    request_id: str = "req_scripted",
) -> httpx2.Response:
    """A Messages API response with these content blocks."""
    body: JSONObject = {
        "id": "msg_scripted",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": list[JSONValue](content),
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": usage if usage is not None else {"input_tokens": 100, "output_tokens": 50},
    }
    if stop_details is not None:
        body["stop_details"] = stop_details
    return httpx2.Response(200, json=body, headers={"request-id": request_id})


def json_reply(value: JSONValue, *, stop_reason: str = "end_turn") -> httpx2.Response:
    """A structured-output answer: one text block holding `value` as JSON."""
    return reply([{"type": "text", "text": json.dumps(value)}], stop_reason=stop_reason)


def tool_reply(
    name: str, tool_input: JSONValue, *, call_id: str = "toolu_01", text: str | None = None
) -> httpx2.Response:
    """A tool-use answer: optional text, then one ``tool_use`` block."""
    blocks: list[JSONObject] = [{"type": "text", "text": text}] if text else []
    blocks.append({"type": "tool_use", "id": call_id, "name": name, "input": tool_input})
    return reply(blocks, stop_reason="tool_use")


def api_error(
    status: int,
    error_type: str,
    message: str,
    *,
    retry_after_ms: int | None = 1,
    request_id: str = "req_scripted_error",
) -> httpx2.Response:
    """An API error response (``retry-after-ms`` keeps the SDK's retries fast in tests)."""
    headers = {"request-id": request_id}
    if retry_after_ms is not None:
        headers["retry-after-ms"] = str(retry_after_ms)
    body = {"type": "error", "error": {"type": error_type, "message": message}}
    return httpx2.Response(status, json=body, headers=headers)


class ScriptedAnthropicAPI:
    """Plays a script of Messages API answers through a mock transport; records requests.

    Args:
        steps: One step per ``POST /v1/messages``, in order.
        count_tokens: Answers ``POST /v1/messages/count_tokens``: a function of the body
            returning the token count, or a step (a response or an exception).
    """

    def __init__(
        self,
        steps: Sequence[Step] = (),
        *,
        count_tokens: Callable[[JSONObject], int | Step] | None = None,
    ) -> None:
        self.steps = list(steps)
        self.count_tokens = count_tokens
        self.requests: list[RecordedRequest] = []
        """Every request received, in order (count-tokens requests included)."""
        self.unanswered: list[str] = []
        """Why each request the script could not answer was refused."""
        self._played = 0

    @property
    def messages_requests(self) -> list[RecordedRequest]:
        """The ``/v1/messages`` requests, in order."""
        return [request for request in self.requests if request.path == _MESSAGES]

    @property
    def count_requests(self) -> list[RecordedRequest]:
        """The count-tokens requests, in order."""
        return [request for request in self.requests if request.path == _COUNT]

    def client(self, *, max_retries: int = 0, timeout: float = 30.0) -> anthropic.Anthropic:
        """A sync SDK client wired to this script (no retries unless asked)."""
        transport = _Transport(self)
        return anthropic.Anthropic(
            api_key="sk-ant-scripted",
            base_url=BASE_URL,
            max_retries=max_retries,
            timeout=timeout,
            http_client=httpx2.Client(transport=transport, base_url=BASE_URL),
        )

    def async_client(
        self, *, max_retries: int = 0, timeout: float = 30.0
    ) -> anthropic.AsyncAnthropic:
        """An async SDK client wired to this script (no retries unless asked)."""
        transport = _Transport(self)
        return anthropic.AsyncAnthropic(
            api_key="sk-ant-scripted",
            base_url=BASE_URL,
            max_retries=max_retries,
            timeout=timeout,
            http_client=httpx2.AsyncClient(transport=transport, base_url=BASE_URL),
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
                method=request.method,
                path=path,
                headers=dict(request.headers),
                body=body,
            )
        )
        step: Step
        if path == _COUNT:
            if self.count_tokens is None:
                msg = "a count-tokens request, but the script has no count_tokens answer"
                self.unanswered.append(msg)
                raise ScriptExhausted(msg)
            answer = self.count_tokens(body)
            if isinstance(answer, int):
                return httpx2.Response(200, json={"input_tokens": answer})
            step = answer
        else:
            if self._played >= len(self.steps):
                msg = f"messages request {self._played + 1}, but the script has {len(self.steps)}"
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

    def __init__(self, api: ScriptedAnthropicAPI) -> None:
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
