"""OpenAI Chat Completions messages: parse them into events, render events as them.

One message is one event:

- ``system`` and ``developer`` messages are system events (``developer`` exports back as
  ``developer`` when imported so; a system event made here exports as ``system``);
- ``user`` messages are user events, their content a string (``text``) or a list of content
  parts (``blocks``: text, images, audio, files, passed through);
- ``assistant`` messages are assistant events: ``content`` a string, null or a list of parts,
  and ``tool_calls`` whose JSON ``arguments`` are parsed (text that is not JSON is kept as a
  string);
- ``tool`` messages are tool results; their content is kept as the model saw it (a string,
  or a list of text parts).

OpenAI has no error flag on tool results. A result recorded as an error (``is_error``)
renders with its text prefixed ``Error: `` (unless it already starts with "error"). On
import, a tool message is an error when it carries ``"is_error": true`` (a key agentstate
reads and an exact export gives back; OpenAI does not define it) or when the import's
``is_error`` predicate judges its content an error (`agentstate.events.ErrorPredicate`, such
as text starting with ``"Error:"``); otherwise it imports as a plain result.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Final

from agentstate import _json
from agentstate._json import JSONObject, JSONValue
from agentstate.errors import InvalidContent, InvalidInput
from agentstate.events import ERROR_PREFIX, EventKind, EventSpec, check_message
from agentstate.formats._blocks import TEXT, text_block, to_openai_part
from agentstate.formats._repair import Parsed
from agentstate.groups import HasContent

__all__ = ["ERROR_PREFIX", "NAME", "call_ids", "parse_message", "render", "render_event"]

NAME: Final = "openai"


_SYSTEM_ROLES: Final = frozenset({"system", "developer"})


def _fail(index: int, detail: str) -> InvalidContent:
    return InvalidContent(f"messages[{index}]: {detail}")


def _body(message: JSONObject, index: int, role: str) -> JSONObject:
    content = message.get("content")
    if isinstance(content, str):
        return {"text": content}
    if isinstance(content, list):
        return {"blocks": content}
    raise _fail(index, f"a {role} message needs 'content' as a string or a list of parts")


def _no_constant(name: str) -> JSONValue:
    msg = f"{name} is not JSON"
    raise ValueError(msg)


def _arguments(raw: JSONValue, index: int) -> JSONValue:
    """Parse a call's JSON arguments; text that is not JSON stays as it is.

    Arguments that are JSON but more than agentstate stores (nested deeper than
    `agentstate._json.MAX_DEPTH`, an integer of more digits than it keeps) are refused.
    """
    if not isinstance(raw, str):
        return raw
    try:
        value: JSONValue = json.loads(raw, parse_constant=_no_constant, parse_int=_json.bounded_int)
    except RecursionError as exc:
        detail = f"tool call arguments nested deeper than {_json.MAX_DEPTH} levels"
        raise _fail(index, detail) from exc
    except InvalidContent as exc:
        raise _fail(index, f"tool call arguments: {exc}") from exc
    except ValueError:
        return raw  # (not JSON, or NaN: kept as the model wrote it)
    try:
        _json.check_json(value, what="tool call arguments")
    except InvalidContent as exc:
        raise _fail(index, str(exc)) from exc
    try:
        _json.dumps(value)
    except InvalidContent:
        return raw  # (an escaped lone surrogate: the text keeps it, a value cannot)
    return value


def _tool_call(call: JSONValue, index: int) -> JSONObject:
    if not isinstance(call, dict):
        raise _fail(index, "each tool call must be an object")
    kind = call.get("type", "function")
    body = call.get(kind) if isinstance(kind, str) else None
    if not isinstance(call.get("id"), str) or not isinstance(body, dict):
        raise _fail(index, "a tool call needs a string 'id' and a 'function' object")
    name = body.get("name")
    if not isinstance(name, str):
        raise _fail(index, "a tool call's function needs a string 'name'")
    raw = body.get("arguments") if kind == "function" else body.get("input")
    return {"id": call["id"], "name": name, "arguments": _arguments(raw, index)}


def _assistant(message: JSONObject, index: int) -> JSONObject:
    content = message.get("content")
    if content is not None and not isinstance(content, str | list):
        raise _fail(index, "assistant 'content' must be a string, a list of parts or null")
    calls = message.get("tool_calls")
    if calls is not None and not isinstance(calls, list):
        raise _fail(index, "'tool_calls' must be a list")
    body: JSONObject = {
        "text": content if isinstance(content, str) else None,
        "tool_calls": [_tool_call(call, index) for call in calls or []],
    }
    if isinstance(content, list):
        body["blocks"] = content
    return body


def _tool(message: JSONObject, index: int) -> JSONObject:
    content = message.get("content")
    is_error = message.get("is_error", False)
    if not isinstance(is_error, bool):
        raise _fail(index, "a tool message's 'is_error' must be a boolean")
    body: JSONObject = {
        "call_id": message.get("tool_call_id"),
        "name": None,
        "result": content if isinstance(content, str) else None,
        "is_error": is_error,
    }
    if isinstance(content, list):
        body["blocks"] = content
    elif not isinstance(content, str):
        raise _fail(index, "a tool message needs 'content' as a string or a list of parts")
    return body


def parse_message(message: object, index: int) -> list[Parsed]:
    """The event spec an OpenAI message becomes (a list of one).

    Raises:
        InvalidContent: The message is not an object of a known role and shape.
    """
    if not isinstance(message, dict):
        raise _fail(index, f"a {type(message).__name__} is not a message object")
    _json.check_json(message, what=f"messages[{index}]")
    role = message.get("role")
    if role in _SYSTEM_ROLES:
        kind, content = EventKind.SYSTEM, _body(message, index, str(role))
    elif role == "user":
        kind, content = EventKind.USER, _body(message, index, role)
    elif role == "assistant":
        kind, content = EventKind.ASSISTANT, _assistant(message, index)
    elif role == "tool":
        kind, content = EventKind.TOOL_RESULT, _tool(message, index)
    else:
        raise _fail(
            index, f"unknown role {role!r} (OpenAI roles: system, developer, user, assistant, tool)"
        )
    try:
        check_message(kind, content)
    except InvalidInput as exc:
        raise _fail(index, str(exc)) from exc
    return [Parsed(EventSpec(kind, content), index, message)]


# --- rendering ------------------------------------------------------------------------------


def _parts(blocks: JSONValue) -> list[JSONValue]:
    parts: list[JSONValue] = []
    for block in blocks if isinstance(blocks, list) else []:
        if isinstance(block, dict):
            part = to_openai_part(block)
            if part is not None:
                parts.append(part)
    return parts


def _text_or_parts(content: JSONObject) -> JSONValue:
    text = content.get("text")
    return text if isinstance(text, str) else _parts(content.get("blocks"))


def _assistant_content(content: JSONObject) -> JSONValue:
    text = content.get("text")
    if "blocks" not in content:
        return text
    parts = _parts(content.get("blocks"))
    if isinstance(text, str) and text:
        parts.insert(0, text_block(text))
    return parts or None


def _result_content(content: JSONObject) -> JSONValue:
    error = content.get("is_error") is True
    if "blocks" in content:
        parts: list[JSONValue] = [
            part
            if isinstance(part, dict) and part.get("type") == TEXT
            else text_block(f"[{part.get('type') if isinstance(part, dict) else 'part'} omitted]")
            for part in _parts(content.get("blocks"))
        ]
        return [text_block(ERROR_PREFIX.strip()), *parts] if error else parts
    result = content.get("result")
    text = result if isinstance(result, str) else _json.dumps(result)
    if error and not text.lower().startswith("error"):
        text = ERROR_PREFIX + text
    return text


def render_event(item: HasContent) -> JSONObject:
    """The default OpenAI message for one message event."""
    content = item.content
    if item.kind is EventKind.USER:
        return {"role": "user", "content": _text_or_parts(content)}
    if item.kind is EventKind.SYSTEM:
        return {"role": "system", "content": _text_or_parts(content)}
    if item.kind is EventKind.TOOL_RESULT:
        return {
            "role": "tool",
            "tool_call_id": content.get("call_id"),
            "content": _result_content(content),
        }
    message: JSONObject = {"role": "assistant", "content": _assistant_content(content)}
    calls = content.get("tool_calls") or []
    assert isinstance(calls, list)
    if calls:
        message["tool_calls"] = [
            {
                "id": call.get("id"),
                "type": "function",
                "function": {
                    "name": call.get("name"),
                    "arguments": _json.dumps(call.get("arguments")),
                },
            }
            for call in calls
            if isinstance(call, dict)
        ]
    return message


def call_ids(message: JSONObject) -> list[JSONValue]:
    """The ids of the tool calls a rendered message makes, in order."""
    calls = message.get("tool_calls")
    return (
        [call.get("id") for call in calls if isinstance(call, dict)]
        if isinstance(calls, list)
        else []
    )


def render(items: Sequence[HasContent]) -> JSONObject:
    """The default OpenAI message for the events of one message (always one event)."""
    (item,) = items
    return render_event(item)
