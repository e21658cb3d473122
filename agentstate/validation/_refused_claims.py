"""Refusal claims: which of the actions a claim that something was turned down can be about.

An agent turns down the user's request in the message that proposes its act, never the act
(`refused_before_proposal`); an act carried out is never turned down after it, so a refusal
cited after it is of a later request (`refused_after_done`); and a turned-down alternative
named in the clause is not the action the ledger holds (`refused_alternative`). Each returns
the claim without the actions it cannot be about, None when none is left.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import Final

import attrs

from agentstate.backends.base import EncodedEvent
from agentstate.events import EventKind
from agentstate.validation._attempts import by_the_user
from agentstate.validation._claim_objects import StatusClaim, detail_scope
from agentstate.validation._language import Sentence, Token
from agentstate.validation._negations import negations
from agentstate.validation._param_conflicts import conflicting_value
from agentstate.validation._status_words import CLAIMS, Claim
from agentstate.validation.core import ValidationContext

__all__ = [
    "of_what_was_refused",
    "refused_after_done",
    "refused_alternative",
    "refused_before_proposal",
]


def of_what_was_refused(
    context: ValidationContext,
    sentence: Sentence,
    text: str,
    claims: Sequence[StatusClaim],
    cited: Sequence[EncodedEvent],
) -> list[StatusClaim]:
    """The claims of a sentence, each without the actions its refusal cannot be about.

    A claim left with no action is dropped; a claim that is no refusal is kept as it is.
    """
    if not any(what in _REFUSALS for claim in claims for _, what in claim.targets):
        return list(claims)  # no claim that something was turned down: the common case
    seqs = [event.seq for event in cited]
    tokens = sentence.tokens
    kept = [
        refused
        for claim in claims
        if (refused := refused_before_proposal(context, tokens, text, claim, seqs))
    ]
    return [
        refused
        for claim in kept
        if (refused := refused_alternative(context, sentence, text, claim, kept))
        and (refused := refused_after_done(context, tokens, text, refused, cited))
    ]


_REFUSALS: Final[frozenset[Claim]] = frozenset({"rejected", "dropped"})
"""Claims that a proposal was turned down: made at or after the proposal, never before it."""


def refused_before_proposal(
    context: ValidationContext,
    tokens: Sequence[Token],
    text: str,
    claim: StatusClaim,
    cited: Sequence[int],
) -> StatusClaim | None:
    """A refusal claim without the actions it cannot be about, by the events the item cites.

    "Her request for a 40-seat bill was refused", citing the request and the agent's
    refusal, both before the agent proposed the seat change to 40: what was turned down
    is the earlier request, not the action proposed after it. Nor is "a three-week hold was
    refused", citing no later message than the one that refused the request and proposed a
    10-day hold, about that hold: an agent turns down the user's request in the message that
    proposes its act, never the act; only the user's refusal ("Quenby declined it") may be of
    the act that message proposed. An action the sentence names by id stays. Returns None when
    no action is left, the claim unchanged when it is no refusal or the item cites nothing.
    """
    if not cited or any(what not in _REFUSALS for _, what in claim.targets):
        return claim
    if _holds_of_each(context, claim):
        return claim  # true of every action it names: nothing to take away
    last = max(cited)
    users: bool | None = None  # whether the user refused, read when first needed
    later: set[str] = set()
    for action_id, _ in claim.targets:
        if _names(text, action_id):
            continue
        history = context.action_history(action_id)
        proposed = history[0].source_seq
        earliest = min(record.source_seq for record in history)
        if earliest < proposed:  # recorded only after the user's yes: that yes answers it
            if last < earliest:
                later.add(action_id)
        elif last < proposed:
            later.add(action_id)
        elif last == proposed:
            if users is None:
                users = by_the_user(context, tokens, claim.start)
            if not users:
                later.add(action_id)
    return _without(claim, later)


def refused_after_done(
    context: ValidationContext,
    tokens: Sequence[Token],
    text: str,
    claim: StatusClaim,
    cited: Sequence[EncodedEvent],
) -> StatusClaim | None:
    """A refusal claim without the actions done before every message the item cites.

    "His request for a key tonight was refused", citing the user's later request and the
    agent's answer that it cannot give one, after the key request was sent: an act carried
    out is never turned down after it, so what was refused is the later request. Only when
    the item cites messages alone, one of the agent's holds a negation, the sentence does
    not give the refusal to the user, and it names no action by id. Returns None when no
    action is left, the claim unchanged otherwise.
    """
    if (
        not cited
        or any(what not in _REFUSALS for _, what in claim.targets)
        or any(event.kind not in _MESSAGES for event in cited)
        or not any(_answers_no(context, event) for event in cited)
        or by_the_user(context, tokens, claim.start)
    ):
        return claim
    first = min(event.seq for event in cited)
    done = context.action_statuses()
    earlier = {
        action_id
        for action_id, _ in claim.targets
        if not _names(text, action_id)
        and (record := done.get(action_id)) is not None
        and record.status in _DONE
        and max(entry.event_seq for entry in context.action_history(action_id)) < first
    }
    return _without(claim, earlier)


_MESSAGES: Final = frozenset({EventKind.USER, EventKind.ASSISTANT})
"""The events a request and the agent's answer to it are."""
_DONE: Final = frozenset({"executed", "failed"})
"""Statuses of an action carried out: nothing turns it down after."""


