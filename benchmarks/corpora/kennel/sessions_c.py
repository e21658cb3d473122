"""Session scripts, part 3: cancel, records and extend.

Each script plays one invented session at the front desk of Ravelstoke Pet Lodge (owners, pets,
account and pet ids, bookings, amounts and dates are made up). `s.boundary(note)` marks where a
point is frozen.
"""

from __future__ import annotations

from records import found, pets_fact
from sessions_a import greet


def session_cancel(s):
    """One of two Christmas bookings cancelled after the refund cut-off; the deposit as credit."""
    greet(s)
    s.user(
        "hello, I need to cancel figgy's christmas booking, she's going to my mum's instead. "
        "don't touch marmaduke's. sigrun pardew"
    )
    s.say(
        "Of course, Sigrun. To verify the account, please give me the email address on file "
        "or your account number."
    )
    s.user("s.pardew@example.com")
    s.call(
        "find_account",
        {"name": "Sigrun Pardew", "email": "s.pardew@example.com"},
        found("RPL-25571"),
        facts={
            "account_id": "RPL-25571",
            "owner": "Sigrun Pardew",
            "pets": pets_fact("RPL-25571"),
            "cancel_request": {"cancel": "Figgy's Christmas booking", "keep": "Marmaduke's"},
        },
    )
    s.call(
        "get_bookings",
        {"account_id": "RPL-25571"},
        {
            "bookings": [
                {
                    "booking_id": "BKG-56120",
                    "pets": ["Marmaduke"],
                    "run": "medium",
                    "check_in": "2025-12-20",
                    "check_out": "2025-12-24",
                    "nights": 4,
                    "nightly": 56.00,
                    "holiday_surcharge": 48.00,
                    "total": 272.00,
                    "deposit_paid": 75.00,
                    "booked": "2025-10-02",
                },
                {
                    "booking_id": "BKG-56121",
                    "pets": ["Figgy"],
                    "run": "small",
                    "check_in": "2025-12-20",
                    "check_out": "2025-12-24",
                    "nights": 4,
                    "nightly": 43.20,
                    "discount": "multi-pet 10%",
                    "holiday_surcharge": 48.00,
                    "total": 220.80,
                    "deposit_paid": 75.00,
                    "booked": "2025-10-02",
                },
            ]
        },
        facts={
            "bookings": {
                "BKG-56120": {"pet": "Marmaduke", "total": 272.00, "deposit_paid": 75.00},
                "BKG-56121": {"pet": "Figgy", "total": 220.80, "deposit_paid": 75.00},
            }
        },
    )
    s.call(
        "get_policy",
        {"topic": "cancellation"},
        {
            "topic": "cancellation",
            "holiday_deposit": (
                "refundable until 14 days before check-in; after that it is kept as a credit "
                "on the account, valid 12 months"
            ),
            "cancellation_fee": 0.00,
            "refund_cutoff_for_2025-12-20": "2025-12-06",
        },
        facts={
            "cancellation_policy": {
                "refund_cutoff": "2025-12-06",
                "after_cutoff": "deposit kept as credit, valid 12 months",
            }
        },
    )
    s.say(
        "Thanks, Sigrun. You have two bookings for December 20 to 24: BKG-56120 for Marmaduke "
        "($272.00) and BKG-56121 for Figgy ($220.80, with the multi-pet discount), each with a "
        "$75.00 deposit paid. Cancelling Figgy's costs nothing extra, but the refund cut-off "
        "for a December 20 check-in was December 6, so her $75.00 deposit can't be refunded; "
        "it stays on your account as a credit for 12 months. Marmaduke's booking stays exactly "
        "as it is, still $272.00, since he was the first pet booked."
    )
    s.user("can't you refund the 75? it's only 2 days past")
    s.say(
        "I'm sorry, I can't refund it: the deposit policy doesn't let the desk make exceptions "
        "after the cut-off. The credit can go toward anything here, though: for example a bath "
        "for Marmaduke before he goes home on the 24th ($70.00)."
    )
    s.user("no bath. just keep the credit, we'll use it at easter")
    s.confirm(
        "Here's the cancellation:\n"
        "- Cancel BKG-56121 (Figgy, small run, December 20 to 24, 2025)\n"
        "- No cancellation fee; the $75.00 deposit is kept as account credit, valid 12 months\n"
        "- BKG-56120 (Marmaduke) is not changed\n\n"
        "Shall I cancel Figgy's booking? (yes/no)",
        [
            (
                "cancel_booking",
                {"account_id": "RPL-25571", "booking_id": "BKG-56121", "deposit": "credit"},
            )
        ],
    )
    s.yes("yes")
    s.call(
        "cancel_booking",
        {"account_id": "RPL-25571", "booking_id": "BKG-56121", "deposit": "credit"},
        {
            "booking_id": "BKG-56121",
            "status": "cancelled",
            "pet": "Figgy",
            "fee": 0.00,
            "deposit_credit_id": "CR-4410",
            "credit": 75.00,
            "credit_valid_until": "2026-12-08",
        },
        facts={"credit_id": "CR-4410"},
    )
    s.say(
        "Done: BKG-56121 for Figgy is cancelled with no fee, and her $75.00 deposit is now "
        "credit CR-4410 on your account, valid until December 8, 2026. Marmaduke's BKG-56120 "
        "for December 20 to 24 is unchanged."
    )
    s.user("thanks. and marmaduke still gets his walk at 4 like usual?")
    s.boundary(
        "Figgy's BKG-56121 cancelled (no fee, deposit kept as credit CR-4410, $75.00, until "
        "Dec 8, 2026), executed and reported; the deposit refund asked and refused; a bath for "
        "Marmaduke offered and declined; Marmaduke's BKG-56120 untouched; her question about "
        "his 4 o'clock walk open"
    )


