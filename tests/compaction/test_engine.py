"""Compaction: generate, validate, then commit; every failure changes nothing but the log."""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable
from pathlib import Path
from types import MappingProxyType
from typing import Annotated

import attrs
import pytest
from pydantic import Field

from agentstate import AgentState, EventKind, Scratchpad, Secondary
from agentstate.compaction import CompactionPolicy, context_size, split_point
from agentstate.context import record_header
from agentstate.errors import (
    CheckpointConflict,
    CompactionFailed,
    ContextBudgetExceeded,
    InvalidInput,
)
from agentstate.state_block import state_message_tokens
from agentstate.summarizers import ExtractiveSummarizer, ModelCandidate, SummaryRequest
from agentstate.summary import NarrativeSummary, summary_tokens
from agentstate.testing.summarizers import (
    EmptySummarizer,
    FunctionSummarizer,
    NotJsonSummarizer,
    RaisingSummarizer,
    ScriptedSummarizer,
    SlowSummarizer,
    TimeoutSummarizer,
)
from agentstate.validation import DEFAULT_RULES

POLICY = CompactionPolicy(budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1)


def _fill(state: AgentState, turns: int = 12) -> None:
    state.append_user(
        "My pallet for order 4921 arrived damaged. I must get a credit before Friday."
    )
    for i in range(turns):
        call = state.append_tool_call("lookup", {"item": i})
        state.append_tool_result(call, {"row": f"item {i} " + "detail " * 6})
        state.append_assistant(f"I will check item {i + 1} next.")


_VALID = {"objective": {"text": "Get a credit for the damaged pallet.", "refs": ["ev_1"]}}


def _valid(request: SummaryRequest) -> NarrativeSummary:
    return NarrativeSummary.model_validate(_VALID)


def _compactions(state: AgentState) -> list[dict[str, object]]:
    return [dict(e.content) for e in state.events() if e.kind is EventKind.COMPACTION]


def test_policy_rejects_nonsense() -> None:
    """A policy with a non-positive budget or a trigger outside (0, 1] is refused."""
    with pytest.raises(InvalidInput):
        CompactionPolicy(budget=0)
    with pytest.raises(InvalidInput):
        CompactionPolicy(budget=100, trigger=1.5)
    with pytest.raises(InvalidInput):
        CompactionPolicy(budget=100, keep_groups=-1)


def test_compact_needs_a_policy(state: AgentState) -> None:
    """Without a policy passed or set at open, compact raises InvalidInput."""
    with pytest.raises(InvalidInput, match="no compaction policy"):
        state.compact(ExtractiveSummarizer())


def test_below_the_trigger_is_skipped_and_not_recorded(state: AgentState) -> None:
    """Under the trigger nothing happens: a skipped result, no event, no checkpoint."""
    state.append_user("hello")
    result = state.compact(ExtractiveSummarizer(), policy=POLICY)
    assert result.outcome == "skipped"
    assert "below the trigger" in result.reason
    assert result.tokens_after == result.tokens_before
    assert [e.kind for e in state.events()] == [EventKind.USER]


def test_commit_moves_the_boundary_and_stores_the_summary(state: AgentState) -> None:
    """A committed compaction records a checkpoint and a compaction event holding the summary."""
    _fill(state)
    result = state.compact(ExtractiveSummarizer(), policy=POLICY)
    assert result.committed, result.reason
    assert result.tokens_after < result.tokens_before
    [checkpoint] = state.checkpoints()
    assert checkpoint == result.checkpoint
    assert (checkpoint.version, checkpoint.parent) == (1, 0)
    assert checkpoint.summarizer == "extractive"
    event = state.evidence.get(checkpoint.ref)
    assert event.kind is EventKind.COMPACTION
    assert event.content["summary"] == checkpoint.summary
    assert event.content["covers_through"] == checkpoint.covers_through
    assert checkpoint.summary["objective"]["refs"] == ["ev_1"]  # type: ignore[index]


def test_boundary_is_safe_and_keeps_the_tail(state: AgentState) -> None:
    """The boundary never splits a tool exchange and leaves the policy's verbatim tail."""
    _fill(state)
    policy = CompactionPolicy(budget=400, keep_tokens=120, keep_groups=2)
    result = state.compact(ExtractiveSummarizer(), policy=policy)
    assert result.committed
    boundary = state.evidence.get(f"ev_{result.covers_through}")
    assert boundary.open_calls == 0
    tail = [e for e in state.events(after=result.covers_through) if e.is_message]
    assert sum(e.tokens for e in tail) >= 120


