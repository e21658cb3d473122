"""Polarity: whether a text asks for a thing or asks for it not to be, word by word.

The attribution rule compares what a summary attributes to the user with the user's words
in negation, so that "the user wants phone calls" is not accepted from "Please, no phone
calls". A deterministic reading, as the rest of the validator (`agentstate.validation.
language` gives the sentences and clauses):

- a *segment* is a clause, cut further before ``because``, ``if``, ``when``, ``since``,
  ``unless``, ``until``, ``before``, ``after`` and ``so`` (what follows gives a reason or a
  condition, not the request), and before ``rather than``, ``instead of`` and ``as opposed
  to``;
- a *negation* is ``not``, ``no``, ``never``, ``nor``, ``none``, ``neither``, ``without``,
  ``-n't``, ``cannot``, ``rather than``, ``instead of`` or ``as opposed to``; ``only`` and
  ``instead`` alone negate nothing ("email only", "a credit instead"), and ``not only``
  is no negation (`agentstate.validation._negations` finds them). A negation reaches to the
  end of its segment; two cancel out;
- what a negation *refuses* is its head: the words right after it, past stopwords and a
  verb of wanting ("don't want a refund" refuses "refund", "never call me" refuses
  "call", "no phone calls" refuses "phone" and "call"). After ``not`` / ``-n't`` / ``never``
  following an auxiliary or before ``to`` / ``be`` ("do not cancel", "asked not to be
  called") the head is one word, the verb; after ``no``, ``without``, ``rather than``... it
  is the words that follow up to the first stopword (a noun phrase), but a participle
  before a noun, which describes it ("no checked bags" refuses "bags");
- a segment is a *request* when it holds a word of wanting or ``please`` ("I need a
  credit"), opens with a negation ("no calls", "never call me") or a verb of the
  imperative ("cancel my booking"), or with "can / could / would / will you". A negation in
  another segment ("I didn't receive the refund", "I have no booking number") states a fact
  and refuses nothing.

A `Stance` holds, for the user's words, what they ask for, refuse, state and negate; the
attributed content's asserted and refused words are compared with it by
`agentstate.validation._contradictions`, which reads segments with this module's primitives
(`segments_of`, `read_segment`, `negated_head`, ...).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from typing import Final

import attrs

from agentstate.validation._language import (
    VERB_STEMS,
    Sentence,
    Token,
    content_stem,
    stem,
)
from agentstate.validation._lexicon import (
    BOUNDS,
    COMPARING,
    DETERMINERS,
    DISMISSALS,
    ONLY_WORDS,
    PERSONAL_SUBJECTS,
    POLITE,
    REVERSING_PARTICLES,
)
from agentstate.validation._negations import (
    PHRASE_NEGATIONS,
    SIMPLE_NEGATIONS,
    TURNING,
    negation_at,
)
from agentstate.validation._places_left import TOWARD, leaves

__all__ = [
    "Stance",
    "asks_for",
    "content_of",
    "is_refused",
    "negated_head",
    "negates_verb",
    "polarities",
    "read_segment",
    "refuses_at",
    "requests",
    "segments_of",
    "stance",
    "unqualified",
    "with_particle",
]

_NO_CONTENT: Final = SIMPLE_NEGATIONS | {"either"}
"""Words that name nothing a negation refuses: "not a Sunday either" refuses a Sunday."""
_NOUN_PHRASE_NEGATIONS: Final = DISMISSALS | frozenset({
    "no", "none", "nor", "neither", "without", "rather", "instead", "opposed", "nothing", "nobody",
})  # fmt: skip
_AUXILIARIES: Final = frozenset({
    "do", "does", "did", "is", "are", "was", "were", "be", "been", "am", "can", "could",
    "will", "would", "should", "must", "may", "might", "shall", "have", "has", "had",
})  # fmt: skip
_SEGMENT_WORDS: Final = frozenset({
    "because", "if", "when", "whenever", "since", "unless", "until", "before", "after", "so",
    "once", "cause",
})  # fmt: skip
_WANTING: Final = frozenset({
    "want", "wants", "wanted", "wanting", "need", "needs", "needed", "like", "prefer",
    "prefers", "preferred", "wish", "wishes", "wished", "care",
})  # fmt: skip
"""Verbs of wanting: a negation before one refuses what is wanted ("don't want a refund")."""
_ASKING: Final = _WANTING | frozenset({"please", "kindly", "rather", "request", "requesting"})
"""Words that make their segment a request."""
_LEAD_INS: Final = frozenset({
    "please", "kindly", "just", "so", "and", "also", "then", "now", "oh", "ok", "okay", "yes",
    "simply", "absolutely", "definitely", "really", "again",
})  # fmt: skip
_IMPERATIVES: Final = VERB_STEMS | frozenset(
    stem(word)
    for word in (
        "call", "contact", "email", "phone", "text", "message", "keep", "let", "make", "help",
        "get", "find", "check", "switch", "move", "put", "hold", "stop", "leave", "use", "go",
        "give", "tell", "reply", "respond", "confirm", "process", "approve", "arrange",
        "reserve", "notify", "inform", "reach", "ring", "write", "mail", "include", "avoid",
        "skip", "ignore", "drop", "leave", "choose", "pick", "select", "try", "look", "hold",
    )
)  # fmt: skip
"""Stems of verbs that open an imperative ("Cancel my booking", "Call me tomorrow")."""
_PREDICATES: Final = frozenset({
    "is", "are", "was", "were", "has", "had", "have", "will", "remains", "needs", "requires",
    "can", "may", "must", "should", "arrived", "came", "got", "went",
})  # fmt: skip
"""Words after a first word that make it a subject, not an imperative ("Change is ...")."""
_ASKING_YOU: Final = frozenset({"can", "could", "would", "will"})


@attrs.frozen
class Stance:
    """What a text asks for, refuses, states and negates, as content stems."""

    requested: frozenset[str]
    """Stems outside any negation in a request ("cancel my booking", "I need a credit")."""
    refused: frozenset[str]
    """Heads of the negations of requests ("no phone calls", "don't cancel")."""
    asserted: frozenset[str]
    """Stems outside any negation, in any segment (requests and facts)."""
    negated: frozenset[str]
    """Stems inside a negation, in any segment."""
    denied: frozenset[str] = frozenset()
    """Verbs a statement negates ("I never added roaming", "I haven't traveled"): what the
    user says did not happen."""


def segments_of(sentence: Sentence) -> list[list[Token]]:
    """The sentence's words cut into segments (clauses, then the words that open a segment).

    A bound right after a negated word stays with it: "not start before Monday" is one
    refusal, of the bound (`negated_head`).
    """
    out: list[list[Token]] = []
    current: list[Token] = []
    clause = -1
    tokens = sentence.tokens
    for index, token in enumerate(tokens):
        opens = (
            token.lower in _SEGMENT_WORDS
            and not (token.lower in BOUNDS and _bound_of_negated(tokens, index))
        ) or (token.lower in PHRASE_NEGATIONS and negation_at(tokens, index) > 0)
        if token.clause != clause or opens:
            if current:
                out.append(current)
            current = []
            clause = token.clause
        if token.kind != "mark":
            current.append(token)
    if current:
        out.append(current)
    return out


def _bound_of_negated(tokens: Sequence[Token], index: int) -> bool:
    """Whether the bound at `index` follows a negated word.

    "not start before", "nothing may be shipped before": the word right before it, and only
    words of no content back to a negation.
    """
    if index < 2 or content_of(tokens[index - 1]) is None:
        return False
    at = index - 2
    while at >= 0 and at >= index - _BOUND_REACH:
        if negation_at(tokens, at):
            return True
        if content_of(tokens[at]) is not None:
            return False
        at -= 1
    return False


_BOUND_REACH: Final = 5
"""The most words from a negation to the bound of the word it negates."""


def content_of(token: Token) -> str | None:
    """The content stem of a word, None for a stopword, a negation or "either"."""
    found = content_stem(token)
    if found is None or found == "not" or token.lower in _NO_CONTENT:
        return None
    return found


def negated_head(
    segment: Sequence[Token], start: int, *, verb: bool, whole: bool = False
) -> list[int]:
    """The indexes of what a negation refuses, from `start` (just past the negation).

    With `whole`, a participle before the noun is kept ("no checked bags" is then
    "checked bags", not "bags"). A negated word with a bound after it ("should not start
    before Monday", "no calls after 8") refuses the bound (`_lexicon.BOUNDS`): the act itself
    is wanted. A comparison of no word of content bounds what follows, refusing none of
    it ("no more than $35 a head"); "not earlier than 9:40" refuses "earlier".
    """
    index = start
    while index < len(segment) and content_of(segment[index]) is None:
        if segment[index].lower in COMPARING:
            return []  # "no more than $35 a head" bounds the price, refusing no head
        index += 1
    if index < len(segment) and segment[index].lower in _WANTING:
        index += 1  # "don't want a refund": what is wanted is refused
        verb = index < len(segment) and segment[index].lower == "to"
        while index < len(segment) and content_of(segment[index]) is None:
            index += 1
    out: list[int] = []
    while index < len(segment) and content_of(segment[index]) is not None:
        if negation_at(segment, index):
            break
        if not out and index + 1 < len(segment) and segment[index + 1].lower in BOUNDS:
            out.append(index + 1)  # "not start before Monday" refuses the bound, not starting
            break
        out.append(index)
        if verb:
            break
        index += 1
    if len(out) > 1 and not whole:  # "no checked bags" refuses bags: a participle describes
        out = [at for at in out[:-1] if not segment[at].lower.endswith("ed")] + out[-1:]
    return out


def negates_verb(segment: Sequence[Token], index: int) -> bool:
    """Whether the negation at `index` negates a verb ("do not cancel", "asked not to")."""
    word = segment[index].lower
    if word in _NOUN_PHRASE_NEGATIONS:
        return False
    if word != "not":
        return True  # "never", "-n't", "cannot"
    before = segment[index - 1].lower if index > 0 else ""
    after = segment[index + 1].lower if index + 1 < len(segment) else ""
    return before in _AUXILIARIES or after in {"to", "be"}


def requests(segment: Sequence[Token], *, question: bool) -> bool:
    """Whether a segment asks for something (see the module's description)."""
    if any(token.lower in _ASKING for token in segment):
        return True
    if not question and _restricts(segment):
        return True  # "only the north gate", "just the small tin": what the user will have
    index = 0
    while index < len(segment) and segment[index].lower in _LEAD_INS:
        index += 1
    if index >= len(segment):
        return False
    first = segment[index]
    following = segment[index + 1].lower if index + 1 < len(segment) else ""
    if negation_at(segment, index) or (
        first.lower == "do" and index + 1 < len(segment) and negation_at(segment, index + 1)
    ):
        return not question  # "No refund", "Do not notify the team"
    if first.lower in _ASKING_YOU:
        return following == "you"
    return (
        not question
        and first.stem in _IMPERATIVES
        and following not in _PREDICATES
        and not _inflected(first.lower)
    )


def _restricts(segment: Sequence[Token]) -> bool:
    """Whether a segment is a word of restriction and what it restricts to, with no verb.

    "only the north gate", "just the small tin" and "the small tin only" say what the user will
    have; "only had 2 spare" and "just checking" say something else.
    """
    if len(segment) < _PAIR:
        return False
    if segment[0].lower in ONLY_WORDS:
        rest = segment[1:]
    elif segment[-1].lower == "only":
        rest = segment[:-1]  # "matte only", "the flyers only"
    else:
        return False
    return not any(
        token.lower in _AUXILIARIES or token.lower in _PREDICATES or token.lower.endswith("ing")
        for token in rest
    )


_PAIR: Final = 2
"""The fewest words of a restriction: its word of restriction and what it restricts to."""


def _inflected(word: str) -> bool:
    """Whether a word is a verb's or a noun's form in -s, which no imperative is.

    "Checks take forever" speaks of checks; "Process the refund" and "Access it" are verbs.
    """
    return (
        len(word) > 3
        and word.endswith("s")
        and not word.endswith(("ss", "us", "is"))
        and stem(word[:-1]) == stem(word)
    )


def read_segment(
    segment: Sequence[Token], *, flipped: bool = False
) -> tuple[list[str], list[str], list[str]]:
    """The (asserted, refused, negated) stems of one segment.

    Asserted: outside any negation (or the head of two); refused: the head of a negation;
    negated: anything inside a negation.

    With `flipped`, the segment is read as if a negation came before it ("the user does
    not want [a refund]").
    """
    asserted: list[str] = []
    refused: list[str] = []
    negated: list[str] = []
    heads: dict[int, bool] = {}
    depth = 1 if flipped else 0
    if flipped:
        heads.update(dict.fromkeys(negated_head(segment, 0, verb=False), True))
    index = 0
    while index < len(segment):
        taken = negation_at(segment, index)
        if taken:
            depth += 1
            verb = negates_verb(segment, index)
            found_heads = negated_head(segment, index + taken, verb=verb)
            if verb and depth == 1 and _suits(segment, found_heads):
                # "The 22nd won't work": the subject is what is refused, not working
                subject = _subject_stems(segment[:index])
                asserted = [word for word in asserted if word not in subject]
                refused += subject
                found_heads = []
            for head in found_heads:
                heads[head] = depth % 2 == 1
            index += taken
            continue
        found = content_of(segment[index])
        if found is not None:
            if (particle := _particle(segment, index)) is not None:
                found = f"{found}~{particle}"  # "log out" is not "log in"
            if index in heads:
                (refused if heads[index] else asserted).append(found)
            elif depth == 0:
                asserted.append(found)
            if depth % 2 == 1:
                negated.append(found)
        index += 1
    return asserted, refused, negated


_SUITING: Final = frozenset({"work", "works", "suit", "suits", "fit", "fits"})
"""Verbs that say a thing suits: negated, they refuse their subject ("Friday doesn't work")."""
_AFTER_SUITING: Final = frozenset({"for", "out", "me", "us", "them", "him", "her", "you"})
"""Words after a verb of suiting that are not what it refuses ("doesn't suit us")."""


def _suits(segment: Sequence[Token], heads: Sequence[int]) -> bool:
    """Whether a negated verb's head is a verb of suiting, ending its segment or before "for".

    "The 4th won't work for us", "doesn't suit them": what follows the verb is not refused.
    """
    if len(heads) != 1 or segment[heads[0]].lower not in _SUITING:
        return False
    after = heads[0] + 1
    return after == len(segment) or segment[after].lower in _AFTER_SUITING


def _subject_stems(before: Sequence[Token]) -> list[str]:
    """The content stems before a negated verb of suiting: its subject's."""
    return [found for token in before if (found := content_of(token)) is not None]


_OBJECTS: Final = frozenset({"me", "him", "her", "them", "it", "us", "you"})


def _particle(segment: Sequence[Token], index: int) -> str | None:
    """The particle that makes the word at `index` a phrasal verb ("log me out"), if any.

    Right after the word, or after an object pronoun or a determiner and its noun; a
    particle before a determiner or a number is a preposition ("a seat in the back", "up to
    50"), not a verb's.
    """
    at = index + 1
    if at < len(segment) and segment[at].lower in _OBJECTS:
        at += 1
    elif at + 1 < len(segment) and segment[at].lower in DETERMINERS:
        at += 2  # "log the user out", "turn the alarm off"
    if at >= len(segment) or segment[at].lower not in REVERSING_PARTICLES:
        return None
    after = segment[at + 1] if at + 1 < len(segment) else None
    if after is not None and (after.lower in DETERMINERS or any(c.isdigit() for c in after.text)):
        return None
    return segment[at].lower


def is_refused(found: str, refused: AbstractSet[str]) -> bool:
    """Whether a stem (maybe of a phrasal verb) is among the refused.

    A verb with a particle differs from the same verb with another ("stay logged in" asks
    for no "log out"), and is the same as the bare verb either way.
    """
    if found in refused:
        return True
    base, _, particle = found.partition("~")
    if particle:
        return base in refused
    return any(word.partition("~")[0] == found for word in refused if "~" in word)


def stance(sentences: Iterable[Sentence]) -> Stance:
    """What the user's sentences ask for, refuse, state and negate.

    A negation refuses only in a request; a question refuses nothing (its negation is
    counted as negated, so it protects what it names from being read as asked for).
    """
    requested: set[str] = set()
    refused: set[str] = set()
    asserted: set[str] = set()
    negated: set[str] = set()
    denied: set[str] = set()
    for sentence in sentences:
        segments = segments_of(sentence)
        chosen = not sentence.question and _a_choice(segments)
        # "Only from the next cycle, please": a "please" set apart asks for its sentence
        polite = not sentence.question and any(
            len(segment) == 1 and segment[0].lower in POLITE for segment in segments
        )
        for at, segment in enumerate(segments):
            request = (
                polite
                or (chosen and _short(segment) and (at == 0 or bool(negation_at(segment, 0))))
                or requests(segment, question=sentence.question)
            )
            said, refusing, under = read_segment(segment)
            asserted.update(said)
            negated.update(under)
            if request:
                requested.update(said)
                if not sentence.question:
                    refused.update(refusing)
            elif not sentence.question:
                denied.update(_denied_verbs(segment))
            negated.update(refusing)
    return Stance(
        requested=frozenset(requested),
        refused=frozenset(refused),
        asserted=frozenset(asserted),
        negated=frozenset(negated),
        denied=frozenset(denied),
    )


_SUBJECTS: Final = PERSONAL_SUBJECTS | {"i'm", "it", "it's", "that"}
"""Subjects that make a sentence a statement, not a fragment."""
_FRAGMENT: Final = 3
"""The most content words of a fragment that names a choice ("From checking")."""


def _short(segment: Sequence[Token]) -> bool:
    """Whether a segment is a fragment: up to `_FRAGMENT` content words."""
    return sum(content_of(token) is not None for token in segment) <= _FRAGMENT


def _a_choice(segments: Sequence[Sequence[Token]]) -> bool:
    """Whether a sentence names a choice in fragments: "From checking, not savings", "Checking".

    An answer to a question often has no verb: its fragments ask for what they name and
    refuse what their negation names, as a request would. A fragment has up to
    `_FRAGMENT` content words; the sentence opens with one that has no negation and no
    verb, alone or followed by a negated one ("not savings").
    """
    if not segments or not _short(segments[0]) or negation_at(segments[0], 0):
        return False
    if any(
        (token.stem in _IMPERATIVES and not token.lower.endswith(("ing", "ed", "s")))
        or token.lower in _PREDICATES
        or token.lower in _SUBJECTS
        for token in segments[0]
    ):
        return False  # "Cancel it, not the other one", "The savings is my car fund"
    if len(segments) == 1:
        return True
    return _short(segments[1]) and bool(negation_at(segments[1], 0))


def _denied_verbs(segment: Sequence[Token]) -> list[str]:
    """The verbs a statement negates: the heads of its verbal negations ("never added")."""
    found: list[str] = []
    index = 0
    while index < len(segment):
        taken = negation_at(segment, index)
        if taken and negates_verb(segment, index):
            # The verb right after the negation: "never added it"; not the object of a verb
            # too common to count ("don't have my reservation id" denies no reservation).
            found.extend(
                word
                for at in negated_head(segment, index + taken, verb=True)
                if at == index + taken and (word := content_of(segment[at])) is not None
            )
        index += taken or 1
    return found


def polarities(sentences: Iterable[Sentence]) -> tuple[frozenset[str], frozenset[str]]:
    """The stems a text asserts and those it refuses (heads of its negations), in any segment.

    "Contact the customer by email only, no phone calls" asserts contact, customer, email,
    only and refuses phone, call. Phrasal verbs are read with their particle.
    """
    asserted: set[str] = set()
    refused: set[str] = set()
    for sentence in sentences:
        for segment in segments_of(sentence):
            said, refusing, _ = read_segment(segment)
            asserted.update(said)
            refused.update(refusing)
    return frozenset(asserted), frozenset(refused)


def with_particle(segment: Sequence[Token], at: int, word: str) -> str:
    """`word` (the stem at `at`), joined to the particle that makes it a phrasal verb."""
    particle = _particle(segment, at)
    return word if particle is None else f"{word}~{particle}"


def asks_for(phrase: AbstractSet[str], stems: AbstractSet[str]) -> bool:
    """Whether `stems` (a text's, `unqualified`) say every word of `phrase` (a refusal's).

    A phrasal verb is said by itself or by its bare verb, not by the verb with another
    particle: "log the user out" says "log out", "keep the user logged in" does not.
    """
    bare = {word.partition("~")[0] for word in stems if "~" not in word}
    return all(word in stems or word.partition("~")[0] in bare for word in phrase)


_BE: Final = frozenset({"is", "are", "was", "were", "be", "'s"})


def refuses_at(tokens: Sequence[Token], index: int, refusing: AbstractSet[str]) -> bool:
    """Whether the word at `index` is one of `refusing`, or an "out" that rules its subject out.

    "Evening slots are out for her" turns them down as "ruled out" would; "out" right
    after a form of "be" says so, as "down" after "turned" does ("checked out", "log out"
    and "is out of service" say nothing of the kind).
    """
    word = tokens[index].lower
    if word == "down":  # "he turned down Friday"
        return index > 0 and tokens[index - 1].lower in TURNING
    if word != "out":
        return word in refusing
    following = tokens[index + 1].lower if index + 1 < len(tokens) else ""
    return index > 0 and tokens[index - 1].lower in _BE and following != "of"


def unqualified(sentence: Sentence, refusing: AbstractSet[str]) -> frozenset[str] | None:
    """The content stems of a sentence that says no negation and no word of refusal.

    None when it has either: what it says of a thing may then be that it was refused
    ("travel insurance declined", "no insurance", "insurance: not wanted"). A place a thing
    leaves is not asked for: "move the hotel off her team's budget and onto the project" asks
    for the project; nor is what an arrow leads from ("colour: teal -> navy" asks for navy).
    """
    stems: set[str] = set()
    tokens = sentence.tokens
    leaving: int | None = None  # the clause of a place being left ("off her team's budget")
    since_mark: list[str] = []  # stems first added since the last mark
    for index, token in enumerate(tokens):
        if refuses_at(tokens, index, refusing) or negation_at(tokens, index):
            return None
        if token.kind == "mark":
            if token.text in _ARROWS:
                stems.difference_update(since_mark)
            since_mark.clear()
        if leaving is not None and (token.clause != leaving or token.lower in TOWARD):
            leaving = None
        if leaves(tokens, index):
            leaving = token.clause
        elif leaving is None and (found := content_of(token)) is not None:
            stem = with_particle(tokens, index, found)
            if stem not in stems:
                since_mark.append(stem)
                stems.add(stem)
    return frozenset(stems)


_ARROWS: Final = frozenset({"\u2192", "->", "=>"})
"""Marks that lead from what a thing was to what it becomes ("teal -> navy")."""
