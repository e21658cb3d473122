"""Session scripts, part 2: manager, vase and missed.

Each script plays one invented session at the booking desk of Brisklow Cleaning Co. (clients,
client ids, addresses, cleaners, amounts and dates are made up). The sessions take place on
Wednesday, March 4, 2026. `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet

GARNET = [
    {
        "booking_id": "BK-57406",
        "flat": "1A",
        "address_id": "AD-22870-1A",
        "date": "2026-03-05",
        "start": "09:00",
        "hours": 3.5,
        "price": 126.00,
    },
    {
        "booking_id": "BK-57407",
        "flat": "1B",
        "address_id": "AD-22870-1B",
        "date": "2026-03-05",
        "start": "11:00",
        "hours": 3.5,
        "price": 126.00,
    },
    {
        "booking_id": "BK-57409",
        "flat": "2A",
        "address_id": "AD-22870-2A",
        "date": "2026-03-05",
        "start": "13:00",
        "hours": 4,
        "price": 144.00,
    },
    {
        "booking_id": "BK-57410",
        "flat": "2B",
        "address_id": "AD-22870-2B",
        "date": "2026-03-05",
        "start": "15:00",
        "hours": 4,
        "price": 144.00,
    },
]


def session_manager(s):
    """A property manager's four flats: one visit cancelled with a late fee; an end clean pending."""
    greet(s)
    s.user(
        "Hi it's Imogen from Hesper Lettings, acct CL-22870. couple of things for garnet terrace tomorrow"
    )
    s.say("Hi Imogen. To verify, please confirm the email address on the account.")
    s.user("imogen.f@example.com")
    s.call(
        "verify_client",
        {"client_id": "CL-22870", "contact": "Imogen Faulkbridge", "email": "imogen.f@example.com"},
        verified("CL-22870"),
        facts={
            "client_id": "CL-22870",
            "client": "Hesper Lettings",
            "contact": "Imogen Faulkbridge",
            "payment_method": "monthly invoice",
        },
    )
    s.call(
        "get_bookings",
        {"client_id": "CL-22870", "date": "2026-03-05"},
        {"client_id": "CL-22870", "cleaner": "Soraya Pettifer", "bookings": GARNET},
        facts={
            "bookings": {
                b["booking_id"]: {"flat": b["flat"], "start": b["start"], "price": b["price"]}
                for b in GARNET
            }
        },
    )
    s.say(
        "You're verified. Tomorrow, Thursday March 5, Soraya Pettifer has all four flats at 31 "
        "Garnet Terrace:\n"
        "- Flat 1A, BK-57406, 9:00 am, $126.00\n"
        "- Flat 1B, BK-57407, 11:00 am, $126.00\n"
        "- Flat 2A, BK-57409, 1:00 pm, $144.00\n"
        "- Flat 2B, BK-57410, 3:00 pm, $144.00\n"
        "What would you like to change?"
    )
    s.user(
        "2a's tenant left early, the flat's empty, so cancel 2a tomorrow. 2B stays, that "
        "tenant's still there. and leave 1a and 1b alone obviously",
        facts={
            "booking_request": {"cancel": "BK-57409", "keep": ["BK-57406", "BK-57407", "BK-57410"]}
        },
    )
    s.call(
        "get_cancellation_terms",
        {"booking_id": "BK-57409"},
        {
            "booking_id": "BK-57409",
            "visit_starts": "2026-03-05T13:00",
            "notice_hours": 26,
            "free_cancellation_notice_hours": 48,
            "late_cancellation_fee": 30.00,
            "billed": "on the client's March invoice",
            "waiver": "only the billing team can adjust a fee after it is charged",
        },
        facts={"cancel_terms": {"booking_id": "BK-57409", "fee": 30.00, "free_notice_hours": 48}},
    )
    s.confirm(
        "Cancelling with less than 48 hours' notice carries a $30.00 late-cancellation fee. "
        "Here's the change:\n"
        "- Cancel BK-57409, Flat 2A, Thursday March 5, 1:00 pm ($144.00)\n"
        "- $30.00 late-cancellation fee on Hesper Lettings' March invoice\n"
        "- Flats 1A, 1B and 2B stay as booked\n\n"
        "Shall I cancel it? (yes/no)",
        [("cancel_visit", {"booking_id": "BK-57409", "late_fee": 30.00})],
    )
    s.user("30?? can you waive it, we've been with you 4 years and the flat is literally empty")
    s.say(
        "I'm sorry, I can't waive it from the desk: the fee is charged automatically for "
        "cancellations under 48 hours, and only our billing team can adjust a fee once it's "
        "charged. Would you still like me to cancel BK-57409? (yes/no)"
    )
    s.yes("fine, yes cancel it")
    s.call(
        "cancel_visit",
        {"booking_id": "BK-57409", "late_fee": 30.00},
        {
            "booking_id": "BK-57409",
            "status": "cancelled",
            "late_fee": 30.00,
            "billed_to": "Hesper Lettings, March invoice",
        },
        facts={"cancelled_booking": "BK-57409"},
    )
    s.boundary(
        "BK-57409 (Flat 2A, Mar 5) cancelled with a $30.00 late fee, executed, not reported yet; "
        "the waiver asked for and refused; 1A, 1B and 2B (BK-57410) kept"
    )
    s.say(
        "Done: BK-57409 for Flat 2A tomorrow is cancelled, and the $30.00 fee will be on your "
        "March invoice. Flats 1A, 1B and 2B are unchanged. Since 2A is empty, would you like an "
        "end-of-tenancy clean there before the next tenant?"
    )
    s.user(
        "yes that's the other thing. the owner of 2A pays for that one, not us and not the old "
        "tenant. Osric Penhallow, osric.penhallow@example.net. new tenant moves in on the 16th "
        "so before that",
        facts={
            "invoice_to": "Osric Penhallow (owner of Flat 2A), osric.penhallow@example.net",
            "booking_request": {"flat": "2A", "service": "move_out", "before": "2026-03-16"},
        },
    )
    s.call(
        "get_quote",
        {
            "client_id": "CL-22870",
            "address_id": "AD-22870-2A",
            "service": "move_out",
            "rooms": {"bedroom": 2, "bathroom": 1, "kitchen": 1, "living": 1},
        },
        {
            "service": "move_out",
            "hours": 7,
            "rate_per_hour": 46.00,
            "labor": 322.00,
            "call_out_minimum": 120.00,
            "total": 322.00,
            "crew": 2,
            "open_dates": ["2026-03-09", "2026-03-11", "2026-03-13"],
            "oven": "oven clean not included; add-on $65.00",
        },
        facts={"quote": {"flat": "2A", "hours": 7, "total": 322.00, "oven_addon": 65.00}},
    )
    s.confirm(
        "Flat 2A's end-of-tenancy clean is 7 hours at $46.00, $322.00. I've picked the "
        "earliest date, which leaves the most room before the 16th:\n"
        "- Move-out clean, Flat 2A, 31 Garnet Terrace\n"
        "- Monday, March 9, 2026 at 9:00 am, crew of 2\n"
        "- $322.00, invoiced to the owner, Osric Penhallow (osric.penhallow@example.net), not "
        "to Hesper Lettings or the tenant\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_clean",
                {
                    "client_id": "CL-22870",
                    "address_id": "AD-22870-2A",
                    "service": "move_out",
                    "date": "2026-03-09",
                    "start": "09:00",
                    "hours": 7,
                    "invoice_to": "osric.penhallow@example.net",
                },
            )
        ],
    )
    s.user("does that include the oven? the last tenant never once cleaned it")
    s.boundary(
        "the Flat 2A end-of-tenancy clean (Mon Mar 9, $322.00, invoiced to owner Osric "
        "Penhallow) proposed, pending: she answered with a question about the oven; BK-57409 "
        "cancelled and reported"
    )


