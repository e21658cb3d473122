"""A Pydantic AI agent whose history lives in agentstate: mirrored, compacted, rendered.

Runs offline: the model is Pydantic AI's `FunctionModel` with a scripted support agent (no
network, no key). Each turn is one `agent.run_sync` continuing the last one's history; the
`AgentStateCapability` mirrors every message into a SQLite session once, compacts it with the
offline `ExtractiveSummarizer` when the policy's trigger is reached, and sends the model
agentstate's rendering instead of the whole history: the compressed record (a
`CompactionPart`), the verbatim tail and the state block. The model also calls the session's
evidence tools, and gets the exact event back.

    pip install -e adapters/pydantic-ai
    python examples/pydantic_ai_agent.py [--db PATH]
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from agentstate_pydantic_ai import AgentStateCapability
from pydantic_ai import Agent
from pydantic_ai.messages import (
    CompactionPart,
    ModelMessage,
    ModelRequest,
    ModelResponse,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)
from pydantic_ai.models.function import AgentInfo, FunctionModel

from agentstate import (
    AgentState,
    CaptureRule,
    CompactionPolicy,
    ExtractiveSummarizer,
    Scratchpad,
)

TURNS = [
    "Hi, order 4921 arrived with a damaged pallet.",
    "Three of the twelve crates are cracked; photos are attached to the ticket.",
    "The courier left it outside in the rain, which is not what we agreed.",
    "We need the replacement before Friday, our shop opens on Saturday.",
    "Can you check whether the courier recorded the damage?",
    "Also, please keep the invoice address as it is.",
    "What did I tell you at the very start about the order?",
]


class Facts(Scratchpad):
    order_id: str | None = None
    """The order the ticket is about."""


class SupportModel:
    """The scripted model: look the order up on each new message, quote ev_1 when asked."""

    def __init__(self) -> None:
        self.requests: list[list[ModelMessage]] = []
        self.calls = 0

    def __call__(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        self.requests.append(messages)
        last = messages[-1]
        assert isinstance(last, ModelRequest)
        returns = [part for part in last.parts if isinstance(part, ToolReturnPart)]
        if returns:
            return ModelResponse(parts=[TextPart(_answer(returns[0]))])
        self.calls += 1
        prompt = next(p for p in last.parts if isinstance(p, UserPromptPart))
        if "very start" in str(prompt.content):
            call = ToolCallPart("evidence_get", {"ref": "ev_1"}, tool_call_id=f"c{self.calls}")
        else:
            call = ToolCallPart("lookup_order", {"order_id": "4921"}, tool_call_id=f"c{self.calls}")
        return ModelResponse(parts=[call])


def _answer(result: ToolReturnPart) -> str:
    if result.tool_name == "evidence_get":
        event = json.loads(str(result.content))["event"]
        return f"You said at the start ({event['ref']}): {event['text']}"
    return "Order 4921 is with the courier; I have noted the damage on the ticket."


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=None, help="the SQLite file to write")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        database = args.db or Path(scratch) / "pydantic-ai.db"
        state = AgentState.open(
            database,
            session_id="ticket-4921",
            scratchpad=Facts,
            capture=[CaptureRule(tool="lookup_order", path="result.order_id", field="order_id")],
        )
        with state:
            run(state)


def run(state: AgentState) -> None:
    model = SupportModel()
    budget = 800
    capability = AgentStateCapability(
        state, summarizer=ExtractiveSummarizer(), policy=CompactionPolicy(budget=budget)
    )
    agent = Agent(
        FunctionModel(model), system_prompt="You are a support agent.", capabilities=[capability]
    )

    @agent.tool_plain
    def lookup_order(order_id: str) -> dict[str, str]:
        """Look an order up."""
        return {"order_id": order_id, "status": "with courier", "crates": "12"}

    history: list[ModelMessage] = []
    for turn in TURNS:
        result = agent.run_sync(turn, message_history=history)
        history = result.all_messages()

    events = list(state.events())
    messages = [event for event in events if event.is_message]
    print(f"history: {len(history)} Pydantic AI messages; session: {len(messages)} message events")
    print(f"checkpoints: {[c.version for c in state.checkpoints()]}")
    sent = model.requests[-1]
    record = next(p for m in sent for p in m.parts if isinstance(p, CompactionPart))
    print(f"the last request: {len(sent)} messages, opening with the record:")
    print("  " + str(record.content).splitlines()[0][:80] + "...")
    rendered = state.context(system="", budget=budget)
    print(f"rendered: {rendered.token_count} tokens (budget {budget})")
    print("the state block, last in the request:")
    print("\n".join("  " + line for line in rendered.state_block.splitlines()))
    print(f"answer: {result.output}")
    again = capability.mirror(history)
    print(f"mirroring the same history again appends {len(again)} (skipped {again.skipped})")


if __name__ == "__main__":
    main()
