"""The invented delivery app's records (Larkbite): customers, restaurants, orders.

Every name, customer id, restaurant id, order, charge, refund, case and voucher id, card
number, address, amount and date here was made up for this corpus; the city (Wrenfield) is
invented too, phone numbers are in the fictional 555-01xx range and email addresses are at
example.com or example.net. The session scripts take the results of `verify_customer`, and
the orders they look up, from these tables through the helpers below, which
return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

APP = "Larkbite"
CITY = "Wrenfield"

CUSTOMERS: dict[str, dict[str, Any]] = {
    "CU-58210": {
        "name": "Renata Osei",
        "phone": "+1 206-555-0143",
        "email": "renata.osei@example.com",
        "member_since": "2022-03-08",
    },
    "CU-61907": {
        "name": "Jonah Feldmann",
        "phone": "+1 206-555-0118",
        "email": "jonah.feldmann@example.com",
        "member_since": "2023-09-21",
    },
    "CU-47352": {
        "name": "Amara Nwosu",
        "phone": "+1 206-555-0157",
        "email": "amara.nwosu@example.net",
        "member_since": "2024-01-30",
    },
    "CU-39018": {
        "name": "Theo Marchetti",
        "phone": "+1 206-555-0162",
        "email": "theo.marchetti@example.com",
        "member_since": "2021-11-02",
    },
    "CU-52264": {
        "name": "Ingrid Solberg",
        "phone": "+1 206-555-0135",
        "email": "ingrid.solberg@example.com",
        "member_since": "2022-07-14",
    },
    "CU-33480": {
        "name": "Kasimir Lowe",
        "phone": "+1 206-555-0171",
        "email": "k.lowe@example.net",
        "member_since": "2020-05-19",
    },
    "CU-60745": {
        "name": "Beatriz Almeida",
        "phone": "+1 206-555-0184",
        "email": "beatriz.almeida@example.net",
        "member_since": "2024-06-03",
    },
    "CU-27719": {
        "name": "Samuel Okonkwo",
        "phone": "+1 206-555-0126",
        "email": "sam.okonkwo@example.com",
        "member_since": "2023-02-11",
    },
    "CU-71536": {
        "name": "Hana Kobayashi",
        "phone": "+1 206-555-0109",
        "email": "hana.kobayashi@example.net",
        "member_since": "2025-04-27",
    },
}

RESTAURANTS: dict[str, dict[str, Any]] = {
    "R-2207": {"name": "Lotus Garden Thai", "closes": "22:30"},
    "R-3318": {"name": "Bellweather Bakery & Café", "closes": "15:00"},
    "R-1874": {"name": "Saffron Lane Indian Kitchen", "closes": "22:00"},
    "R-4126": {"name": "Pico Verde Taqueria", "closes": "21:00"},
    "R-5530": {"name": "Harbor Noodle Bar", "closes": "21:30"},
    "R-2951": {"name": "Nonna Pia's Trattoria", "closes": "22:00"},
    "R-6604": {"name": "Kettle & Crumb", "closes": "16:00"},
    "R-3877": {"name": "Ember & Oak Smokehouse", "closes": "22:00"},
    "R-4412": {"name": "Mezze & Co.", "closes": "22:00"},
    "R-5093": {"name": "Kiku Sushi House", "closes": "21:00"},
}


ORDERS: dict[str, dict[str, Any]] = {
    "FD-4471920": {
        "restaurant_id": "R-2207",
        "placed": "2025-11-12T18:04",
        "status": "preparing",
        "estimated_arrival": "18:50",
        "total": 38.65,
        "payment": "Visa ****2286",
    },
    "FD-4472108": {
        "restaurant_id": "R-3318",
        "placed": "2025-11-10T09:12",
        "status": "scheduled",
        "scheduled_for": "2025-11-14T08:30",
        "deliver_to": "Work: 600 Garnet Ave, Floor 4, Wrenfield 40108",
        "items": [
            {"name": "Assorted pastries (dozen)", "qty": 2, "unit_price": 27.0},
            {"name": "Coffee traveler, 96 oz", "qty": 1, "unit_price": 22.5},
        ],
        "subtotal": 76.5,
        "tax": 6.12,
        "delivery_fee": 3.99,
        "service_fee": 4.59,
        "tip": 9.0,
        "total": 100.2,
        "payment": "Visa ****2286",
    },
    "FD-4473356": {
        "restaurant_id": "R-1874",
        "placed": "2025-11-12T18:31",
        "status": "delivered",
        "delivered_at": "2025-11-12T19:12",
        "items": [
            {"name": "Chicken tikka masala", "qty": 1, "unit_price": 17.95},
            {"name": "Saag paneer", "qty": 1, "unit_price": 15.5},
            {"name": "Garlic naan", "qty": 2, "unit_price": 4.5},
            {"name": "Mango lassi", "qty": 1, "unit_price": 5.25},
        ],
        "subtotal": 47.7,
        "total": 61.84,
        "payment": "Visa ****7730",
    },
    "FD-4461029": {
        "restaurant_id": "R-1874",
        "placed": "2025-11-05T19:02",
        "status": "delivered",
        "delivered_at": "2025-11-05T19:44",
        "total": 44.1,
        "payment": "Visa ****7730",
    },
    "FD-4473590": {
        "restaurant_id": "R-4126",
        "placed": "2025-11-12T11:58",
        "status": "picked_up",
        "deliver_to": "Home: 88 Tamsin St, Apt 3R, Wrenfield 40112",
        "estimated_arrival": "12:41",
        "total": 31.6,
        "payment": "Mastercard ****5514",
    },
    "FD-4472841": {
        "restaurant_id": "R-5530",
        "placed": "2025-11-12T12:26",
        "status": "delivered",
        "delivered_at": "2025-11-12T13:05",
        "items": [
            {
                "name": "Drunken noodles (chicken)",
                "qty": 1,
                "unit_price": 16.95,
                "note": "NO PEANUTS - severe allergy",
            },
            {"name": "Thai iced tea", "qty": 1, "unit_price": 4.75},
        ],
        "subtotal": 21.7,
        "total": 29.38,
        "payment": "Visa ****6652",
    },
    "FD-4473718": {
        "restaurant_id": "R-2951",
        "placed": "2025-11-12T18:49",
        "status": "delivered",
        "delivered_at": "2025-11-12T19:36",
        "deliver_to": "23 Linnet Ct, Wrenfield 40115",
        "items": [
            {"name": "Lasagna al forno", "qty": 1, "unit_price": 19.5},
            {"name": "Caesar salad", "qty": 1, "unit_price": 11.0},
            {"name": "Tiramisu", "qty": 1, "unit_price": 7.25},
        ],
        "subtotal": 37.75,
        "total": 49.12,
        "payment": "Mastercard ****3047",
    },
    "FD-4473044": {
        "restaurant_id": "R-3877",
        "placed": "2025-11-12T18:02",
        "status": "delivered",
        "promised_by": "2025-11-12T18:40",
        "delivered_at": "2025-11-12T19:38",
        "late_minutes": 58,
        "total": 42.3,
        "payment": "Visa ****8123",
    },
    "FD-4472390": {
        "restaurant_id": "R-4412",
        "placed": "2025-11-11T19:40",
        "status": "delivered",
        "delivered_at": "2025-11-11T20:22",
        "total": 38.4,
        "payment": "Mastercard ****6601",
    },
    "FD-4473911": {
        "restaurant_id": "R-5093",
        "placed": "2025-11-12T20:02",
        "status": "delivered",
        "delivered_at": "2025-11-12T20:47",
        "deliver_to": "311 Wexford Ave, Apt 12, Wrenfield 40104",
        "items": [
            {"name": "Salmon avocado roll", "qty": 2, "unit_price": 8.5},
            {"name": "Spicy tuna roll", "qty": 1, "unit_price": 9.25},
            {"name": "Miso soup", "qty": 1, "unit_price": 3.5},
        ],
        "subtotal": 29.75,
        "total": 39.96,
        "payment": "Visa ****5120",
    },
}


def restaurant(restaurant_id: str) -> str:
    """A restaurant's name."""
    return RESTAURANTS[restaurant_id]["name"]


def verified(customer_id: str) -> dict[str, Any]:
    """The result of a successful `verify_customer` (a fresh copy)."""
    c = CUSTOMERS[customer_id]
    return {
        "verified": True,
        "customer_id": customer_id,
        "name": c["name"],
        "phone": c["phone"],
        "email": c["email"],
        "member_since": c["member_since"],
        "account_status": "active",
    }


def order(order_id: str) -> dict[str, Any]:
    """An order's record (a fresh copy), with its id and its restaurant's name."""
    o = copy.deepcopy(ORDERS[order_id])
    return {"order_id": order_id, "restaurant": restaurant(o["restaurant_id"]), **o}
