"""Session scripts, part 3: an extraction under sedation, a whitening course, a partner's call.

Each script plays one invented session at the front desk of Thistlecombe Dental Group
(patients, accounts, ids, dentists, fees and dates are made up). `s.boundary(note)` marks where
a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_sedation(s):
    """An extraction the dentist planned, with IV sedation; the Friday slot taken, the next one booked."""
    greet(s)
    s.user(
        "hi, dr amsel says my bottom wisdom tooth has to come out and I'm terrified. can I be "
        "put under for it? dagny morcombe, HD 190456"
    )
    s.say(
        "That's very common, Dagny, and we can help. To verify you, please give me your date "
        "of birth and the phone number on file."
    )
    s.user("9 dec 1990, 802-555-0185")
    s.call(
        "verify_account",
        {"patient_id": "HD-190456", "dob": "1990-12-09", "phone": "+1 802-555-0185"},
        verified("FAM-27719"),
        facts={
            "account_id": "FAM-27719",
            "patient_id": "HD-190456",
            "patient": "Dagny Morcombe",
            "insurance": {"insurer": "Larkspur Mutual Dental", "plan": "Core"},
            "payment_method": "Visa ****3861",
        },
    )
    s.call(
        "get_treatment_plan",
        {"patient_id": "HD-190456"},
        {
            "plan_id": "TP-4452",
            "patient_id": "HD-190456",
            "set_by": "Dr. Benedikt Amsel",
            "set_on": "2026-03-05",
            "items": [
                {
                    "code": "D7210",
                    "item": "surgical extraction, tooth 17",
                    "fee": 310.0,
                    "insurer_estimate": 248.0,
                    "patient_estimate": 62.0,
                }
            ],
            "optional": [
                {
                    "code": "D9239",
                    "item": "IV sedation, first 15 minutes",
                    "fee": 295.0,
                    "insurer_estimate": 0.0,
                    "patient_estimate": 295.0,
                    "conditions": "an adult escort must drive the patient home",
                }
            ],
        },
        facts={
            "treatment_plan": {
                "plan_id": "TP-4452",
                "set_by": "Dr. Benedikt Amsel",
                "items": ["D7210 surgical extraction, tooth 17"],
            },
            "quote": {
                "extraction": {"fee": 310.0, "insurer": 248.0, "patient": 62.0},
                "IV sedation": {"fee": 295.0, "insurer": 0.0, "patient": 295.0},
            },
        },
    )
    s.say(
        "Thanks, you're verified. Dr. Amsel's plan TP-4452 is a surgical extraction of tooth "
        "17: $310.00, Larkspur $248.00, your share $62.00. IV sedation is an option: $295.00, "
        "which Larkspur doesn't cover, and an adult has to drive you home afterwards. Many "
        "nervous patients find nitrous oxide enough, at $60.00, if you'd like to save."
    )
    s.user(
        "no, the full sedation please, I don't care about the cost. it has to be a friday so I "
        "have the weekend, and after 1 because my sister can only drive me in the afternoon",
        facts={
            "addons": {"HD-190456": "IV sedation: yes ($295.00)"},
            "booking_request": {"day": "a Friday", "not_before": "13:00 (sister drives)"},
        },
    )
    s.call(
        "get_slots",
        {
            "clinician": "Dr. Benedikt Amsel",
            "visit_type": "extraction_sedation",
            "weekday": "Friday",
            "not_before": "13:00",
            "from": "2026-03-12",
            "to": "2026-04-03",
        },
        {
            "clinician": "Dr. Benedikt Amsel",
            "clinic": "Wendlecote",
            "slots": [
                {"slot_id": "SL-8106", "start": "2026-03-20T13:30"},
                {"slot_id": "SL-8131", "start": "2026-03-27T14:00"},
            ],
        },
        facts={"slots": {"SL-8106": "2026-03-20 13:30", "SL-8131": "2026-03-27 14:00"}},
    )
    s.confirm(
        "Dr. Amsel's first Friday afternoon is March 20. Here's the booking:\n"
        "- Surgical extraction of tooth 17 with IV sedation, Dr. Benedikt Amsel, Friday, March "
        "20, 2026 at 1:30 pm (SL-8106), Wendlecote\n"
        "- Extraction $310.00 (Larkspur $248.00, you $62.00) plus sedation $295.00: your "
        "share $357.00\n"
        "- An adult escort must drive you home\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_appointment",
                {
                    "patient_id": "HD-190456",
                    "slot_id": "SL-8106",
                    "start": "2026-03-20T13:30",
                    "clinician": "Dr. Benedikt Amsel",
                    "visit_type": "extraction",
                    "codes": ["D7210", "D9239"],
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "book_appointment",
        {
            "patient_id": "HD-190456",
            "slot_id": "SL-8106",
            "start": "2026-03-20T13:30",
            "clinician": "Dr. Benedikt Amsel",
            "visit_type": "extraction",
            "codes": ["D7210", "D9239"],
        },
        {
            "error": "slot_unavailable",
            "message": "SL-8106 (2026-03-20 13:30) was booked by another patient a moment ago; "
            "no appointment was made",
        },
        error=True,
    )
    s.say(
        "I'm sorry, the March 20 slot was taken by another patient a moment ago, so nothing "
        "was booked. The next Friday afternoon with Dr. Amsel is March 27 at 2:00 pm."
    )
    s.user("ugh. ok the 27th then")
    s.confirm(
        "Here's the booking:\n"
        "- Surgical extraction of tooth 17 with IV sedation, Dr. Benedikt Amsel, Friday, March "
        "27, 2026 at 2:00 pm (SL-8131), Wendlecote\n"
        "- Your share $357.00 ($62.00 extraction, $295.00 sedation)\n"
        "- An adult escort must drive you home\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_appointment",
                {
                    "patient_id": "HD-190456",
                    "slot_id": "SL-8131",
                    "start": "2026-03-27T14:00",
                    "clinician": "Dr. Benedikt Amsel",
                    "visit_type": "extraction",
                    "codes": ["D7210", "D9239"],
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "book_appointment",
        {
            "patient_id": "HD-190456",
            "slot_id": "SL-8131",
            "start": "2026-03-27T14:00",
            "clinician": "Dr. Benedikt Amsel",
            "visit_type": "extraction",
            "codes": ["D7210", "D9239"],
        },
        {
            "appointment_id": "APT-772260",
            "status": "booked",
            "patient_id": "HD-190456",
            "start": "2026-03-27T14:00",
            "clinician": "Dr. Benedikt Amsel",
            "clinic": "Wendlecote",
            "patient_share": 357.0,
            "instructions": "no food for 6 hours before; an adult escort must drive you home",
        },
        facts={"appointments": {"APT-772260": "2026-03-27 14:00, extraction with IV sedation"}},
    )
    s.say(
        "Booked: APT-772260, Friday, March 27 at 2:00 pm with Dr. Amsel in Wendlecote, the "
        "extraction of tooth 17 with IV sedation. Your share is $357.00. Please don't eat for "
        "6 hours before, and your sister has to drive you home."
    )
    s.user("ok thank you. can my sister wait in the room with me?")
    s.boundary(
        "the confirmed March 20 1:30 pm booking failed (slot taken) and was reported; "
        "APT-772260 (March 27 2:00 pm, IV sedation, $357.00 share) executed and reported; "
        "nitrous oxide suggested and declined; her question about her sister open"
    )


def session_whitening(s):
    """Take-home trays before in-chair whitening, done before the wedding; the fitting pending."""
    greet(s)
    s.user("hi! I'd like my teeth whitened before my wedding on april 18th, what are my options?")
    s.say("Congratulations! To verify you, please give me your full name and date of birth.")
    s.user("Serafina Oduya-Blake, 28.03.96")
    s.call(
        "verify_account",
        {"name": "Serafina Oduya-Blake", "dob": "1996-03-28"},
        verified("FAM-32245"),
        facts={
            "account_id": "FAM-32245",
            "patient_id": "HD-222814",
            "patient": "Serafina Oduya-Blake",
            "insurance": {"insurer": "Larkspur Mutual Dental", "plan": "Core"},
            "payment_method": "Visa ****4471",
        },
    )
    s.call(
        "get_whitening_options",
        {"patient_id": "HD-222814"},
        {
            "patient_id": "HD-222814",
            "last_checkup": "2025-11-20",
            "eligible": True,
            "options": [
                {
                    "option_id": "WH-TRAY",
                    "name": "take-home trays",
                    "fee": 310.0,
                    "visits": "one 30-minute impression visit; trays ready 5 business days "
                    "later; 14 days of wear at home",
                },
                {
                    "option_id": "WH-CHAIR",
                    "name": "in-chair whitening",
                    "fee": 540.0,
                    "visits": "two 90-minute visits a week apart",
                },
            ],
            "insurance": "cosmetic: not covered",
        },
        facts={
            "whitening_options": {
                "WH-TRAY": {"fee": 310.0, "what": "take-home trays, 14 days at home"},
                "WH-CHAIR": {"fee": 540.0, "what": "in-chair, two visits a week apart"},
                "insurance": "not covered",
            }
        },
    )
    s.say(
        "Thanks, Serafina, you're verified, and your November check-up means you can start "
        "right away. There are two options, neither covered by Larkspur since whitening is "
        "cosmetic:\n"
        "- Take-home trays (WH-TRAY), $310.00: one 30-minute impression visit, the trays are "
        "ready 5 business days later, then 14 days of wear at home\n"
        "- In-chair whitening (WH-CHAIR), $540.00: two 90-minute visits a week apart\n"
        "For a wedding I'd suggest in-chair: it's quicker and the result is more even."
    )
    s.user(
        "the cheaper one first, the trays. if it's not enough I'll do the chair after. it has "
        "to be finished by the 18th, and only with marguerite, my friend had her",
        facts={
            "whitening_choice": {
                "first": "WH-TRAY",
                "then": "WH-CHAIR only if needed",
                "done_by": "2026-04-18",
                "clinician": "Marguerite Pell only",
            }
        },
    )
    s.call(
        "get_slots",
        {
            "clinician": "Marguerite Pell",
            "visit_type": "whitening_impressions",
            "from": "2026-03-12",
            "to": "2026-03-31",
        },
        {
            "clinician": "Marguerite Pell",
            "clinic": "Marrowby",
            "slots": [
                {"slot_id": "SL-9012", "start": "2026-03-17T11:30"},
                {"slot_id": "SL-9020", "start": "2026-03-26T15:00"},
            ],
        },
        facts={"slots": {"SL-9012": "2026-03-17 11:30", "SL-9020": "2026-03-26 15:00"}},
    )
    s.confirm(
        "Marguerite has Tuesday, March 17 at 11:30 am, which leaves time for the trays and "
        "the 14 days before the 18th. Here's the booking:\n"
        "- Take-home whitening (WH-TRAY), impression visit with Marguerite Pell, Tuesday, "
        "March 17, 2026 at 11:30 am (SL-9012), Marrowby\n"
        "- $310.00, not covered by Larkspur\n"
        "- Trays ready around March 24; 14 days of wear takes you to about April 7\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_appointment",
                {
                    "patient_id": "HD-222814",
                    "slot_id": "SL-9012",
                    "start": "2026-03-17T11:30",
                    "clinician": "Marguerite Pell",
                    "visit_type": "whitening_impressions",
                    "option_id": "WH-TRAY",
                },
            )
        ],
    )
    s.user("will it make my teeth sensitive? my front ones already twinge with ice cream sometimes")
    s.boundary(
        "the WH-TRAY impression visit with Marguerite Pell on March 17 at 11:30 am ($310.00, "
        "not covered) proposed, pending: she answered with a question about sensitivity; "
        "in-chair suggested, trays chosen first (the cheaper one), in-chair only if needed"
    )


def session_partner(s):
    """An authorized partner pays one of two invoices and books the son's check-up."""
    greet(s)
    s.user(
        "Hi, I'm calling for my partner Lucan Brevik, account FAM-29930, I'm on the account. I "
        "want to pay a bill and book our son in"
    )
    s.say(
        "Of course. To verify, please give me your full name and the phone number on the account."
    )
    s.user("Ingrid Solvay. his number is 802 555 0123")
    s.call(
        "verify_account",
        {"account_id": "FAM-29930", "caller": "Ingrid Solvay", "phone": "+1 802-555-0123"},
        verified("FAM-29930", caller="Ingrid Solvay"),
        facts={
            "account_id": "FAM-29930",
            "account_holder": "Lucan Brevik",
            "caller": "Ingrid Solvay (partner, authorized for billing and bookings)",
            "family": {"HD-199204": "Lucan Brevik", "HD-199212": "Edvin Brevik"},
            "payment_method": "Mastercard ****7786",
        },
    )
    s.call(
        "get_balance",
        {"account_id": "FAM-29930"},
        {
            "account_id": "FAM-29930",
            "open_invoices": [
                {
                    "invoice_id": "INV-33018",
                    "patient": "Lucan Brevik",
                    "date": "2026-02-24",
                    "item": "composite filling, tooth 12",
                    "patient_balance": 96.0,
                },
                {
                    "invoice_id": "INV-33025",
                    "patient": "Edvin Brevik",
                    "date": "2026-02-24",
                    "item": "check-up and sealants",
                    "patient_balance": 140.0,
                    "note": "awaiting Larkspur's payment on claim CLM-5520; the patient "
                    "estimate after payment is $0.00",
                },
            ],
            "recommended_not_booked": [
                {
                    "patient": "Lucan Brevik",
                    "item": "night guard",
                    "fee": 425.0,
                    "insurer_estimate": 0.0,
                    "recommended_by": "Dr. Ysolde Harkness",
                }
            ],
        },
        facts={
            "invoices": {
                "INV-33018": {"patient": "Lucan Brevik", "due": 96.0},
                "INV-33025": {"patient": "Edvin Brevik", "due": 140.0, "claim": "CLM-5520"},
            }
        },
    )
    s.say(
        "Thanks, Ingrid, you're verified as Lucan's partner, authorized for billing and "
        "bookings. There are two open invoices:\n"
        "- INV-33018, $96.00, Lucan's filling on tooth 12 (February 24)\n"
        "- INV-33025, $140.00, Edvin's check-up and sealants; this one is waiting for "
        "Larkspur's payment on claim CLM-5520, and you'd most likely owe $0.00 on it once "
        "they pay\n"
        "Which would you like to pay?"
    )
    s.user(
        "just lucan's 96, not edvin's, the insurance pays that one. the mastercard on file is fine",
        facts={"invoices": {"pay": "INV-33018", "not": "INV-33025 (Larkspur to pay)"}},
    )
    s.confirm(
        "Here's the payment:\n"
        "- Invoice INV-33018 (Lucan Brevik, filling on tooth 12), $96.00\n"
        "- Charged to Mastercard ****7786\n"
        "- INV-33025 stays open for Larkspur's payment\n\n"
        "Shall I take the payment? (yes/no) Also, Dr. Harkness recommended a night guard for "
        "Lucan ($425.00, not covered by Larkspur); would you like me to book the fitting?",
        [
            (
                "pay_invoice",
                {"invoice_id": "INV-33018", "amount": 96.0, "card": "Mastercard ****7786"},
            )
        ],
    )
    s.yes("yes pay it. no to the night guard, he can decide that himself")
    s.call(
        "pay_invoice",
        {"invoice_id": "INV-33018", "amount": 96.0, "card": "Mastercard ****7786"},
        {
            "payment_id": "PAY-58817",
            "status": "paid",
            "invoice_id": "INV-33018",
            "amount": 96.0,
            "card": "Mastercard ****7786",
            "receipt_sent_to": "lucan.brevik@example.net",
        },
        facts={"payment_id": "PAY-58817"},
    )
    s.say(
        "Paid: $96.00 on Mastercard ****7786 for INV-33018 (payment PAY-58817); the receipt "
        "went to lucan.brevik@example.net. I haven't booked the night guard. Now, Edvin's "
        "check-up: any preferences?"
    )
    s.user(
        "his 6 month check up. after school, so not before 3.30, and not mondays, he has swimming",
        facts={
            "booking_request": {"patient": "HD-199212", "not_before": "15:30", "not": "Mondays"}
        },
    )
    s.call(
        "get_slots",
        {
            "clinic": "Marrowby",
            "visit_type": "child_checkup",
            "from": "2026-03-16",
            "to": "2026-03-27",
            "not_before": "15:30",
        },
        {
            "clinic": "Marrowby",
            "visit_type": "child_checkup",
            "slots": [
                {
                    "slot_id": "SL-5140",
                    "start": "2026-03-23T15:45",
                    "clinician": "Dr. Ysolde Harkness",
                },
                {
                    "slot_id": "SL-5152",
                    "start": "2026-03-25T16:00",
                    "clinician": "Tamsin Achterberg",
                },
                {
                    "slot_id": "SL-5158",
                    "start": "2026-03-26T15:50",
                    "clinician": "Dr. Ysolde Harkness",
                },
            ],
            "fees": {"child_checkup": {"fee": 95.0, "insurer_share": 95.0, "patient_share": 0.0}},
        },
        facts={
            "slots": {
                "SL-5140": "2026-03-23 15:45 (Monday), Dr. Ysolde Harkness",
                "SL-5152": "2026-03-25 16:00, Tamsin Achterberg",
                "SL-5158": "2026-03-26 15:50, Dr. Ysolde Harkness",
            }
        },
    )
    s.confirm(
        "Monday the 23rd is out because of swimming. The next are Wednesday, March 25 at 4:00 "
        "pm with Tamsin Achterberg, our hygienist, or Thursday, March 26 at 3:50 pm with Dr. "
        "Harkness, who saw Edvin last time, so I'd suggest Thursday:\n"
        "- Edvin Brevik (HD-199212): check-up, Thursday, March 26, 2026 at 3:50 pm (SL-5158), "
        "Marrowby, Dr. Ysolde Harkness\n"
        "- $95.00, covered in full by Larkspur\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_appointment",
                {
                    "patient_id": "HD-199212",
                    "slot_id": "SL-5158",
                    "start": "2026-03-26T15:50",
                    "clinician": "Dr. Ysolde Harkness",
                    "visit_type": "child_checkup",
                    "addons": [],
                },
            )
        ],
    )
    s.yes("yes perfect")
    s.boundary(
        "INV-33018 ($96.00, Lucan's filling) paid as PAY-58817 on Mastercard ****7786 and "
        "reported; INV-33025 ($140.00, Edvin, awaiting Larkspur's claim CLM-5520) not paid by "
        "her choice; the night guard offered and declined; Edvin's check-up on March 26 at "
        "3:50 pm (SL-5158) approved by her yes, no call yet; Thursday suggested by the agent"
    )


SCRIPTS = {"sedation": session_sedation, "whitening": session_whitening, "partner": session_partner}
