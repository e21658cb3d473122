"""Forms people write, read as written.

Clipped years, "thru", the speaker's stance, "-ies" verbs, the present compared with a change,
a bound under a negation.
"""

from __future__ import annotations

import pytest

from agentstate import AgentState, MemoryBackend, ToolCall
from agentstate.json_values import JSONObject
from agentstate.testing import ManualClock
from agentstate.validation import Finding, validate


class Desk:
    """A session of one user message, a lookup, and (maybe) one consequential call."""

    def __init__(self, clock: ManualClock, user: str) -> None:
        self.state = AgentState.open(MemoryBackend(), session_id="desk-1", clock=clock)
        self.user = self.state.append_user(user)

    def lookup(self, name: str, result: JSONObject) -> None:
        call = self.state.append_assistant(None, tool_calls=[ToolCall(name, {})])
        self.state.append_tool_result(call, result)

    def act(self, kind: str, params: JSONObject, result: JSONObject | str, *, error: bool) -> None:
        offer = self.state.append_assistant(f"Shall I {kind.replace('_', ' ')}? (yes/no)")
        action = self.state.ledger.propose(kind, params, source=offer).id
        yes = self.state.append_user("Yes, go ahead.")
        self.state.ledger.approve(action, by="user", source=yes.ref)
        call = self.state.append_assistant(None, tool_calls=[ToolCall(kind, params)])
        self.state.ledger.execute(action, by="tool_runner", source=call.ref)
        self.state.append_tool_result(call, result, is_error=error)

    def errors(self, text: str, *, rule: str, field: str = "decisions") -> list[Finding]:
        head = self.state.append_assistant("Here is where things stand.").seq
        refs = [event.ref for event in self.state.events() if event.seq < head]
        summary = {
            "objective": {"text": "Help the customer.", "refs": [self.user.ref]},
            field: [{"text": text, "refs": refs}],
        }
        return [
            finding
            for finding in validate(summary, self.state, covers_through=head)
            if finding.rule == rule and finding.severity == "error"
        ]


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Dana's '15 Larkspur is in for brakes.", False),
        ("Dana's \u201915 Larkspur is in for brakes.", False),
        ("Dana's '16 Larkspur is in for brakes.", True),
    ],
)
def test_a_year_clipped_with_an_apostrophe_is_that_year(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """A year clipped to "'15" is the record's 2015; "'16" holds no value of it."""
    desk = Desk(clock, "My car is in for brakes, plate DKR 4410.")
    desk.lookup("find_vehicle", {"plate": "DKR-4410", "vehicle": "2015 Larkspur Sedan"})
    assert bool(desk.errors(text, rule="grounding")) is caught


def test_went_thru_is_went_through(clock: ManualClock) -> None:
    """'The wire went thru' claims the failed wire was carried out."""
    desk = Desk(clock, "Send the wire to my landlord.")
    desk.act("send_wire", {"amount": 1850.0}, "Error: past the cut-off", error=True)
    assert desk.errors("the wire went thru", rule="authority")


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("She picked Plus, which costs $45 a month, about $5 more than she pays now.", False),
        ("She is now on the Plus plan at $45 a month.", True),
    ],
)
def test_now_compared_with_a_change_claims_nothing(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'More than she pays now' is the present before a change that failed; 'now on' claims it."""
    desk = Desk(clock, "Move me to the Plus plan please.")
    desk.act("change_plan", {"plan": "Plus", "price": 45.0}, "Error: plan not offered", error=True)
    assert bool(desk.errors(text, rule="authority")) is caught


@pytest.mark.parametrize(
    ("told", "caught"),
    [
        ("she actually flies out on the 29th and wants to keep coming", False),
        ("she really flies out on the 29th and wants to keep coming", False),
        ("she actually sails away on the 29th and wants to keep coming", True),
    ],
)
def test_the_speakers_stance_and_an_ies_verb_say_what_the_user_said(
    clock: ManualClock, told: str, caught: bool
) -> None:
    """'Actually' is no word of hers; 'flies' is her 'fly'; sailing away she never spoke of."""
    desk = Desk(clock, "Hi, it's Nell Arden, I want to put my membership on hold.")
    offer = desk.state.append_assistant("Thanks, Nell. I can hold it from November 15.")
    said = desk.state.append_user(
        "oh wait, sorry, I fly out on the 29th. start it dec 1 please, I want to keep coming "
        "until I leave."
    )
    text = (
        "The first proposal, a hold starting November 15, was dropped after Nell explained "
        f"that {told} to the studio until then."
    )
    head = desk.state.append_assistant("Noted.").seq
    summary = {
        "objective": {"text": "Hold the membership.", "refs": [desk.user.ref]},
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
        ("The hold should probably not start before December 1.", False),
        ("Deliveries must not come before 9 am.", False),
        ("The hold should probably not start.", True),
    ],
)
def test_a_negated_verb_before_a_bound_refuses_the_bound(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Not start before December 1' of 'start it dec 1' keeps the start the user asked for."""
    desk = Desk(clock, "start the hold dec 1 please, and deliveries come at 9 am")
    assert bool(desk.errors(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("user", "caught"),
    [
        ("do the belt. just don't go over 900 all in without calling me first.", False),
        ("do the belt. don't go over 900 all in unless I say so on the phone.", False),
        ("do the belt. just don't go over 900 all in.", True),
    ],
)
def test_a_refusal_with_its_exception_is_a_condition(
    clock: ManualClock, user: str, caught: bool
) -> None:
    """'Don't go over 900 without calling me' is no refusal of going over: a call first."""
    desk = Desk(clock, user)
    text = "Call her before going over $900 all-in."
    assert bool(desk.errors(text, rule="attribution", field="constraints")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Her Pilates Core class on Friday, November 7 was left booked.", False),
        ("Her Pilates Core class on Friday, November 7 was booked.", True),
    ],
)
def test_a_state_left_as_it_was_is_no_act(clock: ManualClock, text: str, caught: bool) -> None:
    """'Was left booked' tells of the class no act touched, not of the cancelled one."""
    desk = Desk(clock, "cancel my wednesday yoga, keep friday")
    desk.lookup(
        "get_member_bookings",
        {
            "bookings": [
                {"booking_id": "BK-310", "name": "Yoga Flow", "date": "2025-11-05"},
                {"booking_id": "BK-322", "name": "Pilates Core", "date": "2025-11-07"},
            ]
        },
    )
    desk.act(
        "cancel_class_booking",
        {"booking_id": "BK-310"},
        {"status": "cancelled", "booking_id": "BK-310", "fee": 0.0},
        error=False,
    )
    assert bool(desk.errors(text, rule="authority")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Waitlist as a backup (agent's offer): declined, she doesn't want two sections.", False),
        ("Waitlist as a backup (agent's offer): declined, the new section.", True),
    ],
)
def test_a_clause_with_its_own_subject_is_out_of_a_status_words_reach(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Declined, she doesn't want two sections' does not say the section was declined."""
    desk = Desk(clock, "add me to the 10 am section please")
    desk.act("add_section", {"crn": "41233"}, {"status": "enrolled", "crn": "41233"}, error=False)
    assert bool(desk.errors(text, rule="authority", field="rejected")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Loaner LN-03 reserved from 10/20, no charge.", True),
        ("$94 sent from the app balance.", True),
        ("The loaner id changed from LN-02 to LN-03.", False),
    ],
)
def test_only_a_verb_of_change_tells_a_change_by_itself(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'Reserved from 10/20' is the act, told tersely; 'changed from' a value changing."""
    desk = Desk(clock, "I need a loaner from the 20th, and send $94 to Ana")
    offer = desk.state.append_assistant("Shall I reserve LN-03 and send $94? (yes/no)")
    for kind, params in (
        ("reserve_loaner", {"loaner": "LN-03", "from": "2025-10-20"}),
        ("send_money", {"amount": 94.0, "to": "Ana"}),
    ):
        desk.state.ledger.propose(kind, params, source=offer)
    assert bool(desk.errors(text, rule="authority")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The move was rescheduled to Sat 11/15, arrival 7:30-8:30 am.", True),
        ("The move was rescheduled to Sat 11/15, arrival 12:30-1:30 pm.", False),
    ],
)
def test_a_time_of_a_rejected_proposal_said_of_the_executed_one_is_caught(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """A window the user turned down, told of the rescheduling that was carried out."""
    desk = Desk(clock, "move it to the 15th")
    offer = desk.state.append_assistant("Saturday 11/15, 7:30-8:30 am arrival? (yes/no)")
    first = {"booking_id": "MV-3", "move_date": "2025-11-15", "arrival_window": "07:30-08:30"}
    rejected = desk.state.ledger.propose("reschedule_move", first, source=offer).id
    no = desk.state.append_user("no, afternoon please")
    desk.state.ledger.reject(rejected, by="user", source=no.ref)
    later = {"booking_id": "MV-3", "move_date": "2025-11-15", "arrival_window": "12:30-13:30"}
    result = {"status": "rescheduled", "move_date": "2025-11-15", "arrival_window": "12:30-13:30"}
    desk.act("reschedule_move", later, result, error=False)
    assert bool(desk.errors(text, rule="authority")) is caught


@pytest.mark.parametrize(
    ("verb", "caught"),
    [("file", False), ("lodge", False), ("withdraw", True)],
)
def test_filing_a_claim_is_submitting_it(clock: ManualClock, verb: str, caught: bool) -> None:
    """'Agreed to file' of a yes to 'Shall I submit it?' is the user's agreement."""
    desk = Desk(clock, "Hi, this is Dale Ruskin, the pump you put in failed.")
    offer = desk.state.append_assistant(
        "Here's the claim:\n- Parts-warranty claim to Harlan Parts for pump P-7\n"
        "- Failed at 12,400 miles\n\nShall I submit it? (yes/no)"
    )
    action = desk.state.ledger.propose("submit_warranty_claim", {"part": "P-7"}, source=offer)
    yes = desk.state.append_user("yes")
    desk.state.ledger.approve(action.id, by="user", source=yes.ref)
    head = desk.state.append_assistant("Noted.").seq
    summary = {
        "objective": {"text": "Warranty for the pump.", "refs": [desk.user.ref]},
        "decisions": [{"text": f"Dale agreed to {verb} a warranty claim.", "refs": [yes.ref]}],
    }
    errors = [
        finding
        for finding in validate(summary, desk.state, covers_through=head)
        if finding.rule == "attribution" and finding.severity == "error"
    ]
    assert bool(errors) is caught
