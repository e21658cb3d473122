"""The authority rule: a summary never claims an approval or an execution the ledger lacks."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from collections.abc import Set as AbstractSet
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

# Words that make a status word assert nothing: negations and conditions anywhere earlier in
# the clause, modals and infinitives just before it, hedges just after it.
_CLAUSE_CUES: Final = frozenset({
    "not", "no", "never", "nor", "neither", "none", "nobody", "nothing", "without", "cannot",
    "until", "unless", "if",
    "once", "when", "whenever", "whether", "before", "upon", "tentatively", "provisionally",
    "conditionally", "likely", "unlikely", "possibly", "perhaps", "maybe", "probably", "hope",
    "hopes", "hoping",
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
_HAVING: Final = frozenset({
    "got", "gets", "received", "receives", "obtained", "obtains", "secured", "secures", "has",
    "have", "had", "given", "gave", "won", "granted",
})  # fmt: skip
_LIST_WORDS: Final = frozenset(
    {"and", "or", ",", "&", "the", "a", "an", "both", "action", "actions"}
)
_ACTION_ID = re.compile(r"act_[1-9][0-9]*")
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


def _negated(tokens: Sequence[Token], *, start: int, end: int, entry: _Entry | None) -> bool:
    """Whether the status words at tokens[start:end] are negated, conditional or hedged.

    A negation reaches across "and" / "or" into a list of status words: "hasn't been
    approved or issued" negates both.
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
        if token.lower.endswith("n't") or token.lower in _CLAUSE_CUES:
            return True
        if distance <= 3 and token.lower in _NEAR_CUES:
            return True
        if entry is not None and entry.noun and distance <= 4 and token.lower in _NOUN_CUES:
            return True
        index -= 1
    clause = tokens[start].clause
    return any(
        token.clause == clause and token.lower in _AFTER_CUES for token in tokens[end : end + 2]
    )


def _has_having_verb(tokens: Sequence[Token], start: int) -> bool:
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

    @classmethod
    def of(cls, actions: dict[str, ActionStatusRecord]) -> _Ledger:
        kinds = {record.kind: kind_words(record.kind) for record in actions.values()}
        ids_by_kind: dict[str, list[str]] = {}
        for action_id, record in actions.items():
            ids_by_kind.setdefault(record.kind, []).append(action_id)
        verbs = frozenset(verb for _, kind_verbs in kinds.values() for verb in kind_verbs)
        return cls(actions, kinds, verbs, ids_by_kind)


@attrs.frozen
class _Claim:
    start: int
    end: int
    targets: tuple[tuple[str, Claim], ...]
    """(action id, what is claimed about it)."""


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
            entry, length = _lookup(tokens, index) if lower in _FIRST_WORDS else (None, 1)
            past = (
                _past_stem(tokens[index])
                if length <= 1 and (lower in _IRREGULAR_PAST or lower.endswith("ed"))
                else None
            )
            effect = past is not None and past in ledger.verbs
            if entry is None and not effect:
                index += 1
                continue
            if refs is None:  # the names of actions, read once a status word is found
                ids = [(at, _action_id(token)) for at, token in enumerate(tokens)]
                refs = [(at, action_id) for at, action_id in ids if action_id is not None]
            span = max(length, 1)
            end = index + span
            if _negated(tokens, start=index, end=end, entry=entry) or (
                entry is not None and entry.noun and not _has_having_verb(tokens, index)
            ):
                index = end
                continue
            weak = entry is not None and entry.weak
            subjects = _subjects(tokens, start=index, end=end, refs=refs, ledger=ledger, weak=weak)
            targets: list[tuple[str, Claim]] = []
            for action_id in subjects:
                record = actions.get(action_id)
                verbs = kinds[record.kind][1] if record is not None else frozenset()
                if past is not None and past in verbs:
                    # "The order was cancelled" of a cancel_order action: carried out, or
                    # (if the word is a status too) withdrawn; either reading may be true.
                    targets.append((action_id, "executed"))
                if entry is not None:
                    targets.append((action_id, entry.claim))
            if targets:
                yield _Claim(index, end, tuple(targets))
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
            if any(holds(action_id, what) for action_id, what in claim.targets):
                continue
            if any(
                self._earlier(context, action_id, what)
                and any(
                    holds(other_id, other_what)
                    for other in claims
                    for other_id, other_what in other.targets
                    if other_id == action_id
                )
                for action_id, what in claim.targets
            ):
                continue
            what = claim.targets[0][1]
            ids = tuple(sorted({action_id for action_id, _ in claim.targets}))
            if (what, ids) in reported:
                continue
            reported.add((what, ids))
            yield self._finding(sentence, claim, path=path, text=text, actions=actions)

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
_NOUN_FIRST_WORDS: Final = frozenset(words[0] for words, entry in _LEXICON.items() if entry.noun)
_IRREGULAR_STEMS: Final = {word: stem(base) for word, base in _IRREGULAR_PAST.items()}
"""The stem of the verb each irregular past comes from (as `_past_stem` reads it)."""


