"""agentstate's evidence, scratchpad and ledger tools as LangChain tools.

`state_tools(state)` gives every tool of `AgentState.tools` (``evidence_get``,
``evidence_search``, ``evidence_expand``, ``fact_history``, ``action_history``) as an
`AgentStateTool`: a LangChain `BaseTool` whose name, description and ``args_schema`` (a JSON
Schema dict) are agentstate's own, unchanged. A call runs through
`agentstate.tools.Toolbox.dispatch` (``adispatch`` when awaited), which checks the arguments
against the schema; the result is the tool's compact JSON text. A failed call (arguments off
the schema, an unknown ref) raises LangChain's `ToolException` with agentstate's message
(``EvidenceNotFound: no event ev_99 ...``); the tools set ``handle_tool_error=True``, so in
an agent it becomes a `ToolMessage` with ``status="error"`` the model reads and adapts to.
None of the tools writes.
"""

from __future__ import annotations

import copy
from typing import Any

from langchain_core.tools import BaseTool, ToolException
from pydantic import ConfigDict, SkipValidation

from agentstate import AgentState
from agentstate.errors import InvalidInput
from agentstate.tools import Toolbox, ToolOutcome

__all__ = ["AgentStateTool", "state_tools"]


class AgentStateTool(BaseTool):
    """One of agentstate's model-callable tools as a LangChain tool.

    Build them with `state_tools`, or ``AgentStateTool(toolbox=state.tools(), name=...)``
    for one; name, description and schema are taken from the toolbox.

    Raises:
        InvalidInput: `toolbox` is not an `agentstate.tools.Toolbox`, or has no tool `name`.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    toolbox: SkipValidation[Toolbox]
    """The toolbox that runs the call (`AgentState.tools`)."""
    handle_tool_error: bool = True

    def __init__(self, *, toolbox: Toolbox, name: str, **kwargs: Any) -> None:
        if not isinstance(toolbox, Toolbox):
            msg = f"toolbox must be an agentstate Toolbox, got {type(toolbox).__name__}"
            raise InvalidInput(msg)
        tool = toolbox.tool(name) if isinstance(name, str) else None
        if tool is None:
            msg = f"no tool named {name!r}; known: {', '.join(toolbox.names)}"
            raise InvalidInput(msg)
        super().__init__(
            toolbox=toolbox,
            name=tool.name,
            description=tool.description,
            # LangChain's to hold: a copy, so nothing it does reaches agentstate's schema.
            args_schema=copy.deepcopy(dict(tool.input_schema)),
            **kwargs,
        )

    def _run(self, **arguments: Any) -> str:
        return _result(self.toolbox.dispatch(self.name, _arguments(arguments)))

    async def _arun(self, **arguments: Any) -> str:
        return _result(await self.toolbox.adispatch(self.name, _arguments(arguments)))


def _arguments(arguments: dict[str, Any]) -> dict[str, Any]:
    # LangChain passes its run manager along when the signature does not name it.
    return {key: value for key, value in arguments.items() if key != "run_manager"}


def _result(outcome: ToolOutcome) -> str:
    if outcome.is_error:
        raise ToolException(outcome.content)
    return outcome.content


def state_tools(state: AgentState) -> list[AgentStateTool]:
    """The model-callable tools over `state` (see the module docs) as LangChain tools.

    Raises:
        InvalidInput: `state` is not an `AgentState`.
    """
    if not isinstance(state, AgentState):
        msg = f"state must be an AgentState, got {type(state).__name__}"
        raise InvalidInput(msg)
    toolbox = state.tools()
    return [AgentStateTool(toolbox=toolbox, name=name) for name in toolbox.names]
