"""Capture rules: paths, transforms, merges and visible outcomes, inside the append."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Annotated, Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import Field

from agentstate import (
    AgentState,
    CaptureRule,
    CaptureRules,
    EventKind,
    MemoryBackend,
    Scratchpad,
    Secondary,
    ToolCall,
)
from agentstate._prose_capture import named_choice
from agentstate.capture import CapturePath, dollars_to_cents, total, whole_number
from agentstate.errors import InvalidInput, ToolCallError
from agentstate.events import assistant, tool_result, user


class Facts(Scratchpad):
    user_id: str | None = None
    searches: dict[str, str] = Field(default_factory=dict)
    payment_ids: list[str] = Field(default_factory=list)
    reservation_ids: list[str] = Field(default_factory=list)
    credit_cents: int | None = None
    paid: int | None = None
    first_flight: str | None = None
    offered: list[object] | None = None
    offered_flights: list[str] | None = None


def _open(
    make_state: Callable[..., AgentState], *rules: CaptureRule, **kwargs: object
) -> AgentState:
    return make_state(scratchpad=Facts, capture=CaptureRules(rules, **kwargs))  # type: ignore[arg-type]


def _facts(state: AgentState) -> list[dict[str, object]]:
    return [event.content for event in state.events() if event.kind is EventKind.FACT]


PROFILE = {
    "user_id": "mia_li_3668",
    "payment_methods": {
        "credit_card_4421486": {"source": "credit_card", "id": "credit_card_4421486"},
        "certificate_7504069": {
            "source": "certificate",
            "amount": 250,
            "id": "certificate_7504069",
        },
    },
    "reservations": ["NO6JO3", "AIXC49"],
}


# --- paths --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "root", "segments"),
    [
        ("result", "result", ()),
        ("arguments.user_id", "arguments", ("user_id",)),
        ("result.flights.0.flight_number", "result", ("flights", 0, "flight_number")),
        ("result.flights.-1", "result", ("flights", -1)),
        ('result."a.b"."*"', "result", ("a.b", "*")),
        ('result."0"', "result", ("0",)),
        ("result.2024-05-20", "result", ("2024-05-20",)),
        ("exchange.arguments.date", "exchange", ("arguments", "date")),
        ("offered.0.flight", "offered", (0, "flight")),
    ],
)
def test_path_parsing(text: str, root: str, segments: tuple[object, ...]) -> None:
    """Keys, integer indexes and quoted keys parse into segments after the root."""
    path = CapturePath.parse(text)
    assert (path.root, path.segments, str(path)) == (root, segments, text)
    assert not path.collects


@pytest.mark.parametrize(
    "text", ["", "user_id", "result.", "result..a", ".result", 'result."open', "result.a*", 3]
)
def test_malformed_paths_are_refused(text: object) -> None:
    """A path that is empty, malformed or not rooted at result/arguments raises InvalidInput."""
    with pytest.raises(InvalidInput):
        CapturePath.parse(text)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "found", "value"),
    [
        ("result.user_id", True, "mia_li_3668"),
        ("result.reservations", True, ["NO6JO3", "AIXC49"]),
        ("result.reservations.*", True, ["NO6JO3", "AIXC49"]),
        ("result.reservations.-1", True, "AIXC49"),
        ("result.reservations.5", False, None),
        ("result.payment_methods.*.id", True, ["credit_card_4421486", "certificate_7504069"]),
        ("result.payment_methods.*.amount", True, [250]),
        ("result.payment_methods.*.nothing", True, []),
        ("result.missing.*.id", False, None),
        ("result.user_id.*", False, None),
        ("result.missing", False, None),
        ("result", True, PROFILE),
    ],
)
def test_path_selection(text: str, found: bool, value: object) -> None:
    """A path gives one value, or with * the list of every match; absent prefixes are missing."""
    assert CapturePath.parse(text).select(PROFILE) == (found, value)


# --- transforms ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "cents"), [(250, 25000), (250.0, 25000), (19.99, 1999), (0.1, 10), (-5, -500)]
)
def test_dollars_to_cents_is_exact(value: float, cents: int) -> None:
    """Dollars convert to cents exactly, with no float drift (19.99 gives 1999)."""
    assert dollars_to_cents(value) == cents


@pytest.mark.parametrize("value", ["250", True, None, [250]])
def test_dollars_to_cents_refuses_non_numbers(value: object) -> None:
    """A numeric string or a bool is not converted: strictness holds through transforms."""
    with pytest.raises(TypeError):
        dollars_to_cents(value)  # type: ignore[arg-type]


def test_exact_transforms_refuse_fractions() -> None:
    """Half a cent, or 255.5 as a whole number, is refused rather than rounded."""
    with pytest.raises(ValueError, match="cents"):
        dollars_to_cents(0.005)
    with pytest.raises(ValueError, match="whole"):
        whole_number(255.5)
    assert whole_number(255.0) == 255
    assert total([7136, -6594]) == 542
    assert total([0.1, 0.2]) == 0.3
    with pytest.raises(TypeError):
        total("12")


# --- capturing ----------------------------------------------------------------------------


def test_capture_from_result_and_arguments_with_provenance(
    make_state: Callable[..., AgentState],
) -> None:
    """A result path's source is the result event; an arguments path's is the call event."""
    state = _open(
        make_state,
        CaptureRule(tool="get_user_details", path="arguments.user_id", field="user_id"),
        CaptureRule(
            tool="get_user_details", path="result.payment_methods.*.id", field="payment_ids"
        ),
    )
    state.append_user("I am mia_li_3668")
    call = state.append_tool_call("get_user_details", {"user_id": "mia_li_3668"})
    result = state.append_tool_result(call, PROFILE)
    assert state.scratchpad.values() == {
        "user_id": "mia_li_3668",
        "payment_ids": ["credit_card_4421486", "certificate_7504069"],
    }
    assert state.scratchpad.provenance("user_id") == call.ref
    assert state.scratchpad.provenance("payment_ids") == result.ref
    assert _facts(state)[0]["rule"] == "get_user_details:arguments.user_id"
    assert result.seq == 3  # the append returns the result's ref; captures come after it


def test_json_text_results_are_parsed(make_state: Callable[..., AgentState]) -> None:
    """A result stored as JSON text (OpenAI-format histories) is parsed before the path."""
    state = _open(
        make_state,
        CaptureRule(tool="calc", path="result", field="paid", transform=whole_number),
        CaptureRule(tool="lookup", path="result.user_id", field="user_id"),
    )
    state.append_tool_result(state.append_tool_call("calc", {"expression": "152 + 103"}), "255.0")
    state.append_tool_result(state.append_tool_call("lookup", {}), '{"user_id": "u1"}')
    assert state.scratchpad.values() == {"user_id": "u1", "paid": 255}


def test_union_gathers_items_across_tools(make_state: Callable[..., AgentState]) -> None:
    """A union rule adds new items in order and skips a result that adds none."""
    state = _open(
        make_state,
        CaptureRule(
            tool="get_user_details",
            path="result.reservations",
            field="reservation_ids",
            merge="union",
        ),
        CaptureRule(
            tool="get_reservation_details",
            path="arguments.reservation_id",
            field="reservation_ids",
            merge="union",
        ),
    )
    state.append_tool_result(state.append_tool_call("get_user_details", {}), PROFILE)
    lookup = state.append_tool_call("get_reservation_details", {"reservation_id": "ZZ1234"})
    state.append_tool_result(lookup, {})
    again = state.append_tool_call("get_reservation_details", {"reservation_id": "NO6JO3"})
    state.append_tool_result(again, {})
    assert state.scratchpad.get("reservation_ids") == ["NO6JO3", "AIXC49", "ZZ1234"]
    assert state.scratchpad.provenance("reservation_ids") == lookup.ref
    assert len(state.scratchpad.history("reservation_ids")) == 2  # the third added nothing


def test_update_merges_entries_by_key(make_state: Callable[..., AgentState]) -> None:
    """An update rule sets the object's keys, keeps the others, and skips a no-op."""

    def entry(exchange: object) -> object:
        assert isinstance(exchange, dict)
        arguments, found = exchange["arguments"], exchange["result"]
        return {f"{arguments['origin']}-{arguments['date']}": ", ".join(found)}

    state = _open(
        make_state,
        CaptureRule(
            tool="search", path="exchange", field="searches", transform=entry, merge="update"
        ),
    )
    first = state.append_tool_call("search", {"origin": "JFK", "date": "05-20"})
    found = state.append_tool_result(first, '["HAT136", "HAT039"]')
    second = state.append_tool_call("search", {"origin": "SEA", "date": "05-21"})
    result = state.append_tool_result(second, '["HAT001"]')
    again = state.append_tool_call("search", {"origin": "JFK", "date": "05-20"})
    state.append_tool_result(again, '["HAT136", "HAT039"]')
    changed = state.append_tool_call("search", {"origin": "SEA", "date": "05-21"})
    last = state.append_tool_result(changed, "[]")
    assert state.scratchpad.get("searches") == {"JFK-05-20": "HAT136, HAT039", "SEA-05-21": ""}
    history = state.scratchpad.history("searches")
    assert [version.source for version in history] == [found.ref, result.ref, last.ref]


