"""Claims of what holds now: a change in effect, an act under way, one still to do or awaited.

"Order 4921 now ships to 12 Oak Street" says the address change holds; "order W5000 is being
cancelled" that its cancellation is under way; "build 1187 not deployed yet" that the deploy
is still to be done; "rental still waiting on approval" that the rental is pending. Each is
judged against the ledger like a status word (`agentstate.validation._authority`).
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from itertools import compress
from operator import attrgetter
from typing import Final

import attrs

from agentstate.validation._act_reading import claim_at, doing, on_other_objects, once_more, wished
from agentstate.validation._action_kinds import LedgerReading
from agentstate.validation._claim_objects import ClaimObjects, StatusClaim
from agentstate.validation._clause_objects import named_objects
from agentstate.validation._language import Sentence, Token, act_nouns
from agentstate.validation._lexicon import (
    AWAITED,
    COMPARING,
    IN_EFFECT,
    NEEDING,
    NOT_YET,
    WAIT_ENDED,
    WAITING,
)
from agentstate.validation._literals import literals
from agentstate.validation._status_cues import negated
from agentstate.validation._status_words import Claim, past_stem

__all__ = [
    "STANDING_WORDS",
    "awaiting_claims",
    "in_effect_claims",
    "in_progress_claims",
    "not_yet_claims",
    "standing_claims",
]

_COMPARED: Final = 5
"""How far before "now" a comparison (`_lexicon.COMPARING`) makes it the present that a
change is measured against, not a claim that the change holds."""


def _kind_named_after(
    tokens: Sequence[Token],
    index: int,
    ledger: LedgerReading,
    objects: ClaimObjects,
    sentence: Sentence,
    text: str,
) -> list[str]:
    """The actions of a kind whose every noun follows "now", on the ids before it.

    "VR-2210 is now fleet manager" names the driver before "now" and, after it, what an
    ``appoint_fleet_manager`` makes of him: that kind's actions on VR-2210.
    """
    clause = tokens[index].clause
    after = {token.stem for token in tokens[index + 1 :] if token.clause == clause}
    kinds = [kind for kind, (nouns, _) in ledger.kinds.items() if nouns and nouns <= after]
    if not kinds:
        return []
    ids = [atom for atom in named_objects(sentence, clause, text) if atom.startswith("i:")]
    among = {action_id for kind in kinds for action_id in ledger.ids_by_kind.get(kind, ())}
    return objects.bound(ids, among=among) if ids and among else []


def in_effect_claims(
    sentence: Sentence,
    ledger: LedgerReading,
    objects: ClaimObjects,
    text: str,
    *,
    taken: AbstractSet[int],
) -> list[StatusClaim]:
    """Claims that an action's change is in effect: "order 4921 now ships to 12 Oak Street".

    "Now" (`_lexicon.IN_EFFECT`) in a clause that names values an action's params hold, not
    only the identifiers of what it changes, says that action's change holds: it was
    executed. An identifier after "now" is a value the change gave ("the order is now paid
    with card_7710442"); one before it names the object ("order 4921 is now approved"), of
    the actions of a kind whose nouns all follow "now" ("VR-2210 is now fleet manager").
    Only actions the ledger has not executed are claimed so (one executed among those named
    may be what the clause tells, and so may one whose result first gave a value told after
    "now": "the prescription is now Rx 8820114" of a transfer that made it), and not when
    "now" is negated, hedged, wished for or compared with ("$7 more than she pays now"), or its
    clause holds another claim's word or a word that leaves the change to come
    (`_lexicon.NOT_YET`).
    """
    tokens = sentence.tokens
    found: list[StatusClaim] = []
    for index, token in enumerate(tokens):
        if token.lower not in IN_EFFECT or index in taken:
            continue
        clause = token.clause
        if any(at in taken for at, other in enumerate(tokens) if other.clause == clause):
            continue
        if negated(tokens, start=index, end=index + 1, noun=False) or wished(tokens, index):
            continue
        if any(other.clause == clause and other.lower in NOT_YET for other in tokens):
            continue
        if any(other.lower in COMPARING for other in tokens[max(0, index - _COMPARED) : index]):
            continue  # "$7 more than she pays now": the present, compared with a change
        last = max(at for at, other in enumerate(tokens) if other.clause == clause)
        told = {literal.atom for literal in literals(text[token.end : tokens[last].end])}
        named = [  # an id before "now" names the object, one after it the change's value
            atom
            for atom in named_objects(sentence, clause, text)
            if not atom.startswith("i:") or atom in told
        ]
        bound = (
            objects.bound(named)
            if named
            else _kind_named_after(tokens, index, ledger, objects, sentence, text)
        )
        if not bound or any(ledger.actions[action_id].status == "executed" for action_id in bound):
            continue
        given = told.intersection(named)
        if any(
            objects.results.first_made(action_id, {atom})
            for action_id in objects.results.seqs()
            for atom in given
        ):
            continue  # "it is now Rx 8820114": the value an executed act's result first gave
        targets: tuple[tuple[str, Claim], ...] = tuple(
            (action_id, "executed") for action_id in bound
        )
        end = index + 1  # the claim reads to its clause's end: "now ships to 12 Oak Street"
        while end < len(tokens) and tokens[end].clause == clause:
            end += 1
        found.append(StatusClaim(index, end, targets, ((tuple(bound), False),), every=False))
    return found


_PROGRESSIVE: Final = frozenset({"is", "are", "was", "were"})


def in_progress_claims(
    sentence: Sentence,
    ledger: LedgerReading,
    objects: ClaimObjects,
    text: str,
    *,
    taken: AbstractSet[int],
) -> list[StatusClaim]:
    """Claims that an act is under way on objects no action doing it is on.

    "Order 5000 is being cancelled as well" says a cancellation of order 5000 exists: when the
    ledger's actions that cancel are all on other objects (the ids the clause names are none
    of theirs), it is false whatever their statuses. Said of an object one of them is on,
    it is left alone (under way may mean proposed, approved or carried out).
    """
    tokens = sentence.tokens
    found: list[StatusClaim] = []
    for index in range(2, len(tokens)):
        if index in taken or tokens[index - 1].lower != "being":
            continue
        if tokens[index - 2].lower not in _PROGRESSIVE:
            continue
        verb = past_stem(tokens[index])
        if verb is None:
            continue
        verb = once_more(verb, ledger.verbs)
        acting = doing(ledger, verb)
        if not acting or negated(tokens, start=index - 2, end=index - 1, noun=False):
            continue
        named = named_objects(sentence, tokens[index].clause, text)
        ids = objects.identifiers(named)
        if not ids or objects.bound(named, among=set(acting)):
            continue
        found.append(on_other_objects(index, acting, "pending", ids))
    return found


_CONDITIONS: Final = frozenset({
    "if", "unless", "once", "when", "until", "will", "would", "should", "must", "may",
    "might", "can", "could", "whether",
})  # fmt: skip
"""Words that make a "not ... yet" a condition or a plan, not a state."""


def not_yet_claims(
    sentence: Sentence,
    ledger: LedgerReading,
    objects: ClaimObjects,
    text: str,
    *,
    taken: AbstractSet[int],
) -> list[StatusClaim]:
    """Claims that an act is still to be done ("billing-api 1187 not deployed yet").

    The negated past of a kind's own verb with "yet" in its clause, or after "waiting to
    be" ("the receipt is still waiting to be posted"), says the action on the
    objects the clause names is not carried out (`CLAIMS`' "outstanding"): false of one the
    ledger holds executed. So does a verb of completion ("processed", "completed") when the
    sentence names the act by its noun ("CLM-6601822 withdrawal requested, not processed
    yet"). Read only where the clause names the objects, and not in a condition or a plan
    ("if it is not deployed yet").
    """
    tokens = sentence.tokens
    found: list[StatusClaim] = []
    named_acts: set[str] | None = None  # the kinds' verbs the sentence's nouns of acts name
    for index, token in enumerate(tokens):
        verb = past_stem(token) if index not in taken else None
        if verb is None:
            continue
        if verb not in ledger.verbs:
            if verb not in _COMPLETING:
                continue
            if named_acts is None:
                named_acts = {
                    act for other in tokens for act in act_nouns(other.lower)
                } & ledger.verbs
            if not named_acts:
                continue
            verb = min(named_acts)  # "withdrawal requested, not processed yet": withdrawn
        clause = [other.lower for other in tokens if other.clause == token.clause]
        before = [other.lower for other in tokens[max(0, index - 4) : index]]
        if not _CONDITIONS.isdisjoint(clause):
            continue
        waiting = len(before) >= 3 and before[-3] in WAITING and before[-2:] == ["to", "be"]
        if not waiting and "yet" not in clause:
            continue  # "still waiting to be posted" needs no "yet"
        if not waiting and not any(
            word in ("not", "never") or word.endswith("n't") for word in before
        ):
            continue
        named = named_objects(sentence, token.clause, text)
        earlier = token.clause
        while not named and earlier > 0:  # "CLM-66 withdrawal requested, not processed yet"
            earlier -= 1
            named = named_objects(sentence, earlier, text)
        on = objects.bound(named, among=set(doing(ledger, verb))) if named else []
        if on:
            found.append(claim_at(index, on, "outstanding"))
    return found


_KIND: Final = attrgetter("kind")
_COMPLETING: Final = frozenset({"process", "complet", "finish", "final", "execut", "do"})
"""Stems of verbs that complete whatever act their subject names ("not processed yet")."""


STANDING_WORDS: Final = IN_EFFECT | WAITING | NEEDING
"""Words a claim of what holds now needs ("now", "waiting"), besides the words of status."""


def awaiting_claims(
    sentence: Sentence,
    ledger: LedgerReading,
    objects: ClaimObjects,
    text: str,
    *,
    taken: AbstractSet[int],
) -> list[StatusClaim]:
    """Claims that an action still waits for its approval ("rental still waiting on approval").

    A word of waiting before "approval" (or "confirmation", "sign-off") says the action the
    clause names by its kind's noun or the noun of its act ("the rejection"), on the objects
    the clause names, is pending: false of
    one the ledger holds executed. Not as history ("was awaiting approval until ..."), denied
    ("no longer awaiting"), or in a condition or a plan.
    """
    tokens = sentence.tokens
    found: list[StatusClaim] = []
    if AWAITED.isdisjoint([token.lower for token in tokens]):
        return found
    for index, token in enumerate(tokens):
        if token.lower not in AWAITED or index in taken:
            continue
        waits = [at for at in range(max(0, index - 5), index) if _waits(tokens, at)]
        if not waits:
            continue  # "still waiting on the manager's final go-ahead", "still needs her ok"
        clause = [other for other in tokens if other.clause == token.clause]
        lower = {other.lower for other in clause}
        if not (WAIT_ENDED | _CONDITIONS).isdisjoint(lower) or any(
            word.endswith("n't") for word in lower
        ):
            continue
        stems = {other.stem for other in clause}
        acts = {act for other in clause for act in act_nouns(other.lower)} | stems
        named_kinds = {  # read per kind, not per action: "cancel ... needs" by its verb too
            kind
            for kind, (nouns, verbs) in ledger.kinds.items()
            if not nouns.isdisjoint(stems) or not verbs.isdisjoint(acts)
        }
        kinds = list(  # the actions of those kinds, in order of creation
            compress(
                ledger.actions, map(named_kinds.__contains__, map(_KIND, ledger.actions.values()))
            )
        )
        named = named_objects(sentence, token.clause, text)
        on = (objects.bound(named, among=set(kinds)) if named else []) or kinds
        if on:
            # Quoted from its word of waiting: "awaiting his yes", not "yes".
            found.append(attrs.evolve(claim_at(index, on, "pending"), start=max(waits)))
    return found


def standing_claims(
    sentence: Sentence,
    ledger: LedgerReading,
    objects: ClaimObjects,
    text: str,
    *,
    taken: AbstractSet[int],
) -> list[StatusClaim]:
    """Claims of what holds now: a change in effect, an act under way or still to do.

    Read where the item holds a word of `STANDING_WORDS`. Each kind of claim is read only
    where the sentence holds the word it needs ("now", "being", "yet" or a word of waiting,
    a word of what is awaited): a sentence without it holds no such claim.
    """
    words = {token.lower for token in sentence.tokens}
    found: list[StatusClaim] = []
    if not words.isdisjoint(IN_EFFECT):
        found += in_effect_claims(sentence, ledger, objects, text, taken=taken)
    if "being" in words:
        found += in_progress_claims(sentence, ledger, objects, text, taken=taken)
    if "yet" in words or not words.isdisjoint(WAITING):
        found += not_yet_claims(sentence, ledger, objects, text, taken=taken)
    if not words.isdisjoint(AWAITED):
        found += awaiting_claims(sentence, ledger, objects, text, taken=taken)
    return found


def _waits(tokens: Sequence[Token], at: int) -> bool:
    """Whether the word at `at` waits: a word of waiting, or of needing after "still"."""
    lower = tokens[at].lower
    return lower in WAITING or (lower in NEEDING and at > 0 and tokens[at - 1].lower == "still")
