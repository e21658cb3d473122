"""Session scripts, part 1: branch, credit and deposit.

Each script plays one invented session at the account desk of Ketterby Business Leasing
(customers, accounts, schedules, models, rates, amounts and dates are made up). The sessions
take place on Thursday, March 12, 2026. `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import schedules, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you've reached the Ketterby Business Leasing account desk. I can help with "
        "quotes and new units, deliveries and returns, deposits and invoices, upgrades and "
        "buyouts, and the contacts on your account. How can I help today?"
    )


def session_branch(s):
    """Five laptops for the branch: 36 months corrected to 24; the delivery before the 20th."""
    greet(s)
    s.user("hi, we need 5 more laptops for our pennock mill branch. account KL 20417")
    s.say(
        "Happy to help. To verify you, please give me your full name and the phone number on "
        "file for the account."
    )
    s.user("Bronwen Tremayne, office manager. 503 555 0142")
    s.call(
        "verify_account",
        {"account_id": "KL-20417", "name": "Bronwen Tremayne", "phone": "+1 503-555-0142"},
        verified("KL-20417"),
        facts={
            "account_id": "KL-20417",
            "customer": "Tresillian Tax Partners",
            "contact": "Bronwen Tremayne",
            "contact_role": "office manager (authorized)",
        },
    )
    s.call(
        "get_lease_schedules",
        {"account_id": "KL-20417"},
        schedules("KL-20417"),
        facts={
            "schedules": {
                "SCH-20417-01": "head office Stallbridge, 12 Slate 14 + 12 Lumeo 24",
                "SCH-20417-02": "Pennock Mill branch, 3 Slate 14",
            }
        },
    )
    s.say(
        "Thanks, Bronwen, you're verified as office manager on Tresillian Tax Partners. "
        "There are two schedules on the account: SCH-20417-01 for the head office in "
        "Stallbridge (12 Norvane Slate 14 laptops and 12 Lumeo 24 monitors, until August 31, "
        "2027) and SCH-20417-02 for the Pennock Mill branch (3 Norvane Slate 14, until May "
        "31, 2027). Which model would you like for the 5 new laptops?"
    )
    s.user(
        "same as they have now, the 14 inch. only the 14 inch, not the 16, the 16s are too "
        "heavy for the auditors to carry around. and no refurbished units please",
        facts={
            "order_request": {
                "units": 5,
                "model": "Norvane Slate 14",
                "condition": "new",
                "schedule_id": "SCH-20417-02",
            }
        },
    )
    s.call(
        "get_quote",
        {"model": "Norvane Slate 14", "units": 5, "condition": "new"},
        {
            "quote_id": "QT-66120",
            "model": "Norvane Slate 14",
            "units": 5,
            "condition": "new",
            "options": [
                {"term_months": 24, "unit_rate": 46.80, "monthly_total": 234.00},
                {"term_months": 36, "unit_rate": 39.90, "monthly_total": 199.50},
            ],
            "minimum_term_months": 24,
            "delivery_fee": 95.00,
            "damage_waiver_per_unit": 3.20,
            "valid_until": "2026-03-26",
        },
        facts={
            "quote": {
                "quote_id": "QT-66120",
                "24_months": 46.80,
                "36_months": 39.90,
                "delivery_fee": 95.00,
            }
        },
    )
    s.call(
        "check_stock",
        {"model": "Norvane Slate 14", "condition": "new", "units": 5},
        {
            "warehouse": "Orrick Bay",
            "model": "Norvane Slate 14",
            "condition": "new",
            "available": 7,
            "requested": 5,
            "confirmed": True,
            "ship_ready": "2026-03-16",
        },
        facts={"stock": {"warehouse": "Orrick Bay", "available": 7, "ship_ready": "2026-03-16"}},
    )
    s.say(
        "Quote QT-66120 for 5 new Norvane Slate 14 laptops: on a 36-month term it's $39.90 "
        "per unit per month, $199.50 a month for the five; on 24 months, our minimum term, "
        "it's $46.80 per unit, $234.00 a month. There's one delivery fee of $95.00. The "
        "vendor's Orrick Bay warehouse has 7 new units in stock and can ship from March 16. "
        "Most customers go for 36 months since the monthly rate is lower. Which term would "
        "you like?"
    )
    s.user("go with the lower monthly then")
    s.confirm(
        "Here's the addition I'll place:\n"
        "- 5 x Norvane Slate 14, new, added to SCH-20417-02 (Pennock Mill branch)\n"
        "- 36-month term, $39.90 per unit per month, $199.50 a month\n"
        "- Delivery fee $95.00, one-off\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "add_lease_units",
                {
                    "account_id": "KL-20417",
                    "schedule_id": "SCH-20417-02",
                    "model": "Norvane Slate 14",
                    "condition": "new",
                    "units": 5,
                    "term_months": 36,
                    "unit_rate": 39.90,
                    "quote_id": "QT-66120",
                },
            )
        ],
    )
    s.no(
        "hang on, 36 months runs into 2029, and our lease on the pennock mill office only "
        "goes to end of 2028, we might not be there. do 24 months instead, even if it's more "
        "a month",
        facts={
            "order_request": {
                "units": 5,
                "model": "Norvane Slate 14",
                "condition": "new",
                "schedule_id": "SCH-20417-02",
                "term_months": 24,
            }
        },
    )
    s.confirm(
        "Understood, nothing has been placed. Here's the corrected addition:\n"
        "- 5 x Norvane Slate 14, new, added to SCH-20417-02 (Pennock Mill branch)\n"
        "- 24-month term, $46.80 per unit per month, $234.00 a month, to March 2028\n"
        "- Delivery fee $95.00, one-off\n\n"
        "Shall I place it? (yes/no)",
        [
            (
                "add_lease_units",
                {
                    "account_id": "KL-20417",
                    "schedule_id": "SCH-20417-02",
                    "model": "Norvane Slate 14",
                    "condition": "new",
                    "units": 5,
                    "term_months": 24,
                    "unit_rate": 46.80,
                    "quote_id": "QT-66120",
                },
            )
        ],
    )
    s.yes("yes place it")
    s.call(
        "add_lease_units",
        {
            "account_id": "KL-20417",
            "schedule_id": "SCH-20417-02",
            "model": "Norvane Slate 14",
            "condition": "new",
            "units": 5,
            "term_months": 24,
            "unit_rate": 46.80,
            "quote_id": "QT-66120",
        },
        {
            "order_id": "LO-58213",
            "status": "ordered",
            "schedule_id": "SCH-20417-02",
            "model": "Norvane Slate 14",
            "condition": "new",
            "units": 5,
            "term_months": 24,
            "unit_rate": 46.80,
            "monthly_total": 234.00,
            "delivery_fee": 95.00,
            "stock": "5 units reserved at Orrick Bay",
            "first_invoice": "2026-04-01",
        },
        facts={"order_id": "LO-58213"},
    )
    s.say(
        "Done: order LO-58213 is placed, 5 new Slate 14 laptops on SCH-20417-02 at $46.80 "
        "each, $234.00 a month over 24 months, plus the $95.00 delivery fee. The units are "
        "reserved at Orrick Bay and they'll first appear on your April 1 invoice. Would you "
        "like to add our damage waiver to them? It's $3.20 per laptop per month, $16.00 a "
        "month for the five, and it covers accidental damage charges when they're returned."
    )
    s.user(
        "no waiver thanks, we've never had a damage charge in 6 years. what I really need is "
        "them delivered before the 20th, we have 2 new starters at pennock mill that day",
        facts={"waiver_decision": "declined", "delivery_request": {"before": "2026-03-20"}},
    )
    s.boundary(
        "the 36-month addition rejected by her correction; the 24-month addition LO-58213 "
        "(5 Slate 14, $234.00/month) executed and reported; the waiver offered and declined; "
        "delivery before the 20th just asked for, no slot looked up"
    )
    s.call(
        "get_delivery_slots",
        {"order_id": "LO-58213", "site": "SCH-20417-02"},
        {
            "order_id": "LO-58213",
            "site": "Pennock Mill branch, 14 Quillon Row, Pennock Mill, OR 97431",
            "slots": [
                {"slot_id": "DS-3170", "date": "2026-03-17", "window": "09:00-12:00"},
                {"slot_id": "DS-3174", "date": "2026-03-19", "window": "13:00-17:00"},
                {"slot_id": "DS-3181", "date": "2026-03-23", "window": "09:00-12:00"},
            ],
        },
        facts={
            "delivery_slots": {
                "DS-3170": "2026-03-17 09:00-12:00",
                "DS-3174": "2026-03-19 13:00-17:00",
                "DS-3181": "2026-03-23 09:00-12:00",
            }
        },
    )
    s.say(
        "There are two slots before the 20th: Tuesday, March 17, 9 am to noon (DS-3170), and "
        "Thursday, March 19, 1 to 5 pm (DS-3174); the next one after that is Monday, March 23. "
        "I'd suggest the 17th, so there's a buffer to set them up before your new starters "
        "arrive."
    )
    s.user(
        "the 17th morning nobody's in, we only open at 1 on tuesdays. thursday the 19th in "
        "the afternoon works",
        facts={"delivery_choice": {"slot_id": "DS-3174", "date": "2026-03-19"}},
    )
    s.confirm(
        "Here's the delivery:\n"
        "- Order LO-58213, 5 x Norvane Slate 14\n"
        "- Thursday, March 19, 2026, 1:00-5:00 pm (DS-3174)\n"
        "- Pennock Mill branch, 14 Quillon Row, Pennock Mill\n"
        "- The $95.00 delivery fee is already on the order\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_delivery",
                {
                    "order_id": "LO-58213",
                    "slot_id": "DS-3174",
                    "date": "2026-03-19",
                    "window": "13:00-17:00",
                },
            )
        ],
    )
    s.yes("yes book it, thanks")
    s.boundary(
        "she said yes to the March 19 1-5 pm delivery DS-3174, no call yet; the 17th suggested "
        "by the agent and declined (closed Tuesday mornings); LO-58213 placed on 24 months; "
        "the waiver declined"
    )


def session_credit(s):
    """A lease increase over the credit line: the laptops first, the credit team decides."""
    greet(s)
    s.user(
        "Ulric Fensom, finance at Frome & Lisle, acct 31562. we want to lease 10 more laptops "
        "and 10 monitors for a new project team"
    )
    s.say("Sure. To verify you, please confirm the email address we have on file for you.")
    s.user("ulric.fensom@example.net")
    s.call(
        "verify_account",
        {"account_id": "KL-31562", "name": "Ulric Fensom", "email": "ulric.fensom@example.net"},
        verified("KL-31562"),
        facts={
            "account_id": "KL-31562",
            "customer": "Frome & Lisle Engineering",
            "contact": "Ulric Fensom",
            "contact_role": "finance contact (authorized)",
        },
    )
    s.call(
        "get_credit_line",
        {"account_id": "KL-31562"},
        {
            "account_id": "KL-31562",
            "approved_monthly_limit": 3500.00,
            "current_monthly_commitment": 3115.60,
            "headroom": 384.40,
            "decided_by": "Ketterby credit team",
            "increase": "by credit review; the account desk submits, the credit team decides",
        },
        facts={"credit_line": {"limit": 3500.00, "committed": 3115.60, "headroom": 384.40}},
    )
    s.call(
        "get_quote",
        {
            "items": [
                {"model": "Norvane Slate 16", "units": 10},
                {"model": "Lumeo 27", "units": 10},
            ],
            "condition": "new",
            "term_months": 36,
        },
        {
            "quote_id": "QT-66204",
            "term_months": 36,
            "lines": [
                {
                    "model": "Norvane Slate 16",
                    "units": 10,
                    "unit_rate": 52.40,
                    "monthly_total": 524.00,
                },
                {"model": "Lumeo 27", "units": 10, "unit_rate": 14.90, "monthly_total": 149.00},
            ],
            "monthly_total": 673.00,
            "delivery_fee": 95.00,
            "valid_until": "2026-03-26",
        },
        facts={
            "quote": {
                "quote_id": "QT-66204",
                "laptops": 524.00,
                "monitors": 149.00,
                "total": 673.00,
            }
        },
    )
    s.say(
        "You're verified, Ulric. Quote QT-66204 on 36 months: 10 Norvane Slate 16 at $52.40, "
        "$524.00 a month, and 10 Lumeo 27 at $14.90, $149.00 a month, so $673.00 a month "
        "together, plus a $95.00 delivery fee. Your approved monthly limit is $3,500.00 and "
        "you're committed to $3,115.60, which leaves $384.40 of headroom. So this needs a "
        "credit limit increase, and that's decided by our credit team, not by the desk."
    )
    s.user(
        "ok. the laptops first, the monitors later, the project team starts in april but the "
        "monitors can wait until Q3. so just the laptops for now. can't you just approve it "
        "today? we've been with you 5 years",
        facts={"order_request": {"now": "10 x Norvane Slate 16", "later": "10 x Lumeo 27 (Q3)"}},
    )
    s.say(
        "I'm sorry, I can't approve credit myself; only the credit team can. With the laptops "
        "alone you'd be at $3,639.60 a month, $139.60 over the limit. I'd suggest asking for "
        "$4,200.00 now, so the monitors fit in Q3 without a second review."
    )
    s.user(
        "no, ask for what the laptops need, not more. round it to 3700. we'll deal with the "
        "monitors in Q3",
        facts={"credit_request": {"requested_limit": 3700.00, "for": "10 x Norvane Slate 16"}},
    )
    s.confirm(
        "Here's the credit review request:\n"
        "- Account KL-31562, monthly limit from $3,500.00 to $3,700.00\n"
        "- For 10 x Norvane Slate 16 on 36 months, $524.00 a month (quote QT-66204, laptops "
        "only)\n"
        "- Decided by the credit team; the laptop order is placed only once it's approved\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_credit_review",
                {
                    "account_id": "KL-31562",
                    "current_limit": 3500.00,
                    "requested_limit": 3700.00,
                    "quote_id": "QT-66204",
                    "lines": ["10 x Norvane Slate 16"],
                },
            )
        ],
    )
    s.yes("yes submit")
    s.call(
        "submit_credit_review",
        {
            "account_id": "KL-31562",
            "current_limit": 3500.00,
            "requested_limit": 3700.00,
            "quote_id": "QT-66204",
            "lines": ["10 x Norvane Slate 16"],
        },
        {
            "review_id": "CR-7741",
            "status": "under_review",
            "decided_by": "credit team",
            "requested_limit": 3700.00,
            "decision_expected_by": "2026-03-17",
            "note": "the order can be placed after approval; quote QT-66204 valid until 2026-03-26",
        },
        facts={"credit_review_id": "CR-7741"},
    )
    s.say(
        "Submitted: credit review CR-7741 asks to raise your limit to $3,700.00 a month. It's "
        "under review with the credit team, not approved yet; you should hear by Tuesday, "
        "March 17. Once it's approved, the laptop order can be placed under quote QT-66204, "
        "which is valid until March 26. The monitors aren't part of this request."
    )
    s.user("and if they say no? can we do a shorter term or fewer laptops instead?")
    s.boundary(
        "credit review CR-7741 ($3,700.00) executed and reported, under review with the credit "
        "team (by March 17), not approved, no order placed; the laptops first, the monitors in "
        "Q3; the agent's $4,200 suggestion declined; approval today asked for and refused; his "
        "fallback question open"
    )


def session_deposit(s):
    """A security deposit by direct debit, not card, from the operating account: it fails."""
    greet(s)
    s.user(
        "hello, piet quenneville from sallowfield cartography. we got an email saying we owe "
        "a security deposit before our new printers get delivered? account 44908"
    )
    s.say("I can look into that. Please confirm the phone number on file for the account.")
    s.user("503-555-0177")
    s.call(
        "verify_account",
        {"account_id": "KL-44908", "name": "Piet Quenneville", "phone": "+1 503-555-0177"},
        verified("KL-44908"),
        facts={
            "account_id": "KL-44908",
            "customer": "Sallowfield Cartography",
            "contact": "Piet Quenneville",
            "contact_role": "office manager (authorized)",
        },
    )
    s.call(
        "get_deposit_due",
        {"account_id": "KL-44908"},
        {
            "schedule_id": "SCH-44908-03",
            "items": ["4 x Presswick M420"],
            "deposit": 640.00,
            "due_by": "2026-03-18",
            "delivery_date": "2026-03-24",
            "methods": ["card", "direct_debit"],
            "bank_accounts_on_file": [
                {"mandate_ref": "DD-44908-A", "account": "****3307", "label": "operating"},
                {"mandate_ref": "DD-44908-B", "account": "****8812", "label": "payroll"},
            ],
            "refund": "returned at the end of the schedule, less unpaid charges",
        },
        facts={
            "deposit": {
                "schedule_id": "SCH-44908-03",
                "amount": 640.00,
                "due_by": "2026-03-18",
                "delivery_date": "2026-03-24",
            }
        },
    )
    s.say(
        "You're verified, Piet. The security deposit for your new schedule SCH-44908-03 (4 "
        "Presswick M420 printers) is $640.00, due by March 18, ahead of the delivery on March "
        "24; it's returned at the end of the schedule, less any unpaid charges. I can take it "
        "by card right now, which clears instantly, or by direct debit from one of the two "
        "bank accounts on file: ****3307 (operating) or ****8812 (payroll). Card is the "
        "quickest."
    )
    s.user(
        "not card, our policy is deposits by direct debit. from the operating account, the "
        "one ending 3307. not payroll",
        facts={"deposit_payment": {"method": "direct_debit", "account": "****3307"}},
    )
    s.confirm(
        "Here's the payment:\n"
        "- $640.00 security deposit for SCH-44908-03\n"
        "- Direct debit from ****3307 (operating account, mandate DD-44908-A)\n"
        "- Collected on Monday, March 16, 2026, ahead of the March 18 due date\n\n"
        "Shall I set it up? (yes/no)",
        [
            (
                "pay_deposit",
                {
                    "account_id": "KL-44908",
                    "schedule_id": "SCH-44908-03",
                    "amount": 640.00,
                    "method": "direct_debit",
                    "mandate_ref": "DD-44908-A",
                    "collection_date": "2026-03-16",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "pay_deposit",
        {
            "account_id": "KL-44908",
            "schedule_id": "SCH-44908-03",
            "amount": 640.00,
            "method": "direct_debit",
            "mandate_ref": "DD-44908-A",
            "collection_date": "2026-03-16",
        },
        {
            "error": "mandate_inactive",
            "message": (
                "Direct debit mandate DD-44908-A (account ****3307) is not active: cancelled "
                "by the bank on 2026-02-27. No collection scheduled."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed $640.00 direct debit from ****3307 failed (mandate inactive), not "
        "reported yet; card offered and refused; the payroll account ****8812 not used, by "
        "his choice"
    )


SCRIPTS = {"branch": session_branch, "credit": session_credit, "deposit": session_deposit}
