"""An OpenAI Agents SDK agent whose session lives in agentstate: mirrored, rewound, compacted.

Runs offline: the model is the SDK's `ScriptedModel` (no network, no key). Each turn is one
`Runner.run` over an `AgentStateSession` in a SQLite file: the SDK's items are stored once
each (a second hand-over of the history writes nothing), a retried answer is popped (a
retraction: the log keeps it, the model never sees it again), and between turns the
`call_model_input_filter` compacts the session with the offline `ExtractiveSummarizer` and
sends the model agentstate's rendering instead of the whole history.

    pip install -e adapters/openai-agents
    python examples/openai_agents_session.py [--db PATH]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
from pathlib import Path

from agents import Agent, RunConfig, Runner, function_tool
from agents.testing import ScriptedModel, assistant_message, function_call
from agentstate_openai_agents import AgentStateSession

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer


@function_tool
def lookup_order(order_id: str) -> str:
    """Look an order up by its id."""
    return json.dumps({"order_id": order_id, "status": "delivered", "damaged": True})


async def main(db: Path) -> None:
    """Run the scripted conversation and print what the log and the model saw."""
    state = AgentState.open(db, session_id="ticket-4921", stray_results="note")
    session = AgentStateSession(
        state,
        summarizer=ExtractiveSummarizer(),
        policy=CompactionPolicy(budget=700, keep_groups=1),
    )
    model = ScriptedModel()
    agent = Agent(
        name="support", model=model, instructions="You are a support agent.", tools=[lookup_order]
    )
    config = RunConfig(call_model_input_filter=session.model_input_filter(), tracing_disabled=True)

    model.enqueue([function_call("lookup_order", {"order_id": "4921"}, call_id="c1")])
    model.enqueue([assistant_message("Order 4921 was delivered damaged.", item_id="msg_1")])
    await Runner.run(agent, "Hi, order 4921 arrived damaged.", session=session, run_config=config)

    model.enqueue([assistant_message("Refund of $40 issued.", item_id="msg_2")])
    await Runner.run(agent, "Please refund it.", session=session, run_config=config)
    popped = await session.pop_item()  # the application retries this answer
    assert popped is not None
    print(f"popped: {popped['content'][0]['text']!r} (retracted, still in the log)")
    await session.add_items(
        [
            dict(
                popped,
                id="msg_2b",
                content=[
                    {"type": "output_text", "text": "Refund of $42 issued.", "annotations": []}
                ],
            )
        ]
    )

    filler = " ".join(f"detail{i}" for i in range(80))
    for turn in range(4):
        model.enqueue([assistant_message(f"Noted {turn}.", item_id=f"msg_n{turn}")])
        await Runner.run(agent, f"Note {turn}: {filler}", session=session, run_config=config)

    items = await session.get_items()
    events = [e for e in state.events() if e.is_message]
    print(f"history: {len(items)} SDK items; session: {len(events)} message events")
    await session.add_items([item for item in items if "id" in item])
    print(f"handed over again: {len([e for e in state.events() if e.is_message])} message events")
    print(f"checkpoints: {[c.version for c in state.checkpoints()]}")
    sent = json.dumps(model.calls[-1].input)
    print(
        f"last request: {len(model.calls[-1].input)} items; the first turn verbatim: "
        f"{'arrived damaged' in sent}; the popped answer: {'$40' in sent}"
    )
    print(
        "instructions:", (model.calls[-1].system_instructions or "")[:300].replace(chr(10), " | ")
    )
    state.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="the SQLite file (default: a temporary one)")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        asyncio.run(main(arguments.db or Path(directory) / "agents.db"))
