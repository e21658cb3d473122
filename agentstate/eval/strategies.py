"""Strategies: how a history becomes the requests a model is sent, one per assistant message.

A `Strategy` starts a `RunRenderer` per run; the renderer is asked, in order, for the request
that precedes each assistant message of the run (`RunRenderer.request`), given everything
before it. Two strategies ship here:

- `FullTranscript`, the reference: every message so far, verbatim, nothing else;
- `AgentstateStrategy`: the run replayed through an `AgentState` as a real agent would run it.
  Messages are appended as they happen (a consequential call goes through the approval ledger
  by the domain's confirmation rule, its result follows), and before each request the agent
  compacts by its policy (`state.compact`, which does nothing below the trigger) and renders
  the context (`state.context`) within the budget. How it compacts is a `CompactionStep`:
  `ForegroundCompaction` (the default) or `DeferredCompaction` (a `DeferredCompactor`
  compacting between turns, the request waiting only over the hard budget).

Other strategies (peers' trimming utilities, in ``benchmarks/``) implement the same protocol
over the run's OpenAI messages.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

import attrs

from agentstate._json import JSONObject
from agentstate.backends.memory import MemoryBackend
from agentstate.compaction import CompactionPolicy, CompactionResult
from agentstate.compaction.deferred import CompactionHandle, DeferredCompactor
from agentstate.context import Context
from agentstate.domains.base import Domain
from agentstate.errors import ContextBudgetExceeded, InvalidInput
from agentstate.eval.probes import ConsequentialCall, consequential_calls
from agentstate.eval.runs import RecordedRun
from agentstate.ledger import MODEL_ACTOR
from agentstate.state import AgentState
from agentstate.summarizers.base import Summarizer
from agentstate.summarizers.extractive import ExtractiveSummarizer
from agentstate.tokens import TokenCounter
from agentstate.validation import DEFAULT_RULES

__all__ = [
    "APPROVER",
    "EXECUTOR",
    "AgentstateStrategy",
    "CompactionStep",
    "CompactionSteps",
    "DeferredCompaction",
    "ForegroundCompaction",
    "FullTranscript",
    "RenderedRequest",
    "RunRenderer",
    "Strategy",
]

APPROVER = "user"
"""The actor that approves a consequential call by confirming it."""
EXECUTOR = "tool_runner"
"""The actor that executes an approved call, or refuses one that is not approved."""


@attrs.frozen(kw_only=True)
class RenderedRequest:
    """One model request as a strategy rendered it."""

    messages: tuple[JSONObject, ...]
    """OpenAI chat messages, the stable prefix (the system prompt) first."""
    tools: tuple[JSONObject, ...] = ()
    """OpenAI function tools (stable prefix)."""
    prefix: int = 1
    """How many of `messages` belong to the stable prefix."""
    anthropic: JSONObject | None = None
    """The same request for the Anthropic Messages API, when the strategy renders one."""
    compaction: CompactionResult | None = None
    """What compaction did just before this request (None: the strategy does not compact)."""
    action_ids: tuple[str, ...] = ()
    """The ledger's action ids in order of proposal (empty without a ledger)."""
    over_budget: bool = False
    """The strategy could not render the request within its budget (rendered whole instead)."""

    @property
    def history(self) -> tuple[JSONObject, ...]:
        """The messages after the stable prefix."""
        return self.messages[self.prefix :]


@runtime_checkable
class RunRenderer(Protocol):
    """Renders the requests of one run, in order."""

    def request(self, before: int) -> RenderedRequest:
        """The request that precedes message `before` (an assistant message) of the run."""
        ...

    def close(self) -> None:
        """Release what the renderer holds."""
        ...


@runtime_checkable
class Strategy(Protocol):
    """Turns runs into requests (see the module docs)."""

    @property
    def name(self) -> str:
        """The key the strategy's figures are reported under."""
        ...

    def start(self, run: RecordedRun, domain: Domain) -> RunRenderer:
        """A renderer for one run."""
        ...


@runtime_checkable
class CompactionStep(Protocol):
    """What the agent of one run does about compaction before each model request."""

    def before_request(self) -> CompactionResult | None:
        """Compact, or start compacting, once the turn's messages are in the log.

        Returns:
            What committed since the previous request (None: nothing known to have).

        Raises:
            ContextBudgetExceeded: The context cannot be brought within the budget.
        """
        ...

    def close(self) -> None:
        """The run is over: release what the step holds."""
        ...


CompactionSteps = Callable[[AgentState, Summarizer, CompactionPolicy], CompactionStep]
"""Makes the `CompactionStep` of one run from its state, summarizer and policy."""


@attrs.define
class ForegroundCompaction:
    """Compact in the foreground before each request: `AgentState.compact` by the policy."""

    state: AgentState
    """The run's state."""
    summarizer: Summarizer
    """Writes the rolling summary."""
    policy: CompactionPolicy
    """The compaction policy."""

    def before_request(self) -> CompactionResult | None:
        """Compact now if a trigger fires (see `AgentState.compact`)."""
        return self.state.compact(self.summarizer, policy=self.policy)

    def close(self) -> None:
        """Nothing to release."""


