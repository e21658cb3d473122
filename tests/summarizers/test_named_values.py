"""Named values: the literal values of compacted messages, the summary's lowest priority."""

from __future__ import annotations

from pydantic import Field

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer, validate
from agentstate.events import EventRef
from agentstate.summary import Item, NarrativeSummary, render_summary, summary_tokens
from agentstate.testing.summarizers import ScriptedSummarizer
from agentstate.tokens import ApproximateTokenCounter

POLICY = CompactionPolicy(budget=5000, trigger=0.01, keep_tokens=1, keep_groups=1)


def _named(state: AgentState) -> list[tuple[str, list[str]]]:
    result = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert result.committed, result.reason
    assert result.checkpoint is not None
    items = result.checkpoint.summary["named_values"]
    assert isinstance(items, list)
    return [(item["text"], item["refs"]) for item in items]  # type: ignore[call-overload, index]


def _ref(event: EventRef) -> str:
    return event.ref


def test_an_amount_stated_only_in_prose_stays_in_the_summary_with_its_ref(
    state: AgentState,
) -> None:
    """An amount the agent stated only in prose is a named value, with its ref, once compacted."""
    state.append_user("What would both new trains cost together?")
    total = state.append_assistant("The total for these new tickets is $282. Shall I go ahead?")
    state.append_user("Let me think about it.")
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    assert _named(state) == [("The assistant's message named $282.", [_ref(total)])]


def test_an_awaited_reply_s_values_are_kept_once_the_reply_is_compacted(
    state: AgentState,
) -> None:
    """The values of an offer the user answered later are named when the answer is compacted."""
    state.append_user("Find me a train to Leeds on Friday.")
    offer = state.append_assistant("Train TR4403 costs $63.50 in total. Shall I book it?")
    state.append_user("Yes, book it.")
    result = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert result.checkpoint is not None
    threads = result.checkpoint.summary["open_threads"]
    assert isinstance(threads, list)
    assert "TR4403" in str(threads)
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    assert _named(state) == [("The assistant's message named TR4403; $63.50.", [_ref(offer)])]


def test_a_value_named_again_later_is_named_with_the_later_message_only(
    state: AgentState,
) -> None:
    """A value two messages name is kept with the later one only."""
    state.append_user("Hi, I need help with an order.")
    first = state.append_assistant("Order ORD-99812 totals $54.04.")
    later = state.append_user("So ORD-99812 is the one, fine.")
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    assert _named(state) == [
        ("The assistant's message named $54.04.", [_ref(first)]),
        ("The user's message named ORD-99812.", [_ref(later)]),
    ]


def test_named_values_never_count_toward_the_checkpoint_s_size(state: AgentState) -> None:
    """A checkpoint's token count leaves out its named values: they never fire a compaction."""
    state.append_assistant("The balance left on the card is $621 after the $44 charge.")
    state.append_user("Thanks.")
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    result = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert result.checkpoint is not None
    summary = result.checkpoint.summary
    counter = ApproximateTokenCounter()
    assert "$621" in str(summary["named_values"])
    assert result.checkpoint.token_count == summary_tokens(summary, counter, named_values=0)
    assert result.checkpoint.token_count < summary_tokens(summary, counter)


def test_a_request_renders_older_named_values_only_in_the_room_its_fit_leaves(
    state: AgentState,
) -> None:
    """Older named values are shed before anything else; the latest item is the record's."""
    state.append_assistant("The balance left on the card is $621 after the $44 charge.")
    state.append_user("Thanks.")
    state.append_assistant("Your refund of $87.10 is on its way.")
    state.append_user("Great.")
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    state.append_user("Please also check " + "the earlier request again " * 30)
    roomy = state.context(system="s", budget=2000)
    assert "$621" in roomy.record
    assert roomy.excerpted == ()
    shed_first = False
    for budget in range(roomy.token_count, roomy.token_count - 80, -1):
        context = state.context(system="s", budget=budget)
        assert context.token_count <= budget
        assert "$87.10" in context.record  # the latest item: fitted with the record
        if "$621" in context.record:
            assert context.excerpted == ()
        elif context.excerpted == ():
            shed_first = True
    assert shed_first
    assert "$621" in state.context(system="s", budget=None).record


def test_the_field_marks_the_priority_not_the_wording(state: AgentState) -> None:
    """An open thread worded like a named-values item is rendered and counted like any other."""
    user = state.append_user("Order ORD-99812 arrived damaged; the refund is $54.04.")
    state.append_assistant("I will look into it.")
    text = "The user's message named ORD-99812; $54.04."
    summary = {
        "objective": {"text": "Refund the damaged order.", "refs": [user.ref]},
        "open_threads": [{"text": text, "refs": [user.ref]}],
    }
    policy = CompactionPolicy(budget=5000, trigger=0.01, keep_tokens=1, keep_groups=1)
    result = state.compact(ScriptedSummarizer([summary]), policy=policy, force=True)
    assert result.committed, result.reason
    assert result.checkpoint is not None
    counter = ApproximateTokenCounter()
    assert result.checkpoint.token_count == summary_tokens(result.checkpoint.summary, counter)
    state.append_user("And " + "please hurry " * 40)
    for budget in range(300, 160, -10):
        context = state.context(system="s", budget=budget)
        assert text in context.record


