"""Invented home-and-auto insurance claims-desk sessions, dumped as summary points.

A small, deterministic claims-desk agent of an invented insurer ("Larkspur Mutual Home &
Auto"): each session (`sessions_a`, `sessions_b`) is a scripted conversation in which the agent
verifies the policyholder, looks up the policy, claims, payments, documents, adjuster slots,
rental options, repair shops and quotes, and carries out consequential changes (first notice of
loss, inspection appointments, rental authorisation, repair-shop assignment, claim payouts,
payment-hold releases, document requests, policy endorsements, premium refunds, claim
withdrawal, payout-method changes). Every policyholder, policy number, claim id, VIN, plate,
address, amount and date was invented for this corpus (`catalog` holds the shared records); no
dataset is used.
The scratchpad facts (policy, claim, vehicles, loss, deductible, inspection, rental, payments,
payout methods, endorsement, refund, subrogation, ...) cite the event each came from.

    python benchmarks/corpora/claims/build_sessions.py                   # write points/*.json
    python benchmarks/corpora/claims/build_sessions.py --transcript fnol  # print a session

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
        "file_claim",
        "schedule_inspection",
        "reschedule_inspection",
        "authorize_rental",
        "assign_repair_shop",
        "issue_payment",
        "release_payment_hold",
        "request_documents",
        "add_driver",
        "add_vehicle",
        "remove_vehicle",
        "issue_premium_refund",
        "withdraw_claim",
        "update_payout_method",
    }
)
RULES = session_kit.plain_rules("the claims tools")
ORIGIN_DATASET = "none: an invented insurance claims-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class ClaimsFacts(Scratchpad):
    """What the claims-desk agent keeps in its scratchpad."""

    policy_id: str | None = None
    policyholder: str | None = None
    claim_id: str | None = None
    claims: dict[str, Any] = Field(default_factory=dict)
    vehicles: dict[str, Any] = Field(default_factory=dict)
    vehicle_id: str | None = None
    vehicle: dict[str, Any] = Field(default_factory=dict)
    driver: dict[str, Any] = Field(default_factory=dict)
    loss: dict[str, Any] = Field(default_factory=dict)
    coverage: str | None = None
    deductible: float | None = None
    estimate: float | None = None
    adjuster: str | None = None
    inspection: dict[str, Any] = Field(default_factory=dict)
    inspection_id: str | None = None
    rental: dict[str, Any] = Field(default_factory=dict)
    shop_id: str | None = None
    settlement: dict[str, Any] = Field(default_factory=dict)
    payments: dict[str, Any] = Field(default_factory=dict)
    payment_id: str | None = None
    payout_methods: dict[str, Any] = Field(default_factory=dict)
    payout_method: str | None = None
    documents: dict[str, Any] = Field(default_factory=dict)
    effective_date: str | None = None
    premium_change: float | None = None
    endorsement_id: str | None = None
    refund_amount: float | None = None
    refund_id: str | None = None
    subrogation: dict[str, Any] = Field(default_factory=dict)
    tarp: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="claims",
    here=HERE,
    facts=ClaimsFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="claims-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented claims-desk session '{key}'",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
