"""Session scripts, part 2: receipt, contract, card, split and rush.

Each script plays one invented session with the procurement and accounts-payable assistant of
Orrin & Vale Coatings (employees, employee ids, cost centers, vendors, POs, receipts,
contracts, cards, amounts and dates are made up). `s.boundary(note)` marks where a point is
frozen.
"""

from __future__ import annotations

from records import budgets, vendor, verified
from sessions_a import greet


def session_receipt(s):
    """A partial delivery: 8 drums rejected for 7 (one refused); the return still pending."""
    greet(s)
    s.user(
        "hi need to receive a delivery against PO 581090, Ferrand resins. this is Keiko "
        "Ashdown, receiving at Toledo, 27405"
    )
    s.say(
        "Hi Keiko. To verify, please give me the last four digits of the phone number on your "
        "record."
    )
    s.user("0166")
    s.call(
        "verify_employee",
        {"employee_id": "OV-27405", "name": "Keiko Ashdown", "phone_last4": "0166"},
        verified("OV-27405"),
        facts={"employee_id": "OV-27405", "employee": "Keiko Ashdown"},
    )
    s.call(
        "get_purchase_order",
        {"po_id": "PO-581090"},
        {
            "po_id": "PO-581090",
            "vendor": "Ferrand Resins Inc.",
            "vendor_id": "V-29960",
            "status": "issued",
            "ship_to": "Toledo plant",
            "cost_center": "CC-6150",
            "lines": [
                {
                    "line": 1,
                    "sku": "FR-AC220",
                    "description": "AC-220 acrylic resin, 55-gal drum",
                    "qty_ordered": 12,
                    "qty_received": 0,
                    "unit_price": 1184.0,
                },
                {
                    "line": 2,
                    "sku": "FR-HD10",
                    "description": "HD-10 hardener, 5-gal pail",
                    "qty_ordered": 20,
                    "qty_received": 0,
                    "unit_price": 96.5,
                },
            ],
        },
        facts={
            "purchase_orders": {
                "PO-581090": {
                    "line 1": {"item": "AC-220 resin drum", "ordered": 12, "unit_price": 1184.0},
                    "line 2": {"item": "HD-10 hardener pail", "ordered": 20, "unit_price": 96.5},
                }
            }
        },
    )
    s.say(
        "PO-581090 from Ferrand Resins Inc. has two lines, nothing received yet on either:\n"
        "1. AC-220 acrylic resin, 55-gal drums: 12 ordered at $1,184.00\n"
        "2. HD-10 hardener, 5-gal pails: 20 ordered at $96.50\n"
        "What came in?"
    )
    s.user(
        "8 drums came on the truck this morning, packing slip FS-20418. no hardener pails. "
        "one of the drums is dented and leaking at the bung, we set it aside."
    )
    first = {"po_id": "PO-581090", "line": 1, "qty": 8, "packing_slip": "FS-20418"}
    s.confirm(
        "Here's the goods receipt:\n"
        "- PO-581090 line 1, AC-220 acrylic resin: receive 8 drums (packing slip FS-20418)\n"
        "- Line 2 (HD-10 hardener): nothing received\n"
        "- Still open on line 1 after this: 4 drums\n\n"
        "Shall I post it? (yes/no)",
        [("post_goods_receipt", first)],
    )
    s.no(
        "no, 7. don't receive the leaking one, we're refusing it. I don't want us paying for it.",
        facts={"receipt": {"po_id": "PO-581090", "line": 1, "qty": 7, "refused": 1}},
    )
    second = {
        "po_id": "PO-581090",
        "line": 1,
        "qty": 7,
        "packing_slip": "FS-20418",
        "rejected_qty": 1,
        "rejection_reason": "damaged, leaking at the bung",
    }
    s.confirm(
        "Updated:\n"
        "- PO-581090 line 1: receive 7 drums (packing slip FS-20418); 1 drum refused as "
        "damaged (leaking at the bung), so it won't be paid\n"
        "- Line 2 (HD-10 hardener): nothing received\n"
        "- Still open on line 1 after this: 5 drums\n\n"
        "Shall I post it? (yes/no)",
        [("post_goods_receipt", second)],
    )
    s.yes("yes")
    s.call(
        "post_goods_receipt",
        second,
        {
            "receipt_id": "GR-77104",
            "po_id": "PO-581090",
            "line": 1,
            "qty_received": 7,
            "qty_rejected": 1,
            "open_qty": 5,
            "value_received": 8288.0,
            "status": "posted",
        },
        facts={"receipt_id": "GR-77104"},
    )
    s.say(
        "Posted: GR-77104, 7 drums received on PO-581090 line 1 ($8,288.00), 1 refused, 5 "
        "still open; the hardener line is untouched. For the refused drum, I'd suggest a "
        "return authorization with Ferrand so they pick it up. Want me to request one?"
    )
    s.user(
        "yes please, but ask them for a replacement drum, not a credit. we need all 12.",
        facts={"return_request": {"qty": 1, "resolution": "replacement", "not": "credit"}},
    )
    ret = {
        "po_id": "PO-581090",
        "line": 1,
        "receipt_id": "GR-77104",
        "qty": 1,
        "reason": "damaged, leaking at the bung",
        "resolution": "replacement",
        "pickup": "Toledo plant dock",
    }
    s.confirm(
        "Here's the return request to Ferrand Resins (V-29960):\n"
        "- Return 1 drum of AC-220 resin from PO-581090 line 1 (refused on GR-77104), damaged "
        "and leaking at the bung\n"
        "- Resolution: a replacement drum, not a credit\n"
        "- Pickup from the Toledo plant dock\n\n"
        "Shall I send it? (yes/no)",
        [("request_return", ret)],
    )
    s.boundary(
        "the receipt of 8 drums rejected by her correction; GR-77104 (7 drums received, 1 "
        "refused, 5 open, $8,288.00) posted and reported; the hardener line untouched; the "
        "return for a replacement (not a credit) proposed, pending"
    )


