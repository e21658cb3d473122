"""Session scripts, part 2: swap, refund and insurance.

Each script plays one invented session at the booking desk of Tolvane Driving School
(learners, learner numbers, packs, lessons, amounts and dates are made up). `s.boundary(note)`
marks where a point is frozen. The sessions take place on Thursday, September 3, 2026.
"""

from __future__ import annotations

from records import learner
from sessions_a import greet


def session_swap(s):
    """An extra Saturday lesson that fails (slot taken), then a slot swap the instructor
    decides."""
    greet(s)
    s.user(
        "hi can I get an extra lesson this saturday? and move next tuesday's to thursday if "
        "thats possible. LN 52908"
    )
    s.say("Of course. To verify you, please give me your name and the phone number on file.")
    s.user("Yusra Pennicott, 555-0127")
    s.call(
        "verify_learner",
        {"learner_id": "LN-52908", "name": "Yusra Pennicott", "phone": "555-0127"},
        learner("LN-52908"),
        facts={
            "learner_id": "LN-52908",
            "learner": "Yusra Pennicott",
            "transmission": "automatic",
            "instructor": "Benedek Harrowby",
        },
    )
    s.call(
        "get_lessons",
        {"learner_id": "LN-52908"},
        {
            "lessons": [
                {
                    "lesson_id": "LS-311204",
                    "date": "2026-09-08",
                    "start": "18:00",
                    "end": "19:00",
                    "instructor": "Benedek Harrowby",
                    "pickup": "work",
                    "pack_id": "PK-71866",
                }
            ],
            "pack": {"pack_id": "PK-71866", "transmission": "automatic", "hours_left": 5},
        },
        facts={
            "lessons": {"LS-311204": "2026-09-08 18:00-19:00"},
            "pack": {"pack_id": "PK-71866", "hours_left": 5},
        },
    )
    s.call(
        "get_instructor_availability",
        {"instructor": "Benedek Harrowby", "from": "2026-09-05", "to": "2026-09-10"},
        {
            "instructor": "Benedek Harrowby",
            "transmission": "automatic",
            "free_slots": [
                {"date": "2026-09-05", "start": "11:00", "end": "13:00"},
                {"date": "2026-09-06", "start": "10:00", "end": "12:00"},
            ],
            "thursday_evenings": (
                "outside his set hours: a swap to Thursday 2026-09-10 18:00 needs his "
                "acceptance (slot swap request); evening supplement £4.00 per hour if accepted"
            ),
        },
        facts={"instructor_slots": {"Benedek Harrowby": ["2026-09-05 11:00", "2026-09-06 10:00"]}},
    )
    s.say(
        "Thanks, Yusra. Benedek has Saturday, September 5 free from 11:00 am to 1:00 pm. Your "
        "pack PK-71866 has 5 hours left; with your test coming up I'd suggest taking the full "
        "2 hours, and he could take you onto the motorway for the first time. Your Tuesday "
        "lesson is LS-311204, September 8, 6:00-7:00 pm, pick-up at work. Thursday evenings "
        "are outside Benedek's set hours, so moving it to Thursday, September 10 at 6:00 pm "
        "needs his acceptance: I can send him a swap request after we sort Saturday."
    )
    s.user(
        "just 1 hour on saturday, 11 to 12, I'm saving my hours for before the test. and no "
        "motorway yet, I'm not ready for that. pick me up from home on saturday",
        facts={
            "lesson_request": {
                "date": "2026-09-05",
                "start": "11:00",
                "hours": 1,
                "pickup": "home",
                "no_motorway": True,
            }
        },
    )
    s.confirm(
        "Here's the Saturday lesson:\n"
        "- Saturday, September 5, 2026, 11:00 am-12:00 pm with Benedek Harrowby (automatic)\n"
        "- 1 hour from PK-71866 (4 hours left after it)\n"
        "- Pick-up at home, 9 Tenterhook Lane; town and dual carriageway driving, no motorway\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_lesson",
                {
                    "learner_id": "LN-52908",
                    "instructor": "Benedek Harrowby",
                    "date": "2026-09-05",
                    "start": "11:00",
                    "hours": 1,
                    "pickup": "home",
                    "pack_id": "PK-71866",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "book_lesson",
        {
            "learner_id": "LN-52908",
            "instructor": "Benedek Harrowby",
            "date": "2026-09-05",
            "start": "11:00",
            "hours": 1,
            "pickup": "home",
            "pack_id": "PK-71866",
        },
        {
            "error": "slot_unavailable",
            "message": (
                "Benedek Harrowby's 2026-09-05 11:00 slot was booked by another learner at "
                "10:42; no hours were taken from PK-71866"
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed Saturday Sept 5 11:00 lesson (1 hour) failed, slot taken, not reported "
        "yet; PK-71866 still at 5 hours; the 2-hour and motorway suggestions declined; the "
        "Tuesday-to-Thursday move asked for, not proposed yet"
    )
    s.say(
        "I'm sorry, Yusra: the booking didn't go through. Another learner took Benedek's "
        "Saturday 11:00 slot a few minutes ago, so nothing is booked for Saturday and no hours "
        "were used; PK-71866 still has 5 hours. He's free on Sunday, September 6 from 10:00 "
        "am, if you'd like that instead."
    )
    s.user("no, not sundays, that's family day. just do the thursday thing")
    s.confirm(
        "Understood, no Sunday lesson. Here's the swap request:\n"
        "- Move LS-311204 from Tuesday, September 8, 6:00-7:00 pm to Thursday, September 10, "
        "6:00-7:00 pm, pick-up at work as now\n"
        "- Benedek decides, as Thursday evening is outside his set hours; until he accepts, "
        "Tuesday stays booked\n"
        "- If he accepts, there's a £4.00 evening supplement\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_slot_swap",
                {
                    "lesson_id": "LS-311204",
                    "new_date": "2026-09-10",
                    "new_start": "18:00",
                    "instructor": "Benedek Harrowby",
                },
            )
        ],
    )
    s.yes("yes send it")
    s.call(
        "request_slot_swap",
        {
            "lesson_id": "LS-311204",
            "new_date": "2026-09-10",
            "new_start": "18:00",
            "instructor": "Benedek Harrowby",
        },
        {
            "swap_id": "SW-9016",
            "status": "awaiting_instructor",
            "decided_by": "Benedek Harrowby",
            "lesson_id": "LS-311204",
            "from": "2026-09-08T18:00",
            "to": "2026-09-10T18:00",
            "respond_by": "2026-09-06",
            "supplement_if_accepted": 4.0,
        },
        facts={"swap_id": "SW-9016"},
    )
    s.say(
        "Sent: swap request SW-9016 is with Benedek. He'll answer by Sunday, September 6. "
        "Until he accepts, your lesson stays on Tuesday, September 8 at 6:00 pm; if he "
        "accepts, it moves to Thursday, September 10 at 6:00 pm with a £4.00 evening "
        "supplement. We'll text you either way."
    )
    s.boundary(
        "the Saturday failure reported (nothing booked, PK-71866 at 5 hours); Sunday offered "
        "and declined; swap SW-9016 (Tue Sept 8 to Thu Sept 10, 6 pm) sent and reported, "
        "awaiting Benedek's acceptance, Tuesday still booked"
    )


def session_refund(s):
    """A refund of unused hours: the expired pack refused, credit corrected to card, the
    request decided by the manager."""
    greet(s)
    s.user(
        "Hello, I'm moving abroad next month so can I get my money back for the lessons I "
        "haven't used? Hollis Brennock"
    )
    s.say("Sorry to see you go, Hollis. Please give me your learner number and your email.")
    s.user("39455, h.brennock@example.net")
    s.call(
        "verify_learner",
        {"learner_id": "LN-39455", "name": "Hollis Brennock", "email": "h.brennock@example.net"},
        learner("LN-39455"),
        facts={
            "learner_id": "LN-39455",
            "learner": "Hollis Brennock",
            "transmission": "manual",
            "payment_method": "Visa ****7409",
        },
    )
    s.call(
        "get_packs",
        {"learner_id": "LN-39455"},
        {
            "packs": [
                {
                    "pack_id": "PK-52210",
                    "transmission": "manual",
                    "hours": 20,
                    "hours_left": 5,
                    "price": 756.0,
                    "bought": "2025-06-14",
                    "valid_until": "2026-06-14",
                    "status": "expired",
                },
                {
                    "pack_id": "PK-66318",
                    "transmission": "manual",
                    "hours": 10,
                    "hours_left": 7,
                    "price": 399.0,
                    "bought": "2026-05-02",
                    "valid_until": "2027-05-02",
                    "status": "active",
                },
            ]
        },
        facts={
            "packs": {
                "PK-52210": {"hours_left": 5, "status": "expired"},
                "PK-66318": {"hours_left": 7, "status": "active"},
            }
        },
    )
    s.call(
        "get_refund_policy",
        {},
        {
            "refundable": "unused hours of a pack that is still valid",
            "rate": "the pack's own hourly rate (price / hours)",
            "admin_fee": 15.0,
            "expired_packs": "not refundable",
            "decided_by": "the school's manager, within 5 working days",
            "paid_to": "credit on the learner's account by default, or the original card on "
            "request",
            "alternative": "unused hours can be transferred to another learner, no fee",
        },
        facts={"refund_policy": {"admin_fee": 15.0, "decided_by": "manager"}},
    )
    s.say(
        "Thanks, Hollis. You have two packs:\n"
        "- PK-66318, 10-hour manual block bought May 2, 2026 (£399.00), 7 hours unused, valid "
        "until May 2, 2027\n"
        "- PK-52210, 20-hour manual block bought June 14, 2025, 5 hours unused, expired on "
        "June 14, 2026\n"
        "Unused hours of a valid pack are refunded at the pack's rate, £39.90 an hour for "
        "PK-66318, less a £15.00 admin fee: 7 × £39.90 = £279.30, less £15.00 = £264.30. Our "
        "manager, Margery Pendleford, decides refunds within 5 working days. Before you "
        "decide: you could also transfer the 7 hours to a friend or relative learning with "
        "us, with no fee."
    )
    s.user("no transfer, there's nobody to give them to. can't you refund the old 5 hours as well?")
    s.confirm(
        "I'm sorry, I can't: PK-52210 expired on June 14, 2026, and expired hours can't be "
        "refunded. Here's the refund request for PK-66318:\n"
        "- 7 unused hours × £39.90 = £279.30, less the £15.00 admin fee = £264.30\n"
        "- Paid as credit on your Tolvane account (our default)\n"
        "- Decided by Margery Pendleford within 5 working days\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_hours_refund",
                {
                    "learner_id": "LN-39455",
                    "pack_id": "PK-66318",
                    "hours": 7,
                    "amount": 264.3,
                    "refund_to": "account credit",
                },
            )
        ],
    )
    s.no(
        "to my card please, NOT credit on the account. I'm leaving the country, what would I "
        "do with credit",
        facts={"refund_request": {"pack_id": "PK-66318", "refund_to": "card"}},
    )
    s.confirm(
        "Of course, nothing has been sent. Here's the corrected request:\n"
        "- PK-66318: 7 unused hours × £39.90 = £279.30, less £15.00 = £264.30\n"
        "- Paid back to Visa ****7409\n"
        "- Decided by Margery Pendleford within 5 working days\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_hours_refund",
                {
                    "learner_id": "LN-39455",
                    "pack_id": "PK-66318",
                    "hours": 7,
                    "amount": 264.3,
                    "refund_to": "Visa ****7409",
                },
            )
        ],
    )
    s.yes("yes send it")
    s.call(
        "request_hours_refund",
        {
            "learner_id": "LN-39455",
            "pack_id": "PK-66318",
            "hours": 7,
            "amount": 264.3,
            "refund_to": "Visa ****7409",
        },
        {
            "refund_request_id": "RR-20776",
            "status": "pending_manager_approval",
            "decided_by": "Margery Pendleford (school manager)",
            "pack_id": "PK-66318",
            "hours": 7,
            "amount": 264.3,
            "refund_to": "Visa ****7409",
            "decision_by": "2026-09-10",
            "hours_on_hold": 7,
        },
        facts={"refund_request_id": "RR-20776"},
    )
    s.say(
        "Sent: refund request RR-20776 for £264.30 to Visa ****7409 is waiting for Margery "
        "Pendleford's approval; she'll decide by Thursday, September 10. The 7 hours of "
        "PK-66318 are on hold until then. If she approves, the refund usually reaches your "
        "card within 3-5 days after her decision."
    )
    s.user("ok thanks, hope she says yes")
    s.boundary(
        "the credit refund rejected by his correction (card, not credit); RR-20776 (£264.30 to "
        "Visa ****7409, PK-66318's 7 hours) sent and reported, pending the manager's approval "
        "by Sept 10; PK-52210's 5 expired hours refused; the transfer offered and declined"
    )


