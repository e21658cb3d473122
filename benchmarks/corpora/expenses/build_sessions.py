"""Invented expenses-desk sessions of an engineering company, dumped as summary points.

A small, deterministic internal workflow agent of an invented mid-size engineering company
("Corvell Engineering", with offices in the invented towns of Ambervale, Kestrow and Port
Halloran): each session (`sessions_a`, `sessions_b`, `sessions_c`) is a scripted conversation
in which the agent looks up the employee, expense reports and their lines, corporate card
transactions, expense policy (per diems, receipt threshold, manager approval limit, mileage
rate), exchange rates, cost centers and projects, approval routes, travel estimates,
advances, uploads, bank accounts and travel requests, and carries out consequential changes
(line amendments, splits between projects, mileage lines, report submissions and
resubmissions, receipts attached, lines withdrawn, card disputes decided by the card issuer,
travel pre-approvals decided by a manager, cash advances, reports built from card charges,
reimbursement methods, travel request withdrawals). Every employee, employee id, project,
cost center, report, line, card transaction, dispute, request, advance, upload, bank account,
amount, rate and date was invented for this corpus (`records` holds the shared records); no
dataset is used. The scratchpad facts (employee, report, lines, policy, card transactions,
allocation, dispute, travel request, advance, reimbursement, ...) cite the event each came
from.

    python benchmarks/corpora/expenses/build_sessions.py                    # write points/*.json
    python benchmarks/corpora/expenses/build_sessions.py --transcript hotel  # print a session

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
        "amend_expense_line",
        "split_expense_line",
        "add_mileage_lines",
        "submit_expense_report",
        "resubmit_report",
        "attach_receipt",
        "withdraw_expense_line",
        "open_card_dispute",
        "submit_travel_request",
        "request_cash_advance",
        "create_report_from_card",
        "set_reimbursement_method",
        "withdraw_travel_request",
    }
)
RULES = session_kit.plain_rules("the expenses-desk tools")
ORIGIN_DATASET = "none: an invented expenses-desk session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class ExpenseFacts(Scratchpad):
    """What the expenses-desk agent keeps in its scratchpad."""

    employee_id: str | None = None
    employee: str | None = None
    manager: str | None = None
    cost_center: str | None = None
    report_id: str | None = None
    report: dict[str, Any] = Field(default_factory=dict)
    policy: dict[str, Any] = Field(default_factory=dict)
    projects: dict[str, Any] = Field(default_factory=dict)
    allocation_request: dict[str, Any] = Field(default_factory=dict)
    split_lines: dict[str, Any] = Field(default_factory=dict)
    approval_route: dict[str, Any] = Field(default_factory=dict)
    submit_request: dict[str, Any] = Field(default_factory=dict)
    card_transactions: dict[str, Any] = Field(default_factory=dict)
    dispute_request: dict[str, Any] = Field(default_factory=dict)
    dispute_id: str | None = None
    trips: dict[str, Any] = Field(default_factory=dict)
    mileage_request: dict[str, Any] = Field(default_factory=dict)
    new_report_id: str | None = None
    trip_request: dict[str, Any] = Field(default_factory=dict)
    travel_options: dict[str, Any] = Field(default_factory=dict)
    travel_request_id: str | None = None
    advance: dict[str, Any] = Field(default_factory=dict)
    returned_lines: dict[str, Any] = Field(default_factory=dict)
    upload: dict[str, Any] = Field(default_factory=dict)
    fx_rate: dict[str, Any] = Field(default_factory=dict)
    amend_request: dict[str, Any] = Field(default_factory=dict)
    report_request: dict[str, Any] = Field(default_factory=dict)
    reimbursement: dict[str, Any] = Field(default_factory=dict)
    bank_accounts: dict[str, Any] = Field(default_factory=dict)
    payout_request: dict[str, Any] = Field(default_factory=dict)
    travel_requests: dict[str, Any] = Field(default_factory=dict)
    withdraw_request: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="expenses",
    here=HERE,
    facts=ExpenseFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="expenses-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented expenses-desk session '{key}'",
    script_modules=("sessions_a", "sessions_b", "sessions_c"),
    candidate_modules=(
        "candidates_a",
        "candidates_b",
        "candidates_c",
        "candidates_d",
        "candidates_e",
        "candidates_f",
    ),
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
