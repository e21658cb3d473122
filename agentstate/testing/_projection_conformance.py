"""The storage contract of projections, as tests (part of `BackendConformance`).

Tool calls, scratchpad facts, actions, checkpoints, coverage and pins: what a write records
reads back exactly, with its history (facts, actions) and in the contract's order, and a
checkpoint commits only over the parent its writer expects.
"""

from __future__ import annotations

import pytest

from agentstate.backends.base import (
    ActionRecord,
    ActionStatusRecord,
    Coverage,
    FactRecord,
    PinRecord,
    StorageBackend,
    ToolCallRecord,
)
from agentstate.errors import CheckpointConflict, InvalidInput
from agentstate.testing._conformance_kit import _checkpoint, new_event

__all__ = ["ProjectionConformance"]


class ProjectionConformance:
    """Projection tests; `BackendConformance` includes them."""

    # --- projections ----------------------------------------------------------------------

    def test_tool_calls_open_then_answered(self, backend: StorageBackend) -> None:
        """A tool call is stored open, listed as open, then records its result seq."""
        with backend.write("s") as tx:
            tx.put_tool_call(ToolCallRecord("c2", "lookup", 2))
            tx.put_tool_call(ToolCallRecord("c1", "lookup", 1))
        with backend.read("s") as reader:
            assert [c.call_id for c in reader.open_tool_calls()] == ["c1", "c2"]
        with backend.write("s") as tx:
            tx.put_tool_call(ToolCallRecord("c1", "lookup", 1, result_seq=3))
        with backend.read("s") as reader:
            assert reader.tool_call("c1") == ToolCallRecord("c1", "lookup", 1, 3)
            assert [c.call_id for c in reader.open_tool_calls()] == ["c2"]
            assert reader.tool_call("missing") is None

    def test_facts_keep_history(self, backend: StorageBackend) -> None:
        """Every fact write is kept; the latest per key is current; facts() is by key."""
        with backend.write("s") as tx:
            tx.put_fact(FactRecord("order_id", "4921", 1, 2))
            tx.put_fact(FactRecord("amount", {"cents": 25000}, 3, 4))
            tx.put_fact(FactRecord("order_id", "4922", 5, 6))
        with backend.read("s") as reader:
            assert reader.fact("order_id") == FactRecord("order_id", "4922", 5, 6)
            assert [f.value for f in reader.fact_history("order_id")] == ["4921", "4922"]
            assert [(f.key, f.value) for f in reader.facts()] == [
                ("amount", {"cents": 25000}),
                ("order_id", "4922"),
            ]
            assert reader.fact("missing") is None
            assert reader.fact_history("missing") == []
            assert reader.fact_keys() == [record.key for record in reader.facts()]
            assert reader.fact_keys() == ["amount", "order_id"]
        with backend.read("other") as reader:
            assert reader.fact_keys() == []

    def test_actions_keep_history_in_creation_order(self, backend: StorageBackend) -> None:
        """Every action state is kept; actions() gives current states in creation order."""
        with backend.write("s") as tx:
            tx.put_action(ActionRecord("act_2", "refund", {"c": 1}, "d2", "pending", "m", 1, 2))
            tx.put_action(ActionRecord("act_1", "credit", {"c": 2}, "d1", "pending", "m", 1, 3))
            tx.put_action(ActionRecord("act_2", "refund", {"c": 1}, "d2", "approved", "sup", 4, 5))
        with backend.read("s") as reader:
            current = reader.actions()
            assert [(a.action_id, a.status) for a in current] == [
                ("act_2", "approved"),
                ("act_1", "pending"),
            ]
            assert [a.status for a in reader.action_history("act_2")] == ["pending", "approved"]
            action = reader.action("act_2")
            assert action is not None
            assert (action.actor, action.params) == ("sup", {"c": 1})
            assert reader.action("act_9") is None

    def test_every_ledger_status_is_stored(self, backend: StorageBackend) -> None:
        """Each status of the ledger's state machine (failed included) reads back as written.

        A backend that checks statuses (a CHECK constraint, an enum type) must know them all:
        an execution that failed moves executed -> failed.
        """
        with backend.write("s") as tx:
            for seq, status in enumerate(("pending", "approved", "executed", "failed"), 1):
                tx.put_action(ActionRecord("act_1", "refund", {"c": 1}, "d1", status, "m", 1, seq))
            for number, status in enumerate(("rejected", "cancelled", "revoked"), 2):
                record = ActionRecord(
                    f"act_{number}", "credit", {}, "d", status, "m", 1, 4 + number
                )
                tx.put_action(record)
        with backend.read("s") as reader:
            assert [a.status for a in reader.action_history("act_1")] == [
                "pending",
                "approved",
                "executed",
                "failed",
            ]
            assert [(a.action_id, a.status) for a in reader.actions()] == [
                ("act_1", "failed"),
                ("act_2", "rejected"),
                ("act_3", "cancelled"),
                ("act_4", "revoked"),
            ]
            assert [status.status for status in reader.action_statuses()] == [
                "failed",
                "rejected",
                "cancelled",
                "revoked",
            ]

    def test_an_action_id_of_another_shape_is_refused(self, backend: StorageBackend) -> None:
        """put_action refuses an id that is not act_<n>, and the transaction writes nothing."""
        for action_id in ("act_0", "act_", "refund_1", "act_1 ", "act_01"):
            with pytest.raises(InvalidInput, match="not an action id"), backend.write("s") as tx:
                tx.put_action(ActionRecord("act_1", "refund", {}, "d", "pending", "m", 1, 1))
                tx.put_action(ActionRecord(action_id, "refund", {}, "d", "pending", "m", 1, 1))
        with backend.read("s") as reader:
            assert reader.actions() == []
            assert reader.action("refund_1") is None
            assert reader.action_history("act_01") == []

    def test_action_statuses_are_actions_without_params(self, backend: StorageBackend) -> None:
        """action_statuses() gives actions()'s ids, kinds, statuses and seqs, in the same order."""
        with backend.write("s") as tx:
            tx.put_action(ActionRecord("act_2", "refund", {"c": 1}, "d2", "pending", "m", 1, 2))
            tx.put_action(ActionRecord("act_1", "credit", {"c": 2}, "d1", "pending", "m", 1, 3))
            tx.put_action(ActionRecord("act_2", "refund", {"c": 1}, "d2", "approved", "sup", 4, 5))
            tx.put_action(ActionRecord("act_3", "refund", {"c": 3}, "d3", "pending", "m", 1, 6))
            tx.put_action(ActionRecord("act_1", "credit", {"c": 2}, "d1", "rejected", "sup", 4, 7))
        with backend.write("other") as tx:
            tx.put_action(ActionRecord("act_1", "other", {}, "d9", "executed", "m", 1, 1))
        with backend.read("s") as reader:
            assert reader.action_statuses() == [
                ActionStatusRecord("act_2", "refund", "approved", 5),
                ActionStatusRecord("act_1", "credit", "rejected", 7),
                ActionStatusRecord("act_3", "refund", "pending", 6),
            ]
            assert reader.action_statuses() == [
                ActionStatusRecord(a.action_id, a.kind, a.status, a.event_seq)
                for a in reader.actions()
            ]
        with backend.read("empty") as reader:
            assert reader.action_statuses() == []

    def test_checkpoint_commit_is_conditional_on_parent(self, backend: StorageBackend) -> None:
        """put_checkpoint commits only over the expected parent; otherwise CheckpointConflict."""
        with backend.write("s") as tx:
            tx.put_checkpoint(_checkpoint(1, 0), expected_parent=0)
        with pytest.raises(CheckpointConflict) as caught, backend.write("s") as tx:
            tx.put_checkpoint(_checkpoint(1, 0), expected_parent=0)
        assert (caught.value.expected, caught.value.actual) == (0, 1)
        with backend.write("s") as tx:
            tx.put_checkpoint(_checkpoint(2, 1), expected_parent=1)
        with backend.read("s") as reader:
            assert [c.version for c in reader.checkpoints()] == [1, 2]
            latest = reader.latest_checkpoint()
            assert latest == _checkpoint(2, 1)
        with backend.read("other") as reader:
            assert reader.latest_checkpoint() is None

    def test_coverage_summarizes_the_latest_checkpoint(self, backend: StorageBackend) -> None:
        """coverage() gives the boundary, summary tokens, running sum there, and pinned tokens."""
        with backend.read("s") as reader:
            assert reader.coverage() == Coverage()
        with backend.write("s") as tx:
            tx.append(
                [
                    new_event("a", tokens=5, cum_tokens=5),
                    new_event("b", tokens=7, cum_tokens=12),
                    new_event("c", tokens=9, cum_tokens=21),
                ]
            )
            tx.put_pin(PinRecord(1, 3))
            tx.put_pin(PinRecord(3, 3))
            tx.put_checkpoint(_checkpoint(1, 0, covers_through=2), expected_parent=0)
        with backend.read("s") as reader:
            assert reader.coverage() == Coverage(1, 2, 42, 12, 5)

    def test_pins_in_order(self, backend: StorageBackend) -> None:
        """Pins come back in the order they were made."""
        with backend.write("s") as tx:
            tx.put_pin(PinRecord(7, 9))
            tx.put_pin(PinRecord(2, 10))
        with backend.read("s") as reader:
            assert reader.pins() == [PinRecord(7, 9), PinRecord(2, 10)]
