"""Session scripts, part 2: a cancelled choir trip, an evening pickup change, final payments.

Each script plays one invented session at the booking desk of Pellmoor Charter Coaches
(customers, accounts, trips, rates, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import account
from sessions_a import greet


def session_cancel(s):
    """Two choir trips: the April concert trip cancelled, deposit to the card; May's kept."""
    greet(s)
    s.user(
        "hi, I need to cancel one of our choir trips. the Tollerton concert on april 17th, the "
        "hall's flooded. henrike salvesen, verdmouth community chorale"
    )
    s.say(
        "I'm sorry to hear about the hall. To verify, what's the account number or the phone "
        "number on file?"
    )
    s.user("phone is 541.555.0126")
    found = account("CU-28857")
    found["trips"] = [
        {
            "booking_id": "CH-42210",
            "date": "2027-04-17",
            "destination": "Tollerton Assembly Rooms",
            "vehicle_class": "MC-35",
            "total": 1177.2,
            "deposit_paid": 294.3,
        },
        {
            "booking_id": "CH-42266",
            "date": "2027-05-22",
            "destination": "Harnell Choral Festival",
            "vehicle_class": "CO-56",
            "total": 1618.65,
            "deposit_paid": 404.66,
        },
    ]
    s.call(
        "lookup_account",
        {"name": "Henrike Salvesen", "phone": "+1 541-555-0126"},
        found,
        facts={
            "account_id": "CU-28857",
            "customer": "Henrike Salvesen",
            "organization": "Verdmouth Community Chorale",
            "caller_role": "group leader",
            "card_on_file": "Mastercard ****3391",
            "trips": {
                "CH-42210": {
                    "date": "2027-04-17",
                    "to": "Tollerton Assembly Rooms",
                    "deposit_paid": 294.3,
                },
                "CH-42266": {
                    "date": "2027-05-22",
                    "to": "Harnell Choral Festival",
                    "deposit_paid": 404.66,
                },
            },
        },
    )
    s.call(
        "get_cancellation_policy",
        {"booking_id": "CH-42210"},
        {
            "booking_id": "CH-42210",
            "departure": "2027-04-17",
            "days_before_departure": 38,
            "rule": "30 or more days before departure: the deposit is refunded in full, to the "
            "original card or as travel credit with a 10% bonus",
            "refund_amount": 294.3,
            "credit_option": 323.73,
            "refund_to_card": "Mastercard ****3391",
        },
        facts={
            "cancellation_policy": {
                "days_before": 38,
                "refund_amount": 294.3,
                "credit_option": 323.73,
            }
        },
    )
    s.say(
        "Thanks, Henrike, you're verified. Your account has two trips: CH-42210 on Saturday, "
        "April 17 to the Tollerton Assembly Rooms ($294.30 deposit paid), and CH-42266 on "
        "Saturday, May 22 to the Harnell Choral Festival ($404.66 deposit paid). Cancelling "
        "CH-42210 now is 38 days before departure, so the whole $294.30 deposit comes back, "
        "either to the Mastercard ****3391 or as $323.73 of travel credit (10% bonus). Before "
        "you cancel: if the hall reopens later in the season, I could move the trip to a new "
        "date instead and keep the deposit on it. Would you like that?"
    )
    s.user(
        "no, just cancel it, the concert's not happening at all. refund the deposit to the card, "
        "not a credit. and DON'T touch the may festival trip, that one's still on",
        facts={
            "cancel_request": {
                "booking_id": "CH-42210",
                "refund_to": "card, not travel credit",
                "keep": "CH-42266",
            }
        },
    )
    s.confirm(
        "Here's the cancellation:\n"
        "- Cancel trip CH-42210, Saturday, April 17, 2027 (Tollerton Assembly Rooms)\n"
        "- Refund the $294.30 deposit to Mastercard ****3391 (not as credit)\n"
        "- CH-42266 on May 22 stays exactly as it is\n\n"
        "Shall I cancel it? (yes/no)",
        [
            (
                "cancel_trip",
                {
                    "booking_id": "CH-42210",
                    "refund_to": "Mastercard ****3391",
                    "refund_amount": 294.3,
                },
            )
        ],
    )
    s.user("hang on, the festival one keeps its driver and everything, right?")
    s.say(
        "Yes: only CH-42210 is cancelled. CH-42266 keeps its date, coach and deposit; dispatch "
        "assigns its driver closer to the day, as for every trip."
    )
    s.yes("ok then yes, go ahead")
    s.call(
        "cancel_trip",
        {"booking_id": "CH-42210", "refund_to": "Mastercard ****3391", "refund_amount": 294.3},
        {
            "booking_id": "CH-42210",
            "status": "cancelled",
            "refund_id": "RF-6614",
            "refund_amount": 294.3,
            "refund_to": "Mastercard ****3391",
            "refund_eta": "5-7 business days",
            "other_trips": {"CH-42266": "unchanged"},
        },
        facts={"refund_id": "RF-6614"},
    )
    s.boundary(
        "CH-42210 cancelled with the $294.30 deposit refunded to Mastercard ****3391 (RF-6614), "
        "executed, not reported yet; CH-42266 untouched; moving the date and the credit offered "
        "and declined"
    )


