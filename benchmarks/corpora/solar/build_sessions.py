"""Invented customer-desk sessions of a residential solar installer, dumped as summary points.

A small, deterministic customer-desk agent of an invented residential solar installer
("Quillmoor Solar Co.", working in the invented towns of Hesketh Falls, Pennard and Lowick
Bay): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in
which the agent verifies the homeowner, looks up survey windows, roof designs and quotes,
payment schedules, financing options, authorization levels, permit and interconnection
requirements, survey reports, cancellation terms and install slots, and carries out
consequential changes (site survey bookings, quote acceptance, deposits and milestone
payments, financing applications decided by the lender, authorized contacts, utility
interconnection applications decided by the utility, town electrical permits decided by the
town, engineering reviews decided by the design engineer, job cancellations with refunds,
install bookings and add-ons). Every customer, account id, site, job, contract, quote,
survey, payment, application, permit, review, booking and contact id, card, amount and date
was invented for this corpus (`records` holds the shared records); no dataset is used. The
scratchpad facts (account, customer, sites, jobs, design, quote, payment schedule, financing,
permits, survey findings, cancellation terms, install slots, ...) cite the event each came
from.

    python benchmarks/corpora/solar/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/solar/build_sessions.py --transcript survey  # print a session

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
        "book_site_survey",
        "accept_quote",
        "charge_deposit",
        "pay_milestone",
        "submit_financing_application",
        "add_authorized_contact",
        "submit_interconnection",
        "file_electrical_permit",
        "request_engineering_review",
        "cancel_job",
        "book_install",
        "add_addon",
    }
)
RULES = session_kit.plain_rules("the solar installer customer-desk tools")
ORIGIN_DATASET = "none: an invented residential solar customer-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class SolarFacts(Scratchpad):
    """What the solar installer's customer-desk agent keeps in its scratchpad."""

    account_id: str | None = None
    customer: str | None = None
    service_address: str | None = None
    payment_method: str | None = None
    co_owners: list[str] = Field(default_factory=list)
    sites: dict[str, Any] = Field(default_factory=dict)
    jobs: dict[str, Any] = Field(default_factory=dict)
    survey_slots: dict[str, Any] = Field(default_factory=dict)
    survey_request: dict[str, Any] = Field(default_factory=dict)
    survey_id: str | None = None
    design: dict[str, Any] = Field(default_factory=dict)
    quote_request: dict[str, Any] = Field(default_factory=dict)
    quote: dict[str, Any] = Field(default_factory=dict)
    contract_id: str | None = None
    addons: dict[str, Any] = Field(default_factory=dict)
    deposit_request: dict[str, Any] = Field(default_factory=dict)
    payment_schedule: dict[str, Any] = Field(default_factory=dict)
    payment_request: dict[str, Any] = Field(default_factory=dict)
    financing_options: dict[str, Any] = Field(default_factory=dict)
    financing_request: dict[str, Any] = Field(default_factory=dict)
    financing_id: str | None = None
    authorization_levels: dict[str, Any] = Field(default_factory=dict)
    contact_request: dict[str, Any] = Field(default_factory=dict)
    contact_id: str | None = None
    permit_requirements: dict[str, Any] = Field(default_factory=dict)
    filing_request: dict[str, Any] = Field(default_factory=dict)
    interconnection_id: str | None = None
    permit_application_id: str | None = None
    survey_findings: dict[str, Any] = Field(default_factory=dict)
    roof_constraint: dict[str, Any] = Field(default_factory=dict)
    engineering_review_id: str | None = None
    cancellation_terms: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_id: str | None = None
    install_slots: dict[str, Any] = Field(default_factory=dict)
    install_request: dict[str, Any] = Field(default_factory=dict)
    install_booking_ids: dict[str, Any] = Field(default_factory=dict)
    addon_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="solar",
    here=HERE,
    facts=SolarFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="solar-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented residential solar customer-desk session '{key}'",
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
