"""Invented support-desk sessions of a car-rental company, dumped as summary points.

A small, deterministic support-desk agent of an invented car-rental company ("Corvane Car
Rental", with branches in the invented towns of Bellmoor, Quillon, Dunmere and Harrowby
Springs): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation
in which the agent verifies the renter, looks up rentals and reservations, extension and
one-way quotes, damage charges and condition reports, card holds, toll charges, upgrade and
protection options, the early-return policy, pickup and swap availability or past charges, and
carries out consequential changes (rental extensions, additional drivers, damage disputes sent
to the damage-claims team, hold releases, toll refunds, vehicle class upgrades, return-location
and pickup-time changes, early-return refunds, protection add-ons and add-on removals, incident
reports, vehicle swaps, cancellations and fee waiver requests). Every renter, customer id,
rental agreement, reservation, hold, charge, dispute, claim, refund and request id, plate,
address, amount and date was invented for this corpus (`records` holds the shared records); no
dataset is used. The scratchpad facts (customer, rental, reservations, quotes, charges, holds,
tolls, policy, protections, incident, swap, ...) cite the event each came from.

    python benchmarks/corpora/carrental/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/carrental/build_sessions.py --transcript extend  # print a session

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
        "extend_rental",
        "add_driver",
        "submit_damage_dispute",
        "release_hold",
        "refund_toll_charge",
        "change_vehicle_class",
        "change_return_location",
        "change_pickup_time",
        "issue_refund",
        "add_protection",
        "remove_addon",
        "file_incident_report",
        "swap_vehicle",
        "cancel_reservation",
        "submit_fee_waiver_request",
    }
)
RULES = session_kit.plain_rules("the car-rental support-desk tools")
ORIGIN_DATASET = "none: an invented car-rental support-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class CarRentalFacts(Scratchpad):
    """What the car-rental support-desk agent keeps in its scratchpad."""

    customer_id: str | None = None
    customer: str | None = None
    card_on_file: str | None = None
    rental_agreement: str | None = None
    rental: dict[str, Any] = Field(default_factory=dict)
    reservation: str | None = None
    reservations: dict[str, Any] = Field(default_factory=dict)
    extension_quote: dict[str, Any] = Field(default_factory=dict)
    return_due: str | None = None
    return_branch: str | None = None
    extra_hold_id: str | None = None
    additional_driver: dict[str, Any] = Field(default_factory=dict)
    damage_charge: dict[str, Any] = Field(default_factory=dict)
    condition_report: dict[str, Any] = Field(default_factory=dict)
    customer_photos: str | None = None
    dispute_id: str | None = None
    card_holds: dict[str, Any] = Field(default_factory=dict)
    tolls: dict[str, Any] = Field(default_factory=dict)
    disputed_toll: str | None = None
    refund_id: str | None = None
    upgrade_options: dict[str, Any] = Field(default_factory=dict)
    vehicle_class: str | None = None
    one_way_quotes: dict[str, Any] = Field(default_factory=dict)
    drop_fee_limit: str | None = None
    pickup_time_request: str | None = None
    pickup_slots: dict[str, Any] = Field(default_factory=dict)
    early_return_policy: dict[str, Any] = Field(default_factory=dict)
    refund_method: str | None = None
    protection_options: dict[str, Any] = Field(default_factory=dict)
    protection_choice: str | None = None
    incident: dict[str, Any] = Field(default_factory=dict)
    claim: dict[str, Any] = Field(default_factory=dict)
    swap_options: dict[str, Any] = Field(default_factory=dict)
    swap_preference: str | None = None
    keep_reservation: str | None = None
    cancellation_id: str | None = None
    no_show_fee: dict[str, Any] = Field(default_factory=dict)
    waiver_request_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="carrental",
    here=HERE,
    facts=CarRentalFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="carrental-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented car-rental support-desk session '{key}'",
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
