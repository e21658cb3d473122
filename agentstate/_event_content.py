"""Checking, rendering and estimating an event's content, re-exported by `agentstate.events`.

The checks of every kind's content (`check_message`, an opaque item's provider tag), the text
a model reads of a message (`message_text`), and what an event costs in a context and is found
by (`measure`, `search_text`), taken at append.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Final, cast

import attrs

from agentstate._event_records import MESSAGE_KINDS, EventKind, check_identifier
from agentstate._json import JSONValue
from agentstate.errors import InvalidContent, InvalidInput
from agentstate.tokens import MESSAGE_OVERHEAD

if TYPE_CHECKING:
    from agentstate.tokens import TokenCounter

__all__ = [
    "ERROR_PREFIX",
    "MEDIA_BLOCK_TOKENS",
    "Measure",
    "check_message",
    "check_provider",
    "measure",
    "message_text",
    "search_text",
]

MEDIA_BLOCK_TOKENS: Final = 1_600
"""Estimate charged for one image or document block (providers bill by pixels or pages)."""

_PROVIDER = re.compile(r"[a-z0-9]+(?:[._-][a-z0-9]+)*")
_MAX_PROVIDER_LENGTH = 64


def check_provider(provider: object) -> str:
    """Check an opaque item's provider tag (see `agentstate.events.opaque`).

    Raises:
        InvalidInput: It is not a lowercase tag of at most 64 characters.
    """
    if (
        not isinstance(provider, str)
        or len(provider) > _MAX_PROVIDER_LENGTH
        or not _PROVIDER.fullmatch(provider)
    ):
        shown = repr(provider) if len(repr(provider)) <= 80 else repr(provider)[:77] + "..."
        msg = (
            f"provider must be a lowercase tag such as 'openai-responses' (letters, digits, "
            f"and '-', '_' or '.' between them; at most {_MAX_PROVIDER_LENGTH} characters), "
            f"not {shown}"
        )
        raise InvalidInput(msg)
    return provider


ERROR_PREFIX: Final = "Error: "
"""What opens an error result's text in a format with no error flag (OpenAI's), unless the
text opens with "error" already; `measure` counts it, so a budget holds in every format."""


# --- checking, rendering and estimating content ------------------------------------------

_ALLOWED_KEYS: Final[Mapping[EventKind, frozenset[str]]] = {
    EventKind.USER: frozenset({"text", "blocks", "extra"}),
    EventKind.SYSTEM: frozenset({"text", "blocks", "extra"}),
    EventKind.ASSISTANT: frozenset({"text", "tool_calls", "blocks", "extra"}),
    EventKind.TOOL_RESULT: frozenset({"call_id", "name", "result", "is_error", "blocks", "extra"}),
}


def check_message(kind: EventKind, content: Mapping[str, JSONValue]) -> None:
    """Check the shape of a message's or an opaque item's content (see `agentstate.events`).

    Raises:
        InvalidContent: an unknown key, a missing field or a field of the wrong type.
        InvalidInput: an opaque item's provider is not a tag (see `agentstate.events.opaque`).
    """
    if kind is EventKind.OPAQUE:
        if set(content) != {"provider", "item"}:
            msg = f"opaque content needs exactly 'provider' and 'item', got {sorted(content)}"
            raise InvalidContent(msg)
        check_provider(content["provider"])
        return
    allowed = _ALLOWED_KEYS.get(kind)
    if allowed is None:
        return
    unknown = set(content) - allowed
    if unknown:
        msg = f"{kind} content has unknown keys {sorted(unknown)} (allowed: {sorted(allowed)})"
        raise InvalidContent(msg)
    if "extra" in content and not isinstance(content["extra"], dict):
        raise InvalidContent(f"{kind} 'extra' must be an object")
    blocks = content.get("blocks")
    if "blocks" in content and (
        not isinstance(blocks, list)
        or not all(
            isinstance(block, dict) and isinstance(block.get("type"), str) for block in blocks
        )
    ):
        msg = f"{kind} blocks must be a list of objects with a string 'type'"
        raise InvalidContent(msg)
    if kind in (EventKind.USER, EventKind.SYSTEM):
        text = content.get("text")
        if (text is None) == (blocks is None) or (text is not None and not isinstance(text, str)):
            msg = f"{kind} content needs a string 'text' or a list of 'blocks', exactly one"
            raise InvalidContent(msg)
    elif kind is EventKind.ASSISTANT:
        text = content.get("text")
        if text is not None and not isinstance(text, str):
            raise InvalidContent("assistant 'text' must be a string or null")
        calls = content.get("tool_calls", [])
        if not isinstance(calls, list):
            raise InvalidContent("assistant 'tool_calls' must be a list")
        for call in calls:
            if not isinstance(call, dict) or set(call) != {"id", "name", "arguments"}:
                msg = "each tool call must be an object with exactly 'id', 'name' and 'arguments'"
                raise InvalidContent(msg)
            check_identifier(call["name"], what="a tool name")
            if call["id"] is not None:
                check_identifier(call["id"], what="a tool call id")
    elif kind is EventKind.TOOL_RESULT:
        check_identifier(content.get("call_id"), what="a tool result's call_id")
        if not isinstance(content.get("is_error"), bool):
            raise InvalidContent("tool result 'is_error' must be a boolean")
        if "result" not in content:
            raise InvalidContent("a tool result needs a 'result'")
        if blocks is not None and content["result"] is not None:
            raise InvalidContent("a tool result with 'blocks' has a null 'result'")


def _block_text(block: Mapping[str, JSONValue]) -> str:
    text = block.get("text")
    return text if block.get("type") == "text" and isinstance(text, str) else ""


def _value_text(value: JSONValue) -> str:
    if isinstance(value, str):
        return value
    # Content is checked before it is rendered, so the plain encoder is safe here.
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def message_text(kind: EventKind, content: Mapping[str, JSONValue]) -> str:
    """The text of a message event as a model reads it (tool calls and results as JSON)."""
    parts: list[str] = []
    text = content.get("text")
    if isinstance(text, str):
        parts.append(text)
    blocks = content.get("blocks")
    if isinstance(blocks, list | tuple):
        parts.extend(_block_text(block) for block in blocks if isinstance(block, dict))
    if kind is EventKind.ASSISTANT:
        calls = content.get("tool_calls")
        if isinstance(calls, list):
            parts.extend(
                f"{call.get('name')} {_value_text(call.get('arguments'))}"
                for call in calls
                if isinstance(call, dict)
            )
    elif kind is EventKind.TOOL_RESULT:
        name = content.get("name")
        if isinstance(name, str):
            parts.append(name)
        if content.get("blocks") is None:
            parts.append(_value_text(content.get("result")))
    return "\n".join(part for part in parts if part)


_MEDIA_TYPES = frozenset({"image", "document", "image_url", "input_audio", "file"})


def _is_media(value: Mapping[str, JSONValue]) -> bool:
    kind = value.get("type")
    return type(kind) is str and kind in _MEDIA_TYPES  # (any JSON may sit under "type")


def _walk(value: JSONValue, out: list[str]) -> tuple[int, int]:
    """Collect the strings of a JSON value; return (structural nodes, media blocks).

    Every node is a string collected (a key, a string, a number or boolean as text), a
    container or a null, so only containers, nulls and media blocks are tallied.
    """
    before = len(out)
    tally = [0, 0]  # containers and nulls, media blocks
    _collect(value, out, tally)
    return len(out) - before + tally[0], tally[1]


def _collect(value: object, out: list[str], tally: list[int]) -> None:
    # The loops over a dict's and a list's items each inline the common leaves (strings and
    # numbers): a call per leaf, or one shared loop over keys and values, costs a third more.
    kind = type(value)
    if kind is dict or (kind is not str and kind is not list and isinstance(value, dict)):
        mapping = cast("dict[str, object]", value)
        media = mapping.get("type")
        if type(media) is str and media in _MEDIA_TYPES:  # (any JSON may sit under "type")
            tally[1] += 1
            return
        tally[0] += 1
        for key, item in mapping.items():
            out.append(key)
            item_kind = type(item)
            if item_kind is str:
                out.append(cast("str", item))
            elif item_kind is int or item_kind is float:
                out.append(str(item))
            else:
                _collect(item, out, tally)
    elif kind is list or kind is tuple or (kind is not str and isinstance(value, list | tuple)):
        tally[0] += 1  # a tuple is stored as the JSON array it dumps to
        for item in cast("list[object]", value):
            item_kind = type(item)
            if item_kind is str:
                out.append(cast("str", item))
            elif item_kind is int or item_kind is float:
                out.append(str(item))
            else:
                _collect(item, out, tally)
    elif isinstance(value, str):
        out.append(value)
    elif value is None:
        tally[0] += 1
    else:
        out.append(str(value))


@attrs.frozen
class Measure:
    """What an event costs in a context and what it is found by, taken at append."""

    tokens: int
    """Estimated tokens it adds to a rendered context (0 for non-message kinds)."""
    search_text: str
    """The text the full-text index holds for it (empty: not indexed)."""


def measure(counter: TokenCounter, kind: EventKind, content: Mapping[str, JSONValue]) -> Measure:
    """Estimate an event's tokens and extract its search text, in one pass over the content.

    Messages cost their framing, their words, about one token per JSON node of tool
    arguments and results, and `MEDIA_BLOCK_TOKENS` per image or document (base64 data is
    never counted as text). Tool arguments and results are indexed by their keys and values,
    not by JSON punctuation. State events are indexed by their values (not by their own field
    names, nor by a ledger move's params digest); compaction outcomes, redactions,
    retractions and opaque items (another provider's data, not language) are not indexed.
    """
    strings: list[str] = []
    if kind in (EventKind.COMPACTION, EventKind.REDACTION, EventKind.RETRACTION, EventKind.OPAQUE):
        return Measure(0, "")
    if kind not in MESSAGE_KINDS:
        # A state event is found by its values (and the keys inside them, such as params'
        # field names), not by its own field names, which every event of its kind repeats.
        # A params digest is a fingerprint, not words: indexed, it would only add a new
        # unique term to the index at every move of every action.
        for key, value in content.items():
            if key != "digest" or kind is not EventKind.LEDGER:
                _walk(value, strings)
        return Measure(0, " ".join(strings))
    nodes = media = 0
    text = content.get("text")
    if isinstance(text, str):
        strings.append(text)
    blocks = content.get("blocks")
    if isinstance(blocks, list | tuple):
        for block in blocks:
            if isinstance(block, dict):
                if _is_media(block):
                    media += 1
                else:
                    strings.append(_block_text(block))
    overhead = MESSAGE_OVERHEAD
    if kind is EventKind.ASSISTANT:
        calls = content.get("tool_calls")
        if isinstance(calls, list):
            for call in calls:
                if isinstance(call, dict):
                    overhead += MESSAGE_OVERHEAD
                    name = call.get("name")
                    strings.append(name if isinstance(name, str) else "")
                    call_nodes, call_media = _walk(call.get("arguments"), strings)
                    nodes += call_nodes
                    media += call_media
    counted = strings
    if kind is EventKind.TOOL_RESULT:
        name = content.get("name")
        if isinstance(name, str):
            strings.append(name)
        result = content.get("result")
        nodes, media = _walk(result, strings)
        if content.get("is_error") is True:
            counted = _as_flagless_formats_show(strings, result, blocks=bool(blocks))
    joined = "\n".join(part for part in strings if part)
    text_tokens = counter.count(
        joined if counted is strings else "\n".join(part for part in counted if part)
    )
    tokens = overhead + text_tokens + nodes + MEDIA_BLOCK_TOKENS * media
    return Measure(tokens, joined)


def _as_flagless_formats_show(strings: list[str], result: JSONValue, *, blocks: bool) -> list[str]:
    """An error result's strings as a format with no error flag renders them.

    Blocks get a text block of their own saying so; a text (or JSON) result that does not
    open with "error" gets `ERROR_PREFIX`.
    """
    if blocks:
        return [ERROR_PREFIX.strip(), *strings]
    if isinstance(result, str):
        if result.lower().startswith("error"):
            return strings
        return [*strings[:-1], ERROR_PREFIX + result]
    return [*strings, ERROR_PREFIX.strip()]


class _Uncounted:
    def count(self, text: str) -> int:
        return 0


def search_text(kind: EventKind, content: Mapping[str, JSONValue]) -> str:
    """The text an event is found by, as `measure` extracts it (no token counting)."""
    return measure(_Uncounted(), kind, content).search_text
