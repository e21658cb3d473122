"""The structural checkers report each rule the providers enforce, at the right message."""

from __future__ import annotations

import pytest

from agentstate.formats import check, check_anthropic, check_openai
from agentstate.formats.validity import (
    DUPLICATE_CALL_ID,
    DUPLICATE_RESULT,
    MALFORMED,
    MISPLACED_RESULT,
    ORPHAN_RESULT,
    RESULT_BEFORE_CALL,
    RESULTS_FIRST,
    ROLES_ALTERNATE,
    UNANSWERED_CALL,
)


def _calls(*ids: str) -> dict:
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": i, "type": "function", "function": {"name": "f", "arguments": "{}"}} for i in ids
        ],
    }


def _tool(call_id: str) -> dict:
    return {"role": "tool", "tool_call_id": call_id, "content": "x"}


def _user(text: str = "u") -> dict:
    return {"role": "user", "content": text}


def _uses(*ids: str) -> dict:
    return {
        "role": "assistant",
        "content": [{"type": "tool_use", "id": i, "name": "f", "input": {}} for i in ids],
    }


def _results(*ids: str, text: str | None = None) -> dict:
    blocks = [{"type": "tool_result", "tool_use_id": i} for i in ids]
    return {
        "role": "user",
        "content": [*blocks, *([{"type": "text", "text": text}] if text else [])],
    }


def _rules(problems) -> list[tuple[str, int]]:
    return [(p.rule, p.message) for p in problems]


@pytest.mark.parametrize(
    ("messages", "expected"),
    [
        ([_user(), _calls("a", "b"), _tool("b"), _tool("a"), _user()], []),
        ([_calls("a"), _user()], [(UNANSWERED_CALL, 0)]),
        ([_calls("a"), _tool("a"), _tool("a")], [(DUPLICATE_RESULT, 2)]),
        ([_user(), _tool("z")], [(ORPHAN_RESULT, 1)]),
        ([_tool("a"), _calls("a"), _tool("a")], [(RESULT_BEFORE_CALL, 0)]),
        ([_calls("a"), _user(), _tool("a")], [(UNANSWERED_CALL, 0), (MISPLACED_RESULT, 2)]),
        ([_calls("a", "a"), _tool("a")], [(DUPLICATE_CALL_ID, 0)]),
        ([_calls("a"), _tool("a"), _calls("a"), _tool("a")], []),
        ([{"role": "function", "content": "x"}], [(MALFORMED, 0)]),
        ([{"role": "user"}], [(MALFORMED, 0)]),
        ([_calls("a"), {"role": "tool", "content": "x"}], [(MALFORMED, 1)]),
    ],
)
def test_openai_rules(messages, expected):
    """Each OpenAI rule is reported at the message that breaks it."""
    assert sorted(_rules(check_openai(messages, allow_pending=True))) == sorted(expected)


@pytest.mark.parametrize(
    ("messages", "expected"),
    [
        ([_user(), _uses("a", "b"), _results("b", "a", text="more")], []),
        ([_user(), _uses("a"), _user()], [(UNANSWERED_CALL, 1)]),
        ([_user(), _uses("a"), _results("a", "a")], [(DUPLICATE_RESULT, 2)]),
        ([_results("z")], [(ORPHAN_RESULT, 0)]),
        ([_user(), _user()], [(ROLES_ALTERNATE, 1)]),
        (
            [
                _user(),
                _uses("a"),
                {
                    "role": "user",
                    "content": [
                        {"type": "text", "text": "t"},
                        {"type": "tool_result", "tool_use_id": "a"},
                    ],
                },
            ],
            [(RESULTS_FIRST, 2)],
        ),
        ([_results("a"), _uses("a"), _results("a")], [(RESULT_BEFORE_CALL, 0)]),
        (
            [_user(), _uses("a"), _user(), {"role": "assistant", "content": "x"}, _results("a")],
            [(UNANSWERED_CALL, 1), (MISPLACED_RESULT, 4)],
        ),
        ([_user(), _uses("a"), _results("a"), _uses("a"), _results("a")], []),
        ([{"role": "system", "content": "x"}], [(MALFORMED, 0)]),
        ([{"role": "user", "content": [{"text": "no type"}]}], [(MALFORMED, 0)]),
        (
            [
                _user(),
                {"role": "assistant", "content": [{"type": "tool_result", "tool_use_id": "a"}]},
            ],
            [(MALFORMED, 1)],
        ),
    ],
)
def test_anthropic_rules(messages, expected):
    """Each Anthropic rule is reported at the message that breaks it."""
    assert sorted(_rules(check_anthropic(messages, allow_pending=True))) == sorted(expected)


def test_consecutive_user_messages_form_one_turn_for_pairing():
    """Results split over two user messages still answer (the API merges the turn)."""
    messages = [_user(), _uses("a", "b"), _results("a"), _results("b")]
    assert _rules(check_anthropic(messages)) == [(ROLES_ALTERNATE, 3)]


def test_pending_calls_are_allowed_only_at_the_end_and_only_when_asked():
    """Calls of the last assistant message may lack results only with allow_pending."""
    openai = [_user(), _calls("a", "b"), _tool("a")]
    anthropic = [_user(), _uses("a", "b"), _results("a")]
    assert check(openai, format="openai", allow_pending=True) == []
    assert check(anthropic, format="anthropic", allow_pending=True) == []
    assert _rules(check(openai, format="openai")) == [(UNANSWERED_CALL, 1)]
    assert _rules(check(anthropic, format="anthropic")) == [(UNANSWERED_CALL, 1)]
    with_text = [_user(), _uses("a", "b"), _results("a", text="and b?")]
    assert _rules(check_anthropic(with_text, allow_pending=True)) == [(UNANSWERED_CALL, 1)]


def test_problems_read_as_sentences():
    """str(problem) names the message index and what is wrong."""
    [problem] = check_openai([_user(), _tool("z")])
    assert str(problem) == "messages[1]: a result for tool call 'z', which no message makes"
    assert problem.call_id == "z"
