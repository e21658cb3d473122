"""Session scripts, part 1: the children's check-ups, a crown, a late cancellation.

Each script plays one invented session at the front desk of Thistlecombe Dental Group
(patients, accounts, ids, dentists, fees and dates are made up). `s.boundary(note)` marks where
a point is frozen.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, this is the front desk of Thistlecombe Dental Group. I can help with "
        "appointments, treatment plans and quotes, insurance pre-authorizations, deposits, "
        "payment plans and your account. How can I help you today?"
    )


def session_kids(s):
    """Two children's check-ups with Dr. Harkness, varnish for one; the mother's own clean later."""
    greet(s)
    s.user(
        "hi, I need check ups for my two kids, Oskar and Liesel, and me at some point too. "
        "account FAM 30417"
    )
    s.say(
        "Happy to help. To verify the account, please give me the account holder's full name "
        "and the phone number on file."
    )
    s.user("Rosalind Aberquist, 802 555 0134")
    s.call(
        "verify_account",
        {"account_id": "FAM-30417", "name": "Rosalind Aberquist", "phone": "+1 802-555-0134"},
        verified("FAM-30417"),
        facts={
            "account_id": "FAM-30417",
            "account_holder": "Rosalind Aberquist",
            "family": {
                "HD-204118": "Rosalind Aberquist",
                "HD-204126": "Oskar Aberquist",
                "HD-204134": "Liesel Aberquist",
            },
            "insurance": {"insurer": "Larkspur Mutual Dental", "plan": "Family Plus"},
            "payment_method": "Visa ****6042",
        },
    )
    s.say(
        "Thanks, Rosalind, you're verified. I see Oskar (HD-204126), Liesel (HD-204134) and "
        "you (HD-204118) on the account, insured with Larkspur Mutual Dental, Family Plus. "
        "Do you have any preferences for the day, the time or who sees them?"
    )
    s.user(
        "kids first, mine later, not the same day please. they're in school so nothing before "
        "3.30 on weekdays. and only Dr Harkness for them, NOT the new hygienist, Oskar had a "
        "rough time with someone new last year",
        facts={
            "booking_request": {
                "order": "children first, Rosalind later, not the same day",
                "children_not_before": "15:30 on weekdays",
                "children_clinician": "Dr. Ysolde Harkness only, not Tamsin Achterberg",
            }
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
                    "slot_id": "SL-5103",
                    "start": "2026-03-18T15:45",
                    "clinician": "Tamsin Achterberg",
                    "role": "hygienist",
                },
                {
                    "slot_id": "SL-5104",
                    "start": "2026-03-18T16:15",
                    "clinician": "Tamsin Achterberg",
                    "role": "hygienist",
                },
                {
                    "slot_id": "SL-5117",
                    "start": "2026-03-19T15:40",
                    "clinician": "Dr. Ysolde Harkness",
                    "role": "dentist",
                },
                {
                    "slot_id": "SL-5118",
                    "start": "2026-03-19T16:10",
                    "clinician": "Dr. Ysolde Harkness",
                    "role": "dentist",
                },
            ],
            "fees": {
                "child_checkup": {"fee": 95.0, "insurer_share": 95.0, "patient_share": 0.0},
                "fluoride_varnish": {"fee": 32.0, "insurer_share": 16.0, "patient_share": 16.0},
            },
        },
        facts={
            "slots": {
                "SL-5103": "2026-03-18 15:45, Tamsin Achterberg",
                "SL-5104": "2026-03-18 16:15, Tamsin Achterberg",
                "SL-5117": "2026-03-19 15:40, Dr. Ysolde Harkness",
                "SL-5118": "2026-03-19 16:10, Dr. Ysolde Harkness",
            }
        },
    )
    s.say(
        "The earliest after-school slots are Wednesday, March 18 at 3:45 pm and 4:15 pm, but "
        "those are with Tamsin Achterberg, our new hygienist, so I'll leave them aside. Dr. "
        "Harkness has Thursday, March 19 at 3:40 pm and 4:10 pm, back to back. A child "
        "check-up is $95.00 and Larkspur covers it in full. I'd also suggest a fluoride "
        "varnish for both children: it's $32.00 each, Larkspur pays $16.00 and you pay "
        "$16.00 per child. Shall I look at Thursday?"
    )
    s.user(
        "thursday 19th is good. oskar at 3.40, liesel at 4.10. varnish yes for oskar, not for "
        "liesel, she had it done at school in january",
        facts={
            "addons": {
                "HD-204126": "fluoride varnish: yes",
                "HD-204134": "fluoride varnish: no (had it at school in January)",
            }
        },
    )
    s.confirm(
        "Here's what I'll book, both at Marrowby with Dr. Ysolde Harkness:\n"
        "- Oskar Aberquist (HD-204126): check-up, Thursday, March 19, 2026 at 3:40 pm (SL-5117), "
        "with fluoride varnish. Check-up $95.00 covered by Larkspur; varnish $32.00, Larkspur "
        "$16.00, you pay $16.00\n"
        "- Liesel Aberquist (HD-204134): check-up, Thursday, March 19, 2026 at 4:10 pm "
        "(SL-5118), no varnish. $95.00 covered by Larkspur; you pay $0.00\n\n"
        "Shall I book both? (yes/no)",
        [
            (
                "book_appointment",
                {
                    "patient_id": "HD-204126",
                    "slot_id": "SL-5117",
                    "start": "2026-03-19T15:40",
                    "clinician": "Dr. Ysolde Harkness",
                    "visit_type": "child_checkup",
                    "addons": ["fluoride_varnish"],
                },
            ),
            (
                "book_appointment",
                {
                    "patient_id": "HD-204134",
                    "slot_id": "SL-5118",
                    "start": "2026-03-19T16:10",
                    "clinician": "Dr. Ysolde Harkness",
                    "visit_type": "child_checkup",
                    "addons": [],
                },
            ),
        ],
    )
    s.yes("yes book both")
    s.call(
        "book_appointment",
        {
            "patient_id": "HD-204126",
            "slot_id": "SL-5117",
            "start": "2026-03-19T15:40",
            "clinician": "Dr. Ysolde Harkness",
            "visit_type": "child_checkup",
            "addons": ["fluoride_varnish"],
        },
        {
            "appointment_id": "APT-771204",
            "status": "booked",
            "patient_id": "HD-204126",
            "start": "2026-03-19T15:40",
            "clinician": "Dr. Ysolde Harkness",
            "clinic": "Marrowby",
            "items": [
                {"item": "child_checkup", "fee": 95.0, "insurer_share": 95.0},
                {"item": "fluoride_varnish", "fee": 32.0, "insurer_share": 16.0},
            ],
            "patient_share": 16.0,
        },
        facts={"appointments": {"APT-771204": "Oskar, 2026-03-19 15:40, Dr. Harkness"}},
    )
    s.call(
        "book_appointment",
        {
            "patient_id": "HD-204134",
            "slot_id": "SL-5118",
            "start": "2026-03-19T16:10",
            "clinician": "Dr. Ysolde Harkness",
            "visit_type": "child_checkup",
            "addons": [],
        },
        {
            "appointment_id": "APT-771212",
            "status": "booked",
            "patient_id": "HD-204134",
            "start": "2026-03-19T16:10",
            "clinician": "Dr. Ysolde Harkness",
            "clinic": "Marrowby",
            "items": [{"item": "child_checkup", "fee": 95.0, "insurer_share": 95.0}],
            "patient_share": 0.0,
        },
        facts={
            "appointments": {
                "APT-771204": "Oskar, 2026-03-19 15:40, Dr. Harkness",
                "APT-771212": "Liesel, 2026-03-19 16:10, Dr. Harkness",
            }
        },
    )
    s.boundary(
        "both children's check-ups booked (APT-771204 Oskar 3:40 pm with varnish, $16.00 to "
        "pay; APT-771212 Liesel 4:10 pm, no varnish), executed, not reported yet; the "
        "Wednesday slots with the new hygienist left aside; varnish suggested for both, taken "
        "for Oskar only"
    )
    s.say(
        "Both are booked for Thursday, March 19 at Marrowby with Dr. Harkness: Oskar at 3:40 "
        "pm (APT-771204, with fluoride varnish, $16.00 for you to pay on the day) and Liesel "
        "at 4:10 pm (APT-771212, nothing to pay). Now for your own check-up and clean: you "
        "said later and not the same day, shall I look at the end of the month?"
    )
    s.user("yes end of march is fine, mornings are better for me")
    s.call(
        "get_slots",
        {
            "clinic": "Marrowby",
            "visit_type": "adult_checkup_clean",
            "from": "2026-03-23",
            "to": "2026-04-03",
            "not_after": "12:00",
        },
        {
            "clinic": "Marrowby",
            "visit_type": "adult_checkup_clean",
            "slots": [
                {
                    "slot_id": "SL-5190",
                    "start": "2026-03-31T10:20",
                    "clinician": "Dr. Ysolde Harkness",
                    "role": "dentist",
                },
                {
                    "slot_id": "SL-5196",
                    "start": "2026-04-02T09:00",
                    "clinician": "Marguerite Pell",
                    "role": "hygienist",
                },
            ],
            "fees": {
                "adult_checkup_clean": {
                    "fee": 140.0,
                    "insurer_share": 112.0,
                    "patient_share": 28.0,
                }
            },
        },
        facts={
            "slots": {
                "SL-5190": "2026-03-31 10:20, Dr. Ysolde Harkness",
                "SL-5196": "2026-04-02 09:00, Marguerite Pell",
            }
        },
    )
    s.say(
        "For you there's Tuesday, March 31 at 10:20 am with Dr. Harkness, or Thursday, April 2 "
        "at 9:00 am with Marguerite Pell, our senior hygienist. An adult check-up and clean is "
        "$140.00: Larkspur pays $112.00 and your share is $28.00."
    )
    s.user("the 31st at 10.20 with harkness")
    s.confirm(
        "Here's your booking:\n"
        "- Rosalind Aberquist (HD-204118): check-up and clean, Tuesday, March 31, 2026 at "
        "10:20 am (SL-5190), Marrowby, Dr. Ysolde Harkness\n"
        "- $140.00: Larkspur $112.00, your share $28.00\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_appointment",
                {
                    "patient_id": "HD-204118",
                    "slot_id": "SL-5190",
                    "start": "2026-03-31T10:20",
                    "clinician": "Dr. Ysolde Harkness",
                    "visit_type": "adult_checkup_clean",
                    "addons": [],
                },
            )
        ],
    )
    s.user(
        "wait, does larkspur still pay the 112 if it's my second clean this year? I had one "
        "in january at my old dentist in another town"
    )
    s.boundary(
        "the children's check-ups APT-771204 and APT-771212 booked and reported; Rosalind's "
        "check-up and clean on March 31 at 10:20 am (SL-5190, $28.00 share) proposed, pending: "
        "she answered with a question about Larkspur's cover for a second clean"
    )


def session_crown(s):
    """A crown the dentist planned: the insurer's pre-authorization, then a deposit by transfer."""
    greet(s)
    s.user(
        "Dr Harkness says I need a crown on a back tooth, bottom right. what happens now and "
        "does my insurance pay for it? Cornelius Wexhall"
    )
    s.say(
        "I can walk you through it, Mr. Wexhall. To verify you, please give me your date of "
        "birth and the phone number on the account."
    )
    s.user("born jan 23 1969, phone 802-555-0177")
    s.call(
        "verify_account",
        {"name": "Cornelius Wexhall", "dob": "1969-01-23", "phone": "+1 802-555-0177"},
        verified("FAM-28855"),
        facts={
            "account_id": "FAM-28855",
            "patient_id": "HD-187702",
            "patient": "Cornelius Wexhall",
            "insurance": {
                "insurer": "Larkspur Mutual Dental",
                "member_id": "LMD-4402-1187",
                "plan": "Core",
            },
            "payment_method": "Mastercard ****3390",
        },
    )
    s.call(
        "get_treatment_plan",
        {"patient_id": "HD-187702"},
        {
            "plan_id": "TP-4387",
            "patient_id": "HD-187702",
            "set_by": "Dr. Ysolde Harkness",
            "set_on": "2026-03-09",
            "items": [
                {
                    "code": "D2740",
                    "item": "zirconia crown, tooth 30",
                    "fee": 1240.0,
                    "insurer_estimate": 620.0,
                    "patient_estimate": 620.0,
                    "preauthorization": "required",
                },
                {
                    "code": "D2950",
                    "item": "core buildup, tooth 30",
                    "fee": 215.0,
                    "insurer_estimate": 107.5,
                    "patient_estimate": 107.5,
                    "preauthorization": "required with the crown",
                },
            ],
            "total_fee": 1455.0,
            "insurer_estimate_total": 727.5,
            "patient_estimate_total": 727.5,
            "clinical_note": "crown recommended; no root canal indicated at this time",
            "lab": "Orrinford Ceramics",
        },
        facts={
            "treatment_plan": {
                "plan_id": "TP-4387",
                "set_by": "Dr. Ysolde Harkness",
                "items": ["D2740 zirconia crown, tooth 30", "D2950 core buildup, tooth 30"],
            },
            "quote": {
                "D2740": {"fee": 1240.0, "insurer": 620.0, "patient": 620.0},
                "D2950": {"fee": 215.0, "insurer": 107.5, "patient": 107.5},
                "total_patient_estimate": 727.5,
            },
        },
    )
    s.say(
        "Thanks, you're verified. Dr. Harkness's treatment plan TP-4387 (set on March 9) has "
        "two items on tooth 30, your lower right first molar:\n"
        "- Zirconia crown (D2740): $1,240.00; Larkspur's estimated share $620.00, yours $620.00\n"
        "- Core buildup (D2950): $215.00; Larkspur $107.50, you $107.50\n"
        "So your estimated share is $727.50 of $1,455.00. Larkspur Mutual Dental requires a "
        "pre-authorization for crowns: we send it, and Larkspur decides, usually within 10 "
        "business days. Until they approve, these are estimates. The crown itself is made by "
        "Orrinford Ceramics after the preparation visit. To save time, many patients book the "
        "preparation visit now, while the pre-authorization is pending."
    )
    s.user(
        "ok send the pre auth. but I'm not booking the drilling until larkspur says yes, I'm "
        "not paying 1240 out of my own pocket",
        facts={"booking_request": {"preparation_visit": "not until Larkspur decides"}},
    )
    s.confirm(
        "Here's the pre-authorization request I'll send:\n"
        "- Patient: Cornelius Wexhall (HD-187702), Larkspur member LMD-4402-1187\n"
        "- Treatment plan TP-4387: D2740 zirconia crown and D2950 core buildup, tooth 30\n"
        "- Amount: $1,455.00\n"
        "- No preparation visit booked until Larkspur decides\n\n"
        "Shall I submit it to Larkspur? (yes/no)",
        [
            (
                "submit_preauthorization",
                {
                    "patient_id": "HD-187702",
                    "plan_id": "TP-4387",
                    "insurer_member_id": "LMD-4402-1187",
                    "codes": ["D2740", "D2950"],
                    "tooth": 30,
                    "amount": 1455.0,
                },
            )
        ],
    )
    s.yes("yes send it")
    s.call(
        "submit_preauthorization",
        {
            "patient_id": "HD-187702",
            "plan_id": "TP-4387",
            "insurer_member_id": "LMD-4402-1187",
            "codes": ["D2740", "D2950"],
            "tooth": 30,
            "amount": 1455.0,
        },
        {
            "preauth_id": "PA-880213",
            "status": "submitted",
            "insurer": "Larkspur Mutual Dental",
            "amount_requested": 1455.0,
            "decision_expected_by": "2026-03-25",
            "note": "the insurer decides; amounts are estimates until approved",
        },
        facts={"preauth_id": "PA-880213"},
    )
    s.say(
        "Sent: pre-authorization PA-880213 for $1,455.00 is with Larkspur Mutual Dental now, "
        "and they expect to decide by Wednesday, March 25. It is not approved yet, and your "
        "$727.50 share is still an estimate. As you asked, I haven't booked the preparation "
        "visit; we'll call you once Larkspur answers."
    )
    s.user(
        "fine. can I pay the deposit now anyway so it's out of the way? by bank transfer, not "
        "the card, my mastercard is nearly maxed out"
    )
    s.boundary(
        "pre-authorization PA-880213 ($1,455.00) submitted and reported, with Larkspur to "
        "decide by March 25, not approved; booking the preparation visit now suggested and "
        "declined; his deposit question (bank transfer, not card) just asked"
    )
    s.call(
        "get_deposit_terms",
        {"patient_id": "HD-187702", "plan_id": "TP-4387"},
        {
            "plan_id": "TP-4387",
            "deposit": 200.0,
            "methods": ["card", "bank_transfer"],
            "bank_transfer": {
                "payee": "Thistlecombe Dental Group",
                "reference": "DEP-HD187702",
                "clears_in": "2-3 business days",
            },
            "refund": "in full if the insurer declines and the treatment does not go ahead",
        },
        facts={"deposit_request": {"amount": 200.0, "method": "bank transfer, not card"}},
    )
    s.confirm(
        "The deposit for TP-4387 is $200.00, and it's refunded in full if Larkspur declines "
        "and the treatment doesn't go ahead. Here's what I'll set up:\n"
        "- Deposit: $200.00 toward treatment plan TP-4387\n"
        "- By bank transfer to Thistlecombe Dental Group, reference DEP-HD187702 (not your "
        "Mastercard ****3390)\n"
        "- It usually clears in 2-3 business days\n\n"
        "Shall I record the deposit request? (yes/no) Also, once the preparation visit is done, "
        "Orrinford Ceramics confirms the crown's delivery date; we'll book the fitting then.",
        [
            (
                "take_deposit",
                {
                    "patient_id": "HD-187702",
                    "plan_id": "TP-4387",
                    "amount": 200.0,
                    "method": "bank_transfer",
                },
            )
        ],
    )
    s.yes("yes do that")
    s.boundary(
        "the $200.00 deposit for TP-4387 by bank transfer (reference DEP-HD187702, not the "
        "Mastercard) approved by his yes, no call yet; PA-880213 still with Larkspur; the "
        "preparation visit not booked by his choice"
    )


