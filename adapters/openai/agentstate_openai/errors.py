"""Errors the OpenAI adapter raises on purpose, under agentstate's `AgentStateError`.

```
AgentStateError
├── ModelRequestsDisabled (RuntimeError)     a request while ALLOW_MODEL_REQUESTS is off
├── CompactionFailed
│   └── ModelFailed                          a model call gave no usable answer
│       ├── SummarizerFailed                 ... no usable summary
│       ├── OracleFailed                     ... no usable choice of drops
│       └── JudgeFailed                      ... no usable verdicts
└── TokenizerUnavailable                     the tokenizer package or its data is missing
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
    "TokenizerUnavailable",
]

FailureReason = Literal[
    "timeout",
    "connection",
    "rate_limited",
    "server_error",
    "api_error",
    "refusal",
    "content_filter",
    "truncated",
    "incomplete",
    "no_output",
    "malformed",
]
"""Why a model call (a summarizer's, an oracle's or a judge's) produced no usable answer."""


class ModelRequestsDisabled(AgentStateError, RuntimeError):
    """A model request was about to be sent while `ALLOW_MODEL_REQUESTS` is False.

    Test suites switch the flag off so that nothing reaches the network by accident; a test
    that injects a client over a mock transport opts back in (see `agentstate_openai`).
    """


class ModelFailed(CompactionFailed):
    """A model call produced no usable answer: an API error, a refusal, or cut-off output.

    The compaction engine and the verbatim pass record it as a ``failed`` outcome (with the
    call's `usage` when there was an answer) and change nothing else.
    """

    def __init__(
        self,
        message: str,
        *,
        reason: FailureReason,
        finish_reason: str | None = None,
        status_code: int | None = None,
        request_id: str | None = None,
        usage: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message, usage=usage)
        self.reason: FailureReason = reason
        """What went wrong (``"timeout"``, ``"truncated"``, ``"malformed"``, ...)."""
        self.finish_reason = finish_reason
        """The answer's finish reason (Chat Completions) or incomplete reason (Responses)."""
        self.status_code = status_code
        """The HTTP status of an API error."""
        self.request_id = request_id
        """The API's request id (``x-request-id``), to quote to the provider's support."""


class SummarizerFailed(ModelFailed):
    """The model produced no usable summary (raised inside `OpenAISummarizer`)."""


class OracleFailed(ModelFailed):
    """The model produced no usable choice of drops (raised inside `OpenAIDeletionOracle`).

    Besides the API's failures: an answer that is not ``{"drops": [{"ref": ..., "reason":
    ...}, ...]}`` (reason ``"malformed"``).
    """


class JudgeFailed(ModelFailed):
    """The model produced no usable verdicts (raised inside `OpenAIClaimJudge`).

    Besides the API's failures: an answer that is not ``{"verdicts": [{"path", "verdict",
    "reason"}, ...]}`` (reason ``"malformed"``). The validator records it with the judgement
    (and the call's `usage`, when there was an answer), and the rules' findings stand.
    """


class TokenizerUnavailable(AgentStateError):
    """A token counter's tokenizer cannot be loaded.

    The optional package is not installed, or its data (a tiktoken encoding, a
    tokenizer.json) cannot be found or read.
    """
