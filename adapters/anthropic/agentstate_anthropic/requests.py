"""Messages API requests from a rendered `Context`, with prompt-cache breakpoints that pay.

`messages_request(context, model=..., max_tokens=...)` returns the keyword arguments of
``client.messages.create``: ``tools`` and ``system`` (the stable prefix, then the compressed
record), ``messages`` (the verbatim tail, exactly as stored, with the state block as the last
text block of the last user turn), ``model`` and ``max_tokens``.

**Where the cache breakpoints go.** The API caches the prefix of a request up to each block
marked with ``cache_control`` (at most `MAX_CACHE_BREAKPOINTS` per request), and a later
request reads it back when its own prefix is identical. The context's layout puts everything
that changes often last, so the breakpoints sit at the ends of the parts that do not:

1. the last tool definition: tools are shared by every session of an application, even when
   the system prompt is per session;
2. the system prompt, the end of the stable prefix;
3. the compressed record: it changes only when a compaction commits;
4. the end of the verbatim tail, just before the state block. Between compactions a session
   only appends, so the next request starts with this one's tail and reads it from the cache;
   the state block, which changes whenever a value is captured or an action moves, is never
   part of a cached prefix. (Automatic caching would mark the last block, the state block,
   and write a prefix that the next request no longer has.)

Markers stored in an imported history belong to the request that placed them: they are left
out (the events keep them), so a request never exceeds the limit. Everything else passes
through exactly: ``tool_use`` ids, names and inputs, ``tool_result`` content and
``is_error``, images, documents and thinking blocks. Prompts shorter than the model's minimum
cacheable length are simply not cached; the markers cost nothing.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Final, Literal, NotRequired, TypedDict, cast

from agentstate.errors import InvalidInput
from agentstate.json_values import JSONObject, JSONValue

if TYPE_CHECKING:
    from anthropic.types import MessageParam, TextBlockParam, ToolParam

    from agentstate.context import Context

__all__ = [
    "MAX_CACHE_BREAKPOINTS",
    "CacheTTL",
    "MessagesRequest",
    "cache_breakpoints",
    "messages_request",
]

MAX_CACHE_BREAKPOINTS: Final = 4
"""The most blocks with ``cache_control`` one Messages API request may hold."""

CacheTTL = Literal["5m", "1h"]
"""How long a cache entry lives: five minutes (the API's default) or an hour."""

# Blocks the API refuses a cache_control on (thinking blocks are cached with their turn).
_NOT_CACHEABLE: Final = frozenset({"thinking", "redacted_thinking"})


class MessagesRequest(TypedDict):
    """The keyword arguments of ``client.messages.create`` for one context."""

    model: str
    """The model that answers."""
    max_tokens: int
    """The most tokens the answer may take."""
    messages: list[MessageParam]
    """The verbatim tail, the state block last."""
    system: NotRequired[list[TextBlockParam]]
    """The system prompt, then the compressed record (absent when both are empty)."""
    tools: NotRequired[list[ToolParam]]
    """The tool definitions (absent when there are none)."""


def _marker(ttl: CacheTTL | None) -> JSONObject:
    marker: JSONObject = {"type": "ephemeral"}
    if ttl is not None:
        marker["ttl"] = ttl
    return marker


def _strip_markers(messages: list[JSONObject]) -> None:
    """Remove stored ``cache_control`` fields from message blocks (and tool-result content)."""
    for message in messages:
        content = message.get("content")
        if not isinstance(content, list):
            continue
        for block in content:
            if not isinstance(block, dict):
                continue
            block.pop("cache_control", None)
            inner = block.get("content")
            if block.get("type") == "tool_result" and isinstance(inner, list):
                for part in inner:
                    if isinstance(part, dict):
                        part.pop("cache_control", None)


def _cacheable(block: JSONValue) -> bool:
    if not isinstance(block, dict) or block.get("type") in _NOT_CACHEABLE:
        return False
    return not (block.get("type") == "text" and not block.get("text"))


def _mark_tail_end(messages: list[JSONObject], *, skip_last: bool, marker: JSONObject) -> bool:
    """Mark the last cacheable block of the messages, before the state block if `skip_last`."""
    skip = skip_last
    for message in reversed(messages):
        content = message.get("content")
        if isinstance(content, str):
            if skip:  # the state block is always a block of a list; a string is not it
                skip = False
            if content:
                message["content"] = [{"type": "text", "text": content, "cache_control": marker}]
                return True
            continue
        if not isinstance(content, list):
            continue
        for block in reversed(content):
            if skip:
                skip = False
                continue
            if _cacheable(block):
                assert isinstance(block, dict)
                block["cache_control"] = dict(marker)
                return True
    return False


def messages_request(
    context: Context,
    *,
    model: str,
    max_tokens: int,
    cache: bool = True,
    cache_ttl: CacheTTL | None = None,
) -> MessagesRequest:
    """The Messages API request for a context: ``client.messages.create(**request)``.

    Args:
        context: What `AgentState.context` rendered.
        model: The model that answers.
        max_tokens: The most tokens the answer may take.
        cache: Place prompt-cache breakpoints (see the module docs); False places none.
        cache_ttl: The breakpoints' time to live (default: the API's, five minutes).

    Returns:
        The request's keyword arguments. Nothing in `context` is modified.

    Raises:
        InvalidInput: An empty model name, or `max_tokens` that is not a positive integer.
    """
    if not isinstance(model, str) or not model:
        msg = f"model must be a non-empty string, got {model!r}"
        raise InvalidInput(msg)
    if isinstance(max_tokens, bool) or not isinstance(max_tokens, int) or max_tokens <= 0:
        msg = f"max_tokens must be a positive integer, got {max_tokens!r}"
        raise InvalidInput(msg)
    rendered = copy.deepcopy(context.to_anthropic())
    system = [block for block in _dicts(rendered.get("system")) if block.get("text")]
    tools = _dicts(rendered.get("tools"))
    messages = _dicts(rendered.get("messages"))
    _strip_markers(messages)
    if cache:
        marker = _marker(cache_ttl)
        if tools:
            tools[-1]["cache_control"] = dict(marker)
        for block in system:  # the system prompt, then the record: each a stable prefix end
            block["cache_control"] = dict(marker)
        _mark_tail_end(messages, skip_last=bool(context.state_block), marker=marker)
    request: MessagesRequest = {
        "model": model,
        "max_tokens": max_tokens,
        "messages": cast("list[MessageParam]", messages),
    }
    if system:
        request["system"] = cast("list[TextBlockParam]", system)
    if tools:
        request["tools"] = cast("list[ToolParam]", tools)
    assert len(cache_breakpoints(request)) <= MAX_CACHE_BREAKPOINTS
    return request


def _dicts(value: JSONValue) -> list[JSONObject]:
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def cache_breakpoints(request: MessagesRequest) -> list[str]:
    """Where a request's ``cache_control`` markers are, in prompt order.

    Each is a path such as ``"tools[3]"``, ``"system[1]"`` or ``"messages[8].content[2]"``
    (markers inside a ``tool_result``'s content add ``.content[i]``).
    """
    found: list[str] = []
    for index, tool in enumerate(request.get("tools", [])):
        if "cache_control" in tool:
            found.append(f"tools[{index}]")
    for index, text_block in enumerate(request.get("system", [])):
        if "cache_control" in text_block:
            found.append(f"system[{index}]")
    for index, message in enumerate(request["messages"]):
        content = cast("JSONValue", message.get("content"))
        if not isinstance(content, list):
            continue
        for position, block in enumerate(content):
            if not isinstance(block, dict):
                continue
            where = f"messages[{index}].content[{position}]"
            if "cache_control" in block:
                found.append(where)
            inner = block.get("content")
            if isinstance(inner, list):
                found.extend(
                    f"{where}.content[{part_index}]"
                    for part_index, part in enumerate(inner)
                    if isinstance(part, dict) and "cache_control" in part
                )
    return found
