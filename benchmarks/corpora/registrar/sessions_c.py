"""Session scripts, part 3: hold, refund, appeal and section.

Each script plays one invented session at the student-services desk of Aldercroft University
(students, student ids, CRNs, ids, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import schedule, sections, verified
from sessions_a import greet


def session_hold(s):
    """Two registration holds: the advising one released, the immunization one not ours."""
    greet(s)
    s.user(
        "Hi, my registration for spring opens monday and it says I have holds?? Lena Marchetti, "
        "student id A00367742"
    )
    s.say("Let's sort that out before Monday, Lena. Please confirm your date of birth.")
    s.user("may 30 2003")
    s.call(
        "verify_student",
        {"student_id": "A00367742", "name": "Lena Marchetti", "date_of_birth": "2003-05-30"},
        verified("A00367742"),
        facts={"student_id": "A00367742", "student": "Lena Marchetti"},
    )
    s.call(
        "get_holds",
        {"student_id": "A00367742"},
        {
            "holds": [
                {
                    "hold_id": "H-ADV-5120",
                    "type": "advising",
                    "placed_by": "College of Arts and Sciences",
                    "blocks": ["registration"],
                    "release": "registrar, once a completed advising appointment is on record",
                },
                {
                    "hold_id": "H-IMM-0873",
                    "type": "immunization",
                    "placed_by": "Student Health Services",
                    "blocks": ["registration"],
                    "release": "Student Health Services only, after an MMR record is received",
                },
            ],
            "spring_2026_registration_opens": "2025-11-03T07:00",
        },
        facts={
            "holds": {
                "H-ADV-5120": "advising, registrar can release after a completed appointment",
                "H-IMM-0873": "immunization, Student Health Services only (MMR record)",
                "registration_opens": "2025-11-03 07:00",
            }
        },
    )
    s.call(
        "get_advising_record",
        {"student_id": "A00367742", "term": "2025FA"},
        {
            "appointments": [
                {"date": "2025-10-28", "advisor": "Dr. Halvard Quist", "status": "completed"}
            ]
        },
        facts={"advising": {"2025-10-28": "Dr. Halvard Quist, completed"}},
    )
    s.confirm(
        "You have two holds on spring registration, which opens for you Monday, November 3 at "
        "7:00 am:\n"
        "- H-ADV-5120, an advising hold from the College of Arts and Sciences. Your appointment "
        "with Dr. Halvard Quist on October 28 is on record as completed, so I can release it.\n"
        "- H-IMM-0873, an immunization hold from Student Health Services. Only they can release "
        "it, once they have your MMR record. I'd suggest uploading it on the health portal "
        "today; they usually clear it within 1 business day.\n\n"
        "Here's what I'll do:\n"
        "- Release hold H-ADV-5120 (advising)\n"
        "- H-IMM-0873 stays until Student Health Services clears it\n\n"
        "Shall I release the advising hold? (yes/no)",
        [("release_hold", {"student_id": "A00367742", "hold_id": "H-ADV-5120"})],
    )
    s.yes(
        "yes please. I'll upload the MMR record tonight. and don't register me for anything, I "
        "want to pick my own classes on monday",
        facts={
            "preferences": {
                "registration": "she registers herself on Monday, nothing to be registered for her"
            }
        },
    )
    s.call(
        "release_hold",
        {"student_id": "A00367742", "hold_id": "H-ADV-5120"},
        {
            "hold_id": "H-ADV-5120",
            "status": "released",
            "released_at": "2025-10-30T14:06",
            "remaining_holds": ["H-IMM-0873"],
        },
    )
    s.boundary(
        "the advising hold H-ADV-5120 released (executed), not reported yet; the immunization "
        "hold H-IMM-0873 stays with Student Health Services; she registers herself on Monday"
    )


def session_refund(s):
    """A dropped lab's fee refunded to the card, not as an account credit; the studio fee stays."""
    greet(s)
    s.user(
        "Hi! I dropped my bio lab like 2 weeks ago but I still got charged the $95 lab fee. can "
        "I get that back? Nadia Farouk, A00441068"
    )
    s.say("Let me check, Nadia. First, please confirm your date of birth.")
    s.user("12/12/04")
    s.call(
        "verify_student",
        {"student_id": "A00441068", "name": "Nadia Farouk", "date_of_birth": "2004-12-12"},
        verified("A00441068"),
        facts={"student_id": "A00441068", "student": "Nadia Farouk"},
    )
    s.call(
        "get_fee_refund_eligibility",
        {"student_id": "A00441068", "term": "2025FA"},
        {
            "fees": [
                {
                    "fee": "Lab fee, BIOL 110L",
                    "amount": 95.0,
                    "course": "dropped 2025-09-03",
                    "refundable": True,
                    "why": "dropped before the 2025-09-09 deadline",
                },
                {
                    "fee": "Studio fee, ART 140",
                    "amount": 120.0,
                    "course": "enrolled",
                    "refundable": False,
                    "why": "still enrolled",
                },
            ],
            "account": {"balance": 0.0, "paid": "2025-08-12, Visa ****7042, 6040.00"},
            "refund_methods": {
                "original_card": "Visa ****7042, 5-7 business days",
                "account_credit": "credit on the student account, applied to the next bill",
            },
        },
        facts={
            "fee_refund": {
                "BIOL 110L lab fee": "95.00, refundable (dropped 2025-09-03)",
                "ART 140 studio fee": "120.00, not refundable (enrolled)",
                "card": "Visa ****7042",
            }
        },
    )
    refund = {
        "student_id": "A00441068",
        "term": "2025FA",
        "fee": "Lab fee, BIOL 110L",
        "amount": 95.0,
        "method": "account_credit",
    }
    s.confirm(
        "You're verified, Nadia, and you're right: you dropped BIOL 110L on September 3, before "
        "the September 9 deadline, so the $95.00 lab fee is refundable. Your fall balance was "
        "paid in full with your Visa ending 7042 on August 12, so the refund can go back to "
        "that card (5-7 business days) or stay as a credit on your student account. The "
        "$120.00 ART 140 studio fee stays, since you're still in ART 140.\n\n"
        "Spring bills go out November 14, so I'd suggest keeping it as a credit toward "
        "spring. Here's the refund:\n"
        "- Refund the $95.00 BIOL 110L lab fee\n"
        "- As a credit on your student account\n\n"
        "Shall I process it? (yes/no)",
        [("refund_fee", refund)],
    )
    s.no(
        "no, put it back on my card please. I don't want it sitting on my account",
        facts={"preferences": {"refund": "back to her card, not a credit on the account"}},
    )
    to_card = {**refund, "method": "original_card"}
    s.confirm(
        "Of course. Here's the refund:\n"
        "- Refund the $95.00 BIOL 110L lab fee\n"
        "- To your Visa ending 7042, in 5-7 business days\n\n"
        "Shall I process it? (yes/no)",
        [("refund_fee", to_card)],
    )
    s.yes("yes")
    s.call(
        "refund_fee",
        to_card,
        {
            "refund_id": "RF-71835",
            "status": "issued",
            "amount": 95.0,
            "to": "Visa ****7042",
            "expected_by": "2025-09-25",
        },
        facts={"refund_id": "RF-71835"},
    )
    s.say("Done: refund RF-71835, $95.00 back to your Visa ending 7042, expected by September 25.")
    s.user("great. what about the art fee? its kind of a lot for one class")
    s.say(
        "The $120.00 ART 140 studio fee covers the course materials and isn't refundable while "
        "you're enrolled. If you think there's a special reason it shouldn't apply to you, "
        "there's a fee appeal to the Fee Appeals Committee, and I can submit one for you."
    )
    s.user("nah it's fine, I'll keep it. I'm using the supplies anyway")
    s.boundary(
        "the account-credit refund rejected by her correction; RF-71835 $95.00 to the Visa "
        "****7042 executed and reported; the ART 140 fee not refundable; the fee appeal "
        "offered and declined"
    )


