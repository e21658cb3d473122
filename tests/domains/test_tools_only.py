"""`from_tools`: a domain from tool definitions alone, typed keys and latest records captured."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from agentstate import AgentState, CompactionPolicy, EventKind, ExtractiveSummarizer
from agentstate._json import JSONObject
from agentstate.domains.tools_only import declared_choices, found_ids, from_tools, record_line
from agentstate.errors import InvalidInput
from agentstate.scratchpad import Secondary


def _tool(name: str, properties: JSONObject, **extra: JSONObject) -> JSONObject:
    return {
        "name": name,
        "description": f"The {name} tool.",
        "input_schema": {"type": "object", "properties": properties},
        **extra,
    }


TOOLS = [
    _tool(
        "get_order",
        {
            "order_id": {"type": "string"},
            "verbose": {"type": "boolean"},
            "filters": {"type": "array", "items": {"type": "string"}},
        },
    ),
    _tool(
        "issue_credit",
        {
            "order_id": {"type": "string"},
            "amount": {"type": "number"},
            "reason": {"type": ["string", "null"]},
            "channel": {"enum": ["email", "sms"]},
        },
        output_schema={
            "type": "object",
            "properties": {"credit_id": {"type": "string"}, "amount": {"type": "number"}},
        },
    ),
    _tool("ship", {"order_id": {"type": "integer"}, "model_config": {"type": "string"}}),
    _tool("search-stock", {"sku": {"type": "string"}, "not an id": {"type": "string"}}),
]


def test_fields_come_from_the_tools_declared_scalars() -> None:
    """Scalar arguments and declared result properties are typed keys; others are left out."""
    domain = from_tools(TOOLS, consequential=["issue_credit", "ship"])
    fields = domain.scratchpad.model_fields  # type: ignore[union-attr]
    assert fields["verbose"].annotation == bool | None
    assert fields["amount"].annotation == int | float | None
    assert fields["reason"].annotation == str | None
    assert fields["channel"].annotation == str | None
    assert fields["credit_id"].annotation == str | None
    # Declared string by one tool and integer by another: any JSON scalar.
    assert fields["order_id"].annotation == str | int | float | bool | None
    assert "filters" not in fields  # not a scalar
    assert "model_config" not in fields  # pydantic's own name
    assert "not an id" not in fields
    # A tool without an output schema keeps its latest record; one with it, its typed keys.
    assert {"get_order_result", "ship_result", "search_stock_result"} <= set(fields)
    assert "issue_credit_result" not in fields
    assert domain.consequential == {"issue_credit", "ship"}
    assert [tool["name"] for tool in domain.tools] == [tool["name"] for tool in TOOLS]


def test_a_session_keeps_arguments_and_records_with_their_events(
    make_state: Callable[..., AgentState],
) -> None:
    """Arguments cite the call; a record cites its result; lists and errors add nothing."""
    domain = from_tools(TOOLS, consequential=["issue_credit"])
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    call = state.append_tool_call("get_order", {"order_id": "A-17", "filters": ["open"]})
    record = {"order_id": "A-17", "status": "damaged", "lines": [{"sku": "S1"}]}
    result = state.append_tool_result(call, record)
    assert state.scratchpad.get("order_id") == "A-17"
    assert state.scratchpad.provenance("order_id") == call.ref
    assert state.scratchpad.get("get_order_result") == record
    assert state.scratchpad.provenance("get_order_result") == result.ref
    hits = state.append_tool_call("search-stock", {"sku": "S1"})
    state.append_tool_result(hits, [{"sku": "S1", "bin": "B4"}])
    facts = [e for e in state.events() if e.kind is EventKind.FACT and e.seq > hits.seq]
    # A list is no record: its hits are kept by what identifies them (no skip for the list).
    assert [fact.content["key"] for fact in facts] == ["sku", "search_stock_found"]
    credit = state.append_tool_call("issue_credit", {"order_id": "A-17", "amount": 25.5})
    state.append_tool_result(credit, {"credit_id": "CR-9", "amount": 25.5})
    assert state.scratchpad.get("credit_id") == "CR-9"
    assert state.scratchpad.get("amount") == 25.5
    failed = state.append_tool_call("get_order", {"order_id": "B-2"})
    state.append_tool_result(failed, {"error": "not found"}, is_error=True)
    assert state.scratchpad.get("order_id") == "A-17"


def test_a_declared_value_the_user_chooses_is_captured(
    make_state: Callable[..., AgentState],
) -> None:
    """``channel`` declares email and sms: "By email, please." fills it, citing the message."""
    domain = from_tools(TOOLS, consequential=["issue_credit"])
    assert declared_choices(TOOLS) == {"channel": ("email", "sms")}
    with pytest.raises(InvalidInput, match="sequence of tool definitions"):
        declared_choices("get_order")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="needs a 'name'"):
        declared_choices([{"input_schema": {}}])
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    state.append_assistant("Should the credit notice go by email or SMS?")
    assert state.scratchpad.get("channel") is None
    state.append_user("Hmm, SMS?")  # "sms" is too short a word to be read as a choice
    assert state.scratchpad.get("channel") is None
    said = state.append_user("No, not the phone. By email, please.")
    assert state.scratchpad.get("channel") == "email"
    assert state.scratchpad.provenance("channel") == said.ref
    credit = state.append_tool_call("issue_credit", {"order_id": "A-17", "channel": "sms"})
    assert state.scratchpad.get("channel") == "email"  # a call's arguments come with its result
    state.append_tool_result(credit, {"credit_id": "CR-9"})
    assert state.scratchpad.get("channel") == "sms"
    assert state.scratchpad.provenance("channel") == credit.ref


def test_a_record_line_holds_its_identifying_values_once_in_order() -> None:
    """Words with a digit (ids, codes, dates) and numbers (310.0 as 310), once each; no prose."""
    record = {
        "reservation_id": "X7BYG1",
        "cabin": "business",
        "flights": [
            {"flight_number": "HAT232", "date": "2024-05-24", "origin": "MIA", "price": 1200},
            {"flight_number": "HAT228", "date": "2024-05-24", "origin": "LAX"},
        ],
        "address": "281 Spruce Street",
        "payment": {"id": "credit_card_29", "amount": 310.0, "verified": True},
    }
    line = "X7BYG1 HAT232 2024-05-24 1200 HAT228 credit_card_29 310"
    assert record_line(record) == line
    assert record_line(record, skip=["X7BYG1"]) == line.removeprefix("X7BYG1 ")
    assert record_line("no record") == ""


def test_a_record_is_keyed_by_an_id_it_repeats_before_a_word(
    make_state: Callable[..., AgentState],
) -> None:
    """Of the arguments the record repeats, one with a letter and a digit keys its line."""
    tool = _tool("update_booking", {"cabin": {"type": "string"}, "booking_id": {"type": "string"}})
    domain = from_tools([tool])
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    call = state.append_tool_call("update_booking", {"cabin": "economy", "booking_id": "BK42Q"})
    state.append_tool_result(call, {"cabin": "economy", "booking_id": "BK42Q", "seat": "12A"})
    assert state.scratchpad.get("update_booking_records") == {"BK42Q": "12A"}


def test_a_record_line_holds_a_profile_with_its_balances_and_bookings() -> None:
    """Eight payment methods with their balances and ten bookings fit one line; 32 at most."""
    profile = {
        "user_id": "dana_4417",
        "payment_methods": {f"card_{i}": {"id": f"card_{i}", "amount": 10 * i} for i in range(8)},
        "bookings": [f"B{i:02d}X" for i in range(10)],
    }
    line = record_line(profile).split()
    assert len(line) == 1 + 16 + 10
    assert line[-1] == "B09X"
    profile["bookings"] = [f"B{i:02d}X" for i in range(30)]
    assert len(record_line(profile).split()) == 32


def test_a_record_line_holds_the_names_of_its_record() -> None:
    """A name identifies (a capital initial, the rest lower case); a capital code does not."""
    record = {
        "reservation_id": "X7BYG1",
        "passengers": [{"first_name": "Maria", "last_name": "Lopez", "dob": "1990-04-02"}],
        "origin": "MIA",
        "cabin": "economy",
        "note": "Window seat",
    }
    assert record_line(record) == "X7BYG1 Maria Lopez 1990-04-02"


def test_a_record_line_holds_a_declared_choice_under_its_own_name() -> None:
    """A plain word is kept where a tool declares it as a value of an argument of its name."""
    record = {
        "order_id": "A-17",
        "plan": "premium",
        "tier": "premium",
        "channel": "fax",
        "lines": [{"sku": "S1-4", "plan": "basic"}],
    }
    choices = {"plan": ("basic", "premium"), "channel": ("email", "sms")}
    assert record_line(record) == "A-17 S1-4"
    # Under another key ("tier") or not declared ("fax"), a plain word is still left out.
    assert record_line(record, choices=choices) == "A-17 premium S1-4 basic"


def test_a_read_record_keeps_the_choice_a_tool_declares_in_its_line(
    make_state: Callable[..., AgentState],
) -> None:
    """<tool>_records holds a record's field whose value any tool's enum declares."""
    tools = [
        _tool("get_plan", {"account_id": {"type": "string"}}),
        _tool(
            "change_plan", {"account_id": {"type": "string"}, "plan": {"enum": ["basic", "pro"]}}
        ),
    ]
    domain = from_tools(tools, consequential=["change_plan"])
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    call = state.append_tool_call("get_plan", {"account_id": "AC-9"})
    state.append_tool_result(call, {"account_id": "AC-9", "plan": "pro", "status": "active"})
    assert state.scratchpad.get("get_plan_records") == {"AC-9": "pro"}
    # A choice a tool that does not take the record's key declares is kept too: a new call
    # of that tool may restate it ("book the same trip as my current one"). A plain word
    # that no tool declares under the field's name stays out.
    other = [
        *tools,
        _tool("book", {"user": {"type": "string"}, "trip": {"enum": ["one_way", "round_trip"]}}),
    ]
    domain = from_tools(other, consequential=["change_plan"])
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    call = state.append_tool_call("get_plan", {"account_id": "AC-9"})
    record = {"account_id": "AC-9", "plan": "pro", "trip": "round_trip", "mode": "one_way"}
    state.append_tool_result(call, record)
    assert state.scratchpad.get("get_plan_records") == {"AC-9": "pro round_trip"}


def test_every_record_read_keeps_a_line_when_the_next_read_replaces_it(
    make_state: Callable[..., AgentState],
) -> None:
    """<tool>_records keys each record by the argument it repeats.

    A later read of the same record replaces its line, which cites the read it came from.
    """
    domain = from_tools(TOOLS, consequential=["issue_credit", "ship"])
    fields = domain.scratchpad.model_fields  # type: ignore[union-attr]
    assert fields["get_order_records"].annotation == dict[str, str] | None
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)

    def read(order_id: str, record: JSONObject) -> str:
        call = state.append_tool_call("get_order", {"verbose": True, "order_id": order_id})
        return state.append_tool_result(call, record).ref

    first = read("A-17", {"id": "A-17", "lines": [{"sku": "S1-4", "eta": "2024-06-01"}]})
    read("B-20", {"id": "B-20", "lines": [{"sku": "S9-2"}]})
    assert state.scratchpad.get("get_order_result") == {"id": "B-20", "lines": [{"sku": "S9-2"}]}
    assert state.scratchpad.get("get_order_records") == {
        "A-17": "S1-4 2024-06-01",  # keyed by the argument the record repeats, not by `verbose`
        "B-20": "S9-2",
    }
    latest = read("A-17", {"id": "A-17", "lines": [{"sku": "S1-4", "eta": "2024-06-03"}]})
    assert state.scratchpad.get("get_order_records") == {
        "A-17": "S1-4 2024-06-03",
        "B-20": "S9-2",
    }
    assert state.scratchpad.provenance("get_order_records") == latest
    assert latest != first
    # The lines hold what identifies each record: the latest whole is shortened first.
    assert any(isinstance(mark, Secondary) for mark in fields["get_order_result"].metadata)
    # A tool with no scalar argument has no key to keep records by: its record stays primary.
    bare = from_tools([_tool("whoami", {})]).scratchpad.model_fields  # type: ignore[union-attr]
    assert "whoami_records" not in bare
    assert not any(isinstance(mark, Secondary) for mark in bare["whoami_result"].metadata)


def test_prose_arguments_stay_in_the_log(make_state: Callable[..., AgentState]) -> None:
    """A string argument of more than 80 characters or several lines is not a typed value."""
    domain = from_tools([_tool("think", {"thought": {"type": "string"}})])
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    for thought in ("x" * 81, "first\nsecond", "check the fare"):
        state.append_tool_result(state.append_tool_call("think", {"thought": thought}), "ok")
    assert state.scratchpad.get("thought") == "check the fare"
    assert [fact.key for fact in state.scratchpad.history("thought")] == ["thought"]


def test_what_the_agent_offers_from_a_list_is_kept_as_a_secondary_value(
    make_state: Callable[..., AgentState],
) -> None:
    """A search's hits the agent names are kept under <tool>_offered, shed first by a budget."""
    domain = from_tools(TOOLS, consequential=["issue_credit", "ship"])
    fields = domain.scratchpad.model_fields  # type: ignore[union-attr]
    assert {"get_order_offered", "search_stock_offered"} <= set(fields)
    assert "issue_credit_offered" not in fields  # the ledger keeps consequential calls
    assert any(isinstance(mark, Secondary) for mark in fields["search_stock_offered"].metadata)
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    hits = [{"sku": "SKU-1", "bin": "B4"}, {"sku": "SKU-2", "bin": "B4"}]
    result = state.append_tool_result(state.append_tool_call("search-stock", {"sku": "S"}), hits)
    state.append_assistant("SKU-2 is in stock in bin B4.")
    assert state.scratchpad.get("search_stock_offered") == ["SKU-2, B4"]  # its values, a line
    assert state.scratchpad.provenance("search_stock_offered") == result.ref
    [fact] = [fact for fact in state.scratchpad.facts() if fact.key == "search_stock_offered"]
    assert fact.secondary


