"""Values read with the words around them, as a faithful summary and its evidence write them.

A time written with a point after a word that bounds it ("before 4.15"), the end of a time
range after a date-time ("2026-06-02 10:15-11:45"), a unit of the number before a second
number ("12 tokens 30 dollars"), a count of a list's items by a key each holds ("2
lockers"), an earlier value of a field told as history ("he only had 2 left"), an
objective's value of the state, and a count said with a result's key ("one spare loaner day
left").
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
    """'before 4.15' holds 4:15; a price with a point holds no time."""
    assert "t:04:15" in text_atoms("the crane is out till then so nothing before 4.15 please")
    assert "t:18:45" in text_atoms("pickup at 18.45 please")
    assert "t:03:30" not in text_atoms("a coffee is 3.30 now")
    assert "t:02:99" not in text_atoms("reduced by 2.99")


def test_a_ranges_end_after_a_date_and_time_is_a_time() -> None:
    """'2026-06-02 10:15-11:45' ends at 11:45: no offset from UTC is written so."""
    atoms = text_atoms("Hall closed 2026-06-02 10:15-11:45 for a rehearsal")
    assert {"d:2026-06-02", "t:10:15", "t:11:45"} <= atoms


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The booking failed: the hall is closed from 10:15 to 11:45 am for a rehearsal.", False),
        ("The booking failed: the hall is closed from 10:15 to 12:45 pm for a rehearsal.", True),
    ],
)
def test_a_failed_calls_closing_time_is_grounded(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """An error message's '10:15-11:45' holds the 11:45 am a summary says."""
    desk = Desk(clock, "Book Sedley Hall 10 to noon.", objective="Book a hall.")
    error = {"error": "slot_unavailable", "message": "closed 2026-06-02 10:15-11:45 (rehearsal)"}
    desk.act("book_hall", {"hall": "Sedley Hall"}, error, error=True)
    assert bool(desk.findings(text, rule="grounding")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("bought 12 tokens 30 dollars, TK-7710", False),
        ("bought tokens 30 for $12, TK-7710", True),
    ],
)
def test_a_word_after_a_number_is_its_unit_not_the_next_ones_label(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'12 tokens 30 dollars': 'tokens' is the 12's; 'tokens 30' labels the 30."""
    desk = Desk(clock, "Top up my laundry tokens.", objective="Buy laundry tokens.")
    desk.act("buy_tokens", {"tokens": 12}, {"topup_id": "TK-7710", "tokens": 12, "amount": 30.0})
    assert bool(desk.findings(text, rule="grounding")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("2 lockers done: L-114 for Mara, L-115 for Ivo.", False),
        ("4 lockers done: L-114 for Mara, L-115 for Ivo.", True),
    ],
)
def test_a_count_of_a_lists_items_by_a_key_each_holds(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'2 lockers' counts a list of rentals, each with its locker."""
    desk = Desk(clock, "Lockers for Mara and Ivo.", objective="Rent lockers.")
    rentals = [{"member": "Mara", "locker": "L-114"}, {"member": "Ivo", "locker": "L-115"}]
    _, result = desk.act("rent_lockers", {"members": ["Mara", "Ivo"]}, {"rentals": rentals})
    assert result is not None
    assert bool(desk.findings(text, rule="grounding", refs=[result.ref])) is caught


def _tickets(clock: ManualClock) -> tuple[AgentState, list[str], int]:
    """A balance of 2 tickets, then 12 after a roll bought; the renewal date is 2026-06-01."""
    state = AgentState.open(MemoryBackend(), session_id="tickets-1", clock=clock)
    asked = state.append_user("I ride tomorrow, do I have tickets?")
    looked = state.append_assistant("You have 2 tickets left; your 8 renew on June 1.")
    value = {"balance": 2, "allowance": 8, "renew": "2026-06-01"}
    write_fact(state, "ride_tickets", value=value, source=looked.ref)
    bought = state.append_assistant("Done: a roll of 10 tickets for $25.00, TR-7710. Balance 12.")
    write_fact(state, "ride_tickets", value={"balance": 12}, source=bought.ref)
    head = state.append_assistant("Anything else?").seq
    return state, [asked.ref, bought.ref], head


@pytest.mark.parametrize(
    ("text", "blocks"),
    [
        ("He bought 10 ride tickets (TR-7710) because he only had 2 tickets left.", False),
        ("He bought 10 ride tickets (TR-7710) because he only had 6 tickets left.", True),
        ("He bought 10 ride tickets (TR-7710); he has 2 tickets.", True),
    ],
)
def test_an_earlier_value_told_as_history_only_lacks_its_source(
    clock: ManualClock, text: str, blocks: bool
) -> None:
    """'He only had 2 left', of the balance the roll replaced: true of its time.

    The 6 is no value of the field's (only a digit of its renewal date), and 'has 2' says
    the old balance is the current one.
    """
    state, refs, head = _tickets(clock)
    summary = {
        "objective": {"text": "Ride tomorrow.", "refs": refs[:1]},
        "decisions": [{"text": text, "refs": refs[1:]}],
    }
    findings = validate(summary, state, covers_through=head)
    assert any(f.rule == "grounding" and f.severity == "error" for f in findings) is blocks


@pytest.mark.parametrize(("field", "blocks"), [("objective", False), ("decisions", True)])
def test_an_objective_may_give_a_value_of_the_state_it_gathers(
    clock: ManualClock, field: str, blocks: bool
) -> None:
    """'big kiln thu may 14' in the objective: the request's date the scratchpad holds.

    Its source is unsaid (a warning); a decision stating it must cite where it comes from.
    """
    state = AgentState.open(MemoryBackend(), session_id="kilns-1", clock=clock)
    asked = state.append_user("need the big kiln tomorrow afternoon for a glaze class")
    told = state.append_assistant("That is Thursday, May 14, 2026. Let me look.")
    write_fact(state, "kiln_request", value={"date": "2026-05-14", "kiln": "big"}, source=told)
    head = state.append_assistant("The big kiln is free then.").seq
    text = "Mara Lind - big kiln thu may 14 for a glaze class"
    summary = {
        "objective": {"text": "Book a kiln.", "refs": [asked.ref]},
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
        ("Loaners issued; she still has one spare loaner day left for May.", True),
        ("Loaners issued; she has no spare loaner day left for May.", False),
        ("Loaners issued; 0 loaner days left.", False),
        ("Two loaners issued for her two riders.", False),  # no key of two words names it
        ("One spare loaner bike is left, and the day is May 1.", False),  # words apart
    ],
)
def test_a_count_said_with_a_keys_words_is_that_keys_count(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'one spare loaner day left' citing ``"loaner_days_left": 0``: the date's 1 is no count."""
    desk = Desk(clock, "Loaner bikes for my two riders.", objective="Issue loaner bikes.")
    result = {
        "loaners": [{"rider": "Ilse Drummore"}, {"rider": "Tomas Vey"}],
        "date": "2026-05-01",
        "loaner_days_left": 0,
    }
    _, told = desk.act("issue_loaners", {"riders": 2}, result)
    assert told is not None
    assert bool(desk.findings(text, rule="grounding", refs=[told.ref])) is caught
