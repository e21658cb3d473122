"""Invented booking-desk sessions of a household moving company, dumped as summary points.

A small, deterministic booking-desk agent of an invented moving company ("Kestrel Lane Moving
& Storage", serving the invented towns of Brambleford, Osterly Heights and Cinder Falls, and
Tallis Creek for a long-distance move): each session (`sessions_a`, `sessions_b`,
`sessions_c`) is a scripted conversation in which the agent verifies the customer, looks up
quotes, bookings, availability, truck and add-on options, storage units and storage-in-transit
vaults, delivery slots, estimates and the on-time and price-match policies, and carries out
consequential changes (booking a move, deposits, rescheduling, truck and crew changes, piano
handling, closing a storage unit, resetting its access code, damage claims, refunds, cancelling
a packing add-on, scheduling a delivery from storage, a price-match request). Every customer,
customer id, quote, booking, unit, vault, claim, refund, estimate and request id, address,
amount and date was invented for this corpus (`records` holds the shared records); no dataset
is used. The scratchpad facts (customer, booking, quote, payment methods, storage units,
vaults, claim, refund, estimate, ...) cite the event each came from.

    python benchmarks/corpora/movers/build_sessions.py                   # write points/*.json
    python benchmarks/corpora/movers/build_sessions.py --transcript book  # print a session

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
        "book_move",
        "take_deposit",
        "reschedule_move",
        "change_truck",
        "close_storage_unit",
        "reset_access_code",
        "file_damage_claim",
        "issue_refund",
        "cancel_addon",
        "change_crew",
        "add_piano_handling",
        "schedule_delivery",
        "submit_price_match",
    }
)
RULES = session_kit.plain_rules("the moving company's booking-desk tools")
ORIGIN_DATASET = "none: an invented moving-company booking-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class MoversFacts(Scratchpad):
    """What the moving company's booking-desk agent keeps in its scratchpad."""

    customer: str | None = None
    customer_id: str | None = None
    payment_methods: dict[str, Any] = Field(default_factory=dict)
    quote: dict[str, Any] = Field(default_factory=dict)
    move_request: dict[str, Any] = Field(default_factory=dict)
    arrival_window: str | None = None
    packing: str | None = None
    booking_id: str | None = None
    deposit_payment_id: str | None = None
    coverage: str | None = None
    contact: str | None = None
    booking: dict[str, Any] = Field(default_factory=dict)
    new_date: str | None = None
    keys_at: str | None = None
    reschedule_confirmation: str | None = None
    truck_request: dict[str, Any] = Field(default_factory=dict)
    truck_options: dict[str, Any] = Field(default_factory=dict)
    storage_units: dict[str, Any] = Field(default_factory=dict)
    closing: dict[str, Any] = Field(default_factory=dict)
    keep_unit: str | None = None
    closing_id: str | None = None
    code_reset: dict[str, Any] = Field(default_factory=dict)
    damaged_items: dict[str, Any] = Field(default_factory=dict)
    repair_estimate: dict[str, Any] = Field(default_factory=dict)
    claim_id: str | None = None
    on_time: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None
    addons: dict[str, Any] = Field(default_factory=dict)
    keep: dict[str, Any] = Field(default_factory=dict)
    refund_to: str | None = None
    piano_options: dict[str, Any] = Field(default_factory=dict)
    piano_note: str | None = None
    move_date_stays: str | None = None
    piano: str | None = None
    vaults: dict[str, Any] = Field(default_factory=dict)
    delivery_fees: dict[str, Any] = Field(default_factory=dict)
    delivery_window: str | None = None
    unpacking: str | None = None
    deliver: str | None = None
    keep_in_storage: str | None = None
    estimate_id: str | None = None
    estimate: dict[str, Any] = Field(default_factory=dict)
    price_match_policy: dict[str, Any] = Field(default_factory=dict)
    competitor_quote: dict[str, Any] = Field(default_factory=dict)
    price_match_request_id: str | None = None
    deposit: str | None = None


SPEC = session_kit.CorpusSpec(
    name="movers",
    here=HERE,
    facts=MoversFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="movers-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented moving-company booking-desk session '{key}'",
    script_modules=("sessions_a", "sessions_b", "sessions_c"),
    candidate_modules=tuple(f"candidates_{x}" for x in "abcdef"),
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
