"""How far a status word reaches for what it is about: its clause, and the clauses marks join.

A status word takes its action from the words of its own clause, from clauses marks join to
it ("Approved: the credit"), and back across "and" / "but" only when its own clause names no
subject or object of its own ("The credit was reviewed and approved"). An alternative ("in
favour of a refund") and the object of a gerund ("Leaving the charge as prepayment") are not
what it is about.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate.validation._action_kinds import LedgerReading
from agentstate.validation._language import Token, act_nouns, kind_acts, kind_words
from agentstate.validation._lexicon import (
    ALTERNATIVES,
    AUXILIARIES,
    DETERMINERS,
    PERSONAL_SUBJECTS,
)
from agentstate.validation._status_words import past_stem

__all__ = [
    "JOINING",
    "LABEL_MARKS",
    "NO_SUBJECT",
    "PASSIVE",
    "alternative_at",
    "gerund_at",
    "joined_on",
    "labelled",
    "of_another_act",
    "points_back",
    "reach",
    "subject_names",
    "subjectless",
    "timed_at",
]

PASSIVE: Final = frozenset({"is", "are", "was", "were", "be", "been", "being", "got", "get"})
"""Words before a participle that make it passive ("was approved")."""
NO_SUBJECT: Final = AUXILIARIES | frozenset({
    "it", "they", "which", "that", "who", "this", "later", "finally", "subsequently",
    "eventually", "immediately", "quickly", "so", "and", "then",
})  # fmt: skip
"""Words before a status word that give it no subject of its own."""
_BACK: Final = frozenset({"it", "them", "both"})
"""Objects that point back to an action named earlier ("the supervisor approved it")."""
_PREPOSITIONS: Final = frozenset({"on", "to", "for", "off", "with"})
LABEL_MARKS: Final = frozenset({"(", "[", ":", "\u2014", "\u2013", "-"})
"""Marks through which a label reaches what it names ("Status: approved (act_10)")."""


def gerund_at(tokens: Sequence[Token], first: int) -> str | None:
    """The stem of the "-ing" word a reach opens with ("Leaving the charge ..."), if any."""
    token = tokens[first] if first < len(tokens) else None
    if token is None or token.kind != "word" or not token.lower.endswith("ing"):
        return None
    return token.stem


def alternative_at(tokens: Sequence[Token], end: int) -> int:
    """Where an alternative opens after index `end` (`ALTERNATIVES`), else the tokens' length.

    "It was turned down in favour of a refund": the refund is what was chosen instead, not
    what the status word is about.
    """
    return next(
        (
            at
            for at in range(end, len(tokens))
            if any(
                tuple(token.lower for token in tokens[at : at + len(phrase)]) == phrase
                for phrase in ALTERNATIVES
            )
        ),
        len(tokens),
    )


_TIMING: Final = frozenset({"at", "upon", "during"})
"""Prepositions after a status word that tell when it was done ("paid at collection")."""


def timed_at(tokens: Sequence[Token], end: int) -> int:
    """Where a phrase of when opens after index `end` in its clause, else the tokens' length.

    "The gate fee is paid by the courier at collection": the collection tells when the fee is
    paid, it is not what was paid.
    """
    clause = tokens[end - 1].clause
    return next(
        (
            at
            for at in range(end, len(tokens))
            if tokens[at].clause == clause and tokens[at].lower in _TIMING
        ),
        len(tokens),
    )


def subjectless(tokens: Sequence[Token], *, start: int) -> bool:
    """Whether a status word's clause has no subject before it ("and approved by ...").

    Before it in its clause only auxiliaries, adverbs and pronouns that point back.
    """
    clause = tokens[start].clause
    return all(token.lower in NO_SUBJECT for token in tokens[:start] if token.clause == clause)


JOINING: Final = frozenset({"and", "then"})
"""Words that join a verb to the one before it, sharing its subject."""


def joined_on(tokens: Sequence[Token], start: int) -> bool:
    """Whether the clause of the word at `start` is joined to the one before by "and"/"then".

    "The booking was checked and went through": its subject is the clause before's.
    """
    clause = tokens[start].clause
    opening = next(at for at in range(start + 1) if tokens[at].clause == clause)
    before = tokens[opening - 1].lower if opening > 0 else ""
    return before in JOINING or tokens[opening].lower in JOINING


def _valued(tokens: Sequence[Token], *, start: int) -> bool:
    """Whether a status word's subject is a value written in figures ("$80 paid")."""
    clause = tokens[start].clause
    figures = False
    for token in tokens[:start]:
        if token.clause != clause:
            continue
        if any(char.isdigit() for char in token.lower):
            figures = True
        elif token.lower not in NO_SUBJECT:
            return False
    return figures