def test_the_validator_judges_named_values_like_any_claim(state: AgentState) -> None:
    """A named value its cited message does not hold is an ungrounded literal, an error."""
    user = state.append_user("Order ORD-99812 arrived damaged.")
    state.append_assistant("Sorry to hear that.")
    candidate = {
        "objective": {"text": "Resolve the damaged order.", "refs": [user.ref]},
        "named_values": [{"text": "The user's message named ORD-55555.", "refs": [user.ref]}],
    }
    findings = validate(candidate, state, covers_through=2)
    assert [(f.rule, f.path) for f in findings if f.severity == "error"] == [
        ("grounded", "named_values[0].text")
    ] or any(f.path.startswith("named_values[0]") and f.severity == "error" for f in findings)
    candidate["named_values"] = [
        {"text": "The user's message named ORD-99812.", "refs": [user.ref]}
    ]
    assert [f for f in validate(candidate, state, covers_through=2) if f.severity == "error"] == []
    uncited = {**candidate, "named_values": [{"text": "The user's message named ORD-99812."}]}
    assert any(
        f.path.startswith("named_values") and f.severity == "error"
        for f in validate(uncited, state, covers_through=2)
    )


def test_named_values_render_last_and_the_latest_first_kept() -> None:
    """The field renders after every other, an application's included; a cut keeps the latest."""

    class Coding(NarrativeSummary):
        files_modified: list[Item] = Field(default_factory=list)

    raw = {
        "objective": {"text": "Fix the build.", "refs": ["ev_1"]},
        "named_values": [
            {"text": "The user's message named ORD-1.", "refs": ["ev_2"]},
            {"text": "The user's message named ORD-2.", "refs": ["ev_3"]},
        ],
        "files_modified": [{"text": "setup.py", "refs": ["ev_4"]}],
    }
    summary = Coding.model_validate(raw).model_dump(mode="json")
    assert list(summary).index("named_values") < list(summary).index("files_modified")
    whole = render_summary(summary)
    assert whole.index("Files modified:") < whole.index("ORD-1") < whole.index("ORD-2")
    latest = render_summary(summary, named_values=1)
    assert "ORD-2" in latest
    assert "ORD-1" not in latest
    assert whole.startswith(render_summary(summary, named_values=0))
    assert render_summary(summary, named_values=5) == whole


def _rejected(state: AgentState) -> list[tuple[str, list[str]]]:
    result = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert result.committed, result.reason
    assert result.checkpoint is not None
    items = result.checkpoint.summary["rejected"]
    assert isinstance(items, list)
    return [(item["text"], item["refs"]) for item in items]  # type: ignore[call-overload, index]


def test_a_failed_call_s_arguments_nothing_else_holds_are_named_with_its_refs(
    state: AgentState,
) -> None:
    """A failed call's item names the argument values nothing in view holds, citing the call."""
    state.append_user("You must put no more than $128 on card_7710442.")  # a constraint
    call = state.append_tool_call(
        "pay", {"card": "card_7710442", "parts": [{"amount": 128}, {"amount": 247}]}
    )
    result = state.append_tool_result(call, "Error: amount is required", is_error=True)
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    assert _rejected(state) == [("The call to pay failed; it named 247.", [call.ref, result.ref])]


def test_a_failed_call_whose_values_are_all_in_view_names_none(state: AgentState) -> None:
    """A failed call whose every value something else holds is said to fail, citing its result."""
    state.append_user("Cancel order W4921003, please.")
    call = state.append_tool_call("cancel", {"order_id": "W4921003"})
    result = state.append_tool_result(call, "Error: already shipped", is_error=True)
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    assert _rejected(state) == [("The call to cancel failed.", [result.ref])]


def test_a_failed_call_s_named_values_pass_the_validator(state: AgentState) -> None:
    """The values a failed call's item names are grounded in the call it cites."""
    call = state.append_tool_call("book", {"fare_id": "FR20931", "total": 3120})
    state.append_tool_result(call, {"error": "sold out"}, is_error=True)
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    result = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert result.committed
    assert result.checkpoint is not None
    assert "FR20931; 3120" in str(result.checkpoint.summary["rejected"])
    summary = NarrativeSummary.model_validate(result.checkpoint.summary)
    assert validate(summary, state, covers_through=result.checkpoint.covers_through) == []
