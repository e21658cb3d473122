"""The support scenario as an agent loop on OpenAI's API or any OpenAI-compatible server.

A customer reports that the pallet of order 4921 arrived damaged. The agent looks the order
up, finds the damage policy, computes the credit and calls `issue_credit`, a consequential
tool: the agent loop proposes it on the approval ledger instead of running it, a supervisor
approves it, and the agent's next identical call runs it, once. Values are captured from
tool results with their provenance, every request has one system message first (what strict
chat templates on vLLM and llama.cpp require), and the history is compacted with the model as
the summarizer, each summary validated before it is committed, its token usage recorded.

Offline by default: a scripted model answers through the real openai SDK over a mock
transport (`agentstate_openai.testing`), so it runs on a fresh machine with no key.

    pip install -e . -e adapters/openai
    python examples/openai_support_agent.py                        # offline, scripted model
    OPENAI_API_KEY=sk-... python examples/openai_support_agent.py --live
    python examples/openai_support_agent.py --live --base-url http://localhost:11434/v1 \\
        --model qwen2.5:7b                                         # Ollama, vLLM, llama.cpp

Models: --model (default gpt-5-mini) answers the customer; --summary-model (default: the same)
writes the summaries.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from support_scenario import (
    CAPTURE,
    CUSTOMER,
    SUPERVISOR,
    SupportFacts,
    approve_pending,
    compute_credit,
    lookup_order,
    object_schema,
    search_policy,
)

from agentstate import (
    AgentLoop,
    AgentState,
    CompactionPolicy,
    ExtractiveSummarizer,
    ToolCallContext,
)
from agentstate.ledger import approvers
from agentstate.state_block import render_state_block
from agentstate.tools import Tool

if TYPE_CHECKING:
    import openai
    from agentstate_openai import OpenAISummarizer

SYSTEM = """\
You are the support agent of Acme Freight. Resolve damage claims with the tools: look the
order up, find the policy that applies, compute the credit, then issue it with issue_credit.
A credit needs a supervisor's approval: issue_credit tells you when it is waiting for one;
call it again with the same arguments once the state shows the action approved. Quote policy
chunks by their id. Values (order ids, amounts) come from tool results and the state block,
never from memory. Be brief.
"""
POLICY = CompactionPolicy(
    budget=900, trigger=0.5, keep_tokens=250, keep_groups=2, fallback=ExtractiveSummarizer()
)
CONTEXT_BUDGET = 8000
"""The most tokens a request may take after the stable prefix (compaction keeps it far lower)."""
MAX_MODEL_CALLS = 8


def issue_credit(args: dict[str, Any], call: ToolCallContext) -> Any:
    """Runs only for an approved action (the loop checked it and recorded the execution)."""
    assert call.action is not None
    return {"action": call.action.id, "credit_note": f"CN-{args['order_id']}-1"}


def support_tools() -> list[Tool]:
    string, integer = {"type": "string"}, {"type": "integer"}
    return [
        Tool("lookup_order", "An order's customer, items and delivery status.",
             object_schema(order_id=string), lookup_order),
        Tool("search_policy", "Search the claims policies; returns the best chunk.",
             object_schema(query=string), search_policy),
        Tool("compute_credit", "The credit the damage policy allows for an order.",
             object_schema(order_id=string), compute_credit),
        Tool("issue_credit", "Issue a credit; it waits for a supervisor's approval first.",
             object_schema(order_id=string, amount_cents=integer), issue_credit,
             takes_context=True, requires_approval=True),
    ]  # fmt: skip


def agent_turn(
    loop: AgentLoop, client: openai.OpenAI, model: str, *, out: Callable[[str], None]
) -> None:
    """Call the model until it answers without tools; the loop stores and runs everything."""
    for _ in range(MAX_MODEL_CALLS):
        context = loop.context(system=SYSTEM, budget=CONTEXT_BUDGET)
        reply = client.chat.completions.create(
            model=model, messages=context.to_openai(), tools=loop.toolbox.to_openai()
        )
        step = loop.handle(reply)
        if step.text.strip():
            out(f"agent: {step.text.strip()}")
        for call in step.calls:
            out(
                f"  [tool] {call.name}({json.dumps(call.arguments)}) -> {call.outcome.content[:90]}"
            )
        for action in step.awaiting_approval:
            out(f"  [ledger] {action.id} {action.kind} waits for a supervisor's approval")
        if step.done:
            return
    out("  [agent] stopped after the most model calls allowed for one turn")


def _usage(state: AgentState, ref: str | None) -> str:
    if ref is None:
        return ""
    usage = state.evidence.get(ref).content.get("usage")
    return f" (model usage: {json.dumps(usage)})" if usage else ""


def run(
    path: Path,
    *,
    client: openai.OpenAI,
    summarizer: OpenAISummarizer,
    model: str,
    customer: Sequence[str] = CUSTOMER,
    policy: CompactionPolicy = POLICY,
    out: Callable[[str], None] = print,
) -> AgentState:
    """Play the scenario: customer turns, the agent loop, compaction, the supervisor."""
    state = AgentState.open(
        path,
        session_id="ticket-9104",
        scratchpad=SupportFacts,
        capture=CAPTURE,
        approval_policy=approvers(SUPERVISOR),
        policy=policy,
        record_failures=True,
    )
    loop = AgentLoop(state, support_tools())
    for number, text in enumerate(customer, start=1):
        out(f"\ncustomer: {text}")
        state.append_user(text)
        agent_turn(loop, client, model, out=out)
        result = state.compact(summarizer)
        if result.outcome != "skipped":
            out(
                f"  [compaction] {result.outcome}: {result.reason}{_usage(state, result.event_ref)}"
            )
        if number == 2:
            approve_pending(state, out=out)
    out("\n" + render_state_block(state))
    for checkpoint in state.checkpoints():
        objective = json.dumps(checkpoint.summary["objective"])
        out(f"checkpoint v{checkpoint.version} by {checkpoint.summarizer} through "
            f"ev_{checkpoint.covers_through}: {objective}")  # fmt: skip
    return state


# --- the offline model ------------------------------------------------------------------------


def _call(name: str, arguments: dict[str, Any], call_id: str) -> Any:
    from agentstate_openai.testing import chat_reply

    call = {
        "id": call_id,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments)},
    }
    return chat_reply(None, finish_reason="tool_calls", tool_calls=[call])


def scripted_agent() -> Any:
    """The agent model, scripted: what a model would answer at each request of the scenario."""
    from agentstate_openai.testing import ScriptedOpenAIAPI, chat_reply

    credit = {"order_id": "4921", "amount_cents": 25000}
    return ScriptedOpenAIAPI(
        [
            _call("lookup_order", {"order_id": "4921"}, "call_1"),
            _call("search_policy", {"query": "damaged pallet in transit"}, "call_2"),
            _call("compute_credit", {"order_id": "4921"}, "call_3"),
            _call("issue_credit", credit, "call_4"),
            chat_reply(
                "Policy v7 (chunk c-8812) allows a credit of 25000 cents for order 4921. "
                "It needs a supervisor's approval, which I have requested."
            ),
            chat_reply("Noted: it will be one credit on the next invoice."),
            _call("issue_credit", credit, "call_5"),
            chat_reply("Done: credit note CN-4921-1 for 25000 cents is on your next invoice."),
        ]
    )


def _summary(body: dict[str, Any]) -> Any:
    """The summary model, scripted: a faithful summary of whatever the request shows."""
    from agentstate_openai.testing import json_chat_reply

    prompt = str(body["messages"][1]["content"])
    order = "{fact:order_id}" if "{fact:order_id}" in prompt else "the order"
    summary: dict[str, Any] = {
        "objective": {
            "text": f"Resolve the customer's claim for the damaged pallet of {order}.",
            "refs": ["ev_1"],
        },
        "decisions": [],
        "constraints": [],
        "open_threads": [],
        "rejected": [],
        "next_steps": [],
    }
    pending = re.findall(r"\{action:(act_\d+)\}: issue_credit, pending", prompt)
    if pending:
        summary["open_threads"].append(
            {"text": f"{{action:{pending[0]}}} waits for a supervisor's decision.", "refs": []}
        )
    return json_chat_reply(summary)


def scripted_summarizer() -> Any:
    from agentstate_openai.testing import ScriptedOpenAIAPI

    return ScriptedOpenAIAPI([_summary] * 20)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--live", action="store_true", help="call a real server (a key needed)")
    parser.add_argument("--base-url", help="an OpenAI-compatible server (vLLM, Ollama, ...)")
    parser.add_argument("--model", default="gpt-5-mini")
    parser.add_argument("--summary-model", help="default: --model")
    parser.add_argument("--db", type=Path, help="where to keep the session (default: temporary)")
    args = parser.parse_args(argv)
    try:
        import openai
        from agentstate_openai import OpenAISummarizer, override_allow_model_requests
    except ImportError:
        print("pyagentstate-openai is not installed: pip install -e adapters/openai")
        return 0
    summary_model = args.summary_model or args.model
    if args.live and not args.base_url and not os.environ.get("OPENAI_API_KEY"):
        print(
            "--live talks to OpenAI and needs an API key; nothing was sent.\n"
            "  export OPENAI_API_KEY=sk-...   (or --base-url for a local server)\n"
            "Without --live the example runs offline on a scripted model."
        )
        return 0
    with tempfile.TemporaryDirectory() as scratch:
        path = args.db or Path(scratch) / "support.db"
        if args.live:
            # A local server takes any key; OpenAI reads OPENAI_API_KEY.
            key = os.environ.get("OPENAI_API_KEY") or "unused"
            client = openai.OpenAI(base_url=args.base_url, api_key=key)
            summarizer = OpenAISummarizer(summary_model, client=client, timeout=60.0)
            state = run(path, client=client, summarizer=summarizer, model=args.model)
        else:
            agent, summaries = scripted_agent(), scripted_summarizer()
            summarizer = OpenAISummarizer(summary_model, client=summaries.client())
            with override_allow_model_requests(allow=True):
                state = run(path, client=agent.client(), summarizer=summarizer, model=args.model)
            agent.assert_complete()
        state.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
