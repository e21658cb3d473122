"""The invented clinic group's directory: locations, providers, pharmacies, fees and plans.

Nothing here comes from a dataset. The clinic group ("Larkspur Health Partners"), its
locations, providers, pharmacies, fee schedule, insurance plans and patients were made up for
this corpus. Phone numbers use the fictional 555-01xx range. The provider numbers look like
NPIs (ten digits) but fail the NPI check digit, so none of them can be a real one. The session
scripts (`sessions_a`, `sessions_b`) take read-tool results from here so that a provider, a
location or a patient looks the same wherever it is read.
"""

from __future__ import annotations

import copy
from typing import Any

GROUP = "Larkspur Health Partners"

LOCATIONS: dict[str, dict[str, Any]] = {
    "LOC-ELM": {
        "name": "Elm Street Clinic",
        "address": "412 Elm St, Fairhaven",
        "phone": "555-0110",
        "services": ["primary care", "endocrinology", "optometry", "lab draw", "pharmacy"],
    },
    "LOC-RVS": {
        "name": "Riverside Medical Offices",
        "address": "88 Mill Race Rd, Fairhaven",
        "phone": "555-0112",
        "services": ["primary care", "cardiology", "orthopedics", "lab draw"],
    },
    "LOC-NGT": {
        "name": "Northgate Specialty Center",
        "address": "2300 Northgate Blvd, Fairhaven",
        "phone": "555-0114",
        "services": ["primary care", "dermatology", "orthopedics", "imaging"],
    },
}

PROVIDERS: dict[str, dict[str, Any]] = {
    "PRV-1021": {
        "name": "Dr. Anjali Mehta",
        "credentials": "MD",
        "specialty": "Family Medicine",
        "npi": "1083016613",
        "locations": {"LOC-ELM": ["Mon", "Wed", "Fri"], "LOC-RVS": ["Tue", "Thu"]},
    },
    "PRV-1034": {
        "name": "Jordan Blake",
        "credentials": "NP",
        "specialty": "Family Medicine (adult and pediatric)",
        "npi": "1186091390",
        "locations": {"LOC-NGT": ["Tue", "Sat"], "LOC-ELM": ["Mon", "Wed", "Thu"]},
    },
    "PRV-2047": {
        "name": "Dr. Helen Osei",
        "credentials": "MD",
        "specialty": "Dermatology",
        "npi": "1996030824",
        "locations": {"LOC-NGT": ["Mon", "Wed", "Fri"]},
    },
    "PRV-2062": {
        "name": "Dr. Rafael Quintero",
        "credentials": "MD",
        "specialty": "Orthopedic Surgery",
        "npi": "1628194821",
        "locations": {"LOC-NGT": ["Mon", "Tue", "Thu"]},
    },
    "PRV-2068": {
        "name": "Dr. Emi Sato",
        "credentials": "MD",
        "specialty": "Orthopedics (sports medicine)",
        "npi": "1993518190",
        "locations": {"LOC-RVS": ["Mon", "Wed", "Thu"]},
    },
    "PRV-2075": {
        "name": "Dr. Tomasz Wierzbicki",
        "credentials": "MD",
        "specialty": "Cardiology",
        "npi": "1937865797",
        "locations": {"LOC-RVS": ["Tue", "Fri"]},
    },
    "PRV-2083": {
        "name": "Dr. Miriam Adeyemi",
        "credentials": "MD",
        "specialty": "Endocrinology",
        "npi": "1543231948",
        "locations": {"LOC-ELM": ["Tue", "Thu"], "TELEHEALTH": ["Mon", "Thu"]},
    },
    "PRV-2091": {
        "name": "Dr. Paul Lindqvist",
        "credentials": "OD",
        "specialty": "Optometry",
        "npi": "1757491186",
        "locations": {"LOC-ELM": ["Tue", "Fri"]},
    },
}

PHARMACIES: dict[str, dict[str, Any]] = {
    "PH-0312": {
        "name": "Elm Street Pharmacy",
        "address": "412 Elm St, Fairhaven (inside the Elm Street Clinic)",
        "phone": "555-0131",
        "type": "retail",
    },
    "PH-0214": {
        "name": "MedPlus Pharmacy #214",
        "address": "1907 Harbor Ave, Fairhaven",
        "phone": "555-0146",
        "type": "retail",
    },
    "PH-0900": {
        "name": "Larkspur Mail-Order Pharmacy",
        "address": "mail order",
        "phone": "555-0190",
        "type": "mail_order",
    },
}

FEES: dict[str, dict[str, Any]] = {
    "late_cancellation": {"amount": 50.0, "rule": "cancelled less than 24 hours before the visit"},
    "no_show": {"amount": 75.0, "rule": "missed visit without notice"},
    "sports_physical": {"amount": 45.0, "rule": "self-pay flat fee; not billed to insurance"},
    "records_to_provider": {"amount": 0.0, "rule": "provider-to-provider release is free"},
}

PAYMENT_PLANS: dict[str, Any] = {
    "min_balance": 300.0,
    "min_monthly": 25.0,
    "terms_months": [6, 10, 12],
    "interest": 0.0,
}

PLANS: dict[str, dict[str, Any]] = {
    "BCP-SILVER": {
        "name": "Bluecrest PPO Silver",
        "type": "PPO",
        "copays": {"primary": 25.0, "specialist": 50.0, "preventive": 0.0, "telehealth": 15.0},
        "referral_required": False,
    },
    "NSH-SELECT": {
        "name": "Northshore HMO Select",
        "type": "HMO",
        "copays": {"primary": 20.0, "specialist": 40.0, "preventive": 0.0, "telehealth": 10.0},
        "referral_required": True,
    },
    "MAP-PPO": {
        "name": "Meridian Advantage PPO",
        "type": "PPO",
        "copays": {"primary": 30.0, "specialist": 60.0, "preventive": 0.0, "telehealth": 20.0},
        "referral_required": False,
    },
    "SSA-GOLD": {
        "name": "Silverline Senior Advantage Gold",
        "type": "Medicare Advantage HMO",
        "copays": {"primary": 0.0, "specialist": 35.0, "preventive": 0.0, "telehealth": 0.0},
        "referral_required": True,
        "retail_days_supply_max": 30,
    },
}

