"""Invented refill and transfer desk sessions of a retail pharmacy, dumped as summary points.

A small, deterministic refill-desk agent of an invented retail pharmacy ("Fernbrook
Pharmacy", store #214 at 410 Calder Ave in the invented town of Wexley): each session
(`sessions_a`, `sessions_b`) is a scripted conversation in which the agent verifies the
patient, looks up prescriptions, refills ready for pickup, another pharmacy's prescriptions,
coverage and the insurer's earliest fill dates, copay charges, delivery slots, insurance
eligibility, fill history and other pharmacies, and carries out consequential changes
(refills, prescriber renewal requests, copay charges, authorized pickup people, transfers in
and out, scheduled fills, prior authorization requests, refunds, deliveries, insurance
updates, rebilled fills, reimbursement claims, cancelled refills, auto-refill changes and a
vacation supply). Every patient, patient id, prescription number, refill, charge, request,
claim and transfer id, insurer, member id, masked card, address, amount and date was invented
for this corpus (`records` holds the shared records); no dataset is used. The scratchpad
facts (patient, insurance, prescriptions, coverage, charges, delivery preference, ...) cite
the event each came from.

    python benchmarks/corpora/pharmacy/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/pharmacy/build_sessions.py --transcript refill  # print a session

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
        "refill_prescription",
        "request_prescriber_renewal",
        "charge_copay",
        "add_pickup_person",
        "transfer_prescription_in",
        "schedule_fill",
        "request_prior_authorization",
        "refund_charge",
        "schedule_delivery",
        "update_insurance",
        "rebill_fill",
        "submit_reimbursement_claim",
        "cancel_refill",
        "update_auto_refill",
        "fill_vacation_supply",
        "fill_prescription",
        "transfer_prescription_out",
    }
)
RULES = session_kit.plain_rules("the pharmacy refill and transfer desk tools")
ORIGIN_DATASET = "none: an invented pharmacy refill-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class PharmacyFacts(Scratchpad):
    """What the pharmacy refill-desk agent keeps in its scratchpad."""

    patient_id: str | None = None
    patient: str | None = None
    insurance: str | None = None
    payment_on_file: str | None = None
    prescriptions: dict[str, Any] = Field(default_factory=dict)
    fulfillment: str | None = None
    refill_id: str | None = None
    renewal_request_id: str | None = None
    contact_preference: str | None = None
    fill_not_before: str | None = None
    source_prescriptions: dict[str, Any] = Field(default_factory=dict)
    dose_correction: str | None = None
    transfer_id: str | None = None
    new_rx_number: str | None = None
    coverage: dict[str, Any] = Field(default_factory=dict)
    pa_request_id: str | None = None
    cash_fill: str | None = None
    charges: dict[str, Any] = Field(default_factory=dict)
    refund_method: str | None = None
    refund_id: str | None = None
    delivery_address: str | None = None
    refills_ready: dict[str, Any] = Field(default_factory=dict)
    delivery_preference: dict[str, Any] = Field(default_factory=dict)
    delivery_instructions: str | None = None
    new_insurance: dict[str, Any] = Field(default_factory=dict)
    october_fills: dict[str, Any] = Field(default_factory=dict)
    reimbursement_claim_id: str | None = None
    keep_auto_refill: str | None = None
    med_sync: str | None = None
    travel: dict[str, Any] = Field(default_factory=dict)
    fill_plan: str | None = None
    transfer_to: dict[str, Any] = Field(default_factory=dict)
    keep_here: str | None = None


SPEC = session_kit.CorpusSpec(
    name="pharmacy",
    here=HERE,
    facts=PharmacyFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="pharmacy-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented pharmacy refill-desk session '{key}'",
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
