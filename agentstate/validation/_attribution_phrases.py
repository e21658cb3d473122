"""Phrases that attribute something to the user, and the content each attributes.

"The user asked ...", "the customer's request is ...", "per the user", "as requested by the
user", "at the customer's request", "User: wants ...": `attributions` finds each such phrase
in a sentence (`Attribution`), and `attributed_content` is what it attributes, without the
summary's own comments on it. `agentstate.validation._attribution.AttributionRule` checks
it against the cited user events.
"""

from __future__ import annotations

import re
from collections.abc import Container, Iterator, Sequence
from collections.abc import Set as AbstractSet
from operator import attrgetter, itemgetter, methodcaller
from typing import Final, Literal

import attrs

from agentstate.validation._language import STOPWORDS, Sentence, Token, content_stems, stem
from agentstate.validation._lexicon import (
    ACCEPTING_VERBS,
    CONTRASTING,
    PARTIES,
    REASONS,
    REFLEXIVES,
    STANCE_ADVERBS,
    USER_NOUNS,
)

__all__ = [
    "IGNORED",
    "Attribution",
    "attributed_content",
    "answer_to_what_precedes",
    "attributed_positions",
    "attributions",
    "may_attribute",
]

_SUBJECTS: Final = USER_NOUNS
_VERBS: Final = frozenset({
    "ask", "asks", "asked", "asking", "request", "requests", "requested", "requesting", "want",
    "wants", "wanted", "wanting", "say", "says", "said", "stated", "states", "told", "tells",
    "instructed", "instructs", "instructing", "required", "requires", "insisted", "insists",
    "demanded", "demands", "prefer", "prefers", "preferred", "specified", "specifies",
    "mentioned", "mentions", "indicated", "indicates", "confirmed", "confirms", "agreed",
    "agrees", "chose", "chooses", "choose", "selected", "selects", "decided", "decides",
    "approved", "approves", "authorized", "authorizes", "authorised", "directed", "directs",
    "expects", "expected", "needs", "needed", "reported", "reports", "noted", "notes",
    "explained", "explains", "opted", "opts", "elected", "like", "likes", "liked", "wishes",
    "wished", "demand", "hopes", "hoped", "hoping", "seeks", "seeking", "sought", "accepted",
    "accepts", "acknowledged", "acknowledges", "conceded", "concedes", "admitted", "admits",
    "believes", "believed", "thinks",
})  # fmt: skip
_NOUNS: Final = frozenset({
    "request", "requests", "instruction", "instructions", "preference", "preferences",
    "requirement", "requirements", "wish", "wishes", "demand", "demands", "choice", "decision",
    "confirmation", "approval", "words", "ask",
})  # fmt: skip
_FILLERS: Final = frozenset({
    "has", "had", "have", "also", "explicitly", "then", "now", "first", "later", "clearly",
    "specifically", "originally", "initially", "just", "already", "again", "would", "is", "are",
    "was", "were", "been", "being", "be", "did", "does", "do", "not", "never",
}) | REFLEXIVES  # fmt: skip
_PASSIVE: Final = frozenset({"was", "were", "is", "are", "been", "being", "be"})
_REFUSING: Final = frozenset({"need", "wish", "require", "seek", "insist", "hope", "demand"})
"""Verbs that attribute only after a negation: "the user does not need a refund"."""
_DECLINING: Final = frozenset({
    "declined", "declines", "refused", "refuses", "rejected", "rejects",
})  # fmt: skip
"""Verbs by which the user refuses what follows: "the user declined the upgrade" says what
"the user did not want the upgrade" says."""
_WITH_OUT: Final = {"pointed": False, "points": False, "ruled": True, "rules": True}
"""Verbs that attribute with "out": what the user "pointed out" (said) or "ruled out" (refused)."""
_ATTRIBUTING: Final = _VERBS | _NOUNS | _REFUSING | _DECLINING | {"per", "looking", *_WITH_OUT}
_PARTICIPLES: Final = frozenset({
    "asked", "requested", "wanted", "said", "stated", "told", "instructed", "required",
    "demanded", "preferred", "specified", "mentioned", "indicated", "directed", "expected",
    "needed", "reported", "noted", "explained", "wished", "sought",
})  # fmt: skip
"""Verbs of `_VERBS` that, followed by "by the user", make a passive attribution. Approvals
and choices ("approved by the user", "selected by the customer") are the ledger's and the
decisions' to support, and are left to the authority rule and to the decisions check."""
_DETERMINERS: Final = frozenset({"the", "a", "an", "this", "that", "our", "my", "their"})
_FRAMING: Final = frozenset({"at", "per", "by"})
"""Prepositions that make "the user's request" the reason for what the sentence says."""
_OPEN_QUESTIONS: Final = frozenset({"if", "whether"})
"""Words before a subject that make what it says a question or a condition ("ask whether the
user wants a refund"): nothing is attributed."""
_CLAUSE_OPENERS: Final = _OPEN_QUESTIONS | {"that", "to", "what", "how", "when", "why", "which"}
"""Words opening the clause a passive "it was asked by the user ..." attributes: a request
("that", "to") or a question ("what happens if ...")."""
_LOOKING: Final = frozenset({"look", "looks", "looked", "looking", "glance", "glanced"})
"""Verbs after which "at the user's request" is what is looked at, not a reason."""
_ASIDES: Final = {"(": ")", ",": ",", "\u2014": "\u2014", "\u2013": "\u2013", "-": "-"}
"""Marks that open an aside between a subject and its verb, and the marks that close it."""
_RELATIVES: Final = frozenset({"which", "who", "whom", "whose"})
_RELATIVE_WORD: Final = re.compile(r"\b(?:which|who|whom|whose)\b", re.IGNORECASE)
_LINKS: Final = frozenset({
    "is", "was", "are", "were", "remains", "remained", ":", "to", "for", "that", "of", "about",
    "regarding", "\u2014", "\u2013", "-",
})  # fmt: skip
"""Words after "the user's request" that lead to what was requested ("is", "to", "for")."""
_LOOKING_FOR: Final = frozenset({"for", "to"})
_CONTACTS: Final = frozenset({
    "called", "calls", "phoned", "phones", "wrote", "writes", "emailed", "emails", "messaged",
    "messages", "reached", "reaches", "came", "comes", "contacted", "contacts",
})  # fmt: skip
"""Verbs of getting in touch: "the customer called to request", "wrote in asking"."""
_CONTACT_PARTICLES: Final = frozenset({"in", "out", "back", "to"})


