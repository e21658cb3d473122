"""The support scenario as a real agent loop with Claude: ticket 9104, a damaged pallet.

A customer reports that the pallet of order 4921 arrived damaged. Claude, as the support agent,
looks the order up, finds the damage policy (v7, chunk c-8812), computes the credit (25000
cents) and proposes it; the credit needs a supervisor's approval, which only a person can give
(the model may propose but never approve). Along the way agentstate captures the order id and
the amount from tool results with their provenance, renders every request with prompt-cache
breakpoints, and compacts the history with Claude as the summarizer, each summary validated
before it is committed.

    export ANTHROPIC_API_KEY=sk-ant-...
    pip install -e . -e adapters/anthropic
    python examples/anthropic_support_agent.py [--db support.db]

Models: AGENT_MODEL (default claude-sonnet-5-5) and SUMMARY_MODEL (default claude-haiku-5-5).
Without ANTHROPIC_API_KEY it says what to do and exits without error.
"""

from __future__ import annotations

import argparse
import json
import os
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

from agentstate import AgentState, CompactionPolicy, ExtractiveSummarizer
from agentstate.ledger import approvers
from agentstate.state_block import render_state_block
from agentstate.tools import Tool, Toolbox

if TYPE_CHECKING:
    import anthropic
    from agentstate_anthropic import AnthropicSummarizer

AGENT_MODEL = os.environ.get("AGENT_MODEL", "claude-sonnet-5-5")
SUMMARY_MODEL = os.environ.get("SUMMARY_MODEL", "claude-haiku-5-5")
SYSTEM = """\
You are the support agent of Acme Freight. Resolve damage claims with the tools: look the
order up, find the policy that applies, compute the credit and propose it. A credit needs a
supervisor's approval before it can be issued; you may propose one but never approve it, and
you issue it only once the state shows it approved. Quote policy chunks by their id. Values
(order ids, amounts) come from tool results and the state block, never from memory. Be brief.
"""
POLICY = CompactionPolicy(
    budget=1800, trigger=0.5, keep_tokens=350, keep_groups=2, fallback=ExtractiveSummarizer()
)
CONTEXT_BUDGET = 8000
"""The most tokens a request may take after the stable prefix (compaction keeps it far lower)."""
MAX_MODEL_CALLS = 8


class SupportTools:
    """The support tools; proposing and issuing a credit go through the approval ledger.

    `source` is the ref of the assistant event whose call is being answered: what a proposal
    or an execution rests on.
    """

    def __init__(self, state: AgentState) -> None:
        self.state = state
        self.source = ""

    def propose_credit(self, args: dict[str, Any]) -> Any:
        params = {"order_id": args["order_id"], "amount_cents": args["amount_cents"]}
        action = self.state.ledger.propose("issue_credit", params, source=self.source)
        return {"action": action.id, "status": "pending", "needs": "a supervisor's approval"}

    def issue_credit(self, args: dict[str, Any]) -> Any:
        action = self.state.ledger.require_approved(args["action_id"])
        self.state.ledger.execute(action.id, by="billing", source=self.source)
        return {"action": action.id, "status": "executed", "credit_note": "CN-4921-1"}

    def tools(self) -> list[Tool]:
        string, integer = {"type": "string"}, {"type": "integer"}
        return [
            Tool("lookup_order", "An order's customer, items and delivery status.",
                 object_schema(order_id=string), lookup_order),
            Tool("search_policy", "Search the claims policies; returns the best chunk.",
                 object_schema(query=string), search_policy),
            Tool("compute_credit", "The credit the damage policy allows for an order.",
                 object_schema(order_id=string), compute_credit),
            Tool("propose_credit", "Propose a credit; it waits for a supervisor's approval.",
                 object_schema(order_id=string, amount_cents=integer), self.propose_credit),
            Tool("issue_credit", "Issue an approved credit (fails unless approved).",
                 object_schema(action_id=string), self.issue_credit),
        ]  # fmt: skip


