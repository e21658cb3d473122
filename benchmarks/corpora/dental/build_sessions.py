"""Invented front- and billing-desk sessions of a group dental practice, dumped as summary points.

A small, deterministic front-desk agent of an invented group dental practice ("Thistlecombe
Dental Group", with clinics in the invented towns of Marrowby and Wendlecote): each session
(`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in which the agent
verifies the patient or the account holder, looks up chair slots with a named dentist or
hygienist, treatment plans the dentist set, quotes per treatment item with the insurer's and
the patient's share, appointments and cancellation terms, balances and payment plan terms,
whitening options and deposit terms, and carries out consequential changes (check-ups,
fillings, exams and whitening fittings booked into chair slots, add-ons accepted or declined,
an insurer's pre-authorization submitted for a crown, deposits taken, cancellations within 24
hours and a fee waiver request decided by the practice manager, a cancellation list, staged
payment plans, invoice payments by an authorized partner). Every practice, clinic, dentist,
hygienist, patient, account, patient id, appointment, plan, quote, invoice, request id, card,
amount and date was invented for this corpus (`records` holds the shared records); no dataset
is used. The scratchpad facts (account, patient, insurance, slots, appointments, treatment
plan, quote, pre-authorization, deposit, balance, payment plan, ...) cite the event each came
from.

    python benchmarks/corpora/dental/build_sessions.py                   # write points/*.json
    python benchmarks/corpora/dental/build_sessions.py --transcript kids  # print a session

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
        "book_appointment",
        "cancel_appointment",
        "submit_fee_waiver",
        "submit_preauthorization",
        "take_deposit",
        "join_cancellation_list",
        "create_payment_plan",
        "pay_invoice",
    }
)
RULES = session_kit.plain_rules("the dental practice front-desk tools")
ORIGIN_DATASET = "none: an invented dental practice front-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class DentalFacts(Scratchpad):
    """What the dental practice front-desk agent keeps in its scratchpad."""

    account_id: str | None = None
    account_holder: str | None = None
    caller: str | None = None
    patient_id: str | None = None
    patient: str | None = None
    family: dict[str, Any] = Field(default_factory=dict)
    insurance: dict[str, Any] = Field(default_factory=dict)
    payment_method: str | None = None
    booking_request: dict[str, Any] = Field(default_factory=dict)
    slots: dict[str, Any] = Field(default_factory=dict)
    appointments: dict[str, Any] = Field(default_factory=dict)
    addons: dict[str, Any] = Field(default_factory=dict)
    treatment_plan: dict[str, Any] = Field(default_factory=dict)
    quote: dict[str, Any] = Field(default_factory=dict)
    preauth_id: str | None = None
    deposit_request: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_id: str | None = None
    waiver_id: str | None = None
    cancellation_list_id: str | None = None
    balance: dict[str, Any] = Field(default_factory=dict)
    plan_request: dict[str, Any] = Field(default_factory=dict)
    payment_plan_id: str | None = None
    whitening_options: dict[str, Any] = Field(default_factory=dict)
    whitening_choice: dict[str, Any] = Field(default_factory=dict)
    invoices: dict[str, Any] = Field(default_factory=dict)
    payment_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="dental",
    here=HERE,
    facts=DentalFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="dental-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented dental practice front-desk session '{key}'",
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
