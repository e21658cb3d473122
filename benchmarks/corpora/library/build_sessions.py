"""Invented patron-services sessions of a university library, dumped as summary points.

A small, deterministic patron-services desk agent of an invented university library
("Halvercombe University Library", with the Hawkridge Library and the Sedgeworth Science
Library in the invented town of Kestlebury): each session (`sessions_a`, `sessions_b`,
`sessions_c`) is a scripted conversation in which the agent verifies the patron, looks up
loans, holds and recalls, fines and the fine policy, interlibrary loan options, proxy
authorizations, purchase-on-demand policy, study rooms and carrels, and document-delivery scan
options, and carries out consequential changes (renewals, holds and recalls, interlibrary loan
requests filled or refused by a lending library, lost items checked in, courtesy waivers and
fine payments, proxy authorizations, purchase requests decided by the subject selector,
study-room bookings and the carrel waitlist, scan orders, claims-returned searches). Every
patron, patron id, branch, title, edition, barcode, call number, fine, fee, request and booking
id, amount and date was invented for this corpus (`records` holds the shared records); no
dataset is used. The scratchpad facts (patron, patron type, loans, fines, requests, ids, ...)
cite the event each came from.

    python benchmarks/corpora/library/build_sessions.py                    # write points/*.json
    python benchmarks/corpora/library/build_sessions.py --transcript renew  # print a session

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
        "renew_loan",
        "place_hold",
        "cancel_hold",
        "place_recall",
        "submit_ill_request",
        "check_in_lost_item",
        "waive_fine",
        "pay_fines",
        "add_proxy",
        "submit_purchase_request",
        "book_study_room",
        "join_carrel_waitlist",
        "order_scan",
        "file_claims_returned",
    }
)
RULES = session_kit.plain_rules("the university library patron-services tools")
ORIGIN_DATASET = (
    "none: an invented university library patron-services session written for this corpus"
)
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class LibraryFacts(Scratchpad):
    """What the library patron-services agent keeps in its scratchpad."""

    patron_id: str | None = None
    patron: str | None = None
    patron_type: str | None = None
    loan_days: int | None = None
    loans: dict[str, Any] = Field(default_factory=dict)
    renew_request: dict[str, Any] = Field(default_factory=dict)
    renewal: dict[str, Any] = Field(default_factory=dict)
    recall: dict[str, Any] = Field(default_factory=dict)
    holds: dict[str, Any] = Field(default_factory=dict)
    hold_request: dict[str, Any] = Field(default_factory=dict)
    hold_id: str | None = None
    fines: dict[str, Any] = Field(default_factory=dict)
    fine_policy: dict[str, Any] = Field(default_factory=dict)
    waiver_request: dict[str, Any] = Field(default_factory=dict)
    payment: dict[str, Any] = Field(default_factory=dict)
    ill_options: dict[str, Any] = Field(default_factory=dict)
    ill_history: dict[str, Any] = Field(default_factory=dict)
    ill_request: dict[str, Any] = Field(default_factory=dict)
    ill_request_id: str | None = None
    proxy: dict[str, Any] = Field(default_factory=dict)
    proxy_request: dict[str, Any] = Field(default_factory=dict)
    proxy_id: str | None = None
    recall_request: dict[str, Any] = Field(default_factory=dict)
    recall_id: str | None = None
    catalog: dict[str, Any] = Field(default_factory=dict)
    pod_policy: dict[str, Any] = Field(default_factory=dict)
    pod_request: dict[str, Any] = Field(default_factory=dict)
    pod_request_id: str | None = None
    room_options: dict[str, Any] = Field(default_factory=dict)
    room_request: dict[str, Any] = Field(default_factory=dict)
    room_booking_id: str | None = None
    carrel_request: dict[str, Any] = Field(default_factory=dict)
    carrel_waitlist_id: str | None = None
    scan_options: dict[str, Any] = Field(default_factory=dict)
    scan_request: dict[str, Any] = Field(default_factory=dict)
    scan_order_id: str | None = None
    claim_request: dict[str, Any] = Field(default_factory=dict)
    claim_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="library",
    here=HERE,
    facts=LibraryFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="library-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented university library patron-services session '{key}'",
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
