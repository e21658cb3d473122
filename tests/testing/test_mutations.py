"""The mutation corpus kit: contradicting variants are caught by their rule, valid ones pass."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest

from agentstate import AgentState, validate
from agentstate.summary import Checkpoint
from agentstate.testing.mutations import Variant, contradicting_variants, valid_variants
from agentstate.testing.scenarios import SupportTicket, TicketFacts, support_ticket
from agentstate.validation import blocking

CLASSES = {
    "approved_vs_pending", "paraphrased_approval", "executed_vs_ledger", "unknown_action",
    "status_wording",
    "tool_claimed_approval", "changed_amount", "swapped_id", "stale_value",
    "dangling_placeholder", "missing_ref", "dropped_constraint", "weakened_constraint",
    "loosened_constraint", "split_half_dropped",
    "invented_user_request", "invented_request_wording", "inverted_user_request", "tool_as_user",
    "decision_from_tool",
    "blank_text",
    "missing_objective", "empty_refs", "wrong_type", "extra_field", "not_an_object",
    "over_budget",
}  # fmt: skip


@pytest.fixture
def state(make_state: Callable[..., AgentState]) -> AgentState:
    """A state for the ticket on each backend in turn."""
    return make_state(scratchpad=TicketFacts)


@pytest.fixture
def ticket(state: AgentState) -> SupportTicket:
    """Ticket 9104 in the test's state."""
    return support_ticket(state)


@pytest.fixture
def parent(ticket: SupportTicket) -> Checkpoint:
    """A checkpoint of the ticket whose constraints the variants must carry."""
    return Checkpoint(
        version=1, parent=0, covers_through=ticket.head,
        summary=ticket.summary().model_dump(mode="json"), schema_version=1, summarizer="test",
        summarizer_version=None, created_at=datetime(2026, 1, 1, tzinfo=UTC), token_count=0,
        event_seq=ticket.head,
    )  # fmt: skip


def _errors(
    variant: Variant, state: AgentState, ticket: SupportTicket, parent: Checkpoint
) -> set[str]:
    """The rules that report `variant` with its severity (errors for most)."""
    findings = validate(
        variant.candidate, state, covers_through=ticket.head, parent=parent,
        budget_tokens=variant.budget_tokens or 10_000,
    )  # fmt: skip
    if variant.severity == "warning":
        return {finding.rule for finding in findings if finding.severity == "warning"}
    return {finding.rule for finding in blocking(findings)}


def test_every_contradicting_variant_is_caught_by_its_rule(
    state: AgentState, ticket: SupportTicket, parent: Checkpoint
) -> None:
    """Each class of contradiction of the ticket's summary gets a finding from its own rule.

    An error, unless the class is a weak citation (`Variant.severity`): then a warning.
    """
    variants = contradicting_variants(
        ticket.summary(), state, covers_through=ticket.head, parent=parent
    )
    assert {variant.kind for variant in variants} == CLASSES
    missed = [
        variant.description
        for variant in variants
        if variant.rule not in _errors(variant, state, ticket, parent)
    ]
    assert missed == []


def test_every_valid_variant_passes(
    state: AgentState, ticket: SupportTicket, parent: Checkpoint
) -> None:
    """Paraphrases, negations, old-and-new values and reorderings of a valid summary stay valid."""
    variants = valid_variants(ticket.summary(), state, covers_through=ticket.head, parent=parent)
    assert {variant.kind for variant in variants} >= {
        "unchanged", "pending_paraphrase", "literal_for_placeholder", "old_and_new", "reordered",
        "extra_refs", "reworded_constraint", "split_constraint", "merged_constraints",
        "negated_request", "restated_refusal", "true_request_wording", "status_non_claim",
    }  # fmt: skip
    flagged = [
        (variant.description, _errors(variant, state, ticket, parent))
        for variant in variants
        if _errors(variant, state, ticket, parent)
    ]
    assert flagged == []


def test_future_refs_are_offered_when_the_session_has_a_tail(
    state: AgentState, ticket: SupportTicket
) -> None:
    """With events past the coverage, a variant cites one of them, and the refs rule catches it."""
    state.append_user("Any news?")
    assert validate(ticket.summary(), state, covers_through=ticket.head) == []
    variants = contradicting_variants(ticket.summary(), state, covers_through=ticket.head)
    [future] = [variant for variant in variants if variant.kind == "future_ref"]
    findings = validate(future.candidate, state, covers_through=ticket.head)
    assert [finding.rule for finding in findings] == ["refs"]