_WANTING: Final = frozenset(stem(word) for word in (
    "want", "ask", "request", "need", "wish", "prefer", "like", "demand", "require", "seek",
    "sought", "hope", "insist",
))  # fmt: skip
"""Stems of the verbs whose negation says what the user refused ("does not want a refund");
the negation of another verb ("did not say", "never confirmed") attributes nothing."""
IGNORED: Final = STOPWORDS | frozenset(
    stem(word)
    for word in _SUBJECTS | _VERBS | _NOUNS | _DECLINING | STANCE_ADVERBS | {"whether", *_WITH_OUT}
)
"""Stems that do not count in attributed content: the words of attribution, "whether", the
speaker's stance ("actually") and stopwords."""


_NAMING_SUBJECTS: Final = _SUBJECTS | {f"{subject}'s" for subject in _SUBJECTS}
"""The words by which `attributions` finds a subject: "user", or "user's" before a noun."""


def may_attribute(words: AbstractSet[str], *, names: bool = False) -> bool:
    """A quick test, on the words of a text's sentences (`words_in`), for a possible attribution.

    `attributions` needs a subject and an attribution word ("asked", "request", "per",
    "looking"); with `names` (the user may be named by their name), the word alone.
    """
    if words.isdisjoint(_ATTRIBUTING):
        return False
    return names or not words.isdisjoint(_NAMING_SUBJECTS)


