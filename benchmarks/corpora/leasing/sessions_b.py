"""Session scripts, part 2: returns, waiver and buyout.

Each script plays one invented session at the account desk of Ketterby Business Leasing
(customers, accounts, schedules, serial numbers, amounts and dates are made up). The sessions
take place on Thursday, March 12, 2026. `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import schedules, verified
from sessions_a import greet


def session_returns(s):
    """A depot damage charge disputed for one printer; the monitors' pickup, not on a Friday."""
    greet(s)
    s.user(
        "hi, I got an invoice with a damage charge for one of the printers we sent back?? "
        "account KL-52790, Aurelie Brannagh"
    )
    s.say("Sorry to hear that. To verify you, please confirm the email address on file.")
    s.user("aurelie.b@example.com")
    s.call(
        "verify_account",
        {"account_id": "KL-52790", "name": "Aurelie Brannagh", "email": "aurelie.b@example.com"},
        verified("KL-52790"),
        facts={
            "account_id": "KL-52790",
            "customer": "Gossamer Lane Recruitment",
            "contact": "Aurelie Brannagh",
            "contact_role": "office manager (authorized)",
        },
    )
    s.call(
        "get_return_inspection",
        {"account_id": "KL-52790", "schedule_id": "SCH-52790-02"},
        {
            "schedule_id": "SCH-52790-02",
            "schedule_ended": "2026-02-28",
            "returned": "2026-03-03",
            "inspected": "2026-03-09",
            "inspected_by": "Orrick Bay depot inspector",
            "units": [
                {"serial": "PM4-20931", "model": "Presswick M420", "grade": "A", "charge": 0.00},
                {
                    "serial": "PM4-20937",
                    "model": "Presswick M420",
                    "grade": "C",
                    "finding": "cracked paper tray, missing tray cover",
                    "charge": 145.00,
                },
                {
                    "serial": "PM4-20944",
                    "model": "Presswick M420",
                    "grade": "B",
                    "finding": "light scuffs, fair wear",
                    "charge": 0.00,
                },
            ],
            "total_charges": 145.00,
            "invoice": "INV-52790-0311",
            "due": "2026-04-10",
            "late_fee_after_due": 15.00,
            "outstanding_units": [{"model": "Lumeo 24", "units": 2, "status": "not returned"}],
        },
        facts={
            "inspection": {
                "PM4-20931": 0.00,
                "PM4-20937": 145.00,
                "PM4-20944": 0.00,
                "invoice": "INV-52790-0311",
                "due": "2026-04-10",
            }
        },
    )
    s.say(
        "I have the inspection. The three Presswick M420 printers from SCH-52790-02 came back "
        "to our Orrick Bay depot on March 3 and the depot inspector graded them on March 9: "
        "PM4-20931 grade A and PM4-20944 grade B (light scuffs, fair wear), no charge on "
        "either; PM4-20937 grade C, for a cracked paper tray and a missing tray cover, "
        "$145.00. That's on invoice INV-52790-0311, due April 10. The two Lumeo 24 monitors "
        "from the same schedule haven't come back yet."
    )
    s.user(
        "the tray on that one was cracked when it arrived in 2023, we told your driver. I'm "
        "not paying 145 for that. the cover is in our storeroom, I can send it"
    )
    s.say(
        "The desk can't change an inspection charge; only the depot inspector can reassess "
        "it. I can submit a damage dispute with your note about the delivery damage, and the "
        "$145.00 is put on hold while it's reviewed. Or, if you'd rather close it out, paying "
        "now avoids the $15.00 late fee after April 10."
    )
    s.user(
        "dispute it. I'm not paying anything now. and only that printer, the other two are fine",
        facts={"dispute_request": {"serial": "PM4-20937", "amount": 145.00}},
    )
    s.confirm(
        "Here's the dispute:\n"
        "- PM4-20937 (Presswick M420), $145.00 on INV-52790-0311\n"
        "- Reason: paper tray cracked on delivery in 2023 and reported to the driver; tray "
        "cover to be sent back by the customer\n"
        "- Reassessed by the depot inspector; the $145.00 is on hold meanwhile\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_damage_dispute",
                {
                    "account_id": "KL-52790",
                    "serial": "PM4-20937",
                    "invoice": "INV-52790-0311",
                    "amount": 145.00,
                    "reason": "paper tray cracked on delivery in 2023, reported to the driver; "
                    "tray cover to follow",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "submit_damage_dispute",
        {
            "account_id": "KL-52790",
            "serial": "PM4-20937",
            "invoice": "INV-52790-0311",
            "amount": 145.00,
            "reason": "paper tray cracked on delivery in 2023, reported to the driver; "
            "tray cover to follow",
        },
        {
            "dispute_id": "DMG-1186",
            "status": "pending_reinspection",
            "decided_by": "depot inspector, Orrick Bay",
            "charge_on_hold": 145.00,
            "decision_expected_by": "2026-03-20",
        },
        facts={"dispute_id": "DMG-1186"},
    )
    s.say(
        "Submitted: dispute DMG-1186 for PM4-20937. The $145.00 is on hold and the depot "
        "inspector at Orrick Bay will reassess it by March 20; it isn't waived yet. Please "
        "send the tray cover with the reference DMG-1186. Nothing changes for the other two "
        "printers."
    )
    s.user(
        "ok. and while I have you, can someone pick up the two monitors? they've been sitting "
        "in our hallway for 2 weeks"
    )
    s.boundary(
        "dispute DMG-1186 executed and reported, pending the depot inspector (by March 20), not "
        "waived; only PM4-20937, the other two printers untouched; paying now offered and "
        "declined; her pickup request just made"
    )
    s.call(
        "get_pickup_slots",
        {"account_id": "KL-52790", "schedule_id": "SCH-52790-02"},
        {
            "site": "Gossamer Lane Recruitment, 9 Lockkeeper Street, Hobbeswick, OR 97452",
            "units": "2 x Lumeo 24",
            "slots": [
                {"slot_id": "PU-5520", "date": "2026-03-13", "window": "09:00-12:00"},
                {"slot_id": "PU-5527", "date": "2026-03-16", "window": "09:00-12:00"},
                {"slot_id": "PU-5533", "date": "2026-03-18", "window": "13:00-17:00"},
            ],
            "fee": 0.00,
            "packing": "the driver brings boxes and packing",
        },
        facts={
            "pickup_slots": {
                "PU-5520": "2026-03-13 09:00-12:00",
                "PU-5527": "2026-03-16 09:00-12:00",
                "PU-5533": "2026-03-18 13:00-17:00",
            }
        },
    )
    s.say(
        "The pickup is free of charge. The slots are tomorrow, Friday, March 13, 9 am to noon "
        "(PU-5520); Monday, March 16, 9 am to noon (PU-5527); or Wednesday, March 18, 1 to 5 "
        "pm (PU-5533). Tomorrow is the soonest."
    )
    s.user(
        "not friday, the office is shut on fridays. monday morning",
        facts={"pickup_choice": {"slot_id": "PU-5527", "date": "2026-03-16"}},
    )
    s.confirm(
        "Here's the pickup:\n"
        "- 2 x Lumeo 24 from SCH-52790-02\n"
        "- Monday, March 16, 2026, 9:00 am-12:00 pm (PU-5527)\n"
        "- 9 Lockkeeper Street, Hobbeswick\n"
        "- No charge\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_return_pickup",
                {
                    "account_id": "KL-52790",
                    "schedule_id": "SCH-52790-02",
                    "units": "2 x Lumeo 24",
                    "slot_id": "PU-5527",
                    "date": "2026-03-16",
                },
            )
        ],
    )
    s.user("do we have to box them up ourselves? we threw the original boxes away")
    s.boundary(
        "the pickup PU-5527 (Monday, March 16, 9-12) proposed, pending: she answered with a "
        "question about boxes; Friday, the soonest, declined (office shut); DMG-1186 pending "
        "the depot inspector"
    )


