"""Session scripts, part 2: outage, deposit, rebate, meter and autopay.

Each script plays one invented session at the customer desk of Northmere Power & Gas
(customers, account numbers, premise ids, meter numbers, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_outage(s):
    """A storm outage credit on the house account; the shop's shorter outage does not qualify."""
    greet(s)
    s.user(
        "The power was out for more than 2 days at my place after that storm. Do I get "
        "anything back for that? Hollis Grant, acct 2281 6604 17. I've got the shop meter too, "
        "same number but 25 at the end."
    )
    s.say(
        "Sorry you went through that, Hollis. To verify, please give me the zip code of the "
        "service address and the last four digits of the phone number on the account."
    )
    s.user("97405, phone ends 0163")
    s.call(
        "verify_customer",
        {
            "account_number": "2281-6604-17",
            "name": "Hollis Grant",
            "zip": "97405",
            "phone_last4": "0163",
        },
        verified("2281-6604-17"),
        facts={
            "account_number": "2281-6604-17",
            "customer": "Hollis Grant",
            "premise_id": "PR-774402",
            "linked_accounts": {"2281-6604-25": "PR-774403, 4150 Quarry Rd, Shop"},
        },
    )
    s.call(
        "get_outage_history",
        {"account_numbers": ["2281-6604-17", "2281-6604-25"], "since": "2025-09-01"},
        {
            "events": [
                {
                    "event_id": "OUT-2509-114",
                    "cause": "windstorm",
                    "accounts": {
                        "2281-6604-17": {
                            "premise_id": "PR-774402",
                            "out": "2025-09-27T18:40",
                            "restored": "2025-09-29T23:10",
                            "hours": 52.5,
                        },
                        "2281-6604-25": {
                            "premise_id": "PR-774403",
                            "out": "2025-09-27T18:40",
                            "restored": "2025-09-28T13:55",
                            "hours": 19.25,
                            "note": "fed from a different line, restored earlier",
                        },
                    },
                }
            ]
        },
        facts={
            "outages": {
                "event": "OUT-2509-114 (windstorm)",
                "2281-6604-17": "2025-09-27 18:40 to 2025-09-29 23:10, 52.5 h",
                "2281-6604-25": "2025-09-27 18:40 to 2025-09-28 13:55, 19.25 h",
            }
        },
    )
    s.call(
        "get_outage_credit_policy",
        {},
        {
            "minimum_hours": 24,
            "credit": "$25 for the first 24 hours, plus $25 for each further full 12 hours",
            "max_per_event": 100.0,
            "applied": "on request, within 30 days of the outage",
            "food_spoilage": (
                "claim online with receipts or photos within 30 days of the outage; up to "
                "$250; reviewed by the claims team; not filed by phone"
            ),
            "claims_url": "northmere.example.net/claims",
        },
        facts={
            "outage_credit_policy": {
                "minimum_hours": 24,
                "credit": "$25 first 24 h + $25 per further full 12 h, max $100",
                "food_claim": "online only, within 30 days, up to $250",
            }
        },
    )
    s.say(
        "Here's what I found for the September 27 windstorm (outage OUT-2509-114):\n"
        "- The house, 4150 Quarry Rd (account 2281-6604-17): out from Saturday 6:40 pm to "
        "Monday, September 29 at 11:10 pm, 52.5 hours. That qualifies for a $75.00 credit: "
        "$25 for the first 24 hours and $25 for each further full 12 hours.\n"
        "- The shop (account 2281-6604-25) is on a different line and came back Sunday, "
        "September 28 at 1:55 pm, after 19 hours 15 minutes. Credits start at 24 hours, so "
        "the shop doesn't qualify.\n\n"
        "For spoiled food there's a separate claim, up to $250, with receipts or photos. It "
        "has to be filed online at northmere.example.net/claims within 30 days of the outage, "
        "so by October 27; I can't file it by phone."
    )
    s.user(
        "ok put the 75 on the house then. the food thing I'll do online, I tossed a whole chest "
        "freezer. forget the shop, it was only tools in there."
    )
    s.confirm(
        "Here's the credit:\n"
        "- $75.00 outage credit for OUT-2509-114 (52.5 hours)\n"
        "- On account 2281-6604-17, the house at 4150 Quarry Rd\n"
        "- No credit on the shop account 2281-6604-25\n\n"
        "Shall I apply it? (yes/no)",
        [
            (
                "apply_outage_credit",
                {"account_number": "2281-6604-17", "event_id": "OUT-2509-114", "amount": 75.0},
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "apply_outage_credit",
        {"account_number": "2281-6604-17", "event_id": "OUT-2509-114", "amount": 75.0},
        {
            "credit_id": "CR-118402",
            "status": "posted",
            "account_number": "2281-6604-17",
            "amount": 75.0,
            "event_id": "OUT-2509-114",
            "shows_on": "statement of 2025-10-17",
        },
        facts={"credit_id": "CR-118402"},
    )
    s.say(
        "Done: credit CR-118402, $75.00, is posted to your house account 2281-6604-17 and will "
        "show on your October 17 statement. For the freezer, file at "
        "northmere.example.net/claims by October 27 with your receipts or photos; the claims "
        "team reviews it. Anything else I can help with?"
    )
    s.boundary(
        "the $75 outage credit CR-118402 on the house account 2281-6604-17 posted and "
        "reported; the shop (19.25 h) not eligible; the food-spoilage claim left to him, online"
    )


def session_deposit(s):
    """The electric deposit refunded by check to a PO box; the gas deposit not yet eligible."""
    greet(s)
    s.user(
        "Hi, I think I'm owed my deposit back, it's been over a year now. Maribel Soto, acct "
        "8045-117-209"
    )
    s.say(
        "Let's check, Maribel. To verify, please confirm the service address and the email "
        "address on the account."
    )
    s.user("51 cordova lane. maribel.soto@example.net")
    s.call(
        "verify_customer",
        {
            "account_number": "8045-1172-09",
            "name": "Maribel Soto",
            "service_address": "51 Cordova Ln",
            "email": "maribel.soto@example.net",
        },
        verified("8045-1172-09"),
        facts={
            "account_number": "8045-1172-09",
            "customer": "Maribel Soto",
            "premise_id": "PR-663017",
        },
    )
    s.call(
        "get_deposits",
        {"account_number": "8045-1172-09"},
        {
            "deposits": [
                {
                    "deposit_id": "DP-40122",
                    "service": "electric",
                    "amount": 150.0,
                    "paid_on": "2024-08-05",
                    "interest_accrued": 2.87,
                    "eligible_for_refund": True,
                    "reason": "12 consecutive on-time payments",
                },
                {
                    "deposit_id": "DP-47508",
                    "service": "gas",
                    "amount": 90.0,
                    "paid_on": "2025-02-20",
                    "interest_accrued": 0.96,
                    "eligible_for_refund": False,
                    "eligible_from": "2026-02-20",
                    "reason": "a deposit is held at least 12 months",
                },
            ],
            "refund_options": ["bill_credit (default)", "check"],
            "mailing_address_on_file": "51 Cordova Ln, Halden, OR 97401",
            "current_balance": 96.4,
            "current_due_date": "2025-10-27",
        },
        facts={
            "deposits": {
                "DP-40122": "electric, $150.00 + $2.87 interest, eligible",
                "DP-47508": "gas, $90.00 + $0.96 interest, eligible from 2026-02-20",
            },
            "balance": {"current_balance": 96.4, "due": "2025-10-27"},
        },
    )
    s.say(
        "Good news, Maribel. Your electric deposit (DP-40122), $150.00 paid in August 2024, can "
        "be refunded now: with $2.87 interest that's $152.87. The gas deposit (DP-47508, "
        "$90.00) was paid on February 20, 2025, and a deposit is held at least 12 months, so "
        "that one can't be refunded before February 20, 2026.\n\n"
        "By default the refund is credited to your bill: it would cover the $96.40 due "
        "October 27 and leave a $56.47 credit. Or we can mail you a check. Which would you "
        "prefer?"
    )
    s.user(
        "A check please. Don't put it on the bill, I pay my bill myself. And mail it to my PO "
        "box not the house: PO Box 2217, Halden OR 97401",
        facts={"refund": {"method": "check", "mail_to": "PO Box 2217, Halden, OR 97401"}},
    )
    s.say(
        "Will do. Would you like me to change the mailing address on the account to the PO "
        "box as well, so your bills go there too, or only send this check there?"
    )
    s.user("just the check. bills keep coming to the house.")
    s.confirm(
        "Here's the refund:\n"
        "- Electric deposit DP-40122: $152.87 ($150.00 plus $2.87 interest)\n"
        "- By check, mailed to PO Box 2217, Halden, OR 97401\n"
        "- Your account's mailing address stays 51 Cordova Ln, and your $96.40 bill stays due "
        "October 27\n"
        "- The gas deposit DP-47508 stays on the account until it's eligible\n\n"
        "Shall I issue the refund? (yes/no)",
        [
            (
                "refund_deposit",
                {
                    "account_number": "8045-1172-09",
                    "deposit_id": "DP-40122",
                    "amount": 152.87,
                    "method": "check",
                    "mail_to": "PO Box 2217, Halden, OR 97401",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "refund_deposit",
        {
            "account_number": "8045-1172-09",
            "deposit_id": "DP-40122",
            "amount": 152.87,
            "method": "check",
            "mail_to": "PO Box 2217, Halden, OR 97401",
        },
        {
            "refund_id": "DR-90733",
            "status": "issued",
            "deposit_id": "DP-40122",
            "amount": 152.87,
            "method": "check",
            "mail_to": "PO Box 2217, Halden, OR 97401",
            "mailed_by": "2025-10-24",
            "account_mailing_address": "unchanged",
        },
        facts={"refund_id": "DR-90733"},
    )
    s.boundary(
        "the electric deposit refund DR-90733 ($152.87 by check to PO Box 2217, mailed by Oct "
        "24) executed, not reported yet; the gas deposit DP-47508 not eligible until Feb 20, "
        "2026; the bill credit and the mailing-address change offered and declined"
    )


def session_rebate(s):
    """A smart thermostat rebate for one of two thermostats, submitted for review."""
    greet(s)
    s.user(
        "hi, I put in a smart thermostat and want the rebate. also curious about insulation. "
        "lucinda farrow acct 9153308642"
    )
    s.say(
        "Sure, Lucinda. To verify, what's the zip code of the service address and the last four "
        "digits of the phone number on the account?"
    )
    s.user("97412 / 0188")
    s.call(
        "verify_customer",
        {
            "account_number": "9153-3086-42",
            "name": "Lucinda Farrow",
            "zip": "97412",
            "phone_last4": "0188",
        },
        verified("9153-3086-42"),
        facts={
            "account_number": "9153-3086-42",
            "customer": "Lucinda Farrow",
            "premise_id": "PR-140578",
        },
    )
    s.call(
        "get_rebate_programs",
        {"account_number": "9153-3086-42"},
        {
            "programs": [
                {
                    "program": "SMART-TSTAT",
                    "name": "Smart thermostat rebate",
                    "amount": 75.0,
                    "limit": "one per premise",
                    "purchased_within_days": 90,
                    "qualifying_models": ["Lumo T5", "Lumo T5 Pro", "Hearthwise S2"],
                    "requires": ["receipt", "installed at the service address"],
                    "paid_as": "bill credit, or a check on request",
                    "review": "4-6 weeks",
                },
                {
                    "program": "INSUL-ATTIC",
                    "name": "Attic insulation rebate",
                    "amount": "up to $400",
                    "requires": ["free home energy assessment first"],
                },
            ],
            "premise_rebates_paid": [],
        },
        facts={
            "rebate_programs": {
                "SMART-TSTAT": "$75, one per premise, within 90 days of purchase, receipt",
                "INSUL-ATTIC": "up to $400, after a free home energy assessment",
            }
        },
    )
    s.say(
        "Thanks, Lucinda. The smart thermostat rebate is $75, once per home, for a qualifying "
        "model (Lumo T5, Lumo T5 Pro or Hearthwise S2) bought in the last 90 days and "
        "installed at 6 Birchfield Ct, with the receipt. It takes 4 to 6 weeks to review. The "
        "attic insulation rebate is up to $400, but it needs a free home energy assessment "
        "first. Which thermostat did you buy, and when?"
    )
    s.user(
        "Lumo T5, bought sept 14 at Harlan Hardware, 189.99. actually I got two, one upstairs "
        "one downstairs, so 2 x 189.99",
        facts={
            "thermostats": {
                "model": "Lumo T5",
                "purchased": "2025-09-14",
                "retailer": "Harlan Hardware",
                "price_each": 189.99,
                "quantity": 2,
            }
        },
    )
    s.say(
        "The Lumo T5 qualifies, and September 14 is within the 90 days. The rebate is once per "
        "home, though, so only one of the two thermostats can be claimed: $75. It can be a "
        "credit on your bill or a check. And for the insulation, I can book the free home "
        "energy assessment for you if you'd like."
    )
    s.user(
        "credit on the bill is fine. just the one then. and no assessment for now, maybe in "
        "the spring."
    )
    s.confirm(
        "Here's the application:\n"
        "- Smart thermostat rebate (SMART-TSTAT), $75.00\n"
        "- 1 Lumo T5, bought September 14, 2025 at Harlan Hardware for $189.99\n"
        "- Paid as a credit on your bill if approved\n"
        "- The receipt has to be uploaded within 14 days; we email the link to "
        "l.farrow@example.net\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_rebate_application",
                {
                    "account_number": "9153-3086-42",
                    "program": "SMART-TSTAT",
                    "model": "Lumo T5",
                    "quantity": 1,
                    "purchase_date": "2025-09-14",
                    "retailer": "Harlan Hardware",
                    "price": 189.99,
                    "payment": "bill_credit",
                },
            )
        ],
    )
    s.yes("yep submit it")
    s.call(
        "submit_rebate_application",
        {
            "account_number": "9153-3086-42",
            "program": "SMART-TSTAT",
            "model": "Lumo T5",
            "quantity": 1,
            "purchase_date": "2025-09-14",
            "retailer": "Harlan Hardware",
            "price": 189.99,
            "payment": "bill_credit",
        },
        {
            "application_id": "RBT-250933",
            "status": "under_review",
            "amount_requested": 75.0,
            "receipt": "required: upload link sent to l.farrow@example.net, due 2025-10-24",
            "decision_within": "4-6 weeks",
            "payment_if_approved": "bill credit",
        },
        facts={"rebate_application_id": "RBT-250933"},
    )
    s.say(
        "Submitted: application RBT-250933 for $75. It's under review now, not approved yet. "
        "Please upload your receipt with the link we just emailed to l.farrow@example.net by "
        "October 24; without it the application can't be approved. The review takes 4 to 6 "
        "weeks, and if it's approved the $75 is credited on your bill."
    )
    s.boundary(
        "the rebate application RBT-250933 ($75, one Lumo T5 of two) submitted and reported, "
        "under review, receipt due Oct 24; the energy assessment offered and declined"
    )


SLOTS = [
    {"slot_id": "SL-1015-AM", "date": "2025-10-15", "window": "08:00-12:00"},
    {"slot_id": "SL-1015-PM", "date": "2025-10-15", "window": "12:00-16:00"},
    {"slot_id": "SL-1016-AM", "date": "2025-10-16", "window": "08:00-12:00"},
    {"slot_id": "SL-1016-PM", "date": "2025-10-16", "window": "12:00-16:00"},
    {"slot_id": "SL-1017-AM", "date": "2025-10-17", "window": "08:00-12:00"},
]


def session_meter(s):
    """A meter exchange visit: Thursday morning fails (slot taken), Friday morning proposed."""
    greet(s)
    s.user(
        "got a letter saying you need to swap my electric meter and I have to be home for it. "
        "Corinne Adeyemi, account 7702 4415 88"
    )
    s.say(
        "Yes, I can book that, Corinne. To verify, please give me the service address and the "
        "last four digits of the phone number on the account."
    )
    s.user("310 millrace way, 0129")
    s.call(
        "verify_customer",
        {
            "account_number": "7702-4415-88",
            "name": "Corinne Adeyemi",
            "service_address": "310 Millrace Way",
            "phone_last4": "0129",
        },
        verified("7702-4415-88"),
        facts={
            "account_number": "7702-4415-88",
            "customer": "Corinne Adeyemi",
            "premise_id": "PR-835260",
        },
    )
    s.call(
        "get_field_order",
        {"account_number": "7702-4415-88"},
        {
            "order_id": "FO-55781",
            "type": "meter_exchange",
            "meter_id": "EM-61337208",
            "reason": "end-of-life meter; no remote reads",
            "access": "meter inside the attached garage; customer must be present",
            "duration_minutes": 45,
            "power_off_minutes": 15,
            "status": "needs_appointment",
            "letter_mailed": "2025-10-03",
        },
        facts={
            "field_order": {
                "order_id": "FO-55781",
                "meter_id": "EM-61337208",
                "access": "garage, customer present",
                "duration_minutes": 45,
                "power_off_minutes": 15,
            }
        },
    )
    s.call(
        "get_appointment_slots",
        {"order_id": "FO-55781", "from_date": "2025-10-15"},
        {"order_id": "FO-55781", "slots": [dict(slot) for slot in SLOTS]},
    )
    s.say(
        "Thanks, Corinne. The letter is about order FO-55781: your electric meter EM-61337208 "
        "is at the end of its life and can't be read remotely, so we're replacing it. It's in "
        "your garage, so someone has to be home. The visit takes about 45 minutes, with the "
        "power off for about 15. Open windows:\n"
        "- Wednesday, October 15: 8 am-12 pm or 12-4 pm\n"
        "- Thursday, October 16: 8 am-12 pm or 12-4 pm\n"
        "- Friday, October 17: 8 am-12 pm\n\n"
        "Is there anything at home that can't lose power for 15 minutes, like medical "
        "equipment?"
    )
    s.user(
        "no medical stuff. not wednesday, I'm at work all day. thursday morning works, or "
        "friday morning if thursday doesn't.",
        facts={
            "appointment_preference": {
                "first": "2025-10-16 morning",
                "backup": "2025-10-17 morning",
                "not": "2025-10-15",
            }
        },
    )
    s.confirm(
        "Here's the appointment:\n"
        "- Meter exchange FO-55781 at 310 Millrace Way\n"
        "- Thursday, October 16, between 8 am and 12 pm (SL-1016-AM)\n"
        "- Someone 18 or older home, with access to the garage; power off about 15 minutes\n\n"
        "Shall I book it? (yes/no)",
        [("schedule_field_appointment", {"order_id": "FO-55781", "slot_id": "SL-1016-AM"})],
    )
    s.yes("yes")
    s.call(
        "schedule_field_appointment",
        {"order_id": "FO-55781", "slot_id": "SL-1016-AM"},
        {
            "error": "SLOT_UNAVAILABLE",
            "message": (
                "Slot SL-1016-AM was booked by another order before this request. No "
                "appointment was made; FO-55781 still needs an appointment."
            ),
        },
        error=True,
    )
    s.call(
        "get_appointment_slots",
        {"order_id": "FO-55781", "from_date": "2025-10-15"},
        {
            "order_id": "FO-55781",
            "slots": [dict(slot) for slot in SLOTS if slot["slot_id"] != "SL-1016-AM"],
        },
    )
    s.confirm(
        "I'm sorry, Corinne: the Thursday morning window was taken by another booking just "
        "before mine went in, so nothing is booked yet and FO-55781 still needs an "
        "appointment. Still open are Thursday 12-4 pm and your backup:\n"
        "- Meter exchange FO-55781 at 310 Millrace Way\n"
        "- Friday, October 17, between 8 am and 12 pm (SL-1017-AM)\n"
        "- Someone 18 or older home, with access to the garage; power off about 15 minutes\n\n"
        "Shall I book Friday morning? (yes/no)",
        [("schedule_field_appointment", {"order_id": "FO-55781", "slot_id": "SL-1017-AM"})],
    )
    s.boundary(
        "the Thursday Oct 16 morning booking failed (slot taken; ledger: executed) and was "
        "reported; Friday Oct 17 8-12 (her backup) proposed, awaiting her yes; not Wednesday"
    )


def session_autopay(s):
    """Autopay moved to the new checking for the house only; his mother's condo left on the Visa."""
    greet(s)
    s.user("need to change my autopay to my new checking account. gideon marsh, 1196275033")
    s.say(
        "Sure, Gideon. To verify, please give me the zip code of the service address and the "
        "last four digits of the phone number on the account."
    )
    s.user("97401 and 0151")
    s.call(
        "verify_customer",
        {
            "account_number": "1196-2750-33",
            "name": "Gideon Marsh",
            "zip": "97401",
            "phone_last4": "0151",
        },
        verified("1196-2750-33"),
        facts={
            "account_number": "1196-2750-33",
            "customer": "Gideon Marsh",
            "premise_id": "PR-402118",
            "linked_accounts": {"1196-2750-41": "PR-402907, 8 Linden Terrace, Unit 4"},
        },
    )
    s.call(
        "get_autopay",
        {"account_numbers": ["1196-2750-33", "1196-2750-41"]},
        {
            "enrollments": [
                {
                    "account_number": "1196-2750-33",
                    "service_address": "12 Sedgewick Pl, Halden, OR 97401",
                    "method_id": "PM-1",
                    "method": "Visa ****3390",
                    "next_draft": {"date": "2025-10-22", "amount": 138.9},
                },
                {
                    "account_number": "1196-2750-41",
                    "service_address": "8 Linden Terrace, Unit 4, Halden, OR 97401",
                    "method_id": "PM-1",
                    "method": "Visa ****3390",
                    "next_draft": {"date": "2025-10-27", "amount": 61.12},
                },
            ],
            "methods_on_file": [
                {"method_id": "PM-1", "type": "card", "brand": "Visa", "last4": "3390"},
                {
                    "method_id": "PM-3",
                    "type": "bank",
                    "bank": "Bellweather Credit Union",
                    "account": "checking",
                    "last4": "7714",
                    "added": "2025-10-15",
                    "verified": True,
                },
            ],
            "change_cutoff": "3 business days before a draft",
        },
        facts={
            "autopay": {
                "1196-2750-33": "Visa ****3390, next draft $138.90 on 2025-10-22",
                "1196-2750-41": "Visa ****3390, next draft $61.12 on 2025-10-27",
            },
            "payment_methods": {
                "PM-1": "Visa ****3390",
                "PM-3": "Bellweather Credit Union checking ****7714 (added 2025-10-15)",
            },
        },
    )
    s.say(
        "Thanks, Gideon. Autopay is on two accounts, both from your Visa ending 3390:\n"
        "- 1196-2750-33, 12 Sedgewick Pl: next draft $138.90 on Wednesday, October 22\n"
        "- 1196-2750-41, 8 Linden Terrace, Unit 4: next draft $61.12 on Monday, October 27\n\n"
        "I also see the Bellweather Credit Union checking ending 7714 you added yesterday."
    )
    s.user("yeah switch it to the bellweather checking")
    s.confirm(
        "Here's the change:\n"
        "- Autopay on 1196-2750-33 (12 Sedgewick Pl) moves to Bellweather checking ending 7714, "
        "from the October 22 draft\n"
        "- Autopay on 1196-2750-41 (8 Linden Terrace, Unit 4) moves to Bellweather checking "
        "ending 7714, from the October 27 draft\n\n"
        "Shall I make the change? (yes/no)",
        [
            ("update_autopay", {"account_number": "1196-2750-33", "method_id": "PM-3"}),
            ("update_autopay", {"account_number": "1196-2750-41", "method_id": "PM-3"}),
        ],
    )
    s.no(
        "no, just my house. don't touch my mom's condo, that one stays on the visa, she pays "
        "me back for it.",
        facts={"autopay_change": {"1196-2750-33": "PM-3", "1196-2750-41": "unchanged (Visa)"}},
    )
    s.confirm(
        "Got it, only your house:\n"
        "- Autopay on 1196-2750-33 (12 Sedgewick Pl) moves to Bellweather checking ending 7714, "
        "starting with the $138.90 draft on October 22\n"
        "- 1196-2750-41 (your mother's condo) stays on the Visa ending 3390, so the Visa stays "
        "on file\n\n"
        "Shall I make the change? (yes/no)",
        [("update_autopay", {"account_number": "1196-2750-33", "method_id": "PM-3"})],
    )
    s.yes("yes")
    s.call(
        "update_autopay",
        {"account_number": "1196-2750-33", "method_id": "PM-3"},
        {
            "account_number": "1196-2750-33",
            "status": "updated",
            "method": "Bellweather Credit Union checking ****7714",
            "first_draft_from_new_method": {"date": "2025-10-22", "amount": 138.9},
            "previous_method": "Visa ****3390 (kept on file)",
        },
    )
    s.boundary(
        "autopay for both accounts rejected by his correction; the house account 1196-2750-33 "
        "moved to Bellweather checking ****7714 (from the Oct 22 draft, $138.90), executed, "
        "not reported yet; the condo 1196-2750-41 stays on the Visa"
    )


SCRIPTS = {
    "outage": session_outage,
    "deposit": session_deposit,
    "rebate": session_rebate,
    "meter": session_meter,
    "autopay": session_autopay,
}
