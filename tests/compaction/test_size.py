"""The trigger check: `current_size` is what a fresh snapshot gives, whoever wrote since.

The state remembers the figures it read with the session's tip; these tests hold that to a
fresh `context_size` after appends, pins, compactions, drops and rolled back writes, made by
the same state, another state, another connection and another process, on every backend.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentstate import AgentState, RuleBasedOracle, SqliteBackend, StorageBackend
from agentstate.backends.base import SessionInfo, SessionReader, SessionTip, SessionWriter
from agentstate.compaction import CompactionPolicy, ContextSize, context_size, current_size
from agentstate.compaction.size import rendered_size
from agentstate.compaction.verbatim import prune
from agentstate.summarizers import ExtractiveSummarizer
from agentstate.testing.summarizers import RaisingSummarizer

POLICY = CompactionPolicy(budget=100_000, keep_tokens=30, keep_groups=1)
QUIET = CompactionPolicy(budget=10**9, trigger=1.0)
"""A policy whose trigger never fires: `compact` only measures and skips."""

_SESSIONS = itertools.count()


class _Undone(Exception):
    """Raised inside a write to roll it back."""


def fresh(state: AgentState) -> ContextSize:
    """The size a fresh snapshot gives, remembering nothing."""
    with state.backend.read(state.session_id) as reader:
        return context_size(reader)


def assert_current(state: AgentState) -> None:
    """The trigger's figures, alone and inside `compact`, are those of a fresh snapshot."""
    assert current_size(state) == fresh(state)
    with state.backend.read(state.session_id) as reader:
        rendered = rendered_size(state, reader).total
    result = state.compact(ExtractiveSummarizer(), policy=QUIET)
    assert result.outcome == "skipped"
    assert result.tokens_before == rendered


def _fill(state: AgentState, turns: int = 6) -> None:
    state.append_user("My pallet for order 4921 arrived damaged; I need a credit.")
    for i in range(turns):
        call = state.append_tool_call("lookup", {"item": i})
        state.append_tool_result(call, {"row": f"item {i} " + "detail " * 6})
        state.append_assistant(f"I checked item {i}.")


@attrs.define
class CountingBackend:
    """Delegates to a backend and counts the snapshots read through it."""

    inner: StorageBackend
    reads: int = 0

    def read(self, session_id: str) -> AbstractContextManager[SessionReader]:
        self.reads += 1
        return self.inner.read(session_id)

    def write(self, session_id: str) -> AbstractContextManager[SessionWriter]:
        return self.inner.write(session_id)

    def tip(self, session_id: str) -> SessionTip | None:
        return self.inner.tip(session_id)

    def sessions(self) -> list[SessionInfo]:
        return self.inner.sessions()

    def close(self) -> None:
        self.inner.close()


# --- the remembered figures are used -----------------------------------------------------------


def test_a_check_after_appends_reads_no_snapshot(backend: StorageBackend) -> None:
    """After appends (no compaction, no pin), a check reads the tip alone, and is right."""
    counting = CountingBackend(backend)
    state = AgentState.open(counting, session_id="ticket-9104")
    _fill(state)
    first = current_size(state)
    assert counting.reads == 1
    state.append_user("Any news?")
    call = state.append_tool_call("lookup", {"item": 99})
    state.append_tool_result(call, {"row": "found"})
    reads = counting.reads
    after = current_size(state)
    assert counting.reads == reads
    assert after == fresh(state)
    assert after.head.seq == first.head.seq + 3


