"""OpenAISummarizer through the real SDK over a scripted transport: requests and outcomes."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

import attrs
import httpx2
import pytest
from agentstate_openai import (
    ModelRequestsDisabled,
    OpenAISummarizer,
    strict_schema,
)
from agentstate_openai.testing import (
    RecordedRequest,
    ScriptedOpenAIAPI,
    Step,
    api_error,
    chat_reply,
    json_chat_reply,
    json_responses_reply,
    recorded,
    responses_reply,
)
from openai_values import CHAT_FLAVOURS, MODEL, fixture

from agentstate import AgentState, CompactionPolicy, CompactionResult, EventKind
from agentstate.errors import InvalidInput
from agentstate.json_values import JSONObject, JSONValue
from agentstate.summarizers import DEFAULT_INSTRUCTIONS, SummaryRequest
from agentstate.summarizers.prompt import OUTPUT_RULES
from agentstate.summary import NarrativeSummary
from agentstate.testing.summarizers import FunctionSummarizer

POLICY = CompactionPolicy(budget=600, trigger=0.05, keep_tokens=40, keep_groups=1, max_attempts=2)

VALID: JSONObject = {
    "objective": {
        "text": "Get a credit for the damaged pallet of order {fact:order_id}.",
        "refs": ["ev_1"],
    },
    "decisions": [],
    "constraints": [{"text": "The customer needs the credit before Friday.", "refs": ["ev_1"]}],
    "open_threads": [{"text": "{action:act_8} waits for a supervisor.", "refs": ["ev_8"]}],
    "rejected": [],
    "next_steps": [],
}
"""What a strict decoder writes: every key present, empty lists included."""

BEYOND: JSONObject = {
    **VALID,
    "decisions": [{"text": "Keep checking the carrier.", "refs": ["ev_16"]}],
}
"""A well-formed summary citing an event past its coverage: the validator rejects it."""

NO_REPAIR = attrs.evolve(POLICY, repair=False)
"""Without repair, a refused item is fed back to the model instead of dropped."""

MODES = ["sync", "async"]
APIS = ["chat", "responses"]


def answer(value: JSONValue, api: str) -> httpx2.Response:
    """The scripted structured-output answer carrying `value` on `api`."""
    return json_chat_reply(value) if api == "chat" else json_responses_reply(value)


def compact(
    state: AgentState,
    script: ScriptedOpenAIAPI,
    mode: str,
    *,
    policy: CompactionPolicy = POLICY,
    max_retries: int = 0,
    **options: object,
) -> CompactionResult:
    """Compact once with an OpenAISummarizer on the scripted API, sync or async."""
    client = (
        script.client(max_retries=max_retries)
        if mode == "sync"
        else script.async_client(max_retries=max_retries)
    )
    summarizer = OpenAISummarizer(MODEL, client=client, **options)  # type: ignore[arg-type]  # test options
    if mode == "sync":
        return state.compact(summarizer, policy=policy)
    return asyncio.run(state.acompact(summarizer, policy=policy))


def assert_unchanged(state: AgentState, result: CompactionResult, outcome: str) -> JSONObject:
    """Nothing was committed, and the outcome is recorded; the recorded content."""
    assert result.outcome == outcome, result
    assert state.checkpoints() == []
    assert result.event_ref is not None
    event = state.evidence.get(result.event_ref)
    assert event.kind is EventKind.COMPACTION
    assert event.content["outcome"] == outcome
    return dict(event.content)


def compactions(state: AgentState) -> list[JSONObject]:
    return [dict(e.content) for e in state.events() if e.kind is EventKind.COMPACTION]


def objects(schema: JSONValue) -> list[JSONObject]:
    """Every object schema inside `schema` (properties, items, $defs)."""
    found: list[JSONObject] = []
    if isinstance(schema, dict):
        if "properties" in schema:
            found.append(schema)
        for value in schema.values():
            found += objects(value)
    elif isinstance(schema, list):
        for value in schema:
            found += objects(value)
    return found


# --- the request -------------------------------------------------------------------------------


@pytest.mark.usefixtures("allow_model_requests")
def test_chat_request_is_one_system_message_and_one_user_turn(support: AgentState) -> None:
    """One system message, one user turn, a strict schema in response_format, no tools."""
    api = ScriptedOpenAIAPI([json_chat_reply(VALID)])
    result = compact(support, api, "sync")
    assert result.committed, result
    [request] = api.requests
    body = request.body
    assert request.path == "/v1/chat/completions"
    assert body["model"] == MODEL
    assert "tools" not in body
    assert body["max_completion_tokens"] == 4096
    system, user = body["messages"]  # type: ignore[misc]
    assert system["role"] == "system"
    assert system["content"] == f"{DEFAULT_INSTRUCTIONS.rstrip()}\n\n{OUTPUT_RULES}"
    assert user["role"] == "user"
    assert "<events " in user["content"]
    assert "[ev_1] user:" in user["content"]
    response_format = body["response_format"]
    assert response_format["type"] == "json_schema"  # type: ignore[index, call-overload]
    sent = response_format["json_schema"]  # type: ignore[index, call-overload]
    assert sent["strict"] is True
    assert sent["name"] == "rolling_summary"
    assert sent["schema"] == strict_schema(NarrativeSummary.json_schema())
    api.assert_complete()


@pytest.mark.usefixtures("allow_model_requests")
def test_responses_request_has_instructions_input_and_text_format(support: AgentState) -> None:
    """Responses API: instructions, one input, strict text.format, nothing stored."""
    api = ScriptedOpenAIAPI([json_responses_reply(VALID)])
    result = compact(support, api, "sync", api="responses")
    assert result.committed, result
    [request] = api.requests
    body = request.body
    assert request.path == "/v1/responses"
    assert body["instructions"] == f"{DEFAULT_INSTRUCTIONS.rstrip()}\n\n{OUTPUT_RULES}"
    [turn] = body["input"]  # type: ignore[misc]
    assert turn["role"] == "user"
    [part] = turn["content"]
    assert part["type"] == "input_text"
    assert "<events " in part["text"]
    text_format = body["text"]["format"]  # type: ignore[index, call-overload]
    assert text_format["type"] == "json_schema"
    assert text_format["strict"] is True
    assert text_format["schema"] == strict_schema(NarrativeSummary.json_schema())
    assert body["max_output_tokens"] == 4096
    assert body["store"] is False


def test_the_strict_schema_requires_every_key_and_drops_sizes() -> None:
    """Every object closed, every property required; no defaults, no size or range limits."""
    schema = NarrativeSummary.json_schema()
    before = json.dumps(schema, sort_keys=True)
    strict = strict_schema(schema)
    assert json.dumps(schema, sort_keys=True) == before  # the input is left as it was
    shapes = objects(strict)
    assert len(shapes) >= 3  # the summary, CitedItem, Item
    for shape in shapes:
        assert shape["additionalProperties"] is False
        assert shape["required"] == list(shape["properties"])  # type: ignore[arg-type]
    text = json.dumps(strict)
    for keyword in ("minLength", "maxLength", "maxItems", "minItems", "default"):
        assert f'"{keyword}"' not in text
    assert '"pattern": "^ev_[1-9][0-9]*$"' in text  # the ref pattern stays
    optional = NarrativeSummary.json_schema()["$defs"]["Item"]  # type: ignore[index]
    assert optional["required"] == ["text"]  # type: ignore[index]


@pytest.mark.usefixtures("allow_model_requests")
def test_older_servers_get_max_tokens_and_json_mode(support: AgentState) -> None:
    """max_tokens and JSON mode for older servers: the schema goes in the instructions."""
    api = ScriptedOpenAIAPI([json_chat_reply(VALID)])
    result = compact(support, api, "sync", tokens_field="max_tokens", output="json_object")
    assert result.committed, result
    body = api.requests[0].body
    assert body["max_tokens"] == 4096
    assert "max_completion_tokens" not in body
    assert body["response_format"] == {"type": "json_object"}
    system = body["messages"][0]["content"]  # type: ignore[index]
    assert "The JSON object must follow this JSON schema:" in system  # type: ignore[operator]
    assert '"rolling_summary"' not in json.dumps(body)


@pytest.mark.usefixtures("allow_model_requests")
@pytest.mark.parametrize("api_name", APIS)
def test_a_retry_keeps_the_stable_prefix_and_adds_the_findings(
    support: AgentState, api_name: str
) -> None:
    """A rejected attempt is retried with the findings after the unchanged first part."""
    api = ScriptedOpenAIAPI([answer(BEYOND, api_name), answer(VALID, api_name)])
    result = compact(support, api, "sync", api=api_name, policy=NO_REPAIR)
    assert result.committed, result
    assert result.attempts == 2
    first, second = (request.body for request in api.requests)
    if api_name == "chat":
        stable = first["messages"][1]["content"]  # type: ignore[index]
        retried = second["messages"][1]["content"]  # type: ignore[index]
        assert isinstance(stable, str)
        assert isinstance(retried, str)
        assert retried.startswith(stable + "\n\n")
        findings = retried[len(stable) :]
    else:
        [one] = first["input"][0]["content"]  # type: ignore[index, misc]
        stable_part, findings_part = second["input"][0]["content"]  # type: ignore[index, misc]
        assert stable_part == one
        findings = findings_part["text"]
    assert "This is attempt 2. The validator rejected the previous attempt:" in findings
    assert "ev_16" in findings
    assert [r["outcome"] for r in compactions(support)] == ["rejected", "committed"]


# --- flavours ----------------------------------------------------------------------------------

USAGE = {
    "openai": {
        "input_tokens": 2113,
        "output_tokens": 388,
        "cached_input_tokens": 1920,
        "reasoning_tokens": 192,
        "model": "gpt-5-mini-2025-08-07",
    },
    "vllm": {"input_tokens": 2240, "output_tokens": 371, "model": "Qwen/Qwen2.5-7B-Instruct"},
    "ollama": {"input_tokens": 2231, "output_tokens": 402, "model": "qwen2.5:7b"},
    "llamacpp": {"input_tokens": 2252, "output_tokens": 415, "model": "gpt-3.5-turbo"},
}


@pytest.mark.usefixtures("allow_model_requests")
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("flavour", CHAT_FLAVOURS)
def test_each_servers_answer_commits_with_its_usage(
    support: AgentState, flavour: str, mode: str
) -> None:
    """A recorded response of each server commits the summary and records its usage."""
    body = fixture(f"{flavour}-chat")
    api = ScriptedOpenAIAPI([recorded(body, content=json.dumps(VALID))])
    result = compact(support, api, mode)
    assert result.committed, result
    [checkpoint] = support.checkpoints()
    assert checkpoint.summarizer == "openai"
    assert checkpoint.summarizer_version == f"{MODEL}/prompt-1"
    assert checkpoint.summary == NarrativeSummary.model_validate(VALID).model_dump(mode="json")
    [event] = compactions(support)
    assert event["usage"] == USAGE[flavour]


@pytest.mark.usefixtures("allow_model_requests")
@pytest.mark.parametrize("mode", MODES)
def test_a_responses_api_answer_commits_with_its_usage(support: AgentState, mode: str) -> None:
    """A recorded Responses API body (a reasoning item, then the message) commits."""
    api = ScriptedOpenAIAPI([recorded(fixture("openai-responses"), content=json.dumps(VALID))])
    result = compact(support, api, mode, api="responses")
    assert result.committed, result
    [event] = compactions(support)
    assert event["usage"] == {
        "input_tokens": 2098,
        "output_tokens": 455,
        "cached_input_tokens": 1792,
        "reasoning_tokens": 256,
        "model": "gpt-5-mini-2025-08-07",
    }


WRAPPED = {
    "fence": "```json\n{}\n```",
    "think then fence": "<think>\nThe user wants the summary.\n</think>\n\n```json\n{}\n```",
    "think then object": "<think>ok</think>{}",
}


@pytest.mark.usefixtures("allow_model_requests")
@pytest.mark.parametrize("wrapping", sorted(WRAPPED))
def test_a_local_server_wrapping_the_object_still_commits(
    support: AgentState, wrapping: str
) -> None:
    """A reasoning block or a code fence around the object is taken off before parsing."""
    text = WRAPPED[wrapping].replace("{}", json.dumps(VALID))
    api = ScriptedOpenAIAPI([recorded(fixture("llamacpp-chat"), content=text)])
    assert compact(support, api, "sync").committed


@pytest.mark.usefixtures("allow_model_requests")
def test_a_server_that_ignores_the_schema_is_caught_by_the_validator(
    support: AgentState,
) -> None:
    """JSON of another shape (a schema accepted, not enforced) is rejected, not committed."""
    other = json.dumps({"summary": "The customer got a credit approved."})
    api = ScriptedOpenAIAPI(
        [recorded(fixture("ollama-chat"), content=other) for _ in range(POLICY.max_attempts)]
    )
    result = compact(support, api, "sync", policy=NO_REPAIR)
    assert_unchanged(support, result, "rejected")
    assert {finding.rule for finding in result.findings} == {"schema"}


# --- failures ----------------------------------------------------------------------------------


def _incomplete(reason: str) -> httpx2.Response:
    return responses_reply('{"objective": {"te', status="incomplete", incomplete_reason=reason)


FAILURES: dict[str, tuple[str, Callable[[], Step], str]] = {
    "timeout": ("chat", lambda: httpx2.ReadTimeout("read timed out"), "timeout"),
    "connection": ("chat", lambda: httpx2.ConnectError("connection refused"), "connection"),
    "rate limit": ("chat", lambda: api_error(429, "Rate limit reached"), "rate_limited"),
    "server error": ("chat", lambda: api_error(500, "The server had an error"), "server_error"),
    "bad request": (
        "chat",
        lambda: api_error(400, "Invalid schema for response_format"),
        "api_error",
    ),
    "refusal": ("chat", lambda: chat_reply(None, refusal="I can't help with that."), "refusal"),
    "content filter": (
        "chat",
        lambda: chat_reply("{", finish_reason="content_filter"),
        "content_filter",
    ),
    "length": (
        "chat",
        lambda: chat_reply('{"objective": {"te', finish_reason="length"),
        "truncated",
    ),
    "tool calls": ("chat", lambda: chat_reply(None, finish_reason="tool_calls"), "incomplete"),
    "no finish reason": (
        "chat",
        lambda: chat_reply(json.dumps(VALID), finish_reason=None),
        "incomplete",
    ),
    "empty": ("chat", lambda: chat_reply(""), "no_output"),
    "prose": ("chat", lambda: chat_reply("Sure! The credit was approved."), "malformed"),
    "json array": ("chat", lambda: json_chat_reply([VALID]), "malformed"),
    "responses cut off": ("responses", lambda: _incomplete("max_output_tokens"), "truncated"),
    "responses filtered": ("responses", lambda: _incomplete("content_filter"), "content_filter"),
    "responses refusal": ("responses", lambda: responses_reply(None, refusal="No."), "refusal"),
    "responses failed": ("responses", lambda: responses_reply(None, status="failed"), "incomplete"),
    "responses no message": ("responses", lambda: responses_reply(None, output=[]), "no_output"),
}
"""Each failure: the API, a fresh scripted answer (a response is read once), the reason."""

ANSWERED = {"refusal", "content filter", "length", "tool calls", "no finish reason", "empty"}
ANSWERED |= {"prose", "json array"} | {case for case in FAILURES if case.startswith("responses")}


@pytest.mark.usefixtures("allow_model_requests")
@pytest.mark.parametrize("case", sorted(FAILURES))
@pytest.mark.parametrize("mode", MODES)
def test_failures_are_recorded_never_committed(support: AgentState, mode: str, case: str) -> None:
    """Every unusable answer is a failed outcome; an answered call records what it cost."""
    api_name, make, reason = FAILURES[case]
    api = ScriptedOpenAIAPI([make()])
    result = compact(support, api, mode, api=api_name)
    content = assert_unchanged(support, result, "failed")
    assert result.error is not None
    assert result.error.startswith(f"SummarizerFailed: {reason}"), result.error
    assert result.attempts == 1
    assert ("usage" in content) is (case in ANSWERED), content
    api.assert_complete()


@pytest.mark.usefixtures("allow_model_requests")
def test_a_cut_off_answer_names_the_limit_and_records_the_tokens(support: AgentState) -> None:
    """finish_reason 'length' is a failure that says which limit to raise."""
    usage: JSONObject = {"prompt_tokens": 900, "completion_tokens": 64, "total_tokens": 964}
    api = ScriptedOpenAIAPI([chat_reply('{"objective"', finish_reason="length", usage=usage)])
    result = compact(support, api, "sync", max_tokens=64)
    content = assert_unchanged(support, result, "failed")
    assert "after 64 output tokens; raise max_tokens (now 64)" in (result.error or "")
    assert content["usage"] == {"input_tokens": 900, "output_tokens": 64}


@pytest.mark.usefixtures("allow_model_requests")
def test_status_errors_name_the_request(support: AgentState) -> None:
    """An API error's status and request id are in the recorded error."""
    api = ScriptedOpenAIAPI([api_error(503, "Slow down", request_id="req_7")])
    result = compact(support, api, "sync")
    assert result.error is not None
    assert "(HTTP 503, request req_7)" in result.error
    assert "InternalServerError" in result.error


