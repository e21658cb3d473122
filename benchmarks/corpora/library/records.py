"""The invented university library's records (Halvercombe University Library): policy and patrons.

Every library, branch, patron, patron id, item barcode, title, call number, amount and date here
was made up for this corpus; the towns (Kestlebury, Saltmoor, Ardlow Bay, Wickenham) are
invented too, phone numbers are in the fictional 555-01xx range and email addresses are at
example.com or example.net. The session scripts take the results of the read tools
(`verify_patron`, ...) from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

LIBRARY = "Halvercombe University Library"

BRANCHES: dict[str, dict[str, Any]] = {
    "Hawkridge": {"name": "Hawkridge Library", "address": "2 Cloister Walk, Kestlebury"},
    "Sedgeworth": {
        "name": "Sedgeworth Science Library",
        "address": "40 Tanner's Row, Kestlebury",
    },
}

LOAN_RULES: dict[str, dict[str, Any]] = {
    "undergraduate": {"loan_days": 21, "max_renewals": 2},
    "graduate": {"loan_days": 56, "max_renewals": 3},
    "faculty": {"loan_days": 120, "max_renewals": None},
}

FINE_POLICY: dict[str, Any] = {
    "overdue_per_day": 0.5,
    "recalled_overdue_per_day": 2.0,
    "cap_per_item": 20.0,
    "processing_fee": 15.0,
    "lost_after_days_overdue": 45,
    "found_and_returned": (
        "the replacement charge is reversed; the processing fee and the capped overdue fine "
        "stay on the account"
    ),
    "courtesy_waiver": "desk staff may waive one overdue fine of up to $10.00 per academic year",
}

PATRONS: dict[str, dict[str, Any]] = {
    "HU-4418207": {
        "name": "Perrine Lathbury",
        "type": "graduate",
        "department": "Geography",
        "email": "p.lathbury@example.com",
        "phone": "+1 207-555-0114",
        "expires": "2027-09-30",
    },
    "HU-6093152": {
        "name": "Cyprian Dunleavy",
        "type": "undergraduate",
        "department": "Politics",
        "email": "cdunleavy@example.net",
        "phone": "+1 207-555-0129",
        "expires": "2027-06-30",
    },
    "HU-3862740": {
        "name": "Benedikta Sowerby",
        "type": "graduate",
        "department": "Classics",
        "email": "b.sowerby@example.com",
        "phone": "+1 207-555-0146",
        "expires": "2028-09-30",
    },
    "HU-1157306": {
        "name": "Radomir Quennell",
        "type": "faculty",
        "department": "History of Science",
        "email": "r.quennell@example.com",
        "phone": "+1 207-555-0163",
        "expires": "2030-08-31",
    },
    "HU-7720481": {
        "name": "Lowri Rookwood",
        "type": "graduate",
        "department": "History of Science",
        "email": "lowri.rookwood@example.net",
        "phone": "+1 207-555-0171",
        "expires": "2028-09-30",
    },
    "HU-1309925": {
        "name": "Ottoline Brassey",
        "type": "faculty",
        "department": "Music",
        "email": "o.brassey@example.com",
        "phone": "+1 207-555-0138",
        "expires": "2029-08-31",
    },
    "HU-5581634": {
        "name": "Emrys Trevannion",
        "type": "graduate",
        "department": "Civil Engineering",
        "email": "emrys.t@example.net",
        "phone": "+1 207-555-0152",
        "expires": "2027-09-30",
    },
    "HU-8834019": {
        "name": "Elowen Catterick",
        "type": "undergraduate",
        "department": "English",
        "email": "elowen.catterick@example.com",
        "phone": "+1 207-555-0187",
        "expires": "2028-06-30",
    },
    "HU-1026658": {
        "name": "Thaddeus Lindgaard",
        "type": "faculty",
        "department": "Chemistry",
        "email": "t.lindgaard@example.com",
        "phone": "+1 207-555-0105",
        "expires": "2031-08-31",
    },
    "HU-4750213": {
        "name": "Dorian Pimlott",
        "type": "graduate",
        "department": "Economics",
        "email": "dpimlott@example.net",
        "phone": "+1 207-555-0192",
        "expires": "2027-09-30",
    },
}


def loan_rules(patron_type: str) -> dict[str, Any]:
    """The loan period and renewal limit of a patron type (a fresh copy)."""
    return {"patron_type": patron_type, **copy.deepcopy(LOAN_RULES[patron_type])}


def fine_policy() -> dict[str, Any]:
    """The fine policy (a fresh copy)."""
    return copy.deepcopy(FINE_POLICY)


def verified(patron_id: str) -> dict[str, Any]:
    """The result of a successful `verify_patron`."""
    p = PATRONS[patron_id]
    rules = LOAN_RULES[p["type"]]
    return {
        "verified": True,
        "patron_id": patron_id,
        "name": p["name"],
        "patron_type": p["type"],
        "department": p["department"],
        "status": "active",
        "card_expires": p["expires"],
        "loan_days": rules["loan_days"],
        "max_renewals": rules["max_renewals"],
        "email": p["email"],
    }
