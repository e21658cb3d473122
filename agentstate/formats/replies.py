"""A model's reply, as an SDK returns it, turned into the one assistant message to store.

`assistant_message` reads what the provider SDKs return, as objects (anything with pydantic's
``model_dump``) or as their JSON:

- an Anthropic Messages response (``{"type": "message", "role": "assistant", "content":
  [...]}``): its content blocks, each with the fields the API takes back (text, tool use,
  thinking with its signature, redacted thinking; other blocks as they are);
- an OpenAI Chat Completions response (``{"choices": [...]}``) or its first choice's message:
  role, text and tool calls (a refusal is the message's text; vLLM's empty ``tool_calls``
  list and Ollama's call ``index`` are left out);
- an OpenAI Responses API response (``{"object": "response", "output": [...]}``): its message
  items' text and its function calls, as one Chat Completions assistant message (the call's
  ``call_id`` is its id). Reasoning items and hosted-tool items are not kept: a Chat
  Completions history cannot carry them;
- an assistant message in either format, as a request would carry it.

Nothing is guessed: a value of another shape raises `InvalidContent` naming what was found.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, Literal, cast

import attrs

from agentstate._json import JSONObject, JSONValue, check_json
from agentstate.errors import InvalidContent

__all__ = ["AssistantReply", "assistant_message"]

_ANTHROPIC_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "text": ("type", "text", "citations"),
    "tool_use": ("type", "id", "name", "input"),
    "thinking": ("type", "thinking", "signature"),
    "redacted_thinking": ("type", "data"),
}


@attrs.frozen
class AssistantReply:
    """The assistant message of a reply, and the format it is in."""

    format: Literal["anthropic", "openai"]
    message: JSONObject
    """The message as a request of that format carries it (``role`` ``"assistant"``)."""

    @property
    def empty(self) -> bool:
        """Whether it holds no text, no block and no call (the model said nothing)."""
        content = self.message.get("content")
        calls = self.message.get("tool_calls")
        return not content and not calls


def _plain(reply: object) -> JSONValue:
    dump = getattr(reply, "model_dump", None)
    value = dump(mode="json", exclude_none=True) if callable(dump) else reply
    check_json(value, what="the reply")
    return cast("JSONValue", value)  # checked just above


def _anthropic(content: JSONValue) -> AssistantReply:
    if not isinstance(content, list):
        msg = "an Anthropic reply's 'content' must be a list of blocks"
        raise InvalidContent(msg)
    blocks: list[JSONValue] = []
    for block in content:
        if not isinstance(block, dict):
            msg = f"an Anthropic content block must be an object, got {type(block).__name__}"
            raise InvalidContent(msg)
        fields = _ANTHROPIC_FIELDS.get(str(block.get("type")))
        blocks.append(
            {key: block[key] for key in fields if key in block} if fields else dict(block)
        )
    return AssistantReply("anthropic", {"role": "assistant", "content": blocks})


def _call(call: JSONValue) -> JSONObject:
    if not isinstance(call, dict) or not isinstance(call.get("function"), dict):
        msg = "an OpenAI tool call must be an object with a 'function' object"
        raise InvalidContent(msg)
    function = call["function"]
    assert isinstance(function, dict)
    return {
        "id": call.get("id"),
        "type": "function",
        "function": {"name": function.get("name"), "arguments": function.get("arguments")},
    }


def _chat(message: Mapping[str, JSONValue]) -> AssistantReply:
    content = message.get("content")
    refusal = message.get("refusal")
    calls = message.get("tool_calls")
    if content in (None, "") and isinstance(refusal, str) and refusal:
        content = refusal
    out: JSONObject = {"role": "assistant", "content": content if content != "" else None}
    if isinstance(calls, list) and calls:
        out["tool_calls"] = [_call(call) for call in calls]
    elif calls not in (None, []):
        msg = "an OpenAI message's 'tool_calls' must be a list"
        raise InvalidContent(msg)
    if out["content"] is None and "tool_calls" not in out:
        out["content"] = ""
    return AssistantReply("openai", out)


def _responses(output: JSONValue) -> AssistantReply:
    if not isinstance(output, list):
        msg = "a Responses API reply's 'output' must be a list of items"
        raise InvalidContent(msg)
    texts: list[str] = []
    calls: list[JSONValue] = []
    for item in output:
        if not isinstance(item, dict):
            continue
        if item.get("type") == "message":
            parts = item.get("content")
            for part in parts if isinstance(parts, list) else []:
                if isinstance(part, dict) and part.get("type") == "output_text":
                    texts.append(str(part.get("text", "")))
                elif isinstance(part, dict) and part.get("type") == "refusal":
                    texts.append(str(part.get("refusal", "")))
        elif item.get("type") == "function_call":
            calls.append(
                {
                    "id": item.get("call_id"),
                    "type": "function",
                    "function": {"name": item.get("name"), "arguments": item.get("arguments")},
                }
            )
    out: JSONObject = {"role": "assistant", "content": "".join(texts) or None}
    if calls:
        out["tool_calls"] = calls
    elif out["content"] is None:
        out["content"] = ""
    return AssistantReply("openai", out)


def assistant_message(reply: object) -> AssistantReply:
    """The assistant message of a model's reply (an SDK object, or its JSON).

    Raises:
        InvalidContent: The reply is none of the shapes in the module docs (the error says
            what it found), or holds a value that is not JSON.
    """
    value = _plain(reply)
    if not isinstance(value, dict):
        msg = (
            f"a model reply must be an object (a response or a message), got {type(value).__name__}"
        )
        raise InvalidContent(msg)
    if value.get("type") == "message" and value.get("role") == "assistant":
        return _anthropic(value.get("content"))
    choices = value.get("choices")
    if isinstance(choices, list):
        if not choices or not isinstance(choices[0], dict):
            msg = "a Chat Completions reply has no choice to read"
            raise InvalidContent(msg)
        message = choices[0].get("message")
        if not isinstance(message, dict):
            msg = "a Chat Completions choice has no 'message' object"
            raise InvalidContent(msg)
        return _chat(message)
    if value.get("object") == "response" or "output" in value:
        return _responses(value.get("output"))
    if value.get("role") == "assistant":
        content = value.get("content")
        has_blocks = isinstance(content, list) and any(
            isinstance(block, dict) and block.get("type") in _ANTHROPIC_FIELDS for block in content
        )
        if has_blocks and "tool_calls" not in value:
            return _anthropic(content)
        return _chat(value)
    keys = ", ".join(sorted(value)[:8]) or "no keys"
    msg = (
        "not a model reply: expected an Anthropic message, a Chat Completions response or "
        f"message, or a Responses API response; found an object with {keys}"
    )
    raise InvalidContent(msg)
