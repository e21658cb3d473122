"""Capture rules on real τ-bench airline runs: facts with provenance, no model in the loop.

Replays recorded gpt-4o airline conversations (OpenAI chat format) into agentstate with the
airline scratchpad and capture rules of `agentstate.domains.tau_airline`, then shows what was
captured, from which event, and what the state block gives the model.

    python examples/tau_airline_capture.py                      # the three bundled runs
    python examples/tau_airline_capture.py PATH/gpt-4o-airline-dev.json --run 3
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from agentstate import AgentState, EventKind, ToolCall
from agentstate.domains.tau_airline import CAPTURE, AirlineFacts
from agentstate.state_block import render_state_block

SAMPLE = Path(__file__).parent / "data" / "tau-bench-airline-sample.json"


def replay_run(state: AgentState, messages: list[dict[str, object]]) -> None:
    """Append an OpenAI-format conversation: user, assistant (with tool calls), tool results.

    The recorded runs reuse tool call ids within a conversation, which the store refuses (a
    call id names one call), so calls get fresh ids and each result answers the latest call
    that had its recorded id.
    """
    open_calls: dict[str, str] = {}
    for message in messages:
        role = message["role"]
        content = message.get("content")
        if role == "user":
            state.append_user(str(content))
        elif role == "assistant":
            recorded = list(message.get("tool_calls") or [])  # type: ignore[call-overload]
            calls = [
                ToolCall(call["function"]["name"], json.loads(call["function"]["arguments"]))
                for call in recorded
            ]
            ref = state.append_assistant(
                content if isinstance(content, str) else None, tool_calls=calls
            )
            open_calls.update(zip((call["id"] for call in recorded), ref.call_ids, strict=True))
        elif role == "tool":
            # The tool's output exactly as the model saw it: JSON text, or "Error: ..." text.
            call_id = open_calls.pop(str(message["tool_call_id"]))
            state.append_tool_result(call_id, str(content))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=SAMPLE)
    parser.add_argument("--run", type=int, default=0, help="the run whose state is printed")
    args = parser.parse_args()
    runs = json.loads(args.path.read_text())
    totals: Counter[str] = Counter()
    for index, run in enumerate(runs):
        session_id = f"task-{run['task_id']}-trial-{run['trial']}"
        with AgentState.open(
            ":memory:", session_id=session_id, scratchpad=AirlineFacts, capture=CAPTURE
        ) as state:
            # The system prompt (the policy) is the stable prefix, not history.
            replay_run(state, [m for m in run["traj"] if m["role"] != "system"])
            for event in state.events():
                if event.kind is EventKind.FACT:
                    totals[str(event.content.get("skipped", "captured"))] += 1
            if index == args.run:
                print(f"== {session_id}: {len(state.scratchpad.values())} values captured\n")
                print(render_state_block(state))
                print()
                for key in ("user_id", "reservation", "payment_methods"):
                    outcome = state.tools().dispatch("fact_history", {"key": key})
                    print(f"where did {key} come from?\n  {outcome.content}\n")
    print(f"{len(runs)} runs: " + ", ".join(f"{n} {what}" for what, n in sorted(totals.items())))


if __name__ == "__main__":
    main()
