"""Session scripts, part 3: intensive, budget and pickup.

Each script plays one invented session at the booking desk of Tolvane Driving School
(learners, learner numbers, packs, lessons, amounts and dates are made up). `s.boundary(note)`
marks where a point is frozen. The sessions take place on Thursday, September 3, 2026.
"""

from __future__ import annotations

from records import learner, prices
from sessions_a import greet


def session_intensive(s):
    """An intensive course for the week of the 21st, approved and not yet booked."""
    greet(s)
    s.user(
        "Hi, looking at one of your intensive courses, automatic. Emrys Faulconer, learner "
        "63387. it can only be the week of the 21st, not the 14th, I'm at my brother's "
        "wedding that week",
        facts={"course_request": {"week": "2026-09-21", "not_week": "2026-09-14"}},
    )
    s.say("Happy to help, Emrys. To verify you, please give me the email on your file.")
    s.user("emrys.f@example.com")
    s.call(
        "verify_learner",
        {"learner_id": "LN-63387", "name": "Emrys Faulconer", "email": "emrys.f@example.com"},
        learner("LN-63387"),
        facts={
            "learner_id": "LN-63387",
            "learner": "Emrys Faulconer",
            "transmission": "automatic",
            "payment_method": "Mastercard ****5530",
        },
    )
    s.call(
        "get_intensive_courses",
        {"transmission": "automatic", "area": "Fallowby", "from": "2026-09-14"},
        {
            "courses": [
                {
                    "course": "5-day, 20 hours",
                    "start": "2026-09-14",
                    "end": "2026-09-18",
                    "price": 880.0,
                },
                {
                    "course": "5-day, 20 hours",
                    "start": "2026-09-21",
                    "end": "2026-09-25",
                    "price": 880.0,
                },
                {
                    "course": "10-day, 30 hours",
                    "start": "2026-09-21",
                    "end": "2026-10-02",
                    "price": 1290.0,
                },
            ],
            "instructor": "Anneliese Coverack",
            "daily_hours": "09:00-13:00",
            "deposit": 200.0,
            "balance_due": "the Friday before the course starts",
        },
        facts={
            "intensive_courses": {
                "20h_2026-09-21": 880.0,
                "30h_2026-09-21": 1290.0,
                "deposit": 200.0,
            }
        },
    )
    s.say(
        "Thanks, Emrys. In an automatic around Fallowby, with Anneliese Coverack, 9:00 am to "
        "1:00 pm each day, the week of the 21st has:\n"
        "- a 5-day, 20-hour course, Monday September 21 to Friday September 25, £880.00\n"
        "- a 10-day, 30-hour course, September 21 to October 2, £1,290.00\n"
        "A £200.00 deposit is taken when you book, and the balance is due the Friday before the "
        "course. With no hours on our records I'd recommend the 30-hour course, and I can "
        "request a practical test for the end of it and hire you our car for the day (£95.00)."
    )
    s.user(
        "the 20 hour one. I had lessons with another school last year so I'm not starting "
        "from zero. no test stuff, I'll book that myself later. and pick me up from the depot "
        "where I work, not from home",
        facts={
            "course_choice": {
                "course": "5-day, 20 hours",
                "start": "2026-09-21",
                "pickup": "work",
                "test": "none",
            }
        },
    )
    s.confirm(
        "Here's the booking:\n"
        "- 5-day, 20-hour automatic intensive course with Anneliese Coverack, Monday, "
        "September 21 to Friday, September 25, 2026, 9:00 am-1:00 pm daily\n"
        "- Pick-up each day at Fallowby Timber Depot, Millrace Way\n"
        "- £880.00 in total: £200.00 deposit today to Mastercard ****5530, balance of £680.00 "
        "due Friday, September 18\n"
        "- No test request and no car hire\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_intensive_course",
                {
                    "learner_id": "LN-63387",
                    "course": "5-day, 20 hours",
                    "start": "2026-09-21",
                    "end": "2026-09-25",
                    "pickup": "work",
                    "deposit": 200.0,
                },
            )
        ],
    )
    s.yes("yes book it")
    s.boundary(
        "he said yes to the 20-hour course Sept 21-25 (£880, £200 deposit, £680 due Sept 18, "
        "pick-up at the depot), no call yet; the 30-hour course, the test request and the car "
        "hire suggested and declined"
    )


