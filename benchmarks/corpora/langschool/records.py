"""The invented language school's records (Kestrelmoor Language School): groups and learners.

Every group code, learner name, learner id, card, amount and date here was made up for this
corpus; the towns (Ashwillow, Pennacombe) are invented too, phone numbers are in the fictional
555-01xx range and email addresses are at example.com or example.net. The session scripts take
the results of the read tools (`verify_learner`, ...) from these tables, through the helpers
below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

SCHOOL = "Kestrelmoor Language School"
CAMPUS = "Ashwillow campus, 14 Larkspur Row, Ashwillow"

LEARNERS: dict[str, dict[str, Any]] = {
    "KLS-40218": {
        "name": "Ottilie Marchbanks",
        "email": "ottilie.marchbanks@example.com",
        "phone": "+1 541-555-0142",
        "alumni": True,
        "payment_method": "Visa ****2936",
        "enrolments": [],
    },
    "KLS-62041": {
        "name": "Wren Takahara-Doyle",
        "email": "wren.td@example.net",
        "phone": "+1 541-555-0117",
        "alumni": False,
        "payment_method": "Mastercard ****5509",
        "enrolments": [],
    },
    "KLS-55319": {
        "name": "Leontine Sarrazin",
        "email": "l.sarrazin@example.com",
        "phone": "+1 541-555-0163",
        "alumni": False,
        "payment_method": None,
        "employer": "Brackwater Optics",
        "enrolments": [],
    },
    "KLS-70452": {
        "name": "Cassius Oyelaran",
        "email": "c.oyelaran@example.net",
        "phone": "+234 555 0108 442",
        "alumni": False,
        "payment_method": "Mastercard ****2087",
        "enrolments": [
            {
                "enrolment_id": "ENR-60117",
                "group": "ITA-B2-INT",
                "course": "Italian B2 intensive (day)",
                "status": "enrolled, deposit paid",
            }
        ],
    },
    "KLS-47720": {
        "name": "Soraya Vantongeren",
        "email": "soraya.vt@example.com",
        "phone": "+1 541-555-0129",
        "alumni": False,
        "payment_method": "Visa ****8154",
        "enrolments": [
            {
                "enrolment_id": "ENR-51290",
                "group": "FRA-A2-MW",
                "course": "French A2 evening, Mon & Wed 19:00-21:00, in person",
                "status": "active",
            },
            {
                "enrolment_id": "ENR-51307",
                "group": "SPA-CONV-TH",
                "course": "Spanish conversation club, Thu 20:15-21:30, in person",
                "status": "active",
            },
        ],
    },
    "KLS-38806": {
        "name": "Ignatius Pellow",
        "email": "ipellow@example.net",
        "phone": "+1 541-555-0176",
        "alumni": False,
        "payment_method": "Amex ****3318",
        "enrolments": [
            {
                "enrolment_id": "ENR-49915",
                "group": "CHI-A1-SAT",
                "course": "Mandarin A1 weekend, Sat 10:00-12:40, in person",
                "status": "active",
            },
            {
                "enrolment_id": "ENR-49932",
                "group": "CHI-CAL-WS",
                "course": "Chinese calligraphy workshop, Sun Nov 23 and Nov 30",
                "status": "active",
            },
        ],
    },
    "KLS-33167": {
        "name": "Henrike Abernethy-Soto",
        "email": "henrike.as@example.com",
        "phone": "+1 541-555-0151",
        "alumni": False,
        "payment_method": "Visa ****7720",
        "enrolments": [
            {
                "enrolment_id": "ENR-47706",
                "group": "SPA-C1-E",
                "course": "Spanish C1 evening, Tue 18:30-21:00, online",
                "status": "active",
            }
        ],
    },
    "KLS-58804": {
        "name": "Mireille Achterberg",
        "email": "mireille.achterberg@example.com",
        "phone": "+1 541-555-0188",
        "alumni": False,
        "payment_method": "Visa ****4471",
        "household": ["KLS-58812"],
        "enrolments": [
            {
                "enrolment_id": "ENR-52240",
                "group": "ARA-A2-E",
                "course": "Arabic A2 evening, Thu 19:00-21:00, online",
                "status": "active",
            }
        ],
    },
    "KLS-58812": {
        "name": "Joost Achterberg",
        "email": "joost.achterberg@example.net",
        "alumni": False,
        "enrolments": [],
    },
    "KLS-44190": {
        "name": "Casimir Dunleavy",
        "email": "casimir.dunleavy@example.com",
        "phone": "+1 541-555-0134",
        "alumni": False,
        "payment_method": None,
        "employer": "Fenwycke Turbines",
        "authorized_contacts": [
            {
                "name": "Marguerite Lyall-Obi",
                "role": "HR contact, Fenwycke Turbines",
                "email": "m.lyall-obi@example.net",
                "scope": "billing and enrolment",
            }
        ],
        "enrolments": [
            {
                "enrolment_id": "ENR-43318",
                "group": "NOR-A2-E",
                "course": "Norwegian A2 evening, autumn term",
                "status": "active",
            },
            {
                "enrolment_id": "ENR-57102",
                "group": "NOR-B1-E",
                "course": "Norwegian B1 evening, winter term",
                "status": "enrolled",
            },
        ],
    },
}


def verified(learner_id: str) -> dict[str, Any]:
    """The result of a successful `verify_learner`."""
    m = LEARNERS[learner_id]
    out: dict[str, Any] = {
        "verified": True,
        "learner_id": learner_id,
        "name": m["name"],
        "email": m["email"],
        "alumni": m["alumni"],
        "payment_method_on_file": m.get("payment_method"),
        "enrolments": copy.deepcopy(m["enrolments"]),
    }
    if m.get("employer"):
        out["employer"] = m["employer"]
    if m.get("authorized_contacts"):
        out["authorized_contacts"] = copy.deepcopy(m["authorized_contacts"])
    if m.get("household"):
        out["household"] = [
            {"learner_id": n, "name": LEARNERS[n]["name"], "relation": "sibling"}
            for n in m["household"]
        ]
    return out
