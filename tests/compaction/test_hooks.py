"""Observability: lifecycle hooks, the compaction logger, and OpenTelemetry spans."""

from __future__ import annotations

import importlib.util
import logging
from collections.abc import Mapping
from types import ModuleType
from typing import Any

import pytest

from agentstate import (
    AgentState,
    CompactionHooks,
    ExtractiveSummarizer,
    MemoryBackend,
    RuleBasedOracle,
)
from agentstate.compaction import CompactionPolicy
from agentstate.compaction.hooks import (
    CandidateRejected,
    CompactionFailure,
    CompactionFinished,
    CompactionStarting,
    TracingHooks,
    default_hooks,
    tracing_hooks,
)
from agentstate.errors import ContextBudgetExceeded
from agentstate.testing.summarizers import RaisingSummarizer, ScriptedSummarizer


class Recorder(CompactionHooks):
    """Keeps every lifecycle event it is given."""

    def __init__(self) -> None:
        self.events: list[object] = []

    def before_compaction(self, event: CompactionStarting) -> None:
        self.events.append(event)

    def on_rejected(self, event: CandidateRejected) -> None:
        self.events.append(event)

    def on_failed(self, event: CompactionFailure) -> None:
        self.events.append(event)

    def after_compaction(self, event: CompactionFinished) -> None:
        self.events.append(event)


class Broken(CompactionHooks):
    """A hook with a bug."""

    def before_compaction(self, event: CompactionStarting) -> None:
        raise RuntimeError("hook bug")


def _fill(state: AgentState, turns: int = 12) -> None:
    state.append_user("My pallet for order 4921 arrived damaged. I must get a credit by Friday.")
    for i in range(turns):
        call = state.append_tool_call("lookup", {"item": i})
        if i % 4 == 0:
            state.append_tool_result(call, "timeout", is_error=True)
            call = state.append_tool_call("lookup", {"item": i})
        state.append_tool_result(call, {"row": f"item {i} " + "detail " * 6})
        state.append_assistant(f"I will check item {i + 1} next.")


def _policy(*hooks: CompactionHooks, **overrides: object) -> CompactionPolicy:
    base: dict[str, object] = {"budget": 1000, "trigger": 0.3, "keep_tokens": 80}
    return CompactionPolicy(**{**base, "keep_groups": 1, "hooks": hooks, **overrides})  # type: ignore[arg-type]


def test_hooks_see_a_committed_compaction(state: AgentState) -> None:
    """Before and after hooks get the trigger, the range and the token figures."""
    _fill(state)
    recorder = Recorder()
    result = state.compact(ExtractiveSummarizer(), policy=_policy(recorder))
    starting, finished = recorder.events
    assert isinstance(starting, CompactionStarting)
    assert isinstance(finished, CompactionFinished)
    assert starting.run_id == finished.run_id
    assert (starting.strategy, starting.trigger, starting.by) == (
        "summary",
        "watermark",
        "extractive",
    )
    assert starting.tokens_before == result.tokens_before
    assert starting.covers_through == result.covers_through
    assert starting.considered == (1, result.covers_through)
    assert finished.result == result
    assert finished.error is None
    assert finished.seconds >= 0


def test_hooks_see_rejections_and_failures(state: AgentState) -> None:
    """Each rejected candidate and each failure reaches its hook with the recording event."""
    _fill(state)
    recorder = Recorder()
    summarizer = ScriptedSummarizer(["not json", RuntimeError("down")])
    result = state.compact(summarizer, policy=_policy(recorder))
    kinds = [type(event).__name__ for event in recorder.events]
    assert kinds == [
        "CompactionStarting",
        "CandidateRejected",
        "CompactionFailure",
        "CompactionFinished",
    ]
    rejected, failed = recorder.events[1], recorder.events[2]
    assert isinstance(rejected, CandidateRejected)
    assert isinstance(failed, CompactionFailure)
    assert rejected.attempt == 1
    assert {finding.rule for finding in rejected.findings} == {"schema"}
    assert state.evidence.get(rejected.event_ref).content["outcome"] == "rejected"
    assert "RuntimeError: down" in failed.error
    assert result.event_ref == failed.event_ref


def test_hooks_see_what_a_verbatim_pass_dropped(state: AgentState) -> None:
    """A verbatim pass reports its strategy and the refs it dropped."""
    _fill(state)
    recorder = Recorder()
    result = state.compact_verbatim(RuleBasedOracle(), policy=_policy(recorder))
    starting, finished = recorder.events
    assert isinstance(starting, CompactionStarting)
    assert isinstance(finished, CompactionFinished)
    assert starting.strategy == "verbatim"
    assert starting.by == "rules"
    assert finished.result is not None
    assert finished.result.dropped == result.dropped
    assert result.dropped


def test_after_hook_gets_the_error_a_pass_raised(state: AgentState) -> None:
    """A pass that raises still reaches after_compaction, with the error."""
    _fill(state, turns=20)
    recorder = Recorder()
    with pytest.raises(ContextBudgetExceeded):
        state.compact(RaisingSummarizer(RuntimeError("down")), policy=_policy(recorder, budget=300))
    finished = recorder.events[-1]
    assert isinstance(finished, CompactionFinished)
    assert finished.result is None
    assert isinstance(finished.error, ContextBudgetExceeded)


def test_a_broken_hook_is_logged_not_raised(
    state: AgentState, caplog: pytest.LogCaptureFixture
) -> None:
    """A hook that raises does not stop the compaction; the error is logged."""
    _fill(state)
    with caplog.at_level(logging.WARNING, logger="agentstate.compaction"):
        result = state.compact(ExtractiveSummarizer(), policy=_policy(Broken()))
    assert result.committed
    assert any("hook" in record.getMessage() for record in caplog.records)


