"""Tool-call pairing over long histories: the provider check, an import, the split points.

Usage: python benchmarks/bench_pairing.py [--turns 3000] [--reps 15]

A history of `turns` turns (a user message, an assistant message making two parallel calls,
their two results): the OpenAI structural check (`check_openai`), an import with its
diagnosis (`from_messages`) and the safe split points of the same history as specs
(`safe_split_points`). Each is timed `reps` times; the best time is reported, as the least
disturbed by other load on the machine. Run two trees side by side (``PYTHONPATH=...``) to
compare them.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from agentstate.events import ToolCall, assistant, tool_result, user
from agentstate.formats import from_messages, validity
from agentstate.groups import safe_split_points


def _best(call: Callable[[], object], reps: int) -> float:
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def main() -> None:
    """Print the best time of each operation, in milliseconds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=3000)
    parser.add_argument("--reps", type=int, default=15)
    args = parser.parse_args()
    messages: list[object] = []
    specs = []
    for turn in range(args.turns):
        ids = [f"c{turn}_{j}" for j in range(2)]
        messages.append({"role": "user", "content": f"q{turn}"})
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": i, "type": "function", "function": {"name": "f", "arguments": "{}"}}
                    for i in ids
                ],
            }
        )
        messages.extend({"role": "tool", "tool_call_id": i, "content": "ok"} for i in ids)
        specs.append(user(f"q{turn}"))
        specs.append(assistant("", tool_calls=[ToolCall("f", {}, id=i) for i in ids]))
        specs.extend(tool_result(i, "ok") for i in ids)
    print(f"{len(messages)} messages, best of {args.reps}")
    print(f"check_openai       {_best(lambda: validity.check_openai(messages), args.reps):8.2f} ms")
    imported = _best(lambda: from_messages(messages, format="openai"), args.reps)
    print(f"from_messages      {imported:8.2f} ms")
    split = _best(lambda: list(safe_split_points(specs)), args.reps)
    print(f"safe_split_points  {split:8.2f} ms")


if __name__ == "__main__":
    main()
