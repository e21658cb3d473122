"""Attempts: which of several actions of a kind a claim is about, and how a failed one is told.

"Booked on the second try" is about the second booking of the ledger, not any; "the first
attempt ... failed" about the first of the kind tried more than once. A call the ledger did not
govern may have failed all the same: a claim that it failed is then true. And a failed call was
made: "executed, but it failed" and "executed, returned SLOT_TAKEN" tell its failure, in the
ledger's own words (`told_failed`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import Final

import attrs

from agentstate.backends.base import ActionStatusRecord, EncodedEvent, action_number
from agentstate.events import EventKind
from agentstate.validation._action_kinds import LedgerReading
from agentstate.validation._atoms import value_atoms
from agentstate.validation._claim_objects import StatusClaim
from agentstate.validation._language import ARROWS, Token, stem
from agentstate.validation._lexicon import (
    AUXILIARIES,
    NUMBER_WORDS,
    ORDINALS,
    TRIES,
    USER_PARTIES,
)
from agentstate.validation._status_words import CLAIMS, LEXICON, Claim
from agentstate.validation._user_names import names_of
from agentstate.validation.core import ValidationContext

__all__ = [
    "by_attempt",
    "by_the_user",
    "chosen_before_proposal",
    "counted_beyond",
    "failed_as_cited",
    "failed_outside",
    "holds",
    "told_failed",
]

_ERROR_CODE: Final = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+")
"""An error code as results name one (``SLOT_UNAVAILABLE``, ``card_declined``); never a
kind's name (``charge_invoice``), which the result of its call may hold too."""
_FAILURE_WORDS: Final = frozenset(
    words for words, entry in LEXICON.items() if entry.claim == "failed"
)
"""The status words of a failure ("failed", "errored")."""


def failed_outside(context: ValidationContext, record: ActionStatusRecord) -> bool:
    """Whether an action the ledger never saw carried out was tried all the same, and failed.

    A call of its kind that the ledger did not govern (it refused it, or the call came
    before the approval) returned an error; an execution the ledger recorded is judged by
    its own result (`ValidationContext.action_statuses`).
    """
    return record.status != "executed" and record.kind in context.errored_tools()


def _attempt(tokens: Sequence[Token], at: int) -> int | None:
    """Which attempt the clause of tokens[at] names ("on the second try"): 1, 2, ... or -1."""
    clause = tokens[at].clause
    for index, token in enumerate(tokens):
        if token.clause == clause and token.lower in ORDINALS:
            following = tokens[index + 1 : index + 3]
            if any(word.clause == clause and word.lower in TRIES for word in following):
                return ORDINALS[token.lower]
    return None


def by_attempt(tokens: Sequence[Token], claim: StatusClaim, ledger: LedgerReading) -> StatusClaim:
    """A claim about one attempt among several actions: about that attempt's action alone.

    "Booked on the second try" of three bookings is about the second (in order of proposal),
    not about any of them; an ordinal past the number of actions picks nothing. Attempts are
    at one kind of action: among actions of several kinds, the ordinal counts only those of
    a kind tried more than once.
    """
    if claim.missing is not None or claim.unbound:
        return claim
    nth = _attempt(tokens, claim.start)
    if nth is None or all(len(ids) < 2 for ids, _ in claim.groups):
        return claim
    groups: list[tuple[tuple[str, ...], bool]] = []
    for ids, every in claim.groups:
        if len(ids) < 2:
            groups.append((ids, every))
            continue
        kinds = [ledger.actions[action_id].kind for action_id in ids if action_id in ledger.actions]
        tried = {kind for kind in kinds if len(ledger.ids_by_kind.get(kind, ())) > 1}
        if tried and len(set(kinds)) > 1:
            ids = tuple(i for i in ids if i in ledger.actions and ledger.actions[i].kind in tried)
        ordered = sorted(ids, key=lambda action_id: action_number(action_id) or 0)
        if nth <= len(ordered):
            groups.append(((ordered[nth - 1 if nth > 0 else -1],), False))
    kept = {action_id for ids, _ in groups for action_id in ids}
    targets = tuple(target for target in claim.targets if target[0] in kept)
    if not targets:
        return claim
    return attrs.evolve(claim, targets=targets, groups=tuple(groups), every=False)


def told_failed(
    context: ValidationContext,
    tokens: Sequence[Token],
    claims: Sequence[StatusClaim],
    actions: Mapping[str, ActionStatusRecord],
) -> frozenset[str]:
    """The failed actions whose failure a sentence tells.

    A word of failure ("executed, but it failed": every failed action), a claim that they
    failed, or the error code their result returned ("executed, returned SLOT_UNAVAILABLE");
    and a rejection that the sentence does not give to the user ("refused by the system",
    "the carrier rejected it"): a call whose result is an error was refused by what it
    called.
    """
    refused = _refused_by_others(context, tokens, claims, actions)
    return refused | _told_executed(context, tokens, claims, actions)