def test_pending_call_is_never_covered(state: AgentState) -> None:
    """A call still waiting for its result stays beyond the boundary."""
    _fill(state)
    pending = state.append_tool_call("slow_lookup", {"order": "4921"})
    result = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert result.committed
    assert result.covers_through < pending.seq


def test_second_compaction_folds_the_first_forward(state: AgentState) -> None:
    """The next checkpoint's parent is the previous one; constraints are carried forward."""
    _fill(state)
    first = state.compact(ExtractiveSummarizer(), policy=POLICY)
    _fill(state, turns=10)
    second = state.compact(ExtractiveSummarizer(), policy=POLICY)
    assert second.committed
    assert second.checkpoint is not None
    assert (second.checkpoint.version, second.checkpoint.parent) == (2, 1)
    assert second.covers_through > first.covers_through
    assert first.checkpoint is not None
    assert first.checkpoint.summary["constraints"] == second.checkpoint.summary["constraints"][:1]  # type: ignore[index]


def test_summarizer_error_changes_nothing_but_is_recorded(state: AgentState) -> None:
    """An exception from the summarizer is a failed outcome, recorded, with no checkpoint."""
    _fill(state)
    result = state.compact(RaisingSummarizer(RuntimeError("503 overloaded")), policy=POLICY)
    assert result.outcome == "failed"
    assert "503 overloaded" in (result.error or "")
    assert state.checkpoints() == []
    [record] = _compactions(state)
    assert record["outcome"] == "failed"
    assert "RuntimeError: 503 overloaded" in str(record["error"])
    assert result.event_ref == f"ev_{len(list(state.events()))}"


@pytest.mark.parametrize("run", ["sync", "async"])
def test_the_usage_a_summarizer_reports_is_recorded_with_each_attempt(
    state: AgentState, run: str
) -> None:
    """A model's cost per attempt (rejected, committed or failed) is in its compaction event."""
    _fill(state)
    answers = iter(
        [
            ModelCandidate(candidate={"objective": {"text": "x"}}, usage={"input_tokens": 7}),
            ModelCandidate(
                candidate=_VALID, usage={"input_tokens": 9, "output_tokens": 3}, model="m-1"
            ),
        ]
    )
    summarizer = FunctionSummarizer(lambda request: next(answers))
    if run == "sync":
        result = state.compact(summarizer, policy=POLICY)
    else:
        result = asyncio.run(state.acompact(summarizer, policy=POLICY))
    assert result.committed
    usage = [record.get("usage") for record in _compactions(state)]
    assert usage == [{"input_tokens": 7}, {"input_tokens": 9, "output_tokens": 3, "model": "m-1"}]
    _fill(state, turns=8)
    cut_off = CompactionFailed("truncated", usage={"output_tokens": 512, "bad": 0.5})
    failed = state.compact(RaisingSummarizer(cut_off), policy=POLICY, force=True)
    assert failed.outcome == "failed"
    assert _compactions(state)[-1]["usage"] == {"output_tokens": 512}


def test_empty_output_fails(state: AgentState) -> None:
    """A summarizer that returns nothing fails the compaction; the boundary stays."""
    _fill(state)
    result = state.compact(EmptySummarizer(), policy=POLICY)
    assert result.outcome == "failed"
    assert result.covers_through == result.previous_covers_through == 0
    assert state.checkpoints() == []


def test_rejections_are_retried_with_findings_then_recorded(state: AgentState) -> None:
    """Each rejected attempt is recorded; the findings are fed to the next attempt."""
    _fill(state)
    summarizer = ScriptedSummarizer([{"objective": {"text": "x"}}, "not json", {}])
    result = state.compact(summarizer, policy=POLICY)
    assert result.outcome == "rejected"
    assert result.attempts == 3
    summarizer.assert_complete()
    assert summarizer.requests[0].findings == ()
    assert summarizer.requests[1].findings
    assert all(f.rule == "schema" for f in summarizer.requests[1].findings)
    assert [r["outcome"] for r in _compactions(state)] == ["rejected"] * 3
    assert state.checkpoints() == []
    with pytest.raises(Exception, match="rejected attempt 3"):
        result.raise_for_outcome()


