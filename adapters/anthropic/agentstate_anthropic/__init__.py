"""Claude for agentstate: a validated summarizer, cache-aware requests, exact token counts.

- `AnthropicSummarizer`: Claude writes candidate summaries (structured outputs, or forced
  tool use); agentstate's validator checks each before it is committed, and every API
  failure, refusal or cut-off answer is recorded as a failed compaction, never a summary.
- `AnthropicDeletionOracle`: Claude chooses which units a verbatim pass drops (forced tool
  use); the pass checks every choice, and every failure is recorded, never a drop.
- `AnthropicClaimJudge`: Claude decides the summary items the validator's rules doubted
  (forced tool use); an item it finds contradicted blocks the commit, and every judgement
  (verdicts and usage, or the failure) is recorded with the compaction event.
- `messages_request`: the ``client.messages.create`` arguments for a rendered `Context`, with
  prompt-cache breakpoints at the ends of the parts that stay stable.
- `AnthropicTokenCounter`: exact counts from the count-tokens endpoint, cached, with the
  offline estimate as a visible fallback.
- `ALLOW_MODEL_REQUESTS`: set it to False (test suites do) and every request the adapter
  would send raises `ModelRequestsDisabled` instead; `override_allow_model_requests` switches
  it inside a block. `agentstate_anthropic.testing` scripts the API behind a mock transport.
"""

from __future__ import annotations

import importlib.metadata as _metadata

from agentstate_anthropic._guard import check_allow_model_requests, override_allow_model_requests
from agentstate_anthropic.errors import (
    JudgeFailed,
    ModelFailed,
    ModelRequestsDisabled,
    OracleFailed,
    SummarizerFailed,
    TokenCountingFailed,
)
from agentstate_anthropic.judge import AnthropicClaimJudge
from agentstate_anthropic.oracle import AnthropicDeletionOracle
from agentstate_anthropic.requests import (
    MAX_CACHE_BREAKPOINTS,
    MessagesRequest,
    cache_breakpoints,
    messages_request,
)
from agentstate_anthropic.summarizer import AnthropicSummarizer, OutputMode
from agentstate_anthropic.tokens import AnthropicTokenCounter, TokenCountStats

ALLOW_MODEL_REQUESTS: bool = True
"""Whether the adapter may send requests; when False, each raises `ModelRequestsDisabled`."""

try:
    __version__ = _metadata.version("pyagentstate-anthropic")
except _metadata.PackageNotFoundError:  # pragma: no cover - a source tree not installed
    __version__ = "0.0.0"

__all__ = [
    "__version__",
    "ALLOW_MODEL_REQUESTS",
    "AnthropicClaimJudge",
    "AnthropicDeletionOracle",
    "AnthropicSummarizer",
    "AnthropicTokenCounter",
    "cache_breakpoints",
    "check_allow_model_requests",
    "JudgeFailed",
    "MAX_CACHE_BREAKPOINTS",
    "messages_request",
    "MessagesRequest",
    "ModelFailed",
    "ModelRequestsDisabled",
    "OracleFailed",
    "OutputMode",
    "override_allow_model_requests",
    "SummarizerFailed",
    "TokenCountingFailed",
    "TokenCountStats",
]
