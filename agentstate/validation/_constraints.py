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
)
from agentstate.validation._literals import literals
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
