"""What a claim is about: a verb that only may say an act, a request's act, a lookup's record.

"The due date moved to 9/22" when a transfer failed and a due date was extended; "her
request to waive the delivery fee was refused" beside a booking that holds the fee;
"KT-3310 booked, kept on hold till the deposit clears" beside a deposit's charge; "offered
a pickup, but it was not booked" of a pickup booked after all; "her dose appears to have
been increased through request DOS-5310" of a request still in review; "(proof PF-0208
approved)" of a proof a lookup shows approved, beside a run's cancellation; "Only Ria's stay
extended, not Joss's" among the constraints, a restriction of what is to be done.
"""

from __future__ import annotations

import pytest

from agentstate.testing import ManualClock

from .desk import Desk


def _due_date(clock: ManualClock) -> Desk:
    """A transfer's application failed; the invoice's due date was extended instead."""
    desk = Desk(clock, "I sent the transfer for INV-7716 yesterday.", objective="Settle it.")
    transfer = {"invoice_id": "INV-7716", "amount": 812.4, "reference": "PELL 7716"}
    desk.act("apply_bank_transfer", transfer, {"error": "no matching transfer"}, error=True)
    extend = {"invoice_id": "INV-7716", "new_due": "2026-09-22"}
    desk.act("extend_balance_due", extend, {"due": "2026-09-22", "previous_due": "2026-09-18"})
    return desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("INV-7716 due date moved 9/18 -> 9/22 after her yes.", False),
        ("due date moved sep 18 -> sep 22, done", False),
        ("The $812.40 for INV-7716 was moved across.", True),
    ],
)
def test_a_verb_that_only_may_say_an_act_is_about_what_its_objects_name(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """Money "moved" was transferred; a due date "moved" was extended, whatever else failed."""
    assert bool(_due_date(clock).findings(text)) is caught


def _visits(clock: ManualClock) -> Desk:
    """Of two visits, VS-4410 was rescheduled; VS-4425 was left as it was."""
    desk = Desk(clock, "Move the window cleaning, please.", objective="Move a visit.")
    visits = [
        {"visit_id": "VS-4410", "work": "windows", "date": "2026-05-12"},
        {"visit_id": "VS-4425", "work": "gutters", "date": "2026-05-12"},
    ]
    desk.lookup("list_visits", {"visits": visits})
    desk.act("reschedule_visit", {"visit_id": "VS-4410", "new_date": "2026-05-13"}, {"ok": True})
    return desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("VS-4425 was moved to May 13.", True),
        ("VS-4410 was moved to May 13.", False),
    ],
)
def test_a_visit_moved_is_rescheduled(clock: ManualClock, text: str, caught: bool) -> None:
    """'Moved' may say a reschedule: of the other visit, it claims what was not done."""
    assert bool(_visits(clock).findings(text)) is caught


def _booking_and_deposit(clock: ManualClock) -> Desk:
    """A job booked (its id in the result) and its deposit charged."""
    desk = Desk(clock, "Book the piano tuning for Friday.", objective="Book the job.")
    job = {"property_id": "PR-2280", "date": "2026-06-12", "total": 410.0}
    desk.act("book_job", job, {"job_id": "KT-3310", "status": "held"})
    desk.act("charge_deposit", {"amount": 102.5, "card": "Visa ****5521"}, {"charged": 102.5})
    return desk


def test_a_kind_named_in_a_later_clause_is_not_what_an_act_of_another_kind_is_about(
    clock: ManualClock,
) -> None:
    """'KT-3310 booked ..., kept on hold till the deposit clears': the booking, not the deposit."""
    desk = _booking_and_deposit(clock)
    assert not desk.findings("KT-3310 booked for Fri 6/12, kept on hold till the deposit clears.")


