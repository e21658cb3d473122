"""Session scripts, part 2: port, resume, addon and credit.

Each script plays one invented care session of Kestrel Wireless (customers, numbers, ids,
bills and dates are made up). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from plans import DATA_ADDONS, plans
from sessions_a import greet


def session_port(s):
    """Port a number in on a given date; the PIN is refused, the corrected request pending."""
    greet(s)
    s.user(
        "Hi, I want to bring my number over from BlueWave Mobile and add it as a new line on my "
        "account. The number is (206) 555-0178.",
        facts={"port": {"number": "+1 206-555-0178", "carrier": "BlueWave Mobile"}},
    )
    s.say(
        "I can set that up. I'll need to verify your account (name, account number and zip), "
        "and for the port your BlueWave account number and the transfer PIN they gave you."
    )
    s.user(
        "Jordan Ellis, account ACC-3307751, zip 98103. The BlueWave account is 40022917 and the "
        "transfer PIN is 5582."
    )
    s.call(
        "verify_customer",
        {"account_id": "ACC-3307751", "name": "Jordan Ellis", "zip": "98103"},
        {"verified": True, "account_id": "ACC-3307751", "name": "Jordan Ellis"},
        facts={"account_id": "ACC-3307751", "customer_name": "Jordan Ellis"},
    )
    s.call(
        "check_port_eligibility",
        {"number": "+1 206-555-0178", "carrier": "BlueWave Mobile"},
        {"eligible": True, "number": "+1 206-555-0178", "carrier": "BlueWave Mobile"},
    )
    s.call("list_plans", {"category": "postpaid"}, plans())
    s.say(
        "Thanks, Jordan. +1 206-555-0178 can be ported from BlueWave Mobile. Which plan should "
        "the new line be on?\n"
        "- Unlimited Plus (UNL-PLUS): $80.00/month\n"
        "- Flex 15 (FLEX-15): 15 GB, $55.00/month\n"
        "- Flex 8 (FLEX-8): 8 GB, $45.00/month\n"
        "- Basic 3 (BASIC-3): 3 GB, $30.00/month\n"
        "There's no activation fee on a port-in. I can also schedule the port for a given day."
    )
    s.user(
        "The 8 gig one. And the port has to happen on Friday the 28th, not before. My BlueWave "
        "contract runs through the 27th.",
        facts={"new_plan_code": "FLEX-8", "effective_date": "2024-06-28"},
    )
    s.confirm(
        "To confirm the port-in:\n"
        "- Number: +1 206-555-0178, from BlueWave Mobile (account 40022917, transfer PIN 5582)\n"
        "- New line on account ACC-3307751, plan Flex 8 (FLEX-8), $45.00/month\n"
        "- Port date: Friday, June 28, 2024\n\n"
        "Shall I submit the request? (yes/no)",
        [
            (
                "port_number",
                {
                    "account_id": "ACC-3307751",
                    "number": "+1 206-555-0178",
                    "carrier": "BlueWave Mobile",
                    "carrier_account": "40022917",
                    "transfer_pin": "5582",
                    "plan_code": "FLEX-8",
                    "port_date": "2024-06-28",
                },
            )
        ],
    )
    s.yes("Yes, submit it.")
    s.call(
        "port_number",
        {
            "account_id": "ACC-3307751",
            "number": "+1 206-555-0178",
            "carrier": "BlueWave Mobile",
            "carrier_account": "40022917",
            "transfer_pin": "5582",
            "plan_code": "FLEX-8",
            "port_date": "2024-06-28",
        },
        {
            "error": "PORT_REJECTED",
            "code": "6P",
            "message": "Losing carrier rejected the request: transfer PIN does not match",
        },
        error=True,
    )
    s.say(
        "BlueWave rejected the request: the transfer PIN doesn't match their records, so "
        "nothing was submitted. BlueWave transfer PINs are usually 6 digits. Could you check the "
        "PIN?"
    )
    s.user("Oh, sorry, they sent me a new one last week. It's 558214.")
    s.confirm(
        "Thanks. Resubmitting with the new PIN:\n"
        "- Number: +1 206-555-0178, from BlueWave Mobile (account 40022917, transfer PIN "
        "558214)\n"
        "- New line on ACC-3307751, Flex 8 (FLEX-8), $45.00/month\n"
        "- Port date: June 28, 2024\n\n"
        "Submit it? (yes/no)",
        [
            (
                "port_number",
                {
                    "account_id": "ACC-3307751",
                    "number": "+1 206-555-0178",
                    "carrier": "BlueWave Mobile",
                    "carrier_account": "40022917",
                    "transfer_pin": "558214",
                    "plan_code": "FLEX-8",
                    "port_date": "2024-06-28",
                },
            )
        ],
    )
    s.boundary(
        "the first port request (PIN 5582) was executed and failed with an error; the "
        "resubmission with the new PIN is proposed and pending"
    )


def session_resume(s):
    """Resume her line, not her son's; waive the reactivation fee."""
    greet(s)
    s.user(
        "Hi, I'm back from overseas and I want my line turned back on, 718-555-0163. My son's "
        "line stays off until he's back in September, so don't resume his.",
        facts={"line": "+1 718-555-0163"},
    )
    s.say("Welcome back! To verify the account, what are your name and the PIN's last 4 digits?")
    s.user("Helen Park, 3306.")
    s.call(
        "verify_customer",
        {"phone": "+1 718-555-0163", "name": "Helen Park", "pin_last4": "3306"},
        {"verified": True, "account_id": "ACC-2264905", "name": "Helen Park"},
        facts={"account_id": "ACC-2264905", "customer_name": "Helen Park"},
    )
    s.call(
        "get_customer",
        {"account_id": "ACC-2264905"},
        {
            "account_id": "ACC-2264905",
            "name": "Helen Park",
            "next_bill_date": "2024-07-09",
            "lines": [
                {
                    "number": "+1 718-555-0163",
                    "user": "Helen Park",
                    "plan_code": "FLEX-15",
                    "status": "suspended",
                    "suspension": {"type": "seasonal", "since": "2024-04-02"},
                },
                {
                    "number": "+1 718-555-0148",
                    "user": "Daniel Park",
                    "plan_code": "FLEX-8",
                    "status": "suspended",
                    "suspension": {
                        "type": "seasonal",
                        "since": "2024-04-02",
                        "scheduled_resume": "2024-09-01",
                    },
                },
            ],
        },
        facts={
            "lines": {
                "+1 718-555-0163": {
                    "user": "Helen Park",
                    "plan_code": "FLEX-15",
                    "status": "suspended",
                },
                "+1 718-555-0148": {
                    "user": "Daniel Park",
                    "plan_code": "FLEX-8",
                    "status": "suspended",
                    "scheduled_resume": "2024-09-01",
                },
            }
        },
    )
    s.confirm(
        "Thanks, Helen. Your line has been on a seasonal suspension since April 2. Here's what "
        "I'll do:\n"
        "- Resume +1 718-555-0163 now, back on Flex 15 ($55.00/month, prorated from today)\n"
        "- A $10.00 reactivation fee applies\n"
        "- Daniel's line, +1 718-555-0148, stays suspended until its scheduled resume on "
        "September 1\n\n"
        "Shall I resume your line? (yes/no)",
        [("resume_line", {"account_id": "ACC-2264905", "line": "+1 718-555-0163"})],
    )
    s.yes("Yes, turn it on.")
    s.call(
        "resume_line",
        {"account_id": "ACC-2264905", "line": "+1 718-555-0163"},
        {
            "status": "active",
            "line": "+1 718-555-0163",
            "resumed_on": "2024-06-21",
            "plan_code": "FLEX-15",
            "fees": [{"fee_id": "FEE-44120", "description": "Reactivation fee", "amount": 10.0}],
        },
        facts={"fee_id": "FEE-44120", "fee_amount": 10.0},
    )
    s.say(
        "Your line +1 718-555-0163 is active again as of today, June 21. The $10.00 "
        "reactivation fee (FEE-44120) will be on your July 9 bill."
    )
    s.user("Ten dollars just to turn my own line back on? That's a bit much. Can you waive it?")
    s.call(
        "get_fee_waiver_eligibility",
        {"account_id": "ACC-2264905", "fee_id": "FEE-44120"},
        {"eligible": True, "last_waiver": None},
    )
    s.confirm(
        "You're eligible for a one-time courtesy waiver:\n"
        "- Waive FEE-44120, reactivation fee, $10.00, on ACC-2264905\n"
        "- It won't appear on your July 9 bill\n\n"
        "Shall I waive it? (yes/no)",
        [("waive_fee", {"account_id": "ACC-2264905", "fee_id": "FEE-44120", "amount": 10.0})],
    )
    s.yes("Yes please, thank you.")
    s.boundary(
        "her line resumed (executed); the user said yes to the fee waiver (approved), no call "
        "yet; the son's line still suspended"
    )
    s.call(
        "waive_fee",
        {"account_id": "ACC-2264905", "fee_id": "FEE-44120", "amount": 10.0},
        {"status": "waived", "fee_id": "FEE-44120", "amount": 10.0, "credit_id": "CR-511870"},
    )
    s.say(
        "Done: the $10.00 reactivation fee is waived (CR-511870), so it won't be on your July 9 "
        "bill."
    )
    s.user("Perfect. And in September, does my son's line come back on by itself?")
    s.say(
        "Yes. +1 718-555-0148 is scheduled to resume automatically on September 1, 2024, on "
        "Flex 8 ($45.00/month). Nothing needs to be done now."
    )
    s.boundary("the fee waiver executed and reported; the son's line resumes by itself on 9/1")


