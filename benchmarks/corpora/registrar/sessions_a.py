"""Session scripts, part 1: swap and withdraw.

Each script plays one invented session at the student-services desk of Aldercroft University
(students, student ids, CRNs, ids, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import schedule, sections, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Welcome to the Aldercroft University student services desk. I can help with "
        "registration, adding and dropping classes, withdrawals, tuition and fees, payment "
        "plans, holds and transcripts. How can I help you today?"
    )


def session_swap(s):
    """A lecture section swapped (add first, then drop); a second drop offered, then refused."""
    greet(s)
    s.user(
        "hi i need to switch my orgo lecture, the 8am mwf one. I started a job thats mornings "
        "mon wed fri. my id is a00418273"
    )
    s.say(
        "Happy to help with that. To verify it's you, please give me your full name and date of birth."
    )
    s.user("Maya Lindqvist, march 3 2004")
    s.call(
        "verify_student",
        {"student_id": "A00418273", "name": "Maya Lindqvist", "date_of_birth": "2004-03-03"},
        verified("A00418273"),
        facts={"student_id": "A00418273", "student": "Maya Lindqvist"},
    )
    s.call(
        "get_schedule",
        {"student_id": "A00418273", "term": "2025FA"},
        schedule("A00418273"),
        facts={
            "term": "2025FA",
            "schedule": {
                "CHEM 201-02": "CRN 41207, MWF 08:00-08:50, 3 cr",
                "CHEM 201L-03": "CRN 41290, W 14:00-16:50, 1 cr",
                "BIOL 230-01": "CRN 42318, TTh 09:30-10:45, 3 cr",
                "ENGL 215-03": "CRN 43561, TTh 15:30-16:45, 3 cr",
                "MATH 220-01": "CRN 44020, MWF 13:00-13:50, 4 cr",
                "total_credits": 14,
            },
        },
    )
    s.say(
        "Thanks, Maya, you're verified. This fall you have 14 credits: CHEM 201-02 (CRN "
        "41207, MWF 8:00-8:50 am), the CHEM 201L-03 lab (Wednesday 2:00-4:50 pm), BIOL 230-01 "
        "(Tue/Thu 9:30-10:45 am), ENGL 215-03 (Tue/Thu 3:30-4:45 pm) and MATH 220-01 (MWF "
        "1:00-1:50 pm). The add/drop deadline is Tuesday, September 9. What times can you do "
        "with the job?"
    )
    s.user(
        "I work till 11 on mon wed fri. anything after 11 is fine but not evenings, I can't do "
        "night classes",
        facts={"preferences": {"ok": "after 11 am on MWF", "not": "evening classes"}},
    )
    s.call(
        "search_sections",
        {"course": "CHEM 201", "term": "2025FA"},
        sections("CHEM 201", enrolled="41207"),
        facts={
            "sections": {
                "CHEM 201-03": "CRN 41219, MWF 12:00-12:50, full, waitlist 4",
                "CHEM 201-04": "CRN 41233, TTh 14:00-15:15, 3 seats",
                "CHEM 201-05": "CRN 41248, MW 18:30-19:45, 11 seats",
            }
        },
    )
    s.say(
        "Here's what CHEM 201 has besides your section:\n"
        "- 04 (CRN 41233), Tue/Thu 2:00-3:15 pm, Dr. Marcus Oduya, 3 seats left, no conflict "
        "with your other classes\n"
        "- 03 (CRN 41219), MWF 12:00-12:50 pm, full, 4 on the waitlist\n"
        "- 05 (CRN 41248), Mon/Wed 6:30-7:45 pm, 11 seats, but it's an evening section\n\n"
        "I'd suggest 04. If you like, I can also put you on the 03 waitlist as a backup."
    )
    s.user("04 works. no waitlist though, I don't want to end up in two of them")
    s.confirm(
        "Got it, no waitlist. I'll add 04 first and only then drop 02, so you're never without "
        "a CHEM 201 seat:\n"
        "- Add CHEM 201-04 (CRN 41233), Tue/Thu 2:00-3:15 pm, 3 credits\n"
        "- Then drop CHEM 201-02 (CRN 41207), MWF 8:00-8:50 am\n"
        "Your lab and your other classes stay as they are, and you stay at 14 credits, so your "
        "tuition doesn't change.\n\n"
        "Shall I make both changes? (yes/no)",
        [
            ("add_section", {"student_id": "A00418273", "term": "2025FA", "crn": "41233"}),
            ("drop_section", {"student_id": "A00418273", "term": "2025FA", "crn": "41207"}),
        ],
    )
    s.yes("yes")
    s.call(
        "add_section",
        {"student_id": "A00418273", "term": "2025FA", "crn": "41233"},
        {
            "status": "enrolled",
            "crn": "41233",
            "course": "CHEM 201-04",
            "days": "TTh",
            "time": "14:00-15:15",
            "credits": 3,
            "total_credits": 17,
            "added_at": "2025-09-05T10:14",
        },
        facts={"enrollment": {"added": "CHEM 201-04 (CRN 41233)", "total_credits": 17}},
    )
    s.say(
        "You're enrolled in CHEM 201-04 (CRN 41233), Tue/Thu 2:00-3:15 pm. For the moment you "
        "show 17 credits, because 02 is still on your schedule; I'm dropping it next."
    )
    s.boundary(
        "the add of CHEM 201-04 executed and reported; the drop of CHEM 201-02 approved with "
        "it, not called yet; the 03 waitlist offered and declined; no evening classes"
    )
    s.call(
        "drop_section",
        {"student_id": "A00418273", "term": "2025FA", "crn": "41207"},
        {
            "status": "dropped",
            "crn": "41207",
            "course": "CHEM 201-02",
            "total_credits": 14,
            "transcript": "no record (dropped before 2025-09-09)",
            "tuition_change": 0.0,
        },
        facts={
            "enrollment": {
                "added": "CHEM 201-04 (CRN 41233)",
                "dropped": "CHEM 201-02 (CRN 41207)",
                "total_credits": 14,
            }
        },
    )
    s.say(
        "Done: CHEM 201-02 is dropped, and since it's before the September 9 deadline it won't "
        "appear on your transcript. You're back at 14 credits with no change to tuition. Your "
        "week now: CHEM 201-04 Tue/Thu 2:00-3:15 pm, the lab Wednesday 2:00-4:50 pm, BIOL "
        "230-01 Tue/Thu 9:30-10:45 am, ENGL 215-03 Tue/Thu 3:30-4:45 pm and MATH 220-01 MWF "
        "1:00-1:50 pm."
    )
    s.user("ok thanks. honestly can I also just drop ENGL 215? with the job its a lot")
    s.confirm(
        "I can, but first the consequences. Dropping ENGL 215-03 (CRN 43561, 3 credits) takes "
        "you from 14 to 11 credits, which is part-time. Your tuition would go down by $1,380.00 "
        "(3 × $460.00), but your Aldercroft Merit Scholarship ($2,500.00 this term) requires "
        "full-time enrollment, at least 12 credits, so you would lose it for the fall.\n"
        "- Drop ENGL 215-03 (CRN 43561), Tue/Thu 3:30-4:45 pm\n"
        "- 11 credits, part-time; the scholarship is cancelled for 2025FA\n\n"
        "Do you still want me to drop it? (yes/no)",
        [("drop_section", {"student_id": "A00418273", "term": "2025FA", "crn": "43561"})],
    )
    s.no(
        "oh no. no keep it then, I need the scholarship. don't drop anything else",
        facts={
            "preferences": {
                "ok": "after 11 am on MWF",
                "not": "evening classes",
                "keep": "full-time for the scholarship, no more drops",
            }
        },
    )
    s.boundary(
        "the drop of CHEM 201-02 executed and reported (14 credits, no tuition change); the "
        "drop of ENGL 215-03 proposed with its consequences and rejected by her no; no reply yet"
    )


def session_withdraw(s):
    """A medical withdrawal from the term (25% refund), then a petition to a committee."""
    greet(s)
    s.user(
        "Hi. I need to withdraw from this semester. I had knee surgery last thursday and I'm "
        "stuck at home for at least 6 weeks. Daniel Oyelaran, A00392815"
    )
    s.say(
        "I'm sorry to hear about the surgery, Daniel. I can help with a withdrawal. To verify, "
        "please give me your date of birth."
    )
    s.user("11/19/2002")
    s.call(
        "verify_student",
        {"student_id": "A00392815", "name": "Daniel Oyelaran", "date_of_birth": "2002-11-19"},
        verified("A00392815"),
        facts={"student_id": "A00392815", "student": "Daniel Oyelaran"},
    )
    s.call(
        "get_schedule",
        {"student_id": "A00392815", "term": "2025FA"},
        schedule("A00392815"),
        facts={
            "term": "2025FA",
            "schedule": {
                "courses": ["HIST 102-01", "ECON 201-03", "PSYC 100-02", "STAT 110-04"],
                "total_credits": 13,
            },
        },
    )
    s.call(
        "get_withdrawal_quote",
        {"student_id": "A00392815", "term": "2025FA", "effective_date": "2025-10-08"},
        {
            "term": "2025FA",
            "effective_date": "2025-10-08",
            "grades": "W in all courses (no GPA effect)",
            "tuition_charged": 5980.0,
            "refund_period": "2025-10-01/2025-10-14: 25%",
            "tuition_refund_percent": 25,
            "tuition_credit": 1495.0,
            "fees_refundable": False,
            "fees": {"student_activity": 185.0, "technology": 120.0},
            "account": {"paid": 6285.0, "balance": 0.0},
            "refund_method": "direct deposit, Copley Federal Credit Union ****3318",
            "refund_timing": "7-10 business days after the withdrawal posts",
            "next_period": {"from": "2025-10-15", "percent": 0},
            "medical_petition": {
                "committee": "Academic Standards Committee",
                "may_refund_up_to": 4485.0,
                "next_meeting": "2025-10-22",
            },
        },
        facts={
            "withdrawal_quote": {
                "tuition": 5980.0,
                "percent": 25,
                "credit": 1495.0,
                "fees_kept": 305.0,
                "refund_to": "direct deposit ****3318",
                "petition_may_refund": 4485.0,
            }
        },
    )
    s.say(
        "Here's what a full withdrawal today would mean:\n"
        "- All 4 courses (13 credits) get a W, which doesn't affect your GPA.\n"
        "- We're in the 25% refund period, which ends Tuesday, October 14: 25% of your "
        "$5,980.00 tuition, $1,495.00, is credited back. The activity and technology fees "
        "($305.00) aren't refundable.\n"
        "- Your account is paid in full, so the $1,495.00 is sent to your direct deposit "
        "account, Copley Federal Credit Union ****3318, within 7-10 business days.\n\n"
        "Because it's medical, you can also petition the Academic Standards Committee for a "
        "medical withdrawal. If they approve it, the rest of the tuition, up to $4,485.00, can "
        "be refunded, but it's their decision, not ours."
    )
    s.user(
        "25%?? ugh. ok do the withdrawal, but the refund has to go to my bank account, not a "
        "paper check. and I'm coming back in the spring so don't do anything that messes up "
        "spring",
        facts={
            "preferences": {
                "refund": "bank account, not a paper check",
                "spring_2026": "returning, keep spring intact",
            }
        },
    )
    s.confirm(
        "Understood: the refund goes to the direct deposit account on file, no check. A term "
        "withdrawal doesn't affect spring; you can register when spring registration opens on "
        "November 3. Here's the withdrawal:\n"
        "- Withdraw from all Fall 2025 courses (HIST 102-01, ECON 201-03, PSYC 100-02, "
        "STAT 110-04), effective Wednesday, October 8, 2025\n"
        "- Reason: medical\n"
        "- Grades of W; tuition credit of $1,495.00 (25%) to Copley FCU ****3318\n\n"
        "Shall I process the withdrawal? (yes/no)",
        [
            (
                "withdraw_from_term",
                {
                    "student_id": "A00392815",
                    "term": "2025FA",
                    "effective_date": "2025-10-08",
                    "reason": "medical",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "withdraw_from_term",
        {
            "student_id": "A00392815",
            "term": "2025FA",
            "effective_date": "2025-10-08",
            "reason": "medical",
        },
        {
            "withdrawal_id": "WD-20519",
            "status": "processed",
            "term": "2025FA",
            "effective_date": "2025-10-08",
            "grades": {
                "HIST 102-01": "W",
                "ECON 201-03": "W",
                "PSYC 100-02": "W",
                "STAT 110-04": "W",
            },
            "tuition_credit": 1495.0,
            "refund": {
                "refund_id": "RF-66012",
                "amount": 1495.0,
                "method": "direct deposit ****3318",
                "expected_by": "2025-10-22",
            },
            "spring_2026": "eligible to register",
        },
        facts={
            "withdrawal_id": "WD-20519",
            "tuition_refund": {
                "refund_id": "RF-66012",
                "amount": 1495.0,
                "to": "direct deposit ****3318",
                "by": "2025-10-22",
            },
        },
    )
    s.say(
        "Your withdrawal is processed: WD-20519. All four courses show a W, and refund "
        "RF-66012 of $1,495.00 goes to your Copley FCU account ****3318 by about October 22. "
        "You're still eligible to register for spring.\n\n"
        "For the medical withdrawal petition, the committee needs documentation from your "
        "doctor. Do you have a letter?"
    )
    s.user(
        "yeah I have a letter from Dr. Farnsworth's office, I uploaded it to the student portal "
        "yesterday"
    )
    s.call(
        "get_documents",
        {"student_id": "A00392815"},
        {
            "documents": [
                {
                    "doc_id": "DOC-88231",
                    "title": "Letter - Wellsmere Orthopedic Associates",
                    "uploaded": "2025-10-07",
                },
                {
                    "doc_id": "DOC-87990",
                    "title": "FAFSA verification worksheet",
                    "uploaded": "2025-08-14",
                },
            ]
        },
        facts={
            "documents": {
                "DOC-88231": "Letter - Wellsmere Orthopedic Associates (2025-10-07)",
                "DOC-87990": "FAFSA verification worksheet (2025-08-14)",
            }
        },
    )
    s.confirm(
        "Found it: DOC-88231, the letter from Wellsmere Orthopedic Associates, uploaded "
        "October 7. Here's the petition:\n"
        "- Medical withdrawal petition for Fall 2025, to the Academic Standards Committee\n"
        "- Attached: DOC-88231\n"
        "- Requesting a refund of the remaining tuition, $4,485.00\n"
        "The committee meets Wednesday, October 22, and decisions are emailed by October 29.\n\n"
        "Shall I submit the petition? (yes/no)",
        [
            (
                "submit_petition",
                {
                    "student_id": "A00392815",
                    "term": "2025FA",
                    "type": "medical_withdrawal",
                    "committee": "Academic Standards Committee",
                    "documents": ["DOC-88231"],
                    "requested_refund": 4485.0,
                },
            )
        ],
    )
    s.boundary(
        "the withdrawal WD-20519 executed and reported (W grades, RF-66012 $1,495.00 to "
        "****3318); the medical withdrawal petition with DOC-88231 proposed, no answer yet"
    )
    s.yes("yes submit it")
    s.call(
        "submit_petition",
        {
            "student_id": "A00392815",
            "term": "2025FA",
            "type": "medical_withdrawal",
            "committee": "Academic Standards Committee",
            "documents": ["DOC-88231"],
            "requested_refund": 4485.0,
        },
        {
            "petition_id": "PET-4471",
            "status": "under_review",
            "committee": "Academic Standards Committee",
            "meeting": "2025-10-22",
            "decision_by": "2025-10-29",
            "requested_refund": 4485.0,
            "documents": ["DOC-88231"],
        },
        facts={"petition_id": "PET-4471"},
    )
    s.say(
        "Submitted: petition PET-4471 is with the Academic Standards Committee. It's under "
        "review, not approved yet: they meet October 22 and will email you their decision by "
        "October 29. If they approve it, up to $4,485.00 more would be refunded to the same "
        "account.\n\n"
        "Since you plan to come back in spring, I can also put an intent-to-return note on "
        "your record so your advisor contacts you in November. Would you like that?"
    )
    s.user("nah, I'll contact my advisor myself in november. thanks")
    s.boundary(
        "the petition PET-4471 submitted and reported, under review (decision by Oct 29), not "
        "approved; the intent-to-return note offered and declined"
    )


SCRIPTS = {
    "swap": session_swap,
    "withdraw": session_withdraw,
}