def session_insurance(s):
    """A scraped mirror claimed with the school's insurer; a free make-up lesson proposed and
    left pending by the learner's question."""
    greet(s)
    s.user(
        "hi, on tuesday's lesson I scraped the wing mirror on a bollard when I was reversing. "
        "Idris said to ring about the insurance. do I have to pay anything?? LN 60142"
    )
    s.say("Don't worry, we'll sort it out. To verify you, please give me your name and phone.")
    s.user("saoirse lindfield, 555 0158")
    s.call(
        "verify_learner",
        {"learner_id": "LN-60142", "name": "Saoirse Lindfield", "phone": "555-0158"},
        learner("LN-60142"),
        facts={
            "learner_id": "LN-60142",
            "learner": "Saoirse Lindfield",
            "transmission": "manual",
            "instructor": "Idris Vantongeren",
        },
    )
    s.call(
        "get_incident",
        {"learner_id": "LN-60142", "date": "2026-09-01"},
        {
            "incident_id": "INC-3391",
            "date": "2026-09-01",
            "lesson_id": "LS-309877",
            "car": "Tolvane car 7 (manual, reg. TV24 KXQ)",
            "damage": "nearside mirror housing and glass scraped",
            "repair_estimate": 340.0,
            "insurer": "Larchfield Mutual",
            "excess": 250.0,
            "lesson_cut_short_min": 40,
            "reported_by": "Idris Vantongeren",
            "policy": (
                "learners are not charged for damage during a lesson; the school claims with "
                "its insurer, who decides the claim and pays above the excess"
            ),
        },
        facts={
            "incident": {
                "incident_id": "INC-3391",
                "date": "2026-09-01",
                "repair_estimate": 340.0,
                "excess": 250.0,
                "insurer": "Larchfield Mutual",
            }
        },
    )
    s.confirm(
        "Thanks, Saoirse. You don't have to pay anything: we never charge learners for damage "
        "during a lesson. Idris reported it as incident INC-3391 (Tuesday, September 1, Tolvane "
        "car 7), with a repair estimate of £340.00 for the mirror. Our insurer, Larchfield "
        "Mutual, decides whether they cover it; our excess is £250.00, which the school pays. "
        "Here's the claim I'll file:\n"
        "- Incident INC-3391, nearside mirror, estimate £340.00\n"
        "- Filed with Larchfield Mutual, who decide the claim\n\n"
        "Shall I file it? (yes/no)",
        [
            (
                "file_insurance_claim",
                {"incident_id": "INC-3391", "insurer": "Larchfield Mutual", "estimate": 340.0},
            )
        ],
    )
    s.yes("yes ok, thank god. yes file it")
    s.call(
        "file_insurance_claim",
        {"incident_id": "INC-3391", "insurer": "Larchfield Mutual", "estimate": 340.0},
        {
            "claim_id": "LM-77410",
            "status": "submitted",
            "decided_by": "Larchfield Mutual",
            "incident_id": "INC-3391",
            "estimate": 340.0,
            "assessor_contact": "within 10 working days",
            "learner_liability": 0.0,
        },
        facts={"claim_id": "LM-77410"},
    )
    s.confirm(
        "Filed: claim LM-77410 is with Larchfield Mutual, who will decide it; an assessor "
        "will be in touch with us within 10 working days. Nothing is charged to you whatever "
        "they decide. Your lesson on Tuesday was also cut short by 40 minutes, so I'd like to "
        "give you a free make-up lesson:\n"
        "- Tuesday, September 8, 2026, 4:00-5:00 pm with Idris Vantongeren\n"
        "- Free of charge, pick-up at home; I'd suggest we spend it on reversing manoeuvres\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_lesson",
                {
                    "learner_id": "LN-60142",
                    "instructor": "Idris Vantongeren",
                    "date": "2026-09-08",
                    "start": "16:00",
                    "hours": 1,
                    "pickup": "home",
                    "price": 0.0,
                },
            )
        ],
    )
    s.user(
        "will it be the same car? I don't really want to drive that one again till the mirror "
        "is fixed"
    )
    s.boundary(
        "claim LM-77410 (INC-3391, estimate £340, excess £250 paid by the school) filed and "
        "reported, decided by Larchfield Mutual; the free make-up lesson (Tue Sept 8, 4 pm) "
        "proposed, pending: her question about the car not answered"
    )


SCRIPTS = {"swap": session_swap, "refund": session_refund, "insurance": session_insurance}
