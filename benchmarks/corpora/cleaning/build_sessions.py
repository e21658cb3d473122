"""Invented booking-desk sessions of a home and office cleaning service, dumped as summary points.

A small, deterministic booking-desk agent of an invented cleaning service ("Brisklow Cleaning
Co.", working in the invented towns of Ebbmoor, Wystan Cross and Tollbridge Green): each
session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in which the
agent verifies the client, looks up quotes priced by rooms and hours (with a call-out minimum
and an eco-products surcharge), bookings, visits, cancellation terms, partner add-ons, building
access rules, damage cover and cleaners' availability, and carries out consequential changes
(one-off, move-out and office bookings, recurring plans, partner add-on requests confirmed by
the partner crew, weekend access requests decided by a building manager, cancellations, damage
claims decided by the service's insurer, rebookings, credit requests decided by the operations
supervisor, skipped visits, key pick-ups, rescheduled visits and cleaner changes). Every client,
client id, address, cleaner, booking, claim and request id, card, price, amount and date was
invented for this corpus (`records` holds the shared records); no dataset is used. The
scratchpad facts (client, address, quote, booking, request, claim, visit, ...) cite the event
each came from.

    python benchmarks/corpora/cleaning/build_sessions.py                      # write points/*.json
    python benchmarks/corpora/cleaning/build_sessions.py --transcript moveout  # print a session

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
        "book_clean",
        "request_partner_addon",
        "set_recurring_plan",
        "request_building_access",
        "cancel_visit",
        "file_damage_claim",
        "rebook_visit",
        "request_visit_credit",
        "skip_visit",
        "arrange_key_pickup",
        "reschedule_visit",
        "change_recurring_cleaner",
    }
)
RULES = session_kit.plain_rules("the cleaning service booking-desk tools")
ORIGIN_DATASET = "none: an invented cleaning service booking-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class CleaningFacts(Scratchpad):
    """What the cleaning service booking-desk agent keeps in its scratchpad."""

    client_id: str | None = None
    client: str | None = None
    contact: str | None = None
    address: str | None = None
    payment_method: str | None = None
    sites: dict[str, Any] = Field(default_factory=dict)
    quote: dict[str, Any] = Field(default_factory=dict)
    booking_request: dict[str, Any] = Field(default_factory=dict)
    booking_id: str | None = None
    invoice_to: str | None = None
    addon_options: dict[str, Any] = Field(default_factory=dict)
    addon_request_id: str | None = None
    recurring_request: dict[str, Any] = Field(default_factory=dict)
    product_rules: str | None = None
    access_rules: dict[str, Any] = Field(default_factory=dict)
    access_request_id: str | None = None
    bookings: dict[str, Any] = Field(default_factory=dict)
    cancel_terms: dict[str, Any] = Field(default_factory=dict)
    cancelled_booking: str | None = None
    visit: dict[str, Any] = Field(default_factory=dict)
    claim_request: dict[str, Any] = Field(default_factory=dict)
    claim_id: str | None = None
    cleaner: str | None = None
    cleaner_availability: dict[str, Any] = Field(default_factory=dict)
    rebook_request: dict[str, Any] = Field(default_factory=dict)
    credit_request_id: str | None = None
    skipped_visit: str | None = None
    key_pickup: dict[str, Any] = Field(default_factory=dict)
    house_notes: dict[str, Any] = Field(default_factory=dict)
    reschedule_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="cleaning",
    here=HERE,
    facts=CleaningFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="cleaning-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented cleaning service booking-desk session '{key}'",
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
