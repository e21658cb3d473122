"""Session scripts, part 1: leak, rentpay, moveout and renewal.

Each script plays one invented session at the resident services desk of Tallgrass Residential
(residents, units, lease ids, work-order ids, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import account, lease, payment_methods, renewal_offer, verified, work_order


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hi, this is Tallgrass Residential resident services. I can help with maintenance, "
        "payments, your lease and anything else about your home. What's going on today?"
    )


def session_leak(s):
    """A routine leak work order (not before 10, only with her home); the fan ticket fails."""
    greet(s)
    s.user(
        "hi, there's water dripping under my kitchen sink. I put a pan under it. Kestrel Point, "
        "unit 3c"
    )
    s.say(
        "Sorry about that! Let's get it fixed. First I need to verify you: your full name and "
        "the phone number on your lease, please."
    )
    s.user("Priya Raman, 916 555 0142")
    s.call(
        "verify_resident",
        {
            "property": "Kestrel Point Apartments",
            "unit": "3C",
            "name": "Priya Raman",
            "phone": "+1 916-555-0142",
        },
        verified("RES-40718"),
        facts={
            "resident_id": "RES-40718",
            "resident": "Priya Raman",
            "unit": "3C",
            "lease_id": "LS-771402",
        },
    )
    s.call(
        "list_work_orders",
        {"resident_id": "RES-40718", "status": "open"},
        {"work_orders": [work_order("WO-58213")]},
        facts={
            "work_orders": {
                "WO-58213": {
                    "what": "bathroom exhaust fan rattles",
                    "status": "scheduled",
                    "date": "2024-09-12",
                    "window": "08:00-10:00",
                    "permission_to_enter": True,
                }
            }
        },
    )
    s.say(
        "Thanks, Priya. I see one open request on 3C already: WO-58213 for the bathroom exhaust "
        "fan, scheduled Thursday, September 12, 8-10 am. This leak will be a new one. Can you "
        "tell me where exactly it's dripping from, and does it stop if you close the shut-off "
        "valve under the sink?"
    )
    s.user(
        "It's the joint where the pipe goes into the wall I think. Yes if I turn the little valve "
        "off it stops. But then I have no water in the kitchen obviously",
        facts={
            "issue": {
                "where": "kitchen sink, pipe joint at the wall",
                "stops_with_valve_closed": True,
            }
        },
    )
    s.say(
        "That helps. Since the leak stops when the valve is closed and nothing is flooding, this "
        "is a routine request, not an emergency. Emergencies are water you can't stop, no heat, "
        "a gas smell or a lockout; routine requests are handled within three business days. "
        "Keep the valve closed between uses. Let me check the plumbing technician's openings.",
        facts={"priority": "routine"},
    )
    s.call(
        "get_tech_slots",
        {
            "property": "Kestrel Point Apartments",
            "trade": "plumbing",
            "from": "2024-09-09",
            "to": "2024-09-11",
        },
        {
            "technician": "Luis Ortega",
            "slots": [
                {"date": "2024-09-09", "window": "08:00-10:00"},
                {"date": "2024-09-09", "window": "10:00-13:00"},
                {"date": "2024-09-10", "window": "13:00-16:00"},
                {"date": "2024-09-11", "window": "08:00-11:00"},
            ],
        },
    )
    s.say(
        "Luis Ortega, our plumbing tech, has these openings:\n"
        "- Mon Sep 9, 8-10 am\n"
        "- Mon Sep 9, 10 am-1 pm\n"
        "- Tue Sep 10, 1-4 pm\n"
        "- Wed Sep 11, 8-11 am\n\n"
        "The earliest is Monday at 8. Do we have permission to enter if you're not home?"
    )
    s.user(
        "Nothing before 10 please, I work nights and sleep in the morning. And no, I want to be "
        "there when anyone comes in. Don't go in without me. Also I have a cat, Mochi, she'll "
        "try to run out",
        facts={
            "entry": {
                "permission_to_enter": False,
                "not_before": "10:00",
                "pet": "cat (Mochi), may try to get out",
            }
        },
    )
    s.say(
        "Got it: nothing before 10 and only with you home. Then the first opening that fits is "
        "Monday, September 9, 10 am-1 pm. Tuesday the 10th, 1-4 pm would work too."
    )
    s.user(
        "Tuesday the 10th 1-4. I work from home tuesdays",
        facts={"visit": {"date": "2024-09-10", "window": "13:00-16:00"}},
    )
    s.confirm(
        "Here's the work order I'll create:\n"
        "- Unit 3C, Kestrel Point: leak at the pipe joint under the kitchen sink (stops with the "
        "valve closed)\n"
        "- Priority: routine\n"
        "- Visit: Tuesday, September 10, 1-4 pm, Luis Ortega\n"
        "- Entry: only with the resident present, no permission to enter alone\n"
        "- Note: cat in the unit (Mochi), keep the door closed\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "create_work_order",
                {
                    "unit": "3C",
                    "property": "Kestrel Point Apartments",
                    "category": "plumbing",
                    "description": "leak at pipe joint under kitchen sink; stops when shut-off "
                    "valve is closed",
                    "priority": "routine",
                    "date": "2024-09-10",
                    "window": "13:00-16:00",
                    "permission_to_enter": False,
                    "notes": "cat (Mochi) in unit, keep door closed",
                },
            )
        ],
    )
    s.yes("yep go ahead")
    s.call(
        "create_work_order",
        {
            "unit": "3C",
            "property": "Kestrel Point Apartments",
            "category": "plumbing",
            "description": "leak at pipe joint under kitchen sink; stops when shut-off valve is "
            "closed",
            "priority": "routine",
            "date": "2024-09-10",
            "window": "13:00-16:00",
            "permission_to_enter": False,
            "notes": "cat (Mochi) in unit, keep door closed",
        },
        {
            "status": "scheduled",
            "work_order_id": "WO-58377",
            "priority": "routine",
            "technician": "Luis Ortega",
            "date": "2024-09-10",
            "window": "13:00-16:00",
            "permission_to_enter": False,
        },
        facts={"work_order_id": "WO-58377"},
    )
    s.say(
        "You're all set: work order WO-58377, Tuesday, September 10 between 1 and 4 pm with "
        "Luis. He'll text you about 30 minutes before he arrives. Because you asked us not to "
        "enter without you, if nobody answers he'll leave a note and we'll reschedule; he won't "
        "go in. Keep that valve closed when you're not using the sink."
    )
    s.boundary(
        "the routine leak work order WO-58377 (Tue Sep 10, 13:00-16:00, no entry without her) "
        "created and reported; the fan ticket WO-58213 untouched (Thu Sep 12, 8-10)"
    )
    s.user(
        "Oh wait, the fan ticket, 58213. Can Luis just do that on Tuesday too while he's here? "
        "Then nobody has to come in thursday morning"
    )
    s.confirm(
        "Sure, I can try. To confirm:\n"
        "- Move WO-58213 (bathroom exhaust fan) from Thursday, September 12, 8-10 am to "
        "Tuesday, September 10, 1-4 pm, the same visit as WO-58377\n"
        "- Change its entry to: only with you present\n\n"
        "Shall I move it? (yes/no)",
        [
            (
                "reschedule_work_order",
                {
                    "work_order_id": "WO-58213",
                    "date": "2024-09-10",
                    "window": "13:00-16:00",
                    "permission_to_enter": False,
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "reschedule_work_order",
        {
            "work_order_id": "WO-58213",
            "date": "2024-09-10",
            "window": "13:00-16:00",
            "permission_to_enter": False,
        },
        {
            "error": "SLOT_UNAVAILABLE",
            "message": (
                "Luis Ortega has no remaining capacity on 2024-09-10 13:00-16:00. WO-58213 was "
                "not changed: still 2024-09-12 08:00-10:00, permission to enter: yes."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed move of the fan ticket WO-58213 to Tue Sep 10 failed (no capacity; "
        "ledger: executed); not reported yet; WO-58377 stands"
    )


def session_rentpay(s):
    """A courtesy late-fee waiver, then a split payment: checking goes through, savings not."""
    greet(s)
    s.user(
        "Hey, I got hit with a late fee on my rent. Any chance you can take it off? Marcus "
        "Bell, Wrenfield Commons B214."
    )
    s.say(
        "Let me take a look, Marcus. To verify, please give me your date of birth and the last "
        "four digits of the phone number on your lease."
    )
    s.user("4/22/91, and 0157")
    s.call(
        "verify_resident",
        {
            "property": "Wrenfield Commons",
            "unit": "B-214",
            "name": "Marcus Bell",
            "dob": "1991-04-22",
            "phone_last4": "0157",
        },
        verified("RES-52290"),
        facts={
            "resident_id": "RES-52290",
            "resident": "Marcus Bell",
            "unit": "B-214",
            "lease_id": "LS-783116",
        },
    )
    s.call(
        "get_account",
        {"resident_id": "RES-52290"},
        account("RES-52290"),
        facts={
            "account": {
                "balance": 1760.0,
                "rent": {"charge_id": "CHG-30855", "amount": 1685.0, "due": "2024-09-01"},
                "late_fee": {"charge_id": "CHG-30917", "amount": 75.0, "posted": "2024-09-06"},
            }
        },
    )
    s.say(
        "Thanks, Marcus. Your balance is $1,760.00: September rent of $1,685.00 (due September "
        "1) plus a $75.00 late fee posted on September 6, after the grace period. You've had no "
        "late payments in the last 12 months, so you qualify for our one-time courtesy waiver. "
        "It can be used once in any 12-month period. Would you like me to remove the $75.00 fee?"
    )
    s.user("Yes please, this month my paycheck came late, first time it's happened.")
    s.confirm(
        "To confirm:\n"
        "- Waive late fee CHG-30917, $75.00, on account RES-52290\n"
        "- Reason: courtesy waiver (first late payment in 12 months)\n"
        "- Your next courtesy waiver would be available from September 9, 2025\n\n"
        "Shall I waive it? (yes/no)",
        [
            (
                "waive_late_fee",
                {
                    "resident_id": "RES-52290",
                    "charge_id": "CHG-30917",
                    "amount": 75.0,
                    "reason": "courtesy_first_in_12_months",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "waive_late_fee",
        {
            "resident_id": "RES-52290",
            "charge_id": "CHG-30917",
            "amount": 75.0,
            "reason": "courtesy_first_in_12_months",
        },
        {
            "status": "waived",
            "charge_id": "CHG-30917",
            "amount": 75.0,
            "balance": 1685.0,
            "next_waiver_eligible": "2025-09-09",
        },
        facts={"late_fee": {"charge_id": "CHG-30917", "amount": 75.0, "status": "waived"}},
    )
    s.say(
        "Done, the $75.00 late fee is waived. Your balance is now $1,685.00, the September rent. "
        "Would you like to pay it now?"
    )
    s.user(
        "Yeah but I have to split it. $1000 from my checking today and the rest from my savings. "
        "Do the checking one first, and if that one doesn't go through don't touch the savings.",
        facts={
            "payment_plan": {
                "first": {"from": "checking", "amount": 1000.0},
                "second": {"from": "savings", "amount": 685.0},
                "order": "checking first; savings only if checking goes through",
            }
        },
    )
    s.call(
        "get_payment_methods",
        {"resident_id": "RES-52290"},
        payment_methods("RES-52290"),
        facts={
            "payment_methods": {
                "PM-2231": "Sierra Valley CU checking ending 2231",
                "PM-7790": "Sierra Valley CU savings ending 7790",
            }
        },
    )
    s.confirm(
        "Here are the two payments, both dated today, September 9, with no fee:\n"
        "1. $1,000.00 from Sierra Valley CU checking ending 2231\n"
        "2. $685.00 from Sierra Valley CU savings ending 7790, submitted only after the first "
        "one is accepted\n\n"
        "Together they pay the $1,685.00 balance. Shall I submit them? (yes/no)",
        [
            (
                "make_payment",
                {
                    "resident_id": "RES-52290",
                    "amount": 1000.0,
                    "method_id": "PM-2231",
                    "date": "2024-09-09",
                },
            ),
            (
                "make_payment",
                {
                    "resident_id": "RES-52290",
                    "amount": 685.0,
                    "method_id": "PM-7790",
                    "date": "2024-09-09",
                },
            ),
        ],
    )
    s.boundary(
        "the $75 late fee waived and reported; the split payment ($1,000 checking first, then "
        "$685 savings) proposed and pending"
    )
    s.yes("Yes, do it")
    s.call(
        "make_payment",
        {
            "resident_id": "RES-52290",
            "amount": 1000.0,
            "method_id": "PM-2231",
            "date": "2024-09-09",
        },
        {
            "status": "accepted",
            "payment_id": "PAY-904412",
            "amount": 1000.0,
            "method": "checking ending 2231",
            "balance": 685.0,
        },
        facts={"payments": {"PAY-904412": {"amount": 1000.0, "from": "PM-2231"}}},
    )
    s.call(
        "make_payment",
        {"resident_id": "RES-52290", "amount": 685.0, "method_id": "PM-7790", "date": "2024-09-09"},
        {
            "error": "PAYMENT_DECLINED",
            "message": (
                "Sierra Valley Credit Union declined the debit from savings ending 7790: "
                "electronic debits are not allowed on this account. No payment was posted; "
                "balance 685.00."
            ),
        },
        error=True,
    )
    s.say(
        "The first payment went through: $1,000.00 from checking ending 2231, confirmation "
        "PAY-904412. The second one was declined: Sierra Valley doesn't allow electronic debits "
        "from your savings ending 7790, so nothing was taken from it. You still owe $685.00. You "
        "could pay it by card (2.95% fee), from another bank account, or with a money order at "
        "the leasing office."
    )
    s.user(
        "Ugh ok. I'll move the money over to checking tonight and pay the rest online tomorrow "
        "myself."
    )
    s.say(
        "Sounds good. Tomorrow, pay the $685.00 in the resident portal from checking ending "
        "2231. The courtesy waiver covered this month's late fee, so a payment tomorrow won't "
        "add another one."
    )
    s.boundary(
        "the checking payment ($1,000, PAY-904412) executed; the savings payment ($685) "
        "executed with an error (declined), reported; he will pay the $685 himself tomorrow"
    )


def session_moveout(s):
    """Notice to vacate: the 30th corrected to Friday the 29th; then the moving elevator."""
    greet(s)
    s.user(
        "Hi, I need to give my notice. I'm moving out at the end of November when my lease is "
        "up, got a job in Portland. Tomas Herrera, Juniper Row apt 604"
    )
    s.say(
        "Congratulations on the new job, Tomás! To verify, please tell me your date of birth "
        "and the email on your lease."
    )
    s.user("8-30-1988, tomas.herrera@example.net")
    s.call(
        "verify_resident",
        {
            "property": "Juniper Row Lofts",
            "unit": "604",
            "name": "Tomás Herrera",
            "dob": "1988-08-30",
            "email": "tomas.herrera@example.net",
        },
        verified("RES-47105"),
        facts={
            "resident_id": "RES-47105",
            "resident": "Tomás Herrera",
            "unit": "604",
            "lease_id": "LS-760388",
        },
    )
    s.call(
        "get_lease",
        {"lease_id": "LS-760388"},
        lease("LS-760388"),
        facts={
            "lease": {
                "end": "2024-11-30",
                "monthly_rent": 1525.0,
                "security_deposit": 1500.0,
                "notice_days": 60,
            }
        },
    )
    s.say(
        "Thanks. Your lease LS-760388 for 604 ends Saturday, November 30, 2024, and it asks for "
        "60 days' written notice, so notice given today, October 1, is on time. Keys are due by "
        "noon on your move-out day. Your $1,500.00 security deposit is refunded within 21 days "
        "after move-out, by check mailed to your forwarding address, minus any charges. What's "
        "your forwarding address?"
    )
    s.user(
        "4417 NE Going St, Apt 3, Portland OR 97218",
        facts={"forwarding_address": "4417 NE Going St, Apt 3, Portland, OR 97218"},
    )
    s.confirm(
        "Here's the notice I'll submit:\n"
        "- Lease LS-760388, Juniper Row Lofts 604\n"
        "- Notice date: October 1, 2024\n"
        "- Move-out date: Saturday, November 30, 2024 (lease end)\n"
        "- Forwarding address: 4417 NE Going St, Apt 3, Portland, OR 97218\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_move_out_notice",
                {
                    "lease_id": "LS-760388",
                    "notice_date": "2024-10-01",
                    "move_out_date": "2024-11-30",
                    "forwarding_address": "4417 NE Going St, Apt 3, Portland, OR 97218",
                },
            )
        ],
    )
    s.no(
        "Actually no, not the 30th. The movers come Friday the 29th in the morning and I'm "
        "driving up that night, so I'll hand in the keys on the 29th. The lease can still run to "
        "the 30th, right?"
    )
    s.confirm(
        "Yes. Your lease still ends November 30 and November rent is owed in full (it isn't "
        "prorated for an early key return). Updated notice:\n"
        "- Lease LS-760388, Juniper Row Lofts 604\n"
        "- Notice date: October 1, 2024\n"
        "- Move-out (keys returned): Friday, November 29, 2024\n"
        "- Lease end: November 30, 2024\n"
        "- Forwarding address: 4417 NE Going St, Apt 3, Portland, OR 97218\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_move_out_notice",
                {
                    "lease_id": "LS-760388",
                    "notice_date": "2024-10-01",
                    "move_out_date": "2024-11-29",
                    "lease_end": "2024-11-30",
                    "forwarding_address": "4417 NE Going St, Apt 3, Portland, OR 97218",
                },
            )
        ],
        facts={"move_out": {"move_out_date": "2024-11-29", "lease_end": "2024-11-30"}},
    )
    s.yes("yes that's right")
    s.call(
        "submit_move_out_notice",
        {
            "lease_id": "LS-760388",
            "notice_date": "2024-10-01",
            "move_out_date": "2024-11-29",
            "lease_end": "2024-11-30",
            "forwarding_address": "4417 NE Going St, Apt 3, Portland, OR 97218",
        },
        {
            "status": "received",
            "notice_id": "MO-31185",
            "notice_date": "2024-10-01",
            "move_out_date": "2024-11-29",
            "lease_end": "2024-11-30",
            "forwarding_address": "4417 NE Going St, Apt 3, Portland, OR 97218",
            "deposit_refund": "mailed check within 21 days of move-out",
        },
        facts={
            "move_out": {
                "notice_id": "MO-31185",
                "move_out_date": "2024-11-29",
                "lease_end": "2024-11-30",
            }
        },
    )
    s.boundary(
        "the notice for Nov 30 rejected by his correction; the notice with keys returned Fri "
        "Nov 29 (lease end Nov 30) executed, not reported yet"
    )
    s.say(
        "Your notice is in: MO-31185. You'll hand in the keys on Friday, November 29; the lease "
        "ends November 30. The deposit refund will be mailed to the Portland address within 21 "
        "days of move-out.\n\n"
        "Will you be using the moving elevator? At Juniper Row it has to be reserved for moves."
    )
    s.user("Yes! For the 29th, in the morning. The movers get there at 8.")
    s.call(
        "get_amenity_slots",
        {"property": "Juniper Row Lofts", "amenity": "moving_elevator", "date": "2024-11-29"},
        {
            "amenity": "moving_elevator",
            "date": "2024-11-29",
            "slots": [
                {"window": "08:00-12:00", "available": True},
                {"window": "13:00-17:00", "available": True},
            ],
            "reservation_fee": 0.0,
            "refundable_deposit": 200.0,
            "deposit_billing": "resident_account",
        },
    )
    s.say(
        "On Friday, November 29 the moving elevator is free 8 am-12 pm and 1-5 pm. There's no "
        "reservation fee, but a $200.00 refundable deposit goes on your account; it comes back "
        "once the building checks the elevator pads after your move. I'd also suggest booking a "
        "pre-move-out walkthrough a week or so before, so you know about any charges in advance."
    )
    s.user(
        "The morning one, 8 to 12.",
        facts={
            "amenity": {"what": "moving elevator", "date": "2024-11-29", "window": "08:00-12:00"}
        },
    )
    s.confirm(
        "To confirm the reservation:\n"
        "- Moving elevator, Juniper Row Lofts\n"
        "- Friday, November 29, 8:00 am-12:00 pm\n"
        "- $200.00 refundable deposit billed to your account\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_amenity",
                {
                    "resident_id": "RES-47105",
                    "amenity": "moving_elevator",
                    "date": "2024-11-29",
                    "window": "08:00-12:00",
                    "refundable_deposit": 200.0,
                },
            )
        ],
    )
    s.yes("Yes book it.")
    s.boundary(
        "the notice (MO-31185) reported; the moving elevator for Nov 29, 8-12 approved by his "
        "yes, no call yet; the walkthrough only suggested"
    )


def session_renewal(s):
    """A renewal: 'the cheaper option' is the 15-month term; sent for e-signature; no autopay."""
    greet(s)
    s.user(
        "Hi! I got my renewal letter and I have some questions before I pick one. Dana Whitfield, "
        "Kestrel Point 2F."
    )
    s.say(
        "Happy to help, Dana. To verify, please give me your date of birth and the phone number "
        "on your lease."
    )
    s.user("Jan 9 1993. (916) 555-0176")
    s.call(
        "verify_resident",
        {
            "property": "Kestrel Point Apartments",
            "unit": "2F",
            "name": "Dana Whitfield",
            "dob": "1993-01-09",
            "phone": "+1 916-555-0176",
        },
        verified("RES-43360"),
        facts={
            "resident_id": "RES-43360",
            "resident": "Dana Whitfield",
            "unit": "2F",
            "lease_id": "LS-749921",
        },
    )
    s.call(
        "get_renewal_offer",
        {"lease_id": "LS-749921"},
        renewal_offer("LS-749921"),
        facts={
            "renewal": {
                "12": {"rent": 1940.0, "end": "2025-10-31"},
                "15": {"rent": 1895.0, "end": "2026-01-31"},
                "month_to_month": 2310.0,
                "offer_expires": "2024-09-30",
            }
        },
    )
    s.say(
        "Thanks, Dana. Your current lease LS-749921 ends October 31 at $1,810/month. The "
        "renewal options, all starting November 1, 2024:\n"
        "- 12 months: $1,940/month, through October 31, 2025\n"
        "- 15 months: $1,895/month, through January 31, 2026\n"
        "- Month-to-month: $2,310/month\n\n"
        "The offer is good until September 30. What questions do you have?"
    )
    s.user(
        "Honestly I just want the cheaper option. Is the 15 month one really less per month? "
        "And does my rent stay the same the whole time?"
    )
    s.say(
        "Yes: the 15-month term is $45 a month less than the 12-month, and the rent is fixed for "
        "the whole term. It runs through January 31, 2026. Many residents also set up autopay "
        "with a renewal; it's free and you never have to think about the due date. Want me to "
        "turn that on too?"
    )
    s.user(
        "15 months then. No autopay though, I like to pay it myself.",
        facts={"renewal_choice": {"term_months": 15, "rent": 1895.0}, "autopay": False},
    )
    s.confirm(
        "To confirm your renewal:\n"
        "- Lease LS-749921, Kestrel Point 2F\n"
        "- 15 months, November 1, 2024 to January 31, 2026\n"
        "- Rent: $1,895.00/month\n"
        "- Payments stay manual (no autopay)\n"
        "- The renewal agreement will be emailed to dana.whitfield@example.net for e-signature\n\n"
        "Shall I accept this offer for you? (yes/no)",
        [
            (
                "accept_renewal",
                {
                    "lease_id": "LS-749921",
                    "term_months": 15,
                    "monthly_rent": 1895.0,
                    "start": "2024-11-01",
                    "end": "2026-01-31",
                },
            )
        ],
    )
    s.yes("Yes!")
    s.call(
        "accept_renewal",
        {
            "lease_id": "LS-749921",
            "term_months": 15,
            "monthly_rent": 1895.0,
            "start": "2024-11-01",
            "end": "2026-01-31",
        },
        {
            "status": "sent_for_signature",
            "renewal_id": "RN-22094",
            "term_months": 15,
            "monthly_rent": 1895.0,
            "start": "2024-11-01",
            "end": "2026-01-31",
            "sent_to": "dana.whitfield@example.net",
            "sign_by": "2024-09-19",
        },
        facts={
            "renewal_choice": {
                "term_months": 15,
                "rent": 1895.0,
                "renewal_id": "RN-22094",
                "sign_by": "2024-09-19",
            }
        },
    )
    s.say(
        "Done: renewal RN-22094 is reserved for you at $1,895.00/month for 15 months, November "
        "1, 2024 through January 31, 2026. The agreement is on its way to "
        "dana.whitfield@example.net. Please e-sign it by September 19; until you sign, the "
        "renewal isn't final. Autopay stays off."
    )
    s.user("Great, I'll sign it tonight. Thanks!")
    s.boundary(
        "the 15-month renewal ($1,895) accepted and sent for e-signature (sign by Sep 19), "
        "reported; not signed yet; autopay suggested by the agent and declined"
    )


SCRIPTS = {
    "leak": session_leak,
    "rentpay": session_rentpay,
    "moveout": session_moveout,
    "renewal": session_renewal,
}
