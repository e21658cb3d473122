"""Refusals: a requirement in a summary that asks for what the user refused.

"Travel insurance requested for the trip" citing "No, I do not want travel insurance". A
constraint or an objective is the user's requirement whoever its text names, so what it asks
for is compared with what the cited user messages refuse, one negation's head at a time
(`_polarity`'s reading). Only a clear inversion counts: a sentence with no negation and no
word of refusal (`_lexicon.REFUSALS`: "declined", "opted out") that names every word of a
refusal, one of which no user message asks for or states, and that is not the user's own
words cut from the message ("want travel insurance" out of "I do not want travel
insurance").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from typing import Final

import attrs

from agentstate.events import EventKind
from agentstate.summary import Item
from agentstate.validation._answers import users_stance
from agentstate.validation._attribution_phrases import IGNORED, attributions
from agentstate.validation._language import Sentence, Token, content_stem, same_acts, stem
from agentstate.validation._lexicon import (
    AUXILIARIES,
    CONTRASTING,
    DETERMINERS,
    MODALS,
    PERSONAL_SUBJECTS,
    REFUSALS,
    SATISFIED,
)
from agentstate.validation._negations import negations
from agentstate.validation._polarity import (
    asks_for,
    content_of,
    negated_head,
    negates_verb,
    polarities,
    read_segment,
    refuses_at,
    requests,
    segments_of,
    unqualified,
    with_particle,
)
from agentstate.validation._spared import may_spare, said_fine, spared
from agentstate.validation._user_names import names_of
from agentstate.validation.core import Cited, ValidationContext

__all__ = [
    "Inversion",
    "asked_after",
    "asked_in",
    "excerpt",
    "inversions",
    "may_refuse",
    "turned_down_at",
]

_NEGATING: Final = (
    r"\b(?:not?|never|nor|none|neither|without|cannot|rather|instead|opposed|forget|skip)\b"
    r"|n't|\brul(?:es?|ed|ing) out\b|\bturn(?:s|ed|ing)? down\b"
)
_MAY_REFUSE: Final = re.compile(_NEGATING, re.IGNORECASE)
"""A quick test for a text that may refuse anything: it holds a negation (`_polarity`)."""
_MAY_REFUSE_LOWER: Final = re.compile(_NEGATING)
"""`_MAY_REFUSE` for an ASCII text lower-cased (the same matches: ASCII letters fold alike)."""
_NEGATING_PARTS: Final = (
    "no", "ne", "n't", "without", "cannot", "rather", "instead", "opposed", "forget", "skip",
    " out", " down",
)  # fmt: skip
"""A part of each word of `_NEGATING`: a lower-cased text holding none of them holds none."""


@attrs.frozen
class Inversion:
    """A sentence of a requirement that asks for what a user message refused."""

    sentence: Sentence
    ref: str
    """The user event that refuses it."""
    words: tuple[str, ...]
    """The requirement's words that name what was refused, as written."""


def may_refuse(text: str) -> bool:
    """A quick test: whether a text holds a negation, so that it may refuse anything."""
    if not text.isascii():
        return _MAY_REFUSE.search(text) is not None
    # Searching for plain substrings first is several times faster than the regex alone,
    # which then reads only texts that hold one.
    lower = text.lower()
    if not any(map(lower.__contains__, _NEGATING_PARTS)):
        return False
    return _MAY_REFUSE_LOWER.search(lower) is not None


_EXCEPTING: Final = frozenset({"without", "unless"})
"""Words that give a refusal its exception: what it says is a condition, not a no."""