def test_update_needs_an_object(make_state: Callable[..., AgentState]) -> None:
    """An update rule whose value is not an object records an invalid capture, no value."""
    state = _open(
        make_state, CaptureRule(tool="search", path="result", field="searches", merge="update")
    )
    state.append_tool_result(state.append_tool_call("search", {}), '["HAT136"]')
    assert state.scratchpad.get("searches") == {}
    [skip] = _facts(state)
    assert skip["skipped"] == "invalid"
    assert "needs an object" in str(skip["detail"])


def test_replace_moves_provenance_to_the_latest_statement(
    make_state: Callable[..., AgentState],
) -> None:
    """A replace rule records an equal value again: its source is the latest event stating it."""
    state = _open(make_state, CaptureRule(tool="lookup", path="result.user_id", field="user_id"))
    state.append_tool_result(state.append_tool_call("lookup", {}), {"user_id": "u1"})
    latest = state.append_tool_result(state.append_tool_call("lookup", {}), {"user_id": "u1"})
    assert state.scratchpad.provenance("user_id") == latest.ref
    assert [v.value for v in state.scratchpad.history("user_id")] == ["u1", "u1"]


def test_transform_converts_units(make_state: Callable[..., AgentState]) -> None:
    """A transform converts explicitly: dollars in the result, cents in the scratchpad."""
    state = _open(
        make_state,
        CaptureRule(
            tool="quote", path="result.amount", field="credit_cents", transform=dollars_to_cents
        ),
    )
    state.append_tool_result(state.append_tool_call("quote", {}), {"amount": 250.0})
    assert state.scratchpad.get("credit_cents") == 25000


