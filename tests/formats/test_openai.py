"""OpenAI Chat Completions messages import into neutral events and export back exactly."""

from __future__ import annotations

import pytest

from agentstate import EventKind, ToolCall
from agentstate.errors import InvalidContent, InvalidInput
from agentstate.formats import check_openai, from_messages
from tests.formats.conftest import as_text

CALL = {
    "id": "call_1",
    "type": "function",
    "function": {"name": "lookup", "arguments": '{"id": 7}'},
}


@pytest.mark.parametrize(
    ("assistant", "text"),
    [
        ({"role": "assistant", "content": None, "tool_calls": [CALL]}, None),
        ({"role": "assistant", "content": "", "tool_calls": [CALL]}, ""),
        ({"role": "assistant", "tool_calls": [CALL]}, None),
        ({"tool_calls": [CALL], "role": "assistant", "content": "Checking."}, "Checking."),
    ],
)
def test_assistant_content_null_empty_and_absent_stay_distinct(state, assistant, text):
    """Content null, "" and absent each come back as they were; the event holds the text."""
    messages = [assistant, {"role": "tool", "tool_call_id": "call_1", "content": "found"}]
    state.import_messages(messages, format="openai")
    first = state.evidence.get("ev_1")
    assert first.content["text"] == text
    assert first.tool_calls == [ToolCall("lookup", {"id": 7}, "call_1")]
    assert as_text(state.export_messages(format="openai")) == as_text(messages)


def test_arguments_that_are_not_json_are_kept_as_text(state):
    """Arguments a model garbled import as the raw string and export unchanged."""
    raw = [{"id": "c", "type": "function", "function": {"name": "f", "arguments": '{"a": NaN'}}]
    messages = [{"role": "assistant", "content": None, "tool_calls": raw}]
    state.import_messages(messages, format="openai")
    assert state.evidence.get("ev_1").tool_calls[0].arguments == '{"a": NaN'
    assert state.export_messages(format="openai") == messages


def test_fields_agentstate_does_not_model_round_trip(state):
    """Developer role, names, refusal and annotations survive as they were."""
    messages = [
        {"role": "developer", "content": "Be brief."},
        {"role": "user", "name": "mia", "content": [{"type": "text", "text": "hi"}]},
        {"role": "assistant", "content": "hello", "refusal": None, "annotations": []},
    ]
    state.import_messages(messages, format="openai")
    assert [e.kind for e in state.events()] == [
        EventKind.SYSTEM,
        EventKind.USER,
        EventKind.ASSISTANT,
    ]
    assert state.export_messages(format="openai") == messages


