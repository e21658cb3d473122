"""Invented procurement and accounts-payable sessions of a company, dumped as summary points.

A small, deterministic procurement and accounts-payable assistant of an invented company
("Orrin & Vale Coatings", with its Columbus HQ, Toledo plant and Ann Arbor R&D lab) that
employees (requesters, budget owners, AP clerks, receiving) talk to: each session
(`sessions_a`, `sessions_b`) is a scripted conversation in which the agent verifies the
employee, looks up budgets, the catalog, purchase orders, vendors, invoices on hold, payment
runs, contracts, the corporate card or rush options, and carries out consequential actions
(requisitions, requisition changes, PO change orders, vendor setups, invoice hold releases and
rejections, goods receipts, returns, contract non-renewal notices, card limit requests, rush
orders and PO cancellations). Every employee, employee id, cost center, vendor, requisition,
PO, invoice, receipt, contract, card, address, amount and date was invented for this corpus
(`records` holds the shared records); no dataset is used. The scratchpad facts (employee,
budgets, cost center, requisition, purchase orders, change order, vendor, invoices, payment
runs, receipt, contracts, card, split, rush order, ...) cite the event each came from.

    python benchmarks/corpora/procurement/build_sessions.py                  # write points/*.json
    python benchmarks/corpora/procurement/build_sessions.py --transcript req  # print a session

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
        "submit_requisition",
        "update_requisition",
        "change_po",
        "create_vendor",
        "release_invoice_hold",
        "reject_invoice",
        "post_goods_receipt",
        "request_return",
        "send_nonrenewal_notice",
        "request_card_limit_change",
        "submit_rush_order",
        "cancel_po",
    }
)
RULES = session_kit.plain_rules("the procurement and accounts-payable tools")
ORIGIN_DATASET = (
    "none: an invented procurement and accounts-payable session written for this corpus"
)
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class ProcurementFacts(Scratchpad):
    """What the procurement and accounts-payable agent keeps in its scratchpad."""

    employee_id: str | None = None
    employee: str | None = None
    budgets: dict[str, Any] = Field(default_factory=dict)
    cost_center: str | None = None
    requisition: dict[str, Any] = Field(default_factory=dict)
    requisition_id: str | None = None
    requisition_change: dict[str, Any] = Field(default_factory=dict)
    purchase_orders: dict[str, Any] = Field(default_factory=dict)
    change_order: dict[str, Any] = Field(default_factory=dict)
    change_order_id: str | None = None
    vendor_matches: dict[str, Any] = Field(default_factory=dict)
    vendor_setup: dict[str, Any] = Field(default_factory=dict)
    vendor_id: str | None = None
    invoices: dict[str, Any] = Field(default_factory=dict)
    payment_runs: dict[str, Any] = Field(default_factory=dict)
    receipt: dict[str, Any] = Field(default_factory=dict)
    receipt_id: str | None = None
    return_request: dict[str, Any] = Field(default_factory=dict)
    contracts: dict[str, Any] = Field(default_factory=dict)
    card: dict[str, Any] = Field(default_factory=dict)
    card_request: dict[str, Any] = Field(default_factory=dict)
    card_request_id: str | None = None
    split: dict[str, Any] = Field(default_factory=dict)
    rush_options: dict[str, Any] = Field(default_factory=dict)
    rush_order: dict[str, Any] = Field(default_factory=dict)
    po_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="procurement",
    here=HERE,
    facts=ProcurementFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="procurement-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented procurement and accounts-payable session '{key}'",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
