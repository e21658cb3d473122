"""Invented permit-desk sessions of a small city's building department, dumped as summary points.

A small, deterministic permit-desk agent of the building department of an invented small city
(the City of Quillan Harbor, Department of Building & Safety): each session (`sessions_a`,
`sessions_b`, `sessions_c`) is a scripted conversation in which the agent verifies the owner or
the contractor acting for the owner, looks up the property, fee estimates from the project's
valuation, plan review status and the examiner's corrections, inspection slots in morning and
afternoon windows, the variance rules and the zoning board's hearings, refund policy and the
permits on an account, and carries out consequential changes (fence permits issued over the
counter, corrections resubmitted to the plan examiner, building applications submitted with
or without the expedite surcharge, inspections booked and rescheduled, variance requests filed
for the zoning board's hearing, fee refunds, application withdrawals, authorized agents added
and permit fees paid). Every owner, contractor, examiner, address, parcel, permit, review,
inspection, variance, receipt and refund id, card, amount and date was invented for this
corpus (`records` holds the shared records); no dataset is used. The scratchpad facts
(applicant, property, permits, fee estimate, plan review, inspection slots and requests,
variance, refund, authorization, ...) cite the event each came from.

    python benchmarks/corpora/permits/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/permits/build_sessions.py --transcript fence  # print a session

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
        "issue_fence_permit",
        "resubmit_corrections",
        "submit_building_application",
        "schedule_inspection",
        "reschedule_inspection",
        "file_variance_request",
        "withdraw_application",
        "refund_fee",
        "add_authorized_agent",
        "pay_permit_fees",
    }
)
RULES = session_kit.plain_rules("the building department permit-desk tools")
ORIGIN_DATASET = "none: an invented building department permit-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class PermitFacts(Scratchpad):
    """What the permit-desk agent keeps in its scratchpad."""

    applicant: str | None = None
    applicant_role: str | None = None
    owner: str | None = None
    contractor: dict[str, Any] = Field(default_factory=dict)
    property: str | None = None
    parcel: str | None = None
    payment_methods: list[str] = Field(default_factory=list)
    permits: dict[str, Any] = Field(default_factory=dict)
    fence_request: dict[str, Any] = Field(default_factory=dict)
    fee_estimate: dict[str, Any] = Field(default_factory=dict)
    permit_id: str | None = None
    plan_review: dict[str, Any] = Field(default_factory=dict)
    resubmission_id: str | None = None
    application_request: dict[str, Any] = Field(default_factory=dict)
    application_id: str | None = None
    inspection_request: dict[str, Any] = Field(default_factory=dict)
    inspection_slots: dict[str, Any] = Field(default_factory=dict)
    inspection_id: str | None = None
    variance_rules: dict[str, Any] = Field(default_factory=dict)
    variance_request: dict[str, Any] = Field(default_factory=dict)
    variance_id: str | None = None
    refund_policy: dict[str, Any] = Field(default_factory=dict)
    refund_request: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None
    authorization_request: dict[str, Any] = Field(default_factory=dict)
    authorization_id: str | None = None
    payment_request: dict[str, Any] = Field(default_factory=dict)
    receipt: str | None = None


SPEC = session_kit.CorpusSpec(
    name="permits",
    here=HERE,
    facts=PermitFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="permits-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented building department permit-desk session '{key}'",
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
