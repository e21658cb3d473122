"""The extractive summarizer: quotes, placeholders, carry-forward, and recovery from findings."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import (
    AgentState,
    CompactionPolicy,
    CompactionResult,
    ExtractiveSummarizer,
    Scratchpad,
)
from agentstate.backends import MemoryBackend
from agentstate.compaction.engine import plan
from agentstate.summarizers import SummaryRequest
from agentstate.summarizers.extractive import _quote, binding_sentences
from agentstate.summary import summary_tokens
from agentstate.tokens import ApproximateTokenCounter
from agentstate.validation import (
    DEFAULT_RULES,
    Finding,
    Severity,
    ValidationContext,
    blocking,
    validate,
)

POLICY = CompactionPolicy(budget=5000, trigger=0.01, keep_tokens=20, keep_groups=1)


class Facts(Scratchpad):
    order_id: str | None = None
    credit_cents: int | None = None


def test_quotes_cut_at_whole_words() -> None:
    """A long sentence is cut before a word, never inside one (a cut number would lie)."""
    assert _quote("credit of 25000 cents today", 14) == "credit of\u2026"
    assert _quote("short", 14) == "short"
    assert _quote("supercalifragilistic words", 5) == "supercalifragilistic\u2026"


def test_quotes_keep_the_values_their_speaker_said(make_state: Callable[..., AgentState]) -> None:
    """A quotation keeps its literal values; the summary validates; it reads the same later.

    With a placeholder, "cancel 4921" would render "cancel 5003" once the field moved on to
    the next order: a quote of what the user never said.
    """
    state = make_state(scratchpad=Facts)
    ask = state.append_user("Order 4921 is damaged. I must get the credit before Friday.")
    state.scratchpad.set("order_id", "4921", source=ask)
    for i in range(4):
        state.append_assistant(f"Checking shipment {i}.")
    result = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert result.committed, result.reason
    assert result.checkpoint is not None
    summary = result.checkpoint.summary
    assert "Order 4921 is damaged" in summary["objective"]["text"]  # type: ignore[index, operator]
    assert "{fact:" not in str(summary)
    assert summary["constraints"][0]["refs"] == ["ev_1"]  # type: ignore[index]
    before = state.context(system="s", budget=None).record
    next_order = state.append_user("Now order 5003, please.")
    state.scratchpad.set("order_id", "5003", source=next_order)
    after = state.context(system="s", budget=None).record
    assert "Order 4921 is damaged" in before
    assert "Order 4921 is damaged" in after
    assert "5003 is damaged" not in after


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


def test_ledger_actions_are_left_to_the_state_block(make_state: Callable[..., AgentState]) -> None:
    """An approval in the range is not repeated: the state block shows every action's status."""
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
    summary = result.checkpoint.summary
    assert refund.id not in str(summary)
    assert summary["open_threads"] == summary["next_steps"] == []
    block = state.context(system="s", budget=None).state_block
    assert f"- {refund.id} refund " in block


@attrs.frozen
class _NoNeighbours:
    """An application's rule: no item may mention the neighbours."""

    name: str = "neighbours"
    severity: Severity = "error"

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        assert context.summary is not None
        for path, item in context.summary.items():
            if "neighbour" in item.text:
                yield Finding(rule=self.name, severity="error", path=path, message="no")


def test_a_rejected_quote_is_left_out_on_the_next_attempt(
    make_state: Callable[..., AgentState],
) -> None:
    """A quoted sentence the validator refuses is dropped on retry, so compaction still commits."""
    state = make_state()
    state.append_user("Please refund order 4921.")
    state.append_user("My neighbour has a refund too, so I must get one before Friday.")
    for i in range(3):
        state.append_assistant(f"Working {i}.")
    policy = attrs.evolve(POLICY, rules=(*DEFAULT_RULES, _NoNeighbours()))
    result = state.compact(ExtractiveSummarizer(), policy=policy, force=True)
    assert result.committed, result.reason
    assert result.attempts == 2
    assert result.checkpoint is not None
    texts = [item["text"] for item in result.checkpoint.summary["constraints"]]  # type: ignore[index, union-attr]
    assert not any("neighbour" in text for text in texts)


def test_quoted_status_words_are_reported_speech(make_state: Callable[..., AgentState]) -> None:
    """A user's sentence saying "refunded" is quoted as said, not read as a claim: one attempt."""
    state = make_state()
    ask = state.append_user("Please refund order 4921.")
    state.ledger.propose("refund", {"order_id": "4921"}, source=ask)
    state.append_user("My neighbour was refunded, so I must be refunded too.")
    for i in range(3):
        state.append_assistant(f"Working {i}.")
    result = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert result.committed, result.reason
    assert result.attempts == 1
    assert result.checkpoint is not None
    texts = [item["text"] for item in result.checkpoint.summary["constraints"]]  # type: ignore[index, union-attr]
    assert texts == ['The user said: "My neighbour was refunded, so I must be refunded too."']


