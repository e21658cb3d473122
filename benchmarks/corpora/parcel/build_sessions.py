"""Invented parcel-carrier customer-desk sessions, dumped as summary points.

A small, deterministic customer-desk agent of an invented parcel carrier ("Ketterly Parcel"):
each session (`sessions_a`, `sessions_b`) is a scripted conversation in which the agent
verifies the customer, looks up parcels, shipments, tracking events, pickup points, customs
charges, payment methods, delivery dates, redelivery slots and guarantees, and carries out
consequential changes (redirecting a parcel to a pickup point, refunding a fee, paying duties
and taxes, holding a parcel at a depot, correcting an address, booking a delivery date, filing
a damage claim, opening a trace on a parcel marked delivered, booking a redelivery, setting a
safe place, creating a return label, refunding a shipping charge). Every customer, customer
id, tracking number, shipment id, address, card, amount and date was invented for this corpus
(`records` holds the shared records); no dataset is used.
The scratchpad facts (customer, tracking number, shipment and parcels, pickup point, fees,
duties, payment methods, hold, address change, delivery date, claim, trace, redelivery, safe
place, return label, refund, ...) cite the event each came from.

    python benchmarks/corpora/parcel/build_sessions.py                       # write points/*.json
    python benchmarks/corpora/parcel/build_sessions.py --transcript redirect  # print a session

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
        "redirect_parcel",
        "refund_fee",
        "pay_duties",
        "hold_at_depot",
        "correct_address",
        "schedule_delivery_date",
        "file_damage_claim",
        "open_trace",
        "book_redelivery",
        "set_safe_place",
        "create_return_label",
        "refund_shipping_charge",
    }
)
RULES = session_kit.plain_rules("the parcel-carrier tools")
ORIGIN_DATASET = "none: an invented parcel-carrier customer-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class ParcelFacts(Scratchpad):
    """What the parcel customer-desk agent keeps in its scratchpad."""

    customer_id: str | None = None
    customer: str | None = None
    tracking_number: str | None = None
    shipment_id: str | None = None
    parcels: dict[str, Any] = Field(default_factory=dict)
    parcel: dict[str, Any] = Field(default_factory=dict)
    delivery_address: str | None = None
    pickup_point: dict[str, Any] = Field(default_factory=dict)
    redirect_id: str | None = None
    delay: dict[str, Any] = Field(default_factory=dict)
    fee: float | None = None
    duties: dict[str, Any] = Field(default_factory=dict)
    payment_methods: dict[str, Any] = Field(default_factory=dict)
    payment_method: str | None = None
    payment_id: str | None = None
    hold: dict[str, Any] = Field(default_factory=dict)
    address_change: dict[str, Any] = Field(default_factory=dict)
    correction_id: str | None = None
    delivery_date: str | None = None
    availability: dict[str, Any] = Field(default_factory=dict)
    claim: dict[str, Any] = Field(default_factory=dict)
    claim_id: str | None = None
    declared_value: float | None = None
    payout_method: str | None = None
    trace: dict[str, Any] = Field(default_factory=dict)
    trace_id: str | None = None
    contact: dict[str, Any] = Field(default_factory=dict)
    redelivery: dict[str, Any] = Field(default_factory=dict)
    redelivery_id: str | None = None
    safe_place: dict[str, Any] = Field(default_factory=dict)
    instruction_id: str | None = None
    return_item: dict[str, Any] = Field(default_factory=dict)
    label_id: str | None = None
    guarantee: dict[str, Any] = Field(default_factory=dict)
    refund: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="parcel",
    here=HERE,
    facts=ParcelFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="parcel-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented parcel customer-desk session '{key}'",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