def _waiver(clock: ManualClock) -> Desk:
    """A skip hired with its $38 delivery fee; the user's ask to waive the fee refused."""
    desk = Desk(clock, "I need a skip for the weekend.", objective="Hire a skip.")
    skip = {"site": "PR-3391", "date": "2026-04-09", "delivery_fee": 38.0}
    desk.act("book_skip_hire", skip, {"hire_id": "SK-8120"})
    desk.state.append_user("any chance you can skip the 38 delivery fee?")
    desk.state.append_assistant("That fee can't be waived for a weekend hire.")
    desk.act("set_monthly_limit", {"card": "Visa ****5521", "limit": 120.0}, {"ok": True})
    return desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Her request to waive the $38.00 delivery fee was refused.", False),
        ("The suggestion of waiving the $38.00 delivery fee was turned down.", False),
        ("Her request to book the skip with its $38.00 delivery was refused.", True),
        ("The request to lower the monthly limit to $120.00 was refused.", True),
    ],
)
def test_a_refused_request_of_an_act_no_action_does_is_about_no_action(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """What a request or suggestion asks is its infinitive's act, or its gerund's."""
    assert bool(_waiver(clock).findings(text)) is caught


def _pickup(clock: ManualClock) -> Desk:
    """A courier pickup offered by the agent, then booked."""
    desk = Desk(clock, "Can someone collect the drum kit Thursday?", objective="Book a pickup.")
    desk.act("book_pickup", {"item": "drum kit", "date": "2026-03-19"}, {"pickup_id": "PU-5531"})
    return desk


@pytest.mark.parametrize(
    "text",
    [
        "The agent offered a pickup for Thursday, March 19, but it was not booked.",
        "A pickup for the drum kit was proposed, but it was not booked.",
    ],
)
def test_it_points_to_what_was_put_forward_when_denied(clock: ManualClock, text: str) -> None:
    """'offered a pickup, but it was not booked': "it" is the pickup offered."""
    assert _pickup(clock).findings(text)


def _dose_review(clock: ManualClock) -> Desk:
    """A request to change a dose, submitted: the result says it waits on a vet's review."""
    desk = Desk(clock, "Can her dose go up to twice a day?", objective="Change a dose.")
    params = {"patient": "Saffi", "drug": "meloxicam", "new_dose": "twice daily"}
    desk.act(
        "request_dosage_change",
        params,
        {"request_id": "DOS-5310", "status": "pending_vet_review", "reviewer": "Dr. Pellisant"},
    )
    return desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Saffi's meloxicam appears to have been increased through request DOS-5310.", True),
        ("Saffi's meloxicam will be increased if Dr. Pellisant approves DOS-5310.", False),
        ("DOS-5310 was submitted to Dr. Pellisant; the dose is not increased yet.", False),
    ],
)
def test_an_outcome_no_action_does_told_of_a_request_in_review(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'increased through request DOS-5310': no action increases, and the request waits."""
    assert bool(_dose_review(clock).findings(text)) is caught


def _credit_review(clock: ManualClock) -> Desk:
    """An outage claim submitted for review."""
    desk = Desk(clock, "I want something back for the outage.", objective="Get a credit.")
    params = {"account": "AC-7716", "amount": 80.0}
    desk.act("submit_outage_claim", params, {"claim_id": "RB-6620", "status": "under_review"})
    return desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("RB-6620 for $80 was credited when it was submitted, so she can now pay less.", True),
        ("RB-6620 for $80 would be credited once approved.", False),
    ],
)
def test_a_condition_in_the_past_or_a_later_modal_tells_no_wait(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'credited when it was submitted' tells when, and 'can now pay' is another clause's."""
    assert bool(_credit_review(clock).findings(text)) is caught


def test_an_outcome_after_or_is_what_follows_if_a_term_is_not_met(clock: ManualClock) -> None:
    """'cert due 5/11 or credit reversed' tells what follows if the cert does not come."""
    desk = _credit_review(clock)
    assert not desk.findings("RB-6620: outage log due 5/11 or $80 reversed.")


def _two_runs(clock: ManualClock) -> Desk:
    """Two runs of the same menus, both in a lookup with their proofs; the second cancelled."""
    desk = Desk(clock, "We ordered the menus twice, cancel the second.", objective="Cancel one.")
    runs = [
        {"run_id": "RN-4471", "proof": {"proof_id": "PF-0208", "status": "approved"}},
        {"run_id": "RN-4476", "proof": {"proof_id": "PF-0213", "status": "not approved"}},
    ]
    desk.lookup("get_runs", {"runs": runs})
    desk.act("cancel_run", {"run_id": "RN-4476"}, {"cancellation_id": "CX-318"})
    return desk


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        (
            "The menu run RN-4471 (ordered Tue 3/9, proof PF-0208 approved) still prints Friday.",
            False,
        ),
        (
            "The menu run RN-4471 (ordered Tue 3/9, proof PF-0208 cancelled) still prints Friday.",
            True,
        ),
        (
            "The menu run RN-4471 (ordered Tue 3/9, proof PF-0213 approved) still prints Friday.",
            True,
        ),
    ],
)
def test_a_status_a_lookup_shows_of_another_record_is_that_records(
    clock: ManualClock, text: str, caught: bool
) -> None:
    """'(proof PF-0208 approved)': the lookup's status of the proof, not the cancellation's."""
    assert bool(_two_runs(clock).findings(text)) is caught


def _extension(clock: ManualClock) -> Desk:
    """Of two guests' stays, one extension approved by the user, not yet made."""
    desk = Desk(clock, "Can Ria stay one more night? Not Joss.", objective="Extend a stay.")
    desk.act("extend_stay", {"guest": "Ria", "nights": 1}, None)
    return desk


@pytest.mark.parametrize(
    ("text", "field", "caught"),
    [
        ("Only Ria's stay extended, not Joss's", "constraints", False),
        ("Only Ria's stay was extended, not Joss's", "constraints", True),
        ("Only Ria's stay extended, not Joss's", "decisions", True),
        ("Ria's stay extended by one night", "constraints", True),
    ],
)
def test_a_restriction_with_no_tense_says_what_is_to_be_done(
    clock: ManualClock, text: str, field: str, caught: bool
) -> None:
    """'Only Ria's stay extended, not Joss's' among the constraints restricts the act."""
    assert bool(_extension(clock).findings(text, field=field)) is caught
