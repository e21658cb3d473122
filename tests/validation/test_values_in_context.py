"""Values read with the words around them, as a faithful summary and its evidence write them.

A time written with a point after a word that bounds it ("before 3.30"), the end of a time
range after a date-time ("2026-05-12 12:30-14:00"), a unit of the number before a second
number ("10 credits 45 dollars"), a count of a list's items by a key each holds ("2 desks"),
an earlier value of a field told as history ("she only had 3 left"), and an objective's
value of the state.
"""

from __future__ import annotations

import pytest

from agentstate import AgentState, MemoryBackend
from agentstate.testing import ManualClock
from agentstate.testing.records import write_fact
from agentstate.validation import validate
from agentstate.validation._literals import text_atoms

from .desk import Desk


def test_a_time_with_a_point_after_a_bound_is_a_time() -> None:
    """'before 3.30' holds 3:30; a price with a point holds no time."""
    assert "t:03:30" in text_atoms("they're in school so nothing before 3.30 on weekdays")
    assert "t:18:45" in text_atoms("pickup at 18.45 please")
    assert "t:03:30" not in text_atoms("a coffee is 3.30 now")
    assert "t:02:99" not in text_atoms("reduced by 2.99")


def test_a_ranges_end_after_a_date_and_time_is_a_time() -> None:
    """'2026-05-12 12:30-14:00' ends at 14:00: no offset from UTC is written so."""
    atoms = text_atoms("Room closed 2026-05-12 12:30-14:00 for an inspection")
    assert {"d:2026-05-12", "t:12:30", "t:14:00"} <= atoms


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The booking failed: the room is closed from 12:30 to 2 pm for an inspection.", False),
        ("The booking failed: the room is closed from 12:30 to 3 pm for an inspection.", True),
    ],
)
def test_a_failed_calls_closing_time_is_grounded(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """An error message's '12:30-14:00' holds the 2 pm a summary says."""
    desk = Desk(clock, "Book the Heron Room 1 to 4 pm.", objective="Book a room.")
    error = {"error": "slot_unavailable", "message": "closed 2026-05-12 12:30-14:00 (inspection)"}
    desk.act("book_room", {"room": "Heron Room"}, error, error=True)
    assert bool(desk.findings(text, rule="grounding")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("bought 10 credits 45 dollars, CR-7710", False),
        ("bought credits 45 for $10, CR-7710", True),
    ],
)
def test_a_word_after_a_number_is_its_unit_not_the_next_ones_label(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'10 credits 45 dollars': 'credits' is the 10's; 'credits 45' labels the 45."""
    desk = Desk(clock, "Top up my room credits.", objective="Buy room credits.")
    desk.act("buy_credits", {"credits": 10}, {"topup_id": "CR-7710", "credits": 10, "amount": 45.0})
    assert bool(desk.findings(text, rule="grounding")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("2 fixed desks done: D-114 for Mara, D-115 for Ivo.", False),
        ("4 fixed desks done: D-114 for Mara, D-115 for Ivo.", True),
    ],
)
def test_a_count_of_a_lists_items_by_a_key_each_holds(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'2 desks' counts a list of memberships, each with its desk."""
    desk = Desk(clock, "Fixed desks for Mara and Ivo.", objective="Add fixed desks.")
    members = [{"member": "Mara", "desk": "D-114"}, {"member": "Ivo", "desk": "D-115"}]
    _, result = desk.act("add_fixed_desks", {"members": ["Mara", "Ivo"]}, {"memberships": members})
    assert result is not None
    assert bool(desk.findings(text, rule="grounding", refs=[result.ref])) is caught


def _credits(clock: ManualClock) -> tuple[AgentState, list[str], int]:
    """A balance of 3 credits, then 13 after a top-up whose refresh date is 2026-06-01."""
    state = AgentState.open(MemoryBackend(), session_id="credits-1", clock=clock)
    asked = state.append_user("I need a room tomorrow, do I have credits?")
    looked = state.append_assistant("You have 3 credits left; your 8 refresh on June 1.")
    value = {"balance": 3, "allowance": 8, "refresh": "2026-06-01"}
    write_fact(state, "room_credits", value=value, source=looked.ref)
    bought = state.append_assistant("Done: 10 credits for $45.00, CR-7710. Balance 13.")
    write_fact(state, "room_credits", value={"balance": 13}, source=bought.ref)
    head = state.append_assistant("Anything else?").seq
    return state, [asked.ref, bought.ref], head


@pytest.mark.parametrize(
    ("text", "blocks"),
    [
        ("She bought 10 room credits (CR-7710) because she only had 3 credits left.", False),
        ("She bought 10 room credits (CR-7710) because she only had 4 credits left.", True),
        ("She bought 10 room credits (CR-7710); she has 3 credits.", True),
    ],
)
def test_an_earlier_value_told_as_history_only_lacks_its_source(
    clock: ManualClock, text: str, blocks: bool
) -> None:
    """'She only had 3 left', of the balance the top-up replaced: true of its time.

    The 4 is no value of the field's (only a digit of its refresh date), and 'has 3' says
    the old balance is the current one.
    """
    state, refs, head = _credits(clock)
    summary = {
        "objective": {"text": "Get a room.", "refs": refs[:1]},
        "decisions": [{"text": text, "refs": refs[1:]}],
    }
    findings = validate(summary, state, covers_through=head)
    assert any(f.rule == "grounding" and f.severity == "error" for f in findings) is blocks


@pytest.mark.parametrize(("field", "blocks"), [("objective", False), ("decisions", True)])
def test_an_objective_may_give_a_value_of_the_state_it_gathers(
    clock: ManualClock, field: str, blocks: bool
) -> None:
    """'window room thu may 14' in the objective: the request's date the scratchpad holds.

    Its source is unsaid (a warning); a decision stating it must cite where it comes from.
    """
    state = AgentState.open(MemoryBackend(), session_id="rooms-1", clock=clock)
    asked = state.append_user("need a window room tomorrow afternoon for a workshop")
    told = state.append_assistant("That is Thursday, May 14, 2026. Let me look.")
    write_fact(state, "room_request", value={"date": "2026-05-14", "window": True}, source=told)
    head = state.append_assistant("The Heron Room has a window.").seq
    text = "Mara Lind - window meeting room thu may 14 for a workshop"
    summary = {
        "objective": {"text": "Book a room.", "refs": [asked.ref]},
        field: {"text": text, "refs": [asked.ref]},
    }
    if field == "decisions":
        summary[field] = [summary[field]]
    findings = validate(summary, state, covers_through=head)
    errors = [f for f in findings if f.rule == "grounding" and f.severity == "error"]
    assert bool(errors) is blocks


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Passes issued; he still has one free guest day left for May.", True),
        ("Passes issued; he has no free guest day left for May.", False),
        ("Passes issued; 0 guest days left.", False),
        ("Two passes issued for his two guests.", False),  # no key of two words names it
        ("One free guest pass is left, and the day is May 1.", False),  # words apart
    ],
)
def test_a_count_said_with_a_keys_words_is_that_keys_count(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'one free guest day left' citing ``"guest_days_left": 0``: the date's 1 grounds no count."""
    desk = Desk(clock, "Day passes for my two guests, please.", objective="Issue day passes.")
    result = {
        "passes": [{"guest": "Ilse Varga"}, {"guest": "Tomas Vey"}],
        "date": "2026-05-01",
        "guest_days_left": 0,
    }
    _, told = desk.act("issue_day_passes", {"guests": 2}, result)
    assert told is not None
    assert bool(desk.findings(text, rule="grounding", refs=[told.ref])) is caught
