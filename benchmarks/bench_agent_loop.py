"""The agent loop's cost per reply, against the same steps written by hand.

Usage: python benchmarks/bench_agent_loop.py [--replies 300] [--reps 7] [--write]

Each contender stores `replies` model replies on a fresh SQLite file, each an OpenAI Chat
Completions response calling one tool, followed by the tool's result:

- ``by hand``: `import_messages` of the assistant message, `Toolbox.dispatch`, then
  `append_tool_result` (what an application wrote before the loop existed);
- ``AgentLoop.handle``: the same reply handed to the loop as the SDK's JSON;
- ``AgentLoop.handle, gated``: the call is to a ``requires_approval`` tool whose action was
  approved just before (the loop reads the ledger, records ``execute``, then the result).

Contenders run round robin in rotating order; the figure is the median of per-repetition
ratios to ``by hand``, with the range. ``--write`` puts the table in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from _harness import machine, side_by_side, write_section

from agentstate import AgentLoop, AgentState
from agentstate.tools import Tool, Toolbox

SCHEMA = {
    "type": "object",
    "properties": {"order_id": {"type": "string"}, "amount_cents": {"type": "integer"}},
    "required": ["order_id", "amount_cents"],
    "additionalProperties": False,
}


def _reply(number: int, name: str) -> dict[str, Any]:
    arguments = json.dumps({"order_id": f"{4000 + number}", "amount_cents": 100 * number})
    call = {"id": f"call_{number}", "type": "function",
            "function": {"name": name, "arguments": arguments}}  # fmt: skip
    message = {"role": "assistant", "content": None, "tool_calls": [call]}
    return {"choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}]}


def _handler(args: dict[str, Any], *rest: object) -> Any:
    return {"order_id": args["order_id"], "status": "ok"}


def _fresh(folder: Path, name: str) -> AgentState:
    state = AgentState.open(folder / f"{name}.db", session_id="bench")
    state.append_user("Start.")
    return state


def by_hand(folder: Path, replies: int) -> float:
    state = _fresh(folder, "hand")
    toolbox = Toolbox([Tool("lookup", "Look up.", SCHEMA, _handler), *state.tools()])
    start = time.perf_counter()
    for number in range(replies):
        message = _reply(number, "lookup")["choices"][0]["message"]
        state.import_messages([message], format="openai", skip_existing=False)
        call = message["tool_calls"][0]
        outcome = toolbox.dispatch("lookup", call["function"]["arguments"])
        state.append_tool_result(call["id"], outcome.content, is_error=outcome.is_error)
    elapsed = time.perf_counter() - start
    state.close()
    return elapsed / replies


def with_loop(folder: Path, replies: int) -> float:
    state = _fresh(folder, "loop")
    loop = AgentLoop(state, [Tool("lookup", "Look up.", SCHEMA, _handler)])
    start = time.perf_counter()
    for number in range(replies):
        loop.handle(_reply(number, "lookup"))
    elapsed = time.perf_counter() - start
    state.close()
    return elapsed / replies


def gated(folder: Path, replies: int) -> float:
    state = _fresh(folder, "gated")
    tool = Tool("credit", "Credit.", SCHEMA, _handler, takes_context=True, requires_approval=True)
    loop = AgentLoop(state, [tool])
    elapsed = 0.0
    for number in range(replies):
        reply = _reply(number, "credit")
        arguments = json.loads(
            reply["choices"][0]["message"]["tool_calls"][0]["function"]["arguments"]
        )
        action = state.ledger.propose("credit", arguments, source="ev_1")
        state.ledger.approve(action.id, by="supervisor", source="ev_1")
        start = time.perf_counter()
        loop.handle(reply)
        elapsed += time.perf_counter() - start
    state.close()
    return elapsed / replies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replies", type=int, default=300)
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--write", action="store_true", help="update docs/benchmarks.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        runs = iter(range(10**6))

        def folder() -> Path:
            path = root / str(next(runs))
            path.mkdir()
            return path

        results = side_by_side(
            {
                "by hand": lambda: by_hand(folder(), args.replies),
                "AgentLoop.handle": lambda: with_loop(folder(), args.replies),
                "AgentLoop.handle, gated": lambda: gated(folder(), args.replies),
            },
            anchor="by hand",
            repetitions=args.reps,
        )
    rows = [
        f"| {name} | {figures['median'] * 1000:.2f} ms | {figures['ratio']:.2f} "
        f"({figures['ratio_min']:.2f}-{figures['ratio_max']:.2f}) |"
        for name, figures in results.items()
    ]
    table = "\n".join(
        ["| contender | per reply | ratio to by hand (range) |", "|---|---|---|", *rows]
    )
    print(f"{args.replies} replies of one call each, SQLite file, {args.reps} repetitions")
    print(table)
    if args.write:
        write_section("agent-loop", _section(table, args.replies, args.reps))


def _section(table: str, replies: int, reps: int) -> str:
    return f"""
## The agent loop: cost per reply

`python benchmarks/bench_agent_loop.py --replies {replies} --reps {reps} --write`: {replies}
replies, each calling one tool, stored on a SQLite file with the tool's result; the median of
{reps} round-robin repetitions, as a ratio to the same steps written by hand
(`import_messages`, `Toolbox.dispatch`, `append_tool_result`).

{table}

The loop reads the stored assistant event back to take its calls in the stored form (one
read per reply). A gated call adds the ledger's work: it reads the session's actions to find
the one approved for its arguments (a scan that grows with the number of actions: here one
more per reply, {replies} at the end), writes the `execute` move before the handler runs and
reads the action back after the result. {machine()}
"""


if __name__ == "__main__":
    main()
