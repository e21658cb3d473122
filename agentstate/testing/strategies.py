"""Hypothesis strategies for agentstate's inputs: JSON content, session ids, histories.

Use them in your own property tests::

    from hypothesis import given
    from agentstate.testing import strategies as st_agent

    @given(st_agent.histories())
    def test_my_agent_loop(history): ...
"""

from __future__ import annotations

from hypothesis import strategies as st

from agentstate._json import JSONValue
from agentstate.events import EventSpec, ToolCall, assistant, system_note, tool_result, user

__all__ = ["histories", "json_objects", "json_values", "session_ids", "texts"]

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
