"""Session scripts, part 1: suites, insulin and waitlist.

Each script plays one invented session at the front desk of Ravelstoke Pet Lodge (owners, pets,
account and pet ids, bookings, amounts and dates are made up). The sessions take place on
Monday, December 8, 2025. `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import found, pets_fact


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you've reached the front desk of Ravelstoke Pet Lodge. I can help with "
        "boarding for dogs and cats, daycare, grooming, the pet taxi, and changes to your "
        "bookings. How can I help today?"
    )


def session_suites(s):
    """Two dogs and a cat over New Year: the cat's suite first, then the dogs, one bath only."""
    greet(s)
    s.user(
        "hi! we're away over new year and need to board all three of ours, 2 dogs and the "
        "cat. Rosamund Tallisker, acct rpl40318"
    )
    s.say(
        "Happy to help, Rosamund. To verify the account, could you give me the phone number "
        "on file?"
    )
    s.user("541 555 0147")
    s.call(
        "find_account",
        {"account_id": "RPL-40318", "name": "Rosamund Tallisker", "phone": "+1 541-555-0147"},
        found("RPL-40318"),
        facts={
            "account_id": "RPL-40318",
            "owner": "Rosamund Tallisker",
            "pets": pets_fact("RPL-40318"),
            "cards": {"Visa ****6625": "Rosamund Tallisker", "Amex ****3007": "Wystan Tallisker"},
        },
    )
    s.call(
        "get_vaccine_records",
        {"account_id": "RPL-40318"},
        {
            "account_id": "RPL-40318",
            "records": [
                {
                    "pet_id": "PET-2281",
                    "name": "Pilchard",
                    "rabies": "2027-03-02",
                    "dhpp": "2026-03-02",
                    "bordetella": "2026-05-20",
                    "current": True,
                },
                {
                    "pet_id": "PET-2282",
                    "name": "Moose",
                    "rabies": "2026-10-11",
                    "dhpp": "2026-10-11",
                    "bordetella": "2025-12-19",
                    "current": True,
                    "warning": "Bordetella expires 2025-12-19; a current record is required "
                    "before any stay that starts after that date",
                },
                {
                    "pet_id": "PET-2283",
                    "name": "Quenelle",
                    "rabies": "2026-08-14",
                    "fvrcp": "2026-08-14",
                    "current": True,
                },
            ],
        },
        facts={"vaccines": {"Moose": {"bordetella_expires": "2025-12-19"}}},
    )
    s.say(
        "Thanks, Rosamund, you're verified. I have Pilchard (Border terrier, small), Moose "
        "(Newfoundland cross, large) and Quenelle (British shorthair) on the account. One "
        "thing first: Moose's kennel cough vaccine (Bordetella) runs out on December 19, so "
        "we'll need an updated record before he checks in. What dates are you thinking of?"
    )
    s.user(
        "27th of dec to the 3rd of jan. do the cat's suite first please, the cattery always "
        "fills up at new year, then the dogs after",
        facts={
            "stay_request": {
                "check_in": "2025-12-27",
                "check_out": "2026-01-03",
                "order": "the cat's suite first, then the dogs",
            }
        },
    )
    s.call(
        "get_availability",
        {"check_in": "2025-12-27", "check_out": "2026-01-03"},
        {
            "check_in": "2025-12-27",
            "check_out": "2026-01-03",
            "nights": 7,
            "cat_suites_left": 2,
            "small_runs_left": 4,
            "medium_runs_left": 2,
            "large_runs_left": 3,
            "quiet_wing_runs_left": 1,
            "holiday_surcharge_nights": 7,
        },
        facts={"availability": {"cat_suites_left": 2, "small_runs_left": 4, "large_runs_left": 3}},
    )
    s.confirm(
        "There are 2 cat suites left for those dates. Here's Quenelle's booking:\n"
        "- Quenelle, cat suite\n"
        "- Saturday, December 27, 2025 to Saturday, January 3, 2026 (7 nights)\n"
        "- $38.00 a night = $266.00, plus the holiday surcharge of $12.00 a night = $84.00\n"
        "- Total $350.00; a $75.00 holiday deposit is due by December 10 to hold the suite\n\n"
        "Shall I book Quenelle's suite? (yes/no)",
        [
            (
                "book_cat_suite",
                {
                    "account_id": "RPL-40318",
                    "pet_id": "PET-2283",
                    "check_in": "2025-12-27",
                    "check_out": "2026-01-03",
                    "nights": 7,
                },
            )
        ],
    )
    s.yes("yes go ahead")
    s.call(
        "book_cat_suite",
        {
            "account_id": "RPL-40318",
            "pet_id": "PET-2283",
            "check_in": "2025-12-27",
            "check_out": "2026-01-03",
            "nights": 7,
        },
        {
            "booking_id": "BKG-58214",
            "status": "held",
            "pet": "Quenelle",
            "suite": "C4",
            "check_in": "2025-12-27",
            "check_out": "2026-01-03",
            "nights": 7,
            "nightly": 38.00,
            "holiday_surcharge": 84.00,
            "total": 350.00,
            "deposit_due": 75.00,
            "deposit_due_by": "2025-12-10",
        },
        facts={"cat_booking_id": "BKG-58214"},
    )
    s.say(
        "Quenelle is booked: BKG-58214, suite C4, December 27 to January 3, $350.00, held until "
        "the $75.00 deposit is paid by December 10. Now the dogs: because Quenelle is booked "
        "first on the same dates, both dogs get our 10% multi-pet discount on their nightly "
        "rate. Moose might also settle better in our quiet wing, which is $6.00 a night extra. "
        "And would you like a departure bath before they go home?"
    )
    s.user("quiet wing no thanks, he's fine with noise. a bath before they come home would be nice")
    s.call(
        "quote_stay",
        {
            "account_id": "RPL-40318",
            "pet_ids": ["PET-2281", "PET-2282"],
            "check_in": "2025-12-27",
            "check_out": "2026-01-03",
            "departure_bath": ["PET-2281", "PET-2282"],
        },
        {
            "nights": 7,
            "lines": [
                {
                    "pet": "Pilchard",
                    "run": "small",
                    "nightly": 48.00,
                    "discount": "10%",
                    "nightly_after_discount": 43.20,
                    "boarding": 302.40,
                },
                {
                    "pet": "Moose",
                    "run": "large",
                    "nightly": 64.00,
                    "discount": "10%",
                    "nightly_after_discount": 57.60,
                    "boarding": 403.20,
                },
            ],
            "holiday_surcharge": 168.00,
            "departure_bath": {
                "Pilchard (small bath & tidy)": 55.00,
                "Moose (large bath & tidy)": 90.00,
            },
            "total": 1018.60,
            "deposit_due": 150.00,
        },
        facts={
            "quote": {
                "Pilchard_nightly": 43.20,
                "Moose_nightly": 57.60,
                "holiday_surcharge": 168.00,
                "total_with_two_baths": 1018.60,
            }
        },
    )
    s.confirm(
        "Here's the dogs' booking:\n"
        "- Pilchard, small run: $43.20 a night (10% off $48.00) x 7 = $302.40\n"
        "- Moose, large run: $57.60 a night (10% off $64.00) x 7 = $403.20\n"
        "- Holiday surcharge: $12.00 a night each = $168.00\n"
        "- Departure baths on January 3: Pilchard $55.00, Moose $90.00\n"
        "- December 27, 2025 to January 3, 2026 (7 nights); total $1,018.60\n"
        "- Holiday deposit $150.00 ($75.00 per dog) due by December 10\n\n"
        "Shall I book the dogs? (yes/no)",
        [
            (
                "book_dog_stay",
                {
                    "account_id": "RPL-40318",
                    "pet_ids": ["PET-2281", "PET-2282"],
                    "check_in": "2025-12-27",
                    "check_out": "2026-01-03",
                    "nights": 7,
                    "departure_bath": ["PET-2281", "PET-2282"],
                },
            )
        ],
    )
    s.no(
        "oh no, only the small dog gets a bath, not the big one. moose hates the tub and "
        "sulks for days. just pilchard",
        facts={"bath_request": {"Pilchard": "departure bath", "Moose": "no bath"}},
    )
    s.confirm(
        "Understood, nothing's booked yet. Corrected:\n"
        "- Pilchard, small run: $43.20 a night x 7 = $302.40\n"
        "- Moose, large run: $57.60 a night x 7 = $403.20\n"
        "- Holiday surcharge: $168.00\n"
        "- Departure bath on January 3 for Pilchard only: $55.00 (no bath for Moose)\n"
        "- December 27, 2025 to January 3, 2026 (7 nights); total $928.60\n"
        "- Holiday deposit $150.00 due by December 10\n\n"
        "Shall I book the dogs? (yes/no)",
        [
            (
                "book_dog_stay",
                {
                    "account_id": "RPL-40318",
                    "pet_ids": ["PET-2281", "PET-2282"],
                    "check_in": "2025-12-27",
                    "check_out": "2026-01-03",
                    "nights": 7,
                    "departure_bath": ["PET-2281"],
                },
            )
        ],
    )
    s.yes("yes thats right")
    s.call(
        "book_dog_stay",
        {
            "account_id": "RPL-40318",
            "pet_ids": ["PET-2281", "PET-2282"],
            "check_in": "2025-12-27",
            "check_out": "2026-01-03",
            "nights": 7,
            "departure_bath": ["PET-2281"],
        },
        {
            "booking_id": "BKG-58219",
            "status": "held",
            "pets": [
                {"pet": "Pilchard", "run": "S11", "nightly": 43.20},
                {"pet": "Moose", "run": "L3", "nightly": 57.60},
            ],
            "check_in": "2025-12-27",
            "check_out": "2026-01-03",
            "nights": 7,
            "holiday_surcharge": 168.00,
            "departure_bath": {"Pilchard": 55.00},
            "total": 928.60,
            "deposit_due": 150.00,
            "deposit_due_by": "2025-12-10",
            "conditions": ["Moose: a current Bordetella record is required before check-in"],
        },
        facts={"dog_booking_id": "BKG-58219"},
    )
    s.boundary(
        "the cat suite BKG-58214 booked first and reported; the dogs' proposal with two baths "
        "rejected by her correction (only the small dog); the corrected dogs' booking BKG-58219 "
        "($928.60, Pilchard's bath only) executed, not reported yet; the quiet wing declined; "
        "Moose's Bordetella expiring Dec 19"
    )
    s.say(
        "Both dogs are booked: BKG-58219, Pilchard in run S11 and Moose in run L3, December 27 "
        "to January 3, total $928.60 including Pilchard's departure bath. Moose still needs a "
        "current Bordetella record before he checks in. The holiday deposits come to $225.00: "
        "$75.00 for Quenelle's suite and $150.00 for the dogs, due by December 10. Which card "
        "should I use? On file there's your Visa ****6625 and Wystan's Amex ****3007."
    )
    s.user(
        "bill my partner's card, not mine. wystan's amex, all of it",
        facts={"deposit_request": {"card": "Amex ****3007", "holder": "Wystan Tallisker"}},
    )
    s.confirm(
        "Here's the deposit:\n"
        "- $225.00 on Amex ****3007 (Wystan Tallisker)\n"
        "- $75.00 for BKG-58214 (Quenelle) and $150.00 for BKG-58219 (Pilchard and Moose)\n"
        "- Refundable until December 13 (14 days before check-in); after that it's kept as "
        "credit on the account\n\n"
        "Shall I charge the deposit? (yes/no)",
        [
            (
                "take_deposit",
                {
                    "account_id": "RPL-40318",
                    "booking_ids": ["BKG-58214", "BKG-58219"],
                    "amount": 225.00,
                    "card": "Amex ****3007",
                },
            )
        ],
    )
    s.yes("yes. and I'll get moose's booster done this week and email you the record")
    s.boundary(
        "the deposit of $225.00 on Wystan's Amex ****3007 (not her Visa) approved by her yes, "
        "no call yet; BKG-58214 and BKG-58219 booked; Moose's Bordetella record still to come"
    )


