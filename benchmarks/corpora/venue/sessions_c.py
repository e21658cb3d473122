"""Session scripts, part 3: menu, cancel and permit.

Each script plays one invented session at the events desk of Fernhallow Venues (clients, client
ids, rooms, events, amounts and dates are made up). `s.boundary(note)` marks where a point is
frozen. The sessions take place on Wednesday, March 11, 2026.
"""

from __future__ import annotations

from records import MENUS, verified
from sessions_a import greet


def session_menu(s):
    """Fewer guests in the garden, billed at its minimum; a cheaper nut-free menu."""
    greet(s)
    s.user(
        "hi, numbers for our anniversary party have dropped, can I lower the headcount? Imogen "
        "Tarrant, event EVT-50790"
    )
    s.say(
        "Of course, Imogen. To verify, please give me your client number and the phone number "
        "on your file."
    )
    s.user("CL-39871, ph 541-555-0173")
    s.call(
        "verify_client",
        {"client_id": "CL-39871", "name": "Imogen Tarrant", "phone": "+1 541-555-0173"},
        verified("CL-39871"),
        facts={
            "client_id": "CL-39871",
            "client": "Imogen Tarrant",
            "cards": ["Mastercard ****3391"],
        },
    )
    s.call(
        "get_event",
        {"event_id": "EVT-50790"},
        {
            "event_id": "EVT-50790",
            "client_id": "CL-39871",
            "type": "25th wedding anniversary party",
            "date": "2026-06-14",
            "room": "Quince Garden",
            "time": "16:00-21:00",
            "status": "booked",
            "guests": 90,
            "minimum_guests": 75,
            "menu": "Orchard Supper",
            "per_guest": 78.0,
            "catering_total": 7020.0,
            "room_fee": 2000.0,
            "headcount_deadline": "2026-05-31",
        },
        facts={
            "events": {
                "EVT-50790": {
                    "type": "25th wedding anniversary party",
                    "date": "2026-06-14",
                    "room": "Quince Garden",
                    "guests": 90,
                    "minimum_guests": 75,
                    "menu": "Orchard Supper",
                    "per_guest": 78.0,
                }
            }
        },
    )
    s.call(
        "get_menu_options",
        {"event_id": "EVT-50790"},
        {
            "caterer": "Thimble & Fig Catering",
            "menus": [
                {
                    "menu": name,
                    "per_guest": m["per_guest"],
                    "nut_free_possible": m["nut_free_possible"],
                }
                for name, m in MENUS.items()
            ],
            "note": "the Orchard Supper's almond-crusted goat cheese course cannot be made nut-free",
        },
        facts={"menu_options": {name: m["per_guest"] for name, m in MENUS.items()}},
    )
    s.say(
        "Thanks, Imogen. Your 25th anniversary party, EVT-50790, is on Sunday, June 14, 2026 in "
        "the Quince Garden, 4-9 pm: 90 guests on the Orchard Supper at $78 a guest. Headcount "
        "changes are open until May 31. One thing to know: on weekends the garden has a minimum "
        "of 75 guests, and below that you're billed for 75. How many are you expecting now?"
    )
    s.user(
        "62. can't you just bill us for 62? it's only 13 short. and whatever menu we end up "
        "with, nothing with nuts, my husband's allergic",
        facts={
            "headcount": {"EVT-50790": 62},
            "dietary": {"EVT-50790": "nothing with nuts (her husband's allergy)"},
        },
    )
    s.say(
        "I'm sorry, I can't bill below the garden's minimum: with 62 guests you'd still be billed "
        "for 75. Two ways to bring the cost down: Cordwainers' Hall is free on June 14, its "
        "minimum is 30 and it seats 70, and its Sunday room fee is $1,100 instead of the garden's "
        "$2,000. Or, keeping the garden, the Hall Classic Buffet is $64 a guest and can be made "
        "nut-free; the Orchard Supper can't, because of its almond-crusted goat cheese course."
    )
    s.user(
        "no, the garden, not the hall. we got married in that garden. switch to the buffet then, "
        "62 people, nut free",
        facts={
            "menu_request": {
                "menu": "Hall Classic Buffet",
                "nut_free": True,
                "room": "Quince Garden only",
            }
        },
    )
    s.confirm(
        "Here are the two changes to EVT-50790:\n"
        "- Headcount from 90 to 62 guests, billed at the garden's minimum of 75\n"
        "- Menu from the Orchard Supper ($78) to the Hall Classic Buffet ($64 a guest), "
        "nut-free\n"
        "- Catering: 75 x $64 = $4,800.00 (was 90 x $78 = $7,020.00)\n\n"
        "Shall I make both changes? (yes/no)",
        [
            ("update_headcount", {"event_id": "EVT-50790", "guests": 62}),
            (
                "set_menu",
                {"event_id": "EVT-50790", "menu": "Hall Classic Buffet", "dietary": ["nut-free"]},
            ),
        ],
    )
    s.yes("yes ok")
    s.call(
        "update_headcount",
        {"event_id": "EVT-50790", "guests": 62},
        {
            "event_id": "EVT-50790",
            "status": "updated",
            "guests": 62,
            "billed_guests": 75,
            "note": "below the weekend minimum of 75: billed for 75",
        },
    )
    s.call(
        "set_menu",
        {"event_id": "EVT-50790", "menu": "Hall Classic Buffet", "dietary": ["nut-free"]},
        {
            "event_id": "EVT-50790",
            "status": "updated",
            "menu": "Hall Classic Buffet",
            "per_guest": 64.0,
            "dietary": ["nut-free"],
            "billed_guests": 75,
            "catering_total": 4800.0,
        },
    )
    s.boundary(
        "headcount 62 (billed 75) and the nut-free Hall Classic Buffet ($4,800) both executed, "
        "not reported yet; billing for 62 asked for and refused; Cordwainers' Hall suggested and "
        "declined (the garden only); nothing with nuts"
    )