def session_addon(s):
    """A one-time 5 GB add-on (not recurring); drop Cloud Backup, keep the voicemail add-on."""
    greet(s)
    s.user(
        "hey, I'm almost out of data and my cycle doesn't reset until the 9th. can I get more? "
        "305 555 0110",
        facts={"line": "+1 305-555-0110"},
    )
    s.say("Sure. To verify the account, please send your full name and billing zip code.")
    s.user("Luis Ortega 33135")
    s.call(
        "verify_customer",
        {"phone": "+1 305-555-0110", "name": "Luis Ortega", "zip": "33135"},
        {"verified": True, "account_id": "ACC-8850316", "name": "Luis Ortega"},
        facts={"account_id": "ACC-8850316", "customer_name": "Luis Ortega"},
    )
    s.call(
        "get_usage",
        {"line": "+1 305-555-0110", "cycle": "current"},
        {
            "line": "+1 305-555-0110",
            "plan_code": "FLEX-15",
            "cycle": {"start": "2024-06-10", "end": "2024-07-09"},
            "data_used_gb": 13.6,
            "data_allowance_gb": 15,
        },
        facts={"usage_gb": 13.6, "plan_code": "FLEX-15"},
    )
    s.call(
        "list_addons",
        {"line": "+1 305-555-0110", "type": "data"},
        {"addons": [dict(a) for a in DATA_ADDONS]},
    )
    s.say(
        "Thanks, Luis. You've used 13.6 GB of the 15 GB on Flex 15, and the cycle ends July 9. "
        "Data add-ons:\n"
        "- DATA-2: 2 GB, $10.00\n"
        "- DATA-5: 5 GB, $20.00\n"
        "- DATA-10: 10 GB, $30.00\n"
        "Each can be one-time (this cycle only) or monthly."
    )
    s.user("5 gigs. just for this month though, I don't want it every month")
    s.confirm(
        "Got it:\n"
        "- Add DATA-5 (5 GB) to +1 305-555-0110, one-time, for this cycle only (ends Jul 9)\n"
        "- $20.00 on your next bill; it does not renew\n\n"
        "Add it? (yes/no)",
        [
            (
                "add_data_addon",
                {
                    "account_id": "ACC-8850316",
                    "line": "+1 305-555-0110",
                    "addon_code": "DATA-5",
                    "billing": "one_time",
                },
            )
        ],
        facts={"addon_code": "DATA-5"},
    )
    s.yes("yes")
    s.call(
        "add_data_addon",
        {
            "account_id": "ACC-8850316",
            "line": "+1 305-555-0110",
            "addon_code": "DATA-5",
            "billing": "one_time",
        },
        {
            "status": "active",
            "addon_code": "DATA-5",
            "data_gb": 5,
            "billing": "one_time",
            "expires": "2024-07-09",
            "charge": 20.0,
            "new_allowance_gb": 20,
        },
    )
    s.say(
        "Done: 5 GB added for this cycle, so your allowance is 20 GB until July 9 (about 6.4 GB "
        "left). $20.00 will be on your next bill, one time only."
    )
    s.user("thanks. also I'm paying for some backup thing I never use, can you drop that?")
    s.call(
        "get_line",
        {"account_id": "ACC-8850316", "line": "+1 305-555-0110"},
        {
            "line": "+1 305-555-0110",
            "status": "active",
            "plan_code": "FLEX-15",
            "addons": [
                {
                    "addon_code": "CLOUD-200",
                    "name": "Cloud Backup 200 GB",
                    "price": 2.99,
                    "billing": "monthly",
                },
                {
                    "addon_code": "VVM-PLUS",
                    "name": "Visual Voicemail Plus",
                    "price": 1.99,
                    "billing": "monthly",
                },
                {"addon_code": "DATA-5", "price": 20.0, "billing": "one_time"},
            ],
        },
        facts={
            "addons": {
                "CLOUD-200": {"name": "Cloud Backup 200 GB", "price": 2.99},
                "VVM-PLUS": {"name": "Visual Voicemail Plus", "price": 1.99},
            }
        },
    )
    s.confirm(
        "You have two monthly add-ons: Cloud Backup 200 GB (CLOUD-200, $2.99/month) and Visual "
        "Voicemail Plus (VVM-PLUS, $1.99/month). I'll:\n"
        "- Remove Cloud Backup 200 GB (CLOUD-200) from +1 305-555-0110\n"
        "- Effective at the end of this cycle, July 9, so it isn't billed again\n"
        "- Files stored in the backup are deleted 30 days after that\n"
        "Visual Voicemail Plus stays. Remove it? (yes/no)",
        [
            (
                "remove_addon",
                {
                    "account_id": "ACC-8850316",
                    "line": "+1 305-555-0110",
                    "addon_code": "CLOUD-200",
                    "effective": "2024-07-09",
                },
            )
        ],
    )
    s.yes("yeah remove it. keep the voicemail one")
    s.call(
        "remove_addon",
        {
            "account_id": "ACC-8850316",
            "line": "+1 305-555-0110",
            "addon_code": "CLOUD-200",
            "effective": "2024-07-09",
        },
        {
            "status": "removal_scheduled",
            "addon_code": "CLOUD-200",
            "effective": "2024-07-09",
            "data_deleted_after": "2024-08-08",
        },
    )
    s.say(
        "Cloud Backup 200 GB will be removed on July 9 and not billed again; anything stored "
        "there is kept until August 8. Visual Voicemail Plus is unchanged."
    )
    s.boundary(
        "the one-time 5 GB add-on and the removal of Cloud Backup both executed and reported; "
        "the voicemail add-on kept"
    )


