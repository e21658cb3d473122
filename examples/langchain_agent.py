"""A LangChain v1 agent whose messages live in agentstate: mirrored, compacted, rendered.

Runs offline: the model is a scripted chat model (langchain_core's
`FakeMessagesListChatModel`, no network, no key) that answers a support ticket turn by turn
and once calls the session's `evidence_get` tool. `create_agent` runs it with
`AgentStateMiddleware`, which mirrors the graph's messages into a SQLite session once each
(under their LangChain ids), compacts the session with the offline `ExtractiveSummarizer`
when the policy's trigger is reached, and calls the model on agentstate's rendering instead
of the whole history: the system prompt with the compressed record, the verbatim tail and
the state block. The graph's own state keeps every message.

    pip install -e adapters/langchain
    python examples/langchain_agent.py [--db PATH]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from agentstate_langchain import AgentStateMiddleware, EvidenceRetriever
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.outputs import ChatResult
from langgraph.checkpoint.memory import InMemorySaver
from pydantic import Field

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer

TURNS = [
    "Hi, order 4921 arrived with a damaged pallet.",
    "Three of the twelve crates are cracked; photos are attached to the ticket.",
    "The courier left it outside in the rain, which is not what we agreed.",
    "We need the replacement before Friday, our shop opens on Saturday.",
    "Also, please keep the invoice address as it is.",
    "What did I tell you at the very start about the order?",
]


class ScriptedModel(FakeMessagesListChatModel):
    """Answers with its script in turn; keeps every request it was sent."""

    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: Any = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.seen.append(list(messages))
        return super()._generate(messages, stop, run_manager, **kwargs)

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedModel:
        return self


def script() -> list[BaseMessage]:
    answers: list[BaseMessage] = [
        AIMessage(f"Noted ({n + 1}/5): I have added that to the ticket for order 4921.")
        for n in range(5)
    ]
    lookup = {"name": "evidence_get", "args": {"ref": "ev_1"}, "id": "call_start"}
    return [
        *answers,
        AIMessage("", tool_calls=[lookup]),
        AIMessage("You said at the start (ev_1): Hi, order 4921 arrived with a damaged pallet."),
    ]


def main(db: Path) -> None:
    state = AgentState.open(db, session_id="ticket-4921")
    model = ScriptedModel(responses=script())
    middleware = AgentStateMiddleware(
        state, summarizer=ExtractiveSummarizer(), policy=CompactionPolicy(budget=420)
    )
    agent = create_agent(
        model,
        middleware=[middleware],
        system_prompt="You are the support agent of a wholesale shop.",
        checkpointer=InMemorySaver(),
    )
    config = {"configurable": {"thread_id": "ticket-4921"}}
    result: dict[str, Any] = {}
    for text in TURNS:
        result = agent.invoke({"messages": [HumanMessage(text)]}, config)
    messages: list[BaseMessage] = result["messages"]
    stored = [event for event in state.events() if event.is_message]
    print(f"graph: {len(messages)} LangChain messages; session: {len(stored)} message events")
    print(f"checkpoints: {[checkpoint.version for checkpoint in state.checkpoints()]}")
    last = model.seen[-1]
    print(f"the model's last request: {len(last)} messages, opening with the record:")
    record = str(last[0].content).split("\n\n", 1)[1]
    print(f"  {record.splitlines()[0][:60]}...")
    evidence = json.loads(str(messages[-2].content))["event"]
    print(f"evidence_get returned {evidence['ref']}: {evidence['text']}")
    print(f"answer: {messages[-1].content}")
    hits = EvidenceRetriever(state=state, k=2).invoke("courier rain")
    print(f"retriever: {[(doc.id, doc.page_content[:40]) for doc in hits]}")
    print(f"mirroring the graph's messages again appends {len(middleware.mirror(messages))}")
    state.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="SQLite file (default: a temporary one)")
    args = parser.parse_args()
    if args.db is not None:
        main(args.db)
    else:
        with tempfile.TemporaryDirectory() as folder:
            main(Path(folder) / "langchain.db")
