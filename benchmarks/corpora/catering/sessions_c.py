"""Session scripts, part 3: contacts, hours and wake.

Each script plays one invented session at the events desk of Fettlecombe Catering Co.
(clients, accounts, venues, menus, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen. The sessions take place on Wednesday, April 15, 2026.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_contacts(s):
    """An office manager adds her assistant, ordering only; then the billing email."""
    greet(s)
    s.user(
        "Hi, Hesper Tebbutt, office manager at Aldermoor Housing Trust, acct 50372. I want "
        "to add my new assistant to our account so he can order our lunches."
    )
    s.say("Hello Hesper. To verify, please confirm the email address we have for you.")
    s.user("h.tebbutt@example.net")
    s.call(
        "verify_client",
        {"account_id": "ACC-50372", "name": "Hesper Tebbutt", "email": "h.tebbutt@example.net"},
        verified("ACC-50372", "CT-8391"),
        facts={
            "account_id": "ACC-50372",
            "client": "Aldermoor Housing Trust",
            "contact": "Hesper Tebbutt (CT-8391, office manager, account admin)",
        },
    )
    s.call(
        "get_account_contacts",
        {"account_id": "ACC-50372"},
        {
            "contacts": [
                {
                    "contact_id": "CT-8391",
                    "name": "Hesper Tebbutt",
                    "role": "account admin",
                    "ordering": True,
                    "billing": True,
                },
                {
                    "contact_id": "CT-8412",
                    "name": "Giles Harrowgate",
                    "role": "ordering",
                    "ordering": True,
                    "billing": False,
                    "order_limit": 750.0,
                    "last_order": "2025-11-20",
                },
            ],
            "billing_email": "h.tebbutt@example.net",
            "roles": {
                "ordering": "places orders up to an order limit; sees orders, not invoices",
                "billing": "sees and pays invoices",
            },
        },
        facts={
            "contacts": {
                "CT-8391": "Hesper Tebbutt, admin",
                "CT-8412": "Giles Harrowgate, ordering, limit 750.0, last order 2025-11-20",
            }
        },
    )
    s.say(
        "Thanks, Hesper, you're verified as the account admin. There are two contacts now: "
        "you, and Giles Harrowgate, who can order up to $750.00 and last ordered on November "
        "20, 2025. Since he hasn't ordered in a while, would you like me to remove him? And "
        "what are your assistant's details?"
    )
    s.user(
        "No, leave Giles, he's on leave, back in June. The assistant is Emeric Dalby, "
        "emeric.dalby@example.net, 802 555 0154. Ordering only, NOT billing, he shouldn't "
        "see invoices. Cap him at 500 an order.",
        facts={
            "new_contact": {
                "name": "Emeric Dalby",
                "email": "emeric.dalby@example.net",
                "phone": "+1 802-555-0154",
                "role": "ordering only, not billing",
                "order_limit": 500.0,
            }
        },
    )
    s.confirm(
        "Here's the new contact:\n"
        "- Emeric Dalby, emeric.dalby@example.net, +1 802-555-0154\n"
        "- Ordering contact on Aldermoor Housing Trust (ACC-50372), up to $500.00 an order\n"
        "- No billing access: he won't see or pay invoices\n"
        "- Giles Harrowgate stays as he is\n\n"
        "Many offices give the assistant billing view too, so he can check invoices; "
        "tell me if you'd like that. Otherwise, shall I add him as above? (yes/no)",
        [
            (
                "add_authorized_contact",
                {
                    "account_id": "ACC-50372",
                    "name": "Emeric Dalby",
                    "email": "emeric.dalby@example.net",
                    "phone": "+1 802-555-0154",
                    "role": "ordering",
                    "order_limit": 500.0,
                    "billing": False,
                },
            )
        ],
    )
    s.yes("Yes, as above. No billing view.")
    s.call(
        "add_authorized_contact",
        {
            "account_id": "ACC-50372",
            "name": "Emeric Dalby",
            "email": "emeric.dalby@example.net",
            "phone": "+1 802-555-0154",
            "role": "ordering",
            "order_limit": 500.0,
            "billing": False,
        },
        {
            "contact_id": "CT-8826",
            "status": "active",
            "name": "Emeric Dalby",
            "role": "ordering",
            "order_limit": 500.0,
            "billing": False,
            "welcome_email": "sent to emeric.dalby@example.net",
        },
        facts={"contact_id": "CT-8826"},
    )
    s.say(
        "Done: Emeric Dalby is now an ordering contact (CT-8826), up to $500.00 an order, "
        "with no billing access. He'll get a welcome email. Giles is unchanged."
    )
    s.user(
        "Also, invoices should go to accounts.aldermoor@example.net from now on, not to my email.",
        facts={"billing_email_request": "accounts.aldermoor@example.net"},
    )
    s.confirm(
        "Here's the change:\n"
        "- Billing email for ACC-50372: h.tebbutt@example.net replaced by "
        "accounts.aldermoor@example.net\n"
        "- From the next invoice on\n\n"
        "Shall I change it? (yes/no)",
        [
            (
                "update_billing_email",
                {"account_id": "ACC-50372", "billing_email": "accounts.aldermoor@example.net"},
            )
        ],
    )
    s.yes("Yes.")
    s.boundary(
        "Emeric Dalby added as ordering contact CT-8826 ($500 cap, no billing) executed and "
        "reported; removing Giles suggested and declined; billing view suggested and "
        "declined; the billing email change approved by her yes, no call yet"
    )
    s.call(
        "update_billing_email",
        {"account_id": "ACC-50372", "billing_email": "accounts.aldermoor@example.net"},
        {"account_id": "ACC-50372", "billing_email": "accounts.aldermoor@example.net"},
    )


def session_hours(s):
    """Server hours billed for a wake disputed; the adjustment goes to the events manager."""
    greet(s)
    s.user(
        "hello. we had you do the food for my father's wake last thursday, and I think the "
        "staff hours on the bill are wrong. honora ollerenshaw"
    )
    s.say(
        "I'm sorry for your loss, Ms. Ollerenshaw. To verify, please give me the phone "
        "number or email on your account."
    )
    s.user("honora.o@example.com")
    s.call(
        "verify_client",
        {"name": "Honora Ollerenshaw", "email": "honora.o@example.com"},
        verified("ACC-62790"),
        facts={"account_id": "ACC-62790", "client": "Honora Ollerenshaw"},
    )
    s.call(
        "get_invoices",
        {"account_id": "ACC-62790"},
        {
            "invoices": [
                {
                    "invoice_id": "INV-30492",
                    "job_id": "JOB-6951",
                    "what": "deposit",
                    "amount": 800.0,
                    "status": "paid",
                },
                {
                    "invoice_id": "INV-30540",
                    "job_id": "JOB-6951",
                    "what": "final invoice, staffed buffet (wake), 2026-04-09",
                    "lines": [
                        {"line": "buffet, 55 guests x $34.00", "amount": 1870.0},
                        {"line": "service charge 18%", "amount": 336.6},
                        {"line": "servers, 4 x 5 h x $38.00", "amount": 760.0},
                        {"line": "breakage, 3 wine glasses", "amount": 45.0},
                        {"line": "less deposit INV-30492", "amount": -800.0},
                    ],
                    "amount": 2211.6,
                    "status": "open",
                    "due": "2026-04-23",
                },
            ]
        },
        facts={
            "invoices": {
                "INV-30492": {"amount": 800.0, "status": "paid"},
                "INV-30540": {
                    "amount": 2211.6,
                    "status": "open",
                    "due": "2026-04-23",
                    "servers": "4 x 5 h x 38.0 = 760.0",
                },
            }
        },
    )
    s.call(
        "get_timesheet",
        {"job_id": "JOB-6951"},
        {
            "job_id": "JOB-6951",
            "servers": 4,
            "clock_in": "13:30",
            "clock_out": "18:30",
            "hours_each": 5,
            "service": "14:00-18:00",
            "note": "hours include 30 min setup and 30 min breakdown",
        },
        facts={"timesheet": {"servers": 4, "hours_each": 5, "clock": "13:30-18:30"}},
    )
    s.say(
        "Thank you. The final invoice INV-30540 for JOB-6951 is $2,211.60 after your "
        "$800.00 deposit, due April 23. It bills 4 servers for 5 hours each at $38.00, "
        "$760.00. The timesheet has them clocked in at 1:30 and out at 6:30 pm; those hours "
        "include 30 minutes of setup and 30 minutes of breakdown around the 2:00 to 6:00 "
        "service."
    )
    s.user(
        "they were packing up by quarter to 6 and gone by 6, I was there. 4 hours each, "
        "not 5. I'm not paying for an hour nobody worked",
        facts={"adjustment_request": {"claimed_hours_each": 4, "billed_hours_each": 5}},
    )
    s.confirm(
        "I can send that for review. Staff-hours adjustments are decided by our events "
        "manager, who checks the timesheet with the team lead:\n"
        "- Invoice INV-30540 (JOB-6951)\n"
        "- Billed 20 server hours (4 x 5 h); you report 16 (4 x 4 h)\n"
        "- Adjustment requested: 4 h x $38.00 = $152.00\n\n"
        "I can also query the $45.00 breakage line while I'm at it. Shall I submit the hours "
        "adjustment? (yes/no)",
        [
            (
                "open_hours_adjustment",
                {
                    "job_id": "JOB-6951",
                    "invoice_id": "INV-30540",
                    "billed_hours": 20,
                    "claimed_hours": 16,
                    "amount": 152.0,
                },
            )
        ],
    )
    s.yes("yes submit it. leave the glasses, that was us, my nephew knocked the tray over")
    s.call(
        "open_hours_adjustment",
        {
            "job_id": "JOB-6951",
            "invoice_id": "INV-30540",
            "billed_hours": 20,
            "claimed_hours": 16,
            "amount": 152.0,
        },
        {
            "adjustment_id": "ADJ-1173",
            "status": "under_review",
            "reviewer": "events manager",
            "decision_by": "2026-04-22",
            "invoice": "INV-30540 unchanged while under review",
        },
        facts={"adjustment_id": "ADJ-1173"},
    )
    s.say(
        "Submitted: ADJ-1173 is under review with our events manager, who will decide by "
        "Wednesday, April 22. Until then INV-30540 stays at $2,211.60; if the adjustment is "
        "approved, $152.00 comes off. The breakage line is left as it is."
    )
    s.user("ok. thank you")
    s.boundary(
        "ADJ-1173 ($152.00, 20 to 16 server hours on INV-30540) submitted and reported, "
        "under review with the events manager (by Apr 22), not decided; the breakage query "
        "offered and declined; the deposit INV-30492 untouched"
    )


def session_wake(s):
    """A short-notice staffed reception after a funeral booked; the bartender call fails."""
    greet(s)
    s.user(
        "hi. my mother's funeral is this friday and we need food for after, at st brannoc's "
        "hall. about 50. cosimo tregarthen, you did my daughter's christening"
    )
    s.say(
        "I'm very sorry about your mother, Mr. Tregarthen. Let me find your account: please "
        "confirm your phone number."
    )
    s.user("802-555-0186")
    s.call(
        "verify_client",
        {"name": "Cosimo Tregarthen", "phone": "+1 802-555-0186"},
        verified("ACC-61955"),
        facts={
            "account_id": "ACC-61955",
            "client": "Cosimo Tregarthen",
            "payment_method": "Visa ****7214",
        },
    )
    s.call(
        "get_menu_options",
        {"service": "staffed reception", "date": "2026-04-17", "guests": 50},
        {
            "date": "2026-04-17",
            "short_notice": True,
            "menus": [
                {"menu": "Tea & Sandwich Buffet", "price_per_head": 22.0},
                {"menu": "Comfort Buffet (hot)", "price_per_head": 34.0},
            ],
            "minimum_headcount": 40,
            "service_charge": "18% of food",
            "staff": "2 servers, 4 hours, $38.00 an hour each",
            "payment": "short-notice bookings are paid in full by 2026-04-16",
        },
        facts={
            "menu_options": {
                "Tea & Sandwich Buffet": 22.0,
                "Comfort Buffet (hot)": 34.0,
                "minimum_headcount": 40,
            }
        },
    )
    s.say(
        "We can do Friday, April 17. For a reception of 50 there are two menus: the Tea & "
        "Sandwich Buffet at $22.00 a head, or the hot Comfort Buffet at $34.00 a head; hot "
        "food often goes down well after a service. Both come with 2 servers for 4 hours and "
        "an 18% service charge on the food. Short-notice bookings are paid in full by "
        "Thursday."
    )
    s.user(
        "the sandwiches and cakes, the cheaper one. mum hated fuss. 12:30 to 4:30, we come "
        "straight from the church",
        facts={
            "booking_request": {
                "menu": "Tea & Sandwich Buffet",
                "guests": 50,
                "time": "12:30-16:30",
            }
        },
    )
    s.confirm(
        "Here's the booking:\n"
        "- Staffed reception, Friday, April 17, 2026, 12:30 to 4:30 pm, St Brannoc's Hall, "
        "Wendlebury Cross\n"
        "- Tea & Sandwich Buffet for 50 guests: $1,100.00\n"
        "- 18% service charge: $198.00\n"
        "- 2 servers x 4 h x $38.00: $304.00\n"
        "- Total $1,602.00, paid in full by Thursday, April 16 (Visa ****7214 on file)\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_staffed_event",
                {
                    "account_id": "ACC-61955",
                    "date": "2026-04-17",
                    "time": "12:30-16:30",
                    "venue": "St Brannoc's Hall, Wendlebury Cross",
                    "menu": "Tea & Sandwich Buffet",
                    "guests": 50,
                    "servers": 2,
                    "total": 1602.0,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "book_staffed_event",
        {
            "account_id": "ACC-61955",
            "date": "2026-04-17",
            "time": "12:30-16:30",
            "venue": "St Brannoc's Hall, Wendlebury Cross",
            "menu": "Tea & Sandwich Buffet",
            "guests": 50,
            "servers": 2,
            "total": 1602.0,
        },
        {
            "job_id": "JOB-7419",
            "status": "booked",
            "date": "2026-04-17",
            "time": "12:30-16:30",
            "total": 1602.0,
            "payment_due": "2026-04-16",
        },
        facts={"job_id": "JOB-7419"},
    )
    s.say(
        "It's booked: JOB-7419, Friday, April 17, 12:30 to 4:30 pm at St Brannoc's Hall, "
        "$1,602.00, due by Thursday, April 16. Would you like a second tea and coffee "
        "station for $60.00, so there's no queue?"
    )
    s.user(
        "no, one is plenty. but can we have someone pouring wine? wine and soft drinks only, "
        "no spirits",
        facts={"bartender_request": {"drinks": "wine and soft drinks only, no spirits"}},
    )
    s.confirm(
        "A bartender is $45.00 an hour, 4 hours minimum:\n"
        "- JOB-7419, Friday, April 17, 12:30 to 4:30 pm\n"
        "- 1 bartender pouring wine and soft drinks only, no spirits\n"
        "- 4 h x $45.00 = $180.00\n\n"
        "Shall I add one? (yes/no)",
        [
            (
                "add_bartender",
                {
                    "job_id": "JOB-7419",
                    "hours": "12:30-16:30",
                    "drinks": "wine and soft drinks only",
                    "total": 180.0,
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "add_bartender",
        {
            "job_id": "JOB-7419",
            "hours": "12:30-16:30",
            "drinks": "wine and soft drinks only",
            "total": 180.0,
        },
        {
            "error": "no_staff_available",
            "message": (
                "no bartender is free on 2026-04-17 between 12:30 and 16:30; the short-notice "
                "roster is full; nothing was added to JOB-7419"
            ),
        },
        error=True,
    )
    s.boundary(
        "JOB-7419 (Tea & Sandwich Buffet, 50 guests, Apr 17 12:30-4:30, $1,602.00) executed "
        "and reported; the hot buffet suggested and declined; the second tea station "
        "declined; the bartender call failed (no staff, ledger executed), not reported yet"
    )
    s.say(
        "I'm sorry, I couldn't add a bartender: no one is free on Friday afternoon at such "
        "short notice. Your reception is still booked; one of the 2 servers can put wine out "
        "on a table if you'd like."
    )


SCRIPTS = {
    "contacts": session_contacts,
    "hours": session_hours,
    "wake": session_wake,
}