def _refused_by_others(
    context: ValidationContext,
    tokens: Sequence[Token],
    claims: Sequence[StatusClaim],
    actions: Mapping[str, ActionStatusRecord],
) -> frozenset[str]:
    """The failed actions a sentence says were rejected by someone other than the user."""
    found: set[str] = set()
    for claim in claims:
        failed = [
            action_id
            for action_id, what in claim.targets
            if what == "rejected"
            and (record := actions.get(action_id)) is not None
            and record.status == "failed"
        ]
        if failed and not by_the_user(context, tokens, claim.start):
            found.update(failed)
    return frozenset(found)


_PASSIVE: Final = AUXILIARIES - {"has", "have", "had"}
"""Verbs that make a participle passive ("was declined", "got refused"), not perfect."""


def by_the_user(context: ValidationContext, tokens: Sequence[Token], index: int) -> bool:
    """Whether the act at `index` is the user's: "refused by Priya", "she rejected it".

    The words after its "by", if it has one; else, in the active voice, the words of its
    clause before it, past an arrow ("he okayed it -> card declined": what the arrow leads
    to has a doer of its own). A passive word's doer is only ever after "by": in "tell him
    the Amex was declined" the user is told, and the Amex is what was declined.
    """
    names = names_of(context)
    clause = tokens[index].clause
    after = index + 1
    while after < len(tokens) and tokens[after].kind == "mark":
        after += 1
    if after < len(tokens) and tokens[after].lower == "by":
        agent = tokens[after + 1 : after + 4]
    elif index and tokens[index - 1].lower in _PASSIVE and tokens[index - 1].clause == clause:
        return False  # passive with no "by": no doer named
    else:
        agent = tuple(token for token in tokens[:index] if token.clause == clause)
        arrows = [at for at, token in enumerate(agent) if token.text in ARROWS]
        agent = agent[arrows[-1] + 1 :] if arrows else agent  # "he okayed it -> card declined"
        if agent and agent[0].lower == "her":
            agent = agent[1:]  # "Her request was refused": a possessive, not the doer
    return any(token.lower in USER_PARTIES or token.lower in names for token in agent)


def chosen_before_proposal(
    context: ValidationContext,
    tokens: Sequence[Token],
    claim: StatusClaim,
    users: Sequence[int],
) -> bool:
    """Whether an approval the user gave, by the cited user messages, came before its proposal.

    "He accepted Thursday as the fallback" citing "OK, Thursday then", said before the agent
    proposed the move to Thursday: the user's choice that led to the proposal, not an approval
    of it. Only of actions still pending, each proposed after every message cited (`users`).
    """
    if not users or any(what != "approved" for _, what in claim.targets):
        return False
    entry = LEXICON.get((tokens[claim.start].lower,))
    if entry is None or not entry.weak:
        return False  # "approved", "authorized": words of an approval, not of a choice
    if not by_the_user(context, tokens, claim.start):
        return False
    last = max(users)
    for action_id, _ in claim.targets:
        record = context.action(action_id)
        if record is None or record.status != "pending":
            return False
        if context.action_history(action_id)[0].event_seq <= last:
            return False
    return True


def failed_as_cited(
    context: ValidationContext, said: str, claim: StatusClaim, cited: Sequence[EncodedEvent]
) -> StatusClaim:
    """A failure claim moved to the failed action whose call's result the item cites.

    "GR-3310 desk extension failed", citing the error its extension's call returned: the
    claim is of that call, though "extension" is the word of another kind (a request for
    an extension) on the same grant. Only when no action the words name failed, the failed
    action is of another kind than theirs ("the second charge failed" picks its charge),
    and each value the sentence says (`said`) is a parameter of the failed action or in a
    cited result: "the debit from the account ending 5521 failed" is of no call from
    another account.
    """
    if not cited or any(what != "failed" for _, what in claim.targets):
        return claim
    statuses = context.action_statuses()
    if any(
        holds(context, statuses.get(action_id), "failed", present=False)
        for action_id, _ in claim.targets
    ):
        return claim
    kinds = {record.kind for action_id, _ in claim.targets if (record := statuses.get(action_id))}
    failed = [
        record
        for record in statuses.values()
        if record.status == "failed" and record.kind not in kinds
    ]
    results = [event for event in cited if event.kind is EventKind.TOOL_RESULT]
    if not failed or not results:
        return claim
    calls = {event.seq for event in context.exchanged(results)}
    values = {literal.atom for literal in context.literals(said) if literal.kind != "ref"}
    for record in failed:
        sources = {entry.source_seq for entry in context.action_history(record.action_id)}
        action = context.action(record.action_id)
        if (
            action is not None
            and not sources.isdisjoint(calls)
            and all(
                atom in value_atoms(action.params)
                or any(context.holds(event, atom) for event in results)
                for atom in values
            )
        ):
            return attrs.evolve(
                claim,
                targets=((record.action_id, "failed"),),
                groups=(((record.action_id,), False),),
            )
    return claim