_NEGATIONS: Final = frozenset({"not", "never", "no"})
_LOWER: Final = attrgetter("lower")
_TEXT: Final = attrgetter("text")
_FIRST: Final = itemgetter(0)
_POSSESSIVE: Final = methodcaller("endswith", "'s")


_Reads = Literal["after", "after_or_before", "before"]


@attrs.frozen
class Attribution:
    sentence: Sentence
    start: int
    """Index of the first token of the attribution phrase ("the user asked")."""
    end: int
    """Index just past it; the attributed content follows."""
    reads: _Reads = "after_or_before"
    """Where the attributed content is: what follows the phrase ("after"; "the user's
    request ..." names a request when nothing follows), what follows or else the rest of the
    sentence ("after_or_before": "..., as the user asked"), or what precedes it in its clause
    ("before": "the credit was requested by the user")."""
    negated: bool = False
    """Whether the attribution is negated ("the user does not want ..."): then what follows
    is read as what the user refused."""


def attributions(sentence: Sentence, names: Container[str] = frozenset()) -> Iterator[Attribution]:
    """Each phrase of `sentence` that attributes something to the user.

    The user is named by a word of `_SUBJECTS` ("the customer asked") or by one of `names`,
    the words of the names the user gave themselves ("Priya asked").
    """
    tokens = sentence.tokens
    lowers = list(map(_LOWER, tokens))
    if _ATTRIBUTING.isdisjoint(lowers):
        return  # each reading below needs a word of attribution (`may_attribute`)
    if (
        _SUBJECTS.isdisjoint(lowers)
        and not any(map(_POSSESSIVE, lowers))
        and not any(map(str.isupper, map(_FIRST, map(_TEXT, tokens))))
    ):
        return  # and a subject: a word for the user, "user's", or a capitalized name
    for index, token in enumerate(tokens):
        word = token.lower
        if word.endswith("'s") and (word[:-2] in _SUBJECTS or word[:-2] in names):
            found = _by_noun(tokens, index, start=_framing(tokens, index))
            if found is not None:
                yield Attribution(sentence, *found)
            continue
        if word not in _SUBJECTS and not (
            token.text[:1].isupper() and _may_name(tokens, index) and word in names
        ):
            continue
        by_verb = _by_verb(tokens, index)
        if by_verb is not None:
            yield Attribution(sentence, *by_verb)


def _may_name(tokens: Sequence[Token], index: int) -> bool:
    """Whether a name at `index` could be an attribution's subject: its neighbours allow it.

    A word of attribution after it, past adverbs and auxiliaries, not in the passive
    ("Priya asked", "Priya has also said"; not "Refund was approved"), an aside after it
    ("Priya, in her last message, said"), or "per" / "by" before it; the caller checks that it
    is capitalized, as a name is written.
    """
    if index > 0 and tokens[index - 1].lower in ("per", "by"):
        return True
    ahead = index + 1
    fillers: list[Token] = []
    while ahead < len(tokens) and len(fillers) < 3 and _filler(tokens[ahead].lower):
        fillers.append(tokens[ahead])
        ahead += 1
    if ahead >= len(tokens):
        return False
    verb = tokens[ahead]
    if not fillers and verb.text in _ASIDES:
        return True
    return (verb.lower in _ATTRIBUTING or verb.lower in _CONTACTS) and not _passive(fillers, verb)


def _framing(tokens: Sequence[Token], index: int) -> int | None:
    """The index of the preposition of "at / per / by [the] user's ...", if one frames it."""
    before = index - 1
    if before >= 0 and tokens[before].lower in _DETERMINERS:
        before -= 1
    if before < 0 or tokens[before].lower not in _FRAMING:
        return None
    if tokens[before].lower == "at" and before > 0 and tokens[before - 1].lower in _LOOKING:
        return None  # "look at the user's request" names the request
    return before


def _by_noun(
    tokens: Sequence[Token], index: int, *, start: int | None
) -> tuple[int, int, _Reads] | None:
    """Read "the user's request / instruction ...", "at the user's request" (index: "user's")."""
    for ahead in range(index + 1, min(index + 3, len(tokens))):
        if tokens[ahead].lower in _NOUNS:
            if start is not None:
                return start, ahead + 1, "after_or_before"
            if _next_is(tokens, ahead, _LINKS):
                return index, ahead + 1, "after"
            return None  # "look into the user's request today" names the request
    return None


