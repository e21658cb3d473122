"""Invented dispatch-desk sessions of a home appliance repair company, dumped as summary points.

A small, deterministic dispatch-desk agent of an invented appliance repair company ("Pellowe
Appliance Care", working in the invented towns of Hobbleford, Marlstow Green and Upper
Thrane): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in
which the agent verifies the customer, looks up appliances, warranty status, visit slots,
jobs, quotes (a call-out fee, labour by the half hour and parts, with VAT), parts
availability and extended-cover plans, and carries out consequential actions (visit bookings
and cancellations, manufacturer warranty claims decided by the manufacturer, refund requests
for a missed visit decided by the service manager, parts orders whose dispatch date the
supplier confirms, landlord approval requests decided by the landlord, and cover plan
enrolments). Every customer, account, address, appliance, serial, job, quote, claim, order,
request and plan id, amount and date was invented for this corpus (`records` holds the shared
records); no dataset is used. The scratchpad facts (customer, address, appliances, slots,
jobs, quotes, claims, orders, cover, ...) cite the event each came from.

    python benchmarks/corpora/appliance/build_sessions.py                       # write points/*.json
    python benchmarks/corpora/appliance/build_sessions.py --transcript warranty  # print a session

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
        "submit_warranty_claim",
        "book_visit",
        "cancel_visit",
        "request_noshow_refund",
        "order_part",
        "enrol_cover_plan",
        "request_landlord_approval",
    }
)
RULES = session_kit.plain_rules("the appliance repair dispatch-desk tools")
ORIGIN_DATASET = "none: an invented appliance repair dispatch-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class ApplianceFacts(Scratchpad):
    """What the appliance repair dispatch-desk agent keeps in its scratchpad."""

    account_id: str | None = None
    customer: str | None = None
    address: str | None = None
    payment_method: str | None = None
    properties: dict[str, Any] = Field(default_factory=dict)
    appliances: dict[str, Any] = Field(default_factory=dict)
    warranty: dict[str, Any] = Field(default_factory=dict)
    claim_request: dict[str, Any] = Field(default_factory=dict)
    claim_id: str | None = None
    slots: dict[str, Any] = Field(default_factory=dict)
    visit_choice: dict[str, Any] = Field(default_factory=dict)
    billing: str | None = None
    job_ids: dict[str, Any] = Field(default_factory=dict)
    jobs: dict[str, Any] = Field(default_factory=dict)
    refund_request: dict[str, Any] = Field(default_factory=dict)
    refund_request_id: str | None = None
    quote: dict[str, Any] = Field(default_factory=dict)
    budget: dict[str, Any] = Field(default_factory=dict)
    repair_choice: dict[str, Any] = Field(default_factory=dict)
    part: dict[str, Any] = Field(default_factory=dict)
    deadline: dict[str, Any] = Field(default_factory=dict)
    part_order_id: str | None = None
    cover_plans: dict[str, Any] = Field(default_factory=dict)
    cover_choice: dict[str, Any] = Field(default_factory=dict)
    cover_id: str | None = None
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_id: str | None = None
    landlord: dict[str, Any] = Field(default_factory=dict)
    approval_request_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="appliance",
    here=HERE,
    facts=ApplianceFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="appliance-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented appliance repair dispatch-desk session '{key}'",
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
