"""Events: the append-only log every other piece of state is a projection of.

An event has a kind, JSON content, a dense per-session sequence number `seq` (its ref is
``ev_<seq>``), a creation time, and a token estimate taken when it was appended. Four kinds
are what the model sees as messages (user, assistant, tool result, system note); opaque
items are kept for the one provider that produced them and never shown to a model; the
others record state changes (scratchpad writes, ledger transitions, compaction outcomes,
pins, task boundaries) and reach the model through the state block and the checkpoint.

Message content is provider-neutral:

- ``user`` / ``system``: ``{"text": str}`` or ``{"blocks": [block, ...]}``;
- ``assistant``: ``{"text": str | None, "tool_calls": [{"id", "name", "arguments"}, ...]}``,
  optionally ``"blocks"`` for content beyond text;
- ``tool_result``: ``{"call_id", "name", "result": JSON, "is_error": bool}``, or with
  ``"blocks"`` (content blocks, ``"result": null``) when the tool returned text and images;
- ``opaque``: ``{"provider": str, "item": JSON}``: an item of one provider's format that no
  other provider may see (a reasoning item, encrypted content, a hosted tool's call), stored
  exactly as given (see `opaque`).

Any message may carry ``"extra"``, an object: what an imported message needs to export
exactly (``agentstate.formats``), or the record of an import repair on a system note.
Blocks are dicts with a ``"type"``; ``{"type": "text", "text": ...}`` is understood
everywhere, other blocks (images, documents) are passed through untouched.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from agentstate import _json

# The records are in _event_records, the checks and text of content in _event_content:
# re-exported here, where users import them.
from agentstate._event_content import (
    ERROR_PREFIX,
    MEDIA_BLOCK_TOKENS,
    Measure,
    _block_text,
    check_provider,
    measure,
    message_text,
    search_text,
)

# Not in __all__, but importable from here as before the split.
from agentstate._event_content import check_message as check_message
from agentstate._event_records import (
    APPENDABLE_KINDS,
    MAX_SEQ,
    MESSAGE_KINDS,
    Event,
    EventKind,
    EventRef,
    EventSpec,
    RefLike,
    ToolCall,
    format_ref,
    parse_ref,
)
from agentstate._event_records import check_identifier as check_identifier
from agentstate._json import JSONObject, JSONValue
from agentstate.errors import InvalidContent, InvalidInput

__all__ = [
    "APPENDABLE_KINDS",
    "ERROR_PREFIX",
    "MAX_SEQ",
    "ErrorPredicate",
    "MEDIA_BLOCK_TOKENS",
    "MESSAGE_KINDS",
    "Event",
    "EventKind",
    "EventRef",
    "EventSpec",
    "Measure",
    "RefLike",
    "ToolCall",
    "assistant",
    "flag_error",
    "format_ref",
    "measure",
    "message_text",
    "opaque",
    "parse_ref",
    "judged_result",
    "search_text",
    "system_note",
    "tool_result",
    "user",
]


# --- building specs ------------------------------------------------------------------------


def _message_body(text: str | None, blocks: Sequence[Mapping[str, JSONValue]] | None) -> JSONObject:
    if blocks is not None:
        if text is not None:
            msg = "give either text or blocks, not both"
            raise InvalidInput(msg)
        return {"blocks": [dict(block) for block in blocks]}
    if not isinstance(text, str):
        msg = f"message text must be a string, got {type(text).__name__}"
        raise InvalidInput(msg)
    return {"text": text}


def user(
    text: str | None = None, *, blocks: Sequence[Mapping[str, JSONValue]] | None = None
) -> EventSpec:
    """A user message: plain text, or content blocks (text, images, documents)."""
    return EventSpec(EventKind.USER, _message_body(text, blocks))


def system_note(text: str) -> EventSpec:
    """A system note the model sees (an instruction, or a notice such as a repair)."""
    return EventSpec(EventKind.SYSTEM, _message_body(text, None))


def assistant(
    text: str | None = None,
    *,
    tool_calls: Sequence[ToolCall] = (),
    blocks: Sequence[Mapping[str, JSONValue]] | None = None,
) -> EventSpec:
    """A model message: text, tool calls (several for parallel calls), or both."""
    if text is not None and not isinstance(text, str):
        msg = f"assistant text must be a string or None, got {type(text).__name__}"
        raise InvalidInput(msg)
    content: JSONObject = {"text": text, "tool_calls": [call.to_json() for call in tool_calls]}
    if blocks is not None:
        content["blocks"] = [dict(block) for block in blocks]
    if text is None and not tool_calls and not blocks:
        msg = "an assistant message needs text, tool calls or blocks"
        raise InvalidInput(msg)
    return EventSpec(EventKind.ASSISTANT, content)


def tool_result(call_id: str, result: JSONValue, *, is_error: bool = False) -> EventSpec:
    """The result of the tool call `call_id` (or its error, with ``is_error=True``)."""
    return EventSpec(
        EventKind.TOOL_RESULT,
        {"call_id": call_id, "name": None, "result": result, "is_error": is_error},
    )


def opaque(item: JSONValue, *, provider: str) -> EventSpec:
    """An item of `provider`'s format that no other provider may see, kept exactly.

    Reasoning items, encrypted content and hosted tools' calls belong to the provider that
    produced them: agentstate stores the item as given (any JSON, its keys in their order)
    and gives it back unchanged (`Event.content` ``["item"]``, exports, copies between
    backends), but never renders it as a message, counts it in a context's budget, indexes
    it for search, shows it to a summarizer or captures values from it. It does not open or
    close a tool exchange, so it may sit between a call and its result.

    Args:
        item: The item, as the provider's API gave it (JSON).
        provider: Which provider's format it is in: a lowercase tag such as
            ``"openai-responses"`` or ``"anthropic"`` (letters, digits, and ``-``, ``_`` or
            ``.`` between them; at most 64 characters).

    Raises:
        InvalidInput: `provider` is not such a tag.
    """
    return EventSpec(EventKind.OPAQUE, {"provider": check_provider(provider), "item": item})


ErrorPredicate = Callable[[JSONValue], bool]
"""Judges whether a tool result reports an error, from its content (`judged_result`): for
formats and tools that have no error flag (OpenAI tool messages, tools that answer
``"Error: ..."``). True flags the result ``is_error``."""


def judged_result(content: Mapping[str, JSONValue]) -> JSONValue:
    """What an `ErrorPredicate` gets of a tool result's content.

    The result, parsed when it is JSON text (as `agentstate.capture.CaptureRules.is_failure`
    gets it); for a result of content blocks, the text of its text blocks, one per line.
    """
    blocks = content.get("blocks")
    if isinstance(blocks, list):
        texts = [_block_text(block) for block in blocks if isinstance(block, dict)]
        return "\n".join(text for text in texts if text)
    result = content.get("result")
    if isinstance(result, str):
        try:
            return _json.parse(result)
        except InvalidContent:
            return result
    return result


def flag_error(spec: EventSpec, is_error: ErrorPredicate | None) -> EventSpec:
    """`spec`, with ``is_error`` set when it is a tool result the predicate judges an error.

    Anything else (another kind, a result already flagged, no predicate, malformed content
    the append will refuse) is returned as it is.

    Raises:
        InvalidInput: The predicate raised (the exception is chained).
    """
    if (
        is_error is None
        or not isinstance(spec, EventSpec)
        or spec.kind is not EventKind.TOOL_RESULT
        or not isinstance(spec.content, Mapping)
        or spec.content.get("is_error") is not False
    ):
        return spec
    try:
        failed = bool(is_error(judged_result(spec.content)))
    except Exception as exc:
        call_id = spec.content.get("call_id")
        msg = (
            f"the error predicate raised {type(exc).__name__} on the result of tool call "
            f"{call_id!r}: {exc}"
        )
        raise InvalidInput(msg) from exc
    return (
        EventSpec(spec.kind, {**spec.content, "is_error": True}, spec.external_id)
        if failed
        else spec
    )
