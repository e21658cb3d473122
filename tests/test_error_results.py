"""Marking tool results as errors where the format has no flag: the is_error predicate."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from agentstate import AgentState, CaptureRules, EventKind
from agentstate._json import JSONValue
from agentstate.domains import Domain
from agentstate.domains import tau_airline as airline
from agentstate.errors import InvalidInput
from agentstate.events import assistant, flag_error, judged_result, tool_result
from agentstate.formats import from_messages
from tests.formats.conftest import as_text


def starts_with_error(result: JSONValue) -> bool:
    return isinstance(result, str) and result.startswith("Error:")


def _call(call_id: str, name: str = "cancel_reservation") -> dict[str, JSONValue]:
    function: dict[str, JSONValue] = {"name": name, "arguments": '{"reservation_id":"NO6JO3"}'}
    return {"id": call_id, "type": "function", "function": function}


HISTORY: list[dict[str, JSONValue]] = [
    {"role": "user", "content": "Cancel reservation NO6JO3."},
    {"role": "assistant", "content": None, "tool_calls": [_call("call_1"), _call("call_2")]},
    {"role": "tool", "tool_call_id": "call_1", "content": "Error: reservation not found"},
    {"role": "tool", "tool_call_id": "call_2", "content": '{"status": "cancelled"}'},
]


def _errors(state: AgentState) -> list[bool]:
    return [
        bool(event.content["is_error"])
        for event in state.events()
        if event.kind is EventKind.TOOL_RESULT
    ]


def test_an_import_predicate_flags_results_and_the_export_stays_exact(state: AgentState) -> None:
    """import_messages(..., is_error=...) flags what it judges; the export is the original."""
    state.import_messages(HISTORY, format="openai", is_error=starts_with_error)
    assert _errors(state) == [True, False]
    assert as_text(state.export_messages(format="openai")) == as_text(HISTORY)
    anthropic = state.export_messages(format="anthropic")
    assert [block.get("is_error") for block in anthropic[-1]["content"]] == [True, None]


def test_the_predicate_gets_json_text_parsed(state: AgentState) -> None:
    """A result holding JSON text is judged as the parsed value (as capture rules see it)."""
    seen: list[JSONValue] = []

    def judge(result: JSONValue) -> bool:
        seen.append(result)
        return isinstance(result, dict) and result.get("status") == "cancelled"

    state.import_messages(HISTORY, format="openai", is_error=judge)
    assert seen == ["Error: reservation not found", {"status": "cancelled"}]
    assert _errors(state) == [False, True]
    # The error now renders "Error: ..." by default: the export still gives the original.
    assert as_text(state.export_messages(format="openai")) == as_text(HISTORY)


def test_the_predicate_gets_the_text_of_content_parts() -> None:
    """A result of content parts is judged by the text of its text parts, one per line."""
    content = {
        "call_id": "c",
        "name": None,
        "result": None,
        "is_error": False,
        "blocks": [
            {"type": "text", "text": "Error: quota"},
            {"type": "image", "source": {}},
            {"type": "text", "text": "retry later"},
        ],
    }
    assert judged_result(content) == "Error: quota\nretry later"
    assert judged_result({"result": "not json {"}) == "not json {"
    assert judged_result({"result": "[1, 2]"}) == [1, 2]
    assert judged_result({"result": {"a": 1}}) == {"a": 1}


def test_flag_error_leaves_everything_else_alone() -> None:
    """Only unflagged tool results are judged; other specs come back as they are."""
    spec = assistant("hi")
    assert flag_error(spec, starts_with_error) is spec
    flagged = tool_result("c", "Error: x", is_error=True)
    assert flag_error(flagged, lambda _: False) is flagged
    plain = tool_result("c", "Error: x")
    assert flag_error(plain, None) is plain
    assert flag_error(plain, starts_with_error).content["is_error"] is True


def test_a_predicate_that_raises_refuses_the_append(
    state: AgentState, make_state: Callable[..., AgentState]
) -> None:
    """The predicate's exception is an InvalidInput (naming the message); nothing is written."""

    def broken(result: JSONValue) -> bool:
        raise ValueError("cannot tell")

    with pytest.raises(InvalidInput, match=r"messages\[2\]: the error predicate raised") as err:
        state.import_messages(HISTORY, format="openai", is_error=broken)
    assert isinstance(err.value.__cause__, InvalidInput)
    assert isinstance(err.value.__cause__.__cause__, ValueError)
    assert list(state.events()) == []

    judged = make_state("judged", is_failure=broken)
    call = judged.append_tool_call("cancel_reservation", {})
    before = list(judged.events())
    with pytest.raises(
        InvalidInput, match=r"raised ValueError on the result of tool call 'call_1': cannot tell"
    ):
        judged.append_tool_result(call, "y")
    assert list(judged.events()) == before


def test_anthropic_imports_and_from_messages_take_the_predicate(state: AgentState) -> None:
    """The predicate adds to Anthropic's own flag, and from_messages takes it too."""
    messages: list[JSONValue] = [
        {"role": "user", "content": "Cancel it."},
        {
            "role": "assistant",
            "content": [
                {"type": "tool_use", "id": "t1", "name": "cancel", "input": {}},
                {"type": "tool_use", "id": "t2", "name": "cancel", "input": {}},
            ],
        },
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "t1", "content": "Error: locked"},
                {"type": "tool_result", "tool_use_id": "t2", "content": "no", "is_error": True},
            ],
        },
    ]
    state.import_messages(messages, format="anthropic", is_error=starts_with_error)
    assert _errors(state) == [True, True]
    assert as_text(state.export_messages(format="anthropic")) == as_text(messages)
    specs = from_messages(messages, format="anthropic", is_error=starts_with_error)
    assert [spec.content["is_error"] for spec in specs if spec.kind is EventKind.TOOL_RESULT] == [
        True,
        True,
    ]


def test_the_state_predicate_judges_every_result_it_appends(
    make_state: Callable[..., AgentState],
) -> None:
    """AgentState.open(..., is_failure=...) flags imports, append_tool_result and append_many."""
    state = make_state(is_failure=starts_with_error)
    state.import_messages(HISTORY, format="openai")
    call = state.append_tool_call("cancel_reservation", {"reservation_id": "X"})
    state.append_tool_result(call, "Error: locked")
    other = state.append_tool_call("cancel_reservation", {"reservation_id": "Y"})
    state.append_many([tool_result(other.call_ids[0], "done")])
    assert _errors(state) == [True, False, True, False]
    # An import's own predicate takes the state's place.
    again = make_state("second", is_failure=starts_with_error)
    again.import_messages(HISTORY, format="openai", is_error=lambda _: False)
    assert _errors(again) == [False, False]


def test_a_domain_gives_its_predicate() -> None:
    """Domain.is_failure defaults to its capture rules' is_failure; τ-airline's reads Error:."""
    assert airline.DOMAIN.is_failure is airline.is_failure
    assert Domain(name="plain").is_failure is None
    rules = CaptureRules([], is_failure=starts_with_error)
    assert Domain(name="d", capture=rules).is_failure is starts_with_error
    assert Domain(name="d", capture=rules, is_failure=None).is_failure is None