def _by_verb(tokens: Sequence[Token], index: int) -> tuple[int, int, _Reads, bool] | None:
    """Read "the user asked", "per the user", "requested by the user" (index: "user")."""
    before = index - 1
    if before >= 0 and tokens[before].lower == "per":
        if before > 0 and tokens[before - 1].lower[:1].isdigit():
            return None  # "$120 per guest": a rate, not an attribution
        return before, index + 1, "after_or_before", False
    if before >= 0 and tokens[before].lower in _DETERMINERS:
        before -= 1
    if before >= 1 and tokens[before].lower == "by" and tokens[before - 1].lower in _PARTICIPLES:
        found = _passive_agent(tokens, before - 1, index)
        return None if found is None else (*found, False)
    if before >= 0 and tokens[before].lower in _OPEN_QUESTIONS:
        return None  # "check if the customer needs anything else": a question, no request
    ahead = index + 1
    if ahead + 1 < len(tokens) and _opens(tokens, index):
        if tokens[ahead].text == ":":
            ahead += 1  # "User: wants ..."
        elif tokens[ahead].lower in _NOUNS and tokens[ahead + 1].text == ":":
            return index, ahead + 1, "after", False  # "Customer instruction: ..."
        elif tokens[ahead].text in _ASIDES:
            ahead = _past_aside(tokens, ahead)  # "The user, in their last message, asked ..."
    fillers: list[Token] = []
    for verb in range(ahead, min(ahead + 4, len(tokens))):
        following = tokens[verb]
        word = following.lower
        out = word in _WITH_OUT and _next_is(tokens, verb, {"out"})  # "pointed out", "ruled out"
        if word in _DECLINING or (out and _WITH_OUT[word]):
            if _negated(fillers) or any(token.lower in _PASSIVE for token in fillers):
                return None  # "the user did not decline it", "the user was refused"
            end = verb + (2 if out else 1)
            if end < len(tokens) and tokens[end].lower in _REASONS:
                return None  # "declined because she ...": the summary's account of why
            return index, end, "after", True
        if (
            word in _VERBS
            or out
            or (word == "looking" and _next_is(tokens, verb, _LOOKING_FOR))
            or (word in _REFUSING and _negated(fillers))
        ):
            if _passive(fillers, following):
                return None
            end = verb + 2 if word == "looking" or out else verb + 1
            if _negated(fillers):  # "the user does not want a refund": what they refused
                return (index, end, "after", True) if stem(word) in _WANTING else None
            return index, end, "after_or_before", False
        if not (_filler(word) or _contacting(fillers, word)):
            return None
        fillers.append(following)
    return None


_REASONS: Final = REASONS | {"as"}
"""Words that open the reason for a refusal: the summary's account of why, not what was
refused."""


def _next_is(tokens: Sequence[Token], index: int, words: AbstractSet[str]) -> bool:
    return index + 1 < len(tokens) and tokens[index + 1].lower in words


def _contacting(fillers: Sequence[Token], word: str) -> bool:
    """Whether a word belongs to "the user called to / wrote in / reached out" before a verb."""
    if any(token.lower in _PASSIVE for token in fillers):
        return False  # "the user was called to confirm": someone contacted the user
    if word in _CONTACTS:
        return True
    return (
        word in _CONTACT_PARTICLES
        and bool(fillers)
        and fillers[-1].lower in _CONTACTS | (_CONTACT_PARTICLES - {"to"})
    )


