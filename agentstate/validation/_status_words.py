"""The words of status claims: what a sentence may claim about an action, and when it does not.

The authority rule (`agentstate.validation._authority`) reads each sentence for a status word
(`LEXICON`, the past tense of a kind's verb, a compound such as "supervisor-approved", a status
noun with a word of completion such as "cancellation confirmed") and asks this module whether
the word asserts anything: `negated` (a negation, condition, intent or hedge; a label answered
no), `settlement` (a verb of settlement needs its action and a destination), `headed` (a word
of completion needs its action right before it), `generic` (a statement about a kind in
general). `may_claim` is the quick test of a whole text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import Final, Literal

import attrs

from agentstate.summary import PLACEHOLDER
from agentstate.validation._language import Token, stem

__all__ = [
    "AUXILIARIES",
    "BEFORE_GENERIC",
    "CLAIMS",
    "COMPOUND_HEADS",
    "FIRST_WORDS",
    "IRREGULAR_PAST",
    "LEXICON",
    "OTHER_TRIGGERS",
    "STATUS_NOUNS",
    "Claim",
    "StatusWord",
    "named_action",
    "completion",
    "compound",
    "generic",
    "has_having",
    "headed",
    "is_plural",
    "lookup",
    "may_claim",
    "negated",
    "past_stem",
    "settlement",
]

Claim = Literal["approved", "executed", "cancelled", "rejected", "revoked"]
"""What a sentence may claim about an action."""

CLAIMS: Final[dict[Claim, frozenset[str]]] = {
    "approved": frozenset({"approved", "executed"}),
    "executed": frozenset({"executed"}),
    "cancelled": frozenset({"cancelled", "revoked"}),
    "rejected": frozenset({"rejected"}),
    "revoked": frozenset({"revoked"}),
}
"""For each claim, the ledger statuses that make it true."""


@attrs.frozen
class StatusWord:
    """What a word or phrase of the lexicon claims, and what it needs to claim it."""

    claim: Claim
    """What the word claims."""
    weak: bool = False
    """Weak words claim only about a subject written just before them in the same clause."""
    noun: bool = False
    """Nouns claim only after a verb of having: "got approval", "received the go-ahead"."""
    settles: bool = False
    """Verbs of settlement claim only of their action and with a destination: "the credit
    was applied to the account", "the agent applied the credit to the account"."""
    headed: bool = False
    """Words of completion claim only right after their action: "the refund is complete"."""


_E = StatusWord
LEXICON: Final[dict[tuple[str, ...], StatusWord]] = {
    # approved
    ("approved",): _E("approved"), ("authorized",): _E("approved"),
    ("authorised",): _E("approved"), ("sanctioned",): _E("approved"),
    ("okayed",): _E("approved"), ("ok'd",): _E("approved"), ("greenlit",): _E("approved"),
    ("green-lit",): _E("approved"), ("granted",): _E("approved"),
    ("endorsed",): _E("approved"), ("countersigned",): _E("approved"),
    ("signed", "off"): _E("approved"), ("signed-off",): _E("approved"),
    ("approval",): _E("approved", noun=True), ("authorization",): _E("approved", noun=True),
    ("authorisation",): _E("approved", noun=True), ("sign-off",): _E("approved", noun=True),
    ("signoff",): _E("approved", noun=True), ("go-ahead",): _E("approved", noun=True),
    ("green", "light"): _E("approved", noun=True), ("ok",): _E("approved", noun=True),
    ("okay",): _E("approved", noun=True), ("clearance",): _E("approved", noun=True),
    # executed
    ("executed",): _E("executed"), ("carried", "out"): _E("executed"),
    ("issued",): _E("executed"), ("refunded",): _E("executed"),
    ("reimbursed",): _E("executed"), ("credited",): _E("executed"), ("paid",): _E("executed"),
    ("paid", "out"): _E("executed"), ("disbursed",): _E("executed"),
    ("fulfilled",): _E("executed"), ("booked",): _E("executed"),
    ("went", "through"): _E("executed"), ("gone", "through"): _E("executed"),
    ("put", "through"): _E("executed"), ("effected",): _E("executed"),
    ("performed",): _E("executed", weak=True), ("completed",): _E("executed", weak=True),
    ("processed",): _E("executed", weak=True), ("finalized",): _E("executed", weak=True),
    ("finalised",): _E("executed", weak=True), ("done",): _E("executed", weak=True),
    ("applied",): _E("executed", weak=True, settles=True),
    ("posted",): _E("executed", weak=True, settles=True),
    ("settled",): _E("executed", weak=True, headed=True),
    ("complete",): _E("executed", weak=True, headed=True),
    ("successful",): _E("executed", weak=True, headed=True),
    ("finished",): _E("executed", weak=True, headed=True),
    ("deposited",): _E("executed", weak=True, settles=True),
    # cancelled
    ("cancelled",): _E("cancelled"), ("canceled",): _E("cancelled"),
    ("withdrawn",): _E("cancelled"), ("withdrew",): _E("cancelled"),
    ("called", "off"): _E("cancelled"), ("retracted",): _E("cancelled"),
    ("voided",): _E("cancelled"), ("dropped",): _E("cancelled", weak=True),
    ("abandoned",): _E("cancelled", weak=True),
    # rejected
    ("rejected",): _E("rejected"), ("denied",): _E("rejected"), ("declined",): _E("rejected"),
    ("refused",): _E("rejected"), ("turned", "down"): _E("rejected"),
    ("vetoed",): _E("rejected"),
    # revoked
    ("revoked",): _E("revoked"), ("rescinded",): _E("revoked"),
}  # fmt: skip

