"""Summarizer faults the compaction tests do not already cover, on every backend.

tests/compaction/test_engine.py covers a raising summarizer, empty output, output that is not JSON,
retries with findings, a timeout (sync and async), events appended during generation, and a
race from one parent; tests/compaction/test_properties.py interleaves those outcomes with
appends and storage faults. Here: schema-valid output that contradicts the session (each
kind of contradiction the validator knows), output that arrives after a timeout once new
events and a rival checkpoint exist, and any output at all (hypothesis). Each must leave the
boundary and the checkpoints as they were and record its outcome as an event.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate import AgentState, EventKind
from agentstate.compaction import CompactionPolicy
from agentstate.errors import CheckpointConflict
from agentstate.replay import replay, stored_projection
from agentstate.summarizers import ExtractiveSummarizer, SummaryRequest
from agentstate.testing.summarizers import FunctionSummarizer, SlowSummarizer

from . import figures as _figures
from .state_ops import CAPTURE_RULES, WorkloadFacts

POLICY = CompactionPolicy(budget=10**6, keep_tokens=40, keep_groups=1, max_attempts=1)


def _session(make_state: Callable[..., AgentState], session_id: str = "ticket-faults") -> Any:
    """A session with a constraint, a captured amount, a pending refund and tool exchanges."""
    state = make_state(session_id, scratchpad=WorkloadFacts, capture=CAPTURE_RULES)
    first = state.append_user("My order 4921 arrived broken. You must not refund before Friday.")
    call = state.append_tool_call("quote", {"order_id": "4921"})
    state.append_tool_result(call, {"cents": 2500, "reservations": ["R-77"]})
    action = state.ledger.propose("refund", {"order_id": "4921", "cents": 2500}, source=first)
    for i in range(6):
        call = state.append_tool_call("lookup", {"item": i})
        state.append_tool_result(call, {"row": f"item {i} is fine"})
        state.append_assistant(f"Item {i} checked.")
    return state, action.id


def _outcomes(state: AgentState) -> list[dict[str, Any]]:
    return [dict(e.content) for e in state.events() if e.kind is EventKind.COMPACTION]


def _unchanged(state: AgentState, before: tuple[Any, ...]) -> None:
    checkpoints, coverage = before
    assert state.checkpoints() == checkpoints
    with state.backend.read(state.session_id) as reader:
        assert reader.coverage() == coverage
    assert replay(state) == stored_projection(state)


def _snapshot(state: AgentState) -> tuple[Any, ...]:
    with state.backend.read(state.session_id) as reader:
        return state.checkpoints(), reader.coverage()


def _item(text: str, *refs: str) -> dict[str, Any]:
    return {"text": text, "refs": list(refs)}


# Each builds a schema-valid candidate from the request; the rule that must refuse it.
CONTRADICTIONS: dict[str, tuple[str, Callable[[SummaryRequest, str], dict[str, Any]]]] = {
    "claims the pending refund approved": (
        "authority",
        lambda r, act: {
            "objective": _item("Refund the broken order.", "ev_1"),
            "decisions": [_item(f"{{action:{act}}} was approved by the supervisor.", "ev_1")],
        },
    ),
    "claims it executed": (
        "authority",
        lambda r, act: {
            "objective": _item("Refund the broken order.", "ev_1"),
            "decisions": [_item("The refund was executed and the money sent.", "ev_1")],
        },
    ),
    "states an amount no event holds": (
        "grounding",
        lambda r, act: {"objective": _item("Refund 987654 cents for order 4921.", "ev_1")},
    ),
    "names another order": (
        "grounding",
        lambda r, act: {"objective": _item("Refund order 4912.", "ev_1")},
    ),
    "cites past its boundary": (
        "refs",
        lambda r, act: {"objective": _item("Refund.", f"ev_{r.covers_through + 1}")},
    ),
    "cites nothing for a decision": (
        "schema",
        lambda r, act: {"objective": _item("Refund.", "ev_1"), "decisions": [_item("Refund.")]},
    ),
    "invents an instruction of the user": (
        "attribution",
        lambda r, act: {
            "objective": _item("Refund the broken order.", "ev_1"),
            "constraints": [_item("The user told us to skip the approval step.", "ev_3")],
        },
    ),
}


@pytest.mark.parametrize("case", sorted(CONTRADICTIONS))
def test_contradicting_output_is_rejected_and_recorded(
    make_state: Callable[..., AgentState], case: str
) -> None:
    """A schema-valid summary contradicting the session is rejected, recorded, and moves nothing."""
    state, action_id = _session(make_state)
    rule, build = CONTRADICTIONS[case]
    before = _snapshot(state)
    summarizer = FunctionSummarizer(lambda request: build(request, action_id), name="liar")
    result = state.compact(summarizer, policy=POLICY, force=True)
    assert result.outcome == "rejected", result.reason
    assert rule in {f.rule for f in result.findings if f.severity == "error"}, result.findings
    _unchanged(state, before)
    [record] = _outcomes(state)
    assert record["outcome"] == "rejected"
    assert record["summarizer"] == "liar"
    assert rule in {finding["rule"] for finding in record["findings"]}
    assert state.ledger.get(action_id).status == "pending"


def test_dropping_a_binding_constraint_is_rejected(make_state: Callable[..., AgentState]) -> None:
    """A second summary that silently drops the first one's constraint moves nothing."""
    state, _ = _session(make_state)
    first = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert first.committed
    assert first.checkpoint is not None
    assert first.checkpoint.summary["constraints"], "the user's 'must not' should bind"
    for i in range(4):
        state.append_user(f"Any news on item {i}?")
        state.append_assistant("Still checking.")
    before = _snapshot(state)

    def forgetful(request: SummaryRequest) -> dict[str, Any]:
        return {"objective": _item("Refund the broken order.", "ev_1")}

    result = state.compact(FunctionSummarizer(forgetful), policy=POLICY, force=True)
    assert result.outcome == "rejected"
    assert "constraints" in {f.rule for f in result.findings}
    _unchanged(state, before)


