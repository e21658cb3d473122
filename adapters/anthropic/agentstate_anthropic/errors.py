"""Errors the Anthropic adapter raises on purpose, under agentstate's `AgentStateError`.

```
AgentStateError
├── ModelRequestsDisabled (RuntimeError)     a request while ALLOW_MODEL_REQUESTS is off
├── CompactionFailed
│   └── ModelFailed                          a model call gave no usable answer
│       ├── SummarizerFailed                 ... no usable summary
│       └── OracleFailed                     ... no usable choice of drops
└── TokenCountingFailed                      the count-tokens endpoint refused the request
```

API errors of the SDK are translated with ``raise ... from exc``: the SDK's exception (with
its response) stays available as ``__cause__``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from agentstate.errors import AgentStateError, CompactionFailed

__all__ = [
    "FailureReason",
    "JudgeFailed",
    "ModelFailed",
    "ModelRequestsDisabled",
    "OracleFailed",
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
"""Why a model call (a summarizer's, an oracle's or a judge's) produced no usable answer."""


class ModelRequestsDisabled(AgentStateError, RuntimeError):
    """A model request was about to be sent while `ALLOW_MODEL_REQUESTS` is False.

    Test suites switch the flag off so that nothing reaches the network by accident; a test
    that injects a client over a mock transport opts back in (see `agentstate_anthropic`).
    """


class ModelFailed(CompactionFailed):
    """A model call produced no usable answer: an API error, a refusal, or cut-off output.

    The compaction engine and the verbatim pass record it as a ``failed`` outcome and change
    nothing else.
    """

    def __init__(
        self,
        message: str,
        *,
        reason: FailureReason,
        stop_reason: str | None = None,
        status_code: int | None = None,
        request_id: str | None = None,
        usage: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message, usage=usage)
        self.reason: FailureReason = reason
        """What went wrong (``"timeout"``, ``"rate_limited"``, ``"refusal"``, ...)."""
        self.stop_reason = stop_reason
        """The response's stop reason, when there was a response."""
        self.status_code = status_code
        """The HTTP status of an API error."""
        self.request_id = request_id
        """The API's request id, to quote to Anthropic support."""


class SummarizerFailed(ModelFailed):
    """The model produced no usable summary (raised inside `AnthropicSummarizer`)."""


class OracleFailed(ModelFailed):
    """The model produced no usable choice of drops (raised inside `AnthropicDeletionOracle`).

    Besides the API's failures: no ``drop_units`` call, or a call whose input is not
    ``{"drops": [{"ref": ..., "reason": ...}, ...]}`` (reason ``"no_output"`` or
    ``"malformed"``).
    """


class JudgeFailed(ModelFailed):
    """The model produced no usable verdicts (raised inside `AnthropicClaimJudge`).

    Besides the API's failures: no ``record_verdicts`` call, or a call whose input is not
    ``{"verdicts": [{"path", "verdict", "reason"}, ...]}``. The validator records it with the
    judgement, and the rules' findings stand.
    """


class TokenCountingFailed(AgentStateError):
    """The count-tokens endpoint refused a request (bad model name, bad credentials, ...).

    An unreachable endpoint is not an error: `AnthropicTokenCounter` falls back to its
    offline estimate instead.
    """

    def __init__(self, message: str, *, status_code: int | None = None) -> None:
        super().__init__(message)
        self.status_code = status_code
        """The HTTP status of the refusal, if there was one."""
