"""The agent loop: append a model's reply, run its tool calls, append their results.

One turn of an agent is the same everywhere: render the context, call the model, store its
reply, run the tools it called, store their results, and call the model again until it stops
calling tools. `AgentLoop` does the middle of that, the part that must not go wrong::

    loop = AgentLoop(state, tools)
    while True:
        context = loop.context(system=SYSTEM, budget=8000)
        reply = client.chat.completions.create(model=MODEL, messages=context.to_openai(),
                                               tools=loop.toolbox.to_openai())
        step = loop.handle(reply)
        if step.done:
            break

`handle` (and `ahandle` for async applications and async tool handlers) takes the reply as
the SDK returned it, in either provider's format (`agentstate.formats.replies`), appends it
as one assistant event, and answers each of its tool calls, in order, with one result event:

- **Handlers get the call.** A tool declared ``takes_context`` receives a `ToolCallContext`:
  the state, the call's id and arguments, the ref of the event that made the call (the
  ``source`` a proposal or a scratchpad write cites) and the ledger action it executes.
- **Consequential tools are ledger-gated.** A tool declared ``requires_approval`` runs only for
  a call whose exact arguments an **approved** ledger action of the tool's name holds (the
  approval binds to their digest). If one is approved (the oldest, if several), the loop
  records ``execute`` (by `AgentLoop.executor`, citing the call's event) just before the
  handler runs, and a result that is an error ends it ``failed``. Otherwise the latest action
  of that name and those arguments decides:

  - pending: the call is answered with an error result saying it awaits approval;
  - rejected, cancelled or revoked: an error result saying so; nothing is proposed again;
  - none yet, executed or failed: the loop **proposes** a new action (by the model, citing the
    call's event) and answers with an error result naming it: the model calls again with the
    same arguments once a person approved it. Executed actions are never run twice.

  The model can never approve (see `agentstate.ledger`): approvals come from people through
  the application.
- **Errors are marked, never raised.** Unknown tools, arguments that are not JSON or that the
  schema refuses, an `AgentStateError` from a handler, and any other exception a handler
  raises are answered with an error result (``is_error``), so the exchange is never torn; the
  exception itself is kept on the step (`DispatchedCall.error`) for the application.

`handle` returns a `LoopStep`: the reply's ref and text, each call with its outcome, result ref
and ledger action, and `LoopStep.done` (no tool calls: the model's turn is over).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import attrs

from agentstate import _json
from agentstate.errors import AgentStateError, InvalidInput
from agentstate.events import EventKind
from agentstate.formats.replies import AssistantReply, assistant_message
from agentstate.ledger import MODEL_ACTOR, TOOL_ACTOR, Action, ActionStatus
from agentstate.state import AgentState
from agentstate.tools import Tool, Toolbox, ToolOutcome

if TYPE_CHECKING:
    from agentstate.context import Context

__all__ = ["AgentLoop", "DispatchedCall", "LoopStep", "ToolCallContext"]

_REFUSED = frozenset({ActionStatus.REJECTED, ActionStatus.CANCELLED, ActionStatus.REVOKED})


@attrs.frozen(kw_only=True)
class ToolCallContext:
    """What a ``takes_context`` handler receives with its arguments: the call it serves."""

    state: AgentState
    """The session the call belongs to."""
    call_id: str
    """The call's id, as the model gave it."""
    name: str
    """The tool called."""
    arguments: _json.JSONObject
    """The checked arguments."""
    ref: str
    """The ref of the assistant event that made the call: the ``source`` to cite."""
    action: Action | None = None
    """The approved ledger action this call executes (a ``requires_approval`` tool), or None."""


@attrs.frozen(kw_only=True)
class DispatchedCall:
    """One tool call of a reply, and how it was answered."""

    call_id: str
    name: str
    arguments: _json.JSONValue
    """The arguments as the model wrote them (text, when they were not JSON)."""
    outcome: ToolOutcome
    """The result's text, and whether it is an error."""
    result_ref: str
    """The ref of the tool-result event that answered the call."""
    action: Action | None = None
    """The ledger action the call executed, proposed or waits on (a gated tool), as it stood
    after the result was appended."""
    error: BaseException | None = None
    """The exception the handler raised, if it raised one (the result says it failed)."""