def _assistant_blocks(message: Any) -> list[dict[str, Any]]:
    """The response's content as request blocks (only the fields the API takes back)."""
    blocks: list[dict[str, Any]] = []
    for block in message.content:
        if block.type == "text":
            blocks.append({"type": "text", "text": block.text})
        elif block.type == "tool_use":
            blocks.append(
                {"type": "tool_use", "id": block.id, "name": block.name, "input": block.input}
            )
        elif block.type == "thinking":
            blocks.append(
                {"type": "thinking", "thinking": block.thinking, "signature": block.signature}
            )
    return blocks


def agent_turn(
    state: AgentState,
    client: anthropic.Anthropic,
    tools: SupportTools,
    *,
    out: Callable[[str], None],
) -> None:
    """Call Claude until it answers without tools; every call and result goes in the log."""
    from agentstate_anthropic import messages_request

    toolbox = Toolbox([*tools.tools(), *state.tools()])
    for _ in range(MAX_MODEL_CALLS):
        context = state.context(system=SYSTEM, tools=list(toolbox), budget=CONTEXT_BUDGET)
        request = messages_request(context, model=AGENT_MODEL, max_tokens=1024)
        response = client.messages.create(**request)
        usage = response.usage
        out(
            f"  [model] {usage.input_tokens} new input tokens, "
            f"{usage.cache_read_input_tokens or 0} read from cache, "
            f"{usage.cache_creation_input_tokens or 0} written to cache"
        )
        blocks = _assistant_blocks(response)
        if not blocks:
            return
        [ref] = state.import_messages([{"role": "assistant", "content": blocks}])
        tools.source = ref.ref
        for block in blocks:
            if block["type"] == "text" and block["text"].strip():
                out(f"agent: {block['text'].strip()}")
        calls = [block for block in blocks if block["type"] == "tool_use"]
        for call in calls:
            outcome = toolbox.dispatch(call["name"], call["input"])
            out(f"  [tool] {call['name']}({json.dumps(call['input'])}) -> {outcome.content[:90]}")
            state.append_tool_result(call["id"], outcome.content, is_error=outcome.is_error)
        if not calls:
            return
    out("  [agent] stopped after the most model calls allowed for one turn")


def run(
    path: Path,
    *,
    client: anthropic.Anthropic,
    summarizer: AnthropicSummarizer,
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
    )
    tools = SupportTools(state)
    for number, text in enumerate(customer, start=1):
        out(f"\ncustomer: {text}")
        state.append_user(text)
        agent_turn(state, client, tools, out=out)
        result = state.compact(summarizer)
        if result.outcome != "skipped":
            out(f"  [compaction] {result.outcome}: {result.reason}")
        if number == 2:
            approve_pending(state, out=out)
    out("\n" + render_state_block(state))
    for checkpoint in state.checkpoints():
        out(f"checkpoint v{checkpoint.version} through ev_{checkpoint.covers_through}: "
            f"{json.dumps(checkpoint.summary['objective'])}")  # fmt: skip
    return state


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="where to keep the session (default: temporary)")
    args = parser.parse_args(argv)
    if not os.environ.get("ANTHROPIC_API_KEY"):
        print(
            "This example talks to Claude and needs an API key; nothing was sent.\n"
            "  1. pip install -e . -e adapters/anthropic (or: pip install pyagentstate-anthropic)\n"
            "  2. export ANTHROPIC_API_KEY=sk-ant-...   (https://console.anthropic.com)\n"
            "  3. python examples/anthropic_support_agent.py\n"
            "Models: AGENT_MODEL (default claude-sonnet-5-5), SUMMARY_MODEL (default "
            "claude-haiku-5-5). The offline examples (quickstart.py, tau_airline_capture.py) "
            "need no key."
        )
        return 0
    try:
        import anthropic
        from agentstate_anthropic import AnthropicSummarizer
    except ImportError:
        print("pyagentstate-anthropic is not installed: pip install -e adapters/anthropic")
        return 1
    client = anthropic.Anthropic()
    summarizer = AnthropicSummarizer(SUMMARY_MODEL, client=client, timeout=60.0, max_retries=2)
    with tempfile.TemporaryDirectory() as scratch:
        path = args.db or Path(scratch) / "support.db"
        state = run(path, client=client, summarizer=summarizer)
        state.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
