"""AgentLoop: a reply appended, its calls answered once each, consequential calls ledger-gated."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import ActionStatus, AgentState, MemoryBackend, Scratchpad
from agentstate.agent_loop import AgentLoop, ToolCallContext
from agentstate.errors import EvidenceNotFound, InvalidContent, InvalidInput
from agentstate.events import EventKind
from agentstate.formats.validity import check_openai
from agentstate.json_values import JSONObject, JSONValue
from agentstate.ledger import MODEL_ACTOR, TOOL_ACTOR
from agentstate.tools import Tool, Toolbox

ORDER: JSONObject = {
    "type": "object",
    "properties": {"order_id": {"type": "string"}},
    "required": ["order_id"],
    "additionalProperties": False,
}
CREDIT: JSONObject = {
    "type": "object",
    "properties": {"order_id": {"type": "string"}, "amount_cents": {"type": "integer"}},
    "required": ["order_id", "amount_cents"],
    "additionalProperties": False,
}


def chat(*calls: tuple[str, JSONValue], text: str | None = None, ids: str = "call") -> JSONObject:
    """A Chat Completions response calling these tools (arguments as JSON text)."""
    tool_calls: list[JSONValue] = [
        {
            "id": f"{ids}_{index}",
            "type": "function",
            "function": {
                "name": name,
                "arguments": arguments if isinstance(arguments, str) else json.dumps(arguments),
            },
        }
        for index, (name, arguments) in enumerate(calls)
    ]
    message: JSONObject = {"role": "assistant", "content": text, "refusal": None}
    if tool_calls:
        message["tool_calls"] = tool_calls
    finish = "tool_calls" if tool_calls else "stop"
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "model": "m",
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
    }


class Facts(Scratchpad):
    order_id: str | None = None


class Shop:
    """The application's tools: a lookup, and a consequential credit that cites its call."""

    def __init__(self) -> None:
        self.issued: list[JSONObject] = []
        self.contexts: list[ToolCallContext] = []
        self.fail_next = False

    def lookup(self, args: JSONObject) -> JSONValue:
        return {"order_id": args["order_id"], "status": "delivered"}

    def issue_credit(self, args: JSONObject, call: ToolCallContext) -> JSONValue:
        self.contexts.append(call)
        if self.fail_next:
            self.fail_next = False
            raise RuntimeError("billing is down")
        self.issued.append(args)
        return {
            "credit_note": f"CN-{len(self.issued)}",
            "action": call.action.id if call.action else None,
        }

    def tools(self) -> list[Tool]:
        return [
            Tool("lookup_order", "An order.", ORDER, self.lookup),
            Tool(
                "issue_credit",
                "Issue a credit (needs a supervisor's approval).",
                CREDIT,
                self.issue_credit,
                takes_context=True,
                requires_approval=True,
            ),
        ]


@pytest.fixture
def shop() -> Shop:
    return Shop()


@pytest.fixture
def loop(make_state: Callable[..., AgentState], shop: Shop) -> AgentLoop:
    state = make_state()
    state.append_user("The pallet of order 4921 arrived damaged; I need a credit.")
    return AgentLoop(state, shop.tools())


def results(state: AgentState) -> list[JSONObject]:
    return [dict(e.content) for e in state.events() if e.kind is EventKind.TOOL_RESULT]


def assert_paired(state: AgentState) -> None:
    """Every call in the log is answered, once, right after its message."""
    assert check_openai(state.export_messages(format="openai")) == []


# --- replies ---------------------------------------------------------------------------------


def test_a_text_reply_is_appended_and_ends_the_turn(loop: AgentLoop) -> None:
    step = loop.handle(chat(text="Let me check that order."))
    assert step.done
    assert step.text == "Let me check that order."
    assert step.reply_ref == "ev_2"
    assert loop.state.evidence.get("ev_2").content["text"] == "Let me check that order."


def test_a_tool_call_is_run_and_answered(loop: AgentLoop) -> None:
    step = loop.handle(chat(("lookup_order", {"order_id": "4921"})))
    assert not step.done
    [call] = step.calls
    assert (call.call_id, call.name, call.outcome.is_error) == ("call_0", "lookup_order", False)
    assert json.loads(call.outcome.content) == {"order_id": "4921", "status": "delivered"}
    [result] = results(loop.state)
    assert result["call_id"] == "call_0"
    assert call.result_ref == "ev_3"
    assert_paired(loop.state)


