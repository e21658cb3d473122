"""Hypothesis: mirroring any sequence of message lists stores each message once, in order."""

from __future__ import annotations

from agentstate_langchain import mirror_messages, to_chat_messages
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage

from agentstate import AgentState
from agentstate.backends.memory import MemoryBackend

_TEXT = st.text(alphabet=st.characters(categories=["L", "N", "Zs", "P"]), min_size=1, max_size=30)


@st.composite
def conversations(draw: st.DrawFn) -> list[BaseMessage]:
    """Turns of a user message, tool rounds (parallel calls, some failing), and an answer."""
    messages: list[BaseMessage] = []
    calls = 0
    for _ in range(draw(st.integers(1, 4))):
        messages.append(HumanMessage(draw(_TEXT), id=f"m{len(messages)}"))
        for _ in range(draw(st.integers(0, 2))):
            ids = [f"call_{calls + n}" for n in range(draw(st.integers(1, 3)))]
            calls += len(ids)
            messages.append(
                AIMessage(
                    draw(st.sampled_from(["", "Let me check."])),
                    tool_calls=[
                        {"name": "lookup", "args": {"q": draw(_TEXT)}, "id": call_id}
                        for call_id in ids
                    ],
                    id=f"m{len(messages)}",
                )
            )
            for call_id in ids:
                messages.append(
                    ToolMessage(
                        draw(_TEXT),
                        tool_call_id=call_id,
                        status=draw(st.sampled_from(["success", "error"])),
                        id=f"m{len(messages)}",
                    )
                )
        messages.append(AIMessage(draw(_TEXT), id=f"m{len(messages)}"))
    return messages


@settings(max_examples=60, deadline=None)
@given(data=st.data(), messages=conversations())
def test_any_sequence_of_prefixes_is_mirrored_once_in_order(
    data: st.DataObject, messages: list[BaseMessage]
) -> None:
    """Growing and repeated prefixes of a history leave the longest so far stored once.

    Each message is stored once, in order, and exported back exactly (error results still
    errors), whatever order the prefixes are mirrored in.
    """
    state = AgentState.open(MemoryBackend(), session_id="p")
    lengths = data.draw(st.lists(st.integers(0, len(messages)), min_size=1, max_size=6))
    longest = 0
    for length in [*lengths, len(messages), len(messages)]:
        refs = mirror_messages(state, messages[:length])
        assert len(refs) == max(0, length - longest)
        longest = max(longest, length)
        stored = [event for event in state.events() if event.is_message]
        assert [event.seq for event in stored] == list(range(1, longest + 1))
        for message, event in zip(messages[:longest], stored, strict=True):
            found = state.event_by_external_id(str(message.id))
            assert found is not None
            assert found.seq == event.seq
        assert state.export_messages(format="openai") == to_chat_messages(messages[:longest])
    state.close()
