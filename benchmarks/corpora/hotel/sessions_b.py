"""Session scripts, part 2: upgrade, extend, folio and lost.

Each script plays one invented session at the guest-services desk of Corvane Hotels (guests,
confirmation numbers, folio ids, member numbers, cards, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_upgrade(s):
    """An anniversary in Portland: the Harbor View King upgrade booked, a 2 pm checkout proposed."""
    greet(s)
    s.user(
        "Hi! it's our 10th anniversary this weekend and we're staying at your Portland hotel. "
        "any chance of upgrading the room? and a late checkout on sunday would be amazing. "
        "Sofia Marchand, confirmation CV 7045 2261"
    )
    s.say(
        "Happy anniversary, Sofia! Let me see what I can do. To verify, please give me the "
        "last four digits of the card on the reservation."
    )
    s.user("3096")
    s.call(
        "verify_guest",
        {"confirmation_number": "CV-70452261", "last_name": "Marchand", "card_last4": "3096"},
        verified("G-53877", "CV-70452261"),
        facts={
            "confirmation_number": "CV-70452261",
            "guest": "Sofia Marchand",
            "reservations": {
                "CV-70452261": {
                    "hotel": "Corvane Portland Old Port",
                    "dates": "2025-10-17/2025-10-19",
                    "room_type": "Standard Queen",
                    "total": 466.52,
                }
            },
        },
    )
    s.call(
        "get_upgrade_options",
        {"confirmation_number": "CV-70452261"},
        {
            "confirmation_number": "CV-70452261",
            "current": {
                "room_type": "Standard Queen",
                "room_total": 428.0,
                "tax": 38.52,
                "total": 466.52,
            },
            "options": [
                {
                    "room_type": "Harbor View King",
                    "floors": "5-6",
                    "supplement_per_night": 45.0,
                    "supplement_total": 90.0,
                    "tax": 8.1,
                    "new_total": 564.62,
                },
                {
                    "room_type": "Junior Suite",
                    "floors": "6",
                    "supplement_per_night": 110.0,
                    "supplement_total": 220.0,
                    "tax": 19.8,
                    "new_total": 706.32,
                },
            ],
        },
        facts={
            "upgrade_options": {
                "Harbor View King": {"per_night": 45.0, "added": 98.1, "new_total": 564.62},
                "Junior Suite": {"per_night": 110.0, "added": 239.8, "new_total": 706.32},
            }
        },
    )
    s.call(
        "get_late_checkout_options",
        {"confirmation_number": "CV-70452261", "date": "2025-10-19"},
        {
            "standard_check_out": "11:00",
            "options": [
                {
                    "time": "13:00",
                    "fee": 0.0,
                    "confirmation": "on request; the front desk confirms on the morning of "
                    "departure",
                },
                {"time": "14:00", "fee": 35.0, "tax": 3.15, "confirmation": "confirmed now"},
            ],
        },
        facts={
            "late_checkout_options": {
                "13:00": "free, confirmed on the morning",
                "14:00": "35.00 + 3.15 tax, confirmed now",
            }
        },
    )
    s.say(
        "Here's what's open for October 17-19:\n"
        "- Harbor View King on the 5th or 6th floor: $45 a night more, $90.00 plus $8.10 tax, "
        "so your stay would be $564.62 instead of $466.52\n"
        "- Junior Suite with a separate sitting room: $110 a night more, $220.00 plus $19.80 "
        "tax, $706.32 in all\n\n"
        "For Sunday, checkout is 11 am. A 2 pm late checkout can be confirmed now for $35 plus "
        "tax, or a 1 pm checkout is free but only confirmed by the front desk on Sunday "
        "morning."
    )
    s.user(
        "the harbor view king please, not the suite. and could it be a high floor away from "
        "the elevator? my husband is a super light sleeper",
        facts={
            "upgrade_choice": "Harbor View King",
            "room_preferences": "high floor, away from the elevator",
        },
    )
    s.confirm(
        "Here's the upgrade:\n"
        "- CV-70452261 changed to a Harbor View King for both nights, Friday, October 17 to "
        "Sunday, October 19\n"
        "- $45 a night: $90.00 plus $8.10 tax, $98.10, so the stay comes to $564.62, paid at "
        "the hotel (Visa ****3096 on file)\n"
        "- Room note: high floor, away from the elevator. That's a request; rooms are assigned "
        "at check-in\n\n"
        "Shall I book the upgrade? (yes/no)",
        [
            (
                "upgrade_room",
                {
                    "confirmation_number": "CV-70452261",
                    "room_type": "Harbor View King",
                    "room_note": "high floor, away from the elevator",
                },
            )
        ],
    )
    s.yes("yes!!")
    s.call(
        "upgrade_room",
        {
            "confirmation_number": "CV-70452261",
            "room_type": "Harbor View King",
            "room_note": "high floor, away from the elevator",
        },
        {
            "upgrade_id": "UPG-66102",
            "status": "upgraded",
            "confirmation_number": "CV-70452261",
            "room_type": "Harbor View King",
            "supplement": 90.0,
            "tax": 8.1,
            "new_total": 564.62,
            "room_note": "high floor, away from the elevator (request)",
        },
        facts={"upgrade_id": "UPG-66102"},
    )
    s.say(
        "Your upgrade is booked, UPG-66102: a Harbor View King for October 17-19, $564.62 in "
        "total. I've added the note for a high floor away from the elevator; the hotel will do "
        "its best when it assigns the room. For Sunday, would you like the 2 pm late checkout "
        "for $35, or try for the free 1 pm on the day?"
    )
    s.user(
        "2pm please, we'll pay the 35. same card is fine",
        facts={"late_checkout": {"time": "14:00", "date": "2025-10-19", "fee": 35.0}},
    )
    s.confirm(
        "Here's the late checkout:\n"
        "- Check out at 2 pm on Sunday, October 19 instead of 11 am (CV-70452261)\n"
        "- $35.00 plus $3.15 tax, $38.15, added to your bill at the hotel (Visa ****3096)\n\n"
        "Shall I confirm it? (yes/no)",
        [
            (
                "request_late_checkout",
                {
                    "confirmation_number": "CV-70452261",
                    "date": "2025-10-19",
                    "time": "14:00",
                    "fee": 35.0,
                },
            )
        ],
    )
    s.boundary(
        "the Harbor View King upgrade UPG-66102 ($564.62 in total) booked and reported, the "
        "suite declined; the 2 pm late checkout on Oct 19 ($35 + $3.15) proposed, awaiting her "
        "yes"
    )


def session_extend(s):
    """An in-house extension: the King Deluxe sold out; a Queen in room 322 on the Amex."""
    greet(s)
    s.user(
        "hi, I'm in room 614 at the corvane in denver and I need to stay one more night, "
        "leaving tuesday morning instead of monday. Daniel Achebe"
    )
    s.say(
        "Happy to check, Daniel. To verify, please give me your confirmation number or the "
        "last four digits of the card on the room."
    )
    s.user("card ends 7740, conf 40733519")
    s.call(
        "verify_guest",
        {"confirmation_number": "CV-40733519", "last_name": "Achebe", "card_last4": "7740"},
        verified("G-64021", "CV-40733519"),
        facts={
            "confirmation_number": "CV-40733519",
            "guest": "Daniel Achebe",
            "member_number": "CC-905517342",
            "payment_cards": ["Visa ****7740", "Amex ****3321"],
            "in_house": {
                "hotel": "Corvane Denver Larimer",
                "room": "614",
                "room_type": "King Deluxe",
                "dates": "2025-10-10/2025-10-13",
                "rate_plan": "Halvard Logistics corporate",
                "folio_card": "Visa ****7740",
            },
        },
    )
    s.call(
        "get_rate_quote",
        {
            "hotel": "DEN",
            "check_in": "2025-10-13",
            "check_out": "2025-10-14",
            "rate_plan": "Halvard Logistics corporate",
            "room_types": ["King Deluxe"],
        },
        {
            "hotel": "Corvane Denver Larimer",
            "check_in": "2025-10-13",
            "check_out": "2025-10-14",
            "quotes": [
                {
                    "room_type": "King Deluxe",
                    "available": 1,
                    "nightly": [{"date": "2025-10-13", "rate": 185.0}],
                    "room_total": 185.0,
                    "tax": 29.14,
                    "total": 214.14,
                }
            ],
            "note": "an in-house guest can keep the room if the extension is booked now",
        },
        facts={"extension_quote": {"King Deluxe": {"room": "614", "total": 214.14}}},
    )
    s.confirm(
        "Monday night is open at your corporate rate, and you can keep room 614. It's the last "
        "King Deluxe that night:\n"
        "- Extend CV-40733519 by one night: check out Tuesday, October 14 instead of Monday, "
        "October 13\n"
        "- Monday night in room 614 (King Deluxe), $185.00 plus $29.14 tax, $214.14\n"
        "- On the same folio as the rest of your stay (Visa ****7740)\n\n"
        "Shall I extend it? (yes/no)",
        [
            (
                "extend_stay",
                {
                    "confirmation_number": "CV-40733519",
                    "new_check_out": "2025-10-14",
                    "room": "614",
                    "room_type": "King Deluxe",
                    "card": "Visa ****7740",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "extend_stay",
        {
            "confirmation_number": "CV-40733519",
            "new_check_out": "2025-10-14",
            "room": "614",
            "room_type": "King Deluxe",
            "card": "Visa ****7740",
        },
        {
            "error": "ROOM_TYPE_SOLD_OUT",
            "message": (
                "No King Deluxe is left for 2025-10-13: the last one was booked by another "
                "reservation before this request, and room 614 is assigned to a guest arriving "
                "2025-10-13. The stay was not extended; check-out remains 2025-10-13."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed extension in room 614 (King Deluxe, $214.14) failed: sold out (ledger: "
        "executed); not reported yet"
    )
    s.call(
        "get_rate_quote",
        {
            "hotel": "DEN",
            "check_in": "2025-10-13",
            "check_out": "2025-10-14",
            "rate_plan": "Halvard Logistics corporate",
            "room_types": ["King Deluxe", "Queen Deluxe"],
        },
        {
            "hotel": "Corvane Denver Larimer",
            "check_in": "2025-10-13",
            "check_out": "2025-10-14",
            "quotes": [
                {"room_type": "King Deluxe", "available": 0},
                {
                    "room_type": "Queen Deluxe",
                    "available": 2,
                    "rooms": ["322", "509"],
                    "nightly": [{"date": "2025-10-13", "rate": 169.0}],
                    "room_total": 169.0,
                    "tax": 26.62,
                    "total": 195.62,
                },
            ],
        },
        facts={
            "extension_quote": {
                "King Deluxe": "sold out",
                "Queen Deluxe": {"rooms": ["322", "509"], "total": 195.62},
            }
        },
    )
    s.confirm(
        "I'm sorry, Daniel: the last King Deluxe for Monday was booked by someone else just "
        "before my request went through, and room 614 is promised to a guest arriving Monday, "
        "so your stay was not extended and check-out is still Monday, October 13. I can extend "
        "you in a Queen Deluxe instead. That means a room move on Monday; housekeeping can "
        "carry your bags over:\n"
        "- Extend CV-40733519 to Tuesday, October 14\n"
        "- Monday night in room 322 (Queen Deluxe), $169.00 plus $26.62 tax, $195.62\n"
        "- On the same folio (Visa ****7740)\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "extend_stay",
                {
                    "confirmation_number": "CV-40733519",
                    "new_check_out": "2025-10-14",
                    "room": "322",
                    "room_type": "Queen Deluxe",
                    "card": "Visa ****7740",
                },
            )
        ],
    )
    s.no(
        "a queen is fine. but put the extra night on my amex ending 3321, not the visa. the "
        "visa is the company card and they only pay through monday morning",
        facts={"extension_card": "Amex ****3321"},
    )
    s.confirm(
        "Got it. Updated:\n"
        "- Extend CV-40733519 to Tuesday, October 14\n"
        "- Monday night in room 322 (Queen Deluxe), $169.00 plus $26.62 tax, $195.62, on a "
        "separate folio charged to Amex ****3321\n"
        "- October 10-13 stays on the company Visa ****7740\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "extend_stay",
                {
                    "confirmation_number": "CV-40733519",
                    "new_check_out": "2025-10-14",
                    "room": "322",
                    "room_type": "Queen Deluxe",
                    "card": "Amex ****3321",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "extend_stay",
        {
            "confirmation_number": "CV-40733519",
            "new_check_out": "2025-10-14",
            "room": "322",
            "room_type": "Queen Deluxe",
            "card": "Amex ****3321",
        },
        {
            "status": "extended",
            "confirmation_number": "CV-40733519",
            "check_out": "2025-10-14",
            "added_night": {
                "date": "2025-10-13",
                "room": "322",
                "room_type": "Queen Deluxe",
                "rate": 169.0,
                "tax": 26.62,
                "total": 195.62,
            },
            "folios": [
                {
                    "folio": "F-DEN-118204",
                    "card": "Visa ****7740",
                    "covers": "2025-10-10/2025-10-13",
                },
                {
                    "folio": "F-DEN-118377",
                    "card": "Amex ****3321",
                    "covers": "2025-10-13/2025-10-14",
                },
            ],
            "room_move": {
                "from": "614",
                "to": "322",
                "date": "2025-10-13",
                "bags": "housekeeping on request",
            },
        },
        facts={
            "extension": {
                "check_out": "2025-10-14",
                "room": "322",
                "total": 195.62,
                "folio": "F-DEN-118377",
                "card": "Amex ****3321",
            }
        },
    )
    s.say(
        "Done. You're staying through Tuesday, October 14. Monday night is in room 322, a "
        "Queen Deluxe, $195.62 on your Amex ending 3321 on its own folio, F-DEN-118377; "
        "October 10-13 stays on the company Visa ending 7740 (folio F-DEN-118204). On Monday, "
        "pack up by 11 am and call the front desk: housekeeping will move your bags from 614 "
        "to 322, and your new keys will be at the desk."
    )
    s.boundary(
        "the sold-out King extension reported; the Queen in room 322 on the Visa rejected by "
        "his correction; the Queen in room 322 on Amex ****3321 ($195.62, folio F-DEN-118377) "
        "executed and reported"
    )


def _recent(result, stays):
    """A `verify_guest` result with the guest's recent stays."""
    return {**result, "recent_stays": stays}


