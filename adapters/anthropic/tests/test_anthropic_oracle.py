"""AnthropicDeletionOracle through the real SDK over a scripted transport: requests and drops."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import httpx2
import pytest
from agentstate_anthropic import (
    AnthropicDeletionOracle,
    ModelFailed,
    OracleFailed,
    override_allow_model_requests,
)
from agentstate_anthropic.oracle import ANSWER_RULES, DROP_TOOL, DROPS_SCHEMA
from agentstate_anthropic.testing import (
    RecordedRequest,
    ScriptedAnthropicAPI,
    api_error,
    reply,
    tool_reply,
)
from anthropic_values import MODEL, SupportFacts

from agentstate import AgentState, CompactionPolicy, CompactionResult, EventKind, StorageBackend
from agentstate._json import JSONValue, canonical_dumps
from agentstate.compaction.oracles import PRUNE_INSTRUCTIONS, Drop, PruneRequest
from agentstate.errors import InvalidInput
from agentstate.testing import ManualClock

POLICY = CompactionPolicy(budget=8000, trigger=0.01, keep_tokens=40, keep_groups=1)
LONG = "timeout " * 2500
"""A tool result of 20,000 characters: the request shows a bounded excerpt of it."""

MODES = ["sync", "async"]


def session(backend: StorageBackend) -> AgentState:
    """A failed call retried, captured values, a proposal, chatter, then a protected tail.

    ev_1 user, ev_2 fact, ev_3/ev_4 failed call, ev_5/ev_6 retry, ev_7 fact, ev_8 ledger,
    ev_9 chatter, ev_10..ev_12 tail.
    """
    state = AgentState.open(
        backend, session_id="ticket-9104", clock=ManualClock(), scratchpad=SupportFacts
    )
    ask = state.append_user("The pallet for order 4921 arrived damaged. I need a credit.")
    state.scratchpad.set("order_id", "4921", source=ask)
    failed = state.append_tool_call("compute_credit", {"order_id": "4921"})
    state.append_tool_result(failed, LONG, is_error=True)
    retried = state.append_tool_call("compute_credit", {"order_id": "4921"})
    result = state.append_tool_result(retried, {"credit_cents": 25000})
    state.scratchpad.set("credit_cents", 25000, source=result)
    state.ledger.propose("issue_credit", {"order_id": "4921", "amount_cents": 25000}, source=result)
    state.append_assistant("Let me see.")
    for step in range(3):
        state.append_assistant(f"Still working on the credit, step {step}. " * 3)
    return state


def drops(*pairs: tuple[str, str]) -> httpx2.Response:
    """The model's answer: a drop_units call naming these refs with these reasons."""
    chosen: list[JSONValue] = [{"ref": ref, "reason": reason} for ref, reason in pairs]
    return tool_reply(DROP_TOOL, {"drops": chosen})


def prune(
    state: AgentState, api: ScriptedAnthropicAPI, mode: str, **options: object
) -> CompactionResult:
    """One verbatim pass with an AnthropicDeletionOracle on the scripted API, sync or async."""
    if mode == "sync":
        oracle = AnthropicDeletionOracle(MODEL, client=api.client(), **options)  # type: ignore[arg-type]  # test options
        return state.compact_verbatim(oracle, policy=POLICY)
    oracle = AnthropicDeletionOracle(MODEL, async_client=api.async_client(), **options)  # type: ignore[arg-type]  # test options
    return asyncio.run(state.acompact_verbatim(oracle, policy=POLICY))


def at(value: JSONValue, *path: str | int) -> JSONValue:
    """The JSON value at `path` (object keys and list indexes) inside `value`."""
    for step in path:
        if isinstance(step, int):
            assert isinstance(value, list), value
            value = value[step]
        else:
            assert isinstance(value, dict), value
            value = value[step]
    return value


def user_text(request: RecordedRequest) -> str:
    """The text of the request's one user turn."""
    messages = at(request.body, "messages")
    assert isinstance(messages, list)
    assert len(messages) == 1
    return str(at(messages, 0, "content", 0, "text"))


def stored(state: AgentState) -> dict[int, str]:
    """Every event as stored, by seq: kind and canonical content."""
    return {e.seq: f"{e.kind}:{canonical_dumps(e.content)}" for e in state.events()}


def rendered(state: AgentState) -> dict[int, str]:
    """The tail's events as rendered, by seq: kind and canonical content."""
    tail = state.context(system="s", budget=None).tail
    return {e.seq: f"{e.kind}:{canonical_dumps(e.content)}" for e in tail}


def recorded_error(state: AgentState, result: CompactionResult) -> str:
    """The error the pass recorded for a failure (in its compaction event and its reason)."""
    assert result.outcome == "failed", result
    assert result.event_ref is not None
    error = state.evidence.get(result.event_ref).content["error"]
    assert isinstance(error, str)
    assert result.reason == f"the oracle failed: {error}"
    return error


