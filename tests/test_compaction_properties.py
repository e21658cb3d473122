"""A state machine interleaving appends and compactions that succeed, fail or race.

After every step, on every backend:

- 1: every event stays retrievable; each is covered by the latest checkpoint or in the tail;
- 3: checkpoint versions are dense, each the child of the one before (one winner per parent);
- 4: a failed, empty, timed-out or rejected compaction leaves the boundary where it was, and
  its outcome is in the log;
- 5: events appended during generation stay beyond the boundary;
- 6: the boundary only moves forward, and only to a safe split point;
- 9: replaying the committed compaction events rebuilds the checkpoints;
- 11: a fault in the middle of a commit leaves the store as it was.
"""

from __future__ import annotations

from pathlib import Path
from tempfile import TemporaryDirectory

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from agentstate import (
    AgentState,
    EventKind,
    MemoryBackend,
    SqliteBackend,
    StorageBackend,
    ToolCall,
)
from agentstate.compaction import CompactionPolicy
from agentstate.errors import CheckpointConflict
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
        covered = [e for e in events if e.seq <= self.boundary]
        tail = [e for e in events if e.seq > self.boundary]
        assert len(covered) + len(tail) == len(events)

    @invariant()
    def replay_rebuilds_checkpoints(self) -> None:
        rebuilt = replay(self.state)
        assert rebuilt == stored_projection(self.state)
        assert list(rebuilt.checkpoints) == self.state.checkpoints()


class TestCompactionMemory(CompactionMachine.TestCase):  # type: ignore[name-defined]
    settings = settings(max_examples=30, stateful_step_count=25, deadline=None)


class SqliteCompactionMachine(CompactionMachine):
    def make_backend(self, directory: Path) -> StorageBackend:
        return SqliteBackend(directory / "state.db")


class TestCompactionSqlite(SqliteCompactionMachine.TestCase):  # type: ignore[name-defined]
    settings = settings(max_examples=15, stateful_step_count=25, deadline=None)
