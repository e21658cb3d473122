"""Invented applicant help-desk sessions of an arts council's small-grants program, as points.

A small, deterministic applicant help-desk agent of an invented regional arts council's
small-grants program ("Merrow Vale Arts Council", with artists in the invented towns of Ashby
Ferrow, Kelmarsh Bay and Orrin Falls): each session (`sessions_a`, `sessions_b`, `sessions_c`)
is a scripted conversation in which the agent verifies the applicant (or a fiscal sponsor or
co-applicant acting for one), looks up awards and applications, award offers, revision,
withdrawal, claim, return and amendment rules, payment schedules, report deadlines,
authorizations and uploaded receipts, and carries out consequential changes (budget revisions
decided by the program officer, report deadline extensions, award acceptance with or without
the matching option, withdrawals, payee changes and consent requests, reimbursement claims,
payment method changes and rescheduled instalments, offsets and returns of funds, requests to
the program officer, amendments queued for the review panel). Every applicant, artist number,
sponsor, application, award, instalment, claim, revision, extension, return and amendment id,
account, amount and date was invented for this corpus (`records` holds the shared records); no
dataset is used. The scratchpad facts (artist, applicant, awards, applications, offer,
instalments, payments, requests, ids, ...) cite the event each came from.

    python benchmarks/corpora/grants/build_sessions.py                       # write points/*.json
    python benchmarks/corpora/grants/build_sessions.py --transcript revision  # print a session

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
        "submit_budget_revision",
        "extend_report_deadline",
        "accept_award",
        "withdraw_application",
        "change_payee",
        "send_consent_request",
        "submit_reimbursement_claim",
        "update_payment_method",
        "reschedule_instalment",
        "offset_return",
        "arrange_fund_return",
        "request_officer_extension",
        "amend_application",
    }
)
RULES = session_kit.plain_rules("the arts council small-grants help-desk tools")
ORIGIN_DATASET = (
    "none: an invented arts council small-grants help-desk session written for this corpus"
)
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class GrantsFacts(Scratchpad):
    """What the small-grants help-desk agent keeps in its scratchpad."""

    artist_id: str | None = None
    applicant: str | None = None
    sponsor_id: str | None = None
    sponsor: str | None = None
    authorization: dict[str, Any] = Field(default_factory=dict)
    program_officer: str | None = None
    award: dict[str, Any] = Field(default_factory=dict)
    awards: dict[str, Any] = Field(default_factory=dict)
    applications: dict[str, Any] = Field(default_factory=dict)
    revision_request: dict[str, Any] = Field(default_factory=dict)
    revision_id: str | None = None
    deadlines: dict[str, Any] = Field(default_factory=dict)
    reports: dict[str, Any] = Field(default_factory=dict)
    extension_request: dict[str, Any] = Field(default_factory=dict)
    extension_id: str | None = None
    officer_request: dict[str, Any] = Field(default_factory=dict)
    award_offer: dict[str, Any] = Field(default_factory=dict)
    acceptance_request: dict[str, Any] = Field(default_factory=dict)
    acceptance_id: str | None = None
    withdraw_request: dict[str, Any] = Field(default_factory=dict)
    withdrawal_id: str | None = None
    instalments: dict[str, Any] = Field(default_factory=dict)
    payee_request: dict[str, Any] = Field(default_factory=dict)
    consent_request: dict[str, Any] = Field(default_factory=dict)
    consent_request_id: str | None = None
    claim_request: dict[str, Any] = Field(default_factory=dict)
    receipts: dict[str, Any] = Field(default_factory=dict)
    payments: dict[str, Any] = Field(default_factory=dict)
    deposit_request: dict[str, Any] = Field(default_factory=dict)
    return_options: dict[str, Any] = Field(default_factory=dict)
    return_request: dict[str, Any] = Field(default_factory=dict)
    return_id: str | None = None
    amendment_request: dict[str, Any] = Field(default_factory=dict)
    amendment_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="grants",
    here=HERE,
    facts=GrantsFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="grants-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented arts council small-grants help-desk session '{key}'",
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
