"""Session scripts, part 2: travel pre-approval and advance, a returned report, a foreign
meal.

Each script plays one invented session with the expenses desk of Corvell Engineering
(employees, ids, projects, reports, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import employee, policy
from sessions_a import greet


def session_travel(s):
    """A trip pre-approval submitted to the manager; the cash advance fails (an open one)."""
    greet(s)
    s.user(
        "I need pre-approval for the kestrow light rail workshop, april 14-16. flight + "
        "hotel. and can I get a cash advance this time? my card limit was a problem last trip. "
        "tobias wren, E 27741"
    )
    s.call(
        "lookup_employee",
        {"employee_id": "E-27741"},
        employee("E-27741"),
        facts={
            "employee_id": "E-27741",
            "employee": "Tobias Wren",
            "manager": "Anika Vastrup",
            "cost_center": "CC-4310",
        },
    )
    s.call(
        "get_travel_estimates",
        {
            "employee_id": "E-27741",
            "destination": "Kestrow",
            "from": "2026-04-13",
            "to": "2026-04-16",
        },
        {
            "destination": "Kestrow",
            "flights": [
                {
                    "option": "FL-1",
                    "carrier": "Corrigan Air",
                    "out": "2026-04-13T07:10",
                    "back": "2026-04-16T18:40",
                    "fare": 412.0,
                    "refundable": True,
                },
                {
                    "option": "FL-2",
                    "carrier": "Corrigan Air",
                    "out": "2026-04-13T10:45",
                    "back": "2026-04-16T18:40",
                    "fare": 356.0,
                    "refundable": False,
                },
            ],
            "hotel": {"name": "Harbour Lane Hotel, Kestrow", "rate": 176.0, "cap": 190.0},
            "meal_per_diem": policy("meal_per_diem_domestic")["meal_per_diem_domestic"],
            "pre_approval": "the manager approves; the travel desk books only after approval",
            "project": "PRJ-4402",
        },
        facts={
            "travel_options": {
                "FL-1": {"out": "2026-04-13T07:10", "fare": 412.0, "refundable": True},
                "FL-2": {"out": "2026-04-13T10:45", "fare": 356.0, "refundable": False},
                "hotel_rate": 176.0,
                "per_diem": 75.0,
            }
        },
    )
    s.say(
        "Thanks, Tobias. The workshop is on Orchard Line (PRJ-4402). If you fly out the day "
        "before, Monday, April 13, and back Thursday, April 16, there are two Corrigan Air "
        "options: FL-1 at 7:10 am, $412.00, refundable, and FL-2 at 10:45 am, $356.00, "
        "non-refundable. The Harbour Lane Hotel is $176.00 a night (the cap is $190.00), and "
        "meals are $75.00 a day per diem. Client dates do move, so I'd suggest the refundable "
        "FL-1 as your first choice. Pre-approval goes to your manager, Anika Vastrup; the "
        "travel desk books only after she approves. How much of an advance would you like?"
    )
    s.user(
        "no, put the cheaper one first, the 7:10 only as backup. out on the 13th, back the "
        "16th, 3 nights. advance 400 bucks",
        facts={
            "trip_request": {
                "flight_order": ["FL-2", "FL-1"],
                "dates": "2026-04-13 to 2026-04-16",
                "nights": 3,
                "advance": 400.0,
            }
        },
    )
    s.confirm(
        "Here's what I'll submit:\n"
        "1. Travel pre-approval, Kestrow Light Rail workshop, PRJ-4402:\n"
        "   - Monday, April 13 to Thursday, April 16, 2026 (3 nights)\n"
        "   - Flight: first choice FL-2 (10:45 am, $356.00, non-refundable), backup FL-1 "
        "(7:10 am, $412.00)\n"
        "   - Harbour Lane Hotel, 3 x $176.00 = $528.00; meals 4 x $75.00 = $300.00\n"
        "   - Estimate $1,184.00, to Anika Vastrup for approval\n"
        "2. A cash advance of $400.00 against this trip\n\n"
        "Shall I submit both? (yes/no)",
        [
            (
                "submit_travel_request",
                {
                    "employee_id": "E-27741",
                    "project": "PRJ-4402",
                    "depart": "2026-04-13",
                    "return": "2026-04-16",
                    "flights": ["FL-2", "FL-1"],
                    "hotel_nights": 3,
                    "estimate": 1184.0,
                },
            ),
            (
                "request_cash_advance",
                {"employee_id": "E-27741", "trip": "Kestrow 2026-04-13", "amount": 400.0},
            ),
        ],
    )
    s.yes("yes both")
    s.call(
        "submit_travel_request",
        {
            "employee_id": "E-27741",
            "project": "PRJ-4402",
            "depart": "2026-04-13",
            "return": "2026-04-16",
            "flights": ["FL-2", "FL-1"],
            "hotel_nights": 3,
            "estimate": 1184.0,
        },
        {
            "request_id": "TR-11845",
            "status": "pending_manager_approval",
            "approver": "Anika Vastrup",
            "estimate": 1184.0,
            "flights_in_order": ["FL-2", "FL-1"],
            "booking": "the travel desk books after approval",
        },
        facts={"travel_request_id": "TR-11845"},
    )
    s.call(
        "request_cash_advance",
        {"employee_id": "E-27741", "trip": "Kestrow 2026-04-13", "amount": 400.0},
        {
            "error": "advance_blocked",
            "message": (
                "Advance ADV-0917 ($300.00, issued 2026-01-12) is still open; it must be "
                "settled on an expense report before a new advance is issued."
            ),
            "open_advance": {"advance_id": "ADV-0917", "amount": 300.0, "issued": "2026-01-12"},
        },
        error=True,
        facts={"advance": {"ADV-0917": {"amount": 300.0, "issued": "2026-01-12", "open": True}}},
    )
    s.boundary(
        "TR-11845 submitted, pending Anika Vastrup's approval (FL-2 first, FL-1 backup), not "
        "reported yet; the $400.00 advance call failed (ADV-0917, $300.00, still open), not "
        "reported; the refundable FL-1 first suggested and declined"
    )
    s.call(
        "get_reports",
        {"employee_id": "E-27741", "status": "draft"},
        {
            "reports": [
                {
                    "report_id": "ER-70402",
                    "title": "Ambervale plant commissioning",
                    "status": "draft",
                    "total": 512.3,
                }
            ]
        },
        facts={"report": {"ER-70402": {"status": "draft", "total": 512.3}}},
    )
    s.say(
        "The pre-approval went through: TR-11845 is waiting for Anika Vastrup's approval, "
        "with FL-2 first and FL-1 as backup. Nothing is booked until she approves.\n\n"
        "The advance didn't go through: your January advance ADV-0917 ($300.00) is still "
        "open, and a new one can't be issued until it's settled. I can settle it by netting "
        "it against your draft report ER-70402 ($512.30): that report would then pay you "
        "$212.30, and I could request the $400.00 advance again after that."
    )
    s.user(
        "no, don't touch ER-70402, it's not finished. forget the advance, I'll use my card. "
        "can you get the travel desk to hold a seat on the 10:45 now though, before it fills "
        "up?"
    )
    s.say(
        "I can't: the travel desk holds or books nothing on a trip until the pre-approval is "
        "approved, and I can't ask them to. As soon as Anika approves TR-11845, they book "
        "FL-2 first, and FL-1 only if FL-2 is gone. ER-70402 stays as it is and no advance is "
        "requested."
    )
    s.user("ok. how long does anika usually take?")
    s.boundary(
        "the failed advance reported; netting ADV-0917 against ER-70402 offered and declined, "
        "advance dropped; holding a seat before approval asked for and refused; TR-11845 still "
        "pending Anika's approval; his question open"
    )


def session_returned(s):
    """A report returned for missing receipts: one receipt attached, withdrawing the other
    line pending her question."""
    greet(s)
    s.user(
        "finance sent back my report ER-70366, says missing receipts?? I found the dinner "
        "one, just uploaded it, IMG_4471.jpg. the parking one is gone"
    )
    s.call(
        "get_report",
        {"report_id": "ER-70366"},
        {
            "report_id": "ER-70366",
            "employee_id": "E-15209",
            "employee": "Marguerite Osei",
            "status": "returned_by_finance",
            "returned_on": "2026-03-09",
            "returned_by": "Finance Operations (CC-2200)",
            "reason": "receipts missing on lines of $25.00 or more",
            "lines": [
                {
                    "line_id": "LN-5401",
                    "date": "2026-02-17",
                    "what": "hotel",
                    "amount": 398.0,
                    "receipt": True,
                },
                {
                    "line_id": "LN-5402",
                    "date": "2026-02-18",
                    "what": "client dinner",
                    "amount": 86.4,
                    "receipt": False,
                    "flag": "receipt required",
                },
                {
                    "line_id": "LN-5403",
                    "date": "2026-02-18",
                    "what": "train",
                    "amount": 74.5,
                    "receipt": True,
                },
                {
                    "line_id": "LN-5404",
                    "date": "2026-02-19",
                    "what": "lunch",
                    "amount": 18.9,
                    "receipt": False,
                },
                {
                    "line_id": "LN-5405",
                    "date": "2026-02-19",
                    "what": "parking",
                    "amount": 31.0,
                    "receipt": False,
                    "flag": "receipt required",
                },
            ],
            "total": 608.8,
        },
        facts={
            "report_id": "ER-70366",
            "employee_id": "E-15209",
            "employee": "Marguerite Osei",
            "report": {"status": "returned_by_finance", "total": 608.8},
            "returned_lines": {
                "LN-5402": {"what": "client dinner", "date": "2026-02-18", "amount": 86.4},
                "LN-5405": {"what": "parking", "date": "2026-02-19", "amount": 31.0},
            },
        },
    )
    s.call(
        "check_upload",
        {"employee_id": "E-15209", "file": "IMG_4471.jpg"},
        {
            "file_id": "UP-88214",
            "file": "IMG_4471.jpg",
            "merchant": "Saltgrass Kitchen",
            "date": "2026-02-18",
            "total": 86.4,
            "readable": True,
        },
        facts={"upload": {"UP-88214": {"merchant": "Saltgrass Kitchen", "total": 86.4}}},
    )
    s.call(
        "get_policy",
        {"topic": "missing receipts"},
        {
            "topic": "missing receipts",
            "receipt_required_from": policy("receipt_required_from")["receipt_required_from"],
            "missing_receipt_declaration": "for a line up to $75.00, at most 2 a quarter",
            "declarations_used_this_quarter": 1,
        },
        facts={"policy": {"receipt_required_from": 25.0, "declarations_left": 1}},
    )
    s.say(
        "Thanks, Marguerite. Finance returned ER-70366 on March 9 for two lines of $25.00 or "
        "more without a receipt: LN-5402, the client dinner on February 18 ($86.40), and "
        "LN-5405, parking on February 19 ($31.00). Your upload IMG_4471.jpg reads as Saltgrass "
        "Kitchen, February 18, $86.40, so it matches LN-5402.\n\n"
        "For the parking, you can sign a missing-receipt declaration: it's allowed for lines "
        "up to $75.00, twice a quarter, and you have one left this quarter. I'd suggest that, "
        "so you keep the $31.00. Or I can withdraw the line."
    )
    s.user(
        "attach the dinner one. no declaration, I'd rather keep that for something bigger. "
        "just take the parking off",
        facts={"amend_request": {"attach": "LN-5402", "withdraw": "LN-5405", "declaration": "no"}},
    )
    s.confirm(
        "First the receipt:\n"
        "- Attach UP-88214 (IMG_4471.jpg, Saltgrass Kitchen, $86.40) to LN-5402, the February "
        "18 dinner on ER-70366\n\n"
        "Shall I attach it? (yes/no)",
        [
            (
                "attach_receipt",
                {"report_id": "ER-70366", "line_id": "LN-5402", "file_id": "UP-88214"},
            )
        ],
    )
    s.yes("yes")
    s.call(
        "attach_receipt",
        {"report_id": "ER-70366", "line_id": "LN-5402", "file_id": "UP-88214"},
        {
            "report_id": "ER-70366",
            "line_id": "LN-5402",
            "receipt": "UP-88214",
            "line_status": "receipt attached",
            "report_status": "returned_by_finance",
            "still_flagged": ["LN-5405"],
        },
    )
    s.confirm(
        "Attached: LN-5402 now has its receipt. Next, the parking line and the resubmission:\n"
        "- Withdraw LN-5405 (parking, February 19, $31.00) from ER-70366\n"
        "- Resubmit ER-70366 to Finance Operations: 4 lines, $577.80\n\n"
        "Shall I withdraw the line and resubmit? (yes/no)",
        [
            ("withdraw_expense_line", {"report_id": "ER-70366", "line_id": "LN-5405"}),
            ("resubmit_report", {"report_id": "ER-70366", "total": 577.8}),
        ],
    )
    s.user("wait, if I find the parking receipt later can I add it back on another report?")
    s.boundary(
        "the receipt UP-88214 attached to LN-5402 (executed, reported); withdrawing LN-5405 "
        "($31.00) and resubmitting ER-70366 ($577.80) proposed, pending: she answered with a "
        "question; the declaration suggested and declined"
    )


def session_foreign(s):
    """A euro dinner over the per diem capped at the per diem; the other dinner left as is."""
    greet(s)
    s.user(
        "the system flagged my dinner from the 3rd on my Lindaro trip report, says over the "
        "limit. it was just me, no client. what do I do? report 70433"
    )
    s.call(
        "get_report",
        {"report_id": "ER-70433"},
        {
            "report_id": "ER-70433",
            "employee_id": "E-22963",
            "employee": "Declan Ferreira",
            "status": "draft",
            "currency": "USD",
            "lines": [
                {
                    "line_id": "LN-5560",
                    "date": "2026-03-02",
                    "what": "hotel, 3 nights",
                    "amount_eur": 540.0,
                    "fx_rate": 1.0842,
                    "amount": 585.47,
                },
                {
                    "line_id": "LN-5561",
                    "date": "2026-03-03",
                    "what": "dinner",
                    "amount_eur": 96.0,
                    "fx_rate": 1.0842,
                    "amount": 104.08,
                    "flag": "over the Lindaro meal per diem of EUR 70.00",
                },
                {
                    "line_id": "LN-5562",
                    "date": "2026-03-04",
                    "what": "dinner",
                    "amount_eur": 52.0,
                    "fx_rate": 1.0842,
                    "amount": 56.38,
                },
                {
                    "line_id": "LN-5563",
                    "date": "2026-03-04",
                    "what": "taxi",
                    "amount_eur": 38.0,
                    "fx_rate": 1.0842,
                    "amount": 41.2,
                },
            ],
            "total": 787.13,
        },
        facts={
            "report_id": "ER-70433",
            "employee_id": "E-22963",
            "employee": "Declan Ferreira",
            "report": {
                "status": "draft",
                "total": 787.13,
                "LN-5561": {"date": "2026-03-03", "eur": 96.0, "usd": 104.08},
                "LN-5562": {"date": "2026-03-04", "eur": 52.0, "usd": 56.38},
            },
        },
    )
    s.call(
        "get_policy",
        {"topic": "meals abroad", "city": "Lindaro"},
        {
            "topic": "meals abroad",
            "city": "Lindaro",
            "meal_per_diem_eur": 70.0,
            "over_per_diem": (
                "claim up to the per diem; more only with a client present and a director's "
                "approval"
            ),
            "fx": "company rate on the day of the expense",
        },
        facts={"policy": {"meal_per_diem_eur": 70.0}},
    )
    s.call(
        "get_fx_rate",
        {"currency": "EUR", "date": "2026-03-03"},
        {"currency": "EUR", "date": "2026-03-03", "usd_per_unit": 1.0842, "source": "company rate"},
        facts={"fx_rate": {"EUR": 1.0842, "date": "2026-03-03"}},
    )
    s.say(
        "Thanks, Declan. LN-5561, your March 3 dinner, is EUR 96.00 ($104.08 at the company "
        "rate of 1.0842), over the Lindaro meal per diem of EUR 70.00. Since no client was "
        "there, the line can be claimed up to the per diem: EUR 70.00, which is $75.89 at "
        "1.0842. You could also ask your director to approve the full amount with a "
        "justification, but without a client that's rarely approved. Your March 4 dinner, "
        "LN-5562 (EUR 52.00, $56.38), is under the per diem and fine as it is. Shall I cap "
        "LN-5561?"
    )
    s.user(
        "yeah cap it, don't bother the director. only that one, leave the 4th alone",
        facts={"amend_request": {"cap": "LN-5561", "leave": "LN-5562"}},
    )
    s.confirm(
        "Here's the change:\n"
        "- LN-5561, dinner on March 3, 2026: EUR 96.00 ($104.08) capped at the per diem, EUR "
        "70.00 = $75.89 at 1.0842\n"
        "- LN-5562 (March 4) not changed\n"
        "- ER-70433's total goes from $787.13 to $758.94\n\n"
        "Shall I amend the line? (yes/no)",
        [
            (
                "amend_expense_line",
                {
                    "report_id": "ER-70433",
                    "line_id": "LN-5561",
                    "amount_eur": 70.0,
                    "fx_rate": 1.0842,
                    "amount": 75.89,
                    "note": "capped at the Lindaro meal per diem",
                },
            )
        ],
    )
    s.yes("yes go")
    s.call(
        "amend_expense_line",
        {
            "report_id": "ER-70433",
            "line_id": "LN-5561",
            "amount_eur": 70.0,
            "fx_rate": 1.0842,
            "amount": 75.89,
            "note": "capped at the Lindaro meal per diem",
        },
        {
            "report_id": "ER-70433",
            "line_id": "LN-5561",
            "amount_eur": 70.0,
            "amount": 75.89,
            "flag": None,
            "report_status": "draft",
            "total": 758.94,
        },
    )
    s.say(
        "Done: LN-5561 is now EUR 70.00 ($75.89) and no longer flagged. ER-70433 is still a "
        "draft, now $758.94; LN-5562 is unchanged. It isn't submitted yet."
    )
    s.user(
        "thanks. why does my bank say the dinner was $106.12 though, not 104.08? which one counts?"
    )
    s.boundary(
        "LN-5561 capped at EUR 70.00 ($75.89) executed and reported, ER-70433 now $758.94, "
        "still a draft; LN-5562 left as is; the director's approval offered and declined; "
        "his question about his bank's $106.12 open"
    )


SCRIPTS = {"travel": session_travel, "returned": session_returned, "foreign": session_foreign}
