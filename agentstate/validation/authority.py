"""The authority rule: a summary never claims an approval or an execution the ledger lacks."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from typing import Final, Literal

import attrs

from agentstate.backends.base import ActionStatusRecord
from agentstate.events import EventKind, format_ref
from agentstate.summary import PLACEHOLDER
from agentstate.validation.core import Finding, Severity, ValidationContext
from agentstate.validation.language import (
    Sentence,
    Token,
    kind_words,
    stem,
)
from agentstate.validation.quotes import is_reported, may_be_reported

__all__ = ["CLAIMS", "AuthorityRule", "Claim", "kind_words"]

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
class _Entry:
    claim: Claim
    weak: bool = False
    """Weak words claim only about a subject written just before them in the same clause."""
    noun: bool = False
    """Nouns claim only after a verb of having: "got approval", "received the go-ahead"."""
    settles: bool = False
    """Verbs of settlement claim only with a destination: "applied to the account"."""


_E = _Entry
_LEXICON: Final[dict[tuple[str, ...], _Entry]] = {
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
    ("settled",): _E("executed", weak=True, settles=True),
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

_IRREGULAR_PAST: Final = {
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
_NEAR_CUES: Final = frozenset({
    "will", "would", "should", "shall", "must", "may", "might", "can", "could", "need", "needs",
    "needed", "expected", "expects", "going", "to", "be", "being", "get",
})  # fmt: skip
_AFTER_CUES: Final = frozenset({"pending", "subject", "conditionally", "provisionally"})
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
_LIST_WORDS: Final = frozenset(
    {"and", "or", ",", "&", "the", "a", "an", "both", "action", "actions"}
)
_ACTION_ID = re.compile(r"act_[1-9][0-9]*")
_KIND_PARTS = re.compile(r"[a-z]+")
_SPEAKERS: Final = frozenset({EventKind.USER, EventKind.ASSISTANT, EventKind.SYSTEM})
"""Kinds of message whose words a summary may report (a tool result's are data)."""
_COORDINATORS: Final = frozenset({"and", "or", "nor"})


def _past_stem(token: Token) -> str | None:
    """The stem of the verb a past-tense word comes from ("cancelled" -> "cancel")."""
    if token.lower in _IRREGULAR_PAST:
        return stem(_IRREGULAR_PAST[token.lower])
    if token.kind == "word" and token.lower.endswith("ed") and token.lower.isalpha():
        return token.stem
    return None


def _action_id(token: Token) -> str | None:
    if token.kind == "placeholder":
        match = PLACEHOLDER.fullmatch(token.text)
        return match.group(2) if match and match.group(1) == "action" else None
    if not token.lower.startswith("act_"):
        return None
    return token.lower if _ACTION_ID.fullmatch(token.lower) else None


def _is_status_word(token: Token) -> bool:
    return (token.lower,) in _LEXICON or _past_stem(token) is not None


def _negated(tokens: Sequence[Token], *, start: int, end: int, noun: bool) -> bool:
    """Whether the status words at tokens[start:end] are negated, conditional or hedged.

    A negation reaches across "and" / "or" into a list of status words: "hasn't been
    approved or issued" negates both. "After" and "as soon as" make a condition of a verb in
    the present ("after the credit is approved"), not of one in the past ("after the
    supervisor approved it"). A label answered no ("Credit approved: no") claims nothing.
    """
    clause = tokens[start].clause
    index, distance = start - 1, 0
    while index >= 0 and distance < 6:
        token = tokens[index]
        if token.clause != clause:
            joined = token.lower in _COORDINATORS and index > 0
            if not (joined and _is_status_word(tokens[index - 1])):
                break
            # Past the coordinator and the status word it joins: the words before that one
            # qualify both, at the same distance.
            clause = tokens[index - 1].clause
            index -= 2
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
    clause = tokens[start].clause
    if any(
        token.clause == clause and token.lower in _AFTER_CUES for token in tokens[end : end + 2]
    ):
        return True
    return (
        end + 1 < len(tokens) and tokens[end].lower in _ANSWER_MARKS and _answered_no(tokens, end)
    )


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


_STATUS_NOUNS: Final = {
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
    "about", "for", "of", "on", "regarding", "with", "to", "from", "in", "under", "behind",
})  # fmt: skip
"""Prepositions that make a kind noun part of another subject ("a note about the credit")."""
_DESTINATION_WORDS: Final = frozenset({"to", "on", "onto", "into", "against"})
_DESTINATIONS: Final = frozenset({
    "account", "accounts", "card", "cards", "balance", "statement", "invoice", "bill",
    "wallet", "method",
})  # fmt: skip
_AUXILIARIES: Final = frozenset({
    "is", "are", "was", "were", "has", "have", "had", "been", "be", "being", "got", "now",
    "already", "successfully", "just", "fully", "also", "then", "since", "recently",
    "automatically",
})  # fmt: skip
_NO_SUBJECT: Final = _AUXILIARIES | frozenset({
    "it", "they", "which", "that", "who", "this", "later", "finally", "subsequently",
    "eventually", "immediately", "quickly", "so", "and",
})  # fmt: skip
"""Words before a status word that give it no subject of its own."""
_BACK: Final = frozenset({"it", "them", "both"})
_PASSIVE: Final = frozenset({"is", "are", "was", "were", "be", "been", "being", "got", "get"})
_PREPOSITIONS: Final = frozenset({"on", "to", "for", "off", "with"})
"""Objects that point back to an action named earlier ("the supervisor approved it")."""
_LABEL_MARKS: Final = frozenset({"(", "[", ":", "\u2014", "\u2013", "-"})
_OF_THE: Final = frozenset({"the", "of"})
_ALL: Final = frozenset({"both", "all"})
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
_BEFORE_GENERIC: Final = _HABITUAL | _ADVERBS
"""What stands before a status word said of a kind in general ("Refunds are issued")."""
_GENERIC_VERBS: Final = frozenset({
    "are", "can", "cannot", "may", "might", "must", "should", "shall", "will", "would", "get",
    "appear", "take", "need", "require", "remain", "stay", "go", "show",
})  # fmt: skip
"""Verbs after "approved credits" that make it a statement about any such credit."""


