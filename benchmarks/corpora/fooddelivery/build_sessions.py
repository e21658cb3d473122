"""Invented customer-support sessions of a restaurant-delivery app, dumped as summary points.

A small, deterministic customer-support agent of an invented restaurant-delivery app
("Larkbite", in the invented city of Wrenfield): each session (`sessions_a`, `sessions_b`) is
a scripted conversation in which the agent verifies the customer, looks up active and recent
orders, cancellation terms, delivery and courier details, address-change quotes, redelivery
options, saved cards and scheduled orders, the late-delivery compensation policy or the charges
on an order, and carries out consequential actions (cancelling an order, refunding items, a
whole order or a duplicate charge, issuing a voucher, escalating a courier complaint, filing a
food-safety report, changing a delivery address or the courier instructions, re-sending an
order and removing a saved card). Every customer, customer id, restaurant, order, charge,
refund, case and voucher id, card number, address, amount and date was invented for this corpus
(`records` holds the shared records); no dataset is used. The scratchpad facts (customer,
orders, cancellation terms, refund destination, courier, complaint, addresses, allergy, payment
methods, compensation policy, voucher, charges, ...) cite the event each came from.

    python benchmarks/corpora/fooddelivery/build_sessions.py                     # write points
    python benchmarks/corpora/fooddelivery/build_sessions.py --transcript cancel  # one session

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
        "cancel_order",
        "refund_items",
        "refund_order",
        "refund_charge",
        "issue_voucher",
        "escalate_courier_complaint",
        "submit_food_safety_report",
        "change_delivery_address",
        "update_delivery_instructions",
        "redeliver_order",
        "remove_saved_card",
    }
)
RULES = session_kit.plain_rules("the food-delivery support tools")
ORIGIN_DATASET = "none: an invented food-delivery support session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class FoodDeliveryFacts(Scratchpad):
    """What the delivery app's support agent keeps in its scratchpad."""

    customer_id: str | None = None
    customer: str | None = None
    orders: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_terms: dict[str, Any] = Field(default_factory=dict)
    cancelled_order: dict[str, Any] = Field(default_factory=dict)
    missing_items: dict[str, Any] = Field(default_factory=dict)
    refund_destination: str | None = None
    refund_id: str | None = None
    credit_balance: float | None = None
    courier: dict[str, Any] = Field(default_factory=dict)
    complaint: dict[str, Any] = Field(default_factory=dict)
    contact_preference: str | None = None
    case_id: str | None = None
    saved_addresses: dict[str, Any] = Field(default_factory=dict)
    new_address: dict[str, Any] = Field(default_factory=dict)
    address_change_quote: dict[str, Any] = Field(default_factory=dict)
    handoff: dict[str, Any] = Field(default_factory=dict)
    allergy: dict[str, Any] = Field(default_factory=dict)
    restaurant_contact: str | None = None
    food_safety_case_id: str | None = None
    redelivery_condition: dict[str, Any] = Field(default_factory=dict)
    redelivery_quote: dict[str, Any] = Field(default_factory=dict)
    redelivery_order_id: str | None = None
    payment_methods: dict[str, Any] = Field(default_factory=dict)
    scheduled_orders: dict[str, Any] = Field(default_factory=dict)
    card_to_remove: str | None = None
    default_card: str | None = None
    compensation_policy: dict[str, Any] = Field(default_factory=dict)
    voucher: dict[str, Any] = Field(default_factory=dict)
    voucher_code: str | None = None
    charges: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="fooddelivery",
    here=HERE,
    facts=FoodDeliveryFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="fooddelivery-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented food-delivery support session '{key}'",
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