@attrs.frozen(kw_only=True)
class LoopStep:
    """What `AgentLoop.handle` did with one reply."""

    reply_ref: str | None
    """The ref of the assistant event the reply became (None for an empty reply)."""
    text: str
    """The reply's text (empty when it only called tools)."""
    calls: tuple[DispatchedCall, ...] = ()
    """Its tool calls, in order, each answered."""

    @property
    def done(self) -> bool:
        """Whether the model's turn is over: the reply called no tool."""
        return not self.calls

    @property
    def awaiting_approval(self) -> tuple[Action, ...]:
        """The ledger actions this reply's calls wait on (pending: a person must decide)."""
        return tuple(
            call.action
            for call in self.calls
            if call.action is not None and call.action.status is ActionStatus.PENDING
        )


def _text(reply: AssistantReply) -> str:
    content = reply.message.get("content")
    if isinstance(content, str):
        return content
    parts = content if isinstance(content, list) else []
    return "".join(
        str(part.get("text", ""))
        for part in parts
        if isinstance(part, dict) and part.get("type") == "text"
    )


@attrs.frozen
class _Call:
    call_id: str
    name: str
    arguments: _json.JSONValue


class AgentLoop:
    """Appends model replies to a session and answers their tool calls with `tools`.

    Args:
        state: The session.
        tools: The application's tools (a `Toolbox`, or `Tool` objects).
        state_tools: Add the state's own tools (`AgentState.tools`: evidence get, search and
            expand, a value's and an action's history), so the model can read back what left
            its context.
        executor: The actor recorded on the ledger when a gated call executes an approved
            action.

    Raises:
        InvalidInput: Two tools share a name, or `executor` is the model.
    """

    def __init__(
        self,
        state: AgentState,
        tools: Toolbox | Iterable[Tool] = (),
        *,
        state_tools: bool = True,
        executor: str = "agent",
    ) -> None:
        if executor.strip().casefold() == MODEL_ACTOR:
            msg = "executor must not be the model: it records who carried an approved action out"
            raise InvalidInput(msg)
        own = list(tools)
        self.state = state
        """The session."""
        self.toolbox = Toolbox([*own, *(state.tools() if state_tools else ())])
        """Every tool the model is given (render with `to_openai` or `to_anthropic`)."""
        self.executor = executor
        """Who executes approved actions."""

    def __repr__(self) -> str:
        return f"AgentLoop({self.state.session_id!r}, tools={self.toolbox.names})"

    def context(self, *, system: str, budget: int | None) -> Context:
        """The next request's context, with the loop's tools (see `AgentState.context`)."""
        return self.state.context(system=system, tools=list(self.toolbox), budget=budget)

    # --- one reply ---------------------------------------------------------------------------

    def _append(self, reply: object) -> tuple[AssistantReply, str | None, list[_Call]]:
        parsed = assistant_message(reply)
        if parsed.empty:
            return parsed, None, []
        [ref] = self.state.import_messages(
            [parsed.message], format=parsed.format, skip_existing=False
        )
        event = self.state.evidence.get(ref.ref)
        assert event.kind is EventKind.ASSISTANT
        raw = event.content.get("tool_calls")
        calls = [
            _Call(str(call["id"]), str(call["name"]), call.get("arguments"))
            for call in (raw if isinstance(raw, list) else [])
            if isinstance(call, dict)
        ]
        return parsed, ref.ref, calls

    def handle(self, reply: object) -> LoopStep:
        """Append a reply and answer its tool calls (blocking; coroutine handlers refused).

        Args:
            reply: What the SDK returned: an Anthropic `Message`, an OpenAI `ChatCompletion`
                or Responses API `Response` (objects or their JSON), or an assistant message.

        Raises:
            InvalidContent: The reply is not a model reply, or holds what cannot be stored.
        """
        parsed, ref, calls = self._append(reply)
        answered: list[DispatchedCall] = []
        for call in calls:
            assert ref is not None
            prepared = self._prepare(call, ref)
            if isinstance(prepared, DispatchedCall):
                answered.append(prepared)
                continue
            try:
                outcome = self.toolbox.run(call.name, prepared.arguments, context=prepared)
            except Exception as error:  # noqa: BLE001 - a raising handler is an error result, kept on the step
                answered.append(self._finish(call, _raised(call.name, error), prepared, error))
                continue
            answered.append(self._finish(call, outcome, prepared, None))
        return LoopStep(reply_ref=ref, text=_text(parsed), calls=tuple(answered))

    async def ahandle(self, reply: object) -> LoopStep:
        """`handle` for async applications: coroutine handlers are awaited.

        The session's writes are local and short, and run on the event loop's thread.
        """
        parsed, ref, calls = self._append(reply)
        answered: list[DispatchedCall] = []
        for call in calls:
            assert ref is not None
            prepared = self._prepare(call, ref)
            if isinstance(prepared, DispatchedCall):
                answered.append(prepared)
                continue
            try:
                outcome = await self.toolbox.arun(call.name, prepared.arguments, context=prepared)
            except Exception as error:  # noqa: BLE001 - a raising handler is an error result, kept on the step
                answered.append(self._finish(call, _raised(call.name, error), prepared, error))
                continue
            answered.append(self._finish(call, outcome, prepared, None))
        return LoopStep(reply_ref=ref, text=_text(parsed), calls=tuple(answered))

    # --- one call ----------------------------------------------------------------------------

    def _prepare(self, call: _Call, ref: str) -> DispatchedCall | ToolCallContext:
        """The context to run the call with, or the call answered when it must not run.

        A gated call passes the ledger's gate here: the approved action is executed (its
        ``execute`` move recorded) before the context is returned.
        """
        checked = self.toolbox.check(call.name, call.arguments)
        if isinstance(checked, ToolOutcome):
            return self._answered(call, checked, None)
        tool = self.toolbox.tool(call.name)
        assert tool is not None  # check() found it
        action: Action | None = None
        if tool.requires_approval:
            gate = self._gate(call.name, checked, ref)
            if isinstance(gate, tuple):
                return self._answered(call, *gate)
            action = gate
        return ToolCallContext(
            state=self.state,
            call_id=call.call_id,
            name=call.name,
            arguments=checked,
            ref=ref,
            action=action,
        )

    def _gate(
        self, name: str, arguments: _json.JSONObject, ref: str
    ) -> Action | tuple[ToolOutcome, Action | None]:
        """The approved action to execute, or the error outcome (and action) to answer with."""
        ledger = self.state.ledger
        digest = _json.digest(arguments)
        same = [
            action for action in ledger.actions() if action.kind == name and action.digest == digest
        ]
        approved = [action for action in same if action.status is ActionStatus.APPROVED]
        if approved:
            oldest = approved[0]
            try:
                return ledger.execute(oldest.id, by=self.executor, source=ref, params=arguments)
            except AgentStateError as exc:  # lost a race: executed or withdrawn meanwhile
                return _not_run(f"{name} was not run: {exc}"), ledger.get(oldest.id)
        latest = same[-1] if same else None
        if latest is not None and latest.status is ActionStatus.PENDING:
            return (
                _not_run(
                    f"{name} was not run: {latest.id} with these arguments is pending; "
                    "it runs once a person approves it (call it again then)"
                ),
                latest,
            )
        if latest is not None and latest.status in _REFUSED:
            return (
                _not_run(
                    f"{name} was not run: {latest.id} with these arguments was "
                    f"{latest.status.value} by {latest.actor}; do not call it again"
                ),
                latest,
            )
        proposed = ledger.propose(name, arguments, source=ref, by=MODEL_ACTOR)
        return (
            _not_run(
                f"{name} was not run: it needs a person's approval. Proposed {proposed.id} "
                "with these arguments; call it again with the same arguments once the "
                "state shows it approved"
            ),
            proposed,
        )

    def _answered(self, call: _Call, outcome: ToolOutcome, action: Action | None) -> DispatchedCall:
        """Answer a call that did not run (refused, or waiting on the ledger)."""
        result = self.state.append_tool_result(
            call.call_id, outcome.content, is_error=outcome.is_error
        )
        if action is not None:
            action = self.state.ledger.get(action.id)
        return DispatchedCall(
            call_id=call.call_id,
            name=call.name,
            arguments=call.arguments,
            outcome=outcome,
            result_ref=result.ref,
            action=action,
        )

    def _finish(
        self,
        call: _Call,
        outcome: ToolOutcome,
        context: ToolCallContext,
        error: BaseException | None,
    ) -> DispatchedCall:
        """Answer a call that ran; an error result fails the action it executed."""
        result = self.state.append_tool_result(
            call.call_id, outcome.content, is_error=outcome.is_error
        )
        action = context.action
        if action is not None:
            ledger = self.state.ledger
            action = ledger.get(action.id)
            if outcome.is_error and action.status is ActionStatus.EXECUTED:
                # With record_failures on, the ledger has already ended it failed from the
                # error result; otherwise the loop, which saw the handler fail, records it.
                action = ledger.fail(action.id, by=TOOL_ACTOR, source=result)
        return DispatchedCall(
            call_id=call.call_id,
            name=call.name,
            arguments=call.arguments,
            outcome=outcome,
            result_ref=result.ref,
            action=action,
            error=error,
        )


def _not_run(text: str) -> ToolOutcome:
    return ToolOutcome(content=text, is_error=True)


def _raised(name: str, error: BaseException) -> ToolOutcome:
    return ToolOutcome(content=f"{name} failed: {type(error).__name__}: {error}", is_error=True)
