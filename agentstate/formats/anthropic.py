"""Anthropic Messages API messages: parse them into events, render events as them.

A message can hold several events, and rendering merges them back:

- a ``user`` message becomes one tool result per ``tool_result`` block and one user event
  per run of other blocks (text, images, documents, passed through); string content is a
  user event's ``text``;
- an ``assistant`` message becomes one assistant event: its ``tool_use`` blocks are the tool
  calls, its other blocks (text, thinking, ...) are kept in order as ``blocks``, or as
  ``text`` when the message is a string or one plain text block beside its calls;
- a ``tool_result``'s content (a string, or blocks) and ``is_error`` are kept as they are.

Rendering puts consecutive user-side events (user messages, tool results, system notes)
into one user turn with its ``tool_result`` blocks first, and consecutive assistant events
into one assistant turn, so roles alternate. Anthropic has no system role inside
``messages``: a system event renders as text in a user turn, wrapped in
``<system-note>...</system-note>``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate import _json
from agentstate._json import JSONObject, JSONValue
from agentstate.errors import InvalidContent, InvalidInput
from agentstate.events import EventKind, EventSpec, check_message
from agentstate.formats._blocks import TEXT, text_block, to_anthropic_block
from agentstate.formats._repair import Parsed
from agentstate.groups import HasContent

__all__ = [
    "NAME",
    "SYSTEM_NOTE_TAG",
    "call_ids",
    "merge",
    "parse_message",
    "render",
    "render_event",
    "role",
]

NAME: Final = "anthropic"

SYSTEM_NOTE_TAG: Final = "system-note"
"""The tag a system event is wrapped in when rendered into a user turn."""

_TOOL_USE: Final = "tool_use"
_TOOL_RESULT: Final = "tool_result"


def _fail(index: int, detail: str) -> InvalidContent:
    return InvalidContent(f"messages[{index}]: {detail}")


def _is_plain_text(block: JSONObject) -> bool:
    return (
        set(block) == {"type", "text"} and block["type"] == TEXT and isinstance(block["text"], str)
    )


def _tool_result(block: JSONObject, index: int) -> JSONObject:
    content = block.get("content")
    is_error = block.get("is_error", False)
    if not isinstance(is_error, bool):
        raise _fail(index, "a tool_result's 'is_error' must be a boolean")
    body: JSONObject = {
        "call_id": block.get("tool_use_id"),
        "name": None,
        "result": content if isinstance(content, str) else None,
        "is_error": is_error,
    }
    if isinstance(content, list):
        body["blocks"] = content
    elif content is not None and not isinstance(content, str):
        raise _fail(index, "a tool_result's 'content' must be a string or a list of blocks")
    return body


def _user(blocks: list[JSONObject], index: int) -> list[Parsed]:
    parsed: list[Parsed] = []
    run: list[JSONValue] = []

    def flush() -> None:
        if run:
            parsed.append(
                Parsed(EventSpec(EventKind.USER, {"blocks": list(run)}), index, list(run))
            )
            run.clear()

    for block in blocks:
        if block["type"] == _TOOL_USE:
            raise _fail(index, "a tool_use block belongs in an assistant message")
        if block["type"] == _TOOL_RESULT:
            flush()
            spec = EventSpec(EventKind.TOOL_RESULT, _tool_result(block, index))
            parsed.append(Parsed(spec, index, block))
        else:
            run.append(block)
    flush()
    if not parsed:
        parsed.append(Parsed(EventSpec(EventKind.USER, {"blocks": []}), index, []))
    return parsed


def _assistant(blocks: list[JSONObject], index: int) -> JSONObject:
    calls: list[JSONValue] = []
    others: list[JSONObject] = []
    for block in blocks:
        if block["type"] == _TOOL_RESULT:
            raise _fail(index, "a tool_result block belongs in a user message")
        if block["type"] == _TOOL_USE:
            if not isinstance(block.get("id"), str) or not isinstance(block.get("name"), str):
                raise _fail(index, "a tool_use block needs a string 'id' and 'name'")
            calls.append(
                {"id": block["id"], "name": block["name"], "arguments": block.get("input", {})}
            )
        else:
            others.append(block)
    if calls and len(others) <= 1 and all(_is_plain_text(block) for block in others):
        return {"text": others[0]["text"] if others else None, "tool_calls": calls}
    return {"text": None, "tool_calls": calls, "blocks": list[JSONValue](others)}


def parse_message(message: object, index: int) -> list[Parsed]:
    """The event specs an Anthropic message becomes, in order.

    Raises:
        InvalidContent: The message is not a user or assistant message of a valid shape.
    """
    if not isinstance(message, dict):
        raise _fail(index, f"a {type(message).__name__} is not a message object")
    _json.check_json(message, what=f"messages[{index}]")
    role, content = message.get("role"), message.get("content")
    if role not in ("user", "assistant"):
        raise _fail(
            index,
            f"unknown role {role!r}: Anthropic messages are 'user' or 'assistant' (a system "
            "prompt is not a message; add it with append_system if the log should hold it)",
        )
    if isinstance(content, str):
        kind = EventKind.USER if role == "user" else EventKind.ASSISTANT
        body: JSONObject = (
            {"text": content} if role == "user" else {"text": content, "tool_calls": []}
        )
        parsed = [Parsed(EventSpec(kind, body), index, message)]
    elif isinstance(content, list) and all(
        isinstance(block, dict) and isinstance(block.get("type"), str) for block in content
    ):
        blocks = [block for block in content if isinstance(block, dict)]
        if role == "user":
            parsed = _user(blocks, index)
        else:
            parsed = [
                Parsed(EventSpec(EventKind.ASSISTANT, _assistant(blocks, index)), index, message)
            ]
    else:
        raise _fail(index, "'content' must be a string or a list of blocks, each with a 'type'")
    for item in parsed:
        try:
            check_message(item.spec.kind, item.spec.content)
        except InvalidInput as exc:
            raise _fail(index, str(exc)) from exc
    return parsed


# --- rendering ------------------------------------------------------------------------------


def role(items: Sequence[HasContent]) -> str:
    """The role of the turn these events render into."""
    return "assistant" if any(item.kind is EventKind.ASSISTANT for item in items) else "user"


def _blocks(value: JSONValue) -> list[JSONValue]:
    return (
        [to_anthropic_block(block) for block in value if isinstance(block, dict)]
        if isinstance(value, list)
        else []
    )


def _tool_use(call: JSONValue) -> JSONObject:
    assert isinstance(call, dict)
    arguments = call.get("arguments")
    return {
        "type": _TOOL_USE,
        "id": call.get("id"),
        "name": call.get("name"),
        "input": arguments if isinstance(arguments, dict) else {"value": arguments},
    }


def _result_block(content: JSONObject) -> JSONObject:
    block: JSONObject = {"type": _TOOL_RESULT, "tool_use_id": content.get("call_id")}
    result = content.get("result")
    if "blocks" in content:
        block["content"] = _blocks(content.get("blocks"))
    elif result is not None:
        block["content"] = result if isinstance(result, str) else _json.dumps(result)
    if content.get("is_error") is True:
        block["is_error"] = True
    return block


def _system_note(content: JSONObject) -> JSONValue:
    text = content.get("text")
    if isinstance(text, str):
        return f"<{SYSTEM_NOTE_TAG}>\n{text}\n</{SYSTEM_NOTE_TAG}>"
    return [
        text_block(f"<{SYSTEM_NOTE_TAG}>"),
        *_blocks(content.get("blocks")),
        text_block(f"</{SYSTEM_NOTE_TAG}>"),
    ]


def render_event(item: HasContent) -> JSONObject:
    """The default Anthropic message for one message event."""
    content = item.content
    if item.kind is EventKind.USER:
        text = content.get("text")
        return {
            "role": "user",
            "content": text if isinstance(text, str) else _blocks(content.get("blocks")),
        }
    if item.kind is EventKind.SYSTEM:
        return {"role": "user", "content": _system_note(content)}
    if item.kind is EventKind.TOOL_RESULT:
        return {"role": "user", "content": [_result_block(content)]}
    text = content.get("text")
    calls = content.get("tool_calls") or []
    assert isinstance(calls, list)
    if "blocks" not in content and not calls:
        return {"role": "assistant", "content": text if isinstance(text, str) else ""}
    parts: list[JSONValue] = [text_block(text)] if isinstance(text, str) and text else []
    parts.extend(_blocks(content.get("blocks")))
    parts.extend(_tool_use(call) for call in calls)
    return {"role": "assistant", "content": parts}


def merge(messages: Sequence[JSONObject]) -> JSONObject:
    """One turn from consecutive messages of one role; a user turn's tool results go first."""
    if len(messages) == 1:
        return messages[0]
    blocks: list[JSONValue] = []
    for message in messages:
        content = message.get("content")
        if isinstance(content, str):
            if content:
                blocks.append(text_block(content))
        elif isinstance(content, list):
            blocks.extend(content)
    turn_role = messages[0].get("role")
    if turn_role == "user":
        results = [b for b in blocks if isinstance(b, dict) and b.get("type") == _TOOL_RESULT]
        others = [b for b in blocks if not (isinstance(b, dict) and b.get("type") == _TOOL_RESULT)]
        blocks = [*results, *others]
    return {"role": turn_role, "content": blocks}


def call_ids(message: JSONObject) -> list[JSONValue]:
    """The ids of the tool_use blocks of a rendered message, in order."""
    content = message.get("content")
    if not isinstance(content, list):
        return []
    return [
        block.get("id")
        for block in content
        if isinstance(block, dict) and block.get("type") == _TOOL_USE
    ]


def render(items: Sequence[HasContent]) -> JSONObject:
    """The default Anthropic message for the events of one message."""
    return merge([render_event(item) for item in items])