def session_appeal(s):
    """A residency appeal submitted to a committee; a payment plan offered meanwhile, declined."""
    greet(s)
    s.user(
        "Hi, I'm being charged out of state tuition and I've lived here since june of last year. "
        "I want to appeal this. Samuel Achterberg, A00470326"
    )
    s.say("I can help with a residency appeal, Samuel. Please confirm your date of birth.")
    s.user("aug 14 2003")
    s.call(
        "verify_student",
        {"student_id": "A00470326", "name": "Samuel Achterberg", "date_of_birth": "2003-08-14"},
        verified("A00470326"),
        facts={"student_id": "A00470326", "student": "Samuel Achterberg"},
    )
    s.call(
        "get_residency_status",
        {"student_id": "A00470326"},
        {
            "classification": "non-resident",
            "decided": "2025-08-20",
            "reason": "12 months of domicile before 2025-08-25 (first day of term) not shown: "
            "Ohio driver's license issued 2025-07-02",
            "documents": [
                {
                    "doc_id": "DOC-91207",
                    "title": "Lease, 88 Kestrel Row, Apt 5, Wellsmere, OH",
                    "from": "2024-06-01",
                },
                {"doc_id": "DOC-91208", "title": "Ohio driver's license", "issued": "2025-07-02"},
            ],
            "appeal_deadline": "2025-10-10",
            "committee": "Residency Appeals Committee",
        },
        facts={
            "residency": {
                "classification": "non-resident (2025-08-20)",
                "reason": "license issued 2025-07-02, 12 months not shown",
                "appeal_by": "2025-10-10",
            }
        },
    )
    s.call(
        "get_account_summary",
        {"student_id": "A00470326", "term": "2025FA"},
        {
            "term": "2025FA",
            "tuition": {
                "rate": "non-resident",
                "credits": 12,
                "per_credit": 1140.0,
                "amount": 13680.0,
            },
            "resident_rate": {"per_credit": 460.0, "amount": 5520.0},
            "difference": 8160.0,
            "fees": 305.0,
            "payments": -5825.0,
            "balance": 8160.0,
            "due_date": "2025-10-15",
        },
        facts={
            "account": {
                "non_resident_tuition": 13680.0,
                "resident_tuition": 5520.0,
                "difference": 8160.0,
                "balance": 8160.0,
                "due": "2025-10-15",
            }
        },
    )
    s.say(
        "You're verified, Samuel. You were classified as a non-resident on August 20 because "
        "the records on file, mainly your Ohio driver's license issued July 2, 2025, didn't "
        "show 12 months of residence before the term began on August 25. Your lease at 88 "
        "Kestrel Row from June 1, 2024 (DOC-91207) is on file too. The difference between the "
        "two rates is $8,160.00 for your 12 credits ($1,140.00 vs $460.00 per credit), and "
        "that's your open balance, due October 15. You can appeal to the Residency Appeals "
        "Committee until October 10. Do you have anything else showing you've lived here since "
        "June 2024, like a state tax return, voter registration or utility bills?"
    )
    s.user("I have my 2024 ohio tax return, I filed as a resident. I can upload it right now")
    s.say("Please do, and let me know when it's on the portal.")
    s.user("ok its up. its called OH IT-1040 2024")
    s.call(
        "get_documents",
        {"student_id": "A00470326"},
        {
            "documents": [
                {
                    "doc_id": "DOC-91207",
                    "title": "Lease, 88 Kestrel Row, Apt 5, Wellsmere, OH",
                    "uploaded": "2025-08-11",
                },
                {"doc_id": "DOC-91208", "title": "Ohio driver's license", "uploaded": "2025-08-11"},
                {"doc_id": "DOC-91344", "title": "OH IT-1040 2024", "uploaded": "2025-10-03"},
            ]
        },
        facts={
            "documents": {
                "DOC-91207": "lease",
                "DOC-91208": "driver's license",
                "DOC-91344": "OH IT-1040 2024 (2025-10-03)",
            }
        },
    )
    appeal = {
        "student_id": "A00470326",
        "term": "2025FA",
        "type": "residency_reclassification",
        "committee": "Residency Appeals Committee",
        "documents": ["DOC-91207", "DOC-91208", "DOC-91344"],
    }
    s.confirm(
        "Got it: DOC-91344, uploaded today. Here's the appeal:\n"
        "- Residency appeal for Fall 2025, to the Residency Appeals Committee\n"
        "- Documents: the lease (DOC-91207), the driver's license (DOC-91208) and the 2024 "
        "Ohio tax return (DOC-91344)\n"
        "- If approved, your fall tuition is recalculated at the resident rate and the "
        "$8,160.00 difference is removed\n"
        "While the appeal is under review, no late fees are charged on the difference.\n\n"
        "Shall I submit the appeal? (yes/no)",
        [("submit_appeal", appeal)],
    )
    s.yes("yes")
    s.call(
        "submit_appeal",
        appeal,
        {
            "appeal_id": "RA-2025-0719",
            "status": "under_review",
            "committee": "Residency Appeals Committee",
            "decision_by": "2025-11-07",
            "late_fees_suspended_on": 8160.0,
            "documents": ["DOC-91207", "DOC-91208", "DOC-91344"],
        },
        facts={"appeal_id": "RA-2025-0719"},
    )
    s.say(
        "Submitted: appeal RA-2025-0719 is with the Residency Appeals Committee and under "
        "review; it hasn't been decided. They'll decide by Friday, November 7, and late fees on "
        "the $8,160.00 are suspended until then. If the committee denies it, the balance would "
        "be due, and a payment plan could spread it out. I can set up a plan now as a "
        "precaution, if you want."
    )
    s.user(
        "no. I'm not setting up a plan to pay out of state tuition. I'll wait for the decision",
        facts={"preferences": {"plan": "no payment plan, waits for the committee's decision"}},
    )
    s.boundary(
        "the residency appeal RA-2025-0719 submitted and reported, under review (decision by "
        "Nov 7), not decided; late fees suspended; the precautionary payment plan offered and "
        "refused"
    )


