"""Approvals a summary says were given that the result of the act says are still awaited.

A workflow's request is carried out by a call that only submits it for another person's
decision: the result says so (``"status": "awaiting_manager_approval", "approver": "Lena
Vossberg"``). The ledger's approval is the user's yes to the call; "Lena Vossberg has
already approved it" tells of the other one, which the result says is awaited, and so does
the past of the verb of what the result awaits, with its doer ("confirmed by the kitchen" of
a result awaiting "kitchen confirmation", "countersigned by" of one awaiting a
countersignature, "transferred to B-12 by the warden" of a `request_room_transfer` awaiting
the warden: the act its kind asks for). Read on a sentence whose approval word (in the past,
not a noun; not negated, conditional or hedged) has in its clause (or, with no subject of
its own, in the clause it is joined to by "and": "sent to the review board and approved") a
word that names whom the approval is awaited from (`ActionResults.awaiting_approval`) or
the id the act made ("EQ-20931 approved", of the request a result made and says awaits a
manager), and no action id: "act_23 approved" is of the ledger's approval. An approval
word may be two ("signed off"), and the name set between commas after its doer names whom
too ("approved by the locum, Dr. Orsolya Brannock, this morning"); the act a result awaits is
the party's too when told in the perfect with the party as its subject ("the Ellery studio
has confirmed the date").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from agentstate._json import leaves
from agentstate.events import format_ref
from agentstate.validation._action_results import ActionResults
from agentstate.validation._claim_reach import joined_on, reach, subjectless
from agentstate.validation._language import STOPWORDS, Sentence, Token
from agentstate.validation._lexicon import AWAITED, DETERMINERS, NOUN_SUFFIXES, WAITING
from agentstate.validation._status_cues import negated
from agentstate.validation._status_words import LEXICON, named_action, past_stem
from agentstate.validation.core import ValidationContext

__all__ = ["DOERS_SAID", "approval_end", "approvals_awaited"]

_PAIR: Final = 2
_APPROVING: Final = frozenset(
    words[0]
    for words, entry in LEXICON.items()
    if entry.claim == "approved" and len(words) == 1 and not entry.noun
)
"""The single words that say an approval was given ("approved", "signed-off", "okayed")."""
_APPROVING_PAIRS: Final = frozenset(
    words
    for words, entry in LEXICON.items()
    if entry.claim == "approved" and len(words) == _PAIR and not entry.noun
)
"""The two words that say an approval was given ("signed off")."""
_PERFECT: Final = frozenset({"has", "have", "had"})
"""Auxiliaries of the perfect: a party's act after one is told as done ("has confirmed")."""
DOERS_SAID: Final = _PERFECT | {"by"}
"""Words of a text that may tell an awaited act with its doer ("confirmed by the kitchen",
"the kitchen has confirmed"): a text with none and no status word claims nothing."""
_SHORTEST: Final = 5
"""The fewest letters of a verb read as the act a result awaits ("confirm" of a result
awaiting "kitchen confirmation", "countersign" of one awaiting a "countersignature")."""


_ACT_NOUN_ENDINGS: Final = (*NOUN_SUFFIXES, "ure", "al")
"""Endings of the noun of an act ("confirmation", "countersignature", "approval")."""


def _with_doer(tokens: Sequence[Token], index: int, bys: Sequence[int]) -> bool:
    """Whether a "by" (of those at `bys`) follows the word at `index` in its clause.

    "confirmed by the kitchen", "transferred from A-2 to B-12 by the warden": past the act's
    details, up to `_DOER_REACH` words on.
    """
    clause = tokens[index].clause
    return any(index < at < index + _DOER_REACH and tokens[at].clause == clause for at in bys)


_DOER_REACH: Final = 8
"""How many words after an act its doer's "by" may come."""


def _awaited_words(
    context: ValidationContext, results: ActionResults
) -> tuple[frozenset[str], frozenset[str]]:
    """The words of what the results await, and the things the waiting acts' kinds ask for.

    A call named `request_room_transfer` whose result awaits the warden asks for a transfer
    (its kind's words after its verb): "transferred to B-12 by the warden" tells the
    decision it awaits. A result's own words name it only as a noun of the act
    ("confirmation"): "held by the bank" of a result "on_hold" tells the state it is in.
    """
    waiting = results.awaiting_approval()
    statuses = context.action_statuses()
    kinds = {statuses[action_id].kind for action_id in waiting if action_id in statuses}
    asked_for = frozenset(word for kind in kinds for word in kind.lower().split("_")[1:])
    return frozenset().union(*waiting.values()), asked_for


def _unpossessed(word: str) -> str:
    """A word without its possessive ending: "kitchen's" names the kitchen."""
    return word[:-2] if word.endswith("'s") else word  # a token's `lower` writes "\u2019" as "'"


def _apposition(tokens: Sequence[Token], index: int) -> set[str]:
    """The words of a name set after the doer of the approval at `index`, between commas.

    "approved by the locum, Dr. Orsolya Brannock, this morning": the doer's name.
    """
    clause = tokens[index].clause
    doer = any(token.lower == "by" for token in tokens[index + 1 :] if token.clause == clause)
    after = next((at for at in range(index + 1, len(tokens)) if tokens[at].clause != clause), None)
    if not doer or after is None or tokens[after].text != ",":
        return set()
    named = [token for token in tokens[after + 1 :] if token.clause == tokens[after].clause + 1]
    if not named or not all(token.text[:1].isupper() for token in named):
        return set()  # only a name: "by the vet, so she can board" names no one
    return {token.lower for token in named}