def test_an_anthropic_message_is_read_in_its_own_format(loop: AgentLoop) -> None:
    reply = {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": "claude",
        "content": [
            {"type": "text", "text": "Checking.", "citations": None},
            {
                "type": "tool_use",
                "id": "toolu_1",
                "name": "lookup_order",
                "input": {"order_id": "4921"},
            },
        ],
        "stop_reason": "tool_use",
        "usage": {"input_tokens": 1, "output_tokens": 1},
    }
    step = loop.handle(reply)
    assert step.text == "Checking."
    [call] = step.calls
    assert call.call_id == "toolu_1"
    exported = loop.state.export_messages(format="anthropic")
    assert exported[1]["content"][1] == {  # type: ignore[index]
        "type": "tool_use",
        "id": "toolu_1",
        "name": "lookup_order",
        "input": {"order_id": "4921"},
    }


def test_a_responses_api_reply_becomes_one_message_with_its_calls(loop: AgentLoop) -> None:
    reply = {
        "id": "resp_1",
        "object": "response",
        "status": "completed",
        "output": [
            {"id": "rs_1", "type": "reasoning", "summary": []},
            {"id": "msg_1", "type": "message", "role": "assistant",
             "content": [{"type": "output_text", "text": "On it."}]},
            {"id": "fc_1", "type": "function_call", "call_id": "call_Zr8",
             "name": "lookup_order", "arguments": '{"order_id":"4921"}'},
        ],
    }  # fmt: skip
    step = loop.handle(reply)
    assert step.text == "On it."
    assert [call.call_id for call in step.calls] == ["call_Zr8"]
    assert_paired(loop.state)


def test_an_empty_reply_appends_nothing(loop: AgentLoop) -> None:
    before = len(list(loop.state.events()))
    step = loop.handle(chat(text=""))
    assert (step.reply_ref, step.done) == (None, True)
    assert len(list(loop.state.events())) == before


@pytest.mark.parametrize(
    "reply",
    [[], "hello", {"choices": []}, {"id": "x", "created": 1}, {"choices": [{"message": 3}]}],
    ids=["list", "text", "no choice", "unknown object", "bad message"],
)
def test_what_is_not_a_reply_is_refused_and_nothing_written(loop: AgentLoop, reply: object) -> None:
    before = len(list(loop.state.events()))
    with pytest.raises(InvalidContent):
        loop.handle(reply)
    assert len(list(loop.state.events())) == before


# --- errors are marked ---------------------------------------------------------------------


def test_bad_calls_are_answered_with_errors_never_raised(loop: AgentLoop) -> None:
    step = loop.handle(
        chat(
            ("lookup_order", "{not json"),
            ("lookup_order", {"order": 4921}),
            ("teleport", {}),
        )
    )
    assert [call.outcome.is_error for call in step.calls] == [True, True, True]
    assert "invalid arguments for lookup_order" in step.calls[0].outcome.content
    assert "order_id" in step.calls[1].outcome.content
    assert "unknown tool 'teleport'" in step.calls[2].outcome.content
    assert [r["is_error"] for r in results(loop.state)] == [True, True, True]
    assert_paired(loop.state)


def test_a_raising_handler_is_an_error_result_and_kept_on_the_step(
    make_state: Callable[..., AgentState],
) -> None:
    def broken(args: JSONObject) -> JSONValue:
        raise KeyError("warehouse")

    state = make_state()
    loop = AgentLoop(state, [Tool("stock", "Stock.", ORDER, broken)])
    step = loop.handle(chat(("stock", {"order_id": "1"}), ("stock", {"order_id": "2"})))
    assert [call.outcome.is_error for call in step.calls] == [True, True]
    assert isinstance(step.calls[0].error, KeyError)
    assert "stock failed: KeyError" in step.calls[0].outcome.content
    assert_paired(state)


def test_an_async_handler_is_awaited_by_ahandle_and_refused_by_handle(
    make_state: Callable[..., AgentState],
) -> None:
    async def slow_lookup(args: JSONObject) -> JSONValue:
        await asyncio.sleep(0)
        return {"found": args["order_id"]}

    state = make_state()
    loop = AgentLoop(state, [Tool("lookup_order", "An order.", ORDER, slow_lookup)])
    refused = loop.handle(chat(("lookup_order", {"order_id": "1"})))
    assert refused.calls[0].outcome.is_error
    assert "asynchronous" in refused.calls[0].outcome.content
    step = asyncio.run(loop.ahandle(chat(("lookup_order", {"order_id": "2"}), ids="later")))
    assert json.loads(step.calls[0].outcome.content) == {"found": "2"}
    assert_paired(state)


