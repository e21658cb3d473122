"""messages_request: the layout, exact blocks, cache breakpoints, and what a cache entry buys."""

from __future__ import annotations

import copy
import itertools
from typing import Any

import pytest
from agentstate_anthropic import (
    MAX_CACHE_BREAKPOINTS,
    MessagesRequest,
    cache_breakpoints,
    messages_request,
    override_allow_model_requests,
)
from agentstate_anthropic.testing import ScriptedAnthropicAPI, json_reply
from anthropic_values import MODEL
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer, StorageBackend, ToolCall
from agentstate.context import Context
from agentstate.errors import InvalidInput
from agentstate.events import EventSpec, assistant, tool_result, user
from agentstate.formats import check_anthropic
from agentstate.testing import ManualClock, strategies

SYSTEM = "You are the support agent of Acme Freight. Be brief and exact."
POLICY = CompactionPolicy(budget=600, trigger=0.05, keep_tokens=40, keep_groups=1)
EPHEMERAL = {"type": "ephemeral"}
STATE_NOTE = "[Current state, from agentstate; not written by the user.]"
TAIL_MARKER = "[The earlier conversation is in the compressed record above.]"
_sessions = itertools.count()


def request_for(state: AgentState, **kwargs: Any) -> tuple[Context, MessagesRequest]:
    """The context of a state (its tools included) and its request."""
    context = state.context(system=SYSTEM, tools=state.tools(), budget=None)
    return context, messages_request(context, model=MODEL, max_tokens=1024, **kwargs)


def without_markers(value: Any) -> Any:
    """A deep copy with every cache_control field removed."""
    if isinstance(value, dict):
        return {k: without_markers(v) for k, v in value.items() if k != "cache_control"}
    if isinstance(value, list | tuple):
        return type(value)(without_markers(item) for item in value)
    return value


def blocks(content: Any) -> list[Any]:
    """Message content as a block list (a string is one text block)."""
    return [{"type": "text", "text": content}] if isinstance(content, str) else list(content)


def prompt_blocks(request: MessagesRequest) -> list[tuple[str, Any]]:
    """The request's blocks in the order the API reads (and caches) them, with their place."""
    out: list[tuple[str, Any]] = [("tool", tool) for tool in request.get("tools", [])]
    out += [("system", block) for block in request.get("system", [])]
    for index, message in enumerate(request["messages"]):
        role = f"{index}:{message['role']}"
        out += [(role, block) for block in blocks(message["content"])]
    return out


# --- layout -------------------------------------------------------------------------------------


def test_layout_and_breakpoints(support: AgentState) -> None:
    """Tools, system prompt, record and tail end carry the four breakpoints; the state is last."""
    assert support.compact(ExtractiveSummarizer(), policy=POLICY).committed
    context, request = request_for(support)
    assert request["model"] == MODEL
    assert request["max_tokens"] == 1024
    assert without_markers(request["tools"]) == [dict(tool) for tool in context.tools]
    assert request["tools"][-1]["cache_control"] == EPHEMERAL
    system = request["system"]
    assert [block["text"] for block in system] == [SYSTEM, context.record]
    assert all(block["cache_control"] == EPHEMERAL for block in system)
    last = request["messages"][-1]["content"]
    assert isinstance(last, list)
    assert last[-1] == {"type": "text", "text": f"{STATE_NOTE}\n{context.state_block}"}
    assert last[-2]["cache_control"] == EPHEMERAL  # type: ignore[index]
    n = len(request["messages"]) - 1
    assert cache_breakpoints(request) == [
        f"tools[{len(request['tools']) - 1}]",
        "system[0]",
        "system[1]",
        f"messages[{n}].content[{len(last) - 2}]",
    ]
    assert len(cache_breakpoints(request)) == MAX_CACHE_BREAKPOINTS


def test_tail_is_exported_exactly(support: AgentState) -> None:
    """Apart from markers and the state note, the messages are the stored tail, exactly."""
    assert support.compact(ExtractiveSummarizer(), policy=POLICY).committed
    call = support.append_assistant(
        "Two lookups.",
        tool_calls=[
            ToolCall("lookup_order", {"order_id": "4921"}, "toolu_a"),
            ToolCall("lookup_carrier", {"pro": "88-1"}, "toolu_b"),
        ],
    )
    support.append_tool_result("toolu_b", {"carrier": "Redline"})
    support.append_tool_result("toolu_a", "delivered, 1 pallet crushed", is_error=False)
    support.append_user("So?")
    context, request = request_for(support)
    tail = support.export_messages(format="anthropic", after=context.tail_from - 1)
    messages = without_markers(request["messages"])
    last = messages[-1]
    messages[-1] = {**last, "content": last["content"][:-1]}  # drop the state note
    if messages[0]["content"] == TAIL_MARKER:  # the tail starts with the assistant
        messages = messages[1:]
    assert [blocks(m["content"]) for m in messages] == [blocks(m["content"]) for m in tail]
    uses = [b for m in messages for b in blocks(m["content"]) if b["type"] == "tool_use"]
    results = [b for m in messages for b in blocks(m["content"]) if b["type"] == "tool_result"]
    assert uses[-2:] == [
        {
            "type": "tool_use",
            "id": "toolu_a",
            "name": "lookup_order",
            "input": {"order_id": "4921"},
        },
        {"type": "tool_use", "id": "toolu_b", "name": "lookup_carrier", "input": {"pro": "88-1"}},
    ]
    assert results[-2:] == [
        {"type": "tool_result", "tool_use_id": "toolu_b", "content": '{"carrier":"Redline"}'},
        {"type": "tool_result", "tool_use_id": "toolu_a", "content": "delivered, 1 pallet crushed"},
    ]
    assert call.call_ids == ("toolu_a", "toolu_b")
    assert not check_anthropic(request["messages"])


