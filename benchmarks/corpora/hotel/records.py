"""The invented hotel group's records (Corvane Hotels): properties, guests, reservations.

Every hotel name, street address, guest, confirmation number, folio id, Corvane Circle member
number, masked card, rate, amount and date here was made up for this corpus (the cities are
real, the hotels and their addresses are not); phone numbers are in the fictional 555-01xx
range and email addresses are at example.net or example.com. The session scripts take the
results of the read tools (`verify_guest`, `get_rate_quote`, `get_folio`, ...) from these
tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

GROUP = "Corvane Hotels"
PROGRAM = "Corvane Circle"

PROPERTIES: dict[str, dict[str, Any]] = {
    "DEN": {
        "name": "Corvane Denver Larimer",
        "address": "1544 Fenwick St, Denver, CO 80202",
        "phone": "+1 303-555-0118",
        "tax_rate": "0.1575",
        "check_in": "16:00",
        "check_out": "11:00",
        "time_zone": "MT",
    },
    "SAF": {
        "name": "Corvane Santa Fe Plaza",
        "address": "312 Alameda Vista, Santa Fe, NM 87501",
        "phone": "+1 505-555-0162",
        "tax_rate": "0.15",
        "check_in": "16:00",
        "check_out": "11:00",
        "time_zone": "MT",
    },
    "SAV": {
        "name": "Corvane Savannah Riverfront",
        "address": "41 Factor's Walk Ln, Savannah, GA 31401",
        "phone": "+1 912-555-0139",
        "tax_rate": "0.14",
        "check_in": "16:00",
        "check_out": "11:00",
        "time_zone": "ET",
    },
    "AVL": {
        "name": "Corvane Asheville",
        "address": "88 Laurel Gap Rd, Asheville, NC 28801",
        "phone": "+1 828-555-0177",
        "tax_rate": "0.13",
        "check_in": "16:00",
        "check_out": "11:00",
        "time_zone": "ET",
    },
    "DLH": {
        "name": "Corvane Duluth Harbor",
        "address": "210 Lakewalk Pier, Duluth, MN 55802",
        "phone": "+1 218-555-0124",
        "tax_rate": "0.13875",
        "check_in": "16:00",
        "check_out": "11:00",
        "time_zone": "CT",
    },
    "CHI": {
        "name": "Corvane Chicago Loop",
        "address": "400 W Madder St, Chicago, IL 60606",
        "phone": "+1 312-555-0185",
        "tax_rate": "0.174",
        "check_in": "16:00",
        "check_out": "11:00",
        "time_zone": "CT",
    },
    "PWM": {
        "name": "Corvane Portland Old Port",
        "address": "17 Chandlery Wharf, Portland, ME 04101",
        "phone": "+1 207-555-0150",
        "tax_rate": "0.09",
        "check_in": "16:00",
        "check_out": "11:00",
        "time_zone": "ET",
    },
    "NSH": {
        "name": "Corvane Nashville Gulch",
        "address": "915 Tallow Ave, Nashville, TN 37203",
        "phone": "+1 615-555-0193",
        "tax_rate": "0.1525",
        "check_in": "16:00",
        "check_out": "11:00",
        "time_zone": "CT",
    },
}

GUESTS: dict[str, dict[str, Any]] = {
    "G-10482": {
        "name": "Naomi Fairbrother",
        "email": "naomi.fairbrother@example.net",
        "phone": "+1 617-555-0134",
        "member_number": "CC-512883704",
        "tier": "Gold",
        "cards": ["Visa ****2231"],
    },
    "G-20917": {
        "name": "Anders Holmgren",
        "email": "anders.holmgren@example.net",
        "phone": "+1 912-555-0107",
        "member_number": None,
        "cards": ["Mastercard ****5517"],
    },
    "G-31655": {
        "name": "Marcus Adebanjo",
        "email": "marcus.adebanjo@example.com",
        "phone": "+1 704-555-0158",
        "member_number": None,
        "cards": ["Amex ****1008", "Visa ****6214"],
    },
    "G-42310": {
        "name": "Gareth Llewellyn",
        "email": "gllewellyn@example.net",
        "phone": "+1 612-555-0112",
        "zip": "55408",
        "member_number": "CC-730155286",
        "tier": "Silver",
        "tier_bonus": "10%",
        "points": 18640,
        "cards": ["Visa ****0395"],
    },
    "G-53877": {
        "name": "Sofia Marchand",
        "email": "sofia.marchand@example.net",
        "phone": "+1 617-555-0171",
        "member_number": None,
        "cards": ["Visa ****3096"],
    },
    "G-64021": {
        "name": "Daniel Achebe",
        "email": "daniel.achebe@example.com",
        "phone": "+1 404-555-0146",
        "member_number": "CC-905517342",
        "tier": "Silver",
        "cards": ["Visa ****7740", "Amex ****3321"],
    },
    "G-75598": {
        "name": "Wen-Li Zhou",
        "email": "wenli.z@example.net",
        "phone": "+1 415-555-0189",
        "member_number": None,
        "cards": ["Visa ****4480"],
    },
    "G-86144": {
        "name": "Ingrid Sorensen",
        "email": "ingrid.sorensen@example.net",
        "phone": "+1 615-555-0127",
        "home_address": "22 Wickham Ct, Franklin, TN 37064",
        "member_number": None,
        "cards": ["Visa ****5902"],
    },
    "G-97203": {
        "name": "Imani Whitlock",
        "email": "imani.whitlock@example.net",
        "phone": "+1 505-555-0143",
        "member_number": "CC-448201937",
        "tier": "Gold",
        "tier_bonus": "20%",
        "points": 52300,
        "cards": ["Mastercard ****8815"],
    },
}

RESERVATIONS: dict[str, dict[str, Any]] = {
    "CV-40718822": {
        "guest_id": "G-10482",
        "property": "DEN",
        "check_in": "2025-10-23",
        "check_out": "2025-10-25",
        "room_type": "King Deluxe",
        "rate_plan": "Circle Member Flex",
        "nightly": {"2025-10-23": 189, "2025-10-24": 189},
        "guarantee": "Visa ****2231",
        "payment": "pay at hotel",
        "status": "confirmed",
    },
    "CV-40719305": {
        "guest_id": "G-10482",
        "property": "SAF",
        "check_in": "2025-11-06",
        "check_out": "2025-11-08",
        "room_type": "King Deluxe",
        "rate_plan": "Circle Member Flex",
        "nightly": {"2025-11-06": 215, "2025-11-07": 215},
        "guarantee": "Visa ****2231",
        "payment": "pay at hotel",
        "status": "confirmed",
    },
    "CV-52201174": {
        "guest_id": "G-20917",
        "property": "SAV",
        "check_in": "2025-10-09",
        "check_out": "2025-10-10",
        "room_type": "King Deluxe",
        "rate_plan": "Best Available",
        "nightly": {"2025-10-09": 179},
        "guarantee": "Mastercard ****5517",
        "payment": "pay at hotel",
        "status": "confirmed",
    },
    "CV-52201190": {
        "guest_id": "G-20917",
        "property": "SAV",
        "check_in": "2025-10-10",
        "check_out": "2025-10-12",
        "room_type": "King Deluxe",
        "rate_plan": "Best Available",
        "nightly": {"2025-10-10": 219, "2025-10-11": 219},
        "guarantee": "Mastercard ****5517",
        "payment": "pay at hotel",
        "status": "confirmed",
    },
    "CV-61830457": {
        "guest_id": "G-31655",
        "property": "AVL",
        "check_in": "2025-10-31",
        "check_out": "2025-11-02",
        "room_type": "Mountain View King",
        "rate_plan": "Advance Deposit",
        "nightly": {"2025-10-31": 265, "2025-11-01": 265},
        "guarantee": "Amex ****1008",
        "payment": "first night + tax as a deposit; the rest at the hotel",
        "status": "confirmed",
    },
    "CV-70452261": {
        "guest_id": "G-53877",
        "property": "PWM",
        "check_in": "2025-10-17",
        "check_out": "2025-10-19",
        "room_type": "Standard Queen",
        "rate_plan": "Best Available",
        "nightly": {"2025-10-17": 199, "2025-10-18": 229},
        "guarantee": "Visa ****3096",
        "payment": "pay at hotel",
        "status": "confirmed",
    },
    "CV-40733519": {
        "guest_id": "G-64021",
        "property": "DEN",
        "check_in": "2025-10-10",
        "check_out": "2025-10-13",
        "room_type": "King Deluxe",
        "rate_plan": "Halvard Logistics corporate",
        "nightly": {"2025-10-10": 185, "2025-10-11": 185, "2025-10-12": 185},
        "guarantee": "Visa ****7740",
        "payment": "pay at hotel",
        "status": "in_house",
        "room": "614",
    },
    "CV-91204477": {
        "guest_id": "G-97203",
        "property": "SAF",
        "check_in": "2025-11-14",
        "check_out": "2025-11-16",
        "room_type": "Plaza King",
        "rate_plan": "Best Available",
        "nightly": {"2025-11-14": 249, "2025-11-15": 269},
        "guarantee": "Mastercard ****8815",
        "payment": "pay at hotel",
        "status": "confirmed",
    },
}


def money(value: Any) -> float:
    """An amount rounded half-up to the cent, as a JSON number."""
    return float(Decimal(str(value)).quantize(Decimal("0.01"), ROUND_HALF_UP))


def tax(property_code: str, amount: Any) -> float:
    """The lodging tax of `amount` at a property, rounded half-up to the cent."""
    rate = Decimal(PROPERTIES[property_code]["tax_rate"])
    return money(Decimal(str(amount)) * rate)


def hotel(property_code: str) -> str:
    """A property's name."""
    return PROPERTIES[property_code]["name"]