PATIENTS: dict[str, dict[str, Any]] = {
    "00731852": {
        "name": "Maya Castellanos",
        "dob": "1986-03-22",
        "member_id": "BCP448120391",
        "plan": "BCP-SILVER",
        "pcp": "PRV-1021",
        "phone": "555-0134",
        "email": "m.castellanos@example.net",
    },
    "00418806": {
        "name": "Grace Okafor",
        "dob": "1949-07-02",
        "member_id": "SSA-20931177",
        "plan": "SSA-GOLD",
        "pcp": "PRV-1021",
        "phone": "555-0158",
        "preferred_pharmacy": "PH-0312",
        "representatives": [
            {
                "name": "Daniel Okafor",
                "relation": "son",
                "form": "HIPAA-AR",
                "on_file": "2023-11-14",
            }
        ],
    },
    "00562290": {
        "name": "Ruth Lindgren",
        "dob": "1972-11-30",
        "member_id": "MAP-66120845",
        "plan": "MAP-PPO",
        "pcp": "PRV-1021",
        "phone": "555-0127",
        "guarantor_account": "GA-562290",
    },
    "00295517": {
        "name": "Arturo Benítez",
        "dob": "1958-05-17",
        "member_id": "BCP301877264",
        "plan": "BCP-SILVER",
        "pcp": "PRV-1021",
        "phone": "555-0171",
    },
    "00850413": {
        "name": "Keisha Warren",
        "dob": "1991-08-09",
        "member_id": "NSH-55310982",
        "plan": "NSH-SELECT",
        "pcp": "PRV-1034",
        "phone": "555-0185",
    },
    "00667120": {
        "name": "Samuel Oduya",
        "dob": "1979-02-14",
        "member_id": "BCP512006734",
        "plan": "BCP-SILVER",
        "pcp": "PRV-1021",
        "phone": "555-0162",
        "email": "sam.oduya@example.org",
    },
    "00708834": {
        "name": "Priscilla Nguyen",
        "dob": "1983-06-28",
        "member_id": "BCP227409118",
        "plan": "BCP-SILVER",
        "pcp": "PRV-1021",
        "phone": "555-0109",
        "household": ["00708851"],
    },
    "00708851": {
        "name": "Leo Nguyen",
        "dob": "2014-01-19",
        "member_id": "BCP227409126",
        "plan": "BCP-SILVER",
        "pcp": "PRV-1034",
        "phone": "555-0109",
    },
    "00184470": {
        "name": "Henri Moreau",
        "dob": "1941-12-05",
        "member_id": "SSA-11872603",
        "plan": "SSA-GOLD",
        "pcp": "PRV-1021",
        "phone": "555-0176",
        "representatives": [
            {
                "name": "Linda Moreau",
                "relation": "daughter",
                "form": "healthcare POA",
                "on_file": "2022-04-08",
            }
        ],
    },
    "00912275": {
        "name": "Marcus Brooks",
        "dob": "2009-04-03",
        "member_id": "NSH-55400216",
        "plan": "NSH-SELECT",
        "pcp": "PRV-1034",
        "phone": "555-0193",
        "guardians": [{"name": "Tanya Brooks", "relation": "mother"}],
        "household": ["00912283"],
    },
}


def patient(mrn: str) -> dict[str, Any]:
    """The result of ``get_patient``: the record with its plan and PCP spelled out."""
    record = copy.deepcopy(PATIENTS[mrn])
    plan = PLANS[record["plan"]]
    record["plan"] = {"plan_id": record["plan"], "name": plan["name"], "type": plan["type"]}
    pcp = record["pcp"]
    record["pcp"] = {"provider_id": pcp, "name": PROVIDERS[pcp]["name"]}
    return {"mrn": mrn, **record}


def verified(mrn: str) -> dict[str, Any]:
    """The result of a successful ``verify_patient``."""
    return {"verified": True, "mrn": mrn, "name": PATIENTS[mrn]["name"]}


def provider(provider_id: str) -> dict[str, Any]:
    """The result of ``get_provider``."""
    return {"provider_id": provider_id, **copy.deepcopy(PROVIDERS[provider_id])}


def location(location_id: str) -> dict[str, Any]:
    """One location, as tools return it."""
    return {"location_id": location_id, **copy.deepcopy(LOCATIONS[location_id])}


def pharmacy(pharmacy_id: str) -> dict[str, Any]:
    """One pharmacy, as tools return it."""
    return {"pharmacy_id": pharmacy_id, **copy.deepcopy(PHARMACIES[pharmacy_id])}


def coverage(plan_id: str) -> dict[str, Any]:
    """The plan's benefits, as ``get_coverage`` returns them."""
    return {"plan_id": plan_id, **copy.deepcopy(PLANS[plan_id])}


def appointment(
    appointment_id: str, provider_id: str, location_id: str, start: str, visit: str, **more: Any
) -> dict[str, Any]:
    """One appointment, as ``list_appointments`` returns it."""
    return {
        "appointment_id": appointment_id,
        "provider_id": provider_id,
        "provider": PROVIDERS[provider_id]["name"],
        "location_id": location_id,
        "location": LOCATIONS[location_id]["name"] if location_id in LOCATIONS else location_id,
        "start": start,
        "visit_type": visit,
        "status": "booked",
        **more,
    }
