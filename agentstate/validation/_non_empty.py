"""The non-empty rule: a summary says something, and has an objective."""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["NonEmptyRule"]


def _blank(text: str) -> bool:
    """Whether a text says nothing: no letter and no digit (placeholders hold letters)."""
    return not any(map(str.isalnum, text))


@attrs.frozen
class NonEmptyRule:
    """The summary has an objective, and no item is blank.

    Rejects an objective or any item whose text is blank: without a letter or a digit of any
    script, so empty, whitespace, zero-width characters and punctuation alone. (A summary
    without an objective at all, or with an empty text, is already a schema finding.) Empty
    lists are fine: a summary with no decisions yet must not invent one.
    """

    name: str = "non-empty"
    """The rule's name in findings."""
    severity: Severity = "error"
    """Severity of its findings."""

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report a blank objective or any blank item."""
        summary = context.summary
        if summary is None:
            return
        for path, item in context.items():
            if _blank(item.text):
                yield Finding(
                    rule=self.name,
                    severity=self.severity,
                    path=f"{path}.text",
                    message="the summary has no objective"
                    if path == "objective"
                    else "the item's text is blank",
                    expected="a sentence",
                    found=repr(item.text),
                    refs=tuple(item.refs),
                )
