"""What a claim about an action is about: the objects a clause names, and the actions on them.

A summary names an act's objects in its own words ("D8NZ3L was cancelled too"); an action
holds them in its params. `ClaimObjects` binds the one to the other: a claim is judged
against the actions it is about, and one of an object no action of its kind is on is false.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from typing import Final

import attrs

from agentstate._json import JSONValue
from agentstate.events import EventKind, format_ref
from agentstate.validation._action_results import ActionResults
from agentstate.validation._atoms import value_atoms
from agentstate.validation._claim_reach import subject_names
from agentstate.validation._claim_subjects import Group
from agentstate.validation._clause_objects import joined_by_marks, named_objects, sentence_objects
from agentstate.validation._language import Sentence, Token, stem
from agentstate.validation._lexicon import SEEMING
from agentstate.validation._literals import literals, number_atom
from agentstate.validation._status_words import CLAIMS, Claim, past_stem
from agentstate.validation._user_names import names_of
from agentstate.validation.core import ValidationContext

__all__ = ["ClaimObjects", "StatusClaim", "antecedent", "detail_scope"]


@attrs.frozen
class StatusClaim:
    """A claim read in a sentence: its words, the actions it is about and what it says."""

    start: int
    end: int
    targets: tuple[tuple[str, Claim], ...]
    """(action id, what is claimed about it)."""
    groups: tuple[Group, ...]
    """The claim holds when it holds for one group: for each of its actions, or for one."""
    every: bool
    """Whether a group claims each of its actions."""
    missing: str | None = None
    """The act a claim says was done when no action of the ledger does it (its verb)."""
    unbound: tuple[str, ...] = ()
    """Objects the claim names that no action of its kinds is on ("D8NZ3L was cancelled too"
    while the only cancellation is of V3PXA7): the claim is then false whatever the statuses."""


def detail_scope(
    sentence: Sentence, claim: StatusClaim, claims: Sequence[StatusClaim]
) -> Sequence[Token]:
    """The tokens that may say a claim's details: its clause and the clauses after it.

    The clauses after a claim that hold no claim of their own tell of it: in "Order 4921
    cancelled after her yes, reason damaged in transit" and "Modified after his yes: $17.99
    refunded to card_7710442", the reason and the card are details of the claim made before
    them. The scope runs to short of the clause of the next claim (the sentence's end when
    there is none), and no further than a word that opens a clause of its own ("and",
    "because"): only marks set a claim's details apart from it, and an id said alone between
    marks is a detail ("redirect_parcel executed: KP2207441863 (parcel 1 of 2) to ...").
    What comes before the claim is not read ("he asked to change item 1000077, so the change
    was dropped"), but a parenthesis is an aside: "VVM-PLUS ($1.99/mo) removal scheduled"
    names VVM-PLUS in the claim's clause; and a claim whose clause is its status word and
    values alone, after clauses that hold no claim, labels them: "gas bill $212.47 on 9/17,
    scheduled BP-99205" (`_a_label`).
    """
    tokens = sentence.tokens
    own = tokens[claim.start].clause
    stops = {tokens[other.start].clause for other in claims if other is not claim}
    first = claim.start
    while first > 0 and tokens[first - 1].clause == own:
        first -= 1
    if _a_label(tokens, own, claim) and not any(
        tokens[other.start].clause < own for other in claims if other is not claim
    ):
        first = 0  # "gas bill $212.47 on 9/17, scheduled BP-9920561": a note's status label
    elif _subject_before(tokens, first, stops):
        first = 0  # "A refund of $31.40, the charge for parcel 1, was credited": its subject
    if first > 1 and tokens[first - 1].text == ")":
        opened = first - 2
        while opened >= 0 and tokens[opened].text not in ("(", ")"):
            opened -= 1
        if opened > 0 and tokens[opened].text == "(" and tokens[opened - 1].kind != "mark":
            before = tokens[opened - 1].clause
            if before not in stops:
                first = opened - 1
                while first > 0 and tokens[first - 1].clause == before:
                    first -= 1
    end = claim.start
    while end < len(tokens):
        token = tokens[end]
        if token.clause != own and (
            token.clause in stops
            or (  # a word that stands alone between two clauses: a boundary of its own
                token.kind == "word"
                and token.text.isalpha()  # not an id said alone ("executed: KP22074 (...)")
                and tokens[end - 1].clause != token.clause
                and (end + 1 == len(tokens) or tokens[end + 1].clause != token.clause)
                and not _in_parentheses(tokens, end)
            )
        ):
            break
        end += 1
    return tokens[first:end]


_JOINING: Final = frozenset({
    "and", "or", "but", "so", "then", "because", "since", "when", "while", "once", "after",
    "before", "if", "although", "though", "unless",
})  # fmt: skip
"""Words that join a clause to another: what precedes them is no subject of what follows."""
_SUBJECTLESS: Final = frozenset({"was", "were", "is", "are", "has", "have", "had", "been"})
"""Words that open a clause whose subject came before it ("..., was credited")."""


def _subject_before(tokens: Sequence[Token], first: int, stops: AbstractSet[int]) -> bool:
    """Whether a claim's clause, opening at `first` with an auxiliary, has the phrases before it.

    They are its subject: "A refund of $31.40, the charge for parcel 1, KP2840915563, was
    credited", none of them a claim's clause or joined to it by a conjunction.
    """
    if first == 0 or (
        tokens[first].lower not in _SUBJECTLESS and tokens[first].lower not in SEEMING
    ):
        return False  # "..., was credited", "..., appears to have been cancelled"
    return not any(token.clause in stops or token.lower in _JOINING for token in tokens[:first])


def _a_label(tokens: Sequence[Token], clause: int, claim: StatusClaim) -> bool:
    """Whether a claim's clause is its status word and values alone ("scheduled BP-99205").

    Such a clause, after others, labels what they describe with its status.
    """
    words = [
        token
        for at, token in enumerate(tokens)
        if token.clause == clause and not claim.start <= at < claim.end
    ]
    return (
        claim.start > 0
        and bool(words)
        and all(
            token.kind == "word" and any(char.isdigit() for char in token.text) for token in words
        )
    )


def _in_parentheses(tokens: Sequence[Token], index: int) -> bool:
    """Whether the token at `index` stands alone in parentheses: "(PM-BANK-0923)"."""
    return (
        0 < index < len(tokens) - 1
        and tokens[index - 1].text == "("
        and tokens[index + 1].text == ")"
    )


class ClaimObjects:
    """What each ledger action is about: the values and the names in its params."""

    def __init__(self, context: ValidationContext | None) -> None:
        """Read the actions of `context` when first asked (None: no action has objects)."""
        self._context = context
        self._of: dict[str, frozenset[str]] | None = None if context is not None else {}
        self.results = ActionResults(context)
        """What the results of the executed actions' calls say."""

    def named(
        self, sentence: Sentence, clause: int, text: str, *, status: int | None = None
    ) -> tuple[str, ...]:
        """What a claim's clause names as objects (`named_objects`), but its agents.

        "The pack was declined by Sam" (the user) or "Lakeside rejected the claim" (the
        subject of the active status word at `status`): an action whose params hold the
        decider's name or email is not what the claim is about.
        """
        found = named_objects(sentence, clause, text) + self._aside_after(sentence, clause, text)
        agents = set(subject_names(sentence.tokens, status)) if status is not None else set()
        if self._context is not None and any(atom.startswith("w:") for atom in found):
            names, tokens = names_of(self._context), sentence.tokens
            agents |= {
                f"w:{token.lower}"
                for at, token in enumerate(tokens)
                if token.clause == clause
                and token.lower in names
                and at > 0
                and tokens[at - 1].lower == "by"
            }
        return tuple(atom for atom in found if atom not in agents) if agents else found

    def _aside_after(self, sentence: Sentence, clause: int, text: str) -> tuple[str, ...]:
        """The ids of a parenthesis right after a clause that an action holds or made.

        "The fitting was booked for May 22 (SL-0522)": the slot the booking was given
        names the clause's object; an id no action knows ("booked once before
        (BK-0967)") is a record's, and names none.
        """
        tokens = sentence.tokens
        last = max((at for at, token in enumerate(tokens) if token.clause == clause), default=-1)
        if last < 0 or last + 2 >= len(tokens) or tokens[last + 1].text != "(":
            return ()
        inside = tokens[last + 2].clause
        ids = [atom for atom in named_objects(sentence, inside, text) if atom.startswith("i:")]
        objects = self._read()
        return tuple(
            atom
            for atom in ids
            if any(atom in held for held in objects.values())
            or any(atom in made for made in self.results.created().values())
        )

    def holds_name(self, action_id: str, word: str) -> bool:
        """Whether an action's params hold a name word ("tellford" of "Tellford Ames")."""
        return f"w:{word}" in self._read().get(action_id, frozenset())

    def _true(self, claim: StatusClaim) -> bool:
        """Whether the ledger's statuses make a claim true, as recorded (a quick test)."""
        if self._context is None or not claim.targets:
            return False
        statuses = self._context.action_statuses()
        return all(
            (record := statuses.get(action_id)) is not None and record.status in CLAIMS[what]
            for action_id, what in claim.targets
        )

    def an_outcome(self, sentence: Sentence, claim: StatusClaim, text: str) -> bool:
        """Whether a claim's clause tells what an executed act's result says the act did.

        "The inspection (INS-41377) was cancelled" of a claim withdrawal whose result says
        so (`ActionResults.reported`), or a clause whose every object another action holds,
        in its params and in a result with a key of the claim's verb (`ActionResults.telling`):
        an outcome of the act, not a claim about the ledger's actions. So is "the change is
        pending documentation" of an executed change whose result says it waits
        (`ActionResults.left_waiting`).
        """
        if all(what == "pending" for _, what in claim.targets) and any(
            self.results.left_waiting(action_id) for action_id, _ in claim.targets
        ):
            return True
        token = sentence.tokens[claim.start]
        named = named_objects(sentence, token.clause, text)
        ids = {atom for atom in named if atom.startswith("i:")}
        verb = past_stem(token) or stem(token.lower)
        if self.results.reported(ids, verb):
            return True
        if self._true(claim):
            return False  # the readings below only spare a claim the ledger would reject
        subject = {  # "The invoice, INV-7 for $40, was voided": the id in an apposition
            atom
            for clause in joined_by_marks(sentence.tokens, claim.start)
            for atom in named_objects(sentence, clause, text)
            if atom.startswith("i:")
        }
        if subject and self.results.reported(subject, verb):
            return True
        # "CV-7 was cancelled with the $40 penalty charged to his Visa": another action than
        # the claim's holds every object the clause names, in its params and the result
        # that says its act charged.
        clause = {t.stem for t in sentence.tokens if t.clause == token.clause and t.kind == "word"}
        if self.results.sets(clause - {token.stem}, verb):
            return True  # "the suspension was cancelled" of {"suspension": "cancelled"}
        claimed = {action_id for action_id, _ in claim.targets}
        return bool(named) and any(
            set(named)
            <= set(value_atoms(content))
            | {f"w:{word}" for word in words_of(content)}
            | self._read().get(action_id, frozenset())
            for action_id, content in self.results.telling(verb)
            if action_id not in claimed
        )

    def _read(self) -> dict[str, frozenset[str]]:
        if self._of is None:
            assert self._context is not None
            self._of = {
                action_id: frozenset(param_atoms(record.params))
                | frozenset(f"w:{word}" for word in words_of(record.params))
                for action_id, record in self._context.actions().items()
            }
        return self._of

    def bound(self, named: Sequence[str], among: AbstractSet[str] | None = None) -> list[str]:
        """The actions (of `among`) whose params hold the most of the objects named.

        Identifiers count first: an id names its object exactly, where a number may be
        derived and a name paraphrased ("a $20 credit was issued to ACC-7781" is about
        ACC-7781's credit, whatever credit was $20).
        """
        wanted = set(named)
        ids = {atom for atom in wanted if atom.startswith("i:")}
        objects = self._read()
        found = _best(objects, wanted, ids, among)
        given = {atom for atom in ids if any(atom in held for held in objects.values())}
        if not found and ids and not given:
            # Ids no action was given: those an act made ("INC-4471 was opened"), all of them.
            made = self.results.created().items()
            found = [
                action_id
                for action_id, held in made
                if ids <= held and (among is None or action_id in among)
            ]
        elif not found and ids and among is not None:
            # Among the actions of one act, the one whose result first gave the ids: what it
            # made ("APT-5590633 booked", whose link another action was given).
            found = [
                action_id for action_id in sorted(among) if self.results.first_made(action_id, ids)
            ]
        elif found and ids and among is None:
            # The ids another action was given, an act made first: that act is on them too
            # ("it was accepted as COR-55917", the correction a pending payment is for).
            found += [
                action_id
                for action_id in self.results.seqs()
                if action_id not in found and self.results.first_made(action_id, ids)
            ]
        return found

    def proposed_with(self, named: Sequence[str], among: AbstractSet[str]) -> list[str]:
        """The actions of `among` whose proposal alone says every number the clause names.

        "The $61 permit was issued" of three permits, the $61 one only priced in the message
        that proposed it: a price the agent computed is in no action's params. Only numbers
        no params and no result of `among` hold are read (a result listing an order's every
        item prices each); empty when there is none, or the proposals of all of `among`, or
        of none, say them.
        """
        objects, contents = self._read(), self.results.contents()
        held = {
            atom
            for one in among
            for atom in objects[one].union(*map(value_atoms, contents.get(one, ())))
        }
        numbers = [atom for atom in named if atom.startswith("n:") and atom not in held]
        if not numbers or len(among) < 2 or self._context is None:
            return []
        context = self._context
        found = []
        for action_id in sorted(among):
            history = context.action_history(action_id)
            proposal = context.cited([format_ref(history[0].source_seq)]) if history else []
            if proposal and all(context.holds(proposal[0], atom) for atom in numbers):
                found.append(action_id)
        return found if len(found) < len(among) else []

    def undated(self, named: Sequence[str], bound: Sequence[str], doing: AbstractSet[str]) -> bool:
        """Whether only dates bind a clause to `bound`, and `doing` take no date at all.

        "Upgraded to the garden suite 6/12-6/14" names the stay's dates: a late checkout
        on 6/14 holds one, the upgrade none, so a date cannot tell them apart.
        """
        objects = self._read()
        shared = {atom for action_id in bound for atom in objects.get(action_id, ())}
        matched = shared.intersection(named)
        return (
            bool(matched)
            and all(atom.startswith("d:") for atom in matched)
            and not any(
                atom.startswith("d:") for action_id in doing for atom in objects.get(action_id, ())
            )
        )

    def each_identifier(
        self, named: Sequence[str], targets: Iterable[str]
    ) -> list[tuple[str, ...]]:
        """The targets each identifier named is on, when two or more are on different ones.

        "BK-1101 and BK-1102 were extended" claims each id's extension: the actions that
        hold BK-1101, and those that hold BK-1102. Empty when the ids are fewer than two, one is
        on none of `targets`, or all are on the same actions (one refund of two orders).
        """
        ids = [atom for atom in named if atom.startswith("i:")]
        if len(ids) < 2:
            return []
        objects, targets = self._read(), list(targets)
        each = [tuple(t for t in targets if atom in objects.get(t, ())) for atom in ids]
        if not all(each) or len(set(each)) < 2:
            return []
        return list(dict.fromkeys(each))

    def made_anyway(self, action_id: str) -> bool:
        """Whether an action's exact call was made, whatever the ledger says of it.

        A call made before its approval is refused by the ledger and carried out all the
        same: what the ledger refused may still have happened, and it cannot tell.
        """
        assert self._context is not None
        record = self._context.action(action_id)
        return record is not None and any(
            call.name == record.kind and call.arguments == record.params
            for event in self._context.messages(EventKind.ASSISTANT)
            for call in event.tool_calls
        )

    def bound_by_values(self, named: Sequence[str]) -> list[str]:
        """The actions whose params hold two or more of the values a clause names, the most.

        "Tue 8/13 1-3pm booked" is about the action moving an inspection to 2024-08-13,
        13:00-15:00, whatever its kind's verb: two values of its params name it.
        """
        wanted = {atom for atom in named if not atom.startswith("w:")}
        if len(wanted) < 2:
            return []
        scores = {action_id: len(held & wanted) for action_id, held in self._read().items()}
        best = max(scores.values(), default=0)
        return [action_id for action_id, score in scores.items() if score >= 2 and score == best]

    def pointed(
        self, sentence: Sentence, start: int, end: int, text: str, among: Iterable[str]
    ) -> list[str]:
        """The actions of `among` a pronoun at the status word stands for in its sentence.

        "She asked to cancel order W12 as well, and it has been cancelled": the nearest
        earlier clause that names an identifier, or two values of an action's params ("June
        9 at 10:40 am, and it was booked"), says what "it" is. Empty when no pronoun points,
        no earlier clause names one, or what it names is on none of `among`.
        """
        tokens = sentence.tokens
        if not _pointing(tokens, start, end):
            return []
        clause = tokens[start].clause
        among = frozenset(among)
        for earlier in reversed(dict.fromkeys(t.clause for t in tokens if t.clause < clause)):
            named = named_objects(sentence, earlier, text)
            if any(atom.startswith("i:") for atom in named):
                return self.bound(named, among=among)
            # "the Tuesday slot, June 9 at 10:40 am, and it was booked": two of its values
            found = self._timed(named, among)
            if found:
                return found
        return []

    def _timed(self, named: Sequence[str], among: AbstractSet[str]) -> list[str]:
        """The actions of `among` whose params hold two or more of the values named, the most.

        A date with its time holds its time too ("10:40 am" of 2026-06-09T10:40).
        """
        wanted = {atom for atom in named if not atom.startswith("w:")}
        if len(wanted) < _VALUES or self._context is None:
            return []
        objects = self._read()
        scores = {
            action_id: len((objects[action_id] | _times(record.params)) & wanted)
            for action_id, record in self._context.actions().items()
            if action_id in among and action_id in objects
        }
        best = max(scores.values(), default=0)
        return sorted(
            action_id for action_id, score in scores.items() if score >= _VALUES and score == best
        )

    def unheld(self, named: Sequence[str], actions: Iterable[str]) -> list[str]:
        """The identifiers named that none of `actions` holds, in its params or as it made."""
        objects, actions, made = self._read(), list(actions), self.results.first_made
        held = {atom for action_id in actions for atom in objects.get(action_id, ())}
        ids = [atom for atom in named if atom.startswith("i:") and atom not in held]
        return [atom[2:] for atom in ids if not any(made(one, {atom}) for one in actions)]

    def described(self, named: Sequence[str]) -> tuple[str, ...]:
        """The objects named, as a finding writes them ("D8NZ3L", "isabella", "161")."""
        return tuple(atom.split(":", 1)[-1] for atom in named)

    def dated_otherwise(self, named: Sequence[str], targets: AbstractSet[str]) -> bool:
        """Whether the clause names a date no one of `targets` holds, and some hold others.

        "Declined a delivery slot on Friday, May 8" of a delivery booked for May 7: the
        slot offered on another day, which no action of the kind is on (an action that
        holds no date at all cannot tell).
        """
        dates = {atom for atom in named if atom.startswith("d:")}
        if not dates:
            return False
        objects = self._read()
        held = [
            {atom for atom in objects.get(action_id, ()) if atom.startswith("d:")}
            for action_id in targets
        ]
        return any(held) and all(found.isdisjoint(dates) for found in held)

    def identifiers(self, named: Sequence[str]) -> list[str]:
        """The named identifiers ("D8NZ3L"): a name may be said in other words, an id not."""
        return [atom[2:] for atom in named if atom.startswith("i:")]


def _best(
    objects: dict[str, frozenset[str]],
    wanted: AbstractSet[str],
    ids: AbstractSet[str],
    among: AbstractSet[str] | None,
) -> list[str]:
    """The actions (of `among`) whose objects hold the most of `wanted`, ids first."""
    scores = {
        action_id: (len(held & ids), len(held & wanted))
        for action_id, held in objects.items()
        if among is None or action_id in among
    }
    best = max(scores.values(), default=(0, 0))
    return [action_id for action_id, score in scores.items() if score[1] and score == best]


_VALUES: Final = 2
"""How many values of an action's params name it without an id or a kind."""


def _times(params: JSONValue) -> set[str]:
    """The times that `params` hold, a date's with it too ("t:10:40" of 2026-06-09T10:40)."""
    return {atom for atom in value_atoms(params) if atom.startswith("t:")}


def param_atoms(value: JSONValue) -> set[str]:
    """The literal atoms of a JSON value: its numbers, and its strings' literals whole.

    A date gives its date's atom, not those of the numbers it is written with.
    """
    if isinstance(value, bool) or value is None:
        return set()
    if isinstance(value, int | float):
        if isinstance(value, int):
            return {number_atom(str(value))}
        return {literal.atom for literal in literals(repr(value))}
    if isinstance(value, str):
        atoms = {literal.atom for literal in literals(value)}
        # A full date is also its month and day ("8/13" of 2024-08-13).
        return atoms | {
            "d:--" + atom[7:] for atom in atoms if atom.startswith("d:") and atom[2] != "-"
        }
    if isinstance(value, dict):
        return {atom for item in value.values() for atom in param_atoms(item)}
    return {atom for item in value for atom in param_atoms(item)}


def words_of(value: JSONValue) -> set[str]:
    """The lower-case words of every string in a JSON value, but those inside identifiers.

    "Harbour View Hotel" names Harbour, View and Hotel; "lena_park_2210" is an identifier
    (a literal of its own), and names no Lena.
    """
    if isinstance(value, str):
        return {
            word.lower()
            for part in value.split()
            if not _IDENTIFIER_PART.search(part)
            for word in _WORD.findall(part)
        }
    if isinstance(value, dict):
        return {word for item in value.values() for word in words_of(item)}
    if isinstance(value, list):
        return {word for item in value for word in words_of(item)}
    return set()


_WORD: Final = re.compile(r"[^\W\d_]+")
_IDENTIFIER_PART: Final = re.compile(r"[\d_]")
"""A digit or an underscore: the word is an identifier ("lena_park_2210", "SKU4471")."""


_POINTING: Final = frozenset({"it", "them", "this", "that", "they"})
"""Pronouns that stand for what an earlier sentence named."""
_BETWEEN: Final = frozenset({
    "was", "were", "is", "are", "has", "have", "had", "been", "also", "then", "since", "now",
    "later", "already", "finally", "both", "all",
})  # fmt: skip
"""Words that may stand between a pronoun subject and its status word ("it has since been")."""


def _pointing(tokens: Sequence[Token], start: int, end: int) -> bool:
    """Whether a pronoun at the status word is its object or its subject ("it was")."""
    clause = tokens[start].clause
    after = tokens[end] if end < len(tokens) else None
    if after is not None and after.lower in _POINTING and after.clause == clause:
        return True
    at = start - 1
    while at >= 0 and tokens[at].clause == clause and tokens[at].lower in _BETWEEN:
        at -= 1
    return at >= 0 and tokens[at].clause == clause and tokens[at].lower in _POINTING


def antecedent(
    tokens: Sequence[Token],
    start: int,
    end: int,
    previous: Sentence,
    objects: ClaimObjects,
    text: str,
) -> list[str]:
    """The actions a pronoun at the status word stands for: those `previous` names.

    The pronoun is its object ("the user approved it") or its subject ("It was executed").
    """
    if not _pointing(tokens, start, end):
        return []
    named = sentence_objects(previous, text)
    return objects.bound(named) if named else []
