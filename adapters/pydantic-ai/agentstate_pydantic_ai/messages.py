"""Pydantic AI messages as agentstate's OpenAI chat messages, and a rendered context back.

`to_chat_messages` turns a Pydantic AI history into the OpenAI Chat Completions dicts that
`AgentState.import_messages` takes; the conversion is deterministic (no timestamps, no ids
Pydantic AI makes up per run), so importing the same history again skips it (the core's
idempotent import). The **standing system prompt** (the `SystemPromptPart`s opening the
history) is returned apart: it is the request's stable prefix, sent as it is and never stored
or compacted. The rest maps part by part:

| Pydantic AI | chat message |
|---|---|
| `SystemPromptPart` (after the opening ones) | ``system`` (a note the model sees) |
| `UserPromptPart` (text, `TextContent`, `ImageUrl`; `CachePoint` markers left out) | ``user`` |
| `ToolReturnPart` | ``tool``, with ``"is_error": true`` for a ``failed`` or ``retried`` outcome |
| `RetryPromptPart` | ``tool`` with ``"is_error": true`` (with a tool), else ``system`` |
| `RetryFeedbackPart` | ``system`` (Pydantic AI's feedback, never the user's voice) |
| `ModelResponse` `TextPart`s and `ToolCallPart`s | one ``assistant`` message |

Parts that are not conversation (thinking, a provider's native tool calls and files, a
provider's compaction, capability and instruction parts) are not stored: agentstate has no
opaque item kind yet that would keep them for the provider that made them. A user prompt of
other media (audio, documents, binary content) is refused with `InvalidInput`.

`to_model_messages` is the way back: a rendered `agentstate.context.Context` as the messages
of one model request: the standing system prompt and the compressed record (a request-side
`CompactionPart`) first, the verbatim tail, and the state block last, as a request-scoped
`SystemPromptPart` of the last request.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from pydantic_ai.messages import (
    ERROR_OUTCOMES,
    CachePoint,
    CompactionPart,
    ImageUrl,
    ModelMessage,
    ModelRequest,
    ModelRequestPart,
    ModelResponse,
    ModelResponsePart,
    RetryFeedbackPart,
    RetryPromptPart,
    SystemPromptPart,
    TextContent,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserContent,
    UserPromptPart,
)

from agentstate.context import Context
from agentstate.errors import InvalidInput
from agentstate.formats import to_messages
from agentstate.json_values import JSONObject, JSONValue
from agentstate.state_block import state_message

__all__ = ["STATE_METADATA", "split_prefix", "to_chat_messages", "to_model_messages"]

STATE_METADATA: Final = "agentstate"
"""The `SystemPromptPart.metadata` key that marks the state block's part (value ``"state"``)."""

_CONVERSATION_REQUEST_PARTS: Final = (
    SystemPromptPart,
    UserPromptPart,
    ToolReturnPart,
    RetryPromptPart,
    RetryFeedbackPart,
)


def split_prefix(
    messages: Sequence[ModelMessage],
) -> tuple[list[SystemPromptPart], list[ModelMessage]]:
    """The standing system prompt (the parts opening the first request) and the rest."""
    if not messages or not isinstance(messages[0], ModelRequest):
        return [], list(messages)
    first = messages[0]
    prefix: list[SystemPromptPart] = []
    for part in first.parts:
        if not isinstance(part, SystemPromptPart):
            break
        prefix.append(part)
    if not prefix:
        return [], list(messages)
    rest = replace(first, parts=list(first.parts[len(prefix) :]))
    return prefix, [rest, *messages[1:]]


def to_chat_messages(messages: Sequence[ModelMessage]) -> list[JSONObject]:
    """The conversation of `messages` (the standing system prompt left out) as chat messages.

    Raises:
        InvalidInput: A message is not a `ModelRequest` or `ModelResponse`, or a user prompt
            holds content other than text and image URLs.
    """
    _, rest = split_prefix(messages)
    chat: list[JSONObject] = []
    for index, message in enumerate(rest):
        if isinstance(message, ModelRequest):
            chat.extend(_request(part, index) for part in message.parts if _is_conversation(part))
        elif isinstance(message, ModelResponse):
            reply = _response(message.parts)
            if reply is not None:
                chat.append(reply)
        else:
            msg = (
                f"messages[{index}] is a {type(message).__name__}, not a Pydantic AI "
                "ModelRequest or ModelResponse"
            )
            raise InvalidInput(msg)
    return chat


def _is_conversation(part: ModelRequestPart) -> bool:
    return isinstance(part, _CONVERSATION_REQUEST_PARTS)


def _request(part: ModelRequestPart, index: int) -> JSONObject:
    if isinstance(part, SystemPromptPart):
        return {"role": "system", "content": part.content}
    if isinstance(part, UserPromptPart):
        return {"role": "user", "content": _user_content(part.content, index)}
    if isinstance(part, ToolReturnPart):
        message: JSONObject = {
            "role": "tool",
            "tool_call_id": part.tool_call_id,
            "content": part.model_response_str(wrap_if_error=False),
        }
        if part.outcome in ERROR_OUTCOMES:
            message["is_error"] = True
        return message
    if isinstance(part, RetryPromptPart):  # deprecated, but a hand-built history may hold one
        if part.tool_name is None:
            return {"role": "system", "content": part.model_response()}
        return {
            "role": "tool",
            "tool_call_id": part.tool_call_id,
            "content": part.model_response(),
            "is_error": True,
        }
    assert isinstance(part, RetryFeedbackPart)
    return {"role": "system", "content": part.model_response()}


