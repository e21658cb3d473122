"""Invented project-desk sessions of a translation and interpreting agency, dumped as points.

A small, deterministic project-desk agent of an invented translation and interpreting agency
("Veldane Language Services", with offices in the invented towns of Fenmouth, Larkhaven and
Aldercombe): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation
in which the agent verifies the client, counts source words and quotes per source word by
language pair (with a minimum fee, certification fees and a rush surcharge), looks up jobs,
glossaries, notary and interpreter availability, revision and cancellation policy, and carries
out consequential changes (translation jobs opened, scans sent to a sworn translator for a
certification review, notary appointments, glossary changes sent to the client's legal team,
interpreter bookings confirmed by a court clerk or a hospital, revisions after delivery and
revision waivers decided by the operations lead, files added to jobs, job cancellations and
changes of the invoiced party). Every client, account, matter, job, booking, review, request,
amount and date was invented for this corpus (`records` holds the shared records); no dataset
is used. The scratchpad facts (client, account, matters, jobs, quotes, reviews, bookings,
glossary, revision, cancellation, ...) cite the event each came from.

    python benchmarks/corpora/translate/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/translate/build_sessions.py --transcript quote  # print a session

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
        "create_translation_job",
        "submit_certification_review",
        "book_notary_appointment",
        "submit_glossary_change",
        "book_interpreter",
        "log_revision",
        "request_revision_waiver",
        "add_document_to_job",
        "cancel_job",
        "change_bill_to",
    }
)
RULES = session_kit.plain_rules("the translation agency project-desk tools")
ORIGIN_DATASET = "none: an invented translation agency project-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class TranslateFacts(Scratchpad):
    """What the translation agency's project-desk agent keeps in its scratchpad."""

    account_id: str | None = None
    client: str | None = None
    contact: str | None = None
    matters: dict[str, Any] = Field(default_factory=dict)
    billing: dict[str, Any] = Field(default_factory=dict)
    word_count: dict[str, Any] = Field(default_factory=dict)
    quote: dict[str, Any] = Field(default_factory=dict)
    order_request: dict[str, Any] = Field(default_factory=dict)
    job_id: str | None = None
    second_job_request: dict[str, Any] = Field(default_factory=dict)
    documents: dict[str, Any] = Field(default_factory=dict)
    review_id: str | None = None
    delivered_job: dict[str, Any] = Field(default_factory=dict)
    notary_slots: dict[str, Any] = Field(default_factory=dict)
    appointment_request: dict[str, Any] = Field(default_factory=dict)
    jobs: dict[str, Any] = Field(default_factory=dict)
    glossary: dict[str, Any] = Field(default_factory=dict)
    glossary_change: dict[str, Any] = Field(default_factory=dict)
    glossary_change_id: str | None = None
    hearings: dict[str, Any] = Field(default_factory=dict)
    interpreter: dict[str, Any] = Field(default_factory=dict)
    booking_request: dict[str, Any] = Field(default_factory=dict)
    booking_id: str | None = None
    appointments: dict[str, Any] = Field(default_factory=dict)
    revision_policy: dict[str, Any] = Field(default_factory=dict)
    revision_request: dict[str, Any] = Field(default_factory=dict)
    revision_id: str | None = None
    waiver_id: str | None = None
    budget: dict[str, Any] = Field(default_factory=dict)
    cancellation_policy: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    credit_terms: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="translate",
    here=HERE,
    facts=TranslateFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="translate-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented translation agency project-desk session '{key}'",
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