def session_folio(s):
    """Two folios: the Denver parking night removed; the Chicago minibar charge left alone."""
    greet(s)
    s.user(
        "Hi, I need corrected folios for two recent stays for my expense report, one in Denver "
        "and one in Chicago. Check the Denver one first please, it's the bigger problem. Wen-Li "
        "Zhou."
    )
    s.say(
        "I can help with that, Wen-Li. To verify, please give me the email address on your "
        "profile and the last four digits of the card you paid with."
    )
    s.user("wenli.z@example.net, visa 4480")
    s.call(
        "verify_guest",
        {"last_name": "Zhou", "email": "wenli.z@example.net", "card_last4": "4480"},
        _recent(
            verified("G-75598"),
            [
                {
                    "confirmation_number": "CV-40726611",
                    "hotel": "Corvane Denver Larimer",
                    "check_in": "2025-10-06",
                    "check_out": "2025-10-08",
                    "folio": "F-DEN-117960",
                },
                {
                    "confirmation_number": "CV-34610075",
                    "hotel": "Corvane Chicago Loop",
                    "check_in": "2025-10-01",
                    "check_out": "2025-10-02",
                    "folio": "F-CHI-402215",
                },
            ],
        ),
        facts={
            "guest": "Wen-Li Zhou",
            "folios": {
                "F-DEN-117960": "Corvane Denver Larimer, 2025-10-06/2025-10-08, CV-40726611",
                "F-CHI-402215": "Corvane Chicago Loop, 2025-10-01/2025-10-02, CV-34610075",
            },
        },
    )
    s.call(
        "get_folio",
        {"folio": "F-DEN-117960"},
        {
            "folio": "F-DEN-117960",
            "hotel": "Corvane Denver Larimer",
            "confirmation_number": "CV-40726611",
            "check_in": "2025-10-06",
            "check_out": "2025-10-08",
            "lines": [
                {"date": "2025-10-06", "item": "room, King Deluxe", "amount": 209.0},
                {"date": "2025-10-06", "item": "room tax", "amount": 32.92},
                {"date": "2025-10-06", "item": "valet parking", "amount": 38.0},
                {"date": "2025-10-07", "item": "room, King Deluxe", "amount": 209.0},
                {"date": "2025-10-07", "item": "room tax", "amount": 32.92},
                {"date": "2025-10-07", "item": "valet parking", "amount": 38.0},
                {"date": "2025-10-08", "item": "valet parking", "amount": 38.0},
            ],
            "total": 597.84,
            "paid": {"amount": 597.84, "card": "Visa ****4480", "date": "2025-10-08"},
            "valet_log": {"car_in": "2025-10-06 15:12", "car_out": "2025-10-08 07:40"},
        },
        facts={
            "disputed_charges": {
                "F-DEN-117960": {
                    "item": "valet parking 2025-10-08",
                    "amount": 38.0,
                    "why": "car out 2025-10-08 07:40, charge posted after check-out",
                }
            }
        },
    )
    s.confirm(
        "Thanks, Wen-Li. Denver first: folio F-DEN-117960 for your stay at Corvane Denver "
        "Larimer, October 6 to 8 (CV-40726611), totals $597.84, paid on your Visa ending 4480. "
        "It has valet parking three times at $38, but the valet log shows your car came in on "
        "October 6 at 3:12 pm and went out on October 8 at 7:40 am, so only 2 nights of "
        "parking apply; the charge dated October 8 was posted after you left. Here's the fix:\n"
        "- Remove the $38.00 valet parking charge of October 8 from folio F-DEN-117960\n"
        "- The folio total goes from $597.84 to $559.84, and the $38.00 is refunded to Visa "
        "****4480\n\n"
        "Shall I make the adjustment? (yes/no)",
        [
            (
                "adjust_folio",
                {
                    "folio": "F-DEN-117960",
                    "line": {"date": "2025-10-08", "item": "valet parking"},
                    "amount": -38.0,
                    "reason": "posted after check-out",
                },
            )
        ],
    )
    s.yes("yes, thank you")
    s.call(
        "adjust_folio",
        {
            "folio": "F-DEN-117960",
            "line": {"date": "2025-10-08", "item": "valet parking"},
            "amount": -38.0,
            "reason": "posted after check-out",
        },
        {
            "adjustment_id": "ADJ-71903",
            "status": "posted",
            "folio": "F-DEN-117960",
            "amount": -38.0,
            "new_total": 559.84,
            "refund": {
                "amount": 38.0,
                "card": "Visa ****4480",
                "expected_within": "5-7 business days",
            },
        },
        facts={"adjustment_id": "ADJ-71903"},
    )
    s.call(
        "get_folio",
        {"folio": "F-CHI-402215"},
        {
            "folio": "F-CHI-402215",
            "hotel": "Corvane Chicago Loop",
            "confirmation_number": "CV-34610075",
            "check_in": "2025-10-01",
            "check_out": "2025-10-02",
            "lines": [
                {"date": "2025-10-01", "item": "room, Queen Deluxe", "amount": 249.0},
                {"date": "2025-10-01", "item": "room tax", "amount": 43.33},
                {
                    "date": "2025-10-01",
                    "item": "minibar (sensor, 21:14): sparkling water 7.50, mixed nuts 15.00",
                    "amount": 22.5,
                },
            ],
            "total": 314.83,
            "paid": {"amount": 314.83, "card": "Visa ****4480", "date": "2025-10-02"},
            "minibar_policy": (
                "sensor charges are reviewed by the hotel's front office on request; decided "
                "within 3 business days"
            ),
        },
    )
    s.say(
        "Done: adjustment ADJ-71903 removed the $38.00, so folio F-DEN-117960 now totals "
        "$559.84, and the $38.00 goes back to your Visa ending 4480 within 5-7 business days.\n\n"
        "Chicago: folio F-CHI-402215 (October 1-2, CV-34610075) totals $314.83. The only extra "
        "is a minibar charge of $22.50, a sparkling water ($7.50) and mixed nuts ($15.00), "
        "recorded by the minibar sensor at 9:14 pm on October 1. I can't remove sensor charges "
        "myself, but I can send a review request to the Chicago hotel's front office; they "
        "decide within 3 business days."
    )
    s.user(
        "ugh, I only moved them to fit my insulin in the fridge. honestly not worth it for "
        "$22.50, leave it, I'll expense it."
    )
    s.boundary(
        "the Oct 8 parking charge removed from F-DEN-117960 (ADJ-71903, new total $559.84, $38 "
        "back to Visa ****4480) and reported; the Chicago minibar charge ($22.50) explained, "
        "the review request offered and declined"
    )
    s.say(
        "Understood, I'll leave the Chicago folio as it is. Shall I email you the corrected "
        "Denver folio? Your profile has wenli.z@example.net."
    )
    s.user(
        "yes but send it to my work email, wzhou@example.com, not the personal one.",
        facts={"folio_email": "wzhou@example.com"},
    )
    s.confirm(
        "Here's what I'll send:\n"
        "- The corrected folio F-DEN-117960 (total $559.84, with adjustment ADJ-71903) as a "
        "PDF\n"
        "- To wzhou@example.com; your profile email stays wenli.z@example.net\n\n"
        "Shall I send it? (yes/no)",
        [("send_folio", {"folio": "F-DEN-117960", "email": "wzhou@example.com"})],
    )
    s.yes("yes")
    s.boundary(
        "she said yes to emailing the corrected F-DEN-117960 to wzhou@example.com, no call "
        "yet; the Chicago folio left as it is"
    )


