"""Tests of the OpenAI Agents SDK bridge never reach the network: the SDK's tracing is off."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from agents import set_tracing_disabled


@pytest.fixture(autouse=True)
def no_tracing() -> Iterator[None]:
    """Turn the SDK's trace export off (it would send spans to OpenAI with any API key)."""
    set_tracing_disabled(True)
    yield
    set_tracing_disabled(False)
