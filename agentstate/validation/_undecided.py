"""Outcomes still awaited, told as reached: "the rebate was credited" of a submission.

An executed action may only submit something for someone else's decision: its result says
the thing it made waits on something named ("status": "under_review",
"pending_branch_review", "pending_acceptance"; a bare "pending" is an object's state, not a
decision awaited). The ledger's "executed" is then true of the submission, not of what the
decision would do. A claim bound to the action with a verb of a decided outcome that is not
one of its kind's own (`_lexicon.DECIDED_OUTCOMES`: "credited", "refunded", "reversed" of a
``submit_rebate_application``) says that decision was made: the result says it was not. A
sentence that tells the wait or a decision to come ("credited once approved", "if Finance
approves, it would be credited", "not credited yet") claims nothing of the kind.
"""

from __future__ import annotations

import re
from typing import Final

from agentstate.events import format_ref
from agentstate.validation._action_kinds import LedgerReading
from agentstate.validation._action_results import ActionResults
from agentstate.validation._claim_objects import StatusClaim
from agentstate.validation._language import Sentence, stem
from agentstate.validation._lexicon import DECIDED_OUTCOMES, WAITING
from agentstate.validation._status_words import past_stem
from agentstate.validation.core import ValidationContext

__all__ = ["Undecided", "undecided"]

_FAILED: Final = re.compile(r'"is_error":\s*true')
_VALUE: Final = re.compile(r':\s*"([^"]{1,80})"')
"""A string value of a stored result."""
_WAITS: Final = re.compile(
    r"\b(?:" + "|".join(sorted(WAITING)) + r")_[a-z_]+|\b(?:under|in|for)[ _-]review\b"
)
"""A value that says a thing waits on something named ("pending_acceptance",
"under_review"); a bare "pending" is an object's state, not a decision awaited."""
_TELLS_THE_WAIT: Final = WAITING | frozenset({
    "once", "if", "when", "unless", "until", "review", "reviewing", "decision", "decide",
    "decides", "expected", "would", "could", "will", "may", "might", "should", "can", "yet",
    "not", "no", "never",
})  # fmt: skip
"""Words of a sentence that tells the wait or a decision to come, not one made ("credited
once approved", "if Finance approves, it would be credited")."""


class Undecided:
    """What each executed action's result says its object still waits for, read once."""

    def __init__(self, context: ValidationContext, results: ActionResults) -> None:
        self._context = context
        self._results = results
        self._waiting: dict[str, str | None] = {}

    def waiting(self, action_id: str) -> str | None:
        """The value of the action's result that says its object waits, if one does."""
        if action_id not in self._waiting:
            self._waiting[action_id] = self._read(action_id)
        return self._waiting[action_id]

    def _read(self, action_id: str) -> str | None:
        seqs = self._results.seqs().get(action_id, ())
        for stored in self._context.cited_events(map(format_ref, sorted(seqs))):
            text = stored.content_json.lower()
            if _FAILED.search(text) is not None:
                continue  # an error result tells nothing done, nor anything waiting
            for value in _VALUE.findall(text):
                if _WAITS.search(value) is not None:
                    return str(value)
        return None


def undecided(
    sentence: Sentence,
    claim: StatusClaim,
    true_of: list[str],
    ledger: LedgerReading,
    reading: Undecided,
) -> tuple[str, str] | None:
    """The (action id, waiting value) a claim says was decided, if one (see the module)."""
    tokens = sentence.tokens
    token = tokens[claim.start]
    verb = past_stem(token) or stem(token.lower)
    if verb not in DECIDED_OUTCOMES or any(other.lower in _TELLS_THE_WAIT for other in tokens):
        return None
    for action_id in true_of:
        record = ledger.actions.get(action_id)
        if record is None or record.status != "executed":
            continue
        verbs = ledger.kinds.get(record.kind, (frozenset(), frozenset()))[1]
        if verb in verbs or not verbs:
            continue  # the act itself: "the application was submitted"
        if (waiting := reading.waiting(action_id)) is not None:
            return action_id, waiting
    return None