def _leg(number: str, origin: str, destination: str, leaves: int) -> JSONObject:
    return {
        "flight_number": number,
        "origin": origin,
        "destination": destination,
        "departs": f"{leaves:02d}:00:00",
        "arrives": f"{leaves + 2:02d}:00:00",
        "status": "available",
        "seats": {"economy": 9},
        "date": "2031-02-11",
    }


CONNECTIONS = [
    [_leg(f"QX{10 + n}", "ORL", "MSP", 4 + n), _leg(f"QX{70 + n}", "MSP", "BUF", 12 + n)]
    for n in range(5)
]


def test_offered_items_are_lines_of_their_values_what_all_hold_alike_once(
    make_state: Callable[..., AgentState],
) -> None:
    """Each option is a line, its legs apart by ' | '; shared values come once, first."""
    domain = from_tools([_tool("search_connections", {"origin": {"type": "string"}})])
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    call = state.append_tool_call("search_connections", {"origin": "ORL"})
    state.append_tool_result(call, CONNECTIONS)
    state.append_assistant("QX10 then QX70 (4 am), or QX11 then QX71 (5 am)?")
    assert state.scratchpad.get("search_connections_offered") == [
        "MSP, available, 2031-02-11",
        "QX10, ORL, 04:00:00, 06:00:00 | QX70, BUF, 12:00:00, 14:00:00",
        "QX11, ORL, 05:00:00, 07:00:00 | QX71, BUF, 13:00:00, 15:00:00",
    ]


