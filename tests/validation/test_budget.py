"""The budget rule: a summary fits its token budget."""

from __future__ import annotations

from agentstate import AgentState
from agentstate.summary import summary_tokens
from agentstate.testing.scenarios import SupportTicket
from agentstate.validation import BudgetRule, SchemaRule, validate

from .conftest import Check


def test_no_budget_no_check(check: Check, ticket: SupportTicket) -> None:
    """Without budget_tokens the rule reports nothing."""
    assert check(ticket.summary(), rule="budget") == []


def test_a_summary_over_its_budget_is_rejected(
    state: AgentState, ticket: SupportTicket, check: Check
) -> None:
    """Over the budget by one token is an error giving both figures; at the budget passes."""
    size = summary_tokens(ticket.summary().model_dump(mode="json"), state.token_counter)
    assert check(ticket.summary(), rule="budget", budget_tokens=size) == []
    [finding] = check(ticket.summary(), rule="budget", budget_tokens=size - 1)
    assert finding.found == f"{size} tokens"
    assert finding.expected == f"at most {size - 1} tokens"


def test_a_custom_measure(state: AgentState, ticket: SupportTicket) -> None:
    """An application may count with its own renderer."""
    rules = [SchemaRule(), BudgetRule(measure=lambda summary, context: 10_000)]
    [finding] = validate(
        ticket.summary(), state, covers_through=ticket.head, budget_tokens=9_999, rules=rules
    )
    assert finding.rule == "budget"
