"""Compaction repairs a refused candidate, validates it again, and records every repair."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterator

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from agentstate import AgentState, CompactionHooks, EventKind, MemoryBackend, Scratchpad
from agentstate._json import JSONObject
from agentstate.compaction import CompactionPolicy
from agentstate.compaction.hooks import CandidateRejected, CandidateRepaired, TracingHooks
from agentstate.errors import InvalidInput
from agentstate.replay import replay
from agentstate.testing.summarizers import ScriptedSummarizer
from agentstate.validation import DEFAULT_RULES, Finding, ValidationContext, blocking, validate

from .test_hooks import FakeTracer


class Facts(Scratchpad):
    order_id: str | None = None
    credit_cents: int | None = None


POLICY = CompactionPolicy(budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1, max_attempts=1)
OBJECTIVE = {"text": "Get a credit for the damaged pallet.", "refs": ["ev_1"]}
SHIP = "Ship the replacement for W4923227."
UNSUPPORTED = "Credit 7777 cents."
QUOTED = 'The user wrote "ship W4923227 today".'
CHECK = {"text": "Check each item.", "refs": ["ev_7"]}
CALL = {"text": "Call the customer back.", "refs": ["ev_1"]}


def _fill(state: AgentState) -> None:
    """ev_1 the user; ev_2..ev_3 an order lookup; ev_4 order_id; ev_5 credit_cents; filler."""
    state.append_user("My pallet arrived damaged. I must get a credit before Friday.")
    call = state.append_tool_call("lookup_order", {"customer": "mia"})
    found = state.append_tool_result(call, {"order_id": "W4923227", "status": "delivered"})
    state.scratchpad.set("order_id", "W4923227", source=found)
    state.scratchpad.set("credit_cents", 2500, source=found)
    _lookups(state)


def _lookups(state: AgentState) -> None:
    """Twelve lookups and replies: history enough to compact."""
    for i in range(12):
        lookup = state.append_tool_call("lookup", {"item": i})
        state.append_tool_result(lookup, {"row": f"item {i} " + "detail " * 6})
        state.append_assistant(f"I will check item {i + 1} next.")


@pytest.fixture
def facts_state(make_state: Callable[..., AgentState]) -> AgentState:
    """A filled state whose scratchpad holds order_id and credit_cents."""
    state = make_state(scratchpad=Facts)
    _fill(state)
    return state


def _candidate(*steps: str | dict[str, object], objective: object = None) -> JSONObject:
    return {
        "objective": objective or OBJECTIVE,
        "next_steps": [
            step if isinstance(step, dict) else {"text": step, "refs": ["ev_1"]} for step in steps
        ],
    }


def _compactions(state: AgentState) -> list[dict[str, object]]:
    return [dict(e.content) for e in state.events() if e.kind is EventKind.COMPACTION]


def _stored_summaries(state: AgentState) -> str:
    return str([c.summary for c in state.checkpoints()])


def test_a_current_value_becomes_its_placeholder_and_commits(facts_state: AgentState) -> None:
    """An ungrounded literal equal to a current fact is written as its placeholder; recorded."""
    summarizer = ScriptedSummarizer([_candidate(SHIP, CHECK)])
    result = facts_state.compact(summarizer, policy=POLICY)
    assert result.committed, result.reason
    summarizer.assert_complete()
    assert result.attempts == 1
    assert result.checkpoint is not None
    steps = result.checkpoint.summary["next_steps"]
    assert steps == [
        {"text": "Ship the replacement for {fact:order_id}.", "refs": ["ev_1"]},
        CHECK,
    ]
    [repair] = result.repairs
    assert (repair.kind, repair.path) == ("placeholder", "next_steps[0].text")
    assert (repair.before, repair.after) == (SHIP, "Ship the replacement for {fact:order_id}.")
    assert {finding.rule for finding in repair.findings} == {"grounding"}
    assert not blocking(result.findings)
    [record] = _compactions(facts_state)
    assert record["outcome"] == "committed"
    assert record["repairs"] == [repair.to_json()]
    assert record["summary"] == result.checkpoint.summary
    rendered = facts_state.context(system="s", budget=None).to_openai()
    assert any('Ship the replacement for "W4923227".' in str(m["content"]) for m in rendered)


def test_an_unsupported_item_is_dropped_and_the_drop_recorded(facts_state: AgentState) -> None:
    """A list item that no placeholder repairs is left out; the drop keeps item and findings."""
    result = facts_state.compact(
        ScriptedSummarizer([_candidate(CALL, UNSUPPORTED, CHECK)]), policy=POLICY
    )
    assert result.committed, result.reason
    assert result.checkpoint is not None
    assert result.checkpoint.summary["next_steps"] == [CALL, CHECK]
    [repair] = result.repairs
    assert (repair.kind, repair.path, repair.after) == ("dropped", "next_steps[1]", None)
    assert repair.before == {"text": UNSUPPORTED, "refs": ["ev_1"]}
    assert [f.found for f in repair.findings] == ["7777"]
    [record] = _compactions(facts_state)
    assert record["repairs"] == [repair.to_json()]


def test_a_quoted_literal_is_never_replaced(facts_state: AgentState) -> None:
    """Quoted words keep their value: the item is committed as written, never rewritten.

    The current order id cited to another event is only a warning.
    """
    result = facts_state.compact(
        ScriptedSummarizer([_candidate(CALL, QUOTED, CHECK)]), policy=POLICY
    )
    assert result.committed, result.reason
    assert result.repairs == ()
    assert "{fact:order_id}" not in _stored_summaries(facts_state)
    assert "ship W4923227 today" in _stored_summaries(facts_state)
    assert {(f.rule, f.severity) for f in result.findings} == {("grounding", "warning")}


def test_a_quoted_literal_in_the_objective_stays_rejected(facts_state: AgentState) -> None:
    """The objective is never dropped and its quote never rewritten: rejected, recorded."""
    objective = {"text": 'The user asked: "credit 7777 cents".', "refs": ["ev_1"]}
    result = facts_state.compact(
        ScriptedSummarizer([_candidate(CALL, objective=objective)]), policy=POLICY
    )
    assert result.outcome == "rejected"
    assert result.repairs == ()
    assert facts_state.checkpoints() == []
    [record] = _compactions(facts_state)
    assert "objective" in str(record["repair_refused"])
    assert "repairs" not in record


class Renamed(Scratchpad):
    order_id: str | None = None
    ticket_id: str | None = None


def test_a_stale_value_is_dropped_not_disguised_as_another_field(
    make_state: Callable[..., AgentState],
) -> None:
    """A superseded order id equal to another field's value never becomes its placeholder."""
    state = make_state(scratchpad=Renamed)
    first = state.append_user("My order is W1000. I need a credit.")
    state.scratchpad.set("order_id", "W1000", source=first)
    state.scratchpad.set("ticket_id", "W1000", source=first)
    fixed = state.append_user("Sorry, the order is W2000.")
    state.scratchpad.set("order_id", "W2000", source=fixed)
    _lookups(state)
    stale = {"text": "Ship order W1000.", "refs": [first.ref]}
    result = state.compact(ScriptedSummarizer([_candidate(stale, CALL)]), policy=POLICY)
    assert result.committed, result.reason
    [repair] = result.repairs
    assert (repair.kind, repair.path) == ("dropped", "next_steps[0]")
    assert "superseded" in repair.findings[0].message
    assert "{fact:ticket_id}" not in _stored_summaries(state)