def _user_content(content: str | Sequence[UserContent], index: int) -> JSONValue:
    if isinstance(content, str):
        return content
    blocks: list[JSONValue] = []
    for item in content:
        if isinstance(item, str):
            blocks.append({"type": "text", "text": item})
        elif isinstance(item, TextContent):
            blocks.append({"type": "text", "text": item.content})
        elif isinstance(item, ImageUrl):
            blocks.append({"type": "image_url", "image_url": {"url": item.url}})
        elif isinstance(item, CachePoint):
            continue  # a provider's cache marker, not content
        else:
            msg = (
                f"messages[{index}]: a user prompt holding {type(item).__name__} is not "
                "stored by agentstate (text and image URLs are)"
            )
            raise InvalidInput(msg)
    return blocks


def _response(parts: Sequence[ModelResponsePart]) -> JSONObject | None:
    texts = [part.content for part in parts if isinstance(part, TextPart)]
    calls: list[JSONValue] = [
        {
            "id": part.tool_call_id,
            "type": "function",
            "function": {"name": part.tool_name, "arguments": part.args_as_json_str()},
        }
        for part in parts
        if isinstance(part, ToolCallPart)
    ]
    if not texts and not calls:
        return None  # thinking or a provider's own parts only: nothing agentstate stores
    content: JSONValue
    if len(texts) > 1:
        content = [{"type": "text", "text": text} for text in texts]
    else:
        content = texts[0] if texts else None
    message: JSONObject = {"role": "assistant", "content": content}
    if calls:
        message["tool_calls"] = calls
    return message


def to_model_messages(
    context: Context,
    *,
    prefix: Sequence[SystemPromptPart] = (),
    last: ModelRequest | None = None,
) -> list[ModelMessage]:
    """A rendered context as the messages of one Pydantic AI model request.

    Args:
        context: What `AgentState.context` rendered.
        prefix: The standing system prompt, sent first.
        last: The request being sent: the rendered last request keeps its fields
            (instructions, run id, timestamp) and the parts of it agentstate does not store
            (capability and instruction parts, but a `CompactionPart`), after the rendered
            ones.

    Returns:
        The standing system prompt and the record (a `CompactionPart`) in the first request,
        the tail, and the state block at the end of the last request; it ends with a request.
    """
    head: list[ModelRequestPart] = list(prefix)
    if context.record:
        head.append(CompactionPart(content=context.record))
    messages: list[ModelMessage] = [ModelRequest(parts=head)] if head else []
    names: dict[str, str] = {}
    for chat in to_messages(context.tail, format="openai"):
        if chat.get("role") == "assistant":
            messages.append(_model_response(chat, names))
            continue
        part = _model_request_part(chat, names)
        if messages and isinstance(messages[-1], ModelRequest):
            messages[-1] = replace(messages[-1], parts=[*messages[-1].parts, part])
        else:
            messages.append(ModelRequest(parts=[part]))
    if not messages or not isinstance(messages[-1], ModelRequest):
        messages.append(ModelRequest(parts=[]))
    closing = messages[-1]
    assert isinstance(closing, ModelRequest)
    parts = list(closing.parts)
    if last is not None:
        parts += [
            part
            for part in last.parts
            if not _is_conversation(part) and not isinstance(part, CompactionPart)
        ]
    if context.state_block:
        parts.append(
            SystemPromptPart(
                state_message(context.state_block),
                scope="request",
                metadata={STATE_METADATA: "state"},
            )
        )
    messages[-1] = replace(last, parts=parts) if last is not None else replace(closing, parts=parts)
    return messages


def _model_response(chat: JSONObject, names: dict[str, str]) -> ModelResponse:
    parts: list[ModelResponsePart] = []
    content = chat.get("content")
    if isinstance(content, str):
        parts.append(TextPart(content))
    elif isinstance(content, list):
        parts.extend(TextPart(_text(block)) for block in content)
    calls = chat.get("tool_calls")
    for call in calls if isinstance(calls, list) else []:
        assert isinstance(call, dict)
        function = call["function"]
        assert isinstance(function, dict)
        name, call_id = str(function["name"]), str(call["id"])
        names[call_id] = name
        arguments = function.get("arguments")
        args = arguments if isinstance(arguments, str) else json.dumps(arguments)
        parts.append(ToolCallPart(name, args, tool_call_id=call_id))
    return ModelResponse(parts=parts)


def _model_request_part(chat: JSONObject, names: dict[str, str]) -> ModelRequestPart:
    role, content = chat.get("role"), chat.get("content")
    if role == "tool":
        call_id = str(chat.get("tool_call_id"))
        text = content if isinstance(content, str) else _joined(content)
        return ToolReturnPart(
            names.get(call_id, ""),
            text,
            tool_call_id=call_id,
            outcome="failed" if chat.get("is_error") is True else "success",
        )
    if role in ("system", "developer"):
        return SystemPromptPart(content if isinstance(content, str) else _joined(content))
    if isinstance(content, str):
        return UserPromptPart(content)
    items: list[UserContent] = []
    for block in content if isinstance(content, list) else []:
        if isinstance(block, dict) and block.get("type") == "image_url":
            image = block.get("image_url")
            if isinstance(image, dict) and isinstance(image.get("url"), str):
                items.append(ImageUrl(str(image["url"])))
                continue
        items.append(_text(block))
    return UserPromptPart(items)


def _text(block: JSONValue) -> str:
    if isinstance(block, dict) and isinstance(block.get("text"), str):
        return str(block["text"])
    return json.dumps(block, ensure_ascii=False)


def _joined(content: JSONValue) -> str:
    return "".join(_text(block) for block in content) if isinstance(content, list) else ""
