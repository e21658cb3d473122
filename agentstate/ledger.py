"""The approval ledger: the one authority on what was proposed, approved and executed.

An action (``act_<n>``) has a kind, exact parameters and a status that moves through a fixed
state machine; each move records the actor and the source ref that justified it::

    propose            -> pending
    pending  --approve -> approved    --execute -> executed  --fail -> failed
             --reject  -> rejected    --fail    -> failed
             --cancel  -> cancelled   --revoke  -> revoked

Any other move raises `InvalidTransition` and writes nothing, so an action is decided once and
executed at most once. An approval binds to the SHA-256 digest of the canonical parameters:
executing with parameters whose digest differs raises `NotApproved`, so changing the amount
means proposing a new action.

**Failed executions.** `execute` records the attempt (its commit is the at-most-once gate);
the result of the tool call that carries it out is the outcome. With ``record_failures`` (an
option of `AgentState.open`, on in the shipped domains), a result flagged ``is_error`` ends
the action ``failed``, never ``executed``: the ledger observes the log's appends and records a
``fail`` move (by `TOOL_ACTOR`, citing the result) in the result's own transaction, however
the result arrives. If the result is already an error when `execute` is called, it
records ``execute`` then ``fail`` at once. An execution is tied to the calls of the event it
cites (its ``source``) named after the action's kind, else to every call of that event, or,
when it cites a tool result, to that result's call. `ApprovalLedger.fail` records a failure
the log cannot show. ``failed`` is final: the approval was consumed by an attempt that may
have had effects, so a retry is a new action, approved anew.

Who may approve is the application's `ApprovalPolicy` (default: any actor except the model).
The model, whose actor id is `MODEL_ACTOR`, may propose but never approve, under any policy:
that check runs before the policy. Actor ids compare after Unicode compatibility
normalization and case folding (the full-width or upper-case spelling of ``model`` is the
model), and an id holding an invisible character or mixing look-alike scripts (a Cyrillic
letter in a Latin word) is refused. Rejecting, cancelling and revoking only take authority away,
so any actor may make them (and each is recorded with who made it).

The number in ``act_<n>`` is the seq of the ledger event that proposed the action: ``act_17``
was proposed by ``ev_17``. Ids are unique and increasing within a session, not dense.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from agentstate import _json
from agentstate._actors import actor_key, check_actor

# The records and policies live in _ledger_records, the state machine in _ledger_machine:
# re-exported here, where users import them.
from agentstate._ledger_machine import _MOVES, Transition, _refuse, ledger_step
from agentstate._ledger_records import (
    MAX_PARAMS_BYTES,
    MODEL_ACTOR,
    TOOL_ACTOR,
    Action,
    ActionStatus,
    ApprovalPolicy,
    ApprovalRequest,
    any_actor_except_model,
    approvers,
)

# Not in __all__, but importable from here as before the split.
from agentstate._ledger_records import OPEN_STATUSES as OPEN_STATUSES
from agentstate._outcomes import (
    Settled,
    failed_result,
    fails_execution,
    is_error_result,
    unrecorded_failures_reads,
)
from agentstate._provenance import source_seq
from agentstate.backends.base import ActionRecord, SessionReader, SessionWriter
from agentstate.backends.reads import Reads, drive, read
from agentstate.errors import ActionNotFound, InvalidInput, InvalidRef, NotApproved, NotAuthorized
from agentstate.events import Event, EventKind, EventSpec, RefLike, check_identifier, format_ref
from agentstate.tools import Tool

if TYPE_CHECKING:
    from agentstate.log import EventLog

__all__ = [
    "MAX_PARAMS_BYTES",
    "MODEL_ACTOR",
    "TOOL_ACTOR",
    "Action",
    "ActionStatus",
    "ApprovalLedger",
    "ApprovalPolicy",
    "ApprovalRequest",
    "Transition",
    "any_actor_except_model",
    "approvers",
    "ledger_step",
]

_ACTION_ID = re.compile(r"act_([1-9][0-9]{0,17})")


def _is_model(actor: str) -> bool:
    return actor_key(actor) == MODEL_ACTOR


def _action(record: ActionRecord, session_id: str) -> Action:
    return Action(
        id=record.action_id,
        session_id=session_id,
        kind=record.kind,
        params=record.params,
        digest=record.digest,
        status=ActionStatus(record.status),
        actor=record.actor,
        source=format_ref(record.source_seq),
        event=format_ref(record.event_seq),
    )


def _check_action_id(action_id: object, session_id: str) -> str:
    if isinstance(action_id, Action):
        if action_id.session_id != session_id:
            msg = (
                f"{action_id.id} belongs to session {action_id.session_id!r}, not "
                f"{session_id!r}; actions never cross sessions"
            )
            raise ActionNotFound(msg, action_id=action_id.id)
        return action_id.id
    if not isinstance(action_id, str) or not _ACTION_ID.fullmatch(action_id):
        shown = repr(action_id)[:80]
        msg = f"{shown} is not an action id (expected 'act_<n>' or an Action)"
        raise InvalidRef(msg, ref=action_id)
    return action_id


def _params_json(params: object, *, what: str) -> _json.JSONValue:
    """A private copy of checked params (tuples become lists), within the size limit."""
    return _json.loads(_json.dumps(params, what=what, max_bytes=MAX_PARAMS_BYTES))


class ApprovalLedger:
    """The approval ledger of one session, at ``state.ledger``.

    Every move is one transaction: the ledger event and the action's new state together.
    With `record_failures`, it observes the log (`EventLog.observe`): a tool result that is
    an error ends the execution it answers ``failed``, inside the result's own transaction.
    """

    def __init__(
        self,
        log: EventLog,
        *,
        policy: ApprovalPolicy | None = None,
        record_failures: bool = False,
    ) -> None:
        """A session's ledger over its log.

        Args:
            log: The session's log.
            policy: Who may approve (default: any actor but the model).
            record_failures: End an execution ``failed`` when its tool result is an error,
                with a ``fail`` ledger event in the result's transaction. Off by default: it
                adds events to a session's log, so a log written without it (and any
                record of its event sequence) replays as it was written.

        Raises:
            InvalidInput: `record_failures` is not a bool.
        """
        if not isinstance(record_failures, bool):
            msg = f"record_failures must be True or False, got {record_failures!r}"
            raise InvalidInput(msg)
        self._log = log
        self.policy: ApprovalPolicy = policy if policy is not None else any_actor_except_model
        """Who may approve (the model never may, whatever this says)."""
        self.record_failures = record_failures
        """Whether error results end their executions ``failed`` (see the constructor)."""
        self._settled: Settled = {}
        if record_failures:
            log.observe(self._fail_on_error_results)

    def __repr__(self) -> str:
        return f"<ApprovalLedger session_id={self._log.session_id!r}>"

    # --- moves ------------------------------------------------------------------------------

    def propose(
        self, kind: str, params: _json.JSONValue, *, source: RefLike, by: str = MODEL_ACTOR
    ) -> Action:
        """Propose an action; it starts pending.

        Args:
            kind: What the action does, named by the application (``"refund"``).
            params: Its exact parameters (JSON, at most `MAX_PARAMS_BYTES`); an approval binds
                to their digest.
            source: The event that motivates it (a user request, a tool result).
            by: Who proposes (default: the model).

        Returns:
            The new action, ``act_<n>``, pending.

        Raises:
            InvalidInput: A bad kind or actor, or params that are not JSON or too large.
            InvalidRef: `source` is not a ref.
            EvidenceNotFound: `source` belongs to another session or to no event yet.
        """
        kind = check_identifier(kind, what="an action kind")
        by = check_actor(by)
        stored = _params_json(params, what=f"params of a {kind!r} action")
        digest = _json.digest(stored)
        with self._log.write() as tx:
            seq = source_seq(tx, source)
            action_id = f"act_{tx.head().seq + 1}"
            content: _json.JSONObject = {
                "action": action_id,
                "transition": Transition.PROPOSE.value,
                "status": ActionStatus.PENDING.value,
                "by": by,
                "source": format_ref(seq),
                "kind": kind,
                "params": stored,
                "digest": digest,
            }
            record = self._record_in(tx, None, content)
        assert record.action_id == action_id
        return _action(record, self._log.session_id)

    def approve(self, action_id: str | Action, *, by: str, source: RefLike) -> Action:
        """Approve a pending action for exactly its parameters.

        Raises:
            NotAuthorized: `by` is the model, or the policy refuses it.
            InvalidTransition: The action is not pending.
            ActionNotFound: No such action in this session (an `Action` of another
                session included).
            InvalidRef, EvidenceNotFound: A bad `source` (see `propose`).
        """
        return self._move(action_id, Transition.APPROVE, by=by, source=source)

    def reject(self, action_id: str | Action, *, by: str, source: RefLike) -> Action:
        """Refuse a pending action (final).

        Raises:
            InvalidTransition: The action is not pending.
            ActionNotFound: No such action in this session (an `Action` of another
                session included).
        """
        return self._move(action_id, Transition.REJECT, by=by, source=source)

    def cancel(self, action_id: str | Action, *, by: str, source: RefLike) -> Action:
        """Withdraw a pending action before any decision (final).

        Raises:
            InvalidTransition: The action is not pending.
            ActionNotFound: No such action in this session (an `Action` of another
                session included).
        """
        return self._move(action_id, Transition.CANCEL, by=by, source=source)

    def revoke(self, action_id: str | Action, *, by: str, source: RefLike) -> Action:
        """Withdraw an approval before the action is executed (final).

        Raises:
            InvalidTransition: The action is not approved (pending, executed, ...).
            ActionNotFound: No such action in this session (an `Action` of another
                session included).
        """
        return self._move(action_id, Transition.REVOKE, by=by, source=source)

    def execute(
        self,
        action_id: str | Action,
        *,
        by: str,
        source: RefLike,
        params: _json.JSONValue | None = None,
    ) -> Action:
        """Mark an approved action executed: at most once, and only for the approved params.

        Call it just before carrying the action out: its commit is the at-most-once gate (a
        second call raises), and the tool result that follows is the evidence of the outcome.
        With the ledger's `record_failures`, a result of the call it is tied to that is an
        error (``is_error``) ends it ``failed``, whether it arrives after this call or was
        already in the log (then this call records both moves and returns the failed action).
        See the module docs for which calls.

        Args:
            action_id: The action.
            by: Who executes (the application, a tool runner).
            source: The event that carries the execution out: the assistant message whose
                tool call performs it (or that call's result).
            params: The parameters about to be used; their digest must equal the approved one.
                None executes the stored parameters.

        Returns:
            The action, executed (or failed, when its result is already an error).

        Raises:
            NotApproved: `params` differ from the approved parameters.
            InvalidTransition: The action is not approved (pending, already executed, ...).
            ActionNotFound: No such action in this session (an `Action` of another
                session included).
        """
        digest = None if params is None else _json.digest(_params_json(params, what="params"))
        return self._move(action_id, Transition.EXECUTE, by=by, source=source, digest=digest)

    def fail(self, action_id: str | Action, *, by: str, source: RefLike) -> Action:
        """Record that an approved or executed action failed, when the log cannot show it.

        A tool result flagged ``is_error`` already fails the execution it answers (see the
        module docs); call this for a failure outside the log: an approved action whose run
        failed before it was recorded as executed (``approved -> failed``), or an executed one
        whose tool runner raised with no result appended, or that cited no tool call
        (``executed -> failed``). Final: a retry is a new action.

        Args:
            action_id: The action.
            by: Who reports the failure (the application, a tool runner).
            source: The event that shows it (an error note, a result).

        Raises:
            InvalidTransition: The action is neither approved nor executed (pending,
                failed, ...).
            ActionNotFound: No such action in this session (an `Action` of another
                session included).
        """
        return self._move(action_id, Transition.FAIL, by=by, source=source)

    def _move(
        self,
        action_id: str | Action,
        transition: Transition,
        *,
        by: str,
        source: RefLike,
        digest: str | None = None,
    ) -> Action:
        action_id = _check_action_id(action_id, self._log.session_id)
        by = check_actor(by)
        if transition is Transition.APPROVE and _is_model(by):
            msg = f"the model ({by!r}) may propose {action_id} but never approve it"
            raise NotAuthorized(msg, action_id=action_id, actor=by)
        with self._log.write() as tx:
            current = self._current(tx, action_id)
            sources, _ = _MOVES[transition]
            if current.status not in sources:
                raise _refuse(current, transition)
            seq = source_seq(tx, source)
            if transition is Transition.APPROVE:
                self._authorize(tx, current, by=by, source=seq)
            content: _json.JSONObject = {
                "action": action_id,
                "transition": transition.value,
                "status": _MOVES[transition][1].value,
                "by": by,
                "source": format_ref(seq),
            }
            if transition is Transition.EXECUTE:
                if digest is not None and digest != current.digest:
                    msg = (
                        f"{action_id} was approved for params {current.digest}, "
                        f"not {digest}; changed params need a new action"
                    )
                    raise NotApproved(msg, action_id=action_id, status=current.status)
                content["digest"] = current.digest
            record = self._record_in(tx, current, content)
            if transition is Transition.EXECUTE and self.record_failures:
                cited = tx.event(seq)
                assert cited is not None  # source_seq checked it is in the log
                result = failed_result(tx, record, cited)
                if result is not None:
                    record = self._record_failure(tx, record, result)
        return _action(record, self._log.session_id)

    def _record_failure(
        self, tx: SessionWriter, current: ActionRecord, result: Event
    ) -> ActionRecord:
        content: _json.JSONObject = {
            "action": current.action_id,
            "transition": Transition.FAIL.value,
            "status": ActionStatus.FAILED.value,
            "by": TOOL_ACTOR,
            "source": result.ref,
        }
        return self._record_in(tx, current, content)

    def _fail_on_error_results(self, tx: SessionWriter, events: Sequence[Event]) -> None:
        """End ``failed`` every execution an appended error result answers (an observer)."""
        errors = [event for event in events if is_error_result(event)]
        if not errors:
            return
        executed = [record for record in tx.actions() if record.status == ActionStatus.EXECUTED]
        for result in errors:
            for index, record in enumerate(executed):
                if record.status == ActionStatus.EXECUTED and fails_execution(tx, result, record):
                    executed[index] = self._record_failure(tx, record, result)

    def _authorize(self, tx: SessionWriter, current: ActionRecord, *, by: str, source: int) -> None:
        if self.policy is any_actor_except_model:
            return  # it approves every request: no need to read the source for it
        event = tx.event(source)
        assert event is not None  # source_seq checked it is in the log
        action = _action(current, self._log.session_id)
        if not self.policy(ApprovalRequest(actor=by, action=action, source=event)):
            msg = f"{by!r} may not approve {current.action_id} under this ledger's approval policy"
            raise NotAuthorized(msg, action_id=current.action_id, actor=by)

    def _record_in(
        self, tx: SessionWriter, current: ActionRecord | None, content: _json.JSONObject
    ) -> ActionRecord:
        (event,) = self._log.append_in(tx, [EventSpec(EventKind.LEDGER, content)])
        record = ledger_step(current, event)
        tx.put_action(record)
        return record

    def _current(self, reader: SessionReader, action_id: str) -> ActionRecord:
        return drive(self._current_reads(action_id), reader)

    def _current_reads(self, action_id: str) -> Reads[ActionRecord]:
        record = yield from read(SessionReader.action, action_id)
        if record is None:
            msg = f"no action {action_id} in session {self._log.session_id!r}"
            raise ActionNotFound(msg, action_id=action_id)
        return record

    # --- reading ----------------------------------------------------------------------------

    def require_approved(
        self, action_id: str | Action, *, params: _json.JSONValue | None = None
    ) -> Action:
        """Check that an action is approved (and, given params, approved for exactly them).

        Returns:
            The approved action.

        Raises:
            NotApproved: It is not approved (pending, rejected, already executed, failed,
                ...), or `params` differ from the approved parameters.
            ActionNotFound: No such action in this session (an `Action` of another
                session included).
            InvalidContent: `params` are not JSON or too large.
        """
        return self._log.run(self.require_approved_reads(action_id, params=params))

    def require_approved_reads(
        self, action_id: str | Action, *, params: _json.JSONValue | None = None
    ) -> Reads[Action]:
        """`require_approved` as reads (see `EventLog.run`)."""
        action_id = _check_action_id(action_id, self._log.session_id)
        current = yield from self._current_reads(action_id)
        if current.status != ActionStatus.APPROVED:
            msg = f"{action_id} is {current.status}, not approved"
            if current.status == ActionStatus.EXECUTED:
                msg += " (it was already executed; an action executes at most once)"
            elif current.status == ActionStatus.FAILED:
                msg += (
                    " (its execution failed, which consumed its approval; to retry, propose "
                    "a new action and have it approved)"
                )
            raise NotApproved(msg, action_id=action_id, status=current.status)
        if params is not None:
            digest = _json.digest(_params_json(params, what="params"))
            if digest != current.digest:
                msg = f"{action_id} was approved for other params ({current.digest}, not {digest})"
                raise NotApproved(msg, action_id=action_id, status=current.status)
        return _action(current, self._log.session_id)

    def get(self, action_id: str | Action) -> Action:
        """An action's current state.

        Raises:
            ActionNotFound: No such action in this session.
            InvalidRef: Not an ``act_<n>`` id.
        """
        return self._log.run(self.get_reads(action_id))

    def get_reads(self, action_id: str | Action) -> Reads[Action]:
        """`get` as reads, for a synchronous or an asynchronous reader (see `EventLog.run`)."""
        action_id = _check_action_id(action_id, self._log.session_id)
        return _action((yield from self._current_reads(action_id)), self._log.session_id)

    def actions(self) -> list[Action]:
        """Every action's current state, in order of proposal."""
        return self._log.run(self.actions_reads())

    def actions_reads(self) -> Reads[list[Action]]:
        """`actions` as reads (see `EventLog.run`)."""
        records = yield from read(SessionReader.actions)
        return [_action(record, self._log.session_id) for record in records]

    def failures_in(
        self, reader: SessionReader, executed: Mapping[str, tuple[str, int]]
    ) -> dict[str, int]:
        """Executions held ``executed`` whose tool result is an error, as their outcome says.

        What renderers and the validator show and judge whether or not the failure was
        recorded (`agentstate._outcomes.unrecorded_failures`); outcomes once final are
        remembered, so a session's settled executions are read once.

        Args:
            reader: A read snapshot of the session.
            executed: Each executed action's kind and the seq of its execute event, by id.

        Returns:
            Each failed action's id, with the seq of the error result that ended it.
        """
        return drive(self.failures_reads(executed), reader)

    def failures_reads(self, executed: Mapping[str, tuple[str, int]]) -> Reads[dict[str, int]]:
        """`failures_in` as reads (`agentstate.backends.reads`)."""
        return (yield from unrecorded_failures_reads(executed, self._settled))

    def actions_in(self, reader: SessionReader) -> list[Action]:
        """Every action, read through a view the caller holds (see `actions`)."""
        return drive(self.actions_reads(), reader)

    def pending(self) -> list[Action]:
        """Actions awaiting a decision, in order of proposal."""
        return self._log.run(self.pending_reads())

    def pending_reads(self) -> Reads[list[Action]]:
        """`pending` as reads (see `EventLog.run`)."""
        actions = yield from self.actions_reads()
        return [action for action in actions if action.status is ActionStatus.PENDING]

    def history(self, action_id: str | Action) -> list[Action]:
        """Every state the action has been in, oldest first (the proposal first).

        Raises:
            ActionNotFound: No such action in this session.
        """
        return self._log.run(self.history_reads(action_id))

    def history_reads(self, action_id: str | Action) -> Reads[list[Action]]:
        """`history` as reads (see `EventLog.run`)."""
        action_id = _check_action_id(action_id, self._log.session_id)
        records = yield from read(SessionReader.action_history, action_id)
        if not records:
            msg = f"no action {action_id} in session {self._log.session_id!r}"
            raise ActionNotFound(msg, action_id=action_id)
        return [_action(record, self._log.session_id) for record in records]

    # --- tools ------------------------------------------------------------------------------

    def tools(self) -> list[Tool]:
        """Model-callable tools: ``action_history`` (who proposed, approved, executed, when)."""
        return [
            Tool(
                name="action_history",
                description=(
                    "The history of an approval-ledger action: its kind and exact parameters, "
                    "and every status it has had (pending, approved, executed, failed, ...) "
                    "with who made each move and the event ref that justified it."
                ),
                input_schema={
                    "type": "object",
                    "properties": {
                        "action_id": {
                            "type": "string",
                            "pattern": "^act_[1-9][0-9]*$",
                            "description": "The action, e.g. act_12.",
                        }
                    },
                    "required": ["action_id"],
                    "additionalProperties": False,
                },
                handler=self._history_tool,
            )
        ]

    def _history_tool(self, arguments: _json.JSONObject) -> _json.JSONValue:
        action_id = arguments["action_id"]
        assert isinstance(action_id, str)
        states = self.history(action_id)
        latest = states[-1]
        moves: list[_json.JSONValue] = [
            {
                "status": state.status.value,
                "by": state.actor,
                "source": state.source,
                "recorded_by": state.event,
            }
            for state in states
        ]
        return {
            "action_id": latest.id,
            "kind": latest.kind,
            "params": latest.params,
            "digest": latest.digest,
            "status": latest.status.value,
            "history": moves,
        }
