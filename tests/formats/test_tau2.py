"""τ²-bench messages convert to the agent's OpenAI conversation."""

from __future__ import annotations

import pytest

from agentstate.errors import InvalidContent, InvalidInput
from agentstate.formats import check_openai, tau2


def _message(role: str, content: str | None, **fields: object) -> dict:
    return {
        "role": role,
        "content": content,
        "turn_idx": 0,
        "timestamp": "t",
        "cost": 0.0,
        **fields,
    }


def test_conversation_calls_and_errors_convert():
    """Text, parallel calls (arguments as compact JSON) and error results become chat messages."""
    calls = [
        {"id": "gem_f_0", "name": "find", "arguments": {"q": "a b"}, "requestor": "assistant"},
        {"id": "gem_f_1", "name": "find", "arguments": {}, "requestor": "assistant"},
    ]
    messages = [
        _message("assistant", "Hi! How can I help?", tool_calls=None),
        _message("user", "find a and b"),
        _message("assistant", None, tool_calls=calls),
        {"id": "gem_f_0", "role": "tool", "content": "A", "requestor": "assistant", "error": False},
        {
            "id": "gem_f_1",
            "role": "tool",
            "content": "Error: none",
            "requestor": "assistant",
            "error": True,
        },
    ]
    converted = tau2.to_openai(messages, system="Policy.")
    assert converted == [
        {"role": "system", "content": "Policy."},
        {"role": "assistant", "content": "Hi! How can I help?"},
        {"role": "user", "content": "find a and b"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "gem_f_0",
                    "type": "function",
                    "function": {"name": "find", "arguments": '{"q":"a b"}'},
                },
                {
                    "id": "gem_f_1",
                    "type": "function",
                    "function": {"name": "find", "arguments": "{}"},
                },
            ],
        },
        {"role": "tool", "tool_call_id": "gem_f_0", "content": "A"},
        {"role": "tool", "tool_call_id": "gem_f_1", "content": "Error: none"},
    ]
    assert check_openai(converted) == []


def test_the_simulated_users_own_tool_calls_are_left_out():
    """Calls the user makes on its own device, and their results, are not the agent's."""
    user_call = {"id": "u1", "name": "toggle_airplane_mode", "arguments": {}, "requestor": "user"}
    messages = [
        _message("user", None, tool_calls=[user_call]),
        {"id": "u1", "role": "tool", "content": "done", "requestor": "user", "error": False},
        _message("user", "it is off now"),
    ]
    assert tau2.to_openai(messages) == [{"role": "user", "content": "it is off now"}]


@pytest.mark.parametrize(
    ("messages", "error", "match"),
    [
        ("text", InvalidInput, "must be a list"),
        ([7], InvalidContent, r"messages\[0\]: a int"),
        ([{"role": "system", "content": "x"}], InvalidContent, "unknown role"),
        ([{"role": "tool", "content": "x"}], InvalidContent, "string 'id'"),
        ([_message("assistant", None, tool_calls=[{"id": "c"}])], InvalidContent, "'name'"),
        ([_message("user", ["x"])], InvalidContent, "string or null"),
    ],
)
def test_malformed_tau2_messages_are_refused(messages, error, match):
    """Bad input raises a clear agentstate error naming the message."""
    with pytest.raises(error, match=match):
        tau2.to_openai(messages)
