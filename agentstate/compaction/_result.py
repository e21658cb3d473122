"""`CompactionResult`: what one compaction did, with token figures before and after."""

from __future__ import annotations

from typing import Literal

import attrs

from agentstate.compaction.repair import Repair
from agentstate.compaction.triggers import Trigger
from agentstate.errors import CompactionFailed, SummaryRejected
from agentstate.summary import Checkpoint
from agentstate.validation import Finding

__all__ = ["CompactionResult", "Outcome"]

Outcome = Literal["committed", "skipped", "rejected", "failed", "dropped", "conflict"]
"""How a compaction ended."""


@attrs.frozen(kw_only=True)
class CompactionResult:
    """What one call to `compact` did, with token figures before and after."""

    outcome: Outcome
    """``committed``, ``skipped`` (below the trigger, or nothing to compact), ``rejected``
    (the validator refused every candidate), ``failed`` (the summarizer failed),
    ``dropped`` (a verbatim pass dropped events and no summary was needed) or ``conflict``
    (a deferred compaction lost the race to a newer checkpoint; recorded, not raised)."""
    reason: str
    """Why, in a sentence."""
    tokens_before: int
    """Context tokens (after the stable prefix) before the compaction."""
    tokens_after: int
    """Context tokens after it (equal to `tokens_before` unless committed)."""
    previous_covers_through: int
    """The boundary before."""
    covers_through: int
    """The boundary after (unchanged unless committed)."""
    checkpoint: Checkpoint | None = None
    """The committed checkpoint."""
    attempts: int = 0
    """Candidates requested."""
    findings: tuple[Finding, ...] = ()
    """The last candidate's findings (warnings of a committed one, errors of a rejected one).

    A repaired candidate's are those of its repaired form when committed, and those of the
    candidate as the summarizer returned it when rejected (what the next attempt is told)."""
    repairs: tuple[Repair, ...] = ()
    """The repairs made to the committed candidate, or tried on the last rejected one
    (see `agentstate.compaction.repair`)."""
    error: str | None = None
    """The summarizer's failure, if it failed."""
    summarizer: str | None = None
    """Name of the summarizer whose candidate was committed or last tried."""
    event_ref: str | None = None
    """The ref of the compaction event that records this outcome (None when skipped)."""
    trigger: Trigger | None = None
    """What fired: ``watermark``, ``preemptive`` or ``forced`` (None when skipped)."""
    transition: str | None = None
    """The task transition the semantic split moved the boundary to, if it did."""
    dropped: tuple[str, ...] = ()
    """Refs of the events a verbatim pass of this call took out of view."""

    @property
    def committed(self) -> bool:
        """Whether a new checkpoint was committed."""
        return self.outcome == "committed"

    def raise_for_outcome(self) -> None:
        """Raise `SummaryRejected` or `CompactionFailed` unless committed or skipped."""
        if self.outcome == "rejected":
            raise SummaryRejected(self.reason, findings=[f.to_json() for f in self.findings])
        if self.outcome == "failed":
            raise CompactionFailed(self.reason)
