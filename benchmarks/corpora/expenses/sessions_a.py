"""Session scripts, part 1: hotel split, card dispute, mileage.

Each script plays one invented session with the expenses desk of Corvell Engineering
(employees, ids, projects, reports, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import employee, policy, project


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hi, this is Corvell's expenses assistant. I can help with expense reports, travel "
        "pre-approvals, corporate card charges and reimbursements. What do you need?"
    )


HOTEL_REPORT = {
    "report_id": "ER-70412",
    "employee_id": "E-20417",
    "title": "Port Halloran, Wendover Ports site week",
    "status": "draft",
    "currency": "USD",
    "lines": [
        {
            "line_id": "LN-5521",
            "date": "2026-03-02",
            "category": "lodging",
            "merchant": "Tidewater Inn, Port Halloran",
            "nights": 3,
            "rate": 214.0,
            "amount": 642.0,
            "charged_to": "CC-4120",
            "receipt": True,
        },
        {
            "line_id": "LN-5522",
            "date": "2026-03-02",
            "category": "airfare",
            "merchant": "Corrigan Air",
            "amount": 588.6,
            "charged_to": "PRJ-3114",
            "receipt": True,
        },
        {
            "line_id": "LN-5523",
            "date": "2026-03-02",
            "category": "meals per diem",
            "days": 4,
            "amount": 300.0,
            "charged_to": "PRJ-3114",
            "receipt": False,
        },
        {
            "line_id": "LN-5524",
            "date": "2026-03-05",
            "category": "taxi",
            "merchant": "Halloran Cabs",
            "amount": 46.2,
            "charged_to": "PRJ-3114",
            "receipt": True,
        },
    ],
    "total": 1576.8,
}


def session_hotel(s):
    """A hotel line split between two projects (her correction); the report's submission."""
    greet(s)
    s.user(
        "hi, my port halloran report has the hotel on my dept cost center. it should go to "
        "the Halyard project, not my department. report ER 70412"
    )
    s.call(
        "get_report",
        {"report_id": "ER-70412"},
        HOTEL_REPORT,
        facts={
            "report_id": "ER-70412",
            "report": {
                "status": "draft",
                "total": 1576.8,
                "LN-5521": {"what": "Tidewater Inn, 3 nights", "amount": 642.0, "to": "CC-4120"},
            },
        },
    )
    s.call(
        "lookup_employee",
        {"employee_id": "E-20417"},
        employee("E-20417"),
        facts={
            "employee_id": "E-20417",
            "employee": "Leonie Farrand",
            "manager": "Colm Pryor",
            "cost_center": "CC-4120",
        },
    )
    s.call(
        "get_projects",
        {"employee_id": "E-20417"},
        {
            "employee_id": "E-20417",
            "chargeable": [project("PRJ-3114"), project("PRJ-2079")],
            "home_cost_center": {"id": "CC-4120", "name": "Structural Engineering"},
        },
        facts={"projects": {"PRJ-3114": "Halyard", "PRJ-2079": "Bellwether"}},
    )
    s.confirm(
        "Thanks, Leonie. On ER-70412 (draft, $1,576.80), the hotel line LN-5521 (Tidewater "
        "Inn, 3 nights at $214.00, $642.00) is charged to your department, CC-4120 Structural "
        "Engineering. Here's the change:\n"
        "- LN-5521, $642.00: from CC-4120 to PRJ-3114 Halyard, all 3 nights\n"
        "- Nothing else on the report changes\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "amend_expense_line",
                {
                    "report_id": "ER-70412",
                    "line_id": "LN-5521",
                    "charged_to": "PRJ-3114",
                    "amount": 642.0,
                },
            )
        ],
    )
    s.no(
        "hm wait no. the wednesday night (the 4th) I stayed on for the Bellwether design "
        "review, that night is bellwether. so 2 nights halyard, 1 bellwether. but nothing on "
        "my dept",
        facts={
            "allocation_request": {
                "PRJ-3114": "nights of Mar 2 and Mar 3",
                "PRJ-2079": "night of Mar 4",
                "CC-4120": "nothing",
            }
        },
    )
    s.confirm(
        "Got it, I haven't changed anything. Here's the corrected change:\n"
        "- Split LN-5521 ($642.00) in two:\n"
        "  - 2 nights (March 2 and 3), $428.00 to PRJ-3114 Halyard\n"
        "  - 1 night (March 4), $214.00 to PRJ-2079 Bellwether\n"
        "- Nothing stays on CC-4120; the report total stays $1,576.80\n\n"
        "Shall I split the line? (yes/no)",
        [
            (
                "split_expense_line",
                {
                    "report_id": "ER-70412",
                    "line_id": "LN-5521",
                    "splits": [
                        {"charged_to": "PRJ-3114", "nights": 2, "amount": 428.0},
                        {"charged_to": "PRJ-2079", "nights": 1, "amount": 214.0},
                    ],
                },
            )
        ],
    )
    s.yes("yep thats right")
    s.call(
        "split_expense_line",
        {
            "report_id": "ER-70412",
            "line_id": "LN-5521",
            "splits": [
                {"charged_to": "PRJ-3114", "nights": 2, "amount": 428.0},
                {"charged_to": "PRJ-2079", "nights": 1, "amount": 214.0},
            ],
        },
        {
            "report_id": "ER-70412",
            "status": "draft",
            "replaced_line": "LN-5521",
            "new_lines": [
                {
                    "line_id": "LN-5521-A",
                    "nights": ["2026-03-02", "2026-03-03"],
                    "amount": 428.0,
                    "charged_to": "PRJ-3114",
                },
                {
                    "line_id": "LN-5521-B",
                    "nights": ["2026-03-04"],
                    "amount": 214.0,
                    "charged_to": "PRJ-2079",
                },
            ],
            "total": 1576.8,
        },
        facts={
            "split_lines": {
                "LN-5521-A": {"amount": 428.0, "to": "PRJ-3114"},
                "LN-5521-B": {"amount": 214.0, "to": "PRJ-2079"},
            }
        },
    )
    s.say(
        "Done: LN-5521 is now two lines, LN-5521-A ($428.00, March 2-3, PRJ-3114 Halyard) and "
        "LN-5521-B ($214.00, March 4, PRJ-2079 Bellwether). Nothing is on CC-4120 any more. "
        "ER-70412 is still a draft at $1,576.80; because that's over the $1,500.00 limit, it "
        "needs your manager's approval once you submit it."
    )
    s.user("great. can I submit it now? Colm is on leave till the 16th tho")
    s.boundary(
        "the whole-line move to PRJ-3114 rejected by her correction; the split LN-5521-A "
        "($428.00, Halyard) / LN-5521-B ($214.00, Bellwether) executed and reported; nothing "
        "on CC-4120; her question about submitting while Colm is away open"
    )
    s.call(
        "get_approval_route",
        {"report_id": "ER-70412"},
        {
            "report_id": "ER-70412",
            "total": 1576.8,
            "manager_approval_above": 1500.0,
            "approver": "Colm Pryor",
            "approver_status": "out of office until 2026-03-16",
            "delegate": "Imogen Tallis",
            "default_route": "delegate while the approver is out of office",
            "payment_runs": policy("payment_runs")["payment_runs"],
            "cutoff_for_next_run": "approved by 2026-03-18",
        },
        facts={
            "approval_route": {
                "approver": "Colm Pryor",
                "away_until": "2026-03-16",
                "delegate": "Imogen Tallis",
                "runs": ["2026-03-20", "2026-04-03"],
            }
        },
    )
    s.say(
        "You can submit it now. While Colm is out (until Monday, March 16) his approvals go to "
        "his delegate, Imogen Tallis, by default. If she approves by March 18 it's paid in the "
        "March 20 payment run, so I'd suggest letting it go to Imogen. The other option is to "
        "hold it for Colm; then it most likely misses March 20 and is paid on April 3. Which "
        "would you like?"
    )
    s.user(
        "route it to colm, not imogen. she doesn't know the halyard budget. april 3 is fine",
        facts={"submit_request": {"approver": "Colm Pryor", "not": "Imogen Tallis"}},
    )
    s.confirm(
        "Here's the submission:\n"
        "- ER-70412, 5 lines, $1,576.80 (hotel split between PRJ-3114 and PRJ-2079)\n"
        "- Approver: Colm Pryor, held until he's back on March 16; not sent to Imogen Tallis\n"
        "- Expected payment run: Friday, April 3, 2026\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_expense_report",
                {"report_id": "ER-70412", "approver": "Colm Pryor", "skip_delegate": True},
            )
        ],
    )
    s.yes("yes submit")
    s.boundary(
        "her yes to submit ER-70412 to Colm (held until March 16, not Imogen), no call yet; "
        "the agent's suggestion to let Imogen approve for the March 20 run declined; the "
        "split executed earlier"
    )


