"""Triggers: the watermark, the preemptive trigger, the semantic split and marked boundaries."""

from __future__ import annotations

import pytest

from agentstate import AgentState, EventKind, ExpectedOutput, SemanticSplit
from agentstate.compaction import CompactionPolicy, context_size, split_point
from agentstate.compaction._firing import fired
from agentstate.compaction.triggers import looks_like_new_objective
from agentstate.errors import EvidenceNotFound, InvalidInput
from agentstate.summarizers import ExtractiveSummarizer

OBJECTIVE = "My pallet for order 4921 arrived damaged. I must get a credit before Friday."


def _turns(state: AgentState, count: int, *, start: int = 0) -> None:
    for i in range(start, start + count):
        call = state.append_tool_call("lookup", {"item": i})
        state.append_tool_result(call, {"row": f"item {i} " + "detail " * 6})
        state.append_assistant(f"I checked item {i}; item {i + 1} next.")


def _size(state: AgentState) -> int:
    with state.backend.read(state.session_id) as reader:
        return context_size(reader).total


def _fired(state: AgentState, policy: CompactionPolicy) -> str | None:
    with state.backend.read(state.session_id) as reader:
        return fired(reader, policy, context_size(reader))


# --- the preemptive trigger ----------------------------------------------------------------


def test_expected_output_rejects_nonsense() -> None:
    """An expected output with a bad percentile, window or max_tokens is refused."""
    with pytest.raises(InvalidInput):
        ExpectedOutput(percentile=0)
    with pytest.raises(InvalidInput):
        ExpectedOutput(percentile=1.5)
    with pytest.raises(InvalidInput):
        ExpectedOutput(window=0)
    with pytest.raises(InvalidInput):
        ExpectedOutput(max_tokens=0)
    with pytest.raises(InvalidInput):
        CompactionPolicy(budget=100, expected_output=512)  # type: ignore[arg-type]


def test_max_tokens_fires_before_the_budget_is_breached(state: AgentState) -> None:
    """With max_tokens, compaction fires when the context plus max_tokens exceeds the budget."""
    state.append_user(OBJECTIVE)
    _turns(state, 6)
    size = _size(state)
    below = CompactionPolicy(budget=size + 100, trigger=1.0)
    assert _fired(state, below) is None
    preemptive = CompactionPolicy(
        budget=size + 100, trigger=1.0, expected_output=ExpectedOutput(max_tokens=101)
    )
    assert _fired(state, preemptive) == "preemptive"
    fits = CompactionPolicy(
        budget=size + 100, trigger=1.0, expected_output=ExpectedOutput(max_tokens=100)
    )
    assert _fired(state, fits) is None


def test_watermark_is_named_first(state: AgentState) -> None:
    """When both would fire, the watermark is the trigger recorded."""
    state.append_user(OBJECTIVE)
    _turns(state, 6)
    policy = CompactionPolicy(budget=_size(state), expected_output=ExpectedOutput(max_tokens=50))
    assert _fired(state, policy) == "watermark"


def test_observed_percentile_of_assistant_outputs(state: AgentState) -> None:
    """Without max_tokens the estimate is a percentile of recent assistant messages."""
    state.append_user(OBJECTIVE)
    sizes = []
    for words in (1, 2, 3, 4, 40):
        sizes.append(state.evidence.get(state.append_assistant("word " * words)).tokens)
    with state.backend.read(state.session_id) as reader:
        assert ExpectedOutput(percentile=1.0).estimate(reader) == max(sizes)
        assert ExpectedOutput(percentile=0.5).estimate(reader) == sorted(sizes)[2]
        assert ExpectedOutput(percentile=1.0, window=2).estimate(reader) == max(sizes[-2:])
        assert ExpectedOutput(percentile=0.2, at_least=500).estimate(reader) == 500


def test_no_observation_falls_back_to_at_least(state: AgentState) -> None:
    """Before any assistant message the estimate is `at_least`."""
    state.append_user(OBJECTIVE)
    with state.backend.read(state.session_id) as reader:
        assert ExpectedOutput(at_least=64).estimate(reader) == 64
        assert ExpectedOutput().estimate(reader) == 0


def test_preemptive_compaction_commits_and_records_its_trigger(state: AgentState) -> None:
    """A preemptive compaction runs below the watermark and records why in its event."""
    state.append_user(OBJECTIVE)
    _turns(state, 12)
    size = _size(state)
    policy = CompactionPolicy(
        budget=size + 50,
        trigger=1.0,
        keep_tokens=80,
        keep_groups=1,
        expected_output=ExpectedOutput(max_tokens=200),
    )
    result = state.compact(ExtractiveSummarizer(), policy=policy)
    assert result.committed, result.reason
    assert result.trigger == "preemptive"
    assert state.evidence.get(str(result.event_ref)).content["trigger"] == "preemptive"
    skipped = state.compact(ExtractiveSummarizer(), policy=policy)
    assert skipped.outcome == "skipped"
    assert "expected output tokens it fits the budget" in skipped.reason


# --- the semantic split --------------------------------------------------------------------


def test_new_objective_heuristic() -> None:
    """The default detector spots phrases that open a new request, and not plain replies."""
    assert looks_like_new_objective("Thanks. I also need to change my seat.")
    assert looks_like_new_objective("One more thing: cancel the other booking")
    assert not looks_like_new_objective("Yes, that is correct.")


def _policy(**overrides: object) -> CompactionPolicy:
    base: dict[str, object] = {
        "budget": 2000,
        "trigger": 0.05,
        "keep_tokens": 60,
        "keep_groups": 1,
        "semantic": SemanticSplit(),
    }
    return CompactionPolicy(**{**base, **overrides})  # type: ignore[arg-type]


