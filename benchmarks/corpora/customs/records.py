"""The invented customs brokerage's records (Corvane & Sills Customs Brokers): importers.

Every importer, contact, id, card, deposit account, bond, amount and date here was made up for
this corpus; the ports (Saltmarrow Container Terminal, Ebbingford Air Cargo Terminal, the
Kestle Gap truck crossing) are invented too, phone numbers are in the fictional 555-01xx range
and email addresses are at example.com or example.net. The session scripts take the result of
`verify_importer` from this table, through `verified`, which returns a fresh copy.
"""

from __future__ import annotations

import copy
from typing import Any

BROKERAGE = "Corvane & Sills Customs Brokers"
LICENSED_BROKER = {"name": "Ysolde Parrak", "license": "LB-2291"}
PROCESSING_FEE = 32.71
EXPEDITED_SURCHARGE = 85.0

IMPORTERS: dict[str, dict[str, Any]] = {
    "IMP-40218": {
        "name": "Brackenfold Ceramics Ltd",
        "contact": "Oriel Vantreese",
        "email": "o.vantreese@example.com",
        "phone": "+1 208-555-0142",
        "bond": {"type": "continuous", "bond_id": "CB-771902", "valid_to": "2027-09-30"},
        "poa": {"poa_id": "POA-40218-25", "valid_to": "2027-11-30"},
        "deposit_account": {"account": "DEP-40218", "balance": 2140.0},
        "card": "Visa ****6304",
    },
    "IMP-51893": {
        "name": "Ravelin Textiles",
        "contact": "Perpetua Ashdown-Vell",
        "email": "perpetua@example.net",
        "phone": "+1 208-555-0167",
        "bond": {"type": "continuous", "bond_id": "CB-702215", "valid_to": "2027-06-30"},
        "poa": {"poa_id": "POA-51893-26", "valid_to": "2028-01-31"},
        "deposit_account": {"account": "DEP-51893", "balance": 3310.0},
        "card": "Mastercard ****4471",
    },
    "IMP-62047": {
        "name": "Tolland Cycle Parts",
        "contact": "Idris Fallowmere",
        "email": "idris@example.com",
        "phone": "+1 208-555-0113",
        "bond": None,
        "poa": None,
        "deposit_account": None,
        "card": "Mastercard ****2217",
    },
    "IMP-38806": {
        "name": "Fennick Lighting Supply",
        "contact": "Bastian Quarrie",
        "email": "bquarrie@example.com",
        "phone": "+1 208-555-0188",
        "bond": {"type": "continuous", "bond_id": "CB-688130", "valid_to": "2027-12-31"},
        "poa": {"poa_id": "POA-38806-25", "valid_to": "2027-10-31"},
        "deposit_account": {"account": "DEP-38806", "balance": 940.0},
        "card": "Visa ****9120",
    },
    "IMP-47152": {
        "name": "Halyard Outdoor Goods",
        "contact": "Wren Castellane",
        "email": "wren.castellane@example.net",
        "phone": "+1 208-555-0134",
        "bond": {"type": "continuous", "bond_id": "CB-719954", "valid_to": "2027-08-31"},
        "poa": {"poa_id": "POA-47152-24", "valid_to": "2027-03-31"},
        "deposit_account": {"account": "DEP-47152", "balance": 1825.0},
        "card": "Amex ****7045",
    },
    "IMP-29930": {
        "name": "Crowhurst Coffee Roasters",
        "contact": "Anselm Dravecky",
        "email": "anselm@example.com",
        "phone": "+1 208-555-0159",
        "bond": {"type": "continuous", "bond_id": "CB-695508", "valid_to": "2027-05-31"},
        "poa": {"poa_id": "POA-29930-26", "valid_to": "2028-02-29"},
        "deposit_account": {"account": "DEP-29930", "balance": 1050.0},
        "card": "Visa ****3386",
    },
    "IMP-55318": {
        "name": "Sable Key Cosmetics",
        "contact": "Marguerite Ollendorf",
        "email": "m.ollendorf@example.com",
        "phone": "+1 208-555-0176",
        "bond": {"type": "continuous", "bond_id": "CB-726641", "valid_to": "2027-10-31"},
        "poa": {"poa_id": "POA-55318-26", "valid_to": "2028-04-30"},
        "deposit_account": {"account": "DEP-55318", "balance": 610.0},
        "card": "Visa ****5528",
    },
    "IMP-70264": {
        "name": "Norrow Marine Hardware",
        "contact": "Jorun Belcastro",
        "email": "jbelcastro@example.net",
        "phone": "+1 208-555-0121",
        "bond": {"type": "continuous", "bond_id": "CB-604417", "valid_to": "2027-07-31"},
        "poa": {"poa_id": "POA-70264-25", "valid_to": "2027-12-31"},
        "deposit_account": None,
        "card": "Amex ****3009",
    },
    "IMP-66120": {
        "name": "Quenby Glassworks",
        "contact": "Tobiah Marchbanks",
        "email": "tobiah@example.net",
        "phone": "+1 208-555-0195",
        "bond": {"type": "continuous", "bond_id": "CB-731870", "valid_to": "2027-11-30"},
        "poa": {"poa_id": "POA-66120-26", "valid_to": "2028-03-31"},
        "deposit_account": {"account": "DEP-66120", "balance": 900.0},
        "card": "Visa ****8852",
    },
}


def verified(importer_id: str) -> dict[str, Any]:
    """The result of a successful `verify_importer`."""
    m = IMPORTERS[importer_id]
    return {
        "verified": True,
        "importer_id": importer_id,
        "importer": m["name"],
        "contact": m["contact"],
        "email": m["email"],
        "phone": m["phone"],
        "bond": copy.deepcopy(m["bond"]),
        "power_of_attorney": copy.deepcopy(m["poa"]),
        "deposit_account": copy.deepcopy(m["deposit_account"]),
        "card_on_file": m["card"],
    }
