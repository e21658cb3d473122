"""Who decided, and what was decided: deciders, offers and acts someone else is to do.

A status word's subject is who decided, not what was decided ("Lakeside rejected the claim");
an offer turned down is of the act its infinitive names ("declined the offer to have the crew
empty it"); a participle after "to have" and its object is an act wanted, not done ("agreed
to have the copay charged"); an action that failed was approved before it failed; a status
joined by "and" shares the subject before it ("The booking was checked and went through");
and an approval the result awaits is the decider's when joined to the submission ("sent to
the review board and approved"), said in two words ("signed off") or with the doer's name
set after it ("by the locum, Dr. Orsolya Brannock,"), even when the result names the approval
as a condition of its own ("due 5/9 if approved by 5/6"). A decision word whose subject is an
act the ledger holds no kind of ("waiver refused") or whose clause names a day no action of
its kind is on ("declined a slot on Friday, May 8") is not about the ledger's actions; a
thing "left as booked" is as it stood. A status code that says whom a request was handed to
("submitted_to_insurer") waits for that party, the awaited act told in the perfect with the
party as its subject ("the Ellery studio has confirmed the date") is the party's, and an
approval word after a determiner ("an authorized driver") is an adjective.
"""

from __future__ import annotations

import pytest

from agentstate.json_values import JSONObject
from agentstate.testing import ManualClock

from .desk import Desk


