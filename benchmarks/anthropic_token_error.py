"""How far the offline token estimate is from Claude's own count, on real agent traffic.

Counts every text of the bundled τ-bench airline runs (user and assistant messages, tool
call arguments, tool results) and a few multilingual samples twice: with agentstate's
offline `ApproximateTokenCounter` and with the count-tokens endpoint (`AnthropicTokenCounter`,
the message framing subtracted). Then renders each run as a context and compares the whole
Messages API request: the estimate (system prompt, tool definitions and context) against the
endpoint's count of the request as sent. Prints a table of estimate / exact ratios (above 1
over-counts, the safe side for a budget) and, with --write, puts it in docs/benchmarks.md.

Needs ANTHROPIC_API_KEY (each distinct text is one count-tokens request, a few hundred in
all; counting is free of charge but rate limited). Without a key it says so and exits 0.

    ANTHROPIC_API_KEY=sk-ant-... python benchmarks/anthropic_token_error.py [--model M] [--write]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from agentstate import AgentState, ApproximateTokenCounter, MemoryBackend, ToolCall

SAMPLE = Path(__file__).parents[1] / "examples" / "data" / "tau-bench-airline-sample.json"
MULTILINGUAL = [
    "Der Paletteninhalt kam beschädigt an; wir bitten um eine Gutschrift für Auftrag 4921.",
    "La palette de la commande 4921 est arrivée endommagée : merci d'émettre un avoir.",
    "注文4921のパレットが破損して届きました。クレジットの発行をお願いします。",
    "订单4921的托盘到货时已损坏，请为我们开具退款凭证。",
    "Поддон по заказу 4921 прибыл повреждённым, просим оформить кредит-ноту.",
]
SYSTEM = "You are an airline customer service agent. Follow the policy."


def corpus(runs: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """(category, text) of every message text, call's arguments and tool result."""
    texts: list[tuple[str, str]] = []
    for run in runs:
        for message in run["traj"]:
            role, content = message["role"], message.get("content")
            if role in ("user", "assistant") and isinstance(content, str) and content:
                texts.append((role, content))
            for call in message.get("tool_calls") or []:
                texts.append(("tool call", call["function"]["arguments"]))
            if role == "tool" and content:
                texts.append(("tool result", str(content)))
    texts += [("multilingual", text) for text in MULTILINGUAL]
    return texts


def replay(state: AgentState, messages: Iterable[dict[str, Any]]) -> None:
    """Append a recorded OpenAI-format run (fresh call ids; see examples/tau_airline_capture)."""
    open_calls: dict[str, str] = {}
    for message in messages:
        role, content = message["role"], message.get("content")
        if role == "user":
            state.append_user(str(content))
        elif role == "assistant":
            recorded = list(message.get("tool_calls") or [])
            calls = [
                ToolCall(c["function"]["name"], json.loads(c["function"]["arguments"]))
                for c in recorded
            ]
            text = content if isinstance(content, str) else None
            ref = state.append_assistant(text, tool_calls=calls)
            open_calls.update(zip((c["id"] for c in recorded), ref.call_ids, strict=True))
        elif role == "tool":
            state.append_tool_result(open_calls.pop(str(message["tool_call_id"])), str(content))


def _row(category: str, pairs: list[tuple[int, int]]) -> str:
    ratios = [estimate / exact for estimate, exact in pairs if exact]
    deciles = statistics.quantiles(ratios, n=10) if len(ratios) > 1 else ratios * 9
    total_estimate = sum(estimate for estimate, _ in pairs)
    total_exact = sum(exact for _, exact in pairs)
    under = sum(1 for ratio in ratios if ratio < 1) / len(ratios) if ratios else 0.0
    return (
        f"| {category} | {len(pairs)} | {total_exact:,} | {total_estimate / total_exact:.2f} | "
        f"{statistics.median(ratios):.2f} | {deciles[0]:.2f}–{deciles[-1]:.2f} | {under:.0%} |"
    )


def measure(client: Any, model: str, runs: list[dict[str, Any]]) -> str:
    """The table of estimate / exact ratios, by category and for whole requests."""
    from agentstate_anthropic import AnthropicTokenCounter, messages_request

    exact = AnthropicTokenCounter(model, client=client, cooldown=0.0)
    estimate = ApproximateTokenCounter()
    by_category: dict[str, list[tuple[int, int]]] = {}
    for category, text in corpus(runs):
        by_category.setdefault(category, []).append((estimate.count(text), exact.count(text)))
    requests: list[tuple[int, int]] = []
    for number, run in enumerate(runs):
        state = AgentState.open(MemoryBackend(), session_id=f"run-{number}")
        replay(state, run["traj"][1:])  # the recorded system prompt is the stable prefix
        context = state.context(system=SYSTEM, tools=state.tools(), budget=None)
        request = messages_request(context, model=model, max_tokens=1024)
        prefix = estimate.count(SYSTEM) + estimate.count(json.dumps(list(context.tools)))
        requests.append((prefix + context.token_count, exact.count_request(request)))
    lines = [
        f"Model `{model}`; {exact.stats.exact} count-tokens requests "
        f"({exact.stats.estimated} fell back to the estimate).",
        "",
        "| texts | n | exact tokens | sum ratio | median ratio | p10–p90 | under-counted |",
        "|---|---|---|---|---|---|---|",
        *(_row(category, pairs) for category, pairs in sorted(by_category.items())),
        _row("whole requests", requests),
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="claude-sonnet-5-5")
    parser.add_argument("--write", action="store_true", help="write the table to docs")
    args = parser.parse_args(argv)
    if not os.environ.get("ANTHROPIC_API_KEY"):
        print(
            "Measuring against the count-tokens endpoint needs ANTHROPIC_API_KEY; nothing was "
            "sent. Set it and run: python benchmarks/anthropic_token_error.py [--write]"
        )
        return 0
    import anthropic

    table = measure(anthropic.Anthropic(), args.model, json.loads(SAMPLE.read_text()))
    print(table)
    if args.write:
        from _harness import write_section

        command = "ANTHROPIC_API_KEY=... python benchmarks/anthropic_token_error.py --write"
        write_section(
            "anthropic-tokens",
            "## Token counts: the offline estimate against Claude's count\n\n"
            f"`{command}`\n\n{table}\n",
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