def test_before_the_first_compaction(state: AgentState) -> None:
    """Without a record, three breakpoints: tools, system prompt, tail end."""
    state.append_user("Hello, order 4921 is damaged.")
    _, request = request_for(state)
    assert len(request["system"]) == 1
    assert cache_breakpoints(request) == [
        f"tools[{len(request['tools']) - 1}]",
        "system[0]",
        "messages[0].content[0]",
    ]
    assert request["messages"] == [
        {
            "role": "user",
            "content": [
                {
                    "type": "text",
                    "text": "Hello, order 4921 is damaged.",
                    "cache_control": EPHEMERAL,
                }
            ],
        }
    ]


def test_empty_system_prompt_and_no_tools(state: AgentState) -> None:
    """An empty system prompt is left out (the API refuses empty text); no tools, no tools key."""
    state.append_user("Hi")
    context = state.context(system="", tools=[], budget=None)
    request = messages_request(context, model=MODEL, max_tokens=10)
    assert "system" not in request
    assert "tools" not in request
    assert cache_breakpoints(request) == ["messages[0].content[0]"]


def test_no_cache_and_ttl(support: AgentState) -> None:
    """cache=False places no marker; cache_ttl is carried by every marker."""
    _, plain = request_for(support, cache=False)
    assert cache_breakpoints(plain) == []
    _, hourly = request_for(support, cache_ttl="1h")
    markers = [block.get("cache_control") for _, block in prompt_blocks(hourly)]
    assert [m for m in markers if m] == [{"type": "ephemeral", "ttl": "1h"}] * 3


def test_context_is_not_modified(support: AgentState) -> None:
    """Building a request leaves the context's rendering untouched."""
    context = support.context(system=SYSTEM, tools=support.tools(), budget=None)
    before = copy.deepcopy(context.to_anthropic())
    messages_request(context, model=MODEL, max_tokens=10)
    assert context.to_anthropic() == before


def test_stored_markers_are_left_out(state: AgentState) -> None:
    """Markers in an imported history are dropped from the request but kept in the events."""
    marked = {"type": "text", "text": "old", "cache_control": EPHEMERAL}
    history: list[Any] = []
    for i in range(6):
        history.append({"role": "user", "content": [dict(marked, text=f"q{i}")]})
        history.append({"role": "assistant", "content": [dict(marked, text=f"a{i}")]})
    history.append({"role": "user", "content": "last"})
    state.import_messages(history, format="anthropic")
    _, request = request_for(state)
    assert len(cache_breakpoints(request)) == 3
    assert state.export_messages(format="anthropic") == history


def test_media_pass_through(state: AgentState) -> None:
    """Images and documents, in user turns and in tool results, reach the request unchanged."""
    image = {
        "type": "image",
        "source": {"type": "base64", "media_type": "image/png", "data": "iVBORw0KGgo="},
    }
    document = {
        "type": "document",
        "source": {"type": "base64", "media_type": "application/pdf", "data": "JVBERi0="},
        "title": "damage-policy-v7.pdf",
    }
    history = [
        {"role": "user", "content": [{"type": "text", "text": "Photo of the pallet:"}, image]},
        {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": "toolu_1", "name": "get_policy", "input": {}}],
        },
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "toolu_1", "content": [document]}],
        },
    ]
    state.import_messages(history, format="anthropic")
    _, request = request_for(state)
    sent = without_markers(request["messages"])
    assert sent[0]["content"][1] == image
    assert sent[2]["content"][0]["content"] == [document]


