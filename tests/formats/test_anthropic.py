"""Anthropic Messages API messages import into neutral events and export back exactly."""

from __future__ import annotations

import pytest

from agentstate import EventKind
from agentstate.errors import InvalidContent
from agentstate.formats import check_anthropic, check_openai
from tests.formats.conftest import as_text

THINKING = {"type": "thinking", "thinking": "user wants a refund", "signature": "c2ln"}


def _use(call_id: str, **arguments: object) -> dict:
    return {"type": "tool_use", "id": call_id, "name": "lookup", "input": arguments}


def test_a_user_turn_splits_into_results_then_text(state):
    """tool_result blocks become tool-result events, other blocks a user event, in order."""
    messages = [
        {"role": "user", "content": "find both"},
        {
            "role": "assistant",
            "content": [{"type": "text", "text": "Looking."}, _use("t1", q=1), _use("t2", q=2)],
        },
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "t2", "content": "two", "is_error": False},
                {
                    "type": "tool_result",
                    "tool_use_id": "t1",
                    "content": [{"type": "text", "text": "one"}],
                    "is_error": True,
                },
                {"type": "text", "text": "thanks"},
            ],
        },
    ]
    state.import_messages(messages, format="anthropic")
    events = list(state.events())
    assert [e.kind for e in events] == [
        EventKind.USER,
        EventKind.ASSISTANT,
        EventKind.TOOL_RESULT,
        EventKind.TOOL_RESULT,
        EventKind.USER,
    ]
    assert events[1].content["text"] == "Looking."
    assert events[3].content["is_error"] is True
    assert events[3].content["blocks"] == [{"type": "text", "text": "one"}]
    assert as_text(state.export_messages(format="anthropic")) == as_text(messages)
    openai = state.export_messages(format="openai")
    assert [m["role"] for m in openai] == ["user", "assistant", "tool", "tool", "user"]
    assert openai[3]["content"] == [
        {"type": "text", "text": "Error:"},
        {"type": "text", "text": "one"},
    ]


def test_thinking_and_text_after_calls_round_trip_and_thinking_stays_with_anthropic(state):
    """Block order inside an assistant turn is kept; OpenAI gets the text, not the thinking."""
    messages = [
        {"role": "user", "content": "go"},
        {
            "role": "assistant",
            "content": [THINKING, _use("t1"), {"type": "text", "text": "Done soon."}],
        },
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1"}]},
    ]
    state.import_messages(messages, format="anthropic")
    assert as_text(state.export_messages(format="anthropic")) == as_text(messages)
    assistant = state.export_messages(format="openai")[1]
    assert assistant["content"] == [{"type": "text", "text": "Done soon."}]
    assert [call["id"] for call in assistant["tool_calls"]] == ["t1"]


def test_system_notes_join_the_user_turn_after_tool_results(state):
    """A system event renders as tagged user text; tool results stay first in the turn."""
    call = state.append_tool_call("lookup", {"q": 1})
    state.append_system("Repair notice.")
    state.append_tool_result(call, "found")
    state.append_user("and?")
    assert state.export_messages(format="anthropic") == [
        {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": "call_1", "name": "lookup", "input": {"q": 1}}],
        },
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "call_1", "content": "found"},
                {"type": "text", "text": "<system-note>\nRepair notice.\n</system-note>"},
                {"type": "text", "text": "and?"},
            ],
        },
    ]


def test_consecutive_messages_of_one_role_stay_apart_when_imported(state):
    """An imported list that did not alternate comes back as it was; new events merge."""
    messages = [{"role": "user", "content": "one"}, {"role": "user", "content": "two"}]
    state.import_messages(messages, format="anthropic")
    assert state.export_messages(format="anthropic") == messages
    state.append_user("three")
    assert state.export_messages(format="anthropic") == [
        {"role": "user", "content": "one"},
        {
            "role": "user",
            "content": [{"type": "text", "text": "two"}, {"type": "text", "text": "three"}],
        },
    ]


def test_images_and_documents_convert_between_providers(state):
    """Base64 and URL images, PDFs and text documents map to the other provider's parts."""
    png = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "AA=="}}
    link = {"type": "image", "source": {"type": "url", "url": "https://example.com/a.png"}}
    pdf = {
        "type": "document",
        "source": {"type": "base64", "media_type": "application/pdf", "data": "JV=="},
        "title": "t.pdf",
    }
    note = {
        "type": "document",
        "source": {"type": "text", "media_type": "text/plain", "data": "terms"},
    }
    messages = [{"role": "user", "content": [png, link, pdf, note]}]
    state.import_messages(messages, format="anthropic")
    [openai] = state.export_messages(format="openai")
    assert openai["content"] == [
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,AA=="}},
        {"type": "image_url", "image_url": {"url": "https://example.com/a.png"}},
        {
            "type": "file",
            "file": {"filename": "t.pdf", "file_data": "data:application/pdf;base64,JV=="},
        },
        {"type": "text", "text": "terms"},
    ]
    back = state.__class__.open(state.backend, session_id="back")
    back.import_messages([openai], format="openai")
    assert back.export_messages(format="anthropic")[0]["content"][:3] == [png, link, pdf]


def test_openai_arguments_that_are_not_an_object_still_make_a_valid_tool_use(state):
    """Anthropic inputs are objects: other arguments are wrapped under "value"."""
    calls = [{"id": "c", "type": "function", "function": {"name": "f", "arguments": "oops{"}}]
    messages = [
        {"role": "user", "content": "x"},
        {"role": "assistant", "content": None, "tool_calls": calls},
        {"role": "tool", "tool_call_id": "c", "content": "?"},
    ]
    state.import_messages(messages, format="openai")
    exported = state.export_messages(format="anthropic")
    assert exported[1]["content"][0]["input"] == {"value": "oops{"}
    assert check_anthropic(exported) == []
    assert check_openai(state.export_messages(format="openai")) == []


@pytest.mark.parametrize(
    ("message", "match"),
    [
        ({"role": "system", "content": "policy"}, "append_system"),
        (
            {
                "role": "user",
                "content": [{"type": "tool_use", "id": "t", "name": "f", "input": {}}],
            },
            "belongs in an assistant",
        ),
        (
            {"role": "assistant", "content": [{"type": "tool_result", "tool_use_id": "t"}]},
            "belongs in a user",
        ),
        ({"role": "assistant", "content": [{"type": "tool_use", "name": "f"}]}, "string 'id'"),
        (
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "t", "is_error": "yes"}],
            },
            "is_error",
        ),
        ({"role": "user", "content": 7}, "string or a list of blocks"),
    ],
)
def test_malformed_messages_are_refused(state, message, match):
    """A malformed Anthropic message raises InvalidContent naming it; nothing is written."""
    with pytest.raises(InvalidContent, match=match):
        state.import_messages([message], format="anthropic")
    assert list(state.events()) == []
