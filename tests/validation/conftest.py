"""Fixtures of the validator tests: the support ticket of the seed scenario.

What a rule accepts does not depend on where the state is stored, so rule tests run on the
memory backend (`state` is overridden here); the tests of what touches storage (snapshots,
stored checkpoints, sessions) and the property tests override it back to every backend.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from agentstate import AgentState, MemoryBackend
from agentstate.testing import ManualClock
from agentstate.testing.scenarios import SupportTicket, TicketFacts, support_ticket
from agentstate.validation import Finding, validate

Check = Callable[..., list[Finding]]


@pytest.fixture
def state(clock: ManualClock) -> AgentState:
    """A state for session ticket-9104 on the memory backend."""
    return AgentState.open(
        MemoryBackend(), session_id="ticket-9104", clock=clock, scratchpad=TicketFacts
    )


@pytest.fixture
def ticket(state: AgentState) -> SupportTicket:
    """Ticket 9104 written into the test's state."""
    return support_ticket(state)


@pytest.fixture
def check(state: AgentState, ticket: SupportTicket) -> Check:
    """Validate a candidate for the ticket (at its head by default); keep one rule's findings."""

    def run(candidate: Any, *, rule: str | None = None, **kwargs: Any) -> list[Finding]:
        kwargs.setdefault("covers_through", ticket.head)
        findings = validate(candidate, state, **kwargs)
        return [finding for finding in findings if rule is None or finding.rule == rule]

    return run


@pytest.fixture
def add(ticket: SupportTicket, check: Check) -> Check:
    """Validate the ticket's valid summary plus one item, keeping one rule's findings."""

    def run(
        text: str,
        refs: list[str] | tuple[str, ...] = (),
        *,
        field: str = "open_threads",
        rule: str | None = None,
        **kwargs: Any,
    ) -> list[Finding]:
        summary = ticket.summary().model_dump(mode="json")
        summary[field] = [*summary.get(field, []), {"text": text, "refs": list(refs)}]
        return check(summary, rule=rule, **kwargs)

    return run