def test_native_events_render_as_plain_chat_messages(state):
    """Events appended directly export in the canonical OpenAI shape."""
    state.append_system("Policy.")
    state.append_user("refund order 4921")
    call = state.append_tool_call("get_order", {"order_id": "4921"})
    state.append_tool_result(call, {"error": "not found"}, is_error=True)
    state.append_assistant("I could not find it.")
    assert state.export_messages(format="openai") == [
        {"role": "system", "content": "Policy."},
        {"role": "user", "content": "refund order 4921"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_3",
                    "type": "function",
                    "function": {"name": "get_order", "arguments": '{"order_id":"4921"}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "call_3", "content": 'Error: {"error":"not found"}'},
        {"role": "assistant", "content": "I could not find it."},
    ]


def test_an_error_text_is_not_prefixed_twice(state):
    """A failed result whose text already says so keeps its text."""
    call = state.append_tool_call("f")
    state.append_tool_result(call, "Error: timeout", is_error=True)
    assert state.export_messages(format="openai")[-1]["content"] == "Error: timeout"


ERRORED = [
    {"role": "assistant", "content": None, "tool_calls": [CALL]},
    {"role": "tool", "tool_call_id": "call_1", "content": "no such id", "is_error": True},
]


def test_an_is_error_key_marks_a_tool_message_as_an_error(state):
    """A tool message carrying "is_error": true imports as an error and exports exactly."""
    state.import_messages(ERRORED, format="openai")
    result = state.evidence.get("ev_2")
    assert (result.content["result"], result.content["is_error"]) == ("no such id", True)
    assert as_text(state.export_messages(format="openai")) == as_text(ERRORED)
    assert state.export_messages(format="anthropic")[-1]["content"][0]["is_error"] is True


def test_a_request_leaves_the_is_error_key_out(state):
    """The key is agentstate's, not OpenAI's: a rendered request does not send it."""
    state.import_messages(ERRORED, format="openai")
    request = state.context(system="Agent.", budget=None).to_openai()
    assert request[-1] == {"role": "tool", "tool_call_id": "call_1", "content": "no such id"}
    assert check_openai(request) == []


def test_an_is_error_key_set_false_is_a_plain_result_that_exports_exactly(state):
    """An "is_error": false key is kept for the export, and the result is no error."""
    messages = [ERRORED[0], {**ERRORED[1], "is_error": False}]
    state.import_messages(messages, format="openai")
    assert state.evidence.get("ev_2").content["is_error"] is False
    assert as_text(state.export_messages(format="openai")) == as_text(messages)


def test_media_in_tool_results_becomes_a_placeholder_for_openai(state):
    """OpenAI tool messages take text only: an image result renders as a text stand-in."""
    image = {
        "type": "image",
        "source": {"type": "base64", "media_type": "image/png", "data": "AA=="},
    }
    messages = [
        {"role": "user", "content": "look"},
        {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": "t1", "name": "shot", "input": {}}],
        },
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "t1", "content": [image]}],
        },
    ]
    state.import_messages(messages, format="anthropic")
    exported = state.export_messages(format="openai")
    assert exported[-1] == {
        "role": "tool",
        "tool_call_id": "t1",
        "content": [{"type": "text", "text": "[image_url omitted]"}],
    }
    assert check_openai(exported) == []


@pytest.mark.parametrize(
    ("messages", "error", "match"),
    [
        ("not a list", InvalidInput, "list of message dicts"),
        ({"role": "user"}, InvalidInput, "list of message dicts"),
        ([["user", "hi"]], InvalidContent, r"messages\[0\]: a list is not a message"),
        (
            [{"role": "user", "content": "a"}, {"role": "function", "content": "x"}],
            InvalidContent,
            r"messages\[1\]: unknown role",
        ),
        ([{"role": "user", "content": None}], InvalidContent, "string or a list of parts"),
        ([{"role": "assistant", "tool_calls": [{"id": "c"}]}], InvalidContent, "'function' object"),
        ([{"role": "user", "content": [{"text": "no type"}]}], InvalidContent, "string 'type'"),
        ([{"role": "tool", "tool_call_id": "", "content": "x"}], InvalidContent, "call_id"),
        (
            [{"role": "tool", "tool_call_id": "c", "content": "x", "is_error": "yes"}],
            InvalidContent,
            r"messages\[0\]: a tool message's 'is_error' must be a boolean",
        ),
        ([{"role": "user", "content": float("nan")}], InvalidContent, "not valid JSON"),
    ],
)
def test_malformed_input_is_refused_naming_the_message(state, messages, error, match):
    """Bad input raises a clear agentstate error naming the message; nothing is written."""
    with pytest.raises(error, match=match):
        state.import_messages(messages, format="openai")
    assert list(state.events()) == []


def test_an_import_that_fails_while_appending_writes_nothing(make_state):
    """A message over the size limit late in the list leaves the session untouched."""
    state = make_state(max_event_bytes=200)
    messages = [{"role": "user", "content": "short"}, {"role": "user", "content": "x" * 500}]
    with pytest.raises(InvalidContent, match="exceeds the limit"):
        state.import_messages(messages, format="openai")
    assert list(state.events()) == []


def test_empty_and_unknown_formats(state):
    """An empty list imports nothing; an unknown format is refused."""
    assert state.import_messages([], format="openai") == []
    with pytest.raises(InvalidInput, match="format must be one of"):
        state.import_messages([], format="gemini")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="format must be one of"):
        from_messages([], format="responses")  # type: ignore[arg-type]