def test_an_objective_problem_is_not_repaired(facts_state: AgentState) -> None:
    """An objective refused for what no placeholder fixes leaves the candidate rejected."""
    objective = {"text": "Get 7777 credits for the pallet.", "refs": ["ev_1"]}
    summarizer = ScriptedSummarizer([_candidate(CALL, UNSUPPORTED, objective=objective)] * 2)
    policy = CompactionPolicy(
        budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1, max_attempts=2
    )
    result = facts_state.compact(summarizer, policy=policy)
    assert result.outcome == "rejected"
    assert result.attempts == 2
    assert facts_state.checkpoints() == []
    records = _compactions(facts_state)
    assert [r["outcome"] for r in records] == ["rejected", "rejected"]
    assert all("objective" in str(r["repair_refused"]) for r in records)
    # The next attempt is told what the summarizer wrote, paths as it wrote them.
    assert {f.path for f in summarizer.requests[1].findings} >= {
        "objective.text",
        "next_steps[1].text",
    }


def test_the_objective_may_get_a_placeholder(facts_state: AgentState) -> None:
    """A placeholder changes no meaning: the objective gets one and the candidate commits."""
    objective = {"text": "Get a credit for W4923227.", "refs": ["ev_1"]}
    result = facts_state.compact(
        ScriptedSummarizer([_candidate(CALL, objective=objective)]), policy=POLICY
    )
    assert result.committed, result.reason
    assert result.checkpoint is not None
    assert result.checkpoint.summary["objective"] == {
        "text": "Get a credit for {fact:order_id}.",
        "refs": ["ev_1"],
    }


def test_the_cap_on_dropped_items(facts_state: AgentState) -> None:
    """More than half of the list items dropped: rejected; a policy may allow more."""
    candidate = _candidate(UNSUPPORTED, "Refund 8888 cents.", "Refund 9999 cents.", CALL)
    result = facts_state.compact(ScriptedSummarizer([candidate]), policy=POLICY)
    assert result.outcome == "rejected"
    [record] = _compactions(facts_state)
    assert "3 of the candidate's 4 list items" in str(record["repair_refused"])
    generous = CompactionPolicy(
        budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1, max_attempts=1, repair_max_drop=1
    )
    result = facts_state.compact(ScriptedSummarizer([candidate]), policy=generous)
    assert result.committed, result.reason
    assert [r.kind for r in result.repairs] == ["dropped"] * 3


