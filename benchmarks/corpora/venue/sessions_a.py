"""Session scripts, part 1: wedding, balance and hold.

Each script plays one invented session at the events desk of Fernhallow Venues (clients, client
ids, rooms, events, amounts and dates are made up). `s.boundary(note)` marks where a point is
frozen. The sessions take place on Wednesday, March 11, 2026.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, you've reached the Fernhallow Venues events desk. I can help with holds and "
        "bookings, deposits and payments, headcounts and menus, date or room changes, rentals, "
        "contracts, tastings and permits. How can I help today?"
    )


def session_wedding(s):
    """Two holds: the reception's deposit paid, not the rehearsal dinner's; a later end asked."""
    greet(s)
    s.user(
        "hi! my holds for june run out on friday I think, I want to lock in the wedding. "
        "odette ferreira, client no CL 40817"
    )
    s.say("Congratulations! To verify, please give me the email address on your file.")
    s.user("odette.ferreira@example.com")
    s.call(
        "verify_client",
        {
            "client_id": "CL-40817",
            "name": "Odette Ferreira",
            "email": "odette.ferreira@example.com",
        },
        verified("CL-40817"),
        facts={"client_id": "CL-40817", "client": "Odette Ferreira", "cards": ["Visa ****2716"]},
    )
    s.call(
        "get_client_events",
        {"client_id": "CL-40817"},
        {
            "client_id": "CL-40817",
            "events": [
                {
                    "event_id": "EVT-51207",
                    "type": "rehearsal dinner",
                    "date": "2026-06-19",
                    "room": "Cordwainers' Hall",
                    "time": "18:00-22:00",
                    "guests": 40,
                    "status": "hold",
                    "hold_expires": "2026-03-13T17:00",
                    "room_fee": 1100.0,
                    "deposit_to_confirm": 550.0,
                },
                {
                    "event_id": "EVT-51208",
                    "type": "wedding reception",
                    "date": "2026-06-20",
                    "room": "Quince Garden",
                    "time": "16:00-22:00",
                    "guests": 120,
                    "status": "hold",
                    "hold_expires": "2026-03-13T17:00",
                    "room_fee": 2600.0,
                    "deposit_to_confirm": 1300.0,
                },
            ],
            "deposit_rule": "50% of the room fee confirms a hold; the balance is due 21 days "
            "before the event",
        },
        facts={
            "events": {
                "EVT-51207": {
                    "type": "rehearsal dinner",
                    "date": "2026-06-19",
                    "room": "Cordwainers' Hall",
                    "status": "hold",
                    "hold_expires": "2026-03-13T17:00",
                    "deposit": 550.0,
                },
                "EVT-51208": {
                    "type": "wedding reception",
                    "date": "2026-06-20",
                    "room": "Quince Garden",
                    "status": "hold",
                    "hold_expires": "2026-03-13T17:00",
                    "deposit": 1300.0,
                },
            }
        },
    )
    s.say(
        "Thanks, Odette, you're verified. You have two holds, both expiring this Friday, "
        "March 13 at 5:00 pm:\n"
        "- EVT-51207, rehearsal dinner, Friday, June 19, 2026, Cordwainers' Hall, 6-10 pm, "
        "40 guests: a $550.00 deposit confirms it (50% of the $1,100 room fee)\n"
        "- EVT-51208, wedding reception, Saturday, June 20, 2026, Quince Garden, 4-10 pm, 120 "
        "guests: a $1,300.00 deposit confirms it (50% of the $2,600 room fee)\n"
        "The balance is due 21 days before each event. Since the garden has no roof, many "
        "couples also hold Assay Hall as a rain backup for the reception, for a $400 rain-plan "
        "fee. Would you like to pay the deposits now?"
    )
    s.user(
        "no backup hall, we'll get a tent if it pours. yes lock it in, the visa on file is fine",
        facts={
            "reception_space": "Quince Garden only, no Assay Hall rain backup (a tent if it rains)"
        },
    )
    s.confirm(
        "Here's what I'll charge to your Visa ****2716:\n"
        "- $550.00 deposit for EVT-51207, the rehearsal dinner on June 19\n"
        "- $1,300.00 deposit for EVT-51208, the wedding reception on June 20\n"
        "Both holds would become confirmed bookings. Shall I charge both deposits? (yes/no)",
        [
            (
                "pay_deposit",
                {"event_id": "EVT-51207", "amount": 550.0, "card": "Visa ****2716"},
            ),
            (
                "pay_deposit",
                {"event_id": "EVT-51208", "amount": 1300.0, "card": "Visa ****2716"},
            ),
        ],
    )
    s.no(
        "oh wait no, only the reception! the rehearsal dinner might move to his parents' place, "
        "I'll know by friday. leave that one as a hold",
        facts={"deposit_request": {"pay": "EVT-51208", "leave_as_hold": "EVT-51207"}},
    )
    s.confirm(
        "Of course, nothing has been charged. Here's the corrected payment:\n"
        "- $1,300.00 deposit for EVT-51208, the wedding reception on Saturday, June 20, 2026, "
        "Quince Garden, charged to Visa ****2716\n"
        "- The rehearsal dinner EVT-51207 stays a hold until Friday, March 13 at 5:00 pm and is "
        "released automatically if no deposit is paid by then\n\n"
        "Shall I charge the $1,300.00 deposit? (yes/no)",
        [
            (
                "pay_deposit",
                {"event_id": "EVT-51208", "amount": 1300.0, "card": "Visa ****2716"},
            )
        ],
    )
    s.yes("yes")
    s.call(
        "pay_deposit",
        {"event_id": "EVT-51208", "amount": 1300.0, "card": "Visa ****2716"},
        {
            "payment_id": "PAY-738214",
            "event_id": "EVT-51208",
            "amount": 1300.0,
            "card": "Visa ****2716",
            "status": "paid",
            "event_status": "booked",
            "room_fee_balance": 1300.0,
            "balance_due": "2026-05-30",
            "catering": "billed on the final headcount, due with the balance",
        },
        facts={"payment_id": "PAY-738214"},
    )
    s.say(
        "Done: the $1,300.00 deposit was charged to your Visa ****2716 (receipt PAY-738214), "
        "and your wedding reception EVT-51208 on Saturday, June 20 in the Quince Garden is now "
        "booked. The remaining $1,300.00 of the room fee, plus catering on your final headcount, "
        "is due by Saturday, May 30. The rehearsal dinner EVT-51207 is still a hold until "
        "Friday, March 13 at 5:00 pm."
    )
    s.user(
        "amazing!! one more thing, can the reception go till 11:30? I think the garden closes at "
        "10 right?"
    )
    s.boundary(
        "both deposits rejected by her correction; the reception deposit PAY-738214 ($1,300) "
        "executed and reported, EVT-51208 booked; the rehearsal dinner EVT-51207 left as a hold "
        "expiring Mar 13; the Assay Hall rain backup suggested and declined; her 11:30 end "
        "question just raised"
    )
    s.call(
        "get_late_end_policy",
        {"event_id": "EVT-51208"},
        {
            "event_id": "EVT-51208",
            "room": "Quince Garden",
            "standard_end": "22:00",
            "latest_possible_end": "23:30",
            "fee_per_half_hour": 175.0,
            "decided_by": "the events manager (Nadia Strelbrook)",
            "decision_within": "5 business days",
            "noise": "amplified music in the Quince Garden after 22:00 needs a City of Aldermoot "
            "noise variance, applied for only after the extension is approved; acoustic music "
            "needs none",
        },
        facts={
            "late_end_policy": {
                "standard_end": "22:00",
                "fee_per_half_hour": 175.0,
                "decided_by": "events manager",
            }
        },
    )
    s.confirm(
        "The garden's standard end is 10:00 pm; it can run until 11:30 pm at the latest, but "
        "only with the events manager's approval. Here's the request I can submit:\n"
        "- EVT-51208, wedding reception on June 20, end at 11:30 pm instead of 10:00 pm\n"
        "- Fee if approved: 3 half-hours at $175 = $525.00, added to your balance\n"
        "- Decided by our events manager, Nadia Strelbrook, within 5 business days\n"
        "- If it's approved, amplified music after 10 pm also needs a city noise variance, which "
        "we'd apply for then; acoustic music after 10 would need none\n\n"
        "Shall I submit the request? (yes/no)",
        [
            (
                "request_late_end",
                {"event_id": "EVT-51208", "requested_end": "23:30", "fee_if_approved": 525.0},
            )
        ],
    )
    s.yes(
        "yes submit it. the dj till 11:30 is the whole point, don't switch us to acoustic",
        facts={"late_end_request": {"end": "23:30", "music": "DJ, amplified; not acoustic"}},
    )
    s.call(
        "request_late_end",
        {"event_id": "EVT-51208", "requested_end": "23:30", "fee_if_approved": 525.0},
        {
            "request_id": "LER-3306",
            "event_id": "EVT-51208",
            "requested_end": "23:30",
            "status": "pending_approval",
            "decided_by": "events manager",
            "decision_expected_by": "2026-03-18",
            "fee_if_approved": 525.0,
        },
        facts={"late_end_request_id": "LER-3306"},
    )
    s.confirm(
        "Submitted: request LER-3306 is with Nadia Strelbrook, our events manager; it isn't "
        "approved yet, and you'll hear by Wednesday, March 18. Nothing is charged unless it's "
        "approved. One more thing: your rehearsal dinner hold EVT-51207 runs out this Friday. I "
        "can extend it once, by 7 days, to Friday, March 20 at 5:00 pm, at no charge:\n"
        "- Hold EVT-51207, rehearsal dinner, June 19, Cordwainers' Hall\n"
        "- New expiry: Friday, March 20, 2026 at 5:00 pm (this is the only extension)\n\n"
        "Shall I extend it? (yes/no)",
        [
            (
                "extend_hold",
                {"event_id": "EVT-51207", "new_expiry": "2026-03-20T17:00"},
            )
        ],
    )
    s.yes(
        "oh yes please, his mom still hasn't made up her mind. extend it",
        facts={"hold_extension": {"event_id": "EVT-51207", "new_expiry": "2026-03-20T17:00"}},
    )
    s.boundary(
        "late-end request LER-3306 (11:30 pm, $525 if approved) executed and reported, pending "
        "the events manager's approval (by Mar 18), not approved; the acoustic alternative "
        "declined; the hold extension of EVT-51207 to Mar 20 approved by her yes, no call yet"
    )


def session_balance(s):
    """Headcount raised; the balance on the personal Visa declined; the Mastercard approved."""
    greet(s)
    s.user(
        "Hello, this is Marguerite Oyelaran. I'd like to pay off my birthday dinner and bump the "
        "numbers up. It's event EVT 50931"
    )
    s.say("Happy to help, Marguerite. Please confirm the phone number on your file.")
    s.user("541 555 0167")
    s.call(
        "verify_client",
        {"client_id": "CL-39254", "name": "Marguerite Oyelaran", "phone": "+1 541-555-0167"},
        verified("CL-39254"),
        facts={
            "client_id": "CL-39254",
            "client": "Marguerite Oyelaran",
            "cards": [
                "Amex ****3007 (Oyelaran Print Studio)",
                "Visa ****5530",
                "Mastercard ****1184",
            ],
        },
    )
    s.call(
        "get_event",
        {"event_id": "EVT-50931"},
        {
            "event_id": "EVT-50931",
            "client_id": "CL-39254",
            "type": "60th birthday dinner",
            "date": "2026-04-18",
            "room": "Cordwainers' Hall",
            "time": "18:00-23:00",
            "status": "booked",
            "guests": 40,
            "minimum_guests": 30,
            "capacity_seated": 70,
            "menu": "Harvest Table",
            "per_guest": 92.0,
            "room_fee": 1400.0,
            "payments": [
                {
                    "payment_id": "PAY-731560",
                    "kind": "deposit",
                    "amount": 700.0,
                    "card": "Amex ****3007",
                    "date": "2026-02-02",
                }
            ],
            "balance_due": "2026-03-28",
            "add_ons": {"late cheese course": 8.0},
        },
        facts={
            "events": {
                "EVT-50931": {
                    "type": "60th birthday dinner",
                    "date": "2026-04-18",
                    "room": "Cordwainers' Hall",
                    "guests": 40,
                    "per_guest": 92.0,
                    "room_fee": 1400.0,
                    "deposit_paid": 700.0,
                    "balance_due": "2026-03-28",
                }
            }
        },
    )
    s.say(
        "Thanks, Marguerite. Your 60th birthday dinner, EVT-50931, is booked for Saturday, "
        "April 18, 2026 in Cordwainers' Hall, 6-11 pm: 40 guests on the Harvest Table menu at "
        "$92 a guest, room fee $1,400. The $700.00 deposit was paid on February 2 with the Amex "
        "ending 3007, and the balance is due by March 28. Many hosts add the late cheese course "
        "at $8 a guest. How many guests are you expecting now?"
    )
    s.user(
        "46 now, my cousins are coming after all. no cheese course, 92 a head is plenty. and the "
        "balance goes on my personal card, the visa. deposit was from the business card, balance "
        "from the personal one, my accountant insists",
        facts={
            "headcount": {"EVT-50931": 46},
            "payment_split": {
                "deposit": "business Amex ****3007",
                "balance": "personal card, the Visa ****5530",
            },
        },
    )
    s.confirm(
        "Here's the headcount change:\n"
        "- EVT-50931, from 40 to 46 guests (Cordwainers' Hall seats 70)\n"
        "- Catering: 46 x $92 = $4,232.00 (was $3,680.00)\n\n"
        "Shall I update it? (yes/no) Then I'll work out the balance.",
        [("update_headcount", {"event_id": "EVT-50931", "guests": 46})],
    )
    s.yes("yes")
    s.call(
        "update_headcount",
        {"event_id": "EVT-50931", "guests": 46},
        {
            "event_id": "EVT-50931",
            "status": "updated",
            "guests": 46,
            "billed_guests": 46,
            "catering_total": 4232.0,
        },
    )
    s.call(
        "get_balance",
        {"event_id": "EVT-50931"},
        {
            "event_id": "EVT-50931",
            "room_fee": 1400.0,
            "catering": 4232.0,
            "paid": 700.0,
            "balance": 4932.0,
            "balance_due": "2026-03-28",
        },
        facts={"balance": {"EVT-50931": 4932.0, "due": "2026-03-28"}},
    )
    s.confirm(
        "Done, 46 guests now. Your balance: $1,400.00 room fee + $4,232.00 catering - $700.00 "
        "deposit = $4,932.00. Here's the payment:\n"
        "- Balance of EVT-50931: $4,932.00\n"
        "- Card: your personal Visa ****5530\n\n"
        "Shall I charge it? (yes/no)",
        [("pay_balance", {"event_id": "EVT-50931", "amount": 4932.0, "card": "Visa ****5530"})],
    )
    s.yes("yes go ahead")
    s.call(
        "pay_balance",
        {"event_id": "EVT-50931", "amount": 4932.0, "card": "Visa ****5530"},
        {
            "error": "card_declined",
            "message": "Visa ****5530 was declined by the issuer (over limit). No charge was made.",
        },
        error=True,
    )
    s.boundary(
        "headcount raised to 46 (executed, $4,232 catering); the confirmed $4,932 balance on the "
        "personal Visa ****5530 declined, not reported yet; the cheese course suggested and "
        "declined; deposit from the business card, balance from the personal one"
    )
    s.say(
        "I'm sorry, Marguerite: your Visa ****5530 was declined by the bank (over its limit), so "
        "nothing was charged. The $4,932.00 balance is still due by March 28. I also see a "
        "Mastercard ****1184 and the studio's Amex ****3007 on file, or you could call your bank "
        "and try the Visa again."
    )
    s.user(
        "ugh, how embarrassing. use the mastercard then, that one's mine too. NOT the amex, "
        "that's the studio's",
        facts={"payment_split": {"balance": "personal Mastercard ****1184, not the Amex"}},
    )
    s.confirm(
        "No problem. Here's the payment:\n"
        "- Balance of EVT-50931: $4,932.00\n"
        "- Card: your personal Mastercard ****1184\n\n"
        "Shall I charge it? (yes/no)",
        [
            (
                "pay_balance",
                {"event_id": "EVT-50931", "amount": 4932.0, "card": "Mastercard ****1184"},
            )
        ],
    )
    s.yes("yes please")
    s.boundary(
        "the declined Visa reported; the $4,932 balance on the Mastercard ****1184 approved by "
        "her yes, no call yet; the Amex ruled out"
    )


def session_hold(s):
    """A new hold: the smaller hall first; the garden suggested and declined; 2 weeks refused."""
    greet(s)
    s.user(
        "hi, I'd like to put a hold on a room for a retirement party, friday may 8th, 6 to 10, "
        "about 55 people. the smaller hall first if it's free, otherwise the big one. indoors "
        "please. I'm an existing client, Ruth Calloway, CL41102",
        facts={
            "hold_request": {
                "date": "2026-05-08",
                "time": "18:00-22:00",
                "guests": 55,
                "rooms": "the smaller hall first if free, otherwise the big one; indoors",
            }
        },
    )
    s.say("Welcome back, Ruth. To verify, please give me the email address on your file.")
    s.user("ruth.calloway@example.net")
    s.call(
        "verify_client",
        {"client_id": "CL-41102", "name": "Ruth Calloway", "email": "ruth.calloway@example.net"},
        verified("CL-41102"),
        facts={
            "client_id": "CL-41102",
            "client": "Ruth Calloway",
            "cards": ["Mastercard ****4470"],
        },
    )
    s.call(
        "check_availability",
        {"date": "2026-05-08", "time": "18:00-22:00", "guests": 55},
        {
            "date": "2026-05-08",
            "rooms": [
                {"room": "Cordwainers' Hall", "free": True, "seated": 70, "room_fee": 1100.0},
                {"room": "Assay Hall", "free": True, "seated": 180, "room_fee": 2400.0},
                {"room": "Quince Garden", "free": True, "seated": 150, "room_fee": 2000.0},
            ],
            "hold_rule": "a hold is free for 7 days; it can be extended once by 7 days before "
            "it runs out; a 50% deposit of the room fee confirms it",
        },
        facts={
            "availability": {
                "2026-05-08": {
                    "Cordwainers' Hall": 1100.0,
                    "Assay Hall": 2400.0,
                    "Quince Garden": 2000.0,
                }
            }
        },
    )
    s.say(
        "Good news, Ruth: everything is free on Friday, May 8. The smaller hall, Cordwainers' "
        "Hall, seats 70 and its Friday room fee is $1,100; Assay Hall seats 180 at $2,400. The "
        "Quince Garden is free too, at $2,000, and it's lovely in early May with the quinces in "
        "blossom, if you'd consider it."
    )
    s.user(
        "cordwainers then, like I said. no garden. can you hold it for 2 weeks? the committee "
        "has to sign off on the budget first"
    )
    s.confirm(
        "I'm sorry, I can't hold it for 2 weeks: a hold is free for 7 days, and it can be "
        "extended once, by another 7 days, if you ask before it runs out. Here's the hold:\n"
        "- Cordwainers' Hall, Friday, May 8, 2026, 6:00-10:00 pm, retirement party, 55 guests\n"
        "- Held until Wednesday, March 18, 2026 at 5:00 pm\n"
        "- A $550.00 deposit (50% of the $1,100 room fee) confirms it\n\n"
        "Shall I place the hold? (yes/no)",
        [
            (
                "place_hold",
                {
                    "client_id": "CL-41102",
                    "room": "Cordwainers' Hall",
                    "date": "2026-05-08",
                    "time": "18:00-22:00",
                    "guests": 55,
                    "type": "retirement party",
                },
            )
        ],
    )
    s.yes("ok, 7 days then. yes hold it")
    s.call(
        "place_hold",
        {
            "client_id": "CL-41102",
            "room": "Cordwainers' Hall",
            "date": "2026-05-08",
            "time": "18:00-22:00",
            "guests": 55,
            "type": "retirement party",
        },
        {
            "event_id": "EVT-51344",
            "status": "hold",
            "room": "Cordwainers' Hall",
            "date": "2026-05-08",
            "time": "18:00-22:00",
            "guests": 55,
            "hold_expires": "2026-03-18T17:00",
            "deposit_to_confirm": 550.0,
            "extension": "once, by 7 days, on request before expiry",
        },
        facts={"hold_id": "EVT-51344"},
    )
    s.boundary(
        "hold EVT-51344 (Cordwainers' Hall, Fri May 8, 55 guests, until Mar 18 5 pm, $550 "
        "deposit to confirm) executed, not reported yet; the garden suggested and declined; "
        "the 2-week hold asked for and refused"
    )


SCRIPTS = {"wedding": session_wedding, "balance": session_balance, "hold": session_hold}
