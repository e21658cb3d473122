"""Session scripts, part 2: claim, spay and wellness.

Each script plays one invented session at the front desk of Fernbrook Veterinary Group
(clients, client ids, pets, patient ids, invoices, policies, amounts and dates are made up).
The sessions take place on Wednesday, April 8, 2026. `s.boundary(note)` marks where a point is
frozen.
"""

from __future__ import annotations

from records import client_facts, verified
from sessions_a import greet


def session_claim(s):
    """An insurance claim form for an ear infection; the wellness visit left out; paid to him."""
    greet(s)
    s.user(
        "I need to file an insurance claim for otis's ear thing last month. it's with "
        "harborline. deshawn pryor, FV-38851"
    )
    s.say("Sure, Deshawn. Please confirm the phone number or email address on the account.")
    s.user("ph 555 0129")
    s.call(
        "verify_client",
        {"client_id": "FV-38851", "name": "Deshawn Pryor", "phone": "+1 541-555-0129"},
        verified("FV-38851"),
        facts=client_facts("FV-38851"),
    )
    s.call(
        "get_invoices",
        {"client_id": "FV-38851", "since": "2026-03-01"},
        {
            "invoices": [
                {
                    "invoice_id": "INV-88412",
                    "date": "2026-03-19",
                    "patient": "Otis",
                    "items": "exam, ear cytology, Otomax ear ointment, recheck",
                    "diagnosis": "otitis externa (left ear)",
                    "total": 286.4,
                    "status": "paid",
                },
                {
                    "invoice_id": "INV-88577",
                    "date": "2026-03-30",
                    "patient": "Otis",
                    "items": "annual wellness exam, DHPP and leptospirosis vaccines, nail trim",
                    "total": 118.0,
                    "status": "paid",
                },
            ]
        },
        facts={
            "invoices": {
                "INV-88412": {"date": "2026-03-19", "total": 286.4, "for": "otitis externa"},
                "INV-88577": {"date": "2026-03-30", "total": 118.0, "for": "wellness visit"},
            }
        },
    )
    s.call(
        "get_policy",
        {"client_id": "FV-38851", "patient_id": "PAT-52290"},
        {
            "insurer": "Harborline Pet Insurance",
            "policy_number": "HPL-4471902",
            "patient": "Otis",
            "plan": "Accident & Illness",
            "wellness": "not covered",
            "annual_deductible": 250.0,
            "reimbursement": "80% after the deductible",
            "claims": "the hospital submits the claim form, invoice and records; Harborline "
            "decides, usually within 10 business days",
            "payout_options": ["policyholder", "hospital (Vet Direct Pay)"],
        },
        facts={
            "policy": {
                "insurer": "Harborline Pet Insurance",
                "policy_number": "HPL-4471902",
                "plan": "Accident & Illness",
                "deductible": 250.0,
                "reimbursement": "80%",
            }
        },
    )
    s.say(
        "Thanks, Deshawn. Otis's Harborline policy HPL-4471902 is an Accident & Illness plan "
        "with a $250.00 annual deductible and 80% reimbursement after it. The ear infection "
        "visit is invoice INV-88412 from March 19, $286.40, and that's an illness claim. The "
        "March 30 wellness visit (INV-88577, $118.00) isn't covered by your plan, so I'd leave "
        "it out. We send the claim form with the invoice and records, and Harborline decides, "
        "usually within 10 business days. Any reimbursement can go to you, or we can set up "
        "Vet Direct Pay so Harborline pays us directly on future visits."
    )
    s.user(
        "just the ear one then. and send the money to me, not to you guys. no direct pay thing",
        facts={
            "claim_request": {
                "invoices": ["INV-88412"],
                "payout": "policyholder",
                "vet_direct_pay": False,
            }
        },
    )
    s.confirm(
        "Here's the claim I'll submit to Harborline Pet Insurance:\n"
        "- Policy HPL-4471902, Otis (PAT-52290), otitis externa\n"
        "- Invoice INV-88412 of March 19, 2026: $286.40, with the records\n"
        "- Any reimbursement paid to you, the policyholder\n"
        "- INV-88577 (wellness) not included\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_insurance_claim",
                {
                    "client_id": "FV-38851",
                    "policy_number": "HPL-4471902",
                    "patient_id": "PAT-52290",
                    "invoices": ["INV-88412"],
                    "amount": 286.4,
                    "condition": "otitis externa",
                    "payout": "policyholder",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "submit_insurance_claim",
        {
            "client_id": "FV-38851",
            "policy_number": "HPL-4471902",
            "patient_id": "PAT-52290",
            "invoices": ["INV-88412"],
            "amount": 286.4,
            "condition": "otitis externa",
            "payout": "policyholder",
        },
        {
            "claim_id": "HCL-209318",
            "status": "under_review",
            "insurer": "Harborline Pet Insurance",
            "submitted": "2026-04-08",
            "decision_expected_by": "2026-04-22",
            "amount_claimed": 286.4,
            "payout_to": "policyholder",
            "note": "the deductible and any reimbursement are decided by Harborline",
        },
        facts={"claim_id": "HCL-209318"},
    )
    s.say(
        "Submitted. Harborline has the claim as HCL-209318 for $286.40 (INV-88412). It's under "
        "review: nothing is approved yet, and Harborline decides how much is reimbursed after "
        "your deductible. They expect to decide by April 22, and any payment goes to you. The "
        "wellness invoice INV-88577 wasn't included."
    )
    s.user("ok. do I need to do anything else?")
    s.boundary(
        "claim HCL-209318 for INV-88412 ($286.40) submitted and reported, under review with "
        "Harborline (decision by Apr 22), not approved; INV-88577 left out (wellness not "
        "covered); payout to him, Vet Direct Pay offered and declined; his question open"
    )


def session_spay(s):
    """A puppy's spay: approved up to $500, no sedative at home; the deposit card expired."""
    greet(s)
    s.user("hi, I'd like to book pepper's spay. she's 6 months now. Lucia Ferrand")
    s.say("Congratulations on Pepper! Please give me your client number and phone number.")
    s.user("FV50273 and 541 555 0163")
    s.call(
        "verify_client",
        {"client_id": "FV-50273", "name": "Lucia Ferrand", "phone": "+1 541-555-0163"},
        verified("FV-50273"),
        facts=client_facts("FV-50273"),
    )
    s.call(
        "get_estimate",
        {"client_id": "FV-50273", "patient_id": "PAT-70144", "procedure": "spay"},
        {
            "estimate_id": "EST-8026",
            "patient_id": "PAT-70144",
            "patient": "Pepper",
            "procedure": "ovariohysterectomy (spay)",
            "veterinarian": "Dr. Petra Lindahl",
            "low": 410.0,
            "high": 585.0,
            "range_note": "the high end applies if she is in heat or needs an overnight stay",
            "includes": "anesthesia, pain medication, e-collar, recheck",
            "deposit": {"amount": 205.0, "rule": "50% of the low estimate, held on a card"},
            "optional": [
                {"item": "pre-visit sedative given at home", "price": 14.0},
                {"item": "microchip", "price": 45.0},
            ],
        },
        facts={
            "estimate": {
                "estimate_id": "EST-8026",
                "patient_id": "PAT-70144",
                "low": 410.0,
                "high": 585.0,
                "deposit": 205.0,
            }
        },
    )
    s.call(
        "get_surgery_slots",
        {"hospital": "Alder Cross", "procedure": "spay", "veterinarian": "Dr. Petra Lindahl"},
        {
            "hospital": "Alder Cross",
            "veterinarian": "Dr. Petra Lindahl",
            "dates": ["2026-04-15", "2026-04-22"],
            "drop_off_window": "07:15-08:00",
            "pick_up": "after 16:00",
            "fasting": "no food after midnight; water until 06:00",
        },
        facts={
            "surgery_slots": {
                "dates": ["2026-04-15", "2026-04-22"],
                "drop_off_window": "07:15-08:00",
            }
        },
    )
    s.say(
        "Thanks, Lucia. Dr. Lindahl's estimate EST-8026 for Pepper's spay is $410.00 to "
        "$585.00; the high end applies if she's in heat or needs to stay overnight. It "
        "includes anesthesia, pain medication, an e-collar and the recheck. A $205.00 deposit "
        "is held on your card. Dr. Lindahl can do it on Wednesday, April 15 or Wednesday, "
        "April 22 at Alder Cross, drop-off 7:15 to 8:00 am, pick-up after 4:00 pm. Pepper "
        "needs no food after midnight and water only until 6:00 am. For nervous dogs, Dr. "
        "Lindahl often prescribes a pre-visit sedative given at home ($14.00)."
    )
    s.user(
        "the 15th. approve up to 500 and call me if it's going to be more. drop off at 7:15, I "
        "start at 8. and no sedative at home please, last time she was wobbly for a whole day",
        facts={
            "estimate_approval": {
                "estimate_id": "EST-8026",
                "limit": 500.0,
                "above_limit": "call the owner first",
            },
            "surgery_request": {
                "patient_id": "PAT-70144",
                "date": "2026-04-15",
                "drop_off": "07:15",
                "pre_visit_sedative": False,
            },
        },
    )
    s.confirm(
        "Here's what I'll set up:\n"
        "- Estimate EST-8026 approved up to $500.00; Dr. Lindahl's team calls you before "
        "anything that would go past $500.00\n"
        "- Pepper's spay on Wednesday, April 15, 2026, drop-off 7:15 am at Alder Cross, no "
        "pre-visit sedative\n"
        "- A $205.00 deposit held on your Visa ****4418\n\n"
        "Shall I go ahead? (yes/no)",
        [
            ("approve_estimate", {"estimate_id": "EST-8026", "approved_up_to": 500.0}),
            (
                "schedule_surgery",
                {
                    "patient_id": "PAT-70144",
                    "estimate_id": "EST-8026",
                    "date": "2026-04-15",
                    "drop_off": "07:15",
                    "pre_visit_sedative": False,
                },
            ),
            (
                "hold_deposit",
                {
                    "client_id": "FV-50273",
                    "estimate_id": "EST-8026",
                    "amount": 205.0,
                    "card": "Visa ****4418",
                },
            ),
        ],
    )
    s.yes("yes go ahead")
    s.call(
        "approve_estimate",
        {"estimate_id": "EST-8026", "approved_up_to": 500.0},
        {
            "estimate_id": "EST-8026",
            "status": "approved",
            "approved_up_to": 500.0,
            "above_limit": "call the owner at +1 541-555-0163 before proceeding",
        },
    )
    s.call(
        "schedule_surgery",
        {
            "patient_id": "PAT-70144",
            "estimate_id": "EST-8026",
            "date": "2026-04-15",
            "drop_off": "07:15",
            "pre_visit_sedative": False,
        },
        {
            "surgery_id": "SRG-21307",
            "status": "booked",
            "patient": "Pepper",
            "veterinarian": "Dr. Petra Lindahl",
            "hospital": "Alder Cross",
            "date": "2026-04-15",
            "drop_off": "07:15",
            "pick_up": "after 16:00",
            "deposit_due_by": "2026-04-10T17:00",
            "notes": "no pre-visit sedative (owner's request)",
        },
        facts={"surgery_id": "SRG-21307"},
    )
    s.call(
        "hold_deposit",
        {
            "client_id": "FV-50273",
            "estimate_id": "EST-8026",
            "amount": 205.0,
            "card": "Visa ****4418",
        },
        {
            "error": "card_declined",
            "message": "Visa ****4418 was declined: card expired (exp 03/26). No hold was placed.",
        },
        error=True,
    )
    s.boundary(
        "approval of EST-8026 up to $500 and SRG-21307 (Apr 15, 7:15, no sedative) executed; "
        "the $205 deposit hold on Visa ****4418 failed (card expired); nothing reported yet"
    )
    s.say(
        "Estimate EST-8026 is approved up to $500.00, and Pepper's spay is booked as "
        "SRG-21307 on Wednesday, April 15, drop-off 7:15 am, with no pre-visit sedative noted. "
        "But the $205.00 deposit didn't go through: your Visa ****4418 was declined as expired "
        "(03/26), so no hold was placed. The surgery stays booked if a deposit is held by "
        "Friday, April 10 at 5:00 pm. Is there another card you'd like to use?"
    )
    s.user(
        "oh right, I got a new card. use the mastercard ending 7710",
        facts={"payment_method": "Mastercard ****7710"},
    )
    s.confirm(
        "Here's the deposit:\n"
        "- $205.00 held on your Mastercard ****7710 for EST-8026 / SRG-21307\n\n"
        "Shall I place the hold? (yes/no)",
        [
            (
                "hold_deposit",
                {
                    "client_id": "FV-50273",
                    "estimate_id": "EST-8026",
                    "amount": 205.0,
                    "card": "Mastercard ****7710",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "hold_deposit",
        {
            "client_id": "FV-50273",
            "estimate_id": "EST-8026",
            "amount": 205.0,
            "card": "Mastercard ****7710",
        },
        {
            "deposit_id": "DEP-61458",
            "status": "held",
            "amount": 205.0,
            "card": "Mastercard ****7710",
            "terms": "captured against the final invoice at discharge; released if the surgery "
            "is cancelled 48 hours or more before drop-off",
        },
        facts={"deposit_id": "DEP-61458"},
    )
    s.say(
        "Done: a $205.00 hold, DEP-61458, is on your Mastercard ****7710. It isn't charged now; "
        "it's applied to the final bill when Pepper goes home, and released if you cancel 48 "
        "hours or more before drop-off. Would you like a microchip placed while she's under "
        "anesthesia? It's $45.00."
    )
    s.user("no, she's already chipped, the breeder did it. will she need a cone after?")
    s.boundary(
        "the deposit DEP-61458 ($205 hold on Mastercard ****7710) executed and reported after "
        "the Visa failure was reported; the microchip offered and declined; her cone question "
        "open"
    )


def session_wellness(s):
    """A wellness plan for one of two cats: the basic plan, monthly; the older cat left out."""
    greet(s)
    s.user("hi, I saw you have wellness plans for cats? I've got two. Henrik Solberg")
    s.say(
        "We do, Henrik. Please give me your client number and the email address on file so I "
        "can look at your cats' records."
    )
    s.user("FV-27719 / h.solberg@example.net")
    s.call(
        "verify_client",
        {"client_id": "FV-27719", "name": "Henrik Solberg", "email": "h.solberg@example.net"},
        verified("FV-27719"),
        facts=client_facts("FV-27719"),
    )
    s.call(
        "get_wellness_plans",
        {"species": "cat", "hospital": "Mossgate"},
        {
            "plans": [
                {
                    "plan": "Feline Essentials",
                    "monthly": 29.0,
                    "includes": "2 exams, core vaccines, fecal test, 10% off other services",
                },
                {
                    "plan": "Feline Plus",
                    "monthly": 42.0,
                    "includes": "Essentials plus one dental cleaning a year and annual bloodwork",
                },
                {
                    "plan": "Senior Feline",
                    "monthly": 54.0,
                    "includes": "for cats 10 and older: 2 exams, senior bloodwork twice a "
                    "year, urinalysis, blood pressure",
                },
            ],
            "term": "12 months",
            "billing": "monthly on the 1st, first draft on the 1st of next month; or the year "
            "paid up front with 5% off",
            "benefits_start": "on enrollment",
        },
        facts={
            "wellness_options": {
                "Feline Essentials": 29.0,
                "Feline Plus": 42.0,
                "Senior Feline": 54.0,
                "term": "12 months",
            }
        },
    )
    s.say(
        "Thanks, Henrik. We have three cat plans, each for 12 months: Feline Essentials at "
        "$29.00 a month (2 exams, core vaccines, a fecal test and 10% off other services), "
        "Feline Plus at $42.00 (Essentials plus a yearly dental cleaning and bloodwork) and "
        "Senior Feline at $54.00 for cats 10 and older. For Tansy at 2, I'd suggest Feline "
        "Plus, since it covers her yearly dental cleaning; Moth, at 12, would fit Senior "
        "Feline. You can pay monthly on the 1st, or the year up front with 5% off."
    )
    s.user(
        "just tansy, the essentials one. not moth, she sees the cardiologist at the specialist "
        "place and they do all her bloodwork. and monthly please, I'm not paying a year up "
        "front",
        facts={
            "wellness_choice": {
                "patient_id": "PAT-33410",
                "plan": "Feline Essentials",
                "billing": "monthly",
                "not_enrolled": "PAT-33427",
            }
        },
    )
    s.confirm(
        "Here's the enrollment:\n"
        "- Tansy (PAT-33410) on Feline Essentials, 12 months\n"
        "- $29.00 a month on your Mastercard ****9152, billed on the 1st, first payment on "
        "May 1, 2026\n"
        "- Moth is not enrolled\n\n"
        "Shall I enroll Tansy? (yes/no) I can also request Moth's cardiology records from the "
        "specialist so her chart here stays current, if you'd like.",
        [
            (
                "enroll_wellness_plan",
                {
                    "patient_id": "PAT-33410",
                    "plan": "Feline Essentials",
                    "billing": "monthly",
                    "monthly": 29.0,
                    "card": "Mastercard ****9152",
                    "term_months": 12,
                },
            )
        ],
    )
    s.yes(
        "yes enroll her. no need for moth's records, the specialist sends them to dr oduya anyway"
    )
    s.call(
        "enroll_wellness_plan",
        {
            "patient_id": "PAT-33410",
            "plan": "Feline Essentials",
            "billing": "monthly",
            "monthly": 29.0,
            "card": "Mastercard ****9152",
            "term_months": 12,
        },
        {
            "enrollment_id": "WP-14093",
            "status": "active",
            "patient": "Tansy",
            "plan": "Feline Essentials",
            "monthly": 29.0,
            "first_draft": "2026-05-01",
            "term": {"start": "2026-04-08", "end": "2027-04-07"},
            "card": "Mastercard ****9152",
        },
        facts={"enrollment_id": "WP-14093"},
    )
    s.say(
        "Tansy is enrolled: plan WP-14093, Feline Essentials, active from today through April "
        "7, 2027. The $29.00 monthly payment is drafted from your Mastercard ****9152 on the "
        "1st, starting May 1. Her benefits start now. Moth isn't on a plan."
    )
    s.user("ok good. what happens if I move away and have to cancel it partway?")
    s.boundary(
        "Tansy's Feline Essentials plan WP-14093 ($29/mo from May 1, through Apr 7, 2027) "
        "executed and reported; Moth not enrolled; Feline Plus suggested and declined; monthly, "
        "not up front; Moth's records offered and declined; his cancellation question open"
    )


SCRIPTS = {"claim": session_claim, "spay": session_spay, "wellness": session_wellness}
