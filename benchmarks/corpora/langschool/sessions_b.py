"""Session scripts, part 2: visa, transfer and refund.

Each script plays one invented session at the enrolment desk of Kestrelmoor Language School
(learners, learner ids, groups, invoices, amounts and dates are made up). `s.boundary(note)`
marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_visa(s):
    """A study-visa letter: only after full payment; a declined card, then the letter queued."""
    greet(s)
    s.user(
        "Good day. I am enrolled for the Italian B2 intensive from January and I need the visa "
        "support letter for my consulate appointment on 4 December. Cassius Oyelaran, "
        "KLS70452"
    )
    s.say("Certainly. To verify your account, please confirm the email address on file.")
    s.user("c.oyelaran@example.net")
    s.call(
        "verify_learner",
        {"learner_id": "KLS-70452", "name": "Cassius Oyelaran", "email": "c.oyelaran@example.net"},
        verified("KLS-70452"),
        facts={
            "learner_id": "KLS-70452",
            "learner": "Cassius Oyelaran",
            "payment_method": "Mastercard ****2087",
        },
    )
    s.call(
        "get_account",
        {"learner_id": "KLS-70452"},
        {
            "enrolment_id": "ENR-60117",
            "group_code": "ITA-B2-INT",
            "course": "Italian B2 intensive (day), Mon-Fri 09:00-13:00, in person, Ashwillow",
            "dates": "2026-01-12 to 2026-04-03",
            "weeks": 12,
            "hours": 240,
            "rate_per_hour": 14.5,
            "tuition": 3480.0,
            "materials_fee": 60.0,
            "total": 3540.0,
            "paid": [{"payment_id": "PAY-70031", "amount": 500.0, "date": "2025-10-28"}],
            "balance": 3040.0,
            "balance_due": "2025-12-15",
            "early_payment": "4% off tuition if the balance is paid by 2025-11-15",
        },
        facts={
            "enrolments": {"ENR-60117": {"group": "ITA-B2-INT", "total": 3540.0}},
            "balance": {"open": 3040.0, "due": "2025-12-15", "deposit_paid": 500.0},
        },
    )
    s.call(
        "get_visa_letter_policy",
        {},
        {
            "issued_by": "the registrar",
            "condition": "tuition and materials paid in full",
            "issue_time": "within 3 working days of the request",
            "delivery": "signed PDF by email; the original by courier for 35.00 (5-8 days)",
            "visa_decision": "made by the consulate; the school cannot contact it or guarantee "
            "a visa",
            "if_visa_refused": "tuition refunded except 200.00, on proof of the refusal",
        },
        facts={
            "visa_letter_policy": {
                "issued_by": "registrar",
                "after": "full payment",
                "issue_days": 3,
            }
        },
    )
    s.say(
        "Thanks, Cassius. I'm sorry, I can't request the letter yet: the registrar issues it "
        "only after tuition and materials are paid in full, and $3,040.00 is still open on "
        "ENR-60117 (due December 15). If you pay the balance by this Saturday, November 15, "
        "the early-payment discount of 4% of tuition ($139.20) applies, so you'd pay "
        "$2,900.80. Once it's paid, the registrar issues the letter within 3 working days as a "
        "signed PDF, well before December 4. I'd suggest paying now with the card on file, "
        "Mastercard ****2087.",
        facts={"balance": {"open": 3040.0, "early_payment_price": 2900.8, "by": "2025-11-15"}},
    )
    s.user("Ok, but can't you send the letter now and I pay next week? the appointment is fixed")
    s.confirm(
        "I'm afraid not: the registrar won't issue it before full payment, and the desk "
        "can't override that. Here's the payment:\n"
        "- Balance of ENR-60117: $2,900.80 ($3,040.00 less the $139.20 early-payment "
        "discount)\n"
        "- Charged to Mastercard ****2087\n"
        "- Your course is then paid in full\n\n"
        "Shall I charge it? (yes/no)",
        [
            (
                "pay_balance",
                {
                    "learner_id": "KLS-70452",
                    "enrolment_id": "ENR-60117",
                    "amount": 2900.8,
                    "card": "Mastercard ****2087",
                },
            )
        ],
    )
    s.yes("Yes go ahead, charge it")
    s.call(
        "pay_balance",
        {
            "learner_id": "KLS-70452",
            "enrolment_id": "ENR-60117",
            "amount": 2900.8,
            "card": "Mastercard ****2087",
        },
        {
            "error": "card_declined",
            "message": "the issuer declined the charge (cross-border payments not enabled on "
            "this card); nothing was charged",
        },
        error=True,
    )
    s.boundary(
        "the confirmed $2,900.80 balance payment on Mastercard ****2087 failed (card "
        "declined), not reported yet; the letter refused before full payment; the balance "
        "still open"
    )
    s.say(
        "I'm sorry, the charge didn't go through: the card issuer declined it because "
        "cross-border payments aren't enabled on the Mastercard ****2087. Nothing was charged "
        "and the $3,040.00 is still open. You can ask your bank to enable it, or use another "
        "card."
    )
    s.user("try my other card, visa 6613. it is in my name too")
    s.confirm(
        "Here's the payment again:\n"
        "- Balance of ENR-60117: $2,900.80 (early-payment price, until November 15)\n"
        "- Charged to Visa ****6613\n\n"
        "Shall I charge it? (yes/no)",
        [
            (
                "pay_balance",
                {
                    "learner_id": "KLS-70452",
                    "enrolment_id": "ENR-60117",
                    "amount": 2900.8,
                    "card": "Visa ****6613",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "pay_balance",
        {
            "learner_id": "KLS-70452",
            "enrolment_id": "ENR-60117",
            "amount": 2900.8,
            "card": "Visa ****6613",
        },
        {
            "payment_id": "PAY-70488",
            "status": "paid",
            "amount": 2900.8,
            "card": "Visa ****6613",
            "enrolment_id": "ENR-60117",
            "balance": 0.0,
            "paid_in_full": True,
        },
        facts={"payment_id": "PAY-70488", "balance": {"open": 0.0, "paid_in_full": True}},
    )
    s.confirm(
        "Paid: PAY-70488, $2,900.80 on Visa ****6613; ENR-60117 is paid in full. I can now "
        "request your letter:\n"
        "- Study-visa support letter for ENR-60117 (Italian B2 intensive, January 12 to April "
        "3, 2026, 20 hours a week, in person)\n"
        "- Issued by the registrar within 3 working days, by Monday, November 17, 2025\n"
        "- Sent as a signed PDF to c.oyelaran@example.net\n"
        "The original can also be couriered for $35.00 if your consulate wants paper.\n\n"
        "Shall I request the letter? (yes/no)",
        [
            (
                "request_visa_letter",
                {"learner_id": "KLS-70452", "enrolment_id": "ENR-60117", "delivery": "email PDF"},
            )
        ],
    )
    s.yes("yes request it. no courier, the consulate takes the PDF")
    s.call(
        "request_visa_letter",
        {"learner_id": "KLS-70452", "enrolment_id": "ENR-60117", "delivery": "email PDF"},
        {
            "letter_request_id": "VL-1187",
            "status": "queued_for_registrar",
            "issue_by": "2025-11-17",
            "delivery": "signed PDF to c.oyelaran@example.net",
        },
        facts={"visa_letter_id": "VL-1187"},
    )
    s.say(
        "Requested: VL-1187 is with the registrar, who will issue the letter by November 17 "
        "and email it to you as a signed PDF. To be clear, the letter supports your "
        "application; the visa itself is decided by the consulate, not by the school."
    )
    s.user("understood. so I am basically sure to get the visa now?")
    s.say(
        "I can't say that, I'm sorry: the consulate alone decides, and the school can't "
        "contact it or guarantee a visa. If it is refused, the school refunds your tuition "
        "except $200.00, on proof of the refusal."
    )
    s.boundary(
        "the first payment failed and was reported; PAY-70488 ($2,900.80 on Visa ****6613) "
        "executed, paid in full; visa letter VL-1187 requested and reported, queued for the "
        "registrar (by Nov 17); the visa up to the consulate; courier declined; the early "
        "letter refused"
    )


def session_transfer(s):
    """A group transfer for the French class only; the Spanish club stays."""
    greet(s)
    s.user(
        "hi, I started a new job and can't do mondays anymore. can I switch my french class "
        "to another night? I'm soraya vantongeren"
    )
    s.say("Sure, Soraya. Please give me your learner number and the phone number on file.")
    s.user("47720, 541 555 0129")
    s.call(
        "verify_learner",
        {"learner_id": "KLS-47720", "name": "Soraya Vantongeren", "phone": "+1 541-555-0129"},
        verified("KLS-47720"),
        facts={
            "learner_id": "KLS-47720",
            "learner": "Soraya Vantongeren",
            "payment_method": "Visa ****8154",
            "enrolments": {
                "ENR-51290": {"group": "FRA-A2-MW", "course": "French A2, Mon & Wed 19:00"},
                "ENR-51307": {"group": "SPA-CONV-TH", "course": "Spanish conversation, Thu 20:15"},
            },
        },
    )
    s.call(
        "get_transfer_options",
        {"learner_id": "KLS-47720", "enrolment_id": "ENR-51290"},
        {
            "current": {"group_code": "FRA-A2-MW", "days": "Mon & Wed 19:00-21:00"},
            "options": [
                {
                    "group_code": "FRA-A2-TT",
                    "mode": "in person, Ashwillow campus",
                    "days": "Tue & Thu 18:00-20:00",
                    "seats_left": 2,
                },
                {
                    "group_code": "FRA-A2-TT-ON",
                    "mode": "online (live)",
                    "days": "Tue & Thu 19:30-21:30",
                    "seats_left": 0,
                    "waitlist": 3,
                },
            ],
            "transfer_fee": 15.0,
            "effective": "the next class of the new group, 2025-11-18",
            "sessions_left": 10,
        },
        facts={
            "groups": {
                "FRA-A2-TT": {"days": "Tue & Thu 18:00-20:00", "seats_left": 2},
                "FRA-A2-TT-ON": {"days": "Tue & Thu 19:30-21:30", "seats_left": 0},
            }
        },
    )
    s.say(
        "Thanks, Soraya. Your French A2 enrolment ENR-51290 is in FRA-A2-MW (Mon & Wed "
        "19:00-21:00). The other A2 groups this term meet Tuesdays and Thursdays: FRA-A2-TT in "
        "person at Ashwillow, 18:00-20:00, with 2 seats left, and FRA-A2-TT-ON online, "
        "19:30-21:30, which is full with 3 people waiting. If online suits you better, I "
        "could put you on that waitlist. A transfer costs $15.00 and takes effect at the new "
        "group's next class, Tuesday, November 18; you have 10 sessions left."
    )
    s.user(
        "the in person tue/thu one at 6. no waitlist, I want it settled. and leave the "
        "spanish club alone, thursdays 8:15 still works",
        facts={
            "transfer_request": {
                "enrolment": "ENR-51290",
                "to": "FRA-A2-TT",
                "keep": "ENR-51307",
                "no_waitlist": True,
            }
        },
    )
    s.confirm(
        "Here's the transfer:\n"
        "- French A2 enrolment ENR-51290 moves from FRA-A2-MW to FRA-A2-TT (Tue & Thu "
        "18:00-20:00, in person, Ashwillow)\n"
        "- First class in the new group: Tuesday, November 18, 2025\n"
        "- Transfer fee $15.00 on Visa ****8154\n"
        "- Your Spanish conversation club ENR-51307 (Thursdays 20:15) stays as it is\n\n"
        "Shall I transfer you? (yes/no)",
        [
            (
                "transfer_group",
                {
                    "learner_id": "KLS-47720",
                    "enrolment_id": "ENR-51290",
                    "from_group": "FRA-A2-MW",
                    "to_group": "FRA-A2-TT",
                    "fee": 15.0,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "transfer_group",
        {
            "learner_id": "KLS-47720",
            "enrolment_id": "ENR-51290",
            "from_group": "FRA-A2-MW",
            "to_group": "FRA-A2-TT",
            "fee": 15.0,
        },
        {
            "transfer_id": "TRF-2294",
            "status": "transferred",
            "enrolment_id": "ENR-51290",
            "group_code": "FRA-A2-TT",
            "effective": "2025-11-18",
            "fee": 15.0,
            "charged_to": "Visa ****8154",
            "seats_left": 1,
        },
        facts={"transfer_id": "TRF-2294"},
    )
    s.boundary(
        "transfer TRF-2294 of ENR-51290 to FRA-A2-TT (from Nov 18, $15.00 fee) executed, not "
        "reported yet; the Spanish club ENR-51307 left alone by her choice; the online "
        "waitlist offered and declined"
    )


def session_refund(s):
    """A withdrawal with a 60% refund, pending: he asks about keeping the workshop."""
    greet(s)
    s.user(
        "I need to drop out of my mandarin class, work has me travelling every weekend "
        "until spring. I'd like my money back. ignatius pellow"
    )
    s.say("I'm sorry to hear that, Ignatius. Please give me your learner number and email.")
    s.user("38806 / ipellow@example.net")
    s.call(
        "verify_learner",
        {"learner_id": "KLS-38806", "name": "Ignatius Pellow", "email": "ipellow@example.net"},
        verified("KLS-38806"),
        facts={
            "learner_id": "KLS-38806",
            "learner": "Ignatius Pellow",
            "payment_method": "Amex ****3318",
            "enrolments": {
                "ENR-49915": {"group": "CHI-A1-SAT", "course": "Mandarin A1 weekend"},
                "ENR-49932": {"group": "CHI-CAL-WS", "course": "calligraphy workshop"},
            },
        },
    )
    s.call(
        "get_withdrawal_terms",
        {"learner_id": "KLS-38806", "enrolment_id": "ENR-49915"},
        {
            "enrolment_id": "ENR-49915",
            "group_code": "CHI-A1-SAT",
            "block": "autumn block 2, 2025-10-25 to 2026-01-24, 12 Saturdays",
            "sessions_held": 3,
            "tuition_paid": 560.0,
            "paid_on": "2025-10-20",
            "paid_with": "Amex ****3318",
            "materials_fee": 35.0,
            "policy": {
                "before the 4th session": "60% of tuition refunded",
                "before the 7th session": "30% of tuition refunded",
                "from the 7th session": "no refund",
                "materials fee": "not refundable",
                "deferral": "full tuition carried to the same level in a later term, no fee",
            },
            "refund_now": 336.0,
            "refund_to": "the original payment method, within 10 working days",
        },
        facts={
            "withdrawal_policy": {
                "sessions_held": 3,
                "tuition_paid": 560.0,
                "refund_rate": "60%",
                "refund_now": 336.0,
                "materials_refundable": False,
            }
        },
    )
    s.say(
        "Thanks, Ignatius. I'm sorry, a full refund isn't possible under the withdrawal "
        "policy: 3 of the 12 Saturdays of CHI-A1-SAT have been held, so 60% of the $560.00 "
        "tuition, $336.00, can be refunded now; the $35.00 materials fee can't. Since you'll "
        "be back in the spring, I'd suggest deferring instead: your full $560.00 would carry "
        "over to an A1 Saturday group in a later term, at no fee."
    )
    s.user(
        "so you won't refund all of it? that's steep. no, I won't defer, I have no idea when "
        "I'll be back. fine, take the 336",
        facts={"refund_request": {"refund": 336.0, "defer": False}},
    )
    s.confirm(
        "Here's the withdrawal:\n"
        "- Withdrawal from CHI-A1-SAT (ENR-49915), Mandarin A1 weekend, from today, November "
        "12, 2025\n"
        "- Refund of $336.00 (60% of $560.00) to Amex ****3318 within 10 working days\n"
        "- The $35.00 materials fee is not refunded\n\n"
        "Shall I process the withdrawal? (yes/no)",
        [
            (
                "withdraw_with_refund",
                {
                    "learner_id": "KLS-38806",
                    "enrolment_id": "ENR-49915",
                    "refund": 336.0,
                    "refund_to": "Amex ****3318",
                },
            )
        ],
    )
    s.user(
        "hang on, does withdrawing cancel my calligraphy workshop too? I want to keep that "
        "one, it's just two sundays"
    )
    s.boundary(
        "the withdrawal from CHI-A1-SAT with a $336.00 refund proposed, pending: he answered "
        "with a question about keeping the calligraphy workshop ENR-49932; a full refund "
        "asked for and refused; the deferral suggested and declined"
    )


SCRIPTS = {"visa": session_visa, "transfer": session_transfer, "refund": session_refund}
