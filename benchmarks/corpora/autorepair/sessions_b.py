"""Session scripts, part 2: payment, refund, appointment.

Each script plays one invented session at the service desk of Corbett & Vale Auto Service
(customers, plates, repair orders, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import vehicle, verified
from sessions_a import greet


def session_payment(s):
    """The Outback's invoice paid in two parts, Visa first; the Civic left to her son."""
    greet(s)
    s.user(
        "Hi, Lorraine Petrakis. I want to pay for the Subaru so I can pick it up on my lunch break."
    )
    s.say("Hi Lorraine. To verify, what's the email address on your account?")
    s.user("lpetrakis@example.net")
    s.call(
        "verify_customer",
        {"name": "Lorraine Petrakis", "email": "lpetrakis@example.net"},
        verified("C-09831"),
        facts={"customer_id": "C-09831", "customer": "Lorraine Petrakis"},
    )
    s.call(
        "list_repair_orders",
        {"customer_id": "C-09831", "status": "open"},
        {
            "repair_orders": [
                {
                    "ro": "RO-24790",
                    "vehicle": "2016 Subaru Outback 2.5i, LPK-2716",
                    "status": "complete, ready for pickup",
                    "invoice": "INV-24790",
                },
                {
                    "ro": "RO-24802",
                    "vehicle": "2012 Honda Civic LX, LPK-1290",
                    "status": "waiting on parts (ETA 2025-10-21)",
                    "authorized": 466.3,
                    "invoice": None,
                },
            ]
        },
        facts={
            "vehicles": {
                "LPK-2716": "2016 Subaru Outback, RO-24790, ready",
                "LPK-1290": "2012 Honda Civic, RO-24802, waiting on parts",
            }
        },
    )
    s.call(
        "get_invoice",
        {"invoice": "INV-24790"},
        {
            "invoice": "INV-24790",
            "ro": "RO-24790",
            "lines": [
                {"job": "Front strut assemblies (pair)", "parts": 612.8, "labor": 397.6},
                {"job": "Rear sway bar links", "parts": 86.4, "labor": 99.4},
                {"job": "Four-wheel alignment", "parts": 0.0, "labor": 129.95},
            ],
            "tax": 38.46,
            "total": 1364.61,
            "paid": 0.0,
            "balance": 1364.61,
        },
        facts={"invoice": {"invoice": "INV-24790", "total": 1364.61}},
    )
    s.say(
        "Thanks, Lorraine. I see two open repair orders:\n"
        "- Subaru Outback (LPK-2716, RO-24790): done and ready. Invoice INV-24790 is "
        "$1,364.61 for the front struts, rear sway bar links and a four-wheel alignment.\n"
        "- Honda Civic (LPK-1290, RO-24802): waiting on parts, due Tuesday, October 21. "
        "Nothing is owed on it yet.\n"
        "How would you like to pay for the Subaru?"
    )
    s.user(
        "split it please. $500 on my visa first, then the rest on the debit card. both should "
        "be on file.",
        facts={"payment_plan": {"first": "Visa, $500", "then": "debit card, the rest"}},
    )
    s.call(
        "get_payment_methods",
        {"customer_id": "C-09831"},
        {
            "cards": [
                {"card": "Visa ****4417", "type": "credit"},
                {"card": "Mastercard debit ****0921", "type": "debit"},
            ]
        },
    )
    s.say(
        "I have your Visa ****4417 and your Mastercard debit ****0921. That's $500.00 on the "
        "Visa and $864.61 on the debit card. While we're at it, would you like to prepay the "
        "Civic's authorized $466.30 too, so its pickup is quick?"
    )
    s.user(
        "no, the civic is my son's car, he's paying for that one himself. just the subaru.",
        facts={"payment_plan": {"civic": "not paying; her son pays"}},
    )
    s.confirm(
        "Here are the two payments on INV-24790 (Subaru Outback):\n"
        "1. $500.00 on Visa ****4417\n"
        "2. $864.61 on Mastercard debit ****0921\n"
        "That pays the $1,364.61 in full. Nothing is charged for the Civic.\n\n"
        "Shall I run them? (yes/no)",
        [
            (
                "process_payment",
                {"invoice": "INV-24790", "card": "Visa ****4417", "amount": 500.0},
            ),
            (
                "process_payment",
                {"invoice": "INV-24790", "card": "Mastercard debit ****0921", "amount": 864.61},
            ),
        ],
    )
    s.yes("yes that's right")
    s.call(
        "process_payment",
        {"invoice": "INV-24790", "card": "Visa ****4417", "amount": 500.0},
        {"payment_id": "PMT-77120", "status": "approved", "amount": 500.0, "balance": 864.61},
    )
    s.call(
        "process_payment",
        {"invoice": "INV-24790", "card": "Mastercard debit ****0921", "amount": 864.61},
        {
            "payment_id": "PMT-77121",
            "status": "approved",
            "amount": 864.61,
            "balance": 0.0,
            "invoice_status": "paid",
        },
        facts={"payments": {"PMT-77120": "Visa ****4417 $500", "PMT-77121": "debit $864.61"}},
    )
    s.say(
        "Both went through: $500.00 on Visa ****4417 (PMT-77120) and $864.61 on debit ****0921 "
        "(PMT-77121). INV-24790 is paid in full and the receipt is on its way to "
        "lpetrakis@example.net. The Outback is ready at the front desk; we're open until 6. "
        "The Civic's RO-24802 stays open with nothing charged."
    )
    s.boundary(
        "INV-24790 (Outback, $1,364.61) paid: $500 Visa first, $864.61 debit, reported; the "
        "Civic RO-24802 (her son's) untouched, the agent's prepay offer declined"
    )


