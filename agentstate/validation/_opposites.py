"""Opposites: a summary that says the opposite word of the user's, about the same thing.

"Pay from the account with the largest balance" where the user asked for "the account with
the smallest balance"; "send Dana the $40 publicly" after "a private payment to Dana";
"moved earlier" after "a later delivery slot". The user's own words are reused
and one is flipped, so no value is wrong and every other word is said: the attribution
rule's coverage cannot see it, and the polarity reading (`_polarity`) sees only negations.

The reading is deterministic and asks for the same thing on both sides: the summary's word
and the user's opposite (`_lexicon.OPPOSITES`) each stand in a clause with at least one
content word the other's clause has too ("balance", "Dana", "delivery"). A bound right after
a negation says the other side (`_lexicon.BOUNDS`: "no later than 2 pm" is before 2 pm, "not
before Thursday" after it), and a user's bound with nothing else in its clause ("Not before,
I'm away.") bounds what the sentence before it says. It says nothing when any other
negation stands before either word ("rather than the larger one"), or when the user also
said the summary's side (they spoke of both; of a bound, in a clause about the same thing),
or when the summary's sentence says the other side itself, apart from it ("his large dog's
bath is off, and his small dog gets one": it speaks of two things; "until after" is one).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Final

import attrs

from agentstate.events import EventKind
from agentstate.summary import Item
from agentstate.validation._attribution_phrases import attributed_span, attributions
from agentstate.validation._language import NEGATIONS, Sentence, Token, content_stem
from agentstate.validation._lexicon import BOUNDS, OPPOSITES, REASONS
from agentstate.validation._literals import literals
from agentstate.validation._rule import clipped
from agentstate.validation._spoken import bare_hours
from agentstate.validation._user_names import names_of
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["OPPOSED_WORDS", "Opposite", "flipped", "opposites"]

_OPPOSED: Final = {
    word: (side, other)
    for first, second in OPPOSITES
    for side, other in ((first, second), (second, first))
    for word in side
}
"""Each word of `OPPOSITES`: its own side (its forms) and the other side."""
OPPOSED_WORDS: Final = frozenset(_OPPOSED)
"""Every word that has an opposite: a text with none of them needs no reading."""
_NEAR: Final = 2
"""Words apart within which two sides tell one bound ("until after"), not two things."""
_NEGATING: Final = NEGATIONS | frozenset({"rather", "instead", "opposed", "nothing", "nobody"})
"""Words that negate an opposed word after them: "nothing before 3:30" says "after 3:30"."""


@attrs.frozen
class Opposite:
    """A word of the summary whose opposite the user said of the same thing."""

    said: str
    """The summary's word, as written."""
    user: str
    """The user's word, as written."""
    ref: str
    """The user event that says it."""


def _clause(tokens: Sequence[Token], at: int) -> list[Token]:
    clause = tokens[at].clause
    return [token for token in tokens if token.clause == clause]


def _negating(token: Token) -> bool:
    return token.lower in _NEGATING or token.lower.endswith("n't")


def _negated(tokens: Sequence[Token], at: int) -> bool:
    """Whether a negation comes before the word at `at` in its clause."""
    clause = tokens[at].clause
    return any(token.clause == clause and _negating(token) for token in tokens[:at])


def _side(tokens: Sequence[Token], at: int) -> frozenset[str] | None:
    """The side of `OPPOSITES` the word at `at` says, None when a negation makes it unclear.

    A bound right after a negation (or one word after it) says the other side: "no later
    than 2 pm" is before 2 pm, "not free until noon" after noon. Any other negation in its
    clause leaves it unread.
    """
    side, other = _OPPOSED[tokens[at].lower]
    if not _negated(tokens, at):
        return side
    near = [token for token in tokens[max(0, at - 2) : at] if token.clause == tokens[at].clause]
    if tokens[at].lower in BOUNDS and any(_negating(token) for token in near):
        return other
    return None


