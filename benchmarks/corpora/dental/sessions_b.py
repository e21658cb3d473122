"""Session scripts, part 2: a filling, an exam before a root canal, a staged payment plan.

Each script plays one invented session at the front desk of Thistlecombe Dental Group
(patients, accounts, ids, dentists, fees and dates are made up). `s.boundary(note)` marks where
a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_filling(s):
    """One of two planned fillings booked, composite not amalgam; an 8:40 slot corrected to 10:50."""
    greet(s)
    s.user(
        "got a tooth that kills me when I drink anything cold. dr harkness looked at it last "
        "week and said fillings, I want to get it sorted. tobiah grennard, hd193361"
    )
    s.say(
        "Sorry to hear that, Tobiah. To verify you, please give me your date of birth and the "
        "phone number on file."
    )
    s.user("april 14 81, 802 555 0158")
    s.call(
        "verify_account",
        {"patient_id": "HD-193361", "dob": "1981-04-14", "phone": "+1 802-555-0158"},
        verified("FAM-26631"),
        facts={
            "account_id": "FAM-26631",
            "patient_id": "HD-193361",
            "patient": "Tobiah Grennard",
            "insurance": {"insurer": "Larkspur Mutual Dental", "plan": "Core"},
            "payment_method": "Amex ****1004",
        },
    )
    s.call(
        "get_treatment_plan",
        {"patient_id": "HD-193361"},
        {
            "plan_id": "TP-4410",
            "patient_id": "HD-193361",
            "set_by": "Dr. Ysolde Harkness",
            "set_on": "2026-03-04",
            "items": [
                {
                    "code": "D2392",
                    "item": "composite filling, tooth 19 (MO)",
                    "fee": 185.0,
                    "insurer_estimate": 148.0,
                    "patient_estimate": 37.0,
                    "note": "cold sensitivity reported",
                },
                {
                    "code": "D2391",
                    "item": "composite filling, tooth 14 (O)",
                    "fee": 150.0,
                    "insurer_estimate": 120.0,
                    "patient_estimate": 30.0,
                },
            ],
            "alternatives": [
                {
                    "code": "D2150",
                    "item": "amalgam filling, tooth 19",
                    "fee": 140.0,
                    "insurer_estimate": 112.0,
                    "patient_estimate": 28.0,
                }
            ],
            "optional": [
                {
                    "code": "D9230",
                    "item": "nitrous oxide",
                    "fee": 60.0,
                    "insurer_estimate": 0.0,
                    "patient_estimate": 60.0,
                }
            ],
        },
        facts={
            "treatment_plan": {
                "plan_id": "TP-4410",
                "set_by": "Dr. Ysolde Harkness",
                "items": ["D2392 composite, tooth 19", "D2391 composite, tooth 14"],
            },
            "quote": {
                "tooth 19 composite": {"fee": 185.0, "insurer": 148.0, "patient": 37.0},
                "tooth 14 composite": {"fee": 150.0, "insurer": 120.0, "patient": 30.0},
                "tooth 19 amalgam": {"fee": 140.0, "insurer": 112.0, "patient": 28.0},
                "nitrous oxide": {"fee": 60.0, "insurer": 0.0, "patient": 60.0},
            },
        },
    )
    s.say(
        "Thanks, you're verified. Dr. Harkness's plan TP-4410 has two fillings:\n"
        "- Tooth 19, composite (the one sensitive to cold): $185.00; Larkspur $148.00, you "
        "$37.00\n"
        "- Tooth 14, composite: $150.00; Larkspur $120.00, you $30.00\n"
        "On tooth 19 an amalgam filling is also possible and a bit cheaper: $140.00, your "
        "share $28.00. Nitrous oxide to relax is optional at $60.00, not covered. I'd suggest "
        "doing both teeth in one visit, since Dr. Harkness can fit them into one hour."
    )
    s.user(
        "no amalgam, I don't want metal in my mouth. just 19 for now, the one that hurts, 14 "
        "after payday. and no gas",
        facts={
            "booking_request": {
                "teeth": "19 now, 14 later",
                "material": "composite, no amalgam",
                "nitrous_oxide": "no",
            }
        },
    )
    s.call(
        "get_slots",
        {
            "clinician": "Dr. Ysolde Harkness",
            "visit_type": "filling_30",
            "from": "2026-03-12",
            "to": "2026-03-20",
        },
        {
            "clinician": "Dr. Ysolde Harkness",
            "clinic": "Marrowby",
            "slots": [
                {"slot_id": "SL-6021", "start": "2026-03-17T08:40"},
                {"slot_id": "SL-6024", "start": "2026-03-17T10:50"},
                {"slot_id": "SL-6040", "start": "2026-03-20T14:10"},
            ],
        },
        facts={
            "slots": {
                "SL-6021": "2026-03-17 08:40",
                "SL-6024": "2026-03-17 10:50",
                "SL-6040": "2026-03-20 14:10",
            }
        },
    )
    s.confirm(
        "Understood: composite only, tooth 19 now, no nitrous oxide. The first opening with "
        "Dr. Harkness is:\n"
        "- Tooth 19 composite filling (D2392), Tuesday, March 17, 2026 at 8:40 am (SL-6021), "
        "Marrowby\n"
        "- $185.00: Larkspur $148.00, your share $37.00\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_appointment",
                {
                    "patient_id": "HD-193361",
                    "slot_id": "SL-6021",
                    "start": "2026-03-17T08:40",
                    "clinician": "Dr. Ysolde Harkness",
                    "visit_type": "filling",
                    "codes": ["D2392"],
                },
            )
        ],
    )
    s.no(
        "8.40 is no good, nothing before 10, I do the school run. the 10.50 the same day works",
        facts={"booking_request": {"not_before": "10:00"}},
    )
    s.confirm(
        "No problem, nothing is booked yet. Here's the corrected booking:\n"
        "- Tooth 19 composite filling (D2392), Tuesday, March 17, 2026 at 10:50 am (SL-6024), "
        "Marrowby, Dr. Ysolde Harkness\n"
        "- $185.00: Larkspur $148.00, your share $37.00\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_appointment",
                {
                    "patient_id": "HD-193361",
                    "slot_id": "SL-6024",
                    "start": "2026-03-17T10:50",
                    "clinician": "Dr. Ysolde Harkness",
                    "visit_type": "filling",
                    "codes": ["D2392"],
                },
            )
        ],
    )
    s.yes("yep")
    s.call(
        "book_appointment",
        {
            "patient_id": "HD-193361",
            "slot_id": "SL-6024",
            "start": "2026-03-17T10:50",
            "clinician": "Dr. Ysolde Harkness",
            "visit_type": "filling",
            "codes": ["D2392"],
        },
        {
            "appointment_id": "APT-772038",
            "status": "booked",
            "patient_id": "HD-193361",
            "start": "2026-03-17T10:50",
            "clinician": "Dr. Ysolde Harkness",
            "clinic": "Marrowby",
            "items": [{"code": "D2392", "fee": 185.0, "insurer_share": 148.0}],
            "patient_share": 37.0,
        },
        facts={"appointments": {"APT-772038": "2026-03-17 10:50, tooth 19 composite"}},
    )
    s.say(
        "Booked: APT-772038, Tuesday, March 17 at 10:50 am with Dr. Harkness in Marrowby, a "
        "composite filling on tooth 19. Your share is $37.00. Tooth 14 stays on your plan "
        "TP-4410; just call when you're ready to book it."
    )
    s.user("thanks. do I pay the 37 on the day or now?")
    s.boundary(
        "the 8:40 am booking rejected by his correction (nothing before 10); APT-772038 (tooth "
        "19 composite, March 17 10:50 am, $37.00 share) executed and reported; tooth 14 left "
        "for later; amalgam and nitrous oxide declined; both teeth in one visit suggested and "
        "declined; his question about when to pay open"
    )


def session_rootcanal(s):
    """An exam with Dr. Amsel, not a root canal the desk can't book; a cancellation list."""
    greet(s)
    s.user(
        "I think I need a root canal, upper left has been throbbing since sunday. we fly out "
        "on the 14th of april for 3 weeks so it has to be done before then. Henrike Maubray"
    )
    s.say(
        "I'm sorry you're in pain, Henrike. To verify you, please give me your date of birth "
        "and the email address on file."
    )
    s.user("5 sept 1976, henrike.maubray@example.com")
    s.call(
        "verify_account",
        {"name": "Henrike Maubray", "dob": "1976-09-05", "email": "henrike.maubray@example.com"},
        verified("FAM-24970"),
        facts={
            "account_id": "FAM-24970",
            "patient_id": "HD-176045",
            "patient": "Henrike Maubray",
            "insurance": {"insurer": "Larkspur Mutual Dental", "plan": "Family Plus"},
            "payment_method": "Visa ****9153",
        },
    )
    s.say(
        "Thanks, you're verified. Whether the tooth needs a root canal is for the dentist to "
        "decide after an exam and an X-ray, so the first step is an emergency exam. Do you "
        "have a preferred dentist?"
    )
    s.user(
        "only dr amsel, he did my last crown, I don't want anyone else poking at it",
        facts={
            "booking_request": {
                "clinician": "Dr. Benedikt Amsel only",
                "done_before": "2026-04-14 (flying out)",
            }
        },
    )
    s.call(
        "get_slots",
        {"visit_type": "emergency_exam", "from": "2026-03-12", "to": "2026-03-20"},
        {
            "visit_type": "emergency_exam",
            "slots": [
                {
                    "slot_id": "SL-7002",
                    "start": "2026-03-12T08:30",
                    "clinician": "Dr. Ysolde Harkness",
                    "clinic": "Marrowby",
                },
                {
                    "slot_id": "SL-7015",
                    "start": "2026-03-16T16:00",
                    "clinician": "Dr. Benedikt Amsel",
                    "clinic": "Wendlecote",
                },
                {
                    "slot_id": "SL-7019",
                    "start": "2026-03-18T09:10",
                    "clinician": "Dr. Benedikt Amsel",
                    "clinic": "Wendlecote",
                },
            ],
            "fees": {
                "emergency_exam": {"fee": 85.0, "insurer_share": 68.0, "patient_share": 17.0},
                "periapical_xray": {"fee": 42.0, "insurer_share": 42.0, "patient_share": 0.0},
            },
        },
        facts={
            "slots": {
                "SL-7002": "2026-03-12 08:30, Dr. Ysolde Harkness",
                "SL-7015": "2026-03-16 16:00, Dr. Benedikt Amsel",
                "SL-7019": "2026-03-18 09:10, Dr. Benedikt Amsel",
            }
        },
    )
    s.say(
        "Dr. Amsel's first emergency exam is Monday, March 16 at 4:00 pm in Wendlecote, then "
        "Wednesday, March 18 at 9:10 am. The exam is $85.00 (Larkspur $68.00, you $17.00) and "
        "the X-ray $42.00, covered in full. Dr. Harkness could see you tomorrow, March 12, at "
        "8:30 am in Marrowby; with pain like this I'd suggest the earliest visit."
    )
    s.user(
        "no, amsel. the 16th at 4 then. and if something earlier with him comes up put me on "
        "the list"
    )
    s.confirm(
        "Here's what I'll set up:\n"
        "- Emergency exam and X-ray with Dr. Benedikt Amsel, Monday, March 16, 2026 at 4:00 "
        "pm (SL-7015), Wendlecote; your share $17.00\n"
        "- The cancellation list for an earlier exam with Dr. Amsel before March 16; if a "
        "slot opens we offer it to you, nothing is booked automatically\n\n"
        "Whether you need a root canal is Dr. Amsel's call at the exam. Shall I go ahead "
        "with both? (yes/no)",
        [
            (
                "book_appointment",
                {
                    "patient_id": "HD-176045",
                    "slot_id": "SL-7015",
                    "start": "2026-03-16T16:00",
                    "clinician": "Dr. Benedikt Amsel",
                    "visit_type": "emergency_exam",
                    "addons": ["periapical_xray"],
                },
            ),
            (
                "join_cancellation_list",
                {
                    "patient_id": "HD-176045",
                    "clinician": "Dr. Benedikt Amsel",
                    "visit_type": "emergency_exam",
                    "before": "2026-03-16",
                },
            ),
        ],
    )
    s.yes("yes both")
    s.call(
        "book_appointment",
        {
            "patient_id": "HD-176045",
            "slot_id": "SL-7015",
            "start": "2026-03-16T16:00",
            "clinician": "Dr. Benedikt Amsel",
            "visit_type": "emergency_exam",
            "addons": ["periapical_xray"],
        },
        {
            "appointment_id": "APT-772115",
            "status": "booked",
            "patient_id": "HD-176045",
            "start": "2026-03-16T16:00",
            "clinician": "Dr. Benedikt Amsel",
            "clinic": "Wendlecote",
            "patient_share": 17.0,
        },
        facts={"appointments": {"APT-772115": "2026-03-16 16:00, exam, Dr. Benedikt Amsel"}},
    )
    s.call(
        "join_cancellation_list",
        {
            "patient_id": "HD-176045",
            "clinician": "Dr. Benedikt Amsel",
            "visit_type": "emergency_exam",
            "before": "2026-03-16",
        },
        {
            "list_entry_id": "CNL-2207",
            "status": "queued",
            "position": 2,
            "note": "offered only if a slot with Dr. Benedikt Amsel opens before 2026-03-16; "
            "nothing is booked until the patient accepts the offer",
        },
        facts={"cancellation_list_id": "CNL-2207"},
    )
    s.say(
        "Done. Your exam is booked: APT-772115, Monday, March 16 at 4:00 pm with Dr. Amsel in "
        "Wendlecote, $17.00 for you. You're also on the cancellation list (CNL-2207, second in "
        "line); if an earlier slot with him opens, we'll text you the offer, but nothing is "
        "booked until you accept it."
    )
    s.user(
        "ok. can you pencil in the root canal itself now too, like the week after, so it's "
        "definitely done before the 14th?"
    )
    s.say(
        "I'm sorry, I can't book a root canal: Dr. Amsel decides at the exam whether the tooth "
        "needs one, and if it does he sets the treatment plan and we book from that. I've "
        "noted on APT-772115 that you fly out on April 14, so he can plan around it."
    )
    s.user("ok, fair enough")
    s.boundary(
        "the exam APT-772115 (March 16 4:00 pm, Dr. Amsel, $17.00) and the cancellation list "
        "CNL-2207 (position 2, nothing booked) executed and reported; Dr. Harkness tomorrow "
        "suggested and declined; pencilling in the root canal asked for and refused (the "
        "dentist decides)"
    )


