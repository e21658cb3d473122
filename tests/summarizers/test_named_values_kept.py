"""Named values the summary keeps: under a full summary, beside a shed block, once overwritten."""

from __future__ import annotations

from collections.abc import Callable

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer, Scratchpad, validate
from agentstate.summary import summary_tokens
from agentstate.tokens import ApproximateTokenCounter

POLICY = CompactionPolicy(budget=5000, trigger=0.01, keep_tokens=1, keep_groups=1)


def _named_texts(state: AgentState, policy: CompactionPolicy = POLICY) -> str:
    result = state.compact(ExtractiveSummarizer(), policy=policy, force=True)
    assert result.committed, result.reason
    assert result.checkpoint is not None
    return str(result.checkpoint.summary["named_values"])


def test_the_budget_rule_counts_a_summary_as_its_checkpoint_does(state: AgentState) -> None:
    """Named values are left out of the budget rule's count, as of the checkpoint's."""
    said = state.append_assistant(
        "The charges are $44, $621 and $621 on card CC-55123 (ref R88211)."
    )
    candidate = {
        "objective": {"text": "Book the trips.", "refs": [said.ref]},
        "named_values": [
            {
                "text": "The assistant's message named $44; $621; CC-55123; R88211.",
                "refs": [said.ref],
            }
        ],
    }
    counter = ApproximateTokenCounter()
    without = summary_tokens(candidate, counter, named_values=0)  # type: ignore[arg-type]
    assert summary_tokens(candidate, counter) > without  # type: ignore[arg-type]
    findings = validate(candidate, state, covers_through=said.seq, budget_tokens=without)
    # the named values are measured on their own (they may not pass the budget alone)
    assert [f for f in findings if f.rule == "budget" and f.path != "named_values"] == []
    findings = validate(candidate, state, covers_through=said.seq, budget_tokens=without - 1)
    assert [f.path for f in findings if f.severity == "error" and f.rule == "budget"][-1] == ""


def test_a_summary_its_constraints_fill_still_keeps_its_named_values(state: AgentState) -> None:
    """Constraints carried forward up to the limit do not push the named values out."""
    policy = CompactionPolicy(
        budget=5000, trigger=0.01, keep_tokens=1, keep_groups=1, summary_tokens=120
    )
    for i in range(12):
        state.append_user(f"I need the seat number {i} to stay unchanged on every leg.")
        state.append_assistant("Noted.")
    state.compact(ExtractiveSummarizer(), policy=policy, force=True)
    state.append_assistant("Your card will be charged $44 for you and $621 for each guest.")
    state.append_user("Thanks.")
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    assert "$621" in _named_texts(state, policy)


def test_a_value_only_a_shed_part_of_the_block_holds_is_named(state: AgentState) -> None:
    """A closed action's parameters are shed first under a budget: they hold no named value."""
    call = state.append_assistant("Charging the card now.")
    action = state.ledger.propose("charge", {"amount": 621}, source=call)
    state.ledger.approve(action.id, by="user", source=call)
    state.ledger.execute(action.id, by="tool_runner", source=call)
    said = state.append_assistant("Done: $621 is charged to your card.")
    state.append_user("Thanks.")
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    _named_texts(state)
    assert _items(state) == [("The assistant's message named $621.", [said.ref])]


def _items(state: AgentState) -> list[tuple[str, list[str]]]:
    items = state.checkpoints()[-1].summary["named_values"]
    assert isinstance(items, list)
    return [(item["text"], item["refs"]) for item in items]  # type: ignore[call-overload, index]


class Searches(Scratchpad):
    """The latest search, overwritten by the next one."""

    last_search: str | None = None


def test_an_overwritten_value_a_later_message_names_stays_in_the_summary(
    make_state: Callable[..., AgentState],
) -> None:
    """The outbound search, overwritten by the return search, is kept while the agent uses it."""
    state = make_state(scratchpad=Searches)
    state.append_user("Find trains out on the 19th and back on the 23rd.")
    outbound = state.append_assistant("Searching the outbound trains.")
    state.scratchpad.set("last_search", "LDS-YRK 2024-05-19: TR4403, TR4410", source=outbound)
    back = state.append_assistant("Searching the return trains.")
    state.scratchpad.set("last_search", "YRK-LDS 2024-05-23: TR5501", source=back)
    state.append_assistant("Out on TR4403 and back on TR5501: shall I book both?")
    state.append_user("Yes please.")
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    _named_texts(state)
    assert ("The earlier last_search named 2024-05-19; TR4410.", [outbound.ref, "ev_3"]) in _items(
        state
    )


def test_an_overwritten_value_no_later_message_names_is_not_kept(
    make_state: Callable[..., AgentState],
) -> None:
    """A search the conversation moved on from costs nothing."""
    state = make_state(scratchpad=Searches)
    outbound = state.append_assistant("Searching the outbound trains.")
    state.scratchpad.set("last_search", "LDS-YRK 2024-05-19: TR4403, TR4410", source=outbound)
    back = state.append_assistant("Searching the return trains.")
    state.scratchpad.set("last_search", "YRK-LDS 2024-05-23: TR5501", source=back)
    state.append_assistant("Back on TR5501: shall I book it?")
    state.append_user("Yes please.")
    for i in range(3):
        state.append_assistant(f"Step {i}.")
    assert "earlier" not in _named_texts(state)
