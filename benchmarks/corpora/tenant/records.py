"""The invented operator's records (Tallgrass Residential): residents, leases, work orders.

Every name, resident id, lease id, unit, work-order id, plate, address, amount and date here was
made up for this corpus; phone numbers are in the fictional 555-01xx range and email addresses
are at example.net. The session scripts take the results of the read tools (`get_lease`,
`get_account`, `list_work_orders`, ...) from these tables, through the helpers below, which
return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

OPERATOR = "Tallgrass Residential"

PROPERTIES: dict[str, dict[str, Any]] = {
    "KPT": {
        "name": "Kestrel Point Apartments",
        "address": "2200 Alder Creek Pkwy, Sacramento, CA 95833",
        "office_phone": "+1 916-555-0100",
    },
    "JRL": {
        "name": "Juniper Row Lofts",
        "address": "815 Q St, Sacramento, CA 95811",
        "office_phone": "+1 916-555-0104",
    },
    "WFC": {
        "name": "Wrenfield Commons",
        "address": "3150 Fulton Ave, Sacramento, CA 95821",
        "office_phone": "+1 916-555-0108",
    },
}

RESIDENTS: dict[str, dict[str, Any]] = {
    "RES-40718": {
        "resident_id": "RES-40718",
        "name": "Priya Raman",
        "property": "KPT",
        "unit": "3C",
        "lease_id": "LS-771402",
        "phone": "+1 916-555-0142",
        "email": "priya.raman@example.net",
    },
    "RES-52290": {
        "resident_id": "RES-52290",
        "name": "Marcus Bell",
        "property": "WFC",
        "unit": "B-214",
        "lease_id": "LS-783116",
        "phone": "+1 916-555-0157",
        "email": "mbell@example.net",
    },
    "RES-47105": {
        "resident_id": "RES-47105",
        "name": "Tomás Herrera",
        "property": "JRL",
        "unit": "604",
        "lease_id": "LS-760388",
        "phone": "+1 916-555-0131",
        "email": "tomas.herrera@example.net",
    },
    "RES-43360": {
        "resident_id": "RES-43360",
        "name": "Dana Whitfield",
        "property": "KPT",
        "unit": "2F",
        "lease_id": "LS-749921",
        "phone": "+1 916-555-0176",
        "email": "dana.whitfield@example.net",
    },
    "RES-49931": {
        "resident_id": "RES-49931",
        "name": "Jordan Pike",
        "property": "WFC",
        "unit": "C-107",
        "lease_id": "LS-766530",
        "phone": "+1 916-555-0119",
        "email": "jpike@example.net",
    },
    "RES-51064": {
        "resident_id": "RES-51064",
        "name": "Elena Vasquez",
        "property": "KPT",
        "unit": "5A",
        "lease_id": "LS-780247",
        "phone": "+1 916-555-0188",
        "email": "elena.vasquez@example.net",
    },
    "RES-46612": {
        "resident_id": "RES-46612",
        "name": "Keisha Odom",
        "property": "JRL",
        "unit": "1114",
        "lease_id": "LS-772095",
        "phone": "+1 916-555-0123",
        "email": "keisha.odom@example.net",
    },
    "RES-45572": {
        "resident_id": "RES-45572",
        "name": "Hannah Cho",
        "property": "WFC",
        "unit": "A-302",
        "lease_id": "LS-755014",
        "phone": "+1 916-555-0165",
        "email": "hannah.cho@example.net",
    },
    "RES-38820": {
        "resident_id": "RES-38820",
        "name": "Ben Adeyemi",
        "property": "KPT",
        "unit": "4B",
        "lease_id": "LS-731876",
        "phone": "+1 916-555-0192",
        "email": "ben.adeyemi@example.net",
        "status": "former",
    },
}

LEASES: dict[str, dict[str, Any]] = {
    "LS-760388": {
        "lease_id": "LS-760388",
        "resident_id": "RES-47105",
        "unit": "604",
        "property": "Juniper Row Lofts",
        "start": "2023-12-01",
        "end": "2024-11-30",
        "monthly_rent": 1525.0,
        "security_deposit": 1500.0,
        "notice_days": 60,
        "status": "active",
    },
    "LS-749921": {
        "lease_id": "LS-749921",
        "resident_id": "RES-43360",
        "unit": "2F",
        "property": "Kestrel Point Apartments",
        "start": "2023-11-01",
        "end": "2024-10-31",
        "monthly_rent": 1810.0,
        "security_deposit": 1800.0,
        "notice_days": 60,
        "status": "active",
    },
    "LS-755014": {
        "lease_id": "LS-755014",
        "resident_id": "RES-45572",
        "unit": "A-302",
        "property": "Wrenfield Commons",
        "start": "2024-07-01",
        "end": "2025-06-30",
        "monthly_rent": 1760.0,
        "security_deposit": 1760.0,
        "leaseholders": ["Hannah Cho"],
        "occupants": [],
        "status": "active",
    },
}

WORK_ORDERS: dict[str, dict[str, Any]] = {
    "WO-58213": {
        "work_order_id": "WO-58213",
        "unit": "3C",
        "category": "ventilation",
        "description": "bathroom exhaust fan rattles loudly",
        "priority": "routine",
        "status": "scheduled",
        "date": "2024-09-12",
        "window": "08:00-10:00",
        "permission_to_enter": True,
        "opened": "2024-08-29",
    },
    "WO-61031": {
        "work_order_id": "WO-61031",
        "unit": "5D",
        "category": "heating",
        "description": "no heat",
        "priority": "emergency",
        "status": "dispatched",
        "opened": "2024-11-16T08:40",
    },
}


ACCOUNTS: dict[str, dict[str, Any]] = {
    "RES-52290": {
        "resident_id": "RES-52290",
        "balance": 1760.0,
        "charges": [
            {
                "charge_id": "CHG-30855",
                "what": "rent, September 2024",
                "amount": 1685.0,
                "due": "2024-09-01",
                "status": "unpaid",
            },
            {
                "charge_id": "CHG-30917",
                "what": "late fee",
                "amount": 75.0,
                "posted": "2024-09-06",
                "status": "unpaid",
            },
        ],
        "late_payments_last_12_months": 0,
        "courtesy_waiver_available": True,
    },
}

PAYMENT_METHODS: dict[str, dict[str, Any]] = {
    "RES-52290": {
        "methods": [
            {
                "method_id": "PM-2231",
                "type": "bank_account",
                "bank": "Sierra Valley Credit Union",
                "account": "checking",
                "last4": "2231",
                "fee": 0.0,
            },
            {
                "method_id": "PM-7790",
                "type": "bank_account",
                "bank": "Sierra Valley Credit Union",
                "account": "savings",
                "last4": "7790",
                "fee": 0.0,
            },
            {"method_id": "PM-CARD", "type": "card", "fee_percent": 2.95},
        ]
    },
}

RENEWAL_OFFERS: dict[str, dict[str, Any]] = {
    "LS-749921": {
        "lease_id": "LS-749921",
        "current_rent": 1810.0,
        "current_end": "2024-10-31",
        "offer_expires": "2024-09-30",
        "options": [
            {
                "term_months": 12,
                "monthly_rent": 1940.0,
                "start": "2024-11-01",
                "end": "2025-10-31",
            },
            {
                "term_months": 15,
                "monthly_rent": 1895.0,
                "start": "2024-11-01",
                "end": "2026-01-31",
            },
            {"term_months": 0, "label": "month-to-month", "monthly_rent": 2310.0},
        ],
    },
}


def resident(resident_id: str) -> dict[str, Any]:
    """One resident's record (a fresh copy)."""
    return copy.deepcopy(RESIDENTS[resident_id])


