"""The invented marina's records (Merrowick Harbour Marina): rates, owners and their boats.

Every owner, owner id, boat, slip, contract, rate, amount and date here was made up for this
corpus; the towns (Merrowick, Saltby, Penhallow Point) are invented too, phone numbers are in
the fictional 555-01xx range and email addresses are at example.com or example.net. The session
scripts take the results of the read tools (`verify_owner`, ...) from these tables, through the
helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

MARINA = "Merrowick Harbour Marina"
HARBOUR_MASTER = "Ines Cardew"
MANAGER = "Colm Ashby"

RATES_2026: dict[str, Any] = {
    "season": {"start": "2026-05-01", "end": "2026-10-31"},
    "seasonal_slip_per_ft": 118.0,
    "electrical_per_season": {"30A": 310.0, "50A": 465.0},
    "liveaboard_surcharge_per_season": 1200.0,
    "dinghy_rack_per_season": 240.0,
    "winter_storage_per_ft": 42.0,
    "transient_per_ft_night": {"T dock": 3.25, "fuel dock face": 2.75},
    "transient_shore_power_per_night": 12.0,
    "haul_out_per_ft": 14.0,
    "launch_per_ft": 14.0,
    "bottom_wash_per_ft": 4.0,
}

OWNERS: dict[str, dict[str, Any]] = {
    "MH-20417": {
        "name": "Delia Framlingham",
        "phone": "+1 207-555-0142",
        "email": "delia.framlingham@example.com",
        "card": "Visa ****6630",
        "boats": [
            {"boat": "Wren", "type": "sloop", "length_ft": 34, "slip": "B-11"},
        ],
        "contracts": [
            {
                "contract_id": "SS-2025-0311",
                "kind": "seasonal slip",
                "slip": "B-11",
                "season": 2025,
                "power": "30A",
                "status": "ended 2025-10-31",
            },
        ],
    },
    "MH-31862": {
        "name": "Tobias Renfrew",
        "phone": "+1 207-555-0117",
        "email": "t.renfrew@example.net",
        "card": "Mastercard ****4471",
        "boats": [{"boat": "Larkspur", "type": "trawler", "length_ft": 40}],
        "contracts": [],
    },
    "MH-18840": {
        "name": "Hester Quill",
        "phone": "+1 207-555-0133",
        "email": "hquill@example.com",
        "card": "Amex ****3007",
        "boats": [{"boat": "Gannet", "type": "cutter", "length_ft": 31, "slip": "C-4"}],
        "agents": [
            {
                "name": "Jory Vellanoweth",
                "role": "skipper",
                "scope": ["haul-out and launch bookings", "yard work orders"],
            }
        ],
    },
    "MH-27395": {
        "name": "Anselm Drury",
        "phone": "+1 207-555-0158",
        "email": "anselm.drury@example.net",
        "card": "Visa ****2081",
        "boats": [{"boat": "Petrel", "type": "sloop", "length_ft": 30}],
    },
    "MH-40522": {
        "name": "Priya Castellan",
        "phone": "+1 207-555-0176",
        "email": "priya.castellan@example.com",
        "card": "Mastercard ****9054",
        "boats": [{"boat": "Moonraker", "type": "ketch", "length_ft": 36, "slip": "D-9"}],
    },
    "MH-15063": {
        "name": "Halvard Pike",
        "phone": "+1 207-555-0124",
        "email": "hpike@example.net",
        "card": "Visa ****7312",
        "boats": [
            {"boat": "Halcyon", "type": "sloop", "length_ft": 38, "slip": "C-12"},
            {"boat": "Minx", "type": "runabout", "length_ft": 19, "slip": "A-3"},
        ],
    },
    "MH-22978": {
        "name": "Corin Balfour",
        "phone": "+1 207-555-0109",
        "email": "corin.balfour@example.com",
        "card": "Mastercard ****5517",
        "boats": [
            {"boat": "Skua", "type": "lobster yacht", "length_ft": 33, "slip": "E-6"},
            {"boat": "Tern", "type": "center console", "length_ft": 22, "slip": "E-7"},
        ],
    },
    "MH-50731": {
        "name": "Saoirse Penwarden",
        "phone": "+1 207-555-0191",
        "email": "saoirse.p@example.net",
        "card": "Visa ****1846",
        "boats": [{"boat": "Kittiwake", "type": "sloop", "length_ft": 32}],
    },
}


def verified(owner_id: str) -> dict[str, Any]:
    """The result of a successful `verify_owner`."""
    o = OWNERS[owner_id]
    out: dict[str, Any] = {
        "verified": True,
        "owner_id": owner_id,
        "name": o["name"],
        "phone": o["phone"],
        "email": o["email"],
        "card_on_file": o["card"],
        "boats": copy.deepcopy(o["boats"]),
    }
    for extra in ("contracts", "agents"):
        if o.get(extra):
            out[extra] = copy.deepcopy(o[extra])
    return out
