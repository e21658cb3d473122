"""The OpenAI support-agent example, offline on its scripted model, as the docs show it."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from agentstate_openai import OpenAISummarizer

from agentstate import ActionStatus, EventKind
from agentstate.formats.validity import check_openai

EXAMPLE = Path(__file__).parents[3] / "examples" / "openai_support_agent.py"


def load_example() -> ModuleType:
    # The example imports the shared scenario from its own folder, as a script run there does.
    if str(EXAMPLE.parent) not in sys.path:
        sys.path.insert(0, str(EXAMPLE.parent))
    spec = importlib.util.spec_from_file_location("openai_support_agent", EXAMPLE)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_offline_run_prints_the_whole_story(capsys: pytest.CaptureFixture[str]) -> None:
    example = load_example()
    assert example.main([]) == 0
    out = capsys.readouterr().out
    assert "issue_credit was not run: it needs a person's approval" in out
    assert "[supervisor] supervisor:ana approved act_" in out
    assert '"credit_note":"CN-4921-1"' in out
    assert "[compaction] committed" in out
    assert "(model usage: " in out


@pytest.mark.usefixtures("allow_model_requests")
def test_every_request_is_valid_and_the_credit_runs_once(tmp_path: Path) -> None:
    example = load_example()
    agent, summaries = example.scripted_agent(), example.scripted_summarizer()
    summarizer = OpenAISummarizer("gpt-5-mini", client=summaries.client())
    lines: list[str] = []
    state = example.run(
        tmp_path / "support.db",
        client=agent.client(),
        summarizer=summarizer,
        model="gpt-5-mini",
        out=lines.append,
    )
    agent.assert_complete()
    for request in agent.requests:
        messages = request.body["messages"]
        assert isinstance(messages, list)
        roles = [message["role"] for message in messages]  # type: ignore[index, call-overload]
        assert roles.count("system") == 1, roles
        assert roles[0] == "system"
        assert check_openai(messages) == []
    [action] = state.ledger.actions()
    assert action.status is ActionStatus.EXECUTED
    history = state.ledger.history(action.id)
    assert [a.status for a in history] == [
        ActionStatus.PENDING,
        ActionStatus.APPROVED,
        ActionStatus.EXECUTED,
    ]
    assert history[0].actor == "model"
    assert history[1].actor == "supervisor:ana"
    issued = [
        e for e in state.events() if e.kind is EventKind.TOOL_RESULT and "CN-4921" in str(e.content)
    ]
    assert len(issued) == 1
    checkpoints = state.checkpoints()
    assert checkpoints
    assert {checkpoint.summarizer for checkpoint in checkpoints} == {"openai"}
    assert state.scratchpad.get("credit_cents") == 25000
    state.close()