def session_refund(s):
    """A declined tire rotation refunded; a free oil change asked of the service manager."""
    greet(s)
    s.user(
        "I got charged for a tire rotation I said no to. Samir Haddadin, the elantra, I was in "
        "last thursday."
    )
    s.say("Sorry about that, Samir. What's the phone number on your account?")
    s.user("555-0182")
    s.call(
        "verify_customer",
        {"name": "Samir Haddadin", "phone_last4": "0182"},
        verified("C-10355"),
        facts={
            "customer_id": "C-10355",
            "customer": "Samir Haddadin",
            "vehicle": "2020 Hyundai Elantra SEL, SHD-0457",
        },
    )
    s.call(
        "get_invoice",
        {"customer_id": "C-10355", "date": "2025-10-09"},
        {
            "invoice": "INV-24721",
            "ro": "RO-24721",
            "date": "2025-10-09",
            "lines": [
                {"job": "Synthetic oil change", "parts": 38.2, "labor": 26.75, "total": 64.95},
                {"job": "Tire rotation", "parts": 0.0, "labor": 29.95, "total": 29.95},
            ],
            "tax": 2.1,
            "total": 97.0,
            "paid": {"card": "Visa ****6630", "date": "2025-10-09", "amount": 97.0},
        },
        facts={"invoice": {"invoice": "INV-24721", "total": 97.0, "rotation": 29.95}},
    )
    s.call(
        "get_repair_order",
        {"ro": "RO-24721"},
        {
            "ro": "RO-24721",
            "notes": "customer declined tire rotation at write-up; rotation not performed",
            "related": [
                {
                    "ro": "RO-24733",
                    "date": "2025-10-10",
                    "notes": "oil cap missing after RO-24721; cap replaced, topped off 0.5 qt",
                    "charge": 0.0,
                }
            ],
        },
    )
    s.confirm(
        "You're right, Samir. Invoice INV-24721 from October 9 charged $29.95 for a tire "
        "rotation, but the repair order says you declined it and it wasn't done. I also see "
        "you came back on October 10 (RO-24733) because the oil cap was missing. I'm sorry "
        "about both. Here's the refund:\n"
        "- $29.95 for the tire rotation on INV-24721\n"
        "- Back to the card you paid with, Visa ****6630\n\n"
        "Shall I issue it? (yes/no)",
        [
            (
                "issue_refund",
                {
                    "invoice": "INV-24721",
                    "line": "Tire rotation",
                    "amount": 29.95,
                    "to": "Visa ****6630",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "issue_refund",
        {"invoice": "INV-24721", "line": "Tire rotation", "amount": 29.95, "to": "Visa ****6630"},
        {
            "refund_id": "RF-3318",
            "status": "processed",
            "amount": 29.95,
            "to": "Visa ****6630",
            "posts_in": "3-5 business days",
        },
        facts={"refund": {"refund_id": "RF-3318", "amount": 29.95, "to": "Visa ****6630"}},
    )
    s.say(
        "Done: refund RF-3318, $29.95 back to Visa ****6630. It should post in 3-5 business days."
    )
    s.user(
        "thanks. and honestly, I had to take a morning off to come back for the oil cap, there "
        "was oil all over the engine. I want something for that."
    )
    s.say(
        "That's fair to ask. Credits like that are decided by our service manager, Priya "
        "Hollander, not by me, but I can send her a goodwill request. A common one is a $50 "
        "credit toward your next repair."
    )
    s.user(
        "Ask for a free oil change on my next visit. Not a credit on some repair I don't need, "
        "an actual free oil change.",
        facts={"goodwill": {"ask": "free oil change on next visit", "not": "$50 repair credit"}},
    )
    s.confirm(
        "Here's the request to Priya:\n"
        "- Goodwill: a free oil change on your next visit\n"
        "- Reason: the oil cap was missing after your October 9 service (RO-24721); you came "
        "back on October 10 (RO-24733)\n"
        "- Priya decides; I can't promise the outcome\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "submit_goodwill_request",
                {
                    "customer_id": "C-10355",
                    "ro": "RO-24733",
                    "request": "free oil change on next visit",
                    "reason": "oil cap missing after RO-24721; return visit 2025-10-10",
                },
            )
        ],
    )
    s.yes("yep")
    s.call(
        "submit_goodwill_request",
        {
            "customer_id": "C-10355",
            "ro": "RO-24733",
            "request": "free oil change on next visit",
            "reason": "oil cap missing after RO-24721; return visit 2025-10-10",
        },
        {
            "request_id": "GW-0782",
            "status": "awaiting_manager_decision",
            "decided_by": "Priya Hollander",
            "respond_by": "2025-10-20",
        },
        facts={"goodwill": {"request_id": "GW-0782", "status": "awaiting Priya Hollander"}},
    )
    s.say(
        "Sent: goodwill request GW-0782 is with Priya. Nothing is granted until she decides; "
        "you'll hear back by text at 555-0182 by Monday, October 20."
    )
    s.boundary(
        "the $29.95 rotation refund RF-3318 to Visa ****6630 processed and reported; goodwill "
        "request GW-0782 (a free oil change, not the $50 credit) awaiting Priya Hollander"
    )


def session_appointment(s):
    """Inspection and oil change: the Corolla proposed by mistake, then the CX-5 booked."""
    greet(s)
    s.user(
        "hi I need to book the state inspection and an oil change, the sticker runs out at the "
        "end of the month. Beatriz Fontaine"
    )
    s.say("Happy to help, Beatriz. What are the last four digits of the phone on your account?")
    s.user("it's 608 555 0156")
    s.call(
        "verify_customer",
        {"name": "Beatriz Fontaine", "phone_last4": "0156"},
        verified("C-11420"),
        facts={"customer_id": "C-11420", "customer": "Beatriz Fontaine"},
    )
    s.say("Thanks. What days and times work for you?")
    s.user(
        "mornings only. and NOT mondays, I have standing meetings. has to be before the 31st "
        "obviously",
        facts={
            "appointment_request": {"time": "mornings", "not": "Mondays", "before": "2025-10-31"}
        },
    )
    s.call(
        "get_appointment_slots",
        {"services": ["state inspection", "oil change"], "from": "2025-10-14", "to": "2025-10-31"},
        {
            "slots": [
                "2025-10-20T08:00",
                "2025-10-21T07:30",
                "2025-10-22T13:00",
                "2025-10-23T09:00",
                "2025-10-27T08:00",
                "2025-10-29T14:30",
            ],
            "prices": {"state inspection": 35.0, "synthetic oil change": 79.95},
            "duration": "about 90 minutes",
        },
    )
    s.say(
        "Morning openings before the 31st that aren't on a Monday: Tuesday, October 21 at "
        "7:30 am, or Thursday, October 23 at 9:00 am. The inspection is $35.00 and a synthetic "
        "oil change is $79.95; it takes about 90 minutes. You can wait in our lounge or take "
        "our shuttle. Would you also like a tire rotation for $29.95?"
    )
    s.user(
        "thursday the 23rd at 9, I'll just wait there. no rotation, I did that in august.",
        facts={"appointment_request": {"slot": "2025-10-23 09:00", "wait": True}},
    )
    s.confirm(
        "Here's the appointment:\n"
        "- 2011 Toyota Corolla LE, BFZ-1187\n"
        "- Thursday, October 23 at 9:00 am, waiting in the lounge\n"
        "- State inspection ($35.00) and synthetic oil change ($79.95)\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_appointment",
                {
                    "customer_id": "C-11420",
                    "plate": "BFZ-1187",
                    "date": "2025-10-23",
                    "time": "09:00",
                    "services": ["state inspection", "synthetic oil change"],
                    "wait": True,
                },
            )
        ],
    )
    s.no(
        "No, not the Corolla, the Mazda! The Corolla's my son Mateo's and it isn't due till March.",
        facts={"vehicle": "Mazda (not the Corolla)"},
    )
    s.call(
        "lookup_vehicle",
        {"customer_id": "C-11420", "plate": "BFZ-3021"},
        vehicle("C-11420", "BFZ-3021"),
        facts={"vehicle": "2021 Mazda CX-5 Touring, BFZ-3021, inspection expires 2025-10-31"},
    )
    s.confirm(
        "Sorry about that. Updated:\n"
        "- 2021 Mazda CX-5 Touring, BFZ-3021 (inspection expires October 31)\n"
        "- Thursday, October 23 at 9:00 am, waiting in the lounge\n"
        "- State inspection ($35.00) and synthetic oil change ($79.95): $114.95 plus tax\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_appointment",
                {
                    "customer_id": "C-11420",
                    "plate": "BFZ-3021",
                    "date": "2025-10-23",
                    "time": "09:00",
                    "services": ["state inspection", "synthetic oil change"],
                    "wait": True,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "schedule_appointment",
        {
            "customer_id": "C-11420",
            "plate": "BFZ-3021",
            "date": "2025-10-23",
            "time": "09:00",
            "services": ["state inspection", "synthetic oil change"],
            "wait": True,
        },
        {
            "appointment_id": "APT-55203",
            "status": "confirmed",
            "plate": "BFZ-3021",
            "at": "2025-10-23T09:00",
        },
        facts={"appointment": {"appointment_id": "APT-55203", "at": "2025-10-23 09:00"}},
    )
    s.say(
        "You're booked: APT-55203, Thursday, October 23 at 9:00 am for the CX-5's inspection "
        "and oil change. We'll text a reminder to 555-0156 the day before. Nothing is booked "
        "for the Corolla."
    )
    s.boundary(
        "the appointment for the Corolla rejected by her correction; the CX-5's inspection + "
        "oil change (APT-55203, Thu Oct 23 9:00) booked and reported; the rotation declined"
    )


SCRIPTS = {
    "payment": session_payment,
    "refund": session_refund,
    "appointment": session_appointment,
}
