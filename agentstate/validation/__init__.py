"""The summary validator: no candidate summary becomes the model's context unchecked.

`validate(candidate, state, *, covers_through)` runs every rule over a candidate (a
`NarrativeSummary`, or the raw dict a model produced) and returns every finding. A finding of
severity ``"error"`` blocks the commit; a ``"warning"`` is recorded and does not. Malformed
input is reported as findings, never raised.

The default rules, in order (each one's reading is in docs/concepts/validator.md):

- ``schema`` (`SchemaRule`): JSON Schema, then pydantic;
- ``non-empty`` (`NonEmptyRule`): an objective, and no blank item;
- ``refs`` (`RefsRule`): refs exist in this session, inside the coverage, not summaries;
- ``grounding`` (`GroundingRule`): literal values come from cited evidence or named state;
- ``authority`` (`AuthorityRule`): no claim of approval or execution beyond the ledger;
- ``constraints`` (`ConstraintsRule`): the parent checkpoint's constraints carry forward;
- ``attribution`` (`AttributionRule`): requests put to the user cite a user event saying
  them; decisions cite where they were made;
- ``budget`` (`BudgetRule`): the summary fits its token budget.

The rule set is extensible (``rules=[*DEFAULT_RULES, MyRule()]``) and its strictness
explicit: each rule has a severity, and ``validate(severity={"budget": "warning"})``
overrides it per rule.
"""

from __future__ import annotations

from agentstate.validation._action_kinds import KindWords
from agentstate.validation._attribution import AttributionRule
from agentstate.validation._authority import AuthorityRule
from agentstate.validation._budget import BudgetRule
from agentstate.validation._constraints import ConstraintsRule
from agentstate.validation._grounding import GroundingRule
from agentstate.validation._non_empty import NonEmptyRule
from agentstate.validation._refs import RefsRule
from agentstate.validation._schema import SchemaRule
from agentstate.validation._validator import DEFAULT_RULES, validate
from agentstate.validation.core import Finding, Rule, Severity, ValidationContext, blocking

__all__ = [
    "DEFAULT_RULES",
    "AttributionRule",
    "AuthorityRule",
    "BudgetRule",
    "ConstraintsRule",
    "Finding",
    "GroundingRule",
    "KindWords",
    "NonEmptyRule",
    "RefsRule",
    "Rule",
    "SchemaRule",
    "Severity",
    "ValidationContext",
    "blocking",
    "validate",
]
