"""The invented car-rental company's records (Corvane Car Rental): branches and renters.

Every name, customer id, branch code, address, card, amount and date here was made up for this
corpus; the towns (Bellmoor, Quillon, Dunmere, Harrowby Springs) are invented too, phone
numbers are in the fictional 555-01xx range and email addresses are at example.com or
example.net. The session scripts take the results of `verify_customer` and the branch details
from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Corvane Car Rental"

BRANCHES: dict[str, dict[str, Any]] = {
    "BLM-APT": {"name": "Bellmoor Airport", "address": "1 Terminal Loop, Bellmoor"},
    "BLM-DTN": {"name": "Bellmoor Downtown", "address": "40 Harbor St, Bellmoor"},
    "QLN-STN": {"name": "Quillon Station", "address": "2 Rail Plaza, Quillon"},
    "QLN-APT": {"name": "Quillon Airport", "address": "300 Airfield Rd, Quillon"},
    "DNM-MAIN": {"name": "Dunmere", "address": "9 Ferris Rd, Dunmere"},
    "HRS-01": {"name": "Harrowby Springs", "address": "18 Kiln St, Harrowby Springs"},
}

CUSTOMERS: dict[str, dict[str, Any]] = {
    "CU-40718": {
        "name": "Ines Calloway",
        "phone": "+1 360-555-0134",
        "email": "ines.calloway@example.com",
        "club": None,
        "card_on_file": "Visa ****2231",
    },
    "CU-41290": {
        "name": "Helena Stroud",
        "phone": "+1 360-555-0158",
        "email": "hstroud@example.net",
        "club": None,
        "card_on_file": "Mastercard ****5078",
    },
    "CU-38806": {
        "name": "Rafael Quintero",
        "phone": "+1 360-555-0162",
        "email": "rquintero@example.com",
        "club": None,
        "card_on_file": "Amex ****1009",
    },
    "CU-44719": {
        "name": "Lena Marchetti",
        "phone": "+1 360-555-0119",
        "email": "lena.marchetti@example.com",
        "club": "CC-4471902",
        "card_on_file": "Visa ****8053",
    },
    "CU-45203": {
        "name": "Grace Whitfield",
        "phone": "+1 360-555-0171",
        "email": "gwhitfield@example.net",
        "club": None,
        "card_on_file": "Visa ****6642",
    },
    "CU-39952": {
        "name": "Oliver Brandt",
        "phone": "+1 360-555-0145",
        "email": "obrandt@example.com",
        "club": None,
        "card_on_file": "Mastercard ****8810",
        "zip": "98112",
    },
    "CU-46018": {
        "name": "Naomi Feld",
        "phone": "+1 360-555-0127",
        "email": "naomi.feld@example.net",
        "club": None,
        "card_on_file": "Amex ****7265",
    },
    "CU-42577": {
        "name": "Jonah Petrakis",
        "phone": "+1 360-555-0183",
        "email": "jpetrakis@example.com",
        "club": None,
        "card_on_file": "Visa ****4418",
    },
    "CU-43361": {
        "name": "Beatriz Salgado",
        "phone": "+1 360-555-0196",
        "email": "beatriz.salgado@example.net",
        "club": "CC-4339010",
        "card_on_file": "Visa ****3390",
    },
}


def branch(code: str) -> str:
    """A branch's name and address, as the tools write them."""
    b = BRANCHES[code]
    return f"{b['name']} ({code}), {b['address']}"


def verified(customer_id: str, **found: Any) -> dict[str, Any]:
    """The result of a successful `verify_customer`: the renter, and what was matched."""
    c = copy.deepcopy(CUSTOMERS[customer_id])
    out: dict[str, Any] = {"verified": True, "customer_id": customer_id, "name": c["name"]}
    out.update(found)
    out["phone"] = c["phone"]
    out["email"] = c["email"]
    if c["club"]:
        out["corvane_club"] = c["club"]
    out["card_on_file"] = c["card_on_file"]
    return out