def refusals(sentences: Iterable[Sentence], *, things: bool = False) -> list[frozenset[str]]:
    """What the user's requests refuse, one phrase per negation.

    "I do not want travel insurance" refuses ``{"travel", "insur"}``; a question refuses
    nothing, and neither does a refusal with its exception ("don't spend more than 650
    without phoning me", "don't ship it unless I confirm": a condition to meet, not a no).
    With `things`, only what a negation of no verb refuses ("no cheese course", "forget the
    truck"; not "don't resume his line").
    """
    found: list[frozenset[str]] = []
    for sentence in sentences:
        if sentence.question:
            continue
        segments = segments_of(sentence)
        for place, segment in enumerate(segments):
            if not requests(segment, question=False):
                continue
            negated = list(negations(segment))
            if len(negated) > 1 and any(
                segment[index].lower in _EXCEPTING for index, _ in negated[1:]
            ):
                continue
            if place + 1 < len(segments) and segments[place + 1][0].lower in _EXCEPTING:
                continue
            for index, taken in negated:
                verb = negates_verb(segment, index)
                if things and verb:
                    continue
                head = {
                    with_particle(segment, at, word)
                    for at in negated_head(segment, index + taken, verb=verb)
                    if (word := content_of(segment[at])) is not None
                }
                if head:
                    found.append(frozenset(head))
    return found


def turned_down_at(sentences: Iterable[Sentence], position: int) -> bool:
    """Whether the word at `position` of the sentences' text follows an alternative turned down.

    "Send it to the work address, not 12 Elm Road", "rather than the 12:40 train": what
    follows "not" (of no verb), "rather than", "instead of" or "as opposed to" in its segment
    is turned down, not stated. Not "no openings for May 2" nor "do not call after 6 pm".
    """
    for sentence in sentences:
        for segment in segments_of(sentence):
            if segment and segment[0].start <= position < segment[-1].end:
                return any(
                    segment[at].start < position
                    and segment[at].lower in _TURNING_DOWN
                    and not negates_verb(segment, at)
                    for at, _ in negations(segment)
                )
    return False


_TURNING_DOWN: Final = frozenset({"not", "rather", "instead", "opposed"})
"""Negations that turn down an alternative ("not the 9:15", "rather than", "instead of")."""


_POINTING: Final = frozenset({"it", "them", "this", "those", "these", "one", "ones"})
"""Words by which a negated segment may turn down what another segment names."""
_CONDITIONS: Final = frozenset({
    "if", "unless", "when", "whenever", "once", "in", "should", "because", "cause",
})  # fmt: skip
"""Words that open a condition or a reason: "If the request is declined, ..." and "because
he coaches on Fridays" ask for nothing."""


def _conditional(segment: Sequence[Token]) -> bool:
    """Whether a segment opens with a condition or a reason (`_CONDITIONS`).

    "Should" does only before its subject ("should the permit be refused, ..."): after a
    subject of its own ("Orla Penn, the temp, should not get a key fob") it is the modal of
    the segment's predicate.
    """
    first = segment[0].lower
    if first != "should":
        return first in _CONDITIONS
    following = segment[1] if len(segment) > 1 else None
    return following is not None and (
        following.lower in DETERMINERS
        or following.lower in PERSONAL_SUBJECTS
        or following.text[:1].isupper()
    )


_STATING: Final = frozenset({
    "necessary", "needed", "required", "wanted", "ok", "okay", "fine", "interested",
    "possible", "applicable", "relevant", "option", "issue", "problem", "worth", "available",
    "important", "urgent",
})  # fmt: skip
"""Words after a negation that say how something stands, not what is turned down: "travel
insurance, not necessary" refuses the insurance before it."""


