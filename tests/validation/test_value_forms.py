"""Values as a faithful summary writes them beside its evidence, read as what they say.

A share the item computes from an amount it states, an old value the item subtracts from,
a record written over by another kind of record, a plural model number, noon, a code
between an identifier's hyphens, a thread's value taken from the session beside a word its
cited event says, and an id beside a word its record alone holds.
"""

from __future__ import annotations

import pytest

from agentstate import AgentState, MemoryBackend
from agentstate.testing import ManualClock
from agentstate.testing.records import write_fact
from agentstate.validation import validate
from agentstate.validation._literals import literals, text_atoms

from .desk import Desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Total $666.00: plan $740.00 less a 10% loyalty discount.", False),
        ("Total $666.00: plan $740.00 less a 10 percent loyalty discount.", False),
        ("Total $666.00: plan $740.00 less a 15% loyalty discount.", True),
        ("Total $666.00 after a 10% loyalty discount.", True),  # no amount it is a share of
    ],
)
def test_a_share_of_an_amount_the_item_states_is_grounded(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'$740.00 less a 10% discount' citing 'discount -$74.00': the share is the item's reading."""
    desk = Desk(clock, "Renew my service plan.", objective="Renew the plan.")
    desk.state.append_assistant("Plan $740.00, loyalty discount -$74.00, total $666.00.")
    assert bool(desk.findings(text, rule="grounding")) is caught


def _balance_paid(clock: ManualClock) -> tuple[AgentState, list[str], int]:
    state = AgentState.open(MemoryBackend(), session_id="fees-1", clock=clock)
    asked = state.append_user("What do I still owe on my course?")
    owed = state.append_assistant("$1,200.00 is open; paid by Friday, $60.00 comes off.")
    write_fact(state, "balance", value={"open": 1200.0}, source=owed.ref)
    paid = state.append_assistant("Paid: $1,140.00. Nothing is open any more.")
    write_fact(state, "balance", value={"open": 0.0}, source=paid.ref)
    head = state.append_assistant("Anything else?").seq
    return state, [asked.ref, owed.ref, paid.ref], head


@pytest.mark.parametrize(
    ("text", "stale"),
    [
        ("Balance paid: $1,140.00 ($1,200 less the $60.00 early discount).", False),
        ("Balance paid: $1,140.00 (the $1,200 balance with the early discount).", True),
        ("The balance of $1,200 is open.", True),
    ],
)
def test_an_old_value_the_item_subtracts_from_is_not_stated_as_current(
    clock: ManualClock, text: str, stale: bool
) -> None:
    """'$1,140.00 ($1,200 less $60.00)': the old balance is what the item computes from."""
    state, refs, head = _balance_paid(clock)
    summary = {
        "objective": {"text": "Settle the course fees.", "refs": refs[:1]},
        "decisions": [{"text": text, "refs": refs[1:]}],
    }
    findings = validate(summary, state, covers_through=head)
    found = [f for f in findings if "superseded value of balance" in f.message]
    assert bool(found) is stale


@pytest.mark.parametrize(("then", "stale"), [({"wants": "C1"}, False), ({"score": 74}, True)])
def test_a_record_written_over_by_another_kind_of_record_is_not_superseded(
    clock: ManualClock, then: dict[str, object], stale: bool
) -> None:
    """A field that held a test's score, then what the learner wants, did not replace the score.

    Its current value shares none of the earlier one's fields: the score said is no earlier
    value of the learner's wish. A later score does replace it.
    """
    state = AgentState.open(MemoryBackend(), session_id="test-1", clock=clock)
    result = state.append_assistant("Your level check scored 71 out of 120.")
    write_fact(state, "level", value={"score": 71, "out_of": 120}, source=result.ref)
    said = state.append_user("I want the C1 group anyway, not B2. Or rescore it please: 74?")
    write_fact(state, "level", value=then, source=said.ref)  # type: ignore[arg-type]
    head = state.append_assistant("Noted.").seq
    text = "Her level check scored 71 out of 120."
    summary = {
        "objective": {"text": "Place the learner.", "refs": [said.ref]},
        "decisions": [{"text": text, "refs": [result.ref]}],
    }
    findings = validate(summary, state, covers_through=head)
    assert any("superseded value of level" in f.message for f in findings) is stale


def test_numbers_as_people_write_them_in_names_and_times() -> None:
    """'the old Quillon 14s' are Quillon 14 laptops; '8 am to noon' holds the 12 of '8-12'."""
    [plural] = literals("the old Quillon 14s go back")
    assert plural.atom == "n:14"
    assert {"n:12", "t:12:00"} <= text_atoms("Tuesday, 8 am to noon.")
    assert "n:12" in text_atoms("Delivery at Noon.")
    assert "n:12" not in text_atoms("We will deliver soon, 9 am.")
    assert {"i:c1", "i:w3"} <= text_atoms("Group NLD-C1-W3, online")
    assert "i:44107" not in text_atoms("Schedule SCH-44107-02")  # digits alone are numbers


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Enrolled in the Dutch C1 group NLD-C1-W3.", False),
        ("Enrolled in the Dutch C2 group NLD-C1-W3.", True),
    ],
)
def test_a_code_between_an_ids_hyphens_is_grounded(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'the C1 group NLD-C1-W3' citing the result that holds NLD-C1-W3."""
    desk = Desk(clock, "Enrol me in Dutch please.", objective="Enrol the learner.")
    desk.act("enrol", {"group": "NLD-C1-W3"}, {"group_code": "NLD-C1-W3", "status": "enrolled"})
    assert bool(desk.findings(text, rule="grounding")) is caught


def _returns(clock: ManualClock) -> tuple[AgentState, str, str, int]:
    state = AgentState.open(MemoryBackend(), session_id="returns-1", clock=clock)
    first = state.append_user("We lease two Tavlor 27 monitors; door code 4410 for the bay.")
    state.append_assistant("Noted: two Tavlor 27 monitors on schedule S-1.")
    asked = state.append_user("Can you collect the two monitors? door code 4471 now, by the way.")
    head = state.append_assistant("Let me check the pickup slots.").seq
    return state, first.ref, asked.ref, head


@pytest.mark.parametrize(
    ("text", "blocks"),
    [
        ("Pickup of the two Tavlor 27 monitors: just asked, no slot yet.", False),
        ("Pickup of the two Tavlor 32 monitors: just asked, no slot yet.", True),  # said nowhere
        ("Pickup asked for; door code 4410.", True),  # the cited message says 4471
    ],
)
def test_a_thread_takes_a_value_from_the_session_beside_a_word_its_event_says(
    clock: ManualClock, text: str, blocks: bool
) -> None:
    """An open thread citing the question may name, from the session, what it asks about.

    "the two monitors" of the question are the "two Tavlor 27 monitors" said before: only where
    the value comes from is unsaid (a warning). The door code the question gives another value
    to is no such thing.
    """
    state, first, asked, head = _returns(clock)
    summary = {
        "objective": {"text": "Have the monitors picked up.", "refs": [first]},
        "open_threads": [{"text": text, "refs": [asked]}],
    }
    findings = validate(summary, state, covers_through=head)
    errors = [f for f in findings if f.rule == "grounding" and f.severity == "error"]
    assert bool(errors) is blocks


@pytest.mark.parametrize(
    ("text", "blocks"),
    [
        ("Leave PAY-5521 (holdback) on hold until the inspection.", False),
        ("Leave PAY-5520 (holdback) on hold until the inspection.", True),  # the deck's
        ("Leave PAY-5522 (holdback) on hold until the inspection.", True),  # no such id
        ("PAY-5521 $1,480.00 still held until the inspection.", False),  # its amount
        ("PAY-5520 $1,480.00 still held until the inspection.", True),
        ("PAY-5521 still held; $1,480.00 until the inspection.", True),  # not beside it
    ],
)
def test_an_id_beside_a_word_its_record_alone_holds_is_true(
    clock: ManualClock, text: str, blocks: bool
) -> None:
    """An id beside a word its record alone holds, which the cited message says, is true.

    'PAY-5521 (holdback)' citing 'the holdback waits': the cited message names the
    record, the session's lookup its id. Only where the id comes from is unsaid (a warning).
    So with the record's own amount right beside the id, which a cited message says.
    """
    desk = Desk(clock, "Where are my claim payments?", objective="Release a claim payment.")
    desk.lookup(
        "get_claim_payments",
        {
            "payments": [
                {"payment_id": "PAY-5520", "for": "deck repair", "amount": 3175.4},
                {"payment_id": "PAY-5521", "for": "retention holdback", "amount": 1480.0},
            ]
        },
    )
    said = desk.state.append_user(
        "just the deck money then. the holdback waits for the inspection."
    )
    told = desk.state.append_assistant("The $1,480.00 payment stays on hold until then.")
    refs = [said.ref, told.ref]
    found = desk.findings(text, rule="grounding", field="constraints", refs=refs)
    assert bool(found) is blocks
