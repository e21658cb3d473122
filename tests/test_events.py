"""Events: refs, specs and the shapes message content may take."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate._json import JSONValue
from agentstate.errors import InvalidInput, InvalidRef
from agentstate.events import (
    MEDIA_BLOCK_TOKENS,
    EventKind,
    EventRef,
    ToolCall,
    assistant,
    check_message,
    measure,
    message_text,
    parse_ref,
    system_note,
    tool_result,
    user,
)
from agentstate.testing.strategies import json_values
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
        (EventKind.USER, {"text": "a", "extra": ["not", "an", "object"]}),
        (EventKind.USER, {"blocks": None}),
        (
            EventKind.TOOL_RESULT,
            {"call_id": "c", "is_error": False, "result": "x", "blocks": [{"type": "text"}]},
        ),
    ],
)
def test_malformed_message_content_is_refused(kind: EventKind, content: dict[str, object]) -> None:
    """Unknown keys, missing fields and wrong types raise InvalidContent."""
    with pytest.raises(InvalidInput):
        check_message(kind, content)  # type: ignore[arg-type]


counter = ApproximateTokenCounter()


def test_only_messages_cost_context_tokens() -> None:
    """Messages are estimated with their framing; state events cost nothing in the context."""
    assert measure(counter, EventKind.USER, {"text": ""}).tokens == MESSAGE_OVERHEAD
    assert measure(counter, EventKind.FACT, {"key": "k", "value": "x" * 400}).tokens == 0


def test_media_is_charged_per_block_not_per_byte() -> None:
    """An image block costs MEDIA_BLOCK_TOKENS however large its base64 data is."""
    image = {"type": "image", "source": {"type": "base64", "data": "A" * 100_000}}
    cost = measure(counter, EventKind.USER, {"blocks": [{"type": "text", "text": "see"}, image]})
    assert cost.tokens == MESSAGE_OVERHEAD + counter.count("see") + MEDIA_BLOCK_TOKENS
    assert "AAAA" not in cost.search_text


@pytest.mark.parametrize("type_value", [{"a": 1}, ["image"], None, 7, True])
def test_a_type_key_holding_any_json_is_measured_as_data(type_value: JSONValue) -> None:
    """A "type" key whose value is not a string (an object, a list) is plain data, not media."""
    result = {"type": type_value, "note": "kept"}
    cost = measure(counter, EventKind.TOOL_RESULT, {"name": "lookup", "result": result})
    assert "kept" in cost.search_text
    call = {"name": "f", "arguments": {"type": type_value}}
    assert measure(counter, EventKind.ASSISTANT, {"tool_calls": [call]}).tokens > 0


@pytest.mark.parametrize(
    ("kind", "content"),
    [
        (EventKind.TOOL_RESULT, {"name": "lookup", "result": {"ids": ("A-1", ("B-2",)), "e": ()}}),
        (EventKind.ASSISTANT, {"tool_calls": [{"name": "f", "arguments": {"x": ()}}]}),
        (EventKind.USER, {"blocks": ({"type": "text", "text": "see"},)}),
    ],
)
def test_tuples_measure_as_the_json_arrays_they_are_stored_as(
    kind: EventKind, content: dict[str, object]
) -> None:
    """A tuple costs and indexes as the list it is stored as, so a recount of the event agrees."""
    stored = json.loads(json.dumps(content))
    assert measure(counter, kind, content) == measure(counter, kind, stored)


class _RecordingCounter:
    """Counts nothing, and keeps the text it was asked to count."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def count(self, text: str) -> int:
        self.texts.append(text)
        return 0


def _reference_walk(value: JSONValue) -> tuple[list[str], int, int]:
    """Strings in document order, structural nodes and media blocks, tallied plainly."""
    if isinstance(value, dict):
        if value.get("type") in {"image", "document", "image_url", "input_audio", "file"}:
            return [], 0, 1
        strings, nodes, media = [], 1, 0
        for key, item in value.items():
            item_strings, item_nodes, item_media = _reference_walk(item)
            strings += [key, *item_strings]
            nodes += 1 + item_nodes
            media += item_media
        return strings, nodes, media
    if isinstance(value, list | tuple):
        strings, nodes, media = [], 1, 0
        for item in value:
            item_strings, item_nodes, item_media = _reference_walk(item)
            strings += item_strings
            nodes += item_nodes
            media += item_media
        return strings, nodes, media
    if value is None:
        return [], 1, 0
    return [value if isinstance(value, str) else str(value)], 1, 0


_MEDIA = st.fixed_dictionaries(
    {"type": st.sampled_from(["image", "file", "text"]), "data": st.text(max_size=3)}
)
_RESULTS = st.recursive(
    json_values() | _MEDIA,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=12,
)


@given(_RESULTS)
def test_a_tool_result_costs_its_strings_nodes_and_media(result: JSONValue) -> None:
    """A result's estimate counts its strings once, plus one token per node and per-block media."""
    strings, nodes, media = _reference_walk(result)
    recording = _RecordingCounter()
    cost = measure(recording, EventKind.TOOL_RESULT, {"name": "lookup", "result": result})
    assert recording.texts == ["\n".join(part for part in ["lookup", *strings] if part)]
    assert cost.search_text == recording.texts[0]
    assert cost.tokens == MESSAGE_OVERHEAD + nodes + MEDIA_BLOCK_TOKENS * media


def test_tool_results_cost_their_words_and_structure() -> None:
    """A result costs more than its bare words (JSON structure) and grows with its size."""
    small = measure(counter, EventKind.TOOL_RESULT, tool_result("c", {"a": "x"}).content)
    large = measure(counter, EventKind.TOOL_RESULT, tool_result("c", {"a": "x" * 400}).content)
    assert small.tokens > MESSAGE_OVERHEAD
    assert large.tokens >= small.tokens + 100


def test_search_text_covers_calls_results_and_state() -> None:
    """Tool names, arguments and results are searchable; state events index their strings."""
    call = assistant(tool_calls=[ToolCall("get_order", {"order_id": "4921"}, "c1")])
    call_text = measure(counter, call.kind, call.content).search_text
    assert "get_order" in call_text
    assert "4921" in call_text
    result = tool_result("c1", {"status": "damaged"})
    result_text = measure(counter, result.kind, result.content).search_text
    assert "damaged" in result_text
    assert "is_error" not in result_text
    fact = measure(counter, EventKind.FACT, {"key": "credit_cents", "value": 25000})
    assert "credit_cents" in fact.search_text
    assert measure(counter, EventKind.COMPACTION, {"outcome": "committed"}).search_text == ""


def test_a_tool_result_may_hold_blocks_instead_of_a_result() -> None:
    """A result of text and image blocks is valid with a null result, and read by its blocks."""
    content: dict[str, object] = {
        "call_id": "c",
        "name": "shot",
        "result": None,
        "is_error": False,
        "blocks": [{"type": "text", "text": "a chart"}, {"type": "image", "source": {}}],
        "extra": {"anthropic": {}},
    }
    check_message(EventKind.TOOL_RESULT, content)  # type: ignore[arg-type]
    assert message_text(EventKind.TOOL_RESULT, content) == "a chart\nshot"  # type: ignore[arg-type]