def assert_nothing_dropped(state: AgentState, result: CompactionResult, outcome: str) -> None:
    """The pass recorded `outcome` and took nothing out of view."""
    assert result.outcome == outcome, result
    assert result.dropped == ()
    assert result.event_ref is not None
    assert state.evidence.get(result.event_ref).content["outcome"] == outcome
    assert not any(
        e.kind is EventKind.COMPACTION and e.content["outcome"] == "dropped" for e in state.events()
    )
    assert [seq for seq in rendered(state) if seq >= 9] == [9, 10, 11, 12]
    assert {3, 4} <= set(rendered(state))


# --- the request -------------------------------------------------------------------------------


@pytest.mark.usefixtures("allow_model_requests")
def test_request_forces_the_tool_and_shows_units_by_ref(backend: StorageBackend) -> None:
    """One tool, forced and strict; the instructions; every unit in a tag carrying its ref."""
    state = session(backend)
    api = ScriptedAnthropicAPI([drops()])
    prune(state, api, "sync")
    [request] = api.requests
    body = request.body
    assert body["model"] == MODEL
    assert body["tools"] == [
        {
            "name": DROP_TOOL,
            "description": "Drop these units from the agent's view (they stay retrievable).",
            "input_schema": DROPS_SCHEMA,
            "strict": True,
        }
    ]
    assert body["tool_choice"] == {
        "type": "tool",
        "name": DROP_TOOL,
        "disable_parallel_tool_use": True,
    }
    system = at(body, "system")
    assert isinstance(system, list)
    assert len(system) == 1
    assert at(body, "system", 0, "text") == f"{PRUNE_INSTRUCTIONS.rstrip()}\n\n{ANSWER_RULES}"
    text = user_text(request)
    units = text.split("<units>\n")[1].split("</units>")[0]
    assert units.count("<unit ref=") == 5
    assert '<unit ref="ev_1" tokens="' in units
    assert 'captured_into="order_id">' in units
    assert '<unit ref="ev_3" tokens="' in units
    assert "[ev_4] tool error of compute_credit (call call_3), data: " in units
    assert '<unit ref="ev_5" tokens="' in units
    assert 'captured_into="credit_cents">' in units
    assert '<unit ref="ev_9" tokens="7">\n[ev_9] assistant: "Let me see."\n</unit>' in units
    later = text.split('<later_tail kept="always">\n')[1].split("</later_tail>")[0]
    assert later.startswith("[ev_11] assistant:")
    assert "- credit_cents = 25000 (from ev_6)" in text
    assert (
        '- act_8 issue_credit {"amount_cents":25000,"order_id":"4921"}: pending (from ev_6)' in text
    )
    api.assert_complete()


@pytest.mark.usefixtures("allow_model_requests")
def test_long_results_are_cut_to_a_bounded_excerpt(backend: StorageBackend) -> None:
    """A 20,000-character result is shown as max_event_chars, with a note naming its ref."""
    state = session(backend)
    api = ScriptedAnthropicAPI([drops()])
    prune(state, api, "sync", max_event_chars=120)
    text = user_text(api.requests[0])
    assert f"{LONG[:120]}… [{len(LONG) - 120} more characters; the whole is ev_4]" in text
    assert LONG[:121] not in text
    assert len(text) < 3000


@pytest.mark.usefixtures("allow_model_requests")
def test_pinned_units_are_marked_to_keep(backend: StorageBackend) -> None:
    """A unit holding a pinned event is shown with pinned="keep"."""
    state = session(backend)
    state.pin("ev_4")
    api = ScriptedAnthropicAPI([drops()])
    prune(state, api, "sync")
    assert '<unit ref="ev_3" tokens="' in user_text(api.requests[0])
    assert 'pinned="keep">\n[ev_3]' in user_text(api.requests[0])


@pytest.mark.usefixtures("allow_model_requests")
def test_strict_off_and_other_instructions(backend: StorageBackend) -> None:
    """strict=False leaves the flag out; given instructions replace the request's."""
    state = session(backend)
    api = ScriptedAnthropicAPI([drops()])
    prune(state, api, "sync", strict=False, instructions="Drop only failed calls.")
    body = api.requests[0].body
    assert at(body, "tools", 0, "name") == DROP_TOOL
    assert "strict" not in str(at(body, "tools", 0))
    assert at(body, "system", 0, "text") == f"Drop only failed calls.\n\n{ANSWER_RULES}"


# --- drops -------------------------------------------------------------------------------------


