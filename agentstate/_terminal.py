r"""Stored text as a terminal may show it: every control character written visibly.

Event text is hostile input. Printed raw, an escape sequence in a tool result clears the
operator's screen, moves the cursor over earlier lines or retitles the window, and a bidi
override reverses what follows it. The command line shows such characters as escapes
(``\x1b``, ``\u202e``) instead: what was stored, readable, and inert.
"""

from __future__ import annotations

import json
from typing import Final

from agentstate._json import JSONValue

__all__ = ["visible", "visible_json"]

_BIDI: Final = (0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))
"""Characters that reorder the text around them (Unicode's explicit bidi formatting)."""

_CONTROLS: Final = (*range(0x20), 0x7F, *range(0x80, 0xA0))
"""C0, DEL and C1: ESC and CSI among them."""

_VISIBLE: Final = str.maketrans(
    {
        **{code: f"\\x{code:02x}" for code in _CONTROLS if code != 0x0A},
        **{code: f"\\u{code:04x}" for code in _BIDI},
    }
)
_VISIBLE_JSON: Final = str.maketrans(
    {code: f"\\u{code:04x}" for code in (0x7F, *range(0x80, 0xA0), *_BIDI)}
)
"""What JSON leaves raw (it escapes only below U+0020), as JSON escapes."""


def visible(text: str, *, newlines: bool = True) -> str:
    r"""`text` with every control and bidi character written as an escape.

    Args:
        text: Any text, typically from the store.
        newlines: Keep line breaks as they are (False writes them ``\x0a`` too).
    """
    shown = text.translate(_VISIBLE)
    return shown if newlines else shown.replace("\n", "\\x0a")


def visible_json(value: JSONValue, *, indent: int | None = 2) -> str:
    """`value` as JSON text that is safe on a terminal and still the same JSON."""
    return json.dumps(value, ensure_ascii=False, indent=indent).translate(_VISIBLE_JSON)
