"""The invented utility's records (Northmere Power & Gas): customers, accounts, premises, meters.

Every name, account number, premise id, meter number, address, amount and date here was made
up for this corpus; the towns (Halden, Ashby Crossing, Corrigan Falls) are invented too, phone
numbers are in the fictional 555-01xx range and email addresses are at example.net. The
session scripts take the results of the read tools (`verify_customer`, `get_billing_history`,
...) from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

UTILITY = "Northmere Power & Gas"

PREMISES: dict[str, dict[str, Any]] = {
    "PR-605512": {
        "address": "18 Wren Hollow Rd, Halden, OR 97401",
        "services": ["electric", "gas"],
        "meters": {"electric": "EM-88213407", "gas": "GM-31190264"},
    },
    "PR-417780": {
        "address": "902 Tamarack St, Apt 3, Halden, OR 97402",
        "services": ["electric", "gas"],
        "meters": {"electric": "EM-70128853", "gas": "GM-22907716"},
    },
    "PR-220931": {
        "address": "14 Larch Ct, Apt 2B, Halden, OR 97401",
        "services": ["electric"],
        "meters": {"electric": "EM-55310982"},
    },
    "PR-318846": {
        "address": "233 Fennimore Ave, Ashby Crossing, OR 97412",
        "services": ["electric", "gas"],
        "meters": {"electric": "EM-90415562", "gas": "GM-40277139"},
    },
    "PR-509214": {
        "address": "77 Orchard Bend, Corrigan Falls, OR 97405",
        "services": ["electric", "gas"],
        "meters": {"electric": "EM-47762031", "gas": "GM-18824570"},
    },
    "PR-774402": {
        "address": "4150 Quarry Rd, Corrigan Falls, OR 97405",
        "services": ["electric"],
        "meters": {"electric": "EM-30651174"},
    },
    "PR-774403": {
        "address": "4150 Quarry Rd, Shop, Corrigan Falls, OR 97405",
        "services": ["electric"],
        "meters": {"electric": "EM-30651190"},
    },
    "PR-663017": {
        "address": "51 Cordova Ln, Halden, OR 97401",
        "services": ["electric", "gas"],
        "meters": {"electric": "EM-81904426", "gas": "GM-35518802"},
    },
    "PR-140578": {
        "address": "6 Birchfield Ct, Ashby Crossing, OR 97412",
        "services": ["electric", "gas"],
        "meters": {"electric": "EM-12237795", "gas": "GM-60931148"},
    },
    "PR-835260": {
        "address": "310 Millrace Way, Corrigan Falls, OR 97405",
        "services": ["electric"],
        "meters": {"electric": "EM-61337208"},
    },
    "PR-402118": {
        "address": "12 Sedgewick Pl, Halden, OR 97401",
        "services": ["electric", "gas"],
        "meters": {"electric": "EM-73350918", "gas": "GM-27740365"},
    },
    "PR-402907": {
        "address": "8 Linden Terrace, Unit 4, Halden, OR 97401",
        "services": ["electric"],
        "meters": {"electric": "EM-73361204"},
    },
}

ACCOUNTS: dict[str, dict[str, Any]] = {
    "4410-2287-31": {
        "name": "Dana Okafor",
        "premise_id": "PR-605512",
        "phone": "+1 541-555-0147",
        "email": "dana.okafor@example.net",
        "rate": "R-1 residential",
        "autopay": "checking ****6620, drafts on the due date",
    },
    "5582-0913-44": {
        "name": "Ruben Castellano",
        "premise_id": "PR-417780",
        "phone": "+1 541-555-0116",
        "email": "rcastellano@example.net",
        "rate": "R-1 residential",
        "autopay": None,
    },
    "6120-4478-02": {
        "name": "Priya Raman",
        "premise_id": "PR-220931",
        "phone": "+1 503-555-0142",
        "email": "priya.raman@example.net",
        "rate": "R-1 residential",
        "autopay": None,
    },
    "3307-5519-60": {
        "name": "Tomasz Wilk",
        "premise_id": "PR-509214",
        "phone": "+1 541-555-0131",
        "email": "t.wilk@example.net",
        "rate": "R-1 residential",
        "autopay": "Mastercard ****2958, drafts on the due date",
    },
    "2281-6604-17": {
        "name": "Hollis Grant",
        "premise_id": "PR-774402",
        "phone": "+1 541-555-0163",
        "email": "hollis.grant@example.net",
        "rate": "R-1 residential",
        "autopay": None,
        "linked": ["2281-6604-25"],
    },
    "2281-6604-25": {
        "name": "Hollis Grant",
        "premise_id": "PR-774403",
        "phone": "+1 541-555-0163",
        "email": "hollis.grant@example.net",
        "rate": "R-1 residential (secondary meter)",
        "autopay": None,
        "linked": ["2281-6604-17"],
    },
    "8045-1172-09": {
        "name": "Maribel Soto",
        "premise_id": "PR-663017",
        "phone": "+1 541-555-0175",
        "email": "maribel.soto@example.net",
        "rate": "R-1 residential",
        "autopay": None,
    },
    "9153-3086-42": {
        "name": "Lucinda Farrow",
        "premise_id": "PR-140578",
        "phone": "+1 541-555-0188",
        "email": "l.farrow@example.net",
        "rate": "R-1 residential",
        "autopay": None,
    },
    "7702-4415-88": {
        "name": "Corinne Adeyemi",
        "premise_id": "PR-835260",
        "phone": "+1 541-555-0129",
        "email": "corinne.adeyemi@example.net",
        "rate": "R-1 residential",
        "autopay": None,
    },
    "1196-2750-33": {
        "name": "Gideon Marsh",
        "premise_id": "PR-402118",
        "phone": "+1 541-555-0151",
        "email": "gmarsh@example.net",
        "rate": "R-1 residential",
        "autopay": "Visa ****3390, drafts on the due date",
        "linked": ["1196-2750-41"],
    },
    "1196-2750-41": {
        "name": "Gideon Marsh",
        "premise_id": "PR-402907",
        "phone": "+1 541-555-0151",
        "email": "gmarsh@example.net",
        "rate": "R-1 residential",
        "autopay": "Visa ****3390, drafts on the due date",
        "linked": ["1196-2750-33"],
    },
}

BALANCES: dict[str, dict[str, Any]] = {
    "5582-0913-44": {
        "account_number": "5582-0913-44",
        "current_balance": 846.2,
        "past_due": 612.45,
        "past_due_from": ["2025-08-22 statement", "2025-09-23 statement"],
        "current_charges": 233.75,
        "current_due_date": "2025-10-24",
        "disconnect_notice": {
            "notice_id": "DN-33107",
            "mailed": "2025-10-02",
            "amount_to_avoid": 612.45,
            "disconnect_on_or_after": "2025-10-16",
        },
        "payment_methods": [
            {"method_id": "PM-1", "type": "card", "brand": "Visa", "last4": "4471"},
            {
                "method_id": "PM-2",
                "type": "bank",
                "bank": "Harbor State Bank",
                "account": "checking",
                "last4": "0932",
            },
        ],
    }
}


def address(premise_id: str) -> str:
    """A premise's service address."""
    return PREMISES[premise_id]["address"]


def premise(premise_id: str) -> dict[str, Any]:
    """A premise's record (a fresh copy), with its id."""
    return {"premise_id": premise_id, **copy.deepcopy(PREMISES[premise_id])}


def verified(account_number: str) -> dict[str, Any]:
    """The result of a successful `verify_customer`."""
    a = ACCOUNTS[account_number]
    p = PREMISES[a["premise_id"]]
    out: dict[str, Any] = {
        "verified": True,
        "account_number": account_number,
        "name": a["name"],
        "premise_id": a["premise_id"],
        "service_address": p["address"],
        "services": list(p["services"]),
        "rate": a["rate"],
        "autopay": a["autopay"],
        "account_status": "active",
    }
    if a.get("linked"):
        out["linked_accounts"] = [
            {
                "account_number": n,
                "premise_id": ACCOUNTS[n]["premise_id"],
                "service_address": address(ACCOUNTS[n]["premise_id"]),
            }
            for n in a["linked"]
        ]
    return out


def balance(account_number: str) -> dict[str, Any]:
    """The result of `get_account_balance` (a fresh copy)."""
    return copy.deepcopy(BALANCES[account_number])
