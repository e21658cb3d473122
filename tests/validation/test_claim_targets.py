"""Which actions a claim is about: a price only a proposal says, a later request, a note's denial.

"The $48 pass was issued" of three passes, the $48 one priced only in the message that
proposed it; "her request for access tonight was refused" after the access request was
sent; "BK-1104 not cancelled" as notes write "was not cancelled".
"""

from __future__ import annotations

import pytest

from agentstate import ToolCall
from agentstate.testing import ManualClock

from .desk import Desk


def _passes(clock: ManualClock) -> Desk:
    """Two $32 day passes issued; between them, a $48 one proposed and turned down."""
    desk = Desk(clock, "Day passes for my two guests, please.", objective="Issue day passes.")
    params = {"guest": "Ilse Varga", "pass": "day pass", "date": "2026-05-07"}
    desk.act("issue_day_pass", params, {"pass_id": "DP-7101", "charged": 32.0})
    offer = desk.state.append_assistant("Ilse Varga: day pass plus, Friday, $48.00. Issue it?")
    plus = {"guest": "Ilse Varga", "pass": "day pass plus", "date": "2026-05-08"}
    action = desk.state.ledger.propose("issue_day_pass", plus, source=offer).id
    no = desk.state.append_user("actually no, the cheaper one. the normal pass for friday")
    desk.state.ledger.reject(action, by="user", source=no.ref)
    friday = {"guest": "Ilse Varga", "pass": "day pass", "date": "2026-05-08"}
    desk.act("issue_day_pass", friday, {"pass_id": "DP-7102", "charged": 32.0})
    return desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Ilse's $48 pass for Friday was issued.", True),
        ("Ilse's $32 pass for Friday was issued.", False),
    ],
)
def test_a_price_only_a_proposal_says_names_its_action(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'The $48 pass was issued': the pass turned down, whose proposal alone priced it $48."""
    assert bool(_passes(clock).findings(text)) is caught


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


def _access(clock: ManualClock) -> tuple[Desk, str, list[str]]:
    """An access request sent; then a request for access tonight, which the agent cannot give."""
    desk = Desk(clock, "Two engineers need after-hours access.", objective="Get them access.")
    params = {"members": ["TG-5101", "TG-5102"], "hours": "24/7"}
    _, result = desk.act("request_after_hours_access", params, {"request_id": "SEC-4410"})
    assert result is not None
    asked = desk.state.append_user("can they at least get in tonight?")
    answer = desk.state.append_assistant(
        "I'm sorry, I can't give after-hours access myself; only security issues cards."
    )
    return desk, result.ref, [asked.ref, answer.ref]


@pytest.mark.parametrize(
    ("text", "later", "caught"),
    [
        ("Her request for access tonight was refused.", True, False),
        ("The access request was refused.", False, True),
        ("Her request for access tonight was refused by her.", True, True),
    ],
)
def test_a_refusal_after_an_act_was_done_is_of_a_later_request(
    clock: ManualClock, text: str, later: bool, caught: bool
) -> None:
    """An act carried out is never turned down after it: the refusal cited is of a later ask."""
    desk, result, messages = _access(clock)
    refs = messages if later else [result]
    assert bool(desk.findings(text, field="rejected", refs=refs)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("BK-1104 not cancelled: she kept it to avoid the fee.", True),
        ("BK-1104 (Thu 5/14, 9:20 am) not cancelled, she kept it.", True),
        ("BK-1104 was not cancelled.", True),
        ("BK-1104 cancelled, no fee.", False),
    ],
)
def test_a_note_denies_an_act_without_its_auxiliary(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'BK-1104 not cancelled' tells, as notes write, what 'was not cancelled' does."""
    desk = Desk(clock, "Cancel my Thursday booking, BK-1104.", objective="Cancel a booking.")
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
        ("Cards issued by security for both; $20 each at pickup.", True),
        ("Request SEC-4410 sent; security will issue the cards after an ID check.", False),
        ("Request SEC-4410 sent; no cards issued yet.", False),
        ("Request SEC-4410 sent for both engineers.", False),
    ],
)
def test_an_act_a_cited_result_counts_as_none_was_not_done(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Cards issued by security' citing a result with ``"cards_issued": 0``."""
    desk = Desk(clock, "Two engineers need after-hours access.", objective="Get them access.")
    params = {"members": ["TG-5101", "TG-5102"]}
    result = {"request_id": "SEC-4410", "status": "submitted_to_security", "cards_issued": 0}
    _, told = desk.act("request_after_hours_access", params, result)
    assert told is not None
    assert bool(desk.findings(text, refs=[told.ref])) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("TG-5102 is now team admin on the account, rooms and credits only.", True),
        ("TG-5102 will be team admin once it is set up.", False),
        ("TG-5102 is now on the account.", False),
    ],
)
def test_now_and_a_kinds_nouns_say_its_act_holds(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'TG-5102 is now team admin': the authorization approved, and not yet carried out."""
    desk = Desk(clock, "Make Jessa a team admin, TG-5102.", objective="Add a team admin.")
    params = {"member_id": "TG-5102", "rights": ["rooms", "credits"]}
    desk.act("authorize_team_admin", params, None)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Her May 20 cleaning, BK-1105, appears to have been cancelled as well.", True),
        ("Her May 20 cleaning, BK-1105, was cancelled as well.", True),
        ("Her Thursday filling, BK-1104, appears to have been cancelled.", False),
    ],
)
def test_a_verb_of_seeming_has_its_subject_before_it(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'BK-1105, appears to have been cancelled' names the booking cancelled: not BK-1104."""
    desk = Desk(clock, "Cancel my Thursday booking, BK-1104.", objective="Cancel a booking.")
    desk.lookup("get_bookings", {"bookings": [{"id": "BK-1104"}, {"id": "BK-1105"}]})
    desk.act("cancel_booking", {"booking_id": "BK-1104"}, {"booking_id": "BK-1104", "fee": 0})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("OMR-1187 was submitted once he confirmed and has been approved by Wynn Hale.", True),
        ("OMR-1187 was submitted once he confirmed; Wynn Hale decides by May 6.", False),
        ("OMR-1187 will be moved once it is approved by Wynn Hale.", False),
    ],
)
def test_a_verb_phrase_of_its_own_after_and_is_not_governed_by_the_condition(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'once he confirmed and has been approved': the approval is claimed, not conditioned."""
    desk = Desk(clock, "Move us to office P-204.", objective="Move to a private office.")
    result = {"request_id": "OMR-1187", "status": "pending_approval", "decided_by": "Wynn Hale"}
    desk.act("request_office_move", {"office": "P-204"}, result)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("She agreed to the Friday slot, May 15 at 1:30 pm, and it was booked.", True),
        ("She agreed to the Friday slot, May 22 at 2 pm, and it was booked.", False),
        ("The May 15 1:30 pm booking failed; the May 22 2 pm one was booked.", False),
    ],
)
def test_it_points_to_the_action_an_earlier_clauses_values_name(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'May 15 at 1:30 pm, and it was booked': the booking whose call failed, not the next."""
    desk = Desk(clock, "Book my extraction, please.", objective="Book the extraction.")
    first = {"slot_id": "SL-8106", "start": "2026-05-15T13:30"}
    desk.act("book_appointment", first, {"error": "slot_unavailable"}, error=True)
    second = {"slot_id": "SL-8131", "start": "2026-05-22T14:00"}
    desk.act("book_appointment", second, {"appointment_id": "APT-7726", "status": "booked"})
    assert bool(desk.findings(text)) is caught
