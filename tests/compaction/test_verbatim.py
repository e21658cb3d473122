"""Verbatim compaction: whole units dropped and recorded, every survivor byte-identical."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

import pytest

from agentstate import (
    AgentState,
    CaptureRule,
    EventKind,
    ExtractiveSummarizer,
    RuleBasedOracle,
    Scratchpad,
    ToolCall,
)
from agentstate.compaction import CompactionPolicy
from agentstate.compaction.oracles import Drop, PruneRequest, units
from agentstate.errors import CheckpointConflict, ContextBudgetExceeded
from agentstate.formats import check_anthropic, check_openai
from agentstate.replay import replay, stored_projection
from agentstate.summarizers import SummaryRequest
from agentstate.testing.summarizers import FunctionSummarizer

POLICY = CompactionPolicy(budget=4000, trigger=0.01, keep_tokens=40, keep_groups=1)
OBJECTIVE = "My pallet for order 4921 arrived damaged. I must get a credit before Friday."


class FunctionOracle:
    """An oracle computed by a function of the request (a stand-in for a model)."""

    def __init__(self, choose: Callable[[PruneRequest], object], name: str = "function") -> None:
        self.choose = choose
        self.name = name
        self.version: str | None = None
        self.requests: list[PruneRequest] = []

    def select(self, request: PruneRequest) -> Sequence[Drop]:
        self.requests.append(request)
        return self.choose(request)  # type: ignore[return-value]

    async def aselect(self, request: PruneRequest) -> Sequence[Drop]:
        return self.select(request)


def _exchange(state: AgentState, item: int, result: object, *, is_error: bool = False) -> int:
    call = state.append_tool_call("lookup", {"item": item})
    state.append_tool_result(call, result, is_error=is_error)  # type: ignore[arg-type]
    return call.seq


def _tail(state: AgentState) -> None:
    """A protected tail after the exchanges under test."""
    for i in range(3):
        state.append_assistant(f"Still working on the credit, step {i}. " * 3)


def _compactions(state: AgentState) -> list[dict[str, object]]:
    return [dict(e.content) for e in state.events() if e.kind is EventKind.COMPACTION]


def _rendered(state: AgentState) -> list[int]:
    return [event.seq for event in state.context(system="s", budget=None).tail]


def test_failed_and_retried_call_is_dropped_with_its_result(state: AgentState) -> None:
    """A failed call that was called again is dropped together with its error result."""
    state.append_user(OBJECTIVE)
    failed = _exchange(state, 1, "timeout", is_error=True)
    retried = _exchange(state, 1, {"row": "item 1"})
    _tail(state)
    result = state.compact_verbatim(policy=POLICY)
    assert result.outcome == "dropped"
    assert result.dropped == (f"ev_{failed}", f"ev_{failed + 1}")
    rendered = _rendered(state)
    assert failed not in rendered
    assert failed + 1 not in rendered
    assert retried in rendered
    [record] = _compactions(state)
    assert record["outcome"] == "dropped"
    assert record["oracle"] == "rules"
    assert record["dropped"] == [
        {
            "refs": [f"ev_{failed}", f"ev_{failed + 1}"],
            "tokens": sum(state.evidence.get(f"ev_{s}").tokens for s in (failed, failed + 1)),
            "reason": f"failed, called again at ev_{retried}",
        }
    ]


def test_failure_without_retry_is_kept(state: AgentState) -> None:
    """A failure that was never retried explains what happened: it stays."""
    state.append_user(OBJECTIVE)
    _exchange(state, 1, "timeout", is_error=True)
    _tail(state)
    assert state.compact_verbatim(policy=POLICY).outcome == "skipped"


def test_superseded_identical_call_is_dropped(state: AgentState) -> None:
    """A call made again later with the same arguments is superseded by the later one."""
    state.append_user(OBJECTIVE)
    first = _exchange(state, 7, {"row": "stale"})
    state.append_assistant("Let me check that again.")
    second = _exchange(state, 7, {"row": "fresh"})
    other = _exchange(state, 8, {"row": "kept"})
    _tail(state)
    result = state.compact_verbatim(policy=POLICY)
    assert result.dropped == (f"ev_{first}", f"ev_{first + 1}")
    assert {second, other} <= set(_rendered(state))


class Facts(Scratchpad):
    reservation_id: str | None = None


def test_captured_result_is_dropped_and_its_value_stays_in_state(
    make_state: Callable[..., AgentState],
) -> None:
    """A result whose values the scratchpad captured leaves the tail; the value stays shown."""
    rules = [CaptureRule(tool="get_reservation", path="result.id", field="reservation_id")]
    state = make_state(scratchpad=Facts, capture=rules)
    state.append_user(OBJECTIVE)
    call = state.append_tool_call("get_reservation", {"id": "AIXC49"})
    state.append_tool_result(call, {"id": "AIXC49", "status": "booked"})
    _tail(state)
    result = state.compact_verbatim(policy=POLICY)
    assert result.dropped == (call.ref, f"ev_{call.seq + 1}")
    context = state.context(system="s", budget=None)
    assert "AIXC49" in context.state_block
    assert state.scratchpad.provenance("reservation_id") == f"ev_{call.seq + 1}"


def test_rules_can_be_turned_off_and_text_is_kept(state: AgentState) -> None:
    """Disabled rules drop nothing; a calling message that also speaks is kept by default."""
    state.append_user(OBJECTIVE)
    _exchange(state, 1, "timeout", is_error=True)
    _exchange(state, 1, {"row": "item 1"})
    said = state.append_assistant("Trying once more.", tool_calls=[ToolCall("lookup", {"a": 1})])
    state.append_tool_result(said.call_ids[0], "boom", is_error=True)
    state.append_assistant(tool_calls=[ToolCall("lookup", {"a": 1})])
    state.append_tool_result(f"call_{said.seq + 2}", {"ok": True})
    _tail(state)
    off = RuleBasedOracle(failed_retried=False, superseded=False, captured=False)
    assert state.compact_verbatim(off, policy=POLICY).outcome == "skipped"
    result = state.compact_verbatim(policy=POLICY)
    assert said.ref not in result.dropped
    loose = state.compact_verbatim(RuleBasedOracle(keep_text=False), policy=POLICY)
    assert loose.dropped[0] == said.ref


def test_a_parallel_group_is_never_torn(state: AgentState) -> None:
    """Naming one result of a parallel call drops the call and every one of its results."""
    state.append_user(OBJECTIVE)
    calls = state.append_assistant(
        tool_calls=[ToolCall("a", {}, "c1"), ToolCall("b", {}, "c2"), ToolCall("c", {}, "c3")]
    )
    state.append_tool_result("c2", {"b": 1})
    interjection = state.append_user("Are you still there?")
    state.append_tool_result("c1", {"a": 1})
    state.append_tool_result("c3", {"c": 1})
    _tail(state)
    second_result = f"ev_{calls.seq + 1}"
    oracle = FunctionOracle(lambda request: [Drop(second_result, "noise")])
    result = state.compact_verbatim(oracle, policy=POLICY)
    assert result.dropped == tuple(
        f"ev_{s}" for s in (calls.seq, calls.seq + 1, calls.seq + 3, calls.seq + 4)
    )
    context = state.context(system="s", budget=None)
    assert interjection.seq in [e.seq for e in context.tail]
    assert check_openai(context.to_openai()) == []
    assert check_anthropic(context.to_anthropic()["messages"]) == []  # type: ignore[arg-type]


def test_units_keep_interleaved_messages_apart(state: AgentState) -> None:
    """A message between a call and its result is a unit of its own."""
    calls = state.append_assistant(tool_calls=[ToolCall("a", {}, "c1")])
    state.append_user("hello?")
    state.append_tool_result("c1", {"a": 1})
    found = units(list(state.events()))
    assert [unit.seqs for unit in found] == [(1, 3), (2,)]
    assert found[0].is_group
    assert found[0].ref == calls.ref


def test_dropped_events_stay_retrievable_and_byte_identical(state: AgentState) -> None:
    """Dropped events are still in the log by ref; every survivor renders exactly as stored."""
    state.append_user(OBJECTIVE)
    failed = _exchange(state, 1, "timeout", is_error=True)
    _exchange(state, 1, {"row": "item 1"})
    _tail(state)
    before = {e.seq: e for e in state.events() if e.is_message}
    state.compact_verbatim(policy=POLICY)
    assert state.evidence.get(f"ev_{failed + 1}").content["result"] == "timeout"
    context = state.context(system="s", budget=None)
    assert context.dropped == (f"ev_{failed}", f"ev_{failed + 1}")
    for event in context.tail:
        assert event == before[event.seq]
    assert context.token_count == sum(e.tokens for e in context.tail)


def test_invalid_choices_are_rejected_and_recorded(state: AgentState) -> None:
    """An oracle naming an event outside the range, or a pinned one, changes nothing."""
    state.append_user(OBJECTIVE)
    first = _exchange(state, 1, {"row": 1})
    _tail(state)
    state.pin(f"ev_{first + 1}")
    head = len(list(state.events()))
    for choice in ([Drop(f"ev_{head}", "too recent")], [Drop(f"ev_{first}", "pinned")], "x"):
        result = state.compact_verbatim(FunctionOracle(lambda r, c=choice: c), policy=POLICY)
        assert result.outcome == "rejected"
        assert result.findings
        assert all(f.rule == "drops" for f in result.findings)
    assert [r["outcome"] for r in _compactions(state)] == ["rejected"] * 3
    assert state.context(system="s", budget=None).dropped == ()


def test_oracle_failure_is_recorded_and_changes_nothing(state: AgentState) -> None:
    """An oracle that raises gives a failed outcome, recorded, and drops nothing."""
    state.append_user(OBJECTIVE)
    _exchange(state, 1, "timeout", is_error=True)
    _exchange(state, 1, {"row": 1})
    _tail(state)

    def broken(request: PruneRequest) -> object:
        raise RuntimeError("model overloaded")

    result = state.compact_verbatim(FunctionOracle(broken), policy=POLICY)
    assert result.outcome == "failed"
    assert "model overloaded" in result.reason
    assert result.error == "RuntimeError: model overloaded"
    [record] = _compactions(state)
    assert record["outcome"] == "failed"
    assert state.context(system="s", budget=None).dropped == ()


def test_a_pin_keeps_a_dropped_unit_in_view(state: AgentState) -> None:
    """Pinning an event of a dropped unit brings the whole unit back, call with result."""
    state.append_user(OBJECTIVE)
    failed = _exchange(state, 1, "timeout", is_error=True)
    _exchange(state, 1, {"row": 1})
    _tail(state)
    state.compact_verbatim(policy=POLICY)
    state.pin(f"ev_{failed + 1}")
    context = state.context(system="s", budget=None)
    assert {failed, failed + 1} <= {e.seq for e in context.tail}
    assert context.dropped == ()
    assert check_openai(context.to_openai()) == []


def test_replay_rebuilds_the_drops(state: AgentState) -> None:
    """Replaying the log gives the drops the live path recorded."""
    state.append_user(OBJECTIVE)
    failed = _exchange(state, 1, "timeout", is_error=True)
    _exchange(state, 1, {"row": 1})
    _tail(state)
    state.compact_verbatim(policy=POLICY)
    rebuilt = replay(state)
    assert rebuilt == stored_projection(state)
    [unit] = rebuilt.drops
    assert unit.refs == (f"ev_{failed}", f"ev_{failed + 1}")
    assert unit.oracle == "rules"


def test_verbatim_then_summary(state: AgentState) -> None:
    """With a verbatim oracle on the policy, drops come first; the summarizer never sees them."""
    state.append_user(OBJECTIVE)
    failed = _exchange(state, 1, "timeout", is_error=True)
    for i in range(8):
        _exchange(state, i + 1, {"row": f"item {i} " + "detail " * 6})
    _tail(state)
    seen: list[SummaryRequest] = []

    def summarize(request: SummaryRequest) -> object:
        seen.append(request)
        return ExtractiveSummarizer().summarize(request)

    policy = CompactionPolicy(
        budget=2000, trigger=0.1, keep_tokens=40, keep_groups=1, verbatim=RuleBasedOracle()
    )
    result = state.compact(FunctionSummarizer(summarize), policy=policy)  # type: ignore[arg-type]
    assert result.committed
    assert result.dropped == (f"ev_{failed}", f"ev_{failed + 1}")
    assert result.tokens_before > result.tokens_after
    [request] = seen
    assert failed not in {event.seq for event in request.events}
    assert [r["outcome"] for r in _compactions(state)] == ["dropped", "committed"]


def test_drops_alone_may_satisfy_the_trigger(state: AgentState) -> None:
    """When the verbatim pass brings the context under the trigger, no summary is written."""
    state.append_user(OBJECTIVE)
    for i in range(4):
        _exchange(state, i, "Error: " + "timeout " * 30, is_error=True)
        _exchange(state, i, {"ok": i})
    _tail(state)
    with state.backend.read(state.session_id) as reader:
        total = reader.head().cum_tokens
    policy = CompactionPolicy(
        budget=total, trigger=0.9, keep_tokens=40, keep_groups=1, verbatim=RuleBasedOracle()
    )
    result = state.compact(ExtractiveSummarizer(), policy=policy)
    assert result.outcome == "dropped"
    assert state.checkpoints() == []


def test_alone_over_the_budget_uses_the_fallback_or_raises(
    make_state: Callable[..., AgentState],
) -> None:
    """A verbatim pass alone that leaves the context over the budget falls back or raises."""
    for name, fallback in (("raise", None), ("fallback", ExtractiveSummarizer())):
        state = make_state(name)
        state.append_user(OBJECTIVE)
        for i in range(10):
            _exchange(state, i, {"row": f"item {i} " + "detail " * 10})
        _tail(state)
        policy = CompactionPolicy(budget=200, keep_tokens=40, keep_groups=1, fallback=fallback)
        if fallback is None:
            with pytest.raises(ContextBudgetExceeded):
                state.compact_verbatim(policy=policy)
        else:
            result = state.compact_verbatim(policy=policy)
            assert result.committed
            assert result.tokens_after <= 200


def test_a_checkpoint_committed_meanwhile_wins(make_state: Callable[..., AgentState]) -> None:
    """A verbatim pass planned over an older checkpoint loses with CheckpointConflict."""
    state, rival = make_state(), make_state()
    state.append_user(OBJECTIVE)
    _exchange(state, 1, "timeout", is_error=True)
    for i in range(6):
        _exchange(state, i + 1, {"row": f"item {i} " + "detail " * 6})
    _tail(state)

    def race(request: PruneRequest) -> list[Drop]:
        rival.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
        return RuleBasedOracle().select(request)

    with pytest.raises(CheckpointConflict):
        state.compact_verbatim(FunctionOracle(race), policy=POLICY)
    assert [r["outcome"] for r in _compactions(state)] == ["committed"]


def test_async_verbatim_pass(state: AgentState) -> None:
    """acompact_verbatim drops the same units as the sync pass."""
    state.append_user(OBJECTIVE)
    failed = _exchange(state, 1, "timeout", is_error=True)
    _exchange(state, 1, {"row": 1})
    _tail(state)
    result = asyncio.run(state.acompact_verbatim(policy=POLICY))
    assert result.dropped == (f"ev_{failed}", f"ev_{failed + 1}")


def test_below_the_trigger_nothing_runs(state: AgentState) -> None:
    """Under the trigger a verbatim pass is skipped without asking the oracle."""
    state.append_user(OBJECTIVE)
    oracle = FunctionOracle(lambda request: [])
    result = state.compact_verbatim(oracle, policy=CompactionPolicy(budget=100_000))
    assert result.outcome == "skipped"
    assert oracle.requests == []


def test_the_timeline_describes_drops_and_their_rejections(state: AgentState) -> None:
    """The CLI's one-line description names the dropped refs, and a rejected drop as such."""
    from agentstate.cli import describe

    state.append_user(OBJECTIVE)
    failed = _exchange(state, 1, "timeout", is_error=True)
    _exchange(state, 1, {"row": 1})
    _tail(state)
    state.compact_verbatim(FunctionOracle(lambda request: "nonsense"), policy=POLICY)
    state.compact_verbatim(policy=POLICY)
    rejected, dropped = [e for e in state.events() if e.kind is EventKind.COMPACTION]
    assert describe(rejected) == "drops rejected (1 findings, function)"
    assert describe(dropped) == f"dropped ev_{failed}, ev_{failed + 1} from view (rules)"
