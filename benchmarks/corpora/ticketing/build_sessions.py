"""Invented fan-support sessions of an event-ticketing company, dumped as summary points.

A small, deterministic fan-support agent of an invented ticketing company ("Corvane Tickets",
selling concerts, sports and theatre at invented venues in the invented towns of Marlow Bay and
Eastvale): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in
which the agent verifies the fan, looks up orders, events and their refund policies, exchange
options, resale rules and payout methods, accessible seating, delivery options, fraud holds,
cancellation policies and refund statuses, and carries out consequential changes (refunds of
an order, ticket transfers, exchanges to another performance, resale listings, payout changes,
exchanges to accessible seats, delivery changes, releasing a fraud hold, cancelling a duplicate
order, requests sent to an event's organizer for decision and reissued refunds). Every fan,
customer id, order, event, seat, hold, listing, transfer, exchange, refund and request id,
masked card and bank account, amount and date was invented for this corpus (`records` holds the
shared records); no dataset is used. The scratchpad facts (customer, orders, event, choices,
options, policies, ids, ...) cite the event each came from.

    python benchmarks/corpora/ticketing/build_sessions.py                      # write points
    python benchmarks/corpora/ticketing/build_sessions.py --transcript resale  # print a session

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
        "refund_order",
        "transfer_tickets",
        "exchange_tickets",
        "list_for_resale",
        "update_payout_method",
        "exchange_to_accessible",
        "change_delivery",
        "release_fraud_hold",
        "cancel_order",
        "submit_organizer_request",
        "reissue_refund",
    }
)
RULES = session_kit.plain_rules("the ticketing fan-support tools")
ORIGIN_DATASET = "none: an invented ticketing fan-support session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class TicketFacts(Scratchpad):
    """What the ticketing fan-support agent keeps in its scratchpad."""

    customer: str | None = None
    customer_id: str | None = None
    orders: dict[str, Any] = Field(default_factory=dict)
    event: dict[str, Any] = Field(default_factory=dict)
    refund_choice: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None
    transfer_recipient: dict[str, Any] = Field(default_factory=dict)
    transfer_request: dict[str, Any] = Field(default_factory=dict)
    transfer_id: str | None = None
    exchange_policy: dict[str, Any] = Field(default_factory=dict)
    exchange_request: dict[str, Any] = Field(default_factory=dict)
    exchange_options: dict[str, Any] = Field(default_factory=dict)
    exchange_id: str | None = None
    resale_rules: dict[str, Any] = Field(default_factory=dict)
    listing_request: dict[str, Any] = Field(default_factory=dict)
    listing_id: str | None = None
    payout_change: dict[str, Any] = Field(default_factory=dict)
    payout_methods: dict[str, Any] = Field(default_factory=dict)
    accessible_request: dict[str, Any] = Field(default_factory=dict)
    accessible_options: dict[str, Any] = Field(default_factory=dict)
    accessible_choice: str | None = None
    accessible_exchange_id: str | None = None
    delivery_options: dict[str, Any] = Field(default_factory=dict)
    delivery_change: dict[str, Any] = Field(default_factory=dict)
    keep_mobile: str | None = None
    hold_verification: dict[str, Any] = Field(default_factory=dict)
    keep_order: str | None = None
    hold: dict[str, Any] = Field(default_factory=dict)
    duplicate_order: dict[str, Any] = Field(default_factory=dict)
    duplicate_policy: dict[str, Any] = Field(default_factory=dict)
    request_choice: dict[str, Any] = Field(default_factory=dict)
    request_id: str | None = None
    refund_status: dict[str, Any] = Field(default_factory=dict)
    cards_on_file: dict[str, Any] = Field(default_factory=dict)
    reissue_to: str | None = None


SPEC = session_kit.CorpusSpec(
    name="ticketing",
    here=HERE,
    facts=TicketFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="ticketing-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented ticketing fan-support session '{key}'",
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
