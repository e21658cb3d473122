"""The token-error measurement script, run offline against a scripted count-tokens endpoint."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from agentstate_anthropic.testing import ScriptedAnthropicAPI

from agentstate import ApproximateTokenCounter

SCRIPT = Path(__file__).parents[3] / "benchmarks" / "anthropic_token_error.py"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("anthropic_token_error", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.usefixtures("allow_model_requests")
def test_measures_every_category_and_whole_requests() -> None:
    """With an endpoint that agrees with the estimate, every ratio in the table is 1.00."""
    script = load_script()
    estimate = ApproximateTokenCounter()

    def endpoint(body: dict[str, object]) -> int:
        if "system" in body:  # a whole request: answer with the estimate of what was sent
            return 1000
        [message] = body["messages"]  # type: ignore[misc]
        return 5 + estimate.count(str(message["content"]))

    api = ScriptedAnthropicAPI(count_tokens=endpoint)
    runs = json.loads(script.SAMPLE.read_text())
    table = script.measure(api.client(), "claude-sonnet-5-5", runs)
    rows = {line.split(" | ")[0].strip("| "): line for line in table.splitlines()[4:]}
    assert set(rows) == {
        "assistant",
        "multilingual",
        "tool call",
        "tool result",
        "user",
        "whole requests",
    }
    for category in ("assistant", "multilingual", "tool call", "tool result", "user"):
        assert "| 1.00 | 1.00 | 1.00\u20131.00 | 0% |" in rows[category], rows[category]
    assert "(0 fell back to the estimate)" in table
    whole = [request for request in api.count_requests if "system" in request.body]
    assert len(whole) == len(runs)


def test_without_a_key_it_sends_nothing(tmp_path: Path) -> None:
    """Without ANTHROPIC_API_KEY the script explains what it needs and exits 0."""
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(SCRIPT.parents[1])}
    done = subprocess.run(
        [sys.executable, str(SCRIPT)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "needs ANTHROPIC_API_KEY; nothing was sent" in done.stdout
