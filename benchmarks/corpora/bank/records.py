"""The invented bank's records (Wrenfield Savings Bank): customers, accounts, cards, payees.

Every name, customer id, account number, card number, routing number, merchant, amount and date
here was made up for this corpus; phone numbers are in the fictional 555-01xx range and email
addresses are at example.net. The session scripts take the results of the read tools
(`get_accounts`, `get_cards`, ...) from these tables, through `accounts`, `cards` and
`verified`, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

BANK = "Wrenfield Savings Bank"

CUSTOMERS: dict[str, dict[str, Any]] = {
    "CUS-40917730": {
        "customer_id": "CUS-40917730",
        "name": "Marisol Etxeberria",
        "address": "418 Linden Row, Apt 2, Asheville, NC 28801",
        "phone": "+1 828-555-0134",
        "email": "m.etxeberria@example.net",
        "accounts": [
            {
                "account_id": "CHK-58210447",
                "type": "checking",
                "name": "Everyday Checking",
                "last4": "0447",
                "balance": 2316.08,
            },
        ],
        "cards": [
            {
                "card_id": "CRD-D-7731",
                "type": "debit",
                "network": "Mastercard",
                "last4": "7731",
                "linked_account": "CHK-58210447",
                "status": "active",
                "expires": "2027-05",
            },
            {
                "card_id": "CRD-C-2608",
                "type": "credit",
                "network": "Visa Signature",
                "last4": "2608",
                "credit_limit": 7500.0,
                "status": "active",
                "expires": "2026-11",
            },
        ],
    },
    "CUS-33581206": {
        "customer_id": "CUS-33581206",
        "name": "Ravi Castellanos",
        "address": "77 Quarry Hill Rd, Montpelier, VT 05602",
        "phone": "+1 802-555-0161",
        "email": "ravi.c@example.net",
        "accounts": [],
        "cards": [
            {
                "card_id": "CRD-C-5582",
                "type": "credit",
                "network": "Visa Platinum",
                "last4": "5582",
                "credit_limit": 5000.0,
                "status": "active",
                "expires": "2028-02",
            },
        ],
    },
    "CUS-27740915": {
        "customer_id": "CUS-27740915",
        "name": "Hannelore Baptiste",
        "address": "2205 Ferncliff Ave, Dayton, OH 45419",
        "phone": "+1 937-555-0188",
        "email": "hbaptiste@example.net",
        "accounts": [
            {
                "account_id": "CHK-61093390",
                "type": "checking",
                "name": "Everyday Checking",
                "last4": "3390",
                "balance": 148.22,
            },
        ],
        "cards": [
            {
                "card_id": "CRD-C-9017",
                "type": "credit",
                "network": "Mastercard",
                "last4": "9017",
                "credit_limit": 3000.0,
                "status": "active",
                "expires": "2027-08",
            },
        ],
    },
    "CUS-51126648": {
        "customer_id": "CUS-51126648",
        "name": "Beatriz Kowalski-Nuñez",
        "address": "31 Harrow Bend, Boise, ID 83702",
        "phone": "+1 208-555-0117",
        "email": "beatriz.kn@example.net",
        "accounts": [],
        "cards": [
            {
                "card_id": "CRD-C-6124",
                "type": "credit",
                "network": "Mastercard World",
                "last4": "6124",
                "credit_limit": 6000.0,
                "balance": 1842.19,
                "apr": 21.74,
                "annual_fee": 0.0,
                "opened": "2019-03-02",
                "status": "active",
            },
            {
                "card_id": "CRD-C-8850",
                "type": "credit",
                "network": "Visa Secured",
                "last4": "8850",
                "credit_limit": 2500.0,
                "balance": 0.0,
                "apr": 24.99,
                "annual_fee": 0.0,
                "opened": "2022-07-19",
                "status": "active",
            },
        ],
    },
    "CUS-29018853": {
        "customer_id": "CUS-29018853",
        "name": "Gideon Achterberg",
        "address": "9 Tollgate Ln, Frederick, MD 21701",
        "phone": "+1 301-555-0142",
        "email": "g.achterberg@example.net",
        "accounts": [
            {
                "account_id": "CHK-70445017",
                "type": "checking",
                "name": "Everyday Checking",
                "last4": "5017",
                "balance": 6204.91,
            },
        ],
        "cards": [],
    },
    "CUS-46602371": {
        "customer_id": "CUS-46602371",
        "name": "Marcus Oyelaran",
        "address": "1604 Sorrel Ct, Raleigh, NC 27607",
        "phone": "+1 919-555-0123",
        "email": "marcus.oyelaran@example.net",
        "accounts": [
            {
                "account_id": "CHK-83024402",
                "type": "checking",
                "name": "Premier Checking",
                "last4": "4402",
                "balance": 27611.40,
                "available": 27611.40,
            },
            {
                "account_id": "SAV-83024419",
                "type": "savings",
                "name": "High-Yield Savings",
                "last4": "4419",
                "balance": 41250.00,
                "available": 41250.00,
            },
        ],
        "cards": [],
    },
    "CUS-38815094": {
        "customer_id": "CUS-38815094",
        "name": "Keiko Arceneaux",
        "address": "560 Bayou Vista Dr, Lafayette, LA 70503",
        "phone": "+1 337-555-0150",
        "email": "keiko.a@example.net",
        "accounts": [
            {
                "account_id": "CHK-44172290",
                "type": "checking",
                "name": "Everyday Checking",
                "last4": "2290",
                "balance": 3408.77,
            },
            {
                "account_id": "SAV-44172315",
                "type": "savings",
                "name": "Goal Savings",
                "last4": "2315",
                "balance": 9120.00,
            },
        ],
        "cards": [
            {
                "card_id": "CRD-C-3051",
                "type": "credit",
                "network": "Visa Rewards",
                "last4": "3051",
                "credit_limit": 4000.0,
                "status": "active",
            },
        ],
    },
    "CUS-50283317": {
        "customer_id": "CUS-50283317",
        "name": "Anneliese Mbeki",
        "address": "12 Cobble Hill Rd, Burlington, VT 05401",
        "phone": "+1 802-555-0109",
        "email": "anneliese.mbeki@example.net",
        "accounts": [
            {
                "account_id": "CHK-29930658",
                "type": "checking",
                "name": "Everyday Checking",
                "last4": "0658",
                "balance": 4120.33,
            },
        ],
        "cards": [
            {
                "card_id": "CRD-D-1184",
                "type": "debit",
                "network": "Mastercard",
                "last4": "1184",
                "linked_account": "CHK-29930658",
                "foreign_transaction_fee_pct": 3.0,
                "status": "active",
            },
            {
                "card_id": "CRD-C-4467",
                "type": "credit",
                "network": "Visa Voyager",
                "last4": "4467",
                "credit_limit": 9000.0,
                "foreign_transaction_fee_pct": 0.0,
                "status": "active",
            },
        ],
    },
    "CUS-42297106": {
        "customer_id": "CUS-42297106",
        "name": "Corentin Abara",
        "address": "88 Millbrook Pl, Concord, NH 03301",
        "phone": "+1 603-555-0176",
        "email": "corentin.abara@example.net",
        "accounts": [
            {
                "account_id": "CHK-15506671",
                "type": "checking",
                "name": "Everyday Checking",
                "last4": "6671",
                "balance": 184.50,
            },
            {
                "account_id": "SAV-15506688",
                "type": "savings",
                "name": "Rainy Day Savings",
                "last4": "6688",
                "balance": 2975.00,
            },
        ],
        "cards": [],
        "payees": [
            {
                "payee_id": "PAY-3301",
                "name": "Granite State Electric",
                "account_ref": "EL-550219-04",
                "last_paid": {"amount": 188.12, "date": "2024-08-16"},
                "autopay": False,
            },
            {
                "payee_id": "PAY-3302",
                "name": "Granite State Gas",
                "account_ref": "GS-771804",
                "last_paid": {"amount": 41.07, "date": "2024-08-20"},
                "autopay": True,
            },
        ],
    },
}


def customer(customer_id: str) -> dict[str, Any]:
    """A customer's whole record (a fresh copy)."""
    return copy.deepcopy(CUSTOMERS[customer_id])


def accounts(customer_id: str) -> dict[str, Any]:
    """The result of `get_accounts` (a fresh copy)."""
    c = CUSTOMERS[customer_id]
    return {"customer_id": customer_id, "accounts": copy.deepcopy(c["accounts"])}


def cards(customer_id: str) -> dict[str, Any]:
    """The result of `get_cards` (a fresh copy)."""
    c = CUSTOMERS[customer_id]
    return {"customer_id": customer_id, "cards": copy.deepcopy(c["cards"])}


def payees(customer_id: str) -> dict[str, Any]:
    """The result of `get_payees` (a fresh copy)."""
    c = CUSTOMERS[customer_id]
    return {"customer_id": customer_id, "payees": copy.deepcopy(c["payees"])}


def verified(customer_id: str) -> dict[str, Any]:
    """The result of a successful `verify_customer`."""
    c = CUSTOMERS[customer_id]
    return {"verified": True, "customer_id": customer_id, "name": c["name"]}
