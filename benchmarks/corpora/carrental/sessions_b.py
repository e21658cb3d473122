"""Session scripts, part 2: upgrade, oneway and early.

Each script plays one invented session at the support desk of Corvane Car Rental (renters,
customer ids, reservations, amounts and dates are made up). `s.boundary(note)` marks where a
point is frozen.
"""

from __future__ import annotations

from records import branch, verified
from sessions_a import greet


def session_upgrade(s):
    """Two reservations; the December one upgraded to a Standard SUV AWD, November untouched."""
    greet(s)
    s.user(
        "hi, I want to upgrade my december reservation to an suv, we're going skiing. Lena "
        "Marchetti, club # 4471902"
    )
    s.say("Fun trip! To verify you, Lena, what email address is on your Corvane Club profile?")
    s.user("lena.marchetti@example.com")
    s.call(
        "verify_customer",
        {
            "corvane_club": "CC-4471902",
            "name": "Lena Marchetti",
            "email": "lena.marchetti@example.com",
        },
        verified("CU-44719"),
        facts={
            "customer_id": "CU-44719",
            "customer": "Lena Marchetti",
            "card_on_file": "Visa ****8053",
        },
    )
    s.call(
        "get_reservations",
        {"customer_id": "CU-44719", "status": "upcoming"},
        {
            "reservations": [
                {
                    "reservation": "CV-30418862",
                    "class": "Compact",
                    "pickup": {"branch": branch("DNM-MAIN"), "at": "2025-11-14T08:00"},
                    "return": {"branch": branch("DNM-MAIN"), "at": "2025-11-17T18:00"},
                    "daily_rate": 41.5,
                    "payment": "pay later",
                },
                {
                    "reservation": "CV-30419507",
                    "class": "Compact",
                    "pickup": {"branch": branch("BLM-APT"), "at": "2025-12-19T11:00"},
                    "return": {"branch": branch("BLM-APT"), "at": "2025-12-27T11:00"},
                    "daily_rate": 38.0,
                    "days": 8,
                    "base": 304.0,
                    "payment": "pay later",
                },
            ]
        },
        facts={
            "reservations": {
                "CV-30418862": "Compact, Dunmere, 2025-11-14 to 2025-11-17, $41.50/day",
                "CV-30419507": "Compact, Bellmoor Airport, 2025-12-19 to 2025-12-27, $38.00/day",
            }
        },
    )
    s.call(
        "get_upgrade_options",
        {"reservation": "CV-30419507"},
        {
            "reservation": "CV-30419507",
            "current": {"class": "Compact", "daily_rate": 38.0, "base": 304.0},
            "options": [
                {
                    "class": "Midsize SUV",
                    "daily_rate": 57.0,
                    "base": 456.0,
                    "difference": 152.0,
                    "awd": "not guaranteed",
                },
                {
                    "class": "Standard SUV AWD",
                    "daily_rate": 66.0,
                    "base": 528.0,
                    "difference": 224.0,
                    "awd": "guaranteed",
                },
            ],
        },
        facts={
            "upgrade_options": {
                "Midsize SUV": "57.00/day, 456.00, +152.00, AWD not guaranteed",
                "Standard SUV AWD": "66.00/day, 528.00, +224.00, AWD guaranteed",
            }
        },
    )
    s.say(
        "Thanks, Lena. You have two upcoming reservations, both for a Compact:\n"
        "- CV-30418862: Dunmere, November 14-17, $41.50/day\n"
        "- CV-30419507: Bellmoor Airport, December 19-27 (8 days), $38.00/day, $304.00 before "
        "taxes\n\n"
        "For December I can offer:\n"
        "- Midsize SUV: $57.00/day, $456.00 (+$152.00); all-wheel drive not guaranteed\n"
        "- Standard SUV AWD: $66.00/day, $528.00 (+$224.00); all-wheel drive guaranteed\n"
        "For mountain roads in December I'd suggest the Standard SUV AWD."
    )
    s.user(
        "ok the awd one. only december tho, leave the november one alone, that's a work trip "
        "and work only pays for compact. can I get a ski rack on it too?",
        facts={
            "vehicle_class": "Standard SUV AWD for CV-30419507",
            "keep_reservation": "CV-30418862 stays Compact (work trip)",
        },
    )
    s.confirm(
        "Ski racks can't be reserved ahead: the Bellmoor Airport counter rents them for $12/day "
        "when one is available, so ask at pickup. Here's the upgrade:\n"
        "- CV-30419507 (December 19-27, Bellmoor Airport): Compact to Standard SUV AWD\n"
        "- $66.00/day x 8 days = $528.00 before taxes (was $304.00), +$224.00\n"
        "- CV-30418862 (November 14-17, Dunmere) stays a Compact\n\n"
        "Shall I change the December reservation? (yes/no)",
        [
            (
                "change_vehicle_class",
                {"reservation": "CV-30419507", "new_class": "Standard SUV AWD"},
            )
        ],
    )
    s.yes("yes")
    s.call(
        "change_vehicle_class",
        {"reservation": "CV-30419507", "new_class": "Standard SUV AWD"},
        {
            "status": "updated",
            "reservation": "CV-30419507",
            "class": "Standard SUV AWD",
            "daily_rate": 66.0,
            "base": 528.0,
            "estimated_total_with_taxes": 619.24,
            "pickup": "2025-12-19T11:00 Bellmoor Airport",
        },
    )
    s.boundary(
        "CV-30419507 (Dec 19-27) changed to Standard SUV AWD ($528.00, $619.24 with taxes), "
        "executed, not reported yet; CV-30418862 (Nov) untouched, as she asked; the ski rack "
        "only at the counter, nothing booked"
    )


