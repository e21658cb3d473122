"""Invented HR and payroll help-desk sessions of an employer, dumped as summary points.

A small, deterministic HR and payroll help-desk agent of an invented employer ("Quillmark
Instruments", with its Pittsburgh HQ, Erie plant, Reno distribution center and Charlotte
office): each session (`sessions_a`, `sessions_b`) is a scripted conversation in which the
agent verifies the employee, looks up paid time off, direct deposit, payslips, timecards,
expense claims and policy, benefits, the employee profile and tax withholding, the equipment
catalog or leave eligibility, and carries out consequential changes (time-off requests and
cancellations, direct-deposit allocations, payslip corrections and off-cycle payments, expense
claims, benefits enrollment after a life event, address and withholding changes, equipment
requests, parental leave blocks, overtime corrections and prior-period adjustments). Every
employee, employee id, request id, claim id, masked bank account, address, amount and date was
invented for this corpus (`records` holds the shared records); no dataset is used.
The scratchpad facts (employee, manager, PTO balance and requests, pay dates, deposit accounts,
payslips, timecard, correction, payout, expense claims, benefits, dependents, address,
withholding, equipment, leave, reports, overtime, ...) cite the event each came from.

    python benchmarks/corpora/payroll/build_sessions.py                  # write points/*.json
    python benchmarks/corpora/payroll/build_sessions.py --transcript pto  # print a session

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
        "submit_pto_request",
        "cancel_pto_request",
        "update_direct_deposit",
        "submit_payslip_correction",
        "issue_off_cycle_payment",
        "submit_expense_claim",
        "update_benefits_enrollment",
        "update_address",
        "update_tax_withholding",
        "submit_equipment_request",
        "schedule_parental_leave",
        "submit_overtime_correction",
        "submit_prior_period_adjustment",
    }
)
RULES = session_kit.plain_rules("the HR and payroll tools")
ORIGIN_DATASET = "none: an invented HR and payroll help-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class PayrollFacts(Scratchpad):
    """What the HR and payroll help-desk agent keeps in its scratchpad."""

    employee_id: str | None = None
    employee: str | None = None
    manager: str | None = None
    pto_balance: dict[str, Any] = Field(default_factory=dict)
    pto_requests: dict[str, Any] = Field(default_factory=dict)
    pto_request: dict[str, Any] = Field(default_factory=dict)
    pto_request_id: str | None = None
    pay_dates: dict[str, Any] = Field(default_factory=dict)
    deposit_accounts: dict[str, Any] = Field(default_factory=dict)
    deposit_plan: dict[str, Any] = Field(default_factory=dict)
    payslips: dict[str, Any] = Field(default_factory=dict)
    timecard: dict[str, Any] = Field(default_factory=dict)
    correction_id: str | None = None
    payout: dict[str, Any] = Field(default_factory=dict)
    payment_id: str | None = None
    expense_claims: dict[str, Any] = Field(default_factory=dict)
    expense_policy: dict[str, Any] = Field(default_factory=dict)
    expense: dict[str, Any] = Field(default_factory=dict)
    expense_claim_id: str | None = None
    benefits: dict[str, Any] = Field(default_factory=dict)
    life_event: dict[str, Any] = Field(default_factory=dict)
    dependents: dict[str, Any] = Field(default_factory=dict)
    enrollment: dict[str, Any] = Field(default_factory=dict)
    enrollment_id: str | None = None
    address: str | None = None
    withholding: dict[str, Any] = Field(default_factory=dict)
    w4_id: str | None = None
    equipment: dict[str, Any] = Field(default_factory=dict)
    ship_to: str | None = None
    equipment_request_id: str | None = None
    leave_policy: dict[str, Any] = Field(default_factory=dict)
    leave: dict[str, Any] = Field(default_factory=dict)
    leave_id: str | None = None
    reports: dict[str, Any] = Field(default_factory=dict)
    overtime: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="payroll",
    here=HERE,
    facts=PayrollFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="payroll-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented HR and payroll help-desk session '{key}'",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
