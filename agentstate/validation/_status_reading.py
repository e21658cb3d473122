"""When a status word claims: what the words around it say of it.

The authority rule (`agentstate.validation._authority`) reads each sentence for a status word
(`LEXICON` of `agentstate.validation._status_words`, the past tense of a kind's verb, a
compound such as "supervisor-approved", a status noun with a word of completion such as
"cancellation confirmed") and asks whether the word asserts anything: `negated` of
`agentstate.validation._status_cues` (a negation, condition, intent or hedge; a label
answered no), and this module's `settlement` (a verb of
settlement needs its action and a destination), `headed` (a word of completion needs its
action right before it), `generic` (a statement about a kind in general). `may_claim` is the
quick test of a whole text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import Final, Literal

from agentstate.validation._claim_subjects import act_noun_subject
from agentstate.validation._language import Token, stem
from agentstate.validation._lexicon import USER_NOUNS
from agentstate.validation._status_cues import CLAUSE_CUES, NEAR_CUES
from agentstate.validation._status_words import (
    AUXILIARIES,
    BARE_PARTICIPLES,
    DID_NOT,
    IRREGULAR_PAST,
    LEXICON,
    STATUS_NOUNS,
    StatusWord,
    is_plural,
    named_action,
    regular_past_stem,
)

__all__ = [
    "BEFORE_GENERIC",
    "completion",
    "compound",
    "generic",
    "has_having",
    "headed",
    "may_claim",
    "said_present",
    "settlement",
]

_HAVING: Final = frozenset({
    "got", "gets", "received", "receives", "obtained", "obtains", "secured", "secures", "has",
    "have", "had", "given", "gave", "won", "granted",
})  # fmt: skip


_COMPLETIONS: Final = frozenset({
    "complete", "completed", "confirmed", "done", "finalized", "finalised", "finished",
    "successful", "processed",
})  # fmt: skip
_COMPLETION_GAP: Final = frozenset({
    "is", "was", "has", "been", "now", "fully", "successfully", "already", "of", "the", "a",
    "an", "for", ":", "(", ")", "\u2014", "\u2013", "-",
})  # fmt: skip
"""What may stand between a status noun and its completion word, besides names of actions."""
_COMPOUND_BLOCKS: Final = frozenset({
    "un", "non", "half", "semi", "partially", "partly", "yet", "pending", "awaiting",
}) | CLAUSE_CUES | NEAR_CUES  # fmt: skip
"""Words in a compound that leave its status word unclaimed ("not-yet-approved")."""
_ARTICLES: Final = frozenset({"the", "a", "an", "this", "that"})
_ATTACHING: Final = frozenset({
    "about", "for", "of", "on", "regarding", "concerning", "over", "with", "to", "from", "in",
    "under", "behind",
})  # fmt: skip
"""Prepositions that make a kind noun part of another subject ("a note about the credit")."""
_MODIFIER_WORDS: Final = 5
"""The most words a phrase after a subject's noun may have ("for the outage last week")."""

_DESTINATION_WORDS: Final = frozenset({"to", "on", "onto", "into", "against"})
_OBJECT_ENDS: Final = _DESTINATION_WORDS | frozenset({"of", "for"})
"""What may follow the action a verb of settlement takes as object ("the credit of $20 to")."""
_DESTINATIONS: Final = frozenset({
    "account", "accounts", "card", "cards", "balance", "statement", "invoice", "bill",
    "wallet", "method",
})  # fmt: skip

