"""The continuation eval: recorded agent runs replayed through agentstate, request by request.

Each assistant message of a recorded run is one model request over what precedes it. Every
strategy (`agentstate.eval.strategies`) renders each request; the full transcript is the
reference. For each strategy, per run and overall:

- **probe recovery** (`agentstate.eval.probes`): at every request that precedes an assistant
  call of a consequential tool, and at the last request, the value probes (from the gold
  actions) and the state probes (ledger statuses, user constraints) present in the request,
  out of those the full transcript holds at that point (a value the agent never saw is
  recoverable by nothing). ``probe_recovery`` is for value probes, ``state_probe_recovery``
  for state probes; a run with no probes reports null and adds nothing to the overall counts;
  overall recovery is probes recovered over probes counted, over all runs;
- **token cost**: history tokens (everything after the stable prefix, counted the same way
  for every strategy: the state's token counter over each rendered message) summed over all
  requests, the peak, and the ratio of the sum to the full transcript's; and the
  **cache-stable share**: over consecutive requests with no compaction between them, the
  longest common prefix of the two rendered requests (tools, then messages, as compact JSON)
  over the earlier one, in tokens, weighted by the earlier request's tokens;
- **validity**: requests that break a provider's structural rules (OpenAI, and Anthropic for
  the strategies that render it), target 0;
- **compaction**: how often it fired, with the history tokens before and after each.

Use `evaluate_replay` (or ``agentstate eval replay PATH --domain NAME --budget N``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

import attrs

from agentstate._json import JSONObject, JSONValue, canonical_dumps
from agentstate.domains.base import Domain
from agentstate.errors import InvalidContent, InvalidInput
from agentstate.eval.probes import (
    ConsequentialCall,
    ValueProbe,
    action_probes,
    consequential_calls,
    constraint_probes,
    normalize,
    request_text,
    value_probes,
)
from agentstate.eval.runs import GoldAction, RecordedRun
from agentstate.eval.strategies import (
    AgentstateStrategy,
    FullTranscript,
    RenderedRequest,
    Strategy,
)
from agentstate.events import EventKind, measure
from agentstate.formats import check_anthropic, check_openai
from agentstate.formats import openai as openai_format
from agentstate.tokens import ApproximateTokenCounter, TokenCounter

__all__ = [
    "FULL_TRANSCRIPT",
    "Compaction",
    "ReplayReport",
    "RunReport",
    "StrategyFigures",
    "common_prefix",
    "evaluate_replay",
    "evaluate_run",
    "history_tokens",
    "message_tokens",
]

FULL_TRANSCRIPT = "full_transcript"
"""The key of the reference strategy's figures."""


def message_tokens(messages: Sequence[JSONObject], counter: TokenCounter) -> list[int]:
    """Tokens of each OpenAI chat message, as agentstate counts events.

    A tool result's name is its call's, from the same list.

    Raises:
        InvalidContent: A message is not an OpenAI chat message.
    """
    names: dict[str, str] = {}
    tokens: list[int] = []
    for index, message in enumerate(messages):
        total = 0
        for parsed in openai_format.parse_message(message, index):
            content = parsed.spec.content
            calls = content.get("tool_calls")
            if parsed.spec.kind is EventKind.ASSISTANT and isinstance(calls, list):
                for call in calls:
                    if isinstance(call, dict) and isinstance(call.get("id"), str):
                        names[str(call["id"])] = str(call.get("name"))
            elif parsed.spec.kind is EventKind.TOOL_RESULT and content.get("name") is None:
                content = {**content, "name": names.get(str(content.get("call_id")))}
            total += measure(counter, parsed.spec.kind, content).tokens
        tokens.append(total)
    return tokens


def history_tokens(messages: Sequence[JSONObject], counter: TokenCounter) -> int:
    """Tokens of OpenAI chat messages, as agentstate counts events: the same for every strategy.

    Raises:
        InvalidContent: A message is not an OpenAI chat message.
    """
    return sum(message_tokens(messages, counter))


