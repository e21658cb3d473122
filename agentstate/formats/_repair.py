"""Pairing an imported history's tool calls with their results: diagnose, and repair.

Works on the provider-neutral specs an importer parsed, each tagged with the index of the
message it came from, so both providers share one set of rules: the results of an assistant
message's calls must follow it directly (OpenAI: the tool messages right after it;
Anthropic: the tool_result blocks at the start of the next user turn), each call answered
once. One pass over the specs, with the positions of calls and results looked up in advance; the
open calls are kept in `agentstate._pairing.OpenCalls`, as every reader of a history keeps them.

Repairs are additive where possible and always recorded as a system note placed at the next
safe split point:

- a call with no result gets a synthetic error result, right after the results it has;
- a result separated from its call, or before it, is moved to right after the call;
- an orphan result (no call has its id) or a second result is removed, and kept verbatim in
  the note's ``extra``;
- a call id used twice in one message gets a fresh id for the second call.

Ids reused after their first call was answered (some OpenAI-compatible servers number calls
per turn) are not a problem: the later call is stored under a fresh id (``<id>~2``) and the
export patch restores the original.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Collection, Sequence

import attrs

from agentstate._json import JSONObject, JSONValue
from agentstate._pairing import (
    DUPLICATE_CALL_ID,
    DUPLICATE_RESULT,
    MISPLACED_RESULT,
    ORPHAN_RESULT,
    RESULT_BEFORE_CALL,
    UNANSWERED_CALL,
    OpenCalls,
)
from agentstate._problems import HistoryProblem
from agentstate.events import EventKind, EventSpec

__all__ = ["SYNTHETIC_RESULT", "Parsed", "Resolution", "Resolved", "resolve"]

SYNTHETIC_RESULT = (
    "No result was recorded for this tool call; agentstate added this error on import."
)
"""The text of the error result an import repair adds for a call that had none."""


@attrs.frozen
class Parsed:
    """One spec parsed from a provider message."""

    spec: EventSpec
    message: int
    """Index of the message it came from."""
    source: JSONValue
    """The provider payload it came from (the message, or a block of it), kept for notes."""


@attrs.frozen
class Resolved:
    """One spec of the history as it will be appended."""

    spec: EventSpec
    message: int | None
    """The message it came from; None for what a repair added (notes, synthetic results)."""
    moved: bool = False
    """Whether a repair moved it away from its message."""


@attrs.frozen
class Resolution:
    """The specs to append and the problems found (each repaired in `items`)."""

    items: list[Resolved]
    problems: list[HistoryProblem]


@attrs.define
class _Call:
    call_id: str
    """The id the provider gave."""
    stored_id: str
    """The id it is stored under (differs when the provider reused an id)."""
    message: int
    index: int
    """Position of the call's spec in the parsed list (-1: a call already in the session)."""


def _calls(spec: EventSpec) -> list[JSONObject]:
    calls = spec.content.get("tool_calls") or []
    assert isinstance(calls, list)
    return [call for call in calls if isinstance(call, dict)]


def _result_id(spec: EventSpec) -> str:
    call_id = spec.content.get("call_id")
    assert isinstance(call_id, str)
    return call_id


def _repair_note(text: str, record: JSONObject) -> EventSpec:
    return EventSpec(
        EventKind.SYSTEM, {"text": f"Import repair: {text}", "extra": {"repair": record}}
    )


