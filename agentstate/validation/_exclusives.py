"""Exclusives: a requirement that restricts to what the user named as the other thing.

"Afternoons only: she is at the site in the mornings" citing "mornings only please, I'm at
the site afternoons"; "added to the deck permit only" citing "only the fence permit, keep
them off the deck one". Every word is the user's and no value is wrong:
only what "only" restricts to is swapped, which coverage cannot see.

A restriction is a word of `_lexicon.ONLY_WORDS` ("only", "just", not after "not") with the
content stems next to it in its clause: those right after it ("only the building permit",
"can only do afternoons", past determiners and light verbs), or else those right before it
("the deck permit only", "mornings only"), up to a word that is no content word.

A requirement (a constraint or the objective) contradicts a cited user message when what it
restricts to differs from every restriction of that message, its own stems (the ones the
user's restriction lacks) are words the message says elsewhere, and it is the same kind of
thing as the user's restriction: the two share a stem ("deck permit", "fence
permit") or each is a time of day, a day of the week or a month.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final

from agentstate.events import EventKind
from agentstate.summary import Item
from agentstate.validation._language import Sentence, Token, content_stem, stem
from agentstate.validation._lexicon import (
    DETERMINERS,
    LIGHT_VERBS,
    MONTHS,
    ONLY_WORDS,
    PRO_FORMS,
    TIMES_OF_DAY,
    WEEKDAYS,
)
from agentstate.validation._rule import clipped
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["restrictions", "swapped_restrictions"]

_SKIPPED: Final = DETERMINERS | LIGHT_VERBS | PRO_FORMS | frozenset({"can", "could", "will"})
"""Words between "only" and what it restricts to ("only the ...", "can only do ...")."""
_KINDS: Final = tuple(
    frozenset(stem(word) for word in words if word.isalpha())
    for words in (tuple(TIMES_OF_DAY), WEEKDAYS, tuple(MONTHS))
)
"""Kinds of thing two restrictions may be of with no word in common ("mornings",
"afternoons")."""


def restrictions(sentence: Sentence) -> list[frozenset[str]]:
    """What each "only" of a sentence restricts to, as the content stems next to it."""
    tokens = sentence.tokens
    found: list[frozenset[str]] = []
    for index, token in enumerate(tokens):
        if token.lower not in ONLY_WORDS:
            continue
        if index and tokens[index - 1].lower == "not":
            continue  # "not only X": no restriction
        after = _run(tokens, index, step=1)
        restricted = after or _run(tokens, index, step=-1)
        if restricted:
            found.append(restricted)
    return found


def _run(tokens: Sequence[Token], index: int, *, step: int) -> frozenset[str]:
    """The content stems of the run of content words next to tokens[index], one way."""
    clause = tokens[index].clause
    at = index + step
    if step > 0:
        while 0 <= at < len(tokens) and tokens[at].lower in _SKIPPED:
            at += step
    stems: set[str] = set()
    while 0 <= at < len(tokens) and tokens[at].clause == clause:
        found = content_stem(tokens[at])
        if found is None or tokens[at].lower in _SKIPPED:
            if tokens[at].kind == "word" and not tokens[at].lower.isalpha():
                at += step  # a number in the run ("the April 8 hearing")
                continue
            break
        stems.add(found)
        at += step
    return frozenset(stems)


def _same_kind(ours: frozenset[str], theirs: frozenset[str]) -> bool:
    """Whether two different restrictions are of one kind: a shared word, or a kind each is."""
    if ours & theirs:
        return True  # "the deck permit", "the fence permit"
    return any(ours <= kind and theirs <= kind for kind in _KINDS)


def swapped_restrictions(
    context: ValidationContext, path: str, item: Item, *, rule: str, severity: Severity
) -> Iterator[Finding]:
    """Report a requirement that restricts to what its cited user message named otherwise."""
    if context.words(item.text).isdisjoint(ONLY_WORDS):
        return
    users = [event for event in context.cited(item.refs) if event.kind is EventKind.USER]
    if not users:
        return
    ours = [
        restricted
        for sentence in context.sentences(item.text)
        for restricted in restrictions(sentence)
    ]
    if not ours:
        return
    for event in users:
        text = context.text(event)
        if context.words(text).isdisjoint(ONLY_WORDS):
            continue
        sentences = context.sentences(text)
        theirs = _restrictions_of(context, event.ref, sentences)
        said = context.stems(event)
        for restricted in ours:
            if any(restricted <= other or other <= restricted for other in theirs):
                continue  # restricts to what the user did
            for other in theirs:
                own, users_own = restricted - other, other - restricted
                if own and users_own and own <= said and _same_kind(restricted, other):
                    ours_said = _written(context.sentences(item.text), own)
                    theirs_said = _written(sentences, users_own)
                    yield Finding(
                        rule=rule,
                        severity=severity,
                        path=f"{path}.text",
                        message=(
                            f"restricts to {ours_said} where the user ({event.ref}) restricted "
                            f"to {theirs_said}"
                        ),
                        expected=f"what the user restricted to ({theirs_said})",
                        found=clipped(item.text),
                        refs=(event.ref,),
                    )
                    return


def _restrictions_of(
    context: ValidationContext, ref: str, sentences: Sequence[Sentence]
) -> list[frozenset[str]]:
    """A user message's restrictions, read once per validation."""
    key = f"exclusives.{ref}"
    cached = context.cache.get(key)
    if not isinstance(cached, list):
        cached = context.cache[key] = [
            restricted for sentence in sentences for restricted in restrictions(sentence)
        ]
    return cached


def _written(sentences: Sequence[Sentence], stems: frozenset[str]) -> str:
    """The words of `sentences` whose stems are `stems`, as written, each once."""
    words = dict.fromkeys(
        token.text
        for sentence in sentences
        for token in sentence.tokens
        if content_stem(token) in stems
    )
    return ", ".join(repr(word) for word in words)
