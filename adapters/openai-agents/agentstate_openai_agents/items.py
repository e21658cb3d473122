"""Responses input items (what an Agents SDK session stores) as agentstate message specs.

Each item becomes one event whose ``extra`` keeps the item whole (``{"openai_agents":
{"item": ...}}``), so `item_of` gives back exactly what was added, and whose neutral content
is what agentstate renders, searches and summarizes:

- a message item (``role`` user, system, developer or assistant): its text (the text of its
  content parts, one per line);
- ``function_call``: an assistant event with the call (its ``call_id``, name and arguments,
  parsed when they are JSON);
- ``function_call_output``: the call's tool result (the output, parsed when it is JSON);
- any other item (reasoning, hosted tools, compaction items): a system note `OPAQUE_NOTE`
  holding the item, never shown to the model (`agentstate_openai_agents.AgentStateSession`
  leaves such notes out of the input it renders).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final

from agentstate import Event, EventKind, EventSpec
from agentstate.errors import InvalidInput
from agentstate.json_values import JSONObject

__all__ = ["EXTRA_KEY", "HELD_NOTE", "OPAQUE_NOTE", "held_spec", "item_of", "item_spec"]

EXTRA_KEY: Final = "openai_agents"
"""The key of ``extra`` under which an event keeps its item."""

OPAQUE_NOTE: Final = "[an Agents SDK item agentstate does not render]"
"""The text of the system note that holds an item agentstate has no message for."""

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
        spec = EventSpec(EventKind.SYSTEM, {"text": OPAQUE_NOTE, "extra": extra})
    item_id = plain.get("id")
    if isinstance(item_id, str) and item_id and item_id.isprintable() and len(item_id) <= 256:
        return spec.with_external_id(item_id)
    return spec


def held_spec(item: Mapping[str, Any]) -> EventSpec:
    """A note holding a function call whose output was popped: returned, never paired again."""
    extra: JSONObject = {EXTRA_KEY: {"item": _plain(item)}}
    return EventSpec(EventKind.SYSTEM, {"text": HELD_NOTE, "extra": extra})


def item_of(event: Event) -> dict[str, Any] | None:
    """The item an event keeps (also inside a stray-result note), or None."""
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
