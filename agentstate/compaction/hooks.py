"""Observing compaction: lifecycle hooks, standard logging, and optional OpenTelemetry spans.

Every compaction pass that runs (a summary or a verbatim pass; a skipped one does not run)
goes through one lifecycle, reported three ways:

- **hooks**: subclass `CompactionHooks`, override what you need, and list instances in
  `CompactionPolicy.hooks`. ``before_compaction`` gets a `CompactionStarting` (trigger, token
  figures, the range); ``on_repaired`` a `CandidateRepaired` for each candidate repaired after
  the validator refused it (see `agentstate.compaction.repair`), with the verdict on its
  repaired form; ``on_rejected`` a `CandidateRejected` for each candidate the validator (or
  the drop check) refused, with the repairs tried on it; ``on_failed`` a `CompactionFailure`
  when the summarizer or oracle failed; ``after_compaction`` a `CompactionFinished` with the
  `CompactionResult` (token figures before and after, what was covered or dropped, the
  repairs) or the error that ended the pass. A hook that raises is logged and ignored:
  observing never breaks a compaction.
- **logging**: the logger ``agentstate.compaction`` (debug when a pass starts, info when it
  ends and for each repaired candidate, warning for rejections and failures). The library
  configures no handler.
- **OpenTelemetry**: when the ``opentelemetry`` package is importable, each pass is a span
  ``agentstate.compaction`` from the global tracer provider, with the figures as attributes
  and repairs, rejections and failures as span events. Without it, nothing is imported or
  done. `TracingHooks` takes any tracer, for a provider of your own.
"""

from __future__ import annotations

import functools
import importlib
import itertools
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal, Protocol

import attrs

from agentstate.compaction.repair import Repair
from agentstate.compaction.triggers import Trigger
from agentstate.validation import Finding

if TYPE_CHECKING:
    from agentstate.compaction._result import CompactionResult

__all__ = [
    "CandidateRejected",
    "CandidateRepaired",
    "CompactionFailure",
    "CompactionFinished",
    "CompactionHooks",
    "CompactionStarting",
    "Span",
    "Strategy",
    "Tracer",
    "TracingHooks",
    "default_hooks",
    "logger",
    "tracing_hooks",
]

logger = logging.getLogger("agentstate.compaction")
"""The compaction logger (no handler is configured by agentstate)."""

Strategy = Literal["summary", "verbatim"]
"""The kind of pass: a summary checkpoint, or verbatim drops."""

_RUN_IDS = itertools.count(1)


@attrs.frozen(kw_only=True)
class CompactionStarting:
    """A pass is about to ask its summarizer (or oracle): what fired, and over which range."""

    run_id: int
    """Identifies the pass across its hook calls (unique within the process)."""
    session_id: str
    strategy: Strategy
    trigger: Trigger
    """``watermark``, ``preemptive`` or ``forced``."""
    by: str
    """The summarizer's (or oracle's) name."""
    tokens_before: int
    """Context tokens (after the stable prefix) before the pass."""
    previous_covers_through: int
    """The boundary before the pass."""
    covers_through: int
    """The boundary the summary will cover through (a verbatim pass keeps the boundary)."""
    considered: tuple[int, int]
    """The range of seqs the pass works on, ``(first, last)`` inclusive."""
    transition: str | None = None
    """The task transition the split was moved to (the semantic split), if any."""


@attrs.frozen(kw_only=True)
class CandidateRejected:
    """A candidate was refused and recorded; the pass may try again."""

    run_id: int
    session_id: str
    strategy: Strategy
    by: str
    attempt: int
    """1 for the first candidate, then 2, 3, ..."""
    findings: tuple[Finding, ...]
    """Why (the validator's findings; for a verbatim pass, the drop check's)."""
    event_ref: str
    """The compaction event that records the rejection."""
    repairs: tuple[Repair, ...] = ()
    """The repairs tried on the candidate before it was rejected (empty: none)."""


@attrs.frozen(kw_only=True)
class CandidateRepaired:
    """A refused candidate was repaired and validated again (recorded with its outcome)."""

    run_id: int
    session_id: str
    strategy: Strategy
    by: str
    attempt: int
    """1 for the first candidate, then 2, 3, ..."""
    repairs: tuple[Repair, ...]
    """What was changed (placeholders written, items dropped), with the findings behind it."""
    findings: tuple[Finding, ...]
    """The repaired candidate's findings (errors among them when it is still refused)."""
    accepted: bool
    """Whether the repaired candidate passed; if not, `on_rejected` follows."""


@attrs.frozen(kw_only=True)
class CompactionFailure:
    """The summarizer or oracle failed (an error, a timeout, empty output); recorded."""

    run_id: int
    session_id: str
    strategy: Strategy
    by: str
    error: str
    """The failure, as ``Type: message``."""
    event_ref: str
    """The compaction event that records the failure."""