def test_rejected_then_valid_commits(state: AgentState) -> None:
    """A valid second attempt commits after the first is rejected."""
    _fill(state)
    summarizer = ScriptedSummarizer([NotJsonSummarizer().text, _valid])
    result = state.compact(summarizer, policy=POLICY)
    assert result.committed
    assert result.attempts == 2
    assert [r["outcome"] for r in _compactions(state)] == ["rejected", "committed"]


class _Extended(NarrativeSummary):
    files_modified: list[str] = Field(default_factory=list)


def test_a_summary_of_another_schema_is_rejected_not_raised(state: AgentState) -> None:
    """A subclass instance with a field the policy's schema lacks is a schema finding."""
    _fill(state)
    extended = _Extended.model_validate({**_VALID, "files_modified": ["x"]})
    result = state.compact(ScriptedSummarizer([extended] * POLICY.max_attempts), policy=POLICY)
    assert result.outcome == "rejected"
    assert {f.rule for f in result.findings} == {"schema"}
    assert "files_modified" in str(result.findings[0])
    assert state.checkpoints() == []


def test_any_mapping_commits_as_a_dict_does(state: AgentState) -> None:
    """A read-only mapping of a valid summary commits like the dict it wraps."""
    _fill(state)
    frozen = MappingProxyType(_VALID)
    result = state.compact(ScriptedSummarizer([frozen]), policy=POLICY)
    assert result.committed
    assert state.checkpoints()[-1].summary["objective"]["refs"] == ["ev_1"]


@pytest.mark.parametrize(
    "unchecked",
    [
        NarrativeSummary.model_construct(objective=None),
        NarrativeSummary.model_validate(_VALID).model_copy(update={"decisions": [object()]}),
    ],
)
def test_a_summary_built_without_its_checks_is_rejected(
    state: AgentState, unchecked: NarrativeSummary
) -> None:
    """An instance made without pydantic's checks is checked as its JSON, and recorded."""
    _fill(state)
    result = state.compact(ScriptedSummarizer([unchecked] * POLICY.max_attempts), policy=POLICY)
    assert result.outcome == "rejected"
    assert {f.rule for f in result.findings} == {"schema"}
    assert state.checkpoints() == []
    assert [event["outcome"] for event in _compactions(state)] == ["rejected"] * POLICY.max_attempts


def test_a_candidate_the_schema_refuses_at_commit_fails_and_is_recorded(
    state: AgentState,
) -> None:
    """Without the schema rule a malformed candidate reaches the commit: a failure, recorded."""
    _fill(state)
    rules = [rule for rule in DEFAULT_RULES if rule.name != "schema"]
    policy = attrs.evolve(POLICY, rules=rules)
    result = state.compact(ScriptedSummarizer([{**_VALID, "extra": 1}]), policy=policy)
    assert result.outcome == "failed"
    assert "ValidationError" in (result.error or "")
    assert [r["outcome"] for r in _compactions(state)] == ["failed"]
    assert state.checkpoints() == []


def test_refs_beyond_the_boundary_are_rejected(state: AgentState) -> None:
    """A candidate citing an event past its boundary is rejected (refs rule)."""
    _fill(state)
    head = len(list(state.events()))

    def cites_the_future(request: SummaryRequest) -> dict[str, object]:
        return {"objective": {"text": "Credit.", "refs": [f"ev_{head}"]}}

    result = state.compact(FunctionSummarizer(cites_the_future), policy=POLICY)
    assert result.outcome == "rejected"
    assert {f.rule for f in result.findings} == {"refs"}


def test_timeout_is_a_failure(state: AgentState) -> None:
    """A summarizer slower than the policy's timeout fails the compaction quickly."""
    _fill(state)
    policy = CompactionPolicy(budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1, timeout=0.2)
    result = state.compact(TimeoutSummarizer(seconds=3), policy=policy)
    assert result.outcome == "failed"
    assert "TimeoutError" in (result.error or "")
    assert state.checkpoints() == []