def _approving_pair(tokens: Sequence[Token], index: int) -> bool:
    """Whether the word at `index` and the next say an approval ("signed off")."""
    following = tokens[index + 1].lower if index + 1 < len(tokens) else ""
    return (tokens[index].lower, following) in _APPROVING_PAIRS


def approval_end(tokens: Sequence[Token], index: int) -> int:
    """The end of the approval words at `index`: past "off" of "signed off", else one on."""
    return index + (_PAIR if _approving_pair(tokens, index) else 1)


def approvals_awaited(
    context: ValidationContext, sentence: Sentence, results: ActionResults
) -> list[tuple[int, dict[str, str]]]:
    """Each approval word of `sentence` said of an approval a result says is awaited.

    With the position of the word, the executed actions whose result waits for the party
    its clause names, each with the ref of that result.
    """
    tokens = sentence.tokens
    last = len(tokens) - 1
    bys = [at for at, token in enumerate(tokens) if token.lower == "by"]
    doers = (  # "Ellery has confirmed the date": a party's act in the perfect
        [
            index
            for index, token in enumerate(tokens)
            if index > 0 and tokens[index - 1].lower in _PERFECT and past_stem(token) is not None
        ]
        if not _PERFECT.isdisjoint(token.lower for token in tokens) and results.awaiting_approval()
        else []
    )
    candidates = [
        index
        for index, token in enumerate(tokens)
        if token.lower in _APPROVING
        or _approving_pair(tokens, index)
        or (bys and _with_doer(tokens, index, bys))
        or index in doers
    ]
    if not candidates:
        return []  # no approval word, and no act with its doer: the common case
    awaited_words: tuple[frozenset[str], frozenset[str]] | None = None  # read if needed
    at: list[int] = []
    for index in candidates:
        token = tokens[index]
        if index > 0 and tokens[index - 1].lower in DETERMINERS:
            continue  # "adding an authorized contact": an adjective, no approval given
        if token.lower not in _APPROVING and not _approving_pair(tokens, index):  # "confirmed by"
            verb = past_stem(token)
            if verb is None or len(verb) < _SHORTEST:
                continue
            if awaited_words is None:
                awaited_words = _awaited_words(context, results)
            said_awaited, asked_for = awaited_words
            if (
                not any(
                    word.startswith(verb) and word.endswith(_ACT_NOUN_ENDINGS)
                    for word in said_awaited | asked_for
                )
                and verb not in asked_for
            ):
                continue  # "countersigned" of a result awaiting a countersignature
        if not any(named_action(other) for other in tokens if other.clause == token.clause):
            at.append(index)
    if not at:
        return []  # no approval word, or one said of a ledger action by its id
    waiting = results.awaiting_approval()
    if not waiting:
        return []
    statuses = context.action_statuses()
    found: list[tuple[int, dict[str, str]]] = []
    for index in at:
        if negated(tokens, start=index, end=index + 1, noun=False):
            continue
        clause = tokens[index].clause
        own = {_unpossessed(token.lower) for token in tokens if token.clause == clause}
        own -= STOPWORDS | AWAITED | WAITING | _APPROVING | {tokens[index].lower}
        said = set(own) | _apposition(tokens, index)
        if index in doers and not (bys and _with_doer(tokens, index, bys)):
            # the party is the act's subject: the words before it in its clause name it
            said = {_unpossessed(t.lower) for t in tokens[:index] if t.clause == clause} & own
        if subjectless(tokens, start=index) and joined_on(tokens, index):
            # "CR-14 was sent to the review board and approved": with no subject of its
            # own, the clause it is joined to names who approved
            first = reach(tokens, start=index, back=True)[0]
            said |= {_unpossessed(token.lower) for token in tokens[first:index]} - STOPWORDS
        ids = {f"i:{word}" for word in own if any(char.isdigit() for char in word)}
        awaited = {
            action_id: format_ref(min(results.seqs()[action_id]))
            for action_id, party in waiting.items()
            if statuses[action_id].status == "executed"
            and (not said.isdisjoint(party) or (ids and results.first_made(action_id, ids)))
        }
        if awaited and index < last:
            phrase = f"{tokens[index].lower} {tokens[index + 1].lower}"
            awaited = {
                action_id: ref
                for action_id, ref in awaited.items()
                if not _result_says(results, action_id, phrase)
            }
        if awaited:
            found.append((index, awaited))
    return found


def _result_says(results: ActionResults, action_id: str, phrase: str) -> bool:
    """Whether the result of `action_id` says `phrase` in a text of its own.

    "Her approved plan stays in force" of a result saying "the approved plan stays in force
    meanwhile" repeats the result's words: the approval is of what stood before, not the
    decision the result awaits. A condition of the result's ("due 3/8 if approved by 3/5")
    says no approval.
    """
    return any(
        isinstance(leaf, str) and _unconditional(" ".join(leaf.lower().split()), phrase)
        for content in results.contents().get(action_id, ())
        for leaf in leaves(content)
    )


def _unconditional(text: str, phrase: str) -> bool:
    """Whether `text` says `phrase` other than as a condition ("due 3/8 if approved by 3/5")."""
    at = text.find(phrase)
    while at >= 0:
        if (at == 0 or text[at - 1] == " ") and not text[:at].endswith(_CONDITIONS):
            return True
        at = text.find(phrase, at + 1)
    return False


_CONDITIONS: Final = ("if ", "unless ", "once ", "when ", "until ")
"""Words before an approval's words that make a condition of it, not a fact."""
