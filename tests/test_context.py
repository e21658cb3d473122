"""Context rendering: layout, placeholders, pins, budget, validity and the cache-stable share."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Annotated

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from agentstate import (
    AgentState,
    CompactionPolicy,
    ExtractiveSummarizer,
    MemoryBackend,
    Scratchpad,
    ToolCall,
)
from agentstate._json import JSONObject
from agentstate.context import EXCERPT_FLOOR, cache_stable_share
from agentstate.errors import (
    ContextBudgetExceeded,
    EvidenceNotFound,
    InvalidInput,
    PendingToolCalls,
)
from agentstate.events import EventKind, EventSpec, measure
from agentstate.formats import check_anthropic, check_openai
from agentstate.formats import openai as openai_format
from agentstate.scratchpad import Secondary
from agentstate.state_block import (
    LEFT_OUT,
    format_state_block,
    state_message,
    state_message_tokens,
)
from agentstate.summary import NarrativeSummary
from agentstate.testing import ManualClock, strategies
from agentstate.testing.summarizers import FunctionSummarizer
from agentstate.tokens import TokenCounter

SYSTEM = "You are the support agent of Acme Freight."


def history_tokens(messages: list[JSONObject], counter: TokenCounter) -> int:
    """What OpenAI messages cost, counted as events are (a result named after its call)."""
    names: dict[str, str] = {}
    total = 0
    for index, message in enumerate(messages):
        [parsed] = openai_format.parse_message(message, index)
        content = parsed.spec.content
        for call in content.get("tool_calls") or []:  # type: ignore[union-attr]
            names[call["id"]] = call["name"]  # type: ignore[index]
        if parsed.spec.kind is EventKind.TOOL_RESULT:
            content = {**content, "name": names.get(str(content["call_id"]))}
        total += measure(counter, parsed.spec.kind, content).tokens
    return total


POLICY = CompactionPolicy(budget=2000, trigger=0.05, keep_tokens=60, keep_groups=1)


class SupportFacts(Scratchpad):
    order_id: str | None = None
    credit_cents: int | None = None


@pytest.fixture
def support(make_state: Callable[..., AgentState]) -> AgentState:
    state = make_state(scratchpad=SupportFacts)
    ask = state.append_user("Order 4921 arrived damaged. I must get a credit before Friday.")
    state.scratchpad.set("order_id", "4921", source=ask)
    call = state.append_tool_call("compute_credit", {"order_id": "4921"})
    result = state.append_tool_result(call, {"credit_cents": 25000})
    state.scratchpad.set("credit_cents", 25000, source=result)
    state.ledger.propose("issue_credit", {"order_id": "4921", "amount_cents": 25000}, source=result)
    for i in range(6):
        lookup = state.append_tool_call("lookup_note", {"n": i})
        state.append_tool_result(lookup, {"note": f"warehouse note {i}: corner crushed"})
    return state


def test_layout_prefix_record_tail_state(support: AgentState) -> None:
    """System first, then the labelled record, the verbatim tail, and the state block last."""
    assert support.compact(ExtractiveSummarizer(), policy=POLICY).committed
    context = support.context(system=SYSTEM, tools=support.tools(), budget=2000)
    messages = context.to_openai(layout="system_messages")
    assert messages[0] == {"role": "system", "content": SYSTEM}
    assert messages[1]["role"] == "system"
    assert str(messages[1]["content"]).startswith("[Compressed record of this conversation")
    assert "remain binding" in str(messages[1]["content"])
    tail = support.export_messages(format="openai", after=context.tail_from - 1)
    assert messages[2:-1] == tail
    assert messages[-1]["role"] == "system"
    assert "credit_cents: 25000" in str(messages[-1]["content"])
    assert "not written by the user" in str(messages[-1]["content"])
    assert context.messages == messages[1:]
    assert not check_openai(messages)


def test_anthropic_request_is_valid(support: AgentState) -> None:
    """The Anthropic request has system blocks, alternating roles, and the state note last."""
    assert support.compact(ExtractiveSummarizer(), policy=POLICY).committed
    request = support.context(system=SYSTEM, tools=support.tools(), budget=2000).to_anthropic()
    assert [block["text"][:10] for block in request["system"]] == [SYSTEM[:10], "[Compresse"]  # type: ignore[index]
    assert request["messages"][0]["role"] == "user"  # type: ignore[index]
    assert not check_anthropic(request["messages"])  # type: ignore[arg-type]
    last_blocks = request["messages"][-1]["content"]  # type: ignore[index]
    assert "not written by the user" in last_blocks[-1]["text"]  # type: ignore[index]
    assert {tool["name"] for tool in request["tools"]} >= {"evidence_get", "evidence_search"}  # type: ignore[index, union-attr]


def test_placeholders_are_filled_from_current_state(support: AgentState) -> None:
    """{fact:KEY} renders the current value with its ref; {action:ID} the action and status."""
    [action] = support.ledger.pending()

    def placeholders(request: object) -> NarrativeSummary:
        return NarrativeSummary.model_validate(
            {
                "objective": {
                    "text": f"Credit {{fact:credit_cents}} cents via {{action:{action.id}}}.",
                    "refs": ["ev_1"],
                }
            }
        )

    assert support.compact(FunctionSummarizer(placeholders), policy=POLICY).committed
    record = support.context(system=SYSTEM, budget=None).record
    assert "Credit 25000 cents via" in record
    assert f"{action.id} (issue_credit, pending)" in record
    approval = support.append_user("Supervisor: approved.")
    support.ledger.approve(action.id, by="supervisor", source=approval)
    assert (
        f"{action.id} (issue_credit, approved)"
        in support.context(system=SYSTEM, budget=None).record
    )


def test_pins_are_quoted_once(support: AgentState) -> None:
    """A pin before the boundary is quoted in the record; one in the tail is not repeated."""
    support.pin("ev_1")
    assert support.pin("ev_1") == support.pin("ev_1")
    assert support.compact(ExtractiveSummarizer(), policy=POLICY).committed
    context = support.context(system=SYSTEM, budget=None)
    assert '[ev_1] user: "Order 4921 arrived damaged.' in context.record
    late = support.append_user("Please use the email on file.")
    support.pin(late)
    context = support.context(system=SYSTEM, budget=None)
    assert "Please use the email" not in context.record
    late_message = context.to_openai(layout="system_messages")[-2]
    assert late_message == {"role": "user", "content": "Please use the email on file."}


def test_only_messages_can_be_pinned(support: AgentState) -> None:
    """Pinning a state event or a missing ref is refused, and writes nothing."""
    state_event = next(e for e in support.events() if e.kind == "fact")
    before = len(list(support.events()))
    with pytest.raises(InvalidInput, match="only messages can be pinned"):
        support.pin(state_event)
    with pytest.raises(EvidenceNotFound):
        support.pin("ev_999")
    assert len(list(support.events())) == before


def test_pending_call_refuses_a_context(support: AgentState) -> None:
    """A call awaiting its result raises PendingToolCalls naming it, instead of dropping it."""
    support.append_assistant(tool_calls=[ToolCall("slow", {}, "c-wait")])
    with pytest.raises(PendingToolCalls) as caught:
        support.context(system=SYSTEM, budget=None)
    assert caught.value.call_ids == ("c-wait",)
    support.append_tool_result("c-wait", "done")
    assert support.context(system=SYSTEM, budget=None).tail


def test_oversized_event_is_excerpted_with_its_ref(state: AgentState) -> None:
    """An event too large for the budget is cut, with its ref and how to get the whole."""
    state.append_user("Show me the manifest.")
    call = state.append_tool_call("manifest", {})
    big = state.append_tool_result(call, {"lines": [f"pallet {i} ok" for i in range(800)]})
    context = state.context(system=SYSTEM, budget=300)
    assert context.excerpted == (big.ref,)
    assert context.token_count <= 300
    tool_message = context.to_openai()[-1]
    assert f"Excerpt of {big.ref}" in str(tool_message["content"])
    assert f'get "{big.ref}"' in str(tool_message["content"])
    assert state.evidence.get(big).content["result"]["lines"][799] == "pallet 799 ok"  # type: ignore[index]


@pytest.mark.parametrize("budget", [90, 120, 160])
def test_an_excerpt_names_the_values_of_what_it_leaves_out(state: AgentState, budget: int) -> None:
    """A reply cut to its first line still names the codes and amounts further on, in budget."""
    state.append_user("Which trains go to Leeds tomorrow?")
    options = [
        f"Option {i}: train TR{4400 + i} leaves at {8 + i}:15 from platform {i}, "
        f"with a stop at York; a standard seat is ${60 + i}.50 and first class costs more."
        for i in range(1, 7)
    ]
    reply = state.append_assistant("Here is what I found.\n" + "\n".join(options))
    state.append_user("The third one, please.")
    context = state.context(system=SYSTEM, budget=budget)
    assert context.excerpted == (reply.ref,)
    assert context.token_count <= budget
    [shown] = [str(m["content"]) for m in context.to_openai() if m["role"] == "assistant"]
    assert "Values in the part left out: " in shown
    assert "TR4403" in shown
    assert "$63.50" in shown


def test_what_cannot_be_shed_raises(state: AgentState) -> None:
    """If pinned content alone exceeds the budget, ContextBudgetExceeded says so."""
    state.append_user("word " * 600)
    state.pin("ev_1")
    state.append_assistant("ok")
    state.append_user("next")
    assert state.compact(
        ExtractiveSummarizer(),
        policy=CompactionPolicy(budget=5000, keep_groups=1, keep_tokens=5),
        force=True,
    ).committed
    with pytest.raises(ContextBudgetExceeded, match="unpin events or raise the budget") as caught:
        state.context(system=SYSTEM, budget=200)
    assert caught.value.budget == 200


def test_a_tail_that_cannot_fit_raises(state: AgentState) -> None:
    """A tail too long even as excerpts raises ContextBudgetExceeded: compact first."""
    for i in range(40):
        state.append_user(f"message {i} " + "detail " * 30)
    with pytest.raises(ContextBudgetExceeded, match="compact first"):
        state.context(system=SYSTEM, budget=40 * EXCERPT_FLOOR // 2)


def test_token_count_is_everything_after_the_prefix(support: AgentState) -> None:
    """token_count sums record, tail and the state block's message (note included), no prefix."""
    small = support.context(system="x", budget=None)
    large = support.context(system="x " * 1000, budget=None)
    assert small.token_count == large.token_count
    assert small.token_count == sum(e.tokens for e in small.tail) + state_message_tokens(
        small.state_block, support.token_counter
    )
    assert state_message_tokens(small.state_block, support.token_counter) == 4 + (
        support.token_counter.count(state_message(small.state_block))
    )


