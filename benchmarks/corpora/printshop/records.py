"""The invented print shop's records (Brackenlow Print & Sign): stocks, accounts and jobs.

Every account, contact, job number, stock price, amount and date here was made up for this
corpus; the towns (Varrowdene, Quillmarsh, Stennet Cove) are invented too, phone numbers are in
the fictional 555-01xx range and email addresses are at example.com or example.net. The
session scripts take the results of the read tools (`lookup_account`, `get_job`,
`get_quote`, ...) from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

SHOP = "Brackenlow Print & Sign"
SETUP_FEE = 45.0
"""Charged once per run (plates, imposition, the digital proof)."""
RUSH_RATE = 0.25
"""The rush surcharge: 25% of the print cost (not of the setup fee)."""

STOCKS: dict[str, dict[str, float]] = {
    # price per hundred sheets, by product and stock
    "A5 flyer": {
        "130gsm gloss": 6.40,
        "130gsm matte": 6.90,
        "170gsm silk": 8.75,
    },
    "DL flyer": {"130gsm silk": 4.80, "150gsm matte": 5.35},
    "business card": {"350gsm matte": 9.60, "400gsm soft-touch": 13.40},
    "A2 poster": {"200gsm silk": 96.0},
    "A5 programme 12pp": {"130gsm silk": 142.0, "150gsm matte": 168.0},
    "A4 leaflet": {"100gsm uncoated": 7.20, "130gsm silk": 8.10},
}

ACCOUNTS: dict[str, dict[str, Any]] = {
    "BA-5120": {
        "name": "Lanternfield Creative",
        "kind": "agency",
        "contact": "Leander Delaroque",
        "email": "l.delaroque@example.com",
        "phone": "+1 207-555-0143",
        "town": "Quillmarsh",
        "terms": "net 30",
        "brands": [
            {"brand": "Tansy Hollow Teas", "account_id": "BA-5124", "job_id": "JB-24107"},
            {"brand": "Otterburn Cycles", "account_id": "BA-5127", "job_id": "JB-24108"},
            {
                "brand": "Hoad & Pimblett Architects",
                "account_id": "BA-5129",
                "job_id": "JB-24109",
            },
            {"brand": "Saltmeadow Brewing", "account_id": "BA-5131", "job_id": "JB-24110"},
        ],
    },
    "BA-4418": {
        "name": "Gullhaven Players",
        "kind": "business",
        "contact": "Odessa Strakosch",
        "email": "box.office@gullhaven.example.net",
        "phone": "+1 207-555-0167",
        "town": "Varrowdene",
        "terms": "card on file",
        "card": "Visa ****2281",
    },
    "BA-3307": {
        "name": "Pellowdene Cider Co.",
        "kind": "business",
        "contact": "Dorotea Linnehan",
        "email": "dorotea.linnehan@example.com",
        "phone": "+1 207-555-0119",
        "town": "Stennet Cove",
        "terms": "net 30",
        "brand_manager": {"name": "Lavinia Grisedale", "email": "l.grisedale@example.com"},
    },
    "BA-2764": {
        "name": "Sternwick Books",
        "kind": "business",
        "contact": "Agatha Lobb",
        "email": "agatha@sternwick.example.net",
        "phone": "+1 207-555-0158",
        "town": "Varrowdene",
        "terms": "card on file",
        "card": "Mastercard ****6604",
    },
    "BA-4091": {
        "name": "Gorrick & Thwaite Surveyors",
        "kind": "business",
        "contact": "Isadora Venkataraman",
        "email": "i.venkataraman@example.com",
        "phone": "+1 207-555-0176",
        "town": "Stennet Cove",
        "terms": "net 30",
    },
    "BA-1958": {
        "name": "Quarrender Opticians",
        "kind": "business",
        "contact": "Lowell Ardagh",
        "email": "lowell@quarrender.example.net",
        "phone": "+1 207-555-0131",
        "town": "Stennet Cove",
        "terms": "card on file",
        "card": "Amex ****3007",
        "address": "14 Wharfside Row, Stennet Cove",
    },
    "BA-6235": {
        "name": "Fernhollow Garden Centre",
        "kind": "business",
        "contact": "Wilma Maclaverty",
        "email": "wilma@fernhollow.example.com",
        "phone": "+1 207-555-0184",
        "town": "Quillmarsh",
        "terms": "card on file",
        "card": "Visa ****9152",
    },
    "BA-5562": {
        "name": "Stennet Cove Choral Society",
        "kind": "community",
        "contact": "Rasmus Tealby",
        "email": "rtealby@example.net",
        "phone": "+1 207-555-0105",
        "town": "Stennet Cove",
        "terms": "card on file",
        "card": "Mastercard ****4470",
    },
    "BA-3840": {
        "name": "Ribblesford Estate Agents",
        "kind": "business",
        "contact": "Saskia Dunphail",
        "email": "saskia.dunphail@example.com",
        "phone": "+1 207-555-0192",
        "town": "Varrowdene",
        "terms": "card on file",
        "card": "Mastercard ****1836",
    },
}


def account(account_id: str) -> dict[str, Any]:
    """The result of a successful `lookup_account`."""
    a = copy.deepcopy(ACCOUNTS[account_id])
    return {"found": True, "account_id": account_id, **a}


def price(product: str, stock: str, qty: int, rush: bool = False) -> dict[str, Any]:
    """One line of a `get_quote` result: per-hundred rate, print cost, setup, rush, total."""
    rate = STOCKS[product][stock]
    cost = round(rate * qty / 100, 2)
    out: dict[str, Any] = {
        "product": product,
        "stock": stock,
        "qty": qty,
        "per_100": rate,
        "print_cost": cost,
        "setup_fee": SETUP_FEE,
    }
    if rush:
        out["rush_surcharge"] = round(cost * RUSH_RATE, 2)
    out["total"] = round(cost + SETUP_FEE + out.get("rush_surcharge", 0.0), 2)
    return out