def test_missing_path_is_recorded_and_the_append_succeeds(
    make_state: Callable[..., AgentState], caplog: pytest.LogCaptureFixture
) -> None:
    """A path that matches nothing records a skipped fact event and logs it; nothing changes."""
    state = _open(make_state, CaptureRule(tool="lookup", path="result.user_id", field="user_id"))
    with caplog.at_level(logging.INFO, logger="agentstate.capture"):
        result = state.append_tool_result(state.append_tool_call("lookup", {}), {"name": "Mia"})
    assert state.scratchpad.values() == {}
    (skipped,) = _facts(state)
    assert skipped == {
        "key": "user_id",
        "source": result.ref,
        "rule": "lookup:result.user_id",
        "skipped": "missing",
        "detail": "result.user_id matched nothing in an object with keys ['name']",
    }
    assert "missing" in caplog.text
    assert state.scratchpad.history("user_id") == []


def test_invalid_value_is_recorded_and_the_append_succeeds(
    make_state: Callable[..., AgentState], caplog: pytest.LogCaptureFixture
) -> None:
    """A value that fails validation records a skipped fact event and a warning."""
    state = _open(make_state, CaptureRule(tool="quote", path="result.amount", field="credit_cents"))
    with caplog.at_level(logging.WARNING, logger="agentstate.capture"):
        state.append_tool_result(state.append_tool_call("quote", {}), {"amount": "25000"})
    (skipped,) = _facts(state)
    assert skipped["skipped"] == "invalid"
    assert "valid integer" in str(skipped["detail"])
    assert "invalid" in caplog.text
    assert state.scratchpad.values() == {}


