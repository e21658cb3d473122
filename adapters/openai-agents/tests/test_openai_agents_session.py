"""`AgentStateSession` under the Agents SDK's runner, with the SDK's scripted model (offline)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from agents import Agent, RunConfig, Runner, function_tool
from agents.memory import Session
from agents.testing import ScriptedModel, assistant_message, function_call
from agentstate_openai_agents import AgentStateSession

from agentstate import AgentState, CompactionPolicy, EventKind, ExtractiveSummarizer, MemoryBackend
from agentstate.errors import InvalidInput
from agentstate.retraction import retracted_seqs


@function_tool
def lookup_order(order_id: str) -> str:
    """Look an order up."""
    return json.dumps({"order_id": order_id, "status": "delivered"})


def _state(target: Any = None, session_id: str = "ticket") -> AgentState:
    backend = MemoryBackend() if target is None else target
    return AgentState.open(backend, session_id=session_id, stray_results="note")


def _messages(state: AgentState) -> list[Any]:
    return [e for e in state.events() if e.is_message]


async def test_a_multi_turn_run_is_mirrored_once(tmp_path: Path) -> None:
    """Two turns with a tool call: each item is one event, in order, and the SDK reads them back.

    Adding the history again writes nothing for the items with ids; a reopened SQLite
    session reads the same items.
    """
    state = _state(tmp_path / "state.db")
    session = AgentStateSession(state)
    assert isinstance(session, Session)
    model = ScriptedModel(
        [
            [function_call("lookup_order", {"order_id": "4921"}, call_id="c1", item_id="fc_1")],
            [assistant_message("Order 4921 was delivered.", item_id="msg_1")],
            [assistant_message("You are welcome.", item_id="msg_2")],
        ]
    )
    agent = Agent(name="support", model=model, tools=[lookup_order])
    await Runner.run(agent, "Where is order 4921?", session=session)
    await Runner.run(agent, "Thanks!", session=session)

    items = await session.get_items()
    kinds = [e.kind for e in _messages(state)]
    assert kinds == [
        EventKind.USER,
        EventKind.ASSISTANT,
        EventKind.TOOL_RESULT,
        EventKind.ASSISTANT,
        EventKind.USER,
        EventKind.ASSISTANT,
    ]
    assert len(items) == len(kinds)
    assert items[0] == {"content": "Where is order 4921?", "role": "user"}
    assert items[2]["type"] == "function_call_output"
    # The second turn's model input was the first turn, as the SDK stored it.
    assert model.calls[-1].input[: len(items) - 2] == items[:4]

    before = list(state.events())
    await session.add_items([item for item in items if "id" in item])
    assert list(state.events()) == before

    state.close()
    reopened = AgentStateSession(_state(tmp_path / "state.db"))
    assert await reopened.get_items() == items
    reopened.state.close()


async def test_pop_item_retracts_and_the_retry_replaces_it() -> None:
    """`pop_item` retracts the last item: the context no longer shows it, the log keeps it.

    Popping a tool output returns it and keeps its call in the SDK's history (as a note
    holding the item); the retried output is stored after it.
    """
    state = _state()
    session = AgentStateSession(state)
    model = ScriptedModel(
        [
            [function_call("lookup_order", {"order_id": "1"}, call_id="c1", item_id="fc_1")],
            [assistant_message("Delivered.", item_id="msg_1")],
        ]
    )
    agent = Agent(name="support", model=model, tools=[lookup_order])
    await Runner.run(agent, "Order 1?", session=session)

    popped = await session.pop_item()
    assert popped is not None
    assert popped["id"] == "msg_1"
    assert [item.get("id") for item in await session.get_items()] == [None, "fc_1", None]
    context = state.context(system="s", budget=None)
    assert all(e.content.get("text") != "Delivered." for e in context.tail)
    assert any(e.content.get("text") == "Delivered." for e in state.events())

    output = await session.pop_item()
    assert output is not None
    assert output["type"] == "function_call_output"
    items = await session.get_items()
    assert [item.get("type") for item in items] == [None, "function_call"]
    await session.add_items([output])  # the retried output
    assert [item.get("type") for item in await session.get_items()] == [
        None,
        "function_call",
        "function_call_output",
    ]
    with state.log.read() as reader:
        assert retracted_seqs(reader) == {2, 3, 4}  # the message; the call with its output

    await session.clear_session()
    assert await session.get_items() == []
    assert await session.pop_item() is None
    assert state.context(system="s", budget=None).tail == ()


async def test_compaction_through_the_model_input_filter() -> None:
    """A long session is compacted between turns by `call_model_input_filter`.

    The model reads the compressed record instead of the oldest turns, within the budget;
    the SDK's history and the log keep every item.
    """
    state = _state()
    policy = CompactionPolicy(budget=600, keep_groups=1)
    session = AgentStateSession(state, summarizer=ExtractiveSummarizer(), policy=policy)
    filler = " ".join(f"word{i}" for i in range(60))
    history: list[Any] = []
    for turn in range(8):
        history.append({"role": "user", "content": f"Turn {turn}: order {4900 + turn}. {filler}"})
        history.append(
            {
                "id": f"msg_{turn}",
                "type": "message",
                "role": "assistant",
                "status": "completed",
                "content": [{"type": "output_text", "text": f"Noted {turn}.", "annotations": []}],
            }
        )
    await session.add_items(history)
    model = ScriptedModel([[assistant_message("Done.", item_id="msg_last")]])
    agent = Agent(name="support", model=model, instructions="Be brief.")
    config = RunConfig(call_model_input_filter=session.model_input_filter())
    await Runner.run(agent, "Which orders did we discuss?", session=session, run_config=config)

    assert state.checkpoints(), "the filter compacted the session"
    sent = json.dumps(model.calls[0].input)
    assert "Turn 0:" not in sent
    assert "Which orders did we discuss?" in sent
    assert model.calls[0].system_instructions is not None
    assert "Be brief." in model.calls[0].system_instructions
    assert len(await session.get_items()) == len(history) + 2
    assert len(_messages(state)) == len(history) + 2


async def test_bad_input_is_refused() -> None:
    """A state opened without stray notes, a bad budget, a non-item: clear errors."""
    with pytest.raises(InvalidInput):
        AgentStateSession(AgentState.open(MemoryBackend(), session_id="strict"))
    session = AgentStateSession(_state())
    with pytest.raises(InvalidInput):
        session.model_input_filter(budget=0)
    with pytest.raises(InvalidInput):
        await session.add_items(["not an item"])  # type: ignore[list-item]
    assert await session.get_items() == []