def common_prefix(first: str, second: str) -> int:
    """Length of the longest common prefix of two strings (bisection over C-speed compares)."""
    low, high = 0, min(len(first), len(second))
    while low < high:
        middle = (low + high + 1) // 2
        if first[:middle] == second[:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def _request_json(request: RenderedRequest) -> str:
    return json.dumps(
        [list(request.tools), list(request.messages)], ensure_ascii=False, separators=(",", ":")
    )


@attrs.frozen(kw_only=True)
class Compaction:
    """One committed compaction: before which request, and the history tokens around it."""

    request: int
    """The request (0-based, within the run) it preceded."""
    tokens_before: int
    """Context tokens after the stable prefix just before it (the engine's estimate)."""
    tokens_after: int
    """And just after it."""

    def to_json(self) -> JSONObject:
        """The compaction as JSON."""
        return {
            "request": self.request,
            "tokens_before": self.tokens_before,
            "tokens_after": self.tokens_after,
        }


def _rate(recovered: int, counted: int) -> float | None:
    return recovered / counted if counted else None


@attrs.define
class StrategyFigures:
    """One strategy's figures on one run, or summed over runs (`add`)."""

    requests: int = 0
    history_tokens: int = 0
    """History tokens summed over every request."""
    peak_history_tokens: int = 0
    reference_tokens: int = 0
    """The full transcript's history tokens over the same requests (for the ratio)."""
    invalid_requests: int = 0
    over_budget_requests: int = 0
    """Requests whose history took more than the budget."""
    prefix_tokens: int = 0
    """Common-prefix tokens summed over the consecutive pairs the cache share counts."""
    earlier_tokens: int = 0
    """Tokens of the earlier request of those pairs."""
    cache_pairs: int = 0
    """Consecutive pairs the cache share counts (no compaction between them)."""
    value_probes: int = 0
    value_recovered: int = 0
    state_probes: int = 0
    state_recovered: int = 0
    compactions: list[Compaction] = attrs.Factory(list)
    """Committed compactions (of one run; summed figures keep only the totals below)."""
    compactions_fired: int = 0
    compaction_tokens_before: int = 0
    compaction_tokens_after: int = 0
    series: list[int] = attrs.Factory(list)
    """History tokens of each request, in order (empty when summed over runs)."""

    @property
    def history_token_ratio(self) -> float | None:
        """History tokens over the full transcript's."""
        return self.history_tokens / self.reference_tokens if self.reference_tokens else None

    @property
    def cache_stable_share(self) -> float | None:
        """Token-weighted mean share of each request that the next one repeats."""
        return self.prefix_tokens / self.earlier_tokens if self.earlier_tokens else None

    @property
    def probe_recovery(self) -> float | None:
        """Value probes recovered over value probes counted (None: none counted)."""
        return _rate(self.value_recovered, self.value_probes)

    @property
    def state_probe_recovery(self) -> float | None:
        """State probes recovered over state probes counted (None: none counted)."""
        return _rate(self.state_recovered, self.state_probes)

    def compacted(self, compaction: Compaction) -> None:
        """Record a committed compaction."""
        self.compactions.append(compaction)
        self.compactions_fired += 1
        self.compaction_tokens_before += compaction.tokens_before
        self.compaction_tokens_after += compaction.tokens_after

    def add(self, other: StrategyFigures) -> None:
        """Add another run's figures (its series and compaction list are not kept)."""
        for name in (
            "requests",
            "history_tokens",
            "reference_tokens",
            "invalid_requests",
            "over_budget_requests",
            "prefix_tokens",
            "earlier_tokens",
            "cache_pairs",
            "value_probes",
            "value_recovered",
            "state_probes",
            "state_recovered",
            "compactions_fired",
            "compaction_tokens_before",
            "compaction_tokens_after",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.peak_history_tokens = max(self.peak_history_tokens, other.peak_history_tokens)

    def to_json(self, *, detail: bool = False) -> JSONObject:
        """The figures as JSON (with `detail`, the per-request series and each compaction)."""
        fired = self.compactions_fired
        data: JSONObject = {
            "probe_recovery": self.probe_recovery,
            "state_probe_recovery": self.state_probe_recovery,
            "invalid_requests": self.invalid_requests,
            "history_tokens": self.history_tokens,
            "history_token_ratio": self.history_token_ratio,
            "peak_history_tokens": self.peak_history_tokens,
            "cache_stable_share": self.cache_stable_share,
            "requests": self.requests,
            "over_budget_requests": self.over_budget_requests,
            "value_probes": {"counted": self.value_probes, "recovered": self.value_recovered},
            "state_probes": {"counted": self.state_probes, "recovered": self.state_recovered},
            "cache_pairs": self.cache_pairs,
            "compactions": {
                "fired": fired,
                "mean_tokens_before": self.compaction_tokens_before / fired if fired else None,
                "mean_tokens_after": self.compaction_tokens_after / fired if fired else None,
            },
        }
        if detail:
            data["history_tokens_per_request"] = list[JSONValue](self.series)
            data["compaction_events"] = [c.to_json() for c in self.compactions]
        return data


@attrs.frozen(kw_only=True)
class RunReport:
    """The figures of every strategy on one run."""

    run_id: str
    source: str
    requests: int
    probe_points: int
    """Requests at which probes were evaluated."""
    strategies: dict[str, StrategyFigures]

    def to_json(self) -> JSONObject:
        """The run's figures as JSON."""
        data: JSONObject = {
            "run_id": self.run_id,
            "source": self.source,
            "requests": self.requests,
            "probe_points": self.probe_points,
        }
        for name, figures in self.strategies.items():
            data[name] = figures.to_json(detail=True)
        return data


@attrs.frozen(kw_only=True)
class ReplayReport:
    """The eval's result: figures per run and overall, for every strategy."""

    domain: str
    budget: int
    strategies: tuple[str, ...]
    """Strategy keys, the full transcript last."""
    runs: tuple[RunReport, ...]

    @property
    def overall(self) -> dict[str, StrategyFigures]:
        """Every strategy's figures summed over the runs (see the module docs)."""
        totals = {name: StrategyFigures() for name in self.strategies}
        for run in self.runs:
            for name, figures in run.strategies.items():
                totals[name].add(figures)
        return totals

    def to_json(self) -> JSONObject:
        """``{"overall": {strategy: {...}}, "runs": [...], "config": {...}}``."""
        return {
            "overall": {name: figures.to_json() for name, figures in self.overall.items()},
            "runs": [run.to_json() for run in self.runs],
            "config": {
                "domain": self.domain,
                "budget": self.budget,
                "strategies": list[JSONValue](self.strategies),
                "runs": len(self.runs),
            },
        }


@attrs.define
class _Tracker:
    """Accumulates one strategy's figures over one run."""

    budget: int
    counter: TokenCounter
    figures: StrategyFigures = attrs.Factory(StrategyFigures)
    previous: str | None = None

    def record(self, index: int, request: RenderedRequest) -> int:
        tokens = history_tokens(request.history, self.counter)
        figures = self.figures
        figures.requests += 1
        figures.history_tokens += tokens
        figures.peak_history_tokens = max(figures.peak_history_tokens, tokens)
        figures.series.append(tokens)
        if tokens > self.budget or request.over_budget:
            figures.over_budget_requests += 1
        problems = check_openai(list(request.messages))
        if request.anthropic is not None:
            messages = request.anthropic.get("messages")
            problems += check_anthropic(messages if isinstance(messages, list) else [])
        if problems:
            figures.invalid_requests += 1
        compaction = request.compaction
        compacted = compaction is not None and compaction.committed
        if compaction is not None and compacted:
            figures.compacted(
                Compaction(
                    request=index,
                    tokens_before=compaction.tokens_before,
                    tokens_after=compaction.tokens_after,
                )
            )
        rendered = _request_json(request)
        if self.previous is not None and not compacted:
            figures.cache_pairs += 1
            figures.prefix_tokens += self.counter.count(
                self.previous[: common_prefix(self.previous, rendered)]
            )
            figures.earlier_tokens += self.counter.count(self.previous)
        self.previous = rendered
        return tokens


def _probe_points(run: RecordedRun, calls: Sequence[ConsequentialCall]) -> set[int]:
    requests = run.request_indices
    points = {call.message for call in calls}
    if requests:
        points.add(requests[-1])
    return points


def _done(call: ConsequentialCall, *, before: int) -> bool:
    """Whether the run carried `call` out before message `before`: approved, answered, no error."""
    return (
        call.confirmation is not None
        and not call.failed
        and call.result is not None
        and call.result < before
    )


def _wanted(
    run: RecordedRun, calls: Sequence[ConsequentialCall], *, before: int, last: bool
) -> list[ValueProbe]:
    """The value probes of one request: the gold actions', then the run's own calls'.

    The run's own consequential calls made before the request, approved and not failed, are
    probed beside the gold actions (the booking the agent actually made, its exact amounts; a
    call the gate refused never reached its tool, and a failed one changed nothing), each
    value once. Once
    the conversation ends (`last`), an action the run already carried out needs its values no
    more: neither a gold action it did with its exact arguments nor a call of its own that was
    done; a value another pending action shares is still probed.
    """
    done = {
        (call.kind, canonical_dumps(call.arguments)) for call in calls if _done(call, before=before)
    }
    gold = [
        action
        for action in run.gold_actions
        if not last or (action.name, canonical_dumps(action.arguments)) not in done
    ]
    own = [
        GoldAction(name=call.kind, arguments=call.arguments)
        for call in calls
        if call.confirmation is not None
        and not call.failed
        and call.message < before
        and not (last and _done(call, before=before))
    ]
    return value_probes([*gold, *own])


def evaluate_run(
    run: RecordedRun,
    *,
    domain: Domain,
    strategies: Sequence[Strategy],
    budget: int,
    counter: TokenCounter,
    on_request: Callable[[RecordedRun, int, dict[str, RenderedRequest]], None] | None = None,
) -> RunReport:
    """Replay one run through every strategy and the full transcript (see `evaluate_replay`)."""
    reference = FullTranscript()
    everyone: list[Strategy] = [*strategies, reference]
    calls = consequential_calls(run, domain)
    points = _probe_points(run, calls)
    last = run.request_indices[-1] if run.request_indices else None
    trackers = {strategy.name: _Tracker(budget, counter) for strategy in everyone}
    renderers = {strategy.name: strategy.start(run, domain) for strategy in everyone}
    try:
        for number, index in enumerate(run.request_indices):
            requests = {name: r.request(index) for name, r in renderers.items()}
            reference_tokens = trackers[reference.name].record(number, requests[reference.name])
            for name, tracker in trackers.items():
                if name != reference.name:
                    tracker.record(number, requests[name])
                tracker.figures.reference_tokens += reference_tokens
            if index in points:
                wanted = _wanted(run, calls, before=index, last=index == last)
                _score(run, domain, calls, wanted, index, requests, trackers)
            if on_request is not None:
                on_request(run, index, requests)
    finally:
        for renderer in renderers.values():
            renderer.close()
    return RunReport(
        run_id=run.run_id,
        source=run.source,
        requests=len(run.request_indices),
        probe_points=len(points & set(run.request_indices)),
        strategies={name: tracker.figures for name, tracker in trackers.items()},
    )


def _score(
    run: RecordedRun,
    domain: Domain,
    calls: Sequence[ConsequentialCall],
    probes: Sequence[ValueProbe],
    index: int,
    requests: dict[str, RenderedRequest],
    trackers: dict[str, _Tracker],
) -> None:
    """Count the probes the full transcript holds at this point, and who recovers them."""
    reference_text = request_text(requests[FULL_TRANSCRIPT].history)
    held = [probe for probe in probes if probe.found_in(reference_text)]
    actions = action_probes(run, calls, before=index)
    constraints = constraint_probes(run, domain, before=index)
    for name, request in requests.items():
        text = request_text(request.history)
        normalized = normalize(text)
        figures = trackers[name].figures
        figures.value_probes += len(held)
        figures.value_recovered += sum(probe.found_in(text) for probe in held)
        figures.state_probes += len(actions) + len(constraints)
        figures.state_recovered += sum(
            probe.found_in(normalized, request.action_ids) for probe in actions
        ) + sum(probe.found_in(normalized) for probe in constraints)


def evaluate_replay(
    runs: Sequence[RecordedRun],
    *,
    domain: Domain,
    budget: int,
    strategies: Sequence[Strategy] | None = None,
    counter: TokenCounter | None = None,
    on_request: Callable[[RecordedRun, int, dict[str, RenderedRequest]], None] | None = None,
) -> ReplayReport:
    """Replay recorded runs through agentstate (and other strategies) and measure them.

    Args:
        runs: The recorded runs (`agentstate.eval.runs.load_runs`).
        domain: The application's domain (`agentstate.domains.get_domain`).
        budget: The history budget, in tokens after the stable prefix.
        strategies: What to measure beside the full transcript (default: agentstate with
            ``CompactionPolicy(budget=budget)`` and the `ExtractiveSummarizer`).
        counter: Counts tokens for every strategy (default: `ApproximateTokenCounter`).
        on_request: Called after each request with the run, the assistant message's index and
            every strategy's rendered request (the live-model diagnostics use it).

    Returns:
        The report: `ReplayReport.to_json` gives the JSON the CLI prints.

    Raises:
        InvalidInput: A bad budget, no runs, or two strategies with one name.
    """
    if isinstance(budget, bool) or not isinstance(budget, int) or budget <= 0:
        msg = f"budget must be a positive integer, got {budget!r}"
        raise InvalidInput(msg)
    if not runs:
        msg = "no runs to replay"
        raise InvalidInput(msg)
    chosen = list(strategies) if strategies is not None else [AgentstateStrategy(budget)]
    names = [strategy.name for strategy in chosen]
    if len(set(names)) != len(names) or FULL_TRANSCRIPT in names:
        msg = f"strategy names must be unique and not {FULL_TRANSCRIPT!r}: {names}"
        raise InvalidInput(msg)
    counter = counter if counter is not None else ApproximateTokenCounter()
    reports: list[RunReport] = []
    for run in runs:
        try:
            reports.append(
                evaluate_run(
                    run,
                    domain=domain,
                    strategies=chosen,
                    budget=budget,
                    counter=counter,
                    on_request=on_request,
                )
            )
        except InvalidContent as exc:
            msg = f"run {run.run_id}: {exc}"
            raise InvalidContent(msg) from exc
    return ReplayReport(
        domain=domain.name,
        budget=budget,
        strategies=(*names, FULL_TRANSCRIPT),
        runs=tuple(reports),
    )
