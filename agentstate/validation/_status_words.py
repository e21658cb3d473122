"""The words of status claims: what a sentence may claim about an action, and in which words.

`LEXICON` holds the status words and phrases and what each claims (`StatusWord`); `CLAIMS`,
the ledger statuses that make each claim true. `lookup` finds an entry of the lexicon in a
sentence, `past_stem` the verb of a past tense ("cancelled": "cancel"), `named_action` the
action id a token names. Whether a status word found so asserts anything is read by
`agentstate.validation._status_reading`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import Final, Literal

import attrs

from agentstate.summary import PLACEHOLDER
from agentstate.validation._language import VERB_STEMS, Token, stem
from agentstate.validation._lexicon import (
    DETERMINERS,
    IRREGULAR_PAST,
    NUMBER_WORDS,
    VERB_PARTICLES,
)

__all__ = [
    "APPROVAL_WORDS",
    "AUXILIARIES",
    "BARE_DENIALS",
    "BARE_PARTICIPLES",
    "CLAIMS",
    "COMPOUND_HEADS",
    "DID_NOT",
    "FIRST_WORDS",
    "IRREGULAR_PAST",
    "LEXICON",
    "OTHER_TRIGGERS",
    "PARTICIPLES",
    "STATUS_NOUNS",
    "Claim",
    "StatusWord",
    "is_plural",
    "lookup",
    "lookup_denied",
    "named_action",
    "bare_participle",
    "has_object",
    "past_perfect",
    "past_stem",
    "regular_past_stem",
]

Claim = Literal[
    "approved",
    "executed",
    "cancelled",
    "rejected",
    "revoked",
    "dropped",
    "failed",
    "pending",
    "outstanding",
]
"""What a sentence may claim about an action."""

CLAIMS: Final[dict[Claim, frozenset[str]]] = {
    "approved": frozenset({"approved", "executed"}),
    "executed": frozenset({"executed"}),
    "cancelled": frozenset({"cancelled", "revoked"}),
    "rejected": frozenset({"rejected"}),
    "revoked": frozenset({"revoked"}),
    "dropped": frozenset({"cancelled", "revoked", "rejected"}),
    "failed": frozenset({"failed"}),
    "pending": frozenset({"pending", "approved"}),
    "outstanding": frozenset({"pending", "approved", "rejected", "cancelled", "revoked", "failed"}),
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
    intransitive: bool = False
    """Words that claim only with no object after them: "the fix worked", not "worked 43
    hours" or "worked the late shift" (`has_object`)."""


_E = StatusWord
LEXICON: Final[dict[tuple[str, ...], StatusWord]] = {
    # approved
    ("approved",): _E("approved"), ("authorized",): _E("approved"),
    ("authorised",): _E("approved"), ("sanctioned",): _E("approved"),
    ("okayed",): _E("approved"), ("ok'd",): _E("approved"), ("greenlit",): _E("approved"),
    ("green-lit",): _E("approved"), ("granted",): _E("approved"),
    ("endorsed",): _E("approved"), ("countersigned",): _E("approved"),
    ("accepted",): _E("approved", weak=True),
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
    ("placed",): _E("executed", weak=True),
    ("went", "through"): _E("executed"), ("gone", "through"): _E("executed"),
    ("went", "out"): _E("executed", weak=True), ("gone", "out"): _E("executed", weak=True),
    ("put", "through"): _E("executed"), ("effected",): _E("executed"),
    ("performed",): _E("executed", weak=True), ("completed",): _E("executed", weak=True),
    ("processed",): _E("executed", weak=True), ("finalized",): _E("executed", weak=True),
    ("succeeded",): _E("executed", weak=True),
    ("worked",): _E("executed", weak=True, intransitive=True),
    ("finalised",): _E("executed", weak=True), ("done",): _E("executed", weak=True),
    ("applied",): _E("executed", weak=True, settles=True),
    ("posted",): _E("executed", weak=True, settles=True),
    ("settled",): _E("executed", weak=True, headed=True),
    ("complete",): _E("executed", weak=True, headed=True),
    ("successful",): _E("executed", weak=True, headed=True),
    ("finished",): _E("executed", weak=True, headed=True),
    ("scheduled",): _E("executed", weak=True, headed=True),
    ("set", "up"): _E("executed", weak=True),
    ("deposited",): _E("executed", weak=True, settles=True),
    # cancelled
    ("cancelled",): _E("cancelled"), ("canceled",): _E("cancelled"),
    ("withdrawn",): _E("cancelled"), ("withdrew",): _E("cancelled"),
    ("retracted",): _E("cancelled"), ("voided",): _E("cancelled"),
    # dropped: no longer going ahead, whether withdrawn or refused
    ("dropped",): _E("dropped", weak=True), ("abandoned",): _E("dropped", weak=True),
    ("called", "off"): _E("dropped"),
    # rejected
    ("rejected",): _E("rejected"), ("denied",): _E("rejected"), ("declined",): _E("rejected"),
    ("refused",): _E("rejected"), ("turned", "down"): _E("rejected"),
    ("vetoed",): _E("rejected"),
    # revoked
    ("revoked",): _E("revoked"), ("rescinded",): _E("revoked"),
    # failed: said of what was carried out, as a weak word ("the credit to ACC-1002 failed")
    ("failed",): _E("failed", weak=True), ("errored",): _E("failed", weak=True),
    ("unsuccessful",): _E("failed", weak=True, headed=True),
    # pending: not carried out yet, said right after its action ("the credit is pending")
    ("pending",): _E("pending", weak=True, headed=True),
}  # fmt: skip

