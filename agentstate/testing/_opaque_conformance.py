"""Conformance tests of opaque items: stored exactly, never shown to another provider.

Mixed into `agentstate.testing.BackendConformance`; everything goes through `AgentState`, so
each backend is checked with the readers over it (context, export, search, compaction,
retraction, redaction, erasure, copies to another backend).
"""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate._json import JSONValue
from agentstate.backends.base import StorageBackend
from agentstate.backends.memory import MemoryBackend
from agentstate.compaction.policy import CompactionPolicy
from agentstate.errors import AgentStateError, SessionNotFound
from agentstate.events import MESSAGE_KINDS, EventKind, EventSpec, opaque
from agentstate.redaction import REDACTED
from agentstate.replay import stored_projection
from agentstate.summarizers.extractive import ExtractiveSummarizer
from agentstate.testing import strategies as st_agent
from agentstate.testing.clock import ManualClock
from agentstate.transfer import copy_session

__all__ = ["OpaqueConformance"]

_sessions = itertools.count()

_MARK = "opqzmarkerqx"
"""A word only the opaque items hold: found in no rendering, no export, no search."""


def _exact(value: JSONValue) -> str:
    """The JSON text of a value with its keys in their order: equal only for an exact copy."""
    return json.dumps(value, ensure_ascii=False)


def _reasoning(extra: JSONValue) -> JSONValue:
    return {"type": "reasoning", "encrypted_content": _MARK, "summary": [extra]}


def _renderings(state: object) -> list[JSONValue]:
    """Everything agentstate renders for a provider from `state`'s session."""
    from agentstate.state import AgentState

    assert isinstance(state, AgentState)
    context = state.context(system="s", budget=None)
    return [
        state.export_messages(format="openai"),  # type: ignore[list-item]
        state.export_messages(format="anthropic"),  # type: ignore[list-item]
        context.to_openai(),  # type: ignore[list-item]
        context.to_anthropic(),
        context.to_openai_responses(),
        context.token_count,
    ]


def _cited(summary: JSONValue) -> set[str]:
    if isinstance(summary, list):
        return {ref for item in summary for ref in _cited(item)}
    if not isinstance(summary, dict):
        return set()
    refs = summary.get("refs")
    found = {ref for ref in refs if isinstance(ref, str)} if isinstance(refs, list) else set()
    return found.union(*(_cited(value) for value in summary.values()))


