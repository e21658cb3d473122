"""Session scripts, part 3: study rooms and carrels, holds, and a claims-returned search.

Each script plays one invented session at the patron-services desk of Halvercombe University
Library (patrons, patron ids, titles, barcodes, amounts and dates are made up; the sessions
take place on Tuesday, April 7, 2026). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import fine_policy, verified
from sessions_a import greet


def session_rooms(s):
    """A group room taken a moment earlier, another room booked, the carrel waitlist joined."""
    greet(s)
    s.user(
        "need a room for 4 of us to practise a presentation, thursday afternoon 2 to 5, with "
        "a screen. it's for our thesis seminar on the 14th. also how do I get a carrel? "
        "HU 5581634"
    )
    s.say("Happy to help. Please give me your full name and the email on your account.")
    s.user("Emrys Trevannion, emrys.t@example.net")
    s.call(
        "verify_patron",
        {"patron_id": "HU-5581634", "name": "Emrys Trevannion", "email": "emrys.t@example.net"},
        verified("HU-5581634"),
        facts={
            "patron_id": "HU-5581634",
            "patron": "Emrys Trevannion",
            "patron_type": "graduate",
            "loan_days": 56,
        },
    )
    s.call(
        "get_room_availability",
        {"date": "2026-04-09", "start": "14:00", "end": "17:00", "seats": 4},
        {
            "date": "2026-04-09",
            "rooms": [
                {
                    "room": "G.14",
                    "library": "Hawkridge",
                    "seats": 6,
                    "screen": True,
                    "free": ["14:00-17:00"],
                },
                {
                    "room": "3.07",
                    "library": "Hawkridge",
                    "seats": 4,
                    "screen": False,
                    "quiet_floor": True,
                    "free": ["14:00-17:00"],
                },
                {
                    "room": "S2.11",
                    "library": "Sedgeworth",
                    "seats": 8,
                    "screen": True,
                    "free": ["15:00-17:00"],
                },
            ],
            "limit": "3 hours a day per patron",
        },
        facts={
            "room_options": {
                "G.14": {"screen": True, "free": "14:00-17:00"},
                "3.07": {"screen": False, "quiet_floor": True, "free": "14:00-17:00"},
                "S2.11": {"screen": True, "free": "15:00-17:00"},
            }
        },
    )
    s.say(
        "Thanks, Emrys. For Thursday, April 9, from 2 to 5 pm:\n"
        "- G.14 at Hawkridge: 6 seats, a screen, free 2-5 pm\n"
        "- 3.07 at Hawkridge: 4 seats, no screen, on the quiet floor, free 2-5 pm\n"
        "- S2.11 at Sedgeworth: 8 seats, a screen, free only 3-5 pm\n"
        "Rooms can be booked for up to 3 hours a day. G.14 fits best. I'll come back to the "
        "carrel once the room is sorted."
    )
    s.user(
        "G.14 then. not 3.07, we'll be talking the whole time",
        facts={"room_request": {"room": "G.14", "not": "3.07", "date": "2026-04-09"}},
    )
    s.confirm(
        "Here's the booking:\n"
        "- Room G.14, Hawkridge Library (6 seats, screen)\n"
        "- Thursday, April 9, 2026, 2:00-5:00 pm, 4 people, booked by HU-5581634\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_study_room",
                {
                    "patron_id": "HU-5581634",
                    "room": "G.14",
                    "date": "2026-04-09",
                    "start": "14:00",
                    "end": "17:00",
                    "people": 4,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "book_study_room",
        {
            "patron_id": "HU-5581634",
            "room": "G.14",
            "date": "2026-04-09",
            "start": "14:00",
            "end": "17:00",
            "people": 4,
        },
        {
            "error": "slot_taken",
            "message": (
                "G.14 was booked for 2026-04-09 13:00-16:00 by another patron at 10:52; "
                "nothing was booked"
            ),
            "room": "G.14",
            "still_free": ["16:00-17:00"],
        },
        error=True,
    )
    s.boundary(
        "the confirmed booking of G.14 (Thursday 2-5 pm) failed, slot taken a moment earlier "
        "(ledger executed), not reported yet; 3.07 ruled out (quiet floor); the carrel question "
        "not answered yet"
    )
    s.say(
        "I'm sorry, Emrys, that didn't go through: someone booked G.14 for 1 to 4 pm on "
        "Thursday a few minutes ago, so nothing was booked for you. G.14 is now only free "
        "4-5 pm. S2.11 at Sedgeworth (8 seats, a screen) is still free Thursday 3-5 pm, or G.14 "
        "is free all Friday afternoon, April 10, if that's still early enough for the 14th."
    )
    s.user(
        "sedgeworth thursday 3-5 is fine, we'll start at 3. friday's no good, two of us have labs",
        facts={"room_request": {"room": "S2.11", "date": "2026-04-09", "start": "15:00"}},
    )
    s.confirm(
        "Here's the booking:\n"
        "- Room S2.11, Sedgeworth Science Library (8 seats, screen)\n"
        "- Thursday, April 9, 2026, 3:00-5:00 pm, 4 people\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_study_room",
                {
                    "patron_id": "HU-5581634",
                    "room": "S2.11",
                    "date": "2026-04-09",
                    "start": "15:00",
                    "end": "17:00",
                    "people": 4,
                },
            )
        ],
    )
    s.yes("yes book it")
    s.call(
        "book_study_room",
        {
            "patron_id": "HU-5581634",
            "room": "S2.11",
            "date": "2026-04-09",
            "start": "15:00",
            "end": "17:00",
            "people": 4,
        },
        {
            "booking_id": "RB-40662",
            "status": "confirmed",
            "room": "S2.11",
            "library": "Sedgeworth",
            "date": "2026-04-09",
            "start": "15:00",
            "end": "17:00",
        },
        facts={"room_booking_id": "RB-40662"},
    )
    s.call(
        "get_carrel_options",
        {"patron_id": "HU-5581634"},
        {
            "assigned_by": "Graduate Study Office",
            "term": "spring 2026, through 2026-06-30",
            "zones": [
                {"zone": "Hawkridge 4th floor", "free": 0, "waitlist": 6},
                {"zone": "Sedgeworth level 1", "free": 0, "waitlist": 2},
            ],
            "review": "the office reviews each waitlist weekly, on Mondays; next 2026-04-13",
            "fee": 0.0,
        },
        facts={
            "carrel_request": {
                "Hawkridge 4th floor": {"waitlist": 6},
                "Sedgeworth level 1": {"waitlist": 2},
            }
        },
    )
    s.say(
        "Booked: RB-40662, S2.11 at Sedgeworth, Thursday, April 9, 3:00-5:00 pm. About "
        "carrels: they're assigned for the term by the Graduate Study Office, not by the desk, "
        "and none are free right now. The Hawkridge 4th floor waitlist has 6 people on it and "
        "the Sedgeworth level 1 list only 2, so I'd suggest Sedgeworth. The office reviews the "
        "lists every Monday, next on April 13. There's no fee."
    )
    s.user("hawkridge only please, not sedgeworth, my lab is right next door to hawkridge")
    s.confirm(
        "Here's the waitlist entry:\n"
        "- Carrel waitlist, Hawkridge 4th floor, spring term (through June 30, 2026)\n"
        "- Assigned by the Graduate Study Office, next review Monday, April 13\n\n"
        "Shall I add you? (yes/no)",
        [
            (
                "join_carrel_waitlist",
                {"patron_id": "HU-5581634", "zone": "Hawkridge 4th floor"},
            )
        ],
    )
    s.yes("yep")
    s.call(
        "join_carrel_waitlist",
        {"patron_id": "HU-5581634", "zone": "Hawkridge 4th floor"},
        {
            "waitlist_id": "CW-1187",
            "status": "waitlisted",
            "zone": "Hawkridge 4th floor",
            "position": 7,
            "decided_by": "Graduate Study Office",
            "next_review": "2026-04-13",
        },
        facts={"carrel_waitlist_id": "CW-1187"},
    )
    s.say(
        "You're on the Hawkridge 4th floor carrel waitlist: CW-1187, position 7. No carrel is "
        "assigned yet; the Graduate Study Office decides, and you'll hear from them if one "
        "comes up for you, starting with the April 13 review."
    )
    s.user("cool. can we bring coffee into S2.11?")
    s.boundary(
        "the G.14 failure reported; RB-40662 (S2.11, Thursday 3-5 pm) booked and reported; "
        "Friday in G.14 offered and declined; carrel waitlist CW-1187 (Hawkridge 4th floor, "
        "position 7) executed and reported, up to the Graduate Study Office, not assigned; "
        "the Sedgeworth list suggested and declined; his coffee question open"
    )


def session_hold(s):
    """One hold cancelled, another ready; a hold on the annotated edition left pending."""
    greet(s)
    s.user(
        "hi can u cancel my hold on the sea-wife's almanac, I bought my own copy. and I need "
        "coverdale's letters for my essay, the annotated one"
    )
    s.say("Sure. Please give me your library card number and your full name.")
    s.user("8834019 elowen catterick")
    s.call(
        "verify_patron",
        {"patron_id": "HU-8834019", "name": "Elowen Catterick"},
        verified("HU-8834019"),
        facts={
            "patron_id": "HU-8834019",
            "patron": "Elowen Catterick",
            "patron_type": "undergraduate",
            "loan_days": 21,
        },
    )
    s.call(
        "get_holds",
        {"patron_id": "HU-8834019"},
        {
            "patron_id": "HU-8834019",
            "holds": [
                {
                    "hold_id": "HD-76931",
                    "title": "The Sea-Wife's Almanac",
                    "status": "waiting",
                    "queue_position": 2,
                },
                {
                    "hold_id": "HD-76988",
                    "title": "Reading the Marginalia",
                    "status": "ready for pickup",
                    "pickup": "Hawkridge",
                    "pickup_by": "2026-04-10",
                },
            ],
        },
        facts={
            "holds": {
                "HD-76931": {"title": "The Sea-Wife's Almanac", "status": "waiting"},
                "HD-76988": {
                    "title": "Reading the Marginalia",
                    "status": "ready",
                    "pickup_by": "2026-04-10",
                },
            }
        },
    )
    s.call(
        "search_catalog",
        {"queries": ["Coverdale letters"]},
        {
            "results": [
                {
                    "title": "The Collected Letters of Anna Coverdale",
                    "edition": "annotated edition, ed. T. Grendon, 2011",
                    "barcode": "HK804417",
                    "status": "checked out",
                    "due": "2026-04-22",
                    "holds": 1,
                },
                {
                    "title": "The Collected Letters of Anna Coverdale",
                    "edition": "paperback, 2018 (no notes)",
                    "barcode": "HK815530",
                    "status": "available",
                    "location": "Hawkridge, 2nd floor",
                },
            ]
        },
        facts={
            "catalog": {
                "HK804417": {"edition": "annotated, 2011", "due": "2026-04-22", "holds": 1},
                "HK815530": {"edition": "paperback, 2018", "status": "available"},
            }
        },
    )
    s.confirm(
        "Thanks, Elowen. You have two holds: HD-76931 on The Sea-Wife's Almanac (2nd in line) "
        "and HD-76988 on Reading the Marginalia, which is ready for you at Hawkridge until "
        "Friday, April 10. For Coverdale's letters: the annotated 2011 edition edited by T. "
        "Grendon (HK804417) is checked out until April 22 with one hold ahead of you; the 2018 "
        "paperback (HK815530) has no notes but is on the shelf at Hawkridge now, so you could "
        "borrow it today. First, the cancellation:\n"
        "- Cancel HD-76931, The Sea-Wife's Almanac\n"
        "- HD-76988 stays as it is\n\n"
        "Shall I cancel it? (yes/no)",
        [("cancel_hold", {"patron_id": "HU-8834019", "hold_id": "HD-76931"})],
    )
    s.yes(
        "yes cancel it. and no, the annotated 2011 one only, not the paperback, the notes are "
        "the whole point",
        facts={"hold_request": {"barcode": "HK804417", "not": "HK815530"}},
    )
    s.call(
        "cancel_hold",
        {"patron_id": "HU-8834019", "hold_id": "HD-76931"},
        {"hold_id": "HD-76931", "status": "cancelled", "title": "The Sea-Wife's Almanac"},
    )
    s.confirm(
        "Done, HD-76931 is cancelled. Here's the hold on the annotated edition:\n"
        "- The Collected Letters of Anna Coverdale, annotated edition, 2011 (HK804417)\n"
        "- You'd be 2nd in line; the copy is due back April 22, so the earliest it could reach "
        "you is after the first hold's turn\n"
        "- Pickup at Hawkridge\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "place_hold",
                {"patron_id": "HU-8834019", "barcode": "HK804417", "pickup": "Hawkridge"},
            )
        ],
    )
    s.user(
        "wait, my essay is due the 24th. if the first person gets it on the 22nd, will I even "
        "get it before then?"
    )
    s.boundary(
        "HD-76931 cancelled, executed and reported; the hold on the annotated HK804417 "
        "proposed, pending: she answered with a question about her essay due the 24th; the "
        "2018 paperback suggested and declined; HD-76988 ready until April 10, untouched"
    )


def session_billing(s):
    """A claims-returned search on a billed lost book; the small fine paid, no waiver left."""
    greet(s)
    s.user(
        "Hi, my account says I owe $153 for a book I returned in February. I put it in the "
        "book drop at Hawkridge. There's also a 6 dollar fine. ID HU-4750213"
    )
    s.say(
        "Let's look at it. To verify your account, please give me your full name and the last "
        "four digits of your phone number."
    )
    s.user("Dorian Pimlott, ph ends 0192")
    s.call(
        "verify_patron",
        {"patron_id": "HU-4750213", "name": "Dorian Pimlott", "phone_last4": "0192"},
        verified("HU-4750213"),
        facts={
            "patron_id": "HU-4750213",
            "patron": "Dorian Pimlott",
            "patron_type": "graduate",
            "loan_days": 56,
        },
    )
    s.call(
        "get_fines",
        {"patron_id": "HU-4750213"},
        {
            "patron_id": "HU-4750213",
            "fines": [
                {
                    "fine_id": "F-21310",
                    "barcode": "HK906612",
                    "title": "Monetary Regimes of the Interwar Periphery",
                    "status": "lost",
                    "due": "2026-02-11",
                    "declared_lost": "2026-03-28",
                    "charges": {"replacement": 112.0, "processing": 15.0, "overdue": 20.0},
                },
                {
                    "fine_id": "F-21356",
                    "barcode": "HK911047",
                    "title": "Panel Data Methods",
                    "status": "returned late",
                    "due": "2026-03-06",
                    "returned": "2026-03-18",
                    "charges": {"overdue": 6.0},
                    "overdue_note": "12 days at $0.50",
                },
            ],
            "total": 153.0,
            "courtesy_waiver_used_this_year": "2025-10-14",
            "registration_block_at": 50.0,
            "policy": fine_policy(),
        },
        facts={
            "fines": {
                "F-21310": {
                    "barcode": "HK906612",
                    "replacement": 112.0,
                    "processing": 15.0,
                    "overdue": 20.0,
                },
                "F-21356": {"barcode": "HK911047", "overdue": 6.0},
                "total": 153.0,
                "courtesy_waiver_used": "2025-10-14",
            }
        },
    )
    s.say(
        "Thanks, Dorian. Your $153.00 is two fines:\n"
        "- F-21310, Monetary Regimes of the Interwar Periphery (HK906612), due February 11 and "
        "declared lost on March 28: $112.00 replacement, $15.00 processing and $20.00 overdue "
        "(the per-item cap), $147.00 in all\n"
        "- F-21356, Panel Data Methods (HK911047), returned 12 days late on March 18: $6.00\n\n"
        "Since you returned the lost one through the book drop, I can file a claims-returned "
        "report. The stacks team then searches the shelves for up to 30 days; while they "
        "search, the $147.00 is suspended and doesn't count toward the $50.00 registration "
        "block. If they find it, the $147.00 is removed; if not, it comes back."
    )
    s.user(
        "yes file that. can you waive the $6 too? if not I'll pay it now, my mastercard ending "
        "3385. but do NOT charge anything for the lost one",
        facts={
            "claim_request": {"fine_id": "F-21310", "returned_via": "Hawkridge book drop"},
            "payment": {"fine_id": "F-21356", "card": "Mastercard ****3385", "not": "F-21310"},
        },
    )
    s.confirm(
        "I'm sorry, I can't waive the $6.00: your one courtesy waiver for this academic year "
        "was used on October 14, 2025. Here's what I'll do:\n"
        "- File a claims-returned report for HK906612 (F-21310), returned through the "
        "Hawkridge book drop in February; the $147.00 is suspended during the search\n"
        "- Charge $6.00 to your Mastercard ****3385 for F-21356\n"
        "- Nothing is charged for F-21310\n\n"
        "Shall I go ahead? (yes/no)",
        [
            (
                "file_claims_returned",
                {
                    "patron_id": "HU-4750213",
                    "fine_id": "F-21310",
                    "barcode": "HK906612",
                    "returned_via": "Hawkridge book drop",
                },
            ),
            (
                "pay_fines",
                {
                    "patron_id": "HU-4750213",
                    "fine_ids": ["F-21356"],
                    "amount": 6.0,
                    "card": "Mastercard ****3385",
                },
            ),
        ],
    )
    s.yes("ok yes")
    s.call(
        "file_claims_returned",
        {
            "patron_id": "HU-4750213",
            "fine_id": "F-21310",
            "barcode": "HK906612",
            "returned_via": "Hawkridge book drop",
        },
        {
            "claim_id": "CR-6024",
            "status": "searching",
            "team": "Access Services stacks team",
            "search_until": "2026-05-07",
            "suspended": 147.0,
            "note": "charges suspended, not removed, until the search ends",
        },
        facts={"claim_id": "CR-6024"},
    )
    s.call(
        "pay_fines",
        {
            "patron_id": "HU-4750213",
            "fine_ids": ["F-21356"],
            "amount": 6.0,
            "card": "Mastercard ****3385",
        },
        {
            "receipt": "PY-88120",
            "status": "paid",
            "amount": 6.0,
            "card": "Mastercard ****3385",
            "balance_due": 0.0,
            "suspended": 147.0,
        },
    )
    s.say(
        "All done. Claims-returned report CR-6024 is filed: the stacks team will search for "
        "HK906612 until May 7, and the $147.00 is suspended, not removed, while they look. "
        "The $6.00 for F-21356 is paid on your Mastercard ****3385 (receipt PY-88120), so "
        "nothing is due right now."
    )
    s.user("thanks. what happens if they don't find it by then?")
    s.boundary(
        "claims-returned CR-6024 on F-21310 ($147.00 suspended, search by the stacks team "
        "until May 7, not resolved) and the $6.00 payment PY-88120 for F-21356 executed and "
        "reported; the waiver asked for and refused (used October 14, 2025); nothing charged "
        "for the lost book; his question open"
    )


SCRIPTS = {"rooms": session_rooms, "hold": session_hold, "billing": session_billing}