@pytest.mark.parametrize("budget", [None, 2000, 600, 400])
def test_token_count_is_what_the_rendered_messages_cost(
    state: AgentState, budget: int | None
) -> None:
    """With results as JSON text, the budget counts exactly the messages sent."""
    ask = state.append_user("Order 4921 arrived damaged. I must get a credit before Friday.")
    for i in range(8):
        call = state.append_tool_call("lookup_note", {"n": i})
        state.append_tool_result(call, json.dumps({"note": f"warehouse note {i}: corner crushed"}))
    state.ledger.propose("issue_credit", {"order_id": "4921"}, source=ask)
    assert state.compact(ExtractiveSummarizer(), policy=POLICY).committed
    big = state.append_tool_call("manifest", {})
    state.append_tool_result(
        big, json.dumps({"rows": [{"a": i, "b": [i, i + 1]} for i in range(300)]})
    )
    context = state.context(system=SYSTEM, budget=budget)
    assert context.record
    assert context.state_block
    assert budget is None or context.excerpted
    assert context.token_count == history_tokens(context.messages, state.token_counter)
    assert budget is None or context.token_count <= budget


@pytest.mark.parametrize("budget", [None, 80, 86])
@pytest.mark.parametrize("text", ["Seat 12A is taken; try another in row 12.", "Error: taken."])
def test_an_error_result_counts_what_a_format_without_a_flag_adds(
    state: AgentState, budget: int | None, text: str
) -> None:
    """OpenAI has no error flag: "Error: " opens the result's text, and the budget counts it."""
    state.append_user("Book seat 12A.")
    call = state.append_tool_call("book", {"seat": "12A"})
    state.append_tool_result(
        call, text + " The row has these seats free: 12B, 12C." * 6, is_error=True
    )
    state.append_user("Which ones are free?")
    context = state.context(system=SYSTEM, budget=budget)
    assert budget is None or context.excerpted
    [result] = [m for m in context.messages if m["role"] == "tool"]
    assert str(result["content"]).startswith("Error")
    assert context.token_count == history_tokens(context.messages, state.token_counter)
    assert budget is None or context.token_count <= budget