def test_a_quote_stays_valid_when_a_later_action_matches_its_words(
    make_state: Callable[..., AgentState],
) -> None:
    """A carried-forward quote naming a later action's kind never blocks compaction again.

    The constraint must carry forward, and the ledger's later credit action must not turn the
    user's words into a claim about it: every later compaction, and the one-attempt fallback,
    still commits.
    """
    state = make_state()
    ask = state.append_user("Hi, this is about order 4921.")
    state.append_user("The credit is approved, so I must get it by Friday.")
    for i in range(4):
        state.append_assistant(f"Step {i}.")
    assert state.compact(ExtractiveSummarizer(), policy=POLICY, force=True).committed
    state.ledger.propose("issue_credit", {"cents": 2500}, source=ask)
    for i in range(4):
        state.append_assistant(f"Step {i + 4}.")
    once = attrs.evolve(POLICY, max_attempts=1)
    result = state.compact(ExtractiveSummarizer(), policy=once, force=True)
    assert result.committed, result.reason
    assert result.checkpoint is not None
    [constraint] = result.checkpoint.summary["constraints"]  # type: ignore[misc]
    said = "The credit is approved, so I must get it by Friday."
    assert constraint["text"] == f'The user said: "{said}"'  # type: ignore[index]


@pytest.mark.parametrize(
    ("text", "binding"),
    [
        (
            "I want to fly on May 20th, in economy class. It'll be me.",
            ["I want to fly on May 20th, in economy class."],
        ),
        ("Hi! I'd like a window seat.", ["I'd like a window seat."]),
        ("Never email me. Thanks!", ["Never email me."]),
        ("My user id is mia_li_3668.", []),
        ("Neither of those works for me. Thanks.", ["Neither of those works for me."]),
        ("I need the quickest route home.", ["I need the quickest route home."]),
        ("Anything leaving after 6 PM is fine. Great.", ["Anything leaving after 6 PM is fine."]),
        ("It isn't urgent. Hello!", ["It isn't urgent."]),
        ("Can you look for trips before noon?", ["Can you look for trips before noon?"]),
    ],
)
def test_binding_sentences(text: str, binding: list[str]) -> None:
    """A user's rules, wants and needs, negations and bounds bind; a plain statement does not."""
    assert binding_sentences(text) == binding


def _session(state: AgentState) -> None:
    state.append_user("I want a refund for order 4921. Never call me.")
    state.append_assistant("I will look up the order.")
    call = state.append_tool_call("lookup", {"order": "4921"})
    state.append_tool_result(call, '{"total": 2599}')
    state.append_user("I'll go with the refund to my card.")
    action = state.ledger.propose("refund", {"order": "4921"}, source="ev_4")
    yes = state.append_user("Yes, go ahead.")
    state.ledger.approve(action.id, by="user", source=yes)
    state.append_assistant("Done.")
    state.append_assistant("Anything else?")


def test_quotes_the_user_and_leaves_actions_to_the_state_block(state: AgentState) -> None:
    """Wants are constraints, user choices decisions; ledger actions are left to the state."""
    _session(state)
    policy = CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1)
    result = state.compact(ExtractiveSummarizer(), policy=policy, force=True)
    assert result.committed, result.reason
    summary = result.checkpoint.summary  # type: ignore[union-attr]
    assert [item["text"] for item in summary["constraints"]] == [
        'The user said: "I want a refund for order 4921."',
        'The user said: "Never call me."',
    ]
    assert [item["text"] for item in summary["decisions"]] == [
        'The assistant committed: "I will look up the order."',
        'The user decided: "I\'ll go with the refund to my card."',
    ]
    assert summary["open_threads"] == summary["next_steps"] == summary["rejected"] == []
    assert "act_" not in str(summary)
    assert not blocking(validate(summary, state, covers_through=result.covers_through))


@pytest.mark.parametrize(
    ("first", "objective"),
    [
        (
            "Hi, this is Dana. Order 4921 arrived broken. I must get a credit by Friday.",
            "The user asked: Hi, this is Dana. Order 4921 arrived broken.",
        ),
        (
            "Hi! I want a refund for order 4921. Never call me.",
            "The user asked: Hi! I want a refund for order 4921. Never call me.",
        ),
    ],
)
def test_the_objective_does_not_quote_what_the_constraints_do(
    state: AgentState, first: str, objective: str
) -> None:
    """A sentence of the first message that binds is quoted once, as a constraint.

    The objective quotes the rest, or the whole message when the rest says nothing ("Hi!");
    every sentence is still in the summary, and it validates.
    """
    ask = state.append_user(first)
    for i in range(4):
        state.append_assistant(f"Step {i}.")
    request = _request(state, CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1))
    summary = ExtractiveSummarizer().summarize(request)
    assert summary.objective.text == objective
    assert summary.objective.refs == [ask.ref]
    quoted = [item.text for item in summary.constraints]
    assert all(sentence in str(quoted) + objective for sentence in first.split(". "))
    assert not blocking(validate(summary, state, covers_through=request.covers_through))