def test_failing_transform_is_recorded(make_state: Callable[..., AgentState]) -> None:
    """A transform that raises makes the outcome invalid, never a failed append."""

    def broken(value: object) -> object:
        raise RuntimeError("boom")

    state = _open(
        make_state,
        CaptureRule(tool="quote", path="result.amount", field="credit_cents", transform=broken),  # type: ignore[arg-type]
        CaptureRule(tool="quote", path="result.amount", field="paid", transform=dollars_to_cents),
    )
    state.append_tool_result(state.append_tool_call("quote", {}), {"amount": 0.005})
    details = [str(fact["detail"]) for fact in _facts(state)]
    assert details == [
        "transform failed: RuntimeError: boom",
        "transform failed: ValueError: 0.005 is not a whole number of cents",
    ]


def test_failed_calls_capture_nothing(make_state: Callable[..., AgentState]) -> None:
    """Nothing is captured from an is_error result, or one the is_failure predicate marks."""
    state = _open(
        make_state,
        CaptureRule(tool="lookup", path="arguments.user_id", field="user_id"),
        is_failure=lambda result: isinstance(result, str) and result.startswith("Error:"),
    )
    call = state.append_tool_call("lookup", {"user_id": "wrong_id"})
    state.append_tool_result(call, {"user_id": "wrong_id"}, is_error=True)
    call = state.append_tool_call("lookup", {"user_id": "wrong_id"})
    state.append_tool_result(call, "Error: user not found")
    assert _facts(state) == []


def test_a_raising_failure_predicate_captures_nothing(
    make_state: Callable[..., AgentState], caplog: pytest.LogCaptureFixture
) -> None:
    """If is_failure itself raises, nothing is captured and the append still succeeds."""

    def confused(result: object) -> bool:
        raise KeyError("status")

    state = _open(
        make_state,
        CaptureRule(tool="lookup", path="result.user_id", field="user_id"),
        is_failure=confused,
    )
    with caplog.at_level(logging.WARNING, logger="agentstate.capture"):
        state.append_tool_result(state.append_tool_call("lookup", {}), {"user_id": "u1"})
    assert _facts(state) == []
    assert "is_failure raised KeyError" in caplog.text


def test_a_rule_applies_only_where_when_accepts(
    make_state: Callable[..., AgentState], caplog: pytest.LogCaptureFixture
) -> None:
    """A result `when` refuses has no outcome, not even a skip; a raising `when` is logged."""

    def picky(result: object) -> bool:
        if result == "boom":
            raise ValueError("cannot tell")
        return isinstance(result, dict)

    state = _open(
        make_state, CaptureRule(tool="lookup", path="result.user_id", field="user_id", when=picky)
    )
    state.append_tool_result(state.append_tool_call("lookup", {}), ["u1", "u2"])
    assert _facts(state) == []
    with caplog.at_level(logging.WARNING, logger="agentstate.capture"):
        state.append_tool_result(state.append_tool_call("lookup", {}), "boom")
    assert _facts(state) == []
    assert "when raised ValueError" in caplog.text
    result = state.append_tool_result(state.append_tool_call("lookup", {}), {"user_id": "u3"})
    assert state.scratchpad.get("user_id") == "u3"
    assert state.scratchpad.provenance("user_id") == result.ref


