"""What a status word's clause is about: its own subject, its object, and what it only times.

A person's decision is about its object ("Ostler declined the exchange"); a value written in
figures before a participle is what the participle says was done ("..., $412.50 paid from
the deposit"), not what the clause before the comma names; a phrase of when ("at collection")
names no action; and a looked-up record that names the clause's id and says its verb was
done tells that record's history, not the ledger's action on it.
"""

from __future__ import annotations

import pytest

from agentstate.testing import ManualClock

from .desk import Desk


@pytest.fixture
def desk(clock: ManualClock) -> Desk:
    return Desk(clock)


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Ostler declined the exchange.", True),
        ("The customer declined the exchange.", True),
        ("Ostler firmly declined the exchange.", True),
        ("Ostler accepted the exchange.", False),
        ("Ostler declined the extended warranty.", False),
    ],
)
def test_a_persons_decision_is_about_its_object(desk: Desk, text: str, caught: bool) -> None:
    """'Ostler declined the exchange' of an exchange that was carried out is false."""
    desk.act("exchange_items", {"order_id": "W-5510"}, {"status": "exchanged"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "paid", "caught"),
    [
        ("Entry ENT-3301 filed, $412.50 paid from deposit DEP-7781.", True, False),
        ("Entry ENT-3301 filed, $412.50 paid from deposit DEP-7781, receipt DP-118.", True, False),
        ("Entry ENT-3301 filed, $412.50 paid from deposit DEP-7781.", False, True),
    ],
)
def test_a_value_before_a_participle_is_what_was_done(
    desk: Desk, text: str, paid: bool, caught: bool
) -> None:
    """'..., $412.50 paid from deposit DEP-7781': the payment, not the entry before the comma."""
    desk.act("file_entry", {"shipment_id": "SH-20417"}, {"entry_number": "ENT-3301"})
    desk.act(
        "pay_duty",
        {"shipment_id": "SH-20417", "amount": 412.5, "method": "deposit DEP-7781"},
        {"payment_id": "DP-118", "status": "paid"} if paid else None,
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The $30 gate fee is paid by the courier at collection.", False),
        ("The fee was added upon collection.", False),
        ("The collection was scheduled for Monday.", True),
    ],
)
def test_a_phrase_of_when_names_no_action(desk: Desk, text: str, caught: bool) -> None:
    """'paid at collection' times the payment; the collection, approved and not made, is not it."""
    desk.act("schedule_collection", {"date": "2026-04-16", "window": "08:00-12:00"}, None)
    assert bool(desk.findings(text, field="next_steps")) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Entry ENT-3301 was filed on April 2 at $9,300.00.", False),
        ("The correction on ENT-3301 was filed.", True),
        ("The post-entry correction for ENT-3301 was filed.", True),
    ],
)
def test_a_looked_up_record_tells_its_own_history(desk: Desk, text: str, caught: bool) -> None:
    """A lookup lists ENT-3301 as filed on April 2: 'Entry ENT-3301 was filed' is its history.

    The correction on it, approved and not yet filed, is named by its own noun.
    """
    desk.lookup(
        "get_entries",
        {"entries": [{"entry_number": "ENT-3301", "filed": "2026-04-02", "value": 9300.0}]},
    )
    desk.act("file_post_entry_correction", {"entry_number": "ENT-3301"}, None)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Retainer $900 already paid 3/4.", False),  # the record a lookup says was paid
        ("The $900.00 retainer was paid on March 4.", False),
        ("Trial-prep stage $2,400 already paid.", True),  # the stage whose payment failed
    ],
)
def test_a_record_with_a_key_of_the_verbs_past_tells_its_history(
    desk: Desk, text: str, caught: bool
) -> None:
    """A lookup lists the retainer with its "paid_on": 'Retainer $900 already paid' is history.

    The subject is read past the values and adverbs before the verb; the stage whose payment
    failed is named by its own words.
    """
    desk.lookup(
        "get_fee_schedule",
        {
            "stages": [
                {"stage": "retainer", "amount": 900.0, "paid_on": "2026-03-04"},
                {"stage": "trial_prep", "amount": 2400.0, "due": "2026-05-01"},
            ]
        },
    )
    desk.act(
        "pay_stage",
        {"stage": "trial_prep", "amount": 2400.0},
        {"error": "card_declined"},
        error=True,
    )
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        (
            "The fitting, FT-2207, was cancelled by Dr. Harwick on May 6, so the $300 deposit "
            "(DEP-3310) is refundable.",
            False,
        ),
        ("The $300 deposit refund was cancelled.", True),  # the refund, carried out
    ],
)
def test_a_record_whose_status_opens_with_the_verb_tells_its_history(
    desk: Desk, text: str, caught: bool
) -> None:
    """A lookup shows FT-2207 "cancelled by Dr. Harwick": its id in an apposition names it.

    Two refunds of its deposit, one proposed and one carried out, hold the amount the
    sentence names: the record, not a refund, is what the clause tells.
    """
    desk.lookup(
        "get_fitting",
        {"fitting": {"fitting_id": "FT-2207", "status": "cancelled by Dr. Harwick on 2026-05-06"}},
    )
    deposit = {"deposit_id": "DEP-3310", "amount": 300.0}
    desk.act("refund_deposit", {**deposit, "method": "credit"}, None, approved=False)
    desk.act("refund_deposit", {**deposit, "method": "card"}, {"status": "refunded"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Upgraded to the garden suite 6/12-6/14, UP-5120.", False),  # the stay's dates
        ("Late checkout upgraded to 2 pm on 6/14.", True),  # the checkout, still pending
    ],
)
def test_dates_bind_no_claim_to_an_action_that_takes_none(
    desk: Desk, text: str, caught: bool
) -> None:
    """A late checkout on 6/14 holds a date, the upgrade none: a date cannot tell them apart."""
    desk.act(
        "upgrade_room",
        {"booking": "BK-7781", "room_type": "Garden Suite"},
        {"upgrade_id": "UP-5120", "status": "upgraded"},
    )
    desk.act("request_late_checkout", {"booking": "BK-7781", "date": "2026-06-14"}, None)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Both atlases (BK-1101 and BK-1102) were extended to June 2.", True),
        ("The blue atlas (BK-1101) was extended to June 2.", False),
        ("BK-1101 and BK-1102 were both looked up.", False),
    ],
)
def test_each_id_a_clause_names_claims_its_own_action(desk: Desk, text: str, caught: bool) -> None:
    """'Both (BK-1101 and BK-1102) were extended': BK-1102's extension was turned down."""
    grey, _ = desk.act(
        "extend_loan", {"barcode": "BK-1102", "due": "2026-06-02"}, None, approved=False
    )
    desk.state.ledger.reject(grey, by="user", source=desk.state.append_user("not the grey one").ref)
    desk.act("extend_loan", {"barcode": "BK-1101", "due": "2026-06-02"}, {"status": "extended"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The fitting was booked for May 22 (SL-0522) after her yes.", True),  # failed
        ("The fitting was booked for May 25 (SL-0525) after her yes.", False),
        ("The fitting was booked once before (BK-0967).", False),  # an id no action knows
    ],
)
def test_an_id_in_a_parenthesis_after_the_clause_names_its_object(
    desk: Desk, text: str, caught: bool
) -> None:
    """'booked for May 22 (SL-0522)' names the slot whose booking failed."""
    desk.act("book_fitting", {"slot_id": "SL-0522"}, {"error": "slot_taken"}, error=True)
    desk.act("book_fitting", {"slot_id": "SL-0525"}, {"status": "booked"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Tellford was not added as a contact.", True),  # he was
        ("Brisbey was not added as a contact.", False),  # no action names him
        ("Tellford was added as a contact.", False),
    ],
)
def test_a_denial_whose_subject_is_a_name_the_action_holds(
    desk: Desk, text: str, caught: bool
) -> None:
    """'Tellford was not added' of the contact added as Tellford: a name names its object."""
    desk.act("add_contact", {"name": "Tellford Ames", "level": "scheduling"}, {"status": "added"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The $4.50 fine for Shoals of the Harwick Coast (F-3307) could not be waived.", True),
        ("The $20.00 fine for Marrowby Quarterly (F-3308) could not be waived.", False),
    ],
)
def test_a_denial_whose_subject_has_a_title_is_of_the_noun_before_it(
    desk: Desk, text: str, caught: bool
) -> None:
    """'The fine for Shoals of the Harwick Coast (F-3307) could not be waived' denies a fine."""
    desk.act("waive_fine", {"fine_id": "F-3307", "amount": 4.5}, {"status": "waived"})
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        (
            "Balance $2,400 open (paid 600 at booking), due 5/1.",
            False,
        ),  # the payment at booking, looked up
        ("Balance $2,400 open (paid 2400), due 5/1.", True),  # the balance, whose payment failed
        ("Balance $2,400 open (paid 650 deposit), due 5/1.", True),  # no record of 650 paid
    ],
)
def test_a_value_a_record_lists_under_the_verb_names_that_record(
    desk: Desk, text: str, caught: bool
) -> None:
    """'(paid 600 at booking)': a lookup lists a payment of 600 under "paid"; the balance is open.

    The payment of the balance failed, so a claim that it was paid is false; the amount the
    clause names is the deposit's, a record of the lookup, and no param of the action.
    """
    desk.lookup(
        "get_account",
        {
            "balance": 2400.0,
            "paid": [{"payment_id": "PAY-3301", "amount": 600.0, "date": "2026-03-02"}],
        },
    )
    desk.act("pay_balance", {"amount": 2400.0}, {"error": "card_declined"}, error=True)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("He okayed the 2400 charge -> card declined, nothing taken.", False),
        ("He okayed the 2400 charge \u2192 card declined.", False),
        ("He declined the 2400 charge.", True),  # his no: the call was made
    ],
)
def test_what_an_arrow_leads_to_has_a_doer_of_its_own(desk: Desk, text: str, caught: bool) -> None:
    """'okayed -> card declined': the card was declined by what the call reached, not by him.

    The call was made and failed: he did not decline it.
    """
    desk.act("pay_balance", {"amount": 2400.0}, {"error": "card declined"}, error=True)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("executed", "text", "caught"),
    [
        (True, "The upgrade was placed: 5 units at $48.10.", False),
        (True, "The upgrade was placed: 5 units at $55.30.", True),  # another unit rate
        (False, "The upgrade was placed after his yes.", True),  # approved, not carried out
        (False, "He placed the call on hold.", False),  # a weak word: said of no action
    ],
)
def test_placed_says_a_request_was_carried_out(
    clock: ManualClock, executed: bool, text: str, caught: bool
) -> None:
    """'The upgrade was placed' says the request went in, as 'booked' says a booking did.

    The upgrade at $55.30 a unit was turned down first; the one at $48.10 was approved.
    """
    desk = Desk(clock)
    first, _ = desk.act("request_upgrade", {"units": 5, "unit_rate": 55.3}, None, approved=False)
    no = desk.state.append_user("No, that's over budget; the cheaper one.")
    desk.state.ledger.reject(first, by="user", source=no.ref)
    params = {"units": 5, "unit_rate": 48.1}
    desk.act("request_upgrade", params, {"upgrade_id": "UP-6110"} if executed else None)
    assert bool(desk.findings(text)) is caught


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("The permit is issued only after the deposit and fees are paid in full.", False),
        ("The permit is issued only after the deposit is paid in full.", False),
        (
            "The permit came after the deposit and fees were paid in full.",
            True,
        ),  # it says they were
    ],
)
def test_after_makes_a_condition_of_a_verb_in_the_present_across_an_and(
    desk: Desk, text: str, caught: bool
) -> None:
    """'only after the deposit and fees are paid': a condition of what is issued, not a payment.

    The payment failed; "were paid" says it went through.
    """
    desk.act("pay_balance", {"amount": 1310.5}, {"error": "card declined"}, error=True)
    assert bool(desk.findings(text)) is caught
