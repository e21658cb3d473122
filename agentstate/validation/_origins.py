"""Ideas put in the user's mouth: "Dana suggested a payment plan" when the agent offered it.

A summary may say who put an idea forward ("It was Dana who proposed splitting the bill",
"Dana suggested a payment plan", "a payment plan was proposed by Dana", "a payment plan, as
suggested by Dana, ..."). Said of the user, the idea must be the user's: a message of the
user's says a good part of it before any message of the agent's says it whole. When the
agent said it first and the user had said little of it before, the user only took up the
agent's idea. The verbs are the lexicon's `ORIGINATING`.
"""

from __future__ import annotations

from collections.abc import Container, Iterator, Sequence
from collections.abc import Set as AbstractSet
from typing import Final

from agentstate.events import EventKind
from agentstate.summary import Item
from agentstate.validation._attribution_phrases import IGNORED
from agentstate.validation._coverage import held, share, unsupported_by
from agentstate.validation._language import Sentence, Token, content_stems
from agentstate.validation._lexicon import (
    ALTERNATIVES,
    DETERMINERS,
    ORIGINATING,
    REFLEXIVES,
    USER_NOUNS,
)
from agentstate.validation._literals import literals
from agentstate.validation._user_names import names_of
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = [
    "ORIGIN_WORDS",
    "Origin",
    "may_originate",
    "originated",
    "origins",
    "put_forward_first",
]

ORIGIN_WORDS: Final = frozenset(words[-1] for words in ORIGINATING if len(words) == 1) | {
    "about",
    "pointed",
    "came",
    "brought",
    "raised",
    "idea",
    "suggestion",
    "proposal",
}
"""Words one of which a text holds if it may put an idea forward (a quick test)."""

_BETWEEN: Final = frozenset({
    "first", "also", "then", "had", "has", "have", "originally", "initially", "actually",
    "even", "who",
}) | REFLEXIVES  # fmt: skip
"""Words that may stand between the user and the verb ("Dana had first suggested")."""
_JOINING: Final = frozenset({
    "and", "but", "or", "while", "whereas", "although", "though", "however", "except", "so",
    "then",
})  # fmt: skip
"""Words that, between two clauses, end what was put forward ("..., but she declined",
"..., then dropped it")."""
_ENDING: Final = frozenset({":", ";"})
"""Marks that end what was put forward ("suggested a cheese course: dropped")."""
_PASSIVE: Final = frozenset({"was", "were", "is", "are", "been", "being", "be"})
_FEWEST: Final = 2
"""An idea of fewer content words and values than this says too little to tell whose it
was."""

Origin = tuple[int, int, str]
"""A phrase putting an idea forward: its first token, the token past it, and the idea."""


def may_originate(words: AbstractSet[str], names: Container[str]) -> bool:
    """A quick test on a text's words (`words_in`): a verb of putting forward and the user.

    The user's names (`names`) are read only when a verb is there.
    """
    if words.isdisjoint(ORIGIN_WORDS):
        return False
    return not words.isdisjoint(USER_NOUNS | _THIRD_PERSONS | _POSSESSIVES) or any(
        word in names or (word.endswith("'s") and word[:-2] in names) for word in words
    )


def origins(sentence: Sentence, text: str, names: Container[str]) -> Iterator[Origin]:
    """Each phrase of `sentence` by which the user puts an idea forward, with the idea.

    "Dana suggested X" and "It was Dana who suggested X" put forward what follows the verb, up
    to the next clause ("..., then dropped it") or a colon; "X was (first) suggested by Dana"
    and "X suggested by Dana", what comes before it in its clause, with any aside in
    parentheses; "Dana's (first) idea of X" what follows the noun, "X was Dana's idea" what
    comes before it. The user is one of the
    lexicon's `USER_NOUNS`, or a capitalized word of the names they gave (`names`).
    """
    tokens = sentence.tokens
    if not any(token.lower in ORIGIN_WORDS for token in tokens):
        return  # no verb of putting forward: nothing to read (the common case)
    for index, token in enumerate(tokens):
        if _the_users(token, names):
            found = _idea_of(tokens, index, text)  # "Dana's idea of a payment plan"
            if found is not None:
                yield found
            continue
        if not _the_user(token, names):
            continue
        verb = _verb_at(tokens, index + 1)
        if verb is not None:
            end = verb
            idea = _words(tokens, end, text)
            if idea and not _identified(tokens, end):
                yield index, end, idea
            continue
        by = index - 2 if index >= 2 and tokens[index - 1].lower in DETERMINERS else index - 1
        if by >= 1 and tokens[by].lower == "by":
            passive = _passive_verb(tokens, by)
            if passive is not None:
                idea = _framed(tokens, passive, text) or _before(tokens, passive, text)
                if idea:
                    yield passive, index + 1, idea


