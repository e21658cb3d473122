"""The authority rule on real agent text: τ-bench airline messages labelled by hand.

Every sentence of the gpt-4o airline trajectories that holds a word of status is a summary
item here, with each of the airline's actions pending: the rule must report a claim exactly
where the label says the sentence claims one (tests/fixtures/tau-bench/SOURCE.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agentstate import AgentState
from agentstate.domains.tau_airline import CONSEQUENTIAL_TOOLS, DOMAIN
from agentstate.testing.scenarios import SupportTicket

from .conftest import Check

FIXTURE = Path(__file__).parents[1] / "fixtures" / "tau-bench" / "status-sentences.json"
SENTENCES = json.loads(FIXTURE.read_text())["sentences"]


@pytest.fixture
def airline(state: AgentState, ticket: SupportTicket) -> None:
    """Every consequential airline action proposed and pending, beside the ticket's."""
    for kind in sorted(CONSEQUENTIAL_TOOLS):
        state.ledger.propose(kind, {"reservation_id": "EHGLP3"}, source=ticket.report)


@pytest.mark.usefixtures("airline")
@pytest.mark.parametrize(
    ("text", "claim"),
    [(s["text"], s["claim"]) for s in SENTENCES],
)
def test_a_claim_is_read_where_a_person_reads_one(text: str, claim: bool, add: Check) -> None:
    """With every action pending, a sentence is reported exactly when it claims a status."""
    found = add(text, ["ev_10"], rule="authority", rules=DOMAIN.rules)
    assert bool(found) is claim, found


def test_the_fixture_covers_claims_and_non_claims() -> None:
    """Both labels are well represented, so neither half of the test is empty."""
    claims = sum(s["claim"] for s in SENTENCES)
    assert claims >= 10
    assert len(SENTENCES) - claims >= 40