def test_a_value_accepts_refuses_is_not_captured(make_state: Callable[..., AgentState]) -> None:
    """A value `accepts` refuses has no outcome and leaves the field; a raising one is a skip."""

    def short(value: object) -> bool:
        if value == "boom":
            raise ValueError("cannot tell")
        return len(str(value)) <= 8

    state = _open(
        make_state,
        CaptureRule(tool="lookup", path="arguments.user_id", field="user_id", accepts=short),
    )
    kept = state.append_tool_call("lookup", {"user_id": "u1"})
    state.append_tool_result(kept, {"ok": True})
    state.append_tool_result(state.append_tool_call("lookup", {"user_id": "x" * 9}), {"ok": True})
    assert state.scratchpad.get("user_id") == "u1"
    assert state.scratchpad.provenance("user_id") == kept.ref
    assert len(_facts(state)) == 1  # the refused value wrote nothing, not even a skip
    state.append_tool_result(state.append_tool_call("lookup", {"user_id": "boom"}), {"ok": True})
    assert _facts(state)[-1]["skipped"] == "invalid"
    assert "accepts failed: ValueError" in str(_facts(state)[-1])
    assert state.scratchpad.get("user_id") == "u1"


def test_rules_for_other_tools_do_nothing(make_state: Callable[..., AgentState]) -> None:
    """A result of a tool with no rules writes no fact events."""
    state = _open(make_state, CaptureRule(tool="lookup", path="result.user_id", field="user_id"))
    state.append_tool_result(state.append_tool_call("search", {}), {"user_id": "u1"})
    assert _facts(state) == []


def test_capture_in_a_batch_append(make_state: Callable[..., AgentState]) -> None:
    """A call and its result appended together are captured after both."""
    state = _open(make_state, CaptureRule(tool="lookup", path="arguments.user_id", field="user_id"))
    refs = state.append_many(
        [
            user("who am I"),
            assistant(tool_calls=[ToolCall("lookup", {"user_id": "u7"}, "c1")]),
            tool_result("c1", {"ok": True}),
        ]
    )
    assert [ref.seq for ref in refs] == [1, 2, 3]
    assert state.scratchpad.get("user_id") == "u7"
    assert state.scratchpad.provenance("user_id") == "ev_2"


def test_capture_rolls_back_with_its_append(make_state: Callable[..., AgentState]) -> None:
    """If the append fails, the captures made inside it are rolled back too (one transaction)."""
    state = _open(make_state, CaptureRule(tool="lookup", path="result.user_id", field="user_id"))
    state.append_tool_call("lookup", {}, call_id="c1")
    with pytest.raises(ToolCallError):
        state.append_many([tool_result("c1", {"user_id": "u1"}), tool_result("c9", "orphan")])
    assert state.scratchpad.values() == {}
    assert [event.kind for event in state.events()] == [EventKind.ASSISTANT]


def test_rules_must_name_fields_of_the_schema(make_state: Callable[..., AgentState]) -> None:
    """A rule writing a field the schema lacks is refused when the state opens."""
    with pytest.raises(InvalidInput, match="does not have"):
        _open(make_state, CaptureRule(tool="lookup", path="result.x", field="nope"))
    with pytest.raises(InvalidInput):
        CaptureRules(["not a rule"])  # type: ignore[list-item]
    with pytest.raises(InvalidInput):
        CaptureRule(tool="lookup", path="result.x", field="user_id", merge="append")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput):
        CaptureRule(tool="", path="result.x", field="user_id")


def test_a_plain_list_of_rules_is_accepted(make_state: Callable[..., AgentState]) -> None:
    """capture= also takes a plain list of rules."""
    state = make_state(
        scratchpad=Facts, capture=[CaptureRule(tool="t", path="result", field="user_id")]
    )
    state.append_tool_result(state.append_tool_call("t", {}), "u1")
    assert state.scratchpad.get("user_id") == "u1"
    assert state.replay().facts[0].key == "user_id"


# --- offered items ------------------------------------------------------------------------

