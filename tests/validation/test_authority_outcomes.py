"""Claims read against what executed acts' results say, and words that claim nothing.

An executed act's result is its own account: the state it left its object in ("pending
documentation"), the ids it made ("accepted as COR-55917"). A verb with an object ("worked
43 hours") and a date written month/day ("Mon 1/5") are no claims about the ledger.
"""

from __future__ import annotations

import pytest

from agentstate import AgentState, MemoryBackend, Scratchpad, ToolCall
from agentstate.json_values import JSONObject
from agentstate.testing import ManualClock
from agentstate.validation import validate

from .desk import Desk


def paperwork(clock: ManualClock) -> Desk:
    """A desk whose user asks to sort out their paperwork."""
    return Desk(
        clock,
        "Please sort out my paperwork.",
        objective="Sort out the paperwork.",
        session_id="hr-1",
    )


@pytest.fixture
def desk(clock: ManualClock) -> Desk:
    return paperwork(clock)


@pytest.mark.parametrize(
    ("status", "text", "caught"),
    [
        ("pending_documentation", "The enrollment change is pending documentation.", False),
        ("awaiting_manager_approval", "The equipment request is pending.", False),
        ("completed", "The enrollment change is pending.", True),
    ],
)
def test_an_act_whose_result_says_it_waits_may_be_said_pending(
    desk: Desk, status: str, text: str, caught: bool
) -> None:
    """'The change is pending documentation' of an executed change whose result says so."""
    kind = "update_enrollment" if "enrollment" in text else "submit_equipment_request"
    desk.act(kind, {"plan": "medical"}, {"status": status})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Lucia worked 43 hours that week.", False),
        ("She worked the late shift on the 18th.", False),
        ("The overtime adjustment worked.", True),
    ],
)
def test_worked_with_an_object_is_the_verb_work(desk: Desk, text: str, caught: bool) -> None:
    """'Worked 43 hours' says what she did, not that a pending adjustment succeeded."""
    desk.act("submit_overtime_adjustment", {"overtime_hours": 43, "shift": "late"}, None)
    assert bool(desk.findings(text)) is caught


def test_a_payment_that_went_out_is_said_carried_out(desk: Desk) -> None:
    """'The wire went out' of a wire whose call failed."""
    desk.act("send_wire", {"amount": 18500.0}, "Error: past the cut-off", error=True)
    [finding] = desk.findings("Fri 9/13 wire went out ok, 18,500 to Bayline.")
    assert "failed" in finding.message
    assert desk.findings("The wire did not go out: past the cut-off.") == []


def test_a_date_written_month_and_day_names_no_number(desk: Desk) -> None:
    """'Mon 1/5' is January 5, not the block 1 an executed leave is for."""
    desk.act("schedule_leave", {"block": 1, "start_date": "2026-01-12"}, {"status": "scheduled"})
    text = "Agent's suggestion to start earlier (Mon 1/5) declined: she starts 1/12"
    assert desk.findings(text) == []


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Submitted after he agreed, and it was accepted as COR-55917.", False),
        ("It was accepted as COR-55917.", False),
        ("The off-cycle payment for COR-55917 was issued.", True),
    ],
)
def test_an_id_an_act_made_is_that_acts_object_too(desk: Desk, text: str, caught: bool) -> None:
    """'Accepted as COR-55917' is of the correction that made it, not only of the payment for it."""
    correction = {"correction_id": "COR-55917", "status": "accepted"}
    desk.act("submit_payslip_correction", {"hours": 8.0}, correction)
    payment = {"correction_id": "COR-55917", "gross": 198.4}
    desk.act("issue_off_cycle_payment", payment, None, approved=False)
    assert bool(desk.findings(text)) is caught