def _anchors(
    tokens: Sequence[Token], at: int, family: frozenset[str], part: str | None = None
) -> set[str]:
    """The content stems of the clause of tokens[at], but the opposed words, and its values.

    The atoms of its values anchor too: "before 18:00" and "after 6 pm" speak of one time,
    as do "before 4pm" and "after 4". With `part` ("before" or "after"), only those of the
    clause's words before tokens[at], or after it.
    """
    clause = _clause(tokens, at)
    if part == "before":
        clause = [token for token in clause if token.start < tokens[at].start]
    elif part == "after":
        clause = [token for token in clause if token.start > tokens[at].start]
    if not clause:
        return set()
    stems = (
        content_stem(token)
        for token in clause
        if token.lower not in family and not _negating(token)
    )
    base, first, last = tokens[0].start, clause[0].start, clause[-1].end
    written = [" "] * (tokens[-1].end - base)
    for token in tokens:  # the sentence as written: "18:00" is one value across its marks
        written[token.start - base : token.end - base] = token.text
    text = "".join(written)
    values = {literal.atom for literal in literals(text) if first <= literal.start + base < last}
    # "7:40 pm" and "7:40" speak of one time: a time anchors on the 12-hour clock too
    values |= {f"t:{int(atom[2:4]) % 12:02d}{atom[4:]}" for atom in values if atom.startswith("t:")}
    # "after 4" is a time of day: the bound word is read with what follows it
    hours = tokens[at].start if part == "after" else first
    values |= bare_hours(text[hours - base : last - base])
    return {stem for stem in stems if stem is not None} | values


def opposites(
    tokens: Sequence[Token],
    positions: Iterable[int],
    users: Sequence[tuple[str, Sequence[Sentence]]],
) -> list[Opposite]:
    """The words at `positions` of a summary's sentence whose opposite the user said.

    Args:
        tokens: The summary's sentence.
        positions: Where the words said as the user's own are (an attributed content, or a
            whole constraint).
        users: The cited user events: each ref, with its sentences.
    """
    found: list[Opposite] = []
    said = [
        (ref, sentences, position, index, _side(sentence.tokens, index))
        for ref, sentences in users
        for position, sentence in enumerate(sentences)
        for index, token in enumerate(sentence.tokens)
        if token.lower in _OPPOSED
    ]
    own = {
        index: _side(tokens, index) for index, token in enumerate(tokens) if token.lower in _OPPOSED
    }
    for at in positions:
        if tokens[at].lower not in _OPPOSED:
            continue
        side = _side(tokens, at)
        if side is None:
            continue
        family = frozenset().union(*_OPPOSED[tokens[at].lower])
        if any(
            other is not None and other != side and other <= family and abs(index - at) > _NEAR
            for index, other in own.items()
        ):
            continue  # "his large dog's groom, and his small dog's": it speaks of both
        anchors = _anchors(tokens, at, family)
        if not anchors:
            continue
        if any(
            user_side == side
            and (
                tokens[at].lower not in BOUNDS
                or anchors & _user_anchors(sentences, position, index, family)
            )
            for _, sentences, position, index, user_side in said
        ):
            continue  # the user said this side too: they spoke of both
        match = next(
            (
                (ref, sentences[position].tokens[index])
                for ref, sentences, position, index, user_side in said
                if user_side is not None
                and user_side != side
                and user_side <= family
                and anchors & _user_anchors(sentences, position, index, family)
                and (
                    tokens[at].lower not in BOUNDS
                    or _same_way(tokens, at, sentences[position].tokens, index, family)
                )
            ),
            None,
        )
        if match is not None:
            found.append(Opposite(tokens[at].text, match[1].text, match[0]))
    return found