def session_contract(s):
    """The janitorial non-renewal notice bounces; the window-cleaning contract kept."""
    greet(s)
    s.user(
        "Hello, Harriet Oyelaran, facilities at HQ, OV-15520. I need to make sure our "
        "janitorial contract doesn't auto-renew."
    )
    s.say("Hello Harriet. To verify, please confirm your work email.")
    s.user("h.oyelaran@example.net")
    s.call(
        "verify_employee",
        {"employee_id": "OV-15520", "name": "Harriet Oyelaran", "email": "h.oyelaran@example.net"},
        verified("OV-15520"),
        facts={"employee_id": "OV-15520", "employee": "Harriet Oyelaran"},
    )
    s.call(
        "list_contracts",
        {"owner_id": "OV-15520", "vendor_id": "V-28512"},
        {
            "as_of": "2025-10-22",
            "contracts": [
                {
                    "contract_id": "CTR-2207",
                    "vendor": "Brightline Facility Services",
                    "vendor_id": "V-28512",
                    "scope": "janitorial, Columbus HQ",
                    "annual_value": 86400.0,
                    "term_end": "2025-12-31",
                    "auto_renew": True,
                    "renewal_term_months": 12,
                    "notice_days": 60,
                    "notice_deadline": "2025-11-01",
                    "notice_to": "contracts@brightlinefs.example.net",
                },
                {
                    "contract_id": "CTR-2231",
                    "vendor": "Brightline Facility Services",
                    "vendor_id": "V-28512",
                    "scope": "window cleaning, Columbus HQ",
                    "annual_value": 9600.0,
                    "term_end": "2026-03-31",
                    "auto_renew": True,
                    "renewal_term_months": 12,
                    "notice_days": 30,
                    "notice_deadline": "2026-03-01",
                    "notice_to": "contracts@brightlinefs.example.net",
                },
            ],
        },
        facts={
            "contracts": {
                "CTR-2207": {
                    "scope": "janitorial",
                    "term_end": "2025-12-31",
                    "notice_deadline": "2025-11-01",
                    "annual_value": 86400.0,
                },
                "CTR-2231": {
                    "scope": "window cleaning",
                    "term_end": "2026-03-31",
                    "notice_deadline": "2026-03-01",
                    "annual_value": 9600.0,
                },
            }
        },
    )
    s.say(
        "You own two Brightline Facility Services contracts (V-28512), both set to "
        "auto-renew for 12 months:\n"
        "- CTR-2207, janitorial at Columbus HQ, $86,400.00 a year: ends December 31, 2025; "
        "60 days' notice, so the non-renewal notice must reach them by Saturday, November 1\n"
        "- CTR-2231, window cleaning at Columbus HQ, $9,600.00 a year: ends March 31, 2026; "
        "30 days' notice, by March 1, 2026\n"
        "Which one should not renew?"
    )
    s.user(
        "Right, the janitorial one, 2207. Send them the non-renewal notice. Keep the window "
        "cleaning one as is, we're happy with them."
    )
    s.say(
        "Will do. Would you also like me to open a sourcing request so Procurement can start "
        "an RFQ for a new janitorial vendor from January?"
    )
    s.user("Not yet, I want to talk to my director first.")
    notice = {
        "contract_id": "CTR-2207",
        "effective_end": "2025-12-31",
        "send_to": "contracts@brightlinefs.example.net",
    }
    s.confirm(
        "Here's the notice:\n"
        "- Contract CTR-2207, Brightline Facility Services, janitorial at Columbus HQ\n"
        "- Notice of non-renewal: the contract ends December 31, 2025 and does not renew\n"
        "- Sent by email to contracts@brightlinefs.example.net, ahead of the November 1 "
        "deadline\n"
        "- CTR-2231 (window cleaning) unchanged\n\n"
        "Shall I send it? (yes/no)",
        [("send_nonrenewal_notice", notice)],
    )
    s.yes("Yes, send it.")
    s.call(
        "send_nonrenewal_notice",
        notice,
        {
            "error": "DELIVERY_FAILED",
            "message": (
                "notice email to contracts@brightlinefs.example.net bounced (550 mailbox "
                "unavailable); CTR-2207 is still set to auto-renew on 2026-01-01; section 14.2 "
                "allows written notice by certified mail or to the notice email on file"
            ),
        },
        error=True,
    )
    s.say(
        "The notice didn't go through: the email to contracts@brightlinefs.example.net "
        "bounced (mailbox unavailable), so CTR-2207 is still set to auto-renew on January 1, "
        "2026. Section 14.2 of the contract also allows notice by certified mail. I can open a "
        "request with Legal to send it by certified mail; they need about 3 business days, "
        "which still makes the November 1 deadline. Or, if you get a current notice address "
        "from Brightline, I can resend by email."
    )
    s.user(
        "Let me get the right address from our account rep, Devon Pryce, today and come back. "
        "Don't send anything to Legal yet."
    )
    s.say(
        "Okay, nothing goes to Legal for now. Just keep the deadline in mind: the notice has "
        "to reach Brightline by Saturday, November 1, and certified mail takes Legal about 3 "
        "business days, so Monday, October 27 is the last safe day to switch to it."
    )
    s.boundary(
        "the non-renewal notice for CTR-2207 (janitorial) confirmed and sent; it bounced "
        "(DELIVERY_FAILED, ledger executed) and was reported, CTR-2207 still auto-renews; "
        "CTR-2231 kept; the Legal certified-mail request offered, not to be sent yet; the RFQ "
        "declined"
    )


