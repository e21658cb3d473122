"""Invented enrolment-desk sessions of an adult language school, dumped as summary points.

A small, deterministic enrolment-desk agent of an invented adult language school
("Kestrelmoor Language School", with its campus in the invented town of Ashwillow and online
groups): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in
which the agent verifies the learner (or an authorized HR contact), looks up class groups,
seats, tuition per hour of instruction, materials fees and discounts, placement results,
withdrawal and visa-letter policies, invoices and payments, and carries out consequential
changes (enrolments, seat holds, placement reviews decided by the academic coordinator,
authorized contacts, sponsor invoices approved by the company sponsor, balance payments,
study-visa support letters issued by the registrar, group transfers, withdrawals with refunds,
mock exams, purchase-order updates and invoice re-sends). Every learner, learner id, group,
enrolment, invoice, payment and request id, card, amount and date was invented for this
corpus (`records` holds the shared records); no dataset is used. The scratchpad facts
(learner, enrolments, groups, quote, placement, sponsor, invoice, payment, visa letter,
transfer, refund, ...) cite the event each came from.

    python benchmarks/corpora/langschool/build_sessions.py                    # write points/*.json
    python benchmarks/corpora/langschool/build_sessions.py --transcript enrol  # print a session

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
        "enrol_learner",
        "hold_seat",
        "request_placement_review",
        "add_authorized_contact",
        "submit_sponsor_invoice",
        "pay_balance",
        "request_visa_letter",
        "transfer_group",
        "withdraw_with_refund",
        "book_mock_exam",
        "update_invoice_po",
        "resend_invoice",
    }
)
RULES = session_kit.plain_rules("the language school enrolment-desk tools")
ORIGIN_DATASET = "none: an invented language school enrolment-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class LangSchoolFacts(Scratchpad):
    """What the language school enrolment-desk agent keeps in its scratchpad."""

    learner_id: str | None = None
    learner: str | None = None
    caller: str | None = None
    alumni: bool | None = None
    payment_method: str | None = None
    household: dict[str, Any] = Field(default_factory=dict)
    enrolments: dict[str, Any] = Field(default_factory=dict)
    groups: dict[str, Any] = Field(default_factory=dict)
    group_choice: dict[str, Any] = Field(default_factory=dict)
    quote: dict[str, Any] = Field(default_factory=dict)
    enrolment_id: str | None = None
    addon_offer: dict[str, Any] = Field(default_factory=dict)
    placement: dict[str, Any] = Field(default_factory=dict)
    placement_review_id: str | None = None
    seat_hold_id: str | None = None
    authorized_contact: dict[str, Any] = Field(default_factory=dict)
    sponsor: dict[str, Any] = Field(default_factory=dict)
    deposit: dict[str, Any] = Field(default_factory=dict)
    invoice_id: str | None = None
    invoices: dict[str, Any] = Field(default_factory=dict)
    balance: dict[str, Any] = Field(default_factory=dict)
    payment_id: str | None = None
    visa_letter_policy: dict[str, Any] = Field(default_factory=dict)
    visa_letter_id: str | None = None
    transfer_request: dict[str, Any] = Field(default_factory=dict)
    transfer_id: str | None = None
    withdrawal_policy: dict[str, Any] = Field(default_factory=dict)
    refund_request: dict[str, Any] = Field(default_factory=dict)
    exam_options: dict[str, Any] = Field(default_factory=dict)
    mock_booking_id: str | None = None
    po_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="langschool",
    here=HERE,
    facts=LangSchoolFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="langschool-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented language school enrolment-desk session '{key}'",
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
