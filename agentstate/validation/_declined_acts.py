"""Acts the user turned down, said to be done: "breakfast was added" after "no breakfast".

The agent offers an act ("Would you like to add breakfast?", "I can also email you the
earning terms") and the user's reply turns it down ("no breakfast, thanks", "no need for the
email"). A summary that then says the act was done ("Breakfast added to the stay", "earning
terms emailed") contradicts the session, whatever kinds the ledger governs: nothing did it.
It is true only if a later act did it all the same: an action of the ledger or a tool call
that succeeded with that verb, or a later request of the user's for it.

An offer is a sentence of a cited assistant message that opens an offer (`OFFER_OPENINGS`,
"I can", "do you want", "... if you'd like me to add it"); what it offers is the first
content word after the opening, and its object the content words of the rest of the
sentence, or, when the object is a pronoun ("add it"), those the sentence said before the
offer (or the sentence before it). The user's reply (the next message)
turns it down when it opens with a refusal (`NO_ANSWERS`) and the message offers one thing,
when a negation in it turns an offer down ("don't bother", "no need": `OFFER_REFUSALS`), or
when what it refuses (`agentstate.validation._polarity`) or spares ("leave the old card
alone": `agentstate.validation._spared`) names the offer's object. A thing the user
refuses outright, by a negation of no verb ("no kayak tour", "forget the food truck"), is
turned down whoever raised it, however it was offered: an act said done to every word of it
("the kayak tour was booked") contradicts the refusal. Only the messages the item cites are
read: a summary that tells an offered act cites where it was discussed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from typing import Final, Protocol, cast

import attrs

from agentstate.backends.base import EncodedEvent
from agentstate.events import EventKind, format_ref
from agentstate.summary import Item
from agentstate.validation._action_kinds import LedgerReading
from agentstate.validation._answers import offer_in
from agentstate.validation._attribution_phrases import IGNORED
from agentstate.validation._known_acts import ACT_STEMS, KnownActs
from agentstate.validation._language import (
    VERB_STEMS,
    Sentence,
    Token,
    also_said,
    content_stem,
    same_acts,
    stem,
)
from agentstate.validation._lexicon import (
    DETERMINERS,
    LIGHT_VERBS,
    NO_ANSWERS,
    NOT_YET,
    OFFER_OPENINGS,
    OFFER_REFUSALS,
)
from agentstate.validation._polarity import stance
from agentstate.validation._refusals import refusals
from agentstate.validation._rule import clipped
from agentstate.validation._spared import spared
from agentstate.validation._status_cues import negated
from agentstate.validation._status_words import (
    IRREGULAR_PAST,
    bare_participle,
    past_stem,
    regular_past_stem,
)
from agentstate.validation.core import Cited, Finding, Severity, ValidationContext

__all__ = ["DeclinedOffer", "declined_offers", "done_though_declined"]

_OPENINGS: Final = (
    *OFFER_OPENINGS,
    ("i", "can"),
    ("i", "could"),
    ("we", "can"),
    ("we", "could"),
    *(("do", "you", "want"), ("would", "you", "like"), ("do", "you", "need")),
    *(("you'd", "like", "me", "to"), ("you'd", "like", "to"), ("you'd", "like")),
    *(("if", "you", "want", "me", "to"), ("if", "you", "want"), ("if", "you", "like")),
)
"""How an assistant's sentence offers an act: a question's openings, "I can" / "I could" (or
"we"), and a condition on the user's wish ("... if you'd like me to add it")."""
_PRONOUNS: Final = frozenset({"it", "them", "that", "this", "one", "those", "these"})
"""Objects that stand for a thing named before the offer ("want me to add it?")."""
_WANTING: Final = (
    *(("do", "you", "want"), ("would", "you", "like"), ("do", "you", "need")),
    *(("you'd", "like"), ("if", "you", "want"), ("if", "you", "like")),
)
"""Openings that may offer a thing, not an act ("Do you want the add-on?", "... if you'd like
a fitting")."""
_QUICK: Final = ("i can", "i could", "we can", "we could", "would you", "do you", "shall i",
          "should i", "may i", "can i", "want me", "you'd like", "if you want",
          "if you like")  # fmt: skip
