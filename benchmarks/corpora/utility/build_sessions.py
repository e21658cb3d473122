"""Invented customer-desk sessions of an electricity and gas utility, dumped as summary points.

A small, deterministic customer-desk agent of an invented energy utility ("Northmere Power &
Gas", serving the invented towns of Halden, Ashby Crossing and Corrigan Falls): each session
(`sessions_a`, `sessions_b`) is a scripted conversation in which the agent verifies the
customer, looks up statements and meter reads, balances and disconnection notices, payment
arrangement options, premises, budget billing quotes and due-date options, outage history and
the credit policy, deposits, rebate programs, field orders and appointment slots, or autopay
enrollments, and carries out consequential changes (customer meter reads, rebill requests, a
skipped autopay draft, payments, payment arrangements, stopping and starting service, budget
billing, due-date changes, outage credits, deposit refunds, rebate applications, field
appointments and autopay changes). Every customer, account number, premise id, meter number,
order, request and application id, address, amount and date was invented for this corpus
(`records` holds the shared records); no dataset is used.
The scratchpad facts (account, customer, premise, statements, meter reads, balance,
disconnection notice, arrangement, move, budget quote, outages, deposits, rebate, field order,
autopay, ...) cite the event each came from.

    python benchmarks/corpora/utility/build_sessions.py                   # write points/*.json
    python benchmarks/corpora/utility/build_sessions.py --transcript bill  # print a session

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
        "submit_meter_read",
        "request_rebill",
        "skip_autopay_draft",
        "take_payment",
        "create_payment_arrangement",
        "stop_service",
        "start_service",
        "enroll_budget_billing",
        "change_due_date",
        "apply_outage_credit",
        "refund_deposit",
        "submit_rebate_application",
        "schedule_field_appointment",
        "update_autopay",
    }
)
RULES = session_kit.plain_rules("the utility customer-desk tools")
ORIGIN_DATASET = "none: an invented utility customer-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class UtilityFacts(Scratchpad):
    """What the utility customer-desk agent keeps in its scratchpad."""

    account_number: str | None = None
    customer: str | None = None
    premise_id: str | None = None
    linked_accounts: dict[str, Any] = Field(default_factory=dict)
    autopay: Any = None
    statements: dict[str, Any] = Field(default_factory=dict)
    meter_reads: dict[str, Any] = Field(default_factory=dict)
    customer_read: dict[str, Any] = Field(default_factory=dict)
    read_id: str | None = None
    rebill_request_id: str | None = None
    autopay_draft: dict[str, Any] = Field(default_factory=dict)
    balance: dict[str, Any] = Field(default_factory=dict)
    disconnect_notice: dict[str, Any] = Field(default_factory=dict)
    payment_methods: dict[str, Any] = Field(default_factory=dict)
    arrangement_options: dict[str, Any] = Field(default_factory=dict)
    down_payment: dict[str, Any] = Field(default_factory=dict)
    payment_id: str | None = None
    arrangement_months: int | None = None
    arrangement: dict[str, Any] = Field(default_factory=dict)
    arrangement_id: str | None = None
    move: dict[str, Any] = Field(default_factory=dict)
    new_premise: dict[str, Any] = Field(default_factory=dict)
    gas_window: str | None = None
    stop_order_id: str | None = None
    start_order_id: str | None = None
    new_account_number: str | None = None
    gas_turn_on: dict[str, Any] = Field(default_factory=dict)
    budget_quote: dict[str, Any] = Field(default_factory=dict)
    autopay_rule: str | None = None
    budget_enrollment_id: str | None = None
    due_date_request: dict[str, Any] = Field(default_factory=dict)
    due_date_options: dict[str, Any] = Field(default_factory=dict)
    outages: dict[str, Any] = Field(default_factory=dict)
    outage_credit_policy: dict[str, Any] = Field(default_factory=dict)
    credit_id: str | None = None
    deposits: dict[str, Any] = Field(default_factory=dict)
    refund: dict[str, Any] = Field(default_factory=dict)
    refund_id: str | None = None
    rebate_programs: dict[str, Any] = Field(default_factory=dict)
    thermostats: dict[str, Any] = Field(default_factory=dict)
    rebate_application_id: str | None = None
    field_order: dict[str, Any] = Field(default_factory=dict)
    appointment_preference: dict[str, Any] = Field(default_factory=dict)
    autopay_change: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="utility",
    here=HERE,
    facts=UtilityFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="utility-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented utility customer-desk session '{key}'",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
