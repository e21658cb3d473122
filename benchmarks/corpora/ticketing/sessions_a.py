"""Session scripts, part 1: postponed and exchange.

Each script plays one invented session at the fan-support desk of Corvane Tickets (fans,
customer ids, orders, events, seats, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import order, orders, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hi, thanks for contacting Corvane Tickets fan support. I can help with orders, "
        "transfers, exchanges, refunds, resale and delivery. What can I do for you today?"
    )


def session_postponed(s):
    """A postponed concert: one of two orders refunded to its card; a seat sent to her sister."""
    greet(s)
    s.user(
        "hi, the velvet arcade show got moved to february?? I have 2 orders for it and my "
        "friends can't do the new date. one order is 5584021, the other ends in 377 i think"
    )
    s.say(
        "Sorry about the change of plans! To verify your account, please tell me the email "
        "address on it and the last four digits of the card you paid with."
    )
    s.user("maya.lindqvist@example.com, visa ending 2290")
    s.call(
        "verify_customer",
        {
            "order_id": "ORD-5584021",
            "email": "maya.lindqvist@example.com",
            "card_last4": "2290",
        },
        verified("CU-208841", ["ORD-5584021", "ORD-5584377"]),
        facts={"customer": "Maya Lindqvist", "customer_id": "CU-208841"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-208841", "event_id": "EV-40218"},
        orders("ORD-5584021", "ORD-5584377"),
        facts={
            "orders": {
                "ORD-5584021": "Sec 112 Row F Seats 7-8, 2 x $89.50 + fees, $207.70, Visa ****2290",
                "ORD-5584377": "Sec 112 Row G Seats 9-10, 2 x $96.00 + fees, $222.20, "
                "Mastercard ****8815",
            }
        },
    )
    s.call(
        "get_event",
        {"event_id": "EV-40218"},
        {
            "event_id": "EV-40218",
            "name": "Velvet Arcade: Neon Tide Tour",
            "venue": "Harbourline Arena, 1 Quayside Way, Marlow Bay",
            "status": "postponed",
            "original_date": "2025-10-18T20:00",
            "new_date": "2026-02-07T20:00",
            "tickets_valid_for_new_date": True,
            "refund_policy": {
                "available_until": "2025-11-07",
                "options": [
                    {"type": "refund", "to": "original payment", "amount": "order total"},
                    {"type": "credit", "value": "110% of order total", "expires": "2027-02-07"},
                ],
            },
        },
        facts={
            "event": {
                "EV-40218": "postponed from 2025-10-18 to 2026-02-07 20:00, tickets valid",
                "refund_until": "2025-11-07",
                "credit_option": "110% of order total",
            }
        },
    )
    s.say(
        "Thanks, Maya. Both orders are for Velvet Arcade: Neon Tide Tour at Harbourline Arena, "
        "which moved from Saturday, October 18 to Saturday, February 7, 2026 at 8:00 pm. Your "
        "tickets are valid for the new date automatically.\n\n"
        "- ORD-5584021: Section 112, Row F, Seats 7-8, $207.70, paid with Visa ending 2290\n"
        "- ORD-5584377: Section 112, Row G, Seats 9-10, $222.20, paid with Mastercard ending "
        "8815\n\n"
        "Because the show was postponed, either order can be refunded until November 7: back to "
        "the card it was paid with, or as Corvane credit worth 110% of the order. Which order "
        "are your friends' tickets on?"
    )
    s.user(
        "the second one, the row G ones. refund that to the card, I don't want credit. keep "
        "mine (row F), we're still going",
        facts={
            "refund_choice": {
                "order": "ORD-5584377",
                "to": "original card, not credit",
                "keep": "ORD-5584021",
            }
        },
    )
    s.say(
        "Understood. One option before I do that: Velvet Arcade is sold out for February 7, so "
        "your friends could resell the Row G tickets on our marketplace instead, often at or "
        "above face value. A refund is simpler and guaranteed. Would you like the refund, or "
        "to list them?"
    )
    s.user("no, just refund it, reselling is too much hassle")
    s.confirm(
        "Here's the refund:\n"
        "- Order ORD-5584377: 2 tickets, Section 112, Row G, Seats 9-10\n"
        "- Refund $222.20 (tickets $192.00 + fees $30.20) to Mastercard ending 8815, the card "
        "used for this order\n"
        "- Both tickets are cancelled and can't be used on February 7\n"
        "- Your order ORD-5584021 (Row F, Seats 7-8) is not touched\n\n"
        "Shall I refund order ORD-5584377? (yes/no)",
        [
            (
                "refund_order",
                {"order_id": "ORD-5584377", "amount": 222.2, "to": "original_payment"},
            )
        ],
    )
    s.yes("yes do it")
    s.call(
        "refund_order",
        {"order_id": "ORD-5584377", "amount": 222.2, "to": "original_payment"},
        {
            "refund_id": "RF-3308172",
            "status": "issued",
            "order_id": "ORD-5584377",
            "amount": 222.2,
            "to": "Mastercard ****8815",
            "expected": "5-10 business days",
            "tickets_cancelled": ["Sec 112 Row G Seat 9", "Sec 112 Row G Seat 10"],
        },
        facts={"refund_id": "RF-3308172"},
    )
    s.boundary(
        "the refund of ORD-5584377 (Row G, $222.20 to Mastercard ****8815) executed, not "
        "reported yet; Row F order kept; resale offered and declined; credit declined"
    )
    s.say(
        "Done: refund RF-3308172 for $222.20 is on its way to your Mastercard ending 8815. It "
        "usually shows up in 5-10 business days. Row G, Seats 9 and 10 are cancelled. Your "
        "order ORD-5584021 for Row F, Seats 7-8 stays valid for February 7."
    )
    s.user(
        "great thanks. actually one more thing, my partner probably can't make feb either. can "
        "you send one of my row F tickets to my sister Ingrid so she can come with me? "
        "ingrid.lindqvist@example.net",
        facts={"transfer_recipient": {"name": "Ingrid Lindqvist"}},
    )
    s.confirm(
        "Sure. Here's the transfer:\n"
        "- From order ORD-5584021: Section 112, Row F, Seat 8\n"
        "- To Ingrid Lindqvist, ingrid.lindqvist@example.net\n"
        "- She gets an email and has 7 days to accept; until she does, the ticket stays in your "
        "account and you can cancel the transfer\n"
        "- Seat 7 stays with you\n\n"
        "Shall I send the transfer? (yes/no)",
        [
            (
                "transfer_tickets",
                {
                    "order_id": "ORD-5584021",
                    "seats": ["Sec 112 Row F Seat 8"],
                    "recipient_name": "Ingrid Lindqvist",
                    "recipient_email": "ingrid.lindqvist@example.net",
                },
            )
        ],
    )
    s.no(
        "wait no, that's her old email. it's ingrid.lindqvist@example.com",
        facts={
            "transfer_recipient": {
                "name": "Ingrid Lindqvist",
                "email": "ingrid.lindqvist@example.com",
            }
        },
    )
    s.confirm(
        "Thanks for catching that. Updated:\n"
        "- From order ORD-5584021: Section 112, Row F, Seat 8\n"
        "- To Ingrid Lindqvist, ingrid.lindqvist@example.com\n"
        "- She has 7 days to accept; until then you can cancel the transfer\n"
        "- Seat 7 stays with you\n\n"
        "Shall I send the transfer? (yes/no)",
        [
            (
                "transfer_tickets",
                {
                    "order_id": "ORD-5584021",
                    "seats": ["Sec 112 Row F Seat 8"],
                    "recipient_name": "Ingrid Lindqvist",
                    "recipient_email": "ingrid.lindqvist@example.com",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "transfer_tickets",
        {
            "order_id": "ORD-5584021",
            "seats": ["Sec 112 Row F Seat 8"],
            "recipient_name": "Ingrid Lindqvist",
            "recipient_email": "ingrid.lindqvist@example.com",
        },
        {
            "transfer_id": "TR-9920415",
            "status": "pending_acceptance",
            "seats": ["Sec 112 Row F Seat 8"],
            "recipient_email": "ingrid.lindqvist@example.com",
            "accept_by": "2025-10-13T23:59",
        },
        facts={"transfer_id": "TR-9920415"},
    )
    s.say(
        "Sent: transfer TR-9920415 of Row F, Seat 8 to ingrid.lindqvist@example.com. Ingrid "
        "needs to accept it from the email by Monday, October 13; until she does, the ticket "
        "stays in your account, and if she doesn't accept in time it simply comes back to you. "
        "Seat 7 stays with you either way."
    )
    s.user("ok she'll do it tonight. thanks so much!")
    s.boundary(
        "the transfer to the .net address rejected by her correction; the corrected transfer "
        "TR-9920415 (Seat F-8 to ingrid.lindqvist@example.com) executed and reported, pending "
        "Ingrid's acceptance by Oct 13"
    )


def session_exchange(s):
    """A theatre exchange to another evening: the aisle pair sold mid-call, then Row J."""
    greet(s)
    s.user(
        "Hello. I have two tickets for The Glass Orchard on Saturday Nov 8 but we've got a "
        "wedding that day. Can I swap to another night? Order 6120447"
    )
    s.say(
        "Congratulations on the wedding invitation! I can look at that. To verify, please give "
        "me the name on the order and the phone number on your account."
    )
    s.user("Desmond Achebe, 617 555 0139")
    s.call(
        "verify_customer",
        {"order_id": "ORD-6120447", "name": "Desmond Achebe", "phone": "+1 617-555-0139"},
        verified("CU-311902", ["ORD-6120447"]),
        facts={"customer": "Desmond Achebe", "customer_id": "CU-311902"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-311902", "order_id": "ORD-6120447"},
        {
            "orders": [
                order(
                    "ORD-6120447",
                    exchange_policy={
                        "allowed_until": "48 hours before the performance",
                        "fee_per_ticket": 10.0,
                        "price_difference": "paid if higher; not refunded if lower",
                    },
                )
            ]
        },
        facts={
            "orders": {
                "ORD-6120447": "The Glass Orchard, Sat 2025-11-08 19:30, Orchestra Row K "
                "Seats 14-15, 2 x $118.00, total $260.80, Amex ****1007"
            },
            "exchange_policy": {"fee_per_ticket": 10.0, "lower_price": "no refund"},
        },
    )
    s.say(
        "Thanks, Desmond. Your order ORD-6120447 is for Orchestra Row K, Seats 14-15 on "
        "Saturday, November 8 at 7:30 pm, $118.00 a ticket. You can exchange to another "
        "performance up to 48 hours before the show: there's a $10.00 exchange fee per ticket, "
        "you pay any price difference, and if the new seats are cheaper the difference isn't "
        "refunded. Which dates would work?"
    )
    s.user(
        "Any evening the week after. Not a matinee, my wife hates matinees. Aisle seats if you "
        "can, my knee.",
        facts={
            "exchange_request": {
                "when": "week after, evenings",
                "not": "matinee",
                "prefer": "aisle",
            }
        },
    )
    s.call(
        "get_exchange_options",
        {"order_id": "ORD-6120447", "from": "2025-11-10", "to": "2025-11-16", "quantity": 2},
        {
            "performances": [
                {
                    "performance": "2025-11-14T19:30",
                    "pairs": [
                        {"seats": "Orchestra Row H Seats 1-2", "price_each": 124.0, "aisle": True},
                        {"seats": "Orchestra Row M Seats 20-21", "price_each": 118.0},
                    ],
                },
                {
                    "performance": "2025-11-15T19:30",
                    "pairs": [{"seats": "Mezzanine Row C Seats 5-6", "price_each": 104.0}],
                },
                {
                    "performance": "2025-11-16T14:00",
                    "matinee": True,
                    "pairs": [{"seats": "Orchestra Row E Seats 9-10", "price_each": 132.0}],
                },
            ],
            "exchange_fee_per_ticket": 10.0,
        },
        facts={
            "exchange_options": {
                "2025-11-14 19:30": "Orch H 1-2 aisle $124; Orch M 20-21 $118",
                "2025-11-15 19:30": "Mezz C 5-6 $104",
                "2025-11-16 14:00 (matinee)": "Orch E 9-10 $132",
            }
        },
    )
    s.say(
        "Here's what's open for two that week (I've left out Sunday the 16th, a 2:00 pm "
        "matinee):\n"
        "- Friday, November 14, 7:30 pm: Orchestra Row H, Seats 1-2, on the aisle, $124.00 "
        "each. You'd pay $32.00: the $12.00 price difference plus $20.00 in exchange fees\n"
        "- Friday, November 14, 7:30 pm: Orchestra Row M, Seats 20-21, $118.00 each, not on "
        "the aisle. You'd pay the $20.00 in fees\n"
        "- Saturday, November 15, 7:30 pm: Mezzanine Row C, Seats 5-6, $104.00 each. You'd pay "
        "the $20.00 in fees; the $28.00 difference isn't refunded\n\n"
        "For your knee I'd go with Row H on the aisle."
    )
    s.user("Friday, row H. Put it on the same amex.")
    s.confirm(
        "Here's the exchange:\n"
        "- Order ORD-6120447: from Saturday, November 8, 7:30 pm, Orchestra Row K, Seats 14-15\n"
        "- To Friday, November 14, 7:30 pm, Orchestra Row H, Seats 1-2 (aisle)\n"
        "- Charge $32.00 to Amex ending 1007 ($12.00 price difference + $20.00 exchange fees)\n"
        "- Your November 8 tickets are voided and the new ones go to your mobile wallet\n\n"
        "Shall I make the exchange? (yes/no)",
        [
            (
                "exchange_tickets",
                {
                    "order_id": "ORD-6120447",
                    "to_performance": "2025-11-14T19:30",
                    "seats": "Orchestra Row H Seats 1-2",
                    "charge": 32.0,
                },
            )
        ],
    )
    s.yes("Yes.")
    s.call(
        "exchange_tickets",
        {
            "order_id": "ORD-6120447",
            "to_performance": "2025-11-14T19:30",
            "seats": "Orchestra Row H Seats 1-2",
            "charge": 32.0,
        },
        {
            "error": "SEATS_UNAVAILABLE",
            "message": (
                "Orchestra Row H Seats 1-2 for 2025-11-14T19:30 were sold while the exchange "
                "was processing. No change was made: order ORD-6120447 is unchanged and nothing "
                "was charged."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed exchange to Fri Nov 14 Orchestra H 1-2 failed (seats sold; ledger: "
        "executed), not reported yet; the Nov 8 tickets unchanged, nothing charged"
    )
    s.call(
        "get_exchange_options",
        {"order_id": "ORD-6120447", "from": "2025-11-14", "to": "2025-11-14", "quantity": 2},
        {
            "performances": [
                {
                    "performance": "2025-11-14T19:30",
                    "pairs": [
                        {"seats": "Orchestra Row J Seats 1-2", "price_each": 124.0, "aisle": True},
                        {"seats": "Orchestra Row M Seats 20-21", "price_each": 118.0},
                    ],
                }
            ],
            "exchange_fee_per_ticket": 10.0,
        },
        facts={"exchange_options": {"2025-11-14 19:30 (refreshed)": "Orch J 1-2 aisle $124"}},
    )
    s.say(
        "I'm sorry, Desmond: Row H, Seats 1-2 sold to someone else while the exchange was "
        "going through, so nothing changed. Your November 8 tickets are still valid and "
        "nothing was charged. For Friday, November 14 there's now Orchestra Row J, Seats 1-2, "
        "also on the aisle and also $124.00 each, so the same $32.00. Row M, Seats 20-21 is "
        "still there too."
    )
    s.user("J is fine. same card.")
    s.confirm(
        "Here's the exchange:\n"
        "- Order ORD-6120447: from Saturday, November 8, 7:30 pm, Orchestra Row K, Seats 14-15\n"
        "- To Friday, November 14, 7:30 pm, Orchestra Row J, Seats 1-2 (aisle)\n"
        "- Charge $32.00 to Amex ending 1007 ($12.00 price difference + $20.00 exchange fees)\n\n"
        "Shall I make the exchange? (yes/no)",
        [
            (
                "exchange_tickets",
                {
                    "order_id": "ORD-6120447",
                    "to_performance": "2025-11-14T19:30",
                    "seats": "Orchestra Row J Seats 1-2",
                    "charge": 32.0,
                },
            )
        ],
    )
    s.yes("yes go ahead")
    s.call(
        "exchange_tickets",
        {
            "order_id": "ORD-6120447",
            "to_performance": "2025-11-14T19:30",
            "seats": "Orchestra Row J Seats 1-2",
            "charge": 32.0,
        },
        {
            "exchange_id": "EX-1187730",
            "status": "completed",
            "order_id": "ORD-6120447",
            "performance": "2025-11-14T19:30",
            "seats": ["Orchestra Row J Seat 1", "Orchestra Row J Seat 2"],
            "charged": 32.0,
            "card": "Amex ****1007",
            "voided": ["Orchestra Row K Seat 14", "Orchestra Row K Seat 15"],
            "delivery": "mobile",
        },
        facts={"exchange_id": "EX-1187730"},
    )
    s.say(
        "All done: exchange EX-1187730. You're now in Orchestra Row J, Seats 1-2 on Friday, "
        "November 14 at 7:30 pm, and $32.00 was charged to your Amex ending 1007. The new "
        "tickets are in your mobile wallet and the November 8 ones are void. The Rosemont "
        "garage next door also sells pre-theatre parking for $18.00 if you'd like me to add it."
    )
    s.user("No thanks, we'll take the train.")
    s.boundary(
        "the failed exchange (Row H sold) reported; the exchange to Row J 1-2, Fri Nov 14 "
        "(EX-1187730, $32.00 on Amex ****1007) executed and reported; parking offered and "
        "declined"
    )


SCRIPTS = {"postponed": session_postponed, "exchange": session_exchange}