def session_card(s):
    """A temporary card limit increase for a trade show, awaiting the manager's approval."""
    greet(s)
    s.user("need a bump on my corporate card for a trade show. silas drummond, OV 28861")
    s.say(
        "Sure, Silas. To verify, please give me the last four digits of the phone number on "
        "your record."
    )
    s.user("0194")
    s.call(
        "verify_employee",
        {"employee_id": "OV-28861", "name": "Silas Drummond", "phone_last4": "0194"},
        verified("OV-28861"),
        facts={"employee_id": "OV-28861", "employee": "Silas Drummond"},
    )
    s.call(
        "get_card",
        {"employee_id": "OV-28861"},
        {
            "card": "****4417",
            "network": "Visa",
            "status": "active",
            "monthly_limit": 5000.0,
            "single_txn_limit": 2500.0,
            "cycle_spend": 1326.4,
            "cycle_closes": "2025-11-05",
        },
        facts={
            "card": {
                "card": "****4417",
                "monthly_limit": 5000.0,
                "single_txn_limit": 2500.0,
                "cycle_spend": 1326.4,
            }
        },
    )
    s.say(
        "Your corporate Visa ending 4417 has a $5,000 monthly limit and a $2,500 "
        "single-transaction limit; $1,326.40 is spent this cycle, which closes November 5. "
        "What do you need for the show?"
    )
    s.user(
        "CoatTech West in vegas, nov 17-20. booth furniture rental and the team dinner will "
        "blow past it. need 12k for november, and single transactions up to 6k for the "
        "furniture. just for the show - put it back to normal after, I don't want a permanent "
        "higher limit.",
        facts={
            "card_request": {
                "monthly_limit": 12000.0,
                "single_txn_limit": 6000.0,
                "temporary": True,
                "event": "CoatTech West, Las Vegas, 2025-11-17/20",
            }
        },
    )
    s.say(
        "Understood. One thing: flights and hotel should be booked through the Travelwise "
        "portal, which bills them centrally, so they don't count against your card. Is that "
        "already done?"
    )
    s.user("yeah flights and hotel are booked through the portal already")
    req = {
        "card": "****4417",
        "monthly_limit": 12000.0,
        "single_txn_limit": 6000.0,
        "start": "2025-11-01",
        "end": "2025-11-30",
        "reason": "CoatTech West, Las Vegas, 2025-11-17 to 2025-11-20",
    }
    s.confirm(
        "Here's the request:\n"
        "- Card ****4417: monthly limit $5,000 -> $12,000; single transaction $2,500 -> "
        "$6,000\n"
        "- Temporary: November 1-30, 2025, then back to $5,000 / $2,500\n"
        "- Reason: CoatTech West, Las Vegas, November 17-20\n"
        "- Approval: Gwen Castellanos (your manager), then the card program team\n\n"
        "Shall I submit it? (yes/no)",
        [("request_card_limit_change", req)],
    )
    s.yes("yep")
    s.call(
        "request_card_limit_change",
        req,
        {
            "request_id": "CLR-5510",
            "status": "pending_manager_approval",
            "approver": "Gwen Castellanos",
            "then": "card program review",
            "effective": "2025-11-01",
            "reverts": "2025-12-01",
            "current_limits": {"monthly": 5000.0, "single_txn": 2500.0},
        },
        facts={"card_request_id": "CLR-5510"},
    )
    s.say(
        "Submitted: CLR-5510. It's waiting for Gwen Castellanos to approve, then the card "
        "program team reviews it. Your limits haven't changed yet: if it's approved, $12,000 "
        "a month and $6,000 per transaction apply from November 1 and revert on December 1. "
        "You'll get an email at s.drummond@example.net at each step."
    )
    s.boundary(
        "the temporary limit increase on card ****4417 ($12,000 monthly / $6,000 single, Nov "
        "1-30) submitted as CLR-5510 and reported, pending Gwen Castellanos's approval; limits "
        "unchanged; the travel portal mentioned by the agent"
    )


