"""Session scripts, part 1: seats, downgrade, dispute and card.

Each script plays one invented session with the billing-support agent of Corvane Software
(companies, org ids, admins, workspaces, subscriptions, invoices, cards, amounts and dates are
made up). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hi, this is Corvane billing support. I can help with seats and plans, invoices and "
        "payments, refunds and credits, tax and add-ons. What can I do for you today?"
    )


def session_seats(s):
    """8 seats off Operations (not Analytics) with a prorated credit; then annual for Ops."""
    greet(s)
    s.user(
        "hi - Priya Natarajan, billing admin for Halberd Freight, org 40718. two things. we had "
        "8 contractors roll off end of last week so I want to drop 8 seats on our Operations "
        "workspace, and then move Ops to annual billing. Seats first, then the annual switch, "
        "so we're not locked in on 40 seats for a year. And please do NOT touch the Analytics "
        "workspace, that's a separate budget.",
        facts={
            "seat_request": {
                "workspace": "Operations",
                "remove": 8,
                "then": "annual billing",
                "order": "seats first, then annual",
                "leave_alone": "Analytics",
            }
        },
    )
    s.say(
        "Happy to help, Priya. To verify, please confirm the email address on your admin profile."
    )
    s.user("p.natarajan@example.com")
    s.call(
        "verify_admin",
        {"org_id": "ORG-40718", "name": "Priya Natarajan", "email": "p.natarajan@example.com"},
        verified("ORG-40718"),
        facts={
            "org_id": "ORG-40718",
            "org_name": "Halberd Freight Co.",
            "admin": "Priya Natarajan",
        },
    )
    s.call(
        "get_subscriptions",
        {"org_id": "ORG-40718"},
        {
            "as_of": "2025-11-12",
            "subscriptions": [
                {
                    "subscription_id": "SUB-71842",
                    "workspace": "Operations (WS-3310)",
                    "plan": "business",
                    "interval": "monthly",
                    "seats": 40,
                    "price_per_seat": 38.0,
                    "monthly_total": 1520.0,
                    "current_period": "2025-11-01/2025-11-30",
                    "next_invoice": "2025-12-01",
                    "payment": "invoice, net 15",
                },
                {
                    "subscription_id": "SUB-71843",
                    "workspace": "Analytics (WS-3311)",
                    "plan": "business",
                    "interval": "monthly",
                    "seats": 15,
                    "price_per_seat": 38.0,
                    "monthly_total": 570.0,
                    "current_period": "2025-11-01/2025-11-30",
                    "next_invoice": "2025-12-01",
                    "payment": "invoice, net 15",
                },
            ],
        },
        facts={
            "subscriptions": {
                "SUB-71842": {"workspace": "Operations", "plan": "business", "seats": 40},
                "SUB-71843": {"workspace": "Analytics", "plan": "business", "seats": 15},
            }
        },
    )
    s.call(
        "get_seat_usage",
        {"subscription_id": "SUB-71842"},
        {
            "subscription_id": "SUB-71842",
            "workspace": "Operations",
            "seats": 40,
            "assigned": 31,
            "unassigned": 9,
            "deactivated_since": {"date": "2025-11-07", "users": 8},
            "minimum_seats": 31,
        },
        facts={"seat_usage": {"SUB-71842": {"seats": 40, "assigned": 31, "unassigned": 9}}},
    )
    s.call(
        "preview_seat_change",
        {"subscription_id": "SUB-71842", "seats": 32},
        {
            "subscription_id": "SUB-71842",
            "seats_from": 40,
            "seats_to": 32,
            "effective": "2025-11-12",
            "days_remaining": 19,
            "days_in_period": 30,
            "prorated_credit": 192.53,
            "credit_as": "credit note applied to the next invoice",
            "next_invoice": {
                "date": "2025-12-01",
                "subtotal": 1216.0,
                "credit_applied": 192.53,
                "amount_due": 1023.47,
            },
        },
        facts={
            "seat_change": {
                "subscription_id": "SUB-71842",
                "seats": 32,
                "prorated_credit": 192.53,
                "next_invoice_due": 1023.47,
            }
        },
    )
    change = {"subscription_id": "SUB-71842", "seats": 32, "effective": "2025-11-12"}
    s.confirm(
        "Thanks, Priya. Operations (SUB-71842) has 40 Business seats; 31 are assigned now that "
        "the 8 contractors are deactivated, so 9 are open. Here's the change:\n"
        "- Seats: 40 -> 32 (1 spare)\n"
        "- Effective today, Wednesday, November 12\n"
        "- Prorated credit for the 19 days left in the period: 8 x $38.00 x 19/30 = $192.53, "
        "as a credit note on your December 1 invoice (not a refund)\n"
        "- From December 1: 32 x $38.00 = $1,216.00 a month\n"
        "- Analytics (SUB-71843, 15 seats) is not touched\n\n"
        "Shall I make the change? (yes/no)",
        [("update_seats", change)],
    )
    s.yes("yes, do it")
    s.call(
        "update_seats",
        change,
        {
            "subscription_id": "SUB-71842",
            "status": "updated",
            "seats": 32,
            "effective": "2025-11-12",
            "credit_note_id": "CN-20581",
            "credit_amount": 192.53,
            "next_invoice": {
                "date": "2025-12-01",
                "subtotal": 1216.0,
                "credit_applied": 192.53,
                "amount_due": 1023.47,
            },
        },
        facts={"credit_note_id": "CN-20581"},
    )
    s.say(
        "Done. Operations is now at 32 seats, effective today. Credit note CN-20581 for "
        "$192.53 comes off the December 1 invoice for Operations, so that one will be $1,023.47 "
        "($1,216.00 less the credit). Analytics is unchanged at 15 seats.\n"
        "Next, the annual switch for Operations: shall I pull an annual quote for the 32 seats? "
        "I can quote Analytics for annual billing as well if you'd like."
    )
    s.boundary(
        "Operations SUB-71842 cut from 40 to 32 seats (executed, reported), credit note "
        "CN-20581 $192.53 on the Dec 1 invoice ($1,023.47 due); Analytics untouched; the annual "
        "switch comes next (her order: seats first); an Analytics quote offered by the agent"
    )
    s.user(
        "just ops. Analytics stays exactly as it is, monthly. what's the annual price for the 32?"
    )
    s.call(
        "get_annual_quote",
        {"subscription_id": "SUB-71842", "seats": 32},
        {
            "quote_id": "Q-58107",
            "subscription_id": "SUB-71842",
            "plan": "business",
            "seats": 32,
            "list_annual": 14592.0,
            "discount_pct": 15,
            "discount": 2188.8,
            "annual_price": 12403.2,
            "start": "2025-12-01",
            "term_end": "2026-11-30",
            "invoiced": "2025-12-01, net 15",
            "credits_applied": [{"credit_note_id": "CN-20581", "amount": 192.53}],
            "first_invoice_due": 12210.67,
            "valid_until": "2025-11-26",
            "terms": "seats can be added mid-term (prorated); seat reductions only at renewal",
        },
        facts={
            "annual_quote": {
                "quote_id": "Q-58107",
                "seats": 32,
                "list": 14592.0,
                "discount_pct": 15,
                "annual_price": 12403.2,
                "start": "2025-12-01",
                "first_invoice_due": 12210.67,
            }
        },
    )
    switch = {
        "subscription_id": "SUB-71842",
        "interval": "annual",
        "quote_id": "Q-58107",
        "start": "2025-12-01",
    }
    s.confirm(
        "Here's the annual switch for Operations (SUB-71842), quote Q-58107:\n"
        "- 32 Business seats, billed annually from Monday, December 1, 2025 through November "
        "30, 2026\n"
        "- List $14,592.00 a year, less 15% ($2,188.80) = $12,403.20\n"
        "- Invoiced December 1 (net 15); CN-20581 comes off it, so $12,210.67 due\n"
        "- You can add seats mid-term (prorated), but seats can't be reduced until the renewal\n"
        "- November stays monthly; Analytics stays monthly at 15 seats\n\n"
        "Shall I switch Operations to annual billing? (yes/no)",
        [("change_billing_interval", switch)],
    )
    s.yes("yes lock it in")
    s.boundary(
        "the annual switch of Operations (Q-58107: 32 seats, $12,403.20 after 15% off, from "
        "Dec 1, $12,210.67 due with CN-20581) approved by her yes, not called yet; the seat cut "
        "to 32 executed before it, as she asked; Analytics stays monthly (her choice)"
    )


def session_downgrade(s):
    """A mid-term downgrade to Team sent to Finance for approval; the SSO add-on declined."""
    greet(s)
    s.user(
        "hi. we're on the Business plan and honestly we only use the basic boards and forms. "
        "I'd like to drop down to Team for our 60 people. Tomás Ibarra, Oakhurst Dental Group"
    )
    s.say("Sure, Tomás. To verify, please give me your org id and the email on your admin profile.")
    s.user("org 52260. t.ibarra@example.net")
    s.call(
        "verify_admin",
        {"org_id": "ORG-52260", "name": "Tomás Ibarra", "email": "t.ibarra@example.net"},
        verified("ORG-52260"),
        facts={"org_id": "ORG-52260", "org_name": "Oakhurst Dental Group", "admin": "Tomás Ibarra"},
    )
    s.call(
        "get_subscriptions",
        {"org_id": "ORG-52260"},
        {
            "as_of": "2025-11-14",
            "subscriptions": [
                {
                    "subscription_id": "SUB-66015",
                    "workspace": "Oakhurst Clinics (WS-4402)",
                    "plan": "business",
                    "interval": "annual",
                    "seats": 60,
                    "annual_price": 23256.0,
                    "term": "2025-04-01/2026-03-31",
                    "paid": "INV-097340, paid 2025-04-03",
                    "renews": "2026-04-01",
                    "sso": "SAML SSO enabled",
                }
            ],
        },
        facts={
            "subscriptions": {
                "SUB-66015": {
                    "plan": "business",
                    "interval": "annual",
                    "seats": 60,
                    "annual_price": 23256.0,
                    "term": "2025-04-01/2026-03-31",
                }
            }
        },
    )
    s.call(
        "get_plan_change_policy",
        {"subscription_id": "SUB-66015", "target_plan": "team"},
        {
            "change": "downgrade",
            "mid_term": True,
            "self_serve": False,
            "requires": "approval by Corvane Finance (mid-term downgrade of an annual contract)",
            "decision_within_business_days": 5,
            "effective_if_approved": "2025-12-01",
            "business_annual_per_seat": 387.6,
            "team_annual_per_seat": 244.8,
            "months_remaining_at_effective": 4,
            "estimated_credit_if_approved": 2856.0,
            "credit_as": "account credit toward the 2026-04-01 renewal invoice; not refunded",
            "features_lost": ["SAML SSO", "advanced permissions", "guest access controls"],
            "sso_alternative": {"addon": "SSO & SCIM", "price": "$3.00 per seat per month"},
        },
        facts={
            "plan_change_policy": {
                "needs": "Corvane Finance approval",
                "decision_days": 5,
                "effective_if_approved": "2025-12-01",
                "estimated_credit": 2856.0,
                "credit_as": "account credit toward 2026-04-01 renewal",
            }
        },
    )
    s.say(
        "Thanks, Tomás. Oakhurst Clinics is on Business, billed annually: SUB-66015, 60 seats, "
        "$23,256.00 for the term April 1, 2025 to March 31, 2026, already paid. Because it's an "
        "annual contract mid-term, I can't switch you to Team directly: a downgrade request goes "
        "to our Finance team, who decide within 5 business days. If they approve:\n"
        "- Team starts December 1, 2025, with all 60 seats\n"
        "- The price difference for the 4 months left (December to March) comes back as an "
        "account credit of about $2,856.00 toward your April 1, 2026 renewal; it isn't refunded\n"
        "- You lose SAML SSO, advanced permissions and guest access controls. If you need SSO "
        "on Team, the SSO & SCIM add-on is $3.00 per seat per month.\n"
        "Would you like me to submit the request? And do you want the SSO add-on?"
    )
    s.user(
        "no SSO add-on, we'll go back to email login with 2FA. keep all 60 seats. credit instead "
        "of a refund is fine. just put the request in today, I don't want to wait for renewal.",
        facts={"plan_change_request": {"target_plan": "team", "seats": 60, "sso_addon": False}},
    )
    request = {
        "subscription_id": "SUB-66015",
        "target_plan": "team",
        "seats": 60,
        "requested_effective": "2025-12-01",
        "addons": [],
    }
    s.confirm(
        "I'll submit this plan change request:\n"
        "- SUB-66015 (Oakhurst Clinics): Business -> Team, 60 seats, requested effective "
        "December 1, 2025\n"
        "- Decided by Corvane Finance within 5 business days; you stay on Business until then\n"
        "- If approved: an estimated $2,856.00 account credit toward the April 1, 2026 renewal, "
        "and SAML SSO turns off on December 1\n"
        "- No SSO & SCIM add-on\n\n"
        "Shall I submit it? (yes/no)",
        [("request_plan_change", request)],
    )
    s.yes("yes, submit")
    s.call(
        "request_plan_change",
        request,
        {
            "request_id": "PCR-3094",
            "status": "pending_finance_review",
            "subscription_id": "SUB-66015",
            "from_plan": "business",
            "to_plan": "team",
            "seats": 60,
            "reviewer": "Corvane Finance",
            "decision_due": "2025-11-21",
            "effective_if_approved": "2025-12-01",
            "estimated_credit": 2856.0,
            "plan_until_decision": "business",
        },
        facts={"plan_change_request_id": "PCR-3094"},
    )
    s.say(
        "Submitted: request PCR-3094 is with Corvane Finance. It isn't approved yet; they'll "
        "decide by Friday, November 21, and you'll get an email at t.ibarra@example.net either "
        "way. Until then nothing changes: you stay on Business, with SSO. If it's approved, Team "
        "starts December 1 and the estimated $2,856.00 credit goes toward your April renewal. "
        "Anything else?"
    )
    s.boundary(
        "the downgrade request PCR-3094 (SUB-66015, Business to Team, 60 seats, from Dec 1 if "
        "approved, ~$2,856.00 credit toward the Apr 1, 2026 renewal) submitted and reported, "
        "pending Corvane Finance's decision by Nov 21; the SSO & SCIM add-on offered and declined"
    )


def session_dispute(s):
    """Priority Support refunded on the November invoice only; October was in use."""
    greet(s)
    s.user(
        "Hello, I need a refund. We cancelled Priority Support back in October (case CS-55120) "
        "and you've still charged us $250 for it on both our October and November invoices. "
        "Hannah Osei, Vireo Health Analytics."
    )
    s.say(
        "I'm sorry about that, Hannah; let me look into it. To verify, please give me your org "
        "id and the email on your admin profile."
    )
    s.user("hannah.osei@example.com, org id 38821")
    s.call(
        "verify_admin",
        {"org_id": "ORG-38821", "name": "Hannah Osei", "email": "hannah.osei@example.com"},
        verified("ORG-38821"),
        facts={
            "org_id": "ORG-38821",
            "org_name": "Vireo Health Analytics",
            "admin": "Hannah Osei",
        },
    )
    lines = [
        {"line_id": "L1", "description": "Business plan, 24 seats", "amount": 912.0},
        {"line_id": "L2", "description": "Priority Support", "amount": 250.0},
    ]
    s.call(
        "get_invoices",
        {"org_id": "ORG-38821", "limit": 2},
        {
            "invoices": [
                {
                    "invoice_id": "INV-104382",
                    "date": "2025-10-01",
                    "period": "2025-10-01/2025-10-31",
                    "lines": lines,
                    "tax_rate": 6.25,
                    "tax": 72.63,
                    "total": 1234.63,
                    "status": "paid",
                    "paid": "2025-10-01",
                    "payment_method": "Visa ****6604",
                },
                {
                    "invoice_id": "INV-107715",
                    "date": "2025-11-01",
                    "period": "2025-11-01/2025-11-30",
                    "lines": lines,
                    "tax_rate": 6.25,
                    "tax": 72.63,
                    "total": 1234.63,
                    "status": "paid",
                    "paid": "2025-11-01",
                    "payment_method": "Visa ****6604",
                },
            ]
        },
        facts={
            "invoices": {
                "INV-104382": {"date": "2025-10-01", "priority_support": 250.0, "total": 1234.63},
                "INV-107715": {"date": "2025-11-01", "priority_support": 250.0, "total": 1234.63},
            }
        },
    )
    s.call(
        "get_support_case",
        {"case_id": "CS-55120"},
        {
            "case_id": "CS-55120",
            "opened": "2025-10-14",
            "subject": "Cancel Priority Support add-on",
            "resolution": "Priority Support removed at the end of the October period (2025-10-31)",
            "closed": "2025-10-15",
            "priority_tickets_in_october": [
                {"ticket": "T-88210", "opened": "2025-10-06"},
                {"ticket": "T-88342", "opened": "2025-10-09"},
            ],
        },
        facts={
            "support_case": {
                "case_id": "CS-55120",
                "opened": "2025-10-14",
                "addon_ended": "2025-10-31",
            }
        },
    )
    s.call(
        "get_refund_eligibility",
        {"invoice_ids": ["INV-104382", "INV-107715"], "line": "Priority Support"},
        {
            "results": [
                {
                    "invoice_id": "INV-104382",
                    "line_id": "L2",
                    "eligible": False,
                    "reason": (
                        "billed 2025-10-01 for October, before the cancellation request of "
                        "2025-10-14; the add-on was in use (2 priority tickets in October)"
                    ),
                },
                {
                    "invoice_id": "INV-107715",
                    "line_id": "L2",
                    "eligible": True,
                    "reason": "billed 2025-11-01 after the add-on ended 2025-10-31 (billing error)",
                    "refundable": {"line": 250.0, "tax": 15.63, "total": 265.63},
                    "methods": [
                        "original payment method (Visa ****6604), 5-10 business days",
                        "account credit on the next invoice (2025-12-01)",
                    ],
                },
            ]
        },
        facts={
            "refund_eligibility": {
                "INV-104382": {"eligible": False},
                "INV-107715": {"eligible": True, "total": 265.63},
            }
        },
    )
    s.say(
        "Thanks, Hannah. Here's what I found:\n"
        "- CS-55120 was opened on October 14, and Priority Support was removed at the end of the "
        "October period (October 31).\n"
        "- November invoice INV-107715 (Nov 1): the $250.00 Priority Support line was billed "
        "after the add-on ended, which was our error. It's eligible for a full refund: $250.00 "
        "plus $15.63 tax = $265.63.\n"
        "- October invoice INV-104382 (Oct 1): that line covered October, when the add-on was "
        "still active, and your team used it for two priority tickets (October 6 and 9) before "
        "the cancellation request. So I can't refund that one.\n"
        "I can refund the $265.63 to the Visa ending 6604 that paid the invoice (5-10 business "
        "days) or put it as a credit on your December 1 invoice. Which would you prefer?"
    )
    s.user(
        "Ok, fair enough on October, we did use it. Refund the November one back to the card "
        "please, not as a credit.",
        facts={"refund_choice": {"invoice_id": "INV-107715", "method": "card, not credit"}},
    )
    refund = {
        "invoice_id": "INV-107715",
        "line_id": "L2",
        "amount": 265.63,
        "method": "original_payment_method",
    }
    s.confirm(
        "I'll refund:\n"
        "- INV-107715, line L2 Priority Support: $250.00 + $15.63 tax = $265.63\n"
        "- To the Visa ****6604 (original payment method), 5-10 business days\n"
        "- INV-104382 (October) is not refunded\n\n"
        "Shall I go ahead? (yes/no)",
        [("refund_invoice_line", refund)],
    )
    s.yes("yes please")
    s.call(
        "refund_invoice_line",
        refund,
        {
            "refund_id": "RF-60219",
            "status": "processed",
            "invoice_id": "INV-107715",
            "line_id": "L2",
            "amount": 265.63,
            "to": "Visa ****6604",
            "credit_note_id": "CN-20544",
            "expected_by": "2025-11-24",
        },
        facts={"refund_id": "RF-60219"},
    )
    s.boundary(
        "the Priority Support refund RF-60219 ($265.63 = $250.00 + $15.63 tax, INV-107715 only, "
        "to Visa ****6604, by Nov 24) executed, not reported yet; the October line on INV-104382 "
        "not eligible (in use, 2 tickets); card, not a credit (her choice)"
    )


def session_card(s):
    """A past-due invoice: the corporate Amex declined, then the Mastercard charged."""
    greet(s)
    s.user(
        "I just got an email saying our account gets suspended on the 20th?? what is going on. "
        "Greg Lindahl, Tidewater Outfitters, org 61907"
    )
    s.say(
        "Sorry for the alarm, Greg; let me look. To verify, what's the email on your admin profile?"
    )
    s.user("greg.lindahl@example.net")
    s.call(
        "verify_admin",
        {"org_id": "ORG-61907", "name": "Greg Lindahl", "email": "greg.lindahl@example.net"},
        verified("ORG-61907"),
        facts={"org_id": "ORG-61907", "org_name": "Tidewater Outfitters", "admin": "Greg Lindahl"},
    )
    s.call(
        "get_invoices",
        {"org_id": "ORG-61907", "status": "open"},
        {
            "invoices": [
                {
                    "invoice_id": "INV-108233",
                    "date": "2025-11-01",
                    "due": "2025-11-05",
                    "lines": [
                        {"description": "Business plan, 95 seats", "amount": 3610.0},
                        {"description": "Audit Vault add-on", "amount": 120.0},
                    ],
                    "tax": 307.73,
                    "total": 4037.73,
                    "status": "past_due",
                    "autopay_attempt": {
                        "date": "2025-11-05",
                        "payment_method": "Visa ****0415",
                        "result": "declined (insufficient funds)",
                    },
                    "suspension": {"mode": "read-only", "scheduled": "2025-11-20"},
                }
            ]
        },
        facts={
            "invoices": {
                "INV-108233": {
                    "total": 4037.73,
                    "due": "2025-11-05",
                    "status": "past_due",
                    "suspension": "2025-11-20",
                }
            }
        },
    )
    s.call(
        "get_payment_methods",
        {"org_id": "ORG-61907"},
        {
            "payment_methods": [
                {
                    "payment_method_id": "pm_1",
                    "brand": "Visa",
                    "last4": "0415",
                    "holder": "Greg Lindahl",
                    "exp": "2027-08",
                    "default": True,
                },
                {
                    "payment_method_id": "pm_2",
                    "brand": "Amex",
                    "last4": "1009",
                    "holder": "Tidewater Outfitters",
                    "exp": "2027-03",
                    "default": False,
                },
                {
                    "payment_method_id": "pm_3",
                    "brand": "Mastercard",
                    "last4": "7730",
                    "holder": "Tidewater Outfitters",
                    "exp": "2026-11",
                    "default": False,
                },
            ]
        },
        facts={
            "payment_methods": {
                "pm_1": "Visa ****0415 (Greg Lindahl, default)",
                "pm_2": "Amex ****1009 (Tidewater Outfitters)",
                "pm_3": "Mastercard ****7730 (Tidewater Outfitters)",
            }
        },
    )
    s.say(
        "Here's what happened: invoice INV-108233 (November 1, $4,037.73: 95 Business seats "
        "$3,610.00, Audit Vault $120.00, tax $307.73) was due November 5. The automatic charge "
        "that day on the default card, the Visa ending 0415, was declined for insufficient funds, "
        "so the invoice is past due, and the workspace is scheduled to go read-only on Thursday, "
        "November 20 if it isn't paid.\n"
        "You have three cards on file: Visa ****0415 (Greg Lindahl, the default), Amex ****1009 "
        "(Tidewater Outfitters) and Mastercard ****7730 (Tidewater Outfitters). Which one should "
        "I charge?"
    )
    s.user(
        "that visa is my personal card, it was only supposed to be on there for the trial. "
        "charge the corporate amex, not my personal card.",
        facts={"payment_choice": {"use": "Amex ****1009", "not": "Visa ****0415 (personal)"}},
    )
    amex = {"invoice_id": "INV-108233", "payment_method_id": "pm_2", "amount": 4037.73}
    s.confirm(
        "I'll charge INV-108233:\n"
        "- $4,037.73 to the Amex ****1009 (Tidewater Outfitters)\n"
        "- Not the Visa ****0415\n"
        "- Once it's paid, the November 20 suspension is cancelled\n\n"
        "Shall I charge it now? (yes/no)",
        [("charge_invoice", amex)],
    )
    s.yes("yes")
    s.call(
        "charge_invoice",
        amex,
        {
            "error": "card_declined",
            "decline_code": "exceeds_limit",
            "message": (
                "The issuer declined Amex ending 1009: the amount exceeds the card's available "
                "credit. No payment was taken; INV-108233 is still past due ($4,037.73) and the "
                "suspension on 2025-11-20 still applies."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed $4,037.73 charge of INV-108233 on the corporate Amex ****1009 declined by "
        "the issuer (exceeds limit; ledger executed), not reported yet; still past due, "
        "read-only suspension on Nov 20; not his personal Visa ****0415 (his constraint)"
    )
    s.say(
        "I'm sorry, Greg: the Amex ending 1009 was declined by the issuer, because the amount is "
        "over the card's available credit. No payment was taken, so INV-108233 is still past due "
        "at $4,037.73 and the November 20 suspension still stands.\n"
        "I can charge the Tidewater Mastercard ending 7730 instead, or you can pay by bank "
        "transfer with the details on the invoice (allow 2-3 business days). What would you like?"
    )
    s.user(
        "ugh, our controller keeps that amex on a short leash. fine, use the company mastercard "
        "ending 7730. still NOT my visa.",
        facts={"payment_choice": {"use": "Mastercard ****7730", "not": "Visa ****0415 (personal)"}},
    )
    mastercard = {"invoice_id": "INV-108233", "payment_method_id": "pm_3", "amount": 4037.73}
    s.confirm(
        "I'll charge INV-108233:\n"
        "- $4,037.73 to the Mastercard ****7730 (Tidewater Outfitters)\n"
        "- Not the Visa ****0415, and not the Amex again\n"
        "- Once it's paid, the suspension is cancelled\n\n"
        "Shall I charge it? (yes/no)",
        [("charge_invoice", mastercard)],
    )
    s.yes("yes go")
    s.call(
        "charge_invoice",
        mastercard,
        {
            "payment_id": "PAY-88412",
            "status": "succeeded",
            "invoice_id": "INV-108233",
            "amount": 4037.73,
            "payment_method": "Mastercard ****7730",
            "invoice_status": "paid",
            "suspension": "cancelled",
            "receipt_sent_to": "greg.lindahl@example.net",
        },
        facts={"payment_id": "PAY-88412"},
    )
    s.say(
        "Paid: $4,037.73 on the Mastercard ending 7730 (payment PAY-88412). INV-108233 is now "
        "paid, the November 20 suspension is cancelled, and the receipt went to "
        "greg.lindahl@example.net.\n"
        "One thing: your Visa ending 0415 is still the default card, so the December 1 invoice "
        "would be charged to it automatically. Would you like me to make the Mastercard ending "
        "7730 the default instead, and remove the Visa?"
    )
    s.user(
        "not yet. I need to ask our controller which card they want on autopay. leave the "
        "default alone for now, I'll sort it out before december."
    )
    s.say(
        "Understood; I haven't changed anything on the cards. Just keep in mind that unless the "
        "default is changed before December 1, that invoice will be charged to the Visa ending "
        "0415. Anything else I can help with?"
    )
    s.boundary(
        "the Amex decline reported; $4,037.73 charged to Mastercard ****7730 (PAY-88412), "
        "INV-108233 paid, suspension cancelled, reported; making the Mastercard the default "
        "offered by the agent and declined for now (Visa ****0415 stays default for Dec 1)"
    )


SCRIPTS = {
    "seats": session_seats,
    "downgrade": session_downgrade,
    "dispute": session_dispute,
    "card": session_card,
}