IRREGULAR_PAST: Final = {
    "paid": "pay", "sent": "send", "made": "make", "done": "do", "gone": "go", "went": "go",
    "sold": "sell", "put": "put", "given": "give", "gave": "give", "bought": "buy",
}  # fmt: skip

# Words that make a status word assert nothing: negations, conditions and intents anywhere
# earlier in the clause, modals and infinitives just before it, hedges just after it.
_CLAUSE_CUES: Final = frozenset({
    "not", "no", "never", "nor", "neither", "none", "nobody", "nothing", "without", "cannot",
    "until", "unless", "if",
    "once", "when", "whenever", "whether", "before", "upon", "tentatively", "provisionally",
    "conditionally", "likely", "unlikely", "possibly", "perhaps", "maybe", "probably", "hope",
    "hopes", "hoping",
    "ensure", "ensures", "ensuring", "verify", "verifying", "confirm", "confirming", "sure",
    "want", "wants", "wanted", "wanting", "wish", "wishes",
})  # fmt: skip
_GOVERNING: Final = frozenset({
    "ensure", "ensures", "ensuring", "verify", "verifying", "confirm", "confirming", "sure",
    "want", "wants", "wish", "wishes", "hope", "hopes", "hoping", "if", "unless", "whether",
})  # fmt: skip
"""Cues of intent and condition that reach the whole of their clause, however long ("ensure
that any payment or refund for order 4921 is processed"); other cues reach six words."""
_NEAR_CUES: Final = frozenset({
    "will", "would", "should", "shall", "must", "may", "might", "can", "could", "need", "needs",
    "needed", "expected", "expects", "going", "to", "be", "being", "get",
})  # fmt: skip
_AFTER_CUES: Final = frozenset({"pending", "subject", "conditionally", "provisionally"})
_TELLING: Final = frozenset({
    "tell", "telling", "say", "saying", "inform", "informing", "mention", "mentioning",
    "promise", "promising", "notify", "notifying", "assure", "assuring", "imply", "implying",
    "suggest", "suggesting",
})  # fmt: skip
"""Verbs of telling: after a refusal of them ("do not tell the customer the credit is
approved"), what would be told is no claim."""
_REFUSING: Final = frozenset({"not", "never", "avoid", "avoiding", "refrain", "stop", "without"})
_PRESUPPOSING: Final = frozenset({"why", "how", "when", "where", "who"})
"""Words after which what is told is taken as true: "did not say why it was approved"."""
_NOUN_CUES: Final = frozenset({
    "awaiting", "await", "awaits", "waiting", "pending", "need", "needs", "needed", "require",
    "requires", "required", "requested", "request", "requests", "requesting", "ask", "asks",
    "asked", "asking", "seek", "seeks", "seeking", "sought", "for", "submitted", "outstanding",
})  # fmt: skip
_TEMPORAL_CUES: Final = frozenset({"after", "soon"})
""""after" / "as soon as": a condition when the verb after them is present ("is approved")."""
_PRESENT: Final = frozenset({"is", "are", "am", "has", "have", "gets", "get", "be"})
_IMPERATIVES: Final = frozenset({"check", "double-check"})
"""Intent verbs that are also nouns: a cue only as the clause's first word ("Check the...")."""
_CUES_IN_CONTEXT: Final = _TEMPORAL_CUES | _IMPERATIVES
_ANSWER_MARKS: Final = frozenset({":", "\u2014", "\u2013", "-"})
_NO_ANSWERS: Final = frozenset({
    "no", "not", "none", "false", "pending", "never", "nope", "tbd", "unknown", "x",
})  # fmt: skip
"""Answers to a status written as a label ("Credit approved: no") that deny it."""
_HAVING: Final = frozenset({
    "got", "gets", "received", "receives", "obtained", "obtains", "secured", "secures", "has",
    "have", "had", "given", "gave", "won", "granted",
})  # fmt: skip
_ACTION_ID = re.compile(r"act_[1-9][0-9]*")
_COORDINATORS: Final = frozenset({"and", "or", "nor"})