def _compound(lower: str) -> tuple[_Entry | None, str | None]:
    """The (lexicon entry, past stem) a hyphenated word ending in a status word claims.

    "supervisor-approved" claims what "approved" does; "re-booked" what "booked" does; a
    compound with a negation or a hedge ("not-yet-approved", "un-issued") claims nothing.
    """
    *before, last = lower.split("-")
    if not (last.endswith("ed") and last.isalpha()) or not _COMPOUND_BLOCKS.isdisjoint(before):
        return None, None
    entry = _LEXICON.get((last,))
    if entry is not None and (entry.noun or entry.weak or entry.settles):
        entry = None
    return entry, stem(last)


def _completion(tokens: Sequence[Token], at: int, names: frozenset[str]) -> int | None:
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
            or _action_id(token) is not None
            or any(char.isdigit() for char in lower)
        ):
            return None
    return None


def _settles(tokens: Sequence[Token], at: int, ledger: _Ledger) -> bool:
    """Whether a verb of settlement at `at` has its action as subject and a destination.

    "The credit was applied to the account": the word before it (past auxiliaries) names
    the action and heads its subject, and "to" / "on" ... an account, card, balance follows
    in its clause.
    """
    clause = tokens[at].clause
    index = at - 1
    while index >= 0 and tokens[index].lower in _AUXILIARIES:
        index -= 1
    if index < 0 or tokens[index].clause != clause:
        return False
    subject = tokens[index]
    if subject.stem not in ledger.nouns and _action_id(subject) is None:
        return False
    index -= 1
    while index >= 0 and tokens[index].lower in _ARTICLES:
        index -= 1
    if index >= 0 and tokens[index].lower in _ATTACHING:
        return False  # "a note about the credit was posted": the note was
    after = tokens[at + 1 : at + 8]
    if after and after[0].lower == "for":
        return False  # "applied for a credit"
    for offset, token in enumerate(after):
        if token.clause != clause:
            return False
        if token.lower in _DESTINATION_WORDS:
            return any(
                later.lower in _DESTINATIONS and later.clause == clause
                for later in after[offset + 1 : offset + 6]
            )
    return False