def originated(
    context: ValidationContext,
    sentence: Sentence,
    item: Item,
    *,
    path: str,
    coverage: float,
    rule: str,
    severity: Severity,
) -> Iterator[Finding]:
    """Report each idea `sentence` says is the user's that the agent put forward first."""
    names = names_of(context)
    for start, end, idea in origins(sentence, item.text, names):
        first = put_forward_first(context, idea, coverage=coverage)
        if first is None:
            continue
        agent, taken = first
        if (
            taken
            and _pointing(sentence.tokens, start, end)
            and _in_own_words(context, idea, taken, coverage)
        ):
            continue  # "pointed to the second invoice" of a list: her pick, which she said
        yield Finding(
            rule=rule,
            severity=severity,
            path=path,
            message=(
                f"says the user put forward what the assistant said first ({agent}); no user "
                "message before it says it"
            ),
            expected="the assistant named as the one who suggested it",
            found=item.text[sentence.tokens[start].start : sentence.tokens[end - 1].end],
            refs=(agent, taken) if taken else (agent,),
        )


def _pointing(tokens: Sequence[Token], start: int, end: int) -> bool:
    """Whether the phrase at tokens[start:end] is "pointed to", not "pointed out"."""
    words = [token.lower for token in tokens[start:end]]
    return "pointed" in words and words[-1] == "to"


def _in_own_words(context: ValidationContext, idea: str, ref: str, coverage: float) -> bool:
    """Whether the user message at `ref` says a good part of `idea` in words of its own."""
    taken = context.cited([ref])
    return bool(taken) and share(context, idea, taken)[0] >= coverage / 2


def put_forward_first(
    context: ValidationContext, idea: str, *, coverage: float
) -> tuple[str, str] | None:
    """The ref of the agent's message that put `idea` forward before the user did, if one did.

    The first assistant message saying `idea` (its values and `coverage` of its words) counts
    when no user message before it says half of `coverage` of its words and one of its values
    (if it has any: "a 9:20 start" is not said by "a start at 9:45"). Returns that message's ref
    and the ref of the first user message after it that takes the idea up, if any (else "").
    """
    if len(content_stems(idea) - IGNORED) + len({value.atom for value in literals(idea)}) < _FEWEST:
        return None  # a value counts as a word: "Friday the 9th at $1,150" says enough
    first = next(
        (
            event
            for event in context.messages(EventKind.ASSISTANT)
            if unsupported_by(context, idea, [event], coverage=coverage) is None
        ),
        None,
    )
    if first is None:
        return None
    users = context.messages(EventKind.USER)
    values = [value for value in context.literals(idea) if value.kind != "ref"]
    if any(
        share(context, idea, [event])[0] >= coverage / 2
        and (not values or any(held(context, value, [event]) for value in values))
        for event in users
        if event.seq < first.seq
    ):
        return None  # the user said a good part of it first, with one of its values if any
    after = next((event.ref for event in users if event.seq > first.seq), "")
    return first.ref, after


def _the_user(token: Token, names: Container[str]) -> bool:
    """Whether a word names the user: a word for them, one of their names, "he" or "she".

    Only the user and the agent speak in a session: one of them put an idea forward, and a
    summary calls the agent "the agent", never "he" or "she".
    """
    word = token.lower
    return (
        word in USER_NOUNS or word in _THIRD_PERSONS or (token.text[:1].isupper() and word in names)
    )


def _the_users(token: Token, names: Container[str]) -> bool:
    """Whether a word is the user's possessive ("Dana's", "the customer's", "his")."""
    word = token.lower
    return word in _POSSESSIVES or (
        word.endswith("'s") and _the_user(token._replace(lower=word[:-2]), names)
    )


_THIRD_PERSONS: Final = frozenset({"he", "she"})
_POSSESSIVES: Final = frozenset({"his", "her"})


def _idea_of(tokens: Sequence[Token], index: int, text: str) -> Origin | None:
    """The idea the user's possessive says was theirs.

    "Dana's (first) idea of X", "X was Dana's idea", "X - his idea".
    """
    at = index + 1
    while at < len(tokens) and tokens[at].lower in _IDEA_MODIFIERS:
        at += 1
    if at >= len(tokens) or tokens[at].lower not in _IDEA_NOUNS:
        return None
    if index > 0 and tokens[index - 1].lower in _PASSIVE:  # "X was Dana's idea"
        idea = _before(tokens, index - 1, text)
        return (index - 1, at + 1, idea) if idea else None
    if index > 1 and tokens[index - 1].text in _SET_APART:  # "X - Dana's idea", "X (his idea)"
        before = index - 1
        while before > 0 and tokens[before - 1].kind != "mark":
            before -= 1
        idea = text[tokens[before].start : tokens[index - 2].end] if before < index - 1 else ""
        return (index - 1, at + 1, idea) if idea else None
    start = at + 1
    while start < len(tokens) and tokens[start].lower in _IDEA_LINKS:
        start += 1
    end = start
    while end < len(tokens) and tokens[end].kind != "mark" and tokens[end].lower not in _JOINING:
        end += 1
    if end == start:
        return None
    return index, at + 1, text[tokens[start].start : tokens[end - 1].end]