def session_cancel(s):
    """One of two club events cancelled (fee kept); the refund to a closed card fails."""
    greet(s)
    s.user(
        "Corwin Pellegrino, Aldermoot Rowing Club. We have to cancel the spring gala, the "
        "regatta got moved to that weekend. Client CL 38412"
    )
    s.say("I'm sorry to hear that, Corwin. To verify, please give me the email on your file.")
    s.user("c.pellegrino@example.com")
    s.call(
        "verify_client",
        {"client_id": "CL-38412", "name": "Corwin Pellegrino", "email": "c.pellegrino@example.com"},
        verified("CL-38412"),
        facts={
            "client_id": "CL-38412",
            "client": "Corwin Pellegrino",
            "organization": "Aldermoot Rowing Club",
            "cards": ["Visa ****6604"],
        },
    )
    s.call(
        "get_client_events",
        {"client_id": "CL-38412"},
        {
            "client_id": "CL-38412",
            "events": [
                {
                    "event_id": "EVT-50455",
                    "type": "spring gala",
                    "date": "2026-04-25",
                    "room": "Assay Hall",
                    "guests": 120,
                    "status": "booked",
                    "room_fee": 3200.0,
                    "payments": [
                        {"payment_id": "PAY-729904", "kind": "deposit", "amount": 1600.0},
                        {
                            "payment_id": "PAY-733120",
                            "kind": "catering prepayment",
                            "amount": 4500.0,
                        },
                    ],
                    "paid": 6100.0,
                },
                {
                    "event_id": "EVT-50456",
                    "type": "autumn awards dinner",
                    "date": "2026-10-30",
                    "room": "Cordwainers' Hall",
                    "guests": 60,
                    "status": "booked",
                    "paid": 550.0,
                },
            ],
        },
        facts={
            "events": {
                "EVT-50455": {"type": "spring gala", "date": "2026-04-25", "paid": 6100.0},
                "EVT-50456": {"type": "autumn awards dinner", "date": "2026-10-30"},
            }
        },
    )
    s.call(
        "get_cancellation_terms",
        {"event_id": "EVT-50455"},
        {
            "event_id": "EVT-50455",
            "days_before_event": 45,
            "band": "30 to 90 days before the event",
            "fee": "50% of the room fee",
            "fee_amount": 1600.0,
            "paid": 6100.0,
            "refundable": 4500.0,
            "refund_to": "the card the payments came from, or a credit toward another event of "
            "the client's",
            "waivable": False,
        },
        facts={"cancellation_terms": {"fee": 1600.0, "refundable": 4500.0, "days_before": 45}},
    )
    s.say(
        "Thanks, Corwin. The spring gala, EVT-50455, is on Saturday, April 25, 2026 in Assay "
        "Hall; you've paid $6,100.00 ($1,600.00 deposit and a $4,500.00 catering prepayment). "
        "It's 45 days away, so the cancellation fee is 50% of the $3,200 room fee: $1,600.00, "
        "and $4,500.00 would come back to you. If you'd rather, the $4,500.00 can go as a credit "
        "toward the club's autumn awards dinner, EVT-50456, on October 30, instead of a refund."
    )
    s.user(
        "refund it, to the card. NOT a credit on the awards dinner, different budget. and the "
        "awards dinner stays, don't touch it. any chance you can waive the 1600? we've booked "
        "with you for years",
        facts={
            "cancel_request": {"cancel": "EVT-50455", "keep": "EVT-50456"},
            "refund": {"to": "the card, not a credit on the awards dinner"},
        },
    )
    s.confirm(
        "I'm sorry, I can't waive it: the fee is set by the contract's cancellation terms. "
        "Here's the cancellation:\n"
        "- Cancel EVT-50455, the spring gala on April 25, 2026; cancellation fee $1,600.00, kept "
        "from what was paid\n"
        "- Refund $4,500.00 to your Visa ****6604\n"
        "- The autumn awards dinner EVT-50456 on October 30 is not affected\n\n"
        "Shall I cancel the gala and send the refund? (yes/no)",
        [
            ("cancel_event", {"event_id": "EVT-50455", "fee": 1600.0}),
            ("issue_refund", {"event_id": "EVT-50455", "amount": 4500.0, "card": "Visa ****6604"}),
        ],
    )
    s.yes("yes, do it")
    s.call(
        "cancel_event",
        {"event_id": "EVT-50455", "fee": 1600.0},
        {
            "cancellation_id": "CXL-6631",
            "event_id": "EVT-50455",
            "status": "cancelled",
            "fee_kept": 1600.0,
            "refundable": 4500.0,
        },
        facts={"cancellation_id": "CXL-6631"},
    )
    s.call(
        "issue_refund",
        {"event_id": "EVT-50455", "amount": 4500.0, "card": "Visa ****6604"},
        {
            "error": "card_closed",
            "message": "Visa ****6604 is closed; the refund of $4,500.00 was not sent.",
        },
        error=True,
    )
    s.say(
        "The spring gala EVT-50455 is cancelled (CXL-6631), and the $1,600.00 fee was kept. "
        "But the refund didn't go through: your Visa ****6604 is closed, so the $4,500.00 was "
        "not sent. It's safe with us. I can refund it to another card, or we can mail a check. "
        "Your awards dinner EVT-50456 on October 30 is unchanged."
    )
    s.user(
        "ugh, the club switched banks in january. can you mail a check to the boathouse instead?"
    )
    s.boundary(
        "the gala EVT-50455 cancelled (CXL-6631, $1,600 fee kept), executed and reported; the "
        "$4,500 refund to Visa ****6604 failed (card closed) and was reported; the awards dinner "
        "EVT-50456 untouched; the credit offered and declined; the fee waiver asked for and "
        "refused; his question about a check just raised"
    )


