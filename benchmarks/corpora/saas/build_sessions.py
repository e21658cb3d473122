"""Invented billing-support sessions of a B2B software-as-a-service company, dumped as summary points.

A small, deterministic billing-support agent of an invented SaaS company ("Corvane Software",
maker of the Corvane work-management app) that the account admins of its business customers
chat with: each session (`sessions_a`, `sessions_b`) is a scripted conversation in which the
agent verifies the admin, looks up subscriptions, workspaces and seat usage, quotes, plan
change policies, invoices, support cases and refund eligibility, payment methods, tax status,
add-on prices, cancellation terms, usage and the credit policy, and carries out consequential
actions (seat changes, a billing-interval switch, a plan change request, an invoice line
refund, card charges, a tax exemption submission, an add-on, a cancellation, an invoice
reissue, a billing contact change, an account credit and a usage cap). Every company, org id,
admin, workspace, subscription, invoice, credit note, refund, card, amount and date was
invented for this corpus (`records` holds the shared records); no dataset is used. The
scratchpad facts (org, admin, subscriptions, seats, quote, invoices, refund, payment methods,
tax status, add-on, cancellation, billing contact, usage, credit, cap, ...) cite the event
each came from.

    python benchmarks/corpora/saas/build_sessions.py                    # write points/*.json
    python benchmarks/corpora/saas/build_sessions.py --transcript seats  # print a session

The sessions are played, recorded and frozen as points (``agentstate-summary-point/1``) at
their boundaries by the recorder the corpora share (``../session_kit.py``: agentstate's public
API only; the approval ledger as described there); this module holds the domain: its
scratchpad facts, consequential tools, rules and origin. The output is deterministic.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # cand_kit and session_kit, shared by the corpora

import session_kit  # noqa: E402
from pydantic import Field  # noqa: E402

from agentstate import Scratchpad  # noqa: E402

CONSEQUENTIAL = frozenset(
    {
        "update_seats",
        "change_billing_interval",
        "request_plan_change",
        "refund_invoice_line",
        "charge_invoice",
        "set_default_payment_method",
        "submit_tax_exemption",
        "add_addon",
        "cancel_subscription",
        "reissue_invoice",
        "update_billing_contact",
        "apply_account_credit",
        "set_usage_cap",
    }
)
RULES = session_kit.plain_rules("the SaaS billing-support tools")
ORIGIN_DATASET = "none: an invented SaaS billing-support session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class SaasFacts(Scratchpad):
    """What the SaaS billing-support agent keeps in its scratchpad."""

    org_id: str | None = None
    org_name: str | None = None
    admin: str | None = None
    subscriptions: dict[str, Any] = Field(default_factory=dict)
    workspaces: dict[str, Any] = Field(default_factory=dict)
    seat_usage: dict[str, Any] = Field(default_factory=dict)
    seat_request: dict[str, Any] = Field(default_factory=dict)
    seat_change: dict[str, Any] = Field(default_factory=dict)
    credit_note_id: str | None = None
    annual_quote: dict[str, Any] = Field(default_factory=dict)
    plan_change_policy: dict[str, Any] = Field(default_factory=dict)
    plan_change_request: dict[str, Any] = Field(default_factory=dict)
    plan_change_request_id: str | None = None
    invoices: dict[str, Any] = Field(default_factory=dict)
    support_case: dict[str, Any] = Field(default_factory=dict)
    refund_eligibility: dict[str, Any] = Field(default_factory=dict)
    refund_choice: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None
    payment_methods: dict[str, Any] = Field(default_factory=dict)
    payment_choice: dict[str, Any] = Field(default_factory=dict)
    payment_id: str | None = None
    billing_accounts: dict[str, Any] = Field(default_factory=dict)
    tax_status: dict[str, Any] = Field(default_factory=dict)
    exemption_certificate: dict[str, Any] = Field(default_factory=dict)
    tax_review_id: str | None = None
    addon_quote: dict[str, Any] = Field(default_factory=dict)
    addon_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_terms: dict[str, Any] = Field(default_factory=dict)
    cancellation_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_id: str | None = None
    po_number: str | None = None
    reissued_invoice_id: str | None = None
    billing_contact: dict[str, Any] = Field(default_factory=dict)
    usage: dict[str, Any] = Field(default_factory=dict)
    credit_policy: dict[str, Any] = Field(default_factory=dict)
    usage_cap: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="saas",
    here=HERE,
    facts=SaasFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="saas-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented SaaS billing-support session '{key}'",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
