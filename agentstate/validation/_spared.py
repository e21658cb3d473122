"""Things spared: what a user asks to be left as it is, with no negation of an act.

"Leave Omar's alone", "leave the sales team out of it", "don't touch the savings one",
"the spare key is staying with me", and in the passive, "the Harwick lease should be left
alone", "bay 3 is excluded", or going on as it did ("the June rent still goes on the card
as usual"): each refuses every act on the thing it names but its usual one, so a
requirement that asks for an act on it ("fix both Ana's and Omar's", "move $50 from the
savings one too") asks for what the user refused. The thing is read as the content
stems of its noun phrase; a pro-form ("leave that one alone", "don't touch it") names
nothing on its own and is not read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Final

from agentstate.validation._language import Sentence, Token, content_stem
from agentstate.validation._lexicon import MODALS, PRO_FORMS, SATISFIED
from agentstate.validation._polarity import segments_of

__all__ = ["may_spare", "said_fine", "spared"]

_MAY_SPARE: Final = re.compile(
    r"\b(?:leave|touch|stay(?:s|ing)?|left|kept|ruled|excluded|untouched|spared|exempted)\b"
    r"|\bas (?:usual|before|normal|always|now)\b",
    re.IGNORECASE,
)
_SPARING_PARTS: Final = (
    "leave", "touch", "stay", "left", "kept", "ruled", "excluded", "untouched", "spared",
    "exempted", "as usual", "as before", "as normal", "as always", "as now",
)  # fmt: skip
"""What an ASCII text that `_MAY_SPARE` matches holds, lower-cased."""
_LEAVE: Final = frozenset({"leave"})
_TOUCH: Final = frozenset({"touch"})
_STAYING: Final = frozenset({"stays", "staying"})
_BEFORE_STAY: Final = MODALS | {"to"}
"""Words before a bare "stay" that make it the thing's ("his access should stay as it is")."""
_STAY_HOW: Final = frozenset({"as", "unchanged", "untouched", "intact", "put", "alone", "where"})
"""Words after "stay" that make it a thing left as it is."""
_OPENERS: Final = frozenset({
    "just", "please", "and", "so", "but", "then", "ok", "okay", "also", "oh", "no", "yes",
})  # fmt: skip
"""Words that may come before an imperative "leave" ("and leave the other one alone")."""
_ENDS: Final = frozenset({
    "alone", "out", "as", "be", "on", "until", "till", "where", "for", "because", "since",
    "off", "in", "at", "with", "to", "is", "are", "untouched", "unchanged",
})  # fmt: skip
"""Words that end the noun phrase of a thing spared ("leave the order as it is")."""
_SPARED_PASSIVE: Final = frozenset({"excluded", "untouched", "spared", "exempted"})
"""Participles that tell a thing spared after a form of "be" ("bay 3 is excluded")."""
_LEFT: Final = frozenset({"left", "kept", "ruled"})
"""Participles that tell a thing spared with a word after ("left alone", "ruled out")."""
_LEFT_HOW: Final = frozenset({"alone", "out", "untouched", "as"})
_BE: Final = frozenset({"is", "are", "was", "were", "be", "been", "being", "stays", "remains"})
_SUBJECT_OPENS: Final = frozenset({
    "that", "and", "but", "so", "while", "because", "which", "since", "though", "although",
})  # fmt: skip
"""Words before the subject of a passive: the subject is what follows the last of them."""
_NEGATING: Final = frozenset({"not", "never", "dont"})
"""Words right before "touch" that negate it (and any word in "n't": "don't touch")."""
_NOT_A_THING: Final = PRO_FORMS | frozenset({
    "it", "that", "this", "those", "these", "them", "hers", "his", "mine", "yours", "ours",
    "theirs", "is", "are", "was", "were",
})  # fmt: skip


def may_spare(text: str) -> bool:
    """A quick test: whether a text may spare anything."""
    if text.isascii() and not any(map(text.lower().__contains__, _SPARING_PARTS)):
        return False  # plain substrings first: the regex (ignoring case) then reads fewer texts
    return _MAY_SPARE.search(text) is not None


def _thing(tokens: Sequence[Token]) -> frozenset[str]:
    """The content stems of a noun phrase, up to a word that ends it (`_ENDS`)."""
    found: set[str] = set()
    for token in tokens:
        if token.lower in _ENDS:
            break
        if token.lower in _NOT_A_THING:
            continue
        if (stem := content_stem(token)) is not None:
            found.add(stem)
    return frozenset(found)


def _negated(segment: Sequence[Token], at: int) -> bool:
    before = segment[at - 1].lower if at > 0 else ""
    return before in _NEGATING or before.endswith("n't")


