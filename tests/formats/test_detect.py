"""Format detection on import: a list is read in its own format, or refused before any write."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings

from agentstate import AgentState, MemoryBackend
from agentstate._json import JSONValue
from agentstate.cli import cli
from agentstate.errors import InvalidContent
from agentstate.formats import from_messages
from agentstate.formats._detect import check_format, detect_format
from agentstate.testing import ManualClock
from agentstate.testing.strategies import anthropic_histories, openai_histories

OPENAI: list[JSONValue] = [
    {"role": "user", "content": "Cancel order 4921."},
    {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "cancel_order", "arguments": '{"order_id": "4921"}'},
            }
        ],
    },
]
ANTHROPIC: list[JSONValue] = [
    {"role": "user", "content": "Cancel order 4921."},
    {
        "role": "assistant",
        "content": [
            {
                "type": "tool_use",
                "id": "toolu_1",
                "name": "cancel_order",
                "input": {"order_id": "4921"},
            }
        ],
    },
]


def _state() -> AgentState:
    return AgentState.open(MemoryBackend(), session_id="s", clock=ManualClock())


def test_openai_messages_are_detected_and_their_calls_registered() -> None:
    """Imported with no format named, OpenAI tool calls are calls: their result appends."""
    state = _state()
    state.import_messages(OPENAI)
    state.append_tool_result("call_1", "cancelled")
    assert state.export_messages(format="openai")[:2] == OPENAI


@pytest.mark.parametrize(
    ("messages", "named", "said"),
    [
        (OPENAI, "anthropic", "message 1 is an OpenAI message (a 'tool_calls' key), not anthropic"),
        (ANTHROPIC, "openai", "message 1 is an Anthropic message (a 'tool_use' block), not openai"),
    ],
)
def test_a_list_in_the_other_format_is_refused_and_nothing_written(
    messages: list[JSONValue], named: str, said: str
) -> None:
    state = _state()
    with pytest.raises(InvalidContent, match=re.escape(said)):
        state.import_messages(messages, format=named)  # type: ignore[arg-type]
    assert list(state.events()) == []


def test_a_list_mixing_both_formats_is_refused() -> None:
    state = _state()
    with pytest.raises(InvalidContent, match="mix formats: message 1 is OpenAI"):
        state.import_messages([*OPENAI, ANTHROPIC[1]])
    assert list(state.events()) == []


def test_plain_text_reads_the_same_in_both() -> None:
    plain: list[JSONValue] = [
        {"role": "user", "content": "hello"},
        {"role": "assistant", "content": "hi"},
    ]
    assert detect_format(plain) == "anthropic"
    assert [s.content for s in from_messages(plain)] == [
        s.content for s in from_messages(plain, format="openai")
    ]


@settings(max_examples=60, deadline=None)
@given(history=openai_histories())
def test_any_openai_history_is_read_as_openai(history: list[dict[str, JSONValue]]) -> None:
    """Detected as OpenAI unless it is plain text, and read the same as when named."""
    messages: list[JSONValue] = list(history)
    check_format(messages, "openai")
    if detect_format(messages) == "openai":
        assert from_messages(messages) == from_messages(messages, format="openai")
    else:  # no mark of either format: user and assistant text, read the same either way
        assert all(m["role"] in ("user", "assistant") and "tool_calls" not in m for m in history)
        assert from_messages(messages) == from_messages(messages, format="anthropic")


@settings(max_examples=60, deadline=None)
@given(history=anthropic_histories())
def test_any_anthropic_history_is_read_as_anthropic(history: list[dict[str, JSONValue]]) -> None:
    check_format(list(history), "anthropic")
    assert detect_format(list(history)) == "anthropic"
    assert from_messages(list(history)) == from_messages(list(history), format="anthropic")


def test_the_cli_detects_and_refuses(tmp_path: Path) -> None:
    """`agentstate import` detects by default; a format the file contradicts fails."""
    messages = tmp_path / "anthropic.json"
    messages.write_text(json.dumps(ANTHROPIC))
    database = str(tmp_path / "s.db")
    runner = CliRunner()
    wrong = runner.invoke(cli, ["import", database, "t", str(messages), "--format", "openai"])
    assert wrong.exit_code != 0
    assert "is an Anthropic message" in wrong.output
    right = runner.invoke(cli, ["import", database, "t", str(messages)])
    assert right.exit_code == 0, right.output
    assert right.output.startswith("imported 2 events")
