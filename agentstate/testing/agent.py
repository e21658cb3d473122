"""A scripted agent model: answers each model request with the next scripted turn.

It stands in for an LLM in tests and demos. Every request it receives is a rendered
`Context` (what a real model would be sent), recorded in `requests`, so a test can assert on
what the model saw; the reply is the next step of the script.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import attrs

from agentstate.events import ToolCall
from agentstate.testing.summarizers import UnconsumedSteps, UnexpectedCall

if TYPE_CHECKING:
    from agentstate.context import Context

__all__ = ["AgentTurn", "ScriptedAgent"]


@attrs.frozen
class AgentTurn:
    """One model reply: text, tool calls, or both."""

    text: str | None = None
    tool_calls: tuple[ToolCall, ...] = ()


class ScriptedAgent:
    """Plays a script of turns, one per request; a step may compute its turn from the context.

    Calling past the end raises `UnexpectedCall`; `assert_complete()` raises
    `UnconsumedSteps` if turns are left.
    """

    def __init__(self, turns: Sequence[AgentTurn | Callable[[Context], AgentTurn]]) -> None:
        self.turns = list(turns)
        self.requests: list[Context] = []
        """Every context the agent was sent, in order."""

    def respond(self, context: Context) -> AgentTurn:
        """The next scripted turn for this request."""
        self.requests.append(context)
        index = len(self.requests) - 1
        if index >= len(self.turns):
            msg = f"request {index + 1} but the script has {len(self.turns)} turns"
            raise UnexpectedCall(msg)
        turn = self.turns[index]
        return turn if isinstance(turn, AgentTurn) else turn(context)

    def assert_complete(self) -> None:
        """Fail if some turns were never played."""
        remaining = len(self.turns) - len(self.requests)
        if remaining:
            msg = f"{remaining} scripted turns were never used"
            raise UnconsumedSteps(msg)
