"""The invented shop's records (Corbett & Vale Auto Service): customers, vehicles, estimates.

Every name, customer id, plate, VIN, repair order, estimate, invoice, claim, loaner, part
number, amount and date here was made up for this corpus; phone numbers are in the fictional
555-01xx range and email addresses are at example.com or example.net. The session scripts take
the results of the read tools (`verify_customer`, `get_estimate`, `get_invoice`, ...) from
these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

SHOP = {
    "name": "Corbett & Vale Auto Service",
    "address": "418 Tanner Mill Rd, Alder Bend",
    "phone": "+1 608-555-0110",
    "email": "service@corbettvale.example.com",
    "hours": "Mon-Fri 07:00-18:00, Sat 08:00-12:00",
    "labor_rate": 142.0,
    "parts_tax_rate": 0.055,
    "service_manager": "Priya Hollander",
}

CUSTOMERS: dict[str, dict[str, Any]] = {
    "C-10482": {
        "name": "Delphine Arceneaux",
        "phone": "+1 608-555-0127",
        "email": "d.arceneaux@example.com",
        "vehicles": [
            {
                "plate": "HKT-4821",
                "vin": "1HGCR2F81HA204417",
                "vehicle": "2017 Honda Accord EX",
                "mileage": 84310,
            }
        ],
    },
    "C-11907": {
        "name": "Marcus Oyelaran",
        "phone": "+1 608-555-0163",
        "email": "marcus.oyelaran@example.net",
        "vehicles": [
            {
                "plate": "MXO-6093",
                "vin": "1FTEW1EP5KFA38812",
                "vehicle": "2019 Ford F-150 XLT",
                "mileage": 68950,
            }
        ],
    },
    "C-12266": {
        "name": "Hana Whitcombe",
        "phone": "+1 608-555-0148",
        "email": "hana.whitcombe@example.com",
        "vehicles": [
            {
                "plate": "WHT-5530",
                "vin": "5TDKK3DC2ES471106",
                "vehicle": "2014 Toyota Sienna LE",
                "mileage": 131442,
            }
        ],
    },
    "C-09831": {
        "name": "Lorraine Petrakis",
        "phone": "+1 608-555-0119",
        "email": "lpetrakis@example.net",
        "vehicles": [
            {
                "plate": "LPK-2716",
                "vin": "4S4BSANC6G3262091",
                "vehicle": "2016 Subaru Outback 2.5i",
                "mileage": 97206,
            },
            {
                "plate": "LPK-1290",
                "vin": "19XFB2F59CE318804",
                "vehicle": "2012 Honda Civic LX",
                "mileage": 142880,
            },
        ],
    },
    "C-10355": {
        "name": "Samir Haddadin",
        "phone": "+1 608-555-0182",
        "email": "samir.haddadin@example.com",
        "vehicles": [
            {
                "plate": "SHD-0457",
                "vin": "5NPD84LF1LH553018",
                "vehicle": "2020 Hyundai Elantra SEL",
                "mileage": 41377,
            }
        ],
    },
    "C-11420": {
        "name": "Beatriz Fontaine",
        "phone": "+1 608-555-0156",
        "email": "beatriz.fontaine@example.net",
        "vehicles": [
            {
                "plate": "BFZ-1187",
                "vin": "2T1BU4EE3BC627519",
                "vehicle": "2011 Toyota Corolla LE",
                "mileage": 158204,
                "inspection_expires": "2026-03-31",
            },
            {
                "plate": "BFZ-3021",
                "vin": "JM3KFBCM4M0410735",
                "vehicle": "2021 Mazda CX-5 Touring",
                "mileage": 38615,
                "inspection_expires": "2025-10-31",
            },
        ],
    },
    "C-12540": {
        "name": "Otis Brannigan",
        "phone": "+1 608-555-0191",
        "email": "obrannigan@example.com",
        "vehicles": [
            {
                "plate": "OTB-8150",
                "vin": "2GNALBEK8F6207743",
                "vehicle": "2015 Chevrolet Equinox LT",
                "mileage": 119530,
            }
        ],
    },
    "C-10977": {
        "name": "Ingrid Solberg",
        "phone": "+1 608-555-0134",
        "email": "ingrid.solberg@example.net",
        "vehicles": [
            {
                "plate": "ISG-1804",
                "vin": "3VV2B7AX4JM069215",
                "vehicle": "2018 Volkswagen Tiguan SE",
                "mileage": 72118,
            }
        ],
    },
    "FA-2207": {
        "name": "Birchline Landscaping",
        "contact": "Curtis Mbeki",
        "phone": "+1 608-555-0103",
        "email": "fleet@birchline.example.com",
        "terms": "net 30",
        "vehicles": [
            {
                "plate": "BLS-4004",
                "unit": "Unit 4",
                "vin": "1FTYR2CM6KKA51730",
                "vehicle": "2019 Ford Transit 250",
                "mileage": 88412,
            },
            {
                "plate": "BLS-4007",
                "unit": "Unit 7",
                "vin": "1FTYR2CM2KKA51733",
                "vehicle": "2019 Ford Transit 250",
                "mileage": 91075,
            },
        ],
    },
}

ESTIMATES: dict[str, dict[str, Any]] = {
    "RO-24817": {
        "ro": "RO-24817",
        "estimate_id": "EST-24817",
        "vehicle": "2017 Honda Accord EX, HKT-4821",
        "technician": "Dario Nkemelu",
        "concern": "grinding noise when braking",
        "lines": [
            {
                "line": "L1",
                "job": "Front brake pads and rotors",
                "parts": 214.6,
                "labor_hours": 1.5,
                "labor": 213.0,
                "total": 427.6,
                "priority": "required",
                "finding": "front pads 2 mm; rotors scored",
            },
            {
                "line": "L2",
                "job": "Rear brake pads",
                "parts": 78.9,
                "labor_hours": 1.0,
                "labor": 142.0,
                "total": 220.9,
                "priority": "soon",
                "finding": "rear pads 4 mm",
            },
            {
                "line": "L3",
                "job": "Brake fluid flush",
                "parts": 18.5,
                "labor_hours": 0.8,
                "labor": 113.6,
                "total": 132.1,
                "priority": "recommended",
                "finding": "fluid moisture 3%",
            },
            {
                "line": "L4",
                "job": "Cabin air filter",
                "parts": 32.0,
                "labor_hours": 0.2,
                "labor": 28.4,
                "total": 60.4,
                "priority": "optional",
                "finding": "filter dirty",
            },
        ],
        "tax": "5.5% on parts",
    },
    "RO-24911": {
        "ro": "RO-24911",
        "estimate_id": "EST-24911",
        "vehicle": "2014 Toyota Sienna LE, WHT-5530",
        "technician": "Dario Nkemelu",
        "concern": "coolant leak, sweet smell after driving",
        "lines": [
            {
                "line": "L1",
                "job": "Water pump replacement (labor) with coolant refill",
                "labor_hours": 2.6,
                "labor": 369.2,
                "coolant": 42.8,
                "finding": "water pump weeping at the weep hole",
                "pump_options": [
                    {
                        "option": "OEM",
                        "part": "Aisin WPT-190",
                        "supplier": "Halvorsen Toyota parts counter",
                        "price": 312.4,
                        "delivery": "2025-10-23",
                        "warranty": "24 months",
                    },
                    {
                        "option": "aftermarket",
                        "part": "GoldLine GL-WP4417",
                        "supplier": "Keystone Parts Supply",
                        "price": 168.75,
                        "delivery": "2025-10-22 morning",
                        "warranty": "12 months",
                    },
                ],
            },
            {
                "line": "L2",
                "job": "Serpentine belt",
                "part": "6PK2275",
                "supplier": "Keystone Parts Supply",
                "parts": 46.9,
                "labor_hours": 0.4,
                "labor": 56.8,
                "total": 103.7,
                "finding": "belt cracked",
            },
        ],
        "tax": "5.5% on parts",
    },
    "RO-24935": {
        "ro": "RO-24935",
        "estimate_id": "EST-24935",
        "vehicle": "2015 Chevrolet Equinox LT, OTB-8150",
        "technician": "Renzo Albescu",
        "concern": "check engine light",
        "diagnostic": {"fee": 149.0, "status": "authorized at drop-off 2025-10-21"},
        "codes": {
            "P0420": "catalyst efficiency below threshold, bank 1",
            "P0141": "O2 sensor heater circuit, bank 1 sensor 2",
        },
        "lines": [
            {
                "line": "L1",
                "job": "Downstream O2 sensor (bank 1 sensor 2)",
                "parts": 148.9,
                "labor_hours": 0.9,
                "labor": 127.8,
                "total": 276.7,
                "priority": "required",
                "finding": "sensor heater open circuit; a failed sensor can set P0420",
            },
            {
                "line": "L2",
                "job": "Catalytic converter",
                "parts": 1512.0,
                "labor_hours": 2.2,
                "labor": 312.4,
                "total": 1824.4,
                "priority": "retest first",
                "finding": "replace only if P0420 returns after the sensor is replaced",
            },
        ],
        "tax": "5.5% on parts",
    },
    "RO-24689": {
        "ro": "RO-24689",
        "estimate_id": "EST-24689",
        "vehicle": "2019 Ford Transit 250, Unit 7, BLS-4007",
        "technician": "Renzo Albescu",
        "lines": [
            {
                "line": "L1",
                "job": "Front brake pads and rotors",
                "parts": 296.4,
                "labor_hours": 1.6,
                "labor": 227.2,
                "total": 523.6,
                "finding": "front pads 3 mm",
            },
            {
                "line": "L2",
                "job": "Front brake hose, left",
                "parts": 38.6,
                "labor_hours": 0.5,
                "labor": 71.0,
                "total": 109.6,
                "finding": "hose seeping at the crimp (safety)",
            },
        ],
        "tax": "5.5% on parts",
    },
    "RO-24688": {
        "ro": "RO-24688",
        "estimate_id": "EST-24688",
        "vehicle": "2019 Ford Transit 250, Unit 4, BLS-4004",
        "technician": "Renzo Albescu",
        "lines": [
            {
                "line": "L1",
                "job": "Rear brake pads and rotors",
                "parts": 268.2,
                "labor_hours": 1.4,
                "labor": 198.8,
                "total": 467.0,
                "finding": "rear pads 4 mm",
            },
        ],
        "tax": "5.5% on parts",
    },
}


def verified(customer_id: str, **extra: Any) -> dict[str, Any]:
    """The result of a successful `verify_customer`."""
    c = CUSTOMERS[customer_id]
    out: dict[str, Any] = {"verified": True, "customer_id": customer_id, "name": c["name"]}
    if "contact" in c:
        out["contact"] = c["contact"]
        out["terms"] = c["terms"]
    out["vehicles"] = [
        {k: v for k, v in car.items() if k in ("plate", "vehicle", "unit")} for car in c["vehicles"]
    ]
    out.update(extra)
    return out


def vehicle(customer_id: str, plate: str) -> dict[str, Any]:
    """The result of `lookup_vehicle` (a fresh copy)."""
    for car in CUSTOMERS[customer_id]["vehicles"]:
        if car["plate"] == plate:
            return {"customer_id": customer_id, **copy.deepcopy(car)}
    raise KeyError(plate)


def estimate(ro: str) -> dict[str, Any]:
    """The result of `get_estimate` (a fresh copy)."""
    return copy.deepcopy(ESTIMATES[ro])
