"""Acts a cited result says were not done: a key of the act holding nothing.

A call that only hands a request on answers with what it did and what it did not: ``"status":
"sent_to_registry", "permits_printed": 0``. "Permits printed by the registry", citing
that result, says the act its key counts as none was done. Read on a past participle of a
verb that ends a key of a cited tool result, after a word of the participle's clause ("permits"
of ``permits_printed``; not ``late_cancel_fee``, a fee's), whose value is nothing (0, false,
null, empty); not on one negated, conditional or hedged ("will be issued", "not issued yet").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Final

import attrs

from agentstate._json import JSONValue, held_json
from agentstate.backends.base import EncodedEvent
from agentstate.events import EventKind
from agentstate.summary import Item
from agentstate.validation._action_results import NOTHING
from agentstate.validation._language import Sentence, content_stem, stem
from agentstate.validation._rule import clipped
from agentstate.validation._status_cues import negated
from agentstate.validation._status_words import past_stem
from agentstate.validation.core import Cited, Finding, Severity, ValidationContext

__all__ = ["NoneDone", "none_done", "told_done_of_none"]

_KEY_WORD: Final = re.compile(r"[a-z]+")
_SHORTEST: Final = 4
"""The fewest letters of a verb's stem read against a result's keys."""


@attrs.frozen
class NoneDone:
    """A participle of an act that a cited result's key says was not done."""

    index: int
    """The participle's position in its sentence."""
    key: str
    """The result's key, as written (``permits_printed``)."""
    value: JSONValue
    """What the key holds (0)."""
    ref: str
    """The result that holds it."""


def none_done(
    context: ValidationContext, sentence: Sentence, cited: Sequence[Cited]
) -> Iterator[NoneDone]:
    """Each participle of `sentence` whose act a cited result's key says was not done."""
    results = [
        (event, context.text(event).lower())
        for event in cited
        if event.kind is EventKind.TOOL_RESULT
    ]
    if not results or sentence.question:
        return
    tokens = sentence.tokens
    for index, token in enumerate(tokens):
        if not token.lower.endswith("ed"):
            continue  # the common case: no participle ("issued", "booked") to read
        verb = past_stem(token)
        if verb is None or len(verb) < _SHORTEST:
            continue
        clause = {
            word
            for other in tokens
            if other.clause == token.clause
            and other is not token
            and (word := content_stem(other)) is not None
        }
        for event, stored in results:
            if token.lower not in stored:
                continue  # its text names no key of the participle
            decoded = context.event(event.ref)
            if decoded is None:
                continue
            held = _key_of_nothing(decoded.content.get("result"), verb, clause)
            if held is not None and not negated(tokens, start=index, end=index + 1, noun=False):
                yield NoneDone(index, held[0], held[1], event.ref)
                break


def told_done_of_none(
    context: ValidationContext, path: str, item: Item, *, rule: str, severity: Severity
) -> Iterator[Finding]:
    """Report each act an item says was done that a result it cites says none was of."""
    if "ed" not in item.text:
        return  # no participle: the common case
    cited = [event for event in context.cited(item.refs) if _counts_none(context, event)]
    if not cited:
        return  # no cited result has a key of a participle holding nothing: the common case
    for sentence in context.sentences(item.text):
        for found in none_done(context, sentence, cited):
            token = sentence.tokens[found.index]
            said = sentence.text_in(item.text)
            yield Finding(
                rule=rule,
                severity=severity,
                path=f"{path}.text",
                message=(
                    f"says {token.text!r}, but the result it cites ({found.ref}) says "
                    f"{found.key} is {found.value!r}"
                ),
                expected=f"nothing {token.text} ({found.key}: {found.value!r})",
                found=clipped(said),
                refs=(found.ref,),
            )


_NOTHING_KEY: Final = re.compile(r'ed\\?"\s*:\s*(?:0|0\.0|false|null|\[\]|\{\}|"")\s*[,}]')
"""A key ending in "-ed" holding nothing, in a result's stored JSON text (a quick test)."""


def _counts_none(context: ValidationContext, event: Cited) -> bool:
    """Whether a tool result's stored text has a key ending in "-ed" that holds nothing."""
    if event.kind is not EventKind.TOOL_RESULT or not isinstance(event, EncodedEvent):
        return False
    found = context.cache.setdefault("none_done.counts_none", {})
    assert isinstance(found, dict)
    answer = found.get(event.seq)
    if answer is None:
        answer = found[event.seq] = _NOTHING_KEY.search(event.content_json) is not None
    return bool(answer)


def _key_of_nothing(node: JSONValue, verb: str, clause: set[str]) -> tuple[str, JSONValue] | None:
    """A key naming `verb` and a word of `clause`, whose value is nothing, at any depth."""
    node = held_json(node)
    if isinstance(node, dict):
        for key, value in node.items():
            words = [stem(word) for word in _KEY_WORD.findall(key.lower())]
            # the act's own count or flag: its participle ends the key ("permits_printed"), as
            # no fee's does ("late_cancel_fee")
            if words and words[-1] == verb and clause.intersection(words[:-1]) and value in NOTHING:
                return key, value
            if (found := _key_of_nothing(value, verb, clause)) is not None:
                return found
    elif isinstance(node, list):
        for value in node:
            if (found := _key_of_nothing(value, verb, clause)) is not None:
                return found
    return None