def test_a_status_from_an_executed_acts_own_result_is_no_grant(desk: Desk) -> None:
    """A decision citing only the result of the executed correction, whose status it reports."""
    _, result = desk.act(
        "submit_payslip_correction", {"hours": 8.0}, {"correction_id": "C-7", "status": "accepted"}
    )
    assert result is not None
    text = "The correction was accepted as C-7."
    [finding] = desk.findings(text, rule="attribution", refs=[result.ref], warnings=True)
    assert finding.severity == "warning"  # where it was decided is unsaid; no status granted


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("He does not want it shipped to the Charlotte office.", False),
        ("He does not want it shipped.", True),
    ],
)
def test_refusing_what_the_user_refused_is_theirs(desk: Desk, text: str, caught: bool) -> None:
    """'Not shipped to the office' of "No, not the office! Ship it to my house"."""
    said = desk.state.append_user("No, not the office! Ship it to my house.")
    found = desk.findings(text, rule="attribution", field="constraints", refs=[said.ref])
    assert bool(found) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Lena Vossberg has already approved it.", True),
        ("Submitted after his yes; his manager approved it.", True),
        ("The request was approved by Lena Vossberg.", True),
        ("It is awaiting Lena Vossberg's approval.", False),
        ("He approved the request and it was submitted.", False),  # the ledger's approval
        ("Once Lena Vossberg approves it, it ships.", False),
        ("Lena Vossberg has not approved it yet.", False),
        ("The user said Lena Vossberg had already approved it.", False),  # the user's words
    ],
)
def test_an_approval_the_result_says_is_awaited_was_not_given(
    desk: Desk, text: str, caught: bool
) -> None:
    """'Lena Vossberg has already approved it' of a request submitted for her approval."""
    result = {"status": "awaiting_manager_approval", "approver": "Lena Vossberg"}
    desk.act("submit_equipment_request", {"sku": "MON-27Q"}, result)
    found = desk.findings(text)
    assert bool(found) is caught
    assert all("still awaited" in finding.message for finding in found)


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The claim was approved by the warranty review team.", True),
        ("The warranty team approved it.", True),
        ("It is under review with the warranty team.", False),
        ("He approved the request and it was submitted.", False),  # the ledger's approval
    ],
)
def test_a_request_under_review_awaits_the_decision_of_who_reviews_it(
    desk: Desk, text: str, caught: bool
) -> None:
    """A result "under_review" with a team waits for that team's decision, as an approval."""
    result = {"claim_id": "WC-3310", "status": "under_review", "team": "warranty review"}
    desk.act("submit_warranty_claim", {"sku": "MON-27Q"}, result)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Through the waitlist, the move to Brackwell was approved by the depot manager.", True),
        ("He is on the Brackwell waitlist; the depot manager decides.", False),
    ],
)
def test_a_waitlisted_request_awaits_the_decision_of_whom_the_result_names(
    desk: Desk, text: str, caught: bool
) -> None:
    """'Waitlisted' beside a 'decided_by' waits for that party, as an approval would."""
    result = {"waitlist_id": "WL-77", "status": "waitlisted", "decided_by": "depot manager"}
    desk.act("join_move_waitlist", {"site": "Brackwell"}, result)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("EQ-20931 approved: the monitor ships Monday.", True),
        ("EQ-20931 submitted after his yes; it awaits approval.", False),
        ("He approved the request, EQ-20931.", False),  # the ledger's approval, of the request
    ],
)
def test_an_approval_of_what_the_act_made_is_the_awaited_one(
    desk: Desk, text: str, caught: bool
) -> None:
    """'EQ-20931 approved' of the request the submission made, which its result says waits."""
    result = {"request_id": "EQ-20931", "status": "awaiting_manager_approval"}
    desk.act("submit_equipment_request", {"sku": "MON-27Q"}, result)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("kind", "result", "text", "caught"),
    [
        (
            "book_tasting",
            {"tasting_id": "TS-4410", "status": "requested", "awaiting": "kitchen confirmation"},
            "Tasting TS-4410 was confirmed by the kitchen's chef.",
            True,
        ),
        (
            "book_tasting",
            {"tasting_id": "TS-4410", "status": "requested", "awaiting": "kitchen confirmation"},
            "Tasting TS-4410 was requested; the kitchen has yet to confirm it.",
            False,
        ),
        (
            "sign_contract",
            {"contract_id": "CT-55", "status": "awaiting_countersignature", "by": "studio head"},
            "CT-55 was countersigned by the studio head.",
            True,
        ),
        (
            "submit_application",
            {"application_id": "AP-310", "review": "queued for a plan reviewer"},
            "AP-310 was approved by the plan reviewer.",
            True,
        ),
        (
            "resubmit_drawings",
            {"resubmission_id": "RS-88", "status": "in_review", "reviewer": "Hal Cobbett"},
            "The drawings were approved by the reviewer.",
            True,
        ),
        (  # the call's own name holds "pending": no result of a wait
            "modify_pending_order",
            {"order_id": "W-7", "items": [{"name": "Water Flask"}], "status": "modified"},
            "She accepted the Water Flask instead.",
            False,
        ),
    ],
)
def test_a_decision_a_result_awaits_said_made_is_caught(
    desk: Desk, kind: str, result: JSONObject, text: str, caught: bool
) -> None:
    """'Confirmed by the kitchen' of a booking whose result awaits the kitchen's confirmation.

    The party is whom the result says it waits on, who is to do it (a key with "by"), or
    the role a named person holds in it; the awaited act is the verb of its noun
    ("countersigned" of a countersignature).
    """
    desk.act(kind, {"ref": "X-1"}, result)
    assert bool(desk.findings(text)) is caught