def test_a_budget_that_shortens_the_state_still_shows_every_offered_option(
    make_state: Callable[..., AgentState],
) -> None:
    """Five one-stop options offered, then compacted: at 300 tokens both legs of each show."""
    domain = from_tools([_tool("search_connections", {"origin": {"type": "string"}})])
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    state.append_user("Which connections are there tomorrow?")
    call = state.append_tool_call("search_connections", {"origin": "ORL"})
    state.append_tool_result(call, CONNECTIONS)
    named = "; ".join(f"{a['flight_number']} then {b['flight_number']}" for a, b in CONNECTIONS)
    state.append_assistant(f"Options: {named}.")
    for _ in range(3):
        state.append_user("Let me think about it.")
        state.append_assistant("Take your time.")
    policy = CompactionPolicy(budget=300, keep_tokens=20)
    assert state.compact(ExtractiveSummarizer(), policy=policy, force=True).outcome == "committed"
    context = state.context(system="You help.", budget=300)
    shown = str(context.messages)
    assert "Options:" not in shown  # the offer itself is compacted away
    assert context.token_count <= 300
    for first, second in CONNECTIONS:
        assert first["flight_number"] in shown
        assert second["flight_number"] in shown


def test_mentions_are_opt_in(make_state: Callable[..., AgentState]) -> None:
    """With mentions=True, what users state in prose is kept under `mentioned`, Secondary."""
    assert "mentioned" not in from_tools(TOOLS).scratchpad.model_fields  # type: ignore[union-attr]
    domain = from_tools(TOOLS, mentions=True)
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    said = state.append_user("Order A-1777 and card 4111X9 please.")
    assert state.scratchpad.get("mentioned") == ["A-1777", "4111X9"]
    assert state.scratchpad.provenance("mentioned") == said.ref
    with pytest.raises(InvalidInput, match="already a field"):
        from_tools([_tool("a", {"mentioned": {"type": "string"}})], mentions=True)


