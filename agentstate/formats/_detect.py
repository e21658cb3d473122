"""Which provider format a message list is in, read from the marks only one format has.

Most of a conversation reads the same in both formats (``{"role": "user", "content":
"..."}``); tool calls, tool results, media and system messages do not:

- OpenAI Chat Completions: a ``tool`` (or legacy ``function``) or ``developer`` or
  ``system`` role, an assistant's ``tool_calls`` or ``function_call``, a ``tool_call_id``,
  or a content part of type ``image_url``, ``input_audio`` or ``file``;
- Anthropic Messages: a content block of type ``tool_use``, ``tool_result``, ``image``,
  ``document``, ``thinking``, ``redacted_thinking``, or a server tool's block.

`detect_format` names the format a list's marks show (plain text alone reads the same either
way: it is parsed as Anthropic), and refuses a list that shows both; `check_format` refuses a
list named as one format that shows the other's marks. Either error names the first
offending message, so nothing is imported from a list read in the wrong format: without
this, an OpenAI assistant's ``tool_calls`` read as Anthropic would be kept as an opaque extra
and no call registered.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from agentstate._json import JSONValue
from agentstate.errors import InvalidContent

__all__ = ["check_format", "detect_format"]

_OPENAI_ROLES: Final = frozenset({"tool", "function", "developer", "system"})
_OPENAI_KEYS: Final = ("tool_calls", "function_call", "tool_call_id")
_OPENAI_PARTS: Final = frozenset({"image_url", "input_audio", "file"})
_ANTHROPIC_BLOCKS: Final = frozenset({
    "tool_use", "tool_result", "image", "document", "thinking", "redacted_thinking",
    "server_tool_use", "web_search_tool_result", "search_result", "container_upload",
})  # fmt: skip


def _openai_mark(message: Mapping[str, JSONValue], *, system: bool = True) -> str | None:
    role = message.get("role")
    if role in _OPENAI_ROLES and (system or role != "system"):
        return f"the role {role!r}"
    for key in _OPENAI_KEYS:
        if message.get(key) is not None:
            return f"a {key!r} key"
    content = message.get("content")
    for part in content if isinstance(content, list) else []:
        if isinstance(part, Mapping) and part.get("type") in _OPENAI_PARTS:
            return f"a {part['type']!r} content part"
    return None


def _anthropic_mark(message: Mapping[str, JSONValue]) -> str | None:
    content = message.get("content")
    for block in content if isinstance(content, list) else []:
        if isinstance(block, Mapping) and block.get("type") in _ANTHROPIC_BLOCKS:
            return f"a {block['type']!r} block"
    return None


def _first(
    messages: Sequence[JSONValue], format: str, *, system: bool = True
) -> tuple[int, str] | None:
    """The first message with a mark of `format`, and the mark.

    With `system` False, a ``system`` role is no OpenAI mark (the Anthropic parser refuses
    it with its own advice: a system note is appended with ``append_system``).
    """
    for index, message in enumerate(messages):
        if not isinstance(message, Mapping):
            continue
        found = (
            _openai_mark(message, system=system) if format == "openai" else _anthropic_mark(message)
        )
        if found is not None:
            return index, found
    return None


def detect_format(messages: Sequence[JSONValue]) -> str:
    """The format a message list's marks show (``"anthropic"`` when it shows none).

    Raises:
        InvalidContent: The list shows marks of both formats (the error names one of each).
    """
    openai, anthropic = _first(messages, "openai"), _first(messages, "anthropic")
    if openai is not None and anthropic is not None:
        msg = (
            f"the messages mix formats: message {openai[0]} is OpenAI ({openai[1]}) and "
            f"message {anthropic[0]} is Anthropic ({anthropic[1]}); import each list with "
            "its own format"
        )
        raise InvalidContent(msg)
    return "openai" if openai is not None else "anthropic"


def check_format(messages: Sequence[JSONValue], format: str) -> None:
    """Refuse a list named as `format` that shows the other format's marks.

    Raises:
        InvalidContent: It does (the error names the first such message and its mark).
    """
    other = "anthropic" if format == "openai" else "openai"
    found = _first(messages, other, system=False)
    if found is not None:
        index, mark = found
        msg = (
            f"message {index} is an {'OpenAI' if other == 'openai' else 'Anthropic'} message "
            f"({mark}), not {format}: pass format={other!r}, or format=None to detect it. "
            "Nothing was imported"
        )
        raise InvalidContent(msg)
