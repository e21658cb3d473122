"""The invented coworking company's records (Tallowgate Workrooms): sites, prices, members.

Every site, address, company, member name, member id, account, desk, card, amount and date here
was made up for this corpus; the towns (Wendleby, Gallowmere) are invented too, phone numbers
are in the fictional 555-01xx range and email addresses are at example.com or example.net. The
session scripts take the results of the read tools (`verify_member`, `verify_account`, ...)
from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Tallowgate Workrooms"

SITES: dict[str, dict[str, Any]] = {
    "Canal Street": {
        "site_id": "SITE-CS",
        "address": "27 Canal Street, Wendleby, OR 97352",
        "staffed_hours": "Mon-Fri 08:00-19:00",
    },
    "Skerrow Wharf": {
        "site_id": "SITE-SW",
        "address": "3 Pier Lane, Gallowmere, OR 97365",
        "staffed_hours": "Mon-Fri 08:00-18:00",
    },
}

PRICES: dict[str, float] = {
    "hot_desk": 240.0,
    "fixed_desk": 385.0,
    "fixed_desk_12m": 345.0,
    "setup_fee_per_seat": 60.0,
    "locker": 14.0,
    "room_credits_10": 45.0,
    "room_credits_25": 100.0,
}

ACCOUNTS: dict[str, dict[str, Any]] = {
    "ACC-7731": {
        "company": "Harebell Analytics",
        "admin": "Cressida Kilbride",
        "email": "cressida.k@example.com",
        "phone": "+1 503-555-0121",
        "billing": "card",
        "payment_method": "Visa ****6402",
        "members": [
            {
                "member_id": "TG-40317",
                "name": "Cressida Kilbride",
                "membership_id": "MS-55012",
                "type": "hot desk",
                "site": "Canal Street",
                "monthly": 240.0,
            }
        ],
    },
    "ACC-6142": {
        "company": "Yarrowby Cartography",
        "admin": "Peregrine Thistlewood",
        "email": "p.thistlewood@example.net",
        "phone": "+1 503-555-0147",
        "billing": "invoice",
        "payment_method": "bank transfer (net 14)",
        "members": [
            {
                "member_id": "TG-38102",
                "name": "Peregrine Thistlewood",
                "membership_id": "MS-54120",
                "type": "hot desk",
                "site": "Canal Street",
                "monthly": 240.0,
            },
            {
                "member_id": "TG-38103",
                "name": "Lorcan Ysabeau",
                "membership_id": "MS-54121",
                "type": "hot desk",
                "site": "Canal Street",
                "monthly": 240.0,
            },
            {
                "member_id": "TG-38109",
                "name": "Marisa Tullia",
                "membership_id": "MS-54122",
                "type": "hot desk",
                "site": "Canal Street",
                "monthly": 240.0,
            },
        ],
    },
    "ACC-8054": {
        "company": "Heronsgate Robotics",
        "admin": "Bettany Ruthven",
        "email": "b.ruthven@example.com",
        "phone": "+1 503-555-0189",
        "billing": "invoice",
        "payment_method": "bank transfer (net 14)",
        "members": [
            {
                "member_id": "TG-41201",
                "name": "Bettany Ruthven",
                "membership_id": "MS-56010",
                "type": "fixed desk",
                "desk": "D-130",
                "site": "Canal Street",
                "monthly": 385.0,
            },
            {
                "member_id": "TG-41207",
                "name": "Dragomir Zeller",
                "membership_id": "MS-56011",
                "type": "fixed desk",
                "desk": "D-131",
                "site": "Canal Street",
                "monthly": 385.0,
            },
            {
                "member_id": "TG-41208",
                "name": "Ambrosine Ferrers",
                "membership_id": "MS-56012",
                "type": "fixed desk",
                "desk": "D-132",
                "site": "Canal Street",
                "monthly": 385.0,
            },
            {
                "member_id": "TG-41215",
                "name": "Kit Mabry",
                "membership_id": "MS-56020",
                "type": "hot desk",
                "site": "Canal Street",
                "monthly": 240.0,
            },
        ],
    },
    "ACC-5519": {
        "company": "Foxglove Games",
        "admin": "Jago Loxley",
        "email": "jago@example.net",
        "phone": "+1 503-555-0133",
        "billing": "card",
        "payment_method": "Visa ****2047",
        "members": [
            {
                "member_id": "TG-39410",
                "name": "Jago Loxley",
                "membership_id": "MS-53310",
                "type": "hot desk",
                "site": "Canal Street",
                "monthly": 240.0,
            },
            {
                "member_id": "TG-39455",
                "name": "Gwilym Orrinwood",
                "membership_id": "MS-53311",
                "type": "hot desk",
                "site": "Canal Street",
                "monthly": 240.0,
            },
            {
                "member_id": "TG-39461",
                "name": "Clodagh Weatherell",
                "membership_id": "MS-53312",
                "type": "hot desk",
                "site": "Canal Street",
                "monthly": 240.0,
            },
        ],
    },
    "ACC-4477": {
        "company": "Cormorant Media",
        "admin": "Morwenna Pennefather",
        "email": "morwenna@example.com",
        "phone": "+1 503-555-0115",
        "billing": "card",
        "payment_method": "Mastercard ****8851",
        "members": [
            {
                "member_id": "TG-36620",
                "name": "Leocadia Hartigan",
                "membership_id": "MS-52201",
                "type": "hot desk",
                "site": "Skerrow Wharf",
                "monthly": 240.0,
                "deposit": 240.0,
                "addons": [{"addon": "locker", "locker": "L-09", "monthly": 14.0}],
            },
            {
                "member_id": "TG-36624",
                "name": "Fintan Vasquez-Orme",
                "membership_id": "MS-52202",
                "type": "hot desk",
                "site": "Skerrow Wharf",
                "monthly": 240.0,
                "deposit": 240.0,
            },
        ],
    },
}

MEMBERS: dict[str, dict[str, Any]] = {
    "TG-37705": {
        "name": "Mirabel Okwuosa",
        "email": "mirabel.o@example.net",
        "membership_id": "MS-51877",
        "type": "hot desk",
        "site": "Canal Street",
        "monthly": 240.0,
        "payment_method": "Mastercard ****3318",
        "room_credits": {"balance": 3, "monthly_allowance": 8, "refresh": "2026-04-01"},
    },
    "TG-38830": {
        "name": "Barnaby Cuthill",
        "company": "Cuthill Bindery",
        "phone": "+1 503-555-0162",
        "membership_id": "MS-53004",
        "type": "hot desk",
        "site": "Canal Street",
        "monthly": 240.0,
        "payment_method": "Visa ****9127",
        "home_address": "61 Alder Row, Wendleby, OR 97354",
    },
    "TG-39952": {
        "name": "Wilfrid Quilliam",
        "email": "wquilliam@example.com",
        "membership_id": "MS-53790",
        "type": "hot desk",
        "site": "Canal Street",
        "monthly": 240.0,
        "payment_method": "Amex ****7710",
        "guest_days": {"free_per_month": 1, "used_this_month": 0},
    },
    "TG-40265": {
        "name": "Agathe Thorncastle",
        "company": "Teasel Survey Ltd",
        "account_id": "ACC-6690",
        "phone": "+1 503-555-0178",
        "membership_id": "MS-54833",
        "type": "fixed desk",
        "desk": "D-118",
        "site": "Canal Street",
        "monthly": 385.0,
        "billing": "invoice",
        "colleagues": [
            {"member_id": "TG-40266", "name": "Tancred Oakenfold", "desk": "D-119"},
        ],
    },
}


def account(account_id: str) -> dict[str, Any]:
    """The result of a successful `verify_account` (a fresh copy)."""
    a = copy.deepcopy(ACCOUNTS[account_id])
    return {
        "verified": True,
        "account_id": account_id,
        "company": a["company"],
        "admin": a["admin"],
        "billing": a["billing"],
        "payment_method": a["payment_method"],
        "members": a["members"],
    }


def member(member_id: str) -> dict[str, Any]:
    """The result of a successful `verify_member` (a fresh copy)."""
    m = copy.deepcopy(MEMBERS[member_id])
    out: dict[str, Any] = {"verified": True, "member_id": member_id, "status": "active"}
    for key in ("email", "phone", "home_address"):
        m.pop(key, None)
    out.update(m)
    out["site_address"] = SITES[m["site"]]["address"]
    return out