def lease(lease_id: str) -> dict[str, Any]:
    """The result of `get_lease` (a fresh copy)."""
    return copy.deepcopy(LEASES[lease_id])


def work_order(work_order_id: str) -> dict[str, Any]:
    """One work order (a fresh copy)."""
    return copy.deepcopy(WORK_ORDERS[work_order_id])


def verified(resident_id: str) -> dict[str, Any]:
    """The result of a successful `verify_resident`."""
    r = RESIDENTS[resident_id]
    out = {
        "verified": True,
        "resident_id": resident_id,
        "name": r["name"],
        "property": PROPERTIES[r["property"]]["name"],
        "unit": r["unit"],
        "lease_id": r["lease_id"],
    }
    if r.get("status") == "former":
        out["status"] = "former resident"
    return out


def account(resident_id: str) -> dict[str, Any]:
    """The result of `get_account` (a fresh copy)."""
    return copy.deepcopy(ACCOUNTS[resident_id])


def payment_methods(resident_id: str) -> dict[str, Any]:
    """The result of `get_payment_methods` (a fresh copy)."""
    return copy.deepcopy(PAYMENT_METHODS[resident_id])


def renewal_offer(lease_id: str) -> dict[str, Any]:
    """The result of `get_renewal_offer` (a fresh copy)."""
    return copy.deepcopy(RENEWAL_OFFERS[lease_id])
