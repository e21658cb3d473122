"""A cited event as the validation context reads it: decoded, or as stored.

`Cited` (re-exported by `agentstate.validation.core`), and what is read off a stored event's
JSON text without decoding it: the call id a tool result answers.
"""

from __future__ import annotations

import re

from agentstate.backends.base import EncodedEvent
from agentstate.events import Event

__all__ = ["Cited"]


Cited = Event | EncodedEvent
"""A cited event, decoded (`ValidationContext.evidence`) or as stored (`ValidationContext.cited`):
the context reads either (`ValidationContext.holds`, `said`, `stems`, `atoms`)."""


_CALL_ID = re.compile(r'"call_id"\s*:\s*"((?:[^"\\]|\\.)*)"')


def _call_id(event: Cited) -> str | None:
    """The call id a tool result answers, read off its stored text when it can be.

    A result may be large: its text is not decoded when its one "call_id" key is found (a
    result holding a "call_id" of its own is decoded to tell them apart).
    """
    if isinstance(event, Event):
        found = event.content.get("call_id")
        return found if isinstance(found, str) else None
    ids: set[str] = set(_CALL_ID.findall(event.content_json))
    if len(ids) == 1:
        only = ids.pop()
        if "\\" not in only:
            return only
    found = event.decoded().content.get("call_id")
    return found if isinstance(found, str) else None
