"""Session scripts, part 1: plan, roam, dispute, lost and autopay.

Each script plays one invented care session of Kestrel Wireless (customers, numbers, ids,
bills and dates are made up). `s.boundary(note)` marks where a point is frozen.

Longer than the usual 600 lines because it is mostly the dialogue text and tool results of 5
sessions.
"""

from __future__ import annotations

from plans import EUROPE_PASSES, plans


def greet(s):
    """The agent's opening line."""
    s.say("Hi, you're chatting with Kestrel Wireless customer care. How can I help you today?")


def session_plan(s):
    """A cheaper plan, not unlimited; the immediate change corrected to the next cycle."""
    greet(s)
    s.user(
        "Hi. I'm paying way too much every month and I want to move my line to a cheaper plan. "
        "Not the unlimited one, I honestly don't use that much data. My number is 415-555-0134.",
        facts={"line": "+1 415-555-0134"},
    )
    s.say(
        "I can help with that. First I need to verify the account: please give me the account "
        "holder's full name and the billing zip code."
    )
    s.user("Dana Whitfield, billing zip 94110.")
    s.call(
        "verify_customer",
        {"phone": "+1 415-555-0134", "name": "Dana Whitfield", "zip": "94110"},
        {"verified": True, "account_id": "ACC-5521093", "name": "Dana Whitfield"},
        facts={"account_id": "ACC-5521093", "customer_name": "Dana Whitfield"},
    )
    s.call(
        "get_line",
        {"account_id": "ACC-5521093", "line": "+1 415-555-0134"},
        {
            "line": "+1 415-555-0134",
            "status": "active",
            "plan_code": "UNL-MAX",
            "plan_name": "Unlimited Max",
            "monthly_price": 95.0,
            "billing_cycle": {"start": "2024-06-14", "end": "2024-07-13"},
            "next_cycle_start": "2024-07-14",
            "addons": [],
        },
        facts={"plan_code": "UNL-MAX"},
    )
    s.call(
        "get_usage",
        {"line": "+1 415-555-0134", "cycles": 3},
        {
            "line": "+1 415-555-0134",
            "cycles": [
                {"start": "2024-03-14", "end": "2024-04-13", "data_gb": 6.8},
                {"start": "2024-04-14", "end": "2024-05-13", "data_gb": 8.1},
                {"start": "2024-05-14", "end": "2024-06-13", "data_gb": 7.3},
            ],
            "average_data_gb": 7.4,
        },
        facts={"usage_gb": 7.4},
    )
    s.call("list_plans", {"category": "postpaid"}, plans())
    s.say(
        "Thanks, Dana. Your line +1 415-555-0134 is on Unlimited Max (UNL-MAX) at $95.00 a "
        "month. Over your last three billing cycles you used 6.8 GB, 8.1 GB and 7.3 GB, about "
        "7.4 GB on average.\n\n"
        "Plans with a data allowance that would fit:\n"
        "- Flex 15 (FLEX-15): 15 GB, $55.00/month\n"
        "- Flex 8 (FLEX-8): 8 GB, $45.00/month (you went over 8 GB once, in the Apr 14 - May 13 "
        "cycle; data slows down past the allowance)\n"
        "- Basic 3 (BASIC-3): 3 GB, $30.00/month, probably too small for you\n\n"
        "Which one would you like?"
    )
    s.user(
        "Flex 15 sounds right, I don't want to be worrying about running out. Let's do that one.",
        facts={"new_plan_code": "FLEX-15"},
    )
    s.confirm(
        "Here is the change:\n"
        "- Line: +1 415-555-0134\n"
        "- From: Unlimited Max (UNL-MAX), $95.00/month\n"
        "- To: Flex 15 (FLEX-15), 15 GB, $55.00/month\n"
        "- Effective: immediately (today, June 20)\n\n"
        "The rest of the current cycle is prorated, which gives you a credit of $32.00 on your "
        "next bill. Shall I make the change? (yes/no)",
        [
            (
                "change_plan",
                {
                    "account_id": "ACC-5521093",
                    "line": "+1 415-555-0134",
                    "plan_code": "FLEX-15",
                    "effective": "immediate",
                },
            )
        ],
    )
    s.no(
        "No, wait. Only from the next cycle, please. I've already paid for this month of "
        "unlimited and I want to use it up."
    )
    s.confirm(
        "Understood. Revised change:\n"
        "- Line: +1 415-555-0134\n"
        "- From: Unlimited Max (UNL-MAX), which you keep until the end of this cycle on July 13\n"
        "- To: Flex 15 (FLEX-15), 15 GB, $55.00/month\n"
        "- Effective: the start of your next billing cycle, July 14, 2024\n\n"
        "No proration applies. Shall I schedule it? (yes/no)",
        [
            (
                "change_plan",
                {
                    "account_id": "ACC-5521093",
                    "line": "+1 415-555-0134",
                    "plan_code": "FLEX-15",
                    "effective": "2024-07-14",
                },
            )
        ],
        facts={"effective_date": "2024-07-14"},
    )
    s.yes("Yes, schedule it.")
    s.call(
        "change_plan",
        {
            "account_id": "ACC-5521093",
            "line": "+1 415-555-0134",
            "plan_code": "FLEX-15",
            "effective": "2024-07-14",
        },
        {
            "status": "scheduled",
            "order_id": "PC-204417",
            "line": "+1 415-555-0134",
            "current_plan": "UNL-MAX",
            "new_plan": "FLEX-15",
            "effective": "2024-07-14",
            "new_monthly_price": 55.0,
        },
    )
    s.boundary(
        "the immediate change was rejected by the user's correction; the change to FLEX-15 from "
        "the next cycle (2024-07-14) executed right now; the agent has not reported it yet"
    )
    s.say(
        "Done. Your switch to Flex 15 is scheduled for July 14 (order PC-204417); until then "
        "you stay on Unlimited Max. Your first bill on Flex 15 will show $55.00 a month."
    )