@pytest.mark.parametrize("budget", [120, 200, 333, 500, 801])
def test_an_excerpt_never_exceeds_its_share(state: AgentState, budget: int) -> None:
    """A JSON result, dearer per character than prose, is cut until it fits the budget."""
    call = state.append_tool_call("manifest", {})
    state.append_tool_result(
        call, {"rows": [{"a": i, "b": [i, i + 1], "c": {"d": i}} for i in range(400)]}
    )
    context = state.context(system=SYSTEM, budget=budget)
    assert context.excerpted == ("ev_2",)
    assert context.token_count <= budget
    assert context.token_count == history_tokens(context.messages, state.token_counter)


def test_bad_arguments_are_refused(state: AgentState) -> None:
    """A non-string system prompt, a bad budget or a nameless tool raise InvalidInput."""
    with pytest.raises(InvalidInput):
        state.context(system=None, budget=None)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        state.context(system="s", budget=0)
    with pytest.raises(InvalidInput):
        state.context(system="s", tools=[{"description": "no name"}], budget=None)


def test_consecutive_requests_share_their_prefix(support: AgentState) -> None:
    """Between compactions a request is the previous one plus what was appended."""
    first = support.context(system=SYSTEM, tools=support.tools(), budget=None)
    call = support.append_tool_call("lookup_note", {"n": 99})
    support.append_tool_result(call, {"note": "photo received"})
    second = support.context(system=SYSTEM, tools=support.tools(), budget=None)
    for format in ("anthropic", "openai"):
        share = cache_stable_share(first, second, support.token_counter, format=format)
        assert 0.9 < share < 1


