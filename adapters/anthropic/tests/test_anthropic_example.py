"""The Claude support-agent example, driven end to end by a scripted Messages API."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from agentstate_anthropic import AnthropicSummarizer, cache_breakpoints
from agentstate_anthropic.testing import ScriptedAnthropicAPI, json_reply, reply, tool_reply

from agentstate import CompactionPolicy, ExtractiveSummarizer
from agentstate.formats import check_anthropic

EXAMPLE = Path(__file__).parents[3] / "examples" / "anthropic_support_agent.py"

SUMMARY = {
    "objective": {
        "text": "Get a credit for the damaged pallet of order {fact:order_id}.",
        "refs": ["ev_1"],
    },
    "constraints": [{"text": "The customer needs a credit for the pallet.", "refs": ["ev_1"]}],
}


def load_example() -> ModuleType:
    # The example imports the shared scenario from its own folder, as a script run there does.
    if str(EXAMPLE.parent) not in sys.path:
        sys.path.insert(0, str(EXAMPLE.parent))
    spec = importlib.util.spec_from_file_location("anthropic_support_agent", EXAMPLE)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def issue_the_proposed_credit(body: dict[str, object]) -> object:
    """Claude's call to issue_credit, naming the action the proposal returned."""
    [action] = set(re.findall(r"act_\d+", json.dumps(body["messages"])))
    return tool_reply("issue_credit", {"action_id": action}, call_id="toolu_06")


def use(call_id: str, name: str, tool_input: dict[str, object]) -> dict[str, object]:
    return {"type": "tool_use", "id": call_id, "name": name, "input": tool_input}


def text(words: str) -> list[dict[str, object]]:
    return [{"type": "text", "text": words}]


ORDER = {"order_id": "4921"}
AGENT_SCRIPT = [
    lambda _: reply(
        [*text("Checking."), use("toolu_01", "lookup_order", ORDER)], stop_reason="tool_use"
    ),
    lambda _: reply(
        [
            use("toolu_02", "search_policy", {"query": "damaged pallet"}),
            use("toolu_03", "compute_credit", ORDER),
        ],
        stop_reason="tool_use",
    ),
    lambda _: reply(
        [use("toolu_04", "propose_credit", {**ORDER, "amount_cents": 25000})],
        stop_reason="tool_use",
    ),
    lambda _: reply(text("I proposed a credit of 25000 cents (policy v7, c-8812).")),
    lambda _: reply(text("Noted: one credit on the next invoice.")),
    issue_the_proposed_credit,
    lambda _: reply(text("Issued: credit note CN-4921-1.")),
]


@pytest.mark.usefixtures("allow_model_requests")
def test_the_agent_loop_with_a_scripted_claude(tmp_path: Path) -> None:
    """The example runs its loop: tools, the ledger, capture, compaction by Claude, caching."""
    example = load_example()
    agent = ScriptedAnthropicAPI(AGENT_SCRIPT)
    summaries = ScriptedAnthropicAPI([lambda _: json_reply(SUMMARY)] * 3)
    lines: list[str] = []
    policy = CompactionPolicy(
        budget=500, trigger=0.5, keep_tokens=80, keep_groups=1, fallback=ExtractiveSummarizer()
    )
    state = example.run(
        tmp_path / "support.db",
        client=agent.client(),
        summarizer=AnthropicSummarizer("claude-haiku-5-5", client=summaries.client()),
        policy=policy,
        out=lines.append,
    )
    agent.assert_complete()
    assert state.scratchpad.get("order_id") == "4921"
    assert state.scratchpad.get("credit_cents") == 25000
    assert state.scratchpad.get("policy_chunk") == "c-8812"
    [action] = [state.ledger.get(f"act_{n}") for n in range(1, 80) if _is_action(state, n)]
    assert action.status == "executed"
    assert any(line.startswith("  [supervisor] supervisor:ana approved act_") for line in lines)
    for request in agent.messages_requests:
        body = request.body
        assert not check_anthropic(body["messages"])  # type: ignore[arg-type]
        assert body["system"][0]["text"] == example.SYSTEM  # type: ignore[index]
        assert {"lookup_order", "evidence_search"} <= {t["name"] for t in body["tools"]}  # type: ignore[union-attr]
        assert 3 <= len(cache_breakpoints(body)) <= 4  # type: ignore[arg-type]
    committed = [c for c in state.checkpoints() if c.summarizer == "anthropic"]
    assert committed
    assert len(summaries.messages_requests) >= len(committed)
    for request in summaries.messages_requests:
        assert "tools" not in request.body
        assert example.SYSTEM not in json.dumps(request.body)
    state.close()


def _is_action(state: object, n: int) -> bool:
    from agentstate.errors import ActionNotFound

    try:
        state.ledger.get(f"act_{n}")  # type: ignore[attr-defined]
    except ActionNotFound:
        return False
    return True


def test_without_a_key_it_says_what_to_do(tmp_path: Path) -> None:
    """Run without ANTHROPIC_API_KEY, the example explains the setup and exits 0."""
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(EXAMPLE.parents[1])}
    done = subprocess.run(
        [sys.executable, str(EXAMPLE)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "export ANTHROPIC_API_KEY=" in done.stdout
    assert "nothing was sent" in done.stdout