@pytest.mark.usefixtures("allow_model_requests")
def test_the_sdk_retries_a_rate_limit_before_failing(support: AgentState) -> None:
    """With retries allowed, a 429 then an answer commits: the SDK's own backoff."""
    api = ScriptedOpenAIAPI([api_error(429, "Rate limit reached"), json_chat_reply(VALID)])
    result = compact(support, api, "sync", max_retries=1)
    assert result.committed, result
    assert len(api.requests) == 2


# --- the surface -------------------------------------------------------------------------------


def test_requests_are_refused_while_disabled(support: AgentState) -> None:
    """With ALLOW_MODEL_REQUESTS off, a compaction fails before anything is sent."""
    api = ScriptedOpenAIAPI([json_chat_reply(VALID)])
    summarizer = OpenAISummarizer(MODEL, client=api.client())
    result = support.compact(summarizer, policy=POLICY)
    assert result.outcome == "failed"
    assert "ModelRequestsDisabled" in (result.error or "")
    assert api.requests == []
    with pytest.raises(ModelRequestsDisabled):
        asyncio.run(summarizer.asummarize(_request(support)))


def _request(state: AgentState) -> SummaryRequest:
    """The request the engine would send (captured by a summarizer that then fails)."""
    seen: list[SummaryRequest] = []

    def grab(request: SummaryRequest) -> NarrativeSummary:
        seen.append(request)
        raise RuntimeError("captured")

    state.compact(FunctionSummarizer(grab), policy=POLICY)
    return seen[0]