EVENTS = [
    {"event_name": "Mets Vs Padres", "city": "New York", "date": "2019-03-06", "time": "18:00"},
    {"event_name": "Mets Vs Cubs", "city": "New York", "date": "2019-03-02", "time": "19:30"},
    {"event_name": "Yankees Vs Red Sox", "city": "New York", "date": "2019-03-09", "time": "13:05"},
]


def test_the_items_an_assistant_message_names_are_captured_from_the_result(
    make_state: Callable[..., AgentState],
) -> None:
    """'mets vs cubs march 2nd' names the second event: it is kept, the result its source."""
    state = _open(
        make_state,
        CaptureRule(tool="find_events", path="offered", field="offered"),
        CaptureRule(tool="find_events", path="offered.*.event_name", field="offered_flights"),
    )
    state.append_user("baseball in new york, march 2nd")
    call = state.append_tool_call("find_events", {"city": "New York"})
    result = state.append_tool_result(call, EVENTS)
    assert state.scratchpad.values() == {}  # a result alone offers nothing
    state.append_assistant("There is mets vs cubs at Citi Field on march 2nd, 7:30 pm.")
    assert state.scratchpad.get("offered") == [EVENTS[1]]
    assert state.scratchpad.get("offered_flights") == ["Mets Vs Cubs"]
    assert state.scratchpad.provenance("offered") == result.ref
    # "New York" is every event's: it names none. A later message's items lead the offer.
    state.append_user("anything else?")
    state.append_assistant("All are in New York. Mets Vs Padres, or Yankees Vs Red Sox?")
    assert state.scratchpad.get("offered_flights") == [
        "Mets Vs Padres",
        "Yankees Vs Red Sox",
        "Mets Vs Cubs",
    ]


def test_a_narrower_message_leads_the_offer_and_the_earlier_items_stay_after_it(
    make_state: Callable[..., AgentState],
) -> None:
    """After 'Mets Vs Cubs is sold out', the other games offered before stay in the offer."""
    state = _open(
        make_state,
        CaptureRule(tool="find_events", path="offered.*.event_name", field="offered_flights"),
    )
    state.append_tool_result(state.append_tool_call("find_events", {"city": "NY"}), EVENTS)
    state.append_assistant("Mets Vs Padres, Mets Vs Cubs or Yankees Vs Red Sox?")
    state.append_user("The quickest one.")
    state.append_assistant("Mets Vs Cubs is the shortest trip. Shall I book it?")
    assert state.scratchpad.get("offered_flights") == [
        "Mets Vs Cubs",
        "Mets Vs Padres",
        "Yankees Vs Red Sox",
    ]
    state.append_user("yes")
    state.append_assistant("Mets Vs Cubs is sold out, sorry.")
    assert state.scratchpad.get("offered_flights") == [
        "Mets Vs Cubs",
        "Mets Vs Padres",
        "Yankees Vs Red Sox",
    ]
    # A new search starts a new offer: only the messages after it are read.
    state.append_tool_result(state.append_tool_call("find_events", {"city": "NY"}), EVENTS)
    state.append_assistant("Yankees Vs Red Sox has seats.")
    assert state.scratchpad.get("offered_flights") == ["Yankees Vs Red Sox"]


def test_no_offer_from_a_failed_result_or_from_a_message_naming_nothing(
    make_state: Callable[..., AgentState],
) -> None:
    state = _open(make_state, CaptureRule(tool="find_events", path="offered", field="offered"))
    failed = state.append_tool_call("find_events", {"city": "New York"})
    state.append_tool_result(failed, EVENTS, is_error=True)
    state.append_assistant("Mets Vs Cubs is on March 2nd.")
    assert state.scratchpad.values() == {}
    state.append_tool_result(state.append_tool_call("find_events", {"city": "NY"}), EVENTS)
    state.append_assistant("I found three games. Which date works for you?")
    state.append_assistant("The 19:30 one costs $40.")  # numbers and times name nothing
    assert state.scratchpad.values() == {}


