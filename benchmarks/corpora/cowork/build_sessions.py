"""Invented member-desk sessions of a coworking space company, dumped as summary points.

A small, deterministic member-desk agent of an invented coworking company ("Tallowgate
Workrooms", with two sites: Canal Street in the invented town of Wendleby and Skerrow Wharf in
the invented town of Gallowmere): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a
scripted conversation in which the agent verifies the member or the company account's admin,
looks up desk quotes, private offices, meeting rooms and room credits, mail options and held
parcels, the after-hours access policy, invoices and billing options, day passes, desk add-ons
or membership terms, and carries out consequential changes (fixed desks added on a company
account, a team admin authorized, a private office move submitted to the community manager,
room credits bought and rooms booked, a registered business address set up and a parcel
forwarded, after-hours access requested from building security, a credit note issued and the
billing method changed, day passes issued, a standing desk ordered from the furniture supplier
and a monitor added, a membership cancelled with notice and a locker transferred). Every
company, member, member id, account, site, desk, office, room, price, invoice, parcel, request
id, card, amount and date was invented for this corpus (`records` holds the shared records); no
dataset is used. The scratchpad facts (account, member, quote, office, rooms, credits, mail,
access, invoice, billing, day passes, add-ons, terms, ...) cite the event each came from.

    python benchmarks/corpora/cowork/build_sessions.py                    # write points/*.json
    python benchmarks/corpora/cowork/build_sessions.py --transcript seats  # print a session

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
        "add_fixed_desks",
        "authorize_team_admin",
        "request_office_move",
        "buy_room_credits",
        "book_room",
        "add_mail_plan",
        "forward_parcels",
        "request_after_hours_access",
        "issue_credit_note",
        "change_billing_method",
        "issue_day_passes",
        "order_standing_desk",
        "add_monitor",
        "cancel_membership",
        "transfer_locker",
    }
)
RULES = session_kit.plain_rules("the coworking member-desk tools")
ORIGIN_DATASET = "none: an invented coworking space member-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class CoworkFacts(Scratchpad):
    """What the coworking member-desk agent keeps in its scratchpad."""

    account_id: str | None = None
    company: str | None = None
    member_id: str | None = None
    member: str | None = None
    site: str | None = None
    payment_method: str | None = None
    team: dict[str, Any] = Field(default_factory=dict)
    desk_quote: dict[str, Any] = Field(default_factory=dict)
    desk_request: dict[str, Any] = Field(default_factory=dict)
    memberships_added: dict[str, Any] = Field(default_factory=dict)
    admin_request: dict[str, Any] = Field(default_factory=dict)
    office_options: dict[str, Any] = Field(default_factory=dict)
    office_request: dict[str, Any] = Field(default_factory=dict)
    office_request_id: str | None = None
    room_request: dict[str, Any] = Field(default_factory=dict)
    room_credits: dict[str, Any] = Field(default_factory=dict)
    room_options: dict[str, Any] = Field(default_factory=dict)
    room_booking_id: str | None = None
    mail_options: dict[str, Any] = Field(default_factory=dict)
    parcels: dict[str, Any] = Field(default_factory=dict)
    mail_request: dict[str, Any] = Field(default_factory=dict)
    mail_plan_id: str | None = None
    forwarding_id: str | None = None
    access_policy: dict[str, Any] = Field(default_factory=dict)
    access_request: dict[str, Any] = Field(default_factory=dict)
    access_request_id: str | None = None
    invoice: dict[str, Any] = Field(default_factory=dict)
    credit_note_id: str | None = None
    billing_options: dict[str, Any] = Field(default_factory=dict)
    billing_request: dict[str, Any] = Field(default_factory=dict)
    day_pass_options: dict[str, Any] = Field(default_factory=dict)
    day_pass_request: dict[str, Any] = Field(default_factory=dict)
    day_passes: dict[str, Any] = Field(default_factory=dict)
    addon_options: dict[str, Any] = Field(default_factory=dict)
    addon_request: dict[str, Any] = Field(default_factory=dict)
    furniture_order_id: str | None = None
    monitor_addon_id: str | None = None
    membership_terms: dict[str, Any] = Field(default_factory=dict)
    cancel_request: dict[str, Any] = Field(default_factory=dict)
    cancellation_id: str | None = None
    locker_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="cowork",
    here=HERE,
    facts=CoworkFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="cowork-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented coworking space member-desk session '{key}'",
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