def _may_claim(words: AbstractSet[str], verbs: frozenset[str]) -> bool:
    """A quick test, on the words of a text's sentences (`words_in`), for a possible claim.

    True when a word can make one: a status verb, a status noun with a verb of having to
    claim it ("received approval"), or a past tense of one of the ledger's kind verbs. Every
    word token of the text's sentences is among `words`, so a text the test passes over
    holds no claim.
    """
    if not words.isdisjoint(_VERB_FIRST_WORDS) or not (
        words.isdisjoint(_NOUN_FIRST_WORDS) or words.isdisjoint(_HAVING)
    ):
        return True
    if not verbs.isdisjoint(_IRREGULAR_STEMS[word] for word in words & _IRREGULAR_STEMS.keys()):
        return True
    return not verbs.isdisjoint(
        map(stem, [word for word in words if word.endswith("ed") and word.isalpha()])
    )


def _lookup(tokens: Sequence[Token], index: int) -> tuple[_Entry | None, int]:
    """The lexicon entry starting at `index` (longest first) and its length in tokens."""
    if tokens[index].lower not in _FIRST_WORDS:
        return None, 1
    for length in (2, 1):
        words = tuple(token.lower for token in tokens[index : index + length])
        if len(words) == length and words in _LEXICON:
            return _LEXICON[words], length
    return None, 1


def _group(tokens: Sequence[Token], refs: dict[int, str], *, at: int, step: int) -> list[str]:
    """The ids of a list of names around the id at `at` ("act_9, act_10 and act_11")."""
    group = [refs[at]]
    index = at + step
    while 0 <= index < len(tokens):
        if index in refs:
            group.append(refs[index])
        elif tokens[index].lower not in _LIST_WORDS:
            break
        index += step
    return group


def _subjects(
    tokens: Sequence[Token],
    *,
    start: int,
    end: int,
    refs: list[tuple[int, str]],
    ledger: _Ledger,
    weak: bool,
) -> list[str]:
    """The actions a status word at tokens[start:end] is about (see `AuthorityRule`)."""
    actions, kinds = ledger.actions, ledger.kinds
    clause = tokens[start].clause
    by_index = dict(refs)
    before = [index for index, _ in refs if index < start and tokens[index].clause == clause]
    after = [index for index, _ in refs if index >= end and tokens[index].clause == clause]
    if weak:
        before = [index for index in before if start - index <= 4]
        after = []
    if before:
        return _group(tokens, by_index, at=max(before), step=-1)
    if after:
        return _group(tokens, by_index, at=min(after), step=1)

    clause_stems = {token.stem for token in tokens if token.clause == clause}
    near = {token.stem for token in tokens[max(0, start - 4) : start] if token.clause == clause}

    def named(stems: set[str], kind: str) -> bool:
        nouns = kinds[kind][0]
        if not nouns or not nouns <= stems:
            return False
        return not weak or bool(nouns & near)

    def by_kind(stems: set[str]) -> list[str]:
        matched = [kind for kind in ledger.ids_by_kind if named(stems, kind)]
        nouns = {kinds[kind][0] for kind in matched}
        # The most specific kinds win: "update reservation baggages" is not a book_reservation.
        chosen = {kind for kind in matched if not any(kinds[kind][0] < other for other in nouns)}
        return [action_id for action_id, record in actions.items() if record.kind in chosen]

    in_clause = by_kind(clause_stems)
    if in_clause or weak:
        return in_clause
    earlier = [index for index, _ in refs if index < start]
    if earlier:
        return _group(tokens, by_index, at=max(earlier), step=-1)
    return by_kind({token.stem for token in tokens})