STATUS_NOUNS: Final = {
    "cancellation": "cancelled", "cancelation": "cancelled", "issuance": "issued",
    "execution": "executed", "approval": "approved", "authorization": "approved",
    "authorisation": "approved",
}  # fmt: skip
"""Nouns of a status, and the word they claim when a completion word follows them."""
FIRST_WORDS: Final = frozenset(words[0] for words in LEXICON)
"""The first words of the lexicon's entries: an entry starts only at one of them."""
BARE_PARTICIPLES: Final = frozenset({"set"})
"""Verbs whose participle is their bare form, read as one only right after an auxiliary of
the passive or the perfect ("the safe place was set"): alone, the word is the imperative
("Set up autopay for her")."""
_PARTICIPLE_AUXILIARIES: Final = frozenset(
    {"is", "are", "was", "were", "been", "has", "have", "had", "got"}
)
PARTICIPLES: Final = frozenset({*IRREGULAR_PAST, *BARE_PARTICIPLES})
"""Past forms that are no "-ed" words: a status word's past may be one of them."""
OTHER_TRIGGERS: Final = frozenset({*STATUS_NOUNS, *PARTICIPLES})
"""Words outside the lexicon's first words that may start a claim (besides "-ed" words)."""

AUXILIARIES: Final = frozenset({
    "is", "are", "was", "were", "has", "have", "had", "been", "be", "being", "got", "now",
    "already", "successfully", "just", "fully", "also", "then", "since", "recently",
    "automatically",
})  # fmt: skip
"""Auxiliaries and adverbs that may stand between an action and a status word said of it
("the credit has already been issued")."""
COMPOUND_HEADS: Final = frozenset({
    "card", "cards", "limit", "limits", "score", "union", "bureau", "rating", "history",
    "policy", "policies", "method", "methods", "window", "number", "numbers", "id", "ids",
    "code", "codes", "reference", "details", "fee", "fees", "terms", "page", "portal", "link",
    "team", "department", "desk", "system", "gateway",
})  # fmt: skip
"""Nouns that a kind's noun before them modifies, together naming something else: "credit
card", "refund policy", "reservation number" (unless the noun is itself a kind's)."""
_ACTION_ID = re.compile(r"act_[1-9][0-9]*")
_NOT_PLURAL: Final = ("ss", "us", "is")


def lookup(tokens: Sequence[Token], index: int) -> tuple[StatusWord | None, int]:
    """The lexicon entry starting at `index` (longest first) and its length in tokens."""
    lower = tokens[index].lower
    if lower not in FIRST_WORDS:
        return None, 1
    if index + 1 < len(tokens):
        found = LEXICON.get((lower, tokens[index + 1].lower))
        if found is not None:
            return found, 2
    found = LEXICON.get((lower,))
    return (found, 1) if found is not None else (None, 1)


def lookup_denied(tokens: Sequence[Token], index: int) -> tuple[StatusWord | None, int]:
    """The lexicon entry a bare verb denied with "did" stands for, and its length in tokens.

    "The move didn't go through", "the refund did not process": after "did not" the verb
    is bare, and its past ("went through", "processed") is the entry. None unless "did"
    negates it.
    """
    if index == 0 or not _did_not(tokens, index):
        return None, 1
    lower = tokens[index].lower
    following = tokens[index + 1].lower if index + 1 < len(tokens) else None
    for past in (*_PASTS_OF.get(lower, ()), f"{lower}ed", f"{lower}d"):
        if following is not None and (found := LEXICON.get((past, following))) is not None:
            return found, 2
        if (found := LEXICON.get((past,))) is not None:
            return found, 1
    return None, 1