@settings(max_examples=40, deadline=None)
@given(
    history=strategies.histories(max_turns=20, allow_pending=False),
    compactions=st.lists(st.integers(1, 60), max_size=3),
    budget=st.none() | st.integers(100, 3000),
)
def test_any_history_renders_valid_requests_within_budget(
    history: list[EventSpec], compactions: list[int], budget: int | None
) -> None:
    """Any history, compactions and budget: valid requests within budget, or a documented error."""
    state = AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())
    half = len(history) // 2
    state.append_many(history[:half])
    for keep in compactions:
        policy = CompactionPolicy(budget=10**6, keep_tokens=keep, keep_groups=0)
        state.compact(ExtractiveSummarizer(), policy=policy, force=True)
    state.append_many(history[half:])
    try:
        context = state.context(system=SYSTEM, tools=state.tools(), budget=budget)
    except ContextBudgetExceeded:
        assert budget is not None
        return
    assert budget is None or context.token_count <= budget
    assert not check_openai(context.to_openai())
    assert not check_anthropic(context.to_anthropic()["messages"])  # type: ignore[arg-type]


def test_a_large_tool_call_is_excerpted_with_its_ids_and_names(state: AgentState) -> None:
    """Arguments too large for any budget are cut structurally; ids, names and validity stay."""
    state.append_user("Book the whole manifest.")
    rows = [{"sku": f"SKU-{i}", "qty": i, "note": "fragile " * 3} for i in range(120)]
    call = state.append_assistant(
        tool_calls=[ToolCall("book", {"order_id": "4921", "rows": rows}, "c-big")]
    )
    state.append_tool_result("c-big", "Error: quota exceeded")
    context = state.context(system=SYSTEM, tools=state.tools(), budget=300)
    assert context.token_count <= 300
    assert call.ref in context.excerpted
    [assistant] = [event for event in context.tail if event.tool_calls]
    [shown] = assistant.tool_calls
    assert (shown.id, shown.name) == ("c-big", "book")
    assert isinstance(shown.arguments, dict)
    assert shown.arguments["order_id"] == "4921"
    assert f'get "{call.ref}"' in str(assistant.content["text"])
    assert not check_openai(context.to_openai())
    assert not check_anthropic(context.to_anthropic()["messages"])  # type: ignore[arg-type]
    assert context.token_count == history_tokens(context.messages, state.token_counter)
    stored = state.evidence.get(call).tool_calls[0].arguments
    assert stored == {"order_id": "4921", "rows": rows}


class RecordFacts(Scratchpad):
    order_id: str | None = None
    manifest: dict[str, object] | None = None
    offers: Annotated[list[object] | None, Secondary()] = None


MANIFEST = {
    "status": "held",
    "carrier": "northline",
    "rows": [{"sku": f"SKU-{i}", "qty": i, "bin": f"B{i % 7}"} for i in range(40)],
}


def _crowded(make_state: Callable[..., AgentState]) -> tuple[AgentState, str]:
    """A session whose state block holds a large record and many closed actions."""
    state = make_state(scratchpad=RecordFacts)
    ask = state.append_user("Order 4921: ship the manifest, credit the damage.")
    state.scratchpad.set("order_id", "4921", source=ask)
    state.scratchpad.set("manifest", MANIFEST, source=ask)
    for i in range(12):
        note = state.ledger.propose("send_note", {"text": f"note {i}"}, source=ask)
        state.ledger.cancel(note.id, by="model", source=ask)
    credit = state.ledger.propose("issue_credit", {"order_id": "4921", "cents": 2500}, source=ask)
    for i in range(3):
        state.append_assistant(f"Checking row {i}. " + "detail " * 20)
    return state, credit.id


