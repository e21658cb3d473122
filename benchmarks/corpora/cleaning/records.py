"""The invented cleaning service's records (Brisklow Cleaning Co.): rates and clients.

Every client, address, cleaner, client id, card, rate, amount and date here was made up for
this corpus; the towns (Ebbmoor, Wystan Cross, Tollbridge Green) are invented too, phone
numbers are in the fictional 555-01xx range and email addresses are at example.com or
example.net. The session scripts take the result of `verify_client` from these tables,
through the helper below, which returns fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

SERVICE = "Brisklow Cleaning Co."

RATES: dict[str, float] = {
    "one_off_per_hour": 40.00,
    "weekly_per_hour": 34.00,
    "fortnightly_per_hour": 36.00,
    "deep_or_move_out_per_hour": 46.00,
    "office_weekend_per_cleaner_hour": 52.00,
    "office_weekday_evening_per_cleaner_hour": 46.00,
    "call_out_minimum": 120.00,
    "eco_products_per_visit": 12.00,
    "oven_clean": 65.00,
}

CLIENTS: dict[str, dict[str, Any]] = {
    "CL-40712": {
        "name": "Ottilie Brannagh",
        "kind": "home",
        "addresses": [
            {"address_id": "AD-40712-1", "address": "Apt 3, 14 Pellow Row, Ebbmoor, OR 97263"}
        ],
        "phone": "+1 503-555-0114",
        "email": "ottilie.b@example.com",
        "payment_method": "Visa ****3375",
        "client_since": "2026-03-04",
    },
    "CL-31586": {
        "name": "Perpetua Lindgard",
        "kind": "home",
        "addresses": [
            {"address_id": "AD-31586-1", "address": "7 Cobbold Lane, Tollbridge Green, OR 97267"}
        ],
        "phone": "+1 503-555-0147",
        "email": "perpetua.lindgard@example.com",
        "payment_method": "Mastercard ****9012",
        "client_since": "2025-06-18",
    },
    "CL-90233": {
        "name": "Quarrender & Lusk Architects",
        "kind": "office",
        "contact": "Benedikt Marwood",
        "addresses": [
            {
                "address_id": "AD-90233-410",
                "address": "Suite 410, Halyard House, 22 Wharf Street, Wystan Cross, OR 97265",
            },
            {
                "address_id": "AD-90233-412",
                "address": "Suite 412, Halyard House, 22 Wharf Street, Wystan Cross, OR 97265",
            },
        ],
        "phone": "+1 503-555-0162",
        "email": "b.marwood@example.net",
        "payment_method": "invoice, net 14",
        "client_since": "2024-09-30",
    },
    "CL-22870": {
        "name": "Hesper Lettings",
        "kind": "property manager",
        "contact": "Imogen Faulkbridge",
        "addresses": [
            {
                "address_id": f"AD-22870-{flat}",
                "address": f"Flat {flat}, 31 Garnet Terrace, Ebbmoor, OR 97262",
            }
            for flat in ("1A", "1B", "2A", "2B")
        ],
        "phone": "+1 503-555-0190",
        "email": "imogen.f@example.com",
        "payment_method": "monthly invoice",
        "client_since": "2022-02-14",
    },
    "CL-61904": {
        "name": "Aurelio Bythesea",
        "kind": "home",
        "addresses": [
            {"address_id": "AD-61904-1", "address": "9 Marlpit Close, Wystan Cross, OR 97266"}
        ],
        "phone": "+1 503-555-0129",
        "email": "a.bythesea@example.net",
        "payment_method": "Visa ****6048",
        "client_since": "2023-11-06",
        "plan": {"frequency": "weekly", "day": "Monday", "cleaner": "Tobias Grennan"},
    },
    "CL-50318": {
        "name": "Leocadia Hartigan",
        "kind": "home",
        "addresses": [
            {"address_id": "AD-50318-1", "address": "40 Sorrel Bank, Tollbridge Green, OR 97268"}
        ],
        "phone": "+1 503-555-0175",
        "email": "leocadia.h@example.com",
        "payment_method": "Amex ****2201",
        "client_since": "2024-04-22",
        "plan": {"frequency": "weekly", "day": "Tuesday", "cleaner": "Ysolde Marchbank"},
    },
    "CL-73645": {
        "name": "Thaddeus Wrenshaw",
        "kind": "home",
        "addresses": [{"address_id": "AD-73645-1", "address": "3 Lantern Yard, Ebbmoor, OR 97261"}],
        "phone": "+1 503-555-0153",
        "email": "t.wrenshaw@example.net",
        "payment_method": "Mastercard ****4487",
        "client_since": "2025-10-02",
    },
    "CL-28451": {
        "name": "Clementine Achterberg",
        "kind": "home",
        "addresses": [
            {"address_id": "AD-28451-1", "address": "18 Heronsgate Rise, Wystan Cross, OR 97265"}
        ],
        "phone": "+1 503-555-0108",
        "email": "c.achterberg@example.com",
        "payment_method": "Visa ****8826",
        "client_since": "2023-01-09",
        "plan": {"frequency": "weekly", "day": "Tuesday", "cleaner": "Hedda Morvaunt"},
    },
    "CL-65097": {
        "name": "Rosalind Teversham",
        "kind": "home",
        "addresses": [
            {"address_id": "AD-65097-1", "address": "25 Quillon Street, Ebbmoor, OR 97262"}
        ],
        "phone": "+1 503-555-0136",
        "email": "rosalind.t@example.com",
        "payment_method": "Visa ****1190",
        "client_since": "2024-08-12",
        "plan": {"frequency": "fortnightly", "day": "Wednesday", "cleaner": "Kasimir Oduya"},
    },
}


def verified(client_id: str) -> dict[str, Any]:
    """The result of a successful `verify_client`."""
    c = CLIENTS[client_id]
    out: dict[str, Any] = {
        "verified": True,
        "client_id": client_id,
        "name": c["name"],
        "account_type": c["kind"],
        "addresses": copy.deepcopy(c["addresses"]),
        "phone": c["phone"],
        "email": c["email"],
        "payment_method": c["payment_method"],
        "client_since": c["client_since"],
    }
    if c.get("contact"):
        out["contact"] = c["contact"]
    if c.get("plan"):
        out["recurring_plan"] = copy.deepcopy(c["plan"])
    return out
