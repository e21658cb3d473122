"""Session scripts, part 2: taxexempt, addon, cancel, reissue and overage.

Each script plays one invented session with the billing-support agent of Corvane Software
(companies, org ids, admins, workspaces, subscriptions, invoices, amounts and dates are made
up). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_taxexempt(s):
    """A tax exemption certificate for the district's account (not the Foundation's), in review."""
    greet(s)
    s.user(
        "Hi, Renée Dubois from Caldera Unified School District. We're a public school district "
        "and you've been charging us sales tax this whole time. I have our exemption "
        "certificate, how do I get it on file?"
    )
    s.say(
        "Thanks for reaching out, Renée. To verify, please give me your org id and the email on "
        "your admin profile."
    )
    s.user("27764 / r.dubois@example.net")
    s.call(
        "verify_admin",
        {"org_id": "ORG-27764", "name": "Renée Dubois", "email": "r.dubois@example.net"},
        verified("ORG-27764"),
        facts={
            "org_id": "ORG-27764",
            "org_name": "Caldera Unified School District",
            "admin": "Renée Dubois",
            "billing_accounts": {
                "BA-27764-01": "Caldera Unified School District (SUB-52108)",
                "BA-27764-02": "Caldera Schools Education Foundation (SUB-52377)",
            },
        },
    )
    s.call(
        "get_tax_status",
        {"org_id": "ORG-27764"},
        {
            "as_of": "2025-11-17",
            "billing_accounts": [
                {
                    "billing_account_id": "BA-27764-01",
                    "legal_name": "Caldera Unified School District",
                    "taxable": True,
                    "tax_rate": 7.25,
                    "exemption_on_file": False,
                    "recent_invoices": [
                        {
                            "invoice_id": "INV-102960",
                            "date": "2025-09-01",
                            "subtotal": 3360.0,
                            "tax": 243.6,
                        },
                        {
                            "invoice_id": "INV-105471",
                            "date": "2025-10-01",
                            "subtotal": 3360.0,
                            "tax": 243.6,
                        },
                        {
                            "invoice_id": "INV-108540",
                            "date": "2025-11-01",
                            "subtotal": 3360.0,
                            "tax": 243.6,
                        },
                    ],
                },
                {
                    "billing_account_id": "BA-27764-02",
                    "legal_name": "Caldera Schools Education Foundation",
                    "taxable": True,
                    "tax_rate": 7.25,
                    "exemption_on_file": False,
                    "recent_invoices": [
                        {
                            "invoice_id": "INV-108541",
                            "date": "2025-11-01",
                            "subtotal": 288.0,
                            "tax": 20.88,
                        },
                    ],
                },
            ],
        },
        facts={
            "tax_status": {
                "BA-27764-01": {"tax_rate": 7.25, "exemption_on_file": False, "tax": 243.6},
                "BA-27764-02": {"tax_rate": 7.25, "exemption_on_file": False, "tax": 20.88},
            }
        },
    )
    s.say(
        "Thanks, Renée. There are two billing accounts under your org, both charged 7.25% sales "
        "tax with no exemption on file:\n"
        "- BA-27764-01, Caldera Unified School District: $243.60 of tax on each of the last three "
        "monthly invoices (September, October and November)\n"
        "- BA-27764-02, Caldera Schools Education Foundation: $20.88 of tax on the November "
        "invoice\n"
        "Which billing account does the certificate cover? You can attach the PDF here."
    )
    s.user(
        "Only the district one. The Foundation is a separate nonprofit with its own paperwork, "
        "don't put it on this certificate. Attached: caldera_usd_exemption_cert.pdf, "
        "certificate # EX-0049127, good through june 30 2028",
        facts={
            "exemption_certificate": {
                "billing_account_id": "BA-27764-01",
                "number": "EX-0049127",
                "file": "caldera_usd_exemption_cert.pdf",
                "expires": "2028-06-30",
            }
        },
    )
    s.call(
        "check_document",
        {"file": "caldera_usd_exemption_cert.pdf"},
        {
            "document_id": "DOC-55210",
            "pages": 2,
            "type": "sales tax exemption certificate",
            "holder": "Caldera Unified School District",
            "certificate_number": "EX-0049127",
            "expires": "2028-06-30",
            "signed": True,
            "readable": True,
        },
    )
    exemption = {
        "billing_account_id": "BA-27764-01",
        "certificate_number": "EX-0049127",
        "document_id": "DOC-55210",
        "expires": "2028-06-30",
    }
    s.confirm(
        "The certificate reads fine. I'll submit the exemption for review:\n"
        "- Billing account BA-27764-01 (Caldera Unified School District) only; the Foundation's "
        "account BA-27764-02 stays as it is\n"
        "- Certificate EX-0049127, valid through June 30, 2028 (document DOC-55210, 2 pages, "
        "signed)\n"
        "- Our tax compliance team reviews it, usually within 3 business days; tax is still "
        "charged until it's approved\n\n"
        "Shall I submit it? (yes/no)",
        [("submit_tax_exemption", exemption)],
    )
    s.yes(
        "yes. and while you're at it can you just take the tax off the November invoice? that's "
        "$243.60"
    )
    s.call(
        "submit_tax_exemption",
        exemption,
        {
            "review_id": "TXR-7716",
            "status": "under_review",
            "billing_account_id": "BA-27764-01",
            "reviewer": "Corvane tax compliance",
            "decision_expected_by": "2025-11-20",
            "tax_charged_until_approved": True,
            "if_approved": (
                "exempt from the approval date; tax refunds can be requested for invoices dated "
                "in the 90 days before approval"
            ),
        },
        facts={"tax_review_id": "TXR-7716"},
    )
    s.say(
        "Submitted: review TXR-7716 is with our tax compliance team, and a decision is expected "
        "by Thursday, November 20. It isn't approved yet, so I can't take the tax off the "
        "November invoice (INV-108540) today. Once it's approved, you can request a refund of "
        "the tax on invoices dated in the 90 days before approval: for the district that's "
        "September, October and November, $243.60 each, $730.80 in all. The Foundation's "
        "account is unchanged."
    )
    s.user("ok, fine. I'll wait for the approval email then.")
    s.say("You'll get it at r.dubois@example.net. Anything else I can help with?")
    s.boundary(
        "the exemption (certificate EX-0049127, district account BA-27764-01 only) submitted "
        "as TXR-7716 and reported, under review, decision expected Nov 20, tax charged until "
        "approved; removing the tax from INV-108540 now refused; the refund of $730.80 only "
        "after approval; the Foundation's BA-27764-02 untouched"
    )


def session_addon(s):
    """Audit Vault for the Litigation workspace only, paid, no trial; pending at the boundary."""
    greet(s)
    s.user(
        "Hi there, we need the audit log retention add-on, the 7 year one, turned on for our "
        "Litigation workspace. We have a client security audit coming up. Owen Castellano, "
        "Sorrel & Quint."
    )
    s.say(
        "Happy to help, Owen. To verify, please give me the email on your admin profile and "
        "your org id."
    )
    s.user("o.castellano@example.com, org 45530")
    s.call(
        "verify_admin",
        {"org_id": "ORG-45530", "name": "Owen Castellano", "email": "o.castellano@example.com"},
        verified("ORG-45530"),
        facts={"org_id": "ORG-45530", "org_name": "Sorrel & Quint LLP", "admin": "Owen Castellano"},
    )
    s.call(
        "get_workspaces",
        {"org_id": "ORG-45530"},
        {
            "workspaces": [
                {
                    "workspace_id": "WS-5120",
                    "name": "Litigation",
                    "subscription_id": "SUB-83120",
                    "plan": "business",
                    "seats": 28,
                    "interval": "monthly",
                    "current_period": "2025-11-01/2025-11-30",
                    "addons": [],
                },
                {
                    "workspace_id": "WS-5121",
                    "name": "Marketing",
                    "subscription_id": "SUB-83121",
                    "plan": "team",
                    "seats": 9,
                    "interval": "monthly",
                    "current_period": "2025-11-01/2025-11-30",
                    "addons": [],
                },
            ]
        },
        facts={
            "workspaces": {
                "WS-5120": {
                    "name": "Litigation",
                    "subscription_id": "SUB-83120",
                    "plan": "business",
                },
                "WS-5121": {"name": "Marketing", "subscription_id": "SUB-83121", "plan": "team"},
            }
        },
    )
    s.call(
        "get_addon_quote",
        {"addon": "audit_vault", "subscription_id": "SUB-83120"},
        {
            "addon": "audit_vault",
            "name": "Audit Vault (7-year audit log retention)",
            "subscription_id": "SUB-83120",
            "requires_plan": "business",
            "price_month": 120.0,
            "start": "2025-11-18",
            "prorated": {
                "days": 13,
                "days_in_period": 30,
                "amount": 52.0,
                "billed_on": "2025-12-01 invoice",
            },
            "backfill": "audit logs from the last 90 days (from 2025-08-20) are kept",
            "trial": {"available": True, "days": 14, "price": 0.0},
        },
        facts={
            "addon_quote": {
                "addon": "audit_vault",
                "subscription_id": "SUB-83120",
                "price_month": 120.0,
                "prorated": 52.0,
                "backfill_from": "2025-08-20",
                "trial_days": 14,
            }
        },
    )
    s.say(
        "Thanks, Owen. Litigation (WS-5120, SUB-83120) is on Business, so it can have Audit "
        "Vault; Marketing (WS-5121) is on Team, where Audit Vault isn't available. For "
        "Litigation:\n"
        "- $120.00 a month; for the rest of this period (13 of 30 days) it's prorated to "
        "$52.00, added to your December 1 invoice\n"
        "- Audit logs are kept for 7 years, including the last 90 days (back to August 20)\n"
        "- There's also a free 14-day trial if you'd rather try it first\n"
        "Would you like the paid add-on or the trial?"
    )
    s.user(
        "paid, no trial - the auditors want it on the record as a contracted control. Litigation "
        "only, leave marketing out of it. can you send me something I can show the auditors "
        "once it's on?",
        facts={
            "addon_request": {
                "addon": "audit_vault",
                "workspace": "Litigation",
                "trial": False,
                "not": "Marketing",
            }
        },
    )
    addon = {
        "subscription_id": "SUB-83120",
        "addon": "audit_vault",
        "start": "2025-11-18",
        "trial": False,
    }
    s.confirm(
        "I'll add Audit Vault:\n"
        "- Litigation workspace (SUB-83120) only; Marketing is not touched\n"
        "- Paid, no trial, starting today, Tuesday, November 18: $52.00 prorated on the December "
        "1 invoice, then $120.00 a month\n"
        "- Once it's active, I'll email you an activation confirmation you can share with the "
        "auditors\n\n"
        "Shall I add it? (yes/no)",
        [("add_addon", addon)],
    )
    s.boundary(
        "Audit Vault on the Litigation workspace SUB-83120 ($52.00 prorated on the Dec 1 "
        "invoice, then $120.00/month, paid, no trial) proposed, pending his answer; Marketing "
        "(Team) not eligible and left out (his constraint); the 14-day trial offered and "
        "declined; the confirmation email only promised"
    )


def session_cancel(s):
    """The Sandbox subscription: cancel now rejected by her correction; at period end executed."""
    greet(s)
    s.user(
        "hi! we're done with our pilot so please cancel the Sandbox workspace subscription. "
        "Keisha Brandt at Brightmoor Studios. Don't touch the main Studio one obviously"
    )
    s.say(
        "Sure thing, Keisha. To verify, please give me the email on your admin profile and your "
        "org id."
    )
    s.user("keisha.brandt@example.net, org 59302")
    s.call(
        "verify_admin",
        {"org_id": "ORG-59302", "name": "Keisha Brandt", "email": "keisha.brandt@example.net"},
        verified("ORG-59302"),
        facts={"org_id": "ORG-59302", "org_name": "Brightmoor Studios", "admin": "Keisha Brandt"},
    )
    s.call(
        "get_subscriptions",
        {"org_id": "ORG-59302"},
        {
            "as_of": "2025-11-19",
            "subscriptions": [
                {
                    "subscription_id": "SUB-80417",
                    "workspace": "Studio (WS-8841)",
                    "plan": "business",
                    "interval": "monthly",
                    "seats": 22,
                    "monthly_total": 836.0,
                    "current_period": "2025-11-01/2025-11-30",
                    "next_invoice": "2025-12-01",
                },
                {
                    "subscription_id": "SUB-80452",
                    "workspace": "Sandbox (WS-8842)",
                    "plan": "team",
                    "interval": "monthly",
                    "seats": 5,
                    "monthly_total": 120.0,
                    "current_period": "2025-11-01/2025-11-30",
                    "next_invoice": "2025-12-01",
                },
            ],
        },
        facts={
            "subscriptions": {
                "SUB-80417": {"workspace": "Studio", "plan": "business", "seats": 22},
                "SUB-80452": {"workspace": "Sandbox", "plan": "team", "seats": 5},
            }
        },
    )
    s.call(
        "get_cancellation_terms",
        {"subscription_id": "SUB-80452"},
        {
            "subscription_id": "SUB-80452",
            "options": [
                {
                    "when": "immediately",
                    "access_ends": "2025-11-19",
                    "prorated_credit": 48.0,
                    "credit_as": "credit on the next invoice (2025-12-01)",
                    "data_retained_until": "2025-12-19",
                },
                {
                    "when": "at_period_end",
                    "access_ends": "2025-11-30",
                    "prorated_credit": 0.0,
                    "data_retained_until": "2025-12-30",
                },
            ],
            "reactivation": "possible until the data is deleted",
        },
        facts={
            "cancellation_terms": {
                "immediately": {"access_ends": "2025-11-19", "credit": 48.0},
                "at_period_end": {"access_ends": "2025-11-30", "credit": 0.0},
            }
        },
    )
    now = {"subscription_id": "SUB-80452", "when": "immediately"}
    s.confirm(
        "Found it: the Sandbox workspace is SUB-80452 (Team, 5 seats, $120.00 a month). Here's "
        "the cancellation:\n"
        "- Cancel SUB-80452 effective immediately, today, Wednesday, November 19; Sandbox goes "
        "read-only now\n"
        "- Prorated credit of $48.00 for the 12 unused days, on your December 1 invoice\n"
        "- Sandbox data kept 30 days (until December 19) in case you change your mind\n"
        "- Studio (SUB-80417) is not touched\n\n"
        "Shall I cancel it? (yes/no)",
        [("cancel_subscription", now)],
    )
    s.no(
        "no wait - cancel at period end, not now. a couple of people still need to export their "
        "boards this week.",
        facts={"cancellation_request": {"subscription_id": "SUB-80452", "when": "at_period_end"}},
    )
    later = {"subscription_id": "SUB-80452", "when": "at_period_end"}
    s.confirm(
        "Got it. Revised:\n"
        "- Cancel SUB-80452 at the end of the current period: Sandbox stays fully usable through "
        "Sunday, November 30, then goes read-only\n"
        "- No credit, and no further Sandbox charges after November\n"
        "- Data kept 30 days after that, until December 30, for exports or reactivation\n"
        "- Studio (SUB-80417) is not touched\n\n"
        "Shall I schedule the cancellation? (yes/no)",
        [("cancel_subscription", later)],
    )
    s.yes("yes that's right")
    s.call(
        "cancel_subscription",
        later,
        {
            "cancellation_id": "CX-41207",
            "subscription_id": "SUB-80452",
            "status": "scheduled",
            "effective": "2025-11-30",
            "access_until": "2025-11-30",
            "credit": 0.0,
            "next_invoice_change": "Sandbox line ($120.00) removed from the 2025-12-01 invoice",
            "data_retained_until": "2025-12-30",
        },
        facts={"cancellation_id": "CX-41207"},
    )
    s.say(
        "Scheduled: cancellation CX-41207. Sandbox stays active through November 30, it won't be "
        "on the December 1 invoice, and its data is kept until December 30. Studio is unchanged. "
        "If it helps, I can also email you a full export of the Sandbox boards as a zip file "
        "before it closes."
    )
    s.user("no thanks, they'll export their own boards.")
    s.say("Sounds good, Keisha. Anything else I can help with?")
    s.boundary(
        "the immediate cancellation ($48.00 credit) rejected by her correction; the cancellation "
        "of Sandbox SUB-80452 at period end (Nov 30, no credit, data until Dec 30) executed as "
        "CX-41207 and reported; Studio SUB-80417 untouched; the export zip offered and declined"
    )


def session_reissue(s):
    """The November invoice reissued with the new PO (the old one rejected); contact change pending."""
    greet(s)
    s.user(
        "Our AP department bounced your November invoice because there's no PO number on it. Can "
        "you reissue it with one? Alan Whitcroft, Pemberton Aerostructures."
    )
    s.say(
        "Of course, Alan. To verify, please give me the email on your admin profile and your org "
        "id."
    )
    s.user("a.whitcroft@example.com, org 33480")
    s.call(
        "verify_admin",
        {"org_id": "ORG-33480", "name": "Alan Whitcroft", "email": "a.whitcroft@example.com"},
        verified("ORG-33480"),
        facts={
            "org_id": "ORG-33480",
            "org_name": "Pemberton Aerostructures",
            "admin": "Alan Whitcroft",
        },
    )
    line = [{"description": "Business plan, 180 seats", "amount": 6840.0}]
    s.call(
        "get_invoices",
        {"org_id": "ORG-33480", "limit": 2},
        {
            "invoices": [
                {
                    "invoice_id": "INV-106511",
                    "date": "2025-10-01",
                    "lines": line,
                    "tax": 0.0,
                    "total": 6840.0,
                    "po_number": "4500-7187",
                    "status": "paid",
                    "paid": "2025-10-24",
                },
                {
                    "invoice_id": "INV-109902",
                    "date": "2025-11-01",
                    "lines": line,
                    "tax": 0.0,
                    "total": 6840.0,
                    "po_number": None,
                    "status": "open",
                    "due": "2025-12-01",
                    "sent_to": ["a.whitcroft@example.com"],
                },
            ]
        },
        facts={
            "invoices": {
                "INV-106511": {"total": 6840.0, "po_number": "4500-7187", "status": "paid"},
                "INV-109902": {"total": 6840.0, "po_number": None, "status": "open"},
            }
        },
    )
    s.say(
        "Thanks, Alan. I see:\n"
        "- INV-106511 (October 1, $6,840.00), PO 4500-7187, paid October 24\n"
        "- INV-109902 (November 1, $6,840.00), no PO number, open, due December 1\n"
        "To add a PO, I reissue INV-109902: it's voided and replaced by a new invoice number with "
        "the same amount and due date. Which PO number should go on it?"
    )
    s.user(
        "same PO as last month, 4500-7187. only the november one, october is paid, leave it alone.",
        facts={"po_number": "4500-7187"},
    )
    old = {"invoice_id": "INV-109902", "po_number": "4500-7187"}
    s.confirm(
        "I'll reissue the November invoice:\n"
        "- Void INV-109902 and issue a replacement with PO 4500-7187\n"
        "- Same amount, $6,840.00, still due December 1\n"
        "- Emailed to a.whitcroft@example.com\n"
        "- INV-106511 (October, paid) is not touched\n\n"
        "Shall I reissue it? (yes/no)",
        [("reissue_invoice", old)],
    )
    s.no(
        "hold on, procurement just pinged me - that PO is used up. the new one is 4500-8124, use "
        "that one instead.",
        facts={"po_number": "4500-8124"},
    )
    new = {"invoice_id": "INV-109902", "po_number": "4500-8124"}
    s.confirm(
        "No problem. Revised:\n"
        "- Void INV-109902 and issue a replacement with PO 4500-8124\n"
        "- Same amount, $6,840.00, still due December 1\n"
        "- Emailed to a.whitcroft@example.com\n"
        "- INV-106511 (October, paid) is not touched\n\n"
        "Shall I reissue it? (yes/no)",
        [("reissue_invoice", new)],
    )
    s.yes("yes")
    s.call(
        "reissue_invoice",
        new,
        {
            "new_invoice_id": "INV-110377",
            "voided_invoice_id": "INV-109902",
            "po_number": "4500-8124",
            "amount_due": 6840.0,
            "due": "2025-12-01",
            "status": "open",
            "sent_to": ["a.whitcroft@example.com"],
        },
        facts={"reissued_invoice_id": "INV-110377"},
    )
    s.say(
        "Done: INV-109902 is voided and replaced by INV-110377, with PO 4500-8124, $6,840.00, "
        "still due December 1. It's been emailed to a.whitcroft@example.com. INV-106511 "
        "(October) is unchanged. Would you like PO 4500-8124 printed on future invoices too?"
    )
    s.user(
        "no, leave future ones blank, procurement issues a new PO every quarter. but going "
        "forward can the invoices go straight to our AP inbox, ap-invoices@example.com? keep me "
        "on cc though. and send them the new one too.",
        facts={
            "billing_contact": {
                "to": "ap-invoices@example.com",
                "cc": "a.whitcroft@example.com",
            }
        },
    )
    contact = {
        "org_id": "ORG-33480",
        "billing_email": "ap-invoices@example.com",
        "cc": ["a.whitcroft@example.com"],
        "resend_invoice_id": "INV-110377",
    }
    s.confirm(
        "I'll update the billing contact for Pemberton Aerostructures:\n"
        "- Invoices go to ap-invoices@example.com from now on\n"
        "- a.whitcroft@example.com stays on cc\n"
        "- INV-110377 is resent to ap-invoices@example.com today\n"
        "- No default PO on future invoices\n\n"
        "Shall I make the change? (yes/no)",
        [("update_billing_contact", contact)],
    )
    s.boundary(
        "the reissue with PO 4500-7187 rejected by his correction; INV-109902 voided and "
        "reissued as INV-110377 with PO 4500-8124 ($6,840.00, due Dec 1), executed and "
        "reported; October's INV-106511 untouched; a default PO offered and declined; the "
        "billing contact change (ap-invoices@example.com, him on cc, resend) proposed, pending"
    )


def session_overage(s):
    """An automation overage: a courtesy credit on the open invoice; then a cap on Staging only."""
    greet(s)
    s.user(
        "Hey, our November invoice has a $370 charge for 'automation overage', we've never had "
        "that before. What happened? Sam Okoro, Ferro Lane Coffee Roasters."
    )
    s.say(
        "Let me take a look, Sam. To verify, please give me your org id and the email on your "
        "admin profile."
    )
    s.user("70215, sam.okoro@example.net")
    s.call(
        "verify_admin",
        {"org_id": "ORG-70215", "name": "Sam Okoro", "email": "sam.okoro@example.net"},
        verified("ORG-70215"),
        facts={
            "org_id": "ORG-70215",
            "org_name": "Ferro Lane Coffee Roasters",
            "admin": "Sam Okoro",
        },
    )
    s.call(
        "get_invoices",
        {"org_id": "ORG-70215", "status": "open"},
        {
            "invoices": [
                {
                    "invoice_id": "INV-108871",
                    "date": "2025-11-01",
                    "due": "2025-12-01",
                    "lines": [
                        {"description": "Business plan, 55 seats", "amount": 2090.0},
                        {
                            "description": (
                                "Automation runs overage, October: 36,420 runs over the 50,000 "
                                "included, 37 blocks of 1,000 at $10.00"
                            ),
                            "amount": 370.0,
                        },
                    ],
                    "tax": 0.0,
                    "total": 2460.0,
                    "status": "open",
                }
            ]
        },
        facts={
            "invoices": {
                "INV-108871": {
                    "total": 2460.0,
                    "overage": 370.0,
                    "due": "2025-12-01",
                    "status": "open",
                }
            }
        },
    )
    s.call(
        "get_usage",
        {"org_id": "ORG-70215", "period": "2025-10", "metric": "automation_runs"},
        {
            "period": "2025-10",
            "included": 50000,
            "used": 86420,
            "over": 36420,
            "billed_blocks": 37,
            "block_price": 10.0,
            "by_workspace": [
                {"workspace_id": "WS-7701", "name": "Production", "runs": 22110},
                {"workspace_id": "WS-7702", "name": "Staging", "runs": 64310},
            ],
            "anomaly": {
                "workspace_id": "WS-7702",
                "automation": "Roast schedule sync",
                "runs": 51900,
                "from": "2025-10-17",
                "to": "2025-10-19",
                "pattern": "retry loop",
            },
            "november_to_date": {"WS-7701": 16480, "WS-7702": 3240},
        },
        facts={
            "usage": {
                "october": {"used": 86420, "included": 50000, "over": 36420},
                "WS-7701": {"name": "Production", "october": 22110, "november": 16480},
                "WS-7702": {"name": "Staging", "october": 64310, "november": 3240},
            }
        },
    )
    s.call(
        "get_credit_policy",
        {"type": "automation_overage"},
        {
            "courtesy_credit": {
                "covers": "up to 100% of an overage caused by a malfunctioning automation",
                "frequency": "once per 12 months",
                "last_used": None,
                "applied_as": "credit to an open invoice or the next invoice",
            },
            "prevention": {
                "usage_cap": "per workspace, monthly runs; automations pause at the cap",
                "automation_plus": "$99.00 a month for 250,000 runs",
            },
        },
        facts={"credit_policy": {"courtesy_credit": "once per 12 months", "last_used": None}},
    )
    s.say(
        "Thanks, Sam. Your plan includes 50,000 automation runs a month. In October the org used "
        "86,420: Production 22,110 and Staging 64,310. Of Staging's runs, 51,900 came from one "
        "automation, 'Roast schedule sync', stuck in a retry loop from October 17 to 19. The "
        "36,420 runs over the limit were billed as 37 blocks of 1,000 at $10.00, so $370.00 on "
        "INV-108871 (November 1, $2,460.00, due December 1, not paid yet).\n"
        "Since a malfunctioning automation caused it, you qualify for a one-time courtesy credit "
        "of the full $370.00 (one per 12 months). I can apply it to INV-108871 now, or to your "
        "next invoice. Which would you prefer?"
    )
    s.user(
        "apply it to the November invoice, we haven't paid it yet. and then I want to make sure "
        "this can't happen again."
    )
    credit = {
        "invoice_id": "INV-108871",
        "amount": 370.0,
        "reason": "courtesy_automation_overage",
    }
    s.confirm(
        "I'll apply the courtesy credit:\n"
        "- $370.00 to INV-108871 (the October automation overage)\n"
        "- Amount due goes from $2,460.00 to $2,090.00, still due Monday, December 1\n"
        "- This uses your one courtesy credit for the next 12 months\n"
        "Then we can look at preventing it.\n\n"
        "Shall I apply it? (yes/no)",
        [("apply_account_credit", credit)],
    )
    s.yes("yes please")
    s.boundary(
        "the $370.00 courtesy credit to INV-108871 ($2,460.00 -> $2,090.00, due Dec 1) approved "
        "by his yes, not called yet; the overage came from Staging's looping 'Roast schedule "
        "sync' (51,900 runs, Oct 17-19); prevention still to discuss"
    )
    s.call(
        "apply_account_credit",
        credit,
        {
            "credit_note_id": "CN-20617",
            "invoice_id": "INV-108871",
            "amount": 370.0,
            "invoice_amount_due": 2090.0,
            "due": "2025-12-01",
            "next_courtesy_credit_available": "2026-11-21",
        },
        facts={"credit_note_id": "CN-20617"},
    )
    s.say(
        "Done: credit note CN-20617 for $370.00 is applied, so INV-108871 now shows $2,090.00 due "
        "December 1.\n"
        "To keep it from happening again, there are two options:\n"
        "- a monthly cap on a workspace's automation runs: when it's reached, that workspace's "
        "automations pause until the next month\n"
        "- Automation Plus, $99.00 a month for 250,000 runs\n"
        "So far this month Staging has used 3,240 runs and Production 16,480. What would you "
        "like?"
    )
    s.user(
        "not paying for the pack. put a cap on staging only, like 10k runs a month. do NOT cap "
        "production, our wholesale order sync runs there.",
        facts={
            "usage_cap": {
                "workspace_id": "WS-7702",
                "monthly_runs": 10000,
                "not": "Production (WS-7701)",
            }
        },
    )
    cap = {
        "workspace_id": "WS-7702",
        "monthly_runs": 10000,
        "at_cap": "pause_automations",
        "notify": "sam.okoro@example.net",
    }
    s.confirm(
        "I'll set this cap:\n"
        "- Staging (WS-7702): 10,000 automation runs a month, starting now; 3,240 used so far "
        "in November\n"
        "- At the cap, Staging's automations pause until the 1st of the next month, and "
        "sam.okoro@example.net gets an email\n"
        "- Production (WS-7701): no cap\n\n"
        "Shall I set it? (yes/no)",
        [("set_usage_cap", cap)],
    )
    s.boundary(
        "the courtesy credit CN-20617 ($370.00, INV-108871 now $2,090.00) executed and reported; "
        "Automation Plus ($99/month) offered and declined; a 10,000-run monthly cap on Staging "
        "WS-7702 only (not Production, his constraint) proposed, pending"
    )


SCRIPTS = {
    "taxexempt": session_taxexempt,
    "addon": session_addon,
    "cancel": session_cancel,
    "reissue": session_reissue,
    "overage": session_overage,
}