def points_back(tokens: Sequence[Token], *, start: int, end: int) -> bool:
    """Whether an active status verb has no object but one named earlier.

    "The credit was proposed, and the supervisor signed off (on it)": nothing after the
    verb in its clause but a pronoun; "and the photos were approved" is passive and has
    its own subject, "and the warehouse approved the photos" its own object.
    """
    clause = tokens[start].clause
    if start == 0 or tokens[start - 1].clause != clause or tokens[start - 1].lower in PASSIVE:
        return False
    rest = [token for token in tokens[end : end + 3] if token.clause == clause]
    if rest and rest[0].lower in _PREPOSITIONS:
        rest = rest[1:]
    return not rest or rest[0].lower in _BACK


def labelled(tokens: Sequence[Token], *, end: int, refs: dict[int, str]) -> int | None:
    """The id a label names just after a mark: "Status: approved (act_10)"."""
    clause = tokens[end - 1].clause
    marked = False
    for index in range(end, min(len(tokens), end + 8)):
        token = tokens[index]
        if index in refs:
            return index if marked else None
        if token.clause == clause:
            continue
        if token.lower not in LABEL_MARKS:
            return None
        marked = True
    return None


def reach(tokens: Sequence[Token], *, start: int, back: bool) -> tuple[int, int]:
    """The first and last index of the words a status word may take its action from.

    Clauses joined to its own by marks ("Approved: the credit", "The credit (approved by
    the supervisor) is ready"); across "and", "but" or "while" only backwards and only when
    its own clause names no other subject or object (`_subjectless`, `_points_back`: "The
    credit was reviewed and approved"). "The photos were approved, and the credit is
    pending" says nothing of the credit's approval; nor does a clause after a mark that
    opens with a subject of its own ("Standby list: declined, he wants no second seat").
    """
    first = start
    valued = _valued(tokens, start=start)
    while first > 0:
        token = tokens[first - 1]
        if token.kind == "word" and token.clause % 2 == 1 and not back:
            break
        if valued and token.lower == ",":
            break  # "the claim lodged, $80 paid from the float": the $80 is what was paid
        first -= 1
    last = start
    while last + 1 < len(tokens):
        token = tokens[last + 1]
        if token.kind == "word" and token.clause % 2 == 1:
            break
        if (
            token.kind == "mark"
            and last + 2 < len(tokens)
            and tokens[last + 2].lower in PERSONAL_SUBJECTS
        ):
            break  # "declined, he doesn't want two seats": a clause with its own subject
        last += 1
    return first, last


def subject_names(tokens: Sequence[Token], status: int) -> frozenset[str]:
    """The atoms of the proper name just before an active status word: its subject."""
    at = status - 1
    while at >= 0 and tokens[at].lower in AUXILIARIES and tokens[at].lower not in PASSIVE:
        at -= 1
    if at < 0 or tokens[at].lower in PASSIVE:
        return frozenset()
    names: set[str] = set()
    while at >= 0 and tokens[at].clause == tokens[status].clause and tokens[at].text[:1].isupper():
        names.add(f"w:{tokens[at].lower}")
        at -= 1
    return frozenset(names)


_TO_BE: Final = frozenset({"be", "get", "have", "being"})