def test_repair_can_be_turned_off(facts_state: AgentState) -> None:
    """With repair=False, a refused candidate is rejected as it was."""
    policy = CompactionPolicy(
        budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1, max_attempts=1, repair=False
    )
    result = facts_state.compact(
        ScriptedSummarizer([_candidate(UNSUPPORTED, CHECK)]), policy=policy
    )
    assert result.outcome == "rejected"
    [record] = _compactions(facts_state)
    assert not {"repairs", "repair_refused"} & set(record)


def test_policy_checks_its_repair_options() -> None:
    """The policy's repair is a bool and its repair_max_drop a share in [0, 1]."""
    with pytest.raises(InvalidInput):
        CompactionPolicy(budget=100, repair_max_drop=1.5)
    with pytest.raises(InvalidInput):
        CompactionPolicy(budget=100, repair="yes")  # type: ignore[arg-type]
    assert CompactionPolicy(budget=100).repair is True
    assert CompactionPolicy(budget=100).repair_max_drop == 0.5


class _NoPlaceholderSteps:
    """A domain rule that refuses placeholders in next steps (as a whole field)."""

    name = "no-placeholder-steps"
    severity = "error"

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        for path, item in context.items():
            if path.startswith("next_steps") and "{fact:" in item.text:
                yield Finding(
                    rule=self.name, severity="error", path="next_steps", message="no placeholders"
                )


class Recorder(CompactionHooks):
    """Keeps the repairs and rejections it is told of."""

    def __init__(self) -> None:
        self.events: list[object] = []

    def on_repaired(self, event: CandidateRepaired) -> None:
        self.events.append(event)

    def on_rejected(self, event: CandidateRejected) -> None:
        self.events.append(event)


def test_a_repaired_candidate_still_refused_is_rejected_with_its_repairs(
    facts_state: AgentState,
) -> None:
    """The repaired form is validated from scratch; refused again, the rejection keeps all."""
    recorder = Recorder()
    policy = CompactionPolicy(
        budget=1000,
        trigger=0.3,
        keep_tokens=80,
        keep_groups=1,
        max_attempts=1,
        rules=(*DEFAULT_RULES, _NoPlaceholderSteps()),
        hooks=(recorder,),
    )
    written = _candidate(SHIP, UNSUPPORTED, CHECK)
    result = facts_state.compact(ScriptedSummarizer([written]), policy=policy)
    assert result.outcome == "rejected"
    assert "still rejected" in result.reason
    assert [r.kind for r in result.repairs] == ["placeholder", "dropped"]
    assert {f.rule for f in blocking(result.findings)} == {"grounding"}  # as written
    assert facts_state.checkpoints() == []
    [record] = _compactions(facts_state)
    assert record["candidate"] == written
    assert record["repairs"] == [r.to_json() for r in result.repairs]
    assert record["repaired_candidate"] == _candidate(
        "Ship the replacement for {fact:order_id}.", CHECK
    )
    assert [f["rule"] for f in record["repaired_findings"]] == ["no-placeholder-steps"]  # type: ignore[index,union-attr]
    repaired, rejected = recorder.events
    assert isinstance(repaired, CandidateRepaired)
    assert isinstance(rejected, CandidateRejected)
    assert repaired.accepted is False
    assert [f.rule for f in repaired.findings] == ["no-placeholder-steps"]
    assert rejected.repairs == result.repairs


def test_hooks_log_and_spans_see_repairs(
    facts_state: AgentState, caplog: pytest.LogCaptureFixture
) -> None:
    """on_repaired gets the repairs and the verdict; the log and the span say so too."""
    recorder, tracer = Recorder(), FakeTracer()
    policy = CompactionPolicy(
        budget=1000,
        trigger=0.3,
        keep_tokens=80,
        keep_groups=1,
        hooks=(recorder, TracingHooks(tracer)),
    )
    with caplog.at_level(logging.INFO, logger="agentstate.compaction"):
        result = facts_state.compact(
            ScriptedSummarizer([_candidate(SHIP, UNSUPPORTED, CHECK)]), policy=policy
        )
    assert result.committed, result.reason
    [event] = recorder.events
    assert isinstance(event, CandidateRepaired)
    assert event.accepted is True
    assert event.attempt == 1
    assert event.by == "scripted"
    assert event.repairs == result.repairs
    assert [r.kind for r in event.repairs] == ["placeholder", "dropped"]
    messages = [record.getMessage() for record in caplog.records]
    assert any("repaired" in text and "accepted" in text for text in messages)
    assert any("committed" in text and "2 repairs" in text for text in messages)
    [span] = tracer.spans
    assert span.events == [
        ("repaired", {"attempt": 1, "placeholders": 1, "dropped": 1, "accepted": True})
    ]
    assert span.attributes["agentstate.compaction.repairs"] == 2


