"""Hypothesis strategies for agentstate's inputs: JSON content, session ids, histories.

Use them in your own property tests::

    from hypothesis import given
    from agentstate.testing import strategies as st_agent

    @given(st_agent.histories())
    def test_my_agent_loop(history): ...
"""

from __future__ import annotations

import copy
import json

from hypothesis import strategies as st

from agentstate._json import JSONValue
from agentstate.events import (
    EventSpec,
    ToolCall,
    assistant,
    opaque,
    system_note,
    tool_result,
    user,
)

__all__ = [
    "anthropic_histories",
    "broken_histories",
    "histories",
    "json_objects",
    "json_values",
    "opaque_specs",
    "openai_histories",
    "provider_histories",
    "providers",
    "session_ids",
    "texts",
]

texts = st.text(
    st.characters(codec="utf-8", exclude_categories=["Cs"]),
    max_size=60,
)
"""Unicode text of any script, NUL and control characters included (no lone surrogates)."""

_scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**63), 2**63 - 1)
    | texts
    | st.floats(allow_nan=False, allow_infinity=False)
)


def json_values(*, max_leaves: int = 12) -> st.SearchStrategy[JSONValue]:
    """Any JSON value that round-trips exactly (finite floats, string keys)."""
    return st.recursive(
        _scalars,
        lambda children: (
            st.lists(children, max_size=4) | st.dictionaries(texts, children, max_size=4)
        ),
        max_leaves=max_leaves,
    )


def json_objects(*, max_leaves: int = 12) -> st.SearchStrategy[dict[str, JSONValue]]:
    """A JSON object with any values."""
    return st.dictionaries(texts, json_values(max_leaves=max_leaves), max_size=4)


providers = st.from_regex(r"[a-z0-9]{1,12}(?:[._-][a-z0-9]{1,12}){0,3}", fullmatch=True) | (
    st.sampled_from(["openai-responses", "anthropic"])
)
"""Provider tags an opaque item may carry (`agentstate.events.opaque`)."""


def opaque_specs(*, max_leaves: int = 12) -> st.SearchStrategy[EventSpec]:
    """An opaque item's spec: any JSON item, any valid provider tag."""
    return st.builds(
        lambda item, provider: opaque(item, provider=provider),
        json_values(max_leaves=max_leaves),
        providers,
    )


session_ids = st.text(
    st.characters(codec="utf-8", exclude_categories=["Cs", "Cc", "Cf", "Zl", "Zp", "Co", "Cn"]),
    min_size=1,
    max_size=40,
).filter(str.isprintable)
"""Valid session ids: 1 to 40 printable characters."""


@st.composite
def histories(
    draw: st.DrawFn, *, max_turns: int = 12, allow_pending: bool = True
) -> list[EventSpec]:
    """A well-formed history of message specs.

    User, assistant and system messages; tool calls (parallel ones included) answered in any
    order after their call, errors included; and, if `allow_pending`, calls still awaiting
    their result at the end.
    """
    specs: list[EventSpec] = []
    open_calls: list[str] = []
    counter = 0
    for _ in range(draw(st.integers(1, max_turns))):
        choice = draw(st.sampled_from(["user", "assistant", "calls", "result", "system"]))
        if choice == "user":
            specs.append(user(draw(texts)))
        elif choice == "system":
            specs.append(system_note(draw(texts)))
        elif choice == "assistant":
            specs.append(assistant(draw(texts)))
        elif choice == "calls":
            calls = []
            for _ in range(draw(st.integers(1, 3))):
                counter += 1
                call_id = f"call_h{counter}"
                calls.append(ToolCall(draw(st.sampled_from(["lookup", "refund"])), {}, call_id))
                open_calls.append(call_id)
            text = draw(st.none() | texts)
            specs.append(assistant(text, tool_calls=calls))
        elif open_calls:
            call_id = open_calls.pop(draw(st.integers(0, len(open_calls) - 1)))
            specs.append(
                tool_result(call_id, draw(json_values(max_leaves=4)), is_error=draw(st.booleans()))
            )
    if not allow_pending:
        specs.extend(tool_result(call_id, "done") for call_id in open_calls)
    return specs