def session_roam(s):
    """The cheapest Europe pass for his line only; then drop his Data Boost, not his wife's."""
    greet(s)
    s.user(
        "Hi, I'm going to Portugal from August 3rd to the 17th and I need roaming set up on my "
        "phone, 312-555-0187. Just my line, please. Don't touch my wife's line, she isn't "
        "coming with me.",
        facts={
            "line": "+1 312-555-0187",
            "trip": {"country": "Portugal", "start": "2024-08-03", "end": "2024-08-17"},
        },
    )
    s.say(
        "Happy to help. To verify the account, could you give me the account holder's name and "
        "the last four digits of the account PIN?"
    )
    s.user("Marco Ferreira, PIN ends in 2281.")
    s.call(
        "verify_customer",
        {"phone": "+1 312-555-0187", "name": "Marco Ferreira", "pin_last4": "2281"},
        {"verified": True, "account_id": "ACC-7730418", "name": "Marco Ferreira"},
        facts={"account_id": "ACC-7730418", "customer_name": "Marco Ferreira"},
    )
    lines = {
        "+1 312-555-0187": {
            "user": "Marco Ferreira",
            "plan_code": "FLEX-15",
            "addons": ["DATA-BOOST-5"],
        },
        "+1 312-555-0142": {
            "user": "Lucia Ferreira",
            "plan_code": "FLEX-8",
            "addons": ["DATA-BOOST-5"],
        },
    }
    s.call(
        "get_customer",
        {"account_id": "ACC-7730418"},
        {
            "account_id": "ACC-7730418",
            "name": "Marco Ferreira",
            "billing_cycle_end": "2024-07-20",
            "lines": [
                {"number": number, "status": "active", **info} for number, info in lines.items()
            ],
        },
        facts={"lines": lines},
    )
    s.call(
        "list_roaming_passes",
        {"country": "Portugal", "start": "2024-08-03", "end": "2024-08-17"},
        {"zone": "Europe", "trip_days": 15, "passes": [dict(p) for p in EUROPE_PASSES]},
    )
    s.say(
        "Thanks, Marco. Your trip from Aug 3 to Aug 17 is 15 days. For Portugal there are three "
        "passes:\n"
        "- Europe Day Pass (DAY-EU): $12.00 per day you use it, 0.5 GB a day; up to $180.00 for "
        "15 days\n"
        "- Europe Travel 7 (TRV7-EU): $45.00 for 7 days, 4 GB; you would need three of them, "
        "$135.00\n"
        "- Europe Travel 30 (TRV30-EU): $75.00 for 30 days, 12 GB\n\n"
        "Which would you like?"
    )
    s.user("Whichever is cheapest for the whole trip.")
    s.confirm(
        "The cheapest pass that covers Aug 3-17 is Europe Travel 30 (TRV30-EU): $75.00 one "
        "time, 12 GB, valid 30 days from August 3 (through September 1).\n"
        "- Line: +1 312-555-0187 only; Lucia's line +1 312-555-0142 stays as it is\n"
        "- Start: 2024-08-03\n"
        "- Charge: $75.00 on your next bill\n\n"
        "Shall I add it? (yes/no)",
        [
            (
                "add_roaming_pass",
                {
                    "account_id": "ACC-7730418",
                    "line": "+1 312-555-0187",
                    "pass_code": "TRV30-EU",
                    "start_date": "2024-08-03",
                },
            )
        ],
        facts={"pass_code": "TRV30-EU"},
    )
    s.yes("Yes, add it.")
    s.call(
        "add_roaming_pass",
        {
            "account_id": "ACC-7730418",
            "line": "+1 312-555-0187",
            "pass_code": "TRV30-EU",
            "start_date": "2024-08-03",
        },
        {
            "status": "scheduled",
            "confirmation": "RP-661904",
            "line": "+1 312-555-0187",
            "pass_code": "TRV30-EU",
            "start": "2024-08-03",
            "end": "2024-09-01",
            "charge": 75.0,
        },
    )
    s.say(
        "Done: Europe Travel 30 is set on +1 312-555-0187 from August 3 to September 1, "
        "confirmation RP-661904. The $75.00 will show on your next bill. Lucia's line is "
        "unchanged. Anything else?"
    )
    s.boundary("right after the pass was added to his line and reported")
    s.user(
        "Yes. While I'm at it, that Data Boost 5 GB add-on on my line, I don't need it anymore. "
        "Take it off. Again, only mine."
    )
    s.call(
        "get_line",
        {"account_id": "ACC-7730418", "line": "+1 312-555-0187"},
        {
            "line": "+1 312-555-0187",
            "status": "active",
            "plan_code": "FLEX-15",
            "billing_cycle": {"start": "2024-06-21", "end": "2024-07-20"},
            "addons": [
                {
                    "addon_code": "DATA-BOOST-5",
                    "name": "Data Boost 5 GB",
                    "price": 15.0,
                    "billing": "monthly",
                },
                {
                    "addon_code": "TRV30-EU",
                    "name": "Europe Travel 30",
                    "price": 75.0,
                    "billing": "one_time",
                    "start": "2024-08-03",
                },
            ],
        },
        facts={
            "addons": {
                "DATA-BOOST-5": {"price": 15.0, "billing": "monthly"},
                "TRV30-EU": {"price": 75.0, "billing": "one_time"},
            }
        },
    )
    s.confirm(
        "To confirm:\n"
        "- Remove Data Boost 5 GB (DATA-BOOST-5, $15.00/month) from +1 312-555-0187\n"
        "- Effective at the end of the current cycle, July 20, so it is not billed again\n"
        "- Lucia's Data Boost on +1 312-555-0142 stays, and your Europe pass is not affected\n\n"
        "Shall I remove it? (yes/no)",
        [
            (
                "remove_addon",
                {
                    "account_id": "ACC-7730418",
                    "line": "+1 312-555-0187",
                    "addon_code": "DATA-BOOST-5",
                    "effective": "2024-07-20",
                },
            )
        ],
        facts={"addon_code": "DATA-BOOST-5"},
    )
    s.boundary(
        "the pass executed; the removal of his Data Boost is proposed and pending; the wife's "
        "line (with the same add-on) untouched"
    )