def test_async_compaction_repairs_too(facts_state: AgentState) -> None:
    """The async path repairs, validates again and records exactly as compact does."""
    recorder = Recorder()
    policy = CompactionPolicy(
        budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1, hooks=(recorder,)
    )
    summarizer = ScriptedSummarizer([_candidate(SHIP, UNSUPPORTED, CHECK)])
    result = asyncio.run(facts_state.acompact(summarizer, policy=policy))
    assert result.committed, result.reason
    assert result.checkpoint is not None
    assert result.checkpoint.summary["next_steps"] == [
        {"text": "Ship the replacement for {fact:order_id}.", "refs": ["ev_1"]},
        CHECK,
    ]
    assert [(r.kind, r.path) for r in result.repairs] == [
        ("placeholder", "next_steps[0].text"),
        ("dropped", "next_steps[1]"),
    ]
    [record] = _compactions(facts_state)
    assert record["repairs"] == [r.to_json() for r in result.repairs]
    assert [type(e).__name__ for e in recorder.events] == ["CandidateRepaired"]


def test_replay_rebuilds_a_repaired_checkpoint(facts_state: AgentState) -> None:
    """The committed event stores the repaired summary: replay gives the same checkpoint."""
    result = facts_state.compact(
        ScriptedSummarizer([_candidate(SHIP, UNSUPPORTED, CHECK)]), policy=POLICY
    )
    assert result.committed
    rebuilt = replay(facts_state)
    assert list(rebuilt.checkpoints) == facts_state.checkpoints() == [result.checkpoint]


_OBJECTIVES = st.sampled_from(
    [
        OBJECTIVE,
        {"text": "Get a credit for W4923227.", "refs": ["ev_1"]},
        {"text": "Get 7777 credits.", "refs": ["ev_1"]},
    ]
)
_STEPS = st.sampled_from(
    [
        SHIP,
        UNSUPPORTED,
        QUOTED,
        CHECK,
        CALL,
        "Refund 2500 cents.",
        "The credit was approved.",
        "Ship W4923227 and refund 2500 cents.",
    ]
)


@settings(max_examples=25, suppress_health_check=[HealthCheck.too_slow])
@given(
    objective=_OBJECTIVES,
    steps=st.lists(_STEPS, max_size=5),
    max_drop=st.sampled_from([0.0, 0.5, 1.0]),
)
def test_a_repaired_candidate_that_commits_always_validates(
    objective: JSONObject, steps: list[str | dict[str, object]], max_drop: float
) -> None:
    """Whatever the candidate, a commit holds a summary the validator accepts as stored."""
    with AgentState.open(MemoryBackend(), session_id="p", scratchpad=Facts) as state:
        _fill(state)
        policy = CompactionPolicy(
            budget=1000,
            trigger=0.3,
            keep_tokens=80,
            keep_groups=1,
            max_attempts=1,
            repair_max_drop=max_drop,
        )
        candidate = _candidate(*steps, objective=objective)
        result = state.compact(ScriptedSummarizer([candidate]), policy=policy)
        [record] = _compactions(state)
        event(f"{result.outcome} {sorted({r.kind for r in result.repairs})}")
        if not result.committed:
            assert state.checkpoints() == []
            return
        checkpoint = result.checkpoint
        assert checkpoint is not None
        findings = validate(
            checkpoint.summary, state, covers_through=checkpoint.covers_through, parent=None
        )
        assert not blocking(findings), findings
        assert record["summary"] == checkpoint.summary
        summary = str(checkpoint.summary)
        assert "ship {fact:" not in summary  # the quote was never rewritten
        if result.repairs:
            assert record["repairs"] == [r.to_json() for r in result.repairs]
        else:
            assert all(checkpoint.summary[key] == value for key, value in candidate.items())


def test_a_warned_value_s_placeholder_refused_leaves_the_candidate_as_written(
    facts_state: AgentState,
) -> None:
    """A placeholder for a warned value is an improvement, not a condition.

    When a domain rule refuses the repaired form, the candidate commits as written.
    """
    policy = CompactionPolicy(
        budget=1000,
        trigger=0.3,
        keep_tokens=80,
        keep_groups=1,
        max_attempts=1,
        rules=(*DEFAULT_RULES, _NoPlaceholderSteps()),
    )
    result = facts_state.compact(ScriptedSummarizer([_candidate(SHIP, CHECK)]), policy=policy)
    assert result.committed, result.reason
    assert result.repairs == ()
    assert result.checkpoint is not None
    assert result.checkpoint.summary["next_steps"][0]["text"] == SHIP