@pytest.mark.usefixtures("allow_model_requests")
@pytest.mark.parametrize("mode", MODES)
def test_chosen_units_are_dropped_and_survivors_stay_identical(
    backend: StorageBackend, mode: str
) -> None:
    """The model's choices are dropped whole; every other event stays byte-identical."""
    state = session(backend)
    before_log, before_view = stored(state), rendered(state)
    api = ScriptedAnthropicAPI([drops(("ev_4", "failed, retried at ev_5"), ("ev_9", "chatter"))])
    result = prune(state, api, mode)
    assert result.outcome == "dropped", result
    assert result.dropped == ("ev_3", "ev_4", "ev_9")
    after_view = rendered(state)
    assert set(after_view) == set(before_view) - {3, 4, 9}
    assert all(after_view[seq] == before_view[seq] for seq in after_view)
    after_log = stored(state)
    assert {seq: after_log[seq] for seq in before_log} == before_log
    assert state.evidence.get("ev_4").content["result"] == LONG
    assert result.event_ref is not None
    record = state.evidence.get(result.event_ref).content
    assert record["oracle"] == "anthropic"
    assert record["oracle_version"] == f"{MODEL}/prune-2"
    assert record["dropped"] == [
        {"refs": ["ev_3", "ev_4"], "tokens": at(record, "dropped", 0, "tokens"),
         "reason": "failed, retried at ev_5"},
        {"refs": ["ev_9"], "tokens": 7, "reason": "chatter"},
    ]  # fmt: skip
    api.assert_complete()


@pytest.mark.usefixtures("allow_model_requests")
def test_an_empty_choice_drops_nothing(backend: StorageBackend) -> None:
    """An empty list is a skipped pass: no event is recorded, nothing is dropped."""
    state = session(backend)
    api = ScriptedAnthropicAPI([drops()])
    result = prune(state, api, "sync")
    assert result.outcome == "skipped"
    assert "chose nothing to drop" in result.reason


@pytest.mark.usefixtures("allow_model_requests")
@pytest.mark.parametrize("mode", MODES)
def test_refs_outside_the_range_are_rejected_by_the_pass(
    backend: StorageBackend, mode: str
) -> None:
    """A ref of the protected tail or past the log rejects the whole choice; nothing drops."""
    state = session(backend)
    api = ScriptedAnthropicAPI(
        [drops(("ev_4", "failed"), ("ev_12", "tail"), ("ev_99", "made up"), ("unit 3", "bad"))]
    )
    result = prune(state, api, mode)
    assert_nothing_dropped(state, result, "rejected")
    assert [f.found for f in result.findings] == ["ev_12", "ev_99", "'unit 3'"]


MALFORMED: dict[str, tuple[Callable[[], httpx2.Response], str]] = {
    "text only": (
        lambda: reply([{"type": "text", "text": "Drop ev_3."}]),
        "no_output: the model did not call drop_units",
    ),
    "another tool": (lambda: tool_reply("record_summary", {"drops": []}), "no_output"),
    "drops not a list": (lambda: tool_reply(DROP_TOOL, {"drops": "ev_3"}), "malformed"),
    "no drops key": (lambda: tool_reply(DROP_TOOL, {"drop": []}), "malformed"),
    "ref not a string": (
        lambda: tool_reply(DROP_TOOL, {"drops": [{"ref": 3, "reason": "x"}]}),
        "malformed",
    ),
    "no reason": (lambda: tool_reply(DROP_TOOL, {"drops": [{"ref": "ev_3"}]}), "malformed"),
    "input a string": (lambda: tool_reply(DROP_TOOL, "ev_3"), "malformed"),
    "refusal": (lambda: reply([], stop_reason="refusal"), "refusal"),
    "cut off": (lambda: reply([], stop_reason="max_tokens"), "truncated"),
    "overloaded": (
        lambda: api_error(529, "overloaded_error", "Overloaded"),
        "overloaded (HTTP 529",
    ),
    "bad request": (
        lambda: api_error(400, "invalid_request_error", "strict"),
        "api_error (HTTP 400",
    ),
}
"""Each answer that is no usable choice (made fresh: a response is read once), and how the
recorded error starts after the class name."""


@pytest.mark.usefixtures("allow_model_requests")
@pytest.mark.parametrize("case", sorted(MALFORMED))
@pytest.mark.parametrize("mode", MODES)
def test_unusable_answers_are_recorded_failures(
    backend: StorageBackend, mode: str, case: str
) -> None:
    """An answer that is no usable choice is a recorded failure of the pass; nothing drops."""
    make, expected = MALFORMED[case]
    state = session(backend)
    api = ScriptedAnthropicAPI([make()])
    result = prune(state, api, mode)
    assert_nothing_dropped(state, result, "failed")
    error = recorded_error(state, result)
    assert error.startswith(f"OracleFailed: {expected}"), error


