"""Invented member-desk sessions of a fitness club chain, dumped as summary points.

A small, deterministic member-desk agent of an invented fitness club chain ("Ironvale
Fitness", with clubs in the invented towns of Brenton, Carrow Hill and Dunmere): each session
(`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in which the agent
verifies the member, looks up freeze options, personal-training packages and trainers' slots,
membership terms and notice periods, transactions, clubs to transfer to, guest passes, class
schedules and bookings, refund policy or plans, and carries out consequential changes
(membership freezes, package extensions, cancellations with notice, billing disputes decided by
the billing team, home club transfers and transfer waitlists, guest passes, training package
purchases and session bookings, class waitlists and cancellations, package refunds, plan
changes and draft-day changes). Every member, member id, club, plan price, package, booking,
class, transaction, dispute, refund and request id, card, amount and date was invented for
this corpus (`records` holds the shared records); no dataset is used. The scratchpad facts
(member, plan, home club, freeze, package, terms, transactions, dispute, transfer, guest
passes, trainer slots, classes, bookings, refund, plan change, ...) cite the event each came
from.

    python benchmarks/corpora/gym/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/gym/build_sessions.py --transcript freeze  # print a session

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
        "freeze_membership",
        "extend_pt_package",
        "cancel_membership",
        "open_billing_dispute",
        "transfer_home_club",
        "join_transfer_waitlist",
        "issue_guest_pass",
        "purchase_pt_package",
        "book_pt_session",
        "join_class_waitlist",
        "cancel_class_booking",
        "refund_package",
        "change_plan",
        "change_draft_day",
    }
)
RULES = session_kit.plain_rules("the fitness club member-desk tools")
ORIGIN_DATASET = "none: an invented fitness club member-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class GymFacts(Scratchpad):
    """What the fitness club member-desk agent keeps in its scratchpad."""

    member_id: str | None = None
    member: str | None = None
    plan: str | None = None
    home_club: str | None = None
    payment_method: str | None = None
    household: dict[str, Any] = Field(default_factory=dict)
    freeze_options: dict[str, Any] = Field(default_factory=dict)
    freeze_request: dict[str, Any] = Field(default_factory=dict)
    freeze_id: str | None = None
    pt_package: dict[str, Any] = Field(default_factory=dict)
    membership_terms: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_id: str | None = None
    transactions: dict[str, Any] = Field(default_factory=dict)
    dispute_request: dict[str, Any] = Field(default_factory=dict)
    dispute_id: str | None = None
    club_options: dict[str, Any] = Field(default_factory=dict)
    transfer_request: dict[str, Any] = Field(default_factory=dict)
    transfer_waitlist_id: str | None = None
    guest_passes: dict[str, Any] = Field(default_factory=dict)
    guest: dict[str, Any] = Field(default_factory=dict)
    pt_catalog: dict[str, Any] = Field(default_factory=dict)
    pt_preference: dict[str, Any] = Field(default_factory=dict)
    pt_package_id: str | None = None
    trainer_slots: dict[str, Any] = Field(default_factory=dict)
    session_choice: dict[str, Any] = Field(default_factory=dict)
    pt_booking_id: str | None = None
    class_options: dict[str, Any] = Field(default_factory=dict)
    class_choice: dict[str, Any] = Field(default_factory=dict)
    bookings: dict[str, Any] = Field(default_factory=dict)
    waitlist_entry: str | None = None
    packages: dict[str, Any] = Field(default_factory=dict)
    refund_policy: dict[str, Any] = Field(default_factory=dict)
    refund_request: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None
    plan_options: dict[str, Any] = Field(default_factory=dict)
    plan_change_request: dict[str, Any] = Field(default_factory=dict)
    plan_change_id: str | None = None
    draft_day_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="gym",
    here=HERE,
    facts=GymFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="gym-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented fitness club member-desk session '{key}'",
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