def past_stem(token: Token) -> str | None:
    """The stem of the verb a past-tense word comes from ("cancelled" -> "cancel")."""
    if token.lower in IRREGULAR_PAST:
        return stem(IRREGULAR_PAST[token.lower])
    if token.kind == "word" and token.lower.endswith("ed") and token.lower.isalpha():
        return token.stem
    return None


def named_action(token: Token) -> str | None:
    """The action id a token names: ``act_9`` or ``{action:act_9}``."""
    if token.kind == "placeholder":
        match = PLACEHOLDER.fullmatch(token.text)
        return match.group(2) if match and match.group(1) == "action" else None
    if not token.lower.startswith("act_"):
        return None
    return token.lower if _ACTION_ID.fullmatch(token.lower) else None


def _is_status_word(token: Token) -> bool:
    return (token.lower,) in LEXICON or past_stem(token) is not None


def negated(tokens: Sequence[Token], *, start: int, end: int, noun: bool) -> bool:
    """Whether the status words at tokens[start:end] are negated, conditional or hedged.

    A negation reaches across "and" / "or" and across commas into a list of status words:
    "hasn't been approved or issued" and "has not been approved, issued, or refunded" negate
    each of them. "After" and "as soon as" make a condition of a verb in
    the present ("after the credit is approved"), not of one in the past ("after the
    supervisor approved it"). A label answered no ("Credit approved: no") claims nothing, and
    neither does what a refused telling would say ("do not tell the customer it is approved").
    Cues reach six words back; an intent or a condition (`_GOVERNING`), its whole clause.
    """
    clause = tokens[start].clause
    index, distance = start - 1, 0
    element = start  # the first token of the list's element being read back from
    while index >= 0 and distance < 6:
        token = tokens[index]
        if token.clause != clause:
            before = _list_separator(tokens, index, adjacent=index == element - 1)
            if before is None:
                break
            # Past the separator and the status word it joins: the words before that one
            # qualify both, at the same distance.
            clause, element = tokens[before].clause, before
            index = before - 1
            continue
        distance += 1
        lower = token.lower
        if lower.endswith("n't") or lower in _CLAUSE_CUES:
            return True
        if distance <= 3 and lower in _NEAR_CUES:
            return True
        if noun and distance <= 4 and lower in _NOUN_CUES:
            return True
        if lower in _CUES_IN_CONTEXT and _cue_in_context(tokens, index, start=start):
            return True
        index -= 1
    while index >= 0 and tokens[index].clause == clause:  # past the window: its clause
        if tokens[index].lower in _GOVERNING:
            return True
        index -= 1
    clause = tokens[start].clause
    if any(
        token.clause == clause and token.lower in _AFTER_CUES for token in tokens[end : end + 2]
    ):
        return True
    if _told_not(tokens, start):
        return True
    return (
        end + 1 < len(tokens) and tokens[end].lower in _ANSWER_MARKS and _answered_no(tokens, end)
    )


def _told_not(tokens: Sequence[Token], start: int) -> bool:
    """Whether the status word at `start` is what a refused telling would say, in its clause.

    "Do not tell the customer the credit is approved", "Avoid telling them it was issued":
    a verb of telling (`_TELLING`) earlier in the clause, refused by one of the two words
    before it (`_REFUSING`, or a "-n't"), unless what it tells is taken as true ("did not
    say why the credit was approved").
    """
    clause = tokens[start].clause
    for index in range(start - 1, -1, -1):
        if tokens[index].clause != clause:
            return False
        if tokens[index].lower in _TELLING:
            if any(token.lower in _PRESUPPOSING for token in tokens[index + 1 : start]):
                return False  # "did not say why the credit was approved": it was
            before = tokens[max(0, index - 2) : index]
            return any(token.lower in _REFUSING or token.lower.endswith("n't") for token in before)
    return False


