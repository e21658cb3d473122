"""Structural rules of provider requests: does a message list pair every tool call?

`check_openai` and `check_anthropic` read provider message dicts (the ``messages`` of a
request) and return every rule they break, as `HistoryProblem` records; an empty list means
the providers' structural checks would pass. They are independent of how the list was made,
so they can judge any renderer's output (count invalid requests in an eval, assert in a test).

The rules, for OpenAI Chat Completions:

- every assistant message with ``tool_calls`` is followed by one ``tool`` message per call id,
  before any other message;
- every ``tool`` message answers a call of that assistant message, once.

For the Anthropic Messages API (consecutive messages of one role form one turn, as the API
merges them; the merge itself is reported as ``roles_alternate``):

- roles alternate between ``user`` and ``assistant``;
- every ``tool_use`` of an assistant turn is answered by a ``tool_result`` in the next user
  turn, and every ``tool_result`` answers a ``tool_use`` of the turn just before, once;
- in a user turn, the ``tool_result`` blocks come first.

With ``allow_pending=True`` the calls of the last assistant message may still lack results
when nothing but their results follows (a history waiting for tools), as an import allows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, Literal

from agentstate._json import JSONValue
from agentstate._pairing import (
    DUPLICATE_CALL_ID,
    DUPLICATE_RESULT,
    MISPLACED_RESULT,
    ORPHAN_RESULT,
    RESULT_BEFORE_CALL,
    UNANSWERED_CALL,
    OpenCalls,
    stray_result,
)
from agentstate._problems import HistoryProblem

__all__ = [
    "DUPLICATE_CALL_ID",
    "DUPLICATE_RESULT",
    "MALFORMED",
    "MISPLACED_RESULT",
    "ORPHAN_RESULT",
    "PAIRING_RULES",
    "RESULTS_FIRST",
    "RESULT_BEFORE_CALL",
    "ROLES_ALTERNATE",
    "UNANSWERED_CALL",
    "HistoryProblem",
    "check",
    "check_anthropic",
    "check_openai",
    "stray_result",
]

MALFORMED: Final = "malformed"
"""A message or block of the wrong shape (unknown role, missing id, content of the wrong type)."""
ROLES_ALTERNATE: Final = "roles_alternate"
"""Anthropic: two consecutive messages with the same role."""
RESULTS_FIRST: Final = "results_first"
"""Anthropic: a ``tool_result`` block after other content in a user turn."""

PAIRING_RULES: Final = frozenset(
    {
        UNANSWERED_CALL,
        ORPHAN_RESULT,
        DUPLICATE_RESULT,
        RESULT_BEFORE_CALL,
        MISPLACED_RESULT,
        DUPLICATE_CALL_ID,
        RESULTS_FIRST,
    }
)
"""The rules about tool calls and their results (what an import refuses or repairs)."""


_OPENAI_ROLES: Final = frozenset({"system", "developer", "user", "assistant", "tool"})


def _stray(
    calls: OpenCalls[int],
    call_id: str,
    index: int,
    *,
    problems: list[HistoryProblem],
    zone: str,
) -> None:
    """Report a result that is not in its call's required place."""
    rule = calls.stray(call_id, index)
    detail = {
        DUPLICATE_RESULT: f"a second result for tool call {call_id!r}",
        MISPLACED_RESULT: f"the result for tool call {call_id!r} is not {zone}",
        RESULT_BEFORE_CALL: f"a result for tool call {call_id!r} comes before the call",
        ORPHAN_RESULT: f"a result for tool call {call_id!r}, which no message makes",
    }[rule]
    problems.append(HistoryProblem(rule, index, detail, call_id))


def _unanswered(calls: OpenCalls[int], problems: list[HistoryProblem], where: str) -> None:
    """Give up on the open calls, each an unanswered call."""
    if not calls:  # the common case: every call answered
        return
    problems.extend(
        HistoryProblem(
            UNANSWERED_CALL, owner, f"tool call {call_id!r} has no result {where}", call_id
        )
        for call_id, owner in calls.settle()
    )


# --- OpenAI -----------------------------------------------------------------------------


