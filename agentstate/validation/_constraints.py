"""The carry-forward rule: a new checkpoint keeps every constraint of the one it replaces."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Final

import attrs

from agentstate._json import JSONValue
from agentstate._text import words as search_words
from agentstate.backends.base import EncodedEvent
from agentstate.events import EventKind
from agentstate.validation._language import (
    NEGATIONS,
    content_stems,
    modal_may_count,
    negation_count,
    sentences,
    stem,
)
from agentstate.validation._lexicon import OBLIGING_WITH_TO, PRO_FORMS, VERB_PARTICLES
from agentstate.validation._literals import literals
from agentstate.validation._polarity import polarities
from agentstate.validation.core import Finding, Severity, ValidationContext

__all__ = ["ConstraintsRule", "Meaning", "joined", "meaning"]

_ALWAYS_SUPERSEDE: Final = frozenset({EventKind.USER, EventKind.SYSTEM})
_BINDING: Final = frozenset({
    "must", "may", "can", "should", "shall", "will", "would", "could", "might", "all", "any",
    "some", "few", "more", "most", "each", "every", "both", "over", "under", "above", "below",
    "than", "least",
})  # fmt: skip
"""Words a constraint binds with (modals, quantifiers, comparisons): content stems leave
them out, as words that carry no meaning of their own; in a rule they carry its force."""
_LOOSENING: Final = frozenset({
    "unless", "if", "except", "or", "may", "might", "can", "could", "optional", "optionally",
    "possibly", "preferably", "ideally", "sometimes", "usually", "generally", "try",
})  # fmt: skip
"""Words that, added to a constraint, loosen it ("email only if possible", "unless urgent")."""


@attrs.frozen
class Meaning:
    """What a constraint says, compared deterministically (see `ConstraintsRule`)."""

    values: frozenset[str]
    """The atoms of its literal values (refs written in the text excepted)."""
    negations: int
    """How many negations it holds."""
    stems: frozenset[str]
    """Its content stems, placeholders included."""
    words: frozenset[str] = frozenset()
    """Its words, folded as search folds them (`agentstate._text.words`)."""
    loosening: frozenset[tuple[str, int]] = frozenset()
    """Its `_LOOSENING` words, each with its count of occurrences before it (``if`` twice:
    ``("if", 0), ("if", 1)``), so one added beside the same word is seen."""

    def kept_by(self, other: Meaning) -> bool:
        """Whether `other` says the same: values, negations and stems kept, nothing loosened."""
        return (
            self.values == other.values
            and self.negations == other.negations
            and self.stems <= other.stems
            and self.words & _BINDING <= other.words
            and other.loosening <= self.loosening
        )


def joined(meanings: Sequence[Meaning]) -> Meaning:
    """What several constraints say together: a constraint split in parts, or merged ones.

    Their values, stems and words together, their negations and loosening words counted
    over all of them.
    """
    counts: Counter[str] = Counter(word for part in meanings for word, _ in part.loosening)
    return Meaning(
        values=frozenset().union(*(part.values for part in meanings)),
        negations=sum(part.negations for part in meanings),
        stems=frozenset().union(*(part.stems for part in meanings)),
        words=frozenset().union(*(part.words for part in meanings)),
        loosening=frozenset((word, n) for word, count in counts.items() for n in range(count)),
    )


def meaning(text: str) -> Meaning:
    """The meaning of a constraint's text."""
    words = search_words(text)
    seen: Counter[str] = Counter()
    loosening: set[tuple[str, int]] = set()
    modal_mays = modal_may_count(text)  # the month ("May 28") loosens nothing
    for word in words:
        if word in _LOOSENING and (word != "may" or seen[word] < modal_mays):
            loosening.add((word, seen[word]))
            seen[word] += 1
    return Meaning(
        values=frozenset(literal.atom for literal in literals(text) if literal.kind != "ref"),
        negations=negation_count(text),
        stems=frozenset(content_stems(text)),
        words=frozenset(words),
        loosening=frozenset(loosening),
    )


def _parent_items(summary: JSONValue, field: str) -> list[tuple[str, tuple[str, ...]]]:
    """The (text, refs) of a field's items in a committed summary, read leniently."""
    if not isinstance(summary, dict):
        return []
    items = summary.get(field)
    if not isinstance(items, list):
        return []
    out: list[tuple[str, tuple[str, ...]]] = []
    for item in items:
        if isinstance(item, dict) and isinstance(item.get("text"), str):
            refs = item.get("refs")
            ref_list = (
                tuple(ref for ref in refs if isinstance(ref, str)) if isinstance(refs, list) else ()
            )
            out.append((str(item["text"]), ref_list))
    return out


