"""Answers to the agent's offers: "no" to "Would you like to make a transfer?" refuses it.

A user who answers an offer often names nothing ("No, I don't want to do that now", "Yes,
please"): what the reply refuses or accepts is the act the assistant's question offered,
read here so that the attribution rule can compare it (a refusal, by polarity) or count the
question's words as the user's (an acceptance). Only the offered act's verb or noun is taken
("transfer" of "make a transfer", "book" of "book the 5 pm flight"), not its details: "No,
book the 7 pm one" refuses a flight, not booking. A yes to any question also confirms the
values its message states (`confirmed_messages`): "Yes." to "... your card ending 4417.
Proceed?" makes 4417 a value the user gave. A pick among numbered options ("I'll take the
second one") makes the option's values the user's (`picked_options`).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator, Sequence
from collections.abc import Set as AbstractSet
from itertools import pairwise
from typing import Final, cast

import attrs

from agentstate.events import EventKind, format_ref
from agentstate.validation._attribution_phrases import IGNORED
from agentstate.validation._language import (
    Sentence,
    content_stem,
    content_stems,
    kind_acts,
    kind_words,
)
from agentstate.validation._lexicon import (
    DETERMINERS,
    LIGHT_VERBS,
    NO_ANSWERS,
    OFFER_OPENINGS,
    ONLY_WORDS,
    ORDINALS,
    PRO_FORMS,
    YES_ANSWERS,
)
from agentstate.validation._polarity import Stance, stance
from agentstate.validation.core import Cited, ValidationContext

__all__ = [
    "accepted_offers",
    "approved_kinds",
    "confirmed_messages",
    "done_offers",
    "names_an_approved_kind",
    "offer_in",
    "off_the_pick",
    "picked_options",
    "refused_offers",
    "told_by_a_pick",
    "users_stance",
]

_SKIPPED: Final = LIGHT_VERBS | DETERMINERS
"""Words between an offer's opening and its act ("make a transfer", "do the booking")."""


def refused_offers(context: ValidationContext, users: Sequence[Cited]) -> frozenset[str]:
    """The stems of the acts that these user events turn down in answer to an offer.

    A user event answers the last assistant message before it when no other user message
    comes between them; it turns the offer down when its first word is a refusal
    (`NO_ANSWERS`), unless a word that restricts follows the refusal (`_narrowing`).
    """
    _, refusing = _narrowing(context, users)
    found: set[str] = set()
    for offer, _ in _offers_answered(context, refusing, NO_ANSWERS):
        found.update(_offered_act(offer))
    return frozenset(found)


def _narrowing(
    context: ValidationContext, users: Sequence[Cited]
) -> tuple[list[Cited], list[Cited]]:
    """These user events split into those that narrow an offer, and the others.

    "no no, just the blue one" to "Shall I extend both?" narrows the extension to one:
    its first sentence restricts (`ONLY_WORDS`) right after its refusal.
    """
    narrowing: list[Cited] = []
    others: list[Cited] = []
    for event in users:
        said = context.sentences(context.text(event))
        (narrowing if said and _narrows(said[0]) else others).append(event)
    return narrowing, others


def _narrows(sentence: Sentence) -> bool:
    """Whether a reply's first sentence, past its refusal, restricts ("no, just the one")."""
    for token in sentence.tokens:
        if token.lower in ONLY_WORDS:
            return True
        if token.kind == "word" and token.lower not in NO_ANSWERS:
            return False
    return False


def accepted_offers(context: ValidationContext, users: Sequence[Cited]) -> list[str]:
    """The offering questions that these user events accept (a first word in `YES_ANSWERS`).

    "Yes, please" to "Would you like to make a transfer?" makes the transfer the user's
    request, in the question's words. A question that offers no act ("Proceed?") accepts
    nothing here: the user accepted the proposal, not every word of it ("chose the wallet" is not
    said by a yes to a plan that refunds to the wallet). A reply narrowing the offer ("no no,
    only the second one", `_narrowing`) accepts its act too.
    """
    narrowing, _ = _narrowing(context, users)
    answered = [
        *_offers_answered(context, users, YES_ANSWERS),
        *_offers_answered(context, narrowing, NO_ANSWERS),
    ]
    return [offer.text_in(context.text(event)) for offer, event in answered if _offered_act(offer)]


