"""Conformance tests of retraction: messages leave the model's view, the log keeps them.

Mixed into `agentstate.testing.BackendConformance`; everything goes through `AgentState`, so
each backend is checked with the readers (context, export, search, replay) over it.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate.backends.base import StorageBackend
from agentstate.errors import EvidenceNotFound, InvalidInput
from agentstate.events import EventKind, EventSpec, ToolCall, assistant, tool_result, user
from agentstate.replay import stored_projection
from agentstate.retraction import retraction_of
from agentstate.testing import strategies as st_agent
from agentstate.testing.clock import ManualClock

__all__ = ["RetractionConformance"]

_sessions = itertools.count()


def _units(specs: list[EventSpec]) -> list[set[int]]:
    """For each spec (by position), the positions retracting it takes out (its tool pairs)."""
    caller: dict[str, int] = {}
    results: dict[int, set[int]] = {}
    for i, spec in enumerate(specs):
        if spec.kind is EventKind.ASSISTANT:
            for call in spec.content["tool_calls"]:  # type: ignore[union-attr]
                caller[str(call["id"])] = i  # type: ignore[call-overload,index]
            results[i] = set()
        elif spec.kind is EventKind.TOOL_RESULT:
            results[caller[str(spec.content["call_id"])]].add(i)
    units: list[set[int]] = []
    for i, spec in enumerate(specs):
        owner = caller[str(spec.content["call_id"])] if spec.kind is EventKind.TOOL_RESULT else i
        units.append({owner, *results.get(owner, set())})
    return units


class RetractionConformance:
    """Retraction over one backend (see the module docs)."""

    def test_retract_takes_a_call_with_its_results(self, backend: StorageBackend) -> None:
        """A result retracts its call's whole message; the context no longer awaits it."""
        from agentstate.state import AgentState

        state = AgentState.open(backend, session_id="s", clock=ManualClock())
        state.append_user("look up a and b")
        calls = [ToolCall("lookup", {"q": "a"}, "c1"), ToolCall("lookup", {"q": "b"}, "c2")]
        state.append(assistant(None, tool_calls=calls))
        result = state.append(tool_result("c1", "alpha"))
        event = state.retract([result], by="app", reason="retry")
        assert retraction_of(event).retracted == ("ev_2", "ev_3")
        # c2 was never answered, but its call is out of view: nothing is pending.
        context = state.context(system="s", budget=None)
        assert [e.seq for e in context.tail] == [1]
        assert state.evidence.search("alpha") == []
        assert state.evidence.get("ev_3").content["result"] == "alpha"
        assert state.export_messages(format="openai") == [
            {"role": "user", "content": "look up a and b"}
        ]
        head = event.seq
        for refs in (["ev_3"], ["ev_4"], ["ev_99"], []):
            with pytest.raises((InvalidInput, EvidenceNotFound)):
                state.retract(refs, by="app", reason="again")
        assert [e.seq for e in state.events()][-1] == head

    @settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(history=st_agent.histories(max_turns=10, allow_pending=False), data=st.data())
    def test_retraction_is_the_history_without_the_retracted(
        self, backend: StorageBackend, history: list[EventSpec], data: st.DataObject
    ) -> None:
        """After retractions, every view is that of the history without the retracted.

        Over random histories and one to three retractions of random messages: the export
        and the rendered context's messages equal those of a session holding only the
        messages left (in order, tool pairs kept), search finds no retracted message, replay
        equals the stored projection, and the events from before are unchanged.
        """
        from agentstate.state import AgentState

        number = next(_sessions)
        state = AgentState.open(backend, session_id=f"retract-{number}", clock=ManualClock())
        state.append_many(history)
        before = list(state.events())
        units = _units(history)
        gone: set[int] = set()
        retractions = 0
        for _ in range(data.draw(st.integers(1, 3))):
            left = [i for i in range(len(history)) if i not in gone]
            if not left:
                break
            chosen = data.draw(st.lists(st.sampled_from(left), min_size=1, max_size=2, unique=True))
            state.retract([f"ev_{i + 1}" for i in chosen], by="app", reason="property")
            retractions += 1
            for i in chosen:
                gone |= units[i]
        kept = [spec for i, spec in enumerate(history) if i not in gone]
        fresh = AgentState.open(backend, session_id=f"kept-{number}", clock=ManualClock())
        fresh.append_many(kept)

        after = list(state.events())
        assert after[: len(before)] == before
        assert [e.kind for e in after[len(before) :]] == [EventKind.RETRACTION] * retractions
        assert state.export_messages(format="openai") == fresh.export_messages(format="openai")
        shown = state.context(system="s", budget=None).tail
        expected = fresh.context(system="s", budget=None).tail
        assert [(e.kind, e.content) for e in shown] == [(e.kind, e.content) for e in expected]
        assert {e.seq - 1 for e in shown} == set(range(len(history))) - gone
        for i in gone:
            text = history[i].content.get("text")
            if isinstance(text, str) and text.strip():
                hits = state.evidence.search(text, k=200)
                assert all(hit.event.seq - 1 not in gone for hit in hits)
        assert state.replay() == stored_projection(state)

    def test_a_retracted_external_id_is_still_a_repeat(self, backend: StorageBackend) -> None:
        """Mirroring a history again after a retraction writes nothing back into view."""
        from agentstate.state import AgentState

        state = AgentState.open(backend, session_id="s", clock=ManualClock())
        spec = user("hi").with_external_id("u1")
        [ref] = state.append_many([spec])
        state.retract([ref], by="app", reason="pop")
        assert state.append_many([spec]) == [ref]
        assert state.context(system="s", budget=None).tail == ()
