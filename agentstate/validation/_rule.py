"""A rule and what it yields: the `Rule` protocol, findings and their severities.

Also `candidate_json`, the candidate as rules and the compaction read it
(`ValidationContext.raw`). Re-exported by `agentstate.validation.core`, beside the
`ValidationContext` a rule is given.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Literal, Protocol, runtime_checkable

import attrs
from pydantic_core import PydanticSerializationError

from agentstate._json import JSONObject
from agentstate.summary import NarrativeSummary

if TYPE_CHECKING:
    from agentstate.validation.core import ValidationContext

__all__ = [
    "SEVERITIES",
    "Finding",
    "Rule",
    "Severity",
    "blocking",
    "candidate_json",
    "clipped",
    "graded",
]

Severity = Literal["error", "warning"]
"""``"error"`` blocks the commit; ``"warning"`` is recorded and does not."""

SEVERITIES: frozenset[str] = frozenset({"error", "warning"})
"""Every valid severity."""


def graded(severity: Severity, *, certain: bool) -> Severity:
    """The severity of a rule's finding: the rule's own when certain, else a warning.

    A true statement weakly cited is recorded, never blocking.
    """
    return severity if certain else "warning"


_FOUND_LIMIT = 200
"""The most characters of the summary's text a finding shows as what it found."""


def clipped(text: str) -> str:
    """The summary's text as a finding shows it (`Finding.found`): cut to 200 characters."""
    if len(text) <= _FOUND_LIMIT:
        return text
    return text[: _FOUND_LIMIT - 3] + "..."


@attrs.frozen(kw_only=True)
class Finding:
    """One problem with a candidate summary."""

    rule: str
    """The rule that found it (``schema``, ``refs``, ``authority``, ...)."""
    severity: Severity
    """``"error"`` blocks the commit; ``"warning"`` is recorded only."""
    path: str
    """Where in the summary (``"decisions[1].text"``; ``""`` for the whole summary)."""
    message: str
    """What is wrong, in a sentence a person can act on."""
    expected: str | None = None
    """What the rule expected to find."""
    found: str | None = None
    """What it found instead."""
    refs: tuple[str, ...] = ()
    """Refs of the events involved."""

    def __str__(self) -> str:
        where = f" at {self.path}" if self.path else ""
        detail = ""
        if self.expected is not None or self.found is not None:
            detail = f" (expected {self.expected!s}; found {self.found!s})"
        refs = f" [{', '.join(self.refs)}]" if self.refs else ""
        return f"{self.severity}: {self.rule}{where}: {self.message}{detail}{refs}"

    def to_json(self) -> JSONObject:
        """The finding as JSON, as recorded in a rejected compaction's event."""
        return {
            "rule": self.rule,
            "severity": self.severity,
            "path": self.path,
            "message": self.message,
            "expected": self.expected,
            "found": self.found,
            "refs": list(self.refs),
        }


def blocking(findings: Iterable[Finding]) -> list[Finding]:
    """The findings that block a commit (severity ``"error"``)."""
    return [finding for finding in findings if finding.severity == "error"]


def candidate_json(candidate: object) -> JSONObject | None:
    """A candidate as JSON: a summary dumped, a mapping with string keys as a dict, else None."""
    if isinstance(candidate, NarrativeSummary):
        try:
            # Values pydantic never checked dump as they are, unannounced: the schema rule
            # reports them.
            dumped: JSONObject = candidate.model_dump(mode="json", warnings=False)
        except (PydanticSerializationError, TypeError, ValueError):
            return None  # fields pydantic never checked (``model_construct``) that do not dump
        return dumped
    if isinstance(candidate, Mapping) and all(isinstance(key, str) for key in candidate):
        return dict(candidate)
    return None


@runtime_checkable
class Rule(Protocol):
    """A validator rule: a name, the severity of its findings, and a check yielding them.

    Applications add domain rules by implementing this protocol and passing
    ``rules=[*DEFAULT_RULES, MyRule()]`` to `validate`.
    """

    @property
    def name(self) -> str:
        """The rule's name, recorded in each of its findings."""
        ...

    @property
    def severity(self) -> Severity:
        """The severity of the rule's findings (``validate(severity=...)`` can override it)."""
        ...

    def check(self, context: ValidationContext) -> Iterable[Finding]:
        """Yield every finding of this rule for the candidate in `context`."""
        ...