def _openai_call_ids(
    message: Mapping[str, JSONValue], index: int, problems: list[HistoryProblem]
) -> list[str]:
    calls = message.get("tool_calls")
    if calls is None:
        return []
    if not isinstance(calls, list):
        problems.append(HistoryProblem(MALFORMED, index, "'tool_calls' is not a list"))
        return []
    ids: list[str] = []
    for call in calls:
        kind = call.get("type", "function") if isinstance(call, dict) else None
        body = call.get(kind) if isinstance(call, dict) and isinstance(kind, str) else None
        if (
            not isinstance(call, dict)
            or not isinstance(call.get("id"), str)
            or not isinstance(body, dict)
            or not isinstance(body.get("name"), str)
        ):
            problems.append(
                HistoryProblem(MALFORMED, index, "a tool call needs an 'id' and a named function")
            )
            continue
        call_id = call["id"]
        assert isinstance(call_id, str)
        if call_id in ids:
            problems.append(
                HistoryProblem(
                    DUPLICATE_CALL_ID,
                    index,
                    f"tool call id {call_id!r} is used twice in one message",
                    call_id,
                )
            )
            continue
        ids.append(call_id)
    return ids


def _first_calls_openai(messages: Sequence[object]) -> dict[str, int]:
    first: dict[str, int] = {}
    for index, message in enumerate(messages):
        if isinstance(message, dict) and isinstance(message.get("tool_calls"), list):
            for call in message["tool_calls"]:
                if isinstance(call, dict) and isinstance(call.get("id"), str):
                    first.setdefault(call["id"], index)
    return first


def check_openai(
    messages: Sequence[object], *, allow_pending: bool = False
) -> list[HistoryProblem]:
    """Every structural rule an OpenAI Chat Completions message list breaks.

    Args:
        messages: The ``messages`` of a request, as dicts.
        allow_pending: Accept calls of the last assistant message that still lack results
            when only their results follow.

    Returns:
        The problems in message order; empty when the list is structurally valid.
    """
    problems: list[HistoryProblem] = []
    calls = OpenCalls[int](first_call=_first_calls_openai(messages))
    for index, message in enumerate(messages):
        role = message.get("role") if isinstance(message, dict) else None
        if not isinstance(message, dict) or role not in _OPENAI_ROLES:
            problems.append(HistoryProblem(MALFORMED, index, f"unknown message role {role!r}"))
            _unanswered(calls, problems, "before the next message")
            continue
        if role == "tool":
            call_id = message.get("tool_call_id")
            if not isinstance(call_id, str):
                problems.append(
                    HistoryProblem(MALFORMED, index, "a tool message needs a 'tool_call_id'")
                )
            elif calls.answer(call_id) is None:
                _stray(
                    calls,
                    call_id,
                    index,
                    problems=problems,
                    zone="right after the assistant message that made it",
                )
            continue
        _unanswered(calls, problems, "before the next non-tool message")
        if role == "assistant":
            for call_id in _openai_call_ids(message, index, problems):
                if calls.awaited(call_id):
                    problems.append(
                        HistoryProblem(
                            DUPLICATE_CALL_ID,
                            index,
                            f"tool call id {call_id!r} is reused while its first call "
                            "still awaits a result",
                            call_id,
                        )
                    )
                calls.call(call_id, index)
        elif not isinstance(message.get("content"), str | list):
            problems.append(
                HistoryProblem(MALFORMED, index, f"a {role} message needs string or list content")
            )
    if not allow_pending:
        _unanswered(calls, problems, "at the end of the history")
    return problems


# --- Anthropic --------------------------------------------------------------------------


def _blocks(message: Mapping[str, JSONValue]) -> list[Mapping[str, JSONValue]] | None:
    content = message.get("content")
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if isinstance(content, list) and all(
        isinstance(block, dict) and isinstance(block.get("type"), str) for block in content
    ):
        return [block for block in content if isinstance(block, dict)]
    return None


