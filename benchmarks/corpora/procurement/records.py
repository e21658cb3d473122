"""The invented company's records (Orrin & Vale Coatings): sites, employees, cost centers, vendors.

Every name, employee id, cost center, vendor id, requisition, PO, invoice, contract and card
number, address, amount and date here was made up for this corpus; phone numbers are in the
fictional 555-01xx range and email addresses are at example.net. The session scripts take the
results of the read tools (`verify_employee`, `get_budget`, `get_vendor`, ...) from these
tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Orrin & Vale Coatings"

SITES: dict[str, dict[str, Any]] = {
    "CMH": {"name": "Columbus HQ", "address": "1800 Olentangy Commerce Pkwy, Columbus, OH 43212"},
    "TOL": {"name": "Toledo plant", "address": "3315 Maumee Works Rd, Toledo, OH 43607"},
    "ARB": {"name": "Ann Arbor R&D lab", "address": "905 Huron Ridge Dr, Ann Arbor, MI 48105"},
    "REMOTE": {"name": "remote", "address": None},
}

EMPLOYEES: dict[str, dict[str, Any]] = {
    "OV-20577": {
        "name": "Dana Okafor",
        "title": "Lab Manager",
        "site": "ARB",
        "manager": "Marcus Lindqvist",
        "email": "d.okafor@example.net",
        "phone": "+1 734-555-0147",
        "cost_centers": ["CC-4410", "CC-4420"],
    },
    "OV-31146": {
        "name": "Tomasz Wierzbicki",
        "title": "Maintenance Planner",
        "site": "TOL",
        "manager": "Bettina Rourke",
        "email": "t.wierzbicki@example.net",
        "phone": "+1 419-555-0172",
        "cost_centers": ["CC-6120"],
    },
    "OV-18830": {
        "name": "Leona Brightwater",
        "title": "Marketing Programs Manager",
        "site": "CMH",
        "manager": "Carmen Delacroix",
        "email": "l.brightwater@example.net",
        "phone": "+1 614-555-0139",
        "cost_centers": ["CC-3300"],
    },
    "OV-22914": {
        "name": "Fernando Ruiz",
        "title": "Accounts Payable Specialist",
        "site": "CMH",
        "manager": "Yvette Sandoval",
        "email": "fruiz@example.net",
        "phone": "+1 614-555-0115",
        "role": "accounts_payable",
    },
    "OV-27405": {
        "name": "Keiko Ashdown",
        "title": "Receiving Lead",
        "site": "TOL",
        "manager": "Bettina Rourke",
        "email": "k.ashdown@example.net",
        "phone": "+1 419-555-0166",
        "role": "receiving",
    },
    "OV-15520": {
        "name": "Harriet Oyelaran",
        "title": "Facilities Manager",
        "site": "CMH",
        "manager": "Julian Ferreira",
        "email": "h.oyelaran@example.net",
        "phone": "+1 614-555-0108",
        "cost_centers": ["CC-7140"],
    },
    "OV-28861": {
        "name": "Silas Drummond",
        "title": "Regional Sales Manager",
        "site": "REMOTE",
        "manager": "Gwen Castellanos",
        "email": "s.drummond@example.net",
        "phone": "+1 702-555-0194",
    },
    "OV-24093": {
        "name": "Ines Carvalho",
        "title": "Training Coordinator",
        "site": "CMH",
        "manager": "Alana Whitcombe",
        "email": "ines.carvalho@example.net",
        "phone": "+1 614-555-0152",
        "cost_centers": ["CC-2210"],
    },
    "OV-33017": {
        "name": "Arjun Sethi",
        "title": "Production Supervisor, Line 2",
        "site": "TOL",
        "manager": "Owen Halloran",
        "email": "a.sethi@example.net",
        "phone": "+1 419-555-0128",
        "cost_centers": ["CC-6180"],
    },
}

COST_CENTERS: dict[str, dict[str, Any]] = {
    "CC-4410": {
        "name": "R&D Capital Equipment",
        "owner": "Marcus Lindqvist",
        "status": "frozen",
        "note": "Q4 capital freeze: new commitments blocked until 2026-01-05",
        "available": 41300.0,
    },
    "CC-4420": {
        "name": "R&D Lab Operations",
        "owner": "Marcus Lindqvist",
        "status": "open",
        "annual_budget": 96000.0,
        "spent": 61412.2,
        "committed": 16347.25,
        "available": 18240.55,
    },
    "CC-2210": {
        "name": "HR Learning & Development",
        "owner": "Alana Whitcombe",
        "status": "open",
        "annual_budget": 60000.0,
        "spent": 31870.0,
        "committed": 5650.0,
        "available": 22480.0,
    },
    "CC-3105": {
        "name": "Environmental Health & Safety",
        "owner": "Brendan Kuo",
        "status": "open",
        "annual_budget": 38000.0,
        "spent": 29415.0,
        "committed": 3455.0,
        "available": 5130.0,
    },
}

VENDORS: dict[str, dict[str, Any]] = {
    "V-30215": {"name": "Halvorsen Scientific Supply", "status": "active", "terms": "NET30"},
    "V-30488": {"name": "Keswick Industrial Supply", "status": "active", "terms": "NET30"},
    "V-27741": {
        "name": "Sable Creek Printing LLC",
        "status": "inactive",
        "inactive_since": "2023-06-30",
        "tin_last4": "8812",
        "remit_to": "77 Kenny Rd, Columbus, OH 43210",
    },
    "V-30877": {"name": "Marlow Chemical Distributors", "status": "active", "terms": "NET30"},
    "V-29960": {"name": "Ferrand Resins Inc.", "status": "active", "terms": "NET45"},
    "V-28512": {"name": "Brightline Facility Services", "status": "active", "terms": "NET30"},
    "V-30644": {"name": "Pinecrest Safety Training", "status": "active", "terms": "NET30"},
    "V-29133": {"name": "Dunmore Pump & Seal", "status": "active", "terms": "NET30"},
}


def verified(employee_id: str) -> dict[str, Any]:
    """The result of a successful `verify_employee`."""
    e = EMPLOYEES[employee_id]
    out = {
        "verified": True,
        "employee_id": employee_id,
        "name": e["name"],
        "title": e["title"],
        "site": SITES[e["site"]]["name"],
        "manager": e["manager"],
    }
    if e.get("cost_centers"):
        out["cost_centers"] = list(e["cost_centers"])
    if e.get("role"):
        out["role"] = e["role"]
    return out


def budgets(cost_centers: list[str], as_of: str) -> dict[str, Any]:
    """The result of `get_budget` for some cost centers (a fresh copy)."""
    return {
        "as_of": as_of,
        "budgets": [{"cost_center": cc, **copy.deepcopy(COST_CENTERS[cc])} for cc in cost_centers],
    }


def vendor(vendor_id: str) -> dict[str, Any]:
    """A vendor master record (a fresh copy)."""
    return {"vendor_id": vendor_id, **copy.deepcopy(VENDORS[vendor_id])}