def confirmed_messages(
    context: ValidationContext, users: Sequence[Cited], *, suggestions: bool = False
) -> list[Cited]:
    """The assistant messages ending in a question that these user events answer yes to.

    "Yes." to "To confirm: change the payment to your card ending 4417. Shall I proceed?"
    confirms the values the message states: they are the user's as much as the agent's.
    With `suggestions`, so does "ok, do that" to a message that asks nothing but makes a
    suggestion of the agent's own ("I'd suggest the express review, for a $60 surcharge"):
    for the caller that reads what the user agreed to, not what they asked for.
    """
    return [
        event for _, event in _offers_answered(context, users, YES_ANSWERS, suggestions=suggestions)
    ]


_SUGGESTING: Final = frozenset({"suggest", "recommend", "propose", "advise"})
"""Verbs by which the agent, their subject, puts forward what it would do ("I'd suggest ...")."""
_SUGGESTERS: Final = frozenset({"i", "i'd", "we", "we'd"})
"""Subjects of the agent's suggestion (a token's `lower` writes "\u2019" as "'")."""
_SUGGESTING_MODALS: Final = frozenset({"would", "can", "could", "might", "strongly"})


def _suggestion(sentence: Sentence) -> bool:
    """Whether a sentence is the agent's suggestion: "I'd suggest ...", "we would recommend"."""
    tokens = sentence.tokens
    for index, token in enumerate(tokens):
        if token.lower in _SUGGESTING and index:
            before = index - 1
            if tokens[before].lower in _SUGGESTING_MODALS and before:
                before -= 1
            if tokens[before].lower in _SUGGESTERS:
                return True
    return False


def _offers_answered(
    context: ValidationContext,
    users: Sequence[Cited],
    first_words: AbstractSet[str],
    *,
    suggestions: bool = False,
) -> Iterator[tuple[Sentence, Cited]]:
    """Each assistant message's last question a user event answers with `first_words`.

    Each with the message it is in; with `suggestions`, a message with no question answers
    by its last suggestion (`_suggestion`).
    """
    assistants: list[Cited] = []
    spoke: list[int] = []  # the seqs of every user message, read with the assistants'
    for event in users:
        sentences = context.sentences(context.text(event))
        if not sentences or not sentences[0].tokens:
            continue
        if sentences[0].tokens[0].lower not in first_words:
            continue
        if not spoke:
            assistants = [e for e in context.messages(EventKind.ASSISTANT) if context.text(e)]
            spoke = [user.seq for user in context.messages(EventKind.USER)]
        answered = _answered(assistants, spoke, event.seq)
        if answered is None:
            continue
        text = context.text(answered)
        questions = [sentence for sentence in context.sentences(text) if sentence.question]
        if questions:
            yield questions[-1], answered
        elif suggestions and (offered := [s for s in context.sentences(text) if _suggestion(s)]):
            yield offered[-1], answered


_DOING: Final = "do"
_BEFORE_DOING: Final = YES_ANSWERS | {"then", "just", "please", "so", "and", "right"}
"""Words a reply may open with before its "do" ("ok, just do the caliper")."""


def done_offers(
    context: ValidationContext, users: Sequence[Cited], stems: AbstractSet[str]
) -> list[Cited]:
    """The assistant messages a user event answers with "do" and a thing of `stems`.

    "do the caliper." to the agent's message that says the caliper has to be replaced asks for
    that act: "do" carries no act of its own (a light verb), and the act is the one the
    message it answers says of the thing. The thing is a word of `stems` (the content stems
    of what is attributed) after "do" and its determiners; a pro-form ("do it") names none.
    """
    doing = [
        event
        for event in users
        if any(_does(sentence, stems) for sentence in context.sentences(context.text(event)))
    ]
    return answered_messages(context, doing) if doing else []


