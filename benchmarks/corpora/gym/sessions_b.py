"""Session scripts, part 2: transfer, guest and training.

Each script plays one invented session at the member desk of Ironvale Fitness (members, member
ids, clubs, packages, amounts and dates are made up). `s.boundary(note)` marks where a point is
frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_transfer(s):
    """A home club transfer that fails (club full), then the transfer waitlist instead."""
    greet(s)
    s.user(
        "hey, I'm moving to dunmere next month, can I switch my home gym to the riverside "
        "one? member IV 2875530"
    )
    s.say("Sure, let's look. First, please confirm your full name and the phone number on file.")
    s.user("Rafael Duarte, 360 555 0172")
    s.call(
        "verify_member",
        {"member_id": "IV-2875530", "name": "Rafael Duarte", "phone": "+1 360-555-0172"},
        verified("IV-2875530"),
        facts={
            "member_id": "IV-2875530",
            "member": "Rafael Duarte",
            "plan": "Core",
            "home_club": "Harlow Street",
            "payment_method": "Visa debit ****3056",
        },
    )
    s.call(
        "get_club_options",
        {"member_id": "IV-2875530", "town": "Dunmere", "plan": "Core"},
        {
            "current": {"club": "Harlow Street", "plan": "Core", "monthly_dues": 34.99},
            "clubs": [
                {
                    "club": "Dunmere Riverside",
                    "club_id": "CLB-DR",
                    "address": "300 Quayside Dr, Dunmere, WA 98384",
                    "core_monthly_dues": 39.99,
                    "core_openings": "limited",
                },
                {
                    "club": "Dunmere Northgate",
                    "club_id": "CLB-DN",
                    "address": "88 Northgate Ave, Dunmere, WA 98386",
                    "core_monthly_dues": 36.99,
                    "core_openings": "open",
                },
            ],
            "transfer_fee": 0.0,
            "dues_change": "from the first draft on or after the transfer date",
            "flex_monthly_dues": 49.99,
        },
        facts={
            "club_options": {
                "Dunmere Riverside": {"core_dues": 39.99, "openings": "limited"},
                "Dunmere Northgate": {"core_dues": 36.99, "openings": "open"},
                "current_dues": 34.99,
            }
        },
    )
    s.say(
        "Thanks, Rafael. There are two clubs in Dunmere. Dunmere Riverside (300 Quayside Dr) "
        "is $39.99 a month on Core, $5.00 more than you pay at Harlow Street now, and it has "
        "limited Core openings. Dunmere Northgate (88 Northgate Ave) is $36.99 a month. "
        "Transfers are free, and the new dues start with the first draft on or after the "
        "transfer date. Which club, and from when?"
    )
    s.user(
        "riverside, from dec 1. not northgate, it's across town from my new place",
        facts={"transfer_request": {"to": "Dunmere Riverside", "from_date": "2025-12-01"}},
    )
    s.confirm(
        "Here's the transfer:\n"
        "- Membership IV-2875530, Core\n"
        "- Home club from Harlow Street to Dunmere Riverside, effective Monday, December 1, "
        "2025\n"
        "- Dues $39.99 a month from the December 1 draft (now $34.99)\n"
        "- No transfer fee\n\n"
        "Shall I make the transfer? (yes/no)",
        [
            (
                "transfer_home_club",
                {
                    "member_id": "IV-2875530",
                    "from_club": "Harlow Street",
                    "to_club": "Dunmere Riverside",
                    "effective_date": "2025-12-01",
                },
            )
        ],
    )
    s.yes("yep do it")
    s.call(
        "transfer_home_club",
        {
            "member_id": "IV-2875530",
            "from_club": "Harlow Street",
            "to_club": "Dunmere Riverside",
            "effective_date": "2025-12-01",
        },
        {
            "error": "club_at_capacity",
            "message": (
                "Dunmere Riverside has no Core membership openings for 2025-12-01; the "
                "transfer was not made. The transfer waitlist is open."
            ),
            "home_club": "Harlow Street",
        },
        error=True,
    )
    s.boundary(
        "the confirmed transfer to Dunmere Riverside failed (club at capacity, ledger "
        "executed), not reported yet; still at Harlow Street on $34.99; Northgate ruled out"
    )
    s.say(
        "I'm sorry, Rafael, the transfer didn't go through: Riverside has no Core openings "
        "for December 1, so nothing changed and you're still at Harlow Street on $34.99. "
        "Here's what we can do:\n"
        "1. Join the Riverside transfer waitlist. Riverside's club manager approves transfers "
        "as Core spots open, usually within 2 to 3 weeks.\n"
        "2. Transfer to Dunmere Northgate now.\n"
        "3. Upgrade to Flex at $49.99 a month, which lets you use every club, Riverside "
        "included, with no transfer needed."
    )
    s.user(
        "not northgate, and I'm not paying 50 a month. put me on the waitlist. keep me at "
        "harlow street until then"
    )
    s.confirm(
        "Here's the waitlist request:\n"
        "- Membership IV-2875530, Core\n"
        "- Transfer waitlist for Dunmere Riverside; the transfer happens only when "
        "Riverside's club manager approves it\n"
        "- Until then your home club stays Harlow Street at $34.99 a month\n"
        "- No charge\n\n"
        "Shall I add you to the waitlist? (yes/no)",
        [
            (
                "join_transfer_waitlist",
                {"member_id": "IV-2875530", "to_club": "Dunmere Riverside", "plan": "Core"},
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "join_transfer_waitlist",
        {"member_id": "IV-2875530", "to_club": "Dunmere Riverside", "plan": "Core"},
        {
            "waitlist_id": "TW-6604",
            "status": "waitlisted",
            "position": 3,
            "to_club": "Dunmere Riverside",
            "decided_by": "club manager, Dunmere Riverside",
            "home_club": "Harlow Street (unchanged)",
            "notify": "rafa.duarte@example.com",
        },
        facts={"transfer_waitlist_id": "TW-6604"},
    )
    s.say(
        "You're on the Riverside transfer waitlist: TW-6604, position 3. The transfer isn't "
        "approved yet; Riverside's club manager approves it when a Core spot opens, and "
        "we'll email you at rafa.duarte@example.com when that happens. Until then your home "
        "club stays Harlow Street at $34.99 a month."
    )
    s.boundary(
        "the failed transfer reported; Northgate and the Flex upgrade offered and declined; "
        "waitlist TW-6604 (position 3) executed and reported, the transfer up to Riverside's "
        "club manager, not approved; still at Harlow Street"
    )


def session_guest(s):
    """A guest pass for a sister on Saturday, not Sunday; the free trial declined; pending."""
    greet(s)
    s.user(
        "can I bring my sister to the gym on saturday? she's visiting. saturday morning, not sunday"
    )
    s.say(
        "Of course, let me check your guest passes. Please give me your name, member number "
        "and the email on file."
    )
    s.user("Leah Brightwater, IV4120778, leah.b@example.net")
    s.call(
        "verify_member",
        {"member_id": "IV-4120778", "name": "Leah Brightwater", "email": "leah.b@example.net"},
        verified("IV-4120778"),
        facts={
            "member_id": "IV-4120778",
            "member": "Leah Brightwater",
            "plan": "Prime",
            "home_club": "Eastgate",
            "payment_method": "Amex ****1009",
        },
    )
    s.call(
        "get_guest_passes",
        {"member_id": "IV-4120778", "month": "2025-11"},
        {
            "member_id": "IV-4120778",
            "month": "2025-11",
            "allowance": 2,
            "used": [{"pass_id": "GP-30021", "guest": "Sam Ortiz", "date": "2025-11-02"}],
            "remaining": 1,
            "rules": (
                "guest must be 18 or older and show photo ID; one visit per pass; the member "
                "must sign the guest in at the front desk"
            ),
            "trial": "non-members may take a free 7-day trial pass instead, once a year",
        },
        facts={"guest_passes": {"month": "2025-11", "allowance": 2, "remaining": 1}},
    )
    s.say(
        "You have 1 of your 2 November guest passes left; the other was used on November 2 "
        "for Sam Ortiz. What's your sister's name, and is she 18 or older? If she'd like to "
        "come more than once, non-members can also take a free 7-day trial pass, which "
        "wouldn't use your guest pass."
    )
    s.user(
        "Mara Brightwater, she's 34. no trial, she's only here the weekend and I don't want "
        "the club calling her to sign up. just the guest pass",
        facts={"guest": {"name": "Mara Brightwater", "age": 34}},
    )
    s.confirm(
        "Here's the guest pass:\n"
        "- Guest: Mara Brightwater\n"
        "- Visit: Saturday, November 8, 2025, at Eastgate\n"
        "- Uses your last November guest pass (1 of 2)\n"
        "- She'll need a photo ID at the front desk\n\n"
        "Shall I issue it? (yes/no)",
        [
            (
                "issue_guest_pass",
                {
                    "member_id": "IV-4120778",
                    "guest_name": "Mara Brightwater",
                    "visit_date": "2025-11-08",
                    "club": "Eastgate",
                },
            )
        ],
    )
    s.user("wait, does she have to come in with me or can she go alone? I have a class at 9")
    s.boundary(
        "the Saturday Nov 8 guest pass for Mara Brightwater proposed, pending: her question "
        "about coming alone not answered; the free trial offered and declined"
    )


def session_training(s):
    """A 10-session training package bought; two sessions confirmed, one slot taken."""
    greet(s)
    s.user("I want to start personal training. what packages do you have? I'm IV-3590412")
    s.say(
        "Great! To pull up your account, please confirm your name and the last 4 digits of "
        "the phone number on file."
    )
    s.user("curtis lindqvist, ends in 0164")
    s.call(
        "verify_member",
        {"member_id": "IV-3590412", "name": "Curtis Lindqvist", "phone_last4": "0164"},
        verified("IV-3590412"),
        facts={
            "member_id": "IV-3590412",
            "member": "Curtis Lindqvist",
            "plan": "Flex",
            "home_club": "Harlow Street",
            "payment_method": "Visa ****5082",
        },
    )
    s.call(
        "get_pt_packages",
        {"club": "Harlow Street"},
        {
            "club": "Harlow Street",
            "packages": [
                {
                    "code": "PK5",
                    "sessions": 5,
                    "price": 325.0,
                    "per_session": 65.0,
                    "valid_days": 60,
                },
                {
                    "code": "PK10",
                    "sessions": 10,
                    "price": 590.0,
                    "per_session": 59.0,
                    "valid_days": 120,
                },
            ],
            "trainers": [
                {"name": "Jonah Reyes", "focus": "strength", "hours": "mornings"},
                {"name": "Elena Sokolova", "focus": "mobility, strength", "hours": "mornings"},
                {"name": "Marcus Hale", "focus": "conditioning", "hours": "evenings"},
            ],
            "session_length_minutes": 60,
            "cancellation": "24 hours' notice, or the session is used",
        },
        facts={
            "pt_catalog": {
                "PK5": {"sessions": 5, "price": 325.0},
                "PK10": {"sessions": 10, "price": 590.0},
            }
        },
    )
    s.say(
        "Thanks, Curtis. At Harlow Street we have two packages: 5 sessions for $325.00 "
        "($65.00 a session, valid 60 days) and 10 sessions for $590.00 ($59.00 a session, "
        "valid 120 days). Sessions are 60 minutes. Our trainers there are Jonah Reyes "
        "(strength, mornings), Elena Sokolova (mobility and strength, mornings) and Marcus "
        "Hale (conditioning, evenings). If you're new to training, I'd suggest starting with "
        "the 5-session package to see how you like it."
    )
    s.user(
        "nah, the 10 pack, it's cheaper per session. I'd like a female trainer so Elena. "
        "mornings before work, before 7:30. no weekends",
        facts={
            "pt_preference": {
                "package": "PK10",
                "trainer": "Elena Sokolova",
                "before": "07:30",
                "weekends": False,
            }
        },
    )
    s.confirm(
        "Here's the purchase:\n"
        "- 10-session personal training package (PK10), $590.00\n"
        "- Trainer: Elena Sokolova, Harlow Street\n"
        "- Valid 120 days, until March 4, 2026\n"
        "- Charged to your Visa ****5082\n\n"
        "Shall I buy the package? (yes/no)",
        [
            (
                "purchase_pt_package",
                {
                    "member_id": "IV-3590412",
                    "package": "PK10",
                    "trainer": "Elena Sokolova",
                    "amount": 590.0,
                    "payment_method": "Visa ****5082",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "purchase_pt_package",
        {
            "member_id": "IV-3590412",
            "package": "PK10",
            "trainer": "Elena Sokolova",
            "amount": 590.0,
            "payment_method": "Visa ****5082",
        },
        {
            "package_id": "PT-61477",
            "status": "active",
            "sessions": 10,
            "trainer": "Elena Sokolova",
            "amount_charged": 590.0,
            "payment_method": "Visa ****5082",
            "expires": "2026-03-04",
            "receipt": "RC-20251104-1187",
        },
        facts={"pt_package_id": "PT-61477"},
    )
    s.call(
        "get_trainer_slots",
        {
            "trainer": "Elena Sokolova",
            "club": "Harlow Street",
            "from": "2025-11-05",
            "to": "2025-11-14",
            "start_before": "07:30",
            "weekdays_only": True,
        },
        {
            "trainer": "Elena Sokolova",
            "slots": [
                {"slot_id": "SL-7301", "start": "2025-11-06T06:30"},
                {"slot_id": "SL-7315", "start": "2025-11-07T06:00"},
                {"slot_id": "SL-7342", "start": "2025-11-11T06:30"},
                {"slot_id": "SL-7368", "start": "2025-11-13T07:00"},
            ],
        },
        facts={
            "trainer_slots": {
                "SL-7301": "2025-11-06 06:30",
                "SL-7315": "2025-11-07 06:00",
                "SL-7342": "2025-11-11 06:30",
                "SL-7368": "2025-11-13 07:00",
            }
        },
    )
    s.say(
        "Done: package PT-61477 is active, 10 sessions with Elena Sokolova, $590.00 charged "
        "to your Visa ****5082, valid until March 4, 2026 (receipt RC-20251104-1187). Elena's "
        "weekday openings before 7:30 in the next ten days are Thursday, November 6 at 6:30 "
        "am, Friday, November 7 at 6:00 am, Tuesday, November 11 at 6:30 am and Thursday, "
        "November 13 at 7:00 am. Would you like to book your first session?"
    )
    s.user(
        "thursday the 6th at 6:30. and the 13th at 7 too",
        facts={"session_choice": {"slots": ["SL-7301", "SL-7368"]}},
    )
    s.boundary(
        "PT-61477 (PK10, $590.00, Elena Sokolova) bought and reported; the agent's 5-pack "
        "suggestion declined; Elena's four slots listed; he just picked Nov 6 6:30 and Nov 13 "
        "7:00, nothing proposed yet"
    )
    s.confirm(
        "Here are the bookings, both from package PT-61477 with Elena Sokolova at Harlow "
        "Street:\n"
        "- Thursday, November 6, 2025, 6:30-7:30 am (SL-7301)\n"
        "- Thursday, November 13, 2025, 7:00-8:00 am (SL-7368)\n"
        "- Cancel at least 24 hours ahead, or the session is used\n\n"
        "Shall I book both? (yes/no)",
        [
            (
                "book_pt_session",
                {"member_id": "IV-3590412", "package_id": "PT-61477", "slot_id": "SL-7301"},
            ),
            (
                "book_pt_session",
                {"member_id": "IV-3590412", "package_id": "PT-61477", "slot_id": "SL-7368"},
            ),
        ],
    )
    s.yes("yes both")
    s.call(
        "book_pt_session",
        {"member_id": "IV-3590412", "package_id": "PT-61477", "slot_id": "SL-7301"},
        {
            "booking_id": "PB-90311",
            "status": "booked",
            "slot_id": "SL-7301",
            "start": "2025-11-06T06:30",
            "end": "2025-11-06T07:30",
            "trainer": "Elena Sokolova",
            "sessions_left_to_book": 9,
        },
        facts={"pt_booking_id": "PB-90311"},
    )
    s.call(
        "book_pt_session",
        {"member_id": "IV-3590412", "package_id": "PT-61477", "slot_id": "SL-7368"},
        {
            "error": "slot_unavailable",
            "message": (
                "SL-7368 (Elena Sokolova, 2025-11-13 07:00) was booked by another member at "
                "2025-11-04 10:42; nothing was booked"
            ),
        },
        error=True,
    )
    s.say(
        "Your first session is booked: Thursday, November 6 at 6:30 am with Elena "
        "(PB-90311). The Thursday, November 13 slot at 7:00 am was taken by another member a "
        "moment ago, so that one isn't booked and nothing came off your package for it. "
        "Elena still has Tuesday, November 11 at 6:30 am; would you like that one instead?"
    )
    s.user("no thanks, I'll book the next one with her after the first session")
    s.boundary(
        "PB-90311 (Nov 6 6:30) booked; the Nov 13 7:00 booking failed (slot taken, ledger "
        "executed) and was reported; Nov 11 6:30 offered and declined"
    )


SCRIPTS = {"transfer": session_transfer, "guest": session_guest, "training": session_training}
