"""Session scripts, part 3: two taxi rides from the card, a reimbursement to the bank, a
withdrawn trip.

Each script plays one invented session with the expenses desk of Corvell Engineering
(employees, ids, projects, reports, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import employee
from sessions_a import greet


def session_taxis(s):
    """A report built from only the two taxi rides on the card; its submission fails for a
    missing receipt; the receipt and the resubmission approved."""
    greet(s)
    s.user(
        "can you make a report with only the two taxi rides from last week on my card? the "
        "rest is personal stuff, I'll deal with that myself. yusuf adeyemi, 30117"
    )
    s.call(
        "lookup_employee",
        {"employee_id": "E-30117"},
        employee("E-30117"),
        facts={
            "employee_id": "E-30117",
            "employee": "Yusuf Adeyemi",
            "manager": "Anika Vastrup",
            "cost_center": "CC-4310",
        },
    )
    s.call(
        "get_card_transactions",
        {"employee_id": "E-30117", "since": "2026-03-02", "status": "unclaimed"},
        {
            "card": "Corvell Visa ****5049",
            "transactions": [
                {
                    "transaction_id": "CT-885301",
                    "date": "2026-03-02",
                    "merchant": "Metrocab",
                    "amount": 27.8,
                    "e_receipt": True,
                },
                {
                    "transaction_id": "CT-885309",
                    "date": "2026-03-02",
                    "merchant": "Harbourside Grill",
                    "amount": 64.15,
                    "e_receipt": False,
                },
                {
                    "transaction_id": "CT-885317",
                    "date": "2026-03-03",
                    "merchant": "Metrocab",
                    "amount": 31.4,
                    "e_receipt": False,
                },
                {
                    "transaction_id": "CT-885322",
                    "date": "2026-03-04",
                    "merchant": "Fuelstop",
                    "amount": 48.9,
                    "e_receipt": False,
                },
            ],
            "personal_charges": "to be repaid within 30 days, by payroll deduction or transfer",
        },
        facts={
            "card_transactions": {
                "CT-885301": {"date": "2026-03-02", "amount": 27.8, "what": "Metrocab"},
                "CT-885309": {"date": "2026-03-02", "amount": 64.15, "what": "Harbourside Grill"},
                "CT-885317": {"date": "2026-03-03", "amount": 31.4, "what": "Metrocab"},
                "CT-885322": {"date": "2026-03-04", "amount": 48.9, "what": "Fuelstop"},
            }
        },
    )
    s.say(
        "Thanks, Yusuf. On your Corvell Visa ****5049 there are four unclaimed charges since "
        "March 2: two Metrocab rides, CT-885301 on March 2 ($27.80) and CT-885317 on March 3 "
        "($31.40), plus Harbourside Grill ($64.15, March 2) and Fuelstop ($48.90, March 4). "
        "Which project should the taxis go to? Also, personal charges on the card must be "
        "repaid within 30 days; I can set up a payroll deduction for the $113.05 now if you "
        "like."
    )
    s.user(
        "orchard line. and no payroll deduction, I'll transfer it back myself",
        facts={
            "report_request": {
                "transactions": ["CT-885301", "CT-885317"],
                "project": "PRJ-4402",
                "personal": "repaid by his own transfer, no payroll deduction",
            }
        },
    )
    s.confirm(
        "Here's the report:\n"
        "- New report from two card charges, both on PRJ-4402 Orchard Line:\n"
        "  - CT-885301, Metrocab, March 2, 2026, $27.80\n"
        "  - CT-885317, Metrocab, March 3, 2026, $31.40\n"
        "- Total $59.20, then submitted to Anika Vastrup\n"
        "- CT-885309 and CT-885322 left off; no payroll deduction\n\n"
        "Shall I create and submit it? (yes/no)",
        [
            (
                "create_report_from_card",
                {
                    "employee_id": "E-30117",
                    "transactions": ["CT-885301", "CT-885317"],
                    "project": "PRJ-4402",
                },
            ),
            ("submit_expense_report", {"report_id": "new", "approver": "Anika Vastrup"}),
        ],
    )
    s.yes("yes")
    s.call(
        "create_report_from_card",
        {
            "employee_id": "E-30117",
            "transactions": ["CT-885301", "CT-885317"],
            "project": "PRJ-4402",
        },
        {
            "report_id": "ER-70480",
            "status": "draft",
            "lines": [
                {
                    "line_id": "LN-5702",
                    "transaction_id": "CT-885301",
                    "amount": 27.8,
                    "receipt": "e-receipt",
                },
                {
                    "line_id": "LN-5703",
                    "transaction_id": "CT-885317",
                    "amount": 31.4,
                    "receipt": None,
                },
            ],
            "total": 59.2,
        },
        facts={"new_report_id": "ER-70480"},
    )
    s.call(
        "submit_expense_report",
        {"report_id": "new", "approver": "Anika Vastrup"},
        {
            "error": "receipt_missing",
            "message": (
                "ER-70480 cannot be submitted: LN-5703 (CT-885317, $31.40) needs a receipt "
                "(required from $25.00)."
            ),
            "report_id": "ER-70480",
            "report_status": "draft",
        },
        error=True,
    )
    s.boundary(
        "ER-70480 created from CT-885301 and CT-885317 ($59.20, PRJ-4402), executed; its "
        "submission failed (no receipt on LN-5703, $31.40), neither reported yet; the payroll "
        "deduction offered and declined; the two personal charges left off"
    )
    s.say(
        "The report is created: ER-70480, $59.20 on PRJ-4402, with LN-5702 (CT-885301) and "
        "LN-5703 (CT-885317). But it couldn't be submitted: the March 3 ride, LN-5703 "
        "($31.40), has no receipt, and one is needed from $25.00. Metrocab emails receipts; "
        "if you upload it I'll attach it and submit. ER-70480 is a draft until then."
    )
    s.user("found it in my email, uploaded it now: metrocab_0303.pdf")
    s.call(
        "check_upload",
        {"employee_id": "E-30117", "file": "metrocab_0303.pdf"},
        {
            "file_id": "UP-88307",
            "file": "metrocab_0303.pdf",
            "merchant": "Metrocab",
            "date": "2026-03-03",
            "total": 31.4,
            "readable": True,
        },
        facts={"upload": {"UP-88307": {"merchant": "Metrocab", "total": 31.4}}},
    )
    s.confirm(
        "It matches: Metrocab, March 3, $31.40. Here's what I'll do:\n"
        "- Attach UP-88307 (metrocab_0303.pdf) to LN-5703 on ER-70480\n"
        "- Submit ER-70480 ($59.20) to Anika Vastrup\n\n"
        "Shall I go ahead? (yes/no)",
        [
            (
                "attach_receipt",
                {"report_id": "ER-70480", "line_id": "LN-5703", "file_id": "UP-88307"},
            ),
            ("submit_expense_report", {"report_id": "ER-70480", "approver": "Anika Vastrup"}),
        ],
    )
    s.yes("yep go ahead")
    s.boundary(
        "attaching UP-88307 to LN-5703 and submitting ER-70480 approved by his yes, no call "
        "yet; the earlier submission failed and was reported; the personal charges are his "
        "to repay by transfer"
    )


def session_payout(s):
    """Reimbursement to the new bank account, not payroll (the old account rejected); the
    advance netted."""
    greet(s)
    s.user(
        "my report ER-70391 got approved, I want it paid to my bank account, not with "
        "payroll. also I thought the advance was already paid back?? hollis grant"
    )
    s.call(
        "get_reimbursement",
        {"report_id": "ER-70391"},
        {
            "report_id": "ER-70391",
            "employee_id": "E-12054",
            "employee": "Hollis Grant",
            "status": "approved_by_manager",
            "approved_by": "Ruth Calloway",
            "report_total": 1142.6,
            "advance_netted": {"advance_id": "ADV-0944", "amount": 500.0, "issued": "2026-02-09"},
            "net_reimbursement": 642.6,
            "method": "payroll",
            "next_payroll": "2026-03-27",
            "bank_on_file": "Halden Credit Union ****3318",
            "next_bank_run": "2026-03-20",
        },
        facts={
            "employee_id": "E-12054",
            "employee": "Hollis Grant",
            "report_id": "ER-70391",
            "reimbursement": {
                "total": 1142.6,
                "advance": {"ADV-0944": 500.0},
                "net": 642.6,
                "method": "payroll",
            },
        },
    )
    s.say(
        "Hi Hollis. ER-70391 ($1,142.60) was approved by Ruth Calloway. Your February advance "
        "ADV-0944 ($500.00) hasn't been repaid yet: it's netted on this report, which is how "
        "it gets settled, so you'll receive $642.60. It's set to be paid with payroll on "
        "March 27; by bank transfer it goes in the March 20 run."
    )
    s.user("can you not net it? pay me the whole 1142.60 and I'll pay the 500 back separately")
    s.confirm(
        "I'm sorry, I can't: an open advance is always netted on the trip's report, so the "
        "payment is $642.60. Here's the change of method:\n"
        "- ER-70391: $642.60 by bank transfer to Halden Credit Union ****3318, in the March "
        "20 run, instead of payroll on March 27\n\n"
        "Shall I change it? (yes/no)",
        [
            (
                "set_reimbursement_method",
                {"report_id": "ER-70391", "method": "bank_transfer", "account": "****3318"},
            )
        ],
    )
    s.no(
        "no not that one, I closed it. use the new account ending 7740, added it last week",
        facts={
            "payout_request": {"method": "bank_transfer", "account": "****7740", "not": "****3318"}
        },
    )
    s.call(
        "get_bank_accounts",
        {"employee_id": "E-12054"},
        {
            "accounts": [
                {
                    "account": "Halden Credit Union ****3318",
                    "status": "closed by the holder",
                    "added": "2023-05-11",
                },
                {
                    "account": "Fenwick Savings ****7740",
                    "status": "verified",
                    "added": "2026-03-04",
                },
            ]
        },
        facts={
            "bank_accounts": {
                "****3318": {"bank": "Halden Credit Union", "status": "closed"},
                "****7740": {"bank": "Fenwick Savings", "status": "verified"},
            }
        },
    )
    s.confirm(
        "Right, ****3318 is marked closed; nothing has changed. Fenwick Savings ****7740 is "
        "verified. Here's the corrected change:\n"
        "- ER-70391: $642.60 ($1,142.60 less ADV-0944's $500.00) by bank transfer to Fenwick "
        "Savings ****7740, in the Friday, March 20 run, instead of payroll\n\n"
        "Shall I change it? (yes/no)",
        [
            (
                "set_reimbursement_method",
                {"report_id": "ER-70391", "method": "bank_transfer", "account": "****7740"},
            )
        ],
    )
    s.yes("yes that one")
    s.call(
        "set_reimbursement_method",
        {"report_id": "ER-70391", "method": "bank_transfer", "account": "****7740"},
        {
            "report_id": "ER-70391",
            "method": "bank_transfer",
            "account": "Fenwick Savings ****7740",
            "amount": 642.6,
            "advance_settled": {"advance_id": "ADV-0944", "amount": 500.0},
            "status": "queued_for_payment_run",
            "payment_run": "2026-03-20",
            "note": "finance releases the run; payment date not guaranteed until released",
        },
    )
    s.say(
        "Done: ER-70391 will be paid by bank transfer to Fenwick Savings ****7740, $642.60, "
        "queued for the March 20 payment run. It isn't paid yet: finance releases the run. "
        "ADV-0944's $500.00 is settled through the netting, so you don't owe anything back."
    )
    s.user("ok. do I get an email when the money actually goes out?")
    s.boundary(
        "the change to ****3318 rejected by his correction (closed account); the bank "
        "transfer of $642.60 to ****7740 executed and reported, queued for the March 20 run, "
        "not paid; not netting the advance asked for and refused; his question open"
    )


def session_trips(s):
    """One of two approved trips withdrawn; the travel desk cancels its bookings; the other
    trip kept."""
    greet(s)
    s.user(
        "the Ambervale client visit on the 24th is off, the client postponed. can you cancel "
        "my travel approval for it? NOT the port halloran one in april, that's still on. "
        "ingrid.maalouf@example.com"
    )
    s.call(
        "lookup_employee",
        {"email": "ingrid.maalouf@example.com"},
        employee("E-24406"),
        facts={
            "employee_id": "E-24406",
            "employee": "Ingrid Maalouf",
            "manager": "Colm Pryor",
            "cost_center": "CC-4120",
        },
    )
    s.call(
        "get_travel_requests",
        {"employee_id": "E-24406", "status": "approved"},
        {
            "requests": [
                {
                    "request_id": "TR-11802",
                    "trip": "Ambervale, client visit",
                    "dates": "2026-03-24 to 2026-03-26",
                    "status": "approved",
                    "bookings": [
                        {
                            "booking_id": "BK-60215",
                            "what": "Corrigan Air, round trip",
                            "amount": 289.0,
                            "refundable": False,
                        },
                        {
                            "booking_id": "BK-60216",
                            "what": "Millrace Hotel, 2 nights",
                            "amount": 318.0,
                            "refundable": True,
                            "free_cancellation_until": "2026-03-22",
                        },
                    ],
                },
                {
                    "request_id": "TR-11810",
                    "trip": "Port Halloran, Halyard design workshop",
                    "dates": "2026-04-07 to 2026-04-09",
                    "status": "approved",
                    "bookings": [],
                },
            ]
        },
        facts={
            "travel_requests": {
                "TR-11802": {"trip": "Ambervale", "dates": "2026-03-24 to 2026-03-26"},
                "TR-11810": {"trip": "Port Halloran", "dates": "2026-04-07 to 2026-04-09"},
            }
        },
    )
    s.say(
        "Thanks, Ingrid. You have two approved trips: TR-11802, Ambervale, March 24-26, and "
        "TR-11810, Port Halloran, April 7-9. TR-11802 has two bookings: the Millrace Hotel "
        "(BK-60216, $318.00, free cancellation until March 22) and a non-refundable Corrigan "
        "Air round trip (BK-60215, $289.00). If I withdraw TR-11802, the travel desk cancels "
        "them: the hotel is refunded in full, the flight becomes a $289.00 airline credit in "
        "your name. If the client has only postponed, I'd suggest changing TR-11802's dates "
        "instead, once there's a new date, so the flight credit isn't needed."
    )
    s.user(
        "no, withdraw it, there's no new date. and don't do anything with the flight credit, "
        "I'll use it for the april trip myself",
        facts={"withdraw_request": {"withdraw": "TR-11802", "keep": "TR-11810"}},
    )
    s.confirm(
        "Here's the withdrawal:\n"
        "- Withdraw TR-11802 (Ambervale, March 24-26, 2026)\n"
        "- The travel desk cancels BK-60216 (hotel, $318.00, refunded) and BK-60215 (flight, "
        "non-refundable: $289.00 airline credit in your name, left for you to use)\n"
        "- TR-11810 (Port Halloran, April 7-9) is not touched\n\n"
        "Shall I withdraw it? (yes/no)",
        [
            (
                "withdraw_travel_request",
                {"employee_id": "E-24406", "request_id": "TR-11802", "reason": "client postponed"},
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "withdraw_travel_request",
        {"employee_id": "E-24406", "request_id": "TR-11802", "reason": "client postponed"},
        {
            "request_id": "TR-11802",
            "status": "withdrawn",
            "bookings": [
                {
                    "booking_id": "BK-60216",
                    "status": "cancellation_requested",
                    "by": "travel desk",
                    "refund": 318.0,
                },
                {
                    "booking_id": "BK-60215",
                    "status": "cancellation_requested",
                    "by": "travel desk",
                    "credit": 289.0,
                },
            ],
            "travel_desk_confirms_within": "1 business day",
        },
    )
    s.say(
        "Done: TR-11802 is withdrawn. The travel desk has the two cancellations to carry out, "
        "which they confirm within 1 business day: the hotel BK-60216 ($318.00, to be "
        "refunded) and the flight BK-60215 (to become a $289.00 credit in your name). "
        "TR-11810 for April is unchanged."
    )
    s.user("thanks. will the credit show up somewhere I can see it?")
    s.boundary(
        "TR-11802 withdrawn (executed, reported); the travel desk's cancellations of BK-60216 "
        "($318.00 refund) and BK-60215 ($289.00 credit) requested, not done; TR-11810 kept; "
        "changing dates suggested and declined; her question open"
    )


SCRIPTS = {"taxis": session_taxis, "payout": session_payout, "trips": session_trips}