def session_records(s):
    """A booking blocked by an expired vaccination; the record asked from the owner's clinic."""
    greet(s)
    s.user("hi there, can I book nutmeg in for the 19th to the 22nd? mabyn sturrock, account 44183")
    s.say("Sure, Mabyn. Could you confirm the phone number on the account?")
    s.user("5415550108")
    s.call(
        "find_account",
        {"account_id": "RPL-44183", "name": "Mabyn Sturrock", "phone": "+1 541-555-0108"},
        found("RPL-44183"),
        facts={
            "account_id": "RPL-44183",
            "owner": "Mabyn Sturrock",
            "pets": pets_fact("RPL-44183"),
            "stay_request": {"pet": "Nutmeg", "check_in": "2025-12-19", "check_out": "2025-12-22"},
        },
    )
    s.call(
        "quote_stay",
        {
            "account_id": "RPL-44183",
            "pet_ids": ["PET-3650"],
            "check_in": "2025-12-19",
            "check_out": "2025-12-22",
        },
        {
            "nights": 3,
            "lines": [{"pet": "Nutmeg", "run": "medium", "nightly": 56.00, "boarding": 168.00}],
            "holiday_surcharge": 24.00,
            "holiday_nights": ["2025-12-20", "2025-12-21"],
            "total": 192.00,
            "deposit_due": 75.00,
            "medium_runs_left": 2,
        },
        facts={"quote": {"Nutmeg": 168.00, "holiday_surcharge": 24.00, "total": 192.00}},
    )
    s.say(
        "Thanks, Mabyn. Nutmeg can have a medium run from Friday, December 19 to Monday, "
        "December 22 (3 nights): $56.00 a night = $168.00, plus the holiday surcharge on the "
        "nights of the 20th and 21st ($24.00), so $192.00, with a $75.00 holiday deposit. "
        "Anything else for her stay, a departure bath perhaps?"
    )
    s.user(
        "no bath, no extras. and she only eats her own food, I'll bring it, no house kibble please",
        facts={"stay_request": {"extras": "none", "food": "her own food only, no house kibble"}},
    )
    s.confirm(
        "Here's the booking:\n"
        "- Nutmeg, medium run, Friday, December 19 to Monday, December 22, 2025 (3 nights)\n"
        "- $168.00 + holiday surcharge $24.00 = $192.00; $75.00 deposit due by December 10\n"
        "- Her own food only (you bring it), no house kibble; no extras\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_dog_stay",
                {
                    "account_id": "RPL-44183",
                    "pet_ids": ["PET-3650"],
                    "check_in": "2025-12-19",
                    "check_out": "2025-12-22",
                    "nights": 3,
                    "food": "own food only",
                },
            )
        ],
    )
    s.yes("yep")
    s.call(
        "book_dog_stay",
        {
            "account_id": "RPL-44183",
            "pet_ids": ["PET-3650"],
            "check_in": "2025-12-19",
            "check_out": "2025-12-22",
            "nights": 3,
            "food": "own food only",
        },
        {
            "error": "vaccination_record_required",
            "message": "Booking blocked: Nutmeg's Bordetella on file expired on 2025-11-30. A "
            "current record must be on file before the stay can be booked.",
        },
        error=True,
        facts={"vaccines": {"Nutmeg": {"bordetella_expired": "2025-11-30"}}},
    )
    s.say(
        "I'm sorry, Mabyn, the booking didn't go through: the Bordetella (kennel cough) "
        "vaccine we have on file for Nutmeg expired on November 30, and the system won't book "
        "a stay without a current record. Nutmeg is not booked. If she's had her booster, I "
        "can ask your vet clinic to send the record to us directly. Which clinic is it?"
    )
    s.user(
        "she had it in november at kowbridge animal clinic, ask them. don't hold a run if it "
        "costs anything, I'll take my chances",
        facts={"vaccine_record_request": {"clinic": "Kowbridge Animal Clinic", "hold": "no"}},
    )
    s.confirm(
        "Here's the request:\n"
        "- Ask Kowbridge Animal Clinic to send Nutmeg's current Bordetella record to us\n"
        "- Clinics usually reply within 1 business day\n"
        "- No run is held; once the record is on file I can try the booking again (a free "
        "24-hour courtesy hold is also possible if you change your mind)\n\n"
        "Shall I send the request? (yes/no)",
        [
            (
                "request_vaccine_record",
                {
                    "account_id": "RPL-44183",
                    "pet_id": "PET-3650",
                    "clinic": "Kowbridge Animal Clinic",
                    "vaccine": "Bordetella",
                },
            )
        ],
    )
    s.yes("yes send it")
    s.call(
        "request_vaccine_record",
        {
            "account_id": "RPL-44183",
            "pet_id": "PET-3650",
            "clinic": "Kowbridge Animal Clinic",
            "vaccine": "Bordetella",
        },
        {
            "request_id": "REC-5580",
            "status": "sent",
            "clinic": "Kowbridge Animal Clinic",
            "record_received": False,
            "expected_reply": "within 1 business day",
        },
        facts={"record_request_id": "REC-5580"},
    )
    s.say(
        "Sent: request REC-5580 is with Kowbridge Animal Clinic. We haven't received the record "
        "yet; clinics usually reply within 1 business day. When it arrives I'll try Nutmeg's "
        "booking again, December 19 to 22, $192.00, as long as a medium run is still free."
    )
    s.boundary(
        "the confirmed booking of Nutmeg (Dec 19-22, $192.00) failed (Bordetella expired Nov "
        "30) and was reported, not booked; the record request REC-5580 to Kowbridge Animal "
        "Clinic sent and reported, record not received; no run held (her choice); no extras, "
        "her own food only"
    )


