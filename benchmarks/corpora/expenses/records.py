"""The invented engineering company's records (Corvell Engineering): projects, policy, staff.

Every employee, employee id, manager, project, cost center, card, bank account, amount, rate
and date here was made up for this corpus; the towns (Ambervale, Kestrow, Port Halloran) and
the company's customers and suppliers are invented too, phone numbers are in the fictional
555-01xx range and email addresses are at example.com or example.net. The session scripts
take the results of the read tools (`lookup_employee`, `get_policy`, ...) from these tables,
through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Corvell Engineering"

PROJECTS: dict[str, dict[str, Any]] = {
    "PRJ-3114": {"name": "Halyard", "client": "Wendover Ports Authority"},
    "PRJ-2079": {"name": "Bellwether", "client": "internal: bridge deck design review"},
    "PRJ-4402": {"name": "Orchard Line", "client": "Kestrow Light Rail"},
}

COST_CENTERS: dict[str, str] = {
    "CC-4120": "Structural Engineering",
    "CC-4310": "Controls and Automation",
    "CC-4450": "Field Services",
    "CC-2200": "Finance Operations",
}

POLICY: dict[str, Any] = {
    "receipt_required_from": 25.0,
    "manager_approval_above": 1500.0,
    "meal_per_diem_domestic": 75.0,
    "mileage_rate": 0.7,
    "card_claim_window_days": 60,
    "payment_runs": ["2026-03-20", "2026-04-03"],
}

EMPLOYEES: dict[str, dict[str, Any]] = {
    "E-20417": {
        "name": "Leonie Farrand",
        "title": "Senior Structural Engineer",
        "cost_center": "CC-4120",
        "manager": "Colm Pryor",
        "email": "l.farrand@example.com",
        "phone": "+1 503-555-0114",
        "office": "Ambervale",
    },
    "E-31588": {
        "name": "Samir Oduya",
        "title": "Project Engineer",
        "cost_center": "CC-4450",
        "manager": "Ruth Calloway",
        "email": "samir.oduya@example.com",
        "phone": "+1 503-555-0162",
        "office": "Kestrow",
        "card": "Corvell Visa ****6612",
    },
    "E-18830": {
        "name": "Bethany Strand",
        "title": "Field Engineer",
        "cost_center": "CC-4450",
        "manager": "Ruth Calloway",
        "email": "b.strand@example.net",
        "phone": "+1 503-555-0177",
        "office": "Port Halloran",
    },
    "E-27741": {
        "name": "Tobias Wren",
        "title": "Controls Engineer",
        "cost_center": "CC-4310",
        "manager": "Anika Vastrup",
        "email": "tobias.wren@example.com",
        "phone": "+1 503-555-0139",
        "office": "Ambervale",
        "card": "Corvell Visa ****2287",
    },
    "E-15209": {
        "name": "Marguerite Osei",
        "title": "Geotechnical Engineer",
        "cost_center": "CC-4120",
        "manager": "Colm Pryor",
        "email": "m.osei@example.com",
        "phone": "+1 503-555-0121",
        "office": "Ambervale",
    },
    "E-22963": {
        "name": "Declan Ferreira",
        "title": "Lead Systems Engineer",
        "cost_center": "CC-4310",
        "manager": "Anika Vastrup",
        "email": "declan.ferreira@example.net",
        "phone": "+1 503-555-0185",
        "office": "Kestrow",
    },
    "E-30117": {
        "name": "Yusuf Adeyemi",
        "title": "Rail Systems Engineer",
        "cost_center": "CC-4310",
        "manager": "Anika Vastrup",
        "email": "y.adeyemi@example.com",
        "phone": "+1 503-555-0193",
        "office": "Kestrow",
        "card": "Corvell Visa ****5049",
    },
    "E-12054": {
        "name": "Hollis Grant",
        "title": "Site Manager",
        "cost_center": "CC-4450",
        "manager": "Ruth Calloway",
        "email": "hollis.grant@example.net",
        "phone": "+1 503-555-0148",
        "office": "Port Halloran",
    },
    "E-24406": {
        "name": "Ingrid Maalouf",
        "title": "Principal Engineer",
        "cost_center": "CC-4120",
        "manager": "Colm Pryor",
        "email": "ingrid.maalouf@example.com",
        "phone": "+1 503-555-0106",
        "office": "Port Halloran",
    },
}


def employee(employee_id: str) -> dict[str, Any]:
    """The result of a successful `lookup_employee`."""
    e = copy.deepcopy(EMPLOYEES[employee_id])
    cc = e["cost_center"]
    return {
        "employee_id": employee_id,
        **e,
        "cost_center_name": COST_CENTERS[cc],
        "status": "active",
    }


def policy(*keys: str) -> dict[str, Any]:
    """Some of the expense policy's values (a fresh copy)."""
    return {k: copy.deepcopy(POLICY[k]) for k in keys}


def project(project_id: str) -> dict[str, Any]:
    """A project's record, with its id."""
    return {"project_id": project_id, **copy.deepcopy(PROJECTS[project_id])}
