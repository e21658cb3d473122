"""Invented service-desk sessions of an independent auto repair shop, dumped as summary points.

A small, deterministic service-desk agent of an invented independent repair shop ("Corbett &
Vale Auto Service" in the invented town of Alder Bend): each session (`sessions_a`,
`sessions_b`, `sessions_c`) is a scripted conversation in which the agent verifies the
customer (by name, plate, phone, email or fleet account), looks up repair orders, estimates,
invoices, warranty coverage, parts status, loaners, payment methods and appointment slots, and
carries out consequential actions (authorizing estimate lines, scheduling pickups and
appointments, parts-warranty claims decided by the part's manufacturer, loaner reservations
and extensions, parts orders from a supplier, payments, refunds and goodwill requests decided
by the service manager). Every customer, customer id, plate, VIN, repair order, estimate, invoice, claim,
loaner, part number, amount and date was invented for this corpus (`records` holds the shared
records); no dataset is used. The scratchpad facts (customer, vehicle, repair order, estimate,
work request, authorization, pickup, warranty, loaner, parts, invoice, payments, refund,
goodwill, appointment, diagnosis, billing, ...) cite the event each came from.

    python benchmarks/corpora/autorepair/build_sessions.py                     # write points
    python benchmarks/corpora/autorepair/build_sessions.py --transcript brakes  # print a session

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
        "authorize_work",
        "schedule_pickup",
        "submit_warranty_claim",
        "reserve_loaner",
        "extend_loaner",
        "order_parts",
        "process_payment",
        "issue_refund",
        "submit_goodwill_request",
        "schedule_appointment",
    }
)
RULES = session_kit.plain_rules("the auto repair service-desk tools")
ORIGIN_DATASET = "none: an invented auto repair service-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class AutoRepairFacts(Scratchpad):
    """What the auto repair service-desk agent keeps in its scratchpad."""

    customer_id: str | None = None
    customer: str | None = None
    vehicle: str | None = None
    vehicles: dict[str, Any] = Field(default_factory=dict)
    repair_order: str | None = None
    estimate: dict[str, Any] = Field(default_factory=dict)
    work_request: dict[str, Any] = Field(default_factory=dict)
    authorization: dict[str, Any] = Field(default_factory=dict)
    pickup_request: str | None = None
    pickup: dict[str, Any] = Field(default_factory=dict)
    warranty: dict[str, Any] = Field(default_factory=dict)
    warranty_request: str | None = None
    warranty_claim: dict[str, Any] = Field(default_factory=dict)
    loaner_options: dict[str, Any] = Field(default_factory=dict)
    loaner_request: str | None = None
    loaner: dict[str, Any] = Field(default_factory=dict)
    parts_options: dict[str, Any] = Field(default_factory=dict)
    parts_request: str | None = None
    parts_status: dict[str, Any] = Field(default_factory=dict)
    deadline: str | None = None
    invoice: dict[str, Any] = Field(default_factory=dict)
    payment_plan: dict[str, Any] = Field(default_factory=dict)
    payments: dict[str, Any] = Field(default_factory=dict)
    refund: dict[str, Any] = Field(default_factory=dict)
    goodwill: dict[str, Any] = Field(default_factory=dict)
    appointment_request: dict[str, Any] = Field(default_factory=dict)
    appointment: dict[str, Any] = Field(default_factory=dict)
    diagnosis: dict[str, Any] = Field(default_factory=dict)
    billing: dict[str, Any] = Field(default_factory=dict)
    contact: str | None = None


SPEC = session_kit.CorpusSpec(
    name="autorepair",
    here=HERE,
    facts=AutoRepairFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="autorepair-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented auto repair service-desk session '{key}'",
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