@attrs.define
class _Resolver:
    parsed: Sequence[Parsed]
    used: Callable[[str], bool]
    out: list[Resolved] = attrs.Factory(list)
    problems: list[HistoryProblem] = attrs.Factory(list)
    calls: OpenCalls[_Call] = attrs.Factory(OpenCalls)
    """The calls awaiting their results, by the id the provider gave."""
    taken: set[str] = attrs.Factory(set)
    """Stored ids given out by this import."""
    consumed: set[int] = attrs.Factory(set)
    held: dict[str, list[int]] = attrs.Factory(dict)
    notes: list[EventSpec] = attrs.Factory(list)
    last_safe: int = 0
    calls_at: dict[str, list[int]] = attrs.Factory(dict)
    results_at: dict[str, list[int]] = attrs.Factory(dict)

    def index_positions(self) -> None:
        for index, item in enumerate(self.parsed):
            if item.spec.kind is EventKind.ASSISTANT:
                for call in _calls(item.spec):
                    call_id = call.get("id")
                    if isinstance(call_id, str):
                        self.calls_at.setdefault(call_id, []).append(index)
            elif item.spec.kind is EventKind.TOOL_RESULT:
                self.results_at.setdefault(_result_id(item.spec), []).append(index)
        self.calls = OpenCalls(first_call={key: at[0] for key, at in self.calls_at.items()})

    # --- output ---------------------------------------------------------------------------

    def emit(self, item: Resolved) -> None:
        """Append to the output (a call opened, or answered, before it is emitted)."""
        self.out.append(item)
        self.flush()

    def flush(self) -> None:
        """Place waiting notes here if no call is open (a safe split point)."""
        if not self.calls:
            self.out.extend(Resolved(note, None) for note in self.notes)
            self.notes.clear()
            self.last_safe = len(self.out)

    def emit_result(self, index: int, call: _Call, *, moved: bool) -> None:
        """Answer `call` with the result at `index`."""
        self.calls.answer(call.call_id, call)
        item = self.parsed[index]
        content = dict(item.spec.content)
        content["call_id"] = call.stored_id
        self.consumed.add(index)
        self.emit(Resolved(EventSpec(EventKind.TOOL_RESULT, content), item.message, moved=moved))

    def problem(
        self, rule: str, message: int, detail: str, call_id: str, record: JSONObject
    ) -> None:
        self.problems.append(HistoryProblem(rule, message, detail, call_id))
        self.notes.append(_repair_note(detail, {"problem": rule, "message": message, **record}))
        self.flush()

    def fresh_id(self, call_id: str) -> str:
        candidate, number = call_id, 1
        while candidate in self.taken or self.used(candidate):
            number += 1
            candidate = f"{call_id}~{number}"
        self.taken.add(candidate)
        return candidate

    # --- the pass -------------------------------------------------------------------------

    def run(self, session_open: Collection[str]) -> Resolution:
        self.index_positions()
        for stored_id in session_open:
            call_id = _provider_id(stored_id, self.used)
            self.calls.call(call_id, _Call(call_id, stored_id, -1, -1))
        for index, item in enumerate(self.parsed):
            if index in self.consumed:
                continue
            if item.spec.kind is EventKind.TOOL_RESULT:
                self.take_result(index, item)
                continue
            self.close_zone(index, item.message)
            if item.spec.kind is EventKind.ASSISTANT and _calls(item.spec):
                self.open_zone(index, item)
            else:
                self.emit(Resolved(item.spec, item.message))
        if self.notes:
            notes = [Resolved(note, None) for note in self.notes]
            self.out[self.last_safe : self.last_safe] = notes
        self.problems.sort(key=lambda problem: problem.message)
        return Resolution(self.out, self.problems)

    def take_result(self, index: int, item: Parsed) -> None:
        call_id = _result_id(item.spec)
        waiting = self.calls.waiting(call_id)
        if waiting:
            self.emit_result(index, waiting[0], moved=False)
            return
        record: JSONObject = {"call_id": call_id, "removed": item.source}
        where = f"messages[{item.message}]"
        # (An open call's later result is found from the call, so none is open elsewhere.)
        rule = self.calls.stray(
            call_id, index, answered=call_id not in self.calls_at and self.used(call_id)
        )
        if rule == DUPLICATE_RESULT:
            self.problem(
                DUPLICATE_RESULT,
                item.message,
                f"removed a second result for tool call {call_id!r} ({where}); "
                "the first result was kept",
                call_id,
                record,
            )
        elif rule == RESULT_BEFORE_CALL:
            self.held.setdefault(call_id, []).append(index)
        else:
            self.problem(
                ORPHAN_RESULT,
                item.message,
                f"removed a result for tool call {call_id!r} ({where}), which no message makes",
                call_id,
                record,
            )

    def close_zone(self, index: int, message: int) -> None:
        """Settle the calls still open when a message other than a result arrives."""
        for call_id, call in list(self.calls.owners()):
            later = self.later_result(call, after=index)
            if later is not None:
                source = self.parsed[later].message
                self.problem(
                    MISPLACED_RESULT,
                    source,
                    f"moved the result for tool call {call.call_id!r} from messages[{source}] "
                    "to right after its call",
                    call.call_id,
                    {"call_id": call.call_id, "from": source},
                )
                self.emit_result(later, call, moved=True)
                continue
            owner = call.message if call.message >= 0 else message
            self.problem(
                UNANSWERED_CALL,
                owner,
                f"tool call {call.call_id!r} (messages[{owner}]) had no result; "
                "an error result was added",
                call.call_id,
                {"call_id": call.call_id},
            )
            content: JSONObject = {
                "call_id": call.stored_id,
                "name": None,
                "result": SYNTHETIC_RESULT,
                "is_error": True,
            }
            self.calls.answer(call_id, call)
            self.emit(Resolved(EventSpec(EventKind.TOOL_RESULT, content), None))

    def later_result(self, call: _Call, *, after: int) -> int | None:
        """The first unconsumed result for `call` after `after`, before the id's next call."""
        calls = self.calls_at.get(call.call_id, [])
        following = bisect_right(calls, call.index)
        next_call = calls[following] if following < len(calls) else len(self.parsed)
        for index in self.results_at.get(call.call_id, []):
            if after < index < next_call and index not in self.consumed:
                return index
        return None

    def open_zone(self, index: int, item: Parsed) -> None:
        content = dict(item.spec.content)
        stored_calls: list[JSONValue] = []
        opened: list[_Call] = []
        for call in _calls(item.spec):
            call_id = call["id"]
            assert isinstance(call_id, str)
            stored_id = self.fresh_id(call_id)
            if any(other.call_id == call_id for other in opened):
                self.problem(
                    DUPLICATE_CALL_ID,
                    item.message,
                    f"tool call id {call_id!r} is used twice in messages[{item.message}]; "
                    f"the second call is stored as {stored_id!r}",
                    call_id,
                    {"call_id": call_id, "stored_as": stored_id},
                )
            opened.append(_Call(call_id, stored_id, item.message, index))
            stored_calls.append({**call, "id": stored_id})
        content["tool_calls"] = stored_calls
        for opened_call in opened:
            self.calls.call(opened_call.call_id, opened_call)
        self.emit(Resolved(EventSpec(EventKind.ASSISTANT, content), item.message))
        for opened_call in opened:
            for early in self.held.pop(opened_call.call_id, []):
                self.place_early(early, opened_call, index)

    def place_early(self, early: int, call: _Call, call_index: int) -> None:
        """Move a result that came before its call after it, unless the call has its own."""
        source = self.parsed[early].message
        still_open = any(owner is call for owner in self.calls.waiting(call.call_id))
        if still_open and self.later_result(call, after=call_index) is None:
            self.problem(
                RESULT_BEFORE_CALL,
                source,
                f"moved the result for tool call {call.call_id!r} from messages[{source}], "
                "before its call, to right after the call",
                call.call_id,
                {"call_id": call.call_id, "from": source},
            )
            self.emit_result(early, call, moved=True)
            return
        self.consumed.add(early)
        self.problem(
            RESULT_BEFORE_CALL,
            source,
            f"removed a result for tool call {call.call_id!r} (messages[{source}]) that comes "
            "before its call, which has a result of its own",
            call.call_id,
            {"call_id": call.call_id, "removed": self.parsed[early].source},
        )


def _provider_id(stored_id: str, used: Callable[[str], bool]) -> str:
    """The id a provider gave a call stored under a fresh one (``call_0~2`` is ``call_0``).

    An import that resumes a history finds a reused id's later call open in the session
    under its fresh id, and its result still names the provider's id.
    """
    base, mark, number = stored_id.rpartition("~")
    return base if mark and base and number.isdigit() and used(base) else stored_id


def resolve(
    parsed: Sequence[Parsed],
    *,
    session_open: Collection[str] = (),
    used: Callable[[str], bool] = lambda _: False,
) -> Resolution:
    """Pair the calls and results of a parsed history; repair and report what is broken.

    Args:
        parsed: The specs, in message order.
        session_open: Ids of calls still open in the session the history is imported into
            (as stored: a reused id's fresh one answers to the provider's id); results at
            the start of the history may answer them.
        used: Whether a call id is already taken in the session.

    Returns:
        The repaired specs (append them when `problems` is empty or repairs are wanted)
        and every problem found, in message order.
    """
    return _Resolver(parsed, used).run(session_open)
