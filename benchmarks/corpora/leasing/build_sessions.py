"""Invented account-desk sessions of a business IT equipment leasing company, dumped as summary points.

A small, deterministic account-desk agent of an invented leasing company ("Ketterby Business
Leasing", with a depot and the vendor's warehouse at the invented Orrick Bay, and customers in
the invented towns of Stallbridge, Pennock Mill and Hobbeswick): each session (`sessions_a`,
`sessions_b`, `sessions_c`) is a scripted conversation in which the agent verifies the contact
on the account, looks up lease schedules, quotes per unit per month, the vendor warehouse's
stock, delivery and pickup slots, the credit line, deposits due, return inspections, damage
waiver terms, buyout and upgrade quotes, authorized contacts, invoices and payment methods, and
carries out consequential changes (units added to a schedule, deliveries, credit limit reviews
decided by the credit team, security deposits by direct debit, damage disputes reassessed by
the depot inspector, return pickups, damage waivers, early buyouts, upgrades allocated by the
vendor's warehouse, finance contacts confirmed by the account owner, credit notes and payment
method changes). Every customer, account, schedule, model, rate, quote, order, review,
dispute, serial number, invoice and request id, bank account, amount and date was invented for
this corpus (`records` holds the shared records); no dataset is used. The scratchpad facts
(account, contact, schedules, quote, stock, order, delivery, credit line, deposit, inspection,
dispute, pickup, waiver, buyout, upgrade, contacts, invoices, ...) cite the event each came
from.

    python benchmarks/corpora/leasing/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/leasing/build_sessions.py --transcript branch  # print a session

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
        "add_lease_units",
        "book_delivery",
        "submit_credit_review",
        "pay_deposit",
        "submit_damage_dispute",
        "schedule_return_pickup",
        "add_damage_waiver",
        "accept_buyout",
        "request_upgrade",
        "add_authorized_contact",
        "issue_credit_note",
        "change_payment_method",
    }
)
RULES = session_kit.plain_rules("the equipment leasing account-desk tools")
ORIGIN_DATASET = "none: an invented equipment leasing account-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class LeasingFacts(Scratchpad):
    """What the leasing account-desk agent keeps in its scratchpad."""

    account_id: str | None = None
    customer: str | None = None
    contact: str | None = None
    contact_role: str | None = None
    schedules: dict[str, Any] = Field(default_factory=dict)
    order_request: dict[str, Any] = Field(default_factory=dict)
    quote: dict[str, Any] = Field(default_factory=dict)
    stock: dict[str, Any] = Field(default_factory=dict)
    order_id: str | None = None
    waiver_decision: str | None = None
    delivery_request: dict[str, Any] = Field(default_factory=dict)
    delivery_slots: dict[str, Any] = Field(default_factory=dict)
    delivery_choice: dict[str, Any] = Field(default_factory=dict)
    credit_line: dict[str, Any] = Field(default_factory=dict)
    credit_request: dict[str, Any] = Field(default_factory=dict)
    credit_review_id: str | None = None
    deposit: dict[str, Any] = Field(default_factory=dict)
    deposit_payment: dict[str, Any] = Field(default_factory=dict)
    inspection: dict[str, Any] = Field(default_factory=dict)
    dispute_request: dict[str, Any] = Field(default_factory=dict)
    dispute_id: str | None = None
    pickup_slots: dict[str, Any] = Field(default_factory=dict)
    pickup_choice: dict[str, Any] = Field(default_factory=dict)
    waiver_terms: dict[str, Any] = Field(default_factory=dict)
    waiver_request: dict[str, Any] = Field(default_factory=dict)
    waiver_id: str | None = None
    buyout_quotes: dict[str, Any] = Field(default_factory=dict)
    buyout_choice: dict[str, Any] = Field(default_factory=dict)
    buyout_id: str | None = None
    upgrade_quote: dict[str, Any] = Field(default_factory=dict)
    upgrade_request: dict[str, Any] = Field(default_factory=dict)
    upgrade_id: str | None = None
    callback: dict[str, Any] = Field(default_factory=dict)
    contacts: dict[str, Any] = Field(default_factory=dict)
    contact_request: dict[str, Any] = Field(default_factory=dict)
    contact_request_id: str | None = None
    invoices: dict[str, Any] = Field(default_factory=dict)
    payment_methods: dict[str, Any] = Field(default_factory=dict)
    payment_change: dict[str, Any] = Field(default_factory=dict)
    credit_note_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="leasing",
    here=HERE,
    facts=LeasingFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="leasing-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented equipment leasing account-desk session '{key}'",
    script_modules=("sessions_a", "sessions_b", "sessions_c"),
    candidate_modules=(
        "candidates_a",
        "candidates_b",
        "candidates_c",
        "candidates_d",
        "candidates_e",
        "candidates_f",
    ),
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
