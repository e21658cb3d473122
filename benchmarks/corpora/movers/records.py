"""The invented moving company's records (Kestrel Lane Moving & Storage): customers, bookings.

Every name, customer id, quote, booking, storage unit, vault and payment id, address, amount
and date here was made up for this corpus; the towns (Brambleford, Osterly Heights, Cinder
Falls, Tallis Creek) are invented too, phone numbers are in the fictional 555-01xx range and
email addresses are at example.com or example.net. The session scripts take the results of
the read tools (`verify_customer`, `get_booking`, ...) from these tables, through the helpers
below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Kestrel Lane Moving & Storage"

CUSTOMERS: dict[str, dict[str, Any]] = {
    "CU-20417": {
        "name": "Naomi Achterberg",
        "phone": "+1 360-555-0134",
        "email": "naomi.achterberg@example.com",
        "payment_methods": [
            {"method_id": "PM-1", "type": "credit", "brand": "Visa", "last4": "6042"},
            {"method_id": "PM-2", "type": "debit", "brand": "Mastercard", "last4": "7715"},
        ],
    },
    "CU-18830": {
        "name": "Desmond Oyelaran",
        "phone": "+1 360-555-0171",
        "email": "d.oyelaran@example.net",
        "payment_methods": [
            {"method_id": "PM-1", "type": "credit", "brand": "Visa", "last4": "5128"},
        ],
    },
    "CU-11094": {
        "name": "Greta Halvorsen",
        "phone": "+1 360-555-0148",
        "email": "greta.halvorsen@example.com",
        "payment_methods": [
            {"method_id": "PM-1", "type": "credit", "brand": "Visa", "last4": "3308"},
        ],
    },
    "CU-17562": {
        "name": "Anil Varghese",
        "phone": "+1 360-555-0119",
        "email": "anil.v@example.net",
        "payment_methods": [
            {"method_id": "PM-1", "type": "credit", "brand": "Amex", "last4": "1009"},
        ],
    },
    "CU-21305": {
        "name": "Colette Marchetti",
        "phone": "+1 360-555-0162",
        "email": "colette.marchetti@example.com",
        "payment_methods": [
            {"method_id": "PM-1", "type": "credit", "brand": "Amex", "last4": "8870"},
            {"method_id": "PM-2", "type": "credit", "brand": "Visa", "last4": "2251"},
        ],
    },
    "CU-20968": {
        "name": "Wendell Park",
        "phone": "+1 360-555-0185",
        "email": "wpark@example.net",
        "payment_methods": [
            {"method_id": "PM-1", "type": "debit", "brand": "Visa", "last4": "4476"},
        ],
    },
    "CU-16251": {
        "name": "Ines Caldwell-Ruiz",
        "phone": "+1 360-555-0127",
        "email": "ines.cr@example.com",
        "payment_methods": [
            {"method_id": "PM-1", "type": "credit", "brand": "Mastercard", "last4": "9034"},
        ],
    },
    "CU-21877": {
        "name": "Rafferty Nkemelu",
        "phone": "+1 360-555-0153",
        "email": "rafferty.nkemelu@example.net",
        "payment_methods": [
            {"method_id": "PM-1", "type": "credit", "brand": "Visa", "last4": "8163"},
        ],
    },
}

BOOKINGS: dict[str, dict[str, Any]] = {
    "MV-30417": {
        "customer_id": "CU-18830",
        "status": "confirmed",
        "move_date": "2025-11-08",
        "arrival_window": "07:30-08:30",
        "from": "2209 Alder Crescent, Brambleford, WA 98321",
        "to": "56 Harlan Rd, Cinder Falls, WA 98347",
        "home": "3-bedroom house",
        "crew": 3,
        "truck": "26 ft",
        "hourly_rate": 209.0,
        "estimated_hours": 8,
        "deposit_paid": 200.0,
        "valuation": "basic ($0.60 per lb per item)",
    },
    "MV-29856": {
        "customer_id": "CU-17562",
        "status": "completed",
        "move_date": "2025-10-11",
        "arrival_window": "08:00-09:00",
        "crew_arrived": "10:42",
        "from": "14 Tern Point Rd, Osterly Heights, WA 98335",
        "to": "780 Greystone Ave, Apt 12, Brambleford, WA 98322",
        "home": "2-bedroom apartment",
        "crew": 3,
        "truck": "20 ft",
        "hours_billed": 6.5,
        "total_charged": 1542.0,
        "paid_with": "Amex ****1009",
        "valuation": "full value protection",
        "declared_value": 30000.0,
        "deductible": 0.0,
        "claim_deadline": "2025-12-10",
    },
    "MV-31022": {
        "customer_id": "CU-21305",
        "status": "confirmed",
        "move_date": "2025-11-22",
        "arrival_window": "08:00-09:00",
        "from": "3 Copperleaf Ct, Cinder Falls, WA 98347",
        "to": "1604 Marlowe St, Brambleford, WA 98321",
        "home": "2-bedroom townhouse",
        "crew": 3,
        "truck": "20 ft",
        "hourly_rate": 179.0,
        "estimated_hours": 6,
        "deposit": {"amount": 150.0, "payment_id": "PAY-70098", "method": "Amex ****8870"},
        "addons": [
            {
                "addon_id": "AD-5531",
                "service": "full packing (crew packs the day before, 2025-11-21)",
                "price": 380.0,
                "paid": {"payment_id": "PAY-70114", "method": "Visa ****2251"},
            },
            {
                "addon_id": "AD-5532",
                "service": "mattress bags x2",
                "price": 24.0,
                "paid": None,
            },
        ],
        "addon_cancellation": "full refund up to 5 days before the service date",
    },
    "MV-30988": {
        "customer_id": "CU-20968",
        "status": "confirmed",
        "move_date": "2025-11-29",
        "arrival_window": "09:00-10:00",
        "from": "88 Quarry Hill Rd, Apt 2, Osterly Heights, WA 98335",
        "to": "412 Wexley Ln, Cinder Falls, WA 98347",
        "home": "1-bedroom apartment",
        "crew": 2,
        "truck": "16 ft",
        "hourly_rate": 139.0,
        "estimated_hours": 4,
        "deposit_paid": 100.0,
        "addons": [],
    },
}

STORAGE_UNITS: dict[str, dict[str, Any]] = {
    "SU-1142": {
        "size": "5x10",
        "facility": "Cinder Falls self storage, 2290 Millbrook Rd",
        "monthly_rent": 89.0,
        "paid_through": "2025-11-30",
        "security_deposit": 50.0,
        "autopay": "Visa ****3308, on the 1st",
    },
    "SU-2075": {
        "size": "10x15",
        "facility": "Cinder Falls self storage, 2290 Millbrook Rd",
        "monthly_rent": 219.0,
        "paid_through": "2025-11-30",
        "security_deposit": 100.0,
        "autopay": "Visa ****3308, on the 1st",
    },
}


def customer(customer_id: str) -> dict[str, Any]:
    """A customer's record (a fresh copy), with the id."""
    return {"customer_id": customer_id, **copy.deepcopy(CUSTOMERS[customer_id])}


def verified(customer_id: str, **extra: Any) -> dict[str, Any]:
    """The result of a successful `verify_customer`."""
    c = CUSTOMERS[customer_id]
    out: dict[str, Any] = {
        "verified": True,
        "customer_id": customer_id,
        "name": c["name"],
        "phone": c["phone"],
        "email": c["email"],
    }
    out.update(copy.deepcopy(extra))
    out["payment_methods"] = copy.deepcopy(c["payment_methods"])
    return out


def booking(booking_id: str) -> dict[str, Any]:
    """The result of `get_booking` (a fresh copy), with the booking id."""
    return {"booking_id": booking_id, **copy.deepcopy(BOOKINGS[booking_id])}


def units(unit_ids: list[str]) -> list[dict[str, Any]]:
    """Storage units' records (fresh copies), with their ids."""
    return [{"unit_id": u, **copy.deepcopy(STORAGE_UNITS[u])} for u in unit_ids]
