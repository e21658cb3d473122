"""The budget rule: a summary fits its token budget."""

from __future__ import annotations

from functools import partial

from agentstate import AgentState
from agentstate.summary import fill_values, summary_tokens
from agentstate.testing.scenarios import SupportTicket
from agentstate.validation import BudgetRule, SchemaRule, validate

from .conftest import Check


def test_no_budget_no_check(check: Check, ticket: SupportTicket) -> None:
    """Without budget_tokens the rule reports nothing."""
    assert check(ticket.summary(), rule="budget") == []


def test_a_summary_over_its_budget_is_rejected(ticket: SupportTicket, check: Check) -> None:
    """Over the budget by one token is an error giving both figures; at the budget passes."""
    [measured] = check(ticket.summary(), rule="budget", budget_tokens=0)
    size = int(measured.found.removesuffix(" tokens"))  # type: ignore[union-attr]
    assert check(ticket.summary(), rule="budget", budget_tokens=size) == []
    [finding] = check(ticket.summary(), rule="budget", budget_tokens=size - 1)
    assert finding.found == f"{size} tokens"
    assert finding.expected == f"at most {size - 1} tokens"


def test_the_size_is_the_summary_with_its_placeholders_filled(
    state: AgentState, ticket: SupportTicket, check: Check
) -> None:
    """The size counts each placeholder as the value the record renders in its place."""
    state.scratchpad.set(
        "order_id", "W4923227 (Harbour Freight Logistics) " * 6, source=ticket.report
    )
    summary = ticket.summary().model_dump(mode="json")
    summary["next_steps"] = [{"text": " and ".join(["{fact:order_id}"] * 13), "refs": []}]
    with state.backend.read(state.session_id) as reader:
        facts = {record.key: record.value for record in reader.facts()}
        actions = {
            record.action_id: (record.kind, record.status) for record in reader.action_statuses()
        }
    filled = summary_tokens(
        summary, state.token_counter, fill=partial(fill_values, facts=facts, actions=actions)
    )
    unfilled = summary_tokens(summary, state.token_counter)
    assert filled > 3 * unfilled
    [finding] = check(summary, rule="budget", budget_tokens=filled - 1)
    assert finding.found == f"{filled} tokens"
    assert check(summary, rule="budget", budget_tokens=filled) == []


def test_a_custom_measure(state: AgentState, ticket: SupportTicket) -> None:
    """An application may count with its own renderer."""
    rules = [SchemaRule(), BudgetRule(measure=lambda summary, context: 10_000)]
    [finding] = validate(
        ticket.summary(), state, covers_through=ticket.head, budget_tokens=9_999, rules=rules
    )
    assert finding.rule == "budget"


def test_named_values_fit_the_budget_on_their_own(ticket: SupportTicket, check: Check) -> None:
    """Left out of the checkpoint's size, the named values still may not grow past the budget."""
    summary = ticket.summary().model_dump(mode="json")
    [measured] = check(summary, rule="budget", budget_tokens=0)
    size = int(measured.found.removesuffix(" tokens"))  # type: ignore[union-attr]
    ref = summary["objective"]["refs"][0]  # type: ignore[index]
    items = [
        {"text": " ".join(f"ORD-{row * 20 + n}" for n in range(20)), "refs": [ref]}
        for row in range(30)
    ]
    big = {**summary, "named_values": items}
    findings = check(big, rule="budget", budget_tokens=size + 20)
    assert [finding.path for finding in findings] == ["named_values"]
    assert "named values take" in findings[0].message
    small = {**summary, "named_values": [{"text": "ORD-1", "refs": [ref]}]}
    assert check(small, rule="budget", budget_tokens=size + 20) == []
