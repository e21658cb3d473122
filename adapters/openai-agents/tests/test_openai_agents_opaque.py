"""Reasoning, hosted-tool and compaction items: opaque events, given back exactly, not rendered."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agents import Agent, Runner, function_tool
from agents.testing import ScriptedModel, assistant_message, function_call
from agentstate_openai_agents import AgentStateSession
from agentstate_openai_agents.items import EXTRA_KEY, OPAQUE_NOTE, PROVIDER
from openai.types.responses import ResponseReasoningItem
from openai.types.responses.response_reasoning_item import Summary

from agentstate import AgentState, EventKind, EventSpec, MemoryBackend

SECRET = "gAAAAABencryptedreasoningpayload"


@function_tool
def lookup_order(order_id: str) -> str:
    """Look an order up."""
    return json.dumps({"order_id": order_id, "status": "delivered"})


class _Recording(AgentStateSession):
    """The bridge, recording every item the SDK hands it."""

    handed: list[Any]

    async def add_items(self, items: list[Any]) -> None:
        self.handed = [*getattr(self, "handed", []), *items]
        await super().add_items(items)


def _reasoning(item_id: str, text: str) -> ResponseReasoningItem:
    return ResponseReasoningItem(
        id=item_id,
        type="reasoning",
        summary=[Summary(text=text, type="summary_text")],
        encrypted_content=SECRET,
    )


def _exact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


async def test_reasoning_items_are_opaque_and_come_back_exactly(tmp_path: Path) -> None:
    """A run's reasoning items are opaque events of the Responses provider, read back exactly.

        What the SDK handed over comes back byte for byte as JSON, also from a reopened SQLite
        session; no rendering agentstate makes (the context for either API, the exports) holds
        anything of them, nor does search find them; handing them over again (with the other
    items that have ids) writes nothing.
    """
    state = AgentState.open(tmp_path / "s.db", session_id="t", stray_results="note")
    session = _Recording(state)
    model = ScriptedModel(
        [
            [
                _reasoning("rs_1", "Consult the zebrafish ledger."),
                function_call("lookup_order", {"order_id": "4921"}, call_id="c1", item_id="fc_1"),
            ],
            [
                _reasoning("rs_2", "It was delivered."),
                assistant_message("Order 4921 was delivered.", item_id="msg_1"),
            ],
        ]
    )
    agent = Agent(name="support", model=model, tools=[lookup_order])
    await Runner.run(agent, "Where is order 4921?", session=session)

    kinds = [e.kind for e in state.events()]
    assert kinds.count(EventKind.OPAQUE) == 2
    assert EventKind.SYSTEM not in kinds
    opaque = [e for e in state.events() if e.kind is EventKind.OPAQUE]
    assert {e.content["provider"] for e in opaque} == {PROVIDER}
    items = await session.get_items()
    assert _exact(items) == _exact(session.handed)
    assert [item.get("type") for item in items].count("reasoning") == 2

    context = state.context(system="s", budget=None)
    shown = [
        context.to_openai(),
        context.to_openai_responses(),
        context.to_anthropic(),
        state.export_messages(format="openai"),
        state.export_messages(format="anthropic"),
    ]
    assert SECRET not in json.dumps(shown)
    assert "zebrafish" not in json.dumps(shown)
    assert state.evidence.search("zebrafish") == []

    before = list(state.events())
    await session.add_items([item for item in items if "id" in item])
    assert list(state.events()) == before
    state.close()
    reopened = AgentStateSession(
        AgentState.open(tmp_path / "s.db", session_id="t", stray_results="note")
    )
    assert _exact(await reopened.get_items()) == _exact(items)
    reopened.state.close()


async def test_popping_a_reasoning_item_retracts_it() -> None:
    """`pop_item` retracts an opaque item and returns it exactly; `clear_session` retracts all."""
    state = AgentState.open(MemoryBackend(), session_id="t", stray_results="note")
    session = AgentStateSession(state)
    reasoning = _reasoning("rs_1", "thinking").model_dump(exclude_unset=True)
    user = {"role": "user", "content": "hi"}
    await session.add_items([user, reasoning])  # type: ignore[list-item]
    popped = await session.pop_item()
    assert _exact(popped) == _exact(reasoning)
    assert await session.get_items() == [user]
    assert [e.kind for e in state.events()][-1] is EventKind.RETRACTION
    await session.add_items([reasoning])  # type: ignore[list-item]  # a repeat of the retracted id
    await session.clear_session()
    assert await session.get_items() == []


async def test_items_of_another_provider_or_redacted_whole_are_not_given_back() -> None:
    """An opaque item of another provider, or one redacted whole, is left out of `get_items`."""
    state = AgentState.open(MemoryBackend(), session_id="t", stray_results="note")
    session = AgentStateSession(state)
    state.append_opaque({"type": "thinking", "thinking": "x"}, provider="anthropic")
    hosted = {"type": "web_search_call", "id": "ws_1", "status": "completed"}
    compaction = {"type": "compaction", "id": "cmp_1", "encrypted_content": SECRET}
    await session.add_items([hosted, compaction])  # type: ignore[list-item]
    assert await session.get_items() == [hosted, compaction]
    state.redact("ev_3", by="ops", reason="request 3")
    assert await session.get_items() == [hosted]


async def test_a_session_from_before_opaque_items_is_read_and_not_repeated() -> None:
    """Notes holding items, as sessions before opaque items stored them, are still items.

    `get_items` returns their items; handing one over again writes nothing; a new
    reasoning item is stored as an opaque event after them; the model input leaves the
    notes out.
    """
    state = AgentState.open(MemoryBackend(), session_id="t", stray_results="note")
    old = _reasoning("rs_old", "earlier").model_dump(exclude_unset=True)
    note = EventSpec(EventKind.SYSTEM, {"text": OPAQUE_NOTE, "extra": {EXTRA_KEY: {"item": old}}})
    user = {"role": "user", "content": "hi"}
    session = AgentStateSession(state)
    await session.add_items([user])  # type: ignore[list-item]
    state.append(note.with_external_id("rs_old"))
    assert await session.get_items() == [user, old]

    before = list(state.events())
    await session.add_items([old])  # type: ignore[list-item]
    assert list(state.events()) == before
    new = _reasoning("rs_new", "later").model_dump(exclude_unset=True)
    await session.add_items([new])  # type: ignore[list-item]
    assert [e.kind for e in state.events()][-1] is EventKind.OPAQUE
    assert await session.get_items() == [user, old, new]
