"""The authority rule: a summary never claims an approval or an execution the ledger lacks."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from functools import lru_cache
from typing import Final

import attrs

from agentstate.backends.base import ActionStatusRecord
from agentstate.errors import InvalidInput
from agentstate.events import EventKind, format_ref
from agentstate.validation._language import (
    VERB_STEMS,
    Sentence,
    Token,
    kind_words,
    stem,
)
from agentstate.validation._quotes import is_reported, may_be_reported
from agentstate.validation._status_words import (
    AUXILIARIES,
    BEFORE_GENERIC,
    CLAIMS,
    COMPOUND_HEADS,
    FIRST_WORDS,
    IRREGULAR_PAST,
    LEXICON,
    OTHER_TRIGGERS,
    STATUS_NOUNS,
    Claim,
    completion,
    compound,
    generic,
    has_having,
    headed,
    is_plural,
    lookup,
    may_claim,
    named_action,
    negated,
    past_stem,
    settlement,
)
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["CLAIMS", "AuthorityRule", "Claim", "KindWords", "kind_words"]

_LIST_WORDS: Final = frozenset(
    {"and", "or", ",", "&", "the", "a", "an", "both", "action", "actions"}
)
_KIND_PARTS = re.compile(r"[a-z]+")
_SPEAKERS: Final = frozenset({EventKind.USER, EventKind.ASSISTANT, EventKind.SYSTEM})
"""Kinds of message whose words a summary may report (a tool result's are data)."""

_NO_SUBJECT: Final = AUXILIARIES | frozenset({
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


def _phrases(values: Iterable[str]) -> tuple[str, ...]:
    if isinstance(values, str):
        values = (values,)
    if not isinstance(values, Iterable):
        msg = f"kind words are a sequence of words, not {values!r}"
        raise InvalidInput(msg)
    phrases = tuple(values)
    for phrase in phrases:
        if not isinstance(phrase, str) or not _KIND_PARTS.findall(phrase.lower()):
            msg = f"kind words must be words, not {phrase!r}"
            raise InvalidInput(msg)
    return phrases


def _verbs(values: Iterable[str]) -> tuple[str, ...]:
    verbs = _phrases(values)
    for verb in verbs:
        if len(_KIND_PARTS.findall(verb.lower())) != 1:
            msg = f"a kind's verb is one word, not {verb!r}"
            raise InvalidInput(msg)
    return verbs


@attrs.frozen
class KindWords:
    """Words a domain adds to those of an action kind's name (`kind_words`).

    For τ-bench's ``update_reservation_flights``, ``KindWords(names=("cabin",),
    verbs=("downgrade", "upgrade"))`` makes "Your reservations have been downgraded" and
    "The cabin was upgraded" claims that it was carried out; for ``book_reservation``,
    ``KindWords(objects=("flight",))`` makes "Your flight has been booked" one.
    """

    names: tuple[str, ...] = attrs.field(default=(), converter=_phrases)
    """Phrases that name the kind as well as its own nouns do ("cabin", "checked bag"):
    each names it when all its words are in the clause. Words that are verbs of kinds
    ("booking") name nothing: they would name the kind wherever the verb is said."""
    verbs: tuple[str, ...] = attrs.field(default=(), converter=_verbs)
    """Verbs, one word each, whose past tense says an action of the kind was carried out
    ("downgrade")."""
    objects: tuple[str, ...] = attrs.field(default=(), converter=_phrases)
    """Phrases that name the kind only with one of its own verbs: "flight" for
    book_reservation names it in "Your flight has been booked", not in "The flight was
    cancelled" (airlines cancel flights too)."""


def _kind_words_table(
    words: Mapping[str, KindWords] | Iterable[tuple[str, KindWords]],
) -> tuple[tuple[str, KindWords], ...]:
    items = list(words.items() if isinstance(words, Mapping) else words)
    for item in items:
        kind, value = item if isinstance(item, tuple) and len(item) == 2 else (item, None)
        if not isinstance(kind, str) or not isinstance(value, KindWords):
            msg = f"kind_words maps an action kind to KindWords, not {kind!r} to {value!r}"
            raise InvalidInput(msg)
    table = tuple(sorted(items, key=lambda item: item[0]))
    if len({kind for kind, _ in table}) < len(table):
        msg = "kind_words names a kind more than once"
        raise InvalidInput(msg)
    return table


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
    names: dict[str, tuple[frozenset[str], ...]]
    """The noun stems that name each kind: its own first, then a domain's (`KindWords`)."""
    objects: dict[str, tuple[frozenset[str], ...]]
    """The noun stems that name each kind only with one of its verbs (`KindWords.objects`)."""

    @classmethod
    def of(
        cls,
        actions: dict[str, ActionStatusRecord],
        words: tuple[tuple[str, KindWords], ...] = (),
    ) -> _Ledger:
        ids_by_kind: dict[str, list[str]] = {}
        for action_id, record in actions.items():
            ids = ids_by_kind.get(record.kind)
            if ids is None:
                ids_by_kind[record.kind] = [action_id]
            else:
                ids.append(action_id)
        kinds, names, objects, verbs, nouns, parts = _vocabulary(tuple(ids_by_kind), words)
        return cls(actions, kinds, verbs, ids_by_kind, nouns, parts, names, objects)


def _name_stems(name: str) -> frozenset[str]:
    """The noun stems of a `KindWords` name.

    A verb's stem ("booking") would name its kind wherever the verb is said ("booked"), so
    it names nothing.
    """
    return frozenset(
        stemmed
        for part in _KIND_PARTS.findall(name.lower())
        if (stemmed := stem(part)) not in VERB_STEMS
    )


_Vocabulary = tuple[
    dict[str, tuple[frozenset[str], frozenset[str]]],
    dict[str, tuple[frozenset[str], ...]],
    dict[str, tuple[frozenset[str], ...]],
    frozenset[str],
    frozenset[str],
    frozenset[str],
]


@lru_cache(maxsize=256)
def _vocabulary(kinds: tuple[str, ...], words: tuple[tuple[str, KindWords], ...]) -> _Vocabulary:
    """What the rule reads of `kinds`: words of each, and of all.

    Each kind's (noun stems, verb stems), the sets of noun stems that name it, and those
    that name it only with its verbs; the verb and noun stems of all `kinds`, and the
    lower-case words of their names. A domain's `KindWords` add names and verbs: a kind's
    nouns are then those of all its names.
    """
    extra = dict(words)
    table: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    names: dict[str, tuple[frozenset[str], ...]] = {}
    objects: dict[str, tuple[frozenset[str], ...]] = {}
    for kind in kinds:
        own, verbs = kind_words(kind)
        more = extra.get(kind, KindWords())
        named = (own, *(_name_stems(name) for name in more.names))
        names[kind] = tuple(dict.fromkeys(name for name in named if name))
        objects[kind] = tuple(
            dict.fromkeys(name for name in map(_name_stems, more.objects) if name)
        )
        table[kind] = (
            frozenset().union(*names[kind]),
            verbs | {stem(verb.lower()) for verb in more.verbs},
        )
    verb_stems = frozenset(verb for _, verbs in table.values() for verb in verbs)
    noun_stems = frozenset(noun for nouns, _ in table.values() for noun in nouns)
    parts = frozenset(part for kind in kinds for part in _KIND_PARTS.findall(kind.lower()))
    return table, names, objects, verb_stems, noun_stems, parts


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
      count only right after their subject, and words of completion ("complete",
      "successful", "finished", "settled") only right after the action itself ("Refund
      complete", "the credit is settled"; not "the credit form is complete");
    - cancelled: "cancelled", "withdrawn", "called off", ...; rejected: "rejected",
      "denied", "declined", "turned down", ...; revoked: "revoked", "rescinded".

    Also: a compound ending in a status word ("supervisor-approved"), a status noun with a
    word of completion ("Cancellation confirmed", "Credit issuance complete"), and a verb of
    settlement with its action as subject or object and a destination ("the credit was
    applied to the account", "the agent posted the credit to the card"); see
    `agentstate.validation._status_words`.

    A status word makes no claim when it is negated, conditional, an intent or hedged ("not
    yet approved", "hasn't been issued", "awaiting approval", "needs approval", "to be
    approved", "will be issued once approved", "if approved", "after it is approved",
    "ensure it is issued"), in a label answered no ("Credit approved: no"), said of a kind in
    general ("Refunds are issued within 7 days"), or in a question.

    The action a claim is about is, in order: the action ids or ``{action:ID}`` placeholders
    of its clause (the nearest, with any list joined to it by "and", "or" or commas); the
    actions whose kind the clause names (`kind_words`; when several kinds are named, the
    most specific: "reservation baggages" names update_reservation_baggages, not
    book_reservation; a kind's noun modifying another noun names nothing: "credit card",
    `COMPOUND_HEADS`); then, in the clauses the status word reaches (joined to its own by
    marks, or across "and" / "but" backwards when its clause has no subject or object of its
    own: "The credit was reviewed and approved", not "The photos were approved, and the
    credit is pending"; a passive word with a subject of its own, forwards only through a
    label's mark: not "The photos were declined, so the credit is pending"), the nearest ids
    before it, the id a label names after a mark
    ("Status: approved (act_10)"), the actions whose kind is named; last, for a status noun,
    the actions whose kind has its verb ("cancellation": cancel_reservation). A status word
    about no action makes no claim.

    A claim is accepted when the ledger's current status makes it true for at least one of
    its actions, or for each of them when it names them in the plural, after "both" / "all",
    or as ids joined by "and" (`CLAIMS`: approved holds for approved or executed actions,
    cancelled for cancelled or revoked ones; for a word that is both a status and the kind's
    verb, such as "cancelled" of a cancel_order action, either reading), or when the claim
    was true earlier in the action's history and the same sentence also claims its current
    status ("approved, then revoked"). A claim about an action id the ledger does not have
    is rejected. Only the ledger decides: no event, tool result or user message can make a
    claim true.

    Reported speech makes no claim: status words quoted verbatim from a cited user,
    assistant or system message (``The user said: "the credit is approved"``; see
    `agentstate.validation._quotes`) record what was said, not what the ledger holds. Words
    quoted from a tool result still count: tool output is data, never a decision.
    """

    name: str = "authority"
    """The rule's name in findings."""
    severity: Severity = "error"
    """Severity of its findings."""
    kind_words: tuple[tuple[str, KindWords], ...] = attrs.field(
        default=(), converter=_kind_words_table
    )
    """A domain's words for its action kinds, beyond their names (`KindWords`), given as a
    mapping of kind to words; a domain's `rules` pass them."""

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report every claim about an action that the ledger's status does not support."""
        summary = context.summary
        if summary is None:
            return
        ledger = _Ledger.of(context.action_statuses(), self.kind_words)
        for path, item in context.items():
            if not may_claim(context.words(item.text), ledger.verbs):
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
            if lower in FIRST_WORDS:
                entry, length = lookup(tokens, index)
            elif lower in OTHER_TRIGGERS or lower.endswith("ed"):
                entry, length = None, 1
            else:
                index += 1  # no status word starts here: the common case
                continue
            past: str | None = None
            done: int | None = None  # the completion word of a status noun, if any
            if lower in STATUS_NOUNS and not (entry is not None and has_having(tokens, index)):
                done = completion(tokens, index, ledger.nouns)
                if done is not None:  # "Cancellation confirmed": read as "cancelled"
                    word = STATUS_NOUNS[lower]
                    entry, length, past = LEXICON[(word,)], done + 1 - index, stem(word)
            elif length <= 1 and (lower in IRREGULAR_PAST or lower.endswith("ed")):
                past = past_stem(tokens[index])
                if past is None and "-" in lower and entry is None:
                    entry, past = compound(lower)
            effect = past is not None and past in ledger.verbs
            if entry is None and not effect:
                index += 1
                continue
            if refs is None:  # the names of actions, read once a status word is found
                ids = [(at, named_action(token)) for at, token in enumerate(tokens)]
                refs = [(at, action_id) for at, action_id in ids if action_id is not None]
            end = index + max(length, 1)
            noun = entry is not None and entry.noun
            settled = (
                settlement(tokens, index, ledger.nouns)
                if entry is not None and entry.settles
                else None
            )
            if (
                (noun and not has_having(tokens, index))
                or negated(tokens, start=index, end=end, noun=noun or done is not None)
                or (done is not None and negated(tokens, start=done, end=end, noun=False))
                or (entry is not None and entry.settles and settled is None)
                or (entry is not None and entry.headed and not headed(tokens, index, ledger.nouns))
                or (
                    (
                        (end < len(tokens) and tokens[end].stem in ledger.nouns)
                        or (index > 0 and tokens[index - 1].lower in BEFORE_GENERIC)
                    )
                    and generic(
                        tokens, start=index, end=end, nouns=ledger.nouns, parts=ledger.parts
                    )
                )
            ):
                index = end
                continue
            # A weak word's action comes just before it; a settlement's object, after it.
            weak = entry is not None and entry.weak and settled != "object"
            groups = _subjects(
                tokens,
                start=index,
                end=end,
                refs=refs,
                ledger=ledger,
                weak=weak,
                verb=past if done is not None else None,
                effect=past if effect and entry is None else None,
                said=past if effect else None,
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
    effect: str | None = None,
    said: str | None = None,
) -> list[_Group]:
    """The actions a status word at tokens[start:end] is about (see `AuthorityRule`).

    `verb` is the stem of the verb a status noun comes from ("cancel" for "cancellation"):
    when nothing else names the action, the actions whose kind has that verb. `effect` is
    the stem of a word that claims only as a kind's own verb ("update" for "updated"):
    only kinds with that verb are named, by any of their nouns (`_by_kind`). `said` is the
    stem of a status word that is some kind's verb ("book" for "booked"): those kinds are
    also named by their `KindWords.objects`.
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
        [token for token in tokens if token.clause == clause],
        ledger,
        near=near if weak else None,
        effect=effect,
        said=said,
    )
    if in_clause or weak:
        return in_clause
    subjectless = _subjectless(tokens, start=start)
    first, last = _reach(
        tokens, start=start, back=subjectless or _points_back(tokens, start=start, end=end)
    )
    if not subjectless and tokens[start - 1].lower in _PASSIVE:
        # A passive status word with a subject of its own that names no action is about
        # that subject ("The photos were declined, so the credit is pending"); it reaches
        # on only through a label's mark ("The request was approved: the credit").
        last = next(
            (
                index - 1
                for index in range(end, last + 1)
                if tokens[index].kind == "mark" and tokens[index].lower not in _LABEL_MARKS
            ),
            last,
        )
    earlier = [index for index, _ in refs if first <= index < start]
    if earlier:
        return [_group(tokens, by_index, at=max(earlier), step=-1)]
    if subjectless:
        later = _labelled(tokens, end=end, refs=by_index)
        if later is not None:
            return [_group(tokens, by_index, at=later, step=1)]
    in_reach = _by_kind(tokens[first : last + 1], ledger, near=None, effect=effect, said=said)
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
    span: Sequence[Token],
    ledger: _Ledger,
    *,
    near: AbstractSet[str] | None,
    effect: str | None = None,
    said: str | None = None,
) -> list[_Group]:
    """The actions whose kind `span` names, the most specific kinds first, one group a kind.

    A kind is named by all its nouns ("reservation flights"). When the status word claims
    only as the verb `effect` of some kinds, only those kinds are named, and when none is
    named by all its nouns, by any of them: "Your reservation has been updated" names
    update_reservation_flights and update_reservation_baggages alike, not book_reservation.
    When the status word is the kind's own verb (`said`), its `KindWords.objects` name it
    too ("Your flight has been booked"). A kind named in the plural or after "both" / "all"
    ("both credits") claims each of its actions; in the singular ("the credit"), any one.
    With `near` (a weak word), a kind counts only if one of its nouns is among those stems.
    """
    kinds = ledger.kinds
    stems = _naming_stems(span, ledger.nouns)

    def named(kind: str) -> frozenset[str] | None:
        """The largest of the kind's names all in `span` (near a weak word), if any."""
        candidates = ledger.names[kind]
        if said is not None and said in kinds[kind][1]:
            candidates = (*candidates, *ledger.objects[kind])
        found = [nouns for nouns in candidates if nouns <= stems and (near is None or nouns & near)]
        return max(found, key=len) if found else None

    def partly_named(kind: str) -> frozenset[str] | None:
        nouns, verbs = kinds[kind]
        if effect not in verbs or not nouns & stems or (near is not None and not nouns & near):
            return None
        return nouns & stems

    matched = {kind: nouns for kind in ledger.ids_by_kind if (nouns := named(kind))}
    if effect is not None:
        matched = {kind: nouns for kind, nouns in matched.items() if effect in kinds[kind][1]} or {
            kind: nouns for kind in ledger.ids_by_kind if (nouns := partly_named(kind))
        }
    if not matched:
        return []
    # The most specific kinds win: "update reservation baggages" is not a book_reservation.
    return [
        (tuple(ledger.ids_by_kind[kind]), _every(span, kinds[kind], ledger))
        for kind, nouns in matched.items()
        if not any(nouns < other for other in matched.values())
    ]


def _naming_stems(span: Sequence[Token], nouns: frozenset[str]) -> set[str]:
    """The stems of `span` that may name a kind: not a kind's noun modifying the noun after it.

    "The customer's credit card was declined" names no credit: "credit card" is a card
    (`COMPOUND_HEADS`), unless that noun is a kind's own ("payment method" of an
    update_payment_method action).
    """
    last = len(span) - 1
    return {
        token.stem
        for index, token in enumerate(span)
        if index == last
        or span[index + 1].lower not in COMPOUND_HEADS
        or span[index + 1].stem in nouns
    }


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
        if is_plural(token, ledger.parts):
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