def test_the_failure_hook_is_the_applications(make_state: Callable[..., AgentState]) -> None:
    """With is_failure, a result it flags captures nothing (and ends a ledger action failed)."""
    domain = from_tools(TOOLS, is_failure=lambda result: result == "Error: down")
    state = make_state(
        scratchpad=domain.scratchpad, capture=domain.capture, is_failure=domain.is_failure
    )
    call = state.append_tool_call("get_order", {"order_id": "A-17"})
    state.append_tool_result(call, "Error: down")
    assert state.scratchpad.get("order_id") is None


def test_results_that_report_an_error_fail_by_default(
    make_state: Callable[..., AgentState],
) -> None:
    """Without a hook, "Error: ..." results capture nothing and end the action failed."""
    domain = from_tools(TOOLS, consequential={"issue_credit"})
    state = make_state(
        scratchpad=domain.scratchpad, capture=domain.capture, is_failure=domain.is_failure
    )
    call = state.append_tool_call("get_order", {"order_id": "A-17"})
    state.append_tool_result(call, "Error: order service unavailable")
    assert state.scratchpad.get("order_id") is None
    ask = state.append_user("Credit A-17, please.")
    action = state.ledger.propose("issue_credit", {"order_id": "A-17"}, source=ask)
    state.ledger.approve(action.id, by="user", source=ask)
    refund = state.append_tool_call("issue_credit", {"order_id": "A-17"})
    state.ledger.execute(action.id, by="tool_runner", source=refund)
    state.append_tool_result(refund, {"error": {"code": 409, "message": "already refunded"}})
    assert state.ledger.get(action.id).status == "failed"