def test_the_state_block_sheds_only_what_the_budget_needs(
    make_state: Callable[..., AgentState],
) -> None:
    """Unbounded: the whole block. Tight: closed actions grouped, then the record shortened."""
    state, credit = _crowded(make_state)
    whole = state.context(system=SYSTEM, budget=None)
    assert not whole.shortened_values
    assert not whole.grouped_actions
    roomy = state.context(system=SYSTEM, budget=whole.token_count)
    assert roomy.state_block == whole.state_block
    assert not roomy.excerpted
    tight = state.context(system=SYSTEM, budget=whole.token_count * 2 // 5)
    assert tight.token_count <= whole.token_count * 2 // 5
    assert tight.grouped_actions
    assert tight.shortened_values == ("manifest",)
    block = tight.state_block
    assert '- order_id: "4921"' in block
    assert '"status":"held"' in block
    assert "(shortened)" in block
    assert "fact_history" in block
    # An open action keeps its exact parameters: they are what an approval binds to.
    assert f'{credit} issue_credit {{"cents":2500,"order_id":"4921"}}: pending' in block
    assert block.count("send_note: cancelled") == 1
    # What the block sheds is still whole in state, where the note says to look.
    assert state.scratchpad.history("manifest")[-1].value == MANIFEST


def test_closed_actions_parameters_are_shed_before_they_are_grouped(
    make_state: Callable[..., AgentState],
) -> None:
    """A budget sheds closed actions' unshown parameters first, each keeping its own line."""
    state, _ = _crowded(make_state)
    whole = state.context(system=SYSTEM, budget=None)
    assert (
        "- act_4 send_note: cancelled by model [ev_1]; "
        'parameters not shown above: {"text":"note 0"}' in whole.state_block
    )
    bare = format_state_block(state.scratchpad.facts(), state.ledger.actions(), closed_params=False)
    counter = state.token_counter
    budget = whole.token_count - (
        state_message_tokens(whole.state_block, counter) - state_message_tokens(bare, counter)
    )
    fitted = state.context(system=SYSTEM, budget=budget)
    assert fitted.token_count <= budget
    assert "parameters not shown above" not in fitted.state_block
    assert not fitted.grouped_actions
    assert fitted.state_block.count("send_note: cancelled") == 12
    assert not fitted.excerpted


OFFERS = [{"flight": f"HAT{i:03}", "departs": f"{i % 24:02}:00", "seats": 9} for i in range(30)]


def test_secondary_values_are_shed_first_then_left_out(
    make_state: Callable[..., AgentState],
) -> None:
    """A `Secondary` field is shortened, then left out, before any other value shortens."""
    state, _ = _crowded(make_state)
    state.scratchpad.set("offers", OFFERS, source=next(state.events()))
    whole = state.context(system=SYSTEM, budget=None)
    for share in (0.8, 0.6):
        context = state.context(system=SYSTEM, budget=int(whole.token_count * share))
        assert context.token_count <= whole.token_count * share
        assert "offers" in context.shortened_values
        assert "manifest" not in context.shortened_values, share
        assert '"rows":[{"bin":"B0"' in context.state_block  # the manifest whole
    tight = state.context(system=SYSTEM, budget=whole.token_count * 2 // 5)
    assert tight.shortened_values == ("manifest", "offers")
    assert "- offers:" not in tight.state_block
    assert f"{LEFT_OUT} offers." in tight.state_block


def test_a_secondary_value_the_tail_shows_whole_is_not_repeated(
    make_state: Callable[..., AgentState],
) -> None:
    """Offers the tail's search result holds are left out until compaction takes it away."""
    state = make_state(scratchpad=RecordFacts)
    ask = state.append_user("Find me a flight to Denver, please.")
    state.scratchpad.set("order_id", "4921", source=ask)
    search = state.append_tool_call("search_flights", {"to": "DEN"})
    found = state.append_tool_result(search, json.dumps(OFFERS))
    state.scratchpad.set("offers", OFFERS[:3], source=found)
    state.append_assistant("Three flights leave before noon: HAT000, HAT001 and HAT002.")
    context = state.context(system=SYSTEM, budget=None)
    assert "- offers:" not in context.state_block
    assert '- order_id: "4921"' in context.state_block
    # Set by hand, citing an event that does not hold it: the block still shows it.
    state.scratchpad.set("offers", [{"flight": "HAT999"}], source=ask)
    assert "- offers:" in state.context(system=SYSTEM, budget=None).state_block
    state.scratchpad.set("offers", OFFERS[:3], source=found)
    for i in range(6):
        state.append_user(f"Question {i}: " + "which one is quickest? " * 8)
        state.append_assistant(f"Answer {i}: " + "HAT001 is the quickest. " * 8)
    policy = CompactionPolicy(budget=600, trigger=0.05, keep_tokens=60, keep_groups=1)
    assert state.compact(ExtractiveSummarizer(), policy=policy, force=True).committed
    after = state.context(system=SYSTEM, budget=None)
    assert after.tail_from > found.seq
    assert '- offers: [{"departs":"00:00","flight":"HAT000","seats":9}' in after.state_block


def test_an_object_the_tail_shows_is_not_repeated_but_a_scalar_is(
    make_state: Callable[..., AgentState],
) -> None:
    """A record the tail shows, or an index line of it, is a copy; the order id is not."""
    state = make_state(scratchpad=RecordFacts)
    state.append_user("Where is order 4921?")
    lookup = state.append_tool_call("get_order", {"order_id": "4921"})
    found = state.append_tool_result(lookup, MANIFEST)
    state.scratchpad.set("order_id", "4921", source=found)
    state.scratchpad.set("manifest", MANIFEST, source=found)
    block = state.context(system=SYSTEM, budget=None).state_block
    assert '- order_id: "4921"' in block
    assert "- manifest:" not in block
    # An index line of the record's values, word by word in the result: a copy too.
    state.scratchpad.set("manifest", {"northline": "held SKU-3 B3"}, source=found)
    assert "- manifest:" not in state.context(system=SYSTEM, budget=None).state_block
    # A word the result does not hold, or holds only inside another word: not a copy of it.
    for line in ("held SKU-99", "hel SKU-3"):
        state.scratchpad.set("manifest", {"northline": line}, source=found)
        assert "- manifest:" in state.context(system=SYSTEM, budget=None).state_block, line


def test_an_index_line_holding_a_result_s_numbers_is_a_copy(
    make_state: Callable[..., AgentState],
) -> None:
    """A number of a line is held by a number of the result ("250" by 250.0), not by text."""
    state = make_state(scratchpad=RecordFacts)
    lookup = state.append_tool_call("get_wallet", {"wallet_id": "W4921"})
    found = state.append_tool_result(lookup, {"wallet_id": "W4921", "balance": 250.0, "pin": 7})
    state.scratchpad.set("manifest", {"W4921": "W4921 250 7"}, source=found)
    assert "- manifest:" not in state.context(system=SYSTEM, budget=None).state_block
    for line in ("W4921 251", "W4921 25", "W4921 7.5"):
        state.scratchpad.set("manifest", {"W4921": line}, source=found)
        assert "- manifest:" in state.context(system=SYSTEM, budget=None).state_block, line


def test_the_smallest_block_leaves_secondary_values_out_when_that_is_smaller(
    make_state: Callable[..., AgentState],
) -> None:
    """A budget that fits only with the offers left out renders them left out, not raises."""
    state = make_state(scratchpad=RecordFacts)
    ask = state.append_user("Order 4921, and which flights are there?")
    state.scratchpad.set("order_id", "4921", source=ask)
    state.scratchpad.set("offers", OFFERS, source=ask)
    left_out = format_state_block(
        state.scratchpad.facts(), [], value_chars=0, secondary_chars=-1, group_closed=True
    )
    budget = state_message_tokens(left_out, state.token_counter) + next(state.events()).tokens
    context = state.context(system=SYSTEM, budget=budget)
    assert context.token_count <= budget
    assert f"{LEFT_OUT} offers." in context.state_block


def test_a_budget_too_small_for_the_shortened_block_says_so(
    make_state: Callable[..., AgentState],
) -> None:
    """Below what the record and the smallest state block take: ContextBudgetExceeded."""
    state, _ = _crowded(make_state)
    with pytest.raises(ContextBudgetExceeded, match="even with the state block shortened"):
        state.context(system=SYSTEM, budget=60)


_LARGE_OBJECTS = strategies.json_objects(max_leaves=60) | st.dictionaries(
    st.text(max_size=6), st.text(max_size=300) | st.lists(st.text(max_size=40)), max_size=10
)


@settings(max_examples=60, deadline=None)
@example(  # tiny values: leaving the secondary ones out and cutting the rest cost tokens
    manifest={
        "": "0\x1f\x07\x80",
        ":": "\x80\x80\x80",
        "\x80": "00\x1f\x1f",
        "0\x1f\x1f": "",
        "\x1f\x1f": "",
    },
    closed=1,
    messages=[],
    arguments={
        "": "",
        ":": "\x80\x80\x80",
        "0": "\x80",
        "\x80": "000\x80\x80",
        "000": "000",
        "0000": "000\x80",
        "0:\x80\x80": "00000:\x80\x80\x80\x80\x80\x80",
        "00\x80\x80\x80": ["000\x80\x80\x80\x80"],
        "0\x80\x80\x80\x80\x80": ["0000", "0\x80\x80\x80\x80\x80\x80\x80"],
        "000\x80\x80": ["", ""],
    },
    budget=239,
)
@example(  # a call cut to its floor: the note naming a larger size took one more token
    manifest={
        "\U00065338": "ñ\x0f:",
        "[\U0003c9fdÎ": "&",
        "{\x82\x97": "\ue2f8AC\x88±\x8c\U0006e587Ù\x01\U000a1d6dW",
        "si\x19\U0005f884@*": "Ä",
        "\x7fêÂ": [""],
        "\x9dR\x83": [""],
        "": ["", ""],
        "\x1f{": [
            "\x87e",
            "À\x06ì\U00017519Ù¯ÁS¡Yéù\xa0~©$\xb8\U000b71be",
            "{\x84.\U000df19e\x90\U00041ff4t\x93¡\x044\U000d16bfôó\U000370b6\x05",
            "",
            "",
            "",
            "",
            "",
            "\U000149bb",
            "棚,\xb4",
            "¤\x98<³<¾\x0c\x7fÔ",
            "_d\x1frS¡\U000e4fc9\U0006b3de\x00\U000b4031\x81¹²\x89\x19\U000ad8f2Ñ6¶_\\q\x06Ù\x13*b\U0010942e",
        ],
        ":": "q)I\x99m孡\x17ÄÖ\U000acd88",
    },
    closed=4,
    messages=["íz\U0010c321\x8e~\x18â\x1d\U0001671cÂÊ\x0f"],
    arguments={
        "XE\x86ý\x11\x03É\x19\x82v_": None,
        "": False,
        "X\x7f\xb4": False,
        "åñ\U0007fef1µf\U0006d514\x80³\U000bc1879®~\x9a": {
            "$": {
                "0\x83Ñ": None,
                "g\x80ûÉè\U000e5082\U0001fdd9½\x902\x83@\x98Ñ\x94Ü5\x1a": None,
                ":": False,
            },
            "Ùc\x07=\x9f2\x8a\x1a^é5\x0cø8þ¯\U00107bde\U00048efb\x92ów\x1co0": {},
            "JÌ": [None, {"000000::{\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80": False}],
            "00:\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80": {
                "\x80\x80": None,
                "\x80\x80\x80": False,
                "00\x80\x80": None,
            },
        },
    },
    budget=313,
)
@given(
    manifest=_LARGE_OBJECTS,
    closed=st.integers(0, 8),
    messages=st.lists(st.text(min_size=1, max_size=300), max_size=6),
    arguments=_LARGE_OBJECTS,
    budget=st.integers(60, 2000),
)
def test_any_state_renders_within_budget_or_says_why(
    manifest: dict[str, object],
    closed: int,
    messages: list[str],
    arguments: dict[str, object],
    budget: int,
) -> None:
    """Whatever the state and tail: within budget and valid, or ContextBudgetExceeded."""
    state = AgentState.open(
        MemoryBackend(), session_id="s", clock=ManualClock(), scratchpad=RecordFacts
    )
    ask = state.append_user("start")
    state.scratchpad.set("manifest", manifest, source=ask)
    state.scratchpad.set("offers", list(manifest.values()), source=ask)
    for _ in range(closed):
        state.ledger.cancel(state.ledger.propose("note", {}, source=ask).id, by="model", source=ask)
    state.append_assistant(tool_calls=[ToolCall("lookup", arguments, "c1")])
    state.append_tool_result("c1", json.dumps({"echo": arguments}))
    for text in messages:
        state.append_user(text)
    whole = state.context(system=SYSTEM, budget=None)
    try:
        context = state.context(system=SYSTEM, budget=budget)
    except ContextBudgetExceeded as exc:
        required = exc.required
        assert required > budget
        return
    assert context.token_count <= budget
    assert context.token_count == history_tokens(context.messages, state.token_counter)
    assert not check_openai(context.to_openai())
    assert not check_anthropic(context.to_anthropic()["messages"])  # type: ignore[arg-type]
    if whole.token_count <= budget:
        assert context.state_block == whole.state_block
        assert not context.excerpted


def _strict_chat_template(messages: list[JSONObject]) -> None:
    """What strict open-model chat templates require: at most one system message, first."""
    for index, message in enumerate(messages):
        if message["role"] in ("system", "developer") and index > 0:
            msg = f"System message must be at the beginning (message {index})"
            raise ValueError(msg)


def test_one_system_message_first_by_default(support: AgentState) -> None:
    """The record joins the system prompt; notes become quoted user messages; state last."""
    support.append_system("Escalation policy changed: supervisors approve credits.")
    ask = support.append_user("Any news on the credit?")
    assert support.compact(ExtractiveSummarizer(), policy=POLICY).committed
    context = support.context(system=SYSTEM, tools=support.tools(), budget=2000)
    messages = context.to_openai()
    _strict_chat_template(messages)
    with pytest.raises(ValueError, match="at the beginning"):
        _strict_chat_template(context.to_openai(layout="system_messages"))
    first = str(messages[0]["content"])
    assert first.startswith(f"{SYSTEM}\n\n[Compressed record of this conversation")
    last = messages[-1]
    assert last["role"] == "user"
    parts = last["content"]
    assert isinstance(parts, list)
    assert parts[0] == {"type": "text", "text": "Any news on the credit?"}
    assert parts[-1] == {"type": "text", "text": state_message(context.state_block)}
    assert not check_openai(messages)
    assert ask.ref in [event.ref for event in context.tail]
    notes = [m for m in messages if "<system-note>" in str(m.get("content"))]
    assert all(m["role"] == "user" for m in notes)
    with pytest.raises(InvalidInput, match="layout must be"):
        context.to_openai(layout="developer")  # type: ignore[arg-type]


def test_the_state_note_is_its_own_user_message_after_tool_results(support: AgentState) -> None:
    context = support.context(system=SYSTEM, budget=None)
    messages = context.to_openai()
    assert messages[-2]["role"] == "tool"
    assert messages[-1] == {"role": "user", "content": state_message(context.state_block)}
    assert not check_openai(messages)


def test_the_responses_rendering_carries_the_same_content(support: AgentState) -> None:
    """Instructions are the one system message; calls and outputs are items, in order."""
    context = support.context(system=SYSTEM, tools=support.tools(), budget=None)
    request = context.to_openai_responses()
    assert request["instructions"] == context.to_openai()[0]["content"]
    items = request["input"]
    assert isinstance(items, list)
    calls = [
        item for item in items if isinstance(item, dict) and item.get("type") == "function_call"
    ]
    outputs = [
        item
        for item in items
        if isinstance(item, dict) and item.get("type") == "function_call_output"
    ]
    assert len(calls) == len(outputs) == 7
    for call, output in zip(calls, outputs, strict=True):
        assert items.index(call) < items.index(output)
        assert call["call_id"] == output["call_id"]
    assert calls[0]["name"] == "compute_credit"
    assert json.loads(str(calls[0]["arguments"])) == {"order_id": "4921"}
    assert items[-1] == {"role": "user", "content": state_message(context.state_block)}
    tools = request["tools"]
    assert isinstance(tools, list)
    assert {"type", "name", "description", "parameters", "strict"} == set(tools[0])  # type: ignore[arg-type]


class SearchFacts(Scratchpad):
    order_id: str | None = None
    profile: Annotated[dict[str, object] | None, Secondary()] = None
    orders: Annotated[dict[str, object] | None, Secondary()] = None
    found: Annotated[list[object] | None, Secondary()] = None


def test_secondary_values_cut_to_a_sliver_are_left_out_so_a_smaller_one_shows_whole(
    make_state: Callable[..., AgentState],
) -> None:
    """Large `Secondary` records are left out, not cut to a sliver: the hits then show whole."""
    state = make_state(scratchpad=SearchFacts)
    ask = state.append_user("Find me a train for order 4921.")
    state.scratchpad.set("order_id", "4921", source=ask)
    profile = {f"field_{i:02}": f"a longer value number {i} of the profile" for i in range(30)}
    state.scratchpad.set("profile", profile, source=ask)
    orders = {f"W{4920 + i}": f"order {i} of the customer, delivered" for i in range(30)}
    state.scratchpad.set("orders", orders, source=ask)
    found = [f"TR{4400 + i}" for i in range(8)]
    state.scratchpad.set("found", found, source=ask)
    for i in range(3):
        state.append_assistant(f"Checking {i}. " + "detail " * 10)
    context = state.context(system=SYSTEM, budget=205)
    assert context.token_count <= 205
    assert '- found: ["TR4400","TR4401","TR4402","TR4403","TR4404","TR4405","TR4406","TR4407"]' in (
        context.state_block
    )
    assert f"{LEFT_OUT} profile, orders." in context.state_block
    assert context.shortened_values == ("profile", "orders")
