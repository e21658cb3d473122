"""Sequences: a requirement that puts first what the user asked to come after.

"Boxes ship first, then the invoice" citing "The invoice has to go out first"; "Repaint
first, then the floor" citing "Floor first, then the repaint". Every word is
the user's and no value is wrong: only the order is flipped, which coverage cannot see.

A sentence orders things with an adverbial "first" (at the end of its clause or before
"then", "please", ...: not "the first option", "at first") and with what follows "then" or
"after that" in a clause, a clause that ends on "after" ("supplier first, order after"),
what a clause keeps as a fallback ("the 6:45 ferry only as a backup", "B-14 only if ...",
"otherwise the large one", "the glaze order can wait"), and a clause that says its thing is
the priority. What comes first and what comes after are the content stems of those clauses
and the words with digits in them ("B-14"), less words that say no thing (light verbs,
pro-forms, "first" and "then" themselves); a fallback's "one" is the thing put first
("the studio first, otherwise the large one").

A requirement (a constraint or the objective) contradicts its cited user messages when what
it puts first shares no word with what the user put first (a word of both what the user put
first and what they put after tells neither apart) and either shares a word with what the
user put after, or comes before what the user put first, or is another thing the user named
("Lisbon first" citing "one in Porto and one in Lisbon ... Do the Porto one first"). Only
the cited user messages count, and only when they order something.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Final

import attrs

from agentstate.events import EventKind
from agentstate.summary import Item
from agentstate.validation._language import Sentence, Token, content_stem, stem
from agentstate.validation._lexicon import DETERMINERS, LIGHT_VERBS, NUMBER_WORDS, PRO_FORMS
from agentstate.validation._rule import clipped
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["Order", "order_of", "reordered"]

_MAY_ORDER: Final = re.compile(r"\bfirst\b", re.IGNORECASE)
"""A quick test: a text that says "first" may order things."""
_FIRST: Final = frozenset({"first", "firstly"})
_AFTERWARDS: Final = frozenset({"afterwards", "afterward"})
"""Words that put after what they follow when they close its clause ("the van afterwards"),
or what follows them ("afterwards, the van")."""
_THEN: Final = frozenset({"then"}) | _AFTERWARDS
_AFTER: Final = frozenset({"after", "later", "next", "second"})
_FALLBACK: Final = frozenset({"backup", "fallback"})
"""Words that put their clause after what comes first ("the 6:45 ferry only as a backup")."""
_OTHERWISE: Final = frozenset({"otherwise", "else"})
"""Words that put what follows them after ("the studio if it's open, otherwise the large one")."""
_LATER: Final = frozenset({"wait", "priority", "otherwise", "else"})
"""Words of ordering that name no thing ("can wait", "is the priority")."""
_PRIORITY: Final = frozenset({"priority"})
"""A word that puts its clause first ("the kiln booking is my priority")."""
_FOLLOWERS: Final = frozenset({
    "then", "and", "please", "pls", "so", "because", "since", "as", "before", "thing",
    "though", "tho", "thanks", "too",
})  # fmt: skip
"""Words that may follow an adverbial "first" ("the transfer first, then ...")."""
_NOT_ADVERBIAL_BEFORE: Final = DETERMINERS | frozenset({"at", "his", "her", "my", "their", "our"})
"""Words before "first" that make it an ordinal ("the first option") or "at first"."""
_NO_THING: Final = frozenset(
    {"go", "goe", "do", "doe", "get", "happen", "come", "need", "want", "ha", "have", "be"}
    | LIGHT_VERBS
)
"""Stems that name no thing of their own: "the transfer has to go first" puts the transfer."""


@attrs.frozen
class Order:
    """What a text puts first and what it puts after, each as the stems of one clause."""

    first: tuple[frozenset[str], ...]
    """What it puts first: the stems before each adverbial "first" in its clause."""
    after: tuple[frozenset[str], ...]
    """What it puts after: the stems after "then" or "after that", or before a closing "after"."""
    said: frozenset[str]
    """Every content stem of the text: the things it names."""


def _stems(tokens: Sequence[Token]) -> frozenset[str]:
    """The content stems of some tokens, and the words with digits among them ("B-14")."""
    return frozenset(
        stem
        for token in tokens
        if token.lower not in _FIRST | _THEN | _AFTER | _LATER | PRO_FORMS
        and (stem := _thing(token)) is not None
        and stem not in _NO_THING
    )


def _thing(token: Token) -> str | None:
    """A token's content stem, or a word with digits as written: a bay "B-14" is a thing."""
    found = content_stem(token)
    if found is None and token.kind == "word" and any(char.isdigit() for char in token.lower):
        return token.lower
    return found


def _head(tokens: Sequence[Token]) -> str | None:
    """The last thing a run of tokens names: "the upper studio" names a studio."""
    return next((stem for token in reversed(tokens) if (stem := _thing(token)) is not None), None)


def _adverbial(tokens: Sequence[Token], at: int) -> bool:
    """Whether the "first" at `at` orders ("the bill first"), not counts ("the first bill")."""
    if at > 0 and tokens[at - 1].lower in _NOT_ADVERBIAL_BEFORE:
        return False
    following = tokens[at + 1] if at + 1 < len(tokens) else None
    return (
        following is None
        or following.kind == "mark"
        or following.clause != tokens[at].clause
        or following.lower in _FOLLOWERS
    )


