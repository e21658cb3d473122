"""The invented translation agency's records (Veldane Language Services): rates and clients.

Every office, address, client, contact, account, matter, job, rate, amount and date here was
made up for this corpus; the towns (Fenmouth, Larkhaven, Aldercombe) are invented too, phone
numbers are in the fictional 555-01xx range and email addresses are at example.com or
example.net. The session scripts take the results of the read tools (`verify_client`, ...)
from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

AGENCY = "Veldane Language Services"

OFFICES: dict[str, str] = {
    "Fenmouth": "212 Cobbold Row, Fenmouth, OR 97461",
    "Larkhaven": "9 Spurling Lane, Larkhaven, OR 97473",
    "Aldercombe": "40 Tillery Court, Aldercombe, OR 97488",
}

RATES: dict[str, float] = {
    "de-en": 0.21,
    "es-en": 0.16,
    "en-de": 0.22,
    "en-pt": 0.18,
    "en-fr": 0.19,
    "it-en": 0.19,
    "zh-en": 0.24,
}
"""Per source word, human translation with revision by a second linguist."""

FEES: dict[str, Any] = {
    "minimum_fee": 85.0,
    "certification_per_document": 35.0,
    "rush_surcharge": 0.40,
    "standard_business_days": 5,
    "rush_business_days": 3,
}

CLIENTS: dict[str, dict[str, Any]] = {
    "ACC-7316": {
        "client": "Brackenridge Voss LLP",
        "kind": "law firm",
        "contact": "Odalys Frenkel",
        "email": "o.frenkel@example.com",
        "phone": "+1 541-555-0142",
        "credit_terms": "net 30",
        "default_bill_to": "matter client",
        "matters": {
            "2291-07": "Steinholt Marine Supply",
            "2291-11": "Ilse Vandermolen",
            "2304-02": "Pruett Orchard Co.",
        },
    },
    "C-20488": {
        "client": "Noemí Albarracín Ruelas",
        "kind": "private",
        "contact": "Noemí Albarracín Ruelas",
        "email": "noemi.albarracin@example.net",
        "phone": "+1 541-555-0127",
        "credit_terms": "prepaid",
    },
    "C-19762": {
        "client": "Tobiah Rennquist",
        "kind": "private",
        "contact": "Tobiah Rennquist",
        "email": "t.rennquist@example.net",
        "phone": "+1 541-555-0163",
        "credit_terms": "prepaid",
    },
    "ACC-5590": {
        "client": "Kestrelmoor Biologics",
        "kind": "corporate",
        "contact": "Fintan Ashgrove",
        "email": "f.ashgrove@example.com",
        "phone": "+1 541-555-0188",
        "credit_terms": "net 30",
    },
    "ACC-6621": {
        "client": "Wendling-Ortiz Law Office",
        "kind": "law firm",
        "contact": "Dariusz Wendling-Ortiz",
        "email": "dwo.law@example.net",
        "phone": "+1 541-555-0119",
        "credit_terms": "net 30",
    },
    "C-21307": {
        "client": "Rosalind Pekkarinen",
        "kind": "private",
        "contact": "Rosalind Pekkarinen",
        "email": "rpekkarinen@example.com",
        "phone": "+1 541-555-0134",
        "credit_terms": "prepaid",
    },
    "ACC-4804": {
        "client": "Gannet Row Outfitters",
        "kind": "corporate",
        "contact": "Thessaly Brouwer",
        "email": "t.brouwer@example.com",
        "phone": "+1 541-555-0171",
        "credit_terms": "net 30",
    },
    "C-21190": {
        "client": "Brindlecombe Tea Importers",
        "kind": "small business",
        "contact": "Philippa Vantongeren",
        "email": "philippa@example.net",
        "phone": "+1 541-555-0156",
        "credit_terms": "prepaid",
    },
    "ACC-6180": {
        "client": "Ashcombe Leidy LLP",
        "kind": "law firm",
        "contact": "Ruairi Felsenthal",
        "email": "r.felsenthal@example.com",
        "phone": "+1 541-555-0109",
        "credit_terms": "net 30",
        "default_bill_to": "matter client",
        "matters": {
            "1187-03": "Vellacourt Holdings",
            "1187-05": "Corvina Tessaro S.r.l.",
        },
    },
}


def verified(account_id: str) -> dict[str, Any]:
    """The result of a successful `verify_client`."""
    c = CLIENTS[account_id]
    out: dict[str, Any] = {"verified": True, "account_id": account_id, **copy.deepcopy(c)}
    out.pop("phone", None)
    return out


def rate(pair: str) -> float:
    """The per-source-word rate of a language pair."""
    return RATES[pair]