def session_insulin(s):
    """A diabetic dog on insulin: the visiting vet decides; the other dog is booked now."""
    greet(s)
    s.user(
        "hi I need to board my two dogs the 14th to the 18th. one of them is diabetic, on "
        "insulin. bartosz ludgrove"
    )
    s.say(
        "I can help with that, Bartosz. Please give me your account number and the email "
        "address on file."
    )
    s.user("acct 51207, bludgrove@example.net")
    s.call(
        "find_account",
        {"account_id": "RPL-51207", "name": "Bartosz Ludgrove", "email": "bludgrove@example.net"},
        found("RPL-51207"),
        facts={
            "account_id": "RPL-51207",
            "owner": "Bartosz Ludgrove",
            "pets": pets_fact("RPL-51207"),
        },
    )
    s.call(
        "get_policy",
        {"topic": "medication"},
        {
            "topic": "medication",
            "oral_medication": "given by staff at no charge",
            "injectable_medication": (
                "a stay for a pet on injections (such as insulin) needs the approval of the "
                "kennel's visiting vet, Dr. Ingeborg Sandiford, before it can be booked; the "
                "front desk cannot approve it"
            ),
            "review": "Dr. Sandiford reviews requests on her Thursday visit",
            "next_decision_by": "2025-12-11",
            "injection_fee_per_day": 8.00,
        },
        facts={
            "medication_policy": {
                "decided_by": "Dr. Ingeborg Sandiford (visiting vet)",
                "next_decision_by": "2025-12-11",
                "injection_fee_per_day": 8.00,
            }
        },
    )
    s.call(
        "quote_stay",
        {
            "account_id": "RPL-51207",
            "pet_ids": ["PET-3108", "PET-3107"],
            "check_in": "2025-12-14",
            "check_out": "2025-12-18",
        },
        {
            "nights": 4,
            "lines": [
                {"pet": "Obadiah", "run": "large", "nightly": 64.00, "boarding": 256.00},
                {
                    "pet": "Salix",
                    "run": "medium",
                    "nightly": 56.00,
                    "discount": "10%",
                    "nightly_after_discount": 50.40,
                    "boarding": 201.60,
                    "injection_fee": 32.00,
                },
            ],
            "holiday_surcharge": 0.00,
            "deposit_due": 0.00,
        },
        facts={"quote": {"Obadiah": 256.00, "Salix": 201.60, "Salix_injection_fee": 32.00}},
    )
    s.say(
        "Thanks, Bartosz. Obadiah can be booked right away: a large run from Sunday, December "
        "14 to Thursday, December 18 (4 nights) at $64.00 a night, $256.00, with no deposit "
        "since it's outside the holidays. Salix is different: because she's on insulin, her "
        "stay has to be approved by our visiting vet, Dr. Ingeborg Sandiford, and I can't "
        "approve it at the desk. I can send her a review request today; she decides on her "
        "Thursday visit, December 11. If she approves, Salix's medium run would be $50.40 a "
        "night with the multi-pet discount ($201.60) plus $8.00 a day for the injections "
        "($32.00). What's her insulin schedule?"
    )
    s.user(
        "ok. book obadiah anyway, my sister can take salix if the vet says no. salix gets 6 "
        "units at 7am and 7pm, always with her food, never on an empty stomach",
        facts={
            "medication": {
                "pet": "Salix",
                "insulin": "6 units at 7:00 am and 7:00 pm",
                "with_food": "always with food, never on an empty stomach",
            }
        },
    )
    s.confirm(
        "Here's what I'll do:\n"
        "1. Book Obadiah: large run, Sunday, December 14 to Thursday, December 18, 2025 "
        "(4 nights), $256.00\n"
        "2. Send Dr. Sandiford a review request for Salix's stay on the same dates: insulin "
        "6 units at 7:00 am and 7:00 pm, always given with food. Salix is not booked until "
        "Dr. Sandiford approves.\n\n"
        "Shall I go ahead with both? (yes/no)",
        [
            (
                "book_dog_stay",
                {
                    "account_id": "RPL-51207",
                    "pet_ids": ["PET-3108"],
                    "check_in": "2025-12-14",
                    "check_out": "2025-12-18",
                    "nights": 4,
                },
            ),
            (
                "request_vet_review",
                {
                    "account_id": "RPL-51207",
                    "pet_id": "PET-3107",
                    "check_in": "2025-12-14",
                    "check_out": "2025-12-18",
                    "medication": "insulin 6 units at 07:00 and 19:00, with food",
                },
            ),
        ],
    )
    s.yes("yes both")
    s.call(
        "book_dog_stay",
        {
            "account_id": "RPL-51207",
            "pet_ids": ["PET-3108"],
            "check_in": "2025-12-14",
            "check_out": "2025-12-18",
            "nights": 4,
        },
        {
            "booking_id": "BKG-58302",
            "status": "confirmed",
            "pets": [{"pet": "Obadiah", "run": "L7", "nightly": 64.00}],
            "check_in": "2025-12-14",
            "check_out": "2025-12-18",
            "nights": 4,
            "total": 256.00,
            "deposit_due": 0.00,
        },
        facts={"dog_booking_id": "BKG-58302"},
    )
    s.call(
        "request_vet_review",
        {
            "account_id": "RPL-51207",
            "pet_id": "PET-3107",
            "check_in": "2025-12-14",
            "check_out": "2025-12-18",
            "medication": "insulin 6 units at 07:00 and 19:00, with food",
        },
        {
            "review_id": "VR-1194",
            "status": "under_review",
            "reviewer": "Dr. Ingeborg Sandiford",
            "decision_by": "2025-12-11",
            "pet": "Salix",
            "booked": False,
            "note": "if approved, the desk books Salix's run; nothing is held until then",
        },
        facts={"vet_review_id": "VR-1194"},
    )
    s.say(
        "Done. Obadiah is booked: BKG-58302, run L7, December 14 to 18, $256.00. Salix's "
        "review request VR-1194 is with Dr. Sandiford, who will decide by Thursday, December "
        "11. Salix isn't booked and nothing is held for her until then. In my experience "
        "stable diabetic dogs are usually approved, but it's Dr. Sandiford's call. How would "
        "you like us to let you know?"
    )
    s.user(
        "call me when she decides, don't email, I never check it",
        facts={"contact_preference": "phone call, not email"},
    )
    s.boundary(
        "Obadiah's stay BKG-58302 booked and Salix's vet review VR-1194 submitted, both "
        "reported; the review is under Dr. Sandiford's decision (by Dec 11), Salix not booked; "
        "he wants a call, not an email"
    )