def asked_in(sentence: Sentence, refusing: AbstractSet[str]) -> frozenset[str] | None:
    """The content stems of what a requirement's sentence asks for, segment by segment.

    The whole sentence when it holds no negation and no word of `refusing` (`unqualified`).
    Otherwise the segments that hold neither, when every other segment is a condition ("If
    the request is declined, resell them"), an alternative turned down that opens its
    segment ("store credit rather than a refund", "to the card, not a credit"), with the
    name that follows it ("rather than his deputy, Ines Rook") or a parenthesis telling why
    ("not the card (it is being reissued)"), a clause a contrast opens ("..., while the
    barrels wait for their permits"), or a negation of its own words ("so that he does not
    have to pay each time"); None when a segment may say that what it or another names is
    turned down ("insurance, not needed", "no insurance", "insurance declined", "autopay:
    he does not want it").
    """
    whole = unqualified(sentence, refusing)
    contrast = any(token.lower in CONTRASTING for token in sentence.tokens)
    if (
        whole is not None
        and not contrast
        and all(token.lower not in _STATED_BY for token in sentence.tokens)
    ):
        return whole  # no person it could state a fact of, no contrast: the common case
    segments = segments_of(sentence)
    if (
        whole is not None
        and not contrast
        and (len(segments) < 2 or not any(map(_states, segments)))
    ):
        return whole
    asked: set[str] = set()
    turned_down = False  # whether the segment before turned down an alternative
    contrasted = False  # whether the segment before opens a contrast ("..., while")
    for segment in segments:
        if turned_down and all(token.text[:1].isupper() for token in segment):
            continue  # "rather than his deputy, Ines Rook": the name of what was turned down
        if turned_down and segment and _parenthesized(sentence, segment[0]):
            continue  # "not the card (it is being replaced)": why it was turned down
        turned_down = False
        if contrasted or not segment or _conditional(segment) or _states(segment):
            contrasted = False  # "while the crate waits for its papers" asks for nothing
            continue
        if len(segment) == 1 and segment[0].lower in CONTRASTING:
            contrasted = True
            continue
        found = list(negations(segment))
        refuses = any(refuses_at(segment, at, refusing) for at in range(len(segment)))
        if not found and not refuses:
            asked.update(read_segment(segment)[0])
            continue
        if refuses:
            return None
        if len(found) == 1 and (
            segment[found[0][0]].lower == "than" or _choice_not(segment, found[0][0])
        ):
            # "rather go to X than wait", "pickup X not Y": X is asked, Y turned down
            asked.update(read_segment(segment)[0])
            continue
        if len(found) > 1 or found[0][0] != 0:
            # "so that he does not have to pay each time" negates its own words, with a
            # subject of its own: it asks for none of them. "he does not want it", or a
            # predicate of another segment's subject ("..., must not be resumed"), may turn
            # down what another segment names.
            before = {token.lower for token in segment[: found[0][0]]}
            if before.isdisjoint(PERSONAL_SUBJECTS) or any(
                token.lower in _POINTING for token in segment
            ):
                return None
            continue
        head = negated_head(segment, found[0][1], verb=False)
        if not head or any(
            segment[at].lower in _STATING or segment[at].lower.endswith("ed") for at in head
        ):
            return None
        turned_down = True
    return frozenset(asked) or None


_STATED_BY: Final = PERSONAL_SUBJECTS - {"you"}
"""Who a requirement may state a fact of ("she collects her son"); "you" addresses."""
_NOT_STATING: Final = frozenset({
    "want", "wants", "wanted", "need", "needs", "needed", "prefer", "prefers", "preferred",
    "wish", "wishes", "would", "asked", "asks", "requested", "requests", "likes", "like",
    "will", "can", "must", "should", "has", "have", "is", "are", "was", "were", "does",
    "do", "did", "plans", "planned", "intends", "intended", "hopes", "hoped", "expects",
    "expected", "chose", "chooses", "picked", "agreed", "accepts", "accepted", "insists",
})  # fmt: skip
"""Words after a person that may say what they ask or choose ("she wants", "he would", "she
plans to", "she chose")."""


_CHOICE_WORDS: Final = 3
"""The most content words on either side of "not" in a choice written as one fragment."""


