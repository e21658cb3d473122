"""Invented import-desk sessions of a small customs brokerage, dumped as summary points.

A small, deterministic import-desk agent of an invented customs brokerage ("Corvane & Sills
Customs Brokers", filing at the invented Saltmarrow Container Terminal, Ebbingford Air Cargo
Terminal and Kestle Gap truck crossing): each session (`sessions_a`, `sessions_b`,
`sessions_c`) is a scripted conversation in which the agent verifies the importer, looks up
its shipments (ocean containers, air consignments, truck loads), duty and tax estimates,
bonds, holds and examinations ordered by the customs authority, terminal storage charges,
pickup windows, classification reviews, powers of attorney and authorized contacts, and
carries out consequential moves (entry filings with or without the expedited-clearance
surcharge, duty payments from a deposit account or a card, single-entry bonds, documents sent
to the customs authority for an examination, classification reviews and corrected invoices
sent to the licensed broker, post-entry corrections, storage payments and storage waiver
requests decided by the terminal, pickups in morning or afternoon windows, power-of-attorney
renewals and forwarders authorized by the importer). Every importer, contact, forwarder,
shipment, container, waybill, entry, bond, payment and request id, tariff line, rate, amount
and date was invented for this corpus (`records` holds the shared records); no dataset is
used. The scratchpad facts (importer, contact, bond, shipments, duty estimate, entry, holds,
charges, pickups, review, ...) cite the event each came from.

    python benchmarks/corpora/customs/build_sessions.py                        # write points/*.json
    python benchmarks/corpora/customs/build_sessions.py --transcript airentry  # print a session

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
        "file_entry",
        "pay_duty",
        "schedule_pickup",
        "submit_exam_documents",
        "purchase_single_entry_bond",
        "request_classification_review",
        "submit_corrected_invoice",
        "renew_power_of_attorney",
        "add_authorized_contact",
        "pay_terminal_charges",
        "request_storage_waiver",
        "file_post_entry_correction",
    }
)
RULES = session_kit.plain_rules("the customs brokerage import-desk tools")
ORIGIN_DATASET = "none: an invented customs brokerage import-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class CustomsFacts(Scratchpad):
    """What the customs brokerage import-desk agent keeps in its scratchpad."""

    importer_id: str | None = None
    importer: str | None = None
    contact: str | None = None
    bond: dict[str, Any] = Field(default_factory=dict)
    payment_options: dict[str, Any] = Field(default_factory=dict)
    shipments: dict[str, Any] = Field(default_factory=dict)
    entry_request: dict[str, Any] = Field(default_factory=dict)
    duty_estimate: dict[str, Any] = Field(default_factory=dict)
    entries: dict[str, Any] = Field(default_factory=dict)
    entry_number: str | None = None
    duty_payment_id: str | None = None
    holds: dict[str, Any] = Field(default_factory=dict)
    terminal_charges: dict[str, Any] = Field(default_factory=dict)
    pickup_windows: dict[str, Any] = Field(default_factory=dict)
    pickup_request: dict[str, Any] = Field(default_factory=dict)
    pickup_id: str | None = None
    exam_submission_id: str | None = None
    bond_options: dict[str, Any] = Field(default_factory=dict)
    bond_request: dict[str, Any] = Field(default_factory=dict)
    classification: dict[str, Any] = Field(default_factory=dict)
    review_request: dict[str, Any] = Field(default_factory=dict)
    review_id: str | None = None
    review_status: dict[str, Any] = Field(default_factory=dict)
    corrected_invoice: dict[str, Any] = Field(default_factory=dict)
    poa: dict[str, Any] = Field(default_factory=dict)
    contacts: dict[str, Any] = Field(default_factory=dict)
    contact_request: dict[str, Any] = Field(default_factory=dict)
    waiver_id: str | None = None
    charges_payment_id: str | None = None
    correction_request: dict[str, Any] = Field(default_factory=dict)
    payment_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="customs",
    here=HERE,
    facts=CustomsFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="customs-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented customs brokerage import-desk session '{key}'",
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
