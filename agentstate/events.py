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

(The module runs past 600 lines: it is the event model whole, kinds, specs, refs and the
checks of every kind's content, which every other module reads.)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Final, cast

import attrs

from agentstate import _json
from agentstate._json import JSONObject, JSONValue
from agentstate.errors import InvalidContent, InvalidInput, InvalidRef
from agentstate.tokens import MESSAGE_OVERHEAD

if TYPE_CHECKING:
    from agentstate.tokens import TokenCounter

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


class EventKind(StrEnum):
    """What an event records."""

    USER = "user"
    """A message from the user."""
    ASSISTANT = "assistant"
    """A message from the model: text and/or tool calls (parallel calls in one event)."""
    TOOL_RESULT = "tool_result"
    """The result (or error) of one tool call."""
    SYSTEM = "system"
    """A system note: an instruction or a notice (an import repair, for instance)."""
    FACT = "fact"
    """A scratchpad write."""
    LEDGER = "ledger"
    """An approval-ledger transition."""
    COMPACTION = "compaction"
    """A compaction outcome: committed (with its summary), rejected or failed."""
    PIN = "pin"
    """An event pinned into every context."""
    BOUNDARY = "boundary"
    """A task boundary the application marked: a coherent point for compaction to split at."""
    REDACTION = "redaction"
    """A redaction: which events were rewritten, by whom and why (never what they held)."""
    RETRACTION = "retraction"
    """A retraction: which messages left the model's view, by whom and why."""
    OPAQUE = "opaque"
    """An item of one provider's format no other provider may see (reasoning, encrypted
    content, a hosted tool's call): stored exactly, never rendered as a message."""


MESSAGE_KINDS: Final = frozenset(
    {EventKind.USER, EventKind.ASSISTANT, EventKind.TOOL_RESULT, EventKind.SYSTEM}
)
"""Kinds rendered to the model as messages; the others reach it through state."""

APPENDABLE_KINDS: Final = MESSAGE_KINDS | {EventKind.OPAQUE}
"""Kinds an application appends and retracts itself: the messages and opaque items. The
other kinds are written by the scratchpad, the ledger, compaction, pins and redaction."""

MAX_SEQ: Final = 2**63 - 1
"""The largest seq a store can hold (a signed 64-bit integer, as in SQLite)."""

MEDIA_BLOCK_TOKENS: Final = 1_600
"""Estimate charged for one image or document block (providers bill by pixels or pages)."""

_REF = re.compile(r"ev_([1-9][0-9]{0,17})")
_MAX_ID_LENGTH = 256
_PROVIDER = re.compile(r"[a-z0-9]+(?:[._-][a-z0-9]+)*")
_MAX_PROVIDER_LENGTH = 64


@attrs.frozen
class ToolCall:
    """One call the model made: the id the result will answer, the tool, its arguments."""

    name: str
    """The tool's name."""
    arguments: JSONValue = attrs.field(factory=dict)
    """The arguments, as JSON (usually an object)."""
    id: str | None = None
    """The call id; generated at append (``call_<seq>``) when None."""

    def to_json(self) -> JSONObject:
        """The stored form."""
        return {"id": self.id, "name": self.name, "arguments": self.arguments}


@attrs.frozen
class EventSpec:
    """An event not yet appended: its kind and content, and optionally an external id.

    An external id is what another system calls the message (a framework's message or item
    id), unique in the session: appending a spec whose id is already stored writes nothing
    when its kind and content are those stored under the id, and raises
    `agentstate.errors.ExternalIdConflict` when they differ, so a framework's history can be
    mirrored into the log as often as it is handed over. Give one with `with_external_id`.
    """

    kind: EventKind
    content: JSONObject
    external_id: str | None = None
    """The message's id in the system it comes from (None: it has none)."""

    def with_external_id(self, external_id: str | None) -> EventSpec:
        """This spec under an external id (None: without one).

        Raises:
            InvalidInput: The id is not a printable string of 1 to 256 characters.
        """
        if external_id is not None:
            check_identifier(external_id, what="external_id")
        return EventSpec(self.kind, self.content, external_id)


@attrs.frozen
class Event:
    """One stored event, exactly as appended.

    Treat `content` as read-only: it is the stored record.
    """

    session_id: str
    """The session the event belongs to."""
    seq: int
    """Dense position in the session's log, from 1."""
    kind: EventKind
    """What the event records."""
    content: JSONObject
    """The event's JSON content (see the module docs for each kind's shape)."""
    created_at: datetime
    """When it was appended (from the state's clock), UTC."""
    tokens: int
    """Estimated tokens it adds to a rendered context (0 for kinds not rendered as messages)."""
    cum_tokens: int
    """Running sum of `tokens` over the session's log through this event."""
    open_calls: int
    """Tool calls still awaiting their results after this event; 0 marks a safe split point."""

    @property
    def ref(self) -> str:
        """The stable evidence ref, ``ev_<seq>``."""
        return f"ev_{self.seq}"

    @property
    def is_message(self) -> bool:
        """Whether the model sees this event as a message."""
        return self.kind in MESSAGE_KINDS

    @property
    def tool_calls(self) -> list[ToolCall]:
        """The tool calls of an assistant event (empty for any other kind)."""
        if self.kind is not EventKind.ASSISTANT:
            return []
        calls = self.content.get("tool_calls") or []
        assert isinstance(calls, list)
        return [_tool_call_from_json(call) for call in calls]


def _tool_call_from_json(value: JSONValue) -> ToolCall:
    assert isinstance(value, dict)
    name, call_id = value["name"], value["id"]
    assert isinstance(name, str)
    assert isinstance(call_id, str)
    return ToolCall(name=name, arguments=value.get("arguments"), id=call_id)


@attrs.frozen
class EventRef:
    """What an append returns: the new event's position, and the ids of any calls it made.

    `str(ref)` is the ``ev_<seq>`` string; both forms are accepted wherever a ref is taken.
    """

    session_id: str
    seq: int
    call_ids: tuple[str, ...] = ()
    """Ids of the tool calls this (assistant) event made, in order."""

    @property
    def ref(self) -> str:
        """The stable evidence ref, ``ev_<seq>``."""
        return f"ev_{self.seq}"

    def __str__(self) -> str:
        return self.ref


RefLike = str | EventRef | Event
"""A ref as ``"ev_<seq>"``, or an `EventRef` or `Event` carrying one."""


def format_ref(seq: int) -> str:
    """The ref of the event at `seq`."""
    return f"ev_{seq}"


def parse_ref(ref: object) -> tuple[str | None, int]:
    """Split a ref into (the session it is bound to, or None for a bare string; its seq).

    Raises:
        InvalidRef: not ``ev_<positive integer>``, an `EventRef` or an `Event`.
    """
    if isinstance(ref, str):  # the common case first: a summary's refs are strings
        match = _REF.fullmatch(ref)
        if match:
            return None, int(match[1])
    elif isinstance(ref, (EventRef, Event)):
        return ref.session_id, ref.seq
    shown = repr(ref) if len(repr(ref)) <= 80 else repr(ref)[:77] + "..."
    msg = f"{shown} is not an event ref (expected 'ev_<seq>', an EventRef or an Event)"
    raise InvalidRef(msg, ref=ref)


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


def check_provider(provider: object) -> str:
    """Check an opaque item's provider tag (see `opaque`).

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


# --- checking, rendering and estimating content ------------------------------------------

_ALLOWED_KEYS: Final[Mapping[EventKind, frozenset[str]]] = {
    EventKind.USER: frozenset({"text", "blocks", "extra"}),
    EventKind.SYSTEM: frozenset({"text", "blocks", "extra"}),
    EventKind.ASSISTANT: frozenset({"text", "tool_calls", "blocks", "extra"}),
    EventKind.TOOL_RESULT: frozenset({"call_id", "name", "result", "is_error", "blocks", "extra"}),
}


def check_identifier(value: object, *, what: str) -> str:
    """Check an id (tool call id, tool name): a non-empty string of at most 256 characters."""
    if not isinstance(value, str) or not value or len(value) > _MAX_ID_LENGTH:
        msg = f"{what} must be a non-empty string of at most {_MAX_ID_LENGTH} characters"
        raise InvalidInput(msg)
    if not value.isprintable():
        msg = f"{what} {value!r} holds control characters"
        raise InvalidInput(msg)
    return value


def check_message(kind: EventKind, content: Mapping[str, JSONValue]) -> None:
    """Check the shape of a message's or an opaque item's content (see the module docs).

    Raises:
        InvalidContent: an unknown key, a missing field or a field of the wrong type.
        InvalidInput: an opaque item's provider is not a tag (see `opaque`).
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
