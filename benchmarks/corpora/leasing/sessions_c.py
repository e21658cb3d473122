"""Session scripts, part 3: upgrade, contact and invoice.

Each script plays one invented session at the account desk of Ketterby Business Leasing
(customers, accounts, schedules, models, amounts and dates are made up). The sessions take
place on Thursday, March 12, 2026. `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import schedules, verified
from sessions_a import greet


def session_upgrade(s):
    """The design team's laptops upgraded: Pro corrected to the plain 16; the warehouse
    confirms the rest; one delivery only."""
    greet(s)
    s.user(
        "hey, ruairi from tamberlin print studio, KL-80251. our designers' laptops are too "
        "slow for the new rendering software. what would an upgrade cost?"
    )
    s.say("Let's have a look. Please confirm the email address on file to verify you.")
    s.user("r.kisfaludy@example.com")
    s.call(
        "verify_account",
        {"account_id": "KL-80251", "name": "Ruairi Kisfaludy", "email": "r.kisfaludy@example.com"},
        verified("KL-80251"),
        facts={
            "account_id": "KL-80251",
            "customer": "Tamberlin Print Studio",
            "contact": "Ruairi Kisfaludy",
            "contact_role": "office manager (authorized)",
        },
    )
    s.call(
        "get_lease_schedules",
        {"account_id": "KL-80251"},
        schedules("KL-80251"),
        facts={
            "schedules": {
                "SCH-80251-01": "design team, 5 Slate 14",
                "SCH-80251-02": "front office, 4 Slate 14 + 2 Presswick M420",
            }
        },
    )
    s.call(
        "get_upgrade_quote",
        {"schedule_id": "SCH-80251-01", "units": 5},
        {
            "quote_id": "UQ-2290",
            "schedule_id": "SCH-80251-01",
            "current": {"model": "Norvane Slate 14", "units": 5, "unit_rate": 39.90},
            "options": [
                {"model": "Norvane Slate 16", "unit_rate": 52.40, "monthly_total": 262.00},
                {"model": "Norvane Slate 16 Pro", "unit_rate": 61.90, "monthly_total": 309.50},
            ],
            "new_term_months": 36,
            "term_starts": "on delivery",
            "old_units": "collected at delivery, no early-return charge",
            "delivery_fee": 95.00,
            "valid_until": "2026-03-26",
        },
        facts={
            "upgrade_quote": {
                "quote_id": "UQ-2290",
                "Norvane Slate 16": 52.40,
                "Norvane Slate 16 Pro": 61.90,
                "delivery_fee": 95.00,
            }
        },
    )
    s.say(
        "You're verified, Ruairi. Upgrade quote UQ-2290 for the 5 design-team laptops on "
        "SCH-80251-01, now Norvane Slate 14 at $39.90 each:\n"
        "- Norvane Slate 16: $52.40 per unit, $262.00 a month\n"
        "- Norvane Slate 16 Pro: $61.90 per unit, $309.50 a month\n"
        "Either way it's a new 36-month term from delivery, the old laptops are collected at "
        "delivery with no early-return charge, and delivery is $95.00. For rendering I'd "
        "recommend the 16 Pro. The front-office schedule SCH-80251-02 stays as it is."
    )
    s.user("ok do the pro")
    s.confirm(
        "Here's the upgrade:\n"
        "- SCH-80251-01: 5 x Norvane Slate 14 replaced by 5 x Norvane Slate 16 Pro\n"
        "- $61.90 per unit per month, $309.50 a month, new 36-month term from delivery\n"
        "- Old units collected at delivery; delivery fee $95.00\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "request_upgrade",
                {
                    "schedule_id": "SCH-80251-01",
                    "units": 5,
                    "model": "Norvane Slate 16 Pro",
                    "unit_rate": 61.90,
                    "term_months": 36,
                    "quote_id": "UQ-2290",
                },
            )
        ],
    )
    s.no(
        "actually wait, 309 a month is over budget, we agreed max 280 for this. do the regular 16",
        facts={"upgrade_request": {"model": "Norvane Slate 16", "max_monthly": 280}},
    )
    s.confirm(
        "No problem, nothing was placed. Here's the corrected upgrade:\n"
        "- SCH-80251-01: 5 x Norvane Slate 14 replaced by 5 x Norvane Slate 16\n"
        "- $52.40 per unit per month, $262.00 a month, new 36-month term from delivery\n"
        "- Old units collected at delivery; delivery fee $95.00\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "request_upgrade",
                {
                    "schedule_id": "SCH-80251-01",
                    "units": 5,
                    "model": "Norvane Slate 16",
                    "unit_rate": 52.40,
                    "term_months": 36,
                    "quote_id": "UQ-2290",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "request_upgrade",
        {
            "schedule_id": "SCH-80251-01",
            "units": 5,
            "model": "Norvane Slate 16",
            "unit_rate": 52.40,
            "term_months": 36,
            "quote_id": "UQ-2290",
        },
        {
            "upgrade_id": "UP-6051",
            "status": "partially_allocated",
            "model": "Norvane Slate 16",
            "units": 5,
            "allocated": 3,
            "backordered": 2,
            "warehouse": "Orrick Bay",
            "warehouse_confirmation": "pending for the 2 backordered units, expected by 2026-03-18",
            "unit_rate": 52.40,
            "monthly_total": 262.00,
            "term_months": 36,
        },
        facts={"upgrade_id": "UP-6051"},
    )
    s.say(
        "Placed: upgrade UP-6051, 5 Norvane Slate 16 at $52.40 each, $262.00 a month on a new "
        "36-month term. The vendor's Orrick Bay warehouse has allocated 3 units; the other 2 "
        "are backordered and the warehouse expects to confirm them by March 18, so those "
        "aren't confirmed yet. I can deliver the 3 now and the 2 later, with two delivery "
        "fees, or all 5 together once the warehouse confirms."
    )
    s.user(
        "all 5 together, one delivery. I don't want to pay two fees",
        facts={"delivery_request": {"deliveries": 1, "units": 5}},
    )
    s.boundary(
        "the 16 Pro upgrade rejected by his correction (budget max 280); UP-6051 (5 Slate 16, "
        "$262.00/month) executed, 3 allocated and 2 pending the warehouse's confirmation by "
        "March 18, reported; the 16 Pro recommendation declined; one delivery for all 5"
    )
    s.call(
        "get_delivery_slots",
        {"upgrade_id": "UP-6051", "site": "SCH-80251-01"},
        {
            "upgrade_id": "UP-6051",
            "site": "design studio, 23 Ropewalk, Hobbeswick, OR 97452",
            "slots": [
                {"slot_id": "DS-3202", "date": "2026-03-23", "window": "09:00-12:00"},
                {"slot_id": "DS-3209", "date": "2026-03-25", "window": "13:00-17:00"},
            ],
        },
        facts={
            "delivery_slots": {
                "DS-3202": "2026-03-23 09:00-12:00",
                "DS-3209": "2026-03-25 13:00-17:00",
            }
        },
    )
    s.say(
        "After the 18th there's Monday, March 23, 9 am to noon (DS-3202), or Wednesday, March "
        "25, 1 to 5 pm (DS-3209)."
    )
    s.user(
        "the 23rd, monday morning. the sooner the better",
        facts={"delivery_choice": {"slot_id": "DS-3202", "date": "2026-03-23"}},
    )
    s.confirm(
        "Here's the delivery:\n"
        "- Upgrade UP-6051, all 5 x Norvane Slate 16 in one delivery\n"
        "- Monday, March 23, 2026, 9:00 am-12:00 pm (DS-3202)\n"
        "- 23 Ropewalk, Hobbeswick; the 5 Slate 14s collected at the same visit\n"
        "- Delivery fee $95.00\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_delivery",
                {
                    "upgrade_id": "UP-6051",
                    "slot_id": "DS-3202",
                    "date": "2026-03-23",
                    "window": "09:00-12:00",
                },
            )
        ],
    )
    s.yes("yep")
    s.call(
        "book_delivery",
        {
            "upgrade_id": "UP-6051",
            "slot_id": "DS-3202",
            "date": "2026-03-23",
            "window": "09:00-12:00",
        },
        {
            "error": "units_not_allocated",
            "message": (
                "Delivery slot DS-3202 (2026-03-23 09:00-12:00) needs every unit allocated: "
                "2 units of UP-6051 are awaiting warehouse confirmation. Not booked."
            ),
        },
        error=True,
    )
    s.say(
        "That didn't go through: DS-3202 can't be booked while 2 units of UP-6051 are still "
        "awaiting the warehouse's confirmation, so nothing is booked yet. Once the warehouse "
        "confirms, by March 18, the slot can be booked. Alternatively I could deliver the 3 "
        "allocated laptops on the 23rd now and the other 2 later, with a second $95.00 fee."
    )
    s.user(
        "no, I said one delivery. just call me when the warehouse confirms. my number is "
        "503 555 0188",
        facts={"callback": {"phone": "+1 503-555-0188", "when": "warehouse confirms UP-6051"}},
    )
    s.boundary(
        "the March 23 delivery DS-3202 failed (units awaiting the warehouse), reported, "
        "nothing booked; the split delivery offered again and declined; a callback once the "
        "warehouse confirms"
    )


def session_contact(s):
    """A finance contact added for billing only, not signing; the account owner confirms."""
    greet(s)
    s.user(
        "Imelda Thornbury, office manager at Corbridge Acoustics, account KL 86620. we've "
        "hired a finance person, Bartholomew Szell, he should get the invoices from now on "
        "and be able to talk to you about billing"
    )
    s.say("Happy to set that up. First, please confirm the phone number on file for you.")
    s.user("503.555.0114")
    s.call(
        "verify_account",
        {"account_id": "KL-86620", "name": "Imelda Thornbury", "phone": "+1 503-555-0114"},
        verified("KL-86620"),
        facts={
            "account_id": "KL-86620",
            "customer": "Corbridge Acoustics",
            "contact": "Imelda Thornbury",
            "contact_role": "office manager (authorized)",
        },
    )
    s.call(
        "get_authorized_contacts",
        {"account_id": "KL-86620"},
        {
            "account_id": "KL-86620",
            "contacts": [
                {"name": "Henrietta Kolb", "role": "account owner", "permissions": ["all"]},
                {
                    "name": "Imelda Thornbury",
                    "role": "office manager",
                    "permissions": ["orders", "deliveries", "returns", "billing"],
                    "invoice_recipient": True,
                },
            ],
            "adding_a_contact": "confirmed by the account owner by email within 7 days",
        },
        facts={
            "contacts": {
                "Henrietta Kolb": "account owner",
                "Imelda Thornbury": "office manager, invoice recipient",
            }
        },
    )
    s.say(
        "You're verified, Imelda. I can add Bartholomew as a finance contact. Because he'd be "
        "authorized on the account, Henrietta Kolb, as account owner, has to confirm it by "
        "email before it takes effect. A finance contact can have billing (invoices, "
        "payments) and, optionally, the right to sign new leases. What are his email and "
        "phone, and should the invoices go to him instead of you, or to both of you?"
    )
    s.user(
        "b.szell@example.net, 503 555 0196. billing only, he is NOT to sign leases. and "
        "invoices to him only, take me off them",
        facts={
            "contact_request": {
                "name": "Bartholomew Szell",
                "email": "b.szell@example.net",
                "phone": "+1 503-555-0196",
                "permissions": ["billing"],
                "invoices": "to him only",
            }
        },
    )
    s.say(
        "Got it. Would you like me to give him access to the customer portal too? He could "
        "download invoices and statements himself."
    )
    s.user("no portal, email is enough")
    s.confirm(
        "Here's the change:\n"
        "- Add Bartholomew Szell (b.szell@example.net, +1 503-555-0196) as finance contact on "
        "KL-86620\n"
        "- Billing only; no right to sign leases; no portal access\n"
        "- Invoices sent to him only; Imelda Thornbury taken off the invoice emails, keeping "
        "orders, deliveries and returns\n"
        "- Takes effect once Henrietta Kolb confirms by email\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "add_authorized_contact",
                {
                    "account_id": "KL-86620",
                    "name": "Bartholomew Szell",
                    "email": "b.szell@example.net",
                    "phone": "+1 503-555-0196",
                    "role": "finance contact",
                    "permissions": ["billing"],
                    "invoice_recipient": True,
                    "remove_invoice_recipient": "Imelda Thornbury",
                    "portal": False,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "add_authorized_contact",
        {
            "account_id": "KL-86620",
            "name": "Bartholomew Szell",
            "email": "b.szell@example.net",
            "phone": "+1 503-555-0196",
            "role": "finance contact",
            "permissions": ["billing"],
            "invoice_recipient": True,
            "remove_invoice_recipient": "Imelda Thornbury",
            "portal": False,
        },
        {
            "request_id": "AC-3348",
            "status": "pending_owner_confirmation",
            "confirmation_sent_to": "Henrietta Kolb",
            "link_expires": "2026-03-19",
            "effective": "when the owner confirms",
        },
        facts={"contact_request_id": "AC-3348"},
    )
    s.say(
        "Submitted as request AC-3348. Henrietta Kolb has been emailed to confirm it; until "
        "she does (the link expires on March 19), nothing changes: Bartholomew isn't "
        "authorized yet and the invoices still come to you."
    )
    s.user("ugh, she's travelling until the 20th. can't you just take my ok instead?")
    s.boundary(
        "AC-3348 executed and reported, pending the owner's confirmation (link expires March "
        "19), not in effect; billing only, not signing; invoices to him only; portal access "
        "suggested and declined; her request to take her ok instead just made"
    )


def session_invoice(s):
    """A delivery fee billed twice: credit on the March invoice; direct debit from April."""
    greet(s)
    s.user(
        "Nkechi Arbuthnot, finance contact for Haverleigh Dental Studio, KL-90733. we were "
        "charged the delivery fee twice for the same delivery"
    )
    s.say("Let me check. Please confirm the email address on file to verify you.")
    s.user("nkechi.arbuthnot@example.com")
    s.call(
        "verify_account",
        {
            "account_id": "KL-90733",
            "name": "Nkechi Arbuthnot",
            "email": "nkechi.arbuthnot@example.com",
        },
        verified("KL-90733"),
        facts={
            "account_id": "KL-90733",
            "customer": "Haverleigh Dental Studio",
            "contact": "Nkechi Arbuthnot",
            "contact_role": "finance contact (authorized)",
        },
    )
    s.call(
        "get_invoices",
        {"account_id": "KL-90733", "months": 2},
        {
            "invoices": [
                {
                    "invoice": "INV-90733-0201",
                    "date": "2026-02-01",
                    "status": "paid",
                    "lines": [
                        {"desc": "rent SCH-90733-01, February", "amount": 1217.40},
                        {"desc": "delivery fee DLV-7702 (2026-01-20)", "amount": 95.00},
                    ],
                    "total": 1312.40,
                },
                {
                    "invoice": "INV-90733-0301",
                    "date": "2026-03-01",
                    "status": "due",
                    "due": "2026-03-15",
                    "lines": [
                        {"desc": "rent SCH-90733-01, March", "amount": 1217.40},
                        {"desc": "delivery fee DLV-7702 (2026-01-20)", "amount": 95.00},
                    ],
                    "total": 1312.40,
                },
            ]
        },
        facts={
            "invoices": {
                "INV-90733-0201": {"total": 1312.40, "status": "paid"},
                "INV-90733-0301": {"total": 1312.40, "due": "2026-03-15"},
            }
        },
    )
    s.say(
        "You're right. The $95.00 fee for delivery DLV-7702 (January 20) is on both the "
        "February invoice INV-90733-0201, which is paid, and the March invoice "
        "INV-90733-0301, $1,312.40 due March 15. The March line is the duplicate. I can issue "
        "a $95.00 credit note against INV-90733-0301, which leaves $1,217.40 due."
    )
    s.user(
        "yes do that. and while we're at it, can we switch from card to direct debit? the "
        "card keeps expiring. I think our bank account is already on file"
    )
    s.call(
        "get_payment_methods",
        {"account_id": "KL-90733"},
        {
            "current": "card",
            "card": "Visa ****6604",
            "bank_accounts": [
                {"mandate_ref": "DD-90733-A", "account": "****5150", "status": "active"}
            ],
            "switch_takes_effect": "from the next invoice not yet issued",
        },
        facts={"payment_methods": {"card": "Visa ****6604", "direct_debit": "****5150"}},
    )
    s.say(
        "Yes, there's an active direct debit mandate, DD-90733-A, on account ****5150; today "
        "you pay by Visa ****6604. A switch takes effect from the April 1 invoice. If you "
        "like, I can also collect the March invoice by direct debit instead of the card."
    )
    s.user(
        "no, march stays on the card as usual, start the debit with april",
        facts={
            "payment_change": {
                "to": "direct_debit",
                "account": "****5150",
                "from_invoice": "2026-04-01",
            }
        },
    )
    s.confirm(
        "Here are the two changes:\n"
        "1. Credit note of $95.00 against INV-90733-0301 for the duplicate DLV-7702 delivery "
        "fee, leaving $1,217.40 due on March 15, charged to Visa ****6604\n"
        "2. Payments switched from Visa ****6604 to direct debit from ****5150 (DD-90733-A), "
        "starting with the April 1, 2026 invoice\n\n"
        "Shall I make both changes? (yes/no)",
        [
            (
                "issue_credit_note",
                {
                    "account_id": "KL-90733",
                    "invoice": "INV-90733-0301",
                    "amount": 95.00,
                    "reason": "duplicate delivery fee DLV-7702",
                },
            ),
            (
                "change_payment_method",
                {
                    "account_id": "KL-90733",
                    "method": "direct_debit",
                    "mandate_ref": "DD-90733-A",
                    "from_invoice": "2026-04-01",
                },
            ),
        ],
    )
    s.yes("yes to both")
    s.call(
        "issue_credit_note",
        {
            "account_id": "KL-90733",
            "invoice": "INV-90733-0301",
            "amount": 95.00,
            "reason": "duplicate delivery fee DLV-7702",
        },
        {
            "credit_note_id": "CN-1419",
            "status": "issued",
            "invoice": "INV-90733-0301",
            "amount": 95.00,
            "invoice_balance": 1217.40,
            "due": "2026-03-15",
        },
        facts={"credit_note_id": "CN-1419"},
    )
    s.boundary(
        "credit note CN-1419 ($95.00 on INV-90733-0301, $1,217.40 left due March 15) executed, "
        "not reported; the switch to direct debit from ****5150 from April 1 approved by her "
        "yes, no call yet; the March invoice stays on the card, by her choice after the "
        "agent's offer; the paid February invoice untouched"
    )


SCRIPTS = {"upgrade": session_upgrade, "contact": session_contact, "invoice": session_invoice}