def session_vase(s):
    """A vase broken on a visit: a damage claim filed, the insurer decides; credit declined."""
    greet(s)
    s.user("your cleaner broke a vase at my house on monday. I want it sorted. account CL-61904")
    s.say(
        "I'm sorry to hear that. To verify the account, please give me your name and phone number."
    )
    s.user("Aurelio Bythesea. 503-555-0129")
    s.call(
        "verify_client",
        {"client_id": "CL-61904", "name": "Aurelio Bythesea", "phone": "+1 503-555-0129"},
        verified("CL-61904"),
        facts={
            "client_id": "CL-61904",
            "client": "Aurelio Bythesea",
            "address": "9 Marlpit Close, Wystan Cross, OR 97266",
            "payment_method": "Visa ****6048",
            "cleaner": "Tobias Grennan",
        },
    )
    s.call(
        "get_visit",
        {"client_id": "CL-61904", "date": "2026-03-02"},
        {
            "booking_id": "BK-57390",
            "date": "2026-03-02",
            "cleaner": "Tobias Grennan",
            "price": 132.00,
            "status": "completed",
            "incident": "cleaner reported a glass vase knocked off the hall console while "
            "dusting, 11:40",
            "next_visit": {"booking_id": "BK-57391", "date": "2026-03-09", "start": "10:00"},
        },
        facts={
            "visit": {
                "booking_id": "BK-57390",
                "date": "2026-03-02",
                "cleaner": "Tobias Grennan",
                "incident": "vase knocked off the hall console",
                "next_visit": "BK-57391 on 2026-03-09",
            }
        },
    )
    s.say(
        "Thank you, Aurelio, you're verified. I can see Monday's visit, BK-57390 on March 2: "
        "Tobias Grennan reported that he knocked a glass vase off the hall console at 11:40. "
        "I'm very sorry. Breakages are covered by our insurer, Gatesby Mutual: I file the "
        "claim, and they decide whether and how much to pay, usually within 10 working days. "
        "I need a description and the value, and you'll be able to upload a receipt or "
        "valuation. In the meantime I can put a $25.00 goodwill credit on your next visit."
    )
    s.user(
        "blue murano glass, valued at $480 in 2019, I have the valuation letter. I don't want "
        "a credit, I want the vase paid for",
        facts={
            "claim_request": {
                "item": "blue Murano glass vase",
                "value": 480.00,
                "evidence": "2019 valuation letter",
            }
        },
    )
    s.confirm(
        "Understood, no credit. Here's the claim I'll file:\n"
        "- Damage claim for visit BK-57390 (March 2, 2026, Tobias Grennan)\n"
        "- Item: blue Murano glass vase, knocked off the hall console\n"
        "- Claimed value: $480.00, valuation letter (2019) to be uploaded\n"
        "- Decided by Gatesby Mutual\n\n"
        "Shall I file it? (yes/no)",
        [
            (
                "file_damage_claim",
                {
                    "client_id": "CL-61904",
                    "booking_id": "BK-57390",
                    "item": "blue Murano glass vase",
                    "claimed_value": 480.00,
                },
            )
        ],
    )
    s.yes("yes file it")
    s.call(
        "file_damage_claim",
        {
            "client_id": "CL-61904",
            "booking_id": "BK-57390",
            "item": "blue Murano glass vase",
            "claimed_value": 480.00,
        },
        {
            "claim_id": "DC-2093",
            "status": "submitted_to_insurer",
            "insurer": "Gatesby Mutual",
            "claimed_value": 480.00,
            "decision_expected_by": "2026-03-18",
            "upload": "valuation letter by 2026-03-11",
            "note": "the insurer decides whether and how much to pay",
        },
        facts={"claim_id": "DC-2093"},
    )
    s.say(
        "The claim is filed: DC-2093, for $480.00, is now with Gatesby Mutual. It's under "
        "their review, not approved yet; they expect to decide by March 18. Please upload the "
        "valuation letter by March 11 through the link we'll email you. Your next visit is "
        "Monday, March 9 at 10:00 (BK-57391), with Tobias. Would you prefer a different "
        "cleaner for now?"
    )
    s.user(
        "no, keep Tobias, it was an accident. but tell him to leave the hall console alone "
        "from now on",
        facts={
            "visit": {
                "next_visit": "BK-57391 on 2026-03-09",
                "note": "do not dust the hall console",
            }
        },
    )
    s.boundary(
        "damage claim DC-2093 ($480.00) filed and reported, with Gatesby Mutual, not decided; "
        "the $25.00 goodwill credit offered and declined; a different cleaner offered and "
        "declined (keep Tobias); hall console to be left alone"
    )


