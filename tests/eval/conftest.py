"""A small synthetic run and domain whose figures can be computed by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agentstate import CaptureRule, CaptureRules, Scratchpad
from agentstate._json import JSONObject
from agentstate.domains import Domain, tool_definition

SAMPLE = Path(__file__).parents[2] / "examples" / "data" / "tau-bench-airline-sample.json"


class WordCounter:
    """One token per whitespace-separated word: easy to count by hand."""

    def count(self, text: str) -> int:
        """Words in `text`."""
        return len(text.split())


class RefundFacts(Scratchpad):
    order_id: str | None = None
    amount_cents: int | None = None


REFUNDS = Domain(
    name="refunds",
    scratchpad=RefundFacts,
    capture=CaptureRules(
        [
            CaptureRule(tool="get_order", path="result.order_id", field="order_id"),
            CaptureRule(tool="get_order", path="result.amount_cents", field="amount_cents"),
        ]
    ),
    tools=[
        tool_definition("get_order", "An order.", order_id={"type": "string"}),
        tool_definition("refund", "Refund an order.", order_id={"type": "string"}),
    ],
    consequential={"refund"},
)


def _call(call_id: str, name: str, arguments: JSONObject) -> JSONObject:
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(arguments)},
            }
        ],
    }


MESSAGES: list[JSONObject] = [
    {"role": "system", "content": "You are a refund agent."},
    {"role": "user", "content": "Refund order W1234567 please"},
    _call("c1", "get_order", {"order_id": "W1234567"}),
    {
        "role": "tool",
        "tool_call_id": "c1",
        "content": '{"order_id": "W1234567", "amount_cents": 2599}',
    },
    {"role": "assistant", "content": "Refund 2599 cents for W1234567? Say yes."},
    {"role": "user", "content": "Yes please. Never email me."},
    _call("c2", "refund", {"order_id": "W1234567", "amount_cents": 2599}),
    {"role": "tool", "tool_call_id": "c2", "content": '{"refund_id": "R-1"}'},
    {"role": "assistant", "content": "Done."},
]
"""A refund, looked up, proposed, confirmed, made: four requests (before messages 1, 3, 5, 7
after the system prompt)."""

GOLD = [{"name": "refund", "kwargs": {"order_id": "W1234567", "amount_cents": 2599, "ok": True}}]


@pytest.fixture
def recording(tmp_path: Path) -> Path:
    """The synthetic run as a τ-bench trajectory file."""
    path = tmp_path / "refund.json"
    run = {"task_id": 0, "trial": 0, "traj": MESSAGES, "info": {"task": {"actions": GOLD}}}
    path.write_text(json.dumps([run]))
    return path
