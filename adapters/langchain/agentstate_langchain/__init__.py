"""agentstate for LangChain v1 agents: the graph's messages in a session, each call rendered.

`AgentStateMiddleware` (`agentstate_langchain.middleware`) mirrors an agent's messages into
an `agentstate.AgentState` session, compacts it between model calls, and calls the model
with agentstate's rendering: the compressed record, the verbatim tail and the state block.
`state_tools` (`agentstate_langchain.tools`) gives the session's evidence, scratchpad and
ledger tools as LangChain tools, `EvidenceRetriever` (`agentstate_langchain.retriever`)
evidence search as a retriever; `agentstate_langchain.messages` converts between LangChain's
messages and the session.
"""

from __future__ import annotations

from agentstate_langchain.messages import mirror_messages, to_chat_messages, to_langchain_messages
from agentstate_langchain.middleware import AgentStateMiddleware
from agentstate_langchain.retriever import EvidenceRetriever
from agentstate_langchain.tools import AgentStateTool, state_tools

__all__ = [
    "AgentStateMiddleware",
    "AgentStateTool",
    "EvidenceRetriever",
    "mirror_messages",
    "state_tools",
    "to_chat_messages",
    "to_langchain_messages",
]
