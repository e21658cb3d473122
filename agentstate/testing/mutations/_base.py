"""The variant record, the session the mutations read, and the JSON helpers they share."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Iterator
from typing import Literal

import attrs

from agentstate._json import JSONObject, JSONValue
from agentstate.backends.base import ActionRecord, FactRecord
from agentstate.events import Event, EventKind, format_ref, message_text
from agentstate.state import AgentState
from agentstate.summary import Checkpoint, NarrativeSummary

__all__ = ["Variant"]


@attrs.frozen
class Variant:
    """A summary derived from a valid one."""

    kind: str
    """The class of mutation (``approved_vs_pending``, ``old_and_new``, ...)."""
    rule: str | None
    """The rule that must reject it; None for a variant that must pass."""
    candidate: JSONValue
    """The variant as the raw JSON a summarizer would return."""
    description: str
    """What was changed, for reports."""
    budget_tokens: int | None = None
    """The budget to validate it with, when the variant is about the budget."""
    severity: Literal["error", "warning"] = "error"
    """How `rule` must report it: an error blocks the commit; a warning records a weak
    citation of what may well be true (a decision that cites only data)."""


@attrs.frozen
class _Session:
    """What the mutations read of a session: its events, facts and actions."""

    events: dict[int, Event]
    facts: dict[str, FactRecord]
    histories: dict[str, list[FactRecord]]
    actions: dict[str, ActionRecord]
    covers_through: int
    parent: Checkpoint | None
    count: Callable[[str], int]
    """The session's token counter."""

    @classmethod
    def read(cls, state: AgentState, covers_through: int, parent: Checkpoint | None) -> _Session:
        with state.backend.read(state.session_id) as reader:
            facts = {record.key: record for record in reader.facts()}
            return cls(
                events={event.seq: event for event in reader.events()},
                facts=facts,
                histories={key: reader.fact_history(key) for key in facts},
                actions={record.action_id: record for record in reader.actions()},
                covers_through=covers_through,
                parent=parent,
                count=state.token_counter.count,
            )

    def raw(self, refs: list[str]) -> str:
        """The JSON of the cited events and of every current value, to check a mutation."""
        parts = [
            json.dumps(self.events[int(ref[3:])].content)
            for ref in refs
            if int(ref[3:]) in self.events
        ]
        parts.extend(json.dumps(record.value) for record in self.facts.values())
        return "\n".join(parts)

    def first(self, kind: EventKind) -> Event | None:
        return next(
            (
                event
                for seq, event in sorted(self.events.items())
                if event.kind is kind and seq <= self.covers_through
            ),
            None,
        )


def _items(summary: JSONObject) -> Iterator[tuple[str, int | None, JSONObject]]:
    for field, value in summary.items():
        if isinstance(value, dict):
            yield field, None, value
        elif isinstance(value, list):
            for index, item in enumerate(value):
                if isinstance(item, dict):
                    yield field, index, item


def _with_item(summary: JSONObject, field: str, *, text: str, refs: list[str]) -> JSONObject:
    out = copy.deepcopy(summary)
    items = out.setdefault(field, [])
    assert isinstance(items, list)
    cited: list[JSONValue] = list(refs)
    items.append({"text": text, "refs": cited})
    return out


def _replace(
    summary: JSONObject, field: str, *, index: int | None, text: str, refs: list[str] | None = None
) -> JSONObject:
    out = copy.deepcopy(summary)
    target = out[field]
    if index is not None:
        assert isinstance(target, list)
        target = target[index]
    assert isinstance(target, dict)
    target["text"] = text
    if refs is not None:
        cited: list[JSONValue] = list(refs)
        target["refs"] = cited
    return out


def _kind_phrase(kind: str) -> str:
    return " ".join(part for part in re.split(r"[^A-Za-z]+", kind) if part).lower()


def _ledger_ref(record: ActionRecord, session: _Session) -> str | None:
    """The ref of the event that proposed the action, if the summary may cite it."""
    seq = int(record.action_id.removeprefix("act_"))
    event = session.events.get(seq)
    if event is not None and event.kind is EventKind.LEDGER and seq <= session.covers_through:
        return format_ref(seq)
    seq = record.event_seq
    return format_ref(seq) if seq <= session.covers_through else None


def _refs(item: JSONObject) -> list[str]:
    refs = item.get("refs")
    return [ref for ref in refs if isinstance(ref, str)] if isinstance(refs, list) else []


_Maker = Callable[[JSONObject, _Session], Iterator[Variant]]


def _key_phrase(key: str) -> str:
    return " ".join(part for part in re.split(r"[^A-Za-z0-9]+", key) if part)


