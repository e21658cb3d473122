"""Which actions a claim is about: a price only a proposal says, a later request, a note's denial.

"The $61 permit was issued" of three permits, the $61 one priced only in the message that
proposed it; "his request for a key tonight was refused" after the key request was sent;
"BK-1104 not cancelled" as notes write "was not cancelled".
"""

from __future__ import annotations

import pytest

from agentstate import ToolCall
from agentstate.testing import ManualClock

from .desk import Desk


def _permits(clock: ManualClock) -> Desk:
    """Two $38 river permits issued; between them, a $61 one proposed and turned down."""
    desk = Desk(clock, "Fishing permits for Ilse, please.", objective="Issue fishing permits.")
    params = {"angler": "Ilse Drummore", "permit": "river", "date": "2026-05-07"}
    desk.act("issue_permit", params, {"permit_id": "FP-7101", "charged": 38.0})
    offer = desk.state.append_assistant("Ilse Drummore: river plus, Friday, $61.00. Issue it?")
    plus = {"angler": "Ilse Drummore", "permit": "river plus", "date": "2026-05-08"}
    action = desk.state.ledger.propose("issue_permit", plus, source=offer).id
    no = desk.state.append_user("hm no, the cheaper one. the plain permit for friday")
    desk.state.ledger.reject(action, by="user", source=no.ref)
    friday = {"angler": "Ilse Drummore", "permit": "river", "date": "2026-05-08"}
    desk.act("issue_permit", friday, {"permit_id": "FP-7102", "charged": 38.0})
    return desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Ilse's $61 permit for Friday was issued.", True),
        ("Ilse's $38 permit for Friday was issued.", False),
    ],
)
def test_a_price_only_a_proposal_says_names_its_action(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'The $61 permit was issued': the one turned down, whose proposal alone priced it $61."""
    assert bool(_permits(clock).findings(text)) is caught


def _returns(clock: ManualClock) -> Desk:
    """Of two lamps, the return of the cheaper one turned down; the other's executed."""
    desk = Desk(clock, "I want to return one of the two lamps.", objective="Return a lamp.")
    offer = desk.state.append_assistant(
        "Order 8812 has two lamps: item 5531, brass, $212.40, and item 5532, glass, $96.15. "
        "Return item 5532 for $96.15 to your card? (yes/no)"
    )
    action = desk.state.ledger.propose(
        "return_items", {"order": "8812", "items": ["5532"]}, source=offer
    ).id
    no = desk.state.append_user("no wait, the brass one instead")
    desk.state.ledger.reject(action, by="user", source=no.ref)
    desk.act("return_items", {"order": "8812", "items": ["5531"]}, {"refunded": 212.40})
    return desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The $96.15 glass lamp was returned first.", True),
        ("The $212.40 brass lamp was returned.", False),
    ],
)
def test_a_price_a_proposal_lists_beside_others_names_no_action_alone(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """Both lamps' prices are in the turned-down proposal; the refund says the one returned."""
    assert bool(_returns(clock).findings(text)) is caught


def _keys(clock: ManualClock) -> tuple[Desk, str, list[str]]:
    """A key request sent; then a request for a key tonight, which the agent cannot give."""
    desk = Desk(clock, "Two contractors need depot keys.", objective="Get them keys.")
    params = {"contractors": ["VR-5101", "VR-5102"], "site": "north depot"}
    _, result = desk.act("request_depot_keys", params, {"request_id": "KR-4410"})
    assert result is not None
    asked = desk.state.append_user("could he borrow a key tonight?")
    answer = desk.state.append_assistant(
        "Sorry, I can't hand out keys myself; only the site office cuts them."
    )
    return desk, result.ref, [asked.ref, answer.ref]


@pytest.mark.parametrize(
    ("text", "later", "caught"),
    [
        ("His request for a key tonight was refused.", True, False),
        ("The key request was refused.", False, True),
        ("His request for a key tonight was refused by him.", True, True),
    ],
)
def test_a_refusal_after_an_act_was_done_is_of_a_later_request(
    clock: ManualClock, text: str, later: bool, caught: bool
) -> None:
    """An act carried out is never turned down after it: the refusal cited is of a later ask."""
    desk, result, messages = _keys(clock)
    refs = messages if later else [result]
    assert bool(desk.findings(text, field="rejected", refs=refs)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("BK-1104 not cancelled: he kept it for the team lunch.", True),
        ("BK-1104 (Thu 5/14, 12:30 pm) not cancelled, he kept it.", True),
        ("BK-1104 was not cancelled.", True),
        ("BK-1104 cancelled, no fee.", False),
    ],
)
def test_a_note_denies_an_act_without_its_auxiliary(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'BK-1104 not cancelled' tells, as notes write, what 'was not cancelled' does."""
    desk = Desk(clock, "Cancel my Thursday table, BK-1104.", objective="Cancel a booking.")
    desk.act("cancel_booking", {"booking_id": "BK-1104"}, {"booking_id": "BK-1104", "fee": 0})
    assert bool(desk.findings(text)) is caught


def test_a_note_denies_nothing_after_a_word_that_is_no_code(clock: ManualClock) -> None:
    """'The filling not cancelled' names no coded object: no telegraphic denial is read."""
    desk = Desk(clock, "Cancel my Thursday booking, BK-1104.", objective="Cancel a booking.")
    call = desk.state.append_assistant(None, tool_calls=[ToolCall("find_booking", {})])
    desk.state.append_tool_result(call, {"booking_id": "BK-1104", "what": "filling"})
    desk.act("cancel_booking", {"booking_id": "BK-1104"}, {"booking_id": "BK-1104", "fee": 0})
    assert not desk.findings("Keep the cleaning not cancelled.", field="constraints")


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Permits printed by the registry for both; $20 each at pickup.", True),
        ("Request REG-4410 sent; the registry will print the permits after a check.", False),
        ("Request REG-4410 sent; no permits printed yet.", False),
        ("Request REG-4410 sent for both drivers.", False),
    ],
)
def test_an_act_a_cited_result_counts_as_none_was_not_done(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Permits printed by the registry' citing a result with ``"permits_printed": 0``."""
    desk = Desk(clock, "Two drivers need parking permits.", objective="Get them permits.")
    params = {"drivers": ["VR-5101", "VR-5102"]}
    result = {"request_id": "REG-4410", "status": "sent_to_registry", "permits_printed": 0}
    _, told = desk.act("request_parking_permits", params, result)
    assert told is not None
    assert bool(desk.findings(text, refs=[told.ref])) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("VR-2210 is now fleet manager for the depot, vans and trucks only.", True),
        ("VR-2210 will be fleet manager once it is set up.", False),
        ("VR-2210 is now on the account.", False),
    ],
)
def test_now_and_a_kinds_nouns_say_its_act_holds(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'VR-2210 is now fleet manager': the appointment approved, and not yet carried out."""
    desk = Desk(clock, "Make Rafe fleet manager, VR-2210.", objective="Appoint a manager.")
    params = {"driver_id": "VR-2210", "fleets": ["vans", "trucks"]}
    desk.act("appoint_fleet_manager", params, None)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("His May 20 table, BK-1105, appears to have been cancelled as well.", True),
        ("His May 20 table, BK-1105, was cancelled as well.", True),
        ("His Thursday table, BK-1104, appears to have been cancelled.", False),
    ],
)
def test_a_verb_of_seeming_has_its_subject_before_it(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'BK-1105, appears to have been cancelled' names the booking cancelled: not BK-1104."""
    desk = Desk(clock, "Cancel my Thursday table, BK-1104.", objective="Cancel a booking.")
    desk.lookup("get_bookings", {"bookings": [{"id": "BK-1104"}, {"id": "BK-1105"}]})
    desk.act("cancel_booking", {"booking_id": "BK-1104"}, {"booking_id": "BK-1104", "fee": 0})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("PR-3306 was filed once she signed and has been approved by Tobin Ashgrove.", True),
        ("PR-3306 was filed once she signed; Tobin Ashgrove decides by May 6.", False),
        ("PR-3306 will be moved once it is approved by Tobin Ashgrove.", False),
    ],
)
def test_a_verb_phrase_of_its_own_after_and_is_not_governed_by_the_condition(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'once she signed and has been approved': the approval is claimed, not conditioned."""
    desk = Desk(clock, "Transfer my lease to unit 7B.", objective="Transfer the lease.")
    result = {"request_id": "PR-3306", "status": "pending_approval", "decided_by": "Tobin Ashgrove"}
    desk.act("request_lease_transfer", {"unit": "7B"}, result)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("She agreed to the Tuesday slot, June 9 at 10:40 am, and it was booked.", True),
        ("She agreed to the Tuesday slot, June 16 at 9 am, and it was booked.", False),
        ("The June 9 10:40 am booking failed; the June 16 9 am one was booked.", False),
    ],
)
def test_it_points_to_the_action_an_earlier_clauses_values_name(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'June 9 at 10:40 am, and it was booked': the booking whose call failed, not the next."""
    desk = Desk(clock, "Book my bike service, please.", objective="Book the service.")
    first = {"slot_id": "SL-8106", "start": "2026-06-09T10:40"}
    desk.act("book_appointment", first, {"error": "slot_unavailable"}, error=True)
    second = {"slot_id": "SL-8131", "start": "2026-06-16T09:00"}
    desk.act("book_appointment", second, {"appointment_id": "APT-7726", "status": "booked"})
    assert bool(desk.findings(text)) is caught
