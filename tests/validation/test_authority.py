"""The authority rule: claims about actions agree with the ledger, whatever the wording."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from agentstate import AgentState, MemoryBackend, ToolCall
from agentstate._json import JSONObject
from agentstate.backends.base import ActionStatusRecord
from agentstate.domains import Domain
from agentstate.domains.tau_airline import DOMAIN
from agentstate.errors import InvalidInput
from agentstate.testing import ManualClock
from agentstate.testing.scenarios import SupportTicket
from agentstate.validation import DEFAULT_RULES, SchemaRule, validate
from agentstate.validation._action_kinds import LedgerReading as _Ledger
from agentstate.validation._authority import AuthorityRule, KindWords, kind_words
from agentstate.validation._claim_objects import ClaimObjects, words_of
from agentstate.validation._known_acts import ACT_STEMS
from agentstate.validation._language import sentences, words_in
from agentstate.validation._standing_claims import STANDING_WORDS
from agentstate.validation._status_reading import may_claim

from .conftest import Check


def _action(
    state: AgentState, ticket: SupportTicket, kind: str, params: JSONObject, status: str
) -> str:
    """The id of an action of `kind` proposed and taken to `status`.

    `status` is pending, approved, rejected, cancelled, revoked or executed.
    """
    action = state.ledger.propose(kind, params, source=ticket.report).id
    if status == "rejected":
        state.ledger.reject(action, by="user", source=ticket.contact)
    elif status == "cancelled":
        state.ledger.cancel(action, by="agent", source=ticket.contact)
    elif status in ("approved", "revoked", "executed"):
        state.ledger.approve(action, by="user", source=ticket.contact)
        if status == "revoked":
            state.ledger.revoke(action, by="user", source=ticket.contact)
        elif status == "executed":
            state.ledger.execute(action, by="agent", source=ticket.contact)
    return action


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
    "The order is pending, and the credit was issued",
    "The credit has been carried out",
    "The credit has been processed",
    "The credit has been set up",
    "The credit was issued--in full",
    "The credit for the damaged order 4921 of the customer was issued",
    "The credit of May 28 was issued",  # the month, not the modal "may"
    "MAY 28: the credit was issued",
]
NOT_CLAIMS = [
    "The credit has not been approved yet",
    "The credit was nearly issued before the supervisor stepped in",
    "The customer almost approved the credit",
    "The credit is not yet approved",
    "The credit is awaiting approval",
    "{action:act_10} awaits supervisor approval",
    "The credit is pending approval",
    "The credit needs supervisor approval",
    "Approval for the credit is still pending",
    "The credit is yet to be approved",
    "The agent offered to set up the credit",
    "The credit for the refused pallet awaits approval",  # a pallet refused at delivery
    "The credit will be issued once approved",
    "The ticket stays open until the fee and credit are issued",
    "If the supervisor approves it, the credit will be issued",
    "The credit hasn't been approved or issued",
    "The credit has not been approved, issued, or refunded",
    "Do not tell the customer the credit is approved",
    "Avoid telling the customer that the credit was approved",
    "Don't promise the customer that the credit is issued",
    "The credit hasn't been approved, issued or paid out yet",
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
    "Ensure the credit for order 4921 of the customer is issued",
    "If the credit for the damaged order 4921 were issued, email the customer",
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


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("Order 4921 now ships to 12 Oak Street", True),
        ("The order now goes to 12 Oak Street, Denver", True),
        ("Order 4921 will now ship to 12 Oak Street once approved", False),
        ("The customer wants it to ship to 12 Oak Street now", False),
        ("Order 4921 now awaits its move to 12 Oak Street", False),
        ("Order 4921 is now approved", False),  # the status word's claim, and true
        ("Order 4921 is now paid with card_7710442", True),  # an id after "now": a value
        ("The order is now on card_7710442", True),
        ("Order 4921 is now awaiting its move to card_7710442", False),
        ("Order 4921 now awaits the switch", False),  # only the object's id
    ],
)
def test_now_with_an_actions_new_values_claims_it_executed(
    text: str, claims: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Order 4921 now ships to 12 Oak Street' says the address change holds: executed.

    An id after "now" is a value the change gave ("now paid with card_7710442"); one before
    it names the object.
    """
    params = {
        "order_id": "4921",
        "address": "12 Oak Street, Denver",
        "payment_method_id": "card_7710442",
    }
    action = state.ledger.propose("change_address", params, source=ticket.report).id
    state.ledger.approve(action, by="user", source=ticket.contact)
    found = add(text, rule="authority")
    if claims:
        [finding] = found
        # read on "now", or on an act its values bind to the action ("paid with card_...")
        assert f"claims {action} is executed ('" in finding.message
        state.ledger.execute(action, by="agent", source=ticket.contact)
        assert add(text, rule="authority") == []
    else:
        assert found == []


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("Both items were then changed in one modification", False),
        ("All modify order items were carried out", True),
    ],
)
def test_a_plural_the_kinds_name_holds_counts_objects_not_actions(
    text: str, claims: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Both items were changed' of one modification of two items, another one refused."""
    ids = [
        _action(state, ticket, "modify_order_items", {"order_id": "#W1001", "item_ids": items}, to)
        for items, to in ((["1000011"], "rejected"), (["1000011", "1000022"], "executed"))
    ]
    found = add(text, rule="authority")
    if claims:
        [finding] = found
        assert f"{ids[0]} (modify_order_items) is rejected" in finding.message
    else:
        assert found == []


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("Two orders are pending: #W1001 (a lamp, $40, paid by gift card) and #W2002", False),
        ("Order #W1001 (a lamp, $40, cancelled)", True),  # the cancellation's own verb
        ("Order #W1001 (act_{n}, paid)", True),  # the action named: said of it
    ],
)
def test_another_acts_word_in_an_aside_describes_the_object(
    text: str, claims: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'#W1001 (a lamp, $40, paid by gift card)': how the order was paid, not its cancellation."""
    params = {"order_id": "#W1001", "reason": "ordered by mistake"}
    action = state.ledger.propose("cancel_order", params, source=ticket.report).id
    calls = []
    for order in ("#W1001", "#W2002"):
        call = state.append_tool_call("get_order", {"order_id": order})
        calls.append(state.append_tool_result(call, {"order_id": order, "total": 40}).ref)
    head = state.append_assistant("Shall I cancel it?").seq
    found = add(text.replace("act_{n}", action), calls, rule="authority", covers_through=head)
    if claims:
        [finding] = found
        assert f"{action} (cancel_order) is pending" in finding.message
    else:
        assert found == []


@pytest.mark.parametrize(
    ("text", "offered", "wrong"),
    [
        ("Order 7702 cancelled, damaged in transit", True, True),
        ("Orders 7702 and 7703 were both cancelled, damaged in transit", True, True),
        ("Order 7702 cancelled, damaged in transit", False, False),  # no offer: unknown
        ("Order 7702 cancelled, arrived too late", True, False),  # its own reason
    ],
)
def test_an_option_offered_beside_a_param_value_is_another_value_of_it(
    text: str,
    offered: bool,
    wrong: bool,
    state: AgentState,
    ticket: SupportTicket,
    add: Check,
) -> None:
    """'Reason: "damaged in transit" or "arrived too late"?' makes each another's alternative."""
    if offered:
        state.append_assistant("What is the reason: 'damaged in transit' or 'arrived too late'?")
    state.append_user("It arrived too late.")
    for order in ("7702", "7703"):
        params = {"order_id": order, "reason": "arrived too late"}
        _action(state, ticket, "cancel_order", params, "executed")
    head = state.append_assistant("Done.").seq
    found = add(text, [ticket.contact], rule="authority", covers_through=head)
    if wrong:
        [finding] = found
        assert "says reason 'damaged in transit'" in finding.message
        assert "whose reason is 'arrived too late'" in finding.message
    else:
        assert found == []


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Order 7702 cancelled, refunded to the card ending 4410", True),
        ("Order 7702 cancelled, refunded to the card ending 9031", False),  # its own
        ("Order 7702 cancelled, refunded to the card ending 9031, not 4410", False),  # both
        ("Order 7702 cancelled; the card ending 4410 is on file too", False),  # after the claim
    ],
)
def test_a_param_record_described_with_another_records_value_is_wrong(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Refunded to the card ending 4410' of a refund to card_5531, whose last four are 9031."""
    profile = {
        "payment_methods": {
            "card_5531": {"brand": "visa", "last_four": "9031"},
            "card_7204": {"brand": "visa", "last_four": "4410"},
        }
    }
    call = state.append_tool_call("get_profile", {"user_id": "dana_01"})
    state.append_tool_result(call, profile)
    params = {"order_id": "7702", "payment_id": "card_5531"}
    _action(state, ticket, "cancel_order", params, "executed")
    head = state.append_assistant("Done.").seq
    found = add(text, [ticket.contact], rule="authority", covers_through=head)
    if wrong:
        [finding] = found
        assert "payment_id card_5531's last_four '4410'" in finding.message
        assert "is '9031'" in finding.message
    else:
        assert found == []


@pytest.mark.parametrize(
    ("status", "text", "wrong"),
    [
        ("executed", "Build 1187 not deployed yet", True),
        ("executed", "Build 1187 hasn't been deployed yet, waiting on a yes", True),
        ("approved", "Build 1187 not deployed yet", False),
        ("executed", "Build 1190 not deployed yet", False),  # another build: no action on it
        ("executed", "If build 1187 is not deployed yet, page the on-call", False),
    ],
)
def test_not_yet_done_is_false_of_an_executed_action(
    status: str, text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Build 1187 not deployed yet' of a deploy_service the ledger holds executed is false."""
    action = _action(state, ticket, "deploy_service", {"build": 1187}, status)
    found = add(text, rule="authority")
    if wrong:
        [finding] = found
        assert f"{action} is not carried out" in finding.message
        assert f"{action} (deploy_service) is executed" in finding.message
    else:
        assert found == []


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("reset_mfa completed", True),
        ("The reset_mfa call went through; link sent", True),
        ("reset_mfa approved", False),
        ("reset_password failed", False),  # no such kind: no claim of the ledger's
        ("reset_mfa: Error: total is 305, but paid 255", False),  # a label of the tool's words
    ],
)
def test_the_kinds_name_as_written_names_its_actions(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'reset_mfa failed' names the reset_mfa action as 'the MFA reset failed' does."""
    action = _action(state, ticket, "reset_mfa", {"employee_id": "E-7"}, "approved")
    found = add(text, rule="authority")
    if wrong:
        [finding] = found
        assert f"{action} (reset_mfa) is approved" in finding.message
    else:
        assert found == []


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Read access to orders-db was granted", True),  # the act: not yet done
        ("The access request was approved", False),
    ],
)
def test_the_kinds_own_verb_claims_the_act_not_its_approval(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Access was granted' of an approved grant_access claims the grant done, not approved."""
    params = {"system": "orders-db", "level": "read"}
    action = _action(state, ticket, "grant_access", params, "approved")
    found = add(text, rule="authority")
    if wrong:
        [finding] = found
        assert f"{action} (grant_access) is approved" in finding.message
    else:
        assert found == []


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("INC-4471 was opened at 14:31", False),  # the id the act made
        ("INC-4472 was opened at 14:31", True),  # no act made it
        ("INC-4471 was opened for checkout-web", False),
    ],
)
def test_an_id_the_act_made_names_its_action(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'INC-4471 was opened' is about the incident an open_incident action's result made."""
    params = {"service": "checkout-web", "severity": "SEV2"}
    action = state.ledger.propose("open_incident", params, source=ticket.report).id
    state.ledger.approve(action, by="user", source=ticket.contact)
    call = state.append_tool_call("open_incident", params)
    state.ledger.execute(action, by="tool_runner", source=call)
    state.append_tool_result(call, {"incident_id": "INC-4471", "opened_at": "14:31"})
    head = state.append_assistant("INC-4471 is open.").seq
    found = add(text, [ticket.contact], rule="authority", covers_through=head)
    if wrong:
        [finding] = found
        assert "inc-4472" in finding.message.lower()
    else:
        assert found == []


def test_a_value_of_another_id_of_the_action_describes_that_one(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Swapped lamp 1000011 for a black one': black is the new item's, not the old one's."""
    call = state.append_tool_call("get_product", {"product_id": "lamps"})
    variants = [
        {"item_id": "1000011", "color": "white"},
        {"item_id": "1000055", "color": "black"},
    ]
    state.append_tool_result(call, {"variants": variants})
    params = {"order_id": "7702", "item_id": "1000011", "new_item_id": "1000055"}
    _action(state, ticket, "swap_item", params, "executed")
    head = state.append_assistant("Done.").seq
    text = "Order 7702: lamp 1000011 swapped for a black one"
    assert add(text, [ticket.contact], rule="authority", covers_through=head) == []


@pytest.mark.parametrize(
    ("status", "holds"),
    [("rejected", True), ("cancelled", True), ("revoked", True), ("executed", False)],
)
def test_dropped_is_said_of_whatever_no_longer_goes_ahead(
    status: str, holds: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'The address change was dropped': refused, withdrawn or revoked alike; not carried out."""
    action = _action(state, ticket, "change_address", {"order_id": "4921"}, status)
    found = add("The address change was dropped", rule="authority")
    if holds:
        assert found == []
    else:
        [finding] = found
        assert f"{action} (change_address) is executed" in finding.message


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The lamp in order #W2002 was swapped for item 1000055", "order_id '#W2002'"),
        ("Item 1000077 in order #W1001 was swapped as well", "item_id '1000077'"),
        ("Item 1000011 in order #W1001 was swapped for item 1000055", None),
        ("Order #W1001 was swapped over to the new lamp", None),
        # the phrases that open the sentence are the subject of a claim that opens with "was"
        ("A new lamp, item 1000055, for order #W2002, was swapped in", "order_id '#W2002'"),
        ("A new lamp, item 1000055, for order #W1001, was swapped in", None),
        ("Order #W2002 is open, and a new lamp was swapped in", None),  # joined: not its subject
    ],
)
def test_a_true_claim_naming_another_objects_id_is_rejected(
    text: str, wrong: str | None, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'The lamp in order #W2002 was swapped' when the swap was on #W1001 names another order."""
    for order, item in (("#W1001", "1000011"), ("#W2002", "1000077")):
        call = state.append_tool_call("get_order", {"order_id": order})
        state.append_tool_result(call, {"order_id": order, "items": [{"item_id": item}]})
    params = {"order_id": "#W1001", "item_ids": ["1000011"], "new_item_ids": ["1000055"]}
    action = state.ledger.propose("modify_order_items", params, source=ticket.report).id
    state.ledger.approve(action, by="user", source=ticket.contact)
    state.ledger.execute(action, by="agent", source=ticket.contact)
    head = state.append_assistant("Done.").seq
    found = add(text, [ticket.contact], rule="authority", covers_through=head)
    if wrong is None:
        assert found == []
    else:
        [finding] = found
        assert f"says {wrong} of {action} (modify_order_items)" in finding.message


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("$31 was sent to Rachel from the debit card", "payment_method 'debit card'"),
        ("31 dollars were sent to Rachel from the debit card", "payment_method 'debit card'"),
        ("$31 was sent to Rachel from the credit card", None),
        ("A request for $31 was sent to Rachel from the debit card", None),  # a request's
        ("The invoice was sent to Rachel from the debit card", None),  # no amount: no payment
    ],
)
def test_an_amount_sent_is_paid(
    text: str, wrong: str | None, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'$31 was sent to Rachel' pays her: the payment's details are judged.

    Rachel was paid $97 from the debit card and $31 from the credit card; $31 was also
    requested from her.
    """
    for amount, method in ((97, "debit card"), (31, "credit card")):
        params = {"receiver": "Rachel", "amount": amount, "payment_method": method}
        action = state.ledger.propose("make_payment", params, source=ticket.report)
        state.ledger.approve(action, by="user", source=ticket.contact)
        state.ledger.execute(action, by="agent", source=ticket.contact)
    request = {"receiver": "Rachel", "amount": 31}
    state.ledger.propose("request_payment", request, source=ticket.report)
    found = add(text, [ticket.contact], rule="authority")
    if wrong is None:
        assert found == []
    else:
        [finding] = found
        assert f"says {wrong} of" in finding.message


def test_a_claim_true_of_one_action_alone_is_judged_by_its_details(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """Of a refused change in economy and one done in business, 'updated in economy' is wrong."""
    ids = [
        _action(state, ticket, "update_reservation", {"reservation_id": "K2P9QX", "cabin": c}, to)
        for c, to in (("economy", "rejected"), ("business", "executed"))
    ]
    [finding] = add("K2P9QX was updated in economy", rule="authority")
    assert f"says cabin 'economy' of {ids[1]}" in finding.message
    assert add("K2P9QX was updated in business", rule="authority") == []


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Order 7702 cancelled after her yes, reason no longer needed", "reason"),
        ("Order 7702 cancelled after her yes: reason no longer needed", "reason"),
        ("Reason no longer needed, order 7702 cancelled after her yes", None),
        ("Order 7702 cancelled after her yes, reason ordered by mistake", None),
        ("Order 7702 cancelled; reason no longer needed for order 7703", None),
        ("She gave no longer needed, so order 7702 was cancelled after her yes", None),
        ("Order 7702 cancelled after her yes, order 7703 cancellation proposed", None),
        ("Order 7702 cancelled after her yes: money back to gift_card_5501", "payment_method_id"),
        ("Order 7702 cancelled after her yes: money back to credit_card_4410", None),
    ],
)
def test_the_clauses_beside_a_claim_say_its_details(
    text: str, wrong: str | None, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Order 7702 cancelled after her yes, reason no longer needed': the reason is its.

    A clause of the sentence with no claim of its own tells of the claim beside it; a clause
    with its own claim ("order 7703 cancellation proposed") tells of that one.
    """
    for order, method in (("7702", "credit_card_4410"), ("7703", "gift_card_5501")):
        call = state.append_tool_call("get_order", {"order_id": order})
        state.append_tool_result(call, {"order_id": order, "payment_method_id": method})
    done = {
        "order_id": "7702",
        "reason": "ordered by mistake",
        "payment_method_id": "credit_card_4410",
    }
    action = _action(state, ticket, "cancel_order", done, "executed")
    other = {"order_id": "7703", "reason": "no longer needed"}
    state.ledger.propose("cancel_order", other, source=ticket.report)
    head = state.append_assistant("Done.").seq
    found = add(text, [ticket.contact], rule="authority", covers_through=head)
    if wrong is None:
        assert found == []
    else:
        [finding] = found
        assert f"says {wrong} " in finding.message
        assert f"of {action} (cancel_order)" in finding.message


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("Order W5000 is being cancelled as well", True),
        ("Order W4921 is being cancelled", False),
        ("Order W5000 is not being cancelled", False),
        ("Order W5000 was delivered and is being kept", False),  # no action keeps
    ],
)
def test_an_act_under_way_on_what_no_action_is_on_is_rejected(
    text: str, claims: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Order W5000 is being cancelled' when the only cancellation is of order W4921."""
    state.ledger.propose("cancel_order", {"order_id": "W4921"}, source=ticket.report)
    found = add(text, rule="authority")
    if claims:
        [finding] = found
        assert "no cancel_order action of the ledger is on it" in finding.message
    else:
        assert found == []


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


def test_the_kind_verb_names_its_kind_by_any_of_its_nouns(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Your reservation has been updated' claims an update_reservation_* action, whichever."""
    params = {"reservation_id": "EHGLP3"}
    booking = state.ledger.propose("book_reservation", params, source=ticket.report).id
    flights = state.ledger.propose("update_reservation_flights", params, source=ticket.report).id
    bags = state.ledger.propose("update_reservation_baggages", params, source=ticket.report).id
    [finding] = add("Your reservation has been successfully updated", rule="authority")
    assert flights in finding.message
    assert bags in finding.message
    assert booking not in finding.message
    assert add("Your reservation has not been updated yet", rule="authority") == []
    state.ledger.approve(bags, by="user", source=ticket.contact)
    state.ledger.execute(bags, by="agent", source=ticket.contact)
    assert add("Your reservation has been successfully updated", rule="authority") == []
    [finding] = add("The flights of your reservation have been updated", rule="authority")
    assert flights in finding.message
    assert bags not in finding.message


def test_weak_words_need_their_subject_first(add: Check) -> None:
    """'Completed' or 'processed' claim only about a subject written just before them."""
    assert add("The credit has been processed", rule="authority")
    assert add("The policy check was completed for the credit", rule="authority") == []
    assert add("The credit succeeded", rule="authority")
    assert add("The credit worked out fine", rule="authority")
    assert add("The customer succeeded in resetting the password", rule="authority") == []


COMPLETED_STATUS_NOUNS = [
    "Credit issuance complete",
    "Credit issuance: done",
    "Issuance of the credit is complete",
    "The credit approval is complete",
    "Credit approval \u2014 complete",
]


@pytest.mark.parametrize("text", COMPLETED_STATUS_NOUNS)
def test_a_status_noun_with_a_completion_word_is_a_claim(text: str, add: Check) -> None:
    """'Credit issuance complete' claims what 'the credit was issued' does."""
    assert add(text, ["ev_10"], rule="authority")


def test_a_completed_cancellation_names_the_cancel_action(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Cancellation confirmed' claims a cancel_* action was carried out, unless negated."""
    action = state.ledger.propose("cancel_reservation", {"id": "EHGLP3"}, source=ticket.report).id
    [finding] = add("Cancellation confirmed", rule="authority")
    assert action in finding.message
    assert ticket.credit not in finding.message
    assert add("The reservation cancellation is complete", rule="authority")
    assert add("Cancellation not yet confirmed", rule="authority") == []
    assert add("Cancellation confirmed by the user", rule="authority") == []
    assert add("Once cancellation is complete, email the user", rule="authority") == []
    state.ledger.approve(action, by="user", source=ticket.contact)
    state.ledger.execute(action, by="agent", source=ticket.contact)
    assert add("Cancellation confirmed", rule="authority") == []


SETTLEMENTS = [
    "Credit applied to the account",
    "The credit was applied to the customer's account",
    "The credit has been posted to the account",
    "act_10 was settled to the card on file",
    "The agent applied the credit to the customer's account",
    "We posted the credit of 25000 cents to the card on file",
    "The supervisor deposited {action:act_10} into the account",
]
NOT_SETTLEMENTS = [
    "The customer applied for a credit to their account",
    "A CRM note about the credit was posted to the account",
    "The credit was applied",
    "The credit should be applied to the account",
    "The agent applied the credit note to the account",
    "The agent applied the policy to the credit",
    "The agent will apply the credit to the account",
    "The agent has not applied the credit to the account",
    "Apply the credit to the account",
    "The agent applied the credit",
]


@pytest.mark.parametrize("text", SETTLEMENTS)
def test_a_settlement_to_an_account_claims_execution(text: str, add: Check) -> None:
    """Applied, posted or settled to an account, the action its subject or object, claims."""
    assert add(text, ["ev_10"], rule="authority")


@pytest.mark.parametrize("text", NOT_SETTLEMENTS)
def test_a_settlement_word_without_action_and_destination_claims_nothing(
    text: str, add: Check
) -> None:
    """'Applied for', another subject or object, no destination or a modal leave no claim."""
    assert add(text, ["ev_10"], rule="authority") == []


COMPLETIONS_OF_THE_ACTION = [
    "Credit complete",
    "The credit is complete",
    "Credit successful",
    "The credit was successful",
    "The credit is finished",
    "The credit is settled",
    "act_10 is complete",
    "{action:act_10} was settled",
]
NOT_COMPLETIONS_OF_THE_ACTION = [
    "The credit form is complete",
    "The credit request is complete",
    "A note about the credit is complete",
    "The dispute over the credit was settled",
    "We settled on a credit",
    "Complete the credit",
    "The agent will complete the credit",
    "The credit is not complete",
    "The credit is almost complete",
    "The credit was not successful",
    "Once the credit is complete, email the customer",
    "Make sure the credit is complete",
    "Credit complete: no",
]


NOT_THE_ACTION = [
    "The customer's credit card was declined",
    "The customer paid the original order with a credit card",
    "The credit card payment was declined",
    "The credit card on file was cancelled",
    "The refund policy was updated and approved",
    "The photos were declined, so the credit is pending",
    "The photos were declined; the credit is pending",
]
CLAIMS_BESIDE_ANOTHER_THING = [
    "The credit was issued to the credit card",
    "The credit card was declined, so the credit was issued",
    "The request was declined: the credit",
    "The credit was reviewed and declined",
]


@pytest.mark.parametrize("text", NOT_THE_ACTION)
def test_a_status_of_something_else_claims_nothing_of_the_action(text: str, add: Check) -> None:
    """'Credit card' names no credit; 'the photos were declined' does not reach on."""
    assert add(text, ["ev_10"], rule="authority") == []


@pytest.mark.parametrize("text", CLAIMS_BESIDE_ANOTHER_THING)
def test_a_claim_beside_a_compound_or_through_a_label_still_counts(text: str, add: Check) -> None:
    """The action named on its own, or after a label's mark, is still claimed."""
    [finding] = add(text, ["ev_10"], rule="authority")
    assert "act_10" in finding.message


@pytest.mark.parametrize("text", COMPLETIONS_OF_THE_ACTION)
def test_a_completion_said_of_the_action_claims_execution(text: str, add: Check) -> None:
    """'Credit complete', 'the credit is settled': the action heads the subject."""
    [finding] = add(text, ["ev_10"], rule="authority")
    assert "act_10" in finding.message


@pytest.mark.parametrize("text", NOT_COMPLETIONS_OF_THE_ACTION)
def test_a_completion_of_something_else_or_negated_claims_nothing(text: str, add: Check) -> None:
    """Another noun heads the subject, the word is a verb, or it is negated or hedged."""
    assert add(text, ["ev_10"], rule="authority") == []


@pytest.mark.parametrize(
    "text",
    [
        "The credit is supervisor-approved",
        "A manager-approved credit of 25000 cents is ready",
        "The credit was re-issued",
        "act_10 was auto-approved",
    ],
)
def test_a_compound_ending_in_a_status_word_is_a_claim(text: str, add: Check) -> None:
    """'Supervisor-approved' claims what 'approved' does."""
    assert add(text, ["ev_10"], rule="authority")


@pytest.mark.parametrize(
    ("claim", "intent"),
    [
        ("The credit appears to have been issued", "The credit needs to be issued"),
        ("The credit seems to have been approved as well", "The credit is to be approved"),
        ("act_10 is reported to have been issued", "act_10 is expected to be issued"),
    ],
)
def test_a_past_reported_through_seeming_is_a_claim(claim: str, intent: str, add: Check) -> None:
    """'Appears to have been issued' claims the past it hedges; 'to be issued' does not."""
    assert add(claim, ["ev_10"], rule="authority")
    assert add(intent, ["ev_10"], rule="authority") == []


def test_a_compound_with_a_negation_or_hedge_claims_nothing(add: Check) -> None:
    """'Not-yet-approved' and 'un-issued' claim nothing."""
    assert add("The credit is not-yet-approved", rule="authority") == []
    assert add("The credit is still un-issued", rule="authority") == []


@pytest.mark.parametrize(
    "text", ["Status: approved (act_10)", "Approved: {action:act_10}", "Approved \u2014 act_10"]
)
def test_a_label_names_its_action_after_a_mark(text: str, add: Check) -> None:
    """A status word with no subject takes the id that follows a mark or parenthesis."""
    [finding] = add(text, ["ev_10"], rule="authority")
    assert "act_10" in finding.message


def test_a_status_word_with_its_own_subject_takes_no_later_id(add: Check) -> None:
    """'Photos approved (act_10 pending)' says nothing of act_10's approval."""
    assert add("Photos approved (act_10 pending)", rule="authority") == []


def test_a_plural_kind_claims_every_action_of_it(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """With one of two credits approved, 'both credits were approved' is false."""
    other = state.ledger.propose("credit", {"cents": 500}, source=ticket.report).id
    state.ledger.approve(other, by="supervisor", source=ticket.contact)
    for text in [
        "Both credits were approved",
        "All credits have been approved",
        "The credits were approved",
        "Both of the credits got the go-ahead",
        f"{ticket.credit} and {other} were approved",
    ]:
        [finding] = add(text, rule="authority")
        assert ticket.credit in finding.message, text
    assert add("The credit was approved", rule="authority") == []
    assert add(f"{ticket.credit} or {other} was approved", rule="authority") == []
    state.ledger.approve(ticket.credit, by="supervisor", source=ticket.contact)
    assert add("Both credits were approved", rule="authority") == []


@pytest.mark.parametrize(
    "text",
    [
        "Both cancellations were approved",
        "She confirmed, and all cancellations were approved",
        "The cancellations were approved",
    ],
)
def test_the_plural_noun_of_an_act_claims_every_action_of_it(
    state: AgentState, ticket: SupportTicket, add: Check, text: str
) -> None:
    """'Both cancellations were approved' of two pending cancel_order actions is false."""
    for order in ("#W1", "#W2"):
        state.ledger.propose("cancel_order", {"order_id": order}, source=ticket.report)
    [finding] = add(text, rule="authority")
    assert "cancel_order" in finding.message


@pytest.mark.parametrize(
    "text",
    [
        "The photos were approved by the warehouse, and the credit is pending",
        "The damage claim was approved by the warehouse, but the credit is still pending",
        "The return label was issued, and the credit awaits approval",
        "Order 4921 was booked last month, and the customer now needs a credit",
        "The credit is pending, and the warehouse approved the photos",
        "act_10 is pending, and the photos were approved",
    ],
)
def test_a_status_word_does_not_take_the_action_of_another_clause(text: str, add: Check) -> None:
    """A status word with its own subject or object says nothing of a kind named across 'and'."""
    assert add(text, ["ev_10"], rule="authority") == []


@pytest.mark.parametrize(
    "text",
    [
        "The credit was reviewed and approved",
        "The credit was proposed, and the supervisor approved it",
        "The credit was proposed, and the supervisor signed off",
        "The credit (approved by the supervisor) will be issued today",
        "Approved: the credit for order 4921",
    ],
)
def test_a_status_word_without_its_own_subject_takes_the_earlier_kind(
    text: str, add: Check
) -> None:
    """A status word with no subject or object of its own is about the kind named before it."""
    assert add(text, ["ev_10"], rule="authority")


INTENTS = [
    "After the credit is approved, email the customer",
    "Email the customer as soon as the credit is approved",
    "Email the customer after the credit has been issued",
    "Ensure the credit is issued",
    "Make sure the credit is issued within 5 days",
    "Verify that the credit has been approved",
    "Confirm the credit is approved before issuing it",
    "Check the credit was issued before closing the ticket",
    "Once it is approved, email the customer",
    "The customer wants the credit issued today",
]


@pytest.mark.parametrize("text", INTENTS)
def test_intents_and_conditions_claim_nothing(text: str, add: Check) -> None:
    """A status to ensure, verify, wait for or want is no claim that it holds."""
    assert add(text, ["ev_10"], rule="authority") == []


@pytest.mark.parametrize(
    "text",
    [
        "After the supervisor approved the credit, the agent emailed the customer",
        "After the credit was issued, the agent emailed the customer",
        "The CRM note confirms the credit was approved",
        "The policy check was completed, and the credit was approved",
    ],
)
def test_a_past_event_after_a_cue_is_still_a_claim(text: str, add: Check) -> None:
    """'After' with a past verb, or a report that confirms, still claims the status."""
    assert add(text, ["ev_10"], rule="authority")


@pytest.mark.parametrize(
    "text",
    [
        "Credit approved: no",
        "Credit approved: not yet",
        "Credit issued \u2014 no.",
        "Credit approved: pending",
    ],
)
def test_a_label_answered_no_claims_nothing(text: str, add: Check) -> None:
    """'Credit approved: no' denies the status it names."""
    assert add(text, ["ev_10"], rule="authority") == []


def test_a_label_answered_with_more_words_is_still_a_claim(add: Check) -> None:
    """'Credit approved: no conditions' claims the approval."""
    assert add("Credit approved: no conditions", ["ev_10"], rule="authority")


GENERIC = [
    "Refunds are issued within 7 days",
    "Credits are issued to the original payment method",
    "Approved credits are issued within 5 business days",
    "Only supervisor-approved credits may be issued",
    "Issued credits appear within 5 days",
]


@pytest.mark.parametrize("text", GENERIC)
def test_a_statement_about_a_kind_in_general_claims_nothing(
    state: AgentState, ticket: SupportTicket, text: str, add: Check
) -> None:
    """A bare plural kind in the habitual present is policy, not a claim about an action."""
    state.ledger.propose("refund", {"cents": 500}, source=ticket.report)
    assert add(text, ["ev_10"], rule="authority") == []


@pytest.mark.parametrize(
    "text",
    [
        "The credits are issued",
        "Credits for order 4921 are issued",
        "The customer's credits are approved",
        "Both credits were issued",
    ],
)
def test_a_plural_kind_with_a_determiner_is_a_claim(text: str, add: Check) -> None:
    """A plural kind made particular (an article, a possessive, a number) is a claim."""
    assert add(text, ["ev_10"], rule="authority")


@pytest.mark.parametrize(
    ("kind", "nouns", "verbs"),
    [
        ("credit", {"credit"}, {"credit"}),
        ("issue_credit", {"credit"}, {"issu", "credit"}),
        ("book_reservation", {"reserv"}, {"book"}),
        ("update_reservation_flights", {"reserv", "flight"}, {"updat"}),
        ("sendCertificate", {"certif"}, {"send"}),
        ("schedule_bill_payment", {"payment"}, {"schedul"}),  # a verb of the lexicon leads
        ("schedule_transfer", {"transfer"}, {"schedul", "transfer"}),
        ("account_transfer", {"account"}, {"transfer"}),  # a noun first
        ("set_up_autopay", {"autopai"}, {"set"}),  # a phrasal verb's particle is no noun
        ("apply_bill_credit", {"credit"}, {"appli", "credit"}),  # "bill" describes the credit
        ("refund_charge", {"charg"}, {"refund"}),  # refunding a charge charges nothing
        ("reverse_charge", {"charg"}, {"revers"}),
        ("void_transfer", {"transfer"}, {"void"}),
    ],
)
def test_kind_words(kind: str, nouns: set[str], verbs: set[str]) -> None:
    """An action kind is named by its nouns, and carried out by the past tense of its verbs."""
    assert kind_words(kind) == (frozenset(nouns), frozenset(verbs))


_ACTIONS = {
    f"act_{number}": ActionStatusRecord(f"act_{number}", kind, "pending", number)
    for number, kind in enumerate(
        ["credit", "cancel_order", "update_reservation", "book_flight", "send_voucher"], 1
    )
}
_LEDGER = _Ledger.of(_ACTIONS)
_DOMAIN_WORDS = {
    "update_reservation": KindWords(names=("cabin",), verbs=("downgrade",)),
    "book_flight": KindWords(objects=("ticket",)),
}
_LEDGERS = (_LEDGER, _Ledger.of(_ACTIONS, AuthorityRule(kind_words=_DOMAIN_WORDS).kind_words))
"""The ledger alone, and with a domain's words (names, verbs, objects)."""
_NAMES = frozenset(
    {*_LEDGER.actions, *(noun for nouns, _ in _LEDGERS[1].kinds.values() for noun in nouns)}
)
_CLAIM_PIECES = st.sampled_from(
    [
        "The", "credit", "order", "reservation", "flight", "voucher", "act_1", "act_2",
        "{action:act_3}", "{action:act_9}", "was", "has", "been", "got", "received", "the",
        "approved", "Approved", "approval", "go-ahead", "green", "light", "signed", "off",
        "carried", "out", "issued", "paid", "sent", "cancelled", "updated", "booked", "done",
        "processed", "not", "n't", "awaiting", "and", "or", ",", ".", "?", "--", "-", "\u2014",
        "'", "\u2019", "_", "2", "(", ")", "cancellation", "issuance", "complete",
        "confirmed", "applied", "to", "account", "supervisor", "credits", "both", "are", ":",
        "no", "after", "is", "it", "successful", "settled", "finished", "posted", "agent",
        "note", "of", "card", "on", "cabin", "downgraded", "ticket", "purchased", "reserved",
        "bought", "by", "airline",
    ]
)  # fmt: skip


@given(
    st.lists(_CLAIM_PIECES, max_size=12).map(" ".join)
    | st.lists(_CLAIM_PIECES, max_size=12).map("".join)
)
@example("{action:act_1} was approved--by the supervisor")
@example("The credit was refunded--in full")
@example("The credit is supervisor-approved")
@example("Cancellation confirmed")
@example("The credit was applied to the account")
@example("Status: approved (act_1)")
@example("Credit complete")
@example("The agent posted the credit to the card")
@example("The cabin was downgraded")
@example("The ticket was booked")
@example("The ticket was purchased")
@example("Two seats reserved")
def test_the_quick_test_for_claims_misses_no_claim(text: str) -> None:
    """A text the quick test passes over holds no claim the rule would read, words or not."""
    rule = AuthorityRule()
    acts = ACT_STEMS  # every act known to the application: the most claims
    words = words_in(text)
    for ledger in _LEDGERS:
        if may_claim(words, ledger.verbs | ACT_STEMS) or not words.isdisjoint(STANDING_WORDS):
            continue  # the rule's quick test: a status word, or a word of what holds now
        assert [
            claim
            for sentence in sentences(text, names=_NAMES)
            for claim in rule._read(
                sentence, ledger, objects=ClaimObjects(None), text=text, acts=acts
            )
        ] == []


def test_a_negation_reaches_a_list_only_through_its_separators(add: Check) -> None:
    """A clause of its own after a comma is no element of a negated list: its claim stands."""
    assert add("The damage report was not approved, the credit was issued", rule="authority")
    assert add("The photos were not approved, and the credit was issued", rule="authority")


def test_a_telling_claims_unless_it_is_refused(add: Check) -> None:
    """What the agent is told to say is a claim; a refusal in another clause does not reach it."""
    assert add("Tell the customer the credit is approved", rule="authority")
    assert add("We did not tell the customer, but the credit is approved", rule="authority")


def test_a_domain_s_words_name_a_kind_and_carry_it_out(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """KindWords: "The cabin was downgraded" claims a cabin change only with the words."""
    params = {"reservation_id": "EHGLP3"}
    action = state.ledger.propose("update_reservation_flights", params, source=ticket.report).id
    words = {"update_reservation_flights": KindWords(names=("cabin",), verbs=("downgrade",))}
    rules = [SchemaRule(), AuthorityRule(kind_words=words)]
    assert add("The cabin was downgraded to economy", rule="authority") == []
    [finding] = add("The cabin was downgraded to economy", rule="authority", rules=rules)
    assert action in finding.message
    [finding] = add("Your reservations have been downgraded", rule="authority", rules=rules)
    assert action in finding.message
    assert add("The cabin can be downgraded", rule="authority", rules=rules) == []
    state.ledger.approve(action, by="user", source=ticket.contact)
    state.ledger.execute(action, by="agent", source=ticket.contact)
    assert add("The cabin was downgraded to economy", rule="authority", rules=rules) == []


def test_an_object_names_its_kind_only_with_the_kind_s_verb(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """An object names a kind only with its verb: "the flight was booked", not "cancelled"."""
    params = {"reservation_id": "EHGLP3"}
    booking = state.ledger.propose("book_reservation", params, source=ticket.report).id
    state.ledger.propose("cancel_reservation", params, source=ticket.report)
    words = {"book_reservation": KindWords(objects=("flight",))}
    rules = [SchemaRule(), AuthorityRule(kind_words=words)]
    [finding] = add("Your flight has been successfully booked", rule="authority", rules=rules)
    assert booking in finding.message
    assert add("The flight was cancelled by the airline", rule="authority", rules=rules) == []
    # Without the domain's words, the past tense of the kind's own verb claims the booking.
    [finding] = add("Your flight has been successfully booked", rule="authority")
    assert booking in finding.message


def test_a_name_that_is_a_verb_names_nothing(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """A "booking" name would make every "booked" name the kind: it is left out."""
    params = {"reservation_id": "EHGLP3"}
    state.ledger.propose("cancel_reservation", params, source=ticket.report)
    words = {"cancel_reservation": KindWords(names=("booking",))}
    rules = [SchemaRule(), AuthorityRule(kind_words=words)]
    assert add("The hotel was booked", rule="authority", rules=rules) == []


@pytest.mark.parametrize(
    "make",
    [
        lambda: KindWords(names=("",)),
        lambda: KindWords(names=("--",)),
        lambda: KindWords(verbs=(3,)),  # type: ignore[arg-type]
        lambda: AuthorityRule(kind_words={"credit": ("refund",)}),  # type: ignore[dict-item]
        lambda: AuthorityRule(kind_words={7: KindWords()}),  # type: ignore[dict-item]
        lambda: AuthorityRule(kind_words={"credit": KindWords(), 7: KindWords()}),  # type: ignore[dict-item]
        lambda: AuthorityRule(kind_words=[("credit", KindWords()), ("credit", KindWords())]),
        lambda: AuthorityRule(kind_words=["credit"]),  # type: ignore[list-item]
        lambda: KindWords(names=3),  # type: ignore[arg-type]
        lambda: KindWords(verbs=("carry out",)),
        lambda: Domain(name="d", kind_words={"credit": "refund"}),  # type: ignore[dict-item]
    ],
)
def test_kind_words_that_are_not_words_are_refused(make: Callable[[], object]) -> None:
    """Bad words get a clear InvalidInput, at construction."""
    with pytest.raises(InvalidInput):
        make()


def test_a_domain_s_rules_are_the_default_rules_with_its_words() -> None:
    """domain.rules swaps the authority rule for one reading the domain's words."""
    rules = DOMAIN.rules
    assert [rule.name for rule in rules] == [rule.name for rule in DEFAULT_RULES]
    [authority] = [rule for rule in rules if isinstance(rule, AuthorityRule)]
    assert dict(authority.kind_words) == dict(DOMAIN.kind_words)
    assert Domain(name="plain").rules == DEFAULT_RULES


def test_kind_words_in_capitals_are_words() -> None:
    """Words are read case-blind: "CABIN CLASS" is a name like "cabin class"."""
    rule = AuthorityRule(kind_words={"update_reservation": KindWords(names=("CABIN CLASS",))})
    words = AuthorityRule(kind_words={"update_reservation": KindWords(names=("cabin class",))})
    actions = {"act_1": ActionStatusRecord("act_1", "update_reservation", "pending", 1)}
    assert _Ledger.of(actions, rule.kind_words).names == _Ledger.of(actions, words.kind_words).names


# --- acts in the summary's own words, and the objects they are done on ---------------------


def _booking(state: AgentState, ticket: SupportTicket, status: str) -> str:
    action = state.ledger.propose(
        "reserve_table", {"restaurant": "Bluefin", "seats": 3}, source=ticket.report
    ).id
    if status == "rejected":
        state.ledger.reject(action, by="user", source=ticket.contact)
    elif status == "executed":
        state.ledger.approve(action, by="user", source=ticket.contact)
        state.ledger.execute(action, by="tool_runner", source=ticket.contact)
    return action


def test_an_act_said_with_a_synonym_claims_the_action_that_does_it(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Booked' is done by a reserve_table action: false while it is rejected."""
    table = _booking(state, ticket, "rejected")
    [finding] = add("A table for 3 was booked", rule="authority")
    assert table in finding.message
    [finding] = add("Bluefin was rebooked for 3", rule="authority")  # booked again
    assert table in finding.message
    assert add("A table for 3 was requested but not booked", rule="authority") == []


def test_an_act_said_with_a_synonym_holds_once_executed(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """The same words pass once the action is executed."""
    _booking(state, ticket, "executed")
    assert add("A table for 3 was booked at Bluefin", rule="authority") == []
    assert add("The booked table is for 3", rule="authority") == []  # an adjective


@pytest.mark.parametrize(
    ("kind", "params", "claim"),
    [
        ("update_booking", {"booking_id": "KA7I60"}, "KA7I60 was moved to an earlier date"),
        ("transfer_funds", {"amount": 270}, "The $270 was moved to savings"),
        ("update_booking", {"booking_id": "KA7I60"}, "KA7I60 was rescheduled"),
    ],
)
def test_a_verb_of_two_acts_reads_as_the_kind_s(
    state: AgentState, ticket: SupportTicket, add: Check, kind: str, params: JSONObject, claim: str
) -> None:
    """'Moved' changes a booking or transfers money: false of either while it is pending."""
    action = state.ledger.propose(kind, params, source=ticket.report).id
    [finding] = add(claim, rule="authority")
    assert action in finding.message
    state.ledger.approve(action, by="user", source=ticket.contact)
    state.ledger.execute(action, by="tool_runner", source=ticket.contact)
    assert add(claim, rule="authority") == []


def test_an_identifier_no_action_of_the_kind_is_on_makes_the_claim_false(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """The one cancellation is of Z7GOZK: 'K67C4W was cancelled too' is false."""
    action = state.ledger.propose(
        "cancel_reservation", {"reservation_id": "Z7GOZK"}, source=ticket.report
    ).id
    state.ledger.approve(action, by="user", source=ticket.contact)
    state.ledger.execute(action, by="tool_runner", source=ticket.contact)
    assert add("Z7GOZK was cancelled", rule="authority") == []
    for text in [
        "K67C4W was cancelled too",
        "K67C4W (LAS-MCO, May 17) was cancelled too",
        "Reservation K67C4W, which also has a single passenger, was cancelled as well",
    ]:
        [finding] = add(text, rule="authority")
        assert "k67c4w" in finding.message.lower(), text


def test_an_act_on_the_object_of_another_kind_of_action_is_false(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """$161 was requested from Isabella, and payments went to others: she was not paid.

    The act's own kind decides: what the claim names is the object of a request, and no
    action that pays is on any of it. An object a paying action holds among others ("$305 on
    the card" of a booking, the reservation of its cancellation) still binds to that action.
    """
    for kind, params in [
        ("request_payment", {"amount": 161, "receiver": "Isabella"}),
        ("make_payment", {"amount": 97, "receiver": "Emma"}),
    ]:
        action = state.ledger.propose(kind, params, source=ticket.report).id
        state.ledger.approve(action, by="user", source=ticket.contact)
        state.ledger.execute(action, by="tool_runner", source=ticket.contact)
    [finding] = add("Isabella's $161 was also paid out to her", rule="authority")
    assert "161" in finding.message
    assert "make_payment" in finding.message
    assert add("A request for $161 was sent to Isabella", rule="authority") == []
    assert add("Emma's $97 was paid out to her", rule="authority") == []


@pytest.mark.parametrize(
    "text",
    [
        "The return was processed",
        "Return processed",
        "The keyboard return was processed",
        "The return of the keyboard was processed",
        "first return on the gift card alone succeeded",
        "The return was accepted",
        "Keyboard return accepted",
        "The return request was processed",
        "The return for the keyboard was successful",
        "The user's return is now complete",
        "The agent completed the return",
        "We successfully processed the keyboard return",
    ],
)
def test_a_weak_word_after_the_noun_of_an_act_claims_its_kinds(
    state: AgentState, ticket: SupportTicket, add: Check, text: str
) -> None:
    """'Processed', 'succeeded': the noun of the act heading their subject names its kind."""
    action = state.ledger.propose(
        "return_delivered_order_items", {"order_id": "W4776164"}, source=ticket.report
    ).id
    state.ledger.reject(action, by="user", source=ticket.contact)
    [finding] = add(text, rule="authority")
    assert action in finding.message


@pytest.mark.parametrize(
    "text",
    [
        "The return label was processed",  # about a label
        "The user completed the return form",
        "This kind of return is processed at the warehouse",
        "Returns are processed within 5 days",
        "The user accepted the return offer",
        "The return form is complete",
        "The return request form is complete",
        "A return is complete only once the item arrives",
        "The customer completed the return request",
        "The agent completed the identity check",
    ],
)
def test_a_weak_word_after_no_act_of_its_own_claims_nothing(
    state: AgentState, ticket: SupportTicket, add: Check, text: str
) -> None:
    action = state.ledger.propose(
        "return_delivered_order_items", {"order_id": "W4776164"}, source=ticket.report
    ).id
    state.ledger.reject(action, by="user", source=ticket.contact)
    assert add(text, rule="authority") == []


@pytest.mark.parametrize(
    "text",
    [
        "The agent proposed $720 to Mahmoud; the user approved it",
        "A transfer of $720 to Mahmoud was proposed. It was then executed.",
    ],
)
def test_a_pronoun_stands_for_the_action_the_sentence_before_named(
    state: AgentState, ticket: SupportTicket, add: Check, text: str
) -> None:
    """'It' points back to what the item's sentence before named: here, a pending transfer."""
    action = state.ledger.propose(
        "transfer_money", {"amount": 720, "recipient": "Mahmoud"}, source=ticket.report
    ).id
    [finding] = add(text, rule="authority")
    assert action in finding.message
    assert add("A transfer of $720 to Mahmoud was proposed; it is pending", rule="authority") == []
    assert add("A transfer of $720 to Mahmoud was proposed. It was approved.", rule="authority")


def test_a_pronoun_stands_for_the_object_an_earlier_clause_named(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'It' in a later clause is what the nearest earlier clause named by its id.

    One cancellation executed, another only proposed: "it has been cancelled" after "cancel
    order W5002 as well" is the proposed one's, not true because the other was carried out.
    """
    done = state.ledger.propose("cancel_order", {"order_id": "W5001"}, source=ticket.report).id
    state.ledger.approve(done, by="user", source=ticket.contact)
    state.ledger.execute(done, by="tool_runner", source=ticket.contact)
    waiting = state.ledger.propose("cancel_order", {"order_id": "W5002"}, source=ticket.report).id
    text = "She asked to cancel order W5002 as well, and it has been cancelled"
    [finding] = add(text, rule="authority")
    assert waiting in finding.message
    assert add("She asked to cancel order W5001, and it has been cancelled", rule="authority") == []
    assert add("Order W5001 was cancelled", rule="authority") == []


def test_an_act_no_action_does_is_false_when_the_application_does_it(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """An act the application does (its agent called the tool) needs something behind it.

    With no booking in the ledger and the one call that books failed, 'was booked' is false;
    an act the application never does is not judged; and a call of a tool the ledger does not
    govern that succeeded did the act ("The address was changed").
    """
    assert add("A replacement flight was booked", rule="authority") == []
    call = state.append_assistant(
        None, tool_calls=[ToolCall("book_reservation", {"flight": "HAT1"})]
    )
    head = state.append_tool_result(call, {"error": "no seats"}, is_error=True).seq
    [finding] = add("A replacement flight was booked", rule="authority", covers_through=head)
    assert "no action that does it" in finding.message
    change = state.append_assistant(
        None, tool_calls=[ToolCall("update_address", {"address": "40 Elm Road"})]
    )
    head = state.append_tool_result(change, {"address": "40 Elm Road"}).seq
    assert add("The address was changed", rule="authority", covers_through=head) == []
    [finding] = add("A replacement flight was booked", rule="authority", covers_through=head)
    assert "no action that does it" in finding.message


_AIRLINE_WORDS = {
    "cancel_reservation": KindWords(names=("trip",)),
    "update_reservation_baggages": KindWords(names=("bag", "luggage")),
    "update_reservation_passengers": KindWords(names=("passenger",)),
    "send_certificate": KindWords(names=("voucher",)),
}


def _cancelled(state: AgentState, ticket: SupportTicket) -> None:
    action = state.ledger.propose(
        "cancel_reservation", {"reservation_id": "Z7GOZK"}, source=ticket.report
    ).id
    state.ledger.approve(action, by="user", source=ticket.contact)
    state.ledger.execute(action, by="tool_runner", source=ticket.contact)


@pytest.mark.parametrize(
    "text",
    [
        "One checked bag was also added to the reservation",
        "1 checked bag added free of charge",
        "Passenger changed to Omar Rossi as well",
    ],
)
def test_an_act_on_what_only_an_absent_kind_names_is_false(
    state: AgentState, ticket: SupportTicket, add: Check, text: str
) -> None:
    """'A bag was added' is about the baggage kind the domain declares: the ledger has none.

    The thing done (the words before the act) names the kind by a name of its own, not one
    every kind shares ("reservation"); with no action of that kind, the act did not happen.
    """
    _cancelled(state, ticket)
    rules = [SchemaRule(), AuthorityRule(kind_words=_AIRLINE_WORDS)]
    [finding] = add(text, rule="authority", rules=rules)
    assert "no action that does it" in finding.message
    assert add(text, rule="authority") == []  # undeclared, the kinds govern nothing


@pytest.mark.parametrize(
    "text",
    [
        "Z7GOZK was cancelled after the user agreed to use a voucher",
        "The trip was cancelled, paid with two vouchers",
        "The retry returned the reservation with Omar Rossi as passenger",
        "The user wants one checked bag added",
        "Z7GOZK was cancelled and one checked bag is still to be added",
        "Checked bags are added at the counter",
        "A checked bag is always added for gold members",
    ],
)
def test_words_after_the_act_or_a_wish_bind_no_kind(
    state: AgentState, ticket: SupportTicket, add: Check, text: str
) -> None:
    """A kind's name after the verb is its means or circumstance, not the thing done."""
    _cancelled(state, ticket)
    rules = [SchemaRule(), AuthorityRule(kind_words=_AIRLINE_WORDS)]
    assert add(text, rule="authority", rules=rules) == []


def test_a_kinds_own_verb_said_of_an_absent_kind_is_about_that_kind(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Updated' is the flight change's verb, but the passenger is what was updated."""
    rules = [SchemaRule(), AuthorityRule(kind_words=_AIRLINE_WORDS)]
    params = {"reservation_id": "Z7GOZK", "cabin": "economy"}
    action = state.ledger.propose("update_reservation_flights", params, source=ticket.report).id
    state.ledger.approve(action, by="user", source=ticket.contact)
    state.ledger.execute(action, by="tool_runner", source=ticket.contact)
    text = "The passenger on Z7GOZK has since been updated to Omar Rossi"
    [finding] = add(text, rule="authority", rules=rules)
    assert "no action that does it" in finding.message
    assert add("The reservation Z7GOZK has been updated", rule="authority", rules=rules) == []


def test_a_plain_act_on_what_names_a_kind_is_about_its_actions(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Bag added on the first attempt': the baggage update's first attempt failed."""
    rules = [SchemaRule(), AuthorityRule(kind_words=_AIRLINE_WORDS)]
    params = {"reservation_id": "Z7GOZK", "total_baggages": 1}
    heads = []
    for outcome, is_error in (({"error": "payment declined"}, True), ({"ok": True}, False)):
        action = state.ledger.propose(
            "update_reservation_baggages", params, source=ticket.report
        ).id
        state.ledger.approve(action, by="user", source=ticket.contact)
        call = state.append_tool_call("update_reservation_baggages", params)
        state.ledger.execute(action, by="tool_runner", source=call)
        heads.append(state.append_tool_result(call, outcome, is_error=is_error).seq)
    head = heads[-1]
    [finding] = add(
        "Bag added on the first attempt", rule="authority", rules=rules, covers_through=head
    )
    assert "failed" in finding.message
    assert (
        add("Bag added on the second attempt", rule="authority", rules=rules, covers_through=head)
        == []
    )


def test_added_is_the_past_of_add(state: AgentState, ticket: SupportTicket, add: Check) -> None:
    """A doubled consonant of the verb's own stays: "added" claims an add_* action."""
    action = state.ledger.propose("add_driver", {"name": "Omar"}, source=ticket.report).id
    [finding] = add("The driver was added", rule="authority")
    assert action in finding.message
    state.ledger.approve(action, by="user", source=ticket.contact)
    state.ledger.execute(action, by="tool_runner", source=ticket.contact)
    assert add("The driver was added", rule="authority") == []


def test_an_act_wanted_or_done_by_a_third_party_is_no_claim(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Wanted it cancelled' and 'cancelled by the airline' claim nothing of the ledger's."""
    state.ledger.propose("cancel_reservation", {"reservation_id": "Z7GOZK"}, source=ticket.report)
    assert add("Z7GOZK was cancelled", rule="authority")
    assert add("The customer wanted Z7GOZK cancelled", rule="authority") == []
    assert add("The flight was cancelled by the airline", rule="authority") == []


def test_a_failed_execution_supports_no_claim_that_it_went_through(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """The credit's tool call answered with an error: 'issued' and 'approved' are false.

    'The credit failed' claims nothing the ledger contradicts.
    """
    state.ledger.approve(ticket.credit, by="supervisor", source=ticket.contact)
    call = state.append_tool_call("credit", {"order_id": "4921", "amount_cents": 25000})
    state.ledger.execute(ticket.credit, by="billing", source=call)
    result = state.append_tool_result(call, {"error": "card declined"}, is_error=True)
    state.ledger.fail(ticket.credit, by="billing", source=result)
    head = list(state.events())[-1].seq
    for text in ["The credit was issued", "The credit went through", "The credit is approved"]:
        [finding] = add(text, rule="authority", covers_through=head)
        assert "failed" in finding.message, text
    assert add("The credit failed", rule="authority", covers_through=head) == []
    for text in ["The credit was approved, but the call failed", "Credit approved; card declined"]:
        assert add(text, rule="authority", covers_through=head) == [], text  # it was, first
    for text in ["The credit was approved and issued", "The credit was approved and completed"]:
        [finding] = add(text, rule="authority", covers_through=head)
        assert f"{ticket.credit} (credit) is failed" in finding.message, text
    retry = state.ledger.propose("issue_credit", {"amount_cents": 2500}, source=ticket.contact)
    head = list(state.events())[-1].seq
    [finding] = add("The supervisor approved the credit", rule="authority", covers_through=head)
    assert f"{retry.id} (issue_credit) is pending" in finding.message  # the retry, not yet


def test_a_value_that_changed_by_itself_is_no_act(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'The reservation id changed from A to B' tells a value's history; 'was changed' is an act."""
    state.ledger.propose(
        "update_reservation_flights", {"reservation_id": "JG7FMM"}, source=ticket.report
    )
    assert add("The reservation id changed from JG7FMM to 2FBBAH", rule="authority") == []
    assert add("The reservation JG7FMM was changed from economy to business", rule="authority")


def test_an_execution_whose_result_is_an_error_is_judged_failed_unrecorded(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """Without record_failures the ledger holds 'executed'; the error result still decides.

    The finding cites the error result; the ledger itself is left as it was.
    """
    assert not state.ledger.record_failures
    state.ledger.approve(ticket.credit, by="supervisor", source=ticket.contact)
    call = state.append_tool_call("credit", {"order_id": "4921", "amount_cents": 25000})
    state.ledger.execute(ticket.credit, by="billing", source=call)
    result = state.append_tool_result(call, {"error": "card declined"}, is_error=True)
    assert state.ledger.get(ticket.credit).status.value == "executed"
    for text in ["The credit was issued", "The credit went through"]:
        [finding] = add(text, rule="authority", covers_through=result.seq)
        assert "is failed" in finding.message, text
        assert finding.refs == (result.ref,)
    assert add("The credit failed", rule="authority", covers_through=result.seq) == []


def test_an_execution_with_a_good_result_stays_executed(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """An error result of another call does not fail an execution."""
    state.ledger.approve(ticket.credit, by="supervisor", source=ticket.contact)
    call = state.append_tool_call("credit", {"order_id": "4921", "amount_cents": 25000})
    state.ledger.execute(ticket.credit, by="billing", source=call)
    state.append_tool_result(call, {"ok": True})
    other = state.append_tool_call("lookup_order", {"order_id": "4921"})
    head = state.append_tool_result(other, {"error": "timeout"}, is_error=True).seq
    assert add("The credit went through", rule="authority", covers_through=head) == []


def _two_attempts(state: AgentState, ticket: SupportTicket) -> tuple[str, str, int]:
    """Two refunds of one order: the first failed (unrecorded), the second executed."""
    ids: list[str] = []
    head = 0
    for outcome in ({"error": "gateway down"}, {"refunded": 1200}):
        action = state.ledger.propose("refund", {"order_id": "4921"}, source=ticket.report)
        state.ledger.approve(action.id, by="supervisor", source=ticket.contact)
        call = state.append_tool_call("refund", {"order_id": "4921"})
        state.ledger.execute(action.id, by="billing", source=call)
        head = state.append_tool_result(call, outcome, is_error="error" in outcome).seq
        ids.append(action.id)
    return ids[0], ids[1], head


def test_an_ordinal_attempt_picks_its_action(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'On the first attempt' is about the first of two refunds, not about either."""
    first, _, head = _two_attempts(state, ticket)
    assert add("The refund went through", rule="authority", covers_through=head) == []
    for text in [
        "The refund went through on the first attempt",
        "The first refund attempt went through",
    ]:
        [finding] = add(text, rule="authority", covers_through=head)
        assert f"{first} is executed" in finding.message, text
    for text in [
        "The refund went through on the second try",
        "The refund went through on the latest attempt",
        "The refund went through on the fifth attempt",  # past the attempts: no narrowing
    ]:
        assert add(text, rule="authority", covers_through=head) == [], text


def test_a_noun_of_an_act_names_its_action(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'The address change' names update_shipping_address; 'the booking' names book_table.

    A noun of an act modified by another noun ("passenger change") or separated from the
    status word by another verb ("returned an error because ... was paid") names nothing.
    """
    state.ledger.propose("update_shipping_address", {"zip": "10115"}, source=ticket.report)
    state.ledger.propose("book_table", {"seats": 2}, source=ticket.report)
    [change] = add("The address change went through", rule="authority")
    assert "update_shipping_address" in change.message
    [booking] = add("The booking went through", rule="authority")
    assert "book_table" in booking.message
    assert add("This kind of passenger change was declined", rule="authority") == []
    assert add("The booking returned an error because $20 was paid twice", rule="authority") == []


def test_the_words_of_an_identifier_name_nothing() -> None:
    """'omar_rossi_1241' is an identifier: an action on it is not on an 'Omar Rossi'."""
    assert words_of({"user_id": "omar_rossi_1241", "flight": "HAT229"}) == set()
    assert words_of({"restaurant": "Dan Izakaya Restaurant"}) == {"dan", "izakaya", "restaurant"}


def test_a_noun_of_an_act_in_a_later_clause_names_its_action(
    state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """The subject is read in the status word's own clause, wherever that clause stands."""
    state.ledger.propose("book_table", {"seats": 2}, source=ticket.report)
    [finding] = add("The customer called again, and the booking went through", rule="authority")
    assert "book_table" in finding.message


def test_a_participle_after_an_agreement_describes_the_plan(state: AgentState) -> None:
    """'Agreed to a new booking, paid by card': the plan agreed, not a payment made."""
    ask = state.append_user("Yes, book the new flight and pay with the card.")
    booking = state.ledger.propose("book_reservation", {"payment": "card"}, source=ask)
    state.ledger.reject(booking.id, by="tool_runner", source=ask)
    plan = "The user agreed to a new one-way reservation instead, paid by card"
    done = "The new one-way reservation was paid by card"
    for text, blocked in ((plan, False), (done, True)):
        summary = {"objective": {"text": "Rebook", "refs": [ask.ref]},
                   "decisions": [{"text": text, "refs": [ask.ref]}]}  # fmt: skip
        findings = validate(summary, state, covers_through=ask.seq)
        errors = [f for f in findings if f.rule == "authority" and f.severity == "error"]
        assert bool(errors) is blocked, errors


def _failed_move(state: AgentState, ticket: SupportTicket) -> tuple[str, int]:
    """A reschedule_inspection approved, called and failed; and a later one still pending."""
    params = {"inspection_id": "INS-40912", "date": "2024-08-13", "window": "13:00-15:00"}
    action = _action(state, ticket, "reschedule_inspection", params, "approved")
    call = state.append_tool_call("reschedule_inspection", params)
    state.ledger.execute(action, by="tool_runner", source=call)
    state.append_tool_result(
        call, {"error": "SLOT_UNAVAILABLE", "message": "Slot taken."}, is_error=True
    )
    later = {"inspection_id": "INS-40912", "date": "2024-08-15", "window": "15:00-17:00"}
    _action(state, ticket, "reschedule_inspection", later, "pending")
    return action, state.append_assistant("That slot is gone.").seq


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("reschedule_inspection to 8/13 approved by his yes, executed", True),
        ("reschedule_inspection to 8/13 approved, executed, returned SLOT_UNAVAILABLE", False),
        ("reschedule_inspection to 8/13 executed, but it failed", False),
        ("reschedule_inspection executed, returned SLOT_TAKEN", True),  # not its error
    ],
)
def test_executed_is_true_of_a_failed_call_when_its_failure_is_told(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """A failed call was made: 'executed, returned SLOT_UNAVAILABLE' tells what happened."""
    action, head = _failed_move(state, ticket)
    found = [f for f in add(text, rule="authority", covers_through=head) if action in f.message]
    assert bool(found) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The move to 8/13 was confirmed but refused by the system: slot taken", False),
        ("The scheduler rejected the reschedule to 8/13 (slot taken)", False),
        ("The reschedule to 8/13 was rejected: SLOT_UNAVAILABLE", False),
        ("The customer rejected the reschedule to 8/13", True),  # the user's no: not so
        ("She declined the reschedule to 8/13", True),
        ("The reschedule to 8/13 was refused by her", True),
        ("Tell her the reschedule to 8/13 was rejected", False),  # she is told, not the doer
        ("Her reschedule to 8/13 was rejected", False),
    ],
)
def test_a_failed_call_was_rejected_by_what_it_called(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Refused by the system' of a call whose result is an error; not 'she declined it'."""
    action, head = _failed_move(state, ticket)
    found = [f for f in add(text, rule="authority", covers_through=head) if action in f.message]
    assert bool(found) is wrong, found


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("690 MB of roaming data, billed at $5.00 per 100 MB", False),  # the kind's noun
        ("The $17.25 bill credit was applied to CHG-902114", True),  # the kind's verb
    ],
)
def test_the_words_after_a_kinds_leading_verb_are_its_object_not_its_acts(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Billed' claims no apply_bill_credit: applying a bill credit is not billing."""
    params = {"charge_id": "CHG-902114", "amount": 17.25}
    _action(state, ticket, "apply_bill_credit", params, "rejected")
    assert bool(add(text, rule="authority")) is wrong
    assert kind_words("apply_bill_credit") == (
        frozenset({"credit"}),
        frozenset({"appli", "credit"}),
    )


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("VVM-PLUS removal scheduled for 2024-07-09", "VVM-PLUS"),  # "scheduled": carried out
        ("VVM-PLUS ($1.99/mo) removal scheduled for 2024-07-09", "VVM-PLUS"),  # an aside
        ("Removal of CLOUD-200 scheduled (VVM-PLUS kept)", None),
        ("CLOUD-200 ($2.99/mo) removal scheduled for 2024-07-09", None),
        # an id said alone between marks is a detail of the claim before it, not a boundary
        ("remove_addon executed: VVM-PLUS (voicemail), from 2024-07-09", "VVM-PLUS"),
        ("remove_addon executed: CLOUD-200 (cloud storage), from 2024-07-09", None),
    ],
)
def test_a_parenthesis_is_an_aside_in_the_claims_clause(
    text: str, wrong: str | None, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """The id before "($1.99/mo)" is named in the clause of the claim after it."""
    state.append_tool_result(
        state.append_tool_call("get_line", {"line": "+1 305-555-0110"}),
        {"addons": [{"addon_code": "CLOUD-200"}, {"addon_code": "VVM-PLUS"}]},
    )
    action = _action(state, ticket, "remove_addon", {"addon_code": "CLOUD-200"}, "executed")
    found = add(text, rule="authority", covers_through=state.append_assistant("Done.").seq)
    if wrong is None:
        assert found == []
    else:
        [finding] = found
        expected = f"says addon_code {wrong!r} of {action} (remove_addon), whose addon_code"
        assert expected in finding.message


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Autopay enabled on Chase checking x0923 (PM-BANK-0923)", True),  # the rejected one
        ("Autopay was activated on PM-CARD-4417", False),
        ("Autopay set on the card (PM-CARD-4417)", False),
    ],
)
def test_a_kind_that_sets_is_done_when_its_object_is_enabled(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Autopay enabled' says set_autopay was carried out, on the method it names."""
    state.append_tool_result(
        state.append_tool_call("get_payment_methods", {"account_id": "ACC-9182734"}),
        {"methods": [{"payment_method_id": "PM-BANK-0923"}, {"payment_method_id": "PM-CARD-4417"}]},
    )
    _action(state, ticket, "set_autopay", {"payment_method_id": "PM-BANK-0923"}, "rejected")
    _action(state, ticket, "set_autopay", {"payment_method_id": "PM-CARD-4417"}, "executed")
    head = state.append_assistant("Done.").seq
    assert bool(add(text, rule="authority", covers_through=head)) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("He got in touch to dispute a charge for an order he had cancelled", False),
        ("He wants to dispute the charge, for an order she cancelled", False),
        ("The dispute he had filed was cancelled", True),
        ("The dispute was cancelled", True),
    ],
)
def test_an_act_in_a_relative_clause_is_about_its_head(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'An order he had cancelled' is about the order, not the dispute of the clause."""
    _action(state, ticket, "file_dispute", {"txn_id": "TXN-90588130"}, "executed")
    assert bool(add(text, rule="authority")) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("$500.00 from SAV x6688 into CHK x6671 on 9/16: executed", None),
        ("transfer executed: $500.00 from CHK x6671 into SAV x6688", "from_account"),
        ("transfer executed: $500.00 to SAV-15506688", "to_account"),
        ("transfer executed: $500.00 from savings to checking", None),  # no value: not read
    ],
)
def test_a_transfers_ends_said_the_other_way_round_are_wrong(
    text: str, wrong: str | None, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'From CHK x6671 into SAV x6688' of a transfer from SAV-15506688 to CHK-15506671."""
    params = {"from_account": "SAV-15506688", "to_account": "CHK-15506671", "amount": 500.0}
    action = _action(state, ticket, "schedule_transfer", params, "executed")
    found = add(text, rule="authority")
    if wrong is None:
        assert found == []
    else:
        [finding] = found
        assert f"says {wrong} " in finding.message
        assert f"of {action} (schedule_transfer)" in finding.message


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("granite state gas (GS-771804) $212.47 on tue 9/17, scheduled BP-9920561", True),
        ("granite state electric $212.47 on tue 9/17, scheduled BP-9920561", False),
        ("gas bill GS-771804 left alone; electric scheduled BP-9920561", False),  # its own
    ],
)
def test_a_status_label_after_a_note_is_said_of_what_the_note_describes(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """', scheduled BP-9920561' labels the payment the clauses before it describe."""
    state.append_tool_result(
        state.append_tool_call("get_payees", {"customer_id": "CUS-42297106"}),
        {
            "payees": [
                {"payee_id": "PAY-3301", "name": "Granite State Electric", "ref": "EL-550219"},
                {"payee_id": "PAY-3302", "name": "Granite State Gas", "ref": "GS-771804"},
            ]
        },
    )
    params = {"payee_id": "PAY-3301", "amount": 212.47, "send_date": "2024-09-17"}
    action = _action(state, ticket, "schedule_bill_payment", params, "approved")
    call = state.append_tool_call("schedule_bill_payment", params)
    state.ledger.execute(action, by="tool_runner", source=call)
    state.append_tool_result(call, {"status": "scheduled", "payment_id": "BP-9920561"})
    head = state.append_assistant("Scheduled.").seq
    assert bool(add(text, rule="authority", covers_through=head)) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("tue 8/13 1-3pm booked w/ carla", True),  # its values name the failed move
        ("thu 8/15 3-5pm booked", True),  # the pending one
        ("tue 8/13 1-3pm tried, slot taken", False),
        ("the 8/15 3-5pm slot was offered", False),  # no act
        ("Paid $385 on 8/15", False),  # one value alone names no action
    ],
)
def test_an_act_no_kind_does_is_about_the_action_its_values_name(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Tue 8/13 1-3pm booked' claims the move to 2024-08-13, 13:00, was carried out."""
    _failed_move(state, ticket)
    head = state.append_assistant("Anything else?").seq
    found = add(text, rule="authority", covers_through=head)
    assert bool(found) is wrong, found


@pytest.mark.parametrize(("status", "wrong"), [("executed", False), ("approved", True)])
def test_an_irregular_past_of_the_kinds_verb_claims_its_act(
    status: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Withdrawn' of a withdraw_claim claims its act done, not a cancellation."""
    _action(state, ticket, "withdraw_claim", {"claim_id": "CLM-6601822"}, status)
    found = add("The hail claim was withdrawn after her yes", rule="authority")
    assert bool(found) is wrong
    assert all("is executed ('withdrawn')" in finding.message for finding in found)


@pytest.mark.parametrize(
    ("key", "as_text", "wrong"),
    [
        ("inspection_cancelled", False, False),
        ("inspection_cancelled", True, False),  # the result sent as JSON text
        ("inspection", False, True),
    ],
)
def test_an_outcome_the_acts_result_reports_is_no_claim_of_the_ledger(
    key: str, as_text: bool, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'INS-41377 was cancelled' when the withdrawal's result says it cancelled INS-41377."""
    params = {"claim_id": "CLM-6601822"}
    action = _action(state, ticket, "withdraw_claim", params, "approved")
    call = state.append_tool_call("withdraw_claim", params)
    state.ledger.execute(action, by="tool_runner", source=call)
    result = {"status": "withdrawn", key: "INS-41377"}
    state.append_tool_result(call, json.dumps(result) if as_text else result)
    head = state.append_assistant("Done.").seq
    text = "The hail claim was withdrawn and the inspection (INS-41377) was cancelled"
    assert bool(add(text, rule="authority", covers_through=head)) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The $8,240.00 deposit was approved and sent to her account", True),  # joined: sent
        ("Direct deposit: executed, $8,240 sent", True),  # an amount sent: the payment's act
        ("Check $8,240.00 issued to 2290 Larch Way", True),  # the noun, not "check that"
        ("Check the $8,240.00 payment is issued before Friday", False),  # an instruction
        ("The $8,240.00 deposit was approved", False),
    ],
)
def test_acts_said_of_a_payment_that_was_only_approved(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Approved and sent' of an issue_payment the ledger holds approved claims it carried out."""
    params = {"amount": 8240.0, "method": "check", "mail_to": "2290 Larch Way"}
    action = _action(state, ticket, "issue_payment", params, "approved")
    found = add(text, rule="authority")
    assert bool(found) is wrong
    assert all(f"{action} (issue_payment) is approved" in finding.message for finding in found)


@pytest.mark.parametrize(
    ("status", "text", "wrong"),
    [
        ("executed", "rental still waiting on approval: economy, pickup aug 6", True),
        ("executed", "The rental is awaiting Maya's confirmation", True),
        ("executed", "rental at $40/day still awaiting her yes", True),
        ("pending", "rental at $40/day still awaiting her yes", False),
        ("executed", "The rental was awaiting approval until Maya said yes", False),  # history
        ("executed", "The rental is no longer waiting on approval", False),
        ("executed", "If the rental is awaiting approval, ask Maya", False),  # a condition
        ("pending", "rental still waiting on approval: economy, pickup aug 6", False),
    ],
)
def test_still_awaiting_approval_is_false_of_an_executed_action(
    status: str, text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'Rental still waiting on approval' of an authorize_rental the ledger holds executed."""
    params = {"vendor": "Nimbus", "class": "economy", "start": "2024-08-06"}
    action = _action(state, ticket, "authorize_rental", params, status)
    found = add(text, rule="authority")
    assert bool(found) is wrong
    assert all(f"{action} (authorize_rental) is executed" in finding.message for finding in found)


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The restart completed at 14:22; 4 pods restarted and the on-call was paged", "paged"),
        ("The restart completed at 14:22 and the on-call paging went out", "paging"),
        ("The restart completed at 14:22; 4 pods restarted, nobody was paged", None),
        ("The restart completed at 14:22; 4 pods restarted without paging anyone", None),
        ("The restart completed at 14:22; 4 pods restarted", None),
    ],
)
def test_an_act_the_actions_own_flag_turned_off_is_a_wrong_detail(
    text: str, wrong: str | None, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'The on-call was paged' of a restart_service whose ``page`` is false."""
    params = {"service": "notify-dispatcher", "mode": "rolling", "page": False}
    action = _action(state, ticket, "restart_service", params, "executed")
    found = add(text, rule="authority")
    if wrong is None:
        assert found == []
    else:
        [finding] = found
        assert f"says page {wrong!r} of {action} (restart_service)" in finding.message


@pytest.mark.parametrize(
    ("text", "claimed"),
    [
        ("He wants his records sent to her and his upcoming cardiology visit cancelled.", False),
        ("His records were sent to Dr. Fischbach and his visit was cancelled.", True),
    ],
)
def test_a_wish_governs_each_object_it_joins_with_and(text: str, claimed: bool) -> None:
    """'wants his records sent and his visit cancelled': the second object is wished too."""
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    asked = state.append_user("Send my records to Dr. Fischbach and cancel my cardiology visit.")
    offer = state.append_assistant("To confirm: release your records to Dr. Fischbach? (yes/no)")
    state.ledger.propose("release_records", {"to": "Dr. Fischbach"}, source=offer)
    summary = {
        "objective": {"text": "Handle the records and the visit.", "refs": [asked.ref]},
        "decisions": [{"text": text, "refs": [asked.ref, offer.ref]}],
    }
    findings = validate(summary, state, covers_through=offer.seq)
    errors = [f for f in findings if f.rule == "authority" and f.severity == "error"]
    assert bool(errors) is claimed, errors


@pytest.mark.parametrize(("field", "severity"), [("objective", "warning"), ("decisions", "error")])
def test_a_claim_in_the_objective_warns(field: str, severity: str) -> None:
    """The objective tells the situation the user came with: its claims warn, decisions block."""
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    asked = state.append_user("My order ORD-7710 is stuck, can you release it?")
    offer = state.append_assistant("Shall I release ORD-7710? (yes/no)")
    state.ledger.propose("release_order", {"order": "ORD-7710"}, source=offer)
    item = {"text": "Release ORD-7710, which was released yesterday.", "refs": [offer.ref]}
    goal = {"text": "Help with the order.", "refs": [asked.ref]}
    summary = {"objective": item} if field == "objective" else {"objective": goal, field: [item]}
    findings = validate(summary, state, covers_through=offer.seq)
    assert {f.severity for f in findings if f.rule == "authority"} == {severity}


@pytest.mark.parametrize(("made", "claimed"), [("APT-5590633", False), ("APT-1111111", True)])
def test_an_id_an_act_made_is_its_object_though_another_action_was_given_it(
    made: str, claimed: bool
) -> None:
    """'APT-5590633 booked' of the booking whose result first gave it, whose link was sent.

    When the booking made another id, APT-5590633 is no booking's object: the claim is wrong.
    """
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    offer = state.append_assistant("Book the telehealth follow-up Thu 10/17 16:30? (yes/no)")
    book = state.ledger.propose("book_appointment", {"start": "2024-10-17T16:30"}, source=offer)
    yes = state.append_user("yes")
    state.ledger.approve(book, by="user", source=yes)
    call = state.append_tool_call("book_appointment", {"start": "2024-10-17T16:30"})
    state.ledger.execute(book, by="tool_runner", source=call)
    booked = state.append_tool_result(call, {"appointment_id": made, "status": "booked"})
    link = state.append_assistant("Send the video link for APT-5590633 by email? (yes/no)")
    send = state.ledger.propose("send_link", {"appointment_id": "APT-5590633"}, source=link)
    again = state.append_user("yes please")
    state.ledger.approve(send, by="user", source=again)
    sent = state.append_tool_call("send_link", {"appointment_id": "APT-5590633"})
    state.ledger.execute(send, by="tool_runner", source=sent)
    done = state.append_tool_result(sent, {"status": "sent"})
    text = "Telehealth f/u APT-5590633 booked: Thu 10/17 16:30"
    summary = {
        "objective": {"text": "Book a telehealth follow-up", "refs": [yes.ref]},
        "decisions": [{"text": text, "refs": [offer.ref, yes.ref, booked.ref]}],
    }
    findings = validate(summary, state, covers_through=done.seq)
    errors = [f for f in findings if f.rule == "authority" and f.severity == "error"]
    assert bool(errors) is claimed, errors


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The safe place was set on KP4475203318", True),  # a bare participle after "was"
        ("The safe place was set on the pharmacy parcel (KP4475203318)", True),
        ("The safe place was set on KP4475019930", False),
        ("Set a safe place for KP4475203318 next time", False),  # the imperative: no claim
        ("KP4475203318 safe place set up", True),  # no object after it: a participle
    ],
)
def test_a_bare_participle_claims_its_act(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'The safe place was set on KP...318' of a safe place set on another parcel.

    Another kind's action on KP...318 (a hold, rejected) does not make it this act's object.
    """
    state.append_tool_result(
        state.append_tool_call("get_parcels", {"customer": "CU-1"}),
        {"parcels": [{"tracking_number": "KP4475019930"}, {"tracking_number": "KP4475203318"}]},
    )
    _action(state, ticket, "set_safe_place", {"tracking_number": "KP4475019930"}, "executed")
    _action(state, ticket, "hold_at_depot", {"tracking_number": "KP4475203318"}, "rejected")
    head = state.append_assistant("Done.").seq
    assert bool(add(text, rule="authority", covers_through=head)) is wrong


@pytest.mark.parametrize(
    ("kind", "params", "text"),
    [  # money "charged" to a card was paid; a delivery "booked" was scheduled
        ("pay_duties", {"card_id": "card_4471"}, "The $63.76 was charged to the Visa ending 4471"),
        ("schedule_delivery_date", {"date": "2024-11-14"}, "The delivery was booked for Thursday"),
    ],
)
@pytest.mark.parametrize(("status", "wrong"), [("pending", True), ("executed", False)])
def test_a_verb_of_the_same_act_claims_the_kind(
    kind: str,
    params: JSONObject,
    text: str,
    status: str,
    wrong: bool,
    state: AgentState,
    ticket: SupportTicket,
    add: Check,
) -> None:
    """Another verb of a kind's act claims that act: pay and charge, schedule and book."""
    _action(state, ticket, kind, params, status)
    head = state.append_assistant("Noted.").seq
    assert bool(add(text, rule="authority", covers_through=head)) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Video link texted to 555-0162", True),  # the text message was refused
        ("Video link emailed to sam.oduya@example.org", False),
        ("Video link sent by email to sam.oduya@example.org", False),
    ],
)
def test_a_way_of_sending_says_a_send_kind(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'texted', 'emailed', 'faxed' and 'mailed' say a send kind's act, of what they name."""
    link = {"appointment_id": "APT-5590633", "channel": "sms", "to": "555-0162"}
    _action(state, ticket, "send_telehealth_link", link, "rejected")
    email = {**link, "channel": "email", "to": "sam.oduya@example.org"}
    _action(state, ticket, "send_telehealth_link", email, "executed")
    head = state.append_assistant("Sent.").seq
    assert bool(add(text, rule="authority", covers_through=head)) is wrong


@pytest.mark.parametrize(("status", "wrong"), [("approved", True), ("executed", False)])
def test_records_faxed_claim_their_release(
    status: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'The records have been faxed' claims the release of the records carried out."""
    _action(state, ticket, "release_records", {"to": "Dr. Fischbach"}, status)
    head = state.append_assistant("Noted.").seq
    found = add("The records have been faxed to her office", rule="authority", covers_through=head)
    assert bool(found) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("His eye exam on Tuesday, October 29 at 2:00 PM was cancelled as well", True),
        ("His cardiology visit on October 11 at 10:15 AM was cancelled", False),
        ("His eye exam on Tuesday was cancelled as well", True),
    ],
)
def test_an_object_described_by_its_values_is_the_one_they_describe(
    text: str, wrong: bool, state: AgentState, ticket: SupportTicket, add: Check
) -> None:
    """'His eye exam on October 29 at 2:00 PM was cancelled' of the cardiology visit's.

    The listing says which appointment those values are; the colon of "2:00" does not cut
    the claim's subject off from it.
    """
    state.append_tool_result(
        state.append_tool_call("list_appointments", {"mrn": "00667120"}),
        [
            {"appointment_id": "APT-5561120", "start": "2024-10-11T10:15", "type": "cardiology"},
            {"appointment_id": "APT-5561304", "start": "2024-10-29T14:00", "type": "eye exam"},
        ],
    )
    _action(state, ticket, "cancel_appointment", {"appointment_id": "APT-5561120"}, "executed")
    head = state.append_assistant("Cancelled.").seq
    assert bool(add(text, rule="authority", covers_through=head)) is wrong


def _charged_twice(*, done: bool = True) -> tuple[AgentState, list[str], int]:
    """A duplicate charge refunded: refund_charge executed on the second charge (or proposed)."""
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    asked = state.append_user("I was charged twice for order 4471, please refund one.")
    proposal = state.append_assistant("I can refund charge CH-2, $38.40, to your card. Shall I?")
    params: JSONObject = {"charge_id": "CH-2", "amount": 38.4}
    action = state.ledger.propose("refund_charge", params, source=proposal.ref).id
    if not done:
        return state, [asked.ref, proposal.ref], proposal.seq
    yes = state.append_user("yes")
    state.ledger.approve(action, by="user", source=yes.ref)
    call = state.append_assistant(None, tool_calls=[ToolCall("refund_charge", params)])
    state.ledger.execute(action, by="tool_runner", source=call.ref)
    result = state.append_tool_result(call, {"refund_id": "RF-9", "status": "refunded"})
    return state, [asked.ref, proposal.ref, yes.ref, result.ref], result.seq


@pytest.mark.parametrize(
    ("text", "rejected"),
    [
        ("Order 4471 was charged twice, CH-1 and CH-2, to the card.", False),
        ("CH-2 was refunded to the card.", True),
    ],
)
def test_the_object_of_an_undoing_kind_is_no_act_of_it(text: str, rejected: bool) -> None:
    """'Charged twice' says nothing of a refund_charge action only proposed; 'refunded' does."""
    state, refs, head = _charged_twice(done=False)
    summary = {
        "objective": {"text": "Refund the duplicate charge.", "refs": refs[:1]},
        "decisions": [{"text": text, "refs": refs}],
    }
    errors = [
        finding
        for finding in validate(summary, state, covers_through=head)
        if finding.rule == "authority" and finding.severity == "error"
    ]
    assert bool(errors) is rejected, errors


@pytest.mark.parametrize(
    ("text", "rejected"),
    [
        ("She declined to be put on the waitlist for the refund.", False),
        ("She refused to have the refund of CH-2 sent to her card.", False),
        ("She declined the refund of CH-2.", True),
        ("She declined to refund CH-2.", True),
    ],
)
def test_a_refusal_is_of_the_act_its_infinitive_names(text: str, rejected: bool) -> None:
    """'Declined to be put on the waitlist' refuses a waitlist, not the refund it names."""
    state, refs, head = _charged_twice()
    summary = {
        "objective": {"text": "Refund the duplicate charge.", "refs": refs[:1]},
        "decisions": [{"text": text, "refs": refs[1:3]}],
    }
    errors = [
        finding
        for finding in validate(summary, state, covers_through=head)
        if finding.rule == "authority" and finding.severity == "error"
    ]
    assert bool(errors) is rejected, errors
