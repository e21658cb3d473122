"""Repairing a rejected candidate: a placeholder for a current value, or an item left out.

When the validator refuses a candidate summary because of a few of its items, compaction may
repair it instead of discarding it, then validate the repaired candidate again from scratch;
it commits only if that second validation finds nothing blocking. `repair_candidate` is the
repair itself: a pure, deterministic function of the candidate's JSON, the validator's
findings and the scratchpad's current values. Two repairs exist:

- **placeholder**: a literal value that the grounding rule flagged, and that is written
  exactly as the current value of one scratchpad field (``"4921"`` and ``order_id`` holding
  ``"4921"``), becomes that field's placeholder (``{fact:order_id}``), except in quoted
  text: between quotation marks, after a verb of reported speech in the same sentence ("the
  user said", "asked", "wrote", ...) or after "said:", a value stays as it was written;
- **dropped**: a list item with a blocking finding that no placeholder repairs is left out.

A grounding *warning* (a current value cited to another event than the one that set it: true,
but where it comes from is unsaid) gets the placeholder too when one fits, so the committed
summary renders the value from the scratchpad; a warning never drops anything.

What is never repaired, so that the candidate stays rejected (and is retried with its
findings): a blocking finding on the objective that no placeholder repairs, a blocking
finding on a constraint that no placeholder repairs (a constraint is never dropped: it binds
the agent, and the constraints rule requires the parent's to carry forward), a finding that
names no single item (the whole summary, a whole field: the budget, a missing constraint),
and a repair that would drop more than the allowed share of the candidate's list items.

Every repair is described by a `Repair`: its kind, the path of what it changed in the
candidate as the summarizer returned it, what was there before and after, and the findings
that caused it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence, Set
from typing import Final, Literal

import attrs

from agentstate._json import JSONObject, JSONValue, quoted
from agentstate.errors import InvalidInput
from agentstate.summary import PLACEHOLDER
from agentstate.validation import Finding, blocking
from agentstate.validation.reading import literals

__all__ = [
    "Repair",
    "RepairKind",
    "Repaired",
    "quoted_at",
    "repair_candidate",
]

RepairKind = Literal["placeholder", "dropped"]
"""``placeholder``: a literal became ``{fact:KEY}``; ``dropped``: a list item was left out."""

_MIN_CHARS: Final = 3
"""The shortest literal a placeholder replaces: a value of one or two characters (``2``,
``15``) equal to a field's is too likely a coincidence to be read as that field."""

_REPORTED_SPEECH: Final = re.compile(
    r"\b(?:say|says|said|saying|ask|asks|asked|asking|tell|tells|told|wrote|writes|stated|"
    r"replied|replies|answered|quoted|mentioned|mentions|requested|explained|explains|"
    r"claimed|insisted|insists)\b|\baccording\s+to\b",
    re.IGNORECASE,
)
"""Words after which, in the same sentence, a text reports what someone said."""