def _generic(tokens: Sequence[Token], *, start: int, end: int, ledger: _Ledger) -> bool:
    """Whether a status word is said of a kind in general, not of an action.

    A bare plural kind in the habitual present ("Refunds are issued within 7 days",
    "Credits get processed weekly"), or a status word before one and a verb of any time
    ("Approved credits are issued...", "Only supervisor-approved credits may be issued").
    "The credits are approved", "Both credits were issued" and "Credits for order 4921 are
    issued" are about actions.
    """
    clause = tokens[start].clause
    index = end
    while index < len(tokens) and tokens[index].stem in ledger.nouns:
        index += 1
    if (
        index > end
        and index < len(tokens)
        and tokens[index].lower in _GENERIC_VERBS
        and _bare_plural(tokens, index - 1, ledger, before=index)
    ):
        return True
    index = start - 1
    while index >= 0 and tokens[index].lower in _ADVERBS:
        index -= 1
    if index < 1 or tokens[index].lower not in _HABITUAL or tokens[index].clause != clause:
        return False
    index -= 1
    while index >= 0 and tokens[index].clause == clause:
        if tokens[index].stem in ledger.nouns:
            return _bare_plural(tokens, index, ledger, before=start)
        index -= 1
    return False


def _bare_plural(tokens: Sequence[Token], at: int, ledger: _Ledger, *, before: int) -> bool:
    """Whether tokens[at] is a plural kind noun, no determiner or name in its clause before."""
    token = tokens[at]
    if not _plural(token, ledger):
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
            or _action_id(other) is not None
            or any(char.isdigit() for char in lower)
        ):
            return False
    return True


def _has_having(tokens: Sequence[Token], start: int) -> bool:
    clause = tokens[start].clause
    for index in range(start - 1, max(-1, start - 4), -1):
        if tokens[index].clause != clause:
            return False
        if tokens[index].lower in _HAVING:
            return True
    return False


@attrs.frozen
class _Ledger:
    """The ledger as the rule reads it, built once per validation."""

    actions: dict[str, ActionStatusRecord]
    """Every action's current state, by id, in order of creation."""
    kinds: dict[str, tuple[frozenset[str], frozenset[str]]]
    """The (noun stems, verb stems) of each kind of action (`kind_words`)."""
    verbs: frozenset[str]
    """The verb stems of every kind."""
    ids_by_kind: dict[str, list[str]]
    """The ids of each kind's actions, in order of creation."""
    nouns: frozenset[str]
    """The noun stems of every kind."""
    parts: frozenset[str]
    """The lower-case words of every kind's name ("baggages" of update_reservation_baggages
    is the kind's own word, not a plural)."""

    @classmethod
    def of(cls, actions: dict[str, ActionStatusRecord]) -> _Ledger:
        kinds = {record.kind: kind_words(record.kind) for record in actions.values()}
        ids_by_kind: dict[str, list[str]] = {}
        for action_id, record in actions.items():
            ids_by_kind.setdefault(record.kind, []).append(action_id)
        verbs = frozenset(verb for _, kind_verbs in kinds.values() for verb in kind_verbs)
        return cls(actions, kinds, verbs, ids_by_kind, *_vocabulary(tuple(kinds)))


