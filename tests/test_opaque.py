"""Opaque items outside the storage contract: what models, people and masks see of them.

The storage contract (exact round trip, no rendering, no search, pairing, retraction,
redaction, erasure) is in `agentstate.testing._opaque_conformance`, run on every backend.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from agentstate import AgentState, CaptureRule, MemoryBackend, Scratchpad
from agentstate.aio import AsyncAgentState
from agentstate.errors import InvalidInput
from agentstate.event_lines import describe
from agentstate.events import EventKind, opaque, user
from agentstate.evidence_tools import EXPAND_TOOL, GET_TOOL, SEARCH_TOOL
from agentstate.masking import EMAIL, Masker
from agentstate.validation._language import event_text

SECRET = "gAAAAABsecretreasoning"
REASONING = {
    "type": "reasoning",
    "id": "rs_1",
    "summary": [{"type": "summary_text", "text": "The user asked for a refund."}],
    "encrypted_content": SECRET,
}


@pytest.fixture
def state() -> AgentState:
    state = AgentState.open(MemoryBackend(), session_id="s")
    state.append_user("refund order 7")
    state.append_opaque(REASONING, provider="openai-responses", external_id="rs_1")
    state.append_assistant("Done.")
    return state


def test_the_evidence_tools_never_quote_an_opaque_item(state: AgentState) -> None:
    """A model fetching or expanding an opaque item learns its provider, never its content."""
    toolbox = state.tools()
    outcomes = [
        toolbox.dispatch(GET_TOOL, {"ref": "ev_2"}),
        toolbox.dispatch(EXPAND_TOOL, {"ref": "ev_1", "before": 0, "after": 2}),
        toolbox.dispatch(SEARCH_TOOL, {"query": "refund reasoning summary_text"}),
    ]
    for outcome in outcomes:
        assert not outcome.is_error, outcome.content
        assert SECRET not in outcome.content
        assert "asked for a refund" not in outcome.content
    fetched = json.loads(outcomes[0].content)
    assert "openai-responses" in json.dumps(fetched)
    [search] = [tool for tool in toolbox if tool.name == SEARCH_TOOL]
    kinds = search.input_schema["properties"]["kinds"]["items"]["enum"]
    assert EventKind.OPAQUE.value not in kinds


def test_an_opaque_item_is_no_evidence_for_a_summary(state: AgentState) -> None:
    """The validator reads no text from an opaque item (nothing may be grounded in it)."""
    assert event_text(state.evidence.get("ev_2")) == ""
    assert event_text(state.evidence.get("ev_1")) == "refund order 7"


def test_an_opaque_item_in_one_line() -> None:
    """A timeline shows its provider, type and size, never what it holds."""
    state = AgentState.open(MemoryBackend(), session_id="s")
    state.append_opaque(REASONING, provider="openai-responses")
    state.append_opaque(["not", "an", "object"], provider="anthropic")
    size = len(json.dumps(REASONING, separators=(",", ":")).encode())
    assert [describe(event) for event in state.events()] == [
        f"opaque openai-responses reasoning item ({size} bytes)",
        "opaque anthropic item (21 bytes)",
    ]


def test_a_mask_applies_to_an_opaque_item() -> None:
    """A mask's rules rewrite every string of the item, keys included; the rest stays exact."""
    state = AgentState.open(MemoryBackend(), session_id="s", mask=Masker([EMAIL]))
    item = {"type": "web_search_call", "action": {"query": "mail bob@example.com"}, "n": 1}
    state.append_opaque(item, provider="openai-responses")
    [event] = state.events()
    assert event.content["item"] == {
        "type": "web_search_call",
        "action": {"query": "mail [email]"},
        "n": 1,
    }


def test_append_many_takes_opaque_items_with_messages() -> None:
    """Opaque items and messages append in one transaction, in order; state events do not."""
    state = AgentState.open(MemoryBackend(), session_id="s")
    refs = state.append_many([user("hi"), opaque(REASONING, provider="openai-responses")])
    assert [ref.ref for ref in refs] == ["ev_1", "ev_2"]
    assert [e.kind for e in state.events()] == [EventKind.USER, EventKind.OPAQUE]


def test_an_opaque_item_cannot_be_pinned(state: AgentState) -> None:
    """Pinning renders an event in every context: an opaque item is never rendered."""
    with pytest.raises(InvalidInput):
        state.pin("ev_2")


def test_the_async_facade_appends_opaque_items() -> None:
    """`AsyncAgentState.append_opaque` stores the item as the synchronous facade does."""

    async def run() -> list[object]:
        state = await AsyncAgentState.open(MemoryBackend(), session_id="s")
        await state.append_opaque(REASONING, provider="openai-responses", external_id="rs_1")
        return [(e.kind, e.content) for e in await state.events()]

    assert asyncio.run(run()) == [
        (EventKind.OPAQUE, {"provider": "openai-responses", "item": REASONING})
    ]


class Facts(Scratchpad):
    order_id: str | None = None


def test_capture_rules_never_read_an_opaque_item() -> None:
    """An opaque item shaped like the result a rule captures from leaves the scratchpad alone."""
    state = AgentState.open(
        MemoryBackend(),
        session_id="s",
        scratchpad=Facts,
        capture=[CaptureRule(tool="lookup", path="result.order_id", field="order_id")],
    )
    shaped = {"call_id": "c1", "name": "lookup", "result": {"order_id": "4921"}, "is_error": False}
    state.append_opaque(shaped, provider="openai-responses")
    assert state.scratchpad.get("order_id") is None
    state.append_tool_result(state.append_tool_call("lookup", {}), {"order_id": "7"})
    assert state.scratchpad.get("order_id") == "7"
