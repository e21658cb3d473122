"""The invented pharmacy's records (Fernbrook Pharmacy): its store, patients and prescriptions.

Every name, patient id, prescription number, refill, charge and request id, insurer, member
id, masked card, address, amount and date here was made up for this corpus; the towns
(Wexley, Port Amber, Esterly), the other pharmacies (Haskett Drug, Corwin Pharmacy), the
insurers (Crestline Health Plan, Larkspur Rx Benefits, Halcyon Senior Rx) and the prescribers
are invented too, and phone numbers are in the fictional 555-01xx range. The drug names are
ordinary generic names. The session scripts take the results of the read tools
(`verify_patient`, `get_prescriptions`, ...) from these tables, through the helpers below,
which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

PHARMACY = "Fernbrook Pharmacy"
STORE = "Fernbrook Pharmacy #214, 410 Calder Ave, Wexley"

PATIENTS: dict[str, dict[str, Any]] = {
    "PT-5520917": {
        "name": "Nadia Brennan",
        "dob": "1968-03-14",
        "phone": "+1 603-555-0134",
        "insurance": "Crestline Health Plan, member CHP-40918832",
        "payment_on_file": "Visa ****2291",
    },
    "PT-6031448": {
        "name": "Owen Thackeray",
        "dob": "1990-07-22",
        "phone": "+1 603-555-0187",
        "insurance": "Larkspur Rx Benefits, member LRX-518830417",
        "payment_on_file": "Visa ****5034",
    },
    "PT-4418206": {
        "name": "Beatrix Holloway",
        "dob": "1957-11-02",
        "phone": "+1 603-555-0145",
        "insurance": "Crestline Health Plan, member CHP-31177405",
        "payment_on_file": "Discover ****6612",
    },
    "PT-7702315": {
        "name": "Delphine Marchetti",
        "dob": "1983-05-09",
        "phone": "+1 603-555-0156",
        "insurance": "Crestline Health Plan, member CHP-55610248",
        "payment_on_file": "Mastercard ****8816",
    },
    "PT-3309871": {
        "name": "Ambrose Kettering",
        "dob": "1949-01-30",
        "phone": "+1 603-555-0119",
        "address": "27 Sallow Ln, Wexley",
        "insurance": "Halcyon Senior Rx (Part D), member HSR-2091746",
        "payment_on_file": "Amex ****1007",
    },
    "PT-8820463": {
        "name": "Priscilla Ndiaye",
        "dob": "1975-09-18",
        "phone": "+1 603-555-0163",
        "insurance": "Crestline Health Plan, member CHP-22093317 (ended 2025-09-30)",
        "payment_on_file": "Visa ****7719",
    },
    "PT-2207764": {
        "name": "Yusuf Harrowby",
        "dob": "1962-04-27",
        "phone": "+1 603-555-0128",
        "insurance": "Larkspur Rx Benefits, member LRX-603318852",
        "payment_on_file": "Visa ****4480",
    },
    "PT-6650129": {
        "name": "Wilhelmina Osei",
        "dob": "1971-12-05",
        "phone": "+1 603-555-0171",
        "insurance": "Crestline Health Plan, member CHP-70224519",
        "payment_on_file": "Mastercard ****3356",
    },
    "PT-5108822": {
        "name": "Theo Sandgren",
        "dob": "1986-02-11",
        "phone": "+1 603-555-0192",
        "insurance": "Larkspur Rx Benefits, member LRX-441907725",
        "payment_on_file": "Visa ****9921",
    },
}

PRESCRIPTIONS: dict[str, dict[str, Any]] = {
    "6104417": {
        "drug": "lisinopril 10 mg tablet",
        "quantity": 90,
        "days_supply": 90,
        "refills_left": 2,
        "last_filled": "2025-08-06",
        "prescriber": "Dr. Imogen Farrelly",
        "auto_refill": False,
        "copay": 4.1,
        "status": "active",
    },
    "6104420": {
        "drug": "atorvastatin 20 mg tablet",
        "quantity": 90,
        "days_supply": 90,
        "refills_left": 0,
        "last_filled": "2025-08-06",
        "prescriber": "Dr. Imogen Farrelly",
        "auto_refill": False,
        "status": "no refills left: prescriber renewal needed",
    },
    "6121903": {
        "drug": "fluticasone-salmeterol 250/50 mcg inhalation powder",
        "quantity": "1 inhaler (60 doses)",
        "days_supply": 30,
        "refills_left": 11,
        "received": "2025-11-03",
        "prescriber": "Dr. Tobias Achterberg",
        "prescriber_fax": "+1 603-555-0172",
        "status": "on hold: claim rejected by insurer",
    },
    "6087731": {
        "drug": "metformin 500 mg tablet",
        "quantity": 180,
        "days_supply": 90,
        "refills_left": 2,
        "prescriber": "Dr. Samir Okonjo",
        "auto_refill": True,
        "open_refill": {
            "refill_id": "RF-2203318",
            "status": "in_process",
            "ready_by": "2025-11-05",
        },
        "status": "active",
    },
    "6119204": {
        "drug": "metformin ER 750 mg tablet",
        "quantity": 60,
        "days_supply": 30,
        "refills_left": 5,
        "received": "2025-10-30",
        "prescriber": "Dr. Samir Okonjo",
        "auto_refill": False,
        "copay": 5.0,
        "status": "active, not yet filled",
    },
    "6087740": {
        "drug": "glipizide 5 mg tablet",
        "quantity": 90,
        "days_supply": 90,
        "refills_left": 3,
        "prescriber": "Dr. Samir Okonjo",
        "auto_refill": True,
        "next_refill": "2025-12-12",
        "status": "active",
    },
    "6079915": {
        "drug": "levothyroxine 75 mcg tablet",
        "quantity": 30,
        "days_supply": 30,
        "refills_left": 5,
        "last_filled": "2025-10-20",
        "prescriber": "Dr. Imogen Farrelly",
        "auto_refill": False,
        "copay": 10.0,
        "status": "active",
    },
    "6102256": {
        "drug": "escitalopram 10 mg tablet",
        "quantity": 30,
        "days_supply": 30,
        "refills_left": 3,
        "last_filled": "2025-10-27",
        "refillable_from": "2025-11-23",
        "prescriber": "Dr. Renata Quill",
        "status": "active",
    },
    "6102261": {
        "drug": "lamotrigine 100 mg tablet",
        "quantity": 60,
        "days_supply": 30,
        "refills_left": 5,
        "last_filled": "2025-10-26",
        "refillable_from": "2025-11-22",
        "prescriber": "Dr. Wendell Pryce",
        "status": "active",
    },
}


def verified(patient_id: str) -> dict[str, Any]:
    """The result of a successful `verify_patient`."""
    p = PATIENTS[patient_id]
    return {"verified": True, "patient_id": patient_id, "store": STORE, **copy.deepcopy(p)}


def prescriptions(patient_id: str, *rx_numbers: str) -> dict[str, Any]:
    """The result of `get_prescriptions`: the listed prescriptions (fresh copies)."""
    return {
        "patient_id": patient_id,
        "prescriptions": [{"rx_number": n, **copy.deepcopy(PRESCRIPTIONS[n])} for n in rx_numbers],
    }


READY: dict[str, list[dict[str, Any]]] = {
    "PT-3309871": [
        {
            "refill_id": "RF-2201190",
            "drug": "apixaban 5 mg tablet",
            "quantity": 60,
            "copay": 47.0,
            "status": "ready",
        },
        {
            "refill_id": "RF-2201191",
            "drug": "metoprolol succinate ER 25 mg tablet",
            "quantity": 30,
            "copay": 2.5,
            "status": "ready",
        },
    ]
}

SLOTS = [
    ("DS-1106-AM", "2025-11-06", "10:00-13:00"),
    ("DS-1106-PM", "2025-11-06", "14:00-17:00"),
    ("DS-1107-AM", "2025-11-07", "10:00-13:00"),
    ("DS-1107-PM", "2025-11-07", "14:00-17:00"),
]
EVENING = {
    "slot_id": "DS-1105-EVE",
    "date": "2025-11-05",
    "window": "17:00-20:00",
    "fee": 9.99,
    "note": "evening courier",
}

FILLS: dict[str, list[dict[str, Any]]] = {
    "PT-8820463": [
        {
            "refill_id": "RF-2186650",
            "rx_number": "6098812",
            "drug": "metformin ER 750 mg tablet",
            "quantity": 60,
            "filled": "2025-10-15",
            "paid": "cash (Crestline claim rejected: coverage ended 2025-09-30)",
            "amount": 38.6,
            "charge_id": "CHG-901220",
            "card": "Visa ****7719",
        },
        {
            "refill_id": "RF-2192340",
            "rx_number": "6098830",
            "drug": "losartan 50 mg tablet",
            "quantity": 30,
            "filled": "2025-10-31",
            "paid": "cash (Crestline claim rejected: coverage ended 2025-09-30)",
            "amount": 14.2,
            "charge_id": "CHG-905102",
            "card": "Visa ****7719",
        },
    ]
}


def ready_refills(patient_id: str) -> dict[str, Any]:
    """The result of `get_refill_status`: the patient's refills ready for pickup."""
    return {"patient_id": patient_id, "ready": copy.deepcopy(READY[patient_id])}


def delivery_slots(taken: str | None = None) -> dict[str, Any]:
    """The result of `get_delivery_slots`; once `taken` is gone, the evening courier shows."""
    slots = [{"slot_id": i, "date": d, "window": w} for i, d, w in SLOTS if i != taken]
    if taken is not None:
        slots.insert(0, dict(EVENING))
    return {"fee": 5.99, "signature_required": True, "slots": slots}


def fill_history(patient_id: str) -> dict[str, Any]:
    """The result of `get_fill_history`: the patient's fills since October 1."""
    return {"patient_id": patient_id, "fills": copy.deepcopy(FILLS[patient_id])}