def session_permit(s):
    """A city noise permit applied for (the city decides); the food truck permit not."""
    greet(s)
    s.user(
        "hi, it's Ezra Quintero, we have the garden booked july 11 for the store's 30th. "
        "we've got a band, do we need anything from the city? CL-41277"
    )
    s.say("Good question, Ezra. To verify, please give me the email address on your file.")
    s.user("ezra.quintero@example.com")
    s.call(
        "verify_client",
        {"client_id": "CL-41277", "name": "Ezra Quintero", "email": "ezra.quintero@example.com"},
        verified("CL-41277"),
        facts={
            "client_id": "CL-41277",
            "client": "Ezra Quintero",
            "organization": "Fenwick & Daughters Hardware",
            "cards": ["Visa ****9127"],
        },
    )
    s.call(
        "get_event",
        {"event_id": "EVT-51190"},
        {
            "event_id": "EVT-51190",
            "client_id": "CL-41277",
            "type": "store's 30th anniversary party",
            "date": "2026-07-11",
            "room": "Quince Garden",
            "time": "14:00-20:00",
            "guests": 140,
            "status": "booked",
        },
        facts={
            "events": {
                "EVT-51190": {
                    "type": "store's 30th anniversary party",
                    "date": "2026-07-11",
                    "room": "Quince Garden",
                    "time": "14:00-20:00",
                }
            }
        },
    )
    s.call(
        "get_permit_rules",
        {"event_id": "EVT-51190"},
        {
            "noise_permit": {
                "needed_for": "amplified music in the Quince Garden, at any hour",
                "issued_by": "City of Aldermoot Office of Special Events",
                "applied_by": "the venue, on the client's behalf",
                "city_fee": 120.0,
                "decision_within": "15 business days",
                "latest_hours": "until 21:00 Sunday-Thursday, 22:00 Friday-Saturday",
            },
            "street_use_permit": {
                "needed_for": "a food truck parked on Quarry Lane",
                "city_fee": 210.0,
                "apply_at_least": "30 days before",
            },
            "garden_policy": "no confetti, glitter or pyrotechnics",
        },
        facts={
            "permit_rules": {
                "noise_fee": 120.0,
                "decision_within": "15 business days",
                "street_use_fee": 210.0,
            }
        },
    )
    s.say(
        "Thanks, Ezra. Yes: amplified music in the Quince Garden needs a City of Aldermoot noise "
        "permit, at any hour. We apply on your behalf; the city's fee is $120, and the city's "
        "Office of Special Events decides within 15 business days. Your party on Saturday, July "
        "11 runs 2-8 pm, so I'd apply for amplified music until 8 pm, the end of your booking. "
        "If you're planning a food truck on Quarry Lane, that's a separate street-use permit, "
        "$210, at least 30 days ahead."
    )
    s.user(
        "the band plays 4 to 6:45, they stop before 7, we promised the neighbors on quarry lane "
        "after last time. apply for that. and forget the food truck, not worth 210",
        facts={
            "permit_request": {"hours": "16:00-19:00", "stop_before": "19:00", "food_truck": "no"}
        },
    )
    s.confirm(
        "Here's the application:\n"
        "- City of Aldermoot noise permit for EVT-51190, Saturday, July 11, 2026, Quince Garden\n"
        "- Amplified live music from 4:00 pm to 7:00 pm\n"
        "- City fee $120.00, charged to your Visa ****9127\n"
        "- Decided by the city's Office of Special Events\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "apply_noise_permit",
                {"event_id": "EVT-51190", "date": "2026-07-11", "hours": "16:00-19:00"},
            )
        ],
    )
    s.yes("yes, go for it")
    s.call(
        "apply_noise_permit",
        {"event_id": "EVT-51190", "date": "2026-07-11", "hours": "16:00-19:00"},
        {
            "application_id": "NP-2026-0418",
            "event_id": "EVT-51190",
            "status": "under_review",
            "decided_by": "City of Aldermoot Office of Special Events",
            "decision_expected_by": "2026-04-01",
            "hours": "16:00-19:00",
            "fee_charged": 120.0,
            "card": "Visa ****9127",
        },
        facts={"permit_application_id": "NP-2026-0418"},
    )
    s.say(
        "Submitted: application NP-2026-0418 for amplified music from 4 to 7 pm on July 11. "
        "The $120.00 city fee was charged to your Visa ****9127. The permit isn't granted yet; "
        "the city's Office of Special Events decides, expected by Wednesday, April 1, and I'd "
        "hold off confirming amplified sound with the band until then."
    )
    s.user("ok. one more thing, can we do a confetti cannon at the end?")
    s.say(
        "I'm sorry, confetti cannons aren't allowed in the Quince Garden: no confetti, glitter "
        "or pyrotechnics there. Flower petals or bubbles are fine."
    )
    s.user("fine, petals it is")
    s.boundary(
        "noise permit NP-2026-0418 (4-7 pm, $120 fee) executed and reported, under review with "
        "the city (by Apr 1), not granted; the agent's 8 pm suggestion declined; the food truck "
        "permit ($210) not applied for, by his choice; the confetti cannon refused"
    )


SCRIPTS = {"menu": session_menu, "cancel": session_cancel, "permit": session_permit}
