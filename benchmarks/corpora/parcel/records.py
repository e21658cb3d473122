"""The invented carrier's records (Ketterly Parcel): customers, parcels, pickup points.

Every name, customer id, tracking number, shipment id, address, card, amount and date here was
made up for this corpus; phone numbers are in the fictional 555-01xx range and email addresses
are at example.net. The session scripts take the results of the read tools
(`verify_customer`, `get_parcel`, `get_shipment`, `find_pickup_points`, ...) from these
tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

CARRIER = "Ketterly Parcel"

CUSTOMERS: dict[str, dict[str, Any]] = {
    "CU-318806": {
        "customer_id": "CU-318806",
        "name": "Lucia Ferreira",
        "address": "88 Dewhurst Blvd, Toronto, ON M4J 3J3",
        "phone": "+1 416-555-0143",
        "email": "lucia.ferreira@example.net",
        "cards": {"card_2290": "Visa ending 2290"},
    },
    "CU-402271": {
        "customer_id": "CU-402271",
        "name": "Nadia Kowalczyk",
        "address": "27 Galley Ave, Toronto, ON M6R 1G9",
        "phone": "+1 647-555-0162",
        "email": "nkowalczyk@example.net",
        "cards": {"card_4471": "Visa ending 4471", "card_9025": "Mastercard ending 9025"},
    },
    "CU-377150": {
        "customer_id": "CU-377150",
        "name": "Owen Tremblay",
        "address": "250 Wellington St W, Unit 1801, Toronto, ON M5V 3P6",
        "phone": "+1 416-555-0188",
        "email": "owen.tremblay@example.net",
        "cards": {"card_8120": "Visa ending 8120"},
    },
    "CU-290514": {
        "customer_id": "CU-290514",
        "name": "Mei Tanaka",
        "business": "Mei Tanaka Ceramics",
        "address": "212 Locke St S, Hamilton, ON L8P 4B5",
        "phone": "+1 905-555-0121",
        "email": "meitanaka.studio@example.net",
        "account": "KB-290514",
        "payout": {
            "bank_3306": "Escarpment Credit Union business chequing ending 3306",
            "credit": "Ketterly business account credit (KB-290514)",
        },
    },
    "CU-455902": {
        "customer_id": "CU-455902",
        "name": "Gustavo Reyes",
        "address": "78 Hopewell Ave, Ottawa, ON K1S 2Y9",
        "phone": "+1 613-555-0139",
        "email": "g.reyes@example.net",
        "cards": {},
    },
    "CU-361208": {
        "customer_id": "CU-361208",
        "name": "Theo Vandermeer",
        "address": "1406 Bathurst St, Apt 2, Toronto, ON M5R 3J1",
        "phone": "+1 416-555-0174",
        "email": "theo.vdm@example.net",
        "cards": {},
    },
    "CU-418733": {
        "customer_id": "CU-418733",
        "name": "Samira Haddad",
        "address": "63 Sorauren Ave, Toronto, ON M6R 2E1",
        "phone": "+1 647-555-0115",
        "email": "samira.haddad@example.net",
        "cards": {},
    },
    "CU-339047": {
        "customer_id": "CU-339047",
        "name": "Graham Ostrowski",
        "address": "9 Rusholme Park Cres, Toronto, ON M6J 2E2",
        "phone": "+1 416-555-0196",
        "email": "graham.ostrowski@example.net",
        "cards": {},
    },
    "CU-500318": {
        "customer_id": "CU-500318",
        "name": "Deborah Quansah",
        "business": "Quansah Spice Co.",
        "address": "355 Carlaw Ave, Unit 104, Toronto, ON M4M 2T1",
        "phone": "+1 416-555-0150",
        "email": "quansahspice.orders@example.net",
        "account": "KB-500318",
        "cards": {"card_6618": "Mastercard ending 6618"},
    },
}

PICKUP_POINTS: dict[str, dict[str, Any]] = {
    "PP-3307": {
        "pickup_point_id": "PP-3307",
        "name": "Pape Station parcel locker",
        "type": "locker",
        "address": "1 Pape Ave (Pape station, east entrance), Toronto, ON M4K 3T2",
        "hours": "24/7",
        "max_weight_kg": 20.0,
        "signature": "one-time code by text message",
        "keeps_days": 5,
    },
    "PP-3318": {
        "pickup_point_id": "PP-3318",
        "name": "Logan Hardware",
        "type": "counter",
        "address": "721 Danforth Ave, Toronto, ON M4J 1L2",
        "hours": "Mon-Sat 08:00-19:00, Sun 10:00-17:00",
        "max_weight_kg": 30.0,
        "signature": "photo ID and signature at the counter",
        "keeps_days": 7,
    },
    "PP-3342": {
        "pickup_point_id": "PP-3342",
        "name": "Greenwood Pharmacy (Ketterly Point)",
        "type": "counter",
        "address": "1310 Danforth Ave, Toronto, ON M4J 1M9",
        "hours": "Mon-Fri 09:00-21:00, Sat 10:00-18:00, closed Sun",
        "max_weight_kg": 10.0,
        "signature": "photo ID and signature at the counter",
        "keeps_days": 7,
    },
}


def verified(customer_id: str) -> dict[str, Any]:
    """The result of a successful `verify_customer`."""
    c = CUSTOMERS[customer_id]
    out = {"verified": True, "customer_id": customer_id, "name": c["name"]}
    if "business" in c:
        out["business"] = c["business"]
        out["account"] = c["account"]
    return out


def customer(customer_id: str) -> dict[str, Any]:
    """The customer's record (a fresh copy)."""
    return copy.deepcopy(CUSTOMERS[customer_id])


def pickup_point(point_id: str, **extra: Any) -> dict[str, Any]:
    """One pickup point (a fresh copy), with `extra` fields such as distance or readiness."""
    out = copy.deepcopy(PICKUP_POINTS[point_id])
    out.update(extra)
    return out