def _before_aside(tokens: Sequence[Token], at: int) -> frozenset[str]:
    """The stems of the clause before a parenthesis that ends right before `at`.

    "The 6:45 ferry (Pier 2) first": what is put first is before the aside.
    """
    if at == 0 or tokens[at - 1].text != ")":
        return frozenset()
    opening = max((index for index in range(at) if tokens[index].text == "("), default=0)
    if opening == 0:
        return frozenset()
    clause = tokens[opening - 1].clause
    return _stems([token for token in tokens[:opening] if token.clause == clause])


def order_of(sentences: Sequence[Sentence]) -> Order:
    """What `sentences` put first and what they put after (see the module's description)."""
    first: list[frozenset[str]] = []
    after: list[frozenset[str]] = []
    first_heads: list[str] = []  # the thing each "first" names, for a later "one"
    said: set[str] = set()
    for sentence in sentences:
        tokens = sentence.tokens
        said |= _stems(tokens)
        for at, token in enumerate(tokens):
            clause = [other for other in tokens if other.clause == token.clause]
            start = clause.index(token)
            if token.lower in _FIRST and _adverbial(tokens, at):
                if stems := _stems(clause[:start]) or _before_aside(tokens, at):
                    first.append(stems)
            elif token.lower in _AFTERWARDS and start == len(clause) - 1:
                if stems := _stems(clause[:start]):
                    after.append(stems)  # "and the trailer afterwards"
            elif token.lower in _THEN or (
                token.lower == "after" and at + 1 < len(tokens) and tokens[at + 1].lower == "that"
            ):
                if stems := _stems(clause[start + 1 :]):
                    after.append(stems)
            elif (
                token.lower in _AFTER
                and start == len(clause) - 1
                and (stems := _stems(clause[:start]))
            ):
                after.append(stems)  # "order after"
            elif token.lower in _FALLBACK and (stems := _stems(clause[:start])):
                after.append(stems)  # "the cheaper fare only as a backup"
            elif token.lower in _OTHERWISE and (stems := _stems(clause[start + 1 :])):
                after.append(_filled(stems, clause[start + 1 :], first_heads))  # "otherwise X"
            elif (
                token.lower == "only"
                and at + 1 < len(tokens)
                and tokens[at + 1].lower == "if"
                and (stems := _stems(clause[:start]))
            ):
                after.append(_filled(stems, clause[:start], first_heads))  # "X only if Y ..."
            elif (
                token.lower == "wait"
                and start > 0
                and clause[start - 1].lower in _MODALS
                and (stems := _stems(clause[: start - 1]))
            ):
                after.append(stems)  # "the glaze order can wait"
            elif token.lower in _PRIORITY and (stems := _stems(clause[:start])):
                first.append(stems)  # "the kiln booking is my priority"
            if token.lower in _FIRST and first and (head := _head(clause[:start])):
                first_heads.append(head)
    return Order(tuple(first), tuple(after), frozenset(said))


_MODALS: Final = frozenset({"can", "could", "will", "may", "should"})


def _filled(stems: frozenset[str], tokens: Sequence[Token], heads: Sequence[str]) -> frozenset[str]:
    """What a fallback names, its pro-form "one" read as the head of what came first.

    "The upper studio first, otherwise the large one": the large one is a studio.
    """
    if heads and any(token.lower == "one" for token in tokens):
        return stems | {heads[-1]}
    return stems


_COUNTS: Final = frozenset(map(stem, NUMBER_WORDS))
"""Stems of the words that count things ("two"): said of either side, they tell none apart."""


def _flipped(item: Order, user: Order) -> frozenset[str] | None:
    """The stems of what `item` puts first against the order of `user`, if any."""
    if not user.first and not user.after:
        return None
    # A word both of what the user put first and of what they put after ("the upper studio
    # first, otherwise the large one") tells neither apart.
    both = frozenset().union(*user.first) & frozenset().union(*user.after)
    for said in item.first:
        first = said - _COUNTS
        if not first:
            continue
        if any(first & (theirs - both) for theirs in user.first):
            continue
        for later in user.after:
            if first & (later - both):
                return first & (later - both)  # what the user put after
        if any(later & theirs - _COUNTS for later in item.after for theirs in user.first):
            return first  # "the two riggers" later is not "the two welders" first
        if user.first and first <= user.said:
            return first  # another thing the user named, put first
    return None


def reordered(
    context: ValidationContext, path: str, item: Item, *, rule: str, severity: Severity
) -> Iterator[Finding]:
    """Report a requirement that puts first what its cited user messages put after."""
    text = item.text
    if (text.isascii() and "first" not in text.lower()) or not _MAY_ORDER.search(text):
        return  # a plain substring first: the regex (ignoring case) then reads fewer texts
    users = [event for event in context.cited(item.refs) if event.kind is EventKind.USER]
    if not users:
        return
    item_order = order_of(context.sentences(item.text))
    if not item_order.first:
        return
    for event in users:
        flipped = _flipped(item_order, order_of(context.sentences(context.text(event))))
        if flipped is None:
            continue
        words = {
            token.lower: token.text
            for sentence in context.sentences(item.text)
            for token in reversed(sentence.tokens)
            if _thing(token) in flipped
        }
        yield Finding(
            rule=rule,
            severity=severity,
            path=f"{path}.text",
            message=(
                f"puts {', '.join(reversed(words.values()))} first, but the user ({event.ref}) "
                "asked for another order"
            ),
            expected="the user's order",
            found=clipped(item.text),
            refs=(event.ref,),
        )
        return