@pytest.mark.parametrize("change", ["pin", "compaction", "drop", "failed compaction"])
def test_a_compaction_event_or_a_pin_makes_the_check_read_again(
    backend: StorageBackend, change: str
) -> None:
    """Any compaction event or pin since the last check means a full read, and the new figures."""
    counting = CountingBackend(backend)
    state = AgentState.open(counting, session_id="ticket-9104")
    _fill(state)
    failed = state.append_tool_call("lookup", {"item": 1})
    state.append_tool_result(failed, "timeout", is_error=True)
    retried = state.append_tool_call("lookup", {"item": 1})
    state.append_tool_result(retried, {"row": "item 1"})
    _fill(state, turns=3)
    before = current_size(state)
    if change == "pin":
        state.pin("ev_2")
    elif change == "compaction":
        assert state.compact(ExtractiveSummarizer(), policy=POLICY, force=True).committed
    elif change == "drop":
        assert prune(state, RuleBasedOracle(), POLICY, force=True).dropped
    else:
        state.compact(RaisingSummarizer(RuntimeError("boom")), policy=POLICY, force=True)
    reads = counting.reads
    after = current_size(state)
    assert counting.reads == reads + 1
    assert after == fresh(state)
    if change == "compaction":
        assert after.coverage.version == before.coverage.version + 1
    if change == "drop":
        assert after.dropped_tokens > before.dropped_tokens


# --- writes by others, and writes that roll back -----------------------------------------------


def test_writes_through_another_connection_are_seen(tmp_path: Path) -> None:
    """A second connection's appends, pins, drops and checkpoints show in the next check."""
    path = tmp_path / "shared.db"
    with (
        AgentState.open(path, session_id="s") as mine,
        AgentState.open(path, session_id="s") as theirs,
    ):
        _fill(theirs)
        assert_current(mine)
        theirs.append_user("And the invoice?")
        assert_current(mine)
        theirs.pin("ev_1")
        assert_current(mine)
        assert theirs.compact(ExtractiveSummarizer(), policy=POLICY, force=True).committed
        assert_current(mine)
        assert current_size(mine).coverage.version == 1
        theirs.pin("ev_2")  # covered by the checkpoint: its tokens move into the record
        assert_current(mine)
        failed = theirs.append_tool_call("lookup", {"item": 7})
        theirs.append_tool_result(failed, "timeout", is_error=True)
        retried = theirs.append_tool_call("lookup", {"item": 7})
        theirs.append_tool_result(retried, {"row": "item 7"})
        _fill(theirs, turns=2)
        assert prune(theirs, RuleBasedOracle(), POLICY, force=True).dropped
        assert_current(mine)
        assert current_size(mine).dropped_tokens > 0


def _write_in_a_process(path: str) -> None:
    with AgentState.open(path, session_id="s") as state:
        state.append_user("Written by another process.")
        state.pin("ev_1")
        state.compact(ExtractiveSummarizer(), policy=POLICY, force=True)


def test_writes_by_another_process_are_seen(tmp_path: Path) -> None:
    """Another process appending, pinning and compacting shows in the next check."""
    path = tmp_path / "shared.db"
    with AgentState.open(path, session_id="s") as state:
        _fill(state)
        before = current_size(state)
        assert before == fresh(state)
        worker = multiprocessing.get_context("fork").Process(
            target=_write_in_a_process, args=(str(path),)
        )
        worker.start()
        worker.join(timeout=60)
        assert worker.exitcode == 0
        after = current_size(state)
        assert after == fresh(state)
        assert after.head.seq > before.head.seq
        assert after.coverage.version == 1


def test_figures_read_inside_a_transaction_are_never_reused(backend: StorageBackend) -> None:
    """A check inside a write that rolls back leaves nothing behind for later checks.

    The rolled back checkpoint's compaction event had the seq that the next compaction event
    takes: figures remembered from inside the transaction would look current again.
    """
    state = AgentState.open(backend, session_id="ticket-9104")
    _fill(state)
    assert_current(state)
    with pytest.raises(_Undone), backend.write(state.session_id):
        assert state.compact(ExtractiveSummarizer(), policy=POLICY, force=True).committed
        inside = current_size(state)
        assert inside == fresh(state)
        assert inside.coverage.version == 1
        raise _Undone
    assert current_size(state).coverage.version == 0
    assert_current(state)
    state.compact(RaisingSummarizer(RuntimeError("boom")), policy=POLICY, force=True)
    assert current_size(state).coverage.version == 0
    assert_current(state)