# --- the handler's context ----------------------------------------------------------------------


def test_a_handler_gets_the_call_it_serves(make_state: Callable[..., AgentState]) -> None:
    """A takes_context handler cites its call's event: no shared mutable state needed."""

    def remember(args: JSONObject, call: ToolCallContext) -> JSONValue:
        call.state.scratchpad.set("order_id", args["order_id"], source=call.ref)
        return {"noted": call.call_id}

    state = make_state(scratchpad=Facts)
    loop = AgentLoop(state, [Tool("note_order", "Note.", ORDER, remember, takes_context=True)])
    step = loop.handle(chat(("note_order", {"order_id": "4921"})))
    assert json.loads(step.calls[0].outcome.content) == {"noted": "call_0"}
    assert state.scratchpad.provenance("order_id") == step.reply_ref


def test_the_toolbox_refuses_gated_or_contextual_tools_without_a_context(shop: Shop) -> None:
    toolbox = Toolbox(shop.tools())
    with pytest.raises(InvalidInput, match="no tool named 'teleport'"):
        toolbox.run("teleport", {})
    outcome = toolbox.dispatch("issue_credit", {"order_id": "4921", "amount_cents": 1})
    assert outcome.is_error
    assert "needs an approved ledger action" in outcome.content
    assert shop.issued == []


# --- the ledger's gate ----------------------------------------------------------------------------

GRANT = {"order_id": "4921", "amount_cents": 25000}


def test_a_consequential_call_runs_only_once_approved_and_only_once(
    loop: AgentLoop, shop: Shop
) -> None:
    state = loop.state
    first = loop.handle(chat(("issue_credit", GRANT), ids="a"))
    [call] = first.calls
    assert call.outcome.is_error
    assert call.action is not None
    assert (call.action.status, call.action.actor) == (ActionStatus.PENDING, MODEL_ACTOR)
    assert call.action.source == first.reply_ref
    assert "needs a person's approval" in call.outcome.content
    assert first.awaiting_approval == (call.action,)
    assert shop.issued == []

    again = loop.handle(chat(("issue_credit", GRANT), ids="b"))
    assert again.calls[0].action == state.ledger.get(call.action.id)  # still the one action
    assert "is pending" in again.calls[0].outcome.content
    assert len(state.ledger.actions()) == 1

    note = state.append_system("Supervisor Ana approved the credit in the back office.")
    state.ledger.approve(call.action.id, by="supervisor:ana", source=note)
    run = loop.handle(chat(("issue_credit", GRANT), ids="c"))
    [done] = run.calls
    assert not done.outcome.is_error
    assert shop.issued == [GRANT]
    assert done.action is not None
    assert (done.action.status, done.action.actor) == (ActionStatus.EXECUTED, "agent")
    assert done.action.source == run.reply_ref
    assert shop.contexts[-1].action is not None
    assert shop.contexts[-1].action.id == call.action.id

    repeat = loop.handle(chat(("issue_credit", GRANT), ids="d"))
    assert shop.issued == [GRANT]  # never twice
    assert repeat.calls[0].action is not None
    assert repeat.calls[0].action.id != call.action.id  # a new proposal, to approve anew
    assert repeat.calls[0].action.status is ActionStatus.PENDING
    assert_paired(state)


def test_other_arguments_need_their_own_approval(loop: AgentLoop, shop: Shop) -> None:
    state = loop.state
    [proposed] = loop.handle(chat(("issue_credit", GRANT))).calls
    assert proposed.action is not None
    state.ledger.approve(proposed.action.id, by="supervisor:ana", source="ev_1")
    bigger = {**GRANT, "amount_cents": 99000}
    [call] = loop.handle(chat(("issue_credit", bigger), ids="b")).calls
    assert call.outcome.is_error
    assert shop.issued == []
    assert call.action is not None
    assert call.action.params == bigger
    assert state.ledger.get(proposed.action.id).status is ActionStatus.APPROVED


