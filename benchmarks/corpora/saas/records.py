"""The invented SaaS company's records (Corvane Software): plans, add-ons, customer orgs.

Every company, org id, admin, email, workspace, subscription, invoice, credit note, card,
amount and date here was made up for this corpus; phone numbers are in the fictional
555-01xx range and email addresses are at example.net or example.com. The session scripts
take the results of the read tools (`verify_admin`, `get_subscriptions`, `get_workspaces`,
...) from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COMPANY = "Corvane Software, Inc."
PRODUCT = "Corvane"
SUPPORT_PHONE = "+1 415-555-0190"
BILLING_EMAIL = "billing@corvane.example.com"

PLANS: dict[str, dict[str, Any]] = {
    "starter": {"name": "Starter", "price_per_seat_month": 10.0, "sso": False},
    "team": {"name": "Team", "price_per_seat_month": 24.0, "sso": False},
    "business": {"name": "Business", "price_per_seat_month": 38.0, "sso": True},
    "enterprise": {"name": "Enterprise", "price_per_seat_month": None, "sso": True},
}
"""List prices per seat and month; annual prepay is quoted at 15% off list."""

ADDONS: dict[str, dict[str, Any]] = {
    "audit_vault": {
        "name": "Audit Vault (7-year audit log retention)",
        "price_month": 120.0,
        "per": "workspace",
        "requires": "business",
    },
    "sso_scim": {"name": "SSO & SCIM", "price_seat_month": 3.0, "per": "seat"},
    "priority_support": {"name": "Priority Support", "price_month": 250.0, "per": "org"},
    "automation_plus": {
        "name": "Automation Plus (250,000 automation runs a month)",
        "price_month": 99.0,
        "per": "org",
    },
}

ORGS: dict[str, dict[str, Any]] = {
    "ORG-40718": {
        "name": "Halberd Freight Co.",
        "admin": "Priya Natarajan",
        "email": "p.natarajan@example.com",
        "role": "billing_admin",
        "workspaces": [
            {"workspace_id": "WS-3310", "name": "Operations", "subscription_id": "SUB-71842"},
            {"workspace_id": "WS-3311", "name": "Analytics", "subscription_id": "SUB-71843"},
        ],
    },
    "ORG-52260": {
        "name": "Oakhurst Dental Group",
        "admin": "Tomás Ibarra",
        "email": "t.ibarra@example.net",
        "role": "owner",
        "workspaces": [
            {"workspace_id": "WS-4402", "name": "Oakhurst Clinics", "subscription_id": "SUB-66015"}
        ],
    },
    "ORG-38821": {
        "name": "Vireo Health Analytics",
        "admin": "Hannah Osei",
        "email": "hannah.osei@example.com",
        "role": "billing_admin",
        "workspaces": [
            {"workspace_id": "WS-2917", "name": "Vireo", "subscription_id": "SUB-59930"}
        ],
    },
    "ORG-61907": {
        "name": "Tidewater Outfitters",
        "admin": "Greg Lindahl",
        "email": "greg.lindahl@example.net",
        "role": "owner",
        "workspaces": [
            {"workspace_id": "WS-6020", "name": "Tidewater", "subscription_id": "SUB-77310"}
        ],
    },
    "ORG-27764": {
        "name": "Caldera Unified School District",
        "admin": "Renée Dubois",
        "email": "r.dubois@example.net",
        "role": "billing_admin",
        "billing_accounts": [
            {
                "billing_account_id": "BA-27764-01",
                "legal_name": "Caldera Unified School District",
                "subscription_id": "SUB-52108",
            },
            {
                "billing_account_id": "BA-27764-02",
                "legal_name": "Caldera Schools Education Foundation",
                "subscription_id": "SUB-52377",
            },
        ],
    },
    "ORG-45530": {
        "name": "Sorrel & Quint LLP",
        "admin": "Owen Castellano",
        "email": "o.castellano@example.com",
        "role": "billing_admin",
        "workspaces": [
            {"workspace_id": "WS-5120", "name": "Litigation", "subscription_id": "SUB-83120"},
            {"workspace_id": "WS-5121", "name": "Marketing", "subscription_id": "SUB-83121"},
        ],
    },
    "ORG-59302": {
        "name": "Brightmoor Studios",
        "admin": "Keisha Brandt",
        "email": "keisha.brandt@example.net",
        "role": "owner",
        "workspaces": [
            {"workspace_id": "WS-8841", "name": "Studio", "subscription_id": "SUB-80417"},
            {"workspace_id": "WS-8842", "name": "Sandbox", "subscription_id": "SUB-80452"},
        ],
    },
    "ORG-33480": {
        "name": "Pemberton Aerostructures",
        "admin": "Alan Whitcroft",
        "email": "a.whitcroft@example.com",
        "role": "billing_admin",
        "workspaces": [
            {"workspace_id": "WS-1875", "name": "Pemberton", "subscription_id": "SUB-61250"}
        ],
    },
    "ORG-70215": {
        "name": "Ferro Lane Coffee Roasters",
        "admin": "Sam Okoro",
        "email": "sam.okoro@example.net",
        "role": "owner",
        "workspaces": [
            {"workspace_id": "WS-7701", "name": "Production", "subscription_id": "SUB-90533"},
            {"workspace_id": "WS-7702", "name": "Staging", "subscription_id": "SUB-90533"},
        ],
    },
}


def verified(org_id: str) -> dict[str, Any]:
    """The result of a successful `verify_admin`."""
    o = ORGS[org_id]
    out: dict[str, Any] = {
        "verified": True,
        "org_id": org_id,
        "org_name": o["name"],
        "admin": o["admin"],
        "email": o["email"],
        "role": o["role"],
    }
    if o.get("workspaces"):
        out["workspaces"] = copy.deepcopy(o["workspaces"])
    if o.get("billing_accounts"):
        out["billing_accounts"] = copy.deepcopy(o["billing_accounts"])
    return out


def seat_price(plan: str) -> float:
    """A plan's monthly list price per seat."""
    return PLANS[plan]["price_per_seat_month"]
