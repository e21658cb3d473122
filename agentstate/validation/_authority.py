"""The authority rule: a summary never claims an approval or an execution the ledger lacks."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

import attrs

from agentstate.backends.base import EncodedEvent
from agentstate.events import EventKind
from agentstate.validation._act_reading import (
    act_claims,
    act_on_absent_kind,
    adjective,
    by_objects_if_loose,
    changed_by_itself,
    left_as_it_was,
    named_instead,
    restricted,
    wished,
)
from agentstate.validation._action_kinds import KindWords, LedgerReading, kind_words_table
from agentstate.validation._action_results import ActionResults
from agentstate.validation._attempts import (
    by_attempt,
    chosen_before_proposal,
    counted_beyond,
    failed_as_cited,
    holds,
    told_failed,
)
from agentstate.validation._attribution_phrases import attributed_positions
from agentstate.validation._authority_findings import (
    act_missing,
    awaited_approval,
    awaited_outcome,
    counted_more,
    on_other_objects,
    quoted_claim,
    unsupported,
    wrong_details,
)
from agentstate.validation._awaited_approvals import DOERS_SAID, approvals_awaited
from agentstate.validation._claim_objects import ClaimObjects, StatusClaim, antecedent
from agentstate.validation._claim_reach import PASSIVE, of_another_act
from agentstate.validation._claim_subjects import Group, claimed, in_aside, subjects
from agentstate.validation._claim_truth import claim_holds
from agentstate.validation._declined_acts import done_though_declined
from agentstate.validation._denials import denial_at
from agentstate.validation._known_acts import ACT_STEMS, KnownActs
from agentstate.validation._language import Sentence, kind_words, stem
from agentstate.validation._lexicon import DECIDED_OUTCOMES
from agentstate.validation._none_done import told_done_of_none
from agentstate.validation._not_yet import listed_detail, put_to_the_user
from agentstate.validation._quotes import is_reported, may_be_reported
from agentstate.validation._record_history import shown_status, told_of_a_record
from agentstate.validation._refused_claims import of_what_was_refused
from agentstate.validation._standing_claims import STANDING_WORDS, standing_claims
from agentstate.validation._status_cues import negated
from agentstate.validation._status_reading import (
    BEFORE_GENERIC,
    completion,
    compound,
    generic,
    has_having,
    headed,
    may_claim,
    said_present,
    settlement,
)
from agentstate.validation._status_words import (
    BARE_DENIALS,
    BARE_PARTICIPLES,
    CLAIMS,
    FIRST_WORDS,
    LEXICON,
    OTHER_TRIGGERS,
    PARTICIPLES,
    STATUS_NOUNS,
    Claim,
    bare_participle,
    has_object,
    lookup,
    lookup_denied,
    named_action,
    past_perfect,
    past_stem,
)
from agentstate.validation._undecided import awaiting_decision, outcome_of_a_wait, undecided
from agentstate.validation._user_names import names_of
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["CLAIMS", "AuthorityRule", "Claim", "KindWords", "kind_words"]

_SPEAKERS: Final = frozenset({EventKind.USER, EventKind.ASSISTANT, EventKind.SYSTEM})
"""Kinds of message whose words a summary may report (a tool result's are data)."""
_RESTRICTING: Final = "constraints["
"""The field whose restrictions say what is to be done (`restricted`), not what was."""


@attrs.frozen
class AuthorityRule:
    """No claim that an action is approved, executed, cancelled or rejected beyond the ledger.

    Each sentence is read for status words (any tense or a common paraphrase):

    - approved: "approved", "authorized", "granted", "signed off", "got the go-ahead", "received
      approval", "has the green light", "accepted" (right after its subject), ...;
    - executed: "executed", "issued", "refunded", "paid", "credited", "carried out", "went through",
      "booked", and the past tense of the verb in the action's kind ("updated" for an
      ``update_reservation`` action); weaker words ("processed", "completed", "succeeded", "done")
      count only right after their subject, and words of completion ("complete", "successful",
      "finished", "settled") only right after the action itself ("Refund complete", "the credit is
      settled"; not "the credit form is complete");
    - cancelled: "cancelled", "withdrawn", ...; rejected: "rejected", "denied", "declined",
      "turned down", ...; revoked: "revoked", "rescinded"; dropped (any of the three): "dropped",
      "abandoned", "called off"; failed: "failed", "errored", "unsuccessful" (of an action carried
      out whose result is an error, or that the ledger ended ``failed``); pending: "pending"
      right after its action ("the credit is pending"), true while it waits for approval or
      execution; outstanding: the kind's verb negated with "yet" ("build 1187 not deployed
      yet"), true of any action not carried out.

    Also: "now" with values an unexecuted action's params hold, not only its ids ("order 4921
    now ships to 12 Oak Street": the change holds, so it was executed), an act under way on
    objects no action doing it is on ("order 5000 is being cancelled"; `standing_claims`), a
    compound ending in a status word ("supervisor-approved"), a status noun with a word of
    completion ("Cancellation confirmed", "Credit issuance complete"), and a verb of settlement
    with its action as subject or object and a destination ("the credit was applied to the
    account", "the agent posted the credit to the card"); see
    `agentstate.validation._status_words` and `agentstate.validation._status_reading`.

    A status word makes no claim when it is negated, conditional, an intent or hedged ("not yet
    approved", "hasn't been issued", "awaiting approval", "needs approval", "to be approved",
    "will be issued once approved", "if approved", "after it is approved", "ensure it is
    issued"), in a label answered no ("Credit approved: no"), said of a kind in general
    ("Refunds are issued within 7 days"), in a question, or of a state left as it was ("her
    Thursday class was left booked").

    The action a claim is about is, in order: the action ids or ``{action:ID}`` placeholders of
    its clause (the nearest, with any list joined to it by "and", "or" or commas); the actions
    whose kind the clause names (`kind_words`; when several kinds are named, the most specific:
    "reservation baggages" names update_reservation_baggages, not book_reservation; a kind's
    noun modifying another noun names nothing: "credit card", `COMPOUND_HEADS`); then, in the
    clauses the status word reaches (joined to its own by marks, or across "and" / "but"
    backwards when its clause has no subject or object of its own: "The credit was reviewed and
    approved", not "The photos were approved, and the credit is pending"; a passive word with a
    subject of its own, forwards only through a label's mark: not "The photos were declined, so
    the credit is pending"), the nearest ids before it, the id a label names after a mark
    ("Status: approved (act_10)"), the actions whose kind is named; last, for a status noun, the
    actions whose kind has its verb ("cancellation": cancel_reservation). A noun of an act names
    the kinds with its verb, with one of their nouns ("the flight change":
    update_reservation_flights) or, as the status word's subject, alone ("the booking went
    through"). An attempt's ordinal in the clause ("on the second try", "the first refund
    attempt") narrows several actions to that one, in order of proposal. A status word about no
    action makes no claim.

    A claim is accepted when the ledger's current status makes it true for at least one of its
    actions, or for each of them when it names them in the plural, after "both" / "all", or as
    ids joined by "and" (`CLAIMS`: approved holds for approved or executed actions, cancelled
    for cancelled or revoked ones; for a word that is both a status and the kind's verb, such as
    "cancelled" of a cancel_order action, either reading), or when the claim was true earlier in
    the action's history and the same sentence also claims its current status ("approved, then
    revoked"). A claim about an action id the ledger does not have is rejected. Only the ledger
    decides: no event, tool result or user message can make a claim true. An execution is judged
    by its outcome: an action the ledger holds ``executed`` whose tool result is an error is
    failed (`ValidationContext.actions`), so "the credit went through" is false of it.

    The result of an executed act is its own account: an act whose result says its object waits
    may be said pending, and an approval word whose clause names whom the result says the act's
    approval is awaited from ("Lena Vossberg has already approved it" of a request whose result
    is ``awaiting_manager_approval``) is rejected (`_awaited_approvals`). A choice the user made
    before the agent proposed the act ("accepted Thursday as the fallback") is no approval of it
    (`_attempts.chosen_before_proposal`).

    The objective tells what the user came for and the situation they came with ("replace
    her router, shipped broken last week"): its claims are warnings, never blocking. A
    constraint's restriction with no tense says what is to be done ("Only Ria's stay extended,
    not Joss's": `restricted`), and a status word said of a record a lookup shows with that
    status is the record's ("(proof PF-0208 approved)": `shown_status`).

    Reported speech makes no claim: status words quoted verbatim from a cited user, assistant or
    system message (``The user said: "the credit is approved"``; see
    `agentstate.validation._quotes`) record what was said, not what the ledger holds. Words
    quoted from a tool result still count: tool output is data, never a decision.
    """

    name: str = "authority"
    """The rule's name in findings."""
    severity: Severity = "error"
    """Severity of its findings."""
    kind_words: tuple[tuple[str, KindWords], ...] = attrs.field(
        default=(), converter=kind_words_table
    )
    """A domain's words for its action kinds, beyond their names (`KindWords`), given as a
    mapping of kind to words; a domain's `rules` pass them."""

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report every claim about an action that the ledger's status does not support."""
        summary = context.summary
        if summary is None:
            return
        ledger = LedgerReading.of(context.action_statuses(), self.kind_words)
        objects = ClaimObjects(context)
        known = KnownActs(context, self.kind_words)
        verbs = ledger.verbs | ACT_STEMS | DECIDED_OUTCOMES  # what an act claim is read on
        names = names_of(context)  # the user's names, read (once) when first asked
        for path, item in context.items():
            # The objective tells what the user came for and the situation they came with
            # ("her router, shipped broken last week"): its claims warn, never block.
            rule = attrs.evolve(self, severity="warning") if path == "objective" else self
            yield from done_though_declined(context, path, item, known, ledger, rule)
            yield from told_done_of_none(
                context, path, item, rule=rule.name, severity=rule.severity
            )
            words = context.words(item.text)
            if (
                not may_claim(words, verbs)
                and words.isdisjoint(STANDING_WORDS)
                # "confirmed by the kitchen" (or "the kitchen has confirmed") of a result
                # awaiting its confirmation
                and not (not words.isdisjoint(DOERS_SAID) and objects.results.awaiting_approval())
            ):
                continue  # no word that could make a claim: nothing to read
            said: list[str] | None = None  # read once a claim may be quoted
            users: list[int] | None = None  # the cited user messages, read at the first claim
            cited: list[EncodedEvent] = []
            previous: Sentence | None = None
            for sentence in context.sentences(item.text):
                before, previous = previous, sentence
                if sentence.question:
                    continue
                for index, awaited in approvals_awaited(context, sentence, objects.results):
                    if index in attributed_positions(sentence, names):
                        continue  # what the user said is theirs, not the summary's claim
                    yield awaited_approval(
                        rule.name,
                        rule.severity,
                        sentence,
                        index,
                        awaited,
                        path=f"{path}.text",
                        text=item.text,
                    )
                claims = self._read(
                    sentence, ledger, objects=objects, text=item.text, acts=known, previous=before
                )
                if claims and path.startswith(_RESTRICTING):
                    # "Only Ria's room extended, not Joss's": what is to be done, to which
                    claims = [
                        claim for claim in claims if not restricted(sentence.tokens, claim.start)
                    ]
                if not claims:
                    continue
                if users is None:
                    cited = context.cited(item.refs)
                    users = [event.seq for event in cited if event.kind is EventKind.USER]
                claims = [
                    claim
                    for claim in claims
                    if not chosen_before_proposal(context, sentence.tokens, claim, users)
                ]
                claims = of_what_was_refused(context, sentence, item.text, claims, cited)
                claims = [
                    failed_as_cited(context, sentence.text_in(item.text), claim, cited)
                    for claim in claims
                ]
                asked = attributed_positions(sentence, names)
                if asked:  # what the user asked or said is theirs, not the summary's claim
                    claims = [claim for claim in claims if claim.start not in asked]
                kept: list[StatusClaim] = []
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
                yield from rule._judge(
                    context,
                    sentence,
                    path=f"{path}.text",
                    text=item.text,
                    claims=claims,
                    waits=(ledger, objects.results),
                )

    def _read(
        self,
        sentence: Sentence,
        ledger: LedgerReading,
        *,
        objects: ClaimObjects,
        text: str,
        acts: KnownActs,
        previous: Sentence | None = None,
    ) -> list[StatusClaim]:
        """Every claim of a sentence: its status words' (`_claims`), then its acts' (`_acts`).

        `acts` are the verb stems of the acts the application does (`KnownActs`); a text no
        word of which passes `may_claim(..., ledger.verbs | ACT_STEMS)` holds no claim.
        `previous` is the item's sentence before it, which a pronoun may point back to.
        """
        tokens = sentence.tokens
        claims = [
            # A kind's act said of what names another, absent kind ("The passenger on K2VX9P
            # has since been updated") is about that kind: no action of it does it.
            absent if (absent := act_on_absent_kind(tokens, claim, ledger, acts)) else claim
            for claim in self._claims(sentence, ledger, objects, text, previous)
        ]
        claims += act_claims(sentence, ledger, objects, text, acts=acts, earlier=claims)
        claims += standing_claims(
            sentence, ledger, objects, text, taken={claim.start for claim in claims}
        )
        if not claims:
            return []
        put = put_to_the_user(tokens)  # "... and asked for her confirmation": proposed
        return [
            by_attempt(tokens, claim, ledger)
            for claim in claims
            if not wished(tokens, claim.start)
            and not (put and all(what == "executed" for _, what in claim.targets))
            and not changed_by_itself(tokens, claim.start)
            and not left_as_it_was(tokens, claim.start)
            and not listed_detail(tokens, claim, text)
            and not objects.an_outcome(sentence, claim, text)
            and not of_another_act(
                tokens, start=claim.start, end=claim.end, targets=claim.targets, ledger=ledger
            )
        ]

    def _claims(
        self,
        sentence: Sentence,
        ledger: LedgerReading,
        objects: ClaimObjects,
        text: str,
        previous: Sentence | None = None,
    ) -> Iterator[StatusClaim]:
        tokens = sentence.tokens
        actions, kinds = ledger.actions, ledger.kinds
        refs: list[tuple[int, str]] | None = None
        joined: tuple[int, list[Group]] | None = None  # a claim's end at "and", its groups
        index = 0
        while index < len(tokens):
            lower = tokens[index].lower
            if lower in FIRST_WORDS:
                entry, length = lookup(tokens, index)
            elif (
                index
                and tokens[index - 1].lower in BARE_DENIALS
                and (bare := lookup_denied(tokens, index))[0] is not None
            ):
                entry, length = bare  # "didn't go through": the past it stands for
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
            elif length <= 1 and (lower in PARTICIPLES or lower.endswith("ed")):
                past = past_stem(tokens[index], participle=bare_participle(tokens, index))
                if past is None and "-" in lower and entry is None:
                    entry, past = compound(lower)
            effect = past is not None and past in ledger.verbs
            outcome = past if entry is None and not effect and past in DECIDED_OUTCOMES else None
            if entry is None and not effect and outcome is None:
                index += 1
                continue
            if refs is None:  # the names of actions, read once a status word is found
                refs = [
                    (at, action_id)
                    for at, token in enumerate(tokens)
                    if (token.kind == "placeholder" or token.lower.startswith("act_"))
                    and (action_id := named_action(token)) is not None
                ]
            end = index + max(length, 1)
            noun = entry is not None and entry.noun
            settled = (
                settlement(tokens, index, ledger.nouns)
                if entry is not None and entry.settles
                else None
            )
            if (  # "RF-5512 was never processed": a word of execution, flatly denied
                entry is not None
                and entry.claim == "executed"
                and not noun
                and done is None
                and (past is None or past not in ledger.verbs)
                and (denied := denial_at(sentence, index, None, ledger, objects, text))
            ):
                yield denied
                index = end
                continue
            if (
                (noun and not has_having(tokens, index))
                or negated(tokens, start=index, end=end, noun=noun or done is not None)
                or adjective(tokens, index, end)
                or (done is not None and negated(tokens, start=done, end=end, noun=False))
                or (entry is not None and entry.settles and settled is None)
                or (entry is not None and entry.headed and not headed(tokens, index, ledger.nouns))
                or (entry is not None and entry.intransitive and has_object(tokens, index))
                or (  # "Set up the delivery for the fee": an instruction, not a participle
                    tokens[index].lower in BARE_PARTICIPLES and not bare_participle(tokens, index)
                )
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
            decided = (  # an active word of a person's decision ("she declined")
                entry is not None
                and entry.claim in ("approved", "rejected")
                and (index == 0 or tokens[index - 1].lower not in PASSIVE)
            )
            groups = subjects(
                tokens,
                start=index,
                end=end,
                refs=refs,
                ledger=ledger,
                weak=weak,
                verb=past if done is not None else None,
                effect=past if effect and entry is None else None,
                said=past if effect else None,
                decided=decided,
            )
            if not groups and joined is not None and index == joined[0] + 1:
                groups = joined[1]  # "approved and completed": the first word's actions
            aside = entry is not None and past in ACT_STEMS and in_aside(tokens, index)
            targets = claimed(groups, ledger, past=past, entry=entry, refs=refs, aside=aside)
            named = objects.named(sentence, tokens[index].clause, text, status=index)
            if outcome and not targets:  # "increased through request DOS-5310", in review
                awaited = outcome_of_a_wait(outcome, groups, named, objects)
                groups, targets = awaited or (groups, targets)
            if named and (entry is not None or effect):
                bound = objects.bound(named)
                act = past or past_stem(tokens[index]) or stem(lower)
                if not groups and (act in ACT_STEMS or act in ledger.verbs):
                    # "Order 4921 was booked" is of a booking on 4921, not of its credit
                    doing = (
                        {
                            action_id
                            for kind, action_ids in ledger.ids_by_kind.items()
                            if act in kinds[kind][1]
                            for action_id in action_ids
                        }
                        if bound
                        else set()
                    )
                    doing = set(by_objects_if_loose(act, doing, named, objects, ledger))
                    of_act = objects.bound(named, among=doing) if doing else []
                    if doing and not of_act and objects.undated(named, bound, doing):
                        of_act = sorted(doing)  # "upgraded 10/17-10/19": the stay's dates
                    by_name = (
                        named_instead(
                            tokens, index, ledger, objects, named, doing, of_act, self.kind_words
                        )
                        if doing
                        else []
                    )
                    if by_name:
                        # "The reimbursement request for INV-204 was submitted": the verb is
                        # another kind's; the clause names this kind and its object.
                        of_act, doing = by_name, set(by_name)
                        targets = [(action_id, "executed") for action_id in by_name]
                        groups = [(tuple(by_name), False)]
                    if doing and not of_act:
                        # What it names is another kind's action's object, and no action doing
                        # this act is on it ("Dana's $25 was paid" when only requested of her).
                        yield StatusClaim(
                            index,
                            end,
                            tuple((action_id, "executed") for action_id in sorted(doing)),
                            ((tuple(sorted(doing)), False),),
                            every=False,
                            unbound=objects.described(named),
                        )
                        index = end
                        continue
                    bound = of_act if doing else awaiting_decision(act, bound, objects.results)
                if not groups and bound:
                    # No id and no kind names it: the objects the clause names do.
                    groups = [(tuple(bound), False)]
                    targets = [(action_id, entry.claim) for action_id in bound if entry is not None]
                    targets += [
                        (action_id, "executed")
                        for action_id in bound
                        if past is not None and past in kinds[actions[action_id].kind][1]
                    ]
                elif targets and all(action_id in actions for action_id, _ in targets):
                    targeted = {action_id for action_id, _ in targets}
                    on = objects.bound(named, among=targeted)
                    if not on and not objects.identifiers(named):
                        # numbers may be derived, names paraphrased; a price only a
                        # proposal says names its action ("the $61 permit")
                        on = list(targeted)
                        if (
                            decided
                            and entry is not None
                            and entry.claim == "rejected"
                            and objects.dated_otherwise(named, targeted)
                        ):
                            index = end  # a person turning down what was offered on another day
                            continue
                    if len(on) > 1:
                        on = objects.proposed_with(named, set(on)) or on
                    if not on:
                        yield StatusClaim(
                            index,
                            end,
                            tuple(targets),
                            tuple(groups),
                            every=False,
                            unbound=tuple(objects.identifiers(named)),
                        )
                        index = end
                        continue
                    if set(on) != targeted:  # the objects name some of the actions: those
                        groups = [(tuple(on), False)]
                        targets = [
                            (action_id, what) for action_id, what in targets if action_id in on
                        ]
            if not named and (on := objects.pointed(sentence, index, end, text, dict(targets))):
                groups, targets = [(tuple(on), False)], [t for t in targets if t[0] in on]
            if not targets and entry is not None and previous is not None:
                # "The agent proposed $720 to Priya; the user approved it": what came before.
                on = antecedent(tokens, index, end, previous, objects, text)
                groups = [(tuple(on), False)] if on else groups
                targets = [(action_id, entry.claim) for action_id in on]
            if named and len(each := objects.each_identifier(named, dict(targets))) > 1:
                # "Both atlases (BK-1101 and BK-1102) were extended": a claim of each id's own.
                for one in each:
                    own = tuple(target for target in targets if target[0] in one)
                    yield StatusClaim(index, end, own, ((one, False),), every=False)
                index = end
                continue
            if targets:
                every = groups[0][1] if len(groups) == 1 else any(each for _, each in groups)
                yield StatusClaim(index, end, tuple(targets), tuple(groups), every)
                if end < len(tokens) and tokens[end].lower in ("and", "or", "but"):
                    joined = (end, list(groups))
            index = end

    def _judge(
        self,
        context: ValidationContext,
        sentence: Sentence,
        *,
        path: str,
        text: str,
        claims: list[StatusClaim],
        waits: tuple[LedgerReading, ActionResults] | None = None,
    ) -> Iterator[Finding]:
        actions = context.action_statuses()
        failing = told_failed(context, sentence.tokens, claims, actions)
        reported: set[tuple[Claim, tuple[str, ...]]] = set()
        for claim in claims:
            if claim.unbound:
                if shown_status(context, sentence, claim):
                    continue  # "(proof PF-2 approved)": a record's status a lookup shows
                words, said = quoted_claim(sentence, claim, text)
                yield on_other_objects(
                    self.name, self.severity, claim, words, said, path=path, actions=actions
                )
                continue
            if claim.missing is not None:
                yield act_missing(self.name, self.severity, sentence, claim, path=path, text=text)
                continue
            if (beyond := counted_beyond(context, sentence.tokens, claim)) is not None:
                yield counted_more(
                    self.name, self.severity, sentence, claim, beyond, path=path, text=text
                )
                continue
            # "is approved", or a claim that may be of a retry still pending: a failed action's
            # approval does not make it true ("approved the refund"; "had approved" does)
            now = said_present(sentence.tokens, claim.start) or (
                not past_perfect(sentence.tokens, claim.start)
                and any(
                    (record := actions.get(action_id)) is not None and record.status == "pending"
                    for action_id, _ in claim.targets
                )
            )
            if not claim.every and any(
                holds(context, actions.get(action_id), what, present=now, told=failing)
                for action_id, what in claim.targets
            ):
                # The common case: true now of one of its actions, maybe with a wrong detail.
                true_of = sorted(
                    {
                        action_id
                        for action_id, what in claim.targets
                        if holds(context, actions.get(action_id), what, present=now, told=failing)
                    }
                )
                if waits is not None and (waiting := undecided(sentence, claim, true_of, *waits)):
                    yield awaited_outcome(
                        self.name, self.severity, sentence, claim, waiting, path=path, text=text
                    )
                    continue
                yield from wrong_details(
                    self.name,
                    self.severity,
                    context,
                    sentence,
                    claim,
                    true_of,
                    claims,
                    path=path,
                    text=text,
                )
                continue
            if claim_holds(
                context, claim, claims=claims, actions=actions, present=now, told=failing
            ):
                continue
            if waits is not None and told_of_a_record(context, sentence, claim, waits[0]):
                continue  # "the deposit was paid": a record a lookup shows, not the action
            what = claim.targets[0][1]
            ids = tuple(sorted({action_id for action_id, _ in claim.targets}))
            if (what, ids) in reported:
                continue
            reported.add((what, ids))
            yield unsupported(
                self.name, self.severity, sentence, claim, path=path, text=text, actions=actions
            )