def test_an_approved_action_runs_even_when_a_later_one_is_pending(
    loop: AgentLoop, shop: Shop
) -> None:
    """An application that proposed the same credit twice: the approved one is executed."""
    state = loop.state
    older = state.ledger.propose("issue_credit", GRANT, source="ev_1", by="billing")
    newer = state.ledger.propose("issue_credit", GRANT, source="ev_1", by="billing")
    state.ledger.approve(older.id, by="supervisor:ana", source="ev_1")
    [call] = loop.handle(chat(("issue_credit", GRANT))).calls
    assert not call.outcome.is_error
    assert call.action is not None
    assert call.action.id == older.id
    assert state.ledger.get(newer.id).status is ActionStatus.PENDING
    assert len(shop.issued) == 1


def test_a_rejected_action_is_not_proposed_again(loop: AgentLoop, shop: Shop) -> None:
    state = loop.state
    [proposed] = loop.handle(chat(("issue_credit", GRANT))).calls
    assert proposed.action is not None
    state.ledger.reject(proposed.action.id, by="supervisor:ana", source="ev_1")
    [call] = loop.handle(chat(("issue_credit", GRANT), ids="b")).calls
    assert "was rejected by supervisor:ana" in call.outcome.content
    assert len(state.ledger.actions()) == 1
    assert shop.issued == []


@pytest.mark.parametrize("record_failures", [True, False])
def test_a_failed_execution_ends_the_action_failed(
    make_state: Callable[..., AgentState], shop: Shop, record_failures: bool
) -> None:
    state = make_state(record_failures=record_failures)
    state.append_user("Credit me.")
    loop = AgentLoop(state, shop.tools())
    [proposed] = loop.handle(chat(("issue_credit", GRANT))).calls
    assert proposed.action is not None
    state.ledger.approve(proposed.action.id, by="supervisor:ana", source="ev_1")
    shop.fail_next = True
    [call] = loop.handle(chat(("issue_credit", GRANT), ids="b")).calls
    assert call.outcome.is_error
    assert isinstance(call.error, RuntimeError)
    assert call.action is not None
    assert call.action.status is ActionStatus.FAILED
    assert call.action.actor == TOOL_ACTOR
    assert call.action.source == call.result_ref


def test_the_model_cannot_be_the_executor(make_state: Callable[..., AgentState]) -> None:
    with pytest.raises(InvalidInput, match="executor must not be the model"):
        AgentLoop(make_state(), [], executor="Model")


def test_the_context_renders_with_the_loops_tools(loop: AgentLoop) -> None:
    context = loop.context(system="You are the support agent.", budget=None)
    names = [tool["function"]["name"] for tool in context.openai_tools()]  # type: ignore[index]
    assert names == loop.toolbox.names
    assert names[:2] == ["lookup_order", "issue_credit"]
    assert len(names) > 2  # the state's own tools follow


# --- the invariant ------------------------------------------------------------------------------

_CALL = st.sampled_from(
    [
        ("lookup_order", {"order_id": "4921"}),
        ("lookup_order", "{broken"),
        ("issue_credit", GRANT),
        ("issue_credit", {**GRANT, "amount_cents": 100}),
        ("nope", {}),
    ]
)


@settings(max_examples=40, deadline=None)
@given(
    replies=st.lists(st.lists(_CALL, max_size=3), min_size=1, max_size=6),
    approvals=st.lists(st.booleans(), min_size=6, max_size=6),
)
def test_every_call_is_answered_once_and_a_credit_runs_only_on_an_approval(
    replies: list[list[tuple[str, JSONValue]]], approvals: list[bool]
) -> None:
    """Each call answered once, the history valid, a credit run once per executed approval."""
    shop = Shop()
    state = AgentState.open(MemoryBackend(), session_id="s")
    state.append_user("go")
    loop = AgentLoop(state, shop.tools(), state_tools=False)
    for number, calls in enumerate(replies):
        step = loop.handle(chat(*calls, text="ok", ids=f"r{number}"))
        assert len(step.calls) == len(calls)
        if approvals[number]:
            for action in state.ledger.pending():
                state.ledger.approve(action.id, by="supervisor:ana", source="ev_1")
    assert_paired(state)
    executed = [a for a in state.ledger.actions() if a.status is ActionStatus.EXECUTED]
    assert len(shop.issued) == len(executed)
    assert sorted(json.dumps(a.params, sort_keys=True) for a in executed) == sorted(
        json.dumps(issued, sort_keys=True) for issued in shop.issued
    )
    with pytest.raises(EvidenceNotFound):
        state.evidence.get(f"ev_{len(list(state.events())) + 1}")