def _does(sentence: Sentence, stems: AbstractSet[str]) -> bool:
    """Whether a sentence opens with "do" and a thing of `stems` ("ok, do the caliper")."""
    tokens = sentence.tokens
    at = 0
    while at < len(tokens) and (tokens[at].lower in _BEFORE_DOING or tokens[at].kind == "mark"):
        at += 1
    if at >= len(tokens) or tokens[at].lower != _DOING:
        return False
    at += 1
    while at < len(tokens) and tokens[at].lower in DETERMINERS:
        at += 1
    return (
        at < len(tokens) and tokens[at].lower not in PRO_FORMS and content_stem(tokens[at]) in stems
    )


def _answered(assistants: Sequence[Cited], spoke: Sequence[int], seq: int) -> Cited | None:
    """The assistant message the user message at `seq` answers, if any.

    The last one before it, when no other user message (`spoke`: their seqs) comes between.
    """
    at = bisect.bisect_left([event.seq for event in assistants], seq) - 1
    if at < 0:
        return None
    offer = assistants[at]
    after = bisect.bisect_right(spoke, offer.seq)
    return offer if after < len(spoke) and spoke[after] == seq else None


def _offered_act(sentence: Sentence) -> set[str]:
    """The stem of the act an offering question offers ("transfer", "make a transfer")."""
    found = offer_in(sentence)
    if found is None:
        return set()
    stem = content_stem(sentence.tokens[found[1]])
    return {stem} if stem is not None else set()


def offer_in(
    sentence: Sentence,
    openings: Sequence[tuple[str, ...]] = OFFER_OPENINGS,
    skipped: AbstractSet[str] = _SKIPPED,
) -> tuple[tuple[str, ...], int] | None:
    """The first of `openings` that opens an offer in `sentence`, and where its act stands.

    The act is the first word after the opening that is not one of `skipped` ("make a
    transfer": "transfer"); an opening with no such word after it offers nothing.
    """
    words = [token.lower for token in sentence.tokens]
    for opening in openings:
        start = _find(words, opening)
        if start is None:
            continue
        at = start + len(opening)
        while at < len(words) and words[at] in skipped:
            at += 1
        if at < len(words):
            return opening, at
    return None


def _find(words: Sequence[str], phrase: tuple[str, ...]) -> int | None:
    """Where `phrase` starts in `words`, or None."""
    for index in range(len(words) - len(phrase) + 1):
        if tuple(words[index : index + len(phrase)]) == phrase:
            return index
    return None


def users_stance(context: ValidationContext, users: Sequence[Cited]) -> Stance:
    """What the user events assert, want and refuse (`_polarity.stance`), kept per validation.

    An offer the user answered no to counts as refused: "No, I don't want to do that now" to
    "Would you like to make a transfer?" refuses the transfer.
    """
    stances = context.cache.setdefault("attribution.stances", {})
    assert isinstance(stances, dict)
    key = tuple(event.seq for event in users)
    found = stances.get(key)
    if found is None:
        found = stance(
            sentence for event in users for sentence in context.sentences(context.text(event))
        )
        if offers := refused_offers(context, users) - found.asserted:
            found = attrs.evolve(
                found, refused=found.refused | offers, negated=found.negated | offers
            )
        stances[key] = found
    assert isinstance(found, Stance)
    return found