def _choice_not(segment: Sequence[Token], at: int) -> bool:
    """Whether "not" at `at` turns down the other side of a fragment's choice.

    "pickup eastgate not northgate": a few words, no verb, on each side of the "not" (a
    clause's own negation has a verb or a subject: "the card was not charged").
    """
    if at == 0 or segment[at].lower != "not":
        return False
    before, after = segment[:at], segment[at + 1 :]
    if not after or any(_verbal(token.lower) for token in after):
        return False  # "refund not yet issued": a status, no choice
    words = [token for token in (*before, *after) if content_stem(token) is not None]
    return (
        0 < sum(token.start < segment[at].start for token in words) <= _CHOICE_WORDS
        and 0 < sum(token.start > segment[at].start for token in words) <= _CHOICE_WORDS
        and not any(_verbal(token.lower) or token.lower in PERSONAL_SUBJECTS for token in before)
    )


def _verbal(word: str) -> bool:
    """Whether a word may be a verb's form, a modal or an adverb of time ("issued", "yet")."""
    return (
        (len(word) > 4 and word.endswith(("ed", "ing")))
        or word in AUXILIARIES
        or word in MODALS
        or word == "yet"
    )


def _parenthesized(sentence: Sentence, first: Token) -> bool:
    """Whether a segment starting with `first` opens with a parenthesis in `sentence`."""
    at = sentence.tokens.index(first)
    return at > 0 and sentence.tokens[at - 1].text == "("


def _states(segment: Sequence[Token]) -> bool:
    """Whether a segment of a requirement states a fact of a person, asking for nothing.

    "visit mornings only - afternoons she collects her son": the reason, told
    of her in a verb of her own; "she wants the afternoon" or "he would take it" asks.
    """
    for at, token in enumerate(segment[:4]):
        if token.lower in _STATED_BY and at + 1 < len(segment):
            following = at + 1
            while following + 1 < len(segment) and segment[following].lower.endswith("ly"):
                following += 1  # "he apparently wants": the verb past its adverb
            word = segment[following]
            return word.kind == "word" and word.lower not in _NOT_STATING
    return False


def excerpt(text: str, source: str) -> bool:
    """Whether `text` is `source`'s own words, cut from it (case and spacing aside)."""
    return " ".join(text.lower().split()).strip(" .;,") in " ".join(source.lower().split())


_VALUE_CHUNK: Final = re.compile(r"\S*\d\S*")
_NOT_ALNUM: Final = re.compile(r"[^a-z0-9]+")


def _values(text: str) -> set[str]:
    """The identifier-shaped values of a text, by letters and digits alone ("7185550163")."""
    found = set()
    for chunk in _VALUE_CHUNK.findall(text):
        value = _NOT_ALNUM.sub("", chunk.lower())
        if len(value) >= _VALUE_LENGTH and sum(char.isdigit() for char in value) >= 3:
            found.add(value)
    return found


_VALUE_LENGTH: Final = 4


def _asked_values(
    context: ValidationContext, event: Cited, user_text: Callable[[Cited], str]
) -> frozenset[str]:
    """The values a user event names in its sentences that refuse nothing, read once.

    "I want my line back on, 718-555-0163. Don't resume his." asks about 718-555-0163: a
    summary that asks for an act on it asks for no act the second sentence refused.
    """
    cache = context.cache.setdefault("refusals.asked_values", {})
    assert isinstance(cache, dict)
    found = cache.get(event.seq)
    if found is None:
        text = user_text(event)
        found = cache[event.seq] = frozenset(
            value
            for sentence in context.sentences(text)
            if not may_refuse(said := sentence.text_in(text))
            for value in _values(said)
        )
    assert isinstance(found, frozenset)
    return found


_COUNTED: Final = re.compile(r"(?:\bno|\bnot|n't)\s+(?:\w+\s+)?\$?(\d[\d,.]*)\s*-?\s*([a-z]+)")
"""A negation of a count: "not 60 days", "no 2 bags", "don't want 3 seats"."""
_NUMBER: Final = re.compile(r"\d[\d,.]*")


@attrs.frozen
class _Refusal:
    """One thing a user message refuses."""

    phrase: frozenset[str]
    """The content stems that name it."""
    head: str | None
    """What it is about (`_head`), when it has several words."""
    counted: frozenset[str] = frozenset()
    """The numbers refused, when the phrase is only the unit of a count ("not 60 days")."""
    spared: bool = False
    """Whether it is a thing to be left as it is ("leave Omar's alone"), not an act."""


