"""agentstate's evidence, scratchpad and ledger tools as a Pydantic AI toolset.

`state_toolset(state)` offers every tool of `AgentState.tools` (``evidence_get``,
``evidence_search``, ``evidence_expand``, ``fact_history``, ``action_history``) with
agentstate's own description and JSON Schema, unchanged. A call runs through
`agentstate.tools.Toolbox.adispatch`, which checks the arguments against the schema: its
result is the tool's compact JSON text, and a failed call (arguments off the schema, an
unknown ref) raises Pydantic AI's `ToolFailed` with agentstate's message
(``EvidenceNotFound: no event ev_99 ...``), so the model reads what went wrong and adapts
without spending a retry. None of the tools writes.
"""

from __future__ import annotations

import copy
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic_ai.exceptions import ToolFailed
from pydantic_ai.tools import Tool
from pydantic_ai.toolsets import FunctionToolset

from agentstate import AgentState
from agentstate.tools import Toolbox

__all__ = ["state_toolset"]


def state_toolset(state: AgentState, *, id: str | None = None) -> FunctionToolset[Any]:
    """The model-callable tools over `state` (see the module docs) as a Pydantic AI toolset.

    Args:
        state: The session the tools read.
        id: The toolset's id in the agent (Pydantic AI's `FunctionToolset.id`).
    """
    toolbox = state.tools()
    tools = [
        Tool.from_schema(
            _caller(toolbox, tool.name),
            name=tool.name,
            description=tool.description,
            json_schema=copy.deepcopy(dict(tool.input_schema)),  # Pydantic AI's to adapt
        )
        for tool in toolbox
    ]
    return FunctionToolset(tools, id=id)


def _caller(toolbox: Toolbox, name: str) -> Callable[..., Awaitable[str]]:
    async def call(**arguments: Any) -> str:
        outcome = await toolbox.adispatch(name, arguments)
        if outcome.is_error:
            raise ToolFailed(outcome.content)
        return outcome.content

    call.__name__ = name
    return call