@pytest.fixture
def desk(clock: ManualClock) -> Desk:
    return Desk(clock)


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The delivery she had approved could not be booked: the slot was full.", False),
        ("The delivery had been approved, then failed: the slot was full.", False),
        ("She approved the delivery.", True),  # may be the retry, still pending
        ("The delivery is approved.", True),
        ("The delivery was booked for Thursday.", True),
    ],
)
def test_a_failed_action_was_approved_before_it_failed(desk: Desk, text: str, caught: bool) -> None:
    """Only an approved action is carried out: 'had approved' is true of one that then failed.

    With a retry pending, a plain 'approved' may be of the retry, and is not true of it.
    """
    desk.act("schedule_delivery", {"slot": "Thursday"}, "Error: slot full", error=True)
    offer = desk.state.append_assistant("Shall I schedule the delivery for Friday? (yes/no)")
    desk.state.ledger.propose("schedule_delivery", {"slot": "Friday"}, source=offer)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The inhaler is on hold because Lakeside rejected the claim.", False),
        ("Lakeside has rejected the claim, so a prior authorization is needed.", False),
        ("The prior authorization was rejected by Lakeside.", True),
        ("Lakeside rejected the prior authorization.", True),
    ],
)
def test_the_subject_of_a_decision_is_who_decided(desk: Desk, text: str, caught: bool) -> None:
    """'Lakeside rejected the claim': Lakeside decided; the action naming Lakeside is not it."""
    desk.act(
        "request_prior_authorization",
        {"insurer": "Lakeside Health", "rx_number": "7730114"},
        {"status": "submitted"},
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("She declined the offer to have the crew empty SU-4410 for $65.", False),
        ("She declined the option to move SU-4410's contents herself.", False),
        ("She declined the offer to close SU-4410.", True),
        ("She declined the offer to have the crew close SU-4410.", True),
        ("She declined to close SU-4410.", True),
        ("She declined the closing of SU-4410.", True),
    ],
)
def test_an_offer_turned_down_is_of_the_act_its_infinitive_names(
    desk: Desk, text: str, caught: bool
) -> None:
    """An offer to empty a unit turned down says nothing of closing it, approved."""
    desk.act("close_storage_unit", {"unit_id": "SU-4410", "date": "2025-11-30"}, None)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("She agreed to have Odile Brask added as a pickup person; not done yet.", False),
        ("She asked to get Odile Brask added as a pickup person.", False),
        ("Odile Brask seems to have been added as a pickup person.", True),
        ("Odile Brask was added as a pickup person.", True),
    ],
)
def test_a_participle_after_to_have_and_its_object_is_wanted(
    desk: Desk, text: str, caught: bool
) -> None:
    """'agreed to have X added' wants the adding; 'seems to have been added' says it is done."""
    desk.act("add_pickup_person", {"name": "Odile Brask"}, None)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The transfer went through: it is now Rx 8820114 here, with 4 refills.", False),
        ("Rx 8820114 is now filled for the 20th.", True),  # the fill's own values: the fill
        ("Rx 8820114 now fills on 2025-11-20.", True),
    ],
)
def test_now_with_the_value_an_executed_act_made_tells_that_act(
    desk: Desk, text: str, caught: bool
) -> None:
    """'It is now Rx 8820114': the transfer that made the number, not the fill pending on it."""
    desk.act(
        "transfer_prescription",
        {"source_rx": "HX-5512"},
        {"transfer_id": "TR-7701", "new_rx_number": "8820114", "refills": 4},
    )
    offer = desk.state.append_assistant("Shall I fill Rx 8820114 on November 20? (yes/no)")
    desk.state.ledger.propose(
        "schedule_fill", {"rx_number": "8820114", "fill_date": "2025-11-20"}, source=offer
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("kind", "result", "text", "caught"),
    [
        ("file_damage_claim", {"claim_id": "DC-1001", "status": "awaiting_inspector"},
         "Claim DC-1001 was approved by the inspector.", True),
        ("file_damage_claim", {"claim_id": "DC-1001", "status": "awaiting_inspector"},
         "Claim DC-1001 was filed; the adjuster decides next.", False),
        ("submit_reimbursement", {"claim_id": "RC-2002", "status": "pending_insurer_review",
                                  "submitted_to": "Quorrin Benefits"},
         "The reimbursement was approved by Quorrin.", True),
        ("submit_reimbursement", {"claim_id": "RC-2002", "status": "pending_insurer_review",
                                  "submitted_to": "Quorrin Benefits"},
         "The reimbursement claim went to Quorrin for review.", False),
        ("file_damage_claim", {"claim_id": "DC-1001", "status": "filed"},
         "Claim DC-1001 was approved by the inspector.", False),  # the result awaits no one
    ],
)  # fmt: skip
def test_a_decision_the_result_says_is_awaited_was_not_made(
    desk: Desk, kind: str, result: JSONObject, text: str, caught: bool
) -> None:
    """'approved by the inspector' of a claim whose result is 'awaiting_inspector' is false.

    The result names whom it waits on in its status code, or whom the request was handed to
    ("submitted_to").
    """
    desk.act(kind, {"amount": 640.0}, result)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Application TA-5520 was sent to the review board and approved.", True),
        ("Application TA-5520 was sent to the review board; a decision is due May 2.", False),
    ],
)
def test_an_approval_joined_to_a_submission_is_the_deciders(
    desk: Desk, text: str, caught: bool
) -> None:
    """'sent to the review board and approved': the board's approval, which the result awaits."""
    result = {"application_id": "TA-5520", "status": "under_review", "team": "review board"}
    desk.act("apply_trade_account", {"limit": 1800.0}, result)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The booking was checked by the desk and went through.", True),
        ("The booking was checked by the desk and then went through.", True),
        ("The booking was checked by the desk and failed.", False),
    ],
)
def test_a_status_joined_by_and_shares_the_subject_before(
    desk: Desk, text: str, caught: bool
) -> None:
    """'The booking was checked ... and went through' says the booking went through."""
    desk.act("book_kennel_run", {"nights": 7}, {"error": "no run free"}, error=True)
    assert bool(desk.findings(text)) is caught


def test_signed_off_by_the_party_a_result_awaits_is_its_approval(desk: Desk) -> None:
    """'signed off' by Dorrin Varrick, of a change whose result awaits her sign-off."""
    result = {
        "change_id": "CC-4410",
        "status": "pending_brand_signoff",
        "approver": "Dorrin Varrick",
    }
    desk.act("submit_colour_change", {"job": "JB-3301"}, result)
    found = desk.findings("CC-4410 went to Dorrin Varrick and was signed off by her.")
    assert [finding.message.split("(")[1].split(")")[0] for finding in found] == ["'signed off'"]
    assert not desk.findings("CC-4410 went to Dorrin Varrick; not signed off yet.")


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Pip's boarding got approved by the locum, Dr. Orsolya Brannock, this morning.", True),
        ("Pip's boarding is with the locum, Dr. Orsolya Brannock, this morning.", False),
    ],
)
def test_the_name_set_after_an_approvals_doer_names_who_approved(
    desk: Desk, text: str, caught: bool
) -> None:
    """'approved by the locum, Dr. Orsolya Brannock,': the reviewer the result awaits."""
    result = {"review_id": "VR-2210", "status": "under_review", "reviewer": "Dr. Orsolya Brannock"}
    desk.act("request_vet_review", {"pet": "Pip"}, result)
    assert bool(desk.findings(text)) is caught