def of_another_act(
    tokens: Sequence[Token],
    *,
    start: int,
    end: int,
    targets: Sequence[tuple[str, str]],
    ledger: LedgerReading,
) -> bool:
    """Whether a refusal's infinitive names an act no action it is about does.

    "She declined to be put on the waitlist for the 9 am class" turns down being put on a
    waitlist: no add_class action is what she declined, whatever the clause names;
    "declined to add the 9 am class" is about the adding. So is an offer turned down by its
    noun: "declined the offer to have the crew empty unit 4" is about the emptying, and
    no close_unit action on unit 4 is what was declined. So is a passive refusal's subject:
    "Her request to waive the delivery fee was refused", "the suggestion of waiving it was
    turned down".
    """
    if not targets or any(what != "rejected" for _, what in targets):
        return False
    to = _infinitive_after(tokens, end)
    if to is not None:
        named = range(end, to)  # what it refuses: the words before its infinitive
    elif (to := _subject_infinitive(tokens, start)) is not None:
        # The whole subject: "the request to lower the limit" names set_limit by its noun
        clause = tokens[to].clause
        named = range(next(at for at in range(start) if tokens[at].clause == clause), start)
    if to is None or any(
        _names_kind(tokens[index], ledger.actions[action].kind)
        for index in named
        for action, _ in targets
        if action in ledger.actions
    ):
        return False  # "declined the refund to her card" is about the refund
    if tokens[to].lower == "of":  # "the suggestion of waiving it"
        gerund = tokens[to + 1]
        acts = act_nouns(gerund.lower) | {gerund.stem}
        return all(
            acts.isdisjoint(kind_acts(ledger.actions[action].kind))
            for action, _ in targets
            if action in ledger.actions
        )
    at = to + 1
    while at < len(tokens) and tokens[at].lower in _TO_BE:
        at += 1
    if at >= len(tokens) or tokens[at].clause != tokens[to].clause:
        return False
    if at > to + 1 and tokens[at].lower in DETERMINERS:
        # "to have the refund sent", "to have the crew empty unit 4": someone else's act, a
        # participle or a verb after the object's first word.
        rest = [
            token
            for token in tokens[at + 2 :]
            if token.clause == tokens[to].clause and token.kind == "word"
        ]
        done = {verb for token in rest if (verb := past_stem(token)) is not None}
        verbs = done or {token.stem for token in rest}
    else:
        verbs = {past_stem(tokens[at]) or tokens[at].stem}
    return all(
        verbs.isdisjoint(kind_acts(ledger.actions[action].kind))
        for action, _ in targets
        if action in ledger.actions
    )


def _names_kind(token: Token, kind: str) -> bool:
    """Whether a word names an action of the kind: its noun, verb or act's noun ("closing")."""
    nouns, _ = kind_words(kind)
    acts = kind_acts(kind)
    return token.stem in nouns or token.stem in acts or not act_nouns(token.lower).isdisjoint(acts)


_ASKING_NOUNS: Final = frozenset({
    "request", "requests", "suggestion", "suggestions", "offer", "offers", "proposal",
    "proposals", "idea", "attempt", "plea", "wish",
})  # fmt: skip
"""Nouns that ask for or offer an act their infinitive or gerund names ("request to")."""


def _subject_infinitive(tokens: Sequence[Token], start: int) -> int | None:
    """The "to" of an infinitive, or the "of" of a gerund, in a passive status word's subject.

    "Her request to waive the delivery fee was refused", "The suggestion of waiving it was
    turned down": a noun, then the act it asks or offers.
    """
    if start == 0 or tokens[start - 1].lower not in PASSIVE:
        return None
    clause = tokens[start].clause
    before = [index for index in range(start - 1) if tokens[index].clause == clause]
    for index in before[1:]:
        word, following = tokens[index].lower, tokens[index + 1]
        if tokens[index - 1].lower not in _ASKING_NOUNS:
            continue
        if word == "of" and following.lower.endswith("ing") and following.lower.isalpha():
            return index
        if (
            word == "to"
            and following.lower.isalpha()
            and following.lower not in DETERMINERS
            and not following.text[:1].isupper()
        ):
            return index
    return None


def _infinitive_after(tokens: Sequence[Token], end: int) -> int | None:
    """The "to" of an infinitive right after a refusal, or after the noun it refuses.

    "declined to add ..." and "declined the offer to have ..." (a determiner and at most two
    words before "to"); the infinitive must have a verb after it.
    """
    at = end
    if at < len(tokens) and tokens[at].lower in DETERMINERS:
        at = next(
            (
                index
                for index in range(at + 1, min(at + 4, len(tokens)))
                if tokens[index].lower == "to"
            ),
            len(tokens),
        )
    if at + 1 >= len(tokens) or tokens[at].lower != "to":
        return None
    verb = tokens[at + 1]
    if not verb.lower.isalpha() or verb.lower in DETERMINERS or verb.text[:1].isupper():
        return None  # "to her card", "to Friday", "to 8/13": a place or a time, not an act
    return at