def session_dispute(s):
    """A duplicate rail charge on the corporate card disputed with the card issuer."""
    greet(s)
    s.user(
        "there are 2 charges from brightline rail on my corporate card, both 212.40 on feb "
        "26. I only bought one ticket. also some 8 dollar thing. E31588"
    )
    s.call(
        "lookup_employee",
        {"employee_id": "E-31588"},
        employee("E-31588"),
        facts={
            "employee_id": "E-31588",
            "employee": "Samir Oduya",
            "manager": "Ruth Calloway",
            "cost_center": "CC-4450",
        },
    )
    s.call(
        "get_card_transactions",
        {"employee_id": "E-31588", "since": "2026-02-20"},
        {
            "card": "Corvell Visa ****6612",
            "issuer": "Pellmark Commercial Card",
            "transactions": [
                {
                    "transaction_id": "CT-884102",
                    "date": "2026-02-24",
                    "merchant": "Larchmont Hotel, Kestrow",
                    "amount": 318.0,
                    "status": "claimed on ER-70388",
                },
                {
                    "transaction_id": "CT-884120",
                    "date": "2026-02-26",
                    "merchant": "Brightline Rail",
                    "amount": 212.4,
                    "status": "unclaimed",
                },
                {
                    "transaction_id": "CT-884127",
                    "date": "2026-02-26",
                    "merchant": "Brightline Rail",
                    "amount": 212.4,
                    "status": "unclaimed",
                    "flag": "same merchant, amount and day as CT-884120",
                },
                {
                    "transaction_id": "CT-884131",
                    "date": "2026-02-26",
                    "merchant": "Brightline Rail seat reservation",
                    "amount": 8.5,
                    "status": "unclaimed",
                },
            ],
            "claim_window_days": 60,
        },
        facts={
            "card_transactions": {
                "CT-884120": {"date": "2026-02-26", "amount": 212.4, "what": "Brightline Rail"},
                "CT-884127": {"date": "2026-02-26", "amount": 212.4, "what": "duplicate"},
                "CT-884131": {"date": "2026-02-26", "amount": 8.5, "what": "seat reservation"},
            }
        },
    )
    s.say(
        "Thanks, Samir. On your Corvell Visa ****6612 I see two Brightline Rail charges of "
        "$212.40 on February 26: CT-884120 and CT-884127. The second, CT-884127, has the same "
        "merchant, amount and day, so it looks like a duplicate. The $8.50 the same day "
        "(CT-884131) is Brightline's seat reservation fee for your booking.\n\n"
        "Card disputes are decided by the card issuer, Pellmark Commercial Card, not by us; I "
        "can open one for the duplicate. I can include the $8.50 too if you don't recognise "
        "it, though it's a valid charge. I can also put CT-884120, the real ticket, on a new "
        "expense report for you now. What would you like?"
    )
    s.user(
        "dispute only the second one. leave the 8.50, I remember the seat thing now. and "
        "don't put the ticket on a report yet, I need to check which project it goes to",
        facts={
            "dispute_request": {
                "dispute": "CT-884127",
                "not_disputed": ["CT-884120", "CT-884131"],
                "no_report_yet": "CT-884120",
            }
        },
    )
    s.confirm(
        "Here's the dispute:\n"
        "- CT-884127, $212.40, Brightline Rail, February 26, 2026\n"
        "- Reason: duplicate charge (same as CT-884120)\n"
        "- Sent to Pellmark Commercial Card, who decide\n"
        "- CT-884120 and the $8.50 CT-884131 are not disputed; no report is created\n\n"
        "Shall I open the dispute? (yes/no)",
        [
            (
                "open_card_dispute",
                {
                    "employee_id": "E-31588",
                    "transaction_id": "CT-884127",
                    "amount": 212.4,
                    "reason": "duplicate_charge",
                },
            )
        ],
    )
    s.yes("yes pls")
    s.call(
        "open_card_dispute",
        {
            "employee_id": "E-31588",
            "transaction_id": "CT-884127",
            "amount": 212.4,
            "reason": "duplicate_charge",
        },
        {
            "dispute_id": "CD-3307",
            "status": "submitted_to_issuer",
            "issuer": "Pellmark Commercial Card",
            "transaction_id": "CT-884127",
            "amount": 212.4,
            "provisional_credit": False,
            "decision_expected_by": "2026-04-10",
            "transaction_status": "disputed",
        },
        facts={"dispute_id": "CD-3307"},
    )
    s.say(
        "Submitted: dispute CD-3307 for CT-884127 ($212.40) is now with Pellmark Commercial "
        "Card. They expect to decide by Friday, April 10; nothing is decided yet and no credit "
        "has been given. CT-884127 is marked as disputed, so it won't count as unclaimed. "
        "CT-884120 is still unclaimed: card charges must be claimed within 60 days, so by "
        "April 27."
    )
    s.user("ok. and what happens if they say no?")
    s.boundary(
        "dispute CD-3307 on the duplicate CT-884127 ($212.40) submitted to Pellmark and "
        "reported, not decided (by April 10), no credit; CT-884120 and the $8.50 CT-884131 "
        "not disputed, no report made, both by his choice after the agent's offers; his "
        "question open"
    )


