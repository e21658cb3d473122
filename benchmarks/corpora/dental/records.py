"""The invented dental practice's records (Thistlecombe Dental Group): clinics, staff, accounts.

Every clinic, address, dentist, hygienist, insurer, lab, patient name, account and patient id,
card, fee and date here was made up for this corpus; the towns (Marrowby, Wendlecote) are
invented too, phone numbers are in the fictional 555-01xx range and email addresses are at
example.com or example.net. The session scripts take the results of the read tools
(`verify_patient`, ...) from these tables, through the helpers below, which return fresh
copies.
"""

from __future__ import annotations

import copy
from typing import Any

PRACTICE = "Thistlecombe Dental Group"

CLINICS: dict[str, dict[str, Any]] = {
    "Marrowby": {"clinic_id": "CLN-MB", "address": "14 Cordwainer Row, Marrowby, VT 05761"},
    "Wendlecote": {"clinic_id": "CLN-WC", "address": "220 Sallowfield Rd, Wendlecote, VT 05768"},
}

STAFF: dict[str, dict[str, Any]] = {
    "Dr. Ysolde Harkness": {"role": "dentist", "clinic": "Marrowby"},
    "Dr. Benedikt Amsel": {"role": "dentist", "clinic": "Wendlecote"},
    "Marguerite Pell": {"role": "hygienist", "clinic": "Marrowby"},
    "Tamsin Achterberg": {"role": "hygienist", "clinic": "Marrowby", "joined": "2026-02-02"},
}

INSURER = "Larkspur Mutual Dental"
LAB = "Orrinford Ceramics"

ACCOUNTS: dict[str, dict[str, Any]] = {
    "FAM-30417": {
        "holder": "Rosalind Aberquist",
        "phone": "+1 802-555-0134",
        "email": "r.aberquist@example.com",
        "payment_method": "Visa ****6042",
        "insurance": {"insurer": INSURER, "member_id": "LMD-5581-0926", "plan": "Family Plus"},
        "patients": {
            "HD-204118": {"name": "Rosalind Aberquist", "dob": "1987-06-02"},
            "HD-204126": {"name": "Oskar Aberquist", "dob": "2016-10-19"},
            "HD-204134": {"name": "Liesel Aberquist", "dob": "2013-08-07"},
        },
    },
    "FAM-28855": {
        "holder": "Cornelius Wexhall",
        "phone": "+1 802-555-0177",
        "email": "cwexhall@example.net",
        "payment_method": "Mastercard ****3390",
        "insurance": {"insurer": INSURER, "member_id": "LMD-4402-1187", "plan": "Core"},
        "patients": {"HD-187702": {"name": "Cornelius Wexhall", "dob": "1969-01-23"}},
    },
    "FAM-31102": {
        "holder": "Philippa Dorran",
        "phone": "+1 802-555-0112",
        "email": "pdorran@example.com",
        "payment_method": "Visa ****2718",
        "insurance": None,
        "patients": {"HD-215530": {"name": "Philippa Dorran", "dob": "1994-11-30"}},
    },
    "FAM-26631": {
        "holder": "Tobiah Grennard",
        "phone": "+1 802-555-0158",
        "email": "tgrennard@example.net",
        "payment_method": "Amex ****1004",
        "insurance": {"insurer": INSURER, "member_id": "LMD-3019-7745", "plan": "Core"},
        "patients": {"HD-193361": {"name": "Tobiah Grennard", "dob": "1981-04-14"}},
    },
    "FAM-24970": {
        "holder": "Henrike Maubray",
        "phone": "+1 802-555-0191",
        "email": "henrike.maubray@example.com",
        "payment_method": "Visa ****9153",
        "insurance": {"insurer": INSURER, "member_id": "LMD-2266-0318", "plan": "Family Plus"},
        "patients": {"HD-176045": {"name": "Henrike Maubray", "dob": "1976-09-05"}},
    },
    "FAM-30088": {
        "holder": "Ambrose Kettleby",
        "phone": "+1 802-555-0146",
        "email": "a.kettleby@example.net",
        "payment_method": "Mastercard ****5127",
        "insurance": {"insurer": INSURER, "member_id": "LMD-6630-2841", "plan": "Core"},
        "patients": {"HD-201987": {"name": "Ambrose Kettleby", "dob": "1958-02-11"}},
    },
    "FAM-27719": {
        "holder": "Dagny Morcombe",
        "phone": "+1 802-555-0185",
        "email": "dagny.morcombe@example.com",
        "payment_method": "Visa ****3861",
        "insurance": {"insurer": INSURER, "member_id": "LMD-1938-4470", "plan": "Core"},
        "patients": {"HD-190456": {"name": "Dagny Morcombe", "dob": "1990-12-09"}},
    },
    "FAM-32245": {
        "holder": "Serafina Oduya-Blake",
        "phone": "+1 802-555-0169",
        "email": "serafina.ob@example.com",
        "payment_method": "Visa ****4471",
        "insurance": {"insurer": INSURER, "member_id": "LMD-7105-3362", "plan": "Core"},
        "patients": {"HD-222814": {"name": "Serafina Oduya-Blake", "dob": "1996-03-28"}},
    },
    "FAM-29930": {
        "holder": "Lucan Brevik",
        "phone": "+1 802-555-0123",
        "email": "lucan.brevik@example.net",
        "payment_method": "Mastercard ****7786",
        "insurance": {"insurer": INSURER, "member_id": "LMD-5247-9910", "plan": "Family Plus"},
        "authorized": [
            {"name": "Ingrid Solvay", "relation": "partner", "may": ["billing", "bookings"]}
        ],
        "patients": {
            "HD-199204": {"name": "Lucan Brevik", "dob": "1984-07-16"},
            "HD-199212": {"name": "Edvin Brevik", "dob": "2017-05-03"},
        },
    },
}


def verified(account_id: str, caller: str | None = None) -> dict[str, Any]:
    """The result of a successful `verify_account` (the caller defaults to the holder)."""
    a = ACCOUNTS[account_id]
    out: dict[str, Any] = {
        "verified": True,
        "account_id": account_id,
        "holder": a["holder"],
        "caller": caller or a["holder"],
        "patients": [
            {"patient_id": pid, "name": p["name"], "dob": p["dob"]}
            for pid, p in a["patients"].items()
        ],
        "insurance": copy.deepcopy(a["insurance"]),
        "payment_method_on_file": a["payment_method"],
    }
    if a.get("authorized"):
        out["authorized_people"] = copy.deepcopy(a["authorized"])
    return out
