"""The invented venue company's records (Fernhallow Venues): rooms, menus and clients.

Every room, address, client name, client id, card, amount and date here was made up for this
corpus; the town (Aldermoot) is invented too, phone numbers are in the fictional 555-01xx range
and email addresses are at example.com or example.net. The session scripts take the results of
the read tools (`verify_client`, ...) from these tables, through the helpers below, which return
fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Fernhallow Venues"
EVENTS_MANAGER = "Nadia Strelbrook"
CATERER = "Thimble & Fig Catering"
CITY_OFFICE = "City of Aldermoot Office of Special Events"

ROOMS: dict[str, dict[str, Any]] = {
    "Assay Hall": {
        "room_id": "RM-ASY",
        "kind": "historic hall (1889)",
        "address": "2 Assay Street, Aldermoot, OR 97352",
        "seated": 180,
        "fee": {"saturday": 3200.0, "friday_sunday": 2400.0, "weekday": 1600.0},
        "weekend_minimum_guests": 100,
        "standard_end": "23:00",
    },
    "Cordwainers' Hall": {
        "room_id": "RM-CRD",
        "kind": "historic hall (1902)",
        "address": "9 Cordwainers' Row, Aldermoot, OR 97352",
        "seated": 70,
        "fee": {"saturday": 1400.0, "friday_sunday": 1100.0, "weekday": 800.0},
        "weekend_minimum_guests": 30,
        "standard_end": "23:00",
    },
    "Quince Garden": {
        "room_id": "RM-QNG",
        "kind": "walled garden behind Assay Hall (May to October)",
        "address": "2 Assay Street, Aldermoot, OR 97352",
        "seated": 150,
        "fee": {"saturday": 2600.0, "friday_sunday": 2000.0, "weekday": 1300.0},
        "weekend_minimum_guests": 75,
        "standard_end": "22:00",
    },
}

MENUS: dict[str, dict[str, Any]] = {
    "Hall Classic Buffet": {"per_guest": 64.0, "nut_free_possible": True},
    "Orchard Supper": {"per_guest": 78.0, "nut_free_possible": False},
    "Harvest Table": {"per_guest": 92.0, "nut_free_possible": True},
}

CLIENTS: dict[str, dict[str, Any]] = {
    "CL-40817": {
        "name": "Odette Ferreira",
        "phone": "+1 541-555-0142",
        "email": "odette.ferreira@example.com",
        "cards": ["Visa ****2716"],
        "client_since": "2026-02-20",
    },
    "CL-39254": {
        "name": "Marguerite Oyelaran",
        "phone": "+1 541-555-0167",
        "email": "m.oyelaran@example.net",
        "cards": [
            "Amex ****3007 (Oyelaran Print Studio)",
            "Visa ****5530",
            "Mastercard ****1184",
        ],
        "client_since": "2026-01-28",
    },
    "CL-41102": {
        "name": "Ruth Calloway",
        "phone": "+1 541-555-0125",
        "email": "ruth.calloway@example.net",
        "cards": ["Mastercard ****4470"],
        "client_since": "2023-09-14",
    },
    "CL-38890": {
        "name": "Teodor Brannigan",
        "phone": "+1 541-555-0119",
        "email": "teo.brannigan@example.com",
        "cards": ["Visa ****8841"],
        "client_since": "2025-10-02",
    },
    "CL-40233": {
        "name": "Leilani Okoro",
        "phone": "+1 541-555-0181",
        "email": "leilani.okoro@example.com",
        "cards": ["Visa ****6352"],
        "client_since": "2026-01-09",
    },
    "CL-41560": {
        "name": "Harlan Vogt",
        "organization": "Kestrel Lane Credit Union",
        "phone": "+1 541-555-0158",
        "email": "hvogt@example.net",
        "cards": ["Amex ****7719 (Kestrel Lane Credit Union)"],
        "client_since": "2020-04-21",
    },
    "CL-39871": {
        "name": "Imogen Tarrant",
        "phone": "+1 541-555-0173",
        "email": "imogen.tarrant@example.com",
        "cards": ["Mastercard ****3391"],
        "client_since": "2025-11-17",
    },
    "CL-38412": {
        "name": "Corwin Pellegrino",
        "organization": "Aldermoot Rowing Club",
        "phone": "+1 541-555-0136",
        "email": "c.pellegrino@example.com",
        "cards": ["Visa ****6604"],
        "client_since": "2024-06-03",
    },
    "CL-41277": {
        "name": "Ezra Quintero",
        "organization": "Fenwick & Daughters Hardware",
        "phone": "+1 541-555-0194",
        "email": "ezra.quintero@example.com",
        "cards": ["Visa ****9127"],
        "client_since": "2025-12-05",
    },
}


def room(name: str) -> dict[str, Any]:
    """A room's terms (a fresh copy), with its name."""
    return {"room": name, **copy.deepcopy(ROOMS[name])}


def verified(client_id: str) -> dict[str, Any]:
    """The result of a successful `verify_client`."""
    c = CLIENTS[client_id]
    out: dict[str, Any] = {
        "verified": True,
        "client_id": client_id,
        "name": c["name"],
        "phone": c["phone"],
        "email": c["email"],
        "client_since": c["client_since"],
        "cards_on_file": list(c["cards"]),
    }
    if c.get("organization"):
        out["organization"] = c["organization"]
    return out