def test_async_compaction_commits_and_times_out(state: AgentState) -> None:
    """Acompact commits like compact, and a slow async summarizer times out as a failure."""
    _fill(state)
    policy = CompactionPolicy(budget=1000, trigger=0.3, keep_tokens=80, keep_groups=1, timeout=0.2)
    failed = asyncio.run(state.acompact(TimeoutSummarizer(seconds=3), policy=policy))
    assert failed.outcome == "failed"
    committed = asyncio.run(state.acompact(ExtractiveSummarizer(), policy=policy))
    assert committed.committed


def test_events_arriving_during_generation_stay_in_the_tail(state: AgentState) -> None:
    """Events appended while the summarizer runs stay beyond the boundary it was given."""
    _fill(state)
    arrived: list[int] = []

    def keep_talking(request: SummaryRequest) -> None:
        arrived.append(state.append_user("Any news on my credit?").seq)

    result = state.compact(SlowSummarizer(ExtractiveSummarizer(), keep_talking), policy=POLICY)
    assert result.committed
    assert result.covers_through < arrived[0]
    assert state.evidence.get(f"ev_{arrived[0]}").content == {"text": "Any news on my credit?"}


def test_racing_compactions_have_one_winner(make_state: Callable[..., AgentState]) -> None:
    """Of two compactions from the same parent, one commits; the other raises CheckpointConflict."""
    first, second = make_state(), make_state()
    _fill(first)
    inner: list[object] = []

    def race(request: SummaryRequest) -> None:
        inner.append(second.compact(ExtractiveSummarizer(), policy=POLICY))

    with pytest.raises(CheckpointConflict):
        first.compact(SlowSummarizer(ExtractiveSummarizer(), race), policy=POLICY)
    [checkpoint] = first.checkpoints()
    assert checkpoint.summarizer == "extractive"
    outcomes = [r["outcome"] for r in _compactions(first)]
    assert outcomes == ["committed"]


def test_over_budget_failure_raises_without_fallback(state: AgentState) -> None:
    """At the hard limit, a failed compaction raises ContextBudgetExceeded (after recording)."""
    _fill(state, turns=20)
    policy = CompactionPolicy(budget=300, keep_tokens=60, keep_groups=1)
    with pytest.raises(ContextBudgetExceeded) as caught:
        state.compact(RaisingSummarizer(RuntimeError("down")), policy=policy)
    assert caught.value.budget == 300
    assert [r["outcome"] for r in _compactions(state)] == ["failed"]


def test_over_budget_failure_uses_the_fallback(state: AgentState) -> None:
    """With a fallback, a failed compaction at the hard limit commits the fallback's summary."""
    _fill(state, turns=20)
    policy = CompactionPolicy(
        budget=300, keep_tokens=60, keep_groups=1, fallback=ExtractiveSummarizer()
    )
    result = state.compact(RaisingSummarizer(RuntimeError("down")), policy=policy)
    assert result.committed
    assert result.summarizer == "extractive"
    assert [r["outcome"] for r in _compactions(state)] == ["failed", "committed"]


def test_nothing_to_compact(make_state: Callable[..., AgentState]) -> None:
    """When the whole history is the verbatim tail, compaction is skipped (or raises if over)."""
    small, huge = make_state("small"), make_state("huge")
    small.append_user("one short message")
    assert small.compact(ExtractiveSummarizer(), policy=POLICY, force=True).outcome == "skipped"
    huge.append_user("x " * 400)
    with pytest.raises(ContextBudgetExceeded):
        huge.compact(ExtractiveSummarizer(), policy=CompactionPolicy(budget=100, keep_groups=1))


def test_trigger_and_split_use_stored_sums(state: AgentState) -> None:
    """The context size is the summary, pinned and tail tokens from stored running sums."""
    _fill(state)
    with state.backend.read(state.session_id) as reader:
        size = context_size(reader)
        assert size.total == sum(e.tokens for e in state.events())
        boundary = split_point(reader, POLICY, head=size.head, after=0)
    assert boundary is not None
    result = state.compact(ExtractiveSummarizer(), policy=POLICY)
    assert result.covers_through == boundary
    with state.backend.read(state.session_id) as reader:
        after = context_size(reader)
    tail = sum(e.tokens for e in state.events(after=boundary))
    assert after.total == tail + after.coverage.summary_tokens