def session_budget(s):
    """A 10-hour manual block within a £400 budget; the first lesson's booking fails."""
    greet(s)
    s.user(
        "hi I want to start driving lessons. no more than £400 all in, that's my budget. I "
        "registered online, LN-64019, Lowenna Trask",
        facts={"budget": {"max_total": 400.0}},
    )
    s.say("Welcome, Lowenna. To verify you, please give me the phone number you registered.")
    s.user("555 0131")
    s.call(
        "verify_learner",
        {"learner_id": "LN-64019", "name": "Lowenna Trask", "phone": "555-0131"},
        learner("LN-64019"),
        facts={
            "learner_id": "LN-64019",
            "learner": "Lowenna Trask",
            "transmission": "manual",
            "payment_method": "Visa debit ****8862",
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
                "manual_10h": 399.0,
                "automatic_10h": 437.0,
            }
        },
    )
    s.say(
        "You're verified. Lessons are £42.00 an hour in a manual and £46.00 in an automatic; a "
        "10-hour block is 5% off, so £399.00 for manual or £437.00 for automatic, valid for 12 "
        "months. A lot of new drivers find automatic quicker to pass in, so you might consider "
        "the automatic block."
    )
    s.user(
        "manual's fine, the 399 one. 437 is over my budget. can you pick me up from work? "
        "the garden centre on the bypass",
        facts={"pack_request": {"transmission": "manual", "hours": 10, "pickup": "work"}},
    )
    s.confirm(
        "Here's the order:\n"
        "- 10-hour manual block for Lowenna Trask (LN-64019): £420.00 less 5% = £399.00\n"
        "- Charged to Visa debit ****8862, valid for 12 months, no other charges\n"
        "- Lessons with Perrin Galloway, pick-up at Greenhythe Garden Centre\n\n"
        "Shall I buy it? (yes/no)",
        [("buy_lesson_pack", {"learner_id": "LN-64019", "transmission": "manual", "hours": 10})],
    )
    s.yes("yes")
    s.call(
        "buy_lesson_pack",
        {"learner_id": "LN-64019", "transmission": "manual", "hours": 10},
        {
            "pack_id": "PK-78342",
            "status": "active",
            "learner_id": "LN-64019",
            "transmission": "manual",
            "hours": 10,
            "list_price": 420.0,
            "discount_pct": 5,
            "price": 399.0,
            "charged_to": "Visa debit ****8862",
            "valid_until": "2027-09-03",
        },
        facts={"pack_id": "PK-78342"},
    )
    s.confirm(
        "Done: block PK-78342 is active, £399.00 charged to Visa debit ****8862, valid until "
        "September 3, 2027. Perrin has a first lesson free next Wednesday:\n"
        "- Wednesday, September 9, 2026, 5:30-7:30 pm with Perrin Galloway (manual)\n"
        "- 2 hours from PK-78342, pick-up at Greenhythe Garden Centre\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_lesson",
                {
                    "learner_id": "LN-64019",
                    "instructor": "Perrin Galloway",
                    "date": "2026-09-09",
                    "start": "17:30",
                    "hours": 2,
                    "pickup": "work",
                    "pack_id": "PK-78342",
                },
            )
        ],
    )
    s.yes(
        "yes. and no motorway lessons yet please, not till I'm way more confident",
        facts={"lesson_preferences": {"no_motorway": True}},
    )
    s.call(
        "book_lesson",
        {
            "learner_id": "LN-64019",
            "instructor": "Perrin Galloway",
            "date": "2026-09-09",
            "start": "17:30",
            "hours": 2,
            "pickup": "work",
            "pack_id": "PK-78342",
        },
        {
            "error": "instructor_unavailable",
            "message": (
                "Perrin Galloway is on leave on 2026-09-09; the slot was shown in error. No "
                "hours were taken from PK-78342"
            ),
        },
        error=True,
    )
    s.say(
        "I'm sorry, Lowenna: the lesson didn't book. Perrin is on leave on Wednesday the 9th "
        "and the slot was shown in error, so nothing is booked and PK-78342 still has all 10 "
        "hours. I've noted no motorway lessons for now on your file. His next free slot is "
        "Friday, September 11, 5:30-7:30 pm; shall I book that instead?"
    )
    s.user("let me check my shifts first and I'll ring back")
    s.boundary(
        "PK-78342 (10-hour manual, £399) bought and reported; the Sept 9 lesson failed "
        "(Perrin on leave) and reported, 10 hours left; Friday Sept 11 offered, she'll ring "
        "back; the automatic block suggested and declined (over her £400 budget)"
    )


