"""The invented employer's records (Quillmark Instruments): employees, payslips, timecards.

Every name, employee id, request id, claim id, masked bank account, address, amount and date
here was made up for this corpus; phone numbers are in the fictional 555-01xx range and email
addresses are at example.net. The session scripts take the results of the read tools
(`verify_employee`, `get_pto_balance`, `list_payslips`, ...) from these tables, through the
helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

EMPLOYER = "Quillmark Instruments"

LOCATIONS: dict[str, dict[str, Any]] = {
    "PGH": {"name": "Pittsburgh HQ", "address": "400 Mercer Point Dr, Pittsburgh, PA 15222"},
    "ERI": {"name": "Erie plant", "address": "2750 Bayfront Industrial Way, Erie, PA 16507"},
    "RNO": {"name": "Reno distribution center", "address": "9100 Double R Blvd, Reno, NV 89521"},
    "CLT": {
        "name": "Charlotte office",
        "address": "615 S Tryon St, Suite 900, Charlotte, NC 28202",
    },
    "REMOTE": {"name": "remote", "address": None},
}

EMPLOYEES: dict[str, dict[str, Any]] = {
    "E-40218": {
        "employee_id": "E-40218",
        "name": "Marisol Quintero",
        "title": "Product Marketing Manager",
        "location": "PGH",
        "manager": "Tobias Wren",
        "dob": "1988-07-19",
        "email": "m.quintero@example.net",
        "phone": "+1 412-555-0133",
        "pay_type": "salaried",
    },
    "E-31907": {
        "employee_id": "E-31907",
        "name": "Theo Marchetti",
        "title": "Field Service Engineer",
        "location": "REMOTE",
        "manager": "Carla Ibsen",
        "dob": "1990-02-03",
        "email": "theo.marchetti@example.net",
        "phone": "+1 614-555-0148",
        "pay_type": "salaried",
    },
    "E-18842": {
        "employee_id": "E-18842",
        "name": "Gustavo Reyes",
        "title": "Warehouse Lead",
        "location": "RNO",
        "manager": "Renée Calloway",
        "dob": "1983-05-11",
        "zip": "89502",
        "email": "g.reyes@example.net",
        "phone": "+1 775-555-0121",
        "pay_type": "hourly",
        "rate": 24.8,
    },
    "E-52660": {
        "employee_id": "E-52660",
        "name": "Hyun-woo Park",
        "title": "Senior Sales Engineer",
        "location": "PGH",
        "manager": "Sunita Rao",
        "dob": "1986-12-08",
        "email": "hpark@example.net",
        "phone": "+1 412-555-0159",
        "pay_type": "salaried",
    },
    "E-27735": {
        "employee_id": "E-27735",
        "name": "Naledi Fourie",
        "title": "Quality Engineer",
        "location": "ERI",
        "manager": "Owen Stroud",
        "dob": "1992-12-01",
        "email": "naledi.fourie@example.net",
        "phone": "+1 814-555-0117",
        "pay_type": "salaried",
    },
    "E-60314": {
        "employee_id": "E-60314",
        "name": "Imogen Castellanos",
        "title": "Financial Analyst",
        "location": "PGH",
        "manager": "Felix Andrade",
        "dob": "1994-06-25",
        "email": "imogen.castellanos@example.net",
        "phone": "+1 412-555-0172",
        "pay_type": "salaried",
    },
    "E-44571": {
        "employee_id": "E-44571",
        "name": "Wendell Price",
        "title": "Technical Writer",
        "location": "CLT",
        "manager": "Lena Vossberg",
        "dob": "1979-09-30",
        "email": "wendell.price@example.net",
        "phone": "+1 828-555-0164",
        "pay_type": "salaried",
    },
    "E-39006": {
        "employee_id": "E-39006",
        "name": "Aurelia Benítez",
        "title": "Firmware Engineer",
        "location": "PGH",
        "manager": "Marcus Lindahl",
        "dob": "1991-03-03",
        "email": "aurelia.benitez@example.net",
        "phone": "+1 412-555-0145",
        "pay_type": "salaried",
    },
    "E-12077": {
        "employee_id": "E-12077",
        "name": "Joaquim Ferreira",
        "title": "Shift Supervisor, Assembly",
        "location": "ERI",
        "manager": "Owen Stroud",
        "dob": "1975-10-14",
        "email": "j.ferreira@example.net",
        "phone": "+1 814-555-0103",
        "pay_type": "salaried",
        "direct_reports": ["E-55120", "E-55184"],
    },
    "E-55120": {
        "employee_id": "E-55120",
        "name": "Lucia Romano",
        "title": "Assembler II",
        "location": "ERI",
        "manager": "Joaquim Ferreira",
        "pay_type": "hourly",
        "rate": 22.4,
    },
    "E-55184": {
        "employee_id": "E-55184",
        "name": "Dmitri Havel",
        "title": "Assembler II",
        "location": "ERI",
        "manager": "Joaquim Ferreira",
        "pay_type": "hourly",
        "rate": 23.1,
    },
}

PAYSLIPS: dict[str, list[dict[str, Any]]] = {
    "E-18842": [
        {
            "payslip_id": "PS-2025-19-18842",
            "pay_date": "2025-09-26",
            "period": "2025-09-07/2025-09-20",
            "regular_hours": 72.0,
            "overtime_hours": 0.0,
            "rate": 24.8,
            "gross": 1785.6,
            "net": 1391.22,
        },
        {
            "payslip_id": "PS-2025-18-18842",
            "pay_date": "2025-09-12",
            "period": "2025-08-24/2025-09-06",
            "regular_hours": 80.0,
            "overtime_hours": 0.0,
            "rate": 24.8,
            "gross": 1984.0,
            "net": 1536.9,
        },
    ],
}

TIMECARDS: dict[tuple[str, str], dict[str, Any]] = {
    ("E-18842", "2025-09-07/2025-09-20"): {
        "employee_id": "E-18842",
        "period": "2025-09-07/2025-09-20",
        "hours_recorded": 80.0,
        "hours_paid": 72.0,
        "exceptions": [
            {
                "date": "2025-09-15",
                "issue": "missed punch-out; shift not approved before the cutoff",
                "hours_recorded": 8.0,
                "hours_paid": 0.0,
                "supervisor_attested": "2025-09-24",
            }
        ],
        "supervisor": "Renée Calloway",
    },
    ("E-55120", "2025-09-07/2025-09-20"): {
        "employee_id": "E-55120",
        "name": "Lucia Romano",
        "period": "2025-09-07/2025-09-20",
        "rate": 22.4,
        "weeks": [
            {"week": "2025-09-07/2025-09-13", "hours_worked": 40.0, "overtime_paid_hours": 0.0},
            {
                "week": "2025-09-14/2025-09-20",
                "hours_worked": 43.0,
                "regular_paid_hours": 40.0,
                "overtime_paid_hours": 0.0,
                "days": {"2025-09-18": {"worked": 11.0, "paid": 8.0}},
            },
        ],
        "paid_on": "2025-09-26",
    },
    ("E-55184", "2025-09-07/2025-09-20"): {
        "employee_id": "E-55184",
        "name": "Dmitri Havel",
        "period": "2025-09-07/2025-09-20",
        "rate": 23.1,
        "weeks": [
            {"week": "2025-09-07/2025-09-13", "hours_worked": 40.0, "overtime_paid_hours": 0.0},
            {
                "week": "2025-09-14/2025-09-20",
                "hours_worked": 42.5,
                "regular_paid_hours": 40.0,
                "overtime_paid_hours": 2.5,
                "overtime_pay": 86.63,
                "days": {"2025-09-18": {"worked": 10.5, "paid": 10.5}},
            },
        ],
        "paid_on": "2025-09-26",
    },
}


def employee(employee_id: str) -> dict[str, Any]:
    """An employee's record (a fresh copy)."""
    return copy.deepcopy(EMPLOYEES[employee_id])


def verified(employee_id: str) -> dict[str, Any]:
    """The result of a successful `verify_employee`."""
    e = EMPLOYEES[employee_id]
    out = {
        "verified": True,
        "employee_id": employee_id,
        "name": e["name"],
        "title": e["title"],
        "location": LOCATIONS[e["location"]]["name"],
        "manager": e["manager"],
        "pay_type": e["pay_type"],
    }
    if e.get("direct_reports"):
        out["direct_reports"] = [
            {"employee_id": r, "name": EMPLOYEES[r]["name"]} for r in e["direct_reports"]
        ]
    return out


def payslips(employee_id: str) -> dict[str, Any]:
    """The result of `list_payslips` (a fresh copy)."""
    return {"employee_id": employee_id, "payslips": copy.deepcopy(PAYSLIPS[employee_id])}


def timecard(employee_id: str, period: str) -> dict[str, Any]:
    """The result of `get_timecard` (a fresh copy)."""
    return copy.deepcopy(TIMECARDS[(employee_id, period)])