def _passive_agent(
    tokens: Sequence[Token], verb: int, index: int
) -> tuple[int, int, _Reads] | None:
    """Read "as requested by the user, ...", "the credit was requested by the user".

    And "it was requested by the user that ...", which attributes what follows.
    """
    before = verb - 1
    while before >= 0 and _filler(tokens[before].lower):
        before -= 1  # "was explicitly requested", "was not requested"
    if _negated(tokens[before + 1 : verb]):
        return None  # "was not requested by the user", "never requested by the user"
    if before >= 0 and tokens[before].lower == "as":
        return before, index + 1, "after_or_before"  # "As requested by the user, ..."
    if all(token.kind == "mark" for token in tokens[: before + 1]):
        return before + 1, index + 1, "after_or_before"  # "Requested by the customer: ..."
    if tokens[before].lower == "it" and _next_is(tokens, index, _CLAUSE_OPENERS):
        return verb, index + 1, "after"  # "It was requested by Ana that the funds ..."
    return verb, index + 1, "before"


def _filler(word: str) -> bool:
    """Whether a word may stand between a subject and its verb ("has", "explicitly", "not")."""
    return word in _FILLERS or word.endswith("n't") or (len(word) > 4 and word.endswith("ly"))


def _opens(tokens: Sequence[Token], index: int) -> bool:
    """Whether the subject at `index` opens its sentence ("The customer, ...")."""
    return all(token.lower in _DETERMINERS for token in tokens[:index])


def _past_aside(tokens: Sequence[Token], index: int) -> int:
    """The index past the aside that opens at `index`, or `index` if it is not closed soon."""
    closing = _ASIDES[tokens[index].text]
    for ahead in range(index + 1, min(index + 10, len(tokens))):
        if tokens[ahead].text == closing:
            return ahead + 1
    return index


def _negated(fillers: Sequence[Token]) -> bool:
    return any(token.lower in _NEGATIONS or token.lower.endswith("n't") for token in fillers)


def _passive(fillers: Sequence[Token], verb: Token) -> bool:
    """Whether "the user was asked / told": then someone else spoke to the user."""
    if not any(token.lower in _PASSIVE for token in fillers):
        return False
    return verb.lower.endswith("ed") or verb.lower in {"told", "said"}


def _said_part(text: str, tokens: Sequence[Token]) -> str:
    """The text of `tokens` without the summary's own comments on it (", which ...").

    A relative clause after a comma, a dash or a parenthesis ("a credit, which the policy
    caps") speaks of what was asked, in the summary's words; it ends at the next comma.
    """
    if not tokens:
        return ""
    whole = text[tokens[0].start : tokens[-1].end]
    if _RELATIVE_WORD.search(whole) is None:
        return whole
    parts: list[str] = []
    start: int | None = None
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if (
            token.kind == "mark"
            and token.text in _ASIDES
            and index + 1 < len(tokens)
            and tokens[index + 1].lower in _RELATIVES
        ):
            if start is not None:
                parts.append(text[tokens[start].start : tokens[index - 1].end])
                start = None
            stops = {",", _ASIDES[token.text]}
            index += 2
            while index < len(tokens) and tokens[index].text not in stops:
                index += 1
            index += 1
            continue
        if start is None:
            start = index
        index += 1
    if start is not None:
        parts.append(text[tokens[start].start : tokens[-1].end])
    return " ".join(parts)


_FRAMING_STARTS: Final = frozenset({"as", "per", "at", "on", "upon", "following", "by"})
"""First words of a phrase that frames what follows ("as requested by the user, ...")."""
_FINITE: Final = frozenset({
    "is", "are", "was", "were", "has", "have", "had", "will", "would", "been", "be", "did",
    "does", "do", "can", "could", "should", "must", "may", "might", "shall",
})  # fmt: skip
"""Words that make a stretch of text a clause of its own (a subject's verb), not a list's next
item: "and the credit was issued" is the summary's own account; "and a pallet" is not."""


_IRREGULAR_PAST: Final = frozenset({
    "sent", "paid", "made", "gave", "took", "bought", "told", "said", "got", "went", "came",
    "put", "set", "kept", "held", "found", "brought", "began", "did", "left", "spent", "sold",
})  # fmt: skip


def _finite(word: str) -> bool:
    """Whether a word is a verb that gives its stretch a clause of its own."""
    return word in _FINITE or word in _IRREGULAR_PAST or (len(word) > 4 and word.endswith("ed"))