# --- mentions -----------------------------------------------------------------------------


class Said(Scratchpad):
    user_id: str | None = None
    mentioned: Annotated[list[str] | None, Secondary()] = None


def test_values_a_user_states_in_prose_are_gathered_with_the_message(
    make_state: Callable[..., AgentState],
) -> None:
    """The order number and the email typed in a message are kept, citing it, latest last."""
    state = make_state(scratchpad=Said, capture=CaptureRules([], mentions="mentioned"))
    first = state.append_user("Order #W2378156 arrived broken; write to jo@example.com.")
    assert state.scratchpad.get("mentioned") == ["#W2378156", "jo@example.com"]
    assert state.scratchpad.provenance("mentioned") == first.ref
    state.append_user("Thanks, that is all.")  # nothing stated: nothing written
    assert state.scratchpad.provenance("mentioned") == first.ref
    second = state.append_user("Refund $54.04 to jo@example.com by 2024-05-20, at 10am.")
    assert state.scratchpad.get("mentioned") == [
        "#W2378156",
        "$54.04",
        "jo@example.com",
        "2024-05-20",
    ]
    assert state.scratchpad.provenance("mentioned") == second.ref
    for index in range(30):
        state.append_user(f"Also ticket T{index:04d}.")
    kept = state.scratchpad.get("mentioned")
    assert kept is not None
    assert len(kept) == 20
    assert kept[-1] == "T0029"


def test_the_mentions_field_must_exist_and_hold_strings(
    make_state: Callable[..., AgentState],
) -> None:
    with pytest.raises(InvalidInput, match="does not have"):
        make_state(scratchpad=Said, capture=CaptureRules([], mentions="nope"))
    with pytest.raises(InvalidInput, match="list of strings"):
        make_state(scratchpad=Said, capture=CaptureRules([], mentions="user_id"))
    with pytest.raises(InvalidInput, match="mentions must name a scratchpad field"):
        CaptureRules([], mentions=5)  # type: ignore[arg-type]


# --- choices ------------------------------------------------------------------------------


class Trip(Scratchpad):
    cabin: Literal["basic_economy", "economy", "business"] | None = None
    trip: Literal["one_way", "round_trip"] | None = None


_CHOICES = {"cabin": ("basic_economy", "economy", "business"), "trip": ("one_way", "round_trip")}


@pytest.mark.parametrize(
    ("text", "cabin", "trip"),
    [
        ("1. One-way\n2. Economy\n3. Just me.", "economy", "one_way"),
        ("Basic economy, round trip please.", "basic_economy", "round_trip"),
        ("I'd like BUSINESS for the one way trip", "business", "one_way"),
        ("Economy or business, which is cheaper?", None, None),  # two values: no choice
        ("Not business. I can't afford it.", None, None),  # refused
        ("No business class please, economy is fine", "economy", None),
        ("The economyplus fare? Any roundtrip?", None, None),  # other words
    ],
)
def test_a_declared_value_a_user_names_is_captured_with_the_message(
    text: str, cabin: str | None, trip: str | None, make_state: Callable[..., AgentState]
) -> None:
    """'2. Economy' in the user's reply fills ``cabin``, citing the message."""
    state = make_state(scratchpad=Trip, capture=CaptureRules([], choices=_CHOICES))
    state.append_assistant("Economy or business? One-way or round trip?")  # not the user's
    assert state.scratchpad.values() == {}
    said = state.append_user(text)
    assert state.scratchpad.get("cabin") == cabin
    assert state.scratchpad.get("trip") == trip
    for field in ("cabin", "trip"):
        if state.scratchpad.get(field) is not None:
            assert state.scratchpad.provenance(field) == said.ref


def test_a_later_choice_replaces_an_earlier_one(make_state: Callable[..., AgentState]) -> None:
    state = make_state(scratchpad=Trip, capture=CaptureRules([], choices=_CHOICES))
    state.append_assistant("Economy or business?")
    state.append_user("Economy, please.")
    changed = state.append_user("Actually, make it business.")
    state.append_user("Yes, business is right.")  # the same value: no new write
    assert state.scratchpad.get("cabin") == "business"
    assert state.scratchpad.provenance("cabin") == changed.ref