def session_split(s):
    """A training requisition split across two cost centers (50/50 rejected for 60/40)."""
    greet(s)
    s.user(
        "Hi! I need a requisition for forklift safety refresher training from Pinecrest, and "
        "the cost is shared between HR and EHS. Ines Carvalho, OV-24093."
    )
    s.say("Hi Ines. To verify, please confirm your work email.")
    s.user("ines.carvalho@example.net")
    s.call(
        "verify_employee",
        {"employee_id": "OV-24093", "name": "Ines Carvalho", "email": "ines.carvalho@example.net"},
        verified("OV-24093"),
        facts={"employee_id": "OV-24093", "employee": "Ines Carvalho"},
    )
    s.call(
        "get_vendor",
        {"name": "Pinecrest"},
        dict(
            vendor("V-30644"),
            rates=[
                {
                    "service": "forklift safety refresher, on-site, per session (up to 8 operators)",
                    "price": 1150.0,
                },
                {"service": "on-site catering add-on, per operator", "price": 15.0},
            ],
        ),
        facts={"vendor_id": "V-30644"},
    )
    s.say(
        "Pinecrest Safety Training is an active vendor (V-30644). Their on-site forklift "
        "safety refresher is $1,150.00 per session, up to 8 operators each. How many sessions, "
        "where and when, and which cost centers share it?"
    )
    s.user(
        "4 sessions at the Toledo plant, nov 18 and 19, two each day. quote PST-3381, $4,600. "
        "split it between HR's 2210 and EHS's 3105."
    )
    s.call(
        "get_budget",
        {"cost_centers": ["CC-2210", "CC-3105"]},
        budgets(["CC-2210", "CC-3105"], "2025-10-21"),
        facts={
            "budgets": {
                "CC-2210": {"available": 22480.0, "owner": "Alana Whitcombe"},
                "CC-3105": {"available": 5130.0, "owner": "Brendan Kuo"},
            }
        },
    )
    lines = [{"description": "forklift safety refresher, on-site, Toledo plant", "qty": 4}]
    first = {
        "requester_id": "OV-24093",
        "vendor_id": "V-30644",
        "lines": lines,
        "unit_price": 1150.0,
        "total": 4600.0,
        "quote_ref": "PST-3381",
        "service_dates": ["2025-11-18", "2025-11-19"],
        "split": [
            {"cost_center": "CC-2210", "amount": 2300.0},
            {"cost_center": "CC-3105", "amount": 2300.0},
        ],
    }
    s.confirm(
        "Both cost centers have room (CC-2210: $22,480.00 available; CC-3105: $5,130.00). "
        "Here's the requisition:\n"
        "- Pinecrest Safety Training (V-30644), quote PST-3381\n"
        "- 4 on-site forklift safety refresher sessions at the Toledo plant, Tuesday and "
        "Wednesday, November 18-19, 2025: 4 x $1,150.00 = $4,600.00\n"
        "- Split 50/50: CC-2210 HR Learning & Development $2,300.00; CC-3105 Environmental "
        "Health & Safety $2,300.00\n"
        "- Approvers: Alana Whitcombe (CC-2210) and Brendan Kuo (CC-3105)\n\n"
        "Shall I submit it? (yes/no)",
        [("submit_requisition", first)],
    )
    s.no(
        "No, not 50/50 - 60/40, HR pays the 60. That's what Alana and Brendan agreed.",
        facts={"split": {"CC-2210": 0.6, "CC-3105": 0.4}},
    )
    second = dict(
        first,
        split=[
            {"cost_center": "CC-2210", "amount": 2760.0},
            {"cost_center": "CC-3105", "amount": 1840.0},
        ],
    )
    s.confirm(
        "Updated:\n"
        "- Pinecrest Safety Training (V-30644), quote PST-3381\n"
        "- 4 sessions at the Toledo plant, November 18-19, 2025: $4,600.00\n"
        "- Split 60/40: CC-2210 $2,760.00 (60%); CC-3105 $1,840.00 (40%)\n"
        "- Approvers: Alana Whitcombe (CC-2210) and Brendan Kuo (CC-3105)\n\n"
        "Shall I submit it? (yes/no)",
        [("submit_requisition", second)],
    )
    s.yes("Yes.")
    s.call(
        "submit_requisition",
        second,
        {
            "requisition_id": "REQ-73561",
            "status": "pending_budget_approval",
            "total": 4600.0,
            "approvals": [
                {
                    "cost_center": "CC-2210",
                    "approver": "Alana Whitcombe",
                    "amount": 2760.0,
                    "status": "pending",
                },
                {
                    "cost_center": "CC-3105",
                    "approver": "Brendan Kuo",
                    "amount": 1840.0,
                    "status": "pending",
                },
            ],
            "po_created": False,
        },
        facts={"requisition_id": "REQ-73561"},
    )
    s.say(
        "Submitted: REQ-73561, $4,600.00, split CC-2210 $2,760.00 / CC-3105 $1,840.00. It "
        "needs both Alana Whitcombe's and Brendan Kuo's approval before it becomes a PO to "
        "Pinecrest. By the way, Pinecrest offers on-site catering at $15 per operator; want "
        "me to add it?"
    )
    s.user("No thanks, the plant cafeteria is doing lunch.")
    s.say(
        "Okay, no catering. You'll get an email at ines.carvalho@example.net once both "
        "approvals are in and the PO goes out. Anything else?"
    )
    s.boundary(
        "the 50/50 split rejected by her correction; REQ-73561 ($4,600.00: CC-2210 $2,760.00 / "
        "CC-3105 $1,840.00) submitted and reported, pending both budget owners; catering "
        "offered by the agent and declined"
    )