def _compact_in_a_process(path: str, barrier: object, results: object) -> None:
    state = AgentState.open(path, session_id="race")

    def wait_for_rival(request: SummaryRequest) -> None:
        barrier.wait(timeout=30)  # type: ignore[attr-defined]  # both planned from one parent

    try:
        result = state.compact(
            SlowSummarizer(ExtractiveSummarizer(), wait_for_rival), policy=POLICY
        )
        results.put(result.outcome)  # type: ignore[attr-defined]
    except CheckpointConflict:
        results.put("conflict")  # type: ignore[attr-defined]
    finally:
        state.close()


def test_two_processes_from_one_parent_one_commit(tmp_path: Path) -> None:
    """Two processes compacting the same parent: exactly one commits, the other conflicts."""
    path = str(tmp_path / "race.db")
    with AgentState.open(path, session_id="race") as state:
        _fill(state)
    context = multiprocessing.get_context("fork")
    barrier, results = context.Barrier(2), context.Queue()
    workers = [
        context.Process(target=_compact_in_a_process, args=(path, barrier, results))
        for _ in range(2)
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=60)
    assert sorted(results.get(timeout=5) for _ in workers) == ["committed", "conflict"]
    with AgentState.open(path, session_id="race") as state:
        assert [c.version for c in state.checkpoints()] == [1]
        outcomes = [r["outcome"] for r in _compactions(state)]
        assert outcomes == ["committed"]


class _Facts(Scratchpad):
    note: str | None = None
    offers: Annotated[str | None, Secondary()] = None


def test_trigger_counts_the_state_block(make_state: Callable[..., AgentState]) -> None:
    """The trigger sees the context as rendered: a large state block can reach it alone."""
    state = make_state(scratchpad=_Facts)
    _fill(state, turns=3)
    state.scratchpad.set("note", "word " * 300, source="ev_1")
    size = state.context(system="s", budget=None).token_count
    policy = CompactionPolicy(budget=800, trigger=0.5, keep_tokens=20, keep_groups=1)
    with state.backend.read(state.session_id) as reader:
        stored = context_size(reader).total
    assert stored < policy.threshold <= size
    result = state.compact(ExtractiveSummarizer(), policy=policy)
    assert result.committed, result.reason
    assert result.tokens_before == size


def test_a_secondary_value_never_makes_the_trigger_fire(
    make_state: Callable[..., AgentState],
) -> None:
    """The same words in a Secondary field, which a budget leaves out first, fire nothing."""
    state = make_state(scratchpad=_Facts)
    _fill(state, turns=3)
    state.scratchpad.set("offers", "word " * 300, source="ev_1")
    policy = CompactionPolicy(budget=800, trigger=0.5, keep_tokens=20, keep_groups=1)
    assert state.context(system="s", budget=None).token_count >= policy.threshold
    result = state.compact(ExtractiveSummarizer(), policy=policy)
    assert not result.committed
    assert result.tokens_before < policy.threshold
    assert state.context(system="s", budget=policy.budget).token_count <= policy.budget


def test_a_closed_actions_parameters_never_make_the_trigger_fire(
    make_state: Callable[..., AgentState],
) -> None:
    """The same words as a closed action's parameters, shed first by a budget, fire nothing."""
    state = make_state(scratchpad=_Facts)
    _fill(state, turns=3)
    note = state.ledger.propose("send_note", {"text": "word " * 300}, source="ev_1")
    state.ledger.cancel(note.id, by="model", source="ev_1")
    policy = CompactionPolicy(budget=800, trigger=0.5, keep_tokens=20, keep_groups=1)
    assert state.context(system="s", budget=None).token_count >= policy.threshold
    result = state.compact(ExtractiveSummarizer(), policy=policy)
    assert not result.committed
    assert result.tokens_before < policy.threshold
    assert state.context(system="s", budget=policy.budget).token_count <= policy.budget


def test_over_the_budget_the_tail_shrinks_to_the_last_group(state: AgentState) -> None:
    """At the hard limit, a tail the policy would keep gives way to the last interaction group."""
    _fill(state, turns=12)
    policy = CompactionPolicy(budget=400, keep_tokens=450, keep_groups=4)
    result = state.compact(ExtractiveSummarizer(), policy=policy)
    assert result.committed, result.reason
    last = [e for e in state.events() if e.is_message][-1]
    assert result.covers_through == last.seq - 1
    assert result.tokens_after <= policy.budget


