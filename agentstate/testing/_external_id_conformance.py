"""Conformance tests of external ids: a framework's message ids, unique per session.

Mixed into `agentstate.testing.BackendConformance`. The backend stores `ExternalIdRecord`s and
finds them by id; the log (over every backend) makes an append under a stored id a repeat
that writes nothing, or an `ExternalIdConflict` that writes nothing.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate.backends.base import ExternalIdRecord, StorageBackend
from agentstate.errors import ExternalIdConflict, InvalidInput
from agentstate.events import EventSpec, ToolCall, assistant, tool_result, user
from agentstate.testing import strategies as st_agent
from agentstate.testing._conformance_kit import _Boom, new_event
from agentstate.testing.clock import ManualClock

__all__ = ["ExternalIdConformance"]

_sessions = itertools.count()


def _mirrored(specs: list[EventSpec]) -> list[EventSpec]:
    """The specs under external ids ``item_1``, ``item_2``, ... (as a framework names them)."""
    return [spec.with_external_id(f"item_{i}") for i, spec in enumerate(specs, start=1)]


class ExternalIdConformance:
    """External ids on one backend (see the module docs)."""

    def test_external_ids_are_stored_per_session(self, backend: StorageBackend) -> None:
        """A stored id is found in its session only; a failed write stores none."""
        with backend.write("a") as tx:
            [event] = tx.append([new_event("hello")])
            tx.put_external_id(ExternalIdRecord("msg_1", event.seq, "sha256:x"))
        with pytest.raises(_Boom), backend.write("a") as tx:
            tx.append([new_event("lost")])
            tx.put_external_id(ExternalIdRecord("msg_2", 2, "sha256:y"))
            assert tx.external_id("msg_2") == ExternalIdRecord("msg_2", 2, "sha256:y")
            raise _Boom
        with backend.read("a") as reader:
            assert reader.external_id("msg_1") == ExternalIdRecord("msg_1", 1, "sha256:x")
            assert reader.external_id("msg_2") is None
        with backend.read("b") as reader:
            assert reader.external_id("msg_1") is None

    def test_a_repeated_external_id_writes_nothing(self, backend: StorageBackend) -> None:
        """The same message under the same id returns the stored ref; nothing is written."""
        from agentstate.state import AgentState

        state = AgentState.open(backend, session_id="s", clock=ManualClock())
        call = ToolCall("lookup", {"q": "x"}, "call_1")
        specs = [
            user("hi").with_external_id("u1"),
            assistant(None, tool_calls=[call]).with_external_id("a1"),
            tool_result("call_1", {"ok": True}).with_external_id("r1"),
        ]
        first = state.append_many(specs)
        again = state.append_many(specs)
        assert again == first
        assert [e.seq for e in state.events()] == [1, 2, 3]
        found = state.event_by_external_id("a1")
        assert found is not None
        assert found.seq == 2
        assert state.event_by_external_id("nope") is None
        # A repeat and a new message in one batch: only the new one is written.
        refs = state.append_many([specs[0], user("bye").with_external_id("u2")])
        assert [ref.seq for ref in refs] == [1, 4]
        # The same id twice in one batch is one message.
        twice = state.append_many([user("x").with_external_id("u3")] * 2)
        assert [ref.seq for ref in twice] == [5, 5]
        # An erasure forgets the ids with the session.
        state.erase(by="ops", reason="test")
        assert state.event_by_external_id("a1") is None
        assert [ref.seq for ref in state.append_many(specs)] == [1, 2, 3]

    def test_an_external_id_with_other_content_conflicts(self, backend: StorageBackend) -> None:
        """Another message under a stored id raises ExternalIdConflict; nothing is written."""
        from agentstate.state import AgentState

        state = AgentState.open(backend, session_id="s", clock=ManualClock())
        state.append(user("hi").with_external_id("u1"))
        for clash in (user("hello"), assistant("hi")):
            with pytest.raises(ExternalIdConflict) as caught:
                state.append_many([user("new"), clash.with_external_id("u1")])
            assert caught.value.external_id == "u1"
            assert caught.value.seq == 1
        with pytest.raises(ExternalIdConflict):
            state.append_many([user("a").with_external_id("u9"), user("b").with_external_id("u9")])
        assert [e.seq for e in state.events()] == [1]
        assert state.event_by_external_id("u9") is None
        with pytest.raises(InvalidInput):
            user("x").with_external_id("")
        with pytest.raises(InvalidInput):
            state.append(EventSpec(user("x").kind, {"text": "x"}, "bad\nid"))

    @settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(history=st_agent.histories(max_turns=8), split=st.integers(0, 8))
    def test_mirroring_twice_writes_once(
        self, backend: StorageBackend, history: list[EventSpec], split: int
    ) -> None:
        """Mirroring any history twice, in any two batches, writes it once, in order.

        The history is handed over whole, then again in two batches (as a framework hands
        over its history before each turn); the second pass writes nothing and returns the
        first pass's refs.
        """
        from agentstate.state import AgentState

        state = AgentState.open(
            backend, session_id=f"mirror-{next(_sessions)}", clock=ManualClock()
        )
        specs = _mirrored(history)
        first = state.append_many(specs)
        stored = list(state.events())
        again = state.append_many(specs[:split]) + state.append_many(specs[split:])
        assert again == first
        assert list(state.events()) == stored
        assert [e.seq for e in stored] == list(range(1, len(specs) + 1))
        assert [(e.kind, e.content.get("text")) for e in stored] == [
            (spec.kind, spec.content.get("text")) for spec in specs
        ]