def reservation(confirmation_number: str) -> dict[str, Any]:
    """A reservation as the reservation tools show it (a fresh copy), with its totals."""
    r = copy.deepcopy(RESERVATIONS[confirmation_number])
    guest = GUESTS[r.pop("guest_id")]
    room_total = sum(r["nightly"].values())
    taxes = tax(r["property"], room_total)
    out: dict[str, Any] = {
        "confirmation_number": confirmation_number,
        "guest": guest["name"],
        "hotel": hotel(r.pop("property")),
        **r,
        "nights": len(r["nightly"]),
        "room_total": money(room_total),
        "tax": taxes,
        "total": money(Decimal(str(room_total)) + Decimal(str(taxes))),
    }
    out["nightly"] = [{"date": d, "rate": money(v)} for d, v in r["nightly"].items()]
    return out


def verified(guest_id: str, *confirmation_numbers: str) -> dict[str, Any]:
    """The result of a successful `verify_guest`, listing the guest's open reservations."""
    g = GUESTS[guest_id]
    out: dict[str, Any] = {
        "verified": True,
        "guest_id": guest_id,
        "name": g["name"],
        "email": g["email"],
        "member_number": g["member_number"],
    }
    if g.get("tier"):
        out["tier"] = g["tier"]
    if "points" in g:
        out["points_balance"] = g["points"]
    out["cards_on_file"] = list(g["cards"])
    if confirmation_numbers:
        out["reservations"] = [
            {
                k: v
                for k, v in reservation(n).items()
                if k
                in (
                    "confirmation_number",
                    "hotel",
                    "check_in",
                    "check_out",
                    "room_type",
                    "status",
                    "room",
                    "total",
                )
            }
            for n in confirmation_numbers
        ]
    return out


def member(guest_id: str) -> dict[str, Any]:
    """The result of a successful `verify_member` (a Corvane Circle account)."""
    g = GUESTS[guest_id]
    return {
        "verified": True,
        "member_number": g["member_number"],
        "name": g["name"],
        "tier": g["tier"],
        "tier_bonus": g["tier_bonus"],
        "points_balance": g["points"],
        "email": g["email"],
    }