def test_over_its_budget_the_oldest_decisions_go_first(state: AgentState) -> None:
    """Over its budget the summary drops the oldest decisions and keeps every constraint."""
    state.append_user("I must get a credit before Friday.")
    for i in range(12):
        state.append_assistant(f"I will check warehouse {i} for the pallet and report back.")
    state.append_assistant("Anything else?")
    generous = CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1)
    tight = CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1, summary_tokens=120)
    full = ExtractiveSummarizer().summarize(_request(state, generous))
    fitted = ExtractiveSummarizer().summarize(_request(state, tight))
    assert len(full.decisions) == 12
    assert fitted.constraints == full.constraints
    assert 0 < len(fitted.decisions) < 12
    assert fitted.decisions == full.decisions[-len(fitted.decisions) :]


def _talkative(state: AgentState) -> list[str]:
    """A session whose user states more constraints than a small summary holds."""
    said = [
        "Could you tell me which trips leave after 6 PM?",  # a question: dropped first
        "I'm not sure about the booking code.",  # a negation
        "I need a seat by the window.",  # a need
        "I must be home by Sunday.",  # a rule: dropped last
        "None of the morning trips suit me.",
        "I'd like the cheapest fare.",
    ]
    for sentence in said:
        state.append_user(sentence)
        state.append_assistant("Noted.")
    state.append_assistant("Anything else?")
    return said


def test_over_its_limit_new_constraints_go_weakest_first(state: AgentState) -> None:
    """Over the validator's limit, new constraints go: limits and questions, then wants.

    The summary is asked to fit what the context leaves it (`budget_tokens`), but keeps its
    constraints up to the policy's share (`limit_tokens`), which the validator holds it to.
    """
    said = _talkative(state)
    generous = CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1)
    full = ExtractiveSummarizer().summarize(_request(state, generous))
    assert [item.text for item in full.constraints] == [f'The user said: "{s}"' for s in said]
    tight = CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1, summary_tokens=65)
    request = _request(state, tight)
    assert request.limit_tokens == 65
    fitted = ExtractiveSummarizer().summarize(request)
    kept = [
        item.text.removeprefix('The user said: "').removesuffix('"') for item in fitted.constraints
    ]
    assert kept == [said[2], said[3], said[5]]  # the need, the rule, the want
    findings = validate(fitted, state, covers_through=request.covers_through, budget_tokens=65)
    assert not blocking(findings)
    target = attrs.evolve(request, budget_tokens=40, limit_tokens=65)
    assert ExtractiveSummarizer().summarize(target).constraints == fitted.constraints


def test_constraints_carried_forward_are_never_dropped(state: AgentState) -> None:
    """A checkpoint's constraints stay in the next one, whatever its budget; new ones go."""
    said = _talkative(state)
    first = state.compact(
        ExtractiveSummarizer(),
        policy=CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1),
        force=True,
    )
    assert first.committed, first.reason
    state.append_user("No calls after 9 PM, please.")
    state.append_assistant("Noted.")
    state.append_assistant("Anything else?")
    tight = CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1, summary_tokens=112)
    summary = ExtractiveSummarizer().summarize(_request(state, tight))
    assert [item.text for item in summary.constraints] == [f'The user said: "{s}"' for s in said]


def test_an_offer_the_next_reply_answers_is_named(state: AgentState) -> None:
    """The span's last assistant message, unanswered within it, is named by its values.

    The user's "Yes, book those" in the tail then answers something still in view; the item
    is an open thread, not carried forward, and the summary validates.
    """
    state.append_user("Find me a train to Leeds on Friday.")
    state.append_assistant("Checking the timetable.")
    offer = state.append_assistant(
        "Train TR4403 leaves at 9:15 and costs $63.50. Train TR4471 leaves at 11:40 and "
        "costs $58.00. Shall I book one?"
    )
    state.append_user("Yes, book the cheaper one.")
    policy = CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1)
    request = _request(state, policy)
    assert request.covers_through == offer.seq
    summary = ExtractiveSummarizer().summarize(request)
    [awaiting] = summary.open_threads
    assert awaiting.refs == [offer.ref]
    assert awaiting.text == (
        "Awaiting the user's reply to the assistant's last message, which named "
        "TR4403, $63.50, TR4471, $58.00."
    )
    assert not blocking(validate(summary, state, covers_through=request.covers_through))


