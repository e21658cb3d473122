"""Outcomes still awaited, told as reached: "the bonus was credited" of a submission.

An executed action may only submit something for someone else's decision: its result says
the thing it made waits on something named ("status": "under_review",
"pending_branch_review", "pending_acceptance"; a bare "pending" is an object's state, not a
decision awaited). The ledger's "executed" is then true of the submission, not of what the
decision would do. A claim bound to the action with a verb of a decided outcome that is not
one of its kind's own (`_lexicon.DECIDED_OUTCOMES`: "credited", "refunded", "reversed" of a
``submit_bonus_claim``) says that decision was made: the result says it was not. A
sentence that tells the wait or a decision to come ("credited once approved", "if the board
approves, it would be credited", "not credited yet") claims nothing of the kind. An outcome
no kind does, told of the submission its clause names ("her dose appears to have been
increased through request DOS-5310"), is a claim of that decision too (`outcome_of_a_wait`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate.validation._action_kinds import LedgerReading
from agentstate.validation._action_results import ActionResults
from agentstate.validation._claim_objects import ClaimObjects, StatusClaim
from agentstate.validation._language import Sentence, Token, stem
from agentstate.validation._lexicon import DECIDED_OUTCOMES, WAITING
from agentstate.validation._status_words import Claim, past_stem

__all__ = ["awaiting_decision", "outcome_of_a_wait", "undecided"]

_TELLS_THE_WAIT: Final = WAITING | frozenset({
    "once", "if", "when", "unless", "until", "review", "reviewing", "decision", "decide",
    "decides", "expected", "would", "could", "will", "may", "might", "should", "can", "yet",
    "not", "no", "never",
})  # fmt: skip
"""Words of a sentence that tells the wait or a decision to come, not one made ("credited
once approved", "if the board approves, it would be credited")."""


def undecided(
    sentence: Sentence,
    claim: StatusClaim,
    true_of: list[str],
    ledger: LedgerReading,
    results: ActionResults,
) -> tuple[str, str] | None:
    """The (action id, waiting value) a claim says was decided, if one (see the module)."""
    tokens = sentence.tokens
    token = tokens[claim.start]
    verb = past_stem(token) or stem(token.lower)
    if verb not in DECIDED_OUTCOMES or _tells_the_wait(tokens, token.clause):
        return None
    opening = next(at for at, other in enumerate(tokens) if other.clause == token.clause)
    if opening and tokens[opening - 1].lower in _OTHERWISE:
        return None  # "log due 5/11 or $80 reversed": what follows if it is not met
    for action_id in true_of:
        record = ledger.actions.get(action_id)
        if record is None or record.status != "executed":
            continue
        verbs = ledger.kinds.get(record.kind, (frozenset(), frozenset()))[1]
        if verb in verbs or not verbs:
            continue  # the act itself: "the application was submitted"
        if (waiting := results.waiting_on(action_id)) is not None:
            return action_id, waiting
    return None


_CONDITIONS: Final = frozenset({"once", "if", "when", "unless", "until"})
"""Words of `_TELLS_THE_WAIT` that open a condition: a wait unless a past tense follows."""
_PAST: Final = frozenset({"was", "were", "had", "did"})
"""Auxiliaries of the past: after a word of condition, they tell when, not a wait."""
_OTHERWISE: Final = frozenset({"or", "otherwise", "else"})
"""Words before a clause that tell what follows if a term is not met."""
_MODALS: Final = frozenset({"would", "could", "will", "may", "might", "should", "can"})
"""Words of `_TELLS_THE_WAIT` that tell a wait only in the claim's clause or before it."""


def _tells_the_wait(tokens: Sequence[Token], clause: int) -> bool:
    """Whether a sentence tells the wait or a decision to come (`_TELLS_THE_WAIT`).

    A word of condition does only before a verb that is not in the past: "credited once
    approved" tells a wait, "credited when RB-6620 was submitted" tells when it happened. A
    modal does in the claim's `clause` or before it, not in a later one ("credited, so she
    can now pay less").
    """
    for at, token in enumerate(tokens):
        if token.lower not in _TELLS_THE_WAIT:
            continue
        if token.lower in _MODALS and token.clause > clause:
            continue
        if token.lower not in _CONDITIONS or not any(
            other.lower in _PAST for other in tokens[at + 1 : at + _CLAUSE_REACH]
        ):
            return True
    return False


_CLAUSE_REACH: Final = 5
"""How many words after a word of condition may hold the past tense of what it opens."""


def outcome_of_a_wait(
    verb: str,
    groups: Sequence[tuple[tuple[str, ...], bool]],
    named: Sequence[str],
    objects: ClaimObjects,
) -> tuple[list[tuple[tuple[str, ...], bool]], list[tuple[str, Claim]]] | None:
    """The actions a decided outcome no kind does is told of: those that wait on it.

    "Her dose appears to have been increased through request DOS-5310": no action
    increases, and the request the clause names waits on a vet's review; the claim is that
    it was decided (`undecided` judges it). Its groups and targets, or None.
    """
    pool = [action_id for ids, _ in groups for action_id in ids]
    if not pool and named:
        pool = objects.bound(named)
    waiting = awaiting_decision(verb, pool, objects.results)
    if not waiting:
        return None
    executed: Claim = "executed"
    return [(tuple(waiting), False)], [(action_id, executed) for action_id in waiting]


def awaiting_decision(verb: str, bound: list[str], results: ActionResults) -> list[str]:
    """The actions of `bound` whose results say what they made waits, for a decided outcome.

    "It is RB-5120, and the $80 has been credited" when no action of the ledger credits: the
    ids and values name the submission whose result says it waits, and `undecided` judges
    the claim of its outcome. Any other verb no action does binds to none of them.
    """
    if verb not in DECIDED_OUTCOMES:
        return []
    return [action_id for action_id in bound if results.waiting_on(action_id) is not None]