@attrs.define
class DeferredCompaction:
    """Compact between turns in the background; a request waits only over the hard budget.

    Before each request the step schedules a background compaction (a trigger decides if it
    runs) and calls `DeferredCompactor.ensure_budget`, which returns at once unless the
    context is over the budget. What a background pass committed is reported with the first
    request after it finished.
    """

    compactor: DeferredCompactor
    """Compacts the run's state in a worker thread."""
    _pending: list[CompactionHandle] = attrs.field(factory=list, init=False)

    @classmethod
    def steps(cls, *, verbatim_only: bool = False) -> CompactionSteps:
        """A `CompactionSteps` for `AgentstateStrategy`.

        Args:
            verbatim_only: Run verbatim passes (the policy's oracle, else `RuleBasedOracle`)
                instead of summaries; the policy's fallback summarizes at the hard limit.
        """

        def make(
            state: AgentState, summarizer: Summarizer, policy: CompactionPolicy
        ) -> DeferredCompaction:
            chosen = None if verbatim_only else summarizer
            return cls(DeferredCompactor(state, chosen, policy=policy))

        return make

    def before_request(self) -> CompactionResult | None:
        """Report what finished, schedule the next pass, and wait only over the budget."""
        finished: CompactionResult | None = None
        for handle in [handle for handle in self._pending if handle.done()]:
            self._pending.remove(handle)
            try:
                result: CompactionResult | None = handle.result()
            except Exception:  # noqa: BLE001 - logged by the compactor; the request goes on
                result = None
            if result is not None and result.committed:
                finished = result
        handle = self.compactor.schedule()
        if handle not in self._pending:
            self._pending.append(handle)
        forced = self.compactor.ensure_budget()
        return forced if forced is not None else finished

    def close(self) -> None:
        """Wait for the running pass and stop the worker."""
        self.compactor.close()


def _call_ids(message: JSONObject) -> set[str]:
    ids: set[str] = set()
    calls = message.get("tool_calls")
    if isinstance(calls, list):
        ids.update(str(call.get("id")) for call in calls if isinstance(call, dict))
    content = message.get("content")
    if isinstance(content, list):
        ids.update(
            str(block.get("id"))
            for block in content
            if isinstance(block, dict) and block.get("type") == "tool_use"
        )
    return ids


def _answered(message: JSONObject) -> set[str]:
    if message.get("role") == "tool":
        return {str(message.get("tool_call_id"))}
    content = message.get("content")
    if message.get("role") != "user" or not isinstance(content, list):
        return set()
    return {
        str(block.get("tool_use_id"))
        for block in content
        if isinstance(block, dict) and block.get("type") == "tool_result"
    }


class _Replayer:
    """Appends a run's messages to a state as they happen.

    An exchange (a message making tool calls and the messages answering them) is one import;
    every other message is imported alone.
    """

    def __init__(self, run: RecordedRun, state: AgentState) -> None:
        self.run = run
        self.state = state
        self.position = 0
        self.first_ref: dict[int, str] = {}
        """The ref of the first event each message became."""

    def advance(self, before: int) -> list[int]:
        """Append every message before `before`; the indices of the exchanges' first messages."""
        started: list[int] = []
        messages = self.run.messages
        while self.position < before:
            start = end = self.position
            open_ids = _call_ids(messages[start])
            end += 1
            while open_ids and end < len(messages) and _answered(messages[end]) & open_ids:
                open_ids -= _answered(messages[end])
                end += 1
            refs = self.state.import_messages(list(messages[start:end]), format=self.run.format)
            for index in range(start, end):
                self.first_ref[index] = refs[0].ref if index == start else refs[-1].ref
            started.append(start)
            self.position = end
        return started


@attrs.define
class _FullRenderer:
    run: RecordedRun
    domain: Domain
    state: AgentState
    replayer: _Replayer

    def request(self, before: int) -> RenderedRequest:
        self.replayer.advance(before)
        context = self.state.context(system=self.run.system, tools=self.domain.tools, budget=None)
        return _rendered(context)

    def close(self) -> None:
        self.state.close()


def _rendered(
    context: Context,
    *,
    compaction: CompactionResult | None = None,
    action_ids: Sequence[str] = (),
    over_budget: bool = False,
) -> RenderedRequest:
    return RenderedRequest(
        # The record as a message of its own: history tokens count it, as the budget does.
        messages=tuple(context.to_openai(layout="system_messages")),
        tools=tuple(context.openai_tools()),
        anthropic=context.to_anthropic(),
        compaction=compaction,
        action_ids=tuple(action_ids),
        over_budget=over_budget,
    )


@attrs.frozen
class FullTranscript:
    """The reference strategy: every message so far, verbatim (no state, no compaction)."""

    name: str = "full_transcript"

    def start(self, run: RecordedRun, domain: Domain) -> RunRenderer:
        """A renderer for one run."""
        state = AgentState(MemoryBackend(), session_id=_session_id(run))
        return _FullRenderer(run, domain, state, _Replayer(run, state))


def _session_id(run: RecordedRun) -> str:
    return run.run_id[:200] or "run"


