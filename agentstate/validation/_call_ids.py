"""Tool call ids in evidence: bookkeeping that pairs a call with its result, not a value.

A tool result's ``call_id`` and the ``id`` of each call an assistant message makes are a
framework's names for a pairing (``call_03_transfer``); a summary that says "3 business
days" is not grounded by the 3 in one. `ValidationContext.holds` reads an event's id strings
cheaply from its stored text (`id_strings`, a superset of its call ids), and only when one of
them could hold a literal reads the event again without its call ids (`without_call_ids`).
"""

from __future__ import annotations

import re

from agentstate._json import JSONValue

__all__ = ["id_strings", "without_call_ids"]

_ID_STRINGS = re.compile(r'"(?:call_id|id)"\s*:\s*"([^"\\]*)"')
"""The strings of ``"call_id"`` and ``"id"`` keys in a JSON text (call ids among them)."""


def id_strings(text: str) -> list[str]:
    """The strings a JSON text holds under ``call_id`` or ``id`` keys.

    A superset of its call ids, cheap to find (`without_call_ids` tells which are).
    """
    return _ID_STRINGS.findall(text)


def without_call_ids(content: JSONValue) -> JSONValue:
    """An event's content without the ids of its tool calls (see the module docs)."""
    if not isinstance(content, dict):
        return content
    bare = {key: value for key, value in content.items() if key != "call_id"}
    calls = bare.get("tool_calls")
    if isinstance(calls, list):
        bare["tool_calls"] = [
            {key: value for key, value in call.items() if key != "id"}
            if isinstance(call, dict)
            else call
            for call in calls
        ]
    return bare
