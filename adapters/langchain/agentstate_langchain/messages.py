"""Between LangChain messages and an agentstate session: mirroring in, rendering out.

**Mirroring** (`mirror_messages`). A LangChain message list (a graph's ``state["messages"]``)
is converted to OpenAI chat messages (`langchain_core.messages.convert_to_openai_messages`;
a `ToolMessage` with ``status="error"`` is stored as an error result), parsed and paired by
`agentstate.formats.from_messages`, and appended in one transaction:

- each message with an ``id`` is appended under that id as its external id
  (`agentstate.events.EventSpec.external_id`): a message already stored under its id writes
  nothing, so the whole list can be mirrored before every model call and each message is
  stored once, in order; the same id with other content raises
  `agentstate.errors.ExternalIdConflict` (a graph that rewrote a message in place) and writes
  nothing;
- a list in which no message has an id is mirrored by `AgentState.import_messages`'s rule:
  the messages the session already ends with are skipped;
- a list mixing both is refused (`InvalidInput`, naming the first message without an id):
  neither rule can place the messages without one. A LangGraph graph never produces one: its
  ``add_messages`` reducer gives every message an id.

**Rendering** (`to_langchain_messages`). An `agentstate.context.Context` as LangChain
messages: the system prompt with the compressed record as one `SystemMessage`, the verbatim
tail (tool calls with their results, error results with ``status="error"``), the state block
at the end of the last user message (`Context.to_openai`'s one-system layout, which every
chat model accepts).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from langchain_core.messages import (
    AnyMessage,
    BaseMessage,
    SystemMessage,
    ToolMessage,
    convert_to_messages,
    convert_to_openai_messages,
)

from agentstate import AgentState
from agentstate.context import Context
from agentstate.errors import InvalidContent, InvalidInput
from agentstate.events import EventKind, EventRef
from agentstate.formats import from_messages
from agentstate.json_values import JSONObject

__all__ = ["mirror_messages", "to_chat_messages", "to_langchain_messages"]


def to_chat_messages(messages: Sequence[BaseMessage]) -> list[JSONObject]:
    """LangChain messages as the OpenAI chat messages agentstate stores.

    Raises:
        InvalidInput: `messages` is not a sequence of LangChain messages.
        InvalidContent: A message holds a content block LangChain cannot convert.
    """
    if isinstance(messages, str | bytes) or not isinstance(messages, Sequence):
        msg = f"messages must be a list of LangChain messages, not a {type(messages).__name__}"
        raise InvalidInput(msg)
    for index, message in enumerate(messages):
        if not isinstance(message, BaseMessage):
            msg = f"messages[{index}] is a {type(message).__name__}, not a LangChain message"
            raise InvalidInput(msg)
    chat: list[JSONObject] = []
    for index, message in enumerate(messages):
        try:
            converted: dict[str, Any] = convert_to_openai_messages(message)
        except ValueError as exc:  # a content block LangChain cannot convert
            msg = f"messages[{index}]: {exc}"
            raise InvalidContent(msg) from exc
        if isinstance(message, ToolMessage) and message.status == "error":
            converted["is_error"] = True
        chat.append(converted)
    return chat


def mirror_messages(state: AgentState, messages: Sequence[BaseMessage]) -> list[EventRef]:
    """Store in `state` the messages of `messages` it does not hold yet (see the module docs).

    Returns:
        The refs of the events appended by this call, in order (empty when every message
        was stored already).

    Raises:
        InvalidInput: Not a list of messages, or a list mixing messages with and without ids.
        InvalidContent: A message agentstate cannot store (the error names its index).
        BrokenHistory: The list tears a tool call from its result.
        ExternalIdConflict: A message's id is stored with other content.
    """
    chat = to_chat_messages(messages)
    ids = [message.id for message in messages]
    if not any(ids):
        return list(state.import_messages(chat, format="openai"))
    if not all(ids):
        index = next(index for index, id_ in enumerate(ids) if not id_)
        msg = (
            f"messages[{index}] has no id while others have one: give every message an id "
            "(LangGraph's add_messages does) or none (then the session's end is matched)"
        )
        raise InvalidInput(msg)
    specs = from_messages(chat, format="openai")
    # An OpenAI message parses to exactly one spec; repairs (which add notes) are off.
    assert len(specs) == len(ids)
    with_ids = [spec.with_external_id(str(id_)) for spec, id_ in zip(specs, ids, strict=True)]
    with state.log.read() as reader:
        before = reader.head().seq
    # A repeat returns the stored event's ref: only refs past the old head are new.
    return [ref for ref in state.append_many(with_ids) if ref.seq > before]


def to_langchain_messages(context: Context) -> tuple[SystemMessage | None, list[AnyMessage]]:
    """A rendered context as LangChain messages: the system message, then the rest.

    The system message holds the system prompt and the compressed record (None when both
    are empty); the rest is the verbatim tail with the state block at its end.
    """
    chat = context.to_openai()
    head, rest = chat[0], chat[1:]
    system_text = head.get("content")
    system = (
        SystemMessage(content=system_text) if isinstance(system_text, str) and system_text else None
    )
    # OpenAI has no error flag on a tool message: take it from the stored results.
    failed = {
        event.content.get("call_id")
        for event in context.tail
        if event.kind is EventKind.TOOL_RESULT and event.content.get("is_error") is True
    }
    converted: list[AnyMessage] = []
    for lc_message in convert_to_messages(rest):
        if isinstance(lc_message, ToolMessage) and lc_message.tool_call_id in failed:
            lc_message.status = "error"
        # convert_to_messages builds one of AnyMessage's classes; it is typed as their base.
        converted.append(cast("AnyMessage", lc_message))
    return system, converted
