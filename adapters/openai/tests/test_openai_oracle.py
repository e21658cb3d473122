"""OpenAIDeletionOracle through the real SDK over a scripted transport: requests and drops."""

from __future__ import annotations

import asyncio
import json

import httpx2
import pytest
from agentstate_openai import OpenAIDeletionOracle, strict_schema
from agentstate_openai.oracle import ANSWER_RULES
from agentstate_openai.testing import (
    ScriptedOpenAIAPI,
    chat_reply,
    json_chat_reply,
    json_responses_reply,
    recorded,
)
from openai_values import MODEL, SupportFacts, fixture

from agentstate import AgentState, CompactionPolicy, CompactionResult, StorageBackend
from agentstate.compaction.oracles import PRUNE_INSTRUCTIONS
from agentstate.compaction.prune_prompt import DROP_TOOL, DROPS_SCHEMA
from agentstate.json_values import JSONValue
from agentstate.testing import ManualClock

POLICY = CompactionPolicy(budget=8000, trigger=0.01, keep_tokens=40, keep_groups=1)
MODES = ["sync", "async"]


def session(backend: StorageBackend) -> AgentState:
    """A failed call retried (ev_3/ev_4, then ev_5/ev_6), values, a proposal, a tail."""
    state = AgentState.open(
        backend, session_id="ticket-9104", clock=ManualClock(), scratchpad=SupportFacts
    )
    ask = state.append_user("The pallet for order 4921 arrived damaged. I need a credit.")
    state.scratchpad.set("order_id", "4921", source=ask)
    failed = state.append_tool_call("compute_credit", {"order_id": "4921"})
    state.append_tool_result(failed, "timeout " * 200, is_error=True)
    retried = state.append_tool_call("compute_credit", {"order_id": "4921"})
    result = state.append_tool_result(retried, {"credit_cents": 25000})
    state.scratchpad.set("credit_cents", 25000, source=result)
    state.ledger.propose("issue_credit", {"order_id": "4921", "amount_cents": 25000}, source=result)
    state.append_assistant("Let me see.")
    for step in range(3):
        state.append_assistant(f"Still working on the credit, step {step}. " * 3)
    return state


def drops(*refs: str) -> JSONValue:
    return {"drops": [{"ref": ref, "reason": "a failed call, retried"} for ref in refs]}


def prune(
    state: AgentState, script: ScriptedOpenAIAPI, mode: str, **options: object
) -> CompactionResult:
    client = script.client() if mode == "sync" else script.async_client()
    oracle = OpenAIDeletionOracle(MODEL, client=client, **options)  # type: ignore[arg-type]  # test options
    if mode == "sync":
        return state.compact_verbatim(oracle, policy=POLICY)
    return asyncio.run(state.acompact_verbatim(oracle, policy=POLICY))


@pytest.mark.usefixtures("allow_model_requests")
@pytest.mark.parametrize("mode", MODES)
def test_the_chosen_unit_is_dropped(backend: StorageBackend, mode: str) -> None:
    """The failed call's unit named in the answer is taken out of view."""
    state = session(backend)
    api = ScriptedOpenAIAPI([json_chat_reply(drops("ev_3"))])
    result = prune(state, api, mode)
    assert result.outcome == "dropped", result
    assert result.dropped == ("ev_3", "ev_4")
    api.assert_complete()


@pytest.mark.usefixtures("allow_model_requests")
def test_the_request_is_the_shared_prompt_with_a_strict_schema(backend: StorageBackend) -> None:
    """Instructions plus the answer rules; the units by ref; the drops schema, strict."""
    state = session(backend)
    api = ScriptedOpenAIAPI([json_chat_reply(drops())])
    prune(state, api, "sync")
    body = api.requests[0].body
    system, user = body["messages"]  # type: ignore[misc]
    assert system["content"] == f"{PRUNE_INSTRUCTIONS.rstrip()}\n\n{ANSWER_RULES}"
    assert '<unit ref="ev_3"' in user["content"]
    assert "Answer with the drops object" in user["content"]
    sent = body["response_format"]["json_schema"]  # type: ignore[index, call-overload]
    assert sent == {"name": DROP_TOOL, "strict": True, "schema": strict_schema(DROPS_SCHEMA)}


@pytest.mark.usefixtures("allow_model_requests")
def test_the_responses_api_serves_the_oracle_too(backend: StorageBackend) -> None:
    state = session(backend)
    api = ScriptedOpenAIAPI([json_responses_reply(drops("ev_3"))])
    result = prune(state, api, "sync", api="responses")
    assert result.dropped == ("ev_3", "ev_4")
    assert api.requests[0].path == "/v1/responses"


@pytest.mark.usefixtures("allow_model_requests")
@pytest.mark.parametrize(
    "answer",
    [
        chat_reply('{"drops": [{"ref": "ev_3"', finish_reason="length"),
        json_chat_reply({"drop": ["ev_3"]}),
        json_chat_reply({"drops": [{"ref": 3, "reason": "x"}]}),
        recorded(fixture("vllm-chat"), content="I would drop ev_3."),
    ],
    ids=["cut off", "other key", "ref not a string", "prose"],
)
def test_an_unusable_answer_drops_nothing(backend: StorageBackend, answer: httpx2.Response) -> None:
    """A cut-off, misshapen or prose answer is a recorded failure; nothing leaves view."""
    state = session(backend)
    result = prune(state, ScriptedOpenAIAPI([answer]), "sync")
    assert result.outcome == "failed", result
    assert result.dropped == ()
    assert "OracleFailed" in (result.error or "")


@pytest.mark.usefixtures("allow_model_requests")
def test_a_ref_outside_the_units_is_refused_by_the_pass(backend: StorageBackend) -> None:
    """The model's choice is checked: a tail event is never dropped."""
    state = session(backend)
    last = f"ev_{len(list(state.events()))}"
    result = prune(state, ScriptedOpenAIAPI([json_chat_reply(drops(last))]), "sync")
    assert result.dropped == ()
    assert json.dumps(last) in json.dumps(state.evidence.get(result.event_ref or "").content)
