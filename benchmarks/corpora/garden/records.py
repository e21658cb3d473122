"""The invented garden company's records (Gorsebridge Grounds & Gardens): prices and clients.

Every client, property, address, client id, tree, card, amount and date here was made up for
this corpus; the towns (Wrayburn, Ostley Marsh, Keddleston Cross), the town council, the plant
nursery (Quillfern Nursery) and the letting agency (Keelbrook Lettings) are invented too, phone
numbers are in the fictional 555-01xx range and email addresses are at example.com or
example.net. The session scripts take the results of the read tools (`verify_client`, ...)
from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Gorsebridge Grounds & Gardens"

PRICES: dict[str, Any] = {
    "call_out_fee": 45.0,
    "labour_per_hour": 62.0,
    "turf_per_m2": 18.0,
    "green_waste_per_load": 65.0,
    "chipping_on_site_per_load": 40.0,
    "deposit_rate": 0.25,
    "deposit_over": 400.0,
}

CLIENTS: dict[str, dict[str, Any]] = {
    "CL-40217": {
        "name": "Sidonie Tremlowe",
        "type": "residential",
        "phone": "+1 503-555-0117",
        "email": "sidonie.tremlowe@example.com",
        "payment_method": "Visa ****5204",
        "properties": [
            {
                "property_id": "PR-7731",
                "address": "14 Larchgrove Rd, Wrayburn",
                "lawn_m2": 180,
            }
        ],
    },
    "CL-38852": {
        "name": "Severin Quennock",
        "type": "residential",
        "phone": "+1 503-555-0142",
        "email": "s.quennock@example.net",
        "payment_method": "Visa ****3307",
        "properties": [{"property_id": "PR-6620", "address": "2 Pinfold Lane, Ostley Marsh"}],
    },
    "CL-41093": {
        "name": "Ingram Haverstock",
        "type": "residential",
        "phone": "+1 503-555-0163",
        "email": "ihaverstock@example.com",
        "payment_method": "Mastercard ****9012",
        "properties": [{"property_id": "PR-8045", "address": "9 Cobbler's Walk, Keddleston Cross"}],
        "plan_id": "SP-26-0377",
    },
    "CL-42306": {
        "name": "Clemency Pennecott",
        "type": "residential",
        "phone": "+1 503-555-0128",
        "email": "clemency.p@example.net",
        "payment_method": "Mastercard ****6641",
        "other_cards": ["Visa ****2208"],
        "properties": [{"property_id": "PR-9112", "address": "31 Sluice St, Wrayburn"}],
    },
    "AG-5520": {
        "name": "Keelbrook Lettings",
        "contact": "Fenella Wrexley",
        "type": "agency",
        "phone": "+1 503-555-0190",
        "email": "fenella.wrexley@example.com",
        "payment_method": "invoice, 30 days",
        "properties": [
            {"property_id": "PR-8101", "address": "3 Farrier's Row, Wrayburn"},
            {"property_id": "PR-8102", "address": "11 Farrier's Row, Wrayburn"},
            {"property_id": "PR-8103", "address": "27 Fulling Lane, Ostley Marsh"},
            {"property_id": "PR-8104", "address": "5 Culvert Close, Keddleston Cross"},
        ],
    },
    "CL-39514": {
        "name": "Winifred Stobart",
        "type": "residential",
        "phone": "+1 503-555-0136",
        "email": "mstobart@example.com",
        "payment_method": "Amex ****1875",
        "properties": [{"property_id": "PR-7390", "address": "6 Sedgecombe Rise, Ostley Marsh"}],
    },
    "CL-40788": {
        "name": "Auberon Twelvetrees",
        "type": "residential",
        "phone": "+1 503-555-0171",
        "email": "auberon.t@example.net",
        "payment_method": "Visa ****4460",
        "properties": [{"property_id": "PR-8233", "address": "18 Ferrule Court, Keddleston Cross"}],
    },
    "CL-43120": {
        "name": "Berenice Vosloo",
        "type": "residential",
        "phone": "+1 503-555-0105",
        "email": "bvosloo@example.com",
        "payment_method": "Mastercard ****3581",
        "properties": [{"property_id": "PR-9460", "address": "40 Kiln Yard, Wrayburn"}],
        "plan_id": "SP-26-0402",
    },
    "CL-37761": {
        "name": "Cosmo Ledwith",
        "type": "residential",
        "phone": "+1 503-555-0184",
        "email": "cosmo.ledwith@example.net",
        "payment_method": "Visa ****7719",
        "properties": [
            {"property_id": "PR-6012", "address": "22 Saddler's Hill, Wrayburn"},
            {"property_id": "PR-6013", "address": "7 Orchard Garth, Ostley Marsh"},
        ],
    },
}


def verified(client_id: str) -> dict[str, Any]:
    """The result of a successful `verify_client`."""
    c = CLIENTS[client_id]
    out: dict[str, Any] = {
        "verified": True,
        "client_id": client_id,
        "name": c["name"],
        "account_type": c["type"],
        "payment_method": c["payment_method"],
        "properties": copy.deepcopy(c["properties"]),
    }
    if c.get("contact"):
        out["authorized_contact"] = c["contact"]
    if c.get("plan_id"):
        out["plan_id"] = c["plan_id"]
    if c.get("other_cards"):
        out["other_cards"] = list(c["other_cards"])
    return out
