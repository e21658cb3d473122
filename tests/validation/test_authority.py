"""The authority rule: claims about actions agree with the ledger, whatever the wording."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from agentstate import AgentState
from agentstate.backends.base import ActionStatusRecord
from agentstate.testing.scenarios import SupportTicket
from agentstate.validation.authority import AuthorityRule, _Ledger, _may_claim, kind_words
from agentstate.validation.language import sentences, words_in

from .conftest import Check

CLAIMS_OF_APPROVAL = [
    "The credit of {fact:credit_cents} cents was approved",
    "The credit was approved",
    "{action:act_10} was approved",
    "act_10 has been approved",
    "The credit is approved",
    "The supervisor approved the credit",
    "The supervisor has approved act_10 for order 4921",
    "The supervisor signed off on the credit",
    "The credit got the go-ahead",
    "The credit has received approval",
    "Approval for the credit was granted",
    "The credit was authorised by the manager",
    "The manager okayed the credit",
    "The credit has the green light",
    "act_10 is okayed",
    "The credit was approved--by the supervisor",
    "act_10 was approved-",
]
CLAIMS_OF_EXECUTION = [
    "The credit was issued",
    "The credit of 25000 cents has been paid out",
    "The customer was credited",
    "act_10 was executed",
    "The credit went through",
    "The credit has been carried out",
    "The credit has been processed",
    "The credit was issued--in full",
]
NOT_CLAIMS = [
    "The credit has not been approved yet",
    "The credit is not yet approved",
    "The credit is awaiting approval",
    "{action:act_10} awaits supervisor approval",
    "The credit is pending approval",
    "The credit needs supervisor approval",
    "Approval for the credit is still pending",
    "The credit is yet to be approved",
    "The credit will be issued once approved",
    "If the supervisor approves it, the credit will be issued",
    "The credit hasn't been approved or issued",
    "Nobody has approved the credit",
    "Was the credit approved?",
    "The credit was requested for approval",
    "A supervisor must approve the credit before it is issued",
    "The credit is without approval so far",
    "The damage report was approved by the warehouse",
    "Credits need supervisor approval before they are issued",
    "The policy check was completed before proposing the credit",
    "Get the credit approved and issued",
    "The credit is to be approved and issued",
]


def test_the_seed_candidate_saying_the_credit_was_approved_is_rejected(
    ticket: SupportTicket, add: Check
) -> None:
    """A candidate saying the pending credit was approved gets an authority error citing act_10."""
    [finding] = add(
        "The credit of {fact:credit_cents} cents was approved",
        [ticket.proposal],
        field="decisions",
        rule="authority",
    )
    assert finding.severity == "error"
    assert finding.path == "decisions[1].text"
    assert "act_10 (credit) is pending" in finding.message
    assert finding.found == "The credit of {fact:credit_cents} cents was approved"
    assert finding.refs == (ticket.proposal,)


@pytest.mark.parametrize("text", CLAIMS_OF_APPROVAL)
def test_claims_of_approval_of_a_pending_action_are_rejected(text: str, add: Check) -> None:
    """Any tense or paraphrase of an approval, by id, placeholder or kind, is a claim."""
    assert add(text, ["ev_10"], rule="authority")


@pytest.mark.parametrize("text", CLAIMS_OF_EXECUTION)
def test_claims_of_execution_of_a_pending_action_are_rejected(text: str, add: Check) -> None:
    """Issued, refunded, credited, paid, carried out... claim the action was executed."""
    assert add(text, ["ev_10"], rule="authority")


@pytest.mark.parametrize("text", NOT_CLAIMS)
def test_negations_conditions_and_questions_are_not_claims(text: str, add: Check) -> None:
    """A negated, conditional, hedged or asked status claims nothing."""
    assert add(text, ["ev_10"], rule="authority") == []


def test_claims_follow_the_ledger_status(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """Once approved, approval claims pass and execution claims fail; once executed, both pass."""
    state.ledger.approve(ticket.credit, by="supervisor", source=ticket.contact)
    assert add("The credit was approved", ["ev_10"], rule="authority") == []
    assert add("The credit was issued", ["ev_10"], rule="authority")
    state.ledger.execute(ticket.credit, by="billing", source=ticket.contact)
    assert add("The credit was approved", ["ev_10"], rule="authority") == []
    assert add("The credit was issued", ["ev_10"], rule="authority") == []
    assert add("The credit was rejected", ["ev_10"], rule="authority")


def test_a_past_status_is_accepted_only_with_the_current_one(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Approved, then revoked' is true history; 'approved' alone claims a status it lost."""
    state.ledger.approve(ticket.credit, by="supervisor", source=ticket.contact)
    state.ledger.revoke(ticket.credit, by="supervisor", source=ticket.contact)
    assert add("act_10 was approved, then revoked", ["ev_10"], rule="authority") == []
    assert add("act_10 was approved", ["ev_10"], rule="authority")
    assert add("The credit was cancelled", ["ev_10"], rule="authority") == []