def test_the_logger_reports_outcomes(state: AgentState, caplog: pytest.LogCaptureFixture) -> None:
    """The agentstate.compaction logger says what each pass did; no handler is installed."""
    _fill(state)
    assert logging.getLogger("agentstate.compaction").handlers == []
    with caplog.at_level(logging.DEBUG, logger="agentstate.compaction"):
        state.compact(ScriptedSummarizer(["not json", RuntimeError("x")]), policy=_policy())
        state.compact(ExtractiveSummarizer(), policy=_policy())
    messages = [(record.levelname, record.getMessage()) for record in caplog.records]
    assert any(level == "DEBUG" and "compacting" in text for level, text in messages)
    assert any(level == "WARNING" and "rejected" in text for level, text in messages)
    assert any(level == "WARNING" and "failed" in text for level, text in messages)
    assert any(level == "INFO" and "committed" in text for level, text in messages)


class FakeSpan:
    """Records what a span was told."""

    def __init__(self, name: str, attributes: Mapping[str, Any] | None) -> None:
        self.name = name
        self.attributes = dict(attributes or {})
        self.events: list[tuple[str, dict[str, Any]]] = []
        self.exceptions: list[BaseException] = []
        self.ended = False

    def set_attribute(self, key: str, value: Any) -> None:
        self.attributes[key] = value

    def add_event(self, name: str, attributes: Mapping[str, Any] | None = None) -> None:
        self.events.append((name, dict(attributes or {})))

    def record_exception(self, exception: BaseException) -> None:
        self.exceptions.append(exception)

    def end(self) -> None:
        self.ended = True


class FakeTracer:
    """Starts `FakeSpan`s."""

    def __init__(self) -> None:
        self.spans: list[FakeSpan] = []

    def start_span(self, name: str, attributes: Mapping[str, Any] | None = None) -> FakeSpan:
        span = FakeSpan(name, attributes)
        self.spans.append(span)
        return span


def test_tracing_hooks_make_one_span_per_pass(state: AgentState) -> None:
    """Each pass is one ended span with the figures and its rejections as span events."""
    _fill(state)
    tracer = FakeTracer()
    policy = _policy(TracingHooks(tracer), verbatim=RuleBasedOracle())
    state.compact(ScriptedSummarizer(["not json", ExtractiveSummarizer().summarize]), policy=policy)
    verbatim, summary = tracer.spans
    assert all(span.ended for span in tracer.spans)
    assert verbatim.attributes["agentstate.compaction.strategy"] == "verbatim"
    assert verbatim.attributes["agentstate.compaction.outcome"] == "dropped"
    assert verbatim.attributes["agentstate.compaction.dropped"] > 0
    assert summary.attributes["agentstate.compaction.outcome"] == "committed"
    assert (
        summary.attributes["agentstate.compaction.tokens_after"]
        < (summary.attributes["agentstate.compaction.tokens_before"])
    )
    assert [name for name, _ in summary.events] == ["rejected"]


def test_tracing_hooks_record_a_raised_error(state: AgentState) -> None:
    """A pass that raises ends its span with the exception recorded."""
    _fill(state, turns=20)
    tracer = FakeTracer()
    with pytest.raises(ContextBudgetExceeded):
        state.compact(
            RaisingSummarizer(RuntimeError("down")),
            policy=_policy(TracingHooks(tracer), budget=300),
        )
    [span] = tracer.spans
    assert span.ended
    assert span.attributes["agentstate.compaction.outcome"] == "error"
    assert isinstance(span.exceptions[0], ContextBudgetExceeded)
    assert [name for name, _ in span.events] == ["failed"]


def test_without_opentelemetry_no_tracing_is_added() -> None:
    """When opentelemetry cannot be imported, no tracing hooks are added."""

    def missing(name: str) -> ModuleType:
        raise ModuleNotFoundError(name)

    assert tracing_hooks(missing) == ()


def test_with_opentelemetry_the_global_tracer_is_used() -> None:
    """When opentelemetry imports, one TracingHooks on its global tracer named agentstate."""
    tracer = FakeTracer()
    names: list[str] = []

    def get_tracer(name: str) -> FakeTracer:
        names.append(name)
        return tracer

    module = ModuleType("opentelemetry.trace")
    module.get_tracer = get_tracer  # type: ignore[attr-defined]
    [hooks] = tracing_hooks(lambda name: module)
    assert isinstance(hooks, TracingHooks)
    assert hooks.tracer is tracer
    assert names == ["agentstate"]


def test_default_hooks_follow_the_install() -> None:
    """The default hooks trace exactly when opentelemetry is importable here."""
    installed = importlib.util.find_spec("opentelemetry") is not None
    assert [type(hook) for hook in default_hooks()] == ([TracingHooks] if installed else [])


def test_spans_reach_an_opentelemetry_sdk() -> None:
    """With the OpenTelemetry SDK, a pass exports one span with its attributes."""
    sdk_trace = pytest.importorskip("opentelemetry.sdk.trace")
    export = pytest.importorskip("opentelemetry.sdk.trace.export")
    memory = pytest.importorskip("opentelemetry.sdk.trace.export.in_memory_span_exporter")
    exporter = memory.InMemorySpanExporter()
    provider = sdk_trace.TracerProvider()
    provider.add_span_processor(export.SimpleSpanProcessor(exporter))
    state = AgentState.open(MemoryBackend(), session_id="otel")
    _fill(state)
    hooks = TracingHooks(provider.get_tracer("agentstate-test"))
    state.compact(ExtractiveSummarizer(), policy=_policy(hooks))
    [span] = exporter.get_finished_spans()
    assert span.name == "agentstate.compaction"
    assert span.attributes["agentstate.compaction.outcome"] == "committed"
    assert span.attributes["agentstate.session_id"] == state.session_id
