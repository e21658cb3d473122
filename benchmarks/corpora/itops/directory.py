"""The invented company directory and the shapes of the helpdesk tools' results.

Nothing here comes from a dataset: the employees, tickets, services, builds, license pools,
accounts and costs were made up for this corpus. The session scripts (`sessions_a`,
`sessions_b`) take read-tool results from here so that an employee or a ticket looks the
same wherever it is read.
"""

from __future__ import annotations

import copy
from typing import Any

EMPLOYEES: dict[str, dict[str, Any]] = {
    "EMP-20417": {
        "name": "Priya Raman",
        "title": "Senior Software Engineer",
        "team": "Billing Platform",
        "cost_centre": "CC-3120",
        "manager_id": "EMP-11052",
        "status": "active",
        "deploy_rights": ["staging", "production"],
        "location": "London",
    },
    "EMP-31188": {
        "name": "Marcus Oyelaran",
        "title": "Site Reliability Engineer",
        "team": "SRE",
        "cost_centre": "CC-3150",
        "manager_id": "EMP-10877",
        "status": "active",
        "deploy_rights": ["staging", "production"],
        "on_call": True,
        "location": "London",
    },
    "EMP-18842": {
        "name": "Dana Whitfield",
        "title": "Design Lead",
        "team": "Brand Design",
        "cost_centre": "CC-4401",
        "manager_id": "EMP-10215",
        "status": "active",
        "location": "Manchester",
    },
    "EMP-27730": {
        "name": "Tomás Bergqvist",
        "title": "Data Analyst",
        "team": "Customer Insights",
        "cost_centre": "CC-5205",
        "manager_id": "EMP-11870",
        "status": "active",
        "location": "Stockholm",
    },
    "EMP-11052": {
        "name": "Helen Kowalczyk",
        "title": "Engineering Manager",
        "team": "Billing Platform",
        "cost_centre": "CC-3100",
        "manager_id": "EMP-10031",
        "status": "active",
        "location": "London",
    },
    "EMP-40961": {
        "name": "Grace Achterberg",
        "title": "Database Administrator",
        "team": "Data Platform",
        "cost_centre": "CC-3170",
        "manager_id": "EMP-10877",
        "status": "active",
        "location": "London",
    },
    "EMP-52203": {
        "name": "Owen Delacroix",
        "title": "Sales Operations Manager",
        "team": "Sales Ops",
        "cost_centre": "CC-6120",
        "manager_id": "EMP-10450",
        "status": "active",
        "location": "Dublin",
        "mfa": {"method": "totp", "device": "iPhone 12", "enrolled": "2022-03-01"},
    },
    "EMP-52877": {
        "name": "Sofia Lindqvist",
        "title": "Sales Operations Analyst",
        "team": "Sales Ops",
        "cost_centre": "CC-6120",
        "manager_id": "EMP-52203",
        "status": "pre-hire",
        "start_date": "2024-07-08",
        "location": "Dublin",
    },
    "EMP-16634": {
        "name": "Amara Nwosu",
        "title": "Security Engineering Lead",
        "team": "Security",
        "cost_centre": "CC-3190",
        "manager_id": "EMP-10031",
        "status": "active",
        "location": "London",
    },
    "EMP-29015": {
        "name": "Kenji Watanabe",
        "title": "Backend Engineer",
        "team": "Payments",
        "cost_centre": "CC-3130",
        "manager_id": "EMP-20990",
        "status": "terminated",
        "last_day": "2024-05-24",
        "location": "London",
    },
    "EMP-33509": {
        "name": "Lucia Ferraro",
        "title": "Support Engineering Lead",
        "team": "Customer Support Engineering",
        "cost_centre": "CC-7010",
        "manager_id": "EMP-10622",
        "status": "active",
        "deploy_rights": ["production:restart"],
        "location": "Milan",
    },
}


def employee(employee_id: str) -> dict[str, Any]:
    """The result of ``get_employee``."""
    return {"employee_id": employee_id, **copy.deepcopy(EMPLOYEES[employee_id])}


def ticket(ticket_id: str, requester: str, kind: str, summary: str, **more: Any) -> dict[str, Any]:
    """The result of ``get_ticket``."""
    return {
        "ticket_id": ticket_id,
        "requester": requester,
        "type": kind,
        "summary": summary,
        "status": "open",
        **more,
    }