def session_change(s):
    """An evening pickup moved later: the change proposed, the customer answers with a question."""
    greet(s)
    s.user(
        "Hi, Lisandro Pettigrew at Brackwater Logistics. booking ch 43015 for our dinner cruise "
        "on the 30th. need to push the pickup back, people can't get out before 6"
    )
    s.say("Sure. To verify, please give me the account number and the email on file.")
    s.user("CU47730, lpettigrew@example.com")
    s.call(
        "lookup_account",
        {"account_id": "CU-47730", "email": "lpettigrew@example.com"},
        account("CU-47730"),
        facts={
            "account_id": "CU-47730",
            "customer": "Lisandro Pettigrew",
            "organization": "Brackwater Logistics",
            "caller_role": "group leader",
            "card_on_file": "Amex ****6051",
        },
    )
    s.call(
        "get_trip",
        {"booking_id": "CH-43015"},
        {
            "booking_id": "CH-43015",
            "date": "2027-04-30",
            "departure_window": "evening (5:00-8:00 pm)",
            "pickup_time": "17:30",
            "pickup_address": "Brackwater Logistics, 220 Foundry Street, Ostlebury",
            "destination": "Harnell Quay (dinner cruise boarding, closes 19:15)",
            "return_pickup": "22:30 at Harnell Quay",
            "vehicle_class": "MC-35",
            "hours": 5,
            "base": 675.0,
            "fuel_surcharge": 60.75,
            "total": 735.75,
            "deposit_paid": 183.94,
            "balance": 551.81,
            "balance_due_by": "2027-04-16",
        },
        facts={
            "trips": {
                "CH-43015": {
                    "date": "2027-04-30",
                    "pickup": "17:30",
                    "return_pickup": "22:30",
                    "total": 735.75,
                    "balance": 551.81,
                }
            }
        },
    )
    s.say(
        "Thanks, Lisandro. CH-43015 is Friday, April 30: a 35-seat midicoach picks up at 5:30 pm "
        "at 220 Foundry Street and takes the group to Harnell Quay; the return leaves the quay "
        "at 10:30 pm. It's $735.75 in total (5 hours), $183.94 paid. Anything up to 8:00 pm is "
        "in the evening window, but the cruise's boarding closes at 7:15 pm and the drive is "
        "about 50 minutes, so I'd suggest a 6:15 pm pickup rather than 6:30."
    )
    s.user(
        "6:15 then, but NOT earlier, some of the warehouse shift ends at 6. and the return from "
        "the quay stays at 10:30",
        facts={"pickup_change": {"pickup_time": "18:15", "not_before": "18:15", "return": "22:30"}},
    )
    s.call(
        "quote_trip",
        {"booking_id": "CH-43015", "pickup_time": "18:15", "return_time": "22:30"},
        {
            "hours": 4.25,
            "base": 573.75,
            "fuel_surcharge": 51.64,
            "total": 625.39,
            "difference": -110.36,
        },
        facts={"quote": {"hours": 4.25, "total": 625.39, "difference": -110.36}},
    )
    s.confirm(
        "Here's the change:\n"
        "- Trip CH-43015, Friday, April 30, 2027: pickup moved from 5:30 pm to 6:15 pm at 220 "
        "Foundry Street; the return from Harnell Quay stays at 10:30 pm\n"
        "- 4.25 hours: $573.75 plus $51.64 fuel surcharge, $625.39 in total ($110.36 less than "
        "$735.75)\n"
        "- With the $183.94 already paid, the balance becomes $441.45, due by April 16\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "change_pickup",
                {"booking_id": "CH-43015", "pickup_time": "18:15", "return_time": "22:30"},
            )
        ],
    )
    s.user(
        "before I say yes: if the cruise docks late, does the driver wait past 10:30? and what "
        "would that cost us?"
    )
    s.boundary(
        "the 6:15 pm pickup (the agent's suggestion, not earlier by his word; $625.39) proposed, "
        "pending: he answered with a question about waiting past 10:30"
    )