def session_oneway(s):
    """A one-way return to Quillon Station (approved, then done); a later pickup proposed."""
    greet(s)
    s.user(
        "I have a reservation picking up in Bellmoor on the 24th and I need to drop it off in "
        "Quillon instead of bringing it back. what does that cost? conf CV30522871"
    )
    s.say("I can check that. Please tell me your name and the last four digits of your phone.")
    s.user("Grace Whitfield, 0171")
    s.call(
        "verify_customer",
        {"reservation": "CV-30522871", "name": "Grace Whitfield", "phone_last4": "0171"},
        verified("CU-45203", reservation="CV-30522871"),
        facts={
            "customer_id": "CU-45203",
            "customer": "Grace Whitfield",
            "card_on_file": "Visa ****6642",
            "reservation": "CV-30522871",
        },
    )
    s.call(
        "get_reservation",
        {"reservation": "CV-30522871"},
        {
            "reservation": "CV-30522871",
            "class": "Full-size",
            "pickup": {"branch": branch("BLM-DTN"), "at": "2025-10-24T09:00"},
            "return": {"branch": branch("BLM-DTN"), "at": "2025-10-27T09:00"},
            "daily_rate": 49.0,
            "days": 3,
            "base": 147.0,
            "payment": "pay at counter, Visa ****6642",
        },
        facts={
            "reservations": {
                "CV-30522871": "Full-size, Bellmoor Downtown 2025-10-24 09:00 to 2025-10-27 "
                "09:00, 3 days x 49.00 = 147.00"
            }
        },
    )
    s.call(
        "quote_one_way",
        {"reservation": "CV-30522871", "return_branches": ["QLN-STN", "QLN-APT"]},
        {
            "quotes": [
                {
                    "return_branch": branch("QLN-STN"),
                    "drop_fee": 125.0,
                    "available": True,
                    "hours": "07:00-21:00",
                },
                {
                    "return_branch": branch("QLN-APT"),
                    "drop_fee": 150.0,
                    "available": True,
                    "airport_concession_fee": "11% of the rental",
                    "hours": "24 hours",
                },
            ]
        },
        facts={
            "one_way_quotes": {
                "QLN-STN": "drop fee 125.00",
                "QLN-APT": "drop fee 150.00 + 11% airport concession fee",
            }
        },
    )
    s.say(
        "Thanks, Grace. Your Full-size car is booked at Bellmoor Downtown from Friday, October "
        "24 at 9:00 am to Monday, October 27 at 9:00 am: 3 days at $49.00, $147.00 before taxes. "
        "We have two branches in Quillon:\n"
        "- Quillon Station (2 Rail Plaza): one-way drop fee $125.00, open 7:00 am-9:00 pm\n"
        "- Quillon Airport (300 Airfield Rd): drop fee $150.00 plus an 11% airport concession "
        "fee on the rental, open 24 hours"
    )
    s.user(
        "the station. fee's ok as long as it's under 150. and still the 27th same time",
        facts={"return_branch": "Quillon Station", "drop_fee_limit": "under $150"},
    )
    s.confirm(
        "Here's the change:\n"
        "- Reservation CV-30522871: return at Quillon Station, 2 Rail Plaza, instead of Bellmoor "
        "Downtown\n"
        "- Return time unchanged: Monday, October 27, 2025 at 9:00 am\n"
        "- One-way drop fee $125.00: $147.00 + $125.00 = $272.00 before taxes\n\n"
        "Shall I change the return location? (yes/no)",
        [
            (
                "change_return_location",
                {
                    "reservation": "CV-30522871",
                    "return_branch": "QLN-STN",
                    "return_at": "2025-10-27T09:00",
                },
            )
        ],
    )
    s.yes("yes go ahead")
    s.boundary(
        "she said yes to the return at Quillon Station (Oct 27 09:00, $125 drop fee, under her "
        "$150 limit), no call yet; Quillon Airport ($150 + 11%) not chosen"
    )
    s.call(
        "change_return_location",
        {"reservation": "CV-30522871", "return_branch": "QLN-STN", "return_at": "2025-10-27T09:00"},
        {
            "status": "updated",
            "reservation": "CV-30522871",
            "return_branch": branch("QLN-STN"),
            "return_at": "2025-10-27T09:00",
            "drop_fee": 125.0,
            "estimated_total_with_taxes": 315.52,
        },
    )
    s.say(
        "Done: CV-30522871 now returns to Quillon Station on Monday, October 27 at 9:00 am. With "
        "the $125.00 drop fee and taxes, the estimated total is $315.52, paid at the counter."
    )
    s.user(
        "great. also can I pick up later on the 24th? my train only gets in at 1:40. not before "
        "2 for sure",
        facts={"pickup_time_request": "2025-10-24, not before 14:00 (train arrives 13:40)"},
    )
    s.call(
        "get_pickup_slots",
        {"branch": "BLM-DTN", "date": "2025-10-24", "after": "14:00"},
        {
            "branch": branch("BLM-DTN"),
            "date": "2025-10-24",
            "slots": ["14:00", "14:30", "15:00", "15:30", "16:00"],
            "closes": "18:00",
        },
        facts={"pickup_slots": {"2025-10-24": "14:00-16:00 every 30 min, closes 18:00"}},
    )
    s.confirm(
        "Bellmoor Downtown has pickups from 2:00 pm on. Since the train gets in at 1:40, I'd "
        "suggest 2:30 pm so you're not rushed:\n"
        "- Move the pickup of CV-30522871 to Friday, October 24, 2025 at 2:30 pm, Bellmoor "
        "Downtown\n"
        "- Return unchanged: Quillon Station, Monday, October 27 at 9:00 am\n"
        "- Still billed as 3 days, so the estimate stays $315.52\n\n"
        "Shall I move the pickup to 2:30 pm? (yes/no)",
        [
            (
                "change_pickup_time",
                {"reservation": "CV-30522871", "pickup_at": "2025-10-24T14:30"},
            )
        ],
    )
    s.boundary(
        "the return at Quillon Station executed and reported ($125 drop fee, $315.52); the "
        "pickup moved to Oct 24 14:30 (the agent's suggestion; her limit: not before 2) "
        "proposed, awaiting her yes"
    )


