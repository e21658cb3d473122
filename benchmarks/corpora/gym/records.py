"""The invented fitness club chain's records (Ironvale Fitness): clubs, plans and members.

Every club, address, member name, member id, card, amount and date here was made up for this
corpus; the towns (Brenton, Carrow Hill, Dunmere) are invented too, phone numbers are in the
fictional 555-01xx range and email addresses are at example.com or example.net. The session
scripts take the results of the read tools (`verify_member`, ...) from these tables, through
the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

CHAIN = "Ironvale Fitness"

CLUBS: dict[str, dict[str, Any]] = {
    "Harlow Street": {"club_id": "CLB-BH", "address": "41 Harlow St, Brenton, WA 98361"},
    "Eastgate": {"club_id": "CLB-BE", "address": "1200 Eastgate Blvd, Brenton, WA 98362"},
    "Carrow Hill": {"club_id": "CLB-CH", "address": "7 Pellham Rd, Carrow Hill, WA 98370"},
    "Dunmere Riverside": {"club_id": "CLB-DR", "address": "300 Quayside Dr, Dunmere, WA 98384"},
    "Dunmere Northgate": {"club_id": "CLB-DN", "address": "88 Northgate Ave, Dunmere, WA 98386"},
}

PLANS: dict[str, dict[str, Any]] = {
    "Core": {"dues": 34.99, "access": "home club only"},
    "Flex": {"dues": 49.99, "access": "all clubs"},
    "Prime": {
        "dues": 69.99,
        "access": "all clubs",
        "perks": ["2 guest passes a month", "towel service", "10% off personal training"],
    },
    "Family add-on (teen)": {"dues": 24.99, "access": "the main member's clubs"},
}

MEMBERS: dict[str, dict[str, Any]] = {
    "IV-2207415": {
        "name": "Marisol Teague",
        "plan": "Prime",
        "home_club": "Harlow Street",
        "phone": "+1 360-555-0138",
        "email": "m.teague@example.com",
        "payment_method": "Visa ****4419",
        "member_since": "2022-03-14",
        "pt_packages": [
            {
                "package_id": "PT-58210",
                "trainer": "Jonah Reyes",
                "sessions_left": 6,
                "expires": "2025-12-20",
            }
        ],
    },
    "IV-3381906": {
        "name": "Hannah Kowalczyk",
        "plan": "Flex",
        "home_club": "Eastgate",
        "phone": "+1 360-555-0151",
        "email": "hkowalczyk@example.com",
        "payment_method": "Mastercard ****2290",
        "member_since": "2021-09-02",
        "household": ["IV-3381914"],
    },
    "IV-3381914": {
        "name": "Theo Kowalczyk",
        "plan": "Family add-on (teen)",
        "home_club": "Eastgate",
        "member_since": "2023-06-20",
    },
    "IV-1946027": {
        "name": "Tomas Brandvold",
        "plan": "Core",
        "home_club": "Carrow Hill",
        "phone": "+1 360-555-0107",
        "zip": "98370",
        "email": "tbrandvold@example.net",
        "payment_method": "Visa ****7731",
        "member_since": "2024-01-08",
    },
    "IV-2875530": {
        "name": "Rafael Duarte",
        "plan": "Core",
        "home_club": "Harlow Street",
        "phone": "+1 360-555-0172",
        "email": "rafa.duarte@example.com",
        "payment_method": "Visa debit ****3056",
        "member_since": "2023-02-27",
    },
    "IV-4120778": {
        "name": "Leah Brightwater",
        "plan": "Prime",
        "home_club": "Eastgate",
        "phone": "+1 360-555-0183",
        "email": "leah.b@example.net",
        "payment_method": "Amex ****1009",
        "member_since": "2020-11-30",
    },
    "IV-3590412": {
        "name": "Curtis Lindqvist",
        "plan": "Flex",
        "home_club": "Harlow Street",
        "phone": "+1 360-555-0164",
        "email": "c.lindqvist@example.net",
        "payment_method": "Visa ****5082",
        "member_since": "2025-08-11",
    },
    "IV-4471203": {
        "name": "Ines Marchetti",
        "plan": "Flex",
        "home_club": "Carrow Hill",
        "phone": "+1 360-555-0119",
        "email": "ines.marchetti@example.com",
        "payment_method": "Mastercard ****8840",
        "member_since": "2022-05-16",
    },
    "IV-1583349": {
        "name": "Walter Njoroge",
        "plan": "Prime",
        "home_club": "Dunmere Riverside",
        "phone": "+1 360-555-0145",
        "email": "wnjoroge@example.net",
        "payment_method": "Mastercard ****6618",
        "member_since": "2019-04-03",
    },
    "IV-2650918": {
        "name": "Greta Solheim",
        "plan": "Prime",
        "home_club": "Eastgate",
        "phone": "+1 360-555-0126",
        "email": "greta.solheim@example.com",
        "payment_method": "Visa ****2734",
        "member_since": "2021-01-19",
        "household": ["IV-2650926"],
    },
    "IV-2650926": {
        "name": "Anders Solheim",
        "plan": "Prime",
        "home_club": "Eastgate",
        "member_since": "2021-01-19",
    },
}


def plan(name: str) -> dict[str, Any]:
    """A plan's terms (a fresh copy), with its name."""
    return {"plan": name, **copy.deepcopy(PLANS[name])}


def verified(member_id: str) -> dict[str, Any]:
    """The result of a successful `verify_member`."""
    m = MEMBERS[member_id]
    out: dict[str, Any] = {
        "verified": True,
        "member_id": member_id,
        "name": m["name"],
        "status": "active",
        "plan": m["plan"],
        "monthly_dues": PLANS[m["plan"]]["dues"],
        "home_club": m["home_club"],
        "club_address": CLUBS[m["home_club"]]["address"],
        "member_since": m["member_since"],
        "draft_day": 1,
        "payment_method": m["payment_method"],
    }
    if m.get("pt_packages"):
        out["pt_packages"] = copy.deepcopy(m["pt_packages"])
    if m.get("household"):
        out["household"] = [
            {
                "member_id": n,
                "name": MEMBERS[n]["name"],
                "plan": MEMBERS[n]["plan"],
                "monthly_dues": PLANS[MEMBERS[n]["plan"]]["dues"],
            }
            for n in m["household"]
        ]
    return out