def session_extend(s):
    """A delayed return: one dog's stay extended by a night, the other goes home as planned."""
    greet(s)
    s.user(
        "hello, my ferry home's been cancelled and I'm stuck at my sister's till wednesday. "
        "ilsa nancarrow, acct 38820, my two are with you now"
    )
    s.say("Oh no, sorry to hear that, Ilsa. Could you confirm the phone number on file?")
    s.user("541-555-0191")
    s.call(
        "find_account",
        {"account_id": "RPL-38820", "name": "Ilsa Nancarrow", "phone": "+1 541-555-0191"},
        found("RPL-38820"),
        facts={
            "account_id": "RPL-38820",
            "owner": "Ilsa Nancarrow",
            "pets": pets_fact("RPL-38820"),
            "authorized_people": {
                "AUTH-1876": {"name": "Hollis Brocklehurst", "role": "dog walker"}
            },
        },
    )
    s.call(
        "get_bookings",
        {"account_id": "RPL-38820"},
        {
            "bookings": [
                {
                    "booking_id": "BKG-57941",
                    "status": "checked_in",
                    "pets": [
                        {"pet": "Wimble", "pet_id": "PET-2078", "run": "medium", "nightly": 56.00},
                        {
                            "pet": "Scampi",
                            "pet_id": "PET-2077",
                            "run": "small",
                            "nightly": 43.20,
                            "discount": "multi-pet 10%",
                        },
                    ],
                    "check_in": "2025-12-05",
                    "check_out": "2025-12-09",
                    "checkout_by": "12:00",
                },
            ],
            "late_pickup_fee": {"per_pet": 25.00, "after": "12:00", "until": "18:00"},
        },
        facts={
            "bookings": {
                "BKG-57941": {
                    "pets": ["Wimble", "Scampi"],
                    "check_in": "2025-12-05",
                    "check_out": "2025-12-09",
                }
            }
        },
    )
    s.say(
        "Thanks, Ilsa. Wimble and Scampi are checked in under BKG-57941 until tomorrow, "
        "Tuesday, December 9, with checkout by noon. Hollis Brocklehurst is on the account as "
        "your dog walker (AUTH-1876). What would you like to do?"
    )
    s.user(
        "hollis can take scampi tomorrow as planned, he's easy. wimble needs to stay till "
        "I'm back on the 10th. I get in around 3 so I'd pick him up about 5",
        facts={
            "extension_request": {
                "Wimble": "stay until 2025-12-10, pick-up about 17:00",
                "Scampi": "collected by Hollis on 2025-12-09 as planned",
            }
        },
    )
    s.call(
        "get_availability",
        {"check_in": "2025-12-09", "check_out": "2025-12-10", "size": "medium"},
        {
            "check_in": "2025-12-09",
            "check_out": "2025-12-10",
            "medium_runs_left": 5,
            "small_runs_left": 6,
        },
        facts={"availability": {"medium_runs_left": 5, "small_runs_left": 6}},
    )
    s.say(
        "Wimble's run is free for another night. One extra night for him is $56.00, and since "
        "you'd collect him at about 5 pm, after noon, there's the $25.00 late pick-up fee. "
        "Scampi could stay the extra night with him too, for $43.20, so they come home "
        "together. Would you like that?"
    )
    s.user(
        "no, only wimble. scampi goes home with hollis tomorrow, that's all sorted",
        facts={"extension_request": {"extend": "Wimble only", "Scampi": "unchanged"}},
    )
    s.confirm(
        "Here's the change to BKG-57941:\n"
        "- Wimble: checkout moved from Tuesday, December 9 to Wednesday, December 10, 2025 "
        "(1 extra night, $56.00)\n"
        "- Pick-up around 5:00 pm on December 10: late pick-up fee $25.00\n"
        "- Total extra $81.00\n"
        "- Scampi: no change, collected by Hollis Brocklehurst on December 9 by noon\n\n"
        "Shall I extend Wimble's stay? (yes/no)",
        [
            (
                "extend_stay",
                {
                    "account_id": "RPL-38820",
                    "booking_id": "BKG-57941",
                    "pet_id": "PET-2078",
                    "new_check_out": "2025-12-10",
                    "extra_nights": 1,
                },
            )
        ],
    )
    s.yes("yes fine, I'll pay the late fee")
    s.boundary(
        "Wimble's extension to Dec 10 ($56.00 + $25.00 late pick-up) approved by her yes, no "
        "call yet; Scampi's stay unchanged (Hollis collects him Dec 9); extending Scampi too "
        "suggested and declined"
    )


SCRIPTS = {"cancel": session_cancel, "records": session_records, "extend": session_extend}