def session_missed(s):
    """A missed visit: the rebooking fails (cleaner full); credit asked of the supervisor."""
    greet(s)
    s.user(
        "nobody turned up yesterday. I waited in all morning. Leocadia Hartigan, cl 50318",
    )
    s.say("I'm sorry about that. To verify, please give me the email on the account.")
    s.user("leocadia.h@example.com")
    s.call(
        "verify_client",
        {"client_id": "CL-50318", "name": "Leocadia Hartigan", "email": "leocadia.h@example.com"},
        verified("CL-50318"),
        facts={
            "client_id": "CL-50318",
            "client": "Leocadia Hartigan",
            "address": "40 Sorrel Bank, Tollbridge Green, OR 97268",
            "payment_method": "Amex ****2201",
            "cleaner": "Ysolde Marchbank",
        },
    )
    s.call(
        "get_visit",
        {"client_id": "CL-50318", "date": "2026-03-03"},
        {
            "booking_id": "BK-57355",
            "date": "2026-03-03",
            "start": "09:00",
            "cleaner": "Ysolde Marchbank",
            "price": 132.00,
            "status": "missed",
            "charged": False,
            "reason_logged": "cleaner's car broke down; the office failed to call the client",
            "next_visit": {"booking_id": "BK-57356", "date": "2026-03-10", "start": "09:00"},
        },
        facts={
            "visit": {
                "booking_id": "BK-57355",
                "date": "2026-03-03",
                "status": "missed",
                "price": 132.00,
                "charged": False,
                "next_visit": "BK-57356 on 2026-03-10",
            }
        },
    )
    s.say(
        "You're verified, Leocadia. Yesterday's visit, BK-57355 (Tuesday March 3, 9:00 am, "
        "Ysolde Marchbank), is logged as missed: Ysolde's car broke down and our office didn't "
        "call you, which it should have. I'm sorry. You haven't been charged the $132.00 for "
        "it. Would you like me to rebook it this week?"
    )
    s.user(
        "yes, friday if ysolde can, morning. only ysolde, she knows the house and pepper (the dog)",
        facts={
            "rebook_request": {
                "date": "2026-03-06",
                "part_of_day": "morning",
                "cleaner": "Ysolde Marchbank",
            }
        },
    )
    s.confirm(
        "Here's the rebooking:\n"
        "- Replacement visit for BK-57355 with Ysolde Marchbank\n"
        "- Friday, March 6, 2026 at 9:00 am, 40 Sorrel Bank\n"
        "- $132.00, charged to Amex ****2201 after the visit, as usual\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "rebook_visit",
                {
                    "booking_id": "BK-57355",
                    "date": "2026-03-06",
                    "start": "09:00",
                    "cleaner": "Ysolde Marchbank",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "rebook_visit",
        {
            "booking_id": "BK-57355",
            "date": "2026-03-06",
            "start": "09:00",
            "cleaner": "Ysolde Marchbank",
        },
        {
            "error": "cleaner_unavailable",
            "message": "Ysolde Marchbank has no free slot on 2026-03-06; next free: "
            "2026-03-09 09:00",
        },
        error=True,
    )
    s.boundary(
        "the confirmed rebooking on Fri Mar 6 with Ysolde failed (no free slot), not reported "
        "yet; BK-57355 missed, not charged ($132.00); only Ysolde"
    )
    s.call(
        "get_cleaner_availability",
        {"area": "Tollbridge Green", "from": "2026-03-05", "to": "2026-03-09"},
        {
            "slots": [
                {"cleaner": "Kasimir Oduya", "date": "2026-03-07", "start": "09:00"},
                {"cleaner": "Ysolde Marchbank", "date": "2026-03-09", "start": "09:00"},
            ]
        },
        facts={
            "cleaner_availability": {
                "Kasimir Oduya": "2026-03-07 09:00",
                "Ysolde Marchbank": "2026-03-09 09:00",
            }
        },
    )
    s.say(
        "I'm sorry, the Friday booking didn't go through: Ysolde has no free slot on March 6, "
        "so nothing was booked. Kasimir Oduya could come on Saturday, March 7 at 9:00 am, or "
        "Ysolde's next free slot is Monday, March 9 at 9:00 am."
    )
    s.user(
        "no, not someone else, I said only ysolde. I'll think about monday. and I want that "
        "missed visit credited, I took the morning off work for it"
    )
    s.confirm(
        "Understood, no other cleaner. Credit for a missed visit is decided by our operations "
        "supervisor, Ruairi Delacombe, not by the desk. I can send him a request:\n"
        "- Credit request for missed visit BK-57355 (March 3, 2026)\n"
        "- Requested credit: $132.00, the price of one visit\n"
        "- Reason: cleaner no-show, client not called, client took the morning off\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_visit_credit",
                {
                    "client_id": "CL-50318",
                    "booking_id": "BK-57355",
                    "amount": 132.00,
                    "reason": "no-show, client not called",
                },
            )
        ],
    )
    s.yes("yes send it")
    s.call(
        "request_visit_credit",
        {
            "client_id": "CL-50318",
            "booking_id": "BK-57355",
            "amount": 132.00,
            "reason": "no-show, client not called",
        },
        {
            "request_id": "CR-4471",
            "status": "pending_supervisor_review",
            "decided_by": "Ruairi Delacombe, operations supervisor",
            "amount_requested": 132.00,
            "decision_expected_by": "2026-03-06",
        },
        facts={"credit_request_id": "CR-4471"},
    )
    s.say(
        "Sent: credit request CR-4471 for $132.00 is with Ruairi Delacombe. It's pending his "
        "review, so no credit has been applied yet; he usually decides within two days, by "
        "Friday March 6, and you'll get an email. And just to confirm, there's no replacement "
        "visit booked this week; Monday the 9th at 9:00 with Ysolde is there if you want it. "
        "Your next regular visit is Tuesday, March 10 (BK-57356)."
    )
    s.user("ok. I'll let you know about monday")
    s.boundary(
        "the failed Friday rebooking reported; Saturday with Kasimir offered and declined (only "
        "Ysolde); Monday Mar 9 left open by her; credit request CR-4471 ($132.00) executed and "
        "reported, pending the operations supervisor, not credited"
    )


SCRIPTS = {
    "manager": session_manager,
    "vase": session_vase,
    "missed": session_missed,
}
