"""OpenAI and OpenAI-compatible servers for agentstate: summarizer, oracle, judge, token counts.

- `OpenAISummarizer`: the model writes candidate summaries as strict structured output, on
  Chat Completions (``api="chat"``, which vLLM, Ollama, llama.cpp's server and LM Studio serve
  too) or the Responses API (``api="responses"``); agentstate's validator checks each before it
  is committed, and every API failure, refusal, cut-off or unparsable answer is recorded as a
  failed compaction (with the usage the server reported), never a summary.
- `OpenAIDeletionOracle`: the model chooses which units a verbatim pass drops; the pass checks
  every choice, and every failure is recorded, never a drop.
- `OpenAIClaimJudge`: the model decides the summary items the validator's rules doubted
  (strict structured output); an item it finds contradicted blocks the commit, and every
  judgement (verdicts and usage, or the failure) is recorded with the compaction event.
- `TokenizerCounter`: token counts with the model's own tokenizer (tiktoken for OpenAI's
  models, a ``tokenizer.json`` for open ones), for `AgentState.open(token_counter=...)`.
- `strict_schema`: a JSON schema in the subset strict structured outputs accept.
- The requests themselves come from the core: `Context.to_openai()` (Chat Completions, one
  system message first) and `Context.to_openai_responses()`; `agentstate.agent_loop.AgentLoop`
  appends a reply and runs its tool calls.
- `ALLOW_MODEL_REQUESTS`: set it to False (test suites do) and every request the adapter would
  send raises `ModelRequestsDisabled` instead; `override_allow_model_requests` switches it
  inside a block. `agentstate_openai.testing` scripts the API behind a mock transport.
"""

from __future__ import annotations

import importlib.metadata as _metadata

from agentstate_openai._calls import Api, OutputMode, TokensField, strict_schema
from agentstate_openai._guard import check_allow_model_requests, override_allow_model_requests
from agentstate_openai.errors import (
    JudgeFailed,
    ModelFailed,
    ModelRequestsDisabled,
    OracleFailed,
    SummarizerFailed,
    TokenizerUnavailable,
)
from agentstate_openai.judge import OpenAIClaimJudge
from agentstate_openai.oracle import OpenAIDeletionOracle
from agentstate_openai.summarizer import OpenAISummarizer
from agentstate_openai.tokens import TokenizerCounter

ALLOW_MODEL_REQUESTS: bool = True
"""Whether the adapter may send requests; when False, each raises `ModelRequestsDisabled`."""

try:
    __version__ = _metadata.version("pyagentstate-openai")
except _metadata.PackageNotFoundError:  # pragma: no cover - a source tree not installed
    __version__ = "0.0.0"

__all__ = [
    "__version__",
    "ALLOW_MODEL_REQUESTS",
    "Api",
    "check_allow_model_requests",
    "JudgeFailed",
    "ModelFailed",
    "ModelRequestsDisabled",
    "OpenAIClaimJudge",
    "OpenAIDeletionOracle",
    "OpenAISummarizer",
    "OracleFailed",
    "OutputMode",
    "override_allow_model_requests",
    "strict_schema",
    "SummarizerFailed",
    "TokenizerCounter",
    "TokenizerUnavailable",
    "TokensField",
]