def test_thinking_blocks_never_carry_a_marker(state: AgentState) -> None:
    """The tail-end marker skips thinking blocks (the API refuses a marker there)."""
    thinking = {"type": "thinking", "thinking": "check policy", "signature": "c2ln"}
    history = [
        {"role": "user", "content": "Is the credit allowed?"},
        {"role": "assistant", "content": [{"type": "text", "text": "Yes."}, thinking]},
    ]
    state.import_messages(history, format="anthropic")
    _, request = request_for(state)
    assistant_blocks = request["messages"][1]["content"]
    assert isinstance(assistant_blocks, list)
    assert assistant_blocks[0]["cache_control"] == EPHEMERAL  # type: ignore[typeddict-item]
    assert "cache_control" not in assistant_blocks[1]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [({"model": "", "max_tokens": 5}, "model"), ({"model": MODEL, "max_tokens": 0}, "max_tokens")],
)
def test_bad_arguments(state: AgentState, kwargs: dict[str, Any], message: str) -> None:
    """An empty model or a bad max_tokens is refused."""
    state.append_user("Hi")
    context = state.context(system=SYSTEM, budget=None)
    with pytest.raises(InvalidInput, match=message):
        messages_request(context, **kwargs)


def test_the_sdk_sends_the_request_as_built(support: AgentState) -> None:
    """Passed to the real SDK, the request body is exactly what messages_request built."""
    _, request = request_for(support)
    api = ScriptedAnthropicAPI([json_reply("ok")])
    with override_allow_model_requests(allow=True):
        api.client().messages.create(**request)
    assert api.requests[0].body == dict(request)


# --- properties ---------------------------------------------------------------------------------


def _fresh(backend: StorageBackend) -> AgentState:
    return AgentState.open(backend, session_id=f"s-{next(_sessions)}", clock=ManualClock())


def _check(request: MessagesRequest, context: Context) -> None:
    assert not check_anthropic(request["messages"])
    found = cache_breakpoints(request)
    assert len(found) <= MAX_CACHE_BREAKPOINTS
    for place, block in prompt_blocks(request):
        if "cache_control" in block:
            assert block.get("type") not in ("thinking", "redacted_thinking"), place
            assert block.get("type") != "text" or block.get("text"), place
    rendered = context.to_anthropic()["messages"]
    assert isinstance(rendered, list)
    sent = without_markers(request["messages"])
    assert [m["role"] for m in sent] == [m["role"] for m in rendered]  # type: ignore[index]
    assert [blocks(m["content"]) for m in sent] == [
        blocks(without_markers(m["content"]))
        for m in rendered  # type: ignore[index]
    ]


def _setup(state: AgentState, history: list[EventSpec], *, compact: bool, note: bool) -> None:
    state.append_many(history)
    if note:
        first = next(state.events(), None)
        source = first.ref if first is not None else state.append(user("Ticket opened.")).ref
        state.ledger.propose("issue_credit", {"amount_cents": 25000}, source=source)
    if compact:
        state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)


@settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    history=strategies.histories(allow_pending=False),
    compact=st.booleans(),
    note=st.booleans(),
)
def test_any_history_makes_a_valid_request(
    backend: StorageBackend, history: list[EventSpec], compact: bool, note: bool
) -> None:
    """Any history, compacted or not, with or without state, renders to a valid request."""
    state = _fresh(backend)
    _setup(state, history, compact=compact, note=note)
    context, request = request_for(state)
    _check(request, context)


@settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(history=strategies.anthropic_histories(allow_pending=False))
def test_any_imported_anthropic_history_makes_a_valid_request(
    backend: StorageBackend, history: list[Any]
) -> None:
    """Imported Anthropic histories (thinking, media, stored markers) render to valid requests."""
    state = _fresh(backend)
    state.import_messages(history, format="anthropic")
    context, request = request_for(state)
    _check(request, context)


_more = st.lists(st.sampled_from(["user", "assistant", "exchange", "note"]), min_size=1, max_size=4)


@settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    history=strategies.histories(allow_pending=False),
    compact=st.booleans(),
    more=_more,
)
def test_the_next_request_starts_with_the_cached_prefix(
    backend: StorageBackend, history: list[EventSpec], compact: bool, more: list[str]
) -> None:
    """Between compactions, everything up to a request's last breakpoint opens the next one."""
    state = _fresh(backend)
    _setup(state, history, compact=compact, note=True)
    _, first = request_for(state)
    for n, step in enumerate(more):
        if step == "user":
            state.append(user(f"more {n}"))
        elif step == "assistant":
            state.append(assistant(f"reply {n}"))
        elif step == "note":
            state.ledger.propose("note", {"n": n}, source=next(state.events()).ref)
        else:
            ref = state.append(assistant(tool_calls=[ToolCall("lookup")]))
            state.append(tool_result(ref.call_ids[0], {"n": n}))
    _, second = request_for(state)
    earlier, later = prompt_blocks(first), prompt_blocks(second)
    last = max(i for i, (_, block) in enumerate(earlier) if "cache_control" in block)
    assert without_markers(later[: last + 1]) == without_markers(earlier[: last + 1])