@pytest.mark.parametrize(
    ("tools", "consequential", "message"),
    [
        ([{"description": "nameless"}], [], "needs a 'name'"),
        ([_tool("a", {}), _tool("a", {})], [], "repeated: a"),
        ([_tool("a", {})], ["b"], "not among the domain's tools"),
        ([_tool("a", {"a_result": {"type": "string"}})], [], "a name already taken"),
        ([_tool("a", {"a_records": {"type": "string"}})], [], "a name already taken"),
        ({"name": "a"}, [], "a sequence of tool definitions"),
        ([_tool("a", {})], "a", "a collection of tool names"),
    ],
)
def test_bad_tools_are_refused(tools: object, consequential: list[str], message: str) -> None:
    """Tools without names, repeated names, unknown consequential names: InvalidInput."""
    with pytest.raises(InvalidInput, match=message):
        from_tools(tools, consequential=consequential)  # type: ignore[arg-type]


def test_an_offer_from_two_searches_of_one_turn_keeps_each_search_s_items(
    make_state: Callable[..., AgentState],
) -> None:
    """Outbound and return read out in one message: the earlier search's items are a write too."""
    domain = from_tools([_tool("search_trains", {"origin": {"type": "string"}})])
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    state.append_user("Trains to York on the 19th and back on the 23rd, please.")
    out = [{"train": "TR4403", "leaves": "09:00"}, {"train": "TR4410", "leaves": "17:00"}]
    back = [{"train": "TR5501", "leaves": "08:00"}, {"train": "TR5520", "leaves": "18:00"}]
    first = state.append_tool_result(
        state.append_tool_call("search_trains", {"origin": "LDS"}), out
    )
    later = state.append_tool_result(
        state.append_tool_call("search_trains", {"origin": "YRK"}), back
    )
    state.append_assistant("Out on TR4403 at 9, back on TR5520 at 6 pm. Shall I book both?")
    history = state.scratchpad.history("search_trains_offered")
    assert [(fact.value, fact.source) for fact in history] == [
        (["TR4403, 09:00"], first.ref),
        (["TR5520, 18:00"], later.ref),
    ]
    state.append_user("Which one is the earlier train back?")
    state.append_assistant("TR5501 leaves at 8.")
    # A search of an earlier turn is not read again: only the latest result of the tool.
    assert [fact.source for fact in state.scratchpad.history("search_trains_offered")] == [
        first.ref,
        later.ref,
        later.ref,
    ]