def test_output_after_a_timeout_and_a_rival_commit_never_lands(
    make_state: Callable[..., AgentState],
) -> None:
    """A summary arriving after its timeout, new events and a rival's checkpoint changes nothing."""
    state, _ = _session(make_state)
    release, finished = threading.Event(), threading.Event()

    def late(request: SummaryRequest) -> dict[str, Any]:
        release.wait(timeout=30)
        finished.set()
        return {"objective": _item("Refund the broken order.", "ev_1")}

    policy = CompactionPolicy(
        budget=10**6, keep_tokens=40, keep_groups=1, max_attempts=1, timeout=0.2
    )
    result = state.compact(FunctionSummarizer(late, name="late"), policy=policy, force=True)
    assert result.outcome == "failed"
    assert "TimeoutError" in (result.error or "")
    arrived = state.append_user("Hello? Is anyone there?")
    rival = state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
    assert rival.committed
    release.set()
    assert finished.wait(timeout=30)
    assert [c.summarizer for c in state.checkpoints()] == ["extractive"]
    assert [(r["outcome"], r["summarizer"]) for r in _outcomes(state)] == [
        ("failed", "late"),
        ("committed", "extractive"),
    ]
    assert rival.covers_through < arrived.seq
    assert replay(state) == stored_projection(state)


def test_output_after_new_events_loses_to_a_rival_from_the_same_parent(
    make_state: Callable[..., AgentState],
) -> None:
    """New events and a rival commit during generation: CheckpointConflict, nothing written."""
    state, _ = _session(make_state)
    rival = make_state("ticket-faults", scratchpad=WorkloadFacts, capture=CAPTURE_RULES)
    arrived: list[int] = []

    def meanwhile(request: SummaryRequest) -> None:
        arrived.append(rival.append_user("I am still waiting.").seq)
        assert rival.compact(ExtractiveSummarizer(), policy=POLICY, force=True).committed

    before_events = len(list(state.events()))
    with pytest.raises(CheckpointConflict):
        state.compact(SlowSummarizer(ExtractiveSummarizer(), meanwhile), policy=POLICY, force=True)
    [checkpoint] = state.checkpoints()
    assert checkpoint.summarizer == "extractive"
    assert checkpoint.covers_through < arrived[0]
    assert len(list(state.events())) == before_events + 2  # the message and the rival's commit
    assert [r["outcome"] for r in _outcomes(state)] == ["committed"]


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner),
    max_leaves=12,
)
_OUTPUTS = (
    _JSON
    | st.text(max_size=200)
    | st.builds(lambda o: {"objective": o}, _JSON)
    | st.builds(
        lambda text, refs: {"objective": {"text": text, "refs": refs}},
        st.text(max_size=60),
        st.lists(st.from_regex(r"ev_[0-9]{1,3}", fullmatch=True), max_size=3),
    )
    | st.sampled_from([float("nan"), b"{}", {"objective": {"text": "x", "refs": [1]}}, ..., 1j])
)


_SESSIONS = itertools.count()


@given(output=_OUTPUTS)
def test_any_output_is_a_recorded_outcome(
    make_state: Callable[..., AgentState], output: object
) -> None:
    """Whatever the summarizer returns, compaction records one outcome and never errs."""
    _figures.record("summarizer faults", {"outputs tried": 1})
    state, _ = _session(make_state, session_id=f"any-{next(_SESSIONS)}")
    before = _snapshot(state)
    result = state.compact(FunctionSummarizer(lambda _: output), policy=POLICY, force=True)
    [record] = _outcomes(state)
    assert record["outcome"] == result.outcome
    if result.committed:
        _figures.record("summarizer faults", {"outputs that committed": 1})
        assert result.checkpoint is not None
        assert result.checkpoint.version == 1
    else:
        _unchanged(state, before)
