"""Invented resident-services sessions of an apartment operator, dumped as summary points.

A small, deterministic resident-services agent of an invented apartment operator ("Tallgrass
Residential", with Kestrel Point Apartments, Juniper Row Lofts and Wrenfield Commons): each
session (`sessions_a`, `sessions_b`) is a scripted conversation in which the agent verifies the
resident, looks up the lease, account, work orders, technician slots, payment methods, renewal
offer, parking, pet policy, packages, storage, amenities or deposit statement, and carries out
consequential changes (work orders and their rescheduling, late-fee waivers, payments, a move-out
notice, an amenity booking, a lease renewal, parking permits, a pet registration, a locker code,
a co-leaseholder invitation, a storage unit, a deposit refund method and a deposit dispute).
Every resident, unit, resident id, lease id, work-order id, plate, address, amount and date was
invented for this corpus (`records` holds the shared records); no dataset is used.
The scratchpad facts (resident, unit, lease, work orders, issue, priority, entry, visit,
account, payments, renewal, move-out, vehicles, pet, packages, roommate, storage, deposit, ...)
cite the event each came from.

    python benchmarks/corpora/tenant/build_sessions.py                   # write points/*.json
    python benchmarks/corpora/tenant/build_sessions.py --transcript leak  # print a session

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
        "create_work_order",
        "reschedule_work_order",
        "waive_late_fee",
        "make_payment",
        "submit_move_out_notice",
        "book_amenity",
        "accept_renewal",
        "remove_parking_permit",
        "add_parking_permit",
        "register_pet",
        "reissue_locker_code",
        "invite_co_applicant",
        "add_storage_unit",
        "update_refund_method",
        "open_deposit_dispute",
    }
)
RULES = session_kit.plain_rules("the resident-services tools")
ORIGIN_DATASET = "none: an invented apartment resident-services session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class TenantFacts(Scratchpad):
    """What the resident-services agent keeps in its scratchpad."""

    resident_id: str | None = None
    resident: str | None = None
    unit: str | None = None
    lease_id: str | None = None
    lease: dict[str, Any] = Field(default_factory=dict)
    work_orders: dict[str, Any] = Field(default_factory=dict)
    work_order_id: str | None = None
    issue: dict[str, Any] = Field(default_factory=dict)
    priority: str | None = None
    entry: dict[str, Any] = Field(default_factory=dict)
    visit: dict[str, Any] = Field(default_factory=dict)
    account: dict[str, Any] = Field(default_factory=dict)
    late_fee: dict[str, Any] = Field(default_factory=dict)
    payment_plan: dict[str, Any] = Field(default_factory=dict)
    payment_methods: dict[str, Any] = Field(default_factory=dict)
    payments: dict[str, Any] = Field(default_factory=dict)
    forwarding_address: str | None = None
    move_out: dict[str, Any] = Field(default_factory=dict)
    amenity: dict[str, Any] = Field(default_factory=dict)
    renewal: dict[str, Any] = Field(default_factory=dict)
    renewal_choice: dict[str, Any] = Field(default_factory=dict)
    autopay: bool | None = None
    vehicles: dict[str, Any] = Field(default_factory=dict)
    vehicle: dict[str, Any] = Field(default_factory=dict)
    permit_id: str | None = None
    pet: dict[str, Any] = Field(default_factory=dict)
    pet_fee: dict[str, Any] = Field(default_factory=dict)
    pet_id: str | None = None
    packages: dict[str, Any] = Field(default_factory=dict)
    roommate: dict[str, Any] = Field(default_factory=dict)
    application_id: str | None = None
    storage: dict[str, Any] = Field(default_factory=dict)
    storage_choice: str | None = None
    deposit: dict[str, Any] = Field(default_factory=dict)
    refund_method: dict[str, Any] = Field(default_factory=dict)
    dispute: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="tenant",
    here=HERE,
    facts=TenantFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="tenant-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented resident-services session '{key}'",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
