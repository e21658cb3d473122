"""τ²-bench retail tasks as support-agent sessions, dumped as summary points (public API only).

A small, deterministic retail support agent: each chosen task of τ²-bench's retail domain
(``tau2-bench/retail-tasks.json``) is scripted as a conversation (`sessions_a`, `sessions_b`)
whose user messages paraphrase the task's scenario and whose tool calls carry the task's gold
actions' arguments. Tool results are invented, consistent with the task and the retail policy
(order, user and product details in `catalog`).
The scratchpad facts (user id, order ids, item ids, amounts, payment method, reason, ...) cite
the event each came from.

    python benchmarks/corpora/retail/build_sessions.py            # write points/*.json
    python benchmarks/corpora/retail/build_sessions.py --transcript 16   # print a session

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
        "cancel_pending_order",
        "modify_pending_order_items",
        "modify_pending_order_address",
        "modify_pending_order_payment",
        "exchange_delivered_order_items",
        "return_delivered_order_items",
        "modify_user_address",
    }
)
RULES = session_kit.plain_rules("the retail tools")


class RetailFacts(Scratchpad):
    """What the retail agent keeps in its scratchpad."""

    user_id: str | None = None
    order_id: str | None = None
    order_ids: list[str] = Field(default_factory=list)
    orders: dict[str, Any] = Field(default_factory=dict)
    item_ids: list[str] = Field(default_factory=list)
    new_item_ids: list[str] = Field(default_factory=list)
    payment_method_id: str | None = None
    payment_methods: dict[str, Any] = Field(default_factory=dict)
    cancel_reason: str | None = None
    price_difference: float | None = None
    refund_total: float | None = None
    gift_card_balance: float | None = None
    address: dict[str, Any] = Field(default_factory=dict)
    new_address: dict[str, Any] = Field(default_factory=dict)


SPEC = session_kit.CorpusSpec(
    name="retail",
    here=HERE,
    facts=RetailFacts,
    consequential=CONSEQUENTIAL,
    rules=RULES,
    session_id="retail-task{key}",
    origin_dataset="τ²-bench retail task {key} (tau2-bench/retail-tasks.json), MIT",
    origin_license="MIT (tau2-bench, Sierra)",
    origin_session="a modelled support session of task {key}",
    key_metavar="TASK",
)


if __name__ == "__main__":
    sys.exit(session_kit.main(SPEC, __doc__ or ""))
