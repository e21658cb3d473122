"""Invented guest-services sessions of a hotel group, dumped as summary points.

A small, deterministic guest-services desk agent of an invented hotel group ("Corvane
Hotels", with hotels in Denver, Santa Fe, Savannah, Asheville, Duluth, Chicago, Portland
(Maine) and Nashville, and its loyalty program Corvane Circle): each session (`sessions_a`,
`sessions_b`) is a scripted chat in which the agent verifies the guest, looks up
reservations, rate quotes, cancellation policies, payment histories, stay histories,
upgrade and late-checkout options, folios, lost-and-found items, shipping quotes or award
pricing, and carries out consequential changes (a reservation date change, a cancellation
and a fee waiver request, a refund of a duplicate charge, a missing stay credited, a room
upgrade and a late checkout, a stay extension, a folio adjustment and a folio sent by email,
a lost item shipped, an award night redeemed). Every guest, confirmation number, folio id,
member number, masked card, hotel, address, amount and date was invented for this corpus
(`records` holds the shared records); no dataset is used.
The scratchpad facts (confirmation number, guest, member number, reservations, quotes,
cancellation policy, charges, stays, upgrade options, folios, lost items, award pricing, ...)
cite the event each came from.

    python benchmarks/corpora/hotel/build_sessions.py                     # write points/*.json
    python benchmarks/corpora/hotel/build_sessions.py --transcript cancel  # print a session

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
        "change_reservation",
        "cancel_reservation",
        "submit_fee_waiver_request",
        "refund_charge",
        "post_missing_stay",
        "upgrade_room",
        "request_late_checkout",
        "extend_stay",
        "adjust_folio",
        "send_folio",
        "ship_lost_item",
        "redeem_award_night",
    }
)
RULES = session_kit.plain_rules("the hotel guest-services tools")
ORIGIN_DATASET = "none: an invented hotel guest-services session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class HotelFacts(Scratchpad):
    """What the hotel guest-services agent keeps in its scratchpad."""

    confirmation_number: str | None = None
    guest: str | None = None
    member_number: str | None = None
    reservations: dict[str, Any] = Field(default_factory=dict)
    new_dates: dict[str, Any] = Field(default_factory=dict)
    rate_quote: dict[str, Any] = Field(default_factory=dict)
    room_choice: str | None = None
    reservation_change: dict[str, Any] = Field(default_factory=dict)
    cancellation_policy: dict[str, Any] = Field(default_factory=dict)
    flight: dict[str, Any] = Field(default_factory=dict)
    cancellation_number: str | None = None
    penalty: dict[str, Any] = Field(default_factory=dict)
    waiver_request_id: str | None = None
    payment_cards: list[str] = Field(default_factory=list)
    charges: dict[str, Any] = Field(default_factory=dict)
    refund_choice: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None
    refund: dict[str, Any] = Field(default_factory=dict)
    points_balance: int | None = None
    missing_stays: dict[str, Any] = Field(default_factory=dict)
    points_posting_id: str | None = None
    upgrade_options: dict[str, Any] = Field(default_factory=dict)
    late_checkout_options: dict[str, Any] = Field(default_factory=dict)
    upgrade_choice: str | None = None
    room_preferences: str | None = None
    upgrade_id: str | None = None
    late_checkout: dict[str, Any] = Field(default_factory=dict)
    in_house: dict[str, Any] = Field(default_factory=dict)
    extension_quote: dict[str, Any] = Field(default_factory=dict)
    extension_card: str | None = None
    extension: dict[str, Any] = Field(default_factory=dict)
    folios: dict[str, Any] = Field(default_factory=dict)
    disputed_charges: dict[str, Any] = Field(default_factory=dict)
    adjustment_id: str | None = None
    folio_email: str | None = None
    profile_address: str | None = None
    lost_items: dict[str, Any] = Field(default_factory=dict)
    ship_to: str | None = None
    shipping_quote: dict[str, Any] = Field(default_factory=dict)
    award_pricing: dict[str, Any] = Field(default_factory=dict)
    award_choice: dict[str, Any] = Field(default_factory=dict)
    redemption_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="hotel",
    here=HERE,
    facts=HotelFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="hotel-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented hotel guest-services session '{key}'",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
