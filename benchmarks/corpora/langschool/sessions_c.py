"""Session scripts, part 3: exam, siblings and hr.

Each script plays one invented session at the enrolment desk of Kestrelmoor Language School
(learners, learner ids, groups, invoices, amounts and dates are made up). `s.boundary(note)`
marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_exam(s):
    """Exam preparation: the cheaper mock exam first; the prep course left for later."""
    greet(s)
    s.user(
        "hi, I'm in the C1 spanish group and I want to sit the C1 certificate exam in "
        "february. what do you offer to prepare? henrike abernethy-soto, KLS-33167"
    )
    s.say("Glad to help, Henrike. Please confirm the email address on your account.")
    s.user("henrike.as@example.com")
    s.call(
        "verify_learner",
        {
            "learner_id": "KLS-33167",
            "name": "Henrike Abernethy-Soto",
            "email": "henrike.as@example.com",
        },
        verified("KLS-33167"),
        facts={
            "learner_id": "KLS-33167",
            "learner": "Henrike Abernethy-Soto",
            "payment_method": "Visa ****7720",
            "enrolments": {"ENR-47706": {"group": "SPA-C1-E", "course": "Spanish C1 evening"}},
        },
    )
    s.call(
        "get_exam_options",
        {"learner_id": "KLS-33167", "course": "Spanish C1"},
        {
            "exam": {
                "name": "C1 certificate exam (external exam board)",
                "date": "2026-02-21",
                "registration": "with the exam board directly, by 2026-01-09; the school does "
                "not register candidates",
            },
            "options": [
                {
                    "code": "MOCK-SPA-C1-1129",
                    "what": "mock C1 exam, written and oral, with written feedback",
                    "when": "2025-11-29 09:00-13:00",
                    "where": "Ashwillow campus",
                    "price": 45.0,
                    "feedback_within_days": 10,
                    "seats_left": 9,
                },
                {
                    "code": "EXP-SPA-C1",
                    "what": "exam-preparation add-on, 12 hours",
                    "when": "Saturdays 2026-01-10 to 2026-02-14, 10:00-12:00, online",
                    "price": 216.0,
                    "rate_per_hour": 18.0,
                    "seats_left": 5,
                },
            ],
            "discounts": "alumni and sibling discounts apply to course tuition only",
        },
        facts={
            "exam_options": {
                "exam_date": "2026-02-21",
                "register_by": "2026-01-09",
                "mock": {"code": "MOCK-SPA-C1-1129", "when": "2025-11-29 09:00", "price": 45.0},
                "prep": {"code": "EXP-SPA-C1", "hours": 12, "price": 216.0},
            }
        },
    )
    s.say(
        "Thanks, Henrike. The C1 exam is on Saturday, February 21, 2026. There are two ways "
        "we help you prepare:\n"
        "- A mock C1 exam, written and oral, on Saturday, November 29, 9:00 am-1:00 pm at "
        "Ashwillow: $45.00, with written feedback within 10 days\n"
        "- The exam-preparation add-on: 12 hours on Saturday mornings online, January 10 to "
        "February 14: 12 h x $18.00 = $216.00, 5 seats left\n"
        "Most learners take both, and since the prep course has only 5 seats left, I'd book "
        "it now."
    )
    s.user(
        "the cheaper one first, then I'll see. just the mock for now, not the course yet. and "
        "can I get a discount? I've been here 3 terms",
        facts={"exam_options": {"choice": "mock first", "prep_course": "not yet"}},
    )
    s.confirm(
        "I'm sorry, there's no loyalty discount on exam products: discounts apply to course "
        "tuition only. Here's the booking:\n"
        "- Mock C1 exam MOCK-SPA-C1-1129, Saturday, November 29, 2025, 9:00 am-1:00 pm, "
        "Ashwillow campus\n"
        "- $45.00 on Visa ****7720\n"
        "- The prep course is not booked\n\n"
        "Shall I book the mock exam? (yes/no)",
        [
            (
                "book_mock_exam",
                {
                    "learner_id": "KLS-33167",
                    "exam_code": "MOCK-SPA-C1-1129",
                    "price": 45.0,
                    "card": "Visa ****7720",
                },
            )
        ],
    )
    s.yes("yes book it")
    s.call(
        "book_mock_exam",
        {
            "learner_id": "KLS-33167",
            "exam_code": "MOCK-SPA-C1-1129",
            "price": 45.0,
            "card": "Visa ****7720",
        },
        {
            "booking_id": "MCK-6630",
            "status": "booked",
            "when": "2025-11-29T09:00",
            "price": 45.0,
            "charged_to": "Visa ****7720",
            "feedback_by": "2025-12-09",
        },
        facts={"mock_booking_id": "MCK-6630"},
    )
    s.say(
        "Booked: MCK-6630, the mock C1 exam on Saturday, November 29 at 9:00 am, $45.00 on "
        "Visa ****7720. Your feedback will arrive by December 9. One thing to know: the "
        "school doesn't register you for the February 21 exam; you register with the exam "
        "board directly, by January 9."
    )
    s.user("ok. if I want the prep course after the feedback, will there still be a seat?")
    s.boundary(
        "mock exam MCK-6630 (Nov 29, 9:00, $45.00) booked and reported; the $216.00 prep "
        "course suggested and left for later by her choice (the cheaper one first); the "
        "loyalty discount asked for and refused; her question about a prep seat open"
    )


def session_siblings(s):
    """A sibling's enrolment with a sibling discount, approved, before the call."""
    greet(s)
    s.user(
        "I'd like to enrol my brother Joost in arabic for beginners, he's on my account. "
        "Mireille Achterberg, 58804"
    )
    s.say("Of course, Mireille. Please confirm the email address on your account.")
    s.user("mireille.achterberg@example.com")
    s.call(
        "verify_learner",
        {
            "learner_id": "KLS-58804",
            "name": "Mireille Achterberg",
            "email": "mireille.achterberg@example.com",
        },
        verified("KLS-58804"),
        facts={
            "learner_id": "KLS-58804",
            "learner": "Mireille Achterberg",
            "payment_method": "Visa ****4471",
            "household": {"KLS-58812": {"name": "Joost Achterberg", "relation": "sibling"}},
            "enrolments": {"ENR-52240": {"group": "ARA-A2-E", "learner": "KLS-58804"}},
        },
    )
    s.call(
        "get_groups",
        {"course": "Arabic A1", "term": "winter 2026"},
        {
            "term": "winter 2026",
            "groups": [
                {
                    "group_code": "ARA-A1-E",
                    "mode": "online (live)",
                    "days": "Tue 19:00-21:00",
                    "dates": "2026-01-13 to 2026-03-31",
                    "hours": 24,
                    "seats_left": 6,
                },
                {
                    "group_code": "ARA-A1-SAT",
                    "mode": "in person, Ashwillow campus",
                    "days": "Sat 10:00-14:00",
                    "dates": "2026-01-17 to 2026-02-21",
                    "hours": 24,
                    "seats_left": 8,
                },
            ],
            "rate_per_hour": 18.0,
            "materials_fee": 40.0,
            "sibling_discount": "15% of tuition for a second family member in the same term",
            "discounts_stack": False,
            "alumni_discount": "10% of tuition, on a former learner's own enrolments only",
        },
        facts={
            "groups": {
                "ARA-A1-E": {"days": "Tue 19:00-21:00", "dates": "2026-01-13 to 2026-03-31"},
                "ARA-A1-SAT": {"days": "Sat 10:00-14:00", "dates": "2026-01-17 to 2026-02-21"},
            },
            "quote": {
                "tuition": 432.0,
                "sibling_discount": 64.8,
                "materials": 40.0,
                "total": 407.2,
            },
        },
    )
    s.say(
        "Thanks, Mireille. Joost (KLS-58812) is linked to your account as your sibling, and "
        "since you're enrolled this term too, he gets the 15% sibling discount on tuition. "
        "Arabic A1 has two groups this winter, both 24 hours: ARA-A1-E online on Tuesdays "
        "19:00-21:00 (January 13 to March 31), and ARA-A1-SAT in person at Ashwillow on "
        "Saturdays 10:00-14:00 (January 17 to February 21). Tuition is 24 h x $18.00 = "
        "$432.00, less $64.80 sibling discount, plus $40.00 materials: $407.20. For "
        "beginners I'd suggest the Saturday intensive; it gets them going fastest."
    )
    s.user(
        "no, the online tuesday one, he works saturdays. put it on my card, not his. and can "
        "he get the alumni discount too? I did 2 terms back in 2022",
        facts={
            "group_choice": {
                "joost": "ARA-A1-E",
                "not": "Saturdays",
                "pay_with": "Mireille's Visa ****4471",
            }
        },
    )
    s.confirm(
        "I'm sorry, the alumni discount can't be added: discounts don't stack, and it applies "
        "only to a former learner's own enrolments. Here's the enrolment:\n"
        "- Joost Achterberg (KLS-58812) in ARA-A1-E, online, Tuesdays 19:00-21:00, January 13 "
        "to March 31, 2026\n"
        "- Tuition $432.00 less the 15% sibling discount ($64.80), plus $40.00 materials: "
        "$407.20\n"
        "- Charged now to your Visa ****4471\n"
        "- Your own Arabic A2 enrolment ENR-52240 is not changed\n\n"
        "Shall I enrol Joost? (yes/no)",
        [
            (
                "enrol_learner",
                {
                    "learner_id": "KLS-58812",
                    "group_code": "ARA-A1-E",
                    "total": 407.2,
                    "paid_by": "KLS-58804",
                    "card": "Visa ****4471",
                },
            )
        ],
    )
    s.yes("yes, do it")
    s.boundary(
        "Joost's ARA-A1-E enrolment ($407.20 with the 15% sibling discount, on Mireille's "
        "Visa ****4471) approved by her yes, no call yet; the Saturday suggestion declined; the "
        "alumni discount refused; her own ENR-52240 untouched"
    )


