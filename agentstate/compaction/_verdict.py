"""A candidate's verdict: its findings, and the repair tried when they block.

The engine's use of the validator (`check_candidate`: the policy's rules, then its claim
judge, if it has one) and of `agentstate.compaction.repair`: the policy's rules say which
findings a placeholder may answer and which fields are never dropped from.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import attrs

from agentstate._json import check_json
from agentstate.compaction.repair import Repair, Repaired, repair_candidate
from agentstate.context import placeholder_values
from agentstate.errors import InvalidInput
from agentstate.summarizers.base import Candidate
from agentstate.validation import ConstraintsRule, Finding, GroundingRule, blocking, validate
from agentstate.validation.core import candidate_json
from agentstate.validation.judge import judge_findings

if TYPE_CHECKING:
    from agentstate._json import JSONObject
    from agentstate.compaction.policy import CompactionPolicy
    from agentstate.session import Session
    from agentstate.summarizers.base import SummaryRequest
    from agentstate.summary import Checkpoint

__all__ = ["Verdict", "check_candidate", "repairable", "try_repair"]


@attrs.frozen
class Verdict:
    """What validation, and a repair if one was tried, made of one candidate."""

    candidate: Candidate
    """The candidate as the summarizer returned it."""
    findings: list[Finding]
    """Its findings."""
    repaired: Repaired | None = None
    """The repair tried on it (None: none was, as nothing blocked or the policy says no)."""
    repaired_findings: list[Finding] | None = None
    """The findings of its repaired form (None: nothing was repaired)."""

    @property
    def repairs(self) -> tuple[Repair, ...]:
        """The repairs made (empty: none)."""
        return self.repaired.repairs if self.repaired is not None else ()

    @property
    def _repaired_passes(self) -> bool:
        return (
            self.repaired is not None
            and bool(self.repaired.repairs)
            and self.repaired_findings is not None
            and not blocking(self.repaired_findings)
        )

    @property
    def accepted(self) -> bool:
        """Whether it may be committed: as returned, or repaired."""
        return not blocking(self.findings) or self._repaired_passes

    def committed(self) -> tuple[Candidate, list[Finding], tuple[Repair, ...]]:
        """What an accepted verdict commits: the candidate, its findings, the repairs.

        The repaired form when it passes (a placeholder for a warned value included), else
        the candidate as returned.
        """
        if not self._repaired_passes:
            return self.candidate, self.findings, ()
        assert self.repaired is not None
        assert self.repaired_findings is not None
        return self.repaired.candidate, self.repaired_findings, self.repairs


def check_candidate(
    state: Session,
    policy: CompactionPolicy,
    request: SummaryRequest,
    *,
    parent: Checkpoint | None,
    candidate: Candidate,
) -> tuple[list[Finding], JSONObject | None]:
    """Validate a candidate for `request` by the policy's rules, then its judge if any.

    Returns:
        The findings (the judge's added), and the judgement's record (None when no judge
        was asked: none is set, or the rules doubted nothing).
    """
    findings = validate(
        candidate,
        state,
        covers_through=request.covers_through,
        parent=parent,
        schema=policy.schema,
        budget_tokens=policy.summary_budget,
        rules=policy.rules,
    )
    if policy.judge is None:
        return findings, None
    added, record = judge_findings(
        state, candidate, findings, policy.judge, state_block=request.state_block
    )
    return [*findings, *added], record


def repairable(policy: CompactionPolicy, findings: Sequence[Finding]) -> bool:
    """Whether `policy` repairs a candidate with these findings.

    When it repairs at all, and something blocks or a grounding warning may get a
    placeholder (`repair_candidate`).
    """
    grounding = {rule.name for rule in policy.rules if isinstance(rule, GroundingRule)}
    return policy.repair and any(
        finding.severity == "error" or finding.rule in grounding for finding in findings
    )


def try_repair(
    state: Session, policy: CompactionPolicy, candidate: Candidate, findings: list[Finding]
) -> Repaired:
    """Repair a refused candidate against the scratchpad's current values, as `policy` says.

    The grounding rules' findings may get placeholders; the constraints rules' fields (and
    ``constraints``) are never dropped from.
    """
    raw = candidate_json(candidate)
    try:
        check_json(raw, what="the candidate")
    except InvalidInput:
        raw = None
    if raw is None:
        return Repaired(candidate={}, refused="the candidate is not a JSON object")
    with state.log.read() as reader:
        facts, _ = placeholder_values(reader)
    rules = policy.rules
    keep = {"constraints", *(rule.field for rule in rules if isinstance(rule, ConstraintsRule))}
    return repair_candidate(
        raw,
        findings,
        facts,
        grounding=frozenset(rule.name for rule in rules if isinstance(rule, GroundingRule)),
        keep=frozenset(keep),
        max_drop=policy.repair_max_drop,
    )