def session_pickup(s):
    """The pick-up point of one of two lessons changed to work; the other stays at home."""
    greet(s)
    s.user(
        "can you change the pickup for my lesson on tuesday to my work please? the fire "
        "station on hallam st. LN55620"
    )
    s.say("Sure. To verify you, please give me your name and the email on file.")
    s.user("Dagny Whitcombe, dagny.w@example.net")
    s.call(
        "verify_learner",
        {"learner_id": "LN-55620", "name": "Dagny Whitcombe", "email": "dagny.w@example.net"},
        learner("LN-55620"),
        facts={
            "learner_id": "LN-55620",
            "learner": "Dagny Whitcombe",
            "transmission": "manual",
            "instructor": "Idris Vantongeren",
        },
    )
    s.call(
        "get_lessons",
        {"learner_id": "LN-55620"},
        {
            "lessons": [
                {
                    "lesson_id": "LS-312040",
                    "date": "2026-09-08",
                    "start": "18:00",
                    "end": "20:00",
                    "instructor": "Idris Vantongeren",
                    "pickup": "home",
                    "pack_id": "PK-70455",
                },
                {
                    "lesson_id": "LS-312077",
                    "date": "2026-09-10",
                    "start": "18:00",
                    "end": "20:00",
                    "instructor": "Idris Vantongeren",
                    "pickup": "home",
                    "pack_id": "PK-70455",
                },
            ],
            "pack": {"pack_id": "PK-70455", "hours_left": 6},
            "pickup_policy": "changes inside Brindlecote are free up to 24 hours before",
        },
        facts={
            "lessons": {
                "LS-312040": "2026-09-08 18:00-20:00 home",
                "LS-312077": "2026-09-10 18:00-20:00 home",
            }
        },
    )
    s.say(
        "Thanks, Dagny. You have two lessons with Idris next week, both 6:00-8:00 pm with "
        "pick-up at home (88 Rushmere Avenue): LS-312040 on Tuesday, September 8 and LS-312077 "
        "on Thursday, September 10. Changing the pick-up to Brindlecote Fire Station, Hallam "
        "Street is free. Shall I change Thursday's as well while I'm at it?"
    )
    s.user(
        "just tuesday's. thursday I'm off so from home like normal",
        facts={"pickup_request": {"change": "LS-312040", "to": "work", "keep": "LS-312077"}},
    )
    s.confirm(
        "Here's the change:\n"
        "- LS-312040, Tuesday, September 8, 6:00-8:00 pm with Idris: pick-up moves from home "
        "to Brindlecote Fire Station, Hallam Street\n"
        "- No charge; time and instructor unchanged\n"
        "- LS-312077 on Thursday, September 10 stays with pick-up at home\n\n"
        "Shall I make the change? (yes/no)",
        [("change_pickup", {"lesson_id": "LS-312040", "pickup": "work"})],
    )
    s.yes("yes thanks")
    s.call(
        "change_pickup",
        {"lesson_id": "LS-312040", "pickup": "work"},
        {
            "lesson_id": "LS-312040",
            "status": "updated",
            "date": "2026-09-08",
            "start": "18:00",
            "pickup": "Brindlecote Fire Station, Hallam Street, Brindlecote BC1 2FX",
            "charge": 0.0,
        },
    )
    s.boundary(
        "the pick-up of LS-312040 (Tue Sept 8, 6 pm) changed to the fire station, executed, "
        "not reported yet; LS-312077 (Thu Sept 10) kept at home, the agent's offer to change "
        "it too declined"
    )


SCRIPTS = {"intensive": session_intensive, "budget": session_budget, "pickup": session_pickup}
