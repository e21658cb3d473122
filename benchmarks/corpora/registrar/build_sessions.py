"""Invented student-services sessions of a university registrar, dumped as summary points.

A small, deterministic student-services agent of an invented university ("Aldercroft
University", in the invented town of Wellsmere): each session (`sessions_a`, `sessions_b`,
`sessions_c`) is a scripted conversation in which the agent verifies the student, looks up the
schedule and course sections, a withdrawal quote, documents on file, holds, transcript options,
payment methods, the student account, payment plan options, fee waiver and fee refund
eligibility, the advising record or the residency classification, and carries out
consequential changes (adding and dropping course sections, withdrawing from a term, a
medical withdrawal petition, a card payment, an official transcript order, a late-fee waiver,
a payment plan, releasing a registration hold, a fee refund and a residency appeal). Every
student, student id, CRN, hold, document, payment, order, plan, petition and appeal id,
address, amount and date was invented for this corpus (`records` holds the shared records); no
dataset is used.
The scratchpad facts (student id, student, schedule, preferences, sections, enrollment,
withdrawal quote, documents, holds, account, plan options, ...) cite the event each came from.

    python benchmarks/corpora/registrar/build_sessions.py                   # write points/*.json
    python benchmarks/corpora/registrar/build_sessions.py --transcript swap  # print a session

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
        "add_section",
        "drop_section",
        "withdraw_from_term",
        "submit_petition",
        "take_payment",
        "order_transcript",
        "apply_late_fee_waiver",
        "create_payment_plan",
        "release_hold",
        "refund_fee",
        "submit_appeal",
    }
)
RULES = session_kit.plain_rules("the registrar's student-services tools")
ORIGIN_DATASET = "none: an invented registrar student-services session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class RegistrarFacts(Scratchpad):
    """What the student-services agent keeps in its scratchpad."""

    student_id: str | None = None
    student: str | None = None
    term: str | None = None
    schedule: dict[str, Any] = Field(default_factory=dict)
    preferences: dict[str, Any] = Field(default_factory=dict)
    sections: dict[str, Any] = Field(default_factory=dict)
    enrollment: dict[str, Any] = Field(default_factory=dict)
    withdrawal_quote: dict[str, Any] = Field(default_factory=dict)
    withdrawal_id: str | None = None
    tuition_refund: dict[str, Any] = Field(default_factory=dict)
    documents: dict[str, Any] = Field(default_factory=dict)
    petition_id: str | None = None
    holds: dict[str, Any] = Field(default_factory=dict)
    transcript_options: dict[str, Any] = Field(default_factory=dict)
    payment_methods: dict[str, Any] = Field(default_factory=dict)
    payment_id: str | None = None
    transcript_request: dict[str, Any] = Field(default_factory=dict)
    transcript_order_id: str | None = None
    account: dict[str, Any] = Field(default_factory=dict)
    plan_options: dict[str, Any] = Field(default_factory=dict)
    fee_waiver: dict[str, Any] = Field(default_factory=dict)
    waiver_id: str | None = None
    plan_request: dict[str, Any] = Field(default_factory=dict)
    plan_id: str | None = None
    advising: dict[str, Any] = Field(default_factory=dict)
    fee_refund: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None
    residency: dict[str, Any] = Field(default_factory=dict)
    appeal_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="registrar",
    here=HERE,
    facts=RegistrarFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="registrar-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented registrar student-services session '{key}'",
    script_modules=("sessions_a", "sessions_b", "sessions_c"),
    candidate_modules=tuple(f"candidates_{x}" for x in "abcdef"),
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
