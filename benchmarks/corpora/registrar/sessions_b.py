"""Session scripts, part 2: transcript and payplan.

Each script plays one invented session at the student-services desk of Aldercroft University
(students, student ids, CRNs, ids, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_transcript(s):
    """A fine paid to lift a transcript hold (the expired card declined); the address fixed."""
    greet(s)
    s.user(
        "Hi, I need an official transcript sent for a grad school application, deadline is nov "
        "1. Rosalind Achebe-Kim, A00275504"
    )
    s.say("Glad to help, Rosalind. To verify, please confirm your date of birth.")
    s.user("July 22, 2001")
    s.call(
        "verify_student",
        {"student_id": "A00275504", "name": "Rosalind Achebe-Kim", "date_of_birth": "2001-07-22"},
        verified("A00275504"),
        facts={"student_id": "A00275504", "student": "Rosalind Achebe-Kim"},
    )
    s.call(
        "get_holds",
        {"student_id": "A00275504"},
        {
            "holds": [
                {
                    "hold_id": "H-7731",
                    "type": "library fine",
                    "amount": 42.0,
                    "placed": "2025-08-30",
                    "blocks": ["transcripts", "diploma"],
                    "release": "automatic when the fine is paid",
                }
            ]
        },
        facts={"holds": {"H-7731": "library fine $42.00, blocks transcripts"}},
    )
    s.call(
        "get_transcript_options",
        {"student_id": "A00275504"},
        {
            "paper": {"fee": 12.0, "delivery": "USPS First-Class, mailed within 2 business days"},
            "electronic": {"fee": 10.0, "delivery": "secure PDF link within 1 business day"},
            "send_options": ["now", "after 2025FA grades post (2025-12-22)"],
        },
        facts={"transcript_options": {"paper": 12.0, "electronic": 10.0}},
    )
    s.say(
        "You're verified, Rosalind. One thing is in the way: a library fine hold, H-7731 "
        "($42.00, placed August 30), blocks transcripts. Once the fine is paid, the hold comes "
        "off automatically. Official transcripts are $12.00 on paper (mailed within 2 business "
        "days) or $10.00 electronic. How does the program want it?"
    )
    s.user(
        "they want paper, mailed to the admissions office. ugh ok pay the fine, use my card ending 5521"
    )
    s.call(
        "get_payment_methods",
        {"student_id": "A00275504"},
        {
            "methods": [
                {"method_id": "PM-1", "brand": "Visa", "last4": "5521", "exp": "09/25"},
                {"method_id": "PM-2", "brand": "Mastercard", "last4": "0086", "exp": "04/28"},
            ]
        },
        facts={
            "payment_methods": {
                "PM-1": "Visa ****5521 exp 09/25",
                "PM-2": "Mastercard ****0086 exp 04/28",
            }
        },
    )
    s.confirm(
        "Here's the payment:\n"
        "- $42.00 for the library fine on hold H-7731\n"
        "- Visa ending 5521\n\n"
        "Shall I take the payment? (yes/no)",
        [
            (
                "take_payment",
                {
                    "student_id": "A00275504",
                    "amount": 42.0,
                    "method_id": "PM-1",
                    "applies_to": "H-7731",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "take_payment",
        {"student_id": "A00275504", "amount": 42.0, "method_id": "PM-1", "applies_to": "H-7731"},
        {
            "error": "CARD_DECLINED",
            "message": "The card issuer declined the payment: card expired (09/25). No payment "
            "was taken.",
        },
        error=True,
    )
    s.boundary(
        "the confirmed $42.00 payment on the Visa ****5521 declined (card expired), not "
        "reported yet; hold H-7731 still on; paper transcript to the admissions office wanted"
    )
    s.say(
        "The payment didn't go through: the Visa ending 5521 expired in September (09/25), so "
        "the issuer declined it and nothing was charged. The hold is still on. You also have a "
        "Mastercard ending 0086 on file. Would you like to use that instead?"
    )
    s.user("oh right, the new one hasnt come yet. yeah use the mastercard")
    s.confirm(
        "Here's the payment:\n"
        "- $42.00 for the library fine on hold H-7731\n"
        "- Mastercard ending 0086\n\n"
        "Shall I take the payment? (yes/no)",
        [
            (
                "take_payment",
                {
                    "student_id": "A00275504",
                    "amount": 42.0,
                    "method_id": "PM-2",
                    "applies_to": "H-7731",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "take_payment",
        {"student_id": "A00275504", "amount": 42.0, "method_id": "PM-2", "applies_to": "H-7731"},
        {
            "payment_id": "PAY-310558",
            "status": "posted",
            "amount": 42.0,
            "method": "Mastercard ****0086",
            "hold_released": "H-7731",
        },
        facts={"payment_id": "PAY-310558"},
    )
    s.say(
        "Paid: PAY-310558, $42.00 on the Mastercard ending 0086, and hold H-7731 is released. "
        "Now the transcript: what's the admissions office's mailing address? And should it go "
        "now, or after your fall grades post on December 22?"
    )
    s.user(
        "send it now, do NOT wait for fall grades, the deadline is nov 1. Office of Graduate "
        "Admissions, Brennock University, 1140 Harrow St, Suite 140, Dunmore Bay, OH 43612",
        facts={
            "transcript_request": {
                "format": "paper",
                "send": "now, not after fall grades",
                "deadline": "2025-11-01",
            }
        },
    )
    order = {
        "student_id": "A00275504",
        "format": "paper",
        "copies": 1,
        "send": "now",
        "recipient": "Office of Graduate Admissions, Brennock University",
        "address": "1140 Harrow St, Suite 140, Dunmore Bay, OH 43612",
        "fee": 12.0,
        "method_id": "PM-2",
    }
    s.confirm(
        "Here's the order:\n"
        "- 1 official paper transcript, sent now (not held for fall grades)\n"
        "- To: Office of Graduate Admissions, Brennock University, 1140 Harrow St, Suite 140, "
        "Dunmore Bay, OH 43612\n"
        "- Fee $12.00 on the Mastercard ending 0086\n\n"
        "Shall I place the order? (yes/no)",
        [("order_transcript", order)],
    )
    s.no("wait no, its suite 410 sorry. 1140 Harrow, suite 410")
    fixed = {**order, "address": "1140 Harrow St, Suite 410, Dunmore Bay, OH 43612"}
    s.confirm(
        "No problem. Here's the corrected order:\n"
        "- 1 official paper transcript, sent now (not held for fall grades)\n"
        "- To: Office of Graduate Admissions, Brennock University, 1140 Harrow St, Suite 410, "
        "Dunmore Bay, OH 43612\n"
        "- Fee $12.00 on the Mastercard ending 0086\n\n"
        "Shall I place the order? (yes/no)",
        [("order_transcript", fixed)],
    )
    s.yes("yes thats right")
    s.call(
        "order_transcript",
        fixed,
        {
            "order_id": "TR-552190",
            "status": "processing",
            "format": "paper",
            "recipient": "Office of Graduate Admissions, Brennock University",
            "address": "1140 Harrow St, Suite 410, Dunmore Bay, OH 43612",
            "mail_by": "2025-10-15",
            "fee_charged": 12.0,
            "method": "Mastercard ****0086",
        },
        facts={"transcript_order_id": "TR-552190"},
    )
    s.say(
        "Ordered: TR-552190. One official paper transcript goes by First-Class mail to "
        "Brennock's Office of Graduate Admissions, Suite 410, by Wednesday, October 15, and "
        "$12.00 was charged to the Mastercard ending 0086. Mail usually takes 3-5 days, so it "
        "should arrive well before November 1. Would you like an electronic copy sent anywhere "
        "else?"
    )
    s.user("no thats the only one for now, thanks")
    s.boundary(
        "the decline reported; the $42.00 paid by Mastercard (PAY-310558), H-7731 released; "
        "the order to Suite 140 rejected by her correction; TR-552190 to Suite 410 executed "
        "and reported; an electronic copy offered and declined"
    )


def session_payplan(s):
    """A late payment fee waived; a 4-installment plan, moved from the 10th to the 20th."""
    greet(s)
    s.user(
        "hey I got an email that I have a late fee and a hold. I can't pay the whole balance at "
        "once, can I do a payment plan? Tobias Ferreira A00455190"
    )
    s.say("Yes, let's look at that, Tobias. To verify, please give me your date of birth.")
    s.user("1/9/05")
    s.call(
        "verify_student",
        {"student_id": "A00455190", "name": "Tobias Ferreira", "date_of_birth": "2005-01-09"},
        verified("A00455190"),
        facts={"student_id": "A00455190", "student": "Tobias Ferreira"},
    )
    s.call(
        "get_account_summary",
        {"student_id": "A00455190", "term": "2025FA"},
        {
            "term": "2025FA",
            "charges": [
                {"item": "Tuition, 12 credits", "amount": 5520.0},
                {"item": "Student activity fee", "amount": 185.0},
                {"item": "Technology fee", "amount": 120.0},
                {"item": "Student health fee", "amount": 210.0},
                {"item": "Lab fee, CHEM 101L", "amount": 95.0},
                {"item": "Late registration fee", "amount": 50.0, "posted": "2025-08-28"},
                {"item": "Late payment fee", "amount": 100.0, "posted": "2025-09-19"},
            ],
            "credits": [{"item": "Aldercroft Access Grant", "amount": -2000.0}],
            "balance": 4280.0,
            "due_date": "2025-09-15",
            "holds": [
                {
                    "hold_id": "H-FIN-2291",
                    "type": "financial (past-due balance)",
                    "blocks": ["spring 2026 registration", "transcripts"],
                }
            ],
        },
        facts={
            "account": {
                "tuition_and_fees": 6130.0,
                "grant": -2000.0,
                "late_registration_fee": 50.0,
                "late_payment_fee": 100.0,
                "balance": 4280.0,
                "due": "2025-09-15",
            },
            "holds": {"H-FIN-2291": "financial, blocks spring registration and transcripts"},
        },
    )
    s.call(
        "get_payment_plan_options",
        {"student_id": "A00455190", "term": "2025FA"},
        {
            "enrollment_fee": 35.0,
            "plans": [
                {"installments": 3, "months": ["2025-10", "2025-11", "2025-12"]},
                {"installments": 4, "months": ["2025-10", "2025-11", "2025-12", "2026-01"]},
            ],
            "due_day_options": [10, 20],
            "enroll_by": "2025-09-30",
            "autopay": "optional",
            "on_enrollment": "financial hold H-FIN-2291 released",
        },
        facts={
            "plan_options": {
                "installments": [3, 4],
                "due_days": [10, 20],
                "fee": 35.0,
                "enroll_by": "2025-09-30",
            }
        },
    )
    s.call(
        "get_fee_waiver_eligibility",
        {"student_id": "A00455190", "term": "2025FA"},
        {
            "late_payment_fee": {
                "amount": 100.0,
                "waivable": True,
                "rule": "first late payment fee of the academic year, with a payment plan "
                "set up by 2025-09-30",
            },
            "late_registration_fee": {"amount": 50.0, "waivable": False, "rule": "not waivable"},
        },
        facts={
            "fee_waiver": {
                "late_payment_fee": "100.00, waivable",
                "late_registration_fee": "50.00, not waivable",
            }
        },
    )
    s.say(
        "Thanks, Tobias. Your Fall 2025 balance is $4,280.00: $6,130.00 of tuition and fees, "
        "less your $2,000.00 Aldercroft Access Grant, plus a $50.00 late registration fee "
        "(August 28) and a $100.00 late payment fee (September 19). Because the balance is past "
        "due, there's a financial hold, H-FIN-2291, on spring registration and transcripts.\n\n"
        "Yes, you can do a payment plan: 3 or 4 monthly installments, due on the 10th or the "
        "20th, with a $35.00 enrollment fee. It has to be set up by September 30, and the hold "
        "comes off as soon as it's in place. Since this is your first late payment fee this "
        "year, I'd also suggest waiving the $100.00 late payment fee."
    )
    s.user("yes waive it please! can you do the 50 one too?")
    s.confirm(
        "I'm afraid the $50.00 late registration fee can't be waived. Here's the waiver:\n"
        "- Waive the $100.00 late payment fee posted September 19\n"
        "- Your balance goes from $4,280.00 to $4,180.00\n\n"
        "Shall I apply the waiver? (yes/no)",
        [
            (
                "apply_late_fee_waiver",
                {
                    "student_id": "A00455190",
                    "term": "2025FA",
                    "fee": "late_payment_fee",
                    "amount": 100.0,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "apply_late_fee_waiver",
        {"student_id": "A00455190", "term": "2025FA", "fee": "late_payment_fee", "amount": 100.0},
        {
            "waiver_id": "WV-80214",
            "status": "applied",
            "fee": "late payment fee",
            "amount": 100.0,
            "new_balance": 4180.0,
        },
        facts={"waiver_id": "WV-80214"},
    )
    s.say(
        "Done: waiver WV-80214 removed the $100.00 late payment fee, so your balance is now "
        "$4,180.00. How many installments would you like, 3 or 4?"
    )
    s.user(
        "4 payments. and no autopay, I'll pay each one myself",
        facts={"plan_request": {"installments": 4, "autopay": "no, pays each one himself"}},
    )
    plan = {
        "student_id": "A00455190",
        "term": "2025FA",
        "installments": 4,
        "due_day": 10,
        "autopay": False,
        "balance": 4180.0,
    }
    s.confirm(
        "Here's the plan:\n"
        "- 4 installments on your $4,180.00 balance: $1,080.00 on October 10 (it includes the "
        "$35.00 enrollment fee), then $1,045.00 on November 10, December 10 and January 10\n"
        "- No autopay: you pay each installment yourself\n"
        "- Hold H-FIN-2291 is released once the plan is set up\n\n"
        "Shall I set it up? (yes/no)",
        [("create_payment_plan", plan)],
    )
    s.boundary(
        "the $100.00 late payment fee waived (WV-80214) and reported, balance $4,180.00; the "
        "$50.00 fee not waivable; the 4-installment plan on the 10th, no autopay, proposed"
    )
    s.no(
        "oh wait, can it be the 20th instead? I get paid on the 17th, the 10th is too early",
        facts={
            "plan_request": {
                "installments": 4,
                "autopay": "no, pays each one himself",
                "due_day": "20th (paid on the 17th)",
            }
        },
    )
    moved = {**plan, "due_day": 20}
    s.confirm(
        "Sure. Here it is on the 20th:\n"
        "- $1,080.00 on October 20 (it includes the $35.00 enrollment fee), then $1,045.00 on "
        "November 20, December 20 and January 20\n"
        "- No autopay: you pay each installment yourself\n"
        "- Hold H-FIN-2291 is released once the plan is set up\n\n"
        "Shall I set it up? (yes/no)",
        [("create_payment_plan", moved)],
    )
    s.yes("yes")
    s.call(
        "create_payment_plan",
        moved,
        {
            "plan_id": "PP-30917",
            "status": "active",
            "installments": [
                {"due": "2025-10-20", "amount": 1080.0},
                {"due": "2025-11-20", "amount": 1045.0},
                {"due": "2025-12-20", "amount": 1045.0},
                {"due": "2026-01-20", "amount": 1045.0},
            ],
            "autopay": False,
            "hold_released": "H-FIN-2291",
        },
        facts={"plan_id": "PP-30917"},
    )
    s.boundary(
        "the plan on the 10th rejected by his correction; plan PP-30917 on the 20th (no "
        "autopay) executed, H-FIN-2291 released, not reported yet"
    )


SCRIPTS = {
    "transcript": session_transcript,
    "payplan": session_payplan,
}