def session_hr(s):
    """An HR contact: a new PO on two invoices, one locked; a colleague's data refused."""
    greet(s)
    s.user(
        "Hello, Marguerite Lyall-Obi, HR at Fenwycke Turbines. I'm the authorized contact on "
        "Casimir Dunleavy's account, 44190. Our finance team has issued new purchase order "
        "numbers and both his invoices need PO-FT-8813 instead of the old one. also, how is "
        "Hallvard Quist's attendance going? he's one of ours too"
    )
    s.say(
        "Thanks, Marguerite. To verify you as Casimir's authorized contact, please give me "
        "the email address you're registered with and confirm his learner number."
    )
    s.user("m.lyall-obi@example.net. KLS-44190")
    s.call(
        "verify_contact",
        {"learner_id": "KLS-44190", "contact_email": "m.lyall-obi@example.net"},
        {
            "verified": True,
            "learner_id": "KLS-44190",
            "learner": "Casimir Dunleavy",
            "contact": "Marguerite Lyall-Obi",
            "role": "HR contact, Fenwycke Turbines",
            "scope": "billing and enrolment",
        },
        facts={
            "learner_id": "KLS-44190",
            "learner": "Casimir Dunleavy",
            "caller": "Marguerite Lyall-Obi",
            "authorized_contact": {
                "name": "Marguerite Lyall-Obi",
                "scope": "billing and enrolment",
            },
        },
    )
    s.call(
        "get_invoices",
        {"learner_id": "KLS-44190"},
        {
            "sponsor": "Fenwycke Turbines",
            "invoices": [
                {
                    "invoice_id": "INV-2025-0988",
                    "enrolment_id": "ENR-43318",
                    "for": "Norwegian A2 evening, autumn term",
                    "amount": 812.0,
                    "po": "PO-FT-7702",
                    "status": "approved_and_paid",
                    "paid_on": "2025-09-30",
                },
                {
                    "invoice_id": "INV-2025-1284",
                    "enrolment_id": "ENR-57102",
                    "for": "Norwegian B1 evening, winter term",
                    "amount": 868.0,
                    "po": "PO-FT-7702",
                    "status": "awaiting_sponsor_approval",
                    "issued": "2025-11-03",
                    "payment_terms": "30 days after the sponsor's approval",
                },
            ],
        },
        facts={
            "invoices": {
                "INV-2025-0988": {"amount": 812.0, "status": "approved_and_paid"},
                "INV-2025-1284": {"amount": 868.0, "status": "awaiting_sponsor_approval"},
                "po": "PO-FT-7702",
            }
        },
    )
    s.say(
        "Thanks, you're verified for Casimir's account (billing and enrolment). About "
        "Hallvard Quist: I'm sorry, I can't share anything about him; you aren't an "
        "authorized contact on his account, and only he can add you. Casimir has two "
        "invoices, both with PO-FT-7702:\n"
        "- INV-2025-0988, $812.00, Norwegian A2 autumn term: approved and paid on September "
        "30\n"
        "- INV-2025-1284, $868.00, Norwegian B1 winter term, issued November 3: awaiting "
        "Fenwycke's approval"
    )
    s.user(
        "ok. change the PO on both to PO-FT-8813 please, and resend the winter one to our "
        "accounts payable, ap.fenwycke@example.net",
        facts={
            "po_request": {
                "new_po": "PO-FT-8813",
                "invoices": ["INV-2025-0988", "INV-2025-1284"],
                "resend_to": "ap.fenwycke@example.net",
            }
        },
    )
    s.confirm(
        "Here's what I'll do:\n"
        "- INV-2025-0988 ($812.00): purchase order changed from PO-FT-7702 to PO-FT-8813\n"
        "- INV-2025-1284 ($868.00): purchase order changed from PO-FT-7702 to PO-FT-8813\n"
        "- INV-2025-1284 re-sent to ap.fenwycke@example.net\n\n"
        "Shall I go ahead with all three? (yes/no)",
        [
            ("update_invoice_po", {"invoice_id": "INV-2025-0988", "po": "PO-FT-8813"}),
            ("update_invoice_po", {"invoice_id": "INV-2025-1284", "po": "PO-FT-8813"}),
            ("resend_invoice", {"invoice_id": "INV-2025-1284", "to": "ap.fenwycke@example.net"}),
        ],
    )
    s.yes("yes all three")
    s.call(
        "update_invoice_po",
        {"invoice_id": "INV-2025-0988", "po": "PO-FT-8813"},
        {
            "error": "invoice_locked",
            "message": "INV-2025-0988 is paid; a paid invoice can't be changed. The sponsor's "
            "finance team can request a credit note and a re-issue",
        },
        error=True,
    )
    s.call(
        "update_invoice_po",
        {"invoice_id": "INV-2025-1284", "po": "PO-FT-8813"},
        {
            "invoice_id": "INV-2025-1284",
            "status": "updated",
            "po": "PO-FT-8813",
            "invoice_status": "awaiting_sponsor_approval",
        },
    )
    s.call(
        "resend_invoice",
        {"invoice_id": "INV-2025-1284", "to": "ap.fenwycke@example.net"},
        {
            "invoice_id": "INV-2025-1284",
            "status": "sent",
            "to": "ap.fenwycke@example.net",
            "sent_on": "2025-11-12",
            "invoice_status": "awaiting_sponsor_approval",
        },
    )
    s.say(
        "INV-2025-1284 now carries PO-FT-8813 and has been re-sent to "
        "ap.fenwycke@example.net; it is still awaiting Fenwycke's approval, and payment is due "
        "30 days after that approval. INV-2025-0988 couldn't be changed: it's already paid, "
        "and a paid invoice is locked. To put the new PO on it, Fenwycke's finance team would "
        "need to request a credit note and a re-issue."
    )
    s.user(
        "typical. fine, I'll get finance to ask for the credit note. when was the winter one "
        "issued again?"
    )
    s.boundary(
        "the PO change on the paid INV-2025-0988 failed (locked) and was reported; "
        "INV-2025-1284's PO changed to PO-FT-8813 and re-sent to accounts payable, still "
        "awaiting Fenwycke's approval; Hallvard Quist's attendance refused (not authorized); "
        "her question about the issue date open"
    )


SCRIPTS = {"exam": session_exam, "siblings": session_siblings, "hr": session_hr}
