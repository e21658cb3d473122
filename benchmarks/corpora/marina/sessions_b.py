"""Session scripts, part 2: storage cancellation, insurance certificate and launch, a broker.

Each script plays one invented session at the harbour office of Merrowick Harbour Marina
(owners, owner ids, boats, slips, contracts, amounts and dates are made up). The sessions take
place on Thursday, March 12, 2026. `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_storage(s):
    """The trailer parking cancelled with a prorated refund to the card; the boat stays stored."""
    greet(s)
    s.user(
        "hi, Anselm Drury. I sold my trailer so I don't need the trailer parking anymore, can "
        "I cancel it and get some money back? acct MH-27395"
    )
    s.say("Sorry to see the trailer go, Anselm. What's the phone number on your account?")
    s.user("555 0158, area code 207")
    s.call(
        "verify_owner",
        {"owner_id": "MH-27395", "name": "Anselm Drury", "phone": "+1 207-555-0158"},
        verified("MH-27395"),
        facts={
            "owner_id": "MH-27395",
            "owner": "Anselm Drury",
            "boats": {"Petrel": {"length_ft": 30}},
            "card_on_file": "Visa ****2081",
        },
    )
    s.call(
        "get_storage_contracts",
        {"owner_id": "MH-27395"},
        {
            "contracts": [
                {
                    "contract_id": "WS-2025-0219",
                    "kind": "winter storage (on the hard)",
                    "boat": "Petrel",
                    "space": "yard row 2, cradle 14",
                    "period": {"start": "2025-11-01", "end": "2026-04-30"},
                    "paid": 1260.0,
                    "status": "active",
                },
                {
                    "contract_id": "TP-0762",
                    "kind": "trailer parking",
                    "space": "lot P-17",
                    "period": {"start": "2025-11-01", "end": "2026-04-30"},
                    "paid": 240.0,
                    "status": "active",
                },
            ],
            "paid_with": "Visa ****2081",
        },
        facts={
            "storage_contracts": {
                "WS-2025-0219": {"what": "Petrel winter storage", "paid": 1260.0},
                "TP-0762": {"what": "trailer parking, lot P-17", "paid": 240.0},
            }
        },
    )
    s.say(
        "Thanks, Anselm. You have two storage contracts running to April 30: WS-2025-0219, "
        "Petrel's winter storage on the hard (row 2, cradle 14, $1,260.00), and TP-0762, "
        "trailer parking in lot P-17 ($240.00). When will the trailer leave the lot?"
    )
    s.user("the buyer picks it up sunday the 15th")
    s.call(
        "get_refund_quote",
        {"contract_id": "TP-0762", "effective_date": "2026-03-16"},
        {
            "contract_id": "TP-0762",
            "effective_date": "2026-03-16",
            "period_days": 181,
            "days_remaining": 46,
            "paid": 240.0,
            "refund": 60.99,
            "how": "prorated by days remaining: 240.00 x 46 / 181",
            "refund_options": {
                "card": "to the card it was paid with, 5-7 business days",
                "account_credit": "credit on the owner's account, usable at once",
            },
        },
        facts={"refund_quote": {"contract_id": "TP-0762", "refund": 60.99, "days": 46}},
    )
    s.say(
        "If the parking ends on Monday, March 16, the day after pickup, 46 of the contract's "
        "181 days are left, so the prorated refund is $60.99 ($240.00 x 46/181). It can go "
        "back to your Visa ****2081, which takes 5-7 business days, or I can put it on your "
        "account as a credit straight away; a lot of owners use that toward the spring "
        "launch."
    )
    s.user(
        "refund to the card, not a credit on the account. and don't touch the boat storage, "
        "petrel stays on the hard till launch",
        facts={
            "cancel_request": {
                "cancel": "TP-0762",
                "keep": "WS-2025-0219",
                "refund_to": "card",
            }
        },
    )
    s.confirm(
        "Here's what I'll do:\n"
        "- Cancel trailer parking TP-0762 (lot P-17), effective Monday, March 16, 2026\n"
        "- Refund $60.99 to Visa ****2081 (not account credit)\n"
        "- Petrel's winter storage WS-2025-0219 is not affected\n\n"
        "Shall I go ahead? (yes/no)",
        [
            (
                "cancel_storage_contract",
                {
                    "owner_id": "MH-27395",
                    "contract_id": "TP-0762",
                    "effective_date": "2026-03-16",
                },
            ),
            (
                "issue_refund",
                {
                    "owner_id": "MH-27395",
                    "contract_id": "TP-0762",
                    "amount": 60.99,
                    "to": "card",
                },
            ),
        ],
    )
    s.yes("yes")
    s.call(
        "cancel_storage_contract",
        {"owner_id": "MH-27395", "contract_id": "TP-0762", "effective_date": "2026-03-16"},
        {
            "contract_id": "TP-0762",
            "status": "cancelled",
            "effective_date": "2026-03-16",
            "space_released": "lot P-17",
            "other_contracts": [{"contract_id": "WS-2025-0219", "status": "active"}],
        },
    )
    s.call(
        "issue_refund",
        {"owner_id": "MH-27395", "contract_id": "TP-0762", "amount": 60.99, "to": "card"},
        {
            "refund_id": "RF-4408",
            "status": "issued",
            "amount": 60.99,
            "to": "Visa ****2081",
            "expected": "5-7 business days",
        },
        facts={"refund_id": "RF-4408"},
    )
    s.boundary(
        "TP-0762 cancelled from March 16 and refund RF-4408 ($60.99 to Visa ****2081) both "
        "executed, not reported yet; WS-2025-0219 untouched; the account credit offered and "
        "declined"
    )


def session_insurance(s):
    """A renewed insurance certificate submitted to the manager; the launch proposed, pending."""
    greet(s)
    s.user(
        "Hi, this is Priya Castellan, Moonraker in D-9. I got an email saying my insurance on "
        "file expired and I can't launch without it? I have the new certificate right here. "
        "MH40522"
    )
    s.say("Thanks, Priya. Please confirm the email address on your account.")
    s.user("priya.castellan@example.com")
    s.call(
        "verify_owner",
        {"owner_id": "MH-40522", "name": "Priya Castellan", "email": "priya.castellan@example.com"},
        verified("MH-40522"),
        facts={
            "owner_id": "MH-40522",
            "owner": "Priya Castellan",
            "boats": {"Moonraker": {"length_ft": 36, "slip": "D-9"}},
            "card_on_file": "Mastercard ****9054",
        },
    )
    s.call(
        "get_insurance_status",
        {"owner_id": "MH-40522", "boat": "Moonraker"},
        {
            "on_file": {
                "insurer": "Saltby Mutual",
                "policy": "SM-448120",
                "valid_to": "2026-02-28",
                "status": "expired",
            },
            "requirements": {
                "min_liability": 300000,
                "additional_insured": "Merrowick Harbour Marina",
            },
            "review": "the marina manager (Colm Ashby) accepts a certificate or asks for a "
            "corrected one, usually within 2 business days",
            "launch_rule": "no launch until a current certificate is accepted",
        },
        facts={
            "insurance": {
                "on_file": "SM-448120",
                "expired": "2026-02-28",
                "min_liability": 300000,
            }
        },
    )
    s.say(
        "Yes, the certificate on file (Saltby Mutual, policy SM-448120) expired on February "
        "28. We need one showing at least $300,000 in liability with Merrowick Harbour Marina "
        "named as additional insured. The marina manager, Colm Ashby, reviews it: he accepts "
        "it or asks for a corrected one, usually within 2 business days, and we can't launch "
        "until it's accepted. What does the new certificate say?"
    )
    s.user(
        "Harbourline Insurance, policy HL 7730214, 500k liability, March 1 2026 to end of "
        "Feb 2027, and yes the marina is named on it",
        facts={
            "insurance": {
                "insurer": "Harbourline Insurance",
                "policy": "HL-7730214",
                "liability": 500000,
                "valid": "2026-03-01 to 2027-02-28",
            }
        },
    )
    s.confirm(
        "Here's the certificate I'll submit for review:\n"
        "- Moonraker (36 ft), owner Priya Castellan\n"
        "- Harbourline Insurance, policy HL-7730214, valid March 1, 2026 to February 28, 2027\n"
        "- Liability $500,000; Merrowick Harbour Marina named as additional insured\n"
        "- Sent to the marina manager, Colm Ashby, for review\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_insurance_certificate",
                {
                    "owner_id": "MH-40522",
                    "boat": "Moonraker",
                    "insurer": "Harbourline Insurance",
                    "policy": "HL-7730214",
                    "liability": 500000,
                    "valid_from": "2026-03-01",
                    "valid_to": "2027-02-28",
                    "additional_insured": True,
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "submit_insurance_certificate",
        {
            "owner_id": "MH-40522",
            "boat": "Moonraker",
            "insurer": "Harbourline Insurance",
            "policy": "HL-7730214",
            "liability": 500000,
            "valid_from": "2026-03-01",
            "valid_to": "2027-02-28",
            "additional_insured": True,
        },
        {
            "submission_id": "INS-2614",
            "status": "under_review",
            "reviewer": "marina manager",
            "decision_expected_by": "2026-03-16",
        },
        facts={"insurance_submission_id": "INS-2614"},
    )
    s.say(
        "Submitted: certificate INS-2614 is with Colm Ashby for review. It isn't accepted "
        "yet; he should decide by Monday, March 16, and you'll get an email either way."
    )
    s.user(
        "ok. while I have you, I need to book the launch. the surveyor comes on the 27th and "
        "she has to be in the water before the survey date, he's doing a sea trial"
    )
    s.call(
        "get_tide_windows",
        {"service": "launch", "from": "2026-03-23", "to": "2026-03-26"},
        {
            "windows": [
                {"date": "2026-03-24", "day": "Tuesday", "window": "09:05-11:30", "open": True},
                {"date": "2026-03-25", "day": "Wednesday", "window": "09:40-12:05", "open": True},
                {"date": "2026-03-26", "day": "Thursday", "window": "15:20-17:45", "open": True},
            ],
            "launch_per_ft": 14.0,
            "requires": "an accepted insurance certificate on the launch day",
        },
        facts={
            "tide_windows": {
                "2026-03-24": "09:05-11:30",
                "2026-03-25": "09:40-12:05",
                "2026-03-26": "15:20-17:45",
            }
        },
    )
    s.say(
        "Before the 27th there are three launch windows: Tuesday 3/24 09:05-11:30, Wednesday "
        "3/25 09:40-12:05 and Thursday 3/26 15:20-17:45. For 36 ft the launch is $14.00 a "
        "foot, $504.00. I'd take Tuesday if you can, to leave a spare day before the survey."
    )
    s.user(
        "the 24th I'm at work. wednesday the 25th",
        facts={"launch_request": {"date": "2026-03-25", "before": "2026-03-27"}},
    )
    s.confirm(
        "Here's the launch:\n"
        "- Moonraker (36 ft), Wednesday, March 25, 2026, window 09:40-12:05, to slip D-9\n"
        "- $504.00 ($14.00/ft), charged to Mastercard ****9054 on the day\n"
        "- Goes ahead only once the certificate INS-2614 is accepted\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_launch",
                {
                    "owner_id": "MH-40522",
                    "boat": "Moonraker",
                    "date": "2026-03-25",
                    "window": "09:40-12:05",
                    "to_slip": "D-9",
                },
            )
        ],
    )
    s.user(
        "and if Colm hasn't accepted the certificate by the 25th? do I lose the slot? I can't "
        "miss the survey"
    )
    s.boundary(
        "certificate INS-2614 (HL-7730214, $500,000) executed and reported, under review with "
        "the manager (by March 16), not accepted; the Wednesday March 25 launch ($504.00) "
        "proposed, pending: she asked what happens if the certificate isn't accepted; Tuesday "
        "suggested and declined"
    )


def session_agent(s):
    """A broker authorized for one of two boats; the runabout's slip move up to the harbour master."""
    greet(s)
    s.user(
        "Halvard Pike. I'm selling Halcyon and I've signed with a broker, Noor Abernethy at "
        "Saltby Yacht Sales. she needs to be able to show the boat and take buyers out. owner "
        "no 15063"
    )
    s.say("Good morning, Mr. Pike. Can you confirm the phone number on the account?")
    s.user("2075550124")
    s.call(
        "verify_owner",
        {"owner_id": "MH-15063", "name": "Halvard Pike", "phone": "+1 207-555-0124"},
        verified("MH-15063"),
        facts={
            "owner_id": "MH-15063",
            "owner": "Halvard Pike",
            "boats": {
                "Halcyon": {"length_ft": 38, "slip": "C-12"},
                "Minx": {"length_ft": 19, "slip": "A-3"},
            },
        },
    )
    s.call(
        "get_authorized_agents",
        {"owner_id": "MH-15063"},
        {
            "agents": [],
            "scopes": [
                "showings",
                "sea trials",
                "haul-out and launch bookings",
                "contracts and payments",
            ],
            "default_expiry": "2026-10-31",
        },
        facts={"agents": {"current": [], "default_expiry": "2026-10-31"}},
    )
    s.say(
        "Thanks, you're verified. You have no one authorized on the account yet. I can "
        "authorize Noor for showings and sea trials; an authorization runs to the end of the "
        "season, October 31, unless you pick another date. Many sellers also let their broker "
        "book haul-outs, for the buyer's survey. Which boats should it cover: you have Halcyon "
        "(38 ft, C-12) and Minx (19 ft, A-3)?"
    )
    s.user(
        "only Halcyon, not Minx, Minx isn't for sale. showings and sea trials, nothing else, "
        "she doesn't book haul outs and she can't sign anything. and only till the end of "
        "june, if it's not sold by then I'm changing brokers. her email is "
        "noor.abernethy@example.net",
        facts={
            "agent_request": {
                "agent": "Noor Abernethy",
                "boat": "Halcyon",
                "scope": ["showings", "sea trials"],
                "expires": "2026-06-30",
            }
        },
    )
    s.confirm(
        "Here's the authorization:\n"
        "- Noor Abernethy, Saltby Yacht Sales (noor.abernethy@example.net)\n"
        "- Halcyon only (38 ft, C-12); not Minx\n"
        "- Showings and sea trials only: no haul-out bookings, no contracts or payments\n"
        "- Until June 30, 2026\n\n"
        "Shall I add her? (yes/no)",
        [
            (
                "authorize_agent",
                {
                    "owner_id": "MH-15063",
                    "agent": "Noor Abernethy",
                    "email": "noor.abernethy@example.net",
                    "boat": "Halcyon",
                    "scope": ["showings", "sea trials"],
                    "expires": "2026-06-30",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "authorize_agent",
        {
            "owner_id": "MH-15063",
            "agent": "Noor Abernethy",
            "email": "noor.abernethy@example.net",
            "boat": "Halcyon",
            "scope": ["showings", "sea trials"],
            "expires": "2026-06-30",
        },
        {
            "authorization_id": "AG-1175",
            "status": "active",
            "agent": "Noor Abernethy",
            "boat": "Halcyon",
            "scope": ["showings", "sea trials"],
            "expires": "2026-06-30",
        },
        facts={"authorization_id": "AG-1175"},
    )
    s.say(
        "Done: Noor Abernethy is authorized as AG-1175 for Halcyon only, for showings and sea "
        "trials, until June 30, 2026. She can't book yard work or sign anything on your "
        "account, and she has no access to Minx."
    )
    s.user(
        "good. other thing, I want Minx off A dock. the ferry wake bangs her against the "
        "finger pier all summer"
    )
    s.boundary(
        "broker authorization AG-1175 (Noor Abernethy, Halcyon only, showings and sea trials, "
        "until June 30) executed and reported; haul-out authority suggested and declined; "
        "Minx not covered; his request to move Minx off A dock just raised"
    )
    s.call(
        "get_slip_options",
        {"owner_id": "MH-15063", "boat": "Minx", "length_ft": 19, "season": 2026},
        {
            "current": {"slip": "A-3", "contract": "SS-2026-0187", "fee": 2242.0},
            "options": [
                {"slip": "D-7", "dock": "D", "per_ft": 118.0, "fee": 2242.0, "difference": 0.0},
                {
                    "slip": "E-2",
                    "dock": "E (floating, new)",
                    "per_ft": 126.0,
                    "fee": 2394.0,
                    "difference": 152.0,
                },
            ],
            "reassignment_fee": 45.0,
            "decided_by": "harbour master (Ines Cardew), reassignment reviews on Mondays",
            "next_review": "2026-03-16",
        },
        facts={
            "slip_options": {
                "D-7": {"fee": 2242.0, "difference": 0.0},
                "E-2": {"fee": 2394.0, "difference": 152.0},
                "reassignment_fee": 45.0,
                "next_review": "2026-03-16",
            }
        },
    )
    s.say(
        "Minx is in A-3 under SS-2026-0187 ($2,242.00 for the season). Two slips that fit her "
        "are free for 2026: D-7 on D dock, same rate, so no difference; and E-2 on the new "
        "floating E dock at $126.00 a foot, $2,394.00, $152.00 more. E-2 is the nicer berth, "
        "closest to the car park. A move is a request to the harbour master, Ines Cardew, who "
        "reviews them on Mondays (next March 16); there's a $45.00 reassignment fee if she "
        "approves it."
    )
    s.user(
        "the cheaper one first. D-7, and E-2 only if D-7 doesn't work out",
        facts={"reassignment_request": {"boat": "Minx", "preferences": ["D-7", "E-2"]}},
    )
    s.confirm(
        "Here's the request for the harbour master:\n"
        "- Minx (19 ft), from A-3 for the 2026 season\n"
        "- First choice D-7 (no difference); second choice E-2 (+$152.00)\n"
        "- $45.00 reassignment fee, only if approved\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_slip_reassignment",
                {
                    "owner_id": "MH-15063",
                    "boat": "Minx",
                    "from_slip": "A-3",
                    "preferences": ["D-7", "E-2"],
                    "season": 2026,
                },
            )
        ],
    )
    s.yes("yes send it")
    s.call(
        "request_slip_reassignment",
        {
            "owner_id": "MH-15063",
            "boat": "Minx",
            "from_slip": "A-3",
            "preferences": ["D-7", "E-2"],
            "season": 2026,
        },
        {
            "request_id": "RA-0539",
            "status": "pending_harbour_master",
            "preferences": ["D-7", "E-2"],
            "review_date": "2026-03-16",
            "current_slip_held": "A-3",
        },
        facts={"reassignment_id": "RA-0539"},
    )
    s.say(
        "Sent: request RA-0539 is with the harbour master for her review on Monday, March 16, "
        "D-7 first, then E-2. It isn't approved yet, and Minx keeps A-3 until it is. The "
        "$45.00 fee is charged only if she approves a move."
    )
    s.user("and does Noor get told if Minx moves? doesn't matter I suppose. will I hear monday?")
    s.boundary(
        "AG-1175 earlier; reassignment request RA-0539 (Minx, D-7 first, then E-2) executed "
        "and reported, up to the harbour master on March 16, not approved; Minx still in A-3; "
        "E-2 praised by the agent, D-7 first by his choice; his question open"
    )


SCRIPTS = {
    "storage": session_storage,
    "insurance": session_insurance,
    "agent": session_agent,
}
