"""Session scripts, part 1: lost, dispute, fees and limit.

Each script plays one invented session at the card-services and payments desk of Wrenfield
Savings Bank (customers, account and card numbers, merchants, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import cards, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Thanks for contacting Wrenfield Savings Bank card services and payments. How can I "
        "help you today?"
    )


def session_lost(s):
    """A lost debit card frozen (not the Visa); expedited replacement turned down, standard."""
    greet(s)
    s.user(
        "hi, I think I lost my debit card. last time I had it was at the farmers market on "
        "saturday. can you lock it before someone uses it"
    )
    s.say(
        "Of course, let's lock it down. First I need to verify you: your full name, the last "
        "four digits of the card, and your home zip code, please."
    )
    s.user("Marisol Etxeberria, it ends in 7731, zip is 28801")
    s.call(
        "verify_customer",
        {"name": "Marisol Etxeberria", "card_last4": "7731", "zip": "28801"},
        verified("CUS-40917730"),
        facts={"customer_id": "CUS-40917730", "customer": "Marisol Etxeberria"},
    )
    s.call(
        "get_cards",
        {"customer_id": "CUS-40917730"},
        cards("CUS-40917730"),
        facts={
            "cards": {
                "CRD-D-7731": "debit Mastercard ending 7731, on checking CHK-58210447 (0447)",
                "CRD-C-2608": "Visa Signature credit card ending 2608, limit 7500.0",
            }
        },
    )
    s.call(
        "get_transactions",
        {"card_id": "CRD-D-7731", "since": "2024-09-06"},
        {
            "card_id": "CRD-D-7731",
            "transactions": [
                {
                    "txn_id": "TXN-77310091",
                    "date": "2024-09-07",
                    "merchant": "RIVERSIDE FARMERS MKT",
                    "amount": 23.5,
                    "status": "posted",
                },
                {
                    "txn_id": "TXN-77310104",
                    "date": "2024-09-07",
                    "merchant": "BEAN COUNTER COFFEE",
                    "amount": 6.75,
                    "status": "posted",
                },
            ],
            "pending": [],
        },
        facts={
            "transactions": {
                "TXN-77310091": {"merchant": "Riverside Farmers Market", "amount": 23.5},
                "TXN-77310104": {"merchant": "Bean Counter Coffee", "amount": 6.75},
            }
        },
    )
    s.say(
        "Thanks, Marisol. I see two cards in your name: the debit Mastercard ending 7731, "
        "linked to your Everyday Checking ending 0447, and your Visa Signature credit card "
        "ending 2608. The last activity on the debit card is from Saturday, September 7: $23.50 "
        "at Riverside Farmers Market and $6.75 at Bean Counter Coffee, nothing since and "
        "nothing pending. Do you recognize both? If you're not sure where your wallet is, I can "
        "freeze both cards to be safe."
    )
    s.user(
        "yes those are both me. just the debit card please. the visa is right here in my hand, "
        "don't touch it, I need it",
        facts={"card_id": "CRD-D-7731"},
    )
    s.confirm(
        "Here's what I'll do:\n"
        "- Freeze the debit Mastercard ending 7731 (reason: lost)\n"
        "- While it's frozen, purchases, ATM withdrawals and recurring charges on that card "
        "number are declined\n"
        "- Your Visa ending 2608 is not affected\n\n"
        "Shall I freeze it? (yes/no)",
        [("freeze_card", {"card_id": "CRD-D-7731", "reason": "lost"})],
    )
    s.yes("yes freeze it")
    s.call(
        "freeze_card",
        {"card_id": "CRD-D-7731", "reason": "lost"},
        {
            "status": "frozen",
            "card_id": "CRD-D-7731",
            "last4": "7731",
            "freeze_id": "FRZ-2290614",
            "frozen_at": "2024-09-09T10:42:00-04:00",
        },
        facts={"freeze_id": "FRZ-2290614"},
    )
    s.say(
        "Done: your debit card ending 7731 is frozen as of 10:42 this morning (reference "
        "FRZ-2290614), so nobody can use it. Your Visa ending 2608 is still active. If the card "
        "turns up you could unfreeze it in the app, but since it was lost I'd recommend "
        "replacing it with a new number. Would you like me to order a replacement?"
    )
    s.boundary(
        "the debit card ending 7731 frozen and reported; the Visa ending 2608 left active at "
        "her request; a replacement suggested, not ordered"
    )
    s.user(
        "yeah replace it. how long does that take? I'm out of town from saturday the 14th",
    )
    s.call(
        "get_shipping_options",
        {"card_id": "CRD-D-7731"},
        {
            "address_on_file": "418 Linden Row, Apt 2, Asheville, NC 28801",
            "options": [
                {
                    "speed": "standard",
                    "fee": 0.0,
                    "business_days": "5-7",
                    "arrives_by": "2024-09-18",
                },
                {
                    "speed": "expedited",
                    "fee": 25.0,
                    "business_days": "2",
                    "arrives_by": "2024-09-11",
                },
            ],
        },
        facts={
            "shipping_options": {
                "standard": {"fee": 0.0, "arrives_by": "2024-09-18"},
                "expedited": {"fee": 25.0, "arrives_by": "2024-09-11"},
            }
        },
    )
    s.say(
        "The new card will have a new number. Two ways to ship it to 418 Linden Row, Apt 2:\n"
        "- Standard mail: free, 5-7 business days, so by Wednesday, September 18 at the latest "
        "(possibly after you leave)\n"
        "- Expedited: $25.00, 2 business days, by Wednesday, September 11"
    )
    s.user("ugh ok expedite it I guess")
    s.confirm(
        "To confirm the replacement:\n"
        "- Replaces: debit Mastercard ending 7731 (new card number)\n"
        "- Shipping: expedited, 2 business days, arrives by Sep 11\n"
        "- Fee: $25.00, charged to checking ending 0447\n"
        "- Mailed to: 418 Linden Row, Apt 2, Asheville, NC 28801\n\n"
        "Shall I order it? (yes/no)",
        [
            (
                "order_replacement_card",
                {
                    "card_id": "CRD-D-7731",
                    "shipping": "expedited",
                    "fee": 25.0,
                    "address": "418 Linden Row, Apt 2, Asheville, NC 28801",
                },
            )
        ],
    )
    s.no(
        "wait 25 dollars?? no, forget expedited. standard is fine, I'll just use my visa while "
        "I'm away",
        facts={"shipping": "standard"},
    )
    s.confirm(
        "No problem. Updated:\n"
        "- Replaces: debit Mastercard ending 7731 (new card number)\n"
        "- Shipping: standard mail, free, 5-7 business days, by Sep 18\n"
        "- Mailed to: 418 Linden Row, Apt 2, Asheville, NC 28801\n\n"
        "Shall I order it? (yes/no)",
        [
            (
                "order_replacement_card",
                {
                    "card_id": "CRD-D-7731",
                    "shipping": "standard",
                    "fee": 0.0,
                    "address": "418 Linden Row, Apt 2, Asheville, NC 28801",
                },
            )
        ],
    )
    s.yes("yes thats fine")
    s.call(
        "order_replacement_card",
        {
            "card_id": "CRD-D-7731",
            "shipping": "standard",
            "fee": 0.0,
            "address": "418 Linden Row, Apt 2, Asheville, NC 28801",
        },
        {
            "status": "ordered",
            "replacement_id": "RPL-8841207",
            "replaces": "CRD-D-7731",
            "new_card_last4": "5096",
            "shipping": "standard",
            "fee": 0.0,
            "estimated_delivery": "2024-09-18",
            "address": "418 Linden Row, Apt 2, Asheville, NC 28801",
        },
        facts={
            "replacement": {
                "replacement_id": "RPL-8841207",
                "new_card_last4": "5096",
                "shipping": "standard",
                "estimated_delivery": "2024-09-18",
            }
        },
    )
    s.boundary(
        "the expedited replacement ($25) rejected by her no; the standard replacement "
        "(RPL-8841207, new card ending 5096, by Sep 18) executed, not reported yet"
    )
    s.say(
        "Ordered: replacement RPL-8841207. Your new debit card ends in 5096 and should arrive "
        "by September 18 by standard mail, no fee."
    )


def session_dispute(s):
    """Of two charges at the same merchant, the cancelled online order is disputed."""
    greet(s)
    s.user(
        "Hey. There's a charge on my credit card from Larkmoor Outfitters that I want to "
        "dispute. I cancelled the order and they never refunded me."
    )
    s.say(
        "Sorry about that, I can help you dispute it. To verify you, please give me your full "
        "name, the last four of the card and the phone number on your account."
    )
    s.user("Ravi Castellanos. Card ends 5582, phone 802.555.0161")
    s.call(
        "verify_customer",
        {"name": "Ravi Castellanos", "card_last4": "5582", "phone": "+1 802-555-0161"},
        verified("CUS-33581206"),
        facts={"customer_id": "CUS-33581206", "customer": "Ravi Castellanos"},
    )
    s.call(
        "get_transactions",
        {"card_id": "CRD-C-5582", "merchant": "LARKMOOR", "since": "2024-08-01"},
        {
            "card_id": "CRD-C-5582",
            "transactions": [
                {
                    "txn_id": "TXN-90412277",
                    "date": "2024-08-14",
                    "merchant": "LARKMOOR OUTFITTERS #0412",
                    "channel": "in_store",
                    "amount": 86.4,
                    "status": "posted",
                },
                {
                    "txn_id": "TXN-90588130",
                    "date": "2024-08-19",
                    "merchant": "LARKMOOR OUTFITTERS ONLINE",
                    "channel": "online",
                    "amount": 214.73,
                    "status": "posted",
                },
            ],
        },
        facts={
            "transactions": {
                "TXN-90412277": {"date": "2024-08-14", "amount": 86.4, "channel": "in_store"},
                "TXN-90588130": {"date": "2024-08-19", "amount": 214.73, "channel": "online"},
            }
        },
    )
    s.say(
        "Thanks, Ravi. On your Visa Platinum ending 5582 I see two Larkmoor Outfitters "
        "charges:\n"
        "- $86.40 on August 14 (in store)\n"
        "- $214.73 on August 19 (online)\n\n"
        "Which one is the cancelled order?"
    )
    s.user(
        "The 214 one from the 19th. The $86 one was a rain jacket I kept, that one's fine, "
        "leave it alone. I cancelled the online order on the 21st, I've got their cancellation "
        "email, number LO-55821.",
        facts={
            "dispute": {
                "txn_id": "TXN-90588130",
                "amount": 214.73,
                "cancelled_on": "2024-08-21",
                "merchant_ref": "LO-55821",
            }
        },
    )
    s.say("Got it. Have you contacted Larkmoor about the refund yourself?")
    s.user(
        "Twice. Last time was August 30th and they said 5 to 7 days. Nothing yet.",
        facts={"merchant_contacted": "2024-08-30"},
    )
    s.confirm(
        "Here's the dispute I'll file:\n"
        "- Card: Visa Platinum ending 5582\n"
        "- Charge: LARKMOOR OUTFITTERS ONLINE, $214.73, posted August 19, 2024 (TXN-90588130)\n"
        "- Reason: order cancelled August 21 (cancellation LO-55821), credit never issued\n"
        "- While we investigate, a provisional credit of $214.73 goes on your card. The "
        "merchant gets 30 days to respond, and we decide within 90 days.\n"
        "- The $86.40 charge from August 14 is not part of the dispute.\n\n"
        "Shall I file it? (yes/no)",
        [
            (
                "file_dispute",
                {
                    "card_id": "CRD-C-5582",
                    "txn_id": "TXN-90588130",
                    "amount": 214.73,
                    "reason": "credit_not_processed",
                    "merchant_ref": "LO-55821",
                },
            )
        ],
    )
    s.yes("Yes, file it.")
    s.call(
        "file_dispute",
        {
            "card_id": "CRD-C-5582",
            "txn_id": "TXN-90588130",
            "amount": 214.73,
            "reason": "credit_not_processed",
            "merchant_ref": "LO-55821",
        },
        {
            "status": "opened",
            "dispute_id": "DSP-24-0611853",
            "txn_id": "TXN-90588130",
            "amount": 214.73,
            "provisional_credit": {"amount": 214.73, "posted": "2024-09-04"},
            "merchant_response_due": "2024-10-04",
            "decision_by": "2024-12-03",
        },
        facts={
            "dispute_id": "DSP-24-0611853",
            "provisional_credit": {"amount": 214.73, "posted": "2024-09-04"},
        },
    )
    s.say(
        "Your dispute is open under DSP-24-0611853. A provisional credit of $214.73 posted to "
        "your Visa today, September 4. Larkmoor has until October 4 to respond, and you'll "
        "have our decision by December 3 at the latest. If the refund shows up from Larkmoor in "
        "the meantime, let us know so the credit isn't applied twice. Hold on to that "
        "cancellation email."
    )
    s.user("Do I need to cancel my card or get a new one?")
    s.say(
        "No. This is a dispute with a merchant, not fraud, so your card number is safe and "
        "the card stays as it is."
    )
    s.user("Good, I really don't want a new card number. That's all, thanks.")
    s.boundary(
        "the dispute of the $214.73 online charge filed (DSP-24-0611853) with a provisional "
        "credit, and reported; the $86.40 in-store charge left alone; no new card"
    )


def session_fees(s):
    """One courtesy reversal: the agent suggests the overdraft fee, she picks the late fee."""
    greet(s)
    s.user(
        "Hi, I got hit with two fees this month and I'd like them taken off. An overdraft fee "
        "on my checking and a late fee on my Mastercard."
    )
    s.say(
        "I can take a look. To verify, please tell me your full name, date of birth and the "
        "last four digits of your checking account."
    )
    s.user("Hannelore Baptiste, 6-22-81, checking ends in 3390")
    s.call(
        "verify_customer",
        {"name": "Hannelore Baptiste", "dob": "1981-06-22", "account_last4": "3390"},
        verified("CUS-27740915"),
        facts={"customer_id": "CUS-27740915", "customer": "Hannelore Baptiste"},
    )
    s.call(
        "get_fees",
        {"customer_id": "CUS-27740915", "since": "2024-08-01"},
        {
            "fees": [
                {
                    "fee_id": "FEE-7730914",
                    "type": "overdraft",
                    "account": "CHK-61093390",
                    "amount": 34.0,
                    "date": "2024-09-06",
                    "for": "debit card purchase $61.18 at KROGER #552 with a balance of $42.90",
                },
                {
                    "fee_id": "FEE-7718260",
                    "type": "late_payment",
                    "account": "CRD-C-9017",
                    "amount": 29.0,
                    "date": "2024-08-28",
                    "for": "minimum payment $35.00 due 2024-08-27, received 2024-08-28",
                },
            ],
            "courtesy_reversals": {"allowed_per_12_months": 1, "used": 0},
        },
        facts={
            "fees": {
                "FEE-7730914": {"type": "overdraft", "amount": 34.0, "date": "2024-09-06"},
                "FEE-7718260": {"type": "late_payment", "amount": 29.0, "date": "2024-08-28"},
            }
        },
    )
    s.say(
        "Thanks, Hannelore. I see both:\n"
        "- Overdraft fee, $34.00, on checking ending 3390, September 6: a $61.18 debit card "
        "purchase at Kroger when the balance was $42.90\n"
        "- Late fee, $29.00, on your Mastercard ending 9017, August 28: the $35.00 minimum "
        "due August 27 was received on the 28th\n\n"
        "You haven't used a courtesy reversal in the last 12 months, so I can reverse one of "
        "them today, but not both. I'd suggest the overdraft fee, since it's the larger one."
    )
    s.user(
        "Can you do the late fee instead? The overdraft was honestly my own fault. But I paid "
        "the card on the 27th, around 9 at night, so that should have counted. And a late "
        "payment can end up on my credit report, right?"
    )
    s.say(
        "Card payments made after 8 pm Eastern post the next business day, which is why it "
        "counted as received on the 28th. A payment that's less than 30 days late is not "
        "reported to the credit bureaus, so your report isn't affected either way. Would you "
        "still like the late fee reversed rather than the overdraft fee?"
    )
    s.user(
        "Yes, the late fee. Leave the overdraft one, that one's on me.",
        facts={"fee_id": "FEE-7718260"},
    )
    s.confirm(
        "To confirm:\n"
        "- Reverse the $29.00 late fee of August 28 (FEE-7718260) on Mastercard ending 9017\n"
        "- This uses your one courtesy reversal for the next 12 months\n"
        "- The $34.00 overdraft fee on checking ending 3390 stays\n\n"
        "Shall I reverse it? (yes/no)",
        [
            (
                "reverse_fee",
                {
                    "fee_id": "FEE-7718260",
                    "account": "CRD-C-9017",
                    "amount": 29.0,
                    "reason": "courtesy",
                },
            )
        ],
    )
    s.yes("Yes please.")
    s.call(
        "reverse_fee",
        {"fee_id": "FEE-7718260", "account": "CRD-C-9017", "amount": 29.0, "reason": "courtesy"},
        {
            "status": "reversed",
            "reversal_id": "REV-3356190",
            "fee_id": "FEE-7718260",
            "amount": 29.0,
            "credited_to": "CRD-C-9017",
            "posted": "2024-09-10",
            "next_courtesy_eligible": "2025-09-10",
        },
        facts={
            "reversal": {
                "reversal_id": "REV-3356190",
                "amount": 29.0,
                "posted": "2024-09-10",
                "next_courtesy_eligible": "2025-09-10",
            }
        },
    )
    s.say(
        "Done. The $29.00 late fee is reversed (REV-3356190); you'll see the credit on your "
        "Mastercard ending 9017 today, September 10. Your next courtesy reversal would be "
        "available from September 10, 2025. To help avoid another overdraft, you might turn "
        "on low-balance alerts in the app."
    )
    s.boundary(
        "the $29.00 late fee reversed as the one courtesy reversal (she chose it over the "
        "agent's suggestion) and reported; the $34.00 overdraft fee stays; alerts only suggested"
    )


def session_limit(s):
    """A limit increase on the Mastercard, capped at the no-hard-pull amount; pending."""
    greet(s)
    s.user("Hi! I'd like a higher limit on my Mastercard. Like 10 grand if possible.")
    s.say(
        "I can check that for you. To verify, please give me your full name, your home address "
        "and the last four digits of the card."
    )
    s.user("Beatriz Kowalski-Nuñez, 31 Harrow Bend, Boise 83702. card is 6124")
    s.call(
        "verify_customer",
        {
            "name": "Beatriz Kowalski-Nuñez",
            "address": "31 Harrow Bend, Boise, ID 83702",
            "card_last4": "6124",
        },
        verified("CUS-51126648"),
        facts={"customer_id": "CUS-51126648", "customer": "Beatriz Kowalski-Nuñez"},
    )
    s.call(
        "get_cards",
        {"customer_id": "CUS-51126648"},
        cards("CUS-51126648"),
        facts={
            "cards": {
                "CRD-C-6124": {"card": "Mastercard World ending 6124", "credit_limit": 6000.0},
                "CRD-C-8850": {"card": "Visa Secured ending 8850", "credit_limit": 2500.0},
            }
        },
    )
    s.call(
        "check_limit_eligibility",
        {"card_id": "CRD-C-6124", "requested_limit": 10000.0},
        {
            "card_id": "CRD-C-6124",
            "current_limit": 6000.0,
            "requested_limit": 10000.0,
            "instant_max_soft_inquiry": 8500.0,
            "above_instant": "needs a hard credit inquiry and proof of income",
        },
        facts={"limit_eligibility": {"current": 6000.0, "instant_max_soft_inquiry": 8500.0}},
    )
    s.say(
        "Thanks, Beatriz. You have two cards with us: the Mastercard World ending 6124, with a "
        "$6,000 limit, and the Visa Secured ending 8850, with a $2,500 limit. For the "
        "Mastercard, I can approve up to $8,500 right now with just a soft check, which doesn't "
        "affect your credit score. Going to $10,000 would need a hard credit inquiry and proof "
        "of income."
    )
    s.user(
        "No hard pull. We're applying for a mortgage in the spring and I don't want anything "
        "new on my report. Do the 8,500 then. And leave the secured card alone, I'm going to "
        "close that one eventually anyway.",
        facts={"new_limit": 8500.0},
    )
    s.confirm(
        "Here's the request:\n"
        "- Card: Mastercard World ending 6124\n"
        "- New credit limit: $8,500 (now $6,000)\n"
        "- Soft check only, no hard inquiry\n"
        "- Effective immediately once submitted\n"
        "- The Visa Secured ending 8850 stays as it is\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "request_limit_increase",
                {"card_id": "CRD-C-6124", "new_limit": 8500.0, "inquiry": "soft"},
            )
        ],
    )
    s.user("Before I say yes, does a higher limit change my interest rate or add a fee?")
    s.say(
        "No. Your APR stays at 21.74% and there's still no annual fee; only the limit changes. "
        "Shall I submit the increase to $8,500?"
    )
    s.boundary(
        "the increase of the Mastercard ending 6124 to $8,500 (soft check only) proposed and "
        "still pending; she asked a question instead of answering; the Visa Secured untouched"
    )


SCRIPTS = {
    "lost": session_lost,
    "dispute": session_dispute,
    "fees": session_fees,
    "limit": session_limit,
}
