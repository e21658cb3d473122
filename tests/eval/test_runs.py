"""Reading recorded runs: τ-bench trajectories, τ²-bench runs, plain message lists."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agentstate.errors import InvalidContent, InvalidInput
from agentstate.eval.runs import GoldAction, load_runs, parse_runs
from tests.eval.conftest import MESSAGES, SAMPLE


def test_tau_bench_trajectories() -> None:
    """Each trajectory is a run: the system prompt apart, gold actions from info.task."""
    runs = load_runs(SAMPLE)
    assert [run.run_id for run in runs] == ["task0-trial0", "task2-trial0", "task1-trial1"]
    run = runs[2]
    assert run.system.startswith("# Airline Agent Policy")
    assert run.messages[0]["role"] == "user"
    assert run.gold_actions == (GoldAction("cancel_reservation", {"reservation_id": "Z7GOZK"}),)
    assert (run.format, run.source) == ("openai", "tau-bench")
    assert run.request_indices == [1, 3, 5, 7, 9, 11, 13, 15, 17, 19]


def _tau2(tmp_path: Path, *, tasks_inside: bool = True) -> Path:
    simulation = {
        "id": "sim-1",
        "task_id": "7",
        "messages": [
            {"role": "assistant", "content": "Hi! How can I help you today?"},
            {"role": "user", "content": "Cancel EHGLP3, please."},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": "t1", "name": "get_reservation_details",
                     "arguments": {"reservation_id": "EHGLP3"}, "requestor": "assistant"}
                ],
            },
            {"role": "tool", "id": "t1", "content": '{"reservation_id": "EHGLP3"}',
             "requestor": "assistant"},
            {"role": "assistant", "content": "Done."},
        ],
    }  # fmt: skip
    task = {
        "id": "7",
        "evaluation_criteria": {
            "actions": [{"name": "cancel_reservation", "arguments": {"reservation_id": "EHGLP3"}}]
        },
    }
    data = {
        "info": {"environment_info": {"policy": "Be kind."}},
        "tasks": [task] if tasks_inside else [],
        "simulations": [simulation],
    }
    path = tmp_path / "tau2.json"
    path.write_text(json.dumps(data))
    return path


def test_tau2_run(tmp_path: Path) -> None:
    """Simulations become OpenAI runs; the policy is the system prompt; gold from the task."""
    [run] = load_runs(_tau2(tmp_path))
    assert (run.run_id, run.system, run.source) == ("sim-1", "Be kind.", "tau2-bench")
    assert [m["role"] for m in run.messages] == [
        "assistant",
        "user",
        "assistant",
        "tool",
        "assistant",
    ]
    assert run.gold_actions == (GoldAction("cancel_reservation", {"reservation_id": "EHGLP3"}),)


def test_tau2_gold_from_a_tasks_file(tmp_path: Path) -> None:
    """A separate tasks file supplies the gold actions; a task missing from it is an error."""
    path = _tau2(tmp_path, tasks_inside=False)
    with pytest.raises(InvalidContent, match="task '7' is not among the tasks"):
        load_runs(path)
    tasks = tmp_path / "tasks.json"
    tasks.write_text(json.dumps([{"id": "7", "evaluation_criteria": {"actions": None}}]))
    [run] = load_runs(path, tasks=tasks)
    assert run.gold_actions == ()


def test_plain_message_lists(tmp_path: Path) -> None:
    """OpenAI and Anthropic lists, bare or with a system prompt, are one run each."""
    [openai] = parse_runs(MESSAGES, name="refund")
    assert (openai.run_id, openai.system, openai.format) == (
        "refund",
        "You are a refund agent.",
        "openai",
    )
    assert openai.gold_actions == ()
    anthropic_messages = [
        {"role": "user", "content": "Refund W1"},
        {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": "u1", "name": "refund", "input": {}}],
        },
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "u1", "content": "ok"}],
        },
        {"role": "assistant", "content": "Done."},
    ]
    [anthropic] = parse_runs({"system": "Be brief.", "messages": anthropic_messages}, name="a")
    assert (anthropic.format, anthropic.system, anthropic.source) == (
        "anthropic",
        "Be brief.",
        "anthropic",
    )


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"unknown": 1}, "not a recording"),
        ([], "not a recording"),
        ([1, 2], "not a recording"),
        (
            [
                {"role": "user", "content": "hi"},
                {"role": "tool", "tool_call_id": "x", "content": "y"},
            ],
            "not valid openai",
        ),
        ([{"role": "wizard", "content": "hi"}], "unknown role"),
        ([{"traj": "not a list"}], "expected a list of message objects"),
    ],
)
def test_bad_recordings(data: object, message: str) -> None:
    """Shapes the eval does not read, and histories that tear an exchange, are refused."""
    with pytest.raises(InvalidContent, match=message):
        parse_runs(data, name="x")  # type: ignore[arg-type]


def test_bad_files(tmp_path: Path) -> None:
    """A missing file is InvalidInput; a file that is not JSON is InvalidContent."""
    with pytest.raises(InvalidInput, match="no recording"):
        load_runs(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    with pytest.raises(InvalidContent, match="not JSON"):
        load_runs(broken)