"""Words one of which an offering message holds, lower-cased: a quick test before reading it."""
_BEFORE_THE_ACT: Final = (
    LIGHT_VERBS | DETERMINERS | frozenset({"also", "just", "still", "then", "you", "me"})
)
"""Words between an offer's opening and its act ("I can also email you ...")."""
_TOLD_AS_OFFERED: Final = NOT_YET | frozenset({
    "offered", "offer", "suggested", "declined", "refused", "turned", "rejected", "instead",
    "rather", "not", "no", "never", "nothing", "would", "could", "can", "will", "shall", "should",
})  # fmt: skip
"""Words in a claim's clause that tell the offer, its refusal or an act still to come, not
an act done ("breakfast was offered, and declined", "the terms can be emailed later")."""
_REFUSING: Final = re.compile(
    r"\b(?:no|nope|nah|not|never|skip|forget|dont|leave)\b|n[\'\u2019]t\b|\b(?:"
    + "|".join(sorted(OFFER_REFUSALS))
    + ")",
    re.IGNORECASE,
)
"""Words one of which a reply that turns an offer down holds: a quick test before reading it."""
_REFUSING_A_THING: Final = re.compile(r"\b(?:no|not|never|forget|skip|without)\b", re.IGNORECASE)
"""Words one of which a message that refuses a thing outright holds ("no kayak tour")."""
_REPLY_REACH: Final = 6
"""How many events after an offer are read for the user's reply (tool calls may come between)."""
_PLACING: Final = frozenset({"add", "put", "includ", "place"})
"""Stems of verbs that put a thing with others: "I can put it on a report" offers what
"added to a report" tells done."""
_FEWEST: Final = 1
"""How many of the offer's object words a claim's clause must name."""


class _Rule(Protocol):
    """The rule a finding is reported for: its name and severity."""

    @property
    def name(self) -> str: ...
    @property
    def severity(self) -> Severity: ...


@attrs.frozen
class DeclinedOffer:
    """An act the agent offered and the user turned down."""

    act: str
    """The stem of what was offered first: a verb ("add"), or a thing ("sso")."""
    objects: frozenset[str]
    """The content stems of the rest of the offer ("breakfast", "person", "day")."""
    offer: str | None
    """The ref of the assistant's message that offered it; None for a thing the user
    refused outright ("no photo booth"), offered or not."""
    reply: str
    """The ref of the user's message that turned it down."""
    thing: bool = False
    """Whether a thing was offered ("Do you want the add-on?"), not an act: any act said
    done to it tells it was had."""


def declined_offers(
    context: ValidationContext, refs: Sequence[str], *, outright: bool = True
) -> list[DeclinedOffer]:
    """The acts the user turned down in reply to an offer in one of the messages `refs` cite.

    A summary that tells an offered act cites where it was discussed; only those messages,
    and the user's reply to each (the first user message after it, no assistant message
    with text between), are read. A later request of the user's for the act takes it back.
    With `outright`, so are the things the cited user messages refuse outright.
    """
    found: list[DeclinedOffer] = []
    for event in context.cited(refs):
        if event.kind is EventKind.ASSISTANT:
            key = f"declined_acts.{event.ref}"
            reading = _declined_after
        elif event.kind is EventKind.USER and outright:
            key = f"declined_acts.refused.{event.ref}"
            reading = _refused_things
        else:
            continue
        cached = context.cache.get(key)
        if not isinstance(cached, list):
            cached = context.cache[key] = reading(context, event)
        found += cached
    return found


def _refused_things(context: ValidationContext, message: Cited) -> list[DeclinedOffer]:
    """The things a user message refuses outright ("no cheese course", "forget the truck").

    Each a thing declined whoever raised it: an act said done to all its words ("the cheese
    course was added") tells it was had. A later request of the user's for it takes it back.
    """
    stored = message.content_json if isinstance(message, EncodedEvent) else None
    if stored is not None and not _REFUSING_A_THING.search(stored):
        return []  # read as stored, undecoded: most messages refuse no thing
    text = context.text(message)
    if not _REFUSING_A_THING.search(text):
        return []  # "don't" and "leave" refuse acts: no thing is refused without these
    things = [
        phrase - IGNORED
        for phrase in refusals(context.sentences(text), things=True)
        if phrase - IGNORED and not (phrase & VERB_STEMS)  # a thing, not an act
    ]
    if not things:
        return []
    later = _asked_after(context, message.seq)
    return [
        DeclinedOffer(min(thing), thing, None, message.ref, thing=True)
        for thing in things
        if not any(asked & thing for asked in later)
    ]


