"""Session scripts, part 1: bill, arrange, move and budget.

Each script plays one invented session at the customer desk of Northmere Power & Gas
(customers, account numbers, premise ids, meter numbers, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import address, balance, premise, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Thanks for contacting Northmere Power & Gas. I can help with bills and payments, "
        "meter readings, starting or stopping service, outages and programs. How can I help "
        "you today?"
    )


def session_bill(s):
    """A high bill on an estimated read: the customer's photo read, a rebill, one draft skipped."""
    greet(s)
    s.user(
        "Hi, my bill this month is crazy, $282! It's usually like 180ish. Account is 4410 2287 "
        "31, Dana Okafor."
    )
    s.say(
        "I'm sorry about the surprise, Dana, let's look at it. To verify the account, please "
        "give me the service address and the last four digits of the phone number on file."
    )
    s.user("18 wren hollow rd. phone ends 0147")
    s.call(
        "verify_customer",
        {
            "account_number": "4410-2287-31",
            "name": "Dana Okafor",
            "service_address": "18 Wren Hollow Rd",
            "phone_last4": "0147",
        },
        verified("4410-2287-31"),
        facts={
            "account_number": "4410-2287-31",
            "customer": "Dana Okafor",
            "premise_id": "PR-605512",
            "autopay": "checking ****6620, drafts on the due date",
        },
    )
    s.call(
        "get_billing_history",
        {"account_number": "4410-2287-31", "count": 2},
        {
            "account_number": "4410-2287-31",
            "statements": [
                {
                    "statement_id": "ST-20251002-2287",
                    "issued": "2025-10-02",
                    "period": "2025-08-29/2025-09-29",
                    "electric": {
                        "meter_id": "EM-88213407",
                        "prior_read": {"reading": 50214, "date": "2025-08-29", "type": "actual"},
                        "current_read": {
                            "reading": 52060,
                            "date": "2025-09-29",
                            "type": "estimated",
                            "reason": "no access: locked gate",
                        },
                        "usage_kwh": 1846,
                        "customer_charge": 18.5,
                        "energy_rate_per_kwh": 0.135,
                        "charges": 267.71,
                    },
                    "gas": {
                        "meter_id": "GM-31190264",
                        "current_read": {"reading": 3405, "date": "2025-09-29", "type": "actual"},
                        "usage_ccf": 17,
                        "charges": 14.77,
                    },
                    "total": 282.48,
                    "due_date": "2025-10-21",
                    "autopay_draft": {"date": "2025-10-21", "from": "checking ****6620"},
                    "status": "unpaid",
                },
                {
                    "statement_id": "ST-20250903-2287",
                    "issued": "2025-09-03",
                    "period": "2025-07-30/2025-08-29",
                    "electric": {
                        "meter_id": "EM-88213407",
                        "current_read": {"reading": 50214, "date": "2025-08-29", "type": "actual"},
                        "usage_kwh": 1188,
                        "charges": 178.88,
                    },
                    "gas": {"usage_ccf": 15, "charges": 12.91},
                    "total": 191.79,
                    "status": "paid 2025-09-22 by autopay",
                },
            ],
        },
        facts={
            "statements": {
                "ST-20251002-2287": {
                    "period": "2025-08-29/2025-09-29",
                    "electric_read": "52060 estimated (no access: locked gate)",
                    "usage_kwh": 1846,
                    "electric": 267.71,
                    "gas": 14.77,
                    "total": 282.48,
                    "due": "2025-10-21",
                },
                "ST-20250903-2287": {"usage_kwh": 1188, "total": 191.79, "status": "paid"},
            },
            "meter_reads": {
                "EM-88213407": {"2025-08-29": "50214 actual", "2025-09-29": "52060 estimated"}
            },
        },
    )
    s.say(
        "Thanks, Dana. Here's what happened. Your October 2 statement (ST-20251002-2287) is "
        "$282.48, due October 21. The gas part, $14.77, is from an actual read. The electric "
        "read on September 29 was estimated, because our meter reader couldn't get to the "
        "meter: the gate was locked. The estimate was 52,060, which bills 1,846 kWh since the "
        "last actual read of 50,214 on August 29; last month you used 1,188 kWh. If you can "
        "give me a reading from around September 29, I can put it in place of the estimate."
    )
    s.user(
        "Oh the gate, yeah we had it padlocked for the dog. I actually took a picture of the "
        "meter on sept 30th, it says 51318",
        facts={
            "customer_read": {"meter_id": "EM-88213407", "reading": 51318, "date": "2025-09-30"}
        },
    )
    s.confirm(
        "That works: a read within 3 days of the scheduled read date can replace the "
        "estimate. Here's what I'll submit:\n"
        "- Electric meter EM-88213407\n"
        "- Reading 51,318, taken Tuesday, September 30, 2025 (customer read)\n"
        "- It replaces the estimated 52,060 of September 29\n\n"
        "Shall I submit the reading? (yes/no)",
        [
            (
                "submit_meter_read",
                {
                    "account_number": "4410-2287-31",
                    "meter_id": "EM-88213407",
                    "reading": 51318,
                    "read_date": "2025-09-30",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "submit_meter_read",
        {
            "account_number": "4410-2287-31",
            "meter_id": "EM-88213407",
            "reading": 51318,
            "read_date": "2025-09-30",
        },
        {
            "read_id": "RD-5590217",
            "status": "accepted",
            "meter_id": "EM-88213407",
            "reading": 51318,
            "read_date": "2025-09-30",
            "type": "customer",
            "replaces": {"reading": 52060, "date": "2025-09-29", "type": "estimated"},
            "usage_kwh": 1104,
        },
        facts={"read_id": "RD-5590217"},
    )
    s.confirm(
        "Your reading was accepted as RD-5590217, so September's usage is 1,104 kWh instead of "
        "the estimated 1,846. The statement itself still has to be recalculated, and that goes "
        "to our billing review team as a rebill request; they usually decide within 3 business "
        "days. If it's approved, the electric charges drop from $267.71 to $167.54 and the "
        "statement from $282.48 to $182.31 (the gas, $14.77, doesn't change).\n\n"
        "Shall I submit the rebill request for statement ST-20251002-2287? (yes/no)",
        [
            (
                "request_rebill",
                {
                    "account_number": "4410-2287-31",
                    "statement_id": "ST-20251002-2287",
                    "read_id": "RD-5590217",
                },
            )
        ],
    )
    s.yes("yes please submit it")
    s.call(
        "request_rebill",
        {
            "account_number": "4410-2287-31",
            "statement_id": "ST-20251002-2287",
            "read_id": "RD-5590217",
        },
        {
            "request_id": "RB-77104",
            "status": "under_review",
            "statement_id": "ST-20251002-2287",
            "team": "billing review",
            "decision_expected_by": "2025-10-13",
            "estimated_corrected_total": 182.31,
            "estimated_reduction": 100.17,
        },
        facts={"rebill_request_id": "RB-77104"},
    )
    s.say(
        "Submitted: rebill request RB-77104 for statement ST-20251002-2287. It's now under "
        "review with the billing review team, and a decision is expected by Monday, October "
        "13. It isn't approved yet; if it is, you'll get a corrected statement for about "
        "$182.31. Separately, if you ever doubt the meter itself, we do one free meter accuracy "
        "test a year."
    )
    s.user(
        "no need, the meter's fine, it was the estimate. but autopay is going to take the $282 "
        "on the 21st, right? I don't want that."
    )
    s.boundary(
        "the customer read RD-5590217 (51,318 on Sep 30) accepted; rebill request RB-77104 "
        "submitted and reported, under review, not approved; the meter test offered and "
        "declined; her autopay worry just raised"
    )
    s.confirm(
        "Right now autopay will draft $282.48 from checking ****6620 on Tuesday, October 21. If "
        "the rebill is approved before then, it drafts the corrected amount instead. To be "
        "safe, I can skip the autopay draft for this one statement:\n"
        "- Skip the October 21 draft for statement ST-20251002-2287\n"
        "- Autopay stays on for every later bill\n"
        "- You pay this statement yourself by October 21: the corrected amount if the rebill "
        "is approved, $282.48 if not\n\n"
        "Shall I skip the October 21 draft? (yes/no)",
        [
            (
                "skip_autopay_draft",
                {
                    "account_number": "4410-2287-31",
                    "statement_id": "ST-20251002-2287",
                    "draft_date": "2025-10-21",
                },
            )
        ],
    )
    s.yes(
        "yes skip that one. but do NOT turn autopay off, I want it for everything after.",
        facts={"autopay_draft": {"skip": "2025-10-21", "autopay": "stays on"}},
    )
    s.boundary(
        "she said yes to skipping the Oct 21 draft of $282.48 (autopay stays on), no call "
        "yet; RB-77104 still under review"
    )


def session_arrange(s):
    """A shut-off notice: the card payment declined, then the checking; a 4-month plan, not 6."""
    greet(s)
    s.user("I got a shutoff notice in the mail. I can't pay all of it right now. acct 5582091344")
    s.say(
        "I'm glad you called, we can work something out. To verify, please give me the name on "
        "the account and the service address."
    )
    s.user("Ruben Castellano, 902 tamarack st apt 3")
    s.call(
        "verify_customer",
        {
            "account_number": "5582-0913-44",
            "name": "Ruben Castellano",
            "service_address": "902 Tamarack St, Apt 3",
        },
        verified("5582-0913-44"),
        facts={
            "account_number": "5582-0913-44",
            "customer": "Ruben Castellano",
            "premise_id": "PR-417780",
        },
    )
    s.call(
        "get_account_balance",
        {"account_number": "5582-0913-44"},
        balance("5582-0913-44"),
        facts={
            "balance": {
                "current_balance": 846.2,
                "past_due": 612.45,
                "current_charges": 233.75,
                "current_due": "2025-10-24",
            },
            "disconnect_notice": {
                "notice_id": "DN-33107",
                "amount_to_avoid": 612.45,
                "on_or_after": "2025-10-16",
            },
            "payment_methods": {
                "PM-1": "Visa ****4471",
                "PM-2": "Harbor State Bank checking ****0932",
            },
        },
    )
    s.call(
        "get_arrangement_options",
        {"account_number": "5582-0913-44"},
        {
            "eligible": True,
            "applies_to": "past_due",
            "min_down_payment": 153.11,
            "max_installments": 6,
            "installments_billed_with": "regular monthly bill",
            "current_charges": "due as normal",
            "disconnect_notice": "held while the arrangement is kept",
            "budget_billing_eligible": True,
        },
        facts={
            "arrangement_options": {
                "min_down_payment": 153.11,
                "max_installments": 6,
                "notice_held_while_kept": True,
            }
        },
    )
    s.say(
        "Thanks, Ruben. Your balance is $846.20: $612.45 is past due from the August and "
        "September bills, and $233.75 is this month's charges, due October 24. Disconnection "
        "notice DN-33107 says service can be shut off on or after Thursday, October 16 unless "
        "the $612.45 is paid or you're on a payment arrangement.\n\n"
        "You qualify for an arrangement: a down payment of at least $153.11 today, and the "
        "rest of the past-due amount in up to 6 monthly installments on top of your regular "
        "bills. The notice is held as long as you keep the arrangement and pay each new bill "
        "on time. Budget billing could also even out your monthly bills, if that helps."
    )
    s.user(
        "I can do 200 today on my visa. I'd rather not do budget billing, my usage is all over "
        "the place.",
        facts={"down_payment": {"amount": 200.0, "method": "Visa ****4471"}},
    )
    s.confirm(
        "Here's the payment:\n"
        "- $200.00 today from Visa ending 4471 (PM-1)\n"
        "- Applied to the past-due balance, leaving $412.45 past due for the arrangement\n\n"
        "Shall I take the payment? (yes/no)",
        [
            (
                "take_payment",
                {"account_number": "5582-0913-44", "amount": 200.0, "method_id": "PM-1"},
            )
        ],
    )
    s.yes("yes go ahead")
    s.call(
        "take_payment",
        {"account_number": "5582-0913-44", "amount": 200.0, "method_id": "PM-1"},
        {
            "error": "CARD_DECLINED",
            "message": (
                "The issuer declined the card ending 4471 (do not honor). No payment was "
                "taken; the balance is unchanged at $846.20."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed $200 card payment (Visa ****4471) declined (ledger: executed); not "
        "reported yet; budget billing suggested and declined"
    )
    s.say(
        "I'm sorry, Ruben, the payment didn't go through: the bank that issued your Visa "
        "ending 4471 declined it, so nothing was charged and your balance is still $846.20. "
        "You also have a Harbor State Bank checking account ending 0932 on file. Would you like "
        "to use that instead, or another card?"
    )
    s.user("ugh. ok use the checking then, the harbor one. same 200")
    s.confirm(
        "To confirm:\n"
        "- $200.00 today from Harbor State Bank checking ending 0932 (PM-2)\n"
        "- Applied to the past-due balance, leaving $412.45 past due\n\n"
        "Shall I take the payment? (yes/no)",
        [
            (
                "take_payment",
                {"account_number": "5582-0913-44", "amount": 200.0, "method_id": "PM-2"},
            )
        ],
    )
    s.yes("yes")
    s.call(
        "take_payment",
        {"account_number": "5582-0913-44", "amount": 200.0, "method_id": "PM-2"},
        {
            "payment_id": "PMT-6620418",
            "status": "posted",
            "amount": 200.0,
            "method": "Harbor State Bank checking ****0932",
            "past_due_remaining": 412.45,
            "balance": 646.2,
        },
        facts={"payment_id": "PMT-6620418"},
    )
    s.confirm(
        "That went through: payment PMT-6620418, $200.00 from checking ending 0932. Your "
        "balance is now $646.20, with $412.45 past due. Here's the arrangement for the "
        "past-due part:\n"
        "- $412.45 in 6 monthly installments: $68.74 a month, $68.75 in the last one\n"
        "- Added to your regular bills, starting with the November bill\n"
        "- Your current charges of $233.75 are still due October 24\n"
        "- Notice DN-33107 is held while you keep the arrangement\n\n"
        "Shall I set it up? (yes/no)",
        [
            (
                "create_payment_arrangement",
                {
                    "account_number": "5582-0913-44",
                    "amount": 412.45,
                    "installments": 6,
                    "first_bill": "2025-11",
                },
            )
        ],
    )
    s.no(
        "6 is too long, I want this done before tax season. not 6, do 4 months.",
        facts={"arrangement_months": 4},
    )
    s.confirm(
        "Sure. Updated:\n"
        "- $412.45 in 4 monthly installments: $103.11 on the November, December and January "
        "bills, $103.12 on the February bill\n"
        "- Your current charges of $233.75 are still due October 24, and each new bill must be "
        "paid by its due date\n"
        "- Notice DN-33107 is held while you keep the arrangement\n\n"
        "Shall I set it up? (yes/no)",
        [
            (
                "create_payment_arrangement",
                {
                    "account_number": "5582-0913-44",
                    "amount": 412.45,
                    "installments": 4,
                    "first_bill": "2025-11",
                },
            )
        ],
    )
    s.yes("yes that works")
    s.call(
        "create_payment_arrangement",
        {
            "account_number": "5582-0913-44",
            "amount": 412.45,
            "installments": 4,
            "first_bill": "2025-11",
        },
        {
            "arrangement_id": "PA-20931",
            "status": "active",
            "amount": 412.45,
            "installments": [
                {"bill": "2025-11", "amount": 103.11},
                {"bill": "2025-12", "amount": 103.11},
                {"bill": "2026-01", "amount": 103.11},
                {"bill": "2026-02", "amount": 103.12},
            ],
            "disconnect_notice": {"notice_id": "DN-33107", "status": "on_hold"},
            "conditions": "each new bill paid by its due date",
        },
        facts={
            "arrangement_id": "PA-20931",
            "arrangement": {
                "amount": 412.45,
                "installments": "103.11 x 3 (Nov, Dec, Jan) + 103.12 (Feb)",
                "notice": "DN-33107 on hold",
            },
        },
    )
    s.say(
        "All set. Payment arrangement PA-20931 is active: $103.11 on your November, December "
        "and January bills and $103.12 on the February bill. Disconnection notice DN-33107 is "
        "on hold, so there's no shut-off on the 16th. To keep it that way, please pay this "
        "month's $233.75 by October 24 and each new bill, installment included, by its due "
        "date; a missed one can bring the notice back."
    )
    s.boundary(
        "the declined card payment reported; $200 from checking posted (PMT-6620418); the "
        "6-month plan rejected by his correction; the 4-month plan PA-20931 active and "
        "reported, DN-33107 on hold"
    )


def session_move(s):
    """Moving: stop at the old apartment on Nov 1, not Oct 31; start at the house on Oct 30."""
    greet(s)
    s.user(
        "Hi, I'm moving at the end of the month and need to move my service. Priya Raman, "
        "account 6120 4478 02. My landlord also needs proof the old service is being stopped."
    )
    s.say(
        "Happy to help with the move, Priya. To verify, please give me the phone number on the "
        "account."
    )
    s.user("503 555 0142")
    s.call(
        "verify_customer",
        {"account_number": "6120-4478-02", "name": "Priya Raman", "phone": "+1 503-555-0142"},
        verified("6120-4478-02"),
        facts={
            "account_number": "6120-4478-02",
            "customer": "Priya Raman",
            "premise_id": "PR-220931",
        },
    )
    s.say("Thanks. What's the new address, and what are your move-out and move-in dates?")
    s.user(
        "233 Fennimore Ave in Ashby Crossing, it's a house. I get the keys on the 30th. I'm "
        "out of the apartment on nov 1st, I sleep there the night of the 31st.",
        facts={
            "move": {
                "new_address": "233 Fennimore Ave, Ashby Crossing",
                "keys": "2025-10-30",
                "out_of_old": "2025-11-01",
            }
        },
    )
    new = premise("PR-318846")
    s.call(
        "lookup_premise",
        {"address": "233 Fennimore Ave, Ashby Crossing"},
        {
            "premise_id": "PR-318846",
            "address": new["address"],
            "services": new["services"],
            "status": "inactive: no current customer",
            "electric": {"meter_id": "EM-90415562", "turn_on": "remote, same day"},
            "gas": {
                "meter_id": "GM-40277139",
                "turn_on": "technician visit (safety check, pilot relight); adult present",
                "windows_2025_10_30": ["08:00-12:00", "12:00-16:00"],
            },
        },
        facts={
            "new_premise": {
                "premise_id": "PR-318846",
                "address": address("PR-318846"),
                "services": "electric, gas",
            }
        },
    )
    s.say(
        "Found it: 233 Fennimore Ave, Ashby Crossing, OR 97412 (premise PR-318846), with "
        "electric and gas. Electric can be turned on remotely on the day. Gas needs a "
        "technician visit to do a safety check and light the pilots, and an adult has to be "
        "there. On Thursday, October 30 the windows are 8 am-12 pm and 12-4 pm. Which one "
        "suits you?"
    )
    s.user(
        "morning. not the afternoon, I'm returning the rental truck then.",
        facts={"gas_window": "2025-10-30 08:00-12:00"},
    )
    s.confirm(
        "Here's the move:\n"
        "- Stop electric at 14 Larch Ct, Apt 2B (PR-220931) on Friday, October 31, with a final "
        "read that day; the final bill goes to your new address\n"
        "- Start electric and gas at 233 Fennimore Ave (PR-318846) on Thursday, October 30; "
        "electric on remotely, gas turn-on visit 8 am-12 pm\n\n"
        "Shall I set up both? (yes/no)",
        [
            (
                "stop_service",
                {
                    "account_number": "6120-4478-02",
                    "premise_id": "PR-220931",
                    "stop_date": "2025-10-31",
                },
            ),
            (
                "start_service",
                {
                    "customer": "Priya Raman",
                    "premise_id": "PR-318846",
                    "start_date": "2025-10-30",
                    "services": ["electric", "gas"],
                    "gas_turn_on_window": "2025-10-30 08:00-12:00",
                },
            ),
        ],
    )
    s.no(
        "No, stop the old one on Nov 1, not the 31st. I'm still sleeping there on the 31st.",
        facts={
            "move": {
                "new_address": "233 Fennimore Ave, Ashby Crossing",
                "start_date": "2025-10-30",
                "stop_date": "2025-11-01",
            }
        },
    )
    s.confirm(
        "Sorry about that. Updated:\n"
        "- Stop electric at 14 Larch Ct, Apt 2B (PR-220931) on Saturday, November 1, with a "
        "final read that day; the final bill goes to your new address\n"
        "- Start electric and gas at 233 Fennimore Ave (PR-318846) on Thursday, October 30; "
        "electric on remotely, gas turn-on visit 8 am-12 pm\n\n"
        "Shall I set up both? (yes/no)",
        [
            (
                "stop_service",
                {
                    "account_number": "6120-4478-02",
                    "premise_id": "PR-220931",
                    "stop_date": "2025-11-01",
                },
            ),
            (
                "start_service",
                {
                    "customer": "Priya Raman",
                    "premise_id": "PR-318846",
                    "start_date": "2025-10-30",
                    "services": ["electric", "gas"],
                    "gas_turn_on_window": "2025-10-30 08:00-12:00",
                },
            ),
        ],
    )
    s.yes("Yes, both. Do the stop first please, my landlord wants the confirmation number today.")
    s.call(
        "stop_service",
        {"account_number": "6120-4478-02", "premise_id": "PR-220931", "stop_date": "2025-11-01"},
        {
            "order_id": "SO-448120",
            "status": "scheduled",
            "premise_id": "PR-220931",
            "stop_date": "2025-11-01",
            "final_read": "2025-11-01 (remote)",
            "final_bill_to": "233 Fennimore Ave, Ashby Crossing, OR 97412",
        },
        facts={"stop_order_id": "SO-448120"},
    )
    s.say(
        "The stop is scheduled: order SO-448120, electric at 14 Larch Ct, Apt 2B ends Saturday, "
        "November 1, with a remote final read that day. That's the number for your landlord. "
        "Your final bill will be mailed to 233 Fennimore Ave. Now the start at the new house."
    )
    s.boundary(
        "both orders approved by her yes (the Oct 31 stop rejected first); the stop SO-448120 "
        "(Nov 1) executed and reported; the start at 233 Fennimore Ave approved, not called yet"
    )
    s.call(
        "start_service",
        {
            "customer": "Priya Raman",
            "premise_id": "PR-318846",
            "start_date": "2025-10-30",
            "services": ["electric", "gas"],
            "gas_turn_on_window": "2025-10-30 08:00-12:00",
        },
        {
            "order_id": "SV-771903",
            "status": "scheduled",
            "new_account_number": "6120-9935-17",
            "premise_id": "PR-318846",
            "start_date": "2025-10-30",
            "electric": "remote connect 2025-10-30",
            "gas_turn_on": {
                "appointment_id": "FA-30558",
                "window": "2025-10-30 08:00-12:00",
                "adult_present_required": True,
            },
            "deposit_required": False,
        },
        facts={
            "start_order_id": "SV-771903",
            "new_account_number": "6120-9935-17",
            "gas_turn_on": {"appointment_id": "FA-30558", "window": "2025-10-30 08:00-12:00"},
        },
    )
    s.say(
        "The start is scheduled too: order SV-771903, under a new account number, "
        "6120-9935-17. Electric comes on remotely on Thursday, October 30, and the gas turn-on "
        "is appointment FA-30558, October 30 between 8 am and 12 pm; someone 18 or older must "
        "be there. No deposit is needed. Would you like paperless billing or autopay on the new "
        "account while we're at it?"
    )
    s.user("not now, I'll set that up online later once I'm moved in.")
    s.say(
        "No problem, nothing's changed there; you can turn both on in your online account "
        "anytime. Good luck with the move, Priya!"
    )
    s.boundary(
        "the start SV-771903 (new account 6120-9935-17, Oct 30, gas visit FA-30558 8-12) "
        "executed and reported; paperless billing and autopay offered and declined"
    )


def session_budget(s):
    """Budget billing at $164/month, autopay untouched; a due-date move to the 5th proposed."""
    greet(s)
    s.user(
        "hi. my winter bills kill me every year, is there a way to make them the same every "
        "month? tomasz wilk, account # 3307-551-960"
    )
    s.say(
        "Yes, that's budget billing. First, to verify: what's the service address and the "
        "last four digits of the phone number on the account?"
    )
    s.user("77 orchard bend, corrigan falls. 0131")
    s.call(
        "verify_customer",
        {
            "account_number": "3307-5519-60",
            "name": "Tomasz Wilk",
            "service_address": "77 Orchard Bend",
            "phone_last4": "0131",
        },
        verified("3307-5519-60"),
        facts={
            "account_number": "3307-5519-60",
            "customer": "Tomasz Wilk",
            "premise_id": "PR-509214",
            "autopay": "Mastercard ****2958, drafts on the due date",
        },
    )
    s.call(
        "get_budget_billing_quote",
        {"account_number": "3307-5519-60"},
        {
            "eligible": True,
            "monthly_amount": 164.0,
            "based_on": "usage and charges 2024-10 to 2025-09 (12 bills, $1,961.40)",
            "highest_bill": {"month": "2025-01", "amount": 287.16},
            "lowest_bill": {"month": "2025-06", "amount": 88.43},
            "current_balance": 0.0,
            "first_budget_bill": "2025-11",
            "review": "every 3 months; the amount may be adjusted",
            "settle_up_month": "2026-10",
        },
        facts={
            "budget_quote": {
                "monthly_amount": 164.0,
                "first_bill": "2025-11",
                "settle_up": "2026-10",
                "highest_bill": 287.16,
                "lowest_bill": 88.43,
            }
        },
    )
    s.say(
        "Thanks, Tomasz. Over the last 12 bills you paid $1,961.40, from $88.43 in June up to "
        "$287.16 in January. On budget billing you'd pay $164.00 every month, starting with "
        "the November bill. We review the amount every 3 months and may adjust it, and in "
        "October 2026 the difference between what you used and what you paid is settled on "
        "that bill. Your autopay on Mastercard ending 2958 would simply draft the $164."
    )
    s.user(
        "164 is fine. sign me up. but don't touch autopay, it's on my card and it stays "
        "exactly like that.",
        facts={"autopay_rule": "do not change autopay (Mastercard ****2958)"},
    )
    s.confirm(
        "Here's the enrollment:\n"
        "- Budget billing at $164.00 a month, from the November 2025 bill\n"
        "- Reviewed every 3 months; settle-up on the October 2026 bill\n"
        "- Autopay unchanged: Mastercard ending 2958, on the due date\n\n"
        "Shall I enroll you? (yes/no)",
        [
            (
                "enroll_budget_billing",
                {
                    "account_number": "3307-5519-60",
                    "monthly_amount": 164.0,
                    "first_bill": "2025-11",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "enroll_budget_billing",
        {"account_number": "3307-5519-60", "monthly_amount": 164.0, "first_bill": "2025-11"},
        {
            "enrollment_id": "BB-60418",
            "status": "enrolled",
            "monthly_amount": 164.0,
            "first_budget_bill": "2025-11",
            "settle_up_month": "2026-10",
            "autopay": "unchanged (Mastercard ****2958)",
        },
        facts={"budget_enrollment_id": "BB-60418"},
    )
    s.say(
        "You're enrolled: BB-60418, $164.00 a month starting with your November bill, settle-up "
        "in October 2026. Autopay is unchanged: it stays on your Mastercard ending 2958."
    )
    s.user(
        "great. one more thing, can my due date move? right now it's the 28th which is right "
        "before payday. anything but the 15th, my mortgage comes out then. the 5th would be "
        "great",
        facts={"due_date_request": {"want": 5, "not": 15, "current": 28}},
    )
    s.call(
        "get_due_date_options",
        {"account_number": "3307-5519-60"},
        {
            "current_due_day": 28,
            "available_days": [5, 10, 15, 20],
            "takes_effect": "bills issued after 2025-11-01; first bill due on the new day 2025-12-05 "
            "if the 5th is chosen",
            "next_bill_due": "2025-11-28",
            "limit": "one change per 12 months",
        },
        facts={"due_date_options": {"current": 28, "available": [5, 10, 15, 20]}},
    )
    s.confirm(
        "The 5th is available. Here's the change:\n"
        "- Due date moves from the 28th to the 5th of each month\n"
        "- Your November bill is still due November 28; the first bill due on the 5th is the "
        "December bill, due Friday, December 5\n"
        "- Autopay follows the due date by itself, still on your Mastercard ending 2958\n"
        "- The due date can be changed once every 12 months\n\n"
        "Shall I make the change? (yes/no)",
        [("change_due_date", {"account_number": "3307-5519-60", "due_day": 5})],
    )
    s.boundary(
        "budget billing BB-60418 ($164/month from Nov, settle-up Oct 2026) enrolled and "
        "reported, autopay untouched; the due date move from the 28th to the 5th (not the "
        "15th) proposed, awaiting his yes"
    )


SCRIPTS = {
    "bill": session_bill,
    "arrange": session_arrange,
    "move": session_move,
    "budget": session_budget,
}
