"""Session scripts, part 2: claim and refund.

Each script plays one invented session at the booking desk of Kestrel Lane Moving & Storage
(customers, booking, claim, refund and payment ids, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import booking, verified
from sessions_a import greet


def session_claim(s):
    """A damage claim for the dresser (not the side table), then the late-arrival refund."""
    greet(s)
    s.user(
        "hi, your movers broke my dresser on saturday the 11th and I want to file a claim. "
        "booking MV29856, anil varghese"
    )
    s.say(
        "I'm sorry about the dresser, Anil. To verify, please give me the email address on the "
        "booking."
    )
    s.user("anil.v@example.net")
    s.call(
        "verify_customer",
        {"booking_id": "MV-29856", "name": "Anil Varghese", "email": "anil.v@example.net"},
        verified("CU-17562", booking_id="MV-29856"),
        facts={"customer": "Anil Varghese", "customer_id": "CU-17562", "booking_id": "MV-29856"},
    )
    s.call(
        "get_booking",
        {"booking_id": "MV-29856"},
        booking("MV-29856"),
        facts={
            "booking": {
                "move_date": "2025-10-11",
                "arrival_window": "08:00-09:00",
                "crew_arrived": "10:42",
                "total_charged": 1542.0,
                "paid_with": "Amex ****1009",
                "valuation": "full value protection, $0 deductible",
                "claim_deadline": "2025-12-10",
            }
        },
    )
    s.say(
        "Thanks, Anil. Your move on Saturday, October 11 (MV-29856) was covered by full value "
        "protection with a $0 deductible, so we repair the item, replace it or pay what the "
        "repair costs. Claims can be filed until December 10. What was damaged, and do you have "
        "a repair estimate?"
    )
    s.user(
        "the walnut dresser, one leg snapped right off and there's a gouge across the top. "
        "theres also a little chip on the glass side table but honestly forget the table, it's "
        "tiny. I got a quote from penwick furniture repair, 640 bucks",
        facts={
            "damaged_items": {"walnut dresser": "claim", "glass side table": "not claimed"},
            "repair_estimate": {"shop": "Penwick Furniture Repair", "amount": 640.0},
        },
    )
    s.say(
        "Got it: the claim is for the walnut dresser only. How should the claims adjuster reach "
        "you with questions or the decision?"
    )
    s.user(
        "email only please. I work nights, so please no phone calls during the day",
        facts={"contact": "email only, no calls"},
    )
    s.confirm(
        "Here's the claim:\n"
        "- Booking MV-29856, moved October 11, 2025, full value protection\n"
        "- Item: walnut dresser, one leg snapped off and a gouge across the top\n"
        "- Amount requested: $640.00, per the Penwick Furniture Repair estimate\n"
        "- The adjuster contacts you by email only\n"
        "The adjuster decides whether we repair, replace or pay, and may ask to inspect the "
        "dresser.\n\n"
        "Shall I file the claim? (yes/no)",
        [
            (
                "file_damage_claim",
                {
                    "booking_id": "MV-29856",
                    "item": "walnut dresser",
                    "damage": "leg snapped off; gouge across the top",
                    "amount_requested": 640.0,
                    "contact": "email",
                },
            )
        ],
    )
    s.yes("yes file it")
    s.call(
        "file_damage_claim",
        {
            "booking_id": "MV-29856",
            "item": "walnut dresser",
            "damage": "leg snapped off; gouge across the top",
            "amount_requested": 640.0,
            "contact": "email",
        },
        {
            "claim_id": "DC-40771",
            "status": "awaiting_adjuster",
            "item": "walnut dresser",
            "amount_requested": 640.0,
            "decision_expected_by": "2025-10-31",
            "contact": "email: anil.v@example.net",
            "photo_upload": "claims.kestrel-lane.example.com/DC-40771",
        },
        facts={"claim_id": "DC-40771"},
    )
    s.say(
        "Your claim is filed: DC-40771, for the walnut dresser, $640.00 requested. It's now with "
        "the adjuster, who should decide by Friday, October 31; nothing is approved yet, and "
        "they'll only email you at anil.v@example.net. You can upload photos at "
        "claims.kestrel-lane.example.com/DC-40771. If you'd rather not wait, our furniture "
        "repair partner could fix the leg this week, but then the adjuster can't see the damage "
        "as it is."
    )
    s.user(
        "no, I'll wait for the adjuster. and another thing, the crew showed up almost two hours "
        "late that day. I lost half my saturday waiting"
    )
    s.boundary(
        "claim DC-40771 (walnut dresser, $640) filed and reported, awaiting the adjuster "
        "(decision by Oct 31); the side table not claimed; email only; the repair partner "
        "offered and declined; the late arrival just raised"
    )
    s.call(
        "get_on_time_policy",
        {"booking_id": "MV-29856"},
        {
            "guarantee": "a $100 refund if the crew arrives more than 60 minutes after the window",
            "window_end": "09:00",
            "crew_arrived": "10:42",
            "minutes_late": 102,
            "eligible": True,
            "refund": 100.0,
            "refund_to": "original payment: Amex ****1009",
        },
        facts={"on_time": {"minutes_late": 102, "eligible": True, "refund": 100.0}},
    )
    s.confirm(
        "You're right: the window was 8-9 am and the crew arrived at 10:42, 102 minutes late. "
        "Our on-time guarantee covers that. Here's the refund:\n"
        "- $100.00 back to your Amex ending 1009, the card the move was paid with\n"
        "- It usually posts in 5-7 business days\n"
        "- It doesn't affect your damage claim DC-40771\n\n"
        "Shall I issue it? (yes/no)",
        [
            (
                "issue_refund",
                {"booking_id": "MV-29856", "amount": 100.0, "reason": "on-time guarantee"},
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "issue_refund",
        {"booking_id": "MV-29856", "amount": 100.0, "reason": "on-time guarantee"},
        {
            "refund_id": "RF-66012",
            "status": "issued",
            "amount": 100.0,
            "to": "Amex ****1009",
            "posts_within": "5-7 business days",
        },
        facts={"refund_id": "RF-66012"},
    )
    s.say(
        "Done: refund RF-66012, $100.00 to your Amex ending 1009, should post within 5-7 business "
        "days. Your claim DC-40771 is still with the adjuster."
    )
    s.user("ok. any chance the adjuster is faster than the 31st?")
    s.say(
        "It can happen, but I can't promise it: the adjuster decides by October 31, and you'll "
        "hear by email either way. Uploading the photos and the Penwick estimate soon helps."
    )
    s.boundary(
        "the $100 on-time refund RF-66012 to Amex ****1009 issued and reported; DC-40771 still "
        "awaiting the adjuster (by Oct 31), not approved"
    )


def session_refund(s):
    """The $380 packing add-on cancelled and refunded to the card, not as a bill credit."""
    greet(s)
    s.user(
        "Hi! I want to cancel the packing service on my move. My sisters are coming to help "
        "pack. It's Colette Marchetti, booking 31022"
    )
    s.say("Sure, Colette. To verify, please give me the phone number on the booking.")
    s.user("(360) 555-0162")
    s.call(
        "verify_customer",
        {"booking_id": "MV-31022", "name": "Colette Marchetti", "phone": "+1 360-555-0162"},
        verified("CU-21305", booking_id="MV-31022"),
        facts={
            "customer": "Colette Marchetti",
            "customer_id": "CU-21305",
            "booking_id": "MV-31022",
            "payment_methods": {"PM-1": "Amex ****8870", "PM-2": "Visa ****2251"},
        },
    )
    s.call(
        "get_booking",
        {"booking_id": "MV-31022"},
        booking("MV-31022"),
        facts={
            "booking": {
                "move_date": "2025-11-22",
                "arrival_window": "08:00-09:00",
                "deposit": "150.00, PAY-70098, Amex ****8870",
            },
            "addons": {
                "AD-5531": "full packing on 2025-11-21, $380.00, paid (PAY-70114, Visa ****2251)",
                "AD-5532": "mattress bags x2, $24.00, not paid yet",
            },
        },
    )
    s.say(
        "Thanks, Colette. MV-31022 is on Saturday, November 22, crew arriving 8-9 am, and your "
        "$150.00 deposit was paid with your Amex ending 8870. It has two add-ons:\n"
        "- AD-5531, full packing the day before (Friday, November 21): $380.00, paid with your "
        "Visa ending 2251\n"
        "- AD-5532, two mattress bags: $24.00, billed with the move\n"
        "Add-ons can be cancelled with a full refund up to 5 days before the service date. If "
        "you'd like a hand with the hardest part, we also do kitchen-only packing for $140.00."
    )
    s.user(
        "no, just cancel the full packing. keep the mattress bags. and the move itself stays on "
        "the 22nd, don't change anything else",
        facts={"keep": {"AD-5532": "keep", "move_date": "2025-11-22"}},
    )
    s.confirm(
        "Here's the change:\n"
        "- Cancel AD-5531, full packing on November 21\n"
        "- The $380.00 becomes a credit on your final bill for the move\n"
        "- The mattress bags and the move on November 22 stay as they are\n\n"
        "Shall I cancel it? (yes/no)",
        [
            (
                "cancel_addon",
                {"booking_id": "MV-31022", "addon_id": "AD-5531", "refund_to": "bill_credit"},
            )
        ],
    )
    s.no(
        "no, not a credit. I want the money back on the card I paid with",
        facts={"refund_to": "the card she paid with, not a bill credit"},
    )
    s.confirm(
        "Of course. Updated:\n"
        "- Cancel AD-5531, full packing on November 21\n"
        "- Refund $380.00 to your Visa ending 2251, the card it was paid with (payment PAY-70114)\n"
        "- The mattress bags and the move on November 22 stay as they are\n\n"
        "Shall I cancel it? (yes/no)",
        [
            (
                "cancel_addon",
                {"booking_id": "MV-31022", "addon_id": "AD-5531", "refund_to": "PAY-70114"},
            )
        ],
    )
    s.yes("yes that's it")
    s.call(
        "cancel_addon",
        {"booking_id": "MV-31022", "addon_id": "AD-5531", "refund_to": "PAY-70114"},
        {
            "addon_id": "AD-5531",
            "status": "cancelled",
            "refund": {
                "refund_id": "RF-66240",
                "amount": 380.0,
                "to": "Visa ****2251",
                "posts_within": "5-7 business days",
            },
            "booking": {"booking_id": "MV-31022", "move_date": "2025-11-22", "addons": ["AD-5532"]},
        },
        facts={"refund_id": "RF-66240"},
    )
    s.boundary(
        "the bill-credit proposal rejected by her correction; AD-5531 cancelled with the $380 "
        "refund RF-66240 to Visa ****2251, executed, not reported yet; the mattress bags and "
        "the Nov 22 move kept; kitchen-only packing offered and declined"
    )


SCRIPTS = {
    "claim": session_claim,
    "refund": session_refund,
}