def _alone(tokens: Sequence[Token], index: int) -> bool:
    """Whether a token is a clause boundary (it stands alone, between two clauses)."""
    clause = tokens[index].clause
    return (index == 0 or tokens[index - 1].clause != clause) and (
        index + 1 >= len(tokens) or tokens[index + 1].clause != clause
    )


def _frames(attribution: Attribution) -> bool:
    """Whether the phrase frames the clause after it ("As requested by the user, ship ...")."""
    tokens = attribution.sentence.tokens
    return tokens[attribution.start].lower in _FRAMING_STARTS or any(
        token.lower == "by" for token in tokens[attribution.start : attribution.end]
    )


_SUBORDINATORS: Final = frozenset({
    "when", "after", "once", "because", "since", "if", "before", "while", "until", "although",
    "though", "whenever",
})  # fmt: skip
"""Words that open a clause the sentence's main clause follows ("When the user asked ...,")."""
_AGENT_SIDE: Final = PARTIES - USER_NOUNS - {"you"}
"""Who acts for the agent's side ("the agent", "we"): a clause of theirs is not the user's."""


def _subordinate(attribution: Attribution) -> bool:
    """Whether the attribution's subject opens a subordinate clause ("When the user asked").

    Its content then ends with that clause: "When the user asked for a gift card, the agent
    charged card 6490722" attributes the gift card, not the charge.
    """
    tokens = attribution.sentence.tokens
    before = attribution.start - 1
    while before >= 0 and tokens[before].lower in _DETERMINERS:
        before -= 1
    return before >= 0 and tokens[before].lower in _SUBORDINATORS


_AFTER_THE_FACT: Final = frozenset({"after", "once", "when", "following", "upon"})
"""Subordinators that time an act by the user's answer ("cancelled once the user agreed")."""


def answer_to_what_precedes(attribution: Attribution) -> bool:
    """Whether the attribution times what precedes it by the user's acceptance of it.

    "The follow-up on October 11 was cancelled after Linda confirmed": an accepting verb
    (`_lexicon.ACCEPTING_VERBS`) that ends a clause a temporal subordinator opens (", so the
    balance is $20" may follow: the summary's own account). What the user accepted is what
    they were asked, in the asking message's words.
    """
    tokens = attribution.sentence.tokens
    before = attribution.start - 1
    while before >= 0 and tokens[before].lower in _DETERMINERS:
        before -= 1
    return (
        before >= 0
        and tokens[before].lower in _AFTER_THE_FACT
        and tokens[attribution.end - 1].lower in ACCEPTING_VERBS
        and (attribution.end == len(tokens) or tokens[attribution.end].kind == "mark")
    )


def _own_clause(
    tokens: Sequence[Token], *, framing: bool, subordinate: bool = False
) -> Sequence[Token]:
    """What follows an attribution phrase that is still attributed: its clause, and a list.

    "The user confirmed, and the credit was issued": what follows the comma is the
    summary's own account, not the user's words; but "the customer wants a credit, which
    the policy caps, and a replacement pallet" goes on listing what was wanted, and a
    framing phrase ("As requested by the user, ship ...", "Customer request: ...") frames
    the clause after its mark. A stretch after a mark or "and" / "then" continues the
    content unless it has a verb of its own (`_FINITE`), a contrast opens it ("while the
    barrels wait") or it is a participle's clause that names the agent's side ("passing on
    the agent's idea of a van"); a `subordinate` clause's content ends with it.
    """
    index = 0
    if tokens and tokens[0].kind == "mark":
        if not (framing or tokens[0].text == ":"):
            return ()
        index = 1
    if index >= len(tokens):
        return ()
    end = index
    clause = tokens[index].clause
    while end < len(tokens):
        if tokens[end].lower in _SUBORDINATORS and _AGENT_SIDE & {
            t.lower for t in tokens[end + 1 : end + 3]
        }:
            break  # "..., after the agent described it": the summary's account of the agent
        if tokens[end].clause != clause:
            if subordinate:
                break
            rest = end
            while rest < len(tokens) and _alone(tokens, rest):
                rest += 1  # (past the boundary tokens: marks, "and", "but", ...)
            if any(token.lower in CONTRASTING for token in tokens[end:rest]):
                break  # "wants the crate cleared, while the barrels wait": the summary's own
            following = rest
            while following < len(tokens) and tokens[following].clause == tokens[rest].clause:
                following += 1
            segment = tokens[rest:following]
            if not segment or any(_finite(token.lower) for token in segment):
                break
            if segment[0].lower.endswith("ing") and _AGENT_SIDE & {
                token.lower.removesuffix("'s") for token in segment
            }:
                break  # "..., passing on the agent's idea": the summary's account
            clause = segment[0].clause
            end = following
            continue
        end += 1
    return tokens[index:end]


