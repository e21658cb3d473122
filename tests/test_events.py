"""Events: refs, specs and the shapes message content may take."""

from __future__ import annotations

import pytest

from agentstate.errors import InvalidInput, InvalidRef
from agentstate.events import (
    EventKind,
    EventRef,
    ToolCall,
    assistant,
    check_message,
    event_tokens,
    parse_ref,
    search_text,
    system_note,
    tool_result,
    user,
)
from agentstate.tokens import MESSAGE_OVERHEAD, ApproximateTokenCounter


def test_parse_ref_accepts_strings_and_refs() -> None:
    """'ev_<seq>' parses to an unbound seq; an EventRef keeps its session."""
    assert parse_ref("ev_27") == (None, 27)
    assert parse_ref(EventRef("s", 4)) == ("s", 4)
    assert str(EventRef("s", 4)) == "ev_4"


@pytest.mark.parametrize(
    "ref", ["ev_0", "ev_-1", "ev_1e3", "ev_01", "27", "EV_2", "ev_\u0663", "ev_2 ", 27, None, "ev_"]
)
def test_malformed_refs_raise_invalid_ref(ref: object) -> None:
    """Anything but ev_<positive integer> is refused with InvalidRef (a ValueError)."""
    with pytest.raises(InvalidRef) as caught:
        parse_ref(ref)
    assert isinstance(caught.value, ValueError)
    assert caught.value.ref == ref


def test_builders_make_the_documented_shapes() -> None:
    """The spec helpers build the content shapes the module documents."""
    assert user("hi").content == {"text": "hi"}
    assert system_note("note").kind is EventKind.SYSTEM
    call = ToolCall("lookup", {"id": 1}, "c1")
    assert assistant(None, tool_calls=[call]).content == {
        "text": None,
        "tool_calls": [{"id": "c1", "name": "lookup", "arguments": {"id": 1}}],
    }
    assert tool_result("c1", {"ok": True}, is_error=True).content["is_error"] is True


def test_builders_refuse_empty_or_mistyped_messages() -> None:
    """An assistant message with nothing, or text that is not a string, is refused."""
    with pytest.raises(InvalidInput):
        assistant()
    with pytest.raises(InvalidInput):
        user(42)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        user("a", blocks=[{"type": "text", "text": "b"}])


@pytest.mark.parametrize(
    ("kind", "content"),
    [
        (EventKind.USER, {"text": "a", "surprise": 1}),
        (EventKind.USER, {}),
        (EventKind.USER, {"text": 3}),
        (EventKind.USER, {"blocks": [{"no": "type"}]}),
        (EventKind.ASSISTANT, {"text": None, "tool_calls": [{"id": "c", "name": "t"}]}),
        (
            EventKind.ASSISTANT,
            {"text": None, "tool_calls": [{"id": "c", "name": "", "arguments": {}}]},
        ),
        (EventKind.TOOL_RESULT, {"call_id": "c", "name": None, "is_error": "no", "result": 1}),
        (EventKind.TOOL_RESULT, {"call_id": "", "name": None, "is_error": False, "result": 1}),
    ],
)
def test_malformed_message_content_is_refused(kind: EventKind, content: dict[str, object]) -> None:
    """Unknown keys, missing fields and wrong types raise InvalidContent."""
    with pytest.raises(InvalidInput):
        check_message(kind, content)  # type: ignore[arg-type]


def test_only_messages_cost_context_tokens() -> None:
    """Messages are estimated with their framing; state events cost nothing in the context."""
    counter = ApproximateTokenCounter()
    assert event_tokens(counter, EventKind.USER, {"text": ""}) == MESSAGE_OVERHEAD
    assert event_tokens(counter, EventKind.FACT, {"key": "k", "value": "x" * 400}) == 0


def test_search_text_covers_calls_results_and_state() -> None:
    """Tool names, arguments and results are searchable; state events index their strings."""
    call = assistant(tool_calls=[ToolCall("get_order", {"order_id": "4921"}, "c1")])
    assert "get_order" in search_text(call.kind, call.content)
    assert "4921" in search_text(call.kind, call.content)
    result = tool_result("c1", {"status": "damaged"})
    assert "damaged" in search_text(result.kind, result.content)
    assert "credit_cents" in search_text(EventKind.FACT, {"key": "credit_cents", "value": 25000})
    assert search_text(EventKind.COMPACTION, {"outcome": "committed"}) == ""
