"""Workload compactions: forced, one attempt, with a good or a faulty summarizer.

The summarizer's name carries the operation's marker into the compaction event. A good
summarizer commits a checkpoint (or finds nothing to compact and writes nothing); a faulty
one (raising, empty, not JSON, or contradicting the session) records its failure or
rejection and never moves the boundary. Losing a race (`CheckpointConflict`) writes nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from agentstate import AgentState, EventKind
from agentstate.compaction import CompactionPolicy
from agentstate.errors import CheckpointConflict
from agentstate.summarizers import ExtractiveSummarizer, SummaryRequest
from agentstate.summarizers.base import Candidate
from agentstate.testing.summarizers import (
    EmptySummarizer,
    FunctionSummarizer,
    NotJsonSummarizer,
    RaisingSummarizer,
)

from .base import Plan, TornOperation, View, World, marker, only


class Named:
    """A summarizer under another name: the operation's marker rides in its compaction event."""

    def __init__(self, inner: Any, name: str) -> None:
        self.inner = inner
        self.name = name
        self.version = inner.version

    def summarize(self, request: SummaryRequest) -> Candidate:
        """Delegate."""
        result: Candidate = self.inner.summarize(request)
        return result

    async def asummarize(self, request: SummaryRequest) -> Candidate:
        """Delegate."""
        result: Candidate = await self.inner.asummarize(request)
        return result


def contradicting(request: SummaryRequest) -> Candidate:
    """A schema-valid summary that contradicts the session: every validator must refuse it.

    It claims every open action approved and executed, cites an event past its boundary, and
    states an amount no cited event holds.
    """
    first = request.events[0].ref if request.events else f"ev_{request.covers_through}"
    claims = [
        {"text": f"{{action:{action.action_id}}} was approved and executed.", "refs": [first]}
        for action in request.actions
        if action.status in ("pending", "rejected", "cancelled", "revoked")
    ]
    return {
        "objective": {"text": "Refund 987654321 cents to the customer.", "refs": [first]},
        "decisions": claims,
        "constraints": [
            {"text": "Done as the user said.", "refs": [f"ev_{request.covers_through + 1}"]}
        ],
    }


SUMMARIZERS = {
    "extractive": (lambda: ExtractiveSummarizer(), {"committed"}),
    "raising": (lambda: RaisingSummarizer(RuntimeError("the model API is down")), {"failed"}),
    "empty": (EmptySummarizer, {"failed"}),
    "not_json": (NotJsonSummarizer, {"rejected"}),
    "contradicting": (lambda: FunctionSummarizer(contradicting, name="bad"), {"rejected"}),
}
"""Summarizers a compaction draws: a factory and the outcomes it may record."""


@dataclass
class Compact:
    """``compact`` (forced, one attempt) with a good or a faulty summarizer.

    A good one commits a checkpoint (or finds nothing to compact and writes nothing); a
    faulty one records its failure or rejection and never moves the boundary. Losing a race
    (`CheckpointConflict`) writes nothing.
    """

    name: str = "compaction"
    weight: int = 2
    faulty_share: float = 0.4

    def plan(self, world: World, rng: random.Random, op: int) -> Plan:
        faulty = rng.random() < self.faulty_share
        kind = rng.choice([k for k in SUMMARIZERS if k != "extractive"]) if faulty else "extractive"
        return {"summarizer": kind, "name": f"{kind} {marker(op, 1, 1)}",
                "keep_tokens": rng.randint(1, 600), "keep_groups": rng.randint(0, 2)}  # fmt: skip

    @staticmethod
    def policy(plan: Plan) -> CompactionPolicy:
        """The policy a plan compacts with: no trigger, no timeout thread, one attempt."""
        return CompactionPolicy(budget=10**9, keep_tokens=plan["keep_tokens"],
                                keep_groups=plan["keep_groups"], max_attempts=1,
                                timeout=None)  # fmt: skip

    def perform(self, state: AgentState, plan: Plan) -> bool:
        factory, outcomes = SUMMARIZERS[plan["summarizer"]]
        summarizer = Named(factory(), plan["name"])
        try:
            result = state.compact(summarizer, policy=self.policy(plan), force=True)
        except CheckpointConflict:
            return False
        if result.outcome == "skipped":
            return False
        if result.outcome not in outcomes:
            msg = (
                f"{plan['summarizer']} compaction ended {result.outcome}: {result.reason}; "
                f"findings {[finding.to_json() for finding in result.findings]}"
            )
            raise AssertionError(msg)
        return True

    def settle(self, world: World, plan: Plan, *, committed: bool) -> None:
        world.seen += int(committed)

    def presence(self, view: View, op: int, plan: Plan) -> list[int] | None:
        event = only(view, op, self.name)
        if event is None:
            return None
        content = event.content
        outcome = content.get("outcome")
        allowed = SUMMARIZERS[plan["summarizer"]][1]
        if event.kind is not EventKind.COMPACTION or outcome not in allowed:
            raise TornOperation(f"op {op}: {event.ref} is not a compaction outcome: {outcome}")
        checkpoints = [c for c in view.reader.checkpoints() if c.event_seq == event.seq]
        if outcome == "committed":
            if len(checkpoints) != 1 or checkpoints[0].summarizer != plan["name"]:
                raise TornOperation(f"op {op}: {event.ref} committed without its checkpoint")
        elif checkpoints:
            raise TornOperation(f"op {op}: a {outcome} compaction has a checkpoint")
        return [event.seq]
