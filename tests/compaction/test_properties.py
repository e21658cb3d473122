"""A state machine interleaving appends and compactions that succeed, fail or race.

After every step, on every backend:

- 1 (extended): every event stays retrievable; each message is covered by the latest
  checkpoint, rendered in the tail, or recorded as dropped by a verbatim pass (whole units:
  a call is dropped with all of its results, or not at all);
- 2: whenever no call is pending, the rendered context is a valid OpenAI and Anthropic request;
- 3: checkpoint versions are dense, each the child of the one before (one winner per parent);
- 4: a failed, empty, timed-out or rejected compaction leaves the boundary where it was, and
  its outcome is in the log;
- 5: events appended during generation stay beyond the boundary;
- 6: the boundary only moves forward, and only to a safe split point;
- 9: replaying the committed compaction events rebuilds the checkpoints;
- the trigger's check (`current_size`, which reuses figures it read before) equals a fresh
  snapshot's size, for both states writing the session;
- 11: a fault in the middle of a commit leaves the store as it was.

Compactions run with every strategy and trigger: the watermark, the preemptive trigger, the
semantic split (over marked boundaries and executed actions), verbatim passes (rule-based, and
an oracle that names any event of random units), verbatim then summary, and deferred
compaction in a worker thread racing a foreground compaction.
"""

from __future__ import annotations

import threading
from pathlib import Path
from tempfile import TemporaryDirectory

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from agentstate import (
    AgentState,
    DeferredCompactor,
    EventKind,
    ExpectedOutput,
    MemoryBackend,
    RuleBasedOracle,
    SemanticSplit,
    SqliteBackend,
    StorageBackend,
    ToolCall,
)
from agentstate.compaction import CompactionPolicy, context_size, current_size
from agentstate.compaction._firing import expected_output
from agentstate.compaction.oracles import Drop, PruneRequest
from agentstate.compaction.verbatim import prune
from agentstate.drops import dropped_units
from agentstate.errors import CheckpointConflict
from agentstate.formats import check_anthropic, check_openai
from agentstate.replay import replay, stored_projection
from agentstate.summarizers import ExtractiveSummarizer, SummaryRequest
from agentstate.testing import ManualClock
from agentstate.testing.faults import FaultyBackend, InjectedFault
from agentstate.testing.summarizers import (
    EmptySummarizer,
    NotJsonSummarizer,
    RaisingSummarizer,
    SlowSummarizer,
)

POLICY = CompactionPolicy(budget=100_000, keep_tokens=30, keep_groups=1, max_attempts=2)


