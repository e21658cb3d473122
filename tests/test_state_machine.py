"""Stateful property test: random ledger moves and scratchpad writes, on every backend.

Invariants checked after every step: no action is decided twice, an executed action was
approved with the same digest, an execution whose tool result is an error ends failed (the
result arriving before or after it, by any path) and never stays executed, replay equals the
live projection, every provenance ref resolves in its own session, and a refused operation
writes nothing.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    Bundle,
    RuleBasedStateMachine,
    initialize,
    invariant,
    multiple,
    precondition,
    rule,
    run_state_machine_as_test,
)
from pydantic import Field

from agentstate import (
    MODEL_ACTOR,
    AgentState,
    CaptureRule,
    MemoryBackend,
    Scratchpad,
    SqliteBackend,
    StorageBackend,
)
from agentstate._json import JSONValue, digest
from agentstate.errors import AgentStateError, InvalidTransition, NotApproved, NotAuthorized
from agentstate.events import EventKind, EventRef, EventSpec, parse_ref, tool_result
from agentstate.ledger import TOOL_ACTOR, ActionStatus
from agentstate.replay import Projection, stored_projection
from agentstate.testing import ManualClock
from agentstate.testing import strategies as st_agent

_sessions = itertools.count()


class Facts(Scratchpad):
    order_id: str | None = None
    credit_cents: int | None = None
    items: list[str] = Field(default_factory=list)


_VALID: dict[str, st.SearchStrategy[JSONValue]] = {
    "order_id": st.text(max_size=8) | st.none(),
    "credit_cents": st.integers(0, 10**9) | st.none(),
    "items": st.lists(st.text(max_size=5), max_size=3),
}
_INVALID: dict[str, st.SearchStrategy[JSONValue]] = {
    "order_id": st.integers() | st.lists(st.text(), min_size=1),
    "credit_cents": st.text() | st.floats(allow_nan=False) | st.booleans(),
    "items": st.text() | st.lists(st.integers(), min_size=1),
}
_MOVES = {
    "approve": ({ActionStatus.PENDING}, ActionStatus.APPROVED),
    "reject": ({ActionStatus.PENDING}, ActionStatus.REJECTED),
    "cancel": ({ActionStatus.PENDING}, ActionStatus.CANCELLED),
    "execute": ({ActionStatus.APPROVED}, ActionStatus.EXECUTED),
    "revoke": ({ActionStatus.APPROVED}, ActionStatus.REVOKED),
    "fail": ({ActionStatus.APPROVED, ActionStatus.EXECUTED}, ActionStatus.FAILED),
}
_DECISIONS = {ActionStatus.APPROVED, ActionStatus.REJECTED, ActionStatus.CANCELLED}


class StateMachine(RuleBasedStateMachine):
    """Drives one fresh session per example on a shared backend."""

    backend: ClassVar[StorageBackend]
    actions = Bundle("actions")

    def __init__(self) -> None:
        super().__init__()
        self.state = AgentState.open(
            self.backend,
            session_id=f"machine-{next(_sessions)}",
            clock=ManualClock(),
            scratchpad=Facts,
            capture=[CaptureRule(tool="quote", path="result.cents", field="credit_cents")],
            record_failures=True,
        )
        self.foreign = AgentState.open(self.backend, session_id="foreign", clock=ManualClock())
        self.expected_status: dict[str, ActionStatus] = {}
        self.params: dict[str, JSONValue] = {}
        self.expected_facts: dict[str, JSONValue] = {}
        self.last_move: tuple[str, str] | None = None
        self.error_sources: set[int] = set()
        """Seqs of the calls answered by an error, and of those results: executing citing
        one of them ends failed."""

    # --- helpers ---------------------------------------------------------------------------

    def _head(self) -> int:
        with self.backend.read(self.state.session_id) as reader:
            return reader.head().seq

    def _snapshot(self) -> tuple[int, Projection]:
        return self._head(), stored_projection(self.state)

    def _source(self, choice: str, offset: int) -> tuple[str | EventRef, bool]:
        """A source ref and whether it is acceptable."""
        head = self._head()
        if choice == "past":
            return f"ev_{1 + offset % head}", True
        if choice == "future":
            return f"ev_{head + 1 + offset % 3}", False
        foreign = self.foreign.append_user("elsewhere")
        return foreign, False

    sources = st.tuples(st.sampled_from(["past"] * 6 + ["future", "foreign"]), st.integers(0, 50))

    # --- rules -----------------------------------------------------------------------------

    @initialize()
    def first_message(self) -> None:
        self.state.append_user("Order 4921 arrived damaged; I want a credit.")

    @rule(text=st_agent.texts)
    def user_says(self, text: str) -> None:
        self.state.append_user(text)

    @rule(spec=st_agent.opaque_specs(max_leaves=4))
    def opaque_item(self, spec: EventSpec) -> None:
        self.state.append(spec)  # another provider's item: no state, in or out

    @rule(cents=st.integers(0, 10**6) | st.text(max_size=5) | st.none(), present=st.booleans())
    def quote_tool(self, cents: JSONValue, present: bool) -> None:
        call = self.state.append_tool_call("quote", {"order_id": "4921"})
        result: JSONValue = {"cents": cents} if present else {"other": 1}
        self.state.append_tool_result(call, result)
        if present and (cents is None or (isinstance(cents, int) and not isinstance(cents, bool))):
            self.expected_facts["credit_cents"] = cents

    @rule(
        data=st.data(),
        key=st.sampled_from([*_VALID, "unknown"]),
        valid=st.booleans(),
        source=sources,
    )
    def set_fact(self, data: st.DataObject, key: str, valid: bool, source: tuple[str, int]) -> None:
        strategy = (_VALID if valid else _INVALID).get(key, st.just("x"))
        value = data.draw(strategy)
        ref, ref_ok = self._source(*source)
        before = self._snapshot()
        ok = key in _VALID and valid and ref_ok
        try:
            self.state.scratchpad.set(key, value, source=ref)
        except AgentStateError:
            assert not ok
            assert self._snapshot() == before
        else:
            assert ok
            self.expected_facts[key] = value

    @rule(target=actions, params=st_agent.json_objects(max_leaves=4), source=sources)
    def propose(self, params: dict[str, JSONValue], source: tuple[str, int]) -> object:
        ref, ref_ok = self._source(*source)
        before = self._snapshot()
        try:
            action = self.state.ledger.propose("refund", params, source=ref)
        except AgentStateError:
            assert not ref_ok
            assert self._snapshot() == before
            return multiple()  # nothing to add to the bundle
        assert ref_ok
        assert action.digest == digest(params)
        self.expected_status[action.id] = ActionStatus.PENDING
        self.params[action.id] = params
        return action.id

    actors = st.sampled_from([MODEL_ACTOR, "user", "supervisor"])

    @rule(action_id=actions, execute=st.booleans())
    def advance(self, action_id: str, execute: bool) -> None:
        """The legal next move, by a human with a valid source: drives actions down the chain."""
        status = self.expected_status[action_id]
        if status is ActionStatus.PENDING:
            self._attempt(action_id, "approve", actor="user", source=("past", 0))
        elif status is ActionStatus.APPROVED:
            move = "execute" if execute else "revoke"
            self._attempt(action_id, move, actor="supervisor", source=("past", 0))

    @rule(action_id=actions, actor=actors, source=sources)
    def approve(self, action_id: str, actor: str, source: tuple[str, int]) -> None:
        self._attempt(action_id, "approve", actor=actor, source=source)

    @rule(action_id=actions, actor=actors, source=sources)
    def reject(self, action_id: str, actor: str, source: tuple[str, int]) -> None:
        self._attempt(action_id, "reject", actor=actor, source=source)

    @rule(action_id=actions, actor=actors, source=sources)
    def cancel(self, action_id: str, actor: str, source: tuple[str, int]) -> None:
        self._attempt(action_id, "cancel", actor=actor, source=source)

    @rule(action_id=actions, actor=actors, source=sources)
    def revoke(self, action_id: str, actor: str, source: tuple[str, int]) -> None:
        self._attempt(action_id, "revoke", actor=actor, source=source)

    @rule(action_id=actions, actor=actors, changed=st.booleans(), source=sources)
    def execute(self, action_id: str, actor: str, changed: bool, source: tuple[str, int]) -> None:
        self._attempt(action_id, "execute", actor=actor, source=source, changed=changed)

    @rule(action_id=actions, actor=actors, source=sources)
    def fail(self, action_id: str, actor: str, source: tuple[str, int]) -> None:
        self._attempt(action_id, "fail", actor=actor, source=source)

    @rule(
        action_id=actions,
        error=st.booleans(),
        result_first=st.booleans(),
        arrival=st.sampled_from(["append_tool_result", "append_many", "openai", "anthropic"]),
    )
    def run_tool(self, action_id: str, error: bool, result_first: bool, arrival: str) -> None:
        """Carry an approved action out by a tool call: executed, or failed on an error result."""
        if self.expected_status[action_id] is not ActionStatus.APPROVED:
            return
        call = self.state.append_tool_call("refund", self.params[action_id])
        (call_id,) = call.call_ids

        def deliver() -> int:
            if arrival == "append_tool_result":
                return self.state.append_tool_result(call, "declined", is_error=error).seq
            if arrival == "append_many":
                spec = tool_result(call_id, "declined", is_error=error)
                return self.state.append_many([spec])[0].seq
            if arrival == "openai":
                message: dict[str, JSONValue] = {"role": "tool", "tool_call_id": call_id}
                message |= {"content": "declined", "is_error": error}
                return self.state.import_messages([message], format="openai")[0].seq
            block: dict[str, JSONValue] = {"type": "tool_result", "tool_use_id": call_id}
            block |= {"content": "declined", "is_error": error}
            turn: dict[str, JSONValue] = {"role": "user", "content": [block]}
            return self.state.import_messages([turn], format="anthropic")[0].seq

        if result_first:
            result = deliver()
            done = self.state.ledger.execute(action_id, by="runner", source=call)
        else:
            done = self.state.ledger.execute(action_id, by="runner", source=call)
            result = deliver()
        expected = ActionStatus.FAILED if error else ActionStatus.EXECUTED
        assert (done.status is ActionStatus.FAILED) == (error and result_first)
        if error:
            self.error_sources |= {call.seq, result}
        self.expected_status[action_id] = expected
        self.last_move = (action_id, "execute")

    def _attempt(
        self,
        action_id: str,
        move: str,
        *,
        actor: str,
        source: tuple[str, int],
        changed: bool = False,
    ) -> None:
        ref, ref_ok = self._source(*source)
        before = self._snapshot()
        status = self.expected_status.get(action_id)
        sources, target = _MOVES[move]
        kwargs: dict[str, object] = {"by": actor, "source": ref}
        if move == "execute":
            params = self.params.get(action_id)
            kwargs["params"] = {"changed": params} if changed else params
        legal = status in sources
        authorized = not (move == "approve" and actor == MODEL_ACTOR)
        same_params = not (move == "execute" and changed)
        try:
            getattr(self.state.ledger, move)(action_id, **kwargs)
        except NotAuthorized:
            assert not authorized
        except InvalidTransition:
            assert status is not None
            assert not legal
        except NotApproved:
            assert legal
            assert not same_params
        except AgentStateError:
            assert status is None or not ref_ok
        else:
            assert status is not None
            assert (legal, authorized, same_params, ref_ok) == (True, True, True, True)
            if move == "execute" and parse_ref(ref)[1] in self.error_sources:
                target = ActionStatus.FAILED  # it cites a call whose result is an error
            self.expected_status[action_id] = target
            self.last_move = (action_id, move)
            return
        assert self._snapshot() == before

    @precondition(lambda self: self.last_move is not None)
    @rule(data=st.data())
    def repeat_last_move(self, data: st.DataObject) -> None:
        """Deciding or executing the same action again (any actor, any move) is refused."""
        assert self.last_move is not None
        action_id, done = self.last_move
        move = data.draw(st.sampled_from([done, *sorted(_MOVES)]))
        if self.expected_status[action_id] in _MOVES[move][0]:
            return  # a legal next move (approve, then execute): covered by `move`
        before = self._snapshot()
        with pytest.raises((InvalidTransition, NotAuthorized)):
            getattr(self.state.ledger, move)(action_id, by="supervisor", source="ev_1")
        assert self._snapshot() == before

    @rule(action_id=actions)
    def check_approval(self, action_id: str) -> None:
        """require_approved agrees with the model, for the exact params."""
        try:
            self.state.ledger.require_approved(action_id, params=self.params.get(action_id))
        except AgentStateError:
            assert self.expected_status.get(action_id) is not ActionStatus.APPROVED
        else:
            assert self.expected_status[action_id] is ActionStatus.APPROVED

    # --- invariants ------------------------------------------------------------------------

    @invariant()
    def live_state_matches_the_model(self) -> None:
        actual = {action.id: action.status for action in self.state.ledger.actions()}
        assert actual == self.expected_status
        assert self.state.scratchpad.values() == self.expected_facts

    @invariant()
    def log_projection_and_provenance_agree(self) -> None:
        live = stored_projection(self.state)
        # Replay equals the live projection (invariant 9).
        assert self.state.replay() == live
        events = {event.seq: event for event in self.state.events()}
        # Every provenance ref resolves to an earlier event of this session.
        for fact in live.facts:
            assert fact.source_seq in events
            assert fact.source_seq < fact.event_seq
            assert events[fact.event_seq].content["key"] == fact.key
        histories: dict[str, list[ActionStatus]] = {}
        for record in live.actions:
            assert record.source_seq in events
            assert record.source_seq < record.event_seq
            histories.setdefault(record.action_id, []).append(ActionStatus(record.status))
        for action_id, statuses in histories.items():
            records = [r for r in live.actions if r.action_id == action_id]
            # Proposed once, decided at most once, executed at most once.
            assert statuses[0] is ActionStatus.PENDING
            assert statuses.count(ActionStatus.PENDING) == 1
            assert sum(status in _DECISIONS for status in statuses) <= 1
            assert statuses.count(ActionStatus.EXECUTED) <= 1
            assert statuses.count(ActionStatus.FAILED) <= 1
            assert len({record.digest for record in records}) == 1
            # Failed only after approved or executed, by the tool only after executed and
            # only at an error result; never executed at the end when the execution's call
            # was answered by an error.
            if ActionStatus.FAILED in statuses:
                failed = statuses.index(ActionStatus.FAILED)
                assert statuses[failed - 1] in {ActionStatus.APPROVED, ActionStatus.EXECUTED}
                if records[failed].actor == TOOL_ACTOR:
                    assert statuses[failed - 1] is ActionStatus.EXECUTED
                    answer = events[records[failed].source_seq]
                    assert answer.kind is EventKind.TOOL_RESULT
                    assert answer.content["is_error"] is True
            if statuses[-1] is ActionStatus.EXECUTED:
                assert records[-1].source_seq not in self.error_sources
            # Executed implies approved just before, with the same digest as the params.
            if ActionStatus.EXECUTED in statuses:
                executed = statuses.index(ActionStatus.EXECUTED)
                assert statuses[executed - 1] is ActionStatus.APPROVED
                execute_event = events[records[executed].event_seq]
                assert execute_event.content["digest"] == records[executed - 1].digest
                assert records[executed].digest == digest(self.params[action_id])


# Every backend; the file one syncs at checkpoints only ("normal"): durability changes what a
# power loss may take, not what a transaction does, and a sync per step would dominate the run.
_BACKENDS: dict[str, Callable[[Path], StorageBackend]] = {
    "memory": lambda _: MemoryBackend(),
    "sqlite-memory": lambda _: SqliteBackend(":memory:"),
    "sqlite-file": lambda tmp: SqliteBackend(tmp / "machine.db", durability="normal"),
}


@pytest.mark.parametrize("backend_name", sorted(_BACKENDS))
def test_ledger_and_scratchpad_state_machine(backend_name: str, tmp_path: Path) -> None:
    """Random ledger moves and scratchpad writes keep every invariant, on each backend."""
    backend = _BACKENDS[backend_name](tmp_path)
    machine = type("Machine", (StateMachine,), {"backend": backend})
    try:
        run_state_machine_as_test(
            machine,  # type: ignore[arg-type]
            settings=settings(settings.default, max_examples=30, stateful_step_count=25),
        )
    finally:
        backend.close()
