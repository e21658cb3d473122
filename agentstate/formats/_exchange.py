"""Importing provider message lists into events and exporting events as message lists.

Import: each message is parsed into provider-neutral specs, the tool calls and results are
paired (`_repair`: a broken history raises `BrokenHistory`, or is repaired on request), and
each message that arrives intact records how its default rendering differs from the
original (`_patch`), so exporting it in the same format gives the original back exactly.

Export: events are cut into pieces (an imported message whose events are all in range, or
one event), each tool result is placed right after the call it answers (a log may hold
results after other events; a provider may not), and, for Anthropic, consecutive pieces of
one role are merged into one turn.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import Final, Literal

import attrs

from agentstate._json import JSONObject, JSONValue, canonical_dumps
from agentstate._retracted import retracted_in, visible
from agentstate.backends.base import SessionReader
from agentstate.backends.reads import Reads, drive, read
from agentstate.errors import BrokenHistory, InvalidContent, InvalidInput
from agentstate.events import (
    MESSAGE_KINDS,
    ErrorPredicate,
    Event,
    EventKind,
    EventRef,
    EventSpec,
    flag_error,
)
from agentstate.formats import anthropic, openai
from agentstate.formats._detect import check_format, detect_format
from agentstate.formats._patch import apply_patch, make_patch
from agentstate.formats._repair import Parsed, Resolved, resolve
from agentstate.formats.validity import DUPLICATE_CALL_ID
from agentstate.groups import HasContent

__all__ = [
    "FORMATS",
    "Format",
    "HistoryImport",
    "ImportResult",
    "export_events",
    "export_session",
    "export_session_reads",
]

Format = Literal["anthropic", "openai"]
"""A provider message format."""

FORMATS: Final = ("anthropic", "openai")
"""Every format `Format` names."""


class ImportResult(list["EventRef"]):
    """What `AgentState.import_messages` appended: the refs, in order, and what it skipped.

    A list of `EventRef` (it compares and iterates as one), with `skipped`: how many of the
    messages were already at the end of the session and were not appended again.
    """

    def __init__(self, refs: Iterable[EventRef] = (), *, skipped: int = 0) -> None:
        super().__init__(refs)
        self.skipped = skipped
        """Messages at the start of the list already in the session (not appended)."""

    def __repr__(self) -> str:
        return f"ImportResult({list.__repr__(self)}, skipped={self.skipped})"


@attrs.frozen
class _Rules:
    """How a format parses messages and groups events into them."""

    name: str
    parse_message: Callable[[object, int], list[Parsed]]
    render: Callable[[Sequence[HasContent]], JSONObject]
    """The default message for the events of one message."""
    role: Callable[[Sequence[HasContent]], str]
    merge: Callable[[Sequence[JSONObject]], JSONObject] | None
    """Merges consecutive same-role messages (None: each piece is its own message)."""
    call_ids: Callable[[JSONObject], list[JSONValue]]
    """The ids of the calls a rendered message makes, in order."""


_RULES: Final[Mapping[str, _Rules]] = {
    anthropic.NAME: _Rules(
        anthropic.NAME,
        anthropic.parse_message,
        anthropic.render,
        anthropic.role,
        anthropic.merge,
        anthropic.call_ids,
    ),
    openai.NAME: _Rules(
        openai.NAME, openai.parse_message, openai.render, lambda _: "", None, openai.call_ids
    ),
}


def _rules(format: object) -> _Rules:
    rules = _RULES.get(format) if isinstance(format, str) else None
    if rules is None:
        msg = f"format must be one of {', '.join(map(repr, FORMATS))}, not {format!r}"
        raise InvalidInput(msg)
    return rules


# --- import ---------------------------------------------------------------------------------


class HistoryImport:
    """A provider message list, parsed and ready to be paired against a session.

    Parse with `HistoryImport.parse` (outside any transaction: it only reads the input),
    then `specs` inside the write transaction that appends them.
    """

    def __init__(self, messages: Sequence[JSONValue], rules: _Rules, parsed: list[Parsed]) -> None:
        self._messages = messages
        self._rules = rules
        self._parsed = parsed

    @classmethod
    def parse(
        cls, messages: object, *, format: Format | None, is_error: ErrorPredicate | None = None
    ) -> HistoryImport:
        """Parse a message list of `format`.

        Args:
            messages: The message list.
            format: Its format; None detects it (`agentstate.formats._detect`).
            is_error: Judges which tool results are errors beyond the format's own flag
                (see `agentstate.events.ErrorPredicate`); None: the flag alone.

        Raises:
            InvalidInput: `format` is unknown, `messages` is not a list of messages, or
                `is_error` raised.
            InvalidContent: A message is malformed (the error names its index), the list
                shows the other format's marks, or (detecting) both formats' marks.
        """
        if format is not None:
            _rules(format)
        if isinstance(messages, str | bytes | Mapping) or not isinstance(messages, Sequence):
            msg = f"messages must be a list of message dicts, not a {type(messages).__name__}"
            raise InvalidInput(msg)
        if format is None:
            rules = _rules(detect_format(messages))
        else:
            check_format(messages, format)
            rules = _rules(format)
        parsed = [
            item
            for index, message in enumerate(messages)
            for item in rules.parse_message(message, index)
        ]
        if is_error is not None:
            parsed = [_flagged(item, is_error) for item in parsed]
        return cls(list(messages), rules, parsed)

    def __len__(self) -> int:
        return len(self._parsed)

    @property
    def format(self) -> Format:
        """The format the list was read in."""
        return "openai" if self._rules.name == openai.NAME else "anthropic"

    def new_in(
        self, reader: SessionReader, *, is_error: ErrorPredicate | None
    ) -> tuple[HistoryImport, int]:
        """The messages not already at the end of the session `reader` reads, and how many were.

        The longest run of messages at the start of the list that equals, as JSON, the end of
        the session's export in the list's format is already there (a list imported again, or
        a list that grew since it was imported): only the rest is new.
        """
        if reader.head().seq == 0:
            return self, 0  # an empty session holds nothing to skip: no export needed
        existing = [
            canonical_dumps(message)
            for message in export_session(reader, format=self.format)[-len(self._messages) :]
        ]
        incoming = [canonical_dumps(message) for message in self._messages]
        skipped = 0
        for start in range(len(existing)):
            tail = existing[start:]
            if incoming[: len(tail)] == tail:
                skipped = len(tail)
                break
        if not skipped:
            return self, 0
        rest = HistoryImport.parse(self._messages[skipped:], format=self.format, is_error=is_error)
        return rest, skipped

    def specs(
        self,
        *,
        repair: bool,
        session_open: Collection[str] = (),
        used: Callable[[str], bool] = lambda _: False,
    ) -> list[EventSpec]:
        """The specs to append, paired against a session's open calls and taken ids.

        Raises:
            BrokenHistory: The history tears tool exchanges and `repair` is false.
        """
        resolution = resolve(self._parsed, session_open=session_open, used=used)
        if resolution.problems and not repair:
            shown = "; ".join(str(problem) for problem in resolution.problems[:5])
            more = len(resolution.problems) - 5
            msg = (
                f"the history has {len(resolution.problems)} broken tool exchange(s): {shown}"
                f"{f'; and {more} more' if more > 0 else ''}. Nothing was imported; pass "
                "repair=True to repair it (each repair is recorded as a system note)"
            )
            raise BrokenHistory(msg, problems=resolution.problems)
        renamed = {
            problem.message for problem in resolution.problems if problem.rule == DUPLICATE_CALL_ID
        }
        return self._with_extras(resolution.items, repaired_ids=renamed)

    def specs_in(self, reader: SessionReader, *, repair: bool) -> list[EventSpec]:
        """`specs` against the session `reader` reads (call it inside the write transaction)."""
        # The head counts open calls: only a session with some lists them.
        pending = reader.open_tool_calls() if reader.head().open_calls else []
        return self.specs(
            repair=repair,
            session_open=[call.call_id for call in pending],
            used=lambda call_id: reader.tool_call(call_id) is not None,
        )

    def _with_extras(
        self, items: list[Resolved], *, repaired_ids: Collection[int] = ()
    ) -> list[EventSpec]:
        """Attach to each intact message's first spec what its exact export needs.

        A message whose second call of an id got a fresh one (`repaired_ids`) is not intact:
        restoring its original ids would undo the repair in every export and context. Nor is
        a message holding a result for one of its calls: the result must name the id the
        call renders with.
        """
        repaired_ids = _with_their_results(items, repaired_ids)
        counts: dict[int, int] = {}
        for parsed in self._parsed:
            counts[parsed.message] = counts.get(parsed.message, 0) + 1
        positions: dict[int, list[int]] = {}
        for position, item in enumerate(items):
            if item.message is not None:
                positions.setdefault(item.message, []).append(position)
        specs = [item.spec for item in items]
        previous: tuple[str, int] | None = None  # (role, position after it) of the last intact
        for message, where in sorted(positions.items()):
            first = where[0]
            intact = (
                message not in repaired_ids
                and len(where) == counts[message]
                and where == list(range(first, first + len(where)))
                and not any(items[position].moved for position in where)
            )
            if not intact:
                previous = None
                continue
            group = specs[first : first + len(where)]
            extra: JSONObject = {}
            patch = make_patch(self._rules.render(group), self._messages[message])
            if patch is not None:
                extra["patch"] = patch
                if len(group) > 1:
                    extra["n"] = len(group)
            role = self._rules.role(group)
            if self._rules.merge is not None and previous == (role, first):
                extra["split"] = True
            previous = (role, first + len(group))
            if extra:
                head = specs[first]
                specs[first] = EventSpec(
                    head.kind, {**head.content, "extra": {self._rules.name: extra}}
                )
        return specs


def _flagged(item: Parsed, is_error: ErrorPredicate) -> Parsed:
    try:
        spec = flag_error(item.spec, is_error)
    except InvalidInput as exc:
        msg = f"messages[{item.message}]: {exc}"
        raise InvalidInput(msg) from exc
    return item if spec is item.spec else attrs.evolve(item, spec=spec)


def _with_their_results(items: Sequence[Resolved], messages: Collection[int]) -> set[int]:
    """`messages` and every message holding a result for one of their calls."""
    ids: set[JSONValue] = set()
    for item in items:
        calls = item.spec.content.get("tool_calls")
        if item.message in messages and isinstance(calls, list):
            ids.update(call.get("id") for call in calls if isinstance(call, dict))
    out = set(messages)
    for item in items:
        answers = item.spec.content.get("call_id")
        if item.message is not None and item.spec.kind is EventKind.TOOL_RESULT and answers in ids:
            out.add(item.message)
    return out


# --- export ---------------------------------------------------------------------------------


@attrs.frozen
class _Piece:
    events: tuple[Event, ...]
    message: JSONObject
    role: str
    split: bool = False


def _extra(event: Event, name: str) -> JSONObject | None:
    extra = event.content.get("extra")
    mine = extra.get(name) if isinstance(extra, dict) else None
    return mine if isinstance(mine, dict) else None


def _pieces(events: Sequence[Event], rules: _Rules) -> list[_Piece]:
    pieces: list[_Piece] = []
    renamed: dict[str, str] = {}  # stored call id -> the provider's id an import restored
    index = 0
    while index < len(events):
        head = events[index]
        extra = _extra(head, rules.name)
        size = extra.get("n", 1) if extra is not None else 1
        size = size if isinstance(size, int) and not isinstance(size, bool) and size >= 1 else 1
        group = tuple(events[index : index + size])
        whole = len(group) == size and all(
            event.seq == head.seq + offset for offset, event in enumerate(group)
        )
        if extra is None or not whole:
            group, extra = (head,), None
        if extra is None:
            message = rules.render([_restore_call_id(head, renamed)])
        else:
            message = _exact(rules, group, extra)
            for event in group:
                stored = [call.id for call in event.tool_calls]
                shown = rules.call_ids(message)
                if len(stored) == len(shown):
                    renamed.update(
                        (old, new)
                        for old, new in zip(stored, shown, strict=True)
                        if old is not None and isinstance(new, str) and new != old
                    )
        split = extra is not None and extra.get("split") is True
        pieces.append(_Piece(group, message, rules.role(group), split))
        index += len(group)
    return pieces


def _exact(rules: _Rules, group: Sequence[Event], extra: JSONObject) -> JSONObject:
    try:
        patched = apply_patch(rules.render(group), extra.get("patch"))
    except InvalidContent as exc:
        msg = f"{group[0].ref}: {exc}"
        raise InvalidContent(msg) from exc
    if not isinstance(patched, dict):
        msg = f"{group[0].ref}: its export patch does not make a message object"
        raise InvalidContent(msg)
    return patched


def _restore_call_id(event: Event, renamed: Mapping[str, str]) -> HasContent:
    """A result of a call whose id an import renamed answers the id the call exports with."""
    call_id = event.content.get("call_id")
    if event.kind is not EventKind.TOOL_RESULT or not isinstance(call_id, str):
        return event
    original = renamed.get(call_id)
    if original is None:
        return event
    return EventSpec(event.kind, {**event.content, "call_id": original})


def _hoist(pieces: Sequence[_Piece]) -> list[_Piece]:
    """Place each lone tool result right after the piece that made its call."""
    owner: dict[str, int] = {}
    attached: dict[int, list[int]] = {}
    moved: set[int] = set()
    for position, piece in enumerate(pieces):
        for event in piece.events:
            for call in event.tool_calls:
                owner[call.id or ""] = position
        (first, *rest) = piece.events
        if rest or first.kind is not EventKind.TOOL_RESULT:
            continue
        call_id = first.content.get("call_id")
        source = owner.get(call_id) if isinstance(call_id, str) else None
        if source is not None and source < position:
            attached.setdefault(source, []).append(position)
            moved.add(position)
    ordered: list[_Piece] = []
    for position, piece in enumerate(pieces):
        if position in moved:
            continue
        ordered.append(piece)
        ordered.extend(pieces[later] for later in attached.get(position, ()))
    return ordered


def export_events(events: Iterable[Event], *, format: Format) -> list[JSONObject]:
    """Render stored events as a provider message list.

    Events that are not messages (scratchpad writes, ledger moves, ...) are skipped. An
    imported message whose events are all present comes back exactly as it was imported.

    Raises:
        InvalidInput: `format` is unknown.
    """
    rules = _rules(format)
    messages_only = [event for event in events if event.kind in MESSAGE_KINDS]
    messages: list[JSONObject] = []
    last_role: str | None = None
    for piece in _hoist(_pieces(messages_only, rules)):
        if rules.merge is not None and messages and piece.role == last_role and not piece.split:
            messages[-1] = rules.merge([messages[-1], piece.message])
        else:
            messages.append(piece.message)
        last_role = piece.role
    return messages


def _bound(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        msg = f"{name} must be a non-negative seq, got {value!r}"
        raise InvalidInput(msg)
    return value


def _check_safe(seq: int, name: str) -> Reads[None]:
    event = yield from read(SessionReader.event, seq)
    if event is not None and event.open_calls:
        safe = yield from read(SessionReader.last_safe_seq, at_most=seq)
        msg = (
            f"{name}={seq} falls inside a tool exchange ({event.open_calls} call(s) open after "
            f"ev_{seq}); the nearest safe split point before it is {safe}"
        )
        raise InvalidInput(msg)


def export_session(
    reader: SessionReader,
    *,
    format: Format,
    after: int = 0,
    until: int | None = None,
) -> list[JSONObject]:
    """Export the message events with ``after < seq <= until`` of the session `reader` reads.

    Raises:
        InvalidInput: Unknown format, a bad bound, or a bound inside a tool exchange (a call
            before it whose result comes after it). The end of the log is always allowed:
            calls still waiting for results there are exported as they stand.
    """
    return drive(export_session_reads(format=format, after=after, until=until), reader)


def export_session_reads(
    *, format: Format, after: int = 0, until: int | None = None
) -> Reads[list[JSONObject]]:
    """`export_session` as reads (`agentstate.backends.reads`), for an asynchronous reader too."""
    _rules(format)
    after = _bound(after, "after")
    head = (yield from read(SessionReader.head)).seq
    end = head if until is None else min(_bound(until, "until"), head)
    if after:
        yield from _check_safe(after, "after")
    if end < head:
        yield from _check_safe(end, "until")
    if after >= end:
        return []
    retracted = retracted_in((yield from read(SessionReader.events, kinds=(EventKind.RETRACTION,))))
    events = yield from read(SessionReader.events, after=after, until=end, kinds=MESSAGE_KINDS)
    return export_events(visible(events, retracted), format=format)