def _tail_split(state: AgentState, policy: CompactionPolicy) -> int:
    with state.backend.read(state.session_id) as reader:
        head = reader.head()
        found = split_point(reader, policy, head=head, after=0)
    assert found is not None
    return found


def test_split_moves_back_to_a_marked_boundary(state: AgentState) -> None:
    """When the watermark fires, the split moves back to the boundary the application marked."""
    state.append_user(OBJECTIVE)
    _turns(state, 6)
    done = state.append_assistant("The credit is issued; that task is done.")
    mark = state.mark_boundary("credit issued")
    _turns(state, 3, start=6)
    policy = _policy()
    assert _tail_split(state, policy) > done.seq
    result = state.compact(ExtractiveSummarizer(), policy=policy)
    assert result.committed
    assert result.covers_through == done.seq
    assert result.transition == mark.ref
    assert state.evidence.get(str(result.event_ref)).content["transition"] == mark.ref


def test_split_moves_to_an_executed_action(state: AgentState) -> None:
    """An executed ledger action is a transition: the split goes right after it."""
    state.append_user(OBJECTIVE)
    _turns(state, 4)
    action = state.ledger.propose("credit", {"cents": 500}, source="ev_1")
    state.ledger.approve(action.id, by="agent-7", source="ev_1")
    executed = state.ledger.execute(action.id, by="agent-7", source="ev_1")
    _turns(state, 4, start=4)
    result = state.compact(ExtractiveSummarizer(), policy=_policy())
    assert result.committed
    executed_seq = max(
        e.seq
        for e in state.events()
        if e.kind is EventKind.LEDGER and e.content["transition"] == "execute"
    )
    assert executed.status == "executed"
    assert result.covers_through == executed_seq


def test_split_moves_before_a_new_objective(state: AgentState) -> None:
    """A user message opening a new objective: the split goes right before it."""
    state.append_user(OBJECTIVE)
    _turns(state, 5)
    new = state.append_user("Thanks! I also need to change the delivery address.")
    _turns(state, 3, start=5)
    result = state.compact(ExtractiveSummarizer(), policy=_policy())
    assert result.committed
    assert result.covers_through == new.seq - 1
    assert result.transition == new.ref


def test_too_early_a_transition_is_ignored(state: AgentState) -> None:
    """A transition that would cover less than min_share of the tail split is not used."""
    state.append_user(OBJECTIVE)
    _turns(state, 1)
    state.mark_boundary("early")
    _turns(state, 10, start=1)
    policy = _policy(semantic=SemanticSplit(min_share=0.5))
    tail = _tail_split(state, policy)
    result = state.compact(ExtractiveSummarizer(), policy=policy)
    assert result.covers_through == tail
    assert result.transition is None


def test_hold_waits_for_a_transition_within_the_budget(state: AgentState) -> None:
    """With hold, no transition in range means no compaction while within the budget."""
    state.append_user(OBJECTIVE)
    _turns(state, 6)
    held = state.compact(ExtractiveSummarizer(), policy=_policy(semantic=SemanticSplit(hold=True)))
    assert held.outcome == "skipped"
    assert "holds for a task transition" in held.reason
    assert state.checkpoints() == []


def test_hold_never_holds_over_the_budget(state: AgentState) -> None:
    """Over the hard budget the split falls back to the tail: the context must shrink."""
    state.append_user(OBJECTIVE)
    _turns(state, 8)
    policy = _policy(budget=_size(state) - 10, semantic=SemanticSplit(hold=True))
    result = state.compact(ExtractiveSummarizer(), policy=policy)
    assert result.committed
    assert result.transition is None


def test_unsafe_transition_moves_back_to_a_safe_point(state: AgentState) -> None:
    """A boundary marked inside a tool exchange splits at the last safe point before it."""
    state.append_user(OBJECTIVE)
    _turns(state, 5)
    before = state.append_assistant("Looking up the order.")
    call = state.append_tool_call("order", {"id": "4921"})
    state.mark_boundary("mid-call")
    state.append_tool_result(call, {"status": "damaged"})
    _turns(state, 4, start=5)
    result = state.compact(ExtractiveSummarizer(), policy=_policy())
    assert result.committed
    assert result.covers_through == before.seq
    assert state.evidence.get(f"ev_{result.covers_through}").open_calls == 0


# --- marked boundaries ---------------------------------------------------------------------


def test_mark_boundary_records_an_invisible_event(state: AgentState) -> None:
    """A marked boundary is a boundary event with its reason; the model never sees it."""
    state.append_user(OBJECTIVE)
    first = state.append_assistant("Done.")
    mark = state.mark_boundary("refund issued")
    earlier = state.mark_boundary("order found", after="ev_1")
    event = state.evidence.get(mark)
    assert event.kind is EventKind.BOUNDARY
    assert event.content == {"reason": "refund issued", "after": first.ref}
    assert state.evidence.get(earlier).content["after"] == "ev_1"
    assert event.tokens == 0
    context = state.context(system="s", budget=None)
    assert [e.seq for e in context.tail] == [1, 2]


def test_mark_boundary_refuses_bad_input(state: AgentState) -> None:
    """An empty reason, an unknown ref, or an empty session is refused and writes nothing."""
    with pytest.raises(InvalidInput):
        state.mark_boundary("nothing yet")
    state.append_user(OBJECTIVE)
    with pytest.raises(InvalidInput):
        state.mark_boundary("  ")
    with pytest.raises(InvalidInput):
        state.mark_boundary("x" * 1001)
    with pytest.raises(EvidenceNotFound):
        state.mark_boundary("later", after="ev_9")
    assert [e.kind for e in state.events()] == [EventKind.USER]
