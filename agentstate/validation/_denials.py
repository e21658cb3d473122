"""Denials: a summary's sentence that says an act was not done ("could not be issued").

The authority rule reads a past tense of a ledger kind's verb, flatly denied, as a claim that
the action it is about stands undone (`outstanding`): "The $10 voucher could not be issued"
of a voucher the ledger holds issued, whose call succeeded, is false. A denial tells what
was done, not what may be ("cannot be modified"), and never a condition, a doubt or a
question; its subject names the action (a kind's noun, a value, or a name the action's params
hold: "Tellford was not added"), and the sentence names the action's objects and none it is not
on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate.validation._action_kinds import LedgerReading
from agentstate.validation._claim_objects import ClaimObjects, StatusClaim
from agentstate.validation._clause_objects import sentence_objects
from agentstate.validation._language import Sentence, Token
from agentstate.validation._lexicon import AUXILIARIES
from agentstate.validation._status_words import past_stem

__all__ = ["denial_at"]

_DENIALS: Final = frozenset({
    "not", "never", "wasn't", "weren't", "hasn't", "haven't", "hadn't", "didn't", "couldn't",
    "didnt",
})  # fmt: skip
"""Words that deny the act after them."""
_BETWEEN_DENIAL: Final = AUXILIARIES | frozenset({
    "could", "yet", "ever", "even", "actually", "did",
})  # fmt: skip
"""Words between a negation and the act it denies, or the subject and the negation ("could
not be issued", "wasn't yet sent", "did not go through")."""
_TOLD_UNDONE: Final = frozenset({
    "was", "were", "has", "have", "had", "did", "could", "wasn't", "weren't", "hasn't",
    "haven't", "hadn't", "didn't", "couldn't", "didnt",
})  # fmt: skip
"""Words that tell a denied act as past ("was not issued", "couldn't be sent"): "cannot be
modified" or "must not be resumed" says what may be done, not what was."""
_UNSURE: Final = frozenset({
    "if", "unless", "whether", "when", "once", "until", "before", "after", "may", "might",
})  # fmt: skip
"""Words that make a clause's denial a condition or a doubt ("if it was not sent")."""


def denial_at(
    sentence: Sentence,
    index: int,
    verb: str | None,
    ledger: LedgerReading,
    objects: ClaimObjects,
    text: str,
) -> StatusClaim | None:
    """The claim that an act was not done, when the past tense at `index` is flatly denied.

    "The voucher for order 4471 could not be issued", "CH-2 was never refunded": one of
    the actions doing the act (a kind's verb) on what the sentence names stands undone. Only
    of what was done ("cannot be modified" says what may be), never a condition, a doubt or
    a question ("if it was not sent"), and only when the sentence names the action's objects
    and none that it is not on ("R-2024 was not cancelled" beside the cancellation of
    another reservation). With no `verb` (a word of execution: "RF-5512 was never
    processed"), any action on what the sentence names, whose code is the subject; or,
    naming nothing, every action of the kind its subject's noun names, when each was
    executed and no result says its object still waits.
    """
    tokens = sentence.tokens
    if sentence.question or (verb is not None and verb not in ledger.verbs):
        return None
    at = index - 1
    while at >= 0 and tokens[at].lower in _BETWEEN_DENIAL:
        at -= 1
    words = [token.lower for token in tokens[max(0, at - 1) : index]]
    if at < 0 or tokens[at].lower not in _DENIALS:
        return None
    if (
        tokens[at].lower != "never"
        and _TOLD_UNDONE.isdisjoint(words)
        and not _telegraphic(tokens, at, index)
    ):
        return None
    clause = tokens[index].clause
    if any(token.lower in _UNSURE for token in tokens[:index] if token.clause == clause):
        return None
    # The subject names what was not done: a kind's noun ("the voucher"), or a value ("CH-2
    # was never refunded"); "the passenger could not be changed" denies no flight change.
    head: Token | None = _subject_head(tokens, at)
    pointed = head is None or head.lower in _POINTING
    if pointed:
        # "The transfer was approved, but it has not gone through" (a word of execution):
        # the noun of an earlier clause that names a kind, when the clauses before tell it
        # put in hand ("requested", "approved"), not a record's state ("the order had a $35
        # credit, but it was not applied"); with a kind's verb, put forward too ("offered a
        # pickup, but it was not booked").
        head = next(
            (
                token
                for token in tokens[:at]
                if token.clause != clause
                and (token.stem in ledger.nouns or (verb is None and token.stem in ledger.verbs))
            ),
            None,
        )
        hand = _PUT_IN_HAND if verb is None else _PUT_IN_HAND | _PUT_FORWARD
        if not any(token.lower in hand for token in tokens[:at] if token.clause != clause):
            return None
    if head is None:
        return None
    coded = any(c.isdigit() for c in head.text)
    # "Tellford was not added": a name the action's params hold names its object, as a code does
    name = head.text[:1].isupper() and head.text[1:].islower()
    candidates = {
        action_id
        for action_id, record in ledger.actions.items()
        if (verb is None and (coded or head.stem in _kind_stems(ledger, record.kind)))
        or (
            verb in ledger.kinds[record.kind][1]
            and (
                head.stem in ledger.kinds[record.kind][0]
                or coded
                or (name and objects.holds_name(action_id, head.lower))
            )
        )
    }
    named = sentence_objects(sentence, text)
    if named or coded:
        on = objects.bound(named, among=candidates) if named and candidates else []
        if pointed:
            on = [action_id for action_id in on if not objects.results.left_waiting(action_id)]
        if not on or objects.unheld(named, on):
            return None
    else:
        # "The transfer has not gone through yet", naming nothing: every action of the
        # kind its noun names, but one whose result says its object still waits ("the
        # refund has not gone through yet" of one the bank is processing).
        on = sorted(
            action_id
            for action_id in candidates
            if ledger.actions[action_id].status == "executed"
            and not objects.results.left_waiting(action_id)
        )
        if not on or len(on) != len(candidates):
            return None
    return StatusClaim(
        index,
        index + 1,
        tuple((action_id, "outstanding") for action_id in on),
        ((tuple(on), False),),
        every=False,
    )


_POINTING: Final = frozenset({"it", "this", "that", "they", "which"})
"""Subjects that point back to what an earlier clause names."""
_PUT_IN_HAND: Final = frozenset({
    "requested", "approved", "confirmed", "submitted", "authorized", "authorised",
    "accepted", "agreed", "ordered", "placed", "initiated", "started", "scheduled",
})  # fmt: skip
"""Words by which an earlier clause tells its act put in hand: what "it" then points to."""
_PUT_FORWARD: Final = frozenset({"offered", "proposed", "suggested", "recommended", "quoted"})
"""Words by which an earlier clause tells its act put forward: what "it" was not done to."""


def _kind_stems(ledger: LedgerReading, kind: str) -> frozenset[str]:
    """The stems of a kind's nouns and verbs: "withdrawal" names ``withdraw_application``."""
    nouns, verbs = ledger.kinds[kind]
    return nouns | verbs


def _telegraphic(tokens: Sequence[Token], negation: int, index: int) -> bool:
    """Whether "not" and a participle follow a coded subject right away, as notes write.

    "RSV-7730 not cancelled: he kept it" tells, with its auxiliary left out, what "was not
    cancelled" does; "not" right after a word that is no code ("keep it not cancelled") or
    an auxiliary ("must not be resumed") does not.
    """
    if tokens[negation].lower != "not" or index != negation + 1 or negation == 0:
        return False
    if past_stem(tokens[index]) is None:
        return False  # "not sent", "not cancelled": a past participle
    head = _subject_head(tokens, negation)
    return (
        head is not None
        and any(character.isdigit() for character in head.text)
        and tokens[negation - 1].lower not in _BETWEEN_DENIAL
    )


def _subject_head(tokens: Sequence[Token], negation: int) -> Token | None:
    """The last word of the subject before a negation and its auxiliaries, if any.

    A parenthesis after the subject is its aside: "the travel notice (two countries, May)
    could not be added" is said of the notice; and a capitalized title after "for", "of" or
    "on" names what its noun is for: "the fine for Shoals of the Harwick Coast" is a fine.
    """
    at = negation - 1
    while at >= 0 and tokens[at].lower in _BETWEEN_DENIAL:
        at -= 1
    aside = at >= 0 and tokens[at].text == ")"
    if aside:
        while at >= 0 and tokens[at].text != "(":
            at -= 1
        at -= 1
    if at < 0 or tokens[at].kind == "mark":
        return None
    if not aside and tokens[at].clause != tokens[negation].clause:
        return None
    if _title_word(tokens[at]):
        # "The $4.50 fine for Shoals of the Harwick Coast (F-3307)": the noun its title follows
        for before in range(at - 1, max(-1, at - _TITLE_WORDS), -1):
            if (
                tokens[before].lower in _OF_A_TITLE
                and _title_word(tokens[before + 1])
                and before > 0
                and tokens[before - 1].kind == "word"
            ):
                return tokens[before - 1]
            if tokens[before].kind == "mark":
                break
    return tokens[at]


def _title_word(token: Token) -> bool:
    """Whether a token is a capitalized word of a title ("Shoals"), not a code."""
    return token.text[:1].isupper() and token.text.isalpha()


_OF_A_TITLE: Final = frozenset({"for", "of", "on"})
"""Words before the capitalized title of what the subject's noun is for ("fine for Shoals")."""
_TITLE_WORDS: Final = 6
"""The most words a title after the subject's noun is read back over."""