class OpaqueConformance:
    """Opaque items over one backend (see the module docs)."""

    @settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(spec=st_agent.opaque_specs())
    def test_an_opaque_item_is_stored_and_copied_exactly(
        self, backend: StorageBackend, spec: EventSpec
    ) -> None:
        """Any JSON item comes back byte for byte, read again and copied to another backend.

        It costs no tokens, and appending it again under its external id writes nothing.
        """
        from agentstate.state import AgentState

        session_id = f"opaque-{next(_sessions)}"
        state = AgentState.open(backend, session_id=session_id, clock=ManualClock())
        before = state.evidence.get(state.append_user("before"))
        item, provider = spec.content["item"], spec.content["provider"]
        assert isinstance(provider, str)
        ref = state.append_opaque(item, provider=provider, external_id="item_1")
        assert state.append_opaque(item, provider=provider, external_id="item_1") == ref

        again = AgentState.open(backend, session_id=session_id, create=False)
        target = MemoryBackend()
        copy_session(backend, target, session_id=session_id)
        copied = AgentState.open(target, session_id=session_id, create=False)
        for reader in (again, copied):
            [first, event] = reader.events()
            assert first == before
            assert event.kind is EventKind.OPAQUE
            assert _exact(event.content["item"]) == _exact(item)
            assert event.content["provider"] == provider
            assert (event.tokens, event.cum_tokens) == (0, before.cum_tokens)

    @settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(
        history=st_agent.histories(max_turns=10, allow_pending=False),
        extras=st.lists(st_agent.json_values(max_leaves=4), min_size=1, max_size=4),
        data=st.data(),
    )
    def test_opaque_items_change_no_rendering_and_no_exchange(
        self,
        backend: StorageBackend,
        history: list[EventSpec],
        extras: list[JSONValue],
        data: st.DataObject,
    ) -> None:
        """Opaque items anywhere in a history, between a call and its result too, change nothing.

        The exports, the rendered contexts (Chat Completions, Responses, Anthropic) and the
        token count equal those of the history alone, and hold nothing of the items; search
        never finds them; every message keeps its count of open calls (an item inside an
        exchange is no split point); a compaction commits a boundary at a safe split point
        and its summary cites no item; replay equals the stored projection.
        """
        from agentstate.state import AgentState

        mixed_specs = list(history)
        for extra in extras:
            at = data.draw(st.integers(0, len(mixed_specs)))
            mixed_specs.insert(at, opaque(_reasoning(extra), provider="openai-responses"))
        number = next(_sessions)
        plain = AgentState.open(backend, session_id=f"plain-{number}", clock=ManualClock())
        mixed = AgentState.open(backend, session_id=f"mixed-{number}", clock=ManualClock())
        plain.append_many(history)
        mixed.append_many(mixed_specs)

        shown = _renderings(mixed)
        assert shown == _renderings(plain)
        assert _MARK not in json.dumps(shown, ensure_ascii=False)
        assert mixed.evidence.search(_MARK) == []
        hits = mixed.evidence.search("reasoning encrypted_content summary", k=200)
        assert all(hit.event.kind is not EventKind.OPAQUE for hit in hits)

        events = list(mixed.events())
        messages = [e for e in events if e.kind in MESSAGE_KINDS]
        assert [e.open_calls for e in messages] == [e.open_calls for e in plain.events()]
        for previous, event in itertools.pairwise([None, *events]):
            if event is not None and event.kind is EventKind.OPAQUE:
                assert event.open_calls == (previous.open_calls if previous else 0)

        result = mixed.compact(
            ExtractiveSummarizer(), policy=CompactionPolicy(budget=4000), force=True
        )
        if result.checkpoint is not None:
            boundary = mixed.evidence.get(f"ev_{result.checkpoint.covers_through}")
            assert boundary.open_calls == 0
            items = {e.ref for e in events if e.kind is EventKind.OPAQUE}
            assert not _cited(result.checkpoint.summary) & items
        assert mixed.replay() == stored_projection(mixed)

    def test_retracting_an_opaque_item_inside_an_exchange(self, backend: StorageBackend) -> None:
        """An item between a call and its result is retracted alone; the exchange stays whole."""
        from agentstate.state import AgentState

        state = AgentState.open(backend, session_id="s", clock=ManualClock())
        call = state.append_tool_call("lookup", {"q": "a"})
        item = state.append_opaque(_reasoning(None), provider="openai-responses")
        state.append_tool_result(call, "alpha")
        before = _renderings(state)
        event = state.retract([item], by="app", reason="pop")
        assert event.content["retracted"] == [item.ref]
        assert _renderings(state) == before
        assert state.evidence.get(item).content["item"] == _reasoning(None)
        with pytest.raises(AgentStateError):
            state.retract([item], by="app", reason="again")

    def test_redacting_an_opaque_item(self, backend: StorageBackend) -> None:
        """Whole, the item becomes the marker; at a path under it, that value alone does.

        Its provider tag and token figures stay; a path outside the item is refused with
        nothing written.
        """
        from agentstate.state import AgentState

        state = AgentState.open(backend, session_id="s", clock=ManualClock())
        call: dict[str, JSONValue] = {
            "type": "web_search_call",
            "id": "ws_1",
            "action": {"query": _MARK},
        }
        whole = state.append_opaque(_reasoning("x"), provider="openai-responses")
        part = state.append_opaque(call, provider="openai-responses")
        state.redact(whole, by="ops", reason="request 7")
        state.redact(part, by="ops", reason="request 7", paths=["item.action.query"])
        redacted = state.evidence.get(whole)
        assert redacted.content == {"provider": "openai-responses", "item": REDACTED}
        assert (redacted.tokens, redacted.cum_tokens) == (0, 0)
        action: JSONValue = {"query": REDACTED}
        assert state.evidence.get(part).content["item"] == {**call, "action": action}
        head = len(list(state.events()))
        with pytest.raises(AgentStateError):
            state.redact(part, by="ops", reason="again", paths=["provider"])
        assert len(list(state.events())) == head

    def test_erasing_a_session_erases_its_opaque_items(self, backend: StorageBackend) -> None:
        """An erased session's opaque items go with its messages; other sessions keep theirs."""
        from agentstate.state import AgentState

        for session_id in ("gone", "kept"):
            state = AgentState.open(backend, session_id=session_id, clock=ManualClock())
            state.append_user("hello")
            state.append_opaque(_reasoning(session_id), provider="openai-responses")
        AgentState.open(backend, session_id="gone").erase(by="ops", reason="retention")
        with pytest.raises(SessionNotFound):
            AgentState.open(backend, session_id="gone", create=False)
        with backend.read("gone") as reader:
            assert reader.events() == []
        kept = AgentState.open(backend, session_id="kept", create=False)
        assert [e.kind for e in kept.events()] == [EventKind.USER, EventKind.OPAQUE]

    @pytest.mark.parametrize(
        ("item", "provider", "external_id"),
        [
            ({"type": "reasoning"}, "OpenAI", None),
            ({"type": "reasoning"}, "", None),
            ({"type": "reasoning"}, "a" * 65, None),
            ({"type": "reasoning"}, "openai responses", None),
            ({"type": "reasoning"}, None, None),
            ({"value": float("nan")}, "openai-responses", None),
            ({"value": object()}, "openai-responses", None),
            ({"type": "reasoning"}, "openai-responses", ""),
        ],
    )
    def test_a_bad_opaque_item_writes_nothing(
        self, backend: StorageBackend, item: object, provider: object, external_id: object
    ) -> None:
        """A bad provider tag, an item that is not JSON or a bad external id: nothing written."""
        from agentstate.state import AgentState

        state = AgentState.open(backend, session_id="s", clock=ManualClock())
        state.append_user("hello")
        with pytest.raises(AgentStateError):
            state.append_opaque(item, provider=provider, external_id=external_id)  # type: ignore[arg-type]
        assert [e.kind for e in state.events()] == [EventKind.USER]
