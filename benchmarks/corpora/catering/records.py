"""The invented catering company's records (Fettlecombe Catering Co.): accounts and contacts.

Every company, account, person, address, id, card, amount and date here was made up for this
corpus; the towns (Wendlebury Cross, Harrowmere, Ouselby) are invented too, phone numbers are
in the fictional 555-01xx range and email addresses are at example.com or example.net. The
session scripts take the results of `verify_client` from these tables, through `verified`,
which returns a fresh copy.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Fettlecombe Catering Co."

ACCOUNTS: dict[str, dict[str, Any]] = {
    "ACC-20815": {
        "name": "Pellworth & Thackray LLP",
        "type": "corporate",
        "contacts": [
            {
                "contact_id": "CT-7702",
                "name": "Dorcas Farnsby",
                "role": "office manager, account admin",
                "ordering": True,
                "billing": True,
            },
            {
                "contact_id": "CT-7731",
                "name": "Keswin Saffery",
                "role": "assistant to the office manager",
                "ordering": True,
                "billing": False,
                "email": "k.saffery@example.com",
            },
        ],
        "sites": [
            {
                "site": "Bellfounder Lane",
                "address": "40 Bellfounder Lane, 3rd floor, Wendlebury Cross",
            },
            {"site": "Harrowmere", "address": "7 Pinfold Yard, Harrowmere"},
        ],
        "payment": "invoice, net 30",
    },
    "ACC-41126": {
        "name": "Marlwood Loom Textiles",
        "type": "corporate",
        "contacts": [
            {
                "contact_id": "CT-8140",
                "name": "Margit Ellisander",
                "role": "events coordinator",
                "ordering": True,
                "billing": True,
                "email": "margit.ellisander@example.net",
            }
        ],
        "payment": "invoice, net 30",
    },
    "ACC-50372": {
        "name": "Aldermoor Housing Trust",
        "type": "corporate",
        "contacts": [
            {
                "contact_id": "CT-8391",
                "name": "Hesper Tebbutt",
                "role": "office manager, account admin",
                "ordering": True,
                "billing": True,
                "email": "h.tebbutt@example.net",
            },
            {
                "contact_id": "CT-8412",
                "name": "Giles Harrowgate",
                "role": "ordering contact",
                "ordering": True,
                "billing": False,
                "order_limit": 750.0,
                "last_order": "2025-11-20",
            },
        ],
        "billing_email": "h.tebbutt@example.net",
        "payment": "invoice, net 30",
    },
    "ACC-63018": {
        "name": "Eulalie Velloway",
        "type": "private",
        "phone": "+1 802-555-0147",
        "email": "eulalie.velloway@example.com",
        "cards": ["Visa ****6630", "Amex ****1185"],
    },
    "ACC-63244": {
        "name": "Maudie Quaye",
        "type": "private",
        "phone": "+1 802-555-0163",
        "email": "maudieq@example.net",
        "cards": ["Mastercard ****9072"],
    },
    "ACC-63390": {
        "name": "Clemency Carrick",
        "type": "corporate",
        "company": "Hobbard Gallery",
        "phone": "+1 802-555-0178",
        "email": "clemency@example.com",
        "payment": "invoice, net 14",
    },
    "ACC-62871": {
        "name": "Winifred Drabble",
        "type": "private",
        "phone": "+1 802-555-0125",
        "email": "w.drabble@example.net",
        "cards": ["Mastercard ****2051"],
    },
    "ACC-62790": {
        "name": "Honora Ollerenshaw",
        "type": "private",
        "phone": "+1 802-555-0139",
        "email": "honora.o@example.com",
        "cards": ["Visa ****3348"],
    },
    "ACC-61955": {
        "name": "Cosimo Tregarthen",
        "type": "private",
        "phone": "+1 802-555-0186",
        "email": "cosimo.tregarthen@example.net",
        "cards": ["Visa ****7214"],
    },
}


def verified(account_id: str, contact: str | None = None) -> dict[str, Any]:
    """The result of a successful `verify_client` (for `contact` on a corporate account)."""
    acc = copy.deepcopy(ACCOUNTS[account_id])
    out: dict[str, Any] = {"verified": True, "account_id": account_id, **acc}
    if contact is not None:
        out["verified_contact"] = contact
    return out