def attributed_span(attribution: Attribution) -> range:
    """The token positions of the content an attribution puts in the user's mouth.

    What follows its phrase, in its clause and the list that continues it (`_own_clause`);
    empty when nothing follows. Status words there are what the user asked or said, not a
    claim of the summary's own ("the user agreed to a reservation paid by gift card").
    """
    tokens = attribution.sentence.tokens
    if attribution.reads == "before":
        return range(0)
    own = _own_clause(
        tokens[attribution.end :],
        framing=_frames(attribution),
        subordinate=_subordinate(attribution),
    )
    if not own:
        return range(0)
    start = attribution.end + (0 if own[0] is tokens[attribution.end] else 1)
    return range(start, start + len(own))


_JOINING: Final = frozenset({
    "the", "a", "an", "this", "our", "their", "once", "after", "when", "as", "since",
    "because", "before", "until", "and", "then", "so", "which", "that",
})  # fmt: skip
"""Words between what a sentence says and an attribution after it ("..., once the user
confirmed"): neither the content nor the attribution."""


def attributed_content(text: str, attribution: Attribution) -> str:
    """The attributed content, without the summary's comments on it (see `Attribution.reads`)."""
    tokens = attribution.sentence.tokens
    if attribution.reads != "before":
        own = _own_clause(
            tokens[attribution.end :],
            framing=_frames(attribution),
            subordinate=_subordinate(attribution),
        )
        after = _said_part(text, own)
        if _says_something(after):
            return after
        if attribution.reads == "after":
            return ""  # "help with the user's request" names the request, attributes nothing
        return _said_part(text, _before(tokens, attribution.start))
    clause = tokens[attribution.start].clause
    own = [token for token in _before(tokens, attribution.start) if token.clause == clause]
    said = _said_part(text, own)
    if _says_something(said):
        return said
    return _said_part(text, _before(tokens, attribution.start))


def _says_something(content: str) -> bool:
    """Whether attributed content says anything: a word of content, or a value ("to 9:20")."""
    return bool(content_stems(content) - IGNORED) or any(char.isdigit() for char in content)


def _before(tokens: Sequence[Token], start: int) -> Sequence[Token]:
    """The tokens before an attribution, without the words that join it to them.

    "The parcel was sent on Monday once the user confirmed" attributes "The parcel was sent
    on Monday", not "... once the".
    """
    end = start
    while end > 0 and (tokens[end - 1].lower in _JOINING or tokens[end - 1].kind == "mark"):
        end -= 1
    return tokens[:end]


def attributed_positions(sentence: Sentence, names: Container[str] = frozenset()) -> set[int]:
    """Positions of the words a sentence attributes to the user (`attributed_span`).

    With the attribution's own verb of asking or saying (`_PARTICIPLES`): "refills were
    requested by Ana" and "Ana requested refills" tell her request, not the request an
    action made.
    """
    tokens = sentence.tokens
    found: set[int] = set()
    for attribution in attributions(sentence, names):
        if not attribution.negated:
            found.update(attributed_span(attribution))
            phrase = range(attribution.start, attribution.end)
            found.update(at for at in phrase if tokens[at].lower in _PARTICIPLES)
    return found