def session_section(s):
    """A section add fails (full); the other morning section proposed, with his constraints."""
    greet(s)
    s.user(
        "I need to add STAT 210, its required for my major and my advisor said I have to take "
        "it this fall. Eli Hargrove A00433917"
    )
    s.say("Sure, Eli. To verify, please give me your date of birth.")
    s.user("10-2-2004")
    s.call(
        "verify_student",
        {"student_id": "A00433917", "name": "Eli Hargrove", "date_of_birth": "2004-10-02"},
        verified("A00433917"),
        facts={"student_id": "A00433917", "student": "Eli Hargrove"},
    )
    s.call(
        "get_schedule",
        {"student_id": "A00433917", "term": "2025FA"},
        schedule("A00433917"),
        facts={
            "term": "2025FA",
            "schedule": {
                "total_credits": 12,
                "courses": ["PSYC 220-01", "HIST 201-02", "SOC 101-03", "COMM 110-01"],
            },
        },
    )
    s.call(
        "search_sections",
        {"course": "STAT 210", "term": "2025FA"},
        sections("STAT 210"),
        facts={
            "sections": {
                "STAT 210-01": "CRN 44102, MW 09:00-10:15, 1 seat",
                "STAT 210-02": "CRN 44117, TTh 11:00-12:15, 2 seats",
                "STAT 210-03": "CRN 44131, F 13:00-15:50, 6 seats",
            }
        },
    )
    s.say(
        "You're verified, Eli. Three sections of STAT 210 have seats, and all of them fit "
        "around your 12 credits:\n"
        "- 01 (CRN 44102), Mon/Wed 9:00-10:15 am, 1 seat\n"
        "- 02 (CRN 44117), Tue/Thu 11:00 am-12:15 pm, 2 seats\n"
        "- 03 (CRN 44131), Friday 1:00-3:50 pm, 6 seats\n"
        "The add deadline is tomorrow, Tuesday, September 9. Do you have a preference?"
    )
    s.user(
        "morning if possible. afternoon only if theres nothing else. and not friday at all, I "
        "work fridays",
        facts={
            "preferences": {
                "first": "morning",
                "else": "afternoon only if no morning",
                "never": "Friday (works Fridays)",
            }
        },
    )
    s.confirm(
        "Then 01 fits best: it's in the morning and not on Friday. Here's the add:\n"
        "- STAT 210-01 (CRN 44102), Mon/Wed 9:00-10:15 am, 3 credits\n"
        "- You go from 12 to 15 credits, which adds $1,380.00 of tuition (3 × $460.00)\n\n"
        "Shall I add it? (yes/no)",
        [("add_section", {"student_id": "A00433917", "term": "2025FA", "crn": "44102"})],
    )
    s.yes("yes add it")
    s.call(
        "add_section",
        {"student_id": "A00433917", "term": "2025FA", "crn": "44102"},
        {
            "error": "SECTION_FULL",
            "message": "STAT 210-01 (CRN 44102) has no seats left: the last seat was taken at "
            "09:41. The student was not enrolled.",
        },
        error=True,
    )
    s.confirm(
        "I'm sorry, Eli, the add didn't go through: the last seat in STAT 210-01 was taken at "
        "9:41 this morning, so you weren't enrolled. Section 02 (CRN 44117), Tue/Thu 11:00 "
        "am-12:15 pm, still had 2 seats and it's also a morning class. I could put you on the "
        "01 waitlist too, though with the deadline tomorrow a seat is unlikely to open in "
        "time.\n"
        "Here's the add:\n"
        "- STAT 210-02 (CRN 44117), Tue/Thu 11:00 am-12:15 pm, 3 credits\n"
        "- 12 to 15 credits, $1,380.00 more tuition\n\n"
        "Shall I add 02? (yes/no)",
        [("add_section", {"student_id": "A00433917", "term": "2025FA", "crn": "44117"})],
    )
    s.boundary(
        "the confirmed add of STAT 210-01 failed (section full) and was reported; STAT 210-02 "
        "(Tue/Thu morning) proposed, pending; the 01 waitlist mentioned, not answered; morning, "
        "never Friday"
    )


SCRIPTS = {
    "hold": session_hold,
    "refund": session_refund,
    "appeal": session_appeal,
    "section": session_section,
}
