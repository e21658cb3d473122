"""Property: mirroring any sequence of Pydantic AI runs is idempotent and keeps their order."""

from __future__ import annotations

import itertools
import os
from dataclasses import dataclass

import pytest

if os.environ.get("CI", "").lower() != "true":
    pytest.importorskip(
        "pydantic_ai", reason="Pydantic AI is not installed: pip install -e adapters/pydantic-ai"
    )

from agentstate_pydantic_ai import AgentStateCapability, to_chat_messages, to_model_messages
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic_ai import Agent
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel

from agentstate import AgentState, MemoryBackend
from agentstate.testing import ManualClock

# Few letters, so that texts repeat across turns and conversations.
TEXT = st.text(alphabet="ab ", min_size=1, max_size=4).filter(str.strip)


@dataclass(frozen=True)
class Run:
    """One run: continue the last conversation or start one, a prompt, tool steps, an answer."""

    continues: bool
    prompt: str
    steps: tuple[tuple[str, ...], ...]
    """Each model step before the answer: the arguments of its (parallel) tool calls."""
    answer: str
    remirror: int
    """How many times the run's whole history is mirrored again afterwards."""


RUNS = st.lists(
    st.builds(
        Run,
        continues=st.booleans(),
        prompt=TEXT,
        steps=st.lists(st.lists(TEXT, min_size=1, max_size=2).map(tuple), max_size=2).map(tuple),
        answer=TEXT,
        remirror=st.integers(0, 2),
    ),
    min_size=1,
    max_size=5,
)


class Scripted:
    """A FunctionModel answering by the current run's plan, with call ids unique per session."""

    def __init__(self) -> None:
        self.run: Run | None = None
        self.step = 0
        self.ids = itertools.count(1)

    def start(self, run: Run) -> None:
        self.run, self.step = run, 0

    def __call__(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        assert self.run is not None
        if self.step < len(self.run.steps):
            arguments = self.run.steps[self.step]
            self.step += 1
            return ModelResponse(
                parts=[
                    ToolCallPart("echo", {"text": text}, tool_call_id=f"call_{next(self.ids)}")
                    for text in arguments
                ]
            )
        return ModelResponse(parts=[TextPart(self.run.answer)])


@settings(max_examples=40, deadline=None)
@given(runs=RUNS)
def test_mirroring_runs_is_idempotent_and_order_preserving(runs: list[Run]) -> None:
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    model = Scripted()
    capability = AgentStateCapability(state)
    agent = Agent(FunctionModel(model), capabilities=[capability])

    @agent.tool_plain
    def echo(text: str) -> str:
        return text.upper()

    conversations: list[list[ModelMessage]] = []
    for run in runs:
        model.start(run)
        history = conversations[-1] if run.continues and conversations else []
        result = agent.run_sync(run.prompt, message_history=history)
        if history:
            conversations[-1] = result.all_messages()
        else:
            conversations.append(result.all_messages())
        for _ in range(run.remirror):
            assert list(capability.mirror(result.all_messages())) == []
    expected = [message for history in conversations for message in to_chat_messages(history)]
    assert state.export_messages(format="openai") == expected
    # Every call once, each followed by its result.
    calls = [e.content["call_id"] for e in state.events() if e.kind.value == "tool_result"]
    assert len(calls) == len(set(calls)) == sum(len(step) for run in runs for step in run.steps)


@settings(max_examples=60, deadline=None)
@given(
    turns=st.lists(
        st.tuples(TEXT, st.lists(st.booleans(), max_size=2), TEXT), min_size=1, max_size=6
    ),
    data=st.data(),
)
def test_mirroring_any_growing_prefixes_stores_the_history_once_and_renders_it_back(
    turns: list[tuple[str, list[bool], str]], data: st.DataObject
) -> None:
    """Prefixes of one history mirrored in any non-decreasing order, repeats included.

    Without a checkpoint and a budget, the rendering is the stored conversation: converted
    back to chat messages, it equals what was stored, each failed return still failed.
    """
    ids = itertools.count(1)
    history: list[ModelMessage] = []
    for prompt, failures, answer in turns:
        history.append(ModelRequest.user_text_prompt(prompt))
        if failures:
            parts = [
                ToolCallPart("echo", {"text": prompt}, tool_call_id=f"c{next(ids)}")
                for _ in failures
            ]
            history.append(ModelResponse(parts=parts))
            returns = [
                ToolReturnPart(
                    "echo",
                    prompt,
                    tool_call_id=part.tool_call_id,
                    outcome="failed" if failed else "success",
                )
                for part, failed in zip(parts, failures, strict=True)
            ]
            history.append(ModelRequest(parts=returns))
        history.append(ModelResponse(parts=[TextPart(answer)]))
    cuts = sorted(
        data.draw(st.lists(st.integers(1, len(history)), min_size=1, max_size=8), label="cuts")
    )
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    capability = AgentStateCapability(state, tools=False)
    for cut in [*cuts, len(history)]:
        capability.mirror(history[:cut])
        stored = state.export_messages(format="openai")
        assert stored == to_chat_messages(history[:cut])
        if _answered(history[:cut]):
            rendered = to_model_messages(state.context(system="", budget=None))
            assert to_chat_messages(rendered) == stored


def _answered(history: list[ModelMessage]) -> bool:
    """Whether every tool call of `history` has its return (a request may be rendered)."""
    last = history[-1]
    return not (
        isinstance(last, ModelResponse)
        and any(isinstance(part, ToolCallPart) for part in last.parts)
    )