_OPENING: Final = "\u201c\u00ab\u201e"
"""Opening quotation marks: curly, guillemet, low (a straight ``"`` opens and closes)."""
_CLOSING: Final = "\u201d\u00bb"
"""Closing quotation marks."""
_SENTENCE_END: Final = re.compile(r"[.!?](?=\s)|\n")
_ATTRIBUTION_COLON: Final = re.compile(r"[^.!?\n]*:")
_ITEM_PATH: Final = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)(?:\[([0-9]+)\])?(?=$|[.\[])")
_OBJECTIVE: Final = "objective"


@attrs.frozen(kw_only=True)
class Repair:
    """One change made to a rejected candidate, and why."""

    kind: RepairKind
    """``placeholder`` or ``dropped``."""
    path: str
    """What changed, in the candidate as the summarizer returned it: an item's text for a
    placeholder (``"decisions[0].text"``), an item for a drop (``"decisions[1]"``)."""
    before: JSONValue
    """The text before (placeholder), or the item left out (dropped)."""
    after: JSONValue
    """The text after (placeholder), or None (dropped)."""
    findings: tuple[Finding, ...]
    """The blocking findings on that item that caused the repair."""

    def __str__(self) -> str:
        rules = ", ".join(dict.fromkeys(finding.rule for finding in self.findings))
        if self.kind == "placeholder":
            return f"placeholder at {self.path}: {self.before!r} -> {self.after!r} ({rules})"
        text = self.before.get("text") if isinstance(self.before, dict) else self.before
        return f"dropped {self.path}: {text!r} ({rules})"

    def to_json(self) -> JSONObject:
        """The repair as JSON, as recorded in the compaction event."""
        return {
            "kind": self.kind,
            "path": self.path,
            "before": self.before,
            "after": self.after,
            "findings": [finding.to_json() for finding in self.findings],
        }


@attrs.frozen(kw_only=True)
class Repaired:
    """What `repair_candidate` made of a candidate."""

    candidate: JSONObject
    """The repaired candidate (the one given, unchanged, when nothing was repaired)."""
    repairs: tuple[Repair, ...] = ()
    """Every repair made, in the candidate's order (empty: nothing was repaired)."""
    refused: str | None = None
    """Why the candidate could not be repaired (None: it was, or nothing blocked)."""


def repair_candidate(
    candidate: Mapping[str, JSONValue],
    findings: Sequence[Finding],
    facts: Mapping[str, JSONValue],
    *,
    grounding: Set[str] = frozenset({"grounding"}),
    keep: Set[str] = frozenset({"constraints"}),
    max_drop: float = 0.5,
) -> Repaired:
    """Repair a rejected candidate where its blocking findings allow it (see the module).

    Deterministic: the same candidate, findings and values give the same repairs. Either
    every blocking finding is answered (by a placeholder or a drop), or nothing is repaired
    and `Repaired.refused` says why. The repaired candidate must be validated again: a
    repair answers the findings it was given, and only the validator says what holds.

    Args:
        candidate: The candidate as JSON, as the summarizer returned it.
        findings: The validator's findings on it (only blocking ones are repaired).
        facts: The current value of each scratchpad field, by key.
        grounding: Names of the rules whose findings a placeholder may answer (the grounding
            rule's findings of an ungrounded literal).
        keep: List fields whose items are never dropped (the constraints).
        max_drop: The largest share of the candidate's list items that may be dropped, in
            [0, 1] (0: placeholders only).

    Raises:
        InvalidInput: `max_drop` is outside [0, 1].
    """
    _check_share(max_drop)
    errors = blocking(findings)
    targets: dict[tuple[str, int | None], list[Finding]] = {}
    for finding in errors:
        target = _target(candidate, finding.path)
        if target is None:
            where = finding.path or "the whole summary"
            return _refused(candidate, f"a {finding.rule} finding at {where} names no item")
        targets.setdefault(target, []).append(finding)
    polish: dict[tuple[str, int | None], list[Finding]] = {}
    for finding in findings:
        if finding.severity == "warning" and finding.rule in grounding:
            target = _target(candidate, finding.path)
            if target is not None and target not in targets:
                polish.setdefault(target, []).append(finding)
    repairs: list[Repair] = []
    texts: dict[tuple[str, int | None], str] = {}
    drops: set[tuple[str, int]] = set()
    for target in sorted(polish, key=lambda found: _order(candidate, found)):
        item = _item(candidate, target)
        text = _placeholders(item, tuple(polish[target]), facts, grounding=grounding)
        if text is not None:  # a warning gets a placeholder where one fits, never a drop
            texts[target] = text
            repairs.append(_placeholder(target, item, text, tuple(polish[target])))
    for target in sorted(targets, key=lambda found: _order(candidate, found)):
        field, index = target
        item = _item(candidate, target)
        path = field if index is None else f"{field}[{index}]"
        on_item = tuple(targets[target])
        text = _placeholders(item, on_item, facts, grounding=grounding)
        if text is not None:
            texts[target] = text
            repairs.append(_placeholder(target, item, text, on_item))
            continue
        if index is None:
            return _refused(candidate, f"the {field} has a blocking finding no placeholder repairs")
        if field in keep:
            return _refused(candidate, f"{path} has a blocking finding and is never dropped")
        drops.add((field, index))
        repairs.append(Repair(kind="dropped", path=path, before=item, after=None, findings=on_item))
    total = sum(len(value) for value in candidate.values() if isinstance(value, list))
    if drops and len(drops) > math.floor(max_drop * total + 1e-9):
        return _refused(
            candidate,
            f"the repair would drop {len(drops)} of the candidate's {total} list items, "
            f"more than the {max_drop:.0%} allowed",
        )
    return Repaired(candidate=_apply(candidate, texts, drops), repairs=tuple(repairs))


def _item(candidate: Mapping[str, JSONValue], target: tuple[str, int | None]) -> JSONValue:
    field, index = target
    return candidate[field] if index is None else _list(candidate, field)[index]


def _placeholder(
    target: tuple[str, int | None], item: JSONValue, text: str, findings: tuple[Finding, ...]
) -> Repair:
    field, index = target
    path = field if index is None else f"{field}[{index}]"
    before = item.get("text") if isinstance(item, dict) else None
    return Repair(
        kind="placeholder", path=f"{path}.text", before=before, after=text, findings=findings
    )


def _check_share(max_drop: object) -> None:
    if (
        isinstance(max_drop, bool)
        or not isinstance(max_drop, int | float)
        or not 0 <= max_drop <= 1
    ):
        msg = f"max_drop is a share of the list items in [0, 1], got {max_drop!r}"
        raise InvalidInput(msg)


def _refused(candidate: Mapping[str, JSONValue], reason: str) -> Repaired:
    return Repaired(candidate=dict(candidate), refused=reason)


def _list(candidate: Mapping[str, JSONValue], field: str) -> list[JSONValue]:
    value = candidate.get(field)
    return value if isinstance(value, list) else []


def _target(candidate: Mapping[str, JSONValue], path: str) -> tuple[str, int | None] | None:
    """The item a finding's path names: the objective, or a list item (None: no one item)."""
    match = _ITEM_PATH.match(path)
    if match is None:
        return None
    field, index = match.group(1), match.group(2)
    if index is None:
        return (
            (field, None)
            if field == _OBJECTIVE and isinstance(candidate.get(field), dict)
            else None
        )
    items = candidate.get(field)
    position = int(index)
    if not isinstance(items, list) or position >= len(items):
        return None
    return field, position


def _order(candidate: Mapping[str, JSONValue], target: tuple[str, int | None]) -> tuple[int, int]:
    """Where an item stands in the candidate: its field's place, then its index."""
    fields = list(candidate)
    field, index = target
    return fields.index(field), -1 if index is None else index


def _written(value: JSONValue) -> str | None:
    """A value as a text writes it: a string as it is, a number as canonical JSON."""
    if isinstance(value, str):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        return quoted(value)
    return None


def _field_written_as(text: str, facts: Mapping[str, JSONValue]) -> str | None:
    """The one field whose current value is written exactly as `text` (None: none, or more)."""
    if len(text) < _MIN_CHARS:
        return None
    keys = [key for key, value in facts.items() if _written(value) == text]
    if len(keys) != 1 or PLACEHOLDER.fullmatch(f"{{fact:{keys[0]}}}") is None:
        return None
    return keys[0]


def _stale(finding: Finding, facts: Mapping[str, JSONValue]) -> bool:
    """Whether a grounding finding reports a superseded value (expected ``KEY = value``).

    Such a literal is held by a cited event: it is not ungrounded but out of date, and
    writing another field's placeholder in its place would keep the stale statement.
    """
    expected = finding.expected or ""
    return any(expected.startswith(f"{key} = ") for key in facts)


def _placeholders(
    item: JSONValue,
    findings: Sequence[Finding],
    facts: Mapping[str, JSONValue],
    *,
    grounding: Set[str],
) -> str | None:
    """The item's text with placeholders answering every finding on it (None: they can't).

    Each finding must be a grounding finding at the item's text whose literal is written
    exactly as one field's current value, and every occurrence of that literal in the text
    must be outside quoted text (a quoted one would stay, and stay ungrounded).
    """
    if not isinstance(item, dict):
        return None
    text = item.get("text")
    if not isinstance(text, str):
        return None
    spans: dict[tuple[int, int], str] = {}
    found = [literal for literal in literals(text) if literal.kind != "ref"]
    for finding in findings:
        if (
            finding.rule not in grounding
            or not finding.path.endswith(".text")
            or finding.found is None
            or _stale(finding, facts)
        ):
            return None
        key = _field_written_as(finding.found, facts)
        if key is None:
            return None
        occurrences = [literal for literal in found if literal.text == finding.found]
        if not occurrences or any(quoted_at(text, literal.start) for literal in occurrences):
            return None
        for literal in occurrences:
            spans[(literal.start, literal.end)] = f"{{fact:{key}}}"
    out = text
    for (start, end), placeholder in sorted(spans.items(), reverse=True):
        out = out[:start] + placeholder + out[end:]
    return out


def quoted_at(text: str, start: int) -> bool:
    """Whether ``text[start]`` lies in quoted text: between quotation marks, or reported.

    Between straight (``"``) or curly quotation marks, or after an opening mark that never
    closes; after a verb of reported speech (`_REPORTED_SPEECH`: "said", "asked", "wrote",
    "told", "requested", ...) earlier in the same sentence; or anywhere after such a verb
    and a colon ("The user said: ..."). Read broadly on purpose: a value left alone costs
    at most a dropped item, a quotation rewritten would put words in someone's mouth.
    """
    before = text[:start]
    if before.count('"') % 2 == 1:
        return True
    depth = 0
    for char in before:
        if char in _OPENING:
            depth += 1
        elif char in _CLOSING:
            depth = max(0, depth - 1)
    if depth > 0:
        return True
    ends = [match.end() for match in _SENTENCE_END.finditer(before)]
    sentence = before[ends[-1] :] if ends else before
    if _REPORTED_SPEECH.search(sentence) is not None:
        return True
    # "The user said: ..." quotes to the end of the text, whatever its sentences.
    return any(
        _ATTRIBUTION_COLON.match(before, verb.end()) for verb in _REPORTED_SPEECH.finditer(before)
    )


def _apply(
    candidate: Mapping[str, JSONValue],
    texts: Mapping[tuple[str, int | None], str],
    drops: Set[tuple[str, int]],
) -> JSONObject:
    """The candidate with the new texts written and the dropped items left out."""
    out: JSONObject = dict(candidate)
    for (field, index), text in texts.items():
        if index is None:
            item = out[field]
            assert isinstance(item, dict)
            out[field] = {**item, "text": text}
        else:
            items = list(_list(out, field))
            item = items[index]
            assert isinstance(item, dict)
            items[index] = {**item, "text": text}
            out[field] = items
    for field in sorted({field for field, _ in drops}):
        out[field] = [
            item for index, item in enumerate(_list(out, field)) if (field, index) not in drops
        ]
    return out
