"""The budget rule: a summary fits the tokens it is allowed."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import attrs

from agentstate.summary import NarrativeSummary, fill_values, summary_tokens
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["BudgetRule", "named_value_tokens", "rendered_tokens"]


def rendered_tokens(summary: NarrativeSummary, context: ValidationContext) -> int:
    """Tokens of the summary as a checkpoint renders it, counted with the state's counter.

    Placeholders are filled with the current state (`agentstate.summary.fill_values`), as
    the record the model reads shows them: ``{fact:address}`` costs the address. The same
    count a committed checkpoint records (`agentstate.summary.summary_tokens`): without the
    named values (`agentstate.summary.NAMED_VALUES`), which a request renders only in the
    room its budget leaves.
    """

    def fill(text: str) -> str:
        facts = {key: record.value for key, record in context.facts().items()}
        actions = {
            action_id: (record.kind, record.status)
            for action_id, record in context.action_statuses().items()
        }
        return fill_values(text, facts=facts, actions=actions)

    data = summary.model_dump(mode="json")
    return summary_tokens(data, context.state.token_counter, fill=fill, named_values=0)


def named_value_tokens(summary: NarrativeSummary, context: ValidationContext) -> int:
    """Tokens the summary's named values add to it as a request renders them all."""
    data = summary.model_dump(mode="json")
    counter = context.state.token_counter
    return summary_tokens(data, counter) - summary_tokens(data, counter, named_values=0)


@attrs.frozen
class BudgetRule:
    """The summary fits its token budget (``validate(budget_tokens=...)``; no budget, no check).

    The size is `rendered_tokens` (the summary rendered as a checkpoint is, placeholders
    filled with the current state, counted with the state's token counter: the figure the
    checkpoint records) unless `measure` is given. The named values, which that figure
    leaves out (a request renders them in the room its budget leaves), must fit the budget
    on their own (`named_value_tokens`): a summary cannot grow without bound through them.
    """

    name: str = "budget"
    """The rule's name in findings."""
    severity: Severity = "error"
    """Severity of its findings."""
    measure: Callable[[NarrativeSummary, ValidationContext], int] | None = None
    """How to count a summary's tokens (default `rendered_tokens`)."""

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report a summary larger than ``context.budget_tokens``."""
        summary, budget = context.summary, context.budget_tokens
        if summary is None or budget is None:
            return
        if self.measure is None and (named := named_value_tokens(summary, context)) > budget:
            yield Finding(
                rule=self.name,
                severity=self.severity,
                path="named_values",
                message=f"the named values take {named} tokens, over the budget of {budget}",
                expected=f"at most {budget} tokens of named values",
                found=f"{named} tokens",
            )
        tokens = (self.measure or rendered_tokens)(summary, context)
        if tokens > budget:
            yield Finding(
                rule=self.name,
                severity=self.severity,
                path="",
                message=f"the summary takes {tokens} tokens, over its budget of {budget}",
                expected=f"at most {budget} tokens",
                found=f"{tokens} tokens",
            )