def test_an_approval_is_awaited_only_where_the_result_says_so(desk: Desk) -> None:
    """A request whose result waits for nothing: its approver's approval is not read."""
    desk.act("submit_equipment_request", {"sku": "MON-27Q"}, {"approver": "Lena Vossberg"})
    assert desk.findings("Lena Vossberg has already approved it.") == []


@pytest.mark.parametrize(
    ("text", "after", "caught"),
    [
        ("He accepted INS-40912 on Thursday as the fallback.", False, False),
        ("He approved moving INS-40912 to Thursday.", False, True),  # a word of approval only
        ("He accepted INS-40912 on Thursday.", True, True),  # said after the proposal
    ],
)
def test_a_choice_made_before_the_proposal_is_no_approval_of_it(
    desk: Desk, text: str, after: bool, caught: bool
) -> None:
    """'He accepted Thursday as the fallback' citing 'OK, Thursday then'.

    Said before the move to Thursday was proposed: the choice that led to the proposal, which
    still waits.
    """
    said = desk.state.append_user("Ugh. OK, Thursday then.")
    offer = desk.state.append_assistant("To confirm: move the inspection to Thursday 3-5 pm?")
    params = {"inspection_id": "INS-40912", "date": "2024-08-15"}
    desk.state.ledger.propose("reschedule_inspection", params, source=offer)
    if after:
        said = desk.state.append_user("Sure, I accept.")
    assert bool(desk.findings(text, refs=[said.ref])) is caught


@pytest.mark.parametrize(
    ("text", "cited", "caught"),
    [
        ("Her request for a three-week hold was declined.", "ask", False),
        ("Three-week hold: refused, holds run 10 days.", "offer", False),
        ("Her request for a three-week hold was declined.", "offer", False),
        ("Quenby declined the hold on TR-220.", "offer", True),  # the user's: of what was offered
        ("The hold on TR-220 was declined.", "yes", True),  # cites the answer to the proposal
        ("The hold on TR-220 was called off.", "yes", True),
    ],
)
def test_a_refusal_before_the_proposal_is_not_of_it(
    desk: Desk, text: str, cited: str, caught: bool
) -> None:
    """'Her request for a three-week hold was declined', cited before the 10-day hold's answer.

    The 10-day hold the agent then proposed was carried out. The agent turns down the user's
    request in the message that proposes its act, never the act itself; only the user's
    refusal may be of what that message offered.
    """
    ask = desk.state.append_user("Quenby Ostler here. Can you hold trailer TR-220 for three weeks?")
    offer = desk.state.append_assistant(
        "Sorry, Quenby, holds can't run three weeks: they run 10 days. Shall I hold"
        " TR-220 until May 9? (yes/no)"
    )
    params = {"item": "TR-220", "until": "2031-05-09"}
    action = desk.state.ledger.propose("hold_item", params, source=offer).id
    yes = desk.state.append_user("ok, yes")
    desk.state.ledger.approve(action, by="user", source=yes.ref)
    call = desk.state.append_assistant(None, tool_calls=[ToolCall("hold_item", params)])
    desk.state.ledger.execute(action, by="tool_runner", source=call.ref)
    desk.state.append_tool_result(call, {"hold_id": "HD-7731", "until": "2031-05-09"})
    refs = {"ask": [ask.ref], "offer": [ask.ref, offer.ref], "yes": [offer.ref, yes.ref]}
    assert bool(desk.findings(text, refs=refs[cited])) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("A move to Fenwright Heights instead was declined by Quenby.", False),  # the alternative
        ("The move to Fenwright Quay was declined by Quenby.", True),
        ("A move to Fenwright Heights or Fenwright Quay was declined by Quenby.", True),
    ],
)
def test_a_refusal_naming_another_value_is_of_the_alternative(
    desk: Desk, text: str, caught: bool
) -> None:
    """'A move to Fenwright Heights was declined' of a carried-out move to Fenwright Quay."""
    desk.state.append_assistant("Fenwright Quay and Fenwright Heights both have a berth free.")
    desk.act("move_berth", {"boat": "B-12", "to_marina": "Fenwright Quay"}, {"status": "moved"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The retainer was paid from the firm's card.", False),  # a record the lookup lists
        ("The balance was paid from the firm's card.", True),  # the kind's own noun
        ("The retainer fee was paid, then the balance was paid too.", True),
    ],
)
def test_a_record_a_lookup_shows_paid_is_no_claim_of_the_action(
    desk: Desk, text: str, caught: bool
) -> None:
    """'The retainer was paid' of a payment a lookup lists, beside a pay_balance that failed."""
    desk.lookup("get_case", {"payments": [{"kind": "retainer", "amount": 500.0}]})
    desk.act("pay_balance", {"amount": 1200.0}, {"error": "card_declined"}, error=True)
    assert bool(desk.findings(text)) is caught


