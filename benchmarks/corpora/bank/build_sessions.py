"""Invented retail-bank card-services and payments sessions, dumped as summary points.

A small, deterministic card-services and payments agent of an invented bank ("Wrenfield
Savings Bank"): each session (`sessions_a`, `sessions_b`) is a scripted conversation in which
the agent verifies the customer, looks up cards, accounts, transactions, fees, checks, payees,
shipping options and limit eligibility, and carries out consequential changes (freezing a lost
card, ordering a replacement, filing a card dispute, reversing a fee, raising a credit limit,
stopping a check, sending a wire, changing a due date, setting up autopay, adding a travel
notice, scheduling a transfer and a bill payment). Every customer, customer id, account and
card number, routing number, merchant, amount and date was invented for this corpus (`records`
holds the shared records); no dataset is used.
The scratchpad facts (customer, cards, accounts, transactions, fees, dispute, wire, autopay,
travel notice, transfer, bill payment, ...) cite the event each came from.

    python benchmarks/corpora/bank/build_sessions.py                   # write points/*.json
    python benchmarks/corpora/bank/build_sessions.py --transcript lost  # print a session

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
        "freeze_card",
        "order_replacement_card",
        "file_dispute",
        "reverse_fee",
        "request_limit_increase",
        "stop_payment",
        "send_wire",
        "change_due_date",
        "set_up_autopay",
        "add_travel_notice",
        "schedule_transfer",
        "schedule_bill_payment",
    }
)
RULES = session_kit.plain_rules("the bank tools")
ORIGIN_DATASET = "none: an invented retail-bank card-services session written for this corpus"
ORIGIN_LICENSE = "MIT (agentstate project): invented data, written for this corpus"


class BankFacts(Scratchpad):
    """What the card-services and payments agent keeps in its scratchpad."""

    customer_id: str | None = None
    customer: str | None = None
    accounts: dict[str, Any] = Field(default_factory=dict)
    cards: dict[str, Any] = Field(default_factory=dict)
    card_id: str | None = None
    transactions: dict[str, Any] = Field(default_factory=dict)
    freeze_id: str | None = None
    shipping_options: dict[str, Any] = Field(default_factory=dict)
    shipping: str | None = None
    replacement: dict[str, Any] = Field(default_factory=dict)
    dispute: dict[str, Any] = Field(default_factory=dict)
    merchant_contacted: str | None = None
    dispute_id: str | None = None
    provisional_credit: dict[str, Any] = Field(default_factory=dict)
    fees: dict[str, Any] = Field(default_factory=dict)
    fee_id: str | None = None
    reversal: dict[str, Any] = Field(default_factory=dict)
    limit_eligibility: dict[str, Any] = Field(default_factory=dict)
    new_limit: float | None = None
    checks: dict[str, Any] = Field(default_factory=dict)
    check_number: int | None = None
    stop_payment: dict[str, Any] = Field(default_factory=dict)
    from_account: str | None = None
    wire: dict[str, Any] = Field(default_factory=dict)
    send_date: str | None = None
    due_day: int | None = None
    due_date_change: dict[str, Any] = Field(default_factory=dict)
    autopay: dict[str, Any] = Field(default_factory=dict)
    autopay_id: str | None = None
    trip: dict[str, Any] = Field(default_factory=dict)
    travel_notice: dict[str, Any] = Field(default_factory=dict)
    payees: dict[str, Any] = Field(default_factory=dict)
    payee_id: str | None = None
    transfer: dict[str, Any] = Field(default_factory=dict)
    transfer_id: str | None = None
    bill_payment: dict[str, Any] = Field(default_factory=dict)
    bill_payment_id: str | None = None


SPEC = session_kit.CorpusSpec(
    name="bank",
    here=HERE,
    facts=BankFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="bank-{key}",
    origin_dataset=ORIGIN_DATASET,
    origin_license=ORIGIN_LICENSE,
    origin_session="an invented card-services session '{key}'",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