@attrs.define
class _AgentstateRenderer:
    run: RecordedRun
    domain: Domain
    state: AgentState
    replayer: _Replayer
    policy: CompactionPolicy
    step: CompactionStep
    tools: list[JSONObject]
    calls: dict[int, list[ConsequentialCall]]
    action_ids: list[str] = attrs.Factory(list)

    def request(self, before: int) -> RenderedRequest:
        for start in self.replayer.advance(before):
            self._gate(start)
        try:
            compaction = self.step.before_request()
        except ContextBudgetExceeded:
            compaction = None  # the render below finds the request over the budget
        system = self.run.system
        try:
            context = self.state.context(system=system, tools=self.tools, budget=self.policy.budget)
        except ContextBudgetExceeded:
            context = self.state.context(system=system, tools=self.tools, budget=None)
            return _rendered(
                context, compaction=compaction, action_ids=self.action_ids, over_budget=True
            )
        return _rendered(context, compaction=compaction, action_ids=self.action_ids)

    def _gate(self, message: int) -> None:
        """The ledger moves of the consequential calls a message makes (see `Domain`)."""
        ledger = self.state.ledger
        source = self.replayer.first_ref[message]
        for call in self.calls.get(message, ()):
            action = ledger.propose(call.kind, call.arguments, source=source, by=MODEL_ACTOR)
            self.action_ids.append(action.id)
            if call.confirmation is None:
                ledger.reject(action.id, by=EXECUTOR, source=source)
            else:
                confirmation = self.replayer.first_ref[call.confirmation]
                ledger.approve(action.id, by=APPROVER, source=confirmation)
                ledger.execute(action.id, by=EXECUTOR, source=source)

    def close(self) -> None:
        try:
            self.step.close()
        finally:
            self.state.close()


class AgentstateStrategy:
    """A run replayed through agentstate: ledger, capture, compaction by policy, rendering.

    Args:
        budget: The history budget: the most tokens a request may take after its stable
            prefix (ignored when `policy` is given: its budget applies).
        summarizer: Writes the rolling summary (default: `ExtractiveSummarizer`).
        policy: The compaction policy (default: ``CompactionPolicy(budget=budget)``); a
            policy with the default rules validates with the run's domain's (`Domain.rules`).
        counter: The state's token counter (default: `ApproximateTokenCounter`); give the
            eval the same one.
        name: The key the figures are reported under.
        compaction: Makes each run's `CompactionStep` (default: `ForegroundCompaction`;
            `DeferredCompaction.steps()` compacts in the background).
        domain: The domain the state runs with: schema, capture, tools, consequential
            tools, failures and validator words (default: the run's domain, the one the
            probes judge by). `agentstate.domains.tools_only.from_tools` of the run's domain's
            tools measures an application with no domain code.

    Raises:
        InvalidInput: A bad budget or policy.
    """

    def __init__(
        self,
        budget: int | None = None,
        *,
        summarizer: Summarizer | None = None,
        policy: CompactionPolicy | None = None,
        counter: TokenCounter | None = None,
        name: str = "agentstate",
        compaction: CompactionSteps = ForegroundCompaction,
        domain: Domain | None = None,
    ) -> None:
        if policy is None:
            if budget is None:
                msg = "AgentstateStrategy needs a budget or a policy"
                raise InvalidInput(msg)
            policy = CompactionPolicy(budget=budget)
        self.policy = policy
        """The compaction policy; its budget is the history budget."""
        self.summarizer: Summarizer = (
            summarizer if summarizer is not None else ExtractiveSummarizer()
        )
        """Writes the rolling summary."""
        self.counter = counter
        """The state's token counter (None: the default)."""
        self.name = name
        """The key the figures are reported under."""
        self.compaction = compaction
        """Makes each run's `CompactionStep`."""
        self.domain = domain
        """The domain the state runs with (None: the run's)."""

    def __repr__(self) -> str:
        return f"AgentstateStrategy(budget={self.policy.budget}, summarizer={self.summarizer!r})"

    def start(self, run: RecordedRun, domain: Domain) -> RunRenderer:
        """A renderer for one run: a fresh in-memory state with the domain's schema and rules."""
        domain = self.domain if self.domain is not None else domain
        state = AgentState(
            MemoryBackend(),
            session_id=_session_id(run),
            scratchpad=domain.scratchpad,
            capture=domain.capture,
            token_counter=self.counter,
            is_failure=domain.is_failure,
        )
        calls: dict[int, list[ConsequentialCall]] = {}
        for call in consequential_calls(run, domain):
            calls.setdefault(call.message, []).append(call)
        tools = [*domain.tools, *(tool.to_anthropic() for tool in state.tools())]
        # A policy left with the default rules validates with the domain's (its words).
        policy = (
            attrs.evolve(self.policy, rules=domain.rules)
            if self.policy.rules == DEFAULT_RULES
            else self.policy
        )
        return _AgentstateRenderer(
            run=run,
            domain=domain,
            state=state,
            replayer=_Replayer(run, state),
            policy=policy,
            step=self.compaction(state, self.summarizer, policy),
            tools=tools,
            calls=calls,
        )