class CompactionMachine(RuleBasedStateMachine):
    """Appends and compactions of every outcome, checked against a model of the boundary."""

    def make_backend(self, directory: Path) -> StorageBackend:
        return MemoryBackend()

    @initialize()
    def open_store(self) -> None:
        self.tmp = TemporaryDirectory()
        self.faulty = FaultyBackend(self.make_backend(Path(self.tmp.name)))
        self.state = AgentState.open(self.faulty, session_id="s", clock=ManualClock())
        self.rival = AgentState.open(self.faulty, session_id="s", clock=ManualClock())
        self.boundary = 0
        self.version = 0
        self.open_calls: list[str] = []
        self.counter = 0
        self.outcomes: list[str] = []

    def teardown(self) -> None:
        if hasattr(self, "faulty"):
            self.faulty.close()
            self.tmp.cleanup()

    def _head(self) -> int:
        with self.state.backend.read("s") as reader:
            return reader.head().seq

    def _expect(self, outcome: str, covers_through: int) -> None:
        assert outcome in ("committed", "skipped", "rejected", "failed", "dropped", "conflict")
        self.outcomes.append(outcome)
        if outcome == "committed":
            assert covers_through > self.boundary
            self.boundary = covers_through
            self.version += 1
        else:
            assert covers_through == self.boundary

    @rule(text=st.text(max_size=30))
    def user_says(self, text: str) -> None:
        self.state.append_user(text or "hello")

    @rule(words=st.integers(1, 30))
    def assistant_says(self, words: int) -> None:
        self.state.append_assistant("I will check that. " * words)

    @rule(retried=st.booleans())
    def tool_fails(self, retried: bool) -> None:
        self.counter += 1
        failed = self.state.append_tool_call("lookup", {"n": self.counter})
        self.state.append_tool_result(failed, "timeout", is_error=True)
        if retried:
            again = self.state.append_tool_call("lookup", {"n": self.counter})
            self.state.append_tool_result(again, {"rows": ["data"]})

    @precondition(lambda self: self._head() > 0)
    @rule(data=st.data())
    def mark_or_execute(self, data: st.DataObject) -> None:
        if data.draw(st.booleans()):
            self.state.mark_boundary("task done")
            return
        action = self.state.ledger.propose("credit", {"n": self.counter}, source="ev_1")
        self.state.ledger.approve(action.id, by="agent", source="ev_1")
        self.state.ledger.execute(action.id, by="agent", source="ev_1")
        self.counter += 1

    @precondition(lambda self: self._head() > 0)
    @rule(data=st.data())
    def pin_a_message(self, data: st.DataObject) -> None:
        messages = [e.seq for e in self.state.events() if e.is_message]
        if messages:
            self.state.pin(f"ev_{data.draw(st.sampled_from(messages))}")

    @rule(parallel=st.integers(1, 2))
    def tool_calls(self, parallel: int) -> None:
        calls = []
        for _ in range(parallel):
            self.counter += 1
            calls.append(ToolCall("lookup", {"n": self.counter}, f"c{self.counter}"))
        self.state.append_assistant(tool_calls=calls)
        self.open_calls.extend(call.id or "" for call in calls)

    @precondition(lambda self: self.open_calls)
    @rule(data=st.data())
    def tool_answers(self, data: st.DataObject) -> None:
        call_id = data.draw(st.sampled_from(self.open_calls))
        self.state.append_tool_result(call_id, {"rows": ["data"] * 5})
        self.open_calls.remove(call_id)

    @rule(keep_tokens=st.integers(1, 200), keep_groups=st.integers(0, 3))
    def compact_successfully(self, keep_tokens: int, keep_groups: int) -> None:
        policy = CompactionPolicy(budget=100_000, keep_tokens=keep_tokens, keep_groups=keep_groups)
        result = self.state.compact(ExtractiveSummarizer(), policy=policy, force=True)
        self._expect(result.outcome, result.covers_through)

    @rule(
        keep_tokens=st.integers(1, 120),
        semantic=st.booleans(),
        hold=st.booleans(),
        reserve=st.integers(0, 400),
        verbatim=st.booleans(),
    )
    def compact_with_triggers(
        self, keep_tokens: int, semantic: bool, hold: bool, reserve: int, verbatim: bool
    ) -> None:
        with self.state.backend.read("s") as reader:
            total = reader.head().cum_tokens
        policy = CompactionPolicy(
            budget=max(total, 50) + 200,
            trigger=1.0,
            keep_tokens=keep_tokens,
            keep_groups=1,
            expected_output=ExpectedOutput(at_least=reserve),
            semantic=SemanticSplit(hold=hold, min_share=0.1) if semantic else None,
            verbatim=RuleBasedOracle() if verbatim else None,
        )
        with self.state.backend.read("s") as reader:
            # At least `reserve`: the 95th percentile of the assistant's replies so far.
            expected = expected_output(reader, policy)
        result = self.state.compact(ExtractiveSummarizer(), policy=policy)
        self._expect(result.outcome, result.covers_through)
        if result.trigger == "preemptive":
            assert result.tokens_before + expected > policy.budget

    @rule(data=st.data(), keep_tokens=st.integers(1, 40), keep_groups=st.integers(0, 1))
    def drop_verbatim(self, data: st.DataObject, keep_tokens: int, keep_groups: int) -> None:
        for _ in range(data.draw(st.integers(0, 3))):  # material for the oracle
            self.tool_fails(retried=data.draw(st.booleans()))
        picks = data.draw(st.lists(st.integers(0, 10**6), min_size=1, max_size=4))

        def choose(request: PruneRequest) -> list[Drop]:
            units = [u for u in request.units if not request.pinned.intersection(u.seqs)]
            if not units:
                return []
            chosen = [units[pick % len(units)] for pick in picks]
            # Any event of a unit names the whole unit.
            return [
                Drop(u.events[pick % len(u.events)].ref, "random")
                for u, pick in zip(chosen, picks, strict=True)
            ]

        rules = data.draw(st.integers(0, 2)) == 0
        oracle = RuleBasedOracle() if rules else _Oracle(choose)
        policy = CompactionPolicy(budget=100_000, keep_tokens=keep_tokens, keep_groups=keep_groups)
        result = prune(self.state, oracle, policy, force=True)  # type: ignore[arg-type]
        assert result.outcome in ("dropped", "skipped")
        self._expect(result.outcome, result.covers_through)

    @rule()
    def deferred_compaction_races_the_foreground(self) -> None:
        started, gate = threading.Event(), threading.Event()

        def hold(request: SummaryRequest) -> None:
            started.set()
            assert gate.wait(10)

        slow = SlowSummarizer(ExtractiveSummarizer(), hold)
        with DeferredCompactor(self.state, slow, policy=POLICY) as compactor:  # type: ignore[arg-type]
            handle = compactor.schedule(force=True)
            while not (started.is_set() or handle.done()):
                started.wait(0.01)
            foreground = self.rival.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
            self._expect(foreground.outcome, foreground.covers_through)
            gate.set()
            background = handle.result(10)
        if started.is_set() and foreground.committed:
            # Planned from the parent the foreground replaced: a stale candidate loses, recorded.
            assert background.outcome == "conflict"
            recorded = self.state.evidence.get(str(background.event_ref))
            assert recorded.content["outcome"] == "conflict"
            self.outcomes.append("conflict")
        else:
            self._expect(background.outcome, background.covers_through)

    @rule(
        summarizer=st.sampled_from(
            [RaisingSummarizer(RuntimeError("boom")), EmptySummarizer(), NotJsonSummarizer()]
        )
    )
    def compact_badly(self, summarizer: object) -> None:
        head = self._head()
        result = self.state.compact(summarizer, policy=POLICY, force=True)  # type: ignore[arg-type]
        assert result.outcome in ("failed", "rejected", "skipped")
        self._expect(result.outcome, result.covers_through)
        if result.outcome != "skipped":
            recorded = self.state.evidence.get(str(result.event_ref))
            assert recorded.kind is EventKind.COMPACTION
            assert recorded.content["outcome"] == result.outcome
            assert recorded.seq > head

    @rule(arrivals=st.integers(1, 3))
    def compact_while_events_arrive(self, arrivals: int) -> None:
        arrived: list[int] = []

        def talk(request: SummaryRequest) -> None:
            arrived.extend(self.state.append_user("still there?").seq for _ in range(arrivals))

        slow = SlowSummarizer(ExtractiveSummarizer(), talk)
        result = self.state.compact(slow, policy=POLICY, force=True)
        self._expect(result.outcome, result.covers_through)
        assert all(seq > result.covers_through for seq in arrived)

    @rule()
    def compactions_race(self) -> None:
        won: list[int] = []

        def rival_commits(request: SummaryRequest) -> None:
            result = self.rival.compact(ExtractiveSummarizer(), policy=POLICY, force=True)
            self._expect(result.outcome, result.covers_through)
            if result.committed:
                won.append(result.covers_through)

        slow = SlowSummarizer(ExtractiveSummarizer(), rival_commits)
        try:
            result = self.state.compact(slow, policy=POLICY, force=True)
        except CheckpointConflict:
            assert won, "a conflict needs a winner"
            return
        assert not won
        self._expect(result.outcome, result.covers_through)

    @rule(after=st.sampled_from(["append", "put_checkpoint"]))
    def fault_during_commit(self, after: str) -> None:
        before = list(self.state.events())
        checkpoints = self.state.checkpoints()

        def arm(request: SummaryRequest) -> None:
            self.faulty.fail_next_write(after=after)

        try:
            result = self.state.compact(
                SlowSummarizer(ExtractiveSummarizer(), arm), policy=POLICY, force=True
            )
        except InjectedFault:
            assert list(self.state.events()) == before
            assert self.state.checkpoints() == checkpoints
            return
        self._expect(result.outcome, result.covers_through)

    @invariant()
    def checkpoints_are_a_chain_of_safe_forward_boundaries(self) -> None:
        checkpoints = self.state.checkpoints()
        assert [c.version for c in checkpoints] == list(range(1, self.version + 1))
        assert [c.parent for c in checkpoints] == list(range(self.version))
        boundaries = [c.covers_through for c in checkpoints]
        assert boundaries == sorted(set(boundaries))
        for checkpoint in checkpoints:
            event = self.state.evidence.get(f"ev_{checkpoint.covers_through}")
            assert event.open_calls == 0
        assert (boundaries[-1] if boundaries else 0) == self.boundary

    @invariant()
    def nothing_is_lost(self) -> None:
        events = list(self.state.events())
        assert [e.seq for e in events] == list(range(1, len(events) + 1))
        assert self.boundary <= len(events)
        with self.state.backend.read("s") as reader:
            drops = dropped_units(reader, after=self.boundary)
            pending = reader.head().open_calls
        dropped = {seq for unit in drops for seq in unit.seqs}
        by_seq = {e.seq: e for e in events}
        for unit in drops:  # whole units: a lone message, or a call with all its results
            first = by_seq[unit.seqs[0]]
            assert all(seq > self.boundary and by_seq[seq].is_message for seq in unit.seqs)
            answered = [by_seq[seq].content["call_id"] for seq in unit.seqs[1:]]
            assert sorted(answered) == sorted(call.id for call in first.tool_calls)
        tail = [e.seq for e in events if e.seq > self.boundary and e.is_message]
        if pending:
            return
        context = self.state.context(system="s", budget=None)
        rendered = [e.seq for e in context.tail]
        assert sorted([*rendered, *dropped]) == tail
        assert context.dropped == tuple(f"ev_{seq}" for seq in sorted(dropped))
        for event in context.tail:
            assert event == by_seq[event.seq]  # byte-identical survivors
        assert check_openai(context.to_openai()) == []
        assert check_anthropic(context.to_anthropic()["messages"]) == []  # type: ignore[arg-type]

    @invariant()
    def the_trigger_check_is_a_fresh_read(self) -> None:
        for state in (self.state, self.rival):
            with state.backend.read("s") as reader:
                expected = context_size(reader)
            assert current_size(state) == expected

    @invariant()
    def replay_rebuilds_checkpoints(self) -> None:
        rebuilt = replay(self.state)
        assert rebuilt == stored_projection(self.state)
        assert list(rebuilt.checkpoints) == self.state.checkpoints()


class _Oracle:
    """An oracle computed by a function (a stand-in for a model-backed one)."""

    name = "random"
    version = None

    def __init__(self, choose: object) -> None:
        self.choose = choose

    def select(self, request: PruneRequest) -> list[Drop]:
        return self.choose(request)  # type: ignore[operator,no-any-return]

    async def aselect(self, request: PruneRequest) -> list[Drop]:
        return self.select(request)


class TestCompactionMemory(CompactionMachine.TestCase):  # type: ignore[name-defined]
    settings = settings(max_examples=30, stateful_step_count=25, deadline=None)


class SqliteCompactionMachine(CompactionMachine):
    def make_backend(self, directory: Path) -> StorageBackend:
        return SqliteBackend(directory / "state.db")


class TestCompactionSqlite(SqliteCompactionMachine.TestCase):  # type: ignore[name-defined]
    settings = settings(max_examples=15, stateful_step_count=25, deadline=None)
