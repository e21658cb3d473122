"""Which actions a status word is about: the subjects of the authority rule's claims.

`subjects` reads a sentence around a status word for the actions it speaks of, in the order
`agentstate.validation._authority.AuthorityRule` describes: the ids in its clause, the kinds
its clause names, then what the clauses it reaches name; last, for a status noun, the actions
whose kind has its verb.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from itertools import pairwise
from typing import Final

from agentstate.validation._action_kinds import LedgerReading
from agentstate.validation._claim_reach import (
    JOINING,
    LABEL_MARKS,
    PASSIVE,
    alternative_at,
    gerund_at,
    joined_on,
    labelled,
    points_back,
    reach,
    subjectless,
    timed_at,
)
from agentstate.validation._language import STOPWORDS, Token, act_nouns, opening_parenthesis
from agentstate.validation._lexicon import (
    DETERMINERS,
    GENERIC_ACTS,
    NOMINALIZATIONS,
    ORDINALS,
    PARTIES,
    PERSONAL_SUBJECTS,
    SEEMING,
    TRIES,
    UNIVERSALS,
    USER_NOUNS,
)
from agentstate.validation._status_words import (
    AUXILIARIES,
    COMPOUND_HEADS,
    Claim,
    StatusWord,
    is_plural,
)
from agentstate.validation._unheld_subjects import of_a_relative_head, unheld_act_subject

__all__ = ["Group", "claimed", "in_aside", "subjects"]

Group = tuple[tuple[str, ...], bool]
"""Actions a claim is about, and whether it claims every one of them ("both credits")."""

_LIST_WORDS: Final = frozenset(
    {"and", "or", ",", "&", "the", "a", "an", "both", "action", "actions"}
)
_MOST_AUXILIARIES: Final = 3
"""The most auxiliaries and adverbs read between a weak word and its subject ("has
already been")."""
_OF_THE: Final = frozenset({"the", "of"})
_ALL: Final = frozenset({"both", "all"})
_BEFORE_ACT_NOUN: Final = DETERMINERS | frozenset(ORDINALS)
"""Words after which a noun of an act stands for the act itself ("the booking"), not for
a kind of it ("this kind of seat change")."""
_INDEFINITE: Final = frozenset({"a", "an", "any", "every", "each"})
_REQUESTS: Final = frozenset({"request", "requests", "application", "claim"})
"""Nouns after the noun of an act that stand for the act asked for ("the return request")."""
_SUBORDINATORS: Final = frozenset({
    "because", "since", "as", "although", "though", "while", "when", "after", "before",
    "until", "unless", "if", "so", "but", "and", "or", "which", "that",
})  # fmt: skip
"""Words that open another clause: a noun of an act before one is not the subject of a
status word after it."""


def _group(tokens: Sequence[Token], refs: dict[int, str], *, at: int, step: int) -> Group:
    """The ids of a list of names around the id at `at` ("act_9, act_10 and act_11").

    A list joined by "and" or commas claims each of its actions; one with "or", any.
    """
    group = [refs[at]]
    every = True
    index = at + step
    while 0 <= index < len(tokens):
        if index in refs:
            group.append(refs[index])
        elif tokens[index].lower not in _LIST_WORDS:
            break
        elif tokens[index].lower == "or":
            every = False
        index += step
    return tuple(group), every and len(group) > 1


def subjects(
    tokens: Sequence[Token],
    *,
    start: int,
    end: int,
    refs: list[tuple[int, str]],
    ledger: LedgerReading,
    weak: bool,
    verb: str | None,
    effect: str | None = None,
    said: str | None = None,
    decided: bool = False,
) -> list[Group]:
    """The actions a status word at tokens[start:end] is about (see `AuthorityRule`).

    `verb` is the stem of the verb a status noun comes from ("cancel" for "cancellation"):
    when nothing else names the action, the actions whose kind has that verb. `effect` is
    the stem of a word that claims only as a kind's own verb ("update" for "updated"):
    only kinds with that verb are named, by any of their nouns (`_by_kind`). `said` is the
    stem of a status word that is some kind's verb ("book" for "booked"): those kinds are
    also named by their `KindWords.objects`. `decided` tells an active word of a decision
    ("declined"), whose object a person's decision is about.
    """
    clause = tokens[start].clause
    by_index = dict(refs)
    before = [index for index, _ in refs if index < start and tokens[index].clause == clause]
    # Past the start: a status noun's span may hold its id ("Execution of act_9 is complete").
    after = [index for index, _ in refs if index > start and tokens[index].clause == clause]
    if weak:
        before = [index for index in before if start - index <= 4]
        after = []
    if decided and unheld_act_subject(tokens, start, ledger):
        return []  # "BK-1 cancelled, waiver refused": what was refused is no act held
    if before:
        return [_group(tokens, by_index, at=max(before), step=-1)]
    if after:
        return [_group(tokens, by_index, at=min(after), step=1)]
    if every := _every_action(tokens, start, ledger):
        return [every]
    if of_a_relative_head(tokens, start, ledger):
        return []  # "an order he had cancelled": about the order, which no action is

    # A weak word's subject: the four words before it, past its auxiliaries ("the credit
    # for the outage has been applied").
    words = [
        token
        for token in tokens[max(0, start - 4 - _MOST_AUXILIARIES) : start]
        if token.clause == clause
    ]
    while words and words[-1].lower in AUXILIARIES:
        words.pop()
    near = {token.stem for token in words[-4:]}
    # What is said of something else, chosen instead ("in favour of a voucher") or telling
    # when ("paid at collection"), is not what the status word is about.
    alternative = min(alternative_at(tokens, end), timed_at(tokens, end))
    in_clause = _by_kind(
        [token for token in tokens[:alternative] if token.clause == clause],
        ledger,
        near=near if weak else None,
        effect=effect,
        said=said,
        status=tokens[start],
    )
    if not in_clause and (
        (weak and _by_party(tokens, start))
        or (decided and _by_party(tokens, start, _DECIDERS, names=True))
    ):
        # "The agent completed the exchange": the act is the object of a party's weak verb;
        # "Ostler declined the exchange": of a person's decision.
        in_clause = _by_kind(
            [token for token in tokens[end:] if token.clause == clause],
            ledger,
            near=None,
            effect=effect,
            said=said,
            objects=True,
        )
    if in_clause or weak:
        return in_clause
    no_subject = subjectless(tokens, start=start)
    first, last = reach(
        tokens, start=start, back=no_subject or points_back(tokens, start=start, end=end)
    )
    if not no_subject and _own_object(
        tokens, start=start, end=end, last=last, refs=by_index, verbs=ledger.verbs
    ):
        return []
    if not no_subject and tokens[start - 1].lower in PASSIVE:
        # A passive status word with a subject of its own that names no action is about
        # that subject ("The photos were declined, so the credit is pending"); it reaches
        # on only through a label's mark ("The request was approved: the credit").
        last = next(
            (
                index - 1
                for index in range(end, last + 1)
                if tokens[index].kind == "mark" and tokens[index].lower not in LABEL_MARKS
            ),
            last,
        )
    earlier = [index for index, _ in refs if first <= index < start]
    if earlier:
        return [_group(tokens, by_index, at=max(earlier), step=-1)]
    if no_subject:
        later = labelled(tokens, end=end, refs=by_index)
        if later is not None:
            return [_group(tokens, by_index, at=later, step=1)]
    last = min(last, alternative - 1)
    in_reach = _by_kind(
        tokens[first : last + 1],
        ledger,
        near=None,
        effect=effect,
        said=said,
        # joined by "and" with no subject of its own, the subject of the clause before is its own
        status=tokens[start] if no_subject and joined_on(tokens, start) else None,
    )
    if in_reach and (gerund := gerund_at(tokens, first)) is not None:
        # "Leaving the charge as prepayment was offered, but it was turned down": the act
        # told is the gerund's; a kind named only as its object is not what was turned down.
        in_reach = [
            group
            for group in in_reach
            if any(gerund in ledger.kinds[ledger.actions[a].kind][1] for a in group[0])
        ]
    if in_reach and said is not None and last >= end and tokens[last].clause != clause:
        # "KT-3310 booked for Fri 6/12, kept on hold till the deposit clears": past its own
        # clause, a kind that does not do the status word's act is another clause's subject.
        in_reach = [
            group
            for group in in_reach
            if any(said in ledger.kinds[ledger.actions[a].kind][1] for a in group[0])
        ]
    if in_reach or verb is None:
        return in_reach
    ids = tuple(
        action_id
        for kind, action_ids in ledger.ids_by_kind.items()
        if verb in ledger.kinds[kind][1]
        for action_id in action_ids
    )
    return [(ids, False)] if ids else []


def _own_object(
    tokens: Sequence[Token],
    *,
    start: int,
    end: int,
    last: int,
    refs: dict[int, str],
    verbs: AbstractSet[str],
) -> bool:
    """Whether an active status word's object of its own, naming no action, is what it is about.

    "Lakeside rejected the claim, so a prior authorization is needed": the claim, which no
    action is (its clause names no kind, no act and no id), not an action the sentence names
    elsewhere. An offer of an act is no object of its own ("turned down the offer to add it").
    """
    if start == 0 or tokens[start - 1].lower in PASSIVE or end >= len(tokens):
        return False
    after = tokens[end]
    if after.clause != tokens[start].clause or after.lower not in DETERMINERS:
        return False
    rest = [token for token in tokens[end : last + 1] if token.clause == after.clause]
    return (
        not any(index in refs for index in range(end, last + 1))
        and all(not act_nouns(token.lower) for token in rest)
        and not any(  # "the offer to add it" is of an act
            token.lower == "to" and following.stem in verbs for token, following in pairwise(rest)
        )
    )


def _by_kind(
    span: Sequence[Token],
    ledger: LedgerReading,
    *,
    near: AbstractSet[str] | None,
    effect: str | None = None,
    said: str | None = None,
    status: Token | None = None,
    objects: bool = False,
) -> list[Group]:
    """The actions whose kind `span` names, the most specific kinds first, one group a kind.

    A kind is named by all its nouns ("reservation flights"). When the status word claims
    only as the verb `effect` of some kinds, only those kinds are named, and when none is
    named by all its nouns, by any of them: "Your reservation has been updated" names
    update_reservation_flights and update_reservation_baggages alike, not book_reservation.
    When the status word is the kind's own verb (`said`), its `KindWords.objects` name it
    too ("Your flight has been booked"). A kind named in the plural or after "both" / "all"
    ("both credits") claims each of its actions; in the singular ("the credit"), any one.
    With `near` (a weak word), a kind counts only if one of its nouns is among those stems.
    When none is named so, a noun of an act names the kinds that do it, with one of their
    nouns ("the flight change"), or alone when it heads the subject of the status word
    `status` ("the booking went through", "the return of the keyboard was processed") or,
    with `objects` (the span is the object of a party's verb), when it heads the span ("the
    agent completed the exchange").
    """
    kinds = ledger.kinds
    stems = _naming_stems(span, ledger.nouns)
    written = {
        token.lower: token.stem
        for at, token in enumerate(span)
        if "_" in token.lower and not (at + 1 < len(span) and span[at + 1].text == ":")
    }  # "book_reservation: Error: ..." labels the tool's own words, naming nothing

    def named(kind: str) -> frozenset[str] | None:
        """The largest of the kind's names all in `span` (near a weak word), if any.

        The kind's own name, as the tool is called ("reset_mfa failed"), names it whole.
        """
        if kind in written and (near is None or written[kind] in near):
            return frozenset(kinds[kind][0]) | {written[kind]}
        candidates = ledger.names[kind]
        if said is not None and said in kinds[kind][1]:
            candidates = (*candidates, *ledger.objects[kind])
        found = [nouns for nouns in candidates if nouns <= stems and (near is None or nouns & near)]
        return max(found, key=len) if found else None

    def partly_named(kind: str, acts: AbstractSet[str | None]) -> frozenset[str] | None:
        nouns, verbs = kinds[kind]
        if not acts & verbs or not nouns & stems or (near is not None and not nouns & near):
            return None
        return nouns & stems

    matched = {kind: nouns for kind in ledger.ids_by_kind if (nouns := named(kind))}
    if effect is not None:
        matched = {kind: nouns for kind, nouns in matched.items() if effect in kinds[kind][1]} or {
            kind: nouns for kind in ledger.ids_by_kind if (nouns := partly_named(kind, {effect}))
        }
    elif not matched:
        # A noun of an act names its kind with one of the kind's nouns ("the flight change" is
        # an update of the reservation's flights) or alone when it is the status word's
        # subject, after a determiner ("the booking", "the first booking attempt").
        acts: set[str | None] = set()
        alone: set[str | None] = set()
        for index, token in enumerate(span):
            named_acts = act_nouns(token.lower) & ledger.verbs
            if named_acts and _bare_plural(span, index):
                continue
            if not named_acts and token.lower in ledger.parts and token.stem in ledger.verbs:
                named_acts = frozenset({token.stem})  # a verb as a noun: "the rollback"
            if named_acts and token.stem in stems:
                acts.update(named_acts)
                if (
                    _determined(span, index) and _heads(span, index, len(span))
                    if objects
                    else _act_subject(span, index, status)
                ):
                    alone.update(named_acts)
        if acts:
            matched = {
                kind: nouns for kind in ledger.ids_by_kind if (nouns := partly_named(kind, acts))
            } or {kind: frozenset() for kind in ledger.ids_by_kind if alone & kinds[kind][1]}
    if not matched:
        return []
    # The most specific kinds win: "update reservation baggages" is not a book_reservation.
    return [
        (tuple(ledger.ids_by_kind[kind]), _every(span, kinds[kind], ledger))
        for kind, nouns in matched.items()
        if not any(nouns < other for other in matched.values())
    ]


def _act_subject(span: Sequence[Token], at: int, status: Token | None) -> bool:
    """Whether the noun of an act at span[at] is the subject of the status word `status`.

    After a determiner or an ordinal, before the status word, and with no other verb or
    subordinate clause between them: "The first booking attempt went through", not "the
    booking returned an error because $40 was paid"; a verb the status word is joined to by
    "and" shares its subject ("the booking was checked and went through").
    """
    status_at = next((index for index, token in enumerate(span) if token is status), None)
    if status_at is None or status_at <= at:
        return False
    if not _determined(span, at) or not _heads(span, at, status_at):
        return False
    # "The booking was checked and went through": a verb joined by "and" shares the subject
    joined = status_at
    while joined > at + 1 and span[joined - 1].lower in JOINING:
        joined -= 1  # "and then went through"
    shared = joined < status_at
    return not any(
        token.lower in _SUBORDINATORS
        or (token.lower.endswith("ed") and token.kind == "word" and not shared)
        for token in span[at + 1 : joined]
    )


def _heads(span: Sequence[Token], at: int, status_at: int) -> bool:
    """Whether the noun at span[at] heads its phrase: no noun it modifies comes after it.

    "The return was processed", "the return of the keyboard", "the first booking attempt",
    "the refund request"; not "the return label was processed", which is about a label.
    """
    after = at + 1
    while after < status_at and span[after].lower in _REQUESTS | TRIES:
        after += 1  # "the return request", "the first booking attempt"
    following = span[after] if after < status_at else None
    return (
        following is None
        or following.kind != "word"
        or following.lower in STOPWORDS
        or following.lower in SEEMING  # "the extension appears to have gone through"
        or following.lower.endswith("ly")
    )


_DOERS: Final = PARTIES - {"customer", "user", "caller", "client"}
"""The conversation's parties that carry its acts out: a customer who "completed the exchange
request" filled it in."""
_DECIDERS: Final = PERSONAL_SUBJECTS | USER_NOUNS
"""Who decides on what the agent offers ("she declined the exchange"), besides a name."""
_ADVERBS: Final = frozenset(
    {"also", "then", "just", "already", "since", "now", "has", "have", "had"}
)
"""Words that may stand between a party and its verb ("the agent has also completed")."""


def _by_party(
    tokens: Sequence[Token],
    start: int,
    parties: AbstractSet[str] = _DOERS,
    *,
    names: bool = False,
) -> bool:
    """Whether the word at `start` is a verb whose subject is one of `parties`.

    "We processed ...", "the agent successfully completed ..." (`PARTIES`, but the customer);
    with `names`, a capitalized name too ("Ostler declined ...").
    """
    clause = tokens[start].clause
    at = start - 1
    while (
        at >= 0
        and tokens[at].clause == clause
        and (tokens[at].lower in _ADVERBS or tokens[at].lower.endswith("ly"))
    ):
        at -= 1
    if at < 0 or tokens[at].clause != clause:
        return False
    subject = tokens[at]
    return subject.lower in parties or (
        names
        and subject.kind == "word"
        and subject.text[:1].isupper()
        and subject.lower not in STOPWORDS
        and not any(char.isdigit() for char in subject.lower)
    )


_SETTLED: Final = frozenset({"rejected", "cancelled", "revoked"})
"""Statuses of actions that no longer stand: "everything was done" is not said of them."""


def _every_action(tokens: Sequence[Token], start: int, ledger: LedgerReading) -> Group | None:
    """Every standing action, when the status word's subject is all of them.

    "All four requests were completed", "everything the user asked for has been done": a
    word of all and a noun of any action (or "everything") before it in its clause, and no
    kind named there.
    """
    clause = tokens[start].clause
    subject = [token for token in tokens[:start] if token.clause == clause]
    words = {token.lower for token in subject}
    if not words & UNIVERSALS or not words & GENERIC_ACTS:
        return None
    if any(token.stem in ledger.nouns for token in subject):
        return None  # "all the credits": the kind says which
    standing = tuple(
        action_id for action_id, record in ledger.actions.items() if record.status not in _SETTLED
    )
    return (standing, True) if standing else None


def act_noun_subject(tokens: Sequence[Token], at: int) -> bool:
    """Whether the noun of an act heads the subject of the word at `at` (`_act_subject`).

    "The exchange for the lamp was successful", "the user's return is now complete"; not
    after "a" ("an exchange is complete once approved" says what any exchange is).
    """
    clause = tokens[at].clause
    span = [token for token in tokens if token.clause == clause]
    status = tokens[at]
    return any(
        act_nouns(token.lower)
        and not _bare_plural(span, index)
        and (index == 0 or span[index - 1].lower not in _INDEFINITE)
        and _act_subject(span, index, status)
        for index, token in enumerate(span)
        if token is not status
    )


def _bare_plural(span: Sequence[Token], at: int) -> bool:
    """Whether span[at] is a plural with no determiner: acts in general, not some acts.

    "Returns are processed within 5 days" says how returns go; "both returns were
    processed" claims two were.
    """
    lower = span[at].lower
    return (
        lower.endswith("s")
        and not lower.endswith("ss")
        and lower not in NOMINALIZATIONS
        and (at == 0 or span[at - 1].lower not in _BEFORE_ACT_NOUN)
    )


def _determined(span: Sequence[Token], at: int) -> bool:
    """Whether the noun at span[at] opens its phrase, or follows a determiner or an ordinal.

    One modifying noun may stand between ("the keyboard return", "Keyboard return", "the
    staging deployment": a word in -ing before a noun modifies it as a noun does), not a
    participle in -ed or a stopword ("this kind of seat change" names a kind).
    """
    if at == 0 or span[at - 1].lower in _BEFORE_ACT_NOUN:
        return True
    modifier = span[at - 1]
    if modifier.kind != "word" or modifier.lower in STOPWORDS or modifier.lower.endswith("ed"):
        return False
    return at == 1 or span[at - 2].lower in _BEFORE_ACT_NOUN


def _naming_stems(span: Sequence[Token], nouns: frozenset[str]) -> set[str]:
    """The stems of `span` that may name a kind: not a kind's noun modifying the noun after it.

    "The customer's credit card was declined" names no credit: "credit card" is a card
    (`COMPOUND_HEADS`), unless that noun is a kind's own ("payment method" of an
    update_payment_method action).
    """
    last = len(span) - 1
    return {
        token.stem
        for index, token in enumerate(span)
        if index == last
        or span[index + 1].lower not in COMPOUND_HEADS
        or span[index + 1].stem in nouns
    }


def _every(
    span: Sequence[Token], words: tuple[frozenset[str], frozenset[str]], ledger: LedgerReading
) -> bool:
    """Whether `span` names a kind (by its noun and verb stems) in the plural or after "all".

    "Both credits", "all the update reservation flights" ("both" counts as "all"). A word the
    kind's name holds in the plural, without the kind's verb, counts what one action is on:
    "both items were changed" of a ``modify_order_items`` action changing two items.
    """
    nouns, verbs = words
    for index, token in enumerate(span):
        if token.stem not in nouns:
            continue
        if is_plural(token, ledger.parts):
            return True
        before = index - 1
        while before >= 0 and (
            span[before].lower in _OF_THE
            or span[before].stem in nouns
            or span[before].stem in verbs
        ):
            before -= 1
        # "items" of modify_order_items alone counts the objects of one action; with the
        # kind's verb ("all update reservation flights") it names the actions.
        named = any(word.stem in verbs for word in span[before + 1 : index])
        if token.lower in ledger.parts and token.lower != token.stem and not named:
            continue
        if before >= 0 and span[before].lower in _ALL:
            return True
    return False


def in_aside(tokens: Sequence[Token], at: int) -> bool:
    """Whether the token at `at` stands in a parenthesis."""
    return opening_parenthesis(tokens, at) is not None


def claimed(
    groups: Sequence[Group],
    ledger: LedgerReading,
    *,
    past: str | None,
    entry: StatusWord | None,
    refs: Sequence[tuple[int, str]],
    aside: bool,
) -> list[tuple[str, Claim]]:
    """What a status word claims of each action of its groups: (action id, claim).

    The past tense of a kind's own verb claims its action carried out ("the order was
    cancelled" of a cancel_order: executed, or withdrawn when the word is a status too; "access
    was granted" of a grant_access: executed, not only approved). In
    a parenthesis (`aside`), the word of another act than the action's kind does describes
    the object, not the action, unless the sentence names the action: "#W1001 (a lamp, $40,
    paid by gift card)" tells how the order was paid, not that its cancellation was done.
    """
    targets: list[tuple[str, Claim]] = []
    named = {action_id for _, action_id in refs}
    for action_ids, _ in groups:
        for action_id in action_ids:
            record = ledger.actions.get(action_id)
            verbs = ledger.kinds[record.kind][1] if record is not None else frozenset()
            own = past is not None and past in verbs
            if own:
                targets.append((action_id, "executed"))
            elif aside and action_id not in named:
                continue
            if entry is not None and not (own and entry.claim == "approved"):
                targets.append((action_id, entry.claim))
    return targets