def session_rush(s):
    """An emergency seal-kit PO by courier; then the old seal-kit PO's cancellation pending."""
    greet(s)
    s.user(
        "Line 2 is down, the transfer pump seal blew. I need a rush order on a replacement "
        "seal kit today. Arjun Sethi, production supervisor Toledo, 33017"
    )
    s.say(
        "Sorry to hear it, Arjun. To verify quickly, please give me the last four digits of "
        "the phone number on your record."
    )
    s.user("0128")
    s.call(
        "verify_employee",
        {"employee_id": "OV-33017", "name": "Arjun Sethi", "phone_last4": "0128"},
        verified("OV-33017"),
        facts={"employee_id": "OV-33017", "employee": "Arjun Sethi"},
    )
    s.call(
        "get_purchase_orders",
        {"requester_id": "OV-33017", "vendor_id": "V-29133", "status": "open"},
        {
            "vendor": "Dunmore Pump & Seal",
            "vendor_id": "V-29133",
            "purchase_orders": [
                {
                    "po_id": "PO-581460",
                    "ordered": "2025-10-10",
                    "status": "issued",
                    "cost_center": "CC-6180",
                    "lines": [
                        {
                            "sku": "DPS-IMP40",
                            "description": "impeller, TP-40 transfer pump",
                            "qty": 2,
                            "unit_price": 845.0,
                        }
                    ],
                    "total": 1690.0,
                    "delivery_due": "2025-10-29",
                },
                {
                    "po_id": "PO-581522",
                    "ordered": "2025-10-15",
                    "status": "issued",
                    "cost_center": "CC-6180",
                    "lines": [
                        {
                            "sku": "DPS-SK40",
                            "description": "mechanical seal kit, TP-40 transfer pump",
                            "qty": 2,
                            "unit_price": 612.0,
                        }
                    ],
                    "total": 1224.0,
                    "shipping": "standard",
                    "delivery_due": "2025-11-05",
                },
            ],
        },
        facts={
            "purchase_orders": {
                "PO-581460": {"item": "DPS-IMP40 impeller", "qty": 2, "total": 1690.0},
                "PO-581522": {"item": "DPS-SK40 seal kit", "qty": 2, "total": 1224.0},
            }
        },
    )
    s.call(
        "get_rush_options",
        {"vendor_id": "V-29133", "sku": "DPS-SK40", "ship_to": "Toledo plant"},
        {
            "sku": "DPS-SK40",
            "unit_price": 612.0,
            "in_stock": "Dunmore Dayton branch",
            "options": [
                {"method": "same_day_courier", "fee": 420.0, "delivery": "2025-10-21T18:00"},
                {"method": "next_day_air", "fee": 185.0, "delivery": "2025-10-22T12:00"},
            ],
            "emergency_po_limit": 2500.0,
            "note": "emergency POs up to $2,500 are issued at once; the budget owner is notified",
        },
        facts={
            "rush_options": {
                "same_day_courier": {"fee": 420.0, "delivery": "2025-10-21T18:00"},
                "next_day_air": {"fee": 185.0, "delivery": "2025-10-22T12:00"},
                "emergency_po_limit": 2500.0,
            }
        },
    )
    s.say(
        "The DPS-SK40 seal kit ($612.00) is in stock at Dunmore's Dayton branch. Rush "
        "options to the Toledo plant:\n"
        "- Same-day courier: $420.00, delivered today, Tuesday, October 21, by 6 pm\n"
        "- Next-day air: $185.00, delivered Wednesday, October 22, by noon\n"
        "Emergency POs up to $2,500 are issued right away. Note you already have PO-581522 "
        "for 2 of the same seal kits, standard shipping, due November 5, and PO-581460 for 2 "
        "impellers, due October 29."
    )
    s.user(
        "Courier, today. just 1 kit. and after that cancel the old order for the 2 kits, no "
        "point having them sit on a shelf. not the impeller PO though, we need those.",
        facts={"rush_order": {"sku": "DPS-SK40", "qty": 1, "method": "same_day_courier"}},
    )
    rush = {
        "requester_id": "OV-33017",
        "vendor_id": "V-29133",
        "sku": "DPS-SK40",
        "qty": 1,
        "unit_price": 612.0,
        "shipping": "same_day_courier",
        "shipping_fee": 420.0,
        "cost_center": "CC-6180",
        "emergency": True,
    }
    s.confirm(
        "Here's the emergency order:\n"
        "- Dunmore Pump & Seal (V-29133): 1 x DPS-SK40 mechanical seal kit, $612.00\n"
        "- Same-day courier from Dayton, $420.00, delivered today, October 21, by 6 pm\n"
        "- Total $1,032.00 on CC-6180 Toledo Line 2 Production, as an emergency PO (under the "
        "$2,500 limit)\n\n"
        "Shall I place it? (yes/no)",
        [("submit_rush_order", rush)],
    )
    s.yes("yes go")
    s.call(
        "submit_rush_order",
        rush,
        {
            "po_id": "PO-581603",
            "status": "issued",
            "emergency": True,
            "total": 1032.0,
            "delivery": "2025-10-21T18:00",
            "courier_tracking": "DC-448120",
            "budget_owner_notified": "Owen Halloran",
        },
        facts={"po_id": "PO-581603"},
    )
    s.say(
        "Placed: emergency PO-581603 for 1 seal kit plus the courier, $1,032.00, issued to "
        "Dunmore. Courier tracking DC-448120, due at the Toledo plant today by 6 pm. Owen "
        "Halloran, the owner of CC-6180, has been notified."
    )
    s.confirm(
        "Now the old order:\n"
        "- Cancel PO-581522 (2 x DPS-SK40 seal kits, $1,224.00, due November 5)\n"
        "- PO-581460 (the 2 impellers) stays open\n"
        "- Dunmore allows cancellation without a fee before shipment\n\n"
        "Shall I cancel PO-581522? (yes/no)",
        [("cancel_po", {"po_id": "PO-581522", "reason": "replaced by emergency PO-581603"})],
    )
    s.boundary(
        "emergency PO-581603 (1 seal kit + same-day courier, $1,032.00, CC-6180) issued and "
        "reported; the cancellation of PO-581522 (2 seal kits) proposed, pending; PO-581460 "
        "(impellers) to stay open"
    )


SCRIPTS = {
    "receipt": session_receipt,
    "contract": session_contract,
    "card": session_card,
    "split": session_split,
    "rush": session_rush,
}