def session_dispute(s):
    """Two premium-SMS charges: credit the unknown one; the late-fee waiver call fails."""
    greet(s)
    s.user(
        "Hello. There's a charge on my June bill for some premium text subscription that I "
        "never signed up for, and there's a late fee on it too. My account is ACC-6038815.",
        facts={"account_id": "ACC-6038815"},
    )
    s.say("I'm sorry about that. To verify the account, what are your full name and billing zip?")
    s.user("Priya Raman, 02139.")
    s.call(
        "verify_customer",
        {"account_id": "ACC-6038815", "name": "Priya Raman", "zip": "02139"},
        {"verified": True, "account_id": "ACC-6038815", "name": "Priya Raman"},
        facts={"customer_name": "Priya Raman"},
    )
    s.call(
        "get_bill",
        {"account_id": "ACC-6038815", "cycle": "2024-06"},
        {
            "bill_id": "BL-240605-6038815",
            "period": {"start": "2024-05-05", "end": "2024-06-04"},
            "issued": "2024-06-05",
            "due": "2024-06-26",
            "total": 104.96,
            "lines": [{"number": "+1 617-555-0156", "plan_code": "FLEX-15", "plan_charge": 55.0}],
            "charges": [
                {
                    "charge_id": "CHG-771203",
                    "date": "2024-05-12",
                    "description": "Premium SMS - StarQuiz weekly",
                    "amount": 12.99,
                    "line": "+1 617-555-0156",
                },
                {
                    "charge_id": "CHG-771288",
                    "date": "2024-05-27",
                    "description": "Premium SMS - MetroTransit tickets",
                    "amount": 7.49,
                    "line": "+1 617-555-0156",
                },
            ],
            "fees": [
                {
                    "fee_id": "FEE-30917",
                    "date": "2024-05-29",
                    "description": "Late payment fee (May bill)",
                    "amount": 8.0,
                }
            ],
            "taxes_and_surcharges": 21.48,
        },
        facts={
            "bill_id": "BL-240605-6038815",
            "bill_total": 104.96,
            "charges": {
                "CHG-771203": {"description": "Premium SMS - StarQuiz weekly", "amount": 12.99},
                "CHG-771288": {
                    "description": "Premium SMS - MetroTransit tickets",
                    "amount": 7.49,
                },
            },
            "fee_id": "FEE-30917",
            "fee_amount": 8.0,
        },
    )
    s.say(
        "Thanks, Priya. Your June bill (BL-240605-6038815, May 5 - June 4, $104.96 due June 26) "
        "has two premium SMS charges on +1 617-555-0156:\n"
        "- CHG-771203: StarQuiz weekly, $12.99, May 12\n"
        "- CHG-771288: MetroTransit tickets, $7.49, May 27\n\n"
        "There is also a late payment fee, FEE-30917, $8.00, added May 29 for the May bill. "
        "Which of the two SMS charges don't you recognize?"
    )
    s.user(
        "The StarQuiz one, I never signed up for any quiz. The MetroTransit one is mine, I buy "
        "bus tickets by text. Leave that one alone.",
        facts={"charge_id": "CHG-771203"},
    )
    s.call(
        "get_premium_sms_log",
        {"line": "+1 617-555-0156", "service": "StarQuiz weekly"},
        {
            "service": "StarQuiz weekly",
            "first_charge": "2024-05-12",
            "status": "active",
            "opt_in_record": None,
        },
    )
    s.confirm(
        "There's no opt-in record for StarQuiz, so I can credit it:\n"
        "- Bill credit: $12.99 for CHG-771203 (StarQuiz weekly)\n"
        "- Account: ACC-6038815, bill BL-240605-6038815\n"
        "- Reason: unauthorized premium SMS\n\n"
        "The credit shows on your next bill; the $7.49 MetroTransit charge stays. Shall I apply "
        "it? (yes/no)",
        [
            (
                "apply_bill_credit",
                {
                    "account_id": "ACC-6038815",
                    "bill_id": "BL-240605-6038815",
                    "charge_id": "CHG-771203",
                    "amount": 12.99,
                    "reason": "unauthorized premium SMS",
                },
            )
        ],
        facts={"credit_amount": 12.99, "reason": "unauthorized premium SMS"},
    )
    s.yes("Yes please.")
    s.call(
        "apply_bill_credit",
        {
            "account_id": "ACC-6038815",
            "bill_id": "BL-240605-6038815",
            "charge_id": "CHG-771203",
            "amount": 12.99,
            "reason": "unauthorized premium SMS",
        },
        {
            "status": "applied",
            "credit_id": "CR-509311",
            "charge_id": "CHG-771203",
            "amount": 12.99,
            "applies_to": "next bill",
        },
    )
    s.confirm(
        "The $12.99 credit is applied (CR-509311) and will show on your July bill.\n\n"
        "About the late fee: FEE-30917, $8.00, was added on May 29 because the May bill was paid "
        "after its due date. I can waive it as a one-time courtesy:\n"
        "- Waive fee FEE-30917, $8.00, on ACC-6038815\n\n"
        "Shall I waive it? (yes/no)",
        [
            (
                "waive_fee",
                {"account_id": "ACC-6038815", "fee_id": "FEE-30917", "amount": 8.0},
            )
        ],
    )
    s.yes("Yes, waive it.")
    s.call(
        "waive_fee",
        {"account_id": "ACC-6038815", "fee_id": "FEE-30917", "amount": 8.0},
        {
            "error": "WAIVER_LIMIT",
            "message": (
                "Fee waiver refused: a courtesy waiver was already applied on this account on "
                "2024-02-11 (limit: 1 per 12 months)"
            ),
        },
        error=True,
    )
    s.boundary(
        "the StarQuiz credit executed; the confirmed waiver of the late fee returned an error "
        "(ledger: executed); the agent has not reported the failure"
    )
    s.say(
        "I'm sorry, the waiver didn't go through: a courtesy waiver was already used on this "
        "account on February 11, and only one is allowed per 12 months. The $8.00 fee stays on "
        "the bill."
    )


