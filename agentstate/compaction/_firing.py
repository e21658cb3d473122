"""When a compaction fires, and where its summary should end.

The watermark and the preemptive trigger (`fired`, over the context's size and the policy's
expected output) and the semantic split (`semantic_boundary`: the split moved back to the
latest task transition). The policy's trigger settings are in `agentstate.compaction.triggers`.
"""

from __future__ import annotations

from agentstate._json import JSONObject
from agentstate.backends.base import SessionReader
from agentstate.compaction.policy import CompactionPolicy
from agentstate.compaction.size import ContextSize
from agentstate.compaction.triggers import HOLD, SemanticSplit, Trigger
from agentstate.events import EventKind, message_text, parse_ref

__all__ = ["expected_output", "fired", "semantic_boundary"]


def expected_output(reader: SessionReader, policy: CompactionPolicy) -> int:
    """The policy's expected output for the next turn (0 without a preemptive trigger)."""
    if policy.expected_output is None:
        return 0
    return policy.expected_output.estimate(reader)


def fired(reader: SessionReader, policy: CompactionPolicy, size: ContextSize) -> Trigger | None:
    """The trigger that fires for a context of this size, or None.

    The watermark first; then the preemptive trigger, when the policy has one and the
    context plus the expected output would exceed the budget.
    """
    if size.total >= policy.threshold:
        return "watermark"
    reserve = policy.expected_output
    if reserve is not None and size.total + reserve.estimate(reader) > policy.budget:
        return "preemptive"
    return None


def _transition(kind: EventKind, content: JSONObject, seq: int, split: SemanticSplit) -> int | None:
    """The position a transition event asks the split to move to, or None."""
    if kind is EventKind.LEDGER:
        return seq if split.on_execute and content.get("transition") == "execute" else None
    if kind is EventKind.BOUNDARY:
        after = content.get("after")
        return parse_ref(after)[1] if split.on_mark and isinstance(after, str) else None
    if kind is EventKind.USER and split.new_objective is not None:
        return seq - 1 if split.new_objective(message_text(kind, content)) else None
    return None


def _cum_tokens(reader: SessionReader, seq: int) -> int:
    event = reader.event(seq) if seq else None
    return event.cum_tokens if event is not None else 0


def semantic_boundary(
    reader: SessionReader, policy: CompactionPolicy, *, after: int, boundary: int, over_budget: bool
) -> tuple[int, str | None]:
    """Move a split back to the latest task transition in ``(after, boundary]``.

    Args:
        reader: The session, in the snapshot the split was chosen in.
        policy: The policy (its `semantic` says which transitions count).
        after: The current boundary.
        boundary: The split the trigger chose (a safe split point).
        over_budget: Whether the context is over the budget (then it never holds).

    Returns:
        The split to use and the ref of the transition it rests on (None: unchanged), or
        ``(HOLD, None)`` when the policy holds for a transition and none is in range.
    """
    split = policy.semantic
    if split is None:
        return boundary, None
    kinds = {EventKind.LEDGER, EventKind.BOUNDARY, EventKind.USER}
    # A mark recorded after the split may still point inside it (its `after`).
    best: tuple[int, int] | None = None
    for event in reader.events(after=after, kinds=kinds):
        position = _transition(event.kind, event.content, event.seq, split)
        if position is None or not after < position <= boundary:
            continue
        safe = reader.last_safe_seq(at_most=position, at_least=after + 1)
        if safe is not None and (best is None or safe > best[0]):
            best = (safe, event.seq)
    if best is not None:
        start = _cum_tokens(reader, after)
        covered = _cum_tokens(reader, best[0]) - start
        if covered >= split.min_share * (_cum_tokens(reader, boundary) - start):
            return best[0], f"ev_{best[1]}"
    if split.hold and not over_budget:
        return HOLD, None
    return boundary, None