# --- any sequence of operations, on every backend ----------------------------------------------


Operation = Callable[[AgentState, st.DataObject], None]


def _user(state: AgentState, data: st.DataObject) -> None:
    state.append_user("word " * data.draw(st.integers(1, 40), label="words"))


def _assistant(state: AgentState, data: st.DataObject) -> None:
    state.append_assistant("I will check. " * data.draw(st.integers(1, 20), label="words"))


def _exchange(state: AgentState, data: st.DataObject) -> None:
    call = state.append_tool_call("lookup", {"n": data.draw(st.integers(0, 3), label="n")})
    if data.draw(st.booleans(), label="fails"):
        state.append_tool_result(call, "timeout", is_error=True)
        call = state.append_tool_call("lookup", {"n": 0})
    state.append_tool_result(call, {"rows": ["data"] * data.draw(st.integers(1, 9), label="rows")})


def _pin(state: AgentState, data: st.DataObject) -> None:
    messages = [event.seq for event in state.events() if event.is_message]
    if messages:
        state.pin(f"ev_{data.draw(st.sampled_from(messages), label='pinned')}")


def _compact(state: AgentState, data: st.DataObject) -> None:
    keep = data.draw(st.integers(1, 200), label="keep_tokens")
    policy = attrs.evolve(POLICY, keep_tokens=keep)
    state.compact(ExtractiveSummarizer(), policy=policy, force=True)


def _drop(state: AgentState, data: st.DataObject) -> None:
    prune(state, RuleBasedOracle(), POLICY, force=True)


def _fail(state: AgentState, data: st.DataObject) -> None:
    state.compact(RaisingSummarizer(RuntimeError("boom")), policy=POLICY, force=True)


def _rolled_back(state: AgentState, data: st.DataObject) -> None:
    """Another operation inside a write that rolls back, with checks inside it.

    Not a tool exchange: on the memory backend, a tool call recorded by a write nested in
    another stays recorded when the outer write rolls back.
    """
    operation = data.draw(st.sampled_from(_UNDOABLE), label="rolled back")
    with contextlib.suppress(_Undone), state.backend.write(state.session_id):
        operation(state, data)
        assert current_size(state) == fresh(state)
        raise _Undone


_UNDOABLE: list[Operation] = [_user, _assistant, _pin, _compact, _drop, _fail]
OPERATIONS: list[Operation] = [*_UNDOABLE, _exchange, _rolled_back]


@contextlib.contextmanager
def second_connection(backend: StorageBackend) -> Iterator[StorageBackend]:
    """Another connection to a SQLite file (the same backend otherwise)."""
    if isinstance(backend, SqliteBackend) and backend.path != ":memory:":
        other = SqliteBackend(backend.path)
        try:
            yield other
        finally:
            other.close()
    else:
        yield backend


@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_the_check_equals_a_fresh_read_after_any_operations(
    backend: StorageBackend, data: st.DataObject
) -> None:
    """Each of two states' checks equals a fresh snapshot's, whatever either wrote, in any order.

    On a SQLite file the second state writes through another connection; checks come after
    every operation or only now and then, so the remembered figures age by several writes.
    """
    session_id = f"s{next(_SESSIONS)}"
    with second_connection(backend) as elsewhere:
        states = [
            AgentState.open(backend, session_id=session_id),
            AgentState.open(elsewhere, session_id=session_id),
        ]
        steps = data.draw(st.lists(st.sampled_from(OPERATIONS), min_size=1, max_size=12))
        for operation in steps:
            writer = data.draw(st.sampled_from(states), label="writer")
            operation(writer, data)
            for state in states:
                if data.draw(st.booleans(), label="check now"):
                    assert_current(state)
        for state in states:
            assert_current(state)
