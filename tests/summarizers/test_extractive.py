"""The extractive summarizer: quotes, placeholders, carry-forward, and recovery from findings."""

from __future__ import annotations

from collections.abc import Callable

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer, Scratchpad
from agentstate.summarizers.extractive import _quote

POLICY = CompactionPolicy(budget=5000, trigger=0.01, keep_tokens=20, keep_groups=1)


class Facts(Scratchpad):
    order_id: str | None = None
    credit_cents: int | None = None


def test_quotes_cut_at_whole_words() -> None:
    """A long sentence is cut before a word, never inside one (a cut number would lie)."""
    assert _quote("credit of 25000 cents today", 14) == "credit of\u2026"
    assert _quote("short", 14) == "short"
    assert _quote("supercalifragilistic words", 5) == "supercalifragilistic\u2026"


def test_values_become_placeholders(make_state: Callable[..., AgentState]) -> None:
    """Quoted text names scratchpad values through {fact:KEY}; the summary validates."""
    state = make_state(scratchpad=Facts)
    ask = state.append_user("Order 4921 is damaged. I must get the credit before Friday.")
    state.scratchpad.set("order_id", "4921", source=ask)
    for i in range(4):
        state.append_assistant(f"Checking shipment {i}.")
    result = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert result.committed, result.reason
    assert result.checkpoint is not None
    summary = result.checkpoint.summary
    assert "{fact:order_id}" in summary["objective"]["text"]  # type: ignore[index, operator]
    assert summary["constraints"][0]["refs"] == ["ev_1"]  # type: ignore[index]


def test_constraints_carry_forward(make_state: Callable[..., AgentState]) -> None:
    """Every constraint of the previous checkpoint is in the next one, unchanged."""
    state = make_state()
    state.append_user("Never call me; email only.")
    for i in range(4):
        state.append_assistant(f"Step {i}.")
    first = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    state.append_user("Also, the invoice must go to accounts@northwind.test.")
    for i in range(4):
        state.append_assistant(f"Step {i + 4}.")
    second = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert first.checkpoint is not None
    assert second.checkpoint is not None
    before = first.checkpoint.summary["constraints"]
    after = second.checkpoint.summary["constraints"]
    assert isinstance(before, list)
    assert isinstance(after, list)
    assert after[: len(before)] == before
    assert len(after) == len(before) + 1


def test_ledger_decisions_are_named_by_placeholder(make_state: Callable[..., AgentState]) -> None:
    """An approval in the range becomes a decision naming the action, never its status."""
    state = make_state()
    ask = state.append_user("Please refund order 4921.")
    refund = state.ledger.propose("refund", {"order_id": "4921"}, source=ask)
    yes = state.append_user("Supervisor: approved.")
    state.ledger.approve(refund.id, by="supervisor", source=yes)
    for i in range(3):
        state.append_assistant(f"Working {i}.")
    result = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert result.committed, result.reason
    assert result.checkpoint is not None
    decisions = [item["text"] for item in result.checkpoint.summary["decisions"]]  # type: ignore[index, union-attr]
    assert f"Ledger decision on {{action:{refund.id}}} by supervisor." in decisions


def test_a_rejected_quote_is_left_out_on_the_next_attempt(
    make_state: Callable[..., AgentState],
) -> None:
    """A quoted sentence the validator refuses is dropped on retry, so compaction still commits."""
    state = make_state()
    ask = state.append_user("Please refund order 4921.")
    state.ledger.propose("refund", {"order_id": "4921"}, source=ask)
    state.append_user("My neighbour was refunded, so I must be refunded too.")
    for i in range(3):
        state.append_assistant(f"Working {i}.")
    result = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert result.committed, result.reason
    assert result.attempts == 2
    assert result.checkpoint is not None
    texts = [item["text"] for item in result.checkpoint.summary["constraints"]]  # type: ignore[index, union-attr]
    assert not any("refunded" in text for text in texts)
