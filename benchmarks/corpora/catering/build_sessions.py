"""Invented events-desk sessions of a catering company, dumped as summary points.

A small, deterministic events-desk agent of an invented catering company ("Fettlecombe
Catering Co.", in the invented towns of Wendlebury Cross, Harrowmere and Ouselby): each
session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in which the
agent verifies the client or the contact on a corporate account, looks up menus, per-head
quotes with a minimum headcount, delivery windows, tasting slots, events, headcount policy,
staffing rates, rental catalogs, invoices, account contacts or timesheets, and carries out
consequential changes (drop-off orders, tastings, deposits, dish substitutions decided by the
head chef, headcount updates, extra servers, load-in requests decided by the venue's
coordinator, rental orders confirmed by the rental supplier, bank transfers applied to an
invoice, balance due dates, authorized contacts, billing emails, staff-hours adjustments
decided by the events manager, staffed bookings and bartenders). Every client, account,
contact, venue, supplier, menu, price, id, card, amount and date was invented for this corpus
(`records` holds the shared records); no dataset is used. The scratchpad facts cite the event
each came from.

    python benchmarks/corpora/catering/build_sessions.py                       # write points/*.json
    python benchmarks/corpora/catering/build_sessions.py --transcript dropoff  # print a session

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
        "place_dropoff_order",
        "book_tasting",
        "pay_deposit",
        "submit_dish_substitution",
        "update_headcount",
        "add_servers",
        "request_load_in",
        "place_rental_order",
        "apply_bank_transfer",
        "extend_balance_due",
        "add_authorized_contact",
        "update_billing_email",
        "open_hours_adjustment",
        "book_staffed_event",
        "add_bartender",
    }
)
RULES = session_kit.plain_rules("the catering events-desk tools")
ORIGIN_DATASET = "none: an invented catering events-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class CateringFacts(Scratchpad):
    """What the catering events-desk agent keeps in its scratchpad."""

    account_id: str | None = None
    client: str | None = None
    contact: str | None = None
    payment_method: str | None = None
    job_id: str | None = None
    event: dict[str, Any] = Field(default_factory=dict)
    menu_options: dict[str, Any] = Field(default_factory=dict)
    delivery_windows: list[str] = Field(default_factory=list)
    quote: dict[str, Any] = Field(default_factory=dict)
    order_request: dict[str, Any] = Field(default_factory=dict)
    order_id: str | None = None
    tasting_slots: list[str] = Field(default_factory=list)
    tasting_request: dict[str, Any] = Field(default_factory=dict)
    tasting_id: str | None = None
    tasting_mains: list[str] = Field(default_factory=list)
    deposit_request: dict[str, Any] = Field(default_factory=dict)
    substitution_request: dict[str, Any] = Field(default_factory=dict)
    substitution_id: str | None = None
    headcount_policy: dict[str, Any] = Field(default_factory=dict)
    headcount_request: dict[str, Any] = Field(default_factory=dict)
    staffing_rates: dict[str, Any] = Field(default_factory=dict)
    server_request: dict[str, Any] = Field(default_factory=dict)
    service_timeline: dict[str, Any] = Field(default_factory=dict)
    load_in_request: dict[str, Any] = Field(default_factory=dict)
    load_in_id: str | None = None
    rental_request: dict[str, Any] = Field(default_factory=dict)
    rental_order_id: str | None = None
    invoices: dict[str, Any] = Field(default_factory=dict)
    payment_request: dict[str, Any] = Field(default_factory=dict)
    due_date_request: dict[str, Any] = Field(default_factory=dict)
    contacts: dict[str, Any] = Field(default_factory=dict)
    new_contact: dict[str, Any] = Field(default_factory=dict)
    contact_id: str | None = None
    billing_email_request: str | None = None
    timesheet: dict[str, Any] = Field(default_factory=dict)
    adjustment_request: dict[str, Any] = Field(default_factory=dict)
    adjustment_id: str | None = None
    booking_request: dict[str, Any] = Field(default_factory=dict)
    bartender_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="catering",
    here=HERE,
    facts=CateringFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="catering-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented catering events-desk session '{key}'",
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