def session_lost(s):
    """A charger left in Nashville: shipping home rejected for the office; the scarf not hers."""
    greet(s)
    s.user(
        "Hi, I stayed at your Nashville hotel last week and I think I left my laptop charger "
        "in the room. Room 418. Ingrid Sorensen."
    )
    s.say(
        "Let's find it, Ingrid. To verify, please give me the confirmation number or the last "
        "four digits of the card you stayed on."
    )
    s.user("visa 5902. checked out saturday")
    s.call(
        "verify_guest",
        {"last_name": "Sorensen", "card_last4": "5902", "hotel": "NSH"},
        _recent(
            {**verified("G-86144"), "home_address": "22 Wickham Ct, Franklin, TN 37064"},
            [
                {
                    "confirmation_number": "CV-88120436",
                    "hotel": "Corvane Nashville Gulch",
                    "check_in": "2025-10-16",
                    "check_out": "2025-10-18",
                    "room": "418",
                }
            ],
        ),
        facts={
            "confirmation_number": "CV-88120436",
            "guest": "Ingrid Sorensen",
            "profile_address": "22 Wickham Ct, Franklin, TN 37064",
        },
    )
    s.call(
        "lookup_lost_items",
        {"hotel": "NSH", "room": "418", "from": "2025-10-18"},
        {
            "hotel": "Corvane Nashville Gulch",
            "items": [
                {
                    "item_id": "LF-NSH-0419",
                    "description": "laptop charger, USB-C, 65 W, grey",
                    "found": "2025-10-18 12:40, room 418, desk drawer",
                    "status": "held",
                },
                {
                    "item_id": "LF-NSH-0422",
                    "description": "grey wool scarf",
                    "found": "2025-10-18 12:45, room 418, closet shelf",
                    "status": "held",
                },
            ],
            "hold_days": 90,
        },
        facts={
            "lost_items": {
                "LF-NSH-0419": "laptop charger, USB-C, 65 W, grey (desk drawer)",
                "LF-NSH-0422": "grey wool scarf (closet shelf)",
            }
        },
    )
    s.say(
        "Good news: housekeeping turned in two things from room 418 on Saturday, October 18: a "
        "grey 65 W USB-C laptop charger (LF-NSH-0419), found in the desk drawer, and a grey "
        "wool scarf (LF-NSH-0422), on the closet shelf. Is the scarf yours too?"
    )
    s.user("just the charger. the scarf isn't mine.")
    s.confirm(
        "We can ship the charger to you:\n"
        "- Item LF-NSH-0419 (laptop charger) from Corvane Nashville Gulch\n"
        "- To 22 Wickham Ct, Franklin, TN 37064, the home address on your profile\n"
        "- UPS Ground, $12.95, charged to Visa ****5902; it usually arrives in 2-3 business "
        "days\n\n"
        "The scarf stays in the hotel's lost and found. Shall I ship it? (yes/no)",
        [
            (
                "ship_lost_item",
                {
                    "item_id": "LF-NSH-0419",
                    "address": "22 Wickham Ct, Franklin, TN 37064",
                    "service": "UPS Ground",
                    "fee": 12.95,
                    "card": "Visa ****5902",
                },
            )
        ],
    )
    s.no(
        "no, not home, I'm away all week. send it to my office please: Sorensen Studio, 480 "
        "Trestle Ave, Suite 210, Atlanta GA 30318",
        facts={"ship_to": "Sorensen Studio, 480 Trestle Ave, Suite 210, Atlanta, GA 30318"},
    )
    s.call(
        "get_shipping_quote",
        {"item_id": "LF-NSH-0419", "address": "480 Trestle Ave, Suite 210, Atlanta, GA 30318"},
        {
            "item_id": "LF-NSH-0419",
            "from": "Corvane Nashville Gulch",
            "options": [
                {"service": "UPS Ground", "fee": 16.4, "arrives": "2025-10-23"},
                {"service": "UPS Next Day Air", "fee": 38.0, "arrives": "2025-10-21"},
            ],
        },
        facts={
            "shipping_quote": {
                "UPS Ground": {"fee": 16.4, "arrives": "2025-10-23"},
                "UPS Next Day Air": {"fee": 38.0, "arrives": "2025-10-21"},
            }
        },
    )
    s.confirm(
        "Sure. To your office, UPS Ground is $16.40 and should arrive Thursday, October 23; "
        "next-day air is $38.00 and would arrive tomorrow, October 21. Here's the ground "
        "shipment:\n"
        "- Item LF-NSH-0419 (laptop charger)\n"
        "- To Sorensen Studio, 480 Trestle Ave, Suite 210, Atlanta, GA 30318\n"
        "- UPS Ground, $16.40, charged to Visa ****5902, arriving about Thursday, October 23\n\n"
        "Shall I ship it? (yes/no)",
        [
            (
                "ship_lost_item",
                {
                    "item_id": "LF-NSH-0419",
                    "address": "Sorensen Studio, 480 Trestle Ave, Suite 210, Atlanta, GA 30318",
                    "service": "UPS Ground",
                    "fee": 16.4,
                    "card": "Visa ****5902",
                },
            )
        ],
    )
    s.boundary(
        "shipping the charger LF-NSH-0419 home rejected by her correction; UPS Ground to her "
        "Atlanta office ($16.40, about Oct 23) proposed, awaiting her yes; the scarf "
        "LF-NSH-0422 not hers; next-day air mentioned"
    )


SCRIPTS = {
    "upgrade": session_upgrade,
    "extend": session_extend,
    "folio": session_folio,
    "lost": session_lost,
}
