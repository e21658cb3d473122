"""Errors the Anthropic adapter raises on purpose, under agentstate's `AgentStateError`.

```
AgentStateError
├── ModelRequestsDisabled (RuntimeError)     a request while ALLOW_MODEL_REQUESTS is off
├── CompactionFailed
│   └── SummarizerFailed                     the model gave no usable summary
└── TokenCountingFailed                      the count-tokens endpoint refused the request
```

API errors of the SDK are translated with ``raise ... from exc``: the SDK's exception (with
its response) stays available as ``__cause__``.
"""

from __future__ import annotations

from typing import Literal

from agentstate.errors import AgentStateError, CompactionFailed

__all__ = [
    "FailureReason",
    "ModelRequestsDisabled",
    "SummarizerFailed",
    "TokenCountingFailed",
]

FailureReason = Literal[
    "timeout",
    "connection",
    "rate_limited",
    "overloaded",
    "server_error",
    "api_error",
    "refusal",
    "truncated",
    "incomplete",
    "no_output",
    "malformed",
]
"""Why a summarizer call produced no candidate."""


class ModelRequestsDisabled(AgentStateError, RuntimeError):
    """A model request was about to be sent while `ALLOW_MODEL_REQUESTS` is False.

    Test suites switch the flag off so that nothing reaches the network by accident; a test
    that injects a client over a mock transport opts back in (see `agentstate_anthropic`).
    """


class SummarizerFailed(CompactionFailed):
    """The model produced no usable summary: an API error, a refusal, or cut-off output.

    Raised inside `AnthropicSummarizer`; the compaction engine records it as a ``failed``
    outcome and changes nothing else.
    """

    def __init__(
        self,
        message: str,
        *,
        reason: FailureReason,
        stop_reason: str | None = None,
        status_code: int | None = None,
        request_id: str | None = None,
    ) -> None:
        super().__init__(message)
        self.reason: FailureReason = reason
        """What went wrong (``"timeout"``, ``"rate_limited"``, ``"refusal"``, ...)."""
        self.stop_reason = stop_reason
        """The response's stop reason, when there was a response."""
        self.status_code = status_code
        """The HTTP status of an API error."""
        self.request_id = request_id
        """The API's request id, to quote to Anthropic support."""


class TokenCountingFailed(AgentStateError):
    """The count-tokens endpoint refused a request (bad model name, bad credentials, ...).

    An unreachable endpoint is not an error: `AnthropicTokenCounter` falls back to its
    offline estimate instead.
    """

    def __init__(self, message: str, *, status_code: int | None = None) -> None:
        super().__init__(message)
        self.status_code = status_code
        """The HTTP status of the refusal, if there was one."""
