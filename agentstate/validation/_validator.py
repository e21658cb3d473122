"""`validate`: run the rules over a candidate summary, on one snapshot of the session."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import attrs

from agentstate._json import JSONValue
from agentstate.errors import InvalidInput
from agentstate.summary import Checkpoint, NarrativeSummary
from agentstate.validation._attribution import AttributionRule
from agentstate.validation._authority import AuthorityRule
from agentstate.validation._budget import BudgetRule
from agentstate.validation._constraints import ConstraintsRule
from agentstate.validation._grounding import GroundingRule
from agentstate.validation._non_empty import NonEmptyRule
from agentstate.validation._refs import RefsRule
from agentstate.validation._schema import SchemaRule
from agentstate.validation.core import SEVERITIES, Finding, Rule, Severity, ValidationContext

if TYPE_CHECKING:
    from agentstate.session import Session

__all__ = ["DEFAULT_RULES", "validate"]

DEFAULT_RULES: tuple[Rule, ...] = (
    SchemaRule(),
    NonEmptyRule(),
    RefsRule(),
    GroundingRule(),
    AuthorityRule(),
    ConstraintsRule(),
    AttributionRule(),
    BudgetRule(),
)
"""The rules every compaction runs, in order."""


def _check_arguments(
    covers_through: object,
    *,
    budget_tokens: object,
    rules: Sequence[Rule],
    severity: Mapping[str, str],
) -> None:
    if isinstance(covers_through, bool) or not isinstance(covers_through, int):
        msg = f"covers_through must be an integer, got {covers_through!r}"
        raise InvalidInput(msg)
    if budget_tokens is not None and (
        isinstance(budget_tokens, bool) or not isinstance(budget_tokens, int) or budget_tokens < 0
    ):
        msg = f"budget_tokens must be a non-negative integer or None, got {budget_tokens!r}"
        raise InvalidInput(msg)
    for rule in rules:
        if not all(hasattr(rule, attribute) for attribute in ("name", "severity", "check")):
            msg = f"{rule!r} is not a validator rule (it needs name, severity and check)"
            raise InvalidInput(msg)
    names = {rule.name for rule in rules}
    for name, level in severity.items():
        if level not in SEVERITIES:
            msg = f"severity of {name!r} must be 'error' or 'warning', not {level!r}"
            raise InvalidInput(msg)
        if name not in names:
            msg = f"no rule named {name!r} to set the severity of (rules: {sorted(names)})"
            raise InvalidInput(msg)
        if name == "schema" and level != "error":
            msg = "the schema rule's findings are always errors: a malformed summary never commits"
            raise InvalidInput(msg)


def validate(
    candidate: NarrativeSummary | Mapping[str, JSONValue] | object,
    state: Session,
    *,
    covers_through: int,
    parent: Checkpoint | None = None,
    schema: type[NarrativeSummary] | None = None,
    budget_tokens: int | None = None,
    rules: Sequence[Rule] = DEFAULT_RULES,
    severity: Mapping[str, Severity] | None = None,
) -> list[Finding]:
    """Check a candidate summary against its schema, the evidence and the session's state.

    Every rule reads the same consistent snapshot of the session. The schema rule runs
    first; if it reports anything, no other rule runs (they read a parsed summary).

    Args:
        candidate: A `NarrativeSummary` (or subclass) or the raw dict a model produced;
            anything else is reported as a schema finding, never raised.
        state: The session the candidate summarizes.
        covers_through: The last seq the candidate would cover.
        parent: The checkpoint it would replace (default: the session's latest).
        schema: The summary schema (default: the candidate's class, else `NarrativeSummary`).
        budget_tokens: The most tokens the summary may take, if bounded.
        rules: The rules to run, in order (default `DEFAULT_RULES`); add a domain rule with
            ``[*DEFAULT_RULES, MyRule()]``, drop one by filtering on its name.
        severity: Per-rule severity overrides by rule name (``{"budget": "warning"}``): the
            findings of that rule get this severity. The schema rule's stay errors.

    Returns:
        Every finding, errors and warnings, in rule order. Empty means the candidate passes;
        `blocking` picks the findings that block a commit.

    Raises:
        InvalidInput: A bad argument: `covers_through` or `budget_tokens` not an integer, an
            object in `rules` that is not a rule, or a severity override that names no rule,
            is not ``"error"``/``"warning"``, or lowers the schema rule.
    """
    overrides = dict(severity or {})
    rules = list(rules)
    _check_arguments(covers_through, budget_tokens=budget_tokens, rules=rules, severity=overrides)
    if schema is None:
        schema = type(candidate) if isinstance(candidate, NarrativeSummary) else NarrativeSummary
    findings: list[Finding] = []
    with state.log.read() as reader:
        if parent is None:
            parent = reader.latest_checkpoint()
        context = ValidationContext(
            state=state,
            candidate=candidate,
            schema=schema,
            covers_through=covers_through,
            parent=parent,
            budget_tokens=budget_tokens,
            reader=reader,
        )
        for rule in rules:
            level = overrides.get(rule.name)
            findings.extend(
                finding if level is None else attrs.evolve(finding, severity=level)
                for finding in rule.check(context)
            )
            if rule.name == "schema" and context.summary is None:
                break
    return findings
