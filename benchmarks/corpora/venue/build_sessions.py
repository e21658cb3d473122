"""Invented events-desk sessions of a venue company, dumped as summary points.

A small, deterministic events-desk agent of an invented venue company ("Fernhallow Venues", with
two historic halls and a walled garden in the invented town of Aldermoot): each session
(`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in which the agent
verifies the client, looks up events and holds, availability, late-end rules, balances, rental
and menu options, tasting slots, contracts, cancellation terms and the city's noise-permit rules,
and carries out consequential changes (deposits and balance payments, hold placements and
extensions, late-end requests decided by the events manager, headcount and menu changes, date
moves, equipment rentals, tastings confirmed by the caterer, contract signatures countersigned by
the events manager, cancellations and refunds, noise-permit applications decided by the city).
Every client, client id, room, price, menu, event, hold, payment, change, request, contract,
tasting, permit and refund id, card, amount and date was invented for this corpus (`records`
holds the shared records); no dataset is used. The scratchpad facts (client, cards, events,
deposit, late end, headcount, balance, hold, move, rentals, tasting, contract, menu,
cancellation, refund, permit, ...) cite the event each came from.

    python benchmarks/corpora/venue/build_sessions.py                       # write points/*.json
    python benchmarks/corpora/venue/build_sessions.py --transcript wedding  # print a session

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
        "pay_deposit",
        "extend_hold",
        "request_late_end",
        "update_headcount",
        "pay_balance",
        "place_hold",
        "move_event",
        "add_rental",
        "book_tasting",
        "sign_contract",
        "set_menu",
        "cancel_event",
        "issue_refund",
        "apply_noise_permit",
    }
)
RULES = session_kit.plain_rules("the venue events-desk tools")
ORIGIN_DATASET = "none: an invented venue events-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class VenueFacts(Scratchpad):
    """What the venue events-desk agent keeps in its scratchpad."""

    client_id: str | None = None
    client: str | None = None
    organization: str | None = None
    cards: list[str] = Field(default_factory=list)
    events: dict[str, Any] = Field(default_factory=dict)
    deposit_request: dict[str, Any] = Field(default_factory=dict)
    payment_id: str | None = None
    reception_space: str | None = None
    late_end_policy: dict[str, Any] = Field(default_factory=dict)
    late_end_request: dict[str, Any] = Field(default_factory=dict)
    late_end_request_id: str | None = None
    hold_extension: dict[str, Any] = Field(default_factory=dict)
    headcount: dict[str, Any] = Field(default_factory=dict)
    payment_split: dict[str, Any] = Field(default_factory=dict)
    balance: dict[str, Any] = Field(default_factory=dict)
    availability: dict[str, Any] = Field(default_factory=dict)
    hold_request: dict[str, Any] = Field(default_factory=dict)
    hold_id: str | None = None
    move_request: dict[str, Any] = Field(default_factory=dict)
    change_id: str | None = None
    rental_options: dict[str, Any] = Field(default_factory=dict)
    rental_choice: dict[str, Any] = Field(default_factory=dict)
    tasting_slots: dict[str, Any] = Field(default_factory=dict)
    tasting_request: dict[str, Any] = Field(default_factory=dict)
    tasting_id: str | None = None
    dietary: dict[str, Any] = Field(default_factory=dict)
    contracts: dict[str, Any] = Field(default_factory=dict)
    contract_status: dict[str, Any] = Field(default_factory=dict)
    menu_options: dict[str, Any] = Field(default_factory=dict)
    menu_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_terms: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_id: str | None = None
    refund: dict[str, Any] = Field(default_factory=dict)
    permit_rules: dict[str, Any] = Field(default_factory=dict)
    permit_request: dict[str, Any] = Field(default_factory=dict)
    permit_application_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="venue",
    here=HERE,
    facts=VenueFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="venue-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented venue events-desk session '{key}'",
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