class _Berths(Scratchpad):
    """A marina desk's scratchpad: the berth the user's boat is to have."""

    berth: str | None = None
    """The berth, by name."""


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The berth was moved to Harbour Point, after her yes.", False),  # its name
        ("The berth was moved to Gull Rock, after her yes.", True),  # the value held before
    ],
)
def test_a_name_the_result_writes_with_the_code_is_no_other_value(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Moved to Harbour Point' of a move to HBR-PT that its result writes with the name.

    The scratchpad named the berth by name, and before that by another: only that one is
    another value of the move's ``berth``.
    """
    state = AgentState.open(MemoryBackend(), session_id="s", clock=clock, scratchpad=_Berths)
    asked = state.append_user("Move my boat from Gull Rock to Harbour Point please.")
    state.scratchpad.set("berth", "Gull Rock", source=asked.ref)
    state.scratchpad.set("berth", "Harbour Point", source=asked.ref)
    offer = state.append_assistant("Move B-12 to Harbour Point (HBR-PT)? (yes/no)")
    params = {"boat": "B-12", "berth": "HBR-PT"}
    action = state.ledger.propose("move_berth", params, source=offer).id
    yes = state.append_user("yes")
    state.ledger.approve(action, by="user", source=yes.ref)
    call = state.append_assistant(None, tool_calls=[ToolCall("move_berth", params)])
    state.ledger.execute(action, by="tool_runner", source=call.ref)
    done = state.append_tool_result(call, {"berth": "Harbour Point (HBR-PT), 4 Quay Rd"})
    refs = [event.ref for event in state.events() if event.seq <= done.seq]
    summary = {
        "objective": {"text": "Move the boat.", "refs": [asked.ref]},
        "decisions": [{"text": text, "refs": refs}],
    }
    found = [
        finding
        for finding in validate(summary, state, covers_through=done.seq)
        if finding.rule == "authority" and finding.severity == "error"
    ]
    assert bool(found) is caught, found


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The move of TR-220 to Friday was called off by her.", False),
        ("The move of TR-220 to Friday was dropped.", False),
        ("The move of TR-220 to Friday was cancelled.", True),  # the ledger says rejected
    ],
)
def test_called_off_says_a_proposal_went_no_further(desk: Desk, text: str, caught: bool) -> None:
    """'Called off', as 'dropped', fits a proposal refused as well as one withdrawn."""
    action, _ = desk.act("move_pickup", {"item": "TR-220", "day": "Friday"}, None, approved=False)
    no = desk.state.append_user("no, leave it on Thursday")
    desk.state.ledger.reject(action, by="user", source=no.ref)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Refunded $31.40 back to her Mastercard.", True),
        ("Refunded $31.40 as account credit on KB-500318.", False),
        ("Refunded $31.40 as account credit, not to her card.", False),
        ("The $31.40 security deposit was refunded.", False),  # a deposit is no bank transfer
    ],
)
def test_money_paid_out_another_way_than_the_act_says_is_caught(
    desk: Desk, text: str, caught: bool
) -> None:
    """'Refunded back to her Mastercard' of a refund whose ``to`` is ``account_credit``."""
    params = {"amount": 31.4, "to": "account_credit", "account": "KB-500318"}
    desk.act("refund_charge", params, {"status": "refunded", "refund_id": "GR-390177"})
    found = desk.findings(text)
    assert bool(found) is caught
    assert all("account_credit" in finding.message for finding in found)


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The $52.10 refund was credited to her bill.", True),
        ("Refunded $52.10 as a bill credit.", True),
        ("The $52.10 refund was mailed to her as a check.", False),
        ("The $52.10 refund was issued; a bill credit was offered and declined.", False),
    ],
)
def test_money_sent_by_check_said_credited_is_caught(desk: Desk, text: str, caught: bool) -> None:
    """'Credited to her bill' of a refund its params send by check."""
    params = {"amount": 52.1, "method": "check", "mail_to": "PO Box 88"}
    desk.act("refund_deposit", params, {"status": "issued", "refund_id": "DR-1204"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("issue_store_voucher executed: $12 refunded to his Amex ending 9147.", True),
        ("A $12 voucher was issued to his app wallet.", False),
    ],
)
def test_money_put_in_a_wallet_said_refunded_to_a_card_is_caught(
    desk: Desk, text: str, caught: bool
) -> None:
    """'Refunded to his Amex' of a voucher its params deliver to the app wallet."""
    params = {"amount": 12.0, "delivery": "app_wallet", "order_id": "ORD-77"}
    desk.act("issue_store_voucher", params, {"voucher_code": "SORRY-9", "status": "active"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "executed", "caught"),
    [
        ("CLM-6601822 withdrawal requested, not processed yet.", True, True),
        ("CLM-6601822 withdrawal requested, not processed yet.", False, False),
        ("If the CLM-6601822 withdrawal is not processed yet, call back.", True, False),
    ],
)
def test_an_act_named_by_its_noun_said_not_completed_yet_is_outstanding(
    desk: Desk, text: str, executed: bool, caught: bool
) -> None:
    """'Withdrawal requested, not processed yet' of a withdrawal the ledger holds executed."""
    result = {"status": "withdrawn"} if executed else None
    desk.act("withdraw_claim", {"claim_id": "CLM-6601822"}, result)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("TRV30-EU added to both lines.", True),
        ("TRV30-EU added to two lines.", True),
        ("TRV30-EU added to his line.", False),
        ("Three passes added.", True),  # of ``pass_code``: one pass
    ],
)
def test_a_count_of_objects_beyond_the_actions_is_caught(
    desk: Desk, text: str, caught: bool
) -> None:
    """'Added to both lines' of one pass added to one line."""
    params = {"line": "+1 312-555-0187", "pass_code": "TRV30-EU", "days": 30}
    desk.act("add_roaming_pass", params, {"status": "active"})
    found = desk.findings(text)
    assert bool(found) is caught
    assert all("act_3 is on 1" in finding.message for finding in found)


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("TRV30-EU added to both lines.", True),  # the pass on both was refused
        ("TRV30-EU added to one line, after the pass on both was refused.", False),
    ],
)
def test_a_count_is_of_the_objects_the_actions_carried_out_are_on(
    desk: Desk, text: str, caught: bool
) -> None:
    """'Added to both lines' when the pass on both lines was refused and one line's made."""
    lines = ("+1 312-555-0187", "+1 312-555-0188")
    for line in lines:
        offer = desk.state.append_assistant(f"Shall I add TRV30-EU to {line}?")
        params = {"line": line, "pass_code": "TRV30-EU"}
        action = desk.state.ledger.propose("add_roaming_pass", params, source=offer).id
        no = desk.state.append_user("No, not both.")
        desk.state.ledger.reject(action, by="user", source=no.ref)
    desk.act("add_roaming_pass", {"line": lines[0], "pass_code": "TRV30-EU"}, {"status": "active"})
    assert bool(desk.findings(text)) is caught


def test_a_count_a_param_holds_is_its_own() -> None:
    """'Three tickets were purchased' of one purchase of ``number_of_tickets`` 3."""
    desk = paperwork(ManualClock())
    desk.act("buy_tickets", {"event": "A Right Royale Tea", "number_of_tickets": 3}, {"ok": True})
    assert desk.findings("Three tickets were purchased for the tea.") == []


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("RV-31 was cancelled with the $40.00 fee charged to his Visa ending 1234.", False),
        ("RV-31 was cancelled with the $40.00 fee charged to his Amex ending 1234.", True),
        ("RV-31 was cancelled with the $40.00 fee refunded to his Visa ending 1234.", True),
    ],
)
def test_what_another_actions_result_says_it_did_is_its_outcome(
    desk: Desk, text: str, caught: bool
) -> None:
    """The fee "charged" is the cancellation's result, not the approved waiver of that fee.

    The waiver request holds the same reservation and amount, and is only approved: the
    clause tells what the cancellation's result says its act charged, and holds nothing it
    does not. A card the result does not hold, or a verb it does not say, is still a claim.
    """
    desk.act(
        "cancel_reservation",
        {"reservation": "RV-31"},
        {"status": "cancelled", "fee": {"amount": 40.0, "charged_to": "Visa ****1234"}},
    )
    desk.act("submit_fee_waiver", {"reservation": "RV-31", "amount": 40.0}, None)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("charge_invoice executed -> card_declined / exceeds_limit; nothing taken.", False),
        ("charge_invoice executed -> card_expired; nothing taken.", True),  # not its error
        ("charge_invoice executed; the invoice is paid.", True),
    ],
)
def test_a_failed_call_told_with_its_lower_case_error_code(
    desk: Desk, text: str, caught: bool
) -> None:
    """'Executed -> card_declined' tells a failed call in the result's own code, as SLOT_TAKEN."""
    desk.act(
        "charge_invoice",
        {"invoice_id": "INV-5", "amount": 40.0},
        {"error": "card_declined", "decline_code": "exceeds_limit"},
        error=True,
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        (
            "The $40.00 charge succeeded as PAY-9: the invoice is paid, the suspension was "
            "cancelled.",
            False,
        ),
        (
            "The $40.00 charge succeeded as PAY-9: the invoice is paid, the charge was cancelled.",
            True,
        ),
    ],
)
def test_a_state_an_executed_result_gives_a_thing_is_its_outcome(
    desk: Desk, text: str, caught: bool
) -> None:
    """'The suspension was cancelled' of a payment whose result says so, in a key and value."""
    desk.act(
        "charge_invoice",
        {"invoice_id": "INV-5", "amount": 40.0},
        {"payment_id": "PAY-9", "invoice_status": "paid", "suspension": "cancelled"},
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("add_addon proposed: SUB-7, audit_vault, paid, no trial; awaiting a yes.", False),
        ("add_addon (SUB-7, audit_vault): paid, no trial.", True),
    ],
)
def test_terms_listed_after_proposed_are_no_claims(desk: Desk, text: str, caught: bool) -> None:
    """'Proposed: ..., paid, no trial' lists what was proposed; 'paid' is one of its terms."""
    desk.act(
        "add_addon", {"subscription_id": "SUB-7", "addon": "audit_vault"}, None, approved=False
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        (
            "Leaving the extra charge as prepayment was offered, but it was turned down in "
            "favour of a refund.",
            False,
        ),
        ("The refund of the charge was turned down in favour of a prepayment.", True),
    ],
)
def test_what_was_turned_down_is_not_the_alternative_chosen(
    desk: Desk, text: str, caught: bool
) -> None:
    """'Turned down in favour of a refund': the refund is what was chosen, not refused.

    Nor is a kind named only as the object of another act's gerund ("Leaving the extra
    charge") what "it" stands for.
    """
    desk.act("refund_charge", {"transaction_id": "TXN-2", "amount": 299.45}, {"status": "done"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The Plus pack was offered but was declined by Sam.", False),
        ("The usage cap was declined by Sam.", True),
    ],
)
def test_the_user_who_decided_is_not_an_object_of_the_claim(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Declined by Sam': Sam decided; the pending cap that emails Sam is not what he declined."""
    desk = paperwork(clock)
    desk.request = desk.state.append_user("Hi, this is Sam Okoro. Can you cap my runs?")
    desk.act(
        "set_usage_cap",
        {"workspace_id": "WS-2", "monthly_runs": 10000, "notify": "sam.okoro@example.net"},
        None,
        approved=False,
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The extension appears to have gone through.", True),
        ("The extension seems to have gone through, so room 614 is kept.", True),
        ("The extension appears to have failed.", False),
    ],
)
def test_an_act_that_seems_done_is_claimed_done(desk: Desk, text: str, caught: bool) -> None:
    """'The extension appears to have gone through' of a failed call claims it went through."""
    desk.act("extend_stay", {"room": "614"}, "Error: ROOM_TYPE_SOLD_OUT", error=True)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("approved", "text", "caught"),
    [
        (True, "cancel at period end still needs her ok", True),
        (False, "cancel at period end still needs her ok", False),
        (True, "cancellations need her ok first; she gave it", False),
    ],
)
def test_still_needing_a_yes_claims_the_action_waits(
    desk: Desk, approved: bool, text: str, caught: bool
) -> None:
    """'Still needs her ok' says the action waits for a yes, as 'still awaiting her ok' does."""
    desk.act(
        "cancel_subscription",
        {"when": "at_period_end"},
        {"status": "scheduled"} if approved else None,
        approved=approved,
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The November invoice, INV-9 for $40.00, was voided and reissued as INV-12.", False),
        ("The October invoice, INV-5, is already paid and must not be changed.", False),
        ("The October invoice INV-5 was reissued as INV-12.", True),  # another invoice's act
    ],
)
def test_what_an_act_did_to_an_object_named_beside_it_is_its_outcome(
    desk: Desk, text: str, caught: bool
) -> None:
    """'INV-9 ..., was voided' is what the reissue's result says; INV-5's state is its own.

    The reissue was of INV-9; INV-5 is another invoice the session shows, paid: "is already
    paid" tells its state, not a reissue of it, while "INV-5 was reissued" is an act on it.
    """
    lookup = desk.state.append_assistant(None, tool_calls=[ToolCall("get_invoices", {})])
    desk.state.append_tool_result(
        lookup, {"invoices": [{"invoice_id": "INV-5", "status": "paid"}, {"invoice_id": "INV-9"}]}
    )
    desk.act(
        "reissue_invoice",
        {"invoice_id": "INV-9", "po_number": "4500-8124"},
        {"new_invoice_id": "INV-12", "voided_invoice_id": "INV-9", "status": "open"},
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("status", "text", "caught"),
    [
        ("under_review", "The rebate application was submitted and the rebate credited.", True),
        ("pending_branch_review", "The waiver request was sent and the fee refunded.", True),
        ("under_review", "The rebate application was submitted; it is under review.", False),
        ("under_review", "Once approved, the rebate will be credited to the bill.", False),
        ("approved", "The rebate application was submitted and the rebate credited.", False),
        ("pending", "The rebate application was submitted and the rebate credited.", False),
    ],
)
def test_an_outcome_still_awaited_is_not_reached(
    desk: Desk, status: str, text: str, caught: bool
) -> None:
    """A submission whose result waits on a decision: what the decision does is not done."""
    kind = "submit_rebate_application" if "rebate" in text else "submit_fee_waiver_request"
    desk.act(kind, {"program": "T5"}, {"application_id": "RBT-1", "status": status})
    found = desk.findings(text)
    assert bool(found) is caught, found
    if caught:
        assert "still waits" in found[0].message


