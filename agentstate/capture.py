"""Capture rules: scratchpad values taken from tool calls and results as they are appended.

A rule says "when a result of tool T is appended, the value at PATH goes into field F"::

    CaptureRule(tool="get_user_details", path="arguments.user_id", field="user_id")
    CaptureRule(tool="get_user_details", path="result.payment_methods.*.id",
                field="payment_method_ids")

Rules run inside the append transaction (an `AppendObserver`), so a captured value commits with
the result it came from, with that event as its provenance, and no model is in the loop.

**Paths.** A path starts at ``result`` (the tool's result; a string holding JSON text, as
OpenAI-format histories store results, is parsed first), at ``arguments`` (the arguments of
the call the result answers; the value's source is then the assistant event that made the
call), or at ``exchange``: the object ``{"arguments": ..., "result": ...}`` of both, for a
value made from what was asked and what came back (a search and what it found; the source is
the result), or at ``offered``: the items of the tool's latest list result that an assistant
message names, read when an assistant message with text is appended (a search's hits the
agent offered the user; `agentstate._offers` says how an item is named; the source is the
result). Each further segment, after a dot, is

- a key of an object: ``result.user_id``; write a key holding dots, stars or only digits as a
  JSON string: ``result."a.b"``;
- an integer: the item at that index of a list (negative counts from the end): ``flights.0``;
- ``*``: every item of a list, or every value of an object, in order.

A path without ``*`` captures one value. A path with ``*`` captures the list of every match
(items lacking the rest of the path are skipped), which may be empty.

**Outcomes.** A rule applies to every result of its tool, or to those its ``when`` accepts (a
rule for records only: ``when=lambda result: isinstance(result, dict)``). Each rule that
applies to a result ends one of four ways:

- ``captured``: the value validated and was written, as a ``fact`` event naming the rule. A
  ``replace`` rule writes even a value equal to the current one: its provenance moves to the
  latest event that states it (the reservation at hand, not an earlier one that had the same
  cabin);
- ``unchanged``: a ``union`` rule found no new item, or an ``update`` rule no new or changed
  entry, so nothing is written;
- ``missing``: the path matched nothing (the part before the first ``*`` is absent);
- ``invalid``: the transform failed or the value does not validate against the field.

A missing or invalid capture never fails the append: it is recorded as a ``fact`` event with
``"skipped"`` set (no value, so the scratchpad is unchanged) and logged on the
``agentstate.capture`` logger, so an operator sees it in the log. Results that report a failure
(``is_error``, or `CaptureRules.is_failure`) are not captured from at all.

**Mentions.** `CaptureRules(mentions="field")` also gathers the values each user message
states in prose (identifiers, emails, amounts, ISO dates; no domain needed) into that field,
citing the message: an order number the user typed survives the compaction of their message,
though no call holds it yet.

**Choices.** `CaptureRules(choices={"plan": ("basic", "premium", "premium_plus")})` writes
a field when a user's message names one of its declared values as people write it ("1.
Monthly 2. Premium"), citing the message, once the agent has put the choice to the user; a
message naming two of them, or one after a negation, chooses nothing
(`agentstate._prose_capture`).

**Transforms** convert explicitly (units, sums); `dollars_to_cents`, `total` and
`whole_number` are provided. A transform takes the captured JSON value and returns JSON; any
exception it raises makes the outcome ``invalid``.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import Enum, StrEnum
from typing import TYPE_CHECKING, Literal

import attrs

from agentstate import _json
from agentstate._offers import offered_items, offered_since, turn_results
from agentstate._prose_capture import (
    capture_choices,
    capture_mentions,
    check_mentions_field,
    choice_table,
)
from agentstate._transforms import dollars_to_cents, total, whole_number
from agentstate.errors import InvalidInput, ScratchpadError
from agentstate.events import Event, EventKind, EventSpec, check_identifier, format_ref

if TYPE_CHECKING:
    from agentstate.backends.base import SessionWriter
    from agentstate.log import EventLog
    from agentstate.scratchpad import ScratchpadStore

__all__ = [
    "CapturePath",
    "CaptureRule",
    "CaptureRules",
    "CaptureStatus",
    "Capturer",
    "Transform",
    "dollars_to_cents",
    "total",
    "whole_number",
]

logger = logging.getLogger("agentstate.capture")

Transform = Callable[[_json.JSONValue], _json.JSONValue]
"""Converts a captured value (JSON in, JSON out); raising makes the outcome ``invalid``."""

_MAX_DETAIL = 300


class _Every(Enum):
    """The ``*`` segment."""

    EVERY = "*"


Segment = str | int | _Every

_SEGMENT = re.compile(r'\*|"(?:[^"\\]|\\.)*"|-?[0-9]+(?=\.|$)|[^."*]+')


@attrs.frozen
class CapturePath:
    """A parsed path: its root and then its segments.

    The root is ``result``, ``arguments``, ``exchange`` or ``offered``.
    """

    text: str
    root: Literal["result", "arguments", "exchange", "offered"]
    segments: tuple[Segment, ...]

    @classmethod
    def parse(cls, text: str | CapturePath) -> CapturePath:
        """Parse a path (see the module docs for the syntax).

        Raises:
            InvalidInput: The path is empty, malformed, or starts elsewhere than at
                ``result``, ``arguments``, ``exchange`` or ``offered``.
        """
        if isinstance(text, CapturePath):
            return text
        if not isinstance(text, str) or not text:
            msg = f"a capture path must be a non-empty string, got {text!r}"
            raise InvalidInput(msg)
        segments: list[Segment] = []
        position = 0
        while True:
            match = _SEGMENT.match(text, position)
            if match is None:
                msg = f"capture path {text!r}: expected a key, an index or * at {position}"
                raise InvalidInput(msg)
            segments.append(_segment(match.group(), text))
            position = match.end()
            if position == len(text):
                break
            if text[position] != "." or position + 1 == len(text):
                msg = f"capture path {text!r}: expected '.' and a segment at {position}"
                raise InvalidInput(msg)
            position += 1
        root = segments[0]
        if root == "result":
            return cls(text, "result", tuple(segments[1:]))
        if root == "arguments":
            return cls(text, "arguments", tuple(segments[1:]))
        if root == "exchange":
            return cls(text, "exchange", tuple(segments[1:]))
        if root == "offered":
            return cls(text, "offered", tuple(segments[1:]))
        msg = f"capture path {text!r} must start at 'result', 'arguments', 'exchange' or 'offered'"
        raise InvalidInput(msg)

    @property
    def collects(self) -> bool:
        """Whether the path has a ``*`` (and so captures a list of every match)."""
        return any(segment is _Every.EVERY for segment in self.segments)

    def select(self, document: _json.JSONValue) -> tuple[bool, _json.JSONValue]:
        """Apply the path (after its root) to a document: (found, value)."""
        nodes: list[_json.JSONValue] = [document]
        collected = False
        for segment in self.segments:
            following: list[_json.JSONValue] = []
            if segment is _Every.EVERY:
                containers = [node for node in nodes if isinstance(node, list | dict)]
                if not collected and not containers:
                    return False, None
                collected = True
                for container in containers:
                    assert isinstance(container, list | dict)
                    following.extend(
                        container if isinstance(container, list) else container.values()
                    )
            else:
                for node in nodes:
                    found, value = _step(node, segment)
                    if found:
                        following.append(value)
                if not collected and not following:
                    return False, None
            nodes = following
        if collected:
            return True, nodes
        return True, nodes[0]

    def __str__(self) -> str:
        return self.text


def _segment(part: str, text: str) -> Segment:
    if part == _Every.EVERY.value:
        return _Every.EVERY
    if part.startswith('"'):
        try:
            key = json.loads(part)
        except ValueError as exc:
            msg = f"capture path {text!r}: bad quoted key {part}"
            raise InvalidInput(msg) from exc
        assert isinstance(key, str)
        return key
    if re.fullmatch(r"-?[0-9]+", part):
        return int(part)
    return part


def _step(node: _json.JSONValue, segment: str | int) -> tuple[bool, _json.JSONValue]:
    if isinstance(segment, int):
        if isinstance(node, list):
            if -len(node) <= segment < len(node):
                return True, node[segment]
            return False, None
        segment = str(segment)
    if isinstance(node, dict) and segment in node:
        return True, node[segment]
    return False, None


def _parse_path(text: str | CapturePath) -> CapturePath:
    return CapturePath.parse(text)


def _check_merge(instance: object, attribute: object, value: object) -> None:
    if value not in ("replace", "union", "update"):
        msg = f"merge must be 'replace', 'union' or 'update', not {value!r}"
        raise InvalidInput(msg)


@attrs.frozen(kw_only=True)
class CaptureRule:
    """Capture the value at `path` of each result of `tool` into the scratchpad field `field`."""

    tool: str = attrs.field(validator=lambda _, __, value: check_identifier(value, what="a tool"))
    """The tool whose results this rule reads (exact name)."""
    path: CapturePath = attrs.field(converter=_parse_path)
    """Where the value is, from ``result`` or ``arguments`` (see the module docs)."""
    field: str
    """The scratchpad field that receives it."""
    transform: Transform | None = None
    """Converts the value before validation (units, sums)."""
    merge: Literal["replace", "union", "update"] = attrs.field(
        default="replace", validator=_check_merge
    )
    """``replace`` the current value; or, for list fields, add the new items not already in
    it, in order (``union``): gathering every reservation id seen across tools; or, for
    object fields, set the captured object's keys and keep the others (``update``): the
    latest state of every reservation seen, by id."""
    name: str | None = None
    """A label for outcomes and history (default ``tool:path``)."""
    when: Callable[[_json.JSONValue], bool] | None = None
    """Whether the rule applies to a result (it gets the result, parsed if it was JSON
    text): a result it does not apply to has no outcome at all, not even a skip (default:
    every result). One that raises is taken as not applying, and logged."""
    accepts: Callable[[_json.JSONValue], bool] | None = None
    """Whether the value found at `path` is one to keep (before `transform`): a value it
    refuses has no outcome and leaves the field as it is (default: every value). A string
    argument that is prose, not a value: ``accepts=lambda value: len(str(value)) <= 80``."""

    @property
    def label(self) -> str:
        """How outcomes and the fact history name this rule."""
        return self.name if self.name is not None else f"{self.tool}:{self.path}"


def _rule_tuple(rules: Iterable[CaptureRule]) -> tuple[CaptureRule, ...]:
    return tuple(rules)


@attrs.frozen
class CaptureRules:
    """A set of capture rules, and how to tell that a tool result reports a failure."""

    rules: tuple[CaptureRule, ...] = attrs.field(converter=_rule_tuple)
    is_failure: Callable[[_json.JSONValue], bool] | None = attrs.field(default=None, kw_only=True)
    """Marks results that report a failure without ``is_error`` (a tool that returns
    ``"Error: ..."`` text); it gets the result, parsed if it was JSON text. Nothing is
    captured from a failed call, not even its arguments (nor when the predicate raises)."""
    mentions: str | None = attrs.field(default=None, kw_only=True, validator=check_mentions_field)
    """A scratchpad field (a list of strings, best `Secondary`) that gathers the values each
    user message states in prose: identifiers, emails, amounts, ISO dates
    (`agentstate._mentions`), the latest `MAX_MENTIONS` in the order they were said, each
    write citing the message. None: no such capture."""
    choices: Mapping[str, tuple[str, ...]] = attrs.field(
        factory=dict, kw_only=True, converter=choice_table
    )
    """Scratchpad fields by the values declared for them (a tool parameter's ``enum``): a
    user message that names one of a field's values writes it (`agentstate._prose_capture`)."""

    def __attrs_post_init__(self) -> None:
        for rule in self.rules:
            if not isinstance(rule, CaptureRule):
                msg = f"capture rules must be CaptureRule instances, got {type(rule).__name__}"
                raise InvalidInput(msg)

    def for_tool(self, name: str) -> list[CaptureRule]:
        """The rules reading results of `name`, in declaration order."""
        return [rule for rule in self.rules if rule.tool == name]

    def offering(self) -> frozenset[str]:
        """The tools whose offered items some rule captures (an ``offered`` path)."""
        return frozenset(rule.tool for rule in self.rules if rule.path.root == "offered")


class CaptureStatus(StrEnum):
    """How a rule ended on one result (see the module docs)."""

    CAPTURED = "captured"
    UNCHANGED = "unchanged"
    MISSING = "missing"
    INVALID = "invalid"


# --- the observer -------------------------------------------------------------------------


def _reject_constant(name: str) -> None:
    msg = f"{name} is not JSON"
    raise ValueError(msg)


def _parsed(value: _json.JSONValue) -> _json.JSONValue:
    """A string holding JSON text, parsed; anything else (or text that is not JSON) as is."""
    if not isinstance(value, str):
        return value
    try:
        parsed: _json.JSONValue = json.loads(value, parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        return value
    return parsed


def _canonical(value: _json.JSONValue) -> str:
    return _json.canonical_dumps(value)


def _union(current: _json.JSONValue, new: _json.JSONValue) -> _json.JSONValue:
    merged = list(current) if isinstance(current, list) else []
    seen = {_canonical(item) for item in merged}
    for item in new if isinstance(new, list) else [new]:
        text = _canonical(item)
        if text not in seen:
            seen.add(text)
            merged.append(item)
    return merged


def _update(current: _json.JSONValue, new: _json.JSONValue) -> _json.JSONValue:
    if not isinstance(new, dict):
        msg = f"an update rule needs an object to merge, got {type(new).__name__}"
        raise TypeError(msg)
    merged = dict(current) if isinstance(current, dict) else {}
    merged.update(new)
    return merged


def _describe(document: _json.JSONValue) -> str:
    """A short description of what a path was applied to (never the whole document)."""
    if isinstance(document, dict):
        keys = list(document)
        shown = ", ".join(repr(key) for key in keys[:10]) + (", ..." if len(keys) > 10 else "")
        return f"an object with keys [{shown}]"
    if isinstance(document, list):
        return f"a list of {len(document)} items"
    if isinstance(document, str):
        return f"text {document[:80]!r}" + ("..." if len(document) > 80 else "")
    return repr(document)


def _short(text: str) -> str:
    return text if len(text) <= _MAX_DETAIL else text[: _MAX_DETAIL - 3] + "..."


class Capturer:
    """Runs capture rules on every tool result appended to a log (an `AppendObserver`).

    Args:
        rules: The rules in force.
        store: The scratchpad they write.
        log: The log the scratchpad's session appends to (skips are recorded in it).

    Raises:
        InvalidInput: A rule writes a field the scratchpad does not have.
    """

    def __init__(
        self, rules: CaptureRules | Iterable[CaptureRule], store: ScratchpadStore, log: EventLog
    ) -> None:
        self.rules = rules if isinstance(rules, CaptureRules) else CaptureRules(tuple(rules))
        """The rules in force."""
        self._store = store
        self._log = log
        fields = set(store.fields)
        written = (
            {rule.field for rule in self.rules.rules}
            | set(self.rules.choices)
            | ({self.rules.mentions} if self.rules.mentions is not None else set())
        )
        unknown = sorted(written - fields)
        if self.rules.mentions is not None and self.rules.mentions in fields:
            try:
                store.validate(self.rules.mentions, ["W2378156"])
            except ScratchpadError as exc:
                msg = f"the mentions field must hold a list of strings: {exc}"
                raise InvalidInput(msg) from exc
        if unknown:
            msg = (
                f"capture rules write fields {unknown} that {store.schema.__name__} does not "
                f"have (fields: {', '.join(store.fields) or 'none'})"
            )
            raise InvalidInput(msg)

    def __call__(self, tx: SessionWriter, events: Sequence[Event]) -> None:
        """Capture from `events`, inside their append transaction.

        From every tool result, and from every assistant message with text the items it
        offers (``offered`` rules).
        """
        offering: frozenset[str] | None = None
        for event in events:
            if event.kind is EventKind.TOOL_RESULT:
                self._capture(tx, event)
            elif event.kind is EventKind.USER:
                if self.rules.mentions is not None:
                    capture_mentions(self._store, tx, event, self.rules.mentions)
                if self.rules.choices:
                    capture_choices(self._store, tx, event, self.rules.choices)
            elif event.kind is EventKind.ASSISTANT and isinstance(event.content.get("text"), str):
                offering = self.rules.offering() if offering is None else offering
                if offering:
                    self._offered(tx, event, offering)

    def _offered(self, tx: SessionWriter, message: Event, tools: frozenset[str]) -> None:
        """Capture the items of recent list results that `message` names."""
        text = message.content.get("text")
        assert isinstance(text, str)
        for name, event in (
            (name, event)
            for name, results in turn_results(tx, before=message.seq, tools=tools).items()
            for event in results
        ):
            result = _parsed(event.content.get("result"))
            items = offered_items(result, text)
            if not items or self._failed(event, result):
                continue
            items = offered_since(tx, result, items, after=event.seq, before=message.seq)
            for rule in self.rules.for_tool(name):
                if rule.path.root == "offered" and _applies(rule, result, event):
                    status, detail = self._apply(tx, rule, event.seq, list(items))
                    if detail is not None:
                        _record_skip(self._log, tx, rule, event.seq, status, detail)

    def _capture(self, tx: SessionWriter, event: Event) -> None:
        name = event.content.get("name")
        rules = self.rules.for_tool(name) if isinstance(name, str) else []
        rules = [rule for rule in rules if rule.path.root != "offered"]
        if not rules or event.content.get("is_error"):
            return
        result = _parsed(event.content.get("result"))
        if self._failed(event, result):
            return
        call: tuple[int, _json.JSONValue] | None = None
        for rule in rules:
            if not _applies(rule, result, event):
                continue
            if rule.path.root == "result":
                source, document = event.seq, result
            else:
                if call is None:
                    call = _call_arguments(tx, event)
                source, document = call
                if rule.path.root == "exchange":
                    source, document = event.seq, {"arguments": document, "result": result}
            status, detail = self._apply(tx, rule, source, document)
            if detail is not None:
                _record_skip(self._log, tx, rule, source, status, detail)

    def _failed(self, event: Event, result: _json.JSONValue) -> bool:
        if self.rules.is_failure is None:
            return False
        try:
            return bool(self.rules.is_failure(result))
        except Exception as exc:  # noqa: BLE001 - application code run on tool output; when it cannot tell, capture nothing rather than fail the append
            logger.warning(
                "capture skipped at %s: is_failure raised %s: %s",
                event.ref,
                type(exc).__name__,
                exc,
            )
            return True

    def _apply(
        self, tx: SessionWriter, rule: CaptureRule, source: int, document: _json.JSONValue
    ) -> tuple[CaptureStatus, str | None]:
        """Capture one value: the outcome, and for a skip, why."""
        found, value = rule.path.select(document)
        if not found:
            return CaptureStatus.MISSING, f"{rule.path} matched nothing in {_describe(document)}"
        try:
            if rule.accepts is not None and not rule.accepts(value):
                return CaptureStatus.UNCHANGED, None
        except Exception as exc:  # noqa: BLE001 - application code run on tool output, as a transform is
            return CaptureStatus.INVALID, f"accepts failed: {type(exc).__name__}: {exc}"
        current = tx.fact(rule.field)
        if current is not None and not self._store.is_current(rule.field, current.value):
            current = None  # a value the schema no longer accepts is replaced, never merged
        try:
            if rule.transform is not None:
                value = rule.transform(value)
            if rule.merge == "union":
                value = _union(current.value if current is not None else [], value)
            elif rule.merge == "update":
                value = _update(current.value if current is not None else {}, value)
            stored = self._store.validate(rule.field, value)
        except ScratchpadError as exc:
            return CaptureStatus.INVALID, str(exc)
        except Exception as exc:  # noqa: BLE001 - a transform is application code run on tool output; its failure is an outcome, never a failed append
            return CaptureStatus.INVALID, f"transform failed: {type(exc).__name__}: {exc}"
        if (
            rule.merge != "replace"
            and current is not None
            and _canonical(current.value) == _canonical(stored)
        ):
            return CaptureStatus.UNCHANGED, None
        self._store.write_in(tx, rule.field, stored, source=source, rule=rule.label)
        return CaptureStatus.CAPTURED, None


def _applies(rule: CaptureRule, result: _json.JSONValue, event: Event) -> bool:
    """Whether `rule` applies to this result (`CaptureRule.when`)."""
    if rule.when is None:
        return True
    try:
        return bool(rule.when(result))
    except Exception as exc:  # noqa: BLE001 - application code run on tool output; a rule that cannot tell does not apply
        logger.warning(
            "capture rule %s not applied at %s: when raised %s: %s",
            rule.label,
            event.ref,
            type(exc).__name__,
            exc,
        )
        return False


def _record_skip(
    log: EventLog,
    tx: SessionWriter,
    rule: CaptureRule,
    source: int,
    status: CaptureStatus,
    detail: str,
) -> None:
    """Record a missing or invalid capture as a ``fact`` event with no value, and log it."""
    detail = _short(detail)
    content: _json.JSONObject = {
        "key": rule.field,
        "source": format_ref(source),
        "rule": rule.label,
        "skipped": status.value,
        "detail": detail,
    }
    log.append_in(tx, [EventSpec(EventKind.FACT, content)])
    level = logging.INFO if status is CaptureStatus.MISSING else logging.WARNING
    logger.log(
        level, "capture %s %s at %s: %s", rule.label, status.value, format_ref(source), detail
    )


def _call_arguments(tx: SessionWriter, result: Event) -> tuple[int, _json.JSONValue]:
    """The seq of the assistant event that made the call a result answers, and its arguments."""
    call_id = result.content.get("call_id")
    assert isinstance(call_id, str)
    record = tx.tool_call(call_id)
    assert record is not None  # the append pipeline refuses a result without its call
    call_event = tx.event(record.call_seq)
    assert call_event is not None
    for call in call_event.tool_calls:
        if call.id == call_id:
            return record.call_seq, _parsed(call.arguments)
    raise AssertionError(call_id)  # pragma: no cover - the call event holds the call
