"""The invented charter coach company's records (Pellmoor Charter Coaches): fleet, rates, accounts.

Every vehicle class, rate, account, name, card, amount and date here was made up for this
corpus; the towns (Ostlebury, Quenlow Falls, Verdmouth, Harnell) are invented too, phone numbers
are in the fictional 555-01xx range and email addresses are at example.com or example.net. The
session scripts take the results of the read tools (`lookup_account`, `get_fleet_rates`, ...)
from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Pellmoor Charter Coaches"

FLEET: dict[str, dict[str, Any]] = {
    "MB-28": {
        "vehicle": "28-seat minibus",
        "seats": 28,
        "hourly": 79.0,
        "min_hours": 4,
        "per_mile": 2.95,
        "restroom": "not available",
        "wheelchair_lift": "not available",
    },
    "MC-35": {
        "vehicle": "35-seat midicoach",
        "seats": 35,
        "hourly": 135.0,
        "min_hours": 4,
        "per_mile": 3.6,
        "restroom": "optional, +$75.00 per trip",
        "wheelchair_lift": "optional (lift unit seats 33 plus 2 wheelchair positions), no charge",
    },
    "CO-56": {
        "vehicle": "56-seat coach",
        "seats": 56,
        "hourly": 165.0,
        "min_hours": 5,
        "per_mile": 4.25,
        "restroom": "standard",
        "wheelchair_lift": "not available",
    },
}

TERMS: dict[str, Any] = {
    "fuel_surcharge": "9% of the base fare (hours or miles), not of options",
    "deposit": "25% of the trip total, due at booking",
    "final_payment": "the balance, due 14 days before departure",
    "second_driver_hourly": 38.0,
    "driver_lodging_per_night": 145.0,
    "assignment": "dispatch assigns vehicles and drivers and decides whether a second driver "
    "is required; the booking desk cannot",
}

ACCOUNTS: dict[str, dict[str, Any]] = {
    "CU-40218": {
        "name": "Ysolde Marchbank",
        "organization": "Quillfield Middle School",
        "role": "group leader",
        "phone": "+1 541-555-0134",
        "email": "ymarchbank@example.net",
        "card_on_file": "Visa ****6620",
        "authorized_contacts": [],
    },
    "CU-51733": {
        "name": "Delphine Ashgrove",
        "organization": "Ashgrove-Ferreira wedding",
        "role": "group leader",
        "phone": "+1 541-555-0177",
        "email": "delphine.ashgrove@example.com",
        "card_on_file": "Amex ****3008",
        "authorized_contacts": [
            {
                "name": "Tobiah Renwick",
                "company": "Fairlight Events",
                "phone": "+1 541-555-0162",
                "email": "tobiah@fairlight.example.com",
                "authorized_by": "Delphine Ashgrove",
                "authorized_on": "2027-01-18",
                "scope": "changes to trip CH-41902; no payments",
            }
        ],
    },
    "CU-36094": {
        "name": "Aurelio Fenwright",
        "organization": "Quenlow Falls Garden Society",
        "role": "group leader",
        "phone": "+1 541-555-0109",
        "email": "a.fenwright@example.net",
        "card_on_file": "Mastercard ****5174",
        "authorized_contacts": [],
    },
    "CU-28857": {
        "name": "Henrike Salvesen",
        "organization": "Verdmouth Community Chorale",
        "role": "group leader",
        "phone": "+1 541-555-0126",
        "email": "henrike.salvesen@example.com",
        "card_on_file": "Mastercard ****3391",
        "authorized_contacts": [],
    },
    "CU-47730": {
        "name": "Lisandro Pettigrew",
        "organization": "Brackwater Logistics",
        "role": "group leader",
        "phone": "+1 541-555-0148",
        "email": "lpettigrew@example.com",
        "card_on_file": "Amex ****6051",
        "authorized_contacts": [],
    },
    "CU-33581": {
        "name": "Sunniva Draycott",
        "organization": "Ostlebury Youth Rowing Club",
        "role": "group leader",
        "phone": "+1 541-555-0191",
        "email": "s.draycott@example.com",
        "card_on_file": "Visa ****2047",
        "authorized_contacts": [],
    },
    "CU-45502": {
        "name": "Ottilie Haverkamp",
        "organization": "Quenlow Senior Center",
        "role": "group leader",
        "phone": "+1 541-555-0115",
        "email": "ohaverkamp@example.net",
        "card_on_file": "Visa ****4436",
        "authorized_contacts": [],
    },
    "CU-39914": {
        "name": "Corwin Ashdale",
        "organization": "Hallbeck Instruments",
        "role": "group leader",
        "phone": "+1 541-555-0183",
        "email": "c.ashdale@example.com",
        "card_on_file": "Amex ****7260",
        "authorized_contacts": [],
    },
    "CU-50267": {
        "name": "Osric Penhallow",
        "organization": "Verdmouth Harriers U16",
        "role": "group leader",
        "phone": "+1 541-555-0140",
        "email": "coach.penhallow@example.net",
        "card_on_file": "Visa ****8812 (club card)",
        "authorized_contacts": [
            {
                "name": "Mireille Dunstan",
                "role": "team manager",
                "phone": "+1 541-555-0157",
                "authorized_by": "Osric Penhallow",
                "authorized_on": "2027-02-02",
                "scope": "bookings and deposits on the club card; no cancellations",
            }
        ],
    },
}


def account(account_id: str, caller: str | None = None) -> dict[str, Any]:
    """The result of a successful `lookup_account` (a fresh copy)."""
    a = ACCOUNTS[account_id]
    out: dict[str, Any] = {
        "verified": True,
        "account_id": account_id,
        "name": a["name"],
        "organization": a["organization"],
        "role": a["role"],
        "card_on_file": a["card_on_file"],
        "authorized_contacts": copy.deepcopy(a["authorized_contacts"]),
    }
    if caller is not None:
        out["caller"] = caller
    return out


def rates(*codes: str) -> dict[str, Any]:
    """The result of `get_fleet_rates` for some vehicle classes, with the terms."""
    return {
        "vehicles": {code: copy.deepcopy(FLEET[code]) for code in codes},
        "fuel_surcharge": TERMS["fuel_surcharge"],
        "deposit": TERMS["deposit"],
        "final_payment": TERMS["final_payment"],
    }