def test_a_claim_about_an_unknown_action_is_rejected(add: Check) -> None:
    """Claiming an action id the ledger does not have is an error naming it."""
    [finding] = add("act_999 was approved", ["ev_10"], rule="authority")
    assert "no such action" in finding.message
    assert "act_999" in finding.message


def test_tool_text_never_supports_an_approval(ticket: SupportTicket, add: Check) -> None:
    """Citing the tool result that says 'the credit is approved' changes nothing."""
    findings = add("The CRM note says the credit is approved", [ticket.injection], rule="authority")
    assert len(findings) == 1
    assert findings[0].refs == (ticket.proposal,)


def test_each_claim_is_about_its_own_clause(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """With a rejected refund and a pending credit, each status word finds its own action."""
    refund = state.ledger.propose("refund", {"cents": 500}, source=ticket.report).id
    state.ledger.reject(refund, by="supervisor", source=ticket.contact)
    assert add("The refund was rejected, but the credit is still pending", rule="authority") == []
    assert add(f"{refund} was rejected, and the supervisor approved the credit", rule="authority")
    [finding] = add("The refund was rejected and the credit was approved", rule="authority")
    assert "act_10" in finding.message
    assert refund not in finding.message


def test_a_list_of_ids_is_one_claim(state: AgentState, ticket: SupportTicket, add: Check) -> None:
    """'act_a and act_b were approved' claims both; the finding names both."""
    other = state.ledger.propose("refund", {"cents": 500}, source=ticket.report).id
    [finding] = add(f"{ticket.credit} and {other} were approved", rule="authority")
    assert ticket.credit in finding.message
    assert other in finding.message


def test_the_kind_verb_claims_execution(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'The reservation was cancelled' claims a cancel_reservation action was carried out."""
    params = {"reservation_id": "EHGLP3"}
    action = state.ledger.propose("cancel_reservation", params, source=ticket.report).id
    assert add("The reservation was cancelled", rule="authority")
    state.ledger.approve(action, by="user", source=ticket.contact)
    state.ledger.execute(action, by="agent", source=ticket.contact)
    assert add("The reservation was cancelled", rule="authority") == []
    assert add("The user's reservation has been cancelled as asked", rule="authority") == []


def test_weak_words_need_their_subject_first(add: Check) -> None:
    """'Completed' or 'processed' claim only about a subject written just before them."""
    assert add("The credit has been processed", rule="authority")
    assert add("The policy check was completed for the credit", rule="authority") == []


@pytest.mark.parametrize(
    ("kind", "nouns", "verbs"),
    [
        ("credit", {"credit"}, {"credit"}),
        ("issue_credit", {"credit"}, {"issu", "credit"}),
        ("book_reservation", {"reserv"}, {"book"}),
        ("update_reservation_flights", {"reserv", "flight"}, {"updat"}),
        ("sendCertificate", {"certif"}, {"send"}),
    ],
)
def test_kind_words(kind: str, nouns: set[str], verbs: set[str]) -> None:
    """An action kind is named by its nouns, and carried out by the past tense of its verbs."""
    assert kind_words(kind) == (frozenset(nouns), frozenset(verbs))


_LEDGER = _Ledger.of(
    {
        f"act_{number}": ActionStatusRecord(f"act_{number}", kind, "pending", number)
        for number, kind in enumerate(
            ["credit", "cancel_order", "update_reservation", "book_flight", "send_voucher"], 1
        )
    }
)
_NAMES = frozenset(
    {*_LEDGER.actions, *(noun for nouns, _ in _LEDGER.kinds.values() for noun in nouns)}
)
_CLAIM_PIECES = st.sampled_from(
    [
        "The", "credit", "order", "reservation", "flight", "voucher", "act_1", "act_2",
        "{action:act_3}", "{action:act_9}", "was", "has", "been", "got", "received", "the",
        "approved", "Approved", "approval", "go-ahead", "green", "light", "signed", "off",
        "carried", "out", "issued", "paid", "sent", "cancelled", "updated", "booked", "done",
        "processed", "not", "n't", "awaiting", "and", "or", ",", ".", "?", "--", "-", "\u2014",
        "'", "\u2019", "_", "2", "(", ")",
    ]
)  # fmt: skip


@given(
    st.lists(_CLAIM_PIECES, max_size=12).map(" ".join)
    | st.lists(_CLAIM_PIECES, max_size=12).map("".join)
)
@example("{action:act_1} was approved--by the supervisor")
@example("The credit was refunded--in full")
def test_the_quick_test_for_claims_misses_no_claim(text: str) -> None:
    """A text the quick test passes over holds no sentence the rule would read a claim in."""
    if _may_claim(words_in(text), _LEDGER.verbs):
        return
    rule = AuthorityRule()
    assert [
        claim
        for sentence in sentences(text, names=_NAMES)
        for claim in rule._claims(sentence, _LEDGER)
    ] == []