def test_an_approval_the_result_names_as_a_condition_is_still_awaited(desk: Desk) -> None:
    """'due 5/9 if approved by 5/6' in the result says no approval was given."""
    result = {
        "change_id": "TC-318",
        "status": "pending_client_review",
        "approver": "Vintry Press editors",
        "delivery": "held; due 2026-05-09 if approved by 2026-05-06",
    }
    desk.act("submit_term_change", {"job": "JB-5520"}, result)
    assert desk.findings("TC-318 is now approved by the Vintry Press editors.")
    assert not desk.findings("TC-318 was submitted to the Vintry Press editors for review.")


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Order RS-2201 cancelled, $15 restocking fee charged, waiver refused.", False),
        ("Order RS-2201 cancelled, $15 restocking fee charged, cancellation refused.", True),
    ],
)
def test_a_decision_on_an_act_of_no_kind_held_is_not_the_ledgers(
    desk: Desk, text: str, caught: bool
) -> None:
    """'waiver refused' refuses a waiver, which no action is; not the cancellation before it."""
    desk.act("cancel_order", {"order_id": "RS-2201"}, {"order_id": "RS-2201", "fee": 15.0})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Nell declined a delivery slot on Friday, May 8, as she is away.", False),
        ("Nell declined the delivery slot on Thursday, May 7.", True),
    ],
)
def test_a_decision_on_another_day_than_its_actions_is_of_an_offer(
    desk: Desk, text: str, caught: bool
) -> None:
    """A slot declined on a day no delivery action is on was an offer, not the booked one."""
    params = {"order_id": "RS-2202", "date": "2026-05-07"}
    desk.act("schedule_delivery", params, {"slot": "2026-05-07 AM", "status": "booked"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Rooms 2A and 3C were left as booked.", False),
        ("Rooms 2A and 3C were booked.", True),
    ],
)
def test_a_thing_left_as_booked_is_as_it_stood(desk: Desk, text: str, caught: bool) -> None:
    """'left as booked' says how a thing stands, not that it was booked in this session."""
    desk.act("book_room", {"room": "1B", "date": "2026-05-07"}, {"room": "1B", "status": "booked"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Yarrow Mutual approved the breakage payout.", True),
        ("The claim is with Yarrow Mutual for a decision.", False),
    ],
)
def test_a_status_naming_whom_a_request_went_to_awaits_that_party(
    desk: Desk, text: str, caught: bool
) -> None:
    """'submitted_to_insurer' beside the insurer's name: the insurer's decision is awaited."""
    result = {"claim_id": "DC-7310", "status": "submitted_to_insurer", "insurer": "Yarrow Mutual"}
    desk.act("file_breakage_claim", {"amount": 215.0}, result)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The Ellery studio has confirmed the date.", True),
        ("The Ellery studio has the request and will confirm the date.", False),
    ],
)
def test_a_partys_awaited_act_told_in_the_perfect_is_its_claim(
    desk: Desk, text: str, caught: bool
) -> None:
    """'the Ellery studio has confirmed' of a result awaiting the studio's confirmation."""
    result = {
        "request_id": "PS-8812",
        "status": "awaiting_partner_confirmation",
        "decided_by": "Ellery studio",
    }
    desk.act("request_photo_shoot", {"date": "2026-05-12"}, result)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Adding an authorized driver needs the fleet owner's sign-off by email.", False),
        ("The fleet owner authorized the new driver.", True),
    ],
)
def test_an_approval_word_after_a_determiner_is_an_adjective(
    desk: Desk, text: str, caught: bool
) -> None:
    """'an authorized driver' names a kind of driver; it says no approval was given."""
    result = {"request_id": "DR-4471", "status": "awaiting_owner_approval", "owner": "fleet owner"}
    desk.act("add_driver", {"name": "Bertil Oakes"}, result)
    assert bool(desk.findings(text)) is caught