def session_payment(s):
    """Two trips' balances: the regatta's paid first; the expired card declined, then the debit."""
    greet(s)
    s.user(
        "hi I want to pay off the balance on one of our rowing club trips. Sunniva Draycott, "
        "acct CU-33581"
    )
    s.say("Happy to help. To verify, what's the phone number or email on the account?")
    s.user("555 0191... sorry, it's 541-555-0191")
    s.call(
        "lookup_account",
        {"account_id": "CU-33581", "phone": "+1 541-555-0191"},
        account("CU-33581"),
        facts={
            "account_id": "CU-33581",
            "customer": "Sunniva Draycott",
            "organization": "Ostlebury Youth Rowing Club",
            "caller_role": "group leader",
            "card_on_file": "Visa ****2047",
        },
    )
    s.call(
        "get_balances",
        {"account_id": "CU-33581"},
        {
            "trips": [
                {
                    "booking_id": "CH-40388",
                    "trip": "regatta, Verdmouth Reach",
                    "date": "2027-03-27",
                    "total": 1123.2,
                    "deposit_paid": 280.8,
                    "balance": 842.4,
                    "balance_due_by": "2027-03-13",
                },
                {
                    "booking_id": "CH-41120",
                    "trip": "summer camp, Tarnby Lake",
                    "date": "2027-06-19",
                    "total": 2021.33,
                    "deposit_paid": 505.33,
                    "balance": 1516.0,
                    "balance_due_by": "2027-06-05",
                },
            ]
        },
        facts={
            "balances": {
                "CH-40388": {"balance": 842.4, "due_by": "2027-03-13", "date": "2027-03-27"},
                "CH-41120": {"balance": 1516.0, "due_by": "2027-06-05", "date": "2027-06-19"},
            }
        },
    )
    s.say(
        "Thanks, Sunniva. There are two balances on the account:\n"
        "- CH-40388, the regatta at Verdmouth Reach on Saturday, March 27: $842.40, due by "
        "Saturday, March 13\n"
        "- CH-41120, the summer camp at Tarnby Lake on Saturday, June 19: $1,516.00, due by "
        "June 5\n"
        "Would you like to settle both today?"
    )
    s.user(
        "no, the cheaper one first, the regatta. the camp one next month when the fees come in",
        facts={
            "payment_request": {
                "booking_id": "CH-40388",
                "amount": 842.4,
                "later": "CH-41120, next month",
            }
        },
    )
    s.confirm(
        "Here's the payment:\n"
        "- Final payment on trip CH-40388 (regatta, March 27): $842.40\n"
        "- Charged to the Visa ****2047 on file\n"
        "- CH-41120 is left as it is\n\n"
        "Shall I charge it? (yes/no)",
        [
            (
                "charge_final_payment",
                {"booking_id": "CH-40388", "amount": 842.4, "card": "Visa ****2047"},
            )
        ],
    )
    s.yes("yes, on the visa")
    s.call(
        "charge_final_payment",
        {"booking_id": "CH-40388", "amount": 842.4, "card": "Visa ****2047"},
        {
            "error": "CARD_DECLINED",
            "message": "The issuer declined Visa ****2047: card expired 02/27. No charge was made.",
        },
        error=True,
    )
    s.say(
        "I'm sorry, the payment didn't go through: the issuer declined the Visa ****2047 because "
        "it expired in February, and nothing was charged. The $842.40 on CH-40388 is still due "
        "by March 13. Is there another card you'd like to use?"
    )
    s.user("ugh. can you just give us until the 20th? our treasurer is away till then")
    s.say(
        "I'm sorry, I can't move a final payment date: only our operations manager grants "
        "extensions, and the desk can't. The regatta balance stays due by Saturday, March 13; "
        "any card works, here by phone or online."
    )
    s.user("fine. use my mastercard then, ends 7719")
    s.boundary(
        "the $842.40 regatta payment on the expired Visa ****2047 failed (declined) and was "
        "reported; her extension to the 20th refused; she just named a Mastercard ending 7719, "
        "nothing proposed yet; the camp balance left for next month by her choice"
    )
    s.confirm(
        "Here's the payment:\n"
        "- Final payment on trip CH-40388: $842.40\n"
        "- Charged to Mastercard ****7719\n\n"
        "Shall I charge it? (yes/no)",
        [
            (
                "charge_final_payment",
                {"booking_id": "CH-40388", "amount": 842.4, "card": "Mastercard ****7719"},
            )
        ],
    )
    s.no(
        "wait, no, use the club's debit card instead, the visa debit ending 5580. my own one is "
        "for emergencies",
        facts={
            "payment_request": {
                "booking_id": "CH-40388",
                "amount": 842.4,
                "card": "Visa debit ****5580",
                "later": "CH-41120, next month",
            }
        },
    )
    s.confirm(
        "Of course, nothing was charged. Corrected:\n"
        "- Final payment on trip CH-40388: $842.40\n"
        "- Charged to the club's Visa debit ****5580\n\n"
        "Shall I charge it? (yes/no)",
        [
            (
                "charge_final_payment",
                {"booking_id": "CH-40388", "amount": 842.4, "card": "Visa debit ****5580"},
            )
        ],
    )
    s.yes("yes")
    s.call(
        "charge_final_payment",
        {"booking_id": "CH-40388", "amount": 842.4, "card": "Visa debit ****5580"},
        {
            "payment_id": "PAY-71906",
            "status": "paid",
            "booking_id": "CH-40388",
            "amount": 842.4,
            "card": "Visa debit ****5580",
            "balance_remaining": 0.0,
        },
        facts={"payment_id": "PAY-71906"},
    )
    s.say(
        "Paid: $842.40 on the Visa debit ****5580, payment PAY-71906. The regatta trip CH-40388 "
        "is now paid in full. The camp trip CH-41120 is untouched: its $1,516.00 balance is "
        "still due by June 5."
    )
    s.user("great thanks. what time does the coach come on the 27th?")
    s.boundary(
        "the Mastercard ****7719 proposal rejected by her correction; PAY-71906 ($842.40 on "
        "Visa debit ****5580) executed and reported; CH-41120's $1,516.00 untouched; her "
        "question about the pickup time open"
    )


SCRIPTS = {"cancel": session_cancel, "change": session_change, "payment": session_payment}
