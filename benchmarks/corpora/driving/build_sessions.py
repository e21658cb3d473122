"""Invented booking-desk sessions of a driving school, dumped as summary points.

A small, deterministic booking-desk agent of an invented driving school ("Tolvane Driving
School", teaching around the invented towns of Brindlecote, Wexmoor and Fallowby): each session
(`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in which the agent
verifies the learner or the paying parent, looks up prices, packs, lessons, instructors' free
slots, theory certificates, test slots, refund policy, incidents or intensive courses, and
carries out consequential changes (lesson packs bought, lessons and mock tests booked,
practical tests requested from the testing body, which confirms or waitlists them, lessons
cancelled inside 48 hours, fee waivers decided by the school's manager, slot swaps decided by
the instructor, refunds of unused hours decided by the manager, insurance claims decided by the
insurer, intensive courses booked, pick-up points changed). Every learner, payer, learner
number, account, pack, lesson, request, claim, instructor, price, card, amount and date was
invented for this corpus (`records` holds the shared records); no dataset is used. The
scratchpad facts (learner, payer, learners, prices, packs, lessons, slots, certificate, test
options, requests, waiver, swap, refund, incident, claim, course, ...) cite the event each came
from. The sessions take place on Thursday, September 3, 2026.

    python benchmarks/corpora/driving/build_sessions.py                    # write points/*.json
    python benchmarks/corpora/driving/build_sessions.py --transcript packs  # print a session

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
        "buy_lesson_pack",
        "book_lesson",
        "book_mock_test",
        "request_practical_test",
        "cancel_lesson",
        "request_fee_waiver",
        "request_slot_swap",
        "request_hours_refund",
        "file_insurance_claim",
        "book_intensive_course",
        "change_pickup",
    }
)
RULES = session_kit.plain_rules("the driving school booking-desk tools")
ORIGIN_DATASET = "none: an invented driving school booking-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class DrivingFacts(Scratchpad):
    """What the driving school booking-desk agent keeps in its scratchpad."""

    account_id: str | None = None
    payer: str | None = None
    learner_id: str | None = None
    learner: str | None = None
    learners: dict[str, Any] = Field(default_factory=dict)
    transmission: str | None = None
    instructor: str | None = None
    payment_method: str | None = None
    price_list: dict[str, Any] = Field(default_factory=dict)
    budget: dict[str, Any] = Field(default_factory=dict)
    pack_request: dict[str, Any] = Field(default_factory=dict)
    pack_id: str | None = None
    pack: dict[str, Any] = Field(default_factory=dict)
    packs: dict[str, Any] = Field(default_factory=dict)
    lessons: dict[str, Any] = Field(default_factory=dict)
    lesson_request: dict[str, Any] = Field(default_factory=dict)
    lesson_preferences: dict[str, Any] = Field(default_factory=dict)
    instructor_slots: dict[str, Any] = Field(default_factory=dict)
    theory_certificate: dict[str, Any] = Field(default_factory=dict)
    test_request: dict[str, Any] = Field(default_factory=dict)
    test_options: dict[str, Any] = Field(default_factory=dict)
    test_choice: dict[str, Any] = Field(default_factory=dict)
    mock_id: str | None = None
    test_request_id: str | None = None
    car_hire: dict[str, Any] = Field(default_factory=dict)
    cancellation_policy: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    waiver_id: str | None = None
    swap_id: str | None = None
    refund_policy: dict[str, Any] = Field(default_factory=dict)
    refund_request: dict[str, Any] = Field(default_factory=dict)
    refund_request_id: str | None = None
    incident: dict[str, Any] = Field(default_factory=dict)
    claim_id: str | None = None
    course_request: dict[str, Any] = Field(default_factory=dict)
    intensive_courses: dict[str, Any] = Field(default_factory=dict)
    course_choice: dict[str, Any] = Field(default_factory=dict)
    pickup_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="driving",
    here=HERE,
    facts=DrivingFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="driving-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented driving school booking-desk session '{key}'",
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