_HABITUAL: Final = frozenset({"are", "get"})
_ADVERBS: Final = frozenset({
    "usually", "always", "typically", "normally", "generally", "automatically", "only",
    "often", "also", "then",
})  # fmt: skip
_DETERMINERS: Final = frozenset({
    "the", "this", "that", "these", "those", "both", "all", "each", "every", "any", "some",
    "my", "our", "your", "his", "her", "their", "its", "a", "an", "one", "two", "three",
    "several",
})  # fmt: skip
BEFORE_GENERIC: Final = _HABITUAL | _ADVERBS
"""What stands before a status word said of a kind in general ("Refunds are issued")."""
_GENERIC_VERBS: Final = frozenset({
    "are", "can", "cannot", "may", "might", "must", "should", "shall", "will", "would", "get",
    "appear", "take", "need", "require", "remain", "stay", "go", "show",
})  # fmt: skip
"""Verbs after "approved credits" that make it a statement about any such credit."""


def compound(lower: str) -> tuple[StatusWord | None, str | None]:
    """The (lexicon entry, past stem) a hyphenated word ending in a status word claims.

    "supervisor-approved" claims what "approved" does; "re-booked" what "booked" does; a
    compound with a negation or a hedge ("not-yet-approved", "un-issued") claims nothing.
    """
    *before, last = lower.split("-")
    if not (last.endswith("ed") and last.isalpha()) or not _COMPOUND_BLOCKS.isdisjoint(before):
        return None, None
    entry = LEXICON.get((last,))
    if entry is not None and (entry.noun or entry.weak or entry.settles or entry.headed):
        entry = None
    return entry, stem(last)


def completion(tokens: Sequence[Token], at: int, names: frozenset[str]) -> int | None:
    """The index of the word completing the status noun at `at` ("Cancellation confirmed").

    Between them only auxiliaries, marks and names of actions ("Credit issuance: done",
    "Issuance of the credit is complete"); "confirmed by the user" records the user's
    confirmation of a request, not the action's status.
    """
    for index in range(at + 1, min(len(tokens), at + 8)):
        token = tokens[index]
        lower = token.lower
        if lower in _COMPLETIONS:
            after = tokens[index + 1 : index + 4]
            if after and after[0].lower == "by" and any(t.lower in USER_NOUNS for t in after):
                return None
            return index
        if not (
            lower in _COMPLETION_GAP
            or token.stem in names
            or token.kind == "placeholder"
            or named_action(token) is not None
            or any(char.isdigit() for char in lower)
        ):
            return None
    return None


_STILL: Final = frozenset({"still", "now", "currently", "already", "also", "yet"})
"""Adverbs between a subject and its status word ("the release is still pending")."""


def headed(tokens: Sequence[Token], at: int, nouns: AbstractSet[str]) -> bool:
    """Whether the word at `at` is said of an action that heads its subject.

    The word before it, past auxiliaries and adverbs ("still", `_STILL`) and in its clause,
    names the action (a kind's noun, an action id or an object's code): "the credit is
    complete", "act_9 was settled", "the hold is still pending", "RFD-2041 is pending"; or
    the noun of an act heads that subject ("the exchange for the lamp was successful",
    `act_noun_subject`). Not when that name hangs on another noun ("a note about the credit
    is complete"), and not of another noun ("the credit form is complete").
    """
    clause = tokens[at].clause
    index = at - 1
    while index >= 0 and (tokens[index].lower in AUXILIARIES or tokens[index].lower in _STILL):
        index -= 1
    if index < 0 or tokens[index].clause != clause:
        return False
    subject = tokens[index]
    named = subject.stem in nouns or named_action(subject) is not None
    if named or _CODE.match(subject.text):
        if _unattached(tokens, index - 1):
            return True
        if named:
            return False
    return _modified_head(tokens, index, nouns) or act_noun_subject(tokens, at)


_CODE: Final = re.compile(r"[A-Za-z]{1,6}-?\d{3,}(?:-[A-Za-z0-9]+)?$")
"""An object's code ("RF-5512", "W5120883"): a subject that names what an act is on or made."""


def _unattached(tokens: Sequence[Token], index: int) -> bool:
    """Whether the noun just after `index` opens its phrase, not hanging on a preposition."""
    while index >= 0 and tokens[index].lower in _ARTICLES:
        index -= 1
    return index < 0 or tokens[index].lower not in _ATTACHING


