"""AgentStateMiddleware in a create_agent run with a scripted chat model."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from agentstate_langchain import (
    AgentStateMiddleware,
    AgentStateTool,
    EvidenceRetriever,
    mirror_messages,
    to_chat_messages,
)
from langchain.agents import create_agent
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.tools import tool
from langchain_helpers import ScriptedChatModel
from langgraph.checkpoint.memory import InMemorySaver

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer
from agentstate.errors import (
    BrokenHistory,
    ExternalIdConflict,
    InvalidContent,
    InvalidInput,
)

SYSTEM = "You are the support agent of a web shop."


@tool
def lookup_order(order_id: str) -> str:
    """Look up an order by its id."""
    return f"order {order_id}: one kettle, 30 EUR, delivered damaged"


def _call(name: str, args: dict[str, object], call_id: str) -> AIMessage:
    return AIMessage("", tool_calls=[{"name": name, "args": args, "id": call_id}])


def _script() -> list[BaseMessage]:
    return [
        _call("lookup_order", {"order_id": "4921"}, "call_1"),
        AIMessage("Order 4921 is a 30 EUR kettle; I can refund it."),
        _call("evidence_get", {"ref": "ev_1"}, "call_2"),
        AIMessage("You first wrote that order 4921 arrived damaged."),
        _call("evidence_get", {"ref": "ev_99"}, "call_3"),
        AIMessage("I could not find that record."),
    ]


def _turns() -> list[str]:
    return [
        "Hi, order 4921 arrived damaged; I want a refund.",
        "What exactly did I write first?",
        "And the record ev_99?",
    ]


def _stored_once_in_order(state: AgentState, messages: list[BaseMessage]) -> None:
    events = [event for event in state.events() if event.is_message]
    assert len(events) == len(messages)
    seqs = []
    for message in messages:
        assert message.id is not None
        stored = state.event_by_external_id(message.id)
        assert stored is not None
        seqs.append(stored.seq)
    assert seqs == [event.seq for event in events]
    assert state.export_messages(format="openai") == to_chat_messages(messages)


def test_a_run_is_mirrored_once_and_the_model_sees_the_rendering(tmp_path: Path) -> None:
    """Three turns on one thread store each message once, in order, and send the rendering.

    The evidence tool returns the exact event, an unknown ref an error result, and the
    graph's state keeps every message.
    """
    state = AgentState.open(tmp_path / "s.db", session_id="ticket-4921")
    model = ScriptedChatModel(responses=_script())
    middleware = AgentStateMiddleware(state)
    agent = create_agent(
        model,
        tools=[lookup_order],
        middleware=[middleware],
        system_prompt=SYSTEM,
        checkpointer=InMemorySaver(),
    )
    config = {"configurable": {"thread_id": "t1"}}
    result: dict[str, list[BaseMessage]] = {}
    for text in _turns():
        result = agent.invoke({"messages": [HumanMessage(text)]}, config)
    messages = result["messages"]
    assert len(messages) == 3 * 4
    _stored_once_in_order(state, messages)

    # Every request is the rendering at that moment: the system prompt first, then the
    # session's messages (no graph ids: they are agentstate's events rendered back).
    assert len(model.seen) == 6
    for sent in model.seen:
        assert isinstance(sent[0], SystemMessage)
        assert sent[0].content == SYSTEM
        assert all(message.id is None for message in sent[1:])
    assert [m.content for m in model.seen[-1][1:]] == [m.content for m in messages[:-1]]

    # The evidence tool answered with the exact event; an unknown ref is an error result.
    answer = messages[6]
    assert isinstance(answer, ToolMessage)
    assert answer.content == state.tools().dispatch("evidence_get", {"ref": "ev_1"}).content
    quoted = json.loads(str(answer.content))["event"]
    assert quoted == {"ref": "ev_1", "kind": "user", "text": _turns()[0]}
    missing = messages[10]
    assert isinstance(missing, ToolMessage)
    assert missing.status == "error"
    assert str(missing.content).startswith("EvidenceNotFound:")
    sent_back = model.seen[-1][-1]
    assert isinstance(sent_back, ToolMessage)
    assert (sent_back.content, sent_back.status) == (missing.content, "error")

    # Mirroring the final history again, or its start, writes nothing.
    assert middleware.mirror(messages) == []
    assert middleware.mirror(messages[:5]) == []
    _stored_once_in_order(state, messages)
    state.close()


def test_the_model_sees_the_record_after_compaction() -> None:
    """With a summarizer and a small budget the model reads the record, not the old turns.

    The graph keeps every message and the log holds each once.
    """
    from agentstate.backends.memory import MemoryBackend

    state = AgentState.open(MemoryBackend(), session_id="long")
    turns = [f"Question {n}: what is the status of order {4900 + n}? " * 6 for n in range(8)]
    model = ScriptedChatModel(
        responses=[AIMessage(f"Order {4900 + n} is on its way. " * 6) for n in range(8)]
    )
    middleware = AgentStateMiddleware(
        state, summarizer=ExtractiveSummarizer(), policy=CompactionPolicy(budget=700)
    )
    agent = create_agent(
        model, middleware=[middleware], system_prompt=SYSTEM, checkpointer=InMemorySaver()
    )
    config = {"configurable": {"thread_id": "t"}}
    result: dict[str, list[BaseMessage]] = {}
    for text in turns:
        result = agent.invoke({"messages": [HumanMessage(text)]}, config)
    messages = result["messages"]
    assert len(messages) == 16
    _stored_once_in_order_messages_only(state, messages)
    assert state.checkpoints()
    last = model.seen[-1]
    assert isinstance(last[0], SystemMessage)
    assert "[Compressed record of this conversation" in str(last[0].content)
    assert len(last) < len(messages)
    assert turns[0] not in [m.content for m in last[1:]]
    assert str(last[-1].content).startswith(turns[-1])


def _stored_once_in_order_messages_only(state: AgentState, messages: list[BaseMessage]) -> None:
    seqs = [state.event_by_external_id(str(m.id)) for m in messages]
    assert all(event is not None for event in seqs)
    stored = [event.seq for event in seqs if event is not None]
    assert stored == sorted(stored)
    assert len({*stored}) == len(messages)
    assert sum(1 for event in state.events() if event.is_message) == len(messages)


def test_an_async_run_uses_awrap_model_call(state: AgentState) -> None:
    """Ainvoke goes through awrap_model_call: mirrored once, rendered, tools answered."""
    model = ScriptedChatModel(responses=_script()[:4])
    agent = create_agent(
        model,
        tools=[lookup_order],
        middleware=[AgentStateMiddleware(state)],
        system_prompt=SYSTEM,
        checkpointer=InMemorySaver(),
    )
    config = {"configurable": {"thread_id": "a"}}

    async def run() -> list[BaseMessage]:
        await agent.ainvoke({"messages": [HumanMessage(_turns()[0])]}, config)
        done = await agent.ainvoke({"messages": [HumanMessage(_turns()[1])]}, config)
        return list(done["messages"])

    messages = asyncio.run(run())
    assert len(messages) == 8
    _stored_once_in_order(state, messages)
    assert len(model.seen) == 4
    assert isinstance(messages[6], ToolMessage)
    assert json.loads(str(messages[6].content))["event"]["ref"] == "ev_1"


def test_the_state_block_reaches_the_model(state: AgentState) -> None:
    """A ledger action proposed in the session is in the request the model is sent."""
    state.append_user("Refund order 4921, please.")
    action = state.ledger.propose("refund", {"order_id": "4921", "cents": 3000}, source="ev_1")
    model = ScriptedChatModel(responses=[AIMessage("I have proposed the refund.")])
    agent = create_agent(model, middleware=[AgentStateMiddleware(state, tools=False)])
    agent.invoke({"messages": [HumanMessage("Is the refund on its way?")]})
    sent = model.seen[0]
    last = sent[-1]
    assert isinstance(last, HumanMessage)
    assert f'{action.id} refund {{"cents":3000,"order_id":"4921"}}: pending' in str(last.content)
    assert not agent.get_graph().nodes.keys() & {"tools"}


def test_messages_without_ids_are_mirrored_by_the_sessions_end(state: AgentState) -> None:
    """A list without ids appends only what the session does not end with."""
    first = [HumanMessage("Hi"), AIMessage("Hello, how can I help?")]
    assert len(mirror_messages(state, first)) == 2
    assert mirror_messages(state, first) == []
    grown = [*first, HumanMessage("Order 4921 is late.")]
    assert [ref.ref for ref in mirror_messages(state, grown)] == ["ev_3"]


def test_bad_input_raises_agentstate_errors_and_writes_nothing(state: AgentState) -> None:
    """Misuse and malformed histories raise agentstate.errors; the session stays empty."""
    with pytest.raises(InvalidInput):
        AgentStateMiddleware("not a state")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        AgentStateMiddleware(state, summarizer=ExtractiveSummarizer())
    with pytest.raises(InvalidInput):
        AgentStateMiddleware(state, budget=0)
    with pytest.raises(InvalidInput):
        mirror_messages(state, [HumanMessage("a", id="h1"), HumanMessage("b")])
    with pytest.raises(InvalidInput):
        mirror_messages(state, ["just text"])  # type: ignore[list-item]
    with pytest.raises(InvalidInput):
        mirror_messages(state, "text")  # type: ignore[arg-type]
    with pytest.raises(InvalidContent, match=r"messages\[0\]"):
        mirror_messages(state, [HumanMessage([{"type": "image", "source_type": "base64"}])])
    with pytest.raises(BrokenHistory):
        mirror_messages(
            state, [HumanMessage("a", id="h1"), ToolMessage("x", tool_call_id="c9", id="t1")]
        )
    assert list(state.events()) == []
    mirror_messages(state, [HumanMessage("first", id="h1")])
    with pytest.raises(ExternalIdConflict):
        mirror_messages(state, [HumanMessage("rewritten", id="h1"), AIMessage("b", id="a1")])
    assert [event.seq for event in state.events()] == [1]


def test_bad_tool_and_retriever_arguments_raise_agentstate_errors(state: AgentState) -> None:
    """A tool or retriever built or called wrongly raises InvalidInput, not pydantic's error."""
    state.append_user("Order 4921 arrived damaged.")
    with pytest.raises(InvalidInput):
        AgentStateTool(toolbox="not a toolbox", name="evidence_get")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="no tool named 'delete_everything'"):
        AgentStateTool(toolbox=state.tools(), name="delete_everything")
    with pytest.raises(InvalidInput):
        EvidenceRetriever(state="not a state")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        EvidenceRetriever(state=state, k=0)
    with pytest.raises(InvalidInput):
        EvidenceRetriever(state=state, kinds=["gossip"])
    retriever = EvidenceRetriever(state=state)
    with pytest.raises(InvalidInput):
        retriever.invoke("order", k=True)
    assert [doc.id for doc in retriever.invoke("order", kinds=["user"])] == ["ev_1"]
    assert retriever.invoke("order", kinds=["assistant"]) == []
