"""What the OpenAI adapter's tests share besides fixtures: the model name, recorded responses.

A module of its own name (not ``conftest``), so that test files import it unambiguously when
several adapters' tests run in one pytest session.
"""

from __future__ import annotations

import json
from pathlib import Path

from agentstate import Scratchpad
from agentstate.json_values import JSONObject

MODEL = "gpt-5-mini"
"""The model name the tests send (never resolved: the transport answers)."""

FIXTURES = Path(__file__).parent / "fixtures"

CHAT_FLAVOURS = ["openai", "vllm", "ollama", "llamacpp"]
"""The servers whose Chat Completions responses the fixtures hold."""


def fixture(name: str) -> JSONObject:
    """A recorded response body (tests/fixtures/<name>.json)."""
    body = json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))
    assert isinstance(body, dict)
    return body


class SupportFacts(Scratchpad):
    """The support scenario's scratchpad."""

    order_id: str | None = None
    credit_cents: int | None = None