def session_lost(s):
    """A lost phone: suspend his line (not his daughter's) and order a replacement SIM."""
    greet(s)
    s.user(
        "I lost my phone on the subway this morning. Can you suspend my line so nobody can use "
        "it? It's 646-555-0199.",
        facts={"line": "+1 646-555-0199"},
    )
    s.say(
        "I'm sorry to hear that, let's lock it down. To verify the account, please tell me the "
        "account holder's name and the last four digits of the account PIN."
    )
    s.user("Tomasz Kowal. PIN ends in 7740.")
    s.call(
        "verify_customer",
        {"phone": "+1 646-555-0199", "name": "Tomasz Kowal", "pin_last4": "7740"},
        {"verified": True, "account_id": "ACC-4417260", "name": "Tomasz Kowal"},
        facts={"account_id": "ACC-4417260", "customer_name": "Tomasz Kowal"},
    )
    lines = {
        "+1 646-555-0199": {"user": "Tomasz Kowal", "plan_code": "FLEX-15", "status": "active"},
        "+1 646-555-0121": {"user": "Ola Kowal", "plan_code": "FLEX-8", "status": "active"},
    }
    s.call(
        "get_customer",
        {"account_id": "ACC-4417260"},
        {
            "account_id": "ACC-4417260",
            "name": "Tomasz Kowal",
            "shipping_address": "88 Berry St, Apt 4C, Brooklyn, NY 11249",
            "lines": [{"number": number, **info} for number, info in lines.items()],
        },
        facts={"lines": lines},
    )
    s.confirm(
        "Thanks, Tomasz. I'll suspend your line for a lost device:\n"
        "- Line: +1 646-555-0199 (Flex 15)\n"
        "- Reason: lost device\n"
        "- Calls, texts and data stop right away; you keep the number\n"
        "- No charge for the first 30 days of a lost-device suspension\n\n"
        "Ola's line, +1 646-555-0121, stays active. Shall I suspend it now? (yes/no)",
        [
            (
                "suspend_line",
                {"account_id": "ACC-4417260", "line": "+1 646-555-0199", "reason": "lost_device"},
            )
        ],
        facts={"reason": "lost_device"},
    )
    s.yes("Yes, do it now.")
    s.call(
        "suspend_line",
        {"account_id": "ACC-4417260", "line": "+1 646-555-0199", "reason": "lost_device"},
        {
            "status": "suspended",
            "ref": "SUS-118450",
            "line": "+1 646-555-0199",
            "reason": "lost_device",
            "suspended_at": "2024-06-18T09:42:00-04:00",
            "free_until": "2024-07-18",
        },
    )
    s.say(
        "Your line +1 646-555-0199 is suspended as of 9:42 this morning (reference SUS-118450). "
        "The suspension is free until July 18. Would you like a replacement SIM so you can use "
        "your number in another phone?"
    )
    s.user(
        "Yes, I'll use my old phone for now. Send a new SIM to my home address. Regular free "
        "shipping is fine, no need for express."
    )
    s.call(
        "get_sim_options",
        {"account_id": "ACC-4417260", "line": "+1 646-555-0199"},
        {
            "sim_types": ["physical", "esim"],
            "shipping": [
                {"method": "standard", "price": 0.0, "days": "3-5 business days"},
                {"method": "express", "price": 14.99, "days": "1 business day"},
            ],
            "address_on_file": "88 Berry St, Apt 4C, Brooklyn, NY 11249",
            "sim_fee_lost_device": 0.0,
        },
    )
    s.confirm(
        "Here's the replacement SIM order:\n"
        "- Physical SIM for +1 646-555-0199\n"
        "- Standard shipping, free, 3-5 business days (express would be $14.99)\n"
        "- To: 88 Berry St, Apt 4C, Brooklyn, NY 11249\n"
        "- SIM fee: $0.00 for a lost device\n\n"
        "When it arrives, contact us to resume the line. Place the order? (yes/no)",
        [
            (
                "order_sim",
                {
                    "account_id": "ACC-4417260",
                    "line": "+1 646-555-0199",
                    "sim_type": "physical",
                    "shipping": "standard",
                    "address": "88 Berry St, Apt 4C, Brooklyn, NY 11249",
                },
            )
        ],
    )
    s.yes("Yes, order it.")
    s.boundary(
        "his line suspended (executed); the user said yes to the SIM order (approved), no call "
        "yet; the daughter's line untouched"
    )
    s.call(
        "order_sim",
        {
            "account_id": "ACC-4417260",
            "line": "+1 646-555-0199",
            "sim_type": "physical",
            "shipping": "standard",
            "address": "88 Berry St, Apt 4C, Brooklyn, NY 11249",
        },
        {
            "status": "ordered",
            "order_id": "SIM-3390127",
            "iccid_last4": "5512",
            "shipping": "standard",
            "estimated_delivery": "2024-06-24",
        },
        facts={
            "sim_order": {
                "order_id": "SIM-3390127",
                "estimated_delivery": "2024-06-24",
                "iccid_last4": "5512",
            }
        },
    )
    s.say(
        "The SIM is ordered (order SIM-3390127, card ending 5512) and should arrive around "
        "Monday, June 24. Once it's in your old phone, contact us and we'll resume the line."
    )
    s.user("Great. And my daughter's line, nothing changes there, right?")
    s.say("Right: +1 646-555-0121 is active and unchanged. Only your line is suspended.")
    s.boundary("the SIM order executed and reported; his line still suspended")


