"""The support domain: capture from its tools' results and calls."""

from __future__ import annotations

import json

from agentstate import AgentState, MemoryBackend
from agentstate.domains.support import CAPTURE, DOMAIN, SupportFacts
from agentstate.validation import blocking, validate


def test_capture_keeps_orders_tracking_refunds_and_replacements() -> None:
    """Each tool result lands in its field, keyed by id, with the reason a refund was given."""
    with AgentState.open(
        ":memory:", session_id="s", scratchpad=SupportFacts, capture=CAPTURE
    ) as state:
        state.append_tool_result(
            state.append_tool_call("lookup_customer", {"email": "d@example.com"}),
            json.dumps({"customer_id": "C-1", "name": "Dana Reyes", "tier": "plus",
                        "address": "12 Mill Road", "orders": ["W1", "W2"]}),
        )  # fmt: skip
        order = {
            "order_id": "W1",
            "status": "delivered",
            "items": [{"sku": "SKU-1", "name": "kettle", "qty": 2, "price_cents": 2599}],
        }
        state.append_tool_result(
            state.append_tool_call("get_order", {"order_id": "W1"}), json.dumps(order)
        )
        tracking = {
            "tracking_number": "1Z9",
            "events": [
                {"date": "2024-05-01", "status": "picked up", "place": "Reno"},
                {"date": "2024-05-03", "status": "out for delivery", "place": "Omaha"},
            ],
        }
        state.append_tool_result(
            state.append_tool_call("track_shipment", {"tracking_number": "1Z9"}),
            json.dumps(tracking),
        )
        refund = {"order_id": "W1", "amount_cents": 5198, "reason": "the box arrived crushed"}
        state.append_tool_result(
            state.append_tool_call("issue_refund", refund), json.dumps({"refund_id": "R-7"})
        )
        swap = {"order_id": "W1", "sku": "SKU-1", "qty": 1}
        state.append_tool_result(
            state.append_tool_call("send_replacement", swap), json.dumps({"shipment_id": "S-3"})
        )
        failed = state.append_tool_call("update_address", {"customer_id": "C-1", "address": "x"})
        state.append_tool_result(failed, "Error: address not deliverable")
        assert state.scratchpad.values() == {
            "customer_id": "C-1",
            "customer_name": "Dana Reyes",
            "tier": "plus",
            "address": "12 Mill Road",
            "order_ids": ["W1", "W2"],
            "order_id": "W1",
            "orders": {"W1": "delivered: SKU-1 x2 @ 2599"},
            "tracking": {"1Z9": "2024-05-03 out for delivery (Omaha)"},
            "refunds": {"R-7": "W1 5198 cents: the box arrived crushed"},
            "replacements": {"S-3": "W1 SKU-1 x1"},
        }


def test_the_store_s_words_make_claims_of_its_actions() -> None:
    """With the domain's rules, "the replacement was shipped" claims send_replacement."""
    state = AgentState.open(MemoryBackend(), session_id="s")
    user = state.append_user("My order W1 arrived broken, please send a new one.")
    action = state.ledger.propose("send_replacement", {"order_id": "W1"}, source=user.ref)
    head = [*state.events()][-1].seq

    def findings(text: str, rules: object) -> list[str]:
        summary = {
            "objective": {"text": "Replace the broken order W1", "refs": [user.ref]},
            "open_threads": [{"text": text, "refs": [user.ref]}],
        }
        found = validate(summary, state, covers_through=head, rules=rules)  # type: ignore[arg-type]
        return [finding.rule for finding in blocking(found)]

    assert findings("The replacement was shipped", DOMAIN.rules) == ["authority"]
    assert findings("The replacement has not been shipped yet", DOMAIN.rules) == []
    assert findings("The replacement was shipped", ()) == []
    state.ledger.approve(action.id, by="user", source=user.ref)
    state.ledger.execute(action.id, by="agent", source=user.ref)
    assert findings("The replacement was shipped", DOMAIN.rules) == []
