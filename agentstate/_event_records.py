"""The event records: kinds, specs, stored events and refs, re-exported by `agentstate.events`.

What an event is (`EventKind`, `EventSpec`, `Event`, `ToolCall`), how one is named (`EventRef`,
``ev_<seq>`` refs) and the check of the ids it carries (`check_identifier`). The checks and
text of each kind's content are in `agentstate._event_content`; the builders of specs in
`agentstate.events`, whose docstring gives each kind's content.
"""

from __future__ import annotations

import re
from datetime import datetime
from enum import StrEnum
from typing import Final

import attrs

from agentstate._json import JSONObject, JSONValue
from agentstate.errors import InvalidInput, InvalidRef

__all__ = [
    "APPENDABLE_KINDS",
    "MAX_SEQ",
    "MESSAGE_KINDS",
    "Event",
    "EventKind",
    "EventRef",
    "EventSpec",
    "RefLike",
    "ToolCall",
    "check_identifier",
    "format_ref",
    "parse_ref",
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

_REF = re.compile(r"ev_([1-9][0-9]{0,17})")
_MAX_ID_LENGTH = 256


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
    """The event's JSON content (see `agentstate.events` for each kind's shape)."""
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


def check_identifier(value: object, *, what: str) -> str:
    """Check an id (tool call id, tool name): a non-empty string of at most 256 characters."""
    if not isinstance(value, str) or not value or len(value) > _MAX_ID_LENGTH:
        msg = f"{what} must be a non-empty string of at most {_MAX_ID_LENGTH} characters"
        raise InvalidInput(msg)
    if not value.isprintable():
        msg = f"{what} {value!r} holds control characters"
        raise InvalidInput(msg)
    return value
