"""Session scripts, part 1: packs, testbook and latecancel.

Each script plays one invented session at the booking desk of Tolvane Driving School
(learners, learner numbers, packs, lessons, amounts and dates are made up). `s.boundary(note)`
marks where a point is frozen. The sessions take place on Thursday, September 3, 2026.
"""

from __future__ import annotations

from records import learner, payer, prices


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you've reached the booking desk at Tolvane Driving School. I can help with "
        "lesson packs and single lessons, pick-up points, mock tests, practical test requests, "
        "cancellations and refunds. How can I help today?"
    )


def session_packs(s):
    """A parent buys a pack for one of her two teenagers (not both), then books two lessons."""
    greet(s)
    s.user(
        "hi there, I'm booking lessons for my two, Bryony and Corin. it's my account, "
        "Rosalind Quaintance, PA 3107"
    )
    s.say("Thanks, Rosalind. To verify the account, please give me the phone number on file.")
    s.user("555 0142")
    s.call(
        "verify_payer",
        {"account_id": "PA-3107", "name": "Rosalind Quaintance", "phone": "555-0142"},
        payer("PA-3107"),
        facts={
            "account_id": "PA-3107",
            "payer": "Rosalind Quaintance",
            "payment_method": "Mastercard ****6021",
            "learners": {
                "LN-58204": {"name": "Bryony Quaintance", "transmission": "automatic"},
                "LN-58211": {"name": "Corin Quaintance", "transmission": "manual"},
            },
        },
    )
    s.call(
        "get_prices",
        {},
        prices(),
        facts={
            "price_list": {
                "manual_hour": 42.0,
                "automatic_hour": 46.0,
                "discount_10h_pct": 5,
                "discount_20h_pct": 10,
            }
        },
    )
    s.say(
        "You're verified. On the account I have Bryony Quaintance (LN-58204, automatic, no "
        "hours yet) and Corin Quaintance (LN-58211, manual, 6 hours so far). Lessons are "
        "£42.00 an hour in a manual car and £46.00 in an automatic. A 10-hour block is 5% off "
        "and a 20-hour block 10% off; most families with two learners take a 20-hour block "
        "each, it's the best rate per hour. What would you like for them?"
    )
    s.user(
        "bryony automatic only, not manual, she's set on it. and 10 hrs each is enough for "
        "now, not 20. corin does manual",
        facts={
            "pack_request": {
                "LN-58204": {"transmission": "automatic", "hours": 10},
                "LN-58211": {"transmission": "manual", "hours": 10},
            }
        },
    )
    s.confirm(
        "Here's the order:\n"
        "- Bryony (LN-58204): 10-hour automatic block, £460.00 less 5% = £437.00\n"
        "- Corin (LN-58211): 10-hour manual block, £420.00 less 5% = £399.00\n"
        "- Total £836.00, charged to Mastercard ****6021; each block is valid for 12 months\n\n"
        "Shall I buy both blocks? (yes/no)",
        [
            (
                "buy_lesson_pack",
                {"learner_id": "LN-58204", "transmission": "automatic", "hours": 10},
            ),
            ("buy_lesson_pack", {"learner_id": "LN-58211", "transmission": "manual", "hours": 10}),
        ],
    )
    s.no(
        "hang on, just bryony's for now. corin's away on his placement till october, he "
        "won't start before he's back. so only hers",
        facts={"pack_request": {"LN-58204": {"transmission": "automatic", "hours": 10}}},
    )
    s.confirm(
        "No problem, nothing has been bought. Here's the corrected order:\n"
        "- Bryony (LN-58204): 10-hour automatic block, £46.00 an hour, £460.00 less 5% = "
        "£437.00\n"
        "- Charged to Mastercard ****6021, valid for 12 months\n"
        "- Nothing for Corin today\n\n"
        "Shall I buy Bryony's block? (yes/no)",
        [("buy_lesson_pack", {"learner_id": "LN-58204", "transmission": "automatic", "hours": 10})],
    )
    s.yes("yes go ahead")
    s.call(
        "buy_lesson_pack",
        {"learner_id": "LN-58204", "transmission": "automatic", "hours": 10},
        {
            "pack_id": "PK-77051",
            "status": "active",
            "learner_id": "LN-58204",
            "transmission": "automatic",
            "hours": 10,
            "list_price": 460.0,
            "discount_pct": 5,
            "price": 437.0,
            "charged_to": "Mastercard ****6021",
            "valid_until": "2027-09-03",
        },
        facts={"pack_id": "PK-77051"},
    )
    s.say(
        "Done: Bryony's 10-hour automatic block PK-77051 is active. £437.00 was charged to "
        "Mastercard ****6021 and the hours are valid until September 3, 2027. Nothing was "
        "bought for Corin. Would you like me to book Bryony's first lessons? Solveig Marrack "
        "teaches in an automatic around Brindlecote."
    )
    s.user(
        "yes please. she finishes school at 3:30 so after that on weekdays. pick her up from "
        "school, not from home",
        facts={"lesson_request": {"learner_id": "LN-58204", "after": "15:30", "pickup": "school"}},
    )
    s.boundary(
        "both blocks (£836.00) rejected by her correction; Bryony's 10-hour automatic block "
        "PK-77051 (£437.00) executed and reported; nothing for Corin; the agent's 20-hour "
        "suggestion declined; she just asked for weekday lessons after school, pick-up at "
        "school, nothing proposed yet"
    )
    s.call(
        "get_instructor_availability",
        {"instructor": "Solveig Marrack", "from": "2026-09-07", "to": "2026-09-13"},
        {
            "instructor": "Solveig Marrack",
            "transmission": "automatic",
            "free_slots": [
                {"date": "2026-09-07", "start": "16:00", "end": "18:00"},
                {"date": "2026-09-09", "start": "16:00", "end": "18:00"},
                {"date": "2026-09-12", "start": "10:00", "end": "12:00"},
            ],
        },
        facts={
            "instructor_slots": {
                "Solveig Marrack": ["2026-09-07 16:00", "2026-09-09 16:00", "2026-09-12 10:00"]
            }
        },
    )
    s.confirm(
        "Solveig has two weekday slots after school next week, and one on Saturday:\n"
        "- Monday, September 7, 4:00-6:00 pm\n"
        "- Wednesday, September 9, 4:00-6:00 pm\n"
        "- (Saturday, September 12, 10:00 am-12:00 pm, if that suits too)\n\n"
        "I'd book the two weekday ones: Bryony (LN-58204), automatic, 2 hours each from "
        "PK-77051 (6 hours left after both), pick-up at Brindlecote Upper School, Coldharbour "
        "Lane. Shall I book Monday and Wednesday? (yes/no)",
        [
            (
                "book_lesson",
                {
                    "learner_id": "LN-58204",
                    "instructor": "Solveig Marrack",
                    "date": "2026-09-07",
                    "start": "16:00",
                    "hours": 2,
                    "pickup": "school",
                    "pack_id": "PK-77051",
                },
            ),
            (
                "book_lesson",
                {
                    "learner_id": "LN-58204",
                    "instructor": "Solveig Marrack",
                    "date": "2026-09-09",
                    "start": "16:00",
                    "hours": 2,
                    "pickup": "school",
                    "pack_id": "PK-77051",
                },
            ),
        ],
    )
    s.yes("yes both of those. not the saturday, she works saturdays")
    s.boundary(
        "she said yes to Bryony's Monday Sept 7 and Wednesday Sept 9 lessons (4-6 pm, pick-up "
        "at school, from PK-77051), no call yet; the Saturday slot declined; PK-77051 bought, "
        "nothing for Corin"
    )


