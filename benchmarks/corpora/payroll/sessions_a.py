"""Session scripts, part 1: pto, deposit, payslip and expense.

Each script plays one invented session at the HR and payroll help desk of Quillmark
Instruments (employees, employee ids, request ids, masked accounts, amounts and dates are made
up). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import payslips, timecard, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hi, you've reached Quillmark People Services. I can help with time off, pay, "
        "benefits, expenses and your employee record. What can I do for you today?"
    )


def session_pto(s):
    """A December vacation request (not sick time); then the Oct 31 half day cancelled."""
    greet(s)
    s.user(
        "Hi! I'd like to book some vacation over the holidays, and I also have a question "
        "about one of my existing requests. I'm Marisol Quintero, employee ID E 40218."
    )
    s.say("Happy to help, Marisol. To verify, please give me your date of birth.")
    s.user("7/19/1988")
    s.call(
        "verify_employee",
        {"employee_id": "E-40218", "name": "Marisol Quintero", "dob": "1988-07-19"},
        verified("E-40218"),
        facts={"employee_id": "E-40218", "employee": "Marisol Quintero", "manager": "Tobias Wren"},
    )
    s.call(
        "get_pto_balance",
        {"employee_id": "E-40218"},
        {
            "as_of": "2025-10-08",
            "vacation": {
                "balance_hours": 58.5,
                "scheduled_hours": 12.0,
                "available_hours": 46.5,
                "accrual_per_pay_period": 6.16,
            },
            "sick": {"available_hours": 31.0},
            "floating_holiday": {"available_days": 1, "expires": "2025-12-31"},
            "upcoming": [
                {
                    "request_id": "PTO-7731",
                    "type": "vacation",
                    "date": "2025-10-17",
                    "hours": 8.0,
                    "status": "approved",
                },
                {
                    "request_id": "PTO-7788",
                    "type": "vacation",
                    "date": "2025-10-31",
                    "hours": 4.0,
                    "part": "afternoon",
                    "status": "approved",
                },
            ],
            "approver": "Tobias Wren",
            "company_holidays": ["2025-11-27", "2025-11-28", "2025-12-25", "2026-01-01"],
        },
        facts={
            "pto_balance": {
                "vacation_balance": 58.5,
                "vacation_scheduled": 12.0,
                "vacation_available": 46.5,
                "sick_available": 31.0,
                "floating_holiday_days": 1,
            },
            "pto_requests": {
                "PTO-7731": {"date": "2025-10-17", "hours": 8.0, "status": "approved"},
                "PTO-7788": {"date": "2025-10-31", "hours": 4.0, "status": "approved"},
            },
        },
    )
    s.say(
        "Thanks, Marisol. Here's where you stand today:\n"
        "- Vacation: 58.5 hours, of which 12 are already booked: PTO-7731 (Friday, October "
        "17, 8 hours) and PTO-7788 (Friday, October 31, afternoon, 4 hours), both approved. "
        "That leaves 46.5 hours free.\n"
        "- Sick time: 31 hours\n"
        "- Floating holiday: 1 day, to be used by December 31\n\n"
        "Which dates would you like?"
    )
    s.user(
        "dec 22-24, the mon-wed before christmas. Take it from vacation, NOT my sick time, I'm "
        "keeping that for when the kids get sick.",
        facts={
            "pto_request": {
                "start_date": "2025-12-22",
                "end_date": "2025-12-24",
                "type": "vacation",
                "not_from": "sick",
            }
        },
    )
    s.say(
        "That's 3 days, 24 hours of vacation, which leaves 22.5 hours free. December 25 is a "
        "company holiday, but Friday the 26th is a regular workday. If you'd like the whole "
        "week off, you could use your floating holiday for the 26th; it expires December 31 "
        "anyway. Shall I add it?"
    )
    s.user(
        "No, just the three days. I'm saving the floating holiday, I might need it for "
        "something in November."
    )
    s.confirm(
        "Here's the request:\n"
        "- Vacation: Monday, December 22 to Wednesday, December 24, 2025 (3 days, 24 hours)\n"
        "- Taken from vacation, not sick time; 22.5 vacation hours stay free\n"
        "- Approver: Tobias Wren\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_pto_request",
                {
                    "employee_id": "E-40218",
                    "type": "vacation",
                    "start_date": "2025-12-22",
                    "end_date": "2025-12-24",
                    "hours": 24.0,
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "submit_pto_request",
        {
            "employee_id": "E-40218",
            "type": "vacation",
            "start_date": "2025-12-22",
            "end_date": "2025-12-24",
            "hours": 24.0,
        },
        {
            "request_id": "PTO-8102",
            "status": "pending_approval",
            "approver": "Tobias Wren",
            "type": "vacation",
            "start_date": "2025-12-22",
            "end_date": "2025-12-24",
            "hours": 24.0,
            "vacation_available_after": 22.5,
        },
        facts={"pto_request_id": "PTO-8102"},
    )
    s.say(
        "Submitted: PTO-8102, vacation December 22-24, 24 hours. It's now waiting for Tobias "
        "to approve it; it isn't approved until he signs off, and you'll get an email at "
        "m.quintero@example.net when he does. Your free vacation balance shows 22.5 hours. "
        "You mentioned a question about an existing request?"
    )
    s.boundary(
        "the Dec 22-24 vacation request PTO-8102 (24 h, vacation not sick) submitted and "
        "reported, pending Tobias Wren's approval; the floating holiday for Dec 26 suggested "
        "and declined"
    )
    s.user(
        "Yes, I need to cancel my friday off in october. the school moved the parent-teacher "
        "conference so I don't need it anymore."
    )
    s.confirm(
        "No problem. I'll cancel the Friday in October:\n"
        "- Cancel PTO-7731, vacation Friday, October 17 (8 hours)\n"
        "- The 8 hours go back to your vacation balance\n\n"
        "Shall I cancel it? (yes/no)",
        [("cancel_pto_request", {"employee_id": "E-40218", "request_id": "PTO-7731"})],
    )
    s.no(
        "No no, not the 17th! That's the long weekend at my mom's, keep that one. The "
        "conference was the afternoon of the 31st, the half day."
    )
    s.confirm(
        "Sorry about that. Updated:\n"
        "- Cancel PTO-7788, vacation Friday, October 31, afternoon (4 hours)\n"
        "- PTO-7731 on October 17 stays as it is\n"
        "- The 4 hours go back to your vacation balance\n\n"
        "Shall I cancel it? (yes/no)",
        [("cancel_pto_request", {"employee_id": "E-40218", "request_id": "PTO-7788"})],
    )
    s.yes("Yes, that one.")
    s.call(
        "cancel_pto_request",
        {"employee_id": "E-40218", "request_id": "PTO-7788"},
        {
            "request_id": "PTO-7788",
            "status": "cancelled",
            "hours_returned": 4.0,
            "vacation_available": 26.5,
        },
    )
    s.boundary(
        "the cancellation of PTO-7731 (Oct 17) rejected by her correction; PTO-7788 (Oct 31 "
        "afternoon, 4 h) cancelled, not reported yet; PTO-8102 still pending approval"
    )


def session_deposit(s):
    """A new bank split: the checking prenote fails; then savings only, Northbank kept."""
    greet(s)
    s.user(
        "hey, I switched banks and need my paycheck going to the new one. also want to start "
        "auto-saving some. Theo Marchetti, employee id 31907"
    )
    s.say(
        "Sure, Theo. To verify, please give me your date of birth and the last four digits of "
        "the phone number on your HR record."
    )
    s.user("feb 3 1990, 0148")
    s.call(
        "verify_employee",
        {
            "employee_id": "E-31907",
            "name": "Theo Marchetti",
            "dob": "1990-02-03",
            "phone_last4": "0148",
        },
        verified("E-31907"),
        facts={"employee_id": "E-31907", "employee": "Theo Marchetti"},
    )
    s.call(
        "get_direct_deposit",
        {"employee_id": "E-31907"},
        {
            "allocations": [
                {
                    "account_id": "DD-1",
                    "bank": "Northbank",
                    "type": "checking",
                    "masked": "****3306",
                    "allocation": "remainder (100%)",
                }
            ],
            "unverified_accounts": [
                {
                    "account_id": "DD-2",
                    "bank": "Tidewater Credit Union",
                    "type": "checking",
                    "masked": "****8841",
                    "entered": "2025-10-07",
                    "via": "secure bank form",
                },
                {
                    "account_id": "DD-3",
                    "bank": "Tidewater Credit Union",
                    "type": "savings",
                    "masked": "****5172",
                    "entered": "2025-10-07",
                    "via": "secure bank form",
                },
            ],
            "next_pay_date": "2025-10-10",
            "cutoff": "2025-10-07T17:00",
            "following_pay_date": "2025-10-24",
        },
        facts={
            "deposit_accounts": {
                "DD-1": "Northbank checking ****3306 (current, 100%)",
                "DD-2": "Tidewater Credit Union checking ****8841 (new)",
                "DD-3": "Tidewater Credit Union savings ****5172 (new)",
            },
            "pay_dates": {
                "next": "2025-10-10",
                "cutoff": "2025-10-07 17:00",
                "following": "2025-10-24",
            },
        },
    )
    s.say(
        "Thanks, Theo. Right now 100% of your pay goes to Northbank checking ****3306. I can "
        "also see the two accounts you entered in the secure bank form yesterday: Tidewater "
        "Credit Union checking ****8841 and Tidewater Credit Union savings ****5172. How would "
        "you like your pay divided?"
    )
    s.user(
        "$400 every paycheck into the Tidewater savings, everything else into the Tidewater "
        "checking. Northbank gets nothing, I'm closing that account.",
        facts={"deposit_plan": {"DD-3": 400.0, "DD-2": "remainder", "DD-1": "remove"}},
    )
    s.say(
        "Got it. One thing first: the cutoff for this Friday's paycheck (October 10) was "
        "yesterday at 5 pm, so that one still goes 100% to Northbank ****3306. Your new split "
        "would start with the October 24 paycheck. Please don't close Northbank until the "
        "October 10 deposit has landed."
    )
    s.user("ugh, fine. I wasn't going to close it before the end of the month anyway.")
    s.confirm(
        "Here's the change:\n"
        "- $400.00 per paycheck to Tidewater Credit Union savings ****5172\n"
        "- The rest of each paycheck to Tidewater Credit Union checking ****8841\n"
        "- Northbank checking ****3306 removed\n"
        "- Starts with the October 24 paycheck (October 10 still goes to Northbank)\n"
        "- We first send a $0.00 test deposit (prenote) to each new account\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "update_direct_deposit",
                {
                    "employee_id": "E-31907",
                    "allocations": [
                        {"account_id": "DD-3", "amount": 400.0},
                        {"account_id": "DD-2", "amount": "remainder"},
                    ],
                    "remove": ["DD-1"],
                    "effective_pay_date": "2025-10-24",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "update_direct_deposit",
        {
            "employee_id": "E-31907",
            "allocations": [
                {"account_id": "DD-3", "amount": 400.0},
                {"account_id": "DD-2", "amount": "remainder"},
            ],
            "remove": ["DD-1"],
            "effective_pay_date": "2025-10-24",
        },
        {
            "error": "PRENOTE_REJECTED",
            "message": (
                "Tidewater Credit Union returned the prenote to checking ****8841 with R03 (no "
                "account / unable to locate account). No change was made: 100% of pay still "
                "goes to Northbank checking ****3306."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed split ($400 to Tidewater savings, the rest to Tidewater checking, "
        "Northbank removed) returned an error (prenote R03; ledger: executed); not reported yet"
    )
    s.say(
        "I'm sorry, the change didn't go through. Tidewater returned the test deposit to "
        "checking ****8841 as 'no account / unable to locate account', so nothing was changed: "
        "your pay still goes 100% to Northbank ****3306. Usually that means a digit of the "
        "account number was mistyped in the form, or the account isn't open for deposits yet. "
        "You can re-enter the checking account in the secure bank form once you've checked it. "
        "I can set up the $400 to savings right away if you like."
    )
    s.user(
        "weird, I opened it last week. I'll call Tidewater. but yes do the $400 to savings now, "
        "and keep the rest going to Northbank until I sort the checking out. don't remove "
        "Northbank.",
        facts={
            "deposit_plan": {
                "DD-3": 400.0,
                "DD-1": "remainder",
                "DD-2": "not yet (prenote rejected)",
            }
        },
    )
    s.confirm(
        "To confirm:\n"
        "- $400.00 per paycheck to Tidewater Credit Union savings ****5172\n"
        "- The rest of each paycheck stays with Northbank checking ****3306\n"
        "- Tidewater checking ****8841 not used for now\n"
        "- Starts with the October 24 paycheck\n"
        "- A $0.00 prenote goes to the savings account first\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "update_direct_deposit",
                {
                    "employee_id": "E-31907",
                    "allocations": [
                        {"account_id": "DD-3", "amount": 400.0},
                        {"account_id": "DD-1", "amount": "remainder"},
                    ],
                    "remove": [],
                    "effective_pay_date": "2025-10-24",
                },
            )
        ],
    )
    s.yes("yep go ahead")
    s.boundary(
        "the failed split reported; the user said yes to $400 to Tidewater savings with the "
        "rest staying at Northbank (from Oct 24), no call yet"
    )


def session_payslip(s):
    """A missing day on the Sep 26 payslip: the correction, then an off-cycle deposit."""
    greet(s)
    s.user(
        "my last check was short, I think I'm missing a whole day. Gustavo Reyes, warehouse, "
        "badge 18842"
    )
    s.say(
        "Sorry about that, Gustavo, let's take a look. To verify, what's your date of birth "
        "and your home zip code?"
    )
    s.user("5-11-83, 89502")
    s.call(
        "verify_employee",
        {"employee_id": "E-18842", "name": "Gustavo Reyes", "dob": "1983-05-11", "zip": "89502"},
        verified("E-18842"),
        facts={"employee_id": "E-18842", "employee": "Gustavo Reyes", "manager": "Renée Calloway"},
    )
    s.call(
        "list_payslips",
        {"employee_id": "E-18842", "count": 2},
        payslips("E-18842"),
        facts={
            "payslips": {
                "PS-2025-19-18842": {
                    "pay_date": "2025-09-26",
                    "regular_hours": 72.0,
                    "gross": 1785.6,
                    "net": 1391.22,
                },
                "PS-2025-18-18842": {
                    "pay_date": "2025-09-12",
                    "regular_hours": 80.0,
                    "gross": 1984.0,
                    "net": 1536.9,
                },
            }
        },
    )
    s.call(
        "get_timecard",
        {"employee_id": "E-18842", "period": "2025-09-07/2025-09-20"},
        timecard("E-18842", "2025-09-07/2025-09-20"),
        facts={
            "timecard": {
                "date": "2025-09-15",
                "hours": 8.0,
                "issue": "missed punch-out, not approved before the cutoff",
                "attested": "2025-09-24",
            }
        },
    )
    s.say(
        "Found it. Your September 26 paycheck (period September 7-20) paid 72 regular hours "
        "at $24.80, $1,785.60 gross, but your timecard has 80. The missing 8 hours are Monday, "
        "September 15: there was a missed punch-out, and Renée Calloway signed off on the "
        "shift on September 24, the day after the payroll cutoff, so it wasn't paid. Your "
        "September 12 paycheck paid the full 80 hours, so that one's fine.\n\n"
        "I can submit a correction for the 8 hours: 8 × $24.80 = $198.40 gross. It can be paid "
        "with your next regular paycheck on October 10, or as a separate off-cycle direct "
        "deposit this Friday, October 3. Adding it to the October 10 paycheck is the simplest."
    )
    s.user(
        "this friday please, the separate one. rent's due. and yeah the 12th was fine, it's "
        "just the 26th.",
        facts={"payout": {"how": "off-cycle", "date": "2025-10-03"}},
    )
    s.confirm(
        "First the correction:\n"
        "- Payslip PS-2025-19-18842 (paid September 26, period September 7-20)\n"
        "- Add 8.0 regular hours for Monday, September 15, at $24.80/hour = $198.40 gross\n\n"
        "Shall I submit the correction? (yes/no)",
        [
            (
                "submit_payslip_correction",
                {
                    "employee_id": "E-18842",
                    "payslip_id": "PS-2025-19-18842",
                    "date": "2025-09-15",
                    "hours": 8.0,
                    "rate": 24.8,
                    "gross": 198.4,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "submit_payslip_correction",
        {
            "employee_id": "E-18842",
            "payslip_id": "PS-2025-19-18842",
            "date": "2025-09-15",
            "hours": 8.0,
            "rate": 24.8,
            "gross": 198.4,
        },
        {
            "correction_id": "COR-55917",
            "status": "accepted",
            "payslip_id": "PS-2025-19-18842",
            "hours": 8.0,
            "gross": 198.4,
            "pay_with": "unassigned",
        },
        facts={"correction_id": "COR-55917"},
    )
    s.call(
        "get_direct_deposit",
        {"employee_id": "E-18842"},
        {
            "allocations": [
                {
                    "account_id": "DD-1",
                    "bank": "High Desert FCU",
                    "type": "checking",
                    "masked": "****2290",
                    "allocation": "remainder (100%)",
                }
            ]
        },
        facts={"deposit_accounts": {"DD-1": "High Desert FCU checking ****2290 (100%)"}},
    )
    s.confirm(
        "Correction COR-55917 is accepted. Now the payment:\n"
        "- Off-cycle payment for COR-55917: $198.40 gross, with the usual tax withholding "
        "(roughly $150 net)\n"
        "- Direct deposit to your High Desert FCU checking ****2290 on Friday, October 3\n\n"
        "Shall I issue it? (yes/no)",
        [
            (
                "issue_off_cycle_payment",
                {
                    "employee_id": "E-18842",
                    "correction_id": "COR-55917",
                    "gross": 198.4,
                    "pay_date": "2025-10-03",
                    "method": "direct_deposit",
                    "account_id": "DD-1",
                },
            )
        ],
    )
    s.boundary(
        "the 8-hour correction COR-55917 ($198.40 gross) executed and reported; the off-cycle "
        "deposit on Oct 3 proposed and pending; the Sep 12 payslip is fine"
    )
    s.yes("yes send it")
    s.call(
        "issue_off_cycle_payment",
        {
            "employee_id": "E-18842",
            "correction_id": "COR-55917",
            "gross": 198.4,
            "pay_date": "2025-10-03",
            "method": "direct_deposit",
            "account_id": "DD-1",
        },
        {
            "payment_id": "OCP-30218",
            "status": "scheduled",
            "pay_date": "2025-10-03",
            "gross": 198.4,
            "taxes": {"federal_income": 32.15, "social_security": 12.3, "medicare": 2.88},
            "net": 151.07,
            "deposit_to": "High Desert FCU checking ****2290",
        },
        facts={
            "payment_id": "OCP-30218",
            "payout": {"how": "off-cycle", "date": "2025-10-03", "gross": 198.4, "net": 151.07},
        },
    )
    s.boundary(
        "the off-cycle payment OCP-30218 (gross $198.40, net $151.07, Oct 3 to ****2290) "
        "executed, not reported yet"
    )


def session_expense(s):
    """A client dinner claim submitted; the returned conference claim left alone."""
    greet(s)
    s.user(
        "Hi, two expense things. I need to file a client dinner from Tuesday, and my "
        "conference claim from last month got kicked back. Hyun-woo Park, E-52660."
    )
    s.say("Sure, Hyun-woo. To verify, please confirm your work email and your date of birth.")
    s.user("hpark@example.net, 12/8/86")
    s.call(
        "verify_employee",
        {
            "employee_id": "E-52660",
            "name": "Hyun-woo Park",
            "email": "hpark@example.net",
            "dob": "1986-12-08",
        },
        verified("E-52660"),
        facts={"employee_id": "E-52660", "employee": "Hyun-woo Park", "manager": "Sunita Rao"},
    )
    s.call(
        "list_expense_claims",
        {"employee_id": "E-52660", "status": "open"},
        {
            "claims": [
                {
                    "claim_id": "EXP-30417",
                    "title": "FieldSense Expo, Denver (Sep 8-11)",
                    "submitted": "2025-09-16",
                    "total": 1342.85,
                    "status": "returned",
                    "returned_on": "2025-09-22",
                    "reasons": [
                        "hotel receipt missing",
                        "hotel over nightly limit: $289.00/night vs $225.00 limit, 3 nights",
                    ],
                    "approver": "Sunita Rao",
                }
            ]
        },
        facts={
            "expense_claims": {
                "EXP-30417": {
                    "what": "FieldSense Expo, Denver",
                    "total": 1342.85,
                    "status": "returned",
                    "why": "hotel receipt missing; hotel $289/night over the $225 limit",
                }
            }
        },
    )
    s.say(
        "Thanks, Hyun-woo. EXP-30417 (FieldSense Expo, Denver, $1,342.85) was returned on "
        "September 22 for two reasons: the hotel receipt is missing, and the hotel was $289.00 "
        "a night against the $225.00 nightly limit. Once you upload the hotel folio it can be "
        "resubmitted, but the part over the limit ($64.00 × 3 nights = $192.00) won't be "
        "reimbursed unless your VP approves an exception. I can file an exception request for "
        "you if you want. What about the dinner?"
    )
    s.user(
        "Don't bother with the exception, I'll eat the $192. I'll upload the folio myself "
        "tonight from the app. The dinner was Tuesday at Harbor & Vine, $212.40 with tip, 4 of "
        "us: me and 3 people from Delmont Medical. I have a photo of the receipt.",
        facts={
            "expense": {
                "date": "2025-10-07",
                "merchant": "Harbor & Vine",
                "amount": 212.4,
                "people": 4,
            }
        },
    )
    s.call(
        "get_expense_policy",
        {"category": "client_meal"},
        {
            "category": "client_meal",
            "per_person_limit": 75.0,
            "receipt_required_over": 25.0,
            "attendee_names_required": True,
            "reimbursed": "with the next regular paycheck after manager approval",
        },
        facts={
            "expense_policy": {
                "per_person_limit": 75.0,
                "reimbursed": "next regular paycheck after manager approval",
            }
        },
    )
    s.say(
        "$212.40 for 4 people is $53.10 per person, under the $75.00 per-person limit for "
        "client meals. I just need the names of your three guests and the business purpose."
    )
    s.user(
        "Dana Whitcomb, Raj Menon and Colleen Asher, all from Delmont Medical. Purpose: Q4 "
        "contract renewal."
    )
    s.confirm(
        "Here's the claim:\n"
        "- Client meal, Tuesday, October 7, 2025, Harbor & Vine: $212.40 (4 people, $53.10 "
        "per person)\n"
        "- Guests: Dana Whitcomb, Raj Menon, Colleen Asher (Delmont Medical)\n"
        "- Purpose: Q4 contract renewal\n"
        "- Receipt: I'll email you an upload link for the photo\n"
        "- Approver: Sunita Rao; reimbursed with your next regular paycheck after she approves\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_expense_claim",
                {
                    "employee_id": "E-52660",
                    "category": "client_meal",
                    "date": "2025-10-07",
                    "merchant": "Harbor & Vine",
                    "amount": 212.4,
                    "attendees": [
                        "Hyun-woo Park",
                        "Dana Whitcomb",
                        "Raj Menon",
                        "Colleen Asher",
                    ],
                    "purpose": "Q4 contract renewal, Delmont Medical",
                    "receipt": "upload_link",
                },
            )
        ],
    )
    s.yes("Yes, submit it.")
    s.call(
        "submit_expense_claim",
        {
            "employee_id": "E-52660",
            "category": "client_meal",
            "date": "2025-10-07",
            "merchant": "Harbor & Vine",
            "amount": 212.4,
            "attendees": ["Hyun-woo Park", "Dana Whitcomb", "Raj Menon", "Colleen Asher"],
            "purpose": "Q4 contract renewal, Delmont Medical",
            "receipt": "upload_link",
        },
        {
            "claim_id": "EXP-30562",
            "status": "submitted",
            "approver": "Sunita Rao",
            "amount": 212.4,
            "receipt": "awaiting upload",
            "upload_link_sent_to": "hpark@example.net",
        },
        facts={"expense_claim_id": "EXP-30562"},
    )
    s.say(
        "Done: claim EXP-30562 for $212.40 is submitted to Sunita Rao. I've emailed the "
        "receipt upload link to hpark@example.net; she can't approve it until the photo is "
        "attached. Once she approves, it's paid with your next regular paycheck. EXP-30417 "
        "stays returned until you upload the hotel folio, and I haven't filed an exception "
        "request, as you asked."
    )
    s.boundary(
        "the client dinner claim EXP-30562 ($212.40) submitted and reported, awaiting the "
        "receipt upload and Sunita Rao's approval; EXP-30417 untouched (returned); the "
        "exception request offered and declined"
    )


SCRIPTS = {
    "pto": session_pto,
    "deposit": session_deposit,
    "payslip": session_payslip,
    "expense": session_expense,
}
