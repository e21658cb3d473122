"""Session scripts, part 1: freeze, cancel and dispute.

Each script plays one invented session at the member desk of Ironvale Fitness (members, member
ids, clubs, packages, amounts and dates are made up). `s.boundary(note)` marks where a point is
frozen.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hi, thanks for contacting Ironvale Fitness member services. I can help with your "
        "membership and billing, freezes and cancellations, guest passes, personal training "
        "and class bookings. What can I do for you today?"
    )


def session_freeze(s):
    """A winter freeze: Nov 15 corrected to Dec 1; the training package extended to match."""
    greet(s)
    s.user(
        "hi, I'm going to be away for work most of the winter, can I freeze my membership? "
        "member number IV 2207415"
    )
    s.say(
        "Happy to help with that. To verify your account, please give me your full name and "
        "the phone number on file."
    )
    s.user("Marisol Teague, 360 555 0138")
    s.call(
        "verify_member",
        {"member_id": "IV-2207415", "name": "Marisol Teague", "phone": "+1 360-555-0138"},
        verified("IV-2207415"),
        facts={
            "member_id": "IV-2207415",
            "member": "Marisol Teague",
            "plan": "Prime",
            "home_club": "Harlow Street",
            "payment_method": "Visa ****4419",
        },
    )
    s.call(
        "get_freeze_options",
        {"member_id": "IV-2207415"},
        {
            "member_id": "IV-2207415",
            "eligible": True,
            "min_months": 1,
            "max_months": 3,
            "earliest_start": "2025-11-11",
            "fee_per_month": 9.99,
            "billing": "the freeze fee is drafted on the 1st instead of the monthly dues",
            "dues_resume": "the first draft day after the freeze ends",
            "unfreeze_early": "allowed at any time, dues resume on the next draft day",
            "guest_passes": "not issued during a freeze",
            "pt_packages": "not paused; expiry can be extended once by the freeze length",
        },
        facts={
            "freeze_options": {
                "months": "1-3",
                "fee_per_month": 9.99,
                "earliest_start": "2025-11-11",
            }
        },
    )
    s.say(
        "Thanks, Marisol, you're verified. Your Prime membership at Harlow Street can be "
        "frozen for 1 to 3 months, starting November 11 at the earliest. While it's frozen "
        "you pay a $9.99 freeze fee on the 1st instead of your $69.99 dues, and your dues "
        "resume on the first draft day after the freeze ends. Winter trips often run long, so "
        "a lot of members take the full 3 months; you can always unfreeze early. When do you "
        "leave, and how long would you like?"
    )
    s.user(
        "I leave mid november, the 15th I think, and I'm back end of jan. 2 months is "
        "plenty, don't do 3",
        facts={"freeze_request": {"start": "2025-11-15", "months": 2}},
    )
    s.confirm(
        "Here's the freeze I'll set up:\n"
        "- Membership IV-2207415 (Prime, Harlow Street)\n"
        "- Frozen from Saturday, November 15, 2025 through Wednesday, January 14, 2026 "
        "(2 months)\n"
        "- $9.99 freeze fee on December 1 and January 1 instead of $69.99\n"
        "- Full dues of $69.99 resume on February 1, 2026\n\n"
        "Shall I schedule the freeze? (yes/no)",
        [
            (
                "freeze_membership",
                {
                    "member_id": "IV-2207415",
                    "start_date": "2025-11-15",
                    "end_date": "2026-01-14",
                    "months": 2,
                },
            )
        ],
    )
    s.no(
        "oh wait, sorry, I just checked my ticket, I fly out on the 29th. start it dec 1 "
        "please, I want to keep coming until I leave. end of january is still right",
        facts={"freeze_request": {"start": "2025-12-01", "end": "2026-01-31", "months": 2}},
    )
    s.confirm(
        "No problem, I haven't set anything up. Here's the corrected freeze:\n"
        "- Membership IV-2207415 (Prime, Harlow Street)\n"
        "- Frozen from Monday, December 1, 2025 through Saturday, January 31, 2026 (2 months)\n"
        "- Full access until Sunday, November 30\n"
        "- $9.99 freeze fee on December 1 and January 1 instead of $69.99\n"
        "- Full dues of $69.99 resume on February 1, 2026\n\n"
        "Shall I schedule this freeze? (yes/no)",
        [
            (
                "freeze_membership",
                {
                    "member_id": "IV-2207415",
                    "start_date": "2025-12-01",
                    "end_date": "2026-01-31",
                    "months": 2,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "freeze_membership",
        {
            "member_id": "IV-2207415",
            "start_date": "2025-12-01",
            "end_date": "2026-01-31",
            "months": 2,
        },
        {
            "freeze_id": "FRZ-40917",
            "status": "scheduled",
            "member_id": "IV-2207415",
            "start_date": "2025-12-01",
            "end_date": "2026-01-31",
            "fee_per_month": 9.99,
            "fee_drafts": ["2025-12-01", "2026-01-01"],
            "dues_resume": "2026-02-01",
            "monthly_dues": 69.99,
        },
        facts={"freeze_id": "FRZ-40917"},
    )
    s.say(
        "Done: freeze FRZ-40917 is scheduled from December 1, 2025 through January 31, 2026. "
        "You'll be charged $9.99 on December 1 and January 1 instead of $69.99, and your full "
        "dues resume on February 1. You can keep using the club through November 30. One "
        "thing to know: your personal training package PT-58210 with Jonah Reyes still has 6 "
        "sessions on it, and it expires on December 20, which falls inside the freeze."
    )
    s.user("ugh, so I'd lose those 6 sessions?? I paid for them")
    s.boundary(
        "the Nov 15 freeze rejected by her correction; the Dec 1-Jan 31 freeze FRZ-40917 "
        "executed and reported; the agent's 3-month suggestion declined (2 months); her worry "
        "about PT-58210 expiring Dec 20 just raised"
    )
    s.call(
        "get_pt_package",
        {"member_id": "IV-2207415", "package_id": "PT-58210"},
        {
            "package_id": "PT-58210",
            "trainer": "Jonah Reyes",
            "sessions_total": 10,
            "sessions_left": 6,
            "purchased": "2025-08-22",
            "expires": "2025-12-20",
            "extension": "allowed once, by the length of a membership freeze, no charge",
        },
        facts={
            "pt_package": {
                "package_id": "PT-58210",
                "trainer": "Jonah Reyes",
                "sessions_left": 6,
                "expires": "2025-12-20",
            }
        },
    )
    s.confirm(
        "You won't lose them. A training package can be extended once by the length of a "
        "freeze, at no charge. Here's the extension:\n"
        "- Package PT-58210, 6 sessions left with Jonah Reyes\n"
        "- Expiry moved from December 20, 2025 to February 20, 2026 (2 months, the length of "
        "FRZ-40917)\n"
        "- No charge\n\n"
        "Shall I extend it? (yes/no) Also, Jonah has a few morning openings this month if "
        "you'd like to use some of the sessions before you leave.",
        [
            (
                "extend_pt_package",
                {
                    "member_id": "IV-2207415",
                    "package_id": "PT-58210",
                    "new_expiry": "2026-02-20",
                },
            )
        ],
    )
    s.yes(
        "yes extend it. and no, I won't book anything now, I'm swamped until I leave",
    )
    s.boundary(
        "she said yes to extending PT-58210 to Feb 20, 2026, no call yet; booking sessions "
        "with Jonah before she leaves suggested and declined; FRZ-40917 scheduled"
    )


def session_cancel(s):
    """Cancelling a teen add-on with 30 days' notice; the main member's plan untouched."""
    greet(s)
    s.user(
        "I need to cancel my son's membership, he's off to college in january. it's on my "
        "account, Hannah Kowalczyk"
    )
    s.say(
        "I can help with that, Hannah. Please give me your member number and the email "
        "address on file."
    )
    s.user("IV3381906, hkowalczyk@example.com")
    s.call(
        "verify_member",
        {"member_id": "IV-3381906", "name": "Hannah Kowalczyk", "email": "hkowalczyk@example.com"},
        verified("IV-3381906"),
        facts={
            "member_id": "IV-3381906",
            "member": "Hannah Kowalczyk",
            "plan": "Flex",
            "home_club": "Eastgate",
            "payment_method": "Mastercard ****2290",
            "household": {"IV-3381914": {"name": "Theo Kowalczyk", "plan": "Family add-on (teen)"}},
        },
    )
    s.call(
        "get_membership_terms",
        {"member_id": "IV-3381906"},
        {
            "members": [
                {
                    "member_id": "IV-3381906",
                    "name": "Hannah Kowalczyk",
                    "plan": "Flex",
                    "monthly_dues": 49.99,
                    "contract": "month-to-month",
                    "notice_days": 30,
                },
                {
                    "member_id": "IV-3381914",
                    "name": "Theo Kowalczyk",
                    "plan": "Family add-on (teen)",
                    "monthly_dues": 24.99,
                    "contract": "month-to-month",
                    "notice_days": 30,
                },
            ],
            "draft_day": 1,
            "next_draft": "2025-12-01",
            "payment_method": "Mastercard ****2290",
            "cancellation_policy": (
                "30 days' notice from the day it is given; a draft that falls inside the "
                "notice period is still taken; dues already drafted are not refunded"
            ),
        },
        facts={
            "membership_terms": {
                "IV-3381906": {"plan": "Flex", "dues": 49.99},
                "IV-3381914": {"plan": "Family add-on (teen)", "dues": 24.99},
                "notice_days": 30,
                "next_draft": "2025-12-01",
            }
        },
    )
    s.say(
        "Thanks, Hannah. Theo Kowalczyk (IV-3381914) is on a family add-on at $24.99 a month, "
        "month-to-month, with 30 days' notice. If you give notice today, November 4, his last "
        "day is December 4, and the December 1 draft of $24.99 still falls inside the notice "
        "period; nothing is charged after that. Since he's only away for college, you could "
        "also freeze his add-on over the term instead of cancelling, at $9.99 a month, and "
        "keep his rate."
    )
    s.user(
        "no, cancel it, he's moving to portland for good after. can you skip the december "
        "charge tho? he won't even be here. and ONLY theo's, mine stays exactly as it is",
        facts={"cancel_request": {"cancel": "IV-3381914", "keep": "IV-3381906"}},
    )
    s.confirm(
        "I'm sorry, I can't skip it: the December 1 draft falls inside the 30-day notice "
        "period, so it's still taken. Here's the cancellation:\n"
        "- Theo Kowalczyk's family add-on, IV-3381914 ($24.99/month)\n"
        "- Notice given today, Tuesday, November 4, 2025; last day of access Thursday, "
        "December 4, 2025\n"
        "- One final draft of $24.99 on December 1, nothing after\n"
        "- Your Flex membership IV-3381906 ($49.99/month) is not affected\n\n"
        "Shall I cancel Theo's add-on? (yes/no)",
        [
            (
                "cancel_membership",
                {
                    "member_id": "IV-3381914",
                    "notice_date": "2025-11-04",
                    "effective_date": "2025-12-04",
                },
            )
        ],
    )
    s.yes("ok fine. yes go ahead")
    s.call(
        "cancel_membership",
        {"member_id": "IV-3381914", "notice_date": "2025-11-04", "effective_date": "2025-12-04"},
        {
            "cancellation_id": "CX-77310",
            "member_id": "IV-3381914",
            "status": "notice_accepted",
            "notice_date": "2025-11-04",
            "effective_date": "2025-12-04",
            "final_draft": {"date": "2025-12-01", "amount": 24.99},
            "account_members_remaining": ["IV-3381906"],
        },
        facts={"cancellation_id": "CX-77310"},
    )
    s.boundary(
        "Theo's add-on IV-3381914 cancelled with notice (CX-77310, last day Dec 4, final "
        "$24.99 draft Dec 1), executed, not reported yet; her Flex IV-3381906 untouched; the "
        "freeze suggested and declined; skipping the Dec 1 draft asked for and refused"
    )


def session_dispute(s):
    """A duplicate dues draft disputed with the billing team; the annual fee left alone."""
    greet(s)
    s.user(
        "you guys charged me twice this month!! 34.99 two times on the 1st. and some 39 "
        "dollar thing in october I never agreed to"
    )
    s.say(
        "I'm sorry about that, let's sort it out. Please give me your member number and the "
        "zip code on file."
    )
    s.user("its IV-1946027. zip 98370")
    s.call(
        "verify_member",
        {"member_id": "IV-1946027", "zip": "98370"},
        verified("IV-1946027"),
        facts={
            "member_id": "IV-1946027",
            "member": "Tomas Brandvold",
            "plan": "Core",
            "home_club": "Carrow Hill",
            "payment_method": "Visa ****7731",
        },
    )
    s.call(
        "get_transactions",
        {"member_id": "IV-1946027", "since": "2025-10-01"},
        {
            "member_id": "IV-1946027",
            "transactions": [
                {
                    "transaction_id": "TX-8830187",
                    "date": "2025-11-01",
                    "description": "monthly dues, Core",
                    "amount": 34.99,
                    "card": "Visa ****7731",
                    "note": "second draft for the 2025-11 dues period",
                },
                {
                    "transaction_id": "TX-8830141",
                    "date": "2025-11-01",
                    "description": "monthly dues, Core",
                    "amount": 34.99,
                    "card": "Visa ****7731",
                },
                {
                    "transaction_id": "TX-8791122",
                    "date": "2025-10-15",
                    "description": "annual club fee",
                    "amount": 39.0,
                    "card": "Visa ****7731",
                    "agreement": "membership agreement section 4, charged each October 15",
                },
                {
                    "transaction_id": "TX-8750466",
                    "date": "2025-10-01",
                    "description": "monthly dues, Core",
                    "amount": 34.99,
                    "card": "Visa ****7731",
                },
            ],
        },
        facts={
            "transactions": {
                "TX-8830187": {"date": "2025-11-01", "amount": 34.99, "what": "duplicate dues"},
                "TX-8830141": {"date": "2025-11-01", "amount": 34.99, "what": "dues"},
                "TX-8791122": {"date": "2025-10-15", "amount": 39.0, "what": "annual club fee"},
            }
        },
    )
    s.say(
        "Thanks, Tomas. I see both November charges: TX-8830141 and TX-8830187, $34.99 each "
        "on November 1 on your Visa ****7731. The second one, TX-8830187, is a duplicate "
        "draft for the same month. The $39.00 on October 15 (TX-8791122) is the annual club "
        "fee in section 4 of your membership agreement, charged every October 15.\n\n"
        "I can't reverse charges myself, but I can open a billing dispute for the duplicate "
        "with our billing team. They decide within 5 business days, and if it's approved the "
        "money goes back either to your card or as credit on your account; which would you "
        "prefer? I can add the annual fee to the dispute too if you like, though as a "
        "contracted fee it would most likely be denied."
    )
    s.user(
        "ok fine leave the 39 one, I forgot about that. just the double charge. refund to my "
        "card, NOT credit on the account",
        facts={"dispute_request": {"transaction_id": "TX-8830187", "refund_to": "card"}},
    )
    s.confirm(
        "Here's the dispute I'll open:\n"
        "- Transaction TX-8830187, $34.99 on November 1, 2025 (duplicate dues draft)\n"
        "- Reason: duplicate charge\n"
        "- If approved: refund to Visa ****7731, not account credit\n"
        "- The annual club fee TX-8791122 is not included\n\n"
        "Shall I submit the dispute to the billing team? (yes/no)",
        [
            (
                "open_billing_dispute",
                {
                    "member_id": "IV-1946027",
                    "transaction_id": "TX-8830187",
                    "amount": 34.99,
                    "reason": "duplicate_charge",
                    "resolution": "refund_to_card",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "open_billing_dispute",
        {
            "member_id": "IV-1946027",
            "transaction_id": "TX-8830187",
            "amount": 34.99,
            "reason": "duplicate_charge",
            "resolution": "refund_to_card",
        },
        {
            "dispute_id": "BD-51288",
            "status": "under_review",
            "team": "billing",
            "transaction_id": "TX-8830187",
            "amount": 34.99,
            "resolution_requested": "refund_to_card",
            "decision_expected_by": "2025-11-11",
        },
        facts={"dispute_id": "BD-51288"},
    )
    s.say(
        "Submitted: billing dispute BD-51288 for TX-8830187 ($34.99). It's now under review "
        "with the billing team, and they expect to decide by Tuesday, November 11. It hasn't "
        "been approved yet. If it is, the $34.99 goes back to your Visa ****7731, usually "
        "within 3 to 5 business days of the decision. The original November draft, "
        "TX-8830141, and the annual fee stay as they are."
    )
    s.user("ok. and is this going to happen again next month??")
    s.boundary(
        "dispute BD-51288 on the duplicate TX-8830187 ($34.99) submitted and reported, under "
        "review with the billing team (decision by Nov 11), not approved; the annual fee "
        "TX-8791122 left out by his choice after the agent's offer; refund to card, not "
        "credit; his question about next month open"
    )


SCRIPTS = {"freeze": session_freeze, "cancel": session_cancel, "dispute": session_dispute}