@lru_cache(maxsize=256)
def _vocabulary(kinds: tuple[str, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """The noun stems of `kinds`, and the lower-case words of their names."""
    nouns = frozenset(noun for kind in kinds for noun in kind_words(kind)[0])
    parts = frozenset(part for kind in kinds for part in _KIND_PARTS.findall(kind.lower()))
    return nouns, parts


_Group = tuple[tuple[str, ...], bool]
"""Actions a claim is about, and whether it claims every one of them ("both credits")."""


@attrs.frozen
class _Claim:
    start: int
    end: int
    targets: tuple[tuple[str, Claim], ...]
    """(action id, what is claimed about it)."""
    groups: tuple[_Group, ...]
    """The claim holds when it holds for one group: for each of its actions, or for one."""
    every: bool
    """Whether a group claims each of its actions."""


@attrs.frozen
class AuthorityRule:
    """No claim that an action is approved, executed, cancelled or rejected beyond the ledger.

    Each sentence is read for status words (any tense or a common paraphrase):

    - approved: "approved", "authorized", "granted", "signed off", "got the go-ahead",
      "received approval", "has the green light", ...;
    - executed: "executed", "issued", "refunded", "paid", "credited", "carried out", "went
      through", "booked", and the past tense of the verb in the action's kind ("updated" for
      an ``update_reservation`` action); weaker words ("processed", "completed", "done")
      count only right after their subject;
    - cancelled: "cancelled", "withdrawn", "called off", ...; rejected: "rejected",
      "denied", "declined", "turned down", ...; revoked: "revoked", "rescinded".

    A status word makes no claim when it is negated, conditional or hedged ("not yet
    approved", "hasn't been issued", "awaiting approval", "needs approval", "to be approved",
    "will be issued once approved", "if approved"), or in a question.

    The action a claim is about is, in order: the action ids or ``{action:ID}`` placeholders
    of its clause (the nearest, with any list joined to it by "and", "or" or commas); the
    actions whose kind the clause names (`kind_words`; when several kinds are named, the
    most specific: "reservation baggages" names update_reservation_baggages, not
    book_reservation); the nearest ids earlier in the sentence; the actions whose kind the
    sentence names. A status word about no action makes no claim.

    A claim is accepted when the ledger's current status makes it true for at least one of
    its actions (`CLAIMS`: approved holds for approved or executed actions, cancelled for
    cancelled or revoked ones; for a word that is both a status and the kind's verb, such
    as "cancelled" of a cancel_order action, either reading), or when the claim was true
    earlier in the action's history
    and the same sentence also claims its current status ("approved, then revoked"). A
    claim about an action id the ledger does not have is rejected. Only the ledger decides:
    no event, tool result or user message can make a claim true.

    Reported speech makes no claim: status words quoted verbatim from a cited user,
    assistant or system message (``The user said: "the credit is approved"``; see
    `agentstate.validation.quotes`) record what was said, not what the ledger holds. Words
    quoted from a tool result still count: tool output is data, never a decision.
    """

    name: str = "authority"
    """The rule's name in findings."""
    severity: Severity = "error"
    """Severity of its findings."""

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report every claim about an action that the ledger's status does not support."""
        summary = context.summary
        if summary is None:
            return
        ledger = _Ledger.of(context.action_statuses())
        for path, item in context.items():
            if not _may_claim(context.words(item.text), ledger.verbs):
                continue  # no word that could make a claim: nothing to read
            said: list[str] | None = None  # read once a claim may be quoted
            for sentence in context.sentences(item.text):
                if sentence.question:
                    continue
                claims = list(self._claims(sentence, ledger))
                if not claims:
                    continue
                kept: list[_Claim] = []
                for claim in claims:
                    start = sentence.tokens[claim.start].start
                    end = sentence.tokens[claim.end - 1].end
                    if may_be_reported(item.text, start=start, end=end):
                        if said is None:
                            said = [
                                context.said(event)
                                for event in context.cited(item.refs)
                                if event.kind in _SPEAKERS
                            ]
                        if is_reported(item.text, start=start, end=end, sources=said):
                            continue
                    kept.append(claim)
                claims = kept
                yield from self._judge(
                    context, sentence, path=f"{path}.text", text=item.text, claims=claims
                )

    def _claims(self, sentence: Sentence, ledger: _Ledger) -> Iterator[_Claim]:
        tokens = sentence.tokens
        actions, kinds = ledger.actions, ledger.kinds
        refs: list[tuple[int, str]] | None = None
        index = 0
        while index < len(tokens):
            lower = tokens[index].lower
            if lower in _FIRST_WORDS:
                entry, length = _lookup(tokens, index)
            elif lower in _OTHER_TRIGGERS or lower.endswith("ed"):
                entry, length = None, 1
            else:
                index += 1  # no status word starts here: the common case
                continue
            past: str | None = None
            done: int | None = None  # the completion word of a status noun, if any
            if lower in _STATUS_NOUNS and not (entry is not None and _has_having(tokens, index)):
                done = _completion(tokens, index, ledger.nouns)
                if done is not None:  # "Cancellation confirmed": read as "cancelled"
                    word = _STATUS_NOUNS[lower]
                    entry, length, past = _LEXICON[(word,)], done + 1 - index, stem(word)
            elif length <= 1 and (lower in _IRREGULAR_PAST or lower.endswith("ed")):
                past = _past_stem(tokens[index])
                if past is None and "-" in lower and entry is None:
                    entry, past = _compound(lower)
            effect = past is not None and past in ledger.verbs
            if entry is None and not effect:
                index += 1
                continue
            if refs is None:  # the names of actions, read once a status word is found
                ids = [(at, _action_id(token)) for at, token in enumerate(tokens)]
                refs = [(at, action_id) for at, action_id in ids if action_id is not None]
            end = index + max(length, 1)
            noun = entry is not None and entry.noun
            if (
                (noun and not _has_having(tokens, index))
                or _negated(tokens, start=index, end=end, noun=noun or done is not None)
                or (done is not None and _negated(tokens, start=done, end=end, noun=False))
                or (entry is not None and entry.settles and not _settles(tokens, index, ledger))
                or (
                    (
                        (end < len(tokens) and tokens[end].stem in ledger.nouns)
                        or (index > 0 and tokens[index - 1].lower in _BEFORE_GENERIC)
                    )
                    and _generic(tokens, start=index, end=end, ledger=ledger)
                )
            ):
                index = end
                continue
            weak = entry is not None and entry.weak
            groups = _subjects(
                tokens,
                start=index,
                end=end,
                refs=refs,
                ledger=ledger,
                weak=weak,
                verb=past if done is not None else None,
            )
            targets: list[tuple[str, Claim]] = []
            for action_ids, _ in groups:
                for action_id in action_ids:
                    record = actions.get(action_id)
                    verbs = kinds[record.kind][1] if record is not None else frozenset()
                    if past is not None and past in verbs:
                        # "The order was cancelled" of a cancel_order action: carried out, or
                        # (if the word is a status too) withdrawn; either reading may be true.
                        targets.append((action_id, "executed"))
                    if entry is not None:
                        targets.append((action_id, entry.claim))
            if targets:
                every = groups[0][1] if len(groups) == 1 else any(each for _, each in groups)
                yield _Claim(index, end, tuple(targets), tuple(groups), every)
            index = end

    def _judge(
        self,
        context: ValidationContext,
        sentence: Sentence,
        *,
        path: str,
        text: str,
        claims: list[_Claim],
    ) -> Iterator[Finding]:
        actions = context.action_statuses()

        def holds(action_id: str, claim: Claim) -> bool:
            record = actions.get(action_id)
            return record is not None and record.status in CLAIMS[claim]

        reported: set[tuple[Claim, tuple[str, ...]]] = set()
        for claim in claims:
            if not claim.every and any(holds(action_id, what) for action_id, what in claim.targets):
                continue  # the common case: true now of one of its actions
            if self._true(context, claim, claims=claims, actions=actions):
                continue
            what = claim.targets[0][1]
            ids = tuple(sorted({action_id for action_id, _ in claim.targets}))
            if (what, ids) in reported:
                continue
            reported.add((what, ids))
            yield self._finding(sentence, claim, path=path, text=text, actions=actions)

    def _true(
        self,
        context: ValidationContext,
        claim: _Claim,
        *,
        claims: list[_Claim],
        actions: dict[str, ActionStatusRecord],
    ) -> bool:
        """Whether a claim holds of one of its groups (of each action, or of one).

        Of an action, a claim holds when it is true now, or was true earlier while the
        sentence also claims the action's current status ("approved, then revoked").
        """

        def holds(action_id: str, what: Claim) -> bool:
            record = actions.get(action_id)
            return record is not None and record.status in CLAIMS[what]

        def true_of(action_id: str) -> bool:
            readings = [what for target, what in claim.targets if target == action_id]
            if any(holds(action_id, what) for what in readings):
                return True
            return any(self._earlier(context, action_id, what) for what in readings) and any(
                holds(other_id, other_what)
                for other in claims
                for other_id, other_what in other.targets
                if other_id == action_id
            )

        return any(
            (all if every else any)(true_of(action_id) for action_id in action_ids)
            for action_ids, every in claim.groups
        )

    def _earlier(self, context: ValidationContext, action_id: str, claim: Claim) -> bool:
        return any(
            record.status in CLAIMS[claim] for record in context.action_history(action_id)[:-1]
        )

    def _finding(
        self,
        sentence: Sentence,
        claim: _Claim,
        *,
        path: str,
        text: str,
        actions: dict[str, ActionStatusRecord],
    ) -> Finding:
        words = text[sentence.tokens[claim.start].start : sentence.tokens[claim.end - 1].end]
        said = sentence.text_in(text)
        said = said if len(said) <= 200 else said[:197] + "..."
        states: list[str] = []
        refs: list[str] = []
        missing: list[str] = []
        for action_id, _ in claim.targets:
            record = actions.get(action_id)
            if record is None:
                missing.append(action_id)
            else:
                states.append(f"{action_id} ({record.kind}) is {record.status}")
                refs.append(format_ref(record.event_seq))
        what = claim.targets[0][1]
        ids = list(dict.fromkeys(action_id for action_id, _ in claim.targets))
        subjects = f"{', '.join(ids)} {'is' if len(ids) == 1 else 'are'} {what}"
        if missing and not states:
            message = f"claims {subjects} ({words!r}), but the ledger has no such action"
            expected = "a claim about an action of the ledger"
        else:
            message = f"claims {subjects} ({words!r}), but the ledger says " + "; ".join(states)
            expected = "a status the ledger supports: " + "; ".join(states)
        return Finding(
            rule=self.name,
            severity=self.severity,
            path=path,
            message=message,
            expected=expected,
            found=said,
            refs=tuple(dict.fromkeys(refs)),
        )


_FIRST_WORDS: Final = frozenset(words[0] for words in _LEXICON)
_VERB_FIRST_WORDS: Final = frozenset(
    words[0] for words, entry in _LEXICON.items() if not entry.noun
)
_NOUN_FIRST_WORDS: Final = frozenset(
    {*(words[0] for words, entry in _LEXICON.items() if entry.noun), *_STATUS_NOUNS}
)
"""First words of status nouns: they claim with a verb of having or a completion word."""
_NOUN_COMPLEMENTS: Final = _HAVING | _COMPLETIONS
_OTHER_TRIGGERS: Final = frozenset({*_STATUS_NOUNS, *_IRREGULAR_PAST})
"""Words outside the lexicon's first words that may start a claim (besides "-ed" words)."""
_IRREGULAR_STEMS: Final = {word: stem(base) for word, base in _IRREGULAR_PAST.items()}
"""The stem of the verb each irregular past comes from (as `_past_stem` reads it)."""


def _may_claim(words: AbstractSet[str], verbs: frozenset[str]) -> bool:
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
    if not verbs.isdisjoint(_IRREGULAR_STEMS[word] for word in words & _IRREGULAR_STEMS.keys()):
        return True
    ended = [word for word in words if word.endswith("ed")]
    # Stemming the few that are no past tense ("c-8812ed") only adds stems no kind has.
    if not verbs.isdisjoint(map(stem, ended)):
        return True
    for word in ended:
        if "-" in word:
            entry, past = _compound(word)
            if entry is not None or past in verbs:
                return True
    return False


def _lookup(tokens: Sequence[Token], index: int) -> tuple[_Entry | None, int]:
    """The lexicon entry starting at `index` (longest first) and its length in tokens."""
    if tokens[index].lower not in _FIRST_WORDS:
        return None, 1
    for length in (2, 1):
        words = tuple(token.lower for token in tokens[index : index + length])
        if len(words) == length and words in _LEXICON:
            return _LEXICON[words], length
    return None, 1


def _group(tokens: Sequence[Token], refs: dict[int, str], *, at: int, step: int) -> _Group:
    """The ids of a list of names around the id at `at` ("act_9, act_10 and act_11").

    A list joined by "and" or commas claims each of its actions; one with "or", any.
    """
    group = [refs[at]]
    every = True
    index = at + step
    while 0 <= index < len(tokens):
        if index in refs:
            group.append(refs[index])
        elif tokens[index].lower not in _LIST_WORDS:
            break
        elif tokens[index].lower == "or":
            every = False
        index += step
    return tuple(group), every and len(group) > 1


def _subjects(
    tokens: Sequence[Token],
    *,
    start: int,
    end: int,
    refs: list[tuple[int, str]],
    ledger: _Ledger,
    weak: bool,
    verb: str | None,
) -> list[_Group]:
    """The actions a status word at tokens[start:end] is about (see `AuthorityRule`).

    `verb` is the stem of the verb a status noun comes from ("cancel" for "cancellation"):
    when nothing else names the action, the actions whose kind has that verb.
    """
    clause = tokens[start].clause
    by_index = dict(refs)
    before = [index for index, _ in refs if index < start and tokens[index].clause == clause]
    # Past the start: a status noun's span may hold its id ("Execution of act_9 is complete").
    after = [index for index, _ in refs if index > start and tokens[index].clause == clause]
    if weak:
        before = [index for index in before if start - index <= 4]
        after = []
    if before:
        return [_group(tokens, by_index, at=max(before), step=-1)]
    if after:
        return [_group(tokens, by_index, at=min(after), step=1)]

    near = {token.stem for token in tokens[max(0, start - 4) : start] if token.clause == clause}
    in_clause = _by_kind(
        [token for token in tokens if token.clause == clause], ledger, near=near if weak else None
    )
    if in_clause or weak:
        return in_clause
    subjectless = _subjectless(tokens, start=start)
    first, last = _reach(
        tokens, start=start, back=subjectless or _points_back(tokens, start=start, end=end)
    )
    earlier = [index for index, _ in refs if first <= index < start]
    if earlier:
        return [_group(tokens, by_index, at=max(earlier), step=-1)]
    if subjectless:
        later = _labelled(tokens, end=end, refs=by_index)
        if later is not None:
            return [_group(tokens, by_index, at=later, step=1)]
    in_reach = _by_kind(tokens[first : last + 1], ledger, near=None)
    if in_reach or verb is None:
        return in_reach
    ids = tuple(
        action_id
        for kind, action_ids in ledger.ids_by_kind.items()
        if verb in ledger.kinds[kind][1]
        for action_id in action_ids
    )
    return [(ids, False)] if ids else []


def _by_kind(
    span: Sequence[Token], ledger: _Ledger, *, near: AbstractSet[str] | None
) -> list[_Group]:
    """The actions whose kind `span` names, the most specific kinds first, one group a kind.

    A kind named in the plural or after "both" / "all" ("both credits") claims each of its
    actions; in the singular ("the credit"), any one. With `near` (a weak word), a kind
    counts only if one of its nouns is among those stems.
    """
    kinds = ledger.kinds
    stems = {token.stem for token in span}

    def named(kind: str) -> bool:
        nouns = kinds[kind][0]
        if not nouns or not nouns <= stems:
            return False
        return near is None or bool(nouns & near)

    matched = [kind for kind in ledger.ids_by_kind if named(kind)]
    if not matched:
        return []
    nouns = {kinds[kind][0] for kind in matched}
    # The most specific kinds win: "update reservation baggages" is not a book_reservation.
    return [
        (tuple(ledger.ids_by_kind[kind]), _every(span, kinds[kind], ledger))
        for kind in matched
        if not any(kinds[kind][0] < other for other in nouns)
    ]


def _every(
    span: Sequence[Token], words: tuple[frozenset[str], frozenset[str]], ledger: _Ledger
) -> bool:
    """Whether `span` names a kind (by its noun and verb stems) in the plural or after "all".

    "Both credits", "all the update reservation flights" ("both" counts as "all").
    """
    nouns, verbs = words
    for index, token in enumerate(span):
        if token.stem not in nouns:
            continue
        if _plural(token, ledger):
            return True
        before = index - 1
        while before >= 0 and (
            span[before].lower in _OF_THE
            or span[before].stem in nouns
            or span[before].stem in verbs
        ):
            before -= 1
        if before >= 0 and span[before].lower in _ALL:
            return True
    return False


def _plural(token: Token, ledger: _Ledger) -> bool:
    """Whether a word naming a kind is a plural ("credits"), not the kind's own word."""
    lower = token.lower
    return (
        lower.endswith("s")
        and not lower.endswith(_NOT_PLURAL)
        and lower not in ledger.parts
        and stem(lower[:-1]) == token.stem
    )


def _subjectless(tokens: Sequence[Token], *, start: int) -> bool:
    """Whether a status word's clause has no subject before it ("and approved by ...").

    Before it in its clause only auxiliaries, adverbs and pronouns that point back.
    """
    clause = tokens[start].clause
    return all(token.lower in _NO_SUBJECT for token in tokens[:start] if token.clause == clause)


def _points_back(tokens: Sequence[Token], *, start: int, end: int) -> bool:
    """Whether an active status verb has no object but one named earlier.

    "The credit was proposed, and the supervisor signed off (on it)": nothing after the
    verb in its clause but a pronoun; "and the photos were approved" is passive and has
    its own subject, "and the warehouse approved the photos" its own object.
    """
    clause = tokens[start].clause
    if start == 0 or tokens[start - 1].clause != clause or tokens[start - 1].lower in _PASSIVE:
        return False
    rest = [token for token in tokens[end : end + 3] if token.clause == clause]
    if rest and rest[0].lower in _PREPOSITIONS:
        rest = rest[1:]
    return not rest or rest[0].lower in _BACK


def _labelled(tokens: Sequence[Token], *, end: int, refs: dict[int, str]) -> int | None:
    """The id a label names just after a mark: "Status: approved (act_10)"."""
    clause = tokens[end - 1].clause
    marked = False
    for index in range(end, min(len(tokens), end + 8)):
        token = tokens[index]
        if index in refs:
            return index if marked else None
        if token.clause == clause:
            continue
        if token.lower not in _LABEL_MARKS:
            return None
        marked = True
    return None


def _reach(tokens: Sequence[Token], *, start: int, back: bool) -> tuple[int, int]:
    """The first and last index of the words a status word may take its action from.

    Clauses joined to its own by marks ("Approved: the credit", "The credit (approved by
    the supervisor) is ready"); across "and", "but" or "while" only backwards and only when
    its own clause names no other subject or object (`_subjectless`, `_points_back`: "The
    credit was reviewed and approved"). "The photos were approved, and the credit is
    pending" says nothing of the credit's approval.
    """
    first = start
    while first > 0:
        token = tokens[first - 1]
        if token.kind == "word" and token.clause % 2 == 1 and not back:
            break
        first -= 1
    last = start
    while last + 1 < len(tokens):
        token = tokens[last + 1]
        if token.kind == "word" and token.clause % 2 == 1:
            break
        last += 1
    return first, last