@attrs.frozen
class ConstraintsRule:
    """Every constraint of the parent checkpoint is carried forward, or superseded with a cite.

    For each constraint of the parent checkpoint (the one the candidate replaces), the
    candidate's ``constraints`` must hold one with the **same meaning** and **the same refs**
    (it may cite more). Same meaning is judged deterministically on the texts (`meaning`):
    the same literal values (as atoms: ``11am`` and ``11:00 AM`` agree), the same number of
    negations, and every content stem of the old text kept in the new one, with the words
    that give a rule its force (``must``, ``all``, ``more than``: `_BINDING`). Rewording that
    keeps every meaningful word and adds words is accepted ("Do not fly before 11am" ->
    "Do not fly before 11am EST"); dropping a word, a qualifier ("only", "except") or a
    negation, changing a value, or adding a word that loosens the rule ("unless", "if",
    "or", "may": `_LOOSENING`) is not.

    A constraint is also carried when split in parts: items that each cite its refs, hold
    only its values and are made of its words or mostly its content, and that say together
    (`joined`) what it said. Or when merged: an item that cites its refs and says exactly
    what the parent's constraints it holds say together (their values, negations and
    loosening words, no more).

    A parent constraint may be left out (or changed) only when it is superseded: the
    candidate cites, in an item on the same subject (holding at least half of the old
    constraint's content words other than negations, or, for a constraint of
    values only, one of its values), an
    event inside the new range (after the parent's ``covers_through``, up to the
    candidate's) that is not one of the old constraint's own sources, speaks of it (holds
    one of its content words, or of its values), and is of a kind that may change it: a
    user or system event, or an event of the same kind as one the old constraint cited,
    and for a tool result, of the same tool (a newer policy document from the policy
    search). Tool text can never lift a constraint the user or the system set.
    """

    name: str = "constraints"
    """The rule's name in findings."""
    severity: Severity = "error"
    """Severity of its findings."""
    field: str = "constraints"
    """The summary field that holds constraints."""

    def check(self, context: ValidationContext) -> Iterator[Finding]:
        """Report every parent constraint dropped, changed, or carried without its refs."""
        parent, summary = context.parent, context.summary
        if parent is None or summary is None:
            return
        old = _parent_items(parent.summary, self.field)
        if not old:
            return
        new = _parent_items(summary.model_dump(mode="json"), self.field)
        new_meanings = [(meaning(text), set(refs), text) for text, refs in new]
        old_meanings = [meaning(text) for text, _ in old]
        for index, (text, refs) in enumerate(old):
            wanted = old_meanings[index]
            same = [entry for entry in new_meanings if wanted.kept_by(entry[0])]
            if any(set(refs) <= entry[1] for entry in same):
                continue
            if _split(wanted, set(refs), new_meanings) or _merged(
                wanted, set(refs), new_meanings, old_meanings
            ):
                continue
            if _reworded(context, text, set(refs), new_meanings, old_meanings):
                continue
            if same:
                dropped = sorted(set(refs) - same[0][1])
                yield Finding(
                    rule=self.name,
                    severity=self.severity,
                    path=self.field,
                    message=(
                        f"the parent's constraint {text!r} is carried without its refs "
                        f"{', '.join(dropped)}"
                    ),
                    expected=f"refs {', '.join(refs)}",
                    found=f"refs {', '.join(sorted(same[0][1]))}",
                    refs=tuple(refs),
                )
                continue
            if self._superseded(context, text, refs=refs, after=parent.covers_through):
                continue
            nearest = max(
                new_meanings,
                key=lambda entry: len(wanted.stems & entry[0].stems),
                default=None,
            )
            yield Finding(
                rule=self.name,
                severity=self.severity,
                path=self.field,
                message=(
                    f"the parent's constraint #{index + 1} {text!r} is missing or changed; "
                    "carry it forward with the same meaning and refs, or cite the event after "
                    f"ev_{parent.covers_through} that supersedes it"
                ),
                expected=text,
                found=nearest[2] if nearest and nearest[0].stems & wanted.stems else None,
                refs=tuple(refs),
            )

    def _superseded(
        self, context: ValidationContext, text: str, *, refs: Sequence[str], after: int
    ) -> bool:
        summary = context.summary
        assert summary is not None
        wanted = meaning(text)
        sources = context.cited_events(refs)
        source_kinds = {event.kind for event in sources}
        allowed = _ALWAYS_SUPERSEDE | (source_kinds - {EventKind.COMPACTION})
        tools = {_tool(context, event) for event in sources if event.kind is EventKind.TOOL_RESULT}
        words = {word for word in wanted.stems if word not in NEGATIONS}

        def speaks_of_it(event: EncodedEvent) -> bool:
            if words:
                return not words.isdisjoint(context.stems(event))
            return any(context.holds(event, atom) for atom in wanted.values)

        for _path, item in context.items():  # noqa: PERF102 - a list of pairs, not a dict
            other = meaning(item.text)
            if words:
                if len(words & other.stems) * 2 < len(words):
                    continue
            elif not wanted.values & other.values:
                continue
            for event in context.cited(item.refs):
                if (
                    event.ref not in refs
                    and after < event.seq <= context.covers_through
                    and event.kind in allowed
                    and (event.kind is not EventKind.TOOL_RESULT or _tool(context, event) in tools)
                    and speaks_of_it(event)
                ):
                    return True
        return False


