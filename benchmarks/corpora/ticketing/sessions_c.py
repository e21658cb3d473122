"""Session scripts, part 3: fraud, organizer, transfer and cancelled.

Each script plays one invented session at the fan-support desk of Corvane Tickets (fans,
customer ids, orders, holds, requests, transfers, refunds, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import order, orders, verified
from sessions_a import greet


def session_fraud(s):
    """A fraud hold released on the first order; the duplicate second order's cancel pending."""
    greet(s)
    s.user(
        "my copperline order says ON HOLD and i cant see my tickets. i ordered again saturday "
        "morning cause i thought the first one failed and now theres 2 charges on my card??"
    )
    s.say(
        "Sorry for the worry, let's sort it out. To verify, please give me the email and the "
        "phone number on your account."
    )
    s.user("teo.vasquez@example.net 702 555 0191")
    s.call(
        "verify_customer",
        {"email": "teo.vasquez@example.net", "phone": "+1 702-555-0191"},
        verified("CU-733015", ["ORD-4472015", "ORD-4472388"]),
        facts={"customer": "Teodor Vasquez", "customer_id": "CU-733015"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-733015", "event_id": "EV-47012"},
        orders("ORD-4472015", "ORD-4472388"),
        facts={
            "orders": {
                "ORD-4472015": "Copperline, Floor A Row 14 Seats 21-22, $333.50, on hold "
                "FH-20771 (billing address mismatch), authorized not charged",
                "ORD-4472388": "Copperline, Sec 105 Row 3 Seats 1-2, $296.70, confirmed, "
                "charged to Visa ****6034",
            }
        },
    )
    s.say(
        "Thanks, Teodor. You have two orders for Copperline on Saturday, November 29 at "
        "Harbourline Arena:\n"
        "- ORD-4472015, placed Friday, October 3 at 10:41 pm: Floor A, Row 14, Seats 21-22, "
        "$333.50. It's on a fraud-review hold (FH-20771) because the billing address didn't "
        "match the card, so the $333.50 is only an authorization on your Visa ending 6034, not "
        "a charge\n"
        "- ORD-4472388, placed Saturday, October 4 at 8:12 am: Section 105, Row 3, Seats 1-2, "
        "$296.70, confirmed and charged to the same card\n\n"
        "To release the hold, we placed two small temporary charges on your Visa ending 6034. "
        "If you can see them in your banking app, tell me the two amounts."
    )
    s.user(
        "ok yeah i see them. 37 cents and 81 cents. I want the floor ones, the first order",
        facts={"hold_verification": {"amounts": [0.37, 0.81]}, "keep_order": "ORD-4472015"},
    )
    s.confirm(
        "Here's what I'll do:\n"
        "- Submit $0.37 and $0.81 to release hold FH-20771 on order ORD-4472015\n"
        "- If they match, the order is confirmed, $333.50 is charged to your Visa ending 6034, "
        "and the tickets for Floor A, Row 14, Seats 21-22 go to your mobile wallet\n"
        "- The two small charges drop off within 3 business days\n\n"
        "Shall I submit them? (yes/no)",
        [
            (
                "release_fraud_hold",
                {"order_id": "ORD-4472015", "hold_id": "FH-20771", "amounts": [0.37, 0.81]},
            )
        ],
    )
    s.yes("yes")
    s.call(
        "release_fraud_hold",
        {"order_id": "ORD-4472015", "hold_id": "FH-20771", "amounts": [0.37, 0.81]},
        {
            "hold_id": "FH-20771",
            "status": "released",
            "order_id": "ORD-4472015",
            "order_status": "confirmed",
            "charged": 333.5,
            "card": "Visa ****6034",
            "tickets": ["Floor A Row 14 Seat 21", "Floor A Row 14 Seat 22"],
            "delivery": "mobile wallet",
        },
        facts={"hold": {"FH-20771": "released", "ORD-4472015": "confirmed, $333.50 charged"}},
    )
    s.say(
        "Released: the amounts matched, so ORD-4472015 is confirmed. $333.50 was charged to "
        "your Visa ending 6034, and Floor A, Row 14, Seats 21-22 are in your mobile wallet.\n\n"
        "About the second order, ORD-4472388 ($296.70): you could keep it, resell the tickets "
        "on our marketplace, or, since it's a duplicate placed in the last 72 hours, I can "
        "cancel it for a full refund."
    )
    s.user(
        "cancel it. I'm not reselling anything, I just want my money back",
        facts={"duplicate_order": {"order": "ORD-4472388", "wants": "cancel, refund, no resale"}},
    )
    s.call(
        "get_cancellation_policy",
        {"order_id": "ORD-4472388"},
        {
            "order_id": "ORD-4472388",
            "standard": "no cancellations after purchase",
            "duplicate_cancellation": {
                "eligible": True,
                "window": "72 hours from purchase",
                "window_ends": "2025-10-07T08:12",
                "refund": 296.7,
                "fees_refunded": True,
                "to": "Visa ****6034",
                "expected": "5-10 business days",
            },
        },
        facts={
            "duplicate_policy": {
                "eligible": True,
                "until": "2025-10-07 08:12",
                "refund": 296.7,
                "to": "Visa ****6034",
            }
        },
    )
    s.confirm(
        "It qualifies as a duplicate until tomorrow, Tuesday, October 7 at 8:12 am. Here's the "
        "cancellation:\n"
        "- Order ORD-4472388 (Section 105, Row 3, Seats 1-2): cancelled as a duplicate\n"
        "- Full refund of $296.70, fees included, to your Visa ending 6034, in 5-10 business "
        "days\n"
        "- Your floor order ORD-4472015 is kept\n\n"
        "Shall I cancel ORD-4472388? (yes/no)",
        [
            (
                "cancel_order",
                {"order_id": "ORD-4472388", "reason": "duplicate", "refund": 296.7},
            )
        ],
    )
    s.boundary(
        "hold FH-20771 released on ORD-4472015 ($333.50 charged), reported; the duplicate "
        "ORD-4472388's cancellation with a $296.70 refund proposed, pending; resale declined"
    )


def session_organizer(s):
    """A no-refund comedy show: an exception request sent to the organizer, not decided yet."""
    greet(s)
    s.user(
        "Hi, I broke my ankle last week and I'm in a cast for 6 weeks, so I can't get to the "
        "Tamsin Hale show on the 25th. Can I get my money back? Order is ORD 3390126"
    )
    s.say(
        "Oh no, I'm sorry about your ankle. To verify, please tell me the name on the order "
        "and the last four digits of the card you used."
    )
    s.user("Priscilla Oduya, mastercard 5521")
    s.call(
        "verify_customer",
        {"order_id": "ORD-3390126", "name": "Priscilla Oduya", "card_last4": "5521"},
        verified("CU-845206", ["ORD-3390126"]),
        facts={"customer": "Priscilla Oduya", "customer_id": "CU-845206"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-845206", "order_id": "ORD-3390126"},
        {"orders": [order("ORD-3390126")]},
        facts={
            "orders": {
                "ORD-3390126": "An Evening with Tamsin Hale, 2025-10-25 20:00, Stalls Row D "
                "Seats 8-9, $110.00 + $16.50 fees = $126.50, Mastercard ****5521"
            }
        },
    )
    s.call(
        "get_event",
        {"event_id": "EV-36615"},
        {
            "event_id": "EV-36615",
            "name": "An Evening with Tamsin Hale",
            "venue": "Calder Hall, 210 Ferris St, Eastvale",
            "starts": "2025-10-25T20:00",
            "status": "on_sale",
            "organizer": "Hale Touring Ltd",
            "refund_policy": "all sales final; refunds only if the event is cancelled",
            "exception_requests": {
                "decided_by": "organizer",
                "within": "5 business days",
                "if_approved": "ticket price refunded; fees not refunded",
            },
            "resale": {"allowed": True, "price_cap": "face value"},
            "transfer": {"allowed": True},
        },
        facts={
            "event": {
                "EV-36615": "on sale, organizer Hale Touring Ltd, all sales final",
                "exception": "organizer decides within 5 business days; ticket price only",
            }
        },
    )
    s.say(
        "Thanks, Priscilla. Your order ORD-3390126 is 2 tickets in Stalls Row D, Seats 8-9 for "
        "An Evening with Tamsin Hale on Saturday, October 25 at 8:00 pm at Calder Hall: "
        "$126.50 in all ($110.00 for the tickets, $16.50 in fees). The organizer, Hale Touring "
        "Ltd, doesn't give refunds unless the show is cancelled, but you have three options:\n"
        "- Resell the tickets on our marketplace, up to face value ($55.00 each)\n"
        "- Transfer them to a friend\n"
        "- I send an exception request to Hale Touring Ltd. They decide within 5 business days; "
        "if they approve, the $110.00 ticket price is refunded, but not the $16.50 in fees. "
        "There's no guarantee"
    )
    s.user(
        "send the request please. i don't want to resell them, and if they say no I'll just "
        "give them to my neighbour",
        facts={
            "request_choice": {
                "send": "exception request",
                "not": "resale",
                "if_declined": "give them to her neighbour",
            }
        },
    )
    s.confirm(
        "Here's the request:\n"
        "- To Hale Touring Ltd, for order ORD-3390126 (Stalls Row D, Seats 8-9, October 25)\n"
        "- A refund exception for a medical reason (broken ankle)\n"
        "- If approved: $110.00 back to your Mastercard ending 5521; the $16.50 in fees isn't "
        "refundable\n"
        "- The tickets stay valid and in your account while they decide\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "submit_organizer_request",
                {
                    "order_id": "ORD-3390126",
                    "type": "refund_exception",
                    "reason": "medical: broken ankle",
                    "amount": 110.0,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "submit_organizer_request",
        {
            "order_id": "ORD-3390126",
            "type": "refund_exception",
            "reason": "medical: broken ankle",
            "amount": 110.0,
        },
        {
            "request_id": "ORQ-55102",
            "status": "sent_to_organizer",
            "organizer": "Hale Touring Ltd",
            "decision_expected_by": "2025-10-17",
            "amount_if_approved": 110.0,
            "refund_to": "Mastercard ****5521",
            "tickets": "valid, in the customer's account",
        },
        facts={"request_id": "ORQ-55102"},
    )
    s.say(
        "Sent: request ORQ-55102 is with Hale Touring Ltd. They should decide by Friday, "
        "October 17, and we'll email you either way. It isn't approved yet. Until they decide, "
        "the tickets stay valid in your account; please don't transfer them in the meantime, "
        "because a transfer withdraws the request. If you have a doctor's note, you can reply "
        "to the confirmation email with it; organizers often look at those first."
    )
    s.user("ok I'll send the note tonight. thanks")
    s.boundary(
        "the exception request ORQ-55102 executed: with the organizer, decision by Oct 17, not "
        "approved; resale and transfer offered, resale declined; no transfer while pending"
    )


def session_transfer(s):
    """Two games to his brother in one yes: Saturday sent, Sunday locked until Thursday."""
    greet(s)
    s.user(
        "hey. i cant make the mariners games this weekend, my brother connor is going instead. "
        "can you send him both games? connor.b@example.net"
    )
    s.say("Sure. To verify, please give me the email and the phone number on your account.")
    s.user("owen.brightwater@example.net, 425-555-0113")
    s.call(
        "verify_customer",
        {"email": "owen.brightwater@example.net", "phone": "+1 425-555-0113"},
        verified("CU-156634", ["ORD-2210458", "ORD-2210671"]),
        facts={"customer": "Owen Brightwater", "customer_id": "CU-156634"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-156634", "from": "2025-09-22", "to": "2025-09-28"},
        orders("ORD-2210458", "ORD-2210671"),
        facts={
            "orders": {
                "ORD-2210458": "Mariners vs Eastvale Comets, Sat 2025-09-27 18:05, Sec 131 Row "
                "22 Seats 5-6, + Lot C parking",
                "ORD-2210671": "Mariners vs Ridgeport Foxes, Sun 2025-09-28 13:10, Sec 140 Row "
                "8 Seats 11-12",
            }
        },
    )
    s.say(
        "Thanks, Owen. You have two orders this weekend:\n"
        "- ORD-2210458: Mariners vs Eastvale Comets, Saturday, September 27, 6:05 pm, Section "
        "131, Row 22, Seats 5-6, plus a Lot C parking pass\n"
        "- ORD-2210671: Mariners vs Ridgeport Foxes, Sunday, September 28, 1:10 pm, Section "
        "140, Row 8, Seats 11-12\n\n"
        "Should the Lot C parking pass go to Connor too?"
    )
    s.user(
        "no keep the parking, I'm driving him saturday. just the tickets",
        facts={
            "transfer_request": {
                "to": "Connor Brightwater, connor.b@example.net",
                "orders": ["ORD-2210458", "ORD-2210671"],
                "parking": "stays with Owen",
            }
        },
    )
    sat = {
        "order_id": "ORD-2210458",
        "seats": ["Sec 131 Row 22 Seat 5", "Sec 131 Row 22 Seat 6"],
        "recipient_name": "Connor Brightwater",
        "recipient_email": "connor.b@example.net",
        "include_add_ons": False,
    }
    sun = {
        "order_id": "ORD-2210671",
        "seats": ["Sec 140 Row 8 Seat 11", "Sec 140 Row 8 Seat 12"],
        "recipient_name": "Connor Brightwater",
        "recipient_email": "connor.b@example.net",
        "include_add_ons": False,
    }
    s.confirm(
        "Here are the transfers:\n"
        "- ORD-2210458: Section 131, Row 22, Seats 5-6 (Saturday, September 27) to Connor "
        "Brightwater, connor.b@example.net. The Lot C parking pass stays with you\n"
        "- ORD-2210671: Section 140, Row 8, Seats 11-12 (Sunday, September 28) to Connor "
        "Brightwater, connor.b@example.net\n"
        "- Connor accepts each one from his email; until he does, the tickets stay yours\n\n"
        "Shall I send both transfers? (yes/no)",
        [("transfer_tickets", sat), ("transfer_tickets", sun)],
    )
    s.yes("yes both")
    s.call(
        "transfer_tickets",
        sat,
        {
            "transfer_id": "TR-7781204",
            "status": "pending_acceptance",
            "seats": ["Sec 131 Row 22 Seat 5", "Sec 131 Row 22 Seat 6"],
            "recipient_email": "connor.b@example.net",
            "accept_by": "2025-09-27T18:05",
            "add_ons": "Parking, Lot C stays with the sender",
        },
        facts={"transfer_id": "TR-7781204"},
    )
    s.call(
        "transfer_tickets",
        sun,
        {
            "error": "TRANSFER_LOCKED",
            "message": (
                "Transfers for EV-62092 open 72 hours before the game, at 2025-09-25T13:10. "
                "No transfer was made; the tickets remain in order ORD-2210671."
            ),
        },
        error=True,
    )
    s.say(
        "Saturday is sent: transfer TR-7781204 of Section 131, Row 22, Seats 5-6 to "
        "connor.b@example.net. He needs to accept it before first pitch on Saturday, and the "
        "parking pass stays with you.\n\n"
        "Sunday didn't go through: the team only opens transfers for that game 72 hours before "
        "first pitch, which is Thursday, September 25 at 1:10 pm. Nothing changed on that "
        "order. You can send it yourself from the app from then on, or I could list the "
        "Sunday tickets on our resale marketplace instead."
    )
    s.user("no dont sell them, connor is going. i'll do it thursday from the app")
    s.boundary(
        "both transfers approved by one yes: Saturday's TR-7781204 executed, pending Connor's "
        "acceptance; Sunday's executed with a TRANSFER_LOCKED error (opens Sep 25 13:10); both "
        "reported; parking kept; resale offered and declined"
    )


def session_cancelled(s):
    """A cancelled festival day: the refund bounced off a closed card, reissued to the other."""
    greet(s)
    s.user(
        "Hi, the Saltmarsh folk fest sunday got cancelled back in september and I still "
        "haven't got my refund. order 1187342. it's been over 2 weeks!"
    )
    s.say(
        "I'm sorry it's taking so long; let me look. To verify, please give me the email and "
        "the phone number on your account."
    )
    s.user("bea.okonjo@example.com / 646-555-0185")
    s.call(
        "verify_customer",
        {"order_id": "ORD-1187342", "email": "bea.okonjo@example.com", "phone": "+1 646-555-0185"},
        verified("CU-901527", ["ORD-1187342"]),
        facts={"customer": "Beatrice Okonjo", "customer_id": "CU-901527"},
    )
    s.call(
        "get_refund_status",
        {"order_id": "ORD-1187342"},
        {
            "order": order("ORD-1187342"),
            "refund": {
                "refund_id": "RF-2990417",
                "amount": 176.4,
                "issued": "2025-09-16",
                "to": "Visa ****7719",
                "status": "returned",
                "returned_on": "2025-09-24",
                "reason": "card account closed",
            },
            "reissue_options": {
                "cards_on_file": [
                    {"card_id": "CD-1", "label": "Visa ****3358", "added": "2025-09-30"},
                    {"card_id": "CD-2", "label": "Mastercard ****6642"},
                ],
                "credit": {"value": 194.04, "rule": "110% of the refund"},
            },
        },
        facts={
            "refund_status": {
                "RF-2990417": "$176.40 to Visa ****7719 on 2025-09-16, returned 2025-09-24 "
                "(card account closed)"
            },
            "cards_on_file": {"CD-1": "Visa ****3358", "CD-2": "Mastercard ****6642"},
        },
    )
    s.say(
        "I found it, Beatrice. The festival's Sunday, September 14, was cancelled, and refund "
        "RF-2990417 for your whole order, $176.40 (two day passes $136.00, fees $20.40 and "
        "the Meadow Lot parking $20.00), went to your Visa ending 7719 on September 16. Your "
        "bank returned it on September 24 because that card account is closed, so the money "
        "is back with us. I can reissue it to another card on your account, or give you "
        "Corvane credit worth 110%, $194.04."
    )
    s.user("not credit, I want my money. put it on my card")
    s.confirm(
        "Of course. Here's the reissue:\n"
        "- Refund of $176.40 for order ORD-1187342\n"
        "- To your Visa ending 3358, the card you added on September 30\n"
        "- It should arrive in 5-10 business days\n\n"
        "Shall I reissue it? (yes/no)",
        [("reissue_refund", {"refund_id": "RF-2990417", "amount": 176.4, "card_id": "CD-1"})],
    )
    s.no(
        "no, 3358 is my work card. the mastercard, 6642",
        facts={"reissue_to": "Mastercard ****6642"},
    )
    s.confirm(
        "Thanks. Updated:\n"
        "- Refund of $176.40 for order ORD-1187342\n"
        "- To your Mastercard ending 6642\n"
        "- It should arrive in 5-10 business days\n\n"
        "Shall I reissue it? (yes/no)",
        [("reissue_refund", {"refund_id": "RF-2990417", "amount": 176.4, "card_id": "CD-2"})],
    )
    s.yes("yes")
    s.call(
        "reissue_refund",
        {"refund_id": "RF-2990417", "amount": 176.4, "card_id": "CD-2"},
        {
            "refund_id": "RF-2990958",
            "replaces": "RF-2990417",
            "status": "issued",
            "amount": 176.4,
            "to": "Mastercard ****6642",
            "expected": "5-10 business days",
        },
        facts={"refund_id": "RF-2990958"},
    )
    s.say(
        "Done: the refund was reissued as RF-2990958, $176.40 to your Mastercard ending 6642. "
        "It should show up within 5-10 business days. Sorry again for the wait."
    )
    s.user("ok thanks")
    s.boundary(
        "the returned refund RF-2990417 found; the reissue to Visa ****3358 rejected by her "
        "correction; RF-2990958 ($176.40 to Mastercard ****6642) executed and reported; credit "
        "declined"
    )


SCRIPTS = {
    "fraud": session_fraud,
    "organizer": session_organizer,
    "transfer": session_transfer,
    "cancelled": session_cancelled,
}