def session_waitlist(s):
    """Christmas week for a large dog: the last run goes, then the manager's waitlist."""
    greet(s)
    s.user(
        "hello, is there room for a big dog christmas week? 20th to the 27th. marit crake, "
        "541.555.0119"
    )
    s.call(
        "find_account",
        {"name": "Marit Crake", "phone": "+1 541-555-0119"},
        found("RPL-36642"),
        facts={
            "account_id": "RPL-36642",
            "owner": "Marit Crake",
            "pets": {"PET-2954": {"name": "Bosun", "species": "dog", "size": "large"}},
        },
    )
    s.call(
        "get_availability",
        {"check_in": "2025-12-20", "check_out": "2025-12-27", "size": "large"},
        {
            "check_in": "2025-12-20",
            "check_out": "2025-12-27",
            "nights": 7,
            "large_runs_left": 1,
            "medium_runs_left": 3,
            "large_partial": "a large run is free from 2025-12-23 to 2025-12-27 only",
            "holiday_surcharge_nights": 7,
            "holiday_waitlist": "open; places are released by the manager, Vesna Fothergill",
        },
        facts={
            "availability": {
                "large_runs_left": 1,
                "medium_runs_left": 3,
                "large_partial": "2025-12-23 to 2025-12-27",
            }
        },
    )
    s.say(
        "Hi Marit, I found your account and Bosun. For Saturday, December 20 to Saturday, "
        "December 27 we have 1 large run left. It's $64.00 a night plus the $12.00 holiday "
        "surcharge, so $532.00 for the 7 nights, and a $75.00 deposit is due by December 10. "
        "We also have medium runs free that week, if you'd like one as a backup."
    )
    s.user(
        "not a medium run, he won't fit, he's 104 lbs. the large one please",
        facts={"run_request": {"size": "large", "not": "medium"}},
    )
    s.confirm(
        "Here's the booking:\n"
        "- Bosun, large run\n"
        "- Saturday, December 20 to Saturday, December 27, 2025 (7 nights)\n"
        "- $64.00 a night = $448.00 + holiday surcharge $84.00 = $532.00\n"
        "- $75.00 deposit due by December 10\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_dog_stay",
                {
                    "account_id": "RPL-36642",
                    "pet_ids": ["PET-2954"],
                    "check_in": "2025-12-20",
                    "check_out": "2025-12-27",
                    "nights": 7,
                    "run_size": "large",
                },
            )
        ],
    )
    s.yes("yes please book it")
    s.call(
        "book_dog_stay",
        {
            "account_id": "RPL-36642",
            "pet_ids": ["PET-2954"],
            "check_in": "2025-12-20",
            "check_out": "2025-12-27",
            "nights": 7,
            "run_size": "large",
        },
        {
            "error": "run_unavailable",
            "message": "No large run is free for 2025-12-20 to 2025-12-27: the last one was "
            "booked at 10:41 on 2025-12-08.",
        },
        error=True,
    )
    s.boundary(
        "the confirmed booking of Bosun's large run for Dec 20-27 ($532.00) failed (the last "
        "run was taken), not reported yet; a medium run ruled out by her"
    )
    s.call(
        "get_holiday_waitlist",
        {"check_in": "2025-12-20", "check_out": "2025-12-27", "size": "large"},
        {
            "week": "2025-12-20 to 2025-12-27",
            "size": "large",
            "entries": 1,
            "next_position": 2,
            "released_by": "Vesna Fothergill (manager)",
            "deposit": "none until a place is released; then $75.00 within 48 hours",
        },
        facts={"waitlist_info": {"next_position": 2, "released_by": "Vesna Fothergill"}},
    )
    s.say(
        "I'm sorry, Marit: the booking didn't go through. The last large run for that week was "
        "taken a few minutes ago, so Bosun is not booked. Two options: a large run is free from "
        "Tuesday, December 23 to December 27 only, so he could stay those 4 nights; or I can "
        "put him on our holiday waitlist for the full week. Places on the waitlist are released "
        "by our manager, Vesna Fothergill, as cancellations come in; he would be number 2, and "
        "there's no deposit unless a place is released."
    )
    s.user(
        "no split stays, he gets upset being moved around. put him on the waitlist. and I "
        "don't want another kennel either before you ask",
    )
    s.confirm(
        "Here's the waitlist entry:\n"
        "- Bosun, large run, December 20 to December 27, 2025 (7 nights)\n"
        "- Position 2; a place is only released by the manager, Vesna Fothergill\n"
        "- No deposit unless a place is released (then $75.00 within 48 hours)\n\n"
        "Shall I add him to the waitlist? (yes/no)",
        [
            (
                "join_holiday_waitlist",
                {
                    "account_id": "RPL-36642",
                    "pet_id": "PET-2954",
                    "check_in": "2025-12-20",
                    "check_out": "2025-12-27",
                    "run_size": "large",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "join_holiday_waitlist",
        {
            "account_id": "RPL-36642",
            "pet_id": "PET-2954",
            "check_in": "2025-12-20",
            "check_out": "2025-12-27",
            "run_size": "large",
        },
        {
            "waitlist_id": "HWL-0872",
            "status": "waitlisted",
            "position": 2,
            "decided_by": "Vesna Fothergill (manager)",
            "booked": False,
            "deposit_due": 0.00,
        },
        facts={"waitlist_id": "HWL-0872"},
    )
    s.say(
        "Bosun is on the holiday waitlist: HWL-0872, position 2 for the large runs, December "
        "20 to 27. He is not booked yet; it's up to Vesna Fothergill to release a place, and "
        "if she does you'll have 48 hours to pay the $75.00 deposit."
    )
    s.user("ok. text me if something opens, 541 555 0119")
    s.boundary(
        "the failed booking reported; the 4-night split stay (Dec 23-27) and another kennel "
        "declined; waitlist HWL-0872 (position 2) executed and reported, the place up to the "
        "manager, not booked"
    )


SCRIPTS = {"suites": session_suites, "insulin": session_insulin, "waitlist": session_waitlist}
