"""One compaction's run: its attempts, their verdicts, what each records, and the commit.

`agentstate.compaction.engine` plans a run (a snapshot and a fixed range) and drives it,
synchronously or awaited; a `Run` is what both drivers share once the range is fixed: the
request each attempt sends, the judgement of a candidate (validated, repaired where the
policy allows, validated again), the compaction event recorded for a rejection, a failure or
a lost race, the conditional commit of an accepted candidate, and the result of each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
from pydantic import ValidationError

from agentstate._json import JSONObject, JSONValue, check_json
from agentstate.compaction._commit import commit_checkpoint
from agentstate.compaction._shared import describe
from agentstate.compaction._verdict import Verdict, check_candidate, repairable, try_repair
from agentstate.compaction.hooks import CompactionStarting, Lifecycle, lifecycle
from agentstate.compaction.policy import CompactionPolicy, CompactionResult, Outcome
from agentstate.compaction.size import ContextSize, rendered_size
from agentstate.compaction.triggers import Trigger
from agentstate.context import placeholder_values
from agentstate.errors import (
    CheckpointConflict,
    CompactionFailed,
    ContextBudgetExceeded,
    InvalidInput,
)
from agentstate.events import EventKind, EventSpec
from agentstate.summarizers.base import (
    Candidate,
    ModelCandidate,
    Summarizer,
    SummaryRequest,
    unwrap,
)
from agentstate.summary import Checkpoint, fill_values, summary_tokens
from agentstate.validation import Finding, blocking
from agentstate.validation.core import candidate_json

if TYPE_CHECKING:
    from agentstate.compaction.repair import Repair
    from agentstate.session import Session

__all__ = ["EmptyOutput", "Run", "logged"]


@attrs.define
class Run:
    """One compaction from snapshot to outcome, shared by the sync and async drivers."""

    state: Session
    policy: CompactionPolicy
    size: ContextSize
    parent: Checkpoint | None
    request: SummaryRequest
    attempts: int = 0
    findings: tuple[Finding, ...] = ()
    repairs: tuple[Repair, ...] = ()
    summarizer_name: str | None = None
    trigger: Trigger = "forced"
    transition: str | None = None
    record_conflicts: bool = False
    """Record a lost race as a ``conflict`` outcome instead of raising (deferred compaction)."""
    judgements: dict[int, list[JSONValue]] = attrs.Factory(dict)
    """What the policy's claim judge answered, by attempt."""
    usage: dict[int, JSONObject] = attrs.Factory(dict)
    """What each attempt's model call cost, as its summarizer reported it."""
    lifecycle: Lifecycle = attrs.field(
        default=attrs.Factory(
            lambda run: lifecycle(run.state.session_id, "summary", run.policy.hooks),
            takes_self=True,
        )
    )

    def starting(self, summarizer: Summarizer) -> CompactionStarting:
        events = self.request.events
        return CompactionStarting(
            run_id=self.lifecycle.run_id,
            session_id=self.state.session_id,
            strategy="summary",
            trigger=self.trigger,
            by=summarizer.name,
            tokens_before=self.size.total,
            previous_covers_through=self.size.coverage.covers_through,
            covers_through=self.request.covers_through,
            considered=(events[0].seq if events else 0, self.request.covers_through),
            transition=self.transition,
        )

    @property
    def over_budget(self) -> bool:
        return self.size.total > self.policy.budget

    def next_request(self, summarizer: Summarizer) -> SummaryRequest:
        self.attempts += 1
        self.summarizer_name = summarizer.name
        return attrs.evolve(self.request, findings=self.findings, attempt=self.attempts)

    def judge(self, candidate: Candidate | None) -> Verdict:
        """Validate a candidate; repair it (if the policy allows) and validate again.

        Repaired when refused, or when a placeholder may answer a grounding warning (the
        repaired form is then committed only if nothing in it blocks).
        """
        if candidate is None or (isinstance(candidate, str) and not candidate.strip()):
            msg = "the summarizer returned nothing"
            raise EmptyOutput(msg)
        findings = self._validate(candidate)
        if not repairable(self.policy, findings):
            return Verdict(candidate, findings)
        repaired = try_repair(self.state, self.policy, candidate, findings)
        if not repaired.repairs:
            return Verdict(candidate, findings, repaired)
        after = self._validate(repaired.candidate)
        self.lifecycle.repaired(
            by=self.summarizer_name or "",
            attempt=self.attempts,
            repairs=repaired.repairs,
            findings=after,
            accepted=not blocking(after),
        )
        return Verdict(candidate, findings, repaired, after)

    def _validate(self, candidate: Candidate) -> list[Finding]:
        findings, judged = check_candidate(
            self.state, self.policy, self.request, parent=self.parent, candidate=candidate
        )
        if judged is not None:
            self.judgements.setdefault(self.attempts, []).append(judged)
        return findings

    def _base(self, summarizer: Summarizer) -> JSONObject:
        return {
            "parent": self.parent.version if self.parent is not None else 0,
            "covers_through": self.request.covers_through,
            "previous_covers_through": self.size.coverage.covers_through,
            "summarizer": summarizer.name,
            "summarizer_version": summarizer.version,
            "attempt": self.attempts,
            "tokens_before": self.size.total,
            "trigger": self.trigger,
            **({"transition": self.transition} if self.transition is not None else {}),
            **({"judgements": judged} if (judged := self.judgements.get(self.attempts)) else {}),
            **({"usage": cost} if (cost := self.usage.get(self.attempts)) is not None else {}),
        }

    def received(self, answer: Candidate | ModelCandidate) -> Candidate:
        """The candidate in a summarizer's answer; its reported usage is kept for the record."""
        candidate, usage = unwrap(answer)
        if usage is not None:
            self.usage[self.attempts] = usage
        return candidate

    def failed_usage(self, error: BaseException) -> None:
        """Keep the usage a failed model call reported (`CompactionFailed.usage`)."""
        if isinstance(error, CompactionFailed) and error.usage is not None:
            self.usage[self.attempts] = {
                str(key): value
                for key, value in error.usage.items()
                if isinstance(value, int | str) and not isinstance(value, bool)
            }

    def record_rejection(self, summarizer: Summarizer, verdict: Verdict) -> str:
        findings = verdict.findings
        self.findings = tuple(findings)
        self.repairs = verdict.repairs
        content: JSONObject = {
            "outcome": "rejected",
            **self._base(summarizer),
            "findings": [finding.to_json() for finding in findings],
            "candidate": logged(verdict.candidate),
        }
        repaired = verdict.repaired
        if repaired is not None and repaired.refused is not None:
            content["repair_refused"] = repaired.refused
        if repaired is not None and verdict.repaired_findings is not None:
            content["repairs"] = [repair.to_json() for repair in repaired.repairs]
            content["repaired_candidate"] = repaired.candidate
            content["repaired_findings"] = [f.to_json() for f in verdict.repaired_findings]
        ref = self.state.log.record(EventSpec(EventKind.COMPACTION, content))
        self.lifecycle.rejected(
            by=summarizer.name,
            attempt=self.attempts,
            findings=findings,
            event_ref=ref,
            repairs=self.repairs,
        )
        return ref

    def rejected(self, verdict: Verdict, event_ref: str) -> CompactionResult:
        """The result of a rejected attempt, recorded as `event_ref`."""
        reason = f"the validator rejected attempt {self.attempts}: {blocking(verdict.findings)[0]}"
        if verdict.repaired_findings is not None:
            reason += (
                f"; repaired ({len(verdict.repairs)} repairs), it was still rejected: "
                f"{blocking(verdict.repaired_findings)[0]}"
            )
        return self.unsuccessful("rejected", reason, event_ref)

    def record_failure(self, summarizer: Summarizer, error: BaseException) -> str:
        self.failed_usage(error)
        content = {"outcome": "failed", **self._base(summarizer), "error": describe(error)}
        ref = self.state.log.record(EventSpec(EventKind.COMPACTION, content))
        self.lifecycle.failed(by=summarizer.name, error=describe(error), event_ref=ref)
        return ref

    def record_conflict(self, summarizer: Summarizer, error: CheckpointConflict) -> str:
        content = {"outcome": "conflict", **self._base(summarizer), "error": describe(error)}
        return self.state.log.record(EventSpec(EventKind.COMPACTION, content))

    def _filled(self, text: str) -> str:
        """`text` with its placeholders filled from the current state (what a record shows)."""
        with self.state.log.read() as reader:
            facts, actions = placeholder_values(reader, self.state.ledger)
        return fill_values(text, facts=facts, actions=actions)

    def commit(self, summarizer: Summarizer, verdict: Verdict) -> CompactionResult:
        candidate, findings, repairs = verdict.committed()
        try:
            parsed = self.policy.schema.model_validate(candidate_json(candidate))
        except ValidationError as error:
            # The validator passed what the schema refuses (a rule set without the schema
            # rule, say): a failed compaction, recorded, never a crash.
            ref = self.record_failure(summarizer, error)
            return self.unsuccessful(
                "failed",
                f"the candidate does not parse as {self.policy.schema.__name__}",
                ref,
                describe(error),
            )
        summary = parsed.model_dump(mode="json")
        tokens = summary_tokens(  # without named values: a request renders them only if room
            summary, self.state.token_counter, fill=self._filled, named_values=0
        )
        try:
            checkpoint = commit_checkpoint(
                self.state.log,
                parent=self.parent,
                covers_through=self.request.covers_through,
                summary=summary,
                schema_version=self.policy.schema.schema_version,
                summarizer=summarizer,
                token_count=tokens,
                content={
                    "outcome": "committed",
                    **self._base(summarizer),
                    "findings": [finding.to_json() for finding in findings],
                    **({"repairs": [repair.to_json() for repair in repairs]} if repairs else {}),
                },
            )
        except CheckpointConflict as error:
            if not self.record_conflicts:
                raise
            ref = self.record_conflict(summarizer, error)
            return self.unsuccessful("conflict", f"a newer checkpoint won: {error}", ref)
        with self.state.log.read() as reader:
            after = rendered_size(self.state, reader)
        return CompactionResult(
            outcome="committed",
            reason=f"checkpoint {checkpoint.version} covers through ev_{checkpoint.covers_through}",
            tokens_before=self.size.total,
            tokens_after=after.total,
            previous_covers_through=self.size.coverage.covers_through,
            covers_through=checkpoint.covers_through,
            checkpoint=checkpoint,
            attempts=self.attempts,
            findings=tuple(findings),
            repairs=repairs,
            summarizer=summarizer.name,
            event_ref=checkpoint.ref,
            trigger=self.trigger,
            transition=self.transition,
        )

    def unsuccessful(
        self, outcome: Outcome, reason: str, event_ref: str, error: str | None = None
    ) -> CompactionResult:
        return CompactionResult(
            outcome=outcome,
            reason=reason,
            tokens_before=self.size.total,
            tokens_after=self.size.total,
            previous_covers_through=self.size.coverage.covers_through,
            covers_through=self.size.coverage.covers_through,
            attempts=self.attempts,
            findings=self.findings,
            repairs=self.repairs,
            error=error,
            summarizer=self.summarizer_name,
            event_ref=event_ref,
            trigger=self.trigger,
            transition=self.transition,
        )

    def give_up(self, result: CompactionResult) -> CompactionResult:
        """At the hard limit without a fallback, an unsuccessful compaction is an error."""
        if self.over_budget:
            msg = (
                f"the context takes {self.size.total} tokens, over the budget of "
                f"{self.policy.budget}, and compaction did not succeed: {result.reason}"
            )
            raise ContextBudgetExceeded(msg, budget=self.policy.budget, required=self.size.total)
        return result


class EmptyOutput(Exception):
    """The summarizer returned nothing."""


def logged(candidate: Candidate) -> JSONValue:
    """The candidate as its compaction event records it: its JSON, else its repr (cut)."""
    found = candidate_json(candidate)
    if found is not None:
        try:
            check_json(found)
        except InvalidInput:
            pass
        else:
            return found
    return repr(candidate)[:2000]
