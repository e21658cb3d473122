"""The invented city's permit records (City of Quillan Harbor, Department of Building & Safety).

Every property, parcel, owner, contractor, registration number, permit id, examiner, card,
amount and date here was made up for this corpus; the city and its streets are invented too,
phone numbers are in the fictional 555-01xx range and email addresses are at example.com or
example.net. The session scripts take the results of the read tools (`lookup_property`,
`verify_contractor`) from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

CITY = "City of Quillan Harbor"
DESK = "Department of Building & Safety, permit desk"

WINDOWS = {"AM": "8:00-12:00", "PM": "12:00-4:00"}

PROPERTIES: dict[str, dict[str, Any]] = {
    "0412-118-027": {
        "address": "27 Tamsin Ct",
        "owner": "Marguerite Tolland",
        "phone": "+1 458-555-0162",
        "email": "mtolland@example.com",
        "account": "APL-30418",
        "zoning": "R-1",
        "lot": "corner lot (Tamsin Ct and Heron Way)",
        "cards": ["Visa ****3318"],
        "permits": [],
    },
    "0407-221-190": {
        "address": "1190 Orchard Vale Rd",
        "owner": "Lionel Fairweather",
        "phone": "+1 458-555-0127",
        "account": "APL-28833",
        "zoning": "R-1",
        "permits": [
            {"permit_id": "BP-26-00398", "type": "residential deck", "status": "plan review"},
            {"permit_id": "EP-26-01190", "type": "electrical, deck lighting", "status": "issued"},
        ],
    },
    "0415-036-056": {
        "address": "56 Wexcombe Ln",
        "owner": "Harold Pembry",
        "phone": "+1 458-555-0181",
        "account": "APL-29174",
        "zoning": "R-1",
        "permits": [
            {
                "permit_id": "EP-26-01187",
                "type": "electrical, 200 A panel upgrade and 4 basement circuits",
                "status": "issued",
            }
        ],
    },
    "0409-310-008": {
        "address": "8 Marlow Terrace",
        "owner": "Anjali Destrehan",
        "phone": "+1 458-555-0149",
        "email": "a.destrehan@example.net",
        "account": "APL-31502",
        "zoning": "R-1",
        "cards": ["Amex ****1006", "Visa debit ****7240"],
        "permits": [],
    },
    "0421-073-073": {
        "address": "73 Sorrel Bank Rd",
        "owner": "Gideon Marsh",
        "phone": "+1 458-555-0113",
        "email": "gmarsh@example.com",
        "account": "APL-27760",
        "zoning": "R-1",
        "cards": ["Mastercard ****9034"],
        "permits": [
            {
                "permit_id": "BP-26-00409",
                "type": "detached garage, 24 x 26 ft",
                "status": "on hold: side setback",
            }
        ],
    },
    "0403-152-019": {
        "address": "19 Gannet Row",
        "owner": "Rosalind Kerr",
        "phone": "+1 458-555-0170",
        "email": "rkerr@example.net",
        "account": "APL-30087",
        "zoning": "R-1",
        "cards": ["Mastercard ****5521"],
        "permits": [
            {"permit_id": "BP-26-00352", "type": "basement finish", "status": "plan review queue"}
        ],
    },
    "0418-244-402": {
        "address": "402 Bramblecote Dr",
        "owner": "Everett Quayle",
        "phone": "+1 458-555-0135",
        "account": "APL-29951",
        "zoning": "R-1",
        "permits": [
            {"permit_id": "BP-26-00366", "type": "residential deck", "status": "issued"},
            {"permit_id": "FP-26-00219", "type": "fence", "status": "issued"},
        ],
    },
    "0411-097-015": {
        "address": "15 Kestrel Hollow",
        "owner": "Beatrix Lund",
        "phone": "+1 458-555-0158",
        "email": "beatrix.lund@example.com",
        "account": "APL-31166",
        "zoning": "R-1",
        "cards": ["Visa ****6650"],
        "permits": [
            {
                "permit_id": "BP-26-00388",
                "type": "kitchen remodel, bearing wall removal",
                "status": "approved, fees due",
            },
            {
                "permit_id": "EP-26-01175",
                "type": "electrical, kitchen circuits",
                "status": "issued",
            },
        ],
    },
    "0406-418-066": {
        "address": "66 Copperleaf Way",
        "owner": "Wilhelmina Strand",
        "phone": "+1 458-555-0196",
        "email": "w.strand@example.net",
        "account": "APL-30642",
        "zoning": "R-1",
        "cards": ["Visa ****2087"],
        "bank": "e-check, account ending 4410",
        "permits": [
            {
                "permit_id": "BP-26-00341",
                "type": "rear addition, 310 sq ft",
                "status": "approved, fees due",
            },
            {
                "permit_id": "EP-26-01162",
                "type": "electrical, addition circuits",
                "status": "approved, fees due",
            },
        ],
    },
}

CONTRACTORS: dict[str, dict[str, Any]] = {
    "CR-20417": {
        "company": "Steadley Build Co",
        "contact": "Bram Steadley",
        "phone": "+1 458-555-0104",
        "authorized_for": ["BP-26-00398"],
        "owner": "Lionel Fairweather",
        "authorization_signed": "2026-02-18",
    },
    "CR-31562": {
        "company": "Brightline Electric",
        "contact": "Ines Calloway",
        "phone": "+1 458-555-0190",
        "authorized_for": ["EP-26-01187"],
        "owner": "Harold Pembry",
        "authorization_signed": "2026-02-25",
    },
    "CR-18840": {
        "company": "Osgood & Pell Builders",
        "contact": "Marcus Pell",
        "phone": "+1 458-555-0142",
        "authorized_for": [],
    },
}


def parcel_of(address: str) -> str:
    """The parcel number of a property, by its street address."""
    for parcel, p in PROPERTIES.items():
        if p["address"] == address:
            return parcel
    raise KeyError(address)


def property_record(parcel: str, **extra: Any) -> dict[str, Any]:
    """The result of a successful `lookup_property` (a fresh copy), with `extra` fields."""
    p = PROPERTIES[parcel]
    out: dict[str, Any] = {
        "found": True,
        "parcel": parcel,
        "address": f"{p['address']}, Quillan Harbor",
        "owner_of_record": p["owner"],
        "applicant_account": p["account"],
        "zoning": p["zoning"],
    }
    if p.get("lot"):
        out["lot"] = p["lot"]
    if p.get("cards"):
        out["payment_methods"] = list(p["cards"])
    if p.get("bank"):
        out["payment_methods"] = [*out.get("payment_methods", []), p["bank"]]
    out["permits"] = copy.deepcopy(p["permits"])
    out.update(copy.deepcopy(extra))
    return out


def contractor_record(registration: str, permit_id: str) -> dict[str, Any]:
    """The result of a successful `verify_contractor` for one permit (a fresh copy)."""
    c = CONTRACTORS[registration]
    out: dict[str, Any] = {
        "registration": registration,
        "status": "active",
        "company": c["company"],
        "contact": c["contact"],
        "permit_id": permit_id,
        "authorized": permit_id in c["authorized_for"],
    }
    if permit_id in c["authorized_for"]:
        out["owner"] = c["owner"]
        out["authorization_on_file"] = f"signed by the owner on {c['authorization_signed']}"
    return out
