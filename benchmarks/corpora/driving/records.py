"""The invented driving school's records (Tolvane Driving School): prices, instructors, learners.

Every name, learner number, account, pack, lesson, price, card and date here was made up for
this corpus; the towns (Brindlecote, Wexmoor, Fallowby) and the testing body (the National
Road Skills Agency, NRSA) are invented too, phone numbers are in the fictional 555-01xx range
and email addresses are at example.com or example.net. The session scripts take the results of
the read tools (`verify_learner`, ...) from these tables, through the helpers below, which
return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

SCHOOL = "Tolvane Driving School"
MANAGER = "Margery Pendleford"

PRICES: dict[str, Any] = {
    "hourly": {"manual": 42.0, "automatic": 46.0},
    "block_discount_pct": {"10": 5, "20": 10},
    "packs": {
        "manual": {"10": 399.0, "20": 756.0},
        "automatic": {"10": 437.0, "20": 828.0},
    },
    "mock_test": 58.0,
    "test_day_car_hire": 95.0,
    "pack_validity_months": 12,
}

INSTRUCTORS: dict[str, dict[str, Any]] = {
    "Solveig Marrack": {"transmission": "automatic", "area": "Brindlecote"},
    "Idris Vantongeren": {"transmission": "manual", "area": "Brindlecote"},
    "Tamsin Ockwell": {"transmission": "manual", "area": "Wexmoor"},
    "Benedek Harrowby": {"transmission": "automatic", "area": "Wexmoor"},
    "Perrin Galloway": {"transmission": "manual", "area": "Fallowby"},
    "Anneliese Coverack": {"transmission": "automatic", "area": "Fallowby"},
}

LEARNERS: dict[str, dict[str, Any]] = {
    "LN-58204": {
        "name": "Bryony Quaintance",
        "born": "2009-04-22",
        "transmission": "automatic",
        "hours_taken": 0,
        "theory_test": "not yet taken",
        "pickup_points": {
            "home": "14 Gannet Row, Brindlecote BC2 6RW",
            "school": "Brindlecote Upper School, Coldharbour Lane, Brindlecote BC2 4HT",
        },
    },
    "LN-58211": {
        "name": "Corin Quaintance",
        "born": "2008-01-09",
        "transmission": "manual",
        "hours_taken": 6,
        "theory_test": "passed",
        "pickup_points": {"home": "14 Gannet Row, Brindlecote BC2 6RW"},
    },
    "LN-61730": {
        "name": "Ffion Darrowby",
        "born": "2007-11-02",
        "transmission": "manual",
        "instructor": "Idris Vantongeren",
        "hours_taken": 34,
        "phone": "555-0163",
        "email": "ffion.darrowby@example.com",
        "pickup_points": {"home": "3 Sallow Court, Brindlecote BC1 8PE"},
    },
    "LN-47316": {
        "name": "Kasimir Dunleavy",
        "born": "2001-06-17",
        "transmission": "manual",
        "instructor": "Tamsin Ockwell",
        "postcode": "WX3 9TR",
        "payment_method": "Visa ****3318",
        "pickup_points": {"home": "27 Ferrand Street, Wexmoor WX3 9TR"},
    },
    "LN-52908": {
        "name": "Yusra Pennicott",
        "born": "1998-02-28",
        "transmission": "automatic",
        "instructor": "Benedek Harrowby",
        "phone": "555-0127",
        "pickup_points": {
            "home": "9 Tenterhook Lane, Wexmoor WX1 2DS",
            "work": "Wexmoor Library, Quarry Hill, Wexmoor WX1 5AB",
        },
    },
    "LN-39455": {
        "name": "Hollis Brennock",
        "born": "1994-09-30",
        "transmission": "manual",
        "instructor": "Idris Vantongeren",
        "email": "h.brennock@example.net",
        "payment_method": "Visa ****7409",
    },
    "LN-60142": {
        "name": "Saoirse Lindfield",
        "born": "2006-03-12",
        "transmission": "manual",
        "instructor": "Idris Vantongeren",
        "phone": "555-0158",
    },
    "LN-63387": {
        "name": "Emrys Faulconer",
        "born": "2003-12-05",
        "transmission": "automatic",
        "email": "emrys.f@example.com",
        "payment_method": "Mastercard ****5530",
        "pickup_points": {
            "home": "41 Wickerby Road, Fallowby FB4 7LN",
            "work": "Fallowby Timber Depot, Millrace Way, Fallowby FB4 2QE",
        },
    },
    "LN-64019": {
        "name": "Lowenna Trask",
        "born": "2005-07-19",
        "transmission": "manual",
        "phone": "555-0131",
        "payment_method": "Visa debit ****8862",
        "pickup_points": {
            "home": "6 Plover Mews, Fallowby FB2 3JJ",
            "work": "Greenhythe Garden Centre, Fallowby FB2 9WA",
        },
    },
    "LN-55620": {
        "name": "Dagny Whitcombe",
        "born": "2000-10-08",
        "transmission": "manual",
        "instructor": "Idris Vantongeren",
        "email": "dagny.w@example.net",
        "pickup_points": {
            "home": "88 Rushmere Avenue, Brindlecote BC3 1TS",
            "work": "Brindlecote Fire Station, Hallam Street, Brindlecote BC1 2FX",
        },
    },
}

ACCOUNTS: dict[str, dict[str, Any]] = {
    "PA-3107": {
        "payer": "Rosalind Quaintance",
        "phone": "555-0142",
        "email": "r.quaintance@example.com",
        "payment_method": "Mastercard ****6021",
        "learners": ["LN-58204", "LN-58211"],
    },
}


def prices() -> dict[str, Any]:
    """The school's price list (a fresh copy)."""
    return copy.deepcopy(PRICES)


def learner(learner_id: str) -> dict[str, Any]:
    """The result of a successful `verify_learner`."""
    m = LEARNERS[learner_id]
    out: dict[str, Any] = {"verified": True, "learner_id": learner_id}
    out.update(copy.deepcopy(m))
    return out


def payer(account_id: str) -> dict[str, Any]:
    """The result of a successful `verify_payer`: the account and its learners."""
    a = ACCOUNTS[account_id]
    out: dict[str, Any] = {
        "verified": True,
        "account_id": account_id,
        "payer": a["payer"],
        "payment_method": a["payment_method"],
        "learners": [],
    }
    for lid in a["learners"]:
        m = LEARNERS[lid]
        out["learners"].append(
            {
                "learner_id": lid,
                "name": m["name"],
                "born": m["born"],
                "transmission": m["transmission"],
                "hours_taken": m["hours_taken"],
                "theory_test": m["theory_test"],
                "pickup_points": copy.deepcopy(m["pickup_points"]),
            }
        )
    return out
