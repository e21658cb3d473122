"""Session scripts, part 2: stop, wire, autopay, travel and billpay.

Each script plays one invented session at the card-services and payments desk of Wrenfield
Savings Bank (customers, account and card numbers, merchants, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import accounts, cards, payees, verified
from sessions_a import greet

WIRE_TO = {
    "beneficiary": "Bayline Title & Escrow LLC",
    "bank": "First Tidewater Bank",
    "routing": "053201847",
    "account": "7730019264",
}


def session_stop(s):
    """A stop payment: check 1047 rejected by his correction, 1048 (the paver) stopped."""
    greet(s)
    s.user(
        "I need to stop a check. Number 1047 I think. The guy took my deposit and never showed "
        "up to do the work."
    )
    s.say(
        "I'm sorry to hear that. To verify, please give me your full name, date of birth and "
        "the last four digits of the account the check is drawn on."
    )
    s.user("Gideon Achterberg, January 30 1969, account ending 5017.")
    s.call(
        "verify_customer",
        {"name": "Gideon Achterberg", "dob": "1969-01-30", "account_last4": "5017"},
        verified("CUS-29018853"),
        facts={"customer_id": "CUS-29018853", "customer": "Gideon Achterberg"},
    )
    s.call(
        "get_checks",
        {"account_id": "CHK-70445017", "since": "2024-08-15"},
        {
            "account_id": "CHK-70445017",
            "checks": [
                {
                    "number": 1046,
                    "payee": "Frederick County Water",
                    "amount": 88.14,
                    "written": "2024-08-26",
                    "status": "cleared",
                    "cleared": "2024-08-29",
                },
                {
                    "number": 1047,
                    "payee": "Marden Tree Care",
                    "amount": 612.0,
                    "written": "2024-08-30",
                    "status": "outstanding",
                },
                {
                    "number": 1048,
                    "payee": "Coastline Paving LLC",
                    "amount": 1740.0,
                    "written": "2024-09-02",
                    "status": "outstanding",
                },
            ],
            "stop_payment": {"fee": 30.0, "duration_months": 6},
        },
        facts={
            "checks": {
                "1047": {"payee": "Marden Tree Care", "amount": 612.0, "status": "outstanding"},
                "1048": {
                    "payee": "Coastline Paving LLC",
                    "amount": 1740.0,
                    "status": "outstanding",
                },
            }
        },
    )
    s.confirm(
        "Thanks, Gideon. Check #1047 on checking ending 5017 hasn't cleared yet. Here's the "
        "stop payment:\n"
        "- Check #1047, $612.00 to Marden Tree Care, written August 30\n"
        "- Fee: $30.00, charged to checking ending 5017\n"
        "- In effect for 6 months\n\n"
        "(Check #1048, $1,740.00 to Coastline Paving LLC, is also outstanding.)\n\n"
        "Shall I place the stop on #1047? (yes/no)",
        [
            (
                "stop_payment",
                {"account_id": "CHK-70445017", "check_number": 1047, "amount": 612.0, "fee": 30.0},
            )
        ],
    )
    s.no(
        "No no, not that one. The tree guys did the job, they should get paid. It's the paving "
        "company, the seventeen-forty one. Must be 1048.",
        facts={"check_number": 1048},
    )
    s.confirm(
        "Thanks for catching that. Updated:\n"
        "- Check #1048, $1,740.00 to Coastline Paving LLC, written September 2\n"
        "- Fee: $30.00, charged to checking ending 5017\n"
        "- In effect for 6 months\n"
        "- Check #1047 to Marden Tree Care is left alone\n\n"
        "Shall I place the stop on #1048? (yes/no)",
        [
            (
                "stop_payment",
                {"account_id": "CHK-70445017", "check_number": 1048, "amount": 1740.0, "fee": 30.0},
            )
        ],
    )
    s.yes("Yes. Thirty bucks, ugh, but yes.")
    s.call(
        "stop_payment",
        {"account_id": "CHK-70445017", "check_number": 1048, "amount": 1740.0, "fee": 30.0},
        {
            "status": "placed",
            "stop_id": "STP-5501928",
            "check_number": 1048,
            "payee": "Coastline Paving LLC",
            "amount": 1740.0,
            "fee": 30.0,
            "fee_account": "CHK-70445017",
            "expires": "2025-03-06",
        },
        facts={
            "stop_payment": {
                "stop_id": "STP-5501928",
                "check_number": 1048,
                "expires": "2025-03-06",
            }
        },
    )
    s.say(
        "The stop payment is in place on check #1048 for $1,740.00 to Coastline Paving LLC "
        "(STP-5501928). The $30.00 fee was charged to checking ending 5017, and the stop stays "
        "in effect until March 6, 2025; you can renew it before then if you need to. Check "
        "#1047 to Marden Tree Care is unaffected and will clear as usual. If Coastline tries to "
        "cash #1048, it will be returned unpaid."
    )
    s.user("Perfect. Can the fee be waived?")
    s.say(
        "I'm sorry, stop payment fees can't be waived on Everyday Checking. Premier Checking "
        "includes free stop payments, if you ever want to look at switching."
    )
    s.boundary(
        "the stop on #1047 rejected by his correction; the stop on #1048 ($1,740.00, Coastline "
        "Paving) executed and reported, $30 fee, until 2025-03-06; no fee waiver"
    )


def session_wire(s):
    """A same-day wire rejected after the cut-off; a wire for Monday, approved, not yet sent."""
    greet(s)
    s.user(
        "I have to wire my earnest money deposit to the title company today. $18,500. The "
        "contract says they need it by Monday."
    )
    s.say(
        "I can help with that. For wires I need to verify you with a one-time code: I've just "
        "texted one to your mobile number on file. Please give me your full name and the code."
    )
    s.user("Marcus Oyelaran. Code is 604 118")
    s.call(
        "verify_customer",
        {"name": "Marcus Oyelaran", "otp": "604118"},
        verified("CUS-46602371"),
        facts={"customer_id": "CUS-46602371", "customer": "Marcus Oyelaran"},
    )
    s.call(
        "get_accounts",
        {"customer_id": "CUS-46602371"},
        accounts("CUS-46602371"),
        facts={
            "accounts": {
                "CHK-83024402": {"name": "Premier Checking", "available": 27611.4},
                "SAV-83024419": {"name": "High-Yield Savings", "available": 41250.0},
            }
        },
    )
    s.say(
        "Thanks, Marcus. Which account should the wire come from: Premier Checking ending "
        "4402 ($27,611.40 available) or High-Yield Savings ending 4419 ($41,250.00)? And please "
        "give me the recipient's name, bank, routing number, account number and any reference "
        "the title company asked for."
    )
    s.user(
        "Checking. Don't touch the savings. It's Bayline Title & Escrow, at First Tidewater "
        "Bank, routing 053201847, account 7730019264. Reference should say Oyelaran EMD 22 "
        "Pembrook Ln.",
        facts={
            "from_account": "CHK-83024402",
            "wire": {**WIRE_TO, "amount": 18500.0, "reference": "Oyelaran EMD 22 Pembrook Ln"},
        },
    )
    s.confirm(
        "Please check these carefully; a wire can't be recalled once it's sent:\n"
        "- From: Premier Checking ending 4402\n"
        "- Amount: $18,500.00, plus a $30.00 wire fee\n"
        "- To: Bayline Title & Escrow LLC, First Tidewater Bank, routing 053201847, account "
        "7730019264\n"
        "- Reference: Oyelaran EMD 22 Pembrook Ln\n"
        "- Sent today, Friday, September 13\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "send_wire",
                {
                    "from_account": "CHK-83024402",
                    "amount": 18500.0,
                    "fee": 30.0,
                    **WIRE_TO,
                    "reference": "Oyelaran EMD 22 Pembrook Ln",
                    "send_date": "2024-09-13",
                },
            )
        ],
    )
    s.yes("Yes, send it.")
    s.call(
        "send_wire",
        {
            "from_account": "CHK-83024402",
            "amount": 18500.0,
            "fee": 30.0,
            **WIRE_TO,
            "reference": "Oyelaran EMD 22 Pembrook Ln",
            "send_date": "2024-09-13",
        },
        {
            "error": "WIRE_CUTOFF_PASSED",
            "message": (
                "Wire not sent: received 16:12 ET, after the 16:00 ET cut-off for same-day "
                "domestic wires. No funds were debited and no fee was charged."
            ),
            "next_business_day": "2024-09-16",
        },
        error=True,
    )
    s.boundary(
        "the confirmed same-day wire of $18,500.00 rejected for the 4 pm cut-off (ledger: "
        "executed, result an error); not reported yet"
    )
    s.say(
        "I'm sorry, Marcus, the wire didn't go out. It reached our wire desk at 4:12 pm, after "
        "today's 4:00 pm cut-off for same-day wires, so it was rejected. Nothing was taken from "
        "your checking and no fee was charged. The next day wires go out is Monday, September "
        "16. I can schedule it now for Monday's first processing window at 9:00 am Eastern; "
        "it usually arrives by early afternoon. You may want to let the title company know it's "
        "coming Monday."
    )
    s.user(
        "Monday's cutting it close but ok, their deadline is end of day Monday. Schedule it for "
        "Monday morning, same details, still out of checking.",
        facts={"send_date": "2024-09-16"},
    )
    s.confirm(
        "Scheduled wire:\n"
        "- From: Premier Checking ending 4402\n"
        "- Amount: $18,500.00, plus a $30.00 wire fee\n"
        "- To: Bayline Title & Escrow LLC, First Tidewater Bank, routing 053201847, account "
        "7730019264\n"
        "- Reference: Oyelaran EMD 22 Pembrook Ln\n"
        "- Sends: Monday, September 16, 9:00 am ET processing window\n\n"
        "Shall I schedule it? (yes/no)",
        [
            (
                "send_wire",
                {
                    "from_account": "CHK-83024402",
                    "amount": 18500.0,
                    "fee": 30.0,
                    **WIRE_TO,
                    "reference": "Oyelaran EMD 22 Pembrook Ln",
                    "send_date": "2024-09-16",
                },
            )
        ],
    )
    s.yes("Yes, schedule it.")
    s.boundary(
        "the failed wire reported; he said yes to the wire scheduled for Monday Sep 16 from "
        "checking (approved, no call yet)"
    )


def session_autopay(s):
    """Due date moved to the 18th; autopay of a fixed $500 turned down for the statement balance."""
    greet(s)
    s.user(
        "Two things on my credit card. I want to move my due date, and I want to set up "
        "autopay so I stop forgetting."
    )
    s.say(
        "Happy to do both. To verify, please give me your full name, the phone number on the "
        "account and the last four of the card."
    )
    s.user("Keiko Arceneaux, (337) 555-0150, card ending 3051")
    s.call(
        "verify_customer",
        {"name": "Keiko Arceneaux", "phone": "+1 337-555-0150", "card_last4": "3051"},
        verified("CUS-38815094"),
        facts={"customer_id": "CUS-38815094", "customer": "Keiko Arceneaux"},
    )
    s.call(
        "get_card_account",
        {"card_id": "CRD-C-3051"},
        {
            "card_id": "CRD-C-3051",
            "last4": "3051",
            "due_day": 3,
            "next_statement": "2024-09-09",
            "next_due": "2024-10-03",
            "last_statement_balance": 1247.6,
            "last_payment": {"amount": 1247.6, "date": "2024-09-02"},
            "autopay": None,
            "allowed_due_days": "1-28",
            "due_date_changes_left_12m": 1,
        },
        facts={"due_day": 3},
    )
    s.say(
        "Thanks, Keiko. Your Visa Rewards ending 3051 is due on the 3rd of each month; your last "
        "statement balance of $1,247.60 was paid on September 2, and the next payment is due "
        "October 3. You can pick any due day from the 1st to the 28th, and you can change it "
        "once every 12 months. Which day would you like?"
    )
    s.user("The 18th. I get paid on the 15th.", facts={"due_day": 18})
    s.confirm(
        "Due date change for Visa ending 3051:\n"
        "- From the 3rd to the 18th of each month\n"
        "- Your October 3 due date still applies; the first payment due on the new date is "
        "November 18\n"
        "- This uses your one change for the next 12 months\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "change_due_date",
                {"card_id": "CRD-C-3051", "new_due_day": 18, "first_new_due": "2024-11-18"},
            )
        ],
    )
    s.yes("yes")
    s.call(
        "change_due_date",
        {"card_id": "CRD-C-3051", "new_due_day": 18, "first_new_due": "2024-11-18"},
        {
            "status": "changed",
            "confirmation": "DDC-7720418",
            "card_id": "CRD-C-3051",
            "old_due_day": 3,
            "new_due_day": 18,
            "next_due": "2024-10-03",
            "first_new_due": "2024-11-18",
        },
        facts={"due_date_change": {"confirmation": "DDC-7720418", "first_new_due": "2024-11-18"}},
    )
    s.call(
        "get_accounts",
        {"customer_id": "CUS-38815094"},
        accounts("CUS-38815094"),
        facts={
            "accounts": {
                "CHK-44172290": "Everyday Checking ending 2290",
                "SAV-44172315": "Goal Savings ending 2315",
            }
        },
    )
    s.say(
        "Done (confirmation DDC-7720418): your due date is now the 18th, starting November 18. "
        "The payment due October 3 is still due then.\n\n"
        "For autopay, you can pay the minimum due, the full statement balance, or a fixed "
        "amount each month. I'd recommend the full statement balance, so you never pay "
        "interest. Should it come from Everyday Checking ending 2290 or Goal Savings ending "
        "2315?"
    )
    s.user(
        "From checking, not savings, the savings is my car fund. And just a fixed $500 a month "
        "for now.",
        facts={
            "autopay": {"from_account": "CHK-44172290", "amount_type": "fixed", "amount": 500.0}
        },
    )
    s.confirm(
        "Autopay for Visa ending 3051:\n"
        "- Amount: a fixed $500.00 each month (if the statement balance is lower we pay the "
        "balance; if the minimum due is higher we pay the minimum)\n"
        "- From: Everyday Checking ending 2290\n"
        "- On each due date: October 3, then the 18th from November\n\n"
        "Shall I set it up? (yes/no)",
        [
            (
                "set_up_autopay",
                {
                    "card_id": "CRD-C-3051",
                    "from_account": "CHK-44172290",
                    "amount_type": "fixed",
                    "amount": 500.0,
                },
            )
        ],
    )
    s.boundary(
        "the due date moved to the 18th (from Nov 18) executed and reported; autopay of a "
        "fixed $500 from checking ending 2290 proposed and pending"
    )
    s.no(
        "Hmm, wait, no. If the bill is like 1,200 and I only pay 500, I pay interest on the "
        "rest, right? Let's do the full statement balance like you said.",
        facts={"autopay": {"from_account": "CHK-44172290", "amount_type": "statement_balance"}},
    )
    s.confirm(
        "Right, interest would build on whatever isn't paid. Updated autopay for Visa ending "
        "3051:\n"
        "- Amount: the full statement balance each month\n"
        "- From: Everyday Checking ending 2290\n"
        "- On each due date: October 3, then the 18th from November\n\n"
        "Shall I set it up? (yes/no)",
        [
            (
                "set_up_autopay",
                {
                    "card_id": "CRD-C-3051",
                    "from_account": "CHK-44172290",
                    "amount_type": "statement_balance",
                },
            )
        ],
    )
    s.yes("Yes, that one.")
    s.call(
        "set_up_autopay",
        {
            "card_id": "CRD-C-3051",
            "from_account": "CHK-44172290",
            "amount_type": "statement_balance",
        },
        {
            "status": "active",
            "autopay_id": "AP-6603152",
            "card_id": "CRD-C-3051",
            "from_account": "CHK-44172290",
            "amount_type": "statement_balance",
            "first_payment": "2024-10-03",
        },
        facts={"autopay_id": "AP-6603152"},
    )
    s.say(
        "Autopay is on (AP-6603152). The full statement balance will be paid from checking "
        "ending 2290 on each due date, starting October 3. If you pay part of it yourself "
        "before then, autopay only pays what's left."
    )
    s.boundary(
        "the fixed $500 autopay rejected by her no; statement-balance autopay from checking "
        "ending 2290 (AP-6603152, from Oct 3) executed and reported; the due date change stands"
    )


def session_travel(s):
    """A travel notice on the Visa only; the debit card stays home, no notice."""
    greet(s)
    s.user(
        "Hi there, I'm going to Portugal and Spain next month and want to put a travel notice "
        "on my card."
    )
    s.say(
        "How exciting! To verify, please give me your full name, date of birth and your home "
        "zip code."
    )
    s.user("Anneliese Mbeki, March 3rd 1990, 05401")
    s.call(
        "verify_customer",
        {"name": "Anneliese Mbeki", "dob": "1990-03-03", "zip": "05401"},
        verified("CUS-50283317"),
        facts={"customer_id": "CUS-50283317", "customer": "Anneliese Mbeki"},
    )
    s.call(
        "get_cards",
        {"customer_id": "CUS-50283317"},
        cards("CUS-50283317"),
        facts={
            "cards": {
                "CRD-D-1184": {"card": "debit Mastercard ending 1184", "fx_fee_pct": 3.0},
                "CRD-C-4467": {"card": "Visa Voyager ending 4467", "fx_fee_pct": 0.0},
            }
        },
    )
    s.say(
        "Thanks, Anneliese. I see your debit Mastercard ending 1184 and your Visa Voyager "
        "credit card ending 4467. Which card, or both, and what are your travel dates?"
    )
    s.user(
        "Just the Visa. I'm leaving the debit card at home. Oct 4th through the 19th, Lisbon "
        "and Porto and then Seville.",
        facts={
            "card_id": "CRD-C-4467",
            "trip": {"countries": ["PT", "ES"], "start": "2024-10-04", "end": "2024-10-19"},
        },
    )
    s.say(
        "Good choice: the Visa Voyager has no foreign transaction fee, while the debit card "
        "charges 3%. One thing: without a notice, the debit card might be declined if you did "
        "use it abroad. I could add the notice to it too, just in case?"
    )
    s.user("Nope, only the Visa. The debit card is staying in my drawer.")
    s.confirm(
        "Travel notice:\n"
        "- Card: Visa Voyager ending 4467\n"
        "- Countries: Portugal, Spain\n"
        "- Dates: October 4 to October 19, 2024\n"
        "- Contact while away: +1 802-555-0109 (mobile on file)\n\n"
        "Shall I add it? (yes/no)",
        [
            (
                "add_travel_notice",
                {
                    "card_id": "CRD-C-4467",
                    "countries": ["PT", "ES"],
                    "start": "2024-10-04",
                    "end": "2024-10-19",
                    "contact_phone": "+1 802-555-0109",
                },
            )
        ],
    )
    s.yes("Yes please!")
    s.call(
        "add_travel_notice",
        {
            "card_id": "CRD-C-4467",
            "countries": ["PT", "ES"],
            "start": "2024-10-04",
            "end": "2024-10-19",
            "contact_phone": "+1 802-555-0109",
        },
        {
            "status": "active",
            "notice_id": "TN-4418027",
            "card_id": "CRD-C-4467",
            "countries": ["PT", "ES"],
            "start": "2024-10-04",
            "end": "2024-10-19",
        },
        facts={"travel_notice": {"notice_id": "TN-4418027", "card_id": "CRD-C-4467"}},
    )
    s.say(
        "All set: travel notice TN-4418027 is on your Visa ending 4467 for Portugal and Spain, "
        "October 4 to 19. Your debit card ending 1184 has no notice, as you asked. A tip: when "
        "a card terminal abroad asks whether to pay in dollars or euros, choose euros, since "
        "the dollar conversion offered by the shop is usually worse."
    )
    s.boundary(
        "the travel notice on the Visa ending 4467 (Portugal, Spain, Oct 4-19) executed and "
        "reported; the debit card ending 1184 left without one, as she asked"
    )


def session_billpay(s):
    """A savings transfer on the 16th, then the electric bill (not the gas) on the 17th."""
    greet(s)
    s.user(
        "I need to pay my electric bill on the 17th but my checking's kind of low. Can you "
        "move money over from savings first and then set up the bill pay?"
    )
    s.say(
        "Sure. To verify, please give me your full name, your street address and the last four "
        "of your checking account."
    )
    s.user("Corentin Abara, 88 Millbrook Pl in Concord, checking is 6671")
    s.call(
        "verify_customer",
        {
            "name": "Corentin Abara",
            "address": "88 Millbrook Pl, Concord, NH 03301",
            "account_last4": "6671",
        },
        verified("CUS-42297106"),
        facts={"customer_id": "CUS-42297106", "customer": "Corentin Abara"},
    )
    s.call(
        "get_accounts",
        {"customer_id": "CUS-42297106"},
        accounts("CUS-42297106"),
        facts={
            "accounts": {
                "CHK-15506671": {"name": "Everyday Checking", "balance": 184.5},
                "SAV-15506688": {"name": "Rainy Day Savings", "balance": 2975.0},
            }
        },
    )
    s.call(
        "get_payees",
        {"customer_id": "CUS-42297106"},
        payees("CUS-42297106"),
        facts={
            "payees": {
                "PAY-3301": {"name": "Granite State Electric", "account_ref": "EL-550219-04"},
                "PAY-3302": {
                    "name": "Granite State Gas",
                    "account_ref": "GS-771804",
                    "autopay": True,
                },
            }
        },
    )
    s.say(
        "Thanks, Corentin. Everyday Checking ending 6671 has $184.50 and Rainy Day Savings "
        "ending 6688 has $2,975.00. You have two Granite State payees: Granite State Electric "
        "(account EL-550219-04, last paid $188.12 on August 16) and Granite State Gas (account "
        "GS-771804, which is on autopay). How much is the electric bill, and how much should I "
        "move from savings?"
    )
    s.user(
        "Electric is 212.47. Only the electric, the gas one is on autopay already. Move 500 "
        "from savings on Monday the 16th so it's in there before the bill goes out Tuesday. "
        "The transfer has to go first.",
        facts={
            "payee_id": "PAY-3301",
            "bill_payment": {"amount": 212.47, "send_date": "2024-09-17"},
            "transfer": {"amount": 500.0, "date": "2024-09-16"},
        },
    )
    s.confirm(
        "Two scheduled items:\n"
        "1. Transfer $500.00 from Rainy Day Savings ending 6688 to Everyday Checking ending "
        "6671 on Monday, September 16\n"
        "2. Pay $212.47 to Granite State Electric (EL-550219-04) from checking ending 6671 on "
        "Tuesday, September 17; it should be delivered by September 19\n\n"
        "The transfer runs the day before the payment. Shall I schedule both? (yes/no)",
        [
            (
                "schedule_transfer",
                {
                    "from_account": "SAV-15506688",
                    "to_account": "CHK-15506671",
                    "amount": 500.0,
                    "date": "2024-09-16",
                },
            ),
            (
                "schedule_bill_payment",
                {
                    "payee_id": "PAY-3301",
                    "from_account": "CHK-15506671",
                    "amount": 212.47,
                    "send_date": "2024-09-17",
                },
            ),
        ],
    )
    s.yes("Yep, both.")
    s.call(
        "schedule_transfer",
        {
            "from_account": "SAV-15506688",
            "to_account": "CHK-15506671",
            "amount": 500.0,
            "date": "2024-09-16",
        },
        {
            "status": "scheduled",
            "transfer_id": "TRF-1187734",
            "from_account": "SAV-15506688",
            "to_account": "CHK-15506671",
            "amount": 500.0,
            "date": "2024-09-16",
        },
        facts={"transfer_id": "TRF-1187734"},
    )
    s.call(
        "schedule_bill_payment",
        {
            "payee_id": "PAY-3301",
            "from_account": "CHK-15506671",
            "amount": 212.47,
            "send_date": "2024-09-17",
        },
        {
            "status": "scheduled",
            "payment_id": "BP-9920561",
            "payee": "Granite State Electric",
            "amount": 212.47,
            "from_account": "CHK-15506671",
            "send_date": "2024-09-17",
            "deliver_by": "2024-09-19",
        },
        facts={"bill_payment_id": "BP-9920561"},
    )
    s.boundary(
        "the $500 transfer (Sep 16) and the $212.47 electric payment (Sep 17) both executed, "
        "not reported yet; the gas payee untouched"
    )
    s.say(
        "Both are scheduled: transfer TRF-1187734 moves $500.00 from savings to checking on "
        "September 16, and payment BP-9920561 sends $212.47 to Granite State Electric on "
        "September 17."
    )


SCRIPTS = {
    "stop": session_stop,
    "wire": session_wire,
    "autopay": session_autopay,
    "travel": session_travel,
    "billpay": session_billpay,
}