def test_direct_errors_carry_their_reason(backend: StorageBackend) -> None:
    """Select raises OracleFailed (a ModelFailed) with the reason, stop reason and status."""
    state = session(backend)
    api = ScriptedAnthropicAPI([tool_reply(DROP_TOOL, {"drops": 1}), api_error(429, "x", "y")])
    oracle = AnthropicDeletionOracle(MODEL, client=api.client())
    request = _request(state)
    with override_allow_model_requests(allow=True):
        with pytest.raises(OracleFailed) as malformed:
            oracle.select(request)
        with pytest.raises(ModelFailed) as limited:
            oracle.select(request)
    assert (malformed.value.reason, malformed.value.stop_reason) == ("malformed", "tool_use")
    assert "drops: Input should be a valid list" in str(malformed.value)
    assert isinstance(limited.value, OracleFailed)
    assert (limited.value.reason, limited.value.status_code) == ("rate_limited", 429)


# --- clients and the guard ---------------------------------------------------------------------


def test_requests_are_refused_without_opting_in(backend: StorageBackend) -> None:
    """With model requests disabled, nothing is sent and the pass fails visibly."""
    state = session(backend)
    api = ScriptedAnthropicAPI([drops(("ev_4", "failed"))])
    for mode in MODES:
        result = prune(state, api, mode)
        assert recorded_error(state, result).startswith("ModelRequestsDisabled")
    assert api.requests == []


@pytest.mark.usefixtures("allow_model_requests")
def test_async_uses_the_given_sync_client(backend: StorageBackend) -> None:
    """Given only a sync client, aselect runs it in a worker thread."""
    state = session(backend)
    api = ScriptedAnthropicAPI([drops(("ev_9", "chatter"))])
    oracle = AnthropicDeletionOracle(MODEL, client=api.client())
    result = asyncio.run(state.acompact_verbatim(oracle, policy=POLICY))
    assert result.dropped == ("ev_9",)
    assert api.requests[0].headers["x-stainless-async"] == "false"


@pytest.mark.usefixtures("allow_model_requests")
def test_sync_with_only_an_async_client_fails(backend: StorageBackend) -> None:
    """Given only an async client, select refuses instead of making another client."""
    state = session(backend)
    api = ScriptedAnthropicAPI([])
    oracle = AnthropicDeletionOracle(MODEL, async_client=api.async_client())
    result = state.compact_verbatim(oracle, policy=POLICY)
    assert "only an async client" in recorded_error(state, result)


@pytest.mark.usefixtures("allow_model_requests")
def test_timeout_and_retries_reach_the_sdk(backend: StorageBackend) -> None:
    """The oracle's max_retries configures the SDK client it was given: a 529 is retried."""
    state = session(backend)
    api = ScriptedAnthropicAPI([api_error(529, "overloaded_error", "busy"), drops(("ev_9", "x"))])
    oracle = AnthropicDeletionOracle(MODEL, client=api.client(), timeout=7.0, max_retries=1)
    assert state.compact_verbatim(oracle, policy=POLICY).dropped == ("ev_9",)
    assert [r.headers["x-stainless-retry-count"] for r in api.requests] == ["0", "1"]


def test_identity_is_recorded_with_the_drops() -> None:
    """The name and version (model and prompt) are what the pass records."""
    oracle = AnthropicDeletionOracle(MODEL, name="claude-pruner")
    assert (oracle.name, oracle.version) == ("claude-pruner", f"{MODEL}/prune-2")
    assert repr(oracle) == f"AnthropicDeletionOracle(model={MODEL!r})"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"model": ""}, "model"),
        ({"model": MODEL, "max_tokens": 0}, "max_tokens"),
        ({"model": MODEL, "max_event_chars": True}, "max_event_chars"),
        ({"model": MODEL, "timeout": 0.0}, "timeout"),
        ({"model": MODEL, "max_retries": -1}, "max_retries"),
    ],
)
def test_bad_arguments_are_refused(kwargs: dict[str, object], message: str) -> None:
    """Bad constructor arguments raise InvalidInput naming the argument."""
    with pytest.raises(InvalidInput, match=message):
        AnthropicDeletionOracle(**kwargs)  # type: ignore[arg-type]  # bad on purpose


def _request(state: AgentState) -> PruneRequest:
    """The request the pass would send (captured by an oracle that chooses nothing)."""
    seen: list[PruneRequest] = []

    class Capture:
        name, version = "capture", None

        def select(self, request: PruneRequest) -> list[Drop]:
            seen.append(request)
            return []

        async def aselect(self, request: PruneRequest) -> list[Drop]:
            return self.select(request)

    state.compact_verbatim(Capture(), policy=POLICY)
    return seen[0]