def session_credit(s):
    """A disputed roaming charge: the 50% courtesy credit refused, a formal dispute opened."""
    greet(s)
    s.user(
        "I have a $34.50 roaming charge on my bill from May 28 and I wasn't even using my phone "
        "in Canada. I want it taken off."
    )
    s.say("Let me look into it. First, your name, account number and billing zip, please.")
    s.user("Grace Mensah, ACC-1175820, 97214.")
    s.call(
        "verify_customer",
        {"account_id": "ACC-1175820", "name": "Grace Mensah", "zip": "97214"},
        {"verified": True, "account_id": "ACC-1175820", "name": "Grace Mensah"},
        facts={"account_id": "ACC-1175820", "customer_name": "Grace Mensah"},
    )
    s.call(
        "get_bill",
        {"account_id": "ACC-1175820", "cycle": "2024-06"},
        {
            "bill_id": "BL-240615-1175820",
            "period": {"start": "2024-05-15", "end": "2024-06-14"},
            "due": "2024-07-06",
            "total": 112.85,
            "charges": [
                {
                    "charge_id": "CHG-902114",
                    "date": "2024-05-28",
                    "description": "Roaming data, Canada, pay per use",
                    "amount": 34.5,
                    "line": "+1 503-555-0192",
                },
                {
                    "charge_id": "CHG-902187",
                    "date": "2024-05-30",
                    "description": "Roaming calls, Canada",
                    "amount": 6.0,
                    "line": "+1 503-555-0192",
                },
            ],
        },
        facts={
            "bill_id": "BL-240615-1175820",
            "bill_total": 112.85,
            "due_date": "2024-07-06",
            "charges": {
                "CHG-902114": {"description": "Roaming data, Canada", "amount": 34.5},
                "CHG-902187": {"description": "Roaming calls, Canada", "amount": 6.0},
            },
        },
    )
    s.call(
        "get_usage",
        {"line": "+1 503-555-0192", "date": "2024-05-28", "type": "roaming"},
        {
            "sessions": [
                {"start": "2024-05-28T07:12", "location": "Vancouver, BC", "data_mb": 412},
                {"start": "2024-05-28T13:40", "location": "Vancouver, BC", "data_mb": 278},
            ],
            "total_mb": 690,
            "rate": "$5.00 per 100 MB",
        },
    )
    s.confirm(
        "Thanks, Grace. Your bill BL-240615-1175820 ($112.85, due July 6) has CHG-902114, "
        "$34.50 of pay-per-use roaming data in Canada on May 28: 690 MB in two sessions in "
        "Vancouver, BC, at $5.00 per 100 MB. Background app updates often cause that. There's "
        "also CHG-902187, $6.00 of roaming calls on May 30.\n\n"
        "Since usage was recorded, I can offer a one-time courtesy credit of 50%:\n"
        "- Credit $17.25 against CHG-902114 on ACC-1175820\n\n"
        "Shall I apply it? (yes/no)",
        [
            (
                "apply_bill_credit",
                {
                    "account_id": "ACC-1175820",
                    "bill_id": "BL-240615-1175820",
                    "charge_id": "CHG-902114",
                    "amount": 17.25,
                    "reason": "courtesy_roaming",
                },
            )
        ],
        facts={"charge_id": "CHG-902114", "credit_amount": 17.25},
    )
    s.no(
        "No. Half isn't good enough, I wasn't using it. I want the whole $34.50 back or I want "
        "it looked into properly."
    )
    s.confirm(
        "I understand. I can't credit more than 50% myself, but I can open a formal billing "
        "dispute for the full amount:\n"
        "- Dispute CHG-902114, $34.50, on bill BL-240615-1175820\n"
        "- The $34.50 is put on hold while it's reviewed (up to 7 business days)\n"
        "- The $6.00 call charge is not part of it\n\n"
        "Open the dispute? (yes/no)",
        [
            (
                "open_dispute",
                {
                    "account_id": "ACC-1175820",
                    "bill_id": "BL-240615-1175820",
                    "charge_id": "CHG-902114",
                    "amount": 34.5,
                    "reason": "customer denies roaming usage",
                },
            )
        ],
        facts={"reason": "customer denies roaming usage"},
    )
    s.yes("Yes, open it.")
    s.call(
        "open_dispute",
        {
            "account_id": "ACC-1175820",
            "bill_id": "BL-240615-1175820",
            "charge_id": "CHG-902114",
            "amount": 34.5,
            "reason": "customer denies roaming usage",
        },
        {
            "status": "open",
            "dispute_id": "DSP-240620-0412",
            "charge_id": "CHG-902114",
            "amount_on_hold": 34.5,
            "review_by": "2024-07-01",
        },
        facts={"ticket_id": "DSP-240620-0412"},
    )
    s.say(
        "Dispute DSP-240620-0412 is open. The $34.50 is on hold, so you only need to pay $78.35 "
        "of the $112.85 bill by July 6; the review will be done by July 1. If it's upheld, the "
        "charge is removed."
    )
    s.boundary(
        "the 50% courtesy credit was rejected (a no); the formal dispute for the full amount "
        "executed and reported; the $6.00 call charge untouched"
    )


SCRIPTS = {
    "port": session_port,
    "resume": session_resume,
    "addon": session_addon,
    "credit": session_credit,
}
