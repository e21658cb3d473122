"""Responses input items (what an Agents SDK session stores) as agentstate event specs.

Each item a message stands for becomes one message event whose ``extra`` keeps the item
whole (``{"openai_agents": {"item": ...}}``), so `item_of` gives back exactly what was
added, and whose neutral content is what agentstate renders, searches and summarizes:

- a message item (``role`` user, system, developer or assistant): its text (the text of its
  content parts, one per line);
- ``function_call``: an assistant event with the call (its ``call_id``, name and arguments,
  parsed when they are JSON);
- ``function_call_output``: the call's tool result (the output, parsed when it is JSON);
- any other item (reasoning, hosted tools' calls, compaction items): an opaque item of
  provider `PROVIDER` (`agentstate.events.opaque`), the item itself, stored exactly and
  never rendered for a model, searched or summarized.

Sessions written before opaque items kept such items as system notes with the text
`OPAQUE_NOTE` holding the item in ``extra``: they are still read (`item_of` gives their
items back, the session's model input leaves them out), and an item added again under the
id of such a note is recognised as the note (`legacy_spec`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final

from agentstate import Event, EventKind, EventSpec
from agentstate.errors import InvalidInput
from agentstate.events import opaque
from agentstate.json_values import JSONObject

__all__ = [
    "EXTRA_KEY",
    "HELD_NOTE",
    "OPAQUE_NOTE",
    "PROVIDER",
    "held_spec",
    "item_of",
    "is_legacy_note",
    "item_spec",
    "legacy_spec",
]

PROVIDER: Final = "openai-responses"
"""The provider tag of the opaque items the bridge stores: Responses API items."""

EXTRA_KEY: Final = "openai_agents"
"""The key of ``extra`` under which an event keeps its item."""

OPAQUE_NOTE: Final = "[an Agents SDK item agentstate does not render]"
"""The text of the system note that held an item agentstate has no message for, in sessions
written before opaque items (read still; never written now)."""

HELD_NOTE: Final = "[an Agents SDK function call whose output was popped]"


def _json_or_text(value: object) -> Any:
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def _text(content: object) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [part.get("text") for part in content if isinstance(part, Mapping)]
        return "\n".join(part for part in parts if isinstance(part, str))
    return ""


def _plain(item: Mapping[str, Any]) -> JSONObject:
    """The item as plain JSON (a model object the SDK passes is dumped as the SDK would)."""
    try:
        return dict(json.loads(json.dumps(item)))
    except (TypeError, ValueError) as exc:
        msg = f"a session item must be a JSON object, got {type(item).__name__}"
        raise InvalidInput(msg) from exc


def item_spec(item: Mapping[str, Any]) -> EventSpec:
    """The spec of one item, under its ``id`` as external id when it has one.

    Raises:
        InvalidInput: The item is not a JSON object.
    """
    if not isinstance(item, Mapping):
        msg = f"a session item must be a mapping, got {type(item).__name__}"
        raise InvalidInput(msg)
    plain = _plain(item)
    extra: JSONObject = {EXTRA_KEY: {"item": plain}}
    kind = plain.get("type")
    role = plain.get("role")
    if kind == "function_call":
        call = {
            "id": str(plain.get("call_id")),
            "name": str(plain.get("name")),
            "arguments": _json_or_text(plain.get("arguments")),
        }
        spec = EventSpec(EventKind.ASSISTANT, {"text": None, "tool_calls": [call], "extra": extra})
    elif kind == "function_call_output":
        content = {
            "call_id": str(plain.get("call_id")),
            "name": None,
            "result": _json_or_text(plain.get("output")),
            "is_error": False,
            "extra": extra,
        }
        spec = EventSpec(EventKind.TOOL_RESULT, content)
    elif kind in (None, "message") and role in ("user", "system", "developer", "assistant"):
        text = _text(plain.get("content"))
        if role == "assistant":
            spec = EventSpec(EventKind.ASSISTANT, {"text": text, "tool_calls": [], "extra": extra})
        else:
            spec_kind = EventKind.USER if role == "user" else EventKind.SYSTEM
            spec = EventSpec(spec_kind, {"text": text, "extra": extra})
    else:
        spec = opaque(plain, provider=PROVIDER)
    item_id = plain.get("id")
    if isinstance(item_id, str) and item_id and item_id.isprintable() and len(item_id) <= 256:
        return spec.with_external_id(item_id)
    return spec


def held_spec(item: Mapping[str, Any]) -> EventSpec:
    """A note holding a function call whose output was popped: returned, never paired again."""
    extra: JSONObject = {EXTRA_KEY: {"item": _plain(item)}}
    return EventSpec(EventKind.SYSTEM, {"text": HELD_NOTE, "extra": extra})


def legacy_spec(spec: EventSpec) -> EventSpec:
    """The system note an opaque item's spec was stored as before opaque items, same id."""
    extra: JSONObject = {EXTRA_KEY: {"item": spec.content["item"]}}
    note = EventSpec(EventKind.SYSTEM, {"text": OPAQUE_NOTE, "extra": extra})
    return note.with_external_id(spec.external_id)


def is_legacy_note(event: Event) -> bool:
    """Whether `event` is a note holding an item, as sessions before opaque items stored it."""
    return event.kind is EventKind.SYSTEM and event.content.get("text") == OPAQUE_NOTE


def item_of(event: Event) -> dict[str, Any] | None:
    """The item an event keeps (also inside a stray-result note), or None.

    An opaque item of another provider than `PROVIDER` is not this bridge's to give back, and
    one redacted whole holds no item any more: None for both.
    """
    if event.kind is EventKind.OPAQUE:
        item = event.content.get("item")
        mine = event.content.get("provider") == PROVIDER and isinstance(item, dict)
        return dict(item) if mine else None  # type: ignore[arg-type]  # a dict when mine
    extra = event.content.get("extra")
    if isinstance(extra, dict):
        stray = extra.get("stray_result")
        if isinstance(stray, dict):
            result = stray.get("result")
            extra = result.get("extra") if isinstance(result, dict) else None
    if not isinstance(extra, dict):
        return None
    kept = extra.get(EXTRA_KEY)
    item = kept.get("item") if isinstance(kept, dict) else None
    return dict(item) if isinstance(item, dict) else None