_NUMBERED: Final = re.compile(
    r"^[ \t>*#_]*(?:option\s+)?(\d{1,2})[.):]", re.IGNORECASE | re.MULTILINE
)
"""A line that opens a numbered option ("1. ...", "**2)** ...", "Option 3: ...")."""
_BULLETED: Final = re.compile(r"^[ \t]*[-*\u2022][ \t]+(\S.*)$", re.MULTILINE)
"""A line of a bulleted list ("- 2B (room 114), Tue/Thu 2:00-3:15 pm")."""
_OPTION_END: Final = re.compile(r"\n[ \t]*\n(?=[^\W\d_])")
"""A blank line before an unindented line of words: the list is over ("Please let me know")."""
_PICK_NOUNS: Final = frozenset({"option", "one", "choice", "of"})
"""Words after an ordinal that make it a pick: "the first option", "the second one"."""
_NUMBER_NOUNS: Final = frozenset({"option", "number", "choice", "#"})
"""Words before a number that make it a pick: "option 2", "number 1"."""


def _options(text: str) -> tuple[str, list[str]]:
    """What a message says before its options, and its options in order.

    Numbered options (1, 2, ... in order), else a bulleted list's lines ("- 2B (room 114),
    Tue/Thu ..."); no options unless two at the least.
    """
    marks = list(_NUMBERED.finditer(text))
    if len(marks) < 2 or [int(mark.group(1)) for mark in marks] != list(range(1, len(marks) + 1)):
        bullets = list(_BULLETED.finditer(text))
        if len(bullets) < 2:
            return "", []
        return text[: bullets[0].start()], [bullet.group(1) for bullet in bullets]
    options = [text[mark.start() : following.start()] for mark, following in pairwise(marks)]
    last = text[marks[-1].start() :]
    end = _OPTION_END.search(last)
    return text[: marks[0].start()], [*options, last[: end.start()] if end else last]


def _labelled(number: str, options: Sequence[str]) -> list[int]:
    """The options (1, 2, ...) that `number` opens as their label ("2B (room 114), ...")."""
    return [
        at
        for at, option in enumerate(options, 1)
        if re.match(rf"[ \t>*#_]*{re.escape(number)}\b(?![.):])", option)
    ]


def picked_options(
    context: ValidationContext, users: Sequence[Cited]
) -> tuple[list[str], list[str]] | None:
    """The numbered options of the agent's message that these user events pick, and the others.

    A user event answering a message of numbered options ("1. FL610 at 7:00 PM ... 2. FL722
    at 6:00 PM ...") picks one by its ordinal ("the first option", "option 2", "the second
    one") or by an identifier only that option holds ("FL722"). What the user chose is
    then said by the option's values as much as by the user's (None: no pick).
    """
    found: list[str] = []
    others: list[str] = []
    for event in users:
        answered = _message_before(context, event.seq)
        before, options = _options(context.text(answered)) if answered is not None else ("", [])
        if not options:
            continue
        picks: set[int] = set()
        tokens = [token for s in context.sentences(context.text(event)) for token in s.tokens]
        for at, token in enumerate(tokens):
            following = tokens[at + 1].lower if at + 1 < len(tokens) else ""
            if token.lower in ORDINALS and following in _PICK_NOUNS:
                picks.add(ORDINALS[token.lower] % len(options) or len(options))
            elif token.lower in _NUMBER_NOUNS and following.isdigit():
                picks.add(int(following))
        for literal in context.literals(context.text(event)):
            if literal.kind == "identifier":
                holding = [at for at, option in enumerate(options, 1) if literal.text in option]
            elif literal.kind == "number":
                holding = _labelled(literal.text, options)
            else:
                continue
            picks.update(holding if len(holding) == 1 else ())
        chosen = [options[pick - 1] for pick in sorted(picks) if 1 <= pick <= len(options)]
        # what the message says before its options is said of each ("Statistics has: ...")
        found += [before, *chosen] if chosen else []
        others += [option for at, option in enumerate(options, 1) if at not in picks]
    return (found, others) if found else None


_LOOKBACK: Final = 12
"""How many events before a user message are read for the agent's message it answers."""


