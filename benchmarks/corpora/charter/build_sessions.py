"""Invented booking-desk sessions of a regional charter coach company, dumped as summary points.

A small, deterministic booking-desk agent of an invented charter coach company ("Pellmoor
Charter Coaches", based in the invented town of Ostlebury, with trips to the invented towns of
Quenlow Falls, Verdmouth and Harnell): each session (`sessions_a`, `sessions_b`, `sessions_c`)
is a scripted conversation in which the agent verifies the group leader or a trip coordinator
the leader authorized, looks up accounts, trips, fleet rates, quotes, driver-hours rules and
payment and cancellation policy, and carries out consequential changes (trip bookings,
deposits, final payments, requests to the operations manager to review a venue's certificate
of insurance, trip requirement updates, itinerary changes, requests to dispatch for a second
driver or another vehicle, trip cancellations with deposit refunds, pickup changes and quote
holds). Every customer, account, trip, booking, quote, hold, payment, refund and request id,
card, rate, amount and date was invented for this corpus (`records` holds the shared records);
no dataset is used. The scratchpad facts (customer, organization, trips, quotes, bookings,
payments, requests, constraints, ...) cite the event each came from.

    python benchmarks/corpora/charter/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/charter/build_sessions.py --transcript school  # print a session

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
        "book_trip",
        "charge_deposit",
        "charge_final_payment",
        "request_coi_review",
        "update_trip_requirements",
        "change_itinerary",
        "request_second_driver",
        "cancel_trip",
        "change_pickup",
        "place_quote_hold",
        "request_vehicle_change",
    }
)
RULES = session_kit.plain_rules("the charter coach booking-desk tools")
ORIGIN_DATASET = "none: an invented charter coach booking-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class CharterFacts(Scratchpad):
    """What the charter coach booking-desk agent keeps in its scratchpad."""

    account_id: str | None = None
    customer: str | None = None
    organization: str | None = None
    caller_role: str | None = None
    card_on_file: str | None = None
    trips: dict[str, Any] = Field(default_factory=dict)
    trip_request: dict[str, Any] = Field(default_factory=dict)
    fleet_options: dict[str, Any] = Field(default_factory=dict)
    quote: dict[str, Any] = Field(default_factory=dict)
    booking_id: str | None = None
    deposit: dict[str, Any] = Field(default_factory=dict)
    deposit_payment_id: str | None = None
    coi_request: dict[str, Any] = Field(default_factory=dict)
    coi_review_id: str | None = None
    requirements: dict[str, Any] = Field(default_factory=dict)
    driver_rules: dict[str, Any] = Field(default_factory=dict)
    itinerary_change: dict[str, Any] = Field(default_factory=dict)
    second_driver_request_id: str | None = None
    cancellation_policy: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None
    pickup_change: dict[str, Any] = Field(default_factory=dict)
    balances: dict[str, Any] = Field(default_factory=dict)
    payment_request: dict[str, Any] = Field(default_factory=dict)
    payment_id: str | None = None
    hold_id: str | None = None
    vehicle_change: dict[str, Any] = Field(default_factory=dict)
    vehicle_change_request_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="charter",
    here=HERE,
    facts=CharterFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="charter-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented charter coach booking-desk session '{key}'",
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
