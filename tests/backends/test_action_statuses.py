"""`action_statuses` on every backend: what `actions` gives, without params, in its order."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import MemoryBackend, SqliteBackend
from agentstate.backends.base import ActionRecord, ActionStatusRecord, StorageBackend

_STATUSES = st.sampled_from(
    ["pending", "approved", "rejected", "cancelled", "executed", "failed", "revoked"]
)
# (action number, status, kind) of each state written, in order: ids in any order of
# creation, states of different actions interleaved, several states of one action.
_WRITES = st.lists(
    st.tuples(st.integers(1, 6), _STATUSES, st.sampled_from(["refund", "credit"])), max_size=20
)


@settings(max_examples=60, deadline=None)
@given(_WRITES)
def test_action_statuses_are_the_actions_without_their_params(
    writes: list[tuple[int, str, str]],
) -> None:
    """For any states written, in any order of ids, each backend's statuses are its actions'."""
    backends: list[StorageBackend] = [MemoryBackend(), SqliteBackend(":memory:")]
    for backend in backends:
        kinds: dict[int, str] = {}
        with backend.write("s") as tx:
            for seq, (number, status, kind) in enumerate(writes, 1):
                kind = kinds.setdefault(number, kind)  # later states repeat the first's kind
                tx.put_action(
                    ActionRecord(f"act_{number}", kind, {"n": number}, "d", status, "m", 1, seq)
                )
        with backend.write("other") as tx:
            tx.put_action(ActionRecord("act_1", "other", {}, "d", "executed", "m", 1, 1))
        with backend.read("s") as reader:
            assert reader.action_statuses() == [
                ActionStatusRecord(action.action_id, action.kind, action.status, action.event_seq)
                for action in reader.actions()
            ]
            assert [status.action_id for status in reader.action_statuses()] == list(
                dict.fromkeys(f"act_{number}" for number, _, _ in writes)
            )
        backend.close()