# --- provider message lists ------------------------------------------------------------------

_names = st.sampled_from(["get_user_details", "get_reservation_details", "refund", "lookup"])
_words = st.text(st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=1, max_size=24)
_arguments: st.SearchStrategy[dict[str, JSONValue]] = st.dictionaries(
    st.sampled_from(["user_id", "reservation_id", "amount", "reason", "items"]),
    _scalars,
    max_size=3,
)
_image_data = st.sampled_from(["iVBORw0KGgo=", "R0lGODlhAQABAAAAACw="])


def _ordered(draw: st.DrawFn, message: dict[str, JSONValue]) -> dict[str, JSONValue]:
    """The same object, its keys in a drawn order (providers and SDKs differ in key order)."""
    if not draw(st.booleans()):
        return message
    keys = draw(st.permutations(list(message)))
    return {key: message[key] for key in keys}


_Block = dict[str, JSONValue]


def _text_part(text: str) -> _Block:
    return {"type": "text", "text": text}


def _cached_text(text: str) -> _Block:
    return {"type": "text", "text": text, "cache_control": {"type": "ephemeral"}}


def _image_url_part(data: str) -> _Block:
    return {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{data}"}}


def _file_part(name: str) -> _Block:
    return {
        "type": "file",
        "file": {"filename": name, "file_data": "data:application/pdf;base64,JVBERi0="},
    }


def _image_block(data: str) -> _Block:
    return {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": data}}


def _image_link(name: str) -> _Block:
    return {"type": "image", "source": {"type": "url", "url": f"https://example.com/{name}.png"}}


def _pdf_block(name: str) -> _Block:
    source: _Block = {"type": "base64", "media_type": "application/pdf", "data": "JVBERi0="}
    return {"type": "document", "source": source, "title": name}


def _text_document(text: str) -> _Block:
    return {
        "type": "document",
        "source": {"type": "text", "media_type": "text/plain", "data": text},
    }


_file_names = st.sampled_from(["a.pdf", "terms.pdf"])


_text_parts: st.SearchStrategy[JSONValue] = st.builds(_text_part, texts)
_media_parts: st.SearchStrategy[JSONValue] = st.builds(_image_url_part, _image_data) | st.builds(
    _file_part, _file_names
)
_OPENAI_TEXT_PARTS = st.lists(_text_parts, min_size=1, max_size=3)
_OPENAI_PARTS = st.lists(_text_parts | _media_parts, min_size=1, max_size=3)


def _openai_arguments(draw: st.DrawFn) -> str:
    arguments = draw(_arguments)
    style = draw(st.sampled_from(["compact", "spaced", "indented", "invalid"]))
    if style == "invalid":
        return "{" + draw(texts)
    if style == "spaced":
        return json.dumps(arguments, ensure_ascii=False)
    if style == "indented":
        return json.dumps(arguments, indent=2)
    return json.dumps(arguments, ensure_ascii=False, separators=(",", ":"))


@st.composite
def openai_histories(
    draw: st.DrawFn, *, max_turns: int = 8, allow_pending: bool = True, reuse_ids: bool = True
) -> list[dict[str, JSONValue]]:
    """A valid OpenAI Chat Completions message list, with the variety real ones have.

    Leading system (or developer) messages; user messages with text or content parts
    (images, files); assistant text, or parallel tool calls with ``content`` null, ``""``,
    absent or text, and ``arguments`` in any JSON spacing (or not JSON at all); each call's
    tool message right after it, in any order, some with a ``name`` or list content; system
    messages between exchanges; keys in any order and fields agentstate does not model.
    With `reuse_ids`, call ids may repeat once answered (as some servers number calls per
    turn); with `allow_pending`, the last calls may still await results.
    """
    messages: list[dict[str, JSONValue]] = []
    for _ in range(draw(st.integers(0, 2))):
        role = draw(st.sampled_from(["system", "system", "developer"]))
        messages.append({"role": role, "content": draw(texts)})
    counter = 0
    per_turn_ids = reuse_ids and draw(st.booleans())
    for _ in range(draw(st.integers(1, max_turns))):
        choice = draw(st.sampled_from(["user", "assistant", "calls", "calls", "system"]))
        if choice == "user":
            content: JSONValue = draw(texts | _OPENAI_PARTS)
            message: dict[str, JSONValue] = {"role": "user", "content": content}
            if draw(st.booleans()):
                message["name"] = "customer"
        elif choice == "system":
            message = {"role": "system", "content": draw(texts)}
        elif choice == "assistant":
            message = {"role": "assistant", "content": draw(texts | _OPENAI_TEXT_PARTS)}
            if draw(st.booleans()):
                message.update(refusal=None, annotations=[])
        else:
            messages.extend(_openai_exchange(draw, counter, per_turn_ids=per_turn_ids))
            counter += 3
            continue
        messages.append(_ordered(draw, message))
    if allow_pending and draw(st.booleans()):
        exchange = _openai_exchange(draw, counter, per_turn_ids=False)
        calls = exchange[0]["tool_calls"]
        assert isinstance(calls, list)
        messages.extend(exchange[: draw(st.integers(1, len(calls)))])
    return messages


def _openai_exchange(
    draw: st.DrawFn, counter: int, *, per_turn_ids: bool
) -> list[dict[str, JSONValue]]:
    count = draw(st.integers(1, 3))
    ids = [
        f"call_{i}" if per_turn_ids else f"call_{counter + i}_{draw(st.integers(0, 99))}"
        for i in range(count)
    ]
    calls: list[JSONValue] = []
    for call_id in ids:
        function: _Block = {"name": draw(_names), "arguments": _openai_arguments(draw)}
        call: _Block = {"id": call_id, "type": "function", "function": _ordered(draw, function)}
        calls.append(_ordered(draw, call))
    assistant: dict[str, JSONValue] = {"role": "assistant"}
    shape = draw(st.sampled_from(["null", "empty", "absent", "text"]))
    if shape != "absent":
        assistant["content"] = {"null": None, "empty": "", "text": draw(texts)}[shape]
    assistant["tool_calls"] = calls
    out = [_ordered(draw, assistant)]
    for call_id in draw(st.permutations(ids)):
        result: dict[str, JSONValue] = {"role": "tool", "tool_call_id": call_id}
        if draw(st.booleans()):
            result["name"] = draw(_names)
        error = draw(st.booleans())
        body = draw(texts)
        if error:
            result["content"] = f"Error: {body}"
        else:
            result["content"] = draw(_OPENAI_TEXT_PARTS) if draw(st.booleans()) else body
        out.append(_ordered(draw, result))
    return out


_ANTHROPIC_MEDIA: st.SearchStrategy[_Block] = (
    st.builds(_image_block, _image_data)
    | st.builds(_image_link, st.sampled_from(["a", "b"]))
    | st.builds(_pdf_block, _file_names)
    | st.builds(_text_document, texts)
)
_ANTHROPIC_TEXT: st.SearchStrategy[_Block] = st.builds(_text_part, texts) | st.builds(
    _cached_text, texts
)
_ANTHROPIC_TEXTS = st.lists(_ANTHROPIC_TEXT, max_size=2)
_ANTHROPIC_EXTRA = st.lists(_ANTHROPIC_TEXT | _ANTHROPIC_MEDIA, max_size=2)
_ANTHROPIC_RESULT_BLOCKS = st.lists(_ANTHROPIC_TEXT | _ANTHROPIC_MEDIA, min_size=1, max_size=2)


@st.composite
def anthropic_histories(
    draw: st.DrawFn, *, max_turns: int = 8, allow_pending: bool = True
) -> list[dict[str, JSONValue]]:
    """A valid Anthropic Messages API message list, with the variety real ones have.

    Alternating user and assistant turns; user turns with text, images and documents;
    assistant turns with text, thinking and parallel ``tool_use`` blocks (text before or
    after them); each next user turn answering every call with ``tool_result`` blocks first
    (any order; string, block or no content; ``is_error`` true, false or absent), then
    optional text; cache-control fields and keys in any order. With `allow_pending`, the last
    calls may still await results.
    """
    messages: list[dict[str, JSONValue]] = []
    pending: list[str] = []
    counter = 0
    turns = draw(st.integers(1, max_turns))
    for turn in range(turns):
        user_blocks: list[JSONValue] = [
            _anthropic_result(draw, call_id) for call_id in draw(st.permutations(pending))
        ]
        pending = []
        extra = draw(_ANTHROPIC_EXTRA)
        if not user_blocks and not extra:
            content: JSONValue = draw(texts)
        else:
            content = [*user_blocks, *extra]
        messages.append(_ordered(draw, {"role": "user", "content": content}))
        if turn == turns - 1 and not (allow_pending and draw(st.booleans())):
            break
        if draw(st.booleans()):
            messages.append({"role": "assistant", "content": draw(texts)})
            continue
        blocks: list[JSONValue] = []
        if draw(st.booleans()):
            blocks.append({"type": "thinking", "thinking": draw(texts), "signature": "c2ln"})
        uses: list[JSONValue] = []
        for _ in range(draw(st.integers(0, 3))):
            counter += 1
            call_id = f"toolu_{counter:04d}"
            pending.append(call_id)
            use: _Block = {
                "type": "tool_use",
                "id": call_id,
                "name": draw(_names),
                "input": draw(_arguments),
            }
            uses.append(_ordered(draw, use))
        text = draw(_ANTHROPIC_TEXTS)
        blocks.extend([*uses, *text] if draw(st.booleans()) else [*text, *uses])
        reply: _Block = {"role": "assistant", "content": blocks or [_text_part("ok")]}
        messages.append(_ordered(draw, reply))
    if pending and allow_pending and draw(st.booleans()):
        answered = draw(st.lists(st.sampled_from(pending), unique=True, max_size=len(pending) - 1))
        if answered:
            messages.append(
                {"role": "user", "content": [_anthropic_result(draw, c) for c in answered]}
            )
    elif pending:
        messages.append({"role": "user", "content": [_anthropic_result(draw, c) for c in pending]})
    return messages


def _anthropic_result(draw: st.DrawFn, call_id: str) -> dict[str, JSONValue]:
    block: dict[str, JSONValue] = {"type": "tool_result", "tool_use_id": call_id}
    shape = draw(st.sampled_from(["string", "blocks", "absent"]))
    if shape == "string":
        block["content"] = draw(texts)
    elif shape == "blocks":
        block["content"] = list[JSONValue](draw(_ANTHROPIC_RESULT_BLOCKS))
    error = draw(st.sampled_from([None, True, False]))
    if error is not None:
        block["is_error"] = error
    return _ordered(draw, block)


def provider_histories(
    format: str, *, allow_pending: bool = True
) -> st.SearchStrategy[list[dict[str, JSONValue]]]:
    """`anthropic_histories` or `openai_histories`, by `format`."""
    if format == "openai":
        return openai_histories(allow_pending=allow_pending)
    return anthropic_histories(allow_pending=allow_pending)


_FAULTS = ("drop", "duplicate", "orphan", "early", "late")


@st.composite
def broken_histories(draw: st.DrawFn, format: str) -> list[dict[str, JSONValue]]:
    """A provider history with one tool-pairing fault, as found in poisoned sessions.

    A valid history from `provider_histories` (with at least one exchange) with one result
    dropped, duplicated, orphaned (its id made by no call), moved before its call, or moved
    after a later message. Judge the outcome with `agentstate.formats.validity`.
    """
    messages = copy.deepcopy(draw(provider_histories(format, allow_pending=False)))
    fault = draw(st.sampled_from(_FAULTS))
    if format == "openai":
        _break_openai(draw, messages, fault)
    else:
        _break_anthropic(draw, messages, fault)
    return messages


def _break_openai(draw: st.DrawFn, messages: list[dict[str, JSONValue]], fault: str) -> None:
    if not any(message.get("role") == "tool" for message in messages):
        messages.extend(_openai_exchange(draw, 900, per_turn_ids=False))
    index = draw(st.sampled_from([i for i, m in enumerate(messages) if m.get("role") == "tool"]))
    if fault == "orphan":
        orphan: dict[str, JSONValue] = {
            "role": "tool",
            "tool_call_id": "call_orphan",
            "content": "x",
        }
        messages.insert(draw(st.integers(0, len(messages))), orphan)
        return
    result = messages.pop(index)
    if fault == "duplicate":
        messages[index:index] = [result, copy.deepcopy(result)]
    elif fault == "early":
        owner = max(
            i
            for i, m in enumerate(messages[:index])
            if any(
                isinstance(call, dict) and call.get("id") == result["tool_call_id"]
                for call in (m.get("tool_calls") or [])  # type: ignore[union-attr]
            )
        )
        messages.insert(draw(st.integers(0, owner)), result)
    elif fault == "late":
        later = next(
            (i for i in range(index, len(messages)) if messages[i].get("role") != "tool"), None
        )
        if later is None:
            messages.append({"role": "user", "content": "and then?"})
            later = len(messages) - 1
        messages.insert(later + 1, result)


def _content_list(message: dict[str, JSONValue]) -> list[JSONValue]:
    content = message.get("content")
    if not isinstance(content, list):
        content = (
            [{"type": "text", "text": content}] if isinstance(content, str) and content else []
        )
        message["content"] = content
    return content


def _break_anthropic(draw: st.DrawFn, messages: list[dict[str, JSONValue]], fault: str) -> None:
    def results() -> list[tuple[int, int]]:
        return [
            (i, j)
            for i, m in enumerate(messages)
            if m.get("role") == "user" and isinstance(m.get("content"), list)
            for j, block in enumerate(m["content"])  # type: ignore[arg-type]
            if isinstance(block, dict) and block.get("type") == "tool_result"
        ]

    if not results():
        if messages[-1].get("role") == "assistant":
            messages.append({"role": "user", "content": "go on"})
        use: _Block = {"type": "tool_use", "id": "toolu_9000", "name": "lookup", "input": {}}
        messages.append({"role": "assistant", "content": [use]})
        messages.append(
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_9000"}]}
        )
    if fault == "orphan":
        target = draw(
            st.sampled_from([i for i, m in enumerate(messages) if m.get("role") == "user"])
        )
        orphan: _Block = {"type": "tool_result", "tool_use_id": "toolu_orphan", "content": "x"}
        _content_list(messages[target]).insert(0, orphan)
        return
    index, position = draw(st.sampled_from(results()))
    content = _content_list(messages[index])
    block = content.pop(position)
    assert isinstance(block, dict)
    if fault == "duplicate":
        content[position:position] = [block, copy.deepcopy(block)]
        return
    if not content:
        content.append({"type": "text", "text": "(no result)"})
    if fault == "early":
        _content_list(messages[index - 2]).insert(0, block)
    elif fault == "late":
        if index + 2 >= len(messages):
            messages.extend(
                [{"role": "assistant", "content": "..."}, {"role": "user", "content": []}]
            )
        _content_list(messages[index + 2]).insert(0, block)