def session_mileage(s):
    """Two site visits claimed as mileage on a new report; the Saturday drive not claimed."""
    greet(s)
    s.user(
        "need to claim mileage for last week. drove to the wendover ports site twice, tue "
        "and thu, 84 miles round trip each time. plus home to the office on saturday for the "
        "server move, 23 mi. b.strand@example.net",
        facts={
            "trips": {
                "2026-03-03": {"miles": 84, "to": "Wendover Ports site"},
                "2026-03-05": {"miles": 84, "to": "Wendover Ports site"},
                "2026-03-07": {"miles": 23, "to": "office, from home"},
            }
        },
    )
    s.call(
        "lookup_employee",
        {"email": "b.strand@example.net"},
        employee("E-18830"),
        facts={
            "employee_id": "E-18830",
            "employee": "Bethany Strand",
            "manager": "Ruth Calloway",
            "cost_center": "CC-4450",
        },
    )
    s.call(
        "get_policy",
        {"topic": "mileage"},
        {
            "topic": "mileage",
            "rate_per_mile": 0.7,
            "effective": "2026-01-01",
            "not_reimbursable": (
                "driving between home and your regular office, on any day, weekends included"
            ),
            "each_trip_needs": ["date", "from", "to", "miles", "purpose", "project"],
        },
        facts={"policy": {"mileage_rate": 0.7, "excluded": "home to regular office"}},
    )
    s.call(
        "get_reports",
        {"employee_id": "E-18830", "status": "draft"},
        {
            "reports": [
                {
                    "report_id": "ER-70455",
                    "title": "Harbor Structures Conference",
                    "status": "draft",
                    "lines": 1,
                    "total": 495.0,
                }
            ]
        },
        facts={"report": {"ER-70455": {"title": "Harbor Structures Conference", "lines": 1}}},
    )
    s.say(
        "Thanks, Bethany. Mileage is paid at $0.70 a mile, so the two site visits come to "
        "2 x 84 mi x $0.70 = $117.60 ($58.80 each). The Saturday drive from home to the "
        "office is commuting under the policy, even on a weekend, so it can't be claimed.\n\n"
        "Wendover Ports is the Halyard project, PRJ-3114. You have one draft report, ER-70455 "
        "(Harbor Structures Conference, $495.00); I'd suggest adding the mileage to it. Or I "
        "can start a new report."
    )
    s.user(
        "new report, not the conference one. I want this one paid asap, the conference one "
        "isn't ready. both on halyard. and fine, skip the saturday",
        facts={
            "mileage_request": {
                "report": "new",
                "not": "ER-70455",
                "project": "PRJ-3114",
                "trips": ["2026-03-03", "2026-03-05"],
            }
        },
    )
    s.confirm(
        "Here's what I'll add:\n"
        "- A new report with two mileage lines on PRJ-3114 Halyard:\n"
        "  - Tuesday, March 3, 2026: office to Wendover Ports site and back, 84 mi, $58.80\n"
        "  - Thursday, March 5, 2026: office to Wendover Ports site and back, 84 mi, $58.80\n"
        "- Total $117.60 at $0.70/mi\n"
        "- Saturday, March 7 (23 mi) not claimed; ER-70455 not touched\n\n"
        "Shall I create it? (yes/no)",
        [
            (
                "add_mileage_lines",
                {
                    "employee_id": "E-18830",
                    "report_id": "new",
                    "project": "PRJ-3114",
                    "rate": 0.7,
                    "trips": [
                        {"date": "2026-03-03", "miles": 84, "purpose": "Wendover Ports site"},
                        {"date": "2026-03-05", "miles": 84, "purpose": "Wendover Ports site"},
                    ],
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "add_mileage_lines",
        {
            "employee_id": "E-18830",
            "report_id": "new",
            "project": "PRJ-3114",
            "rate": 0.7,
            "trips": [
                {"date": "2026-03-03", "miles": 84, "purpose": "Wendover Ports site"},
                {"date": "2026-03-05", "miles": 84, "purpose": "Wendover Ports site"},
            ],
        },
        {
            "report_id": "ER-70471",
            "status": "draft",
            "lines": [
                {"line_id": "LN-5630", "date": "2026-03-03", "miles": 84, "amount": 58.8},
                {"line_id": "LN-5631", "date": "2026-03-05", "miles": 84, "amount": 58.8},
            ],
            "project": "PRJ-3114",
            "total": 117.6,
            "next": "submit the report to send it for approval",
        },
        facts={"new_report_id": "ER-70471"},
    )
    s.boundary(
        "new report ER-70471 with LN-5630 and LN-5631 (84 mi each, $58.80, $117.60, PRJ-3114) "
        "executed, not reported yet, still a draft (not submitted); the Saturday drive not "
        "claimed (policy); adding to ER-70455 suggested and declined"
    )


SCRIPTS = {"hotel": session_hotel, "dispute": session_dispute, "mileage": session_mileage}