def _same_way(
    tokens: Sequence[Token],
    at: int,
    user: Sequence[Token],
    index: int,
    family: frozenset[str],
) -> bool:
    """Whether two bounds relate their things the same way round.

    Only then do opposite sides contradict: "pickup before 2 pm" and "pickup after 2"; not
    "the supplier before the order" and "the order after the supplier", which say one
    order. A user's bound with nothing on either side ("Not before.") bounds what precedes it.
    What the user put first in a clause before theirs ("the twins first, mine later")
    is the earlier thing: "the twins before her" says that order.
    """
    before, after = _anchors(tokens, at, family, "before"), _anchors(tokens, at, family, "after")
    put_first = _put_first(user, index, family)
    if put_first & (before if tokens[at].lower in _EARLIER else after):
        return False  # "the twins before her" of "the twins first, mine later": one order
    theirs_before = _anchors(user, index, family, "before")
    theirs_after = _anchors(user, index, family, "after")
    if not theirs_before and not theirs_after:
        return True
    if before & theirs_after and after & theirs_before:
        return False  # the same two things, each on the other side: one order, told both ways
    return bool(before & theirs_before or after & theirs_after)


_EARLIER: Final = next(iter(side for pair in OPPOSITES for side in pair if "before" in side))
"""The words that put a thing earlier ("before", "sooner")."""
_FIRST: Final = frozenset({"first", "firstly"})


def _put_first(tokens: Sequence[Token], index: int, family: frozenset[str]) -> set[str]:
    """What a clause before the word at `index` puts first ("the twins first, ...")."""
    clause = tokens[index].clause
    return set().union(
        *(
            _anchors(tokens, at, family) - {content_stem(token)}
            for at, token in enumerate(tokens[:index])
            if token.lower in _FIRST and token.clause != clause
        )
    )


def _user_anchors(
    sentences: Sequence[Sentence], position: int, index: int, family: frozenset[str]
) -> set[str]:
    """The anchors of a user's opposed word: its clause's, or what is said before it.

    When its clause says nothing else, the clauses before it in its sentence ("7:40 then,
    but not earlier"), or the sentence before ("Not before, I'm away.").
    """
    tokens = sentences[position].tokens
    anchors = _anchors(tokens, index, family)
    if anchors:
        return anchors
    clause = tokens[index].clause
    firsts = {token.clause: at for at, token in reversed(list(enumerate(tokens[:index])))}
    anchors = set().union(
        *(_anchors(tokens, at, family) for earlier, at in firsts.items() if earlier != clause)
    )
    if anchors or position == 0:
        return anchors
    before = sentences[position - 1].tokens
    return set().union(*(_anchors(before, at, family) for at in range(len(before))))


def flipped(
    context: ValidationContext, path: str, item: Item, *, rule: str, severity: Severity
) -> Iterator[Finding]:
    """Report words the user's own say the opposite of (`opposites`).

    Read in what is attributed to the user ("the user asked to send it publicly") and in
    a constraint, which is the user's requirement whoever is named.
    """
    words = context.words(item.text)
    if words.isdisjoint(OPPOSED_WORDS):
        return
    users = [event for event in context.cited(item.refs) if event.kind is EventKind.USER]
    if not users:
        return
    texts = [(event.ref, context.text(event)) for event in users]
    if all(context.words(text).isdisjoint(OPPOSED_WORDS) for _, text in texts):
        return  # the user said no word that has an opposite: no sentence of theirs is read
    heard = [(ref, context.sentences(text)) for ref, text in texts]
    whole = path.startswith("constraints[")
    for sentence in context.sentences(item.text):
        if whole:  # the requirement, up to a reason it gives ("since the payment waits")
            reason = next(
                (at for at, token in enumerate(sentence.tokens) if at and token.lower in REASONS),
                len(sentence.tokens),
            )
            positions: Iterable[int] = range(reason)
        else:
            positions = [
                index
                for attribution in attributions(sentence, names_of(context))
                if not attribution.negated
                for index in attributed_span(attribution)
            ]
        for found in opposites(sentence.tokens, positions, heard):
            said = sentence.text_in(item.text)
            yield Finding(
                rule=rule,
                severity=severity,
                path=f"{path}.text",
                message=(
                    f"says {found.said!r} where the user said {found.user!r} of the same "
                    f"thing ({found.ref})"
                ),
                expected=f"the user's own word ({found.user!r})",
                found=clipped(said),
                refs=(found.ref,),
            )
