"""Forms people write, read as written.

Clipped years, "thru", the speaker's stance, "-ies" verbs, the present compared with a change,
a bound under a negation, a refusal with its exception, a state left as it was, a clause with
a subject of its own, acts told tersely with "from", a turned-down proposal's time told of the
executed action, "file" for "submit", a value turned down, the days of a range, a count
written "x12", a request told of the user and a participle after a name's possessive.
"""

from __future__ import annotations

import pytest

from agentstate.testing import ManualClock
from agentstate.validation import validate

from .desk import Desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Dana's '15 Tamsel is in for brakes.", False),
        ("Dana's \u201915 Tamsel is in for brakes.", False),
        ("Dana's '16 Tamsel is in for brakes.", True),
    ],
)
def test_a_year_clipped_with_an_apostrophe_is_that_year(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """A year clipped to "'15" is the record's 2015; "'16" holds no value of it."""
    desk = Desk(clock, "My car is in for brakes, plate DKR 4410.", objective="Help the customer.")
    desk.lookup("find_vehicle", {"plate": "DKR-4410", "vehicle": "2015 Tamsel Sedan"})
    assert bool(desk.findings(text, rule="grounding")) is caught


def test_went_thru_is_went_through(clock: ManualClock) -> None:
    """'The wire went thru' claims the failed wire was carried out."""
    desk = Desk(clock, "Send the wire to my landlord.", objective="Help the customer.")
    desk.act("send_wire", {"amount": 1850.0}, "Error: past the cut-off", error=True)
    assert desk.findings("the wire went thru", rule="authority")


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("She picked Plus, which costs $45 a month, about $7 more than she pays now.", False),
        ("She is now on the Plus plan at $45 a month.", True),
    ],
)
def test_now_compared_with_a_change_claims_nothing(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'More than she pays now' is the present before a change that failed; 'now on' claims it."""
    desk = Desk(clock, "Move me to the Plus plan please.", objective="Help the customer.")
    desk.act("change_plan", {"plan": "Plus", "price": 45.0}, "Error: plan not offered", error=True)
    assert bool(desk.findings(text, rule="authority")) is caught


@pytest.mark.parametrize(
    ("told", "caught"),
    [
        ("he actually flies to Oslo on the 12th and wants to keep riding", False),
        ("he really flies to Oslo on the 12th and wants to keep riding", False),
        ("he actually sails away to Oslo on the 12th and wants to keep riding", True),
    ],
)
def test_the_speakers_stance_and_an_ies_verb_say_what_the_user_said(
    clock: ManualClock, told: str, caught: bool
) -> None:
    """'Actually' is no word of his; 'flies' is his 'fly'; sailing away he never spoke of."""
    desk = Desk(
        clock,
        "Hi, it's Odo Brenner, I want to pause my transit pass.",
        objective="Help the customer.",
    )
    offer = desk.state.append_assistant("Thanks, Odo. I can pause it from February 3.")
    said = desk.state.append_user(
        "hm, no, I fly to Oslo on the 12th. pause it after that please, I want to "
        "keep riding until then."
    )
    text = (
        "The first proposal, a pause from February 3, was dropped after Odo explained "
        f"that {told} to the depot until then."
    )
    head = desk.state.append_assistant("Noted.").seq
    summary = {
        "objective": {"text": "Pause the pass.", "refs": [desk.request.ref]},
        "rejected": [{"text": text, "refs": [offer.ref, said.ref]}],
    }
    errors = [
        finding
        for finding in validate(summary, desk.state, covers_through=head)
        if finding.rule == "attribution" and finding.severity == "error"
    ]
    assert bool(errors) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The hold should probably not start before March 2.", False),
        ("Deliveries must not come before 9 am.", False),
        ("The hold should probably not start.", True),
    ],
)
def test_a_negated_verb_before_a_bound_refuses_the_bound(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Not start before March 2' of 'start it march 2' keeps the start the user asked for."""
    desk = Desk(
        clock,
        "start the hold march 2 please, and deliveries come at 9 am",
        objective="Help the customer.",
    )
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("user", "caught"),
    [
        ("fit the new hoses. just don't spend more than 650 without phoning me first.", False),
        ("fit the new hoses. don't spend more than 650 unless I say so by text.", False),
        ("fit the new hoses. just don't spend more than 650.", True),
    ],
)
def test_a_refusal_with_its_exception_is_a_condition(
    clock: ManualClock, user: str, caught: bool
) -> None:
    """'Don't spend more than 650 without phoning me' refuses no spending: a call first."""
    desk = Desk(clock, user, objective="Help the customer.")
    text = "Phone him before spending more than $650."
    assert bool(desk.findings(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Her Barre Basics class on Thursday, March 12 was left booked.", False),
        ("Her Barre Basics class on Thursday, March 12 was booked.", True),
    ],
)
def test_a_state_left_as_it_was_is_no_act(clock: ManualClock, text: str, caught: bool) -> None:
    """'Was left booked' tells of the class no act touched, not of the cancelled one."""
    desk = Desk(
        clock, "cancel my tuesday stretch class, keep thursday", objective="Help the customer."
    )
    desk.lookup(
        "list_class_bookings",
        {
            "bookings": [
                {"booking_id": "BK-310", "name": "Core Flow", "date": "2026-03-10"},
                {"booking_id": "BK-322", "name": "Barre Basics", "date": "2026-03-12"},
            ]
        },
    )
    desk.act(
        "cancel_class",
        {"booking_id": "BK-310"},
        {"status": "cancelled", "booking_id": "BK-310", "fee": 0.0},
        error=False,
    )
    assert bool(desk.findings(text, rule="authority")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Standby list as a fallback (agent's offer): declined, he doesn't want two seats.", False),
        ("Standby list as a fallback (agent's offer): declined, the new seat.", True),
    ],
)
def test_a_clause_with_its_own_subject_is_out_of_a_status_words_reach(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Declined, he doesn't want two seats' does not say the seat was declined."""
    desk = Desk(clock, "put me in the 10 am seat please", objective="Help the customer.")
    desk.act("add_seat", {"seat": "14C"}, {"status": "assigned", "seat": "14C"}, error=False)
    assert bool(desk.findings(text, rule="authority", field="rejected")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Loaner KX-2 reserved from 3/9, no charge.", True),
        ("$61 sent from the travel fund.", True),
        ("The loaner id changed from KX-1 to KX-2.", False),
    ],
)
def test_only_a_verb_of_change_tells_a_change_by_itself(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Reserved from 3/9' is the act, told tersely; 'changed from' a value changing."""
    desk = Desk(
        clock, "I need a loaner from the 9th, and send $61 to Ana", objective="Help the customer."
    )
    offer = desk.state.append_assistant("Shall I reserve KX-2 and send $61? (yes/no)")
    for kind, params in (
        ("reserve_courtesy_car", {"loaner": "KX-2", "from": "2026-03-09"}),
        ("send_money", {"amount": 61.0, "to": "Ana"}),
    ):
        desk.state.ledger.propose(kind, params, source=offer)
    assert bool(desk.findings(text, rule="authority")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The delivery was rescheduled to Tue 4/14, arrival 8:00-9:00 am.", True),
        ("The delivery was rescheduled to Tue 4/14, arrival 1:00-2:00 pm.", False),
    ],
)
def test_a_time_of_a_rejected_proposal_said_of_the_executed_one_is_caught(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """A window the user turned down, told of the rescheduling that was carried out."""
    desk = Desk(clock, "can the sofa come on the 14th instead", objective="Help the customer.")
    offer = desk.state.append_assistant("Tuesday 4/14, 8:00-9:00 am arrival? (yes/no)")
    first = {"order_id": "SO-88", "date": "2026-04-14", "arrival_window": "08:00-09:00"}
    rejected = desk.state.ledger.propose("reschedule_delivery", first, source=offer).id
    no = desk.state.append_user("no, after lunch please")
    desk.state.ledger.reject(rejected, by="user", source=no.ref)
    later = {"order_id": "SO-88", "date": "2026-04-14", "arrival_window": "13:00-14:00"}
    result = {"status": "rescheduled", "date": "2026-04-14", "arrival_window": "13:00-14:00"}
    desk.act("reschedule_delivery", later, result, error=False)
    assert bool(desk.findings(text, rule="authority")) is caught


@pytest.mark.parametrize(
    ("verb", "caught"),
    [("file", False), ("lodge", False), ("withdraw", True)],
)
def test_filing_a_claim_is_submitting_it(clock: ManualClock, verb: str, caught: bool) -> None:
    """'Agreed to file' of a yes to 'Shall I submit it?' is the user's agreement."""
    desk = Desk(
        clock,
        "Hi, this is Dale Ruskin, the dishwasher you fitted leaks again.",
        objective="Help the customer.",
    )
    offer = desk.state.append_assistant(
        "Here's what I'd send:\n- Appliance-warranty claim to Harlan Home for dishwasher DW-40\n"
        "- Leaking since the second week\n\nShall I submit it? (yes/no)"
    )
    action = desk.state.ledger.propose("submit_warranty_claim", {"unit": "DW-40"}, source=offer)
    yes = desk.state.append_user("yes")
    desk.state.ledger.approve(action.id, by="user", source=yes.ref)
    head = desk.state.append_assistant("Noted.").seq
    summary = {
        "objective": {"text": "Warranty for the dishwasher.", "refs": [desk.request.ref]},
        "decisions": [{"text": f"Dale agreed to {verb} a warranty claim.", "refs": [yes.ref]}],
    }
    errors = [
        finding
        for finding in validate(summary, desk.state, covers_through=head)
        if finding.rule == "attribution" and finding.severity == "error"
    ]
    assert bool(errors) is caught


@pytest.mark.parametrize(
    ("text", "errors", "warnings"),
    [
        # Turned down, and said by an uncited message: only its source is unsaid.
        ("Sent to the shop address, not Unit 7.", 0, 1),
        # Turned down, and nowhere in the session: an invented value.
        ("Sent to the shop address, not Unit 8.", 1, 0),
        # Stated, not turned down: still the item's own claim.
        ("Sent to Unit 7.", 1, 0),
        ("Sent to the shop; no parking at Unit 7.", 1, 0),  # "no": not an alternative
    ],
)
def test_a_value_turned_down_needs_no_cited_source(
    clock: ManualClock, text: str, errors: int, warnings: int
) -> None:
    """A value after "not" states nothing true: held anywhere in the session, it warns."""
    desk = Desk(clock, "Ship the valve kit.", objective="Help the customer.")
    desk.state.append_user("My old place was Unit 7, forget that one.")
    desk.lookup("find_shop", {"shop": "Brannock Pumps", "address": "4 Quay Road"})
    cited = [event.ref for event in desk.state.events() if event.kind.value == "tool_result"]
    found = desk.findings(text, rule="grounding", refs=cited, warnings=True)
    assert sum(f.severity == "error" for f in found) == errors
    assert sum(f.severity == "warning" for f in found) == warnings


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Kiln wanted from May 19 to May 23.", False),  # "the 19th to the 23rd", as typed
        ("Kiln wanted from May 19 to May 24.", True),
    ],
)
def test_the_days_of_a_range_are_dates(clock: ManualClock, text: str, caught: bool) -> None:
    """'From the 19th to the 23rd' says both ends of the range by their days of the month."""
    desk = Desk(clock, "can I have the kiln from the 19th to the 23rd")
    assert bool(desk.findings(text, rule="grounding", refs=[desk.request.ref])) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Retry the 3/9-3/12 stay at $96 once the record is in.", False),
        ("Retry the 3/9-3/13 stay at $96 once the record is in.", True),
    ],
)
def test_a_range_of_days_named_once_by_its_month_holds_its_last_day(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'March 9 to 12' holds March 12, which a summary writes '3/12'."""
    desk = Desk(clock, "can Tibbles stay a few more nights")
    said = desk.state.append_assistant("I'll try Tibbles's stay again, March 9 to 12, $96.00.")
    assert bool(desk.findings(text, rule="grounding", refs=[said.ref])) is caught


@pytest.mark.parametrize(("text", "caught"), [("Glaze ordered x12.", False), ("x14", True)])
def test_a_count_written_with_a_times_sign_is_a_number(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'x12' is a quantity of 12, as the call's result gives it."""
    desk = Desk(clock, "order the glaze please")
    desk.lookup("order_glaze", {"order": "GLZ-5521", "tubs": 12})
    result = [event.ref for event in desk.state.events()][-1:]
    assert bool(desk.findings(text, rule="grounding", refs=result)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Two quotes were requested by the customer.", False),  # the customer's own request
        ("Two quotes were requested by Ilse.", False),
        ("Ilse requested two quotes.", False),
        ("Two quotes were requested.", True),  # the actions' request: one of them failed
    ],
)
def test_a_request_told_of_the_user_is_theirs(clock: ManualClock, text: str, caught: bool) -> None:
    """'Requested by Ilse' tells what she asked for, not that both request actions ran."""
    desk = Desk(clock, "I'm Ilse Brandt. Can I get two quotes, one per van?")
    desk.act("request_quote", {"van": "VN-41"}, {"quote": "Q-5120", "status": "sent"})
    desk.act("request_quote", {"van": "VN-42"}, "Error: van not in service", error=True)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Refund asked for Rosa's cancelled booking.", False),  # a name's possessive
        ("Refund asked for the cancelled booking.", False),
        ("Rosa's booking was cancelled.", True),
        ("It's cancelled.", True),  # "it is", no possessive
    ],
)
def test_a_participle_after_a_names_possessive_describes(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Rosa's cancelled booking' names the booking, as 'the cancelled booking' does."""
    desk = Desk(clock, "I'm Rosa. Cancel my booking BK-2204 please.")
    desk.act("cancel_booking", {"booking": "BK-2204"}, None, approved=False)
    assert bool(desk.findings(text)) is caught
