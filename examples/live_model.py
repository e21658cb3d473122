"""A live model for the replay eval's diagnostics (re-reading, confabulation), over Anthropic.

Needs the ``anthropic`` package and ``ANTHROPIC_API_KEY``; nothing in agentstate's tests uses
it. Run the eval with it:

    agentstate eval replay ../shared/data/tau-bench/gpt-4o-airline-dev.json \
        --domain tau-airline --budget 1000 --model examples/live_model.py:anthropic_model

Each probe point costs two model calls (the compressed request and the full one).
"""

from __future__ import annotations

import os
from typing import Any

from agentstate.eval.live import ModelReply
from agentstate.eval.strategies import RenderedRequest

MODEL = os.environ.get("AGENTSTATE_EVAL_MODEL", "claude-haiku-4-5")


class AnthropicAgentModel:
    """Answers a rendered request with the Anthropic Messages API."""

    def __init__(self, client: Any, model: str = MODEL) -> None:
        self.client = client
        self.model = model
        self.name = f"anthropic:{model}"

    def respond(self, request: RenderedRequest) -> ModelReply:
        if request.anthropic is None:
            msg = "this strategy renders no Anthropic request"
            raise ValueError(msg)
        response = self.client.messages.create(
            model=self.model,
            max_tokens=1024,
            system=request.anthropic["system"],
            messages=request.anthropic["messages"],
            tools=request.anthropic["tools"],
        )
        text = "".join(block.text for block in response.content if block.type == "text")
        calls = tuple(
            (block.name, block.input) for block in response.content if block.type == "tool_use"
        )
        return ModelReply(text=text, tool_calls=calls)


def anthropic_model() -> AnthropicAgentModel:
    """The model the CLI loads with ``--model examples/live_model.py:anthropic_model``."""
    key = os.environ.get("ANTHROPIC_API_KEY")
    if not key:
        msg = "set ANTHROPIC_API_KEY to run the live diagnostics"
        raise RuntimeError(msg)
    import anthropic  # noqa: TID251 - an example adapter; the agentstate package never imports it

    return AnthropicAgentModel(anthropic.Anthropic(api_key=key))