def _answers_no(context: ValidationContext, event: EncodedEvent) -> bool:
    """Whether an agent's message holds a negation ("I can't give out keys myself")."""
    return event.kind is EventKind.ASSISTANT and any(
        any(negations(sentence.tokens)) for sentence in context.sentences(context.text(event))
    )


def refused_alternative(
    context: ValidationContext,
    sentence: Sentence,
    text: str,
    claim: StatusClaim,
    claims: Sequence[StatusClaim],
) -> StatusClaim | None:
    """A refusal claim without the actions whose params its clause names otherwise.

    "A move to Fenwright Heights instead was declined by Quenby", of a move to Fenwright Quay
    offered beside Fenwright Heights: what she turned down is the alternative, not the move the
    ledger holds (`_param_conflicts.conflicting_value`). Returns None when no action is left,
    the claim unchanged when it is no refusal or its clause names nothing else.
    """
    if any(what not in _REFUSALS for _, what in claim.targets) or _holds_of_each(context, claim):
        return claim
    tokens = detail_scope(sentence, claim, claims)
    clause = text[tokens[0].start : tokens[-1].end]
    other = {
        action_id
        for action_id, _ in claim.targets
        if not _names(clause, action_id)
        and (
            conflicting_value(context, clause, action_id) is not None
            or _another_name(context, clause, action_id)
        )
    }
    return _without(claim, other)


_PROPER: Final = re.compile(r"[A-Z][\w'\u2019-]*(?:[ \t]+[A-Z][\w'\u2019-]*)+")
"""A name of two or more capitalized words ("Fenwright Heights", "Gull's Rock")."""


def _another_name(context: ValidationContext, clause: str, action_id: str) -> bool:
    """Whether `clause` names, for a name the action's params hold, another of its kind.

    "Fenwright Heights" of a move to "Fenwright Quay": a name sharing a word with the
    param's, but not the param's.
    """
    record = context.action(action_id)
    if record is None or not isinstance(record.params, dict):
        return False
    said = [name.lower() for name in _PROPER.findall(clause)]
    if not said:
        return False
    for value in record.params.values():
        if not isinstance(value, str) or not _PROPER.fullmatch(value):
            continue
        own = value.lower()
        words = set(own.split())
        if any(own in name for name in said):
            return False  # the param's own name is said: nothing else is refused
        if any(name != own and words & set(name.split()) for name in said):
            return True
    return False


def _names(text: str, action_id: str) -> bool:
    """Whether `text` names the action by its id (``act_12``, not within ``act_123``)."""
    return re.search(rf"\b{re.escape(action_id)}\b", text) is not None


def _holds_of_each(context: ValidationContext, claim: StatusClaim) -> bool:
    """Whether the ledger's status of each of the claim's actions makes it true."""
    statuses = context.action_statuses()
    return all(
        (record := statuses.get(action_id)) is not None and record.status in CLAIMS[what]
        for action_id, what in claim.targets
    )


def _without(claim: StatusClaim, dropped: AbstractSet[str]) -> StatusClaim | None:
    """`claim` without the actions `dropped`; None when none is left."""
    if not dropped:
        return claim
    targets = tuple(target for target in claim.targets if target[0] not in dropped)
    if not targets:
        return None
    groups = tuple(
        (kept, every)
        for ids, every in claim.groups
        if (kept := tuple(action_id for action_id in ids if action_id not in dropped))
    )
    return attrs.evolve(claim, targets=targets, groups=groups)
