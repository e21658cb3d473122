"""The capability on Pydantic AI's own offline models: mirrored once, rendered from the session."""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

if os.environ.get("CI", "").lower() != "true":
    pytest.importorskip(
        "pydantic_ai", reason="Pydantic AI is not installed: pip install -e adapters/pydantic-ai"
    )

from agentstate_pydantic_ai import AgentStateCapability, state_toolset, to_chat_messages
from pydantic_ai import Agent, DeferredToolRequests, DeferredToolResults, ModelRetry
from pydantic_ai.messages import (
    BinaryContent,
    CompactionPart,
    ModelMessage,
    ModelRequest,
    ModelResponse,
    SystemPromptPart,
    TextPart,
    ThinkingPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel
from pydantic_ai.models.test import TestModel

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer, MemoryBackend
from agentstate.errors import BrokenHistory, InvalidInput
from agentstate.state_block import NOTE
from agentstate.testing import ManualClock
from agentstate.testing.scenarios import TicketFacts


def _state(**kwargs: Any) -> AgentState:
    return AgentState.open(MemoryBackend(), session_id="s1", clock=ManualClock(), **kwargs)


class Script:
    """A FunctionModel script: what the model answers, and every request it was sent."""

    def __init__(self) -> None:
        self.sent: list[list[ModelMessage]] = []
        self.tools: list[AgentInfo] = []

    def __call__(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        self.sent.append(messages)
        self.tools.append(info)
        last = messages[-1]
        assert isinstance(last, ModelRequest)
        if not any(isinstance(p, ToolReturnPart) for p in last.parts):
            # A new question: look the order up (unique call ids per request).
            return ModelResponse(
                parts=[
                    ToolCallPart(
                        "lookup_order", {"order_id": "4921"}, tool_call_id=f"c{len(self.sent)}"
                    )
                ]
            )
        return ModelResponse(parts=[TextPart("Order 4921 shipped on May 3.")])


def _agent(state: AgentState, script: Script, **kwargs: Any) -> Agent[None, str]:
    agent = Agent(
        FunctionModel(script),
        system_prompt="You are a support agent.",
        capabilities=[AgentStateCapability(state, **kwargs)],
    )

    @agent.tool_plain
    def lookup_order(order_id: str) -> dict[str, str]:
        return {"order_id": order_id, "status": "shipped", "date": "May 3"}

    return agent


def _export(state: AgentState) -> list[dict[str, Any]]:
    return state.export_messages(format="openai")


def test_a_multi_turn_run_with_tool_calls_is_mirrored_exactly_once() -> None:
    state = _state()
    script = Script()
    agent = _agent(state, script)
    first = agent.run_sync("Where is order 4921?")
    second = agent.run_sync("And its date?", message_history=first.all_messages())
    # Each message once, in order, the standing system prompt left out, calls paired.
    assert _export(state) == to_chat_messages(second.all_messages())
    kinds = [event.kind.value for event in state.events()]
    assert kinds == ["user", "assistant", "tool_result", "assistant"] * 2
    results = [e for e in state.events() if e.kind.value == "tool_result"]
    assert [e.content["call_id"] for e in results] == ["c1", "c3"]
    assert json.loads(str(results[0].content["result"]))["status"] == "shipped"
    # Mirroring the same history again (a replay, a retry) writes nothing.
    before = len(list(state.events()))
    again = AgentStateCapability(state).mirror(second.all_messages())
    assert list(again) == []
    assert again.skipped == len(to_chat_messages(second.all_messages()))
    assert len(list(state.events())) == before


def test_the_model_sees_the_sessions_rendering_and_the_run_keeps_its_history() -> None:
    state = _state()
    state.append_user("An earlier conversation: my name is Ada.")
    script = Script()
    result = _agent(state, script).run_sync("Where is order 4921?")
    sent = script.sent[-1]
    first = sent[0]
    assert isinstance(first, ModelRequest)
    # The standing system prompt first, then the session (the earlier conversation too).
    assert isinstance(first.parts[0], SystemPromptPart)
    assert first.parts[0].content == "You are a support agent."
    texts = [p.content for m in sent for p in m.parts if isinstance(p, UserPromptPart)]
    assert texts == ["An earlier conversation: my name is Ada.", "Where is order 4921?"]
    # Pydantic AI's history is its own: only this run's messages, untouched.
    own = [
        p.content for m in result.all_messages() for p in m.parts if isinstance(p, UserPromptPart)
    ]
    assert own == ["Where is order 4921?"]


def test_a_long_run_is_compacted_and_the_model_sees_the_record_instead() -> None:
    state = _state()
    script = Script()
    budget = 700
    policy = CompactionPolicy(budget=budget)
    agent = _agent(state, script, summarizer=ExtractiveSummarizer(), policy=policy)
    history: list[ModelMessage] = []
    for turn in range(12):
        result = agent.run_sync(
            f"Turn {turn}: the pallet of order 4921 arrived damaged, crate {turn} is cracked.",
            message_history=history,
        )
        history = result.all_messages()
    checkpoints = state.checkpoints()
    assert checkpoints, "the run never compacted"
    sent = script.sent[-1]
    record = [p for m in sent for p in m.parts if isinstance(p, CompactionPart)]
    assert len(record) == 1
    assert record[0].content is not None
    assert f"checkpoint v{checkpoints[-1].version}" in record[0].content
    # The record sits after the standing system prompt, in the first request.
    assert sent[0].parts[1] is record[0]
    # The old turns are gone from what the model reads verbatim; the newest is there.
    prompts = [p.content for m in sent for p in m.parts if isinstance(p, UserPromptPart)]
    assert not any("crate 0 " in str(text) for text in prompts)
    assert any("crate 11 " in str(text) for text in prompts)
    # Nothing was lost: every message is in the log exactly once, retrievable by ref.
    assert _export(state) == to_chat_messages(history)
    assert len(history) > len(sent)
    rendered = state.context(system="", budget=budget)
    assert rendered.token_count <= budget


def test_the_state_block_is_sent_last_in_the_request() -> None:
    state = _state(scratchpad=TicketFacts)
    state.scratchpad.set("order_id", "4921", source=state.append_user("Order 4921."))
    script = Script()
    _agent(state, script).run_sync("Where is it?")
    last = script.sent[-1][-1]
    assert isinstance(last, ModelRequest)
    # Sent as a request-scoped system prompt, which Pydantic AI frames for the model.
    block = last.parts[-1]
    assert isinstance(block, UserPromptPart | SystemPromptPart)
    assert str(block.content).startswith(f"<system>{NOTE}")
    assert 'order_id: "4921"' in str(block.content)


def test_the_evidence_tools_keep_agentstates_schemas_and_return_the_exact_event() -> None:
    state = _state()
    ref = state.append_user("My order 4921 arrived damaged; the pallet was crushed.")
    calls = iter(
        [
            [ToolCallPart("evidence_get", {"ref": ref.ref}, tool_call_id="g1")],
            [ToolCallPart("evidence_get", {"ref": "ev_999"}, tool_call_id="g2")],
            [ToolCallPart("evidence_search", {"query": "pallet"}, tool_call_id="g3")],
        ]
    )
    infos: list[AgentInfo] = []

    def model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        infos.append(info)
        parts = next(calls, None)
        return ModelResponse(parts=parts or [TextPart("done")])

    agent = Agent(FunctionModel(model), capabilities=[AgentStateCapability(state)])
    result = agent.run_sync("What happened to my order?")
    toolbox = state.tools()
    definitions = {tool.name: tool for tool in infos[0].function_tools}
    assert list(definitions) == toolbox.names
    for tool in toolbox:
        assert definitions[tool.name].parameters_json_schema == tool.input_schema
        assert definitions[tool.name].description == tool.description
    returns = {
        p.tool_call_id: p
        for m in result.all_messages()
        for p in m.parts
        if isinstance(p, ToolReturnPart)
    }
    assert returns["g1"].content == toolbox.dispatch("evidence_get", {"ref": ref.ref}).content
    assert returns["g1"].outcome == "success"
    assert "crushed" in str(returns["g1"].content)
    assert returns["g2"].outcome == "failed"
    assert str(returns["g2"].content).startswith("EvidenceNotFound: no event ev_999")
    hits = json.loads(str(returns["g3"].content))["hits"]
    assert hits[0]["ref"] == ref.ref
    # The failed call is stored as an error result, paired with its call.
    failed = [e for e in state.events() if e.kind.value == "tool_result" and e.content["is_error"]]
    assert [e.content["call_id"] for e in failed] == ["g2"]


def test_a_test_model_run_calls_every_tool_and_is_mirrored() -> None:
    state = _state()
    state.append_user("My order 4921 arrived damaged.")
    agent = Agent(TestModel(), capabilities=[AgentStateCapability(state)])
    result = agent.run_sync("Check my order.")
    tools = [
        p.tool_name
        for m in result.all_messages()
        if isinstance(m, ModelResponse)
        for p in m.parts
        if isinstance(p, ToolCallPart)
    ]
    assert tools == state.tools().names
    exported = _export(state)
    assert exported[1:] == to_chat_messages(result.all_messages())


def test_the_toolset_alone_serves_an_agent() -> None:
    state = _state()
    state.append_user("Refund 12.50 EUR for order 4921.")
    agent = Agent(TestModel(call_tools=["evidence_search"]), toolsets=[state_toolset(state)])
    result = agent.run_sync("search")
    returns = [p for m in result.all_messages() for p in m.parts if isinstance(p, ToolReturnPart)]
    assert [p.tool_name for p in returns] == ["evidence_search"]
    assert returns[0].outcome == "success"
    assert json.loads(str(returns[0].content))["query"] == "a"  # TestModel's argument
    assert len(list(state.events())) == 1  # the toolset alone never writes


def test_thinking_is_not_stored_and_the_rest_is() -> None:
    state = _state()
    history: list[ModelMessage] = [
        ModelRequest(parts=[UserPromptPart("Hello")]),
        ModelResponse(parts=[ThinkingPart("Greet back."), TextPart("Hi!")]),
        ModelResponse(parts=[ThinkingPart("Nothing to say.")]),
    ]
    AgentStateCapability(state).mirror(history)
    assert _export(state) == [
        {"role": "user", "content": "Hello"},
        {"role": "assistant", "content": "Hi!"},
    ]


def test_bad_input_is_an_agentstate_error_and_writes_nothing() -> None:
    state = _state()
    with pytest.raises(InvalidInput, match="AgentState"):
        AgentStateCapability(object())  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="CompactionPolicy"):
        AgentStateCapability(state, summarizer=ExtractiveSummarizer())
    with pytest.raises(InvalidInput, match="budget"):
        AgentStateCapability(state, budget=0)
    audio = BinaryContent(b"\x00\x01", media_type="audio/wav")
    agent = Agent(FunctionModel(Script()), capabilities=[AgentStateCapability(state)])
    with pytest.raises(InvalidInput, match="BinaryContent"):
        agent.run_sync(["Listen:", audio])
    assert list(state.events()) == []
    # A history that tears a call from its return is refused by the core, nothing written.
    torn: list[ModelMessage] = [
        ModelRequest(parts=[UserPromptPart("Hi")]),
        ModelRequest(parts=[ToolReturnPart("lookup_order", "x", tool_call_id="nope")]),
    ]
    with pytest.raises(BrokenHistory):
        AgentStateCapability(state).mirror(torn)
    assert list(state.events()) == []


def test_an_approval_across_processes_is_mirrored_once_in_a_stored_session(
    tmp_path: Path,
) -> None:
    """A run that stops for approval, then one that resumes it, each on a fresh open."""

    def model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        last = messages[-1]
        assert isinstance(last, ModelRequest)
        if any(isinstance(p, ToolReturnPart) for p in last.parts):
            return ModelResponse(parts=[TextPart("Credit issued.")])
        return ModelResponse(
            parts=[ToolCallPart("issue_credit", {"cents": 1250}, tool_call_id="k1")]
        )

    def agent_on(state: AgentState) -> Agent[None, str | DeferredToolRequests]:
        agent = Agent(
            FunctionModel(model),
            capabilities=[AgentStateCapability(state)],
            output_type=[str, DeferredToolRequests],
        )

        @agent.tool_plain(requires_approval=True)
        def issue_credit(cents: int) -> str:
            return f"credited {cents}"

        return agent

    database = tmp_path / "s.db"
    with AgentState.open(database, session_id="s1") as state:
        first = agent_on(state).run_sync("Credit me 12.50, please.")
        assert isinstance(first.output, DeferredToolRequests)
        # The call waits for its approval: stored, without a result yet.
        assert [e.kind.value for e in state.events()] == ["user", "assistant"]
    with AgentState.open(database, session_id="s1", create=False) as state:
        second = agent_on(state).run_sync(
            message_history=first.all_messages(),
            deferred_tool_results=DeferredToolResults(approvals={"k1": True}),
        )
        assert second.output == "Credit issued."
        assert _export(state) == to_chat_messages(second.all_messages())
        kinds = [e.kind.value for e in state.events()]
        assert kinds == ["user", "assistant", "tool_result", "assistant"]


def test_a_retried_tool_call_is_stored_as_an_error_and_the_model_reads_it_failed() -> None:
    state = _state()
    sent: list[list[ModelMessage]] = []

    def model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        sent.append(messages)
        if len(sent) <= 2:
            x = len(sent)
            return ModelResponse(parts=[ToolCallPart("lookup", {"x": x}, tool_call_id=f"c{x}")])
        return ModelResponse(parts=[TextPart("ok")])

    agent = Agent(FunctionModel(model), capabilities=[AgentStateCapability(state, tools=False)])

    @agent.tool_plain
    def lookup(x: int) -> str:
        if x == 1:
            raise ModelRetry("x must be 2")
        return "found"

    result = agent.run_sync("go")
    retried = next(
        p for m in result.all_messages() for p in m.parts if isinstance(p, ToolReturnPart)
    )
    assert retried.outcome == "retried"
    stored = [e.content for e in state.events() if e.kind.value == "tool_result"]
    assert [(c["call_id"], c["is_error"]) for c in stored] == [("c1", True), ("c2", False)]
    seen = [p for m in sent[-1] for p in m.parts if isinstance(p, ToolReturnPart)]
    assert [(p.tool_call_id, p.tool_name, p.outcome, p.content) for p in seen] == [
        ("c1", "lookup", "failed", "x must be 2"),
        ("c2", "lookup", "success", "found"),
    ]


def test_a_streamed_run_is_mirrored_with_its_final_response() -> None:
    state = _state()

    async def stream(messages: list[ModelMessage], info: AgentInfo) -> AsyncIterator[str]:
        yield "Order 4921 "
        yield "shipped."

    agent = Agent(FunctionModel(stream_function=stream), capabilities=[AgentStateCapability(state)])

    with agent.run_stream_sync("Where is order 4921?") as run:
        assert run.get_output() == "Order 4921 shipped."
    assert _export(state) == [
        {"role": "user", "content": "Where is order 4921?"},
        {"role": "assistant", "content": "Order 4921 shipped."},
    ]


def test_one_agent_serves_many_sessions_with_a_capability_per_run() -> None:
    backend = MemoryBackend()
    seen: list[list[str]] = []

    def model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        prompts = [
            str(p.content) for m in messages for p in m.parts if isinstance(p, UserPromptPart)
        ]
        seen.append(prompts)
        return ModelResponse(parts=[TextPart("ok")])

    agent = Agent(FunctionModel(model))
    for session, prompt in [("a", "first in a"), ("b", "first in b"), ("a", "second in a")]:
        state = AgentState.open(backend, session_id=session, clock=ManualClock())
        agent.run_sync(prompt, capabilities=[AgentStateCapability(state)])
    # Each run sees its own session, the earlier conversation of that session included.
    assert seen == [["first in a"], ["first in b"], ["first in a", "second in a"]]