def session_early(s):
    """A prepaid week returned after 4 days 6 hours: 2 unused days refunded to the card."""
    greet(s)
    s.user(
        "hi, I returned my car early. I prepaid for a week but only had it 4 days, can I get "
        "money back? RA-60388145"
    )
    s.say(
        "Let me check. To verify, please give me your full name and the zip code on your profile."
    )
    s.user("Oliver Brandt, 98112")
    s.call(
        "verify_customer",
        {"rental_agreement": "RA-60388145", "name": "Oliver Brandt", "zip": "98112"},
        verified("CU-39952", rental_agreement="RA-60388145"),
        facts={
            "customer_id": "CU-39952",
            "customer": "Oliver Brandt",
            "card_on_file": "Mastercard ****8810",
            "rental_agreement": "RA-60388145",
        },
    )
    s.call(
        "get_rental",
        {"rental_agreement": "RA-60388145"},
        {
            "rental_agreement": "RA-60388145",
            "status": "closed",
            "vehicle": {"class": "Economy", "plate": "9CFH-117"},
            "pickup": {"branch": branch("HRS-01"), "at": "2025-10-05T10:00"},
            "return": {
                "branch": branch("HRS-01"),
                "due": "2025-10-12T10:00",
                "at": "2025-10-09T16:10",
            },
            "prepaid": {
                "daily": 35.0,
                "days": 7,
                "base": 245.0,
                "taxes_fees": 43.61,
                "total": 288.61,
                "card": "Mastercard ****8810",
            },
        },
        facts={
            "rental": {
                "pickup": "2025-10-05T10:00 Harrowby Springs",
                "due": "2025-10-12T10:00",
                "returned": "2025-10-09T16:10",
                "prepaid": "7 days x 35.00 = 245.00 + 43.61 = 288.61",
            }
        },
    )
    s.call(
        "get_early_return_policy",
        {"rental_agreement": "RA-60388145"},
        {
            "rule": (
                "a rental day is 24 hours from pickup with a 59-minute grace; unused full days "
                "of a prepaid rental are refunded at the prepaid daily rate plus their taxes, "
                "less a 25.00 early-return fee, or given as a travel credit of the full unused "
                "value with no fee, valid 12 months"
            ),
            "used_days": 5,
            "unused_days": 2,
            "unused_value": 82.46,
            "early_return_fee": 25.0,
            "refund_to_card": 57.46,
            "travel_credit": {"amount": 82.46, "expires": "2026-10-09"},
        },
        facts={
            "early_return_policy": {
                "used_days": 5,
                "unused_days": 2,
                "refund_to_card": 57.46,
                "travel_credit": 82.46,
                "fee": 25.0,
            }
        },
    )
    s.say(
        "Thanks, Oliver. You picked up at Harrowby Springs on Sunday, October 5 at 10:00 am and "
        "returned on Thursday, October 9 at 4:10 pm: 4 days and about 6 hours. Past the "
        "59-minute grace that counts as 5 rental days, so 2 of your 7 prepaid days are unused. "
        "Two options:\n"
        "- A refund to your Mastercard ****8810: 2 x $35.00 = $70.00 plus $12.46 taxes = "
        "$82.46, less the $25.00 early-return fee = $57.46\n"
        "- A Corvane travel credit of the full $82.46, no fee, valid until October 9, 2026"
    )
    s.user(
        "5 days?? I had it 4 and a bit. ugh, fine. to my card please, not a credit, I don't "
        "rent much",
        facts={"refund_method": "to the card, not a travel credit"},
    )
    s.confirm(
        "Here's the refund:\n"
        "- Rental RA-60388145: 2 unused days, $82.46, less the $25.00 early-return fee\n"
        "- $57.46 back to Mastercard ****8810, the card you prepaid with\n"
        "- It usually posts in 5-7 business days\n\n"
        "Shall I issue the refund? (yes/no)",
        [
            (
                "issue_refund",
                {"rental_agreement": "RA-60388145", "amount": 57.46, "card": "Mastercard ****8810"},
            )
        ],
    )
    s.yes("yes")
    s.call(
        "issue_refund",
        {"rental_agreement": "RA-60388145", "amount": 57.46, "card": "Mastercard ****8810"},
        {
            "refund_id": "RF-4408126",
            "status": "issued",
            "amount": 57.46,
            "card": "Mastercard ****8810",
            "posts_in": "5-7 business days",
        },
        facts={"refund_id": "RF-4408126"},
    )
    s.say(
        "Done: refund RF-4408126 of $57.46 is on its way to your Mastercard ****8810, usually "
        "5-7 business days. For next time: Corvane Club members don't pay the early-return fee, "
        "and joining is free. Would you like me to sign you up?"
    )
    s.user("no thanks")
    s.boundary(
        "refund RF-4408126 ($57.46 to Mastercard ****8810: 2 unused days, $82.46 less the $25 "
        "fee) executed and reported; the travel credit and Corvane Club offered and declined"
    )


SCRIPTS = {
    "upgrade": session_upgrade,
    "oneway": session_oneway,
    "early": session_early,
}