@attrs.frozen(kw_only=True)
class CompactionFinished:
    """A pass ended: with a result, or with an error raised to its caller."""

    run_id: int
    session_id: str
    strategy: Strategy
    trigger: Trigger
    seconds: float
    """Wall time of the pass, from `CompactionStarting` to here."""
    result: CompactionResult | None
    """What the pass did (None when it raised)."""
    error: BaseException | None = None
    """What it raised (`CheckpointConflict`, `ContextBudgetExceeded`, a storage error)."""


class CompactionHooks:
    """Lifecycle callbacks of compaction: subclass, override, and list in `CompactionPolicy.hooks`.

    Every method does nothing by default. Hooks run in the thread (or task) that runs the
    compaction, outside any storage transaction; one that raises is logged and ignored.
    """

    def before_compaction(self, event: CompactionStarting) -> None:
        """A pass is about to run."""

    def on_repaired(self, event: CandidateRepaired) -> None:
        """A refused candidate was repaired and validated again."""

    def on_rejected(self, event: CandidateRejected) -> None:
        """A candidate was rejected (and recorded)."""

    def on_failed(self, event: CompactionFailure) -> None:
        """The summarizer or oracle failed (and the failure was recorded)."""

    def after_compaction(self, event: CompactionFinished) -> None:
        """A pass ended, committed or not, or raised."""


class Span(Protocol):
    """The part of an OpenTelemetry span that `TracingHooks` uses."""

    def set_attribute(self, key: str, value: Any) -> object:
        """Set one attribute."""
        ...

    def add_event(self, name: str, attributes: Mapping[str, Any] | None = None) -> object:
        """Add a timestamped event."""
        ...

    def record_exception(self, exception: BaseException) -> object:
        """Record an exception."""
        ...

    def end(self) -> object:
        """End the span."""
        ...


class Tracer(Protocol):
    """The part of an OpenTelemetry tracer that `TracingHooks` uses."""

    def start_span(self, name: str, attributes: Mapping[str, Any] | None = None) -> Any:
        """Start a span (not made current)."""
        ...


_PREFIX = "agentstate.compaction."


class TracingHooks(CompactionHooks):
    """One span per compaction pass, ``agentstate.compaction``, on the given tracer.

    Added automatically (with the global tracer) when ``opentelemetry`` is installed; build
    one yourself for a tracer of your own.
    """

    def __init__(self, tracer: Tracer) -> None:
        self.tracer = tracer
        """Where spans are started."""
        self._spans: dict[int, Span] = {}
        self._lock = threading.Lock()

    def before_compaction(self, event: CompactionStarting) -> None:
        """Start the pass's span."""
        span: Span = self.tracer.start_span(
            "agentstate.compaction",
            attributes={
                "agentstate.session_id": event.session_id,
                _PREFIX + "strategy": event.strategy,
                _PREFIX + "trigger": event.trigger,
                _PREFIX + "by": event.by,
                _PREFIX + "tokens_before": event.tokens_before,
                _PREFIX + "previous_covers_through": event.previous_covers_through,
            },
        )
        with self._lock:
            self._spans[event.run_id] = span

    def _span(self, run_id: int, *, pop: bool = False) -> Span | None:
        with self._lock:
            return self._spans.pop(run_id, None) if pop else self._spans.get(run_id)

    def on_repaired(self, event: CandidateRepaired) -> None:
        """Add a ``repaired`` span event."""
        span = self._span(event.run_id)
        if span is not None:
            span.add_event(
                "repaired",
                {
                    "attempt": event.attempt,
                    "placeholders": sum(r.kind == "placeholder" for r in event.repairs),
                    "dropped": sum(r.kind == "dropped" for r in event.repairs),
                    "accepted": event.accepted,
                },
            )

    def on_rejected(self, event: CandidateRejected) -> None:
        """Add a ``rejected`` span event."""
        span = self._span(event.run_id)
        if span is not None:
            rules = sorted({finding.rule for finding in event.findings})
            span.add_event(
                "rejected",
                {"attempt": event.attempt, "rules": rules, "event_ref": event.event_ref},
            )

    def on_failed(self, event: CompactionFailure) -> None:
        """Add a ``failed`` span event."""
        span = self._span(event.run_id)
        if span is not None:
            span.add_event("failed", {"error": event.error, "event_ref": event.event_ref})

    def after_compaction(self, event: CompactionFinished) -> None:
        """Set the outcome and token figures, and end the span."""
        span = self._span(event.run_id, pop=True)
        if span is None:
            return
        result = event.result
        if result is not None:
            span.set_attribute(_PREFIX + "outcome", result.outcome)
            span.set_attribute(_PREFIX + "tokens_after", result.tokens_after)
            span.set_attribute(_PREFIX + "covers_through", result.covers_through)
            span.set_attribute(_PREFIX + "attempts", result.attempts)
            span.set_attribute(_PREFIX + "dropped", len(result.dropped))
            span.set_attribute(_PREFIX + "repairs", len(result.repairs))
        if event.error is not None:
            span.set_attribute(_PREFIX + "outcome", "error")
            span.record_exception(event.error)
        span.end()


