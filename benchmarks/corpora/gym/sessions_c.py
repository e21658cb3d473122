"""Session scripts, part 3: classes, refund and plan.

Each script plays one invented session at the member desk of Ironvale Fitness (members, member
ids, clubs, packages, amounts and dates are made up). `s.boundary(note)` marks where a point is
frozen.
"""

from __future__ import annotations

from records import plan, verified
from sessions_a import greet


def session_classes(s):
    """A full spin class: the waitlist for the 6 pm, not the 7:15; one of two bookings cancelled."""
    greet(s)
    s.user("hi can you get me into spin on thursday evening at carrow hill? the app says it's full")
    s.say("Let me check. Please give me your name, member number and phone number first.")
    s.user("Ines Marchetti IV-4471203, ph 555-0119")
    s.call(
        "verify_member",
        {"member_id": "IV-4471203", "name": "Ines Marchetti", "phone": "+1 360-555-0119"},
        verified("IV-4471203"),
        facts={
            "member_id": "IV-4471203",
            "member": "Ines Marchetti",
            "plan": "Flex",
            "home_club": "Carrow Hill",
            "payment_method": "Mastercard ****8840",
        },
    )
    s.call(
        "get_class_schedule",
        {"club": "Carrow Hill", "date": "2025-11-06", "class_name": "Spin 45"},
        {
            "club": "Carrow Hill",
            "date": "2025-11-06",
            "classes": [
                {
                    "class_id": "CL-8812",
                    "name": "Spin 45",
                    "start": "18:00",
                    "instructor": "Dara Quill",
                    "capacity": 24,
                    "booked": 24,
                    "waitlist": 2,
                },
                {
                    "class_id": "CL-8819",
                    "name": "Spin 45",
                    "start": "19:15",
                    "instructor": "Dara Quill",
                    "capacity": 24,
                    "booked": 21,
                    "waitlist": 0,
                },
            ],
            "waitlist_rule": (
                "waitlisted members move in automatically, in order, when a spot opens up to "
                "2 hours before class, and get a text; after that the waitlist closes"
            ),
        },
        facts={
            "class_options": {
                "CL-8812": {"start": "2025-11-06 18:00", "status": "full", "waitlist": 2},
                "CL-8819": {"start": "2025-11-06 19:15", "open_spots": 3},
            }
        },
    )
    s.say(
        "Thanks, Ines. On Thursday, November 6 at Carrow Hill there are two Spin 45 classes "
        "with Dara Quill. The 6:00 pm (CL-8812) is full, with 2 people on the waitlist. The "
        "7:15 pm (CL-8819) still has 3 spots. I can book you into the 7:15 now, or put you "
        "on the waitlist for the 6:00."
    )
    s.user(
        "the 6, put me on the waitlist. don't book the 7:15, I pick up my daughter at 7:30. "
        "also I need to cancel my yoga tomorrow night, can't make it",
        facts={"class_choice": {"waitlist": "CL-8812", "not": "CL-8819"}},
    )
    s.call(
        "get_member_bookings",
        {"member_id": "IV-4471203", "from": "2025-11-04"},
        {
            "member_id": "IV-4471203",
            "bookings": [
                {
                    "booking_id": "BK-55120",
                    "class_id": "CL-8790",
                    "name": "Yoga Flow",
                    "club": "Carrow Hill",
                    "start": "2025-11-05T19:00",
                },
                {
                    "booking_id": "BK-55164",
                    "class_id": "CL-8833",
                    "name": "Pilates Core",
                    "club": "Carrow Hill",
                    "start": "2025-11-07T09:30",
                },
            ],
            "late_cancel_rule": "a $10.00 fee for cancelling less than 12 hours before class",
        },
        facts={
            "bookings": {
                "BK-55120": "Yoga Flow 2025-11-05 19:00",
                "BK-55164": "Pilates Core 2025-11-07 09:30",
            }
        },
    )
    s.confirm(
        "Here's what I'll do:\n"
        "- Add you to the waitlist for Spin 45, Thursday, November 6, 6:00 pm (CL-8812). "
        "You'd be number 3; if a spot opens up to 2 hours before class, you're moved in "
        "automatically and texted. You would not be booked into the 7:15.\n"
        "- Cancel Yoga Flow, Wednesday, November 5, 7:00 pm (BK-55120). It's more than 12 "
        "hours away, so there's no late-cancel fee.\n"
        "- Your Pilates Core on Friday, November 7 at 9:30 am (BK-55164) stays booked.\n\n"
        "Shall I do both? (yes/no)",
        [
            ("join_class_waitlist", {"member_id": "IV-4471203", "class_id": "CL-8812"}),
            ("cancel_class_booking", {"member_id": "IV-4471203", "booking_id": "BK-55120"}),
        ],
    )
    s.yes("yes both")
    s.call(
        "join_class_waitlist",
        {"member_id": "IV-4471203", "class_id": "CL-8812"},
        {
            "waitlist_entry": "WL-23017",
            "class_id": "CL-8812",
            "status": "waitlisted",
            "position": 3,
            "auto_move_until": "2025-11-06T16:00",
            "text_to": "+1 360-555-0119",
        },
        facts={"waitlist_entry": "WL-23017"},
    )
    s.call(
        "cancel_class_booking",
        {"member_id": "IV-4471203", "booking_id": "BK-55120"},
        {
            "booking_id": "BK-55120",
            "class_id": "CL-8790",
            "status": "cancelled",
            "late_cancel_fee": 0.0,
        },
    )
    s.boundary(
        "waitlist WL-23017 for the full 6 pm spin CL-8812 (position 3, not booked) and the "
        "cancellation of Wednesday's yoga BK-55120 (no fee) both executed, not reported yet; "
        "the 7:15 not booked, by her choice; Friday's pilates BK-55164 kept"
    )