def spared(sentences: Iterable[Sentence]) -> list[frozenset[str]]:
    """The things a user's sentences ask to be left as they are (see the module)."""
    found: list[frozenset[str]] = []
    for sentence in sentences:
        if sentence.question:
            continue
        for segment in segments_of(sentence):
            for at, token in enumerate(segment):
                word = token.lower
                if (word in _LEAVE and all(other.lower in _OPENERS for other in segment[:at])) or (
                    word in _TOUCH and _negated(segment, at)
                ):
                    thing = _thing(segment[at + 1 :])
                elif word in _STAYING and at > 0:
                    thing = _thing(segment[:at])
                else:
                    continue
                if thing:
                    found.append(thing)
        found.extend(_spared_passively(sentence.tokens))
        found.extend(_as_usual(sentence.tokens))
    return found


_USUAL: Final = frozenset({"usual", "before", "normal", "always", "now"})
"""Words after "as" that say a thing goes on as it did ("charged to the card as usual")."""


def _as_usual(tokens: Sequence[Token]) -> Iterator[frozenset[str]]:
    """The subject of a clause that says its thing goes on as it did ("as usual", "as before").

    "The June rent should still go on the card as before": the rent is left as it is, what a
    user's "leave june on the card" asks. The subject is the words before the clause's first
    auxiliary or modal.
    """
    for at in range(len(tokens) - 1):
        if tokens[at].lower != "as" or tokens[at + 1].lower not in _USUAL:
            continue
        if at + 2 < len(tokens) and tokens[at + 2].kind == "word":
            continue  # "as before the move": a time, not a way
        clause = tokens[at].clause
        verb = next(
            (
                index
                for index in range(at)
                if tokens[index].clause == clause and tokens[index].lower in _BE | MODALS
            ),
            None,
        )
        if verb is not None and (thing := _thing(_subject(tokens, verb))):
            yield thing


def _spared_passively(tokens: Sequence[Token]) -> Iterator[frozenset[str]]:
    """The subjects of passives that tell a thing spared, and of a modal's "stay".

    "The Harwick lease, her older one, should be left alone", "his access (AC-7) should stay
    as it is": the words after the last that opens a clause (`_SUBJECT_OPENS`, a mark)
    before the form of "be" or the modal, an aside in parentheses left out.
    """
    for at, token in enumerate(tokens):
        word = token.lower
        if word == "stay":
            if at + 1 >= len(tokens) or tokens[at + 1].lower not in _STAY_HOW:
                continue  # "she will stay at the hotel" spares nothing
            before = at - 1
            while before > 0 and tokens[before].lower.endswith("ly"):
                before -= 1  # "should probably stay"
            if before <= 0 or tokens[before].lower not in _BEFORE_STAY:
                continue
        else:
            if word in _LEFT:
                if at + 1 >= len(tokens) or tokens[at + 1].lower not in _LEFT_HOW:
                    continue
            elif word not in _SPARED_PASSIVE:
                continue
            if at == 0 or tokens[at - 1].lower not in _BE:
                continue
            before = at - 1
        thing = _thing(_subject(tokens, before))
        if thing:
            yield thing


def _subject(tokens: Sequence[Token], end: int) -> list[Token]:
    """The words before `end` back to the last that opens a clause, asides left out."""
    found: list[Token] = []
    start = end
    while start > 0:
        previous = tokens[start - 1]
        if previous.text == ")":
            while start > 0 and tokens[start - 1].text != "(":
                start -= 1  # "his access (AC-7)": the aside names nothing of the subject
            start -= 1
            continue
        if previous.lower in _SUBJECT_OPENS or previous.text in _CLAUSE_MARKS:
            break
        found.append(previous)
        start -= 1
    return found[::-1]


_CLAUSE_MARKS: Final = frozenset({";", ":", "(", ")"})


_FINE_VERBS: Final = _BE | frozenset({"look", "looks", "looked", "seem", "seems", "seemed"})
"""Verbs before a word of satisfaction that say how a thing stands ("the posters look fine")."""


def said_fine(sentences: Iterable[Sentence]) -> list[frozenset[str]]:
    """The things a summary's sentences say are fine as they are ("the banners were perfect").

    The subject of a form of "be" (or "look", "seem") right before a word of satisfaction
    (`_lexicon.SATISFIED`), back to a word that opens a clause. Beside a refusal of an act
    on it ("only the mugs are reprinted; the banners were perfect"), it tells why it is
    spared. A user's "Tuesday is fine" accepts Tuesday: this reads a summary's telling, not
    what a user refuses.
    """
    found: list[frozenset[str]] = []
    for sentence in sentences:
        tokens = sentence.tokens
        for at in range(1, len(tokens) - 1):
            if tokens[at].lower in _FINE_VERBS and tokens[at + 1].lower in SATISFIED:
                thing = _thing(_subject(tokens, at))
                if thing:
                    found.append(thing)
    return found