def test_a_compaction_that_frees_little_is_skipped_below_the_budget(state: AgentState) -> None:
    """Below the hard limit, compacting must move at least freed_tokens out of the tail."""
    _fill(state, turns=12)
    total = state.context(system="s", budget=None).token_count
    keep = total - 30
    stingy = CompactionPolicy(budget=total + 100, trigger=0.1, keep_tokens=keep, keep_groups=1)
    skipped = state.compact(ExtractiveSummarizer(), policy=stingy)
    assert skipped.outcome == "skipped"
    assert "fewer than" in skipped.reason
    assert state.checkpoints() == []
    assert state.compact(ExtractiveSummarizer(), policy=stingy, force=True).committed
    with pytest.raises(InvalidInput):
        CompactionPolicy(budget=100, freed_tokens=0)


def test_the_summary_gets_what_the_budget_leaves(make_state: Callable[..., AgentState]) -> None:
    """A summarizer is asked for the budget's remainder after the state block and the tail."""
    state = make_state(scratchpad=_Facts)
    _fill(state, turns=12)
    state.scratchpad.set("note", "word " * 200, source="ev_1")
    asked: list[int] = []

    def summarize(request: SummaryRequest) -> NarrativeSummary:
        asked.append(request.budget_tokens)
        return _valid(request)

    policy = CompactionPolicy(budget=600, trigger=0.5, keep_tokens=100, keep_groups=1)
    result = state.compact(FunctionSummarizer(summarize), policy=policy)
    assert result.committed, result.reason
    tail = sum(e.tokens for e in state.events(after=result.covers_through))
    block = state.context(system="s", budget=None).state_block
    label = state.token_counter.count(
        record_header(version=1, covers_through=result.covers_through)
    )
    left = policy.budget - state_message_tokens(block, state.token_counter) - label - tail
    floor = min(policy.summary_budget, policy.budget // 10)
    assert asked == [max(min(policy.summary_budget, left), floor)]
    assert asked[0] < policy.summary_budget


def test_a_checkpoint_records_its_placeholders_filled(
    make_state: Callable[..., AgentState],
) -> None:
    """A checkpoint's token count is its summary as the record renders it, values filled in."""
    state = make_state(scratchpad=_Facts)
    _fill(state, turns=12)
    state.scratchpad.set("note", "Unit 4, 1200 Harbour Road, Port Melbourne " * 4, source="ev_1")
    text = " and ".join(["{fact:note}"] * 13)
    summary = {"objective": {"text": f"Ship to {text}.", "refs": ["ev_1"]}}
    policy = CompactionPolicy(budget=20_000, trigger=0.01, keep_tokens=80, keep_groups=1)
    result = state.compact(FunctionSummarizer(lambda request: summary), policy=policy)
    assert result.committed, result.reason
    [checkpoint] = state.checkpoints()
    unfilled = summary_tokens(summary, state.token_counter)  # type: ignore[arg-type]
    assert checkpoint.token_count > 5 * unfilled
    assert result.tokens_after == state.context(system="s", budget=None).token_count


def test_the_summarizer_is_told_a_failed_execution_failed(state: AgentState) -> None:
    """An execution whose result is an error, unrecorded, reaches the summarizer failed.

    Its request's actions and state block say what the validator will judge by.
    """
    assert not state.ledger.record_failures
    ask = state.append_user("Credit order 4921, please.")
    credit = state.ledger.propose("issue_credit", {"order_id": "4921"}, source=ask)
    state.ledger.approve(credit.id, by="supervisor", source=ask)
    call = state.append_tool_call("issue_credit", {"order_id": "4921"})
    state.ledger.execute(credit.id, by="billing", source=call)
    declined = state.append_tool_result(call, "declined", is_error=True)
    _fill(state, turns=12)
    seen: list[SummaryRequest] = []

    def summarize(request: SummaryRequest) -> NarrativeSummary:
        seen.append(request)
        return _valid(request)

    state.compact(FunctionSummarizer(summarize), policy=POLICY, force=True)
    [request] = seen[:1]
    [action] = request.actions
    assert (action.status, action.source_seq) == ("failed", declined.seq)
    assert f"- {credit.id} issue_credit: failed by tool [{declined.ref}]" in request.state_block