def _scalar_history(session: _Session) -> Iterator[tuple[str, FactRecord, FactRecord]]:
    """(key, an old write, the current write) with different scalar values."""
    for key, history in session.histories.items():
        current = history[-1]
        for old in history[:-1]:
            if (
                isinstance(old.value, str | int)
                and isinstance(current.value, str | int)
                and str(old.value) not in json.dumps(current.value)
                and old.source_seq <= session.covers_through
                and current.source_seq <= session.covers_through
            ):
                yield key, old, current
                break


def _parent_constraints(session: _Session) -> list[str]:
    if session.parent is None or not isinstance(session.parent.summary, dict):
        return []
    items = session.parent.summary.get("constraints")
    if not isinstance(items, list):
        return []
    return [str(item["text"]) for item in items if isinstance(item, dict) and "text" in item]


def _carried(summary: JSONObject, session: _Session) -> list[tuple[int, str]]:
    """The (index, text) of each constraint of `summary` that carries one of the parent's."""
    carried = _parent_constraints(session)
    constraints = summary.get("constraints")
    if not isinstance(constraints, list):
        return []
    return [
        (index, str(item["text"]))
        for index, item in enumerate(constraints)
        if isinstance(item, dict) and item.get("text") in carried
    ]


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]{4,}", text.lower()))


def _restated(summary: JSONObject, index: int) -> bool:
    """Whether another constraint holds at least half the words of constraint `index`."""
    constraints = summary.get("constraints")
    assert isinstance(constraints, list)
    item = constraints[index]
    own = _words(str(item.get("text", ""))) if isinstance(item, dict) else set()
    return any(
        isinstance(other, dict)
        and position != index
        and len(own & _words(str(other.get("text", "")))) * 2 >= len(own) > 0
        for position, other in enumerate(constraints)
    )


def _as_json(summary: NarrativeSummary | JSONObject) -> JSONObject:
    if isinstance(summary, NarrativeSummary):
        dumped: JSONObject = summary.model_dump(mode="json")
        return dumped
    return copy.deepcopy(summary)


def _halves(text: str) -> tuple[str, str] | None:
    """A constraint's text cut at its middle word, each half ending as a sentence; None if short."""
    words = text.rstrip(".").split()
    if len(words) < 4:
        return None
    middle = len(words) // 2
    first, second = " ".join(words[:middle]), " ".join(words[middle:])
    return first.rstrip(",;:"), second


def _constraint_refs(summary: JSONObject, index: int) -> list[str]:
    """The refs of constraint `index` of `summary`."""
    constraints = summary["constraints"]
    assert isinstance(constraints, list)
    item = constraints[index]
    assert isinstance(item, dict)
    return _refs(item)


def _with_constraints(
    summary: JSONObject, index: int, texts: list[str], refs: list[str]
) -> JSONObject:
    """`summary` with constraint `index` replaced by items of `texts`, each citing `refs`."""
    out = copy.deepcopy(summary)
    constraints = out["constraints"]
    assert isinstance(constraints, list)
    cited: list[JSONValue] = list(refs)
    constraints[index : index + 1] = [{"text": text, "refs": list(cited)} for text in texts]
    return out


_REFUSAL = re.compile(
    r"(?:^|[.,;!?:]\s*|\bplease\s+)(?:(?P<verbal>do not|don't|never)\s+(?P<verb>[a-z]{3,})"
    r"\s+(?P<det>the|my|me|a|an|any|this|that)\s+(?P<object>[a-z]{3,})"
    r"|no\s+(?P<first>[a-z]{3,})\s+(?P<second>[a-z]{3,})(?=\s*[.,;!]|$))",
    re.IGNORECASE,
)
"""A refusal the user opens a clause with: "do not cancel the booking", "no phone calls"."""


def _refusals(session: _Session) -> Iterator[tuple[str, str, str, bool]]:
    """(ref, what the user refused, the refusal as said, whether a verb) for user messages.

    Only what the user never says without the negation: every occurrence of its first
    word in the message is inside a refusal.
    """
    for seq, event in sorted(session.events.items()):
        if event.kind is not EventKind.USER or seq > session.covers_through:
            continue
        text = message_text(event.kind, event.content)
        for match in _REFUSAL.finditer(text):
            if match.group("verb"):
                words = [match.group("verb"), match.group("det"), match.group("object")]
            else:
                words = [match.group("first"), match.group("second")]
            first = words[0].lower()
            refused = sum(1 for found in _REFUSAL.finditer(text) if first in found.group(0).lower())
            if len(re.findall(rf"\b{re.escape(first)}\b", text, re.IGNORECASE)) == refused:
                said = match.group(0).strip(" .,;!?:")
                yield event.ref, " ".join(words), said, bool(match.group("verb"))