_SET_APART: Final = frozenset({"-", "\u2013", "\u2014", "("})
"""Marks before an idea's owner that set it apart from the idea before them."""
_IDEA_NOUNS: Final = frozenset({"idea", "suggestion", "proposal"})
"""Nouns of an idea put forward, whose owner a possessive names ("Dana's idea")."""
_IDEA_MODIFIERS: Final = frozenset({"first", "own", "original", "initial", "earlier"})
_IDEA_LINKS: Final = frozenset({"of", ",", ":", "was", "is"})
"""Words between an idea's noun and the idea ("Dana's idea of ...", "Dana's idea: ...")."""


def _verb_at(tokens: Sequence[Token], at: int) -> int | None:
    """The index past an originating verb after the user at `at`, past words between them."""
    skipped = 0
    while at < len(tokens) and tokens[at].lower in _BETWEEN | _PASSIVE and skipped < 3:
        if tokens[at].lower in _PASSIVE:
            return None  # "Dana was offered a plan": the idea came to her
        at += 1
        skipped += 1
    for words in ORIGINATING:
        if tuple(token.lower for token in tokens[at : at + len(words)]) == words:
            return at + len(words)
    return None


def _identified(tokens: Sequence[Token], end: int) -> bool:
    """Whether "pointed to" ending at `end` tells what a thing is ("pointed to X as Y").

    Pointing to a thing as something names which one it is, an answer, not an idea put
    forward ("pointed to the second charge as the duplicate").
    """
    return (
        tokens[end - 1].lower == "to"
        and tokens[end - 2].lower == "pointed"
        and any(
            token.lower == "as" and token.clause == tokens[end - 1].clause for token in tokens[end:]
        )
    )


def _passive_verb(tokens: Sequence[Token], by: int) -> int | None:
    """The index of the originating verb before "by" in "X was proposed by Dana"."""
    for words in ORIGINATING:
        start = by - len(words)
        if start < 1 or tuple(t.lower for t in tokens[start:by]) != words:
            continue
        auxiliary = start - 1
        while auxiliary > 0 and tokens[auxiliary].lower in _BETWEEN - {"who"}:
            auxiliary -= 1  # "was first suggested by Dana"
        if tokens[auxiliary].lower in _PASSIVE:
            return auxiliary
        if not _pronoun(tokens[start - 1]):
            return start  # "A payment plan suggested by Dana, then dropped": no auxiliary
    return None


def _framed(tokens: Sequence[Token], verb: int, text: str) -> str:
    """What "as suggested by Dana" frames: the clause before its mark.

    "Moving the tasting to May, as suggested by Dana, was dropped" says Dana suggested
    moving the tasting.
    """
    if verb < 1 or tokens[verb - 1].lower != "as":
        return ""
    last = verb - 2
    while last >= 0 and tokens[last].kind == "mark":
        last -= 1
    if last < 0:
        return ""
    start = last
    while start > 0 and tokens[start - 1].clause == tokens[last].clause:
        start -= 1
    return text[tokens[start].start : tokens[last].end]


def _pronoun(token: Token) -> bool:
    """Whether a word is a subject of its own ("she offered by phone"), not an idea's noun."""
    return token.lower in USER_NOUNS or token.lower in {"i", "we", "it", "they", "he", "she"}


def _words(tokens: Sequence[Token], start: int, text: str) -> str:
    """The text from `start` to the end of its stretch: up to a clause word ("but", "and").

    Nor past a mark that ends it (not one within a value: "9:20") or an alternative ("instead
    of 9:45").
    """
    end = start
    while end < len(tokens):
        token = tokens[end]
        if token.lower in _ENDING and not _within_a_value(tokens, end):
            break
        if end > start and any(
            tuple(following.lower for following in tokens[end : end + len(phrase)]) == phrase
            for phrase in ALTERNATIVES
        ):
            break  # "a 9:20 start instead of 9:45": the idea, not what it replaces
        if end > start and token.clause != tokens[end - 1].clause and token.lower in _JOINING:
            break
        end += 1
    if end == start:
        return ""
    return text[tokens[start].start : tokens[end - 1].end]


def _within_a_value(tokens: Sequence[Token], at: int) -> bool:
    """Whether the mark at `at` joins the digits of one value ("9:20"), with no space."""
    return (
        0 < at < len(tokens) - 1
        and tokens[at - 1].end == tokens[at].start
        and tokens[at].end == tokens[at + 1].start
        and tokens[at - 1].lower[-1:].isdigit()
        and tokens[at + 1].lower[:1].isdigit()
    )


def _before(tokens: Sequence[Token], at: int, text: str) -> str:
    """The text of `at`'s clause before it: what "was proposed by Dana" says was proposed.

    An aside in parentheses belongs to the words before it ("The cheese course ($8 a guest)
    was suggested by Dana").
    """
    clause = tokens[at].clause
    start = at
    while start > 0:
        if tokens[start - 1].clause == clause:
            start -= 1
        elif tokens[start - 1].lower == ")":
            opening = next((i for i in range(start - 2, -1, -1) if tokens[i].lower == "("), None)
            if opening is None or opening == 0:
                break
            start, clause = opening, tokens[opening - 1].clause
        else:
            break
    return text[tokens[start].start : tokens[at - 1].end] if start < at else ""