def session_testbook(s):
    """A theory certificate checked, a mock test booked first and a practical test requested
    from the testing body, which waitlists it."""
    greet(s)
    s.user(
        "Hi, I want to book my practical test please. learner no 61730, Ffion Darrowby. I "
        "start uni on the 14th so it HAS to be before then",
        facts={"test_request": {"before": "2026-09-14"}},
    )
    s.say("Thanks, Ffion. To verify you, please give me your date of birth.")
    s.user("02/11/07")
    s.call(
        "verify_learner",
        {"learner_id": "LN-61730", "name": "Ffion Darrowby", "born": "2007-11-02"},
        learner("LN-61730"),
        facts={
            "learner_id": "LN-61730",
            "learner": "Ffion Darrowby",
            "transmission": "manual",
            "instructor": "Idris Vantongeren",
        },
    )
    s.call(
        "check_theory_certificate",
        {"learner_id": "LN-61730"},
        {
            "learner_id": "LN-61730",
            "certificate_no": "TC-8842067",
            "passed": "2026-05-19",
            "valid_until": "2028-05-19",
            "status": "valid",
        },
        facts={"theory_certificate": {"number": "TC-8842067", "valid_until": "2028-05-19"}},
    )
    s.call(
        "get_test_options",
        {"learner_id": "LN-61730", "centres": ["Brindlecote", "Wexmoor"], "before": "2026-09-14"},
        {
            "practical_slots": [
                {"centre": "Brindlecote", "date": "2026-09-10", "time": "08:50"},
                {"centre": "Wexmoor", "date": "2026-09-11", "time": "11:24"},
            ],
            "practical_note": (
                "practical test dates are decided by the NRSA: a request is confirmed or "
                "waitlisted by them; the NRSA test fee is charged only on confirmation"
            ),
            "mock_slots": [
                {"date": "2026-09-07", "time": "10:00", "instructor": "Idris Vantongeren"}
            ],
            "mock_price": 58.0,
        },
        facts={
            "test_options": {
                "Brindlecote": "2026-09-10 08:50",
                "Wexmoor": "2026-09-11 11:24",
                "mock": "2026-09-07 10:00",
                "mock_price": 58.0,
            }
        },
    )
    s.say(
        "You're verified, Ffion. Your theory certificate TC-8842067 is valid until May 19, "
        "2028, so we can request a practical test. Test dates are decided by the National Road "
        "Skills Agency (NRSA): we send the request, and they confirm it or put it on their "
        "waitlist. Before the 14th there are two slots:\n"
        "- Brindlecote, Thursday, September 10 at 8:50 am\n"
        "- Wexmoor, Friday, September 11 at 11:24 am\n"
        "Wexmoor usually confirms faster, so I'd suggest that one. I can also book a mock test "
        "with Idris on Monday, September 7 at 10:00 am, £58.00 for 90 minutes."
    )
    s.user(
        "brindlecote, not wexmoor, I've never driven round there. and the mock first please, "
        "the real one after. the 7th is fine",
        facts={
            "test_choice": {"centre": "Brindlecote", "mock": "2026-09-07", "order": "mock first"}
        },
    )
    s.confirm(
        "Here's what I'll do:\n"
        "1. Mock test with Idris Vantongeren on Monday, September 7, 2026 at 10:00 am, 90 "
        "minutes, £58.00, pick-up at home (3 Sallow Court)\n"
        "2. Request a practical test at Brindlecote on Thursday, September 10, 2026 at 8:50 am "
        "(theory certificate TC-8842067); the NRSA decides, and their fee is only charged if "
        "they confirm\n\n"
        "Shall I go ahead with both? (yes/no)",
        [
            (
                "book_mock_test",
                {
                    "learner_id": "LN-61730",
                    "date": "2026-09-07",
                    "time": "10:00",
                    "instructor": "Idris Vantongeren",
                },
            ),
            (
                "request_practical_test",
                {
                    "learner_id": "LN-61730",
                    "centre": "Brindlecote",
                    "date": "2026-09-10",
                    "time": "08:50",
                    "certificate_no": "TC-8842067",
                },
            ),
        ],
    )
    s.yes("yep do it")
    s.call(
        "book_mock_test",
        {
            "learner_id": "LN-61730",
            "date": "2026-09-07",
            "time": "10:00",
            "instructor": "Idris Vantongeren",
        },
        {
            "mock_id": "MK-20593",
            "status": "booked",
            "date": "2026-09-07",
            "time": "10:00",
            "duration_min": 90,
            "instructor": "Idris Vantongeren",
            "price": 58.0,
            "pickup": "home",
        },
        facts={"mock_id": "MK-20593"},
    )
    s.call(
        "request_practical_test",
        {
            "learner_id": "LN-61730",
            "centre": "Brindlecote",
            "date": "2026-09-10",
            "time": "08:50",
            "certificate_no": "TC-8842067",
        },
        {
            "request_id": "TR-448120",
            "status": "waitlisted",
            "decided_by": "NRSA",
            "centre": "Brindlecote",
            "date": "2026-09-10",
            "time": "08:50",
            "waitlist_position": 3,
            "decision_by": "2026-09-08",
            "message": "slot requested; the NRSA will confirm it or release it by 2026-09-08",
        },
        facts={"test_request_id": "TR-448120"},
    )
    s.boundary(
        "mock MK-20593 (Sept 7, 10:00, £58) booked and the Brindlecote test request TR-448120 "
        "(Sept 10, 8:50) sent, waitlisted by the NRSA (position 3, decision by Sept 8), both "
        "executed, not reported yet; Wexmoor suggested and declined"
    )
    s.say(
        "All set on our side. Your mock test MK-20593 is booked for Monday, September 7 at "
        "10:00 am with Idris (£58.00). The practical test request TR-448120 for Brindlecote on "
        "Thursday, September 10 at 8:50 am went to the NRSA, and they've put it on their "
        "waitlist at position 3, so it isn't confirmed yet; they'll confirm or release it by "
        "Tuesday, September 8. Two things I can do now: send a backup request for the Wexmoor "
        "slot on the 11th, and hire our car for test day (£95.00, with a 1-hour warm-up "
        "lesson before the test)."
    )
    s.user(
        "no backup at wexmoor, I meant it. and don't book the car till they actually confirm",
        facts={"car_hire": {"book": "only after the NRSA confirms"}},
    )
    s.say(
        "Understood: no Wexmoor request, and no car hire for now. I've noted on your file to "
        "book the test-day car (£95.00) once the NRSA confirms TR-448120, and we'll call you "
        "on 555-0163 as soon as we hear."
    )
    s.boundary(
        "MK-20593 and TR-448120 (waitlisted, position 3, NRSA decision by Sept 8) reported; "
        "the Wexmoor backup and the £95 car hire offered and declined (the car only after "
        "confirmation)"
    )