def _counts(text: str) -> dict[str, set[str]]:
    """The numbers a text's negations refuse, by the stem of the unit each counts."""
    found: dict[str, set[str]] = {}
    for match in _COUNTED.finditer(text.lower()):
        found.setdefault(stem(match.group(2)), set()).add(match.group(1).rstrip(".,"))
    return found


def _refused_by(
    context: ValidationContext, event: Cited, user_text: Callable[[Cited], str]
) -> list[_Refusal]:
    """What a user event refuses, read once.

    Each phrase of `refusals` less the words of attribution, with its `_head` and, when the
    phrase is only the unit of a count ("not 60 days"), the numbers refused: the refusal is
    of that count, and "up to 20 days" asks for none of it. Then the things it spares
    (`agentstate.validation._spared`).
    """
    cache = context.cache.setdefault("refusals.by_event", {})
    assert isinstance(cache, dict)
    found = cache.get(event.seq)
    if found is None:
        text = user_text(event)
        phrases = refusals(context.sentences(text)) if may_refuse(text) else []
        counts = _counts(text) if phrases else {}
        found = cache[event.seq] = [
            _Refusal(
                words,
                _head(words, context.sentences(text)),
                frozenset().union(*(counts[word] for word in words))
                if words <= counts.keys()
                else frozenset(),
            )
            for phrase in phrases
            if (words := phrase - IGNORED)
        ]
        if may_spare(text):  # "leave Omar's alone" refuses every act on Omar's
            found.extend(
                _Refusal(thing, None, spared=True) for thing in spared(context.sentences(text))
            )
    assert isinstance(found, list)
    return found


def _head(phrase: frozenset[str], sentences: Iterable[Sentence]) -> str | None:
    """The word of a refused phrase said last in the refusing message: what it is about.

    "I don't want travel insurance" refuses ``{"travel", "insur"}`` about insurance; a later
    "add insurance" takes the refusal back. Each word counts where it is first said.
    """
    first: dict[str, int] = {}
    position = 0
    for sentence in sentences:
        for token in sentence.tokens:
            word = content_stem(token)
            if word is not None:
                first.setdefault(word, position)
            position += 1
    said = [
        (first[word.partition("~")[0]], word) for word in phrase if word.partition("~")[0] in first
    ]
    return max(said)[1] if len(said) > 1 else None


def asked_after(context: ValidationContext, seq: int) -> frozenset[str]:
    """What the user says from the message at `seq` on: what may take its refusals back.

    Every message after the refusing one counts by all it asks for or states; the refusing
    message by what it asks for alone ("Not a matinee, my wife hates matinees" states the
    matinee and takes nothing back), and by none of the things it spares: "Then just Ana.
    Leave Omar's alone." asks for no act on Omar's, though it names him.
    """
    cache = context.cache.setdefault("refusals.asked_after", {})
    assert isinstance(cache, dict)
    found = cache.get(seq)
    if found is None:
        users = context.messages(EventKind.USER)
        later = [event for event in users if event.seq > seq]
        found = set(users_stance(context, later).asserted)
        for event in users:
            if event.seq == seq:
                sentences = context.sentences(context.text(event))
                leaving = {word for thing in spared(sentences) for word in thing}
                found |= users_stance(context, [event]).requested - leaving
        found = cache[seq] = frozenset(found)
    assert isinstance(found, frozenset)
    return found


def _taken_back(phrase: frozenset[str], head: str | None, later: AbstractSet[str]) -> bool:
    """Whether what the user asked for later takes a refusal back.

    It does when it asks for the whole phrase, or for its head ("add insurance" after "I
    don't want travel insurance").
    """
    return asks_for(phrase, later) or (head is not None and asks_for({head}, later))


