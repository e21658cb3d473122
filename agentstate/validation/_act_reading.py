"""Claims that an act was done, in the summary's own words ("was booked", "3 tickets bought").

A past tense of a verb of acts (`_lexicon.ACT_VERBS`, and the verbs of the ledger's kinds)
claims that an action doing that act was executed. Not when it is an adjective ("the booked
flight"), negated or hedged, wished for ("wanted it cancelled") or done by someone outside
the conversation ("cancelled by the airline"). An act done to what names a governed kind by
a name of its own ("One checked bag was also added": `KnownActs.kinds_named`) claims an
action of that kind, whatever its verb, and an amount of money sent ("$40 was sent to
Dana") claims a payment (`_lexicon.MONEY_SENT`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from typing import Final

from agentstate.validation._action_kinds import KindWords, LedgerReading, distinctive_names
from agentstate.validation._claim_objects import ClaimObjects, StatusClaim
from agentstate.validation._clause_objects import joined_by_marks, named_objects
from agentstate.validation._denials import denial_at
from agentstate.validation._known_acts import ACT_STEMS, KnownActs
from agentstate.validation._language import (
    STOPWORDS,
    Sentence,
    Token,
    act_nouns,
    also_said,
    kind_words,
    same_acts,
    stem,
)
from agentstate.validation._lexicon import (
    AUXILIARIES,
    CHANGING_BY_ITSELF,
    CURRENCY_SIGNS,
    CURRENCY_WORDS,
    DETERMINERS,
    LEFT_AS_IS,
    MODALS,
    MONEY_SENT,
    ONLY_WORDS,
    PARTIES,
    WISHES,
)
from agentstate.validation._literals import literals
from agentstate.validation._status_cues import negated
from agentstate.validation._status_words import (
    COMPOUND_HEADS,
    LEXICON,
    PARTICIPLES,
    Claim,
    past_stem,
)

__all__ = [
    "act_claims",
    "act_on_absent_kind",
    "adjective",
    "by_objects_if_loose",
    "by_a_third_party",
    "changed_by_itself",
    "claim_at",
    "doing",
    "left_as_it_was",
    "named_instead",
    "named_kind_on",
    "on_other_objects",
    "once_more",
    "restricted",
    "wished",
]


_PRESENT: Final = frozenset({"is", "are", "get", "gets"})
"""Auxiliaries before a participle that make it a present state, not an act done."""
_HABIT: Final = frozenset({
    "usually", "always", "typically", "normally", "generally", "automatically", "often",
})  # fmt: skip
"""Adverbs that make an act a habit ("Bags are always added at check-in")."""
_IN_PASSING: Final = frozenset({"also", "then", "only", "already", "just", "since"})


def _done(tokens: Sequence[Token], index: int) -> bool:
    """Whether the participle at `index` says an act was done, not a present state or a habit.

    The auxiliary before it, past any adverbs, is not a present one ("Bags are added at
    check-in"), and no adverb of habit stands between ("was also added" is an act).
    """
    at = index - 1
    while at >= 0 and tokens[at].lower in _HABIT | _IN_PASSING:
        if tokens[at].lower in _HABIT:
            return False
        at -= 1
    return at < 0 or tokens[at].lower not in _PRESENT


def _absent_kind_named(
    tokens: Sequence[Token], index: int, ledger: LedgerReading, acts: KnownActs
) -> bool:
    """Whether the act at `index` is done to a governed kind the ledger holds no action of.

    The words before the act ("One checked bag was also added", "Passenger changed to ...")
    name the kind by a name of its own (`KnownActs.kinds_named`), in the past: not the
    present or a habit ("Bags are added at check-in").
    """
    if not _done(tokens, index):
        return False
    kinds = acts.kinds_named(_subject_stems(tokens, index))
    return bool(kinds) and all(record.kind not in kinds for record in ledger.actions.values())


def act_on_absent_kind(
    tokens: Sequence[Token], claim: StatusClaim, ledger: LedgerReading, acts: KnownActs
) -> StatusClaim | None:
    """A status claim read again as an act on an absent kind, or None.

    When the claim's word is the past of an act ("updated", "booked") and the thing done
    names a governed kind the ledger holds no action of (`_absent_kind_named`), the claim is
    that an action of that kind was done: there is none.
    """
    if claim.missing is not None:
        return None
    verb = past_stem(tokens[claim.start])
    if verb is None or (verb not in ACT_STEMS and verb not in ledger.verbs):
        return None
    if not _absent_kind_named(tokens, claim.start, ledger, acts):
        return None
    return StatusClaim(claim.start, claim.start + 1, (), (), every=False, missing=verb)


def once_more(verb: str, verbs: AbstractSet[str]) -> str:
    """The act a verb of doing again does: "rebook" books, when no kind's verb is "rebook"."""
    if verb not in verbs and verb.startswith("re") and verb[2:] in verbs:
        return verb[2:]
    return verb


def _named_kind_actions(
    tokens: Sequence[Token], index: int, ledger: LedgerReading, acts: KnownActs
) -> list[str]:
    """The actions of the kinds the thing done names by a name of their own, if it is done."""
    if not _done(tokens, index):
        return []
    kinds = acts.kinds_named(_subject_stems(tokens, index))
    return [action_id for action_id, record in ledger.actions.items() if record.kind in kinds]


def named_kind_on(
    tokens: Sequence[Token],
    index: int,
    ledger: LedgerReading,
    objects: ClaimObjects,
    named: Sequence[str],
    words: tuple[tuple[str, KindWords], ...] = (),
) -> list[str]:
    """The actions of a kind the sentence names up to `index`'s clause, on the objects named.

    "The reimbursement request, RQ-7, was submitted for INV-204": "submit" is another kind's
    verb (``submit_expense_report``), but "reimbursement" names ``request_reimbursement`` by
    a name of its own, and the invoice is that action's object: the act told is that
    action, in the summary's verb. The subject may stand in clauses of its own, before an
    apposition, but not across a clause word: in "she confirmed the refund request, and
    RQ-7 was cancelled" the request is what she confirmed, not what was cancelled.
    """
    stems = {tokens[at].stem for at in _subject_span(tokens, index)}
    names = distinctive_names(tuple(sorted(ledger.ids_by_kind)), words)
    among = {
        action_id
        for kind, kind_names in names.items()
        if any(name <= stems for name in kind_names)
        for action_id in ledger.ids_by_kind[kind]
    }
    return objects.bound(named, among=among) if among else []


def _subject_span(tokens: Sequence[Token], index: int) -> list[int]:
    """The token indexes of `index`'s clause and the clauses before it that marks join to it.

    A clause word ("and", "but", "while") between two clauses ends the reach: what comes
    before it is a statement of its own (`joined_by_marks`).
    """
    clauses = {tokens[index].clause, *joined_by_marks(tokens, index)}
    return [at for at, token in enumerate(tokens) if token.clause in clauses]


def named_instead(
    tokens: Sequence[Token],
    index: int,
    ledger: LedgerReading,
    objects: ClaimObjects,
    named: Sequence[str],
    doing: AbstractSet[str],
    of_act: Sequence[str],
    words: tuple[tuple[str, KindWords], ...] = (),
) -> list[str]:
    """The actions of another kind than the verb's (`doing`) the sentence names, on its objects.

    "The reimbursement request for INV-204 was submitted": "submit" is another kind's verb;
    "V-9 was submitted as a new vendor": the requisition the verb's kind is on names V-9 too,
    but the sentence names a vendor and no requisition. Read when the objects named are no
    action's the verb does (`of_act` empty), or the sentence names none of the verb's kinds
    (`named_kind_on`).
    """
    kinds = {ledger.actions[action_id].kind for action_id in doing}
    if of_act:
        stems = {tokens[at].stem for at in _subject_span(tokens, index)}
        if any(name <= stems for kind in kinds for name in ledger.names[kind]):
            return []
    found = named_kind_on(tokens, index, ledger, objects, named, words)
    return [action_id for action_id in found if ledger.actions[action_id].kind not in kinds]


_MONEY_SENT: Final = {
    stem(verb): frozenset(stem(act) for act in acts) for verb, acts in MONEY_SENT.items()
}


def _money_sent(sentence: Sentence, index: int, ledger: LedgerReading, text: str) -> list[str]:
    """The actions that pay, when the verb at `index` sends an amount of money (`MONEY_SENT`).

    "$40 was sent to Dana": its clause holds an amount (a number after a currency sign or
    before a currency word) and names no act of another of the ledger's kinds ("a request
    for $25 was sent" is a request's).
    """
    tokens = sentence.tokens
    clause = tokens[index].clause
    spoken = [token for token in tokens if token.clause == clause]
    words = [token for token in spoken if token.kind == "word"]
    start, end = spoken[0].start, spoken[-1].end  # "$8,240 sent": its amount too
    amounts = [
        literal
        for literal in literals(text[start:end])
        if literal.kind == "number"
        and (
            text[start + literal.start - 1 : start + literal.start] in CURRENCY_SIGNS
            or any(
                token.lower in CURRENCY_WORDS
                for token in words
                if token.start >= start + literal.end
                and text[start + literal.end : token.start].strip() == ""
            )
        )
    ]
    if not amounts:
        return []
    paying = _MONEY_SENT[past_stem(tokens[index]) or ""]
    stems = {token.stem for token in words if token is not tokens[index]}
    found: list[str] = []
    for action_id, record in ledger.actions.items():
        nouns, verbs = ledger.kinds[record.kind]
        if verbs.isdisjoint(paying) and not verbs.isdisjoint(stems):
            return []  # another kind's act is named: "a request for $25 was sent"
        if verbs:  # the kind's act, by its verb or its noun's: "issue_payment" pays
            verbs = verbs.union(*(act_nouns(noun) for noun in nouns))
        if not verbs.isdisjoint(paying):
            found.append(action_id)
    return found


def _subject_stems(tokens: Sequence[Token], at: int) -> frozenset[str]:
    """The stems that may name what the act at `at` was done to: its clause's words before it.

    "One checked bag was also added", "Passenger changed to ...": the thing done comes first.
    Words after the verb are its means or circumstances ("created using both
    certificates"), and a word modifying the noun after it names nothing: a "bag fee" is a
    fee (`COMPOUND_HEADS`).
    """
    clause = tokens[at].clause
    words = [token for token in tokens[:at] if token.clause == clause and token.kind == "word"]
    return frozenset(
        token.stem
        for index, token in enumerate(words)
        if index + 1 == len(words) or words[index + 1].lower not in COMPOUND_HEADS
    )


def by_a_third_party(tokens: Sequence[Token], index: int) -> bool:
    """Whether the act at `index` is said to be done by someone outside the conversation."""
    at = index + 1
    if at >= len(tokens) or tokens[at].lower != "by":
        return False
    at += 1
    while at < len(tokens) and tokens[at].lower in DETERMINERS:
        at += 1
    return at < len(tokens) and tokens[at].kind == "word" and tokens[at].lower not in PARTIES


def left_as_it_was(tokens: Sequence[Token], index: int) -> bool:
    """Whether the status word at `index` tells a state left as it was, not an act.

    "Her Thursday class was left booked", "the card is kept frozen", "rooms 2 and 3 were left
    as booked": a verb of leaving right before it, or before "as" before it
    (`_lexicon.LEFT_AS_IS`), says nothing was done to the thing it names.
    """
    if index > 1 and tokens[index - 1].lower == "as":
        index -= 1
    return index > 0 and tokens[index - 1].lower in LEFT_AS_IS


def changed_by_itself(tokens: Sequence[Token], index: int) -> bool:
    """Whether the past tense at `index` tells a value's change, not an act done to it.

    "The reservation id changed from M5TQW2 to P3RMK8": a verb of change
    (`_lexicon.CHANGING_BY_ITSELF`) followed by "from" with no auxiliary before it in its clause
    has its subject change by itself ("loaner KX-2 reserved from 3/9" is an act); "was changed
    from" is an act, and so is "was added to plan B and dropped from plan A", whose participle
    after "and" shares the auxiliary of the clause before.
    """
    if not (
        index + 1 < len(tokens)
        and tokens[index + 1].lower == "from"
        and tokens[index].lower in CHANGING_BY_ITSELF
    ):
        return False
    clause = tokens[index].clause
    before = [token for token in tokens[:index] if token.clause == clause]
    at = index - len(before)
    joined = at
    while joined > 0 and tokens[joined - 1].lower in _JOINING:
        joined -= 1
    if not [token for token in before if token.lower not in _JOINING] and joined < index:
        # the participle's clause is only "and": it shares the clause before it
        shared = tokens[joined - 1].clause if joined > 0 else clause
        before = [token for token in tokens[:joined] if token.clause == shared]
    return not any(token.lower in AUXILIARIES for token in before)


_JOINING: Final = frozenset({"and", "or", "then"})


def wished(tokens: Sequence[Token], index: int) -> bool:
    """Whether the word at `index` says what someone wants done, not what was done.

    "She wanted the passenger changed", "needs the bag added": a verb of wishing earlier in
    the clause (`_lexicon.WISHES`), or earlier in the sentence when the participle opens its
    clause ("agreed to a new booking, paid by card").
    """
    clause = tokens[index].clause
    if any(token.lower in WISHES for token in tokens[:index] if token.clause == clause):
        return True
    if _caused(tokens, index):
        return True
    # A clause that opens with the participle describes what came before it ("agreed to a
    # new booking, paid by card"): it is wanted when that is.
    opens = index == 0 or tokens[index - 1].clause != clause
    return opens and any(token.lower in WISHES for token in tokens[:index])


def restricted(tokens: Sequence[Token], index: int) -> bool:
    """Whether the participle at `index` tells a restriction, with no tense of its own.

    "Only Ria's room extended, not Joss's": "only" earlier in its clause and no auxiliary or
    modal before it there. A requirement's restriction says what is to be done to which;
    "only Ria's room was extended" tells what was.
    """
    clause = tokens[index].clause
    before = [token.lower for token in tokens[:index] if token.clause == clause]
    return (
        not ONLY_WORDS.isdisjoint(before)
        and AUXILIARIES.isdisjoint(before)
        and MODALS.isdisjoint(before)
    )


_CAUSATIVE: Final = frozenset({"have", "get"})
_PERFECT: Final = frozenset({"been", "already", "just", "since"})


def _caused(tokens: Sequence[Token], index: int) -> bool:
    """Whether the participle at `index` is what an infinitive has someone else do.

    "agreed to have the copay charged", "and to get the bag added": "to have" with an object
    before the participle. "seems to have been added" is a perfect infinitive: done.
    """
    clause = tokens[index].clause
    return any(
        tokens[at].lower == "to"
        and tokens[at + 1].lower in _CAUSATIVE
        and tokens[at + 2].lower not in _PERFECT
        for at in range(max(0, index - 12), index - 2)
        if tokens[at].clause == clause
    )


def doing(ledger: LedgerReading, verb: str) -> list[str]:
    """The ledger's actions whose kind does the act of `verb`."""
    return [
        action_id
        for action_id, record in ledger.actions.items()
        if verb in ledger.kinds[record.kind][1]
    ]


@lru_cache(maxsize=1)
def _loose_verbs() -> frozenset[str]:
    return frozenset().union(*also_said().values())


def by_objects_if_loose(
    verb: str,
    doing: Collection[str],
    named: Sequence[str],
    objects: ClaimObjects,
    ledger: LedgerReading,
) -> list[str]:
    """The actions an act claim is about: `doing`, or those its objects name if it is loose.

    `doing` are the actions whose kind does `verb`; when `verb` only may say their kinds'
    act (`_lexicon.ALSO_SAID`), the actions the objects `named` name best, if none of them.
    Money "moved" was transferred; "INV-7716's due date moved to 9/22" is about the action
    the invoice and the date name, extending a due date, when no transfer holds the date.
    """
    if (
        not doing
        or verb not in _loose_verbs()
        or any(
            verb in same_acts(kind_words(ledger.actions[action_id].kind)[1]) for action_id in doing
        )
    ):
        return list(doing)
    best = objects.bound(named)
    return best if best and set(best).isdisjoint(doing) else list(doing)


def claim_at(
    index: int, actions: Sequence[str], claim: Claim, unbound: Sequence[str] = ()
) -> StatusClaim:
    """The claim of the word at `index` that one of `actions` is `claim`."""
    return StatusClaim(
        index,
        index + 1,
        tuple((action_id, claim) for action_id in actions),
        ((tuple(actions), False),),
        every=False,
        unbound=tuple(unbound),
    )


def on_other_objects(
    index: int, actions: Sequence[str], claim: Claim, ids: Sequence[str]
) -> StatusClaim:
    """The claim at `index` of an act on objects (`ids`) none of `actions` is on."""
    return claim_at(index, actions, claim, ids)


def act_claims(
    sentence: Sentence,
    ledger: LedgerReading,
    objects: ClaimObjects,
    text: str,
    *,
    acts: KnownActs,
    earlier: Sequence[StatusClaim],
) -> list[StatusClaim]:
    """Claims that an act was done ("was booked", "3 tickets bought", "$94 sent").

    A past tense of a verb of acts (`_lexicon.ACT_VERBS`, and the verbs of the ledger's
    kinds) claims that an action doing it was executed: one of the ledger's actions
    whose kind does that act, on the objects the clause names, or the actions of the
    status word it is joined to ("approved and sent"). Unless it is an adjective ("the
    booked flight"), negated or hedged, or another claim's word (`earlier`'s).
    """
    tokens = sentence.tokens
    taken = {claim.start for claim in earlier}
    joined = {claim.end + 1: claim for claim in earlier if claim.end < len(tokens)}
    found: list[StatusClaim] = []
    for index, token in enumerate(tokens):
        if index in taken or not (token.lower.endswith("ed") or token.lower in PARTICIPLES):
            continue  # no past tense (`past_stem` reads none of another word)
        verb = past_stem(token)
        if verb is None or (verb not in ACT_STEMS and verb not in ledger.verbs):
            continue
        verb = once_more(verb, ledger.verbs)
        if index > 0 and _determines(tokens, index - 1):
            continue  # "the booked flight", "Dana's booked flight": an adjective
        if negated(tokens, start=index, end=index + 1, noun=False):
            if (denial := denial_at(sentence, index, verb, ledger, objects, text)) is not None:
                found.append(denial)
            continue
        if by_a_third_party(tokens, index):
            continue  # "cancelled by the airline": not an act of the application's
        candidates = doing(ledger, verb)
        if _absent_kind_named(tokens, index, ledger, acts):
            # What was done names a kind the ledger governs and holds no action of.
            found.append(StatusClaim(index, index + 1, (), (), every=False, missing=verb))
            continue
        if not candidates and (token.lower,) not in LEXICON:
            # A plain act ("added", "moved"; not a word of status) on what names a kind by a
            # name of its own is about that kind's actions: "Bag added on the first attempt".
            candidates = _named_kind_actions(tokens, index, ledger, acts)
        if not candidates and verb in _MONEY_SENT:
            candidates = _money_sent(sentence, index, ledger, text)
        named = named_objects(sentence, token.clause, text)
        if named:
            candidates = by_objects_if_loose(verb, candidates, named, objects, ledger)
        if not candidates and index in joined and tokens[index - 1].lower in ("and", "or"):
            candidates = [
                action_id for action_id, _ in joined[index].targets
            ]  # "approved and sent"
        if not candidates and named:
            # No kind does the act: the action its values name, unless the ledger refused it
            # and its call was made all the same (the ledger cannot tell what it did).
            candidates = [
                action_id
                for action_id in objects.bound_by_values(named)
                if ledger.actions[action_id].status != "rejected"
                or not objects.made_anyway(action_id)
            ]
        if not candidates:
            if verb in acts and not acts.done_by_a_call(verb):
                found.append(StatusClaim(index, index + 1, (), (), every=False, missing=verb))
            continue
        on = (
            objects.bound(named, among=set(candidates))
            if named
            else objects.pointed(sentence, index, index + 1, text, candidates)
        )
        if named and not on and objects.identifiers(named):
            ids = objects.identifiers(named)
            found.append(on_other_objects(index, candidates, "executed", ids))
            continue
        if named and len(on or candidates) > 1:  # "the $61 permit": a price its proposal says
            on = objects.proposed_with(named, set(on or candidates)) or on
        found.append(claim_at(index, on or candidates, "executed"))
    return found


def _determines(tokens: Sequence[Token], at: int) -> bool:
    """Whether tokens[at] determines the noun after it: a determiner or a name's possessive.

    "the booked flight", "Dana's booked flight"; not "it's booked", nor a possessive that
    opens the sentence, which may say "is" ("Order's cancelled").
    """
    word = tokens[at].lower
    if word in DETERMINERS:
        return True
    return (
        at > 0
        and word.endswith("'s")
        and tokens[at].text[:1].isupper()
        and word[:-2] not in STOPWORDS
    )


def adjective(tokens: Sequence[Token], start: int, end: int) -> bool:
    """Whether the status word at tokens[start:end] describes the noun after a determiner.

    "A return request for the refused drum", "the refund for Rosa's cancelled booking": the
    drum refused at delivery, the booking called off, no claim about an action's status. Not
    a compound ("a manager-approved credit" says who approved).
    """
    return (
        start > 0
        and end - start == 1
        and "-" not in tokens[start].lower
        and _determines(tokens, start - 1)
        and end < len(tokens)
        and tokens[end].kind == "word"
        and tokens[end].lower not in STOPWORDS
    )
