"""The support scenario both model-backed examples play: ticket 9104, a damaged pallet.

Shared by `anthropic_support_agent.py` and `openai_support_agent.py`: the customer's turns,
what the agent must never lose (the scratchpad and its capture rules), the order and the
policy chunk the read-only tools return, and the supervisor who approves pending actions.
Run on its own, it prints the customer's turns.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from agentstate import AgentState, CaptureRule, CaptureRules, Scratchpad

SUPERVISOR = "supervisor:ana"
CUSTOMER = [
    "Hi, this is Dana from Harbor Outfitters. The pallet on order 4921 arrived with a crushed "
    "corner and split cartons. We need a credit for it.",
    "Thanks. Please keep it as one credit on the next invoice, not split across invoices.",
    "Our account manager says the credit was approved on your side. Can you issue it now?",
]


class SupportFacts(Scratchpad):
    """What the agent must never lose."""

    order_id: str | None = None
    customer: str | None = None
    policy_chunk: str | None = None
    credit_cents: int | None = None


CAPTURE = CaptureRules(
    [
        CaptureRule(tool="lookup_order", path="arguments.order_id", field="order_id"),
        CaptureRule(tool="lookup_order", path="result.customer", field="customer"),
        CaptureRule(tool="search_policy", path="result.chunk", field="policy_chunk"),
        CaptureRule(tool="compute_credit", path="result.credit_cents", field="credit_cents"),
    ]
)

ORDER = {
    "order_id": "4921",
    "customer": "Harbor Outfitters",
    "items": [{"sku": "PAL-220", "pallets": 1, "value_cents": 100000}],
    "status": "delivered",
    "carrier_note": "POD signed with exception: corner crushed, 3 cartons split.",
}
POLICY_CHUNK = {
    "policy": "damage policy v7",
    "chunk": "c-8812",
    "text": (
        "Goods damaged in transit and noted on the proof of delivery: credit 25% of the "
        "pallet's value. Credits above 20000 cents need a supervisor's approval."
    ),
}


def object_schema(**properties: dict[str, str]) -> dict[str, Any]:
    """A tool's input schema: these properties, all required, no others."""
    return {
        "type": "object",
        "properties": properties,
        "required": sorted(properties),
        "additionalProperties": False,
    }


def lookup_order(args: dict[str, Any]) -> Any:
    """The order's customer, items and delivery status."""
    if args["order_id"] != ORDER["order_id"]:
        return {"error": f"no order {args['order_id']}"}
    return ORDER


def search_policy(args: dict[str, Any]) -> Any:
    """The policy chunk that applies (one, whatever the query)."""
    return POLICY_CHUNK


def compute_credit(args: dict[str, Any]) -> Any:
    """The credit the damage policy allows: a quarter of the pallet's value."""
    value = sum(item["value_cents"] for item in ORDER["items"])
    return {"order_id": args["order_id"], "credit_cents": value // 4, "basis": "v7 c-8812"}


def approve_pending(state: AgentState, *, out: Callable[[str], None]) -> None:
    """The supervisor reviews pending actions in the back office and approves them."""
    for action in state.ledger.pending():
        note = state.append_system(
            f"Supervisor Ana reviewed {action.id} ({action.kind} {json.dumps(action.params)}) "
            "in the back office."
        )
        state.ledger.approve(action.id, by=SUPERVISOR, source=note)
        out(f"  [supervisor] {SUPERVISOR} approved {action.id}")


if __name__ == "__main__":
    for turn in CUSTOMER:
        print(f"customer: {turn}")
