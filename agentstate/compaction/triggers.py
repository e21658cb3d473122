"""When compaction fires, and where it splits: the watermark, preemptive and semantic triggers.

Three triggers, all read from the stored running sums and a few indexed reads:

- the **watermark** (reactive, `CompactionPolicy.trigger`): compact once the context reaches a
  fraction of the budget;
- the **preemptive** trigger (`CompactionPolicy.expected_output`, an `ExpectedOutput`):
  compact before a turn when the context plus the turn's expected output would breach the
  budget. The expected output is the model's ``max_tokens``, or a high percentile of the
  assistant messages the log already holds;
- the **semantic** split (`CompactionPolicy.semantic`, a `SemanticSplit`): secondary to the
  two above, it never fires on its own. When they fire, it moves the split back to the latest
  task transition in range (an action executed, a new objective from the user, a boundary the
  application marked with `AgentState.mark_boundary`), so the summary covers a coherent block.
  With ``hold=True`` it waits for a transition while the context is within the budget.

`fired` names the trigger that fired (or None); `semantic_boundary` moves a split.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Literal

import attrs

from agentstate._checks import check_int
from agentstate._json import JSONObject
from agentstate.backends.base import SessionReader
from agentstate.errors import InvalidInput
from agentstate.events import EventKind, EventRef, EventSpec, RefLike

if TYPE_CHECKING:
    from agentstate.session import Session

__all__ = [
    "HOLD",
    "ExpectedOutput",
    "SemanticSplit",
    "Trigger",
    "looks_like_new_objective",
    "mark_boundary",
]

Trigger = Literal["watermark", "preemptive", "forced"]
"""What made a compaction run."""

HOLD: Final = -1
"""`semantic_boundary`'s answer when the policy holds compaction until a task transition."""

MAX_REASON_LENGTH: Final = 1000
"""Longest reason accepted by `mark_boundary`."""


def _fraction(name: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 < value <= 1:
        msg = f"{name} is a fraction in (0, 1], got {value!r}"
        raise InvalidInput(msg)
    return float(value)


@attrs.frozen(kw_only=True)
class ExpectedOutput:
    """How many tokens the next turn's output is expected to add (the preemptive trigger).

    With `max_tokens`, that is the estimate (the conservative choice: the most the model may
    write). Without it, the estimate is the `percentile` of the last `window` assistant
    messages of the log, and never less than `at_least` (the estimate before any reply).
    """

    max_tokens: int | None = None
    """The model's ``max_tokens`` for a turn: when set, the estimate is exactly this."""
    percentile: float = 0.95
    """Which percentile of observed assistant outputs to expect, as a fraction in (0, 1]."""
    window: int = 200
    """How many of the most recent assistant messages to observe."""
    at_least: int = 0
    """The smallest estimate (used alone while the log holds no assistant message)."""

    def __attrs_post_init__(self) -> None:
        if self.max_tokens is not None:
            check_int(self.max_tokens, what="max_tokens", minimum=1)
        _fraction("percentile", self.percentile)
        check_int(self.window, what="window", minimum=1)
        check_int(self.at_least, what="at_least", minimum=0)

    def estimate(self, reader: SessionReader) -> int:
        """The expected output of the next turn, in tokens."""
        if self.max_tokens is not None:
            return self.max_tokens
        recent = reader.events(kinds=(EventKind.ASSISTANT,), newest_first=True, limit=self.window)
        if not recent:
            return self.at_least
        sizes = sorted(event.tokens for event in recent)
        # Nearest rank: the smallest observation at or above the percentile.
        rank = max(1, math.ceil(self.percentile * len(sizes)))
        return max(self.at_least, sizes[rank - 1])


_NEW_OBJECTIVE = re.compile(
    r"\b(also|another|one more thing|separately|additionally|new (request|issue|question|task)|"
    r"now i (want|need|would like)|i('d| would) also)\b",
    re.IGNORECASE,
)


def looks_like_new_objective(text: str) -> bool:
    """Whether a user message seems to open a new objective (an English phrase heuristic).

    Looks for phrases such as "also", "another", "one more thing", "now I want": cheap, and
    wrong sometimes; pass your own detector to `SemanticSplit`, or mark boundaries
    explicitly with `AgentState.mark_boundary`, when the application knows better.
    """
    return bool(_NEW_OBJECTIVE.search(text))


@attrs.frozen(kw_only=True)
class SemanticSplit:
    """Which task transitions the split moves back to when the watermark (or preemptive) fires.

    The split moves back to the latest transition between the current boundary and the split
    the trigger chose, provided the compaction still covers at least `min_share` of the
    tokens the trigger's split would have covered (otherwise it would free too little and
    fire again at once). Transitions:

    - an action executed (a ledger ``execute``): the split goes right after it;
    - a new objective from the user (`new_objective` says so of a user message): the split
      goes right before that message;
    - a boundary the application marked with `AgentState.mark_boundary`: at its position.

    A split that would fall inside a tool exchange moves back to the nearest safe point.
    """

    on_execute: bool = True
    """Treat an executed ledger action as a transition."""
    on_mark: bool = True
    """Treat boundaries marked with `AgentState.mark_boundary` as transitions."""
    new_objective: Callable[[str], bool] | None = looks_like_new_objective
    """Decides whether a user message opens a new objective (None: never)."""
    min_share: float = 0.5
    """The least share of the trigger's split (in tokens) a coherent split must still cover."""
    hold: bool = False
    """With no transition in range, wait instead of splitting at the tail, as long as the
    context is within the budget (the seed's "both must fire" mode)."""

    def __attrs_post_init__(self) -> None:
        _fraction("min_share", self.min_share)


def mark_boundary(state: Session, reason: str, *, after: RefLike | None = None) -> EventRef:
    """Record a task boundary (see `AgentState.mark_boundary`)."""
    if not isinstance(reason, str) or not reason.strip() or len(reason) > MAX_REASON_LENGTH:
        msg = f"reason must be a non-empty string of at most {MAX_REASON_LENGTH} characters"
        raise InvalidInput(msg)
    marked = state.evidence.resolve(after) if after is not None else None
    with state.log.write() as tx:
        position = marked if marked is not None else tx.head().seq
        if position == 0:
            msg = "a boundary needs an event before it; the session has none"
            raise InvalidInput(msg)
        content: JSONObject = {"reason": reason, "after": f"ev_{position}"}
        [event] = state.log.append_in(tx, [EventSpec(EventKind.BOUNDARY, content)])
    return EventRef(state.session_id, event.seq)
