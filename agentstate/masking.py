r"""Masking at capture: values an application must never store are replaced before they are.

A `Masker` holds `MaskRule`s (a regular expression and what its matches become) and is given
to `AgentState.open` (``mask=``). Every message appended then has its text masked before it
is measured, indexed and stored: user and system text, assistant text and tool-call
arguments, tool results and text blocks, and the copies an import keeps in ``extra``. What
pairs or renders a message (call ids, tool names, ``is_error``, block types) and media
blocks are left alone. The original value never reaches the backend, its index or its files.
An opaque item (`agentstate.events.opaque`) has every string in it masked too: it is then
no longer exactly what its provider produced, but a mask says the value must never be stored
(an encrypted payload's base64 text holds no address and no run of digits that passes as a
card number, so the ready-made rules leave it whole).

Scratchpad writes and ledger params are the application's own values, set explicitly: they
are not masked (a capture rule reads the already masked message, so what it captures is
masked too). `CARD_NUMBER` and `EMAIL` are ready-made rules; any pattern works::

    from agentstate import AgentState
    from agentstate.masking import CARD_NUMBER, EMAIL, Masker, MaskRule

    mask = Masker([CARD_NUMBER, EMAIL, MaskRule(r"\bSSN \d{3}-\d{2}-\d{4}\b", "[ssn]")])
    state = AgentState.open(":memory:", session_id="t-1", mask=mask)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Final

import attrs

from agentstate._json import JSONObject, JSONValue
from agentstate.errors import InvalidInput
from agentstate.events import MESSAGE_KINDS, EventKind

__all__ = ["CARD_NUMBER", "EMAIL", "MaskRule", "Masker"]

_KEPT: Final = frozenset({"call_id", "name", "is_error"})
"""Top-level keys of a message that pair or name it: never masked."""


def _compile(pattern: str | re.Pattern[str]) -> re.Pattern[str]:
    if isinstance(pattern, re.Pattern):
        return pattern
    if not isinstance(pattern, str) or not pattern:
        msg = f"a mask pattern must be a non-empty regular expression, not {pattern!r}"
        raise InvalidInput(msg)
    try:
        return re.compile(pattern)
    except re.error as exc:
        msg = f"mask pattern {pattern!r} is not a regular expression: {exc}"
        raise InvalidInput(msg) from exc


@attrs.frozen
class MaskRule:
    """Replace every match of `pattern` with `replacement`, as ``re.sub`` does."""

    pattern: re.Pattern[str] = attrs.field(converter=_compile)
    """What to mask (a regular expression, compiled if given as text)."""
    replacement: str | Callable[[re.Match[str]], str] = "[masked]"
    """What a match becomes: text (which may name the match's groups), or a function of the
    match (which may return the match unchanged to leave it)."""

    def apply(self, text: str) -> str:
        """`text` with every match replaced."""
        return self.pattern.sub(self.replacement, text)


def _luhn(digits: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


_CARD_SHAPE: Final = re.compile(r"(?<![0-9])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])")


def _mask_cards(match: re.Match[str]) -> str:
    digits = re.sub(r"[ -]", "", match[0])
    return "[card]" if _luhn(digits) else match[0]


CARD_NUMBER: Final = MaskRule(_CARD_SHAPE, _mask_cards)
"""Card numbers: 13 to 19 digits, spaces or dashes allowed between them, that pass the Luhn
check (other long numbers, such as order ids, are left alone)."""

EMAIL: Final = MaskRule(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+", "[email]")
"""E-mail addresses."""


@attrs.frozen
class Masker:
    """Masks the text of messages before they are stored (see the module docs).

    Args:
        rules: Applied in order to every string of a message's content.

    Raises:
        InvalidInput: `rules` is empty or holds something else than `MaskRule`s.
    """

    rules: tuple[MaskRule, ...] = attrs.field(converter=tuple)

    @rules.validator
    def _check(self, _: object, rules: tuple[MaskRule, ...]) -> None:
        if not rules or not all(isinstance(rule, MaskRule) for rule in rules):
            msg = "a Masker needs one or more MaskRule"
            raise InvalidInput(msg)

    def text(self, value: str) -> str:
        """`value` with every rule applied, in order."""
        for rule in self.rules:
            value = rule.apply(value)
        return value

    def _value(self, value: JSONValue) -> JSONValue:
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list):
            return [self._value(item) for item in value]
        if isinstance(value, dict):
            return {self.text(key): self._value(item) for key, item in value.items()}
        return value

    def _block(self, block: JSONValue) -> JSONValue:
        if not isinstance(block, Mapping) or block.get("type") != "text":
            return block  # images and documents: not text to mask
        return {key: self._value(item) if key == "text" else item for key, item in block.items()}

    def content(self, kind: EventKind, content: JSONObject) -> JSONObject:
        """A message's content with its text masked (an opaque item: its item); others as is."""
        if kind is EventKind.OPAQUE:
            return {**content, "item": self._value(content.get("item"))}
        if kind not in MESSAGE_KINDS:
            return content
        out: JSONObject = {}
        for key, value in content.items():
            if key in _KEPT:
                out[key] = value
            elif key == "blocks" and isinstance(value, Sequence) and not isinstance(value, str):
                out[key] = [self._block(block) for block in value]
            elif key == "tool_calls" and isinstance(value, list):
                out[key] = [
                    {**call, "arguments": self._value(call.get("arguments"))}
                    if isinstance(call, dict)
                    else call
                    for call in value
                ]
            else:
                out[key] = self._value(value)
        return out
