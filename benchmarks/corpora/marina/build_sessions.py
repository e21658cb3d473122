"""Invented harbour-office sessions of a small marina, dumped as summary points.

A small, deterministic harbour-office agent of an invented marina ("Merrowick Harbour
Marina", in the invented town of Merrowick, with Saltby and Penhallow Point along the same
coast): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation in
which the agent verifies the boat owner (or the skipper or broker the owner authorized), looks
up the season's rates, the owner's boats and contracts, tide windows for haul-outs and
launches, winter storage contracts, the seasonal waitlist, transient slips, insurance on file,
authorized agents and the fuel dock account, and carries out consequential changes (seasonal
slip renewals, dinghy rack rentals, seasonal waitlist entries decided by the harbour master,
transient slip reservations and changes, haul-out and launch bookings, storage contract
cancellations and prorated refunds, insurance certificates reviewed by the marina manager,
authorizations of a broker, slip reassignment requests decided by the harbour master, fuel
account limits and payments). Every owner, owner id, boat, slip, contract, rate, booking,
request and refund id, card, amount and date was invented for this corpus (`records` holds the
shared records); no dataset is used. The scratchpad facts cite the event each came from.

    python benchmarks/corpora/marina/build_sessions.py                      # write points/*.json
    python benchmarks/corpora/marina/build_sessions.py --transcript haulout  # print a session

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
        "renew_seasonal_slip",
        "rent_dinghy_rack",
        "join_seasonal_waitlist",
        "reserve_transient_slip",
        "modify_transient_reservation",
        "book_haul_out",
        "book_launch",
        "cancel_storage_contract",
        "issue_refund",
        "submit_insurance_certificate",
        "authorize_agent",
        "request_slip_reassignment",
        "set_fuel_account_limit",
        "pay_fuel_account",
    }
)
RULES = session_kit.plain_rules("the marina harbour-office tools")
ORIGIN_DATASET = "none: an invented marina harbour-office session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class MarinaFacts(Scratchpad):
    """What the marina harbour-office agent keeps in its scratchpad."""

    owner_id: str | None = None
    owner: str | None = None
    caller: dict[str, Any] = Field(default_factory=dict)
    boats: dict[str, Any] = Field(default_factory=dict)
    card_on_file: str | None = None
    rates: dict[str, Any] = Field(default_factory=dict)
    renewal_request: dict[str, Any] = Field(default_factory=dict)
    renewal_id: str | None = None
    rack_request: dict[str, Any] = Field(default_factory=dict)
    slip_availability: dict[str, Any] = Field(default_factory=dict)
    waitlist_request: dict[str, Any] = Field(default_factory=dict)
    waitlist_id: str | None = None
    transient_options: dict[str, Any] = Field(default_factory=dict)
    transient_request: dict[str, Any] = Field(default_factory=dict)
    transient_booking_id: str | None = None
    change_request: dict[str, Any] = Field(default_factory=dict)
    tide_windows: dict[str, Any] = Field(default_factory=dict)
    haul_request: dict[str, Any] = Field(default_factory=dict)
    haul_out_id: str | None = None
    storage_contracts: dict[str, Any] = Field(default_factory=dict)
    refund_quote: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None
    insurance: dict[str, Any] = Field(default_factory=dict)
    insurance_submission_id: str | None = None
    launch_request: dict[str, Any] = Field(default_factory=dict)
    agents: dict[str, Any] = Field(default_factory=dict)
    agent_request: dict[str, Any] = Field(default_factory=dict)
    authorization_id: str | None = None
    slip_options: dict[str, Any] = Field(default_factory=dict)
    reassignment_request: dict[str, Any] = Field(default_factory=dict)
    reassignment_id: str | None = None
    fuel_account: dict[str, Any] = Field(default_factory=dict)
    fuel_limit_request: dict[str, Any] = Field(default_factory=dict)
    payment_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="marina",
    here=HERE,
    facts=MarinaFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="marina-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented marina harbour-office session '{key}'",
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
