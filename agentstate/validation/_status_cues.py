"""Status cues: the words around a status word that make it assert nothing.

A negation ("hasn't been approved"), a condition ("until the duties are paid", "only after
the deposit and fees are paid"), an intent ("wants it cancelled"), a hedge ("likely approved"),
a modal or an infinitive just before it ("to be issued"), a label answered no ("Credit
approved: no"), and what a refused telling would say ("do not tell the customer it is
approved"). `negated` reads them; the authority rule's other readings of a status word are
in `agentstate.validation._status_reading`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate.validation._language import Token, is_month
from agentstate.validation._lexicon import SEEMING
from agentstate.validation._status_words import AUXILIARIES, LEXICON, past_stem

__all__ = ["CLAUSE_CUES", "NEAR_CUES", "negated"]

CLAUSE_CUES: Final = frozenset({
    "not", "no", "never", "nor", "neither", "none", "nobody", "nothing", "without", "cannot",
    "until", "unless", "if",
    "once", "when", "whenever", "whether", "before", "upon", "tentatively", "provisionally",
    "conditionally", "likely", "unlikely", "possibly", "perhaps", "maybe", "probably", "hope",
    "hopes", "hoping",
    "ensure", "ensures", "ensuring", "verify", "verifying", "confirm", "confirming", "sure",
    "want", "wants", "wanted", "wanting", "wish", "wishes",
})  # fmt: skip
"""Words that make a status word assert nothing from anywhere earlier in its clause (within
six words, or the whole clause for `_GOVERNING` ones): negations, conditions, intents and
hedges. Modals and infinitives just before it are `NEAR_CUES`."""
_GOVERNING: Final = frozenset({
    "ensure", "ensures", "ensuring", "verify", "verifying", "confirm", "confirming", "sure",
    "want", "wants", "wish", "wishes", "hope", "hopes", "hoping", "if", "unless", "whether",
})  # fmt: skip
"""Cues of intent and condition that reach the whole of their clause, however long ("ensure
that any payment or refund for order 4921 is processed"); other cues reach six words."""
NEAR_CUES: Final = frozenset({
    "will", "would", "should", "shall", "must", "may", "might", "can", "could", "need", "needs",
    "needed", "expected", "expects", "going", "to", "be", "being", "get", "nearly", "almost",
})  # fmt: skip
"""Cues just before a status word: modals, infinitives, and the near misses ("nearly
cancelled": it was not)."""
_INFINITIVE_AUXILIARIES: Final = frozenset({"be", "been", "being", "have", "get", "got"})
_AFTER_CUES: Final = frozenset({"pending", "subject", "conditionally", "provisionally"})
_TELLING: Final = frozenset({
    "tell", "telling", "say", "saying", "inform", "informing", "mention", "mentioning",
    "promise", "promising", "notify", "notifying", "assure", "assuring", "imply", "implying",
    "suggest", "suggesting",
})  # fmt: skip
"""Verbs of telling: after a refusal of them ("do not tell the customer the credit is
approved"), what would be told is no claim."""
_REFUSING: Final = frozenset({"not", "never", "avoid", "avoiding", "refrain", "stop", "without"})
_PRESUPPOSING: Final = frozenset({"why", "how", "when", "where", "who"})
"""Words after which what is told is taken as true: "did not say why it was approved"."""
_NOUN_CUES: Final = frozenset({
    "awaiting", "await", "awaits", "waiting", "pending", "need", "needs", "needed", "require",
    "requires", "required", "requested", "request", "requests", "requesting", "ask", "asks",
    "asked", "asking", "seek", "seeks", "seeking", "sought", "for", "submitted", "outstanding",
})  # fmt: skip
_TEMPORAL_CUES: Final = frozenset({"after", "soon"})
""""after" / "as soon as": a condition when the verb after them is present ("is approved")."""
_PRESENT: Final = frozenset({"is", "are", "am", "has", "have", "gets", "get", "be"})
_IMPERATIVES: Final = frozenset({"check", "double-check"})
"""Intent verbs that are also nouns: a cue only as the clause's first word ("Check the...")."""
_CUES_IN_CONTEXT: Final = _TEMPORAL_CUES | _IMPERATIVES
_ANSWER_MARKS: Final = frozenset({":", "\u2014", "\u2013", "-"})
_NO_ANSWERS: Final = frozenset({
    "no", "not", "none", "false", "pending", "never", "nope", "tbd", "unknown", "x",
})  # fmt: skip
"""Answers to a status written as a label ("Credit approved: no") that deny it."""

_COORDINATORS: Final = frozenset({"and", "or", "nor"})


def _is_status_word(token: Token) -> bool:
    return (token.lower,) in LEXICON or past_stem(token) is not None


def negated(tokens: Sequence[Token], *, start: int, end: int, noun: bool) -> bool:
    """Whether the status words at tokens[start:end] are negated, conditional or hedged.

    A negation reaches across "and" / "or" and across commas into a list of status words:
    "hasn't been approved or issued" and "has not been approved, issued, or refunded" negate
    each of them. "After" and "as soon as" make a condition of a verb in
    the present ("after the credit is approved"), not of one in the past ("after the
    supervisor approved it"). A label answered no ("Credit approved: no") claims nothing, and
    neither does what a refused telling would say ("do not tell the customer it is approved").
    Cues reach six words back; an intent or a condition (`_GOVERNING`), its whole clause.
    """
    clause = tokens[start].clause
    index, distance = start - 1, 0
    element = start  # the first token of the list's element being read back from
    while index >= 0 and distance < 6:
        token = tokens[index]
        if token.clause != clause:
            before = _list_separator(tokens, index, adjacent=index == element - 1)
            if before is None:
                return _governed_across(tokens, index, start)
            if _own_verb_phrase(tokens, before, index, element):
                return False  # "once she signed and has been cleared": its own tense
            # Past the separator and the status word it joins: the words before that one
            # qualify both, at the same distance.
            clause, element = tokens[before].clause, before
            index = before - 1
            continue
        distance += 1
        lower = token.lower
        if lower.endswith("n't") or lower in CLAUSE_CUES:
            return True
        if (
            distance <= 3
            and lower in NEAR_CUES
            and not is_month(tokens, index)
            and (lower != "to" or _infinitive(tokens, index, start))
        ):
            return True
        if noun and distance <= 4 and lower in _NOUN_CUES:
            return True
        if lower in _CUES_IN_CONTEXT and _cue_in_context(tokens, index, start=start):
            return True
        index -= 1
    while index >= 0 and tokens[index].clause == clause:  # past the window: its clause
        if tokens[index].lower in _GOVERNING:
            return True
        index -= 1
    clause = tokens[start].clause
    for token in tokens[end : end + 2]:  # (a loop: this runs for every status word)
        if token.clause == clause and token.lower in _AFTER_CUES:
            return True
    if _told_not(tokens, start):
        return True
    return (
        end + 1 < len(tokens) and tokens[end].lower in _ANSWER_MARKS and _answered_no(tokens, end)
    )


def _infinitive(tokens: Sequence[Token], at: int, start: int) -> bool:
    """Whether "to" at `at` makes an infinitive of the status word at `start`.

    "to be issued", "to get approved", "to refund"; not the preposition of "the credit to
    ACC-1002 failed", nor a perfect infinitive after a verb of seeming ("appears to have been
    cancelled" claims it was).
    """
    following = tokens[at + 1 : start]
    if following and following[0].lower == "have" and at > 0 and tokens[at - 1].lower in SEEMING:
        return False
    return all(token.lower in _INFINITIVE_AUXILIARIES for token in following)


def _told_not(tokens: Sequence[Token], start: int) -> bool:
    """Whether the status word at `start` is what a refused telling would say, in its clause.

    "Do not tell the customer the credit is approved", "Avoid telling them it was issued":
    a verb of telling (`_TELLING`) earlier in the clause, refused by one of the two words
    before it (`_REFUSING`, or a "-n't"), unless what it tells is taken as true ("did not
    say why the credit was approved").
    """
    clause = tokens[start].clause
    for index in range(start - 1, -1, -1):
        if tokens[index].clause != clause:
            return False
        if tokens[index].lower in _TELLING:
            if any(token.lower in _PRESUPPOSING for token in tokens[index + 1 : start]):
                return False  # "did not say why the credit was approved": it was
            before = tokens[max(0, index - 2) : index]
            return any(token.lower in _REFUSING or token.lower.endswith("n't") for token in before)
    return False


_CONDITIONS: Final = frozenset({"until", "unless", "if", "once", "when", "whenever", "before"})
_SUBJECT_REACH: Final = 4


def _governed_across(tokens: Sequence[Token], index: int, start: int) -> bool:
    """Whether a condition or an intent reaches the status word at `start` across an "and".

    The "and" is at `index`. "held until the duties and taxes are paid": "and" joins "the
    duties" to "taxes", and "until" just before them makes a condition of what follows; so
    does "after" of a verb in the present ("only after the deposit and fees are paid").
    "wants his records sent and his visit cancelled": "and" joins a second object of "wants",
    with no verb of its own before the status word, which the wish governs as it governs the
    first.
    """
    if tokens[index].lower not in _COORDINATORS or index == 0 or tokens[index - 1].kind != "word":
        return False
    reach = range(max(0, index - _SUBJECT_REACH), index)
    if any(tokens[at].lower in _CONDITIONS for at in reach):
        return True
    if any(
        tokens[at].lower in _TEMPORAL_CUES and _cue_in_context(tokens, at, start=start)
        for at in reach
    ):
        return True  # "only after the deposit and fees are paid in full"
    if any(token.lower in AUXILIARIES for token in tokens[index + 1 : start]):
        return False
    clause = tokens[index - 1].clause
    return any(token.clause == clause and token.lower in _GOVERNING for token in tokens[:index])


def _own_verb_phrase(tokens: Sequence[Token], before: int, separator: int, element: int) -> bool:
    """Whether the element after a separator has an auxiliary the status word before lacks.

    "filed once she signed and has been cleared": "has been cleared" is a verb
    phrase of its own, said of the request, not a second word of what "once" governs; in
    "has not been approved, issued or refunded" the words share one auxiliary.
    """
    own = any(token.lower in AUXILIARIES for token in tokens[separator + 1 : element])
    return own and (before == 0 or tokens[before - 1].lower not in AUXILIARIES)


def _list_separator(tokens: Sequence[Token], index: int, *, adjacent: bool) -> int | None:
    """The index of the status word before a list separator ending at `index`, if any.

    A separator is "and" / "or" / "nor", or a comma right before a list's next element,
    maybe followed by one of those (", or"); a comma elsewhere ends the reading.
    """
    at = index
    if tokens[at].lower in _COORDINATORS:
        at -= 1
        if at >= 0 and tokens[at].text == "," and not adjacent:
            return None
    if at >= 0 and tokens[at].text == ",":
        if not adjacent:
            return None
        at -= 1
    elif at == index:
        return None
    if at >= 0 and _is_status_word(tokens[at]):
        return at
    return None


def _cue_in_context(tokens: Sequence[Token], index: int, *, start: int) -> bool:
    """Whether "after", "as soon as" or "check" at `index` makes the status at `start` no claim.

    "After" and "as soon as" make a condition of a verb in the present ("after the credit is
    approved"), not of one in the past ("after the supervisor approved it"); "check" is an
    instruction as the first word of its clause ("Check the credit was issued"), not as a noun
    ("Check $8,240.00 issued").
    """
    lower = tokens[index].lower
    if lower in _IMPERATIVES:
        # "Check $8,240.00 issued": a value after it makes it the noun
        valued = index + 1 < len(tokens) and any(c.isdigit() for c in tokens[index + 1].text)
        return not valued and (index == 0 or tokens[index - 1].clause != tokens[index].clause)
    if lower == "soon" and (index == 0 or tokens[index - 1].lower != "as"):
        return False
    return any(between.lower in _PRESENT for between in tokens[index + 1 : start])


def _answered_no(tokens: Sequence[Token], end: int) -> bool:
    """Whether the label ending at `end` is answered no: "Credit approved: no"."""
    if tokens[end + 1].lower not in _NO_ANSWERS:
        return False
    rest = tokens[end + 2 : end + 3]
    return not rest or rest[0].kind == "mark" or rest[0].lower == "yet"