@pytest.mark.parametrize(
    ("text", "field", "caught"),
    [
        ("Set up the delivery for the $4.95 fee and confirm it with him.", "next_steps", False),
        ("The agent first set up a delivery for the $4.95 fee.", "decisions", False),
        ("The delivery was set up for the $4.95 fee.", "decisions", True),
    ],
)
def test_a_bare_set_up_before_its_object_is_an_instruction(
    desk: Desk, text: str, field: str, caught: bool
) -> None:
    """'Set up the delivery' says what to do; 'the delivery was set up' says it was done."""
    desk.act("schedule_delivery", {"date": "2025-11-15", "fee": 4.95}, None)
    assert bool(desk.findings(text, field=field)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("She has been added to section 04 and dropped from section 02.", True),
        ("She was added to section 04 and then dropped from section 02.", True),
        ("Her section changed from 02 to 04.", False),  # the value changed, nothing was done
    ],
)
def test_a_participle_after_and_shares_the_auxiliary_before(
    desk: Desk, text: str, caught: bool
) -> None:
    """'has been added to 04 and dropped from 02' claims the drop, approved but not called."""
    desk.act("add_section", {"section": "04"}, {"status": "enrolled"})
    desk.act("drop_section", {"section": "02"}, None)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    "text",
    [
        "The hold is still pending.",
        "The hold is now pending the dean.",
        "The hold is currently pending.",
    ],
)
def test_a_release_said_pending_after_it_was_done(desk: Desk, text: str) -> None:
    """'Still' or 'now' between the subject and its status word leaves it the subject's."""
    desk.act("release_hold", {"hold": "H-5"}, {"status": "released"})
    [finding] = desk.findings(text)
    assert "pending" in finding.message


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The $10 voucher could not be issued.", True),
        ("It was approved by her, but the $10 voucher was never issued.", True),
        ("The voucher (for $10, in the app) wasn't issued.", True),
        ("The $10 voucher cannot be issued twice.", False),  # what may be done, not what was
        ("If the $10 voucher was not issued, tell her.", False),
        ("The $25 voucher was not issued.", False),  # another voucher: none was
        ("The $10 voucher for order Q-7 was not issued.", False),  # an id it is not on
        ("The customer could not be issued a $10 voucher by email.", False),  # not its subject
    ],
)
def test_an_act_said_not_done_after_it_was(desk: Desk, text: str, caught: bool) -> None:
    """'The voucher could not be issued' of a voucher issued: the ledger holds it done."""
    desk.act("issue_voucher", {"amount": 10.0, "delivery": "app"}, {"code": "V-1"})
    found = desk.findings(text)
    assert bool(found) is caught, found
    if caught:
        assert "not carried out" in found[0].message