_COUNTS: Final = {**NUMBER_WORDS, "both": 2}
"""Words that count what they come before ("both lines", "three tickets")."""


def counted_beyond(
    context: ValidationContext, tokens: Sequence[Token], claim: StatusClaim
) -> tuple[str, int, list[str], list[str]] | None:
    """A count of objects the claim's actions are on fewer of, said in its clause.

    "TRV30-EU added to both lines" of one ``add_roaming_pass`` whose ``line`` is one line:
    a count ("both", "two") right before a plural noun that names a param of the claim's
    actions (the key's word: "lines" of ``line``) says more of them than the actions carried
    out hold values for; a param that is a number counts by itself ("three tickets" of a
    ``number_of_tickets``). Only of a claim that acts were carried out. Returns the noun, the
    count said, the values the actions hold and those actions.
    """
    if any(what != "executed" for _, what in claim.targets):
        return None  # "two orders are pending" may tell the orders' own state
    clause = tokens[claim.start].clause
    ids = list(dict.fromkeys(action_id for action_id, _ in claim.targets))
    statuses = context.action_statuses()
    # Only the actions carried out hold what was done: "autopay on both accounts was moved"
    # when the move of both was refused and one account's was made.
    done = [a for a in ids if a in statuses and statuses[a].status == "executed"]
    ids = done or ids
    for index, token in enumerate(tokens[:-1]):
        count = _COUNTS.get(token.lower)
        noun = tokens[index + 1]
        if count is None or count < 2 or token.clause != clause or noun.clause != clause:
            continue
        if not noun.lower.endswith("s"):
            continue
        wanted = stem(noun.lower[:-1])
        values: set[str] = set()
        named = False
        for action_id in ids:
            record = context.action(action_id)
            params = record.params if record is not None else None
            for key, value in params.items() if isinstance(params, dict) else ():
                if isinstance(value, int | float):
                    continue  # a count of its own ("number_of_tickets": 3 of "three tickets")
                if wanted in {stem(part) for part in _KEY_WORDS.findall(key.lower())}:
                    named = True  # a list holds its items ("item_ids": two items)
                    values.update(map(str, value) if isinstance(value, list) else [str(value)])
        if named and len(values) < count:
            return noun.text, count, sorted(values), ids
    return None


_KEY_WORDS: Final = re.compile(r"[a-z]+")


def _told_executed(
    context: ValidationContext,
    tokens: Sequence[Token],
    claims: Sequence[StatusClaim],
    actions: Mapping[str, ActionStatusRecord],
) -> frozenset[str]:
    """The failed actions a sentence claims executed and tells the failure of."""
    failing = {  # the failed actions the sentence claims executed: the only ones asked about
        action_id: record
        for claim in claims
        for action_id, what in claim.targets
        if what == "executed"
        and (record := actions.get(action_id)) is not None
        and record.status == "failed"
    }
    if not failing:
        return frozenset()
    if any((token.lower,) in _FAILURE_WORDS for token in tokens):
        return frozenset(failing)  # "executed, but it failed": said of what it is about
    failed = {
        action_id
        for claim in claims
        for action_id, what in claim.targets
        if what == "failed" and action_id in failing
    }
    kinds = {record.kind for record in actions.values()}
    codes = {
        token.text
        for token in tokens
        if _ERROR_CODE.fullmatch(token.text) and token.text not in kinds
    }
    for action_id, record in failing.items() if codes else ():
        result = context.event(f"ev_{record.event_seq}")  # the error result
        if result is not None and any(code in context.text(result) for code in codes):
            failed.add(action_id)
    return frozenset(failed)


def holds(
    context: ValidationContext,
    record: ActionStatusRecord | None,
    what: Claim,
    *,
    present: bool,
    told: AbstractSet[str] = frozenset(),
) -> bool:
    """Whether the ledger's status of an action makes a claim true.

    An action that failed was approved first: "approved, then the call failed" is true of it;
    "is approved" (`present`) is not. A failed call was made, and refused by what it called:
    "executed" and "rejected" are true of it when the sentence tells its failure (`told`, from
    `told_failed`). A call that failed outside the ledger makes "failed" true
    (`failed_outside`).
    """
    return record is not None and (
        record.status in CLAIMS[what]
        or (what == "failed" and failed_outside(context, record))
        or (what == "approved" and record.status == "failed" and not present)
        or (
            what in ("executed", "rejected")
            and record.status == "failed"
            and record.action_id in told
        )
    )