def session_refund(s):
    """A trainer left: the package refunded to the card; the nutrition pack kept (a correction)."""
    greet(s)
    s.user(
        "my trainer Sofia left and nobody even told me. I have 4 sessions left that I paid "
        "for and I want my money back"
    )
    s.say(
        "I'm sorry to hear that. Let me look into it. Please give me your name, member number "
        "and the email address on file."
    )
    s.user("walter njoroge. member no. 1583349. email wnjoroge@example.net")
    s.call(
        "verify_member",
        {"member_id": "IV-1583349", "name": "Walter Njoroge", "email": "wnjoroge@example.net"},
        verified("IV-1583349"),
        facts={
            "member_id": "IV-1583349",
            "member": "Walter Njoroge",
            "plan": "Prime",
            "home_club": "Dunmere Riverside",
            "payment_method": "Mastercard ****6618",
        },
    )
    s.call(
        "get_member_packages",
        {"member_id": "IV-1583349"},
        {
            "member_id": "IV-1583349",
            "packages": [
                {
                    "package_id": "PT-47102",
                    "type": "personal training, 5 sessions",
                    "trainer": "Sofia Lindgren",
                    "trainer_status": "left the club 2025-10-24",
                    "paid": 325.0,
                    "paid_on": "2025-09-30",
                    "payment_method": "Mastercard ****6618",
                    "per_session": 65.0,
                    "used": 1,
                    "left": 4,
                },
                {
                    "package_id": "NC-2208",
                    "type": "nutrition consults, 2",
                    "coach": "Dev Patel",
                    "coach_status": "active",
                    "paid": 90.0,
                    "per_consult": 45.0,
                    "used": 1,
                    "left": 1,
                },
            ],
        },
        facts={
            "packages": {
                "PT-47102": {"trainer": "Sofia Lindgren", "left": 4, "per_session": 65.0},
                "NC-2208": {"coach": "Dev Patel", "left": 1, "per_consult": 45.0},
            }
        },
    )
    s.call(
        "get_refund_policy",
        {"topic": "packages"},
        {
            "trainer_departure": (
                "unused sessions are refunded at the per-session price to the original "
                "payment method, or moved to another trainer at no cost"
            ),
            "other_unused": (
                "unused sessions or consults are refundable at the per-unit price minus a "
                "$10.00 admin fee"
            ),
            "refund_time": "5-10 business days",
        },
        facts={
            "refund_policy": {"trainer_departure": "full per-session refund", "admin_fee": 10.0}
        },
    )
    s.say(
        "Thanks, Walter. You're right: Sofia Lindgren left the club on October 24, and I'm "
        "sorry no one told you. Your package PT-47102 has 4 unused sessions at $65.00 each, "
        "so $260.00. Because your trainer left, you can have that refunded in full to the "
        "Mastercard ****6618 you paid with, or I can move the 4 sessions to another trainer "
        "at Riverside at no cost. I also see your nutrition package NC-2208 with Dev Patel, "
        "who is still here; it has 1 consult left."
    )
    s.user(
        "refund. I don't want another trainer. refund the nutrition one too, I'm done with extras"
    )
    s.confirm(
        "Here are the refunds, both to your Mastercard ****6618:\n"
        "- PT-47102: 4 unused training sessions × $65.00 = $260.00 (trainer departure, full "
        "refund)\n"
        "- NC-2208: 1 unused nutrition consult, $45.00 minus the $10.00 admin fee = $35.00 "
        "(Dev Patel is still here, so the standard refund applies)\n"
        "- Total $295.00, in 5-10 business days\n\n"
        "Shall I refund both? (yes/no)",
        [
            (
                "refund_package",
                {
                    "member_id": "IV-1583349",
                    "package_id": "PT-47102",
                    "units": 4,
                    "amount": 260.0,
                    "to": "Mastercard ****6618",
                },
            ),
            (
                "refund_package",
                {
                    "member_id": "IV-1583349",
                    "package_id": "NC-2208",
                    "units": 1,
                    "amount": 35.0,
                    "to": "Mastercard ****6618",
                },
            ),
        ],
    )
    s.no(
        "a 10 dollar fee? no then. forget the nutrition one, I'll use it. just refund the training",
        facts={"refund_request": {"refund": "PT-47102", "keep": "NC-2208"}},
    )
    s.confirm(
        "Understood, I haven't refunded anything yet. Here's the refund:\n"
        "- PT-47102: 4 unused training sessions × $65.00 = $260.00\n"
        "- To your Mastercard ****6618, in 5-10 business days\n"
        "- Your nutrition package NC-2208 with Dev Patel stays as it is (1 consult left)\n\n"
        "Shall I refund PT-47102? (yes/no)",
        [
            (
                "refund_package",
                {
                    "member_id": "IV-1583349",
                    "package_id": "PT-47102",
                    "units": 4,
                    "amount": 260.0,
                    "to": "Mastercard ****6618",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "refund_package",
        {
            "member_id": "IV-1583349",
            "package_id": "PT-47102",
            "units": 4,
            "amount": 260.0,
            "to": "Mastercard ****6618",
        },
        {
            "refund_id": "RF-30958",
            "status": "issued",
            "package_id": "PT-47102",
            "amount": 260.0,
            "to": "Mastercard ****6618",
            "expected_within": "5-10 business days",
            "package_status": "closed",
        },
        facts={"refund_id": "RF-30958"},
    )
    s.say(
        "Done: refund RF-30958 of $260.00 to your Mastercard ****6618 has been issued; you "
        "should see it within 5-10 business days. Package PT-47102 is now closed. Your "
        "nutrition package NC-2208 with Dev Patel stays, with 1 consult left."
    )
    s.user("fine. and I want it noted that nobody told me she left, that's not ok")
    s.boundary(
        "both refunds rejected by his correction (the $10 fee on NC-2208); the PT-47102 "
        "refund RF-30958 ($260.00 to Mastercard ****6618) executed and reported; NC-2208 "
        "kept; another trainer offered and declined; his complaint just raised"
    )


def session_plan(s):
    """A downgrade to Core from Dec 1 for one of two household members; the draft day moved."""
    greet(s)
    s.user(
        "hi I want to go down to the cheapest plan. I pay 70 a month and I only ever go to "
        "eastgate. greta solheim"
    )
    s.say("Sure, Greta. Please give me your member number and the phone number on file.")
    s.user("2650918, phone 360-555-0126")
    s.call(
        "verify_member",
        {"member_id": "IV-2650918", "name": "Greta Solheim", "phone": "+1 360-555-0126"},
        verified("IV-2650918"),
        facts={
            "member_id": "IV-2650918",
            "member": "Greta Solheim",
            "plan": "Prime",
            "home_club": "Eastgate",
            "payment_method": "Visa ****2734",
            "household": {"IV-2650926": {"name": "Anders Solheim", "plan": "Prime"}},
        },
    )
    s.call(
        "get_plan_options",
        {"member_id": "IV-2650918"},
        {
            "current": plan("Prime"),
            "options": [plan("Core"), plan("Flex")],
            "takes_effect": "the next draft day, 2025-12-01",
            "proration": "none",
            "prime_perks": "kept until the change takes effect",
        },
        facts={
            "plan_options": {
                "Core": 34.99,
                "Flex": 49.99,
                "Prime": 69.99,
                "takes_effect": "2025-12-01",
            }
        },
    )
    s.say(
        "Thanks, Greta. You're on Prime at $69.99 a month. Core is $34.99 a month and covers "
        "your home club, Eastgate, only; Flex is $49.99 a month for every club. A plan change "
        "takes effect on your next draft day, December 1, with no proration, and on Core you'd "
        "lose Prime's 2 guest passes a month, towel service and 10% off personal training. "
        "If you'd still like to visit another club now and then, Flex is a middle ground. I "
        "also see Anders Solheim (IV-2650926) on your account, on Prime too. Should his plan "
        "change as well?"
    )
    s.user(
        "core. I never go anywhere else. and leave anders on prime, he uses the pool at "
        "carrow hill",
        facts={"plan_change_request": {"IV-2650918": "Core", "IV-2650926": "stays Prime"}},
    )
    s.confirm(
        "Here's the plan change:\n"
        "- Greta Solheim, IV-2650918: Prime ($69.99/month) to Core ($34.99/month), home club "
        "Eastgate\n"
        "- Effective Monday, December 1, 2025; the December 1 draft is $34.99\n"
        "- Prime benefits stay until November 30\n"
        "- Anders Solheim, IV-2650926, stays on Prime at $69.99\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "change_plan",
                {
                    "member_id": "IV-2650918",
                    "from_plan": "Prime",
                    "to_plan": "Core",
                    "effective_date": "2025-12-01",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "change_plan",
        {
            "member_id": "IV-2650918",
            "from_plan": "Prime",
            "to_plan": "Core",
            "effective_date": "2025-12-01",
        },
        {
            "change_id": "PC-14520",
            "status": "scheduled",
            "member_id": "IV-2650918",
            "from_plan": "Prime",
            "to_plan": "Core",
            "effective_date": "2025-12-01",
            "new_monthly_dues": 34.99,
            "household_unchanged": ["IV-2650926"],
        },
        facts={"plan_change_id": "PC-14520"},
    )
    s.say(
        "Done: plan change PC-14520 is scheduled. You move to Core on December 1, and that "
        "draft will be $34.99. Until November 30 you keep Prime, guest passes and towel "
        "service included. Anders stays on Prime."
    )
    s.user(
        "great. can you also move my payment to the 15th? that's when I get paid. just mine",
        facts={"draft_day_request": {"IV-2650918": 15}},
    )
    s.call(
        "get_draft_day_options",
        {"member_id": "IV-2650918"},
        {
            "member_id": "IV-2650918",
            "current_draft_day": 1,
            "allowed_draft_days": [1, 15],
            "takes_effect": "the cycle after the next draft",
            "household": "each member of the account keeps their own draft day",
        },
    )
    s.confirm(
        "The 15th is possible. A draft-day change takes effect after your next draft, so:\n"
        "- Greta Solheim, IV-2650918: draft day from the 1st to the 15th\n"
        "- December 1 is still drafted as usual ($34.99, your first Core month)\n"
        "- From then on you're drafted on the 15th, first on January 15, 2026\n"
        "- Anders keeps his draft on the 1st\n\n"
        "Shall I change your draft day? (yes/no)",
        [
            (
                "change_draft_day",
                {"member_id": "IV-2650918", "draft_day": 15, "first_draft": "2026-01-15"},
            )
        ],
    )
    s.yes("yes, that works")
    s.boundary(
        "the downgrade PC-14520 (Core from Dec 1, $34.99) executed and reported, Anders kept "
        "on Prime, Flex suggested and declined; the draft-day change to the 15th (first on Jan "
        "15, Dec 1 still drafted) approved by her yes, no call yet"
    )


SCRIPTS = {"classes": session_classes, "refund": session_refund, "plan": session_plan}
