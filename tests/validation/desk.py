"""A desk session for the validator's tests: a user's request, lookups and ledger actions.

The authority and written-forms tests build small sessions the same way: the user asks, the
agent looks something up or proposes an action, the user says yes, the call runs with a
result; then one item is validated against the whole session.
"""

from __future__ import annotations

from agentstate import AgentState, MemoryBackend, ToolCall
from agentstate.events import EventRef
from agentstate.json_values import JSONObject
from agentstate.testing import ManualClock
from agentstate.validation import Finding, validate


class Desk:
    """A session whose actions are proposed, approved and (maybe) executed with a result."""

    def __init__(
        self,
        clock: ManualClock,
        request: str = "Please sort out my account.",
        *,
        objective: str = "Sort out the account.",
        session_id: str = "desk-1",
    ) -> None:
        self.state = AgentState.open(MemoryBackend(), session_id=session_id, clock=clock)
        self.request = self.state.append_user(request)
        self.objective = objective

    def lookup(self, name: str, result: JSONObject) -> None:
        """A read call with no arguments and its result."""
        call = self.state.append_assistant(None, tool_calls=[ToolCall(name, {})])
        self.state.append_tool_result(call, result)

    def act(
        self,
        kind: str,
        params: JSONObject,
        result: JSONObject | str | None,
        *,
        error: bool = False,
        approved: bool = True,
    ) -> tuple[str, EventRef | None]:
        """Propose, approve and, with a result, execute an action: (its id, its result)."""
        offer = self.state.append_assistant(f"Shall I {kind.replace('_', ' ')}? (yes/no)")
        action = self.state.ledger.propose(kind, params, source=offer).id
        if not approved:
            return action, None
        yes = self.state.append_user("Yes, go ahead.")
        self.state.ledger.approve(action, by="user", source=yes.ref)
        if result is None:
            return action, None
        call = self.state.append_assistant(None, tool_calls=[ToolCall(kind, params)])
        self.state.ledger.execute(action, by="tool_runner", source=call.ref)
        return action, self.state.append_tool_result(call, result, is_error=error)

    def findings(
        self,
        text: str,
        *,
        rule: str = "authority",
        field: str = "decisions",
        refs: list[str] | None = None,
        warnings: bool = False,
    ) -> list[Finding]:
        """`rule`'s errors (and warnings) for a summary of one item, citing `refs` or all."""
        head = self.state.append_assistant("Here is where things stand.").seq
        if refs is None:
            refs = [event.ref for event in self.state.events() if event.seq < head]
        summary = {
            "objective": {"text": self.objective, "refs": [self.request.ref]},
            field: [{"text": text, "refs": refs}],
        }
        return [
            finding
            for finding in validate(summary, self.state, covers_through=head)
            if finding.rule == rule and (warnings or finding.severity == "error")
        ]
