"""Choices between two values told the other way round: "Charge CC-3310, NOT CC-7720".

A user picks one value and turns another down by name ("put it on 7720 - NOT 3310"); a
requirement that tells the same choice with the values swapped asks for the one refused. The
requirement must tell a choice itself (a value it asks for, and one after a negation in the
same sentence), and the user's message must turn down the value it asks for: each value is
read by its digits (three or more), so "CC-3310" is the card the user called "3310".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from agentstate.events import EventKind
from agentstate.summary import Item
from agentstate.validation._rule import clipped
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["swapped_choices"]

_NEGATED_VALUE: Final = re.compile(
    r"\b(?:not|never|rather than|instead of)\b[\s:,-]*(?:the\s+|on\s+|to\s+|in\s+)?"
    r"(?:[A-Za-z]+[-#\s]?)?(\d{3,})\b",
    re.IGNORECASE,
)
"""A value after a negation: "NOT 3310", "not the 5120 one", "rather than CC-7720"."""
_VALUE: Final = re.compile(r"(?<![\d.,])(?:[A-Za-z]+[-#]?)?(\d{3,})\b")
"""A value read by its digits: "CC-3310", "#3310", "3310"."""


def swapped_choices(
    context: ValidationContext, path: str, item: Item, *, rule: str, severity: Severity
) -> Iterator[Finding]:
    """Report a requirement telling a choice of values the other way round (see the module)."""
    text = item.text
    if not _NEGATED_VALUE.search(text):
        return
    users = [event for event in context.cited(item.refs) if event.kind is EventKind.USER]
    for sentence in context.sentences(text):
        said = sentence.text_in(text)
        turned = {match.group(1) for match in _NEGATED_VALUE.finditer(said)}
        if not turned:
            continue
        spans = [match.span() for match in _NEGATED_VALUE.finditer(said)]
        asked = {
            match.group(1)
            for match in _VALUE.finditer(said)
            if not any(start <= match.start() < end for start, end in spans)
            and match.group(1) not in turned
        }
        for event in users:
            refused = {match.group(1) for match in _NEGATED_VALUE.finditer(context.text(event))}
            wanted = asked & refused
            if wanted and turned - refused:
                value = sorted(wanted)[0]
                yield Finding(
                    rule=rule,
                    severity=severity,
                    path=f"{path}.text",
                    message=(
                        f"asks for {value!r} and turns down {sorted(turned - refused)[0]!r}, "
                        f"but the user turned down {value!r} ({event.ref})"
                    ),
                    expected="the user's choice, with the value they turned down negated",
                    found=clipped(said),
                    refs=(event.ref,),
                )
                return
