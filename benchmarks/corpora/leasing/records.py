"""The invented leasing company's records (Ketterby Business Leasing): models, rates, customers.

Every company, address, contact name, account id, schedule, model, rate, amount and date here
was made up for this corpus; the towns (Stallbridge, Pennock Mill, Hobbeswick, Orrick Bay)
are invented too, phone numbers are in the fictional 555-01xx range and email addresses are at
example.com or example.net. The session scripts take the results of the read tools
(`verify_account`, `get_lease_schedules`, ...) from these tables, through the helpers below,
which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Ketterby Business Leasing"
DEPOT = "Orrick Bay depot, 2 Saltmarsh Way, Orrick Bay, OR 97465"
DELIVERY_FEE = 95.00
MINIMUM_TERM_MONTHS = 24

# Rent per unit per month, new units, by term in months.
RATES: dict[str, dict[int, float]] = {
    "Norvane Slate 14": {24: 46.80, 36: 39.90},
    "Norvane Slate 16": {24: 58.60, 36: 52.40},
    "Norvane Slate 16 Pro": {24: 69.30, 36: 61.90},
    "Lumeo 24": {24: 11.40, 36: 9.80},
    "Lumeo 27": {24: 17.20, 36: 14.90},
    "Presswick M420": {24: 26.10, 36: 22.50},
}
REFURBISHED_RATES: dict[str, dict[int, float]] = {"Norvane Slate 14": {36: 31.50}}
WAIVER_RATES: dict[str, float] = {"laptop": 3.20, "monitor": 0.90, "printer": 1.60}

ACCOUNTS: dict[str, dict[str, Any]] = {
    "KL-20417": {
        "customer": "Tresillian Tax Partners",
        "contact": "Bronwen Tremayne",
        "role": "office manager (authorized)",
        "phone": "+1 503-555-0142",
        "email": "b.tremayne@example.com",
        "customer_since": "2020-02-03",
    },
    "KL-31562": {
        "customer": "Frome & Lisle Engineering",
        "contact": "Ulric Fensom",
        "role": "finance contact (authorized)",
        "phone": "+1 503-555-0151",
        "email": "ulric.fensom@example.net",
        "customer_since": "2021-01-11",
    },
    "KL-44908": {
        "customer": "Sallowfield Cartography",
        "contact": "Piet Quenneville",
        "role": "office manager (authorized)",
        "phone": "+1 503-555-0177",
        "email": "piet.q@example.com",
        "customer_since": "2024-06-17",
    },
    "KL-52790": {
        "customer": "Gossamer Lane Recruitment",
        "contact": "Aurelie Brannagh",
        "role": "office manager (authorized)",
        "phone": "+1 503-555-0108",
        "email": "aurelie.b@example.com",
        "customer_since": "2022-09-05",
    },
    "KL-61135": {
        "customer": "Brindlecote Legal",
        "contact": "Sefton Greaves",
        "role": "office manager (authorized)",
        "phone": "+1 503-555-0163",
        "email": "sgreaves@example.net",
        "customer_since": "2023-12-01",
    },
    "KL-73604": {
        "customer": "Quillfeather Events",
        "contact": "Leontine Farrugia",
        "role": "account owner",
        "phone": "+1 503-555-0129",
        "zip": "97418",
        "email": "leontine@example.com",
        "customer_since": "2023-05-22",
    },
    "KL-80251": {
        "customer": "Tamberlin Print Studio",
        "contact": "Ruairi Kisfaludy",
        "role": "office manager (authorized)",
        "phone": "+1 503-555-0188",
        "email": "r.kisfaludy@example.com",
        "customer_since": "2024-07-01",
    },
    "KL-86620": {
        "customer": "Corbridge Acoustics",
        "contact": "Imelda Thornbury",
        "role": "office manager (authorized)",
        "owner": "Henrietta Kolb",
        "phone": "+1 503-555-0114",
        "email": "imelda.t@example.net",
        "customer_since": "2022-03-28",
    },
    "KL-90733": {
        "customer": "Haverleigh Dental Studio",
        "contact": "Nkechi Arbuthnot",
        "role": "finance contact (authorized)",
        "phone": "+1 503-555-0135",
        "email": "nkechi.arbuthnot@example.com",
        "customer_since": "2025-01-13",
    },
}

SCHEDULES: dict[str, list[dict[str, Any]]] = {
    "KL-20417": [
        {
            "schedule_id": "SCH-20417-01",
            "site": "head office, 51 Coopers Lane, Stallbridge, OR 97402",
            "items": ["12 x Norvane Slate 14", "12 x Lumeo 24"],
            "monthly": 596.40,
            "ends": "2027-08-31",
        },
        {
            "schedule_id": "SCH-20417-02",
            "site": "Pennock Mill branch, 14 Quillon Row, Pennock Mill, OR 97431",
            "items": ["3 x Norvane Slate 14"],
            "monthly": 119.70,
            "ends": "2027-05-31",
        },
    ],
    "KL-61135": [
        {
            "schedule_id": "SCH-61135-01",
            "site": "head office, 7 Glebe Court, Stallbridge, OR 97403",
            "items": ["20 x Lumeo 27", "4 x Presswick M420"],
            "monthly": 388.00,
            "ends": "2027-11-30",
            "damage_waiver": None,
        },
        {
            "schedule_id": "SCH-61135-02",
            "site": "head office, 7 Glebe Court, Stallbridge, OR 97403",
            "items": ["14 x Norvane Slate 14"],
            "monthly": 558.60,
            "ends": "2028-01-31",
            "damage_waiver": None,
        },
    ],
    "KL-80251": [
        {
            "schedule_id": "SCH-80251-01",
            "site": "design studio, 23 Ropewalk, Hobbeswick, OR 97452",
            "items": ["5 x Norvane Slate 14"],
            "use": "design team",
            "monthly": 199.50,
            "ends": "2027-06-30",
        },
        {
            "schedule_id": "SCH-80251-02",
            "site": "front office, 23 Ropewalk, Hobbeswick, OR 97452",
            "items": ["4 x Norvane Slate 14", "2 x Presswick M420"],
            "use": "front office",
            "monthly": 204.60,
            "ends": "2027-06-30",
        },
    ],
}


def verified(account_id: str) -> dict[str, Any]:
    """The result of a successful `verify_account`."""
    a = ACCOUNTS[account_id]
    out: dict[str, Any] = {
        "verified": True,
        "account_id": account_id,
        "customer": a["customer"],
        "contact": a["contact"],
        "role": a["role"],
        "account_status": "active",
        "customer_since": a["customer_since"],
    }
    if a.get("owner"):
        out["account_owner"] = a["owner"]
    return out


def schedules(account_id: str) -> dict[str, Any]:
    """The result of `get_lease_schedules` (a fresh copy)."""
    return {"account_id": account_id, "schedules": copy.deepcopy(SCHEDULES[account_id])}