def session_waiver(s):
    """The damage waiver on the laptop schedule only, not the monitors'; no backdating."""
    greet(s)
    s.user(
        "Sefton Greaves, office manager at Brindlecote Legal. I want to add the damage waiver "
        "thing on our laptops. account 61135"
    )
    s.say("Of course. Please confirm the phone number on file so I can verify you.")
    s.user("ph 503 555 0163")
    s.call(
        "verify_account",
        {"account_id": "KL-61135", "name": "Sefton Greaves", "phone": "+1 503-555-0163"},
        verified("KL-61135"),
        facts={
            "account_id": "KL-61135",
            "customer": "Brindlecote Legal",
            "contact": "Sefton Greaves",
            "contact_role": "office manager (authorized)",
        },
    )
    s.call(
        "get_lease_schedules",
        {"account_id": "KL-61135"},
        schedules("KL-61135"),
        facts={
            "schedules": {
                "SCH-61135-01": "20 Lumeo 27 + 4 Presswick M420, no waiver",
                "SCH-61135-02": "14 Norvane Slate 14, no waiver",
            }
        },
    )
    s.call(
        "get_waiver_terms",
        {"account_id": "KL-61135"},
        {
            "rates_per_unit_month": {"laptop": 3.20, "monitor": 0.90, "printer": 1.60},
            "starts": "the next invoice, 2026-04-01",
            "covers": "accidental damage charges assessed at return, up to replacement value",
            "excludes": "loss and theft; damage before the start date",
            "cancel": "any time, from the next invoice",
        },
        facts={
            "waiver_terms": {
                "laptop": 3.20,
                "monitor": 0.90,
                "printer": 1.60,
                "starts": "2026-04-01",
            }
        },
    )
    s.say(
        "You're verified, Sefton. Your laptops are on SCH-61135-02, 14 Norvane Slate 14. The "
        "damage waiver is $3.20 per laptop per month, $44.80 a month for the 14, starting "
        "with the April 1 invoice. It covers accidental damage charges assessed when units "
        "are returned, but not loss or theft. Your other schedule, SCH-61135-01 (20 Lumeo 27 "
        "monitors at $0.90 and 4 Presswick printers at $1.60), would be another $24.40 a "
        "month; many customers cover both schedules."
    )
    s.user(
        "only the laptops schedule, not the monitors one. the monitors never leave the office. "
        "and can you backdate it so the cracked screen from last week is covered?"
    )
    s.say(
        "I can't backdate it: the waiver only covers damage from its start date, April 1, so "
        "last week's cracked screen won't be covered. I can still add it to SCH-61135-02 from "
        "April 1."
    )
    s.user(
        "fine, still do it, just the laptops",
        facts={"waiver_request": {"schedule_id": "SCH-61135-02", "units": 14}},
    )
    s.confirm(
        "Here's the change:\n"
        "- Damage waiver on SCH-61135-02 (14 x Norvane Slate 14)\n"
        "- $3.20 per laptop per month, $44.80 a month\n"
        "- From the April 1, 2026 invoice; damage before then isn't covered\n"
        "- SCH-61135-01 unchanged, no waiver\n\n"
        "Shall I add it? (yes/no)",
        [
            (
                "add_damage_waiver",
                {
                    "account_id": "KL-61135",
                    "schedule_id": "SCH-61135-02",
                    "units": 14,
                    "rate": 3.20,
                    "monthly": 44.80,
                    "start": "2026-04-01",
                },
            )
        ],
    )
    s.yes("yes go ahead")
    s.call(
        "add_damage_waiver",
        {
            "account_id": "KL-61135",
            "schedule_id": "SCH-61135-02",
            "units": 14,
            "rate": 3.20,
            "monthly": 44.80,
            "start": "2026-04-01",
        },
        {
            "waiver_id": "WV-30462",
            "status": "active_from_next_invoice",
            "schedule_id": "SCH-61135-02",
            "units": 14,
            "rate": 3.20,
            "monthly": 44.80,
            "starts": "2026-04-01",
            "first_invoice": "INV-61135-0401",
        },
        facts={"waiver_id": "WV-30462"},
    )
    s.boundary(
        "the waiver WV-30462 on SCH-61135-02 ($44.80/month from April 1) executed, not reported "
        "yet; SCH-61135-01 left without a waiver, by his choice after the agent's suggestion; "
        "backdating asked for and refused"
    )


