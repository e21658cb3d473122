"""Invented mobile-telecom care sessions, dumped as summary points (public API only).

A small, deterministic customer-care and billing agent of an invented mobile carrier
("Kestrel Wireless"): each session (`sessions_a`, `sessions_b`) is a scripted conversation in
which the agent verifies the customer, looks up the account, lines, bills, plans and usage,
and carries out consequential changes (plan changes, roaming passes, add-ons, bill credits,
fee waivers, suspensions, SIM orders, autopay, number ports, disputes). Every customer,
number, id, plan, price and date was invented for this corpus (`plans` holds the shared
catalogue); no dataset is used.
The scratchpad facts (account, lines, plan codes, bill, charges, amounts, payment methods, ...)
cite the event each came from.

    python benchmarks/corpora/telecom/build_sessions.py                  # write points/*.json
    python benchmarks/corpora/telecom/build_sessions.py --transcript roam  # print a session

The sessions are played, recorded and frozen as points (``agentstate-summary-point/1``) at
their boundaries by the recorder the corpora share (``../session_kit.py``: agentstate's public
API only; the approval ledger as described there); this module holds the domain: its
scratchpad facts, consequential tools, rules and origin. The output is deterministic.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # cand_kit and session_kit, shared by the corpora

import session_kit  # noqa: E402
from pydantic import Field  # noqa: E402

from agentstate import Scratchpad  # noqa: E402

CONSEQUENTIAL = frozenset(
    {
        "change_plan",
        "add_roaming_pass",
        "add_data_addon",
        "remove_addon",
        "apply_bill_credit",
        "waive_fee",
        "open_dispute",
        "suspend_line",
        "resume_line",
        "order_sim",
        "set_autopay",
        "port_number",
    }
)
RULES = session_kit.plain_rules("the telecom tools")
ORIGIN_DATASET = "none: an invented telecom customer-care session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class TelecomFacts(Scratchpad):
    """What the telecom care agent keeps in its scratchpad."""

    account_id: str | None = None
    customer_name: str | None = None
    line: str | None = None
    lines: dict[str, Any] = Field(default_factory=dict)
    plan_code: str | None = None
    new_plan_code: str | None = None
    effective_date: str | None = None
    usage_gb: float | None = None
    bill_id: str | None = None
    bill_total: float | None = None
    due_date: str | None = None
    charges: dict[str, Any] = Field(default_factory=dict)
    charge_id: str | None = None
    credit_amount: float | None = None
    fee_id: str | None = None
    fee_amount: float | None = None
    addons: dict[str, Any] = Field(default_factory=dict)
    addon_code: str | None = None
    pass_code: str | None = None
    trip: dict[str, Any] = Field(default_factory=dict)
    payment_methods: dict[str, Any] = Field(default_factory=dict)
    payment_method_id: str | None = None
    port: dict[str, Any] = Field(default_factory=dict)
    sim_order: dict[str, Any] = Field(default_factory=dict)
    reason: str | None = None
    ticket_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="telecom",
    here=HERE,
    facts=TelecomFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="telecom-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented care session '{key}'",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
