"""Session scripts, part 3: daypass, furniture and leave.

Each script plays one invented session at the member desk of Tallowgate Workrooms (companies,
members, guests, ids, desks, add-ons, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import account, member
from sessions_a import greet


def session_daypass(s):
    """Day passes for two visitors, one on the free guest day; the cheaper pass on Friday."""
    greet(s)
    s.user(
        "Hi, two people from our partner studio are visiting this week, can they get day "
        "passes? I'm Wilfrid Quilliam, TG 39952"
    )
    s.say("Of course, Wilfrid. What's the email address on your membership?")
    s.user("wquilliam@example.com")
    s.call(
        "verify_member",
        {"member_id": "TG-39952", "name": "Wilfrid Quilliam", "email": "wquilliam@example.com"},
        member("TG-39952"),
        facts={
            "member_id": "TG-39952",
            "member": "Wilfrid Quilliam",
            "site": "Canal Street",
            "payment_method": "Amex ****7710",
        },
    )
    s.call(
        "get_day_pass_options",
        {"member_id": "TG-39952", "site": "Canal Street"},
        {
            "passes": [
                {"pass": "day pass", "price": 32.0, "includes": "hot desk 08:00-19:00, coffee"},
                {
                    "pass": "day pass plus",
                    "price": 48.0,
                    "includes": "hot desk 08:00-19:00, coffee, 1 hour in a meeting room",
                },
                {"pass": "10-pass bundle", "price": 270.0, "valid_months": 6},
            ],
            "guest_days": {"free_per_month": 1, "used_this_month": 0},
            "check_in": "front desk, photo ID",
        },
        facts={
            "day_pass_options": {
                "day pass": 32.0,
                "day pass plus": 48.0,
                "10-pass bundle": 270.0,
                "free_guest_days_left": 1,
            }
        },
    )
    s.say(
        "You're verified. Canal Street has a day pass at $32.00 (hot desk 8:00 am-7:00 pm and "
        "coffee) and a day pass plus at $48.00, which adds an hour in a meeting room. You also "
        "have one free guest day this month, still unused. If your partners come often, the "
        "10-pass bundle at $270.00 (valid 6 months) works out at $27.00 a day."
    )
    s.user(
        "just the normal ones, the cheaper one. both on thursday the 5th: isaura brindlecombe "
        "and yannick drystone. use my free day for isaura. no bundle. amex is fine",
        facts={
            "day_pass_request": {
                "date": "2026-03-05",
                "guests": ["Isaura Brindlecombe", "Yannick Drystone"],
                "pass": "day pass",
                "free_guest_day": "Isaura Brindlecombe",
            }
        },
    )
    s.confirm(
        "Here are the passes for Thursday, March 5, 2026 at Canal Street:\n"
        "- Isaura Brindlecombe: day pass on your free guest day, $0.00\n"
        "- Yannick Drystone: day pass, $32.00, charged to Amex ****7710\n\n"
        "Shall I issue them? (yes/no)",
        [
            (
                "issue_day_passes",
                {
                    "member_id": "TG-39952",
                    "date": "2026-03-05",
                    "passes": [
                        {"guest": "Isaura Brindlecombe", "pass": "day pass", "free": True},
                        {"guest": "Yannick Drystone", "pass": "day pass", "free": False},
                    ],
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "issue_day_passes",
        {
            "member_id": "TG-39952",
            "date": "2026-03-05",
            "passes": [
                {"guest": "Isaura Brindlecombe", "pass": "day pass", "free": True},
                {"guest": "Yannick Drystone", "pass": "day pass", "free": False},
            ],
        },
        {
            "passes": [
                {"pass_id": "DP-31570", "guest": "Isaura Brindlecombe", "price": 0.0},
                {"pass_id": "DP-31571", "guest": "Yannick Drystone", "price": 32.0},
            ],
            "date": "2026-03-05",
            "charged": 32.0,
            "charged_to": "Amex ****7710",
            "guest_days_left": 0,
        },
        facts={"day_passes": {"DP-31570": "Isaura Brindlecombe", "DP-31571": "Yannick Drystone"}},
    )
    s.say(
        "Done: DP-31570 for Isaura (free guest day) and DP-31571 for Yannick ($32.00 on Amex "
        "****7710), both for Thursday, March 5. They check in at the front desk with photo ID."
    )
    s.user(
        "great. yannick might stay friday too. if he does, can you give him the plus one "
        "friday, in case they need a room"
    )
    s.confirm(
        "Here's the pass:\n"
        "- Yannick Drystone: day pass plus, Friday, March 6, 2026, $48.00 on Amex ****7710\n\n"
        "Shall I issue it? (yes/no)",
        [
            (
                "issue_day_passes",
                {
                    "member_id": "TG-39952",
                    "date": "2026-03-06",
                    "passes": [
                        {"guest": "Yannick Drystone", "pass": "day pass plus", "free": False}
                    ],
                },
            )
        ],
    )
    s.no(
        "actually no, the cheaper one first. do the normal pass for friday, if they need a "
        "room I'll use my own credits",
        facts={"day_pass_request": {"date": "2026-03-06", "guest": "Yannick Drystone"}},
    )
    s.confirm(
        "No problem, nothing was issued. The corrected pass:\n"
        "- Yannick Drystone: day pass, Friday, March 6, 2026, $32.00 on Amex ****7710\n\n"
        "Shall I issue it? (yes/no)",
        [
            (
                "issue_day_passes",
                {
                    "member_id": "TG-39952",
                    "date": "2026-03-06",
                    "passes": [{"guest": "Yannick Drystone", "pass": "day pass", "free": False}],
                },
            )
        ],
    )
    s.yes("yes do that one")
    s.call(
        "issue_day_passes",
        {
            "member_id": "TG-39952",
            "date": "2026-03-06",
            "passes": [{"guest": "Yannick Drystone", "pass": "day pass", "free": False}],
        },
        {
            "passes": [{"pass_id": "DP-31588", "guest": "Yannick Drystone", "price": 32.0}],
            "date": "2026-03-06",
            "charged": 32.0,
            "charged_to": "Amex ****7710",
        },
    )
    s.boundary(
        "Thursday's passes DP-31570 (free) and DP-31571 ($32) done and reported; the Friday "
        "day pass plus ($48) rejected by his correction (the cheaper one first); the Friday "
        "$32 pass DP-31588 executed, not reported yet; the bundle declined"
    )


def session_furniture(s):
    """A standing desk ordered (the supplier confirms delivery) and a monitor; no locker."""
    greet(s)
    s.user(
        "hi, my back is killing me, can I get one of those standing desks at my fixed desk? "
        "agathe thorncastle, TG-40265. desk 118"
    )
    s.say("Sorry to hear that, Agathe. What's the phone number on your membership?")
    s.user("555.0178")
    s.call(
        "verify_member",
        {"member_id": "TG-40265", "name": "Agathe Thorncastle", "phone": "+1 503-555-0178"},
        member("TG-40265"),
        facts={
            "member_id": "TG-40265",
            "member": "Agathe Thorncastle",
            "account_id": "ACC-6690",
            "company": "Teasel Survey Ltd",
            "site": "Canal Street",
            "team": {"D-118": "Agathe Thorncastle", "D-119": "Tancred Oakenfold"},
        },
    )
    s.call(
        "get_addons",
        {"member_id": "TG-40265", "desk": "D-118"},
        {
            "addons": [
                {
                    "addon": "standing desk",
                    "description": "electric sit-stand desk, replaces the fixed desktop",
                    "monthly": 28.0,
                    "minimum_months": 3,
                    "supplier": "Lovage Office Supply",
                    "delivery": (
                        "the supplier confirms the delivery date within 2 business days of "
                        "the order; lead time 5-10 business days"
                    ),
                    "billing": "from the delivery date",
                },
                {
                    "addon": "monitor",
                    "description": "27-inch monitor from desk stock",
                    "monthly": 16.0,
                    "installed": "next business day",
                },
                {"addon": "locker", "monthly": 14.0, "free": ["L-22", "L-23"]},
            ],
            "billing": "on the account's monthly invoice (ACC-6690)",
        },
        facts={
            "addon_options": {
                "standing desk": {"monthly": 28.0, "supplier": "Lovage Office Supply"},
                "monitor": 16.0,
                "locker": 14.0,
            }
        },
    )
    s.say(
        "You're verified. For desk D-118 there are three add-ons:\n"
        "- an electric standing desk, $28.00 a month (3-month minimum), supplied and "
        "installed by Lovage Office Supply; they confirm the delivery date within 2 business "
        "days of the order, and the lead time is 5 to 10 business days; billing starts on "
        "delivery\n"
        "- a 27-inch monitor, $16.00 a month, installed the next business day\n"
        "- a locker, $14.00 a month\n"
        "All go on your account's monthly invoice. Teams often do both desks at once: would "
        "Tancred Oakenfold at D-119 like a standing desk too?"
    )
    s.user(
        "just mine, tancred's happy with his. and yes the monitor too. no locker",
        facts={"addon_request": {"desk": "D-118", "addons": ["standing desk", "monitor"]}},
    )
    s.confirm(
        "Here's the order for desk D-118 (Agathe Thorncastle), on ACC-6690's invoice:\n"
        "1. Electric standing desk from Lovage Office Supply, $28.00 a month from delivery, "
        "3-month minimum\n"
        "2. 27-inch monitor, $16.00 a month, installed tomorrow\n\n"
        "Shall I place both? (yes/no)",
        [
            (
                "order_standing_desk",
                {"member_id": "TG-40265", "desk": "D-118", "monthly": 28.0},
            ),
            ("add_monitor", {"member_id": "TG-40265", "desk": "D-118", "monthly": 16.0}),
        ],
    )
    s.yes("yes both")
    s.call(
        "order_standing_desk",
        {"member_id": "TG-40265", "desk": "D-118", "monthly": 28.0},
        {
            "order_id": "FO-5520",
            "status": "awaiting_supplier_confirmation",
            "supplier": "Lovage Office Supply",
            "delivery_date": None,
            "supplier_confirms_by": "2026-03-06",
            "billing_starts": "on delivery",
        },
        facts={"furniture_order_id": "FO-5520"},
    )
    s.call(
        "add_monitor",
        {"member_id": "TG-40265", "desk": "D-118", "monthly": 16.0},
        {
            "addon_id": "ADD-7741",
            "status": "scheduled",
            "install_date": "2026-03-05",
            "monthly": 16.0,
            "first_invoice": "2026-04-01",
        },
        facts={"monitor_addon_id": "ADD-7741"},
    )
    s.say(
        "Both placed. The standing desk order FO-5520 is with Lovage Office Supply: they "
        "haven't confirmed a delivery date yet and will do so by Friday, March 6; the $28.00 a "
        "month starts on delivery. The monitor ADD-7741 is installed at D-118 tomorrow, "
        "Thursday, March 5, and appears on the April 1 invoice at $16.00 a month."
    )
    s.user("can you make sure the desk is here before the 12th? we've got a client walkthrough")
    s.boundary(
        "the standing desk order FO-5520 executed and reported, awaiting the supplier's "
        "delivery date (by Mar 6); the monitor ADD-7741 executed (install Mar 5); Tancred's "
        "desk suggested and declined; locker declined; her before-the-12th request open"
    )


def session_leave(s):
    """One of two memberships cancelled with notice, the deposit held; the locker moved."""
    greet(s)
    s.user(
        "one of our designers is leaving, I need to end her desk. cormorant media, morwenna "
        "pennefather, I'm the admin"
    )
    s.say(
        "I can help with that, Morwenna. Please give me the account number and the email on file."
    )
    s.user("acc 4477, morwenna@example.com")
    s.call(
        "verify_account",
        {"account_id": "ACC-4477", "name": "Morwenna Pennefather", "email": "morwenna@example.com"},
        account("ACC-4477"),
        facts={
            "account_id": "ACC-4477",
            "company": "Cormorant Media",
            "member": "Morwenna Pennefather",
            "site": "Skerrow Wharf",
            "payment_method": "Mastercard ****8851",
            "team": {
                "MS-52201": "Leocadia Hartigan (hot desk, locker L-09)",
                "MS-52202": "Fintan Vasquez-Orme (hot desk)",
            },
        },
    )
    s.call(
        "get_membership_terms",
        {"account_id": "ACC-4477"},
        {
            "notice": "one calendar month; a membership ends on the last day of the month "
            "after the month notice is given",
            "proration": "none",
            "deposit": (
                "refunded by the finance team after checkout (access card returned, desk and "
                "locker inspected), within 10 business days of the end date"
            ),
            "addons": "end with the membership unless moved to another member",
            "memberships": [
                {"membership_id": "MS-52201", "monthly": 240.0, "deposit": 240.0},
                {"membership_id": "MS-52202", "monthly": 240.0, "deposit": 240.0},
            ],
        },
        facts={
            "membership_terms": {
                "notice": "one calendar month",
                "deposit_refund": "finance, after checkout",
                "deposit": 240.0,
            }
        },
    )
    s.say(
        "You're verified. Cormorant Media has two hot desks at Skerrow Wharf: Leocadia "
        "Hartigan (MS-52201, with locker L-09) and Fintan Vasquez-Orme (MS-52202), $240.00 a "
        "month each. Notice is one calendar month: given today, a membership ends on April "
        "30, 2026, with no proration. The $240.00 deposit is refunded by our finance team "
        "after checkout, once the access card is back and the desk and locker are inspected, "
        "within 10 business days of the end date. Which membership should end?"
    )
    s.user(
        "only leocadia's, fintan stays. can't she just finish end of march? she's gone on the 20th",
        facts={"cancel_request": {"membership_id": "MS-52201", "keep": "MS-52202"}},
    )
    s.confirm(
        "I'm sorry, I can't shorten the notice period: ending it on March 31 isn't possible, "
        "the earliest end date is April 30. Here's the cancellation:\n"
        "- MS-52201 (Leocadia Hartigan, hot desk, Skerrow Wharf) ends Thursday, April 30, 2026\n"
        "- Last charge: $240.00 on the April 1 invoice\n"
        "- Deposit $240.00, refunded by finance after checkout\n"
        "- Fintan Vasquez-Orme's MS-52202 is not affected\n\n"
        "Shall I cancel it? (yes/no)",
        [
            (
                "cancel_membership",
                {"account_id": "ACC-4477", "membership_id": "MS-52201", "end_date": "2026-04-30"},
            )
        ],
    )
    s.yes("fine, go ahead")
    s.call(
        "cancel_membership",
        {"account_id": "ACC-4477", "membership_id": "MS-52201", "end_date": "2026-04-30"},
        {
            "cancellation_id": "CXL-9017",
            "membership_id": "MS-52201",
            "status": "notice_given",
            "end_date": "2026-04-30",
            "final_charge": {"invoice": "2026-04-01", "amount": 240.0},
            "deposit": {
                "amount": 240.0,
                "status": "held_until_checkout",
                "refund_decided_by": "finance team, after the checkout inspection",
            },
            "addons_ending": [{"addon": "locker", "locker": "L-09", "monthly": 14.0}],
        },
        facts={"cancellation_id": "CXL-9017"},
    )
    s.say(
        "Done: notice is given on MS-52201 (CXL-9017). Leocadia's desk ends on April 30, with "
        "a last charge of $240.00 on the April 1 invoice. Her $240.00 deposit stays held until "
        "checkout; the finance team decides the refund after the inspection. Her locker L-09 "
        "($14.00 a month) ends with the membership, unless you'd like me to move it to "
        "Fintan."
    )
    s.user("oh yes move the locker to fintan, he's been asking for one")
    s.confirm(
        "Here's the change:\n"
        "- Locker L-09 moves from Leocadia Hartigan (MS-52201) to Fintan Vasquez-Orme "
        "(MS-52202) from Friday, May 1, 2026\n"
        "- $14.00 a month on Fintan's membership from then\n\n"
        "Shall I move it? (yes/no)",
        [
            (
                "transfer_locker",
                {
                    "locker": "L-09",
                    "from_membership": "MS-52201",
                    "to_membership": "MS-52202",
                    "start_date": "2026-05-01",
                },
            )
        ],
    )
    s.yes("yes please", facts={"locker_request": {"locker": "L-09", "to": "MS-52202"}})
    s.boundary(
        "CXL-9017 (MS-52201 ends Apr 30, last $240 on Apr 1) executed and reported, deposit "
        "held for finance after checkout; Fintan's MS-52202 kept; ending on Mar 31 refused; "
        "the locker L-09 transfer to Fintan from May 1: her yes given"
    )


SCRIPTS = {"daypass": session_daypass, "furniture": session_furniture, "leave": session_leave}
