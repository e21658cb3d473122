"""The invented appliance repair company's records (Pellowe Appliance Care): prices, accounts.

Every account, name, address, postcode, appliance, serial, card, amount and date here was made
up for this corpus; the towns (Hobbleford, Marlstow Green, Upper Thrane), the manufacturers
(Kaltvik, Sondholm, Hallvard, Oreland, Tessaly, Vessen) and the parts supplier (Northmarch
Spares) are invented too. Phone numbers are in the fictional 01632 555 01xx range and email
addresses are at example.com or example.net. The session scripts take the results of the read
tools (`verify_customer`, `get_appliances`) from these tables, through the helpers below,
which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Pellowe Appliance Care"

PRICES: dict[str, Any] = {
    "call_out": 55.0,
    "labour_per_half_hour": 22.0,
    "vat_rate": 0.2,
}

ACCOUNTS: dict[str, dict[str, Any]] = {
    "CA-40712": {
        "name": "Imogen Trevaskis",
        "type": "household",
        "address": "17 Wyvern Close, Hobbleford HB3 9QD",
        "phone": "01632 555 0117",
        "email": "imogen.trevaskis@example.com",
        "payment_method": "Visa ending 3318",
        "appliances": [
            {
                "appliance_id": "AP-40712-1",
                "type": "fridge-freezer",
                "make": "Kaltvik",
                "model": "KFF-2750",
                "serial": "KV24-118305",
                "bought": "2024-11-02",
            },
            {
                "appliance_id": "AP-40712-2",
                "type": "oven",
                "make": "Sondholm",
                "model": "SO-61",
                "serial": "SH-77412",
                "bought": "2019-05-20",
            },
        ],
    },
    "CA-52980": {
        "name": "Gannaway Lettings",
        "type": "letting agent",
        "contact": "Perpetua Ashdown",
        "address": "4 Chandlers Parade, Marlstow Green MT1 2DL",
        "phone": "01632 555 0162",
        "email": "perpetua.ashdown@example.net",
        "payment_method": "agency account (30-day invoice)",
        "properties": [
            {
                "property_id": "PR-52980-1",
                "address": "Flat 2, 14 Sallow Row, Marlstow Green MT2 4JE",
                "landlord": "Cedric Oyelaran",
                "tenant_phone": "01632 555 0104",
            },
            {
                "property_id": "PR-52980-2",
                "address": "9 Kestle Court, Marlstow Green MT1 6BW",
                "landlord": "Hesper Vanloo",
                "tenant_phone": "01632 555 0113",
            },
            {
                "property_id": "PR-52980-3",
                "address": "31 Orme Lane, Upper Thrane UT5 3RA",
                "landlord": "Ansel Quarrie",
                "tenant_phone": "01632 555 0128",
            },
        ],
    },
    "CA-38841": {
        "name": "Rosalind Ebbrell",
        "type": "household",
        "address": "5 Tamsin Walk, Hobbleford HB1 2NF",
        "phone": "01632 555 0148",
        "email": "r.ebbrell@example.com",
        "payment_method": "Mastercard ending 6203",
    },
    "CA-61205": {
        "name": "Desmond Achterberg",
        "type": "household",
        "address": "22 Cobble Wynd, Upper Thrane UT2 8HS",
        "phone": "01632 555 0131",
        "email": "d.achterberg@example.net",
        "payment_method": "pay on the day (card)",
        "appliances": [
            {
                "appliance_id": "AP-61205-1",
                "type": "washing machine",
                "make": "Hallvard",
                "model": "WM-620",
                "serial": "HV14-550921",
                "bought": "2015-02-11",
            }
        ],
    },
    "CA-27439": {
        "name": "Barnaby Quillfeather",
        "type": "household",
        "address": "48 Larch Terrace, Marlstow Green MT3 1PD",
        "phone": "01632 555 0153",
        "email": "barnabyq@example.com",
        "payment_method": "pay on the day (card)",
        "appliances": [
            {
                "appliance_id": "AP-27439-1",
                "type": "dishwasher",
                "make": "Oreland",
                "model": "DW-45",
                "serial": "OR21-630017",
                "bought": "2021-08-29",
            },
            {
                "appliance_id": "AP-27439-2",
                "type": "tumble dryer",
                "make": "Oreland",
                "model": "TD-70",
                "serial": "OR20-412288",
                "bought": "2020-10-03",
            },
        ],
    },
    "CA-33516": {
        "name": "Marguerite Penhallow",
        "type": "household",
        "address": "3 Mistle Barton, Hobbleford HB2 5XT",
        "phone": "01632 555 0166",
        "email": "mpenhallow@example.net",
        "payment_method": "pay on the day (card)",
    },
    "CA-45093": {
        "name": "Cosima Fenwright",
        "type": "household",
        "address": "60 Quarry Hill Road, Upper Thrane UT1 4LL",
        "phone": "01632 555 0175",
        "email": "cosima.fenwright@example.com",
        "payment_method": "direct debit, account ending 7741",
        "appliances": [
            {
                "appliance_id": "AP-45093-1",
                "type": "dishwasher",
                "make": "Tessaly",
                "model": "DW-3",
                "serial": "TS23-090466",
                "bought": "2023-01-14",
            },
            {
                "appliance_id": "AP-45093-2",
                "type": "fridge",
                "make": "Kaltvik",
                "model": "KF-1900",
                "serial": "KV25-301927",
                "bought": "2025-06-30",
                "manufacturer_warranty_until": "2027-06-29",
            },
        ],
    },
    "CA-50377": {
        "name": "Tobias Wrenfield",
        "type": "household",
        "address": "12 Ferrier Mews, Marlstow Green MT4 9AG",
        "phone": "01632 555 0139",
        "email": "tobias.wrenfield@example.net",
        "payment_method": "pay on the day (card)",
    },
    "CA-19920": {
        "name": "Lucan Tregidgo",
        "type": "landlord",
        "address": "Flat 5, 2 Brewhouse Yard, Hobbleford HB4 7LX",
        "phone": "01632 555 0102",
        "email": "l.tregidgo@example.net",
        "payment_method": "landlord account (invoice)",
        "authorised_tenant": {"name": "Fenella Osgathorpe", "phone": "01632 555 0189"},
        "approval_limit": 150.0,
        "appliances": [
            {
                "appliance_id": "AP-19920-1",
                "type": "washing machine",
                "make": "Vessen",
                "model": "WM-12",
                "serial": "VS19-204433",
                "bought": "2019-04-17",
            }
        ],
    },
}


def verified(account_id: str) -> dict[str, Any]:
    """The result of a successful `verify_customer`."""
    a = ACCOUNTS[account_id]
    out: dict[str, Any] = {
        "verified": True,
        "account_id": account_id,
        "name": a["name"],
        "account_type": a["type"],
        "address": a["address"],
        "payment_method": a["payment_method"],
    }
    for key in ("contact", "properties", "authorised_tenant", "approval_limit"):
        if key in a:
            out[key] = copy.deepcopy(a[key])
    return out


def appliances(account_id: str) -> dict[str, Any]:
    """The result of `get_appliances`."""
    return {
        "account_id": account_id,
        "appliances": copy.deepcopy(ACCOUNTS[account_id].get("appliances", [])),
    }
