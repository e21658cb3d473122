"""The invented insurer's records (Larkspur Mutual Home & Auto): policies, claims, payments.

Every name, policy number, claim id, VIN, plate, address, amount and date here was made up for
this corpus; phone numbers are in the fictional 555-01xx range. The session scripts take the
results of the read tools (`get_policy`, `get_claim`, `get_payments`, ...) from these tables,
through `policy` and `claim`, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

INSURER = "Larkspur Mutual Home & Auto"


def _auto_cov(collision: float, comprehensive: float, rental: tuple[float, float] | None):
    cov: dict[str, Any] = {
        "liability": "100/300/100",
        "collision": {"deductible": collision},
        "comprehensive": {"deductible": comprehensive},
    }
    if rental is not None:
        cov["rental_reimbursement"] = {"daily_limit": rental[0], "max_total": rental[1]}
    return cov


POLICIES: dict[str, dict[str, Any]] = {
    "PA-20417733": {
        "policy_id": "PA-20417733",
        "type": "auto",
        "status": "active",
        "named_insured": "Renata Okafor",
        "address": "1837 SE Alder St, Portland, OR 97214",
        "phone": "+1 503-555-0127",
        "term": {"start": "2024-04-01", "end": "2024-10-01"},
        "vehicles": [
            {
                "vehicle_id": "VEH-1",
                "year": 2019,
                "make": "Honda",
                "model": "CR-V EX",
                "vin": "5J6RW2H89KL003417",
                "plate": "OR 482 KMT",
                "principal_driver": "Renata Okafor",
                "coverages": _auto_cov(500.0, 250.0, (40.0, 1200.0)),
            },
            {
                "vehicle_id": "VEH-2",
                "year": 2016,
                "make": "Ford",
                "model": "F-150 XLT",
                "vin": "1FTEW1EF4GFA55219",
                "plate": "OR 319 BRX",
                "principal_driver": "Chidi Okafor",
                "coverages": _auto_cov(1000.0, 500.0, None),
            },
        ],
    },
    "PA-31180562": {
        "policy_id": "PA-31180562",
        "type": "auto",
        "status": "active",
        "named_insured": "Maya Lindqvist",
        "address": "4471 Baseline Rd, Boulder, CO 80303",
        "phone": "+1 720-555-0148",
        "term": {"start": "2024-02-10", "end": "2024-08-10"},
        "vehicles": [
            {
                "vehicle_id": "VEH-1",
                "year": 2022,
                "make": "Subaru",
                "model": "Outback Premium",
                "vin": "4S4BTACC3N3148830",
                "plate": "CO BQW-K72",
                "principal_driver": "Maya Lindqvist",
                "coverages": _auto_cov(500.0, 250.0, (30.0, 900.0)),
            }
        ],
    },
    "PA-27719054": {
        "policy_id": "PA-27719054",
        "type": "auto",
        "status": "active",
        "named_insured": "Patrick Nwosu",
        "address": "3318 NE Going St, Portland, OR 97211",
        "phone": "+1 503-555-0191",
        "term": {"start": "2024-06-15", "end": "2024-12-15"},
        "term_premium": 1184.0,
        "drivers": [
            {"name": "Patrick Nwosu", "dob": "1979-11-23", "relation": "named insured"},
            {"name": "Adaeze Nwosu", "dob": "1981-04-09", "relation": "spouse"},
        ],
        "vehicles": [
            {
                "vehicle_id": "VEH-1",
                "year": 2018,
                "make": "Mazda",
                "model": "CX-5 Touring",
                "vin": "JM3KFBCM1J0402231",
                "plate": "OR 640 JZE",
                "principal_driver": "Patrick Nwosu",
                "coverages": _auto_cov(500.0, 250.0, None),
            }
        ],
    },
    "PA-36620481": {
        "policy_id": "PA-36620481",
        "type": "auto",
        "status": "active",
        "named_insured": "Eleanor Vasquez",
        "address": "905 Marigold Ln S, Salem, OR 97302",
        "phone": "+1 503-555-0162",
        "term": {"start": "2024-05-01", "end": "2024-11-01"},
        "term_premium": 1462.0,
        "paid": {"status": "paid_in_full", "method": "Visa ending 8812", "date": "2024-04-22"},
        "vehicles": [
            {
                "vehicle_id": "VEH-1",
                "year": 2015,
                "make": "Nissan",
                "model": "Altima 2.5 S",
                "vin": "1N4AL3AP5FC217764",
                "plate": "OR 771 HDN",
                "principal_driver": "Eleanor Vasquez",
                "term_premium": 548.0,
                "coverages": _auto_cov(500.0, 250.0, None),
            },
            {
                "vehicle_id": "VEH-2",
                "year": 2020,
                "make": "Kia",
                "model": "Telluride EX",
                "vin": "5XYP3DHC9LG051128",
                "plate": "OR 205 LWQ",
                "principal_driver": "Eleanor Vasquez",
                "term_premium": 914.0,
                "coverages": _auto_cov(500.0, 250.0, (40.0, 1200.0)),
            },
        ],
    },
    "PA-29904417": {
        "policy_id": "PA-29904417",
        "type": "auto",
        "status": "active",
        "named_insured": "Farah Haddad",
        "address": "77 Juniper Hollow Rd, Round Rock, TX 78664",
        "phone": "+1 512-555-0136",
        "term": {"start": "2024-03-18", "end": "2024-09-18"},
        "vehicles": [
            {
                "vehicle_id": "VEH-1",
                "year": 2017,
                "make": "Toyota",
                "model": "RAV4 XLE",
                "vin": "2T3RFREV8HW611902",
                "plate": "TX NKD-4417",
                "principal_driver": "Farah Haddad",
                "coverages": {
                    **_auto_cov(500.0, 250.0, None),
                    "full_glass": {"deductible": 0.0},
                },
            }
        ],
    },
    "PA-33051876": {
        "policy_id": "PA-33051876",
        "type": "auto",
        "status": "active",
        "named_insured": "Kwame Boateng",
        "address": "2146 Elm Creek Dr, Columbus, OH 43230",
        "phone": "+1 614-555-0154",
        "term": {"start": "2024-01-05", "end": "2025-01-05"},
        "vehicles": [
            {
                "vehicle_id": "VEH-1",
                "year": 2020,
                "make": "Honda",
                "model": "Accord Sport",
                "vin": "1HGCV1F34LA087315",
                "plate": "OH JXR 5521",
                "principal_driver": "Kwame Boateng",
                "coverages": _auto_cov(500.0, 250.0, (35.0, 1050.0)),
            }
        ],
    },
    "PH-50372218": {
        "policy_id": "PH-50372218",
        "type": "homeowners",
        "status": "active",
        "named_insured": "Anita Desai-Moreno",
        "property": "2290 Larch Way, Bend, OR 97701",
        "phone": "+1 541-555-0183",
        "term": {"start": "2024-01-20", "end": "2025-01-20"},
        "coverages": {
            "dwelling": {"limit": 385000.0},
            "personal_property": {"limit": 192500.0},
            "loss_of_use": {"limit": 77000.0},
            "all_perils_deductible": 1000.0,
        },
        "mortgagee": None,
    },
    "PH-48810379": {
        "policy_id": "PH-48810379",
        "type": "homeowners",
        "status": "active",
        "named_insured": "Howard Kessler",
        "property": "612 Wadsworth Ct, Lakewood, CO 80226",
        "phone": "+1 303-555-0119",
        "term": {"start": "2023-10-01", "end": "2024-10-01"},
        "coverages": {
            "dwelling": {"limit": 412000.0},
            "other_structures": {"limit": 41200.0},
            "personal_property": {"limit": 206000.0},
            "all_perils_deductible": 1000.0,
            "wind_hail_deductible": 1500.0,
        },
    },
    "PH-41195530": {
        "policy_id": "PH-41195530",
        "type": "homeowners",
        "status": "active",
        "named_insured": "Henrik Solberg",
        "property": "58 Tamarack Dr, Duluth, MN 55803",
        "phone": "+1 218-555-0107",
        "term": {"start": "2024-04-12", "end": "2025-04-12"},
        "coverages": {
            "dwelling": {"limit": 298000.0},
            "other_structures": {"limit": 29800.0},
            "personal_property": {"limit": 149000.0},
            "all_perils_deductible": 1000.0,
        },
    },
}

CLAIMS: dict[str, dict[str, Any]] = {
    "CLM-6591207": {
        "claim_id": "CLM-6591207",
        "policy_id": "PA-31180562",
        "status": "open",
        "loss_date": "2024-07-30",
        "loss_type": "collision",
        "description": "slid into a guardrail on Boulder Canyon Dr in the rain",
        "vehicle": "2022 Subaru Outback Premium (VIN 4S4BTACC3N3148830)",
        "adjuster": "Tomás Reyes",
        "inspection": {"date": "2024-08-02", "result": "not drivable"},
        "estimate": 4318.6,
        "deductible": 500.0,
        "rental_reimbursement": {"daily_limit": 30.0, "max_total": 900.0, "authorized": False},
        "vehicle_location": "4471 Baseline Rd, Boulder, CO 80303",
        "repair_shop": None,
    },
    "CLM-6550934": {
        "claim_id": "CLM-6550934",
        "policy_id": "PH-50372218",
        "status": "settlement_accepted",
        "loss_date": "2024-07-12",
        "loss_type": "water_damage",
        "description": "burst supply line under the kitchen sink",
        "adjuster": "Priscilla Huang",
        "settlement": {
            "dwelling": 7615.0,
            "personal_property": 1625.0,
            "deductible": 1000.0,
            "net_payable": 8240.0,
            "accepted": "2024-08-04",
        },
        "mortgagee": None,
        "payments": [],
    },
    "CLM-6479015": {
        "claim_id": "CLM-6479015",
        "policy_id": "PH-48810379",
        "status": "open",
        "loss_date": "2024-06-18",
        "loss_type": "hail",
        "description": "hail damage to the roof, gutters and flashing",
        "adjuster": "Dwayne Kowalczyk",
        "deductible": 1500.0,
        "contractor": "Summit Ridge Roofing",
        "contact": {"email": "h.kessler@example.net", "phone": "+1 303-555-0119"},
    },
    "CLM-6601822": {
        "claim_id": "CLM-6601822",
        "policy_id": "PA-29904417",
        "status": "open",
        "loss_date": "2024-07-26",
        "loss_type": "hail",
        "coverage": "comprehensive",
        "deductible": 250.0,
        "photo_estimate": 1180.0,
        "inspection": {
            "inspection_id": "INS-41377",
            "date": "2024-08-09",
            "window": "10:00-12:00",
            "adjuster": "Luis Ortega",
        },
        "payments": [],
    },
    "CLM-6598410": {
        "claim_id": "CLM-6598410",
        "policy_id": "PA-29904417",
        "status": "open",
        "loss_date": "2024-07-21",
        "loss_type": "glass",
        "coverage": "full_glass",
        "deductible": 0.0,
        "repair": {
            "vendor": "SafeView Auto Glass",
            "type": "windshield replacement, mobile",
            "date": "2024-08-08",
            "window": "08:00-10:00",
        },
        "payments": [],
    },
    "CLM-6412290": {
        "claim_id": "CLM-6412290",
        "policy_id": "PA-33051876",
        "status": "closed_paid",
        "loss_date": "2024-05-14",
        "loss_type": "collision",
        "description": "rear-ended at a light on Morse Rd; other driver at fault",
        "other_party": {"driver": "D. Pruitt", "carrier": "Crestview Mutual"},
        "deductible": 500.0,
        "payments": [
            {
                "payment_id": "PMT-80915",
                "payee": "Buckeye Collision & Glass",
                "amount": 5812.33,
                "date": "2024-05-29",
                "for": "repairs, less the $500.00 deductible",
            },
            {
                "payment_id": "PMT-80931",
                "payee": "Nimbus Car Rental",
                "amount": 500.0,
                "date": "2024-06-01",
                "for": "rental, 14 days",
            },
        ],
    },
    "CLM-6587730": {
        "claim_id": "CLM-6587730",
        "policy_id": "PH-41195530",
        "status": "open",
        "loss_date": "2024-07-28",
        "loss_type": "wind",
        "description": "storm: part of the back fence down, shingles torn off the north slope",
        "property": "58 Tamarack Dr, Duluth, MN 55803",
        "adjuster": "Carla Mendes",
        "deductible": 1000.0,
        "inspection": {
            "inspection_id": "INS-40912",
            "date": "2024-08-06",
            "window": "09:00-11:00",
            "type": "field",
        },
    },
}


def policy(policy_id: str) -> dict[str, Any]:
    """The result of `get_policy` (a fresh copy)."""
    return copy.deepcopy(POLICIES[policy_id])


def claim(claim_id: str) -> dict[str, Any]:
    """The result of `get_claim` (a fresh copy)."""
    return copy.deepcopy(CLAIMS[claim_id])


def vehicle(policy_id: str, vehicle_id: str) -> dict[str, Any]:
    """One vehicle of an auto policy (a fresh copy)."""
    for v in POLICIES[policy_id]["vehicles"]:
        if v["vehicle_id"] == vehicle_id:
            return copy.deepcopy(v)
    raise KeyError(vehicle_id)


def verified(policy_id: str) -> dict[str, Any]:
    """The result of a successful `verify_policyholder`."""
    p = POLICIES[policy_id]
    return {"verified": True, "policy_id": policy_id, "named_insured": p["named_insured"]}
