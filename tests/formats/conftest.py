"""Helpers for the format tests: fresh sessions on the test's backend, JSON-text equality."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable

import pytest
from hypothesis import settings

from agentstate import AgentState

_sessions = itertools.count()

per_backend = settings(max_examples=max(25, settings.default.max_examples // 3))
"""For a property run once per backend: a third of the profile's budget each (--large too)."""


def as_text(value: object) -> str:
    """JSON text that tells key order, 1 from 1.0 and 1 from true apart: what "exact" means."""
    return json.dumps(value, ensure_ascii=False)


@pytest.fixture
def fresh_state(make_state: Callable[..., AgentState]) -> Callable[[], AgentState]:
    """A new session on the test's backend at each call (hypothesis examples share a backend)."""

    def make() -> AgentState:
        return make_state(f"formats-{next(_sessions)}")

    return make