_Entry = tuple[Meaning, set[str], str]
"""A constraint of the candidate: its meaning, its refs, its text."""


def _split(wanted: Meaning, refs: set[str], new: Sequence[_Entry]) -> bool:
    """Whether parts of the candidate's constraints say together what `wanted` says.

    A part cites every ref of the parent's constraint, holds no value but the parent's,
    and is made of the parent's words or says mostly its content (at least half of its
    content stems): "I must have" and "left it somewhere else" are parts of "I must have
    left it somewhere else".
    """
    parts = [
        found
        for found, cited, _ in new
        if refs <= cited
        and found.values <= wanted.values
        and (
            found.words <= wanted.words
            or len(found.stems & wanted.stems) * 2 >= len(found.stems) > 0
        )
    ]
    return len(parts) >= 2 and wanted.kept_by(joined(parts))


def _merged(wanted: Meaning, refs: set[str], new: Sequence[_Entry], old: Sequence[Meaning]) -> bool:
    """Whether one of the candidate's constraints says `wanted` merged with others of the parent.

    The merged constraint cites every ref of `wanted` and says exactly what the parent's
    constraints it holds say together: no value, negation or loosening word beyond theirs.
    """
    for found, cited, _ in new:
        if not refs <= cited or not _holds(found, wanted):
            continue
        held = [other for other in old if _holds(found, other)]
        if len(held) >= 2 and joined(held).kept_by(found):
            return True
    return False


_OBLIGING: Final = frozenset({"must", "shall", "should"})
"""Modals of obligation: a rewording may say them in other words (`_OBLIGATION_WORDS`)."""
_OBLIGATION_WORDS: Final = _OBLIGING | frozenset({
    "only", "always", "never", "required", "require", "requires", "need", "needs", "has",
    "have",
})  # fmt: skip
_NEGATION_STEMS: Final = frozenset(stem(word) for word in NEGATIONS | {"nothing", "nobody"})
"""Negations: a rewording keeps their count, not their words ("no calls": "never call")."""
_PRO_FORM_STEMS: Final = frozenset(stem(word) for word in PRO_FORMS)
"""Pro-forms: a rewording may say the noun they stand for ("the work one": "the work
address")."""
_RESTRICTING: Final = frozenset({
    "only", "just", "solely", "exclusively", "strictly", "always", "never", "all", "every",
    "each",
})  # fmt: skip
"""Words that narrow a rule: a rewording keeps one of them if the rule had one."""
_REWORDED_SHARE: Final = 0.5
"""The least share of a constraint's content words a rewording keeps."""
_SUPPORTED_SHARE: Final = 0.75
"""The least share of a rewording's content words that its source says: the constraint it
rewords, or the events both cite."""