def tracing_hooks(
    import_module: Callable[[str], ModuleType] = importlib.import_module,
) -> tuple[CompactionHooks, ...]:
    """`TracingHooks` on the global OpenTelemetry tracer, or nothing without ``opentelemetry``.

    Args:
        import_module: How the ``opentelemetry.trace`` module is imported.
    """
    try:
        trace = import_module("opentelemetry.trace")
    except ImportError:
        return ()
    return (TracingHooks(trace.get_tracer("agentstate")),)


@functools.cache
def default_hooks() -> tuple[CompactionHooks, ...]:
    """The hooks every pass reports to besides the policy's: `tracing_hooks`, looked up once."""
    return tracing_hooks()


@attrs.define
class Lifecycle:
    """Reports one pass to hooks, the log and spans (the engine's side of this module)."""

    session_id: str
    strategy: Strategy
    hooks: Sequence[CompactionHooks]
    trigger: Trigger = "forced"
    run_id: int = attrs.field(factory=lambda: next(_RUN_IDS))
    started: float = 0.0

    def _call(self, method: str, event: object) -> None:
        for hook in self.hooks:
            try:
                getattr(hook, method)(event)
            except Exception:  # an observer must never break a compaction; logged, not raised
                logger.warning("compaction hook %r failed in %s", hook, method, exc_info=True)

    def starting(self, event: CompactionStarting) -> None:
        """The pass starts."""
        self.started = time.perf_counter()
        self.trigger = event.trigger
        logger.debug(
            "compacting %s (%s, %s trigger): %d tokens, ev_%d..ev_%d by %s",
            self.session_id,
            self.strategy,
            event.trigger,
            event.tokens_before,
            *event.considered,
            event.by,
        )
        self._call("before_compaction", event)

    def repaired(
        self,
        *,
        by: str,
        attempt: int,
        repairs: Sequence[Repair],
        findings: Sequence[Finding],
        accepted: bool,
    ) -> None:
        """A refused candidate was repaired and validated again."""
        event = CandidateRepaired(
            run_id=self.run_id,
            session_id=self.session_id,
            strategy=self.strategy,
            by=by,
            attempt=attempt,
            repairs=tuple(repairs),
            findings=tuple(findings),
            accepted=accepted,
        )
        logger.info(
            "compaction of %s: candidate %d from %s repaired (%s), %s",
            self.session_id,
            attempt,
            by,
            "; ".join(str(repair) for repair in repairs),
            "accepted" if accepted else "still refused",
        )
        self._call("on_repaired", event)

    def rejected(
        self,
        *,
        by: str,
        attempt: int,
        findings: Sequence[Finding],
        event_ref: str,
        repairs: Sequence[Repair] = (),
    ) -> None:
        """A candidate was rejected and recorded as `event_ref`."""
        event = CandidateRejected(
            run_id=self.run_id,
            session_id=self.session_id,
            strategy=self.strategy,
            by=by,
            attempt=attempt,
            findings=tuple(findings),
            event_ref=event_ref,
            repairs=tuple(repairs),
        )
        logger.warning(
            "compaction of %s: candidate %d from %s rejected (%s)%s, recorded as %s",
            self.session_id,
            attempt,
            by,
            ", ".join(sorted({finding.rule for finding in findings})),
            f" after {len(repairs)} repairs" if repairs else "",
            event_ref,
        )
        self._call("on_rejected", event)

    def failed(self, *, by: str, error: str, event_ref: str) -> None:
        """The summarizer or oracle failed; the failure was recorded as `event_ref`."""
        event = CompactionFailure(
            run_id=self.run_id,
            session_id=self.session_id,
            strategy=self.strategy,
            by=by,
            error=error,
            event_ref=event_ref,
        )
        logger.warning(
            "compaction of %s: %s failed (%s), recorded as %s",
            self.session_id,
            by,
            error,
            event_ref,
        )
        self._call("on_failed", event)

    def finished(self, result: CompactionResult | None, error: BaseException | None = None) -> None:
        """The pass ended."""
        seconds = time.perf_counter() - self.started
        if result is not None:
            logger.info(
                "compaction of %s (%s, %s trigger) %s: %d -> %d tokens, boundary ev_%d, "
                "%d events dropped, %d repairs, %.3fs",
                self.session_id,
                self.strategy,
                self.trigger,
                result.outcome,
                result.tokens_before,
                result.tokens_after,
                result.covers_through,
                len(result.dropped),
                len(result.repairs),
                seconds,
            )
        else:
            logger.warning("compaction of %s raised %r", self.session_id, error)
        self._call(
            "after_compaction",
            CompactionFinished(
                run_id=self.run_id,
                session_id=self.session_id,
                strategy=self.strategy,
                trigger=self.trigger,
                seconds=seconds,
                result=result,
                error=error,
            ),
        )


def lifecycle(session_id: str, strategy: Strategy, hooks: Sequence[CompactionHooks]) -> Lifecycle:
    """A lifecycle reporting to `hooks` and, when installed, OpenTelemetry."""
    return Lifecycle(session_id=session_id, strategy=strategy, hooks=[*hooks, *default_hooks()])