def _declined_after(context: ValidationContext, message: Cited) -> list[DeclinedOffer]:
    """The offers of an assistant message that the user's reply to it turns down."""
    text = context.text(message)
    if not text or not _may_offer(text.lower()):
        return []
    user = _reply(context, message.seq)
    if user is None:
        return []
    reply = context.text(user)
    if not _REFUSING.search(reply):
        return []  # a reply with no word of refusing turns nothing down ("yes please")
    offers = _offers(context, message)
    if not offers:
        return []
    sentences = context.sentences(reply)
    said = stance(sentences)
    left = {word for thing in spared(sentences) for word in thing}  # "leave the card alone"
    refused = {word.partition("~")[0] for word in said.refused} | left
    asked = {word.partition("~")[0] for word in said.requested} - left
    opens_no = bool(sentences and sentences[0].tokens) and (
        sentences[0].tokens[0].lower in NO_ANSWERS
    )
    opens_no = opens_no or _leaves_it(sentences)  # "only $14, leave it"
    found = [
        DeclinedOffer(act, objects, message.ref, user.ref, thing)
        for act, objects, thing in offers
        if not asked & (objects | {act})  # "no chance, ... send the waiver": the offer is taken
        and (
            refused & ((objects | {act}) if thing else objects)  # "no fitting this week"
            or act in refused  # "don't put the taxi on any report"
            or (opens_no and len(offers) == 1)
            or (refused & OFFER_REFUSALS and len(offers) == 1)
        )
    ]
    if not found:
        return []
    later = _asked_after(context, user.seq)
    return [offer for offer in found if not any(asked & offer.objects for asked in later)]


def _asked_after(context: ValidationContext, seq: int) -> list[frozenset[str]]:
    """What each user message after `seq` asks for: a later request takes a refusal back."""
    return [
        _requested(context, event) for event in context.messages(EventKind.USER) if event.seq > seq
    ]


def _leaves_it(sentences: Sequence[Sentence]) -> bool:
    """Whether a reply says "leave it" (or "that", "them") and no more of it: a no to an offer."""
    for sentence in sentences:
        tokens = sentence.tokens
        for at in range(len(tokens) - 1):
            if tokens[at].lower == "leave" and tokens[at + 1].lower in _PRONOUNS:
                after = tokens[at + 2] if at + 2 < len(tokens) else None
                if after is None or after.kind == "mark" or after.clause != tokens[at].clause:
                    return True
    return False


def _reply(context: ValidationContext, seq: int) -> Cited | None:
    """The user's reply to the assistant message at `seq`: the next message, if the user's."""
    for after in range(seq + 1, min(seq + _REPLY_REACH, context.covers_through) + 1):
        event = context.event(format_ref(after))
        if event is None:
            return None
        if event.kind is EventKind.USER:
            return event
        if event.kind is EventKind.ASSISTANT and context.text(event):
            return None
    return None


def done_though_declined(
    context: ValidationContext,
    path: str,
    item: Item,
    acts: KnownActs,
    ledger: LedgerReading,
    rule: _Rule,
) -> Iterator[Finding]:
    """Report a sentence that says an act the user turned down was done.

    An act something did (an executed ledger action of a kind with that verb, a successful
    tool call, `KnownActs.done_by_a_call`) may have been done after all: it is left to the
    rest of the authority rule.
    """
    offers = declined_offers(context, item.refs, outright=_tells_an_act(context.words(item.text)))
    if not offers:
        return  # the common case: the item cites no offer the user turned down
    by_the_ledger = _done_by_the_ledger(context, ledger)
    for sentence in context.sentences(item.text):
        if sentence.question:
            continue
        for index, token in enumerate(sentence.tokens):
            verb = past_stem(token, participle=bare_participle(sentence.tokens, index))
            if verb is None:
                continue
            offer = _told(sentence, index, verb, offers)
            if offer is None or acts.done_by_a_call(verb):
                continue
            if verb in by_the_ledger and (
                offer.offer is not None or not offer.thing or offer.objects & by_the_ledger[verb]
            ):
                continue  # an executed action does it: "added" of the seats, not the parking pass
            said = sentence.text_in(item.text)
            yield Finding(
                rule=rule.name,
                severity=rule.severity,
                path=f"{path}.text",
                message=(
                    f"says {token.text!r} what the user turned down ({offer.reply})"
                    + (
                        f" when the assistant offered it ({offer.offer})"
                        if offer.offer is not None
                        else ""
                    )
                    + "; nothing did it"
                ),
                expected="the offer and its refusal, or no act",
                found=clipped(said),
                refs=(offer.reply,) if offer.offer is None else (offer.offer, offer.reply),
            )
            break