@pytest.mark.usefixtures("allow_model_requests")
def test_an_async_client_refuses_the_sync_path(support: AgentState) -> None:
    """Only an AsyncOpenAI: summarize refuses (recorded as a failure), asummarize works."""
    api = ScriptedOpenAIAPI([json_chat_reply(VALID)])
    summarizer = OpenAISummarizer(MODEL, client=api.async_client())
    with pytest.raises(InvalidInput, match="only an async client"):
        summarizer.summarize(_request(support))
    assert asyncio.run(support.acompact(summarizer, policy=POLICY)).committed


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"model": ""}, "model must be a non-empty string"),
        ({"api": "completions"}, "api must be 'chat' or 'responses'"),
        ({"output": "text"}, "output must be 'json_schema' or 'json_object'"),
        ({"max_tokens": 0}, "max_tokens must be a positive integer"),
        ({"tokens_field": "max_output"}, "tokens_field must be"),
        ({"timeout": -1.0}, "timeout must be positive"),
        ({"max_retries": -1}, "max_retries must be a non-negative integer"),
        ({"client": object()}, "client must be an openai.OpenAI or openai.AsyncOpenAI"),
    ],
)
def test_bad_arguments_are_refused(options: dict[str, object], message: str) -> None:
    arguments: dict[str, object] = {"model": MODEL, **options}
    with pytest.raises(InvalidInput, match=message):
        OpenAISummarizer(**arguments)  # type: ignore[arg-type]


def test_the_request_can_be_built_without_sending(support: AgentState) -> None:
    """build_call gives the exact create() arguments, offline and with no flag needed."""
    summarizer = OpenAISummarizer(MODEL, client=ScriptedOpenAIAPI().client())
    arguments = summarizer.build_call(_request(support)).arguments()
    assert arguments["model"] == MODEL
    assert [message["role"] for message in arguments["messages"]] == ["system", "user"]
    assert repr(summarizer) == f"OpenAISummarizer(model={MODEL!r}, api='chat')"


def test_recorded_requests_carry_the_sdk_headers() -> None:
    """The scripted transport sees what the SDK sends (auth, JSON)."""
    api = ScriptedOpenAIAPI([json_chat_reply({})])
    api.client().chat.completions.create(model=MODEL, messages=[{"role": "user", "content": "x"}])
    request: RecordedRequest = api.requests[0]
    assert request.headers["authorization"] == "Bearer sk-scripted"
    assert request.method == "POST"
