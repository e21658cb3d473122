"""Invented front-desk sessions of a small-animal veterinary hospital group, dumped as points.

A small, deterministic front-desk agent of an invented veterinary hospital group ("Fernbrook
Veterinary Group", with hospitals in the invented towns of Alder Cross, Mossgate and Wenlow
Bridge): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in
which the agent verifies the client, looks up the pets on the account, estimates, surgery
slots, prescriptions, boarding availability and vaccination records, invoices and the pet
insurance policy on file, wellness plans, appointments, deposits and products, and carries out
consequential changes (estimate approvals up to a limit, surgery bookings, deposit holds,
add-on services, refill requests and dosage-change requests that a veterinarian authorizes,
exam and appointment bookings and reschedules, boarding reservations, insurance claim forms
submitted to the insurer, wellness plan enrollments, deposit refunds and product orders). Every
client, client id, pet, patient id, veterinarian, estimate, surgery, deposit, prescription,
refill, boarding, invoice, policy, claim, plan, appointment, refund and order id, card, amount
and date was invented for this corpus (`records` holds the shared records); no dataset is used.
The scratchpad facts (client, pets, estimate, approval limit, surgery, deposit, prescriptions,
refill, exam, boarding, vaccinations, invoices, policy, claim, wellness plan, appointments,
refund, dosage request, order, ...) cite the event each came from.

    python benchmarks/corpora/vet/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/vet/build_sessions.py --transcript dental  # print a session

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
        "approve_estimate",
        "schedule_surgery",
        "hold_deposit",
        "add_service",
        "request_refill",
        "book_appointment",
        "book_boarding",
        "submit_insurance_claim",
        "enroll_wellness_plan",
        "reschedule_appointment",
        "refund_deposit",
        "request_dosage_change",
        "order_product",
    }
)
RULES = session_kit.plain_rules("the veterinary front-desk tools")
ORIGIN_DATASET = "none: an invented veterinary front-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class VetFacts(Scratchpad):
    """What the veterinary front-desk agent keeps in its scratchpad."""

    client_id: str | None = None
    client: str | None = None
    home_hospital: str | None = None
    payment_method: str | None = None
    pets: dict[str, Any] = Field(default_factory=dict)
    estimate: dict[str, Any] = Field(default_factory=dict)
    estimate_approval: dict[str, Any] = Field(default_factory=dict)
    surgery_slots: dict[str, Any] = Field(default_factory=dict)
    surgery_request: dict[str, Any] = Field(default_factory=dict)
    surgery_id: str | None = None
    deposit_id: str | None = None
    add_on_request: dict[str, Any] = Field(default_factory=dict)
    prescriptions: dict[str, Any] = Field(default_factory=dict)
    refill_request: dict[str, Any] = Field(default_factory=dict)
    refill_id: str | None = None
    exam_slots: dict[str, Any] = Field(default_factory=dict)
    exam_request: dict[str, Any] = Field(default_factory=dict)
    vaccinations: dict[str, Any] = Field(default_factory=dict)
    boarding_options: dict[str, Any] = Field(default_factory=dict)
    boarding_request: dict[str, Any] = Field(default_factory=dict)
    boarding_id: str | None = None
    invoices: dict[str, Any] = Field(default_factory=dict)
    policy: dict[str, Any] = Field(default_factory=dict)
    claim_request: dict[str, Any] = Field(default_factory=dict)
    claim_id: str | None = None
    wellness_options: dict[str, Any] = Field(default_factory=dict)
    wellness_choice: dict[str, Any] = Field(default_factory=dict)
    enrollment_id: str | None = None
    appointments: dict[str, Any] = Field(default_factory=dict)
    reschedule_request: dict[str, Any] = Field(default_factory=dict)
    contact_preference: str | None = None
    deposits: dict[str, Any] = Field(default_factory=dict)
    refund_request: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None
    dosage_request: dict[str, Any] = Field(default_factory=dict)
    dosage_request_id: str | None = None
    product: dict[str, Any] = Field(default_factory=dict)
    order_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="vet",
    here=HERE,
    facts=VetFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="vet-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented veterinary front-desk session '{key}'",
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