def _done_by_the_ledger(
    context: ValidationContext, ledger: LedgerReading
) -> dict[str, frozenset[str]]:
    """The verbs of the executed actions' kinds, each with the nouns of its kinds (cached).

    A thing the user refused outright ("no parking passes") is done by an executed action of the
    verb only when the action's kind names it: "added" of the seats added is no parking pass's.
    """
    cached = context.cache.get("declined_acts.by_the_ledger")
    if isinstance(cached, dict):
        return cast("dict[str, frozenset[str]]", cached)
    executed = {r.kind for r in context.action_statuses().values() if r.status == "executed"}
    found: dict[str, frozenset[str]] = {}
    for kind in sorted(executed & ledger.kinds.keys()):
        nouns, verbs = ledger.kinds[kind]
        for verb in verbs:
            found[verb] = found.get(verb, frozenset()) | nouns
    context.cache["declined_acts.by_the_ledger"] = found
    return found


def _tells_an_act(words: AbstractSet[str]) -> bool:
    """Whether a text's words hold the past of an act ("booked", "sent"): a quick test."""
    return any(map(_act_past, words))


@lru_cache(maxsize=4096)
def _act_past(word: str) -> bool:
    """Whether a lower-case word is the past of an act ("booked", "sent")."""
    if word.endswith("ed"):
        return regular_past_stem(word) in ACT_STEMS
    return word in IRREGULAR_PAST and stem(IRREGULAR_PAST[word]) in ACT_STEMS


def _may_offer(lower: str) -> bool:
    return any(opening in lower for opening in _QUICK)


_SUBORDINATE: Final = frozenset({
    "so", "because", "since", "if", "when", "once", "until", "unless", "which", "though",
})  # fmt: skip
"""Words after the verb that open a clause of their own ("filed, so that it could ...")."""


def _clause_of(tokens: Sequence[Token], index: int) -> list[Token]:
    """The words of the clause of tokens[index], read through a parenthesis before it.

    "Catering add-on ($15/operator) added to the order": what is added is before the
    parenthesis. The clause ends at a word that opens another after the verb ("so that the
    overage could still be paid").
    """
    clause = tokens[index].clause
    first = min(at for at, token in enumerate(tokens) if token.clause == clause)
    while first > 0 and tokens[first - 1].text == ")":
        opening = max((at for at in range(first - 1) if tokens[at].text == "("), default=None)
        if opening is None or opening == 0:
            break
        before = tokens[opening - 1].clause
        first = min(at for at, token in enumerate(tokens) if token.clause == before)
    words = []
    for at in range(first, len(tokens)):
        token = tokens[at]
        if token.clause != clause and at > index:
            break
        if at > index and token.lower in _SUBORDINATE:
            break
        if token.kind != "mark":
            words.append(token)
    return words


def _told(
    sentence: Sentence, index: int, verb: str, offers: Sequence[DeclinedOffer]
) -> DeclinedOffer | None:
    """The declined offer whose act the past tense at `index` says was done, if one."""
    tokens = sentence.tokens
    words = _clause_of(tokens, index)
    if any(token.lower in _TOLD_AS_OFFERED for token in _telling(words, tokens[index])):
        return None
    if negated(tokens, start=index, end=index + 1, noun=False):
        return None
    stems = {found for token in words if (found := content_stem(token)) is not None} - {verb}
    for offer in offers:
        if (
            offer.act == verb
            or {offer.act, verb} <= _PLACING
            or verb in same_acts({offer.act})
            or offer.act in also_said().get(verb, ())
        ):
            named = stems & offer.objects
        elif offer.act in VERB_STEMS:
            continue  # another act than the one offered
        elif offer.thing and verb in ACT_STEMS:
            named = stems & (offer.objects | {offer.act})  # "do you want the add-on?"
        else:
            continue
        if offer.offer is None and not offer.objects <= named:
            continue  # a thing refused outright: every word of it is named
        if len(named - IGNORED) >= _FEWEST:
            return offer
    return None