def _reworded(
    context: ValidationContext,
    text: str,
    refs: set[str],
    new: Sequence[_Entry],
    old: Sequence[Meaning],
) -> bool:
    """Whether one of the candidate's constraints says the parent's `text` in other words.

    As a model rewords a rule it carries ("Do not log the user out of other sessions" ->
    "Keep the user logged in to other sessions; don't log them out"): it cites the same refs
    (or more), keeps every value and the rule's force (its negations, its quantifiers and
    comparisons; an obligation in any of its words: "must", "only", "has to"), adds no
    loosening word, keeps every word of it that its cited sources say (but
    its imperative verb, "send" may become "goes", and a pro-form it says otherwise) and at
    least half of the others, and says little that neither the old constraint nor those
    sources say, and nothing such in place of a word of the rule ("economy" may not become
    "business"). A rewording that merges several of the parent's constraints holds
    their negations together. What it refuses stays refused and allowed stays allowed: "no
    phone calls" may become "do not phone", not "phone only, no emails".
    """
    wanted = meaning(text)
    rule = wanted.stems - _NEGATION_STEMS
    if not rule:
        return False
    # Its verbs may be said otherwise ("contact": "reach") or left to its force and objects
    # ("must go back to the card" -> "to the card only").
    verb = _verbs(search_words(text))
    _, refused = polarities(sentences(text))
    sourced: set[str] = set()  # what the rule's own sources say
    for event in context.cited(sorted(refs)):
        sourced |= context.stems(event)
    said = rule | sourced
    for found, cited, found_text in new:
        if not refs <= cited or not wanted.values <= found.values:
            continue
        if not found.loosening <= wanted.loosening:
            continue
        kept = (wanted.words & _BINDING) - _OBLIGING
        if not kept <= found.words:
            continue
        if wanted.words & _OBLIGING and not found.words & _OBLIGATION_WORDS:
            continue
        if wanted.words & _RESTRICTING and not found.words & _RESTRICTING:
            continue  # "by email only" -> "by email" drops the restriction
        kept_words = found.stems - _NEGATION_STEMS
        if len(rule & kept_words) < _REWORDED_SHARE * len(rule):
            continue
        now_asserted, now_refused = polarities(sentences(found_text))
        if _bases(refused) & _bases(now_asserted) or (
            refused and not _bases(refused) & _bases(now_refused)
        ):
            continue  # it allows what was refused, or refuses something else: "no emails"
        held = [
            other
            for other in old
            if other.values <= found.values
            and other.stems
            and len(other.stems & found.stems) >= _REWORDED_SHARE * len(other.stems)
        ]
        unsaid = kept_words - said - {word for other in held for word in other.stems}
        if len(unsaid) > (1 - _SUPPORTED_SHARE) * len(kept_words):
            continue
        dropped = rule - kept_words - verb
        if dropped & _PRO_FORM_STEMS and kept_words <= rule:
            continue  # a pro-form left out, not said otherwise: "which one" -> ""
        dropped -= _PRO_FORM_STEMS  # "the work one" -> "the work address"
        if unsaid and dropped:
            continue  # a word of the rule replaced by one nobody said: "economy" -> "business"
        if dropped & sourced:
            continue  # a word the user said, left out: "somewhere else" -> "somewhere"
        if found.negations in (wanted.negations, sum(other.negations for other in held)):
            return True
    return False


def _verbs(words: Sequence[str]) -> set[str]:
    """Stems of a rule's verbs, which a rewording may say otherwise or leave out.

    Its first word (an imperative), and the verb an obligation governs ("must go back", "has
    to go back"), with its particle.
    """
    lowered = [word.lower() for word in words]
    found = {stem(lowered[0])} if lowered else set()
    for index, word in enumerate(lowered):
        if word in _OBLIGING:
            at = index + 1
        elif word in OBLIGING_WITH_TO and lowered[index + 1 : index + 2] == ["to"]:
            at = index + 2
        else:
            continue
        if at < len(lowered) and lowered[at] not in NEGATIONS and lowered[at] != "be":
            found.add(stem(lowered[at]))
            if at + 1 < len(lowered) and lowered[at + 1] in VERB_PARTICLES:
                found.add(stem(lowered[at + 1]))
    return found


def _bases(stems: frozenset[str]) -> set[str]:
    """Stems without the particles of phrasal verbs ("log~out": "log"), and no pro-forms."""
    return {word.partition("~")[0] for word in stems} - _PRO_FORM_STEMS


def _holds(whole: Meaning, part: Meaning) -> bool:
    """Whether `whole` holds every value, content stem and binding word of `part`."""
    return (
        part.values <= whole.values
        and part.stems <= whole.stems
        and part.words & _BINDING <= whole.words
    )


def _tool(context: ValidationContext, event: EncodedEvent) -> object:
    """The name of the tool whose result an event is."""
    found = context.event(event.ref)
    return None if found is None else found.content.get("name")
