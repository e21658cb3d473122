"""The invented carrier's catalogue (Kestrel Wireless): plans, roaming passes, data add-ons.

Every code, name and price here was made up for this corpus. The session scripts take the
tool results of `list_plans`, `list_roaming_passes` and `list_addons` from these tables.
"""

from __future__ import annotations

from typing import Any

PLANS: list[dict[str, Any]] = [
    {"plan_code": "UNL-MAX", "name": "Unlimited Max", "data_gb": None, "monthly_price": 95.0},
    {"plan_code": "UNL-PLUS", "name": "Unlimited Plus", "data_gb": None, "monthly_price": 80.0},
    {"plan_code": "FLEX-15", "name": "Flex 15", "data_gb": 15, "monthly_price": 55.0},
    {"plan_code": "FLEX-8", "name": "Flex 8", "data_gb": 8, "monthly_price": 45.0},
    {"plan_code": "BASIC-3", "name": "Basic 3", "data_gb": 3, "monthly_price": 30.0},
]

EUROPE_PASSES: list[dict[str, Any]] = [
    {
        "pass_code": "DAY-EU",
        "name": "Europe Day Pass",
        "price": 12.0,
        "billing": "per_day_used",
        "data_gb_per_day": 0.5,
    },
    {
        "pass_code": "TRV7-EU",
        "name": "Europe Travel 7",
        "price": 45.0,
        "valid_days": 7,
        "data_gb": 4,
    },
    {
        "pass_code": "TRV30-EU",
        "name": "Europe Travel 30",
        "price": 75.0,
        "valid_days": 30,
        "data_gb": 12,
    },
]

DATA_ADDONS: list[dict[str, Any]] = [
    {"addon_code": "DATA-2", "data_gb": 2, "price": 10.0, "billing": ["one_time", "monthly"]},
    {"addon_code": "DATA-5", "data_gb": 5, "price": 20.0, "billing": ["one_time", "monthly"]},
    {"addon_code": "DATA-10", "data_gb": 10, "price": 30.0, "billing": ["one_time", "monthly"]},
]


def plans() -> dict[str, Any]:
    """The result of `list_plans` (postpaid)."""
    return {"category": "postpaid", "plans": [dict(p) for p in PLANS]}