def session_latecancel(s):
    """Tomorrow's filling cancelled inside 24 hours, the April clean kept; a waiver requested."""
    greet(s)
    s.user("I need to cancel tomorrow's appointment, something came up at work. Philippa Dorran")
    s.say(
        "I'm sorry to hear that, Philippa. To verify you, please give me your date of birth "
        "and the email address on file."
    )
    s.user("30/11/1994, pdorran@example.com")
    s.call(
        "verify_account",
        {"name": "Philippa Dorran", "dob": "1994-11-30", "email": "pdorran@example.com"},
        verified("FAM-31102"),
        facts={
            "account_id": "FAM-31102",
            "patient_id": "HD-215530",
            "patient": "Philippa Dorran",
            "payment_method": "Visa ****2718",
        },
    )
    s.call(
        "get_appointments",
        {"patient_id": "HD-215530"},
        {
            "patient_id": "HD-215530",
            "now": "2026-03-11T10:05",
            "appointments": [
                {
                    "appointment_id": "APT-660412",
                    "start": "2026-03-12T09:20",
                    "clinician": "Dr. Benedikt Amsel",
                    "clinic": "Wendlecote",
                    "visit": "composite filling, tooth 3",
                    "hours_until_start": 23.25,
                },
                {
                    "appointment_id": "APT-660587",
                    "start": "2026-04-08T11:00",
                    "clinician": "Marguerite Pell",
                    "clinic": "Marrowby",
                    "visit": "hygiene clean",
                },
            ],
            "cancellation_policy": (
                "a cancellation less than 24 hours before the start incurs a $45.00 fee, "
                "charged to the card on file; moving an appointment inside 24 hours counts "
                "as a cancellation; only the practice manager can waive the fee"
            ),
        },
        facts={
            "appointments": {
                "APT-660412": "2026-03-12 09:20, filling tooth 3, Dr. Benedikt Amsel",
                "APT-660587": "2026-04-08 11:00, hygiene clean, Marguerite Pell",
            }
        },
    )
    s.say(
        "Thanks, Philippa. You have two appointments: tomorrow, Thursday, March 12 at 9:20 am "
        "with Dr. Benedikt Amsel in Wendlecote (APT-660412, a filling on tooth 3), and "
        "Wednesday, April 8 at 11:00 am with Marguerite Pell in Marrowby (APT-660587, a "
        "clean). Tomorrow's starts in less than 24 hours, so cancelling it carries our $45.00 "
        "late-cancellation fee, charged to your Visa ****2718; moving it counts as a "
        "cancellation too. If there's any way to keep it, that would avoid the fee."
    )
    s.user(
        "45?? ugh. no I can't make it. cancel the one tomorrow, leave the april cleaning "
        "alone. can you waive it? I've never cancelled before",
        facts={"cancel_request": {"cancel": "APT-660412", "keep": "APT-660587"}},
    )
    s.confirm(
        "I'm sorry, I can't waive the fee myself; only the practice manager can. After the "
        "cancellation I can send her a waiver request. Here's the cancellation:\n"
        "- APT-660412, Thursday, March 12, 2026 at 9:20 am, filling on tooth 3 with Dr. Amsel\n"
        "- Late-cancellation fee $45.00, charged to Visa ****2718\n"
        "- Your clean on April 8 (APT-660587) is not affected\n\n"
        "Shall I cancel it? (yes/no)",
        [("cancel_appointment", {"appointment_id": "APT-660412", "late_fee": 45.0})],
    )
    s.yes("yes cancel it")
    s.call(
        "cancel_appointment",
        {"appointment_id": "APT-660412", "late_fee": 45.0},
        {
            "cancellation_id": "CXL-41906",
            "appointment_id": "APT-660412",
            "status": "cancelled",
            "late_fee": {"fee_id": "FEE-20318", "amount": 45.0, "charged_to": "Visa ****2718"},
            "other_appointments": ["APT-660587"],
        },
        facts={"cancellation_id": "CXL-41906"},
    )
    s.confirm(
        "Done: APT-660412 is cancelled (CXL-41906), and the $45.00 fee (FEE-20318) was charged "
        "to your Visa ****2718. Your April 8 clean stays as it is. Here's the waiver request:\n"
        "- Fee FEE-20318, $45.00\n"
        "- Reason: first late cancellation on the account\n"
        "- Decided by the practice manager, usually within 3 business days; if she approves, "
        "the $45.00 goes back to your Visa\n\n"
        "Shall I submit it? (yes/no) I can also rebook the filling: Dr. Amsel has Monday, "
        "March 16 at 2:30 pm.",
        [
            (
                "submit_fee_waiver",
                {"fee_id": "FEE-20318", "amount": 45.0, "reason": "first_late_cancellation"},
            )
        ],
    )
    s.yes("yes submit it. no to the 16th, I'll rebook myself once I know my shifts")
    s.call(
        "submit_fee_waiver",
        {"fee_id": "FEE-20318", "amount": 45.0, "reason": "first_late_cancellation"},
        {
            "waiver_id": "WV-7723",
            "fee_id": "FEE-20318",
            "status": "under_review",
            "decided_by": "practice manager",
            "decision_expected_by": "2026-03-16",
        },
        facts={"waiver_id": "WV-7723"},
    )
    s.boundary(
        "APT-660412 cancelled (CXL-41906) with the $45.00 fee FEE-20318 charged, reported; "
        "APT-660587 kept; the waiver request WV-7723 submitted, under review with the practice "
        "manager, not reported yet; rebooking on March 16 offered and declined; keeping the "
        "appointment suggested and declined"
    )


SCRIPTS = {"kids": session_kids, "crown": session_crown, "latecancel": session_latecancel}
