"""Session scripts, part 3: oven, keys and cleaner.

Each script plays one invented session at the booking desk of Brisklow Cleaning Co. (clients,
client ids, addresses, cleaners, amounts and dates are made up). The sessions take place on
Wednesday, March 4, 2026. `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_oven(s):
    """A one-off deep clean: the oven first, the windows later, no more than $320 all in."""
    greet(s)
    s.user(
        "hi, I need a deep clean, mainly the kitchen and the oven which is disgusting, and the "
        "bathroom. Thaddeus Wrenshaw, 3 lantern yard"
    )
    s.say("Happy to help, Thaddeus. To verify, please give me the phone number on your account.")
    s.user("(503) 555-0153")
    s.call(
        "verify_client",
        {"name": "Thaddeus Wrenshaw", "address": "3 Lantern Yard", "phone": "+1 503-555-0153"},
        verified("CL-73645"),
        facts={
            "client_id": "CL-73645",
            "client": "Thaddeus Wrenshaw",
            "address": "3 Lantern Yard, Ebbmoor, OR 97261",
            "payment_method": "Mastercard ****4487",
        },
    )
    s.call(
        "get_quote",
        {
            "client_id": "CL-73645",
            "address_id": "AD-73645-1",
            "service": "deep",
            "rooms": {"kitchen": 1, "bathroom": 1},
            "addons": ["oven_clean"],
        },
        {
            "service": "deep",
            "hours": 4.5,
            "rate_per_hour": 46.00,
            "labor": 207.00,
            "call_out_minimum": 120.00,
            "addons": {"oven_clean": 65.00},
            "total": 272.00,
            "window_partner": {
                "partner": "Skellan Windows",
                "house_inside_and_out": 145.00,
                "same_day_bundle": 130.50,
            },
            "open_slots": ["2026-03-10T08:30", "2026-03-12T13:00"],
        },
        facts={
            "quote": {
                "hours": 4.5,
                "labor": 207.00,
                "oven_clean": 65.00,
                "total": 272.00,
                "windows_bundle": 130.50,
            }
        },
    )
    s.say(
        "Thanks, you're verified (account CL-73645). A deep clean of the kitchen and bathroom "
        "is 4.5 hours at $46.00 an hour, $207.00, plus $65.00 for the oven clean: $272.00 in "
        "all. Our partner crew, Skellan Windows, could also do all the windows inside and out "
        "on the same day for $130.50 instead of $145.00, which would bring it to $402.50; I'd "
        "recommend doing both together while we're there. I have Tuesday, March 10 at 8:30 am "
        "or Thursday, March 12 at 1:00 pm."
    )
    s.user(
        "no no, oven first, windows later, like next month. and no more than $320 all in. "
        "tuesday works",
        facts={
            "booking_request": {
                "order": "oven first, windows later",
                "cap": 320,
                "date": "2026-03-10",
            }
        },
    )
    s.say(
        "Understood: no windows for now, and the deep clean with the oven stays at $272.00, "
        "under your $320. Anything the cleaners should know about the house?"
    )
    s.user(
        "there's a cat, Mungo, she's indoor only so keep the back door shut. I'll be at work, "
        "key's in the lockbox, code 1187",
        facts={
            "house_notes": {
                "pet": "Mungo (cat), indoor only: keep the back door shut",
                "key": "lockbox",
            }
        },
    )
    s.confirm(
        "Here's the booking:\n"
        "- Deep clean, 3 Lantern Yard: kitchen (with oven clean) and bathroom, 4.5 hours\n"
        "- Tuesday, March 10, 2026 at 8:30 am\n"
        "- $272.00 ($207.00 + $65.00 oven), charged to Mastercard ****4487 after the visit\n"
        "- Notes: Mungo the cat is indoor only, keep the back door shut; key in the lockbox\n"
        "- No windows\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_clean",
                {
                    "client_id": "CL-73645",
                    "address_id": "AD-73645-1",
                    "service": "deep",
                    "date": "2026-03-10",
                    "start": "08:30",
                    "hours": 4.5,
                    "addons": ["oven_clean"],
                    "total": 272.00,
                },
            )
        ],
    )
    s.yes("yep go ahead")
    s.call(
        "book_clean",
        {
            "client_id": "CL-73645",
            "address_id": "AD-73645-1",
            "service": "deep",
            "date": "2026-03-10",
            "start": "08:30",
            "hours": 4.5,
            "addons": ["oven_clean"],
            "total": 272.00,
        },
        {
            "booking_id": "BK-58311",
            "status": "confirmed",
            "date": "2026-03-10",
            "start": "08:30",
            "cleaner": "Perrin Oakhurst",
            "total": 272.00,
            "notes_saved": True,
        },
        facts={"booking_id": "BK-58311"},
    )
    s.boundary(
        "the deep clean BK-58311 (Tue Mar 10 8:30, kitchen + oven + bathroom, $272.00) "
        "executed, not reported yet; the windows bundle ($130.50) recommended and declined "
        "(oven first, windows later; no more than $320)"
    )


def session_keys(s):
    """Away for two weeks: one visit skipped, a key pick-up from the neighbour approved."""
    greet(s)
    s.user(
        "Hi, I'm away from the 8th to the 19th. I'd like to skip one cleaning and have the "
        "other one done while I'm gone. Clementine Achterberg, 18 Heronsgate Rise"
    )
    s.say("Of course. To verify, please confirm your account number or the phone on file.")
    s.user("phone ends 0108, account 28451 I think")
    s.call(
        "verify_client",
        {"client_id": "CL-28451", "name": "Clementine Achterberg", "phone_last4": "0108"},
        verified("CL-28451"),
        facts={
            "client_id": "CL-28451",
            "client": "Clementine Achterberg",
            "address": "18 Heronsgate Rise, Wystan Cross, OR 97265",
            "payment_method": "Visa ****8826",
            "cleaner": "Hedda Morvaunt",
        },
    )
    s.call(
        "get_bookings",
        {"client_id": "CL-28451", "from": "2026-03-08", "to": "2026-03-19"},
        {
            "client_id": "CL-28451",
            "bookings": [
                {
                    "booking_id": "BK-57460",
                    "date": "2026-03-10",
                    "start": "10:00",
                    "cleaner": "Hedda Morvaunt",
                    "price": 132.00,
                },
                {
                    "booking_id": "BK-57461",
                    "date": "2026-03-17",
                    "start": "10:00",
                    "cleaner": "Hedda Morvaunt",
                    "price": 132.00,
                },
            ],
            "skip_policy": "free with 48 hours' notice",
            "key_pickup_fee": 15.00,
            "key_safe_fitting": 40.00,
        },
        facts={
            "bookings": {
                "BK-57460": {"date": "2026-03-10", "price": 132.00},
                "BK-57461": {"date": "2026-03-17", "price": 132.00},
            }
        },
    )
    s.say(
        "Thanks, Clementine, you're verified. While you're away Hedda Morvaunt has two visits: "
        "Tuesday March 10 (BK-57460) and Tuesday March 17 (BK-57461), both at 10:00 am, "
        "$132.00 each. Skipping is free with 48 hours' notice. Which one would you like to "
        "keep, and how will we get in?"
    )
    s.user(
        "skip the 10th, just do the 17th so it's nice when I get back. my neighbour Petra "
        "Vosburgh at number 20 has a key, someone can grab it the day before. alarm is 2704 "
        "then the tick button",
        facts={
            "booking_request": {"skip": "BK-57460", "keep": "BK-57461"},
            "key_pickup": {
                "from": "Petra Vosburgh, 20 Heronsgate Rise",
                "for": "BK-57461",
                "day_before": "2026-03-16",
            },
        },
    )
    s.say(
        "Noted. A key pick-up from a neighbour is $15.00, and the alarm code is kept on the "
        "visit record, visible only to the cleaner on the day. If you'd rather not rely on a "
        "neighbour, we can also fit a key safe for $40.00, which saves the pick-up fee on "
        "future trips. Anything else about the house while you're away?"
    )
    s.user(
        "no key safe, Petra's fine. use my hoover, it's under the stairs, I'll leave the floor "
        "cleaner out, bring your own cloths. Biscuit the cat will be there, the sitter comes "
        "mornings, don't let him in the garden. oh and could she water the plants too?",
        facts={
            "house_notes": {
                "supplies": "client's hoover (under the stairs) and floor cleaner; cleaner brings "
                "cloths",
                "pet": "Biscuit (cat): not into the garden",
            }
        },
    )
    s.confirm(
        "I'm afraid watering plants isn't something our cleaners can take on; it isn't covered "
        "by our insurance. Everything else is noted. Here's what I'll do:\n"
        "1. Skip BK-57460, Tuesday March 10, 2026: no charge (more than 48 hours' notice)\n"
        "2. Key pick-up for BK-57461, Tuesday March 17, 2026 at 10:00 am: Hedda collects the "
        "key from Petra Vosburgh at 20 Heronsgate Rise on Monday March 16 between 4:00 and "
        "6:00 pm and returns it to her after the visit; $15.00, added to that visit's charge "
        "on Visa ****8826\n"
        "Notes for the 17th: alarm code on the visit record, use your hoover and floor "
        "cleaner, Hedda brings cloths, keep Biscuit out of the garden.\n\n"
        "Shall I go ahead with both? (yes/no)",
        [
            ("skip_visit", {"booking_id": "BK-57460"}),
            (
                "arrange_key_pickup",
                {
                    "booking_id": "BK-57461",
                    "from": "Petra Vosburgh, 20 Heronsgate Rise",
                    "pickup_date": "2026-03-16",
                    "window": "16:00-18:00",
                    "return_to": "Petra Vosburgh",
                    "fee": 15.00,
                },
            ),
        ],
    )
    s.yes("yes both, thank you")
    s.call(
        "skip_visit",
        {"booking_id": "BK-57460"},
        {"booking_id": "BK-57460", "status": "skipped", "charge": 0.00},
        facts={"skipped_visit": "BK-57460"},
    )
    s.boundary(
        "BK-57460 (Mar 10) skipped, executed; the key pick-up for BK-57461 (Mar 17; from Petra "
        "Vosburgh on Mar 16, $15.00) approved by her yes, no call yet; the key safe ($40.00) "
        "offered and declined; plant watering asked for and refused"
    )


def session_cleaner(s):
    """A change of cleaner: one visit moved to Dagny; the plan change fails; 1 pm declined."""
    greet(s)
    s.user(
        "hello, I'd like to switch to Dagny, the lady who covered when Kasimir was on leave. "
        "she was brilliant. rosalind teversham, ph 503-555-0136"
    )
    s.say("Happy to look into it. Please confirm the email address on your account.")
    s.user("rosalind.t@example.com")
    s.call(
        "verify_client",
        {
            "name": "Rosalind Teversham",
            "phone": "+1 503-555-0136",
            "email": "rosalind.t@example.com",
        },
        verified("CL-65097"),
        facts={
            "client_id": "CL-65097",
            "client": "Rosalind Teversham",
            "address": "25 Quillon Street, Ebbmoor, OR 97262",
            "payment_method": "Visa ****1190",
            "cleaner": "Kasimir Oduya",
        },
    )
    s.call(
        "get_cleaner_availability",
        {"client_id": "CL-65097", "cleaner": "Dagny Holmqvist"},
        {
            "plan_id": "RP-3307",
            "plan": "fortnightly Wednesdays 09:00 with Kasimir Oduya, $120.00 a visit",
            "upcoming": [
                {"booking_id": "BK-57520", "date": "2026-03-11", "start": "09:00"},
                {"booking_id": "BK-57521", "date": "2026-03-25", "start": "09:00"},
            ],
            "Dagny Holmqvist": {
                "wednesdays": "full",
                "free_thursdays": ["2026-03-12T09:00", "2026-03-26T09:00"],
                "recurring_listed": "fortnightly Thursdays 09:00 from 2026-04-09",
            },
        },
        facts={
            "cleaner_availability": {
                "Dagny Holmqvist": {
                    "wednesdays": "full",
                    "thursdays": ["2026-03-12T09:00", "2026-03-26T09:00"],
                }
            },
            "bookings": {"BK-57520": "2026-03-11", "BK-57521": "2026-03-25"},
        },
    )
    s.say(
        "You're verified, Rosalind. Your plan RP-3307 is every other Wednesday at 9:00 am with "
        "Kasimir Oduya, $120.00 a visit; the next two are BK-57520 on March 11 and BK-57521 on "
        "March 25. Dagny Holmqvist has no Wednesdays, but she's free Thursdays at 9:00 am, "
        "including March 12 and March 26, and from April 9 every other Thursday. You could try "
        "her on the 12th straight away."
    )
    s.user(
        "thursdays with dagny then, but not the 12th, my mum's staying that week, so keep the "
        "11th as it is with kasimir. from the 26th on",
        facts={
            "reschedule_request": {
                "move": "BK-57521",
                "to": "2026-03-26T09:00",
                "cleaner": "Dagny Holmqvist",
                "keep": "BK-57520",
            }
        },
    )
    s.confirm(
        "Here's the change:\n"
        "1. Move BK-57521 from Wednesday March 25 to Thursday, March 26, 2026 at 9:00 am with "
        "Dagny Holmqvist ($120.00, unchanged)\n"
        "2. Change plan RP-3307 to Dagny Holmqvist, every other Thursday at 9:00 am from "
        "April 9, 2026\n"
        "BK-57520 on Wednesday March 11 stays with Kasimir.\n\n"
        "Shall I make both changes? (yes/no)",
        [
            (
                "reschedule_visit",
                {
                    "booking_id": "BK-57521",
                    "date": "2026-03-26",
                    "start": "09:00",
                    "cleaner": "Dagny Holmqvist",
                },
            ),
            (
                "change_recurring_cleaner",
                {
                    "plan_id": "RP-3307",
                    "cleaner": "Dagny Holmqvist",
                    "day": "Thursday",
                    "start": "09:00",
                    "from": "2026-04-09",
                },
            ),
        ],
    )
    s.yes("yes please")
    s.call(
        "reschedule_visit",
        {
            "booking_id": "BK-57521",
            "date": "2026-03-26",
            "start": "09:00",
            "cleaner": "Dagny Holmqvist",
        },
        {
            "booking_id": "BK-57521",
            "status": "rescheduled",
            "date": "2026-03-26",
            "start": "09:00",
            "cleaner": "Dagny Holmqvist",
            "price": 120.00,
        },
    )
    s.call(
        "change_recurring_cleaner",
        {
            "plan_id": "RP-3307",
            "cleaner": "Dagny Holmqvist",
            "day": "Thursday",
            "start": "09:00",
            "from": "2026-04-09",
        },
        {
            "error": "cleaner_capacity",
            "message": "Dagny Holmqvist's fortnightly Thursday 09:00 from 2026-04-09 was taken "
            "by another client today; fortnightly Thursday 13:00 is free",
        },
        error=True,
    )
    s.say(
        "The visit is moved: BK-57521 is now Thursday, March 26 at 9:00 am with Dagny. The plan "
        "change didn't go through, though: Dagny's every-other-Thursday 9:00 am slot from "
        "April 9 was taken by another client today, so RP-3307 is unchanged, Wednesdays at "
        "9:00 with Kasimir, next on April 8. She does have every other Thursday at 1:00 pm. "
        "Shall I set that up instead?"
    )
    s.user(
        "no, not afternoons, I work from home after lunch and need quiet. can't you just move "
        "the other client?"
    )
    s.say(
        "I'm sorry, I can't move another client's booking. I can put you on Dagny's list in "
        "case her Thursday 9:00 am frees up, or leave the plan with Kasimir for now."
    )
    s.user("just leave the plan with kasimir for now then")
    s.boundary(
        "BK-57521 moved to Thu Mar 26 9:00 with Dagny, executed and reported; the plan change "
        "to Dagny on Thursdays 9:00 failed (slot taken), reported; Thursdays 1 pm offered and "
        "declined; moving the other client asked for and refused; BK-57520 (Mar 11) kept "
        "with Kasimir; plan left with Kasimir"
    )


SCRIPTS = {
    "oven": session_oven,
    "keys": session_keys,
    "cleaner": session_cleaner,
}