def test_every_hit_of_a_list_result_is_kept_by_what_identifies_it(
    make_state: Callable[..., AgentState],
) -> None:
    """A search's hits, named or not, are kept by their ids under <tool>_found (Secondary)."""
    domain = from_tools(TOOLS, consequential=["issue_credit", "ship"])
    fields = domain.scratchpad.model_fields  # type: ignore[union-attr]
    assert "issue_credit_found" not in fields  # the ledger keeps consequential calls
    assert any(isinstance(mark, Secondary) for mark in fields["search_stock_found"].metadata)
    state = make_state(scratchpad=domain.scratchpad, capture=domain.capture)
    call = state.append_tool_call("search-stock", {"sku": "S"})
    hits = [{"bin": "B4", "sku": f"SKU-{n}", "stock": n} for n in range(3)]
    result = state.append_tool_result(call, hits)
    state.append_assistant("SKU-0 is in stock.")  # the agent names one hit; all are kept
    assert state.scratchpad.get("search_stock_found") == ["SKU-0", "SKU-1", "SKU-2"]
    assert state.scratchpad.provenance("search_stock_found") == result.ref
    # Options of several records (a one-stop's legs) by the list of their ids.
    assert found_ids(CONNECTIONS[:2]) == [["QX10", "QX70"], ["QX11", "QX71"]]
    # Nothing identifies events known by their names, or text: nothing is written.
    assert found_ids([{"name": "Lions Vs Hawks", "date": "2031-03-09"}]) is None
    assert found_ids([{"id": "U7", "n": 1}, {"id": "U7", "n": 2}]) is None  # the same in all
    assert found_ids("no flights") is None
    assert found_ids([]) is None
    empty = state.append_tool_call("search-stock", {"sku": "Z"})
    state.append_tool_result(empty, [])
    assert state.scratchpad.get("search_stock_found") == ["SKU-0", "SKU-1", "SKU-2"]