def test_an_offer_answered_within_the_span_is_not_named(state: AgentState) -> None:
    """Once the user answered it inside the span, the offer is no open thread."""
    state.append_user("Find me a train to Leeds on Friday.")
    state.append_assistant("Train TR4403 leaves at 9:15 and costs $63.50. Shall I book it?")
    state.append_user("Yes, book it.")
    state.append_assistant("Anything else?")
    state.append_user("No, thanks.")
    request = _request(state, CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1))
    assert ExtractiveSummarizer().summarize(request).open_threads == []


def _request(state: AgentState, policy: CompactionPolicy) -> SummaryRequest:
    run = plan(state, policy, force=True)
    assert not isinstance(run, CompactionResult)
    return run.request


def test_a_summary_fitted_to_its_budget_fits_it_as_the_budget_rule_measures(
    make_state: Callable[..., AgentState],
) -> None:
    """A summary fitted to its budget fits it as the budget rule measures, long values kept."""
    state = make_state(scratchpad=Facts)
    order = "Unit 4, 1200 Harbour Road, Port Melbourne VIC 3207, Australia"
    state.append_user("I must get a credit before Friday.")
    state.scratchpad.set("order_id", order, source="ev_1")
    for i in range(12):
        state.append_assistant(f"I will ship part {i} to {order} and report back.")
    state.append_assistant("Anything else?")
    tight = CompactionPolicy(budget=4000, keep_tokens=1, keep_groups=1, summary_tokens=300)
    request = _request(state, tight)
    fitted = ExtractiveSummarizer().summarize(request)
    assert order in str(fitted.decisions)
    findings = validate(fitted, state, covers_through=request.covers_through, budget_tokens=300)
    assert [finding for finding in findings if finding.rule == "budget"] == []


_SAID = st.sampled_from(
    [
        "I must be home by Sunday.",
        "Never call me after 9 PM.",
        "I'd like the cheapest fare.",
        "I need a seat by the window.",
        "None of the morning trips suit me.",
        "Could you check trips after 6 PM?",
        "I'm not sure about the booking code.",
        "Only trains with a restaurant car, please.",
        "My name is Dana.",
    ]
)


@settings(max_examples=40, deadline=None)
@given(
    first=st.lists(_SAID, min_size=1, max_size=6),
    then=st.lists(_SAID, min_size=1, max_size=6),
    limit=st.integers(40, 400),
)
def test_constraints_carried_forward_stay_and_new_ones_fit_the_limit(
    first: list[str], then: list[str], limit: int
) -> None:
    """Whatever the limit, every constraint carried forward stays; new ones stay within it.

    None stays once the carried ones alone are over the limit.
    """
    state = AgentState(MemoryBackend(), session_id="ticket-9104")
    for sentence in first:
        state.append_user(sentence)
        state.append_assistant("Noted.")
    state.append_assistant("Anything else?")
    generous = CompactionPolicy(budget=8000, keep_tokens=1, keep_groups=1)
    assert state.compact(ExtractiveSummarizer(), policy=generous, force=True).committed
    carried = state.checkpoints()[-1].summary["constraints"]
    for sentence in then:
        state.append_user(sentence + " Thanks.")
        state.append_assistant("Noted.")
    state.append_assistant("Anything else?")
    tight = CompactionPolicy(budget=8000, keep_tokens=1, keep_groups=1, summary_tokens=limit)
    request = _request(state, tight)
    summary = ExtractiveSummarizer().summarize(request)
    kept = [item.model_dump(mode="json") for item in summary.constraints]
    assert kept[: len(carried)] == carried
    added = kept[len(carried) :]
    if added:
        assert summary_tokens(summary.model_dump(mode="json"), ApproximateTokenCounter()) <= limit


def test_a_user_who_states_many_constraints_never_fails_a_compaction(state: AgentState) -> None:
    """Turn after turn of new constraints: every compaction commits, every request fits.

    Once the constraints carried forward fill the summary's share, new ones are left out
    (the log keeps them), rather than the summary going over the share and every attempt
    being refused.
    """
    policy = CompactionPolicy(budget=1000)
    for turn in range(40):
        state.append_user(
            f"For item {turn} I must have delivery before day {turn % 28 + 1}. "
            f"Also not on weekend {turn}."
        )
        call = state.append_tool_call("lookup", {"item": turn})
        state.append_tool_result(call, {"item": turn, "stock": turn + 3, "note": "ok " * 30})
        state.append_assistant(f"Item {turn} is in stock; I will schedule it.")
        result = state.compact(ExtractiveSummarizer(), policy=policy)
        assert result.outcome in ("committed", "skipped"), result.reason
        assert state.context(system="s", budget=1000).token_count <= 1000
    carried = state.checkpoints()[0].summary["constraints"]
    latest = state.checkpoints()[-1].summary["constraints"]
    assert latest[: len(carried)] == carried  # type: ignore[index]
