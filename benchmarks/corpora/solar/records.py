"""The invented solar installer's records (Quillmoor Solar Co.): prices and customers.

Every customer name, account id, address, site, job, contract, card, amount and date here was
made up for this corpus; the towns (Hesketh Falls, Pennard, Lowick Bay), the utility (Marren
Valley Power) and the lender (Greyhollow Community Credit Union) are invented too, phone
numbers are in the fictional 555-01xx range and email addresses are at example.com or
example.net. The session scripts take the results of `lookup_customer` from these tables,
through `verified`, which returns a fresh copy.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Quillmoor Solar Co."

PRICES: dict[str, Any] = {
    "panels": {
        "QM-410 All-Black": {"watts": 410, "frame": "black", "price_per_panel": 1225.0},
        "QM-410 Silver": {"watts": 410, "frame": "silver", "price_per_panel": 1190.0},
    },
    "min_panels": 10,
    "min_system_kw": 4.1,
    "permit_fee": 385.0,
    "deposit": 1500.0,
    "battery": {"model": "Stoutcell 13.5 kWh", "price": 11400.0},
    "critter_guard": {"price": 540.0},
}

CUSTOMERS: dict[str, dict[str, Any]] = {
    "QM-208417": {
        "name": "Wilhelmina Ashcombe",
        "service_address": "14 Tarrow Lane, Hesketh Falls, VT 05841",
        "phone": "+1 802-555-0113",
        "email": "w.ashcombe@example.com",
        "sites": [
            {"site_id": "ST-1", "label": "house roof", "status": "new"},
            {"site_id": "ST-2", "label": "barn roof", "status": "new"},
        ],
    },
    "QM-311562": {
        "name": "Corwin Halloran",
        "service_address": "9 Brierly Rd, Pennard, VT 05762",
        "phone": "+1 802-555-0147",
        "email": "challoran@example.net",
        "payment_method": "Visa ****2087",
        "sites": [
            {
                "site_id": "ST-1",
                "label": "house roof",
                "status": "surveyed",
                "survey_id": "SV-8031",
                "surveyed_on": "2027-02-03",
            }
        ],
    },
    "QM-127990": {
        "name": "Solveig Falkenrath",
        "service_address": "230 Oxbow Hill Rd, Hesketh Falls, VT 05841",
        "phone": "+1 802-555-0168",
        "email": "solveig.falkenrath@example.com",
        "payment_methods": ["Mastercard ****5530", "Amex ****3104"],
        "jobs": [
            {
                "job_id": "J-50877",
                "contract_id": "CT-7604",
                "what": "14-panel roof system, 5.74 kW",
                "install_date": "2027-02-22",
            }
        ],
    },
    "QM-402255": {
        "name": "Elias Marchbank",
        "service_address": "61 Sallow Ct, Lowick Bay, VT 05877",
        "phone": "+1 802-555-0175",
        "email": "e.marchbank@example.com",
        "co_owners": ["Renata Marchbank"],
        "jobs": [
            {
                "job_id": "J-51177",
                "contract_id": "CT-7688",
                "what": "16-panel roof system, 6.56 kW",
                "contract_total": 19985.0,
                "deposit_paid": 1500.0,
                "install_date": "2027-03-10",
            }
        ],
    },
    "QM-515038": {
        "name": "Hortensia Vail",
        "service_address": "3 Kettleby Row, Pennard, VT 05762",
        "phone": "+1 802-555-0129",
        "email": "hvail@example.net",
        "co_owners": ["Lucan Vail"],
        "authorized_contacts": [
            {
                "contact_id": "AC-1042",
                "name": "Ambrose Kettridge",
                "role": "property manager",
                "permissions": ["scheduling"],
            }
        ],
        "jobs": [
            {
                "job_id": "J-50931",
                "contract_id": "CT-7633",
                "what": "12-panel roof system, 4.92 kW",
                "install_date": "2027-03-04",
            }
        ],
    },
    "QM-220914": {
        "name": "Philippa Grennan",
        "service_address": "77 Weir St, Lowick Bay, VT 05877",
        "phone": "+1 802-555-0132",
        "email": "pgrennan@example.net",
        "jobs": [
            {
                "job_id": "J-50512",
                "site": "house roof",
                "status": "contract signed",
                "contract_id": "CT-7590",
                "what": "15-panel roof system, 6.15 kW",
            },
            {
                "job_id": "J-50513",
                "site": "garage roof",
                "status": "quoted, not signed",
                "quote_id": "QT-3251",
                "what": "8-panel roof system, 3.28 kW",
            },
        ],
    },
    "QM-338761": {
        "name": "Evander Dubrovka",
        "service_address": "18 Coldharbour Rd, Hesketh Falls, VT 05841",
        "phone": "+1 802-555-0194",
        "email": "adubrovka@example.com",
        "jobs": [
            {
                "job_id": "J-51008",
                "contract_id": "CT-7651",
                "what": "13-panel roof system, 5.33 kW",
                "status": "design on hold",
                "survey_id": "SV-8077",
            }
        ],
    },
    "QM-190346": {
        "name": "Marguerite Tollemache",
        "service_address": "402 Fennick Hollow Rd, Pennard, VT 05762",
        "phone": "+1 802-555-0157",
        "email": "mtollemache@example.com",
        "payment_method": "Visa ****6612",
        "jobs": [
            {
                "job_id": "J-48820",
                "site": "house roof",
                "contract_id": "CT-7402",
                "status": "scheduled",
                "install_date": "2027-03-18",
            },
            {
                "job_id": "J-48821",
                "site": "barn roof",
                "contract_id": "CT-7403",
                "status": "signed, permit not filed",
                "deposit_paid": 1500.0,
            },
        ],
    },
    "QM-466103": {
        "name": "Thaddeus Brackwell",
        "service_address": "25 Lantern Hill, Lowick Bay, VT 05877",
        "phone": "+1 802-555-0152",
        "email": "thad.brackwell@example.net",
        "jobs": [
            {
                "job_id": "J-60217",
                "contract_id": "CT-7811",
                "what": "main electrical panel upgrade to 200 A",
                "status": "ready to schedule",
            },
            {
                "job_id": "J-60218",
                "contract_id": "CT-7812",
                "what": "11-panel roof system, 4.51 kW",
                "status": "ready to schedule",
                "permit_id": "EP-27-0141",
                "permit_status": "issued 2027-02-08",
                "interconnection_id": "IX-44690",
                "interconnection_status": "approved by the utility",
            },
        ],
    },
}


def verified(account_id: str) -> dict[str, Any]:
    """The result of a successful `lookup_customer` (a fresh copy)."""
    c = copy.deepcopy(CUSTOMERS[account_id])
    return {"verified": True, "account_id": account_id, "status": "active", **c}