def session_payplan(s):
    """A three-installment plan for one invoice: the expired card fails, then a new card and date."""
    greet(s)
    s.user(
        "got a bill for my implant crown, 1860 dollars after insurance. can't do that in one "
        "go, can I split it? ambrose kettleby"
    )
    s.say(
        "Yes, we offer payment plans. To verify you, please give me your account number or "
        "date of birth, and the phone number on file."
    )
    s.user("FAM30088, dob 11 feb 1958, 802 555 0146")
    s.call(
        "verify_account",
        {"account_id": "FAM-30088", "dob": "1958-02-11", "phone": "+1 802-555-0146"},
        verified("FAM-30088"),
        facts={
            "account_id": "FAM-30088",
            "patient_id": "HD-201987",
            "patient": "Ambrose Kettleby",
            "payment_method": "Mastercard ****5127",
        },
    )
    s.call(
        "get_balance",
        {"account_id": "FAM-30088"},
        {
            "account_id": "FAM-30088",
            "open_invoices": [
                {
                    "invoice_id": "INV-40872",
                    "date": "2026-03-02",
                    "item": "implant crown, tooth 8",
                    "fee": 3720.0,
                    "insurer_paid": 1860.0,
                    "patient_balance": 1860.0,
                },
                {
                    "invoice_id": "INV-40855",
                    "date": "2026-02-10",
                    "item": "check-up",
                    "fee": 120.0,
                    "insurer_paid": 96.0,
                    "patient_balance": 24.0,
                },
            ],
            "total_due": 1884.0,
        },
        facts={
            "balance": {
                "INV-40872": {"item": "implant crown, tooth 8", "patient_balance": 1860.0},
                "INV-40855": {"item": "check-up", "patient_balance": 24.0},
            }
        },
    )
    s.call(
        "get_payment_plan_terms",
        {"account_id": "FAM-30088", "invoice_id": "INV-40872"},
        {
            "invoice_id": "INV-40872",
            "installments": "2 to 6, monthly",
            "interest": 0.0,
            "first_charge": "today or a chosen date up to 14 days from today",
            "charged_to": "a card, automatically on each due date",
            "pay_in_full_discount": {"percent": 3, "amount": 55.8, "if_paid_by": "2026-04-01"},
        },
    )
    s.say(
        "Thanks, Ambrose, you're verified. INV-40872 for the implant crown on tooth 8 has "
        "$1,860.00 left after Larkspur's $1,860.00; there's also INV-40855, $24.00 from your "
        "February check-up. A plan can run 2 to 6 monthly installments with no interest, "
        "charged to a card on each due date, and the first charge can be today or any day in "
        "the next 14 days. If you'd rather pay in full by April 1, there's a 3% discount "
        "($55.80). Otherwise I'd suggest 6 installments of $310.00 to keep each one small."
    )
    s.user(
        "3 payments, not 6, I want it done by summer. just the crown bill, the 24 one I'll "
        "pay at my next visit. use the mastercard",
        facts={
            "plan_request": {
                "invoice": "INV-40872",
                "installments": 3,
                "card": "Mastercard ****5127",
                "not_included": "INV-40855",
            }
        },
    )
    s.confirm(
        "Here's the plan:\n"
        "- Invoice INV-40872, $1,860.00\n"
        "- 3 monthly installments of $620.00: March 11, April 11 and May 11, 2026\n"
        "- Charged to Mastercard ****5127, the first one today\n"
        "- INV-40855 ($24.00) is not included\n\n"
        "Shall I set it up? (yes/no)",
        [
            (
                "create_payment_plan",
                {
                    "invoice_id": "INV-40872",
                    "amount": 1860.0,
                    "installments": 3,
                    "installment_amount": 620.0,
                    "schedule": ["2026-03-11", "2026-04-11", "2026-05-11"],
                    "card": "Mastercard ****5127",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "create_payment_plan",
        {
            "invoice_id": "INV-40872",
            "amount": 1860.0,
            "installments": 3,
            "installment_amount": 620.0,
            "schedule": ["2026-03-11", "2026-04-11", "2026-05-11"],
            "card": "Mastercard ****5127",
        },
        {
            "error": "card_declined",
            "message": "Mastercard ****5127 declined the first installment of $620.00: the "
            "card expired 02/26. No plan was created and nothing was charged.",
        },
        error=True,
    )
    s.boundary(
        "the confirmed 3 x $620.00 plan on INV-40872 failed (Mastercard ****5127 expired, "
        "nothing charged, no plan), not reported yet; 6 installments suggested and declined; "
        "INV-40855 left out by his choice"
    )
    s.say(
        "I'm sorry, that didn't go through: your Mastercard ****5127 expired in February, so "
        "the first $620.00 was declined. No plan was created and nothing was charged. I can "
        "set it up with another card, and the first charge can be any day up to March 25."
    )
    s.user(
        "damn. use the visa ending 8806 then, it's the new one. and make the first one the "
        "20th, not today, that's when my pension comes in",
        facts={"plan_request": {"card": "Visa ****8806", "first_charge": "2026-03-20"}},
    )
    s.confirm(
        "Here's the corrected plan:\n"
        "- Invoice INV-40872, $1,860.00\n"
        "- 3 monthly installments of $620.00: March 20, April 20 and May 20, 2026\n"
        "- Charged to Visa ****8806; nothing today\n"
        "- INV-40855 ($24.00) is not included\n\n"
        "Shall I set it up? (yes/no)",
        [
            (
                "create_payment_plan",
                {
                    "invoice_id": "INV-40872",
                    "amount": 1860.0,
                    "installments": 3,
                    "installment_amount": 620.0,
                    "schedule": ["2026-03-20", "2026-04-20", "2026-05-20"],
                    "card": "Visa ****8806",
                },
            )
        ],
    )
    s.yes("yes that's right")
    s.call(
        "create_payment_plan",
        {
            "invoice_id": "INV-40872",
            "amount": 1860.0,
            "installments": 3,
            "installment_amount": 620.0,
            "schedule": ["2026-03-20", "2026-04-20", "2026-05-20"],
            "card": "Visa ****8806",
        },
        {
            "plan_id": "PP-19064",
            "status": "active",
            "invoice_id": "INV-40872",
            "installments": [
                {"due": "2026-03-20", "amount": 620.0},
                {"due": "2026-04-20", "amount": 620.0},
                {"due": "2026-05-20", "amount": 620.0},
            ],
            "card": "Visa ****8806",
            "charged_today": 0.0,
        },
        facts={"payment_plan_id": "PP-19064"},
    )
    s.say(
        "All set: payment plan PP-19064 for INV-40872 is active. Your Visa ****8806 will be "
        "charged $620.00 on March 20, April 20 and May 20; nothing was charged today. "
        "INV-40855 ($24.00) stays open for your next visit."
    )
    s.user("good. will I get a reminder before each one?")
    s.boundary(
        "the failed plan on the expired Mastercard reported; PP-19064 (3 x $620.00 on Visa "
        "****8806, March 20, April 20, May 20) executed and reported; INV-40855 left open; "
        "his question about reminders open"
    )


SCRIPTS = {"filling": session_filling, "rootcanal": session_rootcanal, "payplan": session_payplan}