def _telling(words: Sequence[Token], verb: Token) -> Iterator[Token]:
    """The words of a claim's clause that tell how its act stands, not what its subject is.

    "The lantern walk suggested by the agent was added": a participle before the verb with
    "by" after it describes the subject (who raised it), and tells nothing of the act.
    """
    for at, token in enumerate(words):
        following = words[at + 1] if at + 1 < len(words) else None
        if not (
            token.start < verb.start
            and token.lower.endswith("ed")
            and following is not None
            and following.lower == "by"
        ):
            yield token


def _offers(context: ValidationContext, message: Cited) -> list[tuple[str, frozenset[str], bool]]:
    """The acts an assistant message offers: each with its object's stems, and if a thing."""
    found: list[tuple[str, frozenset[str], bool]] = []
    sentences = context.sentences(context.text(message))
    for position, sentence in enumerate(sentences):
        offer = offer_in(sentence, _OPENINGS, _BEFORE_THE_ACT | _PRONOUNS)
        if offer is None:
            # "Luggage storage can still be added. Would you like it?"
            if _of_a_pronoun(sentence) and (told := _told_before(sentences, position)):
                found.append((*told, False))
            continue
        opening, at = offer
        tokens = sentence.tokens
        act = past_stem(tokens[at]) or content_stem(tokens[at])  # "like it added"
        if act is None:
            continue
        rest = tokens[at + 1 :]
        end = next(  # "set up paperless billing, so both are billed together": no object
            (
                index
                for index, token in enumerate(rest)
                if token.clause != tokens[at].clause and token.lower in _SUBORDINATE
            ),
            len(rest),
        )
        objects = _stems(rest[:end])
        start = at - 1
        while start >= 0 and tokens[start].lower in _BEFORE_THE_ACT | _PRONOUNS:
            start -= 1
        if any(token.lower in _PRONOUNS for token in (*tokens[start + 1 : at], *tokens[at + 1 :])):
            # "it" stands for what the sentence named before the offer, or the one before it
            before = tokens[: max(0, start + 1 - len(opening))]
            objects |= _stems(before) or (
                _stems(sentences[position - 1].tokens) if position else frozenset()
            )
        if not objects and position:  # "Members save 10%. Would you like me to register you?"
            objects = _stems(sentences[position - 1].tokens)
        found.append((act, objects, opening in _WANTING and act not in VERB_STEMS))
    return found


def _of_a_pronoun(sentence: Sentence) -> bool:
    """Whether a sentence offers a thing by a pronoun alone ("Would you like it?")."""
    words = [token.lower for token in sentence.tokens if token.kind == "word"]
    for opening in _WANTING:
        size = len(opening)
        for start in range(len(words) - size):
            rest = words[start + size :]
            if tuple(words[start : start + size]) == opening:
                return all(word in _PRONOUNS | _BEFORE_THE_ACT for word in rest) and any(
                    word in _PRONOUNS for word in rest
                )
    return False


def _told_before(sentences: Sequence[Sentence], position: int) -> tuple[str, frozenset[str]] | None:
    """The act a pronoun's offer stands for, with the objects of the two sentences before it.

    The past participle of an act the sentence before it holds: "Luggage storage can still
    be added for the last two days ... Would you like it?" offers to add it.
    """
    if not position:
        return None
    before = sentences[position - 1].tokens
    act = next(
        (verb for token in before if (verb := past_stem(token)) is not None and verb in ACT_STEMS),
        None,
    )
    if act is None:
        return None
    objects = _stems(before) - {act}
    if position > 1:
        objects |= _stems(sentences[position - 2].tokens)
    return act, objects


def _stems(tokens: Sequence[Token]) -> frozenset[str]:
    """The content stems of `tokens`, words of attribution aside."""
    return (
        frozenset(found for token in tokens if (found := content_stem(token)) is not None) - IGNORED
    )


def _requested(context: ValidationContext, user: Cited) -> frozenset[str]:
    """The content stems a user message asks for."""
    asked = stance(context.sentences(context.text(user))).requested
    return frozenset(word.partition("~")[0] for word in asked)