def _modified_head(tokens: Sequence[Token], last: int, nouns: AbstractSet[str]) -> bool:
    """Whether a kind's noun heads a subject that ends at `last` in a phrase modifying it.

    "The $45 credit for the outage has been applied": the phrase after "for" says which
    credit. Not "the credit form for the outage" (the noun before it is another's).
    """
    clause = tokens[last].clause
    for index in range(last - 1, max(last - _MODIFIER_WORDS, 0) - 1, -1):
        token = tokens[index]
        if token.clause != clause or named_action(token) is not None:
            return False
        if token.lower in _ATTACHING:
            head = tokens[index - 1] if index > 0 else None
            return (
                head is not None
                and head.clause == clause
                and (head.stem in nouns or named_action(head) is not None)
                and _unattached(tokens, index - 2)
            )
    return False


def _identifier_like(word: str) -> bool:
    """Whether `word` has the shape of an identifier: letters and digits ("acc-7781")."""
    return any(char.isdigit() for char in word) and any(char.isalpha() for char in word)


def settlement(
    tokens: Sequence[Token], at: int, nouns: AbstractSet[str]
) -> Literal["subject", "object"] | None:
    """How a verb of settlement at `at` names its action, if it claims a settlement at all.

    "subject": "The credit was applied to the account", the action heads the verb's subject
    (`headed`). "object": "The agent applied the credit to the account", the action is the
    verb's object, right after it but for an article or a possessive. Either way "to" /
    "on" ... an account, card or balance follows in the clause; "applied for a credit",
    "applied the credit note to the account" and a settlement with no destination claim
    nothing. An identifier is a destination too ("applied to ACC-7781").
    """
    clause = tokens[at].clause
    after = tokens[at + 1 : at + 10]
    if after and after[0].lower == "for":
        return None  # "applied for a credit"
    if headed(tokens, at, nouns):
        found: Literal["subject", "object"] = "subject"
    else:
        index = 0
        while index < len(after) and after[index].lower in _DETERMINERS:
            index += 1
        if index == len(after) or after[index].clause != clause:
            return None
        action = after[index]
        if action.stem not in nouns and named_action(action) is None:
            return None
        if index + 1 < len(after) and after[index + 1].lower not in _OBJECT_ENDS:
            return None  # "applied the credit note to the account": the note was
        found, after = "object", after[index + 1 :]
    for offset, token in enumerate(after):
        if token.clause != clause:
            return None
        if token.lower in _DESTINATION_WORDS:
            destined = any(
                (later.lower in _DESTINATIONS or _identifier_like(later.lower))
                and later.clause == clause
                for later in after[offset + 1 : offset + 6]
            )
            return found if destined else None
    return None


def generic(
    tokens: Sequence[Token],
    *,
    start: int,
    end: int,
    nouns: AbstractSet[str],
    parts: AbstractSet[str],
) -> bool:
    """Whether a status word is said of a kind in general, not of an action.

    A bare plural kind in the habitual present ("Refunds are issued within 7 days",
    "Credits get processed weekly"), or a status word before one and a verb of any time
    ("Approved credits are issued...", "Only supervisor-approved credits may be issued").
    "The credits are approved", "Both credits were issued" and "Credits for order 4921 are
    issued" are about actions.
    """
    clause = tokens[start].clause
    index = end
    while index < len(tokens) and tokens[index].stem in nouns:
        index += 1
    if (
        index > end
        and index < len(tokens)
        and tokens[index].lower in _GENERIC_VERBS
        and _bare_plural(tokens, index - 1, parts, before=index)
    ):
        return True
    index = start - 1
    while index >= 0 and tokens[index].lower in _ADVERBS:
        index -= 1
    if index < 1 or tokens[index].lower not in _HABITUAL or tokens[index].clause != clause:
        return False
    index -= 1
    while index >= 0 and tokens[index].clause == clause:
        if tokens[index].stem in nouns:
            return _bare_plural(tokens, index, parts, before=start)
        index -= 1
    return False


