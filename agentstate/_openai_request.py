"""A context as OpenAI requests: Chat Completions with one system message, and the Responses API.

Chat templates of open models served behind OpenAI-compatible servers (vLLM, llama.cpp's
server, Ollama, LM Studio) accept one system message, first: Qwen's refuses any other, and
llama.cpp's keep only a leading one. So by default (`one_system`) the request has exactly
one, first: the system prompt, then the compressed record after a blank line; a system note
of the tail becomes a user message holding it between ``<system-note>`` tags (as the
Anthropic rendering puts it); and the state block, marked as not written by the user, ends
the last user message (a text part after its content) or, when the tail ends otherwise,
comes as a user message of its own. The cache-stable prefix is kept: the system prompt opens
the request, the record changes only at a compaction, and the state block comes last.

The Responses API (`responses_request`) takes the same content as ``instructions`` (the one
system message's text) and ``input`` items: messages, ``function_call`` items and their
``function_call_output``, in the tail's order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate._json import JSONObject, JSONValue

__all__ = ["NOTE_TAG", "one_system", "responses_input", "responses_tools"]

NOTE_TAG: Final = "system-note"
"""The tag a system note of the tail is quoted in, inside a user message."""


def _note_message(content: JSONValue) -> JSONObject:
    text = content if isinstance(content, str) else _text(content)
    return {"role": "user", "content": f"<{NOTE_TAG}>\n{text}\n</{NOTE_TAG}>"}


def _text(content: JSONValue) -> str:
    """The text of a message's content: a string, or its text parts joined."""
    if isinstance(content, str):
        return content
    parts = content if isinstance(content, list) else []
    return "\n".join(
        str(part.get("text"))
        for part in parts
        if isinstance(part, dict) and part.get("type") == "text"
    )


def one_system(
    system: str, record: str, tail: Sequence[JSONObject], state_note: str
) -> list[JSONObject]:
    """Chat Completions messages with one system message, first (see the module docs)."""
    head = f"{system}\n\n{record}" if record else system
    messages: list[JSONObject] = [{"role": "system", "content": head}]
    for message in tail:
        if message.get("role") in ("system", "developer"):
            messages.append(_note_message(message.get("content")))
        else:
            messages.append(message)
    if state_note:
        last = messages[-1]
        if len(messages) > 1 and last.get("role") == "user":
            content = last.get("content")
            parts: list[JSONValue] = (
                list(content)
                if isinstance(content, list)
                else [{"type": "text", "text": str(content)}]
            )
            messages[-1] = {**last, "content": [*parts, {"type": "text", "text": state_note}]}
        else:
            messages.append({"role": "user", "content": state_note})
    return messages


def _input_part(part: JSONValue) -> JSONValue:
    """A Chat Completions content part as a Responses input part."""
    if not isinstance(part, dict):
        return part
    kind = part.get("type")
    if kind == "text":
        return {"type": "input_text", "text": part.get("text")}
    if kind == "image_url":
        image = part.get("image_url")
        url = image.get("url") if isinstance(image, dict) else image
        return {"type": "input_image", "image_url": url}
    if kind == "file":
        file = part.get("file")
        return {"type": "input_file", **(file if isinstance(file, dict) else {})}
    return part


def responses_input(messages: Sequence[JSONObject]) -> tuple[str, list[JSONValue]]:
    """``instructions`` and ``input`` items for the Responses API, from `one_system` messages."""
    instructions = _text(messages[0].get("content")) if messages else ""
    items: list[JSONValue] = []
    for message in messages[1:]:
        role = message.get("role")
        if role == "tool":
            items.append(
                {
                    "type": "function_call_output",
                    "call_id": message.get("tool_call_id"),
                    "output": _text(message.get("content")),
                }
            )
            continue
        content = message.get("content")
        if role == "assistant":
            if content:
                items.append({"role": "assistant", "content": _text(content)})
            calls = message.get("tool_calls")
            for call in calls if isinstance(calls, list) else []:
                if not isinstance(call, dict):
                    continue
                function = call.get("function")
                function = function if isinstance(function, dict) else {}
                items.append(
                    {
                        "type": "function_call",
                        "call_id": call.get("id"),
                        "name": function.get("name"),
                        "arguments": function.get("arguments"),
                    }
                )
            continue
        if isinstance(content, list):
            items.append({"role": role, "content": [_input_part(part) for part in content]})
        else:
            items.append({"role": role, "content": content})
    return instructions, items


def responses_tools(tools: Sequence[JSONObject]) -> list[JSONObject]:
    """Tool definitions (``{"name", "description", "input_schema"}``) as Responses tools."""
    return [
        {
            "type": "function",
            "name": tool["name"],
            "description": tool["description"],
            "parameters": tool["input_schema"],
            "strict": False,  # the schemas are the application's, not written for strict mode
        }
        for tool in tools
    ]