def _list_separator(tokens: Sequence[Token], index: int, *, adjacent: bool) -> int | None:
    """The index of the status word before a list separator ending at `index`, if any.

    A separator is "and" / "or" / "nor", or a comma right before a list's next element,
    maybe followed by one of those (", or"); a comma elsewhere ends the reading.
    """
    at = index
    if tokens[at].lower in _COORDINATORS:
        at -= 1
        if at >= 0 and tokens[at].text == "," and not adjacent:
            return None
    if at >= 0 and tokens[at].text == ",":
        if not adjacent:
            return None
        at -= 1
    elif at == index:
        return None
    if at >= 0 and _is_status_word(tokens[at]):
        return at
    return None


def _cue_in_context(tokens: Sequence[Token], index: int, *, start: int) -> bool:
    """Whether "after", "as soon as" or "check" at `index` makes the status at `start` no claim.

    "After" and "as soon as" make a condition of a verb in the present ("after the credit is
    approved"), not of one in the past ("after the supervisor approved it"); "check" is an
    instruction as the first word of its clause ("Check the credit was issued"), not as a noun.
    """
    lower = tokens[index].lower
    if lower in _IMPERATIVES:
        return index == 0 or tokens[index - 1].clause != tokens[index].clause
    if lower == "soon" and (index == 0 or tokens[index - 1].lower != "as"):
        return False
    return any(between.lower in _PRESENT for between in tokens[index + 1 : start])


def _answered_no(tokens: Sequence[Token], end: int) -> bool:
    """Whether the label ending at `end` is answered no: "Credit approved: no"."""
    if tokens[end + 1].lower not in _NO_ANSWERS:
        return False
    rest = tokens[end + 2 : end + 3]
    return not rest or rest[0].kind == "mark" or rest[0].lower == "yet"


STATUS_NOUNS: Final = {
    "cancellation": "cancelled", "cancelation": "cancelled", "issuance": "issued",
    "execution": "executed", "approval": "approved", "authorization": "approved",
    "authorisation": "approved",
}  # fmt: skip
"""Nouns of a status, and the word they claim when a completion word follows them."""
_COMPLETIONS: Final = frozenset({
    "complete", "completed", "confirmed", "done", "finalized", "finalised", "finished",
    "successful", "processed",
})  # fmt: skip
_COMPLETION_GAP: Final = frozenset({
    "is", "was", "has", "been", "now", "fully", "successfully", "already", "of", "the", "a",
    "an", "for", ":", "(", ")", "\u2014", "\u2013", "-",
})  # fmt: skip
"""What may stand between a status noun and its completion word, besides names of actions."""
_REQUESTERS: Final = frozenset({"user", "customer", "client", "caller", "passenger"})
_COMPOUND_BLOCKS: Final = frozenset({
    "un", "non", "half", "semi", "partially", "partly", "yet", "pending", "awaiting",
}) | _CLAUSE_CUES | _NEAR_CUES  # fmt: skip
"""Words in a compound that leave its status word unclaimed ("not-yet-approved")."""
_ARTICLES: Final = frozenset({"the", "a", "an", "this", "that"})
_ATTACHING: Final = frozenset({
    "about", "for", "of", "on", "regarding", "concerning", "over", "with", "to", "from", "in",
    "under", "behind",
})  # fmt: skip
"""Prepositions that make a kind noun part of another subject ("a note about the credit")."""
COMPOUND_HEADS: Final = frozenset({
    "card", "cards", "limit", "limits", "score", "union", "bureau", "rating", "history",
    "policy", "policies", "method", "methods", "window", "number", "numbers", "id", "ids",
    "code", "codes", "reference", "details", "fee", "fees", "terms", "page", "portal", "link",
    "team", "department", "desk", "system", "gateway",
})  # fmt: skip
"""Nouns that a kind's noun before them modifies, together naming something else: "credit
card", "refund policy", "reservation number" (unless the noun is itself a kind's)."""
_DESTINATION_WORDS: Final = frozenset({"to", "on", "onto", "into", "against"})
_OBJECT_ENDS: Final = _DESTINATION_WORDS | frozenset({"of", "for"})
"""What may follow the action a verb of settlement takes as object ("the credit of $20 to")."""
_DESTINATIONS: Final = frozenset({
    "account", "accounts", "card", "cards", "balance", "statement", "invoice", "bill",
    "wallet", "method",
})  # fmt: skip
AUXILIARIES: Final = frozenset({
    "is", "are", "was", "were", "has", "have", "had", "been", "be", "being", "got", "now",
    "already", "successfully", "just", "fully", "also", "then", "since", "recently",
    "automatically",
})  # fmt: skip
_NOT_PLURAL: Final = ("ss", "us", "is")
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
            if after and after[0].lower == "by" and any(t.lower in _REQUESTERS for t in after):
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


