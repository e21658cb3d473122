"""τ²-bench simulation messages as an OpenAI Chat Completions message list.

τ²-bench records each message with its own fields (``turn_idx``, timestamps, costs, raw
provider responses, ...); tool calls carry parsed ``arguments`` and a ``requestor``, and a
tool message names its call by ``id`` and flags failures with ``error``. `to_openai` keeps
what the agent's conversation holds, from the agent's point of view:

- user and assistant text, and the assistant's tool calls (``arguments`` serialized as
  compact JSON text, as OpenAI sends them);
- each result of an assistant's call as a ``tool`` message (τ²'s ``error`` flag has no
  OpenAI field; τ² already starts such content with ``Error:``);
- calls the simulated user makes on its own tools (``requestor == "user"``) and their results
  are not part of the agent's conversation and are left out, as is every other field.

The list can then be imported with ``AgentState.import_messages(..., format="openai")``.
"""

from __future__ import annotations

from collections.abc import Sequence

from agentstate import _json
from agentstate._json import JSONObject, JSONValue
from agentstate.errors import InvalidContent, InvalidInput

__all__ = ["to_openai"]


def _fail(index: int, detail: str) -> InvalidContent:
    return InvalidContent(f"τ² messages[{index}]: {detail}")


def _tool_call(call: JSONValue, index: int) -> JSONObject | None:
    if not isinstance(call, dict) or not isinstance(call.get("id"), str):
        raise _fail(index, "each tool call needs a string 'id'")
    if call.get("requestor", "assistant") != "assistant":
        return None
    if not isinstance(call.get("name"), str):
        raise _fail(index, "each tool call needs a string 'name'")
    arguments = call.get("arguments", {})
    return {
        "id": call["id"],
        "type": "function",
        "function": {"name": call["name"], "arguments": _json.dumps(arguments)},
    }


def to_openai(messages: Sequence[object], *, system: str | None = None) -> list[JSONObject]:
    """Convert one τ²-bench simulation's ``messages`` to OpenAI chat messages.

    Args:
        messages: The simulation's ``messages`` list.
        system: The agent's system prompt (τ² keeps the policy outside the messages); when
            given, it becomes the first message.

    Returns:
        OpenAI Chat Completions messages, system first when `system` is given.

    Raises:
        InvalidInput: `messages` is not a list.
        InvalidContent: A message has an unknown role or lacks a required field.
    """
    if isinstance(messages, str | bytes) or not isinstance(messages, Sequence):
        msg = f"messages must be a list, not a {type(messages).__name__}"
        raise InvalidInput(msg)
    out: list[JSONObject] = []
    if system is not None:
        out.append({"role": "system", "content": system})
    user_calls: set[str] = set()
    for index, message in enumerate(messages):
        if not isinstance(message, dict):
            raise _fail(index, f"a {type(message).__name__} is not a message object")
        role, content = message.get("role"), message.get("content")
        if role == "tool":
            call_id = message.get("id")
            if not isinstance(call_id, str) or not isinstance(content, str):
                raise _fail(index, "a tool message needs a string 'id' and 'content'")
            if message.get("requestor", "assistant") == "user" or call_id in user_calls:
                continue
            out.append({"role": "tool", "tool_call_id": call_id, "content": content})
            continue
        if role not in ("user", "assistant"):
            raise _fail(index, f"unknown role {role!r} (τ² roles: user, assistant, tool)")
        if content is not None and not isinstance(content, str):
            raise _fail(index, "'content' must be a string or null")
        raw_calls = message.get("tool_calls") or []
        if not isinstance(raw_calls, list):
            raise _fail(index, "'tool_calls' must be a list or null")
        if role == "user":
            user_calls.update(
                call["id"]
                for call in raw_calls
                if isinstance(call, dict) and isinstance(call.get("id"), str)
            )
            if content is not None:
                out.append({"role": "user", "content": content})
            continue
        calls = [call for call in (_tool_call(raw, index) for raw in raw_calls) if call is not None]
        converted: JSONObject = {"role": "assistant", "content": content}
        if calls:
            converted["tool_calls"] = list[JSONValue](calls)
        if content is not None or calls:
            out.append(converted)
    return out