def _message_before(context: ValidationContext, seq: int) -> Cited | None:
    """The assistant message with words that the user message at `seq` answers, if any.

    The nearest before it, among the `_LOOKBACK` events before it, with no user message
    between (tool calls and results may stand between): a bounded read, whatever the
    session's length.
    """
    before = context.cited_events(
        format_ref(earlier) for earlier in range(seq - 1, max(0, seq - 1 - _LOOKBACK), -1)
    )
    for event in before:
        if event.kind is EventKind.USER:
            return None
        if event.kind is EventKind.ASSISTANT and context.text(event).strip():
            return event
    return None


def answered_messages(context: ValidationContext, users: Sequence[Cited]) -> list[Cited]:
    """The assistant messages these user events answer (`_message_before`), in order.

    "the smaller fee first, the fence one" answers "Which permit fee should I pay first?": a
    choice is worded by the question it answers as much as by the answer.
    """
    found = (_message_before(context, event.seq) for event in users)
    return list({event.seq: event for event in found if event is not None}.values())


def told_by_a_pick(context: ValidationContext, content: str, users: Sequence[Cited]) -> bool:
    """Whether `content` tells the option the user picked (`picked_options`), by its values.

    A pick is told by the option's values, in any words ("the Atlanta connection: FL610 at
    7:00 PM" of "1. FL610 (JFK to ATL), departure 07:00 PM"): each value is the user's or
    the option's, one at the least, and no word is one only another option has.
    """
    picked = picked_options(context, users)
    if picked is None:
        return False
    chosen, others = picked
    values = [literal for literal in context.literals(content) if literal.kind != "ref"]
    held = {literal.atom for literal in context.literals(" ".join(chosen))}
    if not values or any(
        literal.atom not in held and not any(context.holds(event, literal.atom) for event in users)
        for literal in values
    ):
        return False
    own = content_stems(" ".join(chosen))
    for event in users:
        own |= context.stems(event)
    other = content_stems(" ".join(others)) - own
    return content_stems(content).isdisjoint(other)


def off_the_pick(context: ValidationContext, content: str, users: Sequence[Cited]) -> str | None:
    """A value `content` gives the user's pick that only another option holds, if any.

    "Chose TR136 at 7:00 PM" of "the second one" to "1. TR136 at 7:00 PM 2. TR218 ...": the
    user picked the other option.
    """
    picked = picked_options(context, users)
    if picked is None:
        return None
    chosen, others = picked
    held = {literal.atom for literal in context.literals(" ".join(chosen))}
    elsewhere = {literal.atom for literal in context.literals(" ".join(others))}
    return next(
        (
            literal.text
            for literal in context.literals(content)
            if literal.atom in elsewhere - held
            and not any(context.holds(event, literal.atom) for event in users)
        ),
        None,
    )


def approved_kinds(context: ValidationContext) -> list[frozenset[str]]:
    """The words (noun and verb stems) of each kind of action a user's message approved.

    The ledger's approval cites the message that gave it: when that is a user's, asking for
    an action of the kind was the user's, however the agent's proposal worded it ("a
    replacement order was requested by Mia" once she said yes to the one proposed).
    """
    cached = context.cache.get("answers.approved_kinds")
    if cached is not None:
        return cast("list[frozenset[str]]", cached)
    found: dict[str, frozenset[str]] = {}
    for action_id, record in context.action_statuses().items():
        if record.kind in found:
            continue
        for state in context.action_history(action_id):
            if state.status != "approved":
                continue
            source = context.event(format_ref(state.source_seq))
            if source is not None and source.kind is EventKind.USER:
                found[record.kind] = kind_words(record.kind)[0] | kind_acts(record.kind)
                break
    kinds = context.cache["answers.approved_kinds"] = list(found.values())
    return kinds


def names_an_approved_kind(context: ValidationContext, content: str) -> bool:
    """Whether the words of `content` (a request) are all those of a kind a user approved.

    What the request is, once its values are checked (`_coverage.never_said`), is then the
    user's: the ledger says the user asked for an action of that kind (`approved_kinds`).
    """
    stems = content_stems(content) - IGNORED
    return bool(stems) and any(stems <= words for words in approved_kinds(context))