def session_autopay(s):
    """Autopay with the card, not the bank account (a correction); a split bill left open."""
    greet(s)
    s.user(
        "Hi, I'd like to set up autopay on my account so I stop paying late. Put it on my "
        "card, not the bank account."
    )
    s.say("Sure. To verify the account, please give me your full name, account number and zip.")
    s.user("Aisha Bello, account ACC-9182734, zip 60615.")
    s.call(
        "verify_customer",
        {"account_id": "ACC-9182734", "name": "Aisha Bello", "zip": "60615"},
        {"verified": True, "account_id": "ACC-9182734", "name": "Aisha Bello"},
        facts={"account_id": "ACC-9182734", "customer_name": "Aisha Bello"},
    )
    s.call(
        "get_payment_methods",
        {"account_id": "ACC-9182734"},
        {
            "payment_methods": [
                {
                    "payment_method_id": "PM-BANK-0923",
                    "type": "bank_account",
                    "label": "Chase checking ending 0923",
                    "default": True,
                },
                {
                    "payment_method_id": "PM-CARD-4417",
                    "type": "card",
                    "brand": "Visa",
                    "last4": "4417",
                    "expires": "09/27",
                    "default": False,
                },
                {
                    "payment_method_id": "PM-CARD-8802",
                    "type": "card",
                    "brand": "Mastercard",
                    "last4": "8802",
                    "expires": "03/24",
                    "expired": True,
                    "default": False,
                },
            ]
        },
        facts={
            "payment_methods": {
                "PM-BANK-0923": "bank account, Chase checking ending 0923 (default)",
                "PM-CARD-4417": "Visa ending 4417, expires 09/27",
                "PM-CARD-8802": "Mastercard ending 8802, expired 03/24",
            }
        },
    )
    s.call(
        "get_bill",
        {"account_id": "ACC-9182734", "cycle": "current"},
        {
            "bill_id": "BL-240612-9182734",
            "issued": "2024-06-12",
            "due": "2024-07-03",
            "total": 86.4,
            "autopay": False,
        },
        facts={"bill_id": "BL-240612-9182734", "bill_total": 86.4, "due_date": "2024-07-03"},
    )
    s.confirm(
        "Thanks, Aisha. I can turn on autopay with your default payment method:\n"
        "- Pay from: Chase checking ending 0923 (PM-BANK-0923)\n"
        "- When: on the due date each month\n"
        "- First automatic payment: your current bill, $86.40, due July 3\n"
        "- Autopay discount: $5.00/month, starting with the following bill\n\n"
        "Shall I set it up? (yes/no)",
        [
            (
                "set_autopay",
                {
                    "account_id": "ACC-9182734",
                    "payment_method_id": "PM-BANK-0923",
                    "pay_on": "due_date",
                },
            )
        ],
    )
    s.no("No, the card, not the bank account. The Visa.")
    s.confirm(
        "Sorry about that. Here it is with the card:\n"
        "- Pay from: Visa ending 4417 (PM-CARD-4417, expires 09/27)\n"
        "- When: on the due date each month\n"
        "- First automatic payment: $86.40 on July 3\n"
        "- Autopay discount: $5.00/month, starting with the following bill\n\n"
        "I left out the Mastercard ending 8802 because it expired in March. Set it up? (yes/no)",
        [
            (
                "set_autopay",
                {
                    "account_id": "ACC-9182734",
                    "payment_method_id": "PM-CARD-4417",
                    "pay_on": "due_date",
                },
            )
        ],
        facts={"payment_method_id": "PM-CARD-4417"},
    )
    s.yes("Yes.")
    s.call(
        "set_autopay",
        {"account_id": "ACC-9182734", "payment_method_id": "PM-CARD-4417", "pay_on": "due_date"},
        {
            "status": "enabled",
            "payment_method_id": "PM-CARD-4417",
            "pay_on": "due_date",
            "first_payment": {"date": "2024-07-03", "amount": 86.4},
            "discount": {"amount": 5.0, "from_bill": "2024-08"},
        },
    )
    s.say(
        "Autopay is on: the Visa ending 4417 will be charged $86.40 on July 3, and on each due "
        "date after that. The $5.00 autopay discount starts with your August bill."
    )
    s.user(
        "Great. One more thing: my brother has a line on my account. Can his line be billed to "
        "his own card? He keeps forgetting to pay me back."
    )
    s.call(
        "get_customer",
        {"account_id": "ACC-9182734"},
        {
            "account_id": "ACC-9182734",
            "name": "Aisha Bello",
            "lines": [
                {"number": "+1 773-555-0117", "user": "Aisha Bello", "plan_code": "FLEX-15"},
                {"number": "+1 773-555-0135", "user": "Kofi Bello", "plan_code": "FLEX-8"},
            ],
        },
        facts={
            "lines": {
                "+1 773-555-0117": {"user": "Aisha Bello", "plan_code": "FLEX-15"},
                "+1 773-555-0135": {"user": "Kofi Bello", "plan_code": "FLEX-8"},
            }
        },
    )
    s.say(
        "Kofi's line, +1 773-555-0135, is on Flex 8 at $45.00 a month. It can be split off so "
        "it's charged to his own card, but he has to add the card and agree to it himself: I "
        "can't take his card details from you. He can call us, or I can text him a secure link."
    )
    s.user("Don't text him, I'll tell him to call you himself.")
    s.boundary(
        "autopay on the bank account rejected by the correction; autopay with the Visa executed "
        "and reported; the bill split for the brother's line is left to him"
    )


SCRIPTS = {
    "plan": session_plan,
    "roam": session_roam,
    "dispute": session_dispute,
    "lost": session_lost,
    "autopay": session_autopay,
}
