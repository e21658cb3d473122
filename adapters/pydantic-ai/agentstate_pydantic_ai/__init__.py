"""agentstate for Pydantic AI: an agent's history in a session, each request rendered from it.

`AgentStateCapability` (`agentstate_pydantic_ai.capability`) mirrors a run's messages into an
`agentstate.AgentState` session, compacts it between requests, and sends the model
agentstate's rendering: the compressed record, the verbatim tail and the state block.
`state_toolset` (`agentstate_pydantic_ai.toolset`) gives the session's evidence, scratchpad
and ledger tools as a Pydantic AI toolset; `agentstate_pydantic_ai.messages` converts between
Pydantic AI's messages and the chat messages agentstate stores.
"""

from __future__ import annotations

from agentstate_pydantic_ai.capability import AgentStateCapability
from agentstate_pydantic_ai.messages import to_chat_messages, to_model_messages
from agentstate_pydantic_ai.toolset import state_toolset

__all__ = ["AgentStateCapability", "state_toolset", "to_chat_messages", "to_model_messages"]
