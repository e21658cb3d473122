"""An OpenAI Agents SDK session kept in agentstate (``pip install pyagentstate-openai-agents``).

`AgentStateSession` is an `agents.memory.Session`: the SDK's items mirrored into an
agentstate session idempotently, pops and clears recorded as retractions, and a
`RunConfig.call_model_input_filter` (`AgentStateSession.model_input_filter`) that compacts
between turns and renders the model's input from agentstate within a budget.
"""

from agentstate_openai_agents.session import ACTOR, AgentStateSession

__all__ = ["ACTOR", "AgentStateSession"]
