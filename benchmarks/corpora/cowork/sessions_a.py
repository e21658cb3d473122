"""Session scripts, part 1: seats, office and rooms.

Each script plays one invented session at the member desk of Tallowgate Workrooms (companies,
members, ids, desks, offices, rooms, amounts and dates are made up). The sessions take place on
Wednesday, March 4, 2026. `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import account, member


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hi, welcome to the Tallowgate Workrooms member desk. I can help with memberships and "
        "desks, private offices, meeting rooms and credits, day passes, mail and parcels, "
        "add-ons and invoices. What can I do for you today?"
    )


def session_seats(s):
    """Fixed desks for two developers of a company account; a team admin with fewer rights."""
    greet(s)
    s.user(
        "hi! I'm moving my whole team into Canal Street, there's 4 of them plus me. can you "
        "quote fixed desks? account ACC 7731, Cressida Kilbride"
    )
    s.say("Glad to hear it, Cressida. To verify the account, what's the email address on file?")
    s.user("cressida.k@example.com")
    s.call(
        "verify_account",
        {"account_id": "ACC-7731", "name": "Cressida Kilbride", "email": "cressida.k@example.com"},
        account("ACC-7731"),
        facts={
            "account_id": "ACC-7731",
            "company": "Harebell Analytics",
            "member": "Cressida Kilbride",
            "member_id": "TG-40317",
            "site": "Canal Street",
            "payment_method": "Visa ****6402",
        },
    )
    s.call(
        "get_desk_quote",
        {"account_id": "ACC-7731", "site": "Canal Street", "desk_type": "fixed", "seats": 4},
        {
            "site": "Canal Street",
            "desk_type": "fixed",
            "seats": 4,
            "price_per_seat_month": {"3-6 months": 385.0, "12 months": 345.0},
            "minimum_term_months": 3,
            "setup_fee_per_seat": 60.0,
            "deposit_per_seat": "one month's fee",
            "monthly_total": {"3-6 months": 1540.0, "12 months": 1380.0},
            "desks_free": ["D-114", "D-115", "D-116", "D-117"],
            "earliest_start": "2026-03-09",
        },
        facts={
            "desk_quote": {
                "seats": 4,
                "per_seat": 385.0,
                "per_seat_12m": 345.0,
                "setup_fee_per_seat": 60.0,
                "minimum_term_months": 3,
            }
        },
    )
    s.say(
        "You're verified. Here's the quote for 4 fixed desks at Canal Street (desks D-114 to "
        "D-117 are free from Monday, March 9):\n"
        "- $385.00 per seat per month on a 3 to 6 month term: $1,540.00 a month for 4\n"
        "- $345.00 per seat per month on a 12-month term: $1,380.00 a month for 4\n"
        "- a one-off setup fee of $60.00 per seat, and a deposit of one month's fee per seat\n"
        "The minimum term is 3 months. Most growing teams take the 12-month rate, it saves "
        "$160 a month for four."
    )
    s.user(
        "no contract longer than six months, we might outgrow the place. and only 2 for now: "
        "the two developers first, ninian ostrander and jessamy mardle, they start monday. the "
        "designers later, april probably. oh and invoice us, not the card",
        facts={
            "desk_request": {
                "seats": 2,
                "members": ["Ninian Ostrander", "Jessamy Mardle"],
                "term_months": 6,
                "start": "2026-03-09",
                "billing": "invoice",
            }
        },
    )
    s.confirm(
        "Here's what I'll set up on ACC-7731 (Harebell Analytics):\n"
        "- Fixed desks D-114 for Ninian Ostrander and D-115 for Jessamy Mardle, Canal Street\n"
        "- Start Monday, March 9, 2026, 6-month term through Tuesday, September 8, 2026\n"
        "- $385.00 per seat per month: $770.00 a month\n"
        "- Setup fee $120.00 ($60.00 x 2) and deposit $770.00, on the first invoice\n"
        "- Billed by monthly invoice to the account (net 14), not to Visa ****6402\n\n"
        "Shall I add the two desks? (yes/no)",
        [
            (
                "add_fixed_desks",
                {
                    "account_id": "ACC-7731",
                    "site": "Canal Street",
                    "desks": {"D-114": "Ninian Ostrander", "D-115": "Jessamy Mardle"},
                    "start_date": "2026-03-09",
                    "term_months": 6,
                    "billing": "invoice",
                },
            )
        ],
    )
    s.yes("yes go ahead")
    s.call(
        "add_fixed_desks",
        {
            "account_id": "ACC-7731",
            "site": "Canal Street",
            "desks": {"D-114": "Ninian Ostrander", "D-115": "Jessamy Mardle"},
            "start_date": "2026-03-09",
            "term_months": 6,
            "billing": "invoice",
        },
        {
            "status": "active_from_start_date",
            "memberships": [
                {
                    "membership_id": "MS-55190",
                    "member_id": "TG-40981",
                    "name": "Ninian Ostrander",
                    "desk": "D-114",
                },
                {
                    "membership_id": "MS-55191",
                    "member_id": "TG-40982",
                    "name": "Jessamy Mardle",
                    "desk": "D-115",
                },
            ],
            "start_date": "2026-03-09",
            "end_date": "2026-09-08",
            "monthly_total": 770.0,
            "setup_fee": 120.0,
            "deposit": 770.0,
            "billing": "invoice, net 14",
            "first_invoice": {"invoice_id": "INV-26-0457", "amount": 1660.0, "due": "2026-03-18"},
        },
        facts={
            "memberships_added": {
                "MS-55190": {"member_id": "TG-40981", "name": "Ninian Ostrander", "desk": "D-114"},
                "MS-55191": {"member_id": "TG-40982", "name": "Jessamy Mardle", "desk": "D-115"},
            }
        },
    )
    s.say(
        "All set: Ninian Ostrander has desk D-114 (membership MS-55190) and Jessamy Mardle has "
        "D-115 (MS-55191), both from Monday, March 9 to September 8, 2026, at $770.00 a month. "
        "The first invoice, INV-26-0457, is $1,660.00 ($770.00 for March, $120.00 setup and "
        "$770.00 deposit), due March 18. Their welcome emails with the door codes go out on "
        "Friday. Would they like a locker each? It's $14.00 a month per locker."
    )
    s.user(
        "no lockers, they'll keep their stuff at their desks. one more thing, can jessamy be a "
        "team admin on the account? she'll handle bookings when I'm travelling"
    )
    s.boundary(
        "D-114/D-115 for the two developers (MS-55190, MS-55191) executed and reported; the "
        "12-month rate suggested and declined (no contract over 6 months); designers later; "
        "invoice, not card; lockers declined; her team-admin request for Jessamy just made"
    )
    s.confirm(
        "A team admin can book and cancel meeting rooms, buy room credits, add or remove "
        "seats, and see and download the account's invoices. Here's the change:\n"
        "- Jessamy Mardle (TG-40982) becomes a team admin on ACC-7731\n"
        "- Rights: rooms, credits, seats, invoices\n"
        "- You stay the account owner; only you can close the account or change the deposit\n\n"
        "Shall I make her a team admin? (yes/no)",
        [
            (
                "authorize_team_admin",
                {
                    "account_id": "ACC-7731",
                    "member_id": "TG-40982",
                    "rights": ["rooms", "credits", "seats", "invoices"],
                },
            )
        ],
    )
    s.no(
        "hmm no, not invoices, and not seats either. bookings and credits only, I don't want "
        "her seeing what we pay",
        facts={"admin_request": {"member_id": "TG-40982", "rights": ["rooms", "credits"]}},
    )
    s.confirm(
        "Understood, nothing's changed yet. The corrected change:\n"
        "- Jessamy Mardle (TG-40982) becomes a team admin on ACC-7731\n"
        "- Rights: meeting rooms and room credits only; no invoices, no seat changes\n"
        "- You stay the account owner\n\n"
        "Shall I make her a team admin with these rights? (yes/no)",
        [
            (
                "authorize_team_admin",
                {
                    "account_id": "ACC-7731",
                    "member_id": "TG-40982",
                    "rights": ["rooms", "credits"],
                },
            )
        ],
    )
    s.yes("yes that's right")
    s.boundary(
        "the team admin with all four rights rejected by her correction; Jessamy as team admin "
        "for rooms and credits only approved by her yes, no call yet; the two desks in place"
    )


def session_office(s):
    """A private office move that the community manager decides; the other site ruled out."""
    greet(s)
    s.user(
        "we've outgrown the hot desks. I need a private office for 4, and we have to be moved "
        "in before our investor visit on the 12th. yarrowby cartography, acct 6142"
    )
    s.say("I can look into that. Please give me your full name and the phone number on file.")
    s.user("Peregrine Thistlewood, 555 0147")
    s.call(
        "verify_account",
        {"account_id": "ACC-6142", "name": "Peregrine Thistlewood", "phone": "+1 503-555-0147"},
        account("ACC-6142"),
        facts={
            "account_id": "ACC-6142",
            "company": "Yarrowby Cartography",
            "member": "Peregrine Thistlewood",
            "member_id": "TG-38102",
            "site": "Canal Street",
            "team": {
                "MS-54120": "Peregrine Thistlewood",
                "MS-54121": "Lorcan Ysabeau",
                "MS-54122": "Marisa Tullia",
            },
        },
    )
    s.call(
        "get_private_offices",
        {"account_id": "ACC-6142", "seats": 4},
        {
            "offices": [
                {
                    "office": "P-204",
                    "site": "Canal Street",
                    "desks": 4,
                    "window": True,
                    "monthly": 1980.0,
                    "available_from": "2026-03-09",
                },
                {
                    "office": "P-207",
                    "site": "Canal Street",
                    "desks": 4,
                    "window": False,
                    "monthly": 1640.0,
                    "available_from": "2026-03-05",
                },
                {
                    "office": "P-310",
                    "site": "Skerrow Wharf",
                    "desks": 6,
                    "window": True,
                    "monthly": 1850.0,
                    "available_from": "2026-03-04",
                },
            ],
            "minimum_term_months": 6,
            "setup_fee": 150.0,
            "deposit": "one month's fee",
            "allocation": (
                "private offices are allocated by the site's community manager (Canal Street: "
                "Wynn Kingsmill); requests are decided within 2 business days"
            ),
        },
        facts={
            "office_options": {
                "P-204": {"site": "Canal Street", "window": True, "monthly": 1980.0},
                "P-207": {"site": "Canal Street", "window": False, "monthly": 1640.0},
                "P-310": {"site": "Skerrow Wharf", "window": True, "monthly": 1850.0},
            }
        },
    )
    s.say(
        "Thanks, Peregrine. There are three offices for four people:\n"
        "- P-204 at Canal Street: 4 desks, window, $1,980.00 a month, free from Monday, "
        "March 9\n"
        "- P-207 at Canal Street: 4 desks, interior (no window), $1,640.00 a month, free from "
        "tomorrow\n"
        "- P-310 at Skerrow Wharf: 6 desks, window, $1,850.00 a month, free today\n"
        "All three have a 6-month minimum term, a $150.00 setup fee and a deposit of one "
        "month. Offices are allocated by the site's community manager, who decides within 2 "
        "business days. With your visit on the 12th, P-310 at Skerrow Wharf is the safest "
        "bet: it's free today and it's the cheaper of the two window offices."
    )
    s.user(
        "only canal street, not the other one, half the team bikes in and skerrow is across "
        "the river. the window one, P-204. and the hot desks stop when we move in",
        facts={
            "office_request": {
                "site": "Canal Street",
                "office": "P-204",
                "move_in_by": "2026-03-12",
                "end_hot_desks": True,
            }
        },
    )
    s.confirm(
        "Here's the request I'll send to Wynn Kingsmill, the Canal Street community manager:\n"
        "- Private office P-204 (4 desks, window) for ACC-6142, Yarrowby Cartography\n"
        "- Move-in Monday, March 9, 2026; 6-month minimum term\n"
        "- $1,980.00 a month, $150.00 setup fee, $1,980.00 deposit\n"
        "- Hot desk memberships MS-54120, MS-54121 and MS-54122 end on the move-in date\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "request_office_move",
                {
                    "account_id": "ACC-6142",
                    "office": "P-204",
                    "move_in": "2026-03-09",
                    "end_memberships": ["MS-54120", "MS-54121", "MS-54122"],
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "request_office_move",
        {
            "account_id": "ACC-6142",
            "office": "P-204",
            "move_in": "2026-03-09",
            "end_memberships": ["MS-54120", "MS-54121", "MS-54122"],
        },
        {
            "request_id": "OMR-1187",
            "status": "pending_approval",
            "decided_by": "community manager, Canal Street (Wynn Kingsmill)",
            "decision_by": "2026-03-06",
            "office_held_until_decision": True,
            "office": "P-204",
            "move_in_requested": "2026-03-09",
            "memberships_unchanged_until_approval": ["MS-54120", "MS-54121", "MS-54122"],
        },
        facts={"office_request_id": "OMR-1187"},
    )
    s.say(
        "Your request OMR-1187 for P-204 is submitted. It isn't approved yet: Wynn Kingsmill "
        "decides by Friday, March 6, and P-204 is held for you until then. If it's approved, "
        "you move in on Monday, March 9 and the three hot desks end that day; until then "
        "nothing changes on your account."
    )
    s.user(
        "ok. and if wynn says no? the investors come on the 12th and I can't have them "
        "sitting at hot desks"
    )
    s.boundary(
        "the P-204 move request OMR-1187 executed and reported, pending the community "
        "manager's decision by Mar 6 (not approved); Skerrow Wharf's P-310 suggested and "
        "declined (only Canal Street); P-207 has no window; his worry about a refusal open"
    )


def session_rooms(s):
    """Room credits topped up; a window room's booking fails, then a shorter slot is booked."""
    greet(s)
    s.user(
        "hi, I need a meeting room tomorrow afternoon for a client workshop, 1 to 4ish, 5 "
        "people. Mirabel Okwuosa, member TG37705. no rooms without a window please, last time "
        "I got the basement one",
        facts={
            "room_request": {
                "date": "2026-03-05",
                "start": "13:00",
                "end": "16:00",
                "people": 5,
                "window": "required",
            }
        },
    )
    s.say("Sure, Mirabel. What's the email address on your membership?")
    s.user("mirabel.o@example.net")
    s.call(
        "verify_member",
        {"member_id": "TG-37705", "name": "Mirabel Okwuosa", "email": "mirabel.o@example.net"},
        member("TG-37705"),
        facts={
            "member_id": "TG-37705",
            "member": "Mirabel Okwuosa",
            "site": "Canal Street",
            "payment_method": "Mastercard ****3318",
            "room_credits": {"balance": 3, "monthly_allowance": 8, "refresh": "2026-04-01"},
        },
    )
    s.call(
        "get_room_availability",
        {
            "site": "Canal Street",
            "date": "2026-03-05",
            "start": "13:00",
            "end": "16:00",
            "people": 5,
        },
        {
            "rooms": [
                {
                    "room": "Lapwing Room",
                    "seats": 6,
                    "window": True,
                    "floor": "2nd",
                    "credits_per_hour": 2,
                    "available": True,
                },
                {
                    "room": "Dunlin Room",
                    "seats": 8,
                    "window": False,
                    "floor": "lower ground",
                    "credits_per_hour": 2,
                    "available": True,
                },
            ],
            "top_up_packs": [
                {"credits": 10, "price": 45.0},
                {"credits": 25, "price": 100.0},
            ],
        },
        facts={
            "room_options": {
                "Lapwing Room": {"window": True, "credits_per_hour": 2},
                "Dunlin Room": {"window": False, "credits_per_hour": 2},
            }
        },
    )
    s.say(
        "You're verified. The Lapwing Room on the 2nd floor has a window and seats 6, and it's "
        "free tomorrow from 1:00 to 4:00 pm. Rooms cost 2 credits an hour, so that's 6 "
        "credits, and you have 3 left this month (your 8 refresh on April 1). You'd need a "
        "top-up: 10 credits for $45.00, or 25 for $100.00. If you book rooms often, the 25 "
        "pack is the better deal at $4.00 a credit."
    )
    s.user("just the 10 pack, the small one. on my card is fine")
    s.confirm(
        "Here's what I'll do:\n"
        "1. Top up 10 room credits for $45.00, charged to Mastercard ****3318 (balance 13)\n"
        "2. Book the Lapwing Room, Thursday, March 5, 2026, 1:00-4:00 pm, 6 credits "
        "(balance after: 7)\n\n"
        "Shall I go ahead with both? (yes/no)",
        [
            ("buy_room_credits", {"member_id": "TG-37705", "credits": 10, "price": 45.0}),
            (
                "book_room",
                {
                    "member_id": "TG-37705",
                    "room": "Lapwing Room",
                    "start": "2026-03-05T13:00",
                    "end": "2026-03-05T16:00",
                },
            ),
        ],
    )
    s.yes("yep")
    s.call(
        "buy_room_credits",
        {"member_id": "TG-37705", "credits": 10, "price": 45.0},
        {
            "topup_id": "CR-2284",
            "credits": 10,
            "amount": 45.0,
            "charged_to": "Mastercard ****3318",
            "balance": 13,
        },
        facts={"room_credits": {"balance": 13, "topup_id": "CR-2284"}},
    )
    s.call(
        "book_room",
        {
            "member_id": "TG-37705",
            "room": "Lapwing Room",
            "start": "2026-03-05T13:00",
            "end": "2026-03-05T16:00",
        },
        {
            "error": "slot_unavailable",
            "message": (
                "Lapwing Room is closed 2026-03-05 12:30-14:00 for a fire-safety inspection; "
                "nothing was booked and no credits were used"
            ),
        },
        error=True,
    )
    s.boundary(
        "the 10-credit top-up CR-2284 ($45) executed; the confirmed Lapwing Room booking for "
        "Mar 5 13:00-16:00 failed (inspection until 14:00, ledger executed), not reported yet; "
        "the 25 pack suggested and declined; window required"
    )
    s.say(
        "I'm sorry, Mirabel, the booking didn't go through: the Lapwing Room is closed "
        "tomorrow from 12:30 to 2:00 pm for a fire-safety inspection, so nothing was booked "
        "and no credits were used. Your top-up CR-2284 did go through, so you have 13 "
        "credits. I can book the Lapwing Room from 2:00 to 5:00 pm instead, or the Dunlin Room "
        "from 1:00 to 4:00 pm as you asked, though it's on the lower ground floor with no "
        "window."
    )
    s.user("not dunlin. lapwing from 2 then")
    s.confirm(
        "Here's the booking:\n"
        "- Lapwing Room, Thursday, March 5, 2026, 2:00-5:00 pm\n"
        "- 6 credits (balance after: 7)\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_room",
                {
                    "member_id": "TG-37705",
                    "room": "Lapwing Room",
                    "start": "2026-03-05T14:00",
                    "end": "2026-03-05T17:00",
                },
            )
        ],
    )
    s.no(
        "wait, only till 4:30. they have a train at 5 and I'm not burning 6 credits on an "
        "empty room",
        facts={"room_request": {"date": "2026-03-05", "start": "14:00", "end": "16:30"}},
    )
    s.confirm(
        "Of course, I haven't booked anything. The corrected booking:\n"
        "- Lapwing Room, Thursday, March 5, 2026, 2:00-4:30 pm\n"
        "- 5 credits (balance after: 8)\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_room",
                {
                    "member_id": "TG-37705",
                    "room": "Lapwing Room",
                    "start": "2026-03-05T14:00",
                    "end": "2026-03-05T16:30",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "book_room",
        {
            "member_id": "TG-37705",
            "room": "Lapwing Room",
            "start": "2026-03-05T14:00",
            "end": "2026-03-05T16:30",
        },
        {
            "booking_id": "RB-70914",
            "status": "confirmed",
            "room": "Lapwing Room",
            "start": "2026-03-05T14:00",
            "end": "2026-03-05T16:30",
            "credits_used": 5,
            "balance": 8,
        },
        facts={"room_booking_id": "RB-70914", "room_credits": {"balance": 8}},
    )
    s.say(
        "Booked: the Lapwing Room tomorrow, Thursday, March 5, from 2:00 to 4:30 pm "
        "(RB-70914). 5 credits were used and you have 8 left. Your guests can check in at the "
        "front desk on the ground floor."
    )
    s.user("thanks! can I get a projector in there too?")
    s.boundary(
        "the failure reported; Dunlin (no window) declined; the 14:00-17:00 booking rejected by "
        "her correction; Lapwing 14:00-16:30 RB-70914 (5 credits, balance 8) executed and "
        "reported; her projector question open"
    )


SCRIPTS = {"seats": session_seats, "office": session_office, "rooms": session_rooms}