def session_latecancel(s):
    """A lesson cancelled inside 48 hours: the fee charged, a waiver sent to the manager; the
    other lesson kept."""
    greet(s)
    s.user(
        "hiya I need to cancel tomorrow's lesson, tested positive for covid this morning. LN47316"
    )
    s.say("Sorry to hear that. To verify you, please give me your name and postcode.")
    s.user("Kasimir Dunleavy, wx3 9tr")
    s.call(
        "verify_learner",
        {"learner_id": "LN-47316", "name": "Kasimir Dunleavy", "postcode": "WX3 9TR"},
        learner("LN-47316"),
        facts={
            "learner_id": "LN-47316",
            "learner": "Kasimir Dunleavy",
            "transmission": "manual",
            "instructor": "Tamsin Ockwell",
            "payment_method": "Visa ****3318",
        },
    )
    s.call(
        "get_lessons",
        {"learner_id": "LN-47316"},
        {
            "lessons": [
                {
                    "lesson_id": "LS-310482",
                    "date": "2026-09-04",
                    "start": "09:00",
                    "end": "11:00",
                    "instructor": "Tamsin Ockwell",
                    "price": 84.0,
                    "pack_id": "PK-69013",
                },
                {
                    "lesson_id": "LS-310519",
                    "date": "2026-09-07",
                    "start": "17:00",
                    "end": "19:00",
                    "instructor": "Tamsin Ockwell",
                    "price": 84.0,
                    "pack_id": "PK-69013",
                },
            ],
            "pack": {"pack_id": "PK-69013", "hours_left": 8},
            "cancellation_policy": (
                "cancellations less than 48 hours before the lesson are charged the lesson "
                "price to the card on file; the hours go back to the pack; only the school's "
                "manager can waive the fee"
            ),
        },
        facts={
            "lessons": {
                "LS-310482": "2026-09-04 09:00-11:00",
                "LS-310519": "2026-09-07 17:00-19:00",
            },
            "cancellation_policy": {"inside_hours": 48, "fee": 84.0, "waived_by": "manager"},
        },
    )
    s.say(
        "Thanks, Kasimir. Tomorrow's lesson is LS-310482, Friday, September 4, 9:00-11:00 am "
        "with Tamsin Ockwell. It's less than 48 hours away, so cancelling it means a late fee "
        "of the lesson price, £84.00, charged to Visa ****3318 (the 2 hours go back into "
        "PK-69013). Only our manager, Margery Pendleford, can waive that fee; I can send her a "
        "waiver request with your reason. Your other lesson, LS-310519 on Monday, September 7 "
        "at 5:00 pm, isn't affected. If you'd rather, I could move tomorrow's lesson to a "
        "later date instead of cancelling it."
    )
    s.user(
        "no just cancel it, I don't want to move it. keep monday's, I'll be fine by then. and "
        "yes ask her to waive it, I've got a photo of the positive test",
        facts={"cancel_request": {"cancel": "LS-310482", "keep": "LS-310519", "waiver": True}},
    )
    s.confirm(
        "Here's what I'll do:\n"
        "1. Cancel LS-310482 (Friday, September 4, 9:00-11:00 am): the £84.00 late fee is "
        "charged to Visa ****3318 and the 2 hours go back into PK-69013\n"
        "2. Send a waiver request for the £84.00 to Margery Pendleford, reason: illness "
        "(COVID-19, positive test photo). If she waives it, the £84.00 is refunded\n"
        "- LS-310519 on Monday, September 7 stays booked\n\n"
        "Shall I go ahead? (yes/no)",
        [
            ("cancel_lesson", {"lesson_id": "LS-310482", "reason": "illness"}),
            (
                "request_fee_waiver",
                {
                    "lesson_id": "LS-310482",
                    "amount": 84.0,
                    "reason": "illness (COVID-19), positive test photo",
                },
            ),
        ],
    )
    s.yes("yes")
    s.call(
        "cancel_lesson",
        {"lesson_id": "LS-310482", "reason": "illness"},
        {
            "lesson_id": "LS-310482",
            "status": "cancelled",
            "late_cancellation": True,
            "fee": 84.0,
            "fee_status": "charged",
            "charged_to": "Visa ****3318",
            "hours_returned": 2,
            "pack_id": "PK-69013",
            "pack_hours_left": 10,
        },
    )
    s.call(
        "request_fee_waiver",
        {
            "lesson_id": "LS-310482",
            "amount": 84.0,
            "reason": "illness (COVID-19), positive test photo",
        },
        {
            "waiver_id": "WV-5127",
            "status": "under_review",
            "decided_by": "Margery Pendleford (school manager)",
            "amount": 84.0,
            "decision_by": "2026-09-08",
            "evidence": "upload link sent to the learner's email",
        },
        facts={"waiver_id": "WV-5127"},
    )
    s.say(
        "Done. LS-310482 is cancelled and the 2 hours are back in PK-69013, which now has 10 "
        "hours. The £84.00 late fee has been charged to Visa ****3318. Your waiver request "
        "WV-5127 is with Margery Pendleford; she'll decide by Tuesday, September 8, and if "
        "she waives it the £84.00 comes back to your card. We've emailed you a link to upload "
        "the photo. Monday's lesson LS-310519 is still on."
    )
    s.user("ok thanks. will she definitely waive it tho?")
    s.boundary(
        "LS-310482 cancelled (fee £84 charged, 2 hours back, PK-69013 at 10 hours) and waiver "
        "WV-5127 sent to the manager (under review, decision by Sept 8), both executed and "
        "reported; LS-310519 kept; moving the lesson offered and declined; his question about "
        "the waiver open"
    )


SCRIPTS = {"packs": session_packs, "testbook": session_testbook, "latecancel": session_latecancel}