def _turns(
    messages: Sequence[object], problems: list[HistoryProblem]
) -> list[tuple[str, list[tuple[int, Mapping[str, JSONValue]]]]]:
    """Merge consecutive same-role messages into turns of (message index, block)."""
    turns: list[tuple[str, list[tuple[int, Mapping[str, JSONValue]]]]] = []
    for index, message in enumerate(messages):
        role = message.get("role") if isinstance(message, dict) else None
        blocks = _blocks(message) if isinstance(message, dict) else None
        if role not in ("user", "assistant") or blocks is None:
            problems.append(
                HistoryProblem(
                    MALFORMED,
                    index,
                    f"not a user or assistant message with string or block content (role {role!r})",
                )
            )
            continue
        assert isinstance(role, str)
        if turns and turns[-1][0] == role:
            problems.append(HistoryProblem(ROLES_ALTERNATE, index, f"two {role} messages in a row"))
            turns[-1][1].extend((index, block) for block in blocks)
        else:
            turns.append((role, [(index, block) for block in blocks]))
    return turns


def _first_calls_anthropic(
    turns: Sequence[tuple[str, list[tuple[int, Mapping[str, JSONValue]]]]],
) -> dict[str, int]:
    first: dict[str, int] = {}
    for _, blocks in turns:
        for index, block in blocks:
            call_id = block.get("id")
            if block.get("type") == "tool_use" and isinstance(call_id, str):
                first.setdefault(call_id, index)
    return first


def check_anthropic(
    messages: Sequence[object], *, allow_pending: bool = False
) -> list[HistoryProblem]:
    """Every structural rule an Anthropic Messages API message list breaks.

    Args:
        messages: The ``messages`` of a request, as dicts (the system prompt is not a
            message).
        allow_pending: Accept tool uses of the last assistant turn that still lack results
            when only their results follow.

    Returns:
        The problems in message order; empty when the list is structurally valid.
    """
    problems: list[HistoryProblem] = []
    turns = _turns(messages, problems)
    calls = OpenCalls[int](first_call=_first_calls_anthropic(turns))
    for position, (role, blocks) in enumerate(turns):
        last = position == len(turns) - 1
        if role == "assistant":
            _unanswered(calls, problems, "in the next user turn")
            for index, block in blocks:
                if block["type"] == "tool_result":
                    problems.append(
                        HistoryProblem(MALFORMED, index, "a tool_result in an assistant message")
                    )
                if block["type"] != "tool_use":
                    continue
                call_id = block.get("id")
                if not isinstance(call_id, str) or not isinstance(block.get("name"), str):
                    problems.append(
                        HistoryProblem(MALFORMED, index, "a tool_use needs an 'id' and a 'name'")
                    )
                    continue
                if calls.awaited(call_id):
                    problems.append(
                        HistoryProblem(
                            DUPLICATE_CALL_ID,
                            index,
                            f"tool_use id {call_id!r} is used again while its first call "
                            "still awaits a result",
                            call_id,
                        )
                    )
                if call_id in calls:  # the same id twice in one turn: the later one stands
                    calls.answer(call_id)
                calls.call(call_id, index)
            continue
        other_content = False
        for index, block in blocks:
            if block["type"] == "tool_use":
                problems.append(HistoryProblem(MALFORMED, index, "a tool_use in a user message"))
            if block["type"] != "tool_result":
                other_content = True
                continue
            call_id = block.get("tool_use_id")
            if not isinstance(call_id, str):
                problems.append(
                    HistoryProblem(MALFORMED, index, "a tool_result needs a 'tool_use_id'")
                )
                continue
            if other_content:
                problems.append(
                    HistoryProblem(
                        RESULTS_FIRST,
                        index,
                        f"the tool_result for {call_id!r} follows other content in its turn",
                        call_id,
                    )
                )
            if calls.answer(call_id) is None:
                _stray(
                    calls,
                    call_id,
                    index,
                    problems=problems,
                    zone="in the turn right after its call",
                )
        if not (allow_pending and last and not other_content):
            _unanswered(calls, problems, "in the next user turn")
    if not allow_pending:
        _unanswered(calls, problems, "at the end of the history")
    return problems


def check(
    messages: Sequence[object],
    *,
    format: Literal["anthropic", "openai"],
    allow_pending: bool = False,
) -> list[HistoryProblem]:
    """`check_anthropic` or `check_openai`, by `format`."""
    if format == "openai":
        return check_openai(messages, allow_pending=allow_pending)
    return check_anthropic(messages, allow_pending=allow_pending)
