"""The budget rule: a summary fits the tokens it is allowed."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import attrs

from agentstate.summary import NarrativeSummary, fill_placeholders
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["BudgetRule", "plain_text", "summary_tokens"]


def plain_text(summary: NarrativeSummary, context: ValidationContext) -> str:
    """The summary as plain text with placeholders filled from current state.

    One line per item, ``path: text (refs)``; ``{fact:KEY}`` becomes the field's current
    value as compact JSON (strings bare) and ``{action:ID}`` becomes ``ID (kind, status)``.
    A placeholder naming nothing stays as written.
    """

    def resolve(kind: str, name: str) -> str:
        if kind == "fact":
            record = context.fact(name)
            if record is None:
                return f"{{fact:{name}}}"
            value = record.value
            return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))
        action = context.action(name)
        return (
            f"{{action:{name}}}" if action is None else f"{name} ({action.kind}, {action.status})"
        )

    lines = []
    for path, item in summary.items():
        refs = f" ({', '.join(item.refs)})" if item.refs else ""
        lines.append(f"{path}: {fill_placeholders(item.text, resolve)}{refs}")
    return "\n".join(lines)


def summary_tokens(summary: NarrativeSummary, context: ValidationContext) -> int:
    """Tokens of `plain_text`, counted with the state's token counter."""
    return context.state.token_counter.count(plain_text(summary, context))


@attrs.frozen
class BudgetRule:
    """The summary fits its token budget (``validate(budget_tokens=...)``; no budget, no check).

    The size is `summary_tokens` (the summary as plain text, placeholders filled with
    current values, counted with the state's token counter) unless `measure` is given, for
    instance the context renderer's own count.
    """

    name: str = "budget"
    """The rule's name in findings."""
    severity: Severity = "error"
    """Severity of its findings."""
    measure: Callable[[NarrativeSummary, ValidationContext], int] | None = None
    """How to count a summary's tokens (default `summary_tokens`)."""

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report a summary larger than ``context.budget_tokens``."""
        summary, budget = context.summary, context.budget_tokens
        if summary is None or budget is None:
            return
        tokens = (self.measure or summary_tokens)(summary, context)
        if tokens > budget:
            yield Finding(
                rule=self.name,
                severity=self.severity,
                path="",
                message=f"the summary takes {tokens} tokens, over its budget of {budget}",
                expected=f"at most {budget} tokens",
                found=f"{tokens} tokens",
            )