def _did_not(tokens: Sequence[Token], index: int) -> bool:
    """Whether "didn't" or "did not" stands right before the word at `index`."""
    before = tokens[index - 1].lower
    if before in DID_NOT:
        return True
    return before in ("not", "never") and index >= 2 and tokens[index - 2].lower == "did"


DID_NOT: Final = frozenset({"didn't", "didnt"})
"""The words of "did" and its negation in one ("didn't go through")."""
BARE_DENIALS: Final = frozenset({*DID_NOT, "not", "never"})
"""Words right before a bare verb "did" may deny (a quick test before `lookup_denied`)."""
_PASTS_OF: Final = {
    bare: tuple(past for past, of in IRREGULAR_PAST.items() if of == bare)
    for bare in frozenset(IRREGULAR_PAST.values())
}
"""The irregular pasts of each bare verb ("go": "gone", "went")."""


def past_stem(token: Token, *, participle: bool = False) -> str | None:
    """The stem of the verb a past-tense word comes from ("cancelled" -> "cancel").

    A bare participle (`BARE_PARTICIPLES`) is one only where the caller read it as one
    (`participle`: `bare_participle`).
    """
    lower = token.lower
    if lower in BARE_PARTICIPLES:
        return stem(lower) if participle else None
    if lower in IRREGULAR_PAST:
        return stem(IRREGULAR_PAST[lower])
    if token.kind == "word" and lower.endswith("ed") and lower.isalpha():
        return regular_past_stem(lower)
    return None


def bare_participle(tokens: Sequence[Token], index: int) -> bool:
    """Whether the bare form at `index` ("set") is a participle, not an instruction.

    It is after an auxiliary of the passive or the perfect ("the safe place was set"), or
    with no object after it, its particle aside ("autopay: set up, first draw 10/3"); "Set
    up autopay" is an instruction.
    """
    if index and tokens[index - 1].lower in _PARTICIPLE_AUXILIARIES:
        return True
    after = index + 1
    if after < len(tokens) and tokens[after].lower in VERB_PARTICLES:
        after += 1
    return after == len(tokens) or tokens[after].kind == "mark"


def has_object(tokens: Sequence[Token], index: int) -> bool:
    """Whether the verb at `index` takes an object: a number or a determiner right after it.

    "Worked 43 hours", "worked the late shift": the verb "work", not a success.
    """
    after = index + 1
    if after >= len(tokens) or tokens[after].clause != tokens[index].clause:
        return False
    word = tokens[after].lower
    return word[:1].isdigit() or word in DETERMINERS or word in NUMBER_WORDS


def past_perfect(tokens: Sequence[Token], index: int) -> bool:
    """Whether the participle at `index` is past perfect ("had approved", "had been approved")."""
    before = [token.lower for token in tokens[max(0, index - 2) : index]]
    return before[-1:] == ["had"] or before == ["had", "been"]


def regular_past_stem(lower: str) -> str:
    """The verb stem of a lower-case word ending in "ed" ("booked" -> "book").

    A doubled consonant before "ed" is the verb's own when the verb ends so ("added" ->
    "add", a verb of `VERB_STEMS`), else the past tense's ("shipped" -> "ship").
    """
    if len(lower) > 4 and lower[-3] == lower[-4] and lower[-3] not in "aeiouls":
        own = stem(lower[:-2])
        if own in VERB_STEMS:
            return own
    return stem(lower)


def named_action(token: Token) -> str | None:
    """The action id a token names: ``act_9`` or ``{action:act_9}``."""
    if token.kind == "placeholder":
        match = PLACEHOLDER.fullmatch(token.text)
        return match.group(2) if match and match.group(1) == "action" else None
    if not token.lower.startswith("act_"):
        return None
    return token.lower if _ACTION_ID.fullmatch(token.lower) else None


def is_plural(token: Token, parts: AbstractSet[str]) -> bool:
    """Whether a word naming a kind is a plural ("credits"), not the kind's own word."""
    lower = token.lower
    return (
        lower.endswith("s")
        and not lower.endswith(_NOT_PLURAL)
        and lower not in parts
        and stem(lower[:-1]) == token.stem
    )


APPROVAL_WORDS: Final = frozenset(
    words[0] for words, entry in LEXICON.items() if entry.claim == "approved" and len(words) == 1
) - {"ok", "okay"}
"""Words that say an action is approved ("approved", "authorized", "okayed"; not the "ok" of
everyday speech): a status only the ledger grants."""
