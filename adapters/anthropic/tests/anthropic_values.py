"""What the Anthropic adapter's tests share besides fixtures: the model name, the scratchpad.

A module of its own name (not ``conftest``), so that test files import it unambiguously when
several adapters' tests run in one pytest session.
"""

from __future__ import annotations

from agentstate import Scratchpad

MODEL = "claude-haiku-5-5"
"""The model name the tests send (never resolved: the transport answers)."""


class SupportFacts(Scratchpad):
    """The support scenario's scratchpad."""

    order_id: str | None = None
    credit_cents: int | None = None