def test_an_act_said_not_done_is_true_of_a_failed_call(desk: Desk) -> None:
    """A call whose result is an error was not carried out: saying so is true."""
    desk.act("issue_voucher", {"amount": 10.0}, "Error: wallet closed", error=True)
    assert desk.findings("The $10 voucher could not be issued.") == []


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("It is DP-4410, and the $80 was credited to the card.", True),
        ("Dispute DP-4410 was refunded.", True),
        ("Dispute DP-4410 was opened with the lender.", False),  # the act itself
        (
            "DP-4410 is with the lender; it will be credited if approved.",
            False,
        ),  # a decision to come
    ],
)
def test_an_outcome_of_what_was_handed_on_is_awaited(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """A dispute 'submitted_to_lender' awaits the lender: 'credited' of the id it made is false."""
    desk = Desk(clock, "Please dispute the $80 charge on my card.", objective="Help the customer.")
    desk.act(
        "open_dispute",
        {"charge": "CH-7781", "amount": 80.0},
        {"dispute_id": "DP-4410", "status": "submitted_to_lender"},
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The line was split: $50 now sits as LN-4410-A.", False),  # what the split made
        ("The line LN-4411 was split.", True),  # another line the session listed
    ],
)
def test_an_id_the_act_made_is_no_other_object(clock: ManualClock, text: str, caught: bool) -> None:
    """'Split, as LN-4410-A': the id the split's result gave is its outcome, not another line."""
    desk = Desk(clock, "Split my hotel line in two please.", objective="Help the customer.")
    desk.lookup("get_report", {"lines": [{"line_id": "LN-4410"}, {"line_id": "LN-4411"}]})
    new_lines = [{"line_id": "LN-4410-A", "amount": 50.0}, {"line_id": "LN-4410-B"}]
    desk.act("split_line", {"line_id": "LN-4410"}, {"new_lines": new_lines})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("RF-5512 still pending.", True),  # the refund the act issued, named by its code
        ("The refund RF-5512 is pending.", True),
        ("RF-5512 issued.", False),
    ],
)
def test_pending_said_of_the_code_an_act_made_is_of_that_act(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'RF-5512 still pending' of the refund the executed act issued as RF-5512 is false."""
    desk = Desk(clock, "Refund my deposit please.", objective="Help the customer.")
    desk.act("refund_deposit", {"deposit": "DP-88"}, {"refund_id": "RF-5512", "status": "issued"})
    assert bool(desk.findings(text)) is caught


def test_what_an_act_handed_on_may_be_said_pending(clock: ManualClock) -> None:
    """A request 'sent_to_board' waits on the board: 'RQ-5521 is pending' tells that state."""
    desk = Desk(clock, "Ask the board for the fee waiver.", objective="Help the customer.")
    desk.act("submit_waiver", {"fee": "F-12"}, {"request_id": "RQ-5521", "status": "sent_to_board"})
    assert desk.findings("RQ-5521 is pending.") == []


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("RF-5512 was never processed.", True),  # a word of execution, flatly denied
        ("RF-5512 has not been completed.", True),
        ("If RF-5512 was not processed, call her.", False),  # a condition
        ("RF-5512 was processed.", False),
    ],
)
def test_a_word_of_execution_denied_of_what_an_act_made_is_caught(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'RF-5512 was never processed' of the refund the executed act issued as RF-5512."""
    desk = Desk(clock, "Refund my deposit please.", objective="Help the customer.")
    desk.act("refund_deposit", {"deposit": "DP-88"}, {"refund_id": "RF-5512", "status": "issued"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "action_id", "named"),
    [("act_1 was declined", "act_1", True), ("act_12 was declined", "act_1", False)],
)
def test_an_action_named_by_id_is_that_id_whole(text: str, action_id: str, named: bool) -> None:
    """A refusal naming act_12 names no act_1: ids are read whole."""
    from agentstate.validation._refused_claims import _names

    assert _names(text, action_id) is named