def headed(tokens: Sequence[Token], at: int, nouns: AbstractSet[str]) -> bool:
    """Whether the word at `at` is said of an action that heads its subject.

    The word before it, past auxiliaries and in its clause, names the action (a kind's noun
    or an id): "the credit is complete", "act_9 was settled". Not when that name hangs on
    another noun ("a note about the credit is complete"), and not of another noun ("the
    credit form is complete").
    """
    clause = tokens[at].clause
    index = at - 1
    while index >= 0 and tokens[index].lower in AUXILIARIES:
        index -= 1
    if index < 0 or tokens[index].clause != clause:
        return False
    subject = tokens[index]
    if subject.stem not in nouns and named_action(subject) is None:
        return False
    index -= 1
    while index >= 0 and tokens[index].lower in _ARTICLES:
        index -= 1
    return index < 0 or tokens[index].lower not in _ATTACHING


def settlement(
    tokens: Sequence[Token], at: int, nouns: AbstractSet[str]
) -> Literal["subject", "object"] | None:
    """How a verb of settlement at `at` names its action, if it claims a settlement at all.

    "subject": "The credit was applied to the account", the action heads the verb's subject
    (`headed`). "object": "The agent applied the credit to the account", the action is the
    verb's object, right after it but for an article or a possessive. Either way "to" /
    "on" ... an account, card or balance follows in the clause; "applied for a credit",
    "applied the credit note to the account" and a settlement with no destination claim
    nothing.
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
                later.lower in _DESTINATIONS and later.clause == clause
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


FIRST_WORDS: Final = frozenset(words[0] for words in LEXICON)
_VERB_FIRST_WORDS: Final = frozenset(words[0] for words, entry in LEXICON.items() if not entry.noun)
_NOUN_FIRST_WORDS: Final = frozenset(
    {*(words[0] for words, entry in LEXICON.items() if entry.noun), *STATUS_NOUNS}
)
"""First words of status nouns: they claim with a verb of having or a completion word."""
_NOUN_COMPLEMENTS: Final = _HAVING | _COMPLETIONS
OTHER_TRIGGERS: Final = frozenset({*STATUS_NOUNS, *IRREGULAR_PAST})
"""Words outside the lexicon's first words that may start a claim (besides "-ed" words)."""
_IRREGULAR_STEMS: Final = {word: stem(base) for word, base in IRREGULAR_PAST.items()}
"""The stem of the verb each irregular past comes from (as `past_stem` reads it)."""


def may_claim(words: AbstractSet[str], verbs: frozenset[str]) -> bool:
    """A quick test, on the words of a text's sentences (`words_in`), for a possible claim.

    True when a word can make one: a status verb, a status noun with a verb of having to
    claim it ("received approval") or a word of completion ("cancellation confirmed"), or a
    past tense of one of the ledger's kind verbs, alone or closing a compound
    ("supervisor-approved", "re-booked"). Every
    word token of the text's sentences is among `words`, so a text the test passes over
    holds no claim.
    """
    if not words.isdisjoint(_VERB_FIRST_WORDS) or not (
        words.isdisjoint(_NOUN_FIRST_WORDS) or words.isdisjoint(_NOUN_COMPLEMENTS)
    ):
        return True
    if not words.isdisjoint(_IRREGULAR_STEMS) and not verbs.isdisjoint(
        _IRREGULAR_STEMS[word] for word in words & _IRREGULAR_STEMS.keys()
    ):
        return True
    ended = [word for word in words if word.endswith("ed")]
    # Stemming the few that are no past tense ("c-8812ed") only adds stems no kind has.
    if not verbs.isdisjoint(map(stem, ended)):
        return True
    for word in ended:
        if "-" in word:
            entry, past = compound(word)
            if entry is not None or past in verbs:
                return True
    return False


def lookup(tokens: Sequence[Token], index: int) -> tuple[StatusWord | None, int]:
    """The lexicon entry starting at `index` (longest first) and its length in tokens."""
    if tokens[index].lower not in FIRST_WORDS:
        return None, 1
    for length in (2, 1):
        words = tuple(token.lower for token in tokens[index : index + length])
        if len(words) == length and words in LEXICON:
            return LEXICON[words], length
    return None, 1


def is_plural(token: Token, parts: AbstractSet[str]) -> bool:
    """Whether a word naming a kind is a plural ("credits"), not the kind's own word."""
    lower = token.lower
    return (
        lower.endswith("s")
        and not lower.endswith(_NOT_PLURAL)
        and lower not in parts
        and stem(lower[:-1]) == token.stem
    )