class Transfer(Scratchpad):
    account: Literal["checking", "savings"] | None = None
    recipient_account: Literal["checking", "savings"] | None = None
    speed: Literal["instant", "standard"] | None = None


def test_only_a_choice_the_agent_put_to_the_user_is_read(
    make_state: Callable[..., AgentState],
) -> None:
    """'I travel for business a lot' before any question of cabins chooses no cabin."""
    state = make_state(scratchpad=Trip, capture=CaptureRules([], choices=_CHOICES))
    state.append_user("I travel for business a lot; I need a round trip to Denver.")
    assert state.scratchpad.values() == {}
    state.append_assistant("Which cabin: basic economy, economy or business?")
    chosen = state.append_user("Business.")
    assert state.scratchpad.values() == {"cabin": "business"}
    assert state.scratchpad.provenance("cabin") == chosen.ref


def test_a_value_two_fields_declare_is_read_for_neither(
    make_state: Callable[..., AgentState],
) -> None:
    """'Send $900 to his savings account, instant': which account is savings is not said."""
    accounts = ("checking", "savings")
    choices = {"account": accounts, "recipient_account": accounts, "speed": ("instant", "standard")}
    state = make_state(scratchpad=Transfer, capture=CaptureRules([], choices=choices))
    state.append_assistant("From checking or savings, to which account, instant or standard?")
    state.append_user("Send $900 to his savings account, instant please.")
    assert state.scratchpad.values() == {"speed": "instant"}


def test_choices_name_fields_the_scratchpad_has(make_state: Callable[..., AgentState]) -> None:
    with pytest.raises(InvalidInput, match="does not have"):
        make_state(scratchpad=Trip, capture=CaptureRules([], choices={"seat": ("aisle",)}))
    with pytest.raises(InvalidInput, match="choices must map"):
        CaptureRules([], choices={"cabin": "economy"})
    with pytest.raises(InvalidInput, match="choices must map"):
        CaptureRules([], choices=["cabin"])  # type: ignore[arg-type]


def test_the_choice_readings_examples_hold() -> None:
    """The examples in `agentstate._prose_capture` run as written."""
    import doctest

    from agentstate import _prose_capture

    assert doctest.testmod(_prose_capture).failed == 0


_SAID = st.lists(
    st.tuples(
        st.sampled_from(["user", "assistant"]),
        st.lists(
            st.sampled_from(
                ["economy", "Business", "basic economy", "not", "or", "one-way", "please", "?"]
            ),
            max_size=5,
        ),
    ),
    max_size=8,
)


@settings(max_examples=60, deadline=None)
@given(turns=_SAID)
def test_a_captured_choice_cites_a_user_message_that_names_it_after_an_offer(
    turns: list[tuple[str, list[str]]],
) -> None:
    """Whatever is said, a choice rests on a user message naming it, after an offer of it."""
    rules = CaptureRules([], choices=_CHOICES)
    state = AgentState.open(MemoryBackend(), session_id="s", scratchpad=Trip, capture=rules)
    for role, words in turns:
        text = " ".join(words) or "ok"
        if role == "user":
            state.append_user(text)
        else:
            state.append_assistant(text)
    for field, values in _CHOICES.items():
        value = state.scratchpad.get(field)
        if value is None:
            continue
        source = state.evidence.get(str(state.scratchpad.provenance(field)))
        assert source.kind is EventKind.USER
        assert named_choice(source.content["text"], values) == value
        offers = [
            event.content["text"].lower()
            for event in state.events()
            if event.kind is EventKind.ASSISTANT and event.seq < source.seq
        ]
        heads = {value.split("_")[0] for value in values}  # each value's first word
        assert any(sum(head in offer for head in heads) > 1 for offer in offers)