def session_buyout(s):
    """Early buyout quotes for two schedules: the cheaper one first; the admin fee stays."""
    greet(s)
    s.user(
        "Hi, Leontine Farrugia, I own Quillfeather Events. We're winding down some of our "
        "leases early, can I get buyout prices? acct # KL73604"
    )
    s.say(
        "Certainly. To verify you, please give me the billing zip code and the phone number "
        "on the account."
    )
    s.user("97418, and 503 555 0129")
    s.call(
        "verify_account",
        {
            "account_id": "KL-73604",
            "name": "Leontine Farrugia",
            "zip": "97418",
            "phone": "+1 503-555-0129",
        },
        verified("KL-73604"),
        facts={
            "account_id": "KL-73604",
            "customer": "Quillfeather Events",
            "contact": "Leontine Farrugia",
            "contact_role": "account owner",
        },
    )
    s.call(
        "get_buyout_quote",
        {"account_id": "KL-73604"},
        {
            "quotes": [
                {
                    "quote_id": "BQ-4471",
                    "schedule_id": "SCH-73604-01",
                    "items": "6 x Norvane Slate 14",
                    "months_paid": 28,
                    "term_months": 36,
                    "buyout": 1086.00,
                },
                {
                    "quote_id": "BQ-4472",
                    "schedule_id": "SCH-73604-02",
                    "items": "4 x Lumeo 27",
                    "months_paid": 30,
                    "term_months": 36,
                    "buyout": 212.00,
                },
            ],
            "admin_fee_per_buyout": 40.00,
            "valid_until": "2026-03-31",
            "payment": "invoiced, due in 14 days",
            "ownership": "passes to the customer when the invoice is paid",
        },
        facts={
            "buyout_quotes": {
                "BQ-4471": {"schedule_id": "SCH-73604-01", "buyout": 1086.00},
                "BQ-4472": {"schedule_id": "SCH-73604-02", "buyout": 212.00},
                "admin_fee": 40.00,
                "valid_until": "2026-03-31",
            }
        },
    )
    s.say(
        "You're verified, Leontine. Two buyout quotes, both valid until March 31:\n"
        "- SCH-73604-01, 6 Norvane Slate 14 laptops, 28 of 36 months paid: $1,086.00 "
        "(BQ-4471)\n"
        "- SCH-73604-02, 4 Lumeo 27 monitors, 30 of 36 months paid: $212.00 (BQ-4472)\n"
        "Each buyout has a $40.00 admin fee and is invoiced, due in 14 days; the equipment "
        "is yours once the invoice is paid. If you buy out both now, both schedules close "
        "before April's invoice."
    )
    s.user(
        "the cheaper one first. do the monitors. the laptops I'll decide after our board "
        "meeting on the 25th. and can you drop the 40 dollar fee?",
        facts={"buyout_choice": {"now": "BQ-4472", "later": "BQ-4471 after 2026-03-25"}},
    )
    s.confirm(
        "I'm afraid the $40.00 admin fee can't be waived; it applies to every buyout. Here's "
        "the monitor buyout:\n"
        "- SCH-73604-02, 4 x Lumeo 27, quote BQ-4472\n"
        "- $212.00 + $40.00 admin fee = $252.00, invoiced, due in 14 days\n"
        "- The monitors become Quillfeather Events' property when it's paid; the schedule "
        "closes\n"
        "- SCH-73604-01 (the laptops) unchanged\n\n"
        "Shall I accept it? (yes/no)",
        [
            (
                "accept_buyout",
                {
                    "account_id": "KL-73604",
                    "schedule_id": "SCH-73604-02",
                    "quote_id": "BQ-4472",
                    "buyout": 212.00,
                    "admin_fee": 40.00,
                    "total": 252.00,
                },
            )
        ],
    )
    s.yes("yes, ok")
    s.call(
        "accept_buyout",
        {
            "account_id": "KL-73604",
            "schedule_id": "SCH-73604-02",
            "quote_id": "BQ-4472",
            "buyout": 212.00,
            "admin_fee": 40.00,
            "total": 252.00,
        },
        {
            "buyout_id": "BO-8820",
            "status": "accepted",
            "schedule_id": "SCH-73604-02",
            "total": 252.00,
            "invoice": "INV-73604-0312",
            "due": "2026-03-26",
            "schedule_closes": "2026-03-31",
            "ownership": "on payment",
        },
        facts={"buyout_id": "BO-8820"},
    )
    s.say(
        "Done: buyout BO-8820 for the 4 Lumeo 27 monitors is accepted. Invoice INV-73604-0312 "
        "for $252.00 is due March 26; the monitors are yours once it's paid, and SCH-73604-02 "
        "closes on March 31. The laptop quote BQ-4471 ($1,086.00) stays valid until March 31, "
        "so there's still time after your board meeting on the 25th."
    )
    s.user("great. will I still get an april invoice for the monitors if I pay on the 26th?")
    s.boundary(
        "the monitor buyout BO-8820 ($252.00, invoice due March 26) executed and reported; the "
        "laptops (BQ-4471, $1,086.00) left until after the board meeting on the 25th; the "
        "admin fee waiver asked for and refused; buying out both suggested and declined; her "
        "question about April open"
    )


SCRIPTS = {"returns": session_returns, "waiver": session_waiver, "buyout": session_buyout}