def _bare_plural(tokens: Sequence[Token], at: int, parts: AbstractSet[str], *, before: int) -> bool:
    """Whether tokens[at] is a plural kind noun, no determiner or name in its clause before."""
    token = tokens[at]
    if not is_plural(token, parts):
        return False
    clause = token.clause
    for other in tokens[:before]:
        if other.clause != clause:
            continue
        lower = other.lower
        if (
            lower in _DETERMINERS
            or lower.endswith("'s")
            or other.kind == "placeholder"
            or named_action(other) is not None
            or any(char.isdigit() for char in lower)
        ):
            return False
    return True


def has_having(tokens: Sequence[Token], start: int) -> bool:
    """Whether a verb of having comes just before a status noun: "received approval"."""
    clause = tokens[start].clause
    for index in range(start - 1, max(-1, start - 4), -1):
        if tokens[index].clause != clause:
            return False
        if tokens[index].lower in _HAVING:
            return True
    return False


_VERB_FIRST_WORDS: Final = frozenset(words[0] for words, entry in LEXICON.items() if not entry.noun)
_NOUN_FIRST_WORDS: Final = frozenset(
    {*(words[0] for words, entry in LEXICON.items() if entry.noun), *STATUS_NOUNS}
)
"""First words of status nouns: they claim with a verb of having or a completion word."""
_NOUN_COMPLEMENTS: Final = _HAVING | _COMPLETIONS

_IRREGULAR_STEMS: Final = {
    **{word: stem(base) for word, base in IRREGULAR_PAST.items()},
    **{word: stem(word) for word in BARE_PARTICIPLES},
}
"""The stem of the verb each irregular past comes from (as `past_stem` reads it), a bare
participle's among them (read as one only after an auxiliary)."""


_NOT: Final = frozenset({"not", "never"})
"""With "did", words before a bare verb that deny it ("did not go through")."""


def may_claim(words: AbstractSet[str], verbs: frozenset[str]) -> bool:
    """A quick test, on the words of a text's sentences (`words_in`), for a possible claim.

    True when a word can make one: a status verb, a status noun with a verb of having to
    claim it ("received approval") or a word of completion ("cancellation confirmed"), or a
    past tense of one of the ledger's kind verbs, alone or closing a compound
    ("supervisor-approved", "re-booked"). Every
    word token of the text's sentences is among `words`, so a text the test passes over
    holds no claim.
    """
    if (
        not words.isdisjoint(_VERB_FIRST_WORDS)
        or not (words.isdisjoint(_NOUN_FIRST_WORDS) or words.isdisjoint(_NOUN_COMPLEMENTS))
        or not words.isdisjoint(DID_NOT)
        or ("did" in words and not words.isdisjoint(_NOT))
    ):
        return True  # a status word, or a bare verb "did" may deny ("didn't go through")
    if not words.isdisjoint(_IRREGULAR_STEMS) and not verbs.isdisjoint(
        _IRREGULAR_STEMS[word] for word in words & _IRREGULAR_STEMS.keys()
    ):
        return True
    ended = [word for word in words if word.endswith("ed")]
    # Stemming the few that are no past tense ("c-8812ed") only adds stems no kind has.
    if not verbs.isdisjoint(map(regular_past_stem, ended)):
        return True
    for word in ended:
        if "-" in word:
            entry, past = compound(word)
            if entry is not None or past in verbs:
                return True
    return False


_NOW: Final = frozenset({"is", "are", "remains", "remain", "still", "now", "currently"})
"""Words just before a status word that make it the present state ("is approved")."""


def said_present(tokens: Sequence[Token], at: int) -> bool:
    """Whether the status word at `at` is said of the present ("is approved", "still approved")."""
    return not _NOW.isdisjoint([token.lower for token in tokens[max(0, at - 2) : at]])
