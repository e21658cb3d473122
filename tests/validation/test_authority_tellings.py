"""How a summary tells the state of an action: what the authority rule reads as a claim.

A failure told of the call whose error the item cites, a kind's noun denied its execution,
an action put to the user for a yes, the terms a "proposed:" label lists across semicolons,
and an awaited decision's words that the result itself says of what stood before.
"""

from __future__ import annotations

import pytest

from agentstate.testing import ManualClock

from .desk import Desk


@pytest.mark.parametrize(("cite_error", "caught"), [(True, False), (False, True)])
def test_a_failure_is_of_the_call_whose_error_the_item_cites(
    clock: ManualClock, cite_error: bool, caught: bool
) -> None:
    """'GR-3310 deadline extension failed', citing the extension call's error, is of it.

    "Extension" is also the word of the request for one, approved and not yet sent.
    """
    desk = Desk(clock, "Extend my due date on GR-3310.", objective="Help the artist.")
    _, error = desk.act(
        "extend_due_date",
        {"grant_id": "GR-3310"},
        {"error": "limit_reached", "message": "GR-3310 has used its one extension."},
        error=True,
    )
    desk.act("request_extension", {"grant_id": "GR-3310"}, None)
    assert error is not None
    refs = [error.ref] if cite_error else [desk.request.ref]
    found = desk.findings("GR-3310 deadline extension failed: limit reached.", refs=refs)
    assert bool(found) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The transfer has not gone through yet.", True),
        ("The transfer was approved, but it has not gone through.", True),
        ("The transfer was approved but has not gone through yet.", True),
        ("The transfer was approved, and it has gone through.", False),
        ("The grant had a panel date, but it has not gone through.", False),
    ],
)
def test_a_kinds_noun_denied_its_execution_is_caught(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'The transfer has not gone through yet' of the executed transfer, naming nothing."""
    desk = Desk(clock, "Withdraw my travel application please.", objective="Help the artist.")
    desk.act(
        "transfer_membership",
        {"membership_id": "MB-2207"},
        {"transfer_id": "TR-4410", "status": "transferred"},
    )
    assert bool(desk.findings(text)) is caught


def test_a_denial_of_what_a_result_says_still_waits_is_true(clock: ManualClock) -> None:
    """'The refund has not gone through yet' of a refund the bank is still processing."""
    desk = Desk(clock, "Refund my deposit please.", objective="Help the customer.")
    desk.act("refund_deposit", {"deposit": "DP-88"}, {"status": "pending_bank_processing"})
    assert desk.findings("The refund was approved, but it has not gone through yet.") == []


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        (  # put to the user for a yes
            "The agent set out the plan, with the delivery moved to June 3, and asked "
            "for her confirmation.",
            False,
        ),
        ("The delivery was moved to June 3.", True),
        # a label of not yet reaches the parts a semicolon joins
        ("Proposed, pending her yes: delivery 2 moved to June 3; the rest stays.", False),
        ("Delivery 2 moved to June 3; the rest stays.", True),
    ],
)
def test_what_is_told_as_proposed_is_not_done(clock: ManualClock, text: str, caught: bool) -> None:
    """'... and asked for her confirmation', 'Proposed, pending her yes: A; B': proposed terms."""
    desk = Desk(clock, "Move my second delivery to June.", objective="Help the customer.")
    desk.act("reschedule_delivery", {"delivery": 2, "date": "2026-06-03"}, None, approved=False)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("RV-118 is with Isolde Varrow; the approved plan stands meanwhile.", False),
        ("RV-118 is with Isolde Varrow; the plan change was approved by her.", True),
    ],
)
def test_words_the_result_says_of_what_stood_before_claim_no_approval(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'The approved plan stands' of a result that says so of the plan before the change."""
    desk = Desk(clock, "Send in my plan change please.", objective="Help the artist.")
    desk.act(
        "submit_plan_change",
        {"change": "RV-118"},
        {
            "change_id": "RV-118",
            "status": "pending_officer_review",
            "case_officer": "Isolde Varrow",
            "decide_by": "2026-05-02",
            "until_decided": "the approved plan stands",
        },
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Tellford was transferred from A-2 to B-12 by the warden.", True),
        ("The transfer of Tellford to B-12 was requested; the warden decides.", False),
    ],
)
def test_the_act_a_requests_kind_asks_for_done_by_its_decider_is_caught(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Transferred ... by the warden' of a transfer request whose result awaits the warden."""
    desk = Desk(clock, "Move Tellford to room B-12 please.", objective="Help the student.")
    desk.act(
        "request_room_transfer",
        {"student": "Tellford", "from_room": "A-2", "to_room": "B-12"},
        {"request_id": "RT-0415", "status": "pending_warden", "current_room_held": "A-2"},
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The move of BK-4410 to June 3 didn't go through.", True),
        ("The move of BK-4410 to June 3 did not go through.", True),
        ("bk-4410 to june 3 didnt go thru", True),
        ("The move of BK-4410 to June 3 went through.", False),
        ("The first try did not go through, but the move of BK-4410 went through.", False),
    ],
)
def test_a_bare_verb_denied_with_did_is_a_denial(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Didn't go through' denies what 'went through' claims: false of an executed move."""
    desk = Desk(clock, "Move my booking BK-4410 to June 3.", objective="Help the customer.")
    desk.act(
        "reschedule_booking",
        {"booking_id": "BK-4410", "date": "2026-06-03"},
        {"booking_id": "BK-4410", "date": "2026-06-03", "status": "moved"},
    )
    assert bool(desk.findings(text)) is caught
