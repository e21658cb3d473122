"""Session scripts, part 1: book, reschedule and storage.

Each script plays one invented session at the booking desk of Kestrel Lane Moving & Storage
(customers, quote, booking, unit and payment ids, addresses, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import booking, units, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Thanks for calling Kestrel Lane Moving & Storage. I can help with quotes and bookings, "
        "move dates, storage units, add-ons like packing, and claims or refunds. What can I do "
        "for you today?"
    )


def session_book(s):
    """A quote booked for Nov 14, 8-9 am; the deposit declined on the Visa, taken on the debit."""
    greet(s)
    s.user(
        "Hi, I got a quote on your website last week and I want to book it. quote number QT "
        "48213, naomi achterberg"
    )
    s.say(
        "Great, Naomi. To verify, please give me the email address on the quote and the zip "
        "code you're moving from."
    )
    s.user("naomi.achterberg@example.com, 98321")
    s.call(
        "verify_customer",
        {
            "quote_id": "QT-48213",
            "name": "Naomi Achterberg",
            "email": "naomi.achterberg@example.com",
            "from_zip": "98321",
        },
        verified("CU-20417", quote_id="QT-48213"),
        facts={
            "customer": "Naomi Achterberg",
            "customer_id": "CU-20417",
            "payment_methods": {"PM-1": "Visa ****6042", "PM-2": "Mastercard debit ****7715"},
        },
    )
    s.call(
        "get_quote",
        {"quote_id": "QT-48213"},
        {
            "quote_id": "QT-48213",
            "type": "non-binding (hourly)",
            "from": "41 Pell St, Apt 5C, Brambleford, WA 98321",
            "to": "1180 Juniper Loop, Osterly Heights, WA 98335",
            "home": "2-bedroom apartment, 3rd floor, elevator",
            "crew": 3,
            "truck": "20 ft",
            "hourly_rate": 179.0,
            "estimated_hours": 6,
            "travel_fee": 90.0,
            "estimated_total": 1164.0,
            "deposit": 150.0,
            "valid_until": "2025-10-31",
        },
        facts={
            "quote": {
                "quote_id": "QT-48213",
                "crew": 3,
                "truck": "20 ft",
                "hourly_rate": 179.0,
                "estimated_hours": 6,
                "travel_fee": 90.0,
                "estimated_total": 1164.0,
                "deposit": 150.0,
            }
        },
    )
    s.say(
        "Thanks, Naomi, I have it. Quote QT-48213 is for your 2-bedroom apartment at 41 Pell St, "
        "Apt 5C, Brambleford, to 1180 Juniper Loop, Osterly Heights: 3 movers and a 20 ft truck "
        "at $179.00 an hour, about 6 hours, plus a $90.00 travel fee, so an estimated $1,164.00. "
        "It's an hourly estimate, so the final bill follows the actual time. Booking takes a "
        "$150.00 deposit. What date would you like?"
    )
    s.user(
        "friday the 14th of november. it has to be the morning, the building only lets us have "
        "the freight elevator 8 to noon",
        facts={
            "move_request": {"date": "2025-11-14", "elevator": "08:00-12:00", "when": "morning"}
        },
    )
    s.call(
        "check_availability",
        {"date": "2025-11-14", "crew": 3, "truck": "20 ft"},
        {
            "date": "2025-11-14",
            "crew": 3,
            "truck": "20 ft",
            "arrival_windows": [
                {"window": "08:00-09:00", "available": True},
                {"window": "13:00-14:00", "available": True},
            ],
        },
    )
    s.say(
        "Friday, November 14 is open for 3 movers and a 20 ft truck, with crew arrival windows "
        "of 8-9 am and 1-2 pm. The 8-9 am window fits your elevator time. Would you also like "
        "our full packing service for $420.00, or a packing materials kit for $85.00?"
    )
    s.user(
        "8 to 9 is perfect. no packing thanks, we've been boxing stuff up for weeks",
        facts={"arrival_window": "2025-11-14 08:00-09:00", "packing": "declined"},
    )
    s.confirm(
        "Here's the booking:\n"
        "- Friday, November 14, 2025, crew arrival 8:00-9:00 am\n"
        "- 41 Pell St, Apt 5C, Brambleford to 1180 Juniper Loop, Osterly Heights\n"
        "- 3 movers and a 20 ft truck at $179.00/hour, plus the $90.00 travel fee\n"
        "- No packing add-ons\n"
        "- The date is held for 24 hours until the $150.00 deposit is paid\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_move",
                {
                    "quote_id": "QT-48213",
                    "move_date": "2025-11-14",
                    "arrival_window": "08:00-09:00",
                    "crew": 3,
                    "truck": "20 ft",
                },
            )
        ],
    )
    s.yes("yes book it!")
    s.call(
        "book_move",
        {
            "quote_id": "QT-48213",
            "move_date": "2025-11-14",
            "arrival_window": "08:00-09:00",
            "crew": 3,
            "truck": "20 ft",
        },
        {
            "booking_id": "MV-31190",
            "status": "tentative",
            "move_date": "2025-11-14",
            "arrival_window": "08:00-09:00",
            "crew": 3,
            "truck": "20 ft",
            "hourly_rate": 179.0,
            "deposit_due": 150.0,
            "held_until": "2025-10-21 17:00",
        },
        facts={"booking_id": "MV-31190"},
    )
    s.confirm(
        "You're booked: MV-31190, Friday, November 14, crew arrival 8-9 am. It's tentative until "
        "the deposit is paid, and the date is held until tomorrow, October 21, at 5 pm. The "
        "deposit:\n"
        "- $150.00 now, from your Visa ending 6042 (PM-1)\n"
        "- Applied to your final bill, and refundable if you cancel by November 7\n\n"
        "Shall I charge the deposit? (yes/no)",
        [("take_deposit", {"booking_id": "MV-31190", "amount": 150.0, "method_id": "PM-1"})],
    )
    s.yes("yes, go ahead")
    s.call(
        "take_deposit",
        {"booking_id": "MV-31190", "amount": 150.0, "method_id": "PM-1"},
        {
            "error": "CARD_DECLINED",
            "message": (
                "The issuer declined the card ending 6042. No deposit was taken; booking "
                "MV-31190 stays tentative until 2025-10-21 17:00."
            ),
        },
        error=True,
    )
    s.boundary(
        "MV-31190 (Nov 14, 8-9 am) booked and reported, tentative; the confirmed $150 deposit on "
        "Visa ****6042 declined (ledger: executed), not reported yet; packing offered and "
        "declined; the elevator only 8 to noon"
    )
    s.say(
        "I'm sorry, Naomi, the deposit didn't go through: the bank declined the Visa ending "
        "6042, so nothing was charged. MV-31190 stays on hold until tomorrow at 5 pm. You also "
        "have a Mastercard debit card ending 7715 on file. Would you like to use that?"
    )
    s.user("weird, ok. try the debit one then, the mastercard")
    s.confirm(
        "To confirm:\n"
        "- $150.00 deposit for MV-31190 from your Mastercard debit ending 7715 (PM-2)\n"
        "- Refundable if you cancel by November 7\n\n"
        "Shall I charge it? (yes/no)",
        [("take_deposit", {"booking_id": "MV-31190", "amount": 150.0, "method_id": "PM-2"})],
    )
    s.yes("yes")
    s.call(
        "take_deposit",
        {"booking_id": "MV-31190", "amount": 150.0, "method_id": "PM-2"},
        {
            "payment_id": "PAY-77310",
            "status": "captured",
            "amount": 150.0,
            "method": "Mastercard debit ****7715",
            "booking_status": "confirmed",
            "refundable_until": "2025-11-07",
        },
        facts={"deposit_payment_id": "PAY-77310"},
    )
    s.say(
        "That worked: deposit PAY-77310, $150.00 from your debit card ending 7715. Booking "
        "MV-31190 is now confirmed for Friday, November 14, with the crew arriving between 8 "
        "and 9 am. One more option: our basic coverage pays $0.60 per pound per item. Full "
        "value protection for this move would be $119.00. Would you like to add it?"
    )
    s.user(
        "no, basic is fine, we don't own anything fancy. oh and can the crew text me when "
        "they're on the way? text, not a call, I'll be on a work call that morning",
        facts={"coverage": "basic ($0.60/lb)", "contact": "text, not a call"},
    )
    s.say(
        "Of course. The crew lead texts +1 360-555-0134 when they leave the yard, about 30 "
        "minutes before arrival, and won't call. You stay on basic coverage. See you on the "
        "14th, Naomi!"
    )
    s.boundary(
        "the decline reported; the $150 deposit PAY-77310 from Mastercard debit ****7715 "
        "captured and reported, MV-31190 confirmed; full value protection offered and declined; "
        "text, not a call"
    )


def session_reschedule(s):
    """Nov 8 moved to Nov 15, afternoon not morning; then a smaller truck proposed, 3 movers kept."""
    greet(s)
    s.user(
        "hey, I need to push my move back a week, the closing on the new house got delayed. "
        "booking mv 30417"
    )
    s.say("Sorry to hear about the delay. To verify, what's your name and phone number?")
    s.user("Desmond Oyelaran, 360 555 0171")
    s.call(
        "verify_customer",
        {"booking_id": "MV-30417", "name": "Desmond Oyelaran", "phone": "+1 360-555-0171"},
        verified("CU-18830", booking_id="MV-30417"),
        facts={"customer": "Desmond Oyelaran", "customer_id": "CU-18830", "booking_id": "MV-30417"},
    )
    current = booking("MV-30417")
    current["reschedule_policy"] = "free 7 or more days before the move date; $75 fee within 7 days"
    s.call(
        "get_booking",
        {"booking_id": "MV-30417"},
        current,
        facts={
            "booking": {
                "move_date": "2025-11-08",
                "arrival_window": "07:30-08:30",
                "crew": 3,
                "truck": "26 ft",
                "hourly_rate": 209.0,
                "deposit_paid": 200.0,
            }
        },
    )
    s.say(
        "Thanks, Desmond. MV-30417 is on Saturday, November 8, crew arriving 7:30-8:30 am: 3 "
        "movers and a 26 ft truck at $209.00 an hour, from 2209 Alder Crescent, Brambleford to 56 "
        "Harlan Rd, Cinder Falls, with your $200.00 deposit paid. Moving the date is free when "
        "it's 7 or more days before the move, which it is. What date would you like?"
    )
    s.user("sat the 15th. same everything else", facts={"new_date": "2025-11-15"})
    s.call(
        "check_availability",
        {"date": "2025-11-15", "crew": 3, "truck": "26 ft"},
        {
            "date": "2025-11-15",
            "crew": 3,
            "truck": "26 ft",
            "arrival_windows": [
                {"window": "07:30-08:30", "available": True},
                {"window": "12:30-13:30", "available": True},
            ],
        },
    )
    s.confirm(
        "Saturday, November 15 is open. Here's the change:\n"
        "- MV-30417 moves from Saturday, November 8 to Saturday, November 15\n"
        "- Crew arrival 7:30-8:30 am, as now; 3 movers and the 26 ft truck\n"
        "- No fee; your $200.00 deposit carries over\n\n"
        "Shall I move it? (yes/no)",
        [
            (
                "reschedule_move",
                {
                    "booking_id": "MV-30417",
                    "move_date": "2025-11-15",
                    "arrival_window": "07:30-08:30",
                },
            )
        ],
    )
    s.no(
        "oh wait no, not the morning. the sellers don't hand over the keys till noon on the "
        "15th. is there anything later?",
        facts={"keys_at": "2025-11-15 12:00"},
    )
    s.confirm(
        "There is. Updated:\n"
        "- MV-30417 moves to Saturday, November 15\n"
        "- Crew arrival 12:30-1:30 pm, after you have the keys\n"
        "- 3 movers and the 26 ft truck; no fee, and the $200.00 deposit carries over\n\n"
        "Shall I move it? (yes/no)",
        [
            (
                "reschedule_move",
                {
                    "booking_id": "MV-30417",
                    "move_date": "2025-11-15",
                    "arrival_window": "12:30-13:30",
                },
            )
        ],
    )
    s.yes("yes the 12:30 one")
    s.call(
        "reschedule_move",
        {"booking_id": "MV-30417", "move_date": "2025-11-15", "arrival_window": "12:30-13:30"},
        {
            "booking_id": "MV-30417",
            "status": "rescheduled",
            "confirmation": "RS-5512",
            "old_date": "2025-11-08",
            "move_date": "2025-11-15",
            "arrival_window": "12:30-13:30",
            "fee": 0.0,
            "deposit_applied": 200.0,
        },
        facts={"reschedule_confirmation": "RS-5512"},
    )
    s.boundary(
        "the 7:30 am proposal rejected by his correction (keys at noon); the 12:30-1:30 pm "
        "reschedule to Nov 15 executed (RS-5512), not reported yet"
    )
    s.say(
        "Done: MV-30417 is now on Saturday, November 15, with the crew arriving between 12:30 "
        "and 1:30 pm. There was no fee and your $200.00 deposit carried over. Your confirmation "
        "number is RS-5512."
    )
    s.user(
        "great. also we sold the sectional and the dining set, so there's way less stuff now. "
        "can we get a smaller truck? keep the 3 guys though, the stairs at the new place are "
        "brutal",
        facts={"truck_request": {"smaller_truck": True, "crew": "keep 3"}},
    )
    s.call(
        "get_truck_options",
        {"booking_id": "MV-30417", "date": "2025-11-15"},
        {
            "current": {"crew": 3, "truck": "26 ft", "hourly_rate": 209.0},
            "options": [
                {"crew": 3, "truck": "20 ft", "hourly_rate": 189.0, "available": True},
                {"crew": 2, "truck": "16 ft", "hourly_rate": 139.0, "available": True},
            ],
        },
        facts={"truck_options": {"3 + 20 ft": 189.0, "2 + 16 ft": 139.0}},
    )
    s.confirm(
        "With less furniture, the 20 ft truck should do it; I'd plan on about 7 hours instead of "
        "8. Here's the change:\n"
        "- MV-30417: 20 ft truck instead of the 26 ft\n"
        "- Still 3 movers, on Saturday, November 15, arrival 12:30-1:30 pm\n"
        "- Rate $189.00/hour instead of $209.00/hour\n\n"
        "Shall I make the change? (yes/no)",
        [("change_truck", {"booking_id": "MV-30417", "truck": "20 ft", "crew": 3})],
    )
    s.boundary(
        "the reschedule reported (RS-5512, Nov 15 12:30-1:30 pm, no fee); the 20 ft truck with 3 "
        "movers kept ($189/h) proposed, awaiting his yes; the 7-hour guess is the agent's"
    )


def session_storage(s):
    """Two units: SU-1142 closed at the end of November, SU-2075 kept; then its code reset."""
    greet(s)
    s.user(
        "Hello. I rent two storage units with you at Cinder Falls and I'd like to close the "
        "small one at the end of the month. Greta Halvorsen."
    )
    s.say("Happy to help, Greta. To verify, what's the phone number or email on your account?")
    s.user("greta.halvorsen@example.com")
    s.call(
        "verify_customer",
        {"name": "Greta Halvorsen", "email": "greta.halvorsen@example.com"},
        verified("CU-11094", storage_units=["SU-1142", "SU-2075"]),
        facts={"customer": "Greta Halvorsen", "customer_id": "CU-11094"},
    )
    s.call(
        "get_storage_units",
        {"customer_id": "CU-11094"},
        {
            "units": units(["SU-1142", "SU-2075"]),
            "closing_rules": (
                "close at a month end with notice; empty the unit and remove your lock by 17:00 "
                "on the closing date; the security deposit is refunded after the move-out "
                "inspection"
            ),
        },
        facts={
            "storage_units": {
                "SU-1142": {"size": "5x10", "rent": 89.0, "deposit": 50.0},
                "SU-2075": {"size": "10x15", "rent": 219.0, "deposit": 100.0},
            }
        },
    )
    s.say(
        "Thanks, Greta. You have two units at Cinder Falls self storage, 2290 Millbrook Rd:\n"
        "- SU-1142, 5x10, $89.00 a month, $50.00 security deposit\n"
        "- SU-2075, 10x15, $219.00 a month, $100.00 security deposit\n"
        "Both are paid through November 30 by autopay on your Visa ending 3308. To close "
        "SU-1142 on November 30, it has to be empty with your lock off by 5 pm that day; the $50 "
        "deposit is refunded after the move-out inspection. If it helps, our crew can move what's "
        "in SU-1142 into SU-2075 for you, for $65.00."
    )
    s.user(
        "no thanks, I'll empty it myself this weekend, it's mostly garden stuff. just close the "
        "small one on the 30th",
        facts={"closing": {"unit": "SU-1142", "date": "2025-11-30", "emptied_by": "customer"}},
    )
    s.confirm(
        "Here's the closing:\n"
        "- Close SU-1142 (5x10) on Sunday, November 30, 2025\n"
        "- Empty, with your lock removed, by 5 pm that day\n"
        "- No December rent for SU-1142; the $50.00 deposit is refunded to your Visa ending 3308 "
        "after the move-out inspection\n"
        "- SU-2075 isn't affected\n\n"
        "Shall I schedule the closing? (yes/no)",
        [("close_storage_unit", {"unit_id": "SU-1142", "close_date": "2025-11-30"})],
    )
    s.yes(
        "yes close it. but DON'T touch the big one, my whole life is in there",
        facts={"keep_unit": "SU-2075"},
    )
    s.boundary(
        "she said yes to closing SU-1142 on Nov 30 (SU-2075 not to be touched); no call yet; "
        "the $65 consolidation offered and declined"
    )
    s.call(
        "close_storage_unit",
        {"unit_id": "SU-1142", "close_date": "2025-11-30"},
        {
            "unit_id": "SU-1142",
            "status": "closing_scheduled",
            "close_date": "2025-11-30",
            "vacate_by": "2025-11-30 17:00",
            "move_out_inspection": "2025-12-01",
            "december_rent": "not charged",
            "deposit_refund": {"amount": 50.0, "to": "Visa ****3308", "after": "inspection"},
            "closing_id": "CL-20844",
        },
        facts={"closing_id": "CL-20844"},
    )
    s.say(
        "It's scheduled: closing CL-20844 for SU-1142 on Sunday, November 30. Please have it "
        "empty and your lock off by 5 pm; we inspect on December 1 and then refund the $50.00 "
        "deposit to your Visa ending 3308. SU-2075 stays exactly as it is."
    )
    s.user(
        "thank you. oh, one thing on the big one. I gave the gate code to the man who bought my "
        "kayak, can you change the code for SU-2075? text me the new one please, not email",
        facts={"code_reset": {"unit": "SU-2075", "send_by": "text"}},
    )
    s.confirm(
        "Sure. Here's the change:\n"
        "- New gate and door access code for SU-2075\n"
        "- The old code stops working right away\n"
        "- The new code is texted to +1 360-555-0148, not emailed\n\n"
        "Shall I reset it? (yes/no)",
        [("reset_access_code", {"unit_id": "SU-2075", "deliver_to": "sms:+1 360-555-0148"})],
    )
    s.yes("yes please")
    s.call(
        "reset_access_code",
        {"unit_id": "SU-2075", "deliver_to": "sms:+1 360-555-0148"},
        {
            "unit_id": "SU-2075",
            "status": "reset",
            "old_code": "disabled",
            "new_code_sent": "sms to +1 360-555-0148",
            "effective": "immediately",
        },
    )
    s.boundary(
        "the closing CL-20844 of SU-1142 (Nov 30) executed and reported; the access code of "
        "SU-2075 reset, texted, executed, not reported yet"
    )


SCRIPTS = {
    "book": session_book,
    "reschedule": session_reschedule,
    "storage": session_storage,
}
