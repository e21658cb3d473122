"""Session scripts, part 1: req, changeorder, vendor and invoice.

Each script plays one invented session with the procurement and accounts-payable assistant of
Orrin & Vale Coatings (employees, employee ids, cost centers, vendors, requisitions, POs,
invoices, amounts and dates are made up). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import budgets, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hi, this is the Orrin & Vale procurement assistant. I can help with requisitions, "
        "purchase orders, vendors, invoices and payments, receiving, contracts and corporate "
        "cards. What do you need today?"
    )


def session_req(s):
    """A centrifuge requisition on CC-4420 (not the frozen CC-4410); then a rush change fails."""
    greet(s)
    s.user(
        "hi, I need to put in a req for a new benchtop centrifuge for the lab. Dana Okafor, ov20577"
    )
    s.say(
        "Happy to help, Dana. To verify, please give me your work email or the last four "
        "digits of the phone number on your record."
    )
    s.user("d.okafor@example.net")
    s.call(
        "verify_employee",
        {"employee_id": "OV-20577", "name": "Dana Okafor", "email": "d.okafor@example.net"},
        verified("OV-20577"),
        facts={"employee_id": "OV-20577", "employee": "Dana Okafor"},
    )
    s.call(
        "get_budget",
        {"cost_centers": ["CC-4410", "CC-4420"]},
        budgets(["CC-4410", "CC-4420"], "2025-10-20"),
        facts={
            "budgets": {
                "CC-4410": {"status": "frozen", "until": "2026-01-05", "owner": "Marcus Lindqvist"},
                "CC-4420": {"status": "open", "available": 18240.55, "owner": "Marcus Lindqvist"},
            }
        },
    )
    s.say(
        "Thanks, Dana. You can charge two cost centers:\n"
        "- CC-4410 R&D Capital Equipment: frozen for the Q4 capital freeze, no new "
        "commitments until January 5, 2026\n"
        "- CC-4420 R&D Lab Operations: $18,240.55 available\n"
        "Both belong to Marcus Lindqvist. Which centrifuge are you after?"
    )
    s.user(
        "The Halvorsen one we looked at, the HX-24 I think, plus a spare rotor. Put it on "
        "4420 - NOT 4410, that one's frozen anyway and Marcus would kill me.",
        facts={"cost_center": "CC-4420"},
    )
    s.call(
        "search_catalog",
        {"query": "HX-24 centrifuge rotor", "vendor_id": "V-30215"},
        {
            "vendor_id": "V-30215",
            "vendor": "Halvorsen Scientific Supply",
            "contract": "CTR-1988 (lab equipment, 6% off list)",
            "items": [
                {
                    "sku": "HAL-HX24",
                    "name": "Halvorsen HX-24 benchtop centrifuge",
                    "unit_price": 6480.0,
                    "lead_time_days": 15,
                },
                {
                    "sku": "HAL-R24-6",
                    "name": "6 x 50 mL fixed-angle rotor for HX-24",
                    "unit_price": 1215.0,
                    "lead_time_days": 15,
                },
                {
                    "sku": "HAL-R24-S",
                    "name": "4 x 250 mL swing-bucket rotor for HX-24",
                    "unit_price": 1640.0,
                    "lead_time_days": 15,
                },
            ],
            "rush_shipping": {"fee": 145.0, "lead_time_days": 5},
        },
    )
    s.say(
        "Found them on our Halvorsen Scientific Supply contract (V-30215, CTR-1988):\n"
        "- HX-24 benchtop centrifuge (HAL-HX24): $6,480.00\n"
        "- 6 x 50 mL fixed-angle rotor (HAL-R24-6): $1,215.00\n"
        "- 4 x 250 mL swing-bucket rotor (HAL-R24-S): $1,640.00\n"
        "Standard delivery is about 15 days. If you need it sooner, I can add rush shipping "
        "for $145.00 (about 5 days). Which rotor would you like, and should I add rush?"
    )
    s.user(
        "the fixed angle one. no rush, standard shipping is fine, we don't need it till the "
        "14th of november.",
        facts={
            "requisition": {
                "vendor_id": "V-30215",
                "lines": ["HAL-HX24", "HAL-R24-6"],
                "need_by": "2025-11-14",
                "shipping": "standard",
            }
        },
    )
    req = {
        "requester_id": "OV-20577",
        "vendor_id": "V-30215",
        "lines": [
            {"sku": "HAL-HX24", "qty": 1, "unit_price": 6480.0},
            {"sku": "HAL-R24-6", "qty": 1, "unit_price": 1215.0},
        ],
        "cost_center": "CC-4420",
        "need_by": "2025-11-14",
        "shipping": "standard",
    }
    s.confirm(
        "Here's the requisition:\n"
        "- Vendor: Halvorsen Scientific Supply (V-30215)\n"
        "- 1 x HX-24 benchtop centrifuge (HAL-HX24), $6,480.00\n"
        "- 1 x 6 x 50 mL fixed-angle rotor (HAL-R24-6), $1,215.00\n"
        "- Total: $7,695.00, charged to CC-4420 R&D Lab Operations (not CC-4410)\n"
        "- Need-by: Friday, November 14, 2025, standard shipping\n"
        "- Approver: Marcus Lindqvist, budget owner of CC-4420\n\n"
        "Shall I submit it? (yes/no)",
        [("submit_requisition", req)],
    )
    s.yes("yep submit it")
    s.call(
        "submit_requisition",
        req,
        {
            "requisition_id": "REQ-73318",
            "status": "pending_budget_approval",
            "approver": "Marcus Lindqvist",
            "total": 7695.0,
            "cost_center": "CC-4420",
            "cost_center_available_after": 10545.55,
            "po_created": False,
            "next": "converted to a PO to the vendor once approved",
        },
        facts={"requisition_id": "REQ-73318"},
    )
    s.say(
        "Submitted: REQ-73318 for $7,695.00 on CC-4420. It's now waiting for Marcus "
        "Lindqvist's approval as budget owner; no PO goes to Halvorsen until he approves, and "
        "then it converts to a PO automatically. CC-4420 shows $10,545.55 available after this "
        "commitment. Anything else?"
    )
    s.boundary(
        "REQ-73318 (HX-24 centrifuge + fixed-angle rotor, $7,695.00, CC-4420 not CC-4410, "
        "need-by Nov 14, standard shipping) submitted and reported, pending Marcus Lindqvist's "
        "approval; rush shipping offered by the agent and declined"
    )
    s.user(
        "ugh. just heard our old centrifuge died this morning. can we get it faster? need it "
        "by the 31st, so do the rush shipping after all",
        facts={"requisition_change": {"need_by": "2025-10-31", "shipping": "rush"}},
    )
    change = {
        "requisition_id": "REQ-73318",
        "need_by": "2025-10-31",
        "shipping": "rush",
        "add_charge": 145.0,
    }
    s.confirm(
        "I can update REQ-73318:\n"
        "- Need-by: Friday, October 31, 2025 (was November 14)\n"
        "- Add rush shipping, $145.00\n"
        "- New total: $7,840.00 on CC-4420\n\n"
        "Shall I make the change? (yes/no)",
        [("update_requisition", change)],
    )
    s.yes("yes do it")
    s.call(
        "update_requisition",
        change,
        {
            "error": "REQ_IN_APPROVAL",
            "message": (
                "REQ-73318 is awaiting budget owner approval and cannot be edited; recall it "
                "to draft, edit and resubmit, or ask the approver to return it"
            ),
        },
        error=True,
    )
    s.boundary(
        "the rush change to REQ-73318 (need-by Oct 31, +$145 rush, $7,840.00) confirmed and "
        "called; it failed with REQ_IN_APPROVAL (ledger executed), not reported yet; "
        "REQ-73318 still pending Marcus's approval as submitted"
    )


def session_changeorder(s):
    """A change order on the filter PO (60 rejected for 64); the belt PO left alone."""
    greet(s)
    s.user(
        "Need to change a PO. Tomasz Wierzbicki, Toledo maintenance, emp 31146. PO 581204 "
        "with Keswick"
    )
    s.say(
        "Sure, Tomasz. To verify, please give me the last four digits of the phone number on "
        "your record."
    )
    s.user("0172")
    s.call(
        "verify_employee",
        {"employee_id": "OV-31146", "name": "Tomasz Wierzbicki", "phone_last4": "0172"},
        verified("OV-31146"),
        facts={"employee_id": "OV-31146", "employee": "Tomasz Wierzbicki"},
    )
    s.call(
        "get_purchase_orders",
        {"requester_id": "OV-31146", "vendor_id": "V-30488", "status": "open"},
        {
            "vendor": "Keswick Industrial Supply",
            "vendor_id": "V-30488",
            "purchase_orders": [
                {
                    "po_id": "PO-581204",
                    "ordered": "2025-10-09",
                    "status": "issued",
                    "cost_center": "CC-6120",
                    "lines": [
                        {
                            "line": 1,
                            "sku": "FLT-HX90",
                            "description": "HX-90 dust collector filter cartridge",
                            "qty": 40,
                            "unit_price": 38.5,
                        }
                    ],
                    "total": 1540.0,
                    "delivery_due": "2025-10-30",
                },
                {
                    "po_id": "PO-581377",
                    "ordered": "2025-10-14",
                    "status": "issued",
                    "cost_center": "CC-6120",
                    "lines": [
                        {
                            "line": 1,
                            "sku": "BLT-B68",
                            "description": "B68 V-belt",
                            "qty": 12,
                            "unit_price": 21.9,
                        }
                    ],
                    "total": 262.8,
                    "delivery_due": "2025-10-28",
                },
            ],
        },
        facts={
            "purchase_orders": {
                "PO-581204": {"item": "HX-90 filter cartridge", "qty": 40, "unit_price": 38.5},
                "PO-581377": {"item": "B68 V-belt", "qty": 12, "unit_price": 21.9},
            }
        },
    )
    s.say(
        "I see two open Keswick Industrial Supply POs of yours, both on CC-6120:\n"
        "- PO-581204: 40 x HX-90 dust collector filter cartridges at $38.50 = $1,540.00, due "
        "Thursday, October 30\n"
        "- PO-581377: 12 x B68 V-belts at $21.90 = $262.80, due Tuesday, October 28\n"
        "What would you like to change on PO-581204?"
    )
    s.user(
        "bump the filters up to 60, we're doing both dust collectors this shutdown. Keswick "
        "quoted 36.75 each if we take 60 or more, quote KQ-4471. Don't touch the belt PO, "
        "that one's fine.",
        facts={
            "change_order": {
                "po_id": "PO-581204",
                "qty": 60,
                "unit_price": 36.75,
                "quote": "KQ-4471",
            }
        },
    )
    first = {
        "po_id": "PO-581204",
        "line": 1,
        "quantity": 60,
        "unit_price": 36.75,
        "quote_ref": "KQ-4471",
    }
    s.confirm(
        "Here's the change order for PO-581204:\n"
        "- HX-90 filter cartridges: quantity 40 -> 60\n"
        "- Unit price: $38.50 -> $36.75 (Keswick quote KQ-4471)\n"
        "- PO total: $1,540.00 -> $2,205.00 (+$665.00) on CC-6120\n"
        "- Delivery date stays Thursday, October 30; Keswick gets the revised PO by email\n"
        "- PO-581377 (belts) unchanged\n\n"
        "Shall I issue the change order? (yes/no)",
        [("change_po", first)],
    )
    s.no(
        "wait, make it 64. forgot the 4 spares for the paint booth unit. same price",
        facts={
            "change_order": {
                "po_id": "PO-581204",
                "qty": 64,
                "unit_price": 36.75,
                "quote": "KQ-4471",
            }
        },
    )
    second = dict(first, quantity=64)
    s.confirm(
        "Updated change order for PO-581204:\n"
        "- HX-90 filter cartridges: quantity 40 -> 64\n"
        "- Unit price: $38.50 -> $36.75 (quote KQ-4471)\n"
        "- PO total: $1,540.00 -> $2,352.00 (+$812.00) on CC-6120\n"
        "- Delivery date stays Thursday, October 30\n"
        "- PO-581377 (belts) unchanged\n\n"
        "Shall I issue it? (yes/no)",
        [("change_po", second)],
    )
    s.yes("yes")
    s.call(
        "change_po",
        second,
        {
            "change_order_id": "PCO-1192",
            "po_id": "PO-581204",
            "revision": 2,
            "status": "issued_to_vendor",
            "quantity": 64,
            "unit_price": 36.75,
            "po_total": 2352.0,
            "delivery_due": "2025-10-30",
            "sent_to": "orders@keswick-industrial.example.net",
        },
        facts={"change_order_id": "PCO-1192"},
    )
    s.boundary(
        "the change order to 60 filters rejected by his correction; PCO-1192 (PO-581204 rev 2: "
        "64 x $36.75 = $2,352.00) issued to Keswick, not reported yet; PO-581377 (belts) "
        "untouched"
    )


def session_vendor(s):
    """A new print vendor (not a reactivation) pending AP review; then the requisition."""
    greet(s)
    s.user(
        "Hi, I need to set up a new vendor, a local print shop, and then get a PO out to them "
        "for our trade show brochures. Leona Brightwater in marketing, employee number 18830."
    )
    s.say(
        "Glad to help, Leona. To verify, please give me the last four digits of the phone "
        "number on your record."
    )
    s.user("it's 0139")
    s.call(
        "verify_employee",
        {"employee_id": "OV-18830", "name": "Leona Brightwater", "phone_last4": "0139"},
        verified("OV-18830"),
        facts={"employee_id": "OV-18830", "employee": "Leona Brightwater"},
    )
    s.say("Thanks, Leona. What's the print shop's name? I'll check our vendor master first.")
    s.user("Sable Creek Print Co. in Grandview")
    s.call(
        "search_vendors",
        {"name": "Sable Creek"},
        {
            "matches": [
                {
                    "vendor_id": "V-27741",
                    "name": "Sable Creek Printing LLC",
                    "status": "inactive",
                    "inactive_since": "2023-06-30",
                    "tin_last4": "8812",
                    "remit_to": "77 Kenny Rd, Columbus, OH 43210",
                }
            ]
        },
        facts={"vendor_matches": {"V-27741": {"status": "inactive", "tin_last4": "8812"}}},
    )
    s.say(
        "There's an inactive vendor, Sable Creek Printing LLC (V-27741), deactivated June 30, "
        "2023, with a tax ID ending 8812. If it's the same company I can request a "
        "reactivation instead of a new setup. Is it?"
    )
    s.user(
        "No, different company. The old owners sold it and the new owner has a new EIN, it "
        "ends 7215. Don't reactivate the old one. I filled in the new vendor form with their "
        "W-9 and bank letter attached, it's VRF 2291."
    )
    s.call(
        "get_vendor_request_form",
        {"form_id": "VRF-2291"},
        {
            "form_id": "VRF-2291",
            "submitted_by": "OV-18830",
            "legal_name": "Sable Creek Print Co.",
            "tin_last4": "7215",
            "tax_classification": "S corporation",
            "w9": {"received": True, "signed": "2025-10-14"},
            "remit_to": "1460 W 5th Ave, Grandview Heights, OH 43212",
            "bank": {
                "name": "Scioto Valley Bank",
                "account_masked": "****8826",
                "proof": "bank letter on letterhead",
            },
            "contact": {
                "name": "Joelle Marsh",
                "email": "joelle@sablecreekprint.example.net",
                "phone": "+1 614-555-0183",
            },
            "requested_terms": None,
        },
        facts={
            "vendor_setup": {
                "legal_name": "Sable Creek Print Co.",
                "tin_last4": "7215",
                "w9_signed": "2025-10-14",
                "remit_to": "1460 W 5th Ave, Grandview Heights, OH 43212",
                "bank_account": "****8826",
            }
        },
    )
    setup = {
        "form_id": "VRF-2291",
        "legal_name": "Sable Creek Print Co.",
        "tin_last4": "7215",
        "remit_to": "1460 W 5th Ave, Grandview Heights, OH 43212",
        "bank_account": "****8826",
        "payment_method": "ACH",
        "terms": "NET30",
    }
    s.confirm(
        "Here's the new vendor setup from VRF-2291:\n"
        "- Legal name: Sable Creek Print Co. (a new vendor, not a reactivation of V-27741)\n"
        "- Tax ID ending 7215, S corporation; W-9 signed October 14, 2025\n"
        "- Remit to: 1460 W 5th Ave, Grandview Heights, OH 43212\n"
        "- Bank: Scioto Valley Bank, account ****8826, paid by ACH\n"
        "- Contact: Joelle Marsh, joelle@sablecreekprint.example.net, (614) 555-0183\n"
        "- Payment terms: Net 30, our standard (the form didn't request other terms)\n\n"
        "Shall I submit the setup? (yes/no)",
        [("create_vendor", setup)],
    )
    s.yes("yes, submit")
    s.call(
        "create_vendor",
        setup,
        {
            "vendor_id": "V-31508",
            "status": "pending_ap_review",
            "review": "AP verifies the bank details by calling the vendor at an independent "
            "number, then activates the vendor",
            "expected_activation": "2025-10-23",
            "po_allowed": False,
        },
        facts={"vendor_id": "V-31508"},
    )
    s.say(
        "Submitted: Sable Creek Print Co. is set up as V-31508, but it's pending AP review. AP "
        "will call the vendor to verify the bank details before activating it, expected by "
        "Thursday, October 23. No PO can be issued to V-31508 until it's active. Now, the "
        "brochures: what do you need?"
    )
    s.boundary(
        "the new vendor Sable Creek Print Co. (V-31508; not a reactivation of V-27741) "
        "submitted and reported, pending AP review of the bank details (activation expected "
        "Oct 23); Net 30 set as the company standard"
    )
    s.user(
        "5,000 tri-fold brochures for the Columbus coatings expo, their quote SC-1027 says "
        "$4,850 total incl. delivery. cost center 3300, need them by nov 12th. And vendor "
        "first, PO after - nothing goes to them before they're active, accounting bounced my "
        "last PO for exactly that.",
        facts={
            "requisition": {
                "item": "5,000 tri-fold brochures",
                "quote": "SC-1027",
                "total": 4850.0,
                "need_by": "2025-11-12",
            },
            "cost_center": "CC-3300",
        },
    )
    req = {
        "requester_id": "OV-18830",
        "vendor_id": "V-31508",
        "lines": [{"description": "tri-fold brochures, Columbus coatings expo", "qty": 5000}],
        "total": 4850.0,
        "quote_ref": "SC-1027",
        "cost_center": "CC-3300",
        "need_by": "2025-11-12",
        "hold_until_vendor_active": True,
    }
    s.confirm(
        "Understood. I can submit the requisition now: it waits for approval and is only "
        "turned into a PO after V-31508 is active, so nothing goes to Sable Creek before "
        "then.\n"
        "- Vendor: Sable Creek Print Co. (V-31508)\n"
        "- 5,000 tri-fold brochures, Columbus coatings expo, $4,850.00 including delivery "
        "(quote SC-1027)\n"
        "- Cost center: CC-3300 Marketing Programs\n"
        "- Need-by: Wednesday, November 12, 2025\n"
        "- Approver: Carmen Delacroix, budget owner of CC-3300\n\n"
        "Shall I submit the requisition? (yes/no)",
        [("submit_requisition", req)],
    )
    s.yes("Yes, go ahead.")
    s.boundary(
        "the brochure requisition ($4,850.00, quote SC-1027, CC-3300, need-by Nov 12, held "
        "until V-31508 is active) approved by her yes, no call yet; V-31508 pending AP review"
    )


def session_invoice(s):
    """Three Marlow invoices on hold: release only the first; reject the duplicate."""
    greet(s)
    s.user(
        "morning. AP here, Fernando Ruiz, OV-22914. I've got Marlow Chemical invoices stuck "
        "on hold and the vendor is chasing payment"
    )
    s.say("Good morning, Fernando. To verify, please confirm your work email.")
    s.user("fruiz@example.net")
    s.call(
        "verify_employee",
        {"employee_id": "OV-22914", "name": "Fernando Ruiz", "email": "fruiz@example.net"},
        verified("OV-22914"),
        facts={"employee_id": "OV-22914", "employee": "Fernando Ruiz"},
    )
    s.call(
        "list_invoices",
        {"vendor_id": "V-30877", "status": "on_hold"},
        {
            "vendor": "Marlow Chemical Distributors",
            "vendor_id": "V-30877",
            "terms": "NET30",
            "invoices": [
                {
                    "invoice_id": "INV-90317",
                    "vendor_invoice": "MCD-55120",
                    "invoice_date": "2025-10-03",
                    "po_id": "PO-580966",
                    "amount": 12789.0,
                    "hold": "PRICE_VARIANCE",
                    "match": {
                        "qty_invoiced_kg": 2940,
                        "qty_received_kg": 2940,
                        "po_price": 4.2,
                        "invoice_price": 4.35,
                        "variance": 441.0,
                        "variance_pct": 3.6,
                        "tolerance_pct": 2.0,
                    },
                },
                {
                    "invoice_id": "INV-90342",
                    "vendor_invoice": "MCD-55198",
                    "invoice_date": "2025-10-09",
                    "po_id": "PO-581045",
                    "amount": 3118.5,
                    "hold": "QTY_NOT_RECEIVED",
                    "match": {
                        "qty_invoiced_kg": 1890,
                        "qty_received_kg": 1260,
                        "po_price": 1.65,
                        "invoice_price": 1.65,
                    },
                },
                {
                    "invoice_id": "INV-90355",
                    "vendor_invoice": "MCD-55120",
                    "invoice_date": "2025-10-03",
                    "po_id": "PO-580966",
                    "amount": 12789.0,
                    "hold": "DUPLICATE_SUSPECT",
                    "received": "2025-10-15 (email)",
                    "duplicate_of": "INV-90317",
                },
            ],
        },
        facts={
            "invoices": {
                "INV-90317": {"amount": 12789.0, "hold": "PRICE_VARIANCE", "po": "PO-580966"},
                "INV-90342": {"amount": 3118.5, "hold": "QTY_NOT_RECEIVED", "po": "PO-581045"},
                "INV-90355": {"amount": 12789.0, "hold": "DUPLICATE_SUSPECT"},
            }
        },
    )
    s.say(
        "Marlow Chemical Distributors (V-30877) has three invoices on hold:\n"
        "1. INV-90317 (their MCD-55120, October 3), $12,789.00 on PO-580966: price variance. "
        "Invoiced at $4.35/kg vs. the PO's $4.20/kg on 2,940 kg, $441.00 over (3.6%, "
        "tolerance 2%).\n"
        "2. INV-90342 (MCD-55198, October 9), $3,118.50 on PO-581045: quantity not received. "
        "Invoiced 1,890 kg, only 1,260 kg received so far.\n"
        "3. INV-90355, $12,789.00: suspected duplicate. Same invoice number MCD-55120, "
        "received by email October 15.\n"
        "What would you like to do?"
    )
    s.user(
        "Release only the first one, 90317 - the buyer agreed the new price, I have Nadia "
        "Petrakis's email approving the 4.35. Leave 90342 on hold, the rest of that delivery "
        "hasn't come in."
    )
    s.say(
        "Got it. Since the new price was agreed, would you like me to also amend PO-580966 to "
        "$4.35/kg, so later receipts on it match without another hold?"
    )
    s.user("No, don't touch the PO. The price goes back down in January.")
    release = {
        "invoice_id": "INV-90317",
        "reason": "price variance accepted by buyer",
        "approval_ref": "email from Nadia Petrakis (buyer)",
    }
    s.confirm(
        "Here's the release:\n"
        "- Release the hold on INV-90317 (Marlow MCD-55120, $12,789.00, PO-580966)\n"
        "- Reason: price variance of $441.00 ($4.35 vs. $4.20/kg) accepted by the buyer, "
        "Nadia Petrakis (email)\n"
        "- INV-90342 stays on hold; PO-580966 is not amended\n\n"
        "Shall I release it? (yes/no)",
        [("release_invoice_hold", release)],
    )
    s.yes("yes")
    s.call(
        "release_invoice_hold",
        release,
        {
            "invoice_id": "INV-90317",
            "status": "released",
            "amount": 12789.0,
            "due_date": "2025-11-02",
            "payment_run": "2025-10-24",
            "method": "ACH",
        },
        facts={"payment_runs": {"INV-90317": "2025-10-24"}},
    )
    s.boundary(
        "INV-90317 ($12,789.00, price variance accepted) released into the Oct 24 run, not "
        "reported yet; INV-90342 left on hold; INV-90355 (suspected duplicate) not yet "
        "decided; amending PO-580966 suggested and declined"
    )
    s.say(
        "Released: INV-90317 is off hold and scheduled in the Friday, October 24 payment run "
        "by ACH, $12,789.00 (due November 2). INV-90342 is still on hold. What about "
        "INV-90355, the suspected duplicate?"
    )
    s.user(
        "yeah that's the same invoice emailed twice. reject it as a duplicate so it doesn't "
        "get paid twice"
    )
    reject = {"invoice_id": "INV-90355", "reason": "duplicate", "duplicate_of": "INV-90317"}
    s.confirm(
        "Here's the rejection:\n"
        "- Reject INV-90355 (MCD-55120, $12,789.00, received October 15) as a duplicate of "
        "INV-90317\n"
        "- Marlow gets a rejection notice at ar@marlowchem.example.net\n\n"
        "Shall I reject it? (yes/no)",
        [("reject_invoice", reject)],
    )
    s.yes("yes reject it")
    s.call(
        "reject_invoice",
        reject,
        {
            "invoice_id": "INV-90355",
            "status": "rejected",
            "reason": "duplicate of INV-90317",
            "vendor_notified": "ar@marlowchem.example.net",
        },
    )
    s.say(
        "Done: INV-90355 is rejected as a duplicate of INV-90317, and Marlow has been notified "
        "at ar@marlowchem.example.net."
    )
    s.user("ok. when would 90342 get paid if the rest of the delivery shows up next week?")
    s.call(
        "get_payment_runs",
        {"from": "2025-10-20", "count": 3},
        {
            "runs": [
                {"date": "2025-10-24", "cutoff": "2025-10-22T17:00"},
                {"date": "2025-10-31", "cutoff": "2025-10-29T17:00"},
                {"date": "2025-11-07", "cutoff": "2025-11-05T17:00"},
            ]
        },
        facts={
            "payment_runs": {
                "INV-90317": "2025-10-24",
                "upcoming": {
                    "2025-10-24": "2025-10-22T17:00",
                    "2025-10-31": "2025-10-29T17:00",
                    "2025-11-07": "2025-11-05T17:00",
                },
            }
        },
    )
    s.say(
        "Payment runs are weekly on Fridays. If the remaining 630 kg on PO-581045 is received "
        "and the hold clears by Wednesday, October 29 at 5 pm, INV-90342 goes in the Friday, "
        "October 31 run; after that, the next run is November 7 (cutoff November 5). Its due "
        "date under Net 30 is November 8, so either run is on time. Anything else?"
    )
    s.boundary(
        "INV-90317 released (Oct 24 run) and reported; INV-90355 rejected as a duplicate and "
        "reported; INV-90342 still on hold, Oct 31 run if received by the Oct 29 cutoff"
    )


SCRIPTS = {
    "req": session_req,
    "changeorder": session_changeorder,
    "vendor": session_vendor,
    "invoice": session_invoice,
}