_TOLD_ASKED: Final = re.compile(r"\b(?:asked|requested|wanted|wished)\b", re.IGNORECASE)
"""Words that tell what was asked: "asked to move all orders, then regretted it"."""


def _asked_before(
    context: ValidationContext,
    item: Item,
    refusing: Cited,
    phrase: frozenset[str],
) -> bool:
    """Whether the item also cites an earlier user message that named the refused.

    A thing spared, or any refusal in a sentence that tells what was asked (`_TOLD_ASKED`:
    "asked to move all orders, then regretted it"), citing both "all my orders too" and
    "Leave the order as it is" may tell the request as what happened before the refusal.
    """
    return any(
        event.kind is EventKind.USER
        and event.seq < refusing.seq
        and asks_for(phrase, users_stance(context, [event]).asserted)
        for event in context.cited(item.refs)
    )


def _told(phrase: frozenset[str], own: list[frozenset[str]]) -> bool:
    """Whether one of an item's own refusals says every word of a user's refusal."""
    return any(asks_for(phrase, words) for words in own)


def inversions(
    context: ValidationContext,
    item: Item,
    *,
    user_text: Callable[[Cited], str],
    asked: Callable[[int], AbstractSet[str]],
) -> Iterator[Inversion]:
    """The sentences of `item` that ask for what its cited user events refuse.

    `user_text` gives a cited user event's text; `asked`, what the user messages from a
    sequence number on ask for or state (read only once a sentence asks for a refusal whole):
    a refusal the user took back later is no refusal, and a request the user refused later
    is one ("expedite it", then "forget expedited"). A sentence holding an
    attribution is the attribution rule's to read as such, and one that names a value the
    refusing message asks about outside its refusals asks for the act on that value, which
    the refusal was not about. An item that says the refusal itself ("Don't resume
    Daniel's line; scheduled resume Sep 1") inverts none of it.
    """
    refused = [
        (event, refusal)
        for event in context.cited(item.refs)
        if event.kind is EventKind.USER
        for refusal in _refused_by(context, event, user_text)
    ]
    if not refused:
        return
    if (
        may_refuse(item.text)
        or may_spare(item.text)
        or not context.words(item.text).isdisjoint(SATISFIED)
    ):
        # an item that tells a refusal itself asks for none of it
        sentences = context.sentences(item.text)
        own = [*refusals(sentences), *spared(sentences)]
        own.append(polarities(sentences)[1])  # "he turned down June 6-7": told, not asked
        fine = said_fine(sentences)
        refused = [
            (event, refusal)
            for event, refusal in refused
            if not _told(refusal.phrase, own)
            # "the posters are fine", as the user said beside refusing them: why they are
            # spared ("a Sunday is fine" of a user's "not a Sunday" asks for one)
            and not (
                _told(refusal.phrase, fine)
                and _told(refusal.phrase, said_fine(context.sentences(user_text(event))))
            )
        ]
    for sentence in context.sentences(item.text):
        stems = asked_in(sentence, REFUSALS)
        if not stems or sentence.question or any(attributions(sentence, names_of(context))):
            continue
        stems = frozenset(same_acts(stems))  # "announce" asks for the "notify" refused
        said = sentence.text_in(item.text)
        for event, refusal in refused:
            phrase = refusal.phrase
            if (
                asks_for(phrase, stems)
                and (not refusal.counted or not refusal.counted.isdisjoint(_NUMBER.findall(said)))
                and not excerpt(said, user_text(event))
                and not _taken_back(phrase, refusal.head, asked(event.seq))
                and _values(said).isdisjoint(_asked_values(context, event, user_text))
                and not (
                    (refusal.spared or _TOLD_ASKED.search(said))
                    and _asked_before(context, item, event, phrase)
                )
            ):
                bases = same_acts({word.partition("~")[0] for word in phrase})
                words = dict.fromkeys(
                    token.text for token in sentence.tokens if content_stem(token) in bases
                )
                yield Inversion(sentence, event.ref, tuple(words))
                break
