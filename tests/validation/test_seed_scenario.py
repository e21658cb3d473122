"""The seed's scenario end to end: a summary calling the pending credit approved never commits."""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pytest

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer
from agentstate._json import JSONObject
from agentstate.events import EventKind
from agentstate.summarizers import SummaryRequest
from agentstate.testing.scenarios import SupportTicket, TicketFacts, support_ticket
from agentstate.testing.summarizers import FunctionSummarizer

POLICY = CompactionPolicy(budget=400, keep_tokens=40, keep_groups=1, max_attempts=2)


@pytest.fixture
def state(make_state: Callable[..., AgentState]) -> AgentState:
    """A state for session ticket-9104 on each backend in turn."""
    return make_state(scratchpad=TicketFacts)


def _approved(ticket: SupportTicket) -> Callable[[SummaryRequest], JSONObject]:
    """A summarizer that folds the previous summary forward and calls the credit approved."""

    def write(request: SummaryRequest) -> JSONObject:
        assert request.previous is not None
        summary = dict(request.previous.summary)
        decisions = list(summary.get("decisions") or [])  # type: ignore[arg-type]
        decisions.append(
            {
                "text": "The credit of {fact:credit_cents} cents was approved",
                "refs": [ticket.proposal],
            }
        )
        return {**summary, "decisions": decisions}

    return write


def test_a_candidate_calling_the_pending_credit_approved_changes_nothing(
    state: AgentState,
) -> None:
    """Rejected on every attempt: checkpoint and boundary stay, and the rejection is recorded."""
    ticket = support_ticket(state)
    for turn in range(6):
        state.append_user(f"Any news on ticket 9104? ({turn + 1})")
        state.append_assistant("The credit is still waiting for a supervisor.")
    first = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert first.committed, first.reason
    [before] = state.checkpoints()
    assert before.covers_through >= ticket.head

    for turn in range(6):
        state.append_user(f"Please hurry with order 4921 ({turn + 1}).")
    unrepaired = attrs.evolve(POLICY, repair=False)
    result = state.compact(FunctionSummarizer(_approved(ticket)), policy=unrepaired, force=True)

    assert result.outcome == "rejected"
    assert result.attempts == 2
    assert state.checkpoints() == [before]
    assert result.covers_through == result.previous_covers_through == before.covers_through
    assert {finding.rule for finding in result.findings} == {"authority"}
    assert "act_10 (credit) is pending" in result.findings[0].message
    outcomes = [
        event.content
        for event in state.events(after=before.event_seq)
        if event.kind is EventKind.COMPACTION
    ]
    assert [outcome["outcome"] for outcome in outcomes] == ["rejected", "rejected"]
    assert outcomes[-1]["findings"][0]["rule"] == "authority"  # type: ignore[index]
    assert state.ledger.get(ticket.credit).status == "pending"


def test_with_repair_the_false_approval_is_dropped_and_never_committed(
    state: AgentState,
) -> None:
    """By default the claim is left out and the rest commits: the claim never becomes context."""
    ticket = support_ticket(state)
    for turn in range(6):
        state.append_user(f"Any news on ticket 9104? ({turn + 1})")
        state.append_assistant("The credit is still waiting for a supervisor.")
    first = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert first.committed, first.reason
    assert first.checkpoint is not None
    for turn in range(6):
        state.append_user(f"Please hurry with order 4921 ({turn + 1}).")

    result = state.compact(FunctionSummarizer(_approved(ticket)), policy=POLICY, force=True)

    assert result.committed, result.reason
    assert result.attempts == 1
    assert result.checkpoint is not None
    assert result.checkpoint.summary["decisions"] == first.checkpoint.summary["decisions"]
    assert "was approved" not in str(result.checkpoint.summary)
    [repair] = result.repairs
    assert repair.kind == "dropped"
    assert repair.before == {
        "text": "The credit of {fact:credit_cents} cents was approved",
        "refs": [ticket.proposal],
    }
    assert {finding.rule for finding in repair.findings} == {"authority"}
    assert state.evidence.get(result.checkpoint.ref).content["repairs"] == [repair.to_json()]
    assert state.ledger.get(ticket.credit).status == "pending"
